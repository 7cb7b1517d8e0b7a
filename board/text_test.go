package board_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// enum is one enumeration of the package: its values with their names, a
// value out of range, and a fresh pointer to unmarshal into.
type enum struct {
	name   string
	values map[string]encoding.TextMarshaler
	bad    encoding.TextMarshaler
	fresh  func() encoding.TextUnmarshaler
	get    func(encoding.TextUnmarshaler) any
}

var enums = []enum{
	{
		name:   "Color",
		values: map[string]encoding.TextMarshaler{"white": board.White, "black": board.Black},
		bad:    board.Color(2),
		fresh:  func() encoding.TextUnmarshaler { return new(board.Color) },
		get:    func(u encoding.TextUnmarshaler) any { return *u.(*board.Color) },
	},
	{
		name:   "Kind",
		values: map[string]encoding.TextMarshaler{"man": board.Man, "king": board.King, "parachutist": board.Parachutist},
		bad:    board.Kind(3),
		fresh:  func() encoding.TextUnmarshaler { return new(board.Kind) },
		get:    func(u encoding.TextUnmarshaler) any { return *u.(*board.Kind) },
	},
	{
		name: "Dir",
		values: map[string]encoding.TextMarshaler{"N": board.North, "NE": board.NorthEast, "E": board.East,
			"SE": board.SouthEast, "S": board.South, "SW": board.SouthWest, "W": board.West, "NW": board.NorthWest},
		bad:   board.Dir(board.NumDirs),
		fresh: func() encoding.TextUnmarshaler { return new(board.Dir) },
		get:   func(u encoding.TextUnmarshaler) any { return *u.(*board.Dir) },
	},
	{
		name: "Layout",
		values: map[string]encoding.TextMarshaler{"dark-a1-dark": board.DarkA1Dark, "dark-a1-light": board.DarkA1Light,
			"whole": board.Whole, "points": board.Points},
		bad:   board.Layout(4),
		fresh: func() encoding.TextUnmarshaler { return new(board.Layout) },
		get:   func(u encoding.TextUnmarshaler) any { return *u.(*board.Layout) },
	},
	{
		name: "Corner",
		values: map[string]encoding.TextMarshaler{"top-left": board.TopLeft, "top-right": board.TopRight,
			"bottom-left": board.BottomLeft, "bottom-right": board.BottomRight},
		bad:   board.Corner(4),
		fresh: func() encoding.TextUnmarshaler { return new(board.Corner) },
		get:   func(u encoding.TextUnmarshaler) any { return *u.(*board.Corner) },
	},
}

// Every value of every enumeration writes its name, the one String gives,
// and reads back from it in any case.
func TestTextRoundTrip(t *testing.T) {
	for _, e := range enums {
		t.Run(e.name, func(t *testing.T) {
			for name, v := range e.values {
				text, err := v.MarshalText()
				require.NoError(t, err)
				assert.Equal(t, name, string(text))
				assert.Equal(t, name, v.(interface{ String() string }).String())
				for _, in := range []string{name, strings.ToUpper(name), strings.ToLower(name), mixed(name)} {
					u := e.fresh()
					require.NoError(t, u.UnmarshalText([]byte(in)), "%q", in)
					assert.Equal(t, v, e.get(u), "%q", in)
				}
			}
		})
	}
}

// A text that names no value is an error wrapping ErrUnknownValue, and
// leaves the value alone; so is writing a value out of range.
func TestTextErrors(t *testing.T) {
	for _, e := range enums {
		t.Run(e.name, func(t *testing.T) {
			var some string
			for name := range e.values {
				some = name
				break
			}
			for _, in := range []string{"", " ", "purple", " " + some, some + " ", some + "s", "0", "1", "\x00"} {
				u := e.fresh()
				require.NoError(t, u.UnmarshalText([]byte(some)))
				before := e.get(u)
				err := u.UnmarshalText([]byte(in))
				require.Error(t, err, "%q", in)
				assert.True(t, errors.Is(err, board.ErrUnknownValue), "%q: %v", in, err)
				assert.Contains(t, err.Error(), e.name)
				assert.Equal(t, before, e.get(u), "%q changed the value", in)
			}
			text, err := e.bad.MarshalText()
			assert.Nil(t, text)
			assert.True(t, errors.Is(err, board.ErrUnknownValue), "%v", err)
		})
	}
}

// UnmarshalText into a nil pointer is an error, not a panic.
func TestTextNilPointer(t *testing.T) {
	for _, u := range []encoding.TextUnmarshaler{(*board.Color)(nil), (*board.Kind)(nil), (*board.Dir)(nil),
		(*board.Layout)(nil), (*board.Corner)(nil)} {
		assert.Error(t, u.UnmarshalText([]byte("white")))
	}
}

func TestColorErrorMessage(t *testing.T) {
	var c board.Color
	err := c.UnmarshalText([]byte("purple"))
	assert.EqualError(t, err, `board: unknown value: Color "purple" (want one of white, black)`)
	_, err = board.Color(7).MarshalText()
	assert.EqualError(t, err, "board: unknown value: Color(7)")
}

// encoding/json writes the enumerations as their names, as values, struct
// fields and map keys, and reads them back.
func TestTextJSON(t *testing.T) {
	b, err := json.Marshal(board.White)
	require.NoError(t, err)
	assert.Equal(t, `"white"`, string(b))
	b, err = json.Marshal(board.Black)
	require.NoError(t, err)
	assert.Equal(t, `"black"`, string(b))

	type piece struct {
		Color  board.Color
		Kind   board.Kind
		Facing board.Dir
		Board  board.Layout
		From   board.Corner
	}
	in := piece{board.Black, board.Parachutist, board.SouthWest, board.Whole, board.BottomRight}
	b, err = json.Marshal(in)
	require.NoError(t, err)
	assert.JSONEq(t, `{"Color":"black","Kind":"parachutist","Facing":"SW","Board":"whole","From":"bottom-right"}`, string(b))
	var out piece
	require.NoError(t, json.Unmarshal(b, &out))
	assert.Equal(t, in, out)

	counts := map[board.Color]int{board.White: 12, board.Black: 11}
	b, err = json.Marshal(counts)
	require.NoError(t, err)
	assert.JSONEq(t, `{"white":12,"black":11}`, string(b))
	var back map[board.Color]int
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, counts, back)

	var c board.Color
	assert.NoError(t, json.Unmarshal([]byte(`"BLACK"`), &c))
	assert.Equal(t, board.Black, c)
	err = json.Unmarshal([]byte(`"red"`), &c)
	assert.True(t, errors.Is(err, board.ErrUnknownValue), "%v", err)
	_, err = json.Marshal(board.Color(2))
	assert.True(t, errors.Is(err, board.ErrUnknownValue), "%v", err)
}

// mixed alternates the case of the letters of s: "wHiTe".
func mixed(s string) string {
	b := []byte(strings.ToLower(s))
	for i := 1; i < len(b); i += 2 {
		if b[i] >= 'a' && b[i] <= 'z' {
			b[i] = b[i] - 'a' + 'A'
		}
	}
	return string(b)
}
