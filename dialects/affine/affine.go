// Package affine defines the part of MLIR's affine dialect that the
// lowerings need: apply, min, max (affine maps over index operands) and
// delinearize_index / linearize_index. Folders simplify the maps:
// constant operands are substituted, producing affine.apply ops are
// composed, duplicate and unused operands are dropped.
package affine

//go:generate go run ../internal/genaccessors -dialect affine

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

var (
	mapAttr = &ir.AttrConstraint{Summary: "AffineMap attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(*ir.AffineMapAttr)
		return ok
	}}
	denseI64 = &ir.AttrConstraint{Summary: "i64 dense array attribute", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		if !ok {
			return false
		}
		it, ok := d.Elem.(*ir.IntegerType)
		return ok && it.Width == 64
	}}
	// unitOrBool is a UnitProp: present (unit or true) or absent (false).
	unitOrBool = &ir.AttrConstraint{Summary: "unit attribute", Pred: func(a ir.Attribute) bool {
		switch a := a.(type) {
		case *ir.UnitAttr:
			return true
		case *ir.IntegerAttr:
			return a.IsBool()
		}
		return false
	}}
	indexes = func(name string) ir.ArgDef { return ir.ArgDef{Name: name, Type: ir.Index, Arity: ir.Variadic} }
)

// mapOpDef completes d, which names and summarizes an op of one affine
// map; its parser, verifier and folder are set in init.
func mapOpDef(d *ir.OpDef) *ir.OpDef {
	d.Operands = []ir.ArgDef{indexes("mapOperands")}
	d.Results = []ir.ArgDef{{Name: "result", Type: ir.Index}}
	d.Attrs = []ir.AttrDef{{Name: "map", Constraint: mapAttr}}
	d.Traits = ir.Pure
	d.Print = printMapOp
	return d
}

// Apply is affine.apply: the value of a one-result affine map.
var Apply = mapOpDef(&ir.OpDef{Name: "affine.apply", Summary: "affine apply operation"})

// Min is affine.min: the smallest result of an affine map.
var Min = mapOpDef(&ir.OpDef{Name: "affine.min", Summary: "min operation"})

// Max is affine.max: the largest result of an affine map.
var Max = mapOpDef(&ir.OpDef{Name: "affine.max", Summary: "max operation"})

// The map ops' hooks tell affine.apply from min and max, and fold through
// affine.apply (linearize_index and delinearize_index fold reading each
// other's definitions): set in the declarations, they would make the package's
// initialization cyclic.
func init() {
	for _, d := range []*ir.OpDef{Apply, Min, Max} {
		d.Parse, d.Verify = parseMapOp, verifyMapOp
	}
	Apply.Fold, Min.Fold, Max.Fold = foldApply, foldMinMax, foldMinMax
	DelinearizeIndex.Fold, LinearizeIndex.Fold = foldDelinearize, foldLinearize
}

// DelinearizeIndex is affine.delinearize_index: splits a linear index
// into one index per basis element (plus an unbounded outermost one when
// the basis omits the outer bound).
var DelinearizeIndex = &ir.OpDef{
	Name:     "affine.delinearize_index",
	Summary:  "delinearize an index",
	Operands: []ir.ArgDef{{Name: "linear_index", Type: ir.Index}, indexes("dynamic_basis")},
	Results:  []ir.ArgDef{{Name: "multi_index", Type: ir.Index, Arity: ir.Variadic}},
	Attrs:    []ir.AttrDef{{Name: "static_basis", Constraint: denseI64}},
	Traits:   ir.Pure,
	Parse:    parseDelinearize,
	Print:    printDelinearize,
	Verify:   verifyDelinearize,
}

// LinearizeIndex is affine.linearize_index: the inverse of
// delinearize_index; disjoint asserts each index is within its bound.
var LinearizeIndex = &ir.OpDef{
	Name:     "affine.linearize_index",
	Summary:  "linearize an index",
	Operands: []ir.ArgDef{indexes("multi_index"), indexes("dynamic_basis")},
	Results:  []ir.ArgDef{{Name: "linear_index", Type: ir.Index}},
	Attrs: []ir.AttrDef{{Name: "static_basis", Constraint: denseI64},
		{Name: "disjoint", Constraint: unitOrBool, Optional: true}},
	Traits: ir.Pure | ir.AttrSizedOperandSegments,
	Parse:  parseLinearize,
	Print:  printLinearize,
	Verify: verifyLinearize,
}

// Ops lists the dialect's op definitions.
var Ops = []*ir.OpDef{Apply, DelinearizeIndex, DmaStart, DmaWait, For, If, Load, LinearizeIndex, Max, Min, Parallel, Prefetch, Store, VectorLoad, VectorStore, Yield}

// Register adds the affine ops to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Ops...)
	// Folds to constants (an affine.apply, min or max of constants) become
	// arith.constant, as upstream's AffineDialect::materializeConstant.
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "affine", Canonicalization: Canonicalization,
		MaterializeConstant: arith.MaterializeConstant})
}

// Map returns the affine map of apply, min or max.
func Map(op *ir.Operation) *ir.AffineMap {
	if m, ok := op.Attr("map").(*ir.AffineMapAttr); ok {
		return m.Map
	}
	return nil
}

// ---- syntax ----

func indexTypes(ctx *ir.Context, n int) []ir.Type {
	ts := make([]ir.Type, n)
	for i := range ts {
		ts[i] = ctx.IndexType()
	}
	return ts
}

// map-op ::= map-attr `(` dims `)` (`[` symbols `]`)? attr-dict
func parseMapOp(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	ma, ok := a.(*ir.AffineMapAttr)
	if !ok {
		return p.ErrorAt(loc, "expected affine map")
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	dims, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	var syms []ir.UnresolvedOperand
	if p.ParseOptionalPunct("[") {
		if syms, err = p.ParseOperandList(); err != nil {
			return err
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	// Only affine.apply checks the counts while parsing; min and max
	// leave it to their verifier, as upstream.
	if st.Name.Def == Apply && (len(dims) != ma.Map.NumDims || len(syms) != ma.Map.NumSyms) {
		return p.ErrorAt(st.Loc, "dimension or symbol index mismatch")
	}
	all := append(dims, syms...)
	vs, err := p.ResolveOperands(all, indexTypes(ctx, len(all)))
	if err != nil {
		return err
	}
	st.Operands = vs
	st.AddAttr("map", a)
	st.Types = []ir.Type{ctx.IndexType()}
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

func printMapOp(p *ir.AsmPrinter, op *ir.Operation) {
	m := Map(op)
	p.WriteByte(' ')
	p.PrintAttr(op.Attr("map"))
	if m == nil || op.NumOperands() != m.NumDims+m.NumSyms {
		p.WriteByte('(')
		p.PrintOperands(op.Operands())
		p.WriteByte(')')
	} else {
		p.WriteByte('(')
		p.PrintOperands(op.Operands()[:m.NumDims])
		p.WriteByte(')')
		if m.NumSyms > 0 {
			p.WriteByte('[')
			p.PrintOperands(op.Operands()[m.NumDims:])
			p.WriteByte(']')
		}
	}
	p.PrintOptionalAttrDict(op.Attrs(), "map")
}

// delinearize ::= %index `into` `(` basis `)` attr-dict `:` types
func parseDelinearize(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	lin, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("into"); err != nil {
		return err
	}
	dyn, static, err := staticdyn.Parse(p, "(", ")")
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	if st.Types, err = p.ParseTypeList(); err != nil {
		return err
	}
	vs, err := p.ResolveOperands(append([]ir.UnresolvedOperand{lin}, dyn...), indexTypes(ctx, 1+len(dyn)))
	if err != nil {
		return err
	}
	st.Operands = vs
	st.AddAttr("static_basis", ctx.DenseI64Array(static))
	return nil
}

func printDelinearize(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() == 0 {
		return
	}
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(" into ")
	staticdyn.Print(p, "(", ")", op.Operands()[1:], staticdyn.Ints(op.Attr("static_basis")))
	p.PrintOptionalAttrDict(op.Attrs(), "static_basis")
	p.WriteString(" : ")
	p.PrintTypeList(op.ResultTypes())
}

// linearize ::= `disjoint`? `[` indices `]` `by` `(` basis `)` attr-dict `:` type
func parseLinearize(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("disjoint") {
		st.AddAttr("disjoint", ctx.UnitAttr())
	} else {
		st.AddAttr("disjoint", ctx.BoolAttr(false))
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	idx, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	if err := p.ParseKeyword("by"); err != nil {
		return err
	}
	dyn, static, err := staticdyn.Parse(p, "(", ")")
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	all := append(append([]ir.UnresolvedOperand{}, idx...), dyn...)
	vs, err := p.ResolveOperands(all, indexTypes(ctx, len(all)))
	if err != nil {
		return err
	}
	st.Operands = vs
	st.Types = []ir.Type{t}
	st.AddAttr("static_basis", ctx.DenseI64Array(static))
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{int64(len(idx)), int64(len(dyn))})})
	return nil
}

// isDisjoint reads the disjoint flag (unit or bool).
func isDisjoint(op *ir.Operation) bool {
	switch a := op.Attr("disjoint").(type) {
	case *ir.UnitAttr:
		return true
	case *ir.IntegerAttr:
		return a.Int64() != 0
	}
	return false
}

func printLinearize(p *ir.AsmPrinter, op *ir.Operation) {
	d := op.Def()
	if isDisjoint(op) {
		p.WriteString(" disjoint")
	}
	p.WriteString(" [")
	p.PrintOperands(d.OperandGroup(op, "multi_index"))
	p.WriteString("] by ")
	staticdyn.Print(p, "(", ")", d.OperandGroup(op, "dynamic_basis"), staticdyn.Ints(op.Attr("static_basis")))
	p.PrintOptionalAttrDict(op.Attrs(), "static_basis", "disjoint", "operandSegmentSizes")
	p.WriteString(" : ")
	if op.NumResults() == 1 {
		p.PrintType(op.Result(0).Type())
	}
}

// ---- verifiers ----

func verifyMapOp(op *ir.Operation) error {
	m := Map(op)
	if m == nil {
		return nil
	}
	if op.NumOperands() != m.NumDims+m.NumSyms {
		return op.EmitError("operand count and affine map dimension and symbol count must match")
	}
	if op.Def() == Apply {
		if len(m.Results) != 1 {
			return op.EmitError("mapping must produce one value")
		}
		return nil
	}
	if len(m.Results) == 0 {
		return op.EmitError("affine map expect at least one result")
	}
	return nil
}

func verifyDelinearize(op *ir.Operation) error {
	basis := staticdyn.Ints(op.Attr("static_basis"))
	if c := staticdyn.CountDynamic(basis); c != op.NumOperands()-1 {
		return op.EmitError("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite")
	}
	if n := op.NumResults(); n != len(basis) && n != len(basis)+1 {
		return op.EmitError("should return an index for each basis element and up to one extra index")
	}
	if op.NumResults() == 0 {
		return op.EmitError("should return at least one index")
	}
	for _, b := range basis {
		if b != staticdyn.Dynamic && b <= 0 {
			return op.EmitError("no basis element may be statically non-positive")
		}
	}
	return nil
}

func verifyLinearize(op *ir.Operation) error {
	d := op.Def()
	basis := staticdyn.Ints(op.Attr("static_basis"))
	if c := staticdyn.CountDynamic(basis); c != len(d.OperandGroup(op, "dynamic_basis")) {
		return op.EmitError("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite")
	}
	n := len(d.OperandGroup(op, "multi_index"))
	if n != len(basis) && n != len(basis)+1 {
		return op.EmitError("should be passed a basis element for each index except possibly the first")
	}
	return nil
}
