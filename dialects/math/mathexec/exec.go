// Package mathexec declares the interpreter semantics of the math ops.
// Float functions are evaluated in float64 (Go's math package, within an
// ulp or two of libm) and rounded to the op's type, so f32 results are
// as close to libm's f32 functions as libm itself.
package mathexec

import (
	mathd "github.com/strata-compiler/strata/dialects/math"
	"math"
	"math/bits"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the math ops' semantics.
var Semantics = exec.Table{
	mathd.AbsF.Name:      f1(math.Abs),
	mathd.Acos.Name:      f1(math.Acos),
	mathd.Acosh.Name:     f1(math.Acosh),
	mathd.Asin.Name:      f1(math.Asin),
	mathd.Asinh.Name:     f1(math.Asinh),
	mathd.Atan.Name:      f1(math.Atan),
	mathd.Atanh.Name:     f1(math.Atanh),
	mathd.Cbrt.Name:      f1(math.Cbrt),
	mathd.Ceil.Name:      f1(math.Ceil),
	mathd.Cos.Name:       f1(math.Cos),
	mathd.Cosh.Name:      f1(math.Cosh),
	mathd.Erf.Name:       f1(math.Erf),
	mathd.Erfc.Name:      f1(math.Erfc),
	mathd.Exp.Name:       f1(math.Exp),
	mathd.Exp2.Name:      f1(math.Exp2),
	mathd.ExpM1.Name:     f1(math.Expm1),
	mathd.Floor.Name:     f1(math.Floor),
	mathd.Log.Name:       f1(math.Log),
	mathd.Log10.Name:     f1(math.Log10),
	mathd.Log1p.Name:     f1(math.Log1p),
	mathd.Log2.Name:      f1(math.Log2),
	mathd.Round.Name:     f1(math.Round),
	mathd.RoundEven.Name: f1(math.RoundToEven),
	mathd.Rsqrt.Name:     f1(func(x float64) float64 { return 1 / math.Sqrt(x) }),
	mathd.Sin.Name:       f1(math.Sin),
	mathd.Sinh.Name:      f1(math.Sinh),
	mathd.Sqrt.Name:      f1(math.Sqrt),
	mathd.Tan.Name:       f1(math.Tan),
	mathd.Tanh.Name:      f1(math.Tanh),
	mathd.Trunc.Name:     f1(math.Trunc),
	mathd.Atan2.Name:     f2(math.Atan2),
	mathd.CopySign.Name:  f2(math.Copysign),
	mathd.PowF.Name:      f2(math.Pow),
	mathd.Fma.Name: func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		e := c.ResultElem(0)
		c.Results[0] = exec.Float(e.FMA(c.Args[0].F, c.Args[1].F, c.Args[2].F))
		return nil
	},
	mathd.ClampF.Name: func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		x, lo, hi := c.Args[0].F, c.Args[1].F, c.Args[2].F
		if math.IsNaN(x) {
			c.Results[0] = exec.Float(x)
			return nil
		}
		c.Results[0] = exec.Float(math.Min(math.Max(x, lo), hi))
		return nil
	},
	mathd.FPowI.Name: func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		e := c.ResultElem(0)
		c.Results[0] = exec.Float(e.RoundTo(math.Pow(c.Args[0].F, float64(c.Args[1].I))))
		return nil
	},
	mathd.SinCos.Name: func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0], c.Results[1] = *p, *p
			return nil
		}
		e := c.ResultElem(0)
		s, co := math.Sincos(c.Args[0].F)
		c.Results[0], c.Results[1] = exec.Float(e.RoundTo(s)), exec.Float(e.RoundTo(co))
		return nil
	},
	mathd.AbsI.Name: i1(func(v int64, w int) int64 {
		if v < 0 {
			return exec.Wrap(-v, w)
		}
		return v
	}),
	mathd.CtLz.Name: i1(func(v int64, w int) int64 {
		return int64(bits.LeadingZeros64(exec.Unsigned(v, w)) - (64 - w))
	}),
	mathd.CtTz.Name: i1(func(v int64, w int) int64 {
		u := exec.Unsigned(v, w)
		if u == 0 {
			return int64(w)
		}
		return int64(bits.TrailingZeros64(u))
	}),
	mathd.CtPop.Name: i1(func(v int64, w int) int64 { return int64(bits.OnesCount64(exec.Unsigned(v, w))) }),
	mathd.IPowI.Name: func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		w := c.ResultElem(0).Width
		b, e := c.Args[0].I, c.Args[1].I
		if e < 0 {
			switch b {
			case 0:
				return c.Errorf("division by zero (0 raised to a negative power)")
			case 1:
				c.Results[0] = exec.Int(1)
			case -1:
				if e%2 == 0 {
					c.Results[0] = exec.Int(1)
				} else {
					c.Results[0] = exec.Int(exec.Wrap(-1, w))
				}
			default:
				c.Results[0] = exec.Int(0)
			}
			return nil
		}
		r := int64(1)
		for e > 0 {
			if e&1 != 0 {
				r = exec.Wrap(r*b, w)
			}
			b = exec.Wrap(b*b, w)
			e >>= 1
		}
		c.Results[0] = exec.Int(exec.Wrap(r, w))
		return nil
	},
	mathd.IsFinite.Name: classify(func(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }),
	mathd.IsInf.Name:    classify(func(x float64) bool { return math.IsInf(x, 0) }),
	mathd.IsNaN.Name:    classify(math.IsNaN),
	mathd.IsNormal.Name: isNormal,
}

// isNormal: neither zero, subnormal, infinite nor NaN in the operand's type.
func isNormal(c *exec.Ctx) error {
	v := c.Args[0]
	if v.Poison != nil {
		c.Results[0] = v
		return nil
	}
	var minExp int
	switch e := c.ArgElem(0); {
	case e.Kind == ir.F16:
		minExp = -14
	case e.Kind == ir.BF16 || e.Kind == ir.F32:
		minExp = -126
	default:
		minExp = -1022
	}
	x := math.Abs(v.F)
	c.Results[0] = exec.Bool(x >= math.Ldexp(1, minExp) && !math.IsInf(x, 0) && !math.IsNaN(x))
	return nil
}

func poison(vs ...exec.Value) *exec.Value {
	for i := range vs {
		if vs[i].Poison != nil {
			return &vs[i]
		}
	}
	return nil
}

func f1(f func(float64) float64) exec.Semantics {
	return func(c *exec.Ctx) error {
		v := c.Args[0]
		if v.Poison != nil {
			c.Results[0] = v
			return nil
		}
		c.Results[0] = exec.Float(c.ResultElem(0).RoundTo(f(v.F)))
		return nil
	}
}

func f2(f func(a, b float64) float64) exec.Semantics {
	return func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		c.Results[0] = exec.Float(c.ResultElem(0).RoundTo(f(c.Args[0].F, c.Args[1].F)))
		return nil
	}
}

func i1(f func(v int64, w int) int64) exec.Semantics {
	return func(c *exec.Ctx) error {
		v := c.Args[0]
		if v.Poison != nil {
			c.Results[0] = v
			return nil
		}
		w := c.ResultElem(0).Width
		c.Results[0] = exec.Int(exec.Wrap(f(v.I, w), w))
		return nil
	}
}

func classify(f func(float64) bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		v := c.Args[0]
		if v.Poison != nil {
			c.Results[0] = v
			return nil
		}
		c.Results[0] = exec.Bool(f(v.F))
		return nil
	}
}
