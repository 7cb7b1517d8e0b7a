package pdn

import (
	"io"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repeated is an io.Reader of head, then body n times, then tail, made as
// it is read: a test of a 100 MB input holds no 100 MB string.
type repeated struct {
	head, body, tail string
	n                int
	cur              string
}

func (r *repeated) Read(p []byte) (int, error) {
	for r.cur == "" {
		switch {
		case r.head != "":
			r.cur, r.head = r.head, ""
		case r.n > 0:
			r.cur = r.body
			r.n--
		case r.tail != "":
			r.cur, r.tail = r.tail, ""
		default:
			return 0, io.EOF
		}
	}
	n := copy(p, r.cur)
	r.cur = r.cur[n:]
	return n, nil
}

// liveHeap returns the bytes of live heap objects after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// readStream reads every game of r, calls each on every game, and returns
// the most live heap seen between two games (sampled every 10,000 games,
// and after the first).
func readStream(t *testing.T, r io.Reader, each func(*Game)) (peak uint64) {
	t.Helper()
	rd := NewReader(r)
	for i := 0; ; i++ {
		g, err := rd.Read()
		if err == io.EOF {
			return peak
		}
		require.NoError(t, err)
		each(g)
		if i%10_000 == 0 {
			peak = max(peak, liveHeap())
		}
	}
}

// bigSize is the size of the largest hostile inputs: 100 MB, or 5 MB in
// short mode and under the race detector.
func bigSize() int {
	if testing.Short() || raceDetector {
		return 5 << 20
	}
	return 100 << 20
}

// One line of 100 MB, a comment that never ends its game: the game is a
// fault ("longer than ..."), the reader keeps no more of it than maxToken,
// and the next game reads.
func TestHugeComment(t *testing.T) {
	base := liveHeap()
	r := &repeated{head: "[Event \"e\"]\n1. 32-28 {", body: strings.Repeat("c", 1024), n: bigSize() / 1024,
		tail: "} 19-23 *\n[Event \"next\"]\n1. 33-28 *\n"}
	var games []*Game
	peak := readStream(t, r, func(g *Game) { games = append(games, g) })
	require.Len(t, games, 2)
	require.Error(t, games[0].Err)
	assert.ErrorIs(t, games[0].Err, ErrSyntax)
	assert.Contains(t, games[0].Err.Error(), "longer than 1048576 bytes")
	assert.Less(t, len(games[0].Err.Error()), 200, "the fault names the comment by its start")
	assert.NoError(t, games[1].Err)
	assert.Less(t, peak, base+16<<20, "live heap while reading")
}

// A game of a million moves (two kings going to and fro, i1 and h2 for
// White, b10 and c9 for Black, never on a line with each other): a fault
// past maxMoves, and the reader skips the rest without keeping it.
func TestHugeGame(t *testing.T) {
	moves := 1_000_000
	if testing.Short() || raceDetector {
		moves = 200_000
	}
	r := &repeated{head: "[FEN \"W:WK50:BK1\"]\n", body: "50-44 1-7 44-50 7-1 ", n: moves / 4,
		tail: "*\n[Event \"next\"]\n1. 33-28 *\n"}
	var games []*Game
	readStream(t, r, func(g *Game) { games = append(games, g) })
	require.Len(t, games, 2)
	require.Error(t, games[0].Err)
	assert.Contains(t, games[0].Err.Error(), "more than 100000 moves in one game")
	assert.Len(t, games[0].Moves, maxMoves)
	assert.NoError(t, games[1].Err)
}

// Too many tags, and too many warnings: the first a fault, the second
// kept to maxWarnings.
func TestTooManyTagsAndWarnings(t *testing.T) {
	g := readOne(t, strings.Repeat("[Event \"e\"]\n", maxTags+5)+"1. 32-28 *")
	require.Error(t, g.Err)
	assert.Contains(t, g.Err.Error(), "more than 10000 tags")
	assert.Len(t, g.Tags, maxTags)

	// Each variation holds a bad word: one warning each, in lenient mode.
	g = readOne(t, "1. 32-28 "+strings.Repeat("(1. 33-28 ¿) ", 5000)+"19-23 *")
	require.NoError(t, g.Err)
	assert.Len(t, g.Warnings, maxWarnings)
	assert.Contains(t, g.Warnings[maxWarnings-1].Error(), "more warnings, not kept")
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves))
}

// A long stream of valid games (10 MB; BenchmarkReadShapes reads 100 MB):
// memory does not grow with the stream.
func TestStreamOfGames(t *testing.T) {
	game := "[Event \"e\"]\n[Result \"2-0\"]\n1. 32-28 19-23 2. 28x19 14x23 {a comment} 3. 37-32 *\n\n"
	size := 10 << 20
	if testing.Short() || raceDetector {
		size = 1 << 20
	}
	n := size / len(game)
	r := &repeated{body: game, n: n}
	count := 0
	first := uint64(0)
	peak := readStream(t, r, func(g *Game) {
		require.NoError(t, g.Err)
		count++
		if count == 1 {
			first = liveHeap()
		}
	})
	assert.Equal(t, n, count)
	assert.Less(t, peak, first+8<<20, "live heap after the first game and at the most")
}

// BenchmarkReadShapes reads inputs of 1, 10 and 100 MB of each shape: a
// stream of short games, games full of comments, and one line of 100 MB
// (a comment too long to keep). The MB/s column stays flat as the size
// grows: reading is linear, and memory (B/op over the size) does not grow
// with the input.
//
//	go test ./notation/pdn -run '^$' -bench ReadShapes -benchmem
func BenchmarkReadShapes(b *testing.B) {
	shapes := []struct {
		name       string
		head, body string
		tail       string
	}{
		{"games", "", "[Event \"e\"]\n[Result \"2-0\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 *\n\n", ""},
		{"comments", "", "[Event \"e\"]\n1. 32-28 {" + strings.Repeat("a comment ", 20) + "} 19-23 {" +
			strings.Repeat("another ", 30) + "} *\n\n", ""},
		{"long-line", "1. 32-28 {", strings.Repeat("c", 1024), "} *\n"},
	}
	for _, s := range shapes {
		for _, mb := range []int{1, 10, 100} {
			b.Run(s.name+"/"+strconv.Itoa(mb)+"MB", func(b *testing.B) {
				n := mb << 20 / len(s.body)
				b.SetBytes(int64(len(s.head) + n*len(s.body) + len(s.tail)))
				b.ReportAllocs()
				for b.Loop() {
					rd := NewReader(&repeated{head: s.head, body: s.body, tail: s.tail, n: n})
					for {
						if _, err := rd.Read(); err != nil {
							break
						}
					}
				}
			})
		}
	}
}

// Too many variations in one game, even empty ones, which hold no move:
// a fault at the first past the bound.
func TestTooManyVariations(t *testing.T) {
	g := readOne(t, "1. 32-28 "+strings.Repeat("() ", maxVariations)+"(1... 19-23) 19-23 *")
	line, col, tok := errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 10 + 3*maxVariations, "("}, [3]any{line, col, tok})
	assert.Contains(t, g.Err.Error(), "more than 100000 variations in one game")
	assert.Equal(t, []string{"32-28"}, texts(g.Moves))
}
