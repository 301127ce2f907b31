// Function boundaries: returns (results whose buffers the function owns)
// and calls (operands cast to the callee's memref types).

package bufferize

import (
	"github.com/strata-compiler/strata/dialects/bufferization"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
)

// returnOp: returned tensors become buffers the caller owns (fresh
// identity-layout allocations), or to_tensor without function boundaries.
func (b *bufferizer) returnOp(op *ir.Operation) error {
	seen := map[*root]bool{}
	for i, v := range op.Operands() {
		if !isTensor(v.Type()) {
			continue
		}
		bb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		if !b.boundaries {
			tt := b.rw.CreateOp(bufferization.ToTensor.Name, []*ir.Value{bb.v}, []ir.Type{v.Type()})
			op.SetOperand(i, tt.Result(0))
			continue
		}
		if whole := undoReshapes(bb.v); whole != bb.v && b.owned(buf{v: whole, r: bb.r}, nil) {
			// A result computed in a collapsed view of its allocation
			// (strata-linalg-collapse-dims) is the allocation itself.
			bb.v = whole
		}
		m := bb.v
		want := b.memrefIn(v.Type(), b.space(v.Type(), op))
		// A reshape of a fresh allocation (a view of all its elements in
		// their order) of the identity layout is returned as it is: the
		// caller frees the allocation through the view's descriptor.
		owned := b.owned(bb, nil) || b.owned(buf{v: memref.ReshapeSource(bb.v), r: bb.r}, nil)
		if !owned || seen[bb.r] || m.Type() != want {
			m, _ = b.allocCopyIn(v.Type(), want.MemorySpace, bb.v, true)
		}
		seen[bb.r] = true
		op.SetOperand(i, m)
	}
	return nil
}

// undoReshapes returns the buffer a round trip of reshapes started from:
// memref.expand_shape of a memref.collapse_shape (or the reverse) whose
// static result type is the inner operand's type views the same elements
// at the same places (reshapes keep the row-major order), so it is that
// operand. Anything else is returned as it is.
func undoReshapes(v *ir.Value) *ir.Value {
	isReshape := func(op *ir.Operation) bool {
		return op != nil && (op.Def() == memref.ExpandShape || op.Def() == memref.CollapseShape)
	}
	for {
		outer := v.DefiningOp()
		if !isReshape(outer) {
			return v
		}
		inner := outer.Operand(0).DefiningOp()
		if !isReshape(inner) || inner.Def() == outer.Def() {
			return v
		}
		source := inner.Operand(0)
		if mt, ok := source.Type().(*ir.MemRefType); !ok || !ir.IsStaticShape(mt.Dims) || source.Type() != v.Type() {
			return v
		}
		v = source
	}
}

// owned reports whether bb is a whole fresh allocation (which a function
// may hand to its caller, or a branch to its scf.if).
// When in is set, the allocation must be made inside it.
func (b *bufferizer) owned(bb buf, in *ir.Region) bool {
	if !bb.r.writable {
		return false
	}
	d := bb.v.DefiningOp()
	if d == nil || in != nil && !in.IsAncestor(d.ParentRegion()) {
		return false
	}
	return d.Def() == memref.Alloc || d.Def() == scf.If || d.Def() == fn.Call
}

// callOp: operands as identity-layout buffers, results fresh owned
// buffers.
func (b *bufferizer) callOp(op *ir.Operation) error {
	operands := make([]*ir.Value, op.NumOperands())
	for i, v := range op.Operands() {
		operands[i] = v
		if !isTensor(v.Type()) {
			continue
		}
		bb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		operands[i] = bb.v
		want := b.memrefIn(v.Type(), b.space(v.Type(), op))
		switch {
		case bb.v.Type() == want:
		case castCompatible(bb.v.Type(), want) && spaceOf(bb.v) == want.MemorySpace:
			operands[i] = b.rw.CreateOp(memref.Cast.Name, []*ir.Value{bb.v}, []ir.Type{want}).Result(0)
		default:
			operands[i], _ = b.allocCopyIn(v.Type(), want.MemorySpace, bb.v, true)
		}
	}
	types := make([]ir.Type, op.NumResults())
	for i, t := range op.ResultTypes() {
		types[i] = t
		if isTensor(t) {
			types[i] = b.memrefIn(t, b.space(t, op))
		}
	}
	nop := b.rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands, Types: types,
		Props: append([]ir.NamedAttr(nil), op.Props()...)})
	for i, r := range op.Results() {
		if isTensor(r.Type()) {
			b.bind(r, nop.Result(i), &root{writable: true})
		} else {
			r.ReplaceAllUsesWith(nop.Result(i))
		}
	}
	b.erase = append(b.erase, op)
	return nil
}

// castCompatible: a memref.cast from a to b is only valid between
// layouts that agree; copies are made otherwise.
func castCompatible(a, bt ir.Type) bool {
	ma, mb := a.(*ir.MemRefType), bt.(*ir.MemRefType)
	sa, oa, ok1 := memref.StridesAndOffset(ma)
	sb, ob, ok2 := memref.StridesAndOffset(mb)
	if !ok1 || !ok2 || oa != ob && oa != ir.ShapedDynamic && ob != ir.ShapedDynamic {
		return false
	}
	for i := range sa {
		if sa[i] != sb[i] && sa[i] != ir.ShapedDynamic && sb[i] != ir.ShapedDynamic {
			return false
		}
	}
	return true
}
