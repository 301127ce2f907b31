// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// The differential check of torch-decompose-complex-ops: every function
// runs on the interpreter, with the torch ops' own semantics, before the
// decomposition and after it, on the same seeded random inputs (dynamic
// dims of size 3), and must give the same results. Together with
// decompose-complex-ops.mlir this covers every decomposition
// (lowering/torchdecompose's TestDecompositionsPreserveResults checks that).

// CHECK-LABEL: func.func @log_softmax_private(
// CHECK-NOT: torch.aten._log_softmax
func.func @log_softmax_private(%x: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0 = torch.aten._log_softmax %x, %int0, %false : !torch.vtensor<[3,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,5],f32>
  return %0 : !torch.vtensor<[3,5],f32>
}

// -----

// A dynamic batch, f64.
// CHECK-LABEL: func.func @softmax_dynamic_f64(
// CHECK-NOT: torch.aten.softmax.int
func.func @softmax_dynamic_f64(%x: !torch.vtensor<[?,4],f64>) -> !torch.vtensor<[?,4],f64> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[?,4],f64>, !torch.int, !torch.none -> !torch.vtensor<[?,4],f64>
  return %0 : !torch.vtensor<[?,4],f64>
}

// -----

// CHECK-LABEL: func.func @layer_norm(
// CHECK-NOT: torch.aten.layer_norm
func.func @layer_norm(%x: !torch.vtensor<[?,3,4],f32>, %w: !torch.vtensor<[3,4],f32>, %b: !torch.vtensor<[3,4],f32>) -> (!torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>) {
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  %none = torch.constant.none
  %shape = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.layer_norm %x, %shape, %w, %b, %eps, %true : !torch.vtensor<[?,3,4],f32>, !torch.list<int>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,3,4],f32>
  %1 = torch.aten.layer_norm %x, %shape, %none, %none, %eps, %true : !torch.vtensor<[?,3,4],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[?,3,4],f32>
  return %0, %1 : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_inference(
// CHECK-NOT: torch.aten.batch_norm
func.func @batch_norm_inference(%x: !torch.vtensor<[2,3,4,4],f32>, %w: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>, %rm: !torch.vtensor<[3],f32>, %rv: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3,4,4],f32> {
  %false = torch.constant.bool false
  %momentum = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %0 = torch.aten.abs %rv : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  %1 = torch.aten.batch_norm %x, %w, %b, %rm, %0, %false, %momentum, %eps, %false : !torch.vtensor<[2,3,4,4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2,3,4,4],f32>
  return %1 : !torch.vtensor<[2,3,4,4],f32>
}

// -----

// CHECK-LABEL: func.func @var_std(
// CHECK-NOT: torch.aten.var{{[. ]}}
// CHECK-NOT: torch.aten.std{{[. ]}}
func.func @var_std(%x: !torch.vtensor<[3,?],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[1,?],f32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %d1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.var %x, %true : !torch.vtensor<[3,?],f32>, !torch.bool -> !torch.vtensor<[],f32>
  %1 = torch.aten.var.dim %x, %d1, %false, %false : !torch.vtensor<[3,?],f32>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[3],f32>
  %2 = torch.aten.std %x, %false : !torch.vtensor<[3,?],f32>, !torch.bool -> !torch.vtensor<[],f32>
  %3 = torch.aten.std.correction %x, %d0, %int1, %true : !torch.vtensor<[3,?],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[1,?],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[1,?],f32>
}

// -----

// CHECK-LABEL: func.func @factories(
// CHECK-NOT: torch.aten.zeros
// CHECK-NOT: torch.aten.ones
func.func @factories() -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[4],si64>) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %s23 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s4 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %int4_0 = torch.constant.int 4
  %0 = torch.aten.zeros %s23, %int6, %none, %none, %none : !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.ones %s4, %int4_0, %none, %none, %none : !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[4],si64>
  return %0, %1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4],si64>
}

// -----

// CHECK-LABEL: func.func @like_int(
// CHECK-NOT: _like
func.func @like_int(%x: !torch.vtensor<[?,2],si64>) -> (!torch.vtensor<[?,2],si64>, !torch.vtensor<[?,2],si64>) {
  %int7 = torch.constant.int 7
  %none = torch.constant.none
  %0 = torch.aten.full_like %x, %int7, %none, %none, %none, %none, %none : !torch.vtensor<[?,2],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,2],si64>
  %1 = torch.aten.ones_like %x, %none, %none, %none, %none, %none : !torch.vtensor<[?,2],si64>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,2],si64>
  return %0, %1 : !torch.vtensor<[?,2],si64>, !torch.vtensor<[?,2],si64>
}

// -----

// CHECK-LABEL: func.func @views(
// CHECK-NOT: torch.aten.t {{%}}
// CHECK-NOT: torch.aten.reshape
func.func @views(%x: !torch.vtensor<[2,6],f32>) -> (!torch.vtensor<[6,2],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[12],f32>) {
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %int0 = torch.constant.int 0
  %s = torch.prim.ListConstruct %int3, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.t %x : !torch.vtensor<[2,6],f32> -> !torch.vtensor<[6,2],f32>
  %1 = torch.aten.reshape %x, %s : !torch.vtensor<[2,6],f32>, !torch.list<int> -> !torch.vtensor<[3,4],f32>
  %2 = torch.aten.flatten.using_ints %x, %int0, %int-1 : !torch.vtensor<[2,6],f32>, !torch.int, !torch.int -> !torch.vtensor<[12],f32>
  return %0, %1, %2 : !torch.vtensor<[6,2],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[12],f32>
}

// -----

// CHECK-LABEL: func.func @square_dropout(
// CHECK-NOT: torch.aten.square
// CHECK-NOT: torch.aten.dropout
func.func @square_dropout(%x: !torch.vtensor<[?],f32>, %i: !torch.vtensor<[4],si32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[4],si32>, !torch.vtensor<[?],f32>) {
  %p = torch.constant.float 5.000000e-01
  %false = torch.constant.bool false
  %0 = torch.aten.square %x : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  %1 = torch.aten.square %i : !torch.vtensor<[4],si32> -> !torch.vtensor<[4],si32>
  %2 = torch.aten.dropout %x, %p, %false : !torch.vtensor<[?],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?],f32>
  return %0, %1, %2 : !torch.vtensor<[?],f32>, !torch.vtensor<[4],si32>, !torch.vtensor<[?],f32>
}

// -----

// Rank-0 operands and a 1-d matmul on each side.
// CHECK-LABEL: func.func @edge_ranks(
// CHECK-NOT: torch.aten.matmul
// CHECK-NOT: torch.aten.linear
func.func @edge_ranks(%v: !torch.vtensor<[4],f32>, %m: !torch.vtensor<[4,3],f32>, %w: !torch.vtensor<[2,4],f32>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[2],f32>) {
  %none = torch.constant.none
  %0 = torch.aten.matmul %v, %m : !torch.vtensor<[4],f32>, !torch.vtensor<[4,3],f32> -> !torch.vtensor<[3],f32>
  %1 = torch.aten.matmul %v, %v : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[],f32>
  %2 = torch.aten.linear %v, %w, %none : !torch.vtensor<[4],f32>, !torch.vtensor<[2,4],f32>, !torch.none -> !torch.vtensor<[2],f32>
  return %0, %1, %2 : !torch.vtensor<[3],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[2],f32>
}

// -----

// addmm with beta and alpha, mean over dims with keepdim, gelu on a
// dynamic f64 tensor.
// CHECK-LABEL: func.func @scaled(
// CHECK-NOT: torch.aten.addmm
// CHECK-NOT: torch.aten.gelu
func.func @scaled(%c: !torch.vtensor<[4,1],f32>, %a: !torch.vtensor<[4,3],f32>, %b: !torch.vtensor<[3,5],f32>, %x: !torch.vtensor<[?,?],f64>) -> (!torch.vtensor<[4,5],f32>, !torch.vtensor<[?,1],f64>, !torch.vtensor<[?,?],f64>) {
  %beta = torch.constant.float 5.000000e-01
  %alpha = torch.constant.int 2
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %tanh = torch.constant.str "tanh"
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.addmm %c, %a, %b, %beta, %alpha : !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,3],f32>, !torch.vtensor<[3,5],f32>, !torch.float, !torch.int -> !torch.vtensor<[4,5],f32>
  %1 = torch.aten.mean.dim %x, %d, %true, %none : !torch.vtensor<[?,?],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1],f64>
  %2 = torch.aten.gelu %x, %tanh : !torch.vtensor<[?,?],f64>, !torch.str -> !torch.vtensor<[?,?],f64>
  return %0, %1, %2 : !torch.vtensor<[4,5],f32>, !torch.vtensor<[?,1],f64>, !torch.vtensor<[?,?],f64>
}

// -----

// RMSNorm over the last two dims, eps None (finfo(f32).eps) (issue 14).
// CHECK-LABEL: func.func @rms_norm(
// CHECK-NOT: torch.aten.rms_norm
func.func @rms_norm(%x: !torch.vtensor<[?,3,4],f32>, %w: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[?,3,4],f32> {
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %ns = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.rms_norm %x, %ns, %w, %none : !torch.vtensor<[?,3,4],f32>, !torch.list<int>, !torch.vtensor<[3,4],f32>, !torch.none -> !torch.vtensor<[?,3,4],f32>
  return %0 : !torch.vtensor<[?,3,4],f32>
}

// -----

// RMSNorm in f64, no weight, an explicit eps.
// CHECK-LABEL: func.func @rms_norm_f64(
// CHECK-NOT: torch.aten.rms_norm
func.func @rms_norm_f64(%x: !torch.vtensor<[2,5],f64>) -> !torch.vtensor<[2,5],f64> {
  %int5 = torch.constant.int 5
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-03
  %ns = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.rms_norm %x, %ns, %none, %eps : !torch.vtensor<[2,5],f64>, !torch.list<int>, !torch.none, !torch.float -> !torch.vtensor<[2,5],f64>
  return %0 : !torch.vtensor<[2,5],f64>
}

// -----

// Nearest upsampling in 1, 2 and 3 dims, by sizes (5 -> 7, 3 -> 6, 2 -> 3)
// and by scale factors (x2, x1.5); a dynamic batch.
// CHECK-LABEL: func.func @upsample_nearest(
// CHECK-NOT: torch.aten.upsample_nearest
func.func @upsample_nearest(%x: !torch.vtensor<[?,2,5],f32>, %y: !torch.vtensor<[1,2,3,2],f32>, %z: !torch.vtensor<[1,1,2,3,2],si64>) -> (!torch.vtensor<[?,2,7],f32>, !torch.vtensor<[?,2,10],f32>, !torch.vtensor<[1,2,6,3],f32>, !torch.vtensor<[1,2,4,3],f32>, !torch.vtensor<[1,1,3,3,4],si64>, !torch.vtensor<[1,1,4,6,4],si64>) {
  %none = torch.constant.none
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %int7 = torch.constant.int 7
  %f2 = torch.constant.float 2.000000e+00
  %f15 = torch.constant.float 1.500000e+00
  %s7 = torch.prim.ListConstruct %int7 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.upsample_nearest1d %x, %s7, %none : !torch.vtensor<[?,2,5],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[?,2,7],f32>
  %f = torch.prim.ListConstruct %f2 : (!torch.float) -> !torch.list<float>
  %1 = torch.aten.upsample_nearest1d.vec %x, %none, %f : !torch.vtensor<[?,2,5],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[?,2,10],f32>
  %s63 = torch.prim.ListConstruct %int6, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.upsample_nearest2d %y, %s63, %none, %none : !torch.vtensor<[1,2,3,2],f32>, !torch.list<int>, !torch.none, !torch.none -> !torch.vtensor<[1,2,6,3],f32>
  %ff = torch.prim.ListConstruct %f15, %f15 : (!torch.float, !torch.float) -> !torch.list<float>
  %3 = torch.aten.upsample_nearest2d.vec %y, %none, %ff : !torch.vtensor<[1,2,3,2],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[1,2,4,3],f32>
  %s334 = torch.prim.ListConstruct %int3, %int3, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %4 = torch.aten.upsample_nearest3d %z, %s334, %none, %none, %none : !torch.vtensor<[1,1,2,3,2],si64>, !torch.list<int>, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[1,1,3,3,4],si64>
  %fff = torch.prim.ListConstruct %f2, %f2, %f2 : (!torch.float, !torch.float, !torch.float) -> !torch.list<float>
  %5 = torch.aten.upsample_nearest3d.vec %z, %none, %fff : !torch.vtensor<[1,1,2,3,2],si64>, !torch.none, !torch.list<float> -> !torch.vtensor<[1,1,4,6,4],si64>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[?,2,7],f32>, !torch.vtensor<[?,2,10],f32>, !torch.vtensor<[1,2,6,3],f32>, !torch.vtensor<[1,2,4,3],f32>, !torch.vtensor<[1,1,3,3,4],si64>, !torch.vtensor<[1,1,4,6,4],si64>
}

// -----

// In-place ops on value tensors: their result is the out-of-place one.
// CHECK-LABEL: func.func @in_place(
// CHECK-NOT: torch.aten.{{[a-z_]+}}_{{[. ]}}
// CHECK-NOT: torch.aten.fill.Scalar
func.func @in_place(%x: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[4],si64>) -> (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>) {
  %false = torch.constant.bool false
  %int2 = torch.constant.int 2
  %f = torch.constant.float 2.500000e+00
  %0 = torch.aten.copy_ %x, %y, %false : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],si64>, !torch.bool -> !torch.vtensor<[3,4],f32>
  %1 = torch.aten.add_.Tensor %x, %0, %int2 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
  %2 = torch.aten.mul_.Tensor %x, %1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>
  %3 = torch.aten.fill_.Scalar %x, %f : !torch.vtensor<[3,4],f32>, !torch.float -> !torch.vtensor<[3,4],f32>
  %4 = torch.aten.fill.Scalar %x, %int2 : !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
  %5 = torch.aten.zero_ %x : !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>
}
