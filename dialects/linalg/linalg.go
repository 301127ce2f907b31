// Package linalg defines MLIR's linalg dialect: structured ops over
// tensors and memrefs described by indexing maps, iterator types and a
// scalar body. linalg.generic spells all three out; each named op
// (matmul, conv_2d_nhwc_hwcf, ...) declares them as data in named.go and
// builds its body when parsed or created, so that Generalize turns it into
// the equivalent linalg.generic.
package linalg

//go:generate go run ../internal/genaccessors -dialect linalg

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Iterator type names.
const (
	Parallel  = "parallel"
	Reduction = "reduction"
)

// ConvolutionAttr is the discardable unit attribute that marks a product
// made from a convolution (strata-linalg-conv-to-im2col's), so that
// passes treating convolutions apart from matrix products (tf32, as
// PyTorch's cudnn.allow_tf32) still know it once it is a product.
const ConvolutionAttr = "strata.convolution"

// IteratorTypeAttr returns #linalg.iterator_type<kind>.
func IteratorTypeAttr(ctx *ir.Context, kind string) ir.Attribute {
	return ctx.OpaqueAttr("linalg", "iterator_type<"+kind+">", nil)
}

// IteratorTypesAttr returns the array attribute of iterator types.
func IteratorTypesAttr(ctx *ir.Context, kinds []string) *ir.ArrayAttr {
	es := make([]ir.Attribute, len(kinds))
	for i, k := range kinds {
		es[i] = IteratorTypeAttr(ctx, k)
	}
	return ctx.ArrayAttr(es)
}

// iteratorKind returns "parallel"/"reduction" of an iterator attribute
// (the #linalg form or, leniently, a string).
func iteratorKind(a ir.Attribute) (string, bool) {
	switch a := a.(type) {
	case *ir.OpaqueAttr:
		if a.DialectName == "linalg" {
			switch a.Body {
			case "iterator_type<parallel>":
				return Parallel, true
			case "iterator_type<reduction>":
				return Reduction, true
			}
		}
	case *ir.StringAttr:
		if a.Value == Parallel || a.Value == Reduction {
			return a.Value, true
		}
	}
	return "", false
}

// AffineMapArrayAttr accepts arrays of affine maps.
var AffineMapArrayAttr = &ir.AttrConstraint{Summary: "AffineMap array attribute", Pred: func(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems {
		if _, ok := e.(*ir.AffineMapAttr); !ok {
			return false
		}
	}
	return true
}}

// IteratorTypeArrayAttr accepts arrays of #linalg.iterator_type.
var IteratorTypeArrayAttr = &ir.AttrConstraint{Summary: "Iterator type should be an enum.", Pred: func(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems {
		if _, ok := iteratorKind(e); !ok {
			return false
		}
	}
	return true
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

// I64ElementsAttr accepts `dense<...> : tensor<Nxi64>` (strides, dilations).
var I64ElementsAttr = &ir.AttrConstraint{Summary: "64-bit signless int elements attribute", Pred: func(a ir.Attribute) bool {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return false
	}
	it, ok := d.Type.ElementType().(*ir.IntegerType)
	return ok && it.Width == 64
}}

// plainI64 is a 64-bit integer attribute written as a bare integer; a
// custom parser keeps `0 : index` from being read as a typed literal.
var plainI64 = &ir.AttrConstraint{
	Summary: "64-bit signless integer attribute",
	Pred:    ir.IntAttrOfWidth(64).Pred,
	Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		v, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		return p.Context().IntegerAttr(p.Context().I(64), v), nil
	},
	Print: func(p *ir.AsmPrinter, a ir.Attribute) {
		if ia, ok := a.(*ir.IntegerAttr); ok {
			p.WriteInt(ia.Int64())
		}
	},
}

var (
	anyShaped = &ir.TypeConstraint{Summary: "variadic of any type", Pred: nil}
	anyTensor = &ir.TypeConstraint{Summary: "variadic of ranked tensor of any type values", Pred: func(t ir.Type) bool {
		_, ok := t.(*ir.RankedTensorType)
		return ok
	}}
	shapedOperand = &ir.TypeConstraint{Summary: "variadic of shaped of any type values", Pred: func(t ir.Type) bool {
		_, ok := t.(ir.ShapedType)
		return ok
	}}
)

var structuredOperands = []ir.ArgDef{
	{Name: "inputs", Type: anyShaped, Arity: ir.Variadic},
	{Name: "outputs", Type: shapedOperand, Arity: ir.Variadic},
}

var structuredResults = []ir.ArgDef{{Name: "result_tensors", Type: anyTensor, Arity: ir.Variadic}}

// destinationStyle declares a structured op's outs as its inits: on
// tensors, result i is outs i written. On buffers it reads its ins and outs
// and writes its outs; on tensors it has no memory effect, so one whose
// results are unused is dead.
var destinationStyle = map[string]any{rewrite.DestinationStyleInterface: Outputs,
	rewrite.MemoryEffectsInterface: structuredEffects}

// structuredEffects reads each memref operand and writes each memref init
// (the last operands, Outputs).
func structuredEffects(op *ir.Operation) rewrite.Effects {
	e := rewrite.Effects{}
	first := op.NumOperands() - len(Outputs(op))
	for i, v := range op.Operands() {
		switch v.Type().(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			e = append(e, rewrite.ReadsOperand(i))
			if i >= first {
				e = append(e, rewrite.WritesOperand(i))
			}
		}
	}
	return e
}

func resultName(n string) func(op *ir.Operation, set func(*ir.Value, string)) {
	return func(op *ir.Operation, set func(*ir.Value, string)) {
		if op.NumResults() > 0 {
			set(op.Result(0), n)
		}
	}
}

var (
	// Generic is linalg.generic.
	Generic = &ir.OpDef{
		Name:     "linalg.generic",
		Summary:  "Generic Linalg op form where the key properties of the computation are specified as attributes.",
		Operands: structuredOperands,
		Results:  structuredResults,
		Attrs: []ir.AttrDef{
			{Name: "indexing_maps", Constraint: AffineMapArrayAttr},
			{Name: "iterator_types", Constraint: IteratorTypeArrayAttr},
			{Name: "doc", Constraint: ir.StrAttr, Optional: true},
			{Name: "library_call", Constraint: ir.StrAttr, Optional: true},
		},
		Regions:    []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:     ir.AttrSizedOperandSegments | ir.SingleBlock,
		Print:      printGeneric,
		Interfaces: destinationStyle,
	}
	// Yield is linalg.yield, the terminator of structured op bodies.
	Yield = &ir.OpDef{
		Name:     "linalg.yield",
		Summary:  "Linalg yield operation",
		Operands: []ir.ArgDef{{Name: "values", Type: ir.AnyType, Arity: ir.Variadic}},
		Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
		Format:   "attr-dict ($values^ `:` type($values))?",
	}
	// Index is linalg.index: the current index of a loop of the enclosing op.
	Index = &ir.OpDef{
		Name:    "linalg.index",
		Summary: "linalg index operation",
		Results: []ir.ArgDef{{Name: "result", Type: ir.Index}},
		Attrs:   []ir.AttrDef{{Name: "dim", Constraint: plainI64}},
		Traits:  ir.Pure,
		Format:  "$dim attr-dict `:` type($result)",
	}
	// Map is linalg.map: an elementwise map over same-shaped operands.
	Map = &ir.OpDef{
		Name:           "linalg.map",
		Summary:        "Elementwise operations",
		Operands:       []ir.ArgDef{{Name: "inputs", Type: shapedOperand, Arity: ir.Variadic}, {Name: "init", Type: shapedOperand}},
		Results:        structuredResults,
		Regions:        []ir.RegionDef{{Name: "mapper", SizedOne: true}},
		Traits:         ir.SingleBlock,
		Print:          printMap,
		Interfaces:     destinationStyle,
		AsmResultNames: resultName("mapped"),
	}
	// Reduce is linalg.reduce: a reduction over the given dimensions.
	Reduce = &ir.OpDef{
		Name:           "linalg.reduce",
		Summary:        "Reduce operator",
		Operands:       []ir.ArgDef{{Name: "inputs", Type: shapedOperand, Arity: ir.Variadic}, {Name: "inits", Type: shapedOperand, Arity: ir.Variadic}},
		Results:        structuredResults,
		Attrs:          []ir.AttrDef{{Name: "dimensions", Constraint: I64ArrayAttr}},
		Regions:        []ir.RegionDef{{Name: "combiner", SizedOne: true}},
		Traits:         ir.SingleBlock,
		Print:          printReduce,
		Interfaces:     destinationStyle,
		AsmResultNames: resultName("reduced"),
	}
	// Transpose is linalg.transpose: permutes the dimensions.
	Transpose = &ir.OpDef{
		Name:           "linalg.transpose",
		Summary:        "Transpose operator",
		Operands:       []ir.ArgDef{{Name: "input", Type: shapedOperand}, {Name: "init", Type: shapedOperand}},
		Results:        structuredResults,
		Attrs:          []ir.AttrDef{{Name: "permutation", Constraint: I64ArrayAttr}},
		Regions:        []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:         ir.SingleBlock,
		Print:          printListOp("permutation"),
		Interfaces:     destinationStyle,
		AsmResultNames: resultName("transposed"),
	}
	// Broadcast is linalg.broadcast: adds the given dimensions.
	Broadcast = &ir.OpDef{
		Name:           "linalg.broadcast",
		Summary:        "Static broadcast operator",
		Operands:       []ir.ArgDef{{Name: "input", Type: shapedOperand}, {Name: "init", Type: shapedOperand}},
		Results:        structuredResults,
		Attrs:          []ir.AttrDef{{Name: "dimensions", Constraint: I64ArrayAttr}},
		Regions:        []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:         ir.SingleBlock,
		Print:          printListOp("dimensions"),
		Interfaces:     destinationStyle,
		AsmResultNames: resultName("broadcasted"),
	}
	// Elementwise is linalg.elementwise: one op of a kind applied elementwise.
	Elementwise = &ir.OpDef{
		Name:     "linalg.elementwise",
		Summary:  "Performs element-wise operation",
		Operands: structuredOperands,
		Results:  structuredResults,
		Attrs: []ir.AttrDef{
			{Name: "kind", Constraint: &ir.AttrConstraint{Summary: "allowed 32-bit signless integer cases", Pred: func(a ir.Attribute) bool {
				o, ok := a.(*ir.OpaqueAttr)
				return ok && o.DialectName == "linalg"
			}}},
			{Name: "indexing_maps", Constraint: AffineMapArrayAttr, Optional: true},
		},
		Regions:    []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:     ir.AttrSizedOperandSegments | ir.SingleBlock,
		Print:      printElementwise,
		Interfaces: destinationStyle,
	}
	// Softmax is linalg.softmax along one dimension.
	Softmax = &ir.OpDef{
		Name:       "linalg.softmax",
		Summary:    "Softmax operator",
		Operands:   []ir.ArgDef{{Name: "input", Type: shapedOperand}, {Name: "output", Type: shapedOperand}},
		Results:    []ir.ArgDef{{Name: "result", Type: anyTensor, Arity: ir.Variadic}},
		Attrs:      []ir.AttrDef{{Name: "dimension", Constraint: ir.IntAttrOfWidth(64)}},
		Print:      printSoftmax,
		Interfaces: destinationStyle,
	}
)

// namedOpDef builds the OpDef of a named structured op from its spec.
func namedOpDef(s *NamedSpec) *ir.OpDef {
	d := &ir.OpDef{
		Name:       s.Name,
		Operands:   structuredOperands,
		Results:    structuredResults,
		Regions:    []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:     ir.AttrSizedOperandSegments | ir.SingleBlock,
		Print:      printNamed(s),
		Interfaces: destinationStyle,
	}
	if s.MapsAttr {
		// `cast` (#linalg.type_fn<cast_signed|cast_unsigned>) picks how the
		// body converts its operands.
		d.Attrs = append(d.Attrs, ir.AttrDef{Name: "indexing_maps", Constraint: AffineMapArrayAttr, Optional: true},
			ir.AttrDef{Name: "cast", Constraint: ir.AnyAttr, Optional: true})
	}
	if s.Window > 0 {
		d.Attrs = append(d.Attrs,
			ir.AttrDef{Name: "strides", Constraint: I64ElementsAttr, Optional: true},
			ir.AttrDef{Name: "dilations", Constraint: I64ElementsAttr, Optional: true})
	}
	return d
}

// The ops' parsers and verifiers are set here: they build and check
// bodies ending in linalg.yield and tell the ops apart by their
// definitions, so in the declarations they would make the package's
// initialization cyclic.
func init() {
	Generic.Parse, Generic.Verify = parseGeneric, verifyStructured
	Yield.Verify = verifyYield
	Index.Verify = verifyIndex
	Map.Parse, Map.Verify = parseMap, verifyStructured
	Reduce.Parse, Reduce.Verify = parseReduce, verifyStructured
	Transpose.Parse, Transpose.Verify = parseListOp("permutation"), verifyStructured
	Broadcast.Parse, Broadcast.Verify = parseListOp("dimensions"), verifyStructured
	Elementwise.Parse, Elementwise.Verify = parseElementwise, verifyStructured
	Softmax.Parse, Softmax.Verify = parseSoftmax, verifySoftmax
	for s, d := range namedDefs {
		d.Parse, d.Verify = parseNamed(s), verifyStructured
	}
}

// namedDefs are the OpDefs built from Named, by spec.
var namedDefs = func() map[*NamedSpec]*ir.OpDef {
	out := make(map[*NamedSpec]*ir.OpDef, len(Named))
	for _, s := range Named {
		out[s] = namedOpDef(s)
	}
	return out
}()

// NamedOps are the OpDefs built from Named, in its order.
var NamedOps = func() []*ir.OpDef {
	out := make([]*ir.OpDef, len(Named))
	for i, s := range Named {
		out[i] = namedDefs[s]
	}
	return out
}()

// The named ops other packages build and match by definition.
var (
	Copy             = namedDefs[copySpec]
	Fill             = namedDefs[fillSpec]
	Matmul           = namedDefs[matmulSpec]
	BatchMatmul      = namedDefs[batchMatmulSpec]
	Conv1DNcwFcw     = namedDefs[conv1DNcwFcwSpec]
	Conv2DNchwFchw   = namedDefs[conv2DNchwFchwSpec]
	Conv3DNcdhwFcdhw = namedDefs[conv3DNcdhwFcdhwSpec]
	PoolingNchwMax   = namedDefs[poolingNchwMaxSpec]
	PoolingNchwSum   = namedDefs[poolingNchwSumSpec]
)

// Ops lists every op of the dialect.
var Ops = append([]*ir.OpDef{Generic, Yield, Index, Map, Reduce, Transpose, Broadcast, Elementwise, Softmax, Pack, UnPack,
	WinogradFilterTransform, WinogradInputTransform, WinogradOutputTransform}, NamedOps...)

// Register adds the linalg dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Ops...)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "linalg", Canonicalization: Canonicalization})
}
