package compiler

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/internal/plugintest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/plugin"
)

// The test binary is also each of plugintest's fake backend plug-ins,
// compiling with strata-compile's own CPU path (Main).
func TestMain(m *testing.M) { plugintest.FakeMain(m, Main) }

// strata-compile --target=NAME, at each level and artifact kind: the
// MLP's generic ops (or, for cputorch, its products) compiled by the plug-in (cpuplug: into an object, at
// linalg; cputorch: given as torch ops; cpullvm: given in the llvm
// dialect; cpushared: into a shared library, copied beside the output),
// the rest by the CPU path, one library that reproduces PyTorch's
// outputs; --target=cpuall: a backend of every op at the loops level gets
// the whole function as one segment, lowered to loops.
func TestBackendPluginEndToEnd(t *testing.T) {
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Skip(err)
	}
	targets := []string{"cpuplug", "cpuall", "cputorch", "cpullvm", "cpushared", "cpusoname"}
	besides := map[string]string{"cpushared": "libmodule.cpushared.so", "cpusoname": "libcpuvendor.so"}
	plugintest.InstallFakes(t, targets...)
	for _, target := range targets {
		t.Run(target, func(t *testing.T) {
			model := "../test/models/mlp"
			work := t.TempDir()
			if rc := Main([]string{filepath.Join(model, "model.mlir"), "--target=" + target, "--no-cache", "-o", filepath.Join(work, "libmodule.so")}); rc != 0 {
				t.Fatalf("strata-compile --target=%s exited %d", target, rc)
			}
			// A shared library is beside the output, named as the output's
			// DT_NEEDED says; nothing else is.
			entries, _ := os.ReadDir(work)
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
			}
			want := []string{"libmodule.so"}
			if besides[target] != "" {
				want = append([]string{besides[target]}, want...)
			}
			if !slices.Equal(names, want) {
				t.Errorf("the output folder holds %v, want %v", names, want)
			}
			if err := CheckModelLibrary(context.Background(), model, work, tc, modelRTol, modelATol); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// What a backend's answer must not be: a shared library that lacks a
// function's entry point, and a shared library where a relocatable object
// is asked for; either fails with no output left behind.
func TestBackendPluginRejects(t *testing.T) {
	if _, err := cpu.FindToolchain(); err != nil {
		t.Skip(err)
	}
	plugintest.InstallFakes(t, "cpulacking", "cpushared")
	for _, c := range []struct{ target, emit, want string }{
		{"cpulacking", "so", "does not define _mlir_ciface_main_cpulacking_0"},
		{"cpushared", "obj", "a relocatable object (--emit=obj) cannot hold"},
	} {
		t.Run(c.target+"-"+c.emit, func(t *testing.T) {
			work := t.TempDir()
			rc, stderr := mainCapturing(t, "../test/models/mlp/model.mlir", "--target="+c.target, "--no-cache", "--emit="+c.emit, "-o", filepath.Join(work, "out"))
			if rc == 0 || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stderr:\n%s\nwant an error with %q", rc, stderr, c.want)
			}
			if left, _ := os.ReadDir(work); len(left) != 0 {
				t.Errorf("a failed run left %v", left)
			}
		})
	}
}

// mainCapturing runs Main with args and returns its exit code and what it
// wrote to standard error.
func mainCapturing(t *testing.T, args ...string) (int, string) {
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	saved := os.Stderr
	os.Stderr = f
	rc := Main(args)
	os.Stderr = saved
	text, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	return rc, string(text)
}

// A plug-in's FILE:LINE:COL diagnostics come back as a diagnostic at the
// first error's location, the rest as notes, and one note naming it.
func TestPluginDiagnostics(t *testing.T) {
	ctx := ir.NewContext()
	stderr := "compiling 3 segments\nmodel.py:12:4: warning: slow path\nmodel.py:14:2: error: tile cannot fit a 3x3 convolution\nmodel.py:14:2: note: the array is 16x16\n"
	err := asDiagnostic(ctx, &plugin.RequestError{Plugin: "/opt/strata-backend-tile", Request: "compile",
		Err: fmt.Errorf("exit status 1"), Stderr: stderr, Diagnostics: plugin.ParseDiagnostics(stderr)})
	d, ok := err.(*ir.Diagnostic)
	if !ok {
		t.Fatalf("got %T %v, want a diagnostic", err, err)
	}
	got := ir.FormatDiagnostic(d, nil)
	for _, want := range []string{
		"model.py:14:2: error: tile cannot fit a 3x3 convolution",
		"model.py:12:4: note: warning: slow path",
		"model.py:14:2: note: note: the array is 16x16",
		"note: reported by backend plug-in /opt/strata-backend-tile (exit status 1)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	// Without diagnostics in its output, the plug-in's error stays as it is.
	plain := &plugin.RequestError{Plugin: "p", Request: "compile", Err: fmt.Errorf("signal: killed")}
	if asDiagnostic(ctx, plain) != error(plain) {
		t.Error("an error without diagnostics was changed")
	}
}
