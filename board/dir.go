package board

import "strconv"

// Dir is one of the eight compass directions on the board, as White sees
// it: North is towards higher ranks (Black's side), East towards the h file.
type Dir uint8

// The eight directions, clockwise from North. On whole boards (Turkish,
// Dameo, Gothic, Konane) and Alquerque's points an orthogonal step goes to
// the next cell; on dark-square boards, where most variants use only the
// four diagonals, it goes to the next dark square along the file or rank,
// two cells on (Frisian draughts' orthogonal jumps).
const (
	North Dir = iota
	NorthEast
	East
	SouthEast
	South
	SouthWest
	West
	NorthWest
	NumDirs = 8
)

var dirNames = [NumDirs]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

// dirDelta gives, per direction, the change of (row, column).
var dirDelta = [NumDirs][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

// String returns the compass abbreviation ("N", "NE", ...).
// A value out of range prints as its type and number, "Dir(9)".
func (d Dir) String() string {
	if d < NumDirs {
		return dirNames[d]
	}
	return "Dir(" + strconv.Itoa(int(d)) + ")"
}

// Opposite returns the direction turned by 180 degrees.
func (d Dir) Opposite() Dir { return (d + 4) & 7 }

// Delta returns the change of row (rank) and column (file) of one step:
// 0, 0 for a value that is not a direction.
func (d Dir) Delta() (dRow, dCol int) {
	if d >= NumDirs {
		return 0, 0
	}
	return dirDelta[d][0], dirDelta[d][1]
}

// DirSet is a set of directions, one bit per [Dir].
type DirSet uint8

// Common direction sets.
const (
	Diagonals   DirSet = 1<<NorthEast | 1<<SouthEast | 1<<SouthWest | 1<<NorthWest
	Orthogonals DirSet = 1<<North | 1<<East | 1<<South | 1<<West
	AllDirs     DirSet = Diagonals | Orthogonals
	// NorthDiagonals are the forward diagonals of a White man.
	NorthDiagonals DirSet = 1<<NorthEast | 1<<NorthWest
	// SouthDiagonals are the forward diagonals of a Black man.
	SouthDiagonals DirSet = 1<<SouthEast | 1<<SouthWest
)

// Dirs returns the set holding exactly the given directions.
func Dirs(ds ...Dir) DirSet {
	var s DirSet
	for _, d := range ds {
		s |= 1 << d
	}
	return s
}

// Has reports whether d is in the set.
func (s DirSet) Has(d Dir) bool { return s&(1<<d) != 0 }

// String lists the directions, e.g. "{NE,NW}".
func (s DirSet) String() string {
	out := "{"
	for d := Dir(0); d < NumDirs; d++ {
		if s.Has(d) {
			if len(out) > 1 {
				out += ","
			}
			out += d.String()
		}
	}
	return out + "}"
}
