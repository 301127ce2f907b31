package memref

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalization lists the dialect's canonicalization patterns.
var Canonicalization = []*rewrite.Pattern{simplifyDeadAlloc, subViewConstantArgumentFolder, subViewCastFolder, trivialSubViewFolder, dimOfReshape,
	foldSelfCopy, foldEmptyCopy, foldCopyOfCast, atomicRMWOfCast, simplifyAllocConst, composeCollapseOfCollapse, composeExpandOfExpand,
	collapseShapeCastFolder, composeCollapseOfExpand, reinterpretCastOfExtractStridedMetadata,
	allocaScopeInliner, allocaScopeHoister, viewShapeFolder, viewCastFolder}

// An allocation that is only written and freed, directly or through views,
// is never read: the allocation, its views, the stores into it and its
// deallocation are erased (upstream's SimplifyDeadAlloc; a memref.realloc
// too, its source left as it is).
var simplifyDeadAlloc = &rewrite.Pattern{
	Name: "SimplifyDeadAlloc", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.Def() != Alloc && op.Def() != Alloca && op.Def() != Realloc {
			return false
		}
		var dead []*ir.Operation
		var walk func(v *ir.Value) bool
		walk = func(v *ir.Value) bool {
			for _, u := range v.Uses() {
				o := u.Owner()
				switch {
				case o.Def() == Dealloc:
				case o.Def() == Store && u.Index() == 1:
				case rewrite.ViewSource(o) == v && o.NumResults() == 1 && rewrite.IsMemoryEffectFree(o):
					if !walk(o.Result(0)) {
						return false
					}
				default:
					return false
				}
				dead = append(dead, o)
			}
			return true
		}
		if !walk(op.Result(0)) {
			return false
		}
		// Users first (a view's users were appended before it).
		for _, o := range dead {
			rw.EraseOp(o)
		}
		rw.EraseOp(op)
		return true
	},
}
