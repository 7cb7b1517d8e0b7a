package variant

import (
	"fmt"
	"strings"
)

// The names of the enumerations of Rules, as String, MarshalText and
// UnmarshalText write and read them (in JSON rules files too).
var (
	removalNames      = [...]string{"at-end", "immediately"}
	crowningNames     = [...]string{"crown-and-stop", "crown-and-continue", "pass-through"}
	continuationNames = [...]string{"same-directions", "any-direction", "straight-on"}
	criterionNames    = [...]string{"most-pieces", "with-king", "most-kings", "earliest-king", "most-value"}
	notationNames     = [...]string{"numeric", "algebraic"}
	goalNames         = [...]string{"no-move-loses", "no-move-wins", "crown-wins"}
	drawKindNames     = [...]string{"repetition", "quiet-run", "ending-count", "material-draw", "king-v-king"}
	runNames          = [...]string{"no-progress", "kings-only", "balance"}
	unitNames         = [...]string{"plies", "strong-moves", "lone-moves"}
	exceptionNames    = [...]string{"none", "caught-king"}
	claimNames        = [...]string{"automatic", "on-claim", "before-move"}
	claimantNames     = [...]string{"side-to-move", "either-player"}
)

// name returns the name of value v of an enumeration, or "Type(n)".
func name[T ~uint8](typ string, names []string, v T) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", typ, v)
}

// marshal returns the name of v, or an error wrapping ErrInvalid.
func marshal[T ~uint8](typ string, names []string, v T) ([]byte, error) {
	if int(v) < len(names) {
		return []byte(names[v]), nil
	}
	return nil, fmt.Errorf("%w: %s(%d)", ErrInvalid, typ, v)
}

// unmarshal sets *dst to the value text names, ignoring case; it leaves
// *dst alone on error.
func unmarshal[T ~uint8](typ string, names []string, text []byte, dst *T) error {
	for i, n := range names {
		if strings.EqualFold(string(text), n) {
			*dst = T(i)
			return nil
		}
	}
	return fmt.Errorf("%w: %s %q (one of %s)", ErrInvalid, typ, text, strings.Join(names, ", "))
}

// String returns "at-end" or "immediately".
func (r Removal) String() string { return name("Removal", removalNames[:], r) }

// MarshalText writes the removal as String does.
func (r Removal) MarshalText() ([]byte, error) { return marshal("Removal", removalNames[:], r) }

// UnmarshalText reads a removal as String writes it.
func (r *Removal) UnmarshalText(text []byte) error {
	return unmarshal("Removal", removalNames[:], text, r)
}

// String returns "crown-and-stop", "crown-and-continue" or "pass-through".
func (c Crowning) String() string { return name("Crowning", crowningNames[:], c) }

// MarshalText writes the crowning rule as String does.
func (c Crowning) MarshalText() ([]byte, error) { return marshal("Crowning", crowningNames[:], c) }

// UnmarshalText reads a crowning rule as String writes it.
func (c *Crowning) UnmarshalText(text []byte) error {
	return unmarshal("Crowning", crowningNames[:], text, c)
}

// String returns "same-directions", "any-direction" or "straight-on".
func (c Continuation) String() string { return name("Continuation", continuationNames[:], c) }

// MarshalText writes the continuation rule as String does.
func (c Continuation) MarshalText() ([]byte, error) {
	return marshal("Continuation", continuationNames[:], c)
}

// UnmarshalText reads a continuation rule as String writes it.
func (c *Continuation) UnmarshalText(text []byte) error {
	return unmarshal("Continuation", continuationNames[:], text, c)
}

// String returns "most-pieces", "with-king", "most-kings",
// "earliest-king" or "most-value".
func (c Criterion) String() string { return name("Criterion", criterionNames[:], c) }

// MarshalText writes the criterion as String does.
func (c Criterion) MarshalText() ([]byte, error) { return marshal("Criterion", criterionNames[:], c) }

// UnmarshalText reads a criterion as String writes it.
func (c *Criterion) UnmarshalText(text []byte) error {
	return unmarshal("Criterion", criterionNames[:], text, c)
}

// String returns "numeric" or "algebraic".
func (n Notation) String() string { return name("Notation", notationNames[:], n) }

// MarshalText writes the notation as String does.
func (n Notation) MarshalText() ([]byte, error) { return marshal("Notation", notationNames[:], n) }

// UnmarshalText reads a notation as String writes it.
func (n *Notation) UnmarshalText(text []byte) error {
	return unmarshal("Notation", notationNames[:], text, n)
}

// String returns "no-move-loses" or "no-move-wins".
func (g Goal) String() string { return name("Goal", goalNames[:], g) }

// MarshalText writes the goal as String does.
func (g Goal) MarshalText() ([]byte, error) { return marshal("Goal", goalNames[:], g) }

// UnmarshalText reads a goal as String writes it.
func (g *Goal) UnmarshalText(text []byte) error { return unmarshal("Goal", goalNames[:], text, g) }

// String returns "repetition", "quiet-run", "ending-count",
// "material-draw" or "king-v-king".
func (k DrawKind) String() string { return name("DrawKind", drawKindNames[:], k) }

// MarshalText writes the kind as String does.
func (k DrawKind) MarshalText() ([]byte, error) { return marshal("DrawKind", drawKindNames[:], k) }

// UnmarshalText reads a kind as String writes it.
func (k *DrawKind) UnmarshalText(text []byte) error {
	return unmarshal("DrawKind", drawKindNames[:], text, k)
}

// String returns "no-progress", "kings-only" or "balance".
func (r Run) String() string { return name("Run", runNames[:], r) }

// MarshalText writes the run condition as String does.
func (r Run) MarshalText() ([]byte, error) { return marshal("Run", runNames[:], r) }

// UnmarshalText reads a run condition as String writes it.
func (r *Run) UnmarshalText(text []byte) error { return unmarshal("Run", runNames[:], text, r) }

// String returns "plies", "strong-moves" or "lone-moves".
func (u Unit) String() string { return name("Unit", unitNames[:], u) }

// MarshalText writes the unit as String does.
func (u Unit) MarshalText() ([]byte, error) { return marshal("Unit", unitNames[:], u) }

// UnmarshalText reads a unit as String writes it.
func (u *Unit) UnmarshalText(text []byte) error { return unmarshal("Unit", unitNames[:], text, u) }

// String returns "none" or "caught-king".
func (e Exception) String() string { return name("Exception", exceptionNames[:], e) }

// MarshalText writes the exception as String does.
func (e Exception) MarshalText() ([]byte, error) { return marshal("Exception", exceptionNames[:], e) }

// UnmarshalText reads an exception as String writes it.
func (e *Exception) UnmarshalText(text []byte) error {
	return unmarshal("Exception", exceptionNames[:], text, e)
}

// String returns "automatic", "on-claim" or "before-move".
func (c Claim) String() string { return name("Claim", claimNames[:], c) }

// MarshalText writes the claim form as String does.
func (c Claim) MarshalText() ([]byte, error) { return marshal("Claim", claimNames[:], c) }

// UnmarshalText reads a claim form as String writes it.
func (c *Claim) UnmarshalText(text []byte) error { return unmarshal("Claim", claimNames[:], text, c) }

// String returns "side-to-move" or "either-player".
func (c Claimant) String() string { return name("Claimant", claimantNames[:], c) }

// MarshalText writes the claimant as String does.
func (c Claimant) MarshalText() ([]byte, error) { return marshal("Claimant", claimantNames[:], c) }

// UnmarshalText reads a claimant as String writes it.
func (c *Claimant) UnmarshalText(text []byte) error {
	return unmarshal("Claimant", claimantNames[:], text, c)
}
