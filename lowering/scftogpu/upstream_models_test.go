package scftogpu_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/pipelines"
)

// upstreamPipeline is strata-linalg-to-gpu with upstream's pair of passes
// (gpu-map-parallel-loops, convert-parallel-loops-to-gpu) in place of
// strata-parallel-loops-to-gpu: only the parallel loops become launches,
// the rest of the host code stays on the host (which the interpreter runs
// on the same memory). Without strata-gpu-fuse-rows: the loops it nests
// are strata-parallel-loops-to-gpu's to share among a block's threads.
var upstreamPipeline = strings.Replace(strings.Replace(pipelines.LinalgToGPUPipeline, "func.func(strata-parallel-loops-to-gpu)",
	"func.func(gpu-map-parallel-loops,convert-parallel-loops-to-gpu)", 1), "func.func(strata-gpu-fuse-rows),", "", 1)

// TestModelsThroughUpstreamPasses lowers models from torch through
// upstream's mapping and conversion of parallel loops and kernel
// outlining, runs them under the interpreter (every thread of every
// launch) and compares with PyTorch's recorded outputs.
func TestModelsThroughUpstreamPasses(t *testing.T) {
	if testing.Short() {
		t.Skip("interprets whole models")
	}
	if upstreamPipeline == pipelines.LinalgToGPUPipeline {
		t.Fatal("strata-linalg-to-gpu no longer runs strata-parallel-loops-to-gpu as this test expects")
	}
	for _, name := range []string{"mlp", "mlp_dynamic", "bert_2layer_h64"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("../../test/models", name)
			path := filepath.Join(dir, "model.mlir")
			mod := modeltest.Lower(t, path, "builtin.module(func.func(torch-decompose-complex-ops),"+
				"torch-backend-to-linalg-on-tensors-backend-pipeline,"+upstreamPipeline+")")
			launches := 0
			ir.WalkOps(mod, func(op *ir.Operation) {
				if op.Def() == gpu.LaunchFunc {
					launches++
				}
			})
			if launches == 0 {
				t.Fatal("no kernel launched")
			}
			t.Logf("%d launches", launches)
			modeltest.RunInterp(t, mod, dir, 1e-4)
		})
	}
}
