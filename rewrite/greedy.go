package rewrite

import "github.com/strata-compiler/strata/ir"

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
	// worklist is a stack; inList maps an op to its index (ops removed
	// from the middle leave nil holes).
	worklist []*ir.Operation
	inList   map[*ir.Operation]int
	// erased are the ops erased during the run (never processed again).
	erased map[*ir.Operation]bool
	// stalled is set when one round exceeded its rewrite budget (a
	// pattern that keeps matching): the run stops, not converged.
	stalled bool
	res     GreedyResult
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
	d := &greedyDriver{cfg: cfg, patterns: patterns, inList: map[*ir.Operation]int{}, erased: map[*ir.Operation]bool{}}
	d.rw = NewRewriter(ctx)
	d.rw.Listener = d
	d.folder = NewFolder(d.rw)
	for {
		if cfg.MaxIterations >= 0 && d.res.Iterations >= cfg.MaxIterations {
			// Still changing when the bound hit: not converged.
			return d.res
		}
		d.res.Iterations++
		changed := false
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

// populate adds the ops of r to the worklist, registering the existing
// constants with the folder first (which hoists and uniques them).
func (d *greedyDriver) populate(r *ir.Region) {
	var ops []*ir.Operation
	visit := func(o *ir.Operation) ir.WalkResult {
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
	// The worklist pops from the back: push in reverse so ops are
	// processed in IR order.
	for i := len(ops) - 1; i >= 0; i-- {
		d.add(ops[i])
	}
}

func (d *greedyDriver) add(op *ir.Operation) {
	if _, ok := d.inList[op]; ok || d.erased[op] {
		return
	}
	d.inList[op] = len(d.worklist)
	d.worklist = append(d.worklist, op)
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
	d.erased[op] = true
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
