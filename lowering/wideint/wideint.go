// Package wideint is upstream's arith-emulate-wide-int: integers twice as
// wide as the widest the target supports, held as a vector of their two
// halves, with the arith ops on them rewritten into ops on the halves.
package wideint

import (
	"math/big"
	"math/bits"

	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is arith-emulate-wide-int.
var Pass = &passes.Pass{
	Argument: "arith-emulate-wide-int",
	Name:     "ArithEmulateWideInt",
	Summary:  "Emulate 2*N-bit integer operations using N-bit operations",
	Description: `With N = widest-int-supported (a power of two), every scalar i2N becomes
vector<2xiN>, the low half first, and a vector of i2N a vector with one
more innermost dim of 2 (vector<4xi2N> -> vector<4x2xiN>, halves cut and
put back by strided slices): in function signatures, calls and returns
and in the arith ops, each rewritten on the halves (constant, addi through
addui_extended, subi with a borrow, muli through mului_extended, andi, ori,
xori, select, cmpi, max/min, extsi, extui, trunci, shli, shrui, shrsi,
uitofp, sitofp, fptoui, fptosi,
index_cast and index_castui, which, as upstream's, read and write only the
low half: an index must fit N bits). The shifts are Strata's own: upstream
22's return poison for a shift by 0. Integers wider than 2N make the pass
fail; scalable vectors and ops of other dialects on i2N are not converted
(the last through unrealized casts). uitofp and sitofp round the low half
and the scaled high half separately (as upstream), which may differ from
one rounding in the last place; fptoui and fptosi are exact.`,
	Options: []passes.Option{{Name: "widest-int-supported", Kind: passes.UintOption, Default: "32",
		Description: "Widest integer type supported by the target"}},
	Dialects: []string{"arith", "vector"},
	Run: func(r *passes.Run) error {
		w := int(r.Int("widest-int-supported"))
		if w < 2 || w > 64 || bits.OnesCount(uint(w)) != 1 {
			return r.Errorf("widest-int-supported must be a power of two from 2 to 64, not %d", w)
		}
		return emulate(r.Op, w)
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

func emulate(root *ir.Operation, w int) error {
	ctx := root.Context()
	half := ctx.I(w)
	pair := ctx.VectorType([]int64{2}, half, nil)
	tc := rewrite.NewTypeConverter()
	tc.AddConversion(rewrite.Identity)
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		it, ok := t.(*ir.IntegerType)
		switch {
		case !ok || it.Width <= w:
			return t, true
		case it.Width == 2*w && it.Signedness == ir.Signless:
			return pair, true
		}
		return nil, true // too wide: illegal
	})
	// vector<...xi2N> -> vector<...x2xiN>: each element's halves on a new
	// innermost dimension.
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		v, ok := t.(*ir.VectorType)
		if !ok {
			return nil, false
		}
		it, ok := v.Elem.(*ir.IntegerType)
		switch {
		case !ok || it.Width <= w:
			return t, true
		case it.Width == 2*w && it.Signedness == ir.Signless && v.Scalable == nil && len(v.Dims) > 0:
			return ctx.VectorType(append(append([]int64(nil), v.Dims...), 2), half, nil), true
		}
		return nil, true
	})
	target := rewrite.NewConversionTarget()
	target.AddDynamicallyLegalDialect("arith", tc.IsOpLegal)
	target.AddDynamicallyLegalDialect("vector", tc.IsOpLegal)
	target.AddDynamicallyLegalOp(fn.Call.Name, tc.IsOpLegal)
	target.AddDynamicallyLegalOp(fn.Return.Name, tc.IsOpLegal)
	target.AddDynamicallyLegalOp(fn.Func.Name, func(op *ir.Operation) bool {
		ft := functionType(op)
		if ft == nil || !tc.IsSignatureLegal(ft) {
			return false
		}
		for _, b := range op.Region(0).Blocks() {
			for _, a := range b.Args() {
				if !tc.IsLegal(a.Type()) {
					return false
				}
			}
		}
		return true
	})
	e := &emulation{w: w, half: half, pair: pair, tc: tc}
	return rewrite.ApplyPartialConversion(root, target, e.patterns(), tc)
}

func functionType(op *ir.Operation) *ir.FunctionType {
	if ta, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		ft, _ := ta.Type.(*ir.FunctionType)
		return ft
	}
	return nil
}

// emulation holds the widths: half is iN, pair vector<2xiN>.
type emulation struct {
	w    int
	half *ir.IntegerType
	pair *ir.VectorType
	tc   *rewrite.TypeConverter
}

// isWide reports whether t is i2N or a vector of i2N.
func (e *emulation) isWide(t ir.Type) bool {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 2*e.w
}

// shapeOf returns the dims of the first vector of i2N among op's operand
// and result types (nil for scalars).
func (e *emulation) shapeOf(op *ir.Operation) []int64 {
	for _, t := range append(op.OperandTypes(), op.ResultTypes()...) {
		if v, ok := t.(*ir.VectorType); ok && e.isWide(t) {
			return v.Dims
		}
	}
	return nil
}

func (e *emulation) patterns() []*rewrite.ConversionPattern {
	p := func(d *ir.OpDef, f func(b *builder, op *ir.Operation, in []*ir.Value) []*ir.Value) *rewrite.ConversionPattern {
		return &rewrite.ConversionPattern{Name: "Convert" + d.Name, Root: d.Name,
			Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
				b := &builder{e: e, rw: rw, dims: e.shapeOf(op)}
				rw.SetInsertionPoint(op)
				rw.Loc = op.Loc()
				res := f(b, op, operands)
				if res == nil {
					return false
				}
				rw.ReplaceOp(op, res)
				return true
			}}
	}
	return []*rewrite.ConversionPattern{
		p(arith.Constant, (*builder).constant),
		p(arith.AddI, (*builder).add),
		p(arith.SubI, (*builder).sub),
		p(arith.MulI, (*builder).mul),
		p(arith.AndI, halfwise(arith.AndI)),
		p(arith.OrI, halfwise(arith.OrI)),
		p(arith.XOrI, halfwise(arith.XOrI)),
		p(arith.Select, (*builder).selectOp),
		p(arith.CmpI, (*builder).cmpOp),
		p(arith.MaxSI, minMax(arith.CmpISGT)),
		p(arith.MaxUI, minMax(arith.CmpIUGT)),
		p(arith.MinSI, minMax(arith.CmpISLT)),
		p(arith.MinUI, minMax(arith.CmpIULT)),
		p(arith.ExtSI, (*builder).extSI),
		p(arith.ExtUI, (*builder).extUI),
		p(arith.TruncI, (*builder).truncI),
		p(arith.ShLI, (*builder).shl),
		p(arith.ShRUI, func(b *builder, op *ir.Operation, in []*ir.Value) []*ir.Value { return b.shr(in, false) }),
		p(arith.ShRSI, func(b *builder, op *ir.Operation, in []*ir.Value) []*ir.Value { return b.shr(in, true) }),
		p(arith.UIToFP, (*builder).uiToFP),
		p(arith.SIToFP, (*builder).siToFP),
		p(arith.FPToUI, (*builder).fpToUI),
		p(arith.FPToSI, (*builder).fpToSI),
		p(arith.IndexCast, indexCast(true)),
		p(arith.IndexCastUI, indexCast(false)),
		{Name: "ConvertFuncSignature", Root: fn.Func.Name, Rewrite: e.funcOp},
		{Name: "ConvertCallTypes", Root: fn.Call.Name, Rewrite: e.callOp},
		{Name: "ConvertReturnTypes", Root: fn.Return.Name, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			rw.ModifyInPlace(op, func() { op.SetOperands(operands) })
			return true
		}},
	}
}

// funcOp gives the function its converted signature and its blocks
// converted argument types.
func (e *emulation) funcOp(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ft := functionType(op)
	if ft == nil {
		return false
	}
	ins, ok1 := e.tc.ConvertTypes(ft.Inputs)
	outs, ok2 := e.tc.ConvertTypes(ft.Results)
	if !ok1 || !ok2 || !rw.ConvertRegionTypes(op.Region(0), e.tc) {
		return false
	}
	rw.ModifyInPlace(op, func() { op.SetAttr("function_type", rw.Ctx.TypeAttr(rw.Ctx.FunctionType(ins, outs))) })
	return true
}

// callOp rebuilds the call with converted operands and result types.
func (e *emulation) callOp(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	results, ok := e.tc.ConvertTypes(op.ResultTypes())
	if !ok {
		return false
	}
	rw.SetInsertionPoint(op)
	call := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands, Types: results,
		Attrs: append([]ir.NamedAttr(nil), op.Attrs()...)})
	rw.ReplaceOp(op, call.Results())
	return true
}

// builder emits the ops on halves at the rewriter's point. For a vector
// of i2N (dims set) a half is a vector of the same dims and one more of
// size 1, cut from the converted vector by a strided slice.
type builder struct {
	e    *emulation
	rw   *rewrite.ConversionRewriter
	dims []int64
}

func (b *builder) op(d *ir.OpDef, operands []*ir.Value, results []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return b.rw.Build(d, operands, results, attrs...)
}

// shaped is elem, or a vector of b's dims with extra innermost dims.
func (b *builder) shaped(elem ir.Type, extra ...int64) ir.Type {
	if b.dims == nil {
		if len(extra) == 1 && extra[0] == 2 {
			return b.rw.Ctx.VectorType([]int64{2}, elem, nil)
		}
		return elem
	}
	return b.rw.Ctx.VectorType(append(append([]int64(nil), b.dims...), extra...), elem, nil)
}

// halfT is the type of a half, boolT that of a comparison of halves,
// pairT that of a converted value, narrowT(elem) the type of an
// unconverted value of elements elem in the op's shape.
func (b *builder) halfT() ir.Type               { return b.shaped(b.e.half, 1) }
func (b *builder) boolT() ir.Type               { return b.shaped(b.rw.Ctx.I(1), 1) }
func (b *builder) pairT() ir.Type               { return b.shaped(b.e.half, 2) }
func (b *builder) narrowT(elem ir.Type) ir.Type { return b.shaped(elem) }

// toHalfShape and fromHalfShape move a vector between the op's shape and
// the halves' (one more unit dim); scalars stay.
func (b *builder) toHalfShape(v *ir.Value) *ir.Value {
	if b.dims == nil {
		return v
	}
	elem := v.Type().(*ir.VectorType).Elem
	return b.op(vector.ShapeCast, []*ir.Value{v}, []ir.Type{b.shaped(elem, 1)}).Result(0)
}

func (b *builder) fromHalfShape(v *ir.Value) *ir.Value {
	if b.dims == nil {
		return v
	}
	elem := v.Type().(*ir.VectorType).Elem
	return b.op(vector.ShapeCast, []*ir.Value{v}, []ir.Type{b.shaped(elem)}).Result(0)
}

func (b *builder) i64s(vs ...int64) ir.Attribute {
	out := make([]ir.Attribute, len(vs))
	for i, v := range vs {
		out[i] = b.rw.Ctx.IntegerAttr(b.rw.Ctx.I(64), v)
	}
	return b.rw.Ctx.ArrayAttr(out)
}

// position is the strided slice position of half i: 0 in every dim but
// the innermost.
func (b *builder) position(i int64) (offsets, sizes, strides []int64) {
	for _, d := range b.dims {
		offsets, sizes, strides = append(offsets, 0), append(sizes, d), append(strides, 1)
	}
	return append(offsets, i), append(sizes, 1), append(strides, 1)
}

// part is half i of the converted value v.
func (b *builder) part(v *ir.Value, i int64) *ir.Value {
	if b.dims == nil {
		return b.op(vector.Extract, []*ir.Value{v}, []ir.Type{b.e.half},
			ir.NamedAttr{Name: "static_position", Value: b.rw.Ctx.DenseI64Array([]int64{i})}).Result(0)
	}
	offsets, sizes, strides := b.position(i)
	return b.op(vector.ExtractStridedSlice, []*ir.Value{v}, []ir.Type{b.halfT()},
		ir.NamedAttr{Name: "offsets", Value: b.i64s(offsets...)}, ir.NamedAttr{Name: "sizes", Value: b.i64s(sizes...)},
		ir.NamedAttr{Name: "strides", Value: b.i64s(strides...)}).Result(0)
}

// halves are the low and high halves of v.
func (b *builder) halves(v *ir.Value) (*ir.Value, *ir.Value) { return b.part(v, 0), b.part(v, 1) }

// put writes half i into the converted value dest.
func (b *builder) put(half, dest *ir.Value, i int64) *ir.Value {
	if b.dims == nil {
		return b.op(vector.Insert, []*ir.Value{half, dest}, []ir.Type{b.pairT()},
			ir.NamedAttr{Name: "static_position", Value: b.rw.Ctx.DenseI64Array([]int64{i})}).Result(0)
	}
	offsets, _, strides := b.position(i)
	return b.op(vector.InsertStridedSlice, []*ir.Value{half, dest}, []ir.Type{b.pairT()},
		ir.NamedAttr{Name: "offsets", Value: b.i64s(offsets...)}, ir.NamedAttr{Name: "strides", Value: b.i64s(strides...)}).Result(0)
}

// zeroPair is the converted value 0.
func (b *builder) zeroPair() *ir.Value {
	pt := b.pairT().(*ir.VectorType)
	return b.op(arith.Constant, nil, []ir.Type{pt},
		ir.NamedAttr{Name: "value", Value: b.rw.Ctx.DenseElementsAttr(pt, make([]byte, ir.ElemBytes(b.e.half)))}).Result(0)
}

// join builds the converted value (lo, hi); hi nil leaves it zero.
func (b *builder) join(lo, hi *ir.Value) *ir.Value {
	v := b.put(lo, b.zeroPair(), 0)
	if hi == nil {
		return v
	}
	return b.put(hi, v, 1)
}

// c is the constant v of a half's type.
func (b *builder) c(v int64) *ir.Value {
	t := b.halfT()
	var value ir.Attribute = b.rw.Ctx.IntegerAttr(b.e.half, v)
	if st, ok := t.(ir.ShapedType); ok {
		data := make([]byte, ir.ElemBytes(b.e.half))
		for i := range data {
			data[i] = byte(uint64(v) >> (8 * i))
		}
		value = b.rw.Ctx.DenseElementsAttr(st, data)
	}
	return b.op(arith.Constant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value}).Result(0)
}

func (b *builder) bin(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return b.op(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (b *builder) cmp(p arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	return b.op(arith.CmpI, []*ir.Value{x, y}, []ir.Type{b.boolT()},
		ir.NamedAttr{Name: "predicate", Value: b.rw.Ctx.IntegerAttr(b.rw.Ctx.I(64), int64(p))}).Result(0)
}

func (b *builder) sel(c, x, y *ir.Value) *ir.Value {
	return b.op(arith.Select, []*ir.Value{c, x, y}, []ir.Type{x.Type()}).Result(0)
}

func (b *builder) cast(d *ir.OpDef, x *ir.Value, t ir.Type) *ir.Value {
	return b.op(d, []*ir.Value{x}, []ir.Type{t}).Result(0)
}

// constant: c : i2N -> dense<[c mod 2^N, c >> N]> : vector<2xiN>, and
// element by element for a vector.
func (b *builder) constant(op *ir.Operation, _ []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Result(0).Type()) {
		return nil
	}
	var values []*big.Int
	switch c := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		values = []*big.Int{c.BigInt()}
	case *ir.DenseElementsAttr:
		n := c.NumElements()
		for i := int64(0); i < n; i++ {
			// The element's bits, least significant byte first.
			raw := c.RawElement(i)
			be := make([]byte, len(raw))
			for k := range raw {
				be[len(raw)-1-k] = raw[k]
			}
			values = append(values, new(big.Int).SetBytes(be))
		}
	default:
		return nil
	}
	w := uint(b.e.w)
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), w), big.NewInt(1))
	eb := ir.ElemBytes(b.e.half)
	var data []byte
	for _, c := range values {
		v := new(big.Int).Set(c)
		if v.Sign() < 0 {
			v.Add(v, new(big.Int).Lsh(big.NewInt(1), 2*w))
		}
		lo := new(big.Int).And(v, mask)
		hi := new(big.Int).And(new(big.Int).Rsh(v, w), mask)
		data = append(append(data, littleEndian(lo, eb)...), littleEndian(hi, eb)...)
	}
	pt := b.pairT().(*ir.VectorType)
	return []*ir.Value{b.op(arith.Constant, nil, []ir.Type{pt},
		ir.NamedAttr{Name: "value", Value: b.rw.Ctx.DenseElementsAttr(pt, data)}).Result(0)}
}

// littleEndian is the n low bytes of v, least significant first.
func littleEndian(v *big.Int, n int) []byte {
	out := v.FillBytes(make([]byte, n))
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
