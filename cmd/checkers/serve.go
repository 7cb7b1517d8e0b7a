package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/draughtsgo/checkers/web"
)

// serveCommand runs "checkers serve": it builds the WebAssembly library,
// prints the page's URL and serves until interrupted.
func serveCommand(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (loopback only)")
	goTool := fs.String("go", "go", "the go command that builds the WebAssembly library")
	egdbDir := fs.String("egdb", "", "the folder of endgame databases (egdb build -o) the page shows values and best moves from")
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	if err := loopback(*addr); err != nil {
		return err
	}
	var e endgames
	if *egdbDir != "" {
		var err error
		if e, err = openEndgames(*egdbDir); err != nil {
			return err
		}
		defer e.Close()
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return serve(ctx, ln, *goTool, e, out, errOut)
}

// loopback refuses an address whose host is not a loopback one: the page
// is for the player at this machine.
func loopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("-addr %q: %v", addr, err)
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("-addr %q: only loopback addresses (127.0.0.1, ::1, localhost) are served", addr)
}

// serve builds the WebAssembly library into a temporary directory, then
// serves the page on ln until ctx is done, with e's answers under /egdb/
// when e is not nil; it closes ln.
func serve(ctx context.Context, ln net.Listener, goTool string, e endgames, out, errOut io.Writer) error {
	defer ln.Close()
	dir, err := os.MkdirTemp("", "checkers-serve")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	fmt.Fprintln(errOut, "building...")
	start := time.Now()
	if err := web.Build(ctx, goTool, dir); err != nil {
		return err
	}
	fmt.Fprintf(errOut, "built in %.1fs\n", time.Since(start).Seconds())
	fmt.Fprintf(out, "http://%s/\n", ln.Addr())
	return serveHTTP(ctx, ln, newServer(pageHandler(dir, e), pageLimits))
}

// pageHandler serves the page with the library built into dir and, when e
// is not nil, e's answers under /egdb/. Every route answers GET and HEAD
// alone, other methods with 405 and an Allow header.
func pageHandler(dir string, e endgames) http.Handler {
	h := web.Handler(os.DirFS(dir))
	if e == nil {
		return h
	}
	mux := http.NewServeMux()
	mux.Handle("/", h)
	mux.Handle("/egdb/", e.handler())
	return mux
}

// httpLimits bound what one client may take of the page's server.
type httpLimits struct {
	// ReadHeader bounds the wait for a request's headers, Read for the
	// whole request, Write the writing of a response (from the end of
	// its request's headers), Idle the wait for the next request on a
	// connection kept alive.
	ReadHeader, Read, Write, Idle time.Duration
	// MaxHeaderBytes bounds the size of a request's headers.
	MaxHeaderBytes int
}

// pageLimits are the limits of checkers serve. The page is a handful of
// files fetched by one browser on this machine: requests have no body and
// short headers (64 KiB leaves room for the cookies other local servers
// set on localhost), the largest file, the WebAssembly library of a few
// megabytes, is written over loopback in well under a minute, and a
// connection left idle is closed after 30 seconds, so that no client, one
// that never sends its request, never reads the answer or keeps its
// connection open, holds a socket and a file for ever.
var pageLimits = httpLimits{
	ReadHeader:     5 * time.Second,
	Read:           10 * time.Second,
	Write:          time.Minute,
	Idle:           30 * time.Second,
	MaxHeaderBytes: 64 << 10,
}

// newServer returns the server of handler h, within limits l, which
// answers a request for a path that no file can have with 400.
func newServer(h http.Handler, l httpLimits) *http.Server {
	return &http.Server{
		Handler:           checkPath(h),
		ReadHeaderTimeout: l.ReadHeader,
		ReadTimeout:       l.Read,
		WriteTimeout:      l.Write,
		IdleTimeout:       l.Idle,
		MaxHeaderBytes:    l.MaxHeaderBytes,
	}
}

// checkPath answers 400 to a request whose path holds a NUL byte or is
// not UTF-8, which the file server would take for a failure of its own
// (500): no file has such a name, and the fault is the client's.
func checkPath(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p := r.URL.Path; strings.IndexByte(p, 0) >= 0 || !utf8.ValidString(p) {
			http.Error(w, "bad path", http.StatusBadRequest)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// serveHTTP serves srv on ln until ctx is done, then shuts it down,
// giving the requests in progress five seconds to end.
func serveHTTP(ctx context.Context, ln net.Listener, srv *http.Server) error {
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err := srv.Shutdown(shutdown)
		if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
			err = serr
		}
		return err
	}
}
