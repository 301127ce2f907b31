package opnames_test

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"testing"
)

// positionalReads are the reads of a torch op's operand by position
// (op.Operand(2), op.Operands()[1], args[0] and l.args[0], in(op, 1),
// c.Int(3), c.Args[0]) outside tests and generated code, per package: issue 21's
// second ratchet. Code should read an ATen op's operands through the
// generated accessors (torch.AtenSliceTensorArgs[*ir.Value].Start). A
// count may only fall: lower it when the test says the code has fewer.
// What is left reads ops without generated accessors (torch.prim.*,
// the object graph's ops) or any op alike (the value-semantics rewrite).
var positionalReads = map[string]int{
	"dialects/torch":           0,
	"dialects/torch/torchexec": 4,
	"lowering/torchtolinalg":   74,
	"lowering/torchdecompose":  15,
}

// TestPositionalReadsOnlyFall counts positional operand reads in the
// packages of positionalReads and fails when one has more than its count
// (a new positional read) or fewer (lower the count, so the gain is kept).
func TestPositionalReadsOnlyFall(t *testing.T) {
	root := repoRoot(t)
	counts := map[string]int{}
	eachSource(t, root, func(fset *token.FileSet, file *ast.File) {
		rel, _ := filepath.Rel(root, filepath.Dir(fset.Position(file.Pos()).Filename))
		if _, ok := positionalReads[filepath.ToSlash(rel)]; !ok || ast.IsGenerated(file) {
			return
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if isPositionalRead(n) {
				counts[filepath.ToSlash(rel)]++
			}
			return true
		})
	})
	for dir, want := range positionalReads {
		switch got := counts[dir]; {
		case got > want:
			t.Errorf("%s reads %d operands by position, more than the %d allowed: read an ATen op's operands through its generated accessors (torch.AtenSliceTensorArgs[*ir.Value](op.Operands()).Start())", dir, got, want)
		case got < want:
			t.Errorf("%s reads %d operands by position, fewer than %d: lower its count in test/opnames/positional_test.go to %d to keep the gain", dir, got, want, got)
		}
	}
}

// isPositionalRead reports whether n reads an operand at a constant
// position: x.Operand(<int>), x.Operands()[...], args[<int>],
// in(op, <int>), c.Tensor/Int/ArgType/ArgElem(<int>) or c.Args[<int>].
func isPositionalRead(n ast.Node) bool {
	isInt := func(e ast.Expr) bool {
		lit, ok := e.(*ast.BasicLit)
		return ok && lit.Kind == token.INT
	}
	isOperands := func(e ast.Expr) bool {
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 0 {
			return false
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "Operands"
	}
	isIdent := func(e ast.Expr, name string) bool {
		id, ok := e.(*ast.Ident)
		return ok && id.Name == name
	}
	switch n := n.(type) {
	case *ast.CallExpr:
		switch fun := n.Fun.(type) {
		case *ast.SelectorExpr:
			if len(n.Args) != 1 || !isInt(n.Args[0]) {
				return false
			}
			switch fun.Sel.Name {
			case "Operand":
				return true
			case "Tensor", "Int", "ArgType", "ArgElem":
				return isIdent(fun.X, "c")
			}
		case *ast.Ident:
			return fun.Name == "in" && len(n.Args) == 2 && isIdent(n.Args[0], "op") && isInt(n.Args[1])
		}
	case *ast.IndexExpr:
		if isOperands(n.X) {
			return true
		}
		if sel, ok := n.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "Args" && isIdent(sel.X, "c") {
			return isInt(n.Index)
		}
		if sel, ok := n.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "args" { // a lowering's converted operands
			return isInt(n.Index)
		}
		return isIdent(n.X, "args") && isInt(n.Index)
	case *ast.SliceExpr:
		return isOperands(n.X)
	}
	return false
}
