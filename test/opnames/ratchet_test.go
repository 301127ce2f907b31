package opnames_test

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// opNameLiterals is the number of string literals outside tests that
// spell a registered op's name ("arith.addi") where code should name its
// definition (arith.AddI, arith.AddI.Name): issue 21's ratchet. It may
// only fall: lower it when the test says the code has fewer.
const opNameLiterals = 0

// TestOpNameLiteralsOnlyFall counts, in the Go sources eachSource walks,
// the string literals equal to the name of an op registered by
// dialects/all, and fails when there are more than opNameLiterals (a new
// string-named op) or fewer (lower the constant, so the gain is kept).
// Names the torch dialect declares on demand (ATen overloads) count too.
// The op definitions themselves (the value of a `Name:` field, as in an
// ir.OpDef literal) are not counted: that is where a name belongs.
func TestOpNameLiteralsOnlyFall(t *testing.T) {
	ctx := context()
	root := repoRoot(t)
	count := 0
	perDir := map[string]int{}
	eachSource(t, root, func(fset *token.FileSet, file *ast.File) {
		// Generated definitions (dialects/torch/aten_defs.go) are data,
		// as a definition's Name is.
		if ast.IsGenerated(file) {
			return
		}
		n := 0
		definitions := map[*ast.BasicLit]bool{}
		ast.Inspect(file, func(node ast.Node) bool {
			switch node := node.(type) {
			case *ast.KeyValueExpr:
				if key, ok := node.Key.(*ast.Ident); ok && key.Name == "Name" {
					if lit, ok := node.Value.(*ast.BasicLit); ok {
						definitions[lit] = true
					}
				}
			case *ast.BasicLit:
				if node.Kind != token.STRING || definitions[node] {
					break
				}
				if s, err := strconv.Unquote(node.Value); err == nil && ctx.LookupOp(s) != nil {
					n++
				}
			}
			return true
		})
		count += n
		rel, _ := filepath.Rel(root, filepath.Dir(fset.Position(file.Pos()).Filename))
		perDir[rel] += n
	})
	switch {
	case count > opNameLiterals:
		t.Errorf("%d string literals name ops, more than the %d allowed: name new ops by their definition (X.Name, b.Build(X, ...), map[*ir.OpDef]...)\n%s", count, opNameLiterals, mostLiterals(perDir))
	case count < opNameLiterals:
		t.Errorf("%d string literals name ops, fewer than %d: lower opNameLiterals in test/opnames/ratchet_test.go to %d to keep the gain", count, opNameLiterals, count)
	}
}

// mostLiterals lists the ten folders with the most literals.
func mostLiterals(perDir map[string]int) string {
	dirs := make([]string, 0, len(perDir))
	for d, n := range perDir {
		if n > 0 {
			dirs = append(dirs, d)
		}
	}
	sort.Slice(dirs, func(i, j int) bool { return perDir[dirs[i]] > perDir[dirs[j]] })
	var b strings.Builder
	for _, d := range dirs[:min(10, len(dirs))] {
		b.WriteString("  " + strconv.Itoa(perDir[d]) + " " + d + "\n")
	}
	return b.String()
}
