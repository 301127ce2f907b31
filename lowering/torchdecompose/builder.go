package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// torchBuilder builds torch ops before the op being decomposed, at its location;
// the result types of ATen ops come from their shape functions, so a
// decomposition states only operands.
type torchBuilder struct {
	rw  *rewrite.Rewriter
	ctx *ir.Context
	loc ir.Location
	ip  ir.InsertionPoint
}

func newTorchBuilder(op *ir.Operation, rw *rewrite.Rewriter) *torchBuilder {
	b := &torchBuilder{rw: rw, ctx: rw.Ctx, loc: op.Loc(), ip: rw.Save()}
	rw.SetInsertionPoint(op)
	return b
}

// done restores the rewriter's insertion point.
func (b *torchBuilder) done() { b.rw.Restore(b.ip) }

func (b *torchBuilder) create(name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return b.rw.CreateAt(b.loc, name, operands, types, attrs...)
}

func (b *torchBuilder) int(v int64) *ir.Value {
	return b.create(torch.ConstantInt.Name, nil, []ir.Type{torch.Int(b.ctx)},
		ir.NamedAttr{Name: "value", Value: b.ctx.IntegerAttr(b.ctx.I(64), v)}).Result(0)
}

func (b *torchBuilder) float(v float64) *ir.Value {
	return b.create(torch.ConstantFloat.Name, nil, []ir.Type{torch.Float(b.ctx)},
		ir.NamedAttr{Name: "value", Value: b.ctx.FloatAttr(b.ctx.F64(), v)}).Result(0)
}

func (b *torchBuilder) bool(v bool) *ir.Value {
	return b.create(torch.ConstantBool.Name, nil, []ir.Type{torch.Bool(b.ctx)},
		ir.NamedAttr{Name: "value", Value: b.ctx.BoolAttr(v)}).Result(0)
}

func (b *torchBuilder) none() *ir.Value {
	return b.create(torch.ConstantNone.Name, nil, []ir.Type{torch.None(b.ctx)}).Result(0)
}

// ints is torch.prim.ListConstruct of int constants.
func (b *torchBuilder) ints(vs ...int64) *ir.Value {
	elems := make([]*ir.Value, len(vs))
	for i, v := range vs {
		elems[i] = b.int(v)
	}
	return b.list(elems...)
}

// list is torch.prim.ListConstruct of !torch.int values.
func (b *torchBuilder) list(elems ...*ir.Value) *ir.Value {
	return b.create(torch.PrimListConstruct.Name, elems, []ir.Type{torch.List(b.ctx, torch.Int(b.ctx))}).Result(0)
}

// atenN creates the op d with n results whose types its shape function
// infers.
func (b *torchBuilder) atenN(d *ir.OpDef, n int, operands ...*ir.Value) []*ir.Value {
	types := make([]ir.Type, n)
	for i := range types {
		types[i] = torch.VTensor(b.ctx, nil, nil)
	}
	op := b.create(d.Name, operands, types)
	for i, t := range torch.InferResultTypes(op) {
		if t != nil && i < n {
			op.Result(i).SetType(t)
		}
	}
	return op.Results()
}

// aten creates the op d with one result whose type its shape function
// infers.
func (b *torchBuilder) aten(d *ir.OpDef, operands ...*ir.Value) *ir.Value {
	return b.atenN(d, 1, operands...)[0]
}

// atenInt creates the op d with one !torch.int result (size.int,
// mul.int, ...).
func (b *torchBuilder) atenInt(d *ir.OpDef, operands ...*ir.Value) *ir.Value {
	return b.create(d.Name, operands, []ir.Type{torch.Int(b.ctx)}).Result(0)
}

// selfArgs are the generated argument lists (torch.AtenSiluArgs[*ir.Value])
// whose first argument is `Tensor self`: a decomposition shared by several
// overloads is generic over the list it reads its operands through.
type selfArgs interface {
	~[]*ir.Value
	Self() *ir.Value
}

// Shorthands for the primitive ops decompositions produce.
func (b *torchBuilder) add(x, y *ir.Value) *ir.Value {
	return b.aten(torch.AtenAddTensor, x, y, b.int(1))
}
func (b *torchBuilder) sub(x, y *ir.Value) *ir.Value {
	return b.aten(torch.AtenSubTensor, x, y, b.int(1))
}
func (b *torchBuilder) mul(x, y *ir.Value) *ir.Value { return b.aten(torch.AtenMulTensor, x, y) }
func (b *torchBuilder) div(x, y *ir.Value) *ir.Value { return b.aten(torch.AtenDivTensor, x, y) }
func (b *torchBuilder) addScalar(x *ir.Value, s float64) *ir.Value {
	return b.aten(torch.AtenAddScalar, x, b.scalar(s), b.int(1))
}
func (b *torchBuilder) mulScalar(x *ir.Value, s float64) *ir.Value {
	return b.aten(torch.AtenMulScalar, x, b.scalar(s))
}
func (b *torchBuilder) divScalar(x *ir.Value, s float64) *ir.Value {
	return b.aten(torch.AtenDivScalar, x, b.scalar(s))
}

// scalar is an int constant when s is integral (so integer tensors keep
// their dtype), a float constant otherwise.
func (b *torchBuilder) scalar(s float64) *ir.Value {
	if s == float64(int64(s)) {
		return b.int(int64(s))
	}
	return b.float(s)
}

// sizes returns a list of x's sizes: constants where static,
// torch.aten.size.int where not.
func (b *torchBuilder) sizes(x *ir.Value) *ir.Value {
	t := torch.TensorOf(x)
	elems := make([]*ir.Value, len(t.Sizes))
	for i, s := range t.Sizes {
		if s == torch.Dynamic {
			elems[i] = b.create(torch.AtenSizeInt.Name, []*ir.Value{x, b.int(int64(i))}, []ir.Type{torch.Int(b.ctx)}).Result(0)
		} else {
			elems[i] = b.int(s)
		}
	}
	return b.list(elems...)
}

// replace replaces op's results with vals (nil for an unused result),
// casting with torch.tensor_static_info_cast where a value's type is not
// exactly the result's (decompositions keep result types exact).
func (b *torchBuilder) replace(op *ir.Operation, vals ...*ir.Value) {
	for i, v := range vals {
		if v == nil {
			continue
		}
		want := op.Result(i).Type()
		if v.Type() != want {
			vals[i] = b.create(torch.TensorStaticInfoCast.Name, []*ir.Value{v}, []ir.Type{want}).Result(0)
		}
	}
	b.done()
	b.rw.ReplaceOp(op, vals)
}

// ranked returns v's tensor type when its rank and dtype are known.
func ranked(v *ir.Value) *torch.TensorType {
	t := torch.TensorOf(v)
	if t == nil || t.Sizes == nil || t.Dtype == nil {
		return nil
	}
	return t
}

// floatTensor returns v's type when ranked with a float dtype.
func floatTensor(v *ir.Value) *torch.TensorType {
	t := ranked(v)
	if t == nil || !torch.IsFloatDtype(t.Dtype) {
		return nil
	}
	return t
}

func allStatic(sizes []int64) bool {
	for _, s := range sizes {
		if s == torch.Dynamic {
			return false
		}
	}
	return true
}
