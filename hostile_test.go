package checkers_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

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

// Distinct tags are read in linear time, where a search for an earlier tag
// of each name would take about 25 s for 100,000.
func TestUnmarshalJSONManyTags(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	// Ten times the tags may take about ten times as long, not a hundred:
	// the ratio of the two times, each the best of three, holds on a
	// loaded machine where a bound in seconds would not.
	read := func(n int) time.Duration {
		tags := make([][2]string, n)
		for i := range tags {
			tags[i] = [2]string{fmt.Sprintf("Tag%d", i), "v"}
		}
		data := gameWithTags(t, tags)
		best := time.Duration(1 << 62)
		for range 3 {
			var g checkers.Game
			start := time.Now()
			require.NoError(t, g.UnmarshalJSON(data))
			best = min(best, time.Since(start))
			require.Len(t, g.Tags(), n)
		}
		return best
	}
	small, large := read(10_000), read(100_000)
	assert.Less(t, large, 30*small+50*time.Millisecond, "10,000 tags in %v, 100,000 in %v", small, large)
}
