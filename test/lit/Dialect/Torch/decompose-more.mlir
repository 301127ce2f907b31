// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// The decompositions of decompose_more.go, each differentially checked:
// the interpreter runs every function with the torch ops' own semantics
// before torch-decompose-complex-ops and after it, on the same random
// inputs (dynamic dims of size 3), and the results must agree
// (lowering/torchdecompose's TestDecompositionsPreserveResults runs this
// file too).

// CHECK-LABEL: func.func @elu(
// CHECK-NOT: torch.aten.elu
// CHECK: torch.aten.expm1
// CHECK: torch.aten.where.self
func.func @elu(%x: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[4,5],f32> {
  %alpha = torch.constant.float 5.000000e-01
  %scale = torch.constant.float 1.500000e+00
  %input_scale = torch.constant.int 2
  %0 = torch.aten.elu %x, %alpha, %scale, %input_scale : !torch.vtensor<[4,5],f32>, !torch.float, !torch.float, !torch.int -> !torch.vtensor<[4,5],f32>
  return %0 : !torch.vtensor<[4,5],f32>
}

// -----

// The defaults (alpha = scale = input_scale = 1) on a dynamic f64 tensor.
// CHECK-LABEL: func.func @elu_dynamic_f64(
// CHECK-NOT: torch.aten.elu
func.func @elu_dynamic_f64(%x: !torch.vtensor<[?,4],f64>) -> !torch.vtensor<[?,4],f64> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.elu %x, %int1, %int1, %int1 : !torch.vtensor<[?,4],f64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,4],f64>
  return %0 : !torch.vtensor<[?,4],f64>
}

// -----

// A threshold that the random inputs cross (beta*x > 0.5 stays linear).
// CHECK-LABEL: func.func @softplus(
// CHECK-NOT: torch.aten.softplus
// CHECK: torch.aten.log1p
func.func @softplus(%x: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[4,5],f32> {
  %beta = torch.constant.float 2.000000e+00
  %threshold = torch.constant.float 5.000000e-01
  %0 = torch.aten.softplus %x, %beta, %threshold : !torch.vtensor<[4,5],f32>, !torch.float, !torch.float -> !torch.vtensor<[4,5],f32>
  return %0 : !torch.vtensor<[4,5],f32>
}

// -----

// CHECK-LABEL: func.func @softplus_dynamic_f64(
// CHECK-NOT: torch.aten.softplus
func.func @softplus_dynamic_f64(%x: !torch.vtensor<[?,?],f64>) -> !torch.vtensor<[?,?],f64> {
  %int1 = torch.constant.int 1
  %int20 = torch.constant.int 20
  %0 = torch.aten.softplus %x, %int1, %int20 : !torch.vtensor<[?,?],f64>, !torch.int, !torch.int -> !torch.vtensor<[?,?],f64>
  return %0 : !torch.vtensor<[?,?],f64>
}

// -----

// CHECK-LABEL: func.func @mish(
// CHECK-NOT: torch.aten.mish
// CHECK: torch.aten.tanh
func.func @mish(%x: !torch.vtensor<[?,6],f32>) -> !torch.vtensor<[?,6],f32> {
  %0 = torch.aten.mish %x : !torch.vtensor<[?,6],f32> -> !torch.vtensor<[?,6],f32>
  return %0 : !torch.vtensor<[?,6],f32>
}

// -----

// CHECK-LABEL: func.func @narrow(
// CHECK-NOT: torch.aten.narrow
// CHECK: torch.aten.slice.Tensor {{.*}} -> !torch.vtensor<[3,3],f32>
func.func @narrow(%x: !torch.vtensor<[3,8],f32>) -> !torch.vtensor<[3,3],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.aten.narrow %x, %int1, %int2, %int3 : !torch.vtensor<[3,8],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}

// -----

// A negative start on a dynamic dim: the last two elements.
// CHECK-LABEL: func.func @narrow_negative_dynamic(
// CHECK-NOT: torch.aten.narrow
func.func @narrow_negative_dynamic(%x: !torch.vtensor<[4,?],si64>) -> !torch.vtensor<[4,2],si64> {
  %int1 = torch.constant.int 1
  %int-2 = torch.constant.int -2
  %int2 = torch.constant.int 2
  %0 = torch.aten.narrow %x, %int1, %int-2, %int2 : !torch.vtensor<[4,?],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,2],si64>
  return %0 : !torch.vtensor<[4,2],si64>
}

// -----

// CHECK-LABEL: func.func @stack(
// CHECK-NOT: torch.aten.stack
// CHECK: torch.aten.cat {{.*}} -> !torch.vtensor<[2,3,4],f32>
func.func @stack(%x: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
  %0 = torch.prim.ListConstruct %x, %y : (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>) -> !torch.list<vtensor>
  %int0 = torch.constant.int 0
  %1 = torch.aten.stack %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,3,4],f32>
  return %1 : !torch.vtensor<[2,3,4],f32>
}

// -----

// The last dim, dynamic inputs, and dtypes promoted (si64 with f32).
// CHECK-LABEL: func.func @stack_last_dynamic_promote(
// CHECK-NOT: torch.aten.stack
func.func @stack_last_dynamic_promote(%x: !torch.vtensor<[?,4],f32>, %y: !torch.vtensor<[?,4],si64>, %z: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4,3],f32> {
  %0 = torch.prim.ListConstruct %x, %y, %z : (!torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[?,4],f32>) -> !torch.list<vtensor>
  %int-1 = torch.constant.int -1
  %1 = torch.aten.stack %0, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,4,3],f32>
  return %1 : !torch.vtensor<[?,4,3],f32>
}

// -----

// CHECK-LABEL: func.func @flip(
// CHECK-NOT: torch.aten.flip
// CHECK: torch.aten.arange.start_step
// CHECK: torch.aten.index_select
func.func @flip(%x: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,4],f32> {
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %0 = torch.prim.ListConstruct %int0, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.flip %x, %0 : !torch.vtensor<[3,4],f32>, !torch.list<int> -> !torch.vtensor<[3,4],f32>
  return %1 : !torch.vtensor<[3,4],f32>
}

// -----

// A dynamic dim (its size read at run time) of an si32 tensor.
// CHECK-LABEL: func.func @flip_dynamic_si32(
// CHECK-NOT: torch.aten.flip
// CHECK: torch.aten.size.int
func.func @flip_dynamic_si32(%x: !torch.vtensor<[2,?,5],si32>) -> !torch.vtensor<[2,?,5],si32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.flip %x, %0 : !torch.vtensor<[2,?,5],si32>, !torch.list<int> -> !torch.vtensor<[2,?,5],si32>
  return %1 : !torch.vtensor<[2,?,5],si32>
}

// -----

// CHECK-LABEL: func.func @roll(
// CHECK-NOT: torch.aten.roll
// CHECK: torch.aten.cat
func.func @roll(%x: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %int1 = torch.constant.int 1
  %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.roll %x, %0, %1 : !torch.vtensor<[3,5],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[3,5],f32>
  return %2 : !torch.vtensor<[3,5],f32>
}

// -----

// Two dims, a negative shift and one larger than the size (taken mod n),
// on si64.
// CHECK-LABEL: func.func @roll_two_dims_si64(
// CHECK-NOT: torch.aten.roll
func.func @roll_two_dims_si64(%x: !torch.vtensor<[3,4,5],si64>) -> !torch.vtensor<[3,4,5],si64> {
  %int-1 = torch.constant.int -1
  %int7 = torch.constant.int 7
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int-1, %int7 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.roll %x, %0, %1 : !torch.vtensor<[3,4,5],si64>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[3,4,5],si64>
  return %2 : !torch.vtensor<[3,4,5],si64>
}

// -----

// No dims: the flattened tensor rolls.
// CHECK-LABEL: func.func @roll_flat(
// CHECK-NOT: torch.aten.roll
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[12],f32>
func.func @roll_flat(%x: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,4],f32> {
  %int5 = torch.constant.int 5
  %0 = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
  %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
  %2 = torch.aten.roll %x, %0, %1 : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[3,4],f32>
  return %2 : !torch.vtensor<[3,4],f32>
}

// -----

// CHECK-LABEL: func.func @repeat(
// CHECK-NOT: torch.aten.repeat
// CHECK: torch.aten.expand {{.*}} -> !torch.vtensor<[2,1,2,3,3],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[2,2,9],f32>
func.func @repeat(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,2,9],f32> {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %0 = torch.prim.ListConstruct %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.repeat %x, %0 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,2,9],f32>
  return %1 : !torch.vtensor<[2,2,9],f32>
}

// -----

// A repeated dynamic dim of a bool tensor.
// CHECK-LABEL: func.func @repeat_dynamic_bool(
// CHECK-NOT: torch.aten.repeat
// CHECK: torch.aten.mul.int
func.func @repeat_dynamic_bool(%x: !torch.vtensor<[?,2],i1>) -> !torch.vtensor<[?,4],i1> {
  %int3 = torch.constant.int 3
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.repeat %x, %0 : !torch.vtensor<[?,2],i1>, !torch.list<int> -> !torch.vtensor<[?,4],i1>
  return %1 : !torch.vtensor<[?,4],i1>
}

// -----

// CHECK-LABEL: func.func @tril(
// CHECK-NOT: torch.aten.tril
// CHECK: torch.aten.masked_fill.Scalar
func.func @tril(%x: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[4,5],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.tril %x, %int0 : !torch.vtensor<[4,5],f32>, !torch.int -> !torch.vtensor<[4,5],f32>
  return %0 : !torch.vtensor<[4,5],f32>
}

// -----

// Batched, a diagonal above the main one.
// CHECK-LABEL: func.func @triu_batched(
// CHECK-NOT: torch.aten.triu
func.func @triu_batched(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.triu %x, %int1 : !torch.vtensor<[2,3,4],f32>, !torch.int -> !torch.vtensor<[2,3,4],f32>
  return %0 : !torch.vtensor<[2,3,4],f32>
}

// -----

// Dynamic dims, negative diagonals, si64 and bool.
// CHECK-LABEL: func.func @tril_triu_dynamic(
// CHECK-NOT: torch.aten.tril
// CHECK-NOT: torch.aten.triu
func.func @tril_triu_dynamic(%x: !torch.vtensor<[?,?],si64>, %y: !torch.vtensor<[2,?,4],i1>) -> (!torch.vtensor<[?,?],si64>, !torch.vtensor<[2,?,4],i1>) {
  %int-1 = torch.constant.int -1
  %0 = torch.aten.tril %x, %int-1 : !torch.vtensor<[?,?],si64>, !torch.int -> !torch.vtensor<[?,?],si64>
  %1 = torch.aten.triu %y, %int-1 : !torch.vtensor<[2,?,4],i1>, !torch.int -> !torch.vtensor<[2,?,4],i1>
  return %0, %1 : !torch.vtensor<[?,?],si64>, !torch.vtensor<[2,?,4],i1>
}

// -----

// CHECK-LABEL: func.func @group_norm(
// CHECK-NOT: torch.aten.group_norm
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[2,2,18],f32>
// CHECK: torch.aten.mean.dim {{.*}} -> !torch.vtensor<[2,2,1],f32>
func.func @group_norm(%x: !torch.vtensor<[2,4,3,3],f32>, %w: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4,3,3],f32> {
  %int2 = torch.constant.int 2
  %eps = torch.constant.float 1.000000e-05
  %false = torch.constant.bool false
  %0 = torch.aten.group_norm %x, %int2, %w, %b, %eps, %false : !torch.vtensor<[2,4,3,3],f32>, !torch.int, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2,4,3,3],f32>
  return %0 : !torch.vtensor<[2,4,3,3],f32>
}

// -----

// No affine parameters; a dynamic batch and length, f64.
// CHECK-LABEL: func.func @group_norm_dynamic_no_affine(
// CHECK-NOT: torch.aten.group_norm
func.func @group_norm_dynamic_no_affine(%x: !torch.vtensor<[?,6,?],f64>) -> !torch.vtensor<[?,6,?],f64> {
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  %0 = torch.aten.group_norm %x, %int3, %none, %none, %eps, %true : !torch.vtensor<[?,6,?],f64>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[?,6,?],f64>
  return %0 : !torch.vtensor<[?,6,?],f64>
}

// -----

// CHECK-LABEL: func.func @sdpa(
// CHECK-NOT: torch.aten.scaled_dot_product_attention
// CHECK: torch.aten.amax
func.func @sdpa(%q: !torch.vtensor<[1,2,4,8],f32>, %k: !torch.vtensor<[1,2,4,8],f32>, %v: !torch.vtensor<[1,2,4,8],f32>) -> !torch.vtensor<[1,2,4,8],f32> {
  %none = torch.constant.none
  %float0.000000e00 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %float0.000000e00, %false, %none, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,4,8],f32>
  return %0 : !torch.vtensor<[1,2,4,8],f32>
}

// -----

// Causal with fewer queries than keys, an explicit scale, and a value
// width other than the query's.
// CHECK-LABEL: func.func @sdpa_causal_rect_scale(
// CHECK-NOT: torch.aten.scaled_dot_product_attention
// CHECK: torch.aten.masked_fill.Scalar
func.func @sdpa_causal_rect_scale(%q: !torch.vtensor<[2,3,8],f32>, %k: !torch.vtensor<[2,5,8],f32>, %v: !torch.vtensor<[2,5,6],f32>) -> !torch.vtensor<[2,3,6],f32> {
  %none = torch.constant.none
  %float0.000000e00 = torch.constant.float 0.000000e+00
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %scale = torch.constant.float 2.500000e-01
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %float0.000000e00, %true, %scale, %false : !torch.vtensor<[2,3,8],f32>, !torch.vtensor<[2,5,8],f32>, !torch.vtensor<[2,5,6],f32>, !torch.none, !torch.float, !torch.bool, !torch.float, !torch.bool -> !torch.vtensor<[2,3,6],f32>
  return %0 : !torch.vtensor<[2,3,6],f32>
}

// -----

// A bool mask, broadcast over the batch: the random mask hides whole
// rows, which give zeros.
// CHECK-LABEL: func.func @sdpa_bool_mask(
// CHECK-NOT: torch.aten.scaled_dot_product_attention
// CHECK: torch.aten.logical_not
func.func @sdpa_bool_mask(%q: !torch.vtensor<[1,2,4,8],f32>, %k: !torch.vtensor<[1,2,4,8],f32>, %v: !torch.vtensor<[1,2,4,8],f32>, %m: !torch.vtensor<[4,4],i1>) -> !torch.vtensor<[1,2,4,8],f32> {
  %float0.000000e00 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %m, %float0.000000e00, %false, %none, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[4,4],i1>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,4,8],f32>
  return %0 : !torch.vtensor<[1,2,4,8],f32>
}

// -----

// Masks that hide whole rows (where %t <= 0): a bool one, and a float one
// holding -inf; those rows give zeros, as PyTorch's _safe_softmax does.
// CHECK-LABEL: func.func @sdpa_masked_rows(
// CHECK-NOT: torch.aten.scaled_dot_product_attention
// CHECK: torch.aten.eq.Scalar
func.func @sdpa_masked_rows(%q: !torch.vtensor<[2,4,8],f32>, %k: !torch.vtensor<[2,4,8],f32>, %v: !torch.vtensor<[2,4,8],f32>, %m: !torch.vtensor<[4,4],i1>, %fm: !torch.vtensor<[4,4],f32>, %t: !torch.vtensor<[4,1],f32>) -> (!torch.vtensor<[2,4,8],f32>, !torch.vtensor<[2,4,8],f32>) {
  %float0.000000e00 = torch.constant.float 0.000000e+00
  %ninf = torch.constant.float 0xFFF0000000000000
  %false = torch.constant.bool false
  %none = torch.constant.none
  %hidden = torch.aten.le.Scalar %t, %float0.000000e00 : !torch.vtensor<[4,1],f32>, !torch.float -> !torch.vtensor<[4,1],i1>
  %shown = torch.aten.logical_not %hidden : !torch.vtensor<[4,1],i1> -> !torch.vtensor<[4,1],i1>
  %bm = torch.aten.logical_and %m, %shown : !torch.vtensor<[4,4],i1>, !torch.vtensor<[4,1],i1> -> !torch.vtensor<[4,4],i1>
  %fm2 = torch.aten.masked_fill.Scalar %fm, %hidden, %ninf : !torch.vtensor<[4,4],f32>, !torch.vtensor<[4,1],i1>, !torch.float -> !torch.vtensor<[4,4],f32>
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %bm, %float0.000000e00, %false, %none, %false : !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[4,4],i1>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[2,4,8],f32>
  %1 = torch.aten.scaled_dot_product_attention %q, %k, %v, %fm2, %float0.000000e00, %false, %none, %false : !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[4,4],f32>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[2,4,8],f32>
  return %0, %1 : !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[2,4,8],f32>
}

// -----

// A float mask (added), dynamic sequence lengths, f64, enable_gqa with
// equal heads.
// CHECK-LABEL: func.func @sdpa_float_mask_dynamic(
// CHECK-NOT: torch.aten.scaled_dot_product_attention
func.func @sdpa_float_mask_dynamic(%q: !torch.vtensor<[2,?,4],f64>, %k: !torch.vtensor<[2,?,4],f64>, %v: !torch.vtensor<[2,?,4],f64>, %m: !torch.vtensor<[?,?],f64>) -> !torch.vtensor<[2,?,4],f64> {
  %float0.000000e00 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %m, %float0.000000e00, %false, %none, %true : !torch.vtensor<[2,?,4],f64>, !torch.vtensor<[2,?,4],f64>, !torch.vtensor<[2,?,4],f64>, !torch.vtensor<[?,?],f64>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[2,?,4],f64>
  return %0 : !torch.vtensor<[2,?,4],f64>
}

// -----

// CHECK-LABEL: func.func @pad_constant(
// CHECK-NOT: torch.aten.pad
// CHECK: torch.aten.constant_pad_nd {{.*}} -> !torch.vtensor<[1,2,4,6],f32>
func.func @pad_constant(%x: !torch.vtensor<[1,2,3,3],f32>) -> !torch.vtensor<[1,2,4,6],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %0 = torch.prim.ListConstruct %int1, %int2, %int0, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %str = torch.constant.str "constant"
  %float5.000000e-01 = torch.constant.float 5.000000e-01
  %1 = torch.aten.pad %x, %0, %str, %float5.000000e-01 : !torch.vtensor<[1,2,3,3],f32>, !torch.list<int>, !torch.str, !torch.float -> !torch.vtensor<[1,2,4,6],f32>
  return %1 : !torch.vtensor<[1,2,4,6],f32>
}

// -----

// Negative amounts crop, on a dynamic dim, si32 with the default value.
// CHECK-LABEL: func.func @pad_negative_dynamic(
// CHECK-NOT: torch.aten.pad
// CHECK: torch.aten.slice.Tensor
func.func @pad_negative_dynamic(%x: !torch.vtensor<[2,?,4],si32>) -> !torch.vtensor<[2,?,4],si32> {
  %int-1 = torch.constant.int -1
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-2 = torch.constant.int -2
  %0 = torch.prim.ListConstruct %int-1, %int1, %int2, %int-2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %str = torch.constant.str "constant"
  %none = torch.constant.none
  %1 = torch.aten.pad %x, %0, %str, %none : !torch.vtensor<[2,?,4],si32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[2,?,4],si32>
  return %1 : !torch.vtensor<[2,?,4],si32>
}

// -----

// CHECK-LABEL: func.func @pad_reflect(
// CHECK-NOT: torch.aten.pad
// CHECK: torch.aten.index_select
func.func @pad_reflect(%x: !torch.vtensor<[1,2,4,4],f32>) -> !torch.vtensor<[1,2,7,6],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int1, %int1, %int1, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %str = torch.constant.str "reflect"
  %none = torch.constant.none
  %1 = torch.aten.pad %x, %0, %str, %none : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,7,6],f32>
  return %1 : !torch.vtensor<[1,2,7,6],f32>
}

// -----

// Reflect on a dynamic length (the mirrored indices computed from its
// size at run time).
// CHECK-LABEL: func.func @pad_reflect_dynamic(
// CHECK-NOT: torch.aten.pad
func.func @pad_reflect_dynamic(%x: !torch.vtensor<[2,3,?],f32>) -> !torch.vtensor<[2,3,?],f32> {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %str = torch.constant.str "reflect"
  %none = torch.constant.none
  %1 = torch.aten.pad %x, %0, %str, %none : !torch.vtensor<[2,3,?],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[2,3,?],f32>
  return %1 : !torch.vtensor<[2,3,?],f32>
}

// -----

// CHECK-LABEL: func.func @pad_replicate(
// CHECK-NOT: torch.aten.pad
// CHECK: torch.aten.full
func.func @pad_replicate(%x: !torch.vtensor<[2,?,4],f32>) -> !torch.vtensor<[2,?,7],f32> {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %0 = torch.prim.ListConstruct %int2, %int1, %int0, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %str = torch.constant.str "replicate"
  %none = torch.constant.none
  %1 = torch.aten.pad %x, %0, %str, %none : !torch.vtensor<[2,?,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[2,?,7],f32>
  return %1 : !torch.vtensor<[2,?,7],f32>
}

// -----

// CHECK-LABEL: func.func @pad_circular(
// CHECK-NOT: torch.aten.pad
// CHECK: torch.aten.cat
func.func @pad_circular(%x: !torch.vtensor<[1,2,3,?],si64>) -> !torch.vtensor<[1,2,6,?],si64> {
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int0 = torch.constant.int 0
  %0 = torch.prim.ListConstruct %int1, %int1, %int3, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %str = torch.constant.str "circular"
  %none = torch.constant.none
  %1 = torch.aten.pad %x, %0, %str, %none : !torch.vtensor<[1,2,3,?],si64>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,6,?],si64>
  return %1 : !torch.vtensor<[1,2,6,?],si64>
}

// -----

// CHECK-LABEL: func.func @split(
// CHECK-NOT: torch.aten.split.Tensor
// CHECK-NOT: torch.prim.ListUnpack
func.func @split(%x: !torch.vtensor<[2,5],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,1],f32>) {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %0 = torch.aten.split.Tensor %x, %int2, %int1 : !torch.vtensor<[2,5],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  %1:3 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,1],f32>
  return %1#0, %1#1, %1#2 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,1],f32>
}

// -----

// A dynamic dim (of size 3 here: pieces of 2 and 1), si64.
// CHECK-LABEL: func.func @split_dynamic(
// CHECK-NOT: torch.aten.split.Tensor
// CHECK-NOT: torch.prim.ListUnpack
func.func @split_dynamic(%x: !torch.vtensor<[?,4],si64>) -> (!torch.vtensor<[?,4],si64>, !torch.vtensor<[?,4],si64>) {
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %0 = torch.aten.split.Tensor %x, %int2, %int0 : !torch.vtensor<[?,4],si64>, !torch.int, !torch.int -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[?,4],si64>, !torch.vtensor<[?,4],si64>
  return %1#0, %1#1 : !torch.vtensor<[?,4],si64>, !torch.vtensor<[?,4],si64>
}

// -----

// CHECK-LABEL: func.func @split_with_sizes(
// CHECK-NOT: torch.aten.split_with_sizes
// CHECK-NOT: torch.prim.ListUnpack
func.func @split_with_sizes(%x: !torch.vtensor<[3,6],f32>) -> (!torch.vtensor<[3,1],f32>, !torch.vtensor<[3,0],f32>, !torch.vtensor<[3,5],f32>) {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %int5 = torch.constant.int 5
  %int-1 = torch.constant.int -1
  %0 = torch.prim.ListConstruct %int1, %int0, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.split_with_sizes %x, %0, %int-1 : !torch.vtensor<[3,6],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
  %2:3 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[3,1],f32>, !torch.vtensor<[3,0],f32>, !torch.vtensor<[3,5],f32>
  return %2#0, %2#1, %2#2 : !torch.vtensor<[3,1],f32>, !torch.vtensor<[3,0],f32>, !torch.vtensor<[3,5],f32>
}

// -----

// 8 in 3 chunks: 3, 3 and 2.
// CHECK-LABEL: func.func @chunk(
// CHECK-NOT: torch.aten.chunk
// CHECK-NOT: torch.prim.ListUnpack
func.func @chunk(%x: !torch.vtensor<[2,8],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,2],f32>) {
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %0 = torch.aten.chunk %x, %int3, %int-1 : !torch.vtensor<[2,8],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  %1:3 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,2],f32>
  return %1#0, %1#1, %1#2 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,2],f32>
}

// -----

// 4 in 3 chunks gives 2 pieces of 2 (PyTorch's ceil(4/3) = 2 per chunk).
// CHECK-LABEL: func.func @chunk_fewer(
// CHECK-NOT: torch.aten.chunk
func.func @chunk_fewer(%x: !torch.vtensor<[4,?],si32>) -> (!torch.vtensor<[2,?],si32>, !torch.vtensor<[2,?],si32>) {
  %int3 = torch.constant.int 3
  %int0 = torch.constant.int 0
  %0 = torch.aten.chunk %x, %int3, %int0 : !torch.vtensor<[4,?],si32>, !torch.int, !torch.int -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,?],si32>, !torch.vtensor<[2,?],si32>
  return %1#0, %1#1 : !torch.vtensor<[2,?],si32>, !torch.vtensor<[2,?],si32>
}

// -----

// CHECK-LABEL: func.func @unbind(
// CHECK-NOT: torch.aten.unbind.int
// CHECK-NOT: torch.prim.ListUnpack
// CHECK: torch.aten.select.int
func.func @unbind(%x: !torch.vtensor<[2,3,4],f32>) -> (!torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],f32>) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.unbind.int %x, %int1 : !torch.vtensor<[2,3,4],f32>, !torch.int -> !torch.list<vtensor>
  %1:3 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],f32>
  return %1#0, %1#1, %1#2 : !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],f32>
}

// -----

// A dynamic dim unbound into as many values as the ListUnpack has (3).
// CHECK-LABEL: func.func @unbind_dynamic(
// CHECK-NOT: torch.aten.unbind.int
func.func @unbind_dynamic(%x: !torch.vtensor<[?,2],si64>) -> (!torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>) {
  %int0 = torch.constant.int 0
  %0 = torch.aten.unbind.int %x, %int0 : !torch.vtensor<[?,2],si64>, !torch.int -> !torch.list<vtensor>
  %1:3 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>
  return %1#0, %1#1, %1#2 : !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>
}

// -----

// Declined: sizes the decompositions need are unknown (group_norm's
// channels, the rolled dim), so the ops stay.
// CHECK-LABEL: func.func @declined_dynamic(
// CHECK: torch.aten.group_norm
// CHECK: torch.aten.roll
func.func @declined_dynamic(%x: !torch.vtensor<[2,?,4],f32>) -> (!torch.vtensor<[2,?,4],f32>, !torch.vtensor<[2,?,4],f32>) {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %false = torch.constant.bool false
  %0 = torch.aten.group_norm %x, %int1, %none, %none, %eps, %false : !torch.vtensor<[2,?,4],f32>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,?,4],f32>
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.roll %x, %s, %s : !torch.vtensor<[2,?,4],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,?,4],f32>
  return %0, %1 : !torch.vtensor<[2,?,4],f32>, !torch.vtensor<[2,?,4],f32>
}
