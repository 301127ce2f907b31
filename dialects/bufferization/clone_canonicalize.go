package bufferization

import (
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// cloneDeallocPair drops a bufferization.clone whose copy is not needed: when
// the clone or its source is freed later in the clone's own block (and the
// other is not freed in that block too, where their lifetimes might not
// overlap), the clone's uses take the source (cast to the clone's type where
// the types differ) and that dealloc goes (upstream's SimplifyClones). Any op
// in between that frees memory, itself or in its regions, keeps the pair:
// it might free an alias of the source before the clone's uses.
var cloneDeallocPair = &rewrite.Pattern{
	Name: "SimplifyClones", Root: Clone.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, _ := AsClone(op)
		source, clone := c.Input(), op.Result(0)
		if source.Type() != clone.Type() && !memref.CastCompatible(source.Type(), clone.Type()) {
			return false
		}
		cloneFree, ok1 := soleDealloc(clone)
		sourceFree, ok2 := soleDealloc(source)
		if !ok1 || !ok2 {
			return false
		}
		if cloneFree != nil && sourceFree != nil && cloneFree.Block() == sourceFree.Block() {
			return false
		}
		var redundant *ir.Operation
		switch {
		case cloneFree != nil && cloneFree.Block() == op.Block():
			redundant = cloneFree
		case sourceFree != nil && sourceFree.Block() == op.Block():
			redundant = sourceFree
		default:
			return false
		}
		for pos := op.Next(); pos != redundant; pos = pos.Next() {
			if pos == nil || frees(pos) {
				return false
			}
		}
		replacement := source
		if source.Type() != clone.Type() {
			rw.SetInsertionPoint(op)
			replacement = rw.CreateAt(op.Loc(), memref.Cast.Name, []*ir.Value{source}, []ir.Type{clone.Type()}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{replacement})
		rw.EraseOp(redundant)
		return true
	},
}

// soleDealloc returns the memref.dealloc of v (nil when none); ok is false
// when v has more than one.
func soleDealloc(v *ir.Value) (dealloc *ir.Operation, ok bool) {
	for _, u := range v.Users() {
		if u.Def() != memref.Dealloc {
			continue
		}
		if dealloc != nil && dealloc != u {
			return nil, false
		}
		dealloc = u
	}
	return dealloc, true
}

// frees reports whether op, or an op in its regions, may free memory.
func frees(op *ir.Operation) bool {
	found := false
	ir.WalkOps(op, func(o *ir.Operation) {
		effects, known := rewrite.EffectsOf(o)
		if !known && o.NumRegions() == 0 {
			found = true
			return
		}
		for _, e := range effects {
			if e.Kind == rewrite.Free {
				found = true
			}
		}
	})
	return found
}
