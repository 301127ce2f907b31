// Package opnames checks the op names that Strata's Go code writes as
// strings: every one must name an op some dialect registers, so that a
// misspelt key cannot silently disable a shape function, a decomposition,
// a lowering pattern or an interpreter semantic (a lowering pattern for the
// nonexistent torch.aten.fill_ went unnoticed this way). It also checks
// that every ATen op the torch dialect declares has a way to run compiled:
// it is lowered, decomposed, or listed as unsupported with a reason.
package opnames_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/torchdecompose"
	"github.com/strata-compiler/strata/lowering/torchtolinalg"
)

// notOps are strings in a dialect's namespace that are not names of
// Strata's ops, with what they are.
var notOps = map[string]string{
	"llvm.emit_c_interface": "discardable attribute", "gpu.kernel": "discardable attribute",
	"llvm.bareptr": "discardable attribute", "llvm.linkage": "discardable attribute",
	"gpu.container_module": "discardable attribute", "nvvm.kernel": "discardable attribute",
	"nvvm.maxntid": "discardable attribute", "nvvm.reqntid": "discardable attribute",
	"nvvm.minctasm": "discardable attribute", "linalg.memoized_indexing_maps": "discardable attribute",
	"llvm.noalias": "llvm parameter attribute", "llvm.nonnull": "llvm parameter attribute",
	"llvm.noundef": "llvm parameter attribute", "llvm.signext": "llvm parameter attribute",
	"llvm.zeroext": "llvm parameter attribute", "llvm.inreg": "llvm parameter attribute",
	"llvm.nocapture": "llvm parameter attribute", "llvm.readnone": "llvm parameter attribute",
	"llvm.readonly": "llvm parameter attribute", "llvm.writeonly": "llvm parameter attribute",
	"llvm.nofree": "llvm parameter attribute", "llvm.returned": "llvm parameter attribute",
	"llvm.align": "llvm parameter attribute", "llvm.dereferenceable": "llvm parameter attribute",
	"llvm.module_flags": "upstream op",
	"llvm.module.flags": "LLVM IR named metadata", "llvm.dbg.cu": "LLVM IR named metadata",
	"llvm.nvvm.barrier0": "LLVM intrinsic", "llvm.nvvm.barrier.sync": "LLVM intrinsic",
	"llvm.nvvm.barrier.sync.cnt": "LLVM intrinsic", "llvm.nvvm.fence.sc.cluster": "LLVM intrinsic",
	"llvm.void": "type", "torch.vtensor": "type", "torch.tensor": "type", "gpu.async.token": "type", "nvgpu.device.async.token": "type",
	"nvvm.target": "attribute", "gpu.select_object": "attribute",
	"torch.nn.Module": "type", "torch.type_bound": "argument attribute",
	// ATen overloads named without their torch.aten. prefix, now that index is a dialect.
	"index.Tensor": "ATen overload name", "index.Tensor_hacked_twin": "ATen overload name",
}

// prefixTakers are functions whose string arguments are name prefixes.
var prefixTakers = map[string]bool{"HasPrefix": true, "TrimPrefix": true, "CutPrefix": true}

// opLike is a string that could be an op name: a dialect prefix, a dot,
// then a name (several dots for torch's overloads).
var opLike = regexp.MustCompile(`^([a-z_][a-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_.]*[A-Za-z0-9_])$`)

// atenBuilders are the helpers that take an ATen op's name without its
// "torch.aten." prefix (lowering/torchdecompose's builder).
var atenBuilders = map[string]bool{"aten": true, "atenN": true, "atenInt": true}

func context() *ir.Context {
	ctx := ir.NewContext()
	all.Register(ctx)
	return ctx
}

// TestOpNameLiteralsAreRegistered scans the repository's Go sources (tests
// excluded: they name unregistered ops on purpose) for string literals in
// a registered dialect's namespace and reports each that names no op.
func TestOpNameLiteralsAreRegistered(t *testing.T) {
	ctx := context()
	dialects := map[string]bool{}
	for _, d := range ctx.Dialects() {
		dialects[d] = true
	}
	root := repoRoot(t)
	var bad []string
	eachSource(t, root, func(fset *token.FileSet, file *ast.File) {
		check := func(lit *ast.BasicLit, name string) {
			m := opLike.FindStringSubmatch(name)
			if m == nil || !dialects[m[1]] || ctx.LookupOp(name) != nil {
				return
			}
			if _, ok := notOps[name]; ok {
				return
			}
			rel, _ := filepath.Rel(root, fset.Position(lit.Pos()).Filename)
			bad = append(bad, rel+":"+strconv.Itoa(fset.Position(lit.Pos()).Line)+": "+strconv.Quote(name))
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && prefixTakers[sel.Sel.Name] {
					return false
				}
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && atenBuilders[sel.Sel.Name] && len(n.Args) > 0 {
					if lit, ok := n.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						if s, err := strconv.Unquote(lit.Value); err == nil {
							check(lit, "torch.aten."+s)
						}
					}
				}
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					if s, err := strconv.Unquote(n.Value); err == nil {
						check(n, s)
					}
				}
			}
			return true
		})
	})
	for name := range notOps {
		if ctx.LookupOp(name) != nil {
			t.Errorf("notOps lists %q, which is a registered op now: remove it", name)
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Errorf("%s names no registered op", b)
	}
}

// TestPatternRootsAreRegistered checks the roots of the torch lowering's
// and decompositions' patterns, which are looked up by name at run time.
func TestPatternRootsAreRegistered(t *testing.T) {
	ctx := context()
	for _, p := range torchtolinalg.Patterns() {
		if ctx.LookupOp(p.Root) == nil {
			t.Errorf("convert-torch-to-linalg pattern %q: root %q is not a registered op", p.Name, p.Root)
		}
	}
	for _, p := range torchdecompose.Decompositions {
		if ctx.LookupOp(p.Root) == nil {
			t.Errorf("decomposition %q: root %q is not a registered op", p.Name, p.Root)
		}
	}
}

// TestEveryTorchOpHasAWayToRun checks that each op the torch dialect
// registers is backend-legal (lowered, or structural), decomposed, or
// listed in torchdecompose.Unsupported with the reason; and that no op is
// listed as unsupported while it is lowered or decomposed.
func TestEveryTorchOpHasAWayToRun(t *testing.T) {
	ctx := context()
	decomposed := map[string]bool{}
	for _, p := range torchdecompose.Decompositions {
		decomposed[p.Root] = true
	}
	for d, reason := range torchdecompose.Unsupported {
		name := d.Name
		if ctx.LookupOp(name) != d {
			t.Errorf("Unsupported lists %q, which is not a registered op", name)
		}
		if reason == "" {
			t.Errorf("Unsupported lists %q without a reason", name)
		}
		if decomposed[name] || torchdecompose.BackendLegal(name) {
			t.Errorf("Unsupported lists %q, which is lowered or decomposed now: remove it", name)
		}
	}
	for _, name := range ctx.RegisteredOps() {
		if !strings.HasPrefix(name, "torch.") {
			continue
		}
		if decomposed[name] || torchdecompose.BackendLegal(name) {
			continue
		}
		if _, ok := torchdecompose.Unsupported[ctx.LookupOp(name)]; !ok {
			t.Errorf("%s is neither lowered, decomposed nor listed in torchdecompose.Unsupported", name)
		}
	}
}

// eachSource parses every Go file of the repository but tests (which
// name unregistered ops on purpose), generated folders and test data, and
// calls fn with it.
func eachSource(t *testing.T, root string, fn func(fset *token.FileSet, file *ast.File)) {
	t.Helper()
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "build" || name == "Output") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution|parser.ParseComments)
		if err != nil {
			return err
		}
		fn(fset, file)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func repoRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found")
		}
		dir = parent
	}
}
