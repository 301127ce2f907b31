package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// FoldCopiesIntoConsumers is strata-linalg-fold-copies-into-consumers: a
// linalg op reading the result of a pure copy (a linalg.generic whose
// body only yields its one input: a transpose, a broadcast, a permuted
// reshape) reads the copy's input instead, through the composed indexing
// map, and the copy goes. Named consumers (linalg.matmul reading a
// transposed weight, as torch's linear decomposes) are generalized
// first; convolutions and poolings are not, so that their named forms
// reach the rewrites that look for them (strata-linalg-conv-to-im2col). linalg-fuse-elementwise-ops leaves named consumers alone, as
// upstream does; a copy has no computation to repeat across a consumer's
// reduction loops, so folding it only saves the copy. The CPU target's
// matmul micro-kernel reads its operands through their strides, so a
// transposed operand costs nothing there.
var FoldCopiesIntoConsumers = &passes.Pass{
	Argument: "strata-linalg-fold-copies-into-consumers",
	Name:     "LinalgFoldCopiesIntoConsumers",
	Summary:  "Fold transposes and broadcasts on tensors into the linalg ops that read them",
	Description: "A linalg.generic on tensors that only yields its one input through a permutation of its loops " +
		"(linalg.transpose and broadcasts once generalized), read only by inputs of one structured op, is folded " +
		"into that op: the op reads the copy's input through the composed map. A named consumer is generalized first; " +
		"convolutions and poolings are left named.",
	Dialects: []string{"linalg"},
	Run: func(r *passes.Run) error {
		skip := map[*ir.Operation]bool{}
		for foldCopyOnce(r.Op, skip) {
		}
		return nil
	},
}

// foldCopyOnce folds the first copy it finds into its consumer and
// reports whether it found one; copies whose folding would leave a loop
// no operand sizes go into skip.
func foldCopyOnce(root *ir.Operation, skip map[*ir.Operation]bool) bool {
	var producer, consumer *ir.Operation
	k := -1
	ir.WalkOps(root, func(op *ir.Operation) {
		if consumer != nil || op.NumResults() == 0 || (op.Def() != linalg.Generic && !linalg.Generalizable(op)) || linalg.IsWindowed(op) {
			return
		}
		for i, in := range linalg.Inputs(op) {
			p := in.DefiningOp()
			if p == nil || skip[p] || !isPureCopy(p) || !foldable(p, in, op) {
				continue
			}
			producer, consumer, k = p, op, i
			return
		}
	})
	if consumer == nil {
		return false
	}
	if producer.Def() != linalg.Generic {
		g, err := linalg.Generalize(producer)
		if err != nil {
			skip[producer] = true
			return true
		}
		producer = g
	}
	if consumer.Def() != linalg.Generic {
		g, err := linalg.Generalize(consumer)
		if err != nil {
			skip[producer] = true
			return true
		}
		consumer = g
	}
	if !loopsInferable(fusedMaps(producer, consumer, k)) {
		skip[producer] = true
		return true
	}
	fuse(producer, consumer, k)
	return true
}

// foldable reports whether copy p's result v can fold into consumer: a
// generic copy on fusion's terms (which include being read only by
// consumer), a named one when consumer alone reads it.
func foldable(p *ir.Operation, v *ir.Value, consumer *ir.Operation) bool {
	if p.Def() == linalg.Generic {
		return fusable(p, v, consumer)
	}
	return onlyReadBy(v, consumer)
}

// isPureCopy reports whether op is linalg.transpose, linalg.broadcast,
// linalg.copy, or a linalg.generic of one input whose body yields that
// input unchanged.
func isPureCopy(op *ir.Operation) bool {
	switch op.Def() {
	case linalg.Transpose, linalg.Broadcast, linalg.Copy:
		return op.NumResults() == 1
	}
	if op.Def() != linalg.Generic || len(linalg.Inputs(op)) != 1 || len(linalg.Outputs(op)) != 1 {
		return false
	}
	body := op.Region(0).Front()
	if body == nil || body.NumOps() != 1 {
		return false
	}
	y := body.First()
	return y.Def() == linalg.Yield && y.NumOperands() == 1 && y.Operand(0) == body.Arg(0)
}
