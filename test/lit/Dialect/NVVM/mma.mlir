// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s -mlir-print-op-generic | strata-opt | FileCheck %s

// nvvm.ldmatrix, nvvm.mma.sync and nvvm.cp.async.*; the CHECK lines are
// what mlir-opt-22 prints for this input.

// CHECK-LABEL: func.func @ldmatrix
func.func @ldmatrix(%p: !llvm.ptr<3>) {
  // CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  // CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %1 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  // CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}

// CHECK-LABEL: func.func @mma
func.func @mma(%h: vector<2xf16>, %f: f32, %i: i32, %d: f64) {
  // CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%h, %h] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  // CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}]  B[%{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %2 = nvvm.mma.sync A[%h, %h] B[%h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %3 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %4 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: nvvm.mma.sync A[%{{.*}}]  B[%{{.*}}]  C[%{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %5 = nvvm.mma.sync A[%d] B[%d] C[%d, %d] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return
}

// CHECK-LABEL: func.func @cp_async
func.func @cp_async(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %n: i32) {
  // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 4, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %src, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 8, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %src, 8, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  // CHECK: nvvm.cp.async.commit.group
  nvvm.cp.async.commit.group
  // CHECK: nvvm.cp.async.wait.group 0
  nvvm.cp.async.wait.group 0
  // CHECK: nvvm.cp.async.wait.group 2
  nvvm.cp.async.wait.group 2
  return
}
