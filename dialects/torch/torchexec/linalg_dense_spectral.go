package torchexec

import (
	"math"
	"math/cmplx"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
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

// eigvalsh is linalg_eigvalsh(self, UPLO) or the eigenvalues of
// linalg_eigh.
func eigvalsh[A interface {
	selfPositions
	UPLO() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	batch, ms, err := matrices(c, a.Self())
	if err != nil {
		return err
	}
	t, _ := c.Tensor(a.Self())
	if err := square(c, ms, t.Shape, "linalg", "eigvalsh"); err != nil {
		return err
	}
	upper, err := uplo(c, a.UPLO())
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
func eigh[A interface {
	selfPositions
	UPLO() int
}](c *exec.Ctx) error {
	if err := eigvalsh[A](c); err != nil {
		return err
	}
	t, _ := c.Tensor(A(operandPositions).Self())
	if t.Len() != 0 {
		return c.Errorf("linalg.eigh: the eigenvectors of a nonempty matrix are not supported (their phases are LAPACK's choice)")
	}
	_, err := newResult(c, 1, slices.Clone(t.Shape))
	return err
}

func svdvals(c *exec.Ctx) error {
	a := torch.AtenLinalgSvdvalsArgs[int](operandPositions)
	batch, ms, err := matrices(c, a.A())
	if err != nil {
		return err
	}
	t, _ := c.Tensor(a.A())
	rows, cols := matrixSize(t)
	k := min(rows, cols)
	vals := make([][]complex128, len(ms))
	for b, m := range ms {
		vals[b] = realFloats(singularValues(m))
	}
	return storeVectors(c, 0, batch, vals, k)
}

// svdOp (A at position self, full_matrices or some at position full) is
// linalg_svd(A, full_matrices) -> (U, S, Vh) or (old) svd(A,
// some, compute_uv) -> (U, S, V): the singular vectors' phases are
// LAPACK's choice, so only empty matrices are supported.
func svdOp(self, full int, old bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(self)
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
		fullMatrices := scalarB(c, full)
		if old {
			fullMatrices = !fullMatrices
		}
		batch := t.Shape[:r-2]
		uc, vr := k, k
		if fullMatrices {
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

// tolerancePositions are the argument lists, over operand positions, of
// matrix_rank and pinv.
type tolerancePositions interface {
	~[]int
	Atol() int
	Rtol() int
	Hermitian() int
}

// tolerances reads the atol and rtol (operands atolArg and rtolArg) of
// matrix_rank and pinv, whose input is operand self, as get_atol_rtol does: rtol defaults to eps *
// max(m, n), or 0 when atol is given and positive.
func tolerances(c *exec.Ctx, self, atolArg, rtolArg int, m, n int) (atol, rtol float64) {
	read := func(i int) (float64, bool) {
		if isNone(c, i) {
			return 0, false
		}
		if t := c.Args[i].Tensor(); t != nil {
			return getF(t, 0), true
		}
		return scalarF(c, i), true
	}
	a, haveA := read(atolArg)
	r, haveR := read(rtolArg)
	if !haveR {
		elem := exec.ElemOf(c.ArgType(self))
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

// toleranceInputs are what matrix_rank and pinv read: the input's batch
// of matrices and their size, the tolerances and the hermitian flag.
type toleranceInputs struct {
	batch      []int64
	ms         []mat
	rows, cols int
	atol, rtol float64
	hermitian  bool
}

func readTolerances[A tolerancePositions](c *exec.Ctx, a A, self int) (toleranceInputs, error) {
	batch, ms, err := matrices(c, self)
	if err != nil {
		return toleranceInputs{}, err
	}
	t, _ := c.Tensor(self)
	rows, cols := matrixSize(t)
	atol, rtol := tolerances(c, self, a.Atol(), a.Rtol(), rows, cols)
	return toleranceInputs{batch: batch, ms: ms, rows: rows, cols: cols, atol: atol, rtol: rtol,
		hermitian: scalarB(c, a.Hermitian())}, nil
}

// matrixRank is linalg_matrix_rank(input, atol, rtol, hermitian), input
// the accessor of its input.
func matrixRank[A tolerancePositions](input func(A) int) exec.Semantics {
	a := A(operandPositions)
	self := input(a)
	return func(c *exec.Ctx) error {
		in, err := readTolerances(c, a, self)
		if err != nil {
			return err
		}
		ranks := make([][]complex128, len(in.ms))
		for b, m := range in.ms {
			s := magnitudes(m, in.hermitian)
			tol := cutoff(s, in.atol, in.rtol)
			n := 0
			for _, x := range s {
				if x > tol {
					n++
				}
			}
			ranks[b] = []complex128{complex(float64(n), 0)}
		}
		return storeVectors(c, 0, in.batch, ranks, -1)
	}
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

// pinvOp is linalg_pinv(input, atol, rtol, hermitian), input the
// accessor of its input.
func pinvOp[A tolerancePositions](input func(A) int) exec.Semantics {
	a := A(operandPositions)
	self := input(a)
	return func(c *exec.Ctx) error {
		in, err := readTolerances(c, a, self)
		if err != nil {
			return err
		}
		for b, m := range in.ms {
			in.ms[b] = pinvOf(m, in.atol, in.rtol, in.hermitian)
		}
		return storeMatrices(c, 0, in.batch, in.ms, in.cols, in.rows)
	}
}

// pinverse(A, rcond) is linalg_pinv(A, atol=0, rtol=rcond).
func pinverse(c *exec.Ctx) error {
	a := torch.AtenPinverseArgs[int](operandPositions)
	batch, ms, err := matrices(c, a.Self())
	if err != nil {
		return err
	}
	t, _ := c.Tensor(a.Self())
	rows, cols := matrixSize(t)
	rcond := scalarF(c, a.Rcond())
	for b, m := range ms {
		ms[b] = pinvOf(m, 0, rcond, false)
	}
	return storeMatrices(c, 0, batch, ms, cols, rows)
}

// condOp is linalg_cond(A, p): for p None, 2 or -2 the ratio of the
// extreme singular values; for the others norm(A, p) norm(inv(A), p).
func condOp(c *exec.Ctx) error {
	a := torch.AtenLinalgCondArgs[int](operandPositions)
	batch, ms, err := matrices(c, a.Self())
	if err != nil {
		return err
	}
	p := 2.0
	if !isNone(c, a.P()) {
		p = scalarF(c, a.P())
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
	a := torch.AtenMatrixExpArgs[int](operandPositions)
	batch, ms, err := matrices(c, a.Self())
	if err != nil {
		return err
	}
	t, _ := c.Tensor(a.Self())
	if err := square(c, ms, t.Shape, "linalg", "matrix_exp"); err != nil {
		return err
	}
	n := int(t.Shape[len(t.Shape)-1])
	for b, m := range ms {
		ms[b] = matrixExp(m)
	}
	return storeMatrices(c, 0, batch, ms, n, n)
}
