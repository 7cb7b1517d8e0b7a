package variant

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// ErrUnknownVariant is wrapped by the errors of [ByName] and [ByGameType].
var ErrUnknownVariant = errors.New("unknown variant")

// ErrRegistered is wrapped by the errors of [Register] for a variant whose
// name, one of whose aliases, or whose GameType number a registered variant
// already has.
var ErrRegistered = errors.New("variant: already registered")

var (
	// registryMu guards registered: Register writes it, the lookups read it.
	registryMu sync.RWMutex
	// registered lists the variants in the order [All] returns them: the
	// package's own, then those given to Register, in the order they came.
	registered = []*Variant{English, International, Russian, Brazilian, Canadian,
		Antidam, Czech, Thai, Portuguese, Spanish, Italian, Turkish, Dameo, Gothic,
		Corner, OneWay, Parachute, Hawaii, Alquerque, Pool, Killer, Breakthrough,
		Antidraughts, Frisian, Frysk}
)

// Register adds v, a variant made by [New], to the registry: from then on
// [ByName] finds it by its name and by each of its aliases, [ByGameType] by
// its GameType number unless that is 0, and [All] and [Names] list it after
// the package's own variants, in the order of registration. Everything that
// looks variants up by name or number then knows it too: the Variant and
// GameType tags of PDN files (package notation/pdn), and the -variant flag
// of the command-line tool.
//
// Register refuses a variant when its name or one of its aliases is the
// name or an alias of a registered variant, or when its GameType is not 0
// and a registered variant has the same one; the error then wraps
// [ErrRegistered]. Names compare as New stores them, in lower case, so
// "Russian" clashes with "russian". A nil or zero Variant is refused with
// an error wrapping [ErrInvalid]. A refused variant leaves the registry as
// it was.
//
// The registry is shared by the whole program and a variant cannot be
// taken out of it again: register once, at start-up (in an init function,
// say), before the lookups that should find the variant. Register and the
// lookups are safe for concurrent use.
func Register(v *Variant) error {
	if v == nil || v.rules.Name == "" || v.rules.Board == nil {
		return fmt.Errorf("%w: only a variant made by New can be registered", ErrInvalid)
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	// Sets of v's names and numbers, so that the check is linear in what
	// the registry holds, however many aliases v has.
	names, types := setOf(v.names()), setOf(v.gameTypes())
	var clashes []string
	for _, r := range registered {
		for _, name := range r.names() {
			nameLookups.Add(1)
			if names[name] {
				clashes = append(clashes, fmt.Sprintf("the name %q is taken by %s", name, r.rules.Name))
			}
		}
		for _, n := range r.gameTypes() {
			if types[n] {
				clashes = append(clashes, fmt.Sprintf("GameType %d is taken by %s", n, r.rules.Name))
			}
		}
	}
	if len(clashes) > 0 {
		return fmt.Errorf("%w: %s: %s (give it names and a GameType of its own: Rules.Derived drops the original's)",
			ErrRegistered, v.rules.Name, strings.Join(clashes, "; "))
	}
	registered = append(registered, v)
	return nil
}

// nameLookups counts the names New and Register look up among others, so
// that the tests can see that the work grows with the number of aliases,
// not with its square, without timing anything.
var nameLookups atomic.Int64

// setOf returns the set of the values of s.
func setOf[T comparable](s []T) map[T]bool {
	set := make(map[T]bool, len(s))
	for _, x := range s {
		set[x] = true
	}
	return set
}

// gameTypes returns the GameType numbers that mean v: its own (unless 0)
// and those it reads.
func (v *Variant) gameTypes() []int {
	out := slices.Clone(v.rules.ReadGameTypes)
	if v.rules.GameType != 0 {
		out = append(out, v.rules.GameType)
	}
	return out
}

// names returns v's name followed by its aliases.
func (v *Variant) names() []string {
	return append([]string{v.rules.Name}, v.rules.Aliases...)
}

// All returns every registered variant, a new slice each call: the
// package's own, then those of [Register] in the order they were
// registered.
func All() []*Variant {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return append([]*Variant(nil), registered...)
}

// ByName returns the registered variant whose name or one of whose aliases
// is name, ignoring case and surrounding spaces.
func ByName(name string) (*Variant, error) {
	key := normalName(name)
	registryMu.RLock()
	defer registryMu.RUnlock()
	for _, v := range registered {
		if v.rules.Name == key {
			return v, nil
		}
		for _, a := range v.rules.Aliases {
			if a == key {
				return v, nil
			}
		}
	}
	return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknownVariant, name, strings.Join(names(), ", "))
}

// ByGameType returns the registered variant of a PDN GameType number: its
// GameType, or one of its ReadGameTypes.
func ByGameType(n int) (*Variant, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	for _, v := range registered {
		if n != 0 && (v.rules.GameType == n || slices.Contains(v.rules.ReadGameTypes, n)) {
			return v, nil
		}
	}
	return nil, fmt.Errorf("%w: no variant has PDN GameType %d", ErrUnknownVariant, n)
}

// Names returns the names of the registered variants, in the order of
// [All].
func Names() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return names()
}

// names returns the names of the registered variants; the caller holds
// registryMu.
func names() []string {
	out := make([]string, len(registered))
	for i, v := range registered {
		out[i] = v.rules.Name
	}
	return out
}
