// Package nvvm defines MLIR's NVVM dialect, the NVIDIA GPU operations that
// sit next to the llvm dialect inside a gpu.module: special-register reads
// (thread and block ids), barriers and fences, warp shuffles and votes,
// and the #nvvm.target attribute. The textual syntax is upstream's (MLIR
// 22); emit/ptx turns these ops into PTX.
package nvvm

//go:generate go run ../internal/genaccessors -dialect nvvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// ---- constraints ----

func isInt(t ir.Type, widths ...int) bool {
	it, ok := t.(*ir.IntegerType)
	if !ok || !it.IsSignless() {
		return false
	}
	for _, w := range widths {
		if it.Width == w {
			return true
		}
	}
	return len(widths) == 0
}

var (
	i32 = &ir.TypeConstraint{Summary: "32-bit signless integer", Pred: func(t ir.Type) bool { return isInt(t, 32) },
		Build: func(c *ir.Context) ir.Type { return c.I(32) }}
	i1 = &ir.TypeConstraint{Summary: "1-bit signless integer", Pred: func(t ir.Type) bool { return isInt(t, 1) },
		Build: func(c *ir.Context) ir.Type { return c.I(1) }}
	anyInt = &ir.TypeConstraint{Summary: "LLVM dialect-compatible type", Pred: func(t ir.Type) bool { return isInt(t) }}
	// shflValue is what shfl.sync moves: a 32-bit value (and the result may
	// be an LLVM struct of the value and a valid bit).
	anyType = &ir.TypeConstraint{Summary: "LLVM dialect-compatible type"}
)

// enumConstraint is an enum attribute of one kind. In the custom form it
// is the bare keyword (`bfly`), or `<cta>` when angled.
func enumConstraint(kind string, angled bool) *ir.AttrConstraint {
	vals := enumValues[kind]
	return &ir.AttrConstraint{
		Summary: "NVVM " + kind,
		Pred: func(a ir.Attribute) bool {
			e, ok := a.(*EnumAttr)
			return ok && e.Kind == kind
		},
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			if angled && !p.ParseOptionalPunct("<") {
				// The full attribute is accepted too: #nvvm.mem_scope<cta>.
				loc := p.CurrentLoc()
				a, err := p.ParseAttribute(nil)
				if err != nil {
					return nil, err
				}
				if e, ok := a.(*EnumAttr); !ok || e.Kind != kind {
					return nil, p.ErrorAt(loc, "expected '<'")
				}
				return a, nil
			}
			v, err := parseEnumValue(p, kind, vals)
			if err != nil {
				return nil, err
			}
			if angled {
				if err := p.ParsePunct(">"); err != nil {
					return nil, err
				}
			}
			return Enum(p.Context(), kind, v), nil
		},
		Print: func(p *ir.AsmPrinter, a ir.Attribute) {
			e, ok := a.(*EnumAttr)
			if !ok {
				p.PrintAttr(a)
				return
			}
			if angled {
				p.WriteString("<" + e.Value + ">")
			} else {
				// Upstream's enum printer starts with a blank, so the op
				// reads `nvvm.shfl.sync  bfly`; we print the same bytes.
				p.WriteString(" " + e.Value)
			}
		},
	}
}

var (
	shflKind     = enumConstraint("shfl_kind", false)
	voteKind     = enumConstraint("vote_sync_kind", false)
	memScope     = enumConstraint("mem_scope", true)
	proxyKind    = &ir.AttrConstraint{Summary: "Proxy kind", Pred: isEnum("proxy_kind")}
	sharedSpace  = &ir.AttrConstraint{Summary: "Shared memory space", Pred: isEnum("shared_space")}
	rangeAttrDef = ir.AttrDef{Name: "range", Constraint: rangeConstraint, Optional: true}
)

func isEnum(kind string) func(ir.Attribute) bool {
	return func(a ir.Attribute) bool {
		e, ok := a.(*EnumAttr)
		return ok && e.Kind == kind
	}
}

// ---- ops ----

// Special registers: `%0 = nvvm.read.ptx.sreg.tid.x : i32`.
func sreg(name string) *ir.OpDef {
	return &ir.OpDef{
		Name:    "nvvm.read.ptx.sreg." + name,
		Summary: "Read the PTX special register %" + name,
		Results: []ir.ArgDef{{Name: "res", Type: anyType}},
		Attrs:   []ir.AttrDef{rangeAttrDef},
		Traits:  ir.Pure,
		Format:  "(`range` $range^)? attr-dict `:` type($res)",
	}
}

// SRegs maps each special-register op to the PTX register it reads
// ("tid.x" for nvvm.read.ptx.sreg.tid.x).
var SRegs = map[*ir.OpDef]string{}

var (
	TidX, TidY, TidZ          = sreg("tid.x"), sreg("tid.y"), sreg("tid.z")
	NTidX, NTidY, NTidZ       = sreg("ntid.x"), sreg("ntid.y"), sreg("ntid.z")
	CtaIdX, CtaIdY, CtaIdZ    = sreg("ctaid.x"), sreg("ctaid.y"), sreg("ctaid.z")
	NCtaIdX, NCtaIdY, NCtaIdZ = sreg("nctaid.x"), sreg("nctaid.y"), sreg("nctaid.z")
	LaneId                    = sreg("laneid")
	WarpSize                  = sreg("warpsize")
)

var sregOps = []*ir.OpDef{TidX, TidY, TidZ, NTidX, NTidY, NTidZ, CtaIdX, CtaIdY, CtaIdZ,
	NCtaIdX, NCtaIdY, NCtaIdZ, LaneId, WarpSize}

func init() {
	for _, d := range sregOps {
		SRegs[d] = d.Name[len("nvvm.read.ptx.sreg."):]
	}
}

// Synchronization.
var (
	// Barrier0 is `nvvm.barrier0`: bar.sync 0 for the whole block.
	Barrier0 = &ir.OpDef{
		Name:    "nvvm.barrier0",
		Summary: "CTA Barrier Synchronization Op (Barrier ID 0)",
		Format:  "attr-dict",
	}
	// Barrier is `nvvm.barrier id = %id number_of_threads = %n`: bar.sync
	// with a named barrier and an optional thread count (without an id,
	// barrier 0 for the whole block). The reduction form is not supported.
	Barrier = &ir.OpDef{
		Name:    "nvvm.barrier",
		Summary: "CTA Barrier Synchronization Op",
		Operands: []ir.ArgDef{{Name: "barrierId", Type: i32, Arity: ir.Optional},
			{Name: "numberOfThreads", Type: i32, Arity: ir.Optional},
			{Name: "reductionPredicate", Type: i32, Arity: ir.Optional}},
		Traits: ir.AttrSizedOperandSegments,
		Format: "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? custom<NoReduction>($reductionPredicate) attr-dict",
		// The reduction form is not parsed; its operand stays empty.
		CustomDirectives: map[string]ir.CustomDirective{"NoReduction": {
			Parse: func(ir.AsmParser, *ir.FormatState, []ir.CustomArg) error { return nil },
			Print: func(*ir.AsmPrinter, *ir.Operation, []ir.CustomArg) {},
		}},
		Print: printBarrier,
		Verify: func(op *ir.Operation) error {
			bar := BarrierOp{op}
			if bar.NumberOfThreads() != nil && bar.BarrierId() == nil {
				return op.EmitError("barrier id is missing, it should be set between 0 to 15")
			}
			if bar.ReductionPredicate() != nil {
				return op.EmitError("the reduction form of nvvm.barrier is not supported")
			}
			return nil
		},
	}
	// FenceScCluster is `nvvm.fence.sc.cluster`: fence.sc.cluster.
	FenceScCluster = &ir.OpDef{
		Name:    "nvvm.fence.sc.cluster",
		Summary: "Sequential consistency fence at cluster scope",
		Format:  "attr-dict",
	}
	// FenceMbarrierInit is `nvvm.fence.mbarrier.init`.
	FenceMbarrierInit = &ir.OpDef{
		Name:    "nvvm.fence.mbarrier.init",
		Summary: "Fence for mbarrier.init with release semantics at cluster scope",
		Format:  "attr-dict",
	}
	// FenceProxy is `nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}`.
	FenceProxy = &ir.OpDef{
		Name:    "nvvm.fence.proxy",
		Summary: "Proxy fence",
		Attrs: []ir.AttrDef{{Name: "kind", Constraint: proxyKind},
			{Name: "space", Constraint: sharedSpace, Optional: true}},
		Format: "attr-dict",
		Verify: verifyFenceProxy,
	}
	// MemoryBarrier is `nvvm.memory.barrier <gpu>`: membar.{cta,gl,sys}
	// (fence.sc.cluster for cluster).
	MemoryBarrier = &ir.OpDef{
		Name:    "nvvm.memory.barrier",
		Summary: "Memory barrier operation",
		Attrs:   []ir.AttrDef{{Name: "scope", Constraint: memScope}},
		Format:  "$scope attr-dict",
	}
)

// Warp operations.
var (
	// ShflSync is `nvvm.shfl.sync bfly %mask, %val, %offset, %clamp : f32 -> f32`.
	ShflSync = &ir.OpDef{
		Name:    "nvvm.shfl.sync",
		Summary: "NVVM Dialect Op for shfl.sync",
		Operands: []ir.ArgDef{{Name: "thread_mask", Type: i32}, {Name: "val", Type: anyType},
			{Name: "offset", Type: i32}, {Name: "mask_and_clamp", Type: i32}},
		Results: []ir.ArgDef{{Name: "res", Type: anyType}},
		Attrs: []ir.AttrDef{{Name: "kind", Constraint: shflKind},
			{Name: "return_value_and_is_valid", Constraint: ir.UnitAttrConstraint, Optional: true}},
		Format: "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)",
		Verify: verifyShfl,
	}
	// VoteSync is `nvvm.vote.sync ballot %mask, %pred -> i32` (any, all,
	// uni give i1).
	VoteSync = &ir.OpDef{
		Name:     "nvvm.vote.sync",
		Summary:  "Vote across thread group",
		Operands: []ir.ArgDef{{Name: "mask", Type: i32}, {Name: "pred", Type: i1}},
		Results:  []ir.ArgDef{{Name: "res", Type: anyInt}},
		Attrs:    []ir.AttrDef{{Name: "kind", Constraint: voteKind}},
		Format:   "$kind $mask `,` $pred attr-dict `->` type($res)",
		Verify:   verifyVote,
	}
)

// Ops lists every op of the dialect.
func Ops() []*ir.OpDef {
	return append(append([]*ir.OpDef{}, sregOps...),
		append([]*ir.OpDef{Barrier0, Barrier, FenceScCluster, FenceMbarrierInit, FenceProxy, MemoryBarrier, ShflSync, VoteSync},
			mmaOps()...)...)
}

// Register adds the nvvm dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "nvvm", ParseAttr: parseAttr})
	ctx.MustRegisterOps(Ops()...)
}

// ---- verifiers (upstream's messages) ----

func enumValue(op *ir.Operation, name string) string {
	if e, ok := op.Attr(name).(*EnumAttr); ok {
		return e.Value
	}
	return ""
}

func verifyVote(op *ir.Operation) error {
	rt := op.Result(0).Type()
	if enumValue(op, "kind") == "ballot" {
		if !isInt(rt, 32) {
			return op.EmitError("vote.sync 'ballot' returns an i32")
		}
	} else if !isInt(rt, 1) {
		return op.EmitError("vote.sync 'any', 'all' and 'uni' returns an i1")
	}
	return nil
}

func verifyShfl(op *ir.Operation) error {
	vt, rt := op.Operand(1).Type(), op.Result(0).Type()
	if !op.HasAttr("return_value_and_is_valid") {
		if rt != vt {
			return op.EmitError("expected return type to be of type '%s' but got '%s' instead", ir.TypeString(vt), ir.TypeString(rt))
		}
		return nil
	}
	if st, ok := rt.(*llvm.StructType); ok {
		f := st.Body
		if len(f) == 2 && f[0] == vt && isInt(f[1], 1) {
			return nil
		}
	}
	return op.EmitError("expected return type to be a two-element struct")
}

func verifyFenceProxy(op *ir.Operation) error {
	switch enumValue(op, "kind") {
	case "async.shared":
		if !op.HasAttr("space") {
			return op.EmitError("async_shared fence requires space attribute")
		}
	default:
		if op.HasAttr("space") {
			return op.EmitError("only async_shared fence can have space attribute")
		}
	}
	return nil
}

// printBarrier prints the format above without the directive's trailing
// blank.
func printBarrier(p *ir.AsmPrinter, op *ir.Operation) {
	bar := BarrierOp{op}
	if v := bar.BarrierId(); v != nil {
		p.WriteString(" id = ")
		p.PrintOperand(v)
	}
	if v := bar.NumberOfThreads(); v != nil {
		p.WriteString(" number_of_threads = ")
		p.PrintOperand(v)
	}
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes")
}
