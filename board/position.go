package board

import (
	"math/bits"
	"strconv"
)

// Kind is the kind of a piece.
type Kind uint8

// The kinds of piece.
const (
	Man Kind = iota
	King
	// Parachutist is Parachute checkers' third piece: it has no quiet move,
	// captures towards its own side and becomes a man when it does.
	Parachutist
)

var kindNames = [...]string{"man", "king", "parachutist"}

// String returns "man", "king" or "parachutist".
// A value out of range prints as its type and number, "Kind(7)".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Piece is a piece of some colour and kind.
type Piece struct {
	Color Color
	Kind  Kind
}

// Position is the placement of the pieces and the side to move, with its
// Zobrist key, and in Frisian draughts the runs of quiet king moves that
// its king-move limit counts (kept by the variant, see [KingRun]). It is a
// small value: copy it freely, compare it with ==. The zero Position is an
// empty board with White to move (key 0).
type Position struct {
	// Men, Kings and Paras hold the squares of each colour's men, kings
	// and parachutists, indexed by [Color]. A square is in at most one of
	// the six sets. Only Parachute checkers has parachutists.
	// Their JSON names say that the squares are bit indices, not square
	// numbers (notation.FormatFEN writes a position as players do).
	Men   [2]Bitboard `json:"menIndices"`
	Kings [2]Bitboard `json:"kingsIndices"`
	Paras [2]Bitboard `json:"parasIndices,omitzero"`
	// Turn is the side to move.
	Turn Color `json:"turn"`
	// KingRuns holds each side's run of quiet moves with one king, in the
	// variants that limit them (Frisian, Frysk!): variant.Variant.Apply
	// keeps it there, and it stays zero in every other variant, so that
	// it changes neither equality nor the key. Set it with SetKingRun.
	KingRuns KingRuns `json:"kingRuns,omitzero"`
	// Key is the position's Zobrist key: equal for equal positions, kept
	// up to date by Put, Remove, MovePieces and SetKingRun (see
	// [Position.ComputeKey]).
	Key uint64 `json:"key"`
}

// Pieces returns the squares of all pieces of colour c: none if c is
// neither [White] nor [Black].
func (p *Position) Pieces(c Color) Bitboard {
	if c > Black {
		return Bitboard{}
	}
	return p.Men[c].Or(p.Kings[c]).Or(p.Paras[c])
}

// Occupied returns the squares holding a piece of either colour.
func (p *Position) Occupied() Bitboard { return p.Pieces(White).Or(p.Pieces(Black)) }

// At returns the piece on s, and whether there is one.
func (p *Position) At(s Square) (Piece, bool) {
	for c := White; c <= Black; c++ {
		for k, set := range [...]Bitboard{p.Men[c], p.Kings[c], p.Paras[c]} {
			if set.Has(s) {
				return Piece{c, Kind(k)}, true
			}
		}
	}
	return Piece{}, false
}

// Put returns the position with pc on s (replacing what was there). It
// returns p unchanged if s is not a square a [Bitboard] holds (such as
// [NoSquare]) or pc is not a piece: its colour neither White nor Black, or
// its kind none of Man, King and Parachutist.
func (p Position) Put(s Square, pc Piece) Position {
	if s >= MaxBits || pc.Color > Black || pc.Kind > Parachutist {
		return p
	}
	p = p.Remove(s)
	p.Key ^= pieceKey(s, pc)
	switch pc.Kind {
	case King:
		p.Kings[pc.Color] = p.Kings[pc.Color].With(s)
	case Parachutist:
		p.Paras[pc.Color] = p.Paras[pc.Color].With(s)
	default:
		p.Men[pc.Color] = p.Men[pc.Color].With(s)
	}
	return p
}

// Remove returns the position with s empty.
func (p Position) Remove(s Square) Position {
	return p.removeAll(SquareSet(s))
}

// removeAll returns the position with the squares of b empty.
func (p Position) removeAll(b Bitboard) Position {
	for s := range b.And(p.Occupied()).Squares() {
		pc, _ := p.At(s)
		p.Key ^= pieceKey(s, pc)
	}
	for c := range p.Men {
		p.Men[c] = p.Men[c].AndNot(b)
		p.Kings[c] = p.Kings[c].AndNot(b)
		p.Paras[c] = p.Paras[c].AndNot(b)
	}
	return p
}

// MovePieces plays m in p, in place: the pieces move and the turn
// passes, and nothing else. It knows no variant's rules, so it neither
// checks that m is legal (movegen says which moves are) nor keeps the runs
// of king moves (KingRuns) that Frisian draughts counts. Play a move under
// a variant's rules with variant.Variant.Apply, which calls it and returns
// a new position.
//
// The moving piece goes from From to To: a king stays a king, a man or
// parachutist arrives a man, or a king if m promotes. The pieces on the
// Captured squares leave the board; To may be one of them (a capture that
// comes round to a square it emptied), and the moving piece stands there
// all the same. A lift takes the piece on From off the board.
//
// MovePieces leaves p as it is if p.Turn is neither White nor Black: no
// side is to move.
func (p *Position) MovePieces(m Move) {
	if p.Turn > Black {
		return
	}
	if m.Lift || m.From >= MaxBits || m.To >= MaxBits {
		*p = p.moveBySquares(m)
		return
	}
	// The common case, bit by bit, here, so that a move costs one call.
	// The sets and the key are worked on in locals and written back
	// once: updated in place, each change would wait on the one before.
	c, o := p.Turn, p.Turn.Opponent()
	from, to := Bitboard{}.With(m.From), Bitboard{}.With(m.To)
	men, kings, paras := p.Men[c], p.Kings[c], p.Paras[c]
	key := p.Key ^ zobristBlack
	king := !kings.And(from).IsEmpty()
	switch {
	case king:
		key ^= pieceKey(m.From, Piece{c, King})
	case !men.And(from).IsEmpty():
		key ^= pieceKey(m.From, Piece{c, Man})
	case !paras.And(from).IsEmpty():
		key ^= pieceKey(m.From, Piece{c, Parachutist})
	}
	gone := m.Captured.Or(to)
	men, kings, paras = men.AndNot(from), kings.AndNot(from), paras.AndNot(from)
	if !men.Or(kings).Or(paras).And(gone).IsEmpty() {
		// Not in a legal move: a piece of the mover's own on a square
		// the move empties.
		key ^= keyOf(men.And(gone), Piece{c, Man}) ^ keyOf(kings.And(gone), Piece{c, King}) ^
			keyOf(paras.And(gone), Piece{c, Parachutist})
		men, kings, paras = men.AndNot(gone), kings.AndNot(gone), paras.AndNot(gone)
	}
	if king || m.Promotes {
		kings = kings.Or(to)
		key ^= pieceKey(m.To, Piece{c, King})
	} else {
		men = men.Or(to)
		key ^= pieceKey(m.To, Piece{c, Man})
	}
	p.Men[c], p.Kings[c], p.Paras[c] = men, kings, paras
	if men, kings, paras := p.Men[o], p.Kings[o], p.Paras[o]; !men.Or(kings).Or(paras).And(gone).IsEmpty() {
		key ^= keyOf(men.And(gone), Piece{o, Man}) ^ keyOf(kings.And(gone), Piece{o, King}) ^
			keyOf(paras.And(gone), Piece{o, Parachutist})
		p.Men[o], p.Kings[o], p.Paras[o] = men.AndNot(gone), kings.AndNot(gone), paras.AndNot(gone)
	}
	p.Turn, p.Key = o, key
}

// keyOf returns the Zobrist numbers of pc on each square of b, XORed.
func keyOf(b Bitboard, pc Piece) uint64 {
	var k uint64
	for ; b.Lo != 0; b.Lo &= b.Lo - 1 {
		k ^= pieceKey(Square(bits.TrailingZeros64(b.Lo)), pc)
	}
	for ; b.Hi != 0; b.Hi &= b.Hi - 1 {
		k ^= pieceKey(Square(64+bits.TrailingZeros64(b.Hi)), pc)
	}
	return k
}

// moveBySquares is MovePieces square by square, through Remove and Put:
// for lifts and squares beyond the board's bits.
func (p Position) moveBySquares(m Move) Position {
	c := p.Turn
	if m.Lift {
		p = p.Remove(m.From)
	} else {
		kind := Man
		if p.Kings[c].Has(m.From) || m.Promotes {
			kind = King
		}
		p = p.removeAll(SquareSet(m.From).Or(m.Captured)).Put(m.To, Piece{c, kind})
	}
	p.Turn = c.Opponent()
	p.Key ^= zobristBlack
	return p
}
