// The in-place analysis: whether a result may reuse its operand's buffer
// (no later read of the old value, no aliasing write in between).

package bufferize

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
)

// canWrite reports whether op x may overwrite the buffer of root r: r is
// writable, no alias of r is read after x (its size may be: shapeReaders), and x is in no loop that
// encloses r's uses without carrying r.
func (b *bufferizer) canWrite(r *root, x *ir.Operation, allowedAtX func(*ir.OpOperand) bool) bool {
	if !r.writable {
		return false
	}
	if b.copyBeforeWrite {
		// Only a tensor.empty's allocation, not yet written (it has no
		// other alias), is written where it is: its contents are
		// undefined, so a copy would copy nothing.
		return len(r.aliases) == 1 && r.aliases[0].DefiningOp() != nil && r.aliases[0].DefiningOp().Def() == tensor.Empty
	}
	for _, a := range r.aliases {
		for _, u := range a.Uses() {
			user := u.Owner()
			if !b.old[user] || shapeReaders[user.Def()] {
				continue
			}
			if user == x {
				if allowedAtX == nil || !allowedAtX(u) {
					return false
				}
				continue
			}
			if anc := x.Block().FindAncestorOpInBlock(user); anc != nil {
				if anc == x && user != x {
					return false // read inside x (a loop reading it)
				}
				if anc == x || !x.IsBeforeInBlock(anc) {
					continue
				}
				if reinserts(u, x) {
					continue
				}
				// Yielded as the next value of a loop carrying r.
				if bufs := b.loops[user.ParentOp()]; user.Def() == scf.Yield && bufs != nil &&
					u.Index() < len(bufs) && bufs[u.Index()].r == r {
					continue
				}
				return false
			}
			// The use is outside x's block: find the innermost block
			// holding ancestors of both, px of x and pu of the user.
			px, pu := commonAncestors(x, user)
			if px == nil {
				return false
			}
			if pu == px || pu.IsBeforeInBlock(px) {
				continue
			}
			// After the enclosing op: fine only for the final value of a
			// loop carrying r.
			if containsOp(r.loops, a.DefiningOp()) && containsOp(r.loops, px) {
				continue
			}
			return false
		}
	}
	// Loops between x and the root's first alias must carry r.
	def := r.aliases[0]
	for p := x.ParentOp(); p != nil; p = p.ParentOp() {
		if def.ParentRegion() != nil && p.IsAncestor(defOp(def)) {
			break
		}
		if p.Def() == scf.For || p.Def() == scf.While || p.Def() == scf.Parallel || p.Def() == scf.Forall {
			if !containsOp(r.loops, p) {
				return false
			}
		}
		if p.Def() == fn.Func {
			break
		}
	}
	return true
}

// commonAncestors returns the ancestors of x and y in the innermost
// block that holds one of each (nil if none).
func commonAncestors(x, y *ir.Operation) (*ir.Operation, *ir.Operation) {
	for px := x; px != nil; px = px.ParentOp() {
		if px.Block() == nil {
			return nil, nil
		}
		if py := px.Block().FindAncestorOpInBlock(y); py != nil {
			return px, py
		}
	}
	return nil, nil
}

// reinserts reports whether use u is the dest of a tensor.insert_slice
// that puts a result of x back where x's destination slice was extracted
// from: writing into the slice in place is what that insert does.
func reinserts(u *ir.OpOperand, x *ir.Operation) bool {
	ins, ok := tensor.AsInsertSlice(u.Owner())
	if !ok || u.Index() != 1 || ins.Source().DefiningOp() != x { // operand 1: the dest
		return false
	}
	res := ins.Source()
	outs := linalg.Outputs(x)
	if !linalg.IsStructured(x) || res.Index() >= len(outs) {
		return false
	}
	ext, ok := tensor.AsExtractSlice(outs[res.Index()].DefiningOp())
	return ok && ext.Source() == u.Get() && sameSlice(ext.Operation, ins.Operation)
}

// sameSlice: two slice ops with the same offsets, sizes and strides.
func sameSlice(a, b *ir.Operation) bool {
	for _, n := range []string{"static_offsets", "static_sizes", "static_strides"} {
		if a.Attr(n) != b.Attr(n) {
			return false
		}
	}
	da, db := a.Def(), b.Def()
	for _, g := range []string{"offsets", "sizes", "strides"} {
		va, vb := da.OperandGroup(a, g), db.OperandGroup(b, g)
		if len(va) != len(vb) {
			return false
		}
		for i := range va {
			if va[i] != vb[i] {
				return false
			}
		}
	}
	return true
}

// defOp is the op defining v, or the op owning v's block.
func defOp(v *ir.Value) *ir.Operation {
	if d := v.DefiningOp(); d != nil {
		return d
	}
	return v.OwnerBlock().ParentOp()
}

func containsOp(ops []*ir.Operation, op *ir.Operation) bool {
	for _, o := range ops {
		if o == op {
			return true
		}
	}
	return false
}

// dest returns the buffer op x writes for destination operand t: t's
// buffer when it may be overwritten, else a fresh one (a copy when read).
func (b *bufferizer) dest(x *ir.Operation, t *ir.Value, read bool, allowedAtX func(*ir.OpOperand) bool) (*ir.Value, *root, error) {
	tb, err := b.lookup(t)
	if err != nil {
		return nil, nil, err
	}
	if allowedAtX == nil {
		allowedAtX = func(u *ir.OpOperand) bool { return u.Get() == t }
	}
	if b.canWrite(tb.r, x, allowedAtX) {
		return tb.v, tb.r, nil
	}
	m, r := b.allocCopy(t.Type(), tb.v, read)
	return m, r, nil
}
