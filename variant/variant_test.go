package variant_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestByNameIgnoresCaseAndSpacesAndKnowsAliases(t *testing.T) {
	for name, want := range map[string]*variant.Variant{
		"english": variant.English, "Dam": variant.English, " CHECKERS ": variant.English, "american": variant.English,
		"International": variant.International, "russian": variant.Russian, "Shashki": variant.Russian,
		"brazilian": variant.Brazilian, "canadian": variant.Canadian, "Giveaway": variant.Antidam,
		"anti-checkers": variant.Antidam, "czech": variant.Czech, "thai": variant.Thai,
		"portuguese": variant.Portuguese, "spanish": variant.Spanish, "italian": variant.Italian,
	} {
		v, err := variant.ByName(name)
		require.NoError(t, err, name)
		assert.Same(t, want, v, name)
	}
}

func TestUnknownVariant(t *testing.T) {
	for _, name := range []string{"", "chess", "englishh"} {
		_, err := variant.ByName(name)
		assert.True(t, errors.Is(err, variant.ErrUnknownVariant), name)
	}
	for _, n := range []int{0, 1, 95, -20} {
		_, err := variant.ByGameType(n)
		assert.True(t, errors.Is(err, variant.ErrUnknownVariant), "%d", n)
	}
}

// The GameType numbers of PDN 3.0 (pdn.fmjd.org/gametype.html).
func TestByGameType(t *testing.T) {
	for n, want := range map[int]*variant.Variant{20: variant.International, 21: variant.English,
		22: variant.Italian, 24: variant.Spanish, 25: variant.Russian, 26: variant.Brazilian,
		27: variant.Canadian, 28: variant.Portuguese, 29: variant.Czech, 30: variant.Turkish, 31: variant.Thai} {
		v, err := variant.ByGameType(n)
		require.NoError(t, err)
		assert.Same(t, want, v)
	}
}

// Names and aliases are unique across the registry, so ByName is a
// function.
func TestNamesAreUnique(t *testing.T) {
	seen := map[string]string{}
	for _, v := range variant.All() {
		for _, n := range append([]string{v.Name()}, v.Rules().Aliases...) {
			prev, dup := seen[n]
			assert.False(t, dup, "%q names both %s and %s", n, prev, v.Name())
			seen[n] = v.Name()
		}
	}
}

// The start positions: 12 men each on 8x8 (ranks 1-3 and 6-8), 20 on
// 10x10 (ranks 1-4 and 7-10), 30 on 12x12 (ranks 1-5 and 8-12), 8 in Thai
// (ranks 1-2 and 7-8); English, Antidam and Thai start with Black, the
// others with White (PDN GameType table).
func TestStartPositions(t *testing.T) {
	for _, c := range []struct {
		v     *variant.Variant
		men   int
		first board.Color
	}{{variant.English, 12, board.Black}, {variant.International, 20, board.White}, {variant.Russian, 12, board.White},
		{variant.Brazilian, 12, board.White}, {variant.Canadian, 30, board.White}, {variant.Antidam, 12, board.Black},
		{variant.Czech, 12, board.White}, {variant.Thai, 8, board.Black}, {variant.Portuguese, 12, board.White},
		{variant.Spanish, 12, board.White}, {variant.Italian, 12, board.White}} {
		p := c.v.Start()
		assert.Equal(t, c.men, p.Men[board.White].Count(), c.v.Name())
		assert.Equal(t, c.men, p.Men[board.Black].Count(), c.v.Name())
		assert.Equal(t, c.first, p.Turn, c.v.Name())
		assert.True(t, p.Men[board.White].And(c.v.Board().Row(0)).Count() == c.v.Board().Cols()/2, c.v.Name())
		assert.True(t, p.Men[board.Black].And(c.v.Board().Row(c.v.Board().Rows()-1)).Count() == c.v.Board().Cols()/2, c.v.Name())
	}
}

// The whole-board starts (RULES.md, sections Turkish, Gothic and Dameo):
// Turkish 16 men each on ranks 2-3 and 6-7; Gothic 16 on ranks 1-2 and
// 7-8; Dameo 18 in a trapezoid (a1-h1, b2-g2, c3-f3 and the mirror). White
// first.
func TestWholeBoardStarts(t *testing.T) {
	name := func(v *variant.Variant, b board.Bitboard) []string {
		var out []string
		for s := range b.Squares() {
			out = append(out, v.Board().Name(s))
		}
		return out
	}
	ranks := func(v *variant.Variant, lo, hi int) []string {
		var out []string
		for r := lo; r <= hi; r++ {
			out = append(out, name(v, v.Board().Row(r))...)
		}
		return out
	}
	assert.Equal(t, ranks(variant.Turkish, 1, 2), name(variant.Turkish, variant.Turkish.Rules().Setup[board.White]))
	assert.Equal(t, ranks(variant.Turkish, 5, 6), name(variant.Turkish, variant.Turkish.Rules().Setup[board.Black]))
	assert.Equal(t, ranks(variant.Gothic, 0, 1), name(variant.Gothic, variant.Gothic.Rules().Setup[board.White]))
	assert.Equal(t, ranks(variant.Gothic, 6, 7), name(variant.Gothic, variant.Gothic.Rules().Setup[board.Black]))
	assert.Equal(t, []string{"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "b2", "c2", "d2", "e2", "f2", "g2", "c3", "d3", "e3", "f3"},
		name(variant.Dameo, variant.Dameo.Rules().Setup[board.White]))
	assert.Equal(t, []string{"c6", "d6", "e6", "f6", "b7", "c7", "d7", "e7", "f7", "g7", "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"},
		name(variant.Dameo, variant.Dameo.Rules().Setup[board.Black]))
	for _, v := range []*variant.Variant{variant.Turkish, variant.Dameo, variant.Gothic} {
		assert.Equal(t, board.White, v.FirstToMove(), v.Name())
		assert.Equal(t, 64, v.Board().Len(), v.Name())
	}
}

func TestNewRejectsBadRules(t *testing.T) {
	_, err := variant.New(variant.Rules{})
	assert.ErrorIs(t, err, variant.ErrInvalid)
	_, err = variant.New(variant.Rules{Name: "x"})
	assert.ErrorIs(t, err, variant.ErrInvalid)

	clash := variant.English.Rules()
	clash.Setup[board.Black] = clash.Setup[board.White]
	_, err = variant.New(clash)
	assert.ErrorIs(t, err, variant.ErrInvalid)

	light := variant.English.Rules()
	light.Setup[board.White] = light.Setup[board.White].With(board.Square(4)) // a ghost bit
	_, err = variant.New(light)
	assert.ErrorIs(t, err, variant.ErrInvalid)

	for _, limit := range []int{-1, variant.MaxKingMoveLimit + 1} {
		r := variant.Frisian.Rules()
		r.KingMoveLimit = limit
		_, err = variant.New(r)
		assert.ErrorIs(t, err, variant.ErrInvalid, "king-move limit %d", limit)
	}
}

// Apply keeps the runs of king moves where the variant limits them, and
// only there: in Frisian a king's quiet move, its side having a man too,
// starts a run of one; the same move in International starts none. The
// squares are bits of the 10x10 layout; Apply reads no geometry, so any
// squares do.
func TestApplyKeepsKingRuns(t *testing.T) {
	white := board.Piece{Color: board.White, Kind: board.King}
	man := board.Piece{Color: board.White, Kind: board.Man}
	var p board.Position
	p = p.Put(45, white).Put(30, man).Put(5, board.Piece{Color: board.Black, Kind: board.Man})
	step := board.NewStep(45, 40, false)
	q := variant.Frisian.Apply(p, step)
	assert.Equal(t, board.KingRun{King: 40, Moves: 1}, q.KingRuns[board.White])
	assert.Equal(t, q.ComputeKey(), q.Key)
	assert.Equal(t, board.KingRuns{}, variant.International.Apply(p, step).KingRuns)
	var none *variant.Variant
	assert.Equal(t, variant.International.Apply(p, step), none.Apply(p, step), "nil: the pieces move")
	// No side to move: nothing moves, nothing panics.
	p.Turn = board.Color(2)
	assert.Equal(t, p, variant.Frisian.Apply(p, step))
}

// A variant built with New from a copy is independent of the original.
func TestNewFromCopy(t *testing.T) {
	c := variant.Russian.Rules()
	c.Name = "russian-short-kings"
	c.FlyingKings = false
	v, err := variant.New(c)
	require.NoError(t, err)
	assert.False(t, v.Rules().FlyingKings)
	assert.True(t, variant.Russian.Rules().FlyingKings)
}

// What a variant hands out is a copy: changing it changes nothing, and a
// Rules value given to New may be changed afterwards.
func TestVariantCannotChange(t *testing.T) {
	v := variant.International
	v.Rules().Aliases[0] = "changed"
	v.Rules().Precedence[0] = variant.MostKings
	v.Rules().Draws[2].Threshold = 1
	r := v.Rules()
	r.Aliases[0], r.Draws[2].Material.MinKings = "changed", 9
	assert.Equal(t, "international-draughts", v.Rules().Aliases[0])
	assert.Equal(t, []variant.Criterion{variant.MostPieces}, v.Rules().Precedence)
	assert.Equal(t, 32, v.Rules().Draws[2].Threshold)
	assert.Equal(t, 1, v.Rules().Draws[2].Material.MinKings)

	r = variant.Russian.Rules()
	r.Name = "russian-copy"
	c, err := variant.New(r)
	require.NoError(t, err)
	r.FlyingKings, r.Aliases = false, []string{"x"}
	assert.True(t, c.Rules().FlyingKings)
	assert.Equal(t, variant.Russian.Rules().Aliases, c.Rules().Aliases)
}

// Which moves no earlier position can come back across: captures,
// crownings and men's moves to another rank; not kings' moves, nor a man's
// step sideways.
func TestIrreversible(t *testing.T) {
	v := variant.Gothic
	sq := func(name string) board.Square {
		for _, s := range v.Board().Squares() {
			if v.Board().Name(s) == name {
				return s
			}
		}
		t.Fatalf("no square %s", name)
		return 0
	}
	var p board.Position
	p = p.Put(sq("a3"), board.Piece{Color: board.White, Kind: board.Man})
	p = p.Put(sq("c3"), board.Piece{Color: board.White, Kind: board.King})
	sideways, forward := board.NewStep(sq("a3"), sq("b3"), false), board.NewStep(sq("a3"), sq("a4"), false)
	king := board.NewStep(sq("c3"), sq("c2"), false)
	assert.False(t, v.Irreversible(&p, &sideways))
	assert.True(t, v.Irreversible(&p, &forward))
	assert.False(t, v.Irreversible(&p, &king))
	crowning := board.NewStep(sq("a3"), sq("a4"), true)
	assert.True(t, v.Irreversible(&p, &crowning))
}

// New refuses a capture mark that move text would not read back, and a
// name or alias that would not survive a PDN tag, a JSON file or a command
// line; it accepts each mark of CaptureMarks.
func TestNewRefusesTextsThatDoNotReadBack(t *testing.T) {
	r := variant.English.Rules()
	r.Name = "english-marks"
	for _, mark := range []byte("1 ,.\"{[*W\n\x80") {
		r.CaptureMark = mark
		_, err := variant.New(r)
		assert.ErrorIs(t, err, variant.ErrInvalid, "mark %q", mark)
	}
	for _, mark := range []byte(variant.CaptureMarks) {
		r.CaptureMark = mark
		v, err := variant.New(r)
		require.NoError(t, err, "mark %q", mark)
		assert.Equal(t, mark, v.CaptureMark())
	}
	r.CaptureMark = 0
	for _, name := range []string{"a\nb", `say "x"`, "tab\there", strings.Repeat("n", variant.MaxNameLen+1), "semi;colon"} {
		r.Name = name
		_, err := variant.New(r)
		assert.ErrorIs(t, err, variant.ErrInvalid, "name %q", name)
		r.Name, r.Aliases = "fine", []string{name}
		_, err = variant.New(r)
		assert.ErrorIs(t, err, variant.ErrInvalid, "alias %q", name)
		r.Aliases = nil
	}
	r.Name = "Frysk! (12x12) 2.0 Dam_e+Men's/Women's"
	_, err := variant.New(r)
	assert.NoError(t, err)
}

// New and Register are linear in the aliases: the names they look up
// among others grow as the aliases, not as their square (comparing each
// with those before took about 12 s for 100,000). The work is counted, not
// timed, so that a loaded machine cannot fail the test: for n aliases and
// ten times as many, at most two lookups an alias, and one for each name
// the registry already holds (some hundred).
func TestManyAliases(t *testing.T) {
	variant.RestoreRegistryAfter(t)
	for _, n := range []int{10_000, 100_000} {
		r := variant.English.Rules()
		r.Name, r.GameType = fmt.Sprintf("english-many-%d", n), 0
		r.Aliases = make([]string, n)
		for i := range r.Aliases {
			r.Aliases[i] = fmt.Sprintf("alias-%d-%d", n, i)
		}
		before := variant.NameLookups()
		v, err := variant.New(r)
		require.NoError(t, err)
		require.NoError(t, variant.Register(v))
		r.Name, r.Aliases[0] = r.Name+"-again", "alias-x" // clashes on alias-n-1
		v2, err := variant.New(r)
		require.NoError(t, err)
		assert.ErrorIs(t, variant.Register(v2), variant.ErrRegistered)
		assert.LessOrEqual(t, variant.NameLookups()-before, int64(2*2*n+1000), "names looked up for %d aliases", n)
		r.Aliases[0] = r.Aliases[1]
		_, err = variant.New(r)
		assert.ErrorIs(t, err, variant.ErrInvalid, "an alias twice")
	}
}

// A GameType is a PDN GameType number: 0 (none) to MaxGameType (99,
// lidraughts' From Position; PDN 3.0's table ends at 50), and so is each
// number a variant reads. New refuses others, and so does reading rules
// from JSON, with the number in the error: 2^62 was accepted and written
// to PDN as a GameType tag no reader knows.
func TestGameTypeRange(t *testing.T) {
	for _, n := range []int{-1, variant.MaxGameType + 1, 1 << 62} {
		r := variant.English.Rules().Derived("english-numbered")
		r.GameType = n
		_, err := variant.New(r)
		assert.ErrorIs(t, err, variant.ErrInvalid, "GameType %d", n)
		assert.ErrorContains(t, err, fmt.Sprintf("GameType %d", n))

		r.GameType, r.ReadGameTypes = 0, []int{n}
		_, err = variant.New(r)
		assert.ErrorIs(t, err, variant.ErrInvalid, "ReadGameTypes %d", n)
		assert.ErrorContains(t, err, fmt.Sprintf("GameType %d", n))

		data, err := json.Marshal(variant.English.Rules().Derived("english-numbered"))
		require.NoError(t, err)
		for _, field := range []string{`"GameType":0`, `"ReadGameTypes":null`} {
			require.Contains(t, string(data), field)
		}
		for _, text := range []string{
			strings.Replace(string(data), `"GameType":0`, fmt.Sprintf(`"GameType":%d`, n), 1),
			strings.Replace(string(data), `"ReadGameTypes":null`, fmt.Sprintf(`"ReadGameTypes":[%d]`, n), 1),
		} {
			var back variant.Rules
			err = json.Unmarshal([]byte(text), &back)
			assert.ErrorIs(t, err, variant.ErrInvalid, "JSON with GameType %d", n)
			assert.ErrorContains(t, err, fmt.Sprintf("GameType %d", n))
		}
	}
	r := variant.English.Rules().Derived("english-numbered")
	r.GameType, r.ReadGameTypes = variant.MaxGameType, []int{1}
	_, err := variant.New(r)
	assert.NoError(t, err, "the largest number and the smallest")
}
