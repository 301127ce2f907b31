package gputonvvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/nvgpu"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// The nvgpu async copies as PTX's cp.async, as upstream's
// convert-nvgpu-to-nvvm lowers them: a copy is one
// nvvm.cp.async.shared.global of its bytes (cache global `cg` with
// bypassL1, else `ca`), with srcElements as the bytes it reads (the rest
// zero-filled); a group is cp.async.commit_group, a wait
// cp.async.wait_group numGroups (0 without it). Tokens become the i32 0.

// NVGPUPass is convert-nvgpu-to-nvvm: the nvgpu ops alone, anywhere
// (convert-gpu-to-nvvm lowers them with the rest of a gpu.module); the
// memrefs they use are cast to their descriptors.
var NVGPUPass = &passes.Pass{
	Argument: "convert-nvgpu-to-nvvm",
	Name:     "ConvertNVGPUToNVVMPass",
	Summary:  "Convert NVGPU dialect to NVVM dialect",
	Description: "Lowers nvgpu.device_async_copy to nvvm.cp.async.shared.global (the elements' addresses from the memrefs' " +
		"descriptors, the source's made global; `cg` with bypassL1, else `ca`; srcElements as the bytes read), " +
		"nvgpu.device_async_create_group to nvvm.cp.async.commit.group and nvgpu.device_async_wait to " +
		"nvvm.cp.async.wait.group (numGroups, 0 without it); tokens become the i32 0. Other ops are not touched",
	Dialects: []string{"llvm", "nvvm"},
	Run: func(r *passes.Run) error {
		o := tollvm.Options{IndexBitwidth: 64}
		// A memref in a #gpu.address_space converts as one in its number.
		o.Types = func(ctx *ir.Context, t ir.Type) (ir.Type, bool) {
			if mt, ok := t.(*ir.MemRefType); ok {
				if n := numberedSpace(ctx, mt); n != mt {
					return tollvm.ConvertType(ctx, o, n), true
				}
			}
			return deviceTypes(ctx, t)
		}
		target := tollvm.NewTarget()
		target.AddLegalDialect("nvvm")
		target.AddIllegalDialect("nvgpu")
		return rewrite.ApplyPartialConversion(r.Op, target, (&conv{o: o}).asyncCopyPatterns(), tollvm.NewTypeConverter(r.Ctx, o))
	},
}

// asyncCopyPatterns are the nvgpu ops' conversion patterns.
func (c *conv) asyncCopyPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		{Name: "NVGPUAsyncCopyLowering", Root: nvgpu.DeviceAsyncCopy.Name, Rewrite: c.asyncCopy},
		{Name: "NVGPUAsyncCreateGroupLowering", Root: nvgpu.DeviceAsyncCreateGroup.Name, Rewrite: c.asyncCreateGroup},
		{Name: "NVGPUAsyncWaitLowering", Root: nvgpu.DeviceAsyncWait.Name, Rewrite: c.asyncWait},
	}
}

// tokenTypes converts !nvgpu.device.async.token to i32.
func tokenTypes(ctx *ir.Context, t ir.Type) (ir.Type, bool) {
	if nvgpu.IsDeviceAsyncToken(t) {
		return ctx.I(32), true
	}
	return nil, false
}

func (c *conv) asyncCopy(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	cp, _ := nvgpu.AsDeviceAsyncCopy(op)
	dt, st := numberedSpace(rw.Ctx, cp.Dst().Type().(*ir.MemRefType)), numberedSpace(rw.Ctx, cp.Src().Type().(*ir.MemRefType))
	dStrides, dOffset, ok1 := memref.StridesAndOffset(dt)
	sStrides, sOffset, ok2 := memref.StridesAndOffset(st)
	if !ok1 || !ok2 {
		return false
	}
	nd, ns := len(cp.DstIndices()), len(cp.SrcIndices())
	dstDesc, dstIdx := operands[0], operands[1:1+nd]
	srcDesc, srcIdx := operands[1+nd], operands[2+nd:2+nd+ns]
	b := tollvm.NewB(rw.Rewriter, c.o)
	ctx := b.Ctx
	dst := b.StridedAddress(dt, dstDesc, dstIdx, dStrides, dOffset)
	src := b.StridedAddress(st, srcDesc, srcIdx, sStrides, sOffset)
	src = b.V(llvm.AddrSpaceCast.Name, []*ir.Value{src}, b.Ptr(1))
	i32 := ctx.I(32)
	modifier := "ca"
	if op.Attr("bypassL1") != nil {
		modifier = "cg"
	}
	args := []*ir.Value{dst, src}
	if n := cp.SrcElements(); n != nil {
		// The bytes read: srcElements times the element's bits, over 8.
		count := b.V(llvm.Trunc.Name, []*ir.Value{operands[len(operands)-1]}, i32)
		bits := b.IntConst(i32, int64(ir.IntOrFloatBitWidth(dt.Elem)))
		args = append(args, b.Bin(llvm.LShr.Name, b.Bin(llvm.Mul.Name, bits, count, 0), b.IntConst(i32, 3), 0))
	}
	b.Op(nvvm.CpAsyncSharedGlobal.Name, args, nil,
		tollvm.Attr("size", ctx.IntegerAttr(i32, nvgpu.CopyBytes(op))),
		tollvm.Attr("modifier", nvvm.Enum(ctx, "load_cache_modifier", modifier)))
	rw.ReplaceOp(op, []*ir.Value{b.IntConst(i32, 0)})
	return true
}

func (c *conv) asyncCreateGroup(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	b := tollvm.NewB(rw.Rewriter, c.o)
	b.Op(nvvm.CpAsyncCommitGroup.Name, nil, nil)
	rw.ReplaceOp(op, []*ir.Value{b.IntConst(b.Ctx.I(32), 0)})
	return true
}

func (c *conv) asyncWait(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	b := tollvm.NewB(rw.Rewriter, c.o)
	groups := int64(0)
	if n, ok := op.Attr("numGroups").(*ir.IntegerAttr); ok {
		groups = n.Int64()
	}
	b.Op(nvvm.CpAsyncWaitGroup.Name, nil, nil, tollvm.Attr("n", b.Ctx.IntegerAttr(b.Ctx.I(32), groups)))
	rw.EraseOp(op)
	return true
}
