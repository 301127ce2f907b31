package arith

import (
	"strconv"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the verifiers, the type inference and the hand-written
// custom forms (select and constant) of the arith ops.

// ---- casts ----

// verifyCast checks, in upstream's order: tensor dims (a static against a
// dynamic size, a tensor of some size against a scalar), shapes (a 0-d
// tensor against a scalar or a vector against a tensor), elementwise mapping
// and the op's element-type compatibility.
func verifyCast(compatible func(in, out ir.Type) bool) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		if !sameTensorDims(in, out) {
			return op.EmitError("failed to verify that input and output have the same tensor dimensions")
		}
		if !sameShape(in, out) {
			return op.EmitError("requires the same shape for all operands and results")
		}
		if err := VerifyElementwise(op); err != nil {
			return err
		}
		if !compatible(elemOf(in), elemOf(out)) {
			return op.EmitError("operand type '%s' and result type '%s' are cast incompatible", ir.TypeString(in), ir.TypeString(out))
		}
		return nil
	}
}

// wider: the result has more bits than the operand (ext*).
func wider(in, out ir.Type) bool {
	return sameClass(in, out) && ir.IntOrFloatBitWidth(out) > ir.IntOrFloatBitWidth(in)
}

// narrower: the result has fewer bits than the operand (trunc*).
func narrower(in, out ir.Type) bool {
	return sameClass(in, out) && ir.IntOrFloatBitWidth(out) < ir.IntOrFloatBitWidth(in)
}

func sameClass(a, b ir.Type) bool { return ir.IsFloat(a) == ir.IsFloat(b) }

func intToFloat(in, out ir.Type) bool { return isSignlessInt(in) && ir.IsFloat(out) }
func floatToInt(in, out ir.Type) bool { return ir.IsFloat(in) && isSignlessInt(out) }

// indexCastable: exactly one side is index, the other a signless integer.
func indexCastable(in, out ir.Type) bool {
	_, inIdx := in.(*ir.IndexType)
	_, outIdx := out.(*ir.IndexType)
	return inIdx != outIdx && isSignlessIntOrIndex(in) && isSignlessIntOrIndex(out)
}

// sameWidth: bitcasts keep the bit width.
func sameWidth(in, out ir.Type) bool {
	return isIntOrFloat(in) && isIntOrFloat(out) && ir.IntOrFloatBitWidth(in) == ir.IntOrFloatBitWidth(out)
}

// ---- comparisons ----

// InferI1SameShape gives cmpi/cmpf the i1 type shaped like their operands.
func InferI1SameShape(ctx *ir.Context, st *ir.OperationState, operandTypes []ir.Type) error {
	if len(operandTypes) > 0 {
		st.Types = []ir.Type{I1SameShape(ctx, operandTypes[0])}
	}
	return nil
}

func verifyCmp(op *ir.Operation) error {
	if op.Result(0).Type() != I1SameShape(op.Context(), op.Operand(0).Type()) {
		return op.EmitError("failed to verify that result type has i1 element type and same shape as operands")
	}
	return VerifyElementwise(op)
}

// ---- select ----

func verifySelect(op *ir.Operation) error {
	cond, res := op.Operand(0).Type(), op.Result(0).Type()
	if !isI1(cond) {
		cs, ok1 := cond.(ir.ShapedType)
		rs, ok2 := res.(ir.ShapedType)
		if !ok1 || !ok2 || !compatibleShapes([]ir.Type{cs, rs}) || cs.HasRank() != rs.HasRank() {
			return op.EmitError("failed to verify that condition is signless i1 or has matching shape")
		}
	}
	if isMappable(cond) {
		return VerifyElementwise(op)
	}
	return nil
}

// select ::= $condition `,` $true `,` $false attr-dict `:` (type($condition) `,`)? type($result)
func parseSelect(p ir.AsmParser, st *ir.OperationState) error {
	ops := make([]ir.UnresolvedOperand, 3)
	for i := range ops {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		ops[i] = u
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	var condType ir.Type = p.Context().I(1)
	if p.ParseOptionalPunct(",") {
		condType = t
		if t, err = p.ParseType(); err != nil {
			return err
		}
	}
	vs, err := p.ResolveOperands(ops, []ir.Type{condType, t, t})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Types = []ir.Type{t}
	return nil
}

func printSelect(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	if c, ok := op.Operand(0).Type().(ir.ShapedType); ok {
		p.PrintType(c)
		p.WriteString(", ")
	}
	p.PrintType(op.Result(0).Type())
}

// ---- constant ----

// constant ::= attr-dict $value   (the result type is the value's type)
func parseConstant(p ir.AsmParser, st *ir.OperationState) error {
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	loc := p.CurrentLoc()
	v, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	t := attrType(p.Context(), v)
	if t == nil {
		return p.ErrorAt(loc, "expected attribute with a type")
	}
	st.AddAttr("value", v)
	st.Types = []ir.Type{t}
	return nil
}

func printConstant(p *ir.AsmPrinter, op *ir.Operation) {
	p.PrintOptionalAttrDict(op.Attrs(), "value")
	p.WriteByte(' ')
	p.PrintAttr(op.Attr("value"))
}

// attrType is the type of a typed attribute (none for untyped strings).
func attrType(ctx *ir.Context, a ir.Attribute) ir.Type {
	switch a := a.(type) {
	case ir.TypedAttr:
		return a.AttrType()
	case *ir.StringAttr:
		if a.Type != nil {
			return a.Type
		}
		return ctx.NoneType()
	}
	return nil
}

func isElementsAttr(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.DenseElementsAttr, *ir.DenseStringElementsAttr, *ir.DenseResourceElementsAttr, *ir.SparseElementsAttr:
		return true
	}
	return false
}

func verifyConstant(op *ir.Operation) error {
	v := op.Attr("value")
	t := op.Result(0).Type()
	if attrType(op.Context(), v) != t {
		return op.EmitError("failed to verify that all of {value, result} have same type")
	}
	if it, ok := t.(*ir.IntegerType); ok && !it.IsSignless() {
		return op.EmitError("integer return type must be signless")
	}
	switch v.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr:
	default:
		if !isElementsAttr(v) {
			return op.EmitError("value must be an integer, float, or elements attribute")
		}
	}
	if vt, ok := t.(*ir.VectorType); ok && vt.Scalable != nil {
		if d, ok := v.(*ir.DenseElementsAttr); !ok || !d.Splat {
			return op.EmitError("intializing scalable vectors with elements attribute is not supported unless it's a vector splat")
		}
	}
	return nil
}

// constantResultNames names results as upstream: %c42_i32, %c0 (index),
// %true/%false (i1), %cst (everything else).
func constantResultNames(op *ir.Operation, set func(*ir.Value, string)) {
	ia, ok := op.Attr("value").(*ir.IntegerAttr)
	if !ok {
		set(op.Result(0), "cst")
		return
	}
	it, isInt := op.Result(0).Type().(*ir.IntegerType)
	if isInt && it.Width == 1 {
		if ia.Int64() != 0 {
			set(op.Result(0), "true")
		} else {
			set(op.Result(0), "false")
		}
		return
	}
	name := "c"
	if ia.Big != nil {
		name += ia.Big.String()
	} else {
		name += strconv.FormatInt(ia.Val, 10)
	}
	if isInt {
		name += "_" + ir.TypeString(it)
	}
	set(op.Result(0), name)
}
