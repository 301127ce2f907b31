package bufferize

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// CountAllocs is test-strata-count-allocs, the leak check of the
// bufferization tests: every memref.alloc adds one to a global counter
// and every memref.dealloc takes one away, and each public function F
// returning memrefs gets a companion @F_live_allocs (same arguments) that
// calls F, frees the buffers F returned (which its caller owns) and
// returns the counter: 0 when nothing leaked. Run the companion with
// strata-run --target=interp.
var CountAllocs = &passes.Pass{
	Argument: "test-strata-count-allocs",
	Name:     "TestStrataCountAllocs",
	Summary:  "Test pass: count live heap allocations, for leak checks under the interpreter",
	Anchor:   builtin.Module.Name,
	Dialects: []string{"memref", "arith", "func"},
	Run:      func(r *passes.Run) error { countAllocs(r.Op); return nil },
}

const counterName = "__strata_live_allocs"

func countAllocs(module *ir.Operation) {
	ctx := module.Context()
	i64 := ctx.I(64)
	ct := ctx.MemRefType([]int64{1}, i64, nil, nil)
	top := module.Region(0).Front()
	g := ir.Create(&ir.OperationState{Name: ctx.OpName(memref.Global.Name), Loc: module.Loc(), Attrs: []ir.NamedAttr{
		{Name: "sym_name", Value: ctx.StringAttr(counterName)},
		{Name: "sym_visibility", Value: ctx.StringAttr("private")},
		{Name: "type", Value: ctx.TypeAttr(ct)},
		{Name: "initial_value", Value: ctx.DenseElementsAttr(ctx.RankedTensorType([]int64{1}, i64, nil), make([]byte, 8))},
	}})
	top.Prepend(g)
	bld := ir.NewBuilder(ctx)
	bump := func(delta int64) *ir.Value {
		c0 := bld.Build(arith.Constant, nil, []ir.Type{ctx.IndexType()},
			ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), 0)}).Result(0)
		d := bld.Build(arith.Constant, nil, []ir.Type{i64}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(i64, delta)}).Result(0)
		m := bld.Build(memref.GetGlobal, nil, []ir.Type{ct}, ir.NamedAttr{Name: "name", Value: ctx.SymbolRefAttr(counterName)}).Result(0)
		v := bld.Build(memref.Load, []*ir.Value{m, c0}, []ir.Type{i64}).Result(0)
		n := bld.Build(arith.AddI, []*ir.Value{v, d}, []ir.Type{i64}).Result(0)
		bld.Build(memref.Store, []*ir.Value{n, m, c0}, nil)
		return n
	}
	ir.WalkOps(module, func(op *ir.Operation) {
		switch op.Def() {
		case memref.Alloc:
			bld.SetInsertionPointAfter(op)
			bld.Loc = op.Loc()
			bump(1)
		case memref.Dealloc:
			bld.SetInsertionPoint(op)
			bld.Loc = op.Loc()
			bump(-1)
		}
	})
	for _, f := range top.Ops() {
		if f.Def() != fn.Func || f.Region(0).Empty() || ir.SymbolName(f) == "" {
			continue
		}
		if v, ok := f.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value != "public" {
			continue
		}
		ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
		name := ir.SymbolName(f) + "_live_allocs"
		r := ir.NewRegion()
		blk := ir.NewBlock()
		r.Append(blk)
		for _, t := range ft.Inputs {
			blk.AddArgument(t, f.Loc())
		}
		nf := ir.Create(&ir.OperationState{Name: ctx.OpName(fn.Func.Name), Loc: f.Loc(), Attrs: []ir.NamedAttr{
			{Name: "sym_name", Value: ctx.StringAttr(name)},
			{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType(ft.Inputs, []ir.Type{i64}))},
		}, Regions: []*ir.Region{r}})
		top.InsertAfter(nf, f)
		bld.SetInsertionPointToEnd(blk)
		bld.Loc = f.Loc()
		call := bld.Build(fn.Call, blk.Args(), ft.Results,
			ir.NamedAttr{Name: "callee", Value: ctx.SymbolRefAttr(ir.SymbolName(f))})
		seen := map[*ir.Value]bool{}
		for _, res := range call.Results() {
			if _, ok := res.Type().(*ir.MemRefType); ok && !seen[res] {
				seen[res] = true
				bld.SetInsertionPointToEnd(blk)
				bump(-1)
				bld.SetInsertionPointToEnd(blk)
				bld.Build(memref.Dealloc, []*ir.Value{res}, nil)
			}
		}
		c0 := bld.Build(arith.Constant, nil, []ir.Type{ctx.IndexType()},
			ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), 0)}).Result(0)
		m := bld.Build(memref.GetGlobal, nil, []ir.Type{ct}, ir.NamedAttr{Name: "name", Value: ctx.SymbolRefAttr(counterName)}).Result(0)
		v := bld.Build(memref.Load, []*ir.Value{m, c0}, []ir.Type{i64}).Result(0)
		bld.Build(fn.Return, []*ir.Value{v}, nil)
	}
}
