package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Russian man crowned in mid-capture goes on as a flying king, worked by
// hand in B:Wa1,a3,b2,b4,c1,d2,d4,f2,f4,g1,h2:Ba7,b6,b8,c7,d6,d8,e5,f8,g7,h6,h8
// (Black to move; Black men move down the board and are crowned on rank 1).
//
// Empty dark squares: e1, c3, e3, g3, h4, a5, c5, g5, f6, e7.
//
// Which Black pieces can capture: only e5. It touches d4 (c3 beyond is
// empty) and f4 (g3 beyond is empty). Every other Black man (a7, b6, b8,
// c7, d6, d8, f8, g7, h6, h8) has no White piece on a neighbouring square,
// and Black has no king. Capture is compulsory, so the legal moves are the
// captures of e5, and e5 is empty from its first jump on.
//
// A. e5 takes d4 and lands on c3, still a man. From c3, b2 cannot be taken
// (a1 beyond is White) and d4 is already taken; b4 (a5 empty beyond) and
// d2 (e1 empty beyond) can, so the capture must go on, with either:
//
// A1. c3 takes b4 and lands on a5. a5 touches only b6 (Black) and b4
// (taken): the move ends, with a man.
//
// A2. c3 takes d2 and lands on e1, rank 1: the man is crowned at once. The
// king on e1 has d2 (taken) on one diagonal, and on the other f2 (White)
// with g3 and h4 empty beyond it. From h4 nothing could follow (g5, f6, e7
// empty, then d8 Black; back the other way f2 is taken). From g3 the king
// can take f4: e5 beyond it is empty, since the man left it, and d6 after
// it is Black. So the king must land on g3, not h4; it takes f4 and lands
// on e5, the only square before d6. From e5: f6 empty then g7 Black, d6
// Black, d4 and f4 taken. The move ends, with a king.
//
// B. e5 takes f4 and lands on g3, still a man. From g3, h2 cannot be taken
// (off the board beyond), h4 is empty and f4 is taken; f2 can (e1 empty
// beyond), so it must: it takes f2 and lands on e1, rank 1, and is crowned
// at once. The king on e1 has f2 (taken) on one diagonal, and on the other
// d2 (White) with c3 empty beyond it and b4 (White) after c3: it takes d2
// and lands on c3. From c3, b2 cannot be taken (a1 White) and d2 is taken;
// b4 (a5 empty, then the edge) and d4 (e5 and f6 empty, then g7 Black)
// can, so it must go on, with either:
//
// B3. c3 takes b4 and lands on a5. a5 touches only b6 (Black) and b4
// (taken): the move ends, with a king.
//
// B4, B5. c3 takes d4 and may land on e5 (B4) or f6 (B5). From neither can
// it go on (from e5 as in A2; from f6: g7 Black, e7 empty then d8 Black, g5
// and h4 empty then the edge, e5 empty then d4 taken), so both landings are
// allowed, and the move ends with a king.
//
// The five routes, and the pieces each takes:
//
//	A1  e5xc3xa5          d4 b4        ends a man
//	A2  e5xc3xe1xg3xe5=K  d4 d2 f2 f4  crowned on e1
//	B3  e5xg3xe1xc3xa5=K  f4 f2 d2 b4  crowned on e1
//	B4  e5xg3xe1xc3xe5=K  f4 f2 d2 d4  crowned on e1
//	B5  e5xg3xe1xc3xf6=K  f4 f2 d2 d4  crowned on e1
//
// Four of the five routes end with a king (A2, B3, B4, B5), only A1 with a
// man. A2 and B4 share from (e5), to (e5), captured set (d2 d4 f2 f4) and
// promotion, so they are one move: four legal moves, three of which
// promote. A man that was not crowned on e1 could still make A2, B3 and B4
// with short jumps, ending them as a man, but never B5.
func TestRussianManCrownedMidCaptureGoesOnAsKing(t *testing.T) {
	const fen = "B:Wa1,a3,b2,b4,c1,d2,d4,f2,f4,g1,h2:Ba7,b6,b8,c7,d6,d8,e5,f8,g7,h6,h8"
	moves := legal(t, variant.Russian, fen)
	for i, m := range moves { // A2 and B4 are one move: either path may be kept
		if m == "e5xg3xe1xc3xe5=K" {
			moves[i] = "e5xc3xe1xg3xe5=K"
		}
	}
	assert.ElementsMatch(t, []string{
		"e5xc3xa5",         // A1: ends as a man
		"e5xc3xe1xg3xe5=K", // A2 = B4: crowned on e1
		"e5xg3xe1xc3xa5=K", // B3: crowned on e1
		"e5xg3xe1xc3xf6=K", // B5: crowned on e1, a king's landing
	}, moves)

	p, err := notation.ParseFEN(variant.Russian, fen)
	require.NoError(t, err)
	assert.Equal(t, 4, movegen.Count(variant.Russian, p))
}
