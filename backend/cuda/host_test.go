package cuda

import (
	"path/filepath"
	"testing"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// TestHostCodeOfTestCases lowers the test/ops cases and test/models through the target's
// pipeline, compiles them with emit/ptx and runs their host code against
// a fake device whose kernels do nothing: every host op of the lowered
// programs must have device semantics (no host access to device memory),
// and every launch must pack as many arguments as its kernel takes.
func TestHostCodeOfTestCases(t *testing.T) {
	if testing.Short() {
		t.Skip("lowers every op case")
	}
	if _, err := pipelines.Registry().ParsePipeline(PipelineGPU); err != nil {
		t.Skipf("GPU lowering not registered yet: %v", err)
	}
	dirs, _ := filepath.Glob("../../test/ops/*/manifest.json")
	models, _ := filepath.Glob("../../test/models/*/manifest.json")
	dirs = append(dirs, models...)
	if len(dirs) == 0 {
		t.Fatal("no op cases")
	}
	for _, mf := range dirs {
		dir := filepath.Dir(mf)
		t.Run(filepath.Base(filepath.Dir(dir))+"/"+filepath.Base(dir), func(t *testing.T) {
			// Not parallel: registering the dialects in a new context
			// writes the shared op definitions (a race in package ir).
			m, err := modelzoo.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			args, err := m.Arguments()
			if err != nil {
				t.Fatal(err)
			}
			ctx := ir.NewContext()
			all.Register(ctx)
			top, err := parser.ParseSource(ctx, filepath.Join(dir, "model.mlir"), m.MLIR, parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			pm, err := pipelines.Registry().ParsePipeline(compiler.PipelineText(compiler.Level(top), backend.LevelTensor))
			if err != nil {
				t.Fatal(err)
			}
			if err := pm.Run(top); err != nil {
				t.Fatal(err)
			}
			pm, err = pipelines.Registry().ParsePipeline(PipelineGPU)
			if err != nil {
				t.Fatal(err)
			}
			// The lowering's gaps are its own tests' business: here only
			// what reaches the target counts.
			if err := pm.Run(top); err != nil {
				t.Skipf("lowering gap: %s: %v", PipelineGPU, err)
			}
			dev := newFake()
			dev.anyKernel = true
			x, err := Target{Open: func() (Device, error) { return dev, nil }}.CompileModule(top, backend.Options{})
			if err != nil {
				t.Skipf("lowering gap: compile: %v", err)
			}
			if _, err := x.Run("main", args); err != nil {
				t.Fatalf("run: %v", err)
			}
			if err := x.Close(); err != nil {
				t.Fatal(err)
			}
			if dev.live() != 0 {
				t.Errorf("%d device blocks left", dev.live())
			}
		})
	}
}
