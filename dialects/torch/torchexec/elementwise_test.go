package torchexec_test

import "testing"

// add.Tensor broadcasts [2,1] with [3] and scales by alpha:
// torch.add(torch.tensor([[1.],[2.]]), torch.tensor([1.,2.,3.]), alpha=2)
// is [[3,5,7],[4,6,8]].
func TestAddBroadcastAlpha(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2,1],f32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.add.Tensor %a, %b, %int2 : !torch.vtensor<[2,1],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}`, f32([]int64{2, 1}, 1, 2), f32([]int64{3}, 1, 2, 3))
	wantF(t, res[0], []int64{2, 3}, 0, 3, 5, 7, 4, 6, 8)
}

// An si64 tensor compared with a float scalar promotes to float:
// torch.tensor([0, 1, 2]) > 0.5 is [False, True, True].
func TestCompareIntWithFloatScalar(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3],i1> {
  %half = torch.constant.float 5.000000e-01
  %0 = torch.aten.gt.Scalar %a, %half : !torch.vtensor<[3],si64>, !torch.float -> !torch.vtensor<[3],i1>
  return %0 : !torch.vtensor<[3],i1>
}`, ints(64, []int64{3}, 0, 1, 2))
	wantI(t, res[0], []int64{3}, 0, 1, 1)
}

// True division of integers gives floats: torch.tensor([1, 3]) / 2 is
// [0.5, 1.5].
func TestDivIntegersIsTrueDivision(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.div.Scalar %a, %int2 : !torch.vtensor<[2],si64>, !torch.int -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}`, ints(64, []int64{2}, 1, 3))
	wantF(t, res[0], []int64{2}, 0, 0.5, 1.5)
}

// A result shape that contradicts the static type is an error, not a
// silent wrong answer.
func TestShapeMismatchIsReported(t *testing.T) {
	wantErr(t, `func.func @f(%a: !torch.vtensor<[?],f32>, %b: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`, "do not broadcast", f32([]int64{2}, 1, 2), f32([]int64{3}, 1, 2, 3))
}
