package web

import (
	"embed"
	"errors"
	"io/fs"
	"net/http"
	"strings"
)

//go:embed static
var static embed.FS

// The files [Build] writes, which the page loads.
const (
	// WasmFile is the library built for WebAssembly.
	WasmFile = "checkers.wasm"
	// WasmExecFile is the Go toolchain's JavaScript support for it.
	WasmExecFile = "wasm_exec.js"
)

// Static returns the page's own files: index.html, app.js, board.js, ui.js
// and style.css.
func Static() fs.FS {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded directory is always there
	}
	return sub
}

// Handler serves the page ([Static]) and, for any other file, assets: the
// directory [Build] wrote (os.DirFS), with checkers.wasm and
// wasm_exec.js. A nil assets serves the page alone. Answers are not to be
// cached, so that a rebuilt library is loaded at once. It answers GET and
// HEAD alone, any other method with 405 and an Allow header. A request
// for one range of a file gets that range; one for several gets the whole
// file, so that no request makes an answer larger than the file (a
// multipart answer of many small ranges, each with its own headers, would
// be many times the file).
func Handler(assets fs.FS) http.Handler {
	files := http.FileServerFS(union{Static(), assets})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed: the page answers GET and HEAD", http.StatusMethodNotAllowed)
			return
		}
		if ranges := r.Header.Values("Range"); len(ranges) > 1 || (len(ranges) == 1 && strings.Contains(ranges[0], ",")) {
			r = r.Clone(r.Context())
			r.Header.Del("Range")
		}
		files.ServeHTTP(w, r)
	})
}

// union is a file system that looks in its first member, then in its
// second.
type union [2]fs.FS

// Open opens name from the first member that has it.
func (u union) Open(name string) (fs.File, error) {
	var first error
	for _, f := range u {
		if f == nil {
			continue
		}
		file, err := f.Open(name)
		if err == nil {
			return file, nil
		}
		if first == nil || !errors.Is(err, fs.ErrNotExist) {
			first = err
		}
	}
	if first == nil {
		first = &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return nil, first
}
