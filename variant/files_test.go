package variant_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/variant"
)

// Each built-in variant is defined in a file of its own, named for it
// (OneWay in oneway.go), that defines no other: a reader finds a variant
// where its name says, and a new one follows the pattern.
func TestEachVariantHasItsOwnFile(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	found := map[string]string{}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, file, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		var here []string
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, s := range g.Specs {
				s := s.(*ast.ValueSpec)
				for i, n := range s.Names {
					if n.IsExported() && i < len(s.Values) && madeAsVariant(s.Values[i]) {
						here = append(here, n.Name)
						found[n.Name] = file
					}
				}
			}
		}
		if len(here) > 1 {
			t.Errorf("%s defines %d variants, %v: one a file", file, len(here), here)
		}
		for _, name := range here {
			if want := strings.ToLower(name) + ".go"; file != want {
				t.Errorf("%s is defined in %s, not %s", name, file, want)
			}
		}
	}
	// The design's 25 variants, each found as what it is: a variant whose
	// name is its variable's, in lower case.
	if len(found) != 25 {
		t.Errorf("found %d built-in variants, want 25: %v", len(found), found)
	}
	for name := range found {
		if v, err := variant.ByName(name); err != nil || v.Name() != strings.ToLower(name) {
			t.Errorf("%s is not the registry's variant %q: %v", name, strings.ToLower(name), err)
		}
	}
}

// madeAsVariant reports whether an initializer makes a built-in variant:
// a call of must (from Rules) or derive (from another variant).
func madeAsVariant(e ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	id, ok := call.Fun.(*ast.Ident)
	return ok && (id.Name == "must" || id.Name == "derive")
}
