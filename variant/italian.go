package variant

import "github.com/draughtsgo/checkers/board"

// Italian is Italian draughts (FID rules), on the board whose a1 is light:
// English movement (short kings, men forward only), men that may not
// capture kings, and the longest precedence order of the family: the most
// pieces; then a capture by a king; then the most kings; then the king taken
// earliest.
//
// Sources: Federazione Italiana Dama rules as cited in dctl
// include/dctl/core/rules/italian.hpp (is_superior_rank_jump; precedence =
// num_captured_pieces, is_with_king, num_captured_kings, piece_order);
// BrainKing tp=122 ("pawns cannot capture kings", the same order); PDN
// GameType 22 ("22,W,8,8,N2,1": numbered from White's upper left, 1 = a8).
//
// Its rules in words, its choices and its sources: RULES.md, section
// Italian (RULES.md#italian).
var Italian = must(Rules{
	Name:                  "italian",
	Aliases:               []string{"dama-italiana", "italian-draughts"},
	GameType:              22,
	Board:                 board.Board8x8A1Light,
	FirstToMove:           board.White,
	Setup:                 setup(board.Board8x8A1Light, 3), // White on squares 21-32, Black on 1-12
	ManSteps:              forwardDiagonals,
	ManCaptures:           forwardDiagonals, // forward only
	KingSteps:             board.Diagonals,
	KingCaptures:          board.Diagonals,
	FlyingKings:           false, // the king moves and jumps one square
	MenCannotCaptureKings: true,  // FID: a man may not take a king
	Removal:               RemoveAtEnd,
	CrownInCapture:        CrownAndStop,
	Promotion:             lastRanks(board.Board8x8A1Light),
	Precedence:            []Criterion{MostPieces, WithKing, MostKings, EarliestKing},
	Notation:              Numeric,
	NumberFrom:            board.TopLeft, // 1 = a8
	CaptureMark:           'x',
	Draws:                 italianDraws(), // FID art. 9.3 (b1) and 10.4, as dctl italian.hpp cites them
})
