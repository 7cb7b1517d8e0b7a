package variant

import (
	"reflect"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
)

// notPlay are the fields of Rules that SameMoves leaves out: names, how
// moves are written, the start and the draw rules.
var notPlay = map[string]bool{
	"Name": true, "Aliases": true, "GameType": true, "ReadGameTypes": true,
	"Notation": true, "NumberFrom": true, "CaptureMark": true,
	"FirstToMove": true, "Setup": true, "SetupParas": true, "Draws": true,
}

// Every field of Rules either changes the playKey or is one of those
// SameMoves leaves out by design: a field added to Rules and forgotten in
// playKey fails here.
func TestPlayKeyCoversEveryMoveRule(t *testing.T) {
	base := International.Rules()
	typ := reflect.TypeOf(base)
	for i := range typ.NumField() {
		f := typ.Field(i)
		r := International.Rules()
		mutate(t, reflect.ValueOf(&r).Elem().Field(i))
		changed := playKeyOf(&r) != playKeyOf(&base)
		assert.Equal(t, !notPlay[f.Name], changed, "Rules.%s", f.Name)
	}
}

// mutate changes v, a field of Rules, to another value of its type.
func mutate(t *testing.T, v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int:
		v.SetInt(v.Int() + 1)
	case reflect.Uint8, reflect.Uint64:
		v.SetUint(v.Uint() ^ 1)
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Array:
		mutate(t, v.Index(0))
	case reflect.Struct:
		mutate(t, v.Field(0))
	case reflect.Slice:
		v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem()))
		if v.Type().Elem() == reflect.TypeOf(Criterion(0)) {
			v.Index(v.Len() - 1).SetUint(uint64(MostKings))
		}
	case reflect.Pointer:
		if v.Type() != reflect.TypeOf(board.Board8x8) {
			t.Fatalf("no way to change a %v", v.Type())
		}
		v.Set(reflect.ValueOf(board.Board8x8))
	default:
		t.Fatalf("no way to change a %v", v.Type())
	}
}
