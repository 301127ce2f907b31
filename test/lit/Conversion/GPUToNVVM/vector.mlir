// convert-gpu-to-nvvm lowers the vector loads and stores of kernels (a tile
// staged 16 bytes at a time), keeping the alignment the accesses promise,
// so that the PTX writer emits one ld/st .v4 each.
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s --implicit-check-not=vector.load --implicit-check-not=vector.store --implicit-check-not=unrealized_conversion_cast
// RUN: strata-opt %s --convert-gpu-to-nvvm | strata-translate --mlir-to-ptx | FileCheck %s --check-prefix=PTX

gpu.module @kernels {
  // CHECK-LABEL: llvm.func @stage(
  // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
  // CHECK: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<3> -> vector<2xbf16>
  // PTX-LABEL: .visible .entry stage(
  // PTX: ld.global.v4.b32
  // PTX: st.shared.v4.b32
  // PTX: ld.shared.b16
  gpu.func @stage(%src: memref<64x32xbf16>, %dst: memref<64x32xbf16>) workgroup(%tile: memref<64x40xbf16, #gpu.address_space<workgroup>>) kernel {
    %tx = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %row = arith.divui %tx, %c4 : index
    %lane = arith.remui %tx, %c4 : index
    %col = arith.muli %lane, %c8 : index
    %v = vector.load %src[%row, %col] {alignment = 16 : i64} : memref<64x32xbf16>, vector<8xbf16>
    vector.store %v, %tile[%row, %col] {alignment = 16 : i64} : memref<64x40xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    gpu.barrier
    %w = vector.load %tile[%row, %lane] : memref<64x40xbf16, #gpu.address_space<workgroup>>, vector<2xbf16>
    vector.store %w, %dst[%row, %col] : memref<64x32xbf16>, vector<2xbf16>
    gpu.return
  }
}
