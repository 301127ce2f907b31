// strata-outline-cpu-kernels marks a kernel's memref argument llvm.noalias
// when, at every call, no other memref argument can reach its memory where
// either is written: views of different allocations, an allocation and a
// buffer from outside, or two buffers the kernel only reads. A kernel
// whose arguments got attributes is renamed after its text with them.
// RUN: strata-opt %s --strata-outline-cpu-kernels -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-outline-cpu-kernels --strata-diff-check -split-input-file > /dev/null

// A fresh output and two inputs from outside, read only: all three apart.
// CHECK-LABEL: func.func @fresh_output
// CHECK:       call @[[K:__strata_kernel_[0-9a-f]+]](%{{.*}}, %{{.*}}, %arg0, %arg1, %[[O:.*]]) :
// CHECK:       func.func private @[[K]](%{{.*}}: index, %{{.*}}: index, %{{.*}}: memref<16xf32> {llvm.noalias}, %{{.*}}: memref<16xf32> {llvm.noalias}, %{{.*}}: memref<16xf32> {llvm.noalias})
func.func @fresh_output(%x: memref<16xf32>, %w: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %o = memref.alloc() : memref<16xf32>
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %x[%i] : memref<16xf32>
    %b = memref.load %w[%i] : memref<16xf32>
    %p = arith.mulf %a, %b : f32
    memref.store %p, %o[%i] : memref<16xf32>
    scf.reduce
  }
  return %o : memref<16xf32>
}

// -----

// Two views of one allocation, one written: neither is apart. The input
// from outside is apart from both (an allocation cannot be it).
// CHECK-LABEL: func.func @same_buffer
// CHECK:       func.func private @{{__strata_kernel_[0-9a-f]+}}(%{{.*}}: index, %{{.*}}: index, %{{.*}}: memref<8xf32> {llvm.noalias}, %{{.*}}: memref<8xf32>, %{{.*}}: memref<8xf32, strided<[1], offset: 8>>)
func.func @same_buffer(%x: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<16xf32>
  %lo = memref.reinterpret_cast %buf to offset: [0], sizes: [8], strides: [1] : memref<16xf32> to memref<8xf32>
  %hi = memref.reinterpret_cast %buf to offset: [8], sizes: [8], strides: [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 8>>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %a = memref.load %x[%i] : memref<8xf32>
    %b = memref.load %lo[%i] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    memref.store %s, %hi[%i] : memref<8xf32, strided<[1], offset: 8>>
    scf.reduce
  }
  memref.dealloc %buf : memref<16xf32>
  return
}

// -----

// Two buffers from outside, one written: they may be one buffer, so
// neither is apart.
// CHECK-LABEL: func.func @outside
// CHECK:       func.func private @{{__strata_kernel_[0-9a-f]+}}(%{{.*}}: index, %{{.*}}: index, %{{.*}}: memref<8xf32>, %{{.*}}: memref<8xf32>)
// CHECK-NOT:   llvm.noalias
func.func @outside(%x: memref<8xf32>, %y: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %a = memref.load %x[%i] : memref<8xf32>
    memref.store %a, %y[%i] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// One kernel, two calls: apart at the first, two views of one buffer at
// the second (in place): no attribute, and one kernel for both.
// CHECK-LABEL: func.func @two_calls
// CHECK:       call @[[K:__strata_kernel_[0-9a-f]+]](%{{.*}}, %{{.*}}, %arg0, %[[O:.*]]) :
// CHECK:       call @[[K]](%{{.*}}, %{{.*}}, %[[O]], %{{.*}}) :
// CHECK:       func.func private @[[K]](%{{.*}}: index, %{{.*}}: index, %{{.*}}: memref<8xf32>, %{{.*}}: memref<8xf32>)
// CHECK-NOT:   func.func private
func.func @two_calls(%x: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %o = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %a = memref.load %x[%i] : memref<8xf32>
    %e = math.exp %a : f32
    memref.store %e, %o[%i] : memref<8xf32>
    scf.reduce
  }
  %v = memref.reinterpret_cast %o to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %a = memref.load %o[%i] : memref<8xf32>
    %e = math.exp %a : f32
    memref.store %e, %v[%i] : memref<8xf32>
    scf.reduce
  }
  return %o : memref<8xf32>
}
