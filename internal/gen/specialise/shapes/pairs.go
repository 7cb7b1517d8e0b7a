package shapes

import (
	"go/ast"
	"go/token"
	"reflect"
	"strconv"
)

// pairOps rewrites generated code of package wide, whose bb is a pair of
// words (wide/bb.go), as wordOps rewrites narrow's: the operations of
// bb's methods and the boards' step functions are written out on the two
// words, bb{lo, hi}, wherever every operand can be (a variable, a field,
// a constant set, or an operation so written). Each inlined call left a
// NOP where no instruction of its own stands on its line (see wordOps):
// about a tenth of the instructions of Canadian's positions. The methods
// with a branch (first, rest, lowest, one) stay calls. The words of an
// operand used twice (a shift's) are written twice; the compiler computes
// them once.
func pairOps(src []byte) ([]byte, error) {
	return rewriteFile(src, func(f *ast.File) bool {
		w := pairRewriter{wordRewriter{bodies: oneLines(f)}}
		for _, d := range f.Decls {
			// The one-line functions are left as written: they are the
			// definitions the rewrite follows.
			if fd, ok := d.(*ast.FuncDecl); ok && !w.isOneLine(fd) {
				w.walk(reflect.ValueOf(fd))
			}
		}
		return w.bits
	})
}

// isOneLine reports whether fd is one of the file's one-line functions.
func (w *pairRewriter) isOneLine(fd *ast.FuncDecl) bool {
	_, ok := w.bodies[fd.Name.Name]
	return ok && fd.Recv == nil
}

// pairRewriter rewrites the expressions of a file, outermost first: an
// expression written out whole, or else its parts.
type pairRewriter struct {
	wordRewriter
}

// walk rewrites every expression below v, a node or a field of one.
func (w *pairRewriter) walk(v reflect.Value) { eachSlot(v, w.walkSlot) }

// walkSlot replaces a field or element that holds an expression written
// out whole, and walks into it otherwise.
func (w *pairRewriter) walkSlot(s reflect.Value) {
	if !s.CanSet() {
		return
	}
	if s.Type() == exprType && !s.IsNil() {
		if e, ok := w.expr(s.Interface().(ast.Expr)); ok {
			s.Set(reflect.ValueOf(e))
			return
		}
	}
	w.walk(s)
}

// expr returns e written out on the words, and false where it cannot be.
func (w *pairRewriter) expr(e ast.Expr) (ast.Expr, bool) {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return e, false
	}
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok && len(call.Args) == 0 {
		lo, hi, ok := w.pair(sel.X)
		if !ok {
			return e, false
		}
		switch sel.Sel.Name {
		case "any":
			return paren(binary(paren(binary(lo, token.OR, hi)), token.NEQ, intLit(0))), true
		case "none":
			return paren(binary(paren(binary(lo, token.OR, hi)), token.EQL, intLit(0))), true
		case "count":
			return paren(binary(w.bitsCall("OnesCount64", lo), token.ADD, w.bitsCall("OnesCount64", hi))), true
		case "toBoard":
			return &ast.CompositeLit{
				Type: &ast.SelectorExpr{X: ast.NewIdent("board"), Sel: ast.NewIdent("Bitboard")},
				Elts: []ast.Expr{
					&ast.KeyValueExpr{Key: ast.NewIdent("Lo"), Value: lo},
					&ast.KeyValueExpr{Key: ast.NewIdent("Hi"), Value: hi},
				},
			}, true
		}
		return e, false
	}
	lo, hi, ok := w.pair(e)
	if !ok {
		return e, false
	}
	return &ast.CompositeLit{Type: ast.NewIdent("bb"), Elts: []ast.Expr{lo, hi}}, true
}

// pair returns the two words of e, a set of squares, and false where they
// cannot be written out.
func (w *pairRewriter) pair(e ast.Expr) (lo, hi ast.Expr, ok bool) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return w.pair(e.X)
	case *ast.CompositeLit:
		if id, ok := e.Type.(*ast.Ident); ok && id.Name == "bb" && len(e.Elts) == 2 {
			_, keyed := e.Elts[0].(*ast.KeyValueExpr)
			return e.Elts[0], e.Elts[1], !keyed
		}
	case *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr:
		if pure(e) {
			return field(e, "lo"), field(e, "hi"), true
		}
	case *ast.CallExpr:
		switch fun := e.Fun.(type) {
		case *ast.Ident:
			return w.function(e, fun.Name)
		case *ast.SelectorExpr:
			return w.method(e, fun.X, fun.Sel.Name)
		}
	}
	return nil, nil, false
}

// function returns the words of a call of fromBoard or of one of the
// file's one-line functions.
func (w *pairRewriter) function(call *ast.CallExpr, name string) (lo, hi ast.Expr, ok bool) {
	args := call.Args
	if name == "fromBoard" && len(args) == 1 && pure(args[0]) {
		return field(args[0], "Lo"), field(args[0], "Hi"), true
	}
	body, ok := w.bodies[name]
	if !ok || (body.param == "") != (len(args) == 0) || len(args) > 1 {
		return nil, nil, false
	}
	e := cloneExpr(body.body)
	if body.param != "" {
		e = substitute(e, body.param, args[0])
	}
	return w.pair(e)
}

// method returns the words of a call of one of bb's methods on x whose
// result is a set.
func (w *pairRewriter) method(call *ast.CallExpr, x ast.Expr, name string) (lo, hi ast.Expr, ok bool) {
	ops := map[string]token.Token{"and": token.AND, "or": token.OR, "andNot": token.AND_NOT, "xor": token.XOR}
	args := call.Args
	xlo, xhi, ok := w.pair(x)
	if !ok {
		return nil, nil, false
	}
	if op := ops[name]; op != token.ILLEGAL && len(args) == 1 {
		ylo, yhi, ok := w.pair(args[0])
		if !ok {
			return nil, nil, false
		}
		return paren(binary(xlo, op, ylo)), paren(binary(xhi, op, yhi)), true
	}
	if name != "shift" || len(args) != 2 {
		return nil, nil, false
	}
	// bb.shift written out: the mask (left out where it holds every
	// square), then the two words moved n bits, up n modulo 64 and down
	// the rest, as bb.shift does.
	mlo, mhi, ok := w.pair(args[0])
	n, isConst := constInt(args[1])
	if !ok || !isConst || n == 0 || n <= -64 || n >= 64 {
		return nil, nil, false
	}
	if !isAllOnes(mlo) {
		xlo = paren(binary(xlo, token.AND, mlo))
	}
	if !isAllOnes(mhi) {
		xhi = paren(binary(xhi, token.AND, mhi))
	}
	up := n & 63
	down := -up & 63
	mid := paren(binary(paren(binary(xlo, token.SHR, intLit(down))), token.OR, paren(binary(xhi, token.SHL, intLit(up)))))
	if n > 0 {
		return paren(binary(xlo, token.SHL, intLit(up))), mid, true
	}
	return mid, paren(binary(xhi, token.SHR, intLit(down))), true
}

// pure reports whether e can be written more than once: a name, a field
// or element of one, a constant.
func pure(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident, *ast.BasicLit:
		return true
	case *ast.SelectorExpr:
		return pure(e.X)
	case *ast.IndexExpr:
		return pure(e.X) && pure(e.Index)
	case *ast.ParenExpr:
		return pure(e.X)
	}
	return false
}

// field is e.name, e a set's expression.
func field(e ast.Expr, name string) ast.Expr {
	return &ast.SelectorExpr{X: e, Sel: ast.NewIdent(name)}
}

func binary(x ast.Expr, op token.Token, y ast.Expr) ast.Expr {
	return &ast.BinaryExpr{X: x, Op: op, Y: y}
}

// constInt returns the value of e, an integer constant (-7 and the like).
func constInt(e ast.Expr) (int, bool) {
	neg := false
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.SUB {
		neg, e = true, u.X
	}
	l, ok := e.(*ast.BasicLit)
	if !ok || l.Kind != token.INT {
		return 0, false
	}
	n, err := strconv.Atoi(l.Value)
	if err != nil {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

// isAllOnes reports whether e is the word 0xffffffffffffffff.
func isAllOnes(e ast.Expr) bool {
	l, ok := e.(*ast.BasicLit)
	if !ok || l.Kind != token.INT {
		return false
	}
	n, err := strconv.ParseUint(l.Value, 0, 64)
	return err == nil && n == ^uint64(0)
}

// parenHeaders puts in parentheses the sets written out (bb{lo, hi}) that
// stand bare in the header of an if, for or switch statement, where Go
// would read their brace as the block's.
func parenHeaders(f *ast.File) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			parenBare(n.Init)
			parenBare(n.Cond)
		case *ast.ForStmt:
			parenBare(n.Init)
			parenBare(n.Cond)
			parenBare(n.Post)
		case *ast.SwitchStmt:
			parenBare(n.Init)
			parenBare(n.Tag)
		}
		return true
	})
}

// parenBare puts in parentheses the composite literals below n that no
// parentheses, brackets or braces enclose.
func parenBare(n ast.Node) {
	if n == nil || reflect.ValueOf(n).IsNil() {
		return
	}
	var fix func(e *ast.Expr)
	fix = func(e *ast.Expr) {
		switch x := (*e).(type) {
		case *ast.CompositeLit:
			*e = paren(x)
		case *ast.BinaryExpr:
			fix(&x.X)
			fix(&x.Y)
		case *ast.UnaryExpr:
			fix(&x.X)
		case *ast.SelectorExpr:
			fix(&x.X)
		case *ast.CallExpr:
			fix(&x.Fun)
		}
	}
	switch n := n.(type) {
	case *ast.AssignStmt:
		for i := range n.Rhs {
			fix(&n.Rhs[i])
		}
	case *ast.ExprStmt:
		fix(&n.X)
	case ast.Expr:
		// A condition or tag: its parts are fixed in place (a bool is
		// no composite literal, and no generated tag is one).
		fix(&n)
	}
}
