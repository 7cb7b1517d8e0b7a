package checkers_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// exampleMarker names, before a Go block of the README, the example
// function whose body holds that block's lines.
var exampleMarker = regexp.MustCompile(`<!-- example: (\w+) -->\n` + "```go\n((?s:.*?))```")

// Every Go block of the README is the body of an Example (run by go test,
// its output checked), so that none can rot: each is preceded by a marker
// naming the function, and its lines, comments and indentation aside, are
// that function's lines, all of them, in the same order. A block that
// were only part of its Example could use what the reader never sees (a
// variable set above it, a tag in a text left out) or fail where the
// Example goes another way: the block runs as written, and prints what
// the Example's Output shows.
func TestREADMEExamplesAreTested(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	blocks := strings.Count(string(readme), "```go")
	marked := exampleMarker.FindAllStringSubmatch(string(readme), -1)
	assert.Equal(t, blocks, len(marked), "every Go block of the README needs a <!-- example: Name --> line before it")
	bodies := exampleBodies(t)
	for _, m := range marked {
		name, block := m[1], m[2]
		body, ok := bodies[name]
		if !assert.True(t, ok, "README names %s, which no test file of the module defines", name) {
			continue
		}
		assert.Equal(t, codeLines(body), codeLines(block), "the README's block of %s, comments and indentation aside, is the whole of its body", name)
	}
}

// exampleBodies returns the source of every Example function of the
// module's test files, by name.
func exampleBodies(t *testing.T) map[string]string {
	bodies := map[string]string{}
	start := regexp.MustCompile(`(?m)^func (Example\w*)\(\) \{$`)
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := string(src)
		for _, loc := range start.FindAllStringSubmatchIndex(text, -1) {
			end := strings.Index(text[loc[1]:], "\n}\n")
			if end < 0 {
				continue
			}
			bodies[text[loc[2]:loc[3]]] = text[loc[1] : loc[1]+end]
		}
		return nil
	})
	require.NoError(t, err)
	return bodies
}

// codeLines returns the lines of Go source with their comments and
// surrounding space taken off, the empty ones left out. Comments start at
// "//" outside quotes well enough for examples.
func codeLines(src string) []string {
	var out []string
	for _, line := range strings.Split(src, "\n") {
		if i := commentStart(line); i >= 0 {
			line = line[:i]
		}
		if line = strings.Join(strings.Fields(line), " "); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// commentStart returns the index of the "//" that starts a line comment,
// or -1; "//" inside a string or rune literal does not count.
func commentStart(line string) int {
	var quote byte
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case quote != 0 && c == '\\':
			i++
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
		case c == '"' || c == '`' || c == '\'':
			quote = c
		case c == '/' && i+1 < len(line) && line[i+1] == '/':
			return i
		}
	}
	return -1
}

// The README is for using the library; the list of changes lives in
// CHANGES.md, which the README links to. A change line added to the
// README's "Changes" section (a "- " item there) is one that belongs in
// CHANGES.md, so the section holds only the link.
func TestChangesLiveInCHANGES(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(readme), "\n## Changes\n")
	require.True(t, ok, "README.md has no \"## Changes\" section to point at CHANGES.md")
	if next := strings.Index(section, "\n## "); next >= 0 {
		section = section[:next]
	}
	assert.Contains(t, section, "[CHANGES.md](CHANGES.md)", "the README's Changes section links to CHANGES.md")
	for _, line := range strings.Split(section, "\n") {
		assert.False(t, strings.HasPrefix(line, "- "), "a change line in the README, which belongs in CHANGES.md: %q", line)
	}
	changes, err := os.ReadFile("CHANGES.md")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(changes), "# Changes\n"), "CHANGES.md starts with its title")
	assert.Contains(t, string(changes), "\n- ", "CHANGES.md lists the changes")
}
