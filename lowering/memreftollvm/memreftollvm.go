// Package memreftollvm is finalize-memref-to-llvm: memref ops become
// operations on upstream's memref descriptors — alloc/dealloc through
// malloc/free (or aligned_alloc, or upstream's generic
// _mlir_memref_to_llvm_* functions a runtime can define), alloca, load/store through strided
// address arithmetic, dim, cast, reinterpret_cast,
// extract_strided_metadata, transpose, view, globals, copy (memcpy of
// contiguous buffers, a generated loop nest for strided ones).
// Subviews and reshapes are first turned into reinterpret_cast by
// expand-strided-metadata, as upstream.
package memreftollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is finalize-memref-to-llvm.
var Pass = &passes.Pass{
	Argument: "finalize-memref-to-llvm",
	Name:     "FinalizeMemRefToLLVMConversionPass",
	Summary:  "Finalize MemRef dialect to LLVM dialect conversion",
	Anchor:   builtin.Module.Name,
	Options: []passes.Option{
		{Name: "use-aligned-alloc", Description: "Use aligned_alloc in place of malloc for heap allocations", Kind: passes.BoolOption, Default: "false"},
		{Name: "index-bitwidth", Description: "Bitwidth of the index type, 0 to use size of machine word", Kind: passes.UintOption, Default: "0"},
		{Name: "use-generic-functions", Description: "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions", Kind: passes.BoolOption, Default: "false"},
	},
	Dialects: []string{"llvm"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, tollvm.Options{IndexBitwidth: int(r.Int("index-bitwidth"))},
			Alloc{Aligned: r.Bool("use-aligned-alloc"), Generic: r.Bool("use-generic-functions")})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Alloc chooses the heap functions memref.alloc and memref.dealloc call.
type Alloc struct {
	// Aligned calls aligned_alloc(alignment, size) in place of
	// malloc(size) (use-aligned-alloc).
	Aligned bool
	// Generic calls upstream's generic functions in place of the C
	// library's (use-generic-functions), with the same signatures:
	// GenericAllocName(size), GenericAlignedAllocName(alignment, size)
	// and GenericFreeName(ptr). A runtime defines them to track or pool
	// allocations; the cpu target's leak check counts through them.
	Generic bool
}

// Upstream's names of the generic allocation functions
// (use-generic-functions).
const (
	GenericAllocName        = "_mlir_memref_to_llvm_alloc"
	GenericAlignedAllocName = "_mlir_memref_to_llvm_aligned_alloc"
	GenericFreeName         = "_mlir_memref_to_llvm_free"
)

// fns returns the names of the malloc, aligned_alloc and free functions.
func (a Alloc) fns() (malloc, alignedAlloc, free string) {
	if a.Generic {
		return GenericAllocName, GenericAlignedAllocName, GenericFreeName
	}
	return "malloc", "aligned_alloc", "free"
}

// Apply converts the memref ops of module, allocating through a's
// functions. Any memref op left is an error (upstream's finalize pass
// marks the dialect illegal).
func Apply(module *ir.Operation, o tollvm.Options, a Alloc) error {
	tc := tollvm.NewTypeConverter(module.Context(), o)
	target := tollvm.NewTarget()
	target.AddIllegalDialect("memref")
	// An atomic_rmw kind LLVM has no atomicrmw for (mulf, muli) stays, as
	// upstream's does, for a pass that expands it into a loop.
	target.AddDynamicallyLegalOp(memref.AtomicRMW.Name, func(op *ir.Operation) bool {
		_, lowered := atomicBinOps[memref.AtomicKind(op)]
		return !lowered
	})
	c := &conv{o: o, alloc: a, module: module}
	ps := []*rewrite.ConversionPattern{
		{Name: "AllocOpLowering", Root: memref.Alloc.Name, Rewrite: c.allocOp},
		{Name: "AllocaOpLowering", Root: memref.Alloca.Name, Rewrite: c.alloca},
		{Name: "DeallocOpLowering", Root: memref.Dealloc.Name, Rewrite: c.dealloc},
		{Name: "LoadOpLowering", Root: memref.Load.Name, Rewrite: c.load},
		{Name: "StoreOpLowering", Root: memref.Store.Name, Rewrite: c.store},
		{Name: "DimOpLowering", Root: memref.Dim.Name, Rewrite: c.dim},
		{Name: "CastOpLowering", Root: memref.Cast.Name, Rewrite: c.cast},
		{Name: "RankOpLowering", Root: memref.Rank.Name, Rewrite: c.rank},
		{Name: "MemorySpaceCastOpLowering", Root: memref.MemorySpaceCast.Name, Rewrite: c.memorySpaceCast},
		{Name: "AssumeAlignmentOpLowering", Root: memref.AssumeAlignment.Name, Rewrite: c.passThrough},
		{Name: "ReinterpretCastOpLowering", Root: memref.ReinterpretCast.Name, Rewrite: c.reinterpretCast},
		{Name: "ExtractStridedMetadataOpLowering", Root: memref.ExtractStridedMetadata.Name, Rewrite: c.extractStridedMetadata},
		{Name: "GlobalMemrefOpLowering", Root: memref.Global.Name, Rewrite: c.global},
		{Name: "GetGlobalMemrefOpLowering", Root: memref.GetGlobal.Name, Rewrite: c.getGlobal},
		{Name: "MemRefCopyOpLowering", Root: memref.Copy.Name, Rewrite: c.copy},
		{Name: "TransposeOpLowering", Root: memref.Transpose.Name, Rewrite: c.transpose},
		{Name: "ViewOpLowering", Root: memref.View.Name, Rewrite: c.view},
		{Name: "AtomicRMWOpLowering", Root: memref.AtomicRMW.Name, Rewrite: c.atomicRMW},
		{Name: "ExtractAlignedPointerAsIndexOpLowering", Root: memref.ExtractAlignedPointerAsIndex.Name, Rewrite: c.extractAlignedPointer},
		{Name: "MemRefReshapeOpLowering", Root: memref.Reshape.Name, Rewrite: c.reshape},
	}
	return rewrite.ApplyPartialConversion(module, target, ps, tc)
}

type conv struct {
	o      tollvm.Options
	alloc  Alloc
	module *ir.Operation
}

func (c *conv) b(rw *rewrite.ConversionRewriter) tollvm.B { return tollvm.NewB(rw.Rewriter, c.o) }

func memrefType(v *ir.Value) (*ir.MemRefType, bool) {
	t, ok := v.Type().(*ir.MemRefType)
	return t, ok
}

// sizes returns the sizes of a memref of type t (dynamic ones taken from
// dyn in order), its row-major strides and the element count. A stride
// (or the count) that only static sizes make is a constant, as
// upstream's getMemRefDescriptorSizes: the product of the sizes after
// it, or that size itself when the ones after it make 1; only a
// dynamic size after it makes an llvm.mul. Code reading the strides
// out of an allocation's descriptor (a strided memref.copy's helper
// call) then sees the layout's constants.
func (c *conv) shape(b tollvm.B, t *ir.MemRefType, dyn []*ir.Value) (sizes, strides []*ir.Value, count *ir.Value) {
	k := 0
	sizes = make([]*ir.Value, len(t.Dims))
	for i, d := range t.Dims {
		if d == ir.ShapedDynamic {
			sizes[i] = dyn[k]
			k++
		} else {
			sizes[i] = b.IndexConst(d)
		}
	}
	strides = make([]*ir.Value, len(t.Dims))
	static := int64(1) // the running product while every size so far is static
	running := b.IndexConst(1)
	for i := len(t.Dims) - 1; i >= 0; i-- {
		strides[i] = running
		sizeAsStride := static == 1
		if d := t.Dims[i]; d == ir.ShapedDynamic || static == ir.ShapedDynamic {
			static = ir.ShapedDynamic
		} else {
			static *= d
		}
		switch {
		case sizeAsStride:
			running = sizes[i]
		case static == ir.ShapedDynamic:
			running = b.Bin(llvm.Mul.Name, running, sizes[i], 0)
		default:
			running = b.IndexConst(static)
		}
	}
	return sizes, strides, running
}

// sizeInBytes is `ptrtoint (getelementptr null[n] : elem)`.
func (c *conv) sizeInBytes(b tollvm.B, elem ir.Type, n *ir.Value) *ir.Value {
	null := b.V(llvm.Zero.Name, nil, b.Ptr(0))
	gep := b.GEP(0, b.Ptr(0), null, elem, n)
	return b.V(llvm.PtrToInt.Name, []*ir.Value{gep}, b.Index())
}

func (c *conv) alignment(op *ir.Operation) int64 {
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok {
		return a.Int64()
	}
	return 0
}

// alloc(%n) : memref<?xT> -> malloc(n * sizeof(T)) in a fresh descriptor
// (or aligned_alloc, or the generic functions: see Alloc)
func (c *conv) allocOp(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	t, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || t.Layout != nil {
		return false
	}
	dt := tollvm.DescriptorType(ctx, c.o, t)
	if dt == nil {
		return false
	}
	b := c.b(rw)
	sizes, strides, count := c.shape(b, t, operands)
	elem := tollvm.ElementType(ctx, c.o, t)
	size := c.sizeInBytes(b, elem, count)
	align := c.alignment(op)
	mallocFn, alignedAllocFn, _ := c.alloc.fns()
	var alloc, aligned *ir.Value
	switch {
	case c.alloc.Aligned:
		if align == 0 {
			align = 16
			if w := ir.IntOrFloatBitWidth(elem); w/8 > 16 {
				align = int64(w / 8)
			}
		}
		// aligned_alloc requires the size to be a multiple of the alignment.
		a := b.IndexConst(align)
		bumped := b.Bin(llvm.Add.Name, size, b.Bin(llvm.Sub.Name, a, b.IndexConst(1), 0), 0)
		size = b.Bin(llvm.Sub.Name, bumped, b.V(llvm.URem.Name, []*ir.Value{bumped, a}, b.Index()), 0)
		tollvm.LookupOrDeclareFunc(rw.Rewriter, c.module, alignedAllocFn, llvm.Func(ctx, b.Ptr(0), []ir.Type{b.Index(), b.Index()}, false))
		alloc = b.Call(alignedAllocFn, []*ir.Value{a, size}, b.Ptr(0)).Result(0)
		aligned = alloc
	case align != 0:
		a := b.IndexConst(align)
		total := b.Bin(llvm.Add.Name, size, a, 0)
		tollvm.LookupOrDeclareFunc(rw.Rewriter, c.module, mallocFn, llvm.Func(ctx, b.Ptr(0), []ir.Type{b.Index()}, false))
		alloc = b.Call(mallocFn, []*ir.Value{total}, b.Ptr(0)).Result(0)
		pi := b.V(llvm.PtrToInt.Name, []*ir.Value{alloc}, b.Index())
		bumped := b.Bin(llvm.Add.Name, pi, b.Bin(llvm.Sub.Name, a, b.IndexConst(1), 0), 0)
		mod := b.V(llvm.URem.Name, []*ir.Value{bumped, a}, b.Index())
		aligned = b.V(llvm.IntToPtr.Name, []*ir.Value{b.Bin(llvm.Sub.Name, bumped, mod, 0)}, b.Ptr(0))
	default:
		tollvm.LookupOrDeclareFunc(rw.Rewriter, c.module, mallocFn, llvm.Func(ctx, b.Ptr(0), []ir.Type{b.Index()}, false))
		alloc = b.Call(mallocFn, []*ir.Value{size}, b.Ptr(0)).Result(0)
		aligned = alloc
	}
	desc := b.Pack(dt, alloc, aligned, b.IndexConst(0), sizes, strides)
	rw.ReplaceOp(op, []*ir.Value{desc})
	return true
}

// alloca(%n) : memref<?xT> -> llvm.alloca n x T in a fresh descriptor
func (c *conv) alloca(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	t, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || t.Layout != nil {
		return false
	}
	dt := tollvm.DescriptorType(ctx, c.o, t)
	if dt == nil {
		return false
	}
	b := c.b(rw)
	sizes, strides, count := c.shape(b, t, operands)
	elem := tollvm.ElementType(ctx, c.o, t)
	attrs := []ir.NamedAttr{tollvm.Attr("elem_type", ctx.TypeAttr(elem))}
	if a := c.alignment(op); a != 0 {
		attrs = append(attrs, tollvm.Attr("alignment", ctx.IntegerAttr(ctx.I(64), a)))
	}
	p := b.V(llvm.Alloca.Name, []*ir.Value{count}, b.Ptr(0), attrs...)
	desc := b.Pack(dt, p, p, b.IndexConst(0), sizes, strides)
	rw.ReplaceOp(op, []*ir.Value{desc})
	return true
}

// dealloc %m -> free(allocated pointer of %m) (or the generic free)
func (c *conv) dealloc(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if _, ok := operands[0].Type().(*llvm.StructType); !ok {
		return false
	}
	b := c.b(rw)
	_, _, freeFn := c.alloc.fns()
	tollvm.LookupOrDeclareFunc(rw.Rewriter, c.module, freeFn, llvm.Func(rw.Ctx, llvm.Void(rw.Ctx), []ir.Type{b.Ptr(0)}, false))
	p := tollvm.Desc{B: b, V: operands[0]}.Allocated()
	b.Call(freeFn, []*ir.Value{p}, nil)
	rw.EraseOp(op)
	return true
}

// address returns the element address for a load or store.
func (c *conv) address(b tollvm.B, t *ir.MemRefType, desc *ir.Value, indices []*ir.Value) *ir.Value {
	strides, offset, ok := memref.StridesAndOffset(t)
	if !ok {
		return nil
	}
	return b.StridedAddress(t, desc, indices, strides, offset)
}

func accessAttrs(op *ir.Operation) []ir.NamedAttr {
	var as []ir.NamedAttr
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok {
		as = append(as, tollvm.Attr("alignment", a))
	}
	if a, ok := op.Attr("nontemporal").(*ir.IntegerAttr); ok && a.Int64() != 0 {
		as = append(as, tollvm.Attr("nontemporal", op.Context().UnitAttr()))
	}
	return as
}

// load %m[%i, %j] -> llvm.load (gep aligned[offset + i*s0 + j*s1])
func (c *conv) load(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	t, ok := memrefType(op.Operand(0))
	if !ok || !llvm.IsCompatibleType(operands[0].Type()) {
		return false
	}
	ts, ok := tollvm.ResultTypes(rw, op)
	if !ok {
		return false
	}
	b := c.b(rw)
	p := c.address(b, t, operands[0], operands[1:])
	if p == nil {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{b.V(llvm.Load.Name, []*ir.Value{p}, ts[0], accessAttrs(op)...)})
	return true
}

// store %v, %m[%i] -> llvm.store %v, (gep aligned[offset + i*s0])
func (c *conv) store(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	t, ok := memrefType(op.Operand(1))
	if !ok || !llvm.IsCompatibleType(operands[1].Type()) || !llvm.IsCompatibleType(operands[0].Type()) {
		return false
	}
	b := c.b(rw)
	p := c.address(b, t, operands[1], operands[2:])
	if p == nil {
		return false
	}
	b.Op(llvm.Store.Name, []*ir.Value{operands[0], p}, nil, accessAttrs(op)...)
	rw.EraseOp(op)
	return true
}

// dim %m, %c -> the static size, or the size field of the descriptor
func (c *conv) dim(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if _, ok := op.Operand(0).Type().(*ir.UnrankedMemRefType); ok {
		return c.unrankedDim(op, operands, rw)
	}
	t, ok := memrefType(op.Operand(0))
	if !ok {
		return false
	}
	idx, ok := constIndex(op.Operand(1))
	if !ok || idx < 0 || int(idx) >= len(t.Dims) {
		return false
	}
	b := c.b(rw)
	var v *ir.Value
	if d := t.Dims[idx]; d != ir.ShapedDynamic {
		v = b.IndexConst(d)
	} else {
		v = tollvm.Desc{B: b, V: operands[0]}.Size(int(idx))
	}
	rw.ReplaceOp(op, []*ir.Value{v})
	return true
}

// unrankedDim loads size i of an unranked memref from its ranked
// descriptor, as upstream: a GEP to the offset field (through the rank-0
// descriptor type, whose fields every rank shares) and i+1 indices past it.
func (c *conv) unrankedDim(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if !llvm.IsCompatibleType(operands[0].Type()) || !llvm.IsCompatibleType(operands[1].Type()) {
		return false
	}
	ctx := rw.Ctx
	b := c.b(rw)
	slot := b.Extract(operands[0], tollvm.UnrankedDescriptor)
	rank0 := tollvm.DescriptorType(ctx, c.o, ctx.MemRefType(nil, ctx.I(8), nil, nil))
	offset := b.GEP(0, b.Ptr(0), slot, rank0, 0, tollvm.DescOffset)
	i := b.Bin(llvm.Add.Name, b.IndexConst(1), operands[1], 0)
	size := b.GEP(0, b.Ptr(0), offset, b.Index(), i)
	rw.ReplaceOp(op, []*ir.Value{b.V(llvm.Load.Name, []*ir.Value{size}, b.Index())})
	return true
}

// constIndex reads a constant index (arith.constant or llvm.mlir.constant).
func constIndex(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	for d != nil && d.Def() == builtin.UnrealizedConversionCast {
		d = d.Operand(0).DefiningOp()
	}
	if d == nil || (d.Name() != arith.Constant.Name && d.Name() != llvm.Constant.Name) {
		return 0, false
	}
	a, ok := d.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

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

// arrayType is the nested llvm array type of a static shape.
func arrayType(ctx *ir.Context, dims []int64, elem ir.Type) ir.Type {
	t := elem
	for i := len(dims) - 1; i >= 0; i-- {
		t = llvm.Array(ctx, t, dims[i])
	}
	return t
}

// memref.global @g : memref<4xf32> = dense<...> -> llvm.mlir.global @g(dense<...>) : !llvm.array<4 x f32>
func (c *conv) global(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	ta, ok := op.Attr("type").(*ir.TypeAttr)
	if !ok {
		return false
	}
	t, ok := ta.Type.(*ir.MemRefType)
	if !ok {
		return false
	}
	elem := tollvm.ElementType(ctx, c.o, t)
	if elem == nil {
		return false
	}
	at := arrayType(ctx, t.Dims, elem)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.Global), Loc: op.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(ir.SymbolName(op)))
	st.AddAttr("global_type", ctx.TypeAttr(at))
	linkage := "external"
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value == "private" {
		linkage = "private"
	}
	st.AddAttr("linkage", llvm.Linkage(ctx, linkage))
	if op.HasAttr("constant") {
		st.AddAttr("constant", ctx.UnitAttr())
	}
	if v := op.Attr("initial_value"); v != nil {
		if _, unit := v.(*ir.UnitAttr); !unit {
			// The bytes of a dense_resource, as dense elements (the
			// LLVM emitter reads those).
			if r, ok := v.(*ir.DenseResourceElementsAttr); ok && r.Handle != nil {
				n := ir.NumElements(r.Type) * int64(ir.ElemBytes(r.Type.ElementType()))
				if n > 0 && int64(len(r.Handle.Data)) == n {
					v = ctx.DenseElementsAttr(r.Type, r.Handle.Data)
				}
			}
			if d, ok := v.(*ir.DenseElementsAttr); ok && len(t.Dims) == 0 && d.Splat {
				// A rank-0 global holds a scalar.
				if ft, ok := elem.(*ir.FloatType); ok {
					v = ctx.FloatAttr(ft, d.FloatElement(0))
				} else {
					v = ctx.IntegerAttr(elem, d.IntElement(0))
				}
			}
			st.AddAttr("value", v)
		}
	}
	if a := c.alignment(op); a != 0 {
		st.AddAttr("alignment", ctx.IntegerAttr(ctx.I(64), a))
	}
	st.AddAttr("addr_space", ctx.IntegerAttr(ctx.I(32), 0))
	rw.ReplaceOpWithNew(op, st)
	return true
}

// get_global @g -> descriptor {0xdeadbeef, &g[0, ...], 0, sizes, strides}
func (c *conv) getGlobal(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	t, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return false
	}
	dt := tollvm.DescriptorType(ctx, c.o, t)
	elem := tollvm.ElementType(ctx, c.o, t)
	if dt == nil || elem == nil {
		return false
	}
	ref, _ := op.Attr("name").(*ir.SymbolRefAttr)
	if ref == nil {
		return false
	}
	b := c.b(rw)
	addr := b.V(llvm.AddressOf.Name, nil, b.Ptr(0), tollvm.Attr("global_name", ref))
	idx := []any{0}
	for range t.Dims {
		idx = append(idx, 0)
	}
	p := b.GEP(0, b.Ptr(0), addr, arrayType(ctx, t.Dims, elem), idx...)
	dead := b.V(llvm.IntToPtr.Name, []*ir.Value{b.IndexConst(3735928559)}, b.Ptr(0))
	sizes, strides, _ := c.shape(b, t, nil)
	rw.ReplaceOp(op, []*ir.Value{b.Pack(dt, dead, p, b.IndexConst(0), sizes, strides)})
	return true
}

// copy %a, %b (both contiguous) -> memcpy(aligned(b)+off, aligned(a)+off, n * sizeof(T))
//
// copy %a, %b (either strided) -> llvm.call @__strata_memref_copy_R_T(
// aligned(a), offset(a), aligned(b), offset(b), sizes(a)..., strides(a)...,
// strides(b)...), a loop nest generated once per rank and element type
// (see copyFunc). Upstream calls memrefCopy of the runtime library
// libmlir_c_runner_utils instead, which Strata's programs do not link.
func (c *conv) copy(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	st, ok1 := memrefType(op.Operand(0))
	tt, ok2 := memrefType(op.Operand(1))
	if !ok1 || !ok2 || len(st.Dims) != len(tt.Dims) {
		return false
	}
	for _, v := range operands {
		if _, ok := v.Type().(*llvm.StructType); !ok {
			return false
		}
	}
	b := c.b(rw)
	elem := tollvm.ElementType(ctx, c.o, st)
	if elem == nil {
		return false
	}
	src, dst := tollvm.Desc{B: b, V: operands[0]}, tollvm.Desc{B: b, V: operands[1]}
	if !contiguous(st) || !contiguous(tt) {
		fn := c.copyFunc(rw, elem, len(st.Dims))
		args := []*ir.Value{src.Aligned(), src.Offset(), dst.Aligned(), dst.Offset()}
		for i := range st.Dims {
			args = append(args, src.Size(i))
		}
		for i := range st.Dims {
			args = append(args, src.Stride(i))
		}
		for i := range st.Dims {
			args = append(args, dst.Stride(i))
		}
		b.Call(ir.SymbolName(fn), args, nil)
		rw.EraseOp(op)
		return true
	}
	n := b.IndexConst(1)
	for i := range st.Dims {
		n = b.Bin(llvm.Mul.Name, n, src.Size(i), 0)
	}
	size := c.sizeInBytes(b, elem, n)
	sp := b.GEP(llvm.GEPInbounds, b.Ptr(0), src.Aligned(), elem, src.Offset())
	dp := b.GEP(llvm.GEPInbounds, b.Ptr(0), dst.Aligned(), elem, dst.Offset())
	b.Op(llvm.Memcpy.Name, []*ir.Value{dp, sp, size}, nil, tollvm.Attr("isVolatile", ctx.BoolAttr(false)))
	rw.EraseOp(op)
	return true
}

// CopyHelperPrefix starts the names of the strided-copy functions
// (copyFunc): the rest of a name, rank and element type, determines the
// body, so a target may compile and cache each apart from the code that
// calls it.
const CopyHelperPrefix = "__strata_memref_copy_"

// copyFunc returns (defining it at the module's start the first time)
//
//	llvm.func internal @__strata_memref_copy_R_T(%sp: !llvm.ptr, %so: i64,
//	    %dp: !llvm.ptr, %do: i64, %n0..., %s0..., %t0...)
//
// which copies the elements of a rank-R memref of T, sizes n, from the
// buffer at sp (offset so, strides s) to the one at dp (offset do,
// strides t), in row-major order: one loop per dimension, each a header
// block testing i < n, the innermost body doing the load and store.
func (c *conv) copyFunc(rw *rewrite.ConversionRewriter, elem ir.Type, rank int) *ir.Operation {
	ctx := rw.Ctx
	name := CopyHelperPrefix + itoa(rank) + "_" + mangle(ir.TypeString(elem))
	body := c.module.Region(0).Front()
	for o := body.First(); o != nil; o = o.Next() {
		if ir.SymbolName(o) == name {
			return o
		}
	}
	b := c.b(rw)
	idx, ptr := b.Index(), b.Ptr(0)
	params := []ir.Type{ptr, idx, ptr, idx}
	for i := 0; i < 3*rank; i++ {
		params = append(params, idx)
	}
	ip := rw.Save()
	defer rw.Restore(ip)
	rw.SetInsertionPointToStart(body)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.FuncOp), Loc: c.module.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	st.AddAttr("function_type", ctx.TypeAttr(llvm.Func(ctx, llvm.Void(ctx), params, false)))
	st.AddAttr("CConv", llvm.Enum(ctx, "cconv", "ccc"))
	st.AddAttr("linkage", llvm.Linkage(ctx, "internal"))
	st.AddAttr("visibility_", ctx.IntegerAttr(ctx.I(64), 0))
	fn := rw.Create(st)
	region := fn.Region(0)
	newBlock := func(ts ...ir.Type) *ir.Block {
		blk := ir.NewBlock()
		for _, t := range ts {
			blk.AddArgument(t, c.module.Loc())
		}
		region.Append(blk)
		return blk
	}
	br := func(dest *ir.Block, args ...*ir.Value) {
		rw.Create(&ir.OperationState{Name: ctx.NameOf(llvm.Br), Operands: args, Successors: []*ir.Block{dest}})
	}
	entry := newBlock(params...)
	a := entry.Args()
	sp, so, dp, do := a[0], a[1], a[2], a[3]
	sizes, sstr, dstr := a[4:4+rank], a[4+rank:4+2*rank], a[4+2*rank:]
	// The element at indices iv: load from sp[so + sum iv*s], store to dp[do + sum iv*t].
	move := func(iv []*ir.Value) {
		si, di := so, do
		for k, i := range iv {
			si = b.Bin(llvm.Add.Name, si, b.Bin(llvm.Mul.Name, i, sstr[k], 0), 0)
			di = b.Bin(llvm.Add.Name, di, b.Bin(llvm.Mul.Name, i, dstr[k], 0), 0)
		}
		v := b.V(llvm.Load.Name, []*ir.Value{b.GEP(0, ptr, sp, elem, si)}, elem)
		b.Op(llvm.Store.Name, []*ir.Value{v, b.GEP(0, ptr, dp, elem, di)}, nil)
	}
	rw.SetInsertionPointToEnd(entry)
	if rank == 0 {
		move(nil)
		b.Op(llvm.Return.Name, nil, nil)
		return fn
	}
	exit := newBlock()
	rw.SetInsertionPointToEnd(exit)
	b.Op(llvm.Return.Name, nil, nil)
	rw.SetInsertionPointToEnd(entry)
	zero := b.IndexConst(0)
	one := b.IndexConst(1)
	var iv []*ir.Value
	after := exit // where the loop of dimension d goes when done
	for d := 0; d < rank; d++ {
		header := newBlock(idx)
		br(header, zero)
		i := header.Arg(0)
		iv = append(iv, i)
		loopBody := newBlock()
		rw.SetInsertionPointToEnd(header)
		cond := b.V(llvm.ICmp.Name, []*ir.Value{i, sizes[d]}, ctx.I(1),
			tollvm.Attr("predicate", ctx.IntegerAttr(ctx.I(64), 2))) // slt
		cb := &ir.OperationState{Name: ctx.NameOf(llvm.CondBr), Operands: []*ir.Value{cond},
			Successors: []*ir.Block{loopBody, after}}
		cb.Props = append(cb.Props, tollvm.Attr("operandSegmentSizes", ctx.DenseI32Array([]int64{1, 0, 0})))
		rw.Create(cb)
		// The latch of dimension d: i + 1, back to its header.
		latch := newBlock()
		rw.SetInsertionPointToEnd(latch)
		br(header, b.Bin(llvm.Add.Name, i, one, 0))
		after = latch
		rw.SetInsertionPointToEnd(loopBody)
	}
	move(iv)
	br(after)
	return fn
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// mangle keeps letters and digits of a type's name for a symbol.
func mangle(s string) string {
	out := []byte{}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' {
			out = append(out, ch)
		} else {
			out = append(out, '_')
		}
	}
	return string(out)
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
