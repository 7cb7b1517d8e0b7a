package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The bot's flags are checked before it connects; a token the server
// refuses ends it with the server's answer, and so does an account that
// is not a bot account. (Games are played against a
// fake server in package lidraughts's tests.)
func TestBotCommand(t *testing.T) {
	dir := t.TempDir()
	token := filepath.Join(dir, "token")
	require.NoError(t, os.WriteFile(token, []byte("lip_abc123\n"), 0o600))
	empty := filepath.Join(dir, "empty")
	require.NoError(t, os.WriteFile(empty, []byte("  \n"), 0o600))
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "Bearer lip_abc123", r.Header.Get("Authorization"))
		http.Error(w, `{"error":"No such token"}`, http.StatusUnauthorized)
	}))
	defer server.Close()
	// notBot names an account that is not a bot account: the bot stops,
	// saying so, before it reads a challenge.
	notBot := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/account" {
			http.Error(w, `{"error":"This endpoint can only be used with a Bot account."}`, http.StatusBadRequest)
			return
		}
		w.Write([]byte(`{"id":"george","username":"George"}`))
	}))
	defer notBot.Close()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{}, "-token-file is required"},
		{[]string{"-token-file", filepath.Join(dir, "none")}, "-token-file"},
		{[]string{"-token-file", empty}, "holds no token"},
		{[]string{"-token-file", token, "-server", "ftp://example.org"}, "not an http or https address"},
		{[]string{"-token-file", token, "-variants", "standard,chess"}, `"chess" is not a lidraughts variant`},
		{[]string{"-token-file", token, "-engine", "gnuchess"}, "builtin, random or hub:PROGRAM ARGS"},
		{[]string{"-token-file", token, "-games", "0"}, "-games must be at least 1"},
		{[]string{"-token-file", token, "-server", server.URL}, "401"},
		{[]string{"-token-file", token, "-server", notBot.URL}, "not a bot account"},
	} {
		_, errOut, code := runCLI(append([]string{"bot"}, c.args...)...)
		assert.NotEqual(t, 0, code, c.args)
		assert.Contains(t, errOut, c.want, c.args)
	}
}
