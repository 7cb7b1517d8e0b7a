package checkers

import (
	"fmt"
	"io"
	"strings"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
)

// PDN returns the game as a PDN game (package notation/pdn), ready for
// pdn.Write: its variant, start position, tags (those given here set as
// [Game.SetTag] would, without changing g), moves in the variant's
// notation, the comments of the main line, and its result, as the Result
// tag and the game's terminator. A result declared for a resignation, an
// agreement, a time forfeit, an adjudication or a rules infraction adds a
// Termination tag saying so, unless the game has one.
func (g *Game) PDN(tags ...pdn.Tag) *pdn.Game {
	rec := g.Clone()
	for _, t := range tags {
		rec.SetTag(t.Name, t.Value)
	}
	pg := &pdn.Game{Variant: g.v, Start: g.Start(), Result: g.pdnResult(), Comment: g.Comment(0)}
	pg.Tags = append(rec.tags, pdn.Tag{Name: "Result", Value: pg.Result})
	if term, ok := terminations[g.declared.Reason]; ok && rec.tagIndex("Termination") < 0 {
		pg.Tags = append(pg.Tags, pdn.Tag{Name: "Termination", Value: term})
	}
	for i, m := range g.moves {
		before := g.positions[i]
		pg.Moves = append(pg.Moves, &pdn.Node{Move: m, Text: notation.FormatMove(g.v, before, m),
			Before: before, Comment: g.Comment(i + 1)})
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
// main line replayed from its start position, its tags, the comments of
// its main line, and its result as a declared one: with the reason its
// Termination tag gives ("resignation", "agreement", "time forfeit",
// "adjudication", "rules infraction"), else Recorded.
//
// The game is never nil. On error it holds what could be replayed, so
// that a program can show where a game file went wrong: a game the reader
// found a fault in gives that fault and the moves before it; a move that
// is not legal gives an error naming the move and its number, and the
// moves before it; a game of a variant the library does not have (or a
// nil pg) gives ErrNoVariant and a game with no variant.
func FromPDN(pg *pdn.Game) (*Game, error) {
	if pg == nil || pg.Variant == nil {
		return New(nil), ErrNoVariant
	}
	g := NewFromPosition(pg.Variant, pg.Start)
	g.SetComment(0, pg.Comment)
	for _, t := range pg.Tags {
		if !strings.EqualFold(t.Name, "Result") {
			g.tags = append(g.tags, t)
		}
	}
	for i, n := range pg.Moves {
		if err := g.Play(n.Move); err != nil {
			return g, fmt.Errorf("checkers: PDN move %d (%s): %w", i+1, n.Text, err)
		}
		g.SetComment(i+1, n.Comment)
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
