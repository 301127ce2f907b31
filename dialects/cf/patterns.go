package cf

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalization are the cf dialect's canonicalization patterns, which
// Register gives the rewrite driver.
var Canonicalization = append([]*rewrite.Pattern{
	brToSinglePredBlock, brPassThrough, condBrConstant, condBrPassThrough, condBrIdentical,
	condBrFromCondBrOnSameCondition, condBrTruthPropagation, assertTrue,
}, switchCanonicalization...)

// br ^bb1(x) ; ^bb1(a) has no other predecessor  ->  ^bb1's ops, with a := x, in place of the br
var brToSinglePredBlock = &rewrite.Pattern{Name: "SimplifyBrToBlockWithSinglePred", Root: Br.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		dest := op.Successor(0)
		blk := op.Block()
		if dest == blk || len(dest.Predecessors()) != 1 {
			return false
		}
		args := op.Operands()
		rw.EraseOp(op)
		rw.MergeBlocks(dest, blk, args)
		return true
	}}

// passThroughTarget follows a block that only branches on: for
// `^bb(args): cf.br ^next(vals)` it returns ^next and vals with the
// block's arguments replaced by operands.
func passThroughTarget(dest *ir.Block, operands []*ir.Value) (*ir.Block, []*ir.Value, bool) {
	t := dest.First()
	if t == nil || t != dest.Last() || t.Def() != Br || t.Successor(0) == dest {
		return nil, nil, false
	}
	// The block's arguments must be used by its branch only: a use further
	// on (`^bb3(%a): br ^bb4 ; ^bb4: return %a`) would lose its value.
	for _, a := range dest.Args() {
		for _, u := range a.Users() {
			if u != t {
				return nil, nil, false
			}
		}
	}
	// As upstream: no collapsing into a chain of branches that cycles
	// (`^a: br ^b ; ^b: br ^a`), which would rewrite forever.
	visited := map[*ir.Block]bool{dest: true, t.Successor(0): true}
	for next := t.Successor(0).Last(); next != nil && next.Def() == Br; next = next.Successor(0).Last() {
		if visited[next.Successor(0)] {
			return nil, nil, false
		}
		visited[next.Successor(0)] = true
	}
	out := make([]*ir.Value, t.NumOperands())
	for i := range out {
		v := t.Operand(i)
		if v.OwnerBlock() == dest {
			v = operands[v.Index()]
		} else if v.ParentBlock() == dest {
			return nil, nil, false
		}
		out[i] = v
	}
	return t.Successor(0), out, true
}

// br ^bb1(x) ; ^bb1(a): br ^bb2(f(a))  ->  br ^bb2(f(x))
var brPassThrough = &rewrite.Pattern{Name: "SimplifyPassThroughBr", Root: Br.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		next, vals, ok := passThroughTarget(op.Successor(0), op.Operands())
		if !ok {
			return false
		}
		rw.ModifyInPlace(op, func() {
			op.SetOperands(vals)
			op.SetSuccessor(0, next)
		})
		return true
	}}

// condBrParts splits a cond_br's operands into condition, true and false
// operands.
func condBrParts(op *ir.Operation) (cond *ir.Value, t, f []*ir.Value, ok bool) {
	start, n, ok1 := ir.SuccessorOperandRange(op, 0)
	start2, n2, ok2 := ir.SuccessorOperandRange(op, 1)
	if !ok1 || !ok2 {
		return nil, nil, nil, false
	}
	ops := op.Operands()
	return ops[0], ops[start : start+n], ops[start2 : start2+n2], true
}

func newBr(rw *rewrite.Rewriter, at *ir.Operation, dest *ir.Block, args []*ir.Value) {
	rw.ReplaceOpWithNew(at, &ir.OperationState{Name: rw.Ctx.NameOf(Br), Operands: args, Successors: []*ir.Block{dest}})
}

// cond_br true, ^a(x), ^b(y) -> br ^a(x);  cond_br false, ... -> br ^b(y)
var condBrConstant = &rewrite.Pattern{Name: "SimplifyConstCondBranchPred", Root: CondBr.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, ok := rewrite.ValueConstant(op.Operand(0)).(*ir.IntegerAttr)
		cond, t, f, ok2 := condBrParts(op)
		_ = cond
		if !ok || !ok2 {
			return false
		}
		if c.Int64() != 0 {
			newBr(rw, op, op.Successor(0), t)
		} else {
			newBr(rw, op, op.Successor(1), f)
		}
		return true
	}}

// cond_br c, ^a(x), ^a(x) -> br ^a(x); cond_br c, ^a(x), ^a(y) with ^a
// reached from this block alone -> br ^a(select(c, x, y)).
var condBrIdentical = &rewrite.Pattern{Name: "SimplifyCondBranchIdenticalSuccessors", Root: CondBr.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond, t, f, ok := condBrParts(op)
		dest := op.Successor(0)
		if !ok || dest != op.Successor(1) || len(t) != len(f) {
			return false
		}
		if slices.Equal(t, f) {
			newBr(rw, op, dest, t)
			return true
		}
		for _, p := range dest.Predecessors() {
			if p != op.Block() {
				return false
			}
		}
		rw.SetInsertionPoint(op)
		merged := make([]*ir.Value, len(t))
		for i := range t {
			merged[i] = t[i]
			if t[i] != f[i] {
				merged[i] = rw.Build(arith.Select, []*ir.Value{cond, t[i], f[i]}, []ir.Type{t[i].Type()}).Result(0)
			}
		}
		newBr(rw, op, dest, merged)
		return true
	}}

// ^a: cond_br c, ^b, ^x ; ^b (reached from ^a only): cond_br c, ^y, ^z
// -> ^b: br ^y (c is known there).
var condBrFromCondBrOnSameCondition = &rewrite.Pattern{Name: "SimplifyCondBranchFromCondBranchOnSameCondition", Root: CondBr.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		preds := op.Block().Predecessors()
		if len(preds) != 1 {
			return false
		}
		pred := preds[0].Last()
		if pred == nil || pred.Def() != CondBr || pred.Operand(0) != op.Operand(0) {
			return false
		}
		_, t, f, ok := condBrParts(op)
		if !ok {
			return false
		}
		if op.Block() == pred.Successor(0) {
			newBr(rw, op, op.Successor(0), t)
		} else {
			newBr(rw, op, op.Successor(1), f)
		}
		return true
	}}

// cond_br c, ^a, ^b: in a destination reached by that edge alone, an op
// of the block itself that uses c uses the constant c has there.
var condBrTruthPropagation = &rewrite.Pattern{Name: "CondBranchTruthPropagation", Root: CondBr.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond := op.Operand(0)
		replaced := false
		rw.SetInsertionPoint(op)
		for i, truth := range []int64{1, 0} {
			dest := op.Successor(i)
			if len(dest.Predecessors()) != 1 {
				continue
			}
			var constant *ir.Value
			for _, u := range cond.Uses() {
				user := u.Owner()
				if user.Block() != dest {
					continue
				}
				if constant == nil {
					constant = rw.Build(arith.Constant, nil, []ir.Type{rw.Ctx.I(1)},
						ir.NamedAttr{Name: "value", Value: rw.Ctx.IntegerAttr(rw.Ctx.I(1), truth)}).Result(0)
				}
				idx := u.Index()
				rw.ModifyInPlace(user, func() { user.SetOperand(idx, constant) })
				replaced = true
			}
		}
		return replaced
	}}

// cond_br c, ^a(x), ^b ; ^a(p): br ^c(g(p))  ->  cond_br c, ^c(g(x)), ^b
var condBrPassThrough = &rewrite.Pattern{Name: "SimplifyPassThroughCondBranch", Root: CondBr.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cond, t, f, ok := condBrParts(op)
		if !ok {
			return false
		}
		d0, d1 := op.Successor(0), op.Successor(1)
		n0, v0, ok0 := passThroughTarget(d0, t)
		n1, v1, ok1 := passThroughTarget(d1, f)
		if !ok0 && !ok1 {
			return false
		}
		if ok0 {
			d0, t = n0, v0
		}
		if ok1 {
			d1, f = n1, v1
		}
		rw.ModifyInPlace(op, func() {
			ops := append(append([]*ir.Value{cond}, t...), f...)
			op.SetOperands(ops)
			op.SetSuccessor(0, d0)
			op.SetSuccessor(1, d1)
			op.SetAttr("operandSegmentSizes", rw.Ctx.DenseI32Array([]int64{1, int64(len(t)), int64(len(f))}))
		})
		return true
	}}

// assert true -> (nothing)
var assertTrue = &rewrite.Pattern{Name: "EraseTrueAssert", Root: Assert.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, ok := rewrite.ValueConstant(op.Operand(0)).(*ir.IntegerAttr)
		if !ok || c.Int64() == 0 {
			return false
		}
		rw.EraseOp(op)
		return true
	}}
