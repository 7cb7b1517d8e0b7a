package narrow

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gen/specialise/shapes"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The boards' specialised files must be what specialise makes of its
// template today: if this fails, run go generate ./internal/gen/narrow.
func TestSpecialisedFilesAreCurrent(t *testing.T) {
	files, err := shapes.Files()
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(name)))
		require.NoError(t, err, "%s is missing: run go generate ./internal/gen/narrow", name)
		assert.Equal(t, string(want), string(got), "%s is stale: run go generate ./internal/gen/narrow", name)
	}
}

// A board made anew, and a variant made with variant.New on it, get the
// code of the built-in board with the same layout, rows and columns: the
// choice is by the board, never by the variant.
func TestShapeIsChosenByTheBoard(t *testing.T) {
	for _, c := range []struct {
		g    *board.Geometry
		want uint8
	}{
		{board.NewDark(8, 8, true), shapeDark8},
		{board.NewDark(8, 8, false), shapeLight8},
		{board.NewDark(10, 10, true), shapeDark10},
		{board.NewWhole(8, 8), shapeWhole8},
		{board.NewPoints(5, 5), shapePoints5},
		{board.NewDark(10, 8, true), shapeNone},
		{board.NewWhole(7, 7), shapeNone},
	} {
		assert.Equal(t, c.want, shapeOf(c.g), "%dx%d %v", c.g.Rows(), c.g.Cols(), c.g.Layout())
	}
	r := variant.International.Rules()
	r.Name = "International on a board of its own"
	r.Board = board.NewDark(10, 10, true)
	v, err := variant.New(r)
	require.NoError(t, err)
	assert.Equal(t, shapeDark10, tablesOf(v).shape)
	assert.True(t, tablesOf(v).flatGen)
}

// generalMoves is Generate without its shortcuts: the whole generator.
func generalMoves(v *variant.Variant, p *board.Position) []board.Move {
	e := newGenerator(v)
	q := fromPosition(p)
	return e.generate(&q, p.Turn, e.barredOf(&q, p.Turn, p.KingRuns), nil)
}

func sortedMoves(ms []board.Move) []board.Move {
	ms = append([]board.Move{}, ms...)
	slices.SortFunc(ms, func(a, b board.Move) int {
		switch {
		case a.From != b.From:
			return int(a.From) - int(b.From)
		case a.To != b.To:
			return int(a.To) - int(b.To)
		case a.Captured != b.Captured:
			if a.Captured.Lo != b.Captured.Lo {
				return map[bool]int{true: -1, false: 1}[a.Captured.Lo < b.Captured.Lo]
			}
			return map[bool]int{true: -1, false: 1}[a.Captured.Hi < b.Captured.Hi]
		case a.Promotes != b.Promotes:
			return map[bool]int{true: 1, false: -1}[a.Promotes]
		}
		return 0
	})
	return ms
}

// Generate, flat paths and all, lists the moves of the whole generator (as
// sets) on every position of a shallow perft tree and of random games of
// every variant on this package's boards, and (but with -short) takes a
// flat path on some of them wherever the variant has one, and lists some
// captures by it wherever it may (tables.flatJumps), kings' long ones too
// (tables.kingSearch).
func TestFlatPathsAgreeWithTheGenerator(t *testing.T) {
	games, plies := 60, 160
	if testing.Short() {
		games = 10
	}
	withKings := 0 // captures listed by the flat path where the mover has kings
	byKings := 0   // captures of kings listed by the flat path
	longKings := 0 // captures of two pieces or more by kings listed by it
	for _, v := range variant.All() {
		if v.Board().Bits() > 64 {
			continue
		}
		t.Run(v.Name(), func(t *testing.T) {
			tb := tablesOf(v)
			flat, flatJumps, total := 0, 0, 0
			reused := make([]board.Move, 0, 256)
			check := func(p *board.Position) []board.Move {
				want := generalMoves(v, p)
				if tb.flatGen {
					if moves, ok := tb.flat(p, nil); ok {
						flat++
						if len(moves) > 0 && moves[0].IsCapture() {
							flatJumps++
							if p.Kings[p.Turn].Count() > 0 {
								withKings++
							}
							if p.Kings[p.Turn].Has(moves[0].From) {
								byKings++
							}
							for _, m := range moves {
								if p.Kings[p.Turn].Has(m.From) && m.Captured.Count() > 1 {
									longKings++
									break
								}
							}
						}
					}
				}
				total++
				got := Generate(v, p, nil)
				require.Equal(t, sortedMoves(want), sortedMoves(got), "%+v", *p)
				reused = Generate(v, p, reused[:0])
				require.Equal(t, sortedMoves(want), sortedMoves(reused), "%+v", *p)
				return want
			}
			var walk func(p board.Position, depth int)
			walk = func(p board.Position, depth int) {
				moves := check(&p)
				if depth == 0 {
					return
				}
				for _, m := range moves {
					walk(v.Apply(p, m), depth-1)
				}
			}
			walk(v.Start(), 3)
			rng := rand.New(rand.NewPCG(41, uint64(len(v.Name()))))
			for range games {
				p := v.Start()
				for range plies {
					moves := check(&p)
					if len(moves) == 0 {
						break
					}
					p = v.Apply(p, moves[rng.IntN(len(moves))])
				}
			}
			// Ten games (-short) may never reach a flat path's positions
			// (Parachute's wants no parachutist left on the board).
			if tb.flatGen && !testing.Short() {
				assert.Positive(t, flat, "flat path taken on none of %d positions", total)
			}
			// Where the flat path lists single jumps of men, some of the
			// games' captures are those (but in Parachute's, whose sides
			// keep a parachutist, which takes the general path, long).
			if tb.flatGen && (tb.flatJumps || tb.flatJumpsKingless) && tb.diagonalFlat && tb.paraDirs == [2]board.DirSet{} && !testing.Short() {
				assert.Positive(t, flatJumps, "flat path listed the captures of none of %d positions", total)
			}
		})
	}
	// The men's single jumps are listed by the flat path beside kings
	// that cannot capture too.
	if !testing.Short() {
		assert.Positive(t, withKings, "flat path listed no capture where the mover has a king")
		assert.Positive(t, byKings, "flat path listed no capture of a king (kingSingles)")
		assert.Positive(t, longKings, "flat path listed no king's capture of two pieces (searchCaptures)")
	}
}

// Where the pieces taken leave the board at once (Thai), a flying king may
// turn back over its victim's square: the flat paths list its whole
// capture (the kings' search, the taken pieces' squares empty), not a
// single jump (kingSingles, which they keep from such kings). On one
// diagonal, worked by hand:
// an empty corner, a Black man, the White king, an empty square, a Black
// man, then empty squares. The king takes either man first, landing right
// behind it (Thai's kings do); that man gone, it flies back over its
// square and its own start to take the other one, landing right behind
// that: two captures of both men, one ending in the corner, one right
// behind the far man, and no other move.
func TestFlatPathsLetAKingTurnBackWhereTakenPiecesLeave(t *testing.T) {
	v := variant.Thai
	g := v.Board()
	sq := func(row, col int) board.Square {
		s, ok := g.Square(row, col)
		require.True(t, ok, "(%d,%d) is no square", row, col)
		return s
	}
	corner, near, king, far, behind := sq(0, 0), sq(1, 1), sq(2, 2), sq(4, 4), sq(5, 5)
	var p board.Position
	p = p.Put(near, board.Piece{Color: board.Black, Kind: board.Man})
	p = p.Put(far, board.Piece{Color: board.Black, Kind: board.Man})
	p = p.Put(king, board.Piece{Color: board.White, Kind: board.King})
	p.Turn = board.White
	both := board.Bitboard{}.With(near).With(far)
	want := sortedMoves([]board.Move{
		board.NewCapture(king, corner, both, false),
		board.NewCapture(king, behind, both, false),
	})
	require.Equal(t, want, sortedMoves(generalMoves(v, &p)))
	require.Equal(t, want, sortedMoves(Generate(v, &p, make([]board.Move, 0, 8))))
}

// What Generate does first follows from the rules and the board alone
// (tables.entry). English men step and capture forward on the diagonals
// of one side of an 8x8 board, and its kings step once in the four
// diagonals: positions of men only take the men's side path of their
// colour, those with kings the kings' one, with no test before. No
// English position has a parachutist, but the index for them takes the
// general path, as every parachutist does (Parachute's). Frisian men,
// which capture in every direction, take a side path of their own. In Breakthrough
// a king on the board ends the game: that is tested first. Canadian's
// 144-square board is beyond this package's 64 bits, and a board of 10
// rows of 8 has no code of its own: no flat path, tested first.
func TestEntriesFollowTheRulesAndTheBoard(t *testing.T) {
	kind := func(e uint8) uint8 { return e & 15 &^ 3 }
	english := tablesOf(variant.English)
	assert.False(t, english.beforeEntry)
	for _, c := range []board.Color{board.White, board.Black} {
		men, kings := english.entry[entryIndex(c, false, false)], english.entry[entryIndex(c, true, false)]
		assert.Equal(t, shapeDark8, men>>4, "%v men", c)
		assert.Equal(t, entryMenSide, kind(men), "%v men", c)
		assert.Equal(t, uint8(c), men&1, "%v men", c)
		assert.Equal(t, shapeDark8, kings>>4, "%v kings", c)
		assert.Equal(t, entryKingsSide, kind(kings), "%v kings", c)
		assert.Equal(t, men&3, kings&3, "%v: the kings' path is the men's side", c)
		assert.Equal(t, entryFull, english.entry[entryIndex(c, false, true)], "%v parachutist", c)
		assert.Equal(t, entryFull, tablesOf(variant.Parachute).entry[entryIndex(c, true, true)], "%v parachutist", c)
	}
	// Frisian's men capture in every direction: a path of their own.
	frisian := tablesOf(variant.Frisian)
	for _, c := range []board.Color{board.White, board.Black} {
		men := frisian.entry[entryIndex(c, false, false)]
		assert.Equal(t, shapeDark10, men>>4, "Frisian %v men", c)
		assert.Equal(t, entryMenAllSide, kind(men), "Frisian %v men", c)
	}
	assert.True(t, tablesOf(variant.Breakthrough).beforeEntry, "Breakthrough")
	assert.True(t, tablesOf(variant.Canadian).beforeEntry, "Canadian")
	r := variant.English.Rules()
	r.Name = "English on 10 rows of 8"
	r.Board = board.NewDark(10, 8, true)
	v, err := variant.New(r)
	require.NoError(t, err)
	assert.True(t, tablesOf(v).beforeEntry, "10x8")
	for _, i := range []int{0, 1, 2, 3, 4} { // entryIndex's values
		assert.Equal(t, entryFull, tablesOf(v).entry[i], "10x8, index %d", i)
	}
}
