package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/players"
	"github.com/draughtsgo/checkers/variant"
)

// maxTokenFile bounds the token file read: a token is a few dozen bytes.
const maxTokenFile = 4096

// botCommand plays on a lidraughts server as a bot until interrupted.
func botCommand(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("bot", flag.ContinueOnError)
	tokenFile := fs.String("token-file", "", "the file holding the bot account's API token (required)")
	server := fs.String("server", "https://lidraughts.org", "the server's address")
	engineSpec := fs.String("engine", "builtin", "the engine of each game: builtin, random or hub:PROGRAM ARGS")
	variants := fs.String("variants", "", "the lidraughts variants it accepts, by key, comma-separated (default every one the library plays: standard, fromPosition, russian, brazilian, frisian, frysk, antidraughts, breakthrough)")
	minTime := fs.Duration("min-time", 0, "decline challenges with less time on the clock (0: any)")
	maxTime := fs.Duration("max-time", 0, "decline challenges with more time on the clock (0: any)")
	untimed := fs.Bool("untimed", false, "accept challenges without a clock too")
	games := fs.Int("games", 4, "the most games it plays at once, challenges accepted and not yet started counted")
	pdnOut := fs.String("pdn", "", "append each finished game to this PDN file")
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	if *tokenFile == "" {
		return errors.New("-token-file is required")
	}
	token, err := readToken(*tokenFile)
	if err != nil {
		return err
	}
	if u, err := url.Parse(*server); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("-server %q: not an http or https address", *server)
	}
	var keys []string
	for _, k := range strings.Split(*variants, ",") {
		if k = strings.TrimSpace(k); k == "" {
			continue
		}
		if _, ok := lidraughts.VariantOf(k); !ok {
			return fmt.Errorf("-variants: %q is not a lidraughts variant the library plays", k)
		}
		keys = append(keys, k)
	}
	if *engineSpec != "builtin" && *engineSpec != "random" && !strings.HasPrefix(*engineSpec, "hub:") {
		return fmt.Errorf("-engine %q: builtin, random or hub:PROGRAM ARGS", *engineSpec)
	}
	if *games < 1 {
		return fmt.Errorf("-games must be at least 1, got %d", *games)
	}
	b := &lidraughts.Bot{
		Server: *server, Token: token, Variants: keys, MinTime: *minTime, MaxTime: *maxTime,
		Untimed: *untimed, MaxGames: *games,
		Engine: func(ctx context.Context, v *variant.Variant) (engine.Engine, error) {
			return players.Open(ctx, *engineSpec, v, players.Options{Seed: uint64(time.Now().UnixNano()), Builtin: gameOptions(nil)})
		},
		Log: func(format string, args ...any) {
			fmt.Fprintf(errOut, "%s %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
		},
	}
	if *pdnOut != "" {
		f, err := os.OpenFile(*pdnOut, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return fmt.Errorf("-pdn: %w", err)
		}
		defer f.Close()
		b.PDN = f
	}
	ctx, stop := signalContext()
	defer stop()
	if err := b.Run(ctx); err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}

// readToken reads the API token from the file at path.
func readToken(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("-token-file: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxTokenFile+1))
	if err != nil {
		return "", fmt.Errorf("-token-file: %w", err)
	}
	token := strings.TrimSpace(string(data))
	switch {
	case len(data) > maxTokenFile:
		return "", fmt.Errorf("-token-file: longer than %d bytes, not a token", maxTokenFile)
	case token == "" || strings.ContainsAny(token, " \t\r\n"):
		return "", errors.New("-token-file: holds no token (one word, on its own)")
	}
	return token, nil
}
