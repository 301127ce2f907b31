package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// The semantics of Cholesky, the triangular solves and Householder QR
// (denseLinalgOps, linalg_dense.go).

// ---- Cholesky and triangular solves ----

func choleskyOp[A interface {
	selfPositions
	Upper() int
}](withInfo bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		batch, ms, err := matrices(c, a.Self())
		if err != nil {
			return err
		}
		t, _ := c.Tensor(a.Self())
		if err := square(c, ms, t.Shape, "linalg", "cholesky"); err != nil {
			return err
		}
		n := int(t.Shape[len(t.Shape)-1])
		upper := scalarB(c, a.Upper())
		infos := make([][]complex128, len(ms))
		for b, m := range ms {
			l, info := cholesky(m, upper)
			ms[b], infos[b] = l, []complex128{complex(float64(info), 0)}
			if info != 0 && !withInfo {
				return c.Errorf("linalg.cholesky: The factorization could not be completed because the input is not positive-definite (the leading minor of order %d is not positive-definite).", info)
			}
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

// lowerFactor is the lower-triangular L of a Cholesky factor given as L
// or (upper) as U = L^H.
func lowerFactor(m mat, upper bool) mat {
	if upper {
		return m.adjoint(true)
	}
	return m
}

// choleskyInverse is (L L^H)^-1 = L^-H L^-1.
func choleskyInverse(c *exec.Ctx) error {
	a := torch.AtenCholeskyInverseArgs[int](operandPositions)
	batch, ms, err := matrices(c, a.Self())
	if err != nil {
		return err
	}
	t, _ := c.Tensor(a.Self())
	if err := square(c, ms, t.Shape, "", "cholesky_inverse"); err != nil {
		return err
	}
	n := int(t.Shape[len(t.Shape)-1])
	for b, m := range ms {
		x := eye(n)
		triSolve(lowerFactor(m, scalarB(c, a.Upper())), x, false, false)
		ms[b] = matMul(x.adjoint(true), x)
	}
	return storeMatrices(c, 0, batch, ms, n, n)
}

// choleskySolve solves (L L^H) X = B for cholesky_solve(B, L, upper).
func choleskySolve(c *exec.Ctx) error {
	a := torch.AtenCholeskySolveArgs[int](operandPositions)
	bb, bs, err := matrices(c, a.Self())
	if err != nil {
		return err
	}
	lb, ls, err := matrices(c, a.Input2())
	if err != nil {
		return err
	}
	shape, il, ib, err := broadcastBatch(c, lb, bb)
	if err != nil {
		return err
	}
	upper := scalarB(c, a.Upper())
	xs := make([]mat, len(il))
	for i := range il {
		l := lowerFactor(ls[il[i]], upper)
		x := bs[ib[i]].clone()
		triSolve(l, x, false, false)
		triSolve(l.adjoint(true), x, true, false)
		xs[i] = x
	}
	t, _ := c.Tensor(a.Self())
	rows, cols := matrixSize(t)
	return storeMatrices(c, 0, shape, xs, rows, cols)
}

func solveTriangular(c *exec.Ctx) error {
	p := torch.AtenLinalgSolveTriangularArgs[int](operandPositions)
	ab, as, err := matrices(c, p.Self())
	if err != nil {
		return err
	}
	bb, bs, err := matrices(c, p.B())
	if err != nil {
		return err
	}
	shape, ia, ib, err := broadcastBatch(c, ab, bb)
	if err != nil {
		return err
	}
	upper, left, unit := scalarB(c, p.Upper()), scalarB(c, p.Left()), scalarB(c, p.Unitriangular())
	xs := make([]mat, len(ia))
	for i := range ia {
		xs[i] = triSolveSided(as[ia[i]], bs[ib[i]], upper, unit, left, false, false)
	}
	t, _ := c.Tensor(p.B())
	rows, cols := matrixSize(t)
	return storeMatrices(c, 0, shape, xs, rows, cols)
}

// triangularSolve is triangular_solve(B, A, upper, transpose,
// unitriangular) -> (X, A) with op(A) X = B, op the transpose when set.
func triangularSolve(c *exec.Ctx) error {
	p := torch.AtenTriangularSolveArgs[int](operandPositions)
	bb, bs, err := matrices(c, p.Self())
	if err != nil {
		return err
	}
	ab, as, err := matrices(c, p.A())
	if err != nil {
		return err
	}
	shape, ia, ib, err := broadcastBatch(c, ab, bb)
	if err != nil {
		return err
	}
	upper, trans, unit := scalarB(c, p.Upper()), scalarB(c, p.Transpose()), scalarB(c, p.Unitriangular())
	xs, la := make([]mat, len(ia)), make([]mat, len(ia))
	for i := range ia {
		la[i] = as[ia[i]]
		xs[i] = triSolveSided(la[i], bs[ib[i]], upper, unit, true, trans, false)
	}
	t, _ := c.Tensor(p.Self())
	rows, cols := matrixSize(t)
	if err := storeMatrices(c, 0, shape, xs, rows, cols); err != nil {
		return err
	}
	a, _ := c.Tensor(p.A())
	return storeMatrices(c, 1, shape, la, int(a.Shape[len(a.Shape)-2]), int(a.Shape[len(a.Shape)-1]))
}

// ---- QR ----

func geqrfOp(c *exec.Ctx) error {
	a := torch.AtenGeqrfArgs[int](operandPositions)
	batch, ms, err := matrices(c, a.Self())
	if err != nil {
		return err
	}
	t, _ := c.Tensor(a.Self())
	rows, cols := matrixSize(t)
	taus := make([][]complex128, len(ms))
	for b, m := range ms {
		taus[b] = geqrf(m)
	}
	if err := storeMatrices(c, 0, batch, ms, rows, cols); err != nil {
		return err
	}
	return storeVectors(c, 1, batch, taus, min(rows, cols))
}

// qrOp is linalg_qr(A, mode) ("reduced", "complete" or "r"), or (old)
// qr(A, some): some is "reduced", else "complete"; self and mode are the
// positions of A and of mode or some.
func qrOp(self, mode int, old bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		batch, ms, err := matrices(c, self)
		if err != nil {
			return err
		}
		modeArg, mode := mode, "reduced"
		if old {
			if !scalarB(c, modeArg) {
				mode = "complete"
			}
		} else if s, ok := c.Args[modeArg].Ref.(string); ok {
			mode = s
		}
		if mode != "reduced" && mode != "complete" && mode != "r" {
			return c.Errorf("qr received unrecognized mode '%s' but expected one of 'reduced' (default), 'r', or 'complete'", mode)
		}
		t, _ := c.Tensor(self)
		m, n := matrixSize(t)
		k := min(m, n)
		qc, rr := k, k
		if mode == "complete" {
			qc, rr = m, m
		}
		qs, rs := make([]mat, len(ms)), make([]mat, len(ms))
		for b, a := range ms {
			tau := geqrf(a)
			rs[b] = newMat(rr, n)
			for i := range min(rr, m) {
				for j := i; j < n; j++ {
					rs[b].set(i, j, a.at(i, j))
				}
			}
			qs[b] = householderQ(a, tau, qc)
		}
		qr, qcols := m, qc
		if mode == "r" {
			qr, qcols = 0, 0
			for b := range qs {
				qs[b] = newMat(0, 0)
			}
		}
		if err := storeMatrices(c, 0, batch, qs, qr, qcols); err != nil {
			return err
		}
		return storeMatrices(c, 1, batch, rs, rr, n)
	}
}

func householderProduct(c *exec.Ctx) error {
	p := torch.AtenLinalgHouseholderProductArgs[int](operandPositions)
	batch, ms, err := matrices(c, p.Input())
	if err != nil {
		return err
	}
	tb, taus, err := vectorsOf(c, p.Tau())
	if err != nil {
		return err
	}
	if !slices.Equal(tb, batch) {
		return c.Errorf("torch.linalg.householder_product: Expected batch dimensions of tau to be equal to input.shape[:-2]")
	}
	t, _ := c.Tensor(p.Input())
	m, n := matrixSize(t)
	if n > m || len(taus) > 0 && len(taus[0]) > n {
		return c.Errorf("torch.linalg.householder_product: input.shape[-2] must be greater than or equal to input.shape[-1] and tau.shape[-1] at most input.shape[-1]")
	}
	for b, a := range ms {
		ms[b] = householderQ(a, taus[b], n)
	}
	return storeMatrices(c, 0, batch, ms, m, n)
}

// vectorsOf reads operand i as its batch shape and its last-dim vectors.
func vectorsOf(c *exec.Ctx, i int) ([]int64, [][]complex128, error) {
	t, err := c.Tensor(i)
	if err != nil {
		return nil, nil, err
	}
	if len(t.Shape) < 1 {
		return nil, nil, c.Errorf("linalg: expected a tensor with at least one dimension")
	}
	k := int(t.Shape[len(t.Shape)-1])
	batch := slices.Clone(t.Shape[:len(t.Shape)-1])
	vs := make([][]complex128, exec.NumElements(batch))
	for b := range vs {
		vs[b] = make([]complex128, k)
		for j := range k {
			vs[b][j] = getC(t, int64(b*k+j))
		}
	}
	return batch, vs, nil
}

// ormqrOp is ormqr(A, tau, C, left, transpose): Q C, Q^H C, C Q or C Q^H
// for Q = H(0) ... H(k-1) of order C's rows (left) or columns.
func ormqrOp(c *exec.Ctx) error {
	p := torch.AtenOrmqrArgs[int](operandPositions)
	batch, as, err := matrices(c, p.Self())
	if err != nil {
		return err
	}
	_, taus, err := vectorsOf(c, p.Input2())
	if err != nil {
		return err
	}
	cb, cs, err := matrices(c, p.Input3())
	if err != nil {
		return err
	}
	if !slices.Equal(cb, batch) {
		return c.Errorf("torch.ormqr: Expected batch dimensions of other to be equal to input.shape[:-2]")
	}
	left, trans := scalarB(c, p.Left()), scalarB(c, p.Transpose())
	for b, a := range as {
		q := householderQ(a, taus[b], a.r)
		if trans {
			q = q.adjoint(true)
		}
		if left {
			cs[b] = matMul(q, cs[b])
		} else {
			cs[b] = matMul(cs[b], q)
		}
	}
	t, _ := c.Tensor(p.Input3())
	rows, cols := matrixSize(t)
	return storeMatrices(c, 0, batch, cs, rows, cols)
}
