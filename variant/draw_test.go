package variant_test

import (
	"encoding/json"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withDraws makes a copy of International with the draw rules d.
func withDraws(d ...variant.DrawRule) (*variant.Variant, error) {
	r := variant.International.Rules()
	r.Name, r.Draws = "international-draws", d
	return variant.New(r)
}

// New refuses draw rules that no game could apply, or whose names would
// not read back; it names the unnamed ones after their kind.
func TestNewChecksDrawRules(t *testing.T) {
	loneKing := variant.Material{LoneKing: true, MinPieces: 1, MaxPieces: 2, MinKings: 1}
	for name, d := range map[string]variant.DrawRule{
		"repetition once":          {Kind: variant.Repetition, Threshold: 1},
		"no threshold":             {Kind: variant.QuietRun},
		"negative threshold":       {Kind: variant.EndingCount, Threshold: -3, Material: loneKing},
		"threshold on a draw":      {Kind: variant.MaterialDraw, Threshold: 2},
		"claim before a count":     {Kind: variant.QuietRun, Threshold: 10, Claim: variant.BeforeMove},
		"ending without lone king": {Kind: variant.EndingCount, Threshold: 10},
		"unit off an ending":       {Kind: variant.QuietRun, Threshold: 10, Unit: variant.StrongMoves},
		"negative pieces":          {Kind: variant.MaterialDraw, Material: variant.Material{MinPieces: -1}},
		"no position meets":        {Kind: variant.MaterialDraw, Material: variant.Material{MinPieces: 3, MaxPieces: 2}},
		"kind out of range":        {Kind: 99, Threshold: 3},
		"claimant out of range":    {Kind: variant.Repetition, Threshold: 3, Claimant: 7},
		"newline in name":          {Name: "a\nb", Kind: variant.Repetition, Threshold: 3},
		"quote in name":            {Name: `say "draw"`, Kind: variant.Repetition, Threshold: 3},
		"non-ASCII name":           {Name: "répétition", Kind: variant.Repetition, Threshold: 3},
		"space around name":        {Name: " repetition", Kind: variant.Repetition, Threshold: 3},
	} {
		_, err := withDraws(d)
		assert.ErrorIs(t, err, variant.ErrInvalid, name)
	}
	_, err := withDraws(variant.DrawRule{Kind: variant.Repetition, Threshold: 3}, variant.DrawRule{Kind: variant.Repetition, Threshold: 4})
	assert.ErrorIs(t, err, variant.ErrInvalid, "two rules called repetition")

	v, err := withDraws(variant.DrawRule{Kind: variant.QuietRun, Threshold: 6}, variant.DrawRule{Name: "three-fold (FMJD 6.1)", Kind: variant.Repetition, Threshold: 3})
	require.NoError(t, err)
	assert.Equal(t, "quiet-run", v.Rules().Draws[0].Name)
	assert.Equal(t, "three-fold (FMJD 6.1)", v.Rules().Draws[1].Name)
}

// Every option of DrawOptions is a set of rules New accepts for each of
// the variants it names, and changes something; the names are unique.
func TestDrawOptions(t *testing.T) {
	seen := map[string]bool{}
	for _, o := range variant.DrawOptions() {
		assert.False(t, seen[o.Name], o.Name)
		seen[o.Name] = true
		require.NotEmpty(t, o.Variants, o.Name)
		for _, name := range o.Variants {
			v, err := variant.ByName(name)
			require.NoError(t, err, o.Name)
			r := v.Rules()
			assert.NotEqual(t, r.Draws, o.Draws, "%s changes nothing in %s", o.Name, name)
			r.Name, r.Aliases, r.Draws = name+"-"+o.Name, nil, o.Draws
			_, err = variant.New(r)
			assert.NoError(t, err, o.Name)
		}
		found, ok := variant.DrawOptionByName(o.Name)
		assert.True(t, ok)
		assert.Equal(t, o, found)
	}
	_, ok := variant.DrawOptionByName("no-such-option")
	assert.False(t, ok)
}

// Material conditions on hand-set positions.
func TestMaterial(t *testing.T) {
	v := variant.Russian
	pos := func(fen string) *board.Position {
		p, err := notation.ParseFEN(v, fen)
		require.NoError(t, err)
		return &p
	}
	twoVersusKing := variant.Material{LoneKing: true, MinPieces: 1, MaxPieces: 2, MinKings: 1}
	assert.True(t, twoVersusKing.Meets(pos("W:WKc1,h2:BKh8")))      // king and man v king
	assert.True(t, twoVersusKing.Meets(pos("W:WKc1:BKh8")))         // king v king
	assert.False(t, twoVersusKing.Meets(pos("W:Wc1,h2:BKh8")))      // no king on the strong side
	assert.False(t, twoVersusKing.Meets(pos("W:WKc1,Ke1:BKh8,a7"))) // no lone king
	strong, ok := twoVersusKing.Strong(pos("W:WKc1:BKh8,a7"))
	assert.True(t, ok)
	assert.Equal(t, board.Black, strong)

	threeKings := variant.Material{LoneKing: true, MinPieces: 3, MinKings: 3, NoMen: true}
	assert.True(t, threeKings.Meets(pos("W:WKc1,Ke1,Kg1,Ka3:BKh8")))
	assert.False(t, threeKings.Meets(pos("W:WKc1,Ke1,g1:BKh8")))

	balance := variant.Material{MinKings: 1, MinTotal: 4, MaxTotal: 5}
	assert.True(t, balance.Meets(pos("W:WKc1,h2:BKh8,a7")))
	assert.False(t, balance.Meets(pos("W:Wc1,h2:BKh8,a7")))        // White has no king
	assert.False(t, balance.Meets(pos("W:WKc1,h2,g1:BKh8,a7,b6"))) // 6 pieces
	assert.True(t, variant.Material{}.Meets(pos("W:Wc1:Bh8")))
}

// The draw rules write and read in JSON by name.
func TestDrawRulesJSON(t *testing.T) {
	data, err := json.Marshal(variant.Russian.Rules().Draws)
	require.NoError(t, err)
	for _, want := range []string{`"Kind":"ending-count"`, `"Unit":"strong-moves"`, `"Exception":"caught-king"`,
		`"Run":"balance"`, `"Claim":"automatic"`, `"LoneKingOn":"`} {
		assert.Contains(t, string(data), want)
	}
	var back []variant.DrawRule
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, variant.Russian.Rules().Draws, back)
	assert.Error(t, json.Unmarshal([]byte(`[{"Kind":"sometimes"}]`), &back))
	assert.Error(t, json.Unmarshal([]byte(`[{"Claim":"later"}]`), &back))
}
