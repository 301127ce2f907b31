package affine

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds affine.dma_start and affine.dma_wait: a transfer of
// num_elements elements from src to dst, each memref addressed by an
// affine map of SSA values, whose completion the element of tag at its
// index signals and dma_wait awaits. Two trailing operands, a stride and
// the number of elements per stride, make the transfer strided.
//
// Upstream declares no properties for them: the maps are the attributes
// src_map, dst_map and tag_map, and the operands are laid out by the
// maps' inputs (src, its indices, dst, its indices, tag, its indices,
// num_elements[, stride, elements per stride]).

var dmaOperands = []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}}

// DmaStart is affine.dma_start.
var DmaStart = &ir.OpDef{
	Name:     "affine.dma_start",
	Summary:  "affine DMA start operation",
	Operands: dmaOperands,
	Parse:    parseDmaStart,
	Print:    printDmaStart,
	Verify:   verifyDmaStart,
}

// DmaWait is affine.dma_wait.
var DmaWait = &ir.OpDef{
	Name:     "affine.dma_wait",
	Summary:  "affine DMA wait operation",
	Operands: dmaOperands,
	Parse:    parseDmaWait,
	Print:    printDmaWait,
	Verify:   verifyDmaWait,
}

// DmaAccess is one memref of a DMA op with the map and operands of its index.
type DmaAccess struct {
	MemRef  *ir.Value
	Map     *ir.AffineMap
	Indices []*ir.Value
}

// DmaStartParts splits an affine.dma_start's operands: the source, the
// destination and the tag with their indices, the element count and, when
// strided, the stride and the elements per stride (nil otherwise).
func DmaStartParts(op *ir.Operation) (src, dst, tag DmaAccess, num *ir.Value, stride []*ir.Value, ok bool) {
	ops := op.Operands()
	next := func(name string) (DmaAccess, bool) {
		a, _ := op.Attr(name).(*ir.AffineMapAttr)
		if a == nil || len(ops) < 1+a.Map.NumDims+a.Map.NumSyms {
			return DmaAccess{}, false
		}
		n := a.Map.NumDims + a.Map.NumSyms
		acc := DmaAccess{MemRef: ops[0], Map: a.Map, Indices: ops[1 : 1+n]}
		ops = ops[1+n:]
		return acc, true
	}
	var ok1, ok2, ok3 bool
	src, ok1 = next("src_map")
	dst, ok2 = next("dst_map")
	tag, ok3 = next("tag_map")
	if !ok1 || !ok2 || !ok3 || (len(ops) != 1 && len(ops) != 3) {
		return src, dst, tag, nil, nil, false
	}
	if len(ops) == 3 {
		stride = ops[1:]
	}
	return src, dst, tag, ops[0], stride, true
}

// DmaWaitParts splits an affine.dma_wait's operands: the tag with its
// indices and the element count.
func DmaWaitParts(op *ir.Operation) (tag DmaAccess, num *ir.Value, ok bool) {
	a, _ := op.Attr("tag_map").(*ir.AffineMapAttr)
	ops := op.Operands()
	if a == nil || len(ops) != 2+a.Map.NumDims+a.Map.NumSyms {
		return DmaAccess{}, nil, false
	}
	n := a.Map.NumDims + a.Map.NumSyms
	return DmaAccess{MemRef: ops[0], Map: a.Map, Indices: ops[1 : 1+n]}, ops[1+n], true
}

// parseDmaAccess reads `%memref[indices]`, its map stored as attribute name.
func parseDmaAccess(p ir.AsmParser, st *ir.OperationState, name string) (ir.UnresolvedOperand, []ir.UnresolvedOperand, error) {
	mem, err := p.ParseOperand()
	if err != nil {
		return mem, nil, err
	}
	m, dims, syms, err := p.ParseAffineMapOfSSAIds("[", "]")
	if err != nil {
		return mem, nil, err
	}
	st.AddAttr(name, p.Context().AffineMapAttr(m))
	return mem, append(dims, syms...), nil
}

// resolveDmaAccess appends memref (of type t) and its indices to st.
func resolveDmaAccess(p ir.AsmParser, st *ir.OperationState, mem ir.UnresolvedOperand, idx []ir.UnresolvedOperand, t ir.Type) error {
	mv, err := p.ResolveOperand(mem, t)
	if err != nil {
		return err
	}
	iv, err := p.ResolveOperands(idx, indexTypes(p.Context(), len(idx)))
	if err != nil {
		return err
	}
	st.Operands = append(append(st.Operands, mv), iv...)
	return nil
}

// parseDmaStart reads `%src[...], %dst[...], %tag[...], %n [, %stride,
// %per_stride] : src-type, dst-type, tag-type`.
func parseDmaStart(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	var mems [3]ir.UnresolvedOperand
	var idx [3][]ir.UnresolvedOperand
	for i, name := range []string{"src_map", "dst_map", "tag_map"} {
		var err error
		if mems[i], idx[i], err = parseDmaAccess(p, st, name); err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	var counts []ir.UnresolvedOperand
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		counts = append(counts, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if len(counts) != 1 && len(counts) != 3 {
		return p.ErrorAt(loc, "expected two stride related operands")
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	var types []ir.Type
	for {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		types = append(types, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if len(types) != 3 {
		return p.ErrorAt(loc, "expected three types")
	}
	for i := range mems {
		if err := resolveDmaAccess(p, st, mems[i], idx[i], types[i]); err != nil {
			return err
		}
	}
	cv, err := p.ResolveOperands(counts, indexTypes(ctx, len(counts)))
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, cv...)
	return nil
}

// parseDmaWait reads `%tag[...], %n : tag-type`.
func parseDmaWait(p ir.AsmParser, st *ir.OperationState) error {
	mem, idx, err := parseDmaAccess(p, st, "tag_map")
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	n, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := resolveDmaAccess(p, st, mem, idx, t); err != nil {
		return err
	}
	nv, err := p.ResolveOperand(n, p.Context().IndexType())
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, nv)
	return nil
}

func printDmaAccess(p *ir.AsmPrinter, a DmaAccess) {
	p.PrintOperand(a.MemRef)
	p.WriteString("[" + accessResults(p, a.Map, a.Indices) + "]")
}

func printDmaStart(p *ir.AsmPrinter, op *ir.Operation) {
	src, dst, tag, num, stride, ok := DmaStartParts(op)
	if !ok {
		p.WriteString(" <<malformed DMA operands>>")
		return
	}
	p.WriteByte(' ')
	for _, a := range []DmaAccess{src, dst, tag} {
		printDmaAccess(p, a)
		p.WriteString(", ")
	}
	p.PrintOperand(num)
	for _, v := range stride {
		p.WriteString(", ")
		p.PrintOperand(v)
	}
	p.WriteString(" : ")
	for i, a := range []DmaAccess{src, dst, tag} {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(a.MemRef.Type())
	}
}

func printDmaWait(p *ir.AsmPrinter, op *ir.Operation) {
	tag, num, ok := DmaWaitParts(op)
	if !ok {
		p.WriteString(" <<malformed DMA operands>>")
		return
	}
	p.WriteByte(' ')
	printDmaAccess(p, tag)
	p.WriteString(", ")
	p.PrintOperand(num)
	p.WriteString(" : ")
	p.PrintType(tag.MemRef.Type())
}

// verifyDmaIndices checks that a's memref is one and its indices are of
// type index.
func verifyDmaIndices(op *ir.Operation, a DmaAccess, what, side, opName string) error {
	if _, ok := a.MemRef.Type().(*ir.MemRefType); !ok {
		return op.EmitError("expected DMA %s to be of memref type", what)
	}
	for _, v := range a.Indices {
		if _, ok := v.Type().(*ir.IndexType); !ok {
			return op.EmitError("%s index to %s must have 'index' type", side, opName)
		}
	}
	return nil
}

func verifyDmaStart(op *ir.Operation) error {
	src, dst, tag, num, stride, ok := DmaStartParts(op)
	if !ok {
		return op.EmitError("incorrect number of operands")
	}
	for _, c := range []struct {
		a          DmaAccess
		what, side string
	}{{src, "source", "src"}, {dst, "destination", "dst"}, {tag, "tag", "tag"}} {
		if err := verifyDmaIndices(op, c.a, c.what, c.side, "dma_start"); err != nil {
			return err
		}
	}
	for _, v := range append([]*ir.Value{num}, stride...) {
		if _, ok := v.Type().(*ir.IndexType); !ok {
			return op.EmitError("expected the element count and strides to be of type index")
		}
	}
	return nil
}

func verifyDmaWait(op *ir.Operation) error {
	tag, num, ok := DmaWaitParts(op)
	if !ok {
		return op.EmitError("incorrect number of operands")
	}
	if err := verifyDmaIndices(op, tag, "tag", "tag", "dma_wait"); err != nil {
		return err
	}
	if _, ok := num.Type().(*ir.IndexType); !ok {
		return op.EmitError("expected the element count to be of type index")
	}
	return nil
}
