// Package arithexec declares the interpreter semantics of the arith ops:
// one entry per op. Integers wrap as LLVM's do, the nsw/nuw/exact flags and
// out-of-range conversions produce poison, division by zero is an error,
// and f32 arithmetic is done in float32.
package arithexec

import (
	"math"
	"math/bits"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the arith ops' semantics.
var Semantics = exec.Table{
	arith.Constant.Name: constant,

	arith.AddI.Name: intBin(addi),
	arith.SubI.Name: intBin(subi),
	arith.MulI.Name: intBin(muli),
	arith.DivSI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		if b == 0 {
			return exec.Value{}, c.Errorf("division by zero")
		}
		if isMin(a, w) && b == -1 {
			return exec.Value{}, c.Errorf("signed division overflow (INT_MIN / -1)")
		}
		if exact(c) && a%b != 0 {
			return exec.PoisonOf(c.Op), nil
		}
		return exec.Int(exec.Wrap(a/b, w)), nil
	}),
	arith.DivUI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		ua, ub := exec.Unsigned(a, w), exec.Unsigned(b, w)
		if ub == 0 {
			return exec.Value{}, c.Errorf("division by zero")
		}
		if exact(c) && ua%ub != 0 {
			return exec.PoisonOf(c.Op), nil
		}
		return exec.Int(exec.Wrap(int64(ua/ub), w)), nil
	}),
	arith.CeilDivSI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		if b == 0 {
			return exec.Value{}, c.Errorf("division by zero")
		}
		if isMin(a, w) && b == -1 {
			return exec.Value{}, c.Errorf("signed division overflow (INT_MIN / -1)")
		}
		q := a / b
		if a%b != 0 && (a < 0) == (b < 0) {
			q++
		}
		return exec.Int(exec.Wrap(q, w)), nil
	}),
	arith.CeilDivUI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		ua, ub := exec.Unsigned(a, w), exec.Unsigned(b, w)
		if ub == 0 {
			return exec.Value{}, c.Errorf("division by zero")
		}
		q := ua / ub
		if ua%ub != 0 {
			q++
		}
		return exec.Int(exec.Wrap(int64(q), w)), nil
	}),
	arith.FloorDivSI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		if b == 0 {
			return exec.Value{}, c.Errorf("division by zero")
		}
		if isMin(a, w) && b == -1 {
			return exec.Value{}, c.Errorf("signed division overflow (INT_MIN / -1)")
		}
		q := a / b
		if a%b != 0 && (a < 0) != (b < 0) {
			q--
		}
		return exec.Int(exec.Wrap(q, w)), nil
	}),
	arith.RemSI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		if b == 0 {
			return exec.Value{}, c.Errorf("division by zero")
		}
		if b == -1 {
			return exec.Int(0), nil
		}
		return exec.Int(exec.Wrap(a%b, w)), nil
	}),
	arith.RemUI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		ua, ub := exec.Unsigned(a, w), exec.Unsigned(b, w)
		if ub == 0 {
			return exec.Value{}, c.Errorf("division by zero")
		}
		return exec.Int(exec.Wrap(int64(ua%ub), w)), nil
	}),
	arith.AndI.Name: intBin(func(_ *exec.Ctx, a, b int64, w int) (exec.Value, error) { return exec.Int(a & b), nil }),
	arith.OrI.Name:  intBin(func(_ *exec.Ctx, a, b int64, w int) (exec.Value, error) { return exec.Int(a | b), nil }),
	arith.XOrI.Name: intBin(func(_ *exec.Ctx, a, b int64, w int) (exec.Value, error) { return exec.Int(a ^ b), nil }),
	arith.ShLI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		s := exec.Unsigned(b, w)
		if s >= uint64(w) {
			return exec.PoisonOf(c.Op), nil
		}
		r := exec.Wrap(a<<s, w)
		f := arith.OverflowOf(c.Op)
		if f&arith.OverflowNSW != 0 && r>>s != a {
			return exec.PoisonOf(c.Op), nil
		}
		if f&arith.OverflowNUW != 0 && exec.Unsigned(r, w)>>s != exec.Unsigned(a, w) {
			return exec.PoisonOf(c.Op), nil
		}
		return exec.Int(r), nil
	}),
	arith.ShRSI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		s := exec.Unsigned(b, w)
		if s >= uint64(w) {
			return exec.PoisonOf(c.Op), nil
		}
		if exact(c) && a&(1<<s-1) != 0 {
			return exec.PoisonOf(c.Op), nil
		}
		return exec.Int(a >> s), nil
	}),
	arith.ShRUI.Name: intBin(func(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		s := exec.Unsigned(b, w)
		if s >= uint64(w) {
			return exec.PoisonOf(c.Op), nil
		}
		if exact(c) && a&(1<<s-1) != 0 {
			return exec.PoisonOf(c.Op), nil
		}
		return exec.Int(exec.Wrap(int64(exec.Unsigned(a, w)>>s), w)), nil
	}),
	arith.MaxSI.Name: intBin(func(_ *exec.Ctx, a, b int64, w int) (exec.Value, error) { return exec.Int(max(a, b)), nil }),
	arith.MinSI.Name: intBin(func(_ *exec.Ctx, a, b int64, w int) (exec.Value, error) { return exec.Int(min(a, b)), nil }),
	arith.MaxUI.Name: intBin(func(_ *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		if exec.Unsigned(a, w) >= exec.Unsigned(b, w) {
			return exec.Int(a), nil
		}
		return exec.Int(b), nil
	}),
	arith.MinUI.Name: intBin(func(_ *exec.Ctx, a, b int64, w int) (exec.Value, error) {
		if exec.Unsigned(a, w) <= exec.Unsigned(b, w) {
			return exec.Int(a), nil
		}
		return exec.Int(b), nil
	}),
	arith.AddUIExtended.Name: extended(func(a, b uint64, w int) (uint64, uint64) {
		s := (a + b) & mask(w)
		if s < a || (w < 64 && a+b > mask(w)) {
			return s, 1
		}
		return s, 0
	}),
	arith.MulUIExtended.Name: extended(func(a, b uint64, w int) (uint64, uint64) {
		hi, lo := bits.Mul64(a, b)
		if w == 64 {
			return lo, hi
		}
		return lo & mask(w), (lo >> uint(w)) | hi<<uint(64-w)
	}),
	arith.MulSIExtended.Name: func(c *exec.Ctx) error {
		a, b := c.Args[0], c.Args[1]
		if p := poison(a, b); p != nil {
			c.Results[0], c.Results[1] = *p, *p
			return nil
		}
		w := c.ResultElem(0).Width
		hi, lo := mul128(a.I, b.I)
		if w == 64 {
			c.Results[0], c.Results[1] = exec.Int(int64(lo)), exec.Int(hi)
			return nil
		}
		// The full product fits in 2w <= 126 bits: low w bits, then the
		// next w (sign-extended).
		c.Results[0] = exec.Int(exec.Wrap(int64(lo), w))
		c.Results[1] = exec.Int(exec.Wrap(int64(lo>>uint(w))|hi<<uint(64-w), w))
		return nil
	},
	arith.CmpI.Name: func(c *exec.Ctx) error {
		a, b := c.Args[0], c.Args[1]
		if p := poison(a, b); p != nil {
			c.Results[0] = *p
			return nil
		}
		w := c.ArgElem(0).Width
		ua, ub := exec.Unsigned(a.I, w), exec.Unsigned(b.I, w)
		var r bool
		switch arith.CmpIPredicate(c.Memo(arith.Predicate)) {
		case arith.CmpIEQ:
			r = a.I == b.I
		case arith.CmpINE:
			r = a.I != b.I
		case arith.CmpISLT:
			r = a.I < b.I
		case arith.CmpISLE:
			r = a.I <= b.I
		case arith.CmpISGT:
			r = a.I > b.I
		case arith.CmpISGE:
			r = a.I >= b.I
		case arith.CmpIULT:
			r = ua < ub
		case arith.CmpIULE:
			r = ua <= ub
		case arith.CmpIUGT:
			r = ua > ub
		case arith.CmpIUGE:
			r = ua >= ub
		default:
			return c.Errorf("unknown predicate")
		}
		c.Results[0] = exec.Bool(r)
		return nil
	},
	arith.Select.Name: func(c *exec.Ctx) error {
		cond := c.Args[0]
		if cond.Poison != nil {
			c.Results[0] = cond
			return nil
		}
		if cond.I != 0 {
			c.Results[0] = c.Args[1]
		} else {
			c.Results[0] = c.Args[2]
		}
		return nil
	},

	// ---- floats ----
	arith.AddF.Name: floatBin(func(a, b float32) float32 { return a + b }, func(a, b float64) float64 { return a + b }),
	arith.SubF.Name: floatBin(func(a, b float32) float32 { return a - b }, func(a, b float64) float64 { return a - b }),
	arith.MulF.Name: floatBin(func(a, b float32) float32 { return a * b }, func(a, b float64) float64 { return a * b }),
	arith.DivF.Name: floatBin(func(a, b float32) float32 { return a / b }, func(a, b float64) float64 { return a / b }),
	arith.RemF.Name: floatBin(func(a, b float32) float32 { return float32(math.Mod(float64(a), float64(b))) }, math.Mod),
	arith.MaximumF.Name: floatBin(nil, func(a, b float64) float64 {
		switch {
		case math.IsNaN(a) || math.IsNaN(b):
			return math.NaN()
		case a == 0 && b == 0:
			if math.Signbit(a) {
				return b
			}
			return a
		}
		return math.Max(a, b)
	}),
	arith.MinimumF.Name: floatBin(nil, func(a, b float64) float64 {
		switch {
		case math.IsNaN(a) || math.IsNaN(b):
			return math.NaN()
		case a == 0 && b == 0:
			if math.Signbit(a) {
				return a
			}
			return b
		}
		return math.Min(a, b)
	}),
	arith.MaxNumF.Name: floatBin(nil, func(a, b float64) float64 {
		switch {
		case math.IsNaN(a):
			return b
		case math.IsNaN(b):
			return a
		case a == 0 && b == 0:
			if math.Signbit(a) {
				return b
			}
			return a
		}
		return math.Max(a, b)
	}),
	arith.MinNumF.Name: floatBin(nil, func(a, b float64) float64 {
		switch {
		case math.IsNaN(a):
			return b
		case math.IsNaN(b):
			return a
		case a == 0 && b == 0:
			if math.Signbit(a) {
				return a
			}
			return b
		}
		return math.Min(a, b)
	}),
	arith.NegF.Name: func(c *exec.Ctx) error {
		a := c.Args[0]
		if a.Poison != nil {
			c.Results[0] = a
			return nil
		}
		c.Results[0] = exec.Float(-a.F)
		return nil
	},
	arith.CmpF.Name: func(c *exec.Ctx) error {
		a, b := c.Args[0], c.Args[1]
		if p := poison(a, b); p != nil {
			c.Results[0] = *p
			return nil
		}
		c.Results[0] = exec.Bool(arith.EvalCmpF(arith.CmpFPredicate(c.Memo(arith.Predicate)), a.F, b.F))
		return nil
	},

	// ---- casts ----
	arith.ExtSI.Name:  intCast(func(v int64, win, wout int) int64 { return v }),
	arith.ExtUI.Name:  intCast(func(v int64, win, wout int) int64 { return exec.Wrap(int64(exec.Unsigned(v, win)), wout) }),
	arith.TruncI.Name: intCast(func(v int64, win, wout int) int64 { return exec.Wrap(v, wout) }),
	arith.IndexCast.Name: intCast(func(v int64, win, wout int) int64 {
		return exec.Wrap(v, wout)
	}),
	arith.IndexCastUI.Name: intCast(func(v int64, win, wout int) int64 {
		return exec.Wrap(int64(exec.Unsigned(v, win)), wout)
	}),
	arith.ExtF.Name: unary(func(c *exec.Ctx, v exec.Value) (exec.Value, error) { return v, nil }),
	arith.TruncF.Name: unary(func(c *exec.Ctx, v exec.Value) (exec.Value, error) {
		e := c.ResultElem(0)
		mode := arith.ToNearestEven
		if a, ok := c.Op.Attr("roundingmode").(*ir.IntegerAttr); ok {
			mode = arith.RoundingMode(a.Int64())
		}
		return exec.Float(roundMode(e.Kind, v.F, mode)), nil
	}),
	arith.SIToFP.Name: unary(func(c *exec.Ctx, v exec.Value) (exec.Value, error) {
		e := c.ResultElem(0)
		if e.Kind == ir.F32 {
			return exec.Float(float64(float32(v.I))), nil
		}
		return exec.Float(e.RoundTo(float64(v.I))), nil
	}),
	arith.UIToFP.Name: unary(func(c *exec.Ctx, v exec.Value) (exec.Value, error) {
		e := c.ResultElem(0)
		u := exec.Unsigned(v.I, c.ArgElem(0).Width)
		if e.Kind == ir.F32 {
			return exec.Float(float64(float32(u))), nil
		}
		return exec.Float(e.RoundTo(float64(u))), nil
	}),
	arith.FPToSI.Name: unary(func(c *exec.Ctx, v exec.Value) (exec.Value, error) {
		w := c.ResultElem(0).Width
		t := math.Trunc(v.F)
		lo, hi := -math.Ldexp(1, w-1), math.Ldexp(1, w-1)
		if math.IsNaN(t) || t < lo || t >= hi {
			return exec.PoisonOf(c.Op), nil
		}
		return exec.Int(exec.Wrap(int64(t), w)), nil
	}),
	arith.FPToUI.Name: unary(func(c *exec.Ctx, v exec.Value) (exec.Value, error) {
		w := c.ResultElem(0).Width
		t := math.Trunc(v.F)
		if math.IsNaN(t) || t < 0 || t >= math.Ldexp(1, w) {
			return exec.PoisonOf(c.Op), nil
		}
		var u uint64
		if t >= math.Ldexp(1, 63) {
			u = uint64(t-math.Ldexp(1, 63)) + 1<<63
		} else {
			u = uint64(t)
		}
		return exec.Int(exec.Wrap(int64(u), w)), nil
	}),
	arith.Bitcast.Name: unary(func(c *exec.Ctx, v exec.Value) (exec.Value, error) {
		in, out := c.ArgElem(0), c.ResultElem(0)
		var raw uint64
		if in.Float {
			raw = floatBits(in.Kind, v.F)
		} else {
			raw = exec.Unsigned(v.I, in.Width)
		}
		if out.Float {
			return exec.Float(floatFromBits(out.Kind, raw)), nil
		}
		return exec.Int(exec.Wrap(int64(raw), out.Width)), nil
	}),
}

func floatBits(k ir.FloatKind, v float64) uint64 {
	switch k {
	case ir.F64:
		return math.Float64bits(v)
	case ir.F32:
		return uint64(math.Float32bits(float32(v)))
	}
	return ir.FloatBits(k, v)
}

func floatFromBits(k ir.FloatKind, b uint64) float64 {
	switch k {
	case ir.F64:
		return math.Float64frombits(b)
	case ir.F32:
		return float64(math.Float32frombits(uint32(b)))
	}
	return ir.FloatFromBits(k, b)
}

// roundMode rounds v to kind k in the given IEEE rounding mode.
func roundMode(k ir.FloatKind, v float64, mode arith.RoundingMode) float64 {
	r := exec.Round(k, v)
	if r == v || math.IsNaN(v) || mode == arith.ToNearestEven {
		return r
	}
	step := func(x float64, up bool) float64 {
		b := floatBits(k, x)
		neg := math.Signbit(x)
		if x == 0 {
			if up {
				return floatFromBits(k, 1)
			}
			return -floatFromBits(k, 1)
		}
		if up != neg {
			b++
		} else {
			b--
		}
		return floatFromBits(k, b)
	}
	switch mode {
	case arith.Downward:
		if r > v {
			return step(r, false)
		}
	case arith.Upward:
		if r < v {
			return step(r, true)
		}
	case arith.TowardZero:
		if math.Abs(r) > math.Abs(v) {
			return step(r, r < 0)
		}
	case arith.ToNearestAway:
		// Ties were broken to even; a tie rounded towards zero moves out.
		o := step(r, v > r)
		if math.Abs(o-v) == math.Abs(r-v) && math.Abs(o) > math.Abs(r) {
			return o
		}
	}
	return r
}

func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

func isMin(a int64, w int) bool { return a == -1<<uint(w-1) }

func exact(c *exec.Ctx) bool { return c.Op.Attr("isExact") != nil }

func poison(vs ...exec.Value) *exec.Value {
	for i := range vs {
		if vs[i].Poison != nil {
			return &vs[i]
		}
	}
	return nil
}

func constant(c *exec.Ctx) error {
	a := c.Op.Attr("value")
	t := c.ResultType(0)
	if _, ok := t.(ir.ShapedType); ok {
		tt, err := exec.TensorFromAttr(c.Budget(), a, t)
		if err != nil {
			return c.Errorf("%v", err)
		}
		c.Results[0] = exec.Value{Ref: tt}
		return nil
	}
	v, ok := exec.FromAttr(a)
	if !ok {
		return c.Errorf("unsupported constant value")
	}
	if !exec.ElemOf(t).Float {
		v.I = exec.Wrap(v.I, exec.ElemOf(t).Width)
	}
	c.Results[0] = v
	return nil
}

func intBin(f func(c *exec.Ctx, a, b int64, w int) (exec.Value, error)) exec.Semantics {
	return func(c *exec.Ctx) error {
		a, b := c.Args[0], c.Args[1]
		if p := poison(a, b); p != nil {
			c.Results[0] = *p
			return nil
		}
		v, err := f(c, a.I, b.I, c.ResultElem(0).Width)
		c.Results[0] = v
		return err
	}
}

func addi(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
	r := exec.Wrap(a+b, w)
	f := arith.OverflowOf(c.Op)
	// Signed overflow: operands of one sign, a result of the other (for
	// w < 64 the exact sum fits in int64 and differs from r).
	if f&arith.OverflowNSW != 0 && ((w < 64 && a+b != r) || (w == 64 && (a >= 0) == (b >= 0) && (r >= 0) != (a >= 0))) {
		return exec.PoisonOf(c.Op), nil
	}
	if f&arith.OverflowNUW != 0 && exec.Unsigned(r, w) < exec.Unsigned(a, w) {
		return exec.PoisonOf(c.Op), nil
	}
	return exec.Int(r), nil
}

func subi(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
	r := exec.Wrap(a-b, w)
	f := arith.OverflowOf(c.Op)
	if f&arith.OverflowNSW != 0 && ((w < 64 && a-b != r) || (w == 64 && (a >= 0) != (b >= 0) && (r >= 0) != (a >= 0))) {
		return exec.PoisonOf(c.Op), nil
	}
	if f&arith.OverflowNUW != 0 && exec.Unsigned(a, w) < exec.Unsigned(b, w) {
		return exec.PoisonOf(c.Op), nil
	}
	return exec.Int(r), nil
}

func muli(c *exec.Ctx, a, b int64, w int) (exec.Value, error) {
	r := exec.Wrap(a*b, w)
	f := arith.OverflowOf(c.Op)
	if f&arith.OverflowNSW != 0 {
		hi, lo := mul128(a, b)
		// The exact product must equal the sign extension of r.
		rh := int64(0)
		if r < 0 {
			rh = -1
		}
		if int64(lo) != r || hi != rh {
			return exec.PoisonOf(c.Op), nil
		}
	}
	if f&arith.OverflowNUW != 0 {
		hi, lo := bits.Mul64(exec.Unsigned(a, w), exec.Unsigned(b, w))
		if hi != 0 || lo > mask(w) {
			return exec.PoisonOf(c.Op), nil
		}
	}
	return exec.Int(r), nil
}

// mul128 is the signed 128-bit product of a and b.
func mul128(a, b int64) (hi int64, lo uint64) {
	h, l := bits.Mul64(uint64(a), uint64(b))
	hs := int64(h)
	if a < 0 {
		hs -= b
	}
	if b < 0 {
		hs -= a
	}
	return hs, l
}

func extended(f func(a, b uint64, w int) (uint64, uint64)) exec.Semantics {
	return func(c *exec.Ctx) error {
		a, b := c.Args[0], c.Args[1]
		if p := poison(a, b); p != nil {
			c.Results[0], c.Results[1] = *p, *p
			return nil
		}
		w := c.ResultElem(0).Width
		lo, hi := f(exec.Unsigned(a.I, w), exec.Unsigned(b.I, w), w)
		c.Results[0] = exec.Int(exec.Wrap(int64(lo), w))
		c.Results[1] = exec.Int(exec.Wrap(int64(hi), c.ResultElem(1).Width))
		return nil
	}
}

func floatBin(f32 func(a, b float32) float32, f64 func(a, b float64) float64) exec.Semantics {
	return func(c *exec.Ctx) error {
		a, b := c.Args[0], c.Args[1]
		if p := poison(a, b); p != nil {
			c.Results[0] = *p
			return nil
		}
		e := c.ResultElem(0)
		switch {
		case e.Kind == ir.F64:
			c.Results[0] = exec.Float(f64(a.F, b.F))
		case e.Kind == ir.F32 && f32 != nil:
			c.Results[0] = exec.Float(float64(f32(float32(a.F), float32(b.F))))
		default:
			c.Results[0] = exec.Float(e.RoundTo(f64(a.F, b.F)))
		}
		return nil
	}
}

func unary(f func(c *exec.Ctx, v exec.Value) (exec.Value, error)) exec.Semantics {
	return func(c *exec.Ctx) error {
		v := c.Args[0]
		if v.Poison != nil {
			c.Results[0] = v
			return nil
		}
		r, err := f(c, v)
		c.Results[0] = r
		return err
	}
}

func intCast(f func(v int64, win, wout int) int64) exec.Semantics {
	return unary(func(c *exec.Ctx, v exec.Value) (exec.Value, error) {
		return exec.Int(f(v.I, c.ArgElem(0).Width, c.ResultElem(0).Width)), nil
	})
}
