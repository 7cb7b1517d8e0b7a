package lidraughts

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/draughtsgo/checkers/board"
)

// Commands are the data lidraughts embeds in a PDN move's comment, each as
// "[%name value]" (a form that began with lichess's chess exports):
//
//	[%clock w1:29:46 B1:29:40]  both clocks after the move, in hours, minutes
//	                            and seconds; the upper-case letter is the
//	                            side whose clock now runs (games, broadcasts)
//	[%clk 0:00:30]              the clock of the side that moved
//	[%eval 0.17]                an engine's evaluation, in pieces, from
//	[%eval #7]                  White's side; "#7" a win in 7 moves for White,
//	                            "#-7" for Black (its analysis exports)
//
// A field is nil when the comment has no such command. Read them with
// [ParseCommands]; [Commands.String] writes them back.
type Commands struct {
	// Clock is the [%clock] command.
	Clock *Clock
	// Clk is the [%clk] command: the time left to the side that moved.
	Clk *time.Duration
	// Eval is the [%eval] command.
	Eval *Eval
}

// Clock is the time left on both clocks.
type Clock struct {
	// White and Black are the time left to each side.
	White, Black time.Duration
	// Runs says whether a clock runs (one letter is upper case), and
	// Running whose.
	Runs    bool
	Running board.Color
}

// Eval is an engine's evaluation of the position after a move, from
// White's side.
type Eval struct {
	// Pieces is the value in pieces ("0.17"), when Win is 0.
	Pieces float64
	// Win, when not 0, is a win in Win moves for White, or in -Win for
	// Black ("#7", "#-7").
	Win int
}

// maxCommandTime bounds the times read, so that no text overflows a
// time.Duration: a clock of more than 10,000 hours is no clock.
const maxCommandTime = 10000 * time.Hour

// ParseCommands reads the lidraughts commands of a move's comment and
// returns them with the rest of the comment, the commands taken out and
// spaces trimmed. A command it cannot read (a bad time, an unknown name)
// stays in the rest as written; the last of several of one name wins.
func ParseCommands(comment string) (Commands, string) {
	var c Commands
	var rest strings.Builder
	s := comment
	for {
		i := strings.Index(s, "[%")
		if i < 0 {
			rest.WriteString(s)
			break
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			rest.WriteString(s)
			break
		}
		if !c.read(s[i+2 : i+j]) {
			rest.WriteString(s[:i+j+1])
		} else {
			rest.WriteString(s[:i])
		}
		s = s[i+j+1:]
	}
	return c, strings.Join(strings.Fields(rest.String()), " ")
}

// read reads one command's text (name and value, without the brackets and
// percent sign) into c, and reports whether it could.
func (c *Commands) read(text string) bool {
	f := strings.Fields(text)
	if len(f) < 2 {
		return false
	}
	name, value := f[0], f[1]
	if len(f) != 2 && name != "clock" {
		return false
	}
	switch name {
	case "clock":
		if len(f) != 3 {
			return false
		}
		w, b := f[1], f[2]
		if len(w) < 2 || len(b) < 2 || (w[0] != 'w' && w[0] != 'W') || (b[0] != 'b' && b[0] != 'B') {
			return false
		}
		white, ok1 := parseClockTime(w[1:])
		black, ok2 := parseClockTime(b[1:])
		if !ok1 || !ok2 {
			return false
		}
		clock := &Clock{White: white, Black: black}
		switch {
		case w[0] == 'W' && b[0] == 'B':
			return false // both clocks cannot run
		case w[0] == 'W':
			clock.Runs, clock.Running = true, board.White
		case b[0] == 'B':
			clock.Runs, clock.Running = true, board.Black
		}
		c.Clock = clock
	case "clk":
		d, ok := parseClockTime(value)
		if !ok {
			return false
		}
		c.Clk = &d
	case "eval":
		if win, ok := strings.CutPrefix(value, "#"); ok {
			n, err := strconv.Atoi(win)
			if err != nil || n == 0 || n > 10000 || n < -10000 {
				return false
			}
			c.Eval = &Eval{Win: n}
			return true
		}
		f, err := strconv.ParseFloat(value, 64)
		if err != nil || f != f || f > 1e6 || f < -1e6 {
			return false
		}
		c.Eval = &Eval{Pieces: f}
	default:
		return false
	}
	return true
}

// parseClockTime reads a time as lidraughts writes one: hours, minutes
// and seconds ("1:29:46"; "1:29.46" too, as lidraughts reads it), or hours
// and minutes ("1:30"), the seconds perhaps with a fraction ("0:00:03.5").
func parseClockTime(s string) (time.Duration, bool) {
	parts := strings.Split(s, ":")
	if len(parts) == 2 {
		if m, sec, ok := strings.Cut(parts[1], "."); ok && !strings.Contains(sec, ".") && len(sec) == 2 {
			parts = []string{parts[0], m, sec}
		}
	}
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var d time.Duration
	for k, p := range parts {
		whole, frac, hasFrac := strings.Cut(p, ".")
		if !allDigits(whole) || len(whole) > 5 || (hasFrac && (k < 2 || !allDigits(frac) || len(frac) > 9)) {
			return 0, false
		}
		n, _ := strconv.Atoi(whole)
		if k > 0 && n >= 60 {
			return 0, false
		}
		d += time.Duration(n) * []time.Duration{time.Hour, time.Minute, time.Second}[k]
		if hasFrac {
			// nanoseconds, exactly, so that String writes them back
			ns, _ := strconv.Atoi((frac + "000000000")[:9])
			d += time.Duration(ns)
		}
	}
	return d, d <= maxCommandTime
}

// String writes the commands as lidraughts does, "[%clock w1:29:46
// B1:29:40] [%eval 0.17]", in the order clock, clk, eval; "" for none.
func (c Commands) String() string {
	var parts []string
	if c.Clock != nil {
		w, b := "w", "b"
		switch {
		case c.Clock.Runs && c.Clock.Running == board.White:
			w = "W"
		case c.Clock.Runs:
			b = "B"
		}
		parts = append(parts, fmt.Sprintf("[%%clock %s%s %s%s]", w, clockText(c.Clock.White), b, clockText(c.Clock.Black)))
	}
	if c.Clk != nil {
		parts = append(parts, "[%clk "+clockText(*c.Clk)+"]")
	}
	if c.Eval != nil {
		if c.Eval.Win != 0 {
			parts = append(parts, fmt.Sprintf("[%%eval #%d]", c.Eval.Win))
		} else {
			parts = append(parts, "[%eval "+strconv.FormatFloat(c.Eval.Pieces, 'f', -1, 64)+"]")
		}
	}
	return strings.Join(parts, " ")
}

// clockText writes d as H:MM:SS, and the fraction of a second it holds,
// as lidraughts writes tenths ("0:00:59.9"), without trailing zeros.
func clockText(d time.Duration) string {
	s := int64(d / time.Second)
	text := fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	if ns := d % time.Second; ns > 0 {
		text += strings.TrimRight(fmt.Sprintf(".%09d", ns), "0")
	}
	return text
}

// allDigits reports whether s is a non-empty run of ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
