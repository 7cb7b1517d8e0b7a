package variant

import "github.com/draughtsgo/checkers/board"

// Dameo is Christian Freeling's Dameo (2000), on all 64 squares with 18 men
// each in a trapezoid. Men step straight or diagonally forward, and a line
// of men may advance as a whole; they capture only orthogonally, backwards
// too. Kings move like chess queens but capture only orthogonally, at a
// distance. Pieces leave the board when the move ends, the capture must
// take the most pieces, and a man passing the last rank during a capture
// is not crowned. Its nearest relative is International draughts on a
// whole board.
//
// Sources: mindsports.net/Arena/Dameo/Rules/Movement.html and the Dameo zrf
// documentation; di.fc.ul.pt/~jpn/gv/dameo.htm (rules summary by Freeling);
// iggamecenter.com/en/rules/dameo (promotion only at the end of a move);
// boardgamegeek thread 1747520 (setup).
//
// Its rules in words, its choices and its sources: RULES.md, section
// Dameo (RULES.md#dameo).
var Dameo = must(Rules{
	Name:        "dameo",
	Aliases:     []string{"freeling-dameo"},
	GameType:    0, // none; PDN files name it with a Variant tag
	Board:       board.Whole8x8,
	FirstToMove: board.White,
	Setup: [2]board.Bitboard{
		trapezoid(board.Whole8x8, 0, 1), // a1-h1, b2-g2, c3-f3
		trapezoid(board.Whole8x8, 7, -1),
	},
	ManSteps: [2]board.DirSet{
		board.Dirs(board.North, board.NorthEast, board.NorthWest),
		board.Dirs(board.South, board.SouthEast, board.SouthWest),
	},
	LineMoves:      true,
	ManCaptures:    [2]board.DirSet{board.Orthogonals, board.Orthogonals},
	KingSteps:      board.AllDirs,     // like a chess queen
	KingCaptures:   board.Orthogonals, // captures only orthogonally
	FlyingKings:    true,
	Removal:        RemoveAtEnd,
	CrownInCapture: PassThrough, // crowned only if the move ends on the last rank
	Promotion:      lastRanks(board.Whole8x8),
	Precedence:     []Criterion{MostPieces},
	Notation:       Algebraic,
	NumberFrom:     board.TopLeft,
	CaptureMark:    'x',
	Draws:          []DrawRule{repetition(3)}, // Freeling: 3-fold repetition, mutual impotence (declared), agreement
})

// trapezoid returns Dameo's setup of one side: 8, 6 and 4 men on the three
// ranks from back (rank back, then back+dir and back+2*dir), centred.
func trapezoid(g *board.Geometry, back, dir int) board.Bitboard {
	var b board.Bitboard
	for i := 0; i < 3; i++ {
		for col := i; col < g.Cols()-i; col++ {
			s, _ := g.Square(back+i*dir, col)
			b = b.With(s)
		}
	}
	return b
}
