package torch

import (
	"strings"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalization patterns of the torch dialect, registered through
// rewrite.RegisterDialectHooks by Register. Each rule's algebra is in its
// comment; constants are torch.constant.* ops.

func registerRewriteHooks(ctx *ir.Context) {
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{
		Dialect:             "torch",
		Canonicalization:    CanonicalizationPatterns,
		MaterializeConstant: materializeConstant,
	})
}

// CanonicalizationPatterns are the torch dialect's canonicalizations.
var CanonicalizationPatterns = []*rewrite.Pattern{
	// ---- ints and lists of constants ----
	sizeIntOfStaticDim, dimOfRankedTensor, numelOfStaticTensor,
	intBinary("add.int", func(a, b int64) (int64, bool) { return a + b, true }),
	intBinary("sub.int", func(a, b int64) (int64, bool) { return a - b, true }),
	intBinary("mul.int", func(a, b int64) (int64, bool) { return a * b, true }),
	intBinary("floordiv.int", func(a, b int64) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		q := a / b
		if (a%b != 0) && ((a < 0) != (b < 0)) {
			q--
		}
		return q, true
	}),
	intCompare("eq.int", func(a, b int64) bool { return a == b }),
	intCompare("ne.int", func(a, b int64) bool { return a != b }),
	intCompare("lt.int", func(a, b int64) bool { return a < b }),
	intCompare("le.int", func(a, b int64) bool { return a <= b }),
	intCompare("gt.int", func(a, b int64) bool { return a > b }),
	intCompare("ge.int", func(a, b int64) bool { return a >= b }),
	negIntOfConstant, lenOfListConstruct, getItemOfListConstruct,
	// ---- scalars to tensors ----
	numToTensorOfConstant,
	// ---- no-op views and casts ----
	noOpIfSameType(AtenClone.Name), noOpIfSameType(AtenContiguous.Name),
	noOpIfSameType(AtenDetach.Name), noOpIfSameType(AtenAlias.Name),
	noOpIfSameType(AtenLiftFreshCopy.Name), noOpIfSameType(Aten_ToCopy.Name),
	noOpIfSameType(AtenToDtype.Name), noOpIfSameType(AtenTypeAs.Name),
	noOpIfSameType(TensorStaticInfoCast.Name),
	noOpIfSameStaticType(AtenView.Name), noOpIfSameStaticType(AtenReshape.Name),
	noOpIfSameStaticType(AtenExpand.Name), noOpIfSameStaticType(AtenExpandAs.Name),
	noOpIfSameStaticType(AtenSqueezeDims.Name), noOpIfSameStaticType(AtenSqueezeDim.Name),
	noOpIfSameStaticType(AtenSqueeze.Name), noOpIfSameStaticType(AtenSliceTensor.Name),
	noOpIfSameStaticType(AtenFlattenUsingInts.Name),
	identityPermute, contiguousAsStrided, staticInfoCastOfCast,
	// ---- assertions ----
	assertTensorMetadata,
}

// constInt creates torch.constant.int v before op.
func constInt(rw *rewrite.Rewriter, loc ir.Location, v int64) *ir.Value {
	ctx := rw.Ctx
	return rw.CreateAt(loc, ConstantInt.Name, nil, []ir.Type{Int(ctx)},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.I(64), v)}).Result(0)
}

func constBool(rw *rewrite.Rewriter, loc ir.Location, v bool) *ir.Value {
	ctx := rw.Ctx
	return rw.CreateAt(loc, ConstantBool.Name, nil, []ir.Type{Bool(ctx)},
		ir.NamedAttr{Name: "value", Value: ctx.BoolAttr(v)}).Result(0)
}

// replaceWith replaces op's single result with the value built by f
// before op.
func replaceWith(op *ir.Operation, rw *rewrite.Rewriter, f func() *ir.Value) {
	ip := rw.Save()
	rw.SetInsertionPoint(op)
	v := f()
	rw.Restore(ip)
	rw.ReplaceOp(op, []*ir.Value{v})
}

// materializeConstant builds torch.constant.int/float/bool for folded
// scalar values and torch.vtensor.literal for elements.
func materializeConstant(rw *rewrite.Rewriter, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	ctx := rw.Ctx
	switch a := value.(type) {
	case *ir.IntegerAttr:
		switch {
		case IsPrim(t, KindInt):
			return rw.CreateAt(loc, ConstantInt.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.I(64), a.Int64())})
		case IsPrim(t, KindBool):
			return rw.CreateAt(loc, ConstantBool.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: ctx.BoolAttr(a.Int64() != 0)})
		}
	case *ir.FloatAttr:
		if IsPrim(t, KindFloat) {
			return rw.CreateAt(loc, ConstantFloat.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: ctx.FloatAttr(ctx.F64(), a.Value())})
		}
	case *ir.DenseElementsAttr:
		if IsValueTensor(t) {
			return rw.CreateAt(loc, VTensorLiteral.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a})
		}
	}
	return nil
}

// size.int(x, d) -> constant x.sizes[d], when static
var sizeIntOfStaticDim = &rewrite.Pattern{Name: "TorchSizeIntOfStaticDim", Root: AtenSizeInt.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		t := TensorOf(op.Operand(0))
		d, ok := ConstantIntValue(op.Operand(1))
		if t == nil || !ok || t.Sizes == nil {
			return false
		}
		i, ok := normDim(d, len(t.Sizes))
		if !ok || t.Sizes[i] == Dynamic {
			return false
		}
		replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), t.Sizes[i]) })
		return true
	}}

// dim(x) -> constant rank(x), when ranked
var dimOfRankedTensor = &rewrite.Pattern{Name: "TorchDimOfRankedTensor", Root: AtenDim.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		t := TensorOf(op.Operand(0))
		if t == nil || t.Sizes == nil {
			return false
		}
		replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), int64(len(t.Sizes))) })
		return true
	}}

// numel(x) -> constant prod(x.sizes), when static
var numelOfStaticTensor = &rewrite.Pattern{Name: "TorchNumelOfStaticTensor", Root: AtenNumel.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		t := TensorOf(op.Operand(0))
		if t == nil {
			return false
		}
		n, ok := numElements(t.Sizes)
		if !ok {
			return false
		}
		replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), n) })
		return true
	}}

// op.int(c0, c1) -> constant f(c0, c1)
func intBinary(name string, f func(a, b int64) (int64, bool)) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "TorchFold_" + name, Root: "torch.aten." + name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			a, ok1 := ConstantIntValue(op.Operand(0))
			b, ok2 := ConstantIntValue(op.Operand(1))
			if !ok1 || !ok2 {
				return false
			}
			r, ok := f(a, b)
			if !ok {
				return false
			}
			replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), r) })
			return true
		}}
}

// cmp.int(c0, c1) -> constant bool; cmp.int(x, x) -> reflexive result
func intCompare(name string, f func(a, b int64) bool) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "TorchFold_" + name, Root: "torch.aten." + name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			a, ok1 := ConstantIntValue(op.Operand(0))
			b, ok2 := ConstantIntValue(op.Operand(1))
			var r bool
			switch {
			case ok1 && ok2:
				r = f(a, b)
			case op.Operand(0) == op.Operand(1):
				r = f(0, 0)
			default:
				return false
			}
			replaceWith(op, rw, func() *ir.Value { return constBool(rw, op.Loc(), r) })
			return true
		}}
}

// neg.int(c) -> constant -c
var negIntOfConstant = &rewrite.Pattern{Name: "TorchFold_neg.int", Root: AtenNegInt.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		a, ok := ConstantIntValue(op.Operand(0))
		if !ok {
			return false
		}
		replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), -a) })
		return true
	}}

// len.t(ListConstruct(x0..xn-1)) -> constant n
var lenOfListConstruct = &rewrite.Pattern{Name: "TorchLenOfListConstruct", Root: AtenLenT.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		elems, ok := ListElements(op.Operand(0))
		if !ok || hasMutatingUser(op.Operand(0)) {
			return false
		}
		replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), int64(len(elems))) })
		return true
	}}

// __getitem__.t(ListConstruct(x0..xn-1), c) -> xc
var getItemOfListConstruct = &rewrite.Pattern{Name: "TorchGetItemOfListConstruct", Root: Aten__Getitem__T.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		elems, ok := ListElements(op.Operand(0))
		i, ok2 := ConstantIntValue(op.Operand(1))
		if !ok || !ok2 || hasMutatingUser(op.Operand(0)) {
			return false
		}
		if i < 0 {
			i += int64(len(elems))
		}
		if i < 0 || i >= int64(len(elems)) || elems[i].Type() != op.Result(0).Type() {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{elems[i]})
		return true
	}}

// hasMutatingUser: a list whose users may change it cannot be read
// through its construction.
func hasMutatingUser(list *ir.Value) bool {
	for _, u := range list.Users() {
		if !u.HasTrait(ir.Pure) {
			return true
		}
	}
	return false
}

// NumToTensor.Scalar(constant c) -> vtensor.literal(dense<c>), unless an
// ATen op uses the result: there it is a wrapped Python number, which
// promotes as its scalar (promotionType), and a literal would promote as
// a rank-0 tensor and change the op's result dtype.
var numToTensorOfConstant = &rewrite.Pattern{Name: "TorchNumToTensorOfConstant", Root: PrimNumToTensor.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		for _, u := range op.Result(0).Users() {
			if strings.HasPrefix(u.Name(), "torch.aten.") {
				return false
			}
		}
		rt := TensorOf(op.Result(0))
		if rt == nil || !rt.Value || rt.Dtype == nil || rt.Sizes == nil || len(rt.Sizes) != 0 {
			return false
		}
		ctx := rw.Ctx
		elem := BuiltinElementType(ctx, rt.Dtype)
		tt := ctx.RankedTensorType([]int64{}, elem, nil)
		var data []byte
		if c, ok := ConstantIntValue(op.Operand(0)); ok {
			data = ir.PutScalar(nil, elem, c, float64(c))
		} else if f, ok := ConstantFloatValue(op.Operand(0)); ok && IsFloatDtype(elem) {
			data = ir.PutScalar(nil, elem, int64(f), f)
		} else if b, ok := ConstantBoolValue(op.Operand(0)); ok {
			v := int64(0)
			if b {
				v = 1
			}
			data = ir.PutScalar(nil, elem, v, float64(v))
		} else {
			return false
		}
		if _, isInt := elem.(*ir.IntegerType); isInt && IsPrim(op.Operand(0).Type(), KindFloat) {
			return false
		}
		attr := ctx.DenseElementsAttr(tt, data)
		replaceWith(op, rw, func() *ir.Value {
			return rw.CreateAt(op.Loc(), VTensorLiteral.Name, nil, []ir.Type{rt}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
		})
		return true
	}}

// x' = op(x, ...) with type(x') == type(x) -> x (value semantics: a copy
// or a cast to the same type changes nothing)
func noOpIfSameType(name string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "TorchNoOp_" + name, Root: name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			if op.NumResults() != 1 || op.NumOperands() == 0 || !IsValueTensor(op.Result(0).Type()) ||
				op.Operand(0).Type() != op.Result(0).Type() {
				return false
			}
			rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
			return true
		}}
}

// view(x, ...) : T -> T with T fully static -> x (a view to the same
// static shape is the identity; with dynamic sizes it may not be)
func noOpIfSameStaticType(name string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "TorchNoOp_" + name, Root: name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			t := TensorOf(op.Result(0))
			if op.NumResults() != 1 || t == nil || !t.Value || op.Operand(0).Type() != op.Result(0).Type() {
				return false
			}
			if _, ok := numElements(t.Sizes); !ok {
				return false
			}
			if op.Name() == AtenSliceTensor.Name {
				// slice with step 1 keeping the size is the identity.
				if s, ok := ConstantIntValue(op.Operand(4)); !ok || s != 1 {
					return false
				}
			}
			rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
			return true
		}}
}

// permute(x, [0, 1, ..., n-1]) -> x
var identityPermute = &rewrite.Pattern{Name: "TorchIdentityPermute", Root: AtenPermute.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		perm, ok := ConstantIntList(op.Operand(1))
		if !ok || op.Operand(0).Type() != op.Result(0).Type() {
			return false
		}
		for i, p := range perm {
			if d, ok := normDim(p, len(perm)); !ok || d != i {
				return false
			}
		}
		rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
		return true
	}}

// as_strided(x, sizes(x), contiguous strides, 0) -> x (the strides of
// size-1 dims do not matter)
var contiguousAsStrided = &rewrite.Pattern{Name: "TorchContiguousAsStrided", Root: AtenAsStrided.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		t := TensorOf(op.Operand(0))
		if t == nil || op.Operand(0).Type() != op.Result(0).Type() {
			return false
		}
		if _, ok := numElements(t.Sizes); !ok {
			return false
		}
		size, ok1 := ConstantIntList(op.Operand(1))
		stride, ok2 := ConstantIntList(op.Operand(2))
		if !ok1 || !ok2 || len(size) != len(t.Sizes) || len(stride) != len(size) {
			return false
		}
		if !IsNoneValue(op.Operand(3)) {
			if off, ok := ConstantIntValue(op.Operand(3)); !ok || off != 0 {
				return false
			}
		}
		want := int64(1)
		for i := len(size) - 1; i >= 0; i-- {
			if size[i] != t.Sizes[i] {
				return false
			}
			if size[i] != 1 && stride[i] != want {
				return false
			}
			want *= size[i]
		}
		rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
		return true
	}}

// tensor_static_info_cast(tensor_static_info_cast(x : A) : B) : C -> tensor_static_info_cast(x) : C
// (and to x itself when C is A)
var staticInfoCastOfCast = &rewrite.Pattern{Name: "TorchStaticInfoCastOfCast", Root: TensorStaticInfoCast.Name, Benefit: 2,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		inner := op.Operand(0).DefiningOp()
		if inner == nil || inner.Name() != TensorStaticInfoCast.Name {
			return false
		}
		src := inner.Operand(0)
		if src.Type() == op.Result(0).Type() {
			rw.ReplaceOp(op, []*ir.Value{src})
			return true
		}
		rw.ModifyInPlace(op, func() { op.SetOperand(0, src) })
		return true
	}}
