package egdb_test

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The number of English positions with n pieces, kings and men of both
// colours, men never on their own crowning row, side to move not counted:
// OEIS A055213 (from Schaeffer's census of the checkers databases).
func TestEnglishCensus(t *testing.T) {
	want := []uint64{120, 6_972, 261_224, 7_092_774, 148_688_232, 2_503_611_964}
	for n, w := range want {
		var total uint64
		for _, m := range egdb.Materials(n + 1) {
			total += egdb.NewSlice(variant.English, m).Size()
		}
		assert.Equal(t, w, total, "%d pieces", n+1)
	}
}

// The census of the 10x10 board has a closed form. With 50 squares, of
// which 5 are each side's promotion squares (45 where its men may stand,
// 40 where either side's may), the positions of a white men on the 40
// shared squares, b on White's 5 own, c black men and d, e kings number
// C(40,a) C(5,b) C(45-a,c) C(50-a-b-c,d) C(50-a-b-c-d,e), summed over a
// and b. Worked for the smallest cases: one piece, 45+45+50+50 = 190;
// a king each, 50*49 = 2,450.
func TestInternationalCensus(t *testing.T) {
	v := variant.International
	size := func(m egdb.Material) uint64 { return egdb.NewSlice(v, m).Size() }
	var one uint64
	for _, m := range egdb.Materials(1) {
		one += size(m)
	}
	assert.Equal(t, uint64(190), one)
	assert.Equal(t, uint64(2_450), size(egdb.Material{Kings: [2]int{1, 1}}))
	// A man each: White's man on one of the 5 squares only White's men
	// use (45 places for Black's), or on one of the 40 shared (44 left).
	assert.Equal(t, uint64(5*45+40*44), size(egdb.Material{Men: [2]int{1, 1}}))
}

// Every index of a slice is one position of its material, which indexes
// back to it: all of them for small slices of several variants, a sample
// of the larger.
func TestIndexRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range []*variant.Variant{variant.English, variant.International, variant.Russian,
		variant.Italian, variant.Turkish, variant.Canadian, variant.OneWay, variant.Corner,
		variant.Frisian, variant.Parachute} {
		for n := 1; n <= 3; n++ {
			for _, m := range egdb.Materials(n) {
				s := egdb.NewSlice(v, m)
				check := func(i uint64) {
					p := s.Position(i)
					require.Equal(t, m, egdb.MaterialOf(&p), "%s %v %d", v, m, i)
					prom := v.Promotion()
					require.True(t, p.Men[board.White].And(prom[board.White]).IsEmpty())
					require.True(t, p.Men[board.Black].And(prom[board.Black]).IsEmpty())
					require.True(t, p.Occupied().AndNot(v.Board().Valid()).IsEmpty())
					back, ok := s.Index(&p)
					require.True(t, ok)
					require.Equal(t, i, back, "%s %v", v, m)
				}
				if s.Size() <= 5_000 {
					for i := range s.Size() {
						check(i)
					}
					continue
				}
				for range 500 {
					check(rng.Uint64N(s.Size()))
				}
			}
		}
	}
}

// A position of another material, or with a man on its promotion row, has
// no index.
func TestIndexRefuses(t *testing.T) {
	v := variant.English
	s := egdb.NewSlice(v, egdb.Material{Men: [2]int{1, 0}})
	var p board.Position
	p = p.Put(v.Promotion()[board.White].First(), board.Piece{Color: board.White, Kind: board.Man})
	_, ok := s.Index(&p)
	assert.False(t, ok, "a man on its crowning row")
	q := p.Put(0, board.Piece{Color: board.Black, Kind: board.King})
	_, ok = s.Index(&q)
	assert.False(t, ok, "another material")
}
