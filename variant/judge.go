package variant

import "github.com/draughtsgo/checkers/board"

// What the game reads to judge a draw rule's material on a position.

// Meets reports whether p meets m.
func (m Material) Meets(p *board.Position) bool {
	total := p.Occupied().Count()
	if total < m.MinTotal || (m.MaxTotal > 0 && total > m.MaxTotal) {
		return false
	}
	if !m.LoneKing {
		return m.describes(p, board.White) && m.describes(p, board.Black)
	}
	_, ok := m.Strong(p)
	return ok
}

// Strong returns the strong side of p under a LoneKing material: the side
// facing a lone king whose pieces m describes. It reports false when p has
// no such side. With a lone king on each side either may be the strong
// side, and Strong returns White.
func (m Material) Strong(p *board.Position) (board.Color, bool) {
	for c := board.White; c <= board.Black; c++ {
		if IsLoneKing(p, c.Opponent()) && m.describes(p, c) {
			return c, true
		}
	}
	return board.White, false
}

// describes reports whether c's pieces in p are as m says.
func (m Material) describes(p *board.Position, c board.Color) bool {
	n := p.Pieces(c).Count()
	return n >= m.MinPieces && (m.MaxPieces == 0 || n <= m.MaxPieces) &&
		p.Kings[c].Count() >= m.MinKings && (!m.NoMen || n == p.Kings[c].Count())
}

// IsLoneKing reports whether c's only piece in p is one king.
func IsLoneKing(p *board.Position, c board.Color) bool {
	return p.Kings[c].Count() == 1 && p.Pieces(c).Count() == 1
}
