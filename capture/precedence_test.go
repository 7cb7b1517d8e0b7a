package capture_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/capture"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sifted is the precedence filter's work on one position, spelled out:
// every complete capture before the criteria, the criterion that removed
// each capture that was removed, and the captures kept, each route written
// through its landing squares (see route).
type sifted struct {
	all     []string
	removed map[string]variant.Criterion
	kept    []string
}

// names writes a route through the algebraic names of its squares
// ("c1xe3xg5"), whatever v's notation: a spelling of the board alone.
func names(v *variant.Variant, r capture.Route) string {
	text := v.Board().Name(r.Move.From)
	for _, s := range r.Path {
		text += "x" + v.Board().Name(s)
	}
	return text
}

// sift runs All and Precedence on the FEN under v, writing each route with
// spell (names, or route for v's own notation).
func sift(t *testing.T, v *variant.Variant, fen string, spell func(*variant.Variant, capture.Route) string) sifted {
	t.Helper()
	p, err := notation.ParseFEN(v, fen)
	require.NoError(t, err)
	all := capture.All(v, p, nil)
	s := capture.Precedence(v, p, all)
	out := sifted{removed: map[string]variant.Criterion{}}
	for _, r := range all {
		out.all = append(out.all, spell(v, r))
	}
	require.Len(t, s.Steps, len(v.Rules().Precedence), "one step per criterion")
	for i, step := range s.Steps {
		assert.Equal(t, v.Rules().Precedence[i], step.Criterion, "the steps follow the variant's order")
		for _, r := range step.Removed {
			out.removed[spell(v, r)] = step.Criterion
		}
	}
	for _, r := range s.Kept {
		out.kept = append(out.kept, spell(v, r))
	}
	return out
}

// International's quantity rule (FMJD 4.13), men and kings counting one
// each: the man on a1 (46) takes b2, b4 and b6 (landing c3 37, a5 26, c7
// 17); the flying king on j2 (45) takes i3 and, from h4 (34), i5, landing
// on j6 (25): two pieces. The man's three are the one legal capture,
// though a king could capture.
func TestInternationalMajority(t *testing.T) {
	s := sift(t, variant.International, "W:Wa1,g5,Kj2:Bb2,b4,b6,i3,i5", route)
	assert.ElementsMatch(t, []string{"46x37x26x17", "45x34x25"}, s.all)
	assert.Equal(t, map[string]variant.Criterion{"45x34x25": variant.MostPieces}, s.removed)
	assert.Equal(t, []string{"46x37x26x17"}, s.kept)
}

// English has no precedence: the man on c1 may take d2, f4 and f6 (three
// pieces) or the king on a7 b6 alone; both are legal, nothing is removed.
// The same position under Czech (a king must capture if one can, even one
// piece against three) keeps the king's capture only, and under Brazilian
// (most pieces) the man's.
func TestPreferenceAgainstQuantity(t *testing.T) {
	fen := "W:Wc1,d4,Ka7:Bd2,f4,f6,b6"
	both := []string{"c1xe3xg5xe7", "a7xc5"}
	en := sift(t, variant.English, fen, names)
	assert.ElementsMatch(t, both, en.all)
	assert.Empty(t, en.removed)
	assert.ElementsMatch(t, both, en.kept)

	cz := sift(t, variant.Czech, fen, names)
	assert.ElementsMatch(t, both, cz.all)
	assert.Equal(t, map[string]variant.Criterion{"c1xe3xg5xe7": variant.WithKing}, cz.removed)
	assert.Equal(t, []string{"a7xc5"}, cz.kept)

	br := sift(t, variant.Brazilian, fen, names)
	assert.Equal(t, map[string]variant.Criterion{"a7xc5": variant.MostPieces}, br.removed)
	assert.Equal(t, []string{"c1xe3xg5xe7"}, br.kept)
}

// Portuguese and Spanish quality after quantity: the men on c2 and g2
// each take two pieces, landing on e4 first. From there c2 goes on over
// f5 (two men) or d5 (a man and a king); g2, which took the king on f3,
// goes on over f5 (a king and a man) or d5 (two kings). All four take two
// pieces, so quantity removes none; quality removes all but the two kings.
func TestPortugueseSpanishQuality(t *testing.T) {
	for _, v := range []*variant.Variant{variant.Portuguese, variant.Spanish} {
		s := sift(t, v, "W:Wc2,g2:Bd3,f5,Kf3,Kd5", names)
		assert.ElementsMatch(t, []string{"c2xe4xg6", "c2xe4xc6", "g2xe4xg6", "g2xe4xc6"}, s.all, v.Name())
		assert.Equal(t, map[string]variant.Criterion{
			"c2xe4xg6": variant.MostKings,
			"c2xe4xc6": variant.MostKings,
			"g2xe4xg6": variant.MostKings,
		}, s.removed, v.Name())
		assert.Equal(t, []string{"g2xe4xc6"}, s.kept, v.Name())
	}
}

// Italian's order (FID: pieces, then a king's capture, then kings, then
// the king taken earliest), one criterion at a time, the squares by their
// algebraic names. Kings move and jump one square, men jump forward only.
func TestItalianOrder(t *testing.T) {
	v := variant.Italian
	// 1. Most pieces: the man on c2 takes d3 and f5 (c2xe4xg6); the king
	// on h1 only g2 (h1xf3). The man's double wins though a king could
	// capture.
	s := sift(t, v, "W:Wc2,Kh1:Bd3,f5,g2", names)
	assert.ElementsMatch(t, []string{"c2xe4xg6", "h1xf3"}, s.all)
	assert.Equal(t, map[string]variant.Criterion{"h1xf3": variant.MostPieces}, s.removed)
	assert.Equal(t, []string{"c2xe4xg6"}, s.kept)

	// 2. With as many pieces, a king's capture beats a man's: the man on
	// c2 takes d3, the king on g2 takes f3, both landing on e4.
	s = sift(t, v, "W:Wc2,Kg2:Bd3,f3", names)
	assert.ElementsMatch(t, []string{"c2xe4", "g2xe4"}, s.all)
	assert.Equal(t, map[string]variant.Criterion{"c2xe4": variant.WithKing}, s.removed)
	assert.Equal(t, []string{"g2xe4"}, s.kept)

	// 3. King captures: with as many pieces and both by kings, the most
	// kings. The king on a2 takes two men (b3, d5: a2xc4xe6), the one on
	// h1 two kings (g2, g4: h1xf3xh5).
	s = sift(t, v, "W:WKa2,Kh1:Bb3,d5,Kg2,Kg4", names)
	assert.ElementsMatch(t, []string{"a2xc4xe6", "h1xf3xh5"}, s.all)
	assert.Equal(t, map[string]variant.Criterion{"a2xc4xe6": variant.MostKings}, s.removed)
	assert.Equal(t, []string{"h1xf3xh5"}, s.kept)

	// 4. First king: with as many kings too (one each), the king taken
	// first. a2 takes the king on b3 at its first jump, then the man on
	// d5; h1 takes the man on g2, then the king on g4 at its second.
	s = sift(t, v, "W:WKa2,Kh1:BKb3,d5,g2,Kg4", names)
	assert.ElementsMatch(t, []string{"a2xc4xe6", "h1xf3xh5"}, s.all)
	assert.Equal(t, map[string]variant.Criterion{"h1xf3xh5": variant.EarliestKing}, s.removed)
	assert.Equal(t, []string{"a2xc4xe6"}, s.kept)
}

// Frisian's value rule (Art. 11: a king taken is worth more than one man,
// less than two), then a king's capture (Art. 12). Frisian men capture
// along the ranks too: the man on 33 jumps the king on 34 to 35.
func TestFrisianValue(t *testing.T) {
	v := variant.Frisian
	// Two men beat one king: 33 takes 28 and 17 (33x22x11, value 2), not
	// the king on 34 (33x35, value 1 king: between 1 and 2).
	s := sift(t, v, "W:W33:B28,17,K34", route)
	assert.Contains(t, s.all, "33x35")
	assert.Equal(t, variant.MostValue, s.removed["33x35"])
	assert.Equal(t, []string{"33x22x11"}, s.kept)
	// One king beats one man: the man on 33 takes the king on 34, not the
	// man on 28.
	s = sift(t, v, "W:W33:B28,K34", route)
	assert.ElementsMatch(t, []string{"33x22", "33x35"}, s.all)
	assert.Equal(t, map[string]variant.Criterion{"33x22": variant.MostValue}, s.removed)
	assert.Equal(t, []string{"33x35"}, s.kept)
	// Equal values (one man each): value removes nothing, then the king
	// on 50 goes before the man on 46, which takes 41 (46x37).
	s = sift(t, v, "W:W46,K50:B41,44", route)
	assert.Equal(t, variant.WithKing, s.removed["46x37"])
	for _, r := range s.kept {
		assert.Equal(t, "50x", r[:3], "only the king's captures stay")
	}
}

// The words of each rule, as the terminal game prints them, with the
// tally of the routes the step kept.
func TestStepWhy(t *testing.T) {
	for _, c := range []struct {
		step capture.Step
		want string
	}{
		{capture.Step{Criterion: variant.MostPieces, Best: capture.Tally{Pieces: 3}}, "the capture that takes the most pieces must be played, here 3"},
		{capture.Step{Criterion: variant.WithKing, Best: capture.Tally{ByKing: true}}, "a king must capture when one can"},
		{capture.Step{Criterion: variant.MostKings, Best: capture.Tally{Pieces: 2, Kings: 2}}, "the capture that takes the most kings must be played, here 2"},
		{capture.Step{Criterion: variant.EarliestKing, Best: capture.Tally{Pieces: 2, Kings: 1, KingJumps: []int{0}}}, "the capture that takes a king earliest must be played, here with jump 1"},
		{capture.Step{Criterion: variant.MostValue, Best: capture.Tally{Pieces: 2}}, "the capture that takes the most value must be played (a king is worth more than one man and less than two), here 0 kings and 2 men"},
		{capture.Step{Criterion: variant.MostValue, Best: capture.Tally{Pieces: 1, Kings: 1}}, "the capture that takes the most value must be played (a king is worth more than one man and less than two), here 1 king and 0 men"},
	} {
		assert.Equal(t, c.want, c.step.Why())
	}
}

// A move that is legal, or no capture of the position, was removed by no
// criterion.
func TestRemovedByLegalOrUnknown(t *testing.T) {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:Wa1,g5,Kj2:Bb2,b4,b6,i3,i5")
	require.NoError(t, err)
	s := capture.Precedence(v, p, capture.All(v, p, nil))
	_, ok := s.RemovedBy(s.Kept[0].Move)
	assert.False(t, ok, "a kept capture")
	_, ok = s.RemovedBy(board.Move{From: 1, To: 2})
	assert.False(t, ok, "no capture of the position")
}
