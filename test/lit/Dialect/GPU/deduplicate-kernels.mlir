// RUN: strata-opt %s -split-input-file --strata-gpu-deduplicate-kernels | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --gpu-kernel-outlining --strata-gpu-deduplicate-kernels | FileCheck %s --check-prefix=OUTLINED

// Two launches of the same body at two places of a function (a repeated
// layer) become two equal kernel modules after outlining; the second is
// erased and both launches start the first. The third body scales by 3,
// not 2, so it keeps its own kernel.
// OUTLINED-LABEL: func.func @layers(
// OUTLINED: gpu.launch_func  @layers_kernel::@layers_kernel {{.*}} args(%{{.*}} : memref<8xf32>)
// OUTLINED: gpu.launch_func  @layers_kernel::@layers_kernel {{.*}} args(%{{.*}} : memref<8xf32>)
// OUTLINED: gpu.launch_func  @layers_kernel_1::@layers_kernel_1 {{.*}} args(%{{.*}} : memref<8xf32>)
// OUTLINED: gpu.module @layers_kernel {
// OUTLINED-NOT: gpu.module @layers_kernel_0
// OUTLINED: gpu.module @layers_kernel_1 {
// OUTLINED: arith.constant 3.0
// OUTLINED-NOT: gpu.module
// OUTLINED: // -----
func.func @layers(%a: memref<8xf32>, %b: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %x = memref.load %a[%tx] : memref<8xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %a[%tx] : memref<8xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %x = memref.load %b[%tx] : memref<8xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %b[%tx] : memref<8xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %x = memref.load %b[%tx] : memref<8xf32>
    %y = arith.mulf %x, %three : f32
    memref.store %y, %b[%tx] : memref<8xf32>
    gpu.terminator
  }
  return
}

// -----

// Equal modules across functions; a module that another op names (here
// an attribute of a function) stays, though equal to the first; the
// launch_func of the erased one keeps its operands and async tokens.
// CHECK-LABEL: func.func @f(
// CHECK: gpu.launch_func  @k0::@k0
// CHECK-LABEL: func.func @g(
// CHECK: %[[T:.*]] = gpu.wait async
// CHECK: gpu.launch_func async [%[[T]]] @k0::@k0 blocks in ({{.*}}) threads in ({{.*}})  args(%{{.*}} : memref<4xf32>)
// CHECK: gpu.launch_func  @k2::@k2
// CHECK: gpu.module @k0 {
// CHECK-NOT: gpu.module @k1
// CHECK: gpu.module @k2 {
// CHECK: func.func private @uses() attributes {kernel = @k2}
module attributes {gpu.container_module} {
  func.func @f(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k0::@k0 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
  func.func @g(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %t = gpu.wait async
    %d = gpu.launch_func async [%t] @k1::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.wait [%d]
    gpu.launch_func @k2::@k2 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
  gpu.module @k0 {
    gpu.func @k0(%m: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %m[%c0] : memref<4xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %m[%c0] : memref<4xf32>
      gpu.return
    }
  }
  gpu.module @k1 {
    gpu.func @k1(%m: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %m[%c0] : memref<4xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %m[%c0] : memref<4xf32>
      gpu.return
    }
  }
  gpu.module @k2 {
    gpu.func @k2(%m: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %m[%c0] : memref<4xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %m[%c0] : memref<4xf32>
      gpu.return
    }
  }
  func.func private @uses() attributes {kernel = @k2}
}

// -----

// Kernels that differ in their launch bounds, or in a helper's name inside
// the module, are not equal.
// CHECK-LABEL: gpu.module @a
// CHECK: gpu.module @b
// CHECK: gpu.module @c
// CHECK: gpu.module @d
module attributes {gpu.container_module} {
  gpu.module @a {
    gpu.func @a() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @b() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      gpu.return
    }
  }
  gpu.module @c {
    func.func private @helper()
    gpu.func @c() kernel {
      func.call @helper() : () -> ()
      gpu.return
    }
  }
  gpu.module @d {
    func.func private @other()
    gpu.func @d() kernel {
      func.call @other() : () -> ()
      gpu.return
    }
  }
}

// -----

// No kernel modules, or one: nothing changes.
// CHECK-LABEL: func.func @none
// CHECK-NEXT: return
func.func @none() {
  return
}
