package dxp

import (
	"time"

	"github.com/draughtsgo/checkers/engine"
)

// The shares of a clock: the moves assumed to be left when the time
// control gives none, the search time when it gives no time at all, and
// the least a search is given.
const (
	assumedMovesToGo = 30
	untimedMove      = time.Second
	leastMove        = 10 * time.Millisecond
)

// clock is a local player's thinking time in one game, from which each
// search's limit comes.
type clock struct {
	fixed engine.Limit
	// most, when positive, bounds the time a search takes from the time
	// control.
	most    time.Duration
	untimed bool
	left    time.Duration
	moves   int
	made    int
}

// newClock returns the clock of a game of minutes per side for moves
// moves (0: no limit); a non-zero fixed limit is used for every search
// instead.
func newClock(fixed engine.Limit, minutes, moves int) *clock {
	return &clock{
		fixed:   fixed,
		untimed: minutes == 0,
		left:    time.Duration(minutes) * time.Minute,
		moves:   moves,
	}
}

// limit returns the bound of the next search: the fixed limit if there is
// one, else the time left shared among the moves to go, with a tenth kept
// back for the network and the peer's clock, which DXP does not share, and
// at most the clock's most.
func (c *clock) limit() engine.Limit {
	if c.fixed != (engine.Limit{}) {
		return c.fixed
	}
	t := untimedMove
	if !c.untimed {
		togo := c.moves - c.made
		if c.moves == 0 || togo < 1 {
			togo = assumedMovesToGo
		}
		t = max(c.left/time.Duration(togo)*9/10, leastMove)
	}
	if c.most > 0 {
		t = min(t, c.most)
	}
	return engine.Limit{Time: t}
}

// spend counts one move that took d.
func (c *clock) spend(d time.Duration) {
	c.left = max(c.left-d, 0)
	c.made++
}

// seconds returns d in whole seconds, as a MOVE's time field holds it.
func seconds(d time.Duration) int {
	return min(int(d.Round(time.Second)/time.Second), 9999)
}
