package llvm_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/gpu"
	emitllvm "github.com/strata-compiler/strata/emit/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// optionalTool finds an external tool for the NVPTX checks: $env, then
// the given paths, then PATH. Missing, the test fails under CI=true and is
// skipped otherwise (scripts/setup-test-deps.sh installs llc-22,
// scripts/setup-ptxas.sh ptxas).
func optionalTool(t *testing.T, env, name string, paths ...string) string {
	t.Helper()
	for _, p := range append([]string{os.Getenv(env)}, paths...) {
		if p != "" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s not found: run scripts/setup-test-deps.sh", name)
	}
	t.Skipf("%s not found: run scripts/setup-test-deps.sh (llc-22) and scripts/setup-ptxas.sh (ptxas)", name)
	return ""
}

func repoRoot(t *testing.T) string {
	dir, _ := os.Getwd()
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

func llcAndPtxas(t *testing.T) (llc, ptxas string) {
	llc = optionalTool(t, "STRATA_LLC", "llc-22")
	ptxas = optionalTool(t, "STRATA_PTXAS", "ptxas", filepath.Join(repoRoot(t), "build", "ptxas", "bin", "ptxas"))
	return
}

func runCmd(stdin string, name string, args ...string) (string, error) {
	var out, errb bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return "", &toolError{err, errb.String()}
	}
	return out.String(), nil
}

type toolError struct {
	err    error
	stderr string
}

func (e *toolError) Error() string { return e.err.Error() + ": " + e.stderr }

// checkNVPTX has llc-22 compile container's LLVM IR for sm_90 and ptxas
// assemble llc's PTX. It returns false (after logging) when the module
// calls functions llc leaves external, which ptxas cannot resolve.
func checkNVPTX(t *testing.T, llc, ptxas string, container *ir.Operation) bool {
	t.Helper()
	text, err := emitllvm.TranslateGPU(container)
	if err != nil {
		t.Fatalf("TranslateGPU: %v", err)
	}
	if !strings.Contains(text, `target triple = "nvptx64-nvidia-cuda"`) {
		t.Fatalf("no nvptx64 triple:\n%s", text)
	}
	out, err := runCmd(text, llc, "-march=nvptx64", "-mcpu=sm_90", "-o", "-")
	if err != nil {
		t.Fatalf("llc: %v\ninput:\n%s", err, text)
	}
	if !strings.Contains(out, ".entry") {
		t.Fatalf("llc wrote no .entry:\n%s\ninput:\n%s", out, text)
	}
	if ext := emitllvm.ExternalCalls(container); len(ext) > 0 {
		t.Logf("%s: llc leaves %v external; not assembled", symbol(container), ext)
		return false
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "k.ptx")
	if err := os.WriteFile(in, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := runCmd("", ptxas, "-arch=sm_90", in, "-o", filepath.Join(dir, "k.cubin")); err != nil {
		t.Fatalf("ptxas rejects llc's PTX: %v\n%s", err, out)
	}
	return true
}

func symbol(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return op.Name()
}

// TestNVPTXIntrinsics translates nvvm ops, shared memory and native math
// and checks the intrinsics in the text, then compiles it with llc-22 and
// assembles llc's PTX with ptxas.
func TestNVPTXIntrinsics(t *testing.T) {
	src := `gpu.module @k {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
  llvm.func @reduce(%in: !llvm.ptr, %out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %p = llvm.getelementptr %in[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %x = llvm.load %p : !llvm.ptr -> f32
    %s = llvm.intr.sqrt(%x) : (f32) -> f32
    %a = llvm.intr.fabs(%s) : (f32) -> f32
    %f = llvm.intr.floor(%a) : (f32) -> f32
    %mx = llvm.intr.maximum(%f, %x) : (f32, f32) -> f32
    %y = nvvm.shfl.sync bfly %m, %mx, %c1, %c31 : f32 -> f32
    %d = nvvm.shfl.sync down %m, %tid, %c1, %c31 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    %ok = llvm.extractvalue %d[1] : !llvm.struct<(i32, i1)>
    %bal = nvvm.vote.sync ballot %m, %ok -> i32
    %any = nvvm.vote.sync any %m, %ok -> i1
    %g = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %q = llvm.getelementptr %g[%lane] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    llvm.store %y, %q : f32, !llvm.ptr<3>
    nvvm.barrier0
    nvvm.memory.barrier <cta>
    %r = llvm.load %q : !llvm.ptr<3> -> f32
    %o = llvm.getelementptr %out[%bid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    llvm.store %r, %o : f32, !llvm.ptr<1>
    %b = llvm.getelementptr %out[%bal] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i1
    llvm.store %any, %b : i1, !llvm.ptr<1>
    llvm.return
  }
}`
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "k.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	container := m.Region(0).Front().Ops()[0]
	text, err := emitllvm.TranslateGPU(container)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`target datalayout = "` + emitllvm.NVPTXDataLayout + `"`,
		`@buf = internal addrspace(3) global [32 x float]`,
		`define ptx_kernel void @reduce(`,
		`call i32 @llvm.nvvm.read.ptx.sreg.tid.x()`,
		`call i32 @llvm.nvvm.read.ptx.sreg.laneid()`,
		`call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1,`,
		`call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(`,
		`call i32 @llvm.nvvm.vote.ballot.sync(`,
		`call i1 @llvm.nvvm.vote.any.sync(`,
		`call void @llvm.nvvm.barrier0()`,
		`call void @llvm.nvvm.membar.cta()`,
		`call float @llvm.sqrt.f32(`,
		`call float @llvm.maximum.f32(`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	llc, ptxas := llcAndPtxas(t)
	if !checkNVPTX(t, llc, ptxas, container) {
		t.Fatal("unexpected external calls")
	}
}

// TestNVPTXModels lowers test/models/mlp and transformer_encoder_layer as
// `strata-compile --target=cuda --emit=nvvm` does, translates every
// gpu.module with TranslateGPU, compiles it with `llc-22 -march=nvptx64
// -mcpu=sm_90` and has ptxas assemble llc's PTX for sm_90 (the kernels
// that call a libm function, which llc leaves external, are only compiled).
func TestNVPTXModels(t *testing.T) {
	if testing.Short() {
		t.Skip("lowers two models")
	}
	llc, ptxas := llcAndPtxas(t)
	for _, name := range []string{"mlp", "transformer_encoder_layer"} {
		t.Run(name, func(t *testing.T) {
			p := filepath.Join(repoRoot(t), "test", "models", name, "model.mlir")
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
			n, assembled := 0, 0
			for _, op := range mod.Region(0).Front().Ops() {
				if op.Def() != gpu.Module {
					continue
				}
				n++
				if checkNVPTX(t, llc, ptxas, op) {
					assembled++
				}
			}
			if n == 0 {
				t.Fatal("no gpu.module")
			}
			t.Logf("%d gpu.modules through llc-22, %d of them assembled by ptxas", n, assembled)
		})
	}
}
