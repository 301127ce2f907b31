package gpuoutline

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// DynamicWorkgroupAttr marks a kernel gpu.func whose workgroup
// attributions strata-gpu-dynamic-workgroup-memory moved to dynamic shared
// memory: the byte offset of each attribution, then the total, which its
// launches pass as their dynamic shared memory size. convert-gpu-to-nvvm
// places each attribution at its offset in the kernel's one extern
// .shared array.
const DynamicWorkgroupAttr = "strata.dynamic_workgroup_offsets"

// StaticSharedLimit is the most static shared memory a CUDA kernel may
// declare (48 KB); a block may use up to 227 KB on sm_90, but beyond 48 KB
// only as dynamic shared memory that each launch asks for.
const StaticSharedLimit = 48 << 10

// DynamicWorkgroupPass is strata-gpu-dynamic-workgroup-memory.
var DynamicWorkgroupPass = &passes.Pass{
	Argument: "strata-gpu-dynamic-workgroup-memory",
	Name:     "GpuDynamicWorkgroupMemoryPass",
	Summary:  "Kernels whose workgroup memory exceeds the static limit take it as dynamic shared memory",
	Description: "A CUDA kernel may declare at most 48 KB of static shared memory; more (up to 227 KB a block on " +
		"sm_90) must be dynamic, its size given by each launch. For each kernel gpu.func whose workgroup " +
		"attributions (each placed at a multiple of 16 bytes) take more than static-limit bytes, the pass records " +
		"their byte offsets and total in the kernel's " + DynamicWorkgroupAttr + " attribute and gives every " +
		"gpu.launch_func of the kernel that total as its dynamic_shared_memory_size. convert-gpu-to-nvvm then " +
		"places the attributions in one extern .shared array, and the runtimes raise the kernel's dynamic shared " +
		"memory limit at launch (cuFuncSetAttribute). Kernels at or below the limit, and kernels with an " +
		"attribution whose elements have no fixed byte size (index), are left as they are. A launch of a kernel " +
		"over the limit that already asks for dynamic shared memory is an error.",
	Dialects: []string{"gpu", "arith"},
	Options: []passes.Option{
		{Name: "static-limit", Kind: passes.IntOption, Default: fmt.Sprint(StaticSharedLimit), Description: "The most workgroup memory, in bytes, a kernel keeps static"},
	},
	Run: func(r *passes.Run) error {
		limit := r.Int("static-limit")
		if limit < 0 {
			return r.Errorf("static-limit must not be negative, got %d", limit)
		}
		return dynamicWorkgroupMemory(r.Op, limit)
	},
}

// workgroupOffsets is the byte offset of each of kernel's workgroup
// attributions, each at a multiple of 16 bytes, and their total; ok is
// false when an attribution is not a static memref of integers or floats
// (an index element's size is the lowering's choice).
func workgroupOffsets(kernel *ir.Operation) (offsets []int64, total int64, ok bool) {
	workgroup, _ := gpu.Attributions(kernel)
	for _, a := range workgroup {
		mt, isMemRef := a.Type().(*ir.MemRefType)
		if !isMemRef || !ir.IsStaticShape(mt.Dims) {
			return nil, 0, false
		}
		switch mt.Elem.(type) {
		case *ir.IntegerType, *ir.FloatType:
		default:
			return nil, 0, false
		}
		offsets = append(offsets, total)
		bytes := ir.NumElements(mt) * int64((ir.IntOrFloatBitWidth(mt.Elem)+7)/8)
		total += (bytes + 15) / 16 * 16
	}
	return offsets, total, true
}

func dynamicWorkgroupMemory(module *ir.Operation, limit int64) error {
	// The kernels over the limit, by their gpu.module and name.
	sizes := map[[2]string]int64{}
	var failure error
	ir.WalkOps(module, func(op *ir.Operation) {
		if failure != nil || op.Def() != gpu.Func || !gpu.IsKernel(op) {
			return
		}
		workgroup, _ := gpu.Attributions(op)
		if len(workgroup) == 0 {
			return
		}
		// A kernel without byte sizes keeps its attributions static:
		// convert-gpu-to-nvvm rejects it if they are too large.
		offsets, total, ok := workgroupOffsets(op)
		if !ok || total <= limit {
			return
		}
		op.SetDiscardableAttr(DynamicWorkgroupAttr, op.Context().DenseI64Array(append(offsets, total)))
		if parent := op.ParentOp(); parent != nil && parent.Def() == gpu.Module {
			sizes[[2]string{ir.SymbolName(parent), ir.SymbolName(op)}] = total
		}
	})
	if failure != nil {
		return failure
	}
	if len(sizes) == 0 {
		return nil
	}
	ir.WalkOps(module, func(op *ir.Operation) {
		launch, ok := gpu.AsLaunchFunc(op)
		if failure != nil || !ok {
			return
		}
		ref, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
		if !ok {
			return
		}
		total, ok := sizes[[2]string{ref.Root, ref.Leaf()}]
		if !ok {
			return
		}
		if launch.DynamicSharedMemorySize() != nil {
			failure = op.EmitError("the launch asks for dynamic shared memory of its own, and its kernel's %d bytes of workgroup memory must be dynamic too", total)
			return
		}
		setDynamicShared(op, total)
	})
	return failure
}

// setDynamicShared gives launch an i32 constant of bytes as its dynamic
// shared memory size.
func setDynamicShared(launch *ir.Operation, bytes int64) {
	ctx := launch.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(launch)
	b.Loc = launch.Loc()
	size := arith.BuildConstantInt(b, ctx.I(32), bytes)
	seg := launch.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	sizes := append([]int64(nil), seg.Ints...)
	start, _ := launch.Def().OperandGroupRange(launch, gpu.GroupDynamicShared)
	operands := launch.Operands()
	operands = append(operands[:start:start], append([]*ir.Value{size}, operands[start:]...)...)
	launch.SetOperands(operands)
	sizes[gpu.GroupDynamicShared] = 1
	launch.SetAttr("operandSegmentSizes", ctx.DenseI32Array(sizes))
}
