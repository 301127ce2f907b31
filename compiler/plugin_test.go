package compiler

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
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
// set (a stand-in for a vendor's compiler, speaking the protocol for
// real): it compiles its segments with strata-compile's own CPU path.
// $STRATA_TEST_BACKEND names the plug-in (fakeBackends).
func TestMain(m *testing.M) {
	if name := os.Getenv("STRATA_TEST_BACKEND"); name != "" {
		os.Exit(fakeBackend(name, os.Args[1:]))
	}
	os.Exit(m.Run())
}

// fakeBackend is one of the test's plug-ins.
type fakeBackendKind struct {
	caps plugin.Capabilities
	// kind is the artifact's kind.
	kind string
	// receives is a string the module sent must hold, and lacks one it
	// must not (what the level promises).
	receives, lacks string
	// drop is a function whose entry point the artifact lacks.
	drop bool
}

var (
	matmulOps = []plugin.OpSupport{{Op: "linalg.matmul", ElementTypes: []string{"f32"}}, {Op: "linalg.fill"}, {Op: "tensor.empty"}}
	// fakeBackends are the test's plug-ins, by name:
	//   cpuplug: matmuls, fills and empty tensors, at linalg, into an object;
	//   cpuall: every op, as loops on buffers (a whole-function backend);
	//   cputorch: torch.aten.mm and the permutes of its operands, given as torch;
	//   cpullvm: matmuls given in the llvm dialect;
	//   cpushared: cpuplug's ops into a shared library;
	//   cpulacking: a shared library that does not define what it says.
	fakeBackends = map[string]fakeBackendKind{
		"cpuplug": {caps: plugin.Capabilities{Level: plugin.LevelLinalg, Ops: matmulOps}, kind: plugin.KindObject,
			receives: "linalg.matmul"},
		"cpuall": {caps: plugin.Capabilities{Level: plugin.LevelLoops, Ops: []plugin.OpSupport{{Op: plugin.AnyOp}}}, kind: plugin.KindObject,
			receives: "scf.for", lacks: "tensor<"},
		"cputorch": {caps: plugin.Capabilities{Level: plugin.LevelTorchBackend, Ops: []plugin.OpSupport{
			{Op: "torch.aten.mm", ElementTypes: []string{"f32"}}, {Op: "torch.aten.permute"}}}, kind: plugin.KindObject,
			receives: "torch.aten.mm", lacks: "linalg."},
		"cpullvm": {caps: plugin.Capabilities{Level: plugin.LevelLLVM, Ops: matmulOps}, kind: plugin.KindObject,
			receives: "llvm.func", lacks: "linalg."},
		"cpushared": {caps: plugin.Capabilities{Level: plugin.LevelLinalg, Ops: matmulOps}, kind: plugin.KindSharedLibrary,
			receives: "linalg.matmul"},
		"cpulacking": {caps: plugin.Capabilities{Level: plugin.LevelLinalg, Ops: matmulOps}, kind: plugin.KindSharedLibrary,
			drop: true},
	}
)

// installFakeBackends puts the plug-ins named on PATH.
func installFakeBackends(t *testing.T, names ...string) {
	env := map[string][]string{}
	for _, n := range names {
		env[n] = []string{"STRATA_TEST_BACKEND=" + n}
	}
	plugintest.Install(t, env)
}

func fakeBackend(name string, args []string) int {
	b, ok := fakeBackends[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "strata-backend-%s: no such test backend\n", name)
		return 2
	}
	b.caps.Protocol, b.caps.Name = plugin.ProtocolVersion, name
	if len(args) > 0 && args[0] == "capabilities" {
		json.NewEncoder(os.Stdout).Encode(b.caps)
		return 0
	}
	var out, level string
	for i := 0; i+1 < len(args); i++ {
		switch args[i] {
		case "--out":
			out = args[i+1]
		case "--level":
			level = args[i+1]
		}
	}
	src, err := io.ReadAll(os.Stdin)
	switch {
	case err != nil || out == "":
		fmt.Fprintln(os.Stderr, "strata-backend-"+name+": bad request", err)
		return 2
	case level != b.caps.Level:
		fmt.Fprintf(os.Stderr, "strata-backend-%s: asked for level %s, want %s\n", name, level, b.caps.Level)
		return 2
	case !strings.Contains(string(src), b.receives) || (b.lacks != "" && strings.Contains(string(src), b.lacks)):
		fmt.Fprintf(os.Stderr, "strata-backend-%s: the %s module should hold %q and not %q:\n%s", name, level, b.receives, b.lacks, src)
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
	artifact := "segments.o"
	tc, err := cpu.FindToolchain()
	if err == nil {
		err = tc.Codegen(context.Background(), out, "segments.ll", artifact, 2, false)
	}
	if err == nil && b.kind == plugin.KindSharedLibrary {
		artifact = "libsegments.so"
		objects := []string{"segments.o"}
		if b.drop {
			// Another definition of the first function's entry point's name.
			c := filepath.Join(out, "other.c")
			err = os.WriteFile(c, []byte("void _mlir_ciface_something_else(void) {}\n"), 0o644)
			objects = []string{c}
		}
		if err == nil {
			cmd := exec.Command(tc.CC, append([]string{"-shared", "-fPIC", "-o", artifact}, objects...)...)
			cmd.Dir, cmd.Stderr = out, os.Stderr
			err = cmd.Run()
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	json.NewEncoder(os.Stdout).Encode(plugin.Artifact{Protocol: 1, Path: artifact, Kind: b.kind, Functions: functions})
	return 0
}

// strata-compile --target=NAME, at each level and artifact kind: the
// MLP's matmuls compiled by the plug-in (cpuplug: into an object, at
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
	targets := []string{"cpuplug", "cpuall", "cputorch", "cpullvm", "cpushared"}
	installFakeBackends(t, targets...)
	for _, target := range targets {
		t.Run(target, func(t *testing.T) {
			model := "../test/models/mlp"
			work := t.TempDir()
			if rc := Main([]string{filepath.Join(model, "model.mlir"), "--target=" + target, "--no-cache", "-o", filepath.Join(work, "libmodule.so")}); rc != 0 {
				t.Fatalf("strata-compile --target=%s exited %d", target, rc)
			}
			beside := filepath.Join(work, "libmodule."+target+".so")
			if _, err := os.Stat(beside); (err == nil) != (target == "cpushared") {
				t.Errorf("%s beside the output: %v", beside, err)
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
	installFakeBackends(t, "cpulacking", "cpushared")
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
