// Integer wrap-around, division, shifts, comparisons, casts and float
// corner cases (NaN, signed zeros, rounding) in the reference interpreter.
// RUN: strata-run %s --entry ints | FileCheck %s --check-prefix=INTS
// RUN: strata-run %s --entry floats --exact | FileCheck %s --check-prefix=FLOATS
// RUN: strata-run %s --entry casts --exact | FileCheck %s --check-prefix=CASTS
// RUN: strata-run %s --entry tensors | FileCheck %s --check-prefix=TENSORS

func.func @ints() -> (i32, i8, i32, i32, i32, i32, i32, i32, i1, i1, i64, i16, i16) {
  %max = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %wrap = arith.addi %max, %one : i32
  %a = arith.constant 200 : i8
  %b = arith.constant 100 : i8
  %m = arith.muli %a, %b : i8
  %m7 = arith.constant -7 : i32
  %two = arith.constant 2 : i32
  %q = arith.divsi %m7, %two : i32
  %r = arith.remsi %m7, %two : i32
  %fq = arith.floordivsi %m7, %two : i32
  %cq = arith.ceildivsi %m7, %two : i32
  %uq = arith.divui %m7, %two : i32
  %sh = arith.shrsi %m7, %one : i32
  %lt = arith.cmpi slt, %m7, %two : i32
  %ult = arith.cmpi ult, %m7, %two : i32
  %big = arith.constant 9223372036854775807 : i64
  %big1 = arith.constant 1 : i64
  %bw = arith.addi %big, %big1 : i64
  %x = arith.constant -32768 : i16
  %y = arith.constant -1 : i16
  %mx = arith.maxui %x, %y : i16
  %mn = arith.minsi %x, %y : i16
  return %wrap, %m, %q, %r, %fq, %cq, %uq, %sh, %lt, %ult, %bw, %mx, %mn : i32, i8, i32, i32, i32, i32, i32, i32, i1, i1, i64, i16, i16
}
// INTS:      -2147483648
// INTS-NEXT: 32
// INTS-NEXT: -3
// INTS-NEXT: -1
// INTS-NEXT: -4
// INTS-NEXT: -3
// INTS-NEXT: 2147483644
// INTS-NEXT: -4
// INTS-NEXT: 1
// INTS-NEXT: 0
// INTS-NEXT: -9223372036854775808
// INTS-NEXT: -1
// INTS-NEXT: -32768

func.func @floats() -> (f32, f32, f32, f32, f32, i1, i1, f32, f64, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %nan = arith.divf %z, %z : f32
  %inf = arith.divf %one, %z : f32
  %ninf = arith.divf %one, %nz : f32
  %max0 = arith.maximumf %nz, %z : f32
  %min0 = arith.minimumf %z, %nz : f32
  %mnan = arith.maximumf %nan, %one : f32
  %mnum = arith.maxnumf %nan, %one : f32
  %eq = arith.cmpf oeq, %nan, %nan : f32
  %une = arith.cmpf une, %nan, %nan : f32
  %third = arith.constant 0.333333333333 : f32
  %t3 = arith.mulf %third, %third : f32
  %d = arith.constant 0.1 : f64
  %d3 = arith.addf %d, %d : f64
  %rem = arith.remf %ninf, %one : f32
  return %max0, %min0, %mnan, %mnum, %inf, %eq, %une, %t3, %d3, %rem : f32, f32, f32, f32, f32, i1, i1, f32, f64, f32
}
// FLOATS:      0
// FLOATS-NEXT: -0
// FLOATS-NEXT: nan
// FLOATS-NEXT: 1
// FLOATS-NEXT: inf
// FLOATS-NEXT: 0
// FLOATS-NEXT: 1
// FLOATS-NEXT: 0.11111112
// FLOATS-NEXT: 0.2
// FLOATS-NEXT: nan

func.func @casts() -> (f32, bf16, f16, i8, i32, i32, index, i64, f32, i32, f32, f32) {
  %d = arith.constant 16777217.0 : f64
  %f = arith.truncf %d : f64 to f32
  %x = arith.constant 1.00390625 : f32
  %bf = arith.truncf %x : f32 to bf16
  %h = arith.constant 65520.0 : f32
  %hf = arith.truncf %h : f32 to f16
  %w = arith.constant 300 : i32
  %t = arith.trunci %w : i32 to i8
  %n = arith.constant -1 : i8
  %se = arith.extsi %n : i8 to i32
  %ze = arith.extui %n : i8 to i32
  %ic = arith.index_cast %se : i32 to index
  %iu = arith.index_castui %se : i32 to index
  %iu64 = arith.index_cast %iu : index to i64
  %big = arith.constant 16777217 : i32
  %sf = arith.sitofp %big : i32 to f32
  %ff = arith.constant -2.75 : f32
  %fi = arith.fptosi %ff : f32 to i32
  %bits = arith.constant 1065353216 : i32
  %bc = arith.bitcast %bits : i32 to f32
  %up = arith.truncf %d upward : f64 to f32
  return %f, %bf, %hf, %t, %se, %ze, %ic, %iu64, %sf, %fi, %bc, %up : f32, bf16, f16, i8, i32, i32, index, i64, f32, i32, f32, f32
}
// CASTS:      1.6777216e+07
// CASTS-NEXT: 1
// CASTS-NEXT: inf
// CASTS-NEXT: 44
// CASTS-NEXT: -1
// CASTS-NEXT: 255
// CASTS-NEXT: -1
// CASTS-NEXT: 4294967295
// CASTS-NEXT: 1.6777216e+07
// CASTS-NEXT: -2
// CASTS-NEXT: 1
// CASTS-NEXT: 1.6777218e+07

func.func @tensors() -> (tensor<2x2xi32>, tensor<3xi1>) {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = arith.constant dense<10> : tensor<2x2xi32>
  %s = arith.muli %a, %b : tensor<2x2xi32>
  %x = arith.constant dense<[1.0, 0x7FC00000, -0.0]> : tensor<3xf32>
  %z = arith.constant dense<0.0> : tensor<3xf32>
  %c = arith.cmpf oeq, %x, %z : tensor<3xf32>
  return %s, %c : tensor<2x2xi32>, tensor<3xi1>
}
// TENSORS:      Memref rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// TENSORS-NEXT: {{\[}}[10, 20],
// TENSORS-NEXT:  [30, 40]]
// TENSORS:      Memref rank = 1 offset = 0 sizes = [3] strides = [1] data =
// TENSORS-NEXT: [0, 0, 1]
