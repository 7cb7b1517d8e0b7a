//go:build ignore

// Command selfplay plays an engine against itself at a fixed depth a move,
// from random continuations of the International 3-move ballots, and writes
// the games as PDN: the games the built-in player's evaluation is learned
// from (player/tune_test.go, BENCHMARKS.md "Patterns"). The engine is the
// built-in player (as this checkout builds it) or Scan 2.0, whose protocol
// (the Hub's first version) it speaks itself, one engine process per
// worker, so that the engine's search, not the driver, takes the time:
//
//	go run bench/selfplay.go -games 100000 -depth 4 -workers 2 -o games.pdn
//	go run bench/selfplay.go -scan SCAN-DIR -games 20000 -depth 6 -o games.pdn
//
// SCAN-DIR holds the scan binary built by bench/scan-match.sh, scan.ini and
// data/. A game ends by the rules (draws claimed at once) or, undecided, at
// -maxply plies, when it is left out.
//
// With -label, it plays no games: Scan searches quiet positions of the
// games of the files given (one in -every, from the tenth ply on) to
// -depth (12 at least: Scan 2.0 prints no score below), without its opening
// book, and each is written as a line of its FEN, Scan's score for White
// (hundredths of a man) and the game's result for White (1, 1/2 or 0),
// tab-separated: the labels the tuner learns from with -tune.labels
// (player/tune_test.go).
//
//	go run bench/selfplay.go -scan SCAN-DIR -label games.pdn -depth 12 -every 25 -workers 2 -o labels.tsv
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/openings"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

func main() {
	scanDir := flag.String("scan", "", "folder of Scan 2.0's binary, scan.ini and data/ (empty: the built-in player plays)")
	games := flag.Int("games", 1000, "games to play")
	depth := flag.Int("depth", 6, "Scan's depth a move")
	plies := flag.Int("plies", 4, "random plies after the ballot")
	workers := flag.Int("workers", 1, "games played at once, an engine each")
	maxPly := flag.Int("maxply", 400, "plies after which an undecided game is dropped")
	seed := flag.Uint64("seed", 1, "seed of the openings' random plies")
	out := flag.String("o", "selfplay.pdn", "PDN file to write")
	labelFiles := flag.String("label", "", "PDN files (comma-separated) whose quiet positions Scan scores, instead of playing games (needs -scan)")
	every := flag.Int("every", 4, "with -label, one quiet position in every so many")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	if *labelFiles != "" {
		if *scanDir == "" {
			log.Fatal("-label needs -scan")
		}
		if *depth < minScoredDepth {
			log.Fatalf("-label needs -depth %d at least: Scan 2.0 prints no score of a shallower search", minScoredDepth)
		}
		if err := label(*scanDir, strings.Split(*labelFiles, ","), *every, *depth, *workers, *seed, f); err != nil {
			log.Fatal(err)
		}
		return
	}
	set, err := openings.ByName("international-3move")
	if err != nil {
		log.Fatal(err)
	}
	var mu sync.Mutex
	next := 0
	written := newProgress("games", 500)
	var wg sync.WaitGroup
	for w := range *workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var e mover = builtin{player.New()}
			name := "the built-in player"
			if *scanDir != "" {
				s, err := startScan(*scanDir)
				if err != nil {
					log.Fatal(err)
				}
				defer s.close()
				e, name = s, "Scan 2.0"
			}
			for {
				mu.Lock()
				n := next
				next++
				mu.Unlock()
				if n >= *games {
					return
				}
				r := rand.New(rand.NewPCG(*seed, uint64(n)))
				p, ok := randomOpening(set, r, *plies)
				if !ok {
					continue
				}
				g, err := play(e, p, *depth, *maxPly)
				if err != nil {
					log.Fatalf("worker %d, game %d: %v", w, n, err)
				}
				if g == nil {
					continue
				}
				written.add(func() {
					if err := pdn.Write(f, g.PDN(pdn.Tag{Name: "Event", Value: fmt.Sprintf("%s against itself, depth %d", name, *depth)})); err != nil {
						log.Fatal(err)
					}
				})
			}
		}()
	}
	wg.Wait()
	written.report()
}

// progress counts the items the workers write, one at a time, and logs
// their number every so many.
type progress struct {
	mu          sync.Mutex
	what        string
	done, every int
	start       time.Time
}

// newProgress returns a progress of items named what, logged every so
// many.
func newProgress(what string, every int) *progress {
	return &progress{what: what, every: every, start: time.Now()}
}

// add runs write, the writing of an item, alone among the workers, and
// counts the item.
func (p *progress) add(write func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	write()
	if p.done++; p.done%p.every == 0 {
		p.report()
	}
}

// report logs the number of items written and the time since the start.
func (p *progress) report() {
	log.Printf("%d %s in %v", p.done, p.what, time.Since(p.start).Round(time.Second))
}

// randomOpening returns a random ballot of set followed by plies random
// moves; false when the game ended before.
func randomOpening(set *openings.Set, r *rand.Rand, plies int) (board.Position, bool) {
	v := variant.International
	p := set.Openings[r.IntN(len(set.Openings))].Position
	for range plies {
		ms := movegen.Generate(v, p, nil)
		if len(ms) == 0 {
			return p, false
		}
		p = v.Apply(p, ms[r.IntN(len(ms))])
	}
	return p, true
}

// scan is one Scan 2.0 process in its protocol's mode.
type scan struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

// startScan starts Scan in dir, sends it the lines of setup ("set book
// false") before its initialisation, and waits for it to be ready.
func startScan(dir string, setup ...string) (*scan, error) {
	cmd := exec.Command(filepath.Join(dir, "scan"), "hub")
	cmd.Dir = dir
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	e := &scan{cmd: cmd, in: in, out: bufio.NewScanner(outPipe)}
	if err := e.send("hub"); err != nil {
		return nil, err
	}
	if _, err := e.until("wait"); err != nil {
		return nil, err
	}
	for _, line := range setup {
		if err := e.send(line); err != nil {
			return nil, err
		}
	}
	if err := e.send("init"); err != nil {
		return nil, err
	}
	if _, err := e.until("ready"); err != nil {
		return nil, err
	}
	return e, nil
}

func (e *scan) send(line string) error {
	_, err := io.WriteString(e.in, line+"\n")
	return err
}

// until reads lines up to one whose first word is word, and returns it.
func (e *scan) until(word string) (string, error) {
	for e.out.Scan() {
		line := e.out.Text()
		if first, _, _ := strings.Cut(line, " "); first == word {
			return line, nil
		}
		if strings.HasPrefix(line, "error") {
			return "", fmt.Errorf("scan: %s", line)
		}
	}
	if err := e.out.Err(); err != nil {
		return "", err
	}
	return "", io.ErrUnexpectedEOF
}

func (e *scan) close() {
	e.send("quit")
	e.in.Close()
	e.cmd.Wait()
}

// mover chooses the moves of a game.
type mover interface {
	// newGame tells the engine a game begins.
	newGame() error
	// move returns the engine's move in g, searched to depth.
	move(g *checkers.Game, depth int) (board.Move, error)
}

// builtin is the built-in player as a mover.
type builtin struct{ p *player.Builtin }

func (b builtin) newGame() error { return nil }

func (b builtin) move(g *checkers.Game, depth int) (board.Move, error) {
	return b.p.Search(context.Background(), g, engine.Limit{Depth: depth}, nil)
}

func (e *scan) newGame() error { return e.send("new") }

func (e *scan) move(g *checkers.Game, depth int) (board.Move, error) {
	v := g.Variant()
	pos := hub.FormatPosition(v, g.Position())
	pos = strings.ToLower(pos[:1]) + pos[1:]
	for _, line := range []string{"pos " + pos, fmt.Sprintf("depth %d", depth), "go"} {
		if err := e.send(line); err != nil {
			return board.Move{}, err
		}
	}
	line, err := e.until("move")
	if err != nil {
		return board.Move{}, err
	}
	fields := strings.Fields(line)
	if len(fields) < 2 {
		return board.Move{}, fmt.Errorf("scan: %q", line)
	}
	m, err := hub.ParseWireMove(v, g.Position(), fields[1])
	if err != nil {
		return board.Move{}, fmt.Errorf("scan's move %q: %w", fields[1], err)
	}
	return m, nil
}

// play plays a game from p, e searching each move to depth; nil when
// it is undecided after maxPly plies.
func play(e mover, p board.Position, depth, maxPly int) (*checkers.Game, error) {
	v := variant.International
	g := checkers.NewFromPosition(v, p)
	if err := e.newGame(); err != nil {
		return nil, err
	}
	for g.Ply() < maxPly {
		if g.Result().Over() {
			return g, nil
		}
		if cs := g.Claims(); len(cs) > 0 {
			c := cs[0]
			var ms []board.Move
			if len(c.Moves) > 0 {
				ms = c.Moves[:1]
			}
			if err := g.ClaimDraw(c.Players[0], c.Rule, ms...); err != nil {
				return nil, err
			}
			return g, nil
		}
		m, err := e.move(g, depth)
		if err != nil {
			return nil, err
		}
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	if g.Result().Over() {
		return g, nil
	}
	return nil, nil
}

// minScoredDepth is the shallowest search whose score Scan 2.0 prints (it
// prints none from depth 1 to 11).
const minScoredDepth = 12

// job is a position to label: its FEN and its game's result for White.
type job struct {
	p      board.Position
	fen    string
	result string
}

// label writes to w, a line each, quiet positions of the games of files
// with Scan's score at depth (see the command's comment), workers Scan
// processes at once.
func label(dir string, files []string, every, depth, workers int, seed uint64, w io.Writer) error {
	jobs := make(chan job, 256)
	errs := make(chan error, workers+1)
	// stop, closed at the first error, ends the reading and the workers,
	// so that a failed Scan neither blocks the reader nor leaves the other
	// workers labelling the rest of the files.
	stop := make(chan struct{})
	var once sync.Once
	fail := func(err error) {
		errs <- err
		once.Do(func() { close(stop) })
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(jobs)
		if err := readJobs(files, every, seed, jobs, stop); err != nil {
			fail(err)
		}
	}()
	written := newProgress("positions", 10000)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := startScan(dir, "set book false")
			if err != nil {
				fail(err)
				return
			}
			defer s.close()
			for j := range jobs {
				select {
				case <-stop:
					return
				default:
				}
				score, err := s.score(j.p, depth)
				if err != nil {
					fail(err)
					return
				}
				written.add(func() { fmt.Fprintf(w, "%s\t%d\t%s\n", j.fen, score, j.result) })
			}
		}()
	}
	wg.Wait()
	written.report()
	close(errs)
	return <-errs // the first error, or nil when there was none
}

// readJobs sends to jobs one in every quiet position (the side to move has
// moves, none a capture) from the tenth ply on of the finished games of
// files, starting at a random one of every in each game, until stop is
// closed.
func readJobs(files []string, every int, seed uint64, jobs chan<- job, stop <-chan struct{}) error {
	v := variant.International
	r := rand.New(rand.NewPCG(seed, 0))
	var moves []board.Move
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		rd := pdn.NewReader(f)
		rd.Variant = v
		for pg, err := range rd.All() {
			if err != nil {
				f.Close()
				return fmt.Errorf("%s: %w", name, err)
			}
			g, err := checkers.FromPDN(pg)
			if err != nil || !g.Result().Over() {
				continue
			}
			result := map[checkers.Status]string{checkers.WhiteWins: "1", checkers.BlackWins: "0", checkers.Drawn: "0.5"}[g.Result().Status]
			if result == "" {
				continue
			}
			k := r.IntN(every)
			for i, p := range g.Positions() {
				if i < 10 {
					continue
				}
				moves = movegen.Generate(v, p, moves[:0])
				if len(moves) == 0 || moves[0].IsCapture() {
					continue
				}
				if k++; k%every != 0 {
					continue
				}
				select {
				case jobs <- job{p: p, fen: notation.FormatFEN(v, p), result: result}:
				case <-stop:
					f.Close()
					return nil
				}
			}
		}
		f.Close()
	}
	return nil
}

// score returns Scan's score of p for White, searched to depth: the score
// of its last "info" line (for the side to move), turned to White's side.
func (e *scan) score(p board.Position, depth int) (int, error) {
	v := variant.International
	pos := hub.FormatPosition(v, p)
	pos = strings.ToLower(pos[:1]) + pos[1:]
	// "analyse" searches without the book and prints its score even
	// where only one move is legal, which "go" does not.
	for _, line := range []string{"pos " + pos, fmt.Sprintf("depth %d", depth), "analyse"} {
		if err := e.send(line); err != nil {
			return 0, err
		}
	}
	score, seen := 0, false
	for e.out.Scan() {
		line := e.out.Text()
		fields := strings.Fields(line)
		switch {
		case len(fields) >= 4 && fields[0] == "info":
			if _, err := fmt.Sscan(fields[3], &score); err != nil {
				return 0, fmt.Errorf("scan: %q", line)
			}
			seen = true
		case len(fields) > 0 && fields[0] == "move":
			if !seen {
				return 0, fmt.Errorf("scan: a move with no score before it")
			}
			if p.Turn == board.Black {
				score = -score
			}
			return score, nil
		case strings.HasPrefix(line, "error"):
			return 0, fmt.Errorf("scan: %s", line)
		}
	}
	return 0, io.ErrUnexpectedEOF
}
