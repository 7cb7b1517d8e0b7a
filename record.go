package checkers

import (
	"slices"
	"strings"
	"sync/atomic"
	"unicode"

	"github.com/draughtsgo/checkers/notation/pdn"
)

// Tags returns the game's tags in their order (a new slice), as a game
// file gives them or [Game.SetTag] sets them. The Result tag is not among
// them: it is written from [Game.Result], and [Game.Tag] gives it.
func (g *Game) Tags() []pdn.Tag { return slices.Clone(g.tags) }

// Tag returns the value of the game's first tag called name (compared
// ignoring case), and whether there is one. The Result tag is always
// there: it is the game's result as [Game.PDN] writes it ("2-0", "1/2-1/2",
// "*" for a game that goes on), which for a game read by [FromPDN] is the
// recorded result unless the rules end the game in its last position with
// another.
func (g *Game) Tag(name string) (string, bool) {
	if strings.EqualFold(name, "Result") {
		return g.pdnResult(), true
	}
	if i := g.tagIndex(name); i >= 0 {
		return g.tags[i].Value, true
	}
	return "", false
}

// SetTag sets the value of the tag called name: the first one of that
// name (compared ignoring case) if there is one, else a new tag at the
// end. An empty value removes every tag of that name. The Result tag
// cannot be set: declare the result instead.
func (g *Game) SetTag(name, value string) {
	if strings.EqualFold(name, "Result") {
		return
	}
	if value == "" {
		g.tags = slices.DeleteFunc(g.tags, func(t pdn.Tag) bool { return strings.EqualFold(t.Name, name) })
		return
	}
	if i := g.tagIndex(name); i >= 0 {
		g.tags[i].Value = value
		return
	}
	g.tags = append(g.tags, pdn.Tag{Name: name, Value: value})
}

// setTags sets tags one by one as SetTag does, in time linear in their
// number (SetTag looks for an earlier tag of the same name each time).
func (g *Game) setTags(tags []tagJSON) {
	byName := make(map[string][]int, len(g.tags)+len(tags)) // folded name -> its tags, in order
	for i, t := range g.tags {
		key := foldName(t.Name)
		byName[key] = append(byName[key], i)
	}
	removed := make([]bool, len(g.tags), len(g.tags)+len(tags))
	for _, t := range tags {
		if strings.EqualFold(t.Name, "Result") {
			continue
		}
		key := foldName(t.Name)
		same := byName[key]
		switch {
		case t.Value == "":
			for _, i := range same {
				removed[i] = true
			}
			delete(byName, key)
		case len(same) > 0:
			g.tags[same[0]].Value = t.Value
		default:
			byName[key] = []int{len(g.tags)}
			g.tags = append(g.tags, pdn.Tag{Name: t.Name, Value: t.Value})
			removed = append(removed, false)
		}
	}
	kept := g.tags[:0]
	for i, t := range g.tags {
		if !removed[i] {
			kept = append(kept, t)
		}
	}
	g.tags = kept
}

// foldName returns a key under which names equal under strings.EqualFold
// are equal: each rune replaced by the least rune of its case-folding
// orbit.
func foldName(name string) string {
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, name)
}

// tagIndex returns the index of the game's first tag called name (compared
// ignoring case), or -1.
func (g *Game) tagIndex(name string) int {
	return slices.IndexFunc(g.tags, func(t pdn.Tag) bool {
		tagComparisons.Add(1)
		return strings.EqualFold(t.Name, name)
	})
}

// tagComparisons counts the comparisons of tag names tagIndex makes, so
// that the tests can see that reading n tags makes O(n) of them, not
// O(n²), without timing anything.
var tagComparisons atomic.Int64

// Comment returns the comment written after ply (1 for the first move), or
// before the first move for ply 0; "" when there is none or ply is out of
// range.
func (g *Game) Comment(ply int) string {
	if ply < 0 || ply >= len(g.comments) {
		return ""
	}
	return g.comments[ply]
}

// SetComment sets the comment after ply (0: before the first move), which
// must be between 0 and [Game.Ply]; it reports whether it did.
func (g *Game) SetComment(ply int, text string) bool {
	if ply < 0 || ply > len(g.moves) {
		return false
	}
	if len(g.comments) <= ply {
		if text == "" {
			return true
		}
		g.comments = append(g.comments, make([]string, ply+1-len(g.comments))...)
	}
	g.comments[ply] = text
	return true
}
