// The nvgpu dialect's async copies: parsed, verified and printed in
// upstream's custom and generic forms (test/compat reads this file with
// mlir-opt-22 too), and interpreted: on the host a copy writes its elements
// when it is issued, srcElements of them read and the rest zero-filled (in
// a GPU thread it lands at the wait: test/lit/Interpreter/nvgpu-async.mlir).
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-run --target=interp %s --entry stage | FileCheck %s --check-prefix=RUN1

// CHECK-LABEL: func.func @copies
// CHECK: %[[T0:.*]] = nvgpu.device_async_copy %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], 8 : memref<128x64xf16> to memref<64x72xf16, #gpu.address_space<workgroup>>
// CHECK: %[[T1:.*]] = nvgpu.device_async_copy %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], 4, %{{.*}} {bypassL1} : memref<128x64xf32> to memref<64x68xf32, 3>
// CHECK: %[[G:.*]] = nvgpu.device_async_create_group %[[T0]], %[[T1]]
// CHECK: nvgpu.device_async_wait %[[G]] {numGroups = 1 : i32}
// CHECK: nvgpu.device_async_wait %[[G]]{{$}}
// GENERIC: "nvgpu.device_async_copy"(%{{.*}}) <{dstElements = 8 : index, operandSegmentSizes = array<i32: 1, 2, 1, 2, 0>}> : (memref<64x72xf16, #gpu.address_space<workgroup>>, index, index, memref<128x64xf16>, index, index) -> !nvgpu.device.async.token
// GENERIC: "nvgpu.device_async_copy"(%{{.*}}) <{bypassL1, dstElements = 4 : index, operandSegmentSizes = array<i32: 1, 2, 1, 2, 1>}>
// GENERIC: "nvgpu.device_async_create_group"(%{{.*}}, %{{.*}}) : (!nvgpu.device.async.token, !nvgpu.device.async.token) -> !nvgpu.device.async.token
func.func @copies(%g: memref<128x64xf16>, %s: memref<64x72xf16, #gpu.address_space<workgroup>>,
                  %g32: memref<128x64xf32>, %s32: memref<64x68xf32, 3>, %i: index, %n: index) {
  %t0 = nvgpu.device_async_copy %g[%i, %i], %s[%i, %i], 8 : memref<128x64xf16> to memref<64x72xf16, #gpu.address_space<workgroup>>
  %t1 = nvgpu.device_async_copy %g32[%i, %i], %s32[%i, %i], 4, %n {bypassL1} : memref<128x64xf32> to memref<64x68xf32, 3>
  %grp = nvgpu.device_async_create_group %t0, %t1
  nvgpu.device_async_wait %grp {numGroups = 1 : i32}
  nvgpu.device_async_wait %grp
  return
}

// A row of 6 f32 staged 4 at a time into a padded row of 8: the second
// copy starts at element 4 and reads only the 2 left (srcElements), the
// last two of the row stay zero without a read past the source's end.
// RUN1: [1, 2, 3, 4, 5, 6, 0, 0]
func.func @stage() -> memref<1x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %src = memref.alloc() : memref<1x6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %one = arith.constant 1.0 : f32
    %v = arith.addf %f, %one : f32
    memref.store %v, %src[%c0, %i] : memref<1x6xf32>
  }
  %tile = memref.alloc() : memref<1x8xf32, 3>
  %nan = arith.constant 0x7FC00000 : f32
  linalg.fill ins(%nan : f32) outs(%tile : memref<1x8xf32, 3>)
  %t0 = nvgpu.device_async_copy %src[%c0, %c0], %tile[%c0, %c0], 4 : memref<1x6xf32> to memref<1x8xf32, 3>
  %t1 = nvgpu.device_async_copy %src[%c0, %c4], %tile[%c0, %c4], 4, %c2 : memref<1x6xf32> to memref<1x8xf32, 3>
  %grp = nvgpu.device_async_create_group %t0, %t1
  nvgpu.device_async_wait %grp
  %out = memref.alloc() : memref<1x8xf32>
  memref.copy %tile, %out : memref<1x8xf32, 3> to memref<1x8xf32>
  memref.dealloc %tile : memref<1x8xf32, 3>
  memref.dealloc %src : memref<1x6xf32>
  return %out : memref<1x8xf32>
}
