// Package memref defines MLIR's memref dialect: buffers (alloc, alloca,
// global), element access (load, store), views with strided layouts
// (subview, view, cast, reinterpret_cast, collapse_shape, expand_shape,
// transpose), metadata queries (dim, rank, extract_strided_metadata) and
// copy. Syntax, layout inference and verifier messages follow upstream.
package memref

//go:generate go run ../internal/genaccessors -dialect memref

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// ---- constraints ----

var (
	anyMemRef = &ir.TypeConstraint{Summary: "ranked or unranked memref of any type values", Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			return true
		}
		return false
	}}
	rankedMemRef = &ir.TypeConstraint{Summary: "memref of any type values", Pred: func(t ir.Type) bool {
		_, ok := t.(*ir.MemRefType)
		return ok
	}}
	stridedMemRef = &ir.TypeConstraint{Summary: "strided memref of any type values", Pred: func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && IsStrided(m)
	}}
	index        = ir.Index
	indexList    = func(name string) ir.ArgDef { return ir.ArgDef{Name: name, Type: index, Arity: ir.Variadic} }
	denseI64     = &ir.AttrConstraint{Summary: "i64 dense array attribute", Pred: isDenseI64}
	alignmentI64 = &ir.AttrConstraint{
		Summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
		Pred: func(a ir.Attribute) bool {
			return ir.IntAttrOfWidth(64).Pred(a) && isPow2(a.(*ir.IntegerAttr).Int64())
		},
	}
	boolAttr = &ir.AttrConstraint{Summary: "bool attribute", Pred: func(a ir.Attribute) bool {
		ia, ok := a.(*ir.IntegerAttr)
		return ok && ia.IsBool()
	}}
	reassociation = &ir.AttrConstraint{Summary: "Array of 64-bit integer array attributes", Pred: func(a ir.Attribute) bool {
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
				if !ir.IntAttrOfWidth(64).Pred(e) {
					return false
				}
			}
		}
		return true
	}}
	affineMapAttr = &ir.AttrConstraint{Summary: "AffineMap attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(*ir.AffineMapAttr)
		return ok
	}}
)

func isDenseI64(a ir.Attribute) bool {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return false
	}
	it, ok := d.Elem.(*ir.IntegerType)
	return ok && it.Width == 64
}

func isPow2(v int64) bool { return v > 0 && v&(v-1) == 0 }

// indexDirective is `custom<Index>($group)`: a comma-separated operand
// list whose types are all index (the format engine does not build
// operand types from constraints).
var indexDirective = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
		us, err := p.ParseOperandList()
		if err != nil {
			return err
		}
		fs.SetOperands(args[0].Name, us)
		ts := make([]ir.Type, len(us))
		for i := range ts {
			ts[i] = p.Context().IndexType()
		}
		fs.SetTypes(args[0].Name, ts)
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
		p.PrintOperands(op.Def().OperandGroup(op, args[0].Name))
	},
}

var directives = map[string]ir.CustomDirective{
	"Index":            indexDirective,
	"DynamicIndexList": staticdyn.Directive(),
}

func named(name string) func(*ir.Operation, func(*ir.Value, string)) {
	return func(op *ir.Operation, set func(*ir.Value, string)) {
		if op.NumResults() > 0 {
			set(op.Result(0), name)
		}
	}
}

// elementTypeOfFirst infers a load's result: the memref's element type.
func elementTypeOfFirst(_ *ir.Context, st *ir.OperationState, operandTypes []ir.Type) error {
	if len(operandTypes) > 0 {
		if m, ok := operandTypes[0].(ir.ShapedType); ok {
			st.Types = []ir.Type{m.ElementType()}
			return nil
		}
	}
	return nil
}

// ---- allocation ----

// allocDef completes d, which names and summarizes memref.alloc or
// memref.alloca.
func allocDef(d *ir.OpDef, stack bool) *ir.OpDef {
	interfaces := map[string]any{rewrite.AllocationInterface: true,
		rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.AllocatesResult(0)}}
	if stack { // memref.alloca: a slot mem2reg may promote, an aggregate sroa may split
		interfaces[rewrite.PromotableAllocationInterface] = allocaSlot
		interfaces[rewrite.DestructurableAllocationInterface] = allocaAggregate
	}
	d.Operands = []ir.ArgDef{indexList("dynamicSizes"), indexList("symbolOperands")}
	d.Results = []ir.ArgDef{{Name: "memref", Type: rankedMemRef}}
	d.Attrs = []ir.AttrDef{{Name: "alignment", Optional: true, Constraint: &ir.AttrConstraint{
		Summary: "64-bit signless integer attribute whose minimum value is 0", Pred: ir.IntAttrOfWidth(64).Pred}}}
	d.Traits = ir.AttrSizedOperandSegments
	// `(` $dynamicSizes `)` (`[` $symbolOperands^ `]`)? attr-dict `:` type($memref)
	d.Parse = parseAlloc
	d.Print = printAlloc
	d.Verify = verifyAlloc
	d.AsmResultNames = named(d.Name[len("memref."):])
	d.Interfaces = interfaces
	return d
}

// Alloc is memref.alloc: a heap buffer, dynamic sizes as operands.
var Alloc = allocDef(&ir.OpDef{Name: "memref.alloc", Summary: "memory allocation operation"}, false)

// Alloca is memref.alloca: a stack buffer freed at the end of the
// enclosing automatic allocation scope.
var Alloca = allocDef(&ir.OpDef{Name: "memref.alloca", Summary: "stack memory allocation operation"}, true)

// Dealloc is memref.dealloc: frees a buffer from memref.alloc.
var Dealloc = &ir.OpDef{
	Name:       "memref.dealloc",
	Summary:    "memory deallocation operation",
	Operands:   []ir.ArgDef{{Name: "memref", Type: anyMemRef}},
	Format:     "$memref attr-dict `:` type($memref)",
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.FreesOperand(0)}},
}

// ---- access ----

// Load is memref.load: reads the element at indices.
var Load = &ir.OpDef{
	Name:     "memref.load",
	Summary:  "load operation",
	Operands: []ir.ArgDef{{Name: "memref", Type: rankedMemRef}, indexList("indices")},
	Results:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs: []ir.AttrDef{
		{Name: "nontemporal", Constraint: boolAttr, Optional: true},
		{Name: "alignment", Constraint: alignmentI64, Optional: true},
	},
	Format:           "$memref `[` custom<Index>($indices) `]` attr-dict `:` type($memref)",
	CustomDirectives: directives,
	InferTypes:       elementTypeOfFirst,
	Verify:           verifyLoad,
	Interfaces: map[string]any{rewrite.PromotableMemOpInterface: loadAccess,
		rewrite.DestructurableAccessorInterface: loadElement,
		rewrite.MemoryEffectsInterface:          rewrite.Effects{rewrite.ReadsOperand(0)}},
}

// Store is memref.store: writes value at indices.
var Store = &ir.OpDef{
	Name:    "memref.store",
	Summary: "store operation",
	Operands: []ir.ArgDef{{Name: "value", Type: ir.AnyType}, {Name: "memref", Type: rankedMemRef},
		indexList("indices")},
	Attrs: []ir.AttrDef{
		{Name: "nontemporal", Constraint: boolAttr, Optional: true},
		{Name: "alignment", Constraint: alignmentI64, Optional: true},
	},
	Parse:  parseStore,
	Print:  printStore,
	Verify: verifyStore,
	Interfaces: map[string]any{rewrite.PromotableMemOpInterface: storeAccess,
		rewrite.DestructurableAccessorInterface: storeElement,
		rewrite.MemoryEffectsInterface:          rewrite.Effects{rewrite.WritesOperand(1)}},
}

// ---- metadata ----

// Dim is memref.dim: the size of one dimension.
var Dim = &ir.OpDef{
	Name:             "memref.dim",
	Summary:          "dimension index operation",
	Operands:         []ir.ArgDef{{Name: "source", Type: anyMemRef}, {Name: "index", Type: index}},
	Results:          []ir.ArgDef{{Name: "result", Type: index}},
	Format:           "attr-dict $source `,` custom<Index>($index) `:` type($source)",
	CustomDirectives: directives,
	Fold:             foldDim,
	AsmResultNames:   named("dim"),
	// Reads the descriptor, not the memory (upstream's NoMemoryEffect); not
	// Pure: an index out of range is undefined behaviour.
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.NoMemoryEffect},
}

// Rank is memref.rank: the rank of a (possibly unranked) memref.
var Rank = &ir.OpDef{
	Name:     "memref.rank",
	Summary:  "rank operation",
	Operands: []ir.ArgDef{{Name: "memref", Type: anyMemRef}},
	Results:  []ir.ArgDef{{Name: "result", Type: index}},
	Traits:   ir.Pure,
	Format:   "$memref attr-dict `:` type($memref)",
	Fold:     foldRank,
}

// ExtractStridedMetadata is memref.extract_strided_metadata: the base
// buffer, offset, sizes and strides of a strided memref.
var ExtractStridedMetadata = &ir.OpDef{
	Name:     "memref.extract_strided_metadata",
	Summary:  "Extracts a buffer base with offset and strides",
	Operands: []ir.ArgDef{{Name: "source", Type: stridedMemRef}},
	Results: []ir.ArgDef{{Name: "base_buffer", Type: rankedMemRef}, {Name: "offset", Type: index},
		{Name: "sizes", Type: index, Arity: ir.Variadic}, {Name: "strides", Type: index, Arity: ir.Variadic}},
	Traits: ir.Pure,
	Format: "$source `:` type($source) `->` type(results) attr-dict",
	Verify: verifyExtractStridedMetadata,
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		n := op.NumResults()
		if n < 2 || (n-2)%2 != 0 {
			return
		}
		set(op.Result(0), "base_buffer")
		set(op.Result(1), "offset")
		if r := (n - 2) / 2; r > 0 {
			set(op.Result(2), "sizes")
			set(op.Result(2+r), "strides")
		}
	},
}

// AssumeAlignment is memref.assume_alignment: states that the buffer is
// aligned; the result is the same buffer.
var AssumeAlignment = &ir.OpDef{
	Name:      "memref.assume_alignment",
	Summary:   "assumption that gives alignment information to the input memref",
	Operands:  []ir.ArgDef{{Name: "memref", Type: rankedMemRef}},
	Results:   []ir.ArgDef{{Name: "result", Type: rankedMemRef}},
	Attrs:     []ir.AttrDef{{Name: "alignment", Constraint: ir.IntAttrOfWidth(32)}},
	Traits:    ir.Pure,
	SameTypes: [][]string{{"memref", "result"}},
	// $memref `,` $alignment attr-dict `:` type($memref), by hand: the
	// parser reads `64 : memref<...>` as a typed integer literal.
	Parse: parseAssumeAlignment,
	Print: printAssumeAlignment,
	Verify: func(op *ir.Operation) error {
		if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && !isPow2(a.Int64()) {
			return op.EmitError("alignment must be power of 2")
		}
		return nil
	},
	AsmResultNames: named("assume_align"),
}

// ---- views ----

// viewOfOperand0 is the ViewLike interface of ops whose result aliases
// their first operand.
var viewOfOperand0 = map[string]any{rewrite.ViewLikeInterface: func(op *ir.Operation) *ir.Value { return op.Operand(0) }}

// SubView is memref.subview: a strided window of a memref, possibly
// dropping unit dimensions.
var SubView = &ir.OpDef{
	Name:    "memref.subview",
	Summary: "memref subview operation",
	Operands: []ir.ArgDef{{Name: "source", Type: rankedMemRef}, indexList("offsets"), indexList("sizes"),
		indexList("strides")},
	Results: []ir.ArgDef{{Name: "result", Type: rankedMemRef}},
	Attrs: []ir.AttrDef{{Name: "static_offsets", Constraint: denseI64}, {Name: "static_sizes", Constraint: denseI64},
		{Name: "static_strides", Constraint: denseI64}},
	Traits: ir.Pure | ir.AttrSizedOperandSegments,
	Format: "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) " +
		"custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
	CustomDirectives: directives,
	Verify:           verifySubView,
	AsmResultNames:   named("subview"),
	Interfaces:       viewOfOperand0,
}

// View is memref.view: a typed view of a 1-D i8 buffer at a byte shift.
var View = &ir.OpDef{
	Name:     "memref.view",
	Summary:  "memref view operation",
	Operands: []ir.ArgDef{{Name: "source", Type: rankedMemRef}, {Name: "byte_shift", Type: index}, indexList("sizes")},
	Results:  []ir.ArgDef{{Name: "result", Type: rankedMemRef}},
	Traits:   ir.Pure,
	Format: "$source `[` custom<Index>($byte_shift) `]` `` `[` custom<Index>($sizes) `]` attr-dict `:` type($source) " +
		"`to` type(results)",
	CustomDirectives: directives,
	Verify:           verifyView,
	AsmResultNames:   named("view"),
	Interfaces:       viewOfOperand0,
}

// Cast is memref.cast: changes static/dynamic sizes, strides or the
// rankedness of a memref without touching the data.
var Cast = &ir.OpDef{
	Name:           "memref.cast",
	Summary:        "memref cast operation",
	Operands:       []ir.ArgDef{{Name: "source", Type: anyMemRef}},
	Results:        []ir.ArgDef{{Name: "dest", Type: anyMemRef}},
	Traits:         ir.Pure,
	Format:         "$source attr-dict `:` type($source) `to` type($dest)",
	Verify:         verifyCast,
	AsmResultNames: named("cast"),
	Interfaces:     viewOfOperand0,
}

// MemorySpaceCast is memref.memory_space_cast: the same buffer seen in
// another memory space.
var MemorySpaceCast = &ir.OpDef{
	Name:           "memref.memory_space_cast",
	Summary:        "memref memory space cast operation",
	Operands:       []ir.ArgDef{{Name: "source", Type: anyMemRef}},
	Results:        []ir.ArgDef{{Name: "dest", Type: anyMemRef}},
	Traits:         ir.Pure,
	Format:         "$source attr-dict `:` type($source) `to` type($dest)",
	Verify:         verifyMemorySpaceCast,
	AsmResultNames: named("memspacecast"),
	Interfaces:     viewOfOperand0,
}

// ReinterpretCast is memref.reinterpret_cast: a new offset, sizes and
// strides over the same buffer.
var ReinterpretCast = &ir.OpDef{
	Name:    "memref.reinterpret_cast",
	Summary: "memref reinterpret cast operation",
	Operands: []ir.ArgDef{{Name: "source", Type: anyMemRef}, indexList("offsets"), indexList("sizes"),
		indexList("strides")},
	Results: []ir.ArgDef{{Name: "result", Type: rankedMemRef}},
	Attrs: []ir.AttrDef{{Name: "static_offsets", Constraint: denseI64}, {Name: "static_sizes", Constraint: denseI64},
		{Name: "static_strides", Constraint: denseI64}},
	Traits: ir.Pure | ir.AttrSizedOperandSegments,
	Format: "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` " +
		"`sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` " +
		"`strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
	CustomDirectives: directives,
	Verify:           verifyReinterpretCast,
	AsmResultNames:   named("reinterpret_cast"),
	Interfaces:       viewOfOperand0,
}

// CollapseShape is memref.collapse_shape: merges groups of contiguous
// dimensions.
var CollapseShape = &ir.OpDef{
	Name:           "memref.collapse_shape",
	Summary:        "operation to produce a memref with a smaller rank.",
	Operands:       []ir.ArgDef{{Name: "src", Type: rankedMemRef}},
	Results:        []ir.ArgDef{{Name: "result", Type: rankedMemRef}},
	Attrs:          []ir.AttrDef{{Name: "reassociation", Constraint: reassociation}},
	Traits:         ir.Pure,
	Format:         "$src $reassociation attr-dict `:` type($src) `into` type($result)",
	Verify:         verifyCollapseShape,
	AsmResultNames: named("collapse_shape"),
	Interfaces:     viewOfOperand0,
}

// ExpandShape is memref.expand_shape: splits dimensions into groups,
// output_shape giving the sizes of the result.
var ExpandShape = &ir.OpDef{
	Name:     "memref.expand_shape",
	Summary:  "operation to produce a memref with a higher rank.",
	Operands: []ir.ArgDef{{Name: "src", Type: rankedMemRef}, indexList("output_shape")},
	Results:  []ir.ArgDef{{Name: "result", Type: rankedMemRef}},
	Attrs: []ir.AttrDef{{Name: "reassociation", Constraint: reassociation},
		{Name: "static_output_shape", Constraint: denseI64}},
	Traits: ir.Pure,
	Format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict " +
		"`:` type($src) `into` type($result)",
	CustomDirectives: directives,
	Verify:           verifyExpandShape,
	AsmResultNames:   named("expand_shape"),
	Interfaces:       viewOfOperand0,
}

// This gives collapse_shape and expand_shape their folds, each
// naming the other (an initializer of either naming the other would be a
// cycle).
var _ = func() bool {
	CollapseShape.Fold = foldReshape(ExpandShape)
	ExpandShape.Fold = foldReshape(CollapseShape)
	return true
}()

// Transpose is memref.transpose: permutes dimensions by changing strides.
var Transpose = &ir.OpDef{
	Name:           "memref.transpose",
	Summary:        "`transpose` produces a new strided memref (metadata-only)",
	Operands:       []ir.ArgDef{{Name: "in", Type: anyMemRef}},
	Results:        []ir.ArgDef{{Name: "result", Type: anyMemRef}},
	Attrs:          []ir.AttrDef{{Name: "permutation", Constraint: affineMapAttr}},
	Traits:         ir.Pure,
	Parse:          parseTranspose,
	Print:          printTranspose,
	Verify:         verifyTranspose,
	AsmResultNames: named("transpose"),
	Interfaces:     viewOfOperand0,
}

// Copy is memref.copy: copies all elements from source to target.
var Copy = &ir.OpDef{
	Name:       "memref.copy",
	Summary:    "",
	Operands:   []ir.ArgDef{{Name: "source", Type: anyMemRef}, {Name: "target", Type: anyMemRef}},
	Traits:     ir.SameOperandsAndResultElementType | ir.SameOperandsAndResultShape,
	Format:     "$source `,` $target attr-dict `:` type($source) `to` type($target)",
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.ReadsOperand(0), rewrite.WritesOperand(1)}},
}

// ---- globals ----

// Global is memref.global: a named buffer, external, uninitialized or
// with an initial value.
var Global = &ir.OpDef{
	Name:    "memref.global",
	Summary: "declare or define a global memref variable",
	Attrs: []ir.AttrDef{
		{Name: "sym_name", Constraint: ir.SymbolNameAttr},
		{Name: "sym_visibility", Constraint: ir.StrAttr, Optional: true},
		{Name: "type", Constraint: ir.TypeAttrOf(rankedMemRef)},
		{Name: "initial_value", Constraint: ir.AnyAttr, Optional: true},
		{Name: "constant", Constraint: ir.UnitAttrConstraint, Optional: true},
		{Name: "alignment", Constraint: alignmentI64, Optional: true},
	},
	Traits: ir.Symbol,
	Parse:  parseGlobal,
	Print:  printGlobal,
	Verify: verifyGlobal,
}

// GetGlobal is memref.get_global: the buffer of a memref.global.
var GetGlobal = &ir.OpDef{
	Name:    "memref.get_global",
	Summary: "get the memref pointing to a global variable",
	Results: []ir.ArgDef{{Name: "result", Type: rankedMemRef}},
	Attrs:   []ir.AttrDef{{Name: "name", Constraint: ir.FlatSymbolRefAttr}},
	Traits:  ir.Pure,
	Format:  "$name `:` type($result) attr-dict",
	Verify:  verifyGetGlobal,
}

// Ops lists the dialect's op definitions.
var Ops = []*ir.OpDef{Alloc, Alloca, AllocaScope, AllocaScopeReturn, AssumeAlignment, AtomicRMW, AtomicYield, Cast, CollapseShape, Copy, Dealloc, Dim, DmaStart, DmaWait, MemorySpaceCast,
	ExpandShape, ExtractAlignedPointerAsIndex, ExtractStridedMetadata, GenericAtomicRMW, GetGlobal, Global, Load, Rank, Realloc,
	ReinterpretCast, Reshape, Store, SubView, Transpose, View}

// Register adds the memref dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Ops...)
	// Folds to constants (memref.dim and memref.rank of static sizes)
	// become arith.constant, as upstream's MemRefDialect::materializeConstant.
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "memref", Canonicalization: Canonicalization,
		MaterializeConstant: arith.MaterializeConstant})
}

// Cast's folder matches a Cast: set in the declaration, it would make the
// package's initialization cyclic.
func init() {
	Cast.Fold = foldCast
	ReinterpretCast.Fold = foldReinterpretCast
	MemorySpaceCast.Fold = foldMemorySpaceCast
	Transpose.Fold = foldTranspose
	Load.Fold = foldLoad
	Store.Fold, Dealloc.Fold = foldStoreOrDealloc, foldStoreOrDealloc
}
