// Package mathexec declares the interpreter semantics of the math ops.
// Float functions are evaluated in float64 (Go's math package, within an
// ulp or two of libm) and rounded to the op's type, so f32 results are
// as close to libm's f32 functions as libm itself.
package mathexec

import (
	"math"
	"math/bits"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the math ops' semantics.
var Semantics = exec.Table{
	"math.absf":      f1(math.Abs),
	"math.acos":      f1(math.Acos),
	"math.acosh":     f1(math.Acosh),
	"math.asin":      f1(math.Asin),
	"math.asinh":     f1(math.Asinh),
	"math.atan":      f1(math.Atan),
	"math.atanh":     f1(math.Atanh),
	"math.cbrt":      f1(math.Cbrt),
	"math.ceil":      f1(math.Ceil),
	"math.cos":       f1(math.Cos),
	"math.cosh":      f1(math.Cosh),
	"math.erf":       f1(math.Erf),
	"math.erfc":      f1(math.Erfc),
	"math.exp":       f1(math.Exp),
	"math.exp2":      f1(math.Exp2),
	"math.expm1":     f1(math.Expm1),
	"math.floor":     f1(math.Floor),
	"math.log":       f1(math.Log),
	"math.log10":     f1(math.Log10),
	"math.log1p":     f1(math.Log1p),
	"math.log2":      f1(math.Log2),
	"math.round":     f1(math.Round),
	"math.roundeven": f1(math.RoundToEven),
	"math.rsqrt":     f1(func(x float64) float64 { return 1 / math.Sqrt(x) }),
	"math.sin":       f1(math.Sin),
	"math.sinh":      f1(math.Sinh),
	"math.sqrt":      f1(math.Sqrt),
	"math.tan":       f1(math.Tan),
	"math.tanh":      f1(math.Tanh),
	"math.trunc":     f1(math.Trunc),
	"math.atan2":     f2(math.Atan2),
	"math.copysign":  f2(math.Copysign),
	"math.powf":      f2(math.Pow),
	"math.fma": func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		e := c.ResultElem(0)
		c.Results[0] = exec.Float(e.RoundTo(math.FMA(c.Args[0].F, c.Args[1].F, c.Args[2].F)))
		return nil
	},
	"math.clampf": func(c *exec.Ctx) error {
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
	"math.fpowi": func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0] = *p
			return nil
		}
		e := c.ResultElem(0)
		c.Results[0] = exec.Float(e.RoundTo(math.Pow(c.Args[0].F, float64(c.Args[1].I))))
		return nil
	},
	"math.sincos": func(c *exec.Ctx) error {
		if p := poison(c.Args...); p != nil {
			c.Results[0], c.Results[1] = *p, *p
			return nil
		}
		e := c.ResultElem(0)
		s, co := math.Sincos(c.Args[0].F)
		c.Results[0], c.Results[1] = exec.Float(e.RoundTo(s)), exec.Float(e.RoundTo(co))
		return nil
	},
	"math.absi": i1(func(v int64, w int) int64 {
		if v < 0 {
			return exec.Wrap(-v, w)
		}
		return v
	}),
	"math.ctlz": i1(func(v int64, w int) int64 {
		return int64(bits.LeadingZeros64(exec.Unsigned(v, w)) - (64 - w))
	}),
	"math.cttz": i1(func(v int64, w int) int64 {
		u := exec.Unsigned(v, w)
		if u == 0 {
			return int64(w)
		}
		return int64(bits.TrailingZeros64(u))
	}),
	"math.ctpop": i1(func(v int64, w int) int64 { return int64(bits.OnesCount64(exec.Unsigned(v, w))) }),
	"math.ipowi": func(c *exec.Ctx) error {
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
	"math.isfinite": classify(func(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }),
	"math.isinf":    classify(func(x float64) bool { return math.IsInf(x, 0) }),
	"math.isnan":    classify(math.IsNaN),
	"math.isnormal": isNormal,
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
