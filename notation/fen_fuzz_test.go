package notation_test

import (
	"errors"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// FuzzParseFEN reads arbitrary text as a FEN of every registered variant.
// It must never panic; an error must be a *FENError wrapping one sentinel
// and pointing at its token in the input; a position it reads must be
// written by FormatFEN as a FEN that reads back to the same position and
// writes identically again (a fixed point); its runs of king moves must be
// runs the rules allow. The seed corpus is in
// testdata/fuzz/FuzzParseFEN.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		"B:W21-32:B1-12",
		"W:W31-50:B1-20",
		"W:W43-72:B1-30",
		"W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
		"W:W31,32,K45:B1,2,3",
		"B:W50:B",
		"W:W18",
		`"W:Wa1,c1,Kd4:Bh8."`,
		"W:B1,2:W31, 32:H0:F1",
		"W:W31,31",
		"W:WK46,45:B1:H0:F1:+0+346",
		"B:WK46,33:BK28,1:+328+246",
	} {
		f.Add(s)
	}
	sentinels := []error{notation.ErrSyntax, notation.ErrSquare, notation.ErrDuplicate, notation.ErrPromotionRow,
		notation.ErrUnreachable}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range variant.All() {
			p, err := notation.ParseFEN(v, s)
			if err != nil {
				checkFENError(t, v, s, err, sentinels)
				continue
			}
			white, black := p.Pieces(board.White), p.Pieces(board.Black)
			switch {
			case !white.Or(black).AndNot(v.Board().Valid()).IsEmpty():
				t.Fatalf("%s: %q: a piece off the playable squares", v.Name(), s)
			case !white.And(black).IsEmpty() || !p.Men[0].And(p.Kings[0]).IsEmpty() || !p.Men[1].And(p.Kings[1]).IsEmpty():
				t.Fatalf("%s: %q: two pieces on one square", v.Name(), s)
			case !p.Men[0].And(v.Promotion()[0]).IsEmpty() || !p.Men[1].And(v.Promotion()[1]).IsEmpty():
				t.Fatalf("%s: %q: a man on its promotion row", v.Name(), s)
			}
			for c, run := range p.KingRuns {
				if run.Moves > 0 && (!p.Kings[c].Has(run.King) || int(run.Moves) > v.KingMoveLimit() || p.Men[c].IsEmpty()) {
					t.Fatalf("%s: %q: run %+v of %v", v.Name(), s, run, board.Color(c))
				}
			}
			fen := notation.FormatFEN(v, p)
			q, err := notation.ParseFEN(v, fen)
			if err != nil {
				t.Fatalf("%s: %q: FormatFEN wrote %q, which does not read: %v", v.Name(), s, fen, err)
			}
			if q != p {
				t.Fatalf("%s: %q: %q reads as another position", v.Name(), s, fen)
			}
			if again := notation.FormatFEN(v, q); again != fen {
				t.Fatalf("%s: %q: %q writes as %q", v.Name(), s, fen, again)
			}
		}
	})
}

// FuzzParseSquare reads arbitrary text as a square of every registered
// variant. It must never panic; an error must be a *FENError wrapping
// ErrSyntax or ErrSquare and pointing at its token in the input; a square
// it reads must be playable, and both the variant's own form of it
// (FormatSquare) and its algebraic name must read back as the same square.
// The seed corpus is in testdata/fuzz/FuzzParseSquare.
func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{
		"1", "32", "50", "072", "0", "51", "a1", "C3", "h8", "j10", "l12", "b2", "a2",
		"", " 1", "1 ", "x", "a", "a0", "a-1", "1a", "z99", "0001", "9999999999999999999",
	} {
		f.Add(s)
	}
	sentinels := []error{notation.ErrSyntax, notation.ErrSquare}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range variant.All() {
			sq, err := notation.ParseSquare(v, s)
			if err != nil {
				checkFENError(t, v, s, err, sentinels)
				continue
			}
			if !v.Board().Valid().Has(sq) {
				t.Fatalf("%s: %q reads as square %d, which is not playable", v.Name(), s, sq)
			}
			// The variant's own form is what every writer of the library
			// uses; the algebraic name is accepted for every variant, so
			// it must come back too.
			for _, text := range []string{notation.FormatSquare(v, sq), v.Board().Name(sq)} {
				back, err := notation.ParseSquare(v, text)
				if err != nil || back != sq {
					t.Fatalf("%s: %q reads as square %d, written %q, which reads as %d (%v)", v.Name(), s, sq, text, back, err)
				}
			}
		}
	})
}

// checkFENError fails t unless err, the error of reading s under v, is a
// *FENError whose token stands at its offset in s and which wraps exactly
// one of sentinels.
func checkFENError(t *testing.T, v *variant.Variant, s string, err error, sentinels []error) {
	t.Helper()
	var fe *notation.FENError
	if !errors.As(err, &fe) {
		t.Fatalf("%s: %q: error %v is not a *FENError", v.Name(), s, err)
	}
	if fe.Offset < 0 || fe.Offset+len(fe.Token) > len(s) || s[fe.Offset:fe.Offset+len(fe.Token)] != fe.Token {
		t.Fatalf("%s: %q: token %q is not at offset %d", v.Name(), s, fe.Token, fe.Offset)
	}
	kinds := 0
	for _, e := range sentinels {
		if errors.Is(err, e) {
			kinds++
		}
	}
	if kinds != 1 {
		t.Fatalf("%s: %q: error %v wraps %d of %v", v.Name(), s, err, kinds, sentinels)
	}
}

// FuzzParseFENFields reads arbitrary text as a FEN with lidraughts'
// fields, for every variant. It must never panic; an error must be a
// *FENError wrapping one sentinel; ghosts must be of the side not to move,
// on playable squares no piece holds; and what FormatFENFields writes must
// read back as the same position and fields. The seed corpus is in
// testdata/fuzz/FuzzParseFENFields.
func FuzzParseFENFields(f *testing.F) {
	for _, s := range []string{
		"W:W31-50:B1-20:H0:F1", "B:WG28,33:BK19", "B:WP28,33:BK19", "W:W45,K46:B1:H3:F20:+0+346",
		"W:W31:B1:F0", "B:WG28-30:BK19", "W:WG1:Bh8", "W:Wa1:BGb8",
	} {
		f.Add(s)
	}
	sentinels := []error{notation.ErrSyntax, notation.ErrSquare, notation.ErrDuplicate, notation.ErrPromotionRow,
		notation.ErrUnreachable}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range variant.All() {
			p, fields, err := notation.ParseFENFields(v, s)
			if err != nil {
				checkFENError(t, v, s, err, sentinels)
				continue
			}
			ghosts := fields.Ghosts()
			mover := p.Turn
			switch {
			case !ghosts.AndNot(v.Board().Valid()).IsEmpty():
				t.Fatalf("%s: %q: a ghost off the playable squares", v.Name(), s)
			case !ghosts.And(p.Pieces(board.White).Or(p.Pieces(board.Black))).IsEmpty():
				t.Fatalf("%s: %q: a ghost on a piece", v.Name(), s)
			case !fields.GhostMen[mover].Or(fields.GhostKings[mover]).IsEmpty():
				t.Fatalf("%s: %q: a ghost of the side to move", v.Name(), s)
			case fields.Counters && fields.FullMove < 1:
				t.Fatalf("%s: %q: move number %d", v.Name(), s, fields.FullMove)
			}
			fen := notation.FormatFENFields(v, p, fields)
			q, back, err := notation.ParseFENFields(v, fen)
			if err != nil || q != p || back != fields {
				t.Fatalf("%s: %q: written %q, read back as %+v %+v (%v)", v.Name(), s, fen, q, back, err)
			}
		}
	})
}
