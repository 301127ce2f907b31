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
	"github.com/strata-compiler/strata/internal/plugintest"
)

// The test binary is strata-backend-c when $STRATA_C_PLUGIN is set.
func TestMain(m *testing.M) {
	if os.Getenv("STRATA_C_PLUGIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// quickModels are the models go test builds through the C backend; the
// long suite (STRATA_LONG_TESTS=1, scripts/long-tests.sh) builds them all.
var quickModels = []string{"mlp", "mlp_dynamic", "bert_dynamic", "transformer_encoder_layer"}

// Every model under test/models, built by strata-compile --target=c (the
// whole function as C with OpenMP, compiled by cc), reproduces PyTorch's
// outputs, at one thread and at four.
func TestModelsThroughC(t *testing.T) {
	tc := installC(t)
	models := quickModels
	if os.Getenv("STRATA_LONG_TESTS") != "" {
		entries, err := os.ReadDir(filepath.Join("..", "..", "..", "test", "models"))
		if err != nil {
			t.Fatal(err)
		}
		models = nil
		for _, e := range entries {
			if e.IsDir() {
				models = append(models, e.Name())
			}
		}
	}
	for _, name := range models {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("..", "..", "..", "test", "models", name)
			work := t.TempDir()
			lib := filepath.Join(work, "libmodule.so")
			if rc := compiler.Main([]string{filepath.Join(dir, "model.mlir"), "--target=c", "--no-cache", "-o", lib}); rc != 0 {
				t.Fatalf("strata-compile --target=c exited %d", rc)
			}
			// The model's code is the plug-in's: its entry point is in the library.
			if out, err := exec.Command("nm", lib).Output(); err == nil && !bytes.Contains(out, []byte("_mlir_ciface_main_c_0")) {
				t.Errorf("no _mlir_ciface_main_c_0 in the library")
			}
			for _, threads := range []string{"1", "4"} {
				t.Setenv("OMP_NUM_THREADS", threads)
				if err := compiler.CheckModelLibrary(context.Background(), dir, work, tc, 1e-3, 1e-4); err != nil {
					t.Errorf("OMP_NUM_THREADS=%s: %v", threads, err)
				}
			}
		})
	}
}

// installC puts strata-backend-c (this test binary) first on PATH and
// returns the host's toolchain (the test is skipped without one).
func installC(t *testing.T) cpu.Toolchain {
	t.Helper()
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Skip(err)
	}
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no cc")
	}
	plugintest.Install(t, map[string][]string{"c": {"STRATA_C_PLUGIN=1"}})
	return tc
}

// The capabilities query answers every op at the loops level; an
// unknown request is an error.
func TestRequests(t *testing.T) {
	var out, errs bytes.Buffer
	if rc := run([]string{"capabilities", "--protocol", "1"}, nil, &out, &errs); rc != 0 || !strings.Contains(out.String(), `"level":"loops"`) {
		t.Errorf("capabilities: rc %d, %q %q", rc, out.String(), errs.String())
	}
	if rc := run([]string{"dance"}, nil, &out, &errs); rc == 0 {
		t.Error("an unknown request succeeded")
	}
}
