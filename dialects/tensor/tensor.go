// Package tensor defines MLIR's tensor dialect: creation, element access,
// slicing, reshaping and padding of immutable tensor values.
//
// Every op is one OpDef below, with upstream MLIR 22's name, operands,
// attributes and assembly format; verifiers are in verify.go, folders in
// fold.go, the hand-written forms (none needed so far beyond custom
// directives) in directives.go.
package tensor

//go:generate go run ../internal/genaccessors -dialect tensor

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// ---- type constraints ----

// AnyTensor accepts ranked and unranked tensors.
var AnyTensor = &ir.TypeConstraint{Summary: "tensor of any type values", Pred: func(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}}

// AnyRankedTensor accepts ranked tensors.
var AnyRankedTensor = &ir.TypeConstraint{Summary: "ranked tensor of any type values", Pred: func(t ir.Type) bool {
	_, ok := t.(*ir.RankedTensorType)
	return ok
}}

// AnyShaped accepts tensors, memrefs and vectors.
var AnyShaped = &ir.TypeConstraint{Summary: "shaped of any type values", Pred: func(t ir.Type) bool {
	_, ok := t.(ir.ShapedType)
	return ok
}}

// SignlessIntOrIndexTensor1D accepts the shape operand of tensor.reshape.
var SignlessIntOrIndexTensor1D = &ir.TypeConstraint{Summary: "1D tensor of signless integer or index values",
	Pred: func(t ir.Type) bool {
		rt, ok := t.(*ir.RankedTensorType)
		return ok && len(rt.Dims) == 1 && ir.SignlessIntegerOrIndex.Accepts(rt.Elem)
	}}

// I64ArrayAttr accepts `array<i64: ...>`.
var I64ArrayAttr = &ir.AttrConstraint{Summary: "i64 dense array attribute", Pred: func(a ir.Attribute) bool {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return false
	}
	it, ok := d.Elem.(*ir.IntegerType)
	return ok && it.Width == 64
}}

// ReassociationAttr accepts `[[0, 1], [2]]`.
var ReassociationAttr = &ir.AttrConstraint{Summary: "Array of 64-bit integer array attributes", Pred: func(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, g := range arr.Elems {
		ga, ok := g.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range ga.Elems {
			if _, ok := e.(*ir.IntegerAttr); !ok {
				return false
			}
		}
	}
	return true
}}

// I64Attr is a 64-bit integer attribute written without its type.
var I64Attr = ir.IntAttrOfWidth(64)

func names(n string) func(op *ir.Operation, set func(*ir.Value, string)) {
	return func(op *ir.Operation, set func(*ir.Value, string)) {
		if op.NumResults() > 0 {
			set(op.Result(0), n)
		}
	}
}

var sliceOperands = func(src string, dest bool) []ir.ArgDef {
	out := []ir.ArgDef{{Name: src, Type: AnyRankedTensor}}
	if dest {
		out = append(out, ir.ArgDef{Name: "dest", Type: AnyRankedTensor})
	}
	return append(out,
		ir.ArgDef{Name: "offsets", Type: ir.Index, Arity: ir.Variadic},
		ir.ArgDef{Name: "sizes", Type: ir.Index, Arity: ir.Variadic},
		ir.ArgDef{Name: "strides", Type: ir.Index, Arity: ir.Variadic})
}

var sliceAttrs = []ir.AttrDef{
	{Name: "static_offsets", Constraint: I64ArrayAttr},
	{Name: "static_sizes", Constraint: I64ArrayAttr},
	{Name: "static_strides", Constraint: I64ArrayAttr},
}

const sliceLists = "custom<DynamicIndexList>($offsets, $static_offsets) " +
	"custom<DynamicIndexList>($sizes, $static_sizes) " +
	"custom<DynamicIndexList>($strides, $static_strides)"

// destInit is the init of the ops that write into operand 1, dest.
func destInit(op *ir.Operation) []*ir.Value { return []*ir.Value{op.Operand(1)} }

// ---- ops ----

var (
	// Empty is tensor.empty: a tensor of the given shape with unspecified contents.
	Empty = &ir.OpDef{
		Name:             "tensor.empty",
		Summary:          "empty tensor operation",
		Operands:         []ir.ArgDef{{Name: "dynamicSizes", Type: ir.Index, Arity: ir.Variadic}},
		Results:          []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Traits:           ir.Pure,
		Format:           "`(` custom<IndexOperands>($dynamicSizes) `)` attr-dict `:` type($result)",
		CustomDirectives: Directives,
		Verify:           verifyEmpty,
	}
	// Extract is tensor.extract: %x = t[i, j].
	Extract = &ir.OpDef{
		Name:    "tensor.extract",
		Summary: "element extraction operation",
		Operands: []ir.ArgDef{{Name: "tensor", Type: AnyRankedTensor},
			{Name: "indices", Type: ir.Index, Arity: ir.Variadic}},
		Results:          []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
		Traits:           ir.Pure,
		Format:           "$tensor `[` custom<IndexOperands>($indices) `]` attr-dict `:` type($tensor)",
		CustomDirectives: Directives,
		InferTypes:       inferElementType,
		Verify:           verifyExtract,
		Fold:             foldExtract,
		AsmResultNames:   names("extracted"),
	}
	// Insert is tensor.insert: a copy of dest with dest[i, j] = scalar.
	Insert = &ir.OpDef{
		Name:    "tensor.insert",
		Summary: "element insertion operation",
		Operands: []ir.ArgDef{{Name: "scalar", Type: ir.AnyType}, {Name: "dest", Type: AnyRankedTensor},
			{Name: "indices", Type: ir.Index, Arity: ir.Variadic}},
		Results:          []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Traits:           ir.Pure,
		SameTypes:        [][]string{{"dest", "result"}},
		Format:           "$scalar `into` $dest `[` custom<IndexOperands>($indices) `]` attr-dict `:` custom<ShapedWithElements>(type($dest), type($scalar))",
		CustomDirectives: Directives,
		Verify:           verifyInsert,
		AsmResultNames:   names("inserted"),
		Interfaces:       map[string]any{rewrite.DestinationStyleInterface: destInit},
	}
	// ExtractSlice is tensor.extract_slice: a strided slice, possibly rank-reduced.
	ExtractSlice = &ir.OpDef{
		Name:             "tensor.extract_slice",
		Summary:          "extract slice operation",
		Operands:         sliceOperands("source", false),
		Results:          []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Attrs:            sliceAttrs,
		Traits:           ir.Pure | ir.AttrSizedOperandSegments,
		Format:           "$source `` " + sliceLists + " attr-dict `:` type($source) `to` type($result)",
		CustomDirectives: Directives,
		Verify:           verifyExtractSlice,
		Fold:             foldExtractSlice,
		AsmResultNames:   names("extracted_slice"),
		Interfaces:       map[string]any{rewrite.SubsetInterface: extractSliceSubset},
	}
	// InsertSlice is tensor.insert_slice: dest with a strided slice replaced by source.
	InsertSlice = &ir.OpDef{
		Name:             "tensor.insert_slice",
		Summary:          "insert_slice operation",
		Operands:         sliceOperands("source", true),
		Results:          []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Attrs:            sliceAttrs,
		Traits:           ir.Pure | ir.AttrSizedOperandSegments,
		SameTypes:        [][]string{{"dest", "result"}},
		Format:           "$source `into` $dest `` " + sliceLists + " attr-dict `:` type($source) `into` type($dest)",
		CustomDirectives: Directives,
		Verify:           verifyInsertSlice,
		AsmResultNames:   names("inserted_slice"),
		Interfaces:       map[string]any{rewrite.SubsetInterface: insertSliceSubset, rewrite.DestinationStyleInterface: destInit},
	}
	// ParallelInsertSlice is tensor.parallel_insert_slice, the terminator
	// content of scf.forall.in_parallel.
	ParallelInsertSlice = &ir.OpDef{
		Name:             "tensor.parallel_insert_slice",
		Summary:          "Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.",
		Operands:         sliceOperands("source", true),
		Attrs:            sliceAttrs,
		Traits:           ir.AttrSizedOperandSegments,
		Format:           "$source `into` $dest `` " + sliceLists + " attr-dict `:` type($source) `into` type($dest)",
		CustomDirectives: Directives,
		Verify:           verifyParallelInsertSlice,
		Interfaces:       map[string]any{rewrite.ParallelCombiningInterface: true},
	}
	// CollapseShape is tensor.collapse_shape: merges groups of dimensions.
	CollapseShape = &ir.OpDef{
		Name:           "tensor.collapse_shape",
		Summary:        "operation to produce a tensor with a smaller rank",
		Operands:       []ir.ArgDef{{Name: "src", Type: AnyRankedTensor}},
		Results:        []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Attrs:          []ir.AttrDef{{Name: "reassociation", Constraint: ReassociationAttr}},
		Traits:         ir.Pure,
		Format:         "$src $reassociation attr-dict `:` type($src) `into` type($result)",
		Verify:         verifyCollapseShape,
		AsmResultNames: names("collapsed"),
	}
	// ExpandShape is tensor.expand_shape: splits dimensions into groups.
	ExpandShape = &ir.OpDef{
		Name:    "tensor.expand_shape",
		Summary: "operation to produce a tensor with a higher rank",
		Operands: []ir.ArgDef{{Name: "src", Type: AnyRankedTensor},
			{Name: "output_shape", Type: ir.Index, Arity: ir.Variadic}},
		Results: []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Attrs: []ir.AttrDef{{Name: "reassociation", Constraint: ReassociationAttr},
			{Name: "static_output_shape", Constraint: I64ArrayAttr}},
		Traits:           ir.Pure,
		Format:           "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
		CustomDirectives: Directives,
		Verify:           verifyExpandShape,
		AsmResultNames:   names("expanded"),
	}
	// Reshape is tensor.reshape: reshape to a shape given as a 1-D tensor.
	Reshape = &ir.OpDef{
		Name:           "tensor.reshape",
		Summary:        "tensor reshape operation",
		Operands:       []ir.ArgDef{{Name: "source", Type: AnyTensor}, {Name: "shape", Type: SignlessIntOrIndexTensor1D}},
		Results:        []ir.ArgDef{{Name: "result", Type: AnyTensor}},
		Traits:         ir.Pure,
		Format:         "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
		Verify:         verifyReshape,
		AsmResultNames: names("reshape"),
	}
	// Cast is tensor.cast: changes static shape information only.
	Cast = &ir.OpDef{
		Name:           "tensor.cast",
		Summary:        "tensor cast operation",
		Operands:       []ir.ArgDef{{Name: "source", Type: AnyTensor}},
		Results:        []ir.ArgDef{{Name: "dest", Type: AnyTensor}},
		Traits:         ir.Pure,
		Format:         "$source attr-dict `:` type($source) `to` type($dest)",
		Verify:         verifyCast,
		AsmResultNames: names("cast"),
	}
	// Dim is tensor.dim: the size of one dimension. A constant index past
	// the rank is not a verifier error (as upstream: the verifier does not
	// look at producers); it does not fold, and running it is an error.
	Dim = &ir.OpDef{
		Name:             "tensor.dim",
		Summary:          "dimension index operation",
		Operands:         []ir.ArgDef{{Name: "source", Type: AnyTensor}, {Name: "index", Type: ir.Index}},
		Results:          []ir.ArgDef{{Name: "result", Type: ir.Index}},
		Traits:           ir.Pure,
		Format:           "attr-dict $source `,` custom<IndexOperands>($index) `:` type($source)",
		CustomDirectives: Directives,
		Fold:             foldDim,
		AsmResultNames:   names("dim"),
	}
	// Rank is tensor.rank: the rank of a tensor.
	Rank = &ir.OpDef{
		Name:           "tensor.rank",
		Summary:        "rank operation",
		Operands:       []ir.ArgDef{{Name: "tensor", Type: AnyTensor}},
		Results:        []ir.ArgDef{{Name: "result", Type: ir.Index}},
		Traits:         ir.Pure,
		Format:         "$tensor attr-dict `:` type($tensor)",
		Fold:           foldRank,
		AsmResultNames: names("rank"),
	}
	// Pad is tensor.pad: pads a tensor with values its region yields.
	Pad = &ir.OpDef{
		Name:    "tensor.pad",
		Summary: "tensor pad operation",
		Operands: []ir.ArgDef{{Name: "source", Type: AnyRankedTensor},
			{Name: "low", Type: ir.Index, Arity: ir.Variadic},
			{Name: "high", Type: ir.Index, Arity: ir.Variadic}},
		Results: []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Attrs: []ir.AttrDef{{Name: "static_low", Constraint: I64ArrayAttr},
			{Name: "static_high", Constraint: I64ArrayAttr},
			{Name: "nofold", Constraint: ir.UnitAttrConstraint, Optional: true}},
		Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:  ir.Pure | ir.AttrSizedOperandSegments | ir.SingleBlock,
		Format: "$source (custom<UnitAttrKeyword>($nofold)^)? `low` `` custom<DynamicIndexList>($low, $static_low) " +
			"`high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
		CustomDirectives: Directives,
		Fold:             foldPad,
		AsmResultNames:   names("padded"),
	}
	// Concat is tensor.concat: concatenation along one dimension.
	Concat = &ir.OpDef{
		Name:           "tensor.concat",
		Summary:        "tensor concatenation operation",
		Operands:       []ir.ArgDef{{Name: "inputs", Type: AnyRankedTensor, Arity: ir.Variadic}},
		Results:        []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Attrs:          []ir.AttrDef{{Name: "dim", Constraint: I64Attr}},
		Traits:         ir.Pure,
		Format:         "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
		Verify:         verifyConcat,
		Fold:           foldConcat,
		AsmResultNames: names("concat"),
	}
	// Splat is tensor.splat: a tensor with every element equal to input.
	Splat = &ir.OpDef{
		Name:    "tensor.splat",
		Summary: "tensor splat or broadcast operation",
		Operands: []ir.ArgDef{{Name: "input", Type: ir.AnyType},
			{Name: "dynamicSizes", Type: ir.Index, Arity: ir.Variadic}},
		Results:          []ir.ArgDef{{Name: "aggregate", Type: AnyRankedTensor}},
		Traits:           ir.Pure,
		Format:           "$input (`[` custom<IndexOperands>($dynamicSizes)^ `]`)? attr-dict `:` custom<ShapedWithElements>(type($aggregate), type($input))",
		CustomDirectives: Directives,
		Verify:           verifySplat,
		Fold:             foldSplat,
		AsmResultNames:   names("splat"),
	}
	// FromElements is tensor.from_elements: a static tensor from scalars in row-major order.
	FromElements = &ir.OpDef{
		Name:             "tensor.from_elements",
		Summary:          "tensor from elements operation.",
		Operands:         []ir.ArgDef{{Name: "elements", Type: ir.AnyType, Arity: ir.Variadic}},
		Results:          []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Traits:           ir.Pure,
		Format:           "$elements attr-dict `:` custom<FromElementsType>(type($result), type($elements))",
		CustomDirectives: Directives,
		Verify:           verifyFromElements,
		Fold:             foldFromElements,
		AsmResultNames:   names("from_elements"),
	}
	// Generate is tensor.generate: a tensor whose elements its region computes.
	Generate = &ir.OpDef{
		Name:             "tensor.generate",
		Summary:          "Creates a dynamically sized tensor from elements",
		Operands:         []ir.ArgDef{{Name: "dynamicExtents", Type: ir.Index, Arity: ir.Variadic}},
		Results:          []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Regions:          []ir.RegionDef{{Name: "body", SizedOne: true}},
		Traits:           ir.RecursiveMemoryEffects | ir.SingleBlock,
		Format:           "custom<IndexOperands>($dynamicExtents) $body attr-dict `:` type($result)",
		CustomDirectives: Directives,
		AsmResultNames:   names("generated"),
	}
	// Bitcast is tensor.bitcast: reinterprets the element bits.
	Bitcast = &ir.OpDef{
		Name:     "tensor.bitcast",
		Summary:  "tensor bitcast operation",
		Operands: []ir.ArgDef{{Name: "source", Type: AnyTensor}},
		Results:  []ir.ArgDef{{Name: "dest", Type: AnyTensor}},
		Traits:   ir.Pure,
		Format:   "$source attr-dict `:` type($source) `to` type($dest)",
		Verify:   verifyBitcast,
	}
	// Yield is tensor.yield, the terminator of tensor.generate and tensor.pad.
	Yield = &ir.OpDef{
		Name:      "tensor.yield",
		Summary:   "Yield a value from a region",
		Operands:  []ir.ArgDef{{Name: "value", Type: ir.AnyType}},
		Traits:    ir.Pure | ir.Terminator | ir.ReturnLike,
		ParentOps: []string{Generate.Name, Pad.Name},
		Format:    "$value attr-dict `:` type($value)",
	}
)

// Ops lists the dialect's ops in registration order.
var Ops = []*ir.OpDef{Empty, Extract, Insert, ExtractSlice, InsertSlice, ParallelInsertSlice,
	CollapseShape, ExpandShape, Reshape, Cast, Dim, Rank, Pad, Concat, Splat, FromElements,
	Generate, Bitcast, Gather, Scatter, Yield}

// Register adds the tensor dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Ops...)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "tensor", Canonicalization: Canonicalization,
		MaterializeConstant: materializeConstant})
}

// inferElementType gives tensor.extract its result type.
func inferElementType(ctx *ir.Context, st *ir.OperationState, operandTypes []ir.Type) error {
	if len(operandTypes) == 0 {
		return nil
	}
	st.Types = []ir.Type{ir.ElementTypeOrSelf(operandTypes[0])}
	return nil
}

// The hooks that name other ops of the dialect by definition are set
// here: in the definitions' literals they would make the package's
// initialization cyclic (Cast's folder matches a Cast, Pad's verifier a
// Yield, whose definition names Pad as a parent).
func init() {
	Cast.Fold = foldCast
	CollapseShape.Fold = foldCollapseShape
	ExpandShape.Fold = foldExpandShape
	Bitcast.Fold = foldBitcast
	Insert.Fold = foldInsert
	Reshape.Fold = foldReshape
	InsertSlice.Fold = foldInsertSlice
	Gather.Fold = foldGather
	Pad.Verify = verifyPad
	Generate.Verify = verifyGenerate
}
