package torch

import "github.com/strata-compiler/strata/ir"

// PyTorch's type promotion (c10::promoteTypes and at::result_type), on
// dtypes as the torch dialect spells them: i1 (bool), ui8, si8–si64,
// f16, bf16, f32, f64, complex<f32|f64>.

// dtype categories, ordered as PyTorch's: bool < integral < floating < complex.
const (
	catBool = iota
	catInt
	catFloat
	catComplex
	catUnknown
)

func category(t ir.Type) int {
	switch x := t.(type) {
	case *ir.IntegerType:
		if x.Width == 1 {
			return catBool
		}
		return catInt
	case *ir.FloatType:
		return catFloat
	case *ir.ComplexType:
		return catComplex
	}
	return catUnknown
}

// IsFloatDtype reports whether t is a floating-point dtype.
func IsFloatDtype(t ir.Type) bool { return category(t) == catFloat }

// PromoteDtypes is c10::promoteTypes(a, b); nil when either is unknown.
func PromoteDtypes(ctx *ir.Context, a, b ir.Type) ir.Type {
	if a == nil || b == nil {
		return nil
	}
	if a == b {
		return a
	}
	ca, cb := category(a), category(b)
	if ca == catUnknown || cb == catUnknown {
		return nil
	}
	if ca != cb {
		if ca < cb {
			a, b, ca, cb = b, a, cb, ca
		}
		// a is of the higher category.
		if ca == catComplex && cb == catFloat {
			// complex<f32> with f64 is complex<f64>.
			if b.(*ir.FloatType).Kind == ir.F64 {
				return ctx.ComplexType(ctx.F64())
			}
		}
		return a
	}
	switch ca {
	case catInt:
		ia, ib := a.(*ir.IntegerType), b.(*ir.IntegerType)
		if ia.Signedness == ir.Unsigned && ib.Signedness != ir.Unsigned {
			ia, ib = ib, ia
		}
		if ib.Signedness == ir.Unsigned && ia.Signedness != ir.Unsigned {
			// uint8 with a signed type: the signed type, at least 16 bits.
			w := max(ia.Width, 16)
			return ctx.IntegerType(w, ir.Signed)
		}
		if ia.Width >= ib.Width {
			return ia
		}
		return ib
	case catFloat:
		ka, kb := a.(*ir.FloatType).Kind, b.(*ir.FloatType).Kind
		if (ka == ir.F16 && kb == ir.BF16) || (ka == ir.BF16 && kb == ir.F16) {
			return ctx.F32()
		}
		if floatRank(ka) >= floatRank(kb) {
			return a
		}
		return b
	case catComplex:
		ea, eb := a.(*ir.ComplexType).Elem, b.(*ir.ComplexType).Elem
		return ctx.ComplexType(PromoteDtypes(ctx, ea, eb))
	}
	return a
}

func floatRank(k ir.FloatKind) int {
	switch k {
	case ir.F16, ir.BF16:
		return 1
	case ir.F32:
		return 2
	case ir.F64:
		return 3
	}
	return 0
}

// DefaultFloatDtype is torch.get_default_dtype() (f32).
func DefaultFloatDtype(ctx *ir.Context) ir.Type { return ctx.F32() }

// MachineEpsilon is torch.finfo(dtype).eps of a tensor type's dtype (or
// of a dtype): the default eps of rms_norm. Non-float dtypes get f32's.
func MachineEpsilon(t ir.Type) float64 {
	if tt, ok := t.(*TensorType); ok {
		t = tt.Dtype
	}
	if ft, ok := t.(*ir.FloatType); ok {
		switch ft.Kind {
		case ir.F64:
			return 0x1p-52
		case ir.F16:
			return 0x1p-10
		case ir.BF16:
			return 0x1p-7
		}
	}
	return 0x1p-23
}

// ScalarDtype is the dtype PyTorch gives a Python scalar of type t when
// it stands alone (int → si64, float → f64, bool → i1); nil otherwise.
func ScalarDtype(ctx *ir.Context, t ir.Type) ir.Type {
	switch {
	case IsPrim(t, KindInt):
		return ctx.IntegerType(64, ir.Signed)
	case IsPrim(t, KindFloat):
		return ctx.F64()
	case IsPrim(t, KindBool):
		return ctx.I(1)
	}
	return nil
}

// ResultDtype is at::result_type over tensors and scalars: dimensioned
// tensors take precedence over zero-rank ones, and both over Python
// scalars, unless a lower-priority operand is of a higher category
// (an f32 scalar with an si64 tensor gives the default float dtype). It
// returns nil when some dtype or rank it needs is unknown.
func ResultDtype(ctx *ir.Context, operands []ir.Type) ir.Type {
	var dim, zero, wrapped ir.Type
	for _, t := range operands {
		switch x := t.(type) {
		case *TensorType:
			if x.Dtype == nil || x.Sizes == nil {
				return nil
			}
			if len(x.Sizes) > 0 {
				dim = promoteOrSet(ctx, dim, x.Dtype)
			} else {
				zero = promoteOrSet(ctx, zero, x.Dtype)
			}
		default:
			d := ScalarDtype(ctx, t)
			if d == nil {
				return nil
			}
			if IsFloatDtype(d) {
				d = DefaultFloatDtype(ctx)
			}
			wrapped = promoteOrSet(ctx, wrapped, d)
		}
	}
	r := combineCategories(ctx, dim, zero)
	return combineCategories(ctx, r, wrapped)
}

func promoteOrSet(ctx *ir.Context, acc, t ir.Type) ir.Type {
	if acc == nil {
		return t
	}
	return PromoteDtypes(ctx, acc, t)
}

// combineCategories keeps higher unless lower is of a higher category.
func combineCategories(ctx *ir.Context, higher, lower ir.Type) ir.Type {
	if higher == nil {
		return lower
	}
	if lower == nil {
		return higher
	}
	if category(lower) > category(higher) {
		return PromoteDtypes(ctx, higher, lower)
	}
	return higher
}
