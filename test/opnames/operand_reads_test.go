package opnames_test

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// operandReads counts, per package moved onto the generated handles, the
// reads of an operand at a constant position, op.Operand(2),
// op.Operands()[1] or op.Operands()[2:], outside tests and generated
// code: issue 21's ratchet for the dialects other than torch (whose ops
// positionalReads covers).
// An op with more than two operand groups, or an optional or variadic
// group next to another, has a generated handle (accessors_gen.go in its
// dialect: scf.AsFor(op) then f.Step(), f.InitArgs()); read its operands
// through it. What is left reads ops of one or two operands (a binary
// op's lhs and rhs, a load's memref) or ops of any kind alike. A count
// may only fall: lower it when the test says the code has fewer; add a
// package when its reads move.
var operandReads = map[string]int{
	"analysis/intrange":         6,
	"dialects/arith":            135,
	"dialects/llvm":             48,
	"dialects/memref":           78,
	"dialects/vector":           92,
	"emit/ptx":                  24,
	"lowering/bufferize":        24,
	"lowering/gputonvvm":        14,
	"lowering/hoistaccum":       6,
	"lowering/linalgtransforms": 5,
	"lowering/memreftollvm":     10,
	"lowering/scftocf":          5,
	"lowering/scftogpu":         2,
	"lowering/scftransforms":    0,
	"lowering/stridedmetadata":  2,
	"lowering/vectortollvm":     21,
	"passes":                    0,
}

// operandReadsFromTwo is the ceiling on the reads at position 2 or more
// in every package of the compiler outside torch (analysis, dialects,
// emit, interp, lowering, passes, rewrite): only ops of three or more
// operands have them, and those have handles. Left: cpukernels'
// arguments of a call to a parallel kernel (a calling convention, not an
// op's groups).
const operandReadsFromTwo = 1

// TestOperandReadsOnlyFall counts positional operand reads per package
// and fails when one has more than its count (a new positional read) or
// fewer (lower the count, so the gain is kept).
func TestOperandReadsOnlyFall(t *testing.T) {
	root := repoRoot(t)
	counts, fromTwo := map[string]int{}, []string{}
	eachSource(t, root, func(fset *token.FileSet, file *ast.File) {
		rel, _ := filepath.Rel(root, filepath.Dir(fset.Position(file.Pos()).Filename))
		dir := filepath.ToSlash(rel)
		if !operandReadsCounted(dir) || ast.IsGenerated(file) {
			return
		}
		_, ratcheted := operandReads[dir]
		ast.Inspect(file, func(n ast.Node) bool {
			if pos, ok := constantOperandRead(n); ok {
				if ratcheted {
					counts[dir]++
				}
				if pos >= 2 {
					fromTwo = append(fromTwo, fset.Position(n.Pos()).String())
				}
			}
			return true
		})
	})
	dirs := map[string]bool{}
	for d := range counts {
		dirs[d] = true
	}
	for d := range operandReads {
		dirs[d] = true
	}
	var table []string
	for dir := range dirs {
		table = append(table, fmt.Sprintf("%q: %d,", dir, counts[dir]))
		switch got, want := counts[dir], operandReads[dir]; {
		case got > want:
			t.Errorf("%s reads %d operands by position, more than the %d allowed: read an op's operands through its generated handle (scf.AsFor(op) then f.Step())", dir, got, want)
		case got < want:
			t.Errorf("%s reads %d operands by position, fewer than %d: lower its count in test/opnames/operand_reads_test.go to %d to keep the gain", dir, got, want, got)
		}
	}
	switch {
	case len(fromTwo) > operandReadsFromTwo:
		t.Errorf("%d operand reads at position 2 or more, more than the %d allowed: read them through the op's generated handle:\n\t%s", len(fromTwo), operandReadsFromTwo, strings.Join(fromTwo, "\n\t"))
	case len(fromTwo) < operandReadsFromTwo:
		t.Errorf("%d operand reads at position 2 or more, fewer than %d: lower operandReadsFromTwo to %d", len(fromTwo), operandReadsFromTwo, len(fromTwo))
	}
	if t.Failed() {
		sort.Strings(table)
		t.Logf("today's counts:\n%s", strings.Join(table, "\n"))
	}
}

// operandReadsCounted reports whether the package in dir is one whose
// reads from position 2 count: the compiler's own, torch excepted.
func operandReadsCounted(dir string) bool {
	if _, torch := positionalReads[dir]; torch || strings.HasPrefix(dir, "dialects/torch") || strings.HasPrefix(dir, "lowering/torch") {
		return false
	}
	for _, top := range []string{"analysis", "dialects", "emit", "interp", "lowering", "passes", "rewrite"} {
		if dir == top || strings.HasPrefix(dir, top+"/") {
			return true
		}
	}
	return false
}

// constantOperandRead reports whether n reads an operand at a constant
// position, and the position: x.Operand(<int>), x.Operands()[<int>], or
// x.Operands()[<int>:] and x.Operands()[:<int>] (the lowest position the
// slice can hold).
func constantOperandRead(n ast.Node) (int, bool) {
	intLit := func(e ast.Expr) (int, bool) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.INT {
			return 0, false
		}
		v, err := strconv.Atoi(lit.Value)
		return v, err == nil
	}
	isOperands := func(e ast.Expr) bool {
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 0 {
			return false
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "Operands"
	}
	switch n := n.(type) {
	case *ast.CallExpr:
		if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Operand" && len(n.Args) == 1 {
			return intLit(n.Args[0])
		}
	case *ast.IndexExpr:
		if isOperands(n.X) {
			return intLit(n.Index)
		}
	case *ast.SliceExpr:
		if isOperands(n.X) {
			if n.Low == nil {
				return 0, n.High != nil
			}
			return intLit(n.Low)
		}
	}
	return 0, false
}
