package rewrite

import "github.com/strata-compiler/strata/ir"

// DomTree is the dominator tree of one region's blocks (Cooper, Harvey
// and Kennedy's iterative algorithm over a reverse post-order).
type DomTree struct {
	// idom maps a reachable block to its immediate dominator (the entry
	// maps to nil).
	idom map[*ir.Block]*ir.Block
	// children lists the blocks each block immediately dominates, in
	// region order.
	children map[*ir.Block][]*ir.Block
	// rpo numbers the reachable blocks in reverse post-order.
	rpo map[*ir.Block]int
}

// NewDomTree computes the dominator tree of r.
func NewDomTree(r *ir.Region) *DomTree {
	dt := &DomTree{idom: map[*ir.Block]*ir.Block{}, children: map[*ir.Block][]*ir.Block{}, rpo: map[*ir.Block]int{}}
	entry := r.Front()
	if entry == nil {
		return dt
	}
	var post []*ir.Block
	seen := map[*ir.Block]bool{}
	var dfs func(b *ir.Block)
	dfs = func(b *ir.Block) {
		seen[b] = true
		for _, s := range b.Successors() {
			if s != nil && !seen[s] {
				dfs(s)
			}
		}
		post = append(post, b)
	}
	dfs(entry)
	order := make([]*ir.Block, len(post))
	for i, b := range post {
		order[len(post)-1-i] = b
	}
	for i, b := range order {
		dt.rpo[b] = i
	}
	dt.idom[entry] = entry
	intersect := func(a, b *ir.Block) *ir.Block {
		for a != b {
			for dt.rpo[a] > dt.rpo[b] {
				a = dt.idom[a]
			}
			for dt.rpo[b] > dt.rpo[a] {
				b = dt.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range order[1:] {
			var nd *ir.Block
			for _, p := range b.Predecessors() {
				if _, ok := dt.idom[p]; !ok {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != nil && dt.idom[b] != nd {
				dt.idom[b] = nd
				changed = true
			}
		}
	}
	dt.idom[entry] = nil
	for b := r.Front(); b != nil; b = b.Next() {
		if d := dt.idom[b]; d != nil {
			dt.children[d] = append(dt.children[d], b)
		}
	}
	return dt
}

// Reachable reports whether b is reachable from the entry.
func (dt *DomTree) Reachable(b *ir.Block) bool { _, ok := dt.rpo[b]; return ok }

// IDom returns b's immediate dominator (nil for the entry and for
// unreachable blocks).
func (dt *DomTree) IDom(b *ir.Block) *ir.Block { return dt.idom[b] }

// Children returns the blocks b immediately dominates.
func (dt *DomTree) Children(b *ir.Block) []*ir.Block { return dt.children[b] }

// Dominates reports whether a dominates b (every block dominates itself).
func (dt *DomTree) Dominates(a, b *ir.Block) bool {
	if !dt.Reachable(b) {
		return true
	}
	for x := b; x != nil; x = dt.idom[x] {
		if x == a {
			return true
		}
	}
	return false
}
