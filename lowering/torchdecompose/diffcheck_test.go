package torchdecompose_test

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/interp/diffcheck"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/torchdecompose"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/passes"
)

// diffCheckCorpus are the lit files whose functions the differential
// check runs (split at `// -----`).
var diffCheckCorpus = []string{
	"../../test/lit/Dialect/Torch/decompose-complex-ops.mlir",
	"../../test/lit/Dialect/Torch/decompose-diff-check.mlir",
	"../../test/lit/Dialect/Torch/decompose-fft.mlir",
	"../../test/lit/Dialect/Torch/decompose-math-composites.mlir",
	"../../test/lit/Dialect/Torch/decompose-misc-ops.mlir",
	"../../test/lit/Dialect/Torch/decompose-more.mlir",
	"../../test/lit/Dialect/Torch/decompose-nn-core.mlir",
	"../../test/lit/Dialect/Torch/decompose-special.mlir",
	"../../test/lit/Dialect/Torch/decompose-view-composites.mlir",
	"../../test/lit/Conversion/TorchToLinalg/out-and-device.mlir",
}

// diffCheckFamilies are the globs of the op families' lit files (under
// test/lit/Conversion/TorchToLinalg) that the corpus takes in full.
var diffCheckFamilies = []string{"losses*.mlir", "nn-extra*.mlir", "norms*.mlir", "data-dependent*.mlir", "linalg-dense*.mlir"}

// notComparable are the decompositions the interpreter cannot check at
// the torch level, and what checks them instead.
var notComparable = map[string]string{
	"torch.aten.rand": "random", "torch.aten.rand.generator": "random", "torch.aten.rand_like": "random",
	"torch.aten.rand_like.generator": "random", "torch.aten.randn": "random", "torch.aten.randn.generator": "random",
	"torch.aten.randn_like": "random", "torch.aten.randn_like.generator": "random", "torch.aten.randperm": "random",
	"torch.aten.randperm.generator": "random",
}

// corpus is diffCheckCorpus with the families' files.
func corpus(t *testing.T) []string {
	files := append([]string(nil), diffCheckCorpus...)
	for _, g := range diffCheckFamilies {
		more, err := filepath.Glob(filepath.Join("../../test/lit/Conversion/TorchToLinalg", g))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range more {
			if !strings.Contains(f, "invalid") && !strings.Contains(f, "reject") { // rejections: nothing to compare
				files = append(files, f)
			}
		}
	}
	return files
}

// TestDecompositionsPreserveResults runs every function of the corpus on
// the interpreter (torch semantics) before torch-decompose-complex-ops and
// after it, on the same random inputs, and requires equal results; and
// every decomposition must have been exercised by a compared function.
func TestDecompositionsPreserveResults(t *testing.T) {
	covered := map[string]bool{}
	for _, path := range corpus(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, chunk := range strings.Split(string(src), "\n// -----\n") {
			if strings.Contains(chunk, "expected-error") {
				continue
			}
			name := filepath.Base(path) + "#" + strconv.Itoa(i)
			t.Run(name, func(t *testing.T) {
				ctx := ir.NewContext()
				all.Register(ctx)
				mod, err := parser.ParseSource(ctx, name, chunk, parser.Options{})
				if err != nil {
					t.Fatal(err)
				}
				checker := diffcheck.New(mod, diffcheck.DefaultConfig)
				checked := map[string]bool{}
				for _, f := range checker.Functions() {
					checked[f] = true
				}
				roots := rootsByFunction(mod)
				for fn := range roots {
					if !checked[fn] {
						t.Errorf("@%s is not compared: the interpreter cannot run it at the torch level (%v)", fn, checker.Failure(fn))
					}
				}
				reg := passes.Registry()
				if err := reg.Register(torchdecompose.Passes()...); err != nil {
					t.Fatal(err)
				}
				pm, err := reg.ParsePipeline("builtin.module(torch-decompose-complex-ops)")
				if err != nil {
					t.Fatal(err)
				}
				if err := pm.Run(mod); err != nil {
					t.Fatal(err)
				}
				if err := checker.Check(mod, "torch-decompose-complex-ops"); err != nil {
					t.Fatal(err)
				}
				left := rootsByFunction(mod)
				for fn, ops := range roots {
					for op := range ops {
						if checked[fn] && !left[fn][op] {
							covered[op.name] = true
						}
					}
				}
			})
		}
	}
	aliased := map[string]bool{}
	for a := range torch.Aliases {
		aliased[a.Name] = true
	}
	var missing []string
	for _, p := range torchdecompose.Decompositions {
		// The aliases' rewrite is one rule for the whole of torch.Aliases
		// (whose entries TestAliases checks against the schemas): the corpus
		// checks it on a sample of them.
		// The random factories draw from a generator the torch level does
		// not model: torchtolinalg's TestRandomOps checks their numbers'
		// distribution after lowering instead.
		if !covered[p.Root] && !aliased[p.Root] && notComparable[p.Root] == "" {
			missing = append(missing, p.Root)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("decompositions not differentially checked (add a function to %s): %s", diffCheckCorpus[1], strings.Join(missing, ", "))
	}
}

// rootsByFunction lists, for each function, the torch.aten ops it holds,
// each as its name and operand types (a decomposition may leave the op
// on other types: frexp of f16 is frexp of f32).
func rootsByFunction(mod *ir.Operation) map[string]map[opOnTypes]bool {
	out := map[string]map[opOnTypes]bool{}
	ir.Walk(mod, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Name() != "func.func" {
			return ir.Advance
		}
		fn := ir.SymbolName(op)
		out[fn] = map[opOnTypes]bool{}
		ir.Walk(op, ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
			if strings.HasPrefix(o.Name(), "torch.aten.") {
				var types []string
				for _, v := range o.Operands() {
					types = append(types, ir.TypeString(v.Type()))
				}
				out[fn][opOnTypes{o.Name(), strings.Join(types, ", ")}] = true
			}
			return ir.Advance
		})
		return ir.Skip
	})
	return out
}

type opOnTypes struct{ name, types string }

// TestModelsAtTorchLevel runs every model of test/models on the
// interpreter straight from their exported torch text, and again after
// torch-decompose-complex-ops, against PyTorch's recorded outputs: the
// torch semantics reproduce PyTorch, and the decompositions preserve the
// models' results.
func TestModelsAtTorchLevel(t *testing.T) {
	if testing.Short() {
		t.Skip("runs models on the interpreter")
	}
	for name, tol := range map[string]float64{
		"mlp": 1e-5, "mlp_dynamic": 1e-5, "transformer_encoder_layer": 1e-4, "bert_2layer_h64": 1e-4, "bert_dynamic": 1e-4,
		"resnet18": 1e-4, "resnet18_dynamic": 1e-4, "mobilenet_v3_small": 1e-4, "convnext_atto": 1e-4, "vit_tiny_patch16_224": 1e-4,
		"swin_t": 1e-4,
	} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("../../test/models", name)
			src, err := os.ReadFile(filepath.Join(dir, "model.mlir"))
			if err != nil {
				t.Fatal(err)
			}
			mod, err := run(t, name, string(src), "builtin.module()")
			if err != nil {
				t.Fatal(err)
			}
			modeltest.RunInterp(t, mod, dir, tol)
			if mod, err = run(t, name, string(src), "builtin.module(torch-decompose-complex-ops)"); err != nil {
				t.Fatal(err)
			}
			modeltest.RunInterp(t, mod, dir, tol)
		})
	}
}
