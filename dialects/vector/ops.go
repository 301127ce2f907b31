// Package vector defines MLIR's vector dialect: n-D vectors of scalars
// as SSA values, and the ops that build, reshape, reduce, contract and
// move them to and from memory. Its custom forms are upstream's (as
// mlir-opt-22 prints them); splat, extractelement and insertelement,
// which upstream has since removed, keep their last upstream syntax.
//
// The dialect is the carrier of Strata's CPU vectorization and of GPU
// code: vectorexec gives the ops their meaning in the interpreter,
// lowering/vectortoscf turns transfers into loops and
// lowering/vectortollvm turns 1-D vectors into LLVM vectors.
package vector

//go:generate go run ../internal/genaccessors -dialect vector

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// ---- type constraints ----

func vectorOf(summary string, elem func(ir.Type) bool, minRank int) *ir.TypeConstraint {
	return &ir.TypeConstraint{Summary: summary, Pred: func(t ir.Type) bool {
		v, ok := t.(*ir.VectorType)
		return ok && len(v.Dims) >= minRank && (elem == nil || elem(v.Elem))
	}}
}

var (
	anyVector        = vectorOf("vector of any type values", nil, 1)
	anyVectorAnyRank = vectorOf("vector of any type values", nil, 0)
	boolVector       = vectorOf("vector of 1-bit signless integer values", isI1, 1)
	indexVector      = vectorOf("vector of index values of ranks 1", func(t ir.Type) bool { _, ok := t.(*ir.IndexType); return ok }, 1)
	intOrIndexVector = vectorOf("vector of integer or index values", ir.IsIntOrIndex, 1)
	scalarOrVector   = &ir.TypeConstraint{Summary: "any type", Pred: nil}
	memrefOrTensor   = &ir.TypeConstraint{Summary: "shaped of any type values", Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.MemRefType, *ir.RankedTensorType:
			return true
		}
		return false
	}}
	anyMemRef          = &ir.TypeConstraint{Summary: "memref of any type values", Pred: func(t ir.Type) bool { _, ok := t.(*ir.MemRefType); return ok }}
	floatOrFloatVector = &ir.TypeConstraint{Summary: "vector of floating-point values", Pred: func(t ir.Type) bool {
		v, ok := t.(*ir.VectorType)
		return ok && ir.IsFloat(v.Elem)
	}}
	indexes = func(name string) ir.ArgDef { return ir.ArgDef{Name: name, Type: ir.Index, Arity: ir.Variadic} }
)

func isI1(t ir.Type) bool { i, ok := t.(*ir.IntegerType); return ok && i.Width == 1 }

// ---- the ops, in upstream's order of VectorOps.td ----

var (
	// Broadcast is vector.broadcast: a scalar or lower-rank vector
	// repeated along the leading dims (and along dims of size 1).
	Broadcast = &ir.OpDef{Name: "vector.broadcast", Summary: "broadcast operation",
		Operands: []ir.ArgDef{{Name: "source", Type: ir.AnyType}},
		Results:  []ir.ArgDef{{Name: "vector", Type: anyVectorAnyRank}},
		Traits:   ir.Pure,
		Format:   "$source attr-dict `:` type($source) `to` type($vector)",
		Verify:   verifyBroadcast, Fold: foldBroadcast}

	// Splat is vector.splat: a scalar in every element (upstream has
	// replaced it by broadcast).
	Splat = &ir.OpDef{Name: "vector.splat", Summary: "vector splat or broadcast operation",
		Operands: []ir.ArgDef{{Name: "input", Type: ir.AnyType}},
		Results:  []ir.ArgDef{{Name: "aggregate", Type: anyVectorAnyRank}},
		Traits:   ir.Pure,
		Parse:    parseSplat, Print: printSplat, Verify: verifySplat, Fold: foldSplat}

	// Shuffle is vector.shuffle: the leading-dim slices of two vectors
	// picked by a mask (upstream's -1 picks poison).
	Shuffle = &ir.OpDef{Name: "vector.shuffle", Summary: "shuffle operation",
		Operands: []ir.ArgDef{{Name: "v1", Type: anyVectorAnyRank}, {Name: "v2", Type: anyVectorAnyRank}},
		Results:  []ir.ArgDef{{Name: "vector", Type: anyVector}},
		Attrs:    []ir.AttrDef{{Name: "mask", Constraint: denseI64}},
		Traits:   ir.Pure,
		Parse:    parseShuffle, Print: printShuffle, Verify: verifyShuffle}

	// ExtractElement is vector.extractelement %v[%i : i32]: one element
	// of a 1-D (or 0-D, without position) vector.
	ExtractElement = &ir.OpDef{Name: "vector.extractelement", Summary: "extractelement operation",
		Operands: []ir.ArgDef{{Name: "vector", Type: anyVectorAnyRank}, {Name: "position", Type: ir.SignlessIntegerOrIndex, Arity: ir.Optional}},
		Results:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
		Traits:   ir.Pure,
		Parse:    parseExtractElement, Print: printExtractElement, Verify: verifyElementPosition(0, 1, true)}

	// InsertElement is vector.insertelement %s, %v[%i : i32].
	InsertElement = &ir.OpDef{Name: "vector.insertelement", Summary: "insertelement operation",
		Operands: []ir.ArgDef{{Name: "source", Type: ir.AnyType}, {Name: "dest", Type: anyVectorAnyRank},
			{Name: "position", Type: ir.SignlessIntegerOrIndex, Arity: ir.Optional}},
		Results:   []ir.ArgDef{{Name: "result", Type: anyVectorAnyRank}},
		Traits:    ir.Pure,
		SameTypes: [][]string{{"dest", "result"}},
		Parse:     parseInsertElement, Print: printInsertElement, Verify: verifyElementPosition(1, 2, false)}

	// Extract is vector.extract %v[0, %i]: an element or a sub-vector.
	Extract = &ir.OpDef{Name: "vector.extract", Summary: "extract operation",
		Operands:         []ir.ArgDef{{Name: "source", Type: anyVectorAnyRank}, indexes("dynamic_position")},
		Results:          []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
		Attrs:            []ir.AttrDef{{Name: "static_position", Constraint: denseI64}},
		Traits:           ir.Pure,
		Format:           "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)",
		CustomDirectives: directives,
		Verify:           verifyExtract, Fold: foldExtract}

	// Insert is vector.insert %s, %v [0, %i].
	Insert = &ir.OpDef{Name: "vector.insert", Summary: "insert operation",
		Operands:         []ir.ArgDef{{Name: "valueToStore", Type: ir.AnyType}, {Name: "dest", Type: anyVectorAnyRank}, indexes("dynamic_position")},
		Results:          []ir.ArgDef{{Name: "result", Type: anyVectorAnyRank}},
		Attrs:            []ir.AttrDef{{Name: "static_position", Constraint: denseI64}},
		Traits:           ir.Pure,
		SameTypes:        [][]string{{"dest", "result"}},
		Format:           "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)",
		CustomDirectives: directives,
		Verify:           verifyInsert, Fold: foldInsert}

	// InsertStridedSlice is vector.insert_strided_slice: a smaller
	// vector written into a larger one at offsets, with strides.
	InsertStridedSlice = &ir.OpDef{Name: "vector.insert_strided_slice", Summary: "strided_slice operation",
		Operands: []ir.ArgDef{{Name: "valueToStore", Type: anyVector}, {Name: "dest", Type: anyVector}},
		Results:  []ir.ArgDef{{Name: "res", Type: anyVector}},
		Attrs: []ir.AttrDef{{Name: "offsets", Constraint: i64Array},
			{Name: "strides", Constraint: i64Array}},
		Traits:    ir.Pure,
		SameTypes: [][]string{{"dest", "res"}},
		Format:    "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)",
		Verify:    verifyInsertStridedSlice}

	// OuterProduct is vector.outerproduct: lhs ⊗ rhs (+ acc), or
	// lhs * scalar rhs (+ acc) (an AXPY).
	OuterProduct = &ir.OpDef{Name: "vector.outerproduct", Summary: "vector outerproduct with optional fused add",
		Operands: []ir.ArgDef{{Name: "lhs", Type: anyVector}, {Name: "rhs", Type: ir.AnyType},
			{Name: "acc", Type: anyVector, Arity: ir.Optional}},
		Results: []ir.ArgDef{{Name: "result", Type: anyVector}},
		Attrs:   []ir.AttrDef{{Name: "kind", Constraint: kindAttr, DefaultFn: func(c *ir.Context) ir.Attribute { return Kind(c, Add) }}},
		Traits:  ir.Pure,
		Parse:   parseOuterProduct, Print: printOuterProduct, Verify: verifyOuterProduct}

	// ExtractStridedSlice is vector.extract_strided_slice.
	ExtractStridedSlice = &ir.OpDef{Name: "vector.extract_strided_slice", Summary: "extract_strided_slice operation",
		Operands: []ir.ArgDef{{Name: "vector", Type: anyVector}},
		Results:  []ir.ArgDef{{Name: "result", Type: anyVector}},
		Attrs: []ir.AttrDef{{Name: "offsets", Constraint: i64Array},
			{Name: "sizes", Constraint: i64Array}, {Name: "strides", Constraint: i64Array}},
		Traits: ir.Pure,
		Format: "$vector attr-dict `:` type($vector) `to` type(results)",
		Verify: verifyExtractStridedSlice}

	// FMA is vector.fma: a * b + c elementwise, rounded once.
	FMA = &ir.OpDef{Name: "vector.fma", Summary: "vector fused multiply-add",
		Operands: []ir.ArgDef{{Name: "lhs", Type: floatOrFloatVector}, {Name: "rhs", Type: floatOrFloatVector}, {Name: "acc", Type: floatOrFloatVector}},
		Results:  []ir.ArgDef{{Name: "result", Type: floatOrFloatVector}},
		Traits:   ir.Pure | ir.SameOperandsAndResultType | ir.ElementwiseMappable,
		Format:   "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"}

	// Reduction is vector.reduction <kind>, %v (, %acc): a 1-D vector
	// combined to a scalar.
	Reduction = &ir.OpDef{Name: "vector.reduction", Summary: "reduction operation",
		Operands: []ir.ArgDef{{Name: "vector", Type: anyVectorAnyRank}, {Name: "acc", Type: ir.AnyType, Arity: ir.Optional}},
		Results:  []ir.ArgDef{{Name: "dest", Type: ir.AnyType}},
		Attrs:    []ir.AttrDef{{Name: "kind", Constraint: kindAttr}, arith.FastMathAttrDef},
		Traits:   ir.Pure,
		Parse:    parseReduction, Print: printReduction, Verify: verifyReduction}

	// MultiDimReduction is vector.multi_reduction: the reduction_dims
	// of a vector combined into acc.
	MultiDimReduction = &ir.OpDef{Name: "vector.multi_reduction", Summary: "Multi-dimensional reduction operation",
		Operands: []ir.ArgDef{{Name: "source", Type: anyVector}, {Name: "acc", Type: ir.AnyType}},
		Results:  []ir.ArgDef{{Name: "dest", Type: ir.AnyType}},
		Attrs:    []ir.AttrDef{{Name: "kind", Constraint: kindAttr}, {Name: "reduction_dims", Constraint: denseI64}},
		Traits:   ir.Pure,
		Parse:    parseMultiReduction, Print: printMultiReduction, Verify: verifyMultiReduction}

	// Contract is vector.contract: a generalized matmul given by
	// indexing maps and iterator types, combined into acc with kind.
	Contract = &ir.OpDef{Name: "vector.contract", Summary: "vector contraction operation",
		Operands: []ir.ArgDef{{Name: "lhs", Type: anyVector}, {Name: "rhs", Type: anyVector}, {Name: "acc", Type: ir.AnyType}},
		Results:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
		Attrs: []ir.AttrDef{{Name: "indexing_maps", Constraint: mapArrayAttr},
			{Name: "iterator_types", Constraint: iteratorTypesAttr},
			{Name: "kind", Constraint: kindAttr, DefaultFn: func(c *ir.Context) ir.Attribute { return Kind(c, Add) }}},
		Traits: ir.Pure,
		Parse:  parseContract, Print: printContract, Verify: verifyContract}

	// ShapeCast is vector.shape_cast: the same elements, row-major, in
	// another shape.
	ShapeCast = &ir.OpDef{Name: "vector.shape_cast", Summary: "shape_cast casts between vector shapes",
		Operands: []ir.ArgDef{{Name: "source", Type: anyVectorAnyRank}},
		Results:  []ir.ArgDef{{Name: "result", Type: anyVectorAnyRank}},
		Traits:   ir.Pure,
		Format:   "$source attr-dict `:` type($source) `to` type($result)",
		Verify:   verifyShapeCast, Fold: foldShapeCast}

	// Bitcast is vector.bitcast: the bits of the minor 1-D vectors
	// reinterpreted.
	Bitcast = &ir.OpDef{Name: "vector.bitcast", Summary: "bitcast casts between vectors",
		Operands: []ir.ArgDef{{Name: "source", Type: anyVectorAnyRank}},
		Results:  []ir.ArgDef{{Name: "result", Type: anyVectorAnyRank}},
		Traits:   ir.Pure,
		Format:   "$source attr-dict `:` type($source) `to` type($result)",
		Verify:   verifyBitcast, Fold: foldIdentityCast}

	// TypeCast is vector.type_cast: a static memref of scalars viewed as
	// a memref of one vector.
	TypeCast = &ir.OpDef{Name: "vector.type_cast", Summary: "type_cast op converts a scalar memref to a vector memref",
		Operands: []ir.ArgDef{{Name: "memref", Type: anyMemRef}},
		Results:  []ir.ArgDef{{Name: "result", Type: anyMemRef}},
		Traits:   ir.Pure,
		Format:   "$memref attr-dict `:` type($memref) `to` type($result)",
		Verify:   verifyTypeCast}

	// ConstantMask is vector.constant_mask [2, 3]: true in the leading
	// box of those sizes.
	ConstantMask = &ir.OpDef{Name: "vector.constant_mask", Summary: "creates a constant vector mask",
		Results: []ir.ArgDef{{Name: "result", Type: vectorOf("vector of 1-bit signless integer values", isI1, 0)}},
		Attrs:   []ir.AttrDef{{Name: "mask_dim_sizes", Constraint: denseI64}},
		Traits:  ir.Pure,
		Parse:   parseConstantMask, Print: printConstantMask, Verify: verifyConstantMask, Fold: foldConstantMask}

	// CreateMask is vector.create_mask %a, %b: true in the leading box
	// of those (clamped) sizes.
	CreateMask = &ir.OpDef{Name: "vector.create_mask", Summary: "creates a vector mask",
		Operands: []ir.ArgDef{indexes("operands")},
		Results:  []ir.ArgDef{{Name: "result", Type: vectorOf("vector of 1-bit signless integer values", isI1, 0)}},
		Traits:   ir.Pure,
		Parse:    parseCreateMask, Print: printCreateMask, Verify: verifyCreateMask}

	// Transpose is vector.transpose %v, [1, 0].
	Transpose = &ir.OpDef{Name: "vector.transpose", Summary: "vector transpose operation",
		Operands: []ir.ArgDef{{Name: "vector", Type: anyVectorAnyRank}},
		Results:  []ir.ArgDef{{Name: "result", Type: anyVectorAnyRank}},
		Attrs:    []ir.AttrDef{{Name: "permutation", Constraint: denseI64}},
		Traits:   ir.Pure,
		Parse:    parseTranspose, Print: printTranspose, Verify: verifyTranspose, Fold: foldTranspose}

	// Print is vector.print: a value (or a string, or punctuation
	// alone) written to standard output.
	Print = &ir.OpDef{Name: "vector.print", Summary: "print operation (for testing and debugging)",
		Operands: []ir.ArgDef{{Name: "source", Type: ir.AnyType, Arity: ir.Optional}},
		Attrs: []ir.AttrDef{{Name: "punctuation", Constraint: punctuationAttr, DefaultFn: func(c *ir.Context) ir.Attribute { return PunctuationOf(c, NewLine) }},
			{Name: "stringLiteral", Constraint: ir.StrAttr, Optional: true}},
		Parse: parsePrint, Print: printPrint, Verify: verifyPrint}

	// Step is vector.step: [0, 1, ..., n-1].
	Step = &ir.OpDef{Name: "vector.step", Summary: "A linear sequence of values from 0 to N",
		Results: []ir.ArgDef{{Name: "result", Type: indexVector}},
		Traits:  ir.Pure,
		Format:  "attr-dict `:` type($result)"}

	// VScale is vector.vscale: the multiple of scalable dims (1 here).
	VScale = &ir.OpDef{Name: "vector.vscale", Summary: "Load vector scale size",
		Results: []ir.ArgDef{{Name: "res", Type: ir.Index}},
		Traits:  ir.Pure,
		Format:  "attr-dict",
		AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
			set(op.Result(0), "vscale")
		}}

	// FromElements is vector.from_elements: scalars in row-major order.
	FromElements = &ir.OpDef{Name: "vector.from_elements", Summary: "operation that defines a vector from scalar elements",
		Operands: []ir.ArgDef{{Name: "elements", Type: ir.AnyType, Arity: ir.Variadic}},
		Results:  []ir.ArgDef{{Name: "dest", Type: anyVectorAnyRank}},
		Traits:   ir.Pure,
		Parse:    parseFromElements, Print: printFromElements, Verify: verifyFromElements, Fold: foldFromElements}
)

// Memory ops.
var (
	// Load is vector.load: a vector read from consecutive elements of
	// the base's innermost dims.
	Load = &ir.OpDef{Name: "vector.load", Summary: "reads an n-D slice of memory into an n-D vector",
		Operands: []ir.ArgDef{{Name: "base", Type: anyMemRef}, indexes("indices")},
		Results:  []ir.ArgDef{{Name: "result", Type: anyVectorAnyRank}},
		Attrs:    memAttrs(),
		Parse:    parseLoad, Print: printLoad, Verify: verifyLoadStore(0, 0), Interfaces: reads(0)}

	// Store is vector.store.
	Store = &ir.OpDef{Name: "vector.store", Summary: "writes an n-D vector to an n-D slice of memory",
		Operands: []ir.ArgDef{{Name: "valueToStore", Type: anyVectorAnyRank}, {Name: "base", Type: anyMemRef}, indexes("indices")},
		Attrs:    memAttrs(),
		Parse:    parseStore, Print: printStore, Verify: verifyLoadStore(1, -1), Interfaces: writes(1)}

	// MaskedLoad is vector.maskedload: the masked-off lanes take pass_thru.
	MaskedLoad = &ir.OpDef{Name: "vector.maskedload", Summary: "loads elements from memory into a vector as defined by a mask vector",
		Operands: []ir.ArgDef{{Name: "base", Type: anyMemRef}, indexes("indices"), {Name: "mask", Type: boolVector}, {Name: "pass_thru", Type: anyVector}},
		Results:  []ir.ArgDef{{Name: "result", Type: anyVector}},
		Attrs:    alignAttr(),
		Parse:    parseMaskedLoad(false), Print: printMaskedLoad(false), Verify: verifyMasked(false, true), Interfaces: reads(0)}

	// MaskedStore is vector.maskedstore: only the masked-on lanes are written.
	MaskedStore = &ir.OpDef{Name: "vector.maskedstore", Summary: "stores elements from a vector into memory as defined by a mask vector",
		Operands: []ir.ArgDef{{Name: "base", Type: anyMemRef}, indexes("indices"), {Name: "mask", Type: boolVector}, {Name: "valueToStore", Type: anyVector}},
		Attrs:    alignAttr(),
		Parse:    parseMaskedStore(false), Print: printMaskedStore(false), Verify: verifyMasked(false, false), Interfaces: writes(0)}

	// Gather is vector.gather: lane i reads base[offsets + index_vec[i]]
	// (on the innermost dim) where the mask is set.
	Gather = &ir.OpDef{Name: "vector.gather", Summary: "gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector",
		Operands: []ir.ArgDef{{Name: "base", Type: memrefOrTensor}, indexes("offsets"), {Name: "index_vec", Type: intOrIndexVector},
			{Name: "mask", Type: boolVector}, {Name: "pass_thru", Type: anyVector}},
		Results: []ir.ArgDef{{Name: "result", Type: anyVector}},
		Attrs:   alignAttr(),
		Parse:   parseMaskedLoad(true), Print: printMaskedLoad(true), Verify: verifyMasked(true, true), Interfaces: reads(0)}

	// Scatter is vector.scatter.
	Scatter = &ir.OpDef{Name: "vector.scatter", Summary: "scatters elements from a vector into memory as defined by an index vector and a mask vector",
		Operands: []ir.ArgDef{{Name: "base", Type: memrefOrTensor}, indexes("offsets"), {Name: "index_vec", Type: intOrIndexVector},
			{Name: "mask", Type: boolVector}, {Name: "valueToStore", Type: anyVector}},
		Attrs: alignAttr(),
		Parse: parseMaskedStore(true), Print: printMaskedStore(true), Verify: verifyMasked(true, false), Interfaces: writes(0)}

	// TransferRead is vector.transfer_read: a vector read through a
	// permutation map, padded where out of bounds or masked off.
	TransferRead = &ir.OpDef{Name: "vector.transfer_read", Summary: "Reads a supervector from memory into an SSA vector value.",
		Operands: []ir.ArgDef{{Name: "base", Type: memrefOrTensor}, indexes("indices"), {Name: "padding", Type: ir.AnyType},
			{Name: "mask", Type: boolVector, Arity: ir.Optional}},
		Results: []ir.ArgDef{{Name: "vector", Type: anyVectorAnyRank}},
		Attrs:   []ir.AttrDef{{Name: "permutation_map", Constraint: mapAttr}, {Name: "in_bounds", Constraint: boolArray}},
		Traits:  ir.AttrSizedOperandSegments,
		Parse:   parseTransferRead, Print: printTransferRead, Verify: verifyTransfer,
		Interfaces: map[string]any{rewrite.SubsetInterface: transferReadSubset,
			rewrite.MemoryEffectsInterface: rewrite.OnMemRefs(rewrite.Effects{rewrite.ReadsOperand(0)})}}

	// TransferWrite is vector.transfer_write: the inverse of
	// transfer_read (lanes out of bounds or masked off are not written);
	// on a tensor it returns the updated tensor.
	TransferWrite = &ir.OpDef{Name: "vector.transfer_write", Summary: "The vector.transfer_write op writes a supervector to memory.",
		Operands: []ir.ArgDef{{Name: "valueToStore", Type: anyVectorAnyRank}, {Name: "base", Type: memrefOrTensor}, indexes("indices"),
			{Name: "mask", Type: boolVector, Arity: ir.Optional}},
		Results: []ir.ArgDef{{Name: "result", Type: ir.AnyType, Arity: ir.Optional}},
		Attrs:   []ir.AttrDef{{Name: "permutation_map", Constraint: mapAttr}, {Name: "in_bounds", Constraint: boolArray}},
		Traits:  ir.AttrSizedOperandSegments,
		Parse:   parseTransferWrite, Print: printTransferWrite, Verify: verifyTransfer,
		Interfaces: map[string]any{rewrite.SubsetInterface: transferWriteSubset,
			rewrite.MemoryEffectsInterface: rewrite.OnMemRefs(rewrite.Effects{rewrite.WritesOperand(1)})}}
)

// reads and writes declare a read of, or a write to, the buffer operand i
// names, a memref or (gather, scatter) a tensor, which has none.
func reads(i int) map[string]any {
	return map[string]any{rewrite.MemoryEffectsInterface: rewrite.OnMemRefs(rewrite.Effects{rewrite.ReadsOperand(i)})}
}

func writes(i int) map[string]any {
	return map[string]any{rewrite.MemoryEffectsInterface: rewrite.OnMemRefs(rewrite.Effects{rewrite.WritesOperand(i)})}
}

func memAttrs() []ir.AttrDef {
	return []ir.AttrDef{{Name: "nontemporal", Constraint: boolAttr, Optional: true},
		{Name: "alignment", Constraint: alignmentAttr, Optional: true}}
}

func alignAttr() []ir.AttrDef {
	return []ir.AttrDef{{Name: "alignment", Constraint: alignmentAttr, Optional: true}}
}

// Ops lists the dialect's ops.
var Ops = []*ir.OpDef{Broadcast, Splat, Shuffle, ExtractElement, InsertElement, Extract, Insert,
	InsertStridedSlice, OuterProduct, ExtractStridedSlice, FMA, Reduction, MultiDimReduction, Contract,
	ShapeCast, Bitcast, TypeCast, ConstantMask, CreateMask, Transpose, Print, Step, VScale, FromElements,
	Load, Store, MaskedLoad, MaskedStore, Gather, Scatter, TransferRead, TransferWrite,
	ExpandLoad, CompressStore, ScalableInsert, ScalableExtract, Interleave, Deinterleave, ToElements, Scan, Yield, Mask}

// Register adds the vector dialect to ctx, with its canonicalization
// patterns; folded constants become arith.constant, as upstream's
// materializer builds them.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "vector", ParseAttr: parseAttr})
	ctx.MustRegisterOps(Ops...)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "vector",
		Canonicalization: Canonicalization, MaterializeConstant: arith.MaterializeConstant})
}

// Transfer is a transfer_read's or transfer_write's operands by name,
// with the attributes that say how to read them decoded: one value for
// code that handles both ops alike (the generated TransferReadOp and
// TransferWriteOp name each op's operands alone).
type Transfer struct {
	Base    *ir.Value
	Indices []*ir.Value
	Padding *ir.Value // read only
	Value   *ir.Value // write only: the vector written
	Mask    *ir.Value // nil when absent
	Vector  *ir.VectorType
	Map     *ir.AffineMap
	InBound []bool
}

// AsTransfer names the operands of a transfer op.
func AsTransfer(op *ir.Operation) Transfer {
	var t Transfer
	if isRead(op) {
		r := TransferReadOp{op}
		t.Base, t.Indices, t.Padding, t.Mask = r.Base(), r.Indices(), r.Padding(), r.Mask()
		t.Vector, _ = op.Result(0).Type().(*ir.VectorType)
	} else {
		w := TransferWriteOp{op}
		t.Value, t.Base, t.Indices, t.Mask = w.ValueToStore(), w.Base(), w.Indices(), w.Mask()
		t.Vector, _ = t.Value.Type().(*ir.VectorType)
	}
	if m, ok := op.Attr("permutation_map").(*ir.AffineMapAttr); ok {
		t.Map = m.Map
	}
	t.InBound = Bools(op.Attr("in_bounds"))
	return t
}

// isRead tells a transfer_read from a transfer_write (by the first
// operand's name: comparing definitions here would make them refer to
// themselves through their printers).
func isRead(op *ir.Operation) bool { return op.Def().Operands[0].Name == "base" }
