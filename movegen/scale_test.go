package movegen_test

import (
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// positions sets how many random positions per variant
// TestAgreesWithReferenceAtScale checks; 0 (the default) skips it:
//
//	go test ./movegen -run AtScale -positions 1000000 -timeout 3h -v
var positions = flag.Int("positions", 0, "random positions per variant to check against the reference (0: skip)")

// The generator and Apply agree with the reference on -positions random
// positions of every variant: two in five from random games (each game
// played to its end or 300 plies, every position of it checked), the rest
// crowded random boards and open boards with kings, with random runs of
// king moves where the variant keeps them. Each position is checked by
// agreeWithReference: the same legal moves, and every move applied by
// Variant.Apply as the reference applies it with its own code, the key
// kept equal to the key computed afresh. The variants run in parallel.
func TestAgreesWithReferenceAtScale(t *testing.T) {
	if *positions <= 0 {
		t.Skip("run with -positions N")
	}
	for i, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			rng := rand.New(rand.NewPCG(uint64(i), 16))
			n, failures := 0, 0
			check := func(p board.Position) {
				n++
				if failures < 3 && !agreeWithReference(t, v, p) {
					failures++
				}
			}
			var moves []board.Move
			for n < *positions && failures < 3 {
				switch r := rng.IntN(5); {
				case r < 2:
					p := v.Start()
					for ply := 0; ply < 300 && n < *positions; ply++ {
						check(p)
						if moves = movegen.Generate(v, p, moves[:0]); len(moves) == 0 {
							break
						}
						p = v.Apply(p, moves[rng.IntN(len(moves))])
					}
				case r < 4:
					check(randomPosition(v, rng))
				default:
					check(openPosition(v, rng))
				}
			}
			t.Logf("%s: %d positions in %v", v.Name(), n, time.Since(start).Round(time.Second))
		})
	}
}
