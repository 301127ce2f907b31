package torchexec_test

import (
	"math"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/torch/torchexec"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// tryRunFn is tryRun calling the function name of src.
func tryRunFn(t *testing.T, src, name string, args ...exec.Value) ([]exec.Value, error) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	return interp.New(m, interp.Options{}).Call(name, args)
}

// runFn is run calling the function name of src.
func runFn(t *testing.T, src, name string, args ...exec.Value) []exec.Value {
	t.Helper()
	res, err := tryRunFn(t, src, name, args...)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// listValue is a !torch.list value.
func listValue(vs []exec.Value) exec.Value {
	l := torchexec.List(vs)
	return exec.Value{Ref: &l}
}

// w = torch.arange(8.).reshape(4, 2);
// torch.nn.functional.embedding(torch.tensor([[3, 0], [1, 1]]), w,
// padding_idx=0) is [[[6,7],[0,1]],[[2,3],[2,3]]]; index 4 and -1 raise.
func TestEmbedding(t *testing.T) {
	src := `func.func @f(%w: !torch.vtensor<[4,2],f32>, %i: !torch.vtensor<[2,2],si64>) -> !torch.vtensor<[2,2,2],f32> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0 = torch.aten.embedding %w, %i, %int0, %false, %false : !torch.vtensor<[4,2],f32>, !torch.vtensor<[2,2],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,2,2],f32>
  return %0 : !torch.vtensor<[2,2,2],f32>
}`
	res := run(t, src, iota32(4, 2), ints(64, []int64{2, 2}, 3, 0, 1, 1))
	wantF(t, res[0], []int64{2, 2, 2}, 0, 6, 7, 0, 1, 2, 3, 2, 3)
	wantErr(t, src, "index 4 is out of bounds", iota32(4, 2), ints(64, []int64{2, 2}, 3, 0, 4, 1))
	wantErr(t, src, "index -1 is out of bounds", iota32(4, 2), ints(64, []int64{2, 2}, 3, 0, -1, 1))
}

// x = torch.tensor([[1., 2.], [3., 4.]]): torch.gather(x, 1,
// torch.tensor([[0, 0], [1, 0]])) is [[1,1],[4,3]]; torch.gather(x, 0,
// torch.tensor([[1, 0]])) is [[3, 2]]; an index of 2 raises.
func TestGather(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[2,2],f32>, %i: !torch.vtensor<[2,2],si64>, %j: !torch.vtensor<[1,2],si64>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[1,2],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0 = torch.aten.gather %x, %int1, %i, %false : !torch.vtensor<[2,2],f32>, !torch.int, !torch.vtensor<[2,2],si64>, !torch.bool -> !torch.vtensor<[2,2],f32>
  %1 = torch.aten.gather %x, %int0, %j, %false : !torch.vtensor<[2,2],f32>, !torch.int, !torch.vtensor<[1,2],si64>, !torch.bool -> !torch.vtensor<[1,2],f32>
  return %0, %1 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[1,2],f32>
}`
	x := f32([]int64{2, 2}, 1, 2, 3, 4)
	res := run(t, src, x, ints(64, []int64{2, 2}, 0, 0, 1, 0), ints(64, []int64{1, 2}, 1, 0))
	wantF(t, res[0], []int64{2, 2}, 0, 1, 1, 4, 3)
	wantF(t, res[1], []int64{1, 2}, 0, 3, 2)
	wantErr(t, src, "index 2 is out of bounds for dimension 1 with size 2", x, ints(64, []int64{2, 2}, 0, 2, 1, 0), ints(64, []int64{1, 2}, 1, 0))
}

// A gather index larger than self in a dim other than dim raises.
func TestGatherIndexTooLarge(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2,2],f32>, %i: !torch.vtensor<[3,1],si64>) -> !torch.vtensor<[3,1],f32> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0 = torch.aten.gather %x, %int1, %i, %false : !torch.vtensor<[2,2],f32>, !torch.int, !torch.vtensor<[3,1],si64>, !torch.bool -> !torch.vtensor<[3,1],f32>
  return %0 : !torch.vtensor<[3,1],f32>
}`, "must not be larger", iota32(2, 2), ints(64, []int64{3, 1}, 0, 0, 0))
}

// x = torch.arange(6.).reshape(2, 3): x.index_select(1,
// torch.tensor([2, 0], dtype=torch.int32)) is [[2,0],[5,3]]; index 3 and
// -1 raise.
func TestIndexSelect(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[2,3],f32>, %i: !torch.vtensor<[2],si32>) -> !torch.vtensor<[2,2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.index_select %x, %int1, %i : !torch.vtensor<[2,3],f32>, !torch.int, !torch.vtensor<[2],si32> -> !torch.vtensor<[2,2],f32>
  return %0 : !torch.vtensor<[2,2],f32>
}`
	res := run(t, src, iota32(2, 3), ints(32, []int64{2}, 2, 0))
	wantF(t, res[0], []int64{2, 2}, 0, 2, 0, 5, 3)
	wantErr(t, src, "index 3 is out of bounds", iota32(2, 3), ints(32, []int64{2}, 3, 0))
	wantErr(t, src, "index -1 is out of bounds", iota32(2, 3), ints(32, []int64{2}, -1, 0))
}

// Float index tensors raise.
func TestIndexSelectFloatIndex(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2,3],f32>, %i: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2,2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.index_select %x, %int1, %i : !torch.vtensor<[2,3],f32>, !torch.int, !torch.vtensor<[2],f32> -> !torch.vtensor<[2,2],f32>
  return %0 : !torch.vtensor<[2,2],f32>
}`, "integer tensors", iota32(2, 3), iota32(2))
}

// indexSrc is @f(x, i, j) = torch.ops.aten.index.Tensor(x, [i, None, j])
// over x of shape [2,3,4] (non-adjacent indexed dims), with @gN(x, i) =
// x[:, i] for an N-d i and @h(x, i, j) = x[:, i, j].
const indexSrc = `func.func @f(%x: !torch.vtensor<[2,3,4],f32>, %i: !torch.vtensor<[?],si64>, %j: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,?],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %i, %none, %j : (!torch.vtensor<[?],si64>, !torch.none, !torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[2,3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}
func.func @g1(%x: !torch.vtensor<[3,4],f32>, %i: !torch.vtensor<[?],si64>) -> !torch.vtensor<[3,?],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %none, %i : (!torch.none, !torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3,?],f32>
  return %0 : !torch.vtensor<[3,?],f32>
}
func.func @g2(%x: !torch.vtensor<[3,4],f32>, %i: !torch.vtensor<[?,?],si64>) -> !torch.vtensor<[3,?,?],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %none, %i : (!torch.none, !torch.vtensor<[?,?],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3,?,?],f32>
  return %0 : !torch.vtensor<[3,?,?],f32>
}
func.func @g0(%x: !torch.vtensor<[3,4],f32>, %i: !torch.vtensor<[],si64>) -> !torch.vtensor<[3],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %none, %i : (!torch.none, !torch.vtensor<[],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}
func.func @h(%x: !torch.vtensor<[2,3,4],f32>, %i: !torch.vtensor<[2,1],si64>, %j: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2,2,2],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %none, %i, %j : (!torch.none, !torch.vtensor<[2,1],si64>, !torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[2,3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,2,2],f32>
  return %0 : !torch.vtensor<[2,2,2],f32>
}`

// y = torch.arange(24.).reshape(2, 3, 4): y[[0, 1], :, [1, 2]] puts the
// broadcast dim first (the indexed dims are not adjacent):
// [[1,5,9],[14,18,22]].
func TestIndexNonAdjacent(t *testing.T) {
	res := run(t, indexSrc, iota32(2, 3, 4), ints(64, []int64{2}, 0, 1), ints(64, []int64{2}, 1, 2))
	wantF(t, res[0], []int64{2, 3}, 0, 1, 5, 9, 14, 18, 22)
	wantErr(t, indexSrc, "index 2 is out of bounds for dimension 0 with size 2", iota32(2, 3, 4), ints(64, []int64{2}, 0, 2), ints(64, []int64{2}, 1, 2))
	wantErr(t, indexSrc, "could not be broadcast", iota32(2, 3, 4), ints(64, []int64{2}, 0, 1), ints(64, []int64{3}, 1, 2, 3))
}

// x = torch.arange(12.).reshape(3, 4): x[:, [-1, 1]] is
// [[3,1],[7,5],[11,9]] (negative indices wrap); x[:, [[0, 1], [2, 3]]]
// is [3,2,2]; x[:, -5] raises.
func TestIndexSliceThenTensor(t *testing.T) {
	x := iota32(3, 4)
	wantF(t, runFn(t, indexSrc, "g1", x, ints(64, []int64{2}, -1, 1))[0], []int64{3, 2}, 0, 3, 1, 7, 5, 11, 9)
	wantF(t, runFn(t, indexSrc, "g2", x, ints(64, []int64{2, 2}, 0, 1, 2, 3))[0], []int64{3, 2, 2}, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
	// A 0-d index removes the dim: x[:, 2] is [2, 6, 10].
	wantF(t, runFn(t, indexSrc, "g0", x, ints(64, nil, 2))[0], []int64{3}, 0, 2, 6, 10)
	if _, err := tryRunFn(t, indexSrc, "g1", x, ints(64, []int64{1}, -5)); err == nil {
		t.Errorf("index -5 of a dim of 4 did not raise")
	}
}

// y = torch.arange(24.).reshape(2, 3, 4): y[:, [[2], [0]], [3, 1]]
// broadcasts the indices to [2,2] in place of dims 1 and 2:
// r[a, b, c] = y[a, [[2],[0]][b][0], [3,1][c]] = [[[11,9],[3,1]],
// [[23,21],[15,13]]].
func TestIndexAdjacentBroadcast(t *testing.T) {
	res := runFn(t, indexSrc, "h", iota32(2, 3, 4), ints(64, []int64{2, 1}, 2, 0), ints(64, []int64{2}, 3, 1))
	wantF(t, res[0], []int64{2, 2, 2}, 0, 11, 9, 3, 1, 23, 21, 15, 13)
}

// x = torch.arange(12.).reshape(3, 4): x[torch.tensor([True, False,
// True])] is rows 0 and 2; a mask of the wrong size raises.
func TestIndexBoolMask(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[3,4],f32>, %m: !torch.vtensor<[?],i1>) -> !torch.vtensor<[?,4],f32> {
  %l = torch.prim.ListConstruct %m : (!torch.vtensor<[?],i1>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}`
	res := run(t, src, iota32(3, 4), ints(1, []int64{3}, 1, 0, 1))
	wantF(t, res[0], []int64{2, 4}, 0, 0, 1, 2, 3, 8, 9, 10, 11)
	wantErr(t, src, "shape of the mask", iota32(3, 4), ints(1, []int64{2}, 1, 0))
}

// More index tensors than dims raise.
func TestIndexTooMany(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[3],f32>, %i: !torch.vtensor<[1],si64>) -> !torch.vtensor<[?],f32> {
  %l = torch.prim.ListConstruct %i, %i : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[3],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`, "too many indices", iota32(3), ints(64, []int64{1}, 0))
}

// torch.zeros(5).index_put((torch.tensor([0, 2, 0]),),
// torch.tensor([1., 2., 3.]), accumulate=True) is [4,0,2,0,0]; without
// accumulate, index_put((torch.tensor([1, -2]),), torch.tensor(7.)) is
// [0,7,0,7,0].
func TestIndexPut(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[5],f32>, %i: !torch.vtensor<[?],si64>, %v: !torch.vtensor<*,f32>, %acc: !torch.bool) -> !torch.vtensor<[5],f32> {
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %x, %l, %v, %acc : !torch.vtensor<[5],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<*,f32>, !torch.bool -> !torch.vtensor<[5],f32>
  return %0 : !torch.vtensor<[5],f32>
}`
	zeros := f32([]int64{5})
	res := run(t, src, zeros, ints(64, []int64{3}, 0, 2, 0), f32([]int64{3}, 1, 2, 3), exec.Bool(true))
	wantF(t, res[0], []int64{5}, 0, 4, 0, 2, 0, 0)
	res = run(t, src, zeros, ints(64, []int64{2}, 1, -2), f32(nil, 7), exec.Bool(false))
	wantF(t, res[0], []int64{5}, 0, 0, 7, 0, 7, 0)
	wantErr(t, src, "cannot be broadcast", zeros, ints(64, []int64{2}, 1, 3), f32([]int64{3}, 1, 2, 3), exec.Bool(false))
	wantErr(t, src, "index 5 is out of bounds", zeros, ints(64, []int64{1}, 5), f32(nil, 1), exec.Bool(false))
}

// x = torch.zeros(2, 3, dtype=torch.int64); x[:, [0, 2]] =
// torch.tensor([[1, 2], [3, 4]]) gives [[1,0,2],[3,0,4]].
func TestIndexPutSliced(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,3],si64>, %i: !torch.vtensor<[2],si64>, %v: !torch.vtensor<[2,2],si64>) -> !torch.vtensor<[2,3],si64> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %l = torch.prim.ListConstruct %none, %i : (!torch.none, !torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %x, %l, %v, %false : !torch.vtensor<[2,3],si64>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,2],si64>, !torch.bool -> !torch.vtensor<[2,3],si64>
  return %0 : !torch.vtensor<[2,3],si64>
}`, ints(64, []int64{2, 3}), ints(64, []int64{2}, 0, 2), ints(64, []int64{2, 2}, 1, 2, 3, 4))
	wantI(t, res[0], []int64{2, 3}, 1, 0, 2, 3, 0, 4)
}

// From PyTorch's docs: torch.zeros(3, 5).scatter_(0, torch.tensor([[0, 1,
// 2, 0]]), torch.arange(1., 11.).reshape(2, 5)) is
// [[1,0,0,4,0],[0,2,0,0,0],[0,0,3,0,0]]; torch.zeros(2, 4).scatter_(1,
// torch.tensor([[2], [3]]), 1.5) is [[0,0,1.5,0],[0,0,0,1.5]].
func TestScatter(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[3,5],f32>, %i: !torch.vtensor<[1,4],si64>, %s: !torch.vtensor<[2,5],f32>, %y: !torch.vtensor<[2,4],f32>, %j: !torch.vtensor<[2,1],si64>) -> (!torch.vtensor<[3,5],f32>, !torch.vtensor<[2,4],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %v = torch.constant.float 1.500000e+00
  %0 = torch.aten.scatter.src %x, %int0, %i, %s : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[1,4],si64>, !torch.vtensor<[2,5],f32> -> !torch.vtensor<[3,5],f32>
  %1 = torch.aten.scatter.value %y, %int1, %j, %v : !torch.vtensor<[2,4],f32>, !torch.int, !torch.vtensor<[2,1],si64>, !torch.float -> !torch.vtensor<[2,4],f32>
  return %0, %1 : !torch.vtensor<[3,5],f32>, !torch.vtensor<[2,4],f32>
}`, f32([]int64{3, 5}), ints(64, []int64{1, 4}, 0, 1, 2, 0), f32([]int64{2, 5}, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
		f32([]int64{2, 4}), ints(64, []int64{2, 1}, 2, 3))
	wantF(t, res[0], []int64{3, 5}, 0, 1, 0, 0, 4, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0)
	wantF(t, res[1], []int64{2, 4}, 0, 0, 0, 1.5, 0, 0, 0, 0, 1.5)
}

// torch.zeros(3, 5).scatter_add_(0, torch.tensor([[0, 1, 2, 0, 0], [0, 1,
// 2, 2, 2]]), torch.ones(2, 5)) is [[2,0,0,1,1],[0,2,0,0,0],[0,0,2,1,1]];
// an index of 3 raises.
func TestScatterAdd(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[3,5],f32>, %i: !torch.vtensor<[2,5],si64>, %s: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.scatter_add %x, %int0, %i, %s : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[2,5],si64>, !torch.vtensor<[2,5],f32> -> !torch.vtensor<[3,5],f32>
  return %0 : !torch.vtensor<[3,5],f32>
}`
	ones := f32([]int64{2, 5}, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	res := run(t, src, f32([]int64{3, 5}), ints(64, []int64{2, 5}, 0, 1, 2, 0, 0, 0, 1, 2, 2, 2), ones)
	wantF(t, res[0], []int64{3, 5}, 0, 2, 0, 0, 1, 1, 0, 2, 0, 0, 0, 0, 0, 2, 1, 1)
	wantErr(t, src, "index 3 is out of bounds for dimension 0 with size 3", f32([]int64{3, 5}), ints(64, []int64{2, 5}, 0, 1, 2, 0, 0, 0, 1, 2, 2, 3), ones)
}

// scatterReduceSrc is input.scatter_reduce(0, index, src, reduce,
// include_self=incl) on 1-d tensors.
const scatterReduceSrc = `func.func @f(%x: !torch.vtensor<[4],f32>, %i: !torch.vtensor<[6],si64>, %s: !torch.vtensor<[6],f32>, %incl: !torch.bool) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>) {
  %int0 = torch.constant.int 0
  %sum = torch.constant.str "sum"
  %prod = torch.constant.str "prod"
  %mean = torch.constant.str "mean"
  %amax = torch.constant.str "amax"
  %amin = torch.constant.str "amin"
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %sum, %incl : !torch.vtensor<[4],f32>, !torch.int, !torch.vtensor<[6],si64>, !torch.vtensor<[6],f32>, !torch.str, !torch.bool -> !torch.vtensor<[4],f32>
  %1 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %prod, %incl : !torch.vtensor<[4],f32>, !torch.int, !torch.vtensor<[6],si64>, !torch.vtensor<[6],f32>, !torch.str, !torch.bool -> !torch.vtensor<[4],f32>
  %2 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %mean, %incl : !torch.vtensor<[4],f32>, !torch.int, !torch.vtensor<[6],si64>, !torch.vtensor<[6],f32>, !torch.str, !torch.bool -> !torch.vtensor<[4],f32>
  %3 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %amax, %incl : !torch.vtensor<[4],f32>, !torch.int, !torch.vtensor<[6],si64>, !torch.vtensor<[6],f32>, !torch.str, !torch.bool -> !torch.vtensor<[4],f32>
  %4 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %amin, %incl : !torch.vtensor<[4],f32>, !torch.int, !torch.vtensor<[6],si64>, !torch.vtensor<[6],f32>, !torch.str, !torch.bool -> !torch.vtensor<[4],f32>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
}`

// From PyTorch's docs: src = [1,2,3,4,5,6], index = [0,1,0,1,2,1],
// input = [1,2,3,4]: sum is [5,14,8,4] (include_self=False: [4,12,5,4]);
// prod [3,96,15,4] ([3,48,5,4]); mean [5/3,3.5,4,4] ([2,4,5,4]); amax
// [3,6,5,4] ([3,6,5,4]); amin [1,2,3,4] ([1,2,5,4]).
func TestScatterReduce(t *testing.T) {
	x := f32([]int64{4}, 1, 2, 3, 4)
	i := ints(64, []int64{6}, 0, 1, 0, 1, 2, 1)
	s := f32([]int64{6}, 1, 2, 3, 4, 5, 6)
	res := run(t, scatterReduceSrc, x, i, s, exec.Bool(true))
	wantF(t, res[0], []int64{4}, 0, 5, 14, 8, 4)
	wantF(t, res[1], []int64{4}, 0, 3, 96, 15, 4)
	wantF(t, res[2], []int64{4}, 1e-7, 5.0/3, 3.5, 4, 4)
	wantF(t, res[3], []int64{4}, 0, 3, 6, 5, 4)
	wantF(t, res[4], []int64{4}, 0, 1, 2, 3, 4)
	res = run(t, scatterReduceSrc, x, i, s, exec.Bool(false))
	wantF(t, res[0], []int64{4}, 0, 4, 12, 5, 4)
	wantF(t, res[1], []int64{4}, 0, 3, 48, 5, 4)
	wantF(t, res[2], []int64{4}, 0, 2, 4, 5, 4)
	wantF(t, res[3], []int64{4}, 0, 3, 6, 5, 4)
	wantF(t, res[4], []int64{4}, 0, 1, 2, 5, 4)
	// amax propagates NaN.
	res = run(t, scatterReduceSrc, x, i, f32([]int64{6}, 1, math.NaN(), 3, 4, 5, 6), exec.Bool(true))
	wantF(t, res[3], []int64{4}, 0, 3, math.NaN(), 5, 4)
}

// On integers the mean floor-divides: torch.tensor([1, 2, 3, 4])
// .scatter_reduce(0, index, torch.tensor([1, 2, 3, 4, 5, 6]), "mean") is
// [1, 3, 4, 4]; an unknown reduction raises.
func TestScatterReduceIntMean(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[4],si64>, %i: !torch.vtensor<[6],si64>, %s: !torch.vtensor<[6],si64>, %r: !torch.str) -> !torch.vtensor<[4],si64> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %r, %true : !torch.vtensor<[4],si64>, !torch.int, !torch.vtensor<[6],si64>, !torch.vtensor<[6],si64>, !torch.str, !torch.bool -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}`
	x := ints(64, []int64{4}, 1, 2, 3, 4)
	i := ints(64, []int64{6}, 0, 1, 0, 1, 2, 1)
	s := ints(64, []int64{6}, 1, 2, 3, 4, 5, 6)
	res := run(t, src, x, i, s, exec.Value{Ref: "mean"})
	wantI(t, res[0], []int64{4}, 1, 3, 4, 4)
	wantErr(t, src, "must be one of", x, i, s, exec.Value{Ref: "max"})
}

// torch.zeros(4, 2).slice_scatter(torch.ones(2, 2), 0, 1, None, 2) sets
// rows 1 and 3; torch.zeros(2, 2).select_scatter(torch.ones(2), 0, -1)
// sets row 1; a source of the wrong shape raises.
func TestSliceSelectScatter(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[4,2],f32>, %s: !torch.vtensor<[?,2],f32>, %y: !torch.vtensor<[2,2],f32>, %r: !torch.vtensor<[2],f32>) -> (!torch.vtensor<[4,2],f32>, !torch.vtensor<[2,2],f32>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %0 = torch.aten.slice_scatter %x, %s, %int0, %int1, %none, %int2 : !torch.vtensor<[4,2],f32>, !torch.vtensor<[?,2],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[4,2],f32>
  %1 = torch.aten.select_scatter %y, %r, %int0, %int-1 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2],f32>
  return %0, %1 : !torch.vtensor<[4,2],f32>, !torch.vtensor<[2,2],f32>
}`
	one := f32([]int64{2}, 1, 1)
	res := run(t, src, f32([]int64{4, 2}), f32([]int64{2, 2}, 1, 1, 1, 1), f32([]int64{2, 2}), one)
	wantF(t, res[0], []int64{4, 2}, 0, 0, 0, 1, 1, 0, 0, 1, 1)
	wantF(t, res[1], []int64{2, 2}, 0, 0, 0, 1, 1)
	wantErr(t, src, "size equal to the slice", f32([]int64{4, 2}), f32([]int64{3, 2}), f32([]int64{2, 2}), one)
}

// From PyTorch's docs: torch.zeros(5).masked_scatter(mask, source) with
// mask = [[0,0,0,1,1],[1,1,0,1,1]] and source = arange(10).reshape(2, 5)
// is [[0,0,0,0,1],[2,3,0,4,5]]; a source too small raises.
func TestMaskedScatter(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[5],f32>, %m: !torch.vtensor<[2,5],i1>, %s: !torch.vtensor<[?,5],f32>) -> !torch.vtensor<[2,5],f32> {
  %0 = torch.aten.masked_scatter %x, %m, %s : !torch.vtensor<[5],f32>, !torch.vtensor<[2,5],i1>, !torch.vtensor<[?,5],f32> -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}`
	mask := ints(1, []int64{2, 5}, 0, 0, 0, 1, 1, 1, 1, 0, 1, 1)
	res := run(t, src, f32([]int64{5}), mask, iota32(2, 5))
	wantF(t, res[0], []int64{2, 5}, 0, 0, 0, 0, 0, 1, 2, 3, 0, 4, 5)
	wantErr(t, src, "fewer than", f32([]int64{5}), mask, iota32(1, 5))
}

// x = torch.tensor([[1., 2.], [3., 4.]]): F.pad(x, (1, -1), value=9) is
// [[9,1],[9,3]] (negative pads crop); F.pad(x, (0, 0, 1, 0), value=9)
// is [[9,9],[1,2],[3,4]].
func TestConstantPad(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,2],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[3,2],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %int9 = torch.constant.int 9
  %p = torch.prim.ListConstruct %int1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.constant_pad_nd %x, %p, %int9 : !torch.vtensor<[2,2],f32>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,2],f32>
  %q = torch.prim.ListConstruct %int0, %int0, %int1, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.constant_pad_nd %x, %q, %int9 : !torch.vtensor<[2,2],f32>, !torch.list<int>, !torch.int -> !torch.vtensor<[3,2],f32>
  return %0, %1 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[3,2],f32>
}`, f32([]int64{2, 2}, 1, 2, 3, 4))
	wantF(t, res[0], []int64{2, 2}, 0, 9, 1, 9, 3)
	wantF(t, res[1], []int64{3, 2}, 0, 9, 9, 1, 2, 3, 4)
}

// Cropping more than the size raises; an odd pad list raises.
func TestConstantPadErrors(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[2],f32>, %p: !torch.list<int>) -> !torch.vtensor<[?],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.constant_pad_nd %x, %p, %int0 : !torch.vtensor<[2],f32>, !torch.list<int>, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`
	list := func(vs ...int64) exec.Value {
		l := make([]exec.Value, len(vs))
		for i, v := range vs {
			l[i] = exec.Int(v)
		}
		return listValue(l)
	}
	wantErr(t, src, "negative size", iota32(2), list(-2, -1))
	wantErr(t, src, "must be even", iota32(2), list(1))
}

// padSrc is F.pad(x, pad, mode) of a [1,4] x = [[0,1,2,3]] with
// pad = (2, 1).
const padSrc = `func.func @f(%x: !torch.vtensor<[1,4],f32>, %mode: !torch.str) -> !torch.vtensor<[1,7],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %p = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.pad %x, %p, %mode, %none : !torch.vtensor<[1,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,7],f32>
  return %0 : !torch.vtensor<[1,7],f32>
}`

// F.pad(torch.arange(4.)[None], (2, 1), mode) is [2,1,0,1,2,3,2] for
// reflect, [0,0,0,1,2,3,3] for replicate, [2,3,0,1,2,3,0] for circular
// and [0,0,0,1,2,3,0] for constant.
func TestPadModes(t *testing.T) {
	for mode, want := range map[string][]float64{
		"reflect":   {2, 1, 0, 1, 2, 3, 2},
		"replicate": {0, 0, 0, 1, 2, 3, 3},
		"circular":  {2, 3, 0, 1, 2, 3, 0},
		"constant":  {0, 0, 0, 1, 2, 3, 0},
	} {
		res := run(t, padSrc, iota32(1, 4), exec.Value{Ref: mode})
		wantF(t, res[0], []int64{1, 7}, 0, want...)
	}
	wantErr(t, padSrc, "unsupported padding mode", iota32(1, 4), exec.Value{Ref: "wrap"})
}

// x = [[[0,1],[2,3]]]: F.pad(x, (1, 1, 1, 1), "reflect") is
// [[3,2,3,2],[1,0,1,0],[3,2,3,2],[1,0,1,0]]; F.pad(x, (1, 0, 0, 1),
// "replicate") is [[0,0,1],[2,2,3],[2,2,3]].
func TestReflectionReplicationPad(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,2,2],f32>) -> (!torch.vtensor<[1,4,4],f32>, !torch.vtensor<[1,3,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %p = torch.prim.ListConstruct %int1, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.reflection_pad2d %x, %p : !torch.vtensor<[1,2,2],f32>, !torch.list<int> -> !torch.vtensor<[1,4,4],f32>
  %q = torch.prim.ListConstruct %int1, %int0, %int0, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.replication_pad2d %x, %q : !torch.vtensor<[1,2,2],f32>, !torch.list<int> -> !torch.vtensor<[1,3,3],f32>
  return %0, %1 : !torch.vtensor<[1,4,4],f32>, !torch.vtensor<[1,3,3],f32>
}`, iota32(1, 2, 2))
	wantF(t, res[0], []int64{1, 4, 4}, 0, 3, 2, 3, 2, 1, 0, 1, 0, 3, 2, 3, 2, 1, 0, 1, 0)
	wantF(t, res[1], []int64{1, 3, 3}, 0, 0, 0, 1, 2, 2, 3, 2, 2, 3)
}

// Reflection by as much as the size raises, as does a 1-d input to
// reflection_pad1d (it needs 2 or 3 dims).
func TestReflectionPadErrors(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<*,f32>, %n: !torch.int) -> !torch.vtensor<*,f32> {
  %int0 = torch.constant.int 0
  %p = torch.prim.ListConstruct %n, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.reflection_pad1d %x, %p : !torch.vtensor<*,f32>, !torch.list<int> -> !torch.vtensor<*,f32>
  return %0 : !torch.vtensor<*,f32>
}`
	wantErr(t, src, "too large", iota32(1, 2), exec.Int(2))
	wantErr(t, src, "expects a 2-d or 3-d input", iota32(2), exec.Int(1))
}

// x = torch.tensor([3., nan, 1., 3., 2.]): x.sort() is [1,2,3,3,nan]
// at [2,4,0,3,1]; x.sort(descending=True) is [nan,3,3,2,1] at
// [1,0,3,4,2] (stable); x.argsort() is [2,4,0,3,1].
func TestSort(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[5],f32>, %desc: !torch.bool) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[5],si64>, !torch.vtensor<[5],si64>) {
  %int-1 = torch.constant.int -1
  %0:2 = torch.aten.sort %x, %int-1, %desc : !torch.vtensor<[5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5],f32>, !torch.vtensor<[5],si64>
  %1 = torch.aten.argsort %x, %int-1, %desc : !torch.vtensor<[5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5],si64>
  return %0#0, %0#1, %1 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],si64>, !torch.vtensor<[5],si64>
}`
	x := f32([]int64{5}, 3, math.NaN(), 1, 3, 2)
	res := run(t, src, x, exec.Bool(false))
	wantF(t, res[0], []int64{5}, 0, 1, 2, 3, 3, math.NaN())
	wantI(t, res[1], []int64{5}, 2, 4, 0, 3, 1)
	wantI(t, res[2], []int64{5}, 2, 4, 0, 3, 1)
	res = run(t, src, x, exec.Bool(true))
	wantF(t, res[0], []int64{5}, 0, math.NaN(), 3, 3, 2, 1)
	wantI(t, res[1], []int64{5}, 1, 0, 3, 4, 2)
}

// torch.tensor([[3, -1], [1, 2]]).sort(0) is [[1,-1],[3,2]] at
// [[1,0],[0,1]]; a scalar sorts to itself at 0.
func TestSortIntsAlongDim0(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,2],si64>, %s: !torch.vtensor<[],f32>) -> (!torch.vtensor<[2,2],si64>, !torch.vtensor<[2,2],si64>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>) {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0:2 = torch.aten.sort %x, %int0, %false : !torch.vtensor<[2,2],si64>, !torch.int, !torch.bool -> !torch.vtensor<[2,2],si64>, !torch.vtensor<[2,2],si64>
  %1:2 = torch.aten.sort %s, %int0, %false : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
  return %0#0, %0#1, %1#0, %1#1 : !torch.vtensor<[2,2],si64>, !torch.vtensor<[2,2],si64>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
}`, ints(64, []int64{2, 2}, 3, -1, 1, 2), f32(nil, 7))
	wantI(t, res[0], []int64{2, 2}, 1, -1, 3, 2)
	wantI(t, res[1], []int64{2, 2}, 1, 0, 0, 1)
	wantF(t, res[2], nil, 0, 7)
	wantI(t, res[3], nil, 0)
}

// x = torch.tensor([1., 4., 2., 4., 3.]): x.topk(2) is [4,4] at [1,3];
// x.topk(2, largest=False) is [1,2] at [0,2]; x.topk(6) raises.
func TestTopk(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[5],f32>, %k: !torch.int, %largest: !torch.bool) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>) {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %0:2 = torch.aten.topk %x, %k, %int0, %largest, %true : !torch.vtensor<[5],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>
  return %0#0, %0#1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>
}`
	x := f32([]int64{5}, 1, 4, 2, 4, 3)
	res := run(t, src, x, exec.Int(2), exec.Bool(true))
	wantF(t, res[0], []int64{2}, 0, 4, 4)
	wantI(t, res[1], []int64{2}, 1, 3)
	res = run(t, src, x, exec.Int(2), exec.Bool(false))
	wantF(t, res[0], []int64{2}, 0, 1, 2)
	wantI(t, res[1], []int64{2}, 0, 2)
	wantErr(t, src, "out of range", x, exec.Int(6), exec.Bool(true))
}

// torch.tensor([[0, 1], [2, 0]]).nonzero() is [[0,1],[1,0]];
// torch.tensor(True).nonzero() has shape [1, 0].
func TestNonzero(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,2],si64>, %b: !torch.vtensor<[],i1>) -> (!torch.vtensor<[?,2],si64>, !torch.vtensor<[?,0],si64>) {
  %0 = torch.aten.nonzero %x : !torch.vtensor<[2,2],si64> -> !torch.vtensor<[?,2],si64>
  %1 = torch.aten.nonzero %b : !torch.vtensor<[],i1> -> !torch.vtensor<[?,0],si64>
  return %0, %1 : !torch.vtensor<[?,2],si64>, !torch.vtensor<[?,0],si64>
}`, ints(64, []int64{2, 2}, 0, 1, 2, 0), ints(1, nil, 1))
	wantI(t, res[0], []int64{2, 2}, 0, 1, 1, 0)
	wantI(t, res[1], []int64{1, 0})
}

// Sorting compares in the dtype: torch.tensor([200, 1, 7],
// dtype=torch.uint8).sort() is [1, 7, 200] at [1, 2, 0] (200 is not
// negative); torch.tensor([-100, 1, 7], dtype=torch.int8).sort() is
// [-100, 1, 7]; torch.tensor([True, False, True]).sort() is
// [False, True, True] at [1, 0, 2].
func TestSortDtypes(t *testing.T) {
	res := run(t, `func.func @f(%u: !torch.vtensor<[3],ui8>, %s: !torch.vtensor<[3],si8>, %b: !torch.vtensor<[3],i1>) -> (!torch.vtensor<[3],ui8>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si8>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],si64>) {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0:2 = torch.aten.sort %u, %int0, %false : !torch.vtensor<[3],ui8>, !torch.int, !torch.bool -> !torch.vtensor<[3],ui8>, !torch.vtensor<[3],si64>
  %1:2 = torch.aten.sort %s, %int0, %false : !torch.vtensor<[3],si8>, !torch.int, !torch.bool -> !torch.vtensor<[3],si8>, !torch.vtensor<[3],si64>
  %2:2 = torch.aten.sort %b, %int0, %false : !torch.vtensor<[3],i1>, !torch.int, !torch.bool -> !torch.vtensor<[3],i1>, !torch.vtensor<[3],si64>
  return %0#0, %0#1, %1#0, %2#0, %2#1 : !torch.vtensor<[3],ui8>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si8>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],si64>
}`, ints(8, []int64{3}, 200, 1, 7), ints(8, []int64{3}, -100, 1, 7), ints(1, []int64{3}, 1, 0, 1))
	wantI(t, res[0], []int64{3}, 1, 7, exec.Wrap(200, 8))
	wantI(t, res[1], []int64{3}, 1, 2, 0)
	wantI(t, res[2], []int64{3}, -100, 1, 7)
	wantI(t, res[3], []int64{3}, 0, 1, 1)
	wantI(t, res[4], []int64{3}, 1, 0, 2)
}

// Empty tensors: torch.zeros(2, 0).sort(1) and .topk(0, 1) are empty;
// torch.zeros(3).nonzero() has shape [0, 1]; torch.gather(torch.zeros(2),
// 0, torch.zeros(0, dtype=torch.int64)) is empty;
// F.pad(torch.arange(2.)[None], (1, 1), "reflect") is [[1,0,1,0]].
func TestIndexingEmptyTensors(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,0],f32>, %z: !torch.vtensor<[3],f32>, %i: !torch.vtensor<[0],si64>, %y: !torch.vtensor<[1,2],f32>) -> (!torch.vtensor<[2,0],f32>, !torch.vtensor<[2,0],si64>, !torch.vtensor<[2,0],f32>, !torch.vtensor<[?,1],si64>, !torch.vtensor<[0],f32>, !torch.vtensor<[1,4],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %0:2 = torch.aten.sort %x, %int1, %false : !torch.vtensor<[2,0],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,0],f32>, !torch.vtensor<[2,0],si64>
  %1:2 = torch.aten.topk %x, %int0, %int1, %true, %true : !torch.vtensor<[2,0],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,0],f32>, !torch.vtensor<[2,0],si64>
  %2 = torch.aten.nonzero %z : !torch.vtensor<[3],f32> -> !torch.vtensor<[?,1],si64>
  %3 = torch.aten.gather %z, %int0, %i, %false : !torch.vtensor<[3],f32>, !torch.int, !torch.vtensor<[0],si64>, !torch.bool -> !torch.vtensor<[0],f32>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %4 = torch.aten.reflection_pad1d %y, %p : !torch.vtensor<[1,2],f32>, !torch.list<int> -> !torch.vtensor<[1,4],f32>
  return %0#0, %0#1, %1#0, %2, %3, %4 : !torch.vtensor<[2,0],f32>, !torch.vtensor<[2,0],si64>, !torch.vtensor<[2,0],f32>, !torch.vtensor<[?,1],si64>, !torch.vtensor<[0],f32>, !torch.vtensor<[1,4],f32>
}`, iota32(2, 0), f32([]int64{3}), ints(64, []int64{0}), iota32(1, 2))
	wantF(t, res[0], []int64{2, 0}, 0)
	wantI(t, res[1], []int64{2, 0})
	wantF(t, res[2], []int64{2, 0}, 0)
	wantI(t, res[3], []int64{0, 1})
	wantF(t, res[4], []int64{0}, 0)
	wantF(t, res[5], []int64{1, 4}, 0, 1, 0, 1, 0)
}
