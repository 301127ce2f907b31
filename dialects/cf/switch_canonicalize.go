package cf

import (
	"slices"

	"math/big"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// cf.switch's canonicalizations, in upstream's order (SwitchOp's
// getCanonicalizationPatterns).
var switchCanonicalization = []*rewrite.Pattern{
	switchOnlyDefault, switchDropDefaultCases, switchConstant, switchPassThrough,
	switchFromSwitchOnSameFlag, switchFromDefaultOfSwitchOnSameFlag,
}

// switchCase is one case of a switch: its value (unsigned, of the flag's
// width, with the raw bytes it is stored as), destination and operands.
type switchCase struct {
	value    *big.Int
	raw      []byte
	dest     *ir.Block
	operands []*ir.Value
}

// switchCases returns op's cases in order.
func switchCases(op *ir.Operation) []switchCase {
	values := caseValues(op)
	groups := caseOperandGroups(op)
	d, _ := op.Attr("case_values").(*ir.DenseElementsAttr)
	out := make([]switchCase, 0, len(values))
	for i, v := range values {
		if i >= len(groups) || i+1 >= op.NumSuccessors() {
			break
		}
		out = append(out, switchCase{value: v, raw: d.RawElement(int64(i)), dest: op.Successor(i + 1), operands: groups[i]})
	}
	return out
}

// replaceSwitch replaces op with a switch on the same flag with the given
// default and cases (case_values dropped when there is none, as upstream's
// builder does).
func replaceSwitch(rw *rewrite.Rewriter, op *ir.Operation, def *ir.Block, defOps []*ir.Value, cases []switchCase) {
	ctx := rw.Ctx
	flag := op.Operand(0)
	st := &ir.OperationState{Name: ctx.NameOf(Switch), Loc: op.Loc()}
	st.Operands = append(append(st.Operands, flag), defOps...)
	st.Successors = append(st.Successors, def)
	var segs []int64
	var data []byte
	nCaseOps := 0
	for _, c := range cases {
		st.Operands = append(st.Operands, c.operands...)
		st.Successors = append(st.Successors, c.dest)
		segs = append(segs, int64(len(c.operands)))
		data = append(data, c.raw...)
		nCaseOps += len(c.operands)
	}
	if len(cases) > 0 {
		vt := ctx.VectorType([]int64{int64(len(cases))}, flag.Type(), nil)
		st.AddAttr("case_values", ctx.DenseElementsAttr(vt, data))
	}
	st.AddAttr("case_operand_segments", ctx.DenseI32Array(segs))
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{1, int64(len(defOps)), int64(nCaseOps)})})
	rw.ReplaceOpWithNew(op, st)
}

// foldSwitch replaces op with a branch to the case of value v, or to the
// default when no case has it.
func foldSwitch(rw *rewrite.Rewriter, op *ir.Operation, v *big.Int) {
	for _, c := range switchCases(op) {
		if c.value.Cmp(v) == 0 {
			newBr(rw, op, c.dest, c.operands)
			return
		}
	}
	newBr(rw, op, op.Successor(0), SwitchOp{op}.DefaultOperands())
}

// switch %f, [default: ^bb(x)]  ->  br ^bb(x)
var switchOnlyDefault = &rewrite.Pattern{Name: "SimplifySwitchWithOnlyDefault", Root: Switch.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.NumSuccessors() != 1 {
			return false
		}
		newBr(rw, op, op.Successor(0), SwitchOp{op}.DefaultOperands())
		return true
	}}

// A case that goes where the default goes with the default's operands is
// dropped.
var switchDropDefaultCases = &rewrite.Pattern{Name: "DropSwitchCasesThatMatchDefault", Root: Switch.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		def, defOps := op.Successor(0), SwitchOp{op}.DefaultOperands()
		cases := switchCases(op)
		var kept []switchCase
		for _, c := range cases {
			if c.dest == def && slices.Equal(c.operands, defOps) {
				continue
			}
			kept = append(kept, c)
		}
		if len(kept) == len(cases) {
			return false
		}
		replaceSwitch(rw, op, def, defOps, kept)
		return true
	}}

// switch on a constant -> br to the case of that value, or the default.
var switchConstant = &rewrite.Pattern{Name: "SimplifyConstSwitchValue", Root: Switch.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, ok := rewrite.ValueConstant(op.Operand(0)).(*ir.IntegerAttr)
		it, isInt := op.Operand(0).Type().(*ir.IntegerType)
		if !ok || !isInt {
			return false
		}
		// Case values are unsigned numbers of the flag's width.
		v := new(big.Int).Set(c.BigInt())
		v.And(v, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(it.Width)), big.NewInt(1)))
		foldSwitch(rw, op, v)
		return true
	}}

// A destination that only branches on (`^bb(a): br ^next(f(a))`) is
// replaced by where it goes, for the default and every case.
var switchPassThrough = &rewrite.Pattern{Name: "SimplifyPassThroughSwitch", Root: Switch.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		changed := false
		cases := switchCases(op)
		for i, c := range cases {
			if next, vals, ok := passThroughTarget(c.dest, c.operands); ok {
				cases[i].dest, cases[i].operands = next, vals
				changed = true
			}
		}
		def, defOps := op.Successor(0), SwitchOp{op}.DefaultOperands()
		if next, vals, ok := passThroughTarget(def, defOps); ok {
			def, defOps = next, vals
			changed = true
		}
		if !changed {
			return false
		}
		replaceSwitch(rw, op, def, defOps, cases)
		return true
	}}

// predecessorSwitch returns the switch on op's flag that ends the single
// predecessor of op's block (one edge), or nil.
func predecessorSwitch(op *ir.Operation) *ir.Operation {
	preds := op.Block().Predecessors()
	if len(preds) != 1 {
		return nil
	}
	t := preds[0].Last()
	if t == nil || t.Def() != Switch || t.Operand(0) != op.Operand(0) {
		return nil
	}
	return t
}

// ^a: switch %f, [default: ^x, 42: ^b] ; ^b (reached from ^a only):
// switch %f, [...]  ->  ^b: br to the case of 42 in ^b's switch.
var switchFromSwitchOnSameFlag = &rewrite.Pattern{Name: "SimplifySwitchFromSwitchOnSameCondition", Root: Switch.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		pred := predecessorSwitch(op)
		if pred == nil || pred.Successor(0) == op.Block() {
			return false
		}
		for _, c := range switchCases(pred) {
			if c.dest == op.Block() {
				foldSwitch(rw, op, c.value)
				return true
			}
		}
		newBr(rw, op, op.Successor(0), SwitchOp{op}.DefaultOperands())
		return true
	}}

// ^a: switch %f, [default: ^b, 42: ^x] ; ^b (reached from ^a only):
// switch %f, [..., 42: ^y, ...]  ->  the case 42, which cannot be taken
// in ^b, is dropped.
var switchFromDefaultOfSwitchOnSameFlag = &rewrite.Pattern{Name: "SimplifySwitchFromDefaultSwitchOnSameCondition", Root: Switch.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		pred := predecessorSwitch(op)
		if pred == nil || pred.Successor(0) != op.Block() {
			return false
		}
		impossible := map[string]bool{}
		for _, c := range switchCases(pred) {
			if c.dest != op.Block() {
				impossible[c.value.String()] = true
			}
		}
		cases := switchCases(op)
		var kept []switchCase
		for _, c := range cases {
			if !impossible[c.value.String()] {
				kept = append(kept, c)
			}
		}
		if len(kept) == len(cases) {
			return false
		}
		replaceSwitch(rw, op, op.Successor(0), SwitchOp{op}.DefaultOperands(), kept)
		return true
	}}
