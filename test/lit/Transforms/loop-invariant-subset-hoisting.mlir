// loop-invariant-subset-hoisting: a read and a write of the same subset of
// a tensor an scf.for carries move out of the loop, which carries the
// subset instead. Output as mlir-opt-22's on every case here but the
// affine.for one, on which mlir-opt-22 crashes.
// RUN: strata-opt %s -split-input-file --loop-invariant-subset-hoisting | FileCheck %s
// RUN: strata-opt %s -split-input-file --loop-invariant-subset-hoisting --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @slice_pair(
//  CHECK-SAME:     %[[T:[a-z0-9]+]]: tensor<?xf32>
//       CHECK:   %[[OFF:.*]] = arith.remui
//  CHECK-NEXT:   %[[E:.*]] = tensor.extract_slice %[[T]][%[[OFF]]] [2] [1] : tensor<?xf32> to tensor<2xf32>
//       CHECK:   %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[A:.*]] = %[[T]], %[[S:.*]] = %[[E]]) -> (tensor<?xf32>, tensor<2xf32>) {
//  CHECK-NEXT:     %[[F:.*]] = arith.addf %[[S]], %[[S]] : tensor<2xf32>
//  CHECK-NEXT:     scf.yield %[[A]], %[[F]] : tensor<?xf32>, tensor<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[I:.*]] = tensor.insert_slice %[[R]]#1 into %[[R]]#0[%[[OFF]]] [2] [1] : tensor<2xf32> into tensor<?xf32>
//  CHECK-NEXT:   return %[[I]]
func.func @slice_pair(%t: tensor<?xf32>, %off: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %o = arith.remui %off, %c2 : index
  %r = scf.for %iv = %c0 to %c3 step %c1 iter_args(%arg = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %arg[%o] [2] [1] : tensor<?xf32> to tensor<2xf32>
    %f = arith.addf %e, %e : tensor<2xf32>
    %i = tensor.insert_slice %f into %arg[%o] [2] [1] : tensor<2xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Two disjoint pairs on one tensor: both move; the writes after the loop
// in the reverse order.
// CHECK-LABEL: func.func @two_pairs(
//       CHECK:   %[[E0:.*]] = tensor.extract_slice %arg0[0, 0] [4, 4] [1, 1]
//       CHECK:   %[[E1:.*]] = tensor.extract_slice %arg0[8, 0] [4, 4] [1, 1]
//       CHECK:   %[[R:.*]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %arg0, %{{.*}} = %[[E0]], %{{.*}} = %[[E1]])
//       CHECK:   %[[W1:.*]] = tensor.insert_slice %[[R]]#2 into %[[R]]#0[8, 0] [4, 4] [1, 1]
//       CHECK:   %[[W0:.*]] = tensor.insert_slice %[[R]]#1 into %[[W1]][0, 0] [4, 4] [1, 1]
//       CHECK:   return %[[W0]]
func.func @two_pairs(%t: tensor<16x4xf32>) -> tensor<16x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %iv = %c0 to %c2 step %c1 iter_args(%arg = %t) -> (tensor<16x4xf32>) {
    %e = tensor.extract_slice %arg[0, 0] [4, 4] [1, 1] : tensor<16x4xf32> to tensor<4x4xf32>
    %e2 = tensor.extract_slice %arg[8, 0] [4, 4] [1, 1] : tensor<16x4xf32> to tensor<4x4xf32>
    %f = arith.addf %e, %e2 : tensor<4x4xf32>
    %g = arith.mulf %e2, %e2 : tensor<4x4xf32>
    %i = tensor.insert_slice %f into %arg[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x4xf32>
    %i2 = tensor.insert_slice %g into %i[8, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x4xf32>
    scf.yield %i2 : tensor<16x4xf32>
  }
  return %r : tensor<16x4xf32>
}

// -----

// vector transfers on a tensor, 1-d, rank 0 and through a permutation map,
// on an i32-indexed loop carrying two tensors.
// CHECK-LABEL: func.func @transfers(
//       CHECK:   %[[V:.*]] = vector.transfer_read %arg0[%{{.*}}, %{{.*}}], %{{.*}} {permutation_map = #{{.*}}} : tensor<8x8xf32>, vector<4x2xf32>
//       CHECK:   %[[V0:.*]] = vector.transfer_read %arg1[], %{{.*}} : tensor<f32>, vector<f32>
//       CHECK:   %[[R:.*]]:4 = scf.for
//   CHECK-NOT:     vector.transfer
//       CHECK:     scf.yield
//       CHECK:   vector.transfer_write %[[R]]#3, %[[R]]#1[] : vector<f32>, tensor<f32>
//       CHECK:   vector.transfer_write %[[R]]#2, %[[R]]#0[%{{.*}}, %{{.*}}] {permutation_map = #{{.*}}} : vector<4x2xf32>, tensor<8x8xf32>
func.func @transfers(%t: tensor<8x8xf32>, %s: tensor<f32>) -> (tensor<8x8xf32>, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %lb = arith.constant 0 : i32
  %ub = arith.constant 3 : i32
  %step = arith.constant 1 : i32
  %pad = arith.constant 0.0 : f32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %t, %b = %s) -> (tensor<8x8xf32>, tensor<f32>) : i32 {
    %v = vector.transfer_read %a[%c0, %c4], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<8x8xf32>, vector<4x2xf32>
    %w = arith.addf %v, %v : vector<4x2xf32>
    %n = vector.transfer_write %w, %a[%c0, %c4] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xf32>, tensor<8x8xf32>
    %x = vector.transfer_read %b[], %pad : tensor<f32>, vector<f32>
    %y = arith.mulf %x, %x : vector<f32>
    %m = vector.transfer_write %y, %b[] : vector<f32>, tensor<f32>
    scf.yield %n, %m : tensor<8x8xf32>, tensor<f32>
  }
  return %r#0, %r#1 : tensor<8x8xf32>, tensor<f32>
}

// -----

// The inner loop's pair moves out of it, then out of the outer loop too,
// which sees it through the inner loop's iter_args.
// CHECK-LABEL: func.func @nested(
//       CHECK:   %[[E:.*]] = tensor.extract_slice %arg0[0] [4] [1]
//       CHECK:   %[[R:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %arg0, %{{.*}} = %[[E]])
//       CHECK:     scf.for
//   CHECK-NOT:     tensor.
//       CHECK:   tensor.insert_slice %[[R]]#1 into %[[R]]#0[0] [4] [1]
func.func @nested(%t: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %r2 = scf.for %j = %c0 to %c2 step %c1 iter_args(%b = %a) -> (tensor<16xf32>) {
      %e = tensor.extract_slice %b[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
      %f = arith.addf %e, %e : tensor<4xf32>
      %i2 = tensor.insert_slice %f into %b[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
      scf.yield %i2 : tensor<16xf32>
    }
    scf.yield %r2 : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// Strided slices: [0, 2, 4, 6] and [9, 13) are disjoint, so the pair moves.
// CHECK-LABEL: func.func @strided(
//       CHECK:   tensor.extract_slice %arg0[0] [4] [2]
//       CHECK:   scf.for
//       CHECK:     tensor.extract_slice %{{.*}}[9] [4] [1]
//       CHECK:   tensor.insert_slice %{{.*}} into %{{.*}}[0] [4] [2]
func.func @strided(%t: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %e = tensor.extract_slice %a[0] [4] [2] : tensor<16xf32> to tensor<4xf32>
    %e2 = tensor.extract_slice %a[9] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %f = arith.addf %e, %e2 : tensor<4xf32>
    %m = tensor.insert_slice %f into %a[0] [4] [2] : tensor<4xf32> into tensor<16xf32>
    scf.yield %m : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// affine.for carries values the same way (mlir-opt-22 crashes on this one).
// CHECK-LABEL: func.func @affine_loop(
//       CHECK:   %[[E:.*]] = tensor.extract_slice %arg0[0] [4] [1]
//       CHECK:   %[[R:.*]]:2 = affine.for %{{.*}} = 0 to 4 iter_args(%[[A:.*]] = %arg0, %[[S:.*]] = %[[E]]) -> (tensor<16xf32>, tensor<4xf32>) {
//  CHECK-NEXT:     %[[F:.*]] = arith.addf %[[S]], %[[S]] : tensor<4xf32>
//  CHECK-NEXT:     affine.yield %[[A]], %[[F]] : tensor<16xf32>, tensor<4xf32>
//       CHECK:   tensor.insert_slice %[[R]]#1 into %[[R]]#0[0] [4] [1]
func.func @affine_loop(%t: tensor<16xf32>) -> tensor<16xf32> {
  %r = affine.for %i = 0 to 4 iter_args(%a = %t) -> (tensor<16xf32>) {
    %e = tensor.extract_slice %a[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %f = arith.addf %e, %e : tensor<4xf32>
    %n = tensor.insert_slice %f into %a[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    affine.yield %n : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// Left alone: an offset computed in the loop, an overlapping read, another
// use of the tensor, a write alone, a dynamic size read only once (no
// write of it), a read and a write of different subsets, transfers on a
// memref (no tensor carried).
// CHECK-LABEL: func.func @left_alone(
//       CHECK:   scf.for
//  CHECK-NEXT:     tensor.extract_slice
//       CHECK:   scf.for
//  CHECK-NEXT:     tensor.extract_slice
//  CHECK-NEXT:     tensor.extract_slice
//       CHECK:   scf.for
//  CHECK-NEXT:     tensor.extract_slice
//  CHECK-NEXT:     tensor.dim
//       CHECK:   scf.for
//  CHECK-NEXT:     tensor.insert_slice
//       CHECK:   scf.for
//  CHECK-NEXT:     tensor.extract_slice
//  CHECK-NEXT:     tensor.insert_slice
//       CHECK:   scf.for
//  CHECK-NEXT:     vector.transfer_read
func.func @left_alone(%t: tensor<16xf32>, %v: tensor<4xf32>, %m: memref<8xf32>, %sz: index) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %r0 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %e = tensor.extract_slice %a[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %f = arith.addf %e, %e : tensor<4xf32>
    %n = tensor.insert_slice %f into %a[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  %r1 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %e = tensor.extract_slice %a[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %e2 = tensor.extract_slice %a[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %f = arith.addf %e, %e2 : tensor<4xf32>
    %n = tensor.insert_slice %f into %a[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  %r2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %e = tensor.extract_slice %a[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %d = tensor.dim %a, %c0 : tensor<16xf32>
    %f = arith.addf %e, %e : tensor<4xf32>
    %n = tensor.insert_slice %f into %a[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  %r3 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %n = tensor.insert_slice %v into %a[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  %r4 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %e = tensor.extract_slice %a[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %n = tensor.insert_slice %e into %a[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %x = vector.transfer_read %m[%c0], %pad : memref<8xf32>, vector<4xf32>
    %y = arith.addf %x, %x : vector<4xf32>
    vector.transfer_write %y, %m[%c0] : vector<4xf32>, memref<8xf32>
  }
  return %r0, %r1, %r2, %r3, %r4 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}
