package intrange

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// flow says how values enter and leave a region op's regions (upstream's
// RegionBranchOpInterface as the analysis needs it): enter runs when the
// op is visited, exit when a terminator of one of its regions is.
type flow struct {
	enter func(a *Analysis, op *ir.Operation)
	exit  func(a *Analysis, op, term *ir.Operation)
}

// flows are the region ops whose control flow the analysis follows; the
// regions of any other op run from their entry with unknown arguments.
var flows = map[*ir.OpDef]*flow{
	scf.For:           {enter: enterFor, exit: exitFor},
	scf.If:            {enter: enterIf, exit: yieldToResults},
	scf.While:         {enter: enterWhile, exit: exitWhile},
	scf.ExecuteRegion: {enter: enterExecuteRegion, exit: yieldToResults},
	scf.IndexSwitch:   {enter: enterIndexSwitch, exit: yieldToResults},
	scf.Parallel:      {enter: enterParallel, exit: func(*Analysis, *ir.Operation, *ir.Operation) {}},
	scf.Forall:        {enter: enterForall, exit: func(*Analysis, *ir.Operation, *ir.Operation) {}},
	affine.For:        {enter: enterAffineFor, exit: exitFor},
}

// enterParallel gives each induction variable of an scf.parallel its
// bounds' range; its results (reductions) may hold anything.
func enterParallel(a *Analysis, op *ir.Operation) {
	par, _ := scf.AsParallel(op)
	lbs, ubs, steps := par.LowerBound(), par.UpperBound(), par.Step()
	body := op.Region(0).Front()
	if body == nil || body.NumArgs() < len(lbs) || len(ubs) != len(lbs) || len(steps) != len(lbs) {
		a.enterAll(op)
		return
	}
	for i := range lbs {
		lb, okL := a.ranges[lbs[i]]
		ub, okU := a.ranges[ubs[i]]
		step, okS := a.ranges[steps[i]]
		if !okL || !okU || !okS {
			return
		}
		a.join(body.Arg(i), inductionRange(64, lb, ub, step, false))
	}
	for _, v := range op.Results() {
		a.setFull(v)
	}
	a.markLive(body)
}

// enterForall is enterParallel for scf.forall's static or dynamic bounds;
// its results (the shared outputs) may hold anything.
func enterForall(a *Analysis, op *ir.Operation) {
	d := op.Def()
	bound := func(static, dynamic string, i int) (Range, bool) {
		ints := staticdyn.Ints(op.Attr(static))
		c, v, known := staticdyn.Mixed(ints, d.OperandGroup(op, dynamic), i)
		if known {
			return Const(64, c), true
		}
		if v == nil {
			return Full(64), true
		}
		r, ok := a.ranges[v]
		return r, ok
	}
	body := op.Region(0).Front()
	n := len(staticdyn.Ints(op.Attr("staticUpperBound")))
	if body == nil || body.NumArgs() < n {
		a.enterAll(op)
		return
	}
	for i := 0; i < n; i++ {
		lb, okL := bound("staticLowerBound", "dynamicLowerBound", i)
		ub, okU := bound("staticUpperBound", "dynamicUpperBound", i)
		step, okS := bound("staticStep", "dynamicStep", i)
		if !okL || !okU || !okS {
			return
		}
		a.join(body.Arg(i), inductionRange(64, lb, ub, step, false))
	}
	for _, v := range op.Results() {
		a.setFull(v)
	}
	for _, arg := range body.Args()[n:] {
		a.setFull(arg)
	}
	a.markLive(body)
}

// enterAffineFor gives the induction variable of an affine.for with
// constant bounds their range (any value otherwise), and its iteration
// arguments and results the initial values.
func enterAffineFor(a *Analysis, op *ir.Operation) {
	body := op.Region(0).Front()
	if body == nil || body.NumArgs() == 0 {
		return
	}
	lower, upper, lowerOps, upperOps, step := affine.Bounds(op)
	iv := Full(64)
	if len(lowerOps) == 0 && len(upperOps) == 0 && len(lower.Results) == 1 && len(upper.Results) == 1 &&
		lower.Results[0].Kind == ir.AffineConst && upper.Results[0].Kind == ir.AffineConst && step > 0 {
		iv = inductionRange(64, Const(64, lower.Results[0].Val), Const(64, upper.Results[0].Val), Const(64, step), false)
	}
	a.join(body.Arg(0), iv)
	loop, _ := affine.AsFor(op)
	a.forward(loop.Inits(), body.Args()[1:], op.Results())
	a.markLive(body)
}

// forward joins the ranges of vals into the values of each list of to,
// position by position.
func (a *Analysis) forward(vals []*ir.Value, to ...[]*ir.Value) {
	for i, v := range vals {
		r, ok := a.ranges[v]
		if !ok {
			continue
		}
		for _, dst := range to {
			if i < len(dst) {
				a.join(dst[i], r)
			}
		}
	}
}

func yieldToResults(a *Analysis, op, term *ir.Operation) { a.forward(term.Operands(), op.Results()) }

// enterFor gives the induction variable the values from the lower bound
// up to the upper bound less one (the step is taken positive, as
// upstream), and the iteration arguments and results the initial values
// (a loop that runs no iteration returns them).
func enterFor(a *Analysis, op *ir.Operation) {
	f, _ := scf.AsFor(op)
	body := op.Region(0).Front()
	if body == nil || body.NumArgs() == 0 {
		return
	}
	iv := body.Arg(0)
	if w := WidthOf(iv.Type()); w != 0 {
		lb, okL := a.ranges[f.LowerBound()]
		ub, okU := a.ranges[f.UpperBound()]
		step, okS := a.ranges[f.Step()]
		if !okL || !okU || !okS {
			return
		}
		a.join(iv, inductionRange(w, lb, ub, step, op.HasAttr("unsignedCmp")))
	}
	inits := f.InitArgs()
	a.forward(inits, body.Args()[1:], op.Results())
	a.markLive(body)
}

func inductionRange(w uint, lb, ub, step Range, unsigned bool) Range {
	if step.SMax <= 0 {
		return Full(w)
	}
	if unsigned {
		if ub.UMax == 0 || lb.UMin > ub.UMax-1 {
			return Full(w)
		}
		return FromUnsigned(w, lb.UMin, ub.UMax-1)
	}
	if ub.SMax == minSigned(w) || lb.SMin > ub.SMax-1 {
		return Full(w)
	}
	return FromSigned(w, lb.SMin, ub.SMax-1)
}

// exitFor carries the yielded values to the next iteration and out.
func exitFor(a *Analysis, op, term *ir.Operation) {
	a.forward(term.Operands(), op.Region(0).Front().Args()[1:], op.Results())
}

// enterIf runs the branch a known condition selects, or both.
func enterIf(a *Analysis, op *ir.Operation) {
	c, ok := a.ranges[op.Operand(0)]
	if !ok {
		return
	}
	v, known := c.Constant()
	if !known || v != 0 {
		a.markLive(op.Region(0).Front())
	}
	if !known || v == 0 {
		a.markLive(op.Region(1).Front())
	}
}

func enterWhile(a *Analysis, op *ir.Operation) {
	before := op.Region(0).Front()
	a.forward(op.Operands(), before.Args())
	a.markLive(before)
}

// exitWhile follows scf.condition to the after region (when the condition
// may be true) and out of the loop (when it may be false), and the after
// region's yield back to the before region.
func exitWhile(a *Analysis, op, term *ir.Operation) {
	before, after := op.Region(0).Front(), op.Region(1).Front()
	if term.Block() != before {
		a.forward(term.Operands(), before.Args())
		return
	}
	if term.NumOperands() == 0 {
		return
	}
	c, ok := a.ranges[term.Operand(0)]
	if !ok {
		return
	}
	v, known := c.Constant()
	passed := term.Operands()[1:]
	if !known || v != 0 {
		a.forward(passed, after.Args())
		a.markLive(after)
	}
	if !known || v == 0 {
		a.forward(passed, op.Results())
	}
}

func enterExecuteRegion(a *Analysis, op *ir.Operation) { a.markLive(op.Region(0).Front()) }

// enterIndexSwitch runs the case a known argument selects, or every case.
func enterIndexSwitch(a *Analysis, op *ir.Operation) {
	r, ok := a.ranges[op.Operand(0)]
	if !ok {
		return
	}
	v, known := r.Constant()
	if !known {
		for _, rg := range op.Regions() {
			a.markLive(rg.Front())
		}
		return
	}
	cases, _ := op.Attr("cases").(*ir.DenseArrayAttr)
	if cases != nil {
		for i, c := range cases.Ints {
			if c == v && i+1 < op.NumRegions() {
				a.markLive(op.Region(i + 1).Front())
				return
			}
		}
	}
	a.markLive(op.Region(0).Front())
}
