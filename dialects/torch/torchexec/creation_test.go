package torchexec_test

import (
	"math"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// nones is n none operands (a factory's layout, device, pin_memory, ...).
func nones(n int) []ewOperand {
	out := make([]ewOperand, n)
	for i := range out {
		out[i] = none()
	}
	return out
}

func factoryArgs(head ...ewOperand) func(tail ...ewOperand) []ewOperand {
	return func(tail ...ewOperand) []ewOperand { return append(head, tail...) }
}

func TestFull(t *testing.T) {
	// torch.full((2, 3), 2.5).
	res := ewApply(t, "torch.aten.full", "[2,3],f32", append([]ewOperand{list(2, 3), fl(2.5)}, nones(4)...)...)
	wantF(t, res, []int64{2, 3}, 0, 2.5, 2.5, 2.5, 2.5, 2.5, 2.5)
	// torch.full((2,), 2.7, dtype=torch.int64) is [2, 2].
	res = ewApply(t, "torch.aten.full", "[2],si64", append([]ewOperand{list(2), fl(2.7), in(4)}, nones(3)...)...)
	wantI(t, res, vec(2), 2, 2)
	// torch.full((2,), 0.5, dtype=torch.bool) is [True, True].
	res = ewApply(t, "torch.aten.full", "[2],i1", append([]ewOperand{list(2), fl(0.5), in(11)}, nones(3)...)...)
	wantI(t, res, vec(2), 1, 1)
	// f16 rounds the value: torch.full((1,), 0.1, dtype=torch.half).
	res = ewApply(t, "torch.aten.full", "[1],f16", append([]ewOperand{list(1), fl(0.1), in(5)}, nones(3)...)...)
	wantExact(t, res, exec.Round(ir.F16, 0.1))
	// Rank 0 and empty.
	res = ewApply(t, "torch.aten.full", "[],si32", append([]ewOperand{list(), in(-3), in(3)}, nones(3)...)...)
	wantI(t, res, []int64{}, -3)
	res = ewApply(t, "torch.aten.full", "[0,2],f32", append([]ewOperand{list(0, 2), fl(1)}, nones(4)...)...)
	wantF(t, res, []int64{0, 2}, 0)
	// torch.full((-1,), 2.7) raises.
	ewApplyErr(t, "negative dimension", "torch.aten.full", "[?],f32", append([]ewOperand{list(-1), fl(2.7)}, nones(4)...)...)
	// The sizes must agree with the result type.
	ewApplyErr(t, "its type says", "torch.aten.full", "[3],f32", append([]ewOperand{list(2), fl(2.7)}, nones(4)...)...)
}

func TestZerosOnesEmpty(t *testing.T) {
	size := factoryArgs(list(2, 2))
	wantF(t, ewApply(t, "torch.aten.zeros", "[2,2],f32", size(nones(4)...)...), []int64{2, 2}, 0, 0, 0, 0, 0)
	wantI(t, ewApply(t, "torch.aten.ones", "[2,2],si64", size(append([]ewOperand{in(4)}, nones(3)...)...)...), []int64{2, 2}, 1, 1, 1, 1)
	wantI(t, ewApply(t, "torch.aten.ones", "[2,2],i1", size(append([]ewOperand{in(11)}, nones(3)...)...)...), []int64{2, 2}, 1, 1, 1, 1)
	// empty's contents are unspecified; here they are zeros.
	wantF(t, ewApply(t, "torch.aten.empty.memory_format", "[2,2],f32", size(nones(5)...)...), []int64{2, 2}, 0, 0, 0, 0, 0)
	wantF(t, ewApply(t, "torch.aten.empty_strided", "[2,2],f32", size(append([]ewOperand{list(1, 2)}, nones(4)...)...)...), []int64{2, 2}, 0, 0, 0, 0, 0)
	ewApplyErr(t, "mismatch in length of strides", "torch.aten.empty_strided", "[2,2],f32", size(append([]ewOperand{list(1)}, nones(4)...)...)...)
}

func TestNewAndLike(t *testing.T) {
	self := tn("[2],si64", ints(64, vec(2), 1, 2))
	// torch.tensor([1, 2]).new_full((2,), 3.7) is [3, 3].
	wantI(t, ewApply(t, "torch.aten.new_full", "[2],si64", append([]ewOperand{self, list(2), fl(3.7)}, nones(4)...)...), vec(2), 3, 3)
	wantI(t, ewApply(t, "torch.aten.new_zeros", "[1,2],si64", append([]ewOperand{self, list(1, 2)}, nones(4)...)...), []int64{1, 2}, 0, 0)
	wantF(t, ewApply(t, "torch.aten.new_ones", "[3],f32", append([]ewOperand{self, list(3), in(6)}, nones(3)...)...), vec(3), 0, 1, 1, 1)
	// The *_like ops take the run-time shape, here of a dynamic dim.
	x := tn("[?,2],f32", f32([]int64{1, 2}, 5, 6))
	wantF(t, ewApply(t, "torch.aten.full_like", "[?,2],f32", append([]ewOperand{x, fl(-1)}, nones(5)...)...), []int64{1, 2}, 0, -1, -1)
	wantF(t, ewApply(t, "torch.aten.zeros_like", "[?,2],f32", append([]ewOperand{x}, nones(5)...)...), []int64{1, 2}, 0, 0, 0)
	wantF(t, ewApply(t, "torch.aten.empty_like", "[?,2],f32", append([]ewOperand{x}, nones(5)...)...), []int64{1, 2}, 0, 0, 0)
	// torch.ones_like(torch.tensor([1.5, 2.5]), dtype=torch.int32) is
	// [1, 1].
	wantI(t, ewApply(t, "torch.aten.ones_like", "[?,2],si32", append([]ewOperand{x, in(3)}, nones(4)...)...), []int64{1, 2}, 1, 1)
}

// The mask fill of timm's attention, as exported: full_like(x, 0) with
// dtype none, pin_memory false and memory_format 1 (preserve).
func TestFullLikeAsExported(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,3],f32>) -> !torch.vtensor<[1,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten.full_like %x, %int0, %none, %none, %none, %false, %int1 : !torch.vtensor<[1,3],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[1,3],f32>
  return %0 : !torch.vtensor<[1,3],f32>
}`, f32([]int64{1, 3}, 4, 5, 6))
	wantF(t, res[0], []int64{1, 3}, 0, 0, 0, 0)
}

// BERT's mask constant: torch.scalar_tensor(-3.4028234663852886e38,
// dtype=torch.float32) is the lowest f32.
func TestScalarTensor(t *testing.T) {
	res := run(t, `func.func @f() -> !torch.vtensor<[],f32> {
  %float = torch.constant.float -3.4028234663852886E+38
  %int6 = torch.constant.int 6
  %int0 = torch.constant.int 0
  %cpu = torch.constant.device "cpu"
  %none = torch.constant.none
  %0 = torch.aten.scalar_tensor %float, %int6, %int0, %cpu, %none : !torch.float, !torch.int, !torch.int, !torch.Device, !torch.none -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}`)
	wantExact(t, res[0], -math.MaxFloat32)
	// An int dtype truncates: torch.scalar_tensor(2.9, dtype=torch.int64).
	wantI(t, ewApply(t, "torch.aten.scalar_tensor", "[],si64", append([]ewOperand{fl(2.9), in(4)}, nones(3)...)...), []int64{}, 2)
}

func arangeArgs(start, end, step ewOperand, dtype ewOperand) []ewOperand {
	return append([]ewOperand{start, end, step, dtype}, nones(3)...)
}

func TestArange(t *testing.T) {
	// BERT's position ids, as exported.
	res := run(t, `func.func @f() -> !torch.vtensor<[4],si64> {
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %0 = torch.aten.arange.start_step %int0, %int4, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}`)
	wantI(t, res[0], vec(4), 0, 1, 2, 3)
	// torch.arange(5, 0, -2) is [5, 3, 1]; the length is
	// ceil((end - start)/step).
	wantI(t, ewApply(t, "torch.aten.arange.start_step", "[?],si64", arangeArgs(in(5), in(0), in(-2), none())...), vec(3), 5, 3, 1)
	wantI(t, ewApply(t, "torch.aten.arange.start_step", "[?],si64", arangeArgs(in(3), in(3), in(1), none())...), vec(0))
	// torch.arange(0.0, 1.0, 0.1): start + i*step in double, rounded to
	// f32 (0.30000001192092896 is f32(0.3)).
	res1 := ewApply(t, "torch.aten.arange.start_step", "[?],f32", arangeArgs(fl(0), fl(1), fl(0.1), none())...)
	want := make([]float64, 10)
	for i := range want {
		want[i] = float64(float32(float64(i) * 0.1))
	}
	wantExact(t, res1, want...)
	// torch.arange(1.0, 2.0, 0.3) has 4 elements; torch.arange(0, 2, 0.5)
	// is [0., 0.5, 1., 1.5].
	wantF(t, ewApply(t, "torch.aten.arange.start_step", "[?],f32", arangeArgs(fl(1), fl(2), fl(0.3), none())...), vec(4), 1e-7, 1, 1.3, 1.6, 1.9)
	wantF(t, ewApply(t, "torch.aten.arange.start_step", "[?],f32", arangeArgs(in(0), in(2), fl(0.5), none())...), vec(4), 0, 0, 0.5, 1, 1.5)
	// An integer dtype truncates start, end and step first:
	// torch.arange(0.5, 5, 1.5, dtype=torch.int64) is [0, 1, 2, 3, 4] and
	// torch.arange(-2.5, 5, 1.5, dtype=torch.int64) is [-2, ..., 4].
	wantI(t, ewApply(t, "torch.aten.arange.start_step", "[?],si64", arangeArgs(fl(0.5), in(5), fl(1.5), in(4))...), vec(5), 0, 1, 2, 3, 4)
	wantI(t, ewApply(t, "torch.aten.arange.start_step", "[?],si64", arangeArgs(fl(-2.5), in(5), fl(1.5), in(4))...), vec(7), -2, -1, 0, 1, 2, 3, 4)
	// f16 values are rounded: torch.arange(2040., 2060., 3.,
	// dtype=torch.half) is [2040, 2043, 2046, 2048, 2052, 2056, 2058].
	wantExact(t, ewApply(t, "torch.aten.arange.start_step", "[?],f16", arangeArgs(fl(2040), fl(2060), fl(3), in(5))...), 2040, 2043, 2046, 2048, 2052, 2056, 2058)
	// uint8 wraps: torch.arange(250, 260, 3, dtype=torch.uint8) is
	// [250, 253, 0, 3].
	wantI(t, ewApply(t, "torch.aten.arange.start_step", "[?],ui8", arangeArgs(in(250), in(260), in(3), in(0))...), vec(4), -6, -3, 0, 3)
	// torch.arange(16777215, 16777220, 1, dtype=torch.float32).
	wantExact(t, ewApply(t, "torch.aten.arange.start_step", "[?],f32", arangeArgs(in(16777215), in(16777220), in(1), in(6))...), 16777215, 16777216, 16777216, 16777218, 16777220)
}

func TestArangeErrors(t *testing.T) {
	for _, c := range []struct {
		msg              string
		start, end, step ewOperand
		result           string
	}{
		// torch.arange(0, 5, 0).
		{"step must be nonzero", in(0), in(5), in(0), "[?],si64"},
		// torch.arange(5, 0, 1) and torch.arange(0, 5, -1).
		{"inconsistent with step sign", in(5), in(0), in(1), "[?],si64"},
		{"inconsistent with step sign", in(0), in(5), in(-1), "[?],si64"},
		// torch.arange(0, float('nan')) and torch.arange(0, float('inf')).
		{"unsupported range", in(0), fl(ewNaN), in(1), "[?],f32"},
		{"unsupported range", in(0), fl(ewInf), in(1), "[?],f32"},
		// torch.arange(-0.5, 3, 0.7, dtype=torch.int64) crashes PyTorch
		// (the step truncates to 0).
		{"step must be nonzero", fl(-0.5), in(3), fl(0.7), "[?],si64"},
		// torch.arange(0, 2, dtype=torch.bool): not implemented for Bool.
		{"bool", in(0), in(2), in(1), "[?],i1"},
	} {
		dtype := none()
		switch c.result {
		case "[?],si64":
			dtype = in(4)
		case "[?],i1":
			dtype = in(11)
		}
		ewApplyErr(t, c.msg, "torch.aten.arange.start_step", c.result, arangeArgs(c.start, c.end, c.step, dtype)...)
	}
}

// The random factories depend on PyTorch's generator state.
func TestRandomFactoriesAreErrors(t *testing.T) {
	ewApplyErr(t, "random ops are not reproducible", "torch.aten.rand", "[2],f32", append([]ewOperand{list(2)}, nones(4)...)...)
	ewApplyErr(t, "random ops are not reproducible", "torch.aten.randn", "[2],f32", append([]ewOperand{list(2)}, nones(4)...)...)
	ewApplyErr(t, "random ops are not reproducible", "torch.aten.randperm", "[3],si64", append([]ewOperand{in(3)}, nones(4)...)...)
}

// arange(end) and arange.start(start, end): start 0 and step 1 by
// default; torch.arange(2.5) is [0., 1., 2.].
func TestArangeShortForms(t *testing.T) {
	wantI(t, ewApply(t, "torch.aten.arange", "[?],si64", append([]ewOperand{in(3)}, nones(4)...)...), vec(3), 0, 1, 2)
	wantF(t, ewApply(t, "torch.aten.arange", "[?],f32", append([]ewOperand{fl(2.5)}, nones(4)...)...), vec(3), 0, 0, 1, 2)
	wantI(t, ewApply(t, "torch.aten.arange.start", "[?],si64", append([]ewOperand{in(-2), in(1)}, nones(4)...)...), vec(3), -2, -1, 0)
	ewApplyErr(t, "inconsistent with step sign", "torch.aten.arange", "[?],si64", append([]ewOperand{in(-1)}, nones(4)...)...)
	wantF(t, ewApply(t, "torch.aten.new_empty", "[2],f32", append([]ewOperand{tn("[1],f32", f32(vec(1), 5)), list(2)}, nones(4)...)...), vec(2), 0, 0, 0)
}
