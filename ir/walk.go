package ir

// WalkResult steers a walk: Advance continues, Skip does not visit the
// current op's regions (pre-order only), Interrupt stops the walk.
type WalkResult uint8

const (
	Advance WalkResult = iota
	Skip
	Interrupt
)

// WalkOrder selects whether an op is visited before or after its regions.
type WalkOrder uint8

const (
	PreOrder WalkOrder = iota
	PostOrder
)

// Walk visits op and every op nested in it. Visiting the next op is read
// before calling fn, so fn may erase the op it is given.
func Walk(op *Operation, order WalkOrder, fn func(*Operation) WalkResult) WalkResult {
	if order == PreOrder {
		switch fn(op) {
		case Interrupt:
			return Interrupt
		case Skip:
			return Advance
		}
	}
	for _, r := range op.regions {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; {
				next := o.next
				if Walk(o, order, fn) == Interrupt {
					return Interrupt
				}
				o = next
			}
		}
	}
	if order == PostOrder {
		if fn(op) == Interrupt {
			return Interrupt
		}
	}
	return Advance
}

// WalkOps is Walk in post order without interruption, MLIR's default.
func WalkOps(op *Operation, fn func(*Operation)) {
	Walk(op, PostOrder, func(o *Operation) WalkResult { fn(o); return Advance })
}

// WalkBlocks visits every block nested in op, pre-order.
func WalkBlocks(op *Operation, fn func(*Block) WalkResult) WalkResult {
	for _, r := range op.regions {
		for b := r.first; b != nil; b = b.next {
			switch fn(b) {
			case Interrupt:
				return Interrupt
			case Skip:
				continue
			}
			for o := b.first; o != nil; o = o.next {
				if WalkBlocks(o, fn) == Interrupt {
					return Interrupt
				}
			}
		}
	}
	return Advance
}

// UsedValuesDefinedAbove returns the values that ops nested in op's
// regions use but that are not defined inside op, in order of first use
// (upstream's getUsedValuesDefinedAbove): what outlining op's body into a
// function of its own must pass in.
func UsedValuesDefinedAbove(op *Operation) []*Value {
	seen := map[*Value]bool{}
	var out []*Value
	WalkOps(op, func(inner *Operation) {
		if inner == op {
			return
		}
		for _, v := range inner.Operands() {
			if seen[v] {
				continue
			}
			seen[v] = true
			if owner := v.ParentBlock().ParentOp(); owner == nil || !op.IsAncestor(owner) {
				out = append(out, v)
			}
		}
	})
	return out
}
