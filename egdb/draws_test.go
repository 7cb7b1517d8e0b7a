package egdb_test

import (
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Turkish draws one piece each at once (RULES.md, Turkish), and the
// values take it in. Worked by hand (Turkish men step and take forward
// and sideways, kings fly along rows and files):
//   - W:Wd4:Bd5: White's man takes d4xd6 and Black has no piece, a win in
//     1 by the move rules; but one piece each stands already: a draw.
//   - W:WKa1:BKh8: one piece each, a draw.
//   - B:WKd1,d4:Bd5: Black must take d5xd3 (captures are compulsory, and
//     from d3 its man has nothing more to take); by the move rules White's
//     king then takes d1xd3 and Black has lost, a loss in 2; but d5xd3
//     leaves one piece each, drawn at once: a draw.
//   - W:WKd1,d4:Bd5: White's man takes d4xd6 and Black has nothing left:
//     two pieces against none, a win in 1.
//   - B:Wb4:B: Black has no piece and no move: lost (loss in 0) whatever
//     the draw rules, since the end by the move rules comes first.
func TestTurkishOnePieceEachIsDrawn(t *testing.T) {
	if egdb.RaceDetector {
		t.Skip("a sweep of many positions: left to the run without the race detector")
	}
	v := variant.Turkish
	db, err := egdb.Build(v, 3, egdb.Options{})
	require.NoError(t, err)
	for fen, want := range map[string]egdb.Value{
		"W:Wd4:Bd5":     {},
		"W:WKa1:BKh8":   {},
		"B:WKd1,d4:Bd5": {},
		"B:Wb4:B":       {Outcome: egdb.Loss},
		"W:WKd1,d4:Bd5": {Outcome: egdb.Win, Plies: 1},
	} {
		p, err := notation.ParseFEN(v, fen)
		require.NoError(t, err, fen)
		got, err := db.Probe(p)
		require.NoError(t, err, fen)
		assert.Equal(t, want, got, fen)
	}
	// Every position of one piece each is a draw, but where the side to
	// move has no move: it has lost.
	for _, m := range egdb.Materials(2) {
		if m.Men[0]+m.Kings[0] != 1 {
			continue
		}
		s := egdb.NewSlice(v, m)
		for i := range s.Size() {
			p := s.Position(i)
			got, _ := db.Probe(p)
			want := egdb.Value{}
			if !movegen.HasMoves(v, p) {
				want = egdb.Value{Outcome: egdb.Loss}
			}
			require.Equal(t, want, got, notation.FormatFEN(v, p))
		}
	}
}

// A Turkish win that the one-piece-each rule cannot spoil: from
// W:Wc5,Kh5:Ba5, by the move rules White wins in 3 by giving its man
// (c5-b5, a5xc5, then the king takes h5xb5 and Black has nothing), but
// the second ply leaves one piece each, a draw. Following the database's best moves,
// no position of the line has one piece each, and it ends with Black,
// to move, lost.
func TestTurkishWinAvoidsOnePieceEach(t *testing.T) {
	if egdb.RaceDetector {
		t.Skip("a sweep of many positions: left to the run without the race detector")
	}
	v := variant.Turkish
	db, err := egdb.Build(v, 3, egdb.Options{})
	require.NoError(t, err)
	p, err := notation.ParseFEN(v, "W:Wc5,Kh5:Ba5")
	require.NoError(t, err)
	value, _, err := db.BestMoves(p)
	require.NoError(t, err)
	require.Equal(t, egdb.Win, value.Outcome)
	assert.NotEqual(t, 3, value.Plies, "the win in 3 gives up the man")
	for range value.Plies {
		_, moves, err := db.BestMoves(p)
		require.NoError(t, err)
		require.NotEmpty(t, moves, notation.FormatFEN(v, p))
		p = v.Apply(p, moves[0])
		onePieceEach := p.Pieces(0).Count() == 1 && p.Pieces(1).Count() == 1
		require.False(t, onePieceEach, notation.FormatFEN(v, p))
	}
	got, err := db.Probe(p)
	require.NoError(t, err)
	assert.Equal(t, egdb.Value{Outcome: egdb.Loss}, got)
}

// A king against a king with no capture at hand is drawn where the
// variant says so: English with Frisian's Art. 21.1 added. W:WK29:BK4 is
// the longest English king-against-king win by the move rules (11 plies)
// but the kings stand far apart, no capture at hand: a draw. In
// W:WK22:BK18 White's king takes 22x15 at once: a capture at hand, so
// the rule does not hold, and White wins in 1.
func TestKingAgainstKingRule(t *testing.T) {
	r := variant.English.Rules()
	r.Name, r.Aliases, r.GameType = "english-king-v-king", nil, 0
	r.Draws = append(r.Draws, variant.DrawRule{Name: "king v king", Kind: variant.KingVsKing,
		Material: variant.Material{LoneKing: true, MinPieces: 1, MaxPieces: 1, MinKings: 1, NoMen: true}})
	v, err := variant.New(r)
	require.NoError(t, err)
	db, err := egdb.Build(v, 2, egdb.Options{})
	require.NoError(t, err)
	for fen, want := range map[string]egdb.Value{
		"W:WK29:BK4":  {},
		"W:WK22:BK18": {Outcome: egdb.Win, Plies: 1},
	} {
		p, err := notation.ParseFEN(v, fen)
		require.NoError(t, err, fen)
		got, err := db.Probe(p)
		require.NoError(t, err, fen)
		assert.Equal(t, want, got, fen)
	}
	// The rules the values take in: that one, not English's claims of a
	// repetition and of forty moves.
	rules := egdb.PositionDrawRules(v)
	require.Len(t, rules, 1)
	assert.Equal(t, "king v king", rules[0].Name)
	assert.Empty(t, egdb.PositionDrawRules(variant.English))
}
