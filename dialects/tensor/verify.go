package tensor

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the verifiers; messages are upstream MLIR's.

// plainError is a diagnostic at op without the "'name' op" prefix (MLIR's
// emitError as opposed to emitOpError).
func plainError(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	return &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op, Message: fmt.Sprintf(format, args...)}
}

func ranked(t ir.Type) *ir.RankedTensorType {
	rt, _ := t.(*ir.RankedTensorType)
	return rt
}

// StaticInts returns the integers of a dense i64 array attribute.
func StaticInts(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Ints
	}
	return nil
}

func countDynamic(shape []int64) int {
	n := 0
	for _, d := range shape {
		if d == Dynamic {
			n++
		}
	}
	return n
}

func group(op *ir.Operation, name string) []*ir.Value { return op.Def().OperandGroup(op, name) }

func verifyEmpty(op *ir.Operation) error {
	rt := ranked(op.Result(0).Type())
	if n := countDynamic(rt.Dims); n != op.NumOperands() {
		return op.EmitError("incorrect number of dynamic sizes, has %d, expected %d", op.NumOperands(), n)
	}
	return nil
}

func verifyExtract(op *ir.Operation) error {
	rt := ranked(op.Operand(0).Type())
	if len(rt.Dims) != op.NumOperands()-1 {
		return op.EmitError("incorrect number of indices for extract_element")
	}
	if op.Result(0).Type() != rt.Elem {
		return op.EmitError("failed to verify that result type matches element type of tensor")
	}
	return nil
}

func verifyInsert(op *ir.Operation) error {
	rt := ranked(op.Operand(1).Type())
	if len(rt.Dims) != op.NumOperands()-2 {
		return op.EmitError("incorrect number of indices")
	}
	if op.Operand(0).Type() != rt.Elem {
		return op.EmitError("failed to verify that scalar type matches element type of dest")
	}
	return nil
}

// verifyOffsetsSizesStrides checks the three mixed lists against the rank
// of the sliced tensor.
func verifyOffsetsSizesStrides(op *ir.Operation, rank int) error {
	for _, l := range []struct{ attr, group, what string }{
		{"static_offsets", "offsets", "offset"}, {"static_sizes", "sizes", "size"}, {"static_strides", "strides", "stride"}} {
		s := StaticInts(op, l.attr)
		if len(s) != rank {
			return plainError(op, "expected %d %s values, got %d", rank, l.what, len(s))
		}
		if n := countDynamic(s); n != len(group(op, l.group)) {
			return plainError(op, "expected %d dynamic %s values", n, l.what)
		}
	}
	return nil
}

// checkInBounds reports the first static slice that leaves the tensor.
func checkInBounds(op *ir.Operation, shape []int64) error {
	offs, sizes, strides := StaticInts(op, "static_offsets"), StaticInts(op, "static_sizes"), StaticInts(op, "static_strides")
	for i, d := range shape {
		if d == Dynamic || offs[i] == Dynamic || sizes[i] == Dynamic || strides[i] == Dynamic {
			continue
		}
		if sizes[i] == 0 {
			continue
		}
		last := offs[i] + (sizes[i]-1)*strides[i]
		if offs[i] >= d || last >= d {
			lastIdx := offs[i]
			if lastIdx < d {
				lastIdx = last
			}
			return plainError(op, "slice along dimension %d runs out-of-bounds: %d >= %d", i, lastIdx, d)
		}
	}
	return nil
}

// isRankReducedOf reports whether small is big with some unit
// dimensions dropped.
func isRankReducedOf(big, small []int64) bool {
	j := 0
	for _, d := range big {
		if j < len(small) && (small[j] == d) {
			j++
			continue
		}
		if d != 1 {
			return false
		}
	}
	return j == len(small)
}

// checkSliceType checks the slice type against the sizes: equal, or a
// rank-reduced version of it, with the source's element type.
func checkSliceType(op *ir.Operation, source, slice *ir.RankedTensorType) error {
	want := op.Context().RankedTensorType(StaticInts(op, "static_sizes"), source.Elem, nil)
	if slice.Elem != source.Elem {
		return plainError(op, "expected element type to be '%s'", ir.TypeString(source.Elem))
	}
	if len(slice.Dims) > len(want.Dims) {
		return plainError(op, "expected type to be '%s' or a rank-reduced version. (rank)", ir.TypeString(want))
	}
	if !isRankReducedOf(want.Dims, slice.Dims) {
		return plainError(op, "expected type to be '%s' or a rank-reduced version. (size mismatch) ", ir.TypeString(want))
	}
	return nil
}

func verifyExtractSlice(op *ir.Operation) error {
	src := ranked(op.Operand(0).Type())
	if err := verifyOffsetsSizesStrides(op, len(src.Dims)); err != nil {
		return err
	}
	if err := checkSliceType(op, src, ranked(op.Result(0).Type())); err != nil {
		return err
	}
	return checkInBounds(op, src.Dims)
}

func verifyInsertSlice(op *ir.Operation) error {
	dest := ranked(op.Operand(1).Type())
	if err := verifyOffsetsSizesStrides(op, len(dest.Dims)); err != nil {
		return err
	}
	if err := checkSliceType(op, dest, ranked(op.Operand(0).Type())); err != nil {
		return err
	}
	return checkInBounds(op, dest.Dims)
}

func verifyParallelInsertSlice(op *ir.Operation) error {
	if p := op.ParentOp(); !rewrite.IsInParallel(p) {
		name := ""
		if p != nil {
			name = p.Name()
		}
		_ = name
		return plainError(op, "expected InParallelOpInterface parent, got:")
	}
	return verifyInsertSlice(op)
}

// Reassociation returns the groups of a collapse/expand op.
func Reassociation(op *ir.Operation) [][]int64 {
	arr, ok := op.Attr("reassociation").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([][]int64, len(arr.Elems))
	for i, g := range arr.Elems {
		ga, _ := g.(*ir.ArrayAttr)
		if ga == nil {
			continue
		}
		for _, e := range ga.Elems {
			if ia, ok := e.(*ir.IntegerAttr); ok {
				out[i] = append(out[i], ia.Int64())
			}
		}
	}
	return out
}

// verifyReshapeLike checks expanded vs collapsed shapes for both ops.
func verifyReshapeLike(op *ir.Operation, collapsed, expanded *ir.RankedTensorType) error {
	groups := Reassociation(op)
	if len(groups) != len(collapsed.Dims) {
		return op.EmitError("expected collapsed rank (%d) to equal the number of reassociation maps (%d).", len(collapsed.Dims), len(groups))
	}
	if len(collapsed.Dims) == 0 {
		// A 0-d tensor, with no reassociation groups, is any number of
		// unit dims: `tensor.collapse_shape %t [] : tensor<1x1xf32> into
		// tensor<f32>`. A dynamic dim is one at run time.
		for _, d := range expanded.Dims {
			if d != 1 && d != Dynamic {
				return op.EmitError("invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref")
			}
		}
		return nil
	}
	next := int64(0)
	for i, g := range groups {
		if len(g) == 0 && len(expanded.Dims) > 0 {
			return op.EmitError("expected reassociation map #%d to be valid and contiguous.", i)
		}
		for _, d := range g {
			if d != next {
				return op.EmitError("expected reassociation map #%d to be valid and contiguous.", i)
			}
			next++
		}
	}
	if int(next) != len(expanded.Dims) {
		return op.EmitError("expected expanded rank (%d) to equal the number of dimensions covered by the reassociation maps (%d).", len(expanded.Dims), next)
	}
	for i, g := range groups {
		prod, dyn := int64(1), false
		for _, d := range g {
			if expanded.Dims[d] == Dynamic {
				dyn = true
			} else {
				prod *= expanded.Dims[d]
			}
		}
		c := collapsed.Dims[i]
		if dyn {
			if c != Dynamic {
				return op.EmitError("expected dimension %d of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic", i)
			}
			continue
		}
		if c != prod {
			return op.EmitError("expected dimension %d of collapsed type to be static value of %d", i, prod)
		}
	}
	return nil
}

func verifyCollapseShape(op *ir.Operation) error {
	src, res := ranked(op.Operand(0).Type()), ranked(op.Result(0).Type())
	if src.Elem != res.Elem {
		return op.EmitError("expected source and result element types to match")
	}
	if len(res.Dims) > len(src.Dims) {
		return op.EmitError("expected the expanded type, 'tensor<...>' to have a higher (or same) rank than the collapsed type")
	}
	return verifyReshapeLike(op, res, src)
}

func verifyExpandShape(op *ir.Operation) error {
	src, res := ranked(op.Operand(0).Type()), ranked(op.Result(0).Type())
	if err := verifyReshapeLike(op, src, res); err != nil {
		return err
	}
	static := StaticInts(op, "static_output_shape")
	if len(static) != len(res.Dims) {
		return op.EmitError("expected number of static shape dims to be equal to the output rank (%d) but found %d inputs instead", len(res.Dims), len(static))
	}
	if n := countDynamic(static); n != op.NumOperands()-1 {
		return op.EmitError("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values", n, op.NumOperands()-1)
	}
	for i, d := range static {
		if d != Dynamic && res.Dims[i] != Dynamic && d != res.Dims[i] {
			return op.EmitError("invalid output shape provided at pos %d", i)
		}
	}
	return nil
}

func verifyReshape(op *ir.Operation) error {
	src, _ := op.Operand(0).Type().(ir.ShapedType)
	res, _ := op.Result(0).Type().(ir.ShapedType)
	if src.ElementType() != res.ElementType() {
		return op.EmitError("element types of source and destination tensor types should be the same")
	}
	if src.HasRank() && res.HasRank() && staticShape(src.Shape()) && staticShape(res.Shape()) &&
		ir.NumElements(src) != ir.NumElements(res) {
		return op.EmitError("source and destination tensor should have the same number of elements")
	}
	shape := ranked(op.Operand(1).Type())
	if res.HasRank() {
		if shape.Dims[0] == Dynamic {
			return op.EmitError("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type")
		}
		if shape.Dims[0] != int64(len(res.Shape())) {
			return op.EmitError("length of shape operand differs from the result's tensor rank")
		}
	}
	return nil
}

func staticShape(s []int64) bool { return countDynamic(s) == 0 }

// CastCompatible reports whether tensor.cast may convert a to b: same
// element type and, where both are ranked, same rank and equal static sizes.
func CastCompatible(a, b ir.Type) bool {
	sa, ok1 := a.(ir.ShapedType)
	sb, ok2 := b.(ir.ShapedType)
	if !ok1 || !ok2 || sa.ElementType() != sb.ElementType() {
		return false
	}
	if !sa.HasRank() || !sb.HasRank() {
		return true
	}
	x, y := sa.Shape(), sb.Shape()
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != Dynamic && y[i] != Dynamic && x[i] != y[i] {
			return false
		}
	}
	return true
}

func verifyCast(op *ir.Operation) error {
	a, b := op.Operand(0).Type(), op.Result(0).Type()
	if !CastCompatible(a, b) {
		return op.EmitError("operand type '%s' and result type '%s' are cast incompatible", ir.TypeString(a), ir.TypeString(b))
	}
	return nil
}

func verifyBitcast(op *ir.Operation) error {
	a, b := op.Operand(0).Type().(ir.ShapedType), op.Result(0).Type().(ir.ShapedType)
	ok := ir.IntOrFloatBitWidth(a.ElementType()) == ir.IntOrFloatBitWidth(b.ElementType()) &&
		ir.IntOrFloatBitWidth(a.ElementType()) > 0
	if ok && a.HasRank() && b.HasRank() {
		ok = len(a.Shape()) == len(b.Shape())
		for i := 0; ok && i < len(a.Shape()); i++ {
			x, y := a.Shape()[i], b.Shape()[i]
			ok = x == Dynamic || y == Dynamic || x == y
		}
	}
	if !ok {
		return op.EmitError("operand type '%s' and result type '%s' are cast incompatible", ir.TypeString(a), ir.TypeString(b))
	}
	return nil
}

func verifyPad(op *ir.Operation) error {
	src, res := ranked(op.Operand(0).Type()), ranked(op.Result(0).Type())
	low, high := StaticInts(op, "static_low"), StaticInts(op, "static_high")
	if len(low) != len(src.Dims) || len(high) != len(src.Dims) {
		return plainError(op, "failed to infer expectedType from sourceType '%s', specified resultType is '%s'",
			ir.TypeString(src), ir.TypeString(res))
	}
	want := make([]int64, len(src.Dims))
	for i, d := range src.Dims {
		if d == Dynamic || low[i] == Dynamic || high[i] == Dynamic {
			want[i] = Dynamic
		} else {
			want[i] = d + low[i] + high[i]
		}
	}
	if len(res.Dims) != len(want) {
		return plainError(op, "specified type '%s' does not match the inferred type '%s'", ir.TypeString(res),
			ir.TypeString(op.Context().RankedTensorType(want, src.Elem, nil)))
	}
	for i := range want {
		// A dim the sizes leave dynamic may be static in the result (mlir-opt-22
		// takes the result type as a promise); a static one must agree.
		if want[i] != Dynamic && res.Dims[i] != Dynamic && want[i] != res.Dims[i] {
			return plainError(op, "specified type '%s' does not match the inferred type '%s'", ir.TypeString(res),
				ir.TypeString(op.Context().RankedTensorType(want, src.Elem, nil)))
		}
	}
	if b := op.Region(0).Front(); b != nil {
		if b.NumArgs() != len(src.Dims) {
			return plainError(op, "expected the block to have %d arguments", len(src.Dims))
		}
		for i, a := range b.Args() {
			if _, ok := a.Type().(*ir.IndexType); !ok {
				return plainError(op, "expected block argument %d to be an index", i+1)
			}
		}
		if t := b.Terminator(); t != nil && t.Def() == Yield && t.NumOperands() == 1 && t.Operand(0).Type() != src.Elem {
			return op.EmitError("expected yield type to match shape element type")
		}
	}
	return nil
}

func verifyConcat(op *ir.Operation) error {
	res := ranked(op.Result(0).Type())
	if op.NumOperands() < 1 {
		return op.EmitError("requires at least one input")
	}
	rank := len(res.Dims)
	for _, v := range op.Operands() {
		if len(ranked(v.Type()).Dims) != rank {
			return op.EmitError("rank of concatenated inputs must match result rank")
		}
	}
	for _, v := range op.Operands() {
		if ranked(v.Type()).Elem != res.Elem {
			return op.EmitError("inputs and result element type must match")
		}
	}
	dimA, _ := op.Attr("dim").(*ir.IntegerAttr)
	dim := int64(0)
	if dimA != nil {
		dim = dimA.Int64()
	}
	if dim < 0 || dim >= int64(rank) {
		return op.EmitError("concatenation dim must be less than the tensor rank")
	}
	want := make([]int64, rank)
	for i := range want {
		if int64(i) == dim {
			sum := int64(0)
			for _, v := range op.Operands() {
				d := ranked(v.Type()).Dims[i]
				if d == Dynamic || sum == Dynamic {
					sum = Dynamic
				} else {
					sum += d
				}
			}
			want[i] = sum
			continue
		}
		want[i] = Dynamic
		for _, v := range op.Operands() {
			d := ranked(v.Type()).Dims[i]
			if d == Dynamic {
				continue
			}
			if want[i] != Dynamic && want[i] != d {
				return op.EmitError("static concatenation size mismatch along non-concatenated dimension %d", i)
			}
			want[i] = d
		}
	}
	for i := range want {
		if want[i] != Dynamic && res.Dims[i] != Dynamic && want[i] != res.Dims[i] {
			return op.EmitError("result type '%s'does not match inferred shape '%s' static sizes", ir.TypeString(res),
				ir.TypeString(op.Context().RankedTensorType(want, res.Elem, nil)))
		}
	}
	return nil
}

func verifySplat(op *ir.Operation) error {
	rt := ranked(op.Result(0).Type())
	if n := countDynamic(rt.Dims); n != op.NumOperands()-1 {
		return op.EmitError("incorrect number of dynamic sizes, has %d, expected %d", op.NumOperands()-1, n)
	}
	if op.Operand(0).Type() != rt.Elem {
		return op.EmitError("failed to verify that operand type matches element type of result")
	}
	return nil
}

func verifyFromElements(op *ir.Operation) error {
	rt := ranked(op.Result(0).Type())
	if !staticShape(rt.Dims) {
		return op.EmitError("result #0 must be statically shaped tensor of any type values, but got '%s'", ir.TypeString(rt))
	}
	if n := ir.NumElements(rt); n != int64(op.NumOperands()) {
		return op.EmitError("number of operands and types do not match: got %d operands and %d types", op.NumOperands(), n)
	}
	for _, v := range op.Operands() {
		if v.Type() != rt.Elem {
			return op.EmitError("failed to verify that operand types match result element type")
		}
	}
	return nil
}

func verifyGenerate(op *ir.Operation) error {
	rt := ranked(op.Result(0).Type())
	if n := countDynamic(rt.Dims); n != op.NumOperands() {
		return op.EmitError("incorrect number of dynamic sizes, has %d, expected %d", op.NumOperands(), n)
	}
	b := op.Region(0).Front()
	if b == nil {
		return nil
	}
	if b.NumArgs() != len(rt.Dims) {
		return plainError(op, "must have one body argument per input dimension")
	}
	for _, a := range b.Args() {
		if _, ok := a.Type().(*ir.IndexType); !ok {
			return plainError(op, "all body arguments must be index")
		}
	}
	if t := b.Terminator(); t == nil || t.Def() != Yield || t.NumOperands() != 1 || t.Operand(0).Type() != rt.Elem {
		return op.EmitError("body must be terminated with a `yield` operation of the tensor element type")
	}
	return nil
}
