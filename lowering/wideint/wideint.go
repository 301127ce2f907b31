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
vector<2xiN>, the low half first: in function signatures, calls and returns
and in the arith ops, each rewritten on the halves (constant, addi through
addui_extended, subi with a borrow, muli through mului_extended, andi, ori,
xori, select, cmpi, max/min, extsi, extui, trunci, shli, shrui, shrsi,
index_cast and index_castui, which, as upstream's, read and write only the
low half: an index must fit N bits). The shifts are Strata's own: upstream
22's return poison for a shift by 0. Integers wider than 2N make the pass
fail; vectors of i2N, sitofp/uitofp and ops of other dialects on i2N are
not converted (the last through unrealized casts).`,
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

// isWide reports whether t is i2N.
func (e *emulation) isWide(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 2*e.w
}

func (e *emulation) patterns() []*rewrite.ConversionPattern {
	p := func(d *ir.OpDef, f func(b *builder, op *ir.Operation, in []*ir.Value) []*ir.Value) *rewrite.ConversionPattern {
		return &rewrite.ConversionPattern{Name: "Convert" + d.Name, Root: d.Name,
			Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
				b := &builder{e: e, rw: rw}
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

// builder emits the ops on halves at the rewriter's point.
type builder struct {
	e  *emulation
	rw *rewrite.ConversionRewriter
}

func (b *builder) op(d *ir.OpDef, operands []*ir.Value, results []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return b.rw.Build(d, operands, results, attrs...)
}

// part is element i of the pair v.
func (b *builder) part(v *ir.Value, i int64) *ir.Value {
	return b.op(vector.Extract, []*ir.Value{v}, []ir.Type{b.e.half},
		ir.NamedAttr{Name: "static_position", Value: b.rw.Ctx.DenseI64Array([]int64{i})}).Result(0)
}

// halves are the low and high halves of the pair v.
func (b *builder) halves(v *ir.Value) (*ir.Value, *ir.Value) { return b.part(v, 0), b.part(v, 1) }

// join builds the pair (lo, hi).
func (b *builder) join(lo, hi *ir.Value) *ir.Value {
	zero := b.op(arith.Constant, nil, []ir.Type{b.e.pair},
		ir.NamedAttr{Name: "value", Value: b.rw.Ctx.DenseElementsAttr(b.e.pair, make([]byte, 2*ir.ElemBytes(b.e.half)))}).Result(0)
	v := b.op(vector.Insert, []*ir.Value{lo, zero}, []ir.Type{b.e.pair},
		ir.NamedAttr{Name: "static_position", Value: b.rw.Ctx.DenseI64Array([]int64{0})}).Result(0)
	if hi == nil {
		return v
	}
	return b.op(vector.Insert, []*ir.Value{hi, v}, []ir.Type{b.e.pair},
		ir.NamedAttr{Name: "static_position", Value: b.rw.Ctx.DenseI64Array([]int64{1})}).Result(0)
}

func (b *builder) c(v int64) *ir.Value {
	return b.op(arith.Constant, nil, []ir.Type{b.e.half}, ir.NamedAttr{Name: "value", Value: b.rw.Ctx.IntegerAttr(b.e.half, v)}).Result(0)
}

func (b *builder) bin(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return b.op(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (b *builder) cmp(p arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	return b.op(arith.CmpI, []*ir.Value{x, y}, []ir.Type{b.rw.Ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: b.rw.Ctx.IntegerAttr(b.rw.Ctx.I(64), int64(p))}).Result(0)
}

func (b *builder) sel(c, x, y *ir.Value) *ir.Value {
	return b.op(arith.Select, []*ir.Value{c, x, y}, []ir.Type{x.Type()}).Result(0)
}

func (b *builder) cast(d *ir.OpDef, x *ir.Value, t ir.Type) *ir.Value {
	return b.op(d, []*ir.Value{x}, []ir.Type{t}).Result(0)
}

// constant: c : i2N -> dense<[c mod 2^N, c >> N]> : vector<2xiN>.
func (b *builder) constant(op *ir.Operation, _ []*ir.Value) []*ir.Value {
	c, ok := op.Attr("value").(*ir.IntegerAttr)
	if !ok || !b.e.isWide(op.Result(0).Type()) {
		return nil
	}
	v := new(big.Int).Set(c.BigInt())
	w := uint(b.e.w)
	if v.Sign() < 0 {
		v.Add(v, new(big.Int).Lsh(big.NewInt(1), 2*w))
	}
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), w), big.NewInt(1))
	lo := new(big.Int).And(v, mask)
	hi := new(big.Int).And(new(big.Int).Rsh(v, w), mask)
	eb := ir.ElemBytes(b.e.half)
	data := append(littleEndian(lo, eb), littleEndian(hi, eb)...)
	return []*ir.Value{b.op(arith.Constant, nil, []ir.Type{b.e.pair},
		ir.NamedAttr{Name: "value", Value: b.rw.Ctx.DenseElementsAttr(b.e.pair, data)}).Result(0)}
}

// littleEndian is the n low bytes of v, least significant first.
func littleEndian(v *big.Int, n int) []byte {
	out := v.FillBytes(make([]byte, n))
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
