// Package complexexec declares the interpreter semantics of the complex
// ops. A complex value is an exec.Value's F (real part) and Im (imaginary
// part); the functions are evaluated in complex128 (Go's math/cmplx) and
// both parts rounded to the part type, as the math ops round theirs.
package complexexec

import (
	"math"
	"math/cmplx"

	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the complex ops' semantics.
var Semantics = exec.Table{
	complexd.Abs.Name:   toReal(cmplx.Abs),
	complexd.Angle.Name: toReal(cmplx.Phase),
	complexd.Re.Name:    toReal(func(z complex128) float64 { return real(z) }),
	complexd.Im.Name:    toReal(func(z complex128) float64 { return imag(z) }),

	complexd.Add.Name:   c2(func(a, b complex128) complex128 { return a + b }),
	complexd.Sub.Name:   c2(func(a, b complex128) complex128 { return a - b }),
	complexd.Mul.Name:   c2(func(a, b complex128) complex128 { return a * b }),
	complexd.Div.Name:   c2(func(a, b complex128) complex128 { return a / b }),
	complexd.Pow.Name:   c2(pow),
	complexd.Atan2.Name: c2(atan2),

	complexd.Conj.Name:  c1(cmplx.Conj),
	complexd.Cos.Name:   c1(cmplx.Cos),
	complexd.Exp.Name:   c1(cmplx.Exp),
	complexd.Expm1.Name: c1(expm1),
	complexd.Log.Name:   c1(cmplx.Log),
	complexd.Log1p.Name: c1(log1p),
	complexd.Neg.Name:   c1(func(z complex128) complex128 { return -z }),
	complexd.Rsqrt.Name: c1(func(z complex128) complex128 { return 1 / cmplx.Sqrt(z) }),
	complexd.Sign.Name:  c1(sign),
	complexd.Sin.Name:   c1(cmplx.Sin),
	complexd.Sqrt.Name:  c1(cmplx.Sqrt),
	complexd.Tan.Name:   c1(cmplx.Tan),
	complexd.Tanh.Name:  c1(cmplx.Tanh),

	complexd.Eq.Name:  cmp(func(a, b complex128) bool { return a == b }),
	complexd.Neq.Name: cmp(func(a, b complex128) bool { return a != b }),

	// create(re, im): the parts as they are (each already of the part type).
	complexd.Create.Name: func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		c.Results[0] = exec.Complex(complex(c.Args[0].F, c.Args[1].F))
		return nil
	},
	complexd.Constant.Name: func(c *exec.Ctx) error {
		re, im, ok := complexd.ConstantParts(c.Op)
		if !ok {
			return c.Errorf("malformed complex constant")
		}
		c.Results[0] = round(c, 0, complex(re, im))
		return nil
	},
	complexd.Bitcast.Name: bitcast,
}

// partKind is the part type of result or operand type t.
func partKind(t ir.Type) ir.FloatKind {
	if f, ok := complexd.ElemOf(t).(*ir.FloatType); ok {
		return f.Kind
	}
	return ir.F64
}

// round makes result i from z, both parts rounded to its part type.
func round(c *exec.Ctx, i int, z complex128) exec.Value {
	return exec.Complex(exec.RoundComplex(partKind(c.ResultType(i)), z))
}

func poison(vs ...exec.Value) *exec.Value {
	for i := range vs {
		if vs[i].Poison != nil {
			return &vs[i]
		}
	}
	return nil
}

func c1(f func(complex128) complex128) exec.Semantics {
	return func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		c.Results[0] = round(c, 0, f(c.Args[0].C()))
		return nil
	}
}

func c2(f func(a, b complex128) complex128) exec.Semantics {
	return func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		c.Results[0] = round(c, 0, f(c.Args[0].C(), c.Args[1].C()))
		return nil
	}
}

func toReal(f func(complex128) float64) exec.Semantics {
	return func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		c.Results[0] = exec.Float(c.ResultElem(0).RoundTo(f(c.Args[0].C())))
		return nil
	}
}

func cmp(f func(a, b complex128) bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		c.Results[0] = exec.Bool(f(c.Args[0].C(), c.Args[1].C()))
		return nil
	}
}

// sign is z/|z|, and 0 at 0.
func sign(z complex128) complex128 {
	if z == 0 {
		return 0
	}
	a := cmplx.Abs(z)
	return complex(real(z)/a, imag(z)/a)
}

// expm1 is exp(z) - 1, its real part expm1(x)cos(y) - 2sin²(y/2) without
// the cancellation near 0.
func expm1(z complex128) complex128 {
	x, y := real(z), imag(z)
	s := math.Sin(y / 2)
	return complex(math.Expm1(x)*math.Cos(y)-2*s*s, math.Exp(x)*math.Sin(y))
}

// log1p is log(1 + z), its real part 0.5*log1p(2x + x² + y²).
func log1p(z complex128) complex128 {
	x, y := real(z), imag(z)
	return complex(0.5*math.Log1p(x*(2+x)+y*y), math.Atan2(y, 1+x))
}

// pow is a^b: exp(b*log(a)), with 0^b = 0 for Re(b) > 0 and a^0 = 1.
func pow(a, b complex128) complex128 {
	if b == 0 {
		return 1
	}
	if a == 0 && real(b) > 0 {
		return 0
	}
	return cmplx.Pow(a, b)
}

// atan2 is -i*log((x + i*y)/sqrt(x² + y²)), the complex atan2(y, x).
func atan2(y, x complex128) complex128 {
	s := cmplx.Sqrt(x*x + y*y)
	return -1i * cmplx.Log((x+1i*y)/s)
}

// bitcast reinterprets the bits: a complex number's are its real part's
// bits (low half) and its imaginary part's (high half).
func bitcast(c *exec.Ctx) error {
	v := c.Args[0]
	if v.Poison != nil {
		c.Results[0] = v
		return nil
	}
	in, out := c.ArgType(0), c.ResultType(0)
	var bits uint64
	if k := complexd.ElemOf(in); k != nil {
		if partKind(in) == ir.F64 {
			return c.Errorf("bitcast of complex<f64>: 128 bits do not fit a 64-bit value")
		}
		w := ir.IntOrFloatBitWidth(k)
		bits = ir.FloatBits(partKind(in), v.F) | ir.FloatBits(partKind(in), v.Im)<<w
	} else if f, ok := in.(*ir.FloatType); ok {
		bits = ir.FloatBits(f.Kind, v.F)
	} else {
		bits = uint64(v.I)
	}
	if k := complexd.ElemOf(out); k != nil {
		pk := partKind(out)
		if pk == ir.F64 {
			return c.Errorf("bitcast to complex<f64>: 128 bits do not fit a 64-bit value")
		}
		w := ir.IntOrFloatBitWidth(k)
		c.Results[0] = exec.Complex(complex(ir.FloatFromBits(pk, bits&(1<<w-1)), ir.FloatFromBits(pk, bits>>w)))
		return nil
	}
	if f, ok := out.(*ir.FloatType); ok {
		c.Results[0] = exec.Float(ir.FloatFromBits(f.Kind, bits))
		return nil
	}
	c.Results[0] = exec.Int(exec.Wrap(int64(bits), exec.ElemOf(out).Width))
	return nil
}
