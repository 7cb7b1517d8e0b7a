package engine_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// firstMove is a searcher of one's own: it plays the first legal move,
// and reports it as a line of one move.
type firstMove struct{}

func (firstMove) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	moves := g.LegalMoves()
	if g.Result().Over() || len(moves) == 0 {
		return board.Move{}, engine.ErrNoMoves
	}
	if info != nil {
		info(engine.Info{Depth: 1, PV: moves[:1]})
	}
	return moves[0], nil
}

// A searcher of one's own is a Searcher like the built-in player: the
// Hub and DXP servers (hub.Serve, dxp.Serve) and matches
// (engine.FromSearcher) take it as they take package player's.
func Example() {
	g := checkers.New(variant.English)
	var s engine.Searcher = firstMove{}
	m, err := s.Search(context.Background(), g, engine.Limit{Depth: 1}, func(i engine.Info) {
		fmt.Println("depth", i.Depth, "line of", len(i.PV))
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(notation.FormatMove(g.Variant(), g.Position(), m))
	// Output:
	// depth 1 line of 1
	// 9-14
}

// An engine's faults have kinds, whatever its protocol: a program that
// runs engines asks errors.Is, not which protocol's error it holds.
func ExampleErrIllegalMove() {
	for _, err := range []error{
		fmt.Errorf("move 12: %w", hub.ErrIllegalMove),
		fmt.Errorf("move 12: %w", dxp.ErrIllegalMove),
		hub.ErrTimeout,
	} {
		switch {
		case errors.Is(err, engine.ErrIllegalMove):
			fmt.Println("loses by a rules infraction")
		case errors.Is(err, engine.ErrTimeout):
			fmt.Println("loses on time")
		}
	}
	// Output:
	// loses by a rules infraction
	// loses by a rules infraction
	// loses on time
}
