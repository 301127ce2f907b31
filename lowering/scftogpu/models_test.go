package scftogpu_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
)

// quick are the models run by default; STRATA_GPU_ALL_MODELS=1 (or
// STRATA_LONG_TESTS=1) runs every model of test/models but tooSlow (minutes:
// every thread of every kernel is interpreted; resnet18 takes about 6).
var quick = map[string]bool{"mlp": true, "mlp_dynamic": true, "bert_2layer_h64": true, "transformer_encoder_layer": true}

// tooSlow are left to the GPU (scripts/device/gpu_check.sh), with why.
var tooSlow = map[string]string{
	"resnet18_dynamic": "its dynamic batch interprets past the default step limit of 2^31",
	"swin_t":           "interprets past the default step limit of 2^31 (as on the loops level)",
}

// TestModelsToGPU lowers the models of test/models from torch to host code
// and GPU kernels (strata-linalg-to-gpu), runs them under the interpreter
// (every thread of every launch) against PyTorch's recorded outputs, and
// checks that no allocation leaks.
func TestModelsToGPU(t *testing.T) {
	if testing.Short() {
		t.Skip("interprets whole models")
	}
	paths, _ := filepath.Glob("../../test/models/*/model.mlir")
	if len(paths) == 0 {
		t.Fatal("no models")
	}
	every := os.Getenv("STRATA_GPU_ALL_MODELS") != "" || os.Getenv("STRATA_LONG_TESTS") != ""
	for _, p := range paths {
		name := filepath.Base(filepath.Dir(p))
		if !quick[name] && (!every || tooSlow[name] != "") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			// Each model lowers in a context of its own and interprets
			// alone: they run side by side (the long suite's slowest
			// test, 24 minutes one after the other on 2 cores).
			t.Parallel()
			mod := lower(t, p)
			exe, args := modeltest.RunInterp(t, mod, filepath.Dir(p), 1e-4)
			live, err := exe.Run("main_live_allocs", args)
			if err != nil {
				t.Fatalf("leak check: %v", err)
			}
			if n := live[0].Float64s()[0]; n != 0 {
				t.Errorf("%v allocations leak", n)
			}
		})
	}
}

func lower(t *testing.T, path string) *ir.Operation {
	return modeltest.Lower(t, path, "builtin.module(func.func(torch-decompose-complex-ops),"+
		"torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-gpu,test-strata-count-allocs)")
}
