package ir

// BranchOperands is MLIR's BranchOpInterface as data: where a terminator
// keeps the operands it forwards to each successor's block arguments, so
// that generic code (the verifier, region simplification, SCCP) reads and
// edits them without knowing the op. Successor i < len(Groups) gets
// operand group Groups[i]; when Cases is set, the remaining successors
// share operand group Cases, split among them in order by the dense i32
// array attribute CaseSegments (cf.switch, llvm.switch).
type BranchOperands struct {
	Groups       []string
	Cases        string
	CaseSegments string
	// SuccessorFor returns the successor the branch takes when its
	// operands hold the constants given (nil where unknown), and false
	// when they do not decide it (MLIR's getSuccessorForOperands).
	SuccessorFor func(op *Operation, operands []Attribute) (int, bool)
}

// ConditionSuccessor is SuccessorFor of a two-way branch on its i1
// operand 0: successor 0 when it is true, 1 when false.
func ConditionSuccessor(_ *Operation, operands []Attribute) (int, bool) {
	if len(operands) == 0 {
		return 0, false
	}
	c, ok := operands[0].(*IntegerAttr)
	if !ok {
		return 0, false
	}
	if c.BigInt().Sign() != 0 {
		return 0, true
	}
	return 1, true
}

// SuccessorFor returns the index of the successor op takes when its
// operands hold the constants given (nil where unknown): the only
// successor of an op with one, else the one its
// BranchOperands.SuccessorFor picks; ok is false when the operands do
// not decide it.
func SuccessorFor(op *Operation, operands []Attribute) (succ int, ok bool) {
	if op.NumSuccessors() == 1 {
		return 0, true
	}
	if b := Branch(op); b != nil && b.SuccessorFor != nil {
		if i, ok := b.SuccessorFor(op, operands); ok && i >= 0 && i < op.NumSuccessors() {
			return i, true
		}
	}
	return 0, false
}

// Branch returns the branch description of op's definition (nil for an op
// that forwards no operands to successors).
func Branch(op *Operation) *BranchOperands {
	if op == nil || op.name == nil || op.name.Def == nil {
		return nil
	}
	return op.name.Def.Branch
}

// SuccessorOperandRange returns the operands op forwards to successor succ
// as positions [start, start+n) among its operands. ok is false when op
// declares no branch operands, succ is out of range, or the op's segment
// attributes are inconsistent (the verifier reports those).
func SuccessorOperandRange(op *Operation, succ int) (start, n int, ok bool) {
	b := Branch(op)
	if b == nil || succ < 0 || succ >= op.NumSuccessors() {
		return 0, 0, false
	}
	d := op.name.Def
	if succ < len(b.Groups) {
		g := d.operandIndex(b.Groups[succ])
		if g < 0 {
			return 0, 0, false
		}
		start, n = d.OperandGroupRange(op, g)
		return start, n, start+n <= op.NumOperands()
	}
	segs, cases := b.caseSegments(op)
	i := succ - len(b.Groups)
	if segs == nil || i >= len(segs.Ints) {
		return 0, 0, false
	}
	groupStart, groupLen := d.OperandGroupRange(op, cases)
	start = groupStart
	for _, s := range segs.Ints[:i] {
		start += int(s)
	}
	n = int(segs.Ints[i])
	if n < 0 || start+n > groupStart+groupLen || groupStart+groupLen > op.NumOperands() {
		return 0, 0, false
	}
	return start, n, true
}

// SuccessorOperands returns the operands op forwards to successor succ
// (nil when SuccessorOperandRange is not ok).
func SuccessorOperands(op *Operation, succ int) []*Value {
	start, n, ok := SuccessorOperandRange(op, succ)
	if !ok {
		return nil
	}
	return op.Operands()[start : start+n]
}

// EraseSuccessorOperand removes operand k of those op forwards to
// successor succ, keeping operandSegmentSizes and the case segments
// consistent. It reports false, changing nothing, when there is no such
// operand.
func EraseSuccessorOperand(op *Operation, succ, k int) bool {
	start, n, ok := SuccessorOperandRange(op, succ)
	if !ok || k < 0 || k >= n {
		return false
	}
	b, d := Branch(op), op.name.Def
	group := -1
	if succ < len(b.Groups) {
		group = d.operandIndex(b.Groups[succ])
	} else {
		segs, cases := b.caseSegments(op)
		group = cases
		sizes := append([]int64(nil), segs.Ints...)
		sizes[succ-len(b.Groups)]--
		op.SetAttr(b.CaseSegments, op.Context().DenseI32Array(sizes))
	}
	if seg, ok := op.Attr("operandSegmentSizes").(*DenseArrayAttr); ok && group < len(seg.Ints) {
		sizes := append([]int64(nil), seg.Ints...)
		sizes[group]--
		op.SetAttr("operandSegmentSizes", op.Context().DenseI32Array(sizes))
	}
	operands := op.Operands()
	op.SetOperands(append(operands[:start+k:start+k], operands[start+k+1:]...))
	return true
}

// caseSegments returns the case segment sizes and the index of the case
// operand group (nil, -1 when the op has none).
func (b *BranchOperands) caseSegments(op *Operation) (*DenseArrayAttr, int) {
	if b.Cases == "" {
		return nil, -1
	}
	g := op.name.Def.operandIndex(b.Cases)
	segs, _ := op.Attr(b.CaseSegments).(*DenseArrayAttr)
	if g < 0 || segs == nil {
		return nil, -1
	}
	return segs, g
}

// operandIndex returns the index of the operand group named name, or -1.
func (d *OpDef) operandIndex(name string) int {
	for i, g := range d.Operands {
		if g.Name == name {
			return i
		}
	}
	return -1
}

// AppendSuccessorOperand adds v after the operands op forwards to
// successor succ (for a new argument of that block), keeping
// operandSegmentSizes and the case segments consistent. It reports false,
// changing nothing, when op declares no branch operands for succ.
func AppendSuccessorOperand(op *Operation, succ int, v *Value) bool {
	start, n, ok := SuccessorOperandRange(op, succ)
	if !ok {
		return false
	}
	b, d := Branch(op), op.name.Def
	group := -1
	if succ < len(b.Groups) {
		group = d.operandIndex(b.Groups[succ])
	} else {
		segs, cases := b.caseSegments(op)
		group = cases
		sizes := append([]int64(nil), segs.Ints...)
		sizes[succ-len(b.Groups)]++
		op.SetAttr(b.CaseSegments, op.Context().DenseI32Array(sizes))
	}
	if seg, ok := op.Attr("operandSegmentSizes").(*DenseArrayAttr); ok && group < len(seg.Ints) {
		sizes := append([]int64(nil), seg.Ints...)
		sizes[group]++
		op.SetAttr("operandSegmentSizes", op.Context().DenseI32Array(sizes))
	}
	operands := op.Operands()
	at := start + n
	out := append(append(append([]*Value(nil), operands[:at]...), v), operands[at:]...)
	op.SetOperands(out)
	return true
}
