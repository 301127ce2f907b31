package compiler

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/internal/plugintest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/plugin"
)

// The test binary is also a backend plug-in when $STRATA_TEST_BACKEND is
// set: strata-backend-cpuplug runs matmuls, fills and empty tensors, and
// compiles its segments with strata-compile's own CPU path into an object
// (a stand-in for a vendor's compiler, speaking the protocol for real).
func TestMain(m *testing.M) {
	if os.Getenv("STRATA_TEST_BACKEND") == "1" {
		os.Exit(fakeBackend(os.Args[1:]))
	}
	os.Exit(m.Run())
}

func fakeBackend(args []string) int {
	if len(args) > 0 && args[0] == "capabilities" {
		caps := plugin.Capabilities{Protocol: 1, Name: "cpuplug", Level: plugin.LevelLinalg,
			Ops: []plugin.OpSupport{{Op: "linalg.matmul", ElementTypes: []string{"f32"}}, {Op: "linalg.fill"}, {Op: "tensor.empty"}}}
		if os.Getenv("STRATA_TEST_BACKEND_ALL") == "1" {
			// Every op, given as loops on buffers: a whole-function backend.
			caps = plugin.Capabilities{Protocol: 1, Name: "cpuall", Level: plugin.LevelLoops, Ops: []plugin.OpSupport{{Op: plugin.AnyOp}}}
		}
		json.NewEncoder(os.Stdout).Encode(caps)
		return 0
	}
	var out string
	for i := 0; i+1 < len(args); i++ {
		if args[i] == "--out" {
			out = args[i+1]
		}
	}
	src, err := io.ReadAll(os.Stdin)
	if err != nil || out == "" {
		fmt.Fprintln(os.Stderr, "strata-backend-cpuplug: bad request", err)
		return 2
	}
	in := filepath.Join(out, "segments.mlir")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if rc := Main([]string{in, "--emit=llvm-ir", "-o", filepath.Join(out, "segments.ll")}); rc != 0 {
		return rc
	}
	tc, err := cpu.FindToolchain()
	if err == nil {
		err = tc.Codegen(context.Background(), out, "segments.ll", "segments.o", 2, false)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	var functions []string
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, in, string(src), parser.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	for o := mod.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.HasAttr("strata.target") {
			functions = append(functions, ir.SymbolName(o))
		}
	}
	json.NewEncoder(os.Stdout).Encode(plugin.Artifact{Protocol: 1, Path: "segments.o", Kind: plugin.KindObject, Functions: functions})
	return 0
}

// strata-compile --target=cpuplug: the MLP's matmuls compiled by the
// plug-in into its object, the rest by the CPU path, one library that
// reproduces PyTorch's outputs; --target=cpuall: a backend of every op at
// the loops level gets the whole function as one segment, lowered to loops.
func TestBackendPluginEndToEnd(t *testing.T) {
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Skip(err)
	}
	plugintest.Install(t, map[string][]string{
		"cpuplug": {"STRATA_TEST_BACKEND=1"},
		"cpuall":  {"STRATA_TEST_BACKEND=1", "STRATA_TEST_BACKEND_ALL=1"},
	})
	for _, target := range []string{"cpuplug", "cpuall"} {
		t.Run(target, func(t *testing.T) {
			model := "../test/models/mlp"
			work := t.TempDir()
			if rc := Main([]string{filepath.Join(model, "model.mlir"), "--target=" + target, "--no-cache", "-o", filepath.Join(work, "libmodule.so")}); rc != 0 {
				t.Fatalf("strata-compile --target=%s exited %d", target, rc)
			}
			if err := CheckModelLibrary(context.Background(), model, work, tc, modelRTol, modelATol); err != nil {
				t.Fatal(err)
			}
		})
	}
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
