package linalg

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the verifiers, with upstream MLIR's messages: the
// structured-op rules (maps vs operand ranks, loop sizes vs shapes, body
// arguments, results) shared by every structured op, and the rules of
// each op with its own attributes.

const dyn = ir.ShapedDynamic

func shapeOf(t ir.Type) []int64 {
	if st, ok := t.(ir.ShapedType); ok && st.HasRank() {
		return st.Shape()
	}
	return nil
}

func verifyStructured(op *ir.Operation) error {
	if err := verifyOpSpecific(op); err != nil {
		return err
	}
	maps, err := IndexingMaps(op)
	if err != nil {
		return op.EmitError("%v", err)
	}
	iters, err := IteratorTypes(op)
	if err != nil {
		return op.EmitError("%v", err)
	}
	operands := op.Operands()
	if len(maps) != len(operands) {
		return op.EmitError("expected the number of indexing_map (%d) to be equal to the number of input/output operands (%d)", len(maps), len(operands))
	}
	numLoops := len(iters)
	for i, m := range maps {
		if m.NumSyms != 0 {
			return op.EmitError("expected indexing_map #%d to have no symbols", i)
		}
		if m.NumDims != numLoops {
			return op.EmitError("expected indexing_map #%d to have %d dim(s) to match the number of loops", i, numLoops)
		}
		rank := rankOf(operands[i].Type())
		if rank < 0 {
			rank = 0
		}
		if rank != len(m.Results) {
			return op.EmitError("expected operand #%d rank (%d) to match the result rank of indexing_map (%d)", i, rank, len(m.Results))
		}
	}
	// Body arguments.
	if b := op.Region(0).Front(); b != nil && op.Def() != Reduce {
		if b.NumArgs() != len(operands) {
			if op.Def() == Map {
				return op.EmitError("expects number of operands to match the arity of mapper, but got: %d and %d", len(operands), b.NumArgs())
			}
			return op.EmitError("expected as many non-induction variable region arguments as the number of input/output operands")
		}
		for i, a := range b.Args() {
			want := ir.ElementTypeOrSelf(operands[i].Type())
			if a.Type() != want {
				return op.EmitError("expected type of bb argument #%d ('%s') to match element or self type of the corresponding operand ('%s')",
					i, ir.TypeString(a.Type()), ir.TypeString(want))
			}
		}
	}
	// Results: one per tensor output, of its type.
	outs := Outputs(op)
	if op.Def() == Map {
		outs = operands[len(operands)-1:]
	}
	var tensorOuts []*ir.Value
	for _, o := range outs {
		if _, ok := o.Type().(*ir.RankedTensorType); ok {
			tensorOuts = append(tensorOuts, o)
		}
	}
	if len(tensorOuts) != op.NumResults() {
		return op.EmitError("expected the number of tensor results (%d) to be equal to the number of output tensors (%d)", op.NumResults(), len(tensorOuts))
	}
	for i, o := range tensorOuts {
		if o.Type() != op.Result(i).Type() {
			idx := 0
			for j, v := range operands {
				if v == o {
					idx = j
				}
			}
			return op.EmitError("expected type of operand #%d ('%s') to match type of corresponding result ('%s')",
				idx, ir.TypeString(o.Type()), ir.TypeString(op.Result(i).Type()))
		}
	}
	return verifyLoopSizes(op, maps, numLoops)
}

// verifyLoopSizes infers each loop's size from the first operand
// dimension indexed by that loop alone, then checks every operand
// dimension against the sizes (exactly for plain dims, as a lower bound
// for compound expressions such as conv windows).
func verifyLoopSizes(op *ir.Operation, maps []*ir.AffineMap, numLoops int) error {
	sizes := make([]int64, numLoops)
	for i := range sizes {
		sizes[i] = dyn
	}
	operands := op.Operands()
	for i, m := range maps {
		shape := shapeOf(operands[i].Type())
		for j, e := range m.Results {
			if e.Kind == ir.AffineDim && j < len(shape) && sizes[e.Val] == dyn && shape[j] != dyn {
				sizes[e.Val] = shape[j]
			}
		}
	}
	for i, m := range maps {
		shape := shapeOf(operands[i].Type())
		for j, e := range m.Results {
			if j >= len(shape) || shape[j] == dyn {
				continue
			}
			if e.Kind == ir.AffineDim {
				if s := sizes[e.Val]; s != dyn && s != shape[j] {
					return op.EmitError("inferred input/output operand #%d has shape's dimension #%d to be %d, but found %d", i, j, s, shape[j])
				}
				continue
			}
			// Largest index the expression reaches, when all its loops are static.
			hi := make([]*ir.AffineExpr, numLoops)
			ok := true
			for k, s := range sizes {
				if s == dyn || s == 0 {
					ok = ok && !mentionsDim(e, k)
					continue
				}
				hi[k] = ir.AffineConstExpr(s - 1)
			}
			if !ok {
				continue
			}
			v := e.Replace(hi, nil)
			if v.Kind == ir.AffineConst && v.Val+1 > shape[j] && isMonotone(e) {
				return op.EmitError("inferred input/output operand #%d has shape's dimension #%d to be greater than or equal to %d, but found %d", i, j, v.Val+1, shape[j])
			}
		}
	}
	return nil
}

func mentionsDim(e *ir.AffineExpr, k int) bool {
	switch e.Kind {
	case ir.AffineDim:
		return int(e.Val) == k
	case ir.AffineConst, ir.AffineSym:
		return false
	}
	return mentionsDim(e.LHS, k) || mentionsDim(e.RHS, k)
}

// isMonotone reports whether e is a sum of dims times non-negative constants.
func isMonotone(e *ir.AffineExpr) bool {
	switch e.Kind {
	case ir.AffineDim, ir.AffineConst:
		return e.Kind == ir.AffineDim || e.Val >= 0
	case ir.AffineAdd:
		return isMonotone(e.LHS) && isMonotone(e.RHS)
	case ir.AffineMul:
		return isMonotone(e.LHS) && isMonotone(e.RHS)
	}
	return false
}

func formatShape(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		if d == dyn {
			parts[i] = "?"
		} else {
			parts[i] = fmt.Sprint(d)
		}
	}
	return strings.Join(parts, ", ")
}

// verifyOpSpecific checks the rules of ops with their own attributes.
func verifyOpSpecific(op *ir.Operation) error {
	ops := op.Operands()
	switch op.Def() {
	case Fill:
		if len(ops) == 2 {
			v, out := ops[0].Type(), ir.ElementTypeOrSelf(ops[1].Type())
			if v != out {
				return op.EmitError("expected fill value type ('%s') to match output element type ('%s')", ir.TypeString(v), ir.TypeString(out))
			}
		}
	case Transpose:
		perm := i64s(op.Attr("permutation"))
		in, init := shapeOf(ops[0].Type()), shapeOf(ops[1].Type())
		seen := map[int64]bool{}
		for _, p := range perm {
			if p < 0 || int(p) >= len(perm) || seen[p] {
				return op.EmitError("permutation is not valid")
			}
			seen[p] = true
		}
		if len(in) != len(perm) {
			return op.EmitError("input rank %d does not match permutation size %d", len(in), len(perm))
		}
		if len(init) != len(perm) {
			return op.EmitError("init rank %d does not match permutation size %d", len(init), len(perm))
		}
		for i, p := range perm {
			if in[p] != dyn && init[i] != dyn && in[p] != init[i] {
				return op.EmitError("dim(result, %d) = %d doesn't match dim(input, permutation[%d]) = %d", i, init[i], i, in[p])
			}
		}
	case Broadcast:
		dims := i64s(op.Attr("dimensions"))
		in, init := shapeOf(ops[0].Type()), shapeOf(ops[1].Type())
		if len(in)+len(dims) != len(init) {
			return op.EmitError("input rank plus added dimensions does not match init rank. input rank: %d, dimensions size: %d, init rank: %d", len(in), len(dims), len(init))
		}
		for i, d := range dims {
			if d < 0 || int(d) >= len(init) {
				return op.EmitError("dimension %d is out of range. expected range: [0, %d], got: %d", i, len(init)-1, d)
			}
		}
		k := 0
		for i := range init {
			added := false
			for _, d := range dims {
				added = added || d == int64(i)
			}
			if added {
				continue
			}
			if k < len(in) && in[k] != dyn && init[i] != dyn && in[k] != init[i] {
				return op.EmitError("input dim %d should match init dim %d. input: %d, init: %d", k, i, in[k], init[i])
			}
			k++
		}
	case Reduce:
		dims := i64s(op.Attr("dimensions"))
		ins, inits := Inputs(op), Outputs(op)
		if len(ins) == 0 || len(ins) != len(inits) {
			return op.EmitError("expects equal number of inputs and inits, but got %d and %d", len(ins), len(inits))
		}
		in := shapeOf(ins[0].Type())
		for _, d := range dims {
			if d < 0 || int(d) >= len(in) {
				return op.EmitError("dimensions for reduction should be in the range [0, %d].", len(in)-1)
			}
		}
		var want []int64
		for i, d := range in {
			red := false
			for _, x := range dims {
				red = red || x == int64(i)
			}
			if !red {
				want = append(want, d)
			}
		}
		init := shapeOf(inits[0].Type())
		if len(want) != len(init) {
			return op.EmitError("number of dimensions after reduction %d doesn't match the init rank %d", len(want), len(init))
		}
		for i := range want {
			if want[i] != dyn && init[i] != dyn && want[i] != init[i] {
				return op.EmitError("init dimensions [%s] doesn't match input dimensions after reduction [%s]", formatShape(init), formatShape(want))
			}
		}
		if b := op.Region(0).Front(); b != nil && b.NumArgs() != len(ins)+len(inits) {
			return op.EmitError("mismatching number of operands and block arguments")
		}
	case Map:
		out := shapeOf(ops[len(ops)-1].Type())
		for _, v := range ops[:len(ops)-1] {
			s := shapeOf(v.Type())
			if len(s) != len(out) {
				return op.EmitError("expected shape of input (%s) to match shape of output (%s)", formatShape(s), formatShape(out))
			}
			for i := range s {
				if s[i] != dyn && out[i] != dyn && s[i] != out[i] {
					return op.EmitError("expected shape of input (%s) to match shape of output (%s)", formatShape(s), formatShape(out))
				}
			}
		}
	}
	return nil
}

func verifyYield(op *ir.Operation) error {
	p := op.ParentOp()
	if p == nil || !IsStructured(p) {
		return op.EmitError("expected parent op with LinalgOp interface")
	}
	outs := Outputs(p)
	if p.Def() == Map {
		outs = p.Operands()[p.NumOperands()-1:]
	}
	if op.NumOperands() != len(outs) {
		return op.EmitError("expected number of yield values (%d) to match the number of inits / outs operands of the enclosing LinalgOp (%d)", op.NumOperands(), len(outs))
	}
	for i, o := range outs {
		want := ir.ElementTypeOrSelf(o.Type())
		if op.Operand(i).Type() != want {
			return op.EmitError("type of yield operand %d ('%s') doesn't match the element type of the enclosing linalg.generic op ('%s')",
				i+1, ir.TypeString(op.Operand(i).Type()), ir.TypeString(want))
		}
	}
	return nil
}

func verifyIndex(op *ir.Operation) error {
	var p *ir.Operation
	for q := op.ParentOp(); q != nil; q = q.ParentOp() {
		if IsStructured(q) {
			p = q
			break
		}
	}
	if p == nil {
		return op.EmitError("expected parent op with LinalgOp interface")
	}
	iters, err := IteratorTypes(p)
	if err != nil {
		return nil
	}
	d, _ := op.Attr("dim").(*ir.IntegerAttr)
	if d != nil && (d.Int64() < 0 || d.Int64() >= int64(len(iters))) {
		return op.EmitError("expected dim (%d) to be lower than the number of loops (%d) of the enclosing LinalgOp", d.Int64(), len(iters))
	}
	return nil
}

func verifySoftmax(op *ir.Operation) error {
	in, out := shapeOf(op.Operand(0).Type()), shapeOf(op.Operand(1).Type())
	d, _ := op.Attr("dimension").(*ir.IntegerAttr)
	if d == nil || d.Int64() < 0 || d.Int64() >= int64(len(in)) {
		return op.EmitError("incorrect dimension specified")
	}
	if len(in) != len(out) {
		return op.EmitError("incompatible output shape")
	}
	for i := range in {
		if in[i] != dyn && out[i] != dyn && in[i] != out[i] {
			return op.EmitError("incompatible output shape")
		}
	}
	if op.NumResults() > 1 {
		return op.EmitError("expects at most one result")
	}
	if op.NumResults() == 1 && op.Result(0).Type() != op.Operand(1).Type() {
		return op.EmitError("result type must match output type")
	}
	return nil
}
