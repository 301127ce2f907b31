package rewrite

import "github.com/strata-compiler/strata/ir"

// SimplifyRegions erases unreachable blocks and dead code (ops whose
// results are unused by live code, and block arguments no live op uses)
// in regions and the regions nested in them; aggressive also merges
// identical blocks and drops the block arguments every predecessor
// passes the same value. It reports whether anything changed.
func SimplifyRegions(rw *Rewriter, regions []*ir.Region, aggressive bool) bool {
	changed := EraseUnreachableBlocks(rw, regions)
	if RunRegionDCE(rw, regions) {
		changed = true
	}
	if aggressive && MergeIdenticalBlocks(rw, regions) {
		changed = true
	}
	if aggressive && DropRedundantArguments(rw, regions) {
		changed = true
	}
	return changed
}

// DropRedundantArguments replaces each block argument that every edge
// into its block sets to one same value by that value, and erases the
// argument and the operands that set it (upstream's
// dropRedundantArguments), in regions and the regions nested in them.
// A block some predecessor reaches without forwarding operands keeps its
// arguments.
func DropRedundantArguments(rw *Rewriter, regions []*ir.Region) bool {
	changed := false
	work := append([]*ir.Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for b := r.Front(); b != nil; b = b.Next() {
			if dropRedundantArguments(rw, b) {
				changed = true
			}
			for o := b.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
		}
	}
	return changed
}

// edge is a successor slot of a terminator.
type edge struct {
	branch *ir.Operation
	succ   int
}

func dropRedundantArguments(rw *Rewriter, b *ir.Block) bool {
	if b.NumArgs() == 0 || b.IsEntryBlock() {
		return false
	}
	var edges []edge
	seen := map[*ir.Operation]bool{}
	for _, p := range b.Predecessors() {
		t := p.Last()
		if t == nil || seen[t] {
			continue
		}
		seen[t] = true
		for i := 0; i < t.NumSuccessors(); i++ {
			if t.Successor(i) == b {
				edges = append(edges, edge{t, i})
			}
		}
	}
	if len(edges) == 0 {
		return false
	}
	var drop []int
	for i, arg := range b.Args() {
		var common *ir.Value
		same := true
		for _, e := range edges {
			fwd := ir.SuccessorOperands(e.branch, e.succ)
			if len(fwd) != b.NumArgs() {
				same = false
				break
			}
			if common == nil {
				common = fwd[i]
			} else if fwd[i] != common {
				same = false
				break
			}
		}
		if same && common != nil && common != arg {
			rw.ReplaceAllUsesWith(arg, common)
			drop = append(drop, i)
		}
	}
	for k := len(drop) - 1; k >= 0; k-- {
		i := drop[k]
		for _, e := range edges {
			rw.ModifyInPlace(e.branch, func() { ir.EraseSuccessorOperand(e.branch, e.succ, i) })
		}
		b.EraseArgument(i)
	}
	return len(drop) > 0
}

// reachableBlocks is the set of r's blocks some path from its entry
// reaches (r has an entry block).
func reachableBlocks(r *ir.Region) map[*ir.Block]bool {
	entry := r.Front()
	reached := map[*ir.Block]bool{entry: true}
	stack := []*ir.Block{entry}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range b.Successors() {
			if s != nil && !reached[s] {
				reached[s] = true
				stack = append(stack, s)
			}
		}
	}
	return reached
}

// EraseUnreachableBlocks erases the blocks no path from their region's
// entry reaches, in regions and nested regions.
func EraseUnreachableBlocks(rw *Rewriter, regions []*ir.Region) bool {
	changed := false
	work := append([]*ir.Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		entry := r.Front()
		if entry == nil {
			continue
		}
		if entry.Next() == nil {
			for o := entry.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
			continue
		}
		reached := reachableBlocks(r)
		var dead []*ir.Block
		for b := r.Front(); b != nil; b = b.Next() {
			if !reached[b] {
				dead = append(dead, b)
				continue
			}
			for o := b.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
		}
		if len(dead) == 0 {
			continue
		}
		changed = true
		// Drop every reference first: dead blocks may use each other.
		for _, b := range dead {
			for o := b.First(); o != nil; o = o.Next() {
				for i := 0; i < o.NumResults(); i++ {
					for _, u := range o.Result(i).Uses() {
						u.Set(nil)
					}
				}
			}
			for _, a := range b.Args() {
				for _, u := range a.Uses() {
					u.Set(nil)
				}
			}
		}
		for _, b := range dead {
			rw.EraseBlock(b)
		}
	}
	return changed
}

// RunRegionDCE erases the ops and block arguments that do not contribute
// to any side effect or terminator, across the blocks of each region.
func RunRegionDCE(rw *Rewriter, regions []*ir.Region) bool {
	if nothingDead(regions) {
		return false
	}
	live := map[any]bool{}
	// Propagate liveness to a fixpoint.
	for changed := true; changed; {
		changed = false
		for _, r := range regions {
			if propagateLiveness(r, live) {
				changed = true
			}
		}
	}
	erased := false
	for _, r := range regions {
		if deleteDead(rw, r, live) {
			erased = true
		}
	}
	return erased
}

// nothingDead reports, without building the liveness map, that region
// DCE would find nothing: every region of the tree has at most one block
// and SSA dominance, and no op is trivially dead. In such a tree the
// uses of a value follow its definition in pre-order, so the last dead
// op (in pre-order) would have no users at all and be trivially dead:
// no trivially dead op means no dead op.
func nothingDead(regions []*ir.Region) bool {
	for _, r := range regions {
		if !nothingDeadIn(r) {
			return false
		}
	}
	return true
}

func nothingDeadIn(r *ir.Region) bool {
	b := r.Front()
	if b == nil {
		return true
	}
	if b.Next() != nil {
		return false
	}
	if p := r.ParentOp(); p != nil && (!p.IsRegistered() || p.HasTrait(ir.GraphRegion) && definesValues(b)) {
		return false
	}
	for o := b.First(); o != nil; o = o.Next() {
		if IsTriviallyDead(o) {
			return false
		}
		for _, nr := range o.Regions() {
			if !nothingDeadIn(nr) {
				return false
			}
		}
	}
	return true
}

// definesValues reports whether an op of b has results. A graph region
// whose ops define none (a module's functions and globals) has no uses to
// order, so dominance does not matter to the argument above: each op is
// dead exactly when it is trivially dead.
func definesValues(b *ir.Block) bool {
	for o := b.First(); o != nil; o = o.Next() {
		if o.NumResults() > 0 {
			return true
		}
	}
	return false
}

// valueLive reports whether a live op uses v, other than a branch passing
// it on to a block argument that is not live (an argument only branches
// pass around, as a loop's unused counter, dies with them).
func valueLive(v *ir.Value, live map[any]bool) bool {
	if live[v] {
		return true
	}
	for u := v.FirstUse(); u != nil; u = u.Next() {
		o := u.Owner()
		if !live[o] {
			continue
		}
		if a := forwardedTo(o, u.Index()); a != nil && !live[a] {
			continue
		}
		return true
	}
	return false
}

// forwardedTo returns the block argument operand i of branch t is passed
// on to, or nil when it is no successor operand (or t's layout is unknown).
func forwardedTo(t *ir.Operation, i int) *ir.Value {
	for s := 0; s < t.NumSuccessors(); s++ {
		start, n, ok := ir.SuccessorOperandRange(t, s)
		if ok && i >= start && i < start+n && i-start < t.Successor(s).NumArgs() {
			return t.Successor(s).Arg(i - start)
		}
	}
	return nil
}

func opLive(op *ir.Operation, live map[any]bool) bool {
	if op.HasTrait(ir.Terminator) || !WouldBeTriviallyDead(op) {
		return true
	}
	for i := 0; i < op.NumResults(); i++ {
		if valueLive(op.Result(i), live) {
			return true
		}
	}
	return false
}

func propagateLiveness(r *ir.Region, live map[any]bool) bool {
	changed := false
	// Blocks in reverse order, ops bottom-up: uses before definitions.
	for b := r.Back(); b != nil; b = b.Prev() {
		for o := b.Last(); o != nil; o = o.Prev() {
			for _, nr := range o.Regions() {
				if propagateLiveness(nr, live) {
					changed = true
				}
			}
			if !live[o] && opLive(o, live) {
				live[o] = true
				changed = true
			}
		}
		for _, a := range b.Args() {
			if live[a] {
				continue
			}
			if b.IsEntryBlock() || valueLive(a, live) || !argErasable(b, a.Index()) {
				live[a] = true
				changed = true
			}
		}
	}
	return changed
}

// argErasable reports whether every predecessor of b forwards operands
// through a terminator whose layout is known.
func argErasable(b *ir.Block, _ int) bool {
	for _, p := range b.Predecessors() {
		t := p.Last()
		found := false
		for i := 0; i < t.NumSuccessors(); i++ {
			if t.Successor(i) == b {
				if _, _, ok := ir.SuccessorOperandRange(t, i); !ok {
					return false
				}
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func deleteDead(rw *Rewriter, r *ir.Region, live map[any]bool) bool {
	changed := false
	for b := r.Back(); b != nil; b = b.Prev() {
		for o := b.Last(); o != nil; {
			prev := o.Prev()
			if !live[o] {
				for i := 0; i < o.NumResults(); i++ {
					for _, u := range o.Result(i).Uses() {
						u.Set(nil) // the users are dead too
					}
				}
				rw.EraseOp(o)
				changed = true
			} else {
				for _, nr := range o.Regions() {
					if deleteDead(rw, nr, live) {
						changed = true
					}
				}
			}
			o = prev
		}
		if b.IsEntryBlock() {
			continue
		}
		for i := b.NumArgs() - 1; i >= 0; i-- {
			a := b.Arg(i)
			if live[a] {
				continue
			}
			for _, p := range b.Predecessors() {
				t := p.Last()
				for s := 0; s < t.NumSuccessors(); s++ {
					if t.Successor(s) == b {
						rw.ModifyInPlace(t, func() { ir.EraseSuccessorOperand(t, s, i) })
					}
				}
			}
			for _, u := range a.Uses() {
				u.Set(nil)
			}
			b.EraseArgument(i)
			changed = true
		}
	}
	return changed
}

// MergeIdenticalBlocks merges blocks with identical ops and the same
// successors whose predecessors can be redirected, in regions and the
// regions nested in them. Only blocks without arguments are merged here.
func MergeIdenticalBlocks(rw *Rewriter, regions []*ir.Region) bool {
	changed := false
	work := append([]*ir.Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for b := r.Front(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
		}
		var seen []*ir.Block
		for b := r.Front(); b != nil; {
			next := b.Next()
			if b.IsEntryBlock() || b.NumArgs() != 0 {
				b = next
				continue
			}
			merged := false
			for _, s := range seen {
				if blocksEquivalent(s, b) {
					for _, u := range b.Predecessors() {
						t := u.Last()
						for i := 0; i < t.NumSuccessors(); i++ {
							if t.Successor(i) == b {
								rw.ModifyInPlace(t, func() { t.SetSuccessor(i, s) })
							}
						}
					}
					rw.EraseBlock(b)
					merged, changed = true, true
					break
				}
			}
			if !merged {
				seen = append(seen, b)
			}
			b = next
		}
	}
	return changed
}

// blocksEquivalent compares two argument-less blocks op by op, mapping
// the results of a's ops to b's.
func blocksEquivalent(a, b *ir.Block) bool {
	m := map[*ir.Value]*ir.Value{}
	oa, ob := a.First(), b.First()
	for ; oa != nil && ob != nil; oa, ob = oa.Next(), ob.Next() {
		if oa.OpName() != ob.OpName() || oa.NumOperands() != ob.NumOperands() || oa.NumResults() != ob.NumResults() ||
			oa.NumRegions() != 0 || ob.NumRegions() != 0 || oa.NumSuccessors() != ob.NumSuccessors() {
			return false
		}
		if !sameAttrs(oa.Attrs(), ob.Attrs()) {
			return false
		}
		for i := 0; i < oa.NumOperands(); i++ {
			va, vb := oa.Operand(i), ob.Operand(i)
			if mv, ok := m[va]; ok {
				va = mv
			}
			if va != vb {
				return false
			}
		}
		for i := 0; i < oa.NumSuccessors(); i++ {
			if oa.Successor(i) != ob.Successor(i) {
				return false
			}
		}
		for i := 0; i < oa.NumResults(); i++ {
			if oa.Result(i).Type() != ob.Result(i).Type() {
				return false
			}
			m[oa.Result(i)] = ob.Result(i)
		}
	}
	if oa != nil || ob != nil {
		return false
	}
	// Values of a must not escape the block (they would be lost).
	for o := a.First(); o != nil; o = o.Next() {
		for i := 0; i < o.NumResults(); i++ {
			for u := o.Result(i).FirstUse(); u != nil; u = u.Next() {
				if u.Owner().Block() != a {
					return false
				}
			}
		}
	}
	return true
}

func sameAttrs(a, b []ir.NamedAttr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || a[i].Value != b[i].Value {
			return false
		}
	}
	return true
}
