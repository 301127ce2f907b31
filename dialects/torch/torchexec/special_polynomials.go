package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The orthogonal polynomials of torch.special (Chebyshev T, U, V, W and
// their shifted forms, Hermite H and He, Laguerre L, Legendre P),
// registered in specialOps.

// xnPositions are an overload's argument lists with x and n.
type xnPositions interface {
	~[]int
	X() int
	N() int
}

// polynomialOp is P(x, n) of an overload's x and n, in float32 or float64
// (PyTorch has no f16 or bf16 kernel); limit is the degree above which
// the Hermite polynomials are NaN (128 in float32, 512 in float64).
func polynomialOp[A xnPositions](p func(x float64, n int64, limit int64) float64) exec.Semantics {
	return elementwise(at(A.X, A.N), nil, ewKernel{
		check: notReducedFloat,
		fRound: func(e ewEnv) func(x, _ []float64) float64 {
			limit := int64(128)
			if e.compute.kind == ir.F64 {
				limit = 512
			}
			return func(x, _ []float64) float64 {
				n := x[1]
				if math.IsInf(n, 0) {
					n = math.NaN() // both read as negative degrees
				}
				return p(x[0], floatToInt(n), limit)
			}
		},
	})
}

// recurrence runs q_{k+1} = (a x) q_k - p_{k-1} from (p, q) = (1, q1) up
// to degree n, stopping early at NaN.
func recurrence(x2, q1 float64, n int64) float64 {
	p, q, r := 1.0, q1, 0.0
	for k := int64(2); k <= n && !math.IsNaN(q); k++ {
		r = x2*q - p
		p, q = q, r
	}
	return r
}

func chebyshevT(x float64, n, _ int64) float64 {
	switch {
	case n < 0:
		return 0
	case math.Abs(x) == 1:
		if x > 0 || n%2 == 0 {
			return 1
		}
		return -1
	case n > 6 && math.Abs(x) < 1:
		return math.Cos(float64(n) * math.Acos(x))
	case n == 0:
		return 1
	case n == 1:
		return x
	}
	return recurrence(x+x, x, n)
}

func chebyshevU(x float64, n, _ int64) float64 {
	switch {
	case n < 0:
		return 0
	case math.Abs(x) == 1:
		if x > 0 || n%2 == 0 {
			return float64(n + 1)
		}
		return -float64(n + 1)
	case n > 8 && math.Abs(x) < 1:
		t := math.Acos(x)
		if math.Sin(t) != 0 {
			return math.Sin(float64(n+1)*t) / math.Sin(t)
		}
		return float64(n+1) * math.Cos(float64(n+1)*t) / x
	case n == 0:
		return 1
	case n == 1:
		return x + x
	}
	return recurrence(x+x, x+x, n)
}

func chebyshevV(x float64, n, _ int64) float64 {
	switch {
	case n < 0:
		return 0
	case math.Abs(x) == 1:
		if x > 0 {
			return 1
		}
		if n%2 == 0 {
			return float64(n + n + 1)
		}
		return -float64(n + n + 1)
	case n > 8 && math.Abs(x) < 1:
		t := math.Acos(x)
		if math.Sin(t/2) != 1 {
			return math.Cos((float64(n)+0.5)*t) / math.Cos(t/2)
		}
		if n%2 == 0 {
			return float64(n + n + 1)
		}
		return -float64(n + n + 1)
	case n == 0:
		return 1
	case n == 1:
		return x + x - 1
	}
	return recurrence(x+x, x+x-1, n)
}

func chebyshevW(x float64, n, _ int64) float64 {
	switch {
	case n < 0:
		return 0
	case math.Abs(x) == 1:
		if x > 0 {
			return float64(n + n + 1)
		}
		if n%2 == 0 {
			return 1
		}
		return -1
	case n > 8 && math.Abs(x) < 1:
		t := math.Acos(x)
		if math.Cos(t/2) != 1 {
			return math.Sin((float64(n)+0.5)*t) / math.Sin(t/2)
		}
		if x > 0 {
			return float64(n + n + 1)
		}
		if n%2 == 0 {
			return 1
		}
		return -1
	case n == 0:
		return 1
	case n == 1:
		return x + x + 1
	}
	return recurrence(x+x, x+x+1, n)
}

// shifted makes a polynomial of x from one of y = 2x - 1 that also gets x.
func shifted(p func(x, y float64, n int64) float64) func(x float64, n, _ int64) float64 {
	return func(x float64, n, _ int64) float64 { return p(x, x+x-1, n) }
}

// The shifted Chebyshev polynomials T*(x) = T(2x - 1) etc., with PyTorch's
// special cases at x = 1 and x = 0 and its trigonometric form for
// |2x - 1| < 1 above a degree.
func chebyshevTShifted(x, y float64, n int64) float64 {
	switch {
	case n < 0:
		return 0
	case x == 1:
		return 1
	case x == 0:
		if n%2 == 0 {
			return 1
		}
		return -1
	case n > 6 && math.Abs(y) < 1:
		return math.Cos(float64(n) * math.Acos(y))
	case n == 0:
		return 1
	case n == 1:
		return y
	}
	return recurrence(y+y, y, n)
}

func chebyshevUShifted(x, y float64, n int64) float64 {
	switch {
	case n < 0:
		return 0
	case x == 1:
		return float64(n + 1)
	case x == 0:
		if n%2 == 0 {
			return float64(n + 1)
		}
		return -float64(n + 1)
	case n > 6 && math.Abs(y) < 1:
		t := math.Acos(y)
		if math.Sin(t) != 0 {
			return math.Sin(float64(n+1)*t) / math.Sin(t)
		}
		return float64(n+1) * math.Cos(float64(n+1)*t) / y
	case n == 0:
		return 1
	case n == 1:
		return y + y
	}
	return recurrence(y+y, y+y, n)
}

func chebyshevVShifted(x, y float64, n int64) float64 {
	switch {
	case n < 0:
		return 0
	case x == 1:
		return 1
	case x == 0:
		if n%2 == 0 {
			return float64(n + n + 1)
		}
		return -float64(n + n + 1)
	case n > 6 && math.Abs(y) < 1:
		t := math.Acos(y)
		if math.Sin(t/2) != 1 {
			return math.Cos((float64(n)+0.5)*t) / math.Cos(t/2)
		}
		if n%2 == 0 {
			return float64(n + n + 1)
		}
		return -float64(n + n + 1)
	case n == 0:
		return 1
	case n == 1:
		return y + y - 1
	}
	return recurrence(y+y, y+y-1, n)
}

func chebyshevWShifted(x, y float64, n int64) float64 {
	switch {
	case n < 0:
		return 0
	case x == 1:
		return float64(n + n + 1)
	case x == 0:
		if n%2 == 0 {
			return 1
		}
		return -1
	case n > 4 && math.Abs(y) < 1:
		t := math.Acos(y)
		if math.Cos(t/2) != 1 {
			return math.Sin((float64(n)+0.5)*t) / math.Sin(t/2)
		}
		if n%2 == 0 {
			return 1
		}
		return -1
	case n == 0:
		return 1
	case n == 1:
		return y + y + 1
	}
	return recurrence(y+y, y+y+1, n)
}

// hermiteH is the physicists' Hermite polynomial:
// H_{k+1} = 2x H_k - 2k H_{k-1}; NaN above the dtype's degree limit.
func hermiteH(x float64, n, limit int64) float64 {
	switch {
	case n < 0:
		return 0
	case n == 0:
		return 1
	case n == 1:
		return x + x
	case n > limit:
		return math.NaN()
	}
	p, q, r := 1.0, x+x, 0.0
	for k := int64(2); k < n+n; k += 2 {
		r = (x+x)*q - float64(k)*p
		p, q = q, r
	}
	return r
}

// hermiteHe is the probabilists' Hermite polynomial:
// He_{k+1} = x He_k - k He_{k-1}.
func hermiteHe(x float64, n, limit int64) float64 {
	switch {
	case n < 0:
		return 0
	case n == 0:
		return 1
	case n == 1:
		return x
	case n > limit:
		return math.NaN()
	}
	p, q, r := 1.0, x, 0.0
	for k := int64(1); k < n; k++ {
		r = x*q - float64(k)*p
		p, q = q, r
	}
	return r
}

// laguerreL is the Laguerre polynomial:
// (k+1) L_{k+1} = (2k + 1 - x) L_k - k L_{k-1}; 1 at x = 0.
func laguerreL(x float64, n, _ int64) float64 {
	switch {
	case n < 0:
		return 0
	case x == 0:
		return 1
	case n == 0:
		return 1
	case n == 1:
		return 1 - x
	}
	p, q, r := 1.0, 1-x, 0.0
	for k := int64(1); k < n && !math.IsNaN(q); k++ {
		fk := float64(k)
		r = ((fk+fk+(1-x))*q - fk*p) / (fk + 1)
		p, q = q, r
	}
	return r
}

// legendreP is the Legendre polynomial:
// (k+1) P_{k+1} = (2k+1) x P_k - k P_{k-1}; +-1 at x = +-1.
func legendreP(x float64, n, _ int64) float64 {
	switch {
	case n < 0:
		return 0
	case math.Abs(x) == 1:
		if x > 0 || n%2 == 0 {
			return 1
		}
		return -1
	case n == 0:
		return 1
	case n == 1:
		return x
	}
	p, q, r := 1.0, x, 0.0
	for k := int64(1); k < n && !math.IsNaN(q); k++ {
		fk := float64(k)
		r = ((fk+fk+1)*x*q - fk*p) / (fk + 1)
		p, q = q, r
	}
	return r
}
