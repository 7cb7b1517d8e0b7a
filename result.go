package checkers

import "github.com/draughtsgo/checkers/board"

// Status says whether a game goes on, who won it, or that it is drawn.
type Status uint8

// The statuses of a game.
const (
	Ongoing Status = iota
	WhiteWins
	BlackWins
	Drawn
)

var statusNames = [...]string{"ongoing", "white wins", "black wins", "drawn"}

// String returns "ongoing", "white wins", "black wins" or "drawn".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "Status(?)"
}

// Reason says why a game ended, or why a draw may be claimed.
type Reason uint8

// The reasons a game ends.
const (
	NoReason Reason = iota
	// NoMoves: the side to move has pieces but no legal move.
	NoMoves
	// NoPieces: the side to move has no piece left.
	NoPieces
	// Repetition: the same position came back as often as the variant's
	// draw rules allow.
	Repetition
	// MoveCount: too many plies without progress (no capture, no man's
	// move; or kings only), as the variant's draw rules count them.
	MoveCount
	// Endgame: an ending against a lone king lasted the moves its counting
	// rule allows.
	Endgame
	// Agreement: the players agreed to a draw.
	Agreement
	// Resignation: a player resigned.
	Resignation
)

var reasonNames = [...]string{"", "no moves", "no pieces", "repetition", "move-count rule", "endgame move count", "agreement", "resignation"}

// String returns the reason in words ("no moves", "repetition", ...), or
// "" for NoReason.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "Reason(?)"
}

// Result is the state of a game: ongoing, or won or drawn for a reason.
type Result struct {
	Status Status
	Reason Reason
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Status != Ongoing }

// Winner returns the winning colour, and false for an ongoing or drawn
// game.
func (r Result) Winner() (board.Color, bool) {
	switch r.Status {
	case WhiteWins:
		return board.White, true
	case BlackWins:
		return board.Black, true
	}
	return board.White, false
}

// String describes the result: "ongoing", or the status and the reason,
// e.g. "black wins: no moves".
func (r Result) String() string {
	if r.Reason == NoReason {
		return r.Status.String()
	}
	return r.Status.String() + ": " + r.Reason.String()
}

// win returns the result of c winning for reason r.
func win(c board.Color, r Reason) Result {
	if c == board.White {
		return Result{WhiteWins, r}
	}
	return Result{BlackWins, r}
}
