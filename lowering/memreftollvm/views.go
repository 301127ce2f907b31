// Views: casts, rank, memory-space casts, reinterpret_cast,
// extract_strided_metadata, transpose and view rewrite the descriptor.

package memreftollvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// cast between ranked memrefs keeps the descriptor. To an unranked
// memref, the ranked descriptor goes to a stack slot and the result is
// {rank, slot}; from one, the ranked descriptor is loaded from its slot
// (the cast's verifier and the program guarantee the rank), as upstream.
func (c *conv) cast(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	in, ranked := memrefType(op.Operand(0))
	switch out := op.Result(0).Type().(type) {
	case *ir.MemRefType:
		dt := tollvm.DescriptorType(ctx, c.o, out)
		if dt == nil {
			return false
		}
		if ranked {
			if dt != operands[0].Type() {
				return false
			}
			rw.ReplaceOp(op, []*ir.Value{operands[0]})
			return true
		}
		if _, ok := op.Operand(0).Type().(*ir.UnrankedMemRefType); !ok || !llvm.IsCompatibleType(operands[0].Type()) {
			return false
		}
		b := c.b(rw)
		slot := b.Extract(operands[0], tollvm.UnrankedDescriptor)
		rw.ReplaceOp(op, []*ir.Value{b.V(llvm.Load.Name, []*ir.Value{slot}, dt)})
		return true
	case *ir.UnrankedMemRefType:
		ut := tollvm.UnrankedDescriptorType(ctx, c.o, out)
		if !ranked || ut == nil || tollvm.DescriptorType(ctx, c.o, in) != operands[0].Type() {
			return false
		}
		b := c.b(rw)
		slot := b.V(llvm.Alloca.Name, []*ir.Value{b.IndexConst(1)}, b.Ptr(0),
			tollvm.Attr("elem_type", ctx.TypeAttr(operands[0].Type())))
		b.Op(llvm.Store.Name, []*ir.Value{operands[0], slot}, nil)
		rank := b.IndexConst(int64(len(in.Dims)))
		d := b.Insert(b.Poison(ut), rank, tollvm.UnrankedRank)
		d = b.Insert(d, slot, tollvm.UnrankedDescriptor)
		rw.ReplaceOp(op, []*ir.Value{d})
		return true
	}
	return false
}

// rank of a ranked memref is a constant; of an unranked one, the rank
// field of its descriptor.
func (c *conv) rank(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	b := c.b(rw)
	switch t := op.Operand(0).Type().(type) {
	case *ir.MemRefType:
		rw.ReplaceOp(op, []*ir.Value{b.IndexConst(int64(len(t.Dims)))})
		return true
	case *ir.UnrankedMemRefType:
		if !llvm.IsCompatibleType(operands[0].Type()) {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{b.Extract(operands[0], tollvm.UnrankedRank)})
		return true
	}
	return false
}

// memorySpaceCast rebuilds a ranked descriptor with its two pointers cast
// to the new address space (llvm.addrspacecast), the rest copied.
func (c *conv) memorySpaceCast(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	_, in := memrefType(op.Operand(0))
	out, ok := op.Result(0).Type().(*ir.MemRefType)
	if !in || !ok {
		return false
	}
	dt := tollvm.DescriptorType(rw.Ctx, c.o, out)
	if dt == nil {
		return false
	}
	b := tollvm.NewB(rw.Rewriter, c.o)
	src := tollvm.Desc{B: b, V: operands[0]}
	ptr := dt.(*llvm.StructType).Body[tollvm.DescAligned]
	cast := func(p *ir.Value) *ir.Value {
		if p.Type() == ptr {
			return p
		}
		return b.V(llvm.AddrSpaceCast.Name, []*ir.Value{p}, ptr)
	}
	allocated, aligned, offset := src.Allocated(), src.Aligned(), src.Offset()
	rank := len(out.Dims)
	sizes, strides := make([]*ir.Value, rank), make([]*ir.Value, rank)
	for i := range rank {
		sizes[i] = src.Size(i)
	}
	for i := range rank {
		strides[i] = src.Stride(i)
	}
	allocated, aligned = cast(allocated), cast(aligned)
	rw.ReplaceOp(op, []*ir.Value{b.Pack(dt, allocated, aligned, offset, sizes, strides)})
	return true
}

func (c *conv) passThrough(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if !llvm.IsCompatibleType(operands[0].Type()) {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{operands[0]})
	return true
}

// mixed returns static values as constants and dynamic ones from dyn.
func mixed(b tollvm.B, static []int64, dyn []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(static))
	k := 0
	for i, s := range static {
		if s == ir.ShapedDynamic {
			out[i] = dyn[k]
			k++
		} else {
			out[i] = b.IndexConst(s)
		}
	}
	return out
}

func ints(a ir.Attribute) []int64 {
	if d, ok := a.(*ir.DenseArrayAttr); ok {
		return d.Ints
	}
	return nil
}

// reinterpret_cast %m to offset: [o], sizes: [s...], strides: [t...]
//
//	-> descriptor {allocated(%m), aligned(%m), o, s..., t...}
func (c *conv) reinterpretCast(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	out, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return false
	}
	dt := tollvm.DescriptorType(ctx, c.o, out)
	if dt == nil || !llvm.IsCompatibleType(operands[0].Type()) {
		return false
	}
	if _, ok := operands[0].Type().(*llvm.StructType); !ok {
		return false
	}
	b := c.b(rw)
	segs := ints(op.Attr("operandSegmentSizes"))
	if len(segs) != 4 {
		return false
	}
	rm := func(name string) []*ir.Value {
		g := indexOfGroup(name)
		lo := 0
		for i := 0; i < g; i++ {
			lo += int(segs[i])
		}
		return operands[lo : lo+int(segs[g])]
	}
	offs := mixed(b, ints(op.Attr("static_offsets")), rm("offsets"))
	sizes := mixed(b, ints(op.Attr("static_sizes")), rm("sizes"))
	strides := mixed(b, ints(op.Attr("static_strides")), rm("strides"))
	if len(offs) != 1 || len(sizes) != len(out.Dims) || len(strides) != len(out.Dims) {
		return false
	}
	src := tollvm.Desc{B: b, V: operands[0]}
	desc := b.Pack(dt, src.Allocated(), src.Aligned(), offs[0], sizes, strides)
	rw.ReplaceOp(op, []*ir.Value{desc})
	return true
}

// indexOfGroup is the operand group index of a reinterpret_cast's groups.
func indexOfGroup(name string) int {
	return map[string]int{"source": 0, "offsets": 1, "sizes": 2, "strides": 3}[name]
}

// extract_strided_metadata %m -> base descriptor {alloc, aligned, 0}, offset, sizes, strides
func (c *conv) extractStridedMetadata(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	t, ok := memrefType(op.Operand(0))
	if !ok {
		return false
	}
	if _, ok := operands[0].Type().(*llvm.StructType); !ok {
		return false
	}
	baseT, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return false
	}
	bdt := tollvm.DescriptorType(ctx, c.o, baseT)
	b := c.b(rw)
	src := tollvm.Desc{B: b, V: operands[0]}
	base := b.Pack(bdt, src.Allocated(), src.Aligned(), b.IndexConst(0), nil, nil)
	vals := []*ir.Value{base, src.Offset()}
	for i := range t.Dims {
		vals = append(vals, src.Size(i))
	}
	for i := range t.Dims {
		vals = append(vals, src.Stride(i))
	}
	rw.ReplaceOp(op, vals)
	return true
}

// transpose %m (d0, d1) -> (d1, d0) -> the descriptor of %m with sizes
// and strides permuted.
func (c *conv) transpose(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	out, ok := op.Result(0).Type().(*ir.MemRefType)
	pm, ok2 := op.Attr("permutation").(*ir.AffineMapAttr)
	if !ok || !ok2 || len(pm.Map.Results) != len(out.Dims) {
		return false
	}
	if _, ok := operands[0].Type().(*llvm.StructType); !ok {
		return false
	}
	b := c.b(rw)
	src := tollvm.Desc{B: b, V: operands[0]}
	if len(out.Dims) == 0 {
		rw.ReplaceOp(op, []*ir.Value{operands[0]})
		return true
	}
	var sizes, strides []*ir.Value
	for _, e := range pm.Map.Results {
		if e.Kind != ir.AffineDim {
			return false
		}
		sizes = append(sizes, src.Size(int(e.Val)))
		strides = append(strides, src.Stride(int(e.Val)))
	}
	dt := tollvm.DescriptorType(rw.Ctx, c.o, out)
	rw.ReplaceOp(op, []*ir.Value{b.Pack(dt, src.Allocated(), src.Aligned(), src.Offset(), sizes, strides)})
	return true
}

// view %buf[%shift][%sizes] -> descriptor {allocated(buf),
// aligned(buf) + shift bytes, 0, sizes, row-major strides}
func (c *conv) view(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	out, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || out.Layout != nil {
		return false
	}
	dt := tollvm.DescriptorType(ctx, c.o, out)
	if dt == nil || len(operands) < 2 {
		return false
	}
	if _, ok := operands[0].Type().(*llvm.StructType); !ok {
		return false
	}
	b := c.b(rw)
	src := tollvm.Desc{B: b, V: operands[0]}
	aligned := b.GEP(0, b.Ptr(0), src.Aligned(), ctx.I(8), operands[1])
	sizes, strides, _ := c.shape(b, out, operands[2:])
	rw.ReplaceOp(op, []*ir.Value{b.Pack(dt, src.Allocated(), aligned, b.IndexConst(0), sizes, strides)})
	return true
}

// contiguous reports an identity layout (row-major, any offset ignored).
func contiguous(t *ir.MemRefType) bool {
	if t.Layout == nil {
		return true
	}
	strides, _, ok := memref.StridesAndOffset(t)
	if !ok {
		return false
	}
	want := memref.CanonicalStrides(t.Dims)
	for i := range strides {
		if strides[i] != want[i] || strides[i] == ir.ShapedDynamic {
			return false
		}
	}
	return true
}
