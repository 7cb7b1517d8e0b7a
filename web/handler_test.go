package web

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// assets stands for the directory Build writes: a library of 64 KiB.
var assets = fstest.MapFS{
	WasmFile:     {Data: []byte(strings.Repeat("w", 64<<10))},
	WasmExecFile: {Data: []byte("globalThis.Go = class {};\n")},
}

// get serves one request of method for target with the headers given.
func get(method, target string, header http.Header) *http.Response {
	r := httptest.NewRequest(method, target, nil)
	for k, vs := range header {
		r.Header[k] = vs
	}
	w := httptest.NewRecorder()
	Handler(assets).ServeHTTP(w, r)
	return w.Result()
}

// Every route of the page answers GET and HEAD alone: POST, PUT, DELETE
// and the rest get 405 with an Allow header, not the file (a file server
// alone answers 200 to any method).
func TestHandlerMethods(t *testing.T) {
	for _, target := range []string{"/", "/app.js", "/style.css", "/" + WasmFile, "/" + WasmExecFile, "/no-such-file"} {
		for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch, http.MethodOptions} {
			resp := get(method, target, nil)
			assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode, "%s %s", method, target)
			assert.Equal(t, "GET, HEAD", resp.Header.Get("Allow"), "%s %s", method, target)
		}
		want := http.StatusOK
		if target == "/no-such-file" {
			want = http.StatusNotFound
		}
		for _, method := range []string{http.MethodGet, http.MethodHead} {
			assert.Equal(t, want, get(method, target, nil).StatusCode, "%s %s", method, target)
		}
	}
}

// A Range header of many ranges cannot make the answer larger than the
// file: a multipart answer of 2,000 one-byte ranges, each with its part's
// headers, was some hundred bytes a byte asked for (14.6 times the file
// for ranges that cover it). Several ranges get the whole file, once; one
// range still gets its part (206).
func TestHandlerRangeBounded(t *testing.T) {
	size := len(assets[WasmFile].Data)
	var many []string
	for i := range 2000 {
		many = append(many, fmt.Sprintf("%d-%d", i*32, i*32))
	}
	for name, header := range map[string]http.Header{
		"many in one header": {"Range": {"bytes=" + strings.Join(many, ",")}},
		"overlapping":        {"Range": {"bytes=" + strings.Repeat("0-,", 100) + "0-"}},
		"two headers":        {"Range": {"bytes=0-0", "bytes=1-1"}},
	} {
		resp := get(http.MethodGet, "/"+WasmFile, header)
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		assert.Equal(t, http.StatusOK, resp.StatusCode, name)
		assert.LessOrEqual(t, len(body), size, name)
		var headers int
		for k, vs := range resp.Header {
			for _, v := range vs {
				headers += len(k) + len(v) + 4
			}
		}
		assert.Less(t, headers, 1024, name)
	}

	resp := get(http.MethodGet, "/"+WasmFile, http.Header{"Range": {"bytes=100-199"}})
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	assert.Equal(t, http.StatusPartialContent, resp.StatusCode)
	assert.Len(t, body, 100)
}
