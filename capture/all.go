package capture

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// All appends to dst every route of every complete capture of p under v,
// before the precedence criteria, and returns the extended slice: the
// captures the rules of movement allow (a capture goes on while the piece
// can jump), whether or not the variant's criteria would keep them.
// [Precedence] applied to them keeps the routes [Routes] gives. In a
// variant without criteria, All and Routes give the same routes.
//
// All is for a reader who wants to see the rules at work, not for a
// search: it is a search of its own, without the shortcuts of the one
// movegen runs. It returns dst unchanged where [Captures] does.
func All(v *variant.Variant, p board.Position, dst []Route) []Route {
	return routes(v, &p, dst, searchAll)
}
