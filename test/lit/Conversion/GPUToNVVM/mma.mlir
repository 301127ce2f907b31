// convert-gpu-to-nvvm writes the subgroup matrix ops for the tensor
// cores: a compute of 16x16 matrices is two mma.sync m16n8k16 (row.col,
// f32 accumulators), A's fragment pairs (along k, adjacent in memory) are
// 32-bit loads, a B stored [k][n] is read element by element and packed,
// C's fragment is eight f32 per lane; emit/ptx writes mma.sync
// (lowering/linalggpu's test has ptxas assemble whole kernels).
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s
// RUN: strata-opt %s --convert-gpu-to-nvvm | strata-translate --mlir-to-ptx | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: llvm.func @mm
// CHECK: nvvm.read.ptx.sreg.laneid
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i16
// CHECK: llvm.zext
// CHECK: llvm.shl
// CHECK-COUNT-2: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr
// CHECK: nvvm.mma.sync {{.*}} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// PTX-COUNT-2: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
gpu.module @k {
  gpu.func @mm(%a: memref<32x32xbf16>, %b: memref<32x32xbf16>, %c: memref<32x32xf32>, %h: memref<32x32xf16>) kernel {
    %i = arith.constant 0 : index
    %j = arith.constant 16 : index
    %A = gpu.subgroup_mma_load_matrix %a[%i, %j] {leadDimension = 32 : index} : memref<32x32xbf16> -> !gpu.mma_matrix<16x16xbf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%j, %i] {leadDimension = 32 : index} : memref<32x32xbf16> -> !gpu.mma_matrix<16x16xbf16, "BOp">
    %C = gpu.subgroup_mma_load_matrix %c[%i, %j] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xbf16, "AOp">, !gpu.mma_matrix<16x16xbf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %D, %c[%i, %j] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    %HA = gpu.subgroup_mma_load_matrix %h[%i, %j] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %HB = gpu.subgroup_mma_load_matrix %h[%i, %j] {leadDimension = 32 : index, transpose} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %z = arith.constant 0.0 : f32
    %Z = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf32, "COp">
    %HD = gpu.subgroup_mma_compute %HA, %HB, %Z : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %HD, %c[%j, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    gpu.return
  }
}

// f32 matrices of 16x8 (A) and 8x16 (B) are tf32 operands: one f32 a
// register, as i32, and a compute is two mma.sync m16n8k8.
// CHECK-LABEL: llvm.func @tf32
// CHECK: %[[F:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: llvm.bitcast %[[F]] : f32 to i32
// CHECK-COUNT-2: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// PTX-LABEL: .entry tf32(
// PTX-COUNT-2: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
gpu.module @t {
  gpu.func @tf32(%a: memref<32x32xf32>, %b: memref<32x32xf32>, %c: memref<32x32xf32>) kernel {
    %i = arith.constant 0 : index
    %j = arith.constant 8 : index
    %A = gpu.subgroup_mma_load_matrix %a[%i, %j] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x8xf32, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%i, %j] {leadDimension = 32 : index, transpose} : memref<32x32xf32> -> !gpu.mma_matrix<8x16xf32, "BOp">
    %C = gpu.subgroup_mma_load_matrix %c[%i, %j] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %D, %c[%i, %j] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    gpu.return
  }
}
