// Ops whose decompositions now take complex tensors: trace (the diagonal
// summed), linalg_vecdot (conj(x) * y summed), linalg_multi_dot (mm
// chains) and linalg_vander (cumprod of [1, x, x, ...]). The whole
// pipeline runs their complex bodies (the complex dialect) against the
// interpreter's complex semantics on random inputs.
// RUN: strata-opt %s --torch-decompose-complex-ops -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-decompose-complex-ops,torch-lower-to-backend-contract,torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @trace_c64
// CHECK:         torch.aten.diagonal
// CHECK:         torch.aten.sum {{.*}} -> !torch.vtensor<[],complex<f32>>
func.func @trace_c64(%x: !torch.vtensor<[3,?],complex<f32>>) -> !torch.vtensor<[],complex<f32>> {
  %0 = torch.aten.trace %x : !torch.vtensor<[3,?],complex<f32>> -> !torch.vtensor<[],complex<f32>>
  return %0 : !torch.vtensor<[],complex<f32>>
}

// -----

// CHECK-LABEL: func.func @vecdot_c64
// CHECK:         torch.aten.conj_physical
// CHECK:         torch.aten.mul.Tensor
// CHECK:         torch.aten.sum.dim_IntList
func.func @vecdot_c64(%x: !torch.vtensor<[?,4],complex<f32>>, %y: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[?],complex<f32>> {
  %int-1 = torch.constant.int -1
  %0 = torch.aten.linalg_vecdot %x, %y, %int-1 : !torch.vtensor<[?,4],complex<f32>>, !torch.vtensor<[4],complex<f32>>, !torch.int -> !torch.vtensor<[?],complex<f32>>
  return %0 : !torch.vtensor<[?],complex<f32>>
}

// -----

// An empty contraction sums to 0.
// CHECK-LABEL: func.func @vecdot_empty
// CHECK:         torch.aten.sum.dim_IntList
func.func @vecdot_empty(%x: !torch.vtensor<[0],complex<f64>>, %y: !torch.vtensor<[0],complex<f64>>) -> !torch.vtensor<[],complex<f64>> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.linalg_vecdot %x, %y, %int0 : !torch.vtensor<[0],complex<f64>>, !torch.vtensor<[0],complex<f64>>, !torch.int -> !torch.vtensor<[],complex<f64>>
  return %0 : !torch.vtensor<[],complex<f64>>
}

// -----

// CHECK-LABEL: func.func @multi_dot_c64
// CHECK:         torch.aten.mm
// CHECK:         torch.aten.mm
func.func @multi_dot_c64(%a: !torch.vtensor<[2],complex<f32>>, %b: !torch.vtensor<[2,3],complex<f32>>, %c: !torch.vtensor<[3,?],complex<f32>>) -> !torch.vtensor<[?],complex<f32>> {
  %l = torch.prim.ListConstruct %a, %b, %c : (!torch.vtensor<[2],complex<f32>>, !torch.vtensor<[2,3],complex<f32>>, !torch.vtensor<[3,?],complex<f32>>) -> !torch.list<vtensor>
  %0 = torch.aten.linalg_multi_dot %l : !torch.list<vtensor> -> !torch.vtensor<[?],complex<f32>>
  return %0 : !torch.vtensor<[?],complex<f32>>
}

// -----

// CHECK-LABEL: func.func @vander_c64_rank0
// CHECK:         torch.aten.cumprod
func.func @vander_c64_rank0(%x: !torch.vtensor<[],complex<f32>>) -> !torch.vtensor<[1,3],complex<f32>> {
  %int3 = torch.constant.int 3
  %0 = torch.aten.linalg_vander %x, %int3 : !torch.vtensor<[],complex<f32>>, !torch.int -> !torch.vtensor<[1,3],complex<f32>>
  return %0 : !torch.vtensor<[1,3],complex<f32>>
}

// -----

// CHECK-LABEL: func.func @trapezoid_c64
// CHECK:         torch.aten.sum.dim_IntList
// CHECK:         torch.aten.cumsum
func.func @trapezoid_c64(%y: !torch.vtensor<[?,4],complex<f32>>, %x: !torch.vtensor<[4],complex<f32>>) -> (!torch.vtensor<[?],complex<f32>>, !torch.vtensor<[?,3],complex<f32>>) {
  %int-1 = torch.constant.int -1
  %0 = torch.aten.trapezoid.x %y, %x, %int-1 : !torch.vtensor<[?,4],complex<f32>>, !torch.vtensor<[4],complex<f32>>, !torch.int -> !torch.vtensor<[?],complex<f32>>
  %1 = torch.aten.cumulative_trapezoid.x %y, %x, %int-1 : !torch.vtensor<[?,4],complex<f32>>, !torch.vtensor<[4],complex<f32>>, !torch.int -> !torch.vtensor<[?,3],complex<f32>>
  return %0, %1 : !torch.vtensor<[?],complex<f32>>, !torch.vtensor<[?,3],complex<f32>>
}

// -----

// logsumexp of complex numbers is shifted by the largest real part.
// CHECK-LABEL: func.func @logsumexp_c64
// CHECK:         torch.aten.real {{.*}} -> !torch.vtensor<[2,?],f32>
// CHECK:         torch.aten.amax
// CHECK:         torch.aten.exp {{.*}}complex<f32>
func.func @logsumexp_c64(%x: !torch.vtensor<[2,?],complex<f32>>) -> !torch.vtensor<[2],complex<f32>> {
  %int1 = torch.constant.int 1
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %false = torch.constant.bool false
  %0 = torch.aten.logsumexp %x, %dims, %false : !torch.vtensor<[2,?],complex<f32>>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2],complex<f32>>
  return %0 : !torch.vtensor<[2],complex<f32>>
}

// -----

// rms_norm of complex numbers takes their complex square.
// CHECK-LABEL: func.func @rms_norm_c64
// CHECK-NOT:     torch.aten.pow.Tensor_Scalar
// CHECK:         torch.aten.mul.Tensor
// CHECK:         torch.aten.mean.dim
// CHECK:         torch.aten.rsqrt
func.func @rms_norm_c64(%x: !torch.vtensor<[?,3],complex<f32>>, %w: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[?,3],complex<f32>> {
  %int3 = torch.constant.int 3
  %ns = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %eps = torch.constant.float 5.000000e-01
  %0 = torch.aten.rms_norm %x, %ns, %w, %eps : !torch.vtensor<[?,3],complex<f32>>, !torch.list<int>, !torch.vtensor<[3],complex<f32>>, !torch.float -> !torch.vtensor<[?,3],complex<f32>>
  return %0 : !torch.vtensor<[?,3],complex<f32>>
}

// -----

// logcumsumexp of complex numbers folds the window with c10's complex
// log-add-exp (the operand of larger real part first).
// CHECK-LABEL: func.func @logcumsumexp_c64
// CHECK:         torch.aten.logcumsumexp
func.func @logcumsumexp_c64(%x: !torch.vtensor<[3,?],complex<f32>>) -> !torch.vtensor<[3,?],complex<f32>> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.logcumsumexp %x, %int1 : !torch.vtensor<[3,?],complex<f32>>, !torch.int -> !torch.vtensor<[3,?],complex<f32>>
  return %0 : !torch.vtensor<[3,?],complex<f32>>
}
