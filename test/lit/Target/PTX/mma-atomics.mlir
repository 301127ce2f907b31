// RUN: strata-translate --mlir-to-ptx --chip=sm_80 %s | FileCheck %s

// ldmatrix, mma.sync, cp.async and the llvm atomics as PTX.

llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i8>

// CHECK-LABEL: .visible .entry tc(
llvm.func @tc(%g: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  // CHECK: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
  nvvm.cp.async.shared.global %s, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  // CHECK: cp.async.commit_group;
  nvvm.cp.async.commit.group
  // CHECK: cp.async.wait_group 0;
  nvvm.cp.async.wait.group 0
  // CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
  %a = nvvm.ldmatrix %s {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  // CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
  %b = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %a0 = llvm.extractvalue %a[0] : !llvm.struct<(i32, i32, i32, i32)>
  %a1 = llvm.extractvalue %a[1] : !llvm.struct<(i32, i32, i32, i32)>
  %a2 = llvm.extractvalue %a[2] : !llvm.struct<(i32, i32, i32, i32)>
  %a3 = llvm.extractvalue %a[3] : !llvm.struct<(i32, i32, i32, i32)>
  %b0 = llvm.extractvalue %b[0] : !llvm.struct<(i32, i32)>
  %b1 = llvm.extractvalue %b[1] : !llvm.struct<(i32, i32)>
  %h0 = llvm.bitcast %a0 : i32 to vector<2xf16>
  %h1 = llvm.bitcast %a1 : i32 to vector<2xf16>
  %h2 = llvm.bitcast %a2 : i32 to vector<2xf16>
  %h3 = llvm.bitcast %a3 : i32 to vector<2xf16>
  %k0 = llvm.bitcast %b0 : i32 to vector<2xf16>
  %k1 = llvm.bitcast %b1 : i32 to vector<2xf16>
  %z = llvm.mlir.constant(0.0 : f32) : f32
  // CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, {%r{{.*}}}, {%r{{.*}}}, {%f{{.*}}};
  %d = nvvm.mma.sync A[%h0, %h1, %h2, %h3] B[%k0, %k1] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
  %e = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
  %f = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d, %out : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>
  llvm.store %e, %out : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>
  llvm.store %f, %out : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry atomics(
llvm.func @atomics(%g: !llvm.ptr<1>, %p: !llvm.ptr, %i: i32, %f: f32) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  // CHECK: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
  %0 = llvm.atomicrmw fadd %g, %f monotonic : !llvm.ptr<1>, f32
  // CHECK: atom.shared.add.u32
  %1 = llvm.atomicrmw add %s, %i monotonic : !llvm.ptr<3>, i32
  // CHECK: atom.relaxed.cta.max.s32
  %2 = llvm.atomicrmw max %p, %i syncscope("block") monotonic : !llvm.ptr, i32
  // CHECK: fence.sc.sys;
  // CHECK-NEXT: atom.acq_rel.sys.global.exch.b32
  %3 = llvm.atomicrmw xchg %g, %i seq_cst : !llvm.ptr<1>, i32
  // CHECK: atom.acq_rel.sys.global.cas.b32 [[OLD:%r[0-9]+]], [%rd{{[0-9]+}}], [[CMP:%r[0-9]+]], %r{{[0-9]+}};
  // CHECK-NEXT: setp.eq.b32 %p{{[0-9]+}}, [[OLD]], [[CMP]];
  %4 = llvm.cmpxchg %g, %i, %1 acq_rel monotonic : !llvm.ptr<1>, i32
  llvm.store %0, %g : f32, !llvm.ptr<1>
  llvm.return
}
