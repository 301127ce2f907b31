package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/compiler"
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
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Skip(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	script := "#!/bin/sh\nSTRATA_TILE_PLUGIN=1 exec '" + exe + "' \"$@\"\n"
	if err := os.WriteFile(filepath.Join(bin, "strata-backend-tile"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
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
