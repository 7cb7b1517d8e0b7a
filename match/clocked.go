package match

import (
	"time"

	"github.com/draughtsgo/checkers/dxp"
)

// Clocked is an engine that keeps its side's clock itself, as a DXP peer
// does by the time control of its game request (dxp.Client): a match waits
// for its move as long as that clock has left, and Options.Grace more, in
// place of Options.Limit's time, and an engine that takes longer loses on
// time. TimeLeft's ok is false when the engine has no clock to go by (an
// untimed game): the match's Limit bounds its moves then.
type Clocked interface {
	TimeLeft() (left time.Duration, ok bool)
}

// A DXP peer keeps the clock of its game request.
var _ Clocked = (*dxp.Client)(nil)
