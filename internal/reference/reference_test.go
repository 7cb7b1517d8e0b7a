package reference

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fen reads the FEN of the perft tables, e.g. "W:W31,32,K45:B1,2" or
// "W:WPb8,a3:Bc7": the side to move, then one list of squares per colour (in
// either order), each a number in v.Numbering() or an algebraic name ("b8"),
// a K before it marking a king and a P a parachutist. It is a small reader
// for these tests only; it fails the test on anything else.
func fen(t testing.TB, v *variant.Variant, s string) board.Position {
	t.Helper()
	fields := strings.Split(s, ":")
	require.Len(t, fields, 3, "FEN %q", s)
	var p board.Position
	switch fields[0] {
	case "W":
		p.Turn = board.White
	case "B":
		p.Turn = board.Black
	default:
		require.FailNow(t, "bad side to move", "FEN %q", s)
	}
	for _, f := range fields[1:] {
		require.NotEmpty(t, f, "FEN %q", s)
		var c board.Color
		switch f[0] {
		case 'W':
			c = board.White
		case 'B':
			c = board.Black
		default:
			require.FailNow(t, "bad colour", "FEN %q", s)
		}
		if len(f) == 1 {
			continue // no pieces of this colour
		}
		for _, tok := range strings.Split(f[1:], ",") {
			kind := board.Man
			if rest, ok := strings.CutPrefix(tok, "K"); ok {
				kind, tok = board.King, rest
			} else if rest, ok := strings.CutPrefix(tok, "P"); ok {
				kind, tok = board.Parachutist, rest
			}
			sq, ok := squareNamed(v, tok)
			if !ok {
				n, err := strconv.Atoi(tok)
				require.NoError(t, err, "FEN %q", s)
				sq, ok = v.Numbering().Square(n)
			}
			require.True(t, ok, "FEN %q: no square %s", s, tok)
			_, taken := p.At(sq)
			require.False(t, taken, "FEN %q: square %s twice", s, tok)
			p = p.Put(sq, board.Piece{Color: c, Kind: kind})
		}
	}
	return p.Rehash()
}

// squareNamed returns the square of v's board whose algebraic name is name
// ("c3").
func squareNamed(v *variant.Variant, name string) (board.Square, bool) {
	for _, s := range v.Board().Squares() {
		if v.Board().Name(s) == name {
			return s, true
		}
	}
	return board.NoSquare, false
}

// alg returns the square of v's board named name ("c3").
func alg(t testing.TB, v *variant.Variant, name string) board.Square {
	t.Helper()
	s, ok := squareNamed(v, name)
	require.True(t, ok, "no square %s", name)
	return s
}

// sq returns the square numbered n in v's numbering.
func sq(t testing.TB, v *variant.Variant, n int) board.Square {
	t.Helper()
	s, ok := v.Numbering().Square(n)
	require.True(t, ok, "no square %d", n)
	return s
}

// text writes a move with v's square numbers, the captured squares sorted,
// and a K when the man is crowned: "9x16 {6,11} K". It makes failures and
// expectations readable.
func text(v *variant.Variant, m board.Move) string {
	n := v.Numbering()
	if !m.IsCapture() {
		s := fmt.Sprintf("%d-%d", n.Number(m.From), n.Number(m.To))
		if m.Promotes {
			s += " K"
		}
		return s
	}
	var caps []int
	for c := range m.Captured.Squares() {
		caps = append(caps, n.Number(c))
	}
	slices.Sort(caps)
	parts := make([]string, len(caps))
	for i, c := range caps {
		parts[i] = strconv.Itoa(c)
	}
	s := fmt.Sprintf("%dx%d {%s}", n.Number(m.From), n.Number(m.To), strings.Join(parts, ","))
	if m.Promotes {
		s += " K"
	}
	return s
}

// texts returns the moves of p as sorted text.
func texts(v *variant.Variant, p board.Position) []string {
	var out []string
	for _, m := range Moves(v, p) {
		out = append(out, text(v, m))
	}
	slices.Sort(out)
	return out
}

// perftCase is a position and its perft counts by depth (counts[0] is depth
// 1). The numbers are copied from the "drop-duplicates" rows of the
// project's reference perft tables (one file per variant, named in each
// case with the source of its rows): published counts, or for the variants
// nobody has published (Corner, One Way, Parachute, Hawaii, Alquerque) the
// counts of a separate unpublished implementation written from RULES.md, a
// second opinion and not an authority, whose first plies are also worked by
// hand below. Under -short only the first short depths run.
type perftCase struct {
	name   string
	v      *variant.Variant
	fen    string
	counts []uint64
	short  int
}

var perftCases = []perftCase{
	{
		// english.tsv, start, drop-duplicates, depths 1-8: dctl test
		// initial/board_08x08.cpp::Checkers and a dctl run (testdata/perft/english.perft).
		name:   "english start",
		v:      variant.English,
		fen:    "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		counts: []uint64{7, 49, 302, 1469, 7361, 36768, 179740, 845931},
		short:  5,
	},
	{
		// international.tsv, start, drop-duplicates, depths 1-7: dctl test
		// initial/board_10x10.cpp::International, Aart Bik's BikDam, Scan 3.1.
		name: "international start",
		v:    variant.International,
		fen: "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50" +
			":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
		counts: []uint64{9, 81, 658, 4265, 27117, 167140, 1049442},
		short:  4,
	},
	{
		// international.tsv, drop-duplicates, depths 1-12: dctl test
		// international/fmjd.cpp::Woldouby and Scan 3.1.
		name:   "international Woldouby",
		v:      variant.International,
		fen:    "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
		counts: []uint64{6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88050, 377436, 1910989},
		short:  8,
	},
	{
		// international.tsv, drop-duplicates, depths 1-6: dctl test
		// international/fmjd.cpp::AlmostPromotion and Scan 3.1.
		name:   "international AlmostPromotion",
		v:      variant.International,
		fen:    "W:W6,7,8,9,10:B41,42,43,44,45",
		counts: []uint64{9, 81, 795, 7578, 86351, 936311},
		short:  4,
	},
	{
		// international.tsv, drop-duplicates, depths 1-7: dctl test
		// international/fmjd.cpp::Random178 and Scan 3.1.
		name:   "international Random178",
		v:      variant.International,
		fen:    "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
		counts: []uint64{14, 55, 1168, 5432, 87195, 629010, 9041010},
		short:  4,
	},
	{
		// international.tsv, drop-duplicates, depths 1-8: dctl test
		// international/fmjd.cpp::AllKings and Scan 3.1.
		name: "international AllKings",
		v:    variant.International,
		fen: "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50" +
			":BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20",
		counts: []uint64{17, 79, 352, 1399, 7062, 37589, 217575, 1333217},
		short:  4,
	},
	{
		// russian.tsv, start, drop-duplicates, depths 1-9: dctl test
		// initial/board_08x08.cpp::Russian and a dctl run agree. Depth 8 is
		// the first depth whose count changes if the landing rule is dropped
		// or if a man crowned in mid-capture stops instead of going on.
		name:   "russian start",
		v:      variant.Russian,
		fen:    "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		counts: []uint64{7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586},
		short:  5,
	},
	{
		// brazilian.tsv, start, drop-duplicates, depths 1-8: dctl test
		// initial/board_08x08.cpp::Brazilian and a dctl run agree.
		name:   "brazilian start",
		v:      variant.Brazilian,
		fen:    "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		counts: []uint64{7, 49, 302, 1469, 7473, 37628, 187302, 907830},
		short:  5,
	},
	{
		// canadian.tsv, start, drop-duplicates, depths 1-6: dctl test
		// initial/board_large.cpp::Board12x12 (FMJD forum) and a dctl run.
		name: "canadian start",
		v:    variant.Canadian,
		fen: "W:W43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72" +
			":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30",
		counts: []uint64{11, 121, 1222, 10053, 79049, 584100},
		short:  3,
	},
	{
		// oracle-corner.tsv, start, drop-duplicates, depths 1-5: an
		// unpublished implementation written from RULES.md (a second
		// opinion). Depth 1 by hand: the six front men h6, g5, f4, e3, d2,
		// c1 each have one free forward square (g7, f6, e5, d4, c3, b2).
		name:   "corner start",
		v:      variant.Corner,
		fen:    "W:Wh6,g5,f4,h4,e3,g3,d2,f2,h2,c1,e1,g1:Bb8,d8,f8,a7,c7,e7,b6,d6,a5,c5,b4,a3",
		counts: []uint64{6, 6, 14, 39, 78},
		short:  5,
	},
	{
		// oracle-oneway.tsv, start, drop-duplicates, depths 1-5: the same
		// second opinion. Depths 1 and 2 by hand: White's e5 must take d6
		// (landing on the empty c7), the only capture, and Black's b6 must
		// then take c7, landing on d8 and crowned, the only capture.
		name:   "oneway start",
		v:      variant.OneWay,
		fen:    "W:Wf6,h6,e5,g5,f4,h4,e3,g3,f2,h2,e1,g1:Bb6,d6,a5,c5,b4,d4,a3,c3,b2,d2,a1,c1",
		counts: []uint64{1, 1, 4, 17, 46},
		short:  5,
	},
	{
		// oracle-parachute.tsv, start, drop-duplicates, depths 1-5: the same
		// second opinion. Depth 1 by hand: no parachutist can jump (each one
		// has the edge or a Black man behind its victim), so the moves are
		// the seven steps of the men on rank 3 (a3 one, c3, e3, g3 two each).
		name:   "parachute start",
		v:      variant.Parachute,
		fen:    "W:WPb8,Pd8,Pf8,Ph8,a3,c3,e3,g3,b2,d2,f2,h2:Ba7,c7,e7,g7,b6,d6,f6,h6,Pa1,Pc1,Pe1,Pg1",
		counts: []uint64{7, 11, 42, 126, 368},
		short:  5,
	},
	{
		// oracle-hawaii.tsv, start, drop-duplicates, depths 1-5: the same
		// second opinion. Depths 1-3 by hand: Black lifts a8, d5, e4 or h1
		// (4); White lifts a stone next to the hole, 2 + 4 + 4 + 2 = 12
		// (TestKonaneOpening); Black's first jump has one way into a corner
		// hole pair and three into a centre pair, 2 + 2 + 4*3 + 4*3 = 28.
		name: "hawaii start",
		v:    variant.Hawaii,
		fen: "B:Wb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6,a5,c5,e5,g5,b4,d4,f4,h4,a3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1" +
			":Ba8,c8,e8,g8,b7,d7,f7,h7,a6,c6,e6,g6,b5,d5,f5,h5,a4,c4,e4,g4,b3,d3,f3,h3,a2,c2,e2,g2,b1,d1,f1,h1",
		counts: []uint64{4, 12, 28, 172, 892},
		short:  5,
	},
	{
		// oracle-alquerque.tsv, start, drop-duplicates, depths 1-5: the same
		// second opinion. Depths 1 and 2 by hand: the four White men next
		// to the empty centre along a line (b2, c2, d2 and d3 sideways) step
		// into it; Black then has one capture into the square left empty,
		// two after d2-c3 (b4 over c3, d4 over d3, both to d2): 5.
		name:   "alquerque start",
		v:      variant.Alquerque,
		fen:    "W:Wd3,e3,a2,b2,c2,d2,e2,a1,b1,c1,d1,e1:Ba5,b5,c5,d5,e5,a4,b4,c4,d4,e4,a3,b3",
		counts: []uint64{4, 5, 6, 12, 27},
		short:  5,
	},
}

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // Perft only reads the shared variants
			p := fen(t, c.v, c.fen)
			for i, want := range c.counts {
				depth := i + 1
				if testing.Short() && depth > c.short {
					break
				}
				assert.Equal(t, want, Perft(c.v, p, depth), "depth %d", depth)
			}
		})
	}
}

// The start FENs of the tables are the variants' start positions, so the
// reader and the setup agree.
func TestStartFEN(t *testing.T) {
	for _, c := range perftCases {
		if strings.HasSuffix(c.name, " start") {
			assert.Equal(t, c.v.Start(), fen(t, c.v, c.fen), c.name)
		}
	}
}

func TestPerftDepthZero(t *testing.T) {
	assert.Equal(t, uint64(1), Perft(variant.English, variant.English.Start(), 0))
}

// English squares (8x8, 1 = b8): rank 4 holds 17 b4, 18 d4, 19 f4, 20 h4;
// rank 3 holds 21 a3, 22 c3, 23 e3, 24 g3; rank 2 25 b2, 26 d2, 27 f2, 28 h2.
//
// A White man on d4 (18) with a Black man behind it on c3 (22) and b2 (25)
// empty: in English checkers men jump forward only, so there is no capture
// and White has the two forward steps d4-c5 (18-14) and d4-e5 (18-15). With
// Russian rules the same man must capture backwards: d4:b2 (18x25) is the
// only move.
func TestEnglishManDoesNotCaptureBackwards(t *testing.T) {
	const position = "W:W18:B22"
	assert.Equal(t, []string{"18-14", "18-15"}, texts(variant.English, fen(t, variant.English, position)))
	assert.Equal(t, []string{"18x25 {22}"}, texts(variant.Russian, fen(t, variant.Russian, position)))
}

// International squares (10x10, 1 = b10): 3 = f10 on the back rank; 8 = e9,
// 9 = g9; 12 = d8, 14 = h8.
//
// A White man on d8 (12) jumps e9 (8) and lands on f10 (3), Black's back
// rank. It can go on backwards over g9 (9) to h8 (14), so it must (capture is
// compulsory to the end), and since the move ends on h8 it stays a man: the
// only move is 12x14 taking 8 and 9, without promotion. Without the Black man
// on g9 the capture ends on f10 and the man is crowned.
func TestInternationalManPassesBackRankUncrowned(t *testing.T) {
	v := variant.International
	p := fen(t, v, "W:W12:B8,9")
	moves := Moves(v, p)
	require.Len(t, moves, 1)
	m := moves[0]
	assert.Equal(t, "12x14 {8,9}", text(v, m))
	assert.False(t, m.Promotes)
	assert.Equal(t, []Route{{m, []board.Square{sq(t, v, 3), sq(t, v, 14)}}}, Routes(v, p))
	after := Apply(v, p, m)
	assert.True(t, after.Men[board.White].Has(sq(t, v, 14)), "a man on 14 after the move")
	assert.True(t, after.Kings[board.White].IsEmpty())

	assert.Equal(t, []string{"12x3 {8} K"}, texts(v, fen(t, v, "W:W12:B8")))
}

// 8x8 squares: 2 = d8; 6 = c7, 7 = e7; 9 = b6, 11 = f6; 16 = g5, 20 = h4.
//
// A White man on b6 (9) jumps c7 (6) and lands on d8 (2), the last rank.
//   - Russian: it is crowned at once and goes on as a flying king: from d8 it
//     crosses the empty e7 and takes f6 (11), landing on g5 (16) or h4 (20).
//     (As a man it could not: e7 next to it is empty.) Two moves, both
//     taking 6 and 11 and ending as a king. The way back (c7) is blocked by
//     the jumped man, who stays on the board until the move ends.
//   - Brazilian (pass through): a man on d8 has no jump, so the capture ends
//     there and the man is crowned: 9x2 only.
//   - English: the man is crowned on d8 and the move ends: 9x2 only.
func TestRussianManCrownedMidCaptureGoesOnAsKing(t *testing.T) {
	const position = "W:W9:B6,11"
	assert.Equal(t, []string{"9x16 {6,11} K", "9x20 {6,11} K"},
		texts(variant.Russian, fen(t, variant.Russian, position)))
	assert.Equal(t, []string{"9x2 {6} K"}, texts(variant.Brazilian, fen(t, variant.Brazilian, position)))
	assert.Equal(t, []string{"9x2 {6} K"}, texts(variant.English, fen(t, variant.English, position)))
}

// 8x8 squares: the long diagonal a1 (29), b2 (25), c3 (22), d4 (18), e5 (15),
// f6 (11), g7 (8), h8 (4); b8 = 1, c7 = 6, d6 = 10.
//
// Russian rules (free choice among captures, so nothing but the landing rule
// is at work): a White king on a1 takes c3 and may land on d4, e5, f6, g7 or
// h8. Only from e5 can it capture again: it crosses the empty d6, takes c7
// and lands on b8, the only square behind it. From d4, f6, g7 and h8 no
// Black piece is in reach (c3 behind it is jumped and blocks). So it must
// land on e5, and the only move is 29x1 taking 22 and 6; stopping on d4,
// f6, g7 or h8 is illegal although each is an empty square behind c3.
func TestFlyingKingMustLandWhereItCanContinue(t *testing.T) {
	v := variant.Russian
	p := fen(t, v, "W:WK29:B22,6")
	moves := Moves(v, p)
	require.Len(t, moves, 1)
	assert.Equal(t, "29x1 {6,22}", text(v, moves[0]))
	assert.Equal(t, []Route{{moves[0], []board.Square{sq(t, v, 15), sq(t, v, 1)}}}, Routes(v, p))
}

// International squares: d2 = 42; c3 = 37, e3 = 38; b4 = 32, f4 = 34;
// c5 = 27, e5 = 28; d6 = 23.
//
// A White man on d2 (42) with Black men on c3, e3, c5 and e5 around it can
// take all four going round the ring either way: over e3 to f4, over e5 to
// d6, over c5 to b4, over c3 back to d2; or the mirror route. Its own start
// square counts as empty, so it lands there again. Both routes have the same
// from, to and captured set, so they are one move.
func TestRingCaptureCountedOnce(t *testing.T) {
	v := variant.International
	p := fen(t, v, "W:W42:B27,28,37,38")
	assert.Equal(t, []string{"42x42 {27,28,37,38}"}, texts(v, p))
	assert.Equal(t, uint64(1), Perft(v, p, 1))
	after := Apply(v, p, Moves(v, p)[0])
	assert.True(t, after.Pieces(board.Black).IsEmpty())
	assert.True(t, after.Men[board.White].Has(sq(t, v, 42)))
}

// Russian, 8x8 squares: 18 = d4, 19 = f4, 20 = h4; 22 = c3, 24 = g3;
// 26 = d2, 27 = f2, 28 = h2; 31 = e1; 15 = e5.
//
// A Black man on g3 with White men on f2, d2, d4 and f4 around c3-e1-e5
// (Black moves down the board and is crowned on rank 1; Russian men capture
// backwards too). It takes all four pieces going round either way:
//   - g3:e1 over f2: crowned on e1, it goes on as a flying king. Over d2 it
//     may land on c3, b4 or a5, but only from c3 can it go on (over d4), so
//     it lands on c3; over d4 likewise only e5 lets it go on; over f4 it may
//     land on g3 (its own start square, empty during the move) or h2.
//   - g3:e5 over f4, e5:c3 over d4, c3:e1 over d2 as a man, crowned on e1;
//     then as a king over f2 it lands on g3 or h4.
//
// Both routes that end on g3 take the same pieces and end as a king: one
// move. So there are three moves, all crowning: 24x24, 24x28 and 24x20.
func TestRussianRingWithPromotionCountedOnce(t *testing.T) {
	v := variant.Russian
	assert.Equal(t, []string{"24x20 {18,19,26,27} K", "24x24 {18,19,26,27} K", "24x28 {18,19,26,27} K"},
		texts(v, fen(t, v, "B:W18,19,26,27:B24")))
}

// No two moves of a position are the same move, in any position of the first
// four plies from each perft position.
func TestNoTwoMovesAlike(t *testing.T) {
	var walk func(c perftCase, p board.Position, depth int)
	walk = func(c perftCase, p board.Position, depth int) {
		moves := Moves(c.v, p)
		for i := range moves {
			for j := i + 1; j < len(moves); j++ {
				require.False(t, moves[i].SameAs(&moves[j]), "%s: %s twice", c.name, text(c.v, moves[i]))
			}
		}
		if depth > 1 {
			for _, m := range moves {
				walk(c, Apply(c.v, p, m), depth-1)
			}
		}
	}
	for _, c := range perftCases {
		walk(c, fen(t, c.v, c.fen), 4)
	}
}

// Quiet moves. English (8x8): a White man on c7 (6) steps to b8 (1) or d8 (2)
// and is crowned either way; a short king on a1 (29) has the one step to b2
// (25). International: a flying king alone on a1 (46) slides to any of the 9
// squares of the long diagonal, b2 (41) to j10 (5).
func TestQuietMoves(t *testing.T) {
	assert.Equal(t, []string{"6-1 K", "6-2 K"}, texts(variant.English, fen(t, variant.English, "W:W6:B")))
	assert.Equal(t, []string{"29-25"}, texts(variant.English, fen(t, variant.English, "W:WK29:B")))
	assert.ElementsMatch(t, []string{"46-41", "46-37", "46-32", "46-28", "46-23", "46-19", "46-14", "46-10", "46-5"},
		texts(variant.International, fen(t, variant.International, "W:WK46:B")))
}

// rules returns a copy of base with some rules changed, for the criteria and
// removal timing the five variants do not use.
func rules(t testing.TB, base *variant.Variant, change func(*variant.Rules)) *variant.Variant {
	t.Helper()
	c := base.Rules()
	c.Name = base.Name() + "-test"
	change(&c)
	v, err := variant.New(c)
	require.NoError(t, err)
	return v
}

// Precedence criteria, on English rules (short kings, men jumping forward
// only) with the criteria changed. 8x8 squares: 15 = e5; 18 = d4, 19 = f4;
// 22 = c3, 24 = g3; 25 = b2, 27 = f2; 29 = a1, 31 = e1.
//
//   - "W:WK29,31:B19,25,27": the king on a1 can take b2 and stop on c3 (one
//     piece); the man on e1 takes f2 and f4, ending on e5 (two). Free choice
//     allows both; WithKing alone (the Czech rule) only the king's; MostPieces
//     then WithKing only the man's, which takes more.
//   - "W:W29,31:BK25,27": the man on a1 takes the king on b2 (29x22), the man
//     on e1 the man on f2 (31x24). MostKings keeps only the first.
//   - "W:W29,31:B18,27,K19,K25": the man on a1 takes the king on b2, then the
//     man on d4, ending on e5; the man on e1 takes the man on f2, then the
//     king on f4, also ending on e5. Two pieces and one king each; the first
//     takes its king at the first jump, the second at the second, so
//     EarliestKing keeps only the first.
func TestPrecedence(t *testing.T) {
	with := func(cs ...variant.Criterion) *variant.Variant {
		return rules(t, variant.English, func(v *variant.Rules) { v.Precedence = cs })
	}
	cases := []struct {
		v    *variant.Variant
		fen  string
		want []string
	}{
		{variant.English, "W:WK29,31:B19,25,27", []string{"29x22 {25}", "31x15 {19,27}"}},
		{with(variant.WithKing), "W:WK29,31:B19,25,27", []string{"29x22 {25}"}},
		{with(variant.MostPieces, variant.WithKing), "W:WK29,31:B19,25,27", []string{"31x15 {19,27}"}},
		{variant.English, "W:W29,31:BK25,27", []string{"29x22 {25}", "31x24 {27}"}},
		{with(variant.MostPieces, variant.MostKings), "W:W29,31:BK25,27", []string{"29x22 {25}"}},
		{variant.English, "W:W29,31:B18,27,K19,K25", []string{"29x15 {18,25}", "31x15 {19,27}"}},
		{with(variant.MostPieces, variant.MostKings), "W:W29,31:B18,27,K19,K25", []string{"29x15 {18,25}", "31x15 {19,27}"}},
		{with(variant.MostPieces, variant.WithKing, variant.MostKings, variant.EarliestKing),
			"W:W29,31:B18,27,K19,K25", []string{"29x15 {18,25}"}},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, texts(c.v, fen(t, c.v, c.fen)), "%v %s", c.v.Rules().Precedence, c.fen)
	}
}

// Removal timing, on Russian rules. 8x8 squares: the long diagonal a1 (29),
// b2 (25), c3 (22), d4 (18), e5 (15), f6 (11), g7 (8), h8 (4).
//
// A White king on c3 with Black men on d4 and b2, both on its diagonal.
//   - RemoveAtEnd (Russian): after taking d4 (landing e5, f6, g7 or h8) the
//     way back is blocked by d4, which stays on the board until the move
//     ends; after taking b2 (landing a1) the way back is blocked by b2. Five
//     moves of one piece each.
//   - RemoveImmediately: after taking d4 the king can go back over d4's
//     empty square and its own start square to take b2, landing on a1 (four
//     routes, one per first landing square, all one move); after taking b2
//     first it goes back to take d4, landing on e5, f6, g7 or h8. Five moves
//     of two pieces each.
func TestRemovalTiming(t *testing.T) {
	const position = "W:WK22:B18,25"
	assert.Equal(t, []string{"22x11 {18}", "22x15 {18}", "22x29 {25}", "22x4 {18}", "22x8 {18}"},
		texts(variant.Russian, fen(t, variant.Russian, position)))
	imm := rules(t, variant.Russian, func(v *variant.Rules) { v.Removal = variant.RemoveImmediately })
	assert.Equal(t, []string{"22x11 {18,25}", "22x15 {18,25}", "22x29 {18,25}", "22x4 {18,25}", "22x8 {18,25}"},
		texts(imm, fen(t, imm, position)))
}

// named writes a move with algebraic square names, the captured squares
// sorted, and a K when the man is crowned: "d8xh8 {e7,g7} K", "c3-d4". A
// Konane lift is written "lift a8". It is the text of the tests of the
// algebraic variants.
func named(v *variant.Variant, m board.Move) string {
	g := v.Board()
	if m.Lift {
		return "lift " + g.Name(m.From)
	}
	s := g.Name(m.From) + "-" + g.Name(m.To)
	if m.IsCapture() {
		var caps []string
		for c := range m.Captured.Squares() {
			caps = append(caps, g.Name(c))
		}
		slices.Sort(caps)
		s = g.Name(m.From) + "x" + g.Name(m.To) + " {" + strings.Join(caps, ",") + "}"
	}
	if m.Promotes {
		s += " K"
	}
	return s
}

// namedMoves returns the moves of p as sorted algebraic text.
func namedMoves(v *variant.Variant, p board.Position) []string {
	out := []string{}
	for _, m := range Moves(v, p) {
		out = append(out, named(v, m))
	}
	slices.Sort(out)
	return out
}

// Parachute checkers (Czech rules, 8x8 with a1 dark): White's parachutists
// jump towards rank 1 (SE, SW) and White's men move and capture towards
// rank 8, where they are crowned, and a crowned man's capture ends.
//
// A White parachutist on d8, Black men on e7 and g7, nothing else. The
// parachutist's jumps: SW over c7 (empty, nothing to take) and SE over e7
// onto the empty f6. There it is a man and must go on as a man: NE over g7
// onto the empty h8 (NW over e7 is barred, e7 was jumped and stays on the
// board until the move ends). h8 is on rank 8: the man is crowned and the
// move ends. The only move is d8xh8 taking e7 and g7, a move from the
// parachutist's square; afterwards White has a king on h8 and no
// parachutist.
//
// With ParachuteStops (a copy of the rules made with variant.New) the move
// ends on f6 after the one jump: d8xf6 taking e7, and White has a man on
// f6.
func TestParachutistJumpsThenGoesOnAsMan(t *testing.T) {
	v := variant.Parachute
	p := fen(t, v, "W:WPd8:Be7,g7")
	moves := Moves(v, p)
	require.Len(t, moves, 1)
	m := moves[0]
	assert.Equal(t, "d8xh8 {e7,g7} K", named(v, m))
	assert.Equal(t, []Route{{m, []board.Square{alg(t, v, "f6"), alg(t, v, "h8")}}}, Routes(v, p))
	after := Apply(v, p, m)
	assert.True(t, after.Kings[board.White].Has(m.To), "a king on h8")
	assert.True(t, after.Paras[board.White].IsEmpty())
	assert.True(t, after.Pieces(board.Black).IsEmpty())

	stops := rules(t, v, func(v *variant.Rules) { v.ParachuteStops = true })
	moves = Moves(stops, p)
	require.Len(t, moves, 1)
	assert.Equal(t, "d8xf6 {e7}", named(stops, moves[0]))
	after = Apply(v, p, moves[0])
	assert.True(t, after.Men[board.White].Has(moves[0].To), "a man on f6")
	assert.True(t, after.Paras[board.White].IsEmpty())
	assert.True(t, after.Men[board.Black].Has(alg(t, v, "g7")), "g7 still there")
}

// Parachute checkers. A White parachutist on d8 with the two squares it
// could jump to unguarded (c7 and e7 empty) has no move at all: it never
// steps. With a White man on a3 as well, White's one move is the man's
// a3-b4 (b2 is behind it; a man steps forward only).
//
// It is a piece like any other for the opponent: a Black man on d6 with a
// White parachutist on e5 and f4 empty takes it, d6xf4.
//
// It is not a king for the rule that a king must capture if it can (Czech
// precedence): White parachutist on d8, White king on a1, Black men on e7
// and c3. The parachutist could take e7 (d8xf6), but the king can take c3
// along the long diagonal, landing on d4, e5, f6, g7 or h8, so only the
// king's captures are legal. None of them can go on (from f6, the way over
// e7 ends on d8, where the parachutist stands: it blocks), so each landing
// is a move: five.
func TestParachutistHasNoQuietMove(t *testing.T) {
	v := variant.Parachute
	assert.Empty(t, Moves(v, fen(t, v, "W:WPd8:Bh4")))
	assert.Equal(t, []string{"a3-b4"}, namedMoves(v, fen(t, v, "W:WPd8,a3:Bh4")))
	assert.Equal(t, []string{"d6xf4 {e5}"}, namedMoves(v, fen(t, v, "B:WPe5:Bd6")))
	assert.Equal(t, []string{"a1xd4 {c3}", "a1xe5 {c3}", "a1xf6 {c3}", "a1xg7 {c3}", "a1xh8 {c3}"},
		namedMoves(v, fen(t, v, "W:WPd8,Ka1:Be7,c3")))
}

// Konane, all 64 squares full; White's stones on the dark squares (file +
// rank even: a1, b8, a7, ...), Black's on the light ones (a8, d5, e4, h1).
//
// Black opens by lifting one of its own stones from a8, d5, e4 or h1: four
// moves, each a lift of the stone on its square.
// White answers by lifting one of its stones next to the hole along a rank
// or file: a corner hole has two neighbours (a8: a7 and b8; h1: g1 and h2),
// a centre hole four (d5: d6, d4, c5, e5; e4: e5, e3, d4, f4), all White
// stones. So 2 + 4 + 4 + 2 = 12 positions after two plies.
func TestKonaneOpening(t *testing.T) {
	v := variant.Hawaii
	p := v.Start()
	assert.Equal(t, []string{"lift a8", "lift d5", "lift e4", "lift h1"}, namedMoves(v, p))
	answers := map[string][]string{
		"a8": {"lift a7", "lift b8"},
		"d5": {"lift c5", "lift d4", "lift d6", "lift e5"},
		"e4": {"lift d4", "lift e3", "lift e5", "lift f4"},
		"h1": {"lift g1", "lift h2"},
	}
	total := 0
	for _, m := range Moves(v, p) {
		after := Apply(v, p, m)
		_, stays := after.At(m.From)
		assert.False(t, stays, "the lifted stone leaves the board")
		got := namedMoves(v, after)
		assert.Equal(t, answers[v.Board().Name(m.From)], got, "after lifting %s", v.Board().Name(m.From))
		total += len(got)
	}
	assert.Equal(t, 12, total)
	assert.Equal(t, uint64(12), Perft(v, p, 2))
}

// Konane after the opening. A Black stone on a1, White stones on a2, a4 and
// b3, the rest empty. The a1 stone jumps a2 (north) onto the empty a3, and
// may stop there or go on in the same direction over a4 onto a5: two moves.
// From a3 it may not turn east over b3: continuation is straight on only.
// East of a1, b1 is empty: no jump. With continuation compulsory (a copy
// of the rules made with variant.New) only the double jump remains.
func TestKonaneStraightOptionalContinuation(t *testing.T) {
	v := variant.Hawaii
	p := fen(t, v, "B:Wa2,a4,b3:Ba1")
	assert.Equal(t, []string{"a1xa3 {a2}", "a1xa5 {a2,a4}"}, namedMoves(v, p))
	compulsory := rules(t, v, func(v *variant.Rules) { v.OptionalContinuation = false })
	assert.Equal(t, []string{"a1xa5 {a2,a4}"}, namedMoves(compulsory, p))
}

// Alquerque, 5x5 points: orthogonal lines everywhere, diagonals through the
// points whose file + rank is even (c3 and e3 have them, d3 has not). White
// men step N, NE, NW, E, W along the lines.
//
// A White man on c3 with a Black man behind it on c2 and c1 empty: the
// first jump of a capture goes only where the man could step, so c3 cannot
// take c2 (south). White has the five steps b3, b4, c4, d4, d3 instead.
//
// Add Black men on d3 and e2: c3 takes d3 sideways (east), landing on e3.
// Later jumps go in any line direction: from e3 it must go on south over
// e2 onto e1, backwards. From e1 nothing is left to take (e2 was jumped).
// The one move is c3xe1 taking d3 and e2; c2 stays.
func TestAlquerqueFirstJumpForwardThenAnyDirection(t *testing.T) {
	v := variant.Alquerque
	assert.Equal(t, []string{"c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"}, namedMoves(v, fen(t, v, "W:Wc3:Bc2")))
	assert.Equal(t, []string{"c3xe1 {d3,e2}"}, namedMoves(v, fen(t, v, "W:Wc3:Bc2,d3,e2")))
}

// Alquerque. A White man on c5, its last rank, makes no quiet move: the
// points b5 and d5 beside it are empty, but a man that has reached the last
// rank stays there. With a Black man on d5 (and e5 empty) it may still
// capture sideways: c5xe5.
func TestAlquerqueLastRankManDoesNotStep(t *testing.T) {
	v := variant.Alquerque
	assert.Empty(t, Moves(v, fen(t, v, "W:Wc5:Ba1")))
	assert.Equal(t, []string{"c5xe5 {d5}"}, namedMoves(v, fen(t, v, "W:Wc5:Bd5")))
}

// Corner checkers (Czech rules, 8x8 with a1 dark): White's men are crowned
// on a7 and b8 only.
//   - A White man on b6 steps to a7 (rank 7, a promotion square: crowned)
//     or c7 (not crowned). With Czech rules a7 crowns no one.
//   - A White man on c7 steps to b8 (crowned) or d8, the last rank but not
//     a promotion square: it stays a man, and on d8 it has no move at all.
//   - A White man on c5 takes b6 landing on a7, and is crowned there.
func TestCornerPromotionSquares(t *testing.T) {
	v := variant.Corner
	assert.Equal(t, []string{"b6-a7 K", "b6-c7"}, namedMoves(v, fen(t, v, "W:Wb6:Bh4")))
	assert.Equal(t, []string{"b6-a7", "b6-c7"}, namedMoves(variant.Czech, fen(t, variant.Czech, "W:Wb6:Bh4")))
	assert.Equal(t, []string{"c7-b8 K", "c7-d8"}, namedMoves(v, fen(t, v, "W:Wc7:Bh4")))
	assert.Empty(t, Moves(v, fen(t, v, "W:Wd8:Bh4")))
	assert.Equal(t, []string{"c5xa7 {b6} K"}, namedMoves(v, fen(t, v, "W:Wc5:Bb6")))
}

// One Way checkers: Black's men move and capture up the board like White's,
// and are crowned on rank 8. A Black man on c3 steps to b4 or d4 (with
// Czech rules, to b2 or d2); on c7 it steps to b8 or d8, crowned either
// way; on c3 with a White man on d4 and e5 empty it takes d4 upwards.
func TestOneWayBlackMovesUp(t *testing.T) {
	v := variant.OneWay
	assert.Equal(t, []string{"c3-b4", "c3-d4"}, namedMoves(v, fen(t, v, "B:Wh2:Bc3")))
	assert.Equal(t, []string{"c3-b2", "c3-d2"}, namedMoves(variant.Czech, fen(t, variant.Czech, "B:Wh2:Bc3")))
	assert.Equal(t, []string{"c7-b8 K", "c7-d8 K"}, namedMoves(v, fen(t, v, "B:Wh2:Bc7")))
	assert.Equal(t, []string{"c3xe5 {d4}"}, namedMoves(v, fen(t, v, "B:Wd4:Bc3")))
}

// Turkish, W:WKa1:Bg7,b5,h4,Kb1: the king's four captures that take all
// four pieces run a1, over b1 to h1, over h4 to h7, over g7 to b7, over b5
// down the b file to b4, b3, b2 or b1 (b1 is empty again, its king taken
// by the first jump). Made by Apply, the one ending on b1 leaves the White
// king there and nothing else on the board.
func TestApplyCaptureEndingWhereItTook(t *testing.T) {
	v := variant.Turkish
	p := fen(t, v, "W:WKa1:Bg7,b5,h4,Kb1")
	assert.Equal(t, []string{
		"a1xb1 {b1,b5,g7,h4}", "a1xb2 {b1,b5,g7,h4}", "a1xb3 {b1,b5,g7,h4}", "a1xb4 {b1,b5,g7,h4}",
	}, namedMoves(v, p))
	for _, m := range Moves(v, p) {
		if m.To == alg(t, v, "b1") {
			assert.Equal(t, fen(t, v, "B:WKb1:B"), Apply(v, p, m))
		}
	}
}
