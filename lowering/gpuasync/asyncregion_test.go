package gpuasync_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
	"github.com/strata-compiler/strata/rewrite"
)

var models = []string{"mlp", "mlp_dynamic", "bert_2layer_h64"}

// lower parses a model of test/models and runs the torch-to-GPU pipeline
// and then extra (a pass list, or "").
func lower(t *testing.T, name, extra string) *ir.Operation {
	t.Helper()
	path := filepath.Join("../../test/models", name, "model.mlir")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Skip(err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, path, string(src), parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	pipeline := "builtin.module(func.func(torch-decompose-complex-ops)," +
		"torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-gpu"
	if extra != "" {
		pipeline += "," + extra
	}
	pm, err := pipelines.Registry().ParsePipeline(pipeline + ")")
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(mod); err != nil {
		t.Fatalf("lowering: %v", err)
	}
	if err := ir.Verify(mod); err != nil {
		t.Fatalf("lowered IR does not verify: %v", err)
	}
	return mod
}

// checkAwaited checks the pass's promise independently of how it keeps
// it: in every block of host code, each gpu op issued is awaited (a
// synchronous gpu.wait depends on its token, directly or through later
// ops) before the next terminator or op with memory effects that is not
// itself a gpu op, and every host-side gpu op is async.
func checkAwaited(t *testing.T, fn *ir.Operation) (asyncOps int) {
	t.Helper()
	ir.WalkOps(fn, func(op *ir.Operation) {
		for _, rg := range op.Regions() {
			for blk := rg.Front(); blk != nil; blk = blk.Next() {
				pending := map[*ir.Value]bool{}
				// deps maps a token to the tokens its op depends on.
				deps := map[*ir.Value][]*ir.Value{}
				var await func(v *ir.Value)
				await = func(v *ir.Value) {
					if !pending[v] {
						return
					}
					delete(pending, v)
					for _, d := range deps[v] {
						await(d)
					}
				}
				for o := blk.First(); o != nil; o = o.Next() {
					switch o.Def() {
					case gpu.LaunchFunc, gpu.Alloc, gpu.Dealloc, gpu.Memcpy, gpu.Memset, gpu.Wait:
						var ds []*ir.Value
						for _, v := range o.Operands() {
							if gpu.IsAsyncToken(v.Type()) {
								ds = append(ds, v)
							}
						}
						n := o.NumResults()
						if n == 0 || !gpu.IsAsyncToken(o.Result(n-1).Type()) {
							if o.Def() != gpu.Wait {
								t.Errorf("%s is still synchronous", o.Name())
							}
							for _, d := range ds {
								await(d)
							}
							continue
						}
						asyncOps++
						tok := o.Result(n - 1)
						pending[tok], deps[tok] = true, ds
						continue
					}
					if o.HasTrait(ir.Terminator) || !rewrite.IsMemoryEffectFree(o) {
						if len(pending) > 0 {
							t.Errorf("%d gpu ops not awaited before %s", len(pending), o.Name())
							return
						}
					}
				}
			}
		}
	})
	return asyncOps
}

// TestModels runs the host code of models compiled for the GPU through
// gpu-async-region, checks that every gpu op is async and awaited before
// the host needs it, and runs the result under the interpreter (every
// thread of every kernel) against PyTorch's recorded outputs.
func TestModels(t *testing.T) {
	if testing.Short() {
		t.Skip("interprets whole models")
	}
	for _, name := range models {
		t.Run(name, func(t *testing.T) {
			mod := lower(t, name, "func.func(gpu-async-region)")
			async := 0
			ir.WalkOps(mod, func(op *ir.Operation) {
				if op.Name() == "func.func" {
					async += checkAwaited(t, op)
				}
			})
			if async == 0 {
				t.Fatal("no async gpu op")
			}
			modeltest.RunInterp(t, mod, filepath.Join("../../test/models", name), 1e-4)
		})
	}
}

func printed(t *testing.T, op *ir.Operation) string {
	t.Helper()
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, ir.PrintFlags{}); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// normalize drops what differs for reasons outside the pass: trailing
// blank lines, and the memref.dim ops, which Strata's memref dialect does
// not declare free of memory effects (upstream: NoMemoryEffect), so that
// the chain ends before one rather than after it.
func normalize(s string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		if !strings.Contains(l, "= memref.dim ") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// TestMatchesUpstream compares the pass's output on the models' host code
// with mlir-opt-22 --gpu-async-region on the same input, when installed.
func TestMatchesUpstream(t *testing.T) {
	mlirOpt, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 is not installed")
	}
	for _, name := range models {
		t.Run(name, func(t *testing.T) {
			before := lower(t, name, "")
			in := printed(t, before)
			got := printed(t, lower(t, name, "func.func(gpu-async-region)"))
			cmd := exec.Command(mlirOpt, "--gpu-async-region")
			cmd.Stdin = bytes.NewBufferString(in)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			want, err := cmd.Output()
			if err != nil {
				t.Skipf("mlir-opt-22 does not take the input: %v: %s", err, stderr.String())
			}
			if normalize(got) != normalize(string(want)) {
				t.Errorf("output differs from mlir-opt-22's:\n--- strata\n%s\n--- mlir-opt-22\n%s", got, want)
			}
		})
	}
}
