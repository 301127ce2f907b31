// torch.linalg's norms decompose as PyTorch's references do: linalg_norm
// into a vector or matrix norm, 'fro' into a vector 2-norm over both
// dims, ±1 and ±inf into the max (min) of the column (row) sums of |x|;
// 'nuc' and ±2 into the singular values (linalg_svdvals); the training
// forms of batch norm into native_batch_norm; real of a real
// tensor is the tensor; frexp of f16 runs in f32. The differential check
// runs the torch interpreter against the loops, with dynamic dims, an
// empty matrix and rank 0.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @norm_default
// CHECK:         %[[SQ:.*]] = torch.aten.mul.Tensor %arg0, %arg0
// CHECK:         %[[S:.*]] = torch.aten.sum.dim_IntList %[[SQ]]
// CHECK:         torch.aten.sqrt %[[S]]
func.func @norm_default(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten.linalg_norm %x, %none, %none, %false, %none : !torch.vtensor<[?,3],f32>, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// ord 1 of a matrix: the largest column sum (sums along dim 0).
// CHECK-LABEL: func.func @norm_matrix_1
// CHECK:         %[[A:.*]] = torch.aten.abs %arg0
// CHECK:         %[[S:.*]] = torch.aten.sum.dim_IntList %[[A]], {{.*}} -> !torch.vtensor<[4],f64>
// CHECK:         torch.aten.amax %[[S]]
func.func @norm_matrix_1(%x: !torch.vtensor<[?,4],f64>) -> !torch.vtensor<[],f64> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int1 = torch.constant.int 1
  %0 = torch.aten.linalg_norm %x, %int1, %none, %false, %none : !torch.vtensor<[?,4],f64>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// -inf over dims [2, 0] of a 3-D tensor: the smallest row sum (rows
// along dim 2, so the sums run along dim 0), dim 1 kept.
// CHECK-LABEL: func.func @matrix_norm_neg_inf
// CHECK:         torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[3,?],f32>
// CHECK:         torch.aten.amin {{.*}} -> !torch.vtensor<[3],f32>
func.func @matrix_norm_neg_inf(%x: !torch.vtensor<[2,3,?],f32>) -> !torch.vtensor<[3],f32> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %ninf = torch.constant.float 0xFFF0000000000000
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %dims = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm %x, %ninf, %dims, %false, %none : !torch.vtensor<[2,3,?],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// -----

// CHECK-LABEL: func.func @matrix_norm_fro_complex_keepdim
// CHECK:         torch.aten.linalg_vector_norm {{.*}} : !torch.vtensor<[2,3,4],complex<f32>>, {{.*}} -> !torch.vtensor<[2,1,1],f32>
func.func @matrix_norm_fro_complex_keepdim(%x: !torch.vtensor<[2,3,4],complex<f32>>) -> !torch.vtensor<[2,1,1],f32> {
  %str = torch.constant.str "fro"
  %none = torch.constant.none
  %true = torch.constant.bool true
  %int-2 = torch.constant.int -2
  %int-1 = torch.constant.int -1
  %dims = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm.str_ord %x, %str, %dims, %true, %none : !torch.vtensor<[2,3,4],complex<f32>>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,1,1],f32>
  return %0 : !torch.vtensor<[2,1,1],f32>
}

// -----

// An empty matrix has Frobenius norm 0.
// CHECK-LABEL: func.func @matrix_norm_fro_empty_f16
// CHECK:         torch.aten.sum.dim_IntList
// CHECK:         torch.aten.sqrt
func.func @matrix_norm_fro_empty_f16(%x: !torch.vtensor<[0,3],f16>) -> !torch.vtensor<[],f16> {
  %str = torch.constant.str "fro"
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %dims = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm.str_ord %x, %str, %dims, %false, %none : !torch.vtensor<[0,3],f16>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f16>
  return %0 : !torch.vtensor<[],f16>
}

// -----

// 'nuc', 2 and -2 go through the singular values, the two dims moved
// last (and back, keepdim).
// CHECK-LABEL: func.func @matrix_norm_nuc_keepdim
// CHECK:       %[[P:.*]] = torch.aten.permute %arg0, {{.*}} -> !torch.vtensor<[2,4,3],f32>
// CHECK:       %[[S:.*]] = torch.aten.linalg_svdvals %[[P]], %{{.*}} : !torch.vtensor<[2,4,3],f32>, !torch.none -> !torch.vtensor<[2,3],f32>
// CHECK:       %[[SUM:.*]] = torch.aten.sum.dim_IntList %[[S]], {{.*}} -> !torch.vtensor<[2,1],f32>
// CHECK:       %[[U:.*]] = torch.aten.unsqueeze %[[SUM]], {{.*}} -> !torch.vtensor<[2,1,1],f32>
// CHECK:       torch.aten.permute %[[U]]
func.func @matrix_norm_nuc_keepdim(%x: !torch.vtensor<[3,2,4],f32>) -> !torch.vtensor<[1,2,1],f32> {
  %str = torch.constant.str "nuc"
  %none = torch.constant.none
  %true = torch.constant.bool true
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %dims = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm.str_ord %x, %str, %dims, %true, %none : !torch.vtensor<[3,2,4],f32>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,2,1],f32>
  return %0 : !torch.vtensor<[1,2,1],f32>
}

// -----

// CHECK-LABEL: func.func @matrix_norm_2
// CHECK:       %[[S:.*]] = torch.aten.linalg_svdvals %arg0
// CHECK:       torch.aten.amin %[[S]]
func.func @matrix_norm_2(%x: !torch.vtensor<[3,3],f64>) -> !torch.vtensor<[],f64> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int-2 = torch.constant.int -2
  %int-1 = torch.constant.int -1
  %dims = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm %x, %int-2, %dims, %false, %none : !torch.vtensor<[3,3],f64>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @batch_norm_legit_training
// CHECK-NOT:     _native_batch_norm_legit
// CHECK:         torch.aten.mean.dim {{.*}} -> !torch.vtensor<[1,2,1],f32>
// CHECK:         torch.aten.rsqrt
func.func @batch_norm_legit_training(%x: !torch.vtensor<[?,2,4],f32>, %w: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[2],f32>, %rm: !torch.vtensor<[2],f32>, %rv: !torch.vtensor<[2],f32>) -> (!torch.vtensor<[?,2,4],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) {
  %true = torch.constant.bool true
  %mom = torch.constant.float 5.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %0:3 = torch.aten._native_batch_norm_legit %x, %w, %b, %rm, %rv, %true, %mom, %eps : !torch.vtensor<[?,2,4],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[?,2,4],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[?,2,4],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
}

// -----

// In inference the saved statistics are empty.
// CHECK-LABEL: func.func @batch_norm_legit_inference
// CHECK:         torch.aten.rsqrt
// CHECK:         torch.aten.full {{.*}} -> !torch.vtensor<[0],f64>
func.func @batch_norm_legit_inference(%x: !torch.vtensor<[3,2],f64>, %rm: !torch.vtensor<[2],f64>, %rv: !torch.vtensor<[2],f64>) -> (!torch.vtensor<[3,2],f64>, !torch.vtensor<[0],f64>, !torch.vtensor<[0],f64>) {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %mom = torch.constant.float 5.000000e-01
  %eps = torch.constant.float 1.000000e+00
  %0:3 = torch.aten._native_batch_norm_legit %x, %none, %none, %rm, %rv, %false, %mom, %eps : !torch.vtensor<[3,2],f64>, !torch.none, !torch.none, !torch.vtensor<[2],f64>, !torch.vtensor<[2],f64>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[3,2],f64>, !torch.vtensor<[0],f64>, !torch.vtensor<[0],f64>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[3,2],f64>, !torch.vtensor<[0],f64>, !torch.vtensor<[0],f64>
}

// -----

// CHECK-LABEL: func.func @batch_norm_legit_no_stats
// CHECK-NOT:     _native_batch_norm_legit
// CHECK:         torch.aten.mean.dim {{.*}} -> !torch.vtensor<[1,3,1],f32>
func.func @batch_norm_legit_no_stats(%x: !torch.vtensor<[2,3,?],f32>) -> (!torch.vtensor<[2,3,?],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>) {
  %none = torch.constant.none
  %true = torch.constant.bool true
  %mom = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %0:3 = torch.aten._native_batch_norm_legit.no_stats %x, %none, %none, %true, %mom, %eps : !torch.vtensor<[2,3,?],f32>, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[2,3,?],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[2,3,?],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_with_update
// CHECK:         torch.aten.mean.dim
// CHECK:         torch.aten.full {{.*}} -> !torch.vtensor<[0],ui8>
func.func @batch_norm_with_update(%x: !torch.vtensor<[4,2],f32>, %w: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[2],f32>, %rm: !torch.vtensor<[2],f32>, %rv: !torch.vtensor<[2],f32>) -> (!torch.vtensor<[4,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[0],ui8>) {
  %mom = torch.constant.float 5.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %0:4 = torch.aten._batch_norm_with_update %x, %w, %b, %rm, %rv, %mom, %eps : !torch.vtensor<[4,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.float, !torch.float -> !torch.vtensor<[4,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[0],ui8>
  return %0#0, %0#1, %0#2, %0#3 : !torch.vtensor<[4,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[0],ui8>
}

// -----

// CHECK-LABEL: func.func @real_of_int_rank0
// CHECK-NEXT:    return %arg0
func.func @real_of_int_rank0(%x: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
  %0 = torch.aten.real %x : !torch.vtensor<[],si32> -> !torch.vtensor<[],si32>
  return %0 : !torch.vtensor<[],si32>
}

// -----

// CHECK-LABEL: func.func @frexp_f16
// CHECK:         torch.aten.frexp.Tensor {{.*}} : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>, !torch.vtensor<[?],si32>
func.func @frexp_f16(%x: !torch.vtensor<[?],f16>) -> (!torch.vtensor<[?],f16>, !torch.vtensor<[?],si32>) {
  %0:2 = torch.aten.frexp.Tensor %x : !torch.vtensor<[?],f16> -> !torch.vtensor<[?],f16>, !torch.vtensor<[?],si32>
  return %0#0, %0#1 : !torch.vtensor<[?],f16>, !torch.vtensor<[?],si32>
}

// -----

// linalg_vector_norm of complex elements is the norm of their moduli,
// taken in the complex dtype argument (masked_normalize writes one): the
// elements are converted to complex<f64> first, never to the real
// result dtype (which dropped the imaginary parts).
// CHECK-LABEL: func.func @vector_norm_complex_dtype
// CHECK:         %[[C:.*]] = torch.aten.to.dtype %arg0, %int10{{.*}} -> !torch.vtensor<[?,4],complex<f64>>
// CHECK:         %[[A:.*]] = torch.aten.abs %[[C]] : !torch.vtensor<[?,4],complex<f64>> -> !torch.vtensor<[?,4],f64>
// CHECK:         torch.aten.mul.Tensor %[[A]], %[[A]]
// CHECK:         torch.aten.sqrt
func.func @vector_norm_complex_dtype(%x: !torch.vtensor<[?,4],complex<f32>>) -> !torch.vtensor<[?,1],f64> {
  %float2 = torch.constant.float 2.000000e+00
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %int10 = torch.constant.int 10
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_vector_norm %x, %float2, %dims, %true, %int10 : !torch.vtensor<[?,4],complex<f32>>, !torch.float, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[?,1],f64>
  return %0 : !torch.vtensor<[?,1],f64>
}

// -----

// Without a dtype argument, complex elements keep linalg_vector_norm,
// which convert-torch-to-linalg lowers (ord 1, rank 0).
// CHECK-LABEL: func.func @vector_norm_complex_rank0
// CHECK:         torch.aten.linalg_vector_norm %arg0
func.func @vector_norm_complex_rank0(%x: !torch.vtensor<[],complex<f32>>) -> !torch.vtensor<[],f32> {
  %float1 = torch.constant.float 1.000000e+00
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten.linalg_vector_norm %x, %float1, %none, %false, %none : !torch.vtensor<[],complex<f32>>, !torch.float, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// linalg_norm.ord_str: 'fro' over two dims is the vector 2-norm of both.
// CHECK-LABEL: func.func @norm_ord_str_fro
// CHECK-NOT:     torch.aten.linalg_norm.ord_str
// CHECK:         torch.aten.sum.dim_IntList
// CHECK:         torch.aten.sqrt
func.func @norm_ord_str_fro(%x: !torch.vtensor<[?,3,4],f32>) -> !torch.vtensor<[?],f32> {
  %fro = torch.constant.str "fro"
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %none = torch.constant.none
  %dims = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_norm.ord_str %x, %fro, %dims, %false, %none : !torch.vtensor<[?,3,4],f32>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// norm.ScalarOpt_dim (torch.norm with dims) is linalg_vector_norm; p None
// is 2.
// CHECK-LABEL: func.func @norm_scalaropt_dim
// CHECK-NOT:     torch.aten.norm.ScalarOpt_dim
// CHECK:         torch.aten.abs
// CHECK:         torch.aten.amax
// CHECK:         torch.aten.sqrt
func.func @norm_scalaropt_dim(%x: !torch.vtensor<[?,4],f32>) -> (!torch.vtensor<[?,1],f32>, !torch.vtensor<[4],f32>) {
  %inf = torch.constant.float 0x7FF0000000000000
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %d1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.norm.ScalarOpt_dim %x, %inf, %d1, %true : !torch.vtensor<[?,4],f32>, !torch.float, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,1],f32>
  %1 = torch.aten.norm.ScalarOpt_dim %x, %none, %d0, %false : !torch.vtensor<[?,4],f32>, !torch.none, !torch.list<int>, !torch.bool -> !torch.vtensor<[4],f32>
  return %0, %1 : !torch.vtensor<[?,1],f32>, !torch.vtensor<[4],f32>
}
