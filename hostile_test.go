package checkers_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gameWithTags is the JSON of an English game with the given tags.
func gameWithTags(t testing.TB, tags [][2]string) []byte {
	type tag struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	}
	out := struct {
		Variant string   `json:"variant"`
		Start   string   `json:"start"`
		Moves   []string `json:"moves"`
		Tags    []tag    `json:"tags"`
		Result  string   `json:"result"`
	}{Variant: "english", Start: "B:W21-32:B1-12", Moves: []string{"11-15"}, Result: "ongoing"}
	for _, tg := range tags {
		out.Tags = append(out.Tags, tag{tg[0], tg[1]})
	}
	data, err := json.Marshal(out)
	require.NoError(t, err)
	return data
}

// UnmarshalJSON sets the tags as SetTag would, one by one: the first tag
// of a name (ignoring case) takes a later value, an empty value removes
// every tag of the name, Result is never a tag.
func TestUnmarshalJSONTagsAsSetTag(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 23))
	names := []string{"Event", "event", "EVENT", "White", "white", "Round", "Result", "K", "\u212a"} // K and the Kelvin sign fold alike
	for range 2000 {
		var tags [][2]string
		want := checkers.New(variant.English)
		for range rng.IntN(12) {
			name, value := names[rng.IntN(len(names))], []string{"", "a", "b"}[rng.IntN(3)]
			tags = append(tags, [2]string{name, value})
			want.SetTag(name, value)
		}
		var g checkers.Game
		require.NoError(t, g.UnmarshalJSON(gameWithTags(t, tags)))
		assert.Equal(t, want.Tags(), g.Tags(), "%q", tags)
	}
}

// Distinct tags are read with work linear in their number: the names
// compared grow as n, not as n² (a search for an earlier tag of each
// name, as SetTag makes, compares 5 billion names for 100,000 tags, about
// 25 s). The work is counted, not timed, so that a loaded machine cannot
// fail the test: reading n tags and ten times as many compares at most
// two names a tag (a quadratic reading compares n²/2, 50 million for
// 10,000).
func TestUnmarshalJSONManyTags(t *testing.T) {
	compared := func(n int) int64 {
		tags := make([][2]string, n)
		for i := range tags {
			tags[i] = [2]string{fmt.Sprintf("Tag%d", i), "v"}
		}
		data := gameWithTags(t, tags)
		var g checkers.Game
		before := checkers.TagComparisons()
		require.NoError(t, g.UnmarshalJSON(data))
		require.Len(t, g.Tags(), n)
		return checkers.TagComparisons() - before
	}
	for _, n := range []int{1_000, 10_000} {
		assert.LessOrEqual(t, compared(n), int64(2*n), "names compared in reading %d tags", n)
	}
}
