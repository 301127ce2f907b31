// strata-parallel-loops-to-gpu's vector-width: a thread of a straight-line
// parallel loop runs that many consecutive innermost iterations, and the
// loads and stores of their contiguous elements move as one vector each
// when the kernel finds every such memref aligned for it; otherwise the
// thread runs its iterations one by one. The differential check runs every
// function before and after, every thread interpreted: the aligned path
// (the interpreter's buffers are aligned) and, through a dynamic offset of
// 1, the fallback.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu),canonicalize)' | FileCheck %s
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{vector-width=2}),canonicalize)' | FileCheck %s --check-prefix=W2
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{vector-width=1}))' | FileCheck %s --check-prefix=OFF
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=8 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu),canonicalize,gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=8 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{vector-width=8}),canonicalize,gpu-kernel-outlining)' > /dev/null
// RUN: not strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{vector-width=3}))' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: vector-width must be 1, 2, 4 or 8, got 3

// A bias add over rows of 64: 16 threads a row, each loading four
// elements of the row and of the bias and storing four results; the bias's
// load depends on the innermost index alone. One test of the pointers'
// bitwise or picks the vector path.
// CHECK-LABEL: func.func @bias
// CHECK: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c64,
// CHECK: %[[BASE:.*]] = arith.muli %{{.*}}, %c4 : index
// CHECK: %[[OR1:.*]] = arith.ori
// CHECK: %[[OR2:.*]] = arith.ori %[[OR1]]
// CHECK: %[[LOW:.*]] = arith.andi %[[OR2]], %c15 : index
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq, %[[LOW]], %c0 : index
// CHECK: scf.if %[[ALIGNED]] {
// CHECK: %[[X:.*]] = vector.load %{{.*}}[%[[ROW:.*]], %[[BASE]]] {alignment = 16 : i64} : memref<4x64xf32>, vector<4xf32>
// CHECK-COUNT-4: vector.extract %[[X]]
// CHECK: %[[B:.*]] = vector.load %{{.*}}[%[[BASE]]] {alignment = 16 : i64} : memref<64xf32>, vector<4xf32>
// CHECK-COUNT-4: arith.addf
// CHECK-COUNT-4: math.exp
// CHECK: %[[Y:.*]] = vector.from_elements
// CHECK: vector.store %[[Y]], %{{.*}}[%[[ROW]], %[[BASE]]] {alignment = 16 : i64} : memref<4x64xf32>, vector<4xf32>
// CHECK: } else {
// CHECK: scf.for %[[K:.*]] = %c0 to %c4 step %c1 {
// CHECK: %[[J:.*]] = arith.addi %[[BASE]], %[[K]] : index
// CHECK: memref.load %{{.*}}[%[[ROW]], %[[J]]] : memref<4x64xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[ROW]], %[[J]]] : memref<4x64xf32>
// W2-LABEL: func.func @bias
// W2: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c128,
// W2: vector.load {{.*}} {alignment = 8 : i64} : memref<4x64xf32>, vector<2xf32>
// OFF-LABEL: func.func @bias
// OFF: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c256,
// OFF-NOT: vector.
func.func @bias(%a: memref<4x64xf32>, %b: memref<64xf32>, %o: memref<4x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c64) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<4x64xf32>
    %y = memref.load %b[%j] : memref<64xf32>
    %z = arith.addf %x, %y : f32
    %w = math.exp %z : f32
    memref.store %w, %o[%i, %j] : memref<4x64xf32>
    scf.reduce
  }
  return
}

// -----

// f16 elements: vectors of four halves, 8 bytes. The i64 memref's
// elements are no register vector's: its loads stay scalar, four per
// thread. A load whose index depends on the innermost one other than as
// the last index (a transpose) stays scalar too; the per-row scale does not
// depend on it and is loaded once per iteration alike.
// CHECK-LABEL: func.func @mixed
// CHECK: scf.if
// CHECK: %[[P:.*]] = arith.ori
// CHECK: arith.andi %[[P]], %c7 : index
// CHECK: vector.load %{{.*}} {alignment = 8 : i64} : memref<8x16xf16>, vector<4xf16>
// CHECK-COUNT-4: memref.load %{{.*}} : memref<8x16xi64>
// CHECK-COUNT-4: memref.load %{{.*}} : memref<16x8xf16>
// CHECK: vector.store %{{.*}} {alignment = 8 : i64} : memref<8x16xf16>, vector<4xf16>
// CHECK: } else {
func.func @mixed(%h: memref<8x16xf16>, %ix: memref<8x16xi64>, %t: memref<16x8xf16>, %o: memref<8x16xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c16) step (%c1, %c1) {
    %x = memref.load %h[%i, %j] : memref<8x16xf16>
    %n = memref.load %ix[%i, %j] : memref<8x16xi64>
    %tr = memref.load %t[%j, %i] : memref<16x8xf16>
    %f = arith.sitofp %n : i64 to f16
    %s = arith.addf %x, %f : f16
    %r = arith.mulf %s, %tr : f16
    memref.store %r, %o[%i, %j] : memref<8x16xf16>
    scf.reduce
  }
  return
}

// -----

// A view of dynamic offset and row stride: the kernel checks them too (a
// multiple of four elements each) before the vector path. With the check's
// offset of 1 the differential check runs the fallback.
// CHECK-LABEL: func.func @strided
// CHECK: %[[META:.*]], %[[OFFSET:.*]], %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata
// CHECK-DAG: arith.andi %[[OFFSET]], %c3 : index
// CHECK-DAG: arith.andi %[[STRIDES]]#0, %c3 : index
// CHECK: vector.load %{{.*}} : memref<4x8xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
func.func @strided(%v: memref<4x8xf32, strided<[?, 1], offset: ?>>, %o: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
    %x = memref.load %v[%i, %j] : memref<4x8xf32, strided<[?, 1], offset: ?>>
    %y = arith.negf %x : f32
    memref.store %y, %o[%i, %j] : memref<4x8xf32>
    scf.reduce
  }
  return
}

// -----

// A dynamic outer dim: the launch's size is computed on the host, from
// the innermost count divided by four.
// CHECK-LABEL: func.func @dynamic_rows
// CHECK: %[[N:.*]] = memref.dim
// CHECK: %[[R:.*]] = arith.maxsi %[[N]], %c0 : index
// CHECK: %[[T:.*]] = arith.muli %[[R]], %c2 : index
// CHECK: gpu.launch
// CHECK: vector.store %{{.*}} : memref<?x8xi32>, vector<4xi32>
func.func @dynamic_rows(%m: memref<?x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %m, %c0 : memref<?x8xi32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c1, %c1) {
    %x = memref.load %m[%i, %j] : memref<?x8xi32>
    %y = arith.addi %x, %x : i32
    memref.store %y, %m[%i, %j] : memref<?x8xi32>
    scf.reduce
  }
  return
}

// -----

// Left to a thread per iteration: an innermost count that is no multiple
// of four, a static offset that is none (a vector would straddle 16-byte
// pieces), an innermost step of 2, a body with a loop of its own, and a
// loop whose accesses are all scalar (an innermost index not last).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: vector.
// CHECK: return
func.func @left_alone(%a: memref<4x6xf32>, %s: memref<8xf32, strided<[1], offset: 2>>, %w: memref<8xf32>, %t: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c6) step (%c1, %c1) {
    memref.store %one, %a[%i, %j] : memref<4x6xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %one, %s[%i] : memref<8xf32, strided<[1], offset: 2>>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c2) {
    memref.store %one, %w[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.for %k = %c0 to %c8 step %c1 {
      memref.store %one, %t[%i, %k] : memref<8x8xf32>
    }
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    memref.store %one, %t[%j, %i] : memref<8x8xf32>
    scf.reduce
  }
  return
}

// -----

// Rank 0 and an empty loop: nothing to vectorize, nothing launched for the
// empty one.
// CHECK-LABEL: func.func @edges
// CHECK-NOT: vector.
// CHECK: return
func.func @edges(%m: memref<0x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c0, %c8) step (%c1, %c1) {
    memref.store %one, %m[%i, %j] : memref<0x8xf32>
    scf.reduce
  }
  return
}
