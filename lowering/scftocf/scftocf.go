// Package scftocf is convert-scf-to-cf: structured control flow (scf.for,
// scf.if, scf.while, scf.parallel, scf.execute_region, scf.index_switch)
// becomes blocks and cf branches, in upstream SCFToControlFlow's shapes.
package scftocf

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/cf"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-scf-to-cf.
var Pass = &passes.Pass{
	Argument: "convert-scf-to-cf",
	Name:     "SCFToControlFlowPass",
	Summary:  "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
	Options: []passes.Option{
		{Name: "allow-pattern-rollback", Description: "Experimental performance flag to disallow pattern rollback", Kind: passes.BoolOption, Default: "true"},
	},
	Dialects: []string{"cf", "arith"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply lowers every scf op nested in root, outermost first. An scf op it
// cannot lower fails with upstream's legalization message.
func Apply(root *ir.Operation) error {
	var ops []*ir.Operation
	ir.Walk(root, ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if o.OpName().Dialect == "scf" && o != root {
			ops = append(ops, o)
		}
		return ir.Advance
	})
	l := &lowerer{rw: rewrite.NewRewriter(root.Context())}
	for _, op := range ops {
		if op.Block() == nil {
			continue
		}
		var ok bool
		switch op.Def() {
		case scf.For:
			ok = l.lowerFor(op)
		case scf.If:
			ok = l.lowerIf(op)
		case scf.While:
			ok = l.lowerWhile(op)
		case scf.Parallel:
			ok = l.lowerParallel(op)
		case scf.ExecuteRegion:
			ok = l.lowerExecuteRegion(op)
		case scf.IndexSwitch:
			ok = l.lowerIndexSwitch(op)
		case scf.Yield, scf.Condition, scf.Reduce, scf.ReduceReturn:
			ok = true // handled with their parent
		}
		if !ok {
			d := ir.NewDiagnostic(ir.SevError, op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
			d.Op = op
			return d
		}
	}
	return nil
}

type lowerer struct{ rw *rewrite.Rewriter }

func (l *lowerer) br(dest *ir.Block, args []*ir.Value) *ir.Operation {
	return l.rw.Create(&ir.OperationState{Name: l.rw.Ctx.NameOf(cf.Br), Operands: args, Successors: []*ir.Block{dest}})
}

func (l *lowerer) condBr(c *ir.Value, t *ir.Block, targs []*ir.Value, f *ir.Block, fargs []*ir.Value) *ir.Operation {
	ctx := l.rw.Ctx
	ops := append(append([]*ir.Value{c}, targs...), fargs...)
	st := &ir.OperationState{Name: ctx.NameOf(cf.CondBr), Operands: ops, Successors: []*ir.Block{t, f}}
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{1, int64(len(targs)), int64(len(fargs))})})
	return l.rw.Create(st)
}

// cmpi pred values: slt = 2, ult = 6.
func (l *lowerer) cmpi(pred int64, a, b *ir.Value) *ir.Value {
	ctx := l.rw.Ctx
	return l.rw.CreateOp(arith.CmpI.Name, []*ir.Value{a, b}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), pred)}).Result(0)
}

// splitAfter splits op's block after op; the new block holds the ops that
// followed op.
func (l *lowerer) splitAfter(op *ir.Operation) *ir.Block {
	return l.rw.SplitBlock(op.Block(), op.Next())
}

// inline moves r's blocks before `before` and returns the first one.
func (l *lowerer) inline(r *ir.Region, before *ir.Block) *ir.Block {
	first := r.Front()
	l.rw.InlineRegionBefore(r, before.Parent(), before)
	return first
}

// replaceTerminators replaces each terminator of definition def in the blocks
// from first up to (not including) stop by what fn builds at its place.
func (l *lowerer) replaceTerminators(first, stop *ir.Block, def *ir.OpDef, fn func(term *ir.Operation)) {
	for b := first; b != nil && b != stop; b = b.Next() {
		if t := b.Last(); t != nil && t.Def() == def {
			l.rw.SetInsertionPoint(t)
			l.rw.Loc = t.Loc()
			fn(t)
			t.Erase()
		}
	}
}

// for %iv = %lb to %ub step %s iter_args(%x = %init) { body; yield %y }
//
//	-> br ^cond(%lb, %init)
//	   ^cond(%iv, %x): %c = cmpi slt, %iv, %ub; cond_br %c, ^body, ^end
//	   ^body: body; %n = addi %iv, %s; br ^cond(%n, %y)
//	   ^end: uses of the results use ^cond's %x
func (l *lowerer) lowerFor(op *ir.Operation) bool {
	rw := l.rw
	rw.Loc = op.Loc()
	f, _ := scf.AsFor(op)
	lb, ub, step, inits := f.LowerBound(), f.UpperBound(), f.Step(), f.InitArgs()
	end := l.splitAfter(op)
	bodyRegion := op.Region(0)
	cond := ir.NewBlock()
	end.Parent().InsertBefore(cond, end)
	bodyArgs := bodyRegion.Front().Args()
	condArgs := make([]*ir.Value, len(bodyArgs))
	for i, a := range bodyArgs {
		condArgs[i] = cond.AddArgument(a.Type(), a.Loc())
	}
	body := l.inline(bodyRegion, end)
	for i, a := range body.Args() {
		a.ReplaceAllUsesWith(condArgs[i])
	}
	for body.NumArgs() > 0 {
		body.EraseArgument(0)
	}
	l.replaceTerminators(body, end, scf.Yield, func(y *ir.Operation) {
		next := rw.CreateOp(arith.AddI.Name, []*ir.Value{condArgs[0], step}, []ir.Type{step.Type()}).Result(0)
		l.br(cond, append([]*ir.Value{next}, y.Operands()...))
	})
	rw.SetInsertionPointToEnd(cond)
	rw.Loc = op.Loc()
	pred := int64(2)
	if op.HasAttr("unsignedCmp") {
		pred = 6
	}
	c := l.cmpi(pred, condArgs[0], ub)
	l.condBr(c, body, nil, end, nil)
	rw.SetInsertionPointAfter(op)
	l.br(cond, append([]*ir.Value{lb}, inits...))
	op.ReplaceAllUsesWith(condArgs[1:])
	op.Erase()
	return true
}

// if %c { then; yield %a } else { else; yield %b }
//
//	-> cond_br %c, ^then, ^else; ^then: then; br ^cont(%a); ^else: else; br ^cont(%b)
//	   ^cont(%r): uses of the results use %r
func (l *lowerer) lowerIf(op *ir.Operation) bool {
	rw := l.rw
	rw.Loc = op.Loc()
	rest := l.splitAfter(op)
	cont := rest
	if op.NumResults() > 0 {
		cont = ir.NewBlock()
		rest.Parent().InsertBefore(cont, rest)
		for _, r := range op.Results() {
			cont.AddArgument(r.Type(), op.Loc())
		}
		rw.SetInsertionPointToEnd(cont)
		l.br(rest, nil)
	}
	toCont := func(y *ir.Operation) { l.br(cont, y.Operands()) }
	thenB := l.inline(op.Region(0), cont)
	l.replaceTerminators(thenB, cont, scf.Yield, toCont)
	elseB := cont
	if !op.Region(1).Empty() {
		elseB = l.inline(op.Region(1), cont)
		l.replaceTerminators(elseB, cont, scf.Yield, toCont)
	}
	rw.SetInsertionPointAfter(op)
	rw.Loc = op.Loc()
	l.condBr(op.Operand(0), thenB, nil, elseB, nil)
	op.ReplaceAllUsesWith(cont.Args())
	op.Erase()
	return true
}

// while (%x = %init) { before; condition(%c) %v } do { ^(%y): after; yield %n }
//
//	-> br ^before(%init); ^before(%x): before; cond_br %c, ^after(%v), ^cont(%v)
//	   ^after(%y): after; br ^before(%n); ^cont(%r): uses of the results use %r
func (l *lowerer) lowerWhile(op *ir.Operation) bool {
	rw := l.rw
	rw.Loc = op.Loc()
	rest := l.splitAfter(op)
	cont := ir.NewBlock()
	rest.Parent().InsertBefore(cont, rest)
	for _, r := range op.Results() {
		cont.AddArgument(r.Type(), op.Loc())
	}
	rw.SetInsertionPointToEnd(cont)
	l.br(rest, nil)
	before := l.inline(op.Region(0), cont)
	after := l.inline(op.Region(1), cont)
	l.replaceTerminators(before, after, scf.Condition, func(c *ir.Operation) {
		vals := c.Operands()[1:]
		l.condBr(c.Operand(0), after, vals, cont, vals)
	})
	l.replaceTerminators(after, cont, scf.Yield, func(y *ir.Operation) { l.br(before, y.Operands()) })
	rw.SetInsertionPointAfter(op)
	rw.Loc = op.Loc()
	l.br(before, op.Operands())
	op.ReplaceAllUsesWith(cont.Args())
	op.Erase()
	return true
}

// parallel (%i, %j) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%a) { body; reduce(%v) {r} }
//
//	-> nested scf.for loops carrying the reductions (the outer ones
//	   yielding the inner ones' results; the innermost combines its
//	   carried value with %v by the inlined region r), then lowered as
//	   scf.for, as upstream's ParallelLowering
func (l *lowerer) lowerParallel(op *ir.Operation) bool {
	rw := l.rw
	par, _ := scf.AsParallel(op)
	lbs, ubs, steps, inits := par.LowerBound(), par.UpperBound(), par.Step(), par.InitVals()
	body := op.Region(0).Front()
	red := body.Last()
	if red == nil || red.Def() != scf.Reduce || red.NumOperands() != len(inits) || red.NumRegions() != len(inits) {
		return false
	}
	for j := range inits {
		if blk := red.Region(j).Front(); blk == nil || blk.NumArgs() != 2 || blk.Last() == nil ||
			blk.Last().Def() != scf.ReduceReturn || blk.Last().NumOperands() != 1 {
			return false
		}
	}
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	var loops []*ir.Operation
	var ivs []*ir.Value
	carried := inits
	for i := range lbs {
		operands := append([]*ir.Value{lbs[i], ubs[i], steps[i]}, carried...)
		loop := rw.Create(&ir.OperationState{Name: rw.Ctx.NameOf(scf.For), Operands: operands,
			Types: op.ResultTypes(), NumRegions: 1})
		if len(loops) > 0 { // the enclosing loop yields this one's results
			rw.SetInsertionPointAfter(loop)
			rw.Build(scf.Yield, loop.Results(), nil)
		}
		blk := ir.NewBlock()
		loop.Region(0).Append(blk)
		ivs = append(ivs, blk.AddArgument(lbs[i].Type(), op.Loc()))
		carried = nil
		for _, v := range inits {
			carried = append(carried, blk.AddArgument(v.Type(), op.Loc()))
		}
		rw.SetInsertionPointToEnd(blk)
		loops = append(loops, loop)
	}
	// The body goes where the innermost loop's yield will be (in place
	// for a loop of rank 0, which Strata's verifier accepts, unlike
	// upstream's: it runs once).
	var at *ir.Operation
	if len(loops) > 0 {
		at = rw.Build(scf.Yield, nil, nil)
	} else {
		at = op
	}
	for i, a := range body.Args() {
		a.ReplaceAllUsesWith(ivs[i])
	}
	for o := body.First(); o != red; {
		next := o.Next()
		o.Remove()
		at.Block().InsertBefore(o, at)
		o = next
	}
	combined := make([]*ir.Value, len(inits))
	for j := range inits {
		blk := red.Region(j).Front()
		ret := blk.Last()
		blk.Arg(0).ReplaceAllUsesWith(carried[j])
		blk.Arg(1).ReplaceAllUsesWith(red.Operand(j))
		for o := blk.First(); o != ret; {
			next := o.Next()
			o.Remove()
			at.Block().InsertBefore(o, at)
			o = next
		}
		combined[j] = ret.Operand(0)
	}
	if len(loops) == 0 {
		op.ReplaceAllUsesWith(combined)
		op.Erase()
		return true
	}
	at.SetOperands(combined)
	op.ReplaceAllUsesWith(loops[0].Results())
	op.Erase()
	for _, loop := range loops {
		if !l.lowerFor(loop) {
			return false
		}
	}
	return true
}

// execute_region { ...; yield %v } -> br ^region; ...; br ^cont(%v); ^cont(%r)
func (l *lowerer) lowerExecuteRegion(op *ir.Operation) bool {
	rw := l.rw
	rest := l.splitAfter(op)
	cont := ir.NewBlock()
	rest.Parent().InsertBefore(cont, rest)
	for _, r := range op.Results() {
		cont.AddArgument(r.Type(), op.Loc())
	}
	rw.SetInsertionPointToEnd(cont)
	l.br(rest, nil)
	first := l.inline(op.Region(0), cont)
	l.replaceTerminators(first, cont, scf.Yield, func(y *ir.Operation) { l.br(cont, y.Operands()) })
	rw.SetInsertionPointAfter(op)
	l.br(first, nil)
	op.ReplaceAllUsesWith(cont.Args())
	op.Erase()
	return true
}

// index_switch %i case 1 {...} default {...} -> cf.switch on the index cast to i32
func (l *lowerer) lowerIndexSwitch(op *ir.Operation) bool {
	rw := l.rw
	ctx := rw.Ctx
	cases, ok := op.Attr("cases").(*ir.DenseArrayAttr)
	if !ok {
		return false
	}
	vals := denseInts(cases)
	rest := l.splitAfter(op)
	cont := ir.NewBlock()
	rest.Parent().InsertBefore(cont, rest)
	for _, r := range op.Results() {
		cont.AddArgument(r.Type(), op.Loc())
	}
	rw.SetInsertionPointToEnd(cont)
	l.br(rest, nil)
	toCont := func(y *ir.Operation) { l.br(cont, y.Operands()) }
	n := op.NumRegions()
	// Region 0 is the default, then one per case.
	def := l.inline(op.Region(0), cont)
	l.replaceTerminators(def, cont, scf.Yield, toCont)
	var caseBlocks []*ir.Block
	for i := 1; i < n; i++ {
		b := l.inline(op.Region(i), cont)
		l.replaceTerminators(b, cont, scf.Yield, toCont)
		caseBlocks = append(caseBlocks, b)
	}
	rw.SetInsertionPointAfter(op)
	rw.Loc = op.Loc()
	flag := rw.CreateOp(arith.IndexCast.Name, []*ir.Value{op.Operand(0)}, []ir.Type{ctx.I(32)}).Result(0)
	segs := make([]int64, len(caseBlocks))
	st := &ir.OperationState{Name: ctx.NameOf(cf.Switch), Operands: []*ir.Value{flag},
		Successors: append([]*ir.Block{def}, caseBlocks...)}
	st.AddAttr("case_values", denseI32Vector(ctx, vals))
	st.AddAttr("case_operand_segments", ctx.DenseI32Array(segs))
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 0, 0})})
	rw.Create(st)
	op.ReplaceAllUsesWith(cont.Args())
	op.Erase()
	return true
}

func denseInts(a *ir.DenseArrayAttr) []int64 { return a.Ints }

// denseI32Vector is dense<[...]> : vector<Nxi32>, cf.switch's case values.
func denseI32Vector(ctx *ir.Context, vs []int64) ir.Attribute {
	data := make([]byte, 0, 4*len(vs))
	for _, v := range vs {
		u := uint32(int32(v))
		data = append(data, byte(u), byte(u>>8), byte(u>>16), byte(u>>24))
	}
	return ctx.DenseElementsAttr(ctx.VectorType([]int64{int64(len(vs))}, ctx.I(32), nil), data)
}
