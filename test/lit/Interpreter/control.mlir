// func (call, recursion), cf (br, cond_br, switch), scf (for, while, if,
// index_switch, execute_region, parallel, forall) and affine ops.
// RUN: strata-run %s --entry main | FileCheck %s

func.func private @fib(%n: i64) -> i64 {
  %two = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %two : i64
  cf.cond_br %lt, ^base, ^rec
^base:
  return %n : i64
^rec:
  %one = arith.constant 1 : i64
  %a = arith.subi %n, %one : i64
  %b = arith.subi %n, %two : i64
  %fa = func.call @fib(%a) : (i64) -> i64
  %fb = func.call @fib(%b) : (i64) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}

func.func private @sw(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^d,
    1: ^one,
    5: ^five
  ]
^d:
  %c0 = arith.constant 0 : i32
  return %c0 : i32
^one:
  %c10 = arith.constant 10 : i32
  return %c10 : i32
^five:
  %c50 = arith.constant 50 : i32
  return %c50 : i32
}

func.func @main() -> (i64, i32, i32, index, index, i32, f32, index, index, index, index, tensor<4xf32>, index) {
  %n = arith.constant 20 : i64
  %f = func.call @fib(%n) : (i64) -> i64
  %c5 = arith.constant 5 : i32
  %s5 = func.call @sw(%c5) : (i32) -> i32
  %c3 = arith.constant 3 : i32
  %s3 = func.call @sw(%c3) : (i32) -> i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  // Sum of 0..9.
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> (index) {
    %a = arith.addi %acc, %i : index
    scf.yield %a : index
  }
  // Collatz steps from 27.
  %c27 = arith.constant 27 : index
  %r:2 = scf.while (%x = %c27, %k = %c0) : (index, index) -> (index, index) {
    %ne = arith.cmpi ne, %x, %c1 : index
    scf.condition(%ne) %x, %k : index, index
  } do {
  ^bb0(%x: index, %k: index):
    %c2 = arith.constant 2 : index
    %rem = arith.remui %x, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %nx = scf.if %even -> (index) {
      %h = arith.divui %x, %c2 : index
      scf.yield %h : index
    } else {
      %c3i = arith.constant 3 : index
      %t = arith.muli %x, %c3i : index
      %t1 = arith.addi %t, %c1 : index
      scf.yield %t1 : index
    }
    %k1 = arith.addi %k, %c1 : index
    scf.yield %nx, %k1 : index, index
  }
  %sel = scf.index_switch %c1 -> i32
  case 0 {
    %v = arith.constant 100 : i32
    scf.yield %v : i32
  }
  case 1 {
    %v = arith.constant 101 : i32
    scf.yield %v : i32
  }
  default {
    %v = arith.constant -1 : i32
    scf.yield %v : i32
  }
  %er = scf.execute_region -> f32 {
    %v = arith.constant 2.5 : f32
    cf.br ^bb1(%v : f32)
  ^bb1(%w: f32):
    scf.yield %w : f32
  }
  // Parallel reduction: sum of i*j for i, j in 0..3.
  %c4 = arith.constant 4 : index
  %pr = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) init (%c0) -> index {
    %p = arith.muli %i, %j : index
    scf.reduce(%p : index) {
    ^bb0(%l: index, %rr: index):
      %s = arith.addi %l, %rr : index
      scf.reduce.return %s : index
    }
  }
  %ap = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 * 3)>(%c10)[%c4]
  %am = affine.min affine_map<(d0) -> (d0, 7, d0 mod 4)>(%c10)
  %lin = affine.linearize_index [%c1, %c1] by (3, 4) : index
  %del:2 = affine.delinearize_index %c10 into (3, 4) : index, index
  // scf.forall writes slices of a shared tensor.
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %fa = scf.forall (%i) in (4) shared_outs(%o = %z) -> (tensor<4xf32>) {
    %fi = arith.index_cast %i : index to i32
    %ff = arith.sitofp %fi : i32 to f32
    %t = tensor.from_elements %ff : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %f, %s5, %s3, %sum, %r#1, %sel, %er, %pr, %ap, %am, %del#1, %fa, %lin : i64, i32, i32, index, index, i32, f32, index, index, index, index, tensor<4xf32>, index
}
// CHECK:      6765
// CHECK-NEXT: 50
// CHECK-NEXT: 0
// CHECK-NEXT: 45
// CHECK-NEXT: 111
// CHECK-NEXT: 101
// CHECK-NEXT: 2.5
// CHECK-NEXT: 36
// CHECK-NEXT: 17
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK:      [0, 1, 2, 3]
// CHECK-NEXT: 5
