package lidraughts

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// statusError is a server's answer other than 200 OK, with the start of
// its body (the server's message, as {"error":"..."}).
type statusError struct {
	method, path string
	code         int
	status, body string
}

func (e *statusError) Error() string {
	return fmt.Sprintf("%s %s: %s %s", e.method, e.path, e.status, e.body)
}

// permanent reports whether err is an answer that asking again will not
// change: a 4xx but 408 (a timeout) and 429 (too many requests). The bad
// request a non-bot account gets ("This endpoint can only be used with a
// Bot account") is one.
func permanent(err error) bool {
	var s *statusError
	return errors.As(err, &s) && s.code >= 400 && s.code < 500 &&
		s.code != http.StatusRequestTimeout && s.code != http.StatusTooManyRequests
}

// segment escapes a server-given id (a challenge's, a game's) or a move
// for one segment of a request's path, so that "../../api/account" stays
// one segment and names nothing else.
func segment(s string) string {
	switch s {
	case ".", "..":
		return strings.ReplaceAll(s, ".", "%2E")
	}
	return url.PathEscape(s)
}

// errOtherOrigin is the error of a redirect the bot does not follow.
var errOtherOrigin = errors.New("a redirect to another origin than the server's (the token goes only to the server)")

// client returns the client the bot's requests go through: Client's, or
// http.DefaultClient's, with a redirect policy that follows a redirect
// only within the exact origin (scheme, host and port) of Server, so that
// the token never reaches another port, scheme or host, a subdomain
// included. (http.Client's own policy sends it to every port and scheme of
// the host and to its subdomains.) Redirects elsewhere are refused.
func (b *Bot) client() *http.Client {
	b.clientOnce.Do(func() {
		c := http.Client{}
		if b.Client != nil {
			c = *b.Client
		}
		server, err := url.Parse(b.Server)
		own := c.CheckRedirect
		c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
			if err != nil || !sameOrigin(server, req.URL) {
				return fmt.Errorf("%w: %s", errOtherOrigin, origin(req.URL))
			}
			if own != nil {
				return own(req, via)
			}
			if len(via) >= 10 {
				return errors.New("stopped after 10 redirects")
			}
			return nil
		}
		b.httpClient = &c
	})
	return b.httpClient
}

// sameOrigin reports whether a and b have one scheme, host and port (the
// scheme's default port when none is written).
func sameOrigin(a, b *url.URL) bool {
	return origin(a) == origin(b)
}

// origin is u's scheme://host:port, lower case, the port written out.
func origin(u *url.URL) string {
	scheme := strings.ToLower(u.Scheme)
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[scheme]
	}
	return scheme + "://" + strings.ToLower(u.Hostname()) + ":" + port
}

// do sends a request with the token and returns the response of a 200; any
// other answer is a *statusError.
func (b *Bot) do(ctx context.Context, method, path string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimSuffix(b.Server, "/")+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+b.Token)
	resp, err := b.client().Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		resp.Body.Close()
		return nil, &statusError{method: method, path: path, code: resp.StatusCode, status: resp.Status, body: string(bytes.TrimSpace(body))}
	}
	return resp, nil
}

// post sends a POST request, within Timeout.
func (b *Bot) post(ctx context.Context, path string) error {
	ctx, cancel := context.WithTimeout(ctx, b.timeout())
	defer cancel()
	resp, err := b.do(ctx, http.MethodPost, path)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// getJSON reads the JSON answer of a GET request, within Timeout.
func (b *Bot) getJSON(ctx context.Context, path string, out any) error {
	ctx, cancel := context.WithTimeout(ctx, b.timeout())
	defer cancel()
	resp, err := b.do(ctx, http.MethodGet, path)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(io.LimitReader(resp.Body, MaxLine)).Decode(out)
}
