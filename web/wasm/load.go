package main

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// Text pasted into the page: a FEN or a PDN game, told apart here, with
// errors that say what was expected, and the variant of a game whose tags
// name none found the way the command-line tool finds it (pdn.Binder).

// loadTextArgs are the arguments of load: the text and the variant it is
// read under unless it says otherwise (International when empty).
type loadTextArgs struct {
	Text    string `json:"text"`
	Variant string `json:"variant"`
}

// loadInfo is load's answer: the game's handle, whether the text was a
// "fen" or a "pdn" game, the game's variant, and whether that variant was
// inferred: the game names none and does not replay under the one asked
// for, but replays whole under this one.
type loadInfo struct {
	Game     int    `json:"game"`
	Kind     string `json:"kind"`
	Variant  string `json:"variant"`
	Inferred bool   `json:"inferred"`
}

// fenShape matches the start of a FEN: the side to move, then a colon.
var fenShape = regexp.MustCompile(`^[WwBb?]\s*:`)

// isFEN reports whether text reads as a FEN rather than PDN: it starts as
// a FEN does and holds no tag.
func isFEN(text string) bool {
	return fenShape.MatchString(text) && !strings.Contains(text, "[")
}

// load reads a FEN or the first game of a PDN text, as the page's Load
// button does.
func (a *api) load(args loadTextArgs) (loadInfo, error) {
	text := strings.TrimSpace(args.Text)
	if text == "" {
		return loadInfo{}, errors.New("nothing to load: paste a FEN (such as W:W31-50:B1-20) or a PDN game")
	}
	asked := variant.International
	if args.Variant != "" {
		v, err := variant.ByName(args.Variant)
		if err != nil {
			return loadInfo{}, err
		}
		asked = v
	}
	if isFEN(text) {
		g, err := checkers.NewFromFEN(asked, text)
		if err != nil {
			return loadInfo{}, fmt.Errorf("not a position of %s (%s): %w", asked.Name(), squaresText(asked), err)
		}
		return loadInfo{Game: a.add(g), Kind: "fen", Variant: asked.Name()}, nil
	}
	raw, err := readFirst(text)
	if err != nil {
		return loadInfo{}, fmt.Errorf("not a FEN or PDN game: %w", err)
	}
	info := loadInfo{Kind: "pdn"}
	pg := (&pdn.Binder{Variant: asked}).Bind(raw)
	if pg.Err != nil && !raw.NamesVariant() && replayFault(pg.Err) {
		inferred := new(pdn.Binder).Bind(raw)
		if inferred.Variant == nil || inferred.Err != nil {
			return loadInfo{}, noVariantReplays(asked, pg, inferred)
		}
		pg, info.Inferred = inferred, true
	}
	g, err := gameOf(pg)
	if err != nil {
		return loadInfo{}, err
	}
	info.Game, info.Variant = a.add(g), g.Variant().Name()
	return info, nil
}

// readFirst parses the first game of a PDN text; text with no game in it
// is an error that says what was found instead.
func readFirst(text string) (*pdn.RawGame, error) {
	raw, err := pdn.NewReader(strings.NewReader(text)).ReadRaw()
	if err == io.EOF {
		return nil, noGame(text)
	}
	return raw, err
}

// noGame explains why text, in which the PDN reader found no game, is not
// one: the first text that is not PDN, or that there is nothing but
// comments and results.
func noGame(text string) error {
	r := pdn.NewReader(strings.NewReader(text))
	r.Strict = true
	_, err := r.Read()
	var e *pdn.Error
	if errors.As(err, &e) {
		return fmt.Errorf("%s at line %d, column %d is neither a FEN (such as W:W31-50:B1-20) nor PDN (tags such as [GameType \"20\"], moves such as 1. 32-28 19-23)",
			strconv.Quote(clip(e.Text, 24)), e.Line, e.Column)
	}
	return errors.New("no position, tags or moves in the text, only comments or a result")
}

// clip shortens s to at most n characters, marking the cut.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// squaresText says how v's squares are written in a FEN: "numbered 1 to
// 32", or by name, "named a1 to h8".
func squaresText(v *variant.Variant) string {
	if v.Notation() == variant.Numeric {
		return fmt.Sprintf("its squares are numbered 1 to %d", v.Numbering().Len())
	}
	sq := v.Board().Squares()
	return fmt.Sprintf("its squares are named %s to %s", v.Board().Name(sq[0]), v.Board().Name(sq[len(sq)-1]))
}

// replayFault reports whether err, a game's fault, is one of its moves or
// its FEN tag failing under the variant it was read under (so that another
// variant may replay it), rather than text that is not PDN.
func replayFault(err error) bool {
	var me *notation.MoveError
	var fe *notation.FENError
	return errors.As(err, &me) || errors.As(err, &fe)
}

// gameOf makes the game of a PDN game read whole; a fault in it is said
// with the variant it was read under.
func gameOf(pg *pdn.Game) (*checkers.Game, error) {
	g, err := checkers.FromPDN(pg)
	if err == nil {
		return g, nil
	}
	if pg.Variant == nil {
		return nil, err
	}
	how := "the variant asked for"
	if pg.NamesVariant() {
		how = "as its tags say"
	}
	return nil, fmt.Errorf("not a legal game of %s (%s): %s", pg.Variant.Name(), how, faultText(err))
}

// faultText writes a game's fault without the package prefix:
// `line 2, column 4: move "11-15": illegal move`.
func faultText(err error) string {
	var e *pdn.Error
	if errors.As(err, &e) && e.Err != nil {
		return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Err)
	}
	return err.Error()
}

// noVariantReplays is the error of a game that names no variant and
// replays whole under none: its fault under the variant asked for, and
// under the one that replays it furthest, if another.
func noVariantReplays(asked *variant.Variant, pg, furthest *pdn.Game) error {
	msg := fmt.Sprintf("not a game of %s, nor of any other variant: it names none (no GameType tag); as %s it fails at %s",
		asked.Name(), asked.Name(), faultText(pg.Err))
	if furthest != nil && furthest.Variant != nil && furthest.Variant != asked && len(furthest.Moves) > len(pg.Moves) {
		n := len(furthest.Moves)
		moves := "moves"
		if n == 1 {
			moves = "move"
		}
		msg += fmt.Sprintf("; %s replays it furthest, %d %s, then fails at %s", furthest.Variant.Name(), n, moves, faultText(furthest.Err))
	}
	return errors.New(msg + ". Choose its variant and load it again, or add a GameType tag.")
}
