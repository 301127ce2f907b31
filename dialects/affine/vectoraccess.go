package affine

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The affine accesses beside load and store: a vector's worth of
// contiguous elements read or written at the indices the map computes
// (as vector.load and vector.store), and a prefetch hint.

// VectorLoad is affine.vector_load: the vector whose first element sits
// at map(indices), running along the memref's innermost dimensions.
var VectorLoad = &ir.OpDef{
	Name:       "affine.vector_load",
	Summary:    "affine vector load operation",
	Operands:   []ir.ArgDef{{Name: "memref", Type: ir.AnyType}, indexes("indices")},
	Results:    []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs:      []ir.AttrDef{{Name: "map", Constraint: mapAttr}},
	Parse:      parseVectorLoad,
	Print:      printVectorLoad,
	Verify:     verifyVectorAccess(0),
	Fold:       foldAccess(1, false),
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.ReadsOperand(0)}},
}

// VectorStore is affine.vector_store: writes a vector from map(indices)
// on, along the memref's innermost dimensions.
var VectorStore = &ir.OpDef{
	Name:       "affine.vector_store",
	Summary:    "affine vector store operation",
	Operands:   []ir.ArgDef{{Name: "value", Type: ir.AnyType}, {Name: "memref", Type: ir.AnyType}, indexes("indices")},
	Attrs:      []ir.AttrDef{{Name: "map", Constraint: mapAttr}},
	Parse:      parseVectorStore,
	Print:      printVectorStore,
	Verify:     verifyVectorAccess(1),
	Fold:       foldAccess(2, false),
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.WritesOperand(1)}},
}

// Prefetch is affine.prefetch: a hint that the element at map(indices)
// is about to be read or written; it changes no value.
var Prefetch = &ir.OpDef{
	Name:     "affine.prefetch",
	Summary:  "affine prefetch operation",
	Operands: []ir.ArgDef{{Name: "memref", Type: ir.AnyType}, indexes("indices")},
	Attrs: []ir.AttrDef{{Name: "isWrite", Constraint: ir.IntAttrOfWidth(1)},
		{Name: "localityHint", Constraint: ir.IntAttrOfWidth(32)},
		{Name: "isDataCache", Constraint: ir.IntAttrOfWidth(1)},
		{Name: "map", Constraint: mapAttr}},
	Parse:  parsePrefetch,
	Print:  printPrefetch,
	Verify: verifyPrefetch,
	Fold:   foldAccess(1, false),
}

func parseVectorLoad(p ir.AsmParser, st *ir.OperationState) error {
	if _, err := parseAccess(p, st); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Types = []ir.Type{t}
	return nil
}

func parseVectorStore(p ir.AsmParser, st *ir.OperationState) error {
	value, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if _, err := parseAccess(p, st); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(value, t)
	if err != nil {
		return err
	}
	st.Operands = append([]*ir.Value{v}, st.Operands...)
	return nil
}

func printVectorLoad(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	printAccess(p, op, op.Operand(0))
	p.WriteString(", ")
	p.PrintType(op.Result(0).Type())
}

func printVectorStore(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	printAccess(p, op, op.Operand(1))
	p.WriteString(", ")
	p.PrintType(op.Operand(0).Type())
}

// verifyVectorAccess checks the map against the memref and the vector's
// element type against the memref's.
func verifyVectorAccess(memrefOperand int) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		mt, ok := op.Operand(memrefOperand).Type().(*ir.MemRefType)
		if !ok {
			return op.EmitError("operand #%d must be memref of any type values", memrefOperand)
		}
		var vt ir.Type
		if memrefOperand == 1 {
			vt = op.Operand(0).Type()
		} else {
			vt = op.Result(0).Type()
		}
		v, ok := vt.(*ir.VectorType)
		if !ok {
			return op.EmitError("expected a vector type, got '%s'", ir.TypeString(vt))
		}
		m, operands := AccessMap(op)
		if len(m.Results) != len(mt.Dims) {
			return op.EmitError("affine map num results must equal memref rank")
		}
		if m.NumDims+m.NumSyms != len(operands) {
			return op.EmitError("expects as many subscripts as affine map inputs")
		}
		if mt.Elem != v.Elem {
			return op.EmitError("requires memref and vector types of the same elemental type")
		}
		return nil
	}
}

func parsePrefetch(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	mem, err := p.ParseOperand()
	if err != nil {
		return err
	}
	m, dims, syms, err := p.ParseAffineMapOfSSAIds("[", "]")
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	rw, err := p.ParseKeywordAny()
	if err != nil {
		return err
	}
	if rw != "read" && rw != "write" {
		return p.ErrorAt(loc, "rw specifier has to be 'read' or 'write'")
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParseKeyword("locality"); err != nil {
		return err
	}
	if err := p.ParsePunct("<"); err != nil {
		return err
	}
	hint, err := p.ParseInteger()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(">"); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	loc = p.CurrentLoc()
	cache, err := p.ParseKeywordAny()
	if err != nil {
		return err
	}
	if cache != "data" && cache != "instr" {
		return p.ErrorAt(loc, "cache type has to be 'data' or 'instr'")
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc = p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if _, ok := t.(*ir.MemRefType); !ok {
		return p.ErrorAt(loc, "expected a memref type")
	}
	mv, err := p.ResolveOperand(mem, t)
	if err != nil {
		return err
	}
	all := append(dims, syms...)
	indices, err := p.ResolveOperands(all, indexTypes(ctx, len(all)))
	if err != nil {
		return err
	}
	st.Operands = append(append(st.Operands, mv), indices...)
	st.AddAttr("isWrite", ctx.BoolAttr(rw == "write"))
	st.AddAttr("localityHint", ctx.IntegerAttr(ctx.I(32), hint))
	st.AddAttr("isDataCache", ctx.BoolAttr(cache == "data"))
	st.AddAttr("map", ctx.AffineMapAttr(m))
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func printPrefetch(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	m, operands := prefetchMap(op)
	p.WriteString("[" + accessResults(p, m, operands) + "]")
	rw := "read"
	if boolAttr(op, "isWrite") {
		rw = "write"
	}
	cache := "instr"
	if boolAttr(op, "isDataCache") {
		cache = "data"
	}
	var hint int64
	if a, ok := op.Attr("localityHint").(*ir.IntegerAttr); ok {
		hint = a.Int64()
	}
	p.WriteString(fmt.Sprintf(", %s, locality<%d>, %s", rw, hint, cache))
	p.PrintOptionalAttrDict(op.Attrs(), "map", "isWrite", "localityHint", "isDataCache")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// prefetchMap returns a prefetch's map and its operands (after the memref).
func prefetchMap(op *ir.Operation) (*ir.AffineMap, []*ir.Value) {
	return op.Attr("map").(*ir.AffineMapAttr).Map, op.Operands()[1:]
}

func boolAttr(op *ir.Operation, name string) bool {
	a, ok := op.Attr(name).(*ir.IntegerAttr)
	return ok && a.Int64() != 0
}

func verifyPrefetch(op *ir.Operation) error {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return op.EmitError("operand #0 must be memref of any type values")
	}
	m, operands := prefetchMap(op)
	if len(m.Results) != len(mt.Dims) {
		return op.EmitError("affine.prefetch affine map num results must equal memref rank")
	}
	if m.NumDims+m.NumSyms != len(operands) {
		return op.EmitError("too few operands")
	}
	if a, ok := op.Attr("localityHint").(*ir.IntegerAttr); ok && (a.Int64() < 0 || a.Int64() > 3) {
		return op.EmitError("attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3")
	}
	return nil
}
