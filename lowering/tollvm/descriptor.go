package tollvm

import (
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
	var idx *ir.Value
	if offset != 0 {
		if offset == ir.ShapedDynamic {
			idx = d.Offset()
		} else {
			idx = b.IndexConst(offset)
		}
	}
	for i, ix := range indices {
		term := ix
		if s := strides[i]; s != 1 {
			var sv *ir.Value
			if s == ir.ShapedDynamic {
				sv = d.Stride(i)
			} else {
				sv = b.IndexConst(s)
			}
			term = b.Bin(llvm.Mul.Name, ix, sv, NSW|NUW)
		}
		if idx == nil {
			idx = term
		} else {
			idx = b.Bin(llvm.Add.Name, idx, term, NSW|NUW)
		}
	}
	as, _ := AddressSpace(t)
	elem := ElementType(b.Ctx, b.Opt, t)
	if idx == nil {
		return base
	}
	return b.GEP(llvm.GEPInbounds|llvm.GEPNUW, b.Ptr(as), base, elem, idx)
}
