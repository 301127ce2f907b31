package linalgtoloops_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/pipelines"
)

// quick are the models run by default; STRATA_LOOPS_ALL_MODELS=1 runs
// every model of test/models (minutes under the interpreter).
var quick = map[string]bool{"mlp": true, "mlp_dynamic": true, "bert_2layer_h64": true, "transformer_encoder_layer": true}

// tooSlow are not interpreted even with STRATA_LOOPS_ALL_MODELS, with
// why; compiler's TestModelsOnCPU runs them natively.
var tooSlow = map[string]string{
	"swin_t": "its window attention interprets past the default step limit of 2^31",
}

// TestModelsToLoops lowers the models of test/models from torch to loops
// on buffers (torch-backend-to-linalg-on-tensors-backend-pipeline, then
// strata-linalg-to-loops), runs them under the interpreter against
// PyTorch's recorded outputs, and checks that no allocation leaks.
func TestModelsToLoops(t *testing.T) {
	if testing.Short() {
		t.Skip("interprets whole models")
	}
	paths, _ := filepath.Glob("../../test/models/*/model.mlir")
	if len(paths) == 0 {
		t.Fatal("no models")
	}
	all := os.Getenv("STRATA_LOOPS_ALL_MODELS") != ""
	for _, p := range paths {
		name := filepath.Base(filepath.Dir(p))
		if !quick[name] && (!all || tooSlow[name] != "") {
			continue
		}
		t.Run(name, func(t *testing.T) {
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
	pipeline := "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops,test-strata-count-allocs)"
	if pipelines.Registry().Lookup("torch-decompose-complex-ops") != nil {
		pipeline = "builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline," +
			"strata-linalg-to-loops,test-strata-count-allocs)"
	}
	return modeltest.Lower(t, path, pipeline)
}
