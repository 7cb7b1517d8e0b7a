// Package web is the library in the browser: a page to play draughts of
// every variant, with draws claimed under the variant's rules, draw offers
// and resignation (static/index.html, app.js, style.css, embedded in the
// package) on top of a WebAssembly build of the library (the command in
// web/wasm, which gives JavaScript the global object checkers; see its
// documentation for the API).
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
// comes from elsewhere. Opened with the query "?selftest=1" it plays a
// few moves by clicking on its own board and writes "SELFTEST OK" or
// "SELFTEST FAIL: reason" into the element #selftest, which the tests
// read from a headless browser.
package web
