package memref

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds memref.dma_start and memref.dma_wait, what lower-affine
// turns affine.dma_start and affine.dma_wait into: the same transfer with
// plain index operands. The operands are laid out by the memrefs' ranks:
// src, its indices, dst, its indices, num_elements, tag, its indices[,
// stride, elements per stride].

// DmaStart is memref.dma_start.
var DmaStart = &ir.OpDef{
	Name:     "memref.dma_start",
	Summary:  "non-blocking DMA operation that starts a transfer",
	Operands: []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
	Parse:    parseDmaStart,
	Print:    printDmaStart,
	Verify:   verifyDmaStart,
}

// DmaWait is memref.dma_wait.
var DmaWait = &ir.OpDef{
	Name:    "memref.dma_wait",
	Summary: "blocking DMA operation that waits for transfer completion",
	Operands: []ir.ArgDef{{Name: "tagMemRef", Type: anyMemRef}, {Name: "tagIndices", Type: ir.Index, Arity: ir.Variadic},
		{Name: "numElements", Type: ir.Index}},
	Format: "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
}

// DmaAccess is one memref of a DMA op with its indices.
type DmaAccess struct {
	MemRef  *ir.Value
	Indices []*ir.Value
}

// DmaStartParts splits a memref.dma_start's operands (false when they do
// not fit the memrefs' ranks).
func DmaStartParts(op *ir.Operation) (src, dst, tag DmaAccess, num *ir.Value, stride []*ir.Value, ok bool) {
	ops := op.Operands()
	next := func() (DmaAccess, bool) {
		if len(ops) == 0 {
			return DmaAccess{}, false
		}
		mt, isMem := ops[0].Type().(*ir.MemRefType)
		if !isMem || len(ops) < 1+len(mt.Dims) {
			return DmaAccess{}, false
		}
		a := DmaAccess{MemRef: ops[0], Indices: ops[1 : 1+len(mt.Dims)]}
		ops = ops[1+len(mt.Dims):]
		return a, true
	}
	var ok1, ok2, ok3 bool
	if src, ok1 = next(); !ok1 {
		return
	}
	if dst, ok2 = next(); !ok2 || len(ops) == 0 {
		return
	}
	num, ops = ops[0], ops[1:]
	if tag, ok3 = next(); !ok3 || (len(ops) != 0 && len(ops) != 2) {
		return
	}
	if len(ops) == 2 {
		stride = ops
	}
	return src, dst, tag, num, stride, true
}

func parseDmaAccess(p ir.AsmParser) (ir.UnresolvedOperand, []ir.UnresolvedOperand, error) {
	mem, err := p.ParseOperand()
	if err != nil {
		return mem, nil, err
	}
	if err := p.ParsePunct("["); err != nil {
		return mem, nil, err
	}
	var idx []ir.UnresolvedOperand
	if !p.ParseOptionalPunct("]") {
		for {
			u, err := p.ParseOperand()
			if err != nil {
				return mem, nil, err
			}
			idx = append(idx, u)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return mem, nil, err
		}
	}
	return mem, idx, nil
}

// parseDmaStart reads `%src[...], %dst[...], %n, %tag[...] [, %stride,
// %per_stride] : src-type, dst-type, tag-type`.
func parseDmaStart(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	var mems [3]ir.UnresolvedOperand
	var idx [3][]ir.UnresolvedOperand
	var num ir.UnresolvedOperand
	var err error
	for i := 0; i < 3; i++ {
		if mems[i], idx[i], err = parseDmaAccess(p); err != nil {
			return err
		}
		if i == 2 {
			break
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		if i == 1 {
			if num, err = p.ParseOperand(); err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	}
	var stride []ir.UnresolvedOperand
	for p.ParseOptionalPunct(",") {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		stride = append(stride, u)
	}
	if len(stride) != 0 && len(stride) != 2 {
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
	resolve := func(i int) error {
		mv, err := p.ResolveOperand(mems[i], types[i])
		if err != nil {
			return err
		}
		iv, err := p.ResolveOperands(idx[i], indexTypeList(ctx, len(idx[i])))
		if err != nil {
			return err
		}
		st.Operands = append(append(st.Operands, mv), iv...)
		return nil
	}
	if err := resolve(0); err != nil {
		return err
	}
	if err := resolve(1); err != nil {
		return err
	}
	nv, err := p.ResolveOperand(num, ctx.IndexType())
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, nv)
	if err := resolve(2); err != nil {
		return err
	}
	sv, err := p.ResolveOperands(stride, indexTypeList(ctx, len(stride)))
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, sv...)
	return nil
}

func indexTypeList(ctx *ir.Context, n int) []ir.Type {
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = ctx.IndexType()
	}
	return out
}

func printDmaAccess(p *ir.AsmPrinter, a DmaAccess) {
	p.PrintOperand(a.MemRef)
	p.WriteByte('[')
	for i, v := range a.Indices {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteByte(']')
}

func printDmaStart(p *ir.AsmPrinter, op *ir.Operation) {
	src, dst, tag, num, stride, ok := DmaStartParts(op)
	if !ok {
		p.WriteString(" <<malformed DMA operands>>")
		return
	}
	p.WriteByte(' ')
	printDmaAccess(p, src)
	p.WriteString(", ")
	printDmaAccess(p, dst)
	p.WriteString(", ")
	p.PrintOperand(num)
	p.WriteString(", ")
	printDmaAccess(p, tag)
	for _, v := range stride {
		p.WriteString(", ")
		p.PrintOperand(v)
	}
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(src.MemRef.Type())
	p.WriteString(", ")
	p.PrintType(dst.MemRef.Type())
	p.WriteString(", ")
	p.PrintType(tag.MemRef.Type())
}

func verifyDmaStart(op *ir.Operation) error {
	src, dst, tag, num, stride, ok := DmaStartParts(op)
	if !ok {
		return op.EmitError("expected the source, destination and tag memrefs with as many indices as their ranks, the element count and an optional stride pair")
	}
	for _, v := range append(append(append(append(append([]*ir.Value{}, src.Indices...), dst.Indices...), tag.Indices...), num), stride...) {
		if _, isIndex := v.Type().(*ir.IndexType); !isIndex {
			return op.EmitError("expected indices, element count and strides of type index")
		}
	}
	return nil
}
