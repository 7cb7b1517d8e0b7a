package variant_test

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Registering changes the one registry of the process: every test below
// puts it back when it ends (RestoreRegistryAfter) and uses names of its
// own, so that the tests, their reruns under -count and the examples do not
// see each other's variants.

// shortKings returns Russian draughts with short-range kings under the
// given name, aliases and GameType.
func shortKings(t testing.TB, name string, aliases []string, gameType int) *variant.Variant {
	t.Helper()
	r := variant.Russian.Rules()
	r.Name, r.Aliases, r.GameType = name, aliases, gameType
	r.FlyingKings = false
	v, err := variant.New(r)
	require.NoError(t, err)
	return v
}

// A registered variant is found by its name and aliases, whatever their
// case, and by its GameType number; All and Names list it after the
// package's own variants, in the order of registration.
func TestRegisterFindsTheVariant(t *testing.T) {
	variant.RestoreRegistryAfter(t)
	builtIn := variant.All()
	plain := shortKings(t, "test-find-short-kings", []string{"test-find-ssk"}, 0)
	numbered := shortKings(t, "test-find-numbered", []string{"test-find-77"}, 77)
	require.NoError(t, variant.Register(plain))
	require.NoError(t, variant.Register(numbered))

	for name, want := range map[string]*variant.Variant{
		"test-find-short-kings": plain, " Test-Find-Short-Kings ": plain, "TEST-FIND-SSK": plain,
		"test-find-numbered": numbered, "Test-Find-77": numbered,
	} {
		v, err := variant.ByName(name)
		require.NoError(t, err, name)
		assert.Same(t, want, v, name)
	}
	v, err := variant.ByGameType(77)
	require.NoError(t, err)
	assert.Same(t, numbered, v)
	// GameTypes read but never written: lidraughts' numbers.
	v, err = variant.ByGameType(99) // From Position
	require.NoError(t, err)
	assert.Equal(t, variant.International, v)
	v, err = variant.ByGameType(96)
	require.NoError(t, err)
	assert.Equal(t, variant.Breakthrough, v)
	v, err = variant.ByGameType(98)
	require.NoError(t, err)
	assert.Equal(t, variant.Antidraughts, v)
	v, err = variant.ByGameType(97)
	require.NoError(t, err)
	assert.Equal(t, variant.Frysk, v)
	v, err = variant.ByGameType(40)
	require.NoError(t, err)
	assert.Equal(t, variant.Frisian, v)
	for _, name := range []string{"Frysk!", "frisian-draughts"} {
		_, err = variant.ByName(name)
		assert.NoError(t, err, name)
	}
	_, err = variant.ByGameType(0)
	assert.ErrorIs(t, err, variant.ErrUnknownVariant, "GameType 0 names no variant, registered or not")

	assert.Equal(t, append(builtIn, plain, numbered), variant.All())
	names := variant.Names()
	assert.Equal(t, []string{"test-find-short-kings", "test-find-numbered"}, names[len(builtIn):])
	assert.Len(t, names, len(builtIn)+2)
	_, err = variant.ByName("test-find-unknown")
	assert.ErrorContains(t, err, "test-find-numbered", "the error lists the registered names")
}

// A variant is refused when its name, one of its aliases or its GameType
// is already taken, by one of the package's variants or by one registered
// before it; names compare without regard to case. A refused variant is
// not registered.
func TestRegisterRefusesClashes(t *testing.T) {
	variant.RestoreRegistryAfter(t)
	require.NoError(t, variant.Register(shortKings(t, "test-clash-first", []string{"test-clash-alias"}, 78)))
	before := variant.All()

	for _, c := range []struct {
		why      string
		name     string
		aliases  []string
		gameType int
	}{
		{"name is a built-in name", "russian", nil, 0},
		{"name is a built-in name in other case", "Russian", nil, 0},
		{"name is a built-in alias", "shashki", nil, 0},
		{"alias is a built-in name", "test-clash-a", []string{"international"}, 0},
		{"alias is a built-in alias", "test-clash-b", []string{"x", "DAM"}, 0},
		{"GameType is a built-in one", "test-clash-c", nil, 25},
		{"name is a registered name", "test-clash-first", nil, 0},
		{"name is a registered alias", "Test-Clash-Alias", nil, 0},
		{"alias is a registered name", "test-clash-d", []string{"TEST-CLASH-FIRST"}, 0},
		{"alias is a registered alias", "test-clash-e", []string{"test-clash-alias"}, 0},
		{"GameType is a registered one", "test-clash-f", nil, 78},
		{"GameType is one a built-in variant reads", "test-clash-g", nil, 98},
	} {
		err := variant.Register(shortKings(t, c.name, c.aliases, c.gameType))
		assert.ErrorIs(t, err, variant.ErrRegistered, c.why)
		assert.Equal(t, before, variant.All(), c.why)
	}

	// The same variant twice is a clash with itself.
	v := shortKings(t, "test-clash-twice", nil, 0)
	require.NoError(t, variant.Register(v))
	assert.ErrorIs(t, variant.Register(v), variant.ErrRegistered)
	assert.Len(t, variant.All(), len(before)+1)
}

// Only a variant made by New can be registered: not nil, not the zero
// Variant.
func TestRegisterRefusesNilAndZero(t *testing.T) {
	variant.RestoreRegistryAfter(t)
	before := variant.All()
	assert.ErrorIs(t, variant.Register(nil), variant.ErrInvalid)
	assert.ErrorIs(t, variant.Register(&variant.Variant{}), variant.ErrInvalid)
	assert.Equal(t, before, variant.All())
}

// New keeps names and aliases in lower case without surrounding spaces, as
// ByName looks them up, and refuses empty or repeated aliases and negative
// GameType numbers.
func TestNewNormalizesNames(t *testing.T) {
	r := variant.Russian.Rules()
	r.Name, r.Aliases, r.GameType = "  Test-Normal-Name ", []string{"Test-Normal-ALIAS", " x "}, 0
	v, err := variant.New(r)
	require.NoError(t, err)
	assert.Equal(t, "test-normal-name", v.Name())
	assert.Equal(t, []string{"test-normal-alias", "x"}, v.Rules().Aliases)
	assert.Equal(t, []string{"Test-Normal-ALIAS", " x "}, r.Aliases, "the caller's Rules are left alone")

	for _, bad := range []func(*variant.Rules){
		func(r *variant.Rules) { r.Name = "   " },
		func(r *variant.Rules) { r.Aliases = []string{"a", ""} },
		func(r *variant.Rules) { r.Aliases = []string{" "} },
		func(r *variant.Rules) { r.Aliases = []string{"TEST-NORMAL"} },
		func(r *variant.Rules) { r.Aliases = []string{"a", "b", "A"} },
		func(r *variant.Rules) { r.GameType = -25 },
	} {
		r := variant.Russian.Rules()
		r.Name, r.Aliases, r.GameType = "test-normal", nil, 0
		bad(&r)
		_, err := variant.New(r)
		assert.ErrorIs(t, err, variant.ErrInvalid, "%q %q %d", r.Name, r.Aliases, r.GameType)
	}
}

// Register and the lookups may run at once (run with -race): every
// distinct variant is registered, and of several variants under one name
// exactly one is.
func TestRegisterConcurrently(t *testing.T) {
	variant.RestoreRegistryAfter(t)
	before := len(variant.All())
	const workers = 8
	var wg sync.WaitGroup
	var mu sync.Mutex
	won := 0
	for i := range workers {
		wg.Add(2)
		go func() {
			defer wg.Done()
			v := shortKings(t, fmt.Sprintf("test-race-%d", i), []string{fmt.Sprintf("test-race-alias-%d", i)}, 60+i)
			assert.NoError(t, variant.Register(v))
			if variant.Register(shortKings(t, "test-race-shared", nil, 0)) == nil {
				mu.Lock()
				won++
				mu.Unlock()
			}
		}()
		go func() {
			defer wg.Done()
			for range 50 {
				_ = variant.All()
				_ = variant.Names()
				_, _ = variant.ByName("test-race-shared")
				_, _ = variant.ByGameType(60 + i)
				_, _ = variant.ByName("russian")
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 1, won, "one variant of a name is registered")
	assert.Len(t, variant.All(), before+workers+1)
	for i := range workers {
		v, err := variant.ByGameType(60 + i)
		require.NoError(t, err)
		w, err := variant.ByName(fmt.Sprintf("test-race-alias-%d", i))
		require.NoError(t, err)
		assert.Same(t, v, w)
	}
}

// The point of registering: a PDN file names the variant by a Variant tag
// (no GameType number) or by its GameType number, the reader finds it, and
// what the writer writes reads back under the same variant.
func TestRegisteredVariantRoundTripsThroughPDN(t *testing.T) {
	variant.RestoreRegistryAfter(t)
	plain := shortKings(t, "test-pdn-short-kings", []string{"test-pdn-ssk"}, 0)
	numbered := shortKings(t, "test-pdn-numbered", nil, 95)
	require.NoError(t, variant.Register(plain))
	require.NoError(t, variant.Register(numbered))

	for _, c := range []struct {
		v    *variant.Variant
		tag  string
		want string
	}{
		{plain, `[Variant "Test-PDN-SSK"]`, `[Variant "test-pdn-short-kings"]`},
		{numbered, `[GameType "95"]`, `[GameType "95"]`},
	} {
		text := c.tag + "\n\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n"
		rd := pdn.NewReader(strings.NewReader(text))
		rd.Strict = true
		g, err := rd.Read()
		require.NoError(t, err, c.tag)
		assert.Same(t, c.v, g.Variant, c.tag)
		assert.Len(t, g.Moves, 4, c.tag)

		var b bytes.Buffer
		require.NoError(t, pdn.Write(&b, g))
		assert.Contains(t, b.String(), c.want)
		rd = pdn.NewReader(&b)
		rd.Strict = true
		back, err := rd.Read()
		require.NoError(t, err, b.String())
		assert.Same(t, c.v, back.Variant, b.String())
		assert.Len(t, back.Moves, 4, b.String())
	}
}
