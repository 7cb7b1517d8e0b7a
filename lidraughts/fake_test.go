package lidraughts_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// fakeServer is a lidraughts server of the tests' own, on loopback, that
// follows the Bot API's spec: the account, the event stream, challenges,
// and games whose other side it plays itself (the first legal move).
type fakeServer struct {
	*httptest.Server
	t *testing.T

	mu        sync.Mutex
	events    chan string // lines for the event stream
	games     map[string]*fakeGame
	answers   map[string]string // challenge id: "accept" or "decline"
	illegal   []string          // moves the bot sent that were not legal
	dropEvent int               // event streams still to drop after their first line
	title     string            // the account's title ("BOT")
	// refuseEvents, when not "", is the body of a 400 the event stream
	// answers with.
	refuseEvents string
	requests     []string // every request, "METHOD /path", the path as sent
	accepts      int      // challenges accepted
	aborts       []string // the games the bot aborted
	streams      int      // game streams open now
	maxStreams   int      // the most game streams open at once
}

// fakeGame is a game the fake server runs.
type fakeGame struct {
	id       string
	v        *variant.Variant
	key, fen string
	moves    []string
	wtime    int64
	status   string
	winner   string
	updates  chan struct{} // a new state to send
	drops    int           // game streams still to drop after their first line
	sentAt   time.Time     // when the state the bot answers was sent
	botWhite bool
	other    string // the other player's name ("George")
}

func newFakeServer(t *testing.T) *fakeServer {
	s := &fakeServer{t: t, events: make(chan string, 4096), games: map[string]*fakeGame{}, answers: map[string]string{}, title: "BOT"}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/account", s.auth(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		fmt.Fprintf(w, `{"id":"gobot","username":"GoBot","title":%q}`, s.title)
	}))
	mux.HandleFunc("GET /api/stream/event", s.auth(s.eventStream))
	mux.HandleFunc("POST /api/challenge/{id}/{answer}", s.auth(s.challenge))
	mux.HandleFunc("GET /api/bot/game/stream/{id}", s.auth(s.gameStream))
	mux.HandleFunc("POST /api/bot/game/{id}/move/{move}", s.auth(s.move))
	mux.HandleFunc("POST /api/bot/game/{id}/resign", s.auth(s.resign))
	mux.HandleFunc("POST /api/bot/game/{id}/abort", s.auth(s.abort))
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.requests = append(s.requests, r.Method+" "+r.RequestURI)
		s.mu.Unlock()
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// auth refuses a request without the test token.
func (s *fakeServer) auth(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer secret" {
			http.Error(w, `{"error":"No such token"}`, http.StatusUnauthorized)
			return
		}
		h(w, r)
	}
}

func (s *fakeServer) eventStream(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	refuse := s.refuseEvents
	s.mu.Unlock()
	if refuse != "" {
		http.Error(w, refuse, http.StatusBadRequest)
		return
	}
	flusher := w.(http.Flusher)
	w.WriteHeader(http.StatusOK)
	flusher.Flush()
	keepAlive := time.NewTicker(50 * time.Millisecond)
	defer keepAlive.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case line := <-s.events:
			fmt.Fprintln(w, line)
			flusher.Flush()
			s.mu.Lock()
			drop := s.dropEvent > 0
			if drop {
				s.dropEvent--
			}
			s.mu.Unlock()
			if drop {
				return // the connection drops
			}
		case <-keepAlive.C:
			fmt.Fprintln(w)
			flusher.Flush()
		}
	}
}

// sendChallenge puts a challenge on the event stream.
func (s *fakeServer) sendChallenge(id, key, tcType string, limit int) {
	s.events <- fmt.Sprintf(`{"type":"challenge","challenge":{"id":%q,"status":"created","challenger":{"id":"george","name":"George"},"variant":{"key":%q},"rated":false,"timeControl":{"type":%q,"limit":%d,"increment":0},"color":"random"}}`,
		id, key, tcType, limit)
}

// newGame registers a game that starts on the event stream once its
// challenge is accepted.
func (s *fakeServer) newGame(id, key, fen string, wtime int64, botWhite bool) *fakeGame {
	g := &fakeGame{id: id, key: key, fen: fen, wtime: wtime, status: "started", updates: make(chan struct{}, 64), botWhite: botWhite}
	g.v, _ = map[string]*variant.Variant{"standard": variant.International, "fromPosition": variant.International, "russian": variant.Russian}[key]
	s.mu.Lock()
	s.games[id] = g
	s.mu.Unlock()
	return g
}

func (s *fakeServer) challenge(w http.ResponseWriter, r *http.Request) {
	id, answer := r.PathValue("id"), r.PathValue("answer")
	s.mu.Lock()
	s.answers[id] = answer
	if answer == "accept" {
		s.accepts++
	}
	_, game := s.games[id]
	s.mu.Unlock()
	fmt.Fprint(w, `{"ok":true}`)
	if answer == "accept" && game {
		s.events <- fmt.Sprintf(`{"type":"gameStart","game":{"id":%q}}`, id)
	}
}

func (s *fakeServer) game(id string) *fakeGame {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.games[id]
}

func (s *fakeServer) stateJSON(g *fakeGame) string {
	return fmt.Sprintf(`{"type":"gameState","moves":%q,"wtime":%d,"btime":%d,"winc":0,"binc":0,"status":%q,"winner":%q}`,
		strings.Join(g.moves, " "), g.wtime, g.wtime, g.status, g.winner)
}

func (s *fakeServer) gameStream(w http.ResponseWriter, r *http.Request) {
	g := s.game(r.PathValue("id"))
	if g == nil {
		http.NotFound(w, r)
		return
	}
	flusher := w.(http.Flusher)
	s.mu.Lock()
	other := g.other
	if other == "" {
		other = "George"
	}
	white, black := fmt.Sprintf(`{"id":"george","name":%q}`, other), `{"id":"gobot","name":"GoBot"}`
	if g.botWhite {
		white, black = black, white
	}
	fen := g.fen
	if fen == "" {
		fen = "startpos"
	}
	full := fmt.Sprintf(`{"type":"gameFull","id":%q,"variant":{"key":%q},"clock":{"initial":%d,"increment":0},"white":%s,"black":%s,"initialFen":%q,"state":%s}`,
		g.id, g.key, g.wtime, white, black, fen, s.stateJSON(g))
	drop := g.drops > 0
	if drop {
		g.drops--
	}
	g.sentAt = time.Now()
	s.streams++
	s.maxStreams = max(s.maxStreams, s.streams)
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.streams--
		s.mu.Unlock()
	}()
	fmt.Fprintln(w, full)
	flusher.Flush()
	if drop {
		return
	}
	for {
		select {
		case <-r.Context().Done():
			return
		case <-g.updates:
			s.mu.Lock()
			line := s.stateJSON(g)
			g.sentAt = time.Now()
			over := g.status != "started"
			s.mu.Unlock()
			fmt.Fprintln(w, line)
			flusher.Flush()
			if over {
				return
			}
		case <-time.After(50 * time.Millisecond):
			fmt.Fprintln(w)
			flusher.Flush()
		}
	}
}

// move plays the bot's move, then the server's own reply, and ends the
// game when a side has no move or after 80 plies (a draw). The bot's clock
// runs as the server's does: the time from the state it answers to its
// move is taken from it, and a move after it ran out loses on time. (The
// tests give clocks of a minute, which only a hung bot runs out of.)
func (s *fakeServer) move(w http.ResponseWriter, r *http.Request) {
	g := s.game(r.PathValue("id"))
	text := r.PathValue("move")
	s.mu.Lock()
	defer s.mu.Unlock()
	if g == nil || g.status != "started" {
		http.Error(w, `{"error":"Not your turn, or game already over"}`, http.StatusBadRequest)
		return
	}
	if g.wtime -= time.Since(g.sentAt).Milliseconds(); g.wtime <= 0 {
		g.wtime, g.status, g.winner = 0, "outoftime", "black"
		if !g.botWhite {
			g.winner = "white"
		}
		http.Error(w, `{"error":"Not your turn, or game already over"}`, http.StatusBadRequest)
		g.updates <- struct{}{}
		return
	}
	p := s.replay(g)
	m, err := lidraughts.ParseUCI(g.v, p, text)
	if err != nil {
		s.illegal = append(s.illegal, text)
		http.Error(w, `{"error":"illegal move"}`, http.StatusBadRequest)
		return
	}
	g.moves = append(g.moves, text)
	p = g.v.Apply(p, m)
	if legal := movegen.Generate(g.v, p, nil); len(legal) > 0 && len(g.moves) < 80 {
		g.moves = append(g.moves, lidraughts.FormatUCI(g.v, p, legal[0]))
		p = g.v.Apply(p, legal[0])
	}
	switch {
	case len(movegen.Generate(g.v, p, nil)) == 0:
		g.status, g.winner = "mate", p.Turn.Opponent().String()
	case len(g.moves) >= 80:
		g.status = "draw"
	}
	fmt.Fprint(w, `{"ok":true}`)
	g.updates <- struct{}{}
}

// replay returns g's current position (the lock held).
func (s *fakeServer) replay(g *fakeGame) (p board.Position) {
	p = g.v.Start()
	if g.fen != "" {
		p, _ = notation.ParseFEN(g.v, g.fen)
	}
	for _, text := range g.moves {
		m, err := lidraughts.ParseUCI(g.v, p, text)
		if err != nil {
			s.t.Errorf("the fake server's own move %q: %v", text, err)
			return p
		}
		p = g.v.Apply(p, m)
	}
	return p
}

func (s *fakeServer) resign(w http.ResponseWriter, r *http.Request) {
	g := s.game(r.PathValue("id"))
	s.mu.Lock()
	defer s.mu.Unlock()
	if g == nil {
		http.NotFound(w, r)
		return
	}
	g.status, g.winner = "resign", "white"
	if g.botWhite {
		g.winner = "black"
	}
	fmt.Fprint(w, `{"ok":true}`)
	g.updates <- struct{}{}
}

func (s *fakeServer) abort(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	s.mu.Lock()
	defer s.mu.Unlock()
	s.aborts = append(s.aborts, id)
	if g := s.games[id]; g != nil {
		g.status = "aborted"
		g.updates <- struct{}{}
	}
	fmt.Fprint(w, `{"ok":true}`)
}

// end ends g from the server's side (an abort by the other player, say).
func (s *fakeServer) end(g *fakeGame, status string) {
	s.mu.Lock()
	g.status = status
	s.mu.Unlock()
	g.updates <- struct{}{}
}

func (s *fakeServer) answer(id string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.answers[id]
}
