package dxp_test

import (
	"errors"
	"testing"

	"github.com/draughtsgo/checkers/dxp"
)

// FuzzParse checks that Parse never panics, that its errors wrap
// ErrMalformed, and that every message it reads is written back to the
// very same bytes (a chat too long to send excepted) and reads again the
// same. Its seeds are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	for _, c := range wireCases {
		f.Add([]byte(c.wire))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := dxp.Parse(b)
		if err != nil {
			if m != nil {
				t.Fatalf("Parse(%q) gave both %v and %v", b, m, err)
			}
			if !errors.Is(err, dxp.ErrMalformed) {
				t.Fatalf("Parse(%q): %v does not wrap ErrMalformed", b, err)
			}
			return
		}
		if m.Header() != b[0] {
			t.Fatalf("Parse(%q) gave a message of header %q", b, m.Header())
		}
		_ = m.String()
		out, err := m.Marshal()
		if err != nil {
			if _, chat := m.(dxp.Chat); chat && errors.Is(err, dxp.ErrInvalid) {
				return
			}
			t.Fatalf("Parse(%q) gave %#v, which does not marshal: %v", b, m, err)
		}
		if string(out) != string(b) {
			t.Fatalf("Parse(%q) gave %#v, which marshals to %q", b, m, out)
		}
		again, err := dxp.Parse(out)
		if err != nil {
			t.Fatalf("Parse(%q) again: %v", out, err)
		}
		if again.String() != m.String() {
			t.Fatalf("Parse(%q) gave %v, then %v", b, m, again)
		}
	})
}
