package bufferize

import (
	"strings"

	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
)

// Ops left on tensors: those outside dialect-filter, and unknown ones
// under allow-unknown-ops. The boundary is upstream's:
//   - a kept op reads a bufferized tensor through a
//     bufferization.to_tensor of its buffer, made just before the op;
//   - a bufferized op reads a kept op's tensor through a
//     bufferization.to_buffer made just after its definition, a buffer
//     that is never written (a write goes to a copy);
//   - a kept tensor.empty that a bufferized op writes into is a fresh
//     memref.alloc. (Upstream makes a bufferization.alloc_tensor and a
//     to_buffer of it when the filter leaves out bufferization; the pass's
//     final folding would turn a to_tensor of that written buffer into
//     the alloc_tensor, whose contents are undefined.)
//
// Ops inside a kept op's regions are bufferized as anywhere else.

// bufferizes reports whether ops named name ("dialect.op") are
// bufferized: no dialect-filter is given, or it lists their dialect.
func (b *bufferizer) bufferizes(name string) bool {
	if b.dialects == nil {
		return true
	}
	d, _, _ := strings.Cut(name, ".")
	return b.dialects[d]
}

// keep leaves op on tensors and bufferizes the ops in its regions.
func (b *bufferizer) keep(op *ir.Operation) error {
	b.kept[op] = true
	for i, v := range op.Operands() {
		if !isTensor(v.Type()) || !b.hasBuffer(v) {
			continue
		}
		bb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		if tb := bb.v.DefiningOp(); tb != nil && tb.Def() == bufferization.ToBuffer && tb.Operand(0) == v {
			continue // v's buffer is v's to_buffer: op reads v itself
		}
		// op (or a tensor it returns, aliasing v) may read the buffer
		// at any later point: it is written in place no more.
		bb.r.writable = false
		t := b.toTensors[v]
		if t == nil || !dominates(t.DefiningOp(), op) {
			t = b.rw.CreateOp(bufferization.ToTensor.Name, []*ir.Value{bb.v}, []ir.Type{v.Type()}).Result(0)
			b.toTensors[v] = t
		}
		op.SetOperand(i, t)
	}
	for _, r := range op.Regions() {
		for _, blk := range r.Blocks() {
			if err := b.block(blk); err != nil {
				return err
			}
		}
	}
	return nil
}

// dominates reports whether def comes before op in def's block or in a
// region nested in it (ops in regions without their own control flow).
func dominates(def, op *ir.Operation) bool {
	anc := def.Block().FindAncestorOpInBlock(op)
	return anc != nil && anc != def && def.IsBeforeInBlock(anc)
}

// hasBuffer reports whether tensor v is a bufferized value: it has a
// buffer, or is a tensor.empty's that gets one when first used.
func (b *bufferizer) hasBuffer(v *ir.Value) bool {
	d := v.DefiningOp()
	if d != nil && b.kept[d] {
		return false
	}
	if _, ok := b.bufs[v]; ok {
		return true
	}
	return d != nil && d.Def() == tensor.Empty
}

// bufferOfKept binds v, a tensor that a kept op defines (or an argument
// of a kept op's block), to a buffer made right after its definition: a
// read-only to_buffer of v, or a fresh allocation for a tensor.empty.
func (b *bufferizer) bufferOfKept(v *ir.Value) buf {
	ip, loc := b.rw.Save(), b.rw.Loc
	defer func() { b.rw.Restore(ip); b.rw.Loc = loc }()
	d := v.DefiningOp()
	if d != nil {
		b.rw.SetInsertionPointAfter(d)
	} else {
		b.rw.SetInsertionPointToStart(v.OwnerBlock())
	}
	b.rw.Loc = v.Loc()
	if d != nil && d.Def() == tensor.Empty {
		b.bind(v, b.alloc(v.Type(), b.space(v.Type(), d), d.Operands()), &root{writable: true})
		return b.bufs[v]
	}
	tb := b.rw.CreateOp(bufferization.ToBuffer.Name, []*ir.Value{v}, []ir.Type{b.unknownMemref(v.Type(), defOp(v))})
	b.bind(v, tb.Result(0), &root{})
	return b.bufs[v]
}
