package torchexec_test

import (
	"testing"

	"github.com/strata-compiler/strata/dialects/torch/torchexec"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// iota32 is an f32 tensor of the given shape holding 0, 1, 2, ...
// (torch.arange(n, dtype=torch.float32).reshape(shape)).
func iota32(shape ...int64) exec.Value {
	n := exec.NumElements(shape)
	vals := make([]float64, n)
	for i := range vals {
		vals[i] = float64(i)
	}
	return f32(shape, vals...)
}

// listOf returns the tensors of a list result.
func listOf(t *testing.T, v exec.Value) []exec.Value {
	t.Helper()
	l, ok := v.Ref.(*torchexec.List)
	if !ok {
		t.Fatalf("result is not a list: %#v", v.Ref)
	}
	return *l
}

// x = torch.arange(6.).reshape(2, 3); x.view(3, -1) is
// [[0,1],[2,3],[4,5]] and x.reshape(-1) is [0..5].
func TestViewReshape(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[3,2],f32>, !torch.vtensor<[6],f32>) {
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %s = torch.prim.ListConstruct %int3, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %s : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
  %s1 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.reshape %x, %s1 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[6],f32>
  return %0, %1 : !torch.vtensor<[3,2],f32>, !torch.vtensor<[6],f32>
}`, iota32(2, 3))
	wantF(t, res[0], []int64{3, 2}, 0, 0, 1, 2, 3, 4, 5)
	wantF(t, res[1], []int64{6}, 0, 0, 1, 2, 3, 4, 5)
}

// A dynamic input: torch.zeros(0, 3).reshape(-1, 3) has shape [0, 3];
// torch.tensor([7.]).view([]) is a scalar.
func TestReshapeEmptyAndScalar(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[?,3],f32>, %y: !torch.vtensor<[1],f32>) -> (!torch.vtensor<[?,3],f32>, !torch.vtensor<[],f32>) {
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %s = torch.prim.ListConstruct %int-1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.reshape %x, %s : !torch.vtensor<[?,3],f32>, !torch.list<int> -> !torch.vtensor<[?,3],f32>
  %e = torch.prim.ListConstruct : () -> !torch.list<int>
  %1 = torch.aten.view %y, %e : !torch.vtensor<[1],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
  return %0, %1 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[],f32>
}`
	res := run(t, src, iota32(0, 3), f32([]int64{1}, 7))
	wantF(t, res[0], []int64{0, 3}, 0)
	wantF(t, res[1], nil, 0, 7)
}

// torch.arange(6.).view(4, -1) and .view(-1, -1) raise.
func TestViewErrors(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[6],f32>, %a: !torch.int, %b: !torch.int) -> !torch.vtensor<[?,?],f32> {
  %s = torch.prim.ListConstruct %a, %b : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %s : !torch.vtensor<[6],f32>, !torch.list<int> -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}`
	wantErr(t, src, "invalid for input of size 6", iota32(6), exec.Int(4), exec.Int(-1))
	wantErr(t, src, "only one dimension can be inferred", iota32(6), exec.Int(-1), exec.Int(-1))
	wantErr(t, src, "invalid shape dimension -2", iota32(6), exec.Int(-2), exec.Int(3))
	res := run(t, src, iota32(6), exec.Int(2), exec.Int(-1))
	wantF(t, res[0], []int64{2, 3}, 0, 0, 1, 2, 3, 4, 5)
}

// x.view_as(y) and x.reshape_as(y) take y's shape.
func TestViewAs(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,2],si64>, %y: !torch.vtensor<[4],f32>) -> (!torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>) {
  %0 = torch.aten.view_as %x, %y : !torch.vtensor<[2,2],si64>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],si64>
  %1 = torch.aten.reshape_as %x, %y : !torch.vtensor<[2,2],si64>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],si64>
  return %0, %1 : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
}`, ints(64, []int64{2, 2}, 1, 2, 3, 4), iota32(4))
	wantI(t, res[0], []int64{4}, 1, 2, 3, 4)
	wantI(t, res[1], []int64{4}, 1, 2, 3, 4)
}

// x = torch.arange(24.).reshape(2, 3, 4); x.permute(2, 0, 1)[k][i][j] is
// x[i][j][k]: its first row is x[0,:,0] = [0, 4, 8].
func TestPermute(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[4,2,3],f32> {
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %int-2 = torch.constant.int -2
  %p = torch.prim.ListConstruct %int2, %int0, %int-2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.permute %x, %p : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[4,2,3],f32>
  return %0 : !torch.vtensor<[4,2,3],f32>
}`, iota32(2, 3, 4))
	wantF(t, res[0], []int64{4, 2, 3}, 0,
		0, 4, 8, 12, 16, 20,
		1, 5, 9, 13, 17, 21,
		2, 6, 10, 14, 18, 22,
		3, 7, 11, 15, 19, 23)
}

// x.permute(0, 0) raises (not a permutation).
func TestPermuteRepeatedDim(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2,2],f32>, %a: !torch.int) -> !torch.vtensor<[?,?],f32> {
  %p = torch.prim.ListConstruct %a, %a : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.permute %x, %p : !torch.vtensor<[2,2],f32>, !torch.list<int> -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}`, "repeated dim", iota32(2, 2), exec.Int(0))
}

// x = torch.arange(6.).reshape(2, 3): x.transpose(-1, 0) and x.t() are
// [[0,3],[1,4],[2,5]]; a 1-d tensor's t() is itself; torch.tensor(5.)
// .transpose(0, -1) is 5.
func TestTranspose(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,3],f32>, %v: !torch.vtensor<[2],f32>, %s: !torch.vtensor<[],f32>) -> (!torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[],f32>) {
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %0 = torch.aten.transpose.int %x, %int-1, %int0 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2],f32>
  %1 = torch.aten.t %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[3,2],f32>
  %2 = torch.aten.t %v : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  %3 = torch.aten.transpose.int %s, %int0, %int-1 : !torch.vtensor<[],f32>, !torch.int, !torch.int -> !torch.vtensor<[],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[],f32>
}`, iota32(2, 3), f32([]int64{2}, 7, 8), f32(nil, 5))
	wantF(t, res[0], []int64{3, 2}, 0, 0, 3, 1, 4, 2, 5)
	wantF(t, res[1], []int64{3, 2}, 0, 0, 3, 1, 4, 2, 5)
	wantF(t, res[2], []int64{2}, 0, 7, 8)
	wantF(t, res[3], nil, 0, 5)
}

// t() of a 3-d tensor raises; transpose by an out-of-range dim raises.
func TestTransposeErrors(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<*,f32>) -> !torch.vtensor<*,f32> {
  %0 = torch.aten.t %x : !torch.vtensor<*,f32> -> !torch.vtensor<*,f32>
  return %0 : !torch.vtensor<*,f32>
}`, "<= 2 dimensions", iota32(1, 1, 1))
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2,2],f32>, %d: !torch.int) -> !torch.vtensor<[2,2],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.transpose.int %x, %d, %int0 : !torch.vtensor<[2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2],f32>
  return %0 : !torch.vtensor<[2,2],f32>
}`, "out of range", iota32(2, 2), exec.Int(2))
}

// x = torch.zeros(2, 1, 3, 1): x.squeeze(1) is [2,3,1], x.squeeze(0) is
// unchanged, x.squeeze((-1, 1)) is [2,3]; torch.tensor(1.).squeeze(0)
// and .unsqueeze(0) are [] and [1]; x.unsqueeze(-1) is [2,1,3,1,1].
func TestSqueezeUnsqueeze(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,1,3,1],f32>, %s: !torch.vtensor<[],f32>) -> (!torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,1,3,1],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,1,3,1,1],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %0 = torch.aten.squeeze.dim %x, %int1 : !torch.vtensor<[2,1,3,1],f32>, !torch.int -> !torch.vtensor<[2,3,1],f32>
  %1 = torch.aten.squeeze.dim %x, %int0 : !torch.vtensor<[2,1,3,1],f32>, !torch.int -> !torch.vtensor<[2,1,3,1],f32>
  %ds = torch.prim.ListConstruct %int-1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.squeeze.dims %x, %ds : !torch.vtensor<[2,1,3,1],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  %3 = torch.aten.squeeze.dim %s, %int0 : !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[],f32>
  %4 = torch.aten.unsqueeze %s, %int0 : !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[1],f32>
  %5 = torch.aten.unsqueeze %x, %int-1 : !torch.vtensor<[2,1,3,1],f32>, !torch.int -> !torch.vtensor<[2,1,3,1,1],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,1,3,1],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,1,3,1,1],f32>
}`, iota32(2, 1, 3, 1), f32(nil, 9))
	six := []float64{0, 1, 2, 3, 4, 5}
	wantF(t, res[0], []int64{2, 3, 1}, 0, six...)
	wantF(t, res[1], []int64{2, 1, 3, 1}, 0, six...)
	wantF(t, res[2], []int64{2, 3}, 0, six...)
	wantF(t, res[3], nil, 0, 9)
	wantF(t, res[4], []int64{1}, 0, 9)
	wantF(t, res[5], []int64{2, 1, 3, 1, 1}, 0, six...)
}

// x.squeeze((1, 1)) raises: a dim may not repeat.
func TestSqueezeRepeatedDim(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2,1],f32>, %d: !torch.int) -> !torch.vtensor<[?],f32> {
  %ds = torch.prim.ListConstruct %d, %d : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.squeeze.dims %x, %ds : !torch.vtensor<[2,1],f32>, !torch.list<int> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`, "multiple times", iota32(2, 1), exec.Int(1))
}

// x = torch.tensor([[1.], [2.]]): x.expand(3, -1, 2) is three copies of
// [[1,1],[2,2]]; x.expand_as(torch.zeros(2, 2)) is [[1,1],[2,2]].
func TestExpand(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,1],f32>, %y: !torch.vtensor<[2,2],f32>) -> (!torch.vtensor<[3,2,2],f32>, !torch.vtensor<[2,2],f32>) {
  %int3 = torch.constant.int 3
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %int3, %int-1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.expand %x, %s, %false : !torch.vtensor<[2,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,2,2],f32>
  %1 = torch.aten.expand_as %x, %y : !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,2],f32> -> !torch.vtensor<[2,2],f32>
  return %0, %1 : !torch.vtensor<[3,2,2],f32>, !torch.vtensor<[2,2],f32>
}`, f32([]int64{2, 1}, 1, 2), iota32(2, 2))
	wantF(t, res[0], []int64{3, 2, 2}, 0, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2)
	wantF(t, res[1], []int64{2, 2}, 0, 1, 1, 2, 2)
}

// x.expand(3, 2) of a [2,1] x raises (2 can't become 3); -1 in a new
// leading dim raises; expanding a size-1 dim to 0 is empty.
func TestExpandErrors(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[2,1],f32>, %a: !torch.int, %b: !torch.int, %c: !torch.int) -> !torch.vtensor<[?,?,?],f32> {
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %a, %b, %c : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.expand %x, %s, %false : !torch.vtensor<[2,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,?,?],f32>
  return %0 : !torch.vtensor<[?,?,?],f32>
}`
	x := f32([]int64{2, 1}, 1, 2)
	wantErr(t, src, "must match the existing size 2", x, exec.Int(1), exec.Int(3), exec.Int(2))
	wantErr(t, src, "leading, non-existing dimension", x, exec.Int(-1), exec.Int(2), exec.Int(2))
	wantErr(t, src, "too many elements", x, exec.Int(1<<40), exec.Int(2), exec.Int(1<<30))
	res := run(t, src, x, exec.Int(4), exec.Int(2), exec.Int(0))
	wantF(t, res[0], []int64{4, 2, 0}, 0)
}

// x = torch.arange(10.): x[None:100:3] is [0,3,6,9], x[-3:] is [7,8,9],
// x[5:2] is empty.
func TestSlice(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[10],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[0],f32>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int5 = torch.constant.int 5
  %int-3 = torch.constant.int -3
  %int100 = torch.constant.int 100
  %0 = torch.aten.slice.Tensor %x, %int0, %none, %int100, %int3 : !torch.vtensor<[10],f32>, !torch.int, !torch.none, !torch.int, !torch.int -> !torch.vtensor<[4],f32>
  %1 = torch.aten.slice.Tensor %x, %int0, %int-3, %none, %int1 : !torch.vtensor<[10],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[3],f32>
  %2 = torch.aten.slice.Tensor %x, %int0, %int5, %int2, %int1 : !torch.vtensor<[10],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[0],f32>
  return %0, %1, %2 : !torch.vtensor<[4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[0],f32>
}`, iota32(10))
	wantF(t, res[0], []int64{4}, 0, 0, 3, 6, 9)
	wantF(t, res[1], []int64{3}, 0, 7, 8, 9)
	wantF(t, res[2], []int64{0}, 0)
}

// x = torch.arange(6.).reshape(2, 3): x[:, -2:] along a dynamic dim is
// [[1,2],[4,5]]; a step of 0 raises.
func TestSliceDynamicAndStepError(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[?,?],f32>, %step: !torch.int) -> !torch.vtensor<[?,?],f32> {
  %none = torch.constant.none
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  %0 = torch.aten.slice.Tensor %x, %int-1, %int-2, %none, %step : !torch.vtensor<[?,?],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}`
	res := run(t, src, iota32(2, 3), exec.Int(1))
	wantF(t, res[0], []int64{2, 2}, 0, 1, 2, 4, 5)
	wantErr(t, src, "step must be positive", iota32(2, 3), exec.Int(0))
}

// x = torch.arange(6.).reshape(2, 3): x.select(1, -1) is [2, 5];
// x.narrow(1, -2, 2) is [[1,2],[4,5]]; x.select(0, 2) raises.
func TestSelectNarrow(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[2,3],f32>, %i: !torch.int) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  %0 = torch.aten.select.int %x, %int1, %int-1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
  %1 = torch.aten.narrow %x, %int1, %int-2, %int2 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2],f32>
  %2 = torch.aten.select.int %x, %int0, %i : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  return %0, %1, %2 : !torch.vtensor<[2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[3],f32>
}`
	res := run(t, src, iota32(2, 3), exec.Int(-2))
	wantF(t, res[0], []int64{2}, 0, 2, 5)
	wantF(t, res[1], []int64{2, 2}, 0, 1, 2, 4, 5)
	wantF(t, res[2], []int64{3}, 0, 0, 1, 2)
	wantErr(t, src, "index 2 is out of bounds for dimension 0 with size 2", iota32(2, 3), exec.Int(2))
}

// x.narrow(0, 1, 2) of a 2-row x raises (1 + 2 > 2).
func TestNarrowError(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2],f32>, %n: !torch.int) -> !torch.vtensor<[?],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.narrow %x, %int0, %int1, %n : !torch.vtensor<[2],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`, "exceeds dimension size", iota32(2), exec.Int(2))
}

// torch.cat([a, torch.tensor([]), b], -1) of a = [[0,1],[2,3]] and
// b = [[7],[8]] is [[0,1,7],[2,3,8]]: the 1-d empty tensor is skipped.
func TestCat(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2,2],f32>, %e: !torch.vtensor<[0],f32>, %b: !torch.vtensor<[2,1],f32>) -> !torch.vtensor<[2,3],f32> {
  %int-1 = torch.constant.int -1
  %l = torch.prim.ListConstruct %a, %e, %b : (!torch.vtensor<[2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[2,1],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.cat %l, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}`, iota32(2, 2), iota32(0), f32([]int64{2, 1}, 7, 8))
	wantF(t, res[0], []int64{2, 3}, 0, 0, 1, 7, 2, 3, 8)
}

// torch.cat of [2,2] and [3,1] along dim 1 raises (dim 0 differs).
func TestCatMismatch(t *testing.T) {
	wantErr(t, `func.func @f(%a: !torch.vtensor<[?,?],f32>, %b: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %int1 = torch.constant.int 1
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[?,?],f32>, !torch.vtensor<[?,?],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.cat %l, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}`, "sizes of tensors must match", iota32(2, 2), iota32(3, 1))
}

// a = [0,1], b = [2,3]: torch.stack([a, b], 1) is [[0,2],[1,3]];
// torch.hstack([a, b]) is [0,1,2,3]; torch.hstack of [[0],[1]] and
// [[2],[3]] is [[0,2],[1,3]].
func TestStackHstack(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[2],f32>, %c: !torch.vtensor<[2,1],f32>, %d: !torch.vtensor<[2,1],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[2,2],f32>) {
  %int1 = torch.constant.int 1
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.stack %l, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,2],f32>
  %1 = torch.aten.hstack %l : !torch.list<vtensor> -> !torch.vtensor<[4],f32>
  %m = torch.prim.ListConstruct %c, %d : (!torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>) -> !torch.list<vtensor>
  %2 = torch.aten.hstack %m : !torch.list<vtensor> -> !torch.vtensor<[2,2],f32>
  return %0, %1, %2 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[2,2],f32>
}`, f32([]int64{2}, 0, 1), f32([]int64{2}, 2, 3), f32([]int64{2, 1}, 0, 1), f32([]int64{2, 1}, 2, 3))
	wantF(t, res[0], []int64{2, 2}, 0, 0, 2, 1, 3)
	wantF(t, res[1], []int64{4}, 0, 0, 1, 2, 3)
	wantF(t, res[2], []int64{2, 2}, 0, 0, 2, 1, 3)
}

// torch.stack of tensors of different shapes raises.
func TestStackMismatch(t *testing.T) {
	wantErr(t, `func.func @f(%a: !torch.vtensor<[?],f32>, %b: !torch.vtensor<[?],f32>) -> !torch.vtensor<[2,?],f32> {
  %int0 = torch.constant.int 0
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.stack %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,?],f32>
  return %0 : !torch.vtensor<[2,?],f32>
}`, "equal size", iota32(2), iota32(3))
}

// torch.zeros(2,3,4).flatten(1) is [2,12]; torch.tensor(3.).flatten() is
// [3.]; torch.arange(6.).unflatten(0, (2, -1)) is [2,3].
func TestFlattenUnflatten(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,3,4],f32>, %s: !torch.vtensor<[],f32>, %v: !torch.vtensor<[6],f32>) -> (!torch.vtensor<[2,12],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %0 = torch.aten.flatten.using_ints %x, %int1, %int-1 : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,12],f32>
  %1 = torch.aten.flatten.using_ints %s, %int0, %int-1 : !torch.vtensor<[],f32>, !torch.int, !torch.int -> !torch.vtensor<[1],f32>
  %sz = torch.prim.ListConstruct %int2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.unflatten.int %v, %int0, %sz : !torch.vtensor<[6],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  return %0, %1, %2 : !torch.vtensor<[2,12],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,3],f32>
}`, iota32(2, 3, 4), f32(nil, 3), iota32(6))
	if got := res[0].Tensor(); got.Shape[0] != 2 || got.Shape[1] != 12 || got.Float(13) != 13 {
		t.Errorf("flatten: %v", got)
	}
	wantF(t, res[1], []int64{1}, 0, 3)
	wantF(t, res[2], []int64{2, 3}, 0, 0, 1, 2, 3, 4, 5)
}

// x.flatten(1, 0) raises (start after end); unflatten(0, (4, -1)) of 6
// elements raises.
func TestFlattenErrors(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[?],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.flatten.using_ints %x, %int1, %int0 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`, "cannot come after", iota32(2, 3))
	wantErr(t, `func.func @f(%x: !torch.vtensor<[6],f32>) -> !torch.vtensor<[?,?],f32> {
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  %int-1 = torch.constant.int -1
  %sz = torch.prim.ListConstruct %int4, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.unflatten.int %x, %int0, %sz : !torch.vtensor<[6],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}`, "invalid for input of size 6", iota32(6))
}

// clone, contiguous, alias, alias_copy and detach return the elements;
// the result is a fresh tensor.
func TestCopiesOfSelf(t *testing.T) {
	x := ints(1, []int64{3}, 1, 0, 1)
	res := run(t, `func.func @f(%x: !torch.vtensor<[3],i1>) -> (!torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %0 = torch.aten.clone %x, %none : !torch.vtensor<[3],i1>, !torch.none -> !torch.vtensor<[3],i1>
  %1 = torch.aten.contiguous %x, %int0 : !torch.vtensor<[3],i1>, !torch.int -> !torch.vtensor<[3],i1>
  %2 = torch.aten.alias %x : !torch.vtensor<[3],i1> -> !torch.vtensor<[3],i1>
  %3 = torch.aten.alias_copy %x : !torch.vtensor<[3],i1> -> !torch.vtensor<[3],i1>
  %4 = torch.aten.detach %x : !torch.vtensor<[3],i1> -> !torch.vtensor<[3],i1>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>
}`, x)
	for _, r := range res {
		wantI(t, r, []int64{3}, 1, 0, 1)
		if r.Tensor() == x.Tensor() {
			t.Errorf("the result aliases the input")
		}
	}
}

// torch.zeros(2, 3).copy_(torch.tensor([1, 2, 3])) is [[1,2,3],[1,2,3]]
// (broadcast, converted to float); a source of 2 elements raises.
func TestCopy(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[2,3],f32>, %y: !torch.vtensor<[?],si64>) -> !torch.vtensor<[2,3],f32> {
  %false = torch.constant.bool false
  %0 = torch.aten.copy %x, %y, %false : !torch.vtensor<[2,3],f32>, !torch.vtensor<[?],si64>, !torch.bool -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}`
	res := run(t, src, iota32(2, 3), ints(64, []int64{3}, 1, 2, 3))
	wantF(t, res[0], []int64{2, 3}, 0, 1, 2, 3, 1, 2, 3)
	wantErr(t, src, "does not broadcast", iota32(2, 3), ints(64, []int64{2}, 1, 2))
}

// torch.arange(6.).as_strided((2, 3), (2, 1), 1) is [[1,2,3],[3,4,5]];
// offset 2 would read element 6 and raises.
func TestAsStrided(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[6],f32>, %off: !torch.int) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %size = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %stride = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.as_strided %x, %size, %stride, %off : !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}`
	res := run(t, src, iota32(6), exec.Int(1))
	wantF(t, res[0], []int64{2, 3}, 0, 1, 2, 3, 3, 4, 5)
	wantErr(t, src, "storage of 6 elements", iota32(6), exec.Int(2))
}

// x = torch.arange(5.): x.split(2) is [0,1], [2,3], [4];
// x.split_with_sizes([1, 4]) is [0], [1,2,3,4]; x.chunk(3) is
// [0,1], [2,3], [4]; torch.arange(6.).reshape(2, 3).unbind(1) is
// [0,3], [1,4], [2,5].
func TestSplits(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[5],f32>, %y: !torch.vtensor<[2,3],f32>) -> (!torch.list<vtensor>, !torch.list<vtensor>, !torch.list<vtensor>, !torch.list<vtensor>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %0 = torch.aten.split.Tensor %x, %int2, %int0 : !torch.vtensor<[5],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  %s = torch.prim.ListConstruct %int1, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.split_with_sizes %x, %s, %int0 : !torch.vtensor<[5],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
  %2 = torch.aten.chunk %x, %int3, %int0 : !torch.vtensor<[5],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  %3 = torch.aten.unbind.int %y, %int1 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.list<vtensor>
  return %0, %1, %2, %3 : !torch.list<vtensor>, !torch.list<vtensor>, !torch.list<vtensor>, !torch.list<vtensor>
}`, iota32(5), iota32(2, 3))
	check := func(l []exec.Value, want ...[]float64) {
		t.Helper()
		if len(l) != len(want) {
			t.Fatalf("%d pieces, want %d", len(l), len(want))
		}
		for i, w := range want {
			wantF(t, l[i], []int64{int64(len(w))}, 0, w...)
		}
	}
	check(listOf(t, res[0]), []float64{0, 1}, []float64{2, 3}, []float64{4})
	check(listOf(t, res[1]), []float64{0}, []float64{1, 2, 3, 4})
	check(listOf(t, res[2]), []float64{0, 1}, []float64{2, 3}, []float64{4})
	check(listOf(t, res[3]), []float64{0, 3}, []float64{1, 4}, []float64{2, 5})
}

// torch.arange(6.).chunk(4) is 3 pieces of 2 (split size ceil(6/4));
// torch.zeros(0).chunk(2) is 2 empty pieces.
func TestChunkSizes(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[?],f32>, %n: !torch.int) -> !torch.list<vtensor> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.chunk %x, %n, %int0 : !torch.vtensor<[?],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  return %0 : !torch.list<vtensor>
}`
	l := listOf(t, run(t, src, iota32(6), exec.Int(4))[0])
	if len(l) != 3 {
		t.Fatalf("%d chunks, want 3", len(l))
	}
	wantF(t, l[2], []int64{2}, 0, 4, 5)
	l = listOf(t, run(t, src, iota32(0), exec.Int(2))[0])
	if len(l) != 2 {
		t.Fatalf("%d chunks, want 2", len(l))
	}
	wantF(t, l[1], []int64{0}, 0)
	wantErr(t, src, "greater than 0", iota32(6), exec.Int(0))
}

// split_with_sizes([1, 2]) of 5 elements raises; split(0) of a non-empty
// dim raises.
func TestSplitErrors(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[5],f32>) -> !torch.list<vtensor> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.split_with_sizes %x, %s, %int0 : !torch.vtensor<[5],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
  return %0 : !torch.list<vtensor>
}`, "sum exactly to 5", iota32(5))
	wantErr(t, `func.func @f(%x: !torch.vtensor<[5],f32>) -> !torch.list<vtensor> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.split.Tensor %x, %int0, %int0 : !torch.vtensor<[5],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  return %0 : !torch.list<vtensor>
}`, "split_size can only be 0", iota32(5))
}

// x = torch.arange(6.).reshape(2, 3): x.flip(0, -1) is [[5,4,3],[2,1,0]];
// x.roll(1, 1) is [[2,0,1],[5,3,4]]; x.roll(-1) (flattened) is
// [[1,2,3],[4,5,0]].
func TestFlipRoll(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %d = torch.prim.ListConstruct %int0, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.flip %x, %d : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.roll %x, %s, %s : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  %m = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %e = torch.prim.ListConstruct : () -> !torch.list<int>
  %2 = torch.aten.roll %x, %m, %e : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  return %0, %1, %2 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
}`, iota32(2, 3))
	wantF(t, res[0], []int64{2, 3}, 0, 5, 4, 3, 2, 1, 0)
	wantF(t, res[1], []int64{2, 3}, 0, 2, 0, 1, 5, 3, 4)
	wantF(t, res[2], []int64{2, 3}, 0, 1, 2, 3, 4, 5, 0)
}

// x = torch.tensor([[1, 2]]): x.repeat(2, 1, 2) is
// [[[1,2,1,2]],[[1,2,1,2]]]; x.repeat_interleave(2) is [1,1,2,2];
// x.repeat_interleave(2, 0) is [[1,2],[1,2]].
func TestRepeat(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,2],si64>) -> (!torch.vtensor<[2,1,4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[2,2],si64>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %r = torch.prim.ListConstruct %int2, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.repeat %x, %r : !torch.vtensor<[1,2],si64>, !torch.list<int> -> !torch.vtensor<[2,1,4],si64>
  %1 = torch.aten.repeat_interleave.self_int %x, %int2, %none, %none : !torch.vtensor<[1,2],si64>, !torch.int, !torch.none, !torch.none -> !torch.vtensor<[4],si64>
  %2 = torch.aten.repeat_interleave.self_int %x, %int2, %int0, %none : !torch.vtensor<[1,2],si64>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[2,2],si64>
  return %0, %1, %2 : !torch.vtensor<[2,1,4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[2,2],si64>
}`, ints(64, []int64{1, 2}, 1, 2))
	wantI(t, res[0], []int64{2, 1, 4}, 1, 2, 1, 2, 1, 2, 1, 2)
	wantI(t, res[1], []int64{4}, 1, 1, 2, 2)
	wantI(t, res[2], []int64{2, 2}, 1, 2, 1, 2)
}

// x.repeat(2) of a 2-d x raises (fewer repeats than dims); negative
// repeats raise.
func TestRepeatErrors(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[1,2],f32>) -> !torch.vtensor<[?],f32> {
  %int2 = torch.constant.int 2
  %r = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.repeat %x, %r : !torch.vtensor<[1,2],f32>, !torch.list<int> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`, "can not be smaller", iota32(1, 2))
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2],f32>, %n: !torch.int) -> !torch.vtensor<[?],f32> {
  %none = torch.constant.none
  %0 = torch.aten.repeat_interleave.self_int %x, %n, %none, %none : !torch.vtensor<[2],f32>, !torch.int, !torch.none, !torch.none -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`, "negative", iota32(2), exec.Int(-1))
}

// x = torch.arange(1., 10.).reshape(3, 3): x.tril() is
// [[1,0,0],[4,5,0],[7,8,9]], x.triu(1) is [[0,2,3],[0,0,6],[0,0,0]],
// x.tril(-1) is [[0,0,0],[4,0,0],[7,8,0]].
func TestTrilTriu(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[3,3],f32>) -> (!torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %0 = torch.aten.tril %x, %int0 : !torch.vtensor<[3,3],f32>, !torch.int -> !torch.vtensor<[3,3],f32>
  %1 = torch.aten.triu %x, %int1 : !torch.vtensor<[3,3],f32>, !torch.int -> !torch.vtensor<[3,3],f32>
  %2 = torch.aten.tril %x, %int-1 : !torch.vtensor<[3,3],f32>, !torch.int -> !torch.vtensor<[3,3],f32>
  return %0, %1, %2 : !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],f32>
}`, f32([]int64{3, 3}, 1, 2, 3, 4, 5, 6, 7, 8, 9))
	wantF(t, res[0], []int64{3, 3}, 0, 1, 0, 0, 4, 5, 0, 7, 8, 9)
	wantF(t, res[1], []int64{3, 3}, 0, 0, 2, 3, 0, 0, 6, 0, 0, 0)
	wantF(t, res[2], []int64{3, 3}, 0, 0, 0, 0, 4, 0, 0, 7, 8, 0)
}

// triu of a batch works on the last two dims: torch.ones(2, 2, 2).triu()
// is [[1,1],[0,1]] twice; a 1-d input raises.
func TestTriuBatchAndError(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[?,2,2],f32>) -> !torch.vtensor<[?,2,2],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.triu %x, %int0 : !torch.vtensor<[?,2,2],f32>, !torch.int -> !torch.vtensor<[?,2,2],f32>
  return %0 : !torch.vtensor<[?,2,2],f32>
}`
	res := run(t, src, f32([]int64{2, 2, 2}, 1, 1, 1, 1, 1, 1, 1, 1))
	wantF(t, res[0], []int64{2, 2, 2}, 0, 1, 1, 0, 1, 1, 1, 0, 1)
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.tril %x, %int0 : !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}`, "at least 2 dims", iota32(2))
}

// x = torch.arange(12.).reshape(3, 4): x.diagonal() is [0,5,10],
// x.diagonal(1) is [1,6,11], x.diagonal(-1) is [4,9],
// x.diagonal(0, 1, 0) is [0,5,10]; y = torch.arange(8.).reshape(2,2,2):
// y.diagonal(0, 0, 2) is [[0,5],[2,7]] (batch dim 1 first).
func TestDiagonal(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[2,2,2],f32>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[0],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %int9 = torch.constant.int 9
  %0 = torch.aten.diagonal %x, %int0, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  %1 = torch.aten.diagonal %x, %int1, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  %2 = torch.aten.diagonal %x, %int-1, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
  %3 = torch.aten.diagonal %x, %int0, %int1, %int0 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  %4 = torch.aten.diagonal %y, %int0, %int0, %int2 : !torch.vtensor<[2,2,2],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2],f32>
  %5 = torch.aten.diagonal %x, %int9, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[0],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[0],f32>
}`, iota32(3, 4), iota32(2, 2, 2))
	wantF(t, res[0], []int64{3}, 0, 0, 5, 10)
	wantF(t, res[1], []int64{3}, 0, 1, 6, 11)
	wantF(t, res[2], []int64{2}, 0, 4, 9)
	wantF(t, res[3], []int64{3}, 0, 0, 5, 10)
	wantF(t, res[4], []int64{2, 2}, 0, 0, 5, 2, 7)
	wantF(t, res[5], []int64{0}, 0)
}

// torch.nn.functional.pixel_shuffle(torch.arange(8.).reshape(1, 4, 1, 2), 2)
// has out[0,0,y,x] = in[0, 2*(y%2)+x%2, y/2, x/2]: [[0,2,1,3],[4,6,5,7]].
func TestPixelShuffle(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,4,1,2],f32>) -> !torch.vtensor<[1,1,2,4],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.pixel_shuffle %x, %int2 : !torch.vtensor<[1,4,1,2],f32>, !torch.int -> !torch.vtensor<[1,1,2,4],f32>
  return %0 : !torch.vtensor<[1,1,2,4],f32>
}`, iota32(1, 4, 1, 2))
	wantF(t, res[0], []int64{1, 1, 2, 4}, 0, 0, 2, 1, 3, 4, 6, 5, 7)
	wantErr(t, `func.func @f(%x: !torch.vtensor<[1,3,1,1],f32>) -> !torch.vtensor<[?,?,?,?],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.pixel_shuffle %x, %int2 : !torch.vtensor<[1,3,1,1],f32>, !torch.int -> !torch.vtensor<[?,?,?,?],f32>
  return %0 : !torch.vtensor<[?,?,?,?],f32>
}`, "divisible", iota32(1, 3, 1, 1))
}

// torch.nn.functional.unfold(torch.arange(9.).reshape(1, 1, 3, 3), 2) is
// [[[0,1,3,4],[1,2,4,5],[3,4,6,7],[4,5,7,8]]]; with padding=1 and
// stride=2 on a 1x1x2x2 image the 2x2 blocks are at (-1,-1), (-1,1),
// (1,-1), (1,1): [[[0,0,0,3],[0,0,2,0],[0,1,0,0],[0,0,0,0]]].
func TestIm2col(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,1,3,3],f32>, %y: !torch.vtensor<[1,2,2],f32>) -> (!torch.vtensor<[1,4,4],f32>, !torch.vtensor<[4,4],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %one = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %zero = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.im2col %x, %k, %one, %zero, %one : !torch.vtensor<[1,1,3,3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[1,4,4],f32>
  %1 = torch.aten.im2col %y, %k, %one, %one, %k : !torch.vtensor<[1,2,2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[4,4],f32>
  return %0, %1 : !torch.vtensor<[1,4,4],f32>, !torch.vtensor<[4,4],f32>
}`, iota32(1, 1, 3, 3), iota32(1, 2, 2))
	wantF(t, res[0], []int64{1, 4, 4}, 0, 0, 1, 3, 4, 1, 2, 4, 5, 3, 4, 6, 7, 4, 5, 7, 8)
	wantF(t, res[1], []int64{4, 4}, 0, 0, 0, 0, 3, 0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0)
}

// floatsOf is a tensor of float element type elem ("f16", "bf16" or
// "f64") with the given elements.
func floatsOf(elem string, shape []int64, vals ...float64) exec.Value {
	ctx := ir.NewContext()
	types := map[string]ir.Type{"f16": ctx.F16(), "bf16": ctx.BF16(), "f64": ctx.F64()}
	t := exec.NewTensor(types[elem], shape)
	for i, v := range vals {
		t.SetFloat(int64(i), v)
	}
	return exec.Value{Ref: t}
}

// Views keep every dtype: torch.tensor([[1., 2.], [3., 4.]],
// dtype=torch.bfloat16).t() is [[1,3],[2,4]]; torch.cat of f16 [0.5]
// and [0.25] is [0.5, 0.25]; f64 keeps its precision through a flip;
// a bool tensor flips.
func TestViewsKeepDtypes(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,2],bf16>, %a: !torch.vtensor<[1],f16>, %b: !torch.vtensor<[1],f16>, %d: !torch.vtensor<[2],f64>, %m: !torch.vtensor<[3],i1>) -> (!torch.vtensor<[2,2],bf16>, !torch.vtensor<[2],f16>, !torch.vtensor<[2],f64>, !torch.vtensor<[3],i1>) {
  %int0 = torch.constant.int 0
  %0 = torch.aten.t %x : !torch.vtensor<[2,2],bf16> -> !torch.vtensor<[2,2],bf16>
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[1],f16>, !torch.vtensor<[1],f16>) -> !torch.list<vtensor>
  %1 = torch.aten.cat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2],f16>
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.flip %d, %dims : !torch.vtensor<[2],f64>, !torch.list<int> -> !torch.vtensor<[2],f64>
  %3 = torch.aten.flip %m, %dims : !torch.vtensor<[3],i1>, !torch.list<int> -> !torch.vtensor<[3],i1>
  return %0, %1, %2, %3 : !torch.vtensor<[2,2],bf16>, !torch.vtensor<[2],f16>, !torch.vtensor<[2],f64>, !torch.vtensor<[3],i1>
}`, floatsOf("bf16", []int64{2, 2}, 1, 2, 3, 4), floatsOf("f16", []int64{1}, 0.5), floatsOf("f16", []int64{1}, 0.25),
		floatsOf("f64", []int64{2}, 0.1, 1e-300), ints(1, []int64{3}, 1, 1, 0))
	wantF(t, res[0], []int64{2, 2}, 0, 1, 3, 2, 4)
	if ir.TypeString(res[0].Tensor().Elem) != "bf16" {
		t.Errorf("t() of bf16 has element type %s", ir.TypeString(res[0].Tensor().Elem))
	}
	wantF(t, res[1], []int64{2}, 0, 0.5, 0.25)
	wantF(t, res[2], []int64{2}, 0, 1e-300, 0.1)
	wantI(t, res[3], []int64{3}, 0, 1, 1)
}
