// Package gpuoutline is gpu-kernel-outlining: each gpu.launch becomes a
// kernel (a gpu.func in a gpu.module of its own) and a gpu.launch_func
// that starts it, as upstream MLIR's pass of the same name.
package gpuoutline

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// Pass is gpu-kernel-outlining.
var Pass = &passes.Pass{
	Argument: "gpu-kernel-outlining",
	Name:     "GpuKernelOutliningPass",
	Summary:  "Outline gpu.launch bodies to kernel functions",
	Description: "The body of each gpu.launch in a function @f moves into `gpu.func @f_kernel` (kernel) of a new " +
		"`gpu.module @f_kernel` (then @f_kernel_0, @f_kernel_1, ...): the block and thread ids and sizes become " +
		"gpu.block_id/thread_id/grid_dim/block_dim, the values the body uses from above become the kernel's " +
		"arguments (constants are cloned into the kernel instead), workgroup and private attributions carry over, and " +
		"gpu.terminator becomes gpu.return. The launch becomes gpu.launch_func with the same sizes, async " +
		"dependencies and dynamic shared memory; constant block and grid sizes are recorded as known_block_size and " +
		"known_grid_size, and the launch's nvvm.* attributes (nvvm.minctasm) carry over to the kernel. The module gets the gpu.container_module attribute",
	Dialects: []string{"gpu"},
	Run: func(r *passes.Run) error {
		var launches []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == gpu.Launch {
				launches = append(launches, op)
			}
		})
		if len(launches) == 0 {
			return nil
		}
		for _, l := range launches {
			for p := l.ParentOp(); p != nil; p = p.ParentOp() {
				if p.Def() == gpu.Launch {
					return l.EmitError("cannot be outlined: it is nested in another gpu.launch (a kernel cannot launch kernels)")
				}
			}
		}
		namer := newSymbolNamer(r.Op)
		for _, l := range launches {
			if err := outline(r.Op, l, namer); err != nil {
				return err
			}
		}
		r.Op.SetDiscardableAttr(gpu.ContainerModuleAttr, r.Ctx.UnitAttr())
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass {
	return []*passes.Pass{Pass, DeduplicatePass, BarePointerPass, DynamicWorkgroupPass}
}

// topLevel returns the ancestor of op directly inside module.
func topLevel(module, op *ir.Operation) *ir.Operation {
	for op != nil && op.ParentOp() != module {
		op = op.ParentOp()
	}
	return op
}

// symbolNamer hands out names no symbol of a module uses: base, or base_0,
// base_1, ... It reads the module's symbols once and remembers the names it
// gave and the next suffix of each base, so that naming n kernels is not
// quadratic (swin_t's 468 launches).
type symbolNamer struct {
	used map[string]bool
	next map[string]int
}

func newSymbolNamer(module *ir.Operation) *symbolNamer {
	namer := &symbolNamer{used: map[string]bool{}, next: map[string]int{}}
	for _, rg := range module.Regions() {
		for b := rg.Front(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				namer.used[ir.SymbolName(o)] = true
			}
		}
	}
	return namer
}

// name returns the first of base, base_0, base_1, ... not used yet, and
// marks it used.
func (n *symbolNamer) name(base string) string {
	name := base
	for n.used[name] {
		name = fmt.Sprintf("%s_%d", base, n.next[base])
		n.next[base]++
	}
	n.used[name] = true
	return name
}

func outline(module, launch *ir.Operation, namer *symbolNamer) error {
	ctx := launch.Context()
	fn := topLevel(module, launch)
	if fn == nil {
		return launch.EmitError("expected the launch inside a function of the module")
	}
	base := ir.SymbolName(fn)
	if base == "" {
		base = "kernel"
	}
	name := namer.name(base + "_kernel")
	b := ir.NewBuilder(ctx)
	b.Loc = launch.Loc()
	body := launch.Region(0)
	entry := body.Front()
	workgroup, private := gpu.Attributions(launch)

	// Values from above: constants are cloned in, the rest are arguments.
	var args []*ir.Value
	var sink []*ir.Value
	for _, v := range ir.UsedValuesDefinedAbove(launch) {
		if d := v.DefiningOp(); d != nil && d.HasTrait(ir.ConstantLike) && d.NumOperands() == 0 && d.NumRegions() == 0 {
			sink = append(sink, v)
			continue
		}
		args = append(args, v)
	}
	var argTypes []ir.Type
	for _, v := range args {
		argTypes = append(argTypes, v.Type())
	}

	// The kernel's entry block: arguments, then the attributions.
	kernelEntry := ir.NewBlock()
	newArgs := make([]*ir.Value, len(args))
	for i, v := range args {
		newArgs[i] = kernelEntry.AddArgument(v.Type(), launch.Loc())
	}
	for _, v := range append(append([]*ir.Value{}, workgroup...), private...) {
		nv := kernelEntry.AddArgument(v.Type(), v.Loc())
		v.ReplaceAllUsesWith(nv)
	}
	b.SetInsertionPointToEnd(kernelEntry)
	// The ids and sizes replace the launch body's first twelve arguments.
	idx := ctx.IndexType()
	for i, d := range []*ir.OpDef{gpu.BlockID, gpu.ThreadID, gpu.GridDim, gpu.BlockDim} {
		for dim := 0; dim < 3; dim++ {
			v := b.Build(d, nil, []ir.Type{idx}, ir.NamedAttr{Name: "dimension", Value: gpu.Dim(ctx, dim)}).Result(0)
			entry.Arg(3*i + dim).ReplaceAllUsesWith(v)
		}
	}
	if gpu.HasClusters(launch) {
		for i, d := range []*ir.OpDef{gpu.ClusterID, gpu.ClusterDim} {
			for dim := 0; dim < 3; dim++ {
				v := b.Build(d, nil, []ir.Type{idx}, ir.NamedAttr{Name: "dimension", Value: gpu.Dim(ctx, dim)}).Result(0)
				entry.Arg(12 + 3*i + dim).ReplaceAllUsesWith(v)
			}
		}
	}
	inside := func(u *ir.OpOperand) bool { return launch.IsProperAncestor(u.Owner()) }
	for _, v := range sink {
		c := b.Insert(v.DefiningOp().Clone(ir.NewIRMapping()))
		v.ReplaceUsesWithIf(c.Result(0), inside)
	}
	for i, v := range args {
		v.ReplaceUsesWithIf(newArgs[i], inside)
	}
	// Move the body: the entry block's ops after the id ops, the other
	// blocks after it; gpu.terminator becomes gpu.return.
	kernelBody := ir.NewRegion()
	kernelBody.Append(kernelEntry)
	for _, op := range entry.Ops() {
		op.Remove()
		kernelEntry.Append(op)
	}
	for blk := entry.Next(); blk != nil; {
		next := blk.Next()
		blk.Remove()
		kernelBody.Append(blk)
		blk = next
	}
	for _, blk := range kernelBody.Blocks() {
		if t := blk.Last(); t != nil && t.Def() == gpu.Terminator {
			b.SetInsertionPoint(t)
			b.Loc = t.Loc()
			b.Build(gpu.Return, nil, nil)
			t.Erase()
		}
	}
	b.Loc = launch.Loc()

	attrs := []ir.NamedAttr{
		{Name: "sym_name", Value: ctx.StringAttr(name)},
		{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType(argTypes, nil))},
		{Name: "workgroup_attributions", Value: ctx.IntegerAttr(ctx.I(64), int64(len(workgroup)))},
		{Name: gpu.KernelAttr, Value: ctx.UnitAttr()},
	}
	grid, block := gpu.LaunchSizes(launch)
	if sizes, ok := constants(block[:]); ok {
		attrs = append(attrs, ir.NamedAttr{Name: gpu.KnownBlockSizeAttr, Value: ctx.DenseI32Array(sizes)})
	}
	if sizes, ok := constants(grid[:]); ok {
		attrs = append(attrs, ir.NamedAttr{Name: gpu.KnownGridSizeAttr, Value: ctx.DenseI32Array(sizes)})
	}
	// The launch's NVVM hints (nvvm.minctasm: the blocks an SM should
	// hold, which bounds ptxas's registers) are the kernel's.
	for _, a := range launch.DiscardableAttrs() {
		if strings.HasPrefix(a.Name, "nvvm.") {
			attrs = append(attrs, a)
		}
	}
	kernel := ir.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Func), Loc: launch.Loc(), Attrs: attrs, Regions: []*ir.Region{kernelBody}})
	moduleBody := ir.NewRegion()
	moduleBody.Append(ir.NewBlock())
	moduleBody.Front().Append(kernel)
	kmod := ir.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Module), Loc: launch.Loc(),
		Attrs: []ir.NamedAttr{{Name: "sym_name", Value: ctx.StringAttr(name)}}, Regions: []*ir.Region{moduleBody}})
	fn.Block().InsertAfter(kmod, lastKernelModuleAfter(fn))

	// The launch_func, with the launch's dependencies and sizes.
	b.SetInsertionPoint(launch)
	ops := launch.Operands()
	deps := 0
	for deps < len(ops) && gpu.IsAsyncToken(ops[deps].Type()) {
		deps++
	}
	var operands []*ir.Value
	operands = append(operands, ops[:deps]...)
	operands = append(operands, grid[:]...)
	operands = append(operands, block[:]...)
	clusters := int64(0)
	if gpu.HasClusters(launch) {
		clusters = 1
		for i := 0; i < 3; i++ {
			s, _ := gpu.Launch.OperandGroupRange(launch, gpu.GroupClusterX+i)
			operands = append(operands, launch.Operand(s))
		}
	}
	shared := int64(0)
	if s := gpu.DynamicSharedMemorySize(launch); s != nil {
		operands = append(operands, s)
		shared = 1
	}
	operands = append(operands, args...)
	lf := b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.LaunchFunc), Operands: operands,
		Types: launch.ResultTypes(),
		Attrs: []ir.NamedAttr{
			{Name: "kernel", Value: ctx.SymbolRefAttr(name, name)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(deps), 1, 1, 1, 1, 1, 1,
				clusters, clusters, clusters, shared, int64(len(args)), 0})},
		}})
	launch.ReplaceAllUsesWith(lf.Results())
	launch.Erase()
	return nil
}

// lastKernelModuleAfter returns the op after which a new kernel module of
// fn goes: after fn and the kernel modules already outlined from it, so
// that the kernels keep the order of their launches.
func lastKernelModuleAfter(fn *ir.Operation) *ir.Operation {
	at := fn
	for n := fn.Next(); n != nil && n.Def() == gpu.Module; n = n.Next() {
		at = n
	}
	return at
}

// constants returns the constant values of vs.
func constants(vs []*ir.Value) ([]int64, bool) {
	out := make([]int64, len(vs))
	for i, v := range vs {
		c, ok := staticdyn.ConstantInt(v)
		if !ok || c < 0 || c > 1<<31-1 {
			return nil, false
		}
		out[i] = c
	}
	return out, true
}
