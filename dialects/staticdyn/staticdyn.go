// Package staticdyn implements MLIR's mixed static/dynamic index lists
// (`[%a, 4, %b]`), the syntax and checks shared by ops whose offsets,
// sizes, strides or bounds are each either a constant (kept in a
// `static_*` dense i64 array, ShapedDynamic where dynamic) or an SSA
// value of index type (kept as an operand). memref.subview,
// memref.reinterpret_cast, scf.forall and the tensor slices use it.
package staticdyn

import (
	"github.com/strata-compiler/strata/ir"
)

// Dynamic marks a dynamic entry in a static list (MLIR's ShapedType::kDynamic).
const Dynamic = ir.ShapedDynamic

// Parse parses a delimited list whose entries are `%value` or integers:
// `[%a, 4]` with open "[" and close "]". It returns the dynamic operands
// and the static list (Dynamic where an operand stands).
func Parse(p ir.AsmParser, open, close string) ([]ir.UnresolvedOperand, []int64, error) {
	if err := p.ParsePunct(open); err != nil {
		return nil, nil, err
	}
	var dyn []ir.UnresolvedOperand
	static := []int64{}
	if p.ParseOptionalPunct(close) {
		return dyn, static, nil
	}
	for {
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return nil, nil, err
		}
		if ok {
			dyn = append(dyn, u)
			static = append(static, Dynamic)
		} else {
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return nil, nil, err
			}
			if !ok {
				return nil, nil, p.Errorf("expected SSA value or integer")
			}
			static = append(static, v)
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(close); err != nil {
		return nil, nil, err
	}
	return dyn, static, nil
}

// Print prints static with the dynamic entries taken from dyn in order.
func Print(p *ir.AsmPrinter, open, close string, dyn []*ir.Value, static []int64) {
	p.WriteString(open)
	k := 0
	for i, s := range static {
		if i > 0 {
			p.WriteString(", ")
		}
		if s == Dynamic {
			if k < len(dyn) {
				p.PrintOperand(dyn[k])
			} else {
				p.WriteString("<<missing>>")
			}
			k++
		} else {
			p.WriteInt(s)
		}
	}
	p.WriteString(close)
}

// Ints returns the values of a dense integer array attribute (nil when a
// is not one).
func Ints(a ir.Attribute) []int64 {
	if d, ok := a.(*ir.DenseArrayAttr); ok {
		return d.Ints
	}
	return nil
}

// CountDynamic returns the number of Dynamic entries of static.
func CountDynamic(static []int64) int {
	n := 0
	for _, s := range static {
		if s == Dynamic {
			n++
		}
	}
	return n
}

// Directive returns the `custom<DynamicIndexList>($values, $static)`
// directive of assembly formats, with square brackets.
func Directive() ir.CustomDirective { return DirectiveDelim("[", "]") }

// DirectiveDelim is Directive with the given delimiters.
func DirectiveDelim(open, close string) ir.CustomDirective {
	return ir.CustomDirective{
		Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
			if len(args) != 2 {
				return p.Errorf("DynamicIndexList takes an operand group and an attribute")
			}
			dyn, static, err := Parse(p, open, close)
			if err != nil {
				return err
			}
			fs.SetOperands(args[0].Name, dyn)
			idx := p.Context().IndexType()
			ts := make([]ir.Type, len(dyn))
			for i := range ts {
				ts[i] = idx
			}
			fs.SetTypes(args[0].Name, ts)
			fs.SetAttr(args[1].Name, p.Context().DenseI64Array(static))
			return nil
		},
		Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
			if len(args) != 2 || op.Def() == nil {
				return
			}
			Print(p, open, close, op.Def().OperandGroup(op, args[0].Name), Ints(op.Attr(args[1].Name)))
		},
	}
}

// VerifyList checks that a static list has n entries and that its
// Dynamic entries match the number of dynamic operands, with MLIR's
// messages ("expected 2 offset values, got 1").
func VerifyList(op *ir.Operation, name string, n int, static []int64, numDyn int) error {
	if len(static) != n {
		return ir.NewDiagnostic(ir.SevError, op.Loc(), "expected %d %s values, got %d", n, name, len(static))
	}
	if c := CountDynamic(static); c != numDyn {
		return op.EmitError("expected %d dynamic %s values", c, name)
	}
	return nil
}

// FoldConstantSizes makes static the dynamic dims of a shape whose size
// operand (sizes, one per dynamic dim, in order) is a non-negative
// constant: the new dims, the size operands left, and whether any dim
// changed (as upstream's static-shape canonicalizations of tensor.empty,
// tensor.generate and bufferization.alloc_tensor have it).
func FoldConstantSizes(dims []int64, sizes []*ir.Value) ([]int64, []*ir.Value, bool) {
	out := append([]int64(nil), dims...)
	var kept []*ir.Value
	k, changed := 0, false
	for i, d := range out {
		if d != ir.ShapedDynamic {
			continue
		}
		v := sizes[k]
		k++
		if c, ok := ConstantInt(v); ok && c >= 0 {
			out[i] = c
			changed = true
			continue
		}
		kept = append(kept, v)
	}
	return out, kept, changed
}

// ConstantInt returns the value of v when it is defined by a
// constant-like op holding an integer attribute.
func ConstantInt(v *ir.Value) (int64, bool) {
	if v == nil {
		return 0, false
	}
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return 0, false
	}
	if ia, ok := d.Attr("value").(*ir.IntegerAttr); ok {
		return ia.Int64(), true
	}
	return 0, false
}

// Mixed returns the i-th entry of a static list as a constant (ok) or
// the dynamic operand standing for it.
func Mixed(static []int64, dyn []*ir.Value, i int) (int64, *ir.Value, bool) {
	k := 0
	for j := 0; j < i && j < len(static); j++ {
		if static[j] == Dynamic {
			k++
		}
	}
	if i >= len(static) {
		return 0, nil, false
	}
	if static[i] != Dynamic {
		return static[i], nil, true
	}
	if k < len(dyn) {
		if c, ok := ConstantInt(dyn[k]); ok {
			return c, dyn[k], true
		}
		return 0, dyn[k], false
	}
	return 0, nil, false
}
