package rewrite

import "github.com/strata-compiler/strata/ir"

// Op interfaces the generic passes query through OpDef.Interfaces, so
// that a pass (loop-invariant-code-motion) needs no import of the
// dialects that implement them.

// Interface names in OpDef.Interfaces.
const (
	// LoopLikeInterface maps to a *LoopLike.
	LoopLikeInterface = "LoopLikeOpInterface"
	// SpeculatableInterface maps to a func(*ir.Operation) Speculatability
	// (MLIR's ConditionallySpeculatable).
	SpeculatableInterface = "ConditionallySpeculatable"
	// MemoryEffectsInterface maps to the op's memory effects (effects.go):
	// an Effects list, NoMemoryEffect for ops that are free of them without
	// being Pure (divisions that may not be speculated), or a
	// func(*ir.Operation) Effects for ops whose effects depend on their
	// operands' types (linalg on tensors or on buffers).
	MemoryEffectsInterface = "MemoryEffects"
	// ViewLikeInterface maps to a func(*ir.Operation) *ir.Value
	// returning the buffer a view op's result aliases (MLIR's
	// ViewLikeOpInterface getViewSource).
	ViewLikeInterface = "ViewLikeOpInterface"
	// RegionsRunAtMostOnceInterface maps to true for ops each of whose
	// regions runs at most once per execution of the op (scf.if's branches,
	// scf.index_switch's cases, scf.execute_region: MLIR's
	// RegionBranchOpInterface where no region branches back to itself).
	RegionsRunAtMostOnceInterface = "RegionsRunAtMostOnce"
	// AllocationInterface maps to true for ops whose result is a fresh
	// buffer no other value reaches but through it (memref.alloc,
	// memref.alloca: MLIR's Allocate effect on the result).
	AllocationInterface = "Allocation"
	// DestinationStyleInterface maps to a func(*ir.Operation) []*ir.Value
	// returning the inits of a destination-passing-style op (MLIR's
	// DestinationStyleOpInterface getDpsInits): the op writes its i-th
	// tensor result into a copy of its i-th init, so the two have one
	// shape (linalg's outs, tensor.insert_slice's dest).
	DestinationStyleInterface = "DestinationStyleOpInterface"
	// RelayoutInterface maps to true on the ops that move a tensor's
	// elements into another layout (linalg.pack, linalg.unpack; upstream's
	// RelayoutOpInterface), whose casts generic folds leave to their own
	// patterns.
	RelayoutInterface = "RelayoutOpInterface"
	// ParallelCombiningInterface maps to true for ops that combine each
	// thread's result into a shared output (tensor.parallel_insert_slice:
	// MLIR's ParallelCombiningOpInterface), the ops an InParallel op holds.
	ParallelCombiningInterface = "ParallelCombiningOpInterface"
	// InParallelInterface maps to true for ops that hold parallel-combining
	// ops (scf.forall.in_parallel: MLIR's InParallelOpInterface).
	InParallelInterface = "InParallelOpInterface"
)

// IsParallelCombining reports whether op combines a thread's result into
// a shared output (ParallelCombiningInterface).
func IsParallelCombining(op *ir.Operation) bool { return hasFlag(op, ParallelCombiningInterface) }

// IsInParallel reports whether op holds parallel-combining ops
// (InParallelInterface).
func IsInParallel(op *ir.Operation) bool { return hasFlag(op, InParallelInterface) }

// hasFlag reports whether op's definition maps interface name to true.
func hasFlag(op *ir.Operation, name string) bool {
	if op == nil || op.Def() == nil {
		return false
	}
	b, _ := op.Def().Interfaces[name].(bool)
	return b
}

// TiedInit returns the init of a destination-passing-style op that its
// result v is written into (of v's type, so of v's shape), or nil when
// v is no such result.
func TiedInit(v *ir.Value) *ir.Value {
	op := v.DefiningOp()
	if op == nil || op.Def() == nil {
		return nil
	}
	inits, ok := op.Def().Interfaces[DestinationStyleInterface].(func(*ir.Operation) []*ir.Value)
	if !ok {
		return nil
	}
	if outs, i := inits(op), v.Index(); i < len(outs) && outs[i].Type() == v.Type() {
		return outs[i]
	}
	return nil
}

// RegionsRunAtMostOnce reports whether each region of op runs at most
// once when op does.
func RegionsRunAtMostOnce(op *ir.Operation) bool {
	if d := op.Def(); d != nil {
		once, _ := d.Interfaces[RegionsRunAtMostOnceInterface].(bool)
		return once
	}
	return false
}

// ViewSource returns the buffer op's result is a view of, or nil when op
// is no view.
func ViewSource(op *ir.Operation) *ir.Value {
	if d := op.Def(); d != nil {
		if f, ok := d.Interfaces[ViewLikeInterface].(func(*ir.Operation) *ir.Value); ok {
			return f(op)
		}
	}
	return nil
}

// ViewRoot follows views (ViewSource) back to the buffer they view: an
// allocation, an argument, or another op's result that is no view.
func ViewRoot(v *ir.Value) *ir.Value {
	for {
		d := v.DefiningOp()
		if d == nil {
			return v
		}
		src := ViewSource(d)
		if src == nil {
			return v
		}
		v = src
	}
}

// IsAllocation reports whether v is a fresh buffer an allocation op made.
func IsAllocation(v *ir.Value) bool {
	d := v.DefiningOp()
	if d == nil || d.Def() == nil {
		return false
	}
	fresh, _ := d.Def().Interfaces[AllocationInterface].(bool)
	return fresh
}

// DistinctBuffers reports whether buffers a and b cannot share memory:
// their roots (ViewRoot) differ and one of them is an allocation of its
// own (two buffers from outside may be one).
func DistinctBuffers(a, b *ir.Value) bool {
	ra, rb := ViewRoot(a), ViewRoot(b)
	return ra != rb && (IsAllocation(ra) || IsAllocation(rb))
}

// LoopLike is MLIR's LoopLikeOpInterface as far as passes need it.
type LoopLike struct {
	// Regions returns the regions that form the loop body (scf.while has
	// two).
	Regions func(op *ir.Operation) []*ir.Region
	// Carried, when set, returns the values the loop carries from one
	// iteration to the next (scf.for's iter_args), in order.
	Carried func(op *ir.Operation) []LoopCarried
	// AddCarried, when set, replaces op by the same loop carrying more
	// values: inits are their initial values and yields, given their new
	// region arguments, returns the values the body passes on. It returns
	// the new loop, whose first results replace op's.
	AddCarried func(rw *Rewriter, op *ir.Operation, inits []*ir.Value, yields func(args []*ir.Value) []*ir.Value) *ir.Operation
}

// LoopCarried is one value a loop carries across iterations.
type LoopCarried struct {
	// Init is the operand index of the initial value, Arg the region
	// argument holding the current value, Result the loop's result.
	Init   int
	Arg    *ir.Value
	Result *ir.Value
	// Yield is the terminator passing on the next value, as its operand
	// YieldOperand.
	Yield        *ir.Operation
	YieldOperand int
}

// LoopLikeOf returns op's LoopLike implementation, or nil.
func LoopLikeOf(op *ir.Operation) *LoopLike {
	if d := op.Def(); d != nil {
		if l, ok := d.Interfaces[LoopLikeInterface].(*LoopLike); ok {
			return l
		}
	}
	return nil
}

// Speculatability says whether an op may be executed where it would not
// have been (hoisted out of a loop that may not run).
type Speculatability uint8

const (
	// NotSpeculatable ops may trap or not terminate.
	NotSpeculatable Speculatability = iota
	// Speculatable ops always may.
	Speculatable
	// RecursivelySpeculatable ops may when every op nested in them may.
	RecursivelySpeculatable
)

// IsSpeculatable reports whether op may be speculated: by its
// ConditionallySpeculatable implementation, else when it is Pure (which
// includes MLIR's AlwaysSpeculatable).
func IsSpeculatable(op *ir.Operation) bool {
	d := op.Def()
	if d == nil {
		return false
	}
	if f, ok := d.Interfaces[SpeculatableInterface].(func(*ir.Operation) Speculatability); ok {
		switch f(op) {
		case Speculatable:
			return true
		case RecursivelySpeculatable:
			for _, r := range op.Regions() {
				for b := r.Front(); b != nil; b = b.Next() {
					for o := b.First(); o != nil; o = o.Next() {
						if !IsSpeculatable(o) {
							return false
						}
					}
				}
			}
			return true
		}
		return false
	}
	return op.HasTrait(ir.Pure)
}

// RebuildWithCarried is the body of an AddCarried for a loop whose
// carried values are its last operands, its results and its body's last
// arguments, in order (scf.for, affine.for): op rebuilt with inits
// appended to its operands and attrs as its attributes, its body moved in
// with an argument per init, and yields' values appended to the body's
// terminator. It returns the new loop, whose first results replace op's.
func RebuildWithCarried(rw *Rewriter, op *ir.Operation, inits []*ir.Value, attrs []ir.NamedAttr, yields func(args []*ir.Value) []*ir.Value) *ir.Operation {
	types := append([]ir.Type(nil), op.ResultTypes()...)
	for _, v := range inits {
		types = append(types, v.Type())
	}
	rw.SetInsertionPoint(op)
	loop := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: append(append([]*ir.Value(nil), op.Operands()...), inits...),
		Types: types, Attrs: attrs, Regions: []*ir.Region{ir.NewRegion()}})
	rw.InlineRegionBefore(op.Region(0), loop.Region(0), nil)
	body := loop.Region(0).Front()
	args := make([]*ir.Value, len(inits))
	for i, v := range inits {
		args[i] = body.AddArgument(v.Type(), op.Loc())
	}
	yield := body.Terminator()
	extra := yields(args)
	rw.ModifyInPlace(yield, func() { yield.SetOperands(append(append([]*ir.Value(nil), yield.Operands()...), extra...)) })
	rw.ReplaceOp(op, loop.Results()[:op.NumResults()])
	return loop
}
