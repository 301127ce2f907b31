package bufferize

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// Dealloc is buffer-deallocation-pipeline: every allocation (memref.alloc,
// and the buffers scf.if and func.call results hand over) is freed by a
// memref.dealloc after the last use of any view of it in its block.
// Ownership moves with a buffer that is returned (to the caller) or
// yielded from an scf.if (to its result); a buffer whose ownership cannot
// be followed (yielded by a loop, turned into a tensor) is left alone.
var Dealloc = &passes.Pass{
	Argument:    "buffer-deallocation-pipeline",
	Name:        "BufferDeallocationPipeline",
	Summary:     "Insert memref.dealloc after the last use of every buffer allocation",
	Description: "A simpler scheme than upstream's ownership-based pipeline, sufficient for one-shot-bufferize's output: memref.alloc, scf.if and func.call buffers are freed after the last use of any view of them in their block; returned buffers go to the caller, buffers yielded by scf.if to its result; ownership through loops, branches or to_tensor is not followed (those buffers are left alone)",
	Dialects:    []string{"memref"},
	Run: func(r *passes.Run) error {
		var roots []*ir.Value
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			switch op.Name() {
			case "memref.alloc":
				roots = append(roots, op.Result(0))
			case "scf.if", "func.call":
				for _, v := range op.Results() {
					if _, ok := v.Type().(*ir.MemRefType); ok {
						roots = append(roots, v)
					}
				}
			}
		})
		for _, v := range roots {
			insertDealloc(v)
		}
		return nil
	},
}

// viewOps produce a view of their first operand.
var viewOps = map[string]bool{
	"memref.subview": true, "memref.cast": true, "memref.collapse_shape": true, "memref.expand_shape": true,
	"memref.reinterpret_cast": true, "memref.transpose": true, "memref.view": true, "memref.assume_alignment": true,
}

func insertDealloc(root *ir.Value) {
	def := root.DefiningOp()
	blk := def.Block()
	last := def
	work := []*ir.Value{root}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range v.Uses() {
			user := u.Owner()
			switch {
			case user.Name() == "memref.dealloc":
				return // freed already
			case user.Name() == "func.return":
				return // the caller owns it
			case user.Name() == "scf.yield" && user.ParentOp() != nil && user.ParentOp().Name() == "scf.if":
				return // the scf.if result owns it
			case user.Name() == "scf.yield", user.Name() == "scf.condition", user.Name() == "bufferization.to_tensor",
				user.Name() == "memref.extract_strided_metadata", user.NumSuccessors() > 0:
				return // ownership not followed
			case viewOps[user.Name()] && u.Index() == 0:
				work = append(work, user.Results()...)
			}
			anc := ancestorIn(user, blk)
			if anc == nil {
				return
			}
			if last.IsBeforeInBlock(anc) {
				last = anc
			}
		}
	}
	if last.HasTrait(ir.Terminator) {
		return
	}
	d := ir.Create(&ir.OperationState{Name: def.Context().OpName("memref.dealloc"), Loc: def.Loc(),
		Operands: []*ir.Value{root}})
	blk.InsertAfter(d, last)
}
