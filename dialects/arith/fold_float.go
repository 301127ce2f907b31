package arith

import (
	"math"

	"github.com/strata-compiler/strata/ir"
)

// Float folders, with IEEE semantics in each operand's own format: f32 is
// computed in float32, f64 in float64, and the narrower formats in
// float64 rounded once to the format (exact for +, -, *, / and sqrt
// because float64 has more than twice their precision). NaNs behave as
// LLVM's APFloat: a NaN operand propagates (quieted, lhs first), and an
// invalid operation gives the positive default NaN.

// mantBits is the number of stored mantissa bits of the IEEE-like formats
// (those with infinities and a quiet bit); others have a single NaN.
func mantBits(k ir.FloatKind) int {
	switch k {
	case ir.F16, ir.TF32:
		return 10
	case ir.BF16:
		return 7
	case ir.F32:
		return 23
	case ir.F64:
		return 52
	case ir.F8E5M2:
		return 2
	case ir.F8E4M3:
		return 3
	case ir.F8E3M4:
		return 4
	}
	return 0
}

// FloatValue decodes bits of ft (exact for formats up to f64).
func FloatValue(ft *ir.FloatType, bits uint64) float64 { return ir.FloatFromBits(ft.Kind, bits) }

func isNaNBits(ft *ir.FloatType, bits uint64) bool { return math.IsNaN(FloatValue(ft, bits)) }

// quiet sets the quiet bit of a NaN.
func quiet(ft *ir.FloatType, bits uint64) uint64 {
	if m := mantBits(ft.Kind); m > 0 {
		return bits | 1<<(m-1)
	}
	return bits
}

// defaultNaN is APFloat's default NaN: positive, quiet, no payload.
func defaultNaN(ft *ir.FloatType) uint64 {
	switch ft.Kind {
	case ir.F32:
		return 0x7FC00000
	case ir.F64:
		return 0x7FF8000000000000
	}
	return ir.FloatBits(ft.Kind, math.NaN())
}

// encode rounds v into ft (to nearest even).
func EncodeFloat(ft *ir.FloatType, v float64) uint64 {
	if math.IsNaN(v) {
		return defaultNaN(ft)
	}
	return ir.FloatBits(ft.Kind, v)
}

// floatArith evaluates a binary IEEE operation on bits of ft.
func floatArith(ft *ir.FloatType, a, b uint64, f64 func(x, y float64) float64, f32 func(x, y float32) float32) uint64 {
	if isNaNBits(ft, a) {
		return quiet(ft, a)
	}
	if isNaNBits(ft, b) {
		return quiet(ft, b)
	}
	var r uint64
	switch ft.Kind {
	case ir.F32:
		r = uint64(math.Float32bits(f32(math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b)))))
	case ir.F64:
		r = math.Float64bits(f64(math.Float64frombits(a), math.Float64frombits(b)))
	default:
		r = EncodeFloat(ft, f64(FloatValue(ft, a), FloatValue(ft, b)))
	}
	if isNaNBits(ft, r) {
		r = defaultNaN(ft)
	}
	return r
}

// floatFn is a scalar float operation on bits of ft; ok=false declines.
type floatFn func(ft *ir.FloatType, a, b uint64) (uint64, bool)

// foldFloat folds op(c0, c1) elementwise with fn.
func foldFloat(op *ir.Operation, c []ir.Attribute, fn floatFn) ir.Attribute {
	if c[0] == nil || c[1] == nil {
		return nil
	}
	ft, ok := ir.ElementTypeOrSelf(op.Result(0).Type()).(*ir.FloatType)
	if !ok {
		return nil
	}
	return MapConst(op.Context(), op.Result(0).Type(), c, func(xs []Scalar) (Scalar, bool) {
		r, ok := fn(ft, xs[0].F, xs[1].F)
		return Scalar{F: r}, ok
	})
}

// matchFloat reports whether a is a float constant (scalar or splat)
// whose value satisfies pred.
func matchFloat(a ir.Attribute, pred func(v float64) bool) bool {
	s, t, ok := splatValue(a)
	if !ok {
		return false
	}
	ft, isF := t.(*ir.FloatType)
	return isF && pred(FloatValue(ft, s.F))
}

func isNegZeroF(a ir.Attribute) bool {
	return matchFloat(a, func(v float64) bool { return v == 0 && math.Signbit(v) })
}
func isPosZeroF(a ir.Attribute) bool {
	return matchFloat(a, func(v float64) bool { return v == 0 && !math.Signbit(v) })
}
func isOneF(a ir.Attribute) bool { return matchFloat(a, func(v float64) bool { return v == 1 }) }
func isNaNF(a ir.Attribute) bool { return matchFloat(a, math.IsNaN) }
func isInfF(a ir.Attribute, sign int) bool {
	return matchFloat(a, func(v float64) bool { return math.IsInf(v, sign) })
}

func add(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return floatArith(ft, a, b, func(x, y float64) float64 { return x + y }, func(x, y float32) float32 { return x + y }), true
}
func sub(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return floatArith(ft, a, b, func(x, y float64) float64 { return x - y }, func(x, y float32) float32 { return x - y }), true
}
func mul(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return floatArith(ft, a, b, func(x, y float64) float64 { return x * y }, func(x, y float32) float32 { return x * y }), true
}
func div(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return floatArith(ft, a, b, func(x, y float64) float64 { return x / y }, func(x, y float32) float32 { return x / y }), true
}

// rem is fmod: exact, with the sign of the dividend.
func rem(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return floatArith(ft, a, b, math.Mod, func(x, y float32) float32 { return float32(math.Mod(float64(x), float64(y))) }), true
}

func foldAddF(op *ir.Operation, c []ir.Attribute) any {
	if isNegZeroF(c[1]) { // addf(x, -0) -> x
		return op.Operand(0)
	}
	return foldFloat(op, c, add) // addf(c0, c1) -> c0 + c1
}

func foldSubF(op *ir.Operation, c []ir.Attribute) any {
	if isPosZeroF(c[1]) { // subf(x, +0) -> x
		return op.Operand(0)
	}
	return foldFloat(op, c, sub) // subf(c0, c1) -> c0 - c1
}

func foldMulF(op *ir.Operation, c []ir.Attribute) any {
	if isOneF(c[1]) { // mulf(x, 1) -> x
		return op.Operand(0)
	}
	return foldFloat(op, c, mul) // mulf(c0, c1) -> c0 * c1
}

func foldDivF(op *ir.Operation, c []ir.Attribute) any {
	if isOneF(c[1]) { // divf(x, 1) -> x
		return op.Operand(0)
	}
	return foldFloat(op, c, div) // divf(c0, c1) -> c0 / c1
}

func foldRemF(op *ir.Operation, c []ir.Attribute) any {
	return foldFloat(op, c, rem) // remf(c0, c1) -> fmod(c0, c1)
}

// Negate flips the sign of a float (NaNs included), exactly.
func Negate(ft *ir.FloatType, a uint64) uint64 {
	if isNaNBits(ft, a) {
		if mantBits(ft.Kind) > 0 {
			return a ^ 1<<(ft.Width()-1)
		}
		return a
	}
	return ir.FloatBits(ft.Kind, -FloatValue(ft, a))
}

func foldNegF(op *ir.Operation, c []ir.Attribute) any {
	if n := defOp(op.Operand(0), NegF); n != nil { // negf(negf(x)) -> x
		return n.Operand(0)
	}
	if c[0] == nil {
		return nil
	}
	ft, ok := ir.ElementTypeOrSelf(op.Result(0).Type()).(*ir.FloatType)
	if !ok {
		return nil
	}
	// negf(c) -> -c
	return MapConst(op.Context(), op.Result(0).Type(), c, func(xs []Scalar) (Scalar, bool) {
		return Scalar{F: Negate(ft, xs[0].F)}, true
	})
}

// Maximum is llvm::maximum: NaN-propagating, -0 < +0.
func Maximum(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return extremum(ft, a, b, true, true), true
}

// Minimum is llvm::minimum.
func Minimum(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return extremum(ft, a, b, false, true), true
}

// MaxNum is llvm::maxnum: a quiet NaN operand is ignored.
func MaxNum(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return extremum(ft, a, b, true, false), true
}

// MinNum is llvm::minnum.
func MinNum(ft *ir.FloatType, a, b uint64) (uint64, bool) {
	return extremum(ft, a, b, false, false), true
}

func extremum(ft *ir.FloatType, a, b uint64, max, propagateNaN bool) uint64 {
	x, y := FloatValue(ft, a), FloatValue(ft, b)
	switch {
	case math.IsNaN(x) && (propagateNaN || isSignaling(ft, a)):
		return quiet(ft, a)
	case math.IsNaN(y) && (propagateNaN || isSignaling(ft, b)):
		return quiet(ft, b)
	case math.IsNaN(x):
		return b
	case math.IsNaN(y):
		return a
	case x == 0 && y == 0 && math.Signbit(x) != math.Signbit(y):
		if math.Signbit(x) == max {
			return b
		}
		return a
	}
	if (x < y) == max {
		return b
	}
	return a
}

func isSignaling(ft *ir.FloatType, bits uint64) bool {
	m := mantBits(ft.Kind)
	return m > 0 && isNaNBits(ft, bits) && bits&(1<<(m-1)) == 0
}

func foldMaximumF(op *ir.Operation, c []ir.Attribute) any {
	if op.Operand(0) == op.Operand(1) { // maximumf(x, x) -> x
		return op.Operand(0)
	}
	if isInfF(c[1], -1) { // maximumf(x, -inf) -> x
		return op.Operand(0)
	}
	return foldFloat(op, c, Maximum) // maximumf(c0, c1) -> maximum(c0, c1)
}

func foldMinimumF(op *ir.Operation, c []ir.Attribute) any {
	if op.Operand(0) == op.Operand(1) { // minimumf(x, x) -> x
		return op.Operand(0)
	}
	if isInfF(c[1], 1) { // minimumf(x, +inf) -> x
		return op.Operand(0)
	}
	return foldFloat(op, c, Minimum) // minimumf(c0, c1) -> minimum(c0, c1)
}

func foldMaxNumF(op *ir.Operation, c []ir.Attribute) any {
	if op.Operand(0) == op.Operand(1) { // maxnumf(x, x) -> x
		return op.Operand(0)
	}
	if isNaNF(c[1]) && !isSignalingConst(c[1]) { // maxnumf(x, NaN) -> x
		return op.Operand(0)
	}
	return foldFloat(op, c, MaxNum) // maxnumf(c0, c1) -> maxnum(c0, c1)
}

func foldMinNumF(op *ir.Operation, c []ir.Attribute) any {
	if op.Operand(0) == op.Operand(1) { // minnumf(x, x) -> x
		return op.Operand(0)
	}
	if isNaNF(c[1]) && !isSignalingConst(c[1]) { // minnumf(x, NaN) -> x
		return op.Operand(0)
	}
	return foldFloat(op, c, MinNum) // minnumf(c0, c1) -> minnum(c0, c1)
}

func isSignalingConst(a ir.Attribute) bool {
	s, t, ok := splatValue(a)
	ft, isF := t.(*ir.FloatType)
	return ok && isF && isSignaling(ft, s.F)
}

// ---- cmpf ----

// EvalCmpF applies a float predicate: ordered predicates are false and
// unordered ones true when either operand is NaN.
func EvalCmpF(p CmpFPredicate, x, y float64) bool {
	unordered := math.IsNaN(x) || math.IsNaN(y)
	switch p {
	case CmpFAlwaysFalse:
		return false
	case CmpFAlwaysTrue:
		return true
	case CmpFORD:
		return !unordered
	case CmpFUNO:
		return unordered
	}
	if unordered {
		return p >= CmpFUEQ
	}
	switch p {
	case CmpFOEQ, CmpFUEQ:
		return x == y
	case CmpFOGT, CmpFUGT:
		return x > y
	case CmpFOGE, CmpFUGE:
		return x >= y
	case CmpFOLT, CmpFULT:
		return x < y
	case CmpFOLE, CmpFULE:
		return x <= y
	case CmpFONE, CmpFUNE:
		return x != y
	}
	return false
}

func foldCmpF(op *ir.Operation, c []ir.Attribute) any {
	p := CmpFPredicate(Predicate(op))
	resT := op.Result(0).Type()
	switch p {
	case CmpFAlwaysFalse: // cmpf(false, x, y) -> false
		return ConstOf(resT, 0)
	case CmpFAlwaysTrue: // cmpf(true, x, y) -> true
		return ConstOf(resT, 1)
	}
	// A NaN on one side decides the comparison: cmpf(p, x, NaN) -> p(NaN, NaN)
	if _, shaped := resT.(ir.ShapedType); !shaped && (isNaNF(c[0]) || isNaNF(c[1])) {
		return ConstOf(resT, boolInt(EvalCmpF(p, math.NaN(), math.NaN())))
	}
	if c[0] == nil || c[1] == nil {
		return nil
	}
	ft, ok := ir.ElementTypeOrSelf(op.Operand(0).Type()).(*ir.FloatType)
	if !ok {
		return nil
	}
	// cmpf(p, c0, c1) -> p(c0, c1)
	return MapConst(op.Context(), resT, c, func(xs []Scalar) (Scalar, bool) {
		return boolScalar(EvalCmpF(p, FloatValue(ft, xs[0].F), FloatValue(ft, xs[1].F))), true
	})
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
