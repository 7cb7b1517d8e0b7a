package board

// Zobrist keys: one random 64-bit number per (square, colour, kind), and
// one for Black to move. A position's key is the XOR of the numbers of its
// pieces, of the side number when Black is to move, and of its king runs'
// numbers (see runKey): equal positions have equal keys whatever the moves
// that led to them, and a move changes the key by the numbers of the few
// pieces it moves, takes or crowns.
var (
	zobristPiece [MaxBits][2][3]uint64
	zobristBlack uint64
)

func init() {
	// splitmix64 from a fixed seed: the same keys in every run.
	state := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 {
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for s := range zobristPiece {
		for c := range zobristPiece[s] {
			for k := range zobristPiece[s][c] {
				zobristPiece[s][c][k] = next()
			}
		}
	}
	zobristBlack = next()
}

// pieceKey returns the Zobrist number of pc on s.
func pieceKey(s Square, pc Piece) uint64 { return zobristPiece[s][pc.Color][pc.Kind] }

// ComputeKey returns the Zobrist key of p computed from scratch. Put,
// Remove, MovePieces and Rehash keep [Position.Key] equal to it; a position built
// by setting its sets directly needs Rehash.
func (p *Position) ComputeKey() uint64 {
	var k uint64
	for c := White; c <= Black; c++ {
		for kind, set := range [...]Bitboard{p.Men[c], p.Kings[c], p.Paras[c]} {
			for s := range set.Squares() {
				k ^= pieceKey(s, Piece{c, Kind(kind)})
			}
		}
	}
	if p.Turn == Black {
		k ^= zobristBlack
	}
	for c := White; c <= Black; c++ {
		k ^= runKey(c, p.KingRuns[c])
	}
	return k
}

// runKey returns the Zobrist number of side c's king run r: 0 for no run,
// else a number mixed from the side, the square and the count by
// splitmix64's finaliser (a bijection, so no two runs share a number), so
// that runs of any length need no table.
func runKey(c Color, r KingRun) uint64 {
	if r.Moves == 0 {
		return 0
	}
	z := 0x6a09e667f3bcc909 ^ (uint64(c)<<16 | uint64(r.King)<<8 | uint64(r.Moves))
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Rehash returns p with its Key computed from its pieces and side to move.
func (p Position) Rehash() Position {
	p.Key = p.ComputeKey()
	return p
}
