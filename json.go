package checkers

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// gameJSON is the JSON form of a Game.
type gameJSON struct {
	Variant  string    `json:"variant"`
	Start    string    `json:"start"`
	Moves    []string  `json:"moves"`
	Comments []string  `json:"comments,omitempty"`
	Tags     []tagJSON `json:"tags,omitempty"`
	Result   Result    `json:"result"`
}

type tagJSON struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// MarshalJSON writes the game as a JSON object: its variant's name, its
// start position as a FEN, its moves as the variant's players write them,
// the comments of its main line ("comments"[i] after ply i, "comments"[0]
// before the first move; left out when there are none), its tags in order
// as {"name", "value"} objects, and its result as Result's text:
//
//	{"variant":"english","start":"B:W21,...:B1,...","moves":["11-15","23-19"],
//	 "tags":[{"name":"Event","value":"Club match"}],"result":"white wins: resignation"}
func (g *Game) MarshalJSON() ([]byte, error) {
	if g.v == nil {
		return nil, ErrNoVariant
	}
	j := gameJSON{
		Variant:  g.v.Name(),
		Start:    notation.FormatFEN(g.v, g.Start()),
		Moves:    g.HistoryTexts(),
		Comments: g.comments,
		Result:   g.Result(),
	}
	for _, t := range g.tags {
		j.Tags = append(j.Tags, tagJSON{t.Name, t.Value})
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a game as MarshalJSON writes it, replaying its moves
// from its start position ("start" may be left out for the variant's
// start position). A result the rules give is worked out again from the
// moves; a declared one is declared again. A JSON object that names no
// known variant fails with ErrNoVariant, a bad FEN or move with the
// notation package's error, each naming its field ("start", "moves"[i]);
// g is left unchanged on any error.
func (g *Game) UnmarshalJSON(data []byte) error {
	var j gameJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	v, err := variant.ByName(j.Variant)
	if err != nil {
		return fmt.Errorf("checkers: JSON game: \"variant\": %w: %w", ErrNoVariant, err)
	}
	n := New(v)
	if j.Start != "" {
		if n, err = NewFromFEN(v, j.Start); err != nil {
			return fmt.Errorf("checkers: JSON game: \"start\": %w", err)
		}
	}
	for i, text := range j.Moves {
		if err := n.PlayText(text); err != nil {
			return fmt.Errorf("checkers: JSON game: \"moves\"[%d] (move %d): %w", i, i+1, err)
		}
	}
	for i, c := range j.Comments {
		n.SetComment(i, c)
	}
	n.setTags(j.Tags)
	if declarable(j.Result) || (j.Result.Status == Drawn && isDrawRule(j.Result.Reason)) {
		n.declared = j.Result
	}
	g.adopt(n)
	return nil
}

// isDrawRule reports whether r is a draw rule's reason, which a claimed
// draw declares.
func isDrawRule(r Reason) bool { return r == Repetition || r == MoveCount || r == Endgame }

// MarshalText writes the game as one PDN game (see [Game.PDN]).
func (g *Game) MarshalText() ([]byte, error) {
	var buf bytes.Buffer
	if err := g.WritePDN(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// UnmarshalText reads the first game of a PDN text, as [FromPDN] makes it;
// g is left unchanged on any error.
func (g *Game) UnmarshalText(text []byte) error {
	pg, err := pdn.NewReader(bytes.NewReader(text)).Read()
	if err != nil {
		return err
	}
	n, err := FromPDN(pg)
	if err != nil {
		return err
	}
	g.adopt(n)
	return nil
}

// adopt makes g the game n, which nothing else holds.
func (g *Game) adopt(n *Game) {
	g.v, g.draws, g.positions, g.moves, g.comments, g.tags = n.v, n.draws, n.positions, n.moves, n.comments, n.tags
	g.rules, g.declared, g.claims, g.drawnBy = n.rules, n.declared, n.claims, n.drawnBy
	g.offer, g.invalid = n.offer, n.invalid
}
