package pdn

import (
	"io"
	"iter"
	"strings"

	"github.com/draughtsgo/checkers/variant"
)

// Reader reads the games of a PDN file one at a time.
//
// Reading has three stages, each of which a program may also run on its
// own: a [Parser] reads the text of a game into a [RawGame] (its tags and
// its moves as text, no rules involved), a [Binder] chooses the game's
// variant, and [Replay] plays its moves under that variant, which gives
// the [Game]. [Reader.Read] runs all three; [Reader.ReadRaw] stops after
// the parser, and [Reader.ReadHeader] after the tags.
//
// It reads what PDN 3.0 defines and what real files hold besides:
//
//   - tags, one or many on a line, with spaces around the name and value
//     ([Event   "..."]), a backslash escaping a quote or a backslash in the
//     value;
//   - the variant from a GameType tag (its number, in the short "25" or
//     the long "25,W,8,8,A0,0" form; the attributes after the number are
//     not checked) or from a Variant tag naming a variant of the library
//     (as [Writer] writes for the variants without a GameType number; the
//     Variant tag wins when a game has both, and the values "Standard"
//     and "From Position" some sites write there are ignored); a game whose
//     tags name no variant is read under [Reader.Variant], or when that is
//     nil under the variant its moves and FEN tag point to, as [Binder]
//     infers it ([Game.Guessed] then says so);
//   - a FEN tag for the starting position ([notation.ParseFEN]), with or
//     without SetUp "1"; "?" for the side to move (a PDN extension) is
//     read as the variant's first mover; a FEN or GameType tag with an
//     empty or "?" value is as good as none;
//   - move numbers ("12.", "12...", "12" then dots, zero-padded "01.")
//     and "..." for an unknown move, all ignored; moves in any form
//     [notation.ParseMove] reads, also with a space after the separator
//     ("1- 6"), zero-padded squares ("06-11") or algebraic squares run
//     together ("a3b4");
//   - move-strength marks after a move ("!?", "(!?)", "*"), numeric
//     annotation glyphs ("$3"), comments in braces (not nested) or from
//     ";" to the end of the line, "%" escape lines, variations in
//     parentheses, nested;
//   - the terminators "2-0", "1-1", "0-2", "1-0", "0-1", "1/2-1/2", "0-0"
//     and "*"; a game also ends where the next game's tags begin, on the
//     same line or another, or at the end of the input (a result inside a
//     variation is ignored);
//   - games with no tags (movetext alone);
//   - LF, CRLF or CR line ends, a UTF-8 byte order mark, a Ctrl-Z;
//   - lines, comments and tag values of any length, and variations nested
//     up to 1000 deep.
//
// Lenient reading (Strict false) passes over these faults, and records each
// in the game's [Game.Warnings] as an [*Error] that says where it is:
//
//   - text between games that starts no game (not a tag, move number or
//     move): skipped to the end of its line, or to a tag on that line,
//     together with the lines of such text right after it, and reported
//     once, as a warning of the game that follows (text after the last
//     game has no game to go with, and is dropped);
//   - a broken tag, or text that is not PDN, between the tags of a game
//     (a damaged file has a literal "\r" after each tag): skipped;
//   - a quiet move written with a capture mark ("10x14" for 10-14, as
//     some files have it): read as the quiet move when no capture answers
//     to the text;
//   - a fault inside a variation: a move that is not legal there, that
//     several legal moves answer to, or that is no move text; a stray
//     character; a variation opened before the variation's first move, or
//     nested more than 1000 deep. The variation keeps the moves before the
//     fault, the rest of it is skipped up to its closing parenthesis (with
//     the variations, comments and results in it), and reading goes on
//     after that parenthesis. A variation left with no move is dropped;
//   - a lone "-" where a game ends (the next game's tags or the end of the
//     input follow it), as some files write for a game not played: read
//     as the terminator "*". (A Result tag "-" is read as "*" without a
//     warning, like any tag value that is no result; see [Game.Result].)
//
// With Strict each of these is a fault.
//
// Every move is replayed ([notation.ParseMove] in the position before
// it), so a move of the main line that is not legal there, or that several
// legal moves answer to, ends the game's moves with a fault; so do a fault
// in the PDN itself (an unclosed comment, a stray character in the main
// line, a ")" with no variation open, a variation not closed), an unknown
// variant and a bad FEN; and with Strict, any fault inside a variation. A
// game's first fault is recorded in [Game.Err], and reading goes on with
// the next game.
//
// Reading takes time and memory in proportion to the input, whatever its
// shape: many comments after one move, long lines, deep variations. It
// holds one game at a time. A game whose variant is inferred is replayed
// once when it replays under the first variant tried (the previous game's,
// for the games of a file after the first), and once per candidate at
// most.
type Reader struct {
	// Variant is the variant of the games whose tags name none. Nil
	// means that the variant of each such game is inferred from the game
	// (see [Binder]).
	Variant *variant.Variant
	// Strict makes Read return the first fault of a game as its error,
	// and makes a fault of what lenient reading passes over.
	Strict bool

	p Parser
	b Binder
}

// NewReader returns a reader of the PDN text of r. It buffers its input.
func NewReader(r io.Reader) *Reader {
	rd := &Reader{}
	rd.p.lx.init(r)
	return rd
}

// Read returns the next game, or io.EOF after the last one.
//
// In lenient mode (the default) the error is nil or a read error of the
// underlying reader; a game's own fault is in its Err. With Strict, a game
// with a fault is returned with that fault as the error, and text between
// games that is not PDN gives a nil game and an [*Error]; the next call
// goes on from the next game.
func (r *Reader) Read() (*Game, error) {
	r.p.Strict = r.Strict
	// The game parsed is dropped once replayed (the Game shares none of
	// it), so the parser may reuse its memory for the next.
	r.p.recycle = true
	raw, err := r.p.Next()
	r.p.recycle = false
	if raw == nil {
		return nil, err
	}
	r.b.Variant, r.b.Strict = r.Variant, r.Strict
	g := r.b.Bind(raw)
	if r.Strict && g.Err != nil {
		return g, g.Err
	}
	return g, nil
}

// ReadRaw returns the next game as parsed, before its variant is chosen
// and its moves replayed ([Parser.Next]), or io.EOF after the last one. The
// errors are those of Read, but for the game's own faults: those of the
// PDN are in its Err, and those of the rules are yet to be found. A game
// read so does not count as the previous game for the variant of the next
// one that Read reads.
func (r *Reader) ReadRaw() (*RawGame, error) {
	r.p.Strict = r.Strict
	return r.p.Next()
}

// ReadHeader returns the next game's tags, skipping its moves
// ([Parser.NextHeader]), or io.EOF after the last one: a cheap way to
// index a file's games. The errors are those of ReadRaw, and as with
// ReadRaw the game does not count as the previous game for Read.
func (r *Reader) ReadHeader() (*RawGame, error) {
	r.p.Strict = r.Strict
	return r.p.NextHeader()
}

// All returns an iterator over the games that are left, as Read returns
// them. It stops after the last game, at a read error (which it yields), or
// when the loop stops. In lenient mode the error it yields with a game is
// always nil; with Strict, iteration goes on after a game's fault.
func (r *Reader) All() iter.Seq2[*Game, error] {
	return func(yield func(*Game, error) bool) {
		for {
			g, err := r.Read()
			if err == io.EOF {
				return
			}
			if !yield(g, err) {
				return
			}
			if _, ok := err.(*Error); err != nil && !ok {
				return
			}
		}
	}
}

// addComment adds a comment to the comments gathered in b, after a space.
// b at least doubles when it grows, so that gathering many comments copies
// each byte about twice.
func addComment(b []byte, c string) []byte {
	if c == "" {
		return b
	}
	if need := len(b) + 1 + len(c); need > cap(b) {
		b = append(make([]byte, 0, max(2*cap(b), need)), b...)
	}
	if len(b) > 0 {
		b = append(b, ' ')
	}
	return append(b, c...)
}

// glyphs are the move-strength marks that stand for NAGs 1 to 7.
var glyphs = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6, "*": 7}

// normalize rewrites the forms of a move that files use and
// notation.ParseMove does not read: zero-padded numbers ("06-11") and
// algebraic squares run together ("a3b4").
func normalize(s string) string {
	pad, run := false, true
	letters := 0
	for i := 0; i < len(s); i++ {
		c := int(s[i])
		if c == '0' && (i == 0 || !isDigit(int(s[i-1])) && !isLetter(int(s[i-1]))) && i+1 < len(s) && isDigit(int(s[i+1])) {
			pad = true
		}
		if isLetter(c) {
			letters++
			if i > 0 && isLetter(int(s[i-1])) {
				run = false
			}
		} else if !isDigit(c) {
			run = false
		}
	}
	together := run && letters > 1 && isLetter(int(s[0]))
	if !pad && !together {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		start := i == 0 || !isDigit(int(s[i-1])) && !isLetter(int(s[i-1]))
		if c == '0' && start && i+1 < len(s) && isDigit(int(s[i+1])) {
			for i+1 < len(s) && s[i] == '0' && isDigit(int(s[i+1])) {
				i++
			}
			c = s[i]
		}
		if together && i > 0 && isLetter(int(c)) && isDigit(int(s[i-1])) {
			b.WriteByte('-')
		}
		b.WriteByte(c)
	}
	return b.String()
}
