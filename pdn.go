package checkers

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
)

// PDN returns the game as a PDN game (package notation/pdn), ready for
// pdn.Write: its variant, start position, tags (those given here set as
// [Game.SetTag] would, without changing g), moves in the variant's
// notation, the comments of the main line, the annotations of its moves
// (NAGs, strength marks, and variations with their comments, as
// [pdn.Node] holds them: [Game.Annotation]), and its result, as the
// Result tag and the game's terminator. A result declared for a
// resignation, an agreement, a time forfeit, an adjudication or a rules
// infraction adds a Termination tag saying so, unless the game has one.
// The pdn.Game shares nothing with g.
func (g *Game) PDN(tags ...pdn.Tag) *pdn.Game {
	rec := &Game{tags: slices.Clone(g.tags)}
	for _, t := range tags {
		rec.SetTag(t.Name, t.Value)
	}
	pg := &pdn.Game{Variant: g.v, Start: g.Start(), Result: g.pdnResult(), Comment: g.Comment(0)}
	pg.Tags = append(rec.tags, pdn.Tag{Name: "Result", Value: pg.Result})
	if term, ok := terminations[g.declared.Reason]; ok && rec.tagIndex("Termination") < 0 {
		pg.Tags = append(pg.Tags, pdn.Tag{Name: "Termination", Value: term})
	}
	if len(g.moves) > 0 {
		pg.Moves = make([]*pdn.Node, len(g.moves))
	}
	for i, m := range g.moves {
		before := g.positions[i]
		n := &pdn.Node{Move: m, Text: notation.FormatMove(g.v, before, m), Before: before, Comment: g.Comment(i + 1)}
		if i < len(g.notes) {
			g.notes[i].toPDN(g.v, n)
		}
		pg.Moves[i] = n
	}
	return pg
}

// WritePDN writes the game as PDN to w, with the given tags.
func (g *Game) WritePDN(w io.Writer, tags ...pdn.Tag) error { return pdn.Write(w, g.PDN(tags...)) }

// terminations are the values of the PGN Termination tag that say why a
// game ended, by the reason they stand for; Write writes the first.
var terminations = map[Reason]string{
	Resignation:     "resignation",
	Agreement:       "agreement",
	TimeForfeit:     "time forfeit",
	Adjudication:    "adjudication",
	RulesInfraction: "rules infraction",
}

// FromPDN returns the game of a PDN game read by package notation/pdn: its
// main line played from its start position, its tags, the comments of its
// main line, the annotations of its moves (NAGs, strength marks, and
// variations with their comments and annotations: [Game.Annotation]), and
// its result as a declared one: with the reason its Termination tag gives
// ("resignation", "agreement", "time forfeit", "adjudication", "rules
// infraction"), else Recorded.
//
// The moves are taken as legal as a [pdn.Reader] gives them (it has
// replayed every one) and as [Game.PDN] makes them: a move whose node's
// Before is the position the moves before it reach is not checked again,
// so a program that builds a pdn.Game itself must give legal moves there;
// any other, one with Before left zero for one, is checked against the
// legal moves of its position. The position after every ply of the main
// line is judged by the rules as [Game.Play] judges it, the draw rules
// included; the draw rules are not applied within variations.
//
// A record keeps every legal move it holds: one that goes on past the
// point where a draw rule ended the game (players and servers that apply
// other draw rules, or none) is read whole, with its recorded result, and
// [Game.RulesEnd] says where and by which rule the rules ended it. The
// game returned does not play on ([Game.SetPlayOn]): its result is the
// one the rules give in its last position when they end the game there,
// else the recorded one, else, for a record that went on past the rules'
// end, the rules' result at that end, which a recorded result of the same
// status gives way to too (a recorded draw after a repetition reads as
// drawn by repetition, as a record that stops there does).
//
// The game is never nil. On error it holds what could be replayed, so
// that a program can show where a game file went wrong: a game the reader
// found a fault in gives that fault and the moves before it; a move that
// is not legal (or that comes after a side was left without a legal
// move), or a variation move that is not legal, gives an error naming the
// move and its number, and the moves before it; a game of a variant the
// library does not have (or a nil pg) gives ErrNoVariant and a game with
// no variant.
func FromPDN(pg *pdn.Game) (*Game, error) {
	if pg == nil || pg.Variant == nil {
		return New(nil), ErrNoVariant
	}
	g := NewFromPosition(pg.Variant, pg.Start)
	g.playOn = true
	defer func() { g.playOn = false }()
	g.SetComment(0, pg.Comment)
	for _, t := range pg.Tags {
		if !strings.EqualFold(t.Name, "Result") {
			g.tags = append(g.tags, t)
		}
	}
	if len(pg.Moves) > 0 {
		g.positions = slices.Grow(g.positions, len(pg.Moves))
		g.moves = make([]board.Move, 0, len(pg.Moves))
	}
	for i, n := range pg.Moves {
		before := g.Position()
		err := g.playable()
		var note Annotation
		if err == nil {
			note, err = pdnNote(g.v, n, before)
		}
		switch {
		case err != nil:
		case n.Before == before:
			g.play(n.Move)
		default:
			err = g.Play(n.Move)
		}
		if err != nil {
			return g, &pdnMoveError{n: i + 1, text: n.Text, err: err}
		}
		g.SetComment(i+1, n.Comment)
		g.setNote(i+1, note)
	}
	if pg.Err != nil {
		return g, pg.Err
	}
	if status, ok := pdnStatus[pg.Result]; ok {
		reason := Recorded
		if term, ok := g.Tag("Termination"); ok {
			for r, name := range terminations {
				if strings.EqualFold(strings.TrimSpace(term), name) {
					reason = r
				}
			}
		}
		g.declared = Result{status, reason}
	}
	return g, nil
}

// pdnMoveError is the error of move n of a PDN game's main line, whose
// text is text.
type pdnMoveError struct {
	n    int
	text string
	err  error
}

// Error writes the error as "checkers: PDN move 12 (16-2): " and err's
// text, without the package prefix that err's text may start with.
func (e *pdnMoveError) Error() string {
	return fmt.Sprintf("checkers: PDN move %d (%s): %s", e.n, e.text, strings.TrimPrefix(e.err.Error(), "checkers: "))
}

// Unwrap returns the error of the move.
func (e *pdnMoveError) Unwrap() error { return e.err }

// pdnStatus reads the results of PDN's terminators; "0-0" (both sides
// lose) and "*" have none.
var pdnStatus = map[string]Status{
	"2-0": WhiteWins, "1-0": WhiteWins,
	"0-2": BlackWins, "0-1": BlackWins,
	"1-1": Drawn, "1/2-1/2": Drawn,
}

// pdnResult writes the result as PDN does: "2-0", "1-1", "0-2" in the
// variants PDN scores the International way (GameType 20 and 27), "1-0",
// "1/2-1/2", "0-1" in the others, "*" for a game that goes on.
func (g *Game) pdnResult() string {
	if g.v == nil {
		return "*"
	}
	international := g.v.GameType() == 20 || g.v.GameType() == 27
	switch g.Result().Status {
	case WhiteWins:
		if international {
			return "2-0"
		}
		return "1-0"
	case BlackWins:
		if international {
			return "0-2"
		}
		return "0-1"
	case Drawn:
		if international {
			return "1-1"
		}
		return "1/2-1/2"
	}
	return "*"
}
