package linalggpu

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The product's neighbours on buffers that its kernel absorbs, each a
// launch and a pass over C saved: the linalg.fill that zeroes C just
// before it (its value becomes the sums' start) and the elementwise
// linalg.generic just after it that reads C element by element (a bias,
// an activation, a residual: its body runs on each sum before the store).

// fillBefore returns the linalg.fill before op that writes all of c, and
// its value, or nil. Between the two there may be views (they touch no
// memory) and, when c's buffer is allocated here (an argument may alias
// another), ops that touch no view of it.
func fillBefore(op *ir.Operation, c *ir.Value) (*ir.Operation, *ir.Value) {
	root := rewrite.ViewRoot(c)
	local := root.DefiningOp() != nil && (root.DefiningOp().Def() == memref.Alloc || root.DefiningOp().Def() == memref.Alloca)
	for prev := op.Prev(); prev != nil; prev = prev.Prev() {
		if value, out := filled(prev); value != nil && wholeOf(out) == wholeOf(c) {
			if value.Type() != c.Type().(*ir.MemRefType).Elem {
				return nil, nil
			}
			return prev, value
		}
		if rewrite.ViewSource(prev) == nil && (!local || touches(prev, root)) {
			return nil, nil
		}
	}
	return nil, nil
}

// filled returns the value op writes to every element of a buffer, and
// the buffer, when op is a linalg.fill or a linalg.generic that is one (no
// inputs, all parallel, an identity map, a body that yields a value from
// outside it: what bufferization leaves of a fill fused with a cast).
func filled(op *ir.Operation) (value, out *ir.Value) {
	if op.NumResults() != 0 {
		return nil, nil
	}
	if op.Def() == linalg.Fill && op.NumOperands() == 2 {
		return op.Operand(0), op.Operand(1)
	}
	if op.Def() != linalg.Generic || op.NumOperands() != 1 || len(linalg.Inputs(op)) != 0 || op.Region(0).Empty() {
		return nil, nil
	}
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	maps, err := linalg.IndexingMaps(op)
	if !ok || err != nil || len(maps) != 1 || !isIdentity(maps[0], len(mt.Dims)) {
		return nil, nil
	}
	iters, err := linalg.IteratorTypes(op)
	if err != nil || slices.Contains(iters, linalg.Reduction) {
		return nil, nil
	}
	body := op.Region(0).Front()
	ops := body.Ops()
	if body.Next() != nil || len(ops) != 1 || ops[0].NumOperands() != 1 {
		return nil, nil
	}
	v := ops[0].Operand(0)
	if v.ParentBlock() == body || v.DefiningOp() != nil && op.IsAncestor(v.DefiningOp()) {
		return nil, nil
	}
	return v, op.Operand(0)
}

// wholeOf follows the views that cover all of a buffer in the same order
// (reshapes and casts), so that two values with one wholeOf hold the
// same elements.
func wholeOf(v *ir.Value) *ir.Value {
	for {
		d := v.DefiningOp()
		if d == nil || d.Def() != memref.CollapseShape && d.Def() != memref.ExpandShape && d.Def() != memref.Cast {
			return v
		}
		v = d.Operand(0)
	}
}

// touches reports whether op, or an op nested in it, uses a view of root.
func touches(op *ir.Operation, root *ir.Value) bool {
	found := false
	ir.WalkOps(op, func(o *ir.Operation) {
		for _, v := range o.Operands() {
			if _, ok := v.Type().(*ir.MemRefType); ok && rewrite.ViewRoot(v) == root {
				found = true
			}
		}
	})
	return found
}

// epilogue is an elementwise op fused after the product's sum.
type epilogue struct {
	op  *ir.Operation
	out *ir.Value // the buffer it writes
	// shape is its loops'; when it differs from C's (C and the view of
	// it the op reads are reshapes of one buffer), a thread's element of
	// C is delinearized into the op's loops.
	shape   []int64
	reshape bool
	inPlace bool // out holds C's elements: the sum need not be stored
	// perm is set when the op reads C's elements through a permutation
	// of its loops (a convolution's sums, their batch among the
	// product's columns, read back as NCHW; a matmul's result transposed
	// into attention's heads): C's element is
	// delinearized into cShape, the shape of the view the op reads, and
	// its index r is the op's loop perm[r].
	perm   []int
	cShape []int64
	// groups, when set, are the runs of cShape's dims that C's dims
	// are (C a collapse of the view): each of C's indices is
	// delinearized into its run, so that a dynamic size (the batch)
	// need not be static, only the first of its run.
	groups [][]int
	// deferred are the deallocations of the product's buffers between it
	// and the op: the fused kernel runs at the op's place, before them.
	deferred []*ir.Operation
	// skipped is set when independent work lies between them.
	skipped bool
}

// epilogueAfter returns the linalg.generic right after op that can run on
// each of the product's sums, or nil: all its loops parallel, reading c
// (or a reshape of c's buffer: the same elements in the same order)
// through the identity map, its output through the identity, its other
// operands through dims and constants only, and none of those reading
// memory that it or the product writes (an input read elsewhere than its
// own element would see other threads' writes).
func epilogueAfter(op *ir.Operation, c *ir.Value) *epilogue {
	next, deferred, skipped := nextAfterIndependent(op)
	if next == nil || next.Def() != linalg.Generic || next.NumResults() != 0 || next.NumRegions() != 1 {
		return nil
	}
	ins, outs := linalg.Inputs(next), linalg.Outputs(next)
	if len(outs) != 1 || len(next.Operands()) != len(ins)+1 {
		return nil
	}
	out := outs[0]
	ot, ok := out.Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	rank := len(ot.Dims)
	iters, err := linalg.IteratorTypes(next)
	maps, err2 := linalg.IndexingMaps(next)
	if err != nil || err2 != nil || len(iters) != rank || len(maps) != len(ins)+1 || !isIdentity(maps[len(ins)], rank) {
		return nil
	}
	for _, it := range iters {
		if it != linalg.Parallel {
			return nil
		}
	}
	e := &epilogue{op: next, out: out, shape: ot.Dims, inPlace: sameElements(out, c), deferred: deferred, skipped: skipped}
	readsC := false
	for i, in := range ins {
		it := in.Type().(*ir.MemRefType)
		switch {
		case (sameElements(in, c) || in == out) && isIdentityOn(maps[i], ot.Dims) && slices.Equal(it.Dims, ot.Dims):
			readsC = readsC || sameElements(in, c)
		case sameBuffer(in, c) && e.perm == nil && !e.inPlace && linearizable(ot):
			ct := c.Type().(*ir.MemRefType)
			e.groups = collapseGroups(ct.Dims, it.Dims)
			if e.perm = permutationOf(maps[i], it.Dims, ot.Dims); e.perm == nil || e.groups == nil && !sameElements(in, c) {
				return nil
			}
			e.cShape, readsC = it.Dims, true
		case sameElements(in, c) || in == out:
			return nil
		case rewrite.ViewRoot(in) == rewrite.ViewRoot(c) || rewrite.ViewRoot(in) == rewrite.ViewRoot(out):
			return nil
		case !dimsAndConstants(maps[i], rank):
			return nil
		}
	}
	if e.perm == nil && out != c && !e.inPlace && !sameShape(ot, c.Type().(*ir.MemRefType)) && !reshapeOf(ins, c, ot) {
		return nil
	}
	e.reshape = e.perm == nil && !slices.Equal(ot.Dims, c.Type().(*ir.MemRefType).Dims)
	if !readsC || rewrite.ViewRoot(out) == rewrite.ViewRoot(c) && !e.inPlace {
		return nil
	}
	for _, o := range next.Region(0).Front().Ops() {
		if o.NumRegions() != 0 || o.Def() == linalg.Index || !rewrite.IsMemoryEffectFree(o) && o.Def() != linalg.Yield {
			return nil
		}
	}
	return e
}

// nextAfterIndependent returns the first op after the product op that the
// product could run just before: skipped are views, allocations and ops
// that touch no memory (a dynamic size's memref.dim), ops
// on buffers allocated here that touch none of the product's (the
// product's result is not read before it, nor its operands written), and
// deallocations of the product's buffers, returned to move after it.
func nextAfterIndependent(op *ir.Operation) (*ir.Operation, []*ir.Operation, bool) {
	roots := map[*ir.Value]bool{}
	for _, v := range op.Operands() {
		roots[rewrite.ViewRoot(v)] = true
	}
	var deferred []*ir.Operation
	skipped := false
	for next := op.Next(); next != nil; next = next.Next() {
		switch {
		case rewrite.ViewSource(next) != nil, next.Def() == memref.Alloc, next.Def() == memref.Alloca:
		case next.NumRegions() == 0 && rewrite.IsMemoryEffectFree(next):
			// memref.dim of a dynamic size, index arithmetic: no memory.
		case next.Def() == memref.Dealloc && roots[rewrite.ViewRoot(next.Operand(0))]:
			deferred = append(deferred, next)
		case linalg.IsStructured(next) && independent(next, roots):
			skipped = true
		default:
			return next, deferred, skipped
		}
	}
	return nil, nil, false
}

// independent reports whether a structured op on buffers can run after
// the product instead of before it: it touches none of the product's
// buffers and writes only buffers allocated here (an argument may alias
// one of the product's).
func independent(op *ir.Operation, productRoots map[*ir.Value]bool) bool {
	for _, v := range op.Operands() {
		if _, ok := v.Type().(*ir.MemRefType); ok && productRoots[rewrite.ViewRoot(v)] {
			return false
		}
	}
	for _, v := range linalg.Outputs(op) {
		d := rewrite.ViewRoot(v).DefiningOp()
		if d == nil || d.Def() != memref.Alloc && d.Def() != memref.Alloca {
			return false
		}
	}
	return true
}

// sameElements reports whether v holds c's elements in c's order: c
// itself, or a reshape of c's whole buffer, both with the identity
// layout (so that an element's linear position is the same) and sizes
// that linearize and delinearize read.
func sameElements(v, c *ir.Value) bool {
	return v == c || sameBuffer(v, c) && linearizable(v.Type().(*ir.MemRefType)) && linearizable(c.Type().(*ir.MemRefType))
}

// sameBuffer reports whether v and c are views of all of one buffer with
// the identity layout: an element's linear position is the same in both.
func sameBuffer(v, c *ir.Value) bool {
	vt, ok1 := v.Type().(*ir.MemRefType)
	ct, ok2 := c.Type().(*ir.MemRefType)
	return ok1 && ok2 && wholeOf(v) == wholeOf(c) && vt.Layout == nil && ct.Layout == nil
}

// reshapeOf reports whether one of ins is a reshape of c with the
// output's shape.
func reshapeOf(ins []*ir.Value, c *ir.Value, ot *ir.MemRefType) bool {
	for _, in := range ins {
		if sameElements(in, c) && slices.Equal(in.Type().(*ir.MemRefType).Dims, ot.Dims) && linearizable(ot) {
			return true
		}
	}
	return false
}

// linearizable reports whether t's sizes are known but for the first,
// which row-major positions do not depend on (linearize and delinearize
// never read it): a dynamic batch is fine.
func linearizable(t *ir.MemRefType) bool { return len(t.Dims) == 0 || ir.IsStaticShape(t.Dims[1:]) }

// epiloguesAfter returns the chain of elementwise ops the product op's
// kernel runs on each sum: the first as epilogueAfter finds it, then each
// op that reads the previous one's output the same way, with only views
// and allocations between (a bias, then a ReLU on a reshape of it).
func epiloguesAfter(op *ir.Operation, c *ir.Value) []*epilogue {
	e := epilogueAfter(op, c)
	if e == nil {
		return nil
	}
	chain := []*epilogue{e}
	for {
		last := chain[len(chain)-1]
		n := epilogueAfter(last.op, last.out)
		if n == nil || n.skipped || len(n.deferred) != 0 {
			return chain
		}
		chain = append(chain, n)
	}
}

// collapseGroups returns, when each size of c is the product of a run of
// consecutive sizes of view, the runs; nil otherwise. A dynamic size of
// c is a run whose first size is dynamic and the others static: one
// size, or all that are left for c's last.
func collapseGroups(c, view []int64) [][]int {
	var groups [][]int
	next := 0
	for i, size := range c {
		if next == len(view) {
			return nil
		}
		run := []int{next}
		product := view[next]
		next++
		switch {
		case size == ir.ShapedDynamic && product == ir.ShapedDynamic:
			for ; i == len(c)-1 && next < len(view); next++ {
				if view[next] == ir.ShapedDynamic {
					return nil
				}
				run = append(run, next)
			}
		case size == ir.ShapedDynamic || product == ir.ShapedDynamic:
			return nil
		default:
			for ; product < size && next < len(view) && view[next] != ir.ShapedDynamic; next++ {
				product *= view[next]
				run = append(run, next)
			}
			if product != size {
				return nil
			}
		}
		groups = append(groups, run)
	}
	if next != len(view) {
		return nil
	}
	return groups
}

// permutationOf returns, for a map m that reads a buffer of shape from
// at a permutation of the loops over shape to, the loop each of its
// results is; nil otherwise.
func permutationOf(m *ir.AffineMap, from, to []int64) []int {
	if m.NumDims != len(to) || m.NumSyms != 0 || len(m.Results) != len(to) || len(from) != len(to) {
		return nil
	}
	perm := make([]int, len(to))
	seen := make([]bool, len(to))
	for r, e := range m.Results {
		if e.Kind != ir.AffineDim || seen[e.Val] || from[r] != to[e.Val] {
			return nil
		}
		perm[r], seen[e.Val] = int(e.Val), true
	}
	return perm
}

// sameShape reports whether a and b have one linearizable shape (a
// dynamic first size is the same when the op reads one and writes the
// other through the identity, as epilogueAfter requires).
func sameShape(a, b *ir.MemRefType) bool {
	return linearizable(a) && slices.Equal(a.Dims, b.Dims)
}

func isIdentity(m *ir.AffineMap, rank int) bool {
	if m.NumDims != rank || m.NumSyms != 0 || len(m.Results) != rank {
		return false
	}
	for i, e := range m.Results {
		if e.Kind != ir.AffineDim || int(e.Val) != i {
			return false
		}
	}
	return true
}

// isIdentityOn reports whether m reads each element of a buffer of this
// shape at its own position: the identity, but that a dim of size 1 may
// be read at the constant 0.
func isIdentityOn(m *ir.AffineMap, shape []int64) bool {
	if m.NumDims != len(shape) || m.NumSyms != 0 || len(m.Results) != len(shape) {
		return false
	}
	for i, e := range m.Results {
		if !(e.Kind == ir.AffineDim && int(e.Val) == i || e.Kind == ir.AffineConst && e.Val == 0 && shape[i] == 1) {
			return false
		}
	}
	return true
}

func dimsAndConstants(m *ir.AffineMap, rank int) bool {
	if m.NumDims != rank || m.NumSyms != 0 {
		return false
	}
	for _, e := range m.Results {
		if e.Kind != ir.AffineDim && e.Kind != ir.AffineConst {
			return false
		}
	}
	return true
}

// apply builds the epilogue's body on sum at its element idx and returns
// the value to store: the arguments holding C's elements (the output's,
// when in place) are the sum, the others loaded through their maps.
func (k *kernel) apply(e *epilogue, c, sum *ir.Value, idx []*ir.Value) *ir.Value {
	body := e.op.Region(0).Front()
	ins := linalg.Inputs(e.op)
	maps, _ := linalg.IndexingMaps(e.op)
	mp := ir.NewIRMapping()
	for i, v := range append(append([]*ir.Value(nil), ins...), e.out) {
		if sameElements(v, c) || e.perm != nil && sameBuffer(v, c) {
			mp.Map(body.Arg(i), sum)
			continue
		}
		if body.Arg(i).NumUses() == 0 {
			continue // not read: no load (an output the body overwrites)
		}
		var at []*ir.Value
		for _, r := range maps[i].Results {
			if r.Kind == ir.AffineDim {
				at = append(at, idx[r.Val])
			} else {
				at = append(at, k.index(r.Val))
			}
		}
		elem := v.Type().(*ir.MemRefType).Elem
		mp.Map(body.Arg(i), k.b.Build(memref.Load, append([]*ir.Value{v}, at...), []ir.Type{elem}).Result(0))
	}
	var out *ir.Value
	for _, o := range body.Ops() {
		if o.Def() == linalg.Yield {
			out = mp.Lookup(o.Operand(0))
			continue
		}
		k.b.Insert(o.Clone(mp))
	}
	return out
}

// onlyUsedBy reports whether the buffer c views was allocated here and
// every use of it, through views, is one of users or a deallocation: what
// the fused kernel stores there would never be read.
func onlyUsedBy(c *ir.Value, users map[*ir.Operation]bool) bool {
	root := rewrite.ViewRoot(c)
	if d := root.DefiningOp(); d == nil || d.Def() != memref.Alloc {
		return false
	}
	var used func(v *ir.Value) bool
	used = func(v *ir.Value) bool {
		for _, u := range v.Uses() {
			o := u.Owner()
			switch {
			case users[o], o.Def() == memref.Dealloc:
			case rewrite.ViewSource(o) == v && o.NumResults() == 1:
				if used(o.Result(0)) {
					return true
				}
			default:
				return true
			}
		}
		return false
	}
	return !used(root)
}
