package ptx_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func moduleRoot(t *testing.T) string {
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

// ptxasPath finds ptxas: $STRATA_PTXAS, scripts/setup-ptxas.sh's folder
// ($STRATA_PTXAS_DIR or build/ptxas), then PATH. Missing, the test fails
// under CI=true and is skipped otherwise.
func ptxasPath(t *testing.T) string {
	cands := []string{os.Getenv("STRATA_PTXAS")}
	if d := os.Getenv("STRATA_PTXAS_DIR"); d != "" {
		cands = append(cands, filepath.Join(d, "bin", "ptxas"))
	}
	cands = append(cands, filepath.Join(moduleRoot(t), "build", "ptxas", "bin", "ptxas"))
	for _, c := range cands {
		if c != "" {
			if _, err := os.Stat(c); err == nil {
				return c
			}
		}
	}
	if p, err := exec.LookPath("ptxas"); err == nil {
		return p
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("ptxas not found: run scripts/setup-ptxas.sh")
	}
	t.Skip("ptxas not found: run scripts/setup-ptxas.sh")
	return ""
}

func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "kernel.mlir", src, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("verify: %v\n%s", err, src)
	}
	return m
}

// lower runs strata-opt's pipeline from func/arith/math/memref/scf to the
// llvm dialect.
func lower(t *testing.T, src string, libm bool) string {
	t.Helper()
	args := []string{"--convert-scf-to-cf", "--convert-math-to-llvm"}
	if libm {
		args = []string{"--convert-scf-to-cf", "--convert-math-to-libm", "--convert-math-to-llvm"}
	}
	args = append(args, "--convert-arith-to-llvm", "--finalize-memref-to-llvm", "--convert-func-to-llvm",
		"--convert-cf-to-llvm", "--reconcile-unrealized-casts")
	var out, errb bytes.Buffer
	code := driver.RunOpt(compiler.OptConfig("strata-opt"), args, strings.NewReader(src), &out, &errb)
	if code != 0 {
		t.Fatalf("strata-opt: %s\n%s", errb.String(), src)
	}
	return out.String()
}

func assemble(t *testing.T, ptxas, text, chip string) {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, "k.ptx")
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(ptxas, "-arch="+chip, in, "-o", filepath.Join(dir, "k.cubin"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ptxas -arch=%s: %v\n%s\n%s", chip, err, out, numbered(text))
	}
}

func numbered(s string) string {
	var b strings.Builder
	for i, l := range strings.Split(s, "\n") {
		fmt.Fprintf(&b, "%4d %s\n", i+1, l)
	}
	return b.String()
}

func emitAndAssemble(t *testing.T, ptxas, src string) {
	t.Helper()
	m := parse(t, src)
	for _, chip := range []string{"sm_90", "sm_80"} {
		for _, c := range ptx.Containers(m) {
			text, err := ptx.Emit(c, ptx.Options{Chip: chip, LineInfo: chip == "sm_90"})
			if err != nil {
				t.Fatalf("emit: %v\n%s", err, src)
			}
			assemble(t, ptxas, text, chip)
		}
	}
}

var intTypes = []string{"i8", "i16", "i32", "i64"}
var floatTypes = []string{"f16", "bf16", "f32", "f64"}

// intKernel exercises every integer op, compare and select on T.
func intKernel(T string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "llvm.func @int_%s(%%p: !llvm.ptr<1>, %%a: %s, %%b: %s) attributes {nvvm.kernel} {\n", T, T, T)
	ops := []string{"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and", "or", "xor", "shl", "lshr", "ashr"}
	prev := "%a"
	for i, o := range ops {
		fmt.Fprintf(&b, "  %%v%d = llvm.%s %s, %%b : %s\n", i, o, prev, T)
		prev = fmt.Sprintf("%%v%d", i)
	}
	for i, p := range []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"} {
		fmt.Fprintf(&b, "  %%c%d = llvm.icmp \"%s\" %s, %%a : %s\n", i, p, prev, T)
		fmt.Fprintf(&b, "  %%s%d = llvm.select %%c%d, %s, %%b : i1, %s\n", i, i, prev, T)
		prev = fmt.Sprintf("%%s%d", i)
	}
	for i, f := range []string{"smax", "smin", "umax", "umin"} {
		fmt.Fprintf(&b, "  %%m%d = llvm.intr.%s(%s, %%b) : (%s, %s) -> %s\n", i, f, prev, T, T, T)
		prev = fmt.Sprintf("%%m%d", i)
	}
	fmt.Fprintf(&b, "  %%pc = llvm.intr.ctpop(%s) : (%s) -> %s\n", prev, T, T)
	fmt.Fprintf(&b, "  %%br = llvm.intr.bitreverse(%%pc) : (%s) -> %s\n", T, T)
	prev = "%br"
	if T != "i8" {
		fmt.Fprintf(&b, "  %%bs = llvm.intr.bswap(%%br) : (%s) -> %s\n", T, T)
		prev = "%bs"
	}
	fmt.Fprintf(&b, "  %%k = llvm.mlir.constant(-3 : %s) : %s\n", T, T)
	fmt.Fprintf(&b, "  %%r = llvm.add %s, %%k : %s\n", prev, T)
	fmt.Fprintf(&b, "  llvm.store %%r, %%p : %s, !llvm.ptr<1>\n", T)
	// Casts to and from every other width and to floats.
	for _, U := range intTypes {
		if U == T {
			continue
		}
		op := "sext"
		if width(U) < width(T) {
			op = "trunc"
		}
		fmt.Fprintf(&b, "  %%x%s = llvm.%s %%r : %s to %s\n", U, op, T, U)
		if op == "sext" {
			fmt.Fprintf(&b, "  %%z%s = llvm.zext %%r : %s to %s\n", U, T, U)
		}
		fmt.Fprintf(&b, "  llvm.store %%x%s, %%p : %s, !llvm.ptr<1>\n", U, U)
	}
	for _, F := range floatTypes {
		fmt.Fprintf(&b, "  %%sf%s = llvm.sitofp %%r : %s to %s\n", F, T, F)
		fmt.Fprintf(&b, "  %%uf%s = llvm.uitofp %%r : %s to %s\n", F, T, F)
		fmt.Fprintf(&b, "  %%fs%s = llvm.fptosi %%sf%s : %s to %s\n", F, F, F, T)
		fmt.Fprintf(&b, "  %%fu%s = llvm.fptoui %%uf%s : %s to %s\n", F, F, F, T)
		fmt.Fprintf(&b, "  llvm.store %%fs%s, %%p : %s, !llvm.ptr<1>\n", F, T)
		fmt.Fprintf(&b, "  llvm.store %%fu%s, %%p : %s, !llvm.ptr<1>\n", F, T)
	}
	fmt.Fprintf(&b, "  %%t1 = llvm.trunc %%r : %s to i1\n", T)
	fmt.Fprintf(&b, "  %%e1 = llvm.zext %%t1 : i1 to %s\n", T)
	fmt.Fprintf(&b, "  %%sx1 = llvm.sext %%t1 : i1 to %s\n", T)
	fmt.Fprintf(&b, "  %%q = llvm.add %%e1, %%sx1 : %s\n", T)
	fmt.Fprintf(&b, "  llvm.store %%q, %%p : %s, !llvm.ptr<1>\n", T)
	fmt.Fprintf(&b, "  llvm.store %%t1, %%p : i1, !llvm.ptr<1>\n")
	b.WriteString("  llvm.return\n}\n")
	return b.String()
}

func width(t string) int {
	var w int
	fmt.Sscanf(strings.TrimLeft(t, "ibf"), "%d", &w)
	return w
}

// floatKernel exercises every float op, compare, cast and intrinsic on T.
func floatKernel(T string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "llvm.func @float_%s(%%p: !llvm.ptr, %%a: %s, %%b: %s) attributes {nvvm.kernel} {\n", T, T, T)
	prev := "%a"
	for i, o := range []string{"fadd", "fsub", "fmul", "fdiv", "frem"} {
		fmt.Fprintf(&b, "  %%v%d = llvm.%s %s, %%b : %s\n", i, o, prev, T)
		prev = fmt.Sprintf("%%v%d", i)
	}
	fmt.Fprintf(&b, "  %%n = llvm.fneg %s : %s\n", prev, T)
	prev = "%n"
	for i, p := range []string{"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"} {
		fmt.Fprintf(&b, "  %%c%d = llvm.fcmp \"%s\" %s, %%a : %s\n", i, p, prev, T)
		fmt.Fprintf(&b, "  %%s%d = llvm.select %%c%d, %s, %%b : i1, %s\n", i, i, prev, T)
		prev = fmt.Sprintf("%%s%d", i)
	}
	un := []string{"sqrt", "exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
		"sinh", "cosh", "tanh", "fabs", "floor", "ceil", "round", "roundeven", "trunc", "rint", "nearbyint"}
	for i, f := range un {
		fmt.Fprintf(&b, "  %%u%d = llvm.intr.%s(%s) : (%s) -> %s\n", i, f, prev, T, T)
		prev = fmt.Sprintf("%%u%d", i)
	}
	for i, f := range []string{"pow", "minnum", "maxnum", "minimum", "maximum", "copysign", "atan2"} {
		fmt.Fprintf(&b, "  %%w%d = llvm.intr.%s(%s, %%b) : (%s, %s) -> %s\n", i, f, prev, T, T, T)
		prev = fmt.Sprintf("%%w%d", i)
	}
	fmt.Fprintf(&b, "  %%fm = llvm.intr.fma(%s, %%a, %%b) : (%s, %s, %s) -> %s\n", prev, T, T, T, T)
	fmt.Fprintf(&b, "  %%fa = llvm.intr.fmuladd(%%fm, %%a, %%b) : (%s, %s, %s) -> %s\n", T, T, T, T)
	fmt.Fprintf(&b, "  %%k = llvm.mlir.constant(1.5 : %s) : %s\n", T, T)
	fmt.Fprintf(&b, "  %%r = llvm.fadd %%fa, %%k : %s\n", T)
	fmt.Fprintf(&b, "  llvm.store %%r, %%p : %s, !llvm.ptr\n", T)
	for _, U := range floatTypes {
		if U == T {
			continue
		}
		op := "fpext"
		if width(U) < width(T) || (width(U) == width(T)) {
			op = "fptrunc"
		}
		if width(U) == width(T) {
			continue // f16 <-> bf16 is not a single LLVM cast
		}
		fmt.Fprintf(&b, "  %%x%s = llvm.%s %%r : %s to %s\n", U, op, T, U)
		fmt.Fprintf(&b, "  llvm.store %%x%s, %%p : %s, !llvm.ptr\n", U, U)
	}
	if w := width(T); w >= 16 {
		fmt.Fprintf(&b, "  %%bc = llvm.bitcast %%r : %s to i%d\n", T, w)
		fmt.Fprintf(&b, "  %%bb = llvm.bitcast %%bc : i%d to %s\n", w, T)
		fmt.Fprintf(&b, "  llvm.store %%bb, %%p : %s, !llvm.ptr\n", T)
	}
	b.WriteString("  llvm.return\n}\n")
	return b.String()
}

func TestPTXAssemblesIntegerOps(t *testing.T) {
	ptxas := ptxasPath(t)
	for _, T := range intTypes {
		t.Run(T, func(t *testing.T) { emitAndAssemble(t, ptxas, "module {\n"+intKernel(T)+"}\n") })
	}
}

func TestPTXAssemblesFloatOps(t *testing.T) {
	ptxas := ptxasPath(t)
	for _, T := range floatTypes {
		t.Run(T, func(t *testing.T) { emitAndAssemble(t, ptxas, "module {\n"+floatKernel(T)+"}\n") })
	}
}

// kernels are llvm-dialect inputs for the structural features.
var kernels = map[string]string{
	"control_flow": `module {
llvm.func @loops(%p: !llvm.ptr<1>, %n: i32, %m: i64) attributes {gpu.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^head(%c0, %f0, %c1 : i32, f32, i32)
^head(%i: i32, %acc: f32, %j: i32):
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^body, ^exit(%acc : f32)
^body:
  %g = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %x = llvm.load %g : !llvm.ptr<1> -> f32
  %s = llvm.fadd %acc, %x : f32
  %i1 = llvm.add %i, %c1 : i32
  llvm.switch %i1 : i32, ^head(%i1, %s, %j : i32, f32, i32) [
    3: ^head(%j, %s, %i1 : i32, f32, i32),
    7: ^exit(%s : f32)
  ]
^exit(%r: f32):
  llvm.store %r, %p : f32, !llvm.ptr<1>
  llvm.return
}
}`,
	"swap": `module {
llvm.func @swap(%p: !llvm.ptr, %a: i64, %b: i64, %n: i64) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^l(%a, %b, %n : i64, i64, i64)
^l(%x: i64, %y: i64, %k: i64):
  %k1 = llvm.sub %k, %one : i64
  %z = llvm.icmp "eq" %k1, %one : i64
  llvm.cond_br %z, ^done, ^l(%y, %x, %k1 : i64, i64, i64)
^done:
  llvm.store %x, %p : i64, !llvm.ptr
  llvm.return
}
}`,
	"shared_barrier_shuffle": `module {
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x f32>
llvm.mlir.global external @dyn() {addr_space = 3 : i32} : !llvm.array<0 x f32>
llvm.mlir.global internal constant @table(dense<[1.0, 2.0, 3.0]> : tensor<3xf32>) {addr_space = 1 : i32} : !llvm.array<3 x f32>
llvm.func @reduce(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %bdim = nvvm.read.ptx.sreg.ntid.x : i32
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %ws = nvvm.read.ptx.sreg.warpsize : i32
  %gy = nvvm.read.ptx.sreg.nctaid.y : i64
  %base = llvm.mul %bid, %bdim : i32
  %i = llvm.add %base, %tid : i32
  %g = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %x = llvm.load %g : !llvm.ptr -> f32
  %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %s = llvm.getelementptr %t[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
  llvm.store %x, %s : f32, !llvm.ptr<3>
  nvvm.barrier0
  %y = llvm.load %s : !llvm.ptr<3> -> f32
  %m = llvm.mlir.constant(-1 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %z = nvvm.shfl.sync bfly %m, %y, %c16, %c31 : f32 -> f32
  %zi = llvm.bitcast %z : f32 to i32
  %u = nvvm.shfl.sync up %m, %zi, %c16, %c31 : i32 -> i32
  %d = nvvm.shfl.sync down %m, %u, %c16, %c31 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %dv = llvm.extractvalue %d[0] : !llvm.struct<(i32, i1)>
  %ok = llvm.extractvalue %d[1] : !llvm.struct<(i32, i1)>
  %q = nvvm.shfl.sync idx %m, %dv, %lane, %c31 : i32 -> i32
  %bal = nvvm.vote.sync ballot %m, %ok -> i32
  %any = nvvm.vote.sync any %m, %ok -> i1
  %all = nvvm.vote.sync all %m, %any -> i1
  %uni = nvvm.vote.sync uni %m, %all -> i1
  %sel = llvm.select %uni, %bal, %q : i1, i32
  %dp = llvm.mlir.addressof @dyn : !llvm.ptr<3>
  llvm.store %sel, %dp : i32, !llvm.ptr<3>
  %gen = llvm.addrspacecast %dp : !llvm.ptr<3> to !llvm.ptr
  %back = llvm.addrspacecast %gen : !llvm.ptr to !llvm.ptr<3>
  llvm.store %ws, %back : i32, !llvm.ptr<3>
  %tb = llvm.mlir.addressof @table : !llvm.ptr<1>
  %tv = llvm.load %tb : !llvm.ptr<1> -> f32
  %o = llvm.fadd %z, %tv : f32
  llvm.store %o, %out : f32, !llvm.ptr
  %o64 = llvm.getelementptr %out[%gy] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %o, %o64 : f32, !llvm.ptr
  nvvm.barrier id = %tid
  nvvm.memory.barrier <cta>
  nvvm.memory.barrier <gpu>
  nvvm.memory.barrier <sys>
  llvm.return
}
}`,
	"calls_alloca_structs": `module {
llvm.func @helper(%a: i32, %s: !llvm.struct<(ptr, i64)>) -> !llvm.struct<(i32, f64)> {
  %p = llvm.extractvalue %s[0] : !llvm.struct<(ptr, i64)>
  %x = llvm.load %p : !llvm.ptr -> i32
  %y = llvm.add %x, %a : i32
  %f = llvm.sitofp %y : i32 to f64
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %u1 = llvm.insertvalue %y, %u[0] : !llvm.struct<(i32, f64)>
  %u2 = llvm.insertvalue %f, %u1[1] : !llvm.struct<(i32, f64)>
  llvm.return %u2 : !llvm.struct<(i32, f64)>
}
llvm.func @scalar(%a: f32, %b: i1) -> f32 {
  %c = llvm.select %b, %a, %a : i1, f32
  llvm.return %c : f32
}
llvm.func @kern(%p: !llvm.ptr, %n: i64) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(4 : i64) : i64
  %buf = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %buf5 = llvm.alloca %one x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr<5>
  %c7 = llvm.mlir.constant(7 : i32) : i32
  llvm.store %c7, %buf : i32, !llvm.ptr
  %z = llvm.mlir.zero : !llvm.struct<(ptr, i64)>
  %s0 = llvm.insertvalue %buf, %z[0] : !llvm.struct<(ptr, i64)>
  %s1 = llvm.insertvalue %n, %s0[1] : !llvm.struct<(ptr, i64)>
  %r = llvm.call @helper(%c7, %s1) : (i32, !llvm.struct<(ptr, i64)>) -> !llvm.struct<(i32, f64)>
  %d = llvm.extractvalue %r[1] : !llvm.struct<(i32, f64)>
  llvm.store %d, %buf5 : f64, !llvm.ptr<5>
  %e = llvm.load %buf5 : !llvm.ptr<5> -> f64
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  %pp = llvm.inttoptr %pi : i64 to !llvm.ptr
  llvm.store %e, %pp : f64, !llvm.ptr
  %t = llvm.mlir.constant(true) : i1
  %f = llvm.mlir.constant(2.5 : f32) : f32
  %q = llvm.call @scalar(%f, %t) : (f32, i1) -> f32
  llvm.store %q, %p : f32, !llvm.ptr
  %agg = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, f64)>
  llvm.store %agg, %p : !llvm.struct<(i32, f64)>, !llvm.ptr
  %len = llvm.mlir.constant(16 : i64) : i64
  "llvm.intr.memcpy"(%p, %buf, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %buf, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %b0 = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %b0, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
}`,
}

func TestPTXAssemblesKernels(t *testing.T) {
	ptxas := ptxasPath(t)
	for name, src := range kernels {
		t.Run(name, func(t *testing.T) { emitAndAssemble(t, ptxas, src) })
	}
}

// loweredKernels go through strata-opt's lowering to the llvm dialect
// first: what the GPU path feeds the writer.
var loweredKernels = map[string]string{
	"elementwise_math": `module {
  func.func @kern(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf64>, %n: index) attributes {nvvm.kernel} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0.0 : f32
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
      %x = memref.load %a[%i] : memref<?xf32>
      %e1 = math.exp %x : f32
      %e2 = math.tanh %e1 : f32
      %e3 = math.erf %e2 : f32
      %e4 = math.erfc %e3 : f32
      %e5 = math.log1p %e4 : f32
      %e6 = math.expm1 %e5 : f32
      %e7 = math.atan2 %e6, %x : f32
      %e8 = math.cbrt %e7 : f32
      %e9 = math.rsqrt %e8 : f32
      %e10 = math.powf %e9, %x : f32
      %e11 = math.asinh %e10 : f32
      %e12 = math.acosh %e11 : f32
      %e13 = math.atanh %e12 : f32
      %e14 = math.round %e13 : f32
      %e15 = math.absi %c1 : index
      %m = arith.maximumf %e14, %acc : f32
      %q = arith.minimumf %m, %x : f32
      %y = arith.addf %acc, %q : f32
      memref.store %y, %b[%i] : memref<?xf32>
      %yd = arith.extf %y : f32 to f64
      %yd2 = math.sin %yd : f64
      %yd3 = math.erf %yd2 : f64
      memref.store %yd3, %c[%i] : memref<?xf64>
      scf.yield %y : f32
    }
    return
  }
}`,
	"int_arith_2d": `module {
  func.func @kern(%a: memref<4x?xi8>, %b: memref<4x?xi16>, %n: index) attributes {nvvm.kernel} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %x = memref.load %a[%i, %j] : memref<4x?xi8>
        %y = arith.extsi %x : i8 to i16
        %d = arith.divsi %y, %y : i16
        %r = arith.remui %d, %y : i16
        %f = arith.sitofp %r : i16 to f16
        %g = arith.mulf %f, %f : f16
        %h = arith.fptosi %g : f16 to i16
        %c = arith.cmpi ult, %h, %y : i16
        %s = arith.select %c, %h, %y : i16
        %m = arith.maxsi %s, %y : i16
        memref.store %m, %b[%i, %j] : memref<4x?xi16>
      }
    }
    return
  }
}`,
}

func TestPTXAssemblesLoweredKernels(t *testing.T) {
	ptxas := ptxasPath(t)
	for name, src := range loweredKernels {
		// math.erf and friends have no llvm intrinsic: they need libm.
		for _, libm := range []bool{name == "elementwise_math", true} {
			t.Run(fmt.Sprintf("%s/libm=%v", name, libm), func(t *testing.T) { emitAndAssemble(t, ptxas, lower(t, src, libm)) })
		}
	}
}

// gpuModules are kernels written with the gpu and nvgpu dialects, lowered
// by convert-gpu-to-nvvm before emission.
var gpuModules = map[string]string{
	// The nvgpu async copies (test/lit/Conversion/GPUToNVVM/async-copy.mlir).
	"async_copy": `gpu.module @k {
  gpu.func @stage(%g: memref<128x64xbf16>, %n: index) workgroup(%a: memref<64x40xbf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %tx = gpu.thread_id x
    %t0 = nvgpu.device_async_copy %g[%tx, %c0], %a[%tx, %c0], 8 {bypassL1} : memref<128x64xbf16> to memref<64x40xbf16, #gpu.address_space<workgroup>>
    %t1 = nvgpu.device_async_copy %g[%tx, %c8], %a[%tx, %c8], 4, %n : memref<128x64xbf16> to memref<64x40xbf16, #gpu.address_space<workgroup>>
    %grp = nvgpu.device_async_create_group %t0, %t1
    nvgpu.device_async_wait %grp {numGroups = 1 : i32}
    nvgpu.device_async_wait %grp
    gpu.return
  }
}`,
}

// TestPTXAssemblesGPUModules has ptxas assemble gpuModules after
// convert-gpu-to-nvvm.
func TestPTXAssemblesGPUModules(t *testing.T) {
	ptxas := ptxasPath(t)
	for name, src := range gpuModules {
		t.Run(name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := driver.RunOpt(compiler.OptConfig("strata-opt"), []string{"--convert-gpu-to-nvvm"}, strings.NewReader(src), &out, &errb); code != 0 {
				t.Fatalf("strata-opt: %s\n%s", errb.String(), src)
			}
			emitAndAssemble(t, ptxas, out.String())
		})
	}
}
