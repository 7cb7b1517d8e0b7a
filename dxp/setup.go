package dxp

import (
	"fmt"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// The letters of a square's content in a position.
const (
	emptySquare = 'e'
	whiteMan    = 'w'
	blackMan    = 'z'
	whiteKing   = 'W'
	blackKing   = 'Z'
)

// Setup is a position as a GAMEREQ carries it: the side to move and the
// content of squares 1 to 50.
type Setup struct {
	// Turn is the side to move.
	Turn board.Color
	// Squares[i] is the content of square i+1: 'e' (empty), 'w' or 'z' (a
	// white or black man), 'W' or 'Z' (a white or black king).
	Squares [squares]byte
}

// StartSetup returns the initial position of International draughts:
// Black's men on 1-20, White's on 31-50, White to move.
func StartSetup() Setup {
	s, err := SetupOf(variant.International.Start())
	if err != nil {
		panic("dxp: the initial position does not convert: " + err.Error())
	}
	return s
}

// String writes the side to move's letter and the 50 squares, as a GAMEREQ
// does after its B.
func (s Setup) String() string {
	colour, ok := colourLetter(s.Turn)
	if !ok {
		colour = '?'
	}
	return string(colour) + string(s.Squares[:])
}

// append writes the side to move and the squares to dst, checking them,
// for a message of type kind.
func (s Setup) append(dst []byte, kind string) ([]byte, error) {
	colour, ok := colourLetter(s.Turn)
	if !ok {
		return nil, invalid(kind, "side to move %d is neither white nor black", s.Turn)
	}
	for i, c := range s.Squares {
		if !isContent(c) {
			return nil, invalid(kind, "square %d holds %q, not one of e w z W Z", i+1, c)
		}
	}
	dst = append(dst, colour)
	return append(dst, s.Squares[:]...), nil
}

// readSetup reads the side to move and the 50 squares of b, for a message
// of type kind.
func readSetup(b []byte, kind string) (Setup, error) {
	var s Setup
	if len(b) != 1+squares {
		return s, malformed(kind, "position of %d bytes, not %d", len(b), 1+squares)
	}
	turn, ok := readColour(b[0])
	if !ok {
		return s, malformed(kind, "side to move %q is neither W nor Z", b[0])
	}
	s.Turn = turn
	for i, c := range b[1:] {
		if !isContent(c) {
			return s, malformed(kind, "square %d holds %q, not one of e w z W Z", i+1, c)
		}
		s.Squares[i] = c
	}
	return s, nil
}

// isContent reports whether c is a square's letter.
func isContent(c byte) bool {
	switch c {
	case emptySquare, whiteMan, blackMan, whiteKing, blackKing:
		return true
	}
	return false
}

// SetupOf returns the DXP form of p, a position of International draughts.
// A position with pieces off the 50 squares, a piece the game does not
// have (a parachutist) or no side to move gives an error wrapping
// ErrPosition.
func SetupOf(p board.Position) (Setup, error) {
	var s Setup
	v := variant.International
	if _, ok := colourLetter(p.Turn); !ok {
		return s, fmt.Errorf("%w: side to move %d is neither white nor black", ErrPosition, p.Turn)
	}
	if !p.Paras[board.White].Or(p.Paras[board.Black]).IsEmpty() {
		return s, fmt.Errorf("%w: International draughts has no parachutists", ErrPosition)
	}
	if off := p.Occupied().AndNot(v.Board().Valid()); !off.IsEmpty() {
		return s, fmt.Errorf("%w: %d pieces off the 50 squares", ErrPosition, off.Count())
	}
	s.Turn = p.Turn
	numbering := v.Numbering()
	for n := 1; n <= squares; n++ {
		sq, _ := numbering.Square(n)
		c := byte(emptySquare)
		if pc, ok := p.At(sq); ok {
			c = pieceLetter(pc)
		}
		s.Squares[n-1] = c
	}
	return s, nil
}

// pieceLetter returns the letter of a man or king.
func pieceLetter(pc board.Piece) byte {
	switch {
	case pc.Color == board.White && pc.Kind == board.King:
		return whiteKing
	case pc.Color == board.White:
		return whiteMan
	case pc.Kind == board.King:
		return blackKing
	default:
		return blackMan
	}
}

// Position returns the library's position of s, for International
// draughts. A letter that is no square's content, no side to move, or a
// man on the row where it would have been crowned (which no game reaches)
// gives an error wrapping ErrPosition.
func (s Setup) Position() (board.Position, error) {
	v := variant.International
	if _, ok := colourLetter(s.Turn); !ok {
		return board.Position{}, fmt.Errorf("%w: side to move %d is neither white nor black", ErrPosition, s.Turn)
	}
	p := board.Position{Turn: s.Turn}
	numbering := v.Numbering()
	promotion := v.Promotion()
	for i, c := range s.Squares {
		sq, _ := numbering.Square(i + 1)
		var pc board.Piece
		switch c {
		case emptySquare:
			continue
		case whiteMan:
			pc = board.Piece{Color: board.White, Kind: board.Man}
		case blackMan:
			pc = board.Piece{Color: board.Black, Kind: board.Man}
		case whiteKing:
			pc = board.Piece{Color: board.White, Kind: board.King}
		case blackKing:
			pc = board.Piece{Color: board.Black, Kind: board.King}
		default:
			return board.Position{}, fmt.Errorf("%w: square %d holds %q, not one of e w z W Z", ErrPosition, i+1, c)
		}
		if pc.Kind == board.Man && promotion[pc.Color].Has(sq) {
			return board.Position{}, fmt.Errorf("%w: a %v man on square %d, its crowning row", ErrPosition, pc.Color, i+1)
		}
		p = p.Put(sq, pc)
	}
	// The key covers the side to move, which Put does not account for.
	return p.Rehash(), nil
}
