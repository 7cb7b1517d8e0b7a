package variant

import (
	"errors"
	"fmt"
	"strings"
)

// ErrUnknownVariant is wrapped by the errors of [ByName] and [ByGameType].
var ErrUnknownVariant = errors.New("unknown variant")

// registered lists the variants in the order [All] returns them.
var registered = []*Variant{English, International, Russian, Brazilian, Canadian,
	Antidam, Czech, Thai, Portuguese, Spanish, Italian, Turkish, Dameo, Gothic,
	Corner, OneWay, Parachute, Hawaii, Alquerque}

// All returns every registered variant, a new slice each call.
func All() []*Variant { return append([]*Variant(nil), registered...) }

// ByName returns the variant whose name or one of whose aliases is name,
// ignoring case and surrounding spaces.
func ByName(name string) (*Variant, error) {
	key := strings.ToLower(strings.TrimSpace(name))
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
	return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknownVariant, name, strings.Join(Names(), ", "))
}

// ByGameType returns the variant of a PDN GameType number.
func ByGameType(n int) (*Variant, error) {
	for _, v := range registered {
		if v.rules.GameType == n && n != 0 {
			return v, nil
		}
	}
	return nil, fmt.Errorf("%w: no variant has PDN GameType %d", ErrUnknownVariant, n)
}

// Names returns the names of the registered variants.
func Names() []string {
	names := make([]string, len(registered))
	for i, v := range registered {
		names[i] = v.rules.Name
	}
	return names
}
