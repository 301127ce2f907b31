package passes

import (
	"hash/maphash"
	"sync"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// CSE eliminates common subexpressions.
var CSE = &Pass{
	Argument: "cse",
	Name:     "CSE",
	Summary:  "Eliminate common sub-expressions",
	Description: `This pass implements a generalized algorithm for common sub-expression
elimination over the dominator tree of each region: an op free of side
effects is replaced by an equivalent op (same name, attributes, operands
and result types) that dominates it, including one defined in an
enclosing region (but never across an isolated-from-above op). Ops with
side effects, with regions or without results are kept. Trivially dead
ops met on the way are erased.`,
	Statistics: []Statistic{
		{Name: "num-cse'd", Description: "Number of operations CSE'd"},
		{Name: "num-dce'd", Description: "Number of operations DCE'd"},
	},
	Run: runCSE,
}

var cseSeed = maphash.MakeSeed()

// cseScope is a scoped hash table of the available expressions.
type cseScope struct {
	parent *cseScope
	table  map[uint64]cseEntry
}

// cseEntry holds the available ops of one hash: the first inline, the
// (rare) others with the same hash after it.
type cseEntry struct {
	op   *ir.Operation
	more []*ir.Operation
}

func (s *cseScope) lookup(h uint64, op *ir.Operation) *ir.Operation {
	for sc := s; sc != nil; sc = sc.parent {
		e, ok := sc.table[h]
		if !ok {
			continue
		}
		if equivalentOps(e.op, op) {
			return e.op
		}
		for _, c := range e.more {
			if equivalentOps(c, op) {
				return c
			}
		}
	}
	return nil
}

func (s *cseScope) insert(h uint64, op *ir.Operation) {
	if e, ok := s.table[h]; ok {
		e.more = append(e.more, op)
		s.table[h] = e
		return
	}
	s.table[h] = cseEntry{op: op}
}

type cseRun struct {
	cse, dce int64
	toErase  []*ir.Operation
	// free holds cleared tables for reuse by later scopes (and, through
	// csePool, later runs).
	free []map[uint64]cseEntry
}

// csePool recycles the runs' scratch tables across functions.
var csePool = sync.Pool{New: func() any { return &cseRun{} }}

// maxPooledTable bounds the tables kept for reuse: clearing a table costs
// its capacity, which a huge function should not leave to small ones.
const maxPooledTable = 1 << 14

func (c *cseRun) newScope(parent *cseScope) *cseScope {
	if n := len(c.free); n > 0 {
		t := c.free[n-1]
		c.free = c.free[:n-1]
		return &cseScope{parent: parent, table: t}
	}
	return &cseScope{parent: parent, table: map[uint64]cseEntry{}}
}

func (c *cseRun) release(s *cseScope) {
	if len(s.table) > maxPooledTable {
		return
	}
	clear(s.table)
	c.free = append(c.free, s.table)
}

func runCSE(r *Run) error {
	c := csePool.Get().(*cseRun)
	defer func() {
		clear(c.toErase)
		*c = cseRun{toErase: c.toErase[:0], free: c.free}
		csePool.Put(c)
	}()
	for _, rg := range r.Op.Regions() {
		c.region(rg, nil)
	}
	for _, o := range c.toErase {
		o.Erase()
	}
	r.AddStat("num-cse'd", c.cse)
	r.AddStat("num-dce'd", c.dce)
	if c.cse+c.dce == 0 {
		r.MarkUnchanged()
	}
	return nil
}

func (c *cseRun) region(rg *ir.Region, parent *cseScope) {
	if rg.Empty() {
		return
	}
	if rg.HasOneBlock() {
		s := c.newScope(parent)
		c.block(rg.Front(), s)
		c.release(s)
		return
	}
	dt := rewrite.NewDomTree(rg)
	var visit func(b *ir.Block, s *cseScope)
	visit = func(b *ir.Block, s *cseScope) {
		scope := c.newScope(s)
		c.block(b, scope)
		for _, ch := range dt.Children(b) {
			visit(ch, scope)
		}
		c.release(scope)
	}
	visit(rg.Front(), parent)
}

func (c *cseRun) block(b *ir.Block, scope *cseScope) {
	for o := b.First(); o != nil; o = o.Next() {
		if rewrite.IsTriviallyDead(o) {
			c.toErase = append(c.toErase, o)
			c.dce++
			continue
		}
		// Nested regions see this scope unless the op isolates them.
		if o.NumRegions() > 0 {
			inner := scope
			if o.HasTrait(ir.IsolatedFromAbove) || !o.IsRegistered() {
				inner = nil
			}
			for _, rg := range o.Regions() {
				c.region(rg, inner)
			}
			continue
		}
		if o.NumResults() == 0 || !rewrite.IsMemoryEffectFree(o) || o.NumSuccessors() > 0 {
			continue
		}
		h := hashOp(o)
		if prev := scope.lookup(h, o); prev != nil {
			for i := 0; i < o.NumResults(); i++ {
				o.Result(i).ReplaceAllUsesWith(prev.Result(i))
			}
			// As MLIR: an unknown location gives way to a known one.
			if _, unknown := prev.Loc().(*ir.UnknownLoc); unknown {
				if _, alsoUnknown := o.Loc().(*ir.UnknownLoc); !alsoUnknown {
					prev.SetLoc(o.Loc())
				}
			}
			c.toErase = append(c.toErase, o)
			c.cse++
			continue
		}
		scope.insert(h, o)
	}
}

// hashOp hashes what equivalentOps compares.
func hashOp(o *ir.Operation) uint64 {
	var h maphash.Hash
	h.SetSeed(cseSeed)
	h.WriteString(o.Name())
	for i := 0; i < o.NumOperands(); i++ {
		maphash.WriteComparable(&h, o.Operand(i))
	}
	for i := 0; i < o.NumResults(); i++ {
		maphash.WriteComparable(&h, o.Result(i).Type())
	}
	for _, a := range o.Props() {
		h.WriteString(a.Name)
		maphash.WriteComparable(&h, a.Value)
	}
	for _, a := range o.DiscardableAttrs() {
		h.WriteString(a.Name)
		maphash.WriteComparable(&h, a.Value)
	}
	return h.Sum64()
}

// equivalentOps compares two region-less ops structurally: operands by
// identity, attributes and types by their uniqued pointers.
func equivalentOps(a, b *ir.Operation) bool {
	if a.OpName() != b.OpName() || a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		if a.Operand(i) != b.Operand(i) {
			return false
		}
	}
	for i := 0; i < a.NumResults(); i++ {
		if a.Result(i).Type() != b.Result(i).Type() {
			return false
		}
	}
	pa, pb := a.Props(), b.Props()
	da, db := a.DiscardableAttrs(), b.DiscardableAttrs()
	if len(pa) != len(pb) || len(da) != len(db) {
		return false
	}
	for i := range pa {
		if pa[i].Name != pb[i].Name || pa[i].Value != pb[i].Value {
			return false
		}
	}
	for i := range da {
		if da[i].Name != db[i].Name || da[i].Value != db[i].Value {
			return false
		}
	}
	return true
}
