package player

import "github.com/draughtsgo/checkers/board"

// The patterns of the learned evaluation: the men on the squares of a
// window of 4 rows by 4 files, each square empty (or a king's), a man of
// the colour that views the window, or a man of the other, a number in
// base 3 of 8 digits (a window of a board of dark squares holds 8 of
// them), with a learned weight (a pair, opening and ending) per window and
// value of the number: 6,561 a window.
//
// The windows start on every second row and every second file, so that
// they overlap by half each way and cover the board. White views those of
// its first 6 rows, the windows starting on rows 1 and 3 (1-based) and
// files a, c, e and g; Black the same ones of the board turned half a turn
// (its rows 1-6, White's 10-5). International's board, its square numbers
// and the bits of each row (rows are runs of consecutive bits, which the
// windows need; board.Geometry has the whole layout):
//
//	         a  b  c  d  e  f  g  h  i  j   bits
//	row 10      1     2     3     4     5   50-54   Black's windows
//	row  9   6     7     8     9    10      44-48   of rows 10-7
//	row  8     11    12    13    14    15   39-43   and 8-5
//	row  7  16    17    18    19    20      33-37
//	row  6     21    22    23    24    25   28-32
//	row  5  26    27    28    29    30      22-26   White's windows
//	row  4     31    32    33    34    35   17-21   of rows 3-6
//	row  3  36    37    38    39    40      11-15   and 1-4
//	row  2     41    42    43    44    45    6-10
//	row  1  46    47    48    49    50       0-4
//
// so that both colours' windows have the same weights, seen from each
// side (the value is White's less Black's, colour-symmetric by
// construction) and every square lies in one window or more of one
// colour's or the other's.
//
// A window's number is read from its rows, each row's men taking a table
// look-up: on a dark-square board of 2n files a row holds n squares, and
// files 2j to 2j+3 hold its j-th and (j+1)-th (0-based) whichever file it
// starts on, so that a row's part in the window of column start j is
//
//	(its j-th square's digit) + 3 * (its (j+1)-th square's digit)
//
// a number below 9, and the window's number is the sum of its rows' parts
// times 9^k, k = 0..3 its rows. The tables give a row's parts for every
// column start at once, one 16-bit lane each (rowParts), so that one sum of
// four rows gives a row start's windows, every column start's in its lane.

// windowCells is the number of values of a window: 3^8.
const windowCells = 6561

// maxRows bounds the rows of a board with patterns, and maxViewed the rows
// of a colour's windows: 2 * ((maxRows-4)/2 + 2) / 2 + 2.
const (
	maxRows   = 12
	maxViewed = 8
)

// maxLanes bounds the column starts: four 16-bit lanes of a word, so a
// row of at most 5 squares (maxPer).
const (
	maxLanes = 4
	maxPer   = maxLanes + 1
)

// windowSpan is the room of a window's weights in the evaluation's table:
// windowCells rounded up to a power of two, so that a window's number,
// masked, needs no bounds check.
const windowSpan = 8192

// patternGeometry lays out the windows on one board. Its zero value (ok
// false) is a board without patterns: one whose rows are not runs of
// consecutive bits of one word (increasing with the file), or not of half
// its files each, or of more than 10 files.
type patternGeometry struct {
	ok bool
	// rows is the number of the board's rows, per the squares of each.
	rows, per int
	// rowBit is the bit of each row's first square (its lowest file);
	// the row's squares are the per bits from it.
	rowBit [16]uint8
	// starts is the number of row starts a colour views (rows 0, 2, ...,
	// the first half of the board's row starts, rounded up), cols the
	// number of column starts.
	starts, cols int
	// own and turned hold, for a row's White men as bits and its Black men
	// as the bits above them (white | black<<per), the row's parts in
	// every column start's lane (rowParts): own as White views the row,
	// turned as Black does (the row turned half a turn, its files
	// reversed, Black's men the viewer's).
	own, turned [1 << (2 * maxPer)]uint64
}

// init lays out the windows of g, or leaves pg without patterns.
func (pg *patternGeometry) init(g *board.Geometry) {
	*pg = patternGeometry{}
	rows, cols := g.Rows(), g.Cols()
	if g.Bits() > 64 || rows > maxRows || rows < 4 || cols < 4 || cols%2 != 0 || cols/2-1 > maxLanes {
		return
	}
	per := cols / 2
	var bitOf [maxRows][]int
	for _, s := range g.Squares() {
		r, _ := g.Coord(s)
		bitOf[r] = append(bitOf[r], int(s))
	}
	for r := range rows {
		if len(bitOf[r]) != per {
			return
		}
		for i, b := range bitOf[r] {
			if b != bitOf[r][0]+i {
				return
			}
		}
		pg.rowBit[r] = uint8(bitOf[r][0])
	}
	pg.ok, pg.rows, pg.per = true, rows, per
	pg.starts = ((rows-4)/2 + 2) / 2
	pg.cols = per - 1
	mask := 1<<per - 1
	for x := range 1 << (2 * per) {
		white, black := x&mask, x>>per
		if white&black != 0 {
			continue
		}
		var own, turned [2 * maxLanes]uint64
		for i := range per {
			switch {
			case white>>i&1 != 0:
				own[i], turned[per-1-i] = 1, 2
			case black>>i&1 != 0:
				own[i], turned[per-1-i] = 2, 1
			}
		}
		pg.own[x] = rowParts(own[:per])
		pg.turned[x] = rowParts(turned[:per])
	}
}

// rowParts returns a row's parts in the windows of each column start j,
// digit j + 3 * digit j+1, in lane j (bits 16j to 16j+15), the row's
// digits in file order.
func rowParts(digits []uint64) uint64 {
	var w uint64
	for j := 0; j+1 < len(digits); j++ {
		w |= (digits[j] + 3*digits[j+1]) << (16 * j)
	}
	return w
}

// windows is the number of windows a colour views: the number of weight
// tables.
func (pg *patternGeometry) windows() int { return pg.starts * pg.cols }

// patternScore returns the packed sum (see pack) of the weights of White's
// windows less Black's; table holds each window's weights packed in 32
// bits (see packPattern), in the order of windows (row start, then column
// start).
func (pg *patternGeometry) patternScore(p *board.Position, table [][windowSpan]int32) int64 {
	// The rows a colour's windows cover: White's first rows, and Black's
	// (the board's last, turned).
	var own, turned [maxViewed]uint64
	white, black := p.Men[board.White].Lo, p.Men[board.Black].Lo
	per := uint(pg.per)
	mask := uint64(1)<<per - 1
	last := pg.rows - 1
	for r := 0; r < 2*pg.starts+2 && r < maxViewed; r++ {
		lo, hi := pg.rowBit[r], pg.rowBit[(last-r)&15]
		own[r] = pg.own[((white>>lo)&mask|((black>>lo)&mask)<<per)&(1<<(2*maxPer)-1)]
		turned[r] = pg.turned[((white>>hi)&mask|((black>>hi)&mask)<<per)&(1<<(2*maxPer)-1)]
	}
	var s int64
	k := 0
	for i := range pg.starts {
		r := 2 * i
		a := own[r] + 9*own[r+1] + 81*own[r+2] + 729*own[r+3]
		b := turned[r] + 9*turned[r+1] + 81*turned[r+2] + 729*turned[r+3]
		for j := range pg.cols {
			t := &table[k]
			sh := 16 * uint(j)
			s += int64(t[a>>sh&(windowSpan-1)]) - int64(t[b>>sh&(windowSpan-1)])
			k++
		}
	}
	end := int64(int16(uint16(s)))
	return (s-end)>>16<<32 + end
}

// packPattern returns a pattern's weight in 32 bits, its opening's value
// times 2^16 plus its ending's: sums of up to 2^15 of them unpack as pack's
// do, as long as the ending's sum stays within 16 bits (a pattern's
// weights are tens of a man's hundredths, the sum of 16 windows some
// hundreds).
//
//	bits 31..16  the opening's value (less 1 when the ending's is negative)
//	bits 15..0   the ending's value, two's complement
func packPattern(p pair) int32 { return p.open<<16 + p.end }

// foldSquares returns the windows' weights patterns with the weights of
// a man's squares (squares, by the index of the square as its colour sees
// the board, as weights.squares holds them) added in: each square's weight
// to the values of one window holding it (a man of White's where White's
// windows reach the square, else of Black's windows, the man the other's
// there, the weight negated, Black's windows counting against White), so
// that the patterns' sum includes the men's squares' sum exactly, White's
// and, by the symmetry of the windows, Black's.
func (pg *patternGeometry) foldSquares(g *board.Geometry, patterns, squares []pair) []pair {
	out := append([]pair(nil), patterns...)
	for idx, s := range g.Squares() {
		q := squares[idx]
		r, c := g.Coord(s)
		digit, sign := 1, int32(1)
		if 2*pg.starts+2 <= r {
			// Beyond White's windows: Black's see it from its side.
			r, c = pg.rows-1-r, 2*pg.per-1-c
			digit, sign = 2, -1
		}
		i := min(r/2, pg.starts-1)
		j := min(c/2, pg.cols-1)
		// The square's place in the window: its row k, and first or
		// second of the row's two squares there (its file's index in
		// the row, c/2 on a dark-square board, is j or j+1).
		place := 2*(r-2*i) + c/2 - j
		pow := 1
		for range place {
			pow *= 3
		}
		table := out[(i*pg.cols+j)*windowCells:][:windowCells]
		for x := range table {
			if x/pow%3 == digit {
				table[x].open += sign * q.open
				table[x].end += sign * q.end
			}
		}
	}
	return out
}
