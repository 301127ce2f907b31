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
// The torch dialect's own ops (prim ops, the object graph's, torch_c's
// casts) have generated lists too (op_args.go). What is left reads ops of
// other dialects (arith, builtin) or any op alike (an overload's given
// operands). A linalg body's block arguments (the parameter of a
// func([]*ir.Value) []*ir.Value body builder, whatever its name) are not
// operands and are not counted.
var positionalReads = map[string]int{
	"dialects/torch":           0,
	"dialects/torch/torchexec": 0,
	"lowering/torchtolinalg":   6,
	"lowering/torchdecompose":  1,
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
		blockArgs := bodyBlockArgs(file)
		ast.Inspect(file, func(n ast.Node) bool {
			if isPositionalRead(n) && !blockArgs[n] {
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

// bodyBlockArgs returns the index expressions of file that read a body
// builder's block arguments: p[i] in the body of a func(p []*ir.Value)
// []*ir.Value literal (a linalg region's body, whose parameter holds one
// element per input and output), p not redeclared in between.
func bodyBlockArgs(file *ast.File) map[ast.Node]bool {
	isValues := func(e ast.Expr) bool {
		a, ok := e.(*ast.ArrayType)
		if !ok || a.Len != nil {
			return false
		}
		st, ok := a.Elt.(*ast.StarExpr)
		if !ok {
			return false
		}
		sel, ok := st.X.(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "Value"
	}
	out := map[ast.Node]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		lit, ok := n.(*ast.FuncLit)
		if !ok {
			return true
		}
		params, results := lit.Type.Params.List, lit.Type.Results
		if len(params) != 1 || len(params[0].Names) != 1 || !isValues(params[0].Type) ||
			results == nil || len(results.List) != 1 || !isValues(results.List[0].Type) {
			return true
		}
		name := params[0].Names[0].Name
		ast.Inspect(lit.Body, func(m ast.Node) bool {
			if inner, ok := m.(*ast.FuncLit); ok {
				for _, f := range inner.Type.Params.List {
					for _, id := range f.Names {
						if id.Name == name {
							return false // shadowed
						}
					}
				}
			}
			if ix, ok := m.(*ast.IndexExpr); ok {
				if id, ok := ix.X.(*ast.Ident); ok && id.Name == name {
					out[m] = true
				}
			}
			return true
		})
		return true
	})
	return out
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
