package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// namesVariant reports whether the game's tags name its variant, as the
// reader reads them: a GameType tag with a value, or a Variant tag other
// than the "Standard" and "From Position" some sites write.
func namesVariant(g *pdn.Game) bool {
	if gt, ok := g.Tag("GameType"); ok && strings.TrimSpace(gt) != "" && strings.TrimSpace(gt) != "?" {
		return true
	}
	vt, ok := g.Tag("Variant")
	vt = strings.ToLower(strings.TrimSpace(vt))
	return ok && vt != "" && vt != "standard" && vt != "from position"
}

// gameText returns lines first to end-1 of text (counted from 1), or to
// its end when end is 0: the text of one game.
func gameText(text []byte, first, end int) []byte {
	line, start := 1, 0
	for i := 0; i < len(text) && (end == 0 || line < end); i++ {
		if line < first {
			start = i + 1
		}
		if text[i] == '\n' {
			line++
			if end != 0 && line == end {
				return text[start : i+1]
			}
		}
	}
	return text[start:]
}

// squareNumber matches the numbers of numeric move text: "32-28", "19x30".
var squareNumber = regexp.MustCompile(`\b(\d{1,2})\s*[-x:]\s*(\d{1,2})\b`)

// inferVariant reads the game whose text is given under the variant the
// evidence points to, for a game whose tags name none. The candidates are
// the registered variants whose boards hold the game's FEN tag (if any) and
// its highest square number (the smallest such boards first: a game of
// squares up to 32 is read on 8x8 boards before 10x10 ones); among them the
// game is replayed under each, and the one under which it replays whole,
// or furthest, wins; ties go to a variant whose name or alias a tag
// mentions ("Italian championship"), then to the registry's order. The game
// as read under the chosen variant is returned.
func inferVariant(g *pdn.Game, text []byte) *pdn.Game {
	highest := 0
	for _, m := range squareNumber.FindAllSubmatch(text, -1) {
		for _, n := range m[1:] {
			if k, _ := strconv.Atoi(string(n)); k > highest {
				highest = k
			}
		}
	}
	fen, _ := g.Tag("FEN")
	var best *pdn.Game
	bestScore, bestBoard := -1, 0
	for _, v := range variant.All() {
		size := v.Board().Len()
		if size < highest || (best != nil && best.Err == nil && size > bestBoard) {
			continue
		}
		if fen != "" && fen != "?" {
			if _, err := notation.ParseFEN(v, fen); err != nil {
				continue
			}
		}
		r := pdn.NewReader(bytes.NewReader(text))
		r.Variant = v
		read, err := r.Read()
		if err != nil || read.Variant == nil {
			continue
		}
		score := 2 * len(read.Moves)
		if read.Err == nil {
			score += 1 << 20
		}
		if mentions(g, v) {
			score++
		}
		if score > bestScore || (score == bestScore && size < bestBoard) {
			best, bestScore, bestBoard = read, score, size
		}
	}
	if best == nil {
		return g
	}
	return best
}

// mentions reports whether one of the game's tag values names v, by its
// name or an alias, as a whole word.
func mentions(g *pdn.Game, v *variant.Variant) bool {
	names := append([]string{v.Name()}, v.Aliases()...)
	for _, t := range g.Tags {
		words := strings.FieldsFunc(strings.ToLower(t.Value), func(r rune) bool {
			return !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-')
		})
		for _, w := range words {
			for _, n := range names {
				if w == n {
					return true
				}
			}
		}
	}
	return false
}
