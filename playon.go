package checkers

// End is where the rules ended a game: after how many plies, with what
// result, and by which draw rule.
type End struct {
	// Ply is the number of plies played when the rules ended the game:
	// the position after Ply plies is the one they judged.
	Ply int
	// Result is the result the rules gave there: a win (no moves, no
	// pieces, crowning) or a draw by a draw rule.
	Result Result
	// Rule is the name of the draw rule that ended the game ("threefold
	// repetition"), "" for a win.
	Rule string
}

// RulesEnd returns where the rules ended the game, and whether they have:
// the first position of the game's line in which the side to move had no
// legal move, a king was crowned where that wins, or an automatic draw
// rule was met. A game that plays on past a draw ([Game.SetPlayOn]), or a
// record that went on past it ([FromPDN]), still says where the rules
// ended it; a game whose moves are taken back to before that point
// ([Game.Undo]) has no end until the rules end it again.
func (g *Game) RulesEnd() (End, bool) { return g.end, g.ended }

// SetPlayOn sets whether the game accepts legal moves after a draw rule of
// its variant has ended it: the game is then played by the move rules
// alone, as a server or an arbiter that applies its own draw rules plays
// it, or as a record that went on past the draw keeps it. A new game does
// not play on.
//
// While the game plays on, an automatic draw rule no longer ends it:
// [Game.Result] is ongoing until a side has no legal move (a game without
// one cannot go on) or a result is declared, and [Game.RulesEnd] keeps
// the first ply at which the rules ended the game and how. [Game.ByRules]
// still gives the rules' result in the current position.
//
// A game that went past the rules' end and then stops playing on is over
// again: its result is the one declared, if any (unless a game file's
// result of the same status: the rules' reason is kept), else the rules'
// at their end.
func (g *Game) SetPlayOn(on bool) { g.playOn = on }

// PlaysOn reports whether the game accepts moves after a draw rule has
// ended it ([Game.SetPlayOn]).
func (g *Game) PlaysOn() bool { return g.playOn }

// markEnd keeps where the rules ended the game: forgets an end that moves
// taken back have undone, and notes the current position as the end when
// the rules end the game there and it has no earlier end.
func (g *Game) markEnd() {
	if g.ended && g.end.Ply > len(g.moves) {
		g.end, g.ended = End{}, false
	}
	if !g.ended && g.rules.Over() {
		g.end, g.ended = End{Ply: len(g.moves), Result: g.rules, Rule: g.drawnBy}, true
	}
}

// outcome returns the game's result and the name of the draw rule behind
// it, if any: the rules' result in the current position unless it is a
// draw the game plays on past, or went on past; else the result declared;
// else, in a game that went on past the rules' end and no longer plays
// on, the rules' result at that end. A recorded result (reason Recorded)
// that agrees with the rules' end gives way to it, as it gives way to the
// rules in the position the game ends in: the record says who won, the
// rules say why.
func (g *Game) outcome() (Result, string) {
	afterEnd := g.ended && g.end.Ply < len(g.moves) && !g.playOn
	agrees := g.declared.Reason == Recorded && g.declared.Status == g.end.Result.Status
	switch {
	case g.rules.Over() && (g.rules.Status != Drawn || !(g.playOn || afterEnd)):
		return g.rules, g.drawnBy
	case g.declared.Over() && !(afterEnd && agrees):
		return g.declared, g.drawnBy
	case afterEnd:
		return g.end.Result, g.end.Rule
	}
	return Result{}, ""
}
