package hub

import (
	"testing"

	"github.com/draughtsgo/checkers/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseLine(t *testing.T) {
	l, err := parseWireLine(`info depth=21 mean-depth=20.8 score=-0.01 pv="32-28 17-22" flag empty=""` + "\r\n")
	require.NoError(t, err)
	assert.Equal(t, "info", l.Command)
	assert.Equal(t, []wireArg{
		{Name: "depth", Value: "21"}, {Name: "mean-depth", Value: "20.8"}, {Name: "score", Value: "-0.01"},
		{Name: "pv", Value: "32-28 17-22"}, {Name: "flag", Flag: true}, {Name: "empty", Value: ""},
	}, l.Args)
	v, ok := l.Get("pv")
	assert.True(t, ok)
	assert.Equal(t, "32-28 17-22", v)
	assert.True(t, l.Has("flag"))
	assert.False(t, l.Has("nodes"))

	// Written back, it reads the same.
	again, err := parseWireLine(l.String())
	require.NoError(t, err)
	assert.Equal(t, l, again)
	assert.Equal(t, `info depth=21 mean-depth=20.8 score=-0.01 pv="32-28 17-22" flag empty=""`, l.String())

	for _, bad := range []string{`pos pos="Wbb`, `=x`, `go =think`} {
		_, err := parseWireLine(bad)
		assert.ErrorIs(t, err, ErrSyntax, bad)
	}
	l, err = parseWireLine("   ")
	require.NoError(t, err)
	assert.Equal(t, "", l.Command)
}

func FuzzParseLine(f *testing.F) {
	for _, s := range []string{`info depth=2 pv="32-28 17-22"`, `pos pos=We moves=""`, `go think`, `a="`, `x==y`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := parseWireLine(s)
		if err != nil {
			return
		}
		// What it reads, it writes so that it reads back the same, as
		// long as no value holds a quote (the protocol cannot say that).
		for _, a := range l.Args {
			if containsQuote(a.Value) || containsQuote(a.Name) {
				return
			}
		}
		again, err := parseWireLine(l.String())
		if err != nil {
			t.Fatalf("%q written as %q: %v", s, l.String(), err)
		}
		if again.Command != l.Command || len(again.Args) != len(l.Args) {
			t.Fatalf("%q written as %q reads %v", s, l.String(), again)
		}
	})
}

func containsQuote(s string) bool {
	for i := range len(s) {
		if s[i] == '"' {
			return true
		}
	}
	return false
}

// A Hub syntax error is a syntax error of the library's, as PDN's and
// move text's are.
func TestErrSyntaxIsNotationErrSyntax(t *testing.T) {
	_, err := parseWireLine(`go =5`) // an argument without a name
	assert.ErrorIs(t, err, ErrSyntax)
	assert.ErrorIs(t, err, notation.ErrSyntax)
}
