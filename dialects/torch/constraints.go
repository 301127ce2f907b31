package torch

import "github.com/strata-compiler/strata/ir"

// Type constraints of the hand-declared torch ops, named after
// Torch-MLIR's TableGen classes.

func primConstraint(summary string, k PrimKind) *ir.TypeConstraint {
	return &ir.TypeConstraint{
		Summary: summary,
		Pred:    func(t ir.Type) bool { return IsPrim(t, k) },
		Build:   func(c *ir.Context) ir.Type { return Prim(c, k) },
	}
}

var (
	// TorchInt is !torch.int.
	TorchInt = primConstraint("!torch.int", KindInt)
	// TorchFloat is !torch.float.
	TorchFloat = primConstraint("!torch.float", KindFloat)
	// TorchBool is !torch.bool.
	TorchBool = primConstraint("!torch.bool", KindBool)
	// TorchNone is !torch.none.
	TorchNone = primConstraint("!torch.none", KindNone)
	// TorchStr is !torch.str.
	TorchStr = primConstraint("!torch.str", KindStr)
	// TorchDevice is !torch.Device.
	TorchDevice = primConstraint("!torch.Device", KindDevice)
	// TorchNumber is !torch.number.
	TorchNumber = primConstraint("!torch.number", KindNumber)

	// AnyTorchTensor is !torch.vtensor or !torch.tensor.
	AnyTorchTensor = &ir.TypeConstraint{Summary: "Any Torch tensor type", Pred: IsTensor}
	// ValueTensor is !torch.vtensor.
	ValueTensor = &ir.TypeConstraint{Summary: "Multi-dimensional array modeling Torch's Tensor type", Pred: IsValueTensor}
	// NonValueTensor is !torch.tensor.
	NonValueTensor = &ir.TypeConstraint{Summary: "Multi-dimensional array modeling Torch's Tensor type", Pred: func(t ir.Type) bool {
		tt, ok := t.(*TensorType)
		return ok && !tt.Value
	}}
	// AnyTorchList is !torch.list<T>.
	AnyTorchList = &ir.TypeConstraint{Summary: "!torch.list", Pred: func(t ir.Type) bool { return IsContainer(t, KindList) }}
	// AnyTorchTuple is !torch.tuple<...>.
	AnyTorchTuple = &ir.TypeConstraint{Summary: "!torch.tuple", Pred: func(t ir.Type) bool { return IsContainer(t, KindTuple) }}
	// AnyTorchType is any type of the torch dialect.
	AnyTorchType = &ir.TypeConstraint{Summary: "Any type that is legal to pass to a Torch kernel", Pred: IsTorchType}
	// BuiltinTensor is a builtin tensor type.
	BuiltinTensor = &ir.TypeConstraint{Summary: "builtin tensor", Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			return true
		}
		return false
	}}
)

func signlessInt(w int) func(ir.Type) bool {
	return func(t ir.Type) bool {
		it, ok := t.(*ir.IntegerType)
		return ok && it.Width == w && it.IsSignless()
	}
}

var (
	// I64 is the builtin i64.
	I64 = &ir.TypeConstraint{Summary: "64-bit signless integer", Pred: signlessInt(64),
		Build: func(c *ir.Context) ir.Type { return c.I(64) }}
	// I1 is the builtin i1.
	I1 = &ir.TypeConstraint{Summary: "1-bit signless integer", Pred: signlessInt(1),
		Build: func(c *ir.Context) ir.Type { return c.I(1) }}
	// F64 is the builtin f64.
	F64 = &ir.TypeConstraint{Summary: "64-bit float", Pred: func(t ir.Type) bool {
		f, ok := t.(*ir.FloatType)
		return ok && f.Kind == ir.F64
	}, Build: func(c *ir.Context) ir.Type { return c.F64() }}
)

// IsValidSubtype reports whether a value of type sub may be used where
// type super is expected, as Torch-MLIR's isValidSubtype: equal types,
// anything for !torch.any, int and float for !torch.number, T and none
// for !torch.optional<T>, a union member (or a union of subtypes) for a
// union, and a tensor whose sizes and dtype refine a
// less specific tensor of the same kind.
func IsValidSubtype(sub, super ir.Type) bool {
	if sub == super || IsPrim(super, KindAny) {
		return true
	}
	if IsPrim(super, KindNumber) && (IsPrim(sub, KindInt) || IsPrim(sub, KindFloat)) {
		return true
	}
	// A union is a subtype when each of its members is; a type is a
	// subtype of a union when it is one of a member.
	if u, ok := sub.(*ContainerType); ok && u.Kind == KindUnion {
		for _, e := range u.Elems {
			if !IsValidSubtype(e, super) {
				return false
			}
		}
		return true
	}
	if u, ok := super.(*ContainerType); ok && u.Kind == KindUnion {
		for _, e := range u.Elems {
			if IsValidSubtype(sub, e) {
				return true
			}
		}
		return false
	}
	if o, ok := super.(*ContainerType); ok && o.Kind == KindOptional {
		return IsPrim(sub, KindNone) || IsValidSubtype(sub, o.Elem())
	}
	if ct, ok := super.(*ContainerType); ok {
		cs, ok := sub.(*ContainerType)
		if !ok || cs.Kind != ct.Kind || len(cs.Elems) != len(ct.Elems) {
			return false
		}
		for i := range ct.Elems {
			if !IsValidSubtype(cs.Elems[i], ct.Elems[i]) {
				return false
			}
		}
		return true
	}
	ts, ok1 := sub.(*TensorType)
	tt, ok2 := super.(*TensorType)
	if !ok1 || !ok2 || ts.Value != tt.Value {
		return false
	}
	if tt.Dtype != nil && ts.Dtype != tt.Dtype {
		return false
	}
	if tt.Sizes != nil {
		if ts.Sizes == nil || len(ts.Sizes) != len(tt.Sizes) {
			return false
		}
		for i, s := range tt.Sizes {
			if s != Dynamic && ts.Sizes[i] != s {
				return false
			}
		}
	}
	return true
}

// AreCompatibleTensors reports whether two tensor types may describe the
// same tensor (what tensor_static_info_cast requires): the same kind,
// dtypes equal where both are known, sizes equal where both are known.
func AreCompatibleTensors(a, b *TensorType) bool {
	if a.Value != b.Value {
		return false
	}
	if a.Dtype != nil && b.Dtype != nil && a.Dtype != b.Dtype {
		return false
	}
	if a.Sizes != nil && b.Sizes != nil {
		if len(a.Sizes) != len(b.Sizes) {
			return false
		}
		for i := range a.Sizes {
			if a.Sizes[i] != Dynamic && b.Sizes[i] != Dynamic && a.Sizes[i] != b.Sizes[i] {
				return false
			}
		}
	}
	return true
}
