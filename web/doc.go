// Package web is the library in the browser: a page to play draughts of
// every variant, with draws claimed under the variant's rules, draw offers
// and resignation, and positions and games loaded from pasted FEN or PDN
// (static/index.html, app.js, board.js, ui.js and style.css, embedded in
// the package), on top of a WebAssembly build of the library (the command
// in web/wasm, which gives JavaScript the global object checkers; see its
// documentation for the API).
//
// The page is for a first-time visitor on a desktop or a phone: the whole
// board fits the window, upright or sideways; a capture whose final
// square several routes reach asks which route, showing each on the
// board; a variant change asks before it throws away a game in progress;
// the Copy buttons say whether they copied; and pasted text that is not a
// position or a game, or a game of another variant, is told apart (a game
// that names no variant is read under the one it replays under, as the
// command-line tool infers it, and the page says so).
//
// [Build] compiles that command with the local Go toolchain (GOOS=js
// GOARCH=wasm) from the module's own source and copies the toolchain's
// wasm_exec.js beside it; nothing is downloaded. [Handler] serves the page
// and the built files:
//
//	dir, _ := os.MkdirTemp("", "checkers-web")
//	if err := web.Build(ctx, "go", dir); err != nil { ... }
//	http.ListenAndServe("127.0.0.1:8080", web.Handler(os.DirFS(dir)))
//
// The page needs no network once loaded: no script, font or stylesheet
// comes from elsewhere. It asks the server it came from for one thing,
// GET egdb/info, and, if that answers with the variants of endgame
// databases (checkers serve -egdb does), GET egdb/probe?variant=V&fen=F
// for each position of those variants, and shows the value and the best
// moves and line it gets back; served without them, it shows nothing. Opened with the query "?selftest=1" it loads
// selftest.js from beside it (the tests serve testdata/selftest.js, which
// is not part of the page), which plays by clicking where the page draws
// its squares and buttons and writes one line per section into the
// element #selftest-log and "SELFTEST OK" or "SELFTEST FAIL: reason" into
// #selftest, which the tests read from a headless browser at a desktop's
// and a phone's window sizes.
package web
