package torchexec_test

import (
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
)

// torch.take(torch.arange(6.).view(2, 3), torch.tensor([[0, -1], [4, 2]]))
// is [[0, 5], [4, 2]].
func TestTake(t *testing.T) {
	src := `func.func @f(%a: !torch.vtensor<[2,3],f32>, %i: !torch.vtensor<[2,2],si64>) -> !torch.vtensor<[2,2],f32> {
  %0 = torch.aten.take %a, %i : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,2],si64> -> !torch.vtensor<[2,2],f32>
  return %0 : !torch.vtensor<[2,2],f32>
}`
	a := f32([]int64{2, 3}, 0, 1, 2, 3, 4, 5)
	res := run(t, src, a, ints(64, []int64{2, 2}, 0, -1, 4, 2))
	wantF(t, res[0], []int64{2, 2}, 0, 0, 5, 4, 2)
	wantErr(t, src, "out of range", a, ints(64, []int64{2, 2}, 0, 6, 0, 0))
}

// torch.take_along_dim(torch.arange(6.).view(2, 3), torch.tensor([[2], [0]]), 1)
// is [[2], [3]]; gather's indices may not be negative.
func TestTakeAlongDim(t *testing.T) {
	src := `func.func @f(%a: !torch.vtensor<[2,3],f32>, %i: !torch.vtensor<[2,1],si64>) -> !torch.vtensor<[2,1],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.take_along_dim %a, %i, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],si64>, !torch.int -> !torch.vtensor<[2,1],f32>
  return %0 : !torch.vtensor<[2,1],f32>
}`
	a := f32([]int64{2, 3}, 0, 1, 2, 3, 4, 5)
	res := run(t, src, a, ints(64, []int64{2, 1}, 2, 0))
	wantF(t, res[0], []int64{2, 1}, 0, 2, 3)
	wantErr(t, src, "out of bounds", a, ints(64, []int64{2, 1}, -1, 0))
}

// torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), indexing="xy")
// gives [[1, 2], [1, 2], [1, 2]] and [[3, 3], [4, 4], [5, 5]].
func TestMeshgridXY(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2],si64>, %b: !torch.vtensor<[3],si64>) -> (!torch.vtensor<[3,2],si64>, !torch.vtensor<[3,2],si64>) {
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2],si64>, !torch.vtensor<[3],si64>) -> !torch.list<vtensor>
  %xy = torch.constant.str "xy"
  %0 = torch.aten.meshgrid.indexing %l, %xy : !torch.list<vtensor>, !torch.str -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[3,2],si64>, !torch.vtensor<[3,2],si64>
  return %1#0, %1#1 : !torch.vtensor<[3,2],si64>, !torch.vtensor<[3,2],si64>
}`, ints(64, []int64{2}, 1, 2), ints(64, []int64{3}, 3, 4, 5))
	wantI(t, res[0], []int64{3, 2}, 1, 2, 1, 2, 1, 2)
	wantI(t, res[1], []int64{3, 2}, 3, 3, 4, 4, 5, 5)
}

// torch.tensor_split(torch.arange(6), [1, -2, 10]) is [0], [1, 2, 3], [4, 5], [].
func TestTensorSplitIndices(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[6],si64>) -> (!torch.vtensor<[1],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[0],si64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-2 = torch.constant.int -2
  %int10 = torch.constant.int 10
  %i = torch.prim.ListConstruct %int1, %int-2, %int10 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.tensor_split.indices %a, %i, %int0 : !torch.vtensor<[6],si64>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
  %1:4 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[1],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[0],si64>
  return %1#0, %1#1, %1#2, %1#3 : !torch.vtensor<[1],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[0],si64>
}`, ints(64, []int64{6}, 0, 1, 2, 3, 4, 5))
	wantI(t, res[0], []int64{1}, 0)
	wantI(t, res[1], []int64{3}, 1, 2, 3)
	wantI(t, res[2], []int64{2}, 4, 5)
	wantI(t, res[3], []int64{0})
}

// torch.vsplit(torch.zeros(5, 2), 2) is an error: 5 rows do not split in 2.
func TestVsplitIndivisible(t *testing.T) {
	wantErr(t, `func.func @f(%a: !torch.vtensor<[5,2],f32>) -> !torch.list<vtensor> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.vsplit.int %a, %int2 : !torch.vtensor<[5,2],f32>, !torch.int -> !torch.list<vtensor>
  return %0 : !torch.list<vtensor>
}`, "not divisible", f32([]int64{5, 2}))
}

// torch.diag_embed(torch.tensor([1., 2.]), offset=-1) is
// [[0, 0, 0], [1, 0, 0], [0, 2, 0]].
func TestDiagEmbed(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[3,3],f32> {
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  %0 = torch.aten.diag_embed %a, %int-1, %int-2, %int-1 : !torch.vtensor<[2],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}`, f32([]int64{2}, 1, 2))
	wantF(t, res[0], []int64{3, 3}, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0)
}

// torch.diagonal_scatter(torch.zeros(2, 3), torch.tensor([1., 2.]), 1) is
// [[0, 1, 0], [0, 0, 2]]; a src of another shape is an error.
func TestDiagonalScatter(t *testing.T) {
	src := `func.func @f(%a: !torch.vtensor<[2,3],f32>, %s: !torch.vtensor<[?],f32>) -> !torch.vtensor<[2,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.diagonal_scatter %a, %s, %int1, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}`
	res := run(t, src, f32([]int64{2, 3}), f32([]int64{2}, 1, 2))
	wantF(t, res[0], []int64{2, 3}, 0, 0, 1, 0, 0, 0, 2)
	wantErr(t, src, "does not match", f32([]int64{2, 3}), f32([]int64{3}, 1, 2, 3))
}

// torch.arange(5.).unfold(0, 2, 2) is [[0, 1], [2, 3]].
func TestUnfold(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[5],f32>) -> !torch.vtensor<[2,2],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %0 = torch.aten.unfold %a, %int0, %int2, %int2 : !torch.vtensor<[5],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2],f32>
  return %0 : !torch.vtensor<[2,2],f32>
}`, f32([]int64{5}, 0, 1, 2, 3, 4))
	wantF(t, res[0], []int64{2, 2}, 0, 0, 1, 2, 3)
}

// torch.arange(4.).view(1, 2, 2).sum_to_size(2, 1) is [[1], [5]].
func TestSumToSize(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[1,2,2],f32>) -> !torch.vtensor<[2,1],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.sum_to_size %a, %s : !torch.vtensor<[1,2,2],f32>, !torch.list<int> -> !torch.vtensor<[2,1],f32>
  return %0 : !torch.vtensor<[2,1],f32>
}`, f32([]int64{1, 2, 2}, 0, 1, 2, 3))
	wantF(t, res[0], []int64{2, 1}, 0, 1, 5)
}

// torch.rot90(torch.arange(4).view(2, 2)) is [[1, 3], [0, 2]]; with k=-1
// it is [[2, 0], [3, 1]].
func TestRot90(t *testing.T) {
	src := `func.func @f(%a: !torch.vtensor<[2,2],si64>, %k: !torch.int) -> !torch.vtensor<[2,2],si64> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %d = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.rot90 %a, %k, %d : !torch.vtensor<[2,2],si64>, !torch.int, !torch.list<int> -> !torch.vtensor<[2,2],si64>
  return %0 : !torch.vtensor<[2,2],si64>
}`
	a := ints(64, []int64{2, 2}, 0, 1, 2, 3)
	wantI(t, run(t, src, a, exec.Int(1))[0], []int64{2, 2}, 1, 3, 0, 2)
	wantI(t, run(t, src, a, exec.Int(-1))[0], []int64{2, 2}, 2, 0, 3, 1)
}

// Rejected as PyTorch rejects them: mT of a vector, matrix_H of a batch,
// unary plus of bools.
func TestViewCompositeRejections(t *testing.T) {
	wantErr(t, `func.func @f(%a: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %0 = torch.aten.mT %a : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}`, "matrices or batches of matrices", f32([]int64{3}))
	wantErr(t, `func.func @f(%a: !torch.vtensor<[1,2,2],f32>) -> !torch.vtensor<[1,2,2],f32> {
  %0 = torch.aten.matrix_H %a : !torch.vtensor<[1,2,2],f32> -> !torch.vtensor<[1,2,2],f32>
  return %0 : !torch.vtensor<[1,2,2],f32>
}`, "only supported on matrices", f32([]int64{1, 2, 2}))
	wantErr(t, `func.func @f(%a: !torch.vtensor<[2],i1>) -> !torch.vtensor<[2],i1> {
  %0 = torch.aten.positive %a : !torch.vtensor<[2],i1> -> !torch.vtensor<[2],i1>
  return %0 : !torch.vtensor<[2],i1>
}`, "bool tensor", ints(1, []int64{2}, 1, 0))
}

// torch.divide is torch.div: an alias runs its target's semantics.
func TestAliasRunsTarget(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.divide.Tensor %a, %a : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  %1 = torch.aten.view_copy %0, %s : !torch.vtensor<[2],f32>, !torch.list<int> -> !torch.vtensor<[2],f32>
  return %1 : !torch.vtensor<[2],f32>
}`, f32([]int64{2}, 2, 4))
	wantF(t, res[0], []int64{2}, 0, 1, 1)
}
