package torchexec_test

import (
	"math"
	"testing"
)

func TestNonzeroNumpy(t *testing.T) {
	// torch.nonzero(torch.tensor([[1., 0.], [0., 2.], [3., 0.]]), as_tuple=True)
	// is (tensor([0, 1, 2]), tensor([0, 1, 0])).
	res := run(t, `func.func @f(%x: !torch.vtensor<[3,2],f32>) -> (!torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>) {
  %0 = torch.aten.nonzero_numpy %x : !torch.vtensor<[3,2],f32> -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>
  return %1#0, %1#1 : !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>
}`, f32([]int64{3, 2}, 1, 0, 0, 2, 3, 0))
	wantI(t, res[0], vec(3), 0, 1, 2)
	wantI(t, res[1], vec(3), 0, 1, 0)
}

func TestIsin(t *testing.T) {
	// torch.isin(torch.tensor([[1, 2], [3, 4]]), torch.tensor([2, 3])) is
	// [[False, True], [True, False]]; invert=True negates it.
	src := func(invert string) string {
		return `func.func @f(%e: !torch.vtensor<[2,2],si64>, %t: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2,2],i1> {
  %false = torch.constant.bool false
  %inv = torch.constant.bool ` + invert + `
  %0 = torch.aten.isin.Tensor_Tensor %e, %t, %false, %inv : !torch.vtensor<[2,2],si64>, !torch.vtensor<[2],si64>, !torch.bool, !torch.bool -> !torch.vtensor<[2,2],i1>
  return %0 : !torch.vtensor<[2,2],i1>
}`
	}
	e, te := ints(64, []int64{2, 2}, 1, 2, 3, 4), ints(64, vec(2), 2, 3)
	wantI(t, run(t, src("false"), e, te)[0], []int64{2, 2}, 0, 1, 1, 0)
	wantI(t, run(t, src("true"), e, te)[0], []int64{2, 2}, 1, 0, 0, 1)
	// NaN is in nothing; a float scalar compares in float (2.5 matches
	// nothing of an int tensor, torch.isin(torch.tensor(2.5), ...)).
	res := run(t, `func.func @f(%e: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],i1> {
  %false = torch.constant.bool false
  %t = torch.constant.float 0x7FF8000000000000
  %0 = torch.aten.isin.Tensor_Scalar %e, %t, %false, %false : !torch.vtensor<[3],f32>, !torch.float, !torch.bool, !torch.bool -> !torch.vtensor<[3],i1>
  return %0 : !torch.vtensor<[3],i1>
}`, f32(vec(3), math.NaN(), 1, 2))
	wantI(t, res[0], vec(3), 0, 0, 0)
	res = run(t, `func.func @f(%t: !torch.vtensor<[2],si64>) -> !torch.vtensor<[],i1> {
  %false = torch.constant.bool false
  %e = torch.constant.float 2.500000e+00
  %0 = torch.aten.isin.Scalar_Tensor %e, %t, %false, %false : !torch.float, !torch.vtensor<[2],si64>, !torch.bool, !torch.bool -> !torch.vtensor<[],i1>
  return %0 : !torch.vtensor<[],i1>
}`, ints(64, vec(2), 2, 3))
	wantI(t, res[0], nil, 0)
}

func TestHistc(t *testing.T) {
	// torch.histc(torch.tensor([1., 2, 1]), bins=4, min=0, max=3) is
	// [0, 2, 1, 0] (the documentation's example); with min == max the
	// data's range: torch.histc(torch.tensor([1., 1.]), bins=2) is [0, 2]
	// (the range widened to [0, 2]); elements outside are not counted.
	src := `func.func @f(%x: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[2],f32>) {
  %int4 = torch.constant.int 4
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %0 = torch.aten.histc %x, %int4, %int0, %int3 : !torch.vtensor<[3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4],f32>
  %1 = torch.aten.histc %x, %int2, %int0, %int0 : !torch.vtensor<[3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
  return %0, %1 : !torch.vtensor<[4],f32>, !torch.vtensor<[2],f32>
}`
	res := run(t, src, f32(vec(3), 1, 2, 1))
	wantF(t, res[0], vec(4), 0, 0, 2, 1, 0)
	wantF(t, res[1], vec(2), 0, 2, 1)
	res = run(t, src, f32(vec(3), 1, 1, 7))
	wantF(t, res[0], vec(4), 0, 0, 2, 0, 0)
	// range [1, 7]: 1 and 1 in the first bin, 7 (the top edge) in the last.
	wantF(t, res[1], vec(2), 0, 2, 1)
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],si64> {
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %0 = torch.aten.histc %x, %int2, %int0, %int0 : !torch.vtensor<[2],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2],si64>
  return %0 : !torch.vtensor<[2],si64>
}`, "floating point", ints(64, vec(2), 1, 2))
}

func TestHistogram(t *testing.T) {
	// torch.histogram(torch.tensor([1., 2, 1]), bins=4, range=(0., 3.),
	// weight=torch.tensor([1., 2., 4.])) is hist [0, 5, 2, 0], edges
	// [0, 0.75, 1.5, 2.25, 3] (the documentation's example); with
	// density=True the hist is divided by 7 * 0.75.
	src := func(density string) string {
		return `func.func @f(%x: !torch.vtensor<[3],f32>, %w: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[5],f32>) {
  %int4 = torch.constant.int 4
  %lo = torch.constant.float 0.000000e+00
  %hi = torch.constant.float 3.000000e+00
  %r = torch.prim.ListConstruct %lo, %hi : (!torch.float, !torch.float) -> !torch.list<float>
  %d = torch.constant.bool ` + density + `
  %0:2 = torch.aten.histogram.bin_ct %x, %int4, %r, %w, %d : !torch.vtensor<[3],f32>, !torch.int, !torch.list<float>, !torch.vtensor<[3],f32>, !torch.bool -> !torch.vtensor<[4],f32>, !torch.vtensor<[5],f32>
  return %0#0, %0#1 : !torch.vtensor<[4],f32>, !torch.vtensor<[5],f32>
}`
	}
	x, w := f32(vec(3), 1, 2, 1), f32(vec(3), 1, 2, 4)
	res := run(t, src("false"), x, w)
	wantF(t, res[0], vec(4), 0, 0, 5, 2, 0)
	wantF(t, res[1], vec(5), 0, 0, 0.75, 1.5, 2.25, 3)
	res = run(t, src("true"), x, w)
	wantF(t, res[0], vec(4), 1e-6, 0, 5/(7*0.75), 2/(7*0.75), 0)
}

func TestAsStridedScatter(t *testing.T) {
	// torch.as_strided_scatter(torch.zeros(3, 3), torch.tensor([[1., 2.],
	// [3., 4.]]), (2, 2), (1, 2)) writes storage 0, 2, 1, 3: [[1, 3, 2],
	// [4, 0, 0], [0, 0, 0]].
	res := run(t, `func.func @f(%x: !torch.vtensor<[3,3],f32>, %s: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[3,3],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %size = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %stride = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.as_strided_scatter %x, %s, %size, %stride, %none : !torch.vtensor<[3,3],f32>, !torch.vtensor<[2,2],f32>, !torch.list<int>, !torch.list<int>, !torch.none -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}`, f32([]int64{3, 3}, 0, 0, 0, 0, 0, 0, 0, 0, 0), f32([]int64{2, 2}, 1, 2, 3, 4))
	wantF(t, res[0], []int64{3, 3}, 0, 1, 3, 2, 4, 0, 0, 0, 0, 0)
	wantErr(t, `func.func @f(%x: !torch.vtensor<[3],f32>, %s: !torch.vtensor<[2],f32>) -> !torch.vtensor<[3],f32> {
  %int2 = torch.constant.int 2
  %size = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.as_strided_scatter %x, %s, %size, %size, %int2 : !torch.vtensor<[3],f32>, !torch.vtensor<[2],f32>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}`, "past a storage", f32(vec(3), 0, 0, 0), f32(vec(2), 1, 2))
}

func TestSegmentReduce(t *testing.T) {
	// torch.segment_reduce(torch.tensor([1., 2, 3, 4, 5, 6]), "max",
	// lengths=torch.tensor([2, 0, 3, 1])) is [2, -inf, 5, 6]; "mean" is
	// [1.5, nan, 4, 6]; "sum" with initial=0.5 is [3.5, 0.5, 12.5, 6.5].
	src := func(reduce, initial, itype string) string {
		return `func.func @f(%d: !torch.vtensor<[6],f32>, %l: !torch.vtensor<[4],si64>) -> !torch.vtensor<[4],f32> {
  %r = torch.constant.str "` + reduce + `"
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %init = ` + initial + `
  %0 = torch.aten.segment_reduce %d, %r, %l, %none, %none, %int0, %false, %init : !torch.vtensor<[6],f32>, !torch.str, !torch.vtensor<[4],si64>, !torch.none, !torch.none, !torch.int, !torch.bool, ` + itype + ` -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}`
	}
	d, l := f32(vec(6), 1, 2, 3, 4, 5, 6), ints(64, vec(4), 2, 0, 3, 1)
	none := "torch.constant.none"
	wantF(t, run(t, src("max", none, "!torch.none"), d, l)[0], vec(4), 0, 2, math.Inf(-1), 5, 6)
	wantF(t, run(t, src("mean", none, "!torch.none"), d, l)[0], vec(4), 0, 1.5, math.NaN(), 4, 6)
	wantF(t, run(t, src("sum", "torch.constant.float 5.000000e-01", "!torch.float"), d, l)[0], vec(4), 0, 3.5, 0.5, 12.5, 6.5)
	wantErr(t, src("sum", none, "!torch.none"), "to sum to data.size", d, ints(64, vec(4), 2, 0, 3, 2))
}

func TestUnique(t *testing.T) {
	// torch.unique(torch.tensor([[1, 2], [0, 5], [1, 2]]), dim=0,
	// return_inverse=True, return_counts=True) is ([[0, 5], [1, 2]],
	// [1, 0, 1], [1, 2]).
	res := run(t, `func.func @f(%x: !torch.vtensor<[3,2],si64>) -> (!torch.vtensor<[2,2],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[2],si64>) {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %0:3 = torch.aten.unique_dim %x, %int0, %true, %true, %true : !torch.vtensor<[3,2],si64>, !torch.int, !torch.bool, !torch.bool, !torch.bool -> !torch.vtensor<[2,2],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[2],si64>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[2,2],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[2],si64>
}`, ints(64, []int64{3, 2}, 1, 2, 0, 5, 1, 2))
	wantI(t, res[0], []int64{2, 2}, 0, 5, 1, 2)
	wantI(t, res[1], vec(3), 1, 0, 1)
	wantI(t, res[2], vec(2), 1, 2)
	// torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1, 1, 2]),
	// return_inverse=True, return_counts=True) is ([1, 2, 3, 1, 2],
	// [0, 0, 1, 1, 2, 3, 3, 4], [2, 2, 1, 2, 1]) (the documentation's).
	res = run(t, `func.func @f(%x: !torch.vtensor<[8],si64>) -> (!torch.vtensor<[5],si64>, !torch.vtensor<[8],si64>, !torch.vtensor<[5],si64>) {
  %none = torch.constant.none
  %true = torch.constant.bool true
  %0:3 = torch.aten.unique_consecutive %x, %true, %true, %none : !torch.vtensor<[8],si64>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5],si64>, !torch.vtensor<[8],si64>, !torch.vtensor<[5],si64>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[5],si64>, !torch.vtensor<[8],si64>, !torch.vtensor<[5],si64>
}`, ints(64, vec(8), 1, 1, 2, 2, 3, 1, 1, 2))
	wantI(t, res[0], vec(5), 1, 2, 3, 1, 2)
	wantI(t, res[1], vec(8), 0, 0, 1, 1, 2, 3, 3, 4)
	wantI(t, res[2], vec(5), 2, 2, 1, 2, 1)
}

func TestTopkTies(t *testing.T) {
	// Equal elements come out in the order libstdc++'s std::nth_element
	// (then std::sort of the first k-1) leaves them, as ATen's CPU topk:
	// on five equal values k=3 picks positions 2, 4, 3 (a median-of-three
	// partition moves position 2 to the front, then swaps from both ends).
	// The unequal ones are ordered as usual.
	src := `func.func @f(%x: !torch.vtensor<[2,5],si32>) -> (!torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si64>) {
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %true = torch.constant.bool true
  %0:2 = torch.aten.topk %x, %int3, %int-1, %true, %true : !torch.vtensor<[2,5],si32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si64>
  return %0#0, %0#1 : !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si64>
}`
	res := run(t, src, ints(32, []int64{2, 5}, 7, 7, 7, 7, 7, 1, 5, 3, 4, 2))
	wantI(t, res[0], []int64{2, 3}, 7, 7, 7, 5, 4, 3)
	wantI(t, res[1], []int64{2, 3}, 2, 4, 3, 1, 3, 2)
}
