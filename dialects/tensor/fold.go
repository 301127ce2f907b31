package tensor

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// This file holds the folders. A folder returns, per result, an
// attribute (a constant) or a value (an existing SSA value), or nil when
// it does not apply. As in MLIR, returning the op's own result means the
// op was updated in place.
//
//	cast(x : T -> T)                          -> x
//	cast(cast(x : A -> B) : B -> A)           -> x
//	dim(t, c) with t's dim c static           -> size
//	dim(cast(x), c)                           -> dim(x, c) (in place)
//	dim(empty or generate(%d...), c) dynamic  -> the matching %d
//	rank(t : ranked)                          -> rank
//	extract(from_elements(...), consts)       -> the element
//	extract(splat(x), ...)                    -> x
//	extract_slice(t) covering t, same type    -> t
//	extract_slice(insert_slice(s, d, P), P)   -> s
//	insert_slice(s into d) covering d         -> s
//	insert_slice(s, insert_slice(s', d, P), P) -> insert_slice(s, d, P) (in place)
//	insert_slice(extract_slice(d, P), d, P)   -> d
//	insert_slice of a zero size               -> its dest
//	collapse_shape(expand_shape(x)) same type -> x, and expand(collapse(x))
//	  where each group has at most one dynamic size
//	collapse_shape/expand_shape(dense constant) -> the constant reshaped
//	pad(x) with zero low/high, not nofold     -> x, and of x's own static type
//	concat(x)                                 -> x

func one(v any) []any { return []any{v} }

func foldCast(op *ir.Operation, _ []ir.Attribute) []any {
	src := op.Operand(0)
	if src.Type() == op.Result(0).Type() {
		return one(src)
	}
	if d := src.DefiningOp(); d != nil && d.Def() == Cast && d.Operand(0).Type() == op.Result(0).Type() {
		return one(d.Operand(0))
	}
	return nil
}

func foldDim(op *ir.Operation, operands []ir.Attribute) []any {
	st, _ := op.Operand(0).Type().(ir.ShapedType)
	var idx int64
	if len(operands) > 1 {
		ia, ok := operands[1].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		idx = ia.Int64()
	} else if c, ok := staticdyn.ConstantInt(op.Operand(1)); ok {
		idx = c
	} else {
		return nil
	}
	if st == nil || !st.HasRank() || idx < 0 || idx >= int64(len(st.Shape())) {
		return nil
	}
	ctx := op.Context()
	if def := op.Operand(0).DefiningOp(); def != nil && def.Def() == Cast {
		op.SetOperand(0, def.Operand(0))
		return one(op.Result(0))
	}
	if d := st.Shape()[idx]; d != Dynamic {
		return one(ctx.IntegerAttr(ctx.IndexType(), d))
	}
	if def := op.Operand(0).DefiningOp(); def != nil && (def.Def() == Empty || def.Def() == Generate) {
		k := 0
		for i := int64(0); i < idx; i++ {
			if st.Shape()[i] == Dynamic {
				k++
			}
		}
		if k < def.NumOperands() {
			return one(def.Operand(k))
		}
	}
	return nil
}

func foldRank(op *ir.Operation, _ []ir.Attribute) []any {
	st, _ := op.Operand(0).Type().(ir.ShapedType)
	if st == nil || !st.HasRank() {
		return nil
	}
	ctx := op.Context()
	return one(ctx.IntegerAttr(ctx.IndexType(), int64(len(st.Shape()))))
}

func foldExtract(op *ir.Operation, operands []ir.Attribute) []any {
	if r := extractConstant(op, operands); r != nil {
		return r
	}
	def := op.Operand(0).DefiningOp()
	if def == nil {
		return nil
	}
	switch def.Def() {
	case Splat:
		return one(def.Operand(0))
	case FromElements:
		rt := ranked(def.Result(0).Type())
		lin := int64(0)
		for i, d := range rt.Dims {
			var c int64
			if i+1 < len(operands) && operands[i+1] != nil {
				ia, ok := operands[i+1].(*ir.IntegerAttr)
				if !ok {
					return nil
				}
				c = ia.Int64()
			} else if v, ok := staticdyn.ConstantInt(op.Operand(i + 1)); ok {
				c = v
			} else {
				return nil
			}
			if c < 0 || c >= d {
				return nil
			}
			lin = lin*d + c
		}
		if lin < int64(def.NumOperands()) {
			return one(def.Operand(int(lin)))
		}
	}
	return nil
}

func allEqual(xs []int64, v int64) bool {
	for _, x := range xs {
		if x != v {
			return false
		}
	}
	return true
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// sameSliceParams reports whether two slice ops use the same offsets,
// sizes and strides (static values and SSA operands).
func sameSliceParams(a, b *ir.Operation) bool {
	for _, n := range []string{"static_offsets", "static_sizes", "static_strides"} {
		if !equalInts(StaticInts(a, n), StaticInts(b, n)) {
			return false
		}
	}
	for _, g := range []string{"offsets", "sizes", "strides"} {
		x, y := group(a, g), group(b, g)
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i] != y[i] {
				return false
			}
		}
	}
	return true
}

// isFullSlice reports whether the static params cover shape whole.
func isFullSlice(op *ir.Operation, shape []int64) bool {
	return allEqual(StaticInts(op, "static_offsets"), 0) && allEqual(StaticInts(op, "static_strides"), 1) &&
		equalInts(StaticInts(op, "static_sizes"), shape) && staticShape(shape)
}

func foldExtractSlice(op *ir.Operation, operands []ir.Attribute) []any {
	if r := sliceOfSplat(op, operands); r != nil {
		return r
	}
	src := op.Operand(0)
	if src.Type() == op.Result(0).Type() && isFullSlice(op, ranked(src.Type()).Dims) {
		return one(src)
	}
	def := src.DefiningOp()
	if def == nil {
		return nil
	}
	if def.Def() == InsertSlice && sameSliceParams(op, def) && def.Operand(0).Type() == op.Result(0).Type() {
		return one(def.Operand(0))
	}
	return nil
}

func foldInsertSlice(op *ir.Operation, _ []ir.Attribute) []any {
	src, dest := op.Operand(0), op.Operand(1)
	if src.Type() == dest.Type() && isFullSlice(op, ranked(dest.Type()).Dims) {
		return one(src)
	}
	// insert_slice(s into insert_slice(s' into d, P), P), s and s' of one
	// type: the first insert is overwritten, insert into d (in place).
	if prev := dest.DefiningOp(); prev != nil && prev.Def() == InsertSlice && sameSliceParams(op, prev) &&
		prev.Operand(0).Type() == src.Type() {
		op.SetOperand(1, prev.Operand(1))
		return one(op.Result(0))
	}
	// insert_slice(extract_slice(d, P) into d, P) is d.
	if ex := src.DefiningOp(); ex != nil && ex.Def() == ExtractSlice && ex.Operand(0) == dest && sameSliceParams(op, ex) {
		return one(dest)
	}
	// Nothing is inserted where a size is 0.
	for _, s := range StaticInts(op, "static_sizes") {
		if s == 0 {
			return one(dest)
		}
	}
	return nil
}

func sameReassociation(a, b *ir.Operation) bool {
	x, y := Reassociation(a), Reassociation(b)
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if !equalInts(x[i], y[i]) {
			return false
		}
	}
	return true
}

func foldCollapseShape(op *ir.Operation, operands []ir.Attribute) []any {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return one(op.Operand(0))
	}
	if d := op.Operand(0).DefiningOp(); d != nil && d.Def() == ExpandShape &&
		d.Operand(0).Type() == op.Result(0).Type() && sameReassociation(op, d) {
		return one(d.Operand(0))
	}
	return foldReshapeConstant(op, operands)
}

func foldExpandShape(op *ir.Operation, operands []ir.Attribute) []any {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return one(op.Operand(0))
	}
	// expand(collapse(x)) is x only where each group has at most one
	// dynamic size: the others are not known to be x's.
	if d := op.Operand(0).DefiningOp(); d != nil && d.Def() == CollapseShape &&
		d.Operand(0).Type() == op.Result(0).Type() && sameReassociation(op, d) && oneDynamicPerGroup(op) {
		return one(d.Operand(0))
	}
	return foldReshapeConstant(op, operands)
}

func foldPad(op *ir.Operation, _ []ir.Attribute) []any {
	if op.HasAttr("nofold") || op.Operand(0).Type() != op.Result(0).Type() {
		return nil
	}
	// A pad whose static type is its source's pads nothing, whatever its
	// (then zero) dynamic amounts.
	if allEqual(StaticInts(op, "static_low"), 0) && allEqual(StaticInts(op, "static_high"), 0) ||
		staticShape(ranked(op.Result(0).Type()).Dims) {
		return one(op.Operand(0))
	}
	return nil
}

func foldConcat(op *ir.Operation, _ []ir.Attribute) []any {
	if op.NumOperands() == 1 && op.Operand(0).Type() == op.Result(0).Type() {
		return one(op.Operand(0))
	}
	return nil
}

// foldSplat turns a splat of a constant into a dense splat attribute.
func foldSplat(op *ir.Operation, operands []ir.Attribute) []any {
	rt := ranked(op.Result(0).Type())
	if len(operands) == 0 || operands[0] == nil || !staticShape(rt.Dims) {
		return nil
	}
	if data, ok := scalarBytes(operands[0], rt.Elem); ok {
		return one(op.Context().DenseElementsAttr(rt, data))
	}
	return nil
}

// foldFromElements turns constant elements into a dense attribute.
func foldFromElements(op *ir.Operation, operands []ir.Attribute) []any {
	rt := ranked(op.Result(0).Type())
	if len(operands) != op.NumOperands() || op.NumOperands() == 0 {
		return nil
	}
	var data []byte
	for _, a := range operands {
		b, ok := scalarBytes(a, rt.Elem)
		if !ok {
			return nil
		}
		data = append(data, b...)
	}
	return one(op.Context().DenseElementsAttr(rt, data))
}

func scalarBytes(a ir.Attribute, t ir.Type) ([]byte, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if a.Type != t || ir.ElemBytes(t) == 0 {
			return nil, false
		}
		return ir.PutScalar(nil, t, a.Int64(), 0), true
	case *ir.FloatAttr:
		if ir.Type(a.Type) != t {
			return nil, false
		}
		return ir.PutScalar(nil, t, 0, a.Value()), true
	case *ir.ArrayAttr:
		// A complex element, [re, im].
		ct, ok := t.(*ir.ComplexType)
		if !ok || len(a.Elems) != 2 {
			return nil, false
		}
		re, ok1 := scalarBytes(a.Elems[0], ct.Elem)
		im, ok2 := scalarBytes(a.Elems[1], ct.Elem)
		if !ok1 || !ok2 {
			return nil, false
		}
		return append(re, im...), true
	}
	return nil, false
}

// oneDynamicPerGroup reports whether each reassociation group of op's
// expanded (result) type has at most one dynamic size.
func oneDynamicPerGroup(op *ir.Operation) bool {
	dims := ranked(op.Result(0).Type()).Dims
	for _, g := range Reassociation(op) {
		n := 0
		for _, d := range g {
			if dims[d] == Dynamic {
				n++
			}
		}
		if n > 1 {
			return false
		}
	}
	return true
}
