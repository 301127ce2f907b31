package llvm

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/strata-compiler/strata/dialects/builtin"
	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// Module-level ops: functions declared, globals declared and defined, and
// their linkage, visibility and attributes.

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
