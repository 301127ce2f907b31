package passes

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// SCCP through region ops: values flow as the op's RegionBranch says,
// along the edges its constant operands allow (MLIR's
// RegionBranchOpInterface getEntrySuccessorRegions and
// getSuccessorRegions, as SCCP's dead code analysis uses them).

// regionSuccessors are where control may go: the op's results (leaving
// it) and the entry blocks of the regions marked.
type regionSuccessors struct {
	results bool
	regions []bool
}

func allSuccessors(op *ir.Operation) regionSuccessors {
	s := regionSuccessors{results: true, regions: make([]bool, op.NumRegions())}
	for i := range s.regions {
		s.regions[i] = true
	}
	return s
}

func onlyRegion(op *ir.Operation, i int) regionSuccessors {
	s := regionSuccessors{regions: make([]bool, op.NumRegions())}
	s.regions[i] = true
	return s
}

// successorRules decide, per op, where control goes from the op itself
// (t nil) or from t, a terminator in one of its regions, given the
// lattice (constant reads a value's constant, ok false while it is
// unknown, c nil when overdefined). wait is true while a value that
// decides is not known yet. Ops not here may go anywhere their flows
// name.
var successorRules = map[*ir.OpDef]func(op, t *ir.Operation, constant func(*ir.Value) (ir.Attribute, bool)) (s regionSuccessors, wait bool){
	// scf.if: a constant condition runs one branch; an empty else leaves.
	scf.If: func(op, t *ir.Operation, constant func(*ir.Value) (ir.Attribute, bool)) (regionSuccessors, bool) {
		if t != nil {
			return regionSuccessors{results: true, regions: make([]bool, op.NumRegions())}, false
		}
		c, ok := constant(op.Def().OperandGroup(op, "condition")[0])
		if !ok {
			return regionSuccessors{}, true
		}
		s := allSuccessors(op)
		s.results = false
		if i, ok := ir.ConditionSuccessor(op, []ir.Attribute{c}); ok {
			s = onlyRegion(op, i)
		}
		if len(s.regions) > 1 && s.regions[1] && op.Region(1).Empty() {
			s.regions[1], s.results = false, true
		}
		return s, false
	},
	// scf.while: the before region first; a constant condition either
	// always runs the after region or always leaves.
	scf.While: func(op, t *ir.Operation, constant func(*ir.Value) (ir.Attribute, bool)) (regionSuccessors, bool) {
		if t == nil {
			return onlyRegion(op, 0), false
		}
		if t.Def() != scf.Condition {
			return onlyRegion(op, 0), false
		}
		cond, _ := scf.AsCondition(t)
		c, ok := constant(cond.Condition())
		if !ok {
			return regionSuccessors{}, true
		}
		if i, ok := ir.ConditionSuccessor(t, []ir.Attribute{c}); ok {
			if i == 0 {
				return onlyRegion(op, 1), false
			}
			return regionSuccessors{results: true, regions: make([]bool, 2)}, false
		}
		s := onlyRegion(op, 1)
		s.results = true
		return s, false
	},
	// affine.for of constant bounds (scf.for, as upstream's, may always
	// run or skip its body).
	affine.For: loopSuccessors(affine.ConstantTripCount),
}

// loopSuccessors: a loop of no iteration never enters its body, one of a
// single iteration leaves after it.
func loopSuccessors(tripCount func(*ir.Operation) (int64, bool)) func(op, t *ir.Operation, constant func(*ir.Value) (ir.Attribute, bool)) (regionSuccessors, bool) {
	return func(op, t *ir.Operation, _ func(*ir.Value) (ir.Attribute, bool)) (regionSuccessors, bool) {
		n, known := tripCount(op)
		s := allSuccessors(op)
		switch {
		case known && n == 0 && t == nil:
			s.regions[0] = false
		case known && n > 0 && t == nil:
			s.results = false
		case known && n == 1:
			s.regions[0] = false
		}
		return s, false
	}
}

// affineForBranch: init i (the last operands) and yield operand i each
// become result i and iter_arg i (entry argument 1+i).
var affineForBranch = &rewrite.RegionBranch{
	Entry: func(op *ir.Operation) []rewrite.Flow {
		off := op.NumOperands() - op.NumResults()
		return affineForFlows(op, op.NumResults(), off)
	},
	Exit: func(op, t *ir.Operation) []rewrite.Flow { return affineForFlows(op, t.NumOperands(), 0) },
}

func affineForFlows(op *ir.Operation, n, off int) []rewrite.Flow {
	var out []rewrite.Flow
	body := op.Region(0).Front()
	for i := 0; i < n && i < op.NumResults(); i++ {
		to := []*ir.Value{op.Result(i)}
		if body != nil && 1+i < body.NumArgs() {
			to = append(to, body.Arg(1+i))
		}
		out = append(out, rewrite.Flow{Operand: off + i, To: to})
	}
	return out
}

// regionBranchOf is op's RegionBranch, affine.for's included.
func regionBranchOf(op *ir.Operation) *rewrite.RegionBranch {
	if op.Def() == affine.For {
		return affineForBranch
	}
	return rewrite.RegionBranchOf(op)
}

// constant reads v's lattice: its constant (nil when overdefined), ok
// false while unknown.
func (s *sccp) constant(v *ir.Value) (ir.Attribute, bool) {
	l := s.vals[v]
	return l.value, l.state != 0
}

func (s *sccp) successors(op, t *ir.Operation) (regionSuccessors, bool) {
	if rule := successorRules[op.Def()]; rule != nil {
		return rule(op, t, s.constant)
	}
	return allSuccessors(op), false
}

// targets is the set of values some flow of op reaches: its results and
// region arguments that are not (an induction variable is not) are
// overdefined.
func (s *sccp) targets(op *ir.Operation, rb *rewrite.RegionBranch) map[*ir.Value]bool {
	if t, ok := s.flowTargets[op]; ok {
		return t
	}
	t := map[*ir.Value]bool{}
	add := func(fs []rewrite.Flow) {
		for _, f := range fs {
			for _, v := range f.To {
				t[v] = true
			}
		}
	}
	add(rb.Entry(op))
	for _, rg := range op.Regions() {
		for b := rg.Front(); b != nil; b = b.Next() {
			if last := b.Last(); last != nil && last.NumSuccessors() == 0 {
				add(rb.Exit(op, last))
			}
		}
	}
	s.flowTargets[op] = t
	return t
}

// allowed reports whether v, a flow's target, lies on a successor.
func allowed(op *ir.Operation, succ regionSuccessors, v *ir.Value) bool {
	if d := v.DefiningOp(); d == op {
		return succ.results
	}
	for i, ok := range succ.regions {
		if ok && v.OwnerBlock() != nil && v.OwnerBlock() == op.Region(i).Front() {
			return true
		}
	}
	return false
}

// enter marks the entry blocks of the successor regions executable, their
// arguments no flow reaches overdefined.
func (s *sccp) enter(op *ir.Operation, rb *rewrite.RegionBranch, succ regionSuccessors) {
	targets := s.targets(op, rb)
	for i, ok := range succ.regions {
		if !ok || op.Region(i).Empty() {
			continue
		}
		b := op.Region(i).Front()
		for _, a := range b.Args() {
			if !targets[a] {
				s.set(a, lattice{state: 2})
			}
		}
		s.markExec(b)
	}
}

func (s *sccp) flow(op *ir.Operation, fs []rewrite.Flow, from *ir.Operation, succ regionSuccessors) {
	for _, f := range fs {
		if f.Operand >= from.NumOperands() {
			continue
		}
		l := s.vals[from.Operand(f.Operand)]
		for _, v := range f.To {
			if allowed(op, succ, v) {
				s.set(v, l)
			}
		}
	}
}

// visitRegionOp enters the regions op may run first and flows its
// operands there (and to its results where it may not run them).
func (s *sccp) visitRegionOp(op *ir.Operation, rb *rewrite.RegionBranch) {
	targets := s.targets(op, rb)
	for _, v := range op.Results() {
		if !targets[v] {
			s.set(v, lattice{state: 2})
		}
	}
	succ, wait := s.successors(op, nil)
	if wait {
		return
	}
	s.enter(op, rb, succ)
	s.flow(op, rb.Entry(op), op, succ)
	// The terminators' successors may hang on op's operands (a trip count).
	for _, rg := range op.Regions() {
		for b := rg.Front(); b != nil; b = b.Next() {
			if s.exec[b] && b.Last() != nil {
				s.opWork = append(s.opWork, b.Last())
			}
		}
	}
}

// visitRegionExit flows the operands of t, a terminator in op's regions.
func (s *sccp) visitRegionExit(op *ir.Operation, rb *rewrite.RegionBranch, t *ir.Operation) {
	succ, wait := s.successors(op, t)
	if wait {
		return
	}
	s.enter(op, rb, succ)
	s.flow(op, rb.Exit(op, t), t, succ)
}
