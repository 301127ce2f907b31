package math

import (
	gomath "math"
	"math/big"
	"math/bits"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
)

// Constant folders. As upstream, transcendental functions fold for f32
// (evaluated in float64 and rounded once to float32, like libm's *f
// functions) and f64 only; exact operations (absf, copysign, rounding,
// classification) fold for every format up to f64. Results come from Go's
// math package and may differ from upstream's (glibc's) in the last bit
// or two, and in the sign of a NaN. As upstream, cbrt, rsqrt, fma and
// clampf have no folder.

// floatElem returns the float element type of op's first operand.
func floatElem(op *ir.Operation) (*ir.FloatType, bool) {
	ft, ok := ir.ElementTypeOrSelf(op.Operand(0).Type()).(*ir.FloatType)
	return ft, ok && arith.FoldableFloat(ft)
}

// mapFloat folds op elementwise with fn over the float bits of its
// operands (all constant); fn may decline.
func mapFloat(op *ir.Operation, c []ir.Attribute, fn func(ft *ir.FloatType, xs []uint64) (uint64, bool)) any {
	for _, a := range c {
		if a == nil {
			return nil
		}
	}
	ft, ok := floatElem(op)
	if !ok {
		return nil
	}
	xs := make([]uint64, len(c))
	r := arith.MapConst(op.Context(), op.Result(0).Type(), c, func(ss []arith.Scalar) (arith.Scalar, bool) {
		for i, s := range ss {
			xs[i] = s.F
		}
		r, ok := fn(ft, xs)
		return arith.Scalar{F: r}, ok
	})
	if r == nil {
		return nil
	}
	return r
}

// eval applies f in ft: f32 values are rounded once to float32.
func eval(ft *ir.FloatType, f func(xs []float64) float64, xs []uint64) (uint64, bool) {
	if ft.Kind != ir.F32 && ft.Kind != ir.F64 {
		return 0, false
	}
	vs := make([]float64, len(xs))
	for i, x := range xs {
		vs[i] = arith.FloatValue(ft, x)
	}
	return arith.EncodeFloat(ft, f(vs)), true
}

// transcendental folds f(c) for f32 and f64.
func transcendental(f func(float64) float64) folder {
	return func(op *ir.Operation, c []ir.Attribute) any {
		return mapFloat(op, c, func(ft *ir.FloatType, xs []uint64) (uint64, bool) {
			return eval(ft, func(v []float64) float64 { return f(v[0]) }, xs)
		})
	}
}

// transcendental2 folds f(c0, c1) for f32 and f64.
func transcendental2(f func(x, y float64) float64) folder {
	return func(op *ir.Operation, c []ir.Attribute) any {
		return mapFloat(op, c, func(ft *ir.FloatType, xs []uint64) (uint64, bool) {
			return eval(ft, func(v []float64) float64 { return f(v[0], v[1]) }, xs)
		})
	}
}

// logarithm is transcendental for functions undefined below lo (log,
// sqrt: 0; log1p: -1), which upstream does not fold there.
func logarithm(f func(float64) float64, lo float64) folder {
	return func(op *ir.Operation, c []ir.Attribute) any {
		return mapFloat(op, c, func(ft *ir.FloatType, xs []uint64) (uint64, bool) {
			v := arith.FloatValue(ft, xs[0])
			if v < lo || v == lo && gomath.Signbit(v) && lo == 0 {
				return 0, false
			}
			return eval(ft, func(v []float64) float64 { return f(v[0]) }, xs)
		})
	}
}

// rounding folds an exact rounding to an integral value, any format.
func rounding(f func(float64) float64) folder {
	return func(op *ir.Operation, c []ir.Attribute) any {
		return mapFloat(op, c, func(ft *ir.FloatType, xs []uint64) (uint64, bool) {
			v := arith.FloatValue(ft, xs[0])
			if gomath.IsNaN(v) || gomath.IsInf(v, 0) {
				return xs[0], true
			}
			return ir.FloatBits(ft.Kind, f(v)), true
		})
	}
}

// roundingF32F64 is rounding for f32 and f64 only (upstream folds round
// and trunc through the C library, ceil, floor and roundeven through
// APFloat for every format).
func roundingF32F64(f func(float64) float64) folder {
	r := rounding(f)
	return func(op *ir.Operation, c []ir.Attribute) any {
		if ft, ok := floatElem(op); !ok || ft.Kind != ir.F32 && ft.Kind != ir.F64 {
			return nil
		}
		return r(op, c)
	}
}

// Function table (Go's math in float64; eval rounds to the format).
var (
	acos      = gomath.Acos        // acos(c)
	acosh     = gomath.Acosh       // acosh(c)
	asin      = gomath.Asin        // asin(c)
	asinh     = gomath.Asinh       // asinh(c)
	atan      = gomath.Atan        // atan(c)
	atanh     = gomath.Atanh       // atanh(c)
	cbrt      = gomath.Cbrt        // cbrt(c)
	cos       = gomath.Cos         // cos(c)
	cosh      = gomath.Cosh        // cosh(c)
	erf       = gomath.Erf         // erf(c)
	erfc      = gomath.Erfc        // erfc(c)
	exp       = gomath.Exp         // e^c
	exp2      = gomath.Exp2        // 2^c
	expm1     = gomath.Expm1       // e^c - 1
	log       = gomath.Log         // ln(c), c >= 0
	log10     = gomath.Log10       // log10(c), c >= 0
	log1p     = gomath.Log1p       // ln(1 + c), c >= -1
	log2      = gomath.Log2        // log2(c), c >= 0
	sin       = gomath.Sin         // sin(c)
	sinh      = gomath.Sinh        // sinh(c)
	tan       = gomath.Tan         // tan(c)
	tanh      = gomath.Tanh        // tanh(c)
	atan2     = gomath.Atan2       // atan2(c0, c1)
	pow       = gomath.Pow         // c0^c1
	ceil      = gomath.Ceil        // ceil(c), exact
	floor     = gomath.Floor       // floor(c), exact
	trunc     = gomath.Trunc       // trunc(c), exact
	round     = gomath.Round       // round half away from zero, exact
	roundEven = gomath.RoundToEven // round half to even, exact
)

// foldSqrt: sqrt(c) -> sqrt(c) for c >= 0 (f32, f64), correctly rounded.
func foldSqrt(op *ir.Operation, c []ir.Attribute) any {
	return mapFloat(op, c, func(ft *ir.FloatType, xs []uint64) (uint64, bool) {
		if ft.Kind != ir.F32 && ft.Kind != ir.F64 {
			return 0, false
		}
		v := arith.FloatValue(ft, xs[0])
		if v < 0 || v == 0 && gomath.Signbit(v) {
			return 0, false
		}
		if ft.Kind == ir.F32 {
			return uint64(gomath.Float32bits(float32(gomath.Sqrt(v)))), true
		}
		return arith.EncodeFloat(ft, gomath.Sqrt(v)), true
	})
}

// signMask is the sign bit of ft.
func signMask(ft *ir.FloatType) uint64 { return 1 << (ft.Width() - 1) }

// foldAbsF: absf(c) -> |c| (clears the sign bit, NaNs included);
// absf(absf(x)) -> absf(x).
func foldAbsF(op *ir.Operation, c []ir.Attribute) any {
	if d := op.Operand(0).DefiningOp(); d != nil && d.Def() == AbsF {
		return op.Operand(0)
	}
	return mapFloat(op, c, func(ft *ir.FloatType, xs []uint64) (uint64, bool) {
		v := arith.FloatValue(ft, xs[0])
		if gomath.IsNaN(v) || v == 0 {
			return xs[0] &^ signMask(ft), true
		}
		return ir.FloatBits(ft.Kind, gomath.Abs(v)), true
	})
}

// foldCopySign: copysign(c0, c1) -> |c0| with the sign of c1.
func foldCopySign(op *ir.Operation, c []ir.Attribute) any {
	return mapFloat(op, c, func(ft *ir.FloatType, xs []uint64) (uint64, bool) {
		m := signMask(ft)
		return xs[0]&^m | xs[1]&m, true
	})
}

// foldFPowI: fpowi(c0, c1) -> c0^c1 (f32, f64).
func foldFPowI(op *ir.Operation, c []ir.Attribute) any {
	if c[0] == nil || c[1] == nil {
		return nil
	}
	ft, ok := floatElem(op)
	if !ok || ft.Kind != ir.F32 && ft.Kind != ir.F64 {
		return nil
	}
	w := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(op.Operand(1).Type()))
	r := arith.MapConst(op.Context(), op.Result(0).Type(), c, func(ss []arith.Scalar) (arith.Scalar, bool) {
		n := arith.Signed(ss[1].I, w)
		if !n.IsInt64() {
			return arith.Scalar{}, false
		}
		return arith.Scalar{F: arith.EncodeFloat(ft, gomath.Pow(arith.FloatValue(ft, ss[0].F), float64(n.Int64())))}, true
	})
	if r == nil {
		return nil
	}
	return r
}

// foldSinCos: sincos(c) -> sin(c), cos(c).
func foldSinCos(op *ir.Operation, c []ir.Attribute) []any {
	s := transcendental(sin)(op, c)
	co := transcendental(cos)(op, c)
	if s == nil || co == nil {
		return nil
	}
	return []any{s, co}
}

// ---- integer ----

// mapInt folds a unary integer op elementwise.
func mapInt(op *ir.Operation, c []ir.Attribute, fn func(x *big.Int, w int) *big.Int) any {
	if c[0] == nil {
		return nil
	}
	w := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
	r := arith.MapConst(op.Context(), op.Result(0).Type(), c, func(ss []arith.Scalar) (arith.Scalar, bool) {
		return arith.Scalar{I: arith.WrapU(fn(ss[0].I, w), w)}, true
	})
	if r == nil {
		return nil
	}
	return r
}

// foldAbsI: absi(c) -> |c| (INT_MIN stays INT_MIN).
func foldAbsI(op *ir.Operation, c []ir.Attribute) any {
	return mapInt(op, c, func(x *big.Int, w int) *big.Int { return new(big.Int).Abs(arith.Signed(x, w)) })
}

// foldCtLz: ctlz(c) -> number of leading zero bits in w bits.
func foldCtLz(op *ir.Operation, c []ir.Attribute) any {
	return mapInt(op, c, func(x *big.Int, w int) *big.Int { return big.NewInt(int64(w - x.BitLen())) })
}

// foldCtTz: cttz(c) -> number of trailing zero bits (w for zero).
func foldCtTz(op *ir.Operation, c []ir.Attribute) any {
	return mapInt(op, c, func(x *big.Int, w int) *big.Int {
		if x.Sign() == 0 {
			return big.NewInt(int64(w))
		}
		return big.NewInt(int64(x.TrailingZeroBits()))
	})
}

// foldCtPop: ctpop(c) -> number of set bits.
func foldCtPop(op *ir.Operation, c []ir.Attribute) any {
	return mapInt(op, c, func(x *big.Int, _ int) *big.Int {
		n := 0
		for _, word := range x.Bits() {
			n += bits.OnesCount64(uint64(word))
		}
		return big.NewInt(int64(n))
	})
}

// foldIPowI: ipowi(c0, c1) -> c0^c1 wrapping; negative powers give 0
// unless |c0| = 1, and 0^negative is not folded.
func foldIPowI(op *ir.Operation, c []ir.Attribute) any {
	if c[0] == nil || c[1] == nil {
		return nil
	}
	w := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := arith.MapConst(op.Context(), op.Result(0).Type(), c, func(ss []arith.Scalar) (arith.Scalar, bool) {
		base, power := arith.Signed(ss[0].I, w), arith.Signed(ss[1].I, w)
		var v *big.Int
		switch {
		case power.Sign() == 0:
			v = big.NewInt(1)
		case power.Sign() < 0:
			switch {
			case base.Sign() == 0:
				return arith.Scalar{}, false
			case base.IsInt64() && base.Int64() == 1:
				v = big.NewInt(1)
			case base.IsInt64() && base.Int64() == -1:
				v = big.NewInt(1)
				if power.Bit(0) == 1 {
					v = big.NewInt(-1)
				}
			default:
				v = big.NewInt(0)
			}
		default:
			v = new(big.Int).Exp(ss[0].I, power, mod)
		}
		return arith.Scalar{I: arith.WrapU(v, w)}, true
	})
	if r == nil {
		return nil
	}
	return r
}

// ---- classification ----

// classifier folds isX(c) -> i1 for every format up to f64.
func classifier(pred func(ft *ir.FloatType, v float64) (bool, bool)) folder {
	return func(op *ir.Operation, c []ir.Attribute) any {
		if c[0] == nil {
			return nil
		}
		ft, ok := floatElem(op)
		if !ok {
			return nil
		}
		r := arith.MapConst(op.Context(), op.Result(0).Type(), c, func(ss []arith.Scalar) (arith.Scalar, bool) {
			b, ok := pred(ft, arith.FloatValue(ft, ss[0].F))
			if b {
				return arith.Scalar{I: big.NewInt(1)}, ok
			}
			return arith.Scalar{I: big.NewInt(0)}, ok
		})
		if r == nil {
			return nil
		}
		return r
	}
}

func isFinite(_ *ir.FloatType, v float64) (bool, bool) {
	return !gomath.IsNaN(v) && !gomath.IsInf(v, 0), true
}
func isInf(_ *ir.FloatType, v float64) (bool, bool) { return gomath.IsInf(v, 0), true }
func isNaN(_ *ir.FloatType, v float64) (bool, bool) { return gomath.IsNaN(v), true }

// isNormal: finite, non-zero and not subnormal.
func isNormal(ft *ir.FloatType, v float64) (bool, bool) {
	var minNormal float64
	switch ft.Kind {
	case ir.F16:
		minNormal = 0x1p-14
	case ir.BF16, ir.F32:
		minNormal = 0x1p-126
	case ir.F64:
		minNormal = 0x1p-1022
	default:
		return false, false
	}
	a := gomath.Abs(v)
	return !gomath.IsNaN(v) && !gomath.IsInf(v, 0) && a >= minNormal, true
}
