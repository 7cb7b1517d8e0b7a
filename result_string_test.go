package checkers_test

import (
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/stretchr/testify/assert"
)

// A Status or Reason outside its names prints as its type and number
// ("Status(7)"), so that a value from a corrupt record or a mistaken
// conversion shows what it was.
func TestResultEnumStringShowsTheValue(t *testing.T) {
	assert.Equal(t, "Status(7)", checkers.Status(7).String())
	assert.Equal(t, "Status(4)", checkers.Status(4).String())
	assert.Equal(t, "Reason(200)", checkers.Reason(200).String())
	assert.Equal(t, "drawn", checkers.Drawn.String())
	assert.Equal(t, "", checkers.NoReason.String())
}
