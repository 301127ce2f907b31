package torchexec_test

import (
	"math"
	"testing"
)

// matrixNormFunc is @f(%a: in) -> out computing op (which defines %0),
// after reduceFuncN's constants and %l10 = [1, 0], %inf, %ninf.
func matrixNormFunc(in, out, op string) string {
	return reduceFuncN(in, []string{out}, `%l10 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %inf = torch.constant.float 0x7FF0000000000000
  %ninf = torch.constant.float 0xFFF0000000000000
  %fro = torch.constant.str "fro"
  %nuc = torch.constant.str "nuc"
  `+op)
}

// The orders of torch.linalg.matrix_norm on A = [[1, -2], [3, 4]]: the
// column sums of |A| are 4 and 6, the row sums 3 and 7, so ord 1, -1,
// inf, -inf give 6, 4, 7, 3 and 'fro' sqrt(30).
func TestMatrixNorm(t *testing.T) {
	a := f32([]int64{2, 2}, 1, -2, 3, 4)
	for _, tc := range []struct {
		ord  string
		want float64
	}{{"%int1", 6}, {"%int-1", 4}, {"%inf", 7}, {"%ninf", 3}} {
		typ := "!torch.int"
		if tc.ord == "%inf" || tc.ord == "%ninf" {
			typ = "!torch.float"
		}
		res := run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[],f32>",
			`%0 = torch.aten.linalg_matrix_norm %a, `+tc.ord+`, %l01, %false, %none : !torch.vtensor<[2,2],f32>, `+typ+`, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`), a)
		wantF(t, res[0], []int64{}, 0, tc.want)
	}
	res := run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[1,1],f32>",
		`%0 = torch.aten.linalg_matrix_norm.str_ord %a, %fro, %l01, %true, %none : !torch.vtensor<[2,2],f32>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1],f32>`), a)
	wantF(t, res[0], []int64{1, 1}, 1e-6, math.Sqrt(30))

	// dim=(1, 0) reads the rows along dim 1: ord 1 is then the largest
	// row sum, 7.
	res = run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_matrix_norm %a, %int1, %l10, %false, %none : !torch.vtensor<[2,2],f32>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`), a)
	wantF(t, res[0], []int64{}, 0, 7)

	// A batch of two 1x2 matrices over dims (1, 2), dynamic: ord inf is
	// each matrix's row sum, [3, 7].
	res = run(t, matrixNormFunc("!torch.vtensor<[?,1,2],f32>", "!torch.vtensor<[?],f32>",
		`%l12 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm %a, %inf, %l12, %false, %none : !torch.vtensor<[?,1,2],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?],f32>`),
		f32([]int64{2, 1, 2}, 1, -2, 3, 4))
	wantF(t, res[0], []int64{2}, 0, 3, 7)

	// A complex matrix's norms are those of |A|: [[3+4i]] has 'fro' 5.
	res = run(t, matrixNormFunc("!torch.vtensor<[1,1],complex<f32>>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_matrix_norm.str_ord %a, %fro, %l01, %false, %none : !torch.vtensor<[1,1],complex<f32>>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`),
		c64s([]int64{1, 1}, 3+4i))
	wantF(t, res[0], []int64{}, 1e-6, 5)

	// An empty matrix has 'fro' 0; its ord-1 norm is a max over no
	// columns, which PyTorch rejects.
	empty := f32([]int64{2, 0})
	res = run(t, matrixNormFunc("!torch.vtensor<[2,0],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_matrix_norm.str_ord %a, %fro, %l01, %false, %none : !torch.vtensor<[2,0],f32>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`), empty)
	wantF(t, res[0], []int64{}, 0, 0)
	wantErr(t, matrixNormFunc("!torch.vtensor<[2,0],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_matrix_norm %a, %int1, %l01, %false, %none : !torch.vtensor<[2,0],f32>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`),
		"no identity", empty)

	// The singular values of A are sqrt(15 ± sqrt(125)) (A^T A has trace
	// 30 and determinant 100): 'nuc' is their sum, sqrt(50), and 2 and -2
	// the largest and the smallest; an integer input is rejected.
	res = run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_matrix_norm.str_ord %a, %nuc, %l01, %false, %none : !torch.vtensor<[2,2],f32>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`), a)
	wantF(t, res[0], []int64{}, 1e-6, math.Sqrt(50))
	for ord, want := range map[string]float64{"%int2": math.Sqrt(15 + math.Sqrt(125)), "%int-2": math.Sqrt(15 - math.Sqrt(125))} {
		res = run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[],f32>",
			`%int-2 = torch.constant.int -2
  %0 = torch.aten.linalg_matrix_norm %a, `+ord+`, %l01, %false, %none : !torch.vtensor<[2,2],f32>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`), a)
		wantF(t, res[0], []int64{}, 1e-6, want)
	}
	wantErr(t, matrixNormFunc("!torch.vtensor<[2,2],si64>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_matrix_norm %a, %int1, %l01, %false, %none : !torch.vtensor<[2,2],si64>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`),
		"floating point", ints(64, []int64{2, 2}, 1, 2, 3, 4))
}

// torch.linalg.norm: a vector norm without ord or with one dim, a matrix
// norm with ord and two dims (or a 2-D input and no dim).
func TestLinalgNorm(t *testing.T) {
	a := f32([]int64{2, 2}, 1, -2, 3, 4)
	// No ord: the 2-norm of every element, sqrt(30).
	res := run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_norm %a, %none, %none, %false, %none : !torch.vtensor<[2,2],f32>, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`), a)
	wantF(t, res[0], []int64{}, 1e-6, math.Sqrt(30))
	// ord inf of a 2-D input: the matrix norm, 7 (the vector norm would be 4).
	res = run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_norm %a, %inf, %none, %false, %none : !torch.vtensor<[2,2],f32>, !torch.float, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`), a)
	wantF(t, res[0], []int64{}, 0, 7)
	// ord inf along dim 1: the vector norms of the rows, [2, 4].
	res = run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[2],f32>",
		`%0 = torch.aten.linalg_norm %a, %inf, %l1, %false, %none : !torch.vtensor<[2,2],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>`), a)
	wantF(t, res[0], []int64{2}, 0, 2, 4)
	// ord 'fro' (ord_str), keepdim.
	res = run(t, matrixNormFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[1,1],f32>",
		`%0 = torch.aten.linalg_norm.ord_str %a, %fro, %none, %true, %none : !torch.vtensor<[2,2],f32>, !torch.str, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1,1],f32>`), a)
	wantF(t, res[0], []int64{1, 1}, 1e-6, math.Sqrt(30))
	// A 3-D input with ord and no dim is rejected.
	wantErr(t, matrixNormFunc("!torch.vtensor<[1,2,2],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_norm %a, %int1, %none, %false, %none : !torch.vtensor<[1,2,2],f32>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`),
		"1-D or 2-D", f32([]int64{1, 2, 2}, 1, 2, 3, 4))
}

// _batch_norm_with_update and _native_batch_norm_legit in training use
// the batch's statistics: x = [[1, 2], [3, 4]] has per-channel means
// [2, 3] and biased variances [1, 1].
func TestBatchNormWithUpdate(t *testing.T) {
	x := f32([]int64{2, 2}, 1, 2, 3, 4)
	r := 1 / math.Sqrt(1+1e-5)
	res := run(t, normFunc("%a: !torch.vtensor<[2,2],f32>, %rm: !torch.vtensor<[2],f32>", []string{"!torch.vtensor<[2,2],f32>", "!torch.vtensor<[2],f32>", "!torch.vtensor<[2],f32>", "!torch.vtensor<[0],ui8>"},
		`%0:4 = torch.aten._batch_norm_with_update %a, %none, %none, %rm, %rm, %mom, %eps : !torch.vtensor<[2,2],f32>, !torch.none, !torch.none, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[0],ui8>`),
		x, f32([]int64{2}, 0, 1))
	wantF(t, res[0], []int64{2, 2}, 1e-6, -r, -r, r, r)
	wantF(t, res[1], []int64{2}, 0, 2, 3)
	wantF(t, res[2], []int64{2}, 1e-6, r, r)
	if got := res[3].Tensor(); got == nil || len(got.Shape) != 1 || got.Shape[0] != 0 {
		t.Fatalf("reserve: got %v, want an empty tensor", got)
	}

	res = run(t, normFunc("%a: !torch.vtensor<[2,2],f32>, %rm: !torch.vtensor<[2],f32>", []string{"!torch.vtensor<[2,2],f32>", "!torch.vtensor<[2],f32>", "!torch.vtensor<[2],f32>"},
		`%0:3 = torch.aten._native_batch_norm_legit %a, %none, %none, %rm, %rm, %true, %mom, %eps : !torch.vtensor<[2,2],f32>, !torch.none, !torch.none, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>`),
		x, f32([]int64{2}, 0, 1))
	wantF(t, res[0], []int64{2, 2}, 1e-6, -r, -r, r, r)
	wantF(t, res[1], []int64{2}, 0, 2, 3)
	wantF(t, res[2], []int64{2}, 1e-6, r, r)
}
