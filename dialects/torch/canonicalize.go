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
	intBinary[AtenAddIntArgs[*ir.Value]](AtenAddInt, func(a, b int64) (int64, bool) { return a + b, true }),
	intBinary[AtenSubIntArgs[*ir.Value]](AtenSubInt, func(a, b int64) (int64, bool) { return a - b, true }),
	intBinary[AtenMulIntArgs[*ir.Value]](AtenMulInt, func(a, b int64) (int64, bool) { return a * b, true }),
	intBinary[AtenFloordivIntArgs[*ir.Value]](AtenFloordivInt, func(a, b int64) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		q := a / b
		if (a%b != 0) && ((a < 0) != (b < 0)) {
			q--
		}
		return q, true
	}),
	intCompare[AtenEqIntArgs[*ir.Value]](AtenEqInt, func(a, b int64) bool { return a == b }),
	intCompare[AtenNeIntArgs[*ir.Value]](AtenNeInt, func(a, b int64) bool { return a != b }),
	intCompare[AtenLtIntArgs[*ir.Value]](AtenLtInt, func(a, b int64) bool { return a < b }),
	intCompare[AtenLeIntArgs[*ir.Value]](AtenLeInt, func(a, b int64) bool { return a <= b }),
	intCompare[AtenGtIntArgs[*ir.Value]](AtenGtInt, func(a, b int64) bool { return a > b }),
	intCompare[AtenGeIntArgs[*ir.Value]](AtenGeInt, func(a, b int64) bool { return a >= b }),
	negIntOfConstant, lenOfListConstruct, getItemOfListConstruct,
	// ---- scalars to tensors ----
	numToTensorOfConstant,
	// ---- no-op views and casts ----
	noOpIfSameType(AtenClone, AtenCloneArgs[*ir.Value].Self), noOpIfSameType(AtenContiguous, AtenContiguousArgs[*ir.Value].Self),
	noOpIfSameType(AtenDetach, AtenDetachArgs[*ir.Value].Self), noOpIfSameType(AtenAlias, AtenAliasArgs[*ir.Value].Self),
	noOpIfSameType(AtenLiftFreshCopy, AtenLiftFreshCopyArgs[*ir.Value].Self), noOpIfSameType(Aten_ToCopy, Aten_ToCopyArgs[*ir.Value].Self),
	noOpIfSameType(AtenToDtype, AtenToDtypeArgs[*ir.Value].Self), noOpIfSameType(AtenTypeAs, AtenTypeAsArgs[*ir.Value].Self),
	noOpIfSameType(TensorStaticInfoCast, TensorStaticInfoCastArgs[*ir.Value].Operand),
	noOpIfSameStaticType(AtenView, AtenViewArgs[*ir.Value].Self), noOpIfSameStaticType(AtenReshape, AtenReshapeArgs[*ir.Value].Self),
	noOpIfSameStaticType(AtenExpand, AtenExpandArgs[*ir.Value].Self), noOpIfSameStaticType(AtenExpandAs, AtenExpandAsArgs[*ir.Value].Self),
	noOpIfSameStaticType(AtenSqueezeDims, AtenSqueezeDimsArgs[*ir.Value].Self), noOpIfSameStaticType(AtenSqueezeDim, AtenSqueezeDimArgs[*ir.Value].Self),
	noOpIfSameStaticType(AtenSqueeze, AtenSqueezeArgs[*ir.Value].Self), noOpIfSameStaticType(AtenSliceTensor, AtenSliceTensorArgs[*ir.Value].Self),
	noOpIfSameStaticType(AtenFlattenUsingInts, AtenFlattenUsingIntsArgs[*ir.Value].Self),
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
		a := AtenSizeIntArgs[*ir.Value](op.Operands())
		t := TensorOf(a.Self())
		d, ok := ConstantIntValue(a.Dim())
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
		t := TensorOf(AtenDimArgs[*ir.Value](op.Operands()).Self())
		if t == nil || t.Sizes == nil {
			return false
		}
		replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), int64(len(t.Sizes))) })
		return true
	}}

// numel(x) -> constant prod(x.sizes), when static
var numelOfStaticTensor = &rewrite.Pattern{Name: "TorchNumelOfStaticTensor", Root: AtenNumel.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		t := TensorOf(AtenNumelArgs[*ir.Value](op.Operands()).Self())
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

// intArgs are the argument lists of the int ops of two operands (add.int:
// AtenAddIntArgs), which name them a and b.
type intArgs interface {
	~[]*ir.Value
	A() *ir.Value
	B() *ir.Value
}

// foldName is the name of the folding pattern of d: TorchFold_add.int.
func foldName(d *ir.OpDef) string {
	return "TorchFold_" + strings.TrimPrefix(d.Name, "torch.aten.")
}

// op.int(c0, c1) -> constant f(c0, c1)
func intBinary[A intArgs](d *ir.OpDef, f func(a, b int64) (int64, bool)) *rewrite.Pattern {
	return &rewrite.Pattern{Name: foldName(d), Root: d.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			args := A(op.Operands())
			a, ok1 := ConstantIntValue(args.A())
			b, ok2 := ConstantIntValue(args.B())
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
func intCompare[A intArgs](d *ir.OpDef, f func(a, b int64) bool) *rewrite.Pattern {
	return &rewrite.Pattern{Name: foldName(d), Root: d.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			args := A(op.Operands())
			a, ok1 := ConstantIntValue(args.A())
			b, ok2 := ConstantIntValue(args.B())
			var r bool
			switch {
			case ok1 && ok2:
				r = f(a, b)
			case args.A() == args.B():
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
		a, ok := ConstantIntValue(AtenNegIntArgs[*ir.Value](op.Operands()).A())
		if !ok {
			return false
		}
		replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), -a) })
		return true
	}}

// len.t(ListConstruct(x0..xn-1)) -> constant n
var lenOfListConstruct = &rewrite.Pattern{Name: "TorchLenOfListConstruct", Root: AtenLenT.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		list := AtenLenTArgs[*ir.Value](op.Operands()).A()
		elems, ok := ListElements(list)
		if !ok || hasMutatingUser(list) {
			return false
		}
		replaceWith(op, rw, func() *ir.Value { return constInt(rw, op.Loc(), int64(len(elems))) })
		return true
	}}

// __getitem__.t(ListConstruct(x0..xn-1), c) -> xc
var getItemOfListConstruct = &rewrite.Pattern{Name: "TorchGetItemOfListConstruct", Root: Aten__Getitem__T.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		a := Aten__Getitem__TArgs[*ir.Value](op.Operands())
		elems, ok := ListElements(a.List())
		i, ok2 := ConstantIntValue(a.Idx())
		if !ok || !ok2 || hasMutatingUser(a.List()) {
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
		a := PrimNumToTensorArgs[*ir.Value](op.Operands()).A()
		if c, ok := ConstantIntValue(a); ok {
			data = ir.PutScalar(nil, elem, c, float64(c))
		} else if f, ok := ConstantFloatValue(a); ok && IsFloatDtype(elem) {
			data = ir.PutScalar(nil, elem, int64(f), f)
		} else if b, ok := ConstantBoolValue(a); ok {
			v := int64(0)
			if b {
				v = 1
			}
			data = ir.PutScalar(nil, elem, v, float64(v))
		} else {
			return false
		}
		if _, isInt := elem.(*ir.IntegerType); isInt && IsPrim(a.Type(), KindFloat) {
			return false
		}
		attr := ctx.DenseElementsAttr(tt, data)
		replaceWith(op, rw, func() *ir.Value {
			return rw.CreateAt(op.Loc(), VTensorLiteral.Name, nil, []ir.Type{rt}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
		})
		return true
	}}

// x' = op(x, ...) with type(x') == type(x) -> x (value semantics: a copy
// or a cast to the same type changes nothing); x is the argument the
// accessor reads (AtenCloneArgs[*ir.Value].Self).
func noOpIfSameType[A ~[]*ir.Value](d *ir.OpDef, x func(A) *ir.Value) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "TorchNoOp_" + d.Name, Root: d.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			if op.NumResults() != 1 || op.NumOperands() == 0 || !IsValueTensor(op.Result(0).Type()) {
				return false
			}
			in := x(A(op.Operands()))
			if in.Type() != op.Result(0).Type() {
				return false
			}
			rw.ReplaceOp(op, []*ir.Value{in})
			return true
		}}
}

// view(x, ...) : T -> T with T fully static -> x (a view to the same
// static shape is the identity; with dynamic sizes it may not be); x is
// the argument the accessor reads (AtenViewArgs[*ir.Value].Self).
func noOpIfSameStaticType[A ~[]*ir.Value](d *ir.OpDef, x func(A) *ir.Value) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "TorchNoOp_" + d.Name, Root: d.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			t := TensorOf(op.Result(0))
			if op.NumResults() != 1 || t == nil || !t.Value {
				return false
			}
			in := x(A(op.Operands()))
			if in.Type() != op.Result(0).Type() {
				return false
			}
			if _, ok := numElements(t.Sizes); !ok {
				return false
			}
			if s, ok := AsAtenSliceTensor(op); ok {
				// slice with step 1 keeping the size is the identity.
				if s, ok := ConstantIntValue(s.Step()); !ok || s != 1 {
					return false
				}
			}
			rw.ReplaceOp(op, []*ir.Value{in})
			return true
		}}
}

// permute(x, [0, 1, ..., n-1]) -> x
var identityPermute = &rewrite.Pattern{Name: "TorchIdentityPermute", Root: AtenPermute.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		a := AtenPermuteArgs[*ir.Value](op.Operands())
		perm, ok := ConstantIntList(a.Dims())
		if !ok || a.Self().Type() != op.Result(0).Type() {
			return false
		}
		for i, p := range perm {
			if d, ok := normDim(p, len(perm)); !ok || d != i {
				return false
			}
		}
		rw.ReplaceOp(op, []*ir.Value{a.Self()})
		return true
	}}

// as_strided(x, sizes(x), contiguous strides, 0) -> x (the strides of
// size-1 dims do not matter)
var contiguousAsStrided = &rewrite.Pattern{Name: "TorchContiguousAsStrided", Root: AtenAsStrided.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		a := AtenAsStridedArgs[*ir.Value](op.Operands())
		t := TensorOf(a.Self())
		if t == nil || a.Self().Type() != op.Result(0).Type() {
			return false
		}
		if _, ok := numElements(t.Sizes); !ok {
			return false
		}
		size, ok1 := ConstantIntList(a.Size())
		stride, ok2 := ConstantIntList(a.Stride())
		if !ok1 || !ok2 || len(size) != len(t.Sizes) || len(stride) != len(size) {
			return false
		}
		if !IsNoneValue(a.StorageOffset()) {
			if off, ok := ConstantIntValue(a.StorageOffset()); !ok || off != 0 {
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
		rw.ReplaceOp(op, []*ir.Value{a.Self()})
		return true
	}}

// tensor_static_info_cast(tensor_static_info_cast(x : A) : B) : C -> tensor_static_info_cast(x) : C
// (and to x itself when C is A)
var staticInfoCastOfCast = &rewrite.Pattern{Name: "TorchStaticInfoCastOfCast", Root: TensorStaticInfoCast.Name, Benefit: 2,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		inner := TensorStaticInfoCastArgs[*ir.Value](op.Operands()).Operand().DefiningOp()
		if inner == nil || inner.Def() != TensorStaticInfoCast {
			return false
		}
		src := TensorStaticInfoCastArgs[*ir.Value](inner.Operands()).Operand()
		if src.Type() == op.Result(0).Type() {
			rw.ReplaceOp(op, []*ir.Value{src})
			return true
		}
		rw.ModifyInPlace(op, func() { op.SetOperand(0, src) })
		return true
	}}
