// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// scatter_reduce.two: one generic carries the reduction and the count of
// values combined; without include_self an untouched element keeps x.

// CHECK-LABEL: func.func @scatter_reduce_amax
// CHECK:       %[[NEG:.*]] = arith.constant 0xFF800000 : f32
// CHECK:       linalg.fill ins(%[[NEG]] : f32)
// CHECK:       linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK:         arith.maximumf
// CHECK:       linalg.generic
// CHECK:         arith.cmpi sgt
// CHECK:         arith.select
func.func @scatter_reduce_amax(%x: !torch.vtensor<[3,4],f32>, %i: !torch.vtensor<[2,4],si64>, %s: !torch.vtensor<[2,4],f32>) -> !torch.vtensor<[3,4],f32> {
  %int0 = torch.constant.int 0
  %str = torch.constant.str "amax"
  %false = torch.constant.bool false
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %str, %false : !torch.vtensor<[3,4],f32>, !torch.int, !torch.vtensor<[2,4],si64>, !torch.vtensor<[2,4],f32>, !torch.str, !torch.bool -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// mean on integers floor-divides by the count (at least 1: self counts).
// CHECK-LABEL: func.func @scatter_reduce_mean_i32
// CHECK:       arith.floordivsi
func.func @scatter_reduce_mean_i32(%x: !torch.vtensor<[?,3],si32>, %i: !torch.vtensor<[2,3],si64>, %s: !torch.vtensor<[2,3],si32>) -> !torch.vtensor<[?,3],si32> {
  %int-1 = torch.constant.int -1
  %str = torch.constant.str "mean"
  %true = torch.constant.bool true
  %0 = torch.aten.scatter_reduce.two %x, %int-1, %i, %s, %str, %true : !torch.vtensor<[?,3],si32>, !torch.int, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si32>, !torch.str, !torch.bool -> !torch.vtensor<[?,3],si32>
  return %0 : !torch.vtensor<[?,3],si32>
}

// -----

// prod on bools ands; with include_self the combined value is the result.
// CHECK-LABEL: func.func @scatter_reduce_prod_bool
// CHECK:       arith.muli {{.*}} : i1
// CHECK-NOT:   arith.cmpi sgt
func.func @scatter_reduce_prod_bool(%x: !torch.vtensor<[5],i1>, %i: !torch.vtensor<[3],si64>, %s: !torch.vtensor<[3],i1>) -> !torch.vtensor<[5],i1> {
  %int0 = torch.constant.int 0
  %str = torch.constant.str "prod"
  %true = torch.constant.bool true
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %str, %true : !torch.vtensor<[5],i1>, !torch.int, !torch.vtensor<[3],si64>, !torch.vtensor<[3],i1>, !torch.str, !torch.bool -> !torch.vtensor<[5],i1>
  return %0 : !torch.vtensor<[5],i1>
}

// -----

// amin of ui8 compares unsigned and starts from 255.
// CHECK-LABEL: func.func @scatter_reduce_amin_u8
// CHECK:       arith.constant -1 : i8
// CHECK:       arith.minui
func.func @scatter_reduce_amin_u8(%x: !torch.vtensor<[4],ui8>, %i: !torch.vtensor<[4],si64>, %s: !torch.vtensor<[4],ui8>) -> !torch.vtensor<[4],ui8> {
  %int0 = torch.constant.int 0
  %str = torch.constant.str "amin"
  %false = torch.constant.bool false
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %str, %false : !torch.vtensor<[4],ui8>, !torch.int, !torch.vtensor<[4],si64>, !torch.vtensor<[4],ui8>, !torch.str, !torch.bool -> !torch.vtensor<[4],ui8>
  return %0 : !torch.vtensor<[4],ui8>
}

// -----

// Float classification: one cmpf each (integers: a constant).
// CHECK-LABEL: func.func @classify
// CHECK:       arith.cmpf uno
// CHECK:       math.absf
// CHECK:       arith.cmpf oeq
// CHECK:       arith.cmpf olt
// CHECK:       arith.cmpf oeq
// CHECK:       arith.cmpf oeq
// CHECK:       arith.bitcast {{.*}} : f32 to i32
func.func @classify(%x: !torch.vtensor<[?,3],f32>) -> (!torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>) {
  %0 = torch.aten.isnan %x : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],i1>
  %1 = torch.aten.isinf %x : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],i1>
  %2 = torch.aten.isfinite %x : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],i1>
  %3 = torch.aten.isposinf %x : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],i1>
  %4 = torch.aten.isneginf %x : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],i1>
  %5 = torch.aten.signbit %x : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],i1>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>, !torch.vtensor<[?,3],i1>
}

// -----

// CHECK-LABEL: func.func @classify_int
// CHECK:       %[[TRUE:.*]] = arith.constant true
// CHECK:       linalg.yield %[[TRUE]]
func.func @classify_int(%x: !torch.vtensor<[4],si32>) -> (!torch.vtensor<[4],i1>, !torch.vtensor<[4],i1>, !torch.vtensor<[4],i1>) {
  %0 = torch.aten.isfinite %x : !torch.vtensor<[4],si32> -> !torch.vtensor<[4],i1>
  %1 = torch.aten.isnan %x : !torch.vtensor<[4],si32> -> !torch.vtensor<[4],i1>
  %2 = torch.aten.signbit %x : !torch.vtensor<[4],si32> -> !torch.vtensor<[4],i1>
  return %0, %1, %2 : !torch.vtensor<[4],i1>, !torch.vtensor<[4],i1>, !torch.vtensor<[4],i1>
}

// -----

// sign on ui8 compares unsigned; on a rank-0 f64 NaN gives 0.
// CHECK-LABEL: func.func @sign
// CHECK:       arith.cmpi ugt
// CHECK:       arith.cmpf ogt
func.func @sign(%x: !torch.vtensor<[4],ui8>, %y: !torch.vtensor<[],f64>) -> (!torch.vtensor<[4],ui8>, !torch.vtensor<[],f64>) {
  %0 = torch.aten.sign %x : !torch.vtensor<[4],ui8> -> !torch.vtensor<[4],ui8>
  %1 = torch.aten.sgn %y : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  return %0, %1 : !torch.vtensor<[4],ui8>, !torch.vtensor<[],f64>
}

// -----

// The inverse trigonometric and hyperbolic functions; an integer input
// computes in the float result.
// CHECK-LABEL: func.func @inverse_trig
// CHECK:       math.acos
// CHECK:       math.asin
// CHECK:       arith.sitofp
// CHECK:       math.acosh
// CHECK:       math.asinh
// CHECK:       math.atanh
func.func @inverse_trig(%x: !torch.vtensor<[3],f32>, %i: !torch.vtensor<[3],si64>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>) {
  %0 = torch.aten.acos %x : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  %1 = torch.aten.asin %x : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  %2 = torch.aten.acosh %i : !torch.vtensor<[3],si64> -> !torch.vtensor<[3],f32>
  %3 = torch.aten.asinh %x : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  %4 = torch.aten.atanh %x : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>
}

// -----

// CHECK-LABEL: func.func @activations
// CHECK:       math.log1p
// CHECK:       math.expm1
func.func @activations(%x: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>) {
  %a = torch.constant.float 5.000000e-01
  %0 = torch.aten.log_sigmoid %x : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  %1 = torch.aten.celu %x, %a : !torch.vtensor<[?],f32>, !torch.float -> !torch.vtensor<[?],f32>
  return %0, %1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>
}

// -----

// CHECK-LABEL: func.func @binary_float
// CHECK:       math.log1p
// CHECK:       math.exp2
// CHECK:       math.sqrt
// CHECK:       math.copysign
// CHECK:       math.exp2
// CHECK:       math.powf {{.*}} : f64
func.func @binary_float(%a: !torch.vtensor<[3,4],f32>, %b: !torch.vtensor<[4],f32>, %i: !torch.vtensor<[3,4],si32>) -> (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f64>) {
  %0 = torch.aten.logaddexp %a, %b : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[3,4],f32>
  %1 = torch.aten.logaddexp2 %a, %b : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[3,4],f32>
  %2 = torch.aten.hypot %a, %b : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[3,4],f32>
  %3 = torch.aten.copysign.Tensor %i, %b : !torch.vtensor<[3,4],si32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[3,4],f32>
  %4 = torch.aten.ldexp.Tensor %a, %i : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],si32> -> !torch.vtensor<[3,4],f32>
  %5 = torch.aten.float_power.Tensor_Tensor %a, %i : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],si32> -> !torch.vtensor<[3,4],f64>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f64>
}

// -----

// fmax ignores NaN; on integers it is max (unsigned for ui8).
// CHECK-LABEL: func.func @fmax_fmin
// CHECK:       arith.cmpf uno
// CHECK:       arith.maxui
func.func @fmax_fmin(%a: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>, %u: !torch.vtensor<[3],ui8>, %v: !torch.vtensor<[3],ui8>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[3],ui8>) {
  %0 = torch.aten.fmin %a, %b : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  %1 = torch.aten.fmax %u, %v : !torch.vtensor<[3],ui8>, !torch.vtensor<[3],ui8> -> !torch.vtensor<[3],ui8>
  return %0, %1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],ui8>
}

// -----

// CHECK-LABEL: func.func @heaviside_addc
// CHECK:       arith.cmpi eq
// CHECK:       arith.muli
// CHECK:       arith.divf
func.func @heaviside_addc(%a: !torch.vtensor<[3],si64>, %b: !torch.vtensor<[3],si64>, %x: !torch.vtensor<[3],f64>, %y: !torch.vtensor<[3],f64>) -> (!torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],f64>) {
  %int2 = torch.constant.int 2
  %f = torch.constant.float 5.000000e-01
  %0 = torch.aten.heaviside %a, %b : !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64> -> !torch.vtensor<[3],si64>
  %1 = torch.aten.addcmul %a, %b, %a, %int2 : !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3],si64>
  %2 = torch.aten.addcdiv %x, %y, %x, %f : !torch.vtensor<[3],f64>, !torch.vtensor<[3],f64>, !torch.vtensor<[3],f64>, !torch.float -> !torch.vtensor<[3],f64>
  return %0, %1, %2 : !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],f64>
}

// -----

// nan_to_num's defaults are 0 and f32's extremes; round.decimals scales by 10^d.
// CHECK-LABEL: func.func @nan_to_num_round
// CHECK-DAG:   arith.constant 3.40282347E+38 : f32
// CHECK-DAG:   arith.constant 1.000000e+02 : f32
// CHECK:       math.roundeven
func.func @nan_to_num_round(%x: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>) {
  %none = torch.constant.none
  %int2 = torch.constant.int 2
  %0 = torch.aten.nan_to_num %x, %none, %none, %none : !torch.vtensor<[?],f32>, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?],f32>
  %1 = torch.aten.round.decimals %x, %int2 : !torch.vtensor<[?],f32>, !torch.int -> !torch.vtensor<[?],f32>
  return %0, %1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>
}

// -----

// cummax/cummin: a triangular window (j <= i) carrying the best value
// and its index; an equal later element or a NaN takes over.
// CHECK-LABEL: func.func @cummax_cummin
// CHECK:       linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK:         arith.cmpi ule
// CHECK:         arith.cmpf oge
// CHECK:       linalg.generic
// CHECK:         arith.cmpi sle
func.func @cummax_cummin(%x: !torch.vtensor<[?,4],f32>, %i: !torch.vtensor<[5],si32>) -> (!torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[5],si32>, !torch.vtensor<[5],si64>) {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %0:2 = torch.aten.cummax %x, %int1 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>
  %1:2 = torch.aten.cummin %i, %int0 : !torch.vtensor<[5],si32>, !torch.int -> !torch.vtensor<[5],si32>, !torch.vtensor<[5],si64>
  return %0#0, %0#1, %1#0, %1#1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[5],si32>, !torch.vtensor<[5],si64>
}

// -----

// On bools and a rank-0 tensor.
// CHECK-LABEL: func.func @cummax_bool_rank0
// CHECK:       arith.cmpi uge
func.func @cummax_bool_rank0(%x: !torch.vtensor<[6],i1>, %y: !torch.vtensor<[],f64>) -> (!torch.vtensor<[6],i1>, !torch.vtensor<[6],si64>, !torch.vtensor<[],f64>, !torch.vtensor<[],si64>) {
  %int0 = torch.constant.int 0
  %0:2 = torch.aten.cummax %x, %int0 : !torch.vtensor<[6],i1>, !torch.int -> !torch.vtensor<[6],i1>, !torch.vtensor<[6],si64>
  %1:2 = torch.aten.cummin %y, %int0 : !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[],f64>, !torch.vtensor<[],si64>
  return %0#0, %0#1, %1#0, %1#1 : !torch.vtensor<[6],i1>, !torch.vtensor<[6],si64>, !torch.vtensor<[],f64>, !torch.vtensor<[],si64>
}

// -----

// CHECK-LABEL: func.func @logcumsumexp
// CHECK:       %[[NEG:.*]] = arith.constant 0xFF800000 : f32
// CHECK:       linalg.fill ins(%[[NEG]] : f32)
// CHECK:       math.log1p
func.func @logcumsumexp(%x: !torch.vtensor<[3,?],f32>) -> !torch.vtensor<[3,?],f32> {
  %int-1 = torch.constant.int -1
  %0 = torch.aten.logcumsumexp %x, %int-1 : !torch.vtensor<[3,?],f32>, !torch.int -> !torch.vtensor<[3,?],f32>
  return %0 : !torch.vtensor<[3,?],f32>
}

// -----

// bucketize/searchsorted: PyTorch's binary search unrolled for the
// sequence's size (5: three halvings), so an unsorted sequence gives the
// same answer as PyTorch's; right compares with <=.
// CHECK-LABEL: func.func @bucketize
// CHECK:       linalg.generic
// CHECK-COUNT-3: arith.shrui
// CHECK:       arith.cmpf ult
// CHECK:       arith.index_cast {{.*}} : index to i64
func.func @bucketize(%x: !torch.vtensor<[?,3],f32>, %b: !torch.vtensor<[5],f32>) -> !torch.vtensor<[?,3],si64> {
  %false = torch.constant.bool false
  %0 = torch.aten.bucketize.Tensor %x, %b, %false, %false : !torch.vtensor<[?,3],f32>, !torch.vtensor<[5],f32>, !torch.bool, !torch.bool -> !torch.vtensor<[?,3],si64>
  return %0 : !torch.vtensor<[?,3],si64>
}

// -----

// CHECK-LABEL: func.func @searchsorted_right
// CHECK:       arith.cmpi ule
// CHECK:       arith.index_cast {{.*}} : index to i32
func.func @searchsorted_right(%s: !torch.vtensor<[4],ui8>, %x: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],si32> {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %str = torch.constant.str "right"
  %none = torch.constant.none
  %0 = torch.aten.searchsorted.Tensor %s, %x, %true, %false, %str, %none : !torch.vtensor<[4],ui8>, !torch.vtensor<[],ui8>, !torch.bool, !torch.bool, !torch.str, !torch.none -> !torch.vtensor<[],si32>
  return %0 : !torch.vtensor<[],si32>
}

// -----

// An empty sequence: no halvings, every value at 0.
// CHECK-LABEL: func.func @searchsorted_empty
// CHECK-NOT:   arith.shrui
func.func @searchsorted_empty(%s: !torch.vtensor<[0],si64>, %x: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3],si64> {
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.searchsorted.Tensor %s, %x, %false, %false, %none, %none : !torch.vtensor<[0],si64>, !torch.vtensor<[3],si64>, !torch.bool, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[3],si64>
  return %0 : !torch.vtensor<[3],si64>
}

// -----

// frexp from the bits: the special values (0, -0, subnormal, inf, NaN)
// are literals, so the differential check covers them.
// CHECK-LABEL: func.func @frexp_specials
// CHECK:       arith.bitcast {{.*}} : f32 to i32
// CHECK:       arith.shrui
func.func @frexp_specials() -> (!torch.vtensor<[7],f32>, !torch.vtensor<[7],si32>) {
  %x = torch.vtensor.literal(dense<[0.0, -0.0, 1.0e-40, 8.0, -0.375, 0x7F800000, 0x7FC00000]> : tensor<7xf32>) : !torch.vtensor<[7],f32>
  %0:2 = torch.aten.frexp.Tensor %x : !torch.vtensor<[7],f32> -> !torch.vtensor<[7],f32>, !torch.vtensor<[7],si32>
  return %0#0, %0#1 : !torch.vtensor<[7],f32>, !torch.vtensor<[7],si32>
}

// -----

// nextafter steps the bits: toward and away from zero, from zero (the
// smallest subnormal with the target's sign), equal and NaN operands.
// CHECK-LABEL: func.func @nextafter_specials
// CHECK:       arith.bitcast {{.*}} : f64 to i64
// CHECK:       arith.addi
// CHECK:       arith.subi
func.func @nextafter_specials(%a: !torch.vtensor<[?],f64>, %b: !torch.vtensor<[?],f64>) -> (!torch.vtensor<[6],f64>, !torch.vtensor<[?],f64>) {
  %x = torch.vtensor.literal(dense<[1.0, 1.0, -2.0, 0.0, 3.0, 0x7FF8000000000000]> : tensor<6xf64>) : !torch.vtensor<[6],f64>
  %y = torch.vtensor.literal(dense<[2.0, 0.0, -3.0, -1.0, 3.0, 1.0]> : tensor<6xf64>) : !torch.vtensor<[6],f64>
  %0 = torch.aten.nextafter %x, %y : !torch.vtensor<[6],f64>, !torch.vtensor<[6],f64> -> !torch.vtensor<[6],f64>
  %1 = torch.aten.nextafter %a, %b : !torch.vtensor<[?],f64>, !torch.vtensor<[?],f64> -> !torch.vtensor<[?],f64>
  return %0, %1 : !torch.vtensor<[6],f64>, !torch.vtensor<[?],f64>
}

// -----

// Integer average pooling divides truncating (the divisor at least 1).
// CHECK-LABEL: func.func @avg_pool1d_int
// CHECK:       arith.maxsi
// CHECK:       arith.divsi
func.func @avg_pool1d_int(%x: !torch.vtensor<[2,3,9],si64>) -> !torch.vtensor<[2,3,4],si64> {
  %int3 = torch.constant.int 3
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool1d %x, %k, %s, %p, %false, %false : !torch.vtensor<[2,3,9],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[2,3,4],si64>
  return %0 : !torch.vtensor<[2,3,4],si64>
}
