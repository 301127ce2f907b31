package passes

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// SCCP propagates constants through values and control flow.
var SCCP = &Pass{
	Argument: "sccp",
	Name:     "SCCP",
	Summary:  "Sparse Conditional Constant Propagation",
	Description: `This pass implements a general algorithm for sparse conditional constant
propagation: it optimistically assumes every value constant and every
block dead, then follows only the control flow edges a constant branch
condition allows (cf.br, cf.cond_br), meeting the values that reach a
block argument. Region ops flow their values as their
RegionBranchOpInterface says (scf.for, scf.while, scf.if,
scf.execute_region, scf.index_switch, and affine.for), entering only the
regions a constant condition or trip count allows: an scf.if on a constant
runs one branch, an scf.while whose condition is constant true never exits,
an affine.for of no iteration never runs its body, one of one iteration
exits after its first. Run on a symbol table, it
is interprocedural: the arguments of a private (or, at the top level,
nested) func.func that only calls name meet the operands of the calls
that can run, a function no call reaches is left alone, and a call's
results meet the values the callee's func.return ops give. Ops are
evaluated with their folders. Values found constant are replaced by
materialized constants; ops left dead are erased. Unreachable blocks are
left for canonicalize to remove.`,
	Run: runSCCP,
}

// lattice is a value's state: unknown (nothing seen yet), a constant, or
// overdefined.
type lattice struct {
	state   uint8 // 0 unknown, 1 constant, 2 overdefined
	value   ir.Attribute
	dialect string
}

type sccp struct {
	vals      map[*ir.Value]lattice
	exec      map[*ir.Block]bool
	edges     map[[2]*ir.Block]bool
	opWork    []*ir.Operation
	blockWork []*ir.Block
	// flowTargets caches, per region op, the values some flow reaches.
	flowTargets map[*ir.Operation]map[*ir.Value]bool
	calls       callGraph
}

func runSCCP(r *Run) error {
	s := &sccp{vals: map[*ir.Value]lattice{}, exec: map[*ir.Block]bool{}, edges: map[[2]*ir.Block]bool{},
		flowTargets: map[*ir.Operation]map[*ir.Value]bool{}}
	s.calls = newCallGraph(r.Op)
	for _, rg := range r.Op.Regions() {
		s.markEntry(rg)
	}
	for len(s.opWork) > 0 || len(s.blockWork) > 0 {
		if n := len(s.blockWork); n > 0 {
			b := s.blockWork[n-1]
			s.blockWork = s.blockWork[:n-1]
			for o := b.First(); o != nil; o = o.Next() {
				s.visit(o)
			}
			continue
		}
		o := s.opWork[len(s.opWork)-1]
		s.opWork = s.opWork[:len(s.opWork)-1]
		if b := o.Block(); b != nil && s.exec[b] {
			s.visit(o)
		}
	}
	return s.rewrite(r)
}

func (s *sccp) markEntry(rg *ir.Region) {
	if b := rg.Front(); b != nil {
		for _, a := range b.Args() {
			s.set(a, lattice{state: 2})
		}
		s.markExec(b)
	}
}

func (s *sccp) markExec(b *ir.Block) {
	if !s.exec[b] {
		s.exec[b] = true
		s.blockWork = append(s.blockWork, b)
	}
}

// set raises v's state (it only moves up the lattice) and requeues users.
func (s *sccp) set(v *ir.Value, l lattice) {
	old := s.vals[v]
	if old.state == 2 || (old.state == 1 && l.state == 1 && old.value == l.value) || l.state == 0 {
		return
	}
	if old.state == 1 && l.state == 1 {
		l = lattice{state: 2}
	}
	s.vals[v] = l
	for u := v.FirstUse(); u != nil; u = u.Next() {
		s.opWork = append(s.opWork, u.Owner())
	}
}

func (s *sccp) visit(op *ir.Operation) {
	if op.NumSuccessors() > 0 {
		s.visitBranch(op)
		return
	}
	if s.visitInterprocedural(op) {
		return
	}
	if parent := op.Block().ParentOp(); op.NumResults() == 0 && op == op.Block().Last() && parent != nil {
		if rb := regionBranchOf(parent); rb != nil {
			s.visitRegionExit(parent, rb, op)
			return
		}
	}
	if rb := regionBranchOf(op); rb != nil {
		s.visitRegionOp(op, rb)
		return
	}
	if op.NumRegions() > 0 {
		for _, rg := range op.Regions() {
			s.markEntry(rg)
		}
		for _, v := range op.Results() {
			s.set(v, lattice{state: 2})
		}
		return
	}
	if op.NumResults() == 0 {
		return
	}
	if c := rewrite.ConstantValue(op); c != nil {
		s.set(op.Result(0), lattice{state: 1, value: c, dialect: op.OpName().Dialect})
		return
	}
	consts := make([]ir.Attribute, op.NumOperands())
	for i := range consts {
		l := s.vals[op.Operand(i)]
		if l.state == 0 {
			return // wait until every operand is known
		}
		consts[i] = l.value
	}
	def := op.Def()
	if def == nil || def.Fold == nil || !rewrite.IsMemoryEffectFree(op) {
		s.overdefine(op)
		return
	}
	res := def.Fold(op, consts)
	if len(res) != op.NumResults() {
		s.overdefine(op)
		return
	}
	for i, r := range res {
		switch r := r.(type) {
		case ir.Attribute:
			s.set(op.Result(i), lattice{state: 1, value: r, dialect: op.OpName().Dialect})
		case *ir.Value:
			if r == op.Result(i) {
				s.set(op.Result(i), lattice{state: 2})
			} else {
				s.set(op.Result(i), s.vals[r])
				if s.vals[r].state == 0 {
					s.set(op.Result(i), lattice{state: 2})
				}
			}
		default:
			s.set(op.Result(i), lattice{state: 2})
		}
	}
}

func (s *sccp) overdefine(op *ir.Operation) {
	for _, v := range op.Results() {
		s.set(v, lattice{state: 2})
	}
}

// visitBranch follows the edges a terminator may take.
func (s *sccp) visitBranch(op *ir.Operation) {
	// The operands' constants decide the successor (ir.SuccessorFor);
	// until they do, wait while an operand is not known yet.
	consts := make([]ir.Attribute, op.NumOperands())
	waiting := false
	for i, v := range op.Operands() {
		switch l := s.vals[v]; l.state {
		case 0:
			waiting = true
		case 1:
			consts[i] = l.value
		}
	}
	taken := make([]bool, op.NumSuccessors())
	if succ, ok := ir.SuccessorFor(op, consts); ok {
		taken[succ] = true
	} else if waiting {
		return
	} else {
		for i := range taken {
			taken[i] = true
		}
	}
	from := op.Block()
	for i, t := range taken {
		if !t {
			continue
		}
		succ := op.Successor(i)
		s.edges[[2]*ir.Block{from, succ}] = true
		s.markExec(succ)
		start, n, ok := ir.SuccessorOperandRange(op, i)
		for j, a := range succ.Args() {
			if !ok || j >= n {
				s.set(a, lattice{state: 2})
				continue
			}
			l := s.vals[op.Operand(start+j)]
			if l.state != 0 {
				s.set(a, l)
			}
		}
	}
}

// rewrite replaces the values found constant and erases dead ops.
func (s *sccp) rewrite(r *Run) error {
	rw := rewrite.NewRewriter(r.Ctx)
	folder := rewrite.NewFolder(rw)
	changed := false
	var dead []*ir.Operation
	replace := func(v *ir.Value, b *ir.Block) {
		l := s.vals[v]
		if l.state != 1 || v.UseEmpty() {
			return
		}
		c := folder.GetOrCreateConstant(b, l.dialect, l.value, v.Type())
		if c == nil {
			return
		}
		v.ReplaceAllUsesWith(c)
		changed = true
	}
	var walkRegions func(o *ir.Operation)
	walkRegions = func(o *ir.Operation) {
		for _, rg := range o.Regions() {
			for b := rg.Front(); b != nil; b = b.Next() {
				if !s.exec[b] {
					continue
				}
				for _, a := range b.Args() {
					replace(a, b)
				}
				for x := b.First(); x != nil; x = x.Next() {
					for _, v := range x.Results() {
						replace(v, b)
					}
					if x.NumResults() > 0 && rewrite.IsTriviallyDead(x) {
						dead = append(dead, x)
					}
					walkRegions(x)
				}
			}
		}
	}
	walkRegions(r.Op)
	for i := len(dead) - 1; i >= 0; i-- {
		if dead[i].UseEmpty() {
			dead[i].Erase()
			changed = true
		}
	}
	if !changed {
		r.MarkUnchanged()
	}
	return nil
}
