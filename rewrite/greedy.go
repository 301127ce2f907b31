package rewrite

import (
	"sync"

	"github.com/strata-compiler/strata/ir"
)

// RegionSimplify selects the region simplifications the greedy driver
// runs between rounds (canonicalize's region-simplify option).
type RegionSimplify uint8

const (
	// SimplifyDisabled runs none.
	SimplifyDisabled RegionSimplify = iota
	// SimplifyNormal erases unreachable blocks and dead code across blocks
	// (dead block arguments included).
	SimplifyNormal
	// SimplifyAggressive also merges identical blocks.
	SimplifyAggressive
)

// GreedyConfig configures ApplyPatternsGreedily.
type GreedyConfig struct {
	// MaxIterations bounds the rounds over the whole IR (< 0: no bound).
	MaxIterations int
	// MaxNumRewrites bounds the pattern applications (< 0: no bound).
	MaxNumRewrites int
	// TopDown visits ops in pre-order (false: post-order).
	TopDown bool
	// Simplify selects the region simplifications.
	Simplify RegionSimplify
	// NoFold disables folding.
	NoFold bool
	// NoConstantCSE keeps existing constants where they are instead of
	// hoisting and uniquing them.
	NoConstantCSE bool
	// Listener, when set, also receives the rewriter's notifications.
	Listener Listener
}

// DefaultGreedyConfig is canonicalize's default configuration.
func DefaultGreedyConfig() GreedyConfig {
	return GreedyConfig{MaxIterations: 10, MaxNumRewrites: -1, TopDown: true, Simplify: SimplifyNormal}
}

// GreedyResult reports what a greedy run did.
type GreedyResult struct {
	// Converged is false when the iteration or rewrite bound stopped the
	// driver while it was still changing the IR.
	Converged bool
	// Changed reports whether the IR changed at all.
	Changed bool
	// Iterations is the number of rounds run.
	Iterations int
	// Rewrites counts pattern applications, Folds successful folds and
	// Erased the ops removed as trivially dead.
	Rewrites, Folds, Erased int
}

// greedyDriver holds one run's worklist.
type greedyDriver struct {
	cfg      GreedyConfig
	patterns *PatternSet
	rw       *Rewriter
	folder   *Folder
	// regions are the regions the driver works on.
	regions []*ir.Region
	// worklist is a stack; inList maps an op to its index (ops removed
	// from the middle leave nil holes). Ops erased during the run are
	// never processed again: an erased op is detached, or nested in a
	// detached op, which pop checks (see inTree).
	worklist []*ir.Operation
	inList   map[*ir.Operation]int32
	// walkBuf is populate's reusable op list.
	walkBuf []*ir.Operation
	// indexSize is the most ops inList was sized for.
	indexSize int
	// stalled is set when one round exceeded its rewrite budget (a
	// pattern that keeps matching): the run stops, not converged.
	stalled bool
	// unreachable holds the blocks of the regions seen this round (in
	// analyzed) that no path from their region's entry reaches. Their
	// ops are left alone: dominance does not hold there (an op may use
	// its own result), so patterns and folds that assume it could loop
	// forever, and region simplification erases those blocks anyway.
	unreachable map[*ir.Block]bool
	analyzed    map[*ir.Region]bool
	res         GreedyResult
}

// ApplyPatternsGreedily applies the patterns and the ops' folders to the
// ops nested in root's regions, erasing trivially dead ops, until nothing
// changes or the bounds are hit (MLIR's applyPatternsGreedily).
func ApplyPatternsGreedily(root *ir.Operation, patterns *PatternSet, cfg GreedyConfig) GreedyResult {
	return ApplyPatternsGreedilyToRegions(root.Regions(), root.Context(), patterns, cfg)
}

// ApplyPatternsGreedilyToRegions is ApplyPatternsGreedily on a list of
// regions.
func ApplyPatternsGreedilyToRegions(regions []*ir.Region, ctx *ir.Context, patterns *PatternSet, cfg GreedyConfig) GreedyResult {
	d := greedyPool.Get().(*greedyDriver)
	defer d.release()
	d.cfg, d.patterns, d.regions = cfg, patterns, regions
	d.rw = NewRewriter(ctx)
	d.rw.Listener = d
	if d.folder == nil {
		d.folder = NewFolder(d.rw)
	}
	d.folder.rw = d.rw
	for {
		if cfg.MaxIterations >= 0 && d.res.Iterations >= cfg.MaxIterations {
			// Still changing when the bound hit: not converged.
			return d.res
		}
		d.res.Iterations++
		changed := false
		clear(d.unreachable)
		clear(d.analyzed)
		for _, r := range regions {
			d.populate(r)
		}
		if d.processWorklist() {
			changed = true
		}
		if d.stalled {
			d.res.Changed = true
			return d.res
		}
		if cfg.Simplify != SimplifyDisabled {
			if SimplifyRegions(d.rw, regions, cfg.Simplify == SimplifyAggressive) {
				changed = true
			}
		}
		if changed {
			d.res.Changed = true
		}
		if !changed {
			d.res.Converged = true
			return d.res
		}
		if cfg.MaxNumRewrites >= 0 && d.res.Rewrites >= cfg.MaxNumRewrites {
			return d.res
		}
	}
}

// greedyPool recycles drivers, so that the worklist, its index and the
// folder's tables are allocated once for many functions rather than once
// per function.
var greedyPool = sync.Pool{New: func() any { return &greedyDriver{} }}

// maxPooledOps bounds the index kept for reuse: clearing a map costs its
// capacity, which a huge function should not leave to small ones.
const maxPooledOps = 1 << 14

// release resets d and returns it to the pool.
func (d *greedyDriver) release() {
	clear(d.worklist)
	inList := d.inList
	if len(inList) > 0 || d.indexSize > maxPooledOps {
		inList = nil
	}
	f := d.folder
	if !f.reset(maxPooledOps) {
		f = nil
	}
	size := d.indexSize
	if inList == nil {
		size = 0
	}
	*d = greedyDriver{worklist: d.worklist[:0], walkBuf: d.walkBuf[:0], inList: inList, indexSize: size, folder: f}
	if cap(d.worklist) > maxPooledOps {
		d.worklist = nil
	}
	if cap(d.walkBuf) > maxPooledOps {
		d.walkBuf = nil
	}
	greedyPool.Put(d)
}

// populate adds the ops of r to the worklist, registering the existing
// constants with the folder first (which hoists and uniques them).
func (d *greedyDriver) populate(r *ir.Region) {
	ops := d.walkBuf[:0]
	visit := func(o *ir.Operation) ir.WalkResult {
		if d.isUnreachable(o.Block()) {
			return ir.Skip
		}
		if !d.cfg.NoConstantCSE {
			if v := ConstantValue(o); v != nil && o.Block() != nil {
				if !d.folder.InsertKnownConstant(o, v) {
					return ir.Skip
				}
			}
		}
		ops = append(ops, o)
		return ir.Advance
	}
	order := ir.PreOrder
	if !d.cfg.TopDown {
		order = ir.PostOrder
	}
	for b := r.Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; {
			next := o.Next()
			ir.Walk(o, order, visit)
			o = next
		}
	}
	if d.inList == nil || d.indexSize < len(ops) {
		// Sized once for the whole run: the first round holds every op.
		if len(d.inList) == 0 {
			d.indexSize = len(ops) + len(ops)/4
			d.inList = make(map[*ir.Operation]int32, d.indexSize)
		}
	}
	// The worklist pops from the back: push in reverse so ops are
	// processed in IR order.
	for i := len(ops) - 1; i >= 0; i-- {
		d.add(ops[i])
		ops[i] = nil
	}
	d.walkBuf = ops[:0]
}

// isUnreachable reports whether b is a block of a multi-block region
// that no path from the region's entry reached when the round began.
func (d *greedyDriver) isUnreachable(b *ir.Block) bool {
	r := b.Parent()
	if r == nil || b == r.Front() {
		return false
	}
	if !d.analyzed[r] {
		if d.analyzed == nil {
			d.analyzed, d.unreachable = map[*ir.Region]bool{}, map[*ir.Block]bool{}
		}
		d.analyzed[r] = true
		reached := reachableBlocks(r)
		for x := r.Front(); x != nil; x = x.Next() {
			if !reached[x] {
				d.unreachable[x] = true
			}
		}
	}
	return d.unreachable[b]
}

// inUnreachableBlock reports whether op or an op it is nested in sits in
// a block isUnreachable found.
func (d *greedyDriver) inUnreachableBlock(op *ir.Operation) bool {
	for op != nil && op.Block() != nil {
		if d.unreachable[op.Block()] {
			return true
		}
		op = op.ParentOp()
	}
	return false
}

func (d *greedyDriver) add(op *ir.Operation) {
	if op.Block() == nil {
		return // erased (or detached)
	}
	if d.inList == nil {
		d.inList = map[*ir.Operation]int32{}
	}
	if _, ok := d.inList[op]; ok {
		return
	}
	d.inList[op] = int32(len(d.worklist))
	d.worklist = append(d.worklist, op)
}

// inTree reports whether op is still nested in the driver's regions (an
// erased op is detached or nested in a detached op).
func (d *greedyDriver) inTree(op *ir.Operation) bool {
	for {
		b := op.Block()
		if b == nil {
			return false
		}
		r := b.Parent()
		if r == nil {
			return false
		}
		for _, root := range d.regions {
			if r == root {
				return true
			}
		}
		if op = r.ParentOp(); op == nil {
			return false
		}
	}
}

func (d *greedyDriver) remove(op *ir.Operation) {
	if i, ok := d.inList[op]; ok {
		d.worklist[i] = nil
		delete(d.inList, op)
	}
}

func (d *greedyDriver) pop() *ir.Operation {
	for len(d.worklist) > 0 {
		op := d.worklist[len(d.worklist)-1]
		d.worklist = d.worklist[:len(d.worklist)-1]
		if op != nil {
			delete(d.inList, op)
			if !d.inTree(op) {
				continue
			}
			return op
		}
	}
	return nil
}

// processWorklist runs until the worklist is empty; it reports whether
// anything changed.
func (d *greedyDriver) processWorklist() bool {
	changed := false
	// A round rewrites each op a bounded number of times; more means a
	// pattern keeps matching its own output.
	budget := d.res.Rewrites + 64*len(d.worklist) + 1024
	for {
		if d.res.Rewrites > budget {
			d.stalled = true
			d.worklist = d.worklist[:0]
			clear(d.inList)
			return true
		}
		op := d.pop()
		if op == nil {
			return changed
		}
		if len(d.unreachable) > 0 && d.inUnreachableBlock(op) {
			continue
		}
		if IsTriviallyDead(op) {
			d.rw.EraseOp(op)
			d.res.Erased++
			changed = true
			continue
		}
		if !d.cfg.NoFold && d.folder.TryFold(op) {
			d.res.Folds++
			changed = true
			continue
		}
		if d.cfg.MaxNumRewrites >= 0 && d.res.Rewrites >= d.cfg.MaxNumRewrites {
			continue
		}
		for _, p := range d.patterns.For(op.Name()) {
			d.rw.SetInsertionPoint(op)
			d.rw.Loc = op.Loc()
			if p.Rewrite(op, d.rw) {
				d.res.Rewrites++
				changed = true
				break
			}
		}
	}
}

// ---- Listener ----

func (d *greedyDriver) OpInserted(op *ir.Operation) {
	d.add(op)
	if d.cfg.Listener != nil {
		d.cfg.Listener.OpInserted(op)
	}
}

func (d *greedyDriver) OpModified(op *ir.Operation) {
	d.add(op)
	if d.cfg.Listener != nil {
		d.cfg.Listener.OpModified(op)
	}
}

func (d *greedyDriver) OpReplaced(op *ir.Operation, vals []*ir.Value) {
	for i := 0; i < op.NumResults(); i++ {
		for u := op.Result(i).FirstUse(); u != nil; u = u.Next() {
			d.add(u.Owner())
		}
	}
	if d.cfg.Listener != nil {
		d.cfg.Listener.OpReplaced(op, vals)
	}
}

func (d *greedyDriver) OpErased(op *ir.Operation) {
	d.remove(op)
	d.folder.NotifyRemoval(op)
	// Operands' producers may have become dead.
	for i := 0; i < op.NumOperands(); i++ {
		if v := op.Operand(i); v != nil {
			if def := v.DefiningOp(); def != nil && def.Block() != nil {
				d.add(def)
			}
		}
	}
	if d.cfg.Listener != nil {
		d.cfg.Listener.OpErased(op)
	}
}
