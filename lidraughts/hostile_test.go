package lidraughts_test

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/variant"
)

// tokens records the Authorization headers a server was sent.
type tokens struct {
	mu   sync.Mutex
	seen []string
}

func (k *tokens) record(r *http.Request) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.seen = append(k.seen, r.Header.Get("Authorization"))
}

func (k *tokens) all() []string {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.seen
}

// The token goes only to the exact origin of Server. The server redirects
// the bot's first request to another origin of the same machine: another
// port, another scheme (https), a subdomain (names both served on
// loopback by the client's own dialer). The other origin never sees the
// token, and Run says why it stopped. A redirect within the server's
// origin is followed, the token with it.
func TestBotTokenStaysWithTheServer(t *testing.T) {
	other := &tokens{}
	elsewhere := func(w http.ResponseWriter, r *http.Request) {
		other.record(r)
		fmt.Fprint(w, `{"id":"gobot","title":"BOT"}`)
	}
	plain := httptest.NewServer(http.HandlerFunc(elsewhere))
	defer plain.Close()
	secure := httptest.NewTLSServer(http.HandlerFunc(elsewhere))
	defer secure.Close()
	var to string // where the server redirects to
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.URL.Path == "/api/account" && to != "":
			http.Redirect(w, r, to+"/api/account", http.StatusTemporaryRedirect)
		case r.URL.Path == "/api/account":
			http.Redirect(w, r, "/v2/account", http.StatusFound)
		case r.URL.Path == "/v2/account" && r.Header.Get("Authorization") == "Bearer secret":
			fmt.Fprint(w, `{"id":"gobot","title":"BOT"}`)
		default:
			http.Error(w, `{"error":"No such token"}`, http.StatusUnauthorized)
		}
	}))
	defer server.Close()
	_, port, _ := net.SplitHostPort(server.Listener.Addr().String())

	// client serves example.test and its subdomains on the server, and
	// trusts the https server's certificate.
	client := secure.Client()
	transport := client.Transport.(*http.Transport).Clone()
	transport.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		if host, _, _ := net.SplitHostPort(addr); strings.HasSuffix(host, "example.test") {
			addr = server.Listener.Addr().String()
		}
		return (&net.Dialer{}).DialContext(ctx, network, addr)
	}
	client = &http.Client{Transport: transport}

	for _, c := range []struct{ name, server, to string }{
		{"another port", server.URL, plain.URL},
		{"another scheme (and port)", server.URL, secure.URL},
		{"a subdomain", "http://example.test:" + port, "http://api.example.test:" + port},
	} {
		to = c.to
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		b := &lidraughts.Bot{Server: c.server, Token: "secret", Client: client,
			Engine: func(context.Context, *variant.Variant) (engine.Engine, error) { return nil, nil }}
		err := b.Run(ctx)
		cancel()
		require.Error(t, err, c.name)
		assert.Contains(t, err.Error(), "another origin", c.name)
		assert.NotContains(t, other.all(), "Bearer secret", c.name)
	}

	// Within the origin: the account is read at /v2/account with the
	// token; the event stream, which this server refuses, ends Run.
	to = ""
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b := &lidraughts.Bot{Server: server.URL, Token: "secret", Client: client,
		Engine: func(context.Context, *variant.Variant) (engine.Engine, error) { return nil, nil }}
	err := b.Run(ctx)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "/api/stream/event")
	assert.Contains(t, err.Error(), "401")
}

// lines is a log the bot writes and the test reads at once.
type lines struct {
	mu  sync.Mutex
	all []string
}

func (l *lines) logf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.all = append(l.all, fmt.Sprintf(format, args...))
}

// Ids from the server go into request paths escaped: a challenge named
// "../../../api/account" is answered at its own address, never at
// /api/account/accept (nor decline). What the server names (ids, the
// challenger's) reaches the log without control characters: no line
// break makes a line of its own, no escape sequence drives a terminal.
func TestBotEscapesTheServersIds(t *testing.T) {
	s := newFakeServer(t)
	log := &lines{}
	_, stop := runBot(t, s, "secret", func(b *lidraughts.Bot) { b.Log = log.logf })
	s.sendChallenge("../../../api/account", "standard", "clock", 60)
	s.events <- `{"type":"challenge","challenge":{"id":"x\u001b[2J","challenger":{"id":"george\n12:00:00 accepting all"},"variant":{"key":"standard"},"timeControl":{"type":"clock","limit":60}}}`
	s.sendChallenge("last", "chess", "clock", 60)
	waitFor(t, "the last answer", func() bool { return s.answer("last") != "" })
	require.ErrorIs(t, stop(), context.Canceled)

	s.mu.Lock()
	defer s.mu.Unlock()
	for _, r := range s.requests {
		assert.NotContains(t, r, "/api/account/", "a request made of an id")
	}
	assert.Equal(t, "accept", s.answers["../../../api/account"])
	assert.Equal(t, "accept", s.answers["x\x1b[2J"])
	log.mu.Lock()
	defer log.mu.Unlock()
	require.NotEmpty(t, log.all)
	for _, line := range log.all {
		assert.False(t, strings.ContainsAny(line, "\n\r\x1b"), "%q", line)
	}
}

// A player's name with a line break does not stop the finished game from
// being written as PDN, whose tag values cannot hold one: the break is
// written as a space.
func TestBotWritesAGameWhoseNameHoldsALineBreak(t *testing.T) {
	s := newFakeServer(t)
	g := s.newGame("game4", "fromPosition", "W:W31,32:B19,20", 60000, false)
	g.other = "George\nthe Third\r"
	pdnOut, stop := runBot(t, s, "secret")
	s.sendChallenge("game4", "fromPosition", "clock", 60)
	waitFor(t, "the game to start", func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return !g.sentAt.IsZero()
	})
	s.end(g, "aborted")
	waitFor(t, "the game's PDN", func() bool { return strings.Contains(pdnOut.String(), `game4"]`) })
	require.ErrorIs(t, stop(), context.Canceled)
	assert.Contains(t, pdnOut.String(), `[White "George the Third"]`)
}
