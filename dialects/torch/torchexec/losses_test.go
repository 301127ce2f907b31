package torchexec_test

import (
	"math"
	"testing"
)

// F.mse_loss(torch.tensor([1., 2, 3]), torch.tensor([0., 0, 1])) is
// (1 + 4 + 4) / 3 = 3; with reduction="sum", 9.
func TestMSELoss(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[3],f32>, %t: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.aten.mse_loss %x, %t, %int1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[],f32>
  %1 = torch.aten.mse_loss %x, %t, %int2 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[],f32>
  return %0, %1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
}`
	res := run(t, src, f32(vec(3), 1, 2, 3), f32(vec(3), 0, 0, 1))
	wantF(t, res[0], []int64{}, 0, 3)
	wantF(t, res[1], []int64{}, 0, 9)
}

// F.l1_loss of complex64 tensors [3+4j, 1] and [0, 1+1j], reduction="sum":
// |3+4j| + |-1j| = 6, a float32 result.
func TestL1LossComplex(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2],complex<f32>>, %t: !torch.vtensor<[2],complex<f32>>) -> !torch.vtensor<[],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.l1_loss %x, %t, %int2 : !torch.vtensor<[2],complex<f32>>, !torch.vtensor<[2],complex<f32>>, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}`, c64s(vec(2), 3+4i, 1), c64s(vec(2), 0, 1+1i))
	wantF(t, res[0], []int64{}, 1e-6, 6)
}

// F.huber_loss([0.5, 3], [0, 0], reduction="none", delta=1) is [0.125,
// 1*(3 - 0.5)]; F.smooth_l1_loss(..., beta=2) is [0.5*0.5*0.5/2, 3 - 2/2].
func TestHuberAndSmoothL1(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2],f32>, %t: !torch.vtensor<[2],f32>) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) {
  %int0 = torch.constant.int 0
  %one = torch.constant.float 1.000000e+00
  %two = torch.constant.float 2.000000e+00
  %0 = torch.aten.huber_loss %x, %t, %int0, %one : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int, !torch.float -> !torch.vtensor<[2],f32>
  %1 = torch.aten.smooth_l1_loss %x, %t, %int0, %two : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int, !torch.float -> !torch.vtensor<[2],f32>
  return %0, %1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
}`, f32(vec(2), 0.5, 3), f32(vec(2), 0, 0))
	wantF(t, res[0], vec(2), 1e-7, 0.125, 2.5)
	wantF(t, res[1], vec(2), 1e-7, 0.0625, 2)
}

// F.kl_div(torch.tensor([-1., 0.5]), torch.tensor([0.5, 0.]),
// reduction="none") is [0.5*log(0.5) + 0.5, 0] (xlogy(0, 0) is 0).
func TestKLDiv(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2],f32>, %t: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0 = torch.aten.kl_div %x, %t, %int0, %false : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}`, f32(vec(2), -1, 0.5), f32(vec(2), 0.5, 0))
	wantF(t, res[0], vec(2), 1e-6, 0.5*math.Log(0.5)+0.5, 0)
}

// F.binary_cross_entropy_with_logits(torch.zeros(1), torch.ones(1)) is
// log(2); with pos_weight=torch.tensor([2.]) it doubles.
func TestBCEWithLogits(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1],f32>, %t: !torch.vtensor<[1],f32>, %pw: !torch.vtensor<[1],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %0 = torch.aten.binary_cross_entropy_with_logits %x, %t, %none, %none, %int1 : !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>, !torch.none, !torch.none, !torch.int -> !torch.vtensor<[],f32>
  %1 = torch.aten.binary_cross_entropy_with_logits %x, %t, %none, %pw, %int1 : !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>, !torch.none, !torch.vtensor<[1],f32>, !torch.int -> !torch.vtensor<[],f32>
  return %0, %1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
}`, f32(vec(1), 0), f32(vec(1), 1), f32(vec(1), 2))
	wantF(t, res[0], []int64{}, 1e-6, math.Ln2)
	wantF(t, res[1], []int64{}, 1e-6, 2*math.Ln2)
}

// F.nll_loss(torch.tensor([[1., 2, 3], [4, 5, 6]]), torch.tensor([2, 0]),
// weight=torch.tensor([1., 2, 3]), ignore_index=0) is -3*3 / 3 = -3 (the
// ignored sample neither adds a loss nor a weight); nll_loss_forward's
// total weight is 3.
func TestNLLLossWeightIgnore(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,3],f32>, %t: !torch.vtensor<[2],si64>, %w: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[2],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.nll_loss_nd %x, %t, %w, %int1, %int0 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[3],f32>, !torch.int, !torch.int -> !torch.vtensor<[],f32>
  %1:2 = torch.aten.nll_loss_forward %x, %t, %w, %int1, %int0 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[3],f32>, !torch.int, !torch.int -> !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
  %2 = torch.aten.nll_loss_nd %x, %t, %w, %int0, %int0 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[3],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
  return %0, %1#1, %2 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[2],f32>
}`, f32([]int64{2, 3}, 1, 2, 3, 4, 5, 6), ints(64, vec(2), 2, 0), f32(vec(3), 1, 2, 3))
	wantF(t, res[0], []int64{}, 0, -3)
	wantF(t, res[1], []int64{}, 0, 3)
	wantF(t, res[2], vec(2), 0, -9, 0)
}

// A target outside [0, C) that is not ignore_index is an error, as
// PyTorch's "Target 3 is out of bounds."
func TestNLLLossTargetOutOfBounds(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[1,3],f32>, %t: !torch.vtensor<[1],si64>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int-100 = torch.constant.int -100
  %0 = torch.aten.nll_loss %x, %t, %none, %int1, %int-100 : !torch.vtensor<[1,3],f32>, !torch.vtensor<[1],si64>, !torch.none, !torch.int, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}`, "Target 3 is out of bounds", f32([]int64{1, 3}, 1, 2, 3), ints(64, vec(1), 3))
}

// With x = [[0, log 3]] (log_softmax [log 0.25, log 0.75]) and target [1],
// F.cross_entropy is -log 0.75; with label_smoothing=0.2 it is
// 0.8*(-log 0.75) + 0.1*(-log 0.25 - log 0.75); class probabilities
// [[0.5, 0.5]] give -(log 0.25 + log 0.75)/2.
func TestCrossEntropy(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,2],f64>, %t: !torch.vtensor<[1],si64>, %p: !torch.vtensor<[1,2],f64>) -> (!torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[1],f64>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-100 = torch.constant.int -100
  %zero = torch.constant.float 0.000000e+00
  %ls = torch.constant.float 2.000000e-01
  %0 = torch.aten.cross_entropy_loss %x, %t, %none, %int1, %int-100, %zero : !torch.vtensor<[1,2],f64>, !torch.vtensor<[1],si64>, !torch.none, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[],f64>
  %1 = torch.aten.cross_entropy_loss %x, %t, %none, %int1, %int-100, %ls : !torch.vtensor<[1,2],f64>, !torch.vtensor<[1],si64>, !torch.none, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[],f64>
  %2 = torch.aten.cross_entropy_loss %x, %p, %none, %int0, %int-100, %zero : !torch.vtensor<[1,2],f64>, !torch.vtensor<[1,2],f64>, !torch.none, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[1],f64>
  return %0, %1, %2 : !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[1],f64>
}`, f64s([]int64{1, 2}, 0, math.Log(3)), ints(64, vec(1), 1), f64s([]int64{1, 2}, 0.5, 0.5))
	l0, l1 := math.Log(0.25), math.Log(0.75)
	wantF(t, res[0], []int64{}, 1e-12, -l1)
	wantF(t, res[1], []int64{}, 1e-12, 0.8*-l1+0.1*-(l0+l1))
	wantF(t, res[2], vec(1), 1e-12, -(l0+l1)/2)
}

// The examples of torch.nn.MultiMarginLoss and MultiLabelMarginLoss:
// x = [[0.1, 0.2, 0.4, 0.8]] with y = [3] gives 0.325, with the label
// list [[3, 0, -1, 1]] (targets 3 and 0) gives 0.85.
func TestMarginLosses(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,4],f32>, %y: !torch.vtensor<[1],si64>, %ys: !torch.vtensor<[1,4],si64>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %0 = torch.aten.multi_margin_loss %x, %y, %int1, %int1, %none, %int1 : !torch.vtensor<[1,4],f32>, !torch.vtensor<[1],si64>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[],f32>
  %1 = torch.aten.multilabel_margin_loss %x, %ys, %int1 : !torch.vtensor<[1,4],f32>, !torch.vtensor<[1,4],si64>, !torch.int -> !torch.vtensor<[],f32>
  return %0, %1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
}`, f32([]int64{1, 4}, 0.1, 0.2, 0.4, 0.8), ints(64, vec(1), 3), ints(64, []int64{1, 4}, 3, 0, -1, 1))
	wantF(t, res[0], []int64{}, 1e-6, 0.325)
	wantF(t, res[1], []int64{}, 1e-6, 0.85)
}
