package torchexec

import (
	"math"
	"math/cmplx"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The complex forms of composites whose real semantics live in other
// files (math_composites.go, rmsnorm.go), which call these when an
// operand is complex. They compute in complex128 and round once into the
// complex result, as complex.go's elementwise ops do.

// logSumExpComplex is logsumexp of complex elements as ATen computes it:
// m = max(real(x)) (0 when infinite), log(sum(exp(x - m))) + m.
func logSumExpComplex(c *exec.Ctx, r *reduction) error {
	out, err := newResult(c, 0, r.shape)
	if err != nil {
		return err
	}
	if !out.IsComplex() {
		return c.Errorf("logsumexp of a complex tensor needs a complex result")
	}
	for o := int64(0); o < r.count; o++ {
		m := math.Inf(-1)
		for k := o * r.n; k < (o+1)*r.n; k++ {
			if v := real(r.in.t.Complex(k)); v > m || math.IsNaN(v) {
				m = v
			}
		}
		if math.IsInf(m, 0) || r.n == 0 {
			m = 0
		}
		var sum complex128
		for k := o * r.n; k < (o+1)*r.n; k++ {
			sum += cmplx.Exp(r.in.t.Complex(k) - complex(m, 0))
		}
		setC(out, o, cmplx.Log(sum)+complex(m, 0))
	}
	return nil
}

// logCumSumExpComplex is logcumsumexp of complex elements along dim d:
// the running log(exp(acc) + exp(x)), each step rounded to the result's
// precision (c10's complex log-add-exp).
func logCumSumExpComplex(c *exec.Ctx, t *exec.Tensor, d int) error {
	out, err := newResult(c, 0, t.Shape)
	if err != nil {
		return err
	}
	if !out.IsComplex() {
		return c.Errorf("logcumsumexp of a complex tensor needs a complex result")
	}
	kind := elemOf(out).Kind
	lanes(t.Shape, d, func(size int64, at func(int64) int64) {
		for k := int64(0); k < size; k++ {
			z := t.Complex(at(k))
			if k > 0 {
				z = exec.RoundComplex(kind, cLogAddExp(out.Complex(at(k-1)), z))
			}
			setC(out, at(k), z)
		}
	})
	return nil
}

// iscloseComplex is isclose of complex elements: equal, both NaN with
// equal_nan, or |a - b| finite and at most atol + rtol*|b| (the
// magnitudes in the parts' precision).
func iscloseComplex(c *exec.Ctx, a, b *exec.Tensor) error {
	rtol, atol, equalNaN := scalarF(c, iscloseArgs.Rtol()), scalarF(c, iscloseArgs.Atol()), scalarB(c, iscloseArgs.EqualNan())
	shape, ok := broadcastShapes(a.Shape, b.Shape)
	if !ok {
		return c.Errorf("isclose: shapes %v and %v do not broadcast", a.Shape, b.Shape)
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	r := roundTo(elemOf(a).Kind)
	forEach(shape, [][]int64{broadcastStrides(a.Shape, shape), broadcastStrides(b.Shape, shape)}, func(o int64, pos []int64) {
		x, y := a.Complex(pos[0]), b.Complex(pos[1])
		close := x == y || equalNaN && cIsNaN(x) && cIsNaN(y)
		if !close && (rtol != 0 || atol != 0) {
			diff := complex(r(real(x)-real(y)), r(imag(x)-imag(y)))
			actual := r(cmplx.Abs(diff))
			allowed := r(r(atol) + r(cmplx.Abs(complex(r(r(rtol)*real(y)), r(r(rtol)*imag(y))))))
			close = !math.IsInf(actual, 0) && !math.IsNaN(actual) && actual <= allowed
		}
		setB(out, o, close)
	})
	return nil
}

// trapezoidOperands are the positions of trapezoid's y, x or dx, and dim.
type trapezoidOperands struct{ y, x, dim int }

// trapezoidComplex is trapezoid and cumulative_trapezoid of complex y
// (and x): sum((x[k+1] - x[k]) * (y[k+1] + y[k])) / 2 along dim, the
// spacing dx (a real scalar) when there is no x.
func trapezoidComplex(c *exec.Ctx, p trapezoidOperands, cumulative, withX bool) error {
	y, err := c.Tensor(p.y)
	if err != nil {
		return err
	}
	var x *exec.Tensor
	dx := complex(1, 0)
	if withX {
		if x, err = c.Tensor(p.x); err != nil {
			return err
		}
	} else if !isNone(c, p.x) {
		dx = complex(scalarF(c, p.x), 0)
	}
	if len(y.Shape) == 0 {
		return c.Errorf("trapezoid: y must have at least one dimension")
	}
	d, err := normDim(c, scalarI(c, p.dim), len(y.Shape))
	if err != nil {
		return err
	}
	size := y.Shape[d]
	if x != nil && !(len(x.Shape) == 1 && x.Shape[0] == size || slices.Equal(x.Shape, y.Shape)) {
		return c.Errorf("trapezoid: x of shape %v must be 1-d of size %d or of y's shape %v", x.Shape, size, y.Shape)
	}
	shape := slices.Clone(y.Shape)
	if cumulative {
		shape[d] = max(size-1, 0)
	} else {
		shape = slices.Delete(shape, d, d+1)
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	outer, _, inner := laneSplit(y.Shape, d)
	for a := int64(0); a < outer; a++ {
		for i := int64(0); i < inner; i++ {
			at := func(k int64) int64 { return (a*size+k)*inner + i }
			var acc complex128
			for k := int64(0); k+1 < size; k++ {
				h := dx
				if x != nil && len(x.Shape) == 1 {
					h = getC(x, k+1) - getC(x, k)
				} else if x != nil {
					h = getC(x, at(k+1)) - getC(x, at(k))
				}
				acc += h * (getC(y, at(k+1)) + getC(y, at(k))) / 2
				if cumulative {
					setC(out, (a*(size-1)+k)*inner+i, acc)
				}
			}
			if !cumulative {
				setC(out, a*inner+i, acc)
			}
		}
	}
	return nil
}

// rmsNormComplex is rms_norm of complex x as ATen's composite computes
// it: x * rsqrt(mean(x^2) + eps) * weight, with the complex square (not
// |x|^2) and the complex reciprocal square root.
func rmsNormComplex(c *exec.Ctx, x *exec.Tensor, inner int64, weight *exec.Tensor) error {
	eps := complex(0x1p-23, 0)
	if elemOf(x).Kind == ir.F64 {
		eps = complex(0x1p-52, 0)
	}
	if a := torch.AtenRmsNormArgs[int](operandPositions); !isNone(c, a.Eps()) {
		eps = complex(scalarF(c, a.Eps()), 0)
	}
	out, err := newResult(c, 0, x.Shape)
	if err != nil {
		return err
	}
	for g := int64(0); g < x.Len(); g += max(inner, 1) {
		var sum complex128
		for k := int64(0); k < inner; k++ {
			v := x.Complex(g + k)
			sum += v * v
		}
		rstd := 1 / cmplx.Sqrt(sum/complex(float64(inner), 0)+eps)
		for k := int64(0); k < inner; k++ {
			v := x.Complex(g+k) * rstd
			if weight != nil {
				v *= getC(weight, k)
			}
			setC(out, g+k, v)
		}
	}
	return nil
}
