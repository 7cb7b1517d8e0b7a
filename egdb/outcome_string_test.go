package egdb_test

import (
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/stretchr/testify/assert"
)

// An Outcome beyond the three prints as its number ("Outcome(3)"), so
// that a corrupt value read from a file shows what it was.
func TestOutcomeStringShowsTheValue(t *testing.T) {
	assert.Equal(t, "Outcome(3)", egdb.Outcome(3).String())
	assert.Equal(t, "Outcome(200)", egdb.Outcome(200).String())
	assert.Equal(t, "loss", egdb.Loss.String())
}
