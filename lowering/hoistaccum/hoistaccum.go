// Package hoistaccum is strata-hoist-loop-accumulators: an scf.for whose
// body loads an element, updates it and stores it back at the same
// loop-invariant indices every iteration (the accumulator of a reduction,
// as convert-linalg-to-loops writes it) keeps the element in an iter_arg
// instead: one load before the loop, one store after. Without it the
// store in the loop may alias the loop's other loads, and LLVM neither
// keeps the accumulator in a register nor vectorizes the reduction.
//
// The element must be the loop's only access to its buffer, and the
// loop's other accesses must be to buffers that cannot alias it: views
// are traced to their source, and two buffers are distinct when either
// is a memref.alloc or memref.alloca of its own (function arguments may
// alias each other). The loop body may hold only ops free of memory
// effects, loads, stores and nested scf regions.
//
// A store of the element just before the loop (with only pure ops between
// them: a reduction's zeroing, fused into the same loop nest) becomes the
// iter_arg's initial value and is erased, as the store after the loop
// overwrites it.
//
// With reassociate, the arith.addf or arith.mulf that updates a float
// accumulator gets the reassoc flag, so that LLVM vectorizes the
// reduction: the elements are summed in a fixed interleaving of partial
// sums (the same for every run and every thread count), not one by one.
package hoistaccum

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is strata-hoist-loop-accumulators.
var Pass = &passes.Pass{
	Argument: "strata-hoist-loop-accumulators",
	Name:     "HoistLoopAccumulators",
	Summary:  "Keep the element a loop reads and writes back every iteration in an iter_arg",
	Description: "A memref.load and a memref.store of the same buffer at the same loop-invariant indices in an scf.for body " +
		"(the only accesses to that buffer in the loop, no other buffer of the loop aliasing it) become a load before " +
		"the loop (or the value stored to that element just before the loop, that store erased), an iter_arg, and a store after it. With reassociate=true the float add or multiply updating the " +
		"accumulator is marked reassoc, so that LLVM vectorizes the reduction.",
	Options: []passes.Option{
		{Name: "reassociate", Description: "Mark the float add or multiply of a hoisted accumulator reassoc",
			Kind: passes.BoolOption, Default: "false"},
	},
	Dialects: []string{"scf", "memref", "arith"},
	Run: func(r *passes.Run) error {
		reassociate := r.Bool("reassociate")
		var loops []*ir.Operation
		// Post-order: inner loops first, so that an accumulator hoisted
		// out of an inner loop can move out of the next one too.
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == scf.For {
				loops = append(loops, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, loop := range loops {
			for {
				next, ok := hoistOne(rw, loop, reassociate)
				if !ok {
					break
				}
				loop = next
			}
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// hoistOne hoists one accumulator of loop and returns the loop that
// replaces it.
func hoistOne(rw *rewrite.Rewriter, loop *ir.Operation, reassociate bool) (*ir.Operation, bool) {
	body := loop.Region(0).Front()
	var accesses []*ir.Operation
	clean := true
	ir.WalkOps(loop, func(op *ir.Operation) {
		switch {
		case op == loop:
		case op.Def() == memref.Load || op.Def() == memref.Store:
			accesses = append(accesses, op)
		case op.Def() == scf.For || op.Def() == scf.If || op.Def() == scf.Yield:
		case op.Def() == nil || !op.Def().HasTrait(ir.Pure):
			clean = false
		}
	})
	if !clean {
		return nil, false
	}
	for _, load := range accesses {
		if load.Def() != memref.Load || load.Block() != body {
			continue
		}
		buf := load.Operand(0)
		store := storeBack(load, accesses)
		if store == nil || !invariant(loop, load.Operands()) || !alone(buf, load, store, accesses) {
			continue
		}
		return hoist(rw, loop, load, store, reassociate), true
	}
	return nil, false
}

// storeBack returns the store after load in the same block to the same
// buffer and indices, when there is exactly one access besides load to
// that buffer and it is that store.
func storeBack(load *ir.Operation, accesses []*ir.Operation) *ir.Operation {
	var store *ir.Operation
	for _, a := range accesses {
		if a == load || a.Operand(bufferOperand(a)) != load.Operand(0) {
			continue
		}
		if store != nil || a.Def() != memref.Store || a.Block() != load.Block() || !load.IsBeforeInBlock(a) {
			return nil
		}
		store = a
	}
	if store == nil {
		return nil
	}
	l, _ := memref.AsLoad(load)
	s, _ := memref.AsStore(store)
	if !slices.Equal(l.Indices(), s.Indices()) {
		return nil
	}
	return store
}

// storeBefore returns the store of load's element that precedes loop with
// only pure ops between them, or nil.
func storeBefore(loop, load *ir.Operation) *ir.Operation {
	l, _ := memref.AsLoad(load)
	for op := loop.Prev(); op != nil; op = op.Prev() {
		if op.Def() != nil && op.Def().HasTrait(ir.Pure) {
			continue
		}
		s, ok := memref.AsStore(op)
		if !ok || s.MemRef() != l.MemRef() || !slices.Equal(s.Indices(), l.Indices()) {
			return nil
		}
		return op
	}
	return nil
}

// bufferOperand is the index of the buffer among a load's or a store's
// operands.
func bufferOperand(op *ir.Operation) int {
	if op.Def() == memref.Store {
		return 1
	}
	return 0
}

// invariant reports whether every value is defined outside loop.
func invariant(loop *ir.Operation, values []*ir.Value) bool {
	for _, v := range values {
		if r := v.ParentRegion(); r != nil && loop.Region(0).IsAncestor(r) {
			return false
		}
	}
	return true
}

// alone reports whether no access of the loop but load and store may
// touch buf's memory.
func alone(buf *ir.Value, load, store *ir.Operation, accesses []*ir.Operation) bool {
	for _, a := range accesses {
		if a == load || a == store {
			continue
		}
		if !rewrite.DistinctBuffers(buf, a.Operand(bufferOperand(a))) {
			return false
		}
	}
	return true
}

// hoist rewrites loop with the accumulator load/store as an iter_arg.
func hoist(rw *rewrite.Rewriter, loop, load, store *ir.Operation, reassociate bool) *ir.Operation {
	body := loop.Region(0).Front()
	rw.SetInsertionPoint(loop)
	rw.Loc = load.Loc()
	var initial *ir.Value
	if init := storeBefore(loop, load); init != nil {
		// The element's store just before the loop (a reduction's zeroing
		// in the reduction's own kernel) is its initial value, and dead:
		// the store after the loop overwrites it, nothing reads it between.
		s, _ := memref.AsStore(init)
		initial = s.Value()
		init.Erase()
	} else {
		initial = rw.Build(memref.Load, load.Operands(), []ir.Type{load.Result(0).Type()}).Result(0)
	}

	operands := append(append([]*ir.Value{}, loop.Operands()...), initial)
	types := append(loop.ResultTypes(), initial.Type())
	region := ir.NewRegion()
	next := rw.Create(&ir.OperationState{Name: loop.OpName(), Loc: loop.Loc(), Operands: operands, Types: types,
		Attrs: loop.Attrs(), Regions: []*ir.Region{region}})
	region.TakeBody(loop.Region(0))
	acc := body.AddArgument(initial.Type(), load.Loc())

	updated, indices := store.Operand(0), append([]*ir.Value{}, store.Operands()[1:]...)
	load.Result(0).ReplaceAllUsesWith(acc)
	load.Erase()
	store.Erase()
	yield := body.Terminator()
	yield.SetOperands(append(append([]*ir.Value{}, yield.Operands()...), updated))
	if reassociate {
		markReassoc(updated, acc)
	}

	results := next.Results()
	loop.ReplaceAllUsesWith(results[:len(results)-1])
	loop.Erase()
	rw.SetInsertionPointAfter(next)
	rw.Build(memref.Store, append([]*ir.Value{results[len(results)-1]}, indices...), nil)
	return next
}

// markReassoc flags the float add or multiply computing updated from acc.
func markReassoc(updated, acc *ir.Value) {
	def := updated.DefiningOp()
	if def == nil || (def.Def() != arith.AddF && def.Def() != arith.MulF) {
		return
	}
	if def.Operand(0) != acc && def.Operand(1) != acc {
		return
	}
	def.SetAttr("fastmath", arith.FastMath(def.Context(), arith.FastMathOf(def)|arith.FastMathReassoc))
}
