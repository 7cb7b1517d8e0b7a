package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// fuzzCommands are the commands FuzzCommandLine runs: those that only
// read their flags and files and write to stdout and stderr. The others
// listen, connect, start engines or read the terminal.
var fuzzCommands = []string{"perft", "divide", "moves", "show", "variants", "pdn"}

// maxFuzzDepth bounds the counts: a deeper tree can take minutes.
const maxFuzzDepth = 3

// fuzzArgs returns the arguments of the command line the fuzz input
// spells, split on white space, or false if running them would be unsafe
// or too slow: a count deeper than maxFuzzDepth or on more threads,
// a file written (-o, -pdn) or a rules file read (-rules, which might name
// a device that never ends), or a path that leaves the package directory.
func fuzzArgs(line string) ([]string, bool) {
	args := strings.Fields(line)
	for i, a := range args {
		if strings.ContainsAny(a, `/\`) {
			return nil, false
		}
		if len(a) < 2 || a[0] != '-' || a == "--" {
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		switch name {
		case "threads", "o", "pdn", "rules":
			return nil, false
		case "depth":
			if !hasValue {
				if i+1 == len(args) {
					continue
				}
				value = args[i+1]
			}
			// The flag package reads integers so, base prefixes and
			// underscores included; what it refuses is a usage error.
			if d, err := strconv.ParseInt(value, 0, 64); err == nil && d > maxFuzzDepth {
				return nil, false
			}
		}
	}
	return args, true
}

// FuzzCommandLine runs the command line with arbitrary arguments after
// one of the fuzzCommands; pdn also gets a file holding arbitrary bytes.
// It must never panic, and must exit with 0, 1 or 2; a usage error (2)
// is reported on stderr in one line that starts "checkers: ". The counts
// start from depth 1 unless the arguments say otherwise, since the default
// depth takes far too long. The seed corpus is in
// testdata/fuzz/FuzzCommandLine.
func FuzzCommandLine(f *testing.F) {
	f.Add(uint8(0), "-variant english -depth 3", []byte(nil))
	f.Add(uint8(1), "-fen W:W28:B23 -depth 2 -bulk", []byte(nil))
	f.Add(uint8(2), "-variant russian -fen W:Wc3:Bd4,f6", []byte(nil))
	f.Add(uint8(3), "-variant english -last 11-15 -numbers -unicode", []byte(nil))
	f.Add(uint8(3), "-svg -flip -highlight 28,33 -size 200", []byte(nil))
	f.Add(uint8(4), "-json dameo", []byte(nil))
	f.Add(uint8(5), "-v", []byte("[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 *\n"))
	f.Add(uint8(5), "-variant international", []byte("1. 32-28 19-23 2. 28x19 14x23 1-0\n"))
	f.Add(uint8(0), "-h", []byte(nil))
	f.Add(uint8(1), "-depth x", []byte(nil))
	f.Add(uint8(2), "extra", []byte(nil))
	f.Fuzz(func(t *testing.T, cmd uint8, line string, file []byte) {
		rest, ok := fuzzArgs(line)
		if !ok {
			t.Skip("unsafe or too slow")
		}
		name := fuzzCommands[int(cmd)%len(fuzzCommands)]
		args := []string{name}
		switch name {
		case "perft", "divide":
			args = append(args, "-depth=1")
		}
		args = append(args, rest...)
		if name == "pdn" {
			path := filepath.Join(t.TempDir(), "games.pdn")
			if err := os.WriteFile(path, file, 0o600); err != nil {
				t.Fatal(err)
			}
			args = append(args, path)
		}
		var out, errOut bytes.Buffer
		code := run(args, &out, &errOut)
		switch code {
		case 0, 1:
		case 2:
			if !strings.HasPrefix(errOut.String(), "checkers: ") || strings.Count(errOut.String(), "\n") != 1 {
				t.Fatalf("%q: exit 2 with stderr %q", args, errOut.String())
			}
		default:
			t.Fatalf("%q: exit %d", args, code)
		}
	})
}
