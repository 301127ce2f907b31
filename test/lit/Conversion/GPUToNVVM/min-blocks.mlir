// A kernel's nvvm.minctasm (the blocks an SM it asks for, which bounds
// ptxas's registers: strata-linalg-promote-to-gpu{tensor-core-min-blocks})
// stays on the llvm.func, and its known block size becomes nvvm.maxntid,
// the thread bound PTX reads .minnctapersm beside. A given nvvm.maxntid is
// kept; a kernel without the hint gets neither, nor does a device function.
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s
// RUN: strata-opt %s --convert-gpu-to-nvvm | strata-translate --mlir-to-ptx | FileCheck %s --check-prefix=PTX

gpu.module @m {
  // CHECK-LABEL: llvm.func @hinted(
  // CHECK-SAME: nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 4 : i32}
  // PTX-LABEL: .visible .entry hinted(
  // PTX: .maxntid 128, 1, 1
  // PTX-NEXT: .minnctapersm 4
  // PTX-NEXT: {
  gpu.func @hinted(%m: memref<128xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.minctasm = 4 : i32} {
    %tx = gpu.thread_id x
    %v = memref.load %m[%tx] : memref<128xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%tx] : memref<128xf32>
    gpu.return
  }
  // CHECK-LABEL: llvm.func @bounded(
  // CHECK-SAME: nvvm.maxntid = array<i32: 64, 1, 1>, nvvm.minctasm = 2 : i32}
  // PTX-LABEL: .visible .entry bounded(
  // PTX: .maxntid 64, 1, 1
  // PTX-NEXT: .minnctapersm 2
  gpu.func @bounded(%m: memref<128xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.maxntid = array<i32: 64, 1, 1>, nvvm.minctasm = 2 : i32} {
    gpu.return
  }
  // CHECK-LABEL: llvm.func @plain(
  // CHECK-NOT: nvvm.maxntid
  // CHECK-SAME: nvvm.kernel}
  // PTX-LABEL: .visible .entry plain(
  // PTX-NOT: .maxntid
  // PTX: {
  gpu.func @plain(%m: memref<128xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    gpu.return
  }
}
