package opnames_test

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"testing"
)

// positionalReads are the reads of a torch op's operand by position
// (op.Operand(2), op.Operands()[1], args[0] and l.args[0], in(op, 1),
// c.Int(3), c.Args[0], and the interpreter's helpers given a constant
// position, scalarI(c, 2) or product[T](c, elem, 0, 1, view):
// operandHelpers finds them; and the positions in a literal list given to
// a helper that reads the operands it lists, elementwise([]int{0, 1},
// nil, k), binaryPat(name, []int{0, 1}, f), or given as a variadic
// helper's arguments, l.ewInputs(0, 1): listHelpers finds those) outside tests and
// generated code, per package: issue 21's second ratchet. Code should read an ATen op's operands through the
// generated accessors (torch.AtenSliceTensorArgs[*ir.Value].Start). A
// count may only fall: lower it when the test says the code has fewer.
// The torch dialect's own ops (prim ops, the object graph's, torch_c's
// casts) have generated lists too (op_args.go). What is left reads ops of
// other dialects (arith, builtin) or any op alike (an overload's given
// operands); the interpreter reads every position through an argument
// list (scalarI(c, a.Dim()) with a := torch.AtenSumDimIntListArgs[int]
// over operandPositions, or pos(torch.AtenCeluArgs[int].Alpha)); a
// lowering lists them with torch.Positions(torch.AtenAddTensorArgs[int].Self,
// ...) or, for a pattern that serves several overloads, by name
// (argPositions(d, "self", "other")). A
// linalg body's block arguments (the parameter of a
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
	files := map[string][]*ast.File{}
	eachSource(t, root, func(fset *token.FileSet, file *ast.File) {
		rel, _ := filepath.Rel(root, filepath.Dir(fset.Position(file.Pos()).Filename))
		if _, ok := positionalReads[filepath.ToSlash(rel)]; ok && !ast.IsGenerated(file) {
			files[filepath.ToSlash(rel)] = append(files[filepath.ToSlash(rel)], file)
		}
	})
	counts := map[string]int{}
	for dir, fs := range files {
		helpers := operandHelpers(fs)
		lists := listHelpers(fs, helpers)
		for _, file := range fs {
			blockArgs := bodyBlockArgs(file)
			ast.Inspect(file, func(n ast.Node) bool {
				if isPositionalRead(n) && !blockArgs[n] {
					counts[dir]++
				}
				counts[dir] += helperReads(n, helpers)
				counts[dir] += listReads(n, lists)
				return true
			})
		}
	}
	for dir, want := range positionalReads {
		switch got := counts[dir]; {
		case got > want:
			t.Errorf("%s reads %d operands by position, more than the %d allowed: read an ATen op's operands through its generated accessors (torch.AtenSliceTensorArgs[*ir.Value](op.Operands()).Start())", dir, got, want)
		case got < want:
			t.Errorf("%s reads %d operands by position, fewer than %d: lower its count in test/opnames/positional_test.go to %d to keep the gain", dir, got, want, got)
		}
	}
}

// operandHelpers finds the interpreter's helpers that read an operand at
// a position they are given (scalarI(c, i), tensorOperand(c, i)): package
// functions taking c (an *exec.Ctx) and an int parameter p that they pass
// to c.Args[p], c.Tensor, c.ArgType, c.ArgElem, c.Buffer, c.Index,
// c.Op.Operand or another such helper. It returns the positions of each
// one's such parameters (fftShapeAndDims(c, shape, sIdx, dimIdx, ...): 2, 3).
func operandHelpers(files []*ast.File) map[string][]int {
	type fn struct {
		decl  *ast.FuncDecl
		param map[string]int // int parameters by name, with their positions
	}
	var fns []fn
	for _, file := range files {
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || fd.Body == nil {
				continue
			}
			f := fn{decl: fd, param: map[string]int{}}
			k, hasC := 0, false
			for _, field := range fd.Type.Params.List {
				for _, id := range field.Names {
					if t, ok := field.Type.(*ast.Ident); ok && t.Name == "int" {
						f.param[id.Name] = k
					}
					if id.Name == "c" && k == 0 {
						hasC = true
					}
					k++
				}
			}
			if hasC && len(f.param) > 0 {
				fns = append(fns, f)
			}
		}
	}
	helpers := map[string][]int{}
	readers := map[string]bool{"Tensor": true, "ArgType": true, "ArgElem": true, "Buffer": true, "Index": true}
	isC := func(e ast.Expr) bool { id, ok := e.(*ast.Ident); return ok && id.Name == "c" }
	for changed := true; changed; {
		changed = false
		for _, f := range fns {
			if _, done := helpers[f.decl.Name.Name]; done {
				continue
			}
			found := map[int]bool{}
			ast.Inspect(f.decl.Body, func(n ast.Node) bool {
				var args []ast.Expr
				switch n := n.(type) {
				case *ast.IndexExpr: // c.Args[p]
					if sel, ok := n.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "Args" && isC(sel.X) {
						args = append(args, n.Index)
					}
				case *ast.CallExpr:
					switch fun := n.Fun.(type) {
					case *ast.SelectorExpr: // c.Tensor(p), c.Op.Operand(p)
						if len(n.Args) == 1 && (readers[fun.Sel.Name] && isC(fun.X) || fun.Sel.Name == "Operand" && isOp(fun.X)) {
							args = append(args, n.Args[0])
						}
					case *ast.Ident, *ast.IndexExpr, *ast.IndexListExpr: // helper(c, ..., p), helper[T](c, ..., p)
						for _, k := range helpers[calleeName(fun)] {
							if len(n.Args) > k && isC(n.Args[0]) {
								args = append(args, n.Args[k])
							}
						}
					}
				}
				for _, arg := range args {
					if id, ok := arg.(*ast.Ident); ok {
						if k, ok := f.param[id.Name]; ok {
							found[k] = true
						}
					}
				}
				return true
			})
			if len(found) > 0 {
				for k := range found {
					helpers[f.decl.Name.Name] = append(helpers[f.decl.Name.Name], k)
				}
				sort.Ints(helpers[f.decl.Name.Name])
				changed = true
			}
		}
	}
	return helpers
}

// listHelpers finds the interpreter's helpers that read operands at a
// list of positions they are given (elementwise(ins, params, k),
// anyComplexOperand(c, ins)): package functions with a []int parameter
// that they range over, reading c.Args[i], c.Tensor(i), ... or passing i
// to an operand helper for each element i, or that they pass on to
// another such helper. It returns the positions of each one's such
// parameters (elementwise: 0, 1).
func listHelpers(files []*ast.File, helpers map[string][]int) map[string][]int {
	type fn struct {
		decl  *ast.FuncDecl
		param map[string]int // []int parameters by name, with their positions
	}
	isInts := func(e ast.Expr) bool { // []int or ...int
		var elt ast.Expr
		switch t := e.(type) {
		case *ast.ArrayType:
			if t.Len != nil {
				return false
			}
			elt = t.Elt
		case *ast.Ellipsis:
			elt = t.Elt
		default:
			return false
		}
		id, ok := elt.(*ast.Ident)
		return ok && id.Name == "int"
	}
	var fns []fn
	for _, file := range files {
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl) // methods too: l.ewInputs(idx...)
			if !ok || fd.Body == nil {
				continue
			}
			f := fn{decl: fd, param: map[string]int{}}
			k := 0
			for _, field := range fd.Type.Params.List {
				for _, id := range field.Names {
					if isInts(field.Type) {
						f.param[id.Name] = k
					}
					k++
				}
				if len(field.Names) == 0 {
					k++
				}
			}
			if len(f.param) > 0 {
				fns = append(fns, f)
			}
		}
	}
	isC := func(e ast.Expr) bool { id, ok := e.(*ast.Ident); return ok && id.Name == "c" }
	readers := map[string]bool{"Tensor": true, "ArgType": true, "ArgElem": true, "Buffer": true, "Index": true}
	// reads reports whether body reads an operand at position v.
	reads := func(body ast.Node, v string) bool {
		found := false
		isV := func(e ast.Expr) bool { id, ok := e.(*ast.Ident); return ok && id.Name == v }
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.IndexExpr: // c.Args[v], a lowering's l.args[v]
				if sel, ok := n.X.(*ast.SelectorExpr); ok && isV(n.Index) && (sel.Sel.Name == "Args" && isC(sel.X) || sel.Sel.Name == "args") {
					found = true
				}
			case *ast.CallExpr:
				switch fun := n.Fun.(type) {
				case *ast.SelectorExpr: // c.Tensor(v), c.Op.Operand(v), l.op.Operand(v)
					if len(n.Args) == 1 && isV(n.Args[0]) && (readers[fun.Sel.Name] && isC(fun.X) || fun.Sel.Name == "Operand" && (isOp(fun.X) || isLoweredOp(fun.X))) {
						found = true
					}
				case *ast.Ident, *ast.IndexExpr, *ast.IndexListExpr: // helper(c, ..., v)
					for _, k := range helpers[calleeName(fun)] {
						if len(n.Args) > k && isC(n.Args[0]) && isV(n.Args[k]) {
							found = true
						}
					}
				}
			}
			return !found
		})
		return found
	}
	lists := map[string][]int{}
	for changed := true; changed; {
		changed = false
		for _, f := range fns {
			if _, done := lists[f.decl.Name.Name]; done {
				continue
			}
			found := map[int]bool{}
			ast.Inspect(f.decl.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.RangeStmt: // for _, v := range ps { ... c.Args[v] ... }
					x, okX := n.X.(*ast.Ident)
					v, okV := n.Value.(*ast.Ident)
					if !okX || !okV {
						break
					}
					if k, isParam := f.param[x.Name]; isParam && reads(n.Body, v.Name) {
						found[k] = true
					}
				case *ast.CallExpr: // another list helper given ps
					for _, k := range lists[calleeName(n.Fun)] {
						if k < len(n.Args) {
							if id, ok := n.Args[k].(*ast.Ident); ok {
								if p, isParam := f.param[id.Name]; isParam {
									found[p] = true
								}
							}
						}
					}
				}
				return true
			})
			if len(found) > 0 {
				for k := range found {
					lists[f.decl.Name.Name] = append(lists[f.decl.Name.Name], k)
				}
				sort.Ints(lists[f.decl.Name.Name])
				changed = true
			}
		}
	}
	return lists
}

// listReads counts the constant positions n passes to a list helper in
// a literal list, 2 for elementwise([]int{0, 1}, nil, k), or as the
// arguments of a variadic one, 2 for l.ewInputs(0, 1).
func listReads(n ast.Node, lists map[string][]int) int {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return 0
	}
	reads := 0
	for _, k := range lists[calleeName(call.Fun)] {
		if k >= len(call.Args) {
			continue
		}
		if !call.Ellipsis.IsValid() {
			for _, a := range call.Args[k:] {
				if b, ok := a.(*ast.BasicLit); ok && b.Kind == token.INT {
					reads++
				}
			}
		}
		lit, ok := call.Args[k].(*ast.CompositeLit)
		if !ok {
			continue
		}
		for _, e := range lit.Elts {
			if b, ok := e.(*ast.BasicLit); ok && b.Kind == token.INT {
				reads++
			}
		}
	}
	return reads
}

// isOp reports whether e is c.Op.
func isOp(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Op" {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == "c"
}

// calleeName is the name of the function or method a call calls, f in
// f(...), f[T](...), f[T, U](...) or x.f(...); "" for anything else.
func calleeName(fun ast.Expr) string {
	switch f := fun.(type) {
	case *ast.IndexExpr:
		fun = f.X
	case *ast.IndexListExpr:
		fun = f.X
	}
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// isLoweredOp reports whether e is l.op, the op a lowering rewrites.
func isLoweredOp(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "op"
}

// helperReads counts the constant positions n passes to an operand
// helper: 1 for scalarI(c, 2), 2 for product[T](c, elem, 0, 1, view).
func helperReads(n ast.Node, helpers map[string][]int) int {
	call, ok := n.(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return 0
	}
	name := calleeName(call.Fun)
	if c, isC := call.Args[0].(*ast.Ident); name == "" || !isC || c.Name != "c" {
		return 0
	}
	reads := 0
	for _, k := range helpers[name] {
		if k < len(call.Args) {
			if lit, ok := call.Args[k].(*ast.BasicLit); ok && lit.Kind == token.INT {
				reads++
			}
		}
	}
	return reads
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
