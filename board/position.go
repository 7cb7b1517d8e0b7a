package board

// Kind is the kind of a piece.
type Kind uint8

// The kinds of piece.
const (
	Man Kind = iota
	King
)

// String returns "man" or "king".
func (k Kind) String() string {
	if k == King {
		return "king"
	}
	return "man"
}

// Piece is a piece of some colour and kind.
type Piece struct {
	Color Color
	Kind  Kind
}

// Position is the placement of the pieces and the side to move. It is a
// small value: copy it freely. The zero Position is an empty board with
// White to move.
type Position struct {
	// Men and Kings hold the squares of each colour's men and kings,
	// indexed by [Color]. A square is in at most one of the four sets.
	Men, Kings [2]Bitboard
	// Turn is the side to move.
	Turn Color
}

// Pieces returns the squares of all pieces of colour c.
func (p *Position) Pieces(c Color) Bitboard { return p.Men[c].Or(p.Kings[c]) }

// Occupied returns the squares holding a piece of either colour.
func (p *Position) Occupied() Bitboard { return p.Pieces(White).Or(p.Pieces(Black)) }

// At returns the piece on s, and whether there is one.
func (p *Position) At(s Square) (Piece, bool) {
	for c := White; c <= Black; c++ {
		if p.Men[c].Has(s) {
			return Piece{c, Man}, true
		}
		if p.Kings[c].Has(s) {
			return Piece{c, King}, true
		}
	}
	return Piece{}, false
}

// Put returns the position with pc on s (replacing what was there).
func (p Position) Put(s Square, pc Piece) Position {
	p = p.Remove(s)
	if pc.Kind == King {
		p.Kings[pc.Color] = p.Kings[pc.Color].With(s)
	} else {
		p.Men[pc.Color] = p.Men[pc.Color].With(s)
	}
	return p
}

// Remove returns the position with s empty.
func (p Position) Remove(s Square) Position {
	for c := range p.Men {
		p.Men[c] = p.Men[c].Without(s)
		p.Kings[c] = p.Kings[c].Without(s)
	}
	return p
}

// Apply returns the position after the side to move plays m. It does not
// check that m is legal (movegen says which moves are) and never changes p.
func (p Position) Apply(m Move) Position {
	c, o := p.Turn, p.Turn.Opponent()
	king := p.Kings[c].Has(m.From) || m.Promotes
	p.Men[c] = p.Men[c].Without(m.From)
	p.Kings[c] = p.Kings[c].Without(m.From)
	if king {
		p.Kings[c] = p.Kings[c].With(m.To)
	} else {
		p.Men[c] = p.Men[c].With(m.To)
	}
	p.Men[o] = p.Men[o].AndNot(m.Captured)
	p.Kings[o] = p.Kings[o].AndNot(m.Captured)
	p.Turn = o
	return p
}
