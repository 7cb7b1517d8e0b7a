package checkers

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
)

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
// A value out of range prints as its type and number, "Status(7)".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "Status(" + strconv.Itoa(int(s)) + ")"
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
	// TimeForfeit: a player ran out of time.
	TimeForfeit
	// Adjudication: an arbiter decided the result.
	Adjudication
	// Recorded: a game file records the result without saying why.
	Recorded
	// RulesInfraction: a player broke the rules, as an engine that sends
	// an illegal move does; its opponent wins.
	RulesInfraction
	// Crowning: a player crowned a king where the first king crowned wins
	// (Breakthrough).
	Crowning
)

var reasonNames = [...]string{"", "no moves", "no pieces", "repetition", "move-count rule", "endgame move count",
	"agreement", "resignation", "time forfeit", "adjudication", "as recorded", "rules infraction", "crowning"}

// String returns the reason in words ("no moves", "repetition", ...), or
// "" for NoReason.
// A value out of range prints as its type and number, "Reason(200)".
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "Reason(" + strconv.Itoa(int(r)) + ")"
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

// MarshalText writes the status as String does.
func (s Status) MarshalText() ([]byte, error) {
	if int(s) >= len(statusNames) {
		return nil, fmt.Errorf("%w: status %d", ErrResult, s)
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a status as String writes it, ignoring case.
func (s *Status) UnmarshalText(text []byte) error {
	for i, name := range statusNames {
		if strings.EqualFold(string(text), name) {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("%w: status %q", ErrResult, text)
}

// MarshalText writes the reason as String does ("" for NoReason).
func (r Reason) MarshalText() ([]byte, error) {
	if int(r) >= len(reasonNames) {
		return nil, fmt.Errorf("%w: reason %d", ErrResult, r)
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a reason as String writes it, ignoring case.
func (r *Reason) UnmarshalText(text []byte) error {
	for i, name := range reasonNames {
		if strings.EqualFold(string(text), name) {
			*r = Reason(i)
			return nil
		}
	}
	return fmt.Errorf("%w: reason %q", ErrResult, text)
}

// MarshalText writes the result as String does: "ongoing", "drawn:
// agreement", "white wins: no moves".
func (r Result) MarshalText() ([]byte, error) {
	if _, err := r.Status.MarshalText(); err != nil {
		return nil, err
	}
	if _, err := r.Reason.MarshalText(); err != nil {
		return nil, err
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a result as String writes it.
func (r *Result) UnmarshalText(text []byte) error {
	status, reason, _ := strings.Cut(string(text), ":")
	var out Result
	if err := out.Status.UnmarshalText([]byte(strings.TrimSpace(status))); err != nil {
		return err
	}
	if err := out.Reason.UnmarshalText([]byte(strings.TrimSpace(reason))); err != nil {
		return err
	}
	if (out.Status == Ongoing) != (out.Reason == NoReason) {
		// A finished game always has a reason, an ongoing one never.
		return fmt.Errorf("%w: %q", ErrResult, text)
	}
	*r = out
	return nil
}

// Result returns the game's result: the one the rules give when they end
// the game; before that, the result declared beside the rules, if any
// ([Game.Declare], [Game.Resign], [Game.AgreeDraw], [Game.ClaimDraw], or a
// game file's result); otherwise ongoing. A draw by the rules does not
// end a game that plays on past it ([Game.SetPlayOn]); a game that went
// on past the rules' end ([Game.RulesEnd]) and no longer plays on has the
// result declared, else the rules' at that end, which a game file's
// result of the same status gives way to.
func (g *Game) Result() Result {
	r, _ := g.outcome()
	return r
}

// ByRules returns the result the rules alone give in the current position:
// ongoing until the side to move has no legal move or an automatic draw
// rule applies. [Game.RulesEnd] says where the rules first ended the
// game.
func (g *Game) ByRules() Result { return g.rules }

// Declared returns the result declared beside the rules, and whether there
// is one: a resignation, an agreed or claimed draw, a time forfeit, an
// adjudication, or the result a game file records (reason Recorded). It
// is kept even when the rules end the game too.
func (g *Game) Declared() (Result, bool) { return g.declared, g.declared.Over() }

// Declare ends the game with a result the rules do not give: r's status is
// a win or a draw, and its reason is Resignation or RulesInfraction (a
// win), Agreement (a draw), TimeForfeit, Adjudication or Recorded
// (either). Any other result is refused with ErrResult, and so is any
// declaration once the game is over (ErrGameOver) or in a game with no
// variant (ErrNoVariant). Undo takes the declaration back with the last
// move.
func (g *Game) Declare(r Result) error {
	if err := g.playable(); err != nil {
		return err
	}
	if !declarable(r) {
		return fmt.Errorf("%w: %s", ErrResult, r)
	}
	g.declared = r
	return nil
}

// declarable reports whether r may be declared beside the rules.
func declarable(r Result) bool {
	switch r.Reason {
	case Resignation, RulesInfraction:
		return r.Status == WhiteWins || r.Status == BlackWins
	case Agreement:
		return r.Status == Drawn
	case TimeForfeit, Adjudication, Recorded:
		return r.Over()
	}
	return false
}
