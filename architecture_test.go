package checkers_test

import (
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// modulePath is the module's import path, as go.mod names it.
const modulePath = "github.com/draughtsgo/checkers"

// architectureDoc is the document whose table of allowed imports the
// tests hold the module to: the table is read from it, not copied here,
// so the document and the rule cannot drift apart.
const architectureDoc = "ARCHITECTURE.md"

// allowedSection is the heading of the section of architectureDoc whose
// first table is the allowed one.
const allowedSection = "## What may import what"

// coreWord stands, in the table's second column, for the core packages.
const coreWord = "core"

// core is what coreWord stands for: the packages of the library proper,
// the root among them.
var core = []string{"board", "variant", "capture", "movegen", "notation", "notation/pdn", "diagram", "."}

// readAllowedImports reads the layering from the markdown document doc
// (ARCHITECTURE.md's text): for every package of the module (by its path
// inside the module, "." for the root, which the table names
// `checkers`), the packages of the module its non-test files may import.
// The table is the first one of the section allowedSection; its rows are
// "| `pkg`, `pkg` | `dep`, core, ... |" or "| `pkg` | nothing |". A
// package that is not in the table is a fault, so a new package takes its
// place in the document when it is added. Anything else in a cell, a
// package named twice, or a missing table is an error.
func readAllowedImports(doc string) (map[string][]string, error) {
	_, section, ok := strings.Cut(doc, "\n"+allowedSection+"\n")
	if !ok {
		return nil, fmt.Errorf("no section %q", allowedSection)
	}
	if next := strings.Index(section, "\n## "); next >= 0 {
		section = section[:next]
	}
	var rows [][]string
	inTable := false
	for _, line := range strings.Split(section, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		rows = append(rows, cells)
	}
	if len(rows) < 3 {
		return nil, fmt.Errorf("section %q has no table of packages", allowedSection)
	}
	if rows[0][0] != "package" || strings.Trim(rows[1][0], "-:") != "" {
		return nil, fmt.Errorf("the table starts %q, not a header \"package | may import\"", rows[0])
	}
	table := map[string][]string{}
	for _, cells := range rows[2:] {
		if len(cells) != 2 {
			return nil, fmt.Errorf("row %q: %d cells, want 2", cells, len(cells))
		}
		pkgs, err := packageList(cells[0], false)
		if err != nil {
			return nil, fmt.Errorf("row %q: %w", cells, err)
		}
		may := []string{}
		if cells[1] != "nothing" {
			if may, err = packageList(cells[1], true); err != nil {
				return nil, fmt.Errorf("row %q: %w", cells, err)
			}
		}
		for _, p := range pkgs {
			if _, dup := table[p]; dup {
				return nil, fmt.Errorf("row %q: %s is in the table twice", cells, p)
			}
			table[p] = may
		}
	}
	return table, nil
}

// packageList reads a cell of comma-separated package names in
// backquotes (`checkers` is the root, "."), and, where withCore is set,
// the word coreWord for the core packages.
func packageList(cell string, withCore bool) ([]string, error) {
	var out []string
	for _, item := range strings.Split(cell, ",") {
		item = strings.TrimSpace(item)
		if withCore && item == coreWord {
			out = append(out, core...)
			continue
		}
		name, opened := strings.CutPrefix(item, "`")
		name, closed := strings.CutSuffix(name, "`")
		if !opened || !closed || name == "" || strings.ContainsAny(name, "` ") {
			return nil, fmt.Errorf("%q is not a package name in backquotes", item)
		}
		if name == "checkers" {
			name = "."
		}
		out = append(out, name)
	}
	return out, nil
}

// allowedImports returns the table of architectureDoc, failing the test
// when it cannot be read.
func allowedImports(t *testing.T) map[string][]string {
	t.Helper()
	doc, err := os.ReadFile(architectureDoc)
	if err != nil {
		t.Fatal(err)
	}
	table, err := readAllowedImports(string(doc))
	if err != nil {
		t.Fatalf("%s: %v", architectureDoc, err)
	}
	return table
}

// allowedFor returns the table's entry for the package in dir (a path
// inside the module); the examples share one entry.
func allowedFor(table map[string][]string, dir string) ([]string, bool) {
	if a, ok := table[dir]; ok {
		return a, true
	}
	if parent, _ := path.Split(dir); parent == "examples/" {
		a, ok := table["examples/*"]
		return a, ok
	}
	return nil, false
}

// moduleImports returns, for every directory of the module holding non-test
// Go files (as a path inside the module), the imports of those files, each
// with the file that makes it. Build constraints are ignored: every file
// counts, whatever its GOOS. testdata, and directories whose names start
// with "." or "_", are skipped, as the go command skips them.
func moduleImports(t *testing.T, root string) map[string]map[string]string {
	t.Helper()
	fset := token.NewFileSet()
	pkgs := map[string]map[string]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, filepath.Dir(p))
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(rel)
		if pkgs[dir] == nil {
			pkgs[dir] = map[string]string{}
		}
		for _, spec := range f.Imports {
			ip, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				return err
			}
			pkgs[dir][ip] = filepath.ToSlash(filepath.Join(rel, name))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// insideModule returns an import path's path inside the module ("." for
// the root) and whether it is the module's at all.
func insideModule(ip string) (string, bool) {
	if ip == modulePath {
		return ".", true
	}
	rest, ok := strings.CutPrefix(ip, modulePath+"/")
	return rest, ok
}

// isStandard reports whether an import path is the standard library's:
// its first element has no dot, as every other module's does.
func isStandard(ip string) bool {
	first, _, _ := strings.Cut(ip, "/")
	return !strings.Contains(first, ".")
}

// checkImports returns the faults of a module's imports against the table:
// a package the table does not list, an import of the module that the
// importing package's entry does not allow, an import from outside both
// the module and the standard library, and a table entry no package fills.
func checkImports(table map[string][]string, pkgs map[string]map[string]string) []string {
	var faults []string
	for dir, imports := range pkgs {
		allowed, ok := allowedFor(table, dir)
		if !ok {
			faults = append(faults, dir+": a package the table of "+architectureDoc+" does not place")
			continue
		}
		for ip, file := range imports {
			if in, ok := insideModule(ip); ok {
				if !slices.Contains(allowed, in) {
					faults = append(faults, file+": imports "+ip+", which "+dir+" may not import")
				}
			} else if !isStandard(ip) {
				faults = append(faults, file+": imports "+ip+", which is not the standard library")
			}
		}
	}
	for dir := range table {
		if dir == "examples/*" {
			continue
		}
		if _, ok := pkgs[dir]; !ok {
			faults = append(faults, "the table of "+architectureDoc+" lists "+dir+", which holds no Go package")
		}
	}
	slices.Sort(faults)
	return faults
}

// Every non-test file of the module imports only what ARCHITECTURE.md
// lets its package import: the packages of lower layers and the standard
// library.
func TestArchitectureImports(t *testing.T) {
	table := allowedImports(t)
	pkgs := moduleImports(t, ".")
	if _, ok := pkgs["."]; !ok {
		t.Fatal("no Go file found at the module's root: the test must run there")
	}
	if len(pkgs) < len(table) {
		t.Fatalf("found %d packages, fewer than the table's %d", len(pkgs), len(table))
	}
	for _, f := range checkImports(table, pkgs) {
		t.Error(f)
	}
}

// The check finds each kind of fault, so that the test above can fail.
func TestArchitectureCheckFindsFaults(t *testing.T) {
	table := allowedImports(t)
	cases := []struct {
		name    string
		dir     string
		imports map[string]string
		fault   string
	}{
		{"upward", "board", map[string]string{modulePath + "/variant": "board/x.go"}, "board/x.go: imports " + modulePath + "/variant"},
		{"root upward", "variant", map[string]string{modulePath: "variant/x.go"}, "variant/x.go: imports " + modulePath + ","},
		{"reference into the engine", "internal/reference", map[string]string{modulePath + "/movegen": "internal/reference/x.go"}, "internal/reference/x.go: imports " + modulePath + "/movegen"},
		{"past movegen into the engines", "notation", map[string]string{modulePath + "/internal/gen/narrow": "notation/x.go"}, "notation/x.go: imports " + modulePath + "/internal/gen/narrow"},
		{"protocol into the player", "hub", map[string]string{modulePath + "/player": "hub/x.go"}, "hub/x.go: imports " + modulePath + "/player"},
		{"vocabulary into the player", "engine", map[string]string{modulePath + "/player": "engine/x.go"}, "engine/x.go: imports " + modulePath + "/player"},
		{"example into internal", "examples/new", map[string]string{modulePath + "/internal/reference": "examples/new/main.go"}, "examples/new/main.go: imports " + modulePath + "/internal/reference"},
		{"outside the standard library", "movegen", map[string]string{"github.com/stretchr/testify/assert": "movegen/x.go"}, "movegen/x.go: imports github.com/stretchr/testify/assert, which is not"},
		{"unplaced package", "newpackage", map[string]string{"fmt": "newpackage/x.go"}, "newpackage: a package"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgs := map[string]map[string]string{}
			for dir := range table {
				if dir != "examples/*" {
					pkgs[dir] = map[string]string{"fmt": dir + "/a.go"}
				}
			}
			if len(checkImports(table, pkgs)) != 0 {
				t.Fatalf("a module of allowed imports has faults: %v", checkImports(table, pkgs))
			}
			pkgs[c.dir] = c.imports
			faults := checkImports(table, pkgs)
			if len(faults) != 1 || !strings.HasPrefix(faults[0], c.fault) {
				t.Errorf("faults %q, want one starting %q", faults, c.fault)
			}
		})
	}
}

// The document's table is read as written: package names in backquotes,
// `checkers` for the root, "core" for the core packages, "nothing" for no
// import; a cell it cannot read, a package placed twice or a missing
// table is an error, never a table that allows less or more than it says.
func TestArchitectureTableIsRead(t *testing.T) {
	const head = "# A\n\n## The layers\n\n| package | x |\n|---|---|\n| `board` | `web` |\n\n" + allowedSection + "\n\nThe table:\n\n| package | may import |\n|---|---|\n"
	doc := head + "| `board` | nothing |\n| `a`, `b/c` | `board`, `checkers` |\n| `checkers` | core, `search` |\n\nAfter.\n\n| `late` | nothing |\n"
	table, err := readAllowedImports(doc)
	if err != nil {
		t.Fatal(err)
	}
	// By hand from the rows above: the table of "The layers" and the row
	// after the table's end are not read.
	want := map[string][]string{
		"board": {},
		"a":     {"board", "."},
		"b/c":   {"board", "."},
		".":     {"board", "variant", "capture", "movegen", "notation", "notation/pdn", "diagram", ".", "search"},
	}
	if fmt.Sprint(table) != fmt.Sprint(want) {
		t.Errorf("table %v, want %v", table, want)
	}
	for name, bad := range map[string]string{
		"no section":       "# A\n\n| package | may import |\n|---|---|\n| `board` | nothing |\n",
		"no table":         "# A\n\n" + allowedSection + "\n\nNothing.\n",
		"bare name":        head + "| `board` | variant |\n",
		"empty cell":       head + "| `board` | |\n",
		"unquoted package": head + "| board | nothing |\n",
		"half quoted":      head + "| board` | nothing |\n",
		"placed twice":     head + "| `board` | nothing |\n| `board` | `variant` |\n",
		"three cells":      head + "| `board` | nothing | x |\n",
	} {
		if table, err := readAllowedImports(bad); err == nil {
			t.Errorf("%s: read as %v, want an error", name, table)
		}
	}
}
