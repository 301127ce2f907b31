package torchexec_test

import (
	"math"
	"testing"
)

// torch.randn(1,3,1,2).squeeze() keeps shape [3,2].
func TestSqueezeAllUnitDims(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[1,3,1,2],f32>) -> !torch.vtensor<[3,2],f32> {
  %0 = torch.aten.squeeze %a : !torch.vtensor<[1,3,1,2],f32> -> !torch.vtensor<[3,2],f32>
  return %0 : !torch.vtensor<[3,2],f32>
}`, f32([]int64{1, 3, 1, 2}, 1, 2, 3, 4, 5, 6))
	wantF(t, res[0], []int64{3, 2}, 0, 1, 2, 3, 4, 5, 6)
}

// x.T for x = torch.arange(6.).view(2,3) is [[0,3],[1,4],[2,5]].
func TestNumpyT(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,2],f32> {
  %0 = torch.aten.numpy_T %a : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[3,2],f32>
  return %0 : !torch.vtensor<[3,2],f32>
}`, f32([]int64{2, 3}, 0, 1, 2, 3, 4, 5))
	wantF(t, res[0], []int64{3, 2}, 0, 0, 3, 1, 4, 2, 5)
}

// F.glu(torch.tensor([[1., 2., 0., 1.]]), -1) is [1*sigmoid(0), 2*sigmoid(1)]
// = [0.5, 1.4621172].
func TestGlu(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[1,4],f32>) -> !torch.vtensor<[1,2],f32> {
  %int-1 = torch.constant.int -1
  %0 = torch.aten.glu %a, %int-1 : !torch.vtensor<[1,4],f32>, !torch.int -> !torch.vtensor<[1,2],f32>
  return %0 : !torch.vtensor<[1,2],f32>
}`, f32([]int64{1, 4}, 1, 2, 0, 1))
	wantF(t, res[0], []int64{1, 2}, 1e-6, 0.5, 1.4621172)
}

// torch.concat is torch.cat.
func TestConcatIsCat(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[1,2],f32>, %b: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[3,2],f32> {
  %int0 = torch.constant.int 0
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[1,2],f32>, !torch.vtensor<[2,2],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.concat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3,2],f32>
  return %0 : !torch.vtensor<[3,2],f32>
}`, f32([]int64{1, 2}, 1, 2), f32([]int64{2, 2}, 3, 4, 5, 6))
	wantF(t, res[0], []int64{3, 2}, 0, 1, 2, 3, 4, 5, 6)
}

// F.conv1d(torch.tensor([[[1., 2., 3.]]]), torch.ones(1,1,2), padding="same")
// pads one zero on the right (the odd extra goes right): [3, 5, 3].
func TestConvPaddingSame(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,1,3],f32>, %w: !torch.vtensor<[1,1,2],f32>) -> !torch.vtensor<[1,1,3],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %same = torch.constant.str "same"
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d.padding %x, %w, %none, %s, %same, %s, %int1 : !torch.vtensor<[1,1,3],f32>, !torch.vtensor<[1,1,2],f32>, !torch.none, !torch.list<int>, !torch.str, !torch.list<int>, !torch.int -> !torch.vtensor<[1,1,3],f32>
  return %0 : !torch.vtensor<[1,1,3],f32>
}`, f32([]int64{1, 1, 3}, 1, 2, 3), f32([]int64{1, 1, 2}, 1, 1))
	wantF(t, res[0], []int64{1, 1, 3}, 0, 3, 5, 3)
}

// Float to integer conversions go through x86's 32-bit truncation for
// widths up to 32, as PyTorch's CPU kernels:
// torch.zeros(3, dtype=torch.int32).copy_(torch.tensor([nan, 3.7, -2.5]))
// is [-2147483648, 3, -2], and the int8 copy's NaN is 0 (INT32_MIN
// truncated to 8 bits).
func TestCopyFloatToIntLikeX86(t *testing.T) {
	src := `func.func @f(%self: !torch.vtensor<[3],si32>, %x: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],si8>) -> (!torch.vtensor<[3],si32>, !torch.vtensor<[3],si8>) {
  %false = torch.constant.bool false
  %0 = torch.aten.copy %self, %x, %false : !torch.vtensor<[3],si32>, !torch.vtensor<[3],f32>, !torch.bool -> !torch.vtensor<[3],si32>
  %1 = torch.aten.copy %b, %x, %false : !torch.vtensor<[3],si8>, !torch.vtensor<[3],f32>, !torch.bool -> !torch.vtensor<[3],si8>
  return %0, %1 : !torch.vtensor<[3],si32>, !torch.vtensor<[3],si8>
}`
	res := run(t, src, ints(32, []int64{3}), f32([]int64{3}, math.NaN(), 3.7, -2.5), ints(8, []int64{3}))
	wantI(t, res[0], []int64{3}, math.MinInt32, 3, -2)
	wantI(t, res[1], []int64{3}, 0, 3, -2)
}
