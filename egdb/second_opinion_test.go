package egdb_test

import (
	"flag"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/internal/reference"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

var long = flag.Bool("long", false, "also solve every 3-piece position of every variant a second way (some 19 CPU minutes, 6.6 GB)")

// A second opinion: every position of up to two pieces of a variant of
// each family of rules (with -long, three pieces of every variant the
// databases play), and of variants whose draw rules hold from the
// position (Turkish's one piece each, and made-up ones: a claimed one
// piece each, king against king with no capture at hand in English),
// solved by a small slow solver of
// its own that shares nothing with the database but the types: positions
// listed square by square (no index; Frisian's with every run of king
// moves each side may have, Parachute's with parachutists on the squares
// they are set up on), moves and their results from the
// independent reference implementation (no movegen, no Variant.Apply), and
// values found by plain iteration over the whole pool, level by level.
// The two must agree everywhere.
func TestAgreesWithASecondSolver(t *testing.T) {
	if testing.Short() {
		t.Skip("the slow solver takes seconds")
	}
	pieces := 2
	variants := []*variant.Variant{variant.English, variant.International, variant.Russian, variant.Italian,
		variant.Turkish, variant.Alquerque, variant.Antidam, variant.Breakthrough, variant.Frisian,
		variant.Parachute}
	if *long {
		pieces, variants = 3, variant.All()
	}
	variants = append(variants, drawRuleVariants(t)...)
	for _, v := range variants {
		t.Run(v.Name(), func(t *testing.T) {
			db, err := egdb.Build(v, pieces, egdb.Options{})
			require.NoError(t, err)
			positions, values := slowSolve(v, pieces)
			for i, p := range positions {
				got, err := db.Probe(p)
				require.NoError(t, err, "%v", p)
				require.Equal(t, values[i], got, notation.FormatFEN(v, p))
			}
		})
	}
}

// slowSolve returns every position of v with 1 to n pieces, either side to
// move, and the value of each.
func slowSolve(v *variant.Variant, n int) ([]board.Position, []egdb.Value) {
	g := v.Board()
	prom := v.Promotion()
	kinds := []board.Piece{{Color: board.White, Kind: board.Man}, {Color: board.White, Kind: board.King},
		{Color: board.Black, Kind: board.Man}, {Color: board.Black, Kind: board.King}}
	// A parachutist never moves but by its capture, which makes it a man:
	// it stands where the rules set it up.
	paras := v.Rules().SetupParas
	for c := range paras {
		if !paras[c].IsEmpty() {
			kinds = append(kinds, board.Piece{Color: board.Color(c), Kind: board.Parachutist})
		}
	}
	var positions []board.Position
	var place func(p board.Position, from, left int)
	place = func(p board.Position, from, left int) {
		if left == 0 {
			for _, c := range []board.Color{board.White, board.Black} {
				for _, runs := range slowRuns(v, p) {
					q := p
					q.Turn = c
					q.KingRuns = runs
					positions = append(positions, q.Rehash())
				}
			}
			return
		}
		squares := g.Squares()
		for i := from; i < len(squares); i++ {
			for _, pc := range kinds {
				if pc.Kind == board.Man && prom[pc.Color].Has(squares[i]) ||
					pc.Kind == board.Parachutist && !paras[pc.Color].Has(squares[i]) {
					continue
				}
				place(p.Put(squares[i], pc), i+1, left-1)
			}
		}
	}
	for k := 1; k <= n; k++ {
		place(board.Position{}, 0, k)
	}
	index := make(map[board.Position]int, len(positions))
	for i, p := range positions {
		index[p] = i
	}

	// The children of each position, once; the positions over at once.
	const (
		open = iota
		won
		lost
		ruled // drawn by a draw rule of the position
	)
	state := make([]int, len(positions))
	plies := make([]int, len(positions))
	children := make([][]int, len(positions))
	mayDraw := make([]bool, len(positions)) // the side to move may claim a draw
	rules := slowDrawRules(v)
	for i, p := range positions {
		if v.Goal() == variant.CrownWins && !p.Kings[p.Turn].IsEmpty() {
			state[i] = won
			continue
		}
		if v.Goal() == variant.CrownWins && !p.Kings[p.Turn.Opponent()].IsEmpty() {
			state[i] = lost
			continue
		}
		moves := reference.Moves(v, p)
		if len(moves) == 0 {
			state[i] = lost
			if v.Goal() == variant.NoMoveWins {
				state[i] = won
			}
			continue
		}
		switch rules.judge(p) {
		case drawnByRule:
			state[i] = ruled
			continue
		case claimByMover:
			mayDraw[i] = true
		}
		for _, m := range moves {
			j, ok := index[reference.Apply(v, p, m)]
			if !ok {
				panic("a child outside the pool")
			}
			children[i] = append(children[i], j)
		}
	}
	// Level d decides the positions whose best child is a loss in d-1
	// (won in d) or whose children are all won, the longest in d-1 (lost
	// in d); a level that decides nothing ends it.
	for d := 1; ; d++ {
		type decision struct{ i, state int }
		var decided []decision
		for i := range positions {
			if state[i] != open || len(children[i]) == 0 {
				continue
			}
			allWon, longest := !mayDraw[i], 0
			win := false
			for _, j := range children[i] {
				switch {
				case state[j] == lost && plies[j] == d-1:
					win = true
				case state[j] == won:
					longest = max(longest, plies[j])
				default:
					allWon = false
				}
			}
			switch {
			case win:
				decided = append(decided, decision{i, won})
			case allWon && longest == d-1:
				decided = append(decided, decision{i, lost})
			}
		}
		if len(decided) == 0 {
			break
		}
		for _, x := range decided {
			state[x.i], plies[x.i] = x.state, d
		}
	}
	values := make([]egdb.Value, len(positions))
	for i := range positions {
		switch state[i] {
		case won:
			values[i] = egdb.Value{Outcome: egdb.Win, Plies: plies[i]}
		case lost:
			values[i] = egdb.Value{Outcome: egdb.Loss, Plies: plies[i]}
		}
	}
	return positions, values
}

// slowRuns returns every pair of runs of king moves p may carry, by the
// king-move limit (RULES.md, Frisian): none where the variant has no
// limit; else each side with men and kings has no run, or a run of 1 to
// the limit's moves by any one of its kings.
func slowRuns(v *variant.Variant, p board.Position) []board.KingRuns {
	limit := v.Rules().KingMoveLimit
	out := []board.KingRuns{{}}
	if limit == 0 {
		return out
	}
	for _, c := range []board.Color{board.White, board.Black} {
		var kings []board.Square
		men := false
		for _, s := range v.Board().Squares() {
			if pc, ok := p.At(s); ok && pc.Color == c {
				switch pc.Kind {
				case board.King:
					kings = append(kings, s)
				case board.Man:
					men = true
				}
			}
		}
		if !men {
			continue
		}
		var more []board.KingRuns
		for _, r := range out {
			for _, k := range kings {
				for n := 1; n <= limit; n++ {
					r[c] = board.KingRun{King: k, Moves: uint8(n)}
					more = append(more, r)
				}
			}
		}
		out = append(out, more...)
	}
	return out
}
