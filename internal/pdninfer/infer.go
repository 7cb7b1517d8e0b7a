// Package pdninfer finds the variant of a PDN game whose tags name none,
// for the command-line tool and the page: the game is replayed under each
// variant its evidence allows, and one it replays whole under wins.
package pdninfer

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// NamesVariant reports whether the game's tags name its variant, as the
// reader reads them: a GameType tag with a value, or a Variant tag other
// than the "Standard" and "From Position" some sites write.
func NamesVariant(g *pdn.Game) bool {
	if gt, ok := g.Tag("GameType"); ok && strings.TrimSpace(gt) != "" && strings.TrimSpace(gt) != "?" {
		return true
	}
	vt, ok := g.Tag("Variant")
	vt = strings.ToLower(strings.TrimSpace(vt))
	return ok && vt != "" && vt != "standard" && vt != "from position"
}

// squareNumber matches the numbers of numeric move text: "32-28", "19x30".
var squareNumber = regexp.MustCompile(`\b(\d{1,2})\s*[-x:]\s*(\d{1,2})\b`)

// Infer reads text, the text of one game (g as read under some variant),
// under each variant the evidence allows: the registered variants whose
// boards hold the game's FEN tag (if any) and its highest square number.
// best is the game as read under a variant it replays whole under, nil if
// there is none: one whose name or alias a tag mentions ("Italian
// championship") first, then the smallest board (a game of squares up to
// 32 is read on 8x8 boards before 10x10 ones), then the registry's order.
// furthest is the game as read under the variant it replays furthest
// under, ties broken the same way, nil if no variant reads it at all: the
// one to report a fault from when best is nil.
func Infer(g *pdn.Game, text []byte) (best, furthest *pdn.Game) {
	highest := 0
	for _, m := range squareNumber.FindAllSubmatch(text, -1) {
		for _, n := range m[1:] {
			if k, _ := strconv.Atoi(string(n)); k > highest {
				highest = k
			}
		}
	}
	fen, _ := g.Tag("FEN")
	fen = strings.TrimSpace(fen)
	var bestRank, furthestRank rank
	for _, v := range variant.All() {
		if v.Board().Len() < highest {
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
		k := rank{moves: len(read.Moves), mentioned: mentions(g, v), board: v.Board().Len()}
		if furthest == nil || k.before(furthestRank) {
			furthest, furthestRank = read, k
		}
		if read.Err == nil && (best == nil || k.before(bestRank)) {
			best, bestRank = read, k
		}
	}
	return best, furthest
}

// rank is what orders the readings of a game: more moves replayed, then a
// variant a tag mentions, then a smaller board.
type rank struct {
	moves     int
	mentioned bool
	board     int
}

// before reports whether k ranks strictly before o; equal ranks keep the
// registry's order.
func (k rank) before(o rank) bool {
	switch {
	case k.moves != o.moves:
		return k.moves > o.moves
	case k.mentioned != o.mentioned:
		return k.mentioned
	}
	return k.board < o.board
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
