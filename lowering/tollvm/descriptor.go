package tollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// A memref descriptor is upstream's
//
//	struct { ptr allocated; ptr aligned; i64 offset; [N x i64] sizes; [N x i64] strides }
//
// Positions of its fields:
const (
	DescAllocated = 0
	DescAligned   = 1
	DescOffset    = 2
	DescSizes     = 3
	DescStrides   = 4
)

// Desc reads and writes the fields of a descriptor value.
type Desc struct {
	B
	V *ir.Value
}

// Allocated, Aligned, Offset, Size and Stride extract a field.
func (d Desc) Allocated() *ir.Value           { return d.Extract(d.V, DescAllocated) }
func (d Desc) Aligned() *ir.Value             { return d.Extract(d.V, DescAligned) }
func (d Desc) Offset() *ir.Value              { return d.Extract(d.V, DescOffset) }
func (d Desc) Size(i int) *ir.Value           { return d.Extract(d.V, DescSizes, int64(i)) }
func (d Desc) Stride(i int) *ir.Value         { return d.Extract(d.V, DescStrides, int64(i)) }
func (d *Desc) Set(v *ir.Value, pos ...int64) { d.V = d.Insert(d.V, v, pos...) }

// Rank is the descriptor's rank.
func (d Desc) Rank() int {
	st := d.V.Type().(*llvm.StructType)
	if len(st.Body) < 5 {
		return 0
	}
	return int(st.Body[DescSizes].(*llvm.ArrayType).Len)
}

// Pack builds a descriptor of type t from its fields, in upstream's order
// (allocated, aligned, offset, then size and stride of each dimension).
func (b B) Pack(t ir.Type, alloc, aligned, offset *ir.Value, sizes, strides []*ir.Value) *ir.Value {
	d := Desc{B: b, V: b.Poison(t)}
	d.Set(alloc, DescAllocated)
	d.Set(aligned, DescAligned)
	d.Set(offset, DescOffset)
	for i := range sizes {
		d.Set(sizes[i], DescSizes, int64(i))
		d.Set(strides[i], DescStrides, int64(i))
	}
	return d.V
}

// Unpack returns the scalar fields of a descriptor, in the order they
// are passed to functions: allocated, aligned, offset, sizes, strides.
func (b B) Unpack(desc *ir.Value) []*ir.Value {
	d := Desc{B: b, V: desc}
	n := d.Rank()
	out := []*ir.Value{d.Allocated(), d.Aligned(), d.Offset()}
	for i := 0; i < n; i++ {
		out = append(out, d.Size(i))
	}
	for i := 0; i < n; i++ {
		out = append(out, d.Stride(i))
	}
	return out
}

// UnpackedTypes are the types Unpack returns for a descriptor type.
func UnpackedTypes(desc ir.Type) []ir.Type {
	st := desc.(*llvm.StructType)
	out := []ir.Type{st.Body[0], st.Body[1], st.Body[2]}
	if len(st.Body) == 5 {
		arr := st.Body[3].(*llvm.ArrayType)
		for i := int64(0); i < 2*arr.Len; i++ {
			out = append(out, arr.Elem)
		}
	}
	return out
}

// StridedAddress computes the address of element indices of a memref
// of type t described by desc: aligned + offset + sum(index_i * stride_i),
// with static strides and offset as constants, as upstream's
// getStridedElementPtr.
func (b B) StridedAddress(t *ir.MemRefType, desc *ir.Value, indices []*ir.Value, strides []int64, offset int64) *ir.Value {
	d := Desc{B: b, V: desc}
	base := d.Aligned()
	as, _ := AddressSpace(t)
	elem := ElementType(b.Ctx, b.Opt, t)
	// The sum's integers: index-wide, or 32-bit (Offsets32) for a memref in
	// global memory whose static layout keeps its elements below 2^31 (an
	// in-bounds offset fits, and an out-of-bounds access is undefined).
	narrow := b.Opt.Offsets32 && as == 0 && b.Index().Width == 64 && offsetsBelow(t, strides, offset, 1<<31)
	constant, index := b.IndexConst, func(v *ir.Value) *ir.Value { return v }
	if narrow {
		constant = func(c int64) *ir.Value { return b.IntConst(b.Ctx.I(32), c) }
		index = b.narrow32
	}
	var idx *ir.Value
	if offset != 0 {
		if offset == ir.ShapedDynamic {
			idx = d.Offset()
		} else {
			idx = constant(offset)
		}
	}
	for i, ix := range indices {
		term := index(ix)
		if s := strides[i]; s != 1 {
			var sv *ir.Value
			if s == ir.ShapedDynamic {
				sv = d.Stride(i)
			} else {
				sv = constant(s)
			}
			term = b.Bin(llvm.Mul.Name, term, sv, NSW|NUW)
		}
		if idx == nil {
			idx = term
		} else {
			idx = b.Bin(llvm.Add.Name, idx, term, NSW|NUW)
		}
	}
	if idx == nil {
		return base
	}
	if narrow {
		idx = b.V(llvm.ZExt.Name, []*ir.Value{idx}, b.Index())
	}
	return b.GEP(llvm.GEPInbounds|llvm.GEPNUW, b.Ptr(as), base, elem, idx)
}

// offsetsBelow reports whether every in-bounds element of a memref of
// type t (static sizes, strides and offset) lies at an offset below
// limit.
func offsetsBelow(t *ir.MemRefType, strides []int64, offset, limit int64) bool {
	if offset == ir.ShapedDynamic || offset < 0 || !ir.IsStaticShape(t.Dims) {
		return false
	}
	last := offset
	for i, n := range t.Dims {
		s := strides[i]
		if s == ir.ShapedDynamic || s < 0 {
			return false
		}
		if n == 0 {
			return true // no element
		}
		// Each term is checked before it is added, so that no product
		// overflows.
		if s != 0 && n-1 > (limit-1-last)/s {
			return false
		}
		last += (n - 1) * s
	}
	return last < limit
}

// narrow32 is the index value v (i64) as an i32. It looks through the
// conversion's casts for the 32-bit value v extends (arith.index_castui's
// zero extension, a thread id's sign extension) or the constant it is;
// an index cast or constant not yet lowered (the vector lowering goes
// before arith's) is read the same way. (Narrowing sums and products of
// such values too made a tensor-core kernel's code longer: their 64-bit
// forms stay for their other uses.)
func (b B) narrow32(v *ir.Value) *ir.Value {
	i32 := b.Ctx.I(32)
	source := v
	for d := source.DefiningOp(); d != nil && d.Def() == builtin.UnrealizedConversionCast && d.NumOperands() == 1; d = source.DefiningOp() {
		source = d.Operand(0)
	}
	if d := source.DefiningOp(); d != nil {
		switch d.Def() {
		case llvm.ZExt, llvm.SExt, arith.IndexCastUI, arith.IndexCast:
			if d.Operand(0).Type() == ir.Type(i32) {
				return d.Operand(0)
			}
		case llvm.Constant, arith.Constant:
			if a, ok := d.Attr("value").(*ir.IntegerAttr); ok {
				return b.IntConst(i32, a.Int64())
			}
		}
	}
	return b.V(llvm.Trunc.Name, []*ir.Value{v}, i32)
}
