// What the vector ops compute in the interpreter (dialects/vector/vectorexec), on constants whose
// results are known: rank 0 and one-element vectors, every element type, masks, padding.
// RUN: strata-run %s --target=interp --entry matmul_and_slices | FileCheck %s --check-prefix=MATMUL
// RUN: strata-run %s --target=interp --entry reductions | FileCheck %s --check-prefix=RED
// RUN: strata-run %s --target=interp --entry transfers | FileCheck %s --check-prefix=XFER
// RUN: strata-run %s --target=interp --entry rank0 | FileCheck %s --check-prefix=RANK0
// RUN: strata-run %s --target=interp --entry more | FileCheck %s --check-prefix=MORE
// RUN: not strata-run %s --target=interp --entry poison 2>&1 | FileCheck %s --check-prefix=POISON
// RUN: not strata-run %s --target=interp --entry out_of_bounds 2>&1 | FileCheck %s --check-prefix=OOB

// MATMUL: [1, 2, 5, 6]
// MATMUL: [3, 4]
// MATMUL: {{\[\[}}19, 22],
// MATMUL-NEXT: [43, 50]]
// MATMUL: [-1, -1,  0,  0]
// MATMUL: {{\[\[}}1, 3],
// MATMUL-NEXT: [2, 4]]
func.func @matmul_and_slices() -> (vector<4xi32>, vector<2xi32>, vector<2x2xi32>, vector<4xi16>, vector<2x2xi32>) {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %b = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi32>
  %z = arith.constant dense<0> : vector<2x2xi32>
  %c = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  %fa = vector.shape_cast %a : vector<2x2xi32> to vector<4xi32>
  %fb = vector.shape_cast %b : vector<2x2xi32> to vector<4xi32>
  %s = vector.shuffle %fa, %fb [0, 1, 4, 5] : vector<4xi32>, vector<4xi32>
  %r = vector.extract %a[1] : vector<2xi32> from vector<2x2xi32>
  // i32 -1 and 0 as i16 halves (the low half first).
  %m = arith.constant dense<[-1, 0]> : vector<2xi32>
  %h = vector.bitcast %m : vector<2xi32> to vector<4xi16>
  %t = vector.transpose %a, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  return %s, %r, %c, %h, %t : vector<4xi32>, vector<2xi32>, vector<2x2xi32>, vector<4xi16>, vector<2x2xi32>
}

// Reductions per element type: wrapping integer arithmetic, unsigned order, NaN rules.
// RED: -128
// RED-NEXT: 3
// RED-NEXT: -1
// RED-NEXT: 10
// RED-NEXT: 1.5
// RED-NEXT: 2
// RED-NEXT: 4.5
// RED-NEXT: 3
// RED-NEXT: nan
// RED-NEXT: 1
// RED: [4, 6]
func.func @reductions() -> (i8, i16, i32, i64, f16, bf16, f32, f64, f32, index, vector<2xi32>) {
  %i8 = arith.constant dense<[127, 1]> : vector<2xi8>
  %0 = vector.reduction <add>, %i8 : vector<2xi8> into i8
  %i16 = arith.constant dense<[255, 3, -1]> : vector<3xi16>
  %c2 = arith.constant 2 : i16
  %1 = vector.reduction <minui>, %i16 : vector<3xi16> into i16
  %i32 = arith.constant dense<[1, 2, 4, 8]> : vector<4xi32>
  %m1 = arith.constant -16 : i32
  %2 = vector.reduction <xor>, %i32, %m1 : vector<4xi32> into i32
  %i64 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %3 = vector.reduction <add>, %i64 : vector<4xi64> into i64
  %f16 = arith.constant dense<[0.5, 1.0]> : vector<2xf16>
  %4 = vector.reduction <add>, %f16 : vector<2xf16> into f16
  %bf16 = arith.constant dense<[2.0, -1.0]> : vector<2xbf16>
  %5 = vector.reduction <maxnumf>, %bf16 : vector<2xbf16> into bf16
  %f32 = arith.constant dense<[1.5, 3.0]> : vector<2xf32>
  %6 = vector.reduction <add>, %f32 : vector<2xf32> into f32
  %nan = arith.constant 0x7FF8000000000000 : f64
  %f64 = arith.constant dense<[3.0, 1.0]> : vector<2xf64>
  %7 = vector.reduction <maxnumf>, %f64, %nan : vector<2xf64> into f64
  %f32n = arith.constant dense<[1.0, 0x7FC00000]> : vector<2xf32>
  %8 = vector.reduction <maximumf>, %f32n : vector<2xf32> into f32
  %ix = arith.constant dense<[3, 1, 2]> : vector<3xindex>
  %9 = vector.reduction <minsi>, %ix : vector<3xindex> into index
  %v = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %acc = arith.constant dense<0> : vector<2xi32>
  %10 = vector.multi_reduction <add>, %v, %acc [0] : vector<2x2xi32> to vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i8, i16, i32, i64, f16, bf16, f32, f64, f32, index, vector<2xi32>
}

// Transfers: padding past the end, a transposing map, a masked write, a gather.
// XFER: [ 3,  4,  5, -1]
// XFER: {{\[\[}}0, 3],
// XFER-NEXT: [1, 4],
// XFER-NEXT: [2, 5]]
// XFER: [9, 1, 9, 3, 4, 5]
// XFER: [5, 9, 7, 7]
func.func @transfers() -> (vector<4xi32>, vector<3x2xi32>, memref<6xi32>, vector<4xi32>) {
  %m = memref.alloc() : memref<6xi32>
  %flat = arith.constant dense<[0, 1, 2, 3, 4, 5]> : vector<6xi32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  vector.store %flat, %m[%c0] : memref<6xi32>, vector<6xi32>
  %pad = arith.constant -1 : i32
  %0 = vector.transfer_read %m[%c3], %pad : memref<6xi32>, vector<4xi32>
  %m2 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xi32> into memref<2x3xi32>
  %1 = vector.transfer_read %m2[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<2x3xi32>, vector<3x2xi32>
  %nines = arith.constant dense<9> : vector<3xi32>
  %mask = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.transfer_write %nines, %m[%c0], %mask : vector<3xi32>, memref<6xi32>
  %idx = arith.constant dense<[5, 0, 2, 1]> : vector<4xindex>
  %gm = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  %pass = arith.constant dense<7> : vector<4xi32>
  %2 = vector.gather %m[%c0] [%idx], %gm, %pass : memref<6xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return %0, %1, %m, %2 : vector<4xi32>, vector<3x2xi32>, memref<6xi32>, vector<4xi32>
}

// Rank 0 and one element: vector<f32> is a 0-d value, vector<1xi1> one lane.
// RANK0: Memref rank = 0
// RANK0-NEXT: [2.5]
// RANK0: 2.5
// RANK0: [1]
// RANK0: [0, 1, 2]
func.func @rank0() -> (vector<f32>, f32, vector<1xi1>, vector<3xindex>) {
  %s = arith.constant 2.5 : f32
  %0 = vector.broadcast %s : f32 to vector<f32>
  %1 = vector.extract %0[] : f32 from vector<f32>
  %c1 = arith.constant 1 : index
  %2 = vector.create_mask %c1 : vector<1xi1>
  %3 = vector.step : vector<3xindex>
  return %0, %1, %2, %3 : vector<f32>, f32, vector<1xi1>, vector<3xindex>
}

// An extract at position -1 is poison, reported where it is returned.
// POISON: error: {{.*}}poison
func.func @poison() -> f32 {
  %v = arith.constant dense<1.0> : vector<4xf32>
  %0 = vector.extract %v[-1] : f32 from vector<4xf32>
  return %0 : f32
}

// A vector.load past the end is an error at the op, as memref.load's.
// OOB: error: 'vector.load' op out-of-bounds access
func.func @out_of_bounds() -> vector<4xf32> {
  %m = memref.alloc() : memref<6xf32>
  %c3 = arith.constant 3 : index
  %0 = vector.load %m[%c3] : memref<6xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// expandload and compressstore use consecutive elements for the masked-on lanes; interleave,
// deinterleave, to_elements, an inclusive and an exclusive scan.
// MORE: [0, 9, 1, 2]
// MORE: [1, 9, 2, 9, 3, 9, 4, 9]
// MORE: [1, 3]
// MORE: [2, 4]
// MORE: 3
// MORE: {{\[\[}} 1,  3,  6],
// MORE-NEXT: [ 4,  9, 15]]
// MORE: [ 6, 15]
// MORE: {{\[\[}}10, 11, 13],
// MORE-NEXT: [20, 24, 29]]
// MORE: [0, 1, 3, 4, 4, 5]
func.func @more() -> (vector<4xi32>, vector<8xi32>, vector<2xi32>, vector<2xi32>, i32, vector<2x3xi32>, vector<2xi32>, vector<2x3xi32>, memref<6xi32>) {
  %m = memref.alloc() : memref<6xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %flat = arith.constant dense<[0, 1, 2, 3, 4, 5]> : vector<6xi32>
  vector.store %flat, %m[%c0] : memref<6xi32>, vector<6xi32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pass = arith.constant dense<9> : vector<4xi32>
  %0 = vector.expandload %m[%c0], %mask, %pass : memref<6xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %1 = vector.interleave %a, %pass : vector<4xi32> -> vector<8xi32>
  %e, %o = vector.deinterleave %a : vector<4xi32> -> vector<2xi32>
  %x:4 = vector.to_elements %a : vector<4xi32>
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %z = arith.constant dense<0> : vector<2xi32>
  %s:2 = vector.scan <add>, %v, %z {reduction_dim = 1 : i64, inclusive = true} : vector<2x3xi32>, vector<2xi32>
  %t = arith.constant dense<[10, 20]> : vector<2xi32>
  %ex:2 = vector.scan <add>, %v, %t {reduction_dim = 1 : i64, inclusive = false} : vector<2x3xi32>, vector<2xi32>
  vector.compressstore %m[%c1], %mask, %a : memref<6xi32>, vector<4xi1>, vector<4xi32>
  return %0, %1, %e, %o, %x#2, %s#0, %s#1, %ex#0, %m : vector<4xi32>, vector<8xi32>, vector<2xi32>, vector<2xi32>, i32, vector<2x3xi32>, vector<2xi32>, vector<2x3xi32>, memref<6xi32>
}
