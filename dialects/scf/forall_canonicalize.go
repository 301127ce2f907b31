package scf

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// scf.forall's canonicalizations, as upstream's SCF.cpp has them (checked
// against `mlir-opt-22 --canonicalize`,
// test/lit/Dialect/SCF/canonicalize-forall.mlir).

// forallCanonicalization lists them in upstream's order.
var forallCanonicalization = []*rewrite.Pattern{
	forallFoldControlOperands, forallSingleOrZeroIterationDims, forallUnusedSharedOuts, forallTensorCastOutputs,
	dimOfForall,
}

// forall (%i) = (%c0) to (%n) step (%c1) with %c0, %c1 constants -> forall (%i) in (%n)
var forallFoldControlOperands = &rewrite.Pattern{Name: "ForallOpControlOperandsFolder", Root: Forall.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lb, ub, st := forallBounds(op)
		always := func(int64) bool { return true }
		c0, c1, c2 := lb.FoldConstants(always), ub.FoldConstants(always), st.FoldConstants(always)
		if !c0 && !c1 && !c2 {
			return false
		}
		outs := ForallOp{op}.Outputs()
		rw.ModifyInPlace(op, func() { setForallBounds(op, lb, ub, st, outs) })
		return true
	}}

// forall with a dim of no iteration                     -> its shared_outs
// forall whose dims all run once, without a mapping      -> its body, iv := lb, each
// parallel_insert_slice an insert_slice into the shared out so far
// forall with some dims of one iteration, without mapping -> those dims dropped, iv := lb
// forall with a mapping                                 -> the ivs of one-iteration dims := lb
var forallSingleOrZeroIterationDims = &rewrite.Pattern{Name: "ForallOpSingleOrZeroIterationDimsFolder", Root: Forall.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lb, ub, st := forallBounds(op)
		rank := len(ub.Static)
		outs := append([]*ir.Value(nil), ForallOp{op}.Outputs()...)
		body := op.Region(0).Front()
		single := make([]bool, rank)
		nSingle := 0
		for i := 0; i < rank; i++ {
			n, ok := forallTripCount(lb, ub, st, i)
			if ok && n == 0 {
				rw.ReplaceOp(op, outs)
				return true
			}
			if single[i] = ok && n == 1; single[i] {
				nSingle++
			}
		}
		mapped := false
		if m, ok := op.Attr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) > 0 {
			mapped = true
		}
		idx := op.Context().IndexType()
		lbConst := func(i int) *ir.Value {
			c, _ := lb.Constant(i)
			rw.SetInsertionPoint(op)
			return newConst(rw, op.Context().IntegerAttr(idx, c), idx, op.Loc())
		}
		switch {
		case mapped:
			changed := false
			for i := 0; i < rank; i++ {
				if iv := body.Arg(i); single[i] && !iv.UseEmpty() {
					rw.ReplaceAllUsesWith(iv, lbConst(i))
					changed = true
				}
			}
			return changed
		case nSingle == rank:
			inlineForall(rw, op, body, rank, outs, lbConst)
			return true
		case nSingle == 0:
			return false
		}
		consts := make([]*ir.Value, rank)
		for i := range consts {
			if single[i] {
				consts[i] = lbConst(i)
			}
		}
		var nlb, nub, nst staticdyn.List
		for i := 0; i < rank; i++ {
			if !single[i] {
				nlb = appendEntry(nlb, lb, i)
				nub = appendEntry(nub, ub, i)
				nst = appendEntry(nst, st, i)
			}
		}
		rw.ModifyInPlace(op, func() {
			for i := rank - 1; i >= 0; i-- {
				if single[i] {
					body.Arg(i).ReplaceAllUsesWith(consts[i])
					body.EraseArgument(i)
				}
			}
			setForallBounds(op, nlb, nub, nst, outs)
		})
		return true
	}}

// inlineForall replaces op, a forall of one iteration and no mapping, by
// its body: ivs := lbConst(i), shared outs := outs, and each
// parallel_insert_slice into shared out k an insert_slice into k's value so
// far, which the results are at the end.
func inlineForall(rw *rewrite.Rewriter, op *ir.Operation, body *ir.Block, rank int, outs []*ir.Value, lbConst func(int) *ir.Value) {
	args := make([]*ir.Value, 0, body.NumArgs())
	for i := 0; i < rank; i++ {
		args = append(args, lbConst(i))
	}
	args = append(args, outs...)
	term := body.Last()
	type write struct {
		op *ir.Operation
		k  int
	}
	var writes []write
	for _, w := range term.Region(0).Front().Ops() {
		k := -1
		if d := w.Operand(1); d.OwnerBlock() == body && d.Index() >= rank {
			k = d.Index() - rank
		}
		writes = append(writes, write{w, k})
	}
	rw.InlineBlockBefore(body, op.Block(), op, args)
	cur := append([]*ir.Value(nil), outs...)
	rw.SetInsertionPoint(term)
	for _, w := range writes {
		if w.k < 0 {
			continue
		}
		ops := append([]*ir.Value(nil), w.op.Operands()...)
		ops[1] = cur[w.k]
		n := rw.Create(&ir.OperationState{Name: op.Context().NameOf(tensor.InsertSlice), Loc: w.op.Loc(),
			Operands: ops, Types: []ir.Type{cur[w.k].Type()}, Props: w.op.Props()})
		cur[w.k] = n.Result(0)
	}
	rw.EraseOp(term)
	rw.ReplaceOp(op, cur)
}

// forall ... shared_outs(%o = %init) with its result unused, or %o the
// destination of no parallel_insert_slice -> that shared out dropped: its
// writes erased, its other uses and its result := %init
var forallUnusedSharedOuts = &rewrite.Pattern{Name: "ForallOpIterArgsFolder", Root: Forall.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		outs := append([]*ir.Value(nil), ForallOp{op}.Outputs()...)
		body := op.Region(0).Front()
		rank := body.NumArgs() - len(outs)
		term := body.Last()
		if len(outs) == 0 || rank < 0 || term == nil || term.Def() != InParallel {
			return false
		}
		writes := make([][]*ir.Operation, len(outs))
		for _, w := range term.Region(0).Front().Ops() {
			if d := w.Operand(1); d.OwnerBlock() == body && d.Index() >= rank {
				writes[d.Index()-rank] = append(writes[d.Index()-rank], w)
			}
		}
		keep := make([]bool, len(outs))
		drop := false
		for k := range outs {
			keep[k] = !op.Result(k).UseEmpty() && len(writes[k]) > 0
			drop = drop || !keep[k]
		}
		if !drop {
			return false
		}
		var kept []*ir.Value
		var types []ir.Type
		for k, o := range outs {
			if keep[k] {
				kept, types = append(kept, o), append(types, o.Type())
				continue
			}
			for _, w := range writes[k] {
				rw.EraseOp(w)
			}
			rw.ReplaceAllUsesWith(body.Arg(rank+k), o)
		}
		lb, ub, st := forallBounds(op)
		rw.SetInsertionPoint(op)
		nf := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Types: types,
			Attrs: op.DiscardableAttrs(), Props: op.Props(), NumRegions: 1})
		setForallBounds(nf, lb, ub, st, kept)
		rw.InlineRegionBefore(op.Region(0), nf.Region(0), nil)
		for k := len(outs) - 1; k >= 0; k-- {
			if !keep[k] {
				body.EraseArgument(rank + k)
			}
		}
		results := make([]*ir.Value, len(outs))
		n := 0
		for k, o := range outs {
			if keep[k] {
				results[k] = nf.Result(n)
				n++
			} else {
				results[k] = o
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// tensor.dim(forall result k, %i) -> tensor.dim(shared out k's init, %i)
var dimOfForall = &rewrite.Pattern{Name: "DimOfForallOp", Root: tensor.Dim.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		src := op.Operand(0)
		f, ok := AsForall(src.DefiningOp())
		if !ok {
			return false
		}
		rw.ModifyInPlace(op, func() { op.SetOperand(0, f.Outputs()[src.Index()]) })
		return true
	}}

// forallBounds returns a forall's lower bounds, upper bounds and steps.
func forallBounds(op *ir.Operation) (lb, ub, st staticdyn.List) {
	f := ForallOp{op}
	return staticdyn.NewList(staticdyn.Ints(op.Attr("staticLowerBound")), f.DynamicLowerBound()),
		staticdyn.NewList(staticdyn.Ints(op.Attr("staticUpperBound")), f.DynamicUpperBound()),
		staticdyn.NewList(staticdyn.Ints(op.Attr("staticStep")), f.DynamicStep())
}

// setForallBounds sets op's bounds and shared outs' inits, with their
// operand segment sizes.
func setForallBounds(op *ir.Operation, lb, ub, st staticdyn.List, outs []*ir.Value) {
	ctx := op.Context()
	l, u, s := lb.Operands(), ub.Operands(), st.Operands()
	op.SetOperands(append(append(append(append([]*ir.Value(nil), l...), u...), s...), outs...))
	op.SetAttr("staticLowerBound", ctx.DenseI64Array(orEmpty(lb.Static)))
	op.SetAttr("staticUpperBound", ctx.DenseI64Array(orEmpty(ub.Static)))
	op.SetAttr("staticStep", ctx.DenseI64Array(orEmpty(st.Static)))
	op.SetAttr("operandSegmentSizes", ctx.DenseI32Array([]int64{int64(len(l)), int64(len(u)), int64(len(s)), int64(len(outs))}))
}

func orEmpty(xs []int64) []int64 {
	if xs == nil {
		return []int64{}
	}
	return xs
}

// appendEntry appends entry i of from to l.
func appendEntry(l, from staticdyn.List, i int) staticdyn.List {
	return staticdyn.List{Static: append(l.Static, from.Static[i]), Dyn: append(l.Dyn, from.Dyn[i])}
}

// forallTripCount returns the iterations of dim i when its bounds are constants.
func forallTripCount(lb, ub, st staticdyn.List, i int) (int64, bool) {
	l, ok1 := lb.Constant(i)
	u, ok2 := ub.Constant(i)
	s, ok3 := st.Constant(i)
	if !ok1 || !ok2 || !ok3 || s <= 0 {
		return 0, false
	}
	if u <= l {
		return 0, true
	}
	return (u - l + s - 1) / s, true
}

// forall ... shared_outs(%o = tensor.cast %x : A to B) -> (B), A at least as static as B ->
// forall ... shared_outs(%o' = %x) -> (A): the writes go into %o', the other uses read
// cast %o' : A to B, the result is cast back to B
var forallTensorCastOutputs = &rewrite.Pattern{Name: "FoldTensorCastOfOutputIntoForallOp", Root: Forall.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		outs := append([]*ir.Value(nil), ForallOp{op}.Outputs()...)
		body := op.Region(0).Front()
		rank := body.NumArgs() - len(outs)
		term := body.Last()
		if rank < 0 || term == nil || term.Def() != InParallel {
			return false
		}
		newOuts := append([]*ir.Value(nil), outs...)
		changed := false
		for k, o := range outs {
			if c := o.DefiningOp(); c != nil && c.Def() == tensor.Cast && c.Operand(0).Type() != o.Type() &&
				atLeastAsStatic(c.Operand(0).Type(), o.Type()) {
				newOuts[k], changed = c.Operand(0), true
			}
		}
		if !changed {
			return false
		}
		var types []ir.Type
		for _, o := range newOuts {
			types = append(types, o.Type())
		}
		lb, ub, st := forallBounds(op)
		rw.SetInsertionPoint(op)
		nf := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Types: types,
			Attrs: op.DiscardableAttrs(), Props: op.Props(), NumRegions: 1})
		setForallBounds(nf, lb, ub, st, newOuts)
		rw.InlineRegionBefore(op.Region(0), nf.Region(0), nil)
		rw.SetInsertionPointToStart(body)
		inPar := term.Region(0)
		for k, o := range outs {
			if newOuts[k] == o {
				continue
			}
			arg := body.Arg(rank + k)
			arg.SetType(newOuts[k].Type())
			if arg.UseEmpty() {
				continue
			}
			needCast := false
			for _, u := range arg.Uses() {
				if !inPar.IsAncestor(u.Owner().Block().Parent()) {
					needCast = true
				}
			}
			if needCast {
				cast := rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{arg}, []ir.Type{o.Type()})
				rw.ReplaceUsesWithIf(arg, cast.Result(0), func(u *ir.OpOperand) bool {
					return u.Owner() != cast && !inPar.IsAncestor(u.Owner().Block().Parent())
				})
			}
		}
		rw.SetInsertionPointAfter(nf)
		results := make([]*ir.Value, len(outs))
		for k, o := range outs {
			results[k] = nf.Result(k)
			if newOuts[k] != o {
				results[k] = rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{nf.Result(k)}, []ir.Type{o.Type()}).Result(0)
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}}
