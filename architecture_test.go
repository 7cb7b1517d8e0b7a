package checkers_test

import (
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

// allowedImports is the layering of ARCHITECTURE.md: for every package of
// the module (by its path inside the module, "." for the root), the
// packages of the module its non-test files may import. A package that is
// not in the table is a fault, so a new package takes its place here (and
// in ARCHITECTURE.md) when it is added.
var allowedImports = func() map[string][]string {
	core := []string{"board", "variant", "movegen", "notation", "notation/pdn", "diagram", "."}
	with := func(base []string, more ...string) []string {
		return append(slices.Clone(base), more...)
	}
	return map[string][]string{
		"board":               {},
		"internal/gendata":    {"board"},
		"internal/kingrun":    {"board"},
		"variant":             {"board", "internal/gendata", "internal/kingrun"},
		"internal/gen/narrow": {"board", "internal/gendata", "internal/kingrun", "variant"},
		"internal/gen/wide":   {"board", "internal/gendata", "internal/kingrun", "variant"},
		"movegen":             {"board", "internal/gendata", "variant", "internal/gen/narrow", "internal/gen/wide"},
		"notation":            {"board", "variant", "movegen"},
		"notation/pdn":        {"board", "variant", "movegen", "notation"},
		"diagram":             {"board", "variant", "movegen", "notation"},
		".":                   {"board", "variant", "movegen", "notation", "notation/pdn", "diagram"},
		"engine":              {"board", "."},
		"egdb":                {"board", "variant", "movegen"},
		"player":              with(core, "engine", "egdb"),
		"hub":                 with(core, "engine"),
		"dxp":                 with(core, "engine"),
		"players":             with(core, "engine", "player", "hub", "dxp"),
		"match":               with(core, "engine", "player", "hub", "dxp", "players"),
		"lidraughts":          with(core, "engine"),
		"openings":            core,
		"web":                 with(core, "player"),
		"web/wasm":            with(core, "engine", "player"),
		"examples/*":          with(core, "engine", "player"),
		"cmd/checkers":        with(core, "engine", "player", "egdb", "hub", "dxp", "players", "match", "lidraughts", "openings", "web"),
		// Beside the stack: the second implementation shares nothing with
		// the engine but the types of board and variant.
		"internal/reference":          {"board", "variant"},
		"internal/perftdata":          {},
		"internal/gen/widen":          {"internal/gen/widen/widening"},
		"internal/gen/widen/widening": {},
	}
}()

// allowedFor returns the table's entry for the package in dir (a path
// inside the module); the examples share one entry.
func allowedFor(dir string) ([]string, bool) {
	if a, ok := allowedImports[dir]; ok {
		return a, true
	}
	if parent, _ := path.Split(dir); parent == "examples/" {
		a, ok := allowedImports["examples/*"]
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
func checkImports(pkgs map[string]map[string]string) []string {
	var faults []string
	for dir, imports := range pkgs {
		allowed, ok := allowedFor(dir)
		if !ok {
			faults = append(faults, dir+": a package ARCHITECTURE.md and allowedImports do not place")
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
	for dir := range allowedImports {
		if dir == "examples/*" {
			continue
		}
		if _, ok := pkgs[dir]; !ok {
			faults = append(faults, "allowedImports lists "+dir+", which holds no Go package")
		}
	}
	slices.Sort(faults)
	return faults
}

// Every non-test file of the module imports only what ARCHITECTURE.md
// lets its package import: the packages of lower layers and the standard
// library.
func TestArchitectureImports(t *testing.T) {
	pkgs := moduleImports(t, ".")
	if _, ok := pkgs["."]; !ok {
		t.Fatal("no Go file found at the module's root: the test must run there")
	}
	if len(pkgs) < len(allowedImports) {
		t.Fatalf("found %d packages, fewer than the table's %d", len(pkgs), len(allowedImports))
	}
	for _, f := range checkImports(pkgs) {
		t.Error(f)
	}
}

// The check finds each kind of fault, so that the test above can fail.
func TestArchitectureCheckFindsFaults(t *testing.T) {
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
			for dir := range allowedImports {
				if dir != "examples/*" {
					pkgs[dir] = map[string]string{"fmt": dir + "/a.go"}
				}
			}
			if len(checkImports(pkgs)) != 0 {
				t.Fatalf("a module of allowed imports has faults: %v", checkImports(pkgs))
			}
			pkgs[c.dir] = c.imports
			faults := checkImports(pkgs)
			if len(faults) != 1 || !strings.HasPrefix(faults[0], c.fault) {
				t.Errorf("faults %q, want one starting %q", faults, c.fault)
			}
		})
	}
	if _, err := os.Stat("ARCHITECTURE.md"); err != nil {
		t.Errorf("the table mirrors ARCHITECTURE.md: %v", err)
	}
}
