package affine

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"slices"
)

// Folds and map simplification. A fold returns one entry per result (an
// ir.Attribute or a *ir.Value) or nil; as in MLIR, returning the op's own
// result means it was simplified in place.

func constOperand(operands []ir.Attribute, op *ir.Operation, i int) (int64, bool) {
	if i < len(operands) {
		if ia, ok := operands[i].(*ir.IntegerAttr); ok {
			return ia.Int64(), true
		}
	}
	return staticdyn.ConstantInt(op.Operand(i))
}

func indexAttr(op *ir.Operation, v int64) ir.Attribute {
	ctx := op.Context()
	return ctx.IntegerAttr(ctx.IndexType(), v)
}

// SimplifyMapAndOperands returns an equivalent map and operand list:
// constant operands are substituted into the map (consts may give them
// when the caller knows folded values), operands produced by a
// single-result affine.apply are composed into the map when they sit at
// a dimension position, repeated operands are merged and unused ones
// dropped. Expressions are rebuilt through ir's simplifying
// constructors. changed reports whether anything changed.
func SimplifyMapAndOperands(m *ir.AffineMap, operands []*ir.Value, consts []ir.Attribute) (*ir.AffineMap, []*ir.Value, bool) {
	changed := false
	type slot struct {
		sym bool
		val *ir.Value
	}
	var slots []slot // new dims first, then new symbols
	var newDims, newSyms []*ir.Value
	dimRepl := make([]*ir.AffineExpr, m.NumDims)
	symRepl := make([]*ir.AffineExpr, m.NumSyms)
	addOperand := func(v *ir.Value, sym bool) *ir.AffineExpr {
		list := &newDims
		if sym {
			list = &newSyms
		}
		for i, x := range *list {
			if x == v {
				changed = true // merged a repeated operand
				if sym {
					return ir.AffineSymExpr(i)
				}
				return ir.AffineDimExpr(i)
			}
		}
		*list = append(*list, v)
		if sym {
			return ir.AffineSymExpr(len(newSyms) - 1)
		}
		return ir.AffineDimExpr(len(newDims) - 1)
	}
	_ = slots
	for i, v := range operands {
		sym := i >= m.NumDims
		var c int64
		var isConst bool
		if i < len(consts) {
			if ia, ok := consts[i].(*ir.IntegerAttr); ok {
				c, isConst = ia.Int64(), true
			}
		}
		if !isConst {
			c, isConst = staticdyn.ConstantInt(v)
		}
		var e *ir.AffineExpr
		switch {
		case isConst:
			e = ir.AffineConstExpr(c)
			changed = true
		case !sym && v.DefiningOp() != nil && v.DefiningOp().Def() == Apply:
			pm := Map(v.DefiningOp())
			if pm == nil || len(pm.Results) != 1 || v.DefiningOp().NumOperands() != pm.NumDims+pm.NumSyms {
				e = addOperand(v, false)
				break
			}
			pops := v.DefiningOp().Operands()
			pd := make([]*ir.AffineExpr, pm.NumDims)
			ps := make([]*ir.AffineExpr, pm.NumSyms)
			for j := range pd {
				pd[j] = addOperand(pops[j], false)
			}
			for j := range ps {
				ps[j] = addOperand(pops[pm.NumDims+j], true)
			}
			e = pm.Results[0].Replace(pd, ps)
			changed = true
		default:
			e = addOperand(v, sym)
		}
		if sym {
			symRepl[i-m.NumDims] = e
		} else {
			dimRepl[i] = e
		}
	}
	results := make([]*ir.AffineExpr, len(m.Results))
	for i, r := range m.Results {
		results[i] = Simplify(r.Replace(dimRepl, symRepl))
		if !results[i].Equal(r) {
			changed = true
		}
	}
	// Drop unused operands.
	usedD := make([]bool, len(newDims))
	usedS := make([]bool, len(newSyms))
	var mark func(e *ir.AffineExpr)
	mark = func(e *ir.AffineExpr) {
		switch e.Kind {
		case ir.AffineDim:
			usedD[e.Val] = true
		case ir.AffineSym:
			usedS[e.Val] = true
		case ir.AffineConst:
		default:
			mark(e.LHS)
			mark(e.RHS)
		}
	}
	for _, r := range results {
		mark(r)
	}
	dRemap := make([]*ir.AffineExpr, len(newDims))
	sRemap := make([]*ir.AffineExpr, len(newSyms))
	var outOps []*ir.Value
	nd := 0
	for i, v := range newDims {
		if usedD[i] {
			dRemap[i] = ir.AffineDimExpr(nd)
			outOps = append(outOps, v)
			nd++
		} else {
			changed = true
		}
	}
	ns := 0
	for i, v := range newSyms {
		if usedS[i] {
			sRemap[i] = ir.AffineSymExpr(ns)
			outOps = append(outOps, v)
			ns++
		} else {
			changed = true
		}
	}
	for i := range results {
		results[i] = results[i].Replace(dRemap, sRemap)
	}
	return ir.NewAffineMap(nd, ns, results), outOps, changed
}

// affine.apply:
//
//	apply (d0, ...) -> (d_i)(...)       -> operand i
//	apply with all operands constant    -> the constant
//	otherwise, simplify map and operands in place.
func foldApply(op *ir.Operation, operands []ir.Attribute) []any {
	m := Map(op)
	if m == nil || len(m.Results) != 1 || op.NumOperands() != m.NumDims+m.NumSyms {
		return nil
	}
	r := m.Results[0]
	switch r.Kind {
	case ir.AffineDim:
		return []any{op.Operand(int(r.Val))}
	case ir.AffineSym:
		return []any{op.Operand(m.NumDims + int(r.Val))}
	}
	nm, ops, changed := SimplifyMapAndOperands(m, op.Operands(), operands)
	if e := nm.Results[0]; e.Kind == ir.AffineConst {
		return []any{indexAttr(op, e.Val)}
	}
	if !changed {
		return nil
	}
	if e := nm.Results[0]; e.Kind == ir.AffineDim || e.Kind == ir.AffineSym {
		pos := int(e.Val)
		if e.Kind == ir.AffineSym {
			pos += nm.NumDims
		}
		return []any{ops[pos]}
	}
	op.SetAttr("map", op.Context().AffineMapAttr(nm))
	op.SetOperands(ops)
	return []any{op.Result(0)}
}

// affine.min / affine.max:
//
//	all results constant after substitution -> the min / max
//	a single result that is an operand      -> that operand
//	otherwise, simplify in place (dropping duplicate results).
func foldMinMax(op *ir.Operation, operands []ir.Attribute) []any {
	m := Map(op)
	if m == nil || len(m.Results) == 0 || op.NumOperands() != m.NumDims+m.NumSyms {
		return nil
	}
	isMin := op.Def() == Min
	nm, ops, changed := SimplifyMapAndOperands(m, op.Operands(), operands)
	allConst := true
	var best int64
	for i, r := range nm.Results {
		if r.Kind != ir.AffineConst {
			allConst = false
			break
		}
		if i == 0 || (isMin && r.Val < best) || (!isMin && r.Val > best) {
			best = r.Val
		}
	}
	if allConst {
		return []any{indexAttr(op, best)}
	}
	// Drop duplicate results.
	var uniq []*ir.AffineExpr
	for _, r := range nm.Results {
		dup := false
		for _, u := range uniq {
			dup = dup || u.Equal(r)
		}
		if !dup {
			uniq = append(uniq, r)
		} else {
			changed = true
		}
	}
	nm = ir.NewAffineMap(nm.NumDims, nm.NumSyms, uniq)
	if len(uniq) == 1 && (uniq[0].Kind == ir.AffineDim || uniq[0].Kind == ir.AffineSym) {
		pos := int(uniq[0].Val)
		if uniq[0].Kind == ir.AffineSym {
			pos += nm.NumDims
		}
		return []any{ops[pos]}
	}
	if !changed {
		return nil
	}
	op.SetAttr("map", op.Context().AffineMapAttr(nm))
	op.SetOperands(ops)
	return []any{op.Result(0)}
}

// basis returns the static basis with constant dynamic entries filled in.
func basis(op *ir.Operation, static []int64, dyn []*ir.Value) ([]int64, bool) {
	out := make([]int64, len(static))
	for i := range static {
		c, _, ok := staticdyn.Mixed(static, dyn, i)
		if !ok {
			return nil, false
		}
		out[i] = c
	}
	return out, true
}

// delinearize_index <const x> into (<const basis>) -> the digits of x.
func foldDelinearize(op *ir.Operation, operands []ir.Attribute) []any {
	x, ok := constOperand(operands, op, 0)
	if !ok {
		return nil
	}
	b, ok := basis(op, staticdyn.Ints(op.Attr("static_basis")), op.Operands()[1:])
	if !ok {
		return nil
	}
	n := op.NumResults()
	digits := make([]any, n)
	for i := n - 1; i >= 0; i-- {
		bi := len(b) - (n - i)
		if bi < 0 { // the unbounded outermost index
			digits[i] = indexAttr(op, x)
			break
		}
		if b[bi] <= 0 {
			return nil
		}
		if i == 0 && n == len(b) {
			// The outer bound only constrains; the digit is what is left.
			digits[i] = indexAttr(op, x)
			break
		}
		digits[i] = indexAttr(op, floorMod(x, b[bi]))
		x = floorDiv(x, b[bi])
	}
	return digits
}

// linearize_index [<consts>] by (<const basis>) -> sum of digit * stride.
func foldLinearize(op *ir.Operation, operands []ir.Attribute) []any {
	d := op.Def()
	idx := d.OperandGroup(op, "multi_index")
	b, ok := basis(op, staticdyn.Ints(op.Attr("static_basis")), d.OperandGroup(op, "dynamic_basis"))
	if !ok {
		return nil
	}
	if len(idx) == 1 && (len(b) == 0 || len(b) == 1) {
		return []any{idx[0]}
	}
	total, stride := int64(0), int64(1)
	for i := len(idx) - 1; i >= 0; i-- {
		c, ok := constOperand(operands, op, i)
		if !ok {
			return nil
		}
		total += c * stride
		bi := len(b) - (len(idx) - i)
		if bi >= 0 {
			stride *= b[bi]
		}
	}
	return []any{indexAttr(op, total)}
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func floorMod(a, b int64) int64 { return a - floorDiv(a, b)*b }

// Simplify rebuilds e through ir's simplifying constructors after
// distributing multiplication by a constant over sums, which ir's
// constructors leave alone: (d0 + 6) * 2 -> d0 * 2 + 12.
func Simplify(e *ir.AffineExpr) *ir.AffineExpr {
	switch e.Kind {
	case ir.AffineConst, ir.AffineDim, ir.AffineSym:
		return e
	}
	l, r := Simplify(e.LHS), Simplify(e.RHS)
	if e.Kind == ir.AffineMul {
		if l.Kind == ir.AffineConst {
			l, r = r, l
		}
		if r.Kind == ir.AffineConst && l.Kind == ir.AffineAdd {
			return ir.AffineAddExpr(Simplify(ir.AffineMulExpr(l.LHS, r)), Simplify(ir.AffineMulExpr(l.RHS, r)))
		}
	}
	return ir.AffineBinary(e.Kind, l, r)
}

// affine.load / affine.store:
//
//	indices from affine.apply or constants -> composed into the access map
//	(the map and indices simplified in place)
func foldAccess(mapOperand int) func(op *ir.Operation, operands []ir.Attribute) []any {
	return func(op *ir.Operation, operands []ir.Attribute) []any {
		ma, ok := op.Attr("map").(*ir.AffineMapAttr)
		if !ok || op.NumOperands() != mapOperand+ma.Map.NumDims+ma.Map.NumSyms {
			return nil
		}
		var consts []ir.Attribute
		if len(operands) == op.NumOperands() {
			consts = operands[mapOperand:]
		}
		nm, indices, changed := SimplifyMapAndOperands(ma.Map, op.Operands()[mapOperand:], consts)
		attr := op.Context().AffineMapAttr(nm)
		if !changed || (attr == ma && slices.Equal(indices, op.Operands()[mapOperand:])) {
			return nil
		}
		op.SetAttr("map", attr)
		op.SetOperands(append(append([]*ir.Value(nil), op.Operands()[:mapOperand]...), indices...))
		out := make([]any, op.NumResults())
		for i := range out {
			out[i] = op.Result(i)
		}
		return out
	}
}

// affine.for:
//
//	constant bounds with no iteration, and results -> the inits (a loop
//	without results stays: it would fold again and again, as upstream
//	notes)
func foldFor(op *ir.Operation, _ []ir.Attribute) []any {
	if op.NumResults() == 0 {
		return nil
	}
	n, ok := ConstantTripCount(op)
	if !ok || n != 0 {
		return nil
	}
	inits := op.Def().OperandGroup(op, "inits")
	if len(inits) != op.NumResults() {
		return nil
	}
	out := make([]any, len(inits))
	for i, v := range inits {
		out[i] = v
	}
	return out
}

// ConstantTripCount returns the number of iterations of an affine.for
// whose bounds are constants (the largest lower and the smallest upper
// bound of each map).
func ConstantTripCount(op *ir.Operation) (int64, bool) {
	lower, upper, lowerOps, upperOps, step := Bounds(op)
	if len(lowerOps) != 0 || len(upperOps) != 0 || len(lower.Results) == 0 || len(upper.Results) == 0 || step <= 0 {
		return 0, false
	}
	lo, hi := int64(0), int64(0)
	for i, e := range lower.Results {
		if e.Kind != ir.AffineConst {
			return 0, false
		}
		if i == 0 || e.Val > lo {
			lo = e.Val
		}
	}
	for i, e := range upper.Results {
		if e.Kind != ir.AffineConst {
			return 0, false
		}
		if i == 0 || e.Val < hi {
			hi = e.Val
		}
	}
	if hi <= lo {
		return 0, true
	}
	return (hi - lo + step - 1) / step, true
}
