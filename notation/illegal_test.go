package notation_test

import (
	"errors"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/capture"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An illegal move's error says why, with the moves that may be played
// instead, in the variant's own notation. The positions and the moves are
// worked by hand:
//
//   - English starts with Black to move, its men on 1-12, White's on
//     21-32; a man on a row that starts a line of four at the board's
//     left (1-4, 9-12, ...) goes forward to the squares four and five on,
//     the rightmost of them (4, 12, ...) only to the square four on; the
//     next row's (5-8, 13-16, ...) to three and four on, the leftmost
//     (5, 13, ...) only four on. So 12 goes to 16 alone, 3 is blocked by
//     its men on 7 and 8, and the seven moves are 9-13, 9-14, 10-14,
//     10-15, 11-15, 11-16 and 12-16. In B:W14:B1,9 the man on 9 must
//     take 14, landing on 18.
//   - International, W:W32:B19,27,28: the man on 32 (d4) may take 27 (c5)
//     alone, landing on 21 (b6), or 28 (e5) and then 19 (g7), landing on
//     14 (h8): the majority rule leaves only 32x14.
//   - Russian starts with White's men on a1-h3: a1 is blocked, and the
//     seven moves go from the third rank, a3-b4, c3-b4, c3-d4, e3-d4,
//     e3-f4, g3-f4, g3-h4 (by file, then rank). In W:Wa3,c3:Bd4, c3
//     must take d4, landing on e5.
func TestIllegalMoveReasons(t *testing.T) {
	en, in, ru := variant.English, variant.International, variant.Russian
	for _, tc := range []struct {
		v      *variant.Variant
		fen    string // "" for the start
		text   string
		reason notation.Reason
		square string // the square the reason names, "" for none
		legal  []string
		msg    string
	}{
		{en, "", "12-17", notation.PieceMoves, "12", []string{"12-16"},
			`move "12-17": illegal move: the piece on 12 can play 12-16`},
		{en, "", "13-17", notation.NoPiece, "13", nil,
			`move "13-17": illegal move: there is no piece on 13`},
		{en, "", "21-17", notation.OpponentsPiece, "21", nil,
			`move "21-17": illegal move: the piece on 21 is white's, and black is to move`},
		{en, "", "3-7", notation.PieceCannotMove, "3", []string{"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"},
			`move "3-7": illegal move: the piece on 3 cannot move; the legal moves are 9-13, 9-14, 10-14, 10-15, 11-15, 11-16 or 12-16`},
		{en, "B:W14:B1,9", "1-5", notation.CaptureCompulsory, "", []string{"9x18"},
			`move "1-5": illegal move: a capture is compulsory: 9x18`},
		{en, "B:W14:B1,9", "1x10", notation.CaptureCompulsory, "", []string{"9x18"},
			`move "1x10": illegal move: a capture is compulsory: 9x18`}, // 1 has no capture

		{in, "W:W32:B19,27,28", "32x21", notation.CapturePrecedence, "32", []string{"32x14"},
			`move "32x21": illegal move: the capture that takes the most pieces must be played, here 2: 32x14`}, // 27 alone; 32x23x14 takes 28 and 19
		{in, "W:W32:B19,27,28", "32x23", notation.PieceMoves, "32", []string{"32x14"},
			`move "32x23": illegal move: the piece on 32 can play 32x14`}, // stops before the end
		{in, "W:W32:B19,27,28", "32-27", notation.CaptureCompulsory, "", []string{"32x14"},
			`move "32-27": illegal move: a capture is compulsory: 32x14`},
		{in, "W:W32:B19,27,28", "27x38", notation.OpponentsPiece, "27", nil,
			`move "27x38": illegal move: the piece on 27 is black's, and white is to move`},
		{in, "", "27-22", notation.NoPiece, "27", nil,
			`move "27-22": illegal move: there is no piece on 27`},

		{ru, "", "c3-e5", notation.PieceMoves, "c3", []string{"c3-b4", "c3-d4"},
			`move "c3-e5": illegal move: the piece on c3 can play c3-b4 or c3-d4`},
		{ru, "", "a1-b2", notation.PieceCannotMove, "a1", []string{"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"},
			`move "a1-b2": illegal move: the piece on a1 cannot move; the legal moves are a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4 or g3-h4`},
		{ru, "W:Wa3,c3:Bd4", "a3-b4", notation.CaptureCompulsory, "", []string{"c3:e5"},
			`move "a3-b4": illegal move: a capture is compulsory: c3:e5`},
		{ru, "W:Wa3,c3:Bd4", "c3:a5", notation.PieceMoves, "c3", []string{"c3:e5"},
			`move "c3:a5": illegal move: the piece on c3 can play c3:e5`},
		{ru, "W:Wa3,c3:Bd4", "e3:g5", notation.NoPiece, "e3", nil,
			`move "e3:g5": illegal move: there is no piece on e3`},
		{ru, "W:Wa3,c3:Bd4", "d4:b2", notation.OpponentsPiece, "d4", nil,
			`move "d4:b2": illegal move: the piece on d4 is black's, and white is to move`},
	} {
		name := tc.v.Name() + " " + tc.fen + " " + tc.text
		p := tc.v.Start()
		if tc.fen != "" {
			p = position(t, tc.v, tc.fen)
		}
		_, err := notation.ParseMove(tc.v, p, tc.text)
		require.ErrorIs(t, err, notation.ErrIllegal, name)
		assert.EqualError(t, err, tc.msg, name)
		var me *notation.MoveError
		require.ErrorAs(t, err, &me, name)
		assert.Equal(t, tc.reason, me.Reason, name)
		assert.Equal(t, tc.text, me.Text, name)
		if tc.square != "" {
			sq, err := notation.ParseSquare(tc.v, tc.square)
			require.NoError(t, err)
			assert.Equal(t, sq, me.Square, name)
		}
		var legal []string
		for _, m := range me.Legal {
			legal = append(legal, notation.FormatMove(tc.v, p, m))
		}
		assert.Equal(t, tc.legal, legal, name)
	}
}

// A side with no legal move at all is told so; a query with no starting
// square has no reason to give but a compulsory capture.
func TestIllegalMoveNoReason(t *testing.T) {
	v := variant.English
	p := v.Start()
	p.Men[board.White] = board.Bitboard{}
	p.Turn = board.White
	_, err := notation.ParseMove(v, p, "21-17")
	assert.EqualError(t, err, `move "21-17": illegal move: white has no legal move`)

	i := variant.International
	_, err = notation.MatchMove(i, i.Start(), notation.MoveQuery{From: board.NoSquare, To: num(t, i, 25)})
	assert.EqualError(t, err, `move "?-25": illegal move`)
	var me *notation.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, notation.NoReason, me.Reason)

	// From 32, White's men go to 27 and 28 only.
	_, err = notation.MatchMove(i, i.Start(), notation.MoveQuery{From: num(t, i, 32), To: num(t, i, 26)})
	assert.EqualError(t, err, `move "32-26": illegal move: the piece on 32 can play 32-27 or 32-28`)
	// 32 must take 27, landing on 21.
	q := position(t, i, "W:W32:B27")
	_, err = notation.MatchMove(i, q, notation.MoveQuery{From: board.NoSquare, To: num(t, i, 28)})
	assert.EqualError(t, err, `move "?-28": illegal move: a capture is compulsory: 32x21`)
}

// IllegalMove says why a move given as a board.Move is refused, as
// ParseMove says it of a text: the errors of Game.Play.
func TestIllegalMoveOfAMove(t *testing.T) {
	v := variant.English
	err := notation.IllegalMove(v, v.Start(), board.Move{From: num(t, v, 12), To: num(t, v, 17)})
	assert.EqualError(t, err, `move "12-17": illegal move: the piece on 12 can play 12-16`)
	assert.True(t, errors.Is(err, notation.ErrIllegal))
	assert.Equal(t, notation.PieceMoves, err.Reason)

	// A capture that takes a piece of the wrong square: the piece's own
	// capture is listed (B:W14:B1,9 as above).
	p := position(t, v, "B:W14:B1,9")
	err = notation.IllegalMove(v, p, board.Move{From: num(t, v, 9), To: num(t, v, 18), Captured: numbers(t, v, 13)})
	assert.EqualError(t, err, `move "9x18": illegal move: the piece on 9 can play 9x18`)
	assert.ErrorIs(t, notation.IllegalMove(nil, p, board.Move{}), notation.ErrNoVariant)

	// An error built outside the package has no variant to write with.
	outside := &notation.MoveError{Text: "12-17", Position: v.Start(), Err: notation.ErrIllegal, Reason: notation.NoPiece}
	assert.Equal(t, "", outside.Why())
	assert.EqualError(t, outside, `move "12-17": illegal move`)
}

// A complete capture that the precedence rules refuse is told by the rule
// that refused it (the words are capture.Step.Why's), with the captures
// that may be played, whether it is read from text or made as a move.
func TestIllegalMoveCapturePrecedence(t *testing.T) {
	for _, tc := range []struct {
		v     *variant.Variant
		fen   string
		text  string
		rule  variant.Criterion
		legal string
		msg   string
	}{
		// Italian (numbers from the upper left, a1 light: c2 26, g2 28,
		// e4 19): the man on c2 and the king on g2 each take one piece,
		// landing on e4; a king must capture when one can.
		{variant.Italian, "W:Wc2,Kg2:Bd3,f3", "26x19", variant.WithKing, "28x19",
			`move "26x19": illegal move: a king must capture when one can: 28x19`},
		// Portuguese quality (numbers from White's lower right, row by
		// row: g2 5, c2 7, e4 14, g6 21, c6 23; see capture's tests for
		// the four captures of two pieces): c2 over d3 and f5 (7x14x21)
		// takes no king, g2 over f3 and d5 (5x14x23) two. The one legal
		// capture is written from and to.
		{variant.Portuguese, "W:Wc2,g2:Bd3,f5,Kf3,Kd5", "7x14x21", variant.MostKings, "5x23",
			`move "7x14x21": illegal move: the capture that takes the most kings must be played, here 2: 5x23`},
	} {
		p := position(t, tc.v, tc.fen)
		_, err := notation.ParseMove(tc.v, p, tc.text)
		assert.EqualError(t, err, tc.msg, tc.text)
		var me *notation.MoveError
		require.ErrorAs(t, err, &me, tc.text)
		assert.Equal(t, notation.CapturePrecedence, me.Reason, tc.text)
		assert.Equal(t, tc.rule, me.Criterion, tc.text)
		require.Len(t, me.Legal, 1, tc.text)
		assert.Equal(t, tc.legal, notation.FormatMove(tc.v, p, me.Legal[0]), tc.text)
	}
	// The same reason for a board.Move: International's man on 32 taking
	// 27 alone, where 32x23x14 takes two.
	v := variant.International
	p := position(t, v, "W:W32:B19,27,28")
	var m board.Move
	for _, r := range capture.All(v, p, nil) {
		if len(r.Path) == 1 {
			m = r.Move
		}
	}
	require.True(t, m.IsCapture(), "32x21 is among All's routes")
	e := notation.IllegalMove(v, p, m)
	assert.Equal(t, notation.CapturePrecedence, e.Reason)
	assert.Equal(t, variant.MostPieces, e.Criterion)
	assert.Equal(t, "the capture that takes the most pieces must be played, here 2: 32x14", e.Why())
}
