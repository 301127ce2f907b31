// convert-scf-to-cf on scf.parallel with reductions: nested loops carry the reductions (the outer
// ones pass on the inner ones' results), the innermost combines with each reduce region inlined;
// as mlir-opt-22's. A rank-0 loop (Strata's verifier accepts it) combines once in place. The
// interpreter checks each function before and after; the last file chunk starts from affine.parallel.
// RUN: strata-opt %s -split-input-file --convert-scf-to-cf | FileCheck %s
// RUN: strata-opt %s -split-input-file --convert-scf-to-cf --strata-diff-check -o /dev/null
// RUN: strata-opt %s -split-input-file --lower-affine --convert-scf-to-cf --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @two(
// CHECK: cf.br ^bb1(%{{.*}}, %[[Z:.*]], %[[O:.*]] : index, f32, i32)
// CHECK: ^bb1(%[[I:.*]]: index, %[[A:.*]]: f32, %[[B:.*]]: i32):
// CHECK: cf.br ^bb3(%{{.*}}, %[[A]], %[[B]] : index, f32, i32)
// CHECK: ^bb3(%[[J:.*]]: index, %[[A2:.*]]: f32, %[[B2:.*]]: i32):
// CHECK: ^bb4:
// CHECK-NEXT: %[[X:.*]] = memref.load %arg2[%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT: %[[Y:.*]] = arith.fptosi %[[X]] : f32 to i32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A2]], %[[X]] : f32
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[B2]], %[[Y]] : i32
// CHECK: cf.br ^bb3(%{{.*}}, %[[S]], %[[M]] : index, f32, i32)
// CHECK: ^bb5:
// CHECK: cf.br ^bb1(%{{.*}}, %[[A2]], %[[B2]] : index, f32, i32)
// CHECK: ^bb6:
// CHECK-NEXT: return %[[A]], %[[B]] : f32, i32
func.func @two(%n: index, %m: index, %buf: memref<?x?xf32>) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %o = arith.constant -100 : i32
  %d0 = memref.dim %buf, %c0 : memref<?x?xf32>
  %d1 = memref.dim %buf, %c1 : memref<?x?xf32>
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%d0, %d1) step (%c1, %c1) init (%z, %o) -> (f32, i32) {
    %x = memref.load %buf[%i, %j] : memref<?x?xf32>
    %y = arith.fptosi %x : f32 to i32
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// CHECK-LABEL: func.func @rank0(
// CHECK-NEXT: %[[C:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %[[V:.*]] = arith.mulf %arg0, %[[C]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.mulf %arg1, %[[V]] : f32
// CHECK-NEXT: return %[[R]] : f32
func.func @rank0(%x: f32, %init: f32) -> f32 {
  %r = scf.parallel () = () to () step () init (%init) -> f32 {
    %c = arith.constant 2.0 : f32
    %v = arith.mulf %x, %c : f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// From affine.parallel (lower-affine first): a 2-d band with a step, a min bound and three
// reductions, down to blocks.
// CHECK-LABEL: func.func @from_affine(
// CHECK-NOT: scf.
func.func @from_affine(%buf: memref<9x7xf32>, %n: index) -> (f32, f32, i64) {
  %r:3 = affine.parallel (%i, %j) = (0, 1) to (min(%n, 9), 7) step (2, 3) reduce ("addf", "maximumf", "addi") -> (f32, f32, i64) {
    %x = affine.load %buf[%i, %j] : memref<9x7xf32>
    %k = arith.index_cast %j : index to i64
    affine.yield %x, %x, %k : f32, f32, i64
  }
  return %r#0, %r#1, %r#2 : f32, f32, i64
}
