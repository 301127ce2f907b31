package plugintarget_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/backend/plugintarget"
	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/internal/plugintest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
	"github.com/strata-compiler/strata/plugin"
)

// The test binary is also each of plugintest's fake backend plug-ins.
func TestMain(m *testing.M) { plugintest.FakeMain(m, compiler.Main) }

// strata-run's way, at each level and artifact kind: the target's pipeline
// partitions the MLP (in torch for cputorch, on linalg tensors for the
// others), the backend compiles its segments, the executable links them
// (cpushared: against its shared library) and the results match PyTorch's.
func TestLevelsAndKinds(t *testing.T) {
	if _, err := cpu.FindToolchain(); err != nil {
		t.Skip(err)
	}
	targets := []string{"cpuplug", "cputorch", "cpullvm", "cpushared"}
	plugintest.InstallFakes(t, targets...)
	dir := filepath.Join("..", "..", "test", "models", "mlp")
	m, err := modelzoo.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	args, err := m.Arguments()
	if err != nil {
		t.Fatal(err)
	}
	want, err := m.Outputs()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range targets {
		t.Run(name, func(t *testing.T) {
			b, err := plugin.Find(context.Background(), name)
			if err != nil {
				t.Fatal(err)
			}
			tgt := plugintarget.New(b)
			ctx := ir.NewContext()
			all.Register(ctx)
			module, err := parser.ParseSource(ctx, "model.mlir", m.MLIR, parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			// strata-run gives a torch-backend plug-in the torch module, the
			// others linalg on tensors.
			var text string
			if tgt.TakesTorch() {
				text, err = tgt.Pipeline(backend.LevelTorch)
				if _, bad := tgt.Pipeline(backend.LevelTensor); bad == nil {
					t.Error("a torch-backend plug-in's target took linalg on tensors")
				}
			} else {
				text, err = tgt.Pipeline(backend.LevelTensor)
				if err == nil {
					run(t, module, compiler.PipelineText(compiler.Level(module), backend.LevelTensor))
				}
			}
			if err != nil {
				t.Fatal(err)
			}
			run(t, module, text)
			exe, err := tgt.Compile(module, backend.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := exe.Run("main", args)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if err := modelzoo.Compare(got[i], want[i], 1e-3, 1e-4); err != nil {
					t.Errorf("result %d: %v", i, err)
				}
			}
		})
	}
}

// A backend whose shared library lacks a segment's entry point fails at
// Compile, naming it.
func TestLackingLibrary(t *testing.T) {
	if _, err := cpu.FindToolchain(); err != nil {
		t.Skip(err)
	}
	plugintest.InstallFakes(t, "cpulacking")
	b, err := plugin.Find(context.Background(), "cpulacking")
	if err != nil {
		t.Fatal(err)
	}
	tgt := plugintarget.New(b)
	ctx := ir.NewContext()
	all.Register(ctx)
	module, err := parser.ParseSource(ctx, "m.mlir", `func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %f : tensor<2x4xf32>
}`, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	text, err := tgt.Pipeline(backend.LevelTensor)
	if err != nil {
		t.Fatal(err)
	}
	run(t, module, text)
	if _, err := tgt.Compile(module, backend.Options{}); err == nil || !strings.Contains(err.Error(), "does not define _mlir_ciface_main_cpulacking_0") {
		t.Errorf("Compile: %v", err)
	}
}

// run runs the pass pipeline text on module.
func run(t *testing.T, module *ir.Operation, text string) {
	t.Helper()
	if text == "" {
		return
	}
	pm, err := pipelines.Registry().ParsePipeline(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(module); err != nil {
		t.Fatal(err)
	}
}
