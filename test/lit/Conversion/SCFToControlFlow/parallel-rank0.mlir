// A rank-0 scf.parallel (Strata's verifier accepts it; upstream's does not)
// runs its body once: convert-scf-to-cf inlines it (it crashed with an
// index out of range, found by test/robust). The interpreter checks the
// lowering on random inputs.
// RUN: strata-opt %s --convert-scf-to-cf | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --convert-scf-to-cf > /dev/null

// CHECK-LABEL: func.func @rank0
// CHECK-NEXT:    %[[V:.*]] = memref.load %arg0[] : memref<f32>
// CHECK-NEXT:    %[[W:.*]] = arith.addf %[[V]], %[[V]] : f32
// CHECK-NEXT:    memref.store %[[W]], %arg1[] : memref<f32>
// CHECK-NEXT:    return
func.func @rank0(%in: memref<f32>, %out: memref<f32>) {
  scf.parallel () = () to () step () {
    %v = memref.load %in[] : memref<f32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %out[] : memref<f32>
    scf.reduce
  }
  return
}

// A nested loop inside the rank-0 one is lowered too.
// CHECK-LABEL: func.func @rank0_nested
// CHECK-NOT:     scf.
// CHECK:         cf.cond_br
func.func @rank0_nested(%out: memref<4xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel () = () to () step () {
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %f, %out[%i] : memref<4xf32>
    }
    scf.reduce
  }
  return
}
