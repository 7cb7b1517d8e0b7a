package pdn

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

// FuzzReader reads arbitrary bytes as PDN, leniently and strictly. It must
// never panic, every fault must say where it is, and every game read
// without a fault must be written by Write as text that reads back as the
// same game and writes the same text again. The seed corpus is in
// testdata/fuzz/FuzzReader.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"[Event \"e\"]\n[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n",
		"32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23",
		"[GameType \"21\"] 1. 11-15 {c} 23-19 $3 (1... 22-18!?) 8-11 ; line\n*",
		"[GameType \"25\"] 1. c3-d4 f6-e5 2. d4:f6 g7xe5 1-0",
		"[Variant \"hawaii\"] 1. d5 d4 2. d7xd5 *",
		"[FEN \"B:W28,K45:B3,19\"] 19-23 28x19 3-8 *",
		"[FEN \"?:W29,13,11:B22,4,2\"]\r\n*\r\n\r\n[FEN \"W:W31-50:B1-20\"]\r\n*",
		"\xEF\xBB\xBF% escape\n[Event \"x\\\"y\"] 1.32-28!? 19-23(!?!!!) 2.28x19* *",
		"[Event \"a\"]\\r\n[[Site \"b\"] [Empty] junk\n01. 32- 28 a3b4 1/2-1/2",
		"[Variant \"dameo\"] 1. a2-a3 (1. b2-b3) *",
		"1. 32-28 (1. 33-28 ; x}\n) 19-23 *",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, strict := range []bool{false, true} {
			r := NewReader(bytes.NewReader(data))
			r.Strict = strict
			for range 1000 {
				g, err := r.Read()
				if err == io.EOF {
					break
				}
				if err != nil {
					checkError(t, err)
				}
				if g == nil {
					continue
				}
				if g.Err != nil {
					checkError(t, g.Err)
				}
				for _, w := range g.Warnings {
					checkError(t, w)
				}
				if strict || g.Err != nil || g.Variant == nil {
					continue
				}
				if d := checkRoundTrip(g); d != "" {
					t.Fatalf("%q: game at line %d does not read back the same: %s", data, g.Line, d)
				}
			}
		}
	})
}

// checkError checks that err is an *Error with a place.
func checkError(t *testing.T, err error) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is not an *Error", err)
	}
	if e.Line < 1 || e.Column < 1 || e.Err == nil {
		t.Fatalf("error %v has no place or no cause", err)
	}
}
