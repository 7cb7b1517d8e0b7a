package player

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"hash/fnv"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// The tuner of the learned evaluation: logistic regression ("Texel
// tuning") of the weights on the quiet positions of finished games, each
// labelled with its game's result, and on positions scored by an engine's
// search (bench/selfplay.go -label), each labelled with a mix of the score
// and its game's result. It runs only when asked:
//
//	go test ./player -run '^TestTune$' -tune 'games/*.pdn' [-tune.iters 1500] [-tune.batch 16384]
//	go test ./player -run '^TestTune$' -tune.labels scores.tsv -tune.from current [-tune.mix 0.75]
//
// and rewrites weights_international.go (-tune.out) and the patterns'
// weights beside it, weights_international.bin. See BENCHMARKS.md, "A
// learned evaluation", "Patterns" and "Scan's search scores as labels",
// for the games and positions it was run on.
var (
	tuneFiles = flag.String("tune", "", "PDN files (globs, comma-separated) of International games to learn the evaluation's weights from; empty, and no -tune.labels: skip TestTune")
	tuneIters = flag.Int("tune.iters", 1500, "steps of gradient descent of TestTune")
	tuneOut   = flag.String("tune.out", "weights_international.go", "the Go file TestTune writes the weights to")
	tuneL2    = flag.Float64("tune.l2", 1e-5, "weight of TestTune's L2 prior towards the weights it starts from (-tune.from)")
	tuneL2P   = flag.Float64("tune.l2p", 1e-7, "weight of TestTune's L2 prior of the patterns' weights towards those it starts from (zero from the hand-written evaluation)")
	tuneBatch = flag.Int("tune.batch", 0, "samples a step of TestTune's gradient descent (0: all)")
	// Positions scored by an engine's search (bench/selfplay.go -label):
	// their expected result mixes the score's and the game's.
	tuneLabels = flag.String("tune.labels", "", "files (globs, comma-separated) of positions scored by an engine, a line each: FEN, score for White in hundredths of a man, the game's result for White")
	tuneMix    = flag.Float64("tune.mix", 0.75, "share of the engine's score in the expected result of a -tune.labels position, the game's result the rest")
	tuneFrom   = flag.String("tune.from", "hand", "the weights TestTune starts from and draws the weights towards: hand (the hand-written evaluation) or current (the weights learned before)")
)

// weightsFile is the file of International's weights, which formatWeights
// must reproduce from internationalWeights.
const weightsFile = "weights_international.go"

// tuneVariant is the variant whose weights the tuner learns.
var tuneVariant = variant.International

// The features of a sample, as the tuner sees them: the counts of counts
// in this order, then one per square of the board seen from each colour.
const (
	fMan = iota
	fKing
	fBalance
	fFree
	fBlocked
	fBacked
	fCrowned
	fSquares
)

// sample is a position of a game: its features, White's less Black's, the
// indices of its windows' values in the patterns' part of the vector
// (White's then Black's, as windowsOf lists them), the share of the
// opening's weights in its value, and its game's result for White (1 a
// win, 1/2 a draw, 0 a loss).
type sample struct {
	x      []float32
	pat    []int32
	phase  float32
	result float32
	// score is an engine's score of the position for White, in
	// hundredths of a man, for positions of -tune.labels.
	score float32
}

// sampleOf returns the features of p under the tables t.
func sampleOf(t *learnedTables, g *board.Geometry, p *board.Position) sample {
	x := make([]float32, fSquares+g.Len())
	for c, sign := range [2]float32{1, -1} {
		col := board.Color(c)
		f := t.feat.count(p, col)
		x[fMan] += sign * float32(f.men)
		x[fKing] += sign * float32(f.kings)
		x[fBalance] += sign * float32(f.balance)
		x[fFree] += sign * float32(f.free)
		x[fBlocked] += sign * float32(f.blocked)
		x[fBacked] += sign * float32(f.backed)
		x[fCrowned] += sign * float32(f.crowned)
		for s := range p.Men[col].Squares() {
			x[fSquares+relative(g, s, col)] += sign
		}
	}
	n := min(p.Occupied().Count(), t.full)
	return sample{x: x, pat: windowsOf(&t.pat, g, p), phase: float32(n) / float32(t.full)}
}

// windowsOf returns the indices of the values of p's windows among the
// pattern weights (window k's values at k*windowCells), White's windows
// then Black's, nil on a board without patterns. It reads each window
// square by square from the board's coordinates, apart from the
// evaluation's row codes: a colour views the board from its own side
// (Black's turned half a turn), the window of row start 2i and column start
// j (0-based, its viewer's rows and files) holds the playable squares of
// rows 2i to 2i+3 and files 2j to 2j+3, two a row, and row k's squares are
// the digits of 9^k (the lower file) and 3*9^k, each 0 for an empty
// square or a king, 1 for a man of the viewer's and 2 for the other's.
func windowsOf(pg *patternGeometry, g *board.Geometry, p *board.Position) []int32 {
	if !pg.ok {
		return nil
	}
	rows, cols := g.Rows(), g.Cols()
	out := make([]int32, 0, 2*pg.windows())
	for _, viewer := range []board.Color{board.White, board.Black} {
		k := 0
		for i := range pg.starts {
			for j := range pg.cols {
				idx, weight := 0, 1
				for r := 2 * i; r < 2*i+4; r++ {
					for f := 2 * j; f < 2*j+4; f++ {
						rr, ff := r, f
						if viewer == board.Black {
							rr, ff = rows-1-r, cols-1-f
						}
						s, ok := g.Square(rr, ff)
						if !ok {
							continue
						}
						if pc, ok := p.At(s); ok && pc.Kind == board.Man {
							if pc.Color == viewer {
								idx += weight
							} else {
								idx += 2 * weight
							}
						}
						weight *= 3
					}
				}
				out = append(out, int32(k*windowCells+idx))
				k++
			}
		}
	}
	return out
}

// vectorOf returns w as the tuner's vector: the opening's weights of the
// features in sample order, then the ending's, then the patterns'
// opening's weights and their ending's.
func vectorOf(w *weights) []float64 {
	n := fSquares + len(w.squares)
	np := len(w.patterns)
	v := make([]float64, 2*n+2*np)
	for i, p := range append([]pair{w.man, w.king, w.balance, w.free, w.blocked, w.backed, w.crowned}, w.squares...) {
		v[i], v[n+i] = float64(p.open), float64(p.end)
	}
	for i, p := range w.patterns {
		v[2*n+i], v[2*n+np+i] = float64(p.open), float64(p.end)
	}
	return v
}

// weightsOf returns the vector v (as vectorOf lays it out, for a board of
// squares squares) as weights, rounded.
func weightsOf(v []float64, squares int, about string) *weights {
	n := fSquares + squares
	np := (len(v) - 2*n) / 2
	round := func(open, end float64) pair { return pair{int32(math.Round(open)), int32(math.Round(end))} }
	pairs := make([]pair, n)
	for i := range pairs {
		pairs[i] = round(v[i], v[n+i])
	}
	w := &weights{
		about: about, man: pairs[fMan], king: pairs[fKing], balance: pairs[fBalance],
		free: pairs[fFree], blocked: pairs[fBlocked], backed: pairs[fBacked], crowned: pairs[fCrowned],
		squares: pairs[fSquares:],
	}
	if np > 0 {
		w.patterns = make([]pair, np)
		for i := range w.patterns {
			w.patterns[i] = round(v[2*n+i], v[2*n+np+i])
		}
	}
	return w
}

// initialWeights returns the weights that give the hand-written evaluation
// of v: its man's and king's values, its men's advancement and first-rank
// bonus per square, in opening and ending alike, and nothing for the other
// features. The tuner starts from them and draws the weights towards them.
func initialWeights(v *variant.Variant) *weights {
	var e evaluator
	e.init(v)
	g := v.Board()
	w := &weights{man: pair{manValue, manValue}, king: pair{int32(e.king), int32(e.king)}}
	w.squares = make([]pair, g.Len())
	for _, s := range g.Squares() {
		a := int32(e.advance[board.White][s])
		w.squares[relative(g, s, board.White)] = pair{a, a}
	}
	var pg patternGeometry
	pg.init(g)
	if pg.ok {
		w.patterns = make([]pair, pg.windows()*windowCells)
	}
	return w
}

// readSamples returns the quiet positions (the side to move has a move and
// no capture) of the finished games of tuneVariant in the files, from
// the tenth ply on (before it the openings are set, not chosen), with
// every tenth game's apart as a validation set. games counts the games
// read.
func readSamples(t *learnedTables, files []string) (train, valid []sample, games int, err error) {
	g := tuneVariant.Board()
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, 0, err
		}
		r := pdn.NewReader(f)
		r.Variant = tuneVariant
		for {
			pg, err := r.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				f.Close()
				return nil, nil, 0, fmt.Errorf("%s: %w", name, err)
			}
			if pg.Err != nil || pg.Variant == nil || !pg.Variant.SameMoves(tuneVariant) {
				continue
			}
			game, err := checkers.FromPDN(pg)
			if err != nil {
				continue
			}
			var result float32
			switch game.Result().Status {
			case checkers.WhiteWins:
				result = 1
			case checkers.BlackWins:
				result = 0
			case checkers.Drawn:
				result = 0.5
			default:
				continue
			}
			games++
			var moves []board.Move
			for i, p := range game.Positions() {
				if i < 10 {
					continue
				}
				moves = movegen.Generate(tuneVariant, p, moves[:0])
				if len(moves) == 0 || moves[0].IsCapture() {
					continue
				}
				s := sampleOf(t, g, &p)
				s.result = result
				if games%10 == 0 {
					valid = append(valid, s)
				} else {
					train = append(train, s)
				}
			}
		}
		f.Close()
	}
	return train, valid, games, nil
}

// predict returns the model's value of s under the vector v: the weighted
// features, opening's and ending's weights mixed by the phase.
func predict(v []float64, s *sample) float64 {
	open, end := parts(v, s)
	ph := float64(s.phase)
	return open*ph + end*(1-ph)
}

// parts returns the opening's and the ending's weighted sums of the
// features of s under the vector v.
func parts(v []float64, s *sample) (open, end float64) {
	n := len(s.x)
	for i, x := range s.x {
		if x != 0 {
			open += float64(x) * v[i]
			end += float64(x) * v[n+i]
		}
	}
	if np := (len(v) - 2*n) / 2; np > 0 {
		half := len(s.pat) / 2
		for i, k := range s.pat {
			sign := 1.0
			if i >= half {
				sign = -1
			}
			open += sign * v[2*n+int(k)]
			end += sign * v[2*n+np+int(k)]
		}
	}
	return open, end
}

// sigmoid is the expected result of a value: 1/(1+e^(-k*value)).
func sigmoid(k, value float64) float64 { return 1 / (1 + math.Exp(-k*value)) }

// loss returns the mean cross-entropy of the samples' results against the
// model's expected results.
func loss(v []float64, k float64, samples []sample) float64 {
	var sum float64
	for i := range samples {
		q := min(max(sigmoid(k, predict(v, &samples[i])), 1e-9), 1-1e-9)
		y := float64(samples[i].result)
		sum -= y*math.Log(q) + (1-y)*math.Log(1-q)
	}
	return sum / float64(len(samples))
}

// fitK returns the scale k of the sigmoid that fits the evaluation of v
// best: the learned weights keep its units (hundredths of a man).
func fitK(v []float64, samples []sample) float64 {
	return fitScale(func(k float64) float64 { return loss(v, k, samples) })
}

// fitScale returns the scale k of a sigmoid, between 1e-4 and 0.05, at
// which loss is least, found by golden-section search.
func fitScale(loss func(k float64) float64) float64 {
	lo, hi := 1e-4, 0.05
	r := (math.Sqrt(5) - 1) / 2
	for range 40 {
		a, b := hi-r*(hi-lo), lo+r*(hi-lo)
		if loss(a) < loss(b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// train minimises the cross-entropy plus an L2 prior (lambda times the
// squared distance of the features' weights from prior, lambdaPatterns
// that of the patterns' weights from theirs: weights seldom seen stay near
// the hand-written ones) by Adam on batches of batch samples (all of them
// when batch is 0), steps steps, the samples shuffled by a fixed seed.
func train(v, prior []float64, k, lambda, lambdaPatterns float64, samples []sample, steps, batch int) {
	n := len(samples[0].x)
	m, s := make([]float64, len(v)), make([]float64, len(v))
	grad := make([]float64, len(v))
	if batch <= 0 || batch > len(samples) {
		batch = len(samples)
	}
	order := rand.New(rand.NewPCG(1, 2)).Perm(len(samples))
	next := 0
	np := (len(v) - 2*n) / 2
	const rate, b1, b2 = 1.0, 0.9, 0.999
	for it := 1; it <= steps; it++ {
		clear(grad)
		for range batch {
			if next == len(order) {
				next = 0
			}
			sm := &samples[order[next]]
			next++
			d := (sigmoid(k, predict(v, sm)) - float64(sm.result)) * k
			ph := float64(sm.phase)
			for j, x := range sm.x {
				if x != 0 {
					grad[j] += d * float64(x) * ph
					grad[n+j] += d * float64(x) * (1 - ph)
				}
			}
			if np > 0 {
				half := len(sm.pat) / 2
				for i, idx := range sm.pat {
					g := d
					if i >= half {
						g = -d
					}
					grad[2*n+int(idx)] += g * ph
					grad[2*n+np+int(idx)] += g * (1 - ph)
				}
			}
		}
		c1, c2 := 1-math.Pow(b1, float64(it)), 1-math.Pow(b2, float64(it))
		for j := range v {
			l := lambda
			if j >= 2*n {
				l = lambdaPatterns
			}
			g := grad[j]/float64(batch) + 2*l*(v[j]-prior[j])
			m[j] = b1*m[j] + (1-b1)*g
			s[j] = b2*s[j] + (1-b2)*g*g
			v[j] -= rate * (m[j] / c1) / (math.Sqrt(s[j]/c2) + 1e-12)
		}
	}
}

// TestTune learns the weights of International's evaluation from the games
// of -tune and the scored positions of -tune.labels and writes them to
// -tune.out; it is skipped without either.
func TestTune(t *testing.T) {
	if *tuneFiles == "" && *tuneLabels == "" {
		t.Skip("no -tune games or -tune.labels: the weights are not learned again")
	}
	start := initialWeights(tuneVariant)
	switch *tuneFrom {
	case "hand":
	case "current":
		start = &internationalWeights
	default:
		t.Fatalf("-tune.from %q: hand or current", *tuneFrom)
	}
	tables := newLearnedTables(tuneVariant, start)
	gameFiles := globs(t, *tuneFiles)
	trainSet, validSet, games, err := readSamples(tables, gameFiles)
	require.NoError(t, err)
	fromGames := len(trainSet) + len(validSet)
	labelFiles := globs(t, *tuneLabels)
	scored, scoredValid, err := readLabels(tables, labelFiles)
	require.NoError(t, err)
	require.Positive(t, len(validSet)+len(scoredValid), "too few positions to learn from")

	prior := vectorOf(start)
	v := append([]float64(nil), prior...)
	k := fitK(v, append(trainSet, scored...))
	if len(scored) > 0 {
		kScore := scoreScale(scored)
		mixScores(scored, kScore, *tuneMix)
		mixScores(scoredValid, kScore, *tuneMix)
		t.Logf("%d scored positions, the engine's sigmoid scale %.5f", len(scored)+len(scoredValid), kScore)
		trainSet, validSet = append(trainSet, scored...), append(validSet, scoredValid...)
	}
	before := loss(v, k, validSet)
	lambda := *tuneL2
	train(v, prior, k, lambda, *tuneL2P, trainSet, *tuneIters, *tuneBatch)
	after := loss(v, k, validSet)
	t.Logf("k %.5f; validation loss %.5f before, %.5f after", k, before, after)

	from := "the hand-written evaluation"
	if *tuneFrom == "current" {
		from = "the weights learned before"
	}
	var sources []string
	if fromGames > 0 {
		sources = append(sources, fmt.Sprintf("%d of %d games (%s), every tenth game's held out",
			fromGames, games, baseNames(gameFiles)))
	}
	if n := len(scored) + len(scoredValid); n > 0 {
		sources = append(sources, fmt.Sprintf("%d scored by an engine's search (%s), every tenth held out, "+
			"their expected result %.2f the score's and %.2f the game's", n, baseNames(labelFiles), *tuneMix, 1-*tuneMix))
	}
	about := fmt.Sprintf("Learned from %d quiet positions: %s. On the %d held out, the mean cross-entropy is %.4f "+
		"with %s and %.4f with these weights (sigmoid scale %.5f a hundredth of a man, %d steps of Adam on %s, "+
		"L2 prior %.0e towards %s, %.0e of the patterns' towards theirs).",
		len(trainSet)+len(validSet), strings.Join(sources, "; "), len(validSet), before, from, after,
		k, *tuneIters, batchName(*tuneBatch, len(trainSet)), lambda, from, *tuneL2P)
	if *tuneFrom == "current" {
		about += " The weights learned before: " + strings.ReplaceAll(start.about, "\n", " ")
	}
	about = wrap(about, 72)
	w := weightsOf(v, tuneVariant.Board().Len(), about)
	src, err := formatWeights("internationalWeights", w, tuneVariant.Board(), filepath.Base(patternsFile(*tuneOut)))
	require.NoError(t, err)
	bin, err := formatPatterns(w.patterns)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(*tuneOut, src, 0o644))
	require.NoError(t, os.WriteFile(patternsFile(*tuneOut), bin, 0o644))
}

// baseNames lists the base names of files, comma-separated.
func baseNames(files []string) string {
	names := make([]string, len(files))
	for i, f := range files {
		names[i] = filepath.Base(f)
	}
	return strings.Join(names, ", ")
}

// globs returns the files that the comma-separated globs of list match, and
// fails the test when a glob matches none.
func globs(t *testing.T, list string) []string {
	var files []string
	for _, glob := range strings.Split(list, ",") {
		if glob == "" {
			continue
		}
		m, err := filepath.Glob(glob)
		require.NoError(t, err)
		require.NotEmpty(t, m, "no file matches %q", glob)
		files = append(files, m...)
	}
	return files
}

// readLabels returns the positions of the files of scored positions (a
// line each: FEN, the engine's score for White, the game's result for
// White, tab-separated), every tenth apart as a validation set. Each
// sample's result is its game's; score holds the engine's, which
// mixScores mixes in.
func readLabels(t *learnedTables, files []string) (train, valid []sample, err error) {
	g := tuneVariant.Board()
	n := 0
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, nil, err
		}
		for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			fields := strings.Split(line, "\t")
			if len(fields) != 3 {
				return nil, nil, fmt.Errorf("%s:%d: %d fields, want 3", name, i+1, len(fields))
			}
			p, err := notation.ParseFEN(tuneVariant, fields[0])
			if err != nil {
				return nil, nil, fmt.Errorf("%s:%d: %w", name, i+1, err)
			}
			score, err1 := strconv.ParseFloat(fields[1], 64)
			result, err2 := strconv.ParseFloat(fields[2], 64)
			if err := errors.Join(err1, err2); err != nil {
				return nil, nil, fmt.Errorf("%s:%d: %w", name, i+1, err)
			}
			s := sampleOf(t, g, &p)
			s.result, s.score = float32(result), float32(score)
			if n++; n%10 == 0 {
				valid = append(valid, s)
			} else {
				train = append(train, s)
			}
		}
	}
	return train, valid, nil
}

// scoreScale returns the scale of the sigmoid that makes the engine's
// scores of the samples the best predictions of their games' results.
func scoreScale(samples []sample) float64 {
	return fitScale(func(k float64) float64 {
		var sum float64
		for i := range samples {
			q := min(max(sigmoid(k, float64(samples[i].score)), 1e-9), 1-1e-9)
			y := float64(samples[i].result)
			sum -= y*math.Log(q) + (1-y)*math.Log(1-q)
		}
		return sum
	})
}

// mixScores sets each sample's expected result to mix times its engine's
// score's, through the sigmoid of scale k, and 1-mix times its game's.
func mixScores(samples []sample, k, mix float64) {
	for i := range samples {
		s := &samples[i]
		s.result = float32(mix*sigmoid(k, float64(s.score)) + (1-mix)*float64(s.result))
	}
}

// batchName says what a step of the tuner learns from: batch samples, or
// all n of them.
func batchName(batch, n int) string {
	if batch <= 0 || batch >= n {
		return "all the positions"
	}
	return fmt.Sprintf("batches of %d positions", batch)
}

// patternsFile is the name of the file of the patterns' weights that
// goes with the weights' Go file name.
func patternsFile(name string) string { return strings.TrimSuffix(name, ".go") + ".bin" }

// formatPatterns returns the patterns' weights as readPatterns reads them.
func formatPatterns(ps []pair) ([]byte, error) {
	out := make([]byte, 0, 4*len(ps))
	for i, p := range ps {
		if p.open != int32(int16(p.open)) || p.end != int32(int16(p.end)) {
			return nil, fmt.Errorf("pattern weight %d, %v, out of 16 bits", i, p)
		}
		out = binary.LittleEndian.AppendUint16(out, uint16(p.open))
		out = binary.LittleEndian.AppendUint16(out, uint16(p.end))
	}
	return out, nil
}

// formatWeights returns the Go source of the file holding w as the
// variable name, the men's squares laid out by rows of board g.
func formatWeights(name string, w *weights, g *board.Geometry, patterns string) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go test ./player -run '^TestTune$' -tune GAMES\"; DO NOT EDIT.\n\n")
	for _, line := range strings.Split(w.about, "\n") {
		fmt.Fprintf(&b, "// %s\n", line)
	}
	fmt.Fprintf(&b, "\npackage player\n\n")
	if len(w.patterns) > 0 {
		fmt.Fprintf(&b, "import _ \"embed\"\n\n")
		fmt.Fprintf(&b, "// %sPatterns holds the weights of the patterns, as formatPatterns writes them.\n//\n//go:embed %s\nvar %sPatterns []byte\n\n", name, patterns, name)
	}
	fmt.Fprintf(&b, "var %s = weights{\n\tabout: %s,\n\tsum: %#x,\n", name, strconv.Quote(w.about), checksum(w))
	if len(w.patterns) > 0 {
		fmt.Fprintf(&b, "\tpatterns: readPatterns(%sPatterns),\n", name)
	}
	for _, f := range []struct {
		name string
		p    pair
	}{{"man", w.man}, {"king", w.king}, {"balance", w.balance}, {"free", w.free}, {"blocked", w.blocked}, {"backed", w.backed}, {"crowned", w.crowned}} {
		fmt.Fprintf(&b, "\t%s: pair{%d, %d},\n", f.name, f.p.open, f.p.end)
	}
	fmt.Fprintf(&b, "\t// A man's square as its colour sees the board, row by row from its\n\t// first rank, each row from the left; {opening, ending}.\n\tsquares: []pair{\n")
	row := -1
	for i, s := range g.Squares() {
		if r, _ := g.Coord(s); r != row {
			if row >= 0 {
				b.WriteString("\n")
			}
			row = r
			fmt.Fprintf(&b, "\t\t// row %d\n\t\t", r+1)
		}
		fmt.Fprintf(&b, "{%d, %d}, ", w.squares[i].open, w.squares[i].end)
	}
	b.WriteString("\n\t},\n}\n")
	return format.Source(b.Bytes())
}

// TestWeightsFileIsCurrent: the weights file is what formatWeights writes
// of the weights it holds (the form TestTune writes), so that the file and
// its header were written by the tuner and not edited by hand since.
func TestWeightsFileIsCurrent(t *testing.T) {
	require.Equal(t, checksum(&internationalWeights), internationalWeights.sum, "a weight was changed by hand")
	want, err := os.ReadFile(weightsFile)
	require.NoError(t, err)
	got, err := formatWeights("internationalWeights", &internationalWeights, tuneVariant.Board(), patternsFile(weightsFile))
	require.NoError(t, err)
	require.Equal(t, string(want), string(got))
}

// wrap breaks text into lines of at most width bytes, at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for i, w := range strings.Fields(text) {
		switch {
		case i == 0:
		case n+1+len(w) > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}

// checksum returns the FNV-1a hash of the values of w, in the order
// vectorOf lays them out.
func checksum(w *weights) uint64 {
	h := fnv.New64a()
	for _, x := range vectorOf(w) {
		fmt.Fprintf(h, "%d,", int64(x))
	}
	return h.Sum64()
}

// TestReadLabels: a file of scored positions is read a line each, every
// tenth line held out, and the expected result mixes the engine's score
// and the game's: a score of 0 is an even chance whatever the sigmoid's
// scale, so mixing 3/4 of it with a won game's 1 expects 0.75*0.5 +
// 0.25*1 = 0.625.
func TestReadLabels(t *testing.T) {
	var b strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, "W:W%d,50:B5\t0\t1\n", 26+i)
	}
	name := filepath.Join(t.TempDir(), "labels.tsv")
	require.NoError(t, os.WriteFile(name, []byte(b.String()), 0o644))
	tables := newLearnedTables(tuneVariant, initialWeights(tuneVariant))
	train, valid, err := readLabels(tables, []string{name})
	require.NoError(t, err)
	require.Len(t, train, 18)
	require.Len(t, valid, 2)
	mixScores(train, 0.01, 0.75)
	for _, s := range train {
		require.InDelta(t, 0.625, s.result, 1e-6)
	}
	// White has two men to Black's one in every position.
	require.Equal(t, float32(1), train[0].x[fMan])

	require.NoError(t, os.WriteFile(name, []byte("W:W31:B5\t12\n"), 0o644))
	_, _, err = readLabels(tables, []string{name})
	require.ErrorContains(t, err, "2 fields, want 3")
}
