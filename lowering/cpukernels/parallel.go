package cpukernels

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	"strconv"

	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// ParallelFor is the runtime function a parallel kernel's call becomes:
// `void __strata_parallel_for(void (*task)(void *data, int64_t lo,
// int64_t hi), void *data, int64_t lo, int64_t hi, int64_t min_piece)`
// runs task on pieces of [lo, hi) of at least min_piece iterations that
// cover it once, on as many threads as it has, and returns when all are
// done (runtime/cpurt).
const ParallelFor = "__strata_parallel_for"

// defaultPieceWork is the work (in estimated ops) below which a piece of
// a parallel loop is not worth a thread of its own (the piece-work
// option). The runtime's pool hands a kernel to threads that spin between
// kernels in a microsecond or two; OpenMP's, before it, took 5 to 20 and
// made 1 << 19 the best choice (at 1 << 14 a transformer layer ran 17
// times slower on 16 threads than on one), which left resnet18's im2col
// copies, some 100 microseconds each, on one thread.
const defaultPieceWork = 1 << 16

// TaskSuffix ends the name of the function that unpacks a parallel
// kernel's arguments for the runtime.
const TaskSuffix = "_task"

// ParallelLaunch is strata-cpu-parallel-launch.
var ParallelLaunch = &passes.Pass{
	Argument: "strata-cpu-parallel-launch",
	Name:     "CPUParallelLaunchPass",
	Summary:  "Run the calls of parallel kernels on the runtime's threads",
	Description: "On the llvm dialect: each llvm.call of a function marked " + ParallelAttr + " (first two arguments: the " +
		"range [lo, hi) of its iterations) becomes a call of " + ParallelFor + "(@K" + TaskSuffix + ", data, lo, hi): the other " +
		"arguments are stored in a struct on the caller's stack, and @K" + TaskSuffix + " (one per kernel, marked " + KernelAttr +
		", so it is compiled with the kernel) loads them back and calls the kernel on the piece of the range a thread " +
		"runs. The runtime splits the range into contiguous pieces, one per thread, so each iteration runs exactly " +
		"once and the results do not depend on the number of threads",
	Anchor:   builtin.Module.Name,
	Dialects: []string{"llvm"},
	Options: []passes.Option{
		{Name: "piece-work", Kind: passes.IntOption, Default: strconv.Itoa(defaultPieceWork),
			Description: "Estimated ops below which a piece of a parallel loop does not get a thread of its own"},
	},
	Run: func(r *passes.Run) error {
		if r.Int("piece-work") < 1 {
			return r.Op.EmitError("strata-cpu-parallel-launch: piece-work must be positive, got %d", r.Int("piece-work"))
		}
		return launchParallel(r.Op, r.Int("piece-work"))
	},
}

func launchParallel(module *ir.Operation, pieceWork int64) error {
	ctx := module.Context()
	body := module.Region(0).Front()
	parallel := map[string]*ir.Operation{}
	for op := body.First(); op != nil; op = op.Next() {
		if op.Def() == llvm.FuncOp && op.HasAttr(ParallelAttr) {
			parallel[ir.SymbolName(op)] = op
		}
	}
	if len(parallel) == 0 {
		return nil
	}
	var calls []*ir.Operation
	ir.WalkOps(module, func(op *ir.Operation) {
		if op.Def() != llvm.Call {
			return
		}
		if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok && parallel[ref.Root] != nil && !op.ParentOp().HasAttr(KernelAttr) {
			calls = append(calls, op)
		}
	})
	ptr := llvm.Ptr(ctx, 0)
	i64 := ctx.I(64)
	tasks := map[string]string{}
	var runtimeDecl bool
	for _, call := range calls {
		ref := call.Attr("callee").(*ir.SymbolRefAttr)
		kernel := parallel[ref.Root]
		ft := llvm.FunctionType(kernel)
		if ft == nil || len(ft.Params) < 2 || call.NumOperands() != len(ft.Params) || call.NumResults() != 0 {
			return call.EmitError("a call of the parallel kernel @%s must pass its range and arguments and use no result", ref.Root)
		}
		data := llvm.LiteralStruct(ctx, ft.Params[2:], false)
		task, ok := tasks[ref.Root]
		if !ok {
			task = ref.Root + TaskSuffix
			buildTask(module, kernel, task, data)
			tasks[ref.Root] = task
		}
		if !runtimeDecl {
			declare(module, ParallelFor, llvm.Func(ctx, llvm.Void(ctx), []ir.Type{ptr, ptr, i64, i64, i64}, false))
			runtimeDecl = true
		}
		b := ir.NewBuilder(ctx)
		b.Loc = call.Loc()
		// The struct lives in the caller's entry block, once per call.
		fnEntry := call.ParentRegion().Front()
		for p := call.ParentOp(); p.Def() != llvm.FuncOp; p = p.ParentOp() {
			fnEntry = p.ParentRegion().Front()
		}
		b.SetInsertionPointToStart(fnEntry)
		one := b.Build(llvm.Constant, nil, []ir.Type{i64}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(i64, 1)}).Result(0)
		slot := b.Build(llvm.Alloca, []*ir.Value{one}, []ir.Type{ptr},
			ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(data)}).Result(0)
		b.SetInsertionPoint(call)
		for i, v := range call.Operands()[2:] {
			b.Build(llvm.Store, []*ir.Value{v, field(b, slot, data, i)}, nil)
		}
		fnPtr := b.Build(llvm.AddressOf, nil, []ir.Type{ptr}, ir.NamedAttr{Name: "global_name", Value: ctx.SymbolRefAttr(task)}).Result(0)
		minPiece := int64(1)
		if w, ok := kernel.Attr(ParallelAttr).(*ir.IntegerAttr); ok && w.Int64() > 0 {
			minPiece = max(1, (pieceWork+w.Int64()-1)/w.Int64())
		}
		piece := b.Build(llvm.Constant, nil, []ir.Type{i64}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(i64, minPiece)}).Result(0)
		buildCall(b, ParallelFor, []*ir.Value{fnPtr, slot, call.Operand(0), call.Operand(1), piece}, nil)
		call.Erase()
	}
	return nil
}

// buildTask defines `llvm.func @name(%data: !llvm.ptr, %lo: i64, %hi:
// i64)` that loads the kernel's arguments from the struct at %data and
// calls it on [lo, hi).
func buildTask(module, kernel *ir.Operation, name string, data *llvm.StructType) {
	ctx := module.Context()
	ptr, i64 := llvm.Ptr(ctx, 0), ctx.I(64)
	entry := ir.NewBlock()
	dataArg := entry.AddArgument(ptr, kernel.Loc())
	lo := entry.AddArgument(i64, kernel.Loc())
	hi := entry.AddArgument(i64, kernel.Loc())
	b := ir.NewBuilder(ctx)
	b.Loc = kernel.Loc()
	b.SetInsertionPointToEnd(entry)
	args := []*ir.Value{lo, hi}
	for i, t := range data.Body {
		args = append(args, b.Build(llvm.Load, []*ir.Value{field(b, dataArg, data, i)}, []ir.Type{t}).Result(0))
	}
	buildCall(b, ir.SymbolName(kernel), args, nil)
	b.Build(llvm.Return, nil, nil)
	region := ir.NewRegion()
	region.Append(entry)
	task := ir.Create(&ir.OperationState{Name: ctx.NameOf(llvm.FuncOp), Loc: kernel.Loc(), Regions: []*ir.Region{region},
		Attrs: []ir.NamedAttr{
			{Name: "sym_name", Value: ctx.StringAttr(name)},
			{Name: "function_type", Value: ctx.TypeAttr(llvm.Func(ctx, llvm.Void(ctx), []ir.Type{ptr, i64, i64}, false))},
			{Name: "CConv", Value: llvm.Enum(ctx, "cconv", "ccc")},
			{Name: "linkage", Value: llvm.Linkage(ctx, "external")},
			{Name: "visibility_", Value: ctx.IntegerAttr(i64, 0)},
			{Name: KernelAttr, Value: ctx.UnitAttr()},
		}})
	module.Region(0).Front().InsertAfter(task, kernel)
}

// field is the address of field i of the struct at p.
func field(b *ir.Builder, p *ir.Value, t *llvm.StructType, i int) *ir.Value {
	return b.Build(llvm.GEP, []*ir.Value{p}, []ir.Type{p.Type()},
		ir.NamedAttr{Name: "rawConstantIndices", Value: b.Ctx.DenseI32Array([]int64{0, int64(i)})},
		ir.NamedAttr{Name: "elem_type", Value: b.Ctx.TypeAttr(t)}).Result(0)
}

// buildCall is llvm.call @callee(args) (result nil: none).
func buildCall(b *ir.Builder, callee string, args []*ir.Value, result ir.Type) *ir.Operation {
	var ts []ir.Type
	if result != nil {
		ts = []ir.Type{result}
	}
	return b.Build(llvm.Call, args, ts,
		ir.NamedAttr{Name: "operandSegmentSizes", Value: b.Ctx.DenseI32Array([]int64{int64(len(args)), 0})},
		ir.NamedAttr{Name: "callee", Value: b.Ctx.SymbolRefAttr(callee)},
		ir.NamedAttr{Name: "op_bundle_sizes", Value: b.Ctx.DenseI32Array(nil)})
}

// declare adds an external llvm.func declaration of name to module unless
// it has that symbol.
func declare(module *ir.Operation, name string, ft *llvm.FuncType) {
	body := module.Region(0).Front()
	for o := body.First(); o != nil; o = o.Next() {
		if ir.SymbolName(o) == name {
			return
		}
	}
	ctx := module.Context()
	decl := ir.Create(&ir.OperationState{Name: ctx.NameOf(llvm.FuncOp), Loc: module.Loc(), Regions: []*ir.Region{ir.NewRegion()},
		Attrs: []ir.NamedAttr{
			{Name: "sym_name", Value: ctx.StringAttr(name)},
			{Name: "function_type", Value: ctx.TypeAttr(ft)},
			{Name: "CConv", Value: llvm.Enum(ctx, "cconv", "ccc")},
			{Name: "linkage", Value: llvm.Linkage(ctx, "external")},
			{Name: "visibility_", Value: ctx.IntegerAttr(ctx.I(64), 0)},
		}})
	body.Prepend(decl)
}
