package bufferize

import (
	"github.com/strata-compiler/strata/dialects/bufferization"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
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
			switch op.Def() {
			case memref.Alloc:
				roots = append(roots, op.Result(0))
			case scf.If, fn.Call:
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
			case user.Def() == memref.Dealloc:
				return // freed already
			case user.Def() == fn.Return:
				return // the caller owns it
			case user.Def() == scf.Yield && user.ParentOp() != nil && user.ParentOp().Def() == scf.If:
				return // the scf.if result owns it
			case user.Def() == scf.Yield, user.Def() == scf.Condition, user.Def() == bufferization.ToTensor,
				user.Def() == memref.ExtractStridedMetadata, user.NumSuccessors() > 0:
				return // ownership not followed
			case rewrite.ViewSource(user) == v: // a view of v (ViewLike)
				work = append(work, user.Results()...)
			}
			anc := blk.FindAncestorOpInBlock(user)
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
	d := ir.Create(&ir.OperationState{Name: def.Context().OpName(memref.Dealloc.Name), Loc: def.Loc(),
		Operands: []*ir.Value{root}})
	blk.InsertAfter(d, last)
}
