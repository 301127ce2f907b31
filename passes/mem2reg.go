package passes

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Mem2Reg is upstream's mem2reg.
var Mem2Reg = &Pass{
	Argument: "mem2reg",
	Name:     "Mem2Reg",
	Summary:  "Promotes memory slots into values.",
	Description: `A slot (an op with PromotableAllocationOpInterface: memref.alloca of one
integer, index, float, complex, vector or memref element; llvm.alloca of one element) whose
every use is a load or a store through it (PromotableMemOpInterface: memref.load,
memref.store; non-volatile, non-atomic llvm.load and llvm.store of the slot's type) in the
slot's own region becomes SSA values: each load is replaced by the value
stored last on its path, or by the slot's default (ub.poison; llvm.mlir.undef
for llvm.alloca) when nothing was, and the stores and the slot are erased. Where
paths that store different values meet, the block gets an argument and its
predecessors' branches pass the value (pruned SSA: only where a load can read
it), so every predecessor must forward operands to its successors (cf.br,
cf.cond_br, cf.switch, llvm.br, llvm.cond_br, llvm.switch).
A slot also used in a nested region (inside scf.if, scf.for) or in another
way (passed to a call, stored itself) is left alone, as upstream leaves it;
so is a slot with no uses. region-simplify is accepted for upstream's
pipelines; the promotion leaves the region tree as it was, as upstream's
does.`,
	Options: []Option{{Name: "region-simplify", Kind: BoolOption, Default: "true",
		Description: "Perform control flow optimizations to the region tree"}},
	Statistics: []Statistic{
		{Name: "promoted slots", Description: "Total amount of memory slot promoted"},
		{Name: "new block args", Description: "Total amount of new block argument inserted in blocks"},
	},
	Run: func(r *Run) error {
		var slots []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op != r.Op && rewrite.SlotAllocation(op) != nil {
				slots = append(slots, op)
			}
		})
		// Promoting a slot can free another (one stored into it), so the
		// slots left are tried again while some are promoted. Promotion
		// adds block arguments but no edges: dominator trees stay valid.
		promoted, args := 0, 0
		doms := map[*ir.Region]*rewrite.DomTree{}
		for progress := true; progress; {
			progress = false
			left := slots[:0]
			for _, op := range slots {
				region := op.ParentRegion()
				if doms[region] == nil {
					doms[region] = rewrite.NewDomTree(region)
				}
				n, ok := promote(op, doms[region])
				if !ok {
					left = append(left, op)
					continue
				}
				promoted++
				args += n
				progress = true
			}
			slots = left
		}
		r.AddStat("promoted slots", int64(promoted))
		r.AddStat("new block args", int64(args))
		if promoted == 0 {
			r.MarkUnchanged()
		}
		return nil
	},
}

// slotPromotion is the state of promoting one slot.
type slotPromotion struct {
	slot  *ir.Value
	alloc *rewrite.PromotableAllocation
	elem  ir.Type
	dom   *rewrite.DomTree
	// accesses are the slot's loads and stores, by block, in order.
	accesses map[*ir.Block][]*ir.Operation
	// args are the block arguments added for the slot.
	args map[*ir.Block]*ir.Value
	// def is the default value, built at the slot when first needed.
	def *ir.Value
}

// promote replaces the slot op allocates by SSA values when it can; it
// returns the number of block arguments added.
func promote(op *ir.Operation, dom *rewrite.DomTree) (int, bool) {
	alloc := rewrite.SlotAllocation(op)
	elem, ok := alloc.Slot(op)
	if !ok || op.NumResults() == 0 || op.Result(0).UseEmpty() || !dom.Reachable(op.Block()) {
		return 0, false
	}
	p := &slotPromotion{slot: op.Result(0), alloc: alloc, elem: elem, dom: dom,
		accesses: map[*ir.Block][]*ir.Operation{}, args: map[*ir.Block]*ir.Value{}}
	region := op.ParentRegion()
	for _, user := range p.slot.Users() {
		if user.ParentRegion() != region || !rewrite.AccessOf(user, p.slot).OK {
			return 0, false
		}
		p.accesses[user.Block()] = nil
	}
	// The accesses of each block in order.
	for b := range p.accesses {
		for _, o := range b.Ops() {
			for _, v := range o.Operands() {
				if v == p.slot {
					p.accesses[b] = append(p.accesses[b], o)
					break
				}
			}
		}
	}
	merges := p.mergeBlocks(op.Block())
	// Every predecessor of a merge block must forward an operand to it.
	for _, b := range merges {
		for _, pred := range b.Predecessors() {
			t := pred.Terminator()
			for s := 0; s < t.NumSuccessors(); s++ {
				if t.Successor(s) == b {
					if _, _, ok := ir.SuccessorOperandRange(t, s); !ok {
						return 0, false
					}
				}
			}
		}
	}
	for _, b := range merges {
		p.args[b] = b.AddArgument(elem, op.Loc())
	}
	// Rename along the dominator tree from the slot's block (its accesses
	// all follow the slot there), then in the blocks no path reaches.
	p.rename(op.Block(), nil)
	for b := region.Front(); b != nil; b = b.Next() {
		if !dom.Reachable(b) {
			p.renameBlock(b, nil)
		}
	}
	op.Erase()
	return len(merges), true
}

// mergeBlocks returns the blocks that need an argument for the slot: the
// iterated dominance frontier of the blocks that store to it (and of the
// slot's block, which defines its default), where a load may read the
// slot before any store in the block.
func (p *slotPromotion) mergeBlocks(home *ir.Block) []*ir.Block {
	region := home.Parent()
	stores := map[*ir.Block]bool{home: true}
	liveIn := map[*ir.Block]bool{}
	var work []*ir.Block
	for b, ops := range p.accesses {
		if b != home && rewrite.AccessOf(ops[0], p.slot).Load {
			liveIn[b] = true
			work = append(work, b)
		}
		for _, o := range ops {
			if !rewrite.AccessOf(o, p.slot).Load {
				stores[b] = true
			}
		}
	}
	// Liveness flows back to predecessors that neither store nor hold
	// the slot.
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, pred := range b.Predecessors() {
			if !liveIn[pred] && !stores[pred] && pred != home {
				liveIn[pred] = true
				work = append(work, pred)
			}
		}
	}
	frontier := p.frontiers(region)
	placed := map[*ir.Block]bool{}
	var defs []*ir.Block
	for b := region.Front(); b != nil; b = b.Next() {
		if stores[b] && p.dom.Reachable(b) {
			defs = append(defs, b)
		}
	}
	var merges []*ir.Block
	for len(defs) > 0 {
		b := defs[len(defs)-1]
		defs = defs[:len(defs)-1]
		for _, f := range frontier[b] {
			if placed[f] {
				continue
			}
			placed[f] = true
			defs = append(defs, f)
		}
	}
	for b := region.Front(); b != nil; b = b.Next() {
		if placed[b] && liveIn[b] {
			merges = append(merges, b)
		}
	}
	return merges
}

// frontiers computes the dominance frontier of each reachable block
// (Cooper, Harvey and Kennedy): a join block is in the frontier of each
// block on the way up from a predecessor to the join's immediate
// dominator.
func (p *slotPromotion) frontiers(region *ir.Region) map[*ir.Block][]*ir.Block {
	out := map[*ir.Block][]*ir.Block{}
	for b := region.Front(); b != nil; b = b.Next() {
		if !p.dom.Reachable(b) {
			continue
		}
		var preds []*ir.Block
		for _, pred := range b.Predecessors() {
			if p.dom.Reachable(pred) {
				preds = append(preds, pred)
			}
		}
		if len(preds) < 2 {
			continue
		}
		for _, pred := range preds {
			for runner := pred; runner != nil && runner != p.dom.IDom(b); runner = p.dom.IDom(runner) {
				if n := len(out[runner]); n == 0 || out[runner][n-1] != b {
					out[runner] = append(out[runner], b)
				}
			}
		}
	}
	return out
}

// rename replaces the accesses in b and the blocks it dominates, the
// slot's value on entry to b being reaching (nil: the default).
func (p *slotPromotion) rename(b *ir.Block, reaching *ir.Value) {
	out := p.renameBlock(b, reaching)
	for _, c := range p.dom.Children(b) {
		p.rename(c, out)
	}
}

// renameBlock replaces b's loads by the slot's current value, erases its
// stores, passes the value at its end to the successors that have an
// argument for the slot, and returns that value (nil: the default, not
// built yet).
func (p *slotPromotion) renameBlock(b *ir.Block, reaching *ir.Value) *ir.Value {
	if arg := p.args[b]; arg != nil {
		reaching = arg
	}
	for _, o := range p.accesses[b] {
		a := rewrite.AccessOf(o, p.slot)
		if a.Load {
			if reaching == nil {
				reaching = p.defaultValue()
			}
			o.Result(0).ReplaceAllUsesWith(reaching)
		} else {
			reaching = a.Stored
		}
		o.Erase()
	}
	if t := b.Terminator(); t != nil {
		for s := 0; s < t.NumSuccessors(); s++ {
			if p.args[t.Successor(s)] != nil {
				if reaching == nil {
					reaching = p.defaultValue()
				}
				ir.AppendSuccessorOperand(t, s, reaching)
			}
		}
	}
	return reaching
}

// defaultValue returns the slot's default, built where the slot op is
// when first needed.
func (p *slotPromotion) defaultValue() *ir.Value {
	if p.def == nil {
		op := p.slot.DefiningOp()
		b := ir.NewBuilder(op.Context())
		b.SetInsertionPoint(op)
		p.def = p.alloc.Default(b, p.elem, op.Loc())
	}
	return p.def
}
