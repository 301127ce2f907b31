package tensor

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Folds and canonicalizations of casts, element access and tensor
// creation, as upstream's TensorOps.cpp has them (checked against
// `mlir-opt-22 --canonicalize`; test/lit/Dialect/Tensor/canonicalize-elements.mlir):
//
//	cast(cast(x : A -> B) : B -> C)      -> cast(x : A -> C) where B adds nothing
//	bitcast(x : T -> T)                  -> x
//	bitcast(bitcast(x : A -> B) : B -> C) -> bitcast(x : A -> C)
//	concat(x : A) : B                    -> cast(x : A -> B)
//	extract(cast(x), i...)               -> extract(x, i...)
//	extract(dense constant, consts)      -> the element (a splat: any indices)
//	extract(sparse constant, consts)     -> the listed element, else zero
//	extract(generate{body}, i...)        -> body at i..., when it has no effects
//	insert(v, splat constant of v, ...)  -> the constant
//	extract_slice(splat constant) static -> the splat of the slice's type
//	dim(generate(%d...), c) dynamic      -> the matching %d
//	empty(%c) with %c constant           -> cast(empty() of the static type)
//	generate(%c) with %c constant        -> cast(generate() of the static type)
//	extract(index_cast(t), i...)         -> index_cast(extract(t, i...))
//	gather(splat constant) static        -> the splat of the gather's type
//	cast(empty(%d...))                   -> empty of the cast's type where it is more static

var elementCanonicalization = []*rewrite.Pattern{
	chainedTensorCast, chainedTensorBitcast, singleInputConcat, extractFromTensorCast,
	extractFromTensorGenerate, extractFromIndexCast,
	staticSizes("ReplaceEmptyTensorStaticShapeDims", Empty), foldEmptyWithCast,
	staticSizes("StaticTensorGenerate", Generate),
}

// joinShapes is the most static type that both a and b may be cast to,
// nil when they conflict (upstream's joinShapes).
func joinShapes(ctx *ir.Context, a, b ir.Type) ir.Type {
	if a == b {
		return a
	}
	sa, _ := a.(ir.ShapedType)
	sb, _ := b.(ir.ShapedType)
	if sa == nil || sb == nil || sa.ElementType() != sb.ElementType() {
		return nil
	}
	if !sa.HasRank() {
		return b
	}
	if !sb.HasRank() {
		return a
	}
	da, db := sa.Shape(), sb.Shape()
	if len(da) != len(db) {
		return nil
	}
	out := make([]int64, len(da))
	for i := range da {
		switch {
		case da[i] == Dynamic:
			out[i] = db[i]
		case db[i] == Dynamic || da[i] == db[i]:
			out[i] = da[i]
		default:
			return nil
		}
	}
	return ctx.RankedTensorType(out, sa.ElementType(), ranked(a).Encoding)
}

// cast(cast(x : A -> B) : B -> C) -> cast(x : A -> C) when joining A, B
// and C gives what joining A and C gives: B knew nothing more (upstream's
// ChainedTensorCast).
var chainedTensorCast = &rewrite.Pattern{
	Name: "ChainedTensorCast", Root: Cast.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		inner := op.Operand(0).DefiningOp()
		if inner == nil || inner.Def() != Cast {
			return false
		}
		ctx := op.Context()
		a, b, c := inner.Operand(0).Type(), inner.Result(0).Type(), op.Result(0).Type()
		ab := joinShapes(ctx, a, b)
		if ab == nil {
			return false
		}
		first := joinShapes(ctx, ab, c)
		if first == nil || first != joinShapes(ctx, a, c) {
			return false
		}
		rw.SetInsertionPoint(op)
		n := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{inner.Operand(0)}, []ir.Type{c})
		rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
		return true
	},
}

func foldBitcast(op *ir.Operation, _ []ir.Attribute) []any {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return one(op.Operand(0))
	}
	return nil
}

// bitcast(bitcast(x)) -> bitcast(x) (upstream's ChainedTensorBitcast).
var chainedTensorBitcast = &rewrite.Pattern{
	Name: "ChainedTensorBitcast", Root: Bitcast.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		inner := op.Operand(0).DefiningOp()
		if inner == nil || inner.Def() != Bitcast {
			return false
		}
		rw.SetInsertionPoint(op)
		n := rw.CreateAt(op.Loc(), Bitcast.Name, []*ir.Value{inner.Operand(0)}, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
		return true
	},
}

// concat(x) of one input -> cast(x) to the result type (upstream's
// SingleInputConcatOp; one of the same type folds).
var singleInputConcat = &rewrite.Pattern{
	Name: "SingleInputConcatOp", Root: Concat.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.NumOperands() != 1 || op.Operand(0).Type() == op.Result(0).Type() {
			return false
		}
		rw.SetInsertionPoint(op)
		n := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{op.Operand(0)}, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
		return true
	},
}

// extract(cast(x), i...) -> extract(x, i...) for a ranked x (upstream's
// ExtractFromTensorCast).
var extractFromTensorCast = &rewrite.Pattern{
	Name: "ExtractFromTensorCast", Root: Extract.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		e, _ := AsExtract(op)
		cast := e.Tensor().DefiningOp()
		if cast == nil || cast.Def() != Cast || ranked(cast.Operand(0).Type()) == nil {
			return false
		}
		rw.SetOperand(op, 0, cast.Operand(0))
		return true
	},
}

// extract(generate{^bb(%i...): ... yield %v}, %j...) -> the body cloned
// with %i... = %j..., its yielded value, when no op of the body has a
// memory effect (upstream's ExtractFromTensorGenerate).
var extractFromTensorGenerate = &rewrite.Pattern{
	Name: "ExtractFromTensorGenerate", Root: Extract.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		e, _ := AsExtract(op)
		gen := e.Tensor().DefiningOp()
		if gen == nil || gen.Def() != Generate || !rewrite.IsMemoryEffectFree(gen) {
			return false
		}
		body := gen.Region(0).Front()
		idx := e.Indices()
		if body == nil || body.NumArgs() != len(idx) {
			return false
		}
		m := ir.NewIRMapping()
		for i, a := range body.Args() {
			m.Map(a, idx[i])
		}
		rw.SetInsertionPoint(op)
		var yielded *ir.Value
		for o := body.First(); o != nil; o = o.Next() {
			if o.Def() == Yield {
				yielded = m.Lookup(o.Operand(0))
				break
			}
			rw.Clone(o, m)
		}
		if yielded == nil {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{yielded})
		return true
	},
}

// elementAttr is element lin of the dense constant d as a scalar
// attribute: an integer, a float, or for a complex of floats or
// integers the pair [re, im] that complex.constant holds; nil for other
// element types.
func elementAttr(ctx *ir.Context, d *ir.DenseElementsAttr, lin int64) ir.Attribute {
	switch t := d.Type.ElementType().(type) {
	case *ir.FloatType:
		return ctx.FloatAttr(t, d.FloatElement(lin))
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntegerAttr(t, d.IntElement(lin))
	case *ir.ComplexType:
		raw := d.RawElement(lin)
		half := len(raw) / 2
		switch et := t.Elem.(type) {
		case *ir.FloatType:
			re := ctx.FloatAttr(et, ir.FloatFromBits(et.Kind, leBits(raw[:half])))
			im := ctx.FloatAttr(et, ir.FloatFromBits(et.Kind, leBits(raw[half:])))
			return ctx.ArrayAttr([]ir.Attribute{re, im})
		case *ir.IntegerType:
			// IntegerAttr sign- or zero-extends the part's low bits.
			if half == 0 || half > 8 {
				return nil
			}
			re := ctx.IntegerAttr(et, int64(leBits(raw[:half])))
			im := ctx.IntegerAttr(et, int64(leBits(raw[half:])))
			return ctx.ArrayAttr([]ir.Attribute{re, im})
		}
	}
	return nil
}

// leBits reads a little-endian scalar of up to 8 bytes.
func leBits(b []byte) uint64 {
	var v uint64
	for i := len(b) - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// zeroAttr is the zero of an integer or float type, nil for others.
func zeroAttr(ctx *ir.Context, t ir.Type) ir.Attribute {
	switch t := t.(type) {
	case *ir.FloatType:
		return ctx.FloatAttr(t, 0)
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntegerAttr(t, 0)
	}
	return nil
}

// constIndices returns the constant indices of an element access
// (operands[1:]) within shape, false when one is not a constant or out
// of bounds.
func constIndices(operands []ir.Attribute, shape []int64) ([]int64, bool) {
	if len(operands) != len(shape)+1 {
		return nil, false
	}
	out := make([]int64, len(shape))
	for i, n := range shape {
		ia, ok := operands[i+1].(*ir.IntegerAttr)
		if !ok || ia.Int64() < 0 || ia.Int64() >= n {
			return nil, false
		}
		out[i] = ia.Int64()
	}
	return out, true
}

// extractConstant folds extract of a constant: a dense splat's value at
// any indices, else, at constant in-bounds indices, the dense element or
// the sparse one (zero where none is listed).
func extractConstant(op *ir.Operation, operands []ir.Attribute) []any {
	if len(operands) == 0 {
		return nil
	}
	ctx := op.Context()
	switch c := operands[0].(type) {
	case *ir.DenseElementsAttr:
		if c.Splat {
			return oneOrNil(elementAttr(ctx, c, 0))
		}
		idx, ok := constIndices(operands, c.Type.Shape())
		if !ok {
			return nil
		}
		lin := int64(0)
		for i, n := range c.Type.Shape() {
			lin = lin*n + idx[i]
		}
		return oneOrNil(elementAttr(ctx, c, lin))
	case *ir.SparseElementsAttr:
		idx, ok := constIndices(operands, c.Type.Shape())
		if !ok || c.Values == nil {
			return nil
		}
		for k, at := range c.Coordinates() {
			if equalInts(at, idx) {
				return oneOrNil(elementAttr(ctx, c.Values, int64(k)))
			}
		}
		return oneOrNil(zeroAttr(ctx, c.Type.ElementType()))
	}
	return nil
}

func oneOrNil(a ir.Attribute) []any {
	if a == nil {
		return nil
	}
	return one(a)
}

// foldInsert: inserting a splat constant's own value into it gives the
// constant back (its SSA value, so that no second constant is made).
func foldInsert(op *ir.Operation, operands []ir.Attribute) []any {
	if len(operands) < 2 || operands[0] == nil {
		return nil
	}
	d, ok := operands[1].(*ir.DenseElementsAttr)
	if !ok || !d.Splat || elementAttr(op.Context(), d, 0) != operands[0] {
		return nil
	}
	return one(op.Operand(1))
}

// sliceOfSplat folds an extract_slice of a splat constant to the splat
// of the slice's static type.
func sliceOfSplat(op *ir.Operation, operands []ir.Attribute) []any {
	if len(operands) == 0 {
		return nil
	}
	d, ok := operands[0].(*ir.DenseElementsAttr)
	res := ranked(op.Result(0).Type())
	if !ok || !d.Splat || res == nil || !staticShape(res.Dims) {
		return nil
	}
	return one(op.Context().DenseElementsAttr(res, d.Data))
}

// empty(%c...) or generate(%c...) with constant non-negative sizes ->
// the op of the static type (a generate keeps its body) and a cast back
// to the old type (upstream's ReplaceEmptyTensorStaticShapeDims and
// StaticTensorGenerate).
func staticSizes(name string, def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: def.Name, Benefit: 1, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		t := ranked(op.Result(0).Type())
		dims, keep, changed := staticdyn.FoldConstantSizes(t.Dims, op.Operands())
		if !changed {
			return false
		}
		nt := op.Context().RankedTensorType(dims, t.Elem, t.Encoding)
		rw.SetInsertionPoint(op)
		e := rw.Create(&ir.OperationState{Name: op.Context().OpName(def.Name), Loc: op.Loc(),
			Operands: keep, Types: []ir.Type{nt}, NumRegions: op.NumRegions()})
		if op.NumRegions() > 0 {
			rw.InlineRegionBefore(op.Region(0), e.Region(0), nil)
		}
		c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{e.Result(0)}, []ir.Type{t})
		rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		return true
	}}
}

// extract(index_cast(t), i...) -> index_cast(extract(t, i...)) (upstream's
// ExtractElementFromIndexCast).
var extractFromIndexCast = &rewrite.Pattern{
	Name: "ExtractElementFromIndexCast", Root: Extract.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		e, _ := AsExtract(op)
		ic := e.Tensor().DefiningOp()
		if ic == nil || ic.Def() != arith.IndexCast {
			return false
		}
		in := ic.Operand(0)
		rw.SetInsertionPoint(op)
		x := rw.CreateAt(op.Loc(), Extract.Name, append([]*ir.Value{in}, e.Indices()...), []ir.Type{ir.ElementTypeOrSelf(in.Type())})
		c := rw.CreateAt(op.Loc(), arith.IndexCast.Name, []*ir.Value{x.Result(0)}, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		return true
	},
}

// foldGather folds a gather of a splat constant to the splat of its
// static result type.
func foldGather(op *ir.Operation, operands []ir.Attribute) []any { return sliceOfSplat(op, operands) }

// cast(empty(%d...)) -> empty of the cast's type, keeping the sizes it
// leaves dynamic, when the cast only makes sizes static (upstream's
// FoldEmptyTensorWithCastOp).
var foldEmptyWithCast = &rewrite.Pattern{
	Name: "FoldEmptyTensorWithCastOp", Root: Cast.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		empty := op.Operand(0).DefiningOp()
		if empty == nil || empty.Def() != Empty {
			return false
		}
		src, dst := ranked(empty.Result(0).Type()), ranked(op.Result(0).Type())
		if dst == nil || len(src.Dims) != len(dst.Dims) {
			return false
		}
		var keep []*ir.Value
		k := 0
		for i, d := range src.Dims {
			if d == Dynamic {
				if dst.Dims[i] == Dynamic {
					keep = append(keep, empty.Operand(k))
				}
				k++
				continue
			}
			if dst.Dims[i] != Dynamic && dst.Dims[i] != d {
				return false
			}
			if dst.Dims[i] == Dynamic {
				return false
			}
		}
		rw.SetInsertionPoint(op)
		e := rw.CreateAt(op.Loc(), Empty.Name, keep, []ir.Type{dst})
		rw.ReplaceOp(op, []*ir.Value{e.Result(0)})
		return true
	},
}
