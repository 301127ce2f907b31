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
