// Package bufferization defines MLIR's bufferization dialect: the ops
// that bridge tensor values and memref buffers while one-shot-bufferize
// runs, and the tensor allocation ops it materializes.
package bufferization

//go:generate go run ../internal/genaccessors -dialect bufferization

import (
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

var (
	anyTensor = &ir.TypeConstraint{Summary: "tensor of any type values", Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			return true
		}
		return false
	}}
	anyRankedTensor = &ir.TypeConstraint{Summary: "ranked tensor of any type values", Pred: func(t ir.Type) bool {
		_, ok := t.(*ir.RankedTensorType)
		return ok
	}}
	anyMemRef = &ir.TypeConstraint{Summary: "ranked or unranked memref of any type values", Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			return true
		}
		return false
	}}
	tensorLike     = &ir.TypeConstraint{Summary: "TensorLikeType instance", Pred: anyTensor.Pred}
	bufferLike     = &ir.TypeConstraint{Summary: "BufferLikeType instance", Pred: anyMemRef.Pred}
	tensorOrMemRef = &ir.TypeConstraint{Summary: "ranked or unranked memref of any type values or tensor of any type values",
		Pred: func(t ir.Type) bool { return anyTensor.Accepts(t) || anyMemRef.Accepts(t) }}
)

var (
	// ToTensor is bufferization.to_tensor: the tensor view of a buffer.
	ToTensor = &ir.OpDef{
		Name:     "bufferization.to_tensor",
		Summary:  "create a buffer-like type from a tensor-like type",
		Operands: []ir.ArgDef{{Name: "buffer", Type: bufferLike}},
		Results:  []ir.ArgDef{{Name: "result", Type: tensorLike}},
		Attrs: []ir.AttrDef{
			{Name: "restrict", Constraint: ir.UnitAttrConstraint, Optional: true},
			{Name: "writable", Constraint: ir.UnitAttrConstraint, Optional: true},
		},
		Traits: ir.Pure,
		Format: "$buffer (custom<UnitAttrKeyword>($restrict)^)? (custom<UnitAttrKeyword>($writable)^)? " +
			"attr-dict `:` type($buffer) `to` type($result)",
		CustomDirectives: tensor.Directives,
		Verify: func(op *ir.Operation) error {
			return verifyTensorBufferMatch(op, op.Result(0).Type(), op.Operand(0).Type())
		},
		Fold: foldToTensor,
	}
	// ToBuffer is bufferization.to_buffer: the buffer behind a tensor.
	ToBuffer = &ir.OpDef{
		Name:     "bufferization.to_buffer",
		Summary:  "cast a tensor-like type to buffer-like type",
		Operands: []ir.ArgDef{{Name: "tensor", Type: tensorLike}},
		Results:  []ir.ArgDef{{Name: "buffer", Type: bufferLike}},
		Attrs:    []ir.AttrDef{{Name: "read_only", Constraint: ir.UnitAttrConstraint, Optional: true}},
		Traits:   ir.Pure,
		Format: "$tensor (custom<UnitAttrKeyword>($read_only)^)? " +
			"attr-dict `:` type($tensor) `to` type($buffer)",
		CustomDirectives: tensor.Directives,
		Verify: func(op *ir.Operation) error {
			return verifyTensorBufferMatch(op, op.Operand(0).Type(), op.Result(0).Type())
		},
	}
	// ToMemRef is the spelling of to_buffer before MLIR 21, accepted on
	// input: its parser builds a bufferization.to_buffer.
	ToMemRef = &ir.OpDef{
		Name:    "bufferization.to_memref",
		Summary: "deprecated spelling of bufferization.to_buffer",
		Parse: func(p ir.AsmParser, st *ir.OperationState) error {
			st.Name = p.Context().OpName(ToBuffer.Name)
			return ir.ParseWithFormat(p, ToBuffer, st)
		},
		Print: func(p *ir.AsmPrinter, op *ir.Operation) {},
	}
	// AllocTensor is bufferization.alloc_tensor: a new tensor allocation.
	AllocTensor = &ir.OpDef{
		Name:    "bufferization.alloc_tensor",
		Summary: "allocate buffer for a tensor",
		Operands: []ir.ArgDef{
			{Name: "dynamic_sizes", Type: ir.Index, Arity: ir.Variadic},
			{Name: "copy", Type: anyRankedTensor, Arity: ir.Optional},
			{Name: "size_hint", Type: ir.Index, Arity: ir.Optional},
		},
		Results: []ir.ArgDef{{Name: "result", Type: anyRankedTensor}},
		Attrs:   []ir.AttrDef{{Name: "memory_space", Constraint: ir.AnyAttr, Optional: true}},
		Traits:  ir.AttrSizedOperandSegments,
		Format: "`(` custom<IndexOperands>($dynamic_sizes) `)` (`copy` `(` $copy^ `)`)? " +
			"(`size_hint` `` `=` `` custom<IndexOperands>($size_hint)^)? attr-dict `:` type($result)",
		SameTypes:        [][]string{{"copy", "result"}},
		CustomDirectives: tensor.Directives,
		Verify:           verifyAllocTensor,
	}
	// MaterializeInDestination is bufferization.materialize_in_destination.
	MaterializeInDestination = &ir.OpDef{
		Name:     "bufferization.materialize_in_destination",
		Summary:  "copy a tensor",
		Operands: []ir.ArgDef{{Name: "source", Type: anyTensor}, {Name: "dest", Type: tensorOrMemRef}},
		Results:  []ir.ArgDef{{Name: "result", Type: anyTensor, Arity: ir.Optional}},
		Attrs: []ir.AttrDef{
			{Name: "restrict", Constraint: ir.UnitAttrConstraint, Optional: true},
			{Name: "writable", Constraint: ir.UnitAttrConstraint, Optional: true},
		},
		Format: "$source `in` (custom<UnitAttrKeyword>($restrict)^)? (custom<UnitAttrKeyword>($writable)^)? $dest " +
			"attr-dict `:` functional-type(operands, results)",
		CustomDirectives: tensor.Directives,
		Verify:           verifyMaterialize,
	}
	// DeallocTensor is bufferization.dealloc_tensor.
	DeallocTensor = &ir.OpDef{
		Name:     "bufferization.dealloc_tensor",
		Summary:  "release underlying storage format of given tensor",
		Operands: []ir.ArgDef{{Name: "tensor", Type: anyTensor}},
		Format:   "$tensor attr-dict `:` type($tensor)",
	}
	// Clone is bufferization.clone: a copy of a buffer in a new allocation.
	Clone = &ir.OpDef{
		Name:     "bufferization.clone",
		Summary:  "clone a buffer",
		Operands: []ir.ArgDef{{Name: "input", Type: anyMemRef}},
		Results:  []ir.ArgDef{{Name: "output", Type: anyMemRef}},
		Format:   "$input attr-dict `:` type($input) `to` type($output)",
	}
)

// Ops lists the dialect's ops.
var Ops = []*ir.OpDef{ToTensor, ToBuffer, ToMemRef, AllocTensor, MaterializeInDestination, Dealloc, DeallocTensor, Clone}

// Register adds the bufferization dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Ops...)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "bufferization", Canonicalization: Canonicalization})
}

func shapeOf(t ir.Type) ([]int64, bool) {
	if st, ok := t.(ir.ShapedType); ok && st.HasRank() {
		return st.Shape(), true
	}
	return nil, false
}

// verifyTensorBufferMatch checks that tensor and buffer types have the
// same shape and element type.
func verifyTensorBufferMatch(op *ir.Operation, t, b ir.Type) error {
	ts, tok := t.(ir.ShapedType)
	bs, bok := b.(ir.ShapedType)
	if !tok || !bok {
		return nil
	}
	ok := ts.ElementType() == bs.ElementType() && ts.HasRank() == bs.HasRank()
	if ok && ts.HasRank() {
		x, y := ts.Shape(), bs.Shape()
		ok = len(x) == len(y)
		for i := 0; ok && i < len(x); i++ {
			ok = x[i] == y[i]
		}
	}
	if !ok {
		return op.EmitError("failed to verify that specified tensor and buffer types match")
	}
	return nil
}

func verifyAllocTensor(op *ir.Operation) error {
	at := AllocTensorOp{op}
	rt, _ := op.Result(0).Type().(*ir.RankedTensorType)
	dynSizes := at.DynamicSizes()
	n := 0
	for _, x := range rt.Dims {
		if x == ir.ShapedDynamic {
			n++
		}
	}
	copy := at.Copy()
	if copy != nil && len(dynSizes) > 0 {
		return op.EmitError("dynamic sizes not needed when copying a tensor")
	}
	if copy == nil && len(dynSizes) != n {
		return op.EmitError("incorrect number of dynamic sizes, has %d, expected %d", len(dynSizes), n)
	}
	if copy != nil && copy.Type() != op.Result(0).Type() {
		return op.EmitError("expected that `copy` and return type match")
	}
	return nil
}

func verifyMaterialize(op *ir.Operation) error {
	src, dest := op.Operand(0).Type(), op.Operand(1).Type()
	_, destTensor := dest.(*ir.RankedTensorType)
	if _, ok := dest.(*ir.UnrankedTensorType); ok {
		destTensor = true
	}
	x, xr := shapeOf(src)
	y, yr := shapeOf(dest)
	if xr && yr {
		ok := len(x) == len(y)
		for i := 0; ok && i < len(x); i++ {
			ok = x[i] == y[i] || x[i] == ir.ShapedDynamic || y[i] == ir.ShapedDynamic
		}
		if !ok {
			return op.EmitError("source/destination shapes are incompatible")
		}
	}
	if destTensor {
		if op.HasAttr("restrict") {
			return op.EmitError("'restrict' is valid only for memref destinations")
		}
		if op.HasAttr("writable") {
			return op.EmitError("'writable' must be specified if and only if the destination is of memref type")
		}
		if op.NumResults() != 1 {
			return op.EmitError("result must be present if and only if the destination is a tensor")
		}
		if op.Result(0).Type() != dest {
			return op.EmitError("type of result and destination must match")
		}
		return nil
	}
	if !op.HasAttr("writable") {
		return op.EmitError("'writable' must be specified if and only if the destination is of memref type")
	}
	if op.NumResults() != 0 {
		return op.EmitError("result must be present if and only if the destination is a tensor")
	}
	return nil
}

// to_tensor(to_buffer(t)) -> t
func foldToTensor(op *ir.Operation, _ []ir.Attribute) []any {
	if d := op.Operand(0).DefiningOp(); d != nil && d.Def() == ToBuffer && d.Operand(0).Type() == op.Result(0).Type() {
		return []any{d.Operand(0)}
	}
	return nil
}

// to_buffer(to_tensor(m)) -> m
func foldToBuffer(op *ir.Operation, _ []ir.Attribute) []any {
	if d := op.Operand(0).DefiningOp(); d != nil && d.Def() == ToTensor && d.Operand(0).Type() == op.Result(0).Type() {
		return []any{d.Operand(0)}
	}
	return nil
}

// to_buffer's folder matches a to_tensor, whose folder matches a
// to_buffer: set in the declaration, it would make the package's
// initialization cyclic.
func init() {
	ToBuffer.Fold = foldToBuffer
}
