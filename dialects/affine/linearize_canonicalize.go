package affine

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of affine.linearize_index and affine.delinearize_index
// beyond the folds, as upstream's AffineOps.cpp has them (checked against
// `mlir-opt-22 --canonicalize`;
// test/lit/Dialect/Affine/canonicalize-linearize.mlir).

// basisEntry is one entry of a linearize or delinearize basis: a
// constant, or the value standing for it (c is then Dynamic); none marks
// the outer bound a padded basis leaves unspecified.
type basisEntry struct {
	c    int64
	v    *ir.Value
	none bool
}

// same reports whether a and b are the same entry: the same constant, the
// same value, or both unspecified (upstream compares OpFoldResults).
func (a basisEntry) same(b basisEntry) bool { return a == b }

// constant returns the entry's constant, a static one or a value
// defined by a constant.
func (a basisEntry) constant() (int64, bool) {
	if a.none {
		return 0, false
	}
	if a.v == nil {
		return a.c, true
	}
	return staticdyn.ConstantInt(a.v)
}

// mixedBasis is op's basis in order, static and dynamic entries merged.
func mixedBasis(op *ir.Operation) []basisEntry {
	static := staticdyn.Ints(op.Attr("static_basis"))
	dyn := dynamicBasis(op)
	out := make([]basisEntry, len(static))
	k := 0
	for i, s := range static {
		out[i] = basisEntry{c: s}
		if s == staticdyn.Dynamic && k < len(dyn) {
			out[i].v = dyn[k]
			k++
		}
	}
	return out
}

func dynamicBasis(op *ir.Operation) []*ir.Value {
	if op.Def() == DelinearizeIndex {
		return op.Operands()[1:]
	}
	return op.Def().OperandGroup(op, "dynamic_basis")
}

// multiIndex are a linearize_index's indices.
func multiIndex(op *ir.Operation) []*ir.Value { return op.Def().OperandGroup(op, "multi_index") }

// hasOuterBound reports whether op's basis bounds its outermost index
// (a delinearize's first result, a linearize's first index).
func hasOuterBound(op *ir.Operation) bool {
	n := len(staticdyn.Ints(op.Attr("static_basis")))
	if op.Def() == DelinearizeIndex {
		return op.NumResults() == n
	}
	return len(multiIndex(op)) == n
}

// paddedBasis is mixedBasis with an unspecified entry in front when op
// has no outer bound: one entry per index.
func paddedBasis(op *ir.Operation) []basisEntry {
	b := mixedBasis(op)
	if hasOuterBound(op) {
		return b
	}
	return append([]basisEntry{{none: true}}, b...)
}

// splitBasis gives the static_basis attribute's list and the dynamic
// operands of basis, dropping a leading unspecified entry.
func splitBasis(basis []basisEntry) ([]int64, []*ir.Value) {
	if len(basis) > 0 && basis[0].none {
		basis = basis[1:]
	}
	static := make([]int64, len(basis))
	var dyn []*ir.Value
	for i, e := range basis {
		static[i] = e.c
		if e.v != nil {
			static[i] = staticdyn.Dynamic
			dyn = append(dyn, e.v)
		}
	}
	return static, dyn
}

// createLinearize builds linearize_index [indices] by (basis) with the
// disjoint attribute given (a leading unspecified entry means no outer
// bound).
func createLinearize(rw *rewrite.Rewriter, loc ir.Location, indices []*ir.Value, basis []basisEntry, disjoint ir.Attribute) *ir.Value {
	ctx := rw.Ctx
	static, dyn := splitBasis(basis)
	attrs := []ir.NamedAttr{
		{Name: "static_basis", Value: ctx.DenseI64Array(static)},
		{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(indices)), int64(len(dyn))})},
	}
	if disjoint != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "disjoint", Value: disjoint})
	}
	operands := append(append([]*ir.Value(nil), indices...), dyn...)
	return rw.CreateAt(loc, LinearizeIndex.Name, operands, []ir.Type{ctx.IndexType()}, attrs...).Result(0)
}

// createDelinearize builds delinearize_index x into (basis): one result
// per entry, and one more in front when outer is false or the basis
// starts with an unspecified entry.
func createDelinearize(rw *rewrite.Rewriter, loc ir.Location, x *ir.Value, basis []basisEntry, outer bool) []*ir.Value {
	ctx := rw.Ctx
	if len(basis) > 0 && basis[0].none {
		outer = false
	}
	static, dyn := splitBasis(basis)
	n := len(static)
	if !outer {
		n++
	}
	return rw.CreateAt(loc, DelinearizeIndex.Name, append([]*ir.Value{x}, dyn...), indexTypes(ctx, n),
		ir.NamedAttr{Name: "static_basis", Value: ctx.DenseI64Array(static)}).Results()
}

// foldConstantBasis makes static, in place, the positive constants among
// op's dynamic basis entries (upstream's foldCstValueToCstAttrBasis); it
// reports whether any was.
func foldConstantBasis(op *ir.Operation) bool {
	basis := mixedBasis(op)
	changed := false
	for i, e := range basis {
		if e.v == nil {
			continue
		}
		if c, ok := staticdyn.ConstantInt(e.v); ok && c > 0 {
			basis[i] = basisEntry{c: c}
			changed = true
		}
	}
	if !changed {
		return false
	}
	static, dyn := splitBasis(basis)
	ctx := op.Context()
	if op.Def() == DelinearizeIndex {
		op.SetOperands(append([]*ir.Value{op.Operand(0)}, dyn...))
	} else {
		idx := multiIndex(op)
		op.SetOperands(append(append([]*ir.Value(nil), idx...), dyn...))
		op.SetAttr("operandSegmentSizes", ctx.DenseI32Array([]int64{int64(len(idx)), int64(len(dyn))}))
	}
	op.SetAttr("static_basis", ctx.DenseI64Array(static))
	return true
}

// basisProduct is the product of terms: a constant, an affine.apply built
// at the insertion point, or unspecified when a term is (upstream's
// computeProduct).
func basisProduct(rw *rewrite.Rewriter, loc ir.Location, terms []basisEntry) basisEntry {
	e := ir.AffineConstExpr(1)
	var syms []*ir.Value
	for _, t := range terms {
		if t.none {
			return t
		}
		if c, ok := t.constant(); ok {
			e = ir.AffineMulExpr(e, ir.AffineConstExpr(c))
			continue
		}
		e = ir.AffineMulExpr(e, ir.AffineSymExpr(len(syms)))
		syms = append(syms, t.v)
	}
	if e.Kind == ir.AffineConst {
		return basisEntry{c: e.Val}
	}
	ctx := rw.Ctx
	apply := rw.CreateAt(loc, Apply.Name, syms, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(ir.NewAffineMap(0, len(syms), []*ir.AffineExpr{e}))})
	return basisEntry{c: staticdyn.Dynamic, v: apply.Result(0)}
}

// delinearize_index(linearize_index disjoint [.., x, y] by (.., b1, b2))
// into (.., b1, b2) -> .., x, y: the entries both bases end with cancel,
// the rest is linearized and delinearized again (all of it cancels when
// the bases and the index counts agree). disjoint makes the indices
// digits (upstream's CancelDelinearizeOfLinearizeDisjointExactTail).
var cancelDelinearizeOfLinearizeTail = &rewrite.Pattern{
	Name: "CancelDelinearizeOfLinearizeDisjointExactTail", Root: DelinearizeIndex.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lin := op.Operand(0).DefiningOp()
		if lin == nil || lin.Def() != LinearizeIndex || !isDisjoint(lin) {
			return false
		}
		ins := multiIndex(lin)
		lb, db := mixedBasis(lin), mixedBasis(op)
		n := 0
		for n < len(lb) && n < len(db) && lb[len(lb)-1-n].same(db[len(db)-1-n]) {
			n++
		}
		if n == 0 {
			return false
		}
		if n == len(lb) && n == len(db) && len(ins) == op.NumResults() {
			rw.ReplaceOp(op, ins)
			return true
		}
		rw.SetInsertionPoint(op)
		head := createLinearize(rw, lin.Loc(), ins[:len(ins)-n], lb[:len(lb)-n], lin.Attr("disjoint"))
		res := createDelinearize(rw, op.Loc(), head, db[:len(db)-n], hasOuterBound(op))
		rw.ReplaceOp(op, append(append([]*ir.Value(nil), res...), ins[len(ins)-n:]...))
		return true
	},
}

// delinearize_index(linearize_index disjoint [.., x] by (.., 64)) into
// (.., 8, 8) -> delinearize_index(linearize_index [..] by (..)) into (..)
// and delinearize_index x into (8, 8): the last two or more static entries
// of the delinearization that multiply to the last of the linearization
// split its last index off (upstream's
// SplitDelinearizeSpanningLastLinearizeArg).
var splitDelinearizeSpanningLastLinearizeArg = &rewrite.Pattern{
	Name: "SplitDelinearizeSpanningLastLinearizeArg", Root: DelinearizeIndex.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lin := op.Operand(0).DefiningOp()
		if lin == nil || lin.Def() != LinearizeIndex || !isDisjoint(lin) {
			return false
		}
		lb := mixedBasis(lin)
		if len(lb) == 0 || lb[len(lb)-1].v != nil {
			return false
		}
		target := lb[len(lb)-1].c
		db := mixedBasis(op)
		size, k := int64(1), 0
		for i := len(db) - 1; i >= 0 && size < target; i-- {
			if db[i].v != nil {
				return false
			}
			size *= db[i].c
			k++
		}
		if size != target || k < 2 {
			return false
		}
		ins := multiIndex(lin)
		rw.SetInsertionPoint(op)
		head := createLinearize(rw, lin.Loc(), ins[:len(ins)-1], lb[:len(lb)-1], lin.Attr("disjoint"))
		front := createDelinearize(rw, op.Loc(), head, db[:len(db)-k], hasOuterBound(op))
		back := createDelinearize(rw, op.Loc(), ins[len(ins)-1], db[len(db)-k:], true)
		rw.ReplaceOp(op, append(append([]*ir.Value(nil), front...), back...))
		return true
	},
}

// linearize_index [0, x, y] by (b0, b1, b2) -> linearize_index [x, y] by
// (b1, b2); one index of 0 is 0 (upstream's DropLinearizeLeadingZero).
var dropLinearizeLeadingZero = &rewrite.Pattern{
	Name: "DropLinearizeLeadingZero", Root: LinearizeIndex.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		ins := multiIndex(op)
		if len(ins) == 0 {
			return false
		}
		if c, ok := staticdyn.ConstantInt(ins[0]); !ok || c != 0 {
			return false
		}
		if len(ins) == 1 {
			rw.ReplaceOp(op, []*ir.Value{ins[0]})
			return true
		}
		basis := mixedBasis(op)
		if hasOuterBound(op) {
			basis = basis[1:]
		}
		rw.SetInsertionPoint(op)
		rw.ReplaceOp(op, []*ir.Value{createLinearize(rw, op.Loc(), ins[1:], basis, op.Attr("disjoint"))})
		return true
	},
}

// linearize_index [x, i, y] by (b0, 1, b2) -> linearize_index [x, y] by
// (b0, b2) when i is 0 or the op is disjoint (i is then 0); no index left
// is 0 (upstream's DropLinearizeUnitComponentsIfDisjointOrZero).
var dropLinearizeUnitComponents = &rewrite.Pattern{
	Name: "DropLinearizeUnitComponentsIfDisjointOrZero", Root: LinearizeIndex.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		ins := multiIndex(op)
		var keep []*ir.Value
		var basis []basisEntry
		if !hasOuterBound(op) && len(ins) > 0 {
			keep = append(keep, ins[0])
			basis = append(basis, basisEntry{none: true})
			ins = ins[1:]
		}
		for i, b := range mixedBasis(op) {
			if c, ok := b.constant(); ok && c == 1 {
				if isDisjoint(op) {
					continue
				}
				if z, ok := staticdyn.ConstantInt(ins[i]); ok && z == 0 {
					continue
				}
			}
			keep = append(keep, ins[i])
			basis = append(basis, b)
		}
		if len(keep) == len(multiIndex(op)) {
			return false
		}
		rw.SetInsertionPoint(op)
		if len(keep) == 0 {
			rw.ReplaceOp(op, []*ir.Value{arith.BuildConstantIndex(rw.Builder, 0)})
			return true
		}
		rw.ReplaceOp(op, []*ir.Value{createLinearize(rw, op.Loc(), keep, basis, op.Attr("disjoint"))})
		return true
	},
}

// portionMatch is a run of length indices of a linearize_index, from
// linStart, that are the results of delin from delinStart, over the same
// basis entries.
type portionMatch struct {
	delin                        *ir.Operation
	linStart, delinStart, length int
}

// linearize_index [.., d#i, d#(i+1), ..] by (.., b_i, b_(i+1), ..) of
// d = delinearize_index x into (.., b_i, b_(i+1), ..) -> the run as one
// index d'#i of a delinearization merging those entries, by their
// product; x itself when the run is all of d's results. A run may start
// at the front of both, or where the linearize is disjoint and d leaves
// its outer bound unspecified; the other users of d read the merged
// index split again. One run per delinearization at a time (upstream's
// CancelLinearizeOfDelinearizePortion).
var cancelLinearizeOfDelinearizePortion = &rewrite.Pattern{
	Name: "CancelLinearizeOfDelinearizePortion", Root: LinearizeIndex.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lb := paddedBasis(op)
		ins := multiIndex(op)
		var matches []portionMatch
		seen := map[*ir.Operation]bool{}
		for i := 0; i < len(ins); {
			d := ins[i].DefiningOp()
			if d == nil || d.Def() != DelinearizeIndex {
				i++
				continue
			}
			di := ins[i].Index()
			db := paddedBasis(d)
			boundsMatch := db[di].same(lb[i])
			bothAtFront := i == 0 && di == 0
			knownByDisjoint := isDisjoint(op) && di == 0 && db[di].none
			if !boundsMatch && !bothAtFront && !knownByDisjoint {
				i++
				continue
			}
			j := 1
			for ; i+j < len(ins) && di+j < d.NumResults(); j++ {
				if ins[i+j] != d.Result(di+j) || !lb[i+j].same(db[di+j]) {
					break
				}
			}
			if j <= 1 || seen[d] {
				i++
				continue
			}
			seen[d] = true
			matches = append(matches, portionMatch{delin: d, linStart: i, delinStart: di, length: j})
			i += j
		}
		if len(matches) == 0 {
			return false
		}
		var newIndex []*ir.Value
		var newBasis []basisEntry
		replacements := make([][]*ir.Value, len(matches))
		prev := 0
		for k, m := range matches {
			newIndex = append(newIndex, ins[prev:m.linStart]...)
			newBasis = append(newBasis, lb[prev:m.linStart]...)
			prev = m.linStart + m.length
			rw.SetInsertionPoint(m.delin)
			merged := lb[m.linStart : m.linStart+m.length]
			size := basisProduct(rw, op.Loc(), merged)
			if m.length == m.delin.NumResults() {
				newIndex = append(newIndex, m.delin.Operand(0))
				newBasis = append(newBasis, size)
				continue
			}
			db := paddedBasis(m.delin)
			nb := append(append(append([]basisEntry(nil), db[:m.delinStart]...), size), db[m.delinStart+m.length:]...)
			nd := createDelinearize(rw, m.delin.Loc(), m.delin.Operand(0), nb, true)
			combined := nd[m.delinStart]
			residual := createDelinearize(rw, m.delin.Loc(), combined, merged, true)
			repl := append(append(append([]*ir.Value(nil), nd[:m.delinStart]...), residual...), nd[m.delinStart+1:]...)
			replacements[k] = repl
			newIndex = append(newIndex, combined)
			newBasis = append(newBasis, size)
		}
		newIndex = append(newIndex, ins[prev:]...)
		newBasis = append(newBasis, lb[prev:]...)
		rw.SetInsertionPoint(op)
		rw.ReplaceOp(op, []*ir.Value{createLinearize(rw, op.Loc(), newIndex, newBasis, op.Attr("disjoint"))})
		for k, m := range matches {
			if replacements[k] != nil {
				rw.ReplaceOp(m.delin, replacements[k])
			}
		}
		return true
	},
}
