package plugintest

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
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/plugin"
)

// FakeMain is a test's TestMain: the test binary is the fake backend
// plug-in $STRATA_TEST_BACKEND names when it is set (a stand-in for a
// vendor's compiler, speaking the protocol for real, InstallFakes puts
// them on PATH), compiling its segments to LLVM IR with compile
// (strata-compile's Main), and runs the tests otherwise.
func FakeMain(m *testing.M, compile func(args []string) int) {
	if name := os.Getenv("STRATA_TEST_BACKEND"); name != "" {
		os.Exit(fake(name, os.Args[1:], compile))
	}
	os.Exit(m.Run())
}

// fakeKind is one of the fake plug-ins.
type fakeKind struct {
	caps plugin.Capabilities
	// kind is the artifact's kind.
	kind string
	// receives is a string the module sent must hold, and lacks one it
	// must not (what the level promises).
	receives, lacks string
	// drop makes the artifact lack the functions' entry points.
	drop bool
	// soname is a shared library's DT_SONAME ("": none).
	soname string
}

var (
	// linalgOps are the generic ops (the MLP's bias additions, ReLUs and
	// softmax), fills and empty tensors.
	linalgOps = []plugin.OpSupport{{Op: linalg.Generic.Name, ElementTypes: []string{"f32"}}, {Op: linalg.Fill.Name}, {Op: tensor.Empty.Name}}
	// fakes are the fake plug-ins, by name:
	//   cpuplug: f32 generic ops, fills and empty tensors, at linalg, into an object;
	//   cpuall: every op, as loops on buffers (a whole-function backend);
	//   cputorch: torch.aten.mm and the permutes of its operands, given as torch;
	//   cpullvm: cpuplug's ops given in the llvm dialect;
	//   cpushared: cpuplug's ops into a shared library;
	//   cpusoname: the same, the library named libcpuvendor.so (DT_SONAME);
	//   cpulacking: a shared library that does not define what it says.
	fakes = map[string]fakeKind{
		"cpuplug": {caps: plugin.Capabilities{Level: plugin.LevelLinalg, Ops: linalgOps}, kind: plugin.KindObject,
			receives: linalg.Generic.Name},
		"cpuall": {caps: plugin.Capabilities{Level: plugin.LevelLoops, Ops: []plugin.OpSupport{{Op: plugin.AnyOp}}}, kind: plugin.KindObject,
			receives: scf.For.Name, lacks: "tensor<"},
		"cputorch": {caps: plugin.Capabilities{Level: plugin.LevelTorchBackend, Ops: []plugin.OpSupport{
			{Op: torch.AtenMm.Name, ElementTypes: []string{"f32"}}, {Op: torch.AtenPermute.Name}}}, kind: plugin.KindObject,
			receives: torch.AtenMm.Name, lacks: "linalg."},
		"cpullvm": {caps: plugin.Capabilities{Level: plugin.LevelLLVM, Ops: linalgOps}, kind: plugin.KindObject,
			receives: llvm.FuncOp.Name, lacks: "linalg."},
		"cpushared": {caps: plugin.Capabilities{Level: plugin.LevelLinalg, Ops: linalgOps}, kind: plugin.KindSharedLibrary,
			receives: linalg.Generic.Name},
		"cpusoname": {caps: plugin.Capabilities{Level: plugin.LevelLinalg, Ops: linalgOps}, kind: plugin.KindSharedLibrary,
			receives: linalg.Generic.Name, soname: "libcpuvendor.so"},
		"cpulacking": {caps: plugin.Capabilities{Level: plugin.LevelLinalg, Ops: linalgOps}, kind: plugin.KindSharedLibrary,
			drop: true},
	}
)

// InstallFakes puts the fake plug-ins named (fakes) on PATH for the
// test, whose TestMain must be FakeMain.
func InstallFakes(t *testing.T, names ...string) {
	t.Helper()
	env := map[string][]string{}
	for _, n := range names {
		if _, ok := fakes[n]; !ok {
			t.Fatalf("no fake backend %q", n)
		}
		env[n] = []string{"STRATA_TEST_BACKEND=" + n}
	}
	Install(t, env)
}

// fake answers one request as the fake plug-in name.
func fake(name string, args []string, compile func([]string) int) int {
	b, ok := fakes[name]
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
	if rc := compile([]string{in, "--emit=llvm-ir", "-o", filepath.Join(out, "segments.ll")}); rc != 0 {
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
			args := []string{"-shared", "-fPIC", "-o", artifact}
			if b.soname != "" {
				args = append(args, "-Wl,-soname,"+b.soname)
			}
			cmd := exec.Command(tc.CC, append(args, objects...)...)
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
