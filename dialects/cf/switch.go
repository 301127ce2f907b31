package cf

import (
	"encoding/binary"
	"math/big"
	"strconv"

	"github.com/strata-compiler/strata/ir"
)

// The custom form of cf.switch, as upstream prints it:
//
//	cf.switch %flag : i32, [
//	  default: ^bb1(%a : i32),
//	  42: ^bb2,
//	  4294967293: ^bb3(%b, %c : i32, i32)
//	]
//
// Case values print as unsigned numbers of the flag's width (-3 : i32 is
// 4294967293), and parse as signed or unsigned and truncated to it. With
// no case the bracket closes on the default's line.

// parseSwitch parses what follows `cf.switch`.
func parseSwitch(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	flag, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	typeLoc := p.CurrentLoc()
	ft, err := p.ParseType()
	if err != nil {
		return err
	}
	it, ok := ft.(*ir.IntegerType)
	if !ok {
		return p.ErrorAt(typeLoc, "invalid kind of type specified: expected builtin.integer, but found '%s'", ir.TypeString(ft))
	}
	flagV, err := p.ResolveOperand(flag, ft)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	defDest, defOps, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	var values []int64
	var dests []*ir.Block
	var caseOps []*ir.Value
	var segs []int64
	for p.ParseOptionalPunct(",") {
		v, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		d, ops, err := p.ParseSuccessorAndUseList()
		if err != nil {
			return err
		}
		values = append(values, v)
		dests = append(dests, d)
		caseOps = append(caseOps, ops...)
		segs = append(segs, int64(len(ops)))
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Operands = append(st.Operands, flagV)
	st.Operands = append(st.Operands, defOps...)
	st.Operands = append(st.Operands, caseOps...)
	st.Successors = append(append(st.Successors, defDest), dests...)
	if len(values) > 0 {
		st.AddAttr("case_values", caseValuesAttr(ctx, it, values))
	}
	st.AddAttr("case_operand_segments", ctx.DenseI32Array(segs))
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{1, int64(len(defOps)), int64(len(caseOps))})})
	return nil
}

// caseValuesAttr builds dense<values> : vector<Nx iW>.
func caseValuesAttr(ctx *ir.Context, it *ir.IntegerType, values []int64) ir.Attribute {
	vt := ctx.VectorType([]int64{int64(len(values))}, it, nil)
	eb := ir.ElemBytes(it)
	data := make([]byte, 0, eb*len(values))
	for _, v := range values {
		var buf [8]byte
		binary.LittleEndian.PutUint64(buf[:], uint64(v))
		if eb <= 8 {
			data = append(data, buf[:eb]...)
			continue
		}
		// Wider than 64 bits: sign-extend.
		data = append(data, buf[:]...)
		fill := byte(0)
		if v < 0 {
			fill = 0xFF
		}
		for i := 8; i < eb; i++ {
			data = append(data, fill)
		}
	}
	if w := it.Width; w%8 != 0 && eb > 0 {
		// Keep only the value's bits in the last byte of each element.
		mask := byte(1<<(w%8)) - 1
		for i := eb - 1; i < len(data); i += eb {
			data[i] &= mask
		}
	}
	return ctx.DenseElementsAttr(vt, data)
}

// caseValues returns the case values of op as unsigned numbers of the
// flag's width (nil when there is none).
func caseValues(op *ir.Operation) []*big.Int {
	d, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	n := d.NumElements()
	out := make([]*big.Int, 0, n)
	for i := int64(0); i < n; i++ {
		raw := d.RawElement(i)
		be := make([]byte, len(raw))
		for j := range raw {
			be[len(raw)-1-j] = raw[j]
		}
		out = append(out, new(big.Int).SetBytes(be))
	}
	return out
}

func printSwitch(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(", [")
	p.PrintNewline()
	p.WriteString("  default: ")
	p.PrintSuccessorAndUseList(op.Successor(0), SwitchOp{op}.DefaultOperands())
	values := caseValues(op)
	if values != nil {
		groups := caseOperandGroups(op)
		for i, v := range values {
			p.WriteByte(',')
			p.PrintNewline()
			p.WriteString("  ")
			// MLIR prints getLimitedValue(): values wider than 64 bits saturate.
			if v.BitLen() > 64 {
				p.WriteString(strconv.FormatUint(^uint64(0), 10))
			} else {
				p.WriteString(v.String())
			}
			p.WriteString(": ")
			var ops []*ir.Value
			if i < len(groups) {
				ops = groups[i]
			}
			if i+1 < op.NumSuccessors() {
				p.PrintSuccessorAndUseList(op.Successor(i+1), ops)
			}
		}
		p.PrintNewline()
	}
	p.WriteByte(']')
	p.PrintOptionalAttrDict(op.Attrs(), "case_values", "case_operand_segments", "operandSegmentSizes")
}

// caseOperandGroups splits caseOperands by case_operand_segments.
func caseOperandGroups(op *ir.Operation) [][]*ir.Value {
	all := SwitchOp{op}.CaseOperands()
	segs, _ := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	if segs == nil {
		return nil
	}
	var out [][]*ir.Value
	pos := 0
	for _, n := range segs.Ints {
		end := pos + int(n)
		if n < 0 || end > len(all) {
			return out
		}
		out = append(out, all[pos:end])
		pos = end
	}
	return out
}
