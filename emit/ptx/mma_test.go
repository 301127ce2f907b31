package ptx_test

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/emit/ptx"
)

// tensorKernel loads tiles from global to shared memory with cp.async,
// reads them with ldmatrix and multiplies them with every mma.sync variant
// (f16 with f32 and f16 accumulators, bf16, tf32, f64).
const tensorKernel = `
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<512 x i8>
llvm.func @tensor(%g: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32, %d: f64) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t64 = llvm.zext %tid : i32 to i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %off = llvm.mul %t64, %c16 : i64
  %dst = llvm.getelementptr %s[%off] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  %src = llvm.getelementptr %g[%off] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %dst, %src, 8, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %src, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.barrier0
  %x1 = nvvm.ldmatrix %dst {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  %x2 = nvvm.ldmatrix %dst {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %x4 = nvvm.ldmatrix %dst {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %a0 = llvm.extractvalue %x4[0] : !llvm.struct<(i32, i32, i32, i32)>
  %a1 = llvm.extractvalue %x4[1] : !llvm.struct<(i32, i32, i32, i32)>
  %a2 = llvm.extractvalue %x4[2] : !llvm.struct<(i32, i32, i32, i32)>
  %a3 = llvm.extractvalue %x4[3] : !llvm.struct<(i32, i32, i32, i32)>
  %b0 = llvm.extractvalue %x2[0] : !llvm.struct<(i32, i32)>
  %b1 = llvm.extractvalue %x2[1] : !llvm.struct<(i32, i32)>
  %h0 = llvm.bitcast %a0 : i32 to vector<2xf16>
  %h1 = llvm.bitcast %a1 : i32 to vector<2xf16>
  %h2 = llvm.bitcast %a2 : i32 to vector<2xf16>
  %h3 = llvm.bitcast %a3 : i32 to vector<2xf16>
  %hb0 = llvm.bitcast %b0 : i32 to vector<2xf16>
  %hb1 = llvm.bitcast %b1 : i32 to vector<2xf16>
  %hx = llvm.bitcast %x1 : i32 to vector<2xf16>
  %z = llvm.mlir.constant(0.0 : f32) : f32
  %m0 = nvvm.mma.sync A[%h0, %h1, %h2, %h3] B[%hb0, %hb1] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %m1 = nvvm.mma.sync A[%h0, %h1, %h2, %h3] B[%hb0, %hb1] C[%hx, %hx] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %m2 = nvvm.mma.sync A[%h0, %h1] B[%hb0] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %m3 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %m4 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %m5 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %m6 = nvvm.mma.sync A[%d] B[%d] C[%d, %d] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %p0 = llvm.getelementptr %out[%off] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %m0, %p0 : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>
  llvm.store %m1, %p0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.ptr<1>
  llvm.store %m2, %p0 : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>
  llvm.store %m3, %p0 : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>
  llvm.store %m4, %p0 : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>
  llvm.store %m5, %p0 : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>
  llvm.store %m6, %p0 : !llvm.struct<(f64, f64)>, !llvm.ptr<1>
  llvm.return
}
`

// atomicKernel uses every atomicrmw operation PTX has and cmpxchg, on
// global, shared and generic pointers, with each ordering.
const atomicKernel = `
llvm.mlir.global internal @cnt() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<16 x i8>
llvm.func @atomics(%g: !llvm.ptr<1>, %p: !llvm.ptr, %i: i32, %l: i64, %f: f32, %d: f64, %h: f16, %q: !llvm.ptr) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @cnt : !llvm.ptr<3>
  %0 = llvm.atomicrmw fadd %g, %f monotonic : !llvm.ptr<1>, f32
  %1 = llvm.atomicrmw fadd %g, %d monotonic : !llvm.ptr<1>, f64
  %2 = llvm.atomicrmw fsub %p, %f monotonic : !llvm.ptr, f32
  %3 = llvm.atomicrmw fadd %g, %h monotonic : !llvm.ptr<1>, f16
  %4 = llvm.atomicrmw add %s, %i monotonic : !llvm.ptr<3>, i32
  %5 = llvm.atomicrmw add %s, %l acquire : !llvm.ptr<3>, i64
  %6 = llvm.atomicrmw sub %g, %i release : !llvm.ptr<1>, i32
  %7 = llvm.atomicrmw xchg %g, %l acq_rel : !llvm.ptr<1>, i64
  %8 = llvm.atomicrmw xchg %p, %f seq_cst : !llvm.ptr, f32
  %9 = llvm.atomicrmw _and %g, %i syncscope("block") monotonic : !llvm.ptr<1>, i32
  %10 = llvm.atomicrmw _or %g, %l syncscope("agent") monotonic : !llvm.ptr<1>, i64
  %11 = llvm.atomicrmw _xor %s, %i syncscope("block") seq_cst : !llvm.ptr<3>, i32
  %12 = llvm.atomicrmw max %g, %i monotonic : !llvm.ptr<1>, i32
  %13 = llvm.atomicrmw min %g, %l monotonic : !llvm.ptr<1>, i64
  %14 = llvm.atomicrmw umax %s, %i monotonic : !llvm.ptr<3>, i32
  %15 = llvm.atomicrmw umin %s, %l monotonic : !llvm.ptr<3>, i64
  %16 = llvm.atomicrmw uinc_wrap %g, %i monotonic : !llvm.ptr<1>, i32
  %17 = llvm.atomicrmw udec_wrap %g, %i monotonic : !llvm.ptr<1>, i32
  %18 = llvm.atomicrmw xchg %p, %q monotonic : !llvm.ptr, !llvm.ptr
  %c0 = llvm.cmpxchg %g, %i, %i acq_rel monotonic : !llvm.ptr<1>, i32
  %c1 = llvm.cmpxchg weak %s, %l, %l monotonic monotonic : !llvm.ptr<3>, i64
  %c2 = llvm.cmpxchg %p, %q, %q seq_cst acquire : !llvm.ptr, !llvm.ptr
  %ok = llvm.extractvalue %c0[1] : !llvm.struct<(i32, i1)>
  %old = llvm.extractvalue %c1[0] : !llvm.struct<(i64, i1)>
  %sum = llvm.fadd %0, %2 : f32
  llvm.store %sum, %g : f32, !llvm.ptr<1>
  llvm.store %old, %g : i64, !llvm.ptr<1>
  llvm.store %ok, %g : i1, !llvm.ptr<1>
  llvm.store %4, %g : i32, !llvm.ptr<1>
  llvm.return
}
`

func TestPTXAssemblesTensorCoreAndAsyncCopy(t *testing.T) {
	ptxas := ptxasPath(t)
	emitAndAssemble(t, ptxas, tensorKernel)
	text, err := ptx.Emit(parse(t, tensorKernel), ptx.Options{Chip: "sm_80"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"ldmatrix.sync.aligned.m8n8.x4.shared.b16 {", "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16",
		"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {", "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16",
		"mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32", "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
		"mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64", "cp.async.cg.shared.global [", "cp.async.ca.shared.global [",
		"cp.async.commit_group;", "cp.async.wait_group 0;",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
}

func TestPTXAssemblesAtomics(t *testing.T) {
	ptxas := ptxasPath(t)
	emitAndAssemble(t, ptxas, atomicKernel)
	text, err := ptx.Emit(parse(t, atomicKernel), ptx.Options{Chip: "sm_90"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"atom.global.add.f32 ", "atom.global.add.f64 ", "atom.add.f32 ", "atom.global.add.noftz.f16 ",
		"atom.shared.add.u32 ", "atom.acquire.sys.shared.add.u64 ", "atom.release.sys.global.add.u32 ",
		"atom.acq_rel.sys.global.exch.b64 ", "fence.sc.sys;", "atom.relaxed.cta.global.and.b32 ",
		"atom.relaxed.gpu.global.or.b64 ", "atom.global.max.s32 ", "atom.global.min.s64 ", "atom.shared.max.u32 ",
		"atom.global.inc.u32 ", "atom.global.dec.u32 ", "atom.exch.b64 ", "atom.acq_rel.sys.global.cas.b32 ",
		"atom.shared.cas.b64 ", "setp.eq.b32 ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
}

// TestPTXRejects checks the diagnostics for what PTX cannot do.
func TestPTXRejects(t *testing.T) {
	cases := []struct{ chip, body, want string }{
		{"sm_90", `%0 = llvm.atomicrmw fmax %g, %d monotonic : !llvm.ptr<1>, f64`, "PTX has no atomic 'fmax' on f64"},
		{"sm_90", `%0 = llvm.atomicrmw add %s, %b monotonic : !llvm.ptr<3>, i8`, "PTX has no 8-bit atomic 'add' on i8 on shared memory"},
		{"sm_90", `%0 = llvm.atomicrmw nand %g, %i monotonic : !llvm.ptr<1>, i32`, "PTX has no atomic 'nand'"},
		{"sm_80", `%0 = llvm.atomicrmw fadd %g, %bf monotonic : !llvm.ptr<1>, bf16`, "bf16 atomic add needs sm_90 or newer"},
		{"sm_75", `%0 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>`,
			"'nvvm.mma.sync' op mma.sync needs sm_80 or newer (target sm_75)"},
		{"sm_75", `nvvm.cp.async.commit.group`, "cp.async needs sm_80 or newer"},
		{"sm_90", `%0 = llvm.fadd %h, %h : vector<2xf16>`, "type 'vector<2xf16>' is not supported by the PTX writer here"},
	}
	for _, c := range cases {
		src := `llvm.mlir.global internal @sh() {addr_space = 3 : i32} : !llvm.array<8 x i8>
llvm.func @k(%g: !llvm.ptr<1>, %i: i32, %f: f32, %d: f64, %b: i8, %bf: bf16, %h: vector<2xf16>) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @sh : !llvm.ptr<3>
  ` + c.body + `
  llvm.return
}`
		_, err := ptx.Emit(parse(t, src), ptx.Options{Chip: c.chip})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.body, err, c.want)
		}
	}
}
