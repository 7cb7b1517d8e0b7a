package board_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
)

// A value outside an enum's names prints as its type and number, as the
// go vet and stringer convention has it ("Kind(7)"), so that a corrupt or
// mistaken value shows what it was in a message or a log. The names of
// the valid values stay as they are.
func TestEnumStringShowsTheValue(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{board.Layout(9).String(), "Layout(9)"},
		{board.Color(2).String(), "Color(2)"},
		{board.Color(255).String(), "Color(255)"},
		{board.Dir(board.NumDirs).String(), "Dir(8)"},
		{board.Corner(4).String(), "Corner(4)"},
		{board.Kind(7).String(), "Kind(7)"},
		{board.Points.String(), "points"},
		{board.Black.String(), "black"},
		{board.NorthWest.String(), "NW"},
		{board.BottomRight.String(), "bottom-right"},
		{board.Parachutist.String(), "parachutist"},
	} {
		assert.Equal(t, c.want, c.got)
	}
}
