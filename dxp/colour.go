package dxp

import "github.com/draughtsgo/checkers/board"

// The protocol's letters for the colours: W for white, Z (zwart) for black.
const (
	letterWhite = 'W'
	letterBlack = 'Z'
)

// readColour reads a colour letter.
func readColour(c byte) (board.Color, bool) {
	switch c {
	case letterWhite:
		return board.White, true
	case letterBlack:
		return board.Black, true
	}
	return 0, false
}

// colourLetter returns the letter of c, and false if c is neither White
// nor Black.
func colourLetter(c board.Color) (byte, bool) {
	switch c {
	case board.White:
		return letterWhite, true
	case board.Black:
		return letterBlack, true
	}
	return 0, false
}
