package narrow

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The men's search lists the captures the capture search lists, as sets,
// on the positions of random games of every variant it serves: Generate
// and Count against the whole generator with the men's search turned off.
// Some of the captures compared take two pieces or more, wherever a man
// may.
func TestMenSearchAgreesWithTheCaptureSearch(t *testing.T) {
	games, plies := 80, 200
	if testing.Short() {
		games = 10
	}
	for _, v := range variant.All() {
		tb := tablesOf(v)
		if v.Board().Bits() > 64 || !tb.menSearch {
			continue
		}
		t.Run(v.Name(), func(t *testing.T) {
			// Both ways into the men's search turned off: the flat paths
			// test menSearch, the capture search ownJumpers.
			off := *tb
			off.menSearch, off.ownJumpers = false, false
			whole := generator{tables: &off}
			long := 0
			rng := rand.New(rand.NewPCG(7, uint64(len(v.Name()))))
			for range games {
				p := v.Start()
				for range plies {
					q := fromPosition(&p)
					want := whole.generate(&q, p.Turn, whole.barredOf(&q, p.Turn, p.KingRuns), nil)
					got := Generate(v, &p, nil)
					require.Equal(t, sortedMoves(want), sortedMoves(got), "%+v", p)
					require.Equal(t, len(want), Count(v, &p), "count %+v", p)
					if len(want) == 0 {
						break
					}
					if want[0].Captured.Count() > 1 && p.Kings[p.Turn].IsEmpty() {
						long++
					}
					p = v.Apply(p, want[rng.IntN(len(want))])
				}
			}
			if !testing.Short() {
				assert.Positive(t, long, "no capture of two pieces or more by men")
			}
		})
	}
}

// Two men may take the same pieces and end on the same square, each by a
// route of its own: both captures are moves, while a second route of one
// man's capture is not. The side paths list the men's captures by their
// first jumps, men interleaved, so that emit tells them apart by From.
func TestEmitKeepsTheSameCaptureOfTwoMen(t *testing.T) {
	tb := tablesOf(variant.Frisian)
	require.True(t, tb.menSearch)
	taken := one(1).or(one(2)).or(one(3))
	require.GreaterOrEqual(t, taken.count(), tb.menDupMin, "a capture emit checks for another route")
	s := menSearch{tables: tb}
	s.from = 10
	s.emit(one(20), taken, false)
	s.emit(one(20), taken, false) // the same man, another route
	s.from = 30
	s.emit(one(20), taken, false)
	require.Len(t, s.moves, 2)
	assert.Equal(t, []board.Square{10, 30}, []board.Square{s.moves[0].From, s.moves[1].From})
}

// A Russian man crowned in a capture goes on as a king in the men's
// search of the side paths (tables.crownSearch), where the search used to
// decline and hand the position to the capture search. White's man on b6
// takes c7 and lands on d8, its last rank: crowned, it slides past the
// empty e7 to take f6 and lands on g5 or h4, as no man could. So the side
// path lists two captures of c7 and f6 from b6, both crowning, and takes
// the position itself.
func TestSidePathCrownedManGoesOnAsKing(t *testing.T) {
	v := variant.Russian
	tb := tablesOf(v)
	require.True(t, tb.crownSearch)
	g := v.Board()
	at := func(name string) board.Square {
		s, ok := g.Square(int(name[1]-'1'), int(name[0]-'a'))
		require.True(t, ok, name)
		return s
	}
	var p board.Position
	p = p.Put(at("b6"), board.Piece{Color: board.White, Kind: board.Man})
	p = p.Put(at("c7"), board.Piece{Color: board.Black, Kind: board.Man})
	p = p.Put(at("f6"), board.Piece{Color: board.Black, Kind: board.Man})
	p.Turn = board.White
	moves, ok := tb.flatMenWhiteNorthDark8(&p, nil)
	require.True(t, ok, "the side path takes the position")
	taken := board.Bitboard{}.With(at("c7")).With(at("f6"))
	want := []board.Move{
		board.NewCapture(at("b6"), at("g5"), taken, true),
		board.NewCapture(at("b6"), at("h4"), taken, true),
	}
	assert.Equal(t, sortedMoves(want), sortedMoves(moves))
}
