package checkers

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// gameJSON is the JSON form of a Game.
type gameJSON struct {
	Variant     string        `json:"variant"`
	Start       string        `json:"start"`
	Moves       []string      `json:"moves"`
	Comments    []string      `json:"comments,omitempty"`
	Annotations []plyNoteJSON `json:"annotations,omitempty"`
	Tags        []tagJSON     `json:"tags,omitempty"`
	Result      Result        `json:"result"`
	PlayOn      bool          `json:"playOn,omitempty"`
}

// plyNoteJSON is the JSON form of the annotation of a move of the main
// line.
type plyNoteJSON struct {
	Ply int `json:"ply"`
	noteJSON
}

// noteJSON is the JSON form of an Annotation.
type noteJSON struct {
	NAGs       []int           `json:"nags,omitempty"`
	Strength   string          `json:"strength,omitempty"`
	Variations []variationJSON `json:"variations,omitempty"`
}

// variationJSON is the JSON form of a Variation.
type variationJSON struct {
	Comment string              `json:"comment,omitempty"`
	Moves   []variationMoveJSON `json:"moves"`
}

// variationMoveJSON is the JSON form of a VariationMove.
type variationMoveJSON struct {
	Move    string `json:"move"`
	Comment string `json:"comment,omitempty"`
	noteJSON
}

type tagJSON struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// MarshalJSON writes the game as a JSON object: its variant's name, its
// start position as a FEN, its moves as the variant's players write them,
// the comments of its main line ("comments"[i] after ply i, "comments"[0]
// before the first move; left out when there are none), the annotations
// of its moves (left out when there are none), its tags in order as
// {"name", "value"} objects, its result as Result's text, and
// "playOn":true for a game that plays on past the draw rules
// ([Game.SetPlayOn]; left out otherwise):
//
//	{"variant":"english","start":"B:W21,...:B1,...","moves":["11-15","23-19"],
//	 "tags":[{"name":"Event","value":"Club match"}],"result":"white wins: resignation"}
//
// "annotations" lists the moves that have one ([Game.Annotation]) in
// order, each as its ply and what it has of "nags", "strength" and
// "variations"; a variation is its "comment" (before its first move) and
// its "moves", each the move's text in the position it is played in, its
// "comment", and its own "nags", "strength" and "variations":
//
//	"annotations":[{"ply":2,"nags":[2],"variations":[{"moves":[{"move":"22-18","comment":"better"}]}]}]
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
		PlayOn:   g.playOn,
	}
	for i := range g.notes {
		if a := &g.notes[i]; !a.isZero() {
			j.Annotations = append(j.Annotations, plyNoteJSON{Ply: i + 1, noteJSON: noteToJSON(g.v, a)})
		}
	}
	for _, t := range g.tags {
		j.Tags = append(j.Tags, tagJSON{t.Name, t.Value})
	}
	return json.Marshal(j)
}

// noteToJSON returns the JSON form of a, an annotation of a game of v.
func noteToJSON(v *variant.Variant, a *Annotation) noteJSON {
	j := noteJSON{NAGs: a.NAGs, Strength: a.Strength}
	for _, line := range a.Variations {
		lj := variationJSON{Comment: line.Comment, Moves: make([]variationMoveJSON, len(line.Moves))}
		for k := range line.Moves {
			vm := &line.Moves[k]
			lj.Moves[k] = variationMoveJSON{Move: notation.FormatMove(v, vm.Before, vm.Move), Comment: vm.Comment,
				noteJSON: noteToJSON(v, &vm.Annotation)}
		}
		j.Variations = append(j.Variations, lj)
	}
	return j
}

// noteFromJSON returns the annotation j stands for, of a move of a game of
// v played in before, its moves read in the positions they are played in,
// and checked as SetAnnotation checks them.
func noteFromJSON(v *variant.Variant, before board.Position, j *noteJSON) (Annotation, error) {
	a := Annotation{Strength: j.Strength}
	if len(j.NAGs) > 0 {
		a.NAGs = j.NAGs
	}
	if err := checkMarks(&a); err != nil {
		return Annotation{}, err
	}
	for i, lj := range j.Variations {
		if len(lj.Moves) == 0 {
			continue
		}
		line := Variation{Comment: lj.Comment, Moves: make([]VariationMove, len(lj.Moves))}
		p := before
		for k := range lj.Moves {
			mj := &lj.Moves[k]
			m, err := notation.ParseMove(v, p, mj.Move)
			if err != nil {
				return Annotation{}, inVariation(i, k, "", err)
			}
			sub, err := noteFromJSON(v, p, &mj.noteJSON)
			if err != nil {
				return Annotation{}, inVariation(i, k, "", err)
			}
			line.Moves[k] = VariationMove{Move: m, Before: p, Comment: mj.Comment, Annotation: sub}
			p = v.Apply(p, m)
		}
		a.Variations = append(a.Variations, line)
	}
	return a, nil
}

// UnmarshalJSON reads a game as MarshalJSON writes it, replaying its moves
// from its start position ("start" may be left out for the variant's
// start position, "annotations" and "comments" when there are none). A
// result the rules give is worked out again from the moves; a declared
// one is declared again. Every legal move is kept, those after the rules
// ended the game too ([Game.RulesEnd]), as [FromPDN] keeps them. A JSON object that names no known variant fails
// with ErrNoVariant, a bad FEN or move with the notation package's error,
// each naming its field ("start", "moves"[i]), and an annotation that
// [Game.SetAnnotation] would refuse, or of a ply the game does not have,
// with an error naming it ("annotations"[i]); g is left unchanged on any
// error.
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
	n.playOn = true // every legal move is kept, as FromPDN keeps them
	for i, text := range j.Moves {
		if err := n.PlayText(text); err != nil {
			return fmt.Errorf("checkers: JSON game: \"moves\"[%d] (move %d): %w", i, i+1, err)
		}
	}
	n.playOn = j.PlayOn
	for i, c := range j.Comments {
		n.SetComment(i, c)
	}
	for i := range j.Annotations {
		aj := &j.Annotations[i]
		if aj.Ply < 1 || aj.Ply > n.Ply() {
			return fmt.Errorf("checkers: JSON game: \"annotations\"[%d]: no ply %d (the game has %d)", i, aj.Ply, n.Ply())
		}
		a, err := noteFromJSON(v, n.positions[aj.Ply-1], &aj.noteJSON)
		if err != nil {
			return fmt.Errorf("checkers: JSON game: \"annotations\"[%d] (ply %d): %w", i, aj.Ply, err)
		}
		n.setNote(aj.Ply, a)
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
	g.v, g.draws, g.positions, g.moves, g.comments, g.notes, g.tags = n.v, n.draws, n.positions, n.moves, n.comments, n.notes, n.tags
	g.rules, g.declared, g.claims, g.drawnBy = n.rules, n.declared, n.claims, n.drawnBy
	g.offer, g.invalid = n.offer, n.invalid
	g.playOn, g.end, g.ended = n.playOn, n.end, n.ended
}
