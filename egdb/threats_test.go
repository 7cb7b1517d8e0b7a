package egdb

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// The files of English and International to three pieces leave some
// slices' threats out (positions whose side not to move could capture,
// found one ply deeper by the prober), and every position, either side to
// move, reads back from them with the value of the database held in
// memory, its outcome alone too. With -short, English alone.
func TestThreatsLeftOutReadBack(t *testing.T) {
	if RaceDetector {
		t.Skip("a sweep of many positions: left to the run without the race detector")
	}
	vs := []*variant.Variant{variant.English, variant.International}
	if testing.Short() {
		vs = vs[:1]
	}
	for _, v := range vs {
		t.Run(v.Name(), func(t *testing.T) {
			const pieces = 3
			built, err := Build(v, pieces, Options{})
			require.NoError(t, err)
			dir := t.TempDir()
			opened, err := Build(v, pieces, Options{Dir: dir})
			require.NoError(t, err)
			defer opened.Close()
			left, resolved := 0, 0
			for n := 1; n <= pieces; n++ {
				for _, m := range Materials(n) {
					sf := opened.r.wdl[m]
					require.NotNil(t, sf, "%v", m)
					if sf.threats != noThreats {
						left++
						// The prober never goes round in a circle: the
						// distances kept are the other side's.
						require.NotEqual(t, board.Color(sf.threats), opened.r.plies[m].side, "%v", m)
					}
					s := NewSlice(v, m)
					for i := range s.Size() {
						p := s.position(i)
						for c := range 2 {
							p.Turn = board.Color(c)
							if sf.threats == c && threatened(v, p, &moveStack{}) {
								resolved++
							}
							want, err := built.Probe(p)
							require.NoError(t, err)
							got, err := opened.Probe(p)
							require.NoError(t, err, "%v %d", m, i)
							require.Equal(t, want, got, "%v %d %v", m, i, p.Turn)
							o, err := opened.ProbeWDL(p)
							require.NoError(t, err)
							require.Equal(t, want.Outcome, o, "%v %d %v", m, i, p.Turn)
						}
					}
				}
			}
			require.Positive(t, left, "slices with threats left out")
			require.Positive(t, resolved, "threats found by the prober")
			t.Logf("%s: %d slices leave threats out, %d positions found so", v, left, resolved)
		})
	}
}
