// The nn and pointwise extras lowered directly (torchtolinalg/nn_extra.go):
// hardshrink, softshrink and frac on floats; gcd and lcm (an scf.while of
// Euclid's steps in the body); the bit shifts (a select for the shift
// amounts arith leaves undefined); one_hot and bilinear. The interpreter
// checks each against PyTorch's semantics on random inputs, with dynamic
// dims, rank 0 and unsigned dtypes.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @hardshrink
// CHECK:         linalg.generic
// CHECK:           arith.negf
// CHECK:           arith.cmpf oge
// CHECK:           arith.cmpf ole
// CHECK:           arith.select
func.func @hardshrink(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f32> {
  %l = torch.constant.float 5.000000e-01
  %0 = torch.aten.hardshrink %x, %l : !torch.vtensor<[?,3],f32>, !torch.float -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}

// -----

// CHECK-LABEL: func.func @softshrink_f16
// CHECK:         linalg.generic
// CHECK:           arith.addf {{.*}} : f16
// CHECK:           arith.subf {{.*}} : f16
func.func @softshrink_f16(%x: !torch.vtensor<[4,?],f16>) -> !torch.vtensor<[4,?],f16> {
  %l = torch.constant.float 2.500000e-01
  %0 = torch.aten.softshrink %x, %l : !torch.vtensor<[4,?],f16>, !torch.float -> !torch.vtensor<[4,?],f16>
  return %0 : !torch.vtensor<[4,?],f16>
}

// -----

// CHECK-LABEL: func.func @frac_rank0
// CHECK:         math.trunc
// CHECK:         arith.subf
func.func @frac_rank0(%x: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
  %0 = torch.aten.frac %x : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @gcd
// CHECK:         linalg.generic
// CHECK:           math.absi
// CHECK:           scf.while
// CHECK:             arith.remsi
func.func @gcd(%a: !torch.vtensor<[?],si32>, %b: !torch.vtensor<[?],si32>) -> !torch.vtensor<[?],si32> {
  %0 = torch.aten.gcd %a, %b : !torch.vtensor<[?],si32>, !torch.vtensor<[?],si32> -> !torch.vtensor<[?],si32>
  return %0 : !torch.vtensor<[?],si32>
}

// -----

// An unsigned gcd takes no absolute values and divides unsigned.
// CHECK-LABEL: func.func @gcd_u8
// CHECK-NOT:     math.absi
// CHECK:         arith.remui
func.func @gcd_u8(%a: !torch.vtensor<[6],ui8>, %b: !torch.vtensor<[6],ui8>) -> !torch.vtensor<[6],ui8> {
  %0 = torch.aten.gcd %a, %b : !torch.vtensor<[6],ui8>, !torch.vtensor<[6],ui8> -> !torch.vtensor<[6],ui8>
  return %0 : !torch.vtensor<[6],ui8>
}

// -----

// lcm of int8 computes |a / g * b| in i32, as C++'s int promotion.
// CHECK-LABEL: func.func @lcm_i8
// CHECK:         scf.while
// CHECK:         arith.extsi {{.*}} : i8 to i32
// CHECK:         arith.divsi {{.*}} : i32
// CHECK:         math.absi {{.*}} : i32
// CHECK:         arith.trunci {{.*}} : i32 to i8
func.func @lcm_i8(%a: !torch.vtensor<[5],si8>, %b: !torch.vtensor<[5],si8>) -> !torch.vtensor<[5],si8> {
  %0 = torch.aten.lcm %a, %b : !torch.vtensor<[5],si8>, !torch.vtensor<[5],si8> -> !torch.vtensor<[5],si8>
  return %0 : !torch.vtensor<[5],si8>
}

// -----

// CHECK-LABEL: func.func @lcm_i64
// CHECK:         arith.divsi {{.*}} : i64
// CHECK:         arith.muli {{.*}} : i64
func.func @lcm_i64(%a: !torch.vtensor<[],si64>, %b: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
  %0 = torch.aten.lcm %a, %b : !torch.vtensor<[],si64>, !torch.vtensor<[],si64> -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}

// -----

// CHECK-LABEL: func.func @shifts
// CHECK:         arith.cmpi ult
// CHECK:         arith.shli {{.*}} : i32
// CHECK:         arith.shrsi {{.*}} : i32
func.func @shifts(%a: !torch.vtensor<[?],si32>, %b: !torch.vtensor<[?],si32>) -> (!torch.vtensor<[?],si32>, !torch.vtensor<[?],si32>) {
  %0 = torch.aten.bitwise_left_shift.Tensor %a, %b : !torch.vtensor<[?],si32>, !torch.vtensor<[?],si32> -> !torch.vtensor<[?],si32>
  %1 = torch.aten.bitwise_right_shift.Tensor %a, %b : !torch.vtensor<[?],si32>, !torch.vtensor<[?],si32> -> !torch.vtensor<[?],si32>
  return %0, %1 : !torch.vtensor<[?],si32>, !torch.vtensor<[?],si32>
}

// -----

// CHECK-LABEL: func.func @shifts_u8_scalar
// CHECK:         arith.shli {{.*}} : i8
// CHECK:         arith.shrui {{.*}} : i8
func.func @shifts_u8_scalar(%a: !torch.vtensor<[3,2],ui8>) -> (!torch.vtensor<[3,2],ui8>, !torch.vtensor<[3,2],ui8>) {
  %int3 = torch.constant.int 3
  %0 = torch.aten.bitwise_left_shift.Tensor_Scalar %a, %int3 : !torch.vtensor<[3,2],ui8>, !torch.int -> !torch.vtensor<[3,2],ui8>
  %1 = torch.aten.bitwise_right_shift.Tensor_Scalar %a, %int3 : !torch.vtensor<[3,2],ui8>, !torch.int -> !torch.vtensor<[3,2],ui8>
  return %0, %1 : !torch.vtensor<[3,2],ui8>, !torch.vtensor<[3,2],ui8>
}

// -----

// CHECK-LABEL: func.func @one_hot
// CHECK:         linalg.generic
// CHECK:           linalg.index 1
// CHECK:           arith.cmpi eq
// CHECK:           arith.extui {{.*}} : i1 to i64
func.func @one_hot(%x: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,4],si64> {
  %int4 = torch.constant.int 4
  %x0 = torch.aten.remainder.Scalar %x, %int4 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?],si64>
  %0 = torch.aten.one_hot %x0, %int4 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?,4],si64>
  return %0 : !torch.vtensor<[?,4],si64>
}

// -----

// CHECK-LABEL: func.func @bilinear
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction", "reduction"]
// CHECK:         linalg.generic
// CHECK:           arith.addf
func.func @bilinear(%a: !torch.vtensor<[?,3],f32>, %b: !torch.vtensor<[?,2],f32>, %w: !torch.vtensor<[4,3,2],f32>, %bias: !torch.vtensor<[4],f32>) -> !torch.vtensor<[?,4],f32> {
  %0 = torch.aten.bilinear %a, %b, %w, %bias : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,2],f32>, !torch.vtensor<[4,3,2],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

// Without a bias, on rank-1 integers.
// CHECK-LABEL: func.func @bilinear_i64
// CHECK:         arith.muli
// CHECK:         arith.addi
// CHECK-NOT:     linalg.generic
func.func @bilinear_i64(%a: !torch.vtensor<[3],si64>, %b: !torch.vtensor<[2],si64>, %w: !torch.vtensor<[4,3,2],si64>) -> !torch.vtensor<[4],si64> {
  %none = torch.constant.none
  %0 = torch.aten.bilinear %a, %b, %w, %none : !torch.vtensor<[3],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[4,3,2],si64>, !torch.none -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}
