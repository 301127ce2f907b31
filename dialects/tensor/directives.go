package tensor

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds the custom directives of the tensor ops' assembly
// formats. They are exported because linalg, bufferization and memref
// spell their mixed static/dynamic lists the same way.

// Dynamic marks a dynamic entry of a static list (MLIR's ShapedType::kDynamic).
const Dynamic = ir.ShapedDynamic

// DynamicIndexList is custom<DynamicIndexList>($values, $static_values):
// `[0, %i, 4]`, each entry an integer or an SSA value of type index; the
// integers go to the dense i64 array attribute (with Dynamic where a
// value stands) and the values to the operand group.
var DynamicIndexList = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
		if len(args) != 2 {
			return p.Errorf("DynamicIndexList takes an operand group and an attribute")
		}
		us, static, err := ParseDynamicIndexList(p)
		if err != nil {
			return err
		}
		fs.SetOperands(args[0].Name, us)
		fs.SetTypes(args[0].Name, repeat(p.Context().IndexType(), len(us)))
		fs.SetAttr(args[1].Name, p.Context().DenseI64Array(static))
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
		if len(args) != 2 {
			return
		}
		vals := op.Def().OperandGroup(op, args[0].Name)
		arr, _ := op.Attr(args[1].Name).(*ir.DenseArrayAttr)
		var static []int64
		if arr != nil {
			static = arr.Ints
		}
		PrintDynamicIndexList(p, vals, static)
	},
}

// ParseDynamicIndexList parses `[` (int | %value) (`,` ...)* `]`.
func ParseDynamicIndexList(p ir.AsmParser) ([]ir.UnresolvedOperand, []int64, error) {
	if err := p.ParsePunct("["); err != nil {
		return nil, nil, err
	}
	var us []ir.UnresolvedOperand
	var static []int64
	if p.ParseOptionalPunct("]") {
		return us, static, nil
	}
	for {
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return nil, nil, err
		}
		if ok {
			us = append(us, u)
			static = append(static, Dynamic)
		} else {
			v, err := p.ParseInteger()
			if err != nil {
				return nil, nil, p.Errorf("expected SSA value or integer")
			}
			static = append(static, v)
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct("]"); err != nil {
		return nil, nil, err
	}
	return us, static, nil
}

// PrintDynamicIndexList prints `[0, %i, 4]`, taking the values in order
// for the Dynamic entries of static.
func PrintDynamicIndexList(p *ir.AsmPrinter, vals []*ir.Value, static []int64) {
	p.WriteByte('[')
	k := 0
	for i, s := range static {
		if i > 0 {
			p.WriteString(", ")
		}
		if s == Dynamic && k < len(vals) {
			p.PrintOperand(vals[k])
			k++
		} else {
			p.WriteInt(s)
		}
	}
	p.WriteByte(']')
}

// IndexOperands is custom<IndexOperands>($group): a possibly empty
// comma-separated list of SSA values of type index (the format engine
// does not infer operand types from buildable constraints).
var IndexOperands = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
		var us []ir.UnresolvedOperand
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if ok {
			us = append(us, u)
			for p.ParseOptionalPunct(",") {
				u, err := p.ParseOperand()
				if err != nil {
					return err
				}
				us = append(us, u)
			}
		}
		fs.SetOperands(args[0].Name, us)
		fs.SetTypes(args[0].Name, repeat(p.Context().IndexType(), len(us)))
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
		p.PrintOperands(op.Def().OperandGroup(op, args[0].Name))
	},
}

// ShapedWithElements is custom<ShapedWithElements>(type($shaped), type($elems)):
// prints the shaped type only; on parsing, the operands of group elems
// get its element type (tensor.insert's scalar, tensor.splat's input,
// tensor.from_elements' elements).
var ShapedWithElements = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		fs.SetTypes(args[0].Name, []ir.Type{t})
		n := len(fs.Operands(args[1].Name))
		fs.SetTypes(args[1].Name, repeat(ir.ElementTypeOrSelf(t), n))
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
		d := op.Def()
		vs := d.OperandGroup(op, args[0].Name)
		if len(vs) == 0 {
			vs = d.ResultGroup(op, args[0].Name)
		}
		if len(vs) > 0 {
			p.PrintType(vs[0].Type())
		}
	},
}

func repeat(t ir.Type, n int) []ir.Type {
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = t
	}
	return out
}

// FromElementsType is ShapedWithElements for tensor.from_elements: the
// operand count must also equal the number of elements of the type.
var FromElementsType = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
		loc := p.CurrentLoc()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		n := len(fs.Operands(args[1].Name))
		if st, ok := t.(*ir.RankedTensorType); ok && staticShape(st.Dims) && ir.NumElements(st) != int64(n) {
			return p.ErrorAt(loc, "number of operands and types do not match: got %d operands and %d types", n, ir.NumElements(st))
		}
		fs.SetTypes(args[0].Name, []ir.Type{t})
		fs.SetTypes(args[1].Name, repeat(ir.ElementTypeOrSelf(t), n))
		return nil
	},
	Print: ShapedWithElements.Print,
}

// UnitAttrKeyword is custom<UnitAttrKeyword>($attr), used as the anchor
// of an optional group: the keyword spelled like the unit attribute's
// name, present exactly when the attribute is (`nofold`, `restrict`).
// It stands in for (`kw` $attr^)?, which the format engine cannot parse.
var UnitAttrKeyword = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
		if p.ParseOptionalKeyword(args[0].Name) {
			fs.SetAttr(args[0].Name, p.Context().UnitAttr())
		}
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
		if op.Attr(args[0].Name) != nil {
			p.WriteString(args[0].Name)
		}
	},
}

// Directives maps the directive names to their implementations.
var Directives = map[string]ir.CustomDirective{
	"DynamicIndexList":   DynamicIndexList,
	"IndexOperands":      IndexOperands,
	"ShapedWithElements": ShapedWithElements,
	"UnitAttrKeyword":    UnitAttrKeyword,
	"FromElementsType":   FromElementsType,
}
