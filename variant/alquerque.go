package variant

import "github.com/draughtsgo/checkers/board"

// Alquerque on BrainKing's rules: 12 men each on a board of 5x5 points
// joined by lines (orthogonal everywhere, diagonal through the points whose
// file+rank is even), the centre empty. Men step along a line forward,
// diagonally forward or sideways, never back, and are never crowned; a man
// on the last rank makes no quiet move but may still capture. A capture's
// first jump goes in a direction the man could step; later jumps in any
// line direction. Capturing is compulsory, the choice free. It is the
// family's ancestor: draughts with men only, on points and lines.
//
// Sources: BrainKing tp=53 ("in moving direction"; "the second and next
// jumps can be done in any direction, even backward"; a man on the last
// rank stays "unless it can jump"); Ludii Alquerque.lud (board, setup);
// removal at the end of the move, chosen: see RULES.md, section Alquerque
// (RULES.md#alquerque), which gives its rules in words.
var Alquerque = must(Rules{
	Name:        "alquerque",
	Aliases:     []string{"qirkat"},
	Board:       board.Points5x5,
	FirstToMove: board.White,
	Setup: [2]board.Bitboard{
		rows(board.Points5x5, 0, 1).Or(squares(board.Points5x5, "d3", "e3")),
		rows(board.Points5x5, 3, 4).Or(squares(board.Points5x5, "a3", "b3")),
	},
	ManSteps:     alquerqueMen,
	ManCaptures:  alquerqueMen, // the first jump
	Continuation: AnyDirection, // later jumps
	StepBarred:   [2]board.Bitboard{board.Points5x5.Row(4), board.Points5x5.Row(0)},
	Removal:      RemoveAtEnd,
	Notation:     Algebraic,
	NumberFrom:   board.TopLeft,
	CaptureMark:  'x',
	Draws:        []DrawRule{repetition(3)}, // no source gives a rule: repetition, or agreement
})

// alquerqueMen are the directions of each side's men: forwards, diagonally
// forwards and sideways.
var alquerqueMen = [2]board.DirSet{
	board.Dirs(board.North, board.NorthEast, board.NorthWest, board.East, board.West),
	board.Dirs(board.South, board.SouthEast, board.SouthWest, board.East, board.West),
}
