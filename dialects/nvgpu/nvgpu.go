// Package nvgpu defines the part of MLIR's nvgpu dialect that copies
// global memory into workgroup memory without the registers:
// nvgpu.device_async_copy (PTX's cp.async), grouped by
// nvgpu.device_async_create_group and waited for by
// nvgpu.device_async_wait, with upstream's syntax and verifiers (MLIR
// 22). A kernel stages its next tiles this way while it computes on the
// current ones; convert-gpu-to-nvvm lowers the ops to nvvm.cp.async.*.
package nvgpu

//go:generate go run ../internal/genaccessors -dialect nvgpu

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
)

// DeviceAsyncTokenType is `!nvgpu.device.async.token`: an async copy, or a
// group of them.
type DeviceAsyncTokenType struct{ ir.TypeBase }

// DeviceAsyncToken returns `!nvgpu.device.async.token`.
func DeviceAsyncToken(ctx *ir.Context) *DeviceAsyncTokenType {
	return ctx.UniqueType("nvgpu.device.async.token", func() ir.Type { return &DeviceAsyncTokenType{} }).(*DeviceAsyncTokenType)
}

// Print writes the type.
func (t *DeviceAsyncTokenType) Print(p *ir.AsmPrinter) { p.WriteString("!nvgpu.device.async.token") }

// IsDeviceAsyncToken reports whether t is `!nvgpu.device.async.token`.
func IsDeviceAsyncToken(t ir.Type) bool { _, ok := t.(*DeviceAsyncTokenType); return ok }

var (
	token = &ir.TypeConstraint{Summary: "device async token type", Pred: IsDeviceAsyncToken,
		Build: func(c *ir.Context) ir.Type { return DeviceAsyncToken(c) }}
	anyMemRef = &ir.TypeConstraint{Summary: "memref of any type values", Pred: func(t ir.Type) bool {
		_, ok := t.(*ir.MemRefType)
		return ok
	}}
	i32Attr = ir.IntAttrOfWidth(32)
)

// DeviceAsyncCopy is nvgpu.device_async_copy: dstElements elements from
// src at srcIndices, along its last dim, to dst (workgroup memory) at
// dstIndices, 4, 8 or 16 bytes in all; with srcElements only that many are
// read and the rest of the destination is zero-filled. The copy is
// complete once a nvgpu.device_async_wait of its group returns.
var DeviceAsyncCopy = &ir.OpDef{
	Name:    "nvgpu.device_async_copy",
	Summary: "device-side asynchronous copy",
	Operands: []ir.ArgDef{
		{Name: "dst", Type: anyMemRef}, {Name: "dstIndices", Type: ir.Index, Arity: ir.Variadic},
		{Name: "src", Type: anyMemRef}, {Name: "srcIndices", Type: ir.Index, Arity: ir.Variadic},
		{Name: "srcElements", Type: ir.Index, Arity: ir.Optional},
	},
	Results: []ir.ArgDef{{Name: "asyncToken", Type: token}},
	Attrs: []ir.AttrDef{
		{Name: "dstElements", Constraint: ir.IndexAttr},
		{Name: "bypassL1", Constraint: ir.UnitAttrConstraint, Optional: true},
	},
	Traits: ir.AttrSizedOperandSegments,
	Format: "$src `[` $srcIndices `]` `,` $dst `[` $dstIndices `]` `,` $dstElements (`,` $srcElements^)? attr-dict `:` type($src) `to` type($dst)",
}

// The verifier reads the op through its accessors, which name the op.
func init() { DeviceAsyncCopy.Verify = verifyCopy }

// DeviceAsyncCreateGroup is nvgpu.device_async_create_group: the copies of
// its tokens become one group (cp.async.commit_group).
var DeviceAsyncCreateGroup = &ir.OpDef{
	Name:     "nvgpu.device_async_create_group",
	Summary:  "device side asynchronous create group operation",
	Operands: []ir.ArgDef{{Name: "inputTokens", Type: token, Arity: ir.Variadic}},
	Results:  []ir.ArgDef{{Name: "asyncToken", Type: token}},
	Format:   "$inputTokens attr-dict",
}

// DeviceAsyncWait is nvgpu.device_async_wait: waits until at most
// numGroups of the thread's groups are still in flight (all done without
// it: cp.async.wait_group).
var DeviceAsyncWait = &ir.OpDef{
	Name:     "nvgpu.device_async_wait",
	Summary:  "wait for async gpu ops to complete",
	Operands: []ir.ArgDef{{Name: "asyncDependencies", Type: token}},
	Attrs:    []ir.AttrDef{{Name: "numGroups", Constraint: i32Attr, Optional: true}},
	Format:   "$asyncDependencies attr-dict",
}

// Ops lists the dialect's ops.
var Ops = []*ir.OpDef{DeviceAsyncCopy, DeviceAsyncCreateGroup, DeviceAsyncWait}

// Register adds the nvgpu dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "nvgpu", ParseType: parseType})
	ctx.MustRegisterOps(Ops...)
}

func parseType(p ir.AsmParser) (ir.Type, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	// `device.async.token` lexes as one keyword or as dotted parts.
	for kw == "device" || kw == "device.async" {
		if !p.ParseOptionalPunct(".") {
			break
		}
		next, err := p.ParseKeywordAny()
		if err != nil {
			return nil, err
		}
		kw += "." + next
	}
	if kw == "device.async.token" {
		return DeviceAsyncToken(p.Context()), nil
	}
	return nil, p.ErrorAt(loc, "unknown nvgpu type: %s", kw)
}

// CopyBytes is the number of bytes a device_async_copy writes.
func CopyBytes(op *ir.Operation) int64 {
	c, _ := AsDeviceAsyncCopy(op)
	mt := c.Dst().Type().(*ir.MemRefType)
	n, _ := op.Attr("dstElements").(*ir.IntegerAttr)
	if n == nil {
		return 0
	}
	return n.Int64() * int64(ir.IntOrFloatBitWidth(mt.Elem)) / 8
}

// verifyCopy checks a copy as upstream's verifier does, with its messages.
func verifyCopy(op *ir.Operation) error {
	c, _ := AsDeviceAsyncCopy(op)
	src, dst := c.Src().Type().(*ir.MemRefType), c.Dst().Type().(*ir.MemRefType)
	if strides, _, ok := memref.StridesAndOffset(src); !ok || strides[len(strides)-1] != 1 {
		return op.EmitError("source memref most minor dim must have unit stride")
	}
	if strides, _, ok := memref.StridesAndOffset(dst); !ok || strides[len(strides)-1] != 1 {
		return op.EmitError("destination memref most minor dim must have unit stride")
	}
	if gpu.AddressSpace(dst) != "workgroup" {
		return op.EmitError("destination memref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)")
	}
	if src.Elem != dst.Elem {
		return op.EmitError("source and destination must have the same element type")
	}
	if n := len(c.SrcIndices()); n != len(src.Dims) {
		return op.EmitOpError("expected %d source indices, got %d", len(src.Dims), n)
	}
	if n := len(c.DstIndices()); n != len(dst.Dims) {
		return op.EmitOpError("expected %d destination indices, got %d", len(dst.Dims), n)
	}
	width := int64(ir.IntOrFloatBitWidth(dst.Elem))
	elements := op.Attr("dstElements").(*ir.IntegerAttr).Int64()
	if bytes := width * elements / 8; width == 0 || (bytes != 4 && bytes != 8 && bytes != 16) {
		msg := fmt.Sprintf("Requested copy elements is %d with width %d. But copy elements could be one of ", elements, width)
		if width > 0 && 32/width > 0 {
			msg += fmt.Sprintf("%d, ", 32/width)
		}
		if width > 0 && 64/width > 0 {
			msg += fmt.Sprintf("%d, ", 64/width)
		}
		if width > 0 && 128/width > 0 {
			msg += fmt.Sprintf("%d.", 128/width)
		}
		return op.EmitError("%s", msg)
	}
	if op.Attr("bypassL1") != nil && width*elements != 128 {
		return op.EmitOpError("bypassL1 does not satify alignment for '%s' with destination element %d. Unset bypassL1, or set destination element to %d",
			ir.TypeString(dst), elements, 128/width)
	}
	return nil
}
