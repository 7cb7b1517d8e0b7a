package player

import "github.com/draughtsgo/checkers/board"

// The search scores a position as a draw when it repeats one met earlier,
// in the game or on the line being searched: whoever can repeat can also
// keep repeating, so the line is worth no more than a draw to either side.
// Only the positions since the last irreversible move (a capture, a
// crowning, a man's move to another rank: variant.Variant.Irreversible)
// can repeat, so only those are compared.

// loadHistory records the keys of the game's positions, the last of which
// is the position searched, and where the part that can repeat begins;
// moves[i] leads from positions[i] to positions[i+1].
func (b *Builtin) loadHistory(positions []board.Position, moves []board.Move) {
	b.keys = b.keys[:0]
	since := 0
	for i := range positions {
		b.keys = append(b.keys, positions[i].Key)
		if i > 0 && b.v.Irreversible(&positions[i-1], &moves[i-1]) {
			since = i
		}
	}
	b.root = len(b.keys) - 1
	b.since[0] = since
	// One key per ply of the deepest line, written in place as the search
	// goes down: no append, so no allocation, during the search.
	b.keys = append(b.keys, make([]uint64, maxPly+1)...)
}

// enter records child, reached from p by m, as the position at ply+1 of
// the line searched.
func (b *Builtin) enter(ply int, p *board.Position, m *board.Move, child *board.Position) {
	i := b.root + ply + 1
	b.keys[i] = child.Key
	if b.v.Irreversible(p, m) {
		b.since[ply+1] = i
	} else {
		b.since[ply+1] = b.since[ply]
	}
}

// repeated reports whether the position at ply of the line searched
// occurred before, on the line or in the game. Positions with the same side
// to move lie two plies apart, and the key includes the side to move, so
// every other key is compared.
func (b *Builtin) repeated(ply int) bool {
	i := b.root + ply
	k := b.keys[i]
	for j := i - 2; j >= b.since[ply]; j -= 2 {
		if b.keys[j] == k {
			return true
		}
	}
	return false
}
