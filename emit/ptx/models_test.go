package ptx_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// quickModels are assembled for sm_90 by default; STRATA_PTX_ALL_MODELS=1
// (or STRATA_LONG_TESTS=1) assembles every model for sm_90 and sm_80 (minutes: ptxas takes about a
// second per 100 KB of PTX).
var quickModels = map[string]bool{"mlp": true, "transformer_encoder_layer": true, "resnet18": true}

// TestModelKernelsAssemble lowers the models of test/models to host code
// and kernels (strata-lower-to-gpu), writes all of a model's kernels as
// one PTX module and has ptxas assemble it: every kernel the cuda target
// would load is valid PTX, judged without a GPU.
func TestModelKernelsAssemble(t *testing.T) {
	if testing.Short() {
		t.Skip("lowers every model")
	}
	ptxas := ptxasPath(t)
	paths, _ := filepath.Glob(filepath.Join(moduleRoot(t), "test", "models", "*", "model.mlir"))
	if len(paths) == 0 {
		t.Fatal("no models")
	}
	every := os.Getenv("STRATA_PTX_ALL_MODELS") != "" || os.Getenv("STRATA_LONG_TESTS") != ""
	chips := []string{"sm_90"}
	if every {
		chips = append(chips, "sm_80")
	}
	for _, p := range paths {
		name := filepath.Base(filepath.Dir(p))
		if !quickModels[name] && !every {
			continue
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			ctx := ir.NewContext()
			all.Register(ctx)
			mod, err := parser.ParseSource(ctx, p, string(src), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			pm, err := pipelines.Registry().ParsePipeline("builtin.module(func.func(torch-decompose-complex-ops)," +
				"torch-backend-to-linalg-on-tensors-backend-pipeline,strata-lower-to-gpu)")
			if err != nil {
				t.Fatal(err)
			}
			if err := pm.Run(mod); err != nil {
				t.Fatalf("lowering: %v", err)
			}
			var kernels []*ir.Operation
			for _, op := range mod.Region(0).Front().Ops() {
				if op.Def() == gpu.Module {
					kernels = append(kernels, op)
				}
			}
			if len(kernels) == 0 {
				t.Fatal("no gpu.module")
			}
			for _, chip := range chips {
				text, err := ptx.EmitLinked(kernels, ptx.Options{Chip: chip})
				if err != nil {
					t.Fatal(err)
				}
				assemble(t, ptxas, text, chip)
				t.Logf("%s: %d kernels, %d bytes of PTX", chip, len(kernels), len(text))
			}
		})
	}
}
