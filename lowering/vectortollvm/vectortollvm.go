// Package vectortollvm is convert-vector-to-llvm: the vector ops on 1-D
// vectors become the llvm dialect's vector instructions and intrinsics
// (insertelement, extractelement, shufflevector, llvm.intr.vector.reduce.*,
// llvm.intr.masked.load/store, llvm.intr.fmuladd), as upstream's
// VectorToLLVM does for 1-D vectors.
//
// A pre-step first rewrites the ops that have a simpler vector form
// (patterns.go): 1-D transfers of memrefs into loads and stores (masked
// by the bounds when not in_bounds), splat into broadcast, the
// dot-product and elementwise forms of contract into a multiply and a
// reduction, the AXPY form of outerproduct into an fma, masks and steps
// into constants and comparisons, strided slices into shuffles; and it
// unrolls vectors of rank 2 and more into 1-D rows (unroll.go,
// strata-vector-unroll-to-1d), which convert to LLVM arrays of vectors
// as upstream's do; a 0-D vector is a vector of one lane.
package vectortollvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/lowering/vectormask"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-vector-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-vector-to-llvm",
	Name:     "ConvertVectorToLLVMPass",
	Summary:  "Lower the operations from the vector dialect into the LLVM dialect",
	Description: `Rewrites the vector ops that have a simpler vector form (1-D transfers of
memrefs into vector.load/store or, when a lane may be out of bounds or is
masked, vector.maskedload/maskedstore under a bounds mask; contract's
dot-product and elementwise forms into a multiply and a reduction;
outerproduct's AXPY form into vector.fma; masks, steps and strided slices
into constants, comparisons and shuffles), then converts the ops on 1-D
vectors to llvm.insertelement, llvm.extractelement, llvm.shufflevector,
llvm.intr.vector.reduce.*, llvm.intr.masked.load/store, llvm.intr.fmuladd,
llvm.load and llvm.store. Vectors of rank 2 and more are first unrolled to
1-D rows (strata-vector-unroll-to-1d) and become LLVM arrays of vectors, read
and written with llvm.extractvalue and llvm.insertvalue (a row chosen at run
time: the op at each row, picked by llvm.select). A 0-D vector is a vector of one lane. vector.print,
gather, scatter, type_cast, vscale and vector.mask are not converted.`,
	Options: []passes.Option{
		{Name: "index-bitwidth", Description: "Bitwidth of the index type, 0 to use size of machine word", Kind: passes.UintOption, Default: "0"},
	},
	Dialects: []string{"llvm", "arith", "memref"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, tollvm.Options{IndexBitwidth: int(r.Int("index-bitwidth"))})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass, UnrollPass} }

// Apply runs the pre-step and the conversion on the ops nested in root.
func Apply(root *ir.Operation, o tollvm.Options) error {
	cfg := rewrite.DefaultGreedyConfig()
	cfg.Simplify = rewrite.SimplifyDisabled
	rewrite.ApplyPatternsGreedily(root, rewrite.NewPatternSet(append(append(UnrollPatterns(), PreStep()...), vectormask.Patterns()...)...), cfg)
	ctx := root.Context()
	tc := tollvm.NewTypeConverter(ctx, o)
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) { return arrayOfVectors(ctx, o, t) })
	target := tollvm.NewTarget()
	target.AddIllegalDialect("vector")
	target.AddDynamicallyLegalOp(ub.Poison.Name, func(op *ir.Operation) bool {
		_, isVec := op.Result(0).Type().(*ir.VectorType)
		return !isVec
	})
	return rewrite.ApplyPartialConversion(root, target, append(Patterns(o), poisonPattern), tc)
}

// arrayOfVectors is the LLVM type of a vector of rank 2 or more, as
// upstream's: an array over the leading dim of the type of the rest,
// down to a 1-D vector.
func arrayOfVectors(ctx *ir.Context, o tollvm.Options, t ir.Type) (ir.Type, bool) {
	if v, ok := t.(*ir.VectorType); ok && len(v.Dims) == 0 {
		// A 0-D vector is a vector of one lane, as upstream's.
		if e := tollvm.ConvertType(ctx, o, v.Elem); e != nil {
			return ctx.VectorType([]int64{1}, e, nil), true
		}
		return nil, false
	}
	v, ok := nD(t)
	if !ok {
		return nil, false
	}
	inner := tollvm.ConvertType(ctx, o, ctx.VectorType(v.Dims[len(v.Dims)-1:], v.Elem, nil))
	if inner == nil {
		return nil, false
	}
	for i := len(v.Dims) - 2; i >= 0; i-- {
		inner = llvm.Array(ctx, inner, v.Dims[i])
	}
	return inner, true
}

// poisonPattern converts the ub.poison vectors the unrolling builds rows
// into: llvm.mlir.poison of the converted type.
var poisonPattern = conv(ub.Poison, func(op *ir.Operation, _ []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	return []*ir.Value{val(rw.Rewriter, llvm.Poison, nil, rts[0])}
})

// buildOp creates an op of definition d through rw (so that the conversion
// sees it).
func buildOp(rw *rewrite.Rewriter, d *ir.OpDef, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	var ts []ir.Type
	if t != nil {
		ts = []ir.Type{t}
	}
	return rw.Create(&ir.OperationState{Name: rw.Ctx.NameOf(d), Operands: operands, Types: ts, Attrs: attrs})
}

func val(rw *rewrite.Rewriter, d *ir.OpDef, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return buildOp(rw, d, operands, t, attrs...).Result(0)
}

// isZeroD reports whether t is a 0-D vector (vector<f32>).
func isZeroD(t ir.Type) bool {
	v, ok := t.(*ir.VectorType)
	return ok && len(v.Dims) == 0
}

// oneD returns t as a fixed-size 1-D vector.
func oneD(t ir.Type) (*ir.VectorType, bool) {
	v, ok := t.(*ir.VectorType)
	return v, ok && len(v.Dims) == 1 && v.Scalable == nil
}

func i32(rw *rewrite.Rewriter, v int64) *ir.Value {
	return val(rw, llvm.Constant, nil, rw.Ctx.I(32), tollvm.Attr("value", rw.Ctx.IntegerAttr(rw.Ctx.I(32), v)))
}

func i64(rw *rewrite.Rewriter, v int64) *ir.Value {
	return val(rw, llvm.Constant, nil, rw.Ctx.I(64), tollvm.Attr("value", rw.Ctx.IntegerAttr(rw.Ctx.I(64), v)))
}

// splat is v (a scalar) in every lane of t: insertelement into poison
// and a zero shuffle mask.
func splat(rw *rewrite.Rewriter, v *ir.Value, t *ir.VectorType) *ir.Value {
	p := val(rw, llvm.Poison, nil, t)
	ins := val(rw, llvm.InsertElement, []*ir.Value{p, v, i32(rw, 0)}, t)
	return val(rw, llvm.ShuffleVector, []*ir.Value{ins, p}, t, tollvm.Attr("mask", rw.Ctx.DenseI32Array(make([]int64, t.Dims[0]))))
}

type pattern = rewrite.ConversionPattern

// conv is a conversion pattern of def for ops whose (converted) result
// types exist; f returns the replacement values, nil when it does not apply.
func conv(d *ir.OpDef, f func(op *ir.Operation, args []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value) *pattern {
	return &pattern{Name: d.Name + "-to-llvm", Root: d.Name, Rewrite: func(op *ir.Operation, args []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		rts, ok := tollvm.ResultTypes(rw, op)
		if !ok {
			return false
		}
		for _, a := range args {
			if _, isVec := a.Type().(*ir.VectorType); isVec {
				if _, ok := oneD(a.Type()); !ok {
					return false
				}
			}
		}
		vs := f(op, args, rts, rw)
		if vs == nil {
			return false
		}
		rw.ReplaceOp(op, vs)
		return true
	}}
}

// Patterns returns the conversion patterns.
func Patterns(o tollvm.Options) []*pattern {
	return []*pattern{
		conv(vector.Print, lowerPrint),
		conv(vector.Broadcast, broadcast),
		conv(vector.Extract, extract),
		conv(vector.Insert, insert),
		conv(vector.ExtractElement, func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
			if len(a) < 2 {
				return nil
			}
			return []*ir.Value{val(rw.Rewriter, llvm.ExtractElement, a, rts[0])}
		}),
		conv(vector.InsertElement, func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
			if len(a) < 3 {
				return nil
			}
			return []*ir.Value{val(rw.Rewriter, llvm.InsertElement, []*ir.Value{a[1], a[0], a[2]}, rts[0])}
		}),
		conv(vector.Shuffle, shuffle),
		conv(vector.FMA, func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
			return []*ir.Value{rw.CreateOp(llvm.IntrFMulAdd.Name, a, rts).Result(0)}
		}),
		conv(vector.Bitcast, func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
			if _, ok := oneD(rts[0]); !ok {
				return nil
			}
			return []*ir.Value{val(rw.Rewriter, llvm.Bitcast, a, rts[0])}
		}),
		conv(vector.ShapeCast, func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
			if a[0].Type() != rts[0] {
				return nil
			}
			return a
		}),
		conv(vector.FromElements, func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
			t, ok := oneD(rts[0])
			if !ok {
				return nil
			}
			v := val(rw.Rewriter, llvm.Poison, nil, t)
			for i, x := range a {
				v = val(rw.Rewriter, llvm.InsertElement, []*ir.Value{v, x, i64(rw.Rewriter, int64(i))}, t)
			}
			return []*ir.Value{v}
		}),
		conv(vector.Reduction, reduction),
		conv(vector.Load, memAccess(o, false)),
		conv(vector.Store, memAccess(o, true)),
		conv(vector.MaskedLoad, maskedAccess(o, false)),
		conv(vector.MaskedStore, maskedAccess(o, true)),
	}
}

func broadcast(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	t, ok := oneD(rts[0])
	if !ok {
		return nil
	}
	x := a[0]
	if xv, isVec := x.Type().(*ir.VectorType); isVec {
		if xv == t {
			return []*ir.Value{x}
		}
		if xv.Dims[0] != 1 {
			return nil
		}
		x = val(rw.Rewriter, llvm.ExtractElement, []*ir.Value{x, i64(rw.Rewriter, 0)}, t.Elem)
	}
	return []*ir.Value{splat(rw.Rewriter, x, t)}
}

// lanePosition is the one position of an extract/insert on a 1-D vector:
// a constant, the converted dynamic value, or nil for poison (-1).
func lanePosition(op *ir.Operation, dyn []*ir.Value, rw *rewrite.Rewriter) (*ir.Value, bool) {
	pos := vector.Ints(op.Attr("static_position"))
	if len(pos) != 1 {
		return nil, false
	}
	if pos[0] == ir.ShapedDynamic {
		if len(dyn) != 1 {
			return nil, false
		}
		return dyn[0], true
	}
	if pos[0] < 0 {
		return nil, true
	}
	return i64(rw, pos[0]), true
}

// selectRow converts an extract or insert whose position has one
// dynamic entry on an array dim (an scf.for's index, as
// convert-vector-to-scf leaves without full-unroll), and maybe a dynamic
// lane: the op at each static index of that dim, the one the index
// names picked by a chain of llvm.select. dynAt is the operand index of
// the first dynamic position value; at builds the op at a position whose
// array entries are static (lane: the dynamic lane, or nil).
func selectRow(op *ir.Operation, a []*ir.Value, dynAt int, t *ir.VectorType, rw *rewrite.ConversionRewriter,
	at func(pos []int64, lane *ir.Value) *ir.Value) []*ir.Value {
	pos := vector.Ints(op.Attr("static_position"))
	d, dynamics := -1, 0
	for i, p := range pos {
		if p == ir.ShapedDynamic {
			dynamics++
			if i < len(t.Dims)-1 {
				if d >= 0 {
					return nil // several dynamic rows
				}
				d = i
			}
		} else if p < 0 {
			return nil
		}
	}
	if d < 0 || len(a) != dynAt+dynamics {
		return nil
	}
	idx := a[dynAt]
	var lane *ir.Value
	if dynamics == 2 {
		lane = a[dynAt+1]
	}
	b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
	fixed := append([]int64{}, pos...)
	var res *ir.Value
	for r := int64(0); r < t.Dims[d]; r++ {
		fixed[d] = r
		v := at(fixed, lane)
		if res == nil {
			res = v
			continue
		}
		is := b.ICmp("eq", idx, b.IntConst(idx.Type(), r))
		res = val(rw.Rewriter, llvm.Select, []*ir.Value{is, v, res}, v.Type())
	}
	return []*ir.Value{res}
}

// laneValue is a position's lane: the dynamic one, or the static entry.
func laneValue(rw *rewrite.Rewriter, pos []int64, lane *ir.Value) *ir.Value {
	if lane != nil {
		return lane
	}
	return i64(rw, pos[len(pos)-1])
}

// extractStatic is the converted extract at a position of a vector of
// rank n whose array entries are static (then a lane when it reaches one).
func extractStatic(rw *rewrite.Rewriter, v *ir.Value, pos []int64, lane *ir.Value, n int, rt ir.Type) *ir.Value {
	b := tollvm.NewB(rw, tollvm.Options{})
	rows := pos
	if len(pos) == n {
		rows = pos[:n-1]
	}
	if len(rows) > 0 {
		v = b.Extract(v, rows...)
	}
	if len(pos) == n {
		v = val(rw, llvm.ExtractElement, []*ir.Value{v, laneValue(rw, pos, lane)}, rt)
	}
	return v
}

// insertStatic is the converted insert of x at such a position.
func insertStatic(rw *rewrite.Rewriter, x, into *ir.Value, pos []int64, lane *ir.Value, n int) *ir.Value {
	b := tollvm.NewB(rw, tollvm.Options{})
	if len(pos) == n {
		row := b.Extract(into, pos[:n-1]...)
		x = val(rw, llvm.InsertElement, []*ir.Value{row, x, laneValue(rw, pos, lane)}, row.Type())
		pos = pos[:n-1]
	}
	return b.Insert(into, x, pos...)
}

// rowPosition splits an extract/insert position on a vector of rank 2
// or more into the static array positions and, when it reaches a single
// element, the lane (a constant or the converted dynamic value); ok is
// false for a dynamic position on an array dim or a poison one.
func rowPosition(op *ir.Operation, dyn []*ir.Value, rank int, rw *rewrite.Rewriter) (rows []int64, lane *ir.Value, ok bool) {
	pos := vector.Ints(op.Attr("static_position"))
	for i, p := range pos {
		if i == rank-1 {
			if p == ir.ShapedDynamic {
				if len(dyn) != 1 {
					return nil, nil, false
				}
				return rows, dyn[0], true
			}
			if p < 0 {
				return nil, nil, false
			}
			return rows, i64(rw, p), true
		}
		if p < 0 {
			return nil, nil, false
		}
		rows = append(rows, p)
	}
	return rows, nil, true
}

func extract(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	if len(vector.Ints(op.Attr("static_position"))) == 0 && a[0].Type() == rts[0] {
		return a[:1]
	}
	if isZeroD(op.Operand(0).Type()) {
		return []*ir.Value{val(rw.Rewriter, llvm.ExtractElement, []*ir.Value{a[0], i64(rw.Rewriter, 0)}, rts[0])}
	}
	if st, ok := nD(op.Operand(0).Type()); ok {
		rows, lane, ok := rowPosition(op, a[1:], len(st.Dims), rw.Rewriter)
		if !ok {
			return selectRow(op, a, 1, st, rw, func(pos []int64, lane *ir.Value) *ir.Value {
				return extractStatic(rw.Rewriter, a[0], pos, lane, len(st.Dims), rts[0])
			})
		}
		b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
		v := a[0]
		if len(rows) > 0 {
			v = b.Extract(v, rows...)
		}
		if lane != nil {
			v = val(rw.Rewriter, llvm.ExtractElement, []*ir.Value{v, lane}, rts[0])
		}
		return []*ir.Value{v}
	}
	if _, isVec := rts[0].(*ir.VectorType); isVec {
		return nil
	}
	p, ok := lanePosition(op, a[1:], rw.Rewriter)
	if !ok {
		return nil
	}
	if p == nil {
		return []*ir.Value{val(rw.Rewriter, llvm.Poison, nil, rts[0])}
	}
	return []*ir.Value{val(rw.Rewriter, llvm.ExtractElement, []*ir.Value{a[0], p}, rts[0])}
}

func insert(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	if len(vector.Ints(op.Attr("static_position"))) == 0 && a[0].Type() == rts[0] {
		return a[:1]
	}
	if isZeroD(op.Operand(1).Type()) {
		return []*ir.Value{val(rw.Rewriter, llvm.InsertElement, []*ir.Value{a[1], a[0], i64(rw.Rewriter, 0)}, rts[0])}
	}
	if dt, ok := nD(op.Operand(1).Type()); ok {
		rows, lane, ok := rowPosition(op, a[2:], len(dt.Dims), rw.Rewriter)
		if !ok {
			return selectRow(op, a, 2, dt, rw, func(pos []int64, lane *ir.Value) *ir.Value {
				return insertStatic(rw.Rewriter, a[0], a[1], pos, lane, len(dt.Dims))
			})
		}
		b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
		x := a[0]
		if lane != nil {
			row := b.Extract(a[1], rows...)
			x = val(rw.Rewriter, llvm.InsertElement, []*ir.Value{row, x, lane}, row.Type())
		}
		return []*ir.Value{b.Insert(a[1], x, rows...)}
	}
	if _, isVec := a[0].Type().(*ir.VectorType); isVec {
		return nil
	}
	p, ok := lanePosition(op, a[2:], rw.Rewriter)
	if !ok {
		return nil
	}
	if p == nil {
		return []*ir.Value{val(rw.Rewriter, llvm.Poison, nil, rts[0])}
	}
	return []*ir.Value{val(rw.Rewriter, llvm.InsertElement, []*ir.Value{a[1], a[0], p}, rts[0])}
}

// shuffle is llvm.shufflevector for operands of one type, else an
// extractelement/insertelement per lane.
func shuffle(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	t, ok := oneD(rts[0])
	v1, ok1 := oneD(a[0].Type())
	if !ok || !ok1 {
		return nil
	}
	mask := vector.Ints(op.Attr("mask"))
	if a[0].Type() == a[1].Type() {
		return []*ir.Value{val(rw.Rewriter, llvm.ShuffleVector, a, t, tollvm.Attr("mask", rw.Ctx.DenseI32Array(mask)))}
	}
	out := val(rw.Rewriter, llvm.Poison, nil, t)
	for i, m := range mask {
		if m < 0 {
			continue
		}
		src, at := a[0], m
		if m >= v1.Dims[0] {
			src, at = a[1], m-v1.Dims[0]
		}
		x := val(rw.Rewriter, llvm.ExtractElement, []*ir.Value{src, i64(rw.Rewriter, at)}, t.Elem)
		out = val(rw.Rewriter, llvm.InsertElement, []*ir.Value{out, x, i64(rw.Rewriter, int64(i))}, t)
	}
	return []*ir.Value{out}
}

// reduction is llvm.intr.vector.reduce.<kind>, the accumulator folded
// in by the kind's scalar op (fadd and fmul take it as start value).
func reduction(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	if _, ok := oneD(a[0].Type()); !ok {
		return nil
	}
	r := rw.Rewriter
	k := vector.KindOf(op)
	elem := rts[0]
	var acc *ir.Value
	if len(a) > 1 {
		acc = a[1]
	}
	if ft, isFloat := elem.(*ir.FloatType); isFloat {
		var red string
		var combine *ir.OpDef
		switch k {
		case vector.Add, vector.Mul:
			start := acc
			if start == nil {
				one := 0.0
				if k == vector.Mul {
					one = 1
				}
				start = val(r, llvm.Constant, nil, ft, tollvm.Attr("value", rw.Ctx.FloatAttr(ft, one)))
			}
			name := map[vector.CombiningKind]string{vector.Add: "fadd", vector.Mul: "fmul"}[k]
			return []*ir.Value{val(r, llvm.VectorReduceOps[name], []*ir.Value{start, a[0]}, elem)}
		case vector.MaxNumF:
			red, combine = "fmax", llvm.IntrMaxNum
		case vector.MinNumF:
			red, combine = "fmin", llvm.IntrMinNum
		case vector.MaximumF:
			red, combine = "fmaximum", llvm.IntrMaximum
		case vector.MinimumF:
			red, combine = "fminimum", llvm.IntrMinimum
		default:
			return nil
		}
		v := val(r, llvm.VectorReduceOps[red], a[:1], elem)
		if acc != nil {
			v = val(r, combine, []*ir.Value{acc, v}, elem)
		}
		return []*ir.Value{v}
	}
	// Each kind's reduction and the scalar op that folds in the accumulator.
	type intKind struct {
		red     string
		combine *ir.OpDef
	}
	kinds := map[vector.CombiningKind]intKind{
		vector.Add: {"add", llvm.Add}, vector.Mul: {"mul", llvm.Mul}, vector.And: {"and", llvm.And},
		vector.Or: {"or", llvm.Or}, vector.XOr: {"xor", llvm.Xor},
		vector.MinSI: {"smin", llvm.IntrSMin}, vector.MaxSI: {"smax", llvm.IntrSMax},
		vector.MinUI: {"umin", llvm.IntrUMin}, vector.MaxUI: {"umax", llvm.IntrUMax},
	}
	n, ok := kinds[k]
	if !ok {
		return nil
	}
	v := val(r, llvm.VectorReduceOps[n.red], a[:1], elem)
	if acc != nil {
		v = val(r, n.combine, []*ir.Value{acc, v}, elem)
	}
	return []*ir.Value{v}
}

// address is the element address of a memref access: the memref is the
// original operand (for its type), desc its converted descriptor.
func address(o tollvm.Options, rw *rewrite.Rewriter, mt *ir.MemRefType, desc *ir.Value, indices []*ir.Value) *ir.Value {
	strides, offset, ok := memref.StridesAndOffset(mt)
	if !ok {
		return nil
	}
	return tollvm.NewB(rw, o).StridedAddress(mt, desc, indices, strides, offset)
}

func alignOf(t ir.Type) int64 {
	w := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(t))
	if w < 8 {
		return 1
	}
	return int64(w / 8)
}

// memAccess is vector.load (store false) or vector.store on a memref.
func memAccess(o tollvm.Options, store bool) func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	return func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
		bi := 0
		if store {
			bi = 1
		}
		mt, ok := op.Operand(bi).Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		addr := address(o, rw.Rewriter, mt, a[bi], a[bi+1:])
		if addr == nil {
			return nil
		}
		var vt ir.Type
		if store {
			vt = a[0].Type()
		} else {
			vt = rts[0]
		}
		if _, ok := oneD(vt); !ok { // converted: a 0-D vector is one lane here
			return nil
		}
		align := alignOf(vt)
		if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && a.Int64() > align {
			align = a.Int64() // the op promises more than the element's alignment
		}
		attrs := []ir.NamedAttr{tollvm.Attr("alignment", rw.Ctx.IntegerAttr(rw.Ctx.I(64), align))}
		if nt, ok := op.Attr("nontemporal").(*ir.IntegerAttr); ok && nt.Int64() != 0 {
			attrs = append(attrs, tollvm.Attr("nontemporal", rw.Ctx.UnitAttr()))
		}
		if store {
			buildOp(rw.Rewriter, llvm.Store, []*ir.Value{a[0], addr}, nil, attrs...)
			return []*ir.Value{}
		}
		return []*ir.Value{val(rw.Rewriter, llvm.Load, []*ir.Value{addr}, vt, attrs...)}
	}
}

// maskedAccess is vector.maskedload (store false) or maskedstore.
func maskedAccess(o tollvm.Options, store bool) func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	return func(op *ir.Operation, a []*ir.Value, rts []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
		mt, ok := op.Operand(0).Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		n := len(a)
		addr := address(o, rw.Rewriter, mt, a[0], a[1:n-2])
		if addr == nil {
			return nil
		}
		align := tollvm.Attr("alignment", rw.Ctx.IntegerAttr(rw.Ctx.I(32), alignOf(a[n-1].Type())))
		if store {
			buildOp(rw.Rewriter, llvm.MaskedStore, []*ir.Value{a[n-1], addr, a[n-2]}, nil, align)
			return []*ir.Value{}
		}
		return []*ir.Value{val(rw.Rewriter, llvm.MaskedLoad, []*ir.Value{addr, a[n-2], a[n-1]}, rts[0], align)}
	}
}
