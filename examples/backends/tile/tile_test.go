package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
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

// The test binary is strata-backend-tile when $STRATA_TILE_PLUGIN is set.
func TestMain(m *testing.M) {
	if os.Getenv("STRATA_TILE_PLUGIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// Models whose products run on the simulated tile and everything else on
// the host, built by strata-compile --target=tile into one library each,
// reproduce PyTorch's outputs.
func TestModelsOnTile(t *testing.T) {
	tc := installTile(t)
	for _, name := range []string{"mlp", "mlp_dynamic", "bert_2layer_h64", "transformer_encoder_layer", "resnet18"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("..", "..", "..", "test", "models", name)
			work := t.TempDir()
			lib := filepath.Join(work, "libmodule.so")
			if rc := compiler.Main([]string{filepath.Join(dir, "model.mlir"), "--target=tile", "--no-cache", "-o", lib}); rc != 0 {
				t.Fatalf("strata-compile --target=tile exited %d", rc)
			}
			// The products are the tile's: its simulator is in the library.
			if out, err := exec.Command("nm", lib).Output(); err == nil && !bytes.Contains(out, []byte("tile_matmul")) {
				t.Errorf("no tile_matmul in the library")
			}
			if err := compiler.CheckModelLibrary(context.Background(), dir, work, tc, 1e-3, 1e-4); err != nil {
				t.Error(err)
			}
		})
	}
}

// installTile puts strata-backend-tile (this test binary) first on PATH
// and returns the host's toolchain (the test is skipped without one).
func installTile(t *testing.T) cpu.Toolchain {
	t.Helper()
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Skip(err)
	}
	plugintest.Install(t, map[string][]string{"tile": {"STRATA_TILE_PLUGIN=1"}})
	return tc
}

// strata-run's way (backend/plugintarget, --target=tile): the target's
// pipeline partitions the module, its executable builds and runs the
// library; the MLP's results match PyTorch's.
func TestPluginTarget(t *testing.T) {
	installTile(t)
	b, err := plugin.Find(context.Background(), "tile")
	if err != nil {
		t.Fatal(err)
	}
	tgt := plugintarget.New(b)
	dir := filepath.Join("..", "..", "..", "test", "models", "mlp")
	m, err := modelzoo.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	module, err := parser.ParseSource(ctx, "model.mlir", m.MLIR, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	partition, err := tgt.Pipeline(backend.LevelTensor)
	if err != nil {
		t.Fatal(err)
	}
	pm, err := pipelines.Registry().ParsePipeline(compiler.PipelineText(compiler.Level(module), backend.LevelTensor))
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(module); err != nil {
		t.Fatal(err)
	}
	if pm, err = pipelines.Registry().ParsePipeline(partition); err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(module); err != nil {
		t.Fatal(err)
	}
	if _, err := tgt.Compile(module.Clone(ir.NewIRMapping()), backend.Options{CheckLeaks: true}); err == nil {
		t.Error("the leak check ran with a plug-in, which allocates outside it")
	}
	exe, err := tgt.Compile(module, backend.Options{})
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
	got, err := exe.Run("main", args)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if err := modelzoo.Compare(got[i], want[i], 1e-3, 1e-4); err != nil {
			t.Errorf("result %d: %v", i, err)
		}
	}
}

// The capabilities query answers tile's declaration; an unknown request
// is an error.
func TestRequests(t *testing.T) {
	var out, errs bytes.Buffer
	if rc := run([]string{"capabilities", "--protocol", "1"}, nil, &out, &errs); rc != 0 || !strings.Contains(out.String(), `"name":"tile"`) {
		t.Errorf("capabilities: rc %d, %q %q", rc, out.String(), errs.String())
	}
	if rc := run([]string{"dance"}, nil, &out, &errs); rc == 0 {
		t.Error("an unknown request succeeded")
	}
}
