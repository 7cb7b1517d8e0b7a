package egdb

import (
	"fmt"

	"github.com/draughtsgo/checkers/board"
)

// Material is what stands on the board, piece counts without squares: the
// men and kings of each side, indexed by [board.Color]. Each material is
// one slice of a database. In Parachute checkers a side's men count its
// parachutists: a parachutist becomes a man at its first move, a capture,
// so the two kinds go from one material to the same others.
type Material struct {
	Men, Kings [2]int
}

// MaterialOf returns the material of p, its parachutists counted as men.
func MaterialOf(p *board.Position) Material {
	return Material{
		Men: [2]int{p.Men[board.White].Or(p.Paras[board.White]).Count(),
			p.Men[board.Black].Or(p.Paras[board.Black]).Count()},
		Kings: [2]int{p.Kings[board.White].Count(), p.Kings[board.Black].Count()},
	}
}

// Pieces returns the number of pieces of m.
func (m Material) Pieces() int { return m.Men[0] + m.Men[1] + m.Kings[0] + m.Kings[1] }

// String writes m as White's men and kings against Black's: "2m1k-1k" is
// two men and a king against a king; a side with nothing is "0".
func (m Material) String() string {
	side := func(c int) string {
		switch {
		case m.Men[c] == 0 && m.Kings[c] == 0:
			return "0"
		case m.Kings[c] == 0:
			return fmt.Sprintf("%dm", m.Men[c])
		case m.Men[c] == 0:
			return fmt.Sprintf("%dk", m.Kings[c])
		}
		return fmt.Sprintf("%dm%dk", m.Men[c], m.Kings[c])
	}
	return side(0) + "-" + side(1)
}

// Materials returns every material of n pieces, in an order in which each
// material comes after those it can lead to by a crowning (fewer men,
// more kings) within n pieces.
func Materials(n int) []Material {
	var out []Material
	for men := 0; men <= n; men++ {
		for wm := 0; wm <= men; wm++ {
			bm := men - wm
			kings := n - men
			for wk := 0; wk <= kings; wk++ {
				out = append(out, Material{Men: [2]int{wm, bm}, Kings: [2]int{wk, kings - wk}})
			}
		}
	}
	return out
}

// Dependencies returns the materials a move from a position of m can lead
// to, m itself aside: those whose slices must be solved before m's. A move
// of side c captures any number of the other side's men and kings (at
// least one, unless it crowns) and crowns at most one man of c; a
// parachutist's capture makes it a man, which the material counted as one
// already.
func (m Material) Dependencies() []Material {
	var out []Material
	seen := map[Material]bool{m: true}
	for c := range 2 {
		o := 1 - c
		if m.Men[c]+m.Kings[c] == 0 {
			continue // a side with nothing makes no move
		}
		for crowned := 0; crowned <= min(1, m.Men[c]); crowned++ {
			for men := 0; men <= m.Men[o]; men++ {
				for kings := 0; kings <= m.Kings[o]; kings++ {
					d := m
					d.Men[c] -= crowned
					d.Kings[c] += crowned
					d.Men[o], d.Kings[o] = men, kings
					if !seen[d] {
						seen[d] = true
						out = append(out, d)
					}
				}
			}
		}
	}
	return out
}
