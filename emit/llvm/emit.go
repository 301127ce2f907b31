// Package llvm translates a module in the llvm dialect to LLVM IR text
// through github.com/llir/llvm (imported as llir). It is the counterpart
// of upstream's mlir-translate --mlir-to-llvmir.
//
// llir/llvm v0.3.6 prints typed pointers (LLVM 14 syntax) while our
// dialect has opaque pointers. Every pointer value is therefore kept as
// i8* (in its address space) and bitcast to the element type a load,
// store, GEP or call needs, right where it is needed. LLVM 14 accepts the
// result as is and LLVM 22 reads it as opaque pointers, where the casts
// are no-ops.
//
// Anything the emitter cannot translate is reported as an error located
// at the offending op; the emitter never panics on bad input.
package llvm

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/strata-compiler/strata/dialects/builtin"
	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// Translate converts module (a builtin.module holding llvm dialect ops)
// to an llir module.
func Translate(module *ir.Operation) (m *llir.Module, err error) {
	return translate(module, false)
}

// translate is Translate; gpu selects the NVPTX flavour (see TranslateGPU).
func translate(module *ir.Operation, gpu bool) (m *llir.Module, err error) {
	e := &emitter{
		gpu:     gpu,
		m:       llir.NewModule(),
		globals: map[string]constant.Constant{},
		funcs:   map[string]*llir.Func{},
		intrs:   map[string]*llir.Func{},
	}
	e.tc = newTypeCache(e.m)
	if !gpu {
		e.dbg = newDebugInfo(e.m, module)
	}
	defer func() {
		// llir panics on some inconsistent inputs (a malformed GEP type,
		// say); turn that into a diagnostic at the op being translated.
		if r := recover(); r != nil {
			m = nil
			at := e.cur
			if at == nil {
				at = module
			}
			err = at.EmitError("LLVM IR translation failed: %v", r)
		}
	}()
	if err := e.module(module); err != nil {
		return nil, err
	}
	return e.m, nil
}

// TranslateToString returns the LLVM IR text of module.
func TranslateToString(module *ir.Operation) (s string, err error) {
	m, err := Translate(module)
	if err != nil {
		return "", err
	}
	return Print(module, m)
}

// Print returns the text of m, translated from module (where a failure is
// reported). It reads only m, so modules may be printed concurrently.
func Print(module *ir.Operation, m *llir.Module) (s string, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = "", module.EmitError("LLVM IR printing failed: %v", r)
		}
	}()
	return m.String(), nil
}

type emitter struct {
	m  *llir.Module
	tc *typeCache
	// globals maps symbol names of globals and functions to their
	// address, already cast to i8* (of the right address space).
	globals map[string]constant.Constant
	funcs   map[string]*llir.Func
	intrs   map[string]*llir.Func
	// cur is the op being translated, for diagnostics of panics.
	cur *ir.Operation
	// dbg is nil unless ops carry source locations.
	dbg *debugInfo
	// gpu: the container is a gpu.module for NVPTX (nvptx.go): kernels
	// take the ptx_kernel calling convention and nvvm ops are intrinsics.
	gpu bool

	// Per function.
	fn     *llir.Func
	values map[*ir.Value]value.Value
	blocks map[*ir.Block]*llir.Block
	phis   map[*ir.Block][]*llir.InstPhi
	// block is where instructions go.
	block *llir.Block
	// casts caches pointer bitcasts per (value, target type) in a block.
	casts map[castKey]value.Value
}

type castKey struct {
	v     value.Value
	t     types.Type
	block *llir.Block
}

func (e *emitter) typ(op *ir.Operation, t ir.Type) (types.Type, error) {
	lt, err := e.tc.get(t)
	if err != nil {
		return nil, op.EmitError("%v", err)
	}
	return lt, nil
}

// ---- module level ----

func (e *emitter) module(module *ir.Operation) error {
	if module.NumRegions() != 1 || module.Region(0).Empty() {
		return module.EmitError("expected a module with one region")
	}
	body := module.Region(0).Front()
	// Declare every symbol first, so that bodies and initializers may
	// refer to symbols defined later.
	for _, op := range body.Ops() {
		e.cur = op
		switch d := op.Def(); {
		case d == dl.FuncOp:
			if err := e.declareFunc(op); err != nil {
				return err
			}
		case d == dl.Global:
			if err := e.declareGlobal(op); err != nil {
				return err
			}
		case d == builtin.Module || op.Name() == "llvm.module_flags": // upstream's op, which Strata does not declare
			return op.EmitError("unsupported nested op '%s' in LLVM IR translation", op.Name())
		default:
			if op.Def() == nil || op.OpName().Dialect != "llvm" {
				// Upstream's wording, without the "'op' op" prefix.
				return &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op,
					Message: "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: " + op.Name()}
			}
			return op.EmitError("unsupported module-level operation")
		}
	}
	for _, op := range body.Ops() {
		e.cur = op
		var err error
		switch op.Def() {
		case dl.FuncOp:
			err = e.defineFunc(op)
		case dl.Global:
			err = e.defineGlobal(op)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var linkages = map[string]enum.Linkage{
	"private": enum.LinkagePrivate, "internal": enum.LinkageInternal,
	"available_externally": enum.LinkageAvailableExternally, "linkonce": enum.LinkageLinkOnce,
	"weak": enum.LinkageWeak, "common": enum.LinkageCommon, "appending": enum.LinkageAppending,
	"extern_weak": enum.LinkageExternWeak, "linkonce_odr": enum.LinkageLinkOnceODR,
	"weak_odr": enum.LinkageWeakODR, "external": enum.LinkageNone,
}

func linkageOf(op *ir.Operation) enum.Linkage {
	if l, ok := op.Attr("linkage").(*dl.EnumAttr); ok {
		return linkages[l.Value]
	}
	return enum.LinkageNone
}

func intAttr(op *ir.Operation, name string) (int64, bool) {
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return a.Int64(), true
	}
	return 0, false
}

func symName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

var visibilities = []enum.Visibility{enum.VisibilityNone, enum.VisibilityHidden, enum.VisibilityProtected}
var unnamedAddrs = []enum.UnnamedAddr{enum.UnnamedAddrNone, enum.UnnamedAddrLocalUnnamedAddr, enum.UnnamedAddrUnnamedAddr}

func (e *emitter) declareFunc(op *ir.Operation) error {
	ft := dl.FunctionType(op)
	if ft == nil {
		return op.EmitError("expected an !llvm.func function type")
	}
	lt, err := e.typ(op, ft)
	if err != nil {
		return err
	}
	sig := lt.(*types.FuncType)
	name := symName(op)
	var params []*llir.Param
	for i, pt := range sig.Params {
		p := llir.NewParam("", pt)
		for _, a := range dictAt(op.Attr("arg_attrs"), i) {
			if pa := paramAttr(a); pa != nil {
				p.Attrs = append(p.Attrs, pa)
			}
		}
		params = append(params, p)
	}
	f := e.m.NewFunc(name, sig.RetType, params...)
	f.Sig.Variadic = sig.Variadic
	f.Linkage = linkageOf(op)
	if v, ok := intAttr(op, "visibility_"); ok && v >= 0 && int(v) < len(visibilities) {
		f.Visibility = visibilities[v]
	}
	if v, ok := intAttr(op, "unnamed_addr"); ok && v >= 0 && int(v) < len(unnamedAddrs) {
		f.UnnamedAddr = unnamedAddrs[v]
	}
	if op.HasAttr("dso_local") {
		f.Preemption = enum.PreemptionDSOLocal
	}
	if s, ok := op.Attr("section").(*ir.StringAttr); ok {
		f.Section = s.Value
	}
	if a, ok := intAttr(op, "alignment"); ok && a > 0 {
		f.Align = llir.Align(a)
	}
	for _, a := range dictAt(op.Attr("res_attrs"), 0) {
		if ra, ok := returnAttrs[a.Name]; ok {
			f.ReturnAttrs = append(f.ReturnAttrs, ra)
		}
	}
	if cc, ok := op.Attr("CConv").(*dl.EnumAttr); ok {
		c, known := callingConvs[cc.Value]
		if !known {
			return op.EmitError("unsupported calling convention '%s'", cc.Value)
		}
		f.CallingConv = c
	}
	if e.gpu && isKernel(op) {
		f.CallingConv = enum.CallingConvPTXKernel
	}
	e.funcs[name] = f
	e.globals[name] = constant.NewBitCast(f, e.tc.opaquePtr(0))
	return nil
}

var callingConvs = map[string]enum.CallingConv{
	"ccc": enum.CallingConvNone, "fastcc": enum.CallingConvFast, "coldcc": enum.CallingConvCold,
	"tailcc": enum.CallingConvTail, "swiftcc": enum.CallingConvSwift,
	"preserve_mostcc": enum.CallingConvPreserveMost, "preserve_allcc": enum.CallingConvPreserveAll,
}

var returnAttrs = map[string]llir.ReturnAttribute{
	"llvm.noalias": enum.ReturnAttrNoAlias, "llvm.nonnull": enum.ReturnAttrNonNull,
	"llvm.noundef": enum.ReturnAttrNoUndef, "llvm.signext": enum.ReturnAttrSignExt,
	"llvm.zeroext": enum.ReturnAttrZeroExt, "llvm.inreg": enum.ReturnAttrInReg,
}

var paramAttrs = map[string]enum.ParamAttr{
	"llvm.noalias": enum.ParamAttrNoAlias, "llvm.nocapture": enum.ParamAttrNoCapture,
	"llvm.nonnull": enum.ParamAttrNonNull, "llvm.noundef": enum.ParamAttrNoUndef,
	"llvm.readonly": enum.ParamAttrReadOnly, "llvm.readnone": enum.ParamAttrReadNone,
	"llvm.writeonly": enum.ParamAttrWriteOnly, "llvm.signext": enum.ParamAttrSignExt,
	"llvm.zeroext": enum.ParamAttrZeroExt, "llvm.inreg": enum.ParamAttrInReg,
	"llvm.nofree": enum.ParamAttrNoFree, "llvm.returned": enum.ParamAttrReturned,
}

// paramAttr translates one `llvm.*` argument attribute; others (such as
// llvm.emit_c_interface's helpers) have no LLVM IR form and are dropped.
func paramAttr(a ir.NamedAttr) llir.ParamAttribute {
	if pa, ok := paramAttrs[a.Name]; ok {
		return pa
	}
	switch a.Name {
	case "llvm.align":
		if ia, ok := a.Value.(*ir.IntegerAttr); ok && ia.Int64() > 0 {
			return llir.Align(ia.Int64())
		}
	case "llvm.dereferenceable":
		if ia, ok := a.Value.(*ir.IntegerAttr); ok && ia.Int64() > 0 {
			return llir.Dereferenceable{N: uint64(ia.Int64())}
		}
	}
	return nil
}

func dictAt(a ir.Attribute, i int) []ir.NamedAttr {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	if d, ok := arr.Elems[i].(*ir.DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}

func (e *emitter) declareGlobal(op *ir.Operation) error {
	t := dl.GlobalType(op)
	if t == nil {
		return op.EmitError("requires attribute 'global_type'")
	}
	lt, err := e.typ(op, t)
	if err != nil {
		return err
	}
	name := symName(op)
	g := e.m.NewGlobal(name, lt)
	as, _ := intAttr(op, "addr_space")
	g.AddrSpace = types.AddrSpace(as)
	g.Typ = e.tc.ptrTo(lt, int(as))
	g.Immutable = op.HasAttr("constant")
	g.Linkage = linkageOf(op)
	if v, ok := intAttr(op, "visibility_"); ok && v >= 0 && int(v) < len(visibilities) {
		g.Visibility = visibilities[v]
	}
	if v, ok := intAttr(op, "unnamed_addr"); ok && v >= 0 && int(v) < len(unnamedAddrs) {
		g.UnnamedAddr = unnamedAddrs[v]
	}
	if op.HasAttr("thread_local_") {
		g.TLSModel = enum.TLSModelGeneric
	}
	if op.HasAttr("dso_local") {
		g.Preemption = enum.PreemptionDSOLocal
	}
	g.ExternallyInitialized = op.HasAttr("externally_initialized")
	if s, ok := op.Attr("section").(*ir.StringAttr); ok {
		g.Section = s.Value
	}
	if a, ok := intAttr(op, "alignment"); ok && a > 0 {
		g.Align = llir.Align(a)
	}
	e.globals[name] = constant.NewBitCast(g, e.tc.opaquePtr(int(as)))
	return nil
}

func (e *emitter) defineGlobal(op *ir.Operation) error {
	name := symName(op)
	var g *llir.Global
	for _, x := range e.m.Globals {
		if x.Name() == name {
			g = x
		}
	}
	if g == nil {
		return op.EmitError("internal error: global @%s not declared", name)
	}
	if v := op.Attr("value"); v != nil {
		c, err := e.attrConstant(op, v, g.ContentType)
		if err != nil {
			return err
		}
		g.Init = c
	} else if op.NumRegions() > 0 && !op.Region(0).Empty() {
		c, err := e.initializerRegion(op, op.Region(0))
		if err != nil {
			return err
		}
		g.Init = c
	}
	// As upstream's ModuleTranslation (shouldDropGlobalInitializer): LLVM
	// requires an initializer of every global but an external or
	// extern_weak one, so a global the module does not initialize gets
	// undef (shared memory of GPU kernels, `llvm.mlir.global internal @g()
	// : i32`); an extern_weak one is always a declaration.
	external := g.Linkage == enum.LinkageNone || g.Linkage == enum.LinkageExternal
	switch {
	case g.Linkage == enum.LinkageExternWeak:
		g.Init = nil
	case g.Init == nil && !external:
		g.Init = constant.NewUndef(g.ContentType)
	}
	if g.Init == nil {
		// A declaration: LLVM spells it `external global`.
		if g.Linkage == enum.LinkageNone {
			g.Linkage = enum.LinkageExternal
		}
	} else if g.Init.Type().String() != g.ContentType.String() {
		return op.EmitError("initializer type %s does not match the global type %s", g.Init.Type(), g.ContentType)
	}
	return nil
}

// initializerRegion evaluates a global's initializer region to a constant.
func (e *emitter) initializerRegion(gop *ir.Operation, r *ir.Region) (constant.Constant, error) {
	e.values = map[*ir.Value]value.Value{}
	defer func() { e.values = nil }()
	if !r.HasOneBlock() {
		return nil, gop.EmitError("expected a single-block initializer region")
	}
	for _, op := range r.Front().Ops() {
		e.cur = op
		if op.Def() == dl.Return {
			if op.NumOperands() != 1 {
				return nil, op.EmitError("expected one returned value")
			}
			c, ok := e.values[op.Operand(0)].(constant.Constant)
			if !ok {
				return nil, op.EmitError("returned value is not a constant")
			}
			return c, nil
		}
		c, err := e.constOp(op)
		if err != nil {
			return nil, err
		}
		if c == nil {
			return nil, op.EmitError("unsupported operation in a global initializer: %s", op.Name())
		}
		e.values[op.Result(0)] = c
	}
	return nil, gop.EmitError("initializer region has no llvm.return")
}

// ---- functions ----

func (e *emitter) defineFunc(op *ir.Operation) error {
	body := op.Region(0)
	if body.Empty() {
		return nil
	}
	f := e.funcs[symName(op)]
	e.fn = f
	e.values = map[*ir.Value]value.Value{}
	e.blocks = map[*ir.Block]*llir.Block{}
	e.phis = map[*ir.Block][]*llir.InstPhi{}
	e.casts = map[castKey]value.Value{}
	defer func() { e.fn, e.values, e.blocks, e.phis, e.casts, e.block = nil, nil, nil, nil, nil, nil }()
	if e.dbg != nil {
		e.dbg.beginFunc(op, f)
	}

	for i, b := range body.Blocks() {
		lb := f.NewBlock("")
		e.blocks[b] = lb
		if i == 0 {
			for j, a := range b.Args() {
				if j < len(f.Params) {
					e.values[a] = f.Params[j]
				}
			}
			continue
		}
		for _, a := range b.Args() {
			t, err := e.typ(op, a.Type())
			if err != nil {
				return err
			}
			if b.HasNoPredecessors() {
				// A phi needs incoming values; an unreachable block's
				// arguments are undefined.
				e.values[a] = constant.NewUndef(t)
				continue
			}
			phi := &llir.InstPhi{Typ: t}
			lb.Insts = append(lb.Insts, phi)
			e.phis[b] = append(e.phis[b], phi)
			e.values[a] = phi
		}
	}
	// Blocks in dominance order would be ideal; MLIR's textual order
	// already puts definitions before uses except across back edges,
	// which only phis cross.
	for _, b := range body.Blocks() {
		e.block = e.blocks[b]
		for _, o := range b.Ops() {
			e.cur = o
			if e.dbg == nil {
				if err := e.op(o); err != nil {
					return err
				}
				continue
			}
			lb := e.block
			from, hadTerm := len(lb.Insts), lb.Term != nil
			if err := e.op(o); err != nil {
				return err
			}
			e.dbg.attach(o, lb, from, hadTerm)
		}
	}
	return nil
}

// val returns the translation of v.
func (e *emitter) val(op *ir.Operation, v *ir.Value) (value.Value, error) {
	if x, ok := e.values[v]; ok {
		return x, nil
	}
	return nil, op.EmitError("operand defined by an op that was not translated (or does not dominate this use)")
}

func (e *emitter) vals(op *ir.Operation, vs []*ir.Value) ([]value.Value, error) {
	out := make([]value.Value, len(vs))
	for i, v := range vs {
		x, err := e.val(op, v)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

// castPtr gives pointer p (an i8* value) the type elem*, with a bitcast
// that is reused within the block.
func (e *emitter) castPtr(p value.Value, elem types.Type) value.Value {
	pt, ok := p.Type().(*types.PointerType)
	if !ok {
		return p
	}
	want := e.tc.ptrTo(elem, int(pt.AddrSpace))
	if pt == want || pt.String() == want.String() {
		return p
	}
	if c, ok := p.(constant.Constant); ok {
		// Fold cast chains: bitcast (bitcast @g to i8*) to T* is
		// bitcast @g to T*, or @g itself.
		if bc, ok := c.(*constant.ExprBitCast); ok {
			c = bc.From
			if c.Type().String() == want.String() {
				return c
			}
		}
		return constant.NewBitCast(c, want)
	}
	k := castKey{p, want, e.block}
	if c, ok := e.casts[k]; ok {
		return c
	}
	c := e.block.NewBitCast(p, want)
	e.casts[k] = c
	return c
}

// toOpaque casts a typed pointer back to i8*.
func (e *emitter) toOpaque(p value.Value) value.Value {
	return e.castPtr(p, types.I8)
}

// addIncoming records the values passed along the edge from the current
// block to succ.
func (e *emitter) addIncoming(op *ir.Operation, succ *ir.Block, args []*ir.Value) error {
	phis := e.phis[succ]
	if len(args) != succ.NumArgs() {
		return op.EmitError("branch passes %d values to a block with %d arguments", len(args), succ.NumArgs())
	}
	if len(phis) != len(args) {
		return nil
	}
	for i, a := range args {
		v, err := e.val(op, a)
		if err != nil {
			return err
		}
		phis[i].Incs = append(phis[i].Incs, llir.NewIncoming(v, e.block))
	}
	return nil
}

func fastmath(op *ir.Operation) []enum.FastMathFlag {
	fm, ok := op.Attr("fastmathFlags").(*dl.FastmathAttr)
	if !ok || fm.Flags == 0 {
		return nil
	}
	if fm.Flags == dl.FMFfast {
		return []enum.FastMathFlag{enum.FastMathFlagFast}
	}
	var out []enum.FastMathFlag
	order := []enum.FastMathFlag{enum.FastMathFlagNNaN, enum.FastMathFlagNInf, enum.FastMathFlagNSZ,
		enum.FastMathFlagARcp, enum.FastMathFlagContract, enum.FastMathFlagAFn, enum.FastMathFlagReassoc}
	for i, f := range order {
		if fm.Flags&(1<<i) != 0 {
			out = append(out, f)
		}
	}
	return out
}

// The arithmetic ops that carry flags, as tables: each makes its
// instruction and returns where its flags go.
var (
	// wrapArith carry overflow flags (nsw, nuw).
	wrapArith = map[*ir.OpDef]func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag){
		dl.Add: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag) {
			i := b.NewAdd(a[0], a[1])
			return i, &i.OverflowFlags
		},
		dl.Sub: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag) {
			i := b.NewSub(a[0], a[1])
			return i, &i.OverflowFlags
		},
		dl.Mul: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag) {
			i := b.NewMul(a[0], a[1])
			return i, &i.OverflowFlags
		},
		dl.Shl: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag) {
			i := b.NewShl(a[0], a[1])
			return i, &i.OverflowFlags
		},
	}
	// exactArith carry the exact flag.
	exactArith = map[*ir.OpDef]func(b *llir.Block, a []value.Value) (value.Value, *bool){
		dl.UDiv: func(b *llir.Block, a []value.Value) (value.Value, *bool) {
			i := b.NewUDiv(a[0], a[1])
			return i, &i.Exact
		},
		dl.SDiv: func(b *llir.Block, a []value.Value) (value.Value, *bool) {
			i := b.NewSDiv(a[0], a[1])
			return i, &i.Exact
		},
		dl.LShr: func(b *llir.Block, a []value.Value) (value.Value, *bool) {
			i := b.NewLShr(a[0], a[1])
			return i, &i.Exact
		},
		dl.AShr: func(b *llir.Block, a []value.Value) (value.Value, *bool) {
			i := b.NewAShr(a[0], a[1])
			return i, &i.Exact
		},
	}
	// fastArith carry fast-math flags.
	fastArith = map[*ir.OpDef]func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag){
		dl.FAdd: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFAdd(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FSub: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFSub(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FMul: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFMul(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FDiv: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFDiv(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FRem: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFRem(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FNeg: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFNeg(a[0])
			return i, &i.FastMathFlags
		},
	}
)

func overflow(op *ir.Operation) []enum.OverflowFlag {
	f, _ := intAttr(op, "overflowFlags")
	var out []enum.OverflowFlag
	if f&dl.OverflowNUW != 0 {
		out = append(out, enum.OverflowFlagNUW)
	}
	if f&dl.OverflowNSW != 0 {
		out = append(out, enum.OverflowFlagNSW)
	}
	return out
}

var ipreds = []enum.IPred{enum.IPredEQ, enum.IPredNE, enum.IPredSLT, enum.IPredSLE, enum.IPredSGT,
	enum.IPredSGE, enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE}

var fpreds = []enum.FPred{enum.FPredFalse, enum.FPredOEQ, enum.FPredOGT, enum.FPredOGE, enum.FPredOLT,
	enum.FPredOLE, enum.FPredONE, enum.FPredORD, enum.FPredUEQ, enum.FPredUGT, enum.FPredUGE,
	enum.FPredULT, enum.FPredULE, enum.FPredUNE, enum.FPredUNO, enum.FPredTrue}

// op translates one op inside a function body.
func (e *emitter) op(op *ir.Operation) error {
	// Constants, undef, addresses and the like are constant expressions.
	switch op.Def() {
	case dl.Constant, dl.Undef, dl.Poison, dl.Zero, dl.AddressOf:
		c, err := e.constOp(op)
		if err != nil {
			return err
		}
		e.values[op.Result(0)] = c
		return nil
	}
	args, err := e.vals(op, op.Operands())
	if err != nil {
		return err
	}
	b := e.block
	var res value.Value
	var rt types.Type
	if op.NumResults() == 1 {
		if rt, err = e.typ(op, op.Result(0).Type()); err != nil {
			return err
		}
	}
	name, d := op.Name(), op.Def()
	if mk, ok := wrapArith[d]; ok {
		i, flags := mk(b, args)
		*flags = overflow(op)
		res = i
	} else if mk, ok := exactArith[d]; ok {
		i, exact := mk(b, args)
		*exact = op.HasAttr("isExact")
		res = i
	} else if mk, ok := fastArith[d]; ok {
		i, flags := mk(b, args)
		*flags = fastmath(op)
		res = i
	}
	switch d {
	case dl.Add, dl.Sub, dl.Mul, dl.Shl, dl.UDiv, dl.SDiv, dl.LShr, dl.AShr,
		dl.FAdd, dl.FSub, dl.FMul, dl.FDiv, dl.FRem, dl.FNeg:
		// Made above from the tables.
	case dl.URem:
		res = b.NewURem(args[0], args[1])
	case dl.SRem:
		res = b.NewSRem(args[0], args[1])
	case dl.And:
		res = b.NewAnd(args[0], args[1])
	case dl.Or:
		res = b.NewOr(args[0], args[1])
	case dl.Xor:
		res = b.NewXor(args[0], args[1])
	// Comparisons and select.
	case dl.ICmp:
		p, _ := intAttr(op, "predicate")
		if p < 0 || int(p) >= len(ipreds) {
			return op.EmitError("invalid icmp predicate %d", p)
		}
		res = b.NewICmp(ipreds[p], args[0], args[1])
	case dl.FCmp:
		p, _ := intAttr(op, "predicate")
		if p < 0 || int(p) >= len(fpreds) {
			return op.EmitError("invalid fcmp predicate %d", p)
		}
		var i *llir.InstFCmp
		if args[0].Type() == bfloat {
			// llir's NewFCmp accepts only its own float types.
			i = &llir.InstFCmp{Pred: fpreds[p], X: args[0], Y: args[1], Typ: types.I1}
			b.Insts = append(b.Insts, i)
		} else {
			i = b.NewFCmp(fpreds[p], args[0], args[1])
		}
		i.FastMathFlags = fastmath(op)
		res = i
	case dl.Select:
		i := b.NewSelect(args[0], args[1], args[2])
		i.FastMathFlags = fastmath(op)
		res = i
	// Casts.
	case dl.SExt:
		res = b.NewSExt(args[0], rt)
	case dl.ZExt:
		res = b.NewZExt(args[0], rt)
	case dl.Trunc:
		res = b.NewTrunc(args[0], rt)
	case dl.FPExt:
		res = b.NewFPExt(args[0], rt)
	case dl.FPTrunc:
		res = b.NewFPTrunc(args[0], rt)
	case dl.SIToFP:
		res = b.NewSIToFP(args[0], rt)
	case dl.UIToFP:
		res = b.NewUIToFP(args[0], rt)
	case dl.FPToSI:
		res = b.NewFPToSI(args[0], rt)
	case dl.FPToUI:
		res = b.NewFPToUI(args[0], rt)
	case dl.PtrToInt:
		res = b.NewPtrToInt(args[0], rt)
	case dl.IntToPtr:
		res = b.NewIntToPtr(args[0], rt)
	case dl.AddrSpaceCast:
		res = b.NewAddrSpaceCast(args[0], rt)
	case dl.Bitcast:
		if args[0].Type().String() == rt.String() {
			res = args[0] // ptr to ptr: nothing to do with i8* everywhere
		} else {
			res = b.NewBitCast(args[0], rt)
		}
	// Aggregates.
	case dl.ExtractValue:
		res = b.NewExtractValue(args[0], u64s(dl.Position(op))...)
	case dl.InsertValue:
		res = b.NewInsertValue(args[0], args[1], u64s(dl.Position(op))...)
	// Memory.
	case dl.Alloca:
		et, err := e.typ(op, typeAttrOf(op, "elem_type"))
		if err != nil {
			return err
		}
		i := b.NewAlloca(et)
		if c, ok := args[0].(*constant.Int); !ok || c.X.Cmp(big.NewInt(1)) != 0 {
			i.NElems = args[0]
		}
		if a, ok := intAttr(op, "alignment"); ok && a > 0 {
			i.Align = llir.Align(a)
		}
		i.InAlloca = op.HasAttr("inalloca")
		if pt, ok := op.Result(0).Type().(*dl.PointerType); ok && pt.AddrSpace != 0 {
			i.AddrSpace = types.AddrSpace(pt.AddrSpace)
			i.Typ = e.tc.ptrTo(et, pt.AddrSpace)
		}
		res = e.toOpaque(i)
	case dl.Load:
		i := b.NewLoad(rt, e.castPtr(args[0], rt))
		i.Volatile = op.HasAttr("volatile_")
		if a, ok := intAttr(op, "alignment"); ok && a > 0 {
			i.Align = llir.Align(a)
		}
		if op.HasAttr("ordering") {
			if o, _ := intAttr(op, "ordering"); o != 0 {
				return op.EmitError("atomic loads are not supported by the LLVM IR emitter")
			}
		}
		res = i
	case dl.Store:
		i := b.NewStore(args[0], e.castPtr(args[1], args[0].Type()))
		i.Volatile = op.HasAttr("volatile_")
		if a, ok := intAttr(op, "alignment"); ok && a > 0 {
			i.Align = llir.Align(a)
		}
		if o, _ := intAttr(op, "ordering"); o != 0 {
			return op.EmitError("atomic stores are not supported by the LLVM IR emitter")
		}
	case dl.GEP:
		et, err := e.typ(op, typeAttrOf(op, "elem_type"))
		if err != nil {
			return err
		}
		if _, ok := args[0].Type().(*types.PointerType); !ok {
			return op.EmitError("getelementptr on vectors of pointers is not supported by the LLVM IR emitter")
		}
		idx, err := e.gepIndices(op, args)
		if err != nil {
			return err
		}
		i := b.NewGetElementPtr(et, e.castPtr(args[0], et), idx...)
		f, _ := intAttr(op, "noWrapFlags")
		i.InBounds = f&dl.GEPInboundsFlag != 0
		res = e.toOpaque(i)
	// Control flow.
	case dl.Br:
		if err := e.addIncoming(op, op.Successor(0), op.Operands()); err != nil {
			return err
		}
		b.NewBr(e.blocks[op.Successor(0)])
	case dl.CondBr:
		d := op.Def()
		if err := e.addIncoming(op, op.Successor(0), d.OperandGroup(op, "trueDestOperands")); err != nil {
			return err
		}
		if err := e.addIncoming(op, op.Successor(1), d.OperandGroup(op, "falseDestOperands")); err != nil {
			return err
		}
		b.NewCondBr(args[0], e.blocks[op.Successor(0)], e.blocks[op.Successor(1)])
	case dl.Switch:
		if err := e.addIncoming(op, op.Successor(0), op.Def().OperandGroup(op, "defaultOperands")); err != nil {
			return err
		}
		it, ok := args[0].Type().(*types.IntType)
		if !ok {
			return op.EmitError("switch on a non-integer value")
		}
		var cases []*llir.Case
		for i, c := range dl.SwitchCases(op) {
			if i+1 >= op.NumSuccessors() {
				return op.EmitError("switch has more case values than destinations")
			}
			succ := op.Successor(i + 1)
			if err := e.addIncoming(op, succ, dl.SwitchCaseOperands(op, i)); err != nil {
				return err
			}
			cases = append(cases, llir.NewCase(constant.NewInt(it, c), e.blocks[succ]))
		}
		b.NewSwitch(args[0], e.blocks[op.Successor(0)], cases...)
	case dl.Return:
		if len(args) == 0 {
			b.NewRet(nil)
		} else {
			b.NewRet(args[0])
		}
	case dl.Unreachable:
		b.NewUnreachable()
	// Calls and intrinsics.
	case dl.Call:
		r, err := e.call(op, args)
		if err != nil {
			return err
		}
		res = r
	case dl.Memcpy, dl.Memmove, dl.Memset:
		if err := e.memIntrinsic(op, args); err != nil {
			return err
		}
	default:
		if e.gpu && strings.HasPrefix(name, "nvvm.") {
			r, err := e.nvvmOp(op, args, rt)
			if err != nil {
				return err
			}
			res = r
			break
		}
		if r, ok, err := e.vectorOp(op, args, rt); ok {
			if err != nil {
				return err
			}
			res = r
			break
		}
		if strings.HasPrefix(name, "llvm.intr.") && op.Def() != nil {
			r, err := e.intrinsic(op, args, rt)
			if err != nil {
				return err
			}
			res = r
			break
		}
		return op.EmitError("LLVM translation failed for operation: %s", name)
	}
	if op.NumResults() == 1 {
		if res == nil {
			return op.EmitError("LLVM translation produced no value")
		}
		e.values[op.Result(0)] = res
	}
	return nil
}

func u64s(vs []int64) []uint64 {
	out := make([]uint64, len(vs))
	for i, v := range vs {
		out[i] = uint64(v)
	}
	return out
}

func typeAttrOf(op *ir.Operation, name string) ir.Type {
	if ta, ok := op.Attr(name).(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}

// gepIndices builds the index list: constants as i32 (as struct fields
// require), dynamic indices as given.
func (e *emitter) gepIndices(op *ir.Operation, args []value.Value) ([]value.Value, error) {
	var out []value.Value
	for _, idx := range dl.GEPIndices(op) {
		switch x := idx.(type) {
		case int64:
			out = append(out, constant.NewInt(types.I32, x))
		case *ir.Value:
			v, err := e.val(op, x)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		default:
			return nil, op.EmitError("malformed getelementptr indices")
		}
	}
	return out, nil
}

func (e *emitter) call(op *ir.Operation, args []value.Value) (value.Value, error) {
	b := e.block
	var callee value.Value
	var sig *types.FuncType
	if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok {
		f, ok := e.funcs[ref.Leaf()]
		if !ok {
			return nil, op.EmitError("'%s' does not reference a function", ref.Leaf())
		}
		callee, sig = f, f.Sig
	} else {
		if len(args) == 0 {
			return nil, op.EmitError("indirect call without a callee operand")
		}
		var params []types.Type
		for _, a := range args[1:] {
			params = append(params, a.Type())
		}
		var ret types.Type = types.Void
		if op.NumResults() == 1 {
			var err error
			if ret, err = e.typ(op, op.Result(0).Type()); err != nil {
				return nil, err
			}
		}
		if vt := typeAttrOf(op, "var_callee_type"); vt != nil {
			t, err := e.typ(op, vt)
			if err != nil {
				return nil, err
			}
			sig = t.(*types.FuncType)
		} else {
			sig = types.NewFunc(ret, params...)
		}
		callee = e.castPtr(args[0], sig)
		args = args[1:]
	}
	if len(args) < len(sig.Params) || (!sig.Variadic && len(args) != len(sig.Params)) {
		return nil, op.EmitError("call passes %d arguments to a function of %d parameters", len(args), len(sig.Params))
	}
	i := b.NewCall(callee, args...)
	i.FastMathFlags = fastmath(op)
	if tk, ok := op.Attr("TailCallKind").(*dl.EnumAttr); ok {
		switch tk.Value {
		case "tail":
			i.Tail = enum.TailTail
		case "musttail":
			i.Tail = enum.TailMustTail
		case "notail":
			i.Tail = enum.TailNoTail
		}
	}
	if cc, ok := op.Attr("CConv").(*dl.EnumAttr); ok {
		i.CallingConv = callingConvs[cc.Value]
	}
	if op.NumResults() == 0 {
		return nil, nil
	}
	return i, nil
}

// intrinsicDecl returns (declaring once) the intrinsic function name.
func (e *emitter) intrinsicDecl(name string, ret types.Type, params ...types.Type) *llir.Func {
	if f, ok := e.intrs[name]; ok {
		return f
	}
	var ps []*llir.Param
	for _, p := range params {
		ps = append(ps, llir.NewParam("", p))
	}
	f := e.m.NewFunc(name, ret, ps...)
	e.intrs[name] = f
	return f
}

// typeSuffix is the overload suffix of an intrinsic name: f32, v4f32, i64.
func typeSuffix(t types.Type) (string, bool) {
	switch t := t.(type) {
	case *types.IntType:
		return fmt.Sprintf("i%d", t.BitSize), true
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return "f16", true
		case types.FloatKindFloat:
			return "f32", true
		case types.FloatKindDouble:
			return "f64", true
		case types.FloatKindX86_FP80:
			return "f80", true
		case types.FloatKindFP128:
			return "f128", true
		}
	case *bfloatType:
		return "bf16", true
	case *types.VectorType:
		s, ok := typeSuffix(t.ElemType)
		return fmt.Sprintf("v%d%s", t.Len, s), ok
	case *types.PointerType:
		s, ok := typeSuffix(t.ElemType)
		return fmt.Sprintf("p%d%s", t.AddrSpace, s), ok
	}
	return "", false
}

func (e *emitter) intrinsic(op *ir.Operation, args []value.Value, rt types.Type) (value.Value, error) {
	base := strings.TrimPrefix(op.Name(), "llvm.intr.")
	if rt == nil {
		return nil, op.EmitError("LLVM translation failed for operation: %s", op.Name())
	}
	suf, ok := typeSuffix(rt)
	if !ok {
		return nil, op.EmitError("unsupported type %s for intrinsic %s", rt, base)
	}
	if e.gpu {
		if r, ok := e.libmCall(op, base, args, rt); ok {
			return r, nil
		}
	}
	var ps []types.Type
	for _, a := range args {
		ps = append(ps, a.Type())
	}
	f := e.intrinsicDecl("llvm."+base+"."+suf, rt, ps...)
	i := e.block.NewCall(f, args...)
	i.FastMathFlags = fastmath(op)
	return i, nil
}

func (e *emitter) memIntrinsic(op *ir.Operation, args []value.Value) error {
	volatile := false
	if v, ok := intAttr(op, "isVolatile"); ok {
		volatile = v != 0
	}
	vol := constant.NewBool(volatile)
	base := strings.TrimPrefix(op.Name(), "llvm.intr.")
	lenSuf, ok := typeSuffix(args[2].Type())
	if !ok {
		return op.EmitError("unsupported length type %s", args[2].Type())
	}
	dst := args[0]
	dstSuf, _ := typeSuffix(dst.Type())
	var f *llir.Func
	var callArgs []value.Value
	if op.Def() == dl.Memset {
		f = e.intrinsicDecl(fmt.Sprintf("llvm.memset.%s.%s", dstSuf, lenSuf), types.Void, dst.Type(), types.I8, args[2].Type(), types.I1)
		callArgs = []value.Value{dst, args[1], args[2], vol}
	} else {
		srcSuf, _ := typeSuffix(args[1].Type())
		f = e.intrinsicDecl(fmt.Sprintf("llvm.%s.%s.%s.%s", base, dstSuf, srcSuf, lenSuf), types.Void, dst.Type(), args[1].Type(), args[2].Type(), types.I1)
		callArgs = []value.Value{dst, args[1], args[2], vol}
	}
	e.block.NewCall(f, callArgs...)
	return nil
}

// ---- constants ----

// constOp translates an op that yields a constant: llvm.mlir.constant,
// undef, poison, zero, addressof, and (in initializers) casts, GEPs and
// aggregate updates of constants. It returns nil, nil for other ops.
func (e *emitter) constOp(op *ir.Operation) (constant.Constant, error) {
	if op.NumResults() != 1 {
		return nil, nil
	}
	rt, err := e.typ(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	switch op.Def() {
	case dl.Constant:
		return e.attrConstant(op, op.Attr("value"), rt)
	case dl.Undef:
		return constant.NewUndef(rt), nil
	case dl.Poison:
		return constant.NewPoison(rt), nil
	case dl.Zero:
		return zeroOf(rt), nil
	case dl.AddressOf:
		ref, _ := op.Attr("global_name").(*ir.SymbolRefAttr)
		if ref == nil {
			return nil, op.EmitError("requires attribute 'global_name'")
		}
		g, ok := e.globals[ref.Leaf()]
		if !ok {
			return nil, op.EmitError("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'")
		}
		if g.Type().String() != rt.String() {
			return constant.NewAddrSpaceCast(g, rt), nil
		}
		return g, nil
	}
	// The rest only when every operand is a constant.
	var cs []constant.Constant
	for _, v := range op.Operands() {
		c, ok := e.values[v].(constant.Constant)
		if !ok {
			return nil, nil
		}
		cs = append(cs, c)
	}
	switch op.Def() {
	case dl.InsertValue:
		// Folded: LLVM 22 no longer reads insertvalue expressions.
		c, ok := insertConst(cs[0], cs[1], dl.Position(op))
		if !ok {
			return nil, op.EmitError("cannot fold insertvalue into a constant")
		}
		return c, nil
	case dl.ExtractValue:
		c, ok := extractConst(cs[0], dl.Position(op))
		if !ok {
			return nil, op.EmitError("cannot fold extractvalue of a constant")
		}
		return c, nil
	case dl.Bitcast:
		if cs[0].Type().String() == rt.String() {
			return cs[0], nil
		}
		return constant.NewBitCast(cs[0], rt), nil
	case dl.PtrToInt:
		return constant.NewPtrToInt(cs[0], rt), nil
	case dl.IntToPtr:
		return constant.NewIntToPtr(cs[0], rt), nil
	case dl.AddrSpaceCast:
		return constant.NewAddrSpaceCast(cs[0], rt), nil
	case dl.GEP:
		et, err := e.typ(op, typeAttrOf(op, "elem_type"))
		if err != nil {
			return nil, err
		}
		var idx []constant.Constant
		for _, x := range dl.GEPIndices(op) {
			switch x := x.(type) {
			case int64:
				idx = append(idx, constant.NewInt(types.I32, x))
			case *ir.Value:
				c, ok := e.values[x].(constant.Constant)
				if !ok {
					return nil, nil
				}
				idx = append(idx, c)
			}
		}
		pt, ok := cs[0].Type().(*types.PointerType)
		if !ok {
			return nil, op.EmitError("expected a pointer base")
		}
		g := constant.NewGetElementPtr(et, constant.NewBitCast(cs[0], e.tc.ptrTo(et, int(pt.AddrSpace))), idx...)
		f, _ := intAttr(op, "noWrapFlags")
		g.InBounds = f&dl.GEPInboundsFlag != 0
		return constant.NewBitCast(g, e.tc.opaquePtr(int(pt.AddrSpace))), nil
	case dl.Add:
		return constant.NewAdd(cs[0], cs[1]), nil
	case dl.Sub:
		return constant.NewSub(cs[0], cs[1]), nil
	case dl.Mul:
		return constant.NewMul(cs[0], cs[1]), nil
	}
	return nil, nil
}

func zeroOf(t types.Type) constant.Constant {
	switch t := t.(type) {
	case *types.PointerType:
		return constant.NewNull(t)
	case *types.IntType:
		return constant.NewInt(t, 0)
	case *types.FloatType:
		return constant.NewFloat(t, 0)
	case *bfloatType:
		return newBFloat(0)
	}
	return constant.NewZeroInitializer(t)
}

// attrConstant builds the constant of type t that attribute a describes.
func (e *emitter) attrConstant(op *ir.Operation, a ir.Attribute, t types.Type) (constant.Constant, error) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if it, ok := t.(*types.IntType); ok {
			return constant.NewIntFromString(it, a.BigInt().String())
		}
		if ft, ok := t.(*types.FloatType); ok {
			return constant.NewFloat(ft, float64(a.Int64())), nil
		}
		if t == bfloat {
			return newBFloat(float64(a.Int64())), nil
		}
	case *ir.FloatAttr:
		if ft, ok := t.(*types.FloatType); ok {
			return floatConstant(ft, a.Value())
		}
		if t == bfloat {
			if a.Type.Kind == ir.BF16 {
				return &bfloatConst{uint16(a.Bits)}, nil // NaN payloads kept
			}
			return newBFloat(a.Value()), nil
		}
		if it, ok := t.(*types.IntType); ok {
			return constant.NewInt(it, int64(math.Float64bits(a.Value()))), nil
		}
	case *ir.StringAttr:
		if at, ok := t.(*types.ArrayType); ok && at.Len == uint64(len(a.Value)) {
			return constant.NewCharArrayFromString(a.Value), nil
		}
	case *ir.DenseElementsAttr:
		return e.denseConstant(op, a, t)
	case *ir.ArrayAttr:
		switch t := t.(type) {
		case *types.StructType:
			if len(a.Elems) != len(t.Fields) {
				break
			}
			var fs []constant.Constant
			for i, el := range a.Elems {
				c, err := e.attrConstant(op, el, t.Fields[i])
				if err != nil {
					return nil, err
				}
				fs = append(fs, c)
			}
			return constant.NewStruct(t, fs...), nil
		case *types.ArrayType:
			if uint64(len(a.Elems)) != t.Len {
				break
			}
			var es []constant.Constant
			for _, el := range a.Elems {
				c, err := e.attrConstant(op, el, t.ElemType)
				if err != nil {
					return nil, err
				}
				es = append(es, c)
			}
			return constant.NewArray(t, es...), nil
		}
	}
	return nil, op.EmitError("unsupported constant value %s for type %s", ir.AttrString(a), t)
}

func floatConstant(t *types.FloatType, v float64) (constant.Constant, error) {
	switch t.Kind {
	case types.FloatKindFloat:
		v = float64(float32(v))
	case types.FloatKindDouble:
	case types.FloatKindHalf:
		// llir prints half constants from a float64; the value is exact
		// for every f16.
	default:
		return nil, fmt.Errorf("unsupported float type %s", t)
	}
	return constant.NewFloat(t, v), nil
}

// denseConstant builds a vector or (nested) array constant from a dense
// elements attribute, in row-major order.
func (e *emitter) denseConstant(op *ir.Operation, a *ir.DenseElementsAttr, t types.Type) (constant.Constant, error) {
	n := a.NumElements()
	elem := a.Type.ElementType()
	get := func(i int64) (constant.Constant, types.Type, error) {
		if a.Splat {
			i = 0
		}
		et, err := e.typ(op, elem)
		if err != nil {
			return nil, nil, err
		}
		switch et := et.(type) {
		case *types.IntType:
			return constant.NewInt(et, a.IntElement(i)), et, nil
		case *types.FloatType:
			c, err := floatConstant(et, a.FloatElement(i))
			if err != nil {
				return nil, nil, op.EmitError("%v", err)
			}
			return c, et, nil
		case *bfloatType:
			return newBFloat(a.FloatElement(i)), et, nil
		}
		return nil, nil, op.EmitError("unsupported dense element type %s", ir.TypeString(elem))
	}
	pos := int64(0)
	var build func(t types.Type) (constant.Constant, error)
	build = func(t types.Type) (constant.Constant, error) {
		switch tt := t.(type) {
		case *types.ArrayType:
			var es []constant.Constant
			for i := uint64(0); i < tt.Len; i++ {
				c, err := build(tt.ElemType)
				if err != nil {
					return nil, err
				}
				es = append(es, c)
			}
			return constant.NewArray(tt, es...), nil
		case *types.VectorType:
			var es []constant.Constant
			for i := uint64(0); i < tt.Len; i++ {
				c, err := build(tt.ElemType)
				if err != nil {
					return nil, err
				}
				es = append(es, c)
			}
			return constant.NewVector(tt, es...), nil
		}
		if pos >= n {
			return nil, op.EmitError("dense attribute has fewer elements than type %s needs", t)
		}
		c, ct, err := get(pos)
		if err != nil {
			return nil, err
		}
		if ct.String() != t.String() {
			return nil, op.EmitError("dense element type %s does not match %s", ct, t)
		}
		pos++
		return c, nil
	}
	c, err := build(t)
	if err != nil {
		return nil, err
	}
	if pos != n {
		return nil, op.EmitError("dense attribute of %d elements does not fit type %s", n, t)
	}
	return c, nil
}

// elements splits an aggregate constant into its elements.
func elements(c constant.Constant) ([]constant.Constant, bool) {
	fieldTypes := func(t types.Type) []types.Type {
		switch t := t.(type) {
		case *types.StructType:
			return t.Fields
		case *types.ArrayType:
			out := make([]types.Type, t.Len)
			for i := range out {
				out[i] = t.ElemType
			}
			return out
		}
		return nil
	}
	switch c := c.(type) {
	case *constant.Struct:
		return append([]constant.Constant(nil), c.Fields...), true
	case *constant.Array:
		return append([]constant.Constant(nil), c.Elems...), true
	case *constant.CharArray:
		var out []constant.Constant
		for _, b := range c.X {
			out = append(out, constant.NewInt(types.I8, int64(b)))
		}
		return out, true
	case *constant.Undef, *constant.ZeroInitializer, *constant.Poison:
		var out []constant.Constant
		for _, ft := range fieldTypes(c.Type()) {
			switch c.(type) {
			case *constant.Undef:
				out = append(out, constant.NewUndef(ft))
			case *constant.Poison:
				out = append(out, constant.NewPoison(ft))
			default:
				out = append(out, zeroOf(ft))
			}
		}
		return out, out != nil
	}
	return nil, false
}

func rebuild(like constant.Constant, es []constant.Constant) constant.Constant {
	switch t := like.Type().(type) {
	case *types.StructType:
		return constant.NewStruct(t, es...)
	case *types.ArrayType:
		return constant.NewArray(t, es...)
	}
	return nil
}

// insertConst folds insertvalue x[path] = v.
func insertConst(x, v constant.Constant, path []int64) (constant.Constant, bool) {
	if len(path) == 0 {
		return v, true
	}
	es, ok := elements(x)
	if !ok || path[0] < 0 || path[0] >= int64(len(es)) {
		return nil, false
	}
	inner, ok := insertConst(es[path[0]], v, path[1:])
	if !ok {
		return nil, false
	}
	es[path[0]] = inner
	r := rebuild(x, es)
	return r, r != nil
}

// extractConst folds extractvalue x[path].
func extractConst(x constant.Constant, path []int64) (constant.Constant, bool) {
	for _, i := range path {
		es, ok := elements(x)
		if !ok || i < 0 || i >= int64(len(es)) {
			return nil, false
		}
		x = es[i]
	}
	return x, true
}
