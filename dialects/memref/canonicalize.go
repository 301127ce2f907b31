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

// An allocation whose only users are stores into it and deallocations is
// never read: the allocation, those stores and deallocations are erased
// (upstream's SimplifyDeadAlloc; a memref.realloc too, its source left as
// it is). A view of it is a user like any other and keeps it, as upstream's:
// an unused view dies first, as any op without effects, and then the
// allocation can go.
var simplifyDeadAlloc = &rewrite.Pattern{
	Name: "SimplifyDeadAlloc", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.Def() != Alloc && op.Def() != Alloca && op.Def() != Realloc {
			return false
		}
		var dead []*ir.Operation
		for _, u := range op.Result(0).Uses() {
			o := u.Owner()
			switch {
			case o.Def() == Dealloc:
			case o.Def() == Store && u.Index() == 1:
			default:
				return false
			}
			dead = append(dead, o)
		}
		for _, o := range dead {
			rw.EraseOp(o)
		}
		rw.EraseOp(op)
		return true
	},
}
