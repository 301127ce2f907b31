// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// A complex add with alpha: the alpha converts to (alpha, 0) and the
// parts combine with complex.mul and complex.add.
// CHECK-LABEL: func.func @add_alpha
// CHECK:       linalg.generic
// CHECK:       ^bb0(%[[X:.*]]: complex<f32>, %[[Y:.*]]: complex<f32>, %{{.*}}: complex<f32>):
// CHECK:         %[[RE:.*]] = arith.sitofp %{{.*}} : i64 to f32
// CHECK:         %[[ALPHA:.*]] = complex.create %[[RE]], %{{.*}} : complex<f32>
// CHECK:         %[[S:.*]] = complex.mul %[[Y]], %[[ALPHA]] : complex<f32>
// CHECK:         %[[R:.*]] = complex.add %[[X]], %[[S]] : complex<f32>
// CHECK:         linalg.yield %[[R]] : complex<f32>
func.func @add_alpha(%a: !torch.vtensor<[3,4],complex<f32>>, %b: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[3,4],complex<f32>> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.add.Tensor %a, %b, %int2 : !torch.vtensor<[3,4],complex<f32>>, !torch.vtensor<[4],complex<f32>>, !torch.int -> !torch.vtensor<[3,4],complex<f32>>
  return %0 : !torch.vtensor<[3,4],complex<f32>>
}

// -----

// abs and angle give real results; a dynamic dim sizes the result.
// CHECK-LABEL: func.func @abs_dynamic
// CHECK:       tensor.empty(%{{.*}}) : tensor<?xf32>
// CHECK:       ^bb0(%[[Z:.*]]: complex<f32>, %{{.*}}: f32):
// CHECK:         %[[A:.*]] = complex.abs %[[Z]] : complex<f32>
// CHECK:         linalg.yield %[[A]] : f32
// CHECK:       complex.angle
func.func @abs_dynamic(%a: !torch.vtensor<[?],complex<f32>>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>) {
  %0 = torch.aten.abs %a : !torch.vtensor<[?],complex<f32>> -> !torch.vtensor<[?],f32>
  %1 = torch.aten.angle %a : !torch.vtensor<[?],complex<f32>> -> !torch.vtensor<[?],f32>
  return %0, %1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>
}

// -----

// The functions have complex counterparts; a rank-0 tensor is one element.
// CHECK-LABEL: func.func @functions_rank0
// CHECK:       complex.exp %{{.*}} : complex<f64>
// CHECK:       complex.sqrt %{{.*}} : complex<f64>
// CHECK:       complex.tanh %{{.*}} : complex<f64>
func.func @functions_rank0(%a: !torch.vtensor<[],complex<f64>>) -> !torch.vtensor<[],complex<f64>> {
  %0 = torch.aten.exp %a : !torch.vtensor<[],complex<f64>> -> !torch.vtensor<[],complex<f64>>
  %1 = torch.aten.sqrt %0 : !torch.vtensor<[],complex<f64>> -> !torch.vtensor<[],complex<f64>>
  %2 = torch.aten.tanh %1 : !torch.vtensor<[],complex<f64>> -> !torch.vtensor<[],complex<f64>>
  return %2 : !torch.vtensor<[],complex<f64>>
}

// -----

// A real operand promotes to (x, 0); comparisons are eq and ne only.
// CHECK-LABEL: func.func @mixed_eq
// CHECK:       ^bb0(%[[Z:.*]]: complex<f32>, %[[R:.*]]: f32, %{{.*}}: i1):
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[C:.*]] = complex.create %[[R]], %[[ZERO]] : complex<f32>
// CHECK:         complex.eq %[[Z]], %[[C]] : complex<f32>
func.func @mixed_eq(%a: !torch.vtensor<[4],complex<f32>>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],i1> {
  %0 = torch.aten.eq.Tensor %a, %b : !torch.vtensor<[4],complex<f32>>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],i1>
  return %0 : !torch.vtensor<[4],i1>
}

// -----

// Products and sums accumulate with complex.mul and complex.add from a
// complex zero.
// CHECK-LABEL: func.func @mm_sum
// CHECK:       %[[Z:.*]] = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK:       linalg.fill ins(%[[Z]] : complex<f32>)
// CHECK:       linalg.matmul
// CHECK:       complex.add
func.func @mm_sum(%a: !torch.vtensor<[2,3],complex<f32>>, %b: !torch.vtensor<[3,4],complex<f32>>) -> !torch.vtensor<[],complex<f32>> {
  %none = torch.constant.none
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],complex<f32>>, !torch.vtensor<[3,4],complex<f32>> -> !torch.vtensor<[2,4],complex<f32>>
  %1 = torch.aten.sum %0, %none : !torch.vtensor<[2,4],complex<f32>>, !torch.none -> !torch.vtensor<[],complex<f32>>
  return %1 : !torch.vtensor<[],complex<f32>>
}

// -----

// view_as_real picks the part by the last index; mH transposes and
// conjugates; real and imag read one part.
// CHECK-LABEL: func.func @parts
// CHECK:       complex.re
// CHECK:       complex.im
// CHECK:       linalg.index 2 : index
// CHECK:       arith.select
// CHECK:       complex.conj
// CHECK:       complex.re
// CHECK:       complex.im
func.func @parts(%a: !torch.vtensor<[2,3],complex<f32>>) -> (!torch.vtensor<[2,3,2],f32>, !torch.vtensor<[3,2],complex<f32>>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) {
  %0 = torch.aten.view_as_real %a : !torch.vtensor<[2,3],complex<f32>> -> !torch.vtensor<[2,3,2],f32>
  %1 = torch.aten.mH %a : !torch.vtensor<[2,3],complex<f32>> -> !torch.vtensor<[3,2],complex<f32>>
  %2 = torch.aten.real %a : !torch.vtensor<[2,3],complex<f32>> -> !torch.vtensor<[2,3],f32>
  %3 = torch.aten.imag %a : !torch.vtensor<[2,3],complex<f32>> -> !torch.vtensor<[2,3],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[2,3,2],f32>, !torch.vtensor<[3,2],complex<f32>>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
}

// -----

// A vector norm of complex numbers is the norm of their absolute values:
// abs into a real tensor, then the real reduction.
// CHECK-LABEL: func.func @vector_norm
// CHECK:       complex.abs
// CHECK:       linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK:         arith.mulf
// CHECK:         arith.addf
// CHECK:       math.sqrt
func.func @vector_norm(%a: !torch.vtensor<[?,5],complex<f32>>) -> !torch.vtensor<[?],f32> {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.linalg_vector_norm %a, %int2, %dims, %false, %none : !torch.vtensor<[?,5],complex<f32>>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// var of complex numbers: the complex mean (kept dims), the squared
// distances |x - mean|², their real sum over max(0, N - correction); N
// from the dynamic size.
// CHECK-LABEL: func.func @var_mean_dynamic
// CHECK:       tensor.dim
// CHECK:       complex.add
// CHECK:       complex.div
// CHECK:       complex.sub
// CHECK:       complex.re
// CHECK:       complex.im
// CHECK:       arith.maximumf
func.func @var_mean_dynamic(%a: !torch.vtensor<[?,3],complex<f32>>) -> (!torch.vtensor<[1,3],f32>, !torch.vtensor<[1,3],complex<f32>>) {
  %int0 = torch.constant.int 0
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %0:2 = torch.aten.var_mean.correction %a, %dims, %int1, %true : !torch.vtensor<[?,3],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[1,3],f32>, !torch.vtensor<[1,3],complex<f32>>
  return %0#0, %0#1 : !torch.vtensor<[1,3],f32>, !torch.vtensor<[1,3],complex<f32>>
}
