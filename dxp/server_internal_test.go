package dxp

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/draughtsgo/checkers/engine"
)

// A Server's sessions wait for a silent peer a minute by default, for a
// request and for a move alike; what the caller sets is kept.
func TestServerOptionDefaults(t *testing.T) {
	var srv Server
	o := srv.options()
	assert.Equal(t, DefaultServerIdleTimeout, o.IdleTimeout)
	assert.Equal(t, DefaultServerIdleTimeout, o.MoveTimeout)
	assert.Equal(t, DefaultMaxGames, srv.maxGames())

	srv = Server{Options: Options{IdleTimeout: time.Second, MoveTimeout: time.Hour}, MaxGames: 9}
	o = srv.options()
	assert.Equal(t, time.Second, o.IdleTimeout)
	assert.Equal(t, time.Hour, o.MoveTimeout)
	assert.Equal(t, 9, srv.maxGames())
}

// The follower's clock bounds every search by MaxMoveTime, a minute by
// default, whatever the request's time control; a negative MaxMoveTime
// bounds nothing, and a fixed Limit is the caller's own.
func TestFollowerClockBounded(t *testing.T) {
	long := GameRequest{Minutes: 999, Moves: 1}
	o := Options{}.withDefaults()
	assert.Equal(t, engine.Limit{Time: DefaultMaxMoveTime}, o.followerClock(long).limit())
	o.MaxMoveTime = 200 * time.Millisecond
	assert.Equal(t, engine.Limit{Time: 200 * time.Millisecond}, o.followerClock(long).limit())
	assert.Equal(t, engine.Limit{Time: 200 * time.Millisecond}, o.followerClock(GameRequest{}).limit(), "untimed")
	o.MaxMoveTime = -1
	assert.Equal(t, engine.Limit{Time: 999 * time.Minute * 9 / 10}, o.followerClock(long).limit())
	o.Limit = engine.Limit{Depth: 4}
	assert.Equal(t, engine.Limit{Depth: 4}, o.followerClock(long).limit())
}
