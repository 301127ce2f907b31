package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"
	"math/cmplx"
	"slices"

	"github.com/strata-compiler/strata/interp/exec"
)

// denseLinalgOps: dense linear algebra (LU, Cholesky, triangular solves,
// QR, eigen and singular values), as torch.linalg defines it
// (aten/src/ATen/native/BatchLinearAlgebra.cpp, LinearAlgebra.cpp): each
// op works on the last two dims of its operands, the others being batch
// dims (broadcast between operands where PyTorch broadcasts them). The
// matrices are computed in complex128 (linalg_dense_algo.go) and rounded
// once into the result's dtype.
var denseLinalgOps = exec.Table{
	// linalg_lu_factor(A, pivot) -> (LU, pivots); _ex adds info, the
	// first zero pivot (1-based) or 0; _lu_with_info is the same triple.
	torch.AtenLinalgLuFactor.Name:   luFactorOp(pos(torch.AtenLinalgLuFactorArgs[int].A), false),
	torch.AtenLinalgLuFactorEx.Name: luFactorOp(pos(torch.AtenLinalgLuFactorExArgs[int].A), true),
	torch.Aten_LuWithInfo.Name:      luFactorOp(pos(torch.Aten_LuWithInfoArgs[int].Self), true),
	// linalg_lu(A, pivot) -> (P, L, U) with A = P L U.
	torch.AtenLinalgLu.Name: linalgLU,
	// lu_unpack(LU, pivots, unpack_data, unpack_pivots) -> (P, L, U).
	torch.AtenLuUnpack.Name: luUnpack,
	// linalg_lu_solve(LU, pivots, B, left, adjoint); lu_solve(B, LU, pivots).
	torch.AtenLinalgLuSolve.Name: linalgLUSolve,
	torch.AtenLuSolve.Name:       luSolveOp,
	// linalg_det(A), linalg_slogdet(A) -> (sign, logabsdet), logdet(A).
	torch.AtenLinalgDet.Name:     detOp(pos(torch.AtenLinalgDetArgs[int].A), detPlain),
	torch.AtenLinalgSlogdet.Name: detOp(pos(torch.AtenLinalgSlogdetArgs[int].A), detSlog),
	torch.AtenLogdet.Name:        detOp(pos(torch.AtenLogdetArgs[int].Self), detLog),
	// linalg_inv(A); linalg_inv_ex(A, check_errors) -> (inverse, info).
	torch.AtenLinalgInv.Name:   invOp(pos(torch.AtenLinalgInvArgs[int].A), false),
	torch.AtenLinalgInvEx.Name: invOp(pos(torch.AtenLinalgInvExArgs[int].A), true),
	// linalg_solve(A, B, left); linalg_solve_ex(A, B, left, check_errors)
	// -> (result, info).
	torch.AtenLinalgSolve.Name:   solveOp[torch.AtenLinalgSolveArgs[int]](false),
	torch.AtenLinalgSolveEx.Name: solveOp[torch.AtenLinalgSolveExArgs[int]](true),
	// linalg_tensorinv(A, ind), linalg_tensorsolve(A, B, dims).
	torch.AtenLinalgTensorinv.Name:   tensorInv,
	torch.AtenLinalgTensorsolve.Name: tensorSolve,
	// linalg_matrix_power(A, n): A^n (n < 0: inv(A)^-n).
	torch.AtenLinalgMatrixPower.Name: matrixPower,
	// Cholesky: linalg_cholesky(A, upper), linalg_cholesky_ex(A, upper,
	// check_errors) -> (L, info), cholesky(A, upper);
	// cholesky_inverse(L, upper), cholesky_solve(B, L, upper).
	torch.AtenLinalgCholesky.Name:   choleskyOp[torch.AtenLinalgCholeskyArgs[int]](false),
	torch.AtenLinalgCholeskyEx.Name: choleskyOp[torch.AtenLinalgCholeskyExArgs[int]](true),
	torch.AtenCholesky.Name:         choleskyOp[torch.AtenCholeskyArgs[int]](false),
	torch.AtenCholeskyInverse.Name:  choleskyInverse,
	torch.AtenCholeskySolve.Name:    choleskySolve,
	// linalg_solve_triangular(A, B, upper, left, unitriangular);
	// triangular_solve(B, A, upper, transpose, unitriangular) ->
	// (solution, A).
	torch.AtenLinalgSolveTriangular.Name: solveTriangular,
	torch.AtenTriangularSolve.Name:       triangularSolve,
	// Householder QR: geqrf(A) -> (a, tau), linalg_qr(A, mode) -> (Q, R),
	// qr(A, some), linalg_householder_product(A, tau) (orgqr),
	// ormqr(A, tau, C, left, transpose).
	torch.AtenGeqrf.Name:                    geqrfOp,
	torch.AtenLinalgQr.Name:                 qrOp(pos(torch.AtenLinalgQrArgs[int].A), pos(torch.AtenLinalgQrArgs[int].Mode), false),
	torch.AtenQr.Name:                       qrOp(pos(torch.AtenQrArgs[int].Self), pos(torch.AtenQrArgs[int].Some), true),
	torch.AtenLinalgHouseholderProduct.Name: householderProduct,
	torch.AtenOrmqr.Name:                    ormqrOp,
	// Hermitian eigenvalues: linalg_eigvalsh(A, UPLO), linalg_eigh(A,
	// UPLO) -> (eigenvalues ascending, eigenvectors).
	torch.AtenLinalgEigvalsh.Name: eigvalsh[torch.AtenLinalgEigvalshArgs[int]],
	torch.AtenLinalgEigh.Name:     eigh[torch.AtenLinalgEighArgs[int]],
	// Singular values: linalg_svdvals(A, driver), linalg_svd(A,
	// full_matrices, driver), svd(A, some, compute_uv).
	torch.AtenLinalgSvdvals.Name: svdvals,
	torch.AtenLinalgSvd.Name:     svdOp(pos(torch.AtenLinalgSvdArgs[int].A), pos(torch.AtenLinalgSvdArgs[int].FullMatrices), false),
	torch.AtenSvd.Name:           svdOp(pos(torch.AtenSvdArgs[int].Self), pos(torch.AtenSvdArgs[int].Some), true),
	// linalg_matrix_rank(A, atol, rtol, hermitian), linalg_pinv(A, atol,
	// rtol, hermitian), pinverse(A, rcond), linalg_cond(A, p).
	torch.AtenLinalgMatrixRankAtolRtolTensor.Name: matrixRank(torch.AtenLinalgMatrixRankAtolRtolTensorArgs[int].Input),
	torch.AtenLinalgMatrixRankAtolRtolFloat.Name:  matrixRank(torch.AtenLinalgMatrixRankAtolRtolFloatArgs[int].Self),
	torch.AtenLinalgPinvAtolRtolTensor.Name:       pinvOp(torch.AtenLinalgPinvAtolRtolTensorArgs[int].Self),
	torch.AtenLinalgPinvAtolRtolFloat.Name:        pinvOp(torch.AtenLinalgPinvAtolRtolFloatArgs[int].Self),
	torch.AtenPinverse.Name:                       pinverse,
	torch.AtenLinalgCond.Name:                     condOp,
	// matrix_exp(A): exp(A) (scaling and squaring, Padé [13/13]).
	torch.AtenMatrixExp.Name: matrixExpOp,
}

// ---- batches of matrices ----

// matrices reads operand i, a tensor of rank >= 2, as its batch shape
// and its matrices.
func matrices(c *exec.Ctx, i int) ([]int64, []mat, error) {
	t, err := c.Tensor(i)
	if err != nil {
		return nil, nil, err
	}
	return matricesOf(c, t)
}

// matrixSize is the rows and columns of t's matrices (its last two dims).
func matrixSize(t *exec.Tensor) (rows, cols int) {
	r := len(t.Shape)
	return int(t.Shape[r-2]), int(t.Shape[r-1])
}

func matricesOf(c *exec.Ctx, t *exec.Tensor) ([]int64, []mat, error) {
	r := len(t.Shape)
	if r < 2 {
		return nil, nil, c.Errorf("linalg: expected a tensor with 2 or more dimensions, got %d", r)
	}
	rows, cols := matrixSize(t)
	batch := slices.Clone(t.Shape[:r-2])
	n := int(exec.NumElements(batch))
	ms := make([]mat, n)
	for b := range ms {
		ms[b] = newMat(rows, cols)
		for k := range ms[b].a {
			ms[b].a[k] = getC(t, int64(b*rows*cols+k))
		}
	}
	return batch, ms, nil
}

// broadcastBatch broadcasts the batch shapes ab and bb: for each matrix
// of the result, the positions of its operands in a's and b's batches.
func broadcastBatch(c *exec.Ctx, ab, bb []int64) ([]int64, []int, []int, error) {
	shape, ok := broadcastShapes(ab, bb)
	if !ok {
		return nil, nil, nil, c.Errorf("linalg: the batch dimensions %v and %v do not broadcast", ab, bb)
	}
	n := exec.NumElements(shape)
	ia, ib := make([]int, n), make([]int, n)
	sa, sb := broadcastStrides(ab, shape), broadcastStrides(bb, shape)
	idx := make([]int64, len(shape))
	for o := range n {
		exec.Unlinear(shape, o, idx)
		for d := range idx {
			ia[o] += int(idx[d] * sa[d])
			ib[o] += int(idx[d] * sb[d])
		}
	}
	return shape, ia, ib, nil
}

// storeMatrices makes result i of shape batch + [rows, cols] from ms (of
// rows×cols each).
func storeMatrices(c *exec.Ctx, i int, batch []int64, ms []mat, rows, cols int) error {
	out, err := newResult(c, i, append(slices.Clone(batch), int64(rows), int64(cols)))
	if err != nil {
		return err
	}
	for b, m := range ms {
		for k, z := range m.a {
			setC(out, int64(b*rows*cols+k), z)
		}
	}
	return nil
}

// storeVectors makes result i of shape batch + [n] (batch alone when n
// is negative: one scalar per matrix) from vs.
func storeVectors(c *exec.Ctx, i int, batch []int64, vs [][]complex128, n int) error {
	shape := slices.Clone(batch)
	if n >= 0 {
		shape = append(shape, int64(n))
	}
	out, err := newResult(c, i, shape)
	if err != nil {
		return err
	}
	w := max(n, 1)
	for b, v := range vs {
		for k, z := range v {
			if out.IsFloat() || out.IsComplex() {
				setC(out, int64(b*w+k), z)
			} else {
				setI(out, int64(b*w+k), int64(real(z)))
			}
		}
	}
	return nil
}

func square(c *exec.Ctx, _ []mat, shape []int64, namespace, fn string) error {
	r := len(shape)
	if r < 2 || shape[r-1] != shape[r-2] {
		// PyTorch names the function: "linalg.det: A must be ...".
		if namespace != "" {
			fn = namespace + "." + fn
		}
		return c.Errorf("%s: A must be batches of square matrices, but they are %v", fn, shape)
	}
	return nil
}

func realFloats(v []float64) []complex128 {
	out := make([]complex128, len(v))
	for i, x := range v {
		out[i] = complex(x, 0)
	}
	return out
}

func intsC(v []int64) []complex128 {
	out := make([]complex128, len(v))
	for i, x := range v {
		out[i] = complex(float64(x), 0)
	}
	return out
}

// ---- LU ----

// luFactorOp factors the tensor operand self.
func luFactorOp(self int, withInfo bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		batch, ms, err := matrices(c, self)
		if err != nil {
			return err
		}
		t, _ := c.Tensor(self)
		rows, cols := matrixSize(t)
		pivs := make([][]complex128, len(ms))
		infos := make([][]complex128, len(ms))
		for b, m := range ms {
			p, info := luFactor(m)
			pivs[b], infos[b] = intsC(p), []complex128{complex(float64(info), 0)}
		}
		if err := storeMatrices(c, 0, batch, ms, rows, cols); err != nil {
			return err
		}
		if err := storeVectors(c, 1, batch, pivs, min(rows, cols)); err != nil {
			return err
		}
		if withInfo {
			return storeVectors(c, 2, batch, infos, -1)
		}
		return nil
	}
}

// unpackLU stores P, L, U of the factors lu (rows×cols) with pivots piv
// as results first, first+1, first+2 (P and L/U empty when left out).
func unpackLU(c *exec.Ctx, first int, batch []int64, lus []mat, pivs [][]int64, rows, cols int, data, pivots bool) error {
	k := min(rows, cols)
	ps, ls, us := make([]mat, len(lus)), make([]mat, len(lus)), make([]mat, len(lus))
	for b, lu := range lus {
		perm := make([]int, rows)
		for i := range perm {
			perm[i] = i
		}
		for i, p := range pivs[b] {
			if q := int(p - 1); q >= 0 && q < rows {
				perm[i], perm[q] = perm[q], perm[i]
			}
		}
		ps[b] = newMat(rows, rows)
		for i, p := range perm {
			ps[b].set(p, i, 1)
		}
		ls[b], us[b] = newMat(rows, k), newMat(k, cols)
		for i := range rows {
			for j := range cols {
				switch {
				case i > j && j < k:
					ls[b].set(i, j, lu.at(i, j))
				case i < k:
					us[b].set(i, j, lu.at(i, j))
				}
				if i == j && i < k {
					ls[b].set(i, i, 1)
				}
			}
		}
	}
	pr, lr, lc, ur, uc := rows, rows, k, k, cols
	if !pivots {
		pr = 0
		for b := range ps {
			ps[b] = newMat(0, 0)
		}
	}
	if !data {
		lr, lc, ur, uc = 0, 0, 0, 0
		for b := range ls {
			ls[b], us[b] = newMat(0, 0), newMat(0, 0)
		}
	}
	if err := storeMatrices(c, first, batch, ps, pr, pr); err != nil {
		return err
	}
	if err := storeMatrices(c, first+1, batch, ls, lr, lc); err != nil {
		return err
	}
	return storeMatrices(c, first+2, batch, us, ur, uc)
}

func linalgLU(c *exec.Ctx) error {
	a := torch.AtenLinalgLuArgs[int](operandPositions)
	batch, ms, err := matrices(c, a.A())
	if err != nil {
		return err
	}
	t, _ := c.Tensor(a.A())
	rows, cols := matrixSize(t)
	pivs := make([][]int64, len(ms))
	for b, m := range ms {
		pivs[b], _ = luFactor(m)
	}
	return unpackLU(c, 0, batch, ms, pivs, rows, cols, true, true)
}

// pivotsOf reads operand i, int32 pivots of shape batch + [k].
func pivotsOf(c *exec.Ctx, i int) ([]int64, [][]int64, error) {
	t, err := c.Tensor(i)
	if err != nil {
		return nil, nil, err
	}
	if len(t.Shape) < 1 {
		return nil, nil, c.Errorf("linalg: pivots must have at least one dimension")
	}
	k := int(t.Shape[len(t.Shape)-1])
	batch := slices.Clone(t.Shape[:len(t.Shape)-1])
	ps := make([][]int64, exec.NumElements(batch))
	for b := range ps {
		ps[b] = make([]int64, k)
		for j := range k {
			ps[b][j] = getI(t, int64(b*k+j))
		}
	}
	return batch, ps, nil
}

func luUnpack(c *exec.Ctx) error {
	a := torch.AtenLuUnpackArgs[int](operandPositions)
	batch, lus, err := matrices(c, a.LUData())
	if err != nil {
		return err
	}
	pb, pivs, err := pivotsOf(c, a.LUPivots())
	if err != nil {
		return err
	}
	if !slices.Equal(pb, batch) {
		return c.Errorf("lu_unpack: the batch dimensions of LU_data and LU_pivots differ")
	}
	t, _ := c.Tensor(a.LUData())
	rows, cols := matrixSize(t)
	return unpackLU(c, 0, batch, lus, pivs, rows, cols, scalarB(c, a.UnpackData()), scalarB(c, a.UnpackPivots()))
}

// luSolveWith solves with the factors of operands luIdx/pivIdx and the
// right-hand sides of operand bIdx, batches broadcast.
func luSolveWith(c *exec.Ctx, luIdx, pivIdx, bIdx int, left, adjoint bool) error {
	lb, lus, err := matrices(c, luIdx)
	if err != nil {
		return err
	}
	_, pivs, err := pivotsOf(c, pivIdx)
	if err != nil {
		return err
	}
	bb, bs, err := matrices(c, bIdx)
	if err != nil {
		return err
	}
	shape, ia, ib, err := broadcastBatch(c, lb, bb)
	if err != nil {
		return err
	}
	xs := make([]mat, len(ia))
	for i := range ia {
		xs[i] = luSolveSided(lus[ia[i]], pivs[ia[i]], bs[ib[i]], left, adjoint)
	}
	t, _ := c.Tensor(bIdx)
	rows, cols := matrixSize(t)
	return storeMatrices(c, 0, shape, xs, rows, cols)
}

func linalgLUSolve(c *exec.Ctx) error {
	a := torch.AtenLinalgLuSolveArgs[int](operandPositions)
	return luSolveWith(c, a.LU(), a.Pivots(), a.B(), scalarB(c, a.Left()), scalarB(c, a.Adjoint()))
}

func luSolveOp(c *exec.Ctx) error {
	a := torch.AtenLuSolveArgs[int](operandPositions)
	return luSolveWith(c, a.LUData(), a.LUPivots(), a.Self(), true, false)
}

// ---- determinants ----

type detKind int

const (
	detPlain detKind = iota // det
	detSlog                 // (sign, log|det|)
	detLog                  // log(det): NaN for a negative real det
)

// detOp is the determinants of the tensor operand self.
func detOp(self int, kind detKind) exec.Semantics {
	return func(c *exec.Ctx) error {
		batch, ms, err := matrices(c, self)
		if err != nil {
			return err
		}
		t, _ := c.Tensor(self)
		if err := square(c, ms, t.Shape, "linalg", "det"); err != nil {
			return err
		}
		isComplex := t.IsComplex()
		first, second := make([][]complex128, len(ms)), make([][]complex128, len(ms))
		for b, m := range ms {
			piv, _ := luFactor(m)
			sign, logabs := complex(1, 0), 0.0
			det := complex(1, 0)
			for i := range m.r {
				d := m.at(i, i)
				det *= d
				if piv[i] != int64(i+1) {
					sign, det = -sign, -det
				}
				if a := cmplx.Abs(d); a == 0 {
					sign, logabs = 0, math.Inf(-1)
				} else if sign != 0 {
					sign *= d / complex(a, 0)
					logabs += math.Log(a)
				}
			}
			switch kind {
			case detPlain:
				first[b] = []complex128{det}
			case detSlog:
				first[b], second[b] = []complex128{sign}, []complex128{complex(logabs, 0)}
			case detLog:
				switch {
				case isComplex:
					first[b] = []complex128{cmplx.Log(sign) + complex(logabs, 0)}
					if sign == 0 {
						first[b] = []complex128{complex(math.Inf(-1), 0)}
					}
				case real(sign) < 0:
					first[b] = []complex128{complex(math.NaN(), 0)}
				default:
					first[b] = []complex128{complex(logabs, 0)}
				}
			}
		}
		if err := storeVectors(c, 0, batch, first, -1); err != nil {
			return err
		}
		if kind == detSlog {
			return storeVectors(c, 1, batch, second, -1)
		}
		return nil
	}
}

// ---- inverses and solves ----

// invOp is the inverses of the tensor operand self.
func invOp(self int, withInfo bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		batch, ms, err := matrices(c, self)
		if err != nil {
			return err
		}
		t, _ := c.Tensor(self)
		if err := square(c, ms, t.Shape, "linalg", "inv"); err != nil {
			return err
		}
		n := int(t.Shape[len(t.Shape)-1])
		infos := make([][]complex128, len(ms))
		for b, m := range ms {
			piv, info := luFactor(m)
			ms[b] = luSolve(m, piv, eye(n), false)
			infos[b] = []complex128{complex(float64(info), 0)}
		}
		if err := storeMatrices(c, 0, batch, ms, n, n); err != nil {
			return err
		}
		if withInfo {
			return storeVectors(c, 1, batch, infos, -1)
		}
		return nil
	}
}

// solveOp is linalg_solve(A, B, left) (_ex: with info). B is a batch of
// vectors when it has one dim, or one dim less than A with A's shape
// but the last (linalg_solve_is_vector_rhs).
func solveOp[A interface {
	~[]int
	A() int
	B() int
	Left() int
}](withInfo bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		p := A(operandPositions)
		a, err := c.Tensor(p.A())
		if err != nil {
			return err
		}
		bt, err := c.Tensor(p.B())
		if err != nil {
			return err
		}
		left := scalarB(c, p.Left())
		ra, rb := len(a.Shape), len(bt.Shape)
		vector := rb == 1 || ra >= 2 && rb == ra-1 && slices.Equal(bt.Shape, a.Shape[:ra-1])
		if vector {
			shape := append(slices.Clone(bt.Shape), 1)
			if !left {
				shape = append(slices.Clone(bt.Shape[:rb-1]), 1, bt.Shape[rb-1])
			}
			bt = reshaped(bt, shape)
		}
		ab, as, err := matricesOf(c, a)
		if err != nil {
			return err
		}
		if err := square(c, as, a.Shape, "linalg", "solve"); err != nil {
			return err
		}
		bb, bs, err := matricesOf(c, bt)
		if err != nil {
			return err
		}
		infoByA := make([]complex128, len(as))
		pivByA := make([][]int64, len(as))
		for i, m := range as {
			p, info := luFactor(m)
			pivByA[i], infoByA[i] = p, complex(float64(info), 0)
		}
		shape, ia, ib, err := broadcastBatch(c, ab, bb)
		if err != nil {
			return err
		}
		xs := make([]mat, len(ia))
		for i := range ia {
			xs[i] = luSolveSided(as[ia[i]], pivByA[ia[i]], bs[ib[i]], left, false)
		}
		rows, cols := int(bt.Shape[len(bt.Shape)-2]), int(bt.Shape[len(bt.Shape)-1])
		if vector {
			vs := make([][]complex128, len(xs))
			for i, x := range xs {
				vs[i] = x.a
			}
			if err := storeVectors(c, 0, shape, vs, rows*cols); err != nil {
				return err
			}
		} else if err := storeMatrices(c, 0, shape, xs, rows, cols); err != nil {
			return err
		}
		if withInfo {
			infos := make([][]complex128, len(as))
			for i, v := range infoByA {
				infos[i] = []complex128{v}
			}
			return storeVectors(c, 1, ab, infos, -1)
		}
		return nil
	}
}

// tensorInv is linalg_tensorinv(A, ind): the inverse of A as a
// prod(shape[:ind]) × prod(shape[ind:]) matrix, shaped shape[ind:] +
// shape[:ind].
func tensorInv(c *exec.Ctx) error {
	a := torch.AtenLinalgTensorinvArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	ind := int(scalarI(c, a.Ind()))
	if ind <= 0 || ind > len(t.Shape) {
		return c.Errorf("Expected a strictly positive integer for 'ind', but got %d", ind)
	}
	rows, cols := exec.NumElements(t.Shape[:ind]), exec.NumElements(t.Shape[ind:])
	if rows != cols {
		return c.Errorf("Expected self to satisfy the requirement prod(self.shape[ind:]) == prod(self.shape[:ind])")
	}
	_, ms, err := matricesOf(c, reshaped(t, []int64{rows, cols}))
	if err != nil {
		return err
	}
	m := ms[0]
	piv, info := luFactor(m)
	if info != 0 {
		return c.Errorf("linalg.tensorinv: The input tensor is not invertible")
	}
	inv := luSolve(m, piv, eye(int(rows)), false)
	out, err := newResult(c, 0, append(slices.Clone(t.Shape[ind:]), t.Shape[:ind]...))
	if err != nil {
		return err
	}
	for k, z := range inv.a {
		setC(out, int64(k), z)
	}
	return nil
}

// tensorSolve is linalg_tensorsolve(A, B, dims): A with dims moved to the
// end, as a B.numel × rest matrix, solved against B flattened; shaped
// A.shape[B.ndim:].
func tensorSolve(c *exec.Ctx) error {
	p := torch.AtenLinalgTensorsolveArgs[int](operandPositions)
	a, err := c.Tensor(p.Self())
	if err != nil {
		return err
	}
	b, err := c.Tensor(p.Other())
	if err != nil {
		return err
	}
	if !isNone(c, p.Dims()) {
		dims, err := intList(c, p.Dims())
		if err != nil {
			return err
		}
		var perm, moved []int
		for _, d := range dims {
			k, err := normDim(c, d, len(a.Shape))
			if err != nil {
				return err
			}
			moved = append(moved, k)
		}
		for d := range a.Shape {
			if !slices.Contains(moved, d) {
				perm = append(perm, d)
			}
		}
		a = permuted(a, append(perm, moved...))
	}
	rb := len(b.Shape)
	rest := a.Shape[rb:]
	n, k := b.Len(), exec.NumElements(rest)
	if n != k {
		return c.Errorf("Expected self to satisfy the requirement prod(self.shape[other.ndim:]) == prod(self.shape[:other.ndim])")
	}
	_, as, err := matricesOf(c, reshaped(a, []int64{n, k}))
	if err != nil {
		return err
	}
	_, bs, err := matricesOf(c, reshaped(b, []int64{n, 1}))
	if err != nil {
		return err
	}
	piv, _ := luFactor(as[0])
	x := luSolve(as[0], piv, bs[0], false)
	out, err := newResult(c, 0, slices.Clone(rest))
	if err != nil {
		return err
	}
	for i, z := range x.a {
		setC(out, int64(i), z)
	}
	return nil
}

// matrixPower is linalg_matrix_power(A, n) by binary powering as ATen
// does: result = z = A for the lowest set bit, then z squared per bit,
// multiplied into the result where the bit is set.
func matrixPower(c *exec.Ctx) error {
	a := torch.AtenLinalgMatrixPowerArgs[int](operandPositions)
	batch, ms, err := matrices(c, a.Self())
	if err != nil {
		return err
	}
	t, _ := c.Tensor(a.Self())
	if err := square(c, ms, t.Shape, "linalg", "matrix_power"); err != nil {
		return err
	}
	n := int(t.Shape[len(t.Shape)-1])
	p := scalarI(c, a.N())
	for b, m := range ms {
		if p < 0 {
			piv, _ := luFactor(m)
			m = luSolve(m, piv, eye(n), false)
		}
		ms[b] = matPow(m, p)
	}
	return storeMatrices(c, 0, batch, ms, n, n)
}

func matPow(m mat, p int64) mat {
	if p < 0 {
		p = -p
	}
	if p == 0 {
		return eye(m.r)
	}
	var result mat
	z := m
	have := false
	for {
		if p&1 != 0 {
			if have {
				result = matMul(result, z)
			} else {
				result, have = z, true
			}
		}
		p >>= 1
		if p == 0 {
			return result
		}
		z = matMul(z, z)
	}
}
