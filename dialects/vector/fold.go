package vector

import (
	"slices"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the folders, each with its algebra in a comment.

// scalarBytes is the storage of a scalar constant, or nil.
func scalarBytes(a ir.Attribute) []byte {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return ir.PutScalar(nil, a.Type, a.Int64(), 0)
	case *ir.FloatAttr:
		return ir.PutScalar(nil, a.Type, 0, ir.FloatFromBits(a.Type.Kind, a.Bits))
	}
	return nil
}

// SplatOf is a splat dense attribute of type t holding scalar a, or nil.
func SplatOf(ctx *ir.Context, t *ir.VectorType, a ir.Attribute) ir.Attribute {
	if t.Scalable != nil {
		return nil
	}
	if d, ok := a.(*ir.DenseElementsAttr); ok && d.Splat {
		return ctx.DenseElementsAttr(t, d.Data)
	}
	b := scalarBytes(a)
	if b == nil {
		return nil
	}
	return ctx.DenseElementsAttr(t, b)
}

// broadcast(x : T) : T -> x
// broadcast(constant c) -> splat c
func foldBroadcast(op *ir.Operation, cs []ir.Attribute) []any {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return []any{op.Operand(0)}
	}
	if cs[0] != nil {
		if s := SplatOf(op.Context(), op.Result(0).Type().(*ir.VectorType), cs[0]); s != nil {
			return []any{s}
		}
	}
	return nil
}

// splat(constant c) -> splat c
func foldSplat(op *ir.Operation, cs []ir.Attribute) []any {
	if cs[0] != nil {
		if s := SplatOf(op.Context(), op.Result(0).Type().(*ir.VectorType), cs[0]); s != nil {
			return []any{s}
		}
	}
	return nil
}

// extract(x)[] : T from T -> x
// extract(splat c)[...] -> c (or a smaller splat)
// extract(broadcast s)[...] -> s when s is the result type
// extract(insert(v, d)[p])[p] -> v
func foldExtract(op *ir.Operation, cs []ir.Attribute) []any {
	src := op.Operand(0)
	res := op.Result(0).Type()
	pos := Ints(op.Attr("static_position"))
	if len(pos) == 0 && src.Type() == res {
		return []any{src}
	}
	if d, ok := cs[0].(*ir.DenseElementsAttr); ok && d.Splat {
		if rv, ok := res.(*ir.VectorType); ok {
			return []any{op.Context().DenseElementsAttr(rv, d.Data)}
		}
		return []any{scalarAttr(op.Context(), res, d.Data)}
	}
	if def := src.DefiningOp(); def != nil {
		switch def.Def() {
		case Broadcast, Splat:
			if def.Operand(0).Type() == res {
				return []any{def.Operand(0)}
			}
		case Insert:
			if v := insertedAt(def, pos, res); v != nil {
				return []any{v}
			}
		}
	}
	return nil
}

// insertedAt follows a chain of inserts at static positions of pos's
// length and returns the value the one at pos put there (of type t), or
// nil when the chain reaches anything else.
func insertedAt(ins *ir.Operation, pos []int64, t ir.Type) *ir.Value {
	if countDynamic(pos) != 0 {
		return nil
	}
	for ins != nil && ins.Def() == Insert {
		q := Ints(ins.Attr("static_position"))
		if len(q) != len(pos) || countDynamic(q) != 0 {
			return nil
		}
		if slices.Equal(q, pos) {
			if ins.Operand(0).Type() == t {
				return ins.Operand(0)
			}
			return nil
		}
		ins = ins.Operand(1).DefiningOp()
	}
	return nil
}

// scalarAttr decodes one stored element of type t.
func scalarAttr(ctx *ir.Context, t ir.Type, raw []byte) ir.Attribute {
	d := ctx.DenseElementsAttr(ctx.VectorType([]int64{1}, t, nil), raw)
	if ft, ok := t.(*ir.FloatType); ok {
		return ctx.FloatAttr(ft, d.FloatElement(0))
	}
	return ctx.IntegerAttr(t, d.IntElement(0))
}

// insert(x, d)[] : T into T -> x
func foldInsert(op *ir.Operation, _ []ir.Attribute) []any {
	if len(Ints(op.Attr("static_position"))) == 0 && op.Operand(0).Type() == op.Result(0).Type() {
		return []any{op.Operand(0)}
	}
	return nil
}

// shape_cast(x : T) : T -> x
// shape_cast(shape_cast(x : T)) : T -> x
// shape_cast(splat c) -> splat c
func foldShapeCast(op *ir.Operation, cs []ir.Attribute) []any {
	src, res := op.Operand(0), op.Result(0).Type()
	if src.Type() == res {
		return []any{src}
	}
	if def := src.DefiningOp(); def != nil && def.Def() == op.Def() && def.Operand(0).Type() == res {
		return []any{def.Operand(0)}
	}
	if d, ok := cs[0].(*ir.DenseElementsAttr); ok {
		return []any{op.Context().DenseElementsAttr(res.(*ir.VectorType), d.Data)}
	}
	return nil
}

// bitcast(x : T) : T -> x
func foldIdentityCast(op *ir.Operation, _ []ir.Attribute) []any {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return []any{op.Operand(0)}
	}
	return nil
}

// transpose(x, identity) -> x
// transpose(splat c) -> splat c
func foldTranspose(op *ir.Operation, cs []ir.Attribute) []any {
	perm := Ints(op.Attr("permutation"))
	identity := true
	for i, p := range perm {
		identity = identity && p == int64(i)
	}
	if identity && op.Operand(0).Type() == op.Result(0).Type() {
		return []any{op.Operand(0)}
	}
	if d, ok := cs[0].(*ir.DenseElementsAttr); ok && d.Splat {
		return []any{op.Context().DenseElementsAttr(op.Result(0).Type().(*ir.VectorType), d.Data)}
	}
	return nil
}

// MaskBytes is the storage of the i1 mask of shape that is set in the
// leading box of sizes (clamped to [0, dim]).
func MaskBytes(shape, sizes []int64) []byte {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	out := make([]byte, n)
	idx := make([]int64, len(shape))
	for i := int64(0); i < n; i++ {
		in := true
		for k, x := range idx {
			in = in && k < len(sizes) && x < sizes[k]
		}
		if len(shape) == 0 {
			in = len(sizes) > 0 && sizes[0] > 0
		}
		if in {
			out[i] = 1
		}
		for k := len(shape) - 1; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
	}
	return out
}

// from_elements(constants) -> dense
// from_elements(extract(v)[0], ..., extract(v)[n-1]) -> v (1-D)
func foldFromElements(op *ir.Operation, cs []ir.Attribute) []any {
	rt := op.Result(0).Type().(*ir.VectorType)
	var data []byte
	for _, c := range cs {
		b := scalarBytes(c)
		if b == nil {
			data = nil
			break
		}
		data = append(data, b...)
	}
	if data != nil && len(cs) > 0 {
		return []any{op.Context().DenseElementsAttr(rt, data)}
	}
	if len(rt.Dims) != 1 || op.NumOperands() == 0 {
		return nil
	}
	var src *ir.Value
	for i, v := range op.Operands() {
		def := v.DefiningOp()
		if def == nil || def.Def() != Extract || def.NumOperands() != 1 {
			return nil
		}
		pos := Ints(def.Attr("static_position"))
		if len(pos) != 1 || pos[0] != int64(i) || (src != nil && def.Operand(0) != src) {
			return nil
		}
		src = def.Operand(0)
	}
	if src.Type() == rt {
		return []any{src}
	}
	return nil
}

// constant_mask [0, ...] -> dense<false>; constant_mask [d0, ..., dn] -> dense<true>
func foldConstantMask(op *ir.Operation, _ []ir.Attribute) []any {
	t := op.Result(0).Type().(*ir.VectorType)
	if t.Scalable != nil {
		return nil
	}
	sizes := Ints(op.Attr("mask_dim_sizes"))
	none, all := true, true
	for i, s := range sizes {
		dim := int64(1)
		if len(t.Dims) > 0 {
			dim = t.Dims[i]
		}
		none = none && s == 0
		all = all && s == dim
	}
	if !none && !all {
		return nil
	}
	return []any{op.Context().DenseElementsAttr(t, MaskBytes(t.Dims, sizes))}
}
