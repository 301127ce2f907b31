// convert-gpu-to-nvvm computes an element's offset on 32 bits, and widens
// it once for the address, where the memref's static layout keeps every
// element below 2^31: an in-bounds offset fits, and an out-of-bounds
// access is undefined. Indices that zero- or sign-extend 32-bit values
// (arith.index_castui, thread ids) are read as those values. Memrefs of
// 2^31 elements or more, of dynamic sizes or offset, and workgroup
// memory keep 64-bit offsets, as do kernels on the tensor cores. ptxas
// assembles this PTX in emit/ptx's tests of every model.
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s

// CHECK-LABEL: llvm.func @narrow(
// CHECK-NOT:     llvm.trunc
// CHECK:         %[[M:.*]] = llvm.mul %{{.*}}, %{{.*}} overflow<nsw, nuw> : i32
// CHECK:         %[[O:.*]] = llvm.add %[[M]], %{{.*}} overflow<nsw, nuw> : i32
// CHECK:         %[[W:.*]] = llvm.zext %[[O]] : i32 to i64
// CHECK:         llvm.getelementptr inbounds|nuw %{{.*}}[%[[W]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// The last element of memref<32768x65536xi8> is at 2^31 - 1.
// CHECK:         llvm.zext %{{.*}} : i32 to i64
// CHECK:         llvm.getelementptr inbounds|nuw %{{.*}} : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK:         llvm.return
gpu.module @k {
  gpu.func @narrow(%m: memref<64x3136xf32>, %edge: memref<32768x65536xi8>, %i: i32) kernel {
    %tx = gpu.thread_id x
    %row = arith.index_castui %i : i32 to index
    %v = memref.load %m[%row, %tx] : memref<64x3136xf32>
    memref.store %v, %m[%tx, %row] : memref<64x3136xf32>
    %b = memref.load %edge[%row, %tx] : memref<32768x65536xi8>
    memref.store %b, %edge[%tx, %row] : memref<32768x65536xi8>
    gpu.return
  }

  // CHECK-LABEL: llvm.func @wide(
  // CHECK-NOT:     llvm.zext {{.*}} : i32 to i64
  // CHECK:         llvm.return
  gpu.func @wide(%big: memref<32768x65537xi8>, %dyn: memref<?x64xf32>, %off: memref<8x8xf32, strided<[8, 1], offset: ?>>, %i: index) workgroup(%tile: memref<64x64xf32, #gpu.address_space<workgroup>>) kernel {
    %c1 = arith.constant 1 : index
    %b = memref.load %big[%i, %c1] : memref<32768x65537xi8>
    memref.store %b, %big[%c1, %i] : memref<32768x65537xi8>
    %v = memref.load %dyn[%i, %c1] : memref<?x64xf32>
    %w = memref.load %off[%i, %c1] : memref<8x8xf32, strided<[8, 1], offset: ?>>
    %s = arith.addf %v, %w : f32
    memref.store %s, %tile[%i, %c1] : memref<64x64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// A kernel on the tensor cores keeps 64-bit offsets (measured faster).
// CHECK-LABEL: llvm.func @tensor_cores(
// CHECK-NOT:     overflow<nsw, nuw> : i32
// CHECK:         llvm.mul %{{.*}}, %{{.*}} overflow<nsw, nuw> : i64
// CHECK-NOT:     overflow<nsw, nuw> : i32
// CHECK:         llvm.return
gpu.module @mma {
  gpu.func @tensor_cores(%a: memref<16x16xf16>, %c: memref<16x16xf32>, %i: i32) kernel {
    %c0 = arith.constant 0 : index
    %row = arith.index_castui %i : i32 to index
    %fa = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %fb = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %fc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %d = gpu.subgroup_mma_compute %fa, %fb, %fc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    %v = memref.load %c[%row, %c0] : memref<16x16xf32>
    memref.store %v, %c[%c0, %row] : memref<16x16xf32>
    gpu.return
  }
}
