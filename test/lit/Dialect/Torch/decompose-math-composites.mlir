// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// The decompositions of math_composites.go, each differentially checked:
// the interpreter runs every function with the torch ops' own semantics
// before torch-decompose-complex-ops and after it, on the same random
// inputs (dynamic dims of size 3), and the results must agree
// (lowering/torchdecompose's TestDecompositionsPreserveResults runs this
// file too).

// CHECK-LABEL: func.func @selu(
// CHECK-NOT: torch.aten.selu
// CHECK: torch.aten.expm1
func.func @selu(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %0 = torch.aten.selu %x : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

// CHECK-LABEL: func.func @glu(
// CHECK-NOT: torch.aten.glu
// CHECK: torch.aten.sigmoid
func.func @glu(%x: !torch.vtensor<[?,6],f64>) -> !torch.vtensor<[?,3],f64> {
  %int-1 = torch.constant.int -1
  %0 = torch.aten.glu %x, %int-1 : !torch.vtensor<[?,6],f64>, !torch.int -> !torch.vtensor<[?,3],f64>
  return %0 : !torch.vtensor<[?,3],f64>
}

// -----

// CHECK-LABEL: func.func @floor_divide(
// CHECK-NOT: torch.aten.floor_divide
// CHECK: torch.aten.div.Tensor_mode
func.func @floor_divide(%a: !torch.vtensor<[4],si64>, %b: !torch.vtensor<[4],si64>) -> !torch.vtensor<[4],si64> {
  %0 = torch.aten.floor_divide %a, %b : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64> -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}

// -----

// CHECK-LABEL: func.func @floor_divide_scalar(
// CHECK-NOT: torch.aten.floor_divide
// CHECK: torch.aten.div.Scalar_mode
func.func @floor_divide_scalar(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %f = torch.constant.float -1.500000e+00
  %0 = torch.aten.floor_divide.Scalar %a, %f : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// CHECK-LABEL: func.func @outer(
// CHECK-NOT: torch.aten.outer
// CHECK: torch.aten.unsqueeze
// CHECK: torch.aten.mul.Tensor
func.func @outer(%a: !torch.vtensor<[?],si32>, %b: !torch.vtensor<[4],si32>) -> !torch.vtensor<[?,4],si32> {
  %0 = torch.aten.outer %a, %b : !torch.vtensor<[?],si32>, !torch.vtensor<[4],si32> -> !torch.vtensor<[?,4],si32>
  return %0 : !torch.vtensor<[?,4],si32>
}

// -----

// CHECK-LABEL: func.func @dot(
// CHECK-NOT: torch.aten.dot
// CHECK: torch.aten.sum.dim_IntList
func.func @dot(%a: !torch.vtensor<[?],ui8>, %b: !torch.vtensor<[?],ui8>) -> !torch.vtensor<[],ui8> {
  %0 = torch.aten.dot %a, %b : !torch.vtensor<[?],ui8>, !torch.vtensor<[?],ui8> -> !torch.vtensor<[],ui8>
  return %0 : !torch.vtensor<[],ui8>
}

// -----

// CHECK-LABEL: func.func @vdot(
// CHECK-NOT: torch.aten.vdot
func.func @vdot(%a: !torch.vtensor<[5],f64>, %b: !torch.vtensor<[5],f64>) -> !torch.vtensor<[],f64> {
  %0 = torch.aten.vdot %a, %b : !torch.vtensor<[5],f64>, !torch.vtensor<[5],f64> -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @mv(
// CHECK-NOT: torch.aten.mv
// CHECK: torch.aten.mm
func.func @mv(%m: !torch.vtensor<[?,4],f32>, %v: !torch.vtensor<[4],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.aten.mv %m, %v : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// CHECK-LABEL: func.func @addmv(
// CHECK-NOT: torch.aten.addmv
// CHECK: torch.aten.mm
func.func @addmv(%s: !torch.vtensor<[1],f32>, %m: !torch.vtensor<[3,4],f32>, %v: !torch.vtensor<[4],f32>) -> !torch.vtensor<[3],f32> {
  %beta = torch.constant.float 5.000000e-01
  %alpha = torch.constant.int 2
  %0 = torch.aten.addmv %s, %m, %v, %beta, %alpha : !torch.vtensor<[1],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// -----

// beta = 0 drops self.
// CHECK-LABEL: func.func @addr_beta0(
// CHECK-NOT: torch.aten.addr
// CHECK-NOT: torch.aten.add.Tensor
func.func @addr_beta0(%s: !torch.vtensor<[3,4],si64>, %a: !torch.vtensor<[3],si64>, %b: !torch.vtensor<[4],si64>) -> !torch.vtensor<[3,4],si64> {
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %0 = torch.aten.addr %s, %a, %b, %int0, %int3 : !torch.vtensor<[3,4],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[4],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,4],si64>
  return %0 : !torch.vtensor<[3,4],si64>
}

// -----

// On bools addr is an or of ands.
// CHECK-LABEL: func.func @addr_bool(
// CHECK-NOT: torch.aten.addr
func.func @addr_bool(%s: !torch.vtensor<[3,4],i1>, %a: !torch.vtensor<[3],i1>, %b: !torch.vtensor<[4],i1>) -> !torch.vtensor<[3,4],i1> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.addr %s, %a, %b, %int1, %int1 : !torch.vtensor<[3,4],i1>, !torch.vtensor<[3],i1>, !torch.vtensor<[4],i1>, !torch.int, !torch.int -> !torch.vtensor<[3,4],i1>
  return %0 : !torch.vtensor<[3,4],i1>
}

// -----

// CHECK-LABEL: func.func @baddbmm(
// CHECK-NOT: torch.aten.baddbmm
// CHECK: torch.aten.bmm
func.func @baddbmm(%s: !torch.vtensor<[1],f32>, %a: !torch.vtensor<[?,2,3],f32>, %b: !torch.vtensor<[?,3,4],f32>) -> !torch.vtensor<[?,2,4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.baddbmm %s, %a, %b, %int1, %int1 : !torch.vtensor<[1],f32>, !torch.vtensor<[?,2,3],f32>, !torch.vtensor<[?,3,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,2,4],f32>
  return %0 : !torch.vtensor<[?,2,4],f32>
}

// -----

// CHECK-LABEL: func.func @addbmm(
// CHECK-NOT: torch.aten.addbmm
// CHECK: torch.aten.bmm
// CHECK: torch.aten.sum.dim_IntList
func.func @addbmm(%s: !torch.vtensor<[2,4],si32>, %a: !torch.vtensor<[5,2,3],si32>, %b: !torch.vtensor<[5,3,4],si32>) -> !torch.vtensor<[2,4],si32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.aten.addbmm %s, %a, %b, %int2, %int1 : !torch.vtensor<[2,4],si32>, !torch.vtensor<[5,2,3],si32>, !torch.vtensor<[5,3,4],si32>, !torch.int, !torch.int -> !torch.vtensor<[2,4],si32>
  return %0 : !torch.vtensor<[2,4],si32>
}

// -----

// CHECK-LABEL: func.func @inner(
// CHECK-NOT: torch.aten.inner
// CHECK: torch.aten.mm
func.func @inner(%a: !torch.vtensor<[2,?,3],f32>, %b: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[2,?,4],f32> {
  %0 = torch.aten.inner %a, %b : !torch.vtensor<[2,?,3],f32>, !torch.vtensor<[4,3],f32> -> !torch.vtensor<[2,?,4],f32>
  return %0 : !torch.vtensor<[2,?,4],f32>
}

// -----

// A 0-d operand multiplies.
// CHECK-LABEL: func.func @inner_rank0(
// CHECK-NOT: torch.aten.inner
// CHECK: torch.aten.mul.Tensor
func.func @inner_rank0(%a: !torch.vtensor<[],f32>, %b: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,4],f32> {
  %0 = torch.aten.inner %a, %b : !torch.vtensor<[],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// CHECK-LABEL: func.func @tensordot(
// CHECK-NOT: torch.aten.tensordot
// CHECK: torch.aten.permute
// CHECK: torch.aten.mm
func.func @tensordot(%a: !torch.vtensor<[2,3,4],si64>, %b: !torch.vtensor<[4,5,3],si64>) -> !torch.vtensor<[2,5],si64> {
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %da = torch.prim.ListConstruct %int1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %db = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.tensordot %a, %b, %da, %db : !torch.vtensor<[2,3,4],si64>, !torch.vtensor<[4,5,3],si64>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,5],si64>
  return %0 : !torch.vtensor<[2,5],si64>
}

// -----

// CHECK-LABEL: func.func @einsum_bilinear(
// CHECK-NOT: torch.aten.einsum
// CHECK: torch.aten.sum.dim_IntList
func.func @einsum_bilinear(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,4,?],f32>, %c: !torch.vtensor<[?,2],f32>) -> !torch.vtensor<[4,2],f32> {
  %str = torch.constant.str "ij,jkl,li->ki"
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %a, %b, %c : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4,?],f32>, !torch.vtensor<[?,2],f32>) -> !torch.list<vtensor>
  %1 = torch.aten.einsum %str, %0, %none : !torch.str, !torch.list<vtensor>, !torch.none -> !torch.vtensor<[4,2],f32>
  return %1 : !torch.vtensor<[4,2],f32>
}

// -----

// The implicit output: the letters used once, sorted ("ji" is a transpose).
// CHECK-LABEL: func.func @einsum_implicit(
// CHECK-NOT: torch.aten.einsum
// CHECK: torch.aten.permute
func.func @einsum_implicit(%a: !torch.vtensor<[2,3],si32>) -> !torch.vtensor<[3,2],si32> {
  %str = torch.constant.str "ji"
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %a : (!torch.vtensor<[2,3],si32>) -> !torch.list<vtensor>
  %1 = torch.aten.einsum %str, %0, %none : !torch.str, !torch.list<vtensor>, !torch.none -> !torch.vtensor<[3,2],si32>
  return %1 : !torch.vtensor<[3,2],si32>
}

// -----

// A sum to a scalar.
// CHECK-LABEL: func.func @einsum_sum(
// CHECK-NOT: torch.aten.einsum
func.func @einsum_sum(%a: !torch.vtensor<[?],f64>) -> !torch.vtensor<[],f64> {
  %str = torch.constant.str "i->"
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %a : (!torch.vtensor<[?],f64>) -> !torch.list<vtensor>
  %1 = torch.aten.einsum %str, %0, %none : !torch.str, !torch.list<vtensor>, !torch.none -> !torch.vtensor<[],f64>
  return %1 : !torch.vtensor<[],f64>
}

// -----

// A diagonal ("ii") is not decomposed: einsum stays.
// CHECK-LABEL: func.func @einsum_diagonal(
// CHECK: torch.aten.einsum
func.func @einsum_diagonal(%a: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[3],f32> {
  %str = torch.constant.str "ii->i"
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %a : (!torch.vtensor<[3,3],f32>) -> !torch.list<vtensor>
  %1 = torch.aten.einsum %str, %0, %none : !torch.str, !torch.list<vtensor>, !torch.none -> !torch.vtensor<[3],f32>
  return %1 : !torch.vtensor<[3],f32>
}

// -----

// CHECK-LABEL: func.func @vector_norm_2(
// CHECK-NOT: torch.aten.linalg_vector_norm
// CHECK: torch.aten.sqrt
func.func @vector_norm_2(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,1],f32> {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_vector_norm %x, %int2, %dims, %true, %none : !torch.vtensor<[?,4],f32>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1],f32>
  return %0 : !torch.vtensor<[?,1],f32>
}

// -----

// CHECK-LABEL: func.func @vector_norm_orders(
// CHECK-NOT: torch.aten.linalg_vector_norm
// CHECK: torch.aten.amax
// CHECK: torch.aten.amin
// CHECK: torch.aten.ne.Scalar
// CHECK: torch.aten.pow.Tensor_Scalar
func.func @vector_norm_orders(%x: !torch.vtensor<[3,4],f64>) -> (!torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>) {
  %inf = torch.constant.float 0x7FF0000000000000
  %ninf = torch.constant.float 0xFFF0000000000000
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %p = torch.constant.float 3.500000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.linalg_vector_norm %x, %inf, %none, %false, %none : !torch.vtensor<[3,4],f64>, !torch.float, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f64>
  %1 = torch.aten.linalg_vector_norm %x, %ninf, %none, %false, %none : !torch.vtensor<[3,4],f64>, !torch.float, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f64>
  %2 = torch.aten.linalg_vector_norm %x, %int0, %none, %false, %none : !torch.vtensor<[3,4],f64>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f64>
  %3 = torch.aten.linalg_vector_norm %x, %int1, %none, %false, %none : !torch.vtensor<[3,4],f64>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f64>
  %4 = torch.aten.linalg_vector_norm %x, %p, %none, %false, %none : !torch.vtensor<[3,4],f64>, !torch.float, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f64>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>
}

// -----

// A rank-0 input with a dtype argument.
// CHECK-LABEL: func.func @vector_norm_rank0_dtype(
// CHECK-NOT: torch.aten.linalg_vector_norm
func.func @vector_norm_rank0_dtype(%x: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f64> {
  %f = torch.constant.float 2.000000e+00
  %int0 = torch.constant.int 0
  %int7 = torch.constant.int 7
  %false = torch.constant.bool false
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_vector_norm %x, %f, %dims, %false, %int7 : !torch.vtensor<[],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @logsumexp(
// CHECK-NOT: torch.aten.logsumexp
// CHECK: torch.aten.amax
// CHECK: torch.aten.exp
// CHECK: torch.aten.log
func.func @logsumexp(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?],f32> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.logsumexp %x, %dims, %false : !torch.vtensor<[?,4],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// An integer input gives the default float dtype; rank 0, keepdim.
// CHECK-LABEL: func.func @logsumexp_int_rank0(
// CHECK-NOT: torch.aten.logsumexp
// CHECK: torch.aten.to.dtype
func.func @logsumexp_int_rank0(%x: !torch.vtensor<[],si64>) -> !torch.vtensor<[],f32> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.logsumexp %x, %dims, %true : !torch.vtensor<[],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @index_reduce(
// CHECK-NOT: torch.aten.index_reduce
// CHECK: torch.aten.expand
// CHECK: torch.aten.scatter_reduce.two
func.func @index_reduce(%x: !torch.vtensor<[5,3],f32>, %s: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[5,3],f32> {
  %i = torch.vtensor.literal(dense<[1, 4, 1, 0]> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
  %int0 = torch.constant.int 0
  %str = torch.constant.str "amax"
  %false = torch.constant.bool false
  %0 = torch.aten.index_reduce %x, %int0, %i, %s, %str, %false : !torch.vtensor<[5,3],f32>, !torch.int, !torch.vtensor<[4],si64>, !torch.vtensor<[4,3],f32>, !torch.str, !torch.bool -> !torch.vtensor<[5,3],f32>
  return %0 : !torch.vtensor<[5,3],f32>
}

// -----

// mean floor-divides integers; along the last dim.
// CHECK-LABEL: func.func @index_reduce_mean(
// CHECK-NOT: torch.aten.index_reduce
func.func @index_reduce_mean(%x: !torch.vtensor<[3,5],si32>, %s: !torch.vtensor<[3,2],si32>) -> !torch.vtensor<[3,5],si32> {
  %i = torch.vtensor.literal(dense<[3, 3]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %int-1 = torch.constant.int -1
  %str = torch.constant.str "mean"
  %true = torch.constant.bool true
  %0 = torch.aten.index_reduce %x, %int-1, %i, %s, %str, %true : !torch.vtensor<[3,5],si32>, !torch.int, !torch.vtensor<[2],si64>, !torch.vtensor<[3,2],si32>, !torch.str, !torch.bool -> !torch.vtensor<[3,5],si32>
  return %0 : !torch.vtensor<[3,5],si32>
}

// -----

// CHECK-LABEL: func.func @index_reduce_rank0(
// CHECK-NOT: torch.aten.index_reduce
// CHECK: torch.aten.scatter_reduce.two
func.func @index_reduce_rank0(%x: !torch.vtensor<[],f64>, %s: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
  %i = torch.vtensor.literal(dense<[0]> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
  %int0 = torch.constant.int 0
  %str = torch.constant.str "prod"
  %true = torch.constant.bool true
  %0 = torch.aten.index_reduce %x, %int0, %i, %s, %str, %true : !torch.vtensor<[],f64>, !torch.int, !torch.vtensor<[1],si64>, !torch.vtensor<[],f64>, !torch.str, !torch.bool -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @var_std_mean(
// CHECK-NOT: torch.aten.var_mean
// CHECK-NOT: torch.aten.std_mean
// CHECK: torch.aten.mean.dim
func.func @var_std_mean(%x: !torch.vtensor<[?,4],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[?,1],f32>, !torch.vtensor<[?,1],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %d1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0:2 = torch.aten.var_mean %x, %true : !torch.vtensor<[?,4],f32>, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
  %1:2 = torch.aten.std_mean.dim %x, %d1, %false, %true : !torch.vtensor<[?,4],f32>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[?,1],f32>, !torch.vtensor<[?,1],f32>
  %2:2 = torch.aten.var_mean.correction %x, %d0, %int2, %false : !torch.vtensor<[?,4],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[?,1],f32>, !torch.vtensor<[?,1],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
}

// -----

// CHECK-LABEL: func.func @std_var_mean_more(
// CHECK-NOT: _mean
func.func @std_var_mean_more(%x: !torch.vtensor<[3,4],f64>) -> (!torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[3],f64>, !torch.vtensor<[3],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %d1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0:2 = torch.aten.std_mean %x, %false : !torch.vtensor<[3,4],f64>, !torch.bool -> !torch.vtensor<[],f64>, !torch.vtensor<[],f64>
  %1:2 = torch.aten.var_mean.dim %x, %d1, %true, %false : !torch.vtensor<[3,4],f64>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[3],f64>, !torch.vtensor<[3],f64>
  %2:2 = torch.aten.std_mean.correction %x, %none, %none, %false : !torch.vtensor<[3,4],f64>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f64>, !torch.vtensor<[],f64>
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[3],f64>, !torch.vtensor<[3],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @aminmax_count_nonzero(
// CHECK-NOT: torch.aten.aminmax
// CHECK-NOT: torch.aten.count_nonzero
// CHECK: torch.aten.amin
// CHECK: torch.aten.amax
// CHECK: torch.aten.ne.Scalar
func.func @aminmax_count_nonzero(%x: !torch.vtensor<[?,4],ui8>) -> (!torch.vtensor<[?,1],ui8>, !torch.vtensor<[?,1],ui8>, !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>, !torch.vtensor<[?],si64>, !torch.vtensor<[],si64>) {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0:2 = torch.aten.aminmax %x, %int1, %true : !torch.vtensor<[?,4],ui8>, !torch.int, !torch.bool -> !torch.vtensor<[?,1],ui8>, !torch.vtensor<[?,1],ui8>
  %1:2 = torch.aten.aminmax %x, %none, %false : !torch.vtensor<[?,4],ui8>, !torch.none, !torch.bool -> !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>
  %2 = torch.aten.count_nonzero %x, %int1 : !torch.vtensor<[?,4],ui8>, !torch.int -> !torch.vtensor<[?],si64>
  %d = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten.count_nonzero.dim_IntList %x, %d : !torch.vtensor<[?,4],ui8>, !torch.list<int> -> !torch.vtensor<[],si64>
  return %0#0, %0#1, %1#0, %1#1, %2, %3 : !torch.vtensor<[?,1],ui8>, !torch.vtensor<[?,1],ui8>, !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>, !torch.vtensor<[?],si64>, !torch.vtensor<[],si64>
}

// -----

// CHECK-LABEL: func.func @nansum_nanmean(
// CHECK-NOT: torch.aten.nansum
// CHECK-NOT: torch.aten.nanmean
// CHECK: torch.aten.isnan
func.func @nansum_nanmean(%x: !torch.vtensor<[?,4],f32>, %i: !torch.vtensor<[3],si32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>) {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %none = torch.constant.none
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.nansum %x, %d, %false, %none : !torch.vtensor<[?,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?],f32>
  %1 = torch.aten.nanmean %x, %none, %false, %none : !torch.vtensor<[?,4],f32>, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
  %2 = torch.aten.nansum %i, %none, %false, %none : !torch.vtensor<[3],si32>, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],si64>
  return %0, %1, %2 : !torch.vtensor<[?],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
}

// -----

// CHECK-LABEL: func.func @safe_softmax(
// CHECK-NOT: torch.aten._safe_softmax
// CHECK: torch.aten.all.dim
func.func @safe_softmax(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten._safe_softmax %x, %int1, %none : !torch.vtensor<[?,4],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

// cross's dim none is the first of size 3; operands broadcast.
// CHECK-LABEL: func.func @cross(
// CHECK-NOT: torch.aten.cross
// CHECK-NOT: torch.aten.linalg_cross
// CHECK: torch.aten.index_select
func.func @cross(%a: !torch.vtensor<[2,3],si64>, %b: !torch.vtensor<[1,3],si64>, %c: !torch.vtensor<[3,?],f32>, %d: !torch.vtensor<[3,?],f32>) -> (!torch.vtensor<[2,3],si64>, !torch.vtensor<[3,?],f32>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %0 = torch.aten.cross %a, %b, %none : !torch.vtensor<[2,3],si64>, !torch.vtensor<[1,3],si64>, !torch.none -> !torch.vtensor<[2,3],si64>
  %1 = torch.aten.linalg_cross %c, %d, %int0 : !torch.vtensor<[3,?],f32>, !torch.vtensor<[3,?],f32>, !torch.int -> !torch.vtensor<[3,?],f32>
  return %0, %1 : !torch.vtensor<[2,3],si64>, !torch.vtensor<[3,?],f32>
}

// -----

// x 1-d along a dim that is not the last; y of ui8 computes in ui8 as
// PyTorch's composite (wrapping) before the halving.
// CHECK-LABEL: func.func @trapezoid(
// CHECK-NOT: trapezoid
// CHECK: torch.aten.cumsum
func.func @trapezoid(%y: !torch.vtensor<[4,3],f32>, %x: !torch.vtensor<[4],f32>, %u: !torch.vtensor<[2,3],ui8>, %v: !torch.vtensor<[2,3],ui8>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[2,2],f32>) {
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %0 = torch.aten.trapezoid.x %y, %x, %int0 : !torch.vtensor<[4,3],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[3],f32>
  %1 = torch.aten.trapezoid.x %u, %v, %int-1 : !torch.vtensor<[2,3],ui8>, !torch.vtensor<[2,3],ui8>, !torch.int -> !torch.vtensor<[2],f32>
  %2 = torch.aten.cumulative_trapezoid.x %y, %x, %int0 : !torch.vtensor<[4,3],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[3,3],f32>
  %3 = torch.aten.cumulative_trapezoid.x %u, %v, %int-1 : !torch.vtensor<[2,3],ui8>, !torch.vtensor<[2,3],ui8>, !torch.int -> !torch.vtensor<[2,2],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[2,2],f32>
}

// -----

// CHECK-LABEL: func.func @trapezoid_dx(
// CHECK-NOT: trapezoid
func.func @trapezoid_dx(%y: !torch.vtensor<[?,5],f64>) -> (!torch.vtensor<[?],f64>, !torch.vtensor<[?,4],f64>) {
  %dx = torch.constant.float 5.000000e-01
  %int-1 = torch.constant.int -1
  %0 = torch.aten.trapezoid.dx %y, %dx, %int-1 : !torch.vtensor<[?,5],f64>, !torch.float, !torch.int -> !torch.vtensor<[?],f64>
  %1 = torch.aten.cumulative_trapezoid.dx %y, %dx, %int-1 : !torch.vtensor<[?,5],f64>, !torch.float, !torch.int -> !torch.vtensor<[?,4],f64>
  return %0, %1 : !torch.vtensor<[?],f64>, !torch.vtensor<[?,4],f64>
}

// -----

// An integer difference wraps before eps makes it a float.
// CHECK-LABEL: func.func @pairwise_distance(
// CHECK-NOT: torch.aten.pairwise_distance
// CHECK-NOT: torch.aten.linalg_vector_norm
func.func @pairwise_distance(%a: !torch.vtensor<[?,4],f32>, %b: !torch.vtensor<[4],f32>, %u: !torch.vtensor<[3],ui8>, %v: !torch.vtensor<[3],ui8>) -> (!torch.vtensor<[?,1],f32>, !torch.vtensor<[],f32>) {
  %p = torch.constant.float 3.000000e+00
  %two = torch.constant.float 2.000000e+00
  %eps = torch.constant.float 9.9999999999999995E-7
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %0 = torch.aten.pairwise_distance %a, %b, %p, %eps, %true : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[?,1],f32>
  %1 = torch.aten.pairwise_distance %u, %v, %two, %eps, %false : !torch.vtensor<[3],ui8>, !torch.vtensor<[3],ui8>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[],f32>
  return %0, %1 : !torch.vtensor<[?,1],f32>, !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @max_unpool(
// CHECK-NOT: torch.aten.max_unpool
// CHECK: torch.aten.scatter.src
func.func @max_unpool(%x: !torch.vtensor<[1,2,1,3],f32>, %y: !torch.vtensor<[2,1,1,2],f64>) -> (!torch.vtensor<[1,2,3,2],f32>, !torch.vtensor<[2,2,2,2],f64>) {
  %i = torch.vtensor.literal(dense<[[[[0, 5, 3]], [[2, 1, 4]]]]> : tensor<1x2x1x3xsi64>) : !torch.vtensor<[1,2,1,3],si64>
  %j = torch.vtensor.literal(dense<[[[[7, 0]]], [[[3, 6]]]]> : tensor<2x1x1x2xsi64>) : !torch.vtensor<[2,1,1,2],si64>
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int0 = torch.constant.int 0
  %size = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.max_unpool2d %x, %i, %size : !torch.vtensor<[1,2,1,3],f32>, !torch.vtensor<[1,2,1,3],si64>, !torch.list<int> -> !torch.vtensor<[1,2,3,2],f32>
  %size3 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %st = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %pd = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.max_unpool3d %y, %j, %size3, %st, %pd : !torch.vtensor<[2,1,1,2],f64>, !torch.vtensor<[2,1,1,2],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,2,2,2],f64>
  return %0, %1 : !torch.vtensor<[1,2,3,2],f32>, !torch.vtensor<[2,2,2,2],f64>
}

// -----

// CHECK-LABEL: func.func @sorts(
// CHECK-NOT: torch.aten.argsort
// CHECK-NOT: torch.aten.msort
// CHECK-NOT: torch.aten.sort.stable
// CHECK: torch.aten.sort
func.func @sorts(%x: !torch.vtensor<[?,4],f32>, %u: !torch.vtensor<[5],ui8>) -> (!torch.vtensor<[?,4],si64>, !torch.vtensor<[5],si64>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[?,4],f32>) {
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %0 = torch.aten.argsort %x, %int-1, %true : !torch.vtensor<[?,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,4],si64>
  %1 = torch.aten.argsort.stable %u, %true, %int0, %false : !torch.vtensor<[5],ui8>, !torch.bool, !torch.int, !torch.bool -> !torch.vtensor<[5],si64>
  %2:2 = torch.aten.sort.stable %x, %true, %int0, %true : !torch.vtensor<[?,4],f32>, !torch.bool, !torch.int, !torch.bool -> !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>
  %3 = torch.aten.msort %x : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  return %0, %1, %2#0, %2#1, %3 : !torch.vtensor<[?,4],si64>, !torch.vtensor<[5],si64>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[?,4],f32>
}

// -----

// CHECK-LABEL: func.func @isclose(
// CHECK-NOT: torch.aten.isclose
// CHECK: torch.aten.isfinite
func.func @isclose(%a: !torch.vtensor<[?,3],f32>, %b: !torch.vtensor<[3],f32>, %i: !torch.vtensor<[4],ui8>, %j: !torch.vtensor<[4],ui8>) -> (!torch.vtensor<[?,3],i1>, !torch.vtensor<[4],i1>) {
  %rtol = torch.constant.float 5.000000e-01
  %atol = torch.constant.float 1.000000e+00
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %0 = torch.aten.isclose %a, %b, %rtol, %atol, %true : !torch.vtensor<[?,3],f32>, !torch.vtensor<[3],f32>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[?,3],i1>
  %1 = torch.aten.isclose %i, %j, %rtol, %atol, %false : !torch.vtensor<[4],ui8>, !torch.vtensor<[4],ui8>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[4],i1>
  return %0, %1 : !torch.vtensor<[?,3],i1>, !torch.vtensor<[4],i1>
}

// -----

// CHECK-LABEL: func.func @diff(
// CHECK-NOT: torch.aten.diff
// CHECK: torch.aten.cat
// CHECK: torch.aten.sub.Tensor
// CHECK: torch.aten.ne.Tensor
func.func @diff(%x: !torch.vtensor<[?,5],si32>, %p: !torch.vtensor<[?,2],si32>, %b: !torch.vtensor<[6],i1>) -> (!torch.vtensor<[?,5],si32>, !torch.vtensor<[5],i1>) {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %0 = torch.aten.diff %x, %int2, %int-1, %p, %none : !torch.vtensor<[?,5],si32>, !torch.int, !torch.int, !torch.vtensor<[?,2],si32>, !torch.none -> !torch.vtensor<[?,5],si32>
  %1 = torch.aten.diff %b, %int1, %int-1, %none, %none : !torch.vtensor<[6],i1>, !torch.int, !torch.int, !torch.none, !torch.none -> !torch.vtensor<[5],i1>
  return %0, %1 : !torch.vtensor<[?,5],si32>, !torch.vtensor<[5],i1>
}

// -----

// The losses, each reduced three ways; integer operands compute in their
// dtype (wrapping) until a float joins.
// CHECK-LABEL: func.func @losses(
// CHECK-NOT: torch.aten.margin_ranking_loss
// CHECK-NOT: torch.aten.hinge_embedding_loss
// CHECK-NOT: torch.aten.soft_margin_loss
// CHECK-NOT: torch.aten.cosine_embedding_loss
func.func @losses(%a: !torch.vtensor<[?,4],f32>, %b: !torch.vtensor<[?,4],f32>, %t: !torch.vtensor<[?],f32>, %u: !torch.vtensor<[4],ui8>, %v: !torch.vtensor<[4],ui8>, %w: !torch.vtensor<[4],ui8>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[?],f32>, !torch.vtensor<[],f32>) {
  %m = torch.constant.float 2.500000e-01
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.aten.margin_ranking_loss %a, %b, %a, %m, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.float, !torch.int -> !torch.vtensor<[],f32>
  %1 = torch.aten.margin_ranking_loss %u, %v, %w, %m, %int0 : !torch.vtensor<[4],ui8>, !torch.vtensor<[4],ui8>, !torch.vtensor<[4],ui8>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
  %2 = torch.aten.hinge_embedding_loss %a, %b, %m, %int0 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,4],f32>
  %3 = torch.aten.soft_margin_loss %a, %b, %int2 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[],f32>
  %4 = torch.aten.cosine_embedding_loss %a, %b, %t, %m, %int0 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[?],f32>, !torch.float, !torch.int -> !torch.vtensor<[?],f32>
  %5 = torch.aten.hinge_embedding_loss %a, %b, %m, %int2 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.float, !torch.int -> !torch.vtensor<[],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[?],f32>, !torch.vtensor<[],f32>
}

// -----

// Targets of exactly 1 and -1 (random ones are neither).
// CHECK-LABEL: func.func @cosine_embedding_loss_int(
// CHECK-NOT: torch.aten.cosine_embedding_loss
func.func @cosine_embedding_loss_int(%a: !torch.vtensor<[3,5],si32>, %b: !torch.vtensor<[3,5],si32>) -> !torch.vtensor<[],f32> {
  %t = torch.vtensor.literal(dense<[1, -1, 1]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %m = torch.constant.float -5.000000e-01
  %int1 = torch.constant.int 1
  %0 = torch.aten.cosine_embedding_loss %a, %b, %t, %m, %int1 : !torch.vtensor<[3,5],si32>, !torch.vtensor<[3,5],si32>, !torch.vtensor<[3],si64>, !torch.float, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @dist_cosine_similarity(
// CHECK-NOT: torch.aten.dist
// CHECK-NOT: torch.aten.cosine_similarity
// CHECK-NOT: torch.aten.linalg_vector_norm
func.func @dist_cosine_similarity(%a: !torch.vtensor<[?,4],f64>, %b: !torch.vtensor<[?,4],f64>) -> (!torch.vtensor<[],f64>, !torch.vtensor<[4],f64>) {
  %p = torch.constant.float 1.500000e+00
  %int0 = torch.constant.int 0
  %eps = torch.constant.float 1.000000e-08
  %0 = torch.aten.dist %a, %b, %p : !torch.vtensor<[?,4],f64>, !torch.vtensor<[?,4],f64>, !torch.float -> !torch.vtensor<[],f64>
  %1 = torch.aten.cosine_similarity %a, %b, %int0, %eps : !torch.vtensor<[?,4],f64>, !torch.vtensor<[?,4],f64>, !torch.int, !torch.float -> !torch.vtensor<[4],f64>
  return %0, %1 : !torch.vtensor<[],f64>, !torch.vtensor<[4],f64>
}

// -----

// CHECK-LABEL: func.func @triplet_poisson(
// CHECK-NOT: torch.aten.triplet_margin_loss
// CHECK-NOT: torch.aten.poisson_nll_loss
// CHECK-NOT: torch.aten.pairwise_distance
func.func @triplet_poisson(%a: !torch.vtensor<[?,4],f32>, %p: !torch.vtensor<[?,4],f32>, %n: !torch.vtensor<[?,4],f32>, %i: !torch.vtensor<[5],si32>, %t: !torch.vtensor<[5],si32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[?],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[],f32>) {
  %m = torch.constant.float 1.000000e+00
  %two = torch.constant.float 2.000000e+00
  %eps = torch.constant.float 9.9999999999999995E-7
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %e8 = torch.constant.float 1.000000e-08
  %0 = torch.aten.triplet_margin_loss %a, %p, %n, %m, %two, %eps, %true, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.float, !torch.float, !torch.float, !torch.bool, !torch.int -> !torch.vtensor<[],f32>
  %1 = torch.aten.triplet_margin_loss %a, %p, %n, %m, %two, %eps, %false, %int0 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.float, !torch.float, !torch.float, !torch.bool, !torch.int -> !torch.vtensor<[?],f32>
  %2 = torch.aten.poisson_nll_loss %a, %p, %true, %true, %e8, %int0 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.bool, !torch.bool, !torch.float, !torch.int -> !torch.vtensor<[?,4],f32>
  %3 = torch.aten.poisson_nll_loss %i, %t, %true, %false, %e8, %int2 : !torch.vtensor<[5],si32>, !torch.vtensor<[5],si32>, !torch.bool, !torch.bool, !torch.float, !torch.int -> !torch.vtensor<[],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[],f32>, !torch.vtensor<[?],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[],f32>
}

// -----

// matmul of two integer vectors sums in their dtype (not si64).
// CHECK-LABEL: func.func @matmul_vectors_int(
// CHECK: torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[],si32>
func.func @matmul_vectors_int(%a: !torch.vtensor<[?],si32>, %b: !torch.vtensor<[?],si32>) -> !torch.vtensor<[],si32> {
  %0 = torch.aten.matmul %a, %b : !torch.vtensor<[?],si32>, !torch.vtensor<[?],si32> -> !torch.vtensor<[],si32>
  return %0 : !torch.vtensor<[],si32>
}

// -----

// index_put with one bool mask over the leading dims: a where.
// CHECK-LABEL: func.func @index_put_mask(
// CHECK-NOT: torch.aten.index_put
// CHECK: torch.aten.where.self
func.func @index_put_mask(%x: !torch.vtensor<[5,4],f32>, %m: !torch.vtensor<[5],i1>, %v: !torch.vtensor<[4],f32>, %w: !torch.vtensor<[1,1],f32>) -> (!torch.vtensor<[5,4],f32>, !torch.vtensor<[5,4],f32>) {
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %0 = torch.prim.ListConstruct %m : (!torch.vtensor<[5],i1>) -> !torch.list<vtensor>
  %1 = torch.aten.index_put %x, %0, %v, %false : !torch.vtensor<[5,4],f32>, !torch.list<vtensor>, !torch.vtensor<[4],f32>, !torch.bool -> !torch.vtensor<[5,4],f32>
  %2 = torch.aten.index_put %x, %0, %w, %true : !torch.vtensor<[5,4],f32>, !torch.list<vtensor>, !torch.vtensor<[1,1],f32>, !torch.bool -> !torch.vtensor<[5,4],f32>
  return %1, %2 : !torch.vtensor<[5,4],f32>, !torch.vtensor<[5,4],f32>
}

// -----

// Integer indices are left to the lowering.
// CHECK-LABEL: func.func @index_put_int(
// CHECK: torch.aten.index_put
func.func @index_put_int(%x: !torch.vtensor<[5,4],f32>, %v: !torch.vtensor<[4],f32>) -> !torch.vtensor<[5,4],f32> {
  %i = torch.vtensor.literal(dense<[3]> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
  %false = torch.constant.bool false
  %0 = torch.prim.ListConstruct %i : (!torch.vtensor<[1],si64>) -> !torch.list<vtensor>
  %1 = torch.aten.index_put %x, %0, %v, %false : !torch.vtensor<[5,4],f32>, !torch.list<vtensor>, !torch.vtensor<[4],f32>, !torch.bool -> !torch.vtensor<[5,4],f32>
  return %1 : !torch.vtensor<[5,4],f32>
}
