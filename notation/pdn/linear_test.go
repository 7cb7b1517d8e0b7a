package pdn

import (
	"io"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shape makes a PDN text that grows with n: n comments, n moves, n
// variations...
type shape struct {
	name string
	n    int // the size tested, and four times it
	text func(n int) string
}

// repeat returns head, n times s, then tail.
func repeat(head, s string, n int, tail string) string {
	return head + strings.Repeat(s, n) + tail
}

var shapes = []shape{
	{"comments {c} after a move", 50_000, func(n int) string {
		return repeat("[Event \"e\"]\n1. 32-28 ", "{c} ", n, "19-23 *\n")
	}},
	{"comments of 1000 characters", 5_000, func(n int) string {
		return repeat("[Event \"e\"]\n1. 32-28 ", "{"+strings.Repeat("c", 998)+"} ", n, "19-23 *\n")
	}},
	{"comments before the first move", 50_000, func(n int) string {
		return repeat("[Event \"e\"]\n", "{c} ", n, "1. 32-28 *\n")
	}},
	{"comments before a game without tags", 50_000, func(n int) string {
		return repeat("", "{c} ", n, "1. 32-28 *\n")
	}},
	{"comments after a move in a variation", 50_000, func(n int) string {
		return repeat("1. 32-28 (1. 33-28 ", "{c} (1. 34-29) ", n, ") *\n")
	}},
	{"strength marks", 50_000, func(n int) string {
		return repeat("1. 32-28 ", "!!! ", n, "*\n")
	}},
	{"NAGs", 50_000, func(n int) string {
		return repeat("1. 32-28 ", "$10 ", n, "*\n")
	}},
	{"moves", 10_000, func(n int) string {
		// Two kings going to and fro, four moves at a time, off each
		// other's diagonals (i1 and h2, b10 and c9).
		return repeat("[FEN \"W:WK50:BK1\"]\n", "50-44 1-7 44-50 7-1 ", n/4, "*\n")
	}},
	{"variations of a move", 10_000, func(n int) string {
		return repeat("1. 32-28 ", "(1. 33-28) ", n, "*\n")
	}},
	{"nested variations", 50_000, func(n int) string {
		return repeat("1. 32-28 ", "(1. 32-28 ", n, strings.Repeat(")", n)+" 19-23 *\n")
	}},
	{"tags", 50_000, func(n int) string {
		return repeat("", "[Event \"e\"]\n", n, "1. 32-28 *\n")
	}},
	{"a long tag value", 500_000, func(n int) string {
		return repeat("[Event \"", "e", n, "\"]\n1. 32-28 *\n")
	}},
	{"a long stray word", 500_000, func(n int) string {
		return repeat("1. 32-28 ", "¿", n/2, " *\n")
	}},
	{"a long move text", 150_000, func(n int) string {
		return repeat("1. 32", "-28", n/3, " *\n")
	}},
	{"stray lines between games", 25_000, func(n int) string {
		return repeat("", "not a game\n", n, "1. 32-28 *\n")
	}},
	{"games", 10_000, func(n int) string {
		return repeat("", "[Event \"e\"]\n1. 32-28 {c} 19-23 2-0\n", n, "")
	}},
}

// readCost reads text to its end and returns the processor time it took
// and the bytes it allocated. The garbage collector is off meanwhile: the
// time is the reader's own.
func readCost(t *testing.T, text string) (time.Duration, uint64) {
	t.Helper()
	var ms runtime.MemStats
	runtime.GC()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runtime.ReadMemStats(&ms)
	alloc := ms.TotalAlloc
	start := cpuTime()
	r := NewReader(strings.NewReader(text))
	for {
		_, err := r.Read()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
	}
	d := cpuTime() - start
	runtime.ReadMemStats(&ms)
	return d, ms.TotalAlloc - alloc
}

// TestReadTimeLinear reads texts of each shape at a size and at four
// times that size: four times the input must take at most about four times
// the processor time and the memory (ten and six times, to leave room
// for noise; quadratic reading would take sixteen), and the size itself
// well under a second. Each is read four times, the two sizes in turn,
// and the best run counts. Reading used to join the comments of a
// move one by one into a string, which took time and memory quadratic in
// their number: 2,000 comments of 1,000 characters after one move took
// 3 s, 100,000 comments "{c}" 13 s, and 400,000 close to 3 minutes.
func TestReadTimeLinear(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("times large inputs, which the race detector slows down many times")
	}
	for _, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			one, four := s.text(s.n), s.text(4*s.n)
			d1, a1 := readCost(t, one)
			d4, a4 := readCost(t, four)
			for range 3 {
				d, a := readCost(t, one)
				d1, a1 = min(d1, d), min(a1, a)
				d, a = readCost(t, four)
				d4, a4 = min(d4, d), min(a4, a)
			}
			t.Logf("%d bytes: %v, %d bytes allocated; %d bytes: %v, %d bytes allocated", len(one), d1, a1, len(four), d4, a4)
			// Linear reading takes four times as long; quadratic, sixteen. Ten
			// leaves room for the noise of a busy machine (fresh
			// memory faulted in, caches), and a few milliseconds of slack
			// for inputs read in a few.
			assert.LessOrEqual(t, d4, 10*d1+5*time.Millisecond, "time for four times the input")
			assert.LessOrEqual(t, a4, 6*a1+1<<16, "memory for four times the input")
			assert.Less(t, d1, time.Second)
		})
	}
}

// TestNestedVariationsBounded: variations nested deeper than maxNesting
// are a fault, so that a game's tree stays within bounds; lenient reading
// leaves out the variation where the nesting goes too deep, and reads the
// rest of the game.
func TestNestedVariationsBounded(t *testing.T) {
	const n = 100_000
	text := repeat("1. 32-28 ", "(1. 32-28 ", n, strings.Repeat(")", n)+" 19-23 *")
	g := readOne(t, text)
	require.NoError(t, g.Err)
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves))
	// The (maxNesting+1)th "(" is the fault: "1. 32-28 " is 9
	// characters, and each "(1. 32-28 " 10 more.
	require.Len(t, g.Warnings, 1)
	w := g.Warnings[0]
	assert.Equal(t, [3]any{1, 10 + 10*maxNesting, "("}, [3]any{w.Line, w.Column, w.Text})
	assert.ErrorIs(t, w, ErrSyntax)
	assert.Contains(t, w.Error(), "nested more than 1000 deep")
	// The tree keeps maxNesting variations, one in the other, each of one
	// move.
	depth := 0
	for line := g.Moves; len(line[0].Variations) > 0; line = line[0].Variations[0] {
		require.Len(t, line[0].Variations, 1)
		depth++
		require.Len(t, line[0].Variations[0], 1)
	}
	assert.Equal(t, maxNesting, depth)
	assert.Empty(t, checkRoundTrip(g))

	// As deep as allowed: no fault.
	g = readOne(t, repeat("1. 32-28 ", "(1. 32-28 ", maxNesting, strings.Repeat(")", maxNesting)+" 19-23 *"))
	assert.NoError(t, g.Err)
	assert.Empty(t, g.Warnings)

	// Strict: the game's fault, at the same place.
	games := readAll(t, text, true)
	require.Len(t, games, 1)
	line, col, tok := errAt(t, games[0].Err)
	assert.Equal(t, [3]any{1, 10 + 10*maxNesting, "("}, [3]any{line, col, tok})
	assert.Equal(t, []string{"32-28"}, texts(games[0].Moves))
}

// TestLongLines: words, comments, tag values and runs of spaces longer
// than the reader's buffer are read whole, and do not stop the reading.
func TestLongLines(t *testing.T) {
	const n = 200_000 // three times the buffer
	long := strings.Repeat("c", n)
	text := "[Event \"" + long + "\"]\n1. 32-28 {" + long + "} 19-23 *\n" +
		// A separator, then more spaces than a move may hold: "32-" is
		// the move, and is no move.
		"[Event \"spaces\"]\n1. 32-" + strings.Repeat(" ", n) + "28 *\n" +
		"[Event \"after\"]\n1. 33-28 *\n"
	games := readAll(t, text, false)
	require.Len(t, games, 3)
	v, _ := games[0].Tag("Event")
	assert.Equal(t, long, v)
	assert.Equal(t, long, games[0].Moves[0].Comment)
	assert.Equal(t, []string{"32-28", "19-23"}, texts(games[0].Moves))
	line, col, tok := errAt(t, games[1].Err)
	assert.Equal(t, [3]any{4, 4, "32-"}, [3]any{line, col, tok})
	assert.Equal(t, []string{"33-28"}, texts(games[2].Moves))
}
