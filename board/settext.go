package board

import (
	"fmt"
	"strconv"
	"strings"
)

// Text forms of the sets and boards a variant's rules are made of, so that
// rules read from and written to JSON. Each UnmarshalText leaves its
// receiver unchanged on error.

// MarshalText writes the directions of the set separated by spaces
// ("NE NW"), the empty set as "".
func (s DirSet) MarshalText() ([]byte, error) {
	var names []string
	for d := Dir(0); d < NumDirs; d++ {
		if s.Has(d) {
			names = append(names, d.String())
		}
	}
	return []byte(strings.Join(names, " ")), nil
}

// UnmarshalText reads directions separated by spaces or commas, with or
// without the braces String writes ("{NE,NW}").
func (s *DirSet) UnmarshalText(text []byte) error {
	var out DirSet
	for _, f := range fields(string(text)) {
		var d Dir
		if err := d.UnmarshalText([]byte(f)); err != nil {
			return err
		}
		out |= 1 << d
	}
	*s = out
	return nil
}

// MarshalText writes the squares of the set as their numbers (bit indices)
// in increasing order, separated by spaces: "0 1 2 3".
func (b Bitboard) MarshalText() ([]byte, error) {
	var out []byte
	for s := range b.Squares() {
		if len(out) > 0 {
			out = append(out, ' ')
		}
		out = strconv.AppendInt(out, int64(s), 10)
	}
	return out, nil
}

// UnmarshalText reads square numbers (bit indices below [MaxBits])
// separated by spaces or commas.
func (b *Bitboard) UnmarshalText(text []byte) error {
	var out Bitboard
	for _, f := range fields(string(text)) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n >= MaxBits {
			return fmt.Errorf("%w: square %q", ErrUnknownValue, f)
		}
		out = out.With(Square(n))
	}
	*b = out
	return nil
}

// fields splits a list written with spaces, commas or braces.
func fields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '{' || r == '}' || r == '\t' })
}

// MarshalText writes the board as its size, rows by columns, and its
// layout: "8x8 dark-a1-dark", "8x8 whole", "5x5 points".
func (g *Geometry) MarshalText() ([]byte, error) {
	if g == nil || g.Len() == 0 {
		return nil, fmt.Errorf("%w: an empty board", ErrUnknownValue)
	}
	return fmt.Appendf(nil, "%dx%d %s", g.rows, g.cols, g.layout), nil
}

// UnmarshalText reads a board as MarshalText writes it and builds it
// ([NewDark], [NewWhole], [NewPoints]): at most 16 rows and columns, an
// even number of columns for dark squares, within [MaxBits] bits.
func (g *Geometry) UnmarshalText(text []byte) error {
	size, layoutName, _ := strings.Cut(strings.TrimSpace(string(text)), " ")
	rs, cs, _ := strings.Cut(size, "x")
	rows, err1 := strconv.Atoi(rs)
	cols, err2 := strconv.Atoi(cs)
	var layout Layout
	err3 := layout.UnmarshalText([]byte(strings.TrimSpace(layoutName)))
	if err1 != nil || err2 != nil || err3 != nil || rows < 1 || cols < 1 || rows > 16 || cols > 16 {
		return fmt.Errorf("%w: board %q (want e.g. \"8x8 dark-a1-dark\")", ErrUnknownValue, text)
	}
	var built *Geometry
	switch layout {
	case DarkA1Dark, DarkA1Light:
		if cols%2 != 0 || rows*(cols/2+1) > MaxBits {
			return fmt.Errorf("%w: board %q: dark squares need an even number of columns and at most %d bits", ErrUnknownValue, text, MaxBits)
		}
		built = NewDark(rows, cols, layout == DarkA1Dark)
	case Whole:
		if rows*cols > MaxBits {
			return fmt.Errorf("%w: board %q needs more than %d bits", ErrUnknownValue, text, MaxBits)
		}
		built = NewWhole(rows, cols)
	default:
		if rows*cols > MaxBits {
			return fmt.Errorf("%w: board %q needs more than %d bits", ErrUnknownValue, text, MaxBits)
		}
		built = NewPoints(rows, cols)
	}
	*g = *built
	return nil
}
