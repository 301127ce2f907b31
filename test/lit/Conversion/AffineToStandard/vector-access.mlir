// lower-affine on affine.vector_load/vector_store (to vector.load/store at the expanded indices,
// as mlir-opt-22) and affine.prefetch (a hint: it goes away, Strata has no memref.prefetch). The
// interpreter checks the function before and after on random inputs.
// RUN: strata-opt %s --lower-affine | FileCheck %s
// RUN: strata-opt %s --lower-affine --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @copy(
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[C8]] {
// CHECK-NOT: affine.prefetch
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[J:.*]] = arith.addi %[[I]], %[[C2]] : index
// CHECK: %[[V:.*]] = vector.load %arg0[%[[J]]] : memref<34xf32>, vector<8xf32>
// CHECK: vector.store %[[V]], %arg1[%[[I]]] : memref<32xf32>, vector<8xf32>
// CHECK-NOT: affine.
func.func @copy(%a: memref<34xf32>, %b: memref<32xf32>) {
  affine.for %i = 0 to 32 step 8 {
    affine.prefetch %a[%i + 2], read, locality<3>, data : memref<34xf32>
    %v = affine.vector_load %a[%i + 2] : memref<34xf32>, vector<8xf32>
    affine.vector_store %v, %b[%i] : memref<32xf32>, vector<8xf32>
  }
  return
}
