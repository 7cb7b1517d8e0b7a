package hub

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// engineEnv names the environment variable that makes the test binary an
// engine process for the client's tests: its value is how it behaves.
const engineEnv = "HUB_TEST_ENGINE"

// TestMain runs the test binary as a Hub engine when the client's tests
// start it so: a real process on the other end of real pipes.
func TestMain(m *testing.M) {
	switch os.Getenv(engineEnv) {
	case "":
		os.Exit(m.Run())
	case "first":
		serveAs(firstMove{}, "first")
	case "builtin":
		serveAs(player.New(), "builtin")
	case "limit":
		serveAs(limitEcho{}, "limit")
	case "deaf":
		serveAs(deaf{}, "deaf")
	case "scanlike":
		scanLike()
	case "older":
		older()
	case "nameless":
		nameless()
	default:
		misbehave(os.Getenv(engineEnv))
	}
}

// serveAs runs s as a Hub engine on the standard files, and exits.
func serveAs(s engine.Searcher, name string) {
	if err := Serve(context.Background(), s, os.Stdin, os.Stdout, Options{ID: engine.ID{Name: name, Author: "tests"}}); err != nil {
		os.Exit(1)
	}
	os.Exit(0)
}

// misbehave is an engine that goes wrong in one way: "hang" never answers
// "go", "die" exits when asked to search, "illegal" answers with a move
// that is not legal, "mute" never answers "hub".
func misbehave(how string) {
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		l, _ := parseWireLine(in.Text())
		switch {
		case l.Command == "hub" && how != "mute":
			fmt.Println("id name=" + how)
			fmt.Println("wait")
		case l.Command == "init":
			fmt.Println("ready")
		case l.Command == "go" && how == "die":
			os.Exit(3)
		case l.Command == "go" && how == "illegal":
			fmt.Println("info depth=1 score=0.5 pv=\"1-2\"")
			fmt.Println("done move=1-2")
		case l.Command == "quit":
			os.Exit(0)
		}
	}
	os.Exit(0)
}

// firstMove is a searcher for the tests: it plays the first legal move,
// after one report.
type firstMove struct{}

func (firstMove) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	moves := g.LegalMoves()
	if len(moves) == 0 || g.Result().Over() {
		return board.Move{}, engine.ErrNoMoves
	}
	if info != nil {
		info(engine.Info{Depth: 1, Score: 25, Nodes: uint64(len(moves)), PV: moves[:1]})
	}
	return moves[0], nil
}

// limitEcho is a searcher for the tests of "level": it plays the first
// legal move after one report that gives the limit it was asked to keep,
// the depth as the depth and the time in milliseconds plus the node limit
// as the nodes.
type limitEcho struct{}

func (limitEcho) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return board.Move{}, engine.ErrNoMoves
	}
	info(engine.Info{Depth: limit.Depth, Nodes: uint64(limit.Time.Milliseconds()) + limit.Nodes})
	return moves[0], nil
}

// deafReleaseEnv names the environment variable that gives a deaf
// searcher the file whose creation releases it.
const deafReleaseEnv = "HUB_TEST_DEAF_RELEASE"

// deaf is a searcher that does not see its context end: it reports the
// first legal move as its line, and returns the last one once the file
// named by deafReleaseEnv exists (or after ten minutes, should the test
// never create it), whatever happens meanwhile. The test holds it as long
// as it likes, so that what the engine answers meanwhile cannot be the
// searcher's doing, however slow the machine.
type deaf struct{}

func (deaf) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return board.Move{}, engine.ErrNoMoves
	}
	info(engine.Info{Depth: 1, PV: moves[:1]})
	release := os.Getenv(deafReleaseEnv)
	for end := time.Now().Add(10 * time.Minute); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		if _, err := os.Stat(release); err == nil {
			break
		}
	}
	return moves[len(moves)-1], nil
}

// international is the variant most tests use, as Scan plays it.
var international = variant.International

// lines splits an engine's output into its lines.
func lines(s string) []string {
	return strings.Split(strings.TrimRight(s, "\n"), "\n")
}

// legal returns the legal moves of p.
func legal(v *variant.Variant, p board.Position) []board.Move {
	return movegen.Generate(v, p, nil)
}
