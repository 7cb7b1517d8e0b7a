package board

import (
	"errors"
	"fmt"
	"strings"
)

// ErrUnknownValue is wrapped by the errors of the MarshalText and
// UnmarshalText methods of this package's enumerations: a text that names
// no value of the type, or a value that has no name.
var ErrUnknownValue = errors.New("board: unknown value")

// marshalName returns the name of value v of the enumeration typ.
func marshalName[T ~uint8](typ string, names []string, v T) ([]byte, error) {
	if int(v) < len(names) {
		return []byte(names[v]), nil
	}
	return nil, fmt.Errorf("%w: %s(%d)", ErrUnknownValue, typ, v)
}

// unmarshalName sets *dst to the value of the enumeration typ that text
// names, ignoring case; it leaves *dst alone on error.
func unmarshalName[T ~uint8](typ string, names []string, text []byte, dst *T) error {
	if dst == nil {
		return fmt.Errorf("board: UnmarshalText into a nil *%s", typ)
	}
	for i, name := range names {
		if strings.EqualFold(string(text), name) {
			*dst = T(i)
			return nil
		}
	}
	return fmt.Errorf("%w: %s %q (want one of %s)", ErrUnknownValue, typ, text, strings.Join(names, ", "))
}

// MarshalText writes "white" or "black"; any other value is an error
// wrapping [ErrUnknownValue].
func (c Color) MarshalText() ([]byte, error) { return marshalName("Color", colorNames[:], c) }

// UnmarshalText reads "white" or "black", in any case; any other text is
// an error wrapping [ErrUnknownValue], and leaves c unchanged.
func (c *Color) UnmarshalText(text []byte) error {
	return unmarshalName("Color", colorNames[:], text, c)
}

// MarshalText writes "man", "king" or "parachutist"; any other value is an
// error wrapping [ErrUnknownValue].
func (k Kind) MarshalText() ([]byte, error) { return marshalName("Kind", kindNames[:], k) }

// UnmarshalText reads "man", "king" or "parachutist", in any case; any
// other text is an error wrapping [ErrUnknownValue], and leaves k
// unchanged.
func (k *Kind) UnmarshalText(text []byte) error {
	return unmarshalName("Kind", kindNames[:], text, k)
}

// MarshalText writes the compass abbreviation, as String does ("N", "NE",
// ...); any other value is an error wrapping [ErrUnknownValue].
func (d Dir) MarshalText() ([]byte, error) { return marshalName("Dir", dirNames[:], d) }

// UnmarshalText reads a compass abbreviation ("N", "NE", ...; "ne" too);
// any other text is an error wrapping [ErrUnknownValue], and leaves d
// unchanged.
func (d *Dir) UnmarshalText(text []byte) error {
	return unmarshalName("Dir", dirNames[:], text, d)
}

// MarshalText writes the layout's name, as String does ("dark-a1-dark",
// "dark-a1-light", "whole", "points"); any other value is an error wrapping
// [ErrUnknownValue].
func (l Layout) MarshalText() ([]byte, error) { return marshalName("Layout", layoutNames[:], l) }

// UnmarshalText reads a layout's name, in any case; any other text is an
// error wrapping [ErrUnknownValue], and leaves l unchanged.
func (l *Layout) UnmarshalText(text []byte) error {
	return unmarshalName("Layout", layoutNames[:], text, l)
}

// MarshalText writes the corner's name, as String does ("top-left",
// "top-right", "bottom-left", "bottom-right"); any other value is an error
// wrapping [ErrUnknownValue].
func (c Corner) MarshalText() ([]byte, error) { return marshalName("Corner", cornerNames[:], c) }

// UnmarshalText reads a corner's name, in any case; any other text is an
// error wrapping [ErrUnknownValue], and leaves c unchanged.
func (c *Corner) UnmarshalText(text []byte) error {
	return unmarshalName("Corner", cornerNames[:], text, c)
}
