package variant

import "github.com/draughtsgo/checkers/board"

// men's step and capture directions in Turkish: forward and sideways.
var turkishMen = [2]board.DirSet{
	board.Dirs(board.North, board.East, board.West),
	board.Dirs(board.South, board.East, board.West),
}

// Turkish is Turkish draughts (dama), played on all 64 squares: men step
// and capture forward and sideways, never diagonally; kings fly along ranks
// and files. Each captured piece leaves the board as it is jumped, a king
// may not turn back 180 degrees between two jumps, and the capture must
// take the most pieces. Its nearest relative among the dark-square
// variants is International draughts turned orthogonal.
//
// Sources: BrainKing tp=36; Ludii Dama.lud (setup on ranks 2-3 and 6-7,
// orthogonal moves, immediate removal, no opposite direction between jumps);
// alemanni.pagesperso-orange.fr/turkish.html; BrainKing forum (no king
// priority, captured pieces removed during the jump); PDN GameType 30
// ("30,W,8,8,A0,0").
//
// Its rules in words, its choices and its sources: RULES.md, section
// Turkish (RULES.md#turkish).
var Turkish = must(Rules{
	Name:           "turkish",
	Aliases:        []string{"turkish-dama", "turkish-draughts"},
	GameType:       30,
	Board:          board.Whole8x8,
	FirstToMove:    board.White,
	Setup:          [2]board.Bitboard{rows(board.Whole8x8, 1, 2), rows(board.Whole8x8, 5, 6)}, // ranks 2-3 and 6-7
	ManSteps:       turkishMen,
	ManCaptures:    turkishMen,
	KingSteps:      board.Orthogonals,
	KingCaptures:   board.Orthogonals,
	FlyingKings:    true,              // any distance along a rank or file
	Removal:        RemoveImmediately, // "removed during the jump"
	NoReversal:     true,              // the 180-degree rule
	CrownInCapture: CrownAndStop,      // chosen (RULES.md#turkish), as BrainKing's base rule and setupgroup.com
	Promotion:      lastRanks(board.Whole8x8),
	Precedence:     []Criterion{MostPieces}, // no king priority
	Notation:       Algebraic,
	NumberFrom:     board.TopLeft, // 1 = a8, 64 = h1
	CaptureMark:    'x',
	Draws:          turkishDraws(),
})
