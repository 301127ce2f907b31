// Package gpuasync is gpu-async-region: the host-side gpu ops of a
// function become asynchronous, chained by !gpu.async.token, with a
// synchronous gpu.wait wherever the host needs their results, as upstream
// MLIR's pass of the same name.
package gpuasync

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is gpu-async-region.
var Pass = &passes.Pass{
	Argument: "gpu-async-region",
	Name:     "GpuAsyncRegionPass",
	Summary:  "Make GPU ops async",
	Description: "Threads a current !gpu.async.token through each block of the function, innermost blocks first: " +
		"a gpu.launch_func, gpu.alloc, gpu.dealloc, gpu.memcpy or gpu.memset depends on the current token (the " +
		"first one of a block on a new `gpu.wait async`) and its own token becomes the current one; a synchronous " +
		"op gets the `async` form (an already async op keeps its token and gets the dependency added). An existing " +
		"gpu.wait also depends on the current token; an async one makes its token current, a synchronous one ends " +
		"the chain. Before a terminator, or an op that may have memory effects and is none of these (a host memref " +
		"op, a call, an scf.for holding gpu ops, ...), a synchronous `gpu.wait [%token]` ends the chain, so no token " +
		"crosses a block boundary. A gpu.launch is an error (outline it first). Upstream's async.execute handling " +
		"does not apply (Strata has no async dialect)",
	Anchor:   fn.Func.Name,
	Dialects: []string{"gpu"},
	Run: func(r *passes.Run) error {
		t := &threader{b: ir.NewBuilder(r.Ctx), token: gpu.AsyncToken(r.Ctx)}
		if err := walkBlocksPostOrder(r.Op, t.block); err != nil {
			return err
		}
		if !t.changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// walkBlocksPostOrder calls fn on every block nested in op, a block after
// the blocks nested in its ops (upstream's post-order walk).
func walkBlocksPostOrder(op *ir.Operation, fn func(*ir.Block) error) error {
	for _, rg := range op.Regions() {
		for blk := rg.Front(); blk != nil; {
			next := blk.Next()
			for o := blk.First(); o != nil; {
				n := o.Next()
				if err := walkBlocksPostOrder(o, fn); err != nil {
					return err
				}
				o = n
			}
			if err := fn(blk); err != nil {
				return err
			}
			blk = next
		}
	}
	return nil
}

type threader struct {
	b       *ir.Builder
	token   ir.Type
	changed bool
}

// isAsyncOp reports the ops of upstream's AsyncOpInterface that the pass
// makes async (gpu.wait and gpu.launch are handled apart).
func isAsyncOp(op *ir.Operation) bool {
	switch op.Def() {
	case gpu.LaunchFunc, gpu.Alloc, gpu.Dealloc, gpu.Memcpy, gpu.Memset:
		return true
	}
	return false
}

// asyncToken returns op's token result, or nil when it is synchronous.
func asyncToken(op *ir.Operation) *ir.Value {
	if n := op.NumResults(); n > 0 && gpu.IsAsyncToken(op.Result(n-1).Type()) {
		return op.Result(n - 1)
	}
	return nil
}

// block threads the current token through the ops of blk.
func (t *threader) block(blk *ir.Block) error {
	var current *ir.Value
	for op := blk.First(); op != nil; {
		next := op.Next()
		switch {
		case op.Def() == gpu.Launch:
			return op.EmitError("replace with gpu.launch_func first")
		case op.Def() == gpu.Wait:
			if current != nil {
				t.addDependency(op, current)
			}
			current = asyncToken(op)
		case isAsyncOp(op):
			if current == nil {
				t.b.SetInsertionPoint(op)
				t.b.Loc = op.Loc()
				current = t.b.Build(gpu.Wait, nil, []ir.Type{t.token}).Result(0)
				t.changed = true
			}
			t.addDependency(op, current)
			if tok := asyncToken(op); tok != nil {
				current = tok
			} else {
				current = t.makeAsync(op)
			}
		case current != nil && (op.HasTrait(ir.Terminator) || !rewrite.IsMemoryEffectFree(op)):
			current = t.wait(op, current)
		}
		op = next
	}
	// A block without a terminator (a region of a NoTerminator op) still
	// ends the chain, so that no GPU work is left unawaited.
	if current != nil {
		t.b.SetInsertionPointToEnd(blk)
		if last := blk.Last(); last != nil {
			t.b.Loc = last.Loc()
		}
		t.b.Build(gpu.Wait, []*ir.Value{current}, nil)
		t.changed = true
	}
	return nil
}

// wait inserts a synchronous `gpu.wait [current]` before op; the chain
// ends there (it returns nil, the new current token).
func (t *threader) wait(op *ir.Operation, current *ir.Value) *ir.Value {
	t.b.SetInsertionPoint(op)
	t.b.Loc = op.Loc()
	t.b.Build(gpu.Wait, []*ir.Value{current}, nil)
	t.changed = true
	return nil
}

// addDependency makes op depend on tok (as its first token operand)
// unless it does already.
func (t *threader) addDependency(op *ir.Operation, tok *ir.Value) {
	ops := op.Operands()
	for _, v := range ops {
		if v == tok {
			return
		}
	}
	op.SetOperands(append([]*ir.Value{tok}, ops...))
	if seg, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr); ok {
		sizes := append([]int64(nil), seg.Ints...)
		sizes[0]++
		op.SetAttr("operandSegmentSizes", op.Context().DenseI32Array(sizes))
	}
	t.changed = true
}

// makeAsync replaces op by a copy that also returns a token, and returns
// the token.
func (t *threader) makeAsync(op *ir.Operation) *ir.Value {
	types := append(op.ResultTypes(), t.token)
	st := &ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: op.Operands(), Types: types,
		Props: op.Props(), Attrs: op.DiscardableAttrs()}
	t.b.SetInsertionPoint(op)
	nop := t.b.Create(st)
	n := op.NumResults()
	op.ReplaceAllUsesWith(nop.Results()[:n])
	op.Erase()
	t.changed = true
	return nop.Result(n)
}
