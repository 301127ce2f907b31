// affine.vector_load, affine.vector_store and affine.prefetch (read/write, locality<0..3>, data/instr),
// and the degenerate integer set `affine_set<() : ()>` (0 == 0, as upstream reads it): custom form
// and generic form as mlir-opt-22 prints them.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-DAG: #[[TRUE:.*]] = affine_set<() : (0 == 0)>
// CHECK-LABEL: func.func @access(
// CHECK: affine.prefetch %{{.*}}[%{{.*}} + 3, %{{.*}} + 11], write, locality<0>, data : memref<100x100xf32>
// CHECK: affine.prefetch %{{.*}}[%{{.*}}, %{{.*}}], read, locality<3>, instr {foo} : memref<100x100xf32>
// CHECK: %[[V:.*]] = affine.vector_load %{{.*}}[%{{.*}} + 3, %{{.*}} + 7] : memref<100x100xf32>, vector<4xf32>
// CHECK: affine.vector_store %[[V]], %{{.*}}[%{{.*}}, symbol(%{{.*}})] {bar} : memref<100x100xf32>, vector<4xf32>
// CHECK: affine.vector_load %{{.*}}[%{{.*}}, %{{.*}}] : memref<100x100xf32>, vector<2x4xf32>
// CHECK: affine.if #[[TRUE]]() {
// GENERIC: "affine.prefetch"(%{{.*}}, %{{.*}}, %{{.*}}) <{isDataCache = true, isWrite = true, localityHint = 0 : i32, map = #{{.*}}}> : (memref<100x100xf32>, index, index) -> ()
// GENERIC: "affine.vector_load"(%{{.*}}, %{{.*}}, %{{.*}}) <{map = #{{.*}}}> : (memref<100x100xf32>, index, index) -> vector<4xf32>
// GENERIC: "affine.vector_store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{map = #{{.*}}}> {bar} : (vector<4xf32>, memref<100x100xf32>, index, index) -> ()
func.func @access(%m: memref<100x100xf32>, %i: index, %j: index) {
  affine.prefetch %m[%i + 3, %j + 11], write, locality<0>, data : memref<100x100xf32>
  affine.prefetch %m[%i, %j], read, locality<3>, instr {foo} : memref<100x100xf32>
  %1 = affine.vector_load %m[%i + 3, %j + 7] : memref<100x100xf32>, vector<4xf32>
  affine.vector_store %1, %m[%i, symbol(%j)] {bar} : memref<100x100xf32>, vector<4xf32>
  %2 = affine.vector_load %m[%i, %j] : memref<100x100xf32>, vector<2x4xf32>
  affine.if affine_set<() : ()> () {
  }
  return
}
