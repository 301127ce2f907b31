package gputonvvm

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/builtin"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/gpuoutline"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// KernelAttr marks an llvm.func that emit/ptx writes as a PTX .entry.
const KernelAttr = "nvvm.kernel"

// WorkgroupGlobalName is the name of the addr_space 3 global that holds
// workgroup attribution i of function fn, as upstream names it.
func WorkgroupGlobalName(fn string, i int) string { return fmt.Sprintf("__wg_%s_%d", fn, i) }

// DynamicWorkgroupGlobalName is the extern shared array of kernel fn's
// workgroup attributions when they are dynamic shared memory.
func DynamicWorkgroupGlobalName(fn string) string { return "__dyn_wg_" + fn }

// convertGPU lowers the gpu ops of m (after the reductions are expanded).
func convertGPU(m *ir.Operation, o tollvm.Options) error {
	tc := tollvm.NewTypeConverter(m.Context(), o)
	target := tollvm.NewTarget()
	target.AddLegalDialect("nvvm")
	target.AddIllegalDialect("gpu")
	target.AddIllegalDialect("nvgpu")
	target.AddLegalOp(gpu.Module.Name)
	return rewrite.ApplyPartialConversion(m, target, Patterns(o), tc)
}

// Patterns returns the gpu-to-nvvm conversion patterns (the reductions
// are expanded before, by expandReductions).
func Patterns(o tollvm.Options) []*rewrite.ConversionPattern {
	c := &conv{o: o}
	ps := []*rewrite.ConversionPattern{
		{Name: "GPUFuncOpLowering", Root: gpu.Func.Name, Rewrite: c.funcOp},
		{Name: "GPUReturnOpLowering", Root: gpu.Return.Name, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			return functollvm.LowerReturn(op, operands, rw, o)
		}},
		{Name: "GPUBarrierOpLowering", Root: gpu.Barrier.Name, Rewrite: c.barrier},
		{Name: "GPUGlobalIdOpLowering", Root: gpu.GlobalID.Name, Rewrite: c.globalID},
		{Name: "GPULaneIdOpLowering", Root: gpu.LaneID.Name, Rewrite: c.laneID},
		{Name: "GPUSubgroupSizeOpLowering", Root: gpu.SubgroupSize.Name, Rewrite: c.subgroupSize},
		{Name: "GPUShuffleOpLowering", Root: gpu.Shuffle.Name, Rewrite: c.shuffle},
		{Name: "WmmaLoadOpToNVVMLowering", Root: gpu.SubgroupMmaLoadMatrix.Name, Rewrite: c.mmaLoad},
		{Name: "WmmaStoreOpToNVVMLowering", Root: gpu.SubgroupMmaStoreMatrix.Name, Rewrite: c.mmaStore},
		{Name: "WmmaMmaOpToNVVMLowering", Root: gpu.SubgroupMmaCompute.Name, Rewrite: c.mmaCompute},
		{Name: "WmmaConstantOpToNVVMLowering", Root: gpu.SubgroupMmaConstantMatrix.Name, Rewrite: c.mmaConstant},
	}
	ps = append(ps, c.asyncCopyPatterns()...)
	for def, regs := range idRegisters {
		regs := regs
		size := def == gpu.BlockDim || def == gpu.GridDim
		ps = append(ps, &rewrite.ConversionPattern{Name: "GPUIndexIntrinsicOpLowering", Root: def.Name,
			Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
				d := gpu.DimIndex(op)
				if d < 0 {
					return false
				}
				b := tollvm.NewB(rw.Rewriter, c.o)
				rw.ReplaceOp(op, []*ir.Value{c.sreg(b, regs[d], op, size)})
				return true
			}})
	}
	return ps
}

// The special registers of the per-dimension ids.
var idRegisters = map[*ir.OpDef][3]*ir.OpDef{
	gpu.ThreadID: {nvvm.TidX, nvvm.TidY, nvvm.TidZ},
	gpu.BlockID:  {nvvm.CtaIdX, nvvm.CtaIdY, nvvm.CtaIdZ},
	gpu.BlockDim: {nvvm.NTidX, nvvm.NTidY, nvvm.NTidZ},
	gpu.GridDim:  {nvvm.NCtaIdX, nvvm.NCtaIdY, nvvm.NCtaIdZ},
}

type conv struct{ o tollvm.Options }

// sreg reads a special register (i32) and extends it to the index type.
// An id's upper_bound becomes the register's range: [0, bound) for ids,
// [1, bound] for sizes (size is true).
func (c *conv) sreg(b tollvm.B, reg *ir.OpDef, op *ir.Operation, size bool) *ir.Value {
	ctx := b.Ctx
	var attrs []ir.NamedAttr
	if op != nil {
		if ub, ok := op.Attr("upper_bound").(*ir.IntegerAttr); ok {
			lo, hi := int64(0), ub.Int64()
			if size {
				lo, hi = 1, hi+1
			}
			attrs = append(attrs, tollvm.Attr("range", nvvm.Range(ctx, 32, lo, hi)))
		}
	}
	if reg == nvvm.LaneId {
		attrs = append(attrs, tollvm.Attr("range", nvvm.Range(ctx, 32, 0, 32)))
	}
	v := b.V(reg.Name, nil, ctx.I(32), attrs...)
	return c.toIndex(b, v)
}

// toIndex converts an i32 to the lowered index type (sext, as upstream).
func (c *conv) toIndex(b tollvm.B, v *ir.Value) *ir.Value {
	switch w := b.Index().Width; {
	case w > 32:
		return b.V(llvm.SExt.Name, []*ir.Value{v}, b.Index())
	case w < 32:
		return b.V(llvm.Trunc.Name, []*ir.Value{v}, b.Index())
	}
	return v
}

// gpu.global_id d -> ctaid.d * ntid.d + tid.d
func (c *conv) globalID(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	d := gpu.DimIndex(op)
	if d < 0 {
		return false
	}
	b := tollvm.NewB(rw.Rewriter, c.o)
	bid := c.sreg(b, idRegisters[gpu.BlockID][d], nil, false)
	bdim := c.sreg(b, idRegisters[gpu.BlockDim][d], nil, true)
	prod := b.Bin(llvm.Mul.Name, bid, bdim, 0)
	tid := c.sreg(b, idRegisters[gpu.ThreadID][d], nil, false)
	rw.ReplaceOp(op, []*ir.Value{b.Bin(llvm.Add.Name, tid, prod, 0)})
	return true
}

// gpu.lane_id -> nvvm.read.ptx.sreg.laneid range <i32, 0, 32>
func (c *conv) laneID(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	b := tollvm.NewB(rw.Rewriter, c.o)
	rw.ReplaceOp(op, []*ir.Value{c.sreg(b, nvvm.LaneId, nil, false)})
	return true
}

// gpu.subgroup_size -> 32 (every NVIDIA warp has 32 lanes)
func (c *conv) subgroupSize(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	b := tollvm.NewB(rw.Rewriter, c.o)
	rw.ReplaceOp(op, []*ir.Value{b.IndexConst(32)})
	return true
}

// gpu.barrier -> nvvm.barrier0
func (c *conv) barrier(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	rw.CreateOp(nvvm.Barrier0.Name, nil, nil)
	rw.EraseOp(op)
	return true
}

// funcOwn are gpu.func's attributes an llvm.func does not carry.
var funcOwn = map[string]bool{"workgroup_attributions": true, "workgroup_attrib_attrs": true, "private_attrib_attrs": true,
	gpuoutline.DynamicWorkgroupAttr: true}

// gpu.func @f(args) workgroup(%w : memref<N x T, 3>) private(%p : memref<M x T>) [kernel]
// -> llvm.mlir.global internal @__wg_f_0() {addr_space = 3} : !llvm.array<N x T>
//
//	llvm.func @f(args as convert-func-to-llvm passes them) attributes {gpu.kernel, nvvm.kernel}
//	  %w = descriptor of addressof @__wg_f_0; %p = descriptor of llvm.alloca M x T
func (c *conv) funcOp(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	ft := gpu.FunctionType(op)
	o := c.o
	if ft != nil && op.HasAttr(functollvm.BarePtrAttr) {
		// strata-gpu-bare-pointer-kernels' mark: this kernel alone takes
		// its memrefs as bare pointers, and its launches follow it.
		if bare, _ := tollvm.AllCanBeBare(ft.Inputs); bare {
			o.BarePtrCallConv = true
		}
	}
	if ft == nil || functollvm.Signature(ctx, ft, o) == nil {
		return false
	}
	name := ir.SymbolName(op)
	wg, priv := gpu.Attributions(op)
	if len(wg)+len(priv) > 0 {
		entry := op.Region(0).Front()
		b := tollvm.NewB(rw.Rewriter, c.o)
		// strata-gpu-dynamic-workgroup-memory's byte offsets: the
		// attributions lie in the kernel's extern .shared array.
		offsets, _ := op.Attr(gpuoutline.DynamicWorkgroupAttr).(*ir.DenseArrayAttr)
		if offsets != nil && len(offsets.Ints) != len(wg)+1 {
			return false
		}
		var dynamic *ir.Value
		for i, a := range wg {
			mt := a.Type().(*ir.MemRefType)
			dt, elem := tollvm.DescriptorType(ctx, c.o, mt), tollvm.ElementType(ctx, c.o, mt)
			if dt == nil || elem == nil {
				return false
			}
			as, _ := tollvm.AddressSpace(mt)
			if offsets != nil {
				if dynamic == nil {
					dynamic = c.workgroupGlobal(rw, b, op, a.Loc(), DynamicWorkgroupGlobalName(name), llvm.Array(ctx, ctx.I(8), 0), "external", as)
				}
				rw.SetInsertionPointAfter(dynamic.DefiningOp())
				p := b.GEP(0, b.Ptr(as), dynamic, ctx.I(8), offsets.Ints[i])
				c.replaceAttribution(rw, b, a, mt, dt, p)
				continue
			}
			arr := llvm.Array(ctx, elem, numElements(mt))
			addr := c.workgroupGlobal(rw, b, op, a.Loc(), WorkgroupGlobalName(name, i), arr, "internal", as)
			p := b.GEP(0, b.Ptr(as), addr, arr, 0, 0)
			c.replaceAttribution(rw, b, a, mt, dt, p)
		}
		for _, a := range priv {
			mt := a.Type().(*ir.MemRefType)
			dt, elem := tollvm.DescriptorType(ctx, c.o, mt), tollvm.ElementType(ctx, c.o, mt)
			if dt == nil || elem == nil {
				return false
			}
			as, _ := tollvm.AddressSpace(mt)
			rw.SetInsertionPointToStart(entry)
			n := b.IntConst(ctx.I(64), numElements(mt))
			p := b.V(llvm.Alloca.Name, []*ir.Value{n}, b.Ptr(as), tollvm.Attr("elem_type", ctx.TypeAttr(elem)))
			c.replaceAttribution(rw, b, a, mt, dt, p)
		}
		for entry.NumArgs() > len(ft.Inputs) {
			entry.EraseArgument(len(ft.Inputs))
		}
	}
	fn := functollvm.LowerFunction(rw, op, ft, o, func(n string) bool { return funcOwn[n] })
	if fn == nil {
		return false
	}
	if gpu.IsKernel(op) {
		fn.SetAttr(KernelAttr, ctx.UnitAttr())
		// PTX reads .minnctapersm only beside a thread bound: the known
		// block size is one.
		if fn.HasAttr(nvvm.MinBlocksAttr) && !fn.HasAttr(nvvm.MaxThreadsAttr) {
			if sizes, ok := op.Attr(gpu.KnownBlockSizeAttr).(*ir.DenseArrayAttr); ok {
				fn.SetAttr(nvvm.MaxThreadsAttr, sizes)
			}
		}
	}
	// A kernel keeps the mark only when it takes bare pointers, so that its
	// launches follow it (MarkBarePointerLaunches). Under the pass option
	// alone no kernel is marked, as upstream: gpu-to-llvm's
	// use-bare-pointers-for-kernels is the launches' side of it.
	if !o.BarePtrCallConv || !gpu.IsKernel(op) {
		fn.RemoveAttr(functollvm.BarePtrAttr)
	}
	rw.EraseOp(op)
	return true
}

// workgroupGlobal declares a workgroup global of type global before kernel
// fn and returns its address, taken at the start of fn's entry block.
func (c *conv) workgroupGlobal(rw *rewrite.ConversionRewriter, b tollvm.B, fn *ir.Operation, loc ir.Location, name string, global ir.Type, linkage string, as int) *ir.Value {
	ctx := rw.Ctx
	rw.SetInsertionPoint(fn)
	st := &ir.OperationState{Name: ctx.OpName(llvm.Global.Name), Loc: loc, NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	st.AddAttr("global_type", ctx.TypeAttr(global))
	st.AddAttr("linkage", llvm.Linkage(ctx, linkage))
	st.AddAttr("addr_space", ctx.IntegerAttr(ctx.I(32), int64(as)))
	// As upstream: 16 bytes, so that wide and paired loads of a tile (the
	// tensor cores' fragments) are aligned.
	st.AddAttr("alignment", ctx.IntegerAttr(ctx.I(64), 16))
	rw.Create(st)
	rw.SetInsertionPointToStart(fn.Region(0).Front())
	return b.V(llvm.AddressOf.Name, nil, b.Ptr(as), tollvm.Attr("global_name", ctx.SymbolRefAttr(name)))
}

// replaceAttribution builds the descriptor of a static identity-layout
// memref at p and replaces a's uses by it (through a cast to the memref
// type, for the memref ops not converted yet).
func (c *conv) replaceAttribution(rw *rewrite.ConversionRewriter, b tollvm.B, a *ir.Value, mt *ir.MemRefType, dt ir.Type, p *ir.Value) {
	sizes := make([]*ir.Value, len(mt.Dims))
	strides := make([]*ir.Value, len(mt.Dims))
	run := int64(1)
	for i := len(mt.Dims) - 1; i >= 0; i-- {
		strides[i] = b.IndexConst(run)
		run *= mt.Dims[i]
	}
	for i, d := range mt.Dims {
		sizes[i] = b.IndexConst(d)
	}
	desc := b.Pack(dt, p, p, b.IndexConst(0), sizes, strides)
	cast := rw.CreateOp(builtin.UnrealizedConversionCast.Name, []*ir.Value{desc}, []ir.Type{mt}).Result(0)
	rw.ReplaceAllUsesWith(a, cast)
}

func numElements(mt *ir.MemRefType) int64 {
	n := int64(1)
	for _, d := range mt.Dims {
		n *= d
	}
	return n
}
