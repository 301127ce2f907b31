package passes

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// LoopInvariantSubsetHoisting is upstream's loop-invariant-subset-hoisting.
var LoopInvariantSubsetHoisting = &Pass{
	Argument: "loop-invariant-subset-hoisting",
	Name:     "LoopInvariantSubsetHoisting",
	Summary:  "Hoist loop invariant subset ops outside of the loop",
	Description: `For each tensor a loop carries (LoopLikeOpInterface with carried values:
scf.for's iter_args), where every use of it inside the loop reads a subset
of it (SubsetOpInterface: tensor.extract_slice, vector.transfer_read) or
writes one into it along a single chain of writes (tensor.insert_slice,
vector.transfer_write) that ends at the value yielded for it, a read and
a write of the same subset, at offsets defined outside the loop and
surely disjoint from every other subset accessed, move out (offsets,
sizes and strides compared as constants plus multiples of values through
arith.addi, subi and muli by a constant, so that (0 + 1) - 1 is 0 and
[%n, %n + 5) follows [0, %n)): the read
before the loop (reading the initial tensor), the write after it (writing
into the loop's result), and the loop carries the subset itself as a new
iter_arg instead, whose own subsets may move out in turn (a slice of
the slice). Inner loops are done first. A tensor also used in any
other way (by a nested loop too) is left alone.`,
	Run: func(r *Run) error {
		var loops []*ir.Operation
		ir.Walk(r.Op, ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
			if l := rewrite.LoopLikeOf(op); l != nil && l.Carried != nil && l.AddCarried != nil {
				loops = append(loops, op)
			}
			return ir.Advance
		})
		rw := rewrite.NewRewriter(r.Ctx)
		hoisted := false
		for _, loop := range loops {
			// A subset moved out is carried as a new value, whose own
			// subsets (a slice of the slice) are tried in turn.
			for i := 0; i < len(rewrite.LoopLikeOf(loop).Carried(loop)); i++ {
				var ok bool
				loop, ok = hoistSubsetsAt(rw, loop, i)
				hoisted = hoisted || ok
			}
		}
		if !hoisted {
			r.MarkUnchanged()
		}
		return nil
	},
}

// subsetAccess is a subset op on a carried tensor.
type subsetAccess struct {
	op  *ir.Operation
	via *rewrite.Subset
	box rewrite.Box
	ok  bool // box known
	// nested is set for an op in a nested loop: it only has to be
	// disjoint from what is hoisted.
	nested bool
}

// carriedBy returns the value a loop carries from its operand operand,
// when it carries one from there.
func carriedBy(op *ir.Operation, operand int) (rewrite.LoopCarried, bool) {
	l := rewrite.LoopLikeOf(op)
	if l == nil || l.Carried == nil {
		return rewrite.LoopCarried{}, false
	}
	for _, c := range l.Carried(op) {
		if c.Init == operand {
			return c, true
		}
	}
	return rewrite.LoopCarried{}, false
}

// subsetPair is a read and a write of the same subset (either may be
// missing).
type subsetPair struct{ read, write *subsetAccess }

// carriedSubsets collects the subset ops on the tensor carried as the
// loop's i-th value, and those on it in nested loops that carry it too
// (nested: true, never hoisted from here); ok is false when the tensor has
// another use or its writes do not form one chain ending at the yield.
func carriedSubsets(c rewrite.LoopCarried, nested bool) ([]*subsetAccess, bool) {
	var all []*subsetAccess
	value := c.Arg
	for {
		var next *ir.Value
		reachedYield := false
		for u := value.FirstUse(); u != nil; u = u.Next() {
			user := u.Owner()
			if user == c.Yield {
				if u.Index() != c.YieldOperand {
					return nil, false
				}
				reachedYield = true
				continue
			}
			if inner, ok := carriedBy(user, u.Index()); ok {
				sub, ok := carriedSubsets(inner, true)
				if !ok || next != nil {
					return nil, false
				}
				all = append(all, sub...)
				next = inner.Result
				continue
			}
			s := rewrite.SubsetOf(user)
			if s == nil || u.Index() != s.Tensor || user.NumResults() != 1 {
				return nil, false
			}
			box, known := s.Slice(user)
			all = append(all, &subsetAccess{op: user, via: s, box: box, ok: known, nested: nested})
			if s.Insertion {
				if next != nil {
					return nil, false // the writes branch
				}
				if _, isTensor := user.Result(0).Type().(*ir.RankedTensorType); !isTensor {
					return nil, false
				}
				next = user.Result(0)
			}
		}
		if reachedYield {
			return all, next == nil
		}
		if next == nil {
			return nil, false
		}
		value = next
	}
}

// hoistSubsetsAt hoists the hoistable read/write pairs on the loop's i-th
// carried tensor, one by one; it returns the loop (rebuilt with more
// carried values when some pair moved).
func hoistSubsetsAt(rw *rewrite.Rewriter, loop *ir.Operation, i int) (*ir.Operation, bool) {
	like := rewrite.LoopLikeOf(loop)
	all, ok := carriedSubsets(like.Carried(loop)[i], false)
	if !ok {
		return loop, false
	}
	// Pair each read with a write of the same subset, in the order met.
	var pairs []*subsetPair
	for _, a := range all {
		if a.nested {
			continue
		}
		matched := false
		for _, p := range pairs {
			other := p.read
			if a.via.Insertion {
				other = p.write
			}
			partner := p.write
			if a.via.Insertion {
				partner = p.read
			}
			if other == nil && partner != nil && a.ok && partner.ok && boxesEquivalent(partner.box, a.box) {
				if a.via.Insertion {
					p.write = a
				} else {
					p.read = a
				}
				matched = true
				break
			}
		}
		if !matched {
			if a.via.Insertion {
				pairs = append(pairs, &subsetPair{write: a})
			} else {
				pairs = append(pairs, &subsetPair{read: a})
			}
		}
	}
	hoisted := false
	for _, p := range pairs {
		if !hoistable(loop, p, all) {
			continue
		}
		loop = hoistPair(rw, loop, i, p)
		hoisted = true
	}
	return loop, hoisted
}

// hoistable: a read and a write of the same type, their other operands
// defined outside the loop, their subset disjoint from every other one.
func hoistable(loop *ir.Operation, p *subsetPair, all []*subsetAccess) bool {
	if p.read == nil || p.write == nil || p.read.op.Result(0).Type() != p.write.op.Operand(p.write.via.Source).Type() {
		return false
	}
	for _, a := range []*subsetAccess{p.read, p.write} {
		for k, v := range a.op.Operands() {
			if k == a.via.Tensor || (a.via.Insertion && k == a.via.Source) {
				continue
			}
			if definedInside(v, loop) {
				return false
			}
		}
	}
	for _, other := range all {
		if other == p.read || other == p.write {
			continue
		}
		if !other.ok || !boxesDisjoint(other.box, p.read.box) {
			return false
		}
	}
	return true
}

func definedInside(v *ir.Value, loop *ir.Operation) bool {
	for b := v.ParentBlock(); b != nil; {
		op := b.ParentOp()
		if op == loop {
			return true
		}
		if op == nil {
			return false
		}
		b = op.Block()
	}
	return false
}

// hoistPair moves p's read before the loop and its write after it, and
// carries the subset through the loop instead.
func hoistPair(rw *rewrite.Rewriter, loop *ir.Operation, i int, p *subsetPair) *ir.Operation {
	like := rewrite.LoopLikeOf(loop)
	read, write := p.read, p.write
	init := loop.Operand(like.Carried(loop)[i].Init)
	// The read reads the initial tensor, before the loop.
	rw.ModifyInPlace(read.op, func() { read.op.SetOperand(read.via.Tensor, init) })
	rw.MoveOpBefore(read.op, loop)
	// Inside the loop, the write's result is the tensor it wrote into.
	rw.ReplaceAllUsesWith(write.op.Result(0), write.op.Operand(write.via.Tensor))
	subset := read.op.Result(0)
	var uses []*ir.OpOperand
	for u := subset.FirstUse(); u != nil; u = u.Next() {
		uses = append(uses, u)
	}
	loop = like.AddCarried(rw, loop, []*ir.Value{subset}, func(args []*ir.Value) []*ir.Value {
		for _, u := range uses {
			owner := u.Owner()
			rw.ModifyInPlace(owner, func() { owner.SetOperand(u.Index(), args[0]) })
		}
		return []*ir.Value{write.op.Operand(write.via.Source)}
	})
	// The write writes the final subset into the loop's result, after it.
	result := like.Carried(loop)[i].Result
	rw.MoveOpAfter(write.op, loop)
	rw.ReplaceUsesWithIf(result, write.op.Result(0), func(u *ir.OpOperand) bool { return u.Owner() != write.op })
	newSubset := loop.Result(loop.NumResults() - 1)
	rw.ModifyInPlace(write.op, func() {
		write.op.SetOperand(write.via.Source, newSubset)
		write.op.SetOperand(write.via.Tensor, result)
	})
	return loop
}

// Subset boxes compared through index arithmetic (a small part of
// upstream's ValueBoundsConstraintSet, which its pass asks whether two
// slices are equivalent or overlap): an offset, size or stride is read as
// a constant plus a sum of multiples of values, through arith.addi, subi
// and muli by a constant, so that (0 + 1) - 1 is 0 and the slice
// [%n, %n + 5) surely follows [0, %n).

// linearExtent is c + Σ terms[v]·v.
type linearExtent struct {
	c     int64
	terms map[*ir.Value]int64
}

func (l linearExtent) add(o linearExtent, scale int64) linearExtent {
	out := linearExtent{c: l.c + scale*o.c, terms: map[*ir.Value]int64{}}
	for v, k := range l.terms {
		out.terms[v] = k
	}
	for v, k := range o.terms {
		if out.terms[v] += scale * k; out.terms[v] == 0 {
			delete(out.terms, v)
		}
	}
	return out
}

// constant reports the value of l when it has no terms.
func (l linearExtent) constant() (int64, bool) { return l.c, len(l.terms) == 0 }

func linearOf(e rewrite.Extent, depth int) linearExtent {
	if e.Value == nil {
		return linearExtent{c: e.Const}
	}
	leaf := linearExtent{terms: map[*ir.Value]int64{e.Value: 1}}
	d := e.Value.DefiningOp()
	if d == nil || depth > 8 || d.NumOperands() != 2 || d.Def() == nil {
		return leaf
	}
	operand := func(name string) linearExtent {
		return linearOf(rewrite.ExtentOf(d.Def().OperandGroup(d, name)[0]), depth+1)
	}
	switch d.Def() {
	case arith.AddI:
		return operand("lhs").add(operand("rhs"), 1)
	case arith.SubI:
		return operand("lhs").add(operand("rhs"), -1)
	case arith.MulI:
		lhs, rhs := operand("lhs"), operand("rhs")
		if c, ok := rhs.constant(); ok {
			return linearExtent{}.add(lhs, c)
		}
		if c, ok := lhs.constant(); ok {
			return linearExtent{}.add(rhs, c)
		}
	}
	return leaf
}

// extentsEqual reports whether two extents are surely equal.
func extentsEqual(a, b rewrite.Extent) bool {
	d, ok := linearOf(a, 0).add(linearOf(b, 0), -1).constant()
	return ok && d == 0
}

// boxesEquivalent reports whether a and b are surely the same box.
func boxesEquivalent(a, b rewrite.Box) bool {
	same := func(x, y []rewrite.Extent) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if !extentsEqual(x[i], y[i]) {
				return false
			}
		}
		return true
	}
	return same(a.Offsets, b.Offsets) && same(a.Sizes, b.Sizes) && same(a.Strides, b.Strides)
}

// boxesDisjoint reports whether a and b surely share no element: in some
// dimension where both have positive constant strides, one ends before
// the other begins (its last index, offset + (size - 1) * stride, is
// below the other's offset by a constant).
func boxesDisjoint(a, b rewrite.Box) bool {
	if a.Disjoint(b) {
		return true
	}
	if len(a.Offsets) != len(b.Offsets) || len(a.Sizes) != len(a.Offsets) || len(b.Sizes) != len(b.Offsets) ||
		len(a.Strides) != len(a.Offsets) || len(b.Strides) != len(b.Offsets) {
		return false
	}
	// before reports whether x's span ends before y's begins.
	before := func(x, y rewrite.Box, i int) bool {
		sx, sy := x.Strides[i], y.Strides[i]
		if sx.Value != nil || sy.Value != nil || sx.Const <= 0 || sy.Const <= 0 {
			return false
		}
		// last = offset + size*stride - stride
		last := linearOf(x.Offsets[i], 0).add(linearOf(x.Sizes[i], 0), sx.Const).add(linearExtent{c: sx.Const}, -1)
		gap, ok := linearOf(y.Offsets[i], 0).add(last, -1).constant()
		return ok && gap >= 1
	}
	for i := range a.Offsets {
		if before(a, b, i) || before(b, a, i) {
			return true
		}
	}
	return false
}
