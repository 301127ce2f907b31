// Package tollvm holds what the conversions to the llvm dialect share: the
// LLVM type converter (index as i64, memrefs as descriptors), memref
// descriptors, and small builders for llvm ops. Each conversion lives in
// its own package (arithtollvm, functollvm, memreftollvm, ...).
package tollvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Options are the type-converter options upstream's LowerToLLVMOptions has.
type Options struct {
	// IndexBitwidth is the width of index (0: 64).
	IndexBitwidth int
	// BarePtrCallConv passes statically shaped memrefs to and from
	// functions as one pointer (use-bare-ptr-memref-call-conv).
	BarePtrCallConv bool
	// Offsets32 computes the offset of an element of a memref whose
	// static layout keeps every element below 2^31 on 32 bits
	// (StridedAddress): a GPU multiplies 32-bit integers in one
	// instruction and 64-bit ones in several.
	Offsets32 bool
	// Types, when set, converts the types of a target's own dialects
	// (gpu's mma_matrix as a lane's fragment) for every conversion.
	Types func(*ir.Context, ir.Type) (ir.Type, bool)
}

// NewTypeConverter returns upstream's LLVMTypeConverter: builtin integer
// and float types are kept, index becomes iN, complex<T> a struct of two
// T, a strided memref becomes
// its descriptor !llvm.struct<(ptr, ptr, i64, array<N x i64>, array<N x i64>)>,
// vectors of legal elements and llvm types are kept. Other types do not
// convert.
func NewTypeConverter(ctx *ir.Context, o Options) *rewrite.TypeConverter {
	tc := rewrite.NewTypeConverter()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) { return convert(ctx, o, t) })
	return tc
}

// ConvertType converts one type as NewTypeConverter does (nil: no
// conversion).
func ConvertType(ctx *ir.Context, o Options, t ir.Type) ir.Type {
	nt, ok := convert(ctx, o, t)
	if !ok {
		return nil
	}
	return nt
}

func convert(ctx *ir.Context, o Options, t ir.Type) (ir.Type, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		if t.IsSignless() {
			return t, true
		}
		return ctx.I(t.Width), true
	case *ir.FloatType:
		// LLVM has no tf32 (an NVIDIA compute format, not a storage
		// type): as upstream, it needs a conversion rule of the user's.
		if t.Kind == ir.TF32 {
			return nil, false
		}
		return t, true
	case *ir.ComplexType:
		// As upstream: complex<T> is !llvm.struct<(T, T)>, real part first.
		e, ok := convert(ctx, o, t.Elem)
		if !ok {
			return nil, false
		}
		return llvm.LiteralStruct(ctx, []ir.Type{e, e}, false), true
	case *ir.IndexType:
		return IndexType(ctx, o), true
	case *ir.VectorType:
		e, ok := convert(ctx, o, t.Elem)
		if !ok || len(t.Dims) != 1 {
			return nil, false
		}
		return ctx.VectorType(t.Dims, e, t.Scalable), true
	case *ir.MemRefType:
		if d := DescriptorType(ctx, o, t); d != nil {
			return d, true
		}
		if o.Types != nil {
			// A memory space the target names (a #gpu.address_space).
			return o.Types(ctx, t)
		}
		return nil, false
	case *ir.UnrankedMemRefType:
		if d := UnrankedDescriptorType(ctx, o, t); d != nil {
			return d, true
		}
		return nil, false
	case *ir.FunctionType:
		return nil, false
	}
	if llvm.IsCompatibleType(t) {
		return t, true
	}
	if o.Types != nil {
		return o.Types(ctx, t)
	}
	return nil, false
}

// IndexType is the integer type index lowers to.
func IndexType(ctx *ir.Context, o Options) *ir.IntegerType {
	if o.IndexBitwidth > 0 {
		return ctx.I(o.IndexBitwidth)
	}
	return ctx.I(64)
}

// AddressSpace returns the integer memory space of t (0 when none);
// ok is false for a space that is not an integer.
func AddressSpace(t *ir.MemRefType) (int, bool) {
	switch s := t.MemorySpace.(type) {
	case nil:
		return 0, true
	case *ir.IntegerAttr:
		return int(s.Int64()), true
	}
	return 0, false
}

// DescriptorType is the struct a memref lowers to, or nil for a memref
// that is not strided or whose element does not convert.
func DescriptorType(ctx *ir.Context, o Options, t *ir.MemRefType) ir.Type {
	if _, _, ok := memref.StridesAndOffset(t); !ok {
		return nil
	}
	as, ok := AddressSpace(t)
	if !ok {
		return nil
	}
	if _, ok := convert(ctx, o, t.Elem); !ok {
		return nil
	}
	ptr := llvm.Ptr(ctx, as)
	idx := IndexType(ctx, o)
	fields := []ir.Type{ptr, ptr, idx}
	if n := len(t.Dims); n > 0 {
		arr := llvm.Array(ctx, idx, int64(n))
		fields = append(fields, arr, arr)
	}
	return llvm.LiteralStruct(ctx, fields, false)
}

// UnrankedDescriptorType is the struct an unranked memref lowers to,
// upstream's { index rank, ptr descriptor }: the pointer (address space
// 0 whatever the memref's space) is to a ranked descriptor of that rank.
// It is nil for an element that does not convert or a memory space that
// is not an integer.
func UnrankedDescriptorType(ctx *ir.Context, o Options, t *ir.UnrankedMemRefType) ir.Type {
	if _, ok := AddressSpace(ctx.MemRefType(nil, t.Elem, nil, t.MemorySpace)); !ok {
		return nil
	}
	if _, ok := convert(ctx, o, t.Elem); !ok {
		return nil
	}
	return llvm.LiteralStruct(ctx, []ir.Type{IndexType(ctx, o), llvm.Ptr(ctx, 0)}, false)
}

// Positions of the fields of an unranked descriptor.
const (
	UnrankedRank       = 0
	UnrankedDescriptor = 1
)

// ElementType converts a memref's element type.
func ElementType(ctx *ir.Context, o Options, t *ir.MemRefType) ir.Type {
	nt, _ := convert(ctx, o, t.Elem)
	return nt
}

// AllCanBeBare reports whether every memref of types may be passed as a
// bare pointer (an unranked memref never may), and how many memrefs there
// are.
func AllCanBeBare(types []ir.Type) (ok bool, memrefs int) {
	for _, t := range types {
		switch t := t.(type) {
		case *ir.MemRefType:
			if !CanBeBare(t) {
				return false, 0
			}
			memrefs++
		case *ir.UnrankedMemRefType:
			return false, 0
		}
	}
	return true, memrefs
}

// CanBeBare reports whether t may be passed as a bare pointer: static
// shape, identity-like strides and zero offset.
func CanBeBare(t *ir.MemRefType) bool {
	strides, off, ok := memref.StridesAndOffset(t)
	if !ok || off != 0 {
		return false
	}
	for _, d := range t.Dims {
		if d == ir.ShapedDynamic {
			return false
		}
	}
	for _, s := range strides {
		if s == ir.ShapedDynamic {
			return false
		}
	}
	return true
}
