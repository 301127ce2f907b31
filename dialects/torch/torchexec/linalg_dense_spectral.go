package torchexec

import (
	"math"
	"math/cmplx"
	"slices"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The semantics of the ops on eigenvalues and singular values: eigvalsh,
// svdvals, rank, pseudo-inverses, condition numbers and matrix_exp
// (denseLinalgOps, linalg_dense.go).

// ---- eigenvalues and singular values ----

// uplo reads operand i, "L" or "U", as whether the upper triangle is read.
func uplo(c *exec.Ctx, i int) (bool, error) {
	s, _ := c.Args[i].Ref.(string)
	switch s {
	case "L", "l":
		return false, nil
	case "U", "u":
		return true, nil
	}
	return false, c.Errorf("Expected UPLO argument to be 'L' or 'U', but got %s", s)
}

func eigvalsh(c *exec.Ctx) error {
	batch, ms, err := matrices(c, 0)
	if err != nil {
		return err
	}
	t, _ := c.Tensor(0)
	if err := square(c, ms, t.Shape, "linalg", "eigvalsh"); err != nil {
		return err
	}
	upper, err := uplo(c, 1)
	if err != nil {
		return err
	}
	vals := make([][]complex128, len(ms))
	for b, m := range ms {
		l, _ := hermitianEigen(m, upper, nil)
		vals[b] = realFloats(l)
	}
	return storeVectors(c, 0, batch, vals, int(t.Shape[len(t.Shape)-1]))
}

// eigh returns the eigenvalues and eigenvectors: LAPACK's choice of the
// eigenvectors' phases is not reproduced, so only empty matrices are
// supported.
func eigh(c *exec.Ctx) error {
	if err := eigvalsh(c); err != nil {
		return err
	}
	t, _ := c.Tensor(0)
	if t.Len() != 0 {
		return c.Errorf("linalg.eigh: the eigenvectors of a nonempty matrix are not supported (their phases are LAPACK's choice)")
	}
	_, err := newResult(c, 1, slices.Clone(t.Shape))
	return err
}

func svdvals(c *exec.Ctx) error {
	batch, ms, err := matrices(c, 0)
	if err != nil {
		return err
	}
	t, _ := c.Tensor(0)
	rows, cols := matrixSize(t)
	k := min(rows, cols)
	vals := make([][]complex128, len(ms))
	for b, m := range ms {
		vals[b] = realFloats(singularValues(m))
	}
	return storeVectors(c, 0, batch, vals, k)
}

// svdOp is linalg_svd(A, full_matrices) -> (U, S, Vh) or (old) svd(A,
// some, compute_uv) -> (U, S, V): the singular vectors' phases are
// LAPACK's choice, so only empty matrices are supported.
func svdOp(old bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(0)
		if err != nil {
			return err
		}
		if t.Len() != 0 {
			return c.Errorf("linalg.svd: the singular vectors of a nonempty matrix are not supported (their phases are LAPACK's choice)")
		}
		r := len(t.Shape)
		if r < 2 {
			return c.Errorf("linalg.svd: The input tensor A must have at least 2 dimensions.")
		}
		m, n := t.Shape[r-2], t.Shape[r-1]
		k := min(m, n)
		full := scalarB(c, 1)
		if old {
			full = !full
		}
		batch := t.Shape[:r-2]
		uc, vr := k, k
		if full {
			uc, vr = m, n
		}
		shapes := [][]int64{
			append(slices.Clone(batch), m, uc),
			append(slices.Clone(batch), k),
			append(slices.Clone(batch), vr, n),
		}
		if old {
			shapes[2] = append(slices.Clone(batch), n, vr)
		}
		for i, s := range shapes {
			out, err := newResult(c, i, s)
			if err != nil {
				return err
			}
			// Full matrices of a batch of m×0 or 0×n: U or V is the identity.
			if i != 1 && len(s) >= 2 && s[len(s)-1] == s[len(s)-2] {
				n := s[len(s)-1]
				for o := int64(0); o < out.Len(); o++ {
					if o%n == o/n%n {
						setC(out, o, 1)
					}
				}
			}
		}
		return nil
	}
}

// tolerances reads the atol (operand 1) and rtol (operand 2) of
// matrix_rank and pinv as get_atol_rtol does: rtol defaults to eps *
// max(m, n), or 0 when atol is given and positive.
func tolerances(c *exec.Ctx, m, n int) (atol, rtol float64) {
	read := func(i int) (float64, bool) {
		if isNone(c, i) {
			return 0, false
		}
		if t := c.Args[i].Tensor(); t != nil {
			return getF(t, 0), true
		}
		return scalarF(c, i), true
	}
	a, haveA := read(1)
	r, haveR := read(2)
	if !haveR {
		elem := exec.ElemOf(c.ArgType(0))
		r = math.Nextafter(1, 2) - 1
		if elem.Kind == ir.F32 {
			r = float64(math.Nextafter32(1, 2) - 1)
		}
		r *= float64(max(m, n))
		if haveA && a > 0 {
			r = 0
		}
	}
	return a, r
}

// spectrum is the singular values of m, or (hermitian) the absolute
// values of its eigenvalues, in no particular order.
func magnitudes(m mat, hermitian bool) []float64 {
	if !hermitian {
		return singularValues(m)
	}
	l, _ := hermitianEigen(m, false, nil)
	for i := range l {
		l[i] = math.Abs(l[i])
	}
	return l
}

// cutoff is torch.linalg's tolerance for singular values (or |eigenvalues|)
// s: max(atol, rtol * max(s)).
func cutoff(s []float64, atol, rtol float64) float64 {
	top := 0.0
	for _, x := range s {
		top = max(top, x)
	}
	return max(atol, rtol*top)
}

func matrixRank(c *exec.Ctx) error {
	batch, ms, err := matrices(c, 0)
	if err != nil {
		return err
	}
	t, _ := c.Tensor(0)
	rows, cols := matrixSize(t)
	atol, rtol := tolerances(c, rows, cols)
	hermitian := scalarB(c, 3)
	ranks := make([][]complex128, len(ms))
	for b, m := range ms {
		s := magnitudes(m, hermitian)
		tol := cutoff(s, atol, rtol)
		n := 0
		for _, x := range s {
			if x > tol {
				n++
			}
		}
		ranks[b] = []complex128{complex(float64(n), 0)}
	}
	return storeVectors(c, 0, batch, ranks, -1)
}

// pinvOf is the pseudo-inverse of m with tolerances atol, rtol.
func pinvOf(m mat, atol, rtol float64, hermitian bool) mat {
	tol := cutoff(magnitudes(m, hermitian), atol, rtol)
	if !hermitian {
		return pinvByGram(m, tol)
	}
	_, inv := hermitianEigen(m, false, func(l float64) float64 {
		if math.Abs(l) <= tol {
			return 0
		}
		return 1 / l
	})
	return inv
}

func pinvOp(c *exec.Ctx) error {
	batch, ms, err := matrices(c, 0)
	if err != nil {
		return err
	}
	t, _ := c.Tensor(0)
	rows, cols := matrixSize(t)
	atol, rtol := tolerances(c, rows, cols)
	hermitian := scalarB(c, 3)
	for b, m := range ms {
		ms[b] = pinvOf(m, atol, rtol, hermitian)
	}
	return storeMatrices(c, 0, batch, ms, cols, rows)
}

// pinverse(A, rcond) is linalg_pinv(A, atol=0, rtol=rcond).
func pinverse(c *exec.Ctx) error {
	batch, ms, err := matrices(c, 0)
	if err != nil {
		return err
	}
	t, _ := c.Tensor(0)
	rows, cols := matrixSize(t)
	rcond := scalarF(c, 1)
	for b, m := range ms {
		ms[b] = pinvOf(m, 0, rcond, false)
	}
	return storeMatrices(c, 0, batch, ms, cols, rows)
}

// condOp is linalg_cond(A, p): for p None, 2 or -2 the ratio of the
// extreme singular values; for the others norm(A, p) norm(inv(A), p).
func condOp(c *exec.Ctx) error {
	batch, ms, err := matrices(c, 0)
	if err != nil {
		return err
	}
	p := 2.0
	if !isNone(c, 1) {
		p = scalarF(c, 1)
	}
	out := make([][]complex128, len(ms))
	for b, m := range ms {
		var v float64
		switch p {
		case 2, -2:
			s := singularValues(m)
			if len(s) == 0 {
				v = 0
				break
			}
			v = s[0] / s[len(s)-1]
			if p == -2 {
				v = s[len(s)-1] / s[0]
			}
		default:
			lu := m.clone()
			piv, info := luFactor(lu)
			if info != 0 {
				v = math.Inf(1)
				break
			}
			v = inducedNorm(m, p) * inducedNorm(luSolve(lu, piv, eye(m.r), false), p)
		}
		out[b] = []complex128{complex(v, 0)}
	}
	return storeVectors(c, 0, batch, out, -1)
}

// inducedNorm is the matrix norm of ord 1, -1 (max/min column sum), inf,
// -inf (max/min row sum).
func inducedNorm(m mat, p float64) float64 {
	cols := math.Abs(p) == 1
	outer, inner := m.r, m.c
	if cols {
		outer, inner = m.c, m.r
	}
	best := math.NaN()
	for o := range outer {
		s := 0.0
		for i := range inner {
			if cols {
				s += cmplx.Abs(m.at(i, o))
			} else {
				s += cmplx.Abs(m.at(o, i))
			}
		}
		if math.IsNaN(best) || p > 0 && s > best || p < 0 && s < best {
			best = s
		}
	}
	return best
}

func matrixExpOp(c *exec.Ctx) error {
	batch, ms, err := matrices(c, 0)
	if err != nil {
		return err
	}
	t, _ := c.Tensor(0)
	if err := square(c, ms, t.Shape, "linalg", "matrix_exp"); err != nil {
		return err
	}
	n := int(t.Shape[len(t.Shape)-1])
	for b, m := range ms {
		ms[b] = matrixExp(m)
	}
	return storeMatrices(c, 0, batch, ms, n, n)
}
