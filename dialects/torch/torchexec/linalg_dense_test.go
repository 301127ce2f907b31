package torchexec_test

import (
	"testing"
)

// torch.linalg.lu_factor(torch.tensor([[1., 2.], [3., 4.]])) pivots on
// row 2: LU = [[3, 4], [1/3, 2/3]], pivots [2, 2]; det is -2 and
// slogdet (-1, log 2).
func TestLUFactorDet(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2,2],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[2],si32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>) {
  %true = torch.constant.bool true
  %0:2 = torch.aten.linalg_lu_factor %a, %true : !torch.vtensor<[2,2],f32>, !torch.bool -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],si32>
  %1 = torch.aten.linalg_det %a : !torch.vtensor<[2,2],f32> -> !torch.vtensor<[],f32>
  %2:2 = torch.aten.linalg_slogdet %a : !torch.vtensor<[2,2],f32> -> !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
  return %0#0, %0#1, %1, %2#0, %2#1 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],si32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
}`, f32([]int64{2, 2}, 1, 2, 3, 4))
	wantF(t, res[0], []int64{2, 2}, 1e-6, 3, 4, 1.0/3, 2.0/3)
	piv := res[1].Tensor()
	if piv.Int(0) != 2 || piv.Int(1) != 2 {
		t.Errorf("pivots = [%d %d], want [2 2]", piv.Int(0), piv.Int(1))
	}
	wantF(t, res[2], nil, 1e-6, -2)
	wantF(t, res[3], nil, 0, -1)
	wantF(t, res[4], nil, 1e-6, 0.6931471805599453)
}

// torch.linalg.cholesky_ex of [[4, 2], [2, 3]] is [[2, 0], [1, sqrt 2]];
// of [[-1, 0], [0, 1]] it stops at the first minor: info 1, L[0, 0] = -1.
func TestCholeskyEx(t *testing.T) {
	src := `func.func @f(%a: !torch.vtensor<[2,2],f64>) -> (!torch.vtensor<[2,2],f64>, !torch.vtensor<[],si32>) {
  %false = torch.constant.bool false
  %0:2 = torch.aten.linalg_cholesky_ex %a, %false, %false : !torch.vtensor<[2,2],f64>, !torch.bool, !torch.bool -> !torch.vtensor<[2,2],f64>, !torch.vtensor<[],si32>
  return %0#0, %0#1 : !torch.vtensor<[2,2],f64>, !torch.vtensor<[],si32>
}`
	res := run(t, src, f64s([]int64{2, 2}, 4, 2, 2, 3))
	wantF(t, res[0], []int64{2, 2}, 1e-12, 2, 0, 1, 1.4142135623730951)
	if info := res[1].Tensor().Int(0); info != 0 {
		t.Errorf("info = %d, want 0", info)
	}
	res = run(t, src, f64s([]int64{2, 2}, -1, 0, 0, 1))
	wantF(t, res[0], []int64{2, 2}, 0, -1, 0, 0, 1)
	if info := res[1].Tensor().Int(0); info != 1 {
		t.Errorf("info = %d, want 1", info)
	}
}

// torch.geqrf(torch.tensor([[3., 1.], [4., 2.]])): beta = -5, tau = 1.6,
// v = (1, 0.5); R = [[-5, -2.2], [0, 0.4]] with tau[1] = 0.
func TestGeqrfQR(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2,2],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2,2],f32>) {
  %str = torch.constant.str "reduced"
  %0:2 = torch.aten.geqrf %a : !torch.vtensor<[2,2],f32> -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>
  %1:2 = torch.aten.linalg_qr %a, %str : !torch.vtensor<[2,2],f32>, !torch.str -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>
  return %0#0, %0#1, %1#0 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2,2],f32>
}`, f32([]int64{2, 2}, 3, 1, 4, 2))
	wantF(t, res[0], []int64{2, 2}, 1e-6, -5, -2.2, 0.5, 0.4)
	wantF(t, res[1], []int64{2}, 1e-6, 1.6, 0)
	wantF(t, res[2], []int64{2, 2}, 1e-6, -0.6, -0.8, -0.8, 0.6)
}

// The eigenvalues of [[2, 1], [1, 2]] are [1, 3]; its singular values
// [3, 1]; its pinv is its inverse [[2, -1], [-1, 2]] / 3.
func TestEigvalshSvdvalsPinv(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2,2],f64>) -> (!torch.vtensor<[2],f64>, !torch.vtensor<[2],f64>, !torch.vtensor<[2,2],f64>) {
  %str = torch.constant.str "L"
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten.linalg_eigvalsh %a, %str : !torch.vtensor<[2,2],f64>, !torch.str -> !torch.vtensor<[2],f64>
  %1 = torch.aten.linalg_svdvals %a, %none : !torch.vtensor<[2,2],f64>, !torch.none -> !torch.vtensor<[2],f64>
  %2 = torch.aten.linalg_pinv.atol_rtol_tensor %a, %none, %none, %false : !torch.vtensor<[2,2],f64>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[2,2],f64>
  return %0, %1, %2 : !torch.vtensor<[2],f64>, !torch.vtensor<[2],f64>, !torch.vtensor<[2,2],f64>
}`, f64s([]int64{2, 2}, 2, 1, 1, 2))
	wantF(t, res[0], []int64{2}, 1e-12, 1, 3)
	wantF(t, res[1], []int64{2}, 1e-12, 3, 1)
	wantF(t, res[2], []int64{2, 2}, 1e-12, 2.0/3, -1.0/3, -1.0/3, 2.0/3)
}
