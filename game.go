package checkers

import (
	"errors"
	"fmt"
	"slices"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/diagram"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// Errors of the game's own, besides those of the notation package that
// Play and PlayText return for bad or illegal moves.
var (
	// ErrGameOver: the game has ended; no move may be played.
	ErrGameOver = errors.New("checkers: the game is over")
	// ErrNoMoveToUndo: there is no move to take back.
	ErrNoMoveToUndo = errors.New("checkers: no move to undo")
	// ErrNoClaim: the player has no such draw to claim (see Game.Claims).
	ErrNoClaim = errors.New("checkers: no draw to claim")
	// ErrNoOffer: the opponent has made no draw offer to accept.
	ErrNoOffer = errors.New("checkers: no draw offer to accept")
	// ErrNoVariant: the game has no variant (the zero Game, a nil variant,
	// or a PDN game of a variant the library does not have). It is
	// [notation.ErrNoVariant], the one sentinel of that condition, so that
	// errors.Is relates the two packages' errors.
	ErrNoVariant = notation.ErrNoVariant
	// ErrResult: a result that cannot be declared (see Game.Declare), or
	// text that is not a result.
	ErrResult = errors.New("checkers: not a result that can be declared")
)

// Game is a game of draughts and its record: a variant, the position it
// started from, the moves played and the positions they lead to, the
// comments written after them and their annotations (NAGs, strength marks
// and variations: [Annotation]), the tags of a game file (Event, White,
// Black, ...) and its result. It accepts only legal moves and ends by the
// variant's rules (no move, or a draw rule) or by a result declared beside
// the rules (a resignation, an agreed or claimed draw, a time forfeit, an
// adjudication, or the result a game file records).
//
// A game may play by the move rules alone, past the end a draw rule gives
// ([Game.SetPlayOn]): for a server or an arbiter that applies its own draw
// rules, and for a record that went on past the draw. It still says where
// and how the rules ended it ([Game.RulesEnd]).
//
// Make one with [New], [NewFromFEN] or [FromPDN]. The zero Game and a Game
// of a nil variant have no variant: every move is refused with
// ErrNoVariant, and the rest reads as an empty game. A Game is not safe for
// concurrent use. Copying a Game shares its history: use [Game.Clone] (go
// vet reports copies).
type Game struct {
	_         noCopy
	v         *variant.Variant
	draws     []variant.DrawRule // v's draw rules, read once; shared by clones, never written
	positions []board.Position   // positions[i] is the position after i plies
	moves     []board.Move       // moves[i] leads from positions[i] to positions[i+1]
	comments  []string           // comments[i] is written after ply i (0: before the first move); nil when none
	notes     []Annotation       // notes[i] is the annotation of ply i+1 (of moves[i]); nil when none, never longer than moves
	tags      []pdn.Tag          // the record's tags in their order, the Result tag excepted
	rules     Result             // the result by the rules in the current position
	declared  Result             // the result declared beside the rules, or the zero Result
	claims    []Claim            // the draws that may be claimed in the current position
	drawnBy   string             // the name of the draw rule that ended the game, by the rules or by a claim
	offer     offer              // a draw offer that stands
	invalid   error              // why the start position cannot occur under the variant, or nil
	playOn    bool               // legal moves are accepted after a draw rule ended the game (SetPlayOn)
	end       End                // where the rules ended the game, if ended
	ended     bool
}

// offer is a draw offer: by whom, if one stands.
type offer struct {
	by     board.Color
	stands bool
}

// noCopy makes go vet's copylocks check report copies of a Game.
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}

// New returns a game of v from its start position. A nil v gives a game
// with no variant, which refuses every move.
func New(v *variant.Variant) *Game {
	if v == nil {
		return &Game{}
	}
	return NewFromPosition(v, v.Start())
}

// NewFromPosition returns a game of v that starts from p. A position that cannot occur under v (a piece off the board, two on a
// square, a man on its own promotion row, or a king of the side to move
// where the first king crowned wins: see [notation.CheckPosition]) makes a
// game that reports no result and refuses every move and declaration with
// that error ([Game.Err]).
func NewFromPosition(v *variant.Variant, p board.Position) *Game {
	g := &Game{v: v}
	if v != nil {
		g.draws = v.Rules().Draws
		g.invalid = notation.CheckPosition(v, p)
	}
	g.positions = []board.Position{p.Rehash()}
	g.judge()
	return g
}

// Err returns why the game cannot be played: its start position cannot
// occur under its variant (see [NewFromPosition]) or could not be read
// ([NewFromFEN]); nil for a playable game.
func (g *Game) Err() error { return g.invalid }

// NewFromFEN returns a game of v that starts from the position of a FEN.
// The game is never nil: on error (the notation package's for a bad FEN,
// ErrNoVariant for a nil v) it is an empty game of v that refuses every
// move with that error ([Game.Err]).
func NewFromFEN(v *variant.Variant, fen string) (*Game, error) {
	if v == nil {
		return New(nil), ErrNoVariant
	}
	p, err := notation.ParseFEN(v, fen)
	if err != nil {
		return unplayable(v, err), err
	}
	return NewFromPosition(v, p), nil
}

// unplayable returns an empty game of v that refuses every move with err.
func unplayable(v *variant.Variant, err error) *Game {
	g := &Game{v: v, draws: v.Rules().Draws, positions: []board.Position{{}}, invalid: err}
	g.judge()
	return g
}

// Variant returns the game's variant.
func (g *Game) Variant() *variant.Variant { return g.v }

// Start returns the position the game started from (the zero Position in
// a game with no variant).
func (g *Game) Start() board.Position {
	if len(g.positions) == 0 {
		return board.Position{}
	}
	return g.positions[0]
}

// Position returns the current position.
func (g *Game) Position() board.Position {
	if len(g.positions) == 0 {
		return board.Position{}
	}
	return g.positions[len(g.positions)-1]
}

// FEN returns the current position as a FEN in the variant's notation
// ("" in a game with no variant).
func (g *Game) FEN() string {
	if g.v == nil {
		return ""
	}
	return notation.FormatFEN(g.v, g.Position())
}

// Turn returns the side to move in the current position.
func (g *Game) Turn() board.Color { return g.Position().Turn }

// History returns the moves played so far, in order (a new slice).
func (g *Game) History() []board.Move { return slices.Clone(g.moves) }

// LastMove returns the move played last, and false before the first move.
func (g *Game) LastMove() (board.Move, bool) {
	if len(g.moves) == 0 {
		return board.Move{}, false
	}
	return g.moves[len(g.moves)-1], true
}

// Positions returns the position before every ply and the current one, in
// order: Positions()[i] is the position after i plies (a new slice).
func (g *Game) Positions() []board.Position { return slices.Clone(g.positions) }

// HistoryTexts returns every move played so far as the variant's players
// write it, each in the shortest form that tells it apart from the other
// legal moves of its position ([notation.FormatMove]).
func (g *Game) HistoryTexts() []string {
	out := make([]string, len(g.moves))
	for i, m := range g.moves {
		out[i] = notation.FormatMove(g.v, g.positions[i], m)
	}
	return out
}

// Clone returns a deep copy of the game, its annotations and their
// variations included: playing on or annotating either one leaves the
// other as it was.
func (g *Game) Clone() *Game {
	return &Game{
		v:         g.v,
		draws:     g.draws,
		positions: slices.Clone(g.positions),
		moves:     slices.Clone(g.moves),
		comments:  slices.Clone(g.comments),
		notes:     cloneNotes(g.notes),
		tags:      slices.Clone(g.tags),
		rules:     g.rules,
		declared:  g.declared,
		claims:    cloneClaims(g.claims),
		drawnBy:   g.drawnBy,
		offer:     g.offer,
		invalid:   g.invalid,
		playOn:    g.playOn,
		end:       g.end,
		ended:     g.ended,
	}
}

// Ply returns the number of moves played so far.
func (g *Game) Ply() int { return len(g.moves) }

// LegalMoves returns the legal moves of the current position, none once
// the game is over or in a game that cannot be played ([Game.Err]).
func (g *Game) LegalMoves() []board.Move {
	if g.v == nil || g.invalid != nil || g.Result().Over() {
		return nil
	}
	return movegen.Generate(g.v, g.Position(), nil)
}

// IsLegal reports whether m is one of the legal moves of the current
// position (the same from and to squares, captured set and promotion):
// whether Play would accept it.
func (g *Game) IsLegal(m board.Move) bool {
	for _, l := range g.LegalMoves() {
		if l.SameAs(&m) {
			return true
		}
	}
	return false
}

// MoveText returns m, a move of the current position, as the variant's
// players write it: in the shortest form that tells it apart from the
// other legal moves ([notation.FormatMove]). A move that is not legal here
// is written from its first square to its last. It is "" in a game with no
// variant.
func (g *Game) MoveText(m board.Move) string {
	if g.v == nil {
		return ""
	}
	return notation.FormatMove(g.v, g.Position(), m)
}

// Play plays m, which must be one of the legal moves (the same from and to
// squares, captured set and promotion). An illegal move is a *notation.MoveError wrapping
// notation.ErrIllegal that says why ([notation.IllegalMove]), and leaves the game unchanged; so does any move once
// the game is over (ErrGameOver) or has no variant (ErrNoVariant).
func (g *Game) Play(m board.Move) error {
	if err := g.playable(); err != nil {
		return err
	}
	legal := g.LegalMoves()
	for i := range legal {
		if legal[i].SameAs(&m) {
			g.play(legal[i])
			return nil
		}
	}
	return notation.IllegalMove(g.v, g.Position(), m)
}

// PlayText plays the move the text names, in any form the notation package
// reads ("32-28", "c3:e5", "28x19x23"). A bad or illegal text returns the
// notation package's error and leaves the game unchanged.
func (g *Game) PlayText(text string) error {
	if err := g.playable(); err != nil {
		return err
	}
	m, err := notation.ParseMove(g.v, g.Position(), text)
	if err != nil {
		return err
	}
	g.play(m)
	return nil
}

// playable returns why no move may be played now, or nil.
func (g *Game) playable() error {
	switch {
	case g.v == nil:
		return ErrNoVariant
	case g.invalid != nil:
		return g.invalid
	case g.Result().Over():
		return ErrGameOver
	}
	return nil
}

func (g *Game) play(m board.Move) {
	if g.offer.stands && g.offer.by != g.Position().Turn {
		g.offer = offer{} // playing on declines the opponent's offer
	}
	g.positions = append(g.positions, g.v.Apply(g.Position(), m))
	g.moves = append(g.moves, m)
	g.judge()
}

// Undo takes back the last move, its comment, its annotation (NAGs,
// strength mark, and the variations played instead of it), and any
// result, and returns the move: a game ended by the rules or by a
// declared result goes on from the position before that move. A move
// played after Undo starts with no comment and no annotation: the
// variations of the move taken back are not kept, not even when the new
// move is the first move of one of them. The slices are clipped, so that
// a copy made before cannot see the moves played after. With no move to
// take back it returns ErrNoMoveToUndo.
func (g *Game) Undo() (board.Move, error) {
	if len(g.moves) == 0 {
		return board.Move{}, ErrNoMoveToUndo
	}
	n := len(g.moves) - 1
	m := g.moves[n]
	g.moves = slices.Clip(g.moves[:n])
	g.positions = slices.Clip(g.positions[:n+1])
	if len(g.comments) > n+1 {
		g.comments = slices.Clip(g.comments[:n+1])
	}
	if len(g.notes) > n {
		g.notes = slices.Clip(g.notes[:n])
	}
	g.declared, g.offer = Result{}, offer{}
	g.judge()
	return m, nil
}

// String draws the current position as text, White at the bottom, the
// last move marked, and below it a line with the variant, the last move,
// and the side to move or the result:
//
//	8 | . b . b . b . b
//	...
//	english, 1. 11-15, White to move
//
// It is "no variant" for a game without one. [diagram.Text] draws with
// other options.
func (g *Game) String() string {
	if g.v == nil {
		return "no variant"
	}
	o := diagram.Options{}
	status := "White to move"
	if g.Turn() == board.Black {
		status = "Black to move"
	}
	if r := g.Result(); r.Over() {
		status = r.String()
	}
	last := ""
	if m, ok := g.LastMove(); ok {
		before := g.positions[len(g.positions)-2]
		o.LastMove = &m
		o.LastPath = movegen.Path(g.v, before, m)
		last = moveNumber(g.v, g.Start(), len(g.moves)-1, before.Turn) + " " + notation.FormatMove(g.v, before, m) + ", "
	}
	return diagram.Text(g.v, g.Position(), o) + fmt.Sprintf("%s, %s%s", g.v.Name(), last, status)
}

// moveNumber returns the number PDN writes before ply (0 for the first)
// of a game from start, played by mover: "12." for a move of the
// variant's first mover, "12..." for the other side's.
func moveNumber(v *variant.Variant, start board.Position, ply int, mover board.Color) string {
	odd := 0
	if start.Turn != v.FirstToMove() {
		odd = 1
	}
	n := fmt.Sprint((ply+odd)/2 + 1)
	if mover == v.FirstToMove() {
		return n + "."
	}
	return n + "..."
}
