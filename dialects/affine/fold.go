package affine

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
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

// SimplifyMapAndOperands returns an equivalent map and operand list, in
// upstream's order (composeAffineMapAndOperands, then
// canonicalizeMapAndOperands): operands produced by a single-result
// affine.apply are composed into the map, the producer's dimensions and
// symbols appended after the others; a symbol that is no valid symbol
// becomes a dimension and a dimension that is a valid symbol a symbol
// (appended); constant operands are substituted into the map (consts may
// give them when the caller knows folded values); repeated operands are
// merged and unused ones dropped. Expressions are rebuilt through ir's
// simplifying constructors and put in upstream's order. changed reports
// whether anything changed.
func SimplifyMapAndOperands(m *ir.AffineMap, operands []*ir.Value, consts []ir.Attribute) (*ir.AffineMap, []*ir.Value, bool) {
	changed := false
	dims := append([]*ir.Value(nil), operands[:m.NumDims]...)
	syms := append([]*ir.Value(nil), operands[m.NumDims:]...)
	results := append([]*ir.AffineExpr(nil), m.Results...)
	// replace substitutes e for dimension (or symbol) pos in every result.
	replace := func(sym bool, pos int, e *ir.AffineExpr) {
		d := make([]*ir.AffineExpr, len(dims))
		sy := make([]*ir.AffineExpr, len(syms))
		if sym {
			sy[pos] = e
		} else {
			d[pos] = e
		}
		for i, r := range results {
			results[i] = r.Replace(d, sy)
		}
	}
	constOf := func(i int, v *ir.Value) (int64, bool) {
		if i >= 0 && i < len(consts) {
			if ia, ok := consts[i].(*ir.IntegerAttr); ok {
				return ia.Int64(), true
			}
		}
		return staticdyn.ConstantInt(v)
	}
	// Constants given by the caller, at their original positions.
	for i := range operands {
		v := operands[i]
		c, ok := constOf(i, v)
		if !ok {
			continue
		}
		if i < m.NumDims {
			replace(false, i, ir.AffineConstExpr(c))
			dims[i] = nil
		} else {
			replace(true, i-m.NumDims, ir.AffineConstExpr(c))
			syms[i-m.NumDims] = nil
		}
		changed = true
	}
	// Compose producing affine.apply ops until none is left.
	for again := true; again; {
		again = false
		for pos := 0; pos < len(dims)+len(syms); pos++ {
			sym := pos >= len(dims)
			var v *ir.Value
			if sym {
				v = syms[pos-len(dims)]
			} else {
				v = dims[pos]
			}
			if v == nil || v.DefiningOp() == nil || v.DefiningOp().Def() != Apply {
				continue
			}
			p := v.DefiningOp()
			pm := Map(p)
			if pm == nil || len(pm.Results) != 1 || p.NumOperands() != pm.NumDims+pm.NumSyms {
				continue
			}
			pm, pops, _ := SimplifyMapAndOperands(pm, p.Operands(), nil)
			shiftD := make([]*ir.AffineExpr, pm.NumDims)
			shiftS := make([]*ir.AffineExpr, pm.NumSyms)
			for j := range shiftD {
				shiftD[j] = ir.AffineDimExpr(len(dims) + j)
			}
			for j := range shiftS {
				shiftS[j] = ir.AffineSymExpr(len(syms) + j)
			}
			e := pm.Results[0].Replace(shiftD, shiftS)
			if sym {
				syms[pos-len(dims)] = nil
				replace(true, pos-len(dims), e)
			} else {
				dims[pos] = nil
				replace(false, pos, e)
			}
			dims = append(dims, pops[:pm.NumDims]...)
			syms = append(syms, pops[pm.NumDims:]...)
			changed, again = true, true
			break
		}
	}
	// Symbols that are no valid symbols become dimensions, dimensions that
	// are valid symbols become symbols (upstream's canonicalizePromotedSymbols
	// and legalizeDemotedDims); constants among them are substituted.
	for i, v := range syms {
		if v == nil || IsValidSymbol(v) {
			continue
		}
		syms[i] = nil
		dims = append(dims, v)
		replace(true, i, ir.AffineDimExpr(len(dims)-1))
		changed = true
	}
	for i, v := range dims {
		if v == nil {
			continue
		}
		if c, ok := constOf(-1, v); ok {
			dims[i] = nil
			replace(false, i, ir.AffineConstExpr(c))
			changed = true
			continue
		}
		if !IsValidSymbol(v) {
			continue
		}
		dims[i] = nil
		syms = append(syms, v)
		replace(false, i, ir.AffineSymExpr(len(syms)-1))
		changed = true
	}
	for i, v := range syms {
		if c, ok := constOf(-1, v); ok && v != nil {
			syms[i] = nil
			replace(true, i, ir.AffineConstExpr(c))
			changed = true
		}
	}
	if replaceDelinearizeInverse(results, &dims, &syms) {
		changed = true
	}
	for i, r := range results {
		results[i] = orderSums(Simplify(r))
	}
	// Merge repeated operands and drop unused ones, keeping the order.
	usedD := make([]bool, len(dims))
	usedS := make([]bool, len(syms))
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
	dRemap, outD := compactOperands(dims, usedD, ir.AffineDimExpr)
	sRemap, outS := compactOperands(syms, usedS, ir.AffineSymExpr)
	for i := range results {
		results[i] = orderSums(Simplify(results[i].Replace(dRemap, sRemap)))
	}
	nm := ir.NewAffineMap(len(outD), len(outS), results)
	outOps := append(outD, outS...)
	if !changed {
		changed = nm.NumDims != m.NumDims || nm.NumSyms != m.NumSyms || !slices.Equal(outOps, operands) ||
			!slices.EqualFunc(nm.Results, m.Results, (*ir.AffineExpr).Equal)
	}
	return nm, outOps, changed
}

// compactOperands keeps the used, non-nil operands once each, in order,
// and returns the expression (made by position) that stands for each
// operand in the kept list; unused operands get nil.
func compactOperands(operands []*ir.Value, used []bool, position func(int) *ir.AffineExpr) ([]*ir.AffineExpr, []*ir.Value) {
	remap := make([]*ir.AffineExpr, len(operands))
	var kept []*ir.Value
	for i, v := range operands {
		if !used[i] || v == nil {
			continue
		}
		if j := slices.Index(kept, v); j >= 0 {
			remap[i] = position(j)
			continue
		}
		remap[i] = position(len(kept))
		kept = append(kept, v)
	}
	return remap, kept
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
	if foldConstantBasis(op) {
		out := make([]any, op.NumResults())
		for i := range out {
			out[i] = op.Result(i)
		}
		return out
	}
	// One result: no division, the basis (if any) only bounds it.
	if op.NumResults() == 1 {
		return []any{op.Operand(0)}
	}
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
//
// The constants of the basis become static first, in place; no index is
// 0 and one index is itself, whatever the basis.
func foldLinearize(op *ir.Operation, operands []ir.Attribute) []any {
	if foldConstantBasis(op) {
		return []any{op.Result(0)}
	}
	d := op.Def()
	idx := d.OperandGroup(op, "multi_index")
	switch len(idx) {
	case 0:
		return []any{indexAttr(op, 0)}
	case 1:
		return []any{idx[0]}
	}
	b, ok := basis(op, staticdyn.Ints(op.Attr("static_basis")), d.OperandGroup(op, "dynamic_basis"))
	if !ok {
		return nil
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
//
// With readsGlobals (affine.load), a load of a constant memref.global
// folds to the element.
func foldAccess(mapOperand int, readsGlobals bool) func(op *ir.Operation, operands []ir.Attribute) []any {
	return func(op *ir.Operation, operands []ir.Attribute) []any {
		ma, ok := op.Attr("map").(*ir.AffineMapAttr)
		if !ok || op.NumOperands() != mapOperand+ma.Map.NumDims+ma.Map.NumSyms {
			return nil
		}
		var consts []ir.Attribute
		if len(operands) == op.NumOperands() {
			consts = operands[mapOperand:]
		}
		if readsGlobals {
			if c := loadOfConstantGlobal(op, ma.Map); c != nil {
				return []any{c}
			}
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

// foldCastFirst makes an affine.load or affine.store read the source of
// a memref.cast of its memref (not of the value stored) before folding
// with f (upstream's AffineLoadOp::fold and AffineStoreOp::fold, through
// memref::foldMemRefCast).
func foldCastFirst(f func(op *ir.Operation, operands []ir.Attribute) []any) func(op *ir.Operation, operands []ir.Attribute) []any {
	return func(op *ir.Operation, operands []ir.Attribute) []any {
		var value *ir.Value
		if op.NumResults() == 0 {
			value = op.Operand(0)
		}
		if memref.FoldCastOperands(op, value) {
			out := make([]any, op.NumResults())
			for i := range out {
				out[i] = op.Result(i)
			}
			return out
		}
		return f(op, operands)
	}
}

// Canonicalization are the affine dialect's canonicalization patterns.
var Canonicalization = []*rewrite.Pattern{singleResultMinMax, cancelDelinearizeOfLinearizeTail, dropUnitBasis,
	splitDelinearizeSpanningLastLinearizeArg, cancelLinearizeOfDelinearizePortion, dropLinearizeLeadingZero, dropLinearizeUnitComponents,
	simplifyDeadElse, alwaysTrueOrFalseIf}

// loadOfConstantGlobal returns the element an affine.load reads from a
// constant memref.global: any element of a splat, else the one at the
// map's constant results (upstream's AffineLoadOp::fold).
func loadOfConstantGlobal(op *ir.Operation, m *ir.AffineMap) ir.Attribute {
	gg := op.Operand(0).DefiningOp()
	if gg == nil || gg.Def() != memref.GetGlobal {
		return nil
	}
	ref, ok := gg.Attr("name").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	global := ir.LookupNearestSymbolFrom(gg, ref)
	if global == nil || global.Def() != memref.Global || global.Attr("constant") == nil {
		return nil
	}
	d, ok := global.Attr("initial_value").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	shape := d.Type.Shape()
	var linear int64
	if !d.Splat {
		if len(m.Results) != len(shape) {
			return nil
		}
		for i, r := range m.Results {
			if r.Kind != ir.AffineConst || r.Val < 0 || r.Val >= shape[i] {
				return nil
			}
			linear = linear*shape[i] + r.Val
		}
	}
	ctx := op.Context()
	et := d.Type.ElementType()
	single := ctx.DenseElementsAttr(ctx.VectorType([]int64{1}, et, nil), d.RawElement(linear))
	switch t := et.(type) {
	case *ir.FloatType:
		return ctx.FloatAttr(t, single.FloatElement(0))
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntegerAttr(et, single.IntElement(0))
	}
	return nil
}

// The results of affine.delinearize_index for basis entries of 1 are 0;
// the op keeps the other entries (upstream's DropUnitExtentBasis):
//
//	delinearize x into (1, n, 1) -> 0, delinearize x into (n), 0
func dropUnitBasisRewrite(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.Def() != DelinearizeIndex {
		return false
	}
	static := staticdyn.Ints(op.Attr("static_basis"))
	dyn := op.Operands()[1:]
	hasOuter := op.NumResults() == len(static)
	var keepStatic []int64
	var keepDyn []*ir.Value
	unit := make([]bool, len(static))
	d := 0
	anyUnit := false
	for i, v := range static {
		var dv *ir.Value
		if v == ir.ShapedDynamic {
			if d >= len(dyn) {
				return false
			}
			dv = dyn[d]
			d++
			if c, ok := staticdyn.ConstantInt(dv); ok {
				v = c
			}
		}
		if v == 1 {
			unit[i], anyUnit = true, true
			continue
		}
		if dv != nil && v == ir.ShapedDynamic {
			keepDyn = append(keepDyn, dv)
		}
		keepStatic = append(keepStatic, v)
	}
	if !anyUnit {
		return false
	}
	rw.SetInsertionPoint(op)
	zero := arith.BuildConstantIndex(rw.Builder, 0)
	repl := make([]*ir.Value, op.NumResults())
	off := 0
	if !hasOuter {
		off = 1
	}
	var kept []*ir.Value
	nres := len(keepStatic) + off
	switch {
	case nres == 0:
	case nres == 1 && off == 1:
		kept = []*ir.Value{op.Operand(0)}
	default:
		types := make([]ir.Type, nres)
		for i := range types {
			types[i] = rw.Ctx.IndexType()
		}
		nop := rw.CreateAt(op.Loc(), op.Name(), append([]*ir.Value{op.Operand(0)}, keepDyn...), types,
			ir.NamedAttr{Name: "static_basis", Value: rw.Ctx.DenseI64Array(keepStatic)})
		kept = nop.Results()
	}
	k := 0
	if off == 1 {
		repl[0] = kept[0]
		k = 1
	}
	for i := range static {
		if unit[i] {
			repl[i+off] = zero
			continue
		}
		repl[i+off] = kept[k]
		k++
	}
	rw.ReplaceOp(op, repl)
	return true
}

var dropUnitBasis = &rewrite.Pattern{Name: "DropUnitExtentBasis", Benefit: 1, Rewrite: dropUnitBasisRewrite}
