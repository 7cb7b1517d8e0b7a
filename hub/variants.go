package hub

import (
	"fmt"
	"slices"
	"strings"

	"github.com/draughtsgo/checkers/variant"
)

// engineNames are the names Hub engines know variants by where these are
// not the library's, each as the engine's own documentation gives it, by
// the rules they name: a variant that plays as one of these (see
// variant.Variant.SameMoves) goes by its names, its start being the
// position "pos" sends.
//
// Scan 3.x: protocol.txt (Hub protocol version 2, 2019), whose example
// introduction declares `param name=variant value=normal type=enum
// values="normal killer bt frisian losing"`; Scan 3.1's src/var.cpp
// (update) takes "breakthrough" as well as "bt", and ends the program on
// any other name.
var engineNames = []struct {
	v     *variant.Variant
	names []string
}{
	{variant.International, []string{"normal"}},
	{variant.Killer, []string{"killer"}},
	{variant.Breakthrough, []string{"bt", "breakthrough"}},
	{variant.Frisian, []string{"frisian"}},
	{variant.Antidraughts, []string{"losing"}},
}

// namesOf returns the names Hub engines know v by (engineNames), the
// most common first; none for a variant they do not name otherwise than
// the library does.
func namesOf(v *variant.Variant) []string {
	for _, e := range engineNames {
		if v.SameMoves(e.v) {
			return slices.Clone(e.names)
		}
	}
	return nil
}

// engineVariant returns the variant a Hub engine's name stands for, if
// any: the table's, or start when that plays alike (a caller's own
// International rules stay its own when a driver asks for "normal").
func engineVariant(name string, start *variant.Variant) (*variant.Variant, bool) {
	for _, e := range engineNames {
		for _, n := range e.names {
			if strings.EqualFold(n, name) {
				if start.SameMoves(e.v) {
					return start, true
				}
				return e.v, true
			}
		}
	}
	return nil, false
}

// chooseName returns the name the client gives the engine for v: given
// when not empty, as it is; else, when the engine declares the choices
// of its parameter "variant" (values), the first of v's name, the names
// engines know it by and its aliases that is one of them, spelt as the
// engine spells it; else the first name engines know v by, or v's.
// Values that hold none of v's names mean an engine that cannot play v:
// an error wrapping variant.ErrUnknownVariant.
func chooseName(v *variant.Variant, given string, values []string) (string, error) {
	if given != "" {
		return given, nil
	}
	others := namesOf(v)
	if len(values) == 0 {
		if len(others) > 0 {
			return others[0], nil
		}
		return v.Name(), nil
	}
	var candidates []string
	for _, c := range append(append([]string{v.Name()}, others...), v.Rules().Aliases...) {
		if !slices.ContainsFunc(candidates, func(d string) bool { return strings.EqualFold(c, d) }) {
			candidates = append(candidates, c)
		}
	}
	for _, c := range candidates {
		for _, value := range values {
			if strings.EqualFold(c, value) {
				return value, nil
			}
		}
	}
	return "", fmt.Errorf("hub: %w: the engine's variants, %s, hold none of %s (give the engine's name for it: Options.VariantName, -hub-variant of checkers match)",
		variant.ErrUnknownVariant, echo(strings.Join(values, " ")), strings.Join(candidates, ", "))
}
