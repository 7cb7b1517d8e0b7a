package pdn

import (
	"io"
	"runtime"
	"strings"
	"testing"

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

// readCost reads text to its end and returns the bytes it allocated and
// the number of allocations: counts of work that, unlike time, a loaded
// machine does not change.
func readCost(t *testing.T, text string) (bytes, allocs uint64) {
	t.Helper()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	bytes, allocs = ms.TotalAlloc, ms.Mallocs
	r := NewReader(strings.NewReader(text))
	for {
		_, err := r.Read()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
	}
	runtime.ReadMemStats(&ms)
	return ms.TotalAlloc - bytes, ms.Mallocs - allocs
}

// TestReadLinear reads texts of each shape at a size and at four times
// that size: four times the input must take at most about four times the
// memory and the allocations (six times, to leave room for buffers that
// double; quadratic reading would take sixteen). The work is counted, not
// timed, so that a loaded machine cannot fail the test (BenchmarkReadShapes
// times it). Each is read twice and the lesser count is kept, in case
// something else in the process allocated meanwhile. Reading used to
// join the comments of a move one by one into a string, which took time
// and memory quadratic in their number: 2,000 comments of 1,000
// characters after one move took 3 s, 100,000 comments "{c}" 13 s, and
// 400,000 close to 3 minutes.
func TestReadLinear(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("reads large inputs, which the race detector slows down many times")
	}
	for _, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			one, four := s.text(s.n), s.text(4*s.n)
			b1, a1 := readCost(t, one)
			b4, a4 := readCost(t, four)
			b, a := readCost(t, one)
			b1, a1 = min(b1, b), min(a1, a)
			b, a = readCost(t, four)
			b4, a4 = min(b4, b), min(a4, a)
			t.Logf("%d bytes: %d bytes allocated, %d allocations; %d bytes: %d bytes allocated, %d allocations", len(one), b1, a1, len(four), b4, a4)
			assert.LessOrEqual(t, b4, 6*b1+1<<16, "memory for four times the input")
			assert.LessOrEqual(t, a4, 6*a1+1000, "allocations for four times the input")
		})
	}
}
