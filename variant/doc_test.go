package variant_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// docLink matches a doc link to a name of the package: [Name] or
// [Type.Method].
var docLink = regexp.MustCompile(`\[([A-Z]\w*(\.[A-Z]\w*)?)\]`)

// textMethods are the methods every small rule type (one with a
// MarshalText) has for its text form (text.go): the package doc names the
// types, not these.
var textMethods = []string{"String", "MarshalText", "UnmarshalText"}

// generatorOnlySection is the heading of the package doc's section for what
// only the move generator reads, and generatorOnlyFile the file that holds it.
const (
	generatorOnlySection = "For the move generator only"
	generatorOnlyFile    = "generator.go"
)

// The package doc groups the exported surface by who reads it: every
// exported function, type, variable and constant of its own (the enums'
// values go with their types) and every exported method but the text
// forms is named, as a doc link, in exactly one section; and what only
// the move generator reads is alone in its file, named in its section.
func TestPackageDocGroupsTheSurface(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	fileOf := map[string]string{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.IsExported() {
				fileOf[declName(fn)] = name
			}
		}
	}
	p, err := doc.NewFromFiles(fset, files, "github.com/draughtsgo/checkers/variant")
	if err != nil {
		t.Fatal(err)
	}

	var surface []string
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			surface = append(surface, v.Names...)
		}
	}
	values(p.Consts)
	values(p.Vars)
	for _, f := range p.Funcs {
		surface = append(surface, f.Name)
	}
	for _, typ := range p.Types {
		surface = append(surface, typ.Name)
		values(typ.Vars) // the variants, of type *Variant
		for _, f := range typ.Funcs {
			surface = append(surface, f.Name)
		}
		isText := slices.ContainsFunc(typ.Methods, func(m *doc.Func) bool { return m.Name == "MarshalText" })
		for _, m := range typ.Methods {
			if !isText || !slices.Contains(textMethods, m.Name) {
				surface = append(surface, typ.Name+"."+m.Name)
			}
		}
	}
	if len(surface) < 25+5 {
		t.Fatalf("found %d exported names: the package was not read", len(surface))
	}

	sections := docSections(p.Doc)
	if _, ok := sections[generatorOnlySection]; !ok {
		t.Fatalf("the package doc has no section %q; sections: %v", generatorOnlySection, slices.Collect(maps.Keys(sections)))
	}
	where := map[string][]string{}
	for heading, text := range sections {
		for _, m := range docLink.FindAllStringSubmatch(text, -1) {
			if !slices.Contains(where[m[1]], heading) {
				where[m[1]] = append(where[m[1]], heading)
			}
		}
	}
	for _, name := range surface {
		if len(where[name]) != 1 {
			t.Errorf("%s is named in %d sections of the package doc, %q; want one", name, len(where[name]), where[name])
		}
	}
	for name := range where {
		if !slices.Contains(surface, name) {
			t.Errorf("the package doc links to %s, which the package does not export", name)
		}
	}
	for _, m := range docLink.FindAllStringSubmatch(sections[generatorOnlySection], -1) {
		if fileOf[m[1]] != generatorOnlyFile {
			t.Errorf("%s is for the move generator only but declared in %q, not %s", m[1], fileOf[m[1]], generatorOnlyFile)
		}
	}
	for name, file := range fileOf {
		if file == generatorOnlyFile && !slices.Contains(where[name], generatorOnlySection) {
			t.Errorf("%s is in %s but not in the section %q", name, generatorOnlyFile, generatorOnlySection)
		}
	}
}

// docSections splits a package doc at its headings ("# Heading" lines),
// returning each section's text by heading; the text before the first
// heading is not a section.
func docSections(text string) map[string]string {
	sections := map[string]string{}
	heading := ""
	for _, line := range strings.Split(text, "\n") {
		if h, ok := strings.CutPrefix(line, "# "); ok {
			heading = h
			sections[heading] = ""
			continue
		}
		if heading != "" {
			sections[heading] += line + "\n"
		}
	}
	return sections
}

// declName returns a function's name, with its receiver's type for a
// method ("Variant.Apply").
func declName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	typ := fn.Recv.List[0].Type
	if star, ok := typ.(*ast.StarExpr); ok {
		typ = star.X
	}
	if id, ok := typ.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}
