package checkers

import (
	"errors"
	"fmt"
	"iter"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// Errors of the game's own, besides those of the notation package that
// Play and PlayText return for bad or illegal moves.
var (
	// ErrGameOver: the game has ended; no move may be played.
	ErrGameOver = errors.New("checkers: the game is over")
	// ErrNoMoveToUndo: there is no move to take back.
	ErrNoMoveToUndo = errors.New("checkers: no move to undo")
	// ErrNoClaim: there is no draw to claim.
	ErrNoClaim = errors.New("checkers: no draw to claim")
)

// Game is a game of draughts: a variant, the position it started from, the
// moves played and the position they lead to. It accepts only legal moves
// and ends by the variant's rules (no move, or a draw rule) or by the
// players (agreement, resignation). The zero Game is not usable; make one
// with [New] or [NewFromFEN]. A Game is not safe for concurrent use.
type Game struct {
	v         *variant.Variant
	positions []board.Position // positions[i] is the position after i plies
	moves     []board.Move     // moves[i] leads from positions[i] to positions[i+1]
	result    Result           // the result by the rules, or by the players
	claim     Reason           // a draw the side to move may claim, or NoReason
}

// New returns a game of v from its start position.
func New(v *variant.Variant) *Game { return NewFromPosition(v, v.Start()) }

// NewFromPosition returns a game of v that starts from p.
func NewFromPosition(v *variant.Variant, p board.Position) *Game {
	g := &Game{v: v, positions: []board.Position{p.Rehash()}}
	g.judge()
	return g
}

// NewFromFEN returns a game of v that starts from the position of a FEN;
// the error is the notation package's.
func NewFromFEN(v *variant.Variant, fen string) (*Game, error) {
	p, err := notation.ParseFEN(v, fen)
	if err != nil {
		return nil, err
	}
	return NewFromPosition(v, p), nil
}

// Variant returns the game's variant.
func (g *Game) Variant() *variant.Variant { return g.v }

// Start returns the position the game started from.
func (g *Game) Start() board.Position { return g.positions[0] }

// Position returns the current position.
func (g *Game) Position() board.Position { return g.positions[len(g.positions)-1] }

// History returns the moves played so far, in order (a new slice).
func (g *Game) History() []board.Move { return append([]board.Move(nil), g.moves...) }

// Ply returns the number of moves played so far.
func (g *Game) Ply() int { return len(g.moves) }

// LegalMoves returns the legal moves of the current position, none once
// the game is over.
func (g *Game) LegalMoves() []board.Move {
	if g.result.Over() {
		return nil
	}
	return movegen.Generate(g.v, g.Position(), nil)
}

// Moves iterates over the legal moves of the current position.
func (g *Game) Moves() iter.Seq[board.Move] {
	return func(yield func(board.Move) bool) {
		for _, m := range g.LegalMoves() {
			if !yield(m) {
				return
			}
		}
	}
}

// Play plays m, which must be one of the legal moves (the same from and to
// squares, captured set and promotion; a path, if m has one, picks among
// routes). An illegal move is a *notation.MoveError wrapping
// notation.ErrIllegal, and leaves the game unchanged; so does any move once
// the game is over (ErrGameOver).
func (g *Game) Play(m board.Move) error {
	if g.result.Over() {
		return ErrGameOver
	}
	legal := g.LegalMoves()
	for i := range legal {
		if legal[i].SameAs(&m) {
			g.play(legal[i])
			return nil
		}
	}
	return &notation.MoveError{Text: notation.FormatMovePath(g.v, m), Position: g.Position(), Err: notation.ErrIllegal}
}

// PlayText plays the move the text names, in any form the notation package
// reads ("32-28", "c3:e5", "28x19x23"). A bad or illegal text returns the
// notation package's error and leaves the game unchanged.
func (g *Game) PlayText(text string) error {
	if g.result.Over() {
		return ErrGameOver
	}
	m, err := notation.ParseMove(g.v, g.Position(), text)
	if err != nil {
		return err
	}
	g.play(m)
	return nil
}

func (g *Game) play(m board.Move) {
	g.positions = append(g.positions, g.Position().Apply(m))
	g.moves = append(g.moves, m)
	g.judge()
}

// Undo takes back the last move, and with it any result: a game ended by
// the rules, by agreement or by resignation goes on from the position
// before that move.
func (g *Game) Undo() error {
	if len(g.moves) == 0 {
		return ErrNoMoveToUndo
	}
	g.moves = g.moves[:len(g.moves)-1]
	g.positions = g.positions[:len(g.positions)-1]
	g.judge()
	return nil
}

// Result returns the game's result: ongoing, or who won or that it is
// drawn, and why.
func (g *Game) Result() Result { return g.result }

// ClaimableDraw returns the draw the players may claim now, under a variant
// whose draw rules are claimed rather than automatic (English).
func (g *Game) ClaimableDraw() (Reason, bool) { return g.claim, g.claim != NoReason }

// ClaimDraw ends the game drawn for the claimable reason, if there is one.
func (g *Game) ClaimDraw() error {
	if g.result.Over() {
		return ErrGameOver
	}
	if g.claim == NoReason {
		return ErrNoClaim
	}
	g.result = Result{Drawn, g.claim}
	return nil
}

// AgreeDraw ends the game drawn by agreement.
func (g *Game) AgreeDraw() error {
	if g.result.Over() {
		return ErrGameOver
	}
	g.result = Result{Drawn, Agreement}
	return nil
}

// Resign ends the game: c resigns and the other side wins.
func (g *Game) Resign(c board.Color) error {
	if g.result.Over() {
		return ErrGameOver
	}
	g.result = win(c.Opponent(), Resignation)
	return nil
}

// String describes the game briefly: variant, plies played, position and
// result.
func (g *Game) String() string {
	return fmt.Sprintf("%s, %d plies, %s, %s", g.v.Name(), len(g.moves), notation.FormatFEN(g.v, g.Position()), g.result)
}
