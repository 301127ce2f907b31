// The differential check runs every public function on the interpreter
// before the pipeline and after each pass (random memref arguments); the
// interpreter runs gpu.launch_func, gpu.alloc/memcpy/memset/dealloc and
// gpu.wait with their tokens.
// RUN: strata-opt %s --strata-diff-check --gpu-kernel-outlining --gpu-async-region | FileCheck %s
// RUN: strata-opt %s --gpu-kernel-outlining --gpu-async-region | strata-run - --entry demo | FileCheck %s --check-prefix=OUT
// A whole model: the host code of the MLP compiled for CUDA (kernels in the
// gpu dialect), interpreted before and after the pass.
// RUN: strata-compile %S/../../../models/mlp/model.mlir --target=cuda --emit=gpu | strata-opt --gpu-async-region --strata-diff-check | FileCheck %s --check-prefix=MLP

// MLP-LABEL: func.func @main(
// MLP: %[[T0:.*]] = gpu.wait async
// MLP-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @main_kernel::@main_kernel
// MLP-NEXT: gpu.wait [%[[T1]]]
// MLP: gpu.launch_func async
// MLP: return

// Scale on the device through a staging buffer, then add on the host.
// CHECK-LABEL: func.func @staged(
// CHECK: %[[T0:.*]] = gpu.wait async
// CHECK-NEXT: %[[D:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] () : memref<4xf32>
// CHECK-NEXT: %[[T2:.*]] = gpu.memcpy async [%[[T1]]] %[[D]], %{{.*}}
// CHECK-NEXT: %[[T3:.*]] = gpu.launch_func async [%[[T2]]] @staged_kernel::@staged_kernel
// CHECK-NEXT: %[[T4:.*]] = gpu.memcpy async [%[[T3]]] %{{.*}}, %[[D]]
// CHECK-NEXT: %[[T5:.*]] = gpu.dealloc async [%[[T4]]] %[[D]]
// CHECK-NEXT: gpu.wait [%[[T5]]]
// CHECK-NEXT: return
func.func @staged(%h: memref<4xf32>) -> memref<4xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %d = gpu.alloc () : memref<4xf32>
  gpu.memcpy %d, %h : memref<4xf32>, memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %v = memref.load %d[%tx] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %d[%tx] : memref<4xf32>
    gpu.terminator
  }
  gpu.memcpy %h, %d : memref<4xf32>, memref<4xf32>
  gpu.dealloc %d : memref<4xf32>
  return %h : memref<4xf32>
}

// OUT: [2, 4, 6, 8]
func.func @demo() -> memref<4xf32> {
  %h = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.addf %f, %one : f32
    memref.store %g, %h[%i] : memref<4xf32>
  }
  %r = func.call @staged(%h) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}

// Launches inside a loop and a conditional, with host reads and writes
// between them: each needs the kernels before it to be done.
// CHECK-LABEL: func.func @loop(
// CHECK: scf.for
// CHECK-NEXT: %[[L0:.*]] = gpu.wait async
// CHECK-NEXT: %[[L1:.*]] = gpu.launch_func async [%[[L0]]]
// CHECK-NEXT: gpu.wait [%[[L1]]]
// CHECK-NEXT: memref.load
// CHECK: scf.if
// CHECK-NEXT: %[[I0:.*]] = gpu.wait async
// CHECK-NEXT: %[[I1:.*]] = gpu.launch_func async [%[[I0]]]
// CHECK-NEXT: gpu.wait [%[[I1]]]
// CHECK-NEXT: }
func.func @loop(%m: memref<8xi32>, %n: index, %b: i1) -> (memref<8xi32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %nn = arith.remui %n, %c3 : index
  %s = scf.for %i = %c0 to %nn step %c1 iter_args(%acc = %z) -> i32 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
      %v = memref.load %m[%tx] : memref<8xi32>
      %t = arith.index_cast %tx : index to i32
      %w = arith.addi %v, %t : i32
      memref.store %w, %m[%tx] : memref<8xi32>
      gpu.terminator
    }
    %x = memref.load %m[%c3] : memref<8xi32>
    %a = arith.addi %acc, %x : i32
    scf.yield %a : i32
  }
  memref.store %s, %m[%c0] : memref<8xi32>
  scf.if %b {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
      %v = memref.load %m[%tx] : memref<8xi32>
      %w = arith.muli %v, %v : i32
      memref.store %w, %m[%tx] : memref<8xi32>
      gpu.terminator
    }
  }
  %r = memref.load %m[%c1] : memref<8xi32>
  return %m, %r : memref<8xi32>, i32
}
