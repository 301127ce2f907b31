package scf

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// Folds (OpDef.Fold): each returns one entry per result, a *ir.Value or
// an ir.Attribute, or nil when the op does not fold. Rewrites that move
// regions (inlining a taken branch, erasing a dead loop) are
// canonicalization patterns, in canonicalize.go.

// constInt reads a constant operand: the folded attribute when given,
// else a constant-like defining op.
func constInt(operands []ir.Attribute, op *ir.Operation, i int) (int64, bool) {
	if i < len(operands) {
		if ia, ok := operands[i].(*ir.IntegerAttr); ok {
			return ia.Int64(), true
		}
	}
	if i < op.NumOperands() {
		return staticdyn.ConstantInt(op.Operand(i))
	}
	return 0, false
}

// TripCount returns the number of iterations of an scf.for whose bounds
// and step are constants.
func TripCount(op *ir.Operation) (int64, bool) {
	f := ForOp{op}
	lb, ok1 := staticdyn.ConstantInt(f.LowerBound())
	ub, ok2 := staticdyn.ConstantInt(f.UpperBound())
	step, ok3 := staticdyn.ConstantInt(f.Step())
	if !ok1 || !ok2 || !ok3 || step <= 0 {
		return 0, false
	}
	if op.HasAttr("unsignedCmp") {
		ulb, uub := uint64(lb), uint64(ub)
		if it, ok := f.LowerBound().Type().(*ir.IntegerType); ok && it.Width < 64 {
			mask := uint64(1)<<it.Width - 1
			ulb, uub = ulb&mask, uub&mask
		}
		if uub <= ulb {
			return 0, true
		}
		return int64((uub - ulb + uint64(step) - 1) / uint64(step)), true
	}
	if ub <= lb {
		return 0, true
	}
	return (ub - lb + step - 1) / step, true
}

// scf.for:
//
//	for with trip count 0                        -> its init values
//	for whose every yield forwards its iter_arg  -> its init values
func foldFor(op *ir.Operation, _ []ir.Attribute) []any {
	if op.NumResults() == 0 || op.Region(0).Empty() {
		return nil
	}
	inits := ForOp{op}.InitArgs()
	if n, ok := TripCount(op); ok && n == 0 {
		return valuesAsAny(inits)
	}
	body := op.Region(0).Front()
	y := body.Last()
	if y == nil || y.Name() != Yield.Name || y.NumOperands() != len(inits) || body.NumArgs() != len(inits)+1 {
		return nil
	}
	for i, v := range y.Operands() {
		if v != body.Arg(i+1) {
			return nil
		}
	}
	return valuesAsAny(inits)
}

func valuesAsAny(vs []*ir.Value) []any {
	out := make([]any, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}

// yieldedFromOutside returns the operands of r's terminator when r holds
// only that terminator and its operands are defined outside r.
func yieldedFromOutside(r *ir.Region) ([]*ir.Value, bool) {
	if r.Empty() || r.Front() != r.Back() {
		return nil, false
	}
	b := r.Front()
	t := b.Last()
	if t == nil || t != b.First() || t.Name() != Yield.Name {
		return nil, false
	}
	for _, v := range t.Operands() {
		if pr := v.ParentRegion(); pr != nil && r.IsAncestor(pr) {
			return nil, false
		}
	}
	return t.Operands(), true
}

// scf.if:
//
//	if true  { yield %a } else { ... }  -> %a   (only a yield in the taken branch)
//	if false { ... } else { yield %b }  -> %b
//	if %c { yield %a } else { yield %a } -> %a
func foldIf(op *ir.Operation, operands []ir.Attribute) []any {
	// if xori(%c, true) { A } else { B } -> if %c { B } else { A } (in place)
	if x := op.Operand(0).DefiningOp(); x != nil && x.Def() == arith.XOrI && !op.Region(1).Empty() {
		if one, ok := staticdyn.ConstantInt(x.Operand(1)); ok && one&1 == 1 {
			op.SetOperand(0, x.Operand(0))
			thenBlocks, elseBlocks := op.Region(0).Blocks(), op.Region(1).Blocks()
			for _, b := range thenBlocks {
				b.Remove()
			}
			for _, b := range elseBlocks {
				b.Remove()
				op.Region(0).Append(b)
			}
			for _, b := range thenBlocks {
				op.Region(1).Append(b)
			}
			out := make([]any, op.NumResults())
			for i := range out {
				out[i] = op.Result(i)
			}
			return out
		}
	}
	if op.NumResults() == 0 {
		return nil
	}
	if c, ok := constInt(operands, op, 0); ok {
		r := op.Region(1)
		if c&1 != 0 {
			r = op.Region(0)
		}
		if vs, ok := yieldedFromOutside(r); ok && len(vs) == op.NumResults() {
			return valuesAsAny(vs)
		}
		return nil
	}
	a, ok1 := yieldedFromOutside(op.Region(0))
	b, ok2 := yieldedFromOutside(op.Region(1))
	if !ok1 || !ok2 || len(a) != len(b) || len(a) != op.NumResults() {
		return nil
	}
	for i := range a {
		if a[i] != b[i] {
			return nil
		}
	}
	return valuesAsAny(a)
}

// scf.index_switch:
//
//	index_switch <const c> { case c: yield %a ... } -> %a (only a yield in the taken case)
func foldIndexSwitch(op *ir.Operation, operands []ir.Attribute) []any {
	if op.NumResults() == 0 {
		return nil
	}
	c, ok := constInt(operands, op, 0)
	if !ok {
		return nil
	}
	r := takenCase(op, c)
	if vs, ok := yieldedFromOutside(r); ok && len(vs) == op.NumResults() {
		return valuesAsAny(vs)
	}
	return nil
}

// takenCase returns the region an scf.index_switch runs for value c.
func takenCase(op *ir.Operation, c int64) *ir.Region {
	for i, v := range staticdyn.Ints(op.Attr("cases")) {
		if v == c && i+1 < op.NumRegions() {
			return op.Region(i + 1)
		}
	}
	return op.Region(0)
}
