// Package ratchet holds tests that only let a count of old-style code
// fall (issue 21: ops named by definition, not by string).
package ratchet

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
)

// opNameLiterals is the number of string literals outside tests that
// spell a registered op's name ("arith.addi") where code should name its
// definition (arith.AddI, arith.AddI.Name). It may only fall: lower it
// when the test says the code has fewer.
const opNameLiterals = 3041

// TestOpNameLiteralsOnlyFall counts, in every non-test Go file of the
// module, the string literals equal to the name of an op registered by
// dialects/all, and fails when there are more than opNameLiterals (a new
// string-named op) or fewer (lower the constant, so the gain is kept).
// The op definitions themselves (a `Name:` field of an ir.OpDef or a
// NamedSpec literal) are not counted: that is where a name belongs.
func TestOpNameLiteralsOnlyFall(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	names := map[string]bool{}
	for _, n := range ctx.RegisteredOps() {
		names[n] = true
	}
	root := filepath.Join("..", "..")
	count := 0
	perDir := map[string]int{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "examples") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
		if err != nil {
			return err
		}
		n := countOpNames(f, names)
		count += n
		perDir[filepath.Dir(path)] += n
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	switch {
	case count > opNameLiterals:
		t.Errorf("%d string literals name ops, more than the %d allowed: name new ops by their definition (X.Name, b.Build(X, ...), map[*ir.OpDef]...)\n%s", count, opNameLiterals, top(perDir))
	case count < opNameLiterals:
		t.Errorf("%d string literals name ops, fewer than %d: lower opNameLiterals in %s to %d to keep the gain", count, opNameLiterals, "test/ratchet/opnames_test.go", count)
	}
}

// countOpNames counts the string literals of f equal to an op name, but
// for the values of `Name:` fields (op definitions).
func countOpNames(f *ast.File, names map[string]bool) int {
	definitions := map[*ast.BasicLit]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if kv, ok := n.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Name" {
				if lit, ok := kv.Value.(*ast.BasicLit); ok {
					definitions[lit] = true
				}
			}
		}
		return true
	})
	count := 0
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || definitions[lit] {
			return true
		}
		if s, err := strconv.Unquote(lit.Value); err == nil && names[s] {
			count++
		}
		return true
	})
	return count
}

// top lists the directories with the most literals, for the message.
func top(perDir map[string]int) string {
	type dirCount struct {
		dir string
		n   int
	}
	var ds []dirCount
	for d, n := range perDir {
		if n > 0 {
			ds = append(ds, dirCount{d, n})
		}
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i].n > ds[j].n })
	var b strings.Builder
	for i, d := range ds {
		if i == 10 {
			break
		}
		b.WriteString("  " + strconv.Itoa(d.n) + " " + d.dir + "\n")
	}
	return b.String()
}
