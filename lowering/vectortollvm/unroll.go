package vectortollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds strata-vector-unroll-to-1d: the rewrites that leave
// vectors of rank 2 and more only as containers of 1-D rows (built by
// vector.insert into ub.poison and read by vector.extract), which the
// conversion maps to LLVM arrays of vectors. Each rewrite peels one
// leading dim or unrolls to scalars; the greedy driver repeats them down
// to rank 1.

// UnrollPass is strata-vector-unroll-to-1d.
var UnrollPass = &passes.Pass{
	Argument: "strata-vector-unroll-to-1d",
	Name:     "VectorUnrollTo1D",
	Summary:  "Rewrite vector ops on vectors of rank 2 and more into ops on 1-D rows",
	Description: `Elementwise ops (arith, math, vector.fma) on a vector of rank 2 or more become
one op per row of the leading dim; constants become rows inserted into
ub.poison; vector.load and vector.store of a memref become one 1-D access per
row; broadcast builds its rows; outerproduct becomes one fma (or multiply) per
row; a float matmul contract becomes one vector fma per row of the lhs and
step of the reduction; other contractions, multi_reduction, transpose,
shape_cast and the strided slices of those vectors are unrolled to scalar
extracts, arithmetic (float add contractions by math.fma, one rounding per
point, as the interpreter's) and inserts (contract and multi_reduction up to
4096 points). What is left of rank 2 and
more are vector.extract and vector.insert of rows, which convert-vector-to-llvm
maps to llvm.extractvalue and llvm.insertvalue on arrays of vectors (it runs
these rewrites first). Elementwise ops on 0-D vectors become scalar ops.`,
	Dialects: []string{"vector", "arith", "ub"},
	Run: func(r *passes.Run) error {
		unrollTo1D(r.Op)
		return nil
	},
}

// maxUnrolledPoints bounds the scalar unrolling of contract and
// multi_reduction.
const maxUnrolledPoints = 4096

func unrollTo1D(root *ir.Operation) {
	cfg := rewrite.DefaultGreedyConfig()
	cfg.Simplify = rewrite.SimplifyDisabled
	rewrite.ApplyPatternsGreedily(root, rewrite.NewPatternSet(UnrollPatterns()...), cfg)
}

// UnrollPatterns are the rewrites of strata-vector-unroll-to-1d.
func UnrollPatterns() []*rewrite.Pattern {
	return []*rewrite.Pattern{
		{Name: "UnrollElementwise", Root: "", Rewrite: unrollElementwise},
		{Name: "ScalarizeZeroD", Root: "", Rewrite: scalarizeZeroD},
		{Name: "UnrollConstant", Root: arith.Constant.Name, Rewrite: unrollConstant},
		{Name: "UnrollBroadcast", Root: vector.Broadcast.Name, Rewrite: unrollBroadcast},
		{Name: "UnrollSplat", Root: vector.Splat.Name, Rewrite: unrollBroadcast},
		{Name: "UnrollLoad", Root: vector.Load.Name, Rewrite: unrollLoad},
		{Name: "UnrollStore", Root: vector.Store.Name, Rewrite: unrollStore},
		{Name: "UnrollOuterProduct", Root: vector.OuterProduct.Name, Rewrite: unrollOuterProduct},
		{Name: "UnrollContract", Root: vector.Contract.Name, Rewrite: unrollContract},
		{Name: "UnrollMultiReduction", Root: vector.MultiDimReduction.Name, Rewrite: unrollMultiReduction},
		{Name: "UnrollPermutation", Root: vector.Transpose.Name, Rewrite: unrollPermutation},
		{Name: "UnrollShapeCast", Root: vector.ShapeCast.Name, Rewrite: unrollPermutation},
		{Name: "UnrollExtractStridedSlice", Root: vector.ExtractStridedSlice.Name, Rewrite: unrollPermutation},
		{Name: "UnrollInsertStridedSlice", Root: vector.InsertStridedSlice.Name, Rewrite: unrollPermutation},
		{Name: "UnrollConstantMask", Root: vector.ConstantMask.Name, Rewrite: constantMask},
		{Name: "UnrollFromElements", Root: vector.FromElements.Name, Rewrite: unrollPermutation},
	}
}

// nD returns t as a fixed-size vector of rank 2 or more.
func nD(t ir.Type) (*ir.VectorType, bool) {
	v, ok := t.(*ir.VectorType)
	return v, ok && len(v.Dims) >= 2 && v.Scalable == nil
}

// rowType is t without its leading dim.
func rowType(ctx *ir.Context, t *ir.VectorType) *ir.VectorType {
	return ctx.VectorType(t.Dims[1:], t.Elem, nil)
}

func staticPos(ctx *ir.Context, pos ...int64) ir.NamedAttr {
	return ir.NamedAttr{Name: "static_position", Value: ctx.DenseI64Array(pos)}
}

// extractAt is v[pos...] (a sub-vector or a scalar).
func extractAt(rw *rewrite.Rewriter, v *ir.Value, pos ...int64) *ir.Value {
	t := v.Type().(*ir.VectorType)
	var rt ir.Type = t.Elem
	if len(pos) < len(t.Dims) {
		rt = rw.Ctx.VectorType(t.Dims[len(pos):], t.Elem, nil)
	}
	return val(rw, vector.Extract, []*ir.Value{v}, rt, staticPos(rw.Ctx, pos...))
}

func insertAt(rw *rewrite.Rewriter, x, into *ir.Value, pos ...int64) *ir.Value {
	return val(rw, vector.Insert, []*ir.Value{x, into}, into.Type(), staticPos(rw.Ctx, pos...))
}

// assemble builds a vector of type t from its rows.
func assemble(rw *rewrite.Rewriter, t *ir.VectorType, rows []*ir.Value) *ir.Value {
	v := val(rw, ub.Poison, nil, t, ir.NamedAttr{Name: "value", Value: ub.PoisonValue(rw.Ctx)})
	for i, r := range rows {
		v = insertAt(rw, r, v, int64(i))
	}
	return v
}

// elementwise(a, b) : vector<NxM> -> rows elementwise(a[i], b[i]) inserted
func unrollElementwise(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if !op.HasTrait(ir.ElementwiseMappable) || op.NumResults() != 1 || op.NumRegions() != 0 {
		return false
	}
	t, ok := nD(op.Result(0).Type())
	if !ok {
		return false
	}
	for _, v := range op.Operands() {
		if vt, isVec := v.Type().(*ir.VectorType); isVec && (len(vt.Dims) != len(t.Dims) || vt.Dims[0] != t.Dims[0]) {
			return false
		}
	}
	rw.SetInsertionPoint(op)
	rt := rowType(rw.Ctx, t)
	rows := make([]*ir.Value, t.Dims[0])
	for i := range rows {
		ops := make([]*ir.Value, op.NumOperands())
		row := map[*ir.Value]*ir.Value{} // one extract per operand value
		for k, v := range op.Operands() {
			if _, isVec := v.Type().(*ir.VectorType); !isVec {
				ops[k] = v
			} else if r, ok := row[v]; ok {
				ops[k] = r
			} else {
				ops[k] = extractAt(rw, v, int64(i))
				row[v] = ops[k]
			}
		}
		rows[i] = rw.Create(&ir.OperationState{Name: op.OpName(), Operands: ops, Types: []ir.Type{rt}, Attrs: op.Attrs()}).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{assemble(rw, t, rows)})
	return true
}

// constant dense<...> : vector<NxM> -> rows of constants inserted
func unrollConstant(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := nD(op.Result(0).Type())
	d, isDense := op.Attr("value").(*ir.DenseElementsAttr)
	if !ok || !isDense {
		return false
	}
	rw.SetInsertionPoint(op)
	rt := rowType(rw.Ctx, t)
	n := ir.NumElements(rt)
	rows := make([]*ir.Value, t.Dims[0])
	for i := range rows {
		var raw []byte
		for j := int64(0); j < n; j++ {
			at := int64(i)*n + j
			if d.Splat {
				at = 0
			}
			raw = append(raw, d.RawElement(at)...)
		}
		rows[i] = val(rw, arith.Constant, nil, rt, ir.NamedAttr{Name: "value", Value: rw.Ctx.DenseElementsAttr(rt, raw)})
	}
	rw.ReplaceOp(op, []*ir.Value{assemble(rw, t, rows)})
	return true
}

// broadcast(s) : vector<NxM> -> rows broadcast(s) (or of the source's
// matching row when it has the result's rank)
func unrollBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := nD(op.Result(0).Type())
	if !ok {
		return false
	}
	rw.SetInsertionPoint(op)
	src := op.Operand(0)
	rt := rowType(rw.Ctx, t)
	rows := make([]*ir.Value, t.Dims[0])
	for i := range rows {
		s := src
		if sv, isVec := src.Type().(*ir.VectorType); isVec && len(sv.Dims) == len(t.Dims) {
			at := int64(i)
			if sv.Dims[0] == 1 {
				at = 0
			}
			s = extractAt(rw, src, at)
		}
		if s.Type() == ir.Type(rt) {
			rows[i] = s
		} else {
			rows[i] = val(rw, vector.Broadcast, []*ir.Value{s}, rt)
		}
	}
	rw.ReplaceOp(op, []*ir.Value{assemble(rw, t, rows)})
	return true
}

// addIndex is i + k.
func addIndex(rw *rewrite.Rewriter, i *ir.Value, k int64) *ir.Value {
	if k == 0 {
		return i
	}
	return val(rw, arith.AddI, []*ir.Value{i, idx(rw, k)}, rw.Ctx.IndexType())
}

// load(m[..., i, j]) : vector<NxM> -> rows load(m[..., i+r, j]) : vector<M>
func unrollLoad(op *ir.Operation, rw *rewrite.Rewriter) bool {
	l, _ := vector.AsLoad(op)
	t, ok := nD(op.Result(0).Type())
	mt, isMem := l.Base().Type().(*ir.MemRefType)
	if !ok || !isMem || len(mt.Dims) < len(t.Dims) {
		return false
	}
	if _, vecElem := mt.Elem.(*ir.VectorType); vecElem {
		return false
	}
	rw.SetInsertionPoint(op)
	indices := l.Indices()
	d := len(mt.Dims) - len(t.Dims)
	rows := make([]*ir.Value, t.Dims[0])
	for r := range rows {
		is := append([]*ir.Value{}, indices...)
		is[d] = addIndex(rw, indices[d], int64(r))
		rows[r] = val(rw, vector.Load, append([]*ir.Value{l.Base()}, is...), rowType(rw.Ctx, t))
	}
	rw.ReplaceOp(op, []*ir.Value{assemble(rw, t, rows)})
	return true
}

// store(v, m[..., i, j]) : vector<NxM> -> store(v[r], m[..., i+r, j]) per row
func unrollStore(op *ir.Operation, rw *rewrite.Rewriter) bool {
	st, _ := vector.AsStore(op)
	t, ok := nD(st.ValueToStore().Type())
	mt, isMem := st.Base().Type().(*ir.MemRefType)
	if !ok || !isMem || len(mt.Dims) < len(t.Dims) {
		return false
	}
	if _, vecElem := mt.Elem.(*ir.VectorType); vecElem {
		return false
	}
	rw.SetInsertionPoint(op)
	indices := st.Indices()
	d := len(mt.Dims) - len(t.Dims)
	for r := int64(0); r < t.Dims[0]; r++ {
		is := append([]*ir.Value{}, indices...)
		is[d] = addIndex(rw, indices[d], r)
		buildOp(rw, vector.Store, append([]*ir.Value{extractAt(rw, st.ValueToStore(), r), st.Base()}, is...), nil)
	}
	rw.EraseOp(op)
	return true
}

// combineValues applies kind k to two scalars or vectors of one type.
func combineValues(rw *rewrite.Rewriter, k vector.CombiningKind, x, y *ir.Value) *ir.Value {
	t := x.Type()
	d := vector.CombiningOp(k, ir.IsFloat(ir.ElementTypeOrSelf(t)))
	return val(rw, d, []*ir.Value{x, y}, t)
}

// outerproduct(a, b, acc) : vector<MxN> -> rows fma(broadcast(a[i]), b, acc[i])
// (or a[i] * b combined with acc[i] by the kind)
func unrollOuterProduct(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := op.Result(0).Type().(*ir.VectorType)
	if !ok || len(t.Dims) != 2 || t.Scalable != nil {
		return false
	}
	rw.SetInsertionPoint(op)
	o, _ := vector.AsOuterProduct(op)
	k := vector.KindOf(op)
	rt := rowType(rw.Ctx, t)
	rows := make([]*ir.Value, t.Dims[0])
	for i := range rows {
		a := val(rw, vector.Broadcast, []*ir.Value{extractAt(rw, o.Lhs(), int64(i))}, rt)
		b := o.Rhs()
		switch {
		case o.Acc() != nil && k == vector.Add && ir.IsFloat(t.Elem):
			rows[i] = val(rw, vector.FMA, []*ir.Value{a, b, extractAt(rw, o.Acc(), int64(i))}, rt)
		case o.Acc() != nil:
			rows[i] = combineValues(rw, k, extractAt(rw, o.Acc(), int64(i)), mulOf(rw, a, b))
		default:
			rows[i] = mulOf(rw, a, b)
		}
	}
	rw.ReplaceOp(op, []*ir.Value{assemble(rw, t, rows)})
	return true
}

// scalars lists the elements of v (a scalar is its own one element).
func scalars(rw *rewrite.Rewriter, v *ir.Value) []*ir.Value {
	t, ok := v.Type().(*ir.VectorType)
	if !ok {
		return []*ir.Value{v}
	}
	n := ir.NumElements(t)
	out := make([]*ir.Value, n)
	pos := make([]int64, len(t.Dims))
	for i := int64(0); i < n; i++ {
		out[i] = extractAt(rw, v, append([]int64{}, pos...)...)
		for d := len(pos) - 1; d >= 0; d-- {
			pos[d]++
			if pos[d] < t.Dims[d] {
				break
			}
			pos[d] = 0
		}
	}
	return out
}

// fromScalars builds a value of type t (a vector, or a scalar) from its
// elements in row-major order.
func fromScalars(rw *rewrite.Rewriter, t ir.Type, es []*ir.Value) *ir.Value {
	vt, ok := t.(*ir.VectorType)
	if !ok {
		return es[0]
	}
	if len(vt.Dims) == 0 {
		return val(rw, vector.Broadcast, es[:1], vt)
	}
	if len(vt.Dims) == 1 {
		return val(rw, vector.FromElements, es, vt)
	}
	rt := rowType(rw.Ctx, vt)
	n := int(ir.NumElements(rt))
	rows := make([]*ir.Value, vt.Dims[0])
	for i := range rows {
		rows[i] = fromScalars(rw, rt, es[i*n:(i+1)*n])
	}
	return assemble(rw, vt, rows)
}

// unrollPermutation rewrites the ops that only move elements (transpose,
// shape_cast, strided slices, from_elements) on vectors of rank 2 or
// more into scalar extracts and a rebuild.
func unrollPermutation(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := op.Result(0).Type().(*ir.VectorType)
	if !ok || t.Scalable != nil {
		return false
	}
	anyND := len(t.Dims) >= 2
	for _, v := range op.Operands() {
		if _, isND := nD(v.Type()); isND {
			anyND = true
		}
	}
	if !anyND || op.Operand(0).Type() == ir.Type(t) && op.Def() == vector.ShapeCast {
		return false
	}
	rw.SetInsertionPoint(op)
	src := func(i int) []*ir.Value { return scalars(rw, op.Operand(i)) }
	var es []*ir.Value
	switch op.Def() {
	case vector.ShapeCast:
		es = src(0)
	case vector.FromElements:
		es = op.Operands()
	case vector.Transpose:
		in := src(0)
		st := op.Operand(0).Type().(*ir.VectorType)
		perm := vector.Ints(op.Attr("permutation"))
		n := ir.NumElements(t)
		es = make([]*ir.Value, n)
		pos := make([]int64, len(t.Dims))
		spos := make([]int64, len(t.Dims))
		for i := int64(0); i < n; i++ {
			for k, p := range perm {
				spos[p] = pos[k]
			}
			es[i] = in[linear(st.Dims, spos)]
			step1(t.Dims, pos)
		}
	case vector.ExtractStridedSlice:
		in := src(0)
		st := op.Operand(0).Type().(*ir.VectorType)
		off := vector.Ints(op.Attr("offsets"))
		n := ir.NumElements(t)
		es = make([]*ir.Value, n)
		pos := make([]int64, len(t.Dims))
		spos := make([]int64, len(t.Dims))
		for i := int64(0); i < n; i++ {
			for k := range pos {
				spos[k] = pos[k]
				if k < len(off) {
					spos[k] += off[k]
				}
			}
			es[i] = in[linear(st.Dims, spos)]
			step1(t.Dims, pos)
		}
	case vector.InsertStridedSlice:
		in, dst := src(0), src(1)
		st := op.Operand(0).Type().(*ir.VectorType)
		off := vector.Ints(op.Attr("offsets"))
		lead := len(t.Dims) - len(st.Dims)
		es = dst
		spos := make([]int64, len(st.Dims))
		dpos := make([]int64, len(t.Dims))
		for i := range in {
			for k := range dpos {
				dpos[k] = off[k]
				if k >= lead {
					dpos[k] += spos[k-lead]
				}
			}
			es[linear(t.Dims, dpos)] = in[i]
			step1(st.Dims, spos)
		}
	default:
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{fromScalars(rw, t, es)})
	return true
}

func linear(shape, pos []int64) int64 {
	l := int64(0)
	for i, x := range pos {
		l = l*shape[i] + x
	}
	return l
}

func step1(shape, pos []int64) {
	for d := len(pos) - 1; d >= 0; d-- {
		pos[d]++
		if pos[d] < shape[d] {
			return
		}
		pos[d] = 0
	}
}

// contract(a, b, acc) -> acc[accMap(p)] = combine(acc[...], a[lhsMap(p)] * b[rhsMap(p)])
// over every point p, unrolled to scalars (rank 2 and more, or the
// forms the 1-D rewrites do not take).
func unrollContract(op *ir.Operation, rw *rewrite.Rewriter) bool {
	maps := vector.ContractMaps(op)
	c, _ := vector.AsContract(op)
	lt, lok := c.Lhs().Type().(*ir.VectorType)
	rt, rok := c.Rhs().Type().(*ir.VectorType)
	if !lok || !rok || lt.Scalable != nil || rt.Scalable != nil || len(maps) != 3 {
		return false
	}
	_, accND := nD(c.Acc().Type())
	if len(lt.Dims) < 2 && len(rt.Dims) < 2 && !accND {
		return false // the 1-D forms: contract() in patterns.go
	}
	if matmulRows(op, rw) {
		return true
	}
	bounds := make([]int64, maps[0].NumDims)
	for m, t := range []*ir.VectorType{lt, rt} {
		for j, r := range maps[m].Results {
			bounds[r.Val] = t.Dims[j]
		}
	}
	total := int64(1)
	for _, b := range bounds {
		total *= b
	}
	if total > maxUnrolledPoints {
		return false
	}
	rw.SetInsertionPoint(op)
	k := vector.KindOf(op)
	a, b, acc := scalars(rw, c.Lhs()), scalars(rw, c.Rhs()), scalars(rw, c.Acc())
	accShape := []int64{}
	if at, ok := c.Acc().Type().(*ir.VectorType); ok {
		accShape = at.Dims
	}
	at := func(m *ir.AffineMap, shape []int64, p []int64) int64 {
		l := int64(0)
		for j, r := range m.Results {
			l = l*shape[j] + p[r.Val]
		}
		return l
	}
	p := make([]int64, len(bounds))
	elem := ir.ElementTypeOrSelf(op.Result(0).Type())
	for n := total; n > 0; n-- {
		x, y := a[at(maps[0], lt.Dims, p)], b[at(maps[1], rt.Dims, p)]
		if x.Type() != elem {
			x = extendTo(rw, x, elem)
			y = extendTo(rw, y, elem)
		}
		i := at(maps[2], accShape, p)
		if k == vector.Add && ir.IsFloat(elem) && x == a[at(maps[0], lt.Dims, p)] {
			// One rounding per point, as the interpreter's contract.
			acc[i] = val(rw, mathd.Fma, []*ir.Value{x, y, acc[i]}, elem)
		} else {
			acc[i] = combineValues(rw, k, acc[i], mulOf(rw, x, y))
		}
		step1(bounds, p)
	}
	rw.ReplaceOp(op, []*ir.Value{fromScalars(rw, op.Result(0).Type(), acc)})
	return true
}

// extendTo widens a float or integer scalar to t (contract's mixed types).
func extendTo(rw *rewrite.Rewriter, x *ir.Value, t ir.Type) *ir.Value {
	if ir.IsFloat(t) {
		return val(rw, arith.ExtF, []*ir.Value{x}, t)
	}
	return val(rw, arith.ExtSI, []*ir.Value{x}, t)
}

// multi_reduction <k>(v, acc)[dims] -> each acc element combined with its
// source elements, unrolled to scalars (source of rank 2 and more)
func unrollMultiReduction(op *ir.Operation, rw *rewrite.Rewriter) bool {
	st, ok := nD(op.Operand(0).Type())
	if !ok || ir.NumElements(st) > maxUnrolledPoints {
		return false
	}
	dims := vector.Ints(op.Attr("reduction_dims"))
	reduced := make([]bool, len(st.Dims))
	for _, d := range dims {
		reduced[d] = true
	}
	rw.SetInsertionPoint(op)
	k := vector.KindOf(op)
	src, acc := scalars(rw, op.Operand(0)), scalars(rw, op.Operand(1))
	var kept []int64
	for d, s := range st.Dims {
		if !reduced[d] {
			kept = append(kept, s)
		}
	}
	pos := make([]int64, len(st.Dims))
	kpos := make([]int64, 0, len(kept))
	for i := range src {
		kpos = kpos[:0]
		for d, x := range pos {
			if !reduced[d] {
				kpos = append(kpos, x)
			}
		}
		j := linear(kept, kpos)
		acc[j] = combineValues(rw, k, acc[j], src[i])
		step1(st.Dims, pos)
	}
	rw.ReplaceOp(op, []*ir.Value{fromScalars(rw, op.Result(0).Type(), acc)})
	return true
}

// elementwise(a, b) : vector<T> -> broadcast(elementwise(a[], b[])) (0-D)
func scalarizeZeroD(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if !op.HasTrait(ir.ElementwiseMappable) || op.NumResults() != 1 || op.NumRegions() != 0 {
		return false
	}
	t, ok := op.Result(0).Type().(*ir.VectorType)
	if !ok || len(t.Dims) != 0 {
		return false
	}
	rw.SetInsertionPoint(op)
	ops := make([]*ir.Value, op.NumOperands())
	for k, v := range op.Operands() {
		if vt, isVec := v.Type().(*ir.VectorType); isVec && len(vt.Dims) == 0 {
			ops[k] = extractAt(rw, v)
		} else {
			ops[k] = v
		}
	}
	x := rw.Create(&ir.OperationState{Name: op.OpName(), Operands: ops, Types: []ir.Type{t.Elem}, Attrs: op.Attrs()}).Result(0)
	rw.ReplaceOp(op, []*ir.Value{val(rw, vector.Broadcast, []*ir.Value{x}, t)})
	return true
}

// isDims reports whether m's results are the dims ds, in order.
func isDims(m *ir.AffineMap, ds ...int64) bool {
	if len(m.Results) != len(ds) {
		return false
	}
	for i, r := range m.Results {
		if r.Kind != ir.AffineDim || r.Val != ds[i] {
			return false
		}
	}
	return true
}

// A float matmul contract (maps (i, k), (k, j), (i, j), iterators
// parallel, parallel, reduction; kind add; one element type) goes row by
// row: acc[i] = fma(broadcast(a[i][k]), b[k], acc[i]) for each k, one
// vector fma per (i, k) instead of a scalar multiply-add per point.
func matmulRows(op *ir.Operation, rw *rewrite.Rewriter) bool {
	maps, its := vector.ContractMaps(op), vector.IteratorTypes(op)
	if len(its) != 3 || its[0] != vector.ParallelIterator || its[1] != vector.ParallelIterator || its[2] != vector.ReductionIterator ||
		!isDims(maps[0], 0, 2) || !isDims(maps[1], 2, 1) || !isDims(maps[2], 0, 1) || vector.KindOf(op) != vector.Add {
		return false
	}
	c, _ := vector.AsContract(op)
	at, ok := c.Acc().Type().(*ir.VectorType)
	lt := c.Lhs().Type().(*ir.VectorType)
	if !ok || at.Scalable != nil || !ir.IsFloat(at.Elem) || lt.Elem != at.Elem || c.Rhs().Type().(*ir.VectorType).Elem != at.Elem {
		return false
	}
	rw.SetInsertionPoint(op)
	m, k := lt.Dims[0], lt.Dims[1]
	rowT := rowType(rw.Ctx, at)
	rows := make([]*ir.Value, m)
	bRows := make([]*ir.Value, k)
	for kk := range bRows {
		bRows[kk] = extractAt(rw, c.Rhs(), int64(kk))
	}
	for i := range rows {
		acc := extractAt(rw, c.Acc(), int64(i))
		for kk := int64(0); kk < k; kk++ {
			a := val(rw, vector.Broadcast, []*ir.Value{extractAt(rw, c.Lhs(), int64(i), kk)}, rowT)
			acc = val(rw, vector.FMA, []*ir.Value{a, bRows[kk], acc}, rowT)
		}
		rows[i] = acc
	}
	rw.ReplaceOp(op, []*ir.Value{assemble(rw, at, rows)})
	return true
}
