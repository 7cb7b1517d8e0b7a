package checkers_test

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// snapshot is everything a Game shows: its record as JSON (variant, start,
// moves, tags, comments, declared result) and what it computes from it.
type snapshot struct {
	json     []byte
	position board.Position
	ply      int
	result   checkers.Result
	moves    int
}

func snap(t *testing.T, g *checkers.Game) snapshot {
	t.Helper()
	data, err := g.MarshalJSON()
	require.NoError(t, err)
	return snapshot{json: data, position: g.Position(), ply: g.Ply(), result: g.Result(), moves: len(g.LegalMoves())}
}

func (s snapshot) equal(o snapshot) bool {
	return bytes.Equal(s.json, o.json) && s.position == o.position && s.ply == o.ply && s.result == o.result && s.moves == o.moves
}

// junk returns a text that is no legal move of any position the test
// plays: random bytes, move-like fragments, squares off the board.
func junk(rng *rand.Rand) string {
	parts := []string{"", "-", "x", ":", "99", "0", "a9", "z1", "1-1", "32-", "x28", "K", "!?", "\x00", "é", " ", "c3-c3"}
	var b strings.Builder
	for range rng.IntN(6) {
		if rng.IntN(3) == 0 {
			b.WriteByte(byte(rng.IntN(256)))
		} else {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
	}
	return b.String()
}

// A Game nothing corrupts: 10^5 random calls that must fail (move texts that
// are no legal move, moves of other positions, moves and declarations
// after the end, undo at the start, draws that cannot be claimed) each
// give an error and leave the game exactly as it was. Every few calls a
// legal move goes on with the game, so that the calls meet every stage of
// it, the end included.
func TestGameNothingCorrupts(t *testing.T) {
	calls := 100_000
	if testing.Short() {
		calls = 10_000
	}
	rng := rand.New(rand.NewPCG(16, 16))
	variants := variant.All()
	var g *checkers.Game
	var other []board.Move // moves of some other position
	failed := 0
	for i := 0; failed < calls; i++ {
		if g == nil || rng.IntN(40) == 0 {
			g = checkers.New(variants[rng.IntN(len(variants))])
			other = nil
		}
		if rng.IntN(4) == 0 && !g.Result().Over() {
			// A legal move: the game goes on.
			moves := g.LegalMoves()
			other = moves
			require.NoError(t, g.Play(moves[rng.IntN(len(moves))]))
			continue
		}
		before := snap(t, g)
		var err error
		var call string
		switch k := rng.IntN(7); {
		case k == 0:
			text := junk(rng)
			if _, perr := notation.ParseMove(g.Variant(), g.Position(), text); perr == nil {
				continue // junk that happens to be a legal move
			}
			call = "PlayText(" + text + ")"
			err = g.PlayText(text)
		case k == 1 && len(other) > 0:
			// A move of the position before the last one: not legal now
			// (unless it happens to be, which the check below allows).
			m := other[rng.IntN(len(other))]
			call = "Play(move of another position) " + m.String()
			if legal(g, m) {
				continue
			}
			err = g.Play(m)
		case k == 2:
			call = "Play(random move)"
			m := board.NewStep(board.Square(rng.IntN(160)), board.Square(rng.IntN(160)), rng.IntN(2) == 0)
			if legal(g, m) {
				continue
			}
			err = g.Play(m)
		case k == 3 && g.Ply() == 0:
			call = "Undo at the start"
			_, err = g.Undo()
		case k == 4 && g.Result().Over():
			call = "Play after the end"
			err = g.PlayText("32-28")
			if err == nil {
				t.Fatalf("a move after the end was played")
			}
			if err2 := g.Resign(board.White); err2 == nil {
				t.Fatalf("a resignation after the end was taken")
			}
		case k == 5:
			call = "Declare(a result the rules give)"
			err = g.Declare(checkers.Result{Status: checkers.WhiteWins, Reason: checkers.Reason(rng.IntN(6))})
		case k == 6:
			// A claim of a rule that is not open (every rule but an
			// open one), or an offer accepted that nobody made.
			d := g.Variant().Rules().Draws
			if len(d) == 0 || rng.IntN(2) == 0 {
				if _, ok := g.DrawOffer(); ok {
					continue
				}
				call = "AcceptDraw without an offer"
				err = g.AcceptDraw(g.Position().Turn)
				break
			}
			name := d[rng.IntN(len(d))].Name
			if slices.ContainsFunc(g.Claims(), func(c checkers.Claim) bool { return c.Rule == name }) {
				continue
			}
			call = "ClaimDraw(" + name + ") without that draw to claim"
			err = g.ClaimDraw(g.Position().Turn, name)
		default:
			continue
		}
		if err == nil {
			t.Fatalf("call %d: %s on %s succeeded", i, call, g.Variant().Name())
		}
		failed++
		if after := snap(t, g); !after.equal(before) {
			t.Fatalf("call %d: %s changed the game: %v", i, call, err)
		}
	}
	t.Logf("%d calls refused, as they must be", failed)
}

// legal reports whether m is a legal move of g now.
func legal(g *checkers.Game, m board.Move) bool {
	for _, l := range g.LegalMoves() {
		if l.From == m.From && l.To == m.To && l.Captured == m.Captured && l.Promotes == m.Promotes && l.Lift == m.Lift {
			return true
		}
	}
	return false
}
