// Sum, max (scf.if) and a while loop over a 1-D buffer; scalar results.
// RUN: strata-run --target=cpu --check-leaks %s --entry main | FileCheck %s

// CHECK: 5050
// CHECK-NEXT: 100
// CHECK-NEXT: 7
// CHECK-NEXT: 2.5
func.func @main() -> (i64, i64, i32, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %z = arith.constant 0 : i64
  %buf = memref.alloca() : memref<100xi64>
  scf.for %i = %c0 to %c100 step %c1 {
    %v = arith.index_cast %i : index to i64
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %buf[%i] : memref<100xi64>
  }
  %sum, %max = scf.for %i = %c0 to %c100 step %c1 iter_args(%s = %z, %m = %z) -> (i64, i64) {
    %v = memref.load %buf[%i] : memref<100xi64>
    %s2 = arith.addi %s, %v : i64
    %gt = arith.cmpi sgt, %v, %m : i64
    %m2 = scf.if %gt -> i64 {
      scf.yield %v : i64
    } else {
      scf.yield %m : i64
    }
    scf.yield %s2, %m2 : i64, i64
  }
  // Collatz steps of 3: 3 10 5 16 8 4 2 1 -> 7 steps.
  %c3 = arith.constant 3 : i32
  %zero = arith.constant 0 : i32
  %r:2 = scf.while (%n = %c3, %k = %zero) : (i32, i32) -> (i32, i32) {
    %one = arith.constant 1 : i32
    %ne = arith.cmpi ne, %n, %one : i32
    scf.condition(%ne) %n, %k : i32, i32
  } do {
  ^bb0(%n: i32, %k: i32):
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %rem = arith.remui %n, %two : i32
    %even = arith.cmpi eq, %rem, %zero : i32
    %next = scf.if %even -> i32 {
      %h = arith.divui %n, %two : i32
      scf.yield %h : i32
    } else {
      %t = arith.muli %n, %c3 : i32
      %t1 = arith.addi %t, %one : i32
      scf.yield %t1 : i32
    }
    %k1 = arith.addi %k, %one : i32
    scf.yield %next, %k1 : i32, i32
  }
  %x = arith.constant 6.25 : f64
  %sq = math.sqrt %x : f64
  return %sum, %max, %r#1, %sq : i64, i64, i32, f64
}
