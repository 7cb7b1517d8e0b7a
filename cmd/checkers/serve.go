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
	"time"

	"github.com/draughtsgo/checkers/web"
)

func init() {
	synopses["serve"] = "checkers serve [-addr 127.0.0.1:8080] [-go GO]\n\n" +
		"Builds the library for WebAssembly with the local Go toolchain (from the module's\n" +
		"source: run it inside the source tree) and serves the page that plays every\n" +
		"variant in the browser, until interrupted. The address must be a loopback one."
}

// serveCommand runs "checkers serve": it builds the WebAssembly library,
// prints the page's URL and serves until interrupted.
func serveCommand(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (loopback only)")
	goTool := fs.String("go", "go", "the go command that builds the WebAssembly library")
	if err := parseCommandFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("serve: unexpected argument %q", fs.Arg(0))
	}
	if err := loopback(*addr); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return serve(ctx, ln, *goTool, out, errOut)
}

// loopback refuses an address whose host is not a loopback one: the page
// is for the player at this machine.
func loopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("serve: -addr %q: %v", addr, err)
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("serve: -addr %q: only loopback addresses (127.0.0.1, ::1, localhost) are served", addr)
}

// serve builds the WebAssembly library into a temporary directory, then
// serves the page on ln until ctx is done; it closes ln.
func serve(ctx context.Context, ln net.Listener, goTool string, out, errOut io.Writer) error {
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

	srv := &http.Server{Handler: web.Handler(os.DirFS(dir)), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(out, "http://%s/\n", ln.Addr())
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
