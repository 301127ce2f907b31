package vector

import (
	"slices"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the verifiers, with upstream's messages.

func vec(t ir.Type) (*ir.VectorType, bool) { v, ok := t.(*ir.VectorType); return v, ok }

// elemOf is t's element type (t itself for a scalar).
func elemOf(t ir.Type) ir.Type { return ir.ElementTypeOrSelf(t) }

func verifyBroadcast(op *ir.Operation) error {
	src, dst := op.Operand(0).Type(), op.Result(0).Type().(*ir.VectorType)
	if elemOf(src) != dst.Elem {
		return op.EmitError("source and result element types must match: %s vs %s", ir.TypeString(elemOf(src)), ir.TypeString(dst.Elem))
	}
	sv, ok := vec(src)
	if !ok {
		return nil
	}
	if len(sv.Dims) > len(dst.Dims) {
		return op.EmitError("source rank higher than destination rank")
	}
	lead := len(dst.Dims) - len(sv.Dims)
	for i, d := range sv.Dims {
		if d != 1 && d != dst.Dims[lead+i] {
			return op.EmitError("dimension mismatch (%d vs. %d)", d, dst.Dims[lead+i])
		}
	}
	return nil
}

func verifySplat(op *ir.Operation) error {
	if op.Operand(0).Type() != op.Result(0).Type().(*ir.VectorType).Elem {
		return op.EmitError("failed to verify that operand type matches element type of result")
	}
	return nil
}

func verifyShuffle(op *ir.Operation) error {
	v1, v2 := op.Operand(0).Type().(*ir.VectorType), op.Operand(1).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	if v1.Elem != v2.Elem || res.Elem != v1.Elem {
		return op.EmitError("failed to verify that all of {v1, v2, vector} have same element type")
	}
	if len(v1.Dims) != len(v2.Dims) {
		return op.EmitError("rank mismatch")
	}
	for i := 1; i < len(v1.Dims); i++ {
		if v1.Dims[i] != v2.Dims[i] {
			return op.EmitError("dimension mismatch")
		}
	}
	mask := Ints(op.Attr("mask"))
	if len(mask) == 0 {
		return op.EmitError("invalid mask length")
	}
	r := max(len(v1.Dims), 1)
	if len(res.Dims) != r || res.Dims[0] != int64(len(mask)) {
		return op.EmitError("mask length mismatch")
	}
	n1, n2 := int64(1), int64(1)
	if len(v1.Dims) > 0 {
		n1, n2 = v1.Dims[0], v2.Dims[0]
	}
	for i, m := range mask {
		if m != -1 && (m < 0 || m >= n1+n2) {
			return op.EmitError("mask index #%d out of range", i+1)
		}
	}
	return nil
}

// verifyElementPosition checks extractelement/insertelement: 1-D with a
// position, 0-D without.
func verifyElementPosition(vecIdx, posIdx int, extract bool) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		v := op.Operand(vecIdx).Type().(*ir.VectorType)
		hasPos := op.NumOperands() > posIdx
		if len(v.Dims) == 0 && hasPos {
			return op.EmitError("expected position to be empty with 0-D vector")
		}
		if len(v.Dims) > 1 {
			return op.EmitError("unexpected >1 vector rank")
		}
		if len(v.Dims) == 1 && !hasPos {
			return op.EmitError("expected position for 1-D vector")
		}
		var scalar ir.Type
		if extract {
			scalar = op.Result(0).Type()
		} else {
			scalar = op.Operand(0).Type()
		}
		if scalar != v.Elem {
			return op.EmitError("failed to verify that result type matches element type of vector operand")
		}
		return nil
	}
}

// checkPosition checks a static position against the vector's dims.
func checkPosition(op *ir.Operation, v *ir.VectorType, pos []int64) error {
	for i, p := range pos {
		if p == ir.ShapedDynamic {
			continue
		}
		if p != -1 && (p < 0 || p >= v.Dims[i]) {
			return op.EmitError("expected position attribute #%d to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)", i+1)
		}
	}
	return nil
}

func countDynamic(pos []int64) int {
	n := 0
	for _, p := range pos {
		if p == ir.ShapedDynamic {
			n++
		}
	}
	return n
}

// subType is the type of v with its leading k dims taken away: a scalar
// when none is left.
func subType(ctx *ir.Context, v *ir.VectorType, k int) ir.Type {
	if k >= len(v.Dims) {
		return v.Elem
	}
	var sc []bool
	if v.Scalable != nil {
		sc = v.Scalable[k:]
	}
	return ctx.VectorType(v.Dims[k:], v.Elem, sc)
}

func verifyExtract(op *ir.Operation) error {
	v := op.Operand(0).Type().(*ir.VectorType)
	pos := Ints(op.Attr("static_position"))
	if len(pos) > len(v.Dims) {
		return op.EmitError("expected position attribute of rank no greater than vector rank")
	}
	if countDynamic(pos) != op.NumOperands()-1 {
		return op.EmitError("expected %d dynamic position values, got %d", countDynamic(pos), op.NumOperands()-1)
	}
	if err := checkPosition(op, v, pos); err != nil {
		return err
	}
	want := subType(op.Context(), v, len(pos))
	got := op.Result(0).Type()
	if want != got {
		// A 1-element vector may stand for the scalar (and back).
		if gv, ok := vec(got); !(ok && ir.NumElements(gv) == 1 && gv.Elem == want) {
			return op.EmitError("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", ir.TypeString(want), ir.TypeString(got))
		}
	}
	return nil
}

func verifyInsert(op *ir.Operation) error {
	v := op.Operand(1).Type().(*ir.VectorType)
	pos := Ints(op.Attr("static_position"))
	if len(pos) > len(v.Dims) {
		return op.EmitError("expected position attribute of rank no greater than dest vector rank")
	}
	if countDynamic(pos) != op.NumOperands()-2 {
		return op.EmitError("expected %d dynamic position values, got %d", countDynamic(pos), op.NumOperands()-2)
	}
	want := subType(op.Context(), v, len(pos))
	got := op.Operand(0).Type()
	if want != got {
		if gv, ok := vec(got); !(ok && ir.NumElements(gv) == 1 && gv.Elem == want) {
			if _, isVec := vec(got); isVec {
				return op.EmitError("expected position attribute rank + source rank to match dest vector rank")
			}
			return op.EmitError("expected position attribute rank to match the dest vector rank")
		}
	}
	return checkPosition(op, v, pos)
}

// checkSlice checks offsets (+ sizes) against the dims of v, as
// extract_strided_slice and insert_strided_slice need.
func checkSlice(op *ir.Operation, v *ir.VectorType, offsets, sizes, strides []int64, what string) error {
	for i, o := range offsets {
		if o < 0 || o >= v.Dims[i] {
			return op.EmitError("expected offsets dimension %d to be confined to [0, %d)", i, v.Dims[i])
		}
	}
	for _, s := range strides {
		if s != 1 {
			return op.EmitError("expected strides to be confined to [1, 2)")
		}
	}
	for i := range sizes {
		if i < len(offsets) && (offsets[i]+sizes[i] < 1 || offsets[i]+sizes[i] > v.Dims[i]) {
			return op.EmitError("expected sum(offsets, %s) dimension %d to be confined to [1, %d)", what, i, v.Dims[i]+1)
		}
	}
	return nil
}

func verifyExtractStridedSlice(op *ir.Operation) error {
	v, res := op.Operand(0).Type().(*ir.VectorType), op.Result(0).Type().(*ir.VectorType)
	offsets, sizes, strides := Ints(op.Attr("offsets")), Ints(op.Attr("sizes")), Ints(op.Attr("strides"))
	if len(offsets) > len(v.Dims) {
		return op.EmitError("expected offsets attribute of rank no greater than vector rank")
	}
	if len(sizes) != len(offsets) || len(strides) != len(offsets) {
		return op.EmitError("expected offsets, sizes and strides attributes of same size")
	}
	for i, s := range sizes {
		if s < 1 || s > v.Dims[i] {
			return op.EmitError("expected sizes dimension %d to be confined to [1, %d)", i, v.Dims[i]+1)
		}
	}
	if err := checkSlice(op, v, offsets, sizes, strides, "sizes"); err != nil {
		return err
	}
	want := append(append([]int64{}, sizes...), v.Dims[len(sizes):]...)
	if !slices.Equal(want, res.Dims) || res.Elem != v.Elem {
		return op.EmitError("expected result type to be %s", ir.TypeString(op.Context().VectorType(want, v.Elem, v.Scalable)))
	}
	return nil
}

func verifyInsertStridedSlice(op *ir.Operation) error {
	src, dst := op.Operand(0).Type().(*ir.VectorType), op.Operand(1).Type().(*ir.VectorType)
	offsets, strides := Ints(op.Attr("offsets")), Ints(op.Attr("strides"))
	if len(offsets) != len(dst.Dims) {
		return op.EmitError("expected offsets of same size as destination vector rank")
	}
	if len(strides) != len(src.Dims) {
		return op.EmitError("expected strides of same size as source vector rank")
	}
	if len(src.Dims) > len(dst.Dims) {
		return op.EmitError("expected source rank to be no greater than destination rank")
	}
	if src.Elem != dst.Elem {
		return op.EmitError("failed to verify that all of {valueToStore, dest} have same element type")
	}
	lead := len(dst.Dims) - len(src.Dims)
	sizes := append(slices.Repeat([]int64{1}, lead), src.Dims...)
	return checkSlice(op, dst, offsets, sizes, append(slices.Repeat([]int64{1}, lead), strides...), "source vector shape")
}

func verifyOuterProduct(op *ir.Operation) error {
	l := op.Operand(0).Type().(*ir.VectorType)
	res, ok := vec(op.Result(0).Type())
	if !ok {
		return op.EmitError("expected vector result")
	}
	if len(l.Dims) != 1 {
		return op.EmitError("expected 1-d vector for operand #1")
	}
	if r, ok := vec(op.Operand(1).Type()); ok {
		if len(r.Dims) != 1 {
			return op.EmitError("expected 1-d vector for operand #2")
		}
		if len(res.Dims) != 2 {
			return op.EmitError("expected 2-d vector result")
		}
		if l.Dims[0] != res.Dims[0] {
			return op.EmitError("expected #1 operand dim to match result dim #1")
		}
		if r.Dims[0] != res.Dims[1] {
			return op.EmitError("expected #2 operand dim to match result dim #2")
		}
	} else {
		if op.Operand(1).Type() != l.Elem {
			return op.EmitError("expected operand #2 of the element type of operand #1")
		}
		if len(res.Dims) != 1 || res.Dims[0] != l.Dims[0] {
			return op.EmitError("expected #1 operand dim to match result dim #1")
		}
	}
	if acc := (OuterProductOp{op}).Acc(); acc != nil && acc.Type() != res {
		return op.EmitError("expected operand #3 of same type as result type")
	}
	return checkKind(op, KindOf(op), res.Elem)
}

// checkKind rejects a combining kind the element type cannot use.
func checkKind(op *ir.Operation, k CombiningKind, elem ir.Type) error {
	isInt := ir.IsIntOrIndex(elem)
	if (k.IntOnly() && !isInt) || (k.FloatOnly() && isInt) {
		return op.EmitError("unsupported reduction type '%s' for kind '%s'", ir.TypeString(elem), k)
	}
	return nil
}

func verifyReduction(op *ir.Operation) error {
	v := op.Operand(0).Type().(*ir.VectorType)
	if len(v.Dims) > 1 {
		return op.EmitError("unsupported reduction rank: %d", len(v.Dims))
	}
	if op.Result(0).Type() != v.Elem {
		return op.EmitError("failed to verify that source operand and result have same element type")
	}
	if op.NumOperands() == 2 && op.Operand(1).Type() != v.Elem {
		return op.EmitError("failed to verify that source operand and accumulator have same element type")
	}
	k := KindOf(op)
	isInt := ir.IsIntOrIndex(v.Elem)
	if (k.IntOnly() && !isInt) || (k.FloatOnly() && isInt) {
		return op.EmitError("unsupported reduction type ''%s'' for kind '%s'", ir.TypeString(v.Elem), k)
	}
	return nil
}

// reducedType is the type multi_reduction of v over dims gives.
func reducedType(ctx *ir.Context, v *ir.VectorType, dims []int64) ir.Type {
	var shape []int64
	var sc []bool
	for i, d := range v.Dims {
		if !slices.Contains(dims, int64(i)) {
			shape = append(shape, d)
			sc = append(sc, isScalable(v, i))
		}
	}
	if len(shape) == 0 {
		return v.Elem
	}
	return ctx.VectorType(shape, v.Elem, sc)
}

func verifyMultiReduction(op *ir.Operation) error {
	v := op.Operand(0).Type().(*ir.VectorType)
	dims := Ints(op.Attr("reduction_dims"))
	for _, d := range dims {
		if d < 0 || d >= int64(len(v.Dims)) {
			return op.EmitError("reduction dimension %d out of range", d)
		}
	}
	want := reducedType(op.Context(), v, dims)
	if op.Result(0).Type() != want {
		return op.EmitError("destination type '%s' is incompatible with source type '%s'", ir.TypeString(op.Result(0).Type()), ir.TypeString(v))
	}
	if op.Operand(1).Type() != want {
		return op.EmitError("failed to verify that all of {dest, acc} have same type")
	}
	return checkKind(op, KindOf(op), v.Elem)
}

// ContractMaps returns a contract's indexing maps (lhs, rhs, acc).
func ContractMaps(op *ir.Operation) []*ir.AffineMap {
	arr, _ := op.Attr("indexing_maps").(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	out := make([]*ir.AffineMap, len(arr.Elems))
	for i, e := range arr.Elems {
		out[i] = e.(*ir.AffineMapAttr).Map
	}
	return out
}

// IteratorTypes returns a contract's iterator types.
func IteratorTypes(op *ir.Operation) []IteratorType {
	arr, _ := op.Attr("iterator_types").(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	out := make([]IteratorType, len(arr.Elems))
	for i, e := range arr.Elems {
		out[i] = e.(*IteratorTypeAttr).Value
	}
	return out
}

// shapeOf is a vector's dims, none for a scalar.
func shapeOf(t ir.Type) []int64 {
	if v, ok := vec(t); ok {
		return v.Dims
	}
	return nil
}

func verifyContract(op *ir.Operation) error {
	maps, its := ContractMaps(op), IteratorTypes(op)
	if len(maps) != 3 {
		return op.EmitError("expected an indexing map for each vector operand")
	}
	n := len(its)
	bounds := make([]int64, n)
	for i := range bounds {
		bounds[i] = -1
	}
	for k, m := range maps {
		if m.NumDims != n || m.NumSyms != 0 {
			return op.EmitError("expected indexing map %d to have %d number of inputs", k, n)
		}
		shape := shapeOf(op.Operand(k).Type())
		if len(m.Results) != len(shape) {
			return op.EmitError("expected indexing map %d to have %d number of outputs", k, len(shape))
		}
		for j, r := range m.Results {
			if r.Kind != ir.AffineDim {
				return op.EmitError("expected indexing map %d to be a projected permutation of its inputs", k)
			}
			if k < 2 {
				d := int(r.Val)
				if bounds[d] >= 0 && bounds[d] != shape[j] {
					return op.EmitError("invalid contracting dimension map")
				}
				bounds[d] = shape[j]
			}
		}
	}
	// The result's shape is the bounds of the dims its map names.
	var want []int64
	for _, r := range maps[2].Results {
		if it := its[r.Val]; it == ReductionIterator {
			return op.EmitError("invalid accumulator/result vector shape")
		}
		if bounds[r.Val] < 0 {
			return op.EmitError("expected all dimensions to be either a LHS or a RHS dimension")
		}
		want = append(want, bounds[r.Val])
	}
	for d, it := range its {
		if it == ReductionIterator && bounds[d] < 0 {
			return op.EmitError("invalid contracting dimension map")
		}
	}
	res := op.Result(0).Type()
	if !slices.Equal(want, shapeOf(res)) {
		var w ir.Type = elemOf(res)
		if len(want) > 0 {
			w = op.Context().VectorType(want, elemOf(res), nil)
		}
		return op.EmitError("invalid accumulator/result vector shape, expected: '%s'", ir.TypeString(w))
	}
	if (ContractOp{op}).Acc().Type() != res {
		return op.EmitError("failed to verify that all of {acc, result} have same type")
	}
	return checkKind(op, KindOf(op), elemOf(res))
}

func verifyShapeCast(op *ir.Operation) error {
	s, r := op.Operand(0).Type().(*ir.VectorType), op.Result(0).Type().(*ir.VectorType)
	if s.Elem != r.Elem {
		return op.EmitError("has different source and result element types")
	}
	if a, b := ir.NumElements(s), ir.NumElements(r); a != b {
		return op.EmitError("has different number of elements at source (%d) and result (%d)", a, b)
	}
	return nil
}

func verifyBitcast(op *ir.Operation) error {
	s, r := op.Operand(0).Type().(*ir.VectorType), op.Result(0).Type().(*ir.VectorType)
	if len(s.Dims) != len(r.Dims) {
		return op.EmitError("failed to verify that all of {source, result} have same rank")
	}
	if len(s.Dims) > 0 {
		for i := 0; i < len(s.Dims)-1; i++ {
			if s.Dims[i] != r.Dims[i] {
				return op.EmitError("dimension size mismatch at: %d", i)
			}
		}
	}
	sw, rw := ir.IntOrFloatBitWidth(s.Elem), ir.IntOrFloatBitWidth(r.Elem)
	if _, ok := s.Elem.(*ir.IndexType); ok {
		sw = 64
	}
	if _, ok := r.Elem.(*ir.IndexType); ok {
		rw = 64
	}
	sl, rl := int64(1), int64(1)
	if len(s.Dims) > 0 {
		sl, rl = s.Dims[len(s.Dims)-1], r.Dims[len(r.Dims)-1]
	}
	if int64(sw)*sl != int64(rw)*rl {
		return op.EmitError("source/result bitwidth of the minor 1-D vectors must be equal")
	}
	return nil
}

func verifyTypeCast(op *ir.Operation) error {
	s, r := op.Operand(0).Type().(*ir.MemRefType), op.Result(0).Type().(*ir.MemRefType)
	if !ir.IsStaticShape(s.Dims) {
		return op.EmitError("expects a static shape source memref")
	}
	if s.Layout != nil {
		return op.EmitError("expects operand to be a memref with identity layout")
	}
	if r.Layout != nil {
		return op.EmitError("expects result to be a memref with identity layout")
	}
	if s.MemorySpace != r.MemorySpace {
		return op.EmitError("expects result in same memory space")
	}
	// As upstream: the scalar types agree and the shapes, each memref's
	// followed by its element vector's, are equal (a memref of vectors
	// may be cast to a memref of their rows).
	if elemOf(s.Elem) != elemOf(r.Elem) {
		return op.EmitError("expects result and operand with same underlying scalar type: %s", ir.TypeString(r))
	}
	concat := func(t *ir.MemRefType) []int64 {
		out := append([]int64(nil), t.Dims...)
		if v, ok := vec(t.Elem); ok {
			out = append(out, v.Dims...)
		}
		return out
	}
	if a, b := concat(s), concat(r); !slices.Equal(a, b) {
		return op.EmitError("expects concatenated result and operand shapes to be equal: %s", ir.TypeString(r))
	}
	return nil
}

func verifyConstantMask(op *ir.Operation) error {
	r := op.Result(0).Type().(*ir.VectorType)
	sizes := Ints(op.Attr("mask_dim_sizes"))
	if len(r.Dims) == 0 {
		if len(sizes) != 1 || sizes[0] < 0 || sizes[0] > 1 {
			return op.EmitError("array attr must have length 1 for 0-D vectors")
		}
		return nil
	}
	if len(sizes) != len(r.Dims) {
		return op.EmitError("must specify array attr of size equal vector result rank")
	}
	for i, s := range sizes {
		if s < 0 || s > r.Dims[i] {
			return op.EmitError("array attr of size out of bounds of vector result dimension size")
		}
		if isScalable(r, i) && s != 0 && s != r.Dims[i] {
			return op.EmitError("only supports 'none set' or 'all set' scalable dimensions")
		}
	}
	return nil
}

func verifyCreateMask(op *ir.Operation) error {
	r := op.Result(0).Type().(*ir.VectorType)
	want := max(len(r.Dims), 1)
	if op.NumOperands() != want {
		return op.EmitError("must specify an operand for each result vector dimension")
	}
	return nil
}

func verifyTranspose(op *ir.Operation) error {
	s, r := op.Operand(0).Type().(*ir.VectorType), op.Result(0).Type().(*ir.VectorType)
	perm := Ints(op.Attr("permutation"))
	if len(s.Dims) != len(r.Dims) {
		return op.EmitError("vector result rank mismatch: %d", len(r.Dims))
	}
	if len(perm) != len(s.Dims) {
		return op.EmitError("transposition length mismatch: %d", len(perm))
	}
	seen := make([]bool, len(perm))
	for i, p := range perm {
		if p < 0 || p >= int64(len(perm)) {
			return op.EmitError("transposition index out of range: %d", p)
		}
		if seen[p] {
			return op.EmitError("duplicate position index: %d", p)
		}
		seen[p] = true
		if r.Dims[i] != s.Dims[p] {
			return op.EmitError("dimension size mismatch at: %d", p)
		}
	}
	if s.Elem != r.Elem {
		return op.EmitError("failed to verify that all of {vector, result} have same element type")
	}
	return nil
}

func verifyPrint(op *ir.Operation) error {
	if op.NumOperands() > 0 && op.Attr("stringLiteral") != nil {
		return op.EmitError("failed to verify that `source` or `punctuation` are not set when printing strings")
	}
	if op.NumOperands() > 0 {
		t := op.Operand(0).Type()
		if v, ok := vec(t); ok {
			t = v.Elem
		}
		switch t.(type) {
		case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		default:
			return op.EmitError("operand #0 must be , but got '%s'", ir.TypeString(op.Operand(0).Type()))
		}
	}
	return nil
}

func verifyFromElements(op *ir.Operation) error {
	r := op.Result(0).Type().(*ir.VectorType)
	if int64(op.NumOperands()) != ir.NumElements(r) {
		return op.EmitError("number of operands and types do not match: got %d operands and %d types", op.NumOperands(), ir.NumElements(r))
	}
	for _, v := range op.Operands() {
		if v.Type() != r.Elem {
			return op.EmitError("failed to verify that operand types match result element type")
		}
	}
	return nil
}

// baseShapeElem is a memref's or tensor's shape and element type.
func baseShapeElem(t ir.Type) ([]int64, ir.Type) {
	s := t.(ir.ShapedType)
	return s.Shape(), s.ElementType()
}

// verifyLoadStore checks vector.load (vecIdx 0 is the result) and store.
func verifyLoadStore(baseIdx, resIdx int) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		shape, elem := baseShapeElem(op.Operand(baseIdx).Type())
		var vt *ir.VectorType
		if resIdx >= 0 {
			vt = op.Result(resIdx).Type().(*ir.VectorType)
		} else {
			vt = op.Operand(0).Type().(*ir.VectorType)
		}
		if n := op.NumOperands() - baseIdx - 1; n != len(shape) {
			return op.EmitError("requires %d indices", len(shape))
		}
		if ev, ok := vec(elem); ok {
			if ev != vt {
				return op.EmitError("base memref and result vector types should match")
			}
			return nil
		}
		if elem != vt.Elem {
			if resIdx >= 0 {
				return op.EmitError("base and result element type should match")
			}
			return op.EmitError("base and valueToStore element type should match")
		}
		return nil
	}
}

// verifyMasked checks maskedload/store (indexed: gather/scatter).
func verifyMasked(indexed, load bool) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		n := op.NumOperands()
		shape, elem := baseShapeElem(op.Operand(0).Type())
		idx := n - 3
		if indexed {
			idx--
		}
		if idx != len(shape) {
			if indexed {
				return op.EmitError("requires %d indices", len(shape))
			}
			return op.EmitError("requires %d indices", len(shape))
		}
		vt := op.Operand(n - 1).Type().(*ir.VectorType)
		mt := op.Operand(n - 2).Type().(*ir.VectorType)
		what := "valueToStore"
		if load {
			what = "result"
			if op.Result(0).Type() != vt {
				return op.EmitError("expected pass_thru of same type as result type")
			}
		}
		if elem != vt.Elem {
			return op.EmitError("base and %s element type should match", what)
		}
		if !slices.Equal(mt.Dims, vt.Dims) {
			return op.EmitError("expected %s dim to match mask dim", what)
		}
		if indexed {
			it := op.Operand(n - 3).Type().(*ir.VectorType)
			if !slices.Equal(it.Dims, vt.Dims) {
				return op.EmitError("expected %s dim to match indices dim", what)
			}
		}
		return nil
	}
}

func verifyTransfer(op *ir.Operation) error {
	t := AsTransfer(op)
	shape, elem := baseShapeElem(t.Base.Type())
	if t.Vector == nil {
		return op.EmitError("requires a vector")
	}
	if len(t.Indices) != len(shape) {
		return op.EmitError("requires %d indices", len(shape))
	}
	m := t.Map
	if m == nil {
		return op.EmitError("requires attribute 'permutation_map'")
	}
	if m.NumSyms != 0 {
		return op.EmitError("requires permutation_map without symbols")
	}
	if m.NumDims != len(shape) {
		return op.EmitError("requires a permutation_map with input dims of the same rank as the source type")
	}
	if len(m.Results) != TransferRank(t.Base.Type().(ir.ShapedType), t.Vector) {
		return op.EmitError("requires a permutation_map with result dims of the same rank as the vector type")
	}
	seen := make([]bool, m.NumDims)
	for _, r := range m.Results {
		switch {
		case r.Kind == ir.AffineDim:
			if seen[r.Val] {
				return op.EmitError("requires a permutation_map that is a permutation (found one dim used more than once)")
			}
			seen[r.Val] = true
		case r.Kind == ir.AffineConst && r.Val == 0:
		default:
			return op.EmitError("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
		}
	}
	if len(t.InBound) != len(m.Results) {
		return op.EmitError("expects the in_bounds attr of same rank as permutation_map results: affine_map<%s> vs inBounds of size: %d", m, len(t.InBound))
	}
	if ev, ok := vec(elem); ok {
		// A vector element type: its dims are the vector's innermost (a
		// minor 1-D vector of another element type must be as wide).
		k := len(t.Vector.Dims) - len(ev.Dims)
		if k < 0 {
			return op.EmitError("requires source vector element and vector result ranks to match.")
		}
		if ev.Elem == t.Vector.Elem && !slices.Equal(ev.Dims, t.Vector.Dims[k:]) {
			return op.EmitError("requires the vector element's shape to be the vector's innermost dims")
		}
	} else if elem != t.Vector.Elem {
		return op.EmitError("requires source to be a memref or ranked tensor of the vector's element type")
	}
	if t.Padding != nil && t.Padding.Type() != elem {
		return op.EmitError("requires formal padding and source of the same elemental type")
	}
	if t.Mask != nil {
		if want := MaskType(op.Context(), t.Vector, m); t.Mask.Type() != want {
			return op.EmitError("expects different type than prior uses: '%s' vs '%s'", ir.TypeString(want), ir.TypeString(t.Mask.Type()))
		}
	}
	if !isRead(op) {
		_, isTensor := t.Base.Type().(*ir.RankedTensorType)
		if isTensor != (op.NumResults() == 1) {
			return op.EmitError("expects a result exactly when writing to a tensor")
		}
		if isTensor && op.Result(0).Type() != t.Base.Type() {
			return op.EmitError("expects the result of the type of the written tensor")
		}
	}
	return nil
}
