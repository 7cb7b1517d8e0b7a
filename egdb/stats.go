package egdb

import (
	"fmt"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// SliceStats are the counts of the values of one slice of a database
// with one side to move.
type SliceStats struct {
	// Material is the slice's, and Turn the side to move.
	Material Material
	Turn     board.Color
	// Wins, Draws and Losses count the slice's positions with Turn to
	// move by their value.
	Wins, Draws, Losses uint64
	// LongestWin is the longest distance of a win, in plies, and Longest
	// the first position (by index) won in that many; 0 and the zero
	// Position where no position is won (Wins is 0).
	LongestWin int
	Longest    board.Position
}

// Stats returns the counts of every slice of v's database in dir, the
// materials of 1 to its most pieces in the order of [Materials], each
// with White to move, then Black. It reads every position: a slice
// missing, damaged or unreadable is an error (Probe's, wrapped).
func Stats(dir string, v *variant.Variant) ([]SliceStats, error) {
	db, err := Open(dir, v)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	var out []SliceStats
	for n := 1; n <= db.Pieces(); n++ {
		for _, m := range Materials(n) {
			s := NewSlice(v, m)
			for _, c := range []board.Color{board.White, board.Black} {
				st := SliceStats{Material: m, Turn: c}
				for i := range s.Size() {
					p := s.Position(i)
					p.Turn = c
					value, err := db.Probe(p)
					if err != nil {
						return nil, fmt.Errorf("%s: slice %s: %w", dir, m, err)
					}
					switch value.Outcome {
					case Win:
						st.Wins++
						if st.Wins == 1 || value.Plies > st.LongestWin {
							st.LongestWin, st.Longest = value.Plies, p.Rehash()
						}
					case Draw:
						st.Draws++
					case Loss:
						st.Losses++
					}
				}
				out = append(out, st)
			}
		}
	}
	return out, nil
}
