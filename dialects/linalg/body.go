package linalg

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/arith"
	complexd "github.com/strata-compiler/strata/dialects/complex"

	"github.com/strata-compiler/strata/ir"
)

// This file builds the scalar bodies of named ops: one block whose
// arguments are the element types of the operands, computing the
// declared Body and ending in linalg.yield. Ops of other dialects (arith,
// math) are created by name, so this package does not import them.

// bodyBuilder appends ops to a block.
type bodyBuilder struct {
	ctx *ir.Context
	b   *ir.Block
	loc ir.Location
	// unsigned casts as upstream's cast_unsigned (the ops' `cast`
	// attribute): extui, uitofp, fptoui, index_castui.
	unsigned bool
}

// create appends an op by name; attributes its definition declares with a
// default (arith's fastmath) are set, as upstream's builders do.
func (bb *bodyBuilder) create(name string, operands []*ir.Value, result ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	st := &ir.OperationState{Name: bb.ctx.OpName(name), Loc: bb.loc, Operands: operands, Attrs: attrs}
	if def := bb.ctx.LookupOp(name); def != nil {
		for _, a := range def.Attrs {
			if a.Default != nil {
				st.AddAttr(a.Name, a.Default)
			}
		}
	}
	if result != nil {
		st.Types = []ir.Type{result}
	}
	op := ir.Create(st)
	bb.b.Append(op)
	if result == nil {
		return nil
	}
	return op.Result(0)
}

func (bb *bodyBuilder) yield(vs ...*ir.Value) {
	bb.create(Yield.Name, vs, nil)
}

func isInt(t ir.Type) bool {
	_, ok := t.(*ir.IntegerType)
	return ok
}

func isBool(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1
}

// cast converts v to type to as upstream's named ops do (signed).
func (bb *bodyBuilder) cast(v *ir.Value, to ir.Type) *ir.Value {
	from := v.Type()
	if from == to {
		return v
	}
	_, fromIdx := from.(*ir.IndexType)
	_, toIdx := to.(*ir.IndexType)
	switch {
	case ir.IsFloat(from) && ir.IsFloat(to):
		if ir.IntOrFloatBitWidth(from) < ir.IntOrFloatBitWidth(to) {
			return bb.create(arith.ExtF.Name, []*ir.Value{v}, to)
		}
		return bb.create(arith.TruncF.Name, []*ir.Value{v}, to)
	case isInt(from) && isInt(to):
		if ir.IntOrFloatBitWidth(from) < ir.IntOrFloatBitWidth(to) {
			if bb.unsigned {
				return bb.create(arith.ExtUI.Name, []*ir.Value{v}, to)
			}
			return bb.create(arith.ExtSI.Name, []*ir.Value{v}, to)
		}
		return bb.create(arith.TruncI.Name, []*ir.Value{v}, to)
	case isInt(from) && ir.IsFloat(to):
		if bb.unsigned {
			return bb.create(arith.UIToFP.Name, []*ir.Value{v}, to)
		}
		return bb.create(arith.SIToFP.Name, []*ir.Value{v}, to)
	case ir.IsFloat(from) && isInt(to):
		if bb.unsigned {
			return bb.create(arith.FPToUI.Name, []*ir.Value{v}, to)
		}
		return bb.create(arith.FPToSI.Name, []*ir.Value{v}, to)
	case fromIdx || toIdx:
		if bb.unsigned {
			return bb.create(arith.IndexCastUI.Name, []*ir.Value{v}, to)
		}
		return bb.create(arith.IndexCast.Name, []*ir.Value{v}, to)
	}
	return v
}

// pick returns the float or the integer flavour of a payload op.
func pick(b Body, t ir.Type) (string, error) {
	name := b.Float
	if !ir.IsFloat(t) {
		name = b.Int
	}
	if name == "" {
		return "", fmt.Errorf("unsupported element type '%s'", ir.TypeString(t))
	}
	return name, nil
}

// BuildBody creates the region of a named op with the given body whose
// operands have element types elems (inputs, then the output).
func BuildBody(ctx *ir.Context, loc ir.Location, body Body, elems []ir.Type) (*ir.Region, error) {
	return buildBody(ctx, loc, body, elems, false)
}

// castUnsigned reports whether attrs hold `cast = #linalg.type_fn<cast_unsigned>`,
// which makes a named op's body cast its operands as unsigned.
func castUnsigned(attrs []ir.NamedAttr) bool {
	a, ok := findAttr(attrs, "cast")
	return ok && ir.AttrString(a) == "#linalg.type_fn<cast_unsigned>"
}

func buildBody(ctx *ir.Context, loc ir.Location, body Body, elems []ir.Type, unsigned bool) (*ir.Region, error) {
	r := ir.NewRegion()
	blk := ir.NewBlock()
	r.Append(blk)
	for _, t := range elems {
		blk.AddArgument(t, loc)
	}
	if len(elems) == 0 {
		return nil, fmt.Errorf("no operands")
	}
	bb := &bodyBuilder{ctx: ctx, b: blk, loc: loc, unsigned: unsigned}
	args := blk.Args()
	out := args[len(args)-1]
	outT := out.Type()
	switch body.Kind {
	case "yield":
		bb.yield(bb.cast(args[0], outT))
	case "mac":
		if len(args) != 3 {
			return nil, fmt.Errorf("expects 3 operands")
		}
		a, b := bb.cast(args[0], outT), bb.cast(args[1], outT)
		mul, err := pick(mac, outT)
		if err != nil {
			return nil, err
		}
		add := arith.AddF.Name
		if !ir.IsFloat(outT) {
			add = arith.AddI.Name
		}
		if _, ok := outT.(*ir.ComplexType); ok {
			// As upstream's region builders: complex.mul and complex.add.
			mul, add = complexd.Mul.Name, complexd.Add.Name
		}
		if isBool(outT) {
			// On i1 upstream's region builders multiply with andi and add with ori.
			mul, add = arith.AndI.Name, arith.OrI.Name
		}
		m := bb.create(mul, []*ir.Value{a, b}, outT)
		bb.yield(bb.create(add, []*ir.Value{out, m}, outT))
	case "macq":
		if len(args) != 5 {
			return nil, fmt.Errorf("expects 5 operands")
		}
		mul, err := pick(body, outT)
		if err != nil {
			return nil, err
		}
		sub, add := arith.SubF.Name, arith.AddF.Name
		if !ir.IsFloat(outT) {
			sub, add = arith.SubI.Name, arith.AddI.Name
		}
		// Operand order as upstream's region builder creates them:
		// (cast(in0) - cast(zp0)) * (cast(in1) - cast(zp1)), then out + that.
		a := bb.cast(args[0], outT)
		a = bb.create(sub, []*ir.Value{a, bb.cast(args[2], outT)}, outT)
		b := bb.cast(args[1], outT)
		b = bb.create(sub, []*ir.Value{b, bb.cast(args[3], outT)}, outT)
		m := bb.create(mul, []*ir.Value{a, b}, outT)
		bb.yield(bb.create(add, []*ir.Value{out, m}, outT))
	case "pool":
		name, err := pick(body, outT)
		if err != nil {
			return nil, err
		}
		bb.yield(bb.create(name, []*ir.Value{out, bb.cast(args[0], outT)}, outT))
	case "unary":
		name, err := pick(body, outT)
		if err != nil {
			return nil, err
		}
		bb.yield(bb.create(name, []*ir.Value{bb.cast(args[0], outT)}, outT))
	case "binary":
		name, err := pick(body, outT)
		if err != nil {
			return nil, err
		}
		bb.yield(bb.create(name, []*ir.Value{bb.cast(args[0], outT), bb.cast(args[1], outT)}, outT))
	case "square":
		name, err := pick(Body{Float: arith.MulF.Name, Int: arith.MulI.Name}, outT)
		if err != nil {
			return nil, err
		}
		x := bb.cast(args[0], outT)
		bb.yield(bb.create(name, []*ir.Value{x, x}, outT))
	case "reciprocal":
		ft, ok := outT.(*ir.FloatType)
		if !ok {
			return nil, fmt.Errorf("unsupported element type '%s'", ir.TypeString(outT))
		}
		one := bb.create(arith.Constant.Name, nil, outT, ir.NamedAttr{Name: "value", Value: ctx.FloatAttr(ft, 1)})
		bb.yield(bb.create(arith.DivF.Name, []*ir.Value{one, bb.cast(args[0], outT)}, outT))
	case "select":
		if len(args) != 4 {
			return nil, fmt.Errorf("expects 4 operands")
		}
		bb.yield(bb.create(arith.Select.Name, []*ir.Value{args[0], bb.cast(args[1], outT), bb.cast(args[2], outT)}, outT))
	default:
		return nil, fmt.Errorf("unknown body kind %q", body.Kind)
	}
	return r, nil
}

// buildPayloadBody creates a body of one payload op applied to the
// given block arguments (the short forms of linalg.map and linalg.reduce).
func buildPayloadBody(ctx *ir.Context, loc ir.Location, elems []ir.Type, payload string, attrs []ir.NamedAttr, operandIdx []int, result ir.Type) *ir.Region {
	r := ir.NewRegion()
	blk := ir.NewBlock()
	r.Append(blk)
	for _, t := range elems {
		blk.AddArgument(t, loc)
	}
	bb := &bodyBuilder{ctx: ctx, b: blk, loc: loc}
	var operands []*ir.Value
	for _, i := range operandIdx {
		operands = append(operands, blk.Arg(i))
	}
	st := &ir.OperationState{Name: ctx.OpName(payload), Loc: loc, Operands: operands, Types: []ir.Type{result}}
	if def := ctx.LookupOp(payload); def != nil {
		for _, a := range def.Attrs {
			if a.Default != nil {
				st.AddAttr(a.Name, a.Default)
			}
		}
	}
	st.Attrs = append(st.Attrs, attrs...)
	op := ir.Create(st)
	blk.Append(op)
	bb.yield(op.Result(0))
	return r
}
