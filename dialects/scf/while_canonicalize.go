package scf

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// scf.while's canonicalizations beside WhileUnusedResult, as upstream's
// SCF.cpp has them (checked against `mlir-opt-22 --canonicalize`,
// test/lit/Dialect/SCF/canonicalize-while.mlir). `before` is the region
// ending in scf.condition, `after` the one ending in scf.yield.

// whileCanonicalization lists them in upstream's order.
var whileCanonicalization = []*rewrite.Pattern{
	whileInvariantBeforeArgs, whileInvariantValueYielded, whileConditionTruth, whileCmpCond, whileUnusedResult, whileDuplicatedResults, whileUnusedArgs,
	whileAlignBeforeArgs,
}

// while { condition(%c) ..., %c, ... } do { ^bb(..., %x, ...): use(%x) } -> use(true)
var whileConditionTruth = &rewrite.Pattern{Name: "WhileConditionTruth", Root: While.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond, after, ok := whileParts(op)
		if !ok {
			return false
		}
		c := cond.Condition()
		var t *ir.Value
		changed := false
		for i, a := range cond.Args() {
			if a != c || after.Arg(i).UseEmpty() {
				continue
			}
			if t == nil {
				rw.SetInsertionPoint(op)
				t = newConst(rw, op.Context().IntegerAttr(c.Type(), 1), c.Type(), op.Loc())
			}
			rw.ReplaceAllUsesWith(after.Arg(i), t)
			changed = true
		}
		return changed
	}}

// while { %c = cmpi pred, %v, %w; condition(%c) %v } do { ^bb(%x): cmpi pred, %x, %w }
// -> true (and cmpi of the inverse predicate -> false)
var whileCmpCond = &rewrite.Pattern{Name: "WhileCmpCond", Root: While.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond, after, ok := whileParts(op)
		if !ok {
			return false
		}
		cmp := cond.Condition().DefiningOp()
		if cmp == nil || cmp.Def() != arith.CmpI || !definedIn(cmp.Result(0), op.Region(0)) {
			return false
		}
		pred := arith.CmpIPredicate(arith.Predicate(cmp))
		i1 := cond.Condition().Type()
		var consts [2]*ir.Value
		changed := false
		for i, a := range cond.Args() {
			for side := 0; side < 2; side++ {
				if cmp.Operand(side) != a {
					continue
				}
				for _, u := range after.Arg(i).Users() {
					if u.Def() != arith.CmpI || u.Operand(side) != after.Arg(i) || u.Operand(1-side) != cmp.Operand(1-side) {
						continue
					}
					var bit int64
					switch up := arith.CmpIPredicate(arith.Predicate(u)); up {
					case pred:
						bit = 1
					case arith.InvertCmpI(pred):
						bit = 0
					default:
						continue
					}
					if consts[bit] == nil {
						rw.SetInsertionPoint(op)
						consts[bit] = newConst(rw, op.Context().IntegerAttr(i1, bit), i1, op.Loc())
					}
					rw.ReplaceOp(u, []*ir.Value{consts[bit]})
					changed = true
				}
			}
		}
		return changed
	}}

// while { condition(%c) %v, %v } do { ^bb(%x, %y): ... } -> condition(%c) %v, %y := %x,
// result 1 := result 0
var whileDuplicatedResults = &rewrite.Pattern{Name: "WhileRemoveDuplicatedResults", Root: While.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond, after, ok := whileParts(op)
		if !ok {
			return false
		}
		args := cond.Args()
		first := make([]int, len(args))
		dup := false
		for i, a := range args {
			first[i] = i
			for j := 0; j < i; j++ {
				if args[j] == a {
					first[i], dup = j, true
					break
				}
			}
		}
		if !dup {
			return false
		}
		var keep []int
		var types []ir.Type
		vs := []*ir.Value{cond.Condition()}
		for i, a := range args {
			if first[i] == i {
				keep = append(keep, i)
				types = append(types, op.Result(i).Type())
				vs = append(vs, a)
			} else {
				rw.ReplaceAllUsesWith(after.Arg(i), after.Arg(first[i]))
			}
		}
		for i := len(args) - 1; i >= 0; i-- {
			if first[i] != i {
				after.EraseArgument(i)
			}
		}
		rw.ModifyInPlace(cond.Operation, func() { cond.SetOperands(vs) })
		nw := rebuildWhile(rw, op, op.Operands(), types)
		newIndex := make([]int, len(args))
		for k, i := range keep {
			newIndex[i] = k
		}
		results := make([]*ir.Value, len(args))
		for i := range args {
			results[i] = nw.Result(newIndex[first[i]])
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// while (%a = %i) { ^bb(%a): ... no use of %a } do { ...; yield %n } -> the while without
// %a, its init and its yielded value
var whileUnusedArgs = &rewrite.Pattern{Name: "WhileRemoveUnusedArgs", Root: While.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		before := op.Region(0).Front()
		y := yieldOf(op.Region(1))
		if before == nil || y == nil || before.NumArgs() != op.NumOperands() || y.NumOperands() != op.NumOperands() {
			return false
		}
		var inits, yields []*ir.Value
		for i := 0; i < before.NumArgs(); i++ {
			if !before.Arg(i).UseEmpty() {
				inits, yields = append(inits, op.Operand(i)), append(yields, y.Operand(i))
			}
		}
		if len(inits) == op.NumOperands() {
			return false
		}
		for i := before.NumArgs() - 1; i >= 0; i-- {
			if before.Arg(i).UseEmpty() {
				before.EraseArgument(i)
			}
		}
		rw.ModifyInPlace(y, func() { y.SetOperands(yields) })
		nw := rebuildWhile(rw, op, inits, op.ResultTypes())
		rw.ReplaceOp(op, nw.Results())
		return true
	}}

// while (%a = %i, %b = %j) { condition(%c) %b, %a } do { ^bb(%x, %y): ... } -> the
// while whose condition forwards %a, %b in order, its after arguments and
// results permuted alike
var whileAlignBeforeArgs = &rewrite.Pattern{Name: "WhileOpAlignBeforeArgs", Root: While.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond, after, ok := whileParts(op)
		before := op.Region(0).Front()
		if !ok || len(cond.Args()) != before.NumArgs() || before.NumArgs() == 0 {
			return false
		}
		// perm[k] is the before argument condition operand k forwards.
		args := cond.Args()
		perm := make([]int, len(args))
		seen := make([]bool, len(args))
		identity := true
		for k, a := range args {
			if a.OwnerBlock() != before || seen[a.Index()] {
				return false
			}
			perm[k], seen[a.Index()] = a.Index(), true
			identity = identity && a.Index() == k
		}
		if identity {
			return false
		}
		n := len(args)
		newArgs := make([]*ir.Value, n)
		for j := 0; j < n; j++ {
			newArgs[j] = after.AddArgument(before.Arg(j).Type(), after.Arg(0).Loc())
		}
		for k := 0; k < n; k++ {
			rw.ReplaceAllUsesWith(after.Arg(k), newArgs[perm[k]])
		}
		for k := n - 1; k >= 0; k-- {
			after.EraseArgument(k)
		}
		vs := append([]*ir.Value{cond.Condition()}, before.Args()...)
		rw.ModifyInPlace(cond.Operation, func() { cond.SetOperands(vs) })
		var types []ir.Type
		for _, a := range before.Args() {
			types = append(types, a.Type())
		}
		nw := rebuildWhile(rw, op, op.Operands(), types)
		results := make([]*ir.Value, n)
		for k := 0; k < n; k++ {
			results[k] = nw.Result(perm[k])
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// whileParts returns a while's scf.condition and after block.
func whileParts(op *ir.Operation) (ConditionOp, *ir.Block, bool) {
	if op.Region(0).Empty() || op.Region(1).Empty() {
		return ConditionOp{}, nil, false
	}
	cond, ok := AsCondition(op.Region(0).Front().Last())
	after := op.Region(1).Front()
	if !ok || len(cond.Args()) != after.NumArgs() {
		return ConditionOp{}, nil, false
	}
	return cond, after, true
}

// rebuildWhile creates, before op, a while of the given inits and result
// types that takes op's regions.
func rebuildWhile(rw *rewrite.Rewriter, op *ir.Operation, inits []*ir.Value, types []ir.Type) *ir.Operation {
	rw.SetInsertionPoint(op)
	nw := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: inits,
		Types: types, Props: op.Props(), Attrs: op.DiscardableAttrs(), NumRegions: 2})
	rw.InlineRegionBefore(op.Region(0), nw.Region(0), nil)
	rw.InlineRegionBefore(op.Region(1), nw.Region(1), nil)
	return nw
}

// while (%a = %i) { ... } do { ...; yield %y } where %y is %i, or the after argument the
// condition forwards %a (or %i) to -> %a := %i in every iteration: dropped
// while (%a = %i, %b = %i) { ... } do { ...; yield %v, %v } -> %b := %a, dropped
var whileInvariantBeforeArgs = &rewrite.Pattern{Name: "RemoveLoopInvariantArgsFromBeforeBlock", Root: While.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond, after, ok := whileParts(op)
		before := op.Region(0).Front()
		y := yieldOf(op.Region(1))
		if !ok || y == nil || before.NumArgs() != op.NumOperands() || y.NumOperands() != op.NumOperands() {
			return false
		}
		inits := op.Operands()
		args := cond.Args()
		repl := make([]*ir.Value, len(inits))
		changed := false
		for i, init := range inits {
			yv := y.Operand(i)
			switch {
			case yv == init:
				repl[i] = init
			case yv.OwnerBlock() == after && (args[yv.Index()] == before.Arg(i) || args[yv.Index()] == init):
				repl[i] = init
			default:
				for j := 0; j < i; j++ {
					if repl[j] == nil && inits[j] == init && y.Operand(j) == yv {
						repl[i] = before.Arg(j)
						break
					}
				}
			}
			changed = changed || repl[i] != nil
		}
		if !changed {
			return false
		}
		var newInits, yields []*ir.Value
		for i, init := range inits {
			if repl[i] != nil {
				rw.ReplaceAllUsesWith(before.Arg(i), repl[i])
			} else {
				newInits, yields = append(newInits, init), append(yields, y.Operand(i))
			}
		}
		for i := len(inits) - 1; i >= 0; i-- {
			if repl[i] != nil {
				before.EraseArgument(i)
			}
		}
		rw.ModifyInPlace(y, func() { y.SetOperands(yields) })
		nw := rebuildWhile(rw, op, newInits, op.ResultTypes())
		rw.ReplaceOp(op, nw.Results())
		return true
	}}

// while { ...; condition(%c) %x } do { ^bb(%a): use(%a) } with %x defined outside the
// while -> use(%x), the result := %x, dropped
var whileInvariantValueYielded = &rewrite.Pattern{Name: "RemoveLoopInvariantValueYielded", Root: While.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond, after, ok := whileParts(op)
		if !ok {
			return false
		}
		args := cond.Args()
		keep := make([]bool, len(args))
		changed := false
		for k, a := range args {
			if keep[k] = definedInOp(a, op) || a.OwnerBlock() == op.Region(0).Front(); !keep[k] {
				changed = true
			}
		}
		if !changed {
			return false
		}
		vs := []*ir.Value{cond.Condition()}
		var types []ir.Type
		for k, a := range args {
			if keep[k] {
				vs, types = append(vs, a), append(types, a.Type())
			} else {
				rw.ReplaceAllUsesWith(after.Arg(k), a)
			}
		}
		for k := len(args) - 1; k >= 0; k-- {
			if !keep[k] {
				after.EraseArgument(k)
			}
		}
		rw.ModifyInPlace(cond.Operation, func() { cond.SetOperands(vs) })
		nw := rebuildWhile(rw, op, op.Operands(), types)
		results := make([]*ir.Value, len(args))
		n := 0
		for k, a := range args {
			if keep[k] {
				results[k] = nw.Result(n)
				n++
			} else {
				results[k] = a
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}}
