package torchexec

import (
	"math"
	"math/cmplx"
	"slices"
)

// The algorithms behind the dense linear algebra ops, on one matrix of
// complex128 (a real matrix has zero imaginary parts): they follow the
// unblocked LAPACK routines PyTorch calls on the CPU (getf2, potf2,
// trsm, geqr2, org2r/orm2r), so that factors whose choice LAPACK fixes
// (pivots, the signs of Householder reflectors) match it. Symmetric
// eigenvalues come from cyclic Jacobi, singular values from the
// eigenvalues of A^H A.

// mat is an r×c matrix stored row-major.
type mat struct {
	r, c int
	a    []complex128
}

func newMat(r, c int) mat { return mat{r, c, make([]complex128, r*c)} }

func (m mat) at(i, j int) complex128     { return m.a[i*m.c+j] }
func (m mat) set(i, j int, v complex128) { m.a[i*m.c+j] = v }
func (m mat) clone() mat                 { return mat{m.r, m.c, slices.Clone(m.a)} }

func eye(n int) mat {
	m := newMat(n, n)
	for i := range n {
		m.set(i, i, 1)
	}
	return m
}

// adjoint is the conjugate transpose (conj false: the transpose).
func (m mat) adjoint(conj bool) mat {
	t := newMat(m.c, m.r)
	for i := range m.r {
		for j := range m.c {
			v := m.at(i, j)
			if conj {
				v = cmplx.Conj(v)
			}
			t.set(j, i, v)
		}
	}
	return t
}

func matMul(a, b mat) mat {
	out := newMat(a.r, b.c)
	for i := range a.r {
		for j := range b.c {
			var s complex128
			for k := range a.c {
				s += a.at(i, k) * b.at(k, j)
			}
			out.set(i, j, s)
		}
	}
	return out
}

// cabs1 is |re| + |im|, the magnitude BLAS's i?amax compares.
func cabs1(z complex128) float64 { return math.Abs(real(z)) + math.Abs(imag(z)) }

// luFactor is getf2 in place: partial pivoting on the first entry of
// largest cabs1 in each column; pivots are 1-based row numbers, info the
// first zero pivot (1-based) or 0.
func luFactor(a mat) (piv []int64, info int64) {
	k := min(a.r, a.c)
	piv = make([]int64, k)
	for j := range k {
		// i?amax: the first entry strictly above the ones before it.
		p, best := j, cabs1(a.at(j, j))
		for i := j + 1; i < a.r; i++ {
			if v := cabs1(a.at(i, j)); v > best {
				p, best = i, v
			}
		}
		piv[j] = int64(p + 1)
		if a.at(p, j) != 0 {
			if p != j {
				for c := range a.c {
					x, y := a.at(j, c), a.at(p, c)
					a.set(j, c, y)
					a.set(p, c, x)
				}
			}
			d := a.at(j, j)
			for i := j + 1; i < a.r; i++ {
				a.set(i, j, a.at(i, j)/d)
			}
		} else if info == 0 {
			info = int64(j + 1)
		}
		for i := j + 1; i < a.r; i++ {
			l := a.at(i, j)
			for c := j + 1; c < a.c; c++ {
				a.set(i, c, a.at(i, c)-l*a.at(j, c))
			}
		}
	}
	return piv, info
}

// permuteRows applies the row interchanges piv (1-based) to b in order,
// or in reverse order when reverse is set (P^T b versus P b).
func permuteRows(b mat, piv []int64, reverse bool) {
	swap := func(i int) {
		p := int(piv[i] - 1)
		if p == i || p < 0 || p >= b.r {
			return
		}
		for c := range b.c {
			x, y := b.at(i, c), b.at(p, c)
			b.set(i, c, y)
			b.set(p, c, x)
		}
	}
	if reverse {
		for i := len(piv) - 1; i >= 0; i-- {
			swap(i)
		}
		return
	}
	for i := range piv {
		swap(i)
	}
}

// triSolve solves T X = B in place of b for the n×n triangular t (its
// other triangle not read): lower or upper, with a unit diagonal when
// unit is set.
func triSolve(t, b mat, upper, unit bool) {
	n := t.r
	for c := range b.c {
		if upper {
			for i := n - 1; i >= 0; i-- {
				s := b.at(i, c)
				for k := i + 1; k < n; k++ {
					s -= t.at(i, k) * b.at(k, c)
				}
				if !unit {
					s /= t.at(i, i)
				}
				b.set(i, c, s)
			}
			continue
		}
		for i := range n {
			s := b.at(i, c)
			for k := range i {
				s -= t.at(i, k) * b.at(k, c)
			}
			if !unit {
				s /= t.at(i, i)
			}
			b.set(i, c, s)
		}
	}
}

// triSolveSided solves op(T) X = B (left) or X op(T) = B (right), op the
// identity, the transpose (trans) or the conjugate transpose (trans and
// conj); it returns X.
func triSolveSided(t, b mat, upper, unit, left, trans, conj bool) mat {
	if trans {
		t, upper = t.adjoint(conj), !upper
	}
	if left {
		x := b.clone()
		triSolve(t, x, upper, unit)
		return x
	}
	// X T = B is T^T X^T = B^T.
	x := b.adjoint(false)
	triSolve(t.adjoint(false), x, !upper, unit)
	return x.adjoint(false)
}

// luSolve solves A X = B (adjoint: A^H X = B) for A = P L U packed in lu
// with pivots piv; it returns X.
func luSolve(lu mat, piv []int64, b mat, adjoint bool) mat {
	x := b.clone()
	if !adjoint {
		permuteRows(x, piv, false)
		triSolve(lu, x, false, true)
		triSolve(lu, x, true, false)
		return x
	}
	h := lu.adjoint(true)
	triSolve(h, x, false, false) // U^H
	triSolve(h, x, true, true)   // L^H
	permuteRows(x, piv, true)
	return x
}

// luSolveSided is luSolve for X A = B as well (left false): A^H X^H = B^H.
func luSolveSided(lu mat, piv []int64, b mat, left, adjoint bool) mat {
	if left {
		return luSolve(lu, piv, b, adjoint)
	}
	return luSolve(lu, piv, b.adjoint(true), !adjoint).adjoint(true)
}

// cholesky is potf2 on the lower triangle of a (upper: on the upper
// triangle, returning U = L^H): on a leading minor that is not positive
// definite it stops with info its (1-based) order, that diagonal entry
// set to the failed value and the rest of the triangle as it was. The
// other triangle of the result is zero.
func cholesky(a mat, upper bool) (mat, int64) {
	n := a.r
	l := newMat(n, n)
	for i := range n {
		for j := 0; j <= i; j++ {
			if upper {
				l.set(i, j, cmplx.Conj(a.at(j, i)))
			} else {
				l.set(i, j, a.at(i, j))
			}
		}
	}
	var info int64
	for j := range n {
		d := real(l.at(j, j))
		for k := range j {
			z := l.at(j, k)
			d -= real(z)*real(z) + imag(z)*imag(z)
		}
		if d <= 0 || math.IsNaN(d) {
			l.set(j, j, complex(d, 0))
			info = int64(j + 1)
			break
		}
		d = math.Sqrt(d)
		l.set(j, j, complex(d, 0))
		for i := j + 1; i < n; i++ {
			s := l.at(i, j)
			for k := range j {
				s -= l.at(i, k) * cmplx.Conj(l.at(j, k))
			}
			l.set(i, j, s/complex(d, 0))
		}
	}
	if upper {
		return l.adjoint(true), info
	}
	return l, info
}

// geqrf is geqr2 in place: Householder reflectors H(i) = I - tau v v^H
// (v(i) = 1, below it stored in a) with beta = -sign(Re alpha) |(alpha,
// x)| and tau = (beta - alpha)/beta, as zlarfg chooses them.
func geqrf(a mat) []complex128 {
	k := min(a.r, a.c)
	tau := make([]complex128, k)
	for i := range k {
		alpha := a.at(i, i)
		xnorm2 := 0.0 // |x|^2
		for r := i + 1; r < a.r; r++ {
			z := a.at(r, i)
			xnorm2 += real(z)*real(z) + imag(z)*imag(z)
		}
		if xnorm2 == 0 && imag(alpha) == 0 {
			continue // tau = 0: H(i) is the identity
		}
		beta := math.Sqrt(real(alpha)*real(alpha) + imag(alpha)*imag(alpha) + xnorm2)
		if real(alpha) >= 0 {
			beta = -beta
		}
		tau[i] = complex((beta-real(alpha))/beta, -imag(alpha)/beta)
		scale := 1 / (alpha - complex(beta, 0))
		for r := i + 1; r < a.r; r++ {
			a.set(r, i, a.at(r, i)*scale)
		}
		a.set(i, i, complex(beta, 0))
		// A(i:, i+1:) = H(i)^H A(i:, i+1:).
		applyReflector(a, i, i, cmplx.Conj(tau[i]), a, i+1)
	}
	return tau
}

// reflector is column i of v from row i down: 1 at row i, then v's
// entries below it.
func reflector(v mat, i int) []complex128 {
	out := make([]complex128, v.r-i)
	out[0] = 1
	for r := i + 1; r < v.r; r++ {
		out[r-i] = v.at(r, i)
	}
	return out
}

// applyReflector sets c(row:, from:) = (I - tau w w^H) c(row:, from:) for
// w = reflector(v, i).
func applyReflector(v mat, i, row int, tau complex128, c mat, from int) {
	if tau == 0 {
		return
	}
	w := reflector(v, i)
	for j := from; j < c.c; j++ {
		var s complex128
		for r := range w {
			s += cmplx.Conj(w[r]) * c.at(row+r, j)
		}
		s *= tau
		for r := range w {
			c.set(row+r, j, c.at(row+r, j)-w[r]*s)
		}
	}
}

// householderQ is H(0) H(1) ... H(k-1) for the reflectors stored in the
// columns of v (order v.r), as an v.r×cols matrix (its first cols
// columns).
func householderQ(v mat, tau []complex128, cols int) mat {
	q := newMat(v.r, cols)
	for i := range min(v.r, cols) {
		q.set(i, i, 1)
	}
	for i := len(tau) - 1; i >= 0; i-- {
		applyReflector(v, i, i, tau[i], q, 0)
	}
	return q
}

// jacobiEigen diagonalizes the real symmetric s in place by cyclic
// Jacobi rotations and returns the eigenvector matrix (columns, in the
// order of s's diagonal).
func jacobiEigen(s []float64, n int) []float64 {
	v := make([]float64, n*n)
	for i := range n {
		v[i*n+i] = 1
	}
	for range 100 {
		off := 0.0
		for p := range n {
			for q := p + 1; q < n; q++ {
				off += s[p*n+q] * s[p*n+q]
			}
		}
		if off == 0 {
			break
		}
		for p := range n {
			for q := p + 1; q < n; q++ {
				apq := s[p*n+q]
				if apq == 0 {
					continue
				}
				theta := (s[q*n+q] - s[p*n+p]) / (2 * apq)
				t := 1 / (math.Abs(theta) + math.Sqrt(theta*theta+1))
				if theta < 0 {
					t = -t
				}
				c := 1 / math.Sqrt(t*t+1)
				sn := t * c
				for k := range n { // columns p, q
					kp, kq := s[k*n+p], s[k*n+q]
					s[k*n+p], s[k*n+q] = c*kp-sn*kq, sn*kp+c*kq
				}
				for k := range n { // rows p, q
					pk, qk := s[p*n+k], s[q*n+k]
					s[p*n+k], s[q*n+k] = c*pk-sn*qk, sn*pk+c*qk
				}
				s[p*n+q], s[q*n+p] = 0, 0
				for k := range n {
					kp, kq := v[k*n+p], v[k*n+q]
					v[k*n+p], v[k*n+q] = c*kp-sn*kq, sn*kp+c*kq
				}
			}
		}
	}
	return v
}

// hermitianEigen returns the eigenvalues (ascending) of the Hermitian h
// (its lower triangle read, or its upper one when upper is set) and
// f(H) = V diag(f(λ)) V^H when f is not nil. A complex matrix is
// diagonalized as the real symmetric [[Re, -Im], [Im, Re]] of twice the
// order, whose eigenvalues come in pairs.
func hermitianEigen(h mat, upper bool, f func(float64) float64) ([]float64, mat) {
	n := h.r
	full := newMat(n, n)
	isComplex := false
	for i := range n {
		for j := 0; j <= i; j++ {
			v := h.at(i, j)
			if upper {
				v = cmplx.Conj(h.at(j, i))
			}
			if i == j {
				v = complex(real(v), 0)
			}
			full.set(i, j, v)
			full.set(j, i, cmplx.Conj(v))
			isComplex = isComplex || imag(v) != 0
		}
	}
	m := n
	if isComplex {
		m = 2 * n
	}
	s := make([]float64, m*m)
	for i := range n {
		for j := range n {
			z := full.at(i, j)
			s[i*m+j] = real(z)
			if isComplex {
				s[i*m+n+j] = -imag(z)
				s[(n+i)*m+j] = imag(z)
				s[(n+i)*m+n+j] = real(z)
			}
		}
	}
	v := jacobiEigen(s, m)
	lam := make([]float64, m)
	for i := range m {
		lam[i] = s[i*m+i]
	}
	sorted := slices.Clone(lam)
	slices.Sort(sorted)
	vals := sorted
	if isComplex {
		vals = make([]float64, n)
		for i := range n {
			vals[i] = sorted[2*i]
		}
	}
	var fh mat
	if f != nil {
		fh = newMat(n, n)
		for i := range n {
			for j := range n {
				var re, im float64
				for k := range m {
					w := f(lam[k])
					re += v[i*m+k] * w * v[j*m+k]
					if isComplex {
						im += v[(n+i)*m+k] * w * v[j*m+k]
					}
				}
				fh.set(i, j, complex(re, im))
			}
		}
	}
	return vals, fh
}

// gram is A^H A.
func gram(a mat) mat { return matMul(a.adjoint(true), a) }

// singularValues are the singular values of a, descending: the square
// roots of the eigenvalues of A^H A (or A A^H, the smaller).
func singularValues(a mat) []float64 {
	g := a
	if a.r < a.c {
		g = a.adjoint(true)
	}
	lam, _ := hermitianEigen(gram(g), false, nil)
	s := make([]float64, len(lam))
	for i, l := range lam {
		s[len(lam)-1-i] = math.Sqrt(max(l, 0))
	}
	return s
}

// pinvByGram is the pseudo-inverse of a, its singular values at most tol
// dropped: (A^H A)^+ A^H (a wide A: A^H (A A^H)^+, the smaller Gram
// matrix) with the eigenvalues at most tol² dropped.
func pinvByGram(a mat, tol float64) mat {
	wide := a.r < a.c
	g := a
	if wide {
		g = a.adjoint(true)
	}
	_, inv := hermitianEigen(gram(g), false, func(l float64) float64 {
		if l <= tol*tol || l <= 0 {
			return 0
		}
		return 1 / l
	})
	if wide {
		return matMul(g, inv)
	}
	return matMul(inv, a.adjoint(true))
}

// matrixExp is exp(a) by scaling and squaring with the [13/13] Padé
// approximant (Higham 2005).
func matrixExp(a mat) mat {
	n := a.r
	if n == 0 {
		return a
	}
	norm := 0.0
	for j := range n {
		s := 0.0
		for i := range n {
			s += cmplx.Abs(a.at(i, j))
		}
		norm = max(norm, s)
	}
	const theta13 = 5.371920351148152
	sq := 0
	if norm > theta13 {
		sq = int(math.Ceil(math.Log2(norm / theta13)))
	}
	x := a.clone()
	f := complex(math.Ldexp(1, -sq), 0)
	for i := range x.a {
		x.a[i] *= f
	}
	b := []float64{64764752532480000, 32382376266240000, 7771770303897600, 1187353796428800,
		129060195264000, 10559470521600, 670442572800, 33522128640, 1323241920, 40840800,
		960960, 16380, 182, 1}
	lin := func(cs []float64, ms ...mat) mat {
		out := newMat(n, n)
		for k, m := range ms {
			for i := range out.a {
				out.a[i] += complex(cs[k], 0) * m.a[i]
			}
		}
		return out
	}
	id := eye(n)
	x2 := matMul(x, x)
	x4 := matMul(x2, x2)
	x6 := matMul(x4, x2)
	u := matMul(x, lin([]float64{1, 1}, matMul(x6, lin([]float64{b[13], b[11], b[9]}, x6, x4, x2)),
		lin([]float64{b[7], b[5], b[3], b[1]}, x6, x4, x2, id)))
	v := lin([]float64{1, 1}, matMul(x6, lin([]float64{b[12], b[10], b[8]}, x6, x4, x2)),
		lin([]float64{b[6], b[4], b[2], b[0]}, x6, x4, x2, id))
	p := lin([]float64{1, 1}, v, u)
	q := lin([]float64{1, -1}, v, u)
	lu := q.clone()
	piv, _ := luFactor(lu)
	r := luSolve(lu, piv, p, false)
	for range sq {
		r = matMul(r, r)
	}
	return r
}
