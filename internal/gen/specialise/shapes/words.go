package shapes

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"reflect"
	"strconv"
	"strings"
)

// wordOps rewrites generated code of package narrow, whose bb is one
// machine word (narrow/bb.go), so that it says with Go's operators and
// math/bits what the template says with bb's methods, the boards' step
// functions and the like: b.and(c) becomes b & c, stepNEDark8(b) becomes
// bb(bits.RotateLeft64(uint64(b), 5)).
//
// The code the compiler makes of the two is the same but for one thing:
// every inlined call leaves a mark of where its body starts, for stack
// traces, and the mark costs a NOP wherever no instruction of the body's
// own stands on the line of the call. Nested calls such as
// stepNEDark8(stepNEDark8(men).and(prey)).and(empty) have none, so each
// left four to six NOPs: 41 of the 359 instructions of a position on
// English's perft positions with a single jump. Package wide, whose bb is
// two words, has pairOps.
func wordOps(src []byte) ([]byte, error) {
	return rewriteFile(src, func(f *ast.File) bool {
		w := wordRewriter{bodies: oneLines(f)}
		w.walk(reflect.ValueOf(f))
		return w.bits
	})
}

// rewriteFile parses src, has rewrite rewrite its syntax (reporting
// whether the result uses math/bits), drops the parentheses the rewrite
// made needless, puts in those Go needs, and formats the result.
func rewriteFile(src []byte, rewrite func(f *ast.File) (usesBits bool)) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	usesBits := rewrite(f)
	unparen(reflect.ValueOf(f), nil)
	parenHeaders(f)
	if usesBits {
		addImport(f, "math/bits")
	}
	var b bytes.Buffer
	if err := format.Node(&b, fset, f); err != nil {
		return nil, err
	}
	return format.Source(b.Bytes())
}

// oneLines returns the one-line functions of f (noteOneLine), by name.
func oneLines(f *ast.File) map[string]oneLine {
	w := wordRewriter{bodies: map[string]oneLine{}}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			w.noteOneLine(fd)
		}
	}
	return w.bodies
}

// oneLine is a function of one parameter whose body returns one
// expression: a board's step function or its set of squares.
type oneLine struct {
	param string // "" if it takes none
	body  ast.Expr
}

// wordRewriter rewrites the expressions of a file, children first.
type wordRewriter struct {
	bodies map[string]oneLine // the file's step and valid functions, by name
	bits   bool               // a rewrite used math/bits
}

var exprType = reflect.TypeOf((*ast.Expr)(nil)).Elem()

// noteOneLine keeps fd's body if it is a plain function (no receiver) of
// at most one parameter returning one expression.
func (w *wordRewriter) noteOneLine(fd *ast.FuncDecl) {
	if fd.Recv != nil || len(fd.Body.List) != 1 {
		return
	}
	ret, ok := fd.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return
	}
	var param string
	switch ps := fd.Type.Params.List; {
	case len(ps) == 0:
	case len(ps) == 1 && len(ps[0].Names) == 1:
		param = ps[0].Names[0].Name
	default:
		return
	}
	w.bodies[fd.Name.Name] = oneLine{param, ret.Results[0]}
}

// walk rewrites every expression below v, a node or a field of one.
func (w *wordRewriter) walk(v reflect.Value) { eachSlot(v, w.walkSlot) }

// eachSlot calls slot with every field or element of v, a node (through
// its pointer or interface) or a field of one.
func eachSlot(v reflect.Value, slot func(reflect.Value)) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			eachSlot(v.Elem(), slot)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			slot(v.Field(i))
		}
	case reflect.Slice:
		for i := range v.Len() {
			slot(v.Index(i))
		}
	}
}

// walkSlot walks a field or element, and replaces it if it holds an
// expression.
func (w *wordRewriter) walkSlot(s reflect.Value) {
	if !s.CanSet() {
		return
	}
	w.walk(s)
	if s.Type() == exprType && !s.IsNil() {
		s.Set(reflect.ValueOf(w.expr(s.Interface().(ast.Expr))))
	}
}

// expr returns e with bb's operations in words, e's parts already
// rewritten.
func (w *wordRewriter) expr(e ast.Expr) ast.Expr {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return e
	}
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		if fun.Name == "uint64" && len(call.Args) == 1 {
			// uint64(b.first()): the square's number as a word, without
			// the narrowing to a board.Square's byte and back (a count of
			// trailing zeros fits in one).
			if tz, ok := isConv(call.Args[0], "board.Square"); ok {
				if _, ok := isConv(tz, "bits.TrailingZeros64"); ok {
					return conv("uint64", tz)
				}
			}
		}
		return w.function(call, fun.Name)
	case *ast.SelectorExpr:
		return w.method(call, fun.X, fun.Sel.Name)
	}
	return e
}

// function rewrites a call of one of narrow's helpers or of the file's
// one-line functions.
func (w *wordRewriter) function(call *ast.CallExpr, name string) ast.Expr {
	args := call.Args
	switch {
	case name == "fromBoard" && len(args) == 1:
		return conv("bb", &ast.SelectorExpr{X: args[0], Sel: ast.NewIdent("Lo")})
	case name == "one" && len(args) == 1:
		return paren(&ast.BinaryExpr{X: conv("bb", intLit(1)), Op: token.SHL, Y: low6(args[0])})
	}
	body, ok := w.bodies[name]
	if !ok || (body.param == "") != (len(args) == 0) || len(args) > 1 {
		return call
	}
	e := cloneExpr(body.body)
	if body.param != "" {
		e = substitute(e, body.param, args[0])
	}
	// The body's own calls are rewritten as the file's are.
	holder := &ast.ParenExpr{X: e}
	w.walk(reflect.ValueOf(holder))
	return w.expr(holder.X)
}

// method rewrites a call of one of bb's methods on x.
func (w *wordRewriter) method(call *ast.CallExpr, x ast.Expr, name string) ast.Expr {
	binary := map[string]token.Token{"and": token.AND, "or": token.OR, "andNot": token.AND_NOT, "xor": token.XOR}
	args := call.Args
	_, simple := x.(*ast.Ident)
	switch {
	case binary[name] != token.ILLEGAL && len(args) == 1:
		return paren(&ast.BinaryExpr{X: x, Op: binary[name], Y: args[0]})
	case name == "any" && len(args) == 0:
		return paren(&ast.BinaryExpr{X: x, Op: token.NEQ, Y: intLit(0)})
	case name == "none" && len(args) == 0:
		return paren(&ast.BinaryExpr{X: x, Op: token.EQL, Y: intLit(0)})
	case name == "count" && len(args) == 0:
		return w.bitsCall("OnesCount64", conv("uint64", x))
	case name == "index" && len(args) == 0:
		// Package wide's bb.index, first as an int; here the bit scan
		// alone, which narrow's bb needs no method for.
		return w.bitsCall("TrailingZeros64", conv("uint64", x))
	case name == "first" && len(args) == 0:
		return conv("board.Square", w.bitsCall("TrailingZeros64", conv("uint64", x)))
	case name == "toBoard" && len(args) == 0:
		return &ast.CompositeLit{
			Type: &ast.SelectorExpr{X: ast.NewIdent("board"), Sel: ast.NewIdent("Bitboard")},
			Elts: []ast.Expr{&ast.KeyValueExpr{Key: ast.NewIdent("Lo"), Value: conv("uint64", x)}},
		}
	case name == "rest" && len(args) == 0 && simple:
		return paren(&ast.BinaryExpr{X: x, Op: token.AND, Y: paren(&ast.BinaryExpr{X: x, Op: token.SUB, Y: intLit(1)})})
	case name == "lowest" && len(args) == 0 && simple:
		return paren(&ast.BinaryExpr{X: x, Op: token.AND, Y: &ast.UnaryExpr{Op: token.SUB, X: x}})
	case name == "below" && len(args) == 0 && simple:
		return paren(&ast.BinaryExpr{X: &ast.UnaryExpr{Op: token.XOR, X: x}, Op: token.AND, Y: paren(&ast.BinaryExpr{X: x, Op: token.SUB, Y: intLit(1)})})
	case (name == "above" || name == "highest") && len(args) == 0:
		entry := &ast.IndexExpr{X: ast.NewIdent("byZeros"), Index: w.bitsCall("LeadingZeros64", conv("uint64", x))}
		return &ast.SelectorExpr{X: entry, Sel: ast.NewIdent(name)}
	case name == "shift" && len(args) == 2:
		// A mask of every square (^bb(0)) is no mask.
		if !allSquares(args[0]) {
			x = paren(&ast.BinaryExpr{X: x, Op: token.AND, Y: args[0]})
		}
		return conv("bb", w.bitsCall("RotateLeft64", conv("uint64", x), args[1]))
	}
	return call
}

func (w *wordRewriter) bitsCall(name string, args ...ast.Expr) ast.Expr {
	w.bits = true
	return &ast.CallExpr{Fun: &ast.SelectorExpr{X: ast.NewIdent("bits"), Sel: ast.NewIdent(name)}, Args: args}
}

// allSquares reports whether e is ^bb(0).
func allSquares(e ast.Expr) bool {
	u, ok := e.(*ast.UnaryExpr)
	if !ok || u.Op != token.XOR {
		return false
	}
	c, ok := u.X.(*ast.CallExpr)
	if !ok || len(c.Args) != 1 {
		return false
	}
	f, ok := c.Fun.(*ast.Ident)
	l, isLit := c.Args[0].(*ast.BasicLit)
	return ok && f.Name == "bb" && isLit && l.Value == "0"
}

// conv is the conversion T(x), T a type's name ("bb", "board.Square"); a
// word made a bb to be made a word again (uint64(bb(w))) is w.
func conv(t string, x ast.Expr) ast.Expr {
	if c, ok := x.(*ast.CallExpr); ok && t == "uint64" && len(c.Args) == 1 {
		if f, ok := c.Fun.(*ast.Ident); ok && f.Name == "bb" {
			if inner, ok := c.Args[0].(*ast.CallExpr); ok {
				if sel, ok := inner.Fun.(*ast.SelectorExpr); ok && sel.X.(*ast.Ident).Name == "bits" {
					return inner
				}
			}
		}
	}
	var fun ast.Expr = ast.NewIdent(t)
	if pkg, name, ok := strings.Cut(t, "."); ok {
		fun = &ast.SelectorExpr{X: ast.NewIdent(pkg), Sel: ast.NewIdent(name)}
	}
	return &ast.CallExpr{Fun: fun, Args: []ast.Expr{x}}
}

// isConv reports whether e is the conversion T(x), T a qualified type's
// name ("board.Square"), and returns x.
func isConv(e ast.Expr, t string) (ast.Expr, bool) {
	c, ok := e.(*ast.CallExpr)
	if !ok || len(c.Args) != 1 {
		return nil, false
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return nil, false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return c.Args[0], ok && pkg.Name+"."+sel.Sel.Name == t
}

// low6 is s&63, a square's bit as narrow's one and bit shift by it.
func low6(s ast.Expr) ast.Expr {
	return paren(&ast.BinaryExpr{X: s, Op: token.AND, Y: intLit(63)})
}

func paren(e ast.Expr) ast.Expr { return &ast.ParenExpr{X: e} }

func intLit(n int) ast.Expr {
	return &ast.BasicLit{Kind: token.INT, Value: strconv.Itoa(n)}
}

// cloneExpr copies e deeply, with no positions, so that a function's body
// can be written at each of its calls.
func cloneExpr(e ast.Expr) ast.Expr {
	return cloneValue(reflect.ValueOf(e)).Interface().(ast.Expr)
}

func cloneValue(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		c := reflect.New(v.Type().Elem())
		c.Elem().Set(cloneValue(v.Elem()))
		return c
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		c := reflect.New(v.Type()).Elem()
		c.Set(cloneValue(v.Elem()))
		return c
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		for i := range v.NumField() {
			if v.Type().Field(i).Type == reflect.TypeOf(token.Pos(0)) {
				continue
			}
			c.Field(i).Set(cloneValue(v.Field(i)))
		}
		return c
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			c.Index(i).Set(cloneValue(v.Index(i)))
		}
		return c
	}
	return v
}

// substitute replaces the identifier name in e by x: the argument of a
// one-line function, which uses its parameter once.
func substitute(e ast.Expr, name string, x ast.Expr) ast.Expr {
	if id, ok := e.(*ast.Ident); ok && id.Name == name {
		return x
	}
	var sub func(v reflect.Value)
	sub = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				sub(v.Elem())
			}
		case reflect.Struct, reflect.Slice:
			n := v.Len
			field := v.Index
			if v.Kind() == reflect.Struct {
				n, field = v.NumField, v.Field
			}
			for i := range n() {
				s := field(i)
				if id, ok := s.Interface().(*ast.Ident); ok && s.Type() == exprType && id.Name == name {
					s.Set(reflect.ValueOf(x))
					continue
				}
				sub(s)
			}
		}
	}
	sub(reflect.ValueOf(e))
	return e
}

// addImport adds path to f's imports if it is not there.
func addImport(f *ast.File, path string) {
	quoted := strconv.Quote(path)
	for _, s := range f.Imports {
		if s.Path.Value == quoted {
			return
		}
	}
	spec := &ast.ImportSpec{Path: &ast.BasicLit{Kind: token.STRING, Value: quoted}}
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			g.Specs = append([]ast.Spec{spec}, g.Specs...)
			f.Imports = append(f.Imports, spec)
			return
		}
	}
	panic(fmt.Sprintf("wordOps: no import block for %s", path))
}

// unparen drops the parentheses the rewrite put where none are needed:
// around a whole argument, operand of an assignment, condition or the
// like, and around an operand of an operator that binds less tightly, so
// that the generated code reads as if written by hand. parent is the node
// whose field or element v is, nil at the top.
func unparen(v reflect.Value, parent ast.Node) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return
		}
		if n, ok := v.Interface().(ast.Node); ok && v.Kind() == reflect.Pointer {
			parent = n
		}
		unparen(v.Elem(), parent)
	case reflect.Struct, reflect.Slice:
		n, field := v.Len, v.Index
		if v.Kind() == reflect.Struct {
			n, field = v.NumField, v.Field
		}
		for i := range n() {
			s := field(i)
			for s.CanSet() && s.Type() == exprType && !s.IsNil() {
				p, ok := s.Interface().(*ast.ParenExpr)
				if !ok || !needless(p, parent, v.Kind() == reflect.Struct && i == 0) {
					break
				}
				s.Set(reflect.ValueOf(p.X))
			}
			unparen(s, parent)
		}
	}
}

// needless reports whether the parentheses p can go: p is a field of
// parent, the first field (a binary expression's left operand) if first.
func needless(p *ast.ParenExpr, parent ast.Node, first bool) bool {
	inner, isBinary := p.X.(*ast.BinaryExpr)
	switch parent := parent.(type) {
	case *ast.BinaryExpr:
		if !isBinary {
			return true
		}
		a, b := inner.Op.Precedence(), parent.Op.Precedence()
		return a > b || a == b && first
	case *ast.UnaryExpr, *ast.StarExpr, *ast.SelectorExpr, *ast.IndexExpr, *ast.SliceExpr, *ast.TypeAssertExpr:
		return !isBinary && !isUnary(p.X)
	case *ast.CallExpr:
		return !first || !isBinary && !isUnary(p.X)
	}
	return true
}

func isUnary(e ast.Expr) bool {
	_, ok := e.(*ast.UnaryExpr)
	return ok
}
