// RUN: strata-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
    gpu.func @k() -> f32 kernel {
      %c = arith.constant 1.0 : f32
      gpu.return %c : f32
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @f() -> f32 {
      // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @+1 {{'gpu.func' op expected memory space workgroup in attribution}}
    gpu.func @k() workgroup(%w: memref<4xf32>) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @h(%c1: index) {
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @h(%c1: index, %i: i32) {
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%i : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @h(%c1: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@m::@nope' is undefined}}
    gpu.launch_func @m::@nope blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @h(%c1: index) {
    // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @f() {
      gpu.return
    }
  }
  func.func @h(%c1: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @m::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'gpu.all_reduce' op expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce %x {} : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'gpu.all_reduce' op `and` reduction operation is not compatible with type f32}}
  %r = gpu.all_reduce and %x {} : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %x cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @f(%x: index, %c: i32) {
  // expected-error @+1 {{'gpu.shuffle' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'index'}}
  %s, %v = gpu.shuffle xor %x, %c, %c : index
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %m = gpu.alloc (%n) : memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: i32) {
  // expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %a, %v : memref<4xf32>, i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected one of [x, y, z] for dim, got: w}}
  %t = gpu.thread_id w
  return
}

// -----

func.func @f(%c1: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}
