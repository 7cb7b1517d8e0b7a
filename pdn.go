package checkers

import (
	"errors"
	"fmt"
	"io"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
)

// ErrNoVariant is returned by FromPDN for a game whose variant the library
// does not have.
var ErrNoVariant = errors.New("checkers: the PDN game has no known variant")

// PDN returns the game as a PDN game (package notation/pdn) with the given
// tags, ready for pdn.Write: its variant, start position, moves in the
// variant's notation and result. A Result tag is set from the result.
func (g *Game) PDN(tags ...pdn.Tag) *pdn.Game {
	pg := &pdn.Game{Variant: g.v, Start: g.Start(), Result: g.pdnResult()}
	pg.Tags = append(pg.Tags, tags...)
	pg.Tags = append(pg.Tags, pdn.Tag{Name: "Result", Value: pg.Result})
	for i, m := range g.moves {
		before := g.positions[i]
		pg.Moves = append(pg.Moves, &pdn.Node{Move: m, Text: notation.FormatMove(g.v, before, m), Before: before})
	}
	return pg
}

// WritePDN writes the game as PDN to w, with the given tags.
func (g *Game) WritePDN(w io.Writer, tags ...pdn.Tag) error { return pdn.Write(w, g.PDN(tags...)) }

// FromPDN returns the game of a PDN game read by package notation/pdn: its
// main line replayed from its start position. A game the reader found a
// fault in gives that fault (the moves before it are in pg); one of a
// variant the library does not have gives ErrNoVariant.
func FromPDN(pg *pdn.Game) (*Game, error) {
	if pg.Variant == nil {
		return nil, ErrNoVariant
	}
	if pg.Err != nil {
		return nil, pg.Err
	}
	g := NewFromPosition(pg.Variant, pg.Start)
	for i, n := range pg.Moves {
		if err := g.Play(n.Move); err != nil {
			return nil, fmt.Errorf("checkers: PDN move %d (%s): %w", i+1, n.Text, err)
		}
	}
	return g, nil
}

// pdnResult writes the result as PDN does: "2-0", "1-1", "0-2" in the
// variants PDN scores the International way (GameType 20 and 27), "1-0",
// "1/2-1/2", "0-1" in the others, "*" for a game that goes on.
func (g *Game) pdnResult() string {
	international := g.v.GameType() == 20 || g.v.GameType() == 27
	switch g.result.Status {
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
