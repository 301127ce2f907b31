// The loss functions decompose as PyTorch's composites (Loss.cpp,
// LossNLL.cpp): the elementwise losses into their formula then mean or
// sum (reduction 1, 2; 0 keeps the elementwise loss); nll_loss into a
// gather of the target classes (ignored positions masked to class 0 and
// weight 0), mean dividing by the weights used; cross_entropy_loss into
// log_softmax and nll_loss_nd plus the label-smoothing term, or a
// weighted sum against class probabilities; the margin losses into
// (N, C) and (N, C, C) masks. The differential check runs the torch
// interpreter against the loops on random inputs (class targets made
// in range with remainder), with dynamic dims, rank 0, an empty batch
// and complex operands.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @mse_mean
// CHECK:         %[[D:.*]] = torch.aten.sub.Tensor %arg0, %arg1
// CHECK:         %[[SQ:.*]] = torch.aten.mul.Tensor %[[D]], %[[D]]
// CHECK:         torch.aten.mean{{.*}} %[[SQ]]
func.func @mse_mean(%x: !torch.vtensor<[?,3],f32>, %t: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.mse_loss %x, %t, %int1 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// The mean of an empty loss is NaN, in both.
// CHECK-LABEL: func.func @mse_mean_empty
// CHECK-NOT:     torch.aten.mse_loss
func.func @mse_mean_empty(%x: !torch.vtensor<[0],f32>, %t: !torch.vtensor<[0],f32>) -> !torch.vtensor<[],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.mse_loss %x, %t, %int1 : !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// l1_loss of complex operands is the modulus of the difference, real.
// CHECK-LABEL: func.func @l1_complex_sum
// CHECK:         %[[D:.*]] = torch.aten.sub.Tensor %arg0, %arg1
// CHECK:         %[[A:.*]] = torch.aten.abs %[[D]] : !torch.vtensor<[?],complex<f32>> -> !torch.vtensor<[?],f32>
// CHECK:         torch.aten.sum %[[A]]
func.func @l1_complex_sum(%x: !torch.vtensor<[?],complex<f32>>, %t: !torch.vtensor<[?],complex<f32>>) -> !torch.vtensor<[],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.l1_loss %x, %t, %int2 : !torch.vtensor<[?],complex<f32>>, !torch.vtensor<[?],complex<f32>>, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// delta 0.5 on inputs in [-1, 1]: both branches are taken.
// CHECK-LABEL: func.func @huber_none
// CHECK:         %[[Z:.*]] = torch.aten.abs
// CHECK:         %[[LT:.*]] = torch.aten.lt.Scalar %[[Z]]
// CHECK:         torch.aten.where.self %[[LT]]
func.func @huber_none(%x: !torch.vtensor<[?,4],f64>, %t: !torch.vtensor<[?,4],f64>) -> !torch.vtensor<[?,4],f64> {
  %int0 = torch.constant.int 0
  %delta = torch.constant.float 5.000000e-01
  %0 = torch.aten.huber_loss %x, %t, %int0, %delta : !torch.vtensor<[?,4],f64>, !torch.vtensor<[?,4],f64>, !torch.int, !torch.float -> !torch.vtensor<[?,4],f64>
  return %0 : !torch.vtensor<[?,4],f64>
}

// -----

// CHECK-LABEL: func.func @smooth_l1_rank0
// CHECK:         torch.aten.where.self
func.func @smooth_l1_rank0(%x: !torch.vtensor<[],f32>, %t: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
  %int1 = torch.constant.int 1
  %beta = torch.constant.float 5.000000e-01
  %0 = torch.aten.smooth_l1_loss %x, %t, %int1, %beta : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.int, !torch.float -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// beta 0 is the l1 loss.
// CHECK-LABEL: func.func @smooth_l1_beta0
// CHECK:         torch.aten.abs
// CHECK-NOT:     torch.aten.where.self
// CHECK:         torch.aten.sum
func.func @smooth_l1_beta0(%x: !torch.vtensor<[5],f16>, %t: !torch.vtensor<[5],f16>) -> !torch.vtensor<[],f16> {
  %int2 = torch.constant.int 2
  %beta = torch.constant.float 0.000000e+00
  %0 = torch.aten.smooth_l1_loss %x, %t, %int2, %beta : !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.int, !torch.float -> !torch.vtensor<[],f16>
  return %0 : !torch.vtensor<[],f16>
}

// -----

// xlogy(t, t) - t x: t log(t) with t == 0 giving 0 (t made >= 0, and 0
// where the random t is).
// CHECK-LABEL: func.func @kl_div_mean
// CHECK:         %[[T:.*]] = torch.aten.relu %arg1
// CHECK:         %[[Z:.*]] = torch.aten.eq.Scalar %[[T]]
// CHECK:         %[[L:.*]] = torch.aten.log %[[T]]
// CHECK:         %[[TL:.*]] = torch.aten.mul.Tensor %[[T]], %[[L]]
// CHECK:         torch.aten.masked_fill.Scalar %[[TL]], %[[Z]]
func.func @kl_div_mean(%x: !torch.vtensor<[?],f32>, %t: !torch.vtensor<[?],f32>) -> !torch.vtensor<[],f32> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %p = torch.aten.relu %t : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  %0 = torch.aten.kl_div %x, %p, %int1, %false : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @kl_div_log_target
// CHECK:         torch.aten.exp %arg1
func.func @kl_div_log_target(%x: !torch.vtensor<[2,?],bf16>, %t: !torch.vtensor<[2,?],bf16>) -> !torch.vtensor<[2,?],bf16> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %0 = torch.aten.kl_div %x, %t, %int0, %true : !torch.vtensor<[2,?],bf16>, !torch.vtensor<[2,?],bf16>, !torch.int, !torch.bool -> !torch.vtensor<[2,?],bf16>
  return %0 : !torch.vtensor<[2,?],bf16>
}

// -----

// weight and pos_weight broadcast against the batch.
// CHECK-LABEL: func.func @bce_logits_weights
// CHECK:         torch.aten.log_sigmoid %arg0
// CHECK:         torch.aten.mean
func.func @bce_logits_weights(%x: !torch.vtensor<[?,3],f32>, %t: !torch.vtensor<[?,3],f32>, %w: !torch.vtensor<[3],f32>, %pw: !torch.vtensor<[3],f32>) -> !torch.vtensor<[],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.binary_cross_entropy_with_logits %x, %t, %w, %pw, %int1 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// Probabilities in (0, 1) through sigmoid; each log clamped at -100.
// CHECK-LABEL: func.func @bce_none
// CHECK:         torch.aten.clamp
// CHECK-NOT:     torch.aten.binary_cross_entropy
func.func @bce_none(%x: !torch.vtensor<[?],f64>, %t: !torch.vtensor<[?],f64>) -> !torch.vtensor<[?],f64> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %p = torch.aten.sigmoid %x : !torch.vtensor<[?],f64> -> !torch.vtensor<[?],f64>
  %0 = torch.aten.binary_cross_entropy %p, %t, %none, %int0 : !torch.vtensor<[?],f64>, !torch.vtensor<[?],f64>, !torch.none, !torch.int -> !torch.vtensor<[?],f64>
  return %0 : !torch.vtensor<[?],f64>
}

// -----

// Targets in [0, 3) with ignore_index 1: the ignored ones weigh 0.
// CHECK-LABEL: func.func @nll_weight_mean
// CHECK:         %[[IG:.*]] = torch.aten.eq.Scalar %[[T:.*]], %int1
// CHECK:         %[[SAFE:.*]] = torch.aten.masked_fill.Scalar %[[T]], %[[IG]], %int0
// CHECK:         %[[U:.*]] = torch.aten.unsqueeze %[[SAFE]], %int1
// CHECK:         torch.aten.gather %arg0, %int1, %[[U]]
// CHECK:         torch.aten.index.Tensor %arg2
// CHECK:         torch.aten.div.Tensor
func.func @nll_weight_mean(%x: !torch.vtensor<[?,3],f32>, %t: !torch.vtensor<[?],si64>, %w: !torch.vtensor<[3],f32>) -> !torch.vtensor<[],f32> {
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %c = torch.aten.remainder.Scalar %t, %int3 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?],si64>
  %0 = torch.aten.nll_loss_nd %x, %c, %w, %int1, %int1 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?],si64>, !torch.vtensor<[3],f32>, !torch.int, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// A (N, C, d) input: the loss at each (n, d), unreduced.
// CHECK-LABEL: func.func @nll_spatial_none
// CHECK:         torch.aten.gather %arg0, %int1, {{.*}} -> !torch.vtensor<[2,1,?],f64>
func.func @nll_spatial_none(%x: !torch.vtensor<[2,4,?],f64>, %t: !torch.vtensor<[2,?],si64>) -> !torch.vtensor<[2,?],f64> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  %int-100 = torch.constant.int -100
  %c = torch.aten.remainder.Scalar %t, %int4 : !torch.vtensor<[2,?],si64>, !torch.int -> !torch.vtensor<[2,?],si64>
  %0 = torch.aten.nll_loss_nd %x, %c, %none, %int0, %int-100 : !torch.vtensor<[2,4,?],f64>, !torch.vtensor<[2,?],si64>, !torch.none, !torch.int, !torch.int -> !torch.vtensor<[2,?],f64>
  return %0 : !torch.vtensor<[2,?],f64>
}

// -----

// One sample (a 1-d input, a rank-0 target): the loss and its weight.
// CHECK-LABEL: func.func @nll_forward_1d
// CHECK:         torch.aten.gather %arg0, %int0, {{.*}} -> !torch.vtensor<[1],f32>
// CHECK:         return {{.*}} : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
func.func @nll_forward_1d(%x: !torch.vtensor<[5],f32>, %t: !torch.vtensor<[],si64>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) {
  %none = torch.constant.none
  %int2 = torch.constant.int 2
  %int5 = torch.constant.int 5
  %int-100 = torch.constant.int -100
  %c = torch.aten.remainder.Scalar %t, %int5 : !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[],si64>
  %0:2 = torch.aten.nll_loss_forward %x, %c, %none, %int2, %int-100 : !torch.vtensor<[5],f32>, !torch.vtensor<[],si64>, !torch.none, !torch.int, !torch.int -> !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
  return %0#0, %0#1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @cross_entropy
// CHECK:         torch.aten.amax %arg0
// CHECK:         %[[L:.*]] = torch.aten.log
// CHECK:         %[[LP:.*]] = torch.aten.sub.Tensor %{{.*}}, %[[L]]
// CHECK:         torch.aten.gather %[[LP]]
func.func @cross_entropy(%x: !torch.vtensor<[?,3],f32>, %t: !torch.vtensor<[?],si64>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int-100 = torch.constant.int -100
  %float0 = torch.constant.float 0.000000e+00
  %c = torch.aten.remainder.Scalar %t, %int3 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?],si64>
  %0 = torch.aten.cross_entropy_loss %x, %c, %none, %int1, %int-100, %float0 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?],si64>, !torch.none, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// Label smoothing with a weight and ignore_index 2, mean: the smoothing
// term divides by the weights of the kept targets too.
// CHECK-LABEL: func.func @cross_entropy_smoothing_weight
// CHECK:         torch.aten.sum.dim_IntList
// CHECK:         torch.aten.mul.Scalar
// CHECK-NOT:     torch.aten.cross_entropy_loss
func.func @cross_entropy_smoothing_weight(%x: !torch.vtensor<[?,4],f64>, %t: !torch.vtensor<[?],si64>, %w: !torch.vtensor<[4],f64>) -> !torch.vtensor<[],f64> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %ls = torch.constant.float 2.000000e-01
  %c = torch.aten.remainder.Scalar %t, %int4 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?],si64>
  %0 = torch.aten.cross_entropy_loss %x, %c, %w, %int1, %int2, %ls : !torch.vtensor<[?,4],f64>, !torch.vtensor<[?],si64>, !torch.vtensor<[4],f64>, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @cross_entropy_smoothing_none
// CHECK-NOT:     torch.aten.cross_entropy_loss
func.func @cross_entropy_smoothing_none(%x: !torch.vtensor<[2,3,?],f32>, %t: !torch.vtensor<[2,?],si64>) -> !torch.vtensor<[2,?],f32> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %ls = torch.constant.float 1.000000e-01
  %c = torch.aten.remainder.Scalar %t, %int3 : !torch.vtensor<[2,?],si64>, !torch.int -> !torch.vtensor<[2,?],si64>
  %0 = torch.aten.cross_entropy_loss %x, %c, %none, %int0, %int0, %ls : !torch.vtensor<[2,3,?],f32>, !torch.vtensor<[2,?],si64>, !torch.none, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,?],f32>
  return %0 : !torch.vtensor<[2,?],f32>
}

// -----

// Class probabilities (a float target of the input's shape), smoothed,
// with a dynamic class count: mean divides by the positions.
// CHECK-LABEL: func.func @cross_entropy_probs
// CHECK:         %[[C:.*]] = torch.aten.size.int %arg0, %int1
// CHECK:         %[[F:.*]] = torch.aten.full
// CHECK:         torch.aten.div.Scalar %[[F]], %[[C]]
// CHECK:         %[[S:.*]] = torch.aten.sum
// CHECK:         %[[N:.*]] = torch.aten.neg %[[S]]
// CHECK:         torch.aten.div.Scalar %[[N]], %int2
func.func @cross_entropy_probs(%x: !torch.vtensor<[2,?],f32>, %t: !torch.vtensor<[2,?],f32>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int-100 = torch.constant.int -100
  %ls = torch.constant.float 1.000000e-01
  %0 = torch.aten.cross_entropy_loss %x, %t, %none, %int1, %int-100, %ls : !torch.vtensor<[2,?],f32>, !torch.vtensor<[2,?],f32>, !torch.none, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// p = 2 with a weight, unreduced: one loss per sample.
// CHECK-LABEL: func.func @multi_margin_p2
// CHECK:         torch.aten.eq.Tensor
// CHECK:         torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[?],f32>
func.func @multi_margin_p2(%x: !torch.vtensor<[?,4],f32>, %t: !torch.vtensor<[?],si64>, %w: !torch.vtensor<[4],f32>) -> !torch.vtensor<[?],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %margin = torch.constant.float 5.000000e-01
  %c = torch.aten.remainder.Scalar %t, %int4 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?],si64>
  %0 = torch.aten.multi_margin_loss %x, %c, %int2, %margin, %w, %int0 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?],si64>, !torch.int, !torch.float, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// A rank-0 input is one sample of one class (its loss is 0).
// CHECK-LABEL: func.func @multi_margin_rank0
// CHECK-NOT:     torch.aten.multi_margin_loss
func.func @multi_margin_rank0(%x: !torch.vtensor<[],f64>, %t: !torch.vtensor<[],si64>) -> !torch.vtensor<[],f64> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %c = torch.aten.mul.Scalar %t, %int0 : !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[],si64>
  %0 = torch.aten.multi_margin_loss %x, %c, %int1, %int1, %none, %int0 : !torch.vtensor<[],f64>, !torch.vtensor<[],si64>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// Targets in [-1, 4): each row's targets stop at its first -1.
// CHECK-LABEL: func.func @multilabel_margin_none
// CHECK:         torch.aten.cumsum
// CHECK:         torch.aten.any.dim
// CHECK:         torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[?],f32>
func.func @multilabel_margin_none(%x: !torch.vtensor<[?,4],f32>, %t: !torch.vtensor<[?,4],si64>) -> !torch.vtensor<[?],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int5 = torch.constant.int 5
  %r = torch.aten.remainder.Scalar %t, %int5 : !torch.vtensor<[?,4],si64>, !torch.int -> !torch.vtensor<[?,4],si64>
  %c = torch.aten.sub.Scalar %r, %int1, %int1 : !torch.vtensor<[?,4],si64>, !torch.int, !torch.int -> !torch.vtensor<[?,4],si64>
  %0 = torch.aten.multilabel_margin_loss %x, %c, %int0 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// CHECK-LABEL: func.func @multilabel_margin_forward_1d
// CHECK-NOT:     torch.aten.multilabel_margin_loss_forward
func.func @multilabel_margin_forward_1d(%x: !torch.vtensor<[5],f64>, %t: !torch.vtensor<[5],si64>) -> (!torch.vtensor<[],f64>, !torch.vtensor<[5],f64>) {
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %r = torch.aten.remainder.Scalar %t, %int6 : !torch.vtensor<[5],si64>, !torch.int -> !torch.vtensor<[5],si64>
  %c = torch.aten.sub.Scalar %r, %int1, %int1 : !torch.vtensor<[5],si64>, !torch.int, !torch.int -> !torch.vtensor<[5],si64>
  %0:2 = torch.aten.multilabel_margin_loss_forward %x, %c, %int1 : !torch.vtensor<[5],f64>, !torch.vtensor<[5],si64>, !torch.int -> !torch.vtensor<[],f64>, !torch.vtensor<[5],f64>
  return %0#0, %0#1 : !torch.vtensor<[],f64>, !torch.vtensor<[5],f64>
}

// -----

// dist and pairwise_distance of complex tensors: norms of the moduli.
// CHECK-LABEL: func.func @dist_complex
// CHECK:         torch.aten.abs {{.*}} -> !torch.vtensor<[?,3],f32>
// CHECK:         torch.aten.sqrt
func.func @dist_complex(%a: !torch.vtensor<[?,3],complex<f32>>, %b: !torch.vtensor<[?,3],complex<f32>>) -> !torch.vtensor<[],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.dist %a, %b, %int2 : !torch.vtensor<[?,3],complex<f32>>, !torch.vtensor<[?,3],complex<f32>>, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @pairwise_distance_complex
// CHECK:         torch.aten.abs {{.*}} -> !torch.vtensor<[?,3],f32>
// CHECK:         torch.aten.sqrt
func.func @pairwise_distance_complex(%a: !torch.vtensor<[?,3],complex<f32>>, %b: !torch.vtensor<[?,3],complex<f32>>) -> !torch.vtensor<[?],f32> {
  %p = torch.constant.float 2.000000e+00
  %eps = torch.constant.float 1.000000e-06
  %false = torch.constant.bool false
  %0 = torch.aten.pairwise_distance %a, %b, %p, %eps, %false : !torch.vtensor<[?,3],complex<f32>>, !torch.vtensor<[?,3],complex<f32>>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// nll_loss of a batch with a weight, summed.
// CHECK-LABEL: func.func @nll_loss_sum
// CHECK:         torch.aten.gather %arg0, %int1
// CHECK:         torch.aten.index.Tensor %arg2
// CHECK-NOT:     torch.aten.div.Tensor
func.func @nll_loss_sum(%x: !torch.vtensor<[?,5],f32>, %t: !torch.vtensor<[?],si64>, %w: !torch.vtensor<[5],f32>) -> !torch.vtensor<[],f32> {
  %int2 = torch.constant.int 2
  %int5 = torch.constant.int 5
  %int-100 = torch.constant.int -100
  %c = torch.aten.remainder.Scalar %t, %int5 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?],si64>
  %0 = torch.aten.nll_loss %x, %c, %w, %int2, %int-100 : !torch.vtensor<[?,5],f32>, !torch.vtensor<[?],si64>, !torch.vtensor<[5],f32>, !torch.int, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// nll_loss2d over an (N, C, H, W) input, mean with ignore_index 0.
// CHECK-LABEL: func.func @nll_loss2d_mean
// CHECK:         torch.aten.gather %arg0, %int1, {{.*}} -> !torch.vtensor<[2,1,?,3],f32>
func.func @nll_loss2d_mean(%x: !torch.vtensor<[2,3,?,3],f32>, %t: !torch.vtensor<[2,?,3],si64>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %c = torch.aten.remainder.Scalar %t, %int3 : !torch.vtensor<[2,?,3],si64>, !torch.int -> !torch.vtensor<[2,?,3],si64>
  %0 = torch.aten.nll_loss2d %x, %c, %none, %int1, %int0 : !torch.vtensor<[2,3,?,3],f32>, !torch.vtensor<[2,?,3],si64>, !torch.none, !torch.int, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// Unreduced, nll_loss2d_forward's total weight is 0.
// CHECK-LABEL: func.func @nll_loss2d_forward_none
// CHECK:         %[[Z:.*]] = torch.aten.full %{{.*}}, %int0
// CHECK:         return {{.*}}, %[[Z]]
func.func @nll_loss2d_forward_none(%x: !torch.vtensor<[1,2,2,2],f64>, %t: !torch.vtensor<[1,2,2],si64>) -> (!torch.vtensor<[1,2,2],f64>, !torch.vtensor<[],f64>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %int-100 = torch.constant.int -100
  %c = torch.aten.remainder.Scalar %t, %int2 : !torch.vtensor<[1,2,2],si64>, !torch.int -> !torch.vtensor<[1,2,2],si64>
  %0:2 = torch.aten.nll_loss2d_forward %x, %c, %none, %int0, %int-100 : !torch.vtensor<[1,2,2,2],f64>, !torch.vtensor<[1,2,2],si64>, !torch.none, !torch.int, !torch.int -> !torch.vtensor<[1,2,2],f64>, !torch.vtensor<[],f64>
  return %0#0, %0#1 : !torch.vtensor<[1,2,2],f64>, !torch.vtensor<[],f64>
}
