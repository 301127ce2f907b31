package scf

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/cf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalization patterns that move regions, as upstream's SCF.cpp has
// them (checked against `mlir-opt-22 --canonicalize`,
// test/lit/Dialect/SCF/canonicalize.mlir). One declaration per rule, the
// rewrite beside it.

// Canonicalization lists scf's canonicalization patterns, in upstream's
// order for each op.
var Canonicalization = append(append([]*rewrite.Pattern{
	forIterArgsFolder, simplifyTrivialLoops, forTensorCastFolder,
	ifCombine, ifCombineNested, ifConditionPropagation, ifToSelect, ifRemoveEmptyElse, ifRemoveStaticCondition, ifRemoveUnusedResults,
	ifYieldConditionOrValue,
	executeRegionInlineSingleBlock, executeRegionInlineMultiBlock, executeRegionForwarded,
	indexSwitchForwarded, indexSwitchConstantCase,
	parallelRemoveEmpty, parallelCollapseSingleIteration, parallelMergeNested,
}, whileCanonicalization...), forallCanonicalization...)

// ---- scf.for ----

// for with lb == ub or trip count 0            -> its init values
// for with trip count 1                        -> its body, iv := lb, iter_args := inits
// for (trip count >= 1) whose body only yields values defined outside -> those values
var simplifyTrivialLoops = &rewrite.Pattern{Name: "SimplifyTrivialLoops", Root: For.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		f := ForOp{op}
		inits := f.InitArgs()
		if f.LowerBound() == f.UpperBound() {
			rw.ReplaceOp(op, inits)
			return true
		}
		n, ok := forTripCount(op)
		if !ok {
			return false
		}
		if n == 0 {
			rw.ReplaceOp(op, inits)
			return true
		}
		body := op.Region(0).Front()
		if n == 1 {
			replaceOpWithBlock(rw, op, body, append([]*ir.Value{op.Operand(0)}, inits...))
			return true
		}
		y := body.Last()
		if body.First() != y {
			return false
		}
		for _, v := range y.Operands() {
			if pr := v.ParentRegion(); pr != nil && op.Region(0).IsAncestor(pr) {
				return false
			}
		}
		rw.ReplaceOp(op, append([]*ir.Value(nil), y.Operands()...))
		return true
	}}

// for ... iter_args(%a = %init) { ...; yield %a }           -> %a := %init, result := %init
// for ... iter_args(%a = %init) { ...; yield %init }        -> the same
// for ... iter_args(%a = %i, %b = %i) { ...; yield %b, %a } -> both := %i (a cycle of
// iter_args with one init yields that init in every iteration)
// for ... iter_args(%a = %i, %b = %i) { ...; yield %v, %v } -> %b := %a, result 1 := result 0
// for ... iter_args(%a = ...) with %a and its result unused -> dropped
var forIterArgsFolder = &rewrite.Pattern{Name: "ForOpIterArgsFolder", Root: For.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		body := op.Region(0).Front()
		y := body.Last()
		if body == nil || y == nil || y.Name() != Yield.Name {
			return false
		}
		inits := ForOp{op}.InitArgs()
		inv := invariantIterArgs(body, inits, y.Operands())
		keep := make([]bool, len(inits))
		repl := make([]*ir.Value, len(inits))
		dupOf := make([]int, len(inits))
		changed := false
		for i, init := range inits {
			dupOf[i] = -1
			arg, res := body.Arg(i+1), op.Result(i)
			switch {
			case inv[i]:
				repl[i] = init
			case arg.UseEmpty() && res.UseEmpty():
			default:
				for k := 0; k < i; k++ {
					if keep[k] && inits[k] == init && y.Operand(k) == y.Operand(i) {
						dupOf[i] = k
						break
					}
				}
				if dupOf[i] < 0 {
					keep[i] = true
					continue
				}
			}
			changed = true
		}
		if !changed {
			return false
		}
		var newInits []*ir.Value
		var types []ir.Type
		for i, init := range inits {
			if keep[i] {
				newInits = append(newInits, init)
				types = append(types, init.Type())
			}
		}
		rw.SetInsertionPoint(op)
		nf := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(),
			Operands: append(append([]*ir.Value(nil), op.Operands()[:3]...), newInits...),
			Types:    types, Props: op.Props(), Attrs: op.DiscardableAttrs(), NumRegions: 1})
		rw.InlineRegionBefore(op.Region(0), nf.Region(0), nil)
		// Drop the folded iter_args (their uses become the init values or
		// the iter_arg they duplicate) and their yield operands.
		for i := range inits {
			if dupOf[i] >= 0 {
				rw.ReplaceAllUsesWith(body.Arg(i+1), body.Arg(dupOf[i]+1))
			} else if repl[i] != nil {
				rw.ReplaceAllUsesWith(body.Arg(i+1), repl[i])
			}
		}
		for i := len(inits) - 1; i >= 0; i-- {
			if !keep[i] {
				body.EraseArgument(i + 1)
			}
		}
		var yields []*ir.Value
		for i, v := range y.Operands() {
			if keep[i] {
				yields = append(yields, v)
			}
		}
		rw.ModifyInPlace(y, func() { y.SetOperands(yields) })
		results := make([]*ir.Value, len(inits))
		k := 0
		for i := range inits {
			switch {
			case keep[i]:
				results[i] = nf.Result(k)
				k++
			case dupOf[i] >= 0:
				results[i] = results[dupOf[i]]
			case repl[i] != nil:
				results[i] = repl[i]
			default:
				results[i] = inits[i] // unused
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// invariantIterArgs reports the iter_args of a loop body that hold their
// init value in every iteration: the largest set whose members each yield
// their init, or an iter_arg of the set with the same init (a cycle).
func invariantIterArgs(body *ir.Block, inits, yields []*ir.Value) []bool {
	inv := make([]bool, len(inits))
	for i := range inv {
		inv[i] = true
	}
	for changed := true; changed; {
		changed = false
		for i, yv := range yields {
			if !inv[i] || yv == inits[i] {
				continue
			}
			if yv.OwnerBlock() == body && yv.Index() >= 1 {
				if j := yv.Index() - 1; inv[j] && inits[j] == inits[i] {
					continue
				}
			}
			inv[i], changed = false, true
		}
	}
	return inv
}

// ---- scf.if ----

// if %c { ...use(%c)... } else { ...use(%c)... } -> the uses become true / false
var ifConditionPropagation = &rewrite.Pattern{Name: "ConditionPropagation", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond := op.Operand(0)
		if rewrite.ValueConstant(cond) != nil {
			return false
		}
		var t, f *ir.Value
		changed := false
		i1 := cond.Type()
		for _, u := range cond.Uses() {
			pr := u.Owner().Block().Parent()
			var v **ir.Value
			var bit int64
			switch {
			case op.Region(0).IsAncestor(pr):
				v, bit = &t, 1
			case op.Region(1).IsAncestor(pr):
				v, bit = &f, 0
			default:
				continue
			}
			if *v == nil {
				rw.SetInsertionPoint(op)
				*v = newConst(rw, op.Context().IntegerAttr(i1, bit), i1, op.Loc())
			}
			rw.ModifyInPlace(u.Owner(), func() { u.Set(*v) })
			changed = true
		}
		return changed
	}}

// if %c { ...; yield %a, %x } else { ...; yield %b, %x } -> select(%c, %a, %b), %x for the
// yielded values defined outside the if, the if keeping the others
var ifToSelect = &rewrite.Pattern{Name: "ConvertTrivialIfToSelect", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.NumResults() == 0 {
			return false
		}
		cond := op.Operand(0)
		ty, ey := yieldOf(op.Region(0)), yieldOf(op.Region(1))
		if ty == nil || ey == nil {
			return false
		}
		tv, ev := append([]*ir.Value(nil), ty.Operands()...), append([]*ir.Value(nil), ey.Operands()...)
		in := make([]bool, len(tv))
		var kept []ir.Type
		for i := range tv {
			if in[i] = definedIn(tv[i], op.Region(0)) || definedIn(ev[i], op.Region(1)); in[i] {
				kept = append(kept, tv[i].Type())
			}
		}
		if len(kept) == op.NumResults() {
			return false
		}
		rw.SetInsertionPoint(op)
		nif := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: []*ir.Value{cond},
			Types: kept, Props: op.Props(), Attrs: op.DiscardableAttrs(), NumRegions: 2})
		rw.InlineRegionBefore(op.Region(0), nif.Region(0), nil)
		rw.InlineRegionBefore(op.Region(1), nif.Region(1), nil)
		rw.SetInsertionPoint(nif)
		results := make([]*ir.Value, len(tv))
		var ts, es []*ir.Value
		for i := range tv {
			switch {
			case in[i]:
				results[i] = nif.Result(len(ts))
				ts, es = append(ts, tv[i]), append(es, ev[i])
			case tv[i] == ev[i]:
				results[i] = tv[i]
			default:
				results[i] = rw.CreateAt(op.Loc(), arith.Select.Name, []*ir.Value{cond, tv[i], ev[i]}, []ir.Type{tv[i].Type()}).Result(0)
			}
		}
		rw.ModifyInPlace(ty, func() { ty.SetOperands(ts) })
		rw.ModifyInPlace(ey, func() { ey.SetOperands(es) })
		rw.ReplaceOp(op, results)
		return true
	}}

// if %c { ... } else { yield } (no results) -> if %c { ... }
var ifRemoveEmptyElse = &rewrite.Pattern{Name: "RemoveEmptyElseBranch", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.NumResults() != 0 || op.Region(1).Empty() {
			return false
		}
		b := op.Region(1).Front()
		if b.First() != b.Last() || b.Last() == nil || b.Last().NumOperands() != 0 {
			return false
		}
		rw.ModifyInPlace(op, func() { rw.EraseBlock(b) })
		return true
	}}

// if true { A } else { B } -> A;  if false { A } else { B } -> B (nothing when B is absent)
var ifRemoveStaticCondition = &rewrite.Pattern{Name: "RemoveStaticCondition", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, ok := staticdyn.ConstantInt(op.Operand(0))
		if !ok {
			return false
		}
		r := op.Region(1)
		if c&1 != 0 {
			r = op.Region(0)
		}
		if r.Empty() {
			rw.EraseOp(op)
			return true
		}
		replaceOpWithBlock(rw, op, r.Front(), nil)
		return true
	}}

// %r:2 = if ... { yield %a, %b } else { yield %c, %d } with %r#1 unused -> one result
var ifRemoveUnusedResults = &rewrite.Pattern{Name: "RemoveUnusedResults", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		var used []int
		var types []ir.Type
		for i := 0; i < op.NumResults(); i++ {
			if !op.Result(i).UseEmpty() {
				used = append(used, i)
				types = append(types, op.Result(i).Type())
			}
		}
		if len(used) == op.NumResults() {
			return false
		}
		rw.SetInsertionPoint(op)
		nif := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: []*ir.Value{op.Operand(0)},
			Types: types, Props: op.Props(), Attrs: op.DiscardableAttrs(), NumRegions: 2})
		for ri := 0; ri < 2; ri++ {
			rw.InlineRegionBefore(op.Region(ri), nif.Region(ri), nil)
			if y := yieldOf(nif.Region(ri)); y != nil {
				var vs []*ir.Value
				for _, i := range used {
					vs = append(vs, y.Operand(i))
				}
				rw.ModifyInPlace(y, func() { y.SetOperands(vs) })
			}
		}
		results := make([]*ir.Value, op.NumResults())
		for k, i := range used {
			results[i] = nif.Result(k)
		}
		for i := range results {
			if results[i] == nil {
				results[i] = op.Result(i) // unused: nothing to replace
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// %r = if %c { yield true } else { yield false } -> %c;  yield false / true -> xori(%c, true)
var ifYieldConditionOrValue = &rewrite.Pattern{Name: "ReplaceIfYieldWithConditionOrValue", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.NumResults() == 0 {
			return false
		}
		ty, ey := yieldOf(op.Region(0)), yieldOf(op.Region(1))
		if ty == nil || ey == nil {
			return false
		}
		changed := false
		cond := op.Operand(0)
		i1 := cond.Type()
		for i := 0; i < op.NumResults(); i++ {
			res := op.Result(i)
			if res.Type() != i1 || res.UseEmpty() {
				continue
			}
			tc, ok1 := staticdyn.ConstantInt(ty.Operand(i))
			ec, ok2 := staticdyn.ConstantInt(ey.Operand(i))
			if !ok1 || !ok2 {
				continue
			}
			tb, eb := tc&1 != 0, ec&1 != 0
			switch {
			case tb && !eb:
				rw.ReplaceAllUsesWith(res, cond)
			case !tb && eb:
				rw.SetInsertionPoint(op)
				one := newConst(rw, op.Context().IntegerAttr(i1, 1), i1, op.Loc())
				not := rw.CreateAt(op.Loc(), arith.XOrI.Name, []*ir.Value{cond, one}, []ir.Type{i1})
				rw.ReplaceAllUsesWith(res, not.Result(0))
			default:
				continue
			}
			changed = true
		}
		return changed
	}}

// ---- scf.while ----

// %r:2 = while ... { condition(%c) %a, %b } do { ^bb0(%x, %y): ... } with %r#1 and %y
// unused -> the while without that result
var whileUnusedResult = &rewrite.Pattern{Name: "WhileUnusedResult", Root: While.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		after := op.Region(1).Front()
		cond := op.Region(0).Front().Last()
		if after == nil || cond == nil || cond.Name() != Condition.Name {
			return false
		}
		var used []int
		var types []ir.Type
		for i := 0; i < op.NumResults(); i++ {
			if !op.Result(i).UseEmpty() || !after.Arg(i).UseEmpty() {
				used = append(used, i)
				types = append(types, op.Result(i).Type())
			}
		}
		if len(used) == op.NumResults() {
			return false
		}
		vs := []*ir.Value{cond.Operand(0)}
		for _, i := range used {
			vs = append(vs, cond.Operand(i+1))
		}
		rw.ModifyInPlace(cond, func() { cond.SetOperands(vs) })
		for i := op.NumResults() - 1; i >= 0; i-- {
			if op.Result(i).UseEmpty() && after.Arg(i).UseEmpty() {
				after.EraseArgument(i)
			}
		}
		rw.SetInsertionPoint(op)
		nw := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: op.Operands(),
			Types: types, Props: op.Props(), Attrs: op.DiscardableAttrs(), NumRegions: 2})
		rw.InlineRegionBefore(op.Region(0), nw.Region(0), nil)
		rw.InlineRegionBefore(op.Region(1), nw.Region(1), nil)
		results := make([]*ir.Value, op.NumResults())
		for k, i := range used {
			results[i] = nw.Result(k)
		}
		for i := range results {
			if results[i] == nil {
				results[i] = op.Result(i)
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// ---- helpers ----

// replaceOpWithBlock inlines b (ending in scf.yield) before op with
// args for its arguments, and replaces op's results with the yielded
// values.
func replaceOpWithBlock(rw *rewrite.Rewriter, op *ir.Operation, b *ir.Block, args []*ir.Value) {
	y := b.Last()
	rw.InlineBlockBefore(b, op.Block(), op, args)
	results := append([]*ir.Value(nil), y.Operands()...)
	if len(results) != op.NumResults() {
		results = results[:0]
		for i := 0; i < op.NumResults(); i++ {
			results = append(results, op.Result(i))
		}
	}
	rw.ReplaceOp(op, results)
	rw.EraseOp(y)
}

// yieldOf returns the scf.yield ending r's block, or nil.
func yieldOf(r *ir.Region) *ir.Operation {
	if r.Empty() {
		return nil
	}
	if t := r.Front().Last(); t != nil && t.Name() == Yield.Name {
		return t
	}
	return nil
}

// definedIn reports whether v is defined inside r.
func definedIn(v *ir.Value, r *ir.Region) bool {
	pr := v.ParentRegion()
	return pr != nil && r.IsAncestor(pr)
}

// newConst creates `arith.constant v : t`.
func newConst(rw *rewrite.Rewriter, v ir.Attribute, t ir.Type, loc ir.Location) *ir.Value {
	return rw.CreateAt(loc, arith.Constant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: v}).Result(0)
}

// ---- scf.parallel ----

// parallel with a dim of zero iterations (or lb == ub) -> its init values
var parallelRemoveEmpty = &rewrite.Pattern{Name: "RemoveEmptyParallelLoops", Root: Parallel.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lbs, ubs, steps := parallelBounds(op)
		for i := range lbs {
			if n, ok := ParallelTripCount(lbs[i], ubs[i], steps[i]); ok && n == 0 || lbs[i] == ubs[i] {
				rw.ReplaceOp(op, append([]*ir.Value(nil), Parallel.OperandGroup(op, "initVals")...))
				return true
			}
		}
		return false
	}}

// parallel dims of one iteration -> dropped, their iv := lb
// parallel of only such dims -> its body, each result its reduction's
// combiner applied to (init, the value reduced)
var parallelCollapseSingleIteration = &rewrite.Pattern{Name: "CollapseSingleIterationLoops", Root: Parallel.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lbs, ubs, steps := parallelBounds(op)
		inits := Parallel.OperandGroup(op, "initVals")
		var keep []int
		for i := range lbs {
			if n, ok := ParallelTripCount(lbs[i], ubs[i], steps[i]); !ok || n != 1 {
				keep = append(keep, i)
			}
		}
		if len(keep) == len(lbs) {
			return false
		}
		body := op.Region(0).Front()
		if len(keep) == 0 {
			if len(inits) == 0 {
				replaceOpWithBlock(rw, op, body, lbs)
				return true
			}
			inlineSingleIteration(rw, op, body, lbs, inits)
			return true
		}
		rw.ModifyInPlace(op, func() {
			for i := len(lbs) - 1; i >= 0; i-- {
				if n, ok := ParallelTripCount(lbs[i], ubs[i], steps[i]); ok && n == 1 {
					body.Arg(i).ReplaceAllUsesWith(lbs[i])
					body.EraseArgument(i)
				}
			}
			var l, u, st []*ir.Value
			for _, i := range keep {
				l, u, st = append(l, lbs[i]), append(u, ubs[i]), append(st, steps[i])
			}
			op.SetOperands(append(append(append(append([]*ir.Value(nil), l...), u...), st...), inits...))
			n := int64(len(keep))
			op.SetAttr("operandSegmentSizes", op.Context().DenseI32Array([]int64{n, n, n, int64(len(inits))}))
		})
		return true
	}}

// parallel(ivs) { parallel(jvs) { body } }, neither reducing, the inner
// bounds not using ivs -> parallel(ivs, jvs) { body }; loops with other
// attributes than their segment sizes (a GPU mapping) stay
var parallelMergeNested = &rewrite.Pattern{Name: "MergeNestedParallelLoops", Root: Parallel.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		body := op.Region(0).Front()
		inner, red := body.First(), body.Last()
		if inner == nil || inner.Def() != Parallel || inner.Next() != red || red.NumOperands() != 0 ||
			op.NumResults() != 0 || inner.NumResults() != 0 || hasOtherAttrs(op) || hasOtherAttrs(inner) {
			return false
		}
		ilbs, iubs, isteps := parallelBounds(inner)
		for _, v := range append(append(append([]*ir.Value(nil), ilbs...), iubs...), isteps...) {
			if definedIn(v, op.Region(0)) {
				return false
			}
		}
		lbs, ubs, steps := parallelBounds(op)
		lbs, ubs, steps = append(append([]*ir.Value(nil), lbs...), ilbs...), append(append([]*ir.Value(nil), ubs...), iubs...),
			append(append([]*ir.Value(nil), steps...), isteps...)
		innerBody := inner.Region(0).Front()
		var args []*ir.Value
		rw.ModifyInPlace(op, func() {
			for _, a := range innerBody.Args() {
				args = append(args, body.AddArgument(a.Type(), a.Loc()))
			}
			op.SetOperands(append(append(append([]*ir.Value(nil), lbs...), ubs...), steps...))
			n := int64(len(lbs))
			op.SetAttr("operandSegmentSizes", op.Context().DenseI32Array([]int64{n, n, n, 0}))
		})
		rw.InlineBlockBefore(innerBody, body, inner, args)
		rw.EraseOp(inner)
		rw.EraseOp(red)
		return true
	}}

// hasOtherAttrs reports whether op has attributes beside its operand
// segment sizes.
func hasOtherAttrs(op *ir.Operation) bool {
	for _, a := range op.Attrs() {
		if a.Name != "operandSegmentSizes" {
			return true
		}
	}
	return false
}

// inlineSingleIteration replaces op, an scf.parallel of one iteration with
// reductions, by its body (ivs := lbs) followed by each reduction's region
// (lhs := init, rhs := the value scf.reduce passes): result i is what
// reduction i's scf.reduce.return yields.
func inlineSingleIteration(rw *rewrite.Rewriter, op *ir.Operation, body *ir.Block, lbs, inits []*ir.Value) {
	inits = append([]*ir.Value(nil), inits...)
	red := body.Last()
	rw.InlineBlockBefore(body, op.Block(), op, lbs)
	results := make([]*ir.Value, len(inits))
	for i := range inits {
		b := red.Region(i).Front()
		ret := b.Last()
		rw.InlineBlockBefore(b, op.Block(), op, []*ir.Value{inits[i], red.Operand(i)})
		results[i] = ret.Operand(0)
		rw.EraseOp(ret)
	}
	rw.EraseOp(red)
	rw.ReplaceOp(op, results)
}

// parallelBounds returns an scf.parallel's lower bounds, upper bounds and
// steps.
func parallelBounds(op *ir.Operation) (lbs, ubs, steps []*ir.Value) {
	return Parallel.OperandGroup(op, "lowerBound"), Parallel.OperandGroup(op, "upperBound"), Parallel.OperandGroup(op, "step")
}

// ParallelTripCount returns the iterations of one dim of an scf.parallel
// whose bounds and step are constants.
func ParallelTripCount(lb, ub, step *ir.Value) (int64, bool) {
	l, ok1 := staticdyn.ConstantInt(lb)
	u, ok2 := staticdyn.ConstantInt(ub)
	s, ok3 := staticdyn.ConstantInt(step)
	if !ok1 || !ok2 || !ok3 || s <= 0 {
		return 0, false
	}
	if u <= l {
		return 0, true
	}
	return (u - l + s - 1) / s, true
}

// ---- scf.execute_region and scf.index_switch ----

// execute_region { A; yield %v } (one block, not no_inline) -> A, results := %v
var executeRegionInlineSingleBlock = &rewrite.Pattern{Name: "SingleBlockExecuteInliner", Root: ExecuteRegion.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		r := op.Region(0)
		if op.HasAttr("no_inline") || r.Empty() || r.Front() != r.Back() || yieldOf(r) == nil {
			return false
		}
		replaceOpWithBlock(rw, op, r.Front(), nil)
		return true
	}}

// ^pre: ...; %r = execute_region { ^a: ...; ^b: yield %v }; rest (several blocks, not
// no_inline, in a function or another execute_region) ->
// ^pre: ...; br ^a;  ^a: ...;  ^b: br ^post(%v);  ^post(%r): rest
var executeRegionInlineMultiBlock = &rewrite.Pattern{Name: "MultiBlockExecuteInliner", Root: ExecuteRegion.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		r := op.Region(0)
		parent := op.ParentOp()
		if op.HasAttr("no_inline") || r.Empty() || r.Front() == r.Back() || parent == nil ||
			!(parent.Def() == ExecuteRegion || parent.HasTrait(ir.IsolatedFromAbove) && !parent.HasTrait(ir.SingleBlock)) {
			return false
		}
		if op.Context().OpName(cf.Br.Name).Def != cf.Br {
			return false // cf is not registered: no branch to build
		}
		yields := regionYields(op)
		for _, b := range r.Blocks() {
			if t := b.Last(); t == nil || !t.HasTrait(ir.Terminator) {
				return false
			}
		}
		pre := op.Block()
		post := rw.SplitBlock(pre, op)
		results := make([]*ir.Value, op.NumResults())
		for i := range results {
			results[i] = post.AddArgument(op.Result(i).Type(), op.Loc())
		}
		entry := r.Front()
		for _, y := range yields {
			rw.SetInsertionPoint(y)
			rw.Create(&ir.OperationState{Name: op.Context().NameOf(cf.Br), Loc: y.Loc(),
				Operands: append([]*ir.Value(nil), y.Operands()...), Successors: []*ir.Block{post}})
			rw.EraseOp(y)
		}
		rw.InlineRegionBefore(r, pre.Parent(), post)
		rw.SetInsertionPointToEnd(pre)
		rw.Create(&ir.OperationState{Name: op.Context().NameOf(cf.Br), Loc: op.Loc(), Successors: []*ir.Block{entry}})
		rw.ReplaceOp(op, results)
		return true
	}}

// %r = execute_region { ...; yield %x } with %x defined outside (in every yield) -> %x
// %r = index_switch ... { yield %x } ... default { yield %x }                    -> the same
// %r = index_switch ... with %r unused                                            -> dropped
var regionResultsForwarded = func(name string, dropUnused bool) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "RemoveForwardedResults", Root: name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			yields := regionYields(op)
			if op.NumResults() == 0 || len(yields) == 0 {
				return false
			}
			keep := make([]bool, op.NumResults())
			repl := make([]*ir.Value, op.NumResults())
			changed := false
			for i := range keep {
				v := yields[0].Operand(i)
				same := !definedInOp(v, op)
				for _, y := range yields[1:] {
					same = same && y.Operand(i) == v
				}
				switch {
				case same:
					repl[i] = v
				case dropUnused && op.Result(i).UseEmpty():
					repl[i] = op.Result(i)
				default:
					keep[i] = true
					continue
				}
				changed = true
			}
			if !changed {
				return false
			}
			dropResults(rw, op, yields, keep, repl)
			return true
		}}
}

var executeRegionForwarded = regionResultsForwarded(ExecuteRegion.Name, false)
var indexSwitchForwarded = regionResultsForwarded(IndexSwitch.Name, true)

// regionYields returns the scf.yield ops ending the blocks of op's regions.
func regionYields(op *ir.Operation) []*ir.Operation {
	var ys []*ir.Operation
	for i := 0; i < op.NumRegions(); i++ {
		for _, b := range op.Region(i).Blocks() {
			if t := b.Last(); t != nil && t.Def() == Yield {
				ys = append(ys, t)
			}
		}
	}
	return ys
}

// definedInOp reports whether v is defined inside one of op's regions.
func definedInOp(v *ir.Value, op *ir.Operation) bool {
	for i := 0; i < op.NumRegions(); i++ {
		if definedIn(v, op.Region(i)) {
			return true
		}
	}
	return false
}

// dropResults replaces op by a copy of it, its regions moved, that has only
// the results keep marks; the others become repl[i], and each of yields
// loses its operand for them.
func dropResults(rw *rewrite.Rewriter, op *ir.Operation, yields []*ir.Operation, keep []bool, repl []*ir.Value) {
	var types []ir.Type
	for i, k := range keep {
		if k {
			types = append(types, op.Result(i).Type())
		}
	}
	rw.SetInsertionPoint(op)
	nop := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: op.Operands(),
		Types: types, Props: op.Props(), Attrs: op.DiscardableAttrs(), NumRegions: op.NumRegions()})
	for i := 0; i < op.NumRegions(); i++ {
		rw.InlineRegionBefore(op.Region(i), nop.Region(i), nil)
	}
	for _, y := range yields {
		var vs []*ir.Value
		for i, k := range keep {
			if k {
				vs = append(vs, y.Operand(i))
			}
		}
		rw.ModifyInPlace(y, func() { y.SetOperands(vs) })
	}
	results := make([]*ir.Value, len(keep))
	n := 0
	for i, k := range keep {
		if k {
			results[i] = nop.Result(n)
			n++
		} else {
			results[i] = repl[i]
		}
	}
	rw.ReplaceOp(op, results)
}

// index_switch <const c> ... case c { A; yield %v } ... -> A, results := %v
var indexSwitchConstantCase = &rewrite.Pattern{Name: "FoldConstantCase", Root: IndexSwitch.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, ok := staticdyn.ConstantInt(op.Operand(0))
		if !ok {
			return false
		}
		r := takenCase(op, c)
		if r.Empty() || yieldOf(r) == nil {
			return false
		}
		replaceOpWithBlock(rw, op, r.Front(), nil)
		return true
	}}

// if %c { A } else { B }; if %c { C } else { D } -> if %c { A; C } else { B; D }, the uses of
// the first if's results in C (D) its then (else) values; a second if on xori(%c, true)
// (or a first on the negation of the second's condition) contributes its branches swapped
var ifCombine = &rewrite.Pattern{Name: "CombineIfs", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		prev := op.Prev()
		if prev == nil || prev.Def() != If {
			return false
		}
		pc, nc := prev.Operand(0), op.Operand(0)
		hasElse := !op.Region(1).Empty()
		var nextThen, nextElse *ir.Block
		if nc == pc {
			nextThen = op.Region(0).Front()
			if hasElse {
				nextElse = op.Region(1).Front()
			}
		}
		if isNotOf(nc, pc) || isNotOf(pc, nc) {
			nextThen, nextElse = nil, op.Region(0).Front()
			if hasElse {
				nextThen = op.Region(1).Front()
			}
		}
		if nextThen == nil && nextElse == nil {
			return false
		}
		prevThenY, prevElseY := yieldOf(prev.Region(0)), yieldOf(prev.Region(1))
		if prevThenY == nil || (nextThen != nil && nextThen.Last().Def() != Yield) || (nextElse != nil && nextElse.Last().Def() != Yield) {
			return false
		}
		for i := 0; i < prev.NumResults(); i++ {
			for _, u := range prev.Result(i).Uses() {
				pr := u.Owner().Block().Parent()
				switch {
				case nextThen != nil && nextThen.Parent().IsAncestor(pr):
					rw.ModifyInPlace(u.Owner(), func() { u.Set(prevThenY.Operand(i)) })
				case nextElse != nil && nextElse.Parent().IsAncestor(pr) && prevElseY != nil:
					rw.ModifyInPlace(u.Owner(), func() { u.Set(prevElseY.Operand(i)) })
				}
			}
		}
		types := append(append([]ir.Type(nil), prev.ResultTypes()...), op.ResultTypes()...)
		rw.SetInsertionPoint(op)
		nif := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: []*ir.Value{pc},
			Types: types, NumRegions: 2})
		rw.InlineRegionBefore(prev.Region(0), nif.Region(0), nil)
		mergeInto := func(dst, src *ir.Block) {
			y1, y2 := dst.Last(), src.Last()
			vs := append(append([]*ir.Value(nil), y1.Operands()...), y2.Operands()...)
			rw.MergeBlocks(src, dst, nil)
			rw.SetInsertionPointToEnd(dst)
			rw.Create(&ir.OperationState{Name: y2.OpName(), Loc: y2.Loc(), Operands: vs})
			rw.EraseOp(y1)
			rw.EraseOp(y2)
		}
		if nextThen != nil {
			mergeInto(nif.Region(0).Front(), nextThen)
		}
		rw.InlineRegionBefore(prev.Region(1), nif.Region(1), nil)
		if nextElse != nil {
			if nif.Region(1).Empty() {
				rw.InlineRegionBefore(nextElse.Parent(), nif.Region(1), nil)
			} else {
				mergeInto(nif.Region(1).Front(), nextElse)
			}
		}
		np := prev.NumResults()
		prevVals, nextVals := make([]*ir.Value, np), make([]*ir.Value, op.NumResults())
		for i := range prevVals {
			prevVals[i] = nif.Result(i)
		}
		for i := range nextVals {
			nextVals[i] = nif.Result(np + i)
		}
		rw.ReplaceOp(prev, prevVals)
		rw.ReplaceOp(op, nextVals)
		return true
	}}

// isNotOf reports whether v is xori(x, true).
func isNotOf(v, x *ir.Value) bool {
	n := v.DefiningOp()
	if n == nil || n.Def() != arith.XOrI || n.Operand(0) != x {
		return false
	}
	c, ok := staticdyn.ConstantInt(n.Operand(1))
	return ok && c&1 == 1
}

// if %a { if %b { A; yield %x } else { yield %y }; yield ... } else { yield ... } ->
// if andi(%a, %b) { A; yield ... } else { yield ... }: the outer if's then block holds
// only the inner if, its else block (and the inner's) only a yield; an outer value
// yielded from the inner if must be the one both else blocks yield, one from outside
// becomes select(%a, then value, else value)
var ifCombineNested = &rewrite.Pattern{Name: "CombineNestedIfs", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		then := op.Region(0).Front()
		inner := then.First()
		outerY := then.Last()
		if inner == nil || inner.Def() != If || inner.Next() != outerY || outerY.Def() != Yield {
			return false
		}
		if !op.Region(1).Empty() && op.Region(1).Front().First() != op.Region(1).Front().Last() {
			return false
		}
		if !inner.Region(1).Empty() && inner.Region(1).Front().First() != inner.Region(1).Front().Last() {
			return false
		}
		thenY := append([]*ir.Value(nil), outerY.Operands()...)
		var elseY []*ir.Value
		if y := yieldOf(op.Region(1)); y != nil {
			elseY = append(elseY, y.Operands()...)
		}
		innerThenY, innerElseY := yieldOf(inner.Region(0)), yieldOf(inner.Region(1))
		var toSelect []int
		for i, v := range thenY {
			if v.DefiningOp() == inner {
				k := v.Index()
				if innerElseY == nil || i >= len(elseY) || innerElseY.Operand(k) != elseY[i] {
					return false
				}
				thenY[i] = innerThenY.Operand(k)
				continue
			}
			if definedIn(v, op.Region(0)) {
				return false
			}
			toSelect = append(toSelect, i)
		}
		loc := op.Loc()
		a, b := op.Operand(0), inner.Operand(0)
		rw.SetInsertionPoint(op)
		cond := rw.CreateAt(loc, arith.AndI.Name, []*ir.Value{a, b}, []ir.Type{a.Type()}).Result(0)
		nif := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: loc, Operands: []*ir.Value{cond},
			Types: op.ResultTypes(), NumRegions: 2})
		results := append([]*ir.Value(nil), nif.Results()...)
		rw.SetInsertionPoint(nif)
		for _, i := range toSelect {
			results[i] = rw.CreateAt(loc, arith.Select.Name, []*ir.Value{a, thenY[i], elseY[i]}, []ir.Type{thenY[i].Type()}).Result(0)
		}
		rw.InlineRegionBefore(inner.Region(0), nif.Region(0), nil)
		y := nif.Region(0).Front().Last()
		rw.SetInsertionPoint(y)
		rw.Create(&ir.OperationState{Name: y.OpName(), Loc: y.Loc(), Operands: thenY})
		rw.EraseOp(y)
		if len(elseY) > 0 {
			rw.InlineRegionBefore(op.Region(1), nif.Region(1), nil)
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// forTripCount is TripCount, or, with a constant step, ub - lb when the
// upper bound is addi(lb, c) (or addi(c, lb)) of a constant c that cannot
// wrap (nsw for a signed loop, nuw for an unsigned one).
func forTripCount(op *ir.Operation) (int64, bool) {
	if n, ok := TripCount(op); ok {
		return n, true
	}
	f := ForOp{op}
	step, ok := staticdyn.ConstantInt(f.Step())
	add := f.UpperBound().DefiningOp()
	if !ok || step <= 0 || add == nil || add.Def() != arith.AddI {
		return 0, false
	}
	flag := arith.OverflowNSW
	if op.HasAttr("unsignedCmp") {
		flag = arith.OverflowNUW
	}
	if fl, _ := add.Attr("overflowFlags").(*arith.OverflowAttr); fl == nil || fl.Flags&flag == 0 {
		return 0, false
	}
	lb := f.LowerBound()
	var c int64
	switch ops := add.Operands(); {
	case ops[0] == lb:
		c, ok = staticdyn.ConstantInt(ops[1])
	case ops[1] == lb:
		c, ok = staticdyn.ConstantInt(ops[0])
	default:
		return 0, false
	}
	if !ok || c < 0 {
		return 0, false
	}
	return (c + step - 1) / step, true
}

// for ... iter_args(%a = tensor.cast %x : A to B) -> (B) with A at least as static as B and
// the result used once -> for ... iter_args(%a' = %x) -> (A) { %a = cast %a' : A to B; ...;
// yield cast %v : B to A }, the result cast back to B
var forTensorCastFolder = &rewrite.Pattern{Name: "ForOpTensorCastFolder", Root: For.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		f := ForOp{op}
		inits := f.InitArgs()
		for i, init := range inits {
			c := init.DefiningOp()
			if c == nil || c.Def() != tensor.Cast || !op.Result(i).HasOneUse() {
				continue
			}
			src := c.Operand(0)
			if src.Type() == init.Type() || !atLeastAsStatic(src.Type(), init.Type()) {
				continue
			}
			y := yieldOf(op.Region(0))
			if y == nil {
				return false
			}
			a, b := src.Type(), init.Type()
			ops := append([]*ir.Value(nil), op.Operands()...)
			ops[3+i] = src
			types := append([]ir.Type(nil), op.ResultTypes()...)
			types[i] = a
			rw.SetInsertionPoint(op)
			nf := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: ops,
				Types: types, Props: op.Props(), Attrs: op.DiscardableAttrs(), NumRegions: 1})
			rw.InlineRegionBefore(op.Region(0), nf.Region(0), nil)
			body := nf.Region(0).Front()
			arg := body.Arg(i + 1)
			arg.SetType(a)
			rw.SetInsertionPointToStart(body)
			in := rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{arg}, []ir.Type{b})
			rw.ReplaceUsesWithIf(arg, in.Result(0), func(u *ir.OpOperand) bool { return u.Owner() != in })
			rw.SetInsertionPoint(y)
			out := rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{y.Operand(i)}, []ir.Type{a})
			rw.ModifyInPlace(y, func() { y.SetOperand(i, out.Result(0)) })
			rw.SetInsertionPointAfter(nf)
			back := rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{nf.Result(i)}, []ir.Type{b})
			results := append([]*ir.Value(nil), nf.Results()...)
			results[i] = back.Result(0)
			rw.ReplaceOp(op, results)
			return true
		}
		return false
	}}

// atLeastAsStatic reports whether ranked tensor type a has b's rank and
// element type and every static size of b (upstream's
// preservesStaticInformation(b, a)).
func atLeastAsStatic(a, b ir.Type) bool {
	ra, ok1 := a.(*ir.RankedTensorType)
	rb, ok2 := b.(*ir.RankedTensorType)
	if !ok1 || !ok2 || len(ra.Dims) != len(rb.Dims) || ra.Elem != rb.Elem || ra.Encoding != rb.Encoding {
		return false
	}
	for i, d := range rb.Dims {
		if d != ir.ShapedDynamic && ra.Dims[i] != d {
			return false
		}
	}
	return true
}
