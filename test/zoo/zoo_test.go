// Package zoo checks the model zoo (56 real models under this folder,
// exported by scripts/device/export_models.py --zoo) on the interpreter:
// each model's exported torch text runs with the torch ops' own semantics
// and must reproduce PyTorch's outputs. go test ./... runs the models that
// interpret in about a second; scripts/long-tests.sh (STRATA_LONG_TESTS)
// runs all of them, and compiler's TestZooOnCPU compiles each to native
// code.
package zoo_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/parser"
)

var longTests = os.Getenv("STRATA_LONG_TESTS") != ""

// quick are the models go test ./... interprets (about a second each on
// a loaded 2-core machine): one per kind of model.
var quick = map[string]bool{
	"gpt2": true, "gpt2_dynamic_seq": true, "llama": true, "t5": true, "bart": true, "lstm_dynamic": true,
	"gru": true, "unet": true, "espcn": true, "maxvit_small": true, "vit_b_16_small": true, "distilbert": true,
}

// tolerance is the largest |got - want| / (1 + |want|) allowed: float32
// results of a different summation order.
const tolerance = 1e-4

func TestZooOnInterpreter(t *testing.T) {
	dirs, _ := filepath.Glob("*/manifest.json")
	if len(dirs) < 50 {
		t.Fatalf("found %d models, the zoo has at least 50", len(dirs))
	}
	for _, mf := range dirs {
		dir := filepath.Dir(mf)
		if !longTests && !quick[dir] {
			continue
		}
		t.Run(dir, func(t *testing.T) {
			t.Parallel()
			m, err := modelzoo.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			ctx := ir.NewContext()
			all.Register(ctx)
			mod, err := parser.ParseSource(ctx, filepath.Join(dir, "model.mlir"), m.MLIR, parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(mod); err != nil {
				t.Fatal(err)
			}
			modeltest.RunInterp(t, mod, dir, tolerance)
		})
	}
}
