// Package functollvm is convert-func-to-llvm: func.func, func.return and
// func.call become llvm.func, llvm.return and llvm.call, with upstream's
// calling convention: a memref argument is passed as the scalars of its
// descriptor (allocated, aligned, offset, sizes, strides), several
// results are returned in a struct, and a function with the
// llvm.emit_c_interface attribute gets a `_mlir_ciface_NAME` wrapper that
// takes memrefs as pointers to descriptors.
package functollvm

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-func-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-func-to-llvm",
	Name:     "ConvertFuncToLLVMPass",
	Summary:  "Convert from the Func dialect to the LLVM dialect",
	Anchor:   builtin.Module.Name,
	Options: []passes.Option{
		{Name: "use-bare-ptr-memref-call-conv", Description: "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types", Kind: passes.BoolOption, Default: "false"},
		{Name: "index-bitwidth", Description: "Bitwidth of the index type, 0 to use size of machine word", Kind: passes.UintOption, Default: "0"},
	},
	Dialects: []string{"llvm"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, tollvm.Options{IndexBitwidth: int(r.Int("index-bitwidth")),
			BarePtrCallConv: r.Bool("use-bare-ptr-memref-call-conv")})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply converts the func ops of module.
func Apply(module *ir.Operation, o tollvm.Options) error {
	if err := checkLinkage(module); err != nil {
		return err
	}
	tc := tollvm.NewTypeConverter(module.Context(), o)
	target := tollvm.NewTarget()
	target.AddIllegalDialect("func")
	if o.BarePtrCallConv {
		// A function the bare-pointer convention cannot pass is left alone
		// (its return still converts), as upstream.
		target.AddDynamicallyLegalOp(fn.Func.Name, func(op *ir.Operation) bool { return !barePassable(op) })
	}
	ps, finish := patterns(o)
	if err := rewrite.ApplyPartialConversion(module, target, ps, tc); err != nil {
		return err
	}
	finish()
	return nil
}

// Populate is func's share of convert-to-llvm: as there, a func op whose
// types do not all convert (a signature with tf32) stays as it is instead
// of failing the conversion. It returns the patterns and finish, to call
// after the conversion succeeded.
func Populate(target *rewrite.ConversionTarget, tc *rewrite.TypeConverter, o tollvm.Options) ([]*rewrite.ConversionPattern, func()) {
	target.AddDynamicallyLegalDialect("func", func(op *ir.Operation) bool {
		if ta, ok := op.Attr("function_type").(*ir.TypeAttr); ok && op.Def() == fn.Func {
			ft, ok := ta.Type.(*ir.FunctionType)
			if !ok {
				return true
			}
			_, inputs := tc.ConvertTypes(ft.Inputs)
			_, results := tc.ConvertTypes(ft.Results)
			return !inputs || !results || (o.BarePtrCallConv && !barePassable(op))
		}
		return !tollvm.Convertible(tc, op)
	})
	return patterns(o)
}

// patterns returns the func-to-llvm patterns and the step that erases,
// after the conversion, the casts of arguments nobody uses.
func patterns(o tollvm.Options) ([]*rewrite.ConversionPattern, func()) {
	c := &conv{o: o, casts: new([]*ir.Operation)}
	ps := []*rewrite.ConversionPattern{
		{Name: "FuncOpConversion", Root: fn.Func.Name, Rewrite: c.funcOp},
		{Name: "ReturnOpLowering", Root: fn.Return.Name, Rewrite: c.returnOp},
		{Name: "CallOpLowering", Root: fn.Call.Name, Rewrite: c.callOp},
	}
	finish := func() {
		for _, op := range *c.casts {
			if op.Block() != nil && op.UseEmpty() {
				op.Erase()
			}
		}
	}
	return ps, finish
}

type conv struct {
	o     tollvm.Options
	casts *[]*ir.Operation
}

// BarePtrAttr on a func.func asks for the bare-pointer calling convention
// for it alone (its definition and its calls), as upstream's attribute of
// the same name: each statically shaped memref with an identity-like
// layout is passed as its aligned pointer. A function whose memrefs
// cannot all be passed so keeps the descriptors.
const BarePtrAttr = "llvm.bareptr"

// forFunc returns the conversion for fn's signature: c, or c under the
// bare-pointer convention when fn asks for it.
func (c *conv) forFunc(fn *ir.Operation) *conv {
	if c.o.BarePtrCallConv || fn == nil || !fn.HasAttr(BarePtrAttr) || !barePassable(fn) {
		return c
	}
	o := c.o
	o.BarePtrCallConv = true
	return &conv{o: o, casts: c.casts}
}

// enclosingFunc returns the function op is in.
func enclosingFunc(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Def() == fn.Func || p.Def() == llvm.FuncOp {
			return p
		}
	}
	return nil
}

// argTypes are the llvm types one value of type t is passed as.
func (c *conv) argTypes(ctx *ir.Context, t ir.Type) []ir.Type {
	if ut, ok := t.(*ir.UnrankedMemRefType); ok {
		// Upstream's convention: the rank and the descriptor pointer.
		if tollvm.UnrankedDescriptorType(ctx, c.o, ut) == nil {
			return nil
		}
		return []ir.Type{tollvm.IndexType(ctx, c.o), llvm.Ptr(ctx, 0)}
	}
	if mt, ok := t.(*ir.MemRefType); ok {
		if c.o.BarePtrCallConv && tollvm.CanBeBare(mt) {
			as, _ := tollvm.AddressSpace(mt)
			return []ir.Type{llvm.Ptr(ctx, as)}
		}
		d := tollvm.DescriptorType(ctx, c.o, mt)
		if d == nil {
			return nil
		}
		return tollvm.UnpackedTypes(d)
	}
	nt := tollvm.ConvertType(ctx, c.o, t)
	if nt == nil {
		return nil
	}
	return []ir.Type{nt}
}

// resultType is the llvm type a function returns: void, the converted
// result, or a struct of the converted results.
func (c *conv) resultType(ctx *ir.Context, rs []ir.Type) ir.Type {
	if len(rs) == 0 {
		return llvm.Void(ctx)
	}
	var ts []ir.Type
	for _, r := range rs {
		var nt ir.Type
		if mt, ok := r.(*ir.MemRefType); ok && c.o.BarePtrCallConv && tollvm.CanBeBare(mt) {
			as, _ := tollvm.AddressSpace(mt)
			nt = llvm.Ptr(ctx, as)
		} else {
			nt = tollvm.ConvertType(ctx, c.o, r)
		}
		if nt == nil {
			return nil
		}
		ts = append(ts, nt)
	}
	if len(ts) == 1 {
		return ts[0]
	}
	return llvm.LiteralStruct(ctx, ts, false)
}

// signature returns the llvm function type of ft.
func (c *conv) signature(ctx *ir.Context, ft *ir.FunctionType) *llvm.FuncType {
	var params []ir.Type
	for _, t := range ft.Inputs {
		ts := c.argTypes(ctx, t)
		if ts == nil {
			return nil
		}
		params = append(params, ts...)
	}
	res := c.resultType(ctx, ft.Results)
	if res == nil {
		return nil
	}
	return llvm.Func(ctx, res, params, false)
}

// checkLinkage reports a func.func whose llvm.linkage is no linkage, in
// upstream's words.
func checkLinkage(root *ir.Operation) error {
	var err error
	ir.Walk(root, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Def() != fn.Func {
			return ir.Advance
		}
		if a := op.Attr(linkageAttr); a != nil {
			if l, ok := a.(*llvm.EnumAttr); !ok || l.Mnemonic != "linkage" {
				err = ir.NewDiagnostic(ir.SevError, op.Loc(), "Contains %s attribute not of type LLVM::LinkageAttr", linkageAttr)
				return ir.Interrupt
			}
		}
		return ir.Skip
	})
	return err
}

// linkageAttr is the discardable attribute that gives a func.func the
// linkage of the llvm.func it becomes.
const linkageAttr = "llvm.linkage"

var funcOwnAttrs = map[string]bool{"sym_name": true, "function_type": true, "arg_attrs": true, "res_attrs": true}

func (c *conv) funcOp(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ta, ok := op.Attr("function_type").(*ir.TypeAttr)
	if !ok {
		return false
	}
	ft, ok := ta.Type.(*ir.FunctionType)
	if !ok {
		return false
	}
	if c.o.BarePtrCallConv && !barePassable(op) {
		return false
	}
	c = c.forFunc(op)
	fn, sig := c.lower(rw, op, ft, nil)
	if fn == nil {
		return false
	}
	// No wrapper under the bare-pointer convention (as upstream).
	if _, ok := op.Attr("llvm.emit_c_interface").(*ir.UnitAttr); ok && !c.o.BarePtrCallConv {
		if fn.Region(0).Empty() {
			c.externalWrapper(rw, fn, ft, sig)
		} else {
			c.wrapper(rw, fn, ft, sig)
		}
	}
	rw.EraseOp(op)
	return true
}

// LowerFunction creates, before the function-like op, an llvm.func of the
// same name whose signature is ft under o's calling convention (the one
// convert-func-to-llvm gives func.func: each memref argument as the
// scalars of its descriptor, or a bare pointer), moves op's body into it
// and rebuilds memref arguments from their scalars, cast back to the
// memref type for the ops not converted yet. The entry block must hold
// exactly ft's inputs. op's attributes are copied except the function's
// own and those skip names. It returns nil, changing nothing, when a type
// does not convert; the caller erases op. convert-gpu-to-nvvm lowers
// gpu.func through it.
func LowerFunction(rw *rewrite.ConversionRewriter, op *ir.Operation, ft *ir.FunctionType, o tollvm.Options, skip func(name string) bool) *ir.Operation {
	fn, _ := (&conv{o: o, casts: new([]*ir.Operation)}).lower(rw, op, ft, skip)
	return fn
}

// Signature returns the llvm function type ft lowers to under o's
// calling convention, or nil when a type does not convert.
func Signature(ctx *ir.Context, ft *ir.FunctionType, o tollvm.Options) *llvm.FuncType {
	return (&conv{o: o, casts: new([]*ir.Operation)}).signature(ctx, ft)
}

// LowerReturn replaces a return-like op by llvm.return of its converted
// operands (several in a struct), as func.return lowers.
func LowerReturn(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter, o tollvm.Options) bool {
	return (&conv{o: o, casts: new([]*ir.Operation)}).returnOp(op, operands, rw)
}

func (c *conv) lower(rw *rewrite.ConversionRewriter, op *ir.Operation, ft *ir.FunctionType, skip func(string) bool) (*ir.Operation, *llvm.FuncType) {
	ctx := rw.Ctx
	sig := c.signature(ctx, ft)
	if sig == nil {
		return nil, nil
	}
	body := op.Region(0)
	name := ir.SymbolName(op)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.FuncOp), Loc: op.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	st.AddAttr("function_type", ctx.TypeAttr(sig))
	if attrs := c.argAttrs(ctx, op, ft); attrs != nil {
		st.AddAttr("arg_attrs", attrs)
	}
	for _, a := range op.Attrs() {
		if a.Name == linkageAttr {
			// As upstream: the discardable llvm.linkage becomes the
			// llvm.func's own linkage.
			l, ok := a.Value.(*llvm.EnumAttr)
			if !ok || l.Mnemonic != "linkage" {
				return nil, nil // reported by checkLinkage
			}
			st.AddAttr("linkage", l)
			continue
		}
		if !funcOwnAttrs[a.Name] && (skip == nil || !skip(a.Name)) {
			st.AddAttr(a.Name, a.Value)
		}
	}
	ip := rw.Save()
	rw.SetInsertionPoint(op)
	fn := rw.Create(st)
	rw.Restore(ip)
	if !body.Empty() {
		rw.InlineRegionBefore(body, fn.Region(0), nil)
		entry := fn.Region(0).Front()
		c.convertEntryArgs(rw, entry, ft)
	}
	return fn, sig
}

// argAttrs carries the function's arg_attrs to the llvm.func's
// parameters, as upstream does: an argument that becomes one parameter
// (a scalar, a bare pointer) keeps its dictionary; one expanded into a
// descriptor's fields drops it. nil when there are none to carry.
func (c *conv) argAttrs(ctx *ir.Context, op *ir.Operation, ft *ir.FunctionType) ir.Attribute {
	arr, ok := op.Attr("arg_attrs").(*ir.ArrayAttr)
	if !ok || len(arr.Elems) != len(ft.Inputs) {
		return nil
	}
	var out []ir.Attribute
	kept := false
	for i, t := range ft.Inputs {
		params := c.argTypes(ctx, t)
		dict, _ := arr.Elems[i].(*ir.DictionaryAttr)
		for range params {
			if len(params) == 1 && dict != nil && len(dict.Entries) > 0 {
				out = append(out, dict)
				kept = true
				continue
			}
			out = append(out, ctx.DictionaryAttr(nil))
		}
	}
	if !kept {
		return nil
	}
	return ctx.ArrayAttr(out)
}

func (c *conv) cast(rw *rewrite.ConversionRewriter, v *ir.Value, t ir.Type) *ir.Value {
	op := rw.CreateOp(builtin.UnrealizedConversionCast.Name, []*ir.Value{v}, []ir.Type{t})
	*c.casts = append(*c.casts, op)
	return op.Result(0)
}

// convertEntryArgs replaces the entry block's arguments by the llvm
// ones; a memref is rebuilt from its scalars (or its bare pointer) and
// cast back to the memref type for the ops not converted yet.
func (c *conv) convertEntryArgs(rw *rewrite.ConversionRewriter, entry *ir.Block, ft *ir.FunctionType) {
	ctx := rw.Ctx
	old := append([]*ir.Value(nil), entry.Args()...)
	ip := rw.Save()
	rw.SetInsertionPointToStart(entry)
	b := tollvm.NewB(rw.Rewriter, c.o)
	for i, a := range old {
		t := ft.Inputs[i]
		ts := c.argTypes(ctx, t)
		var news []*ir.Value
		for _, nt := range ts {
			news = append(news, entry.AddArgument(nt, a.Loc()))
		}
		var repl *ir.Value
		if a.UseEmpty() {
			// No use: no descriptor to build (upstream builds none either).
			continue
		}
		if ut, ok := t.(*ir.UnrankedMemRefType); ok {
			repl = c.cast(rw, c.packUnranked(b, ut, news[0], news[1]), t)
		} else if mt, ok := t.(*ir.MemRefType); ok {
			dt := tollvm.DescriptorType(ctx, c.o, mt)
			var desc *ir.Value
			if len(news) == 1 {
				desc = c.bareDescriptor(b, mt, dt, news[0])
			} else {
				n := len(mt.Dims)
				desc = b.Pack(dt, news[0], news[1], news[2], news[3:3+n], news[3+n:])
			}
			repl = c.cast(rw, desc, t)
		} else if ts[0] != t {
			repl = c.cast(rw, news[0], t)
		} else {
			repl = news[0]
		}
		a.ReplaceAllUsesWith(repl)
	}
	for range old {
		entry.EraseArgument(0)
	}
	rw.Restore(ip)
}

// bareDescriptor builds the descriptor of a statically shaped memref
// passed as a bare pointer.
func (c *conv) bareDescriptor(b tollvm.B, mt *ir.MemRefType, dt ir.Type, p *ir.Value) *ir.Value {
	d := tollvm.Desc{B: b, V: b.Poison(dt)}
	d.Set(p, tollvm.DescAllocated)
	d.Set(p, tollvm.DescAligned)
	d.Set(b.IndexConst(0), tollvm.DescOffset)
	strides := canonicalStrides(mt.Dims)
	if s, _, ok := memref.StridesAndOffset(mt); ok {
		strides = s
	}
	for i, s := range mt.Dims {
		d.Set(b.IndexConst(s), tollvm.DescSizes, int64(i))
		d.Set(b.IndexConst(strides[i]), tollvm.DescStrides, int64(i))
	}
	return d.V
}

func canonicalStrides(dims []int64) []int64 {
	s := make([]int64, len(dims))
	run := int64(1)
	for i := len(dims) - 1; i >= 0; i-- {
		s[i] = run
		run *= dims[i]
	}
	return s
}

// passArgs turns converted values into the scalars a call passes.
func (c *conv) passArgs(b tollvm.B, orig []ir.Type, vals []*ir.Value) []*ir.Value {
	var out []*ir.Value
	for i, v := range vals {
		if _, ok := orig[i].(*ir.UnrankedMemRefType); ok {
			out = append(out, b.Extract(v, tollvm.UnrankedRank), b.Extract(v, tollvm.UnrankedDescriptor))
			continue
		}
		if mt, ok := orig[i].(*ir.MemRefType); ok {
			if c.o.BarePtrCallConv && tollvm.CanBeBare(mt) {
				out = append(out, tollvm.Desc{B: b, V: v}.Aligned())
				continue
			}
			out = append(out, b.Unpack(v)...)
			continue
		}
		out = append(out, v)
	}
	return out
}

// return %a, %b -> llvm.return of a struct {a, b}
func (c *conv) returnOp(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	c = c.forFunc(enclosingFunc(op))
	b := tollvm.NewB(rw.Rewriter, c.o)
	vals := make([]*ir.Value, len(operands))
	for i, v := range operands {
		if mt, ok := op.Operand(i).Type().(*ir.MemRefType); ok && c.o.BarePtrCallConv && tollvm.CanBeBare(mt) {
			// The allocated pointer, as upstream returns it.
			v = tollvm.Desc{B: b, V: v}.Allocated()
		}
		if !llvm.IsCompatibleType(v.Type()) {
			return false
		}
		vals[i] = v
	}
	// An unranked result's ranked descriptor is on this function's stack:
	// it goes back in a heap copy, which the caller frees.
	for i, v := range vals {
		if _, ok := op.Operand(i).Type().(*ir.UnrankedMemRefType); ok {
			m := tollvm.ModuleOf(op)
			if m == nil {
				return false
			}
			vals[i] = c.copyUnranked(rw, m, v, true)
		}
	}
	switch len(vals) {
	case 0:
		rw.CreateOp(llvm.Return.Name, nil, nil)
	case 1:
		rw.CreateOp(llvm.Return.Name, vals, nil)
	default:
		ts := make([]ir.Type, len(vals))
		for i, v := range vals {
			ts[i] = v.Type()
		}
		s := b.Poison(llvm.LiteralStruct(rw.Ctx, ts, false))
		for i, v := range vals {
			s = b.Insert(s, v, int64(i))
		}
		rw.CreateOp(llvm.Return.Name, []*ir.Value{s}, nil)
	}
	if op.Block() != nil {
		rw.EraseOp(op)
	}
	return true
}

// call @f(args) -> llvm.call @f(unpacked args), results unpacked from a struct
func (c *conv) callOp(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return false
	}
	for _, v := range operands {
		if !llvm.IsCompatibleType(v.Type()) {
			return false
		}
	}
	if m := tollvm.ModuleOf(op); m != nil {
		c = c.forFunc(ir.LookupSymbolIn(m, ref))
	}
	res := c.resultType(ctx, op.ResultTypes())
	if res == nil {
		return false
	}
	b := tollvm.NewB(rw.Rewriter, c.o)
	args := c.passArgs(b, op.OperandTypes(), operands)
	var rt ir.Type
	if _, void := res.(*llvm.VoidType); !void {
		rt = res
	}
	call := b.Call(ref.Root, args, rt)
	var outs []*ir.Value
	switch op.NumResults() {
	case 0:
	case 1:
		outs = []*ir.Value{call.Result(0)}
	default:
		for i := 0; i < op.NumResults(); i++ {
			outs = append(outs, b.Extract(call.Result(0), int64(i)))
		}
	}
	for i, v := range outs {
		if mt, ok := op.Result(i).Type().(*ir.MemRefType); ok && c.o.BarePtrCallConv && tollvm.CanBeBare(mt) {
			outs[i] = c.bareDescriptor(b, mt, tollvm.DescriptorType(ctx, c.o, mt), v)
		}
		if _, ok := op.Result(i).Type().(*ir.UnrankedMemRefType); ok {
			m := tollvm.ModuleOf(op)
			if m == nil {
				return false
			}
			outs[i] = c.copyUnranked(rw, m, v, false)
		}
	}
	rw.ReplaceOp(op, outs)
	return true
}

// cifaceType is the signature of `_mlir_ciface_NAME` for a function of
// type ft lowered to sig: memref arguments as pointers to descriptors, a
// memref or multiple results stored through a pointer passed first.
func (c *conv) cifaceType(ctx *ir.Context, ft *ir.FunctionType, sig *llvm.FuncType) (params []ir.Type, res ir.Type, resultByPtr bool) {
	ptr := llvm.Ptr(ctx, 0)
	_, void := sig.Result.(*llvm.VoidType)
	_, isStruct := sig.Result.(*llvm.StructType)
	resultByPtr = !void && isStruct
	if resultByPtr {
		params = append(params, ptr)
	}
	for _, t := range ft.Inputs {
		if isMemRef(t) {
			params = append(params, ptr)
		} else {
			params = append(params, tollvm.ConvertType(ctx, c.o, t))
		}
	}
	res = sig.Result
	if resultByPtr {
		res = llvm.Void(ctx)
	}
	return params, res, resultByPtr
}

// wrapper adds `_mlir_ciface_NAME`: memref arguments come as pointers to
// descriptors, and a memref or multiple results are stored through a
// pointer passed first.
func (c *conv) wrapper(rw *rewrite.ConversionRewriter, fn *ir.Operation, ft *ir.FunctionType, sig *llvm.FuncType) {
	ctx := rw.Ctx
	_, void := sig.Result.(*llvm.VoidType)
	params, res, resultByPtr := c.cifaceType(ctx, ft, sig)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.FuncOp), Loc: fn.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr("_mlir_ciface_"+ir.SymbolName(fn)))
	st.AddAttr("function_type", ctx.TypeAttr(llvm.Func(ctx, res, params, false)))
	st.AddAttr("llvm.emit_c_interface", ctx.UnitAttr())
	ip := rw.Save()
	rw.SetInsertionPointAfter(fn)
	w := rw.Create(st)
	entry := ir.NewBlock()
	w.Region(0).Append(entry)
	var args []*ir.Value
	for _, t := range params {
		args = append(args, entry.AddArgument(t, fn.Loc()))
	}
	rw.SetInsertionPointToEnd(entry)
	b := tollvm.NewB(rw.Rewriter, c.o)
	k := 0
	if resultByPtr {
		k = 1
	}
	var callArgs []*ir.Value
	for i, t := range ft.Inputs {
		a := args[k+i]
		if ut, ok := t.(*ir.UnrankedMemRefType); ok {
			d := b.V(llvm.Load.Name, []*ir.Value{a}, tollvm.UnrankedDescriptorType(ctx, c.o, ut))
			callArgs = append(callArgs, b.Extract(d, tollvm.UnrankedRank), b.Extract(d, tollvm.UnrankedDescriptor))
			continue
		}
		if mt, ok := t.(*ir.MemRefType); ok {
			dt := tollvm.DescriptorType(ctx, c.o, mt)
			d := b.V(llvm.Load.Name, []*ir.Value{a}, dt)
			if c.o.BarePtrCallConv && tollvm.CanBeBare(mt) {
				callArgs = append(callArgs, tollvm.Desc{B: b, V: d}.Aligned())
			} else {
				callArgs = append(callArgs, b.Unpack(d)...)
			}
			continue
		}
		callArgs = append(callArgs, a)
	}
	var rt ir.Type
	if !void {
		rt = sig.Result
	}
	call := b.Call(ir.SymbolName(fn), callArgs, rt)
	switch {
	case resultByPtr:
		rw.CreateOp(llvm.Store.Name, []*ir.Value{call.Result(0), args[0]}, nil)
		rw.CreateOp(llvm.Return.Name, nil, nil)
	case void:
		rw.CreateOp(llvm.Return.Name, nil, nil)
	default:
		rw.CreateOp(llvm.Return.Name, []*ir.Value{call.Result(0)}, nil)
	}
	rw.Restore(ip)
}

// externalWrapper gives fn, the lowering of a func.func declaration
// marked llvm.emit_c_interface, a body calling `_mlir_ciface_NAME`,
// declared beside it, as upstream's convert-func-to-llvm does: the
// function is defined elsewhere with the C interface (a backend plug-in's
// artifact, a C library), and callers keep calling NAME with descriptors'
// scalars. Each memref argument's descriptor is built on the stack; a
// result passed by pointer is read back from the stack.
func (c *conv) externalWrapper(rw *rewrite.ConversionRewriter, fn *ir.Operation, ft *ir.FunctionType, sig *llvm.FuncType) {
	ctx := rw.Ctx
	_, void := sig.Result.(*llvm.VoidType)
	params, res, resultByPtr := c.cifaceType(ctx, ft, sig)
	ip := rw.Save()
	defer rw.Restore(ip)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.FuncOp), Loc: fn.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr("_mlir_ciface_"+ir.SymbolName(fn)))
	st.AddAttr("function_type", ctx.TypeAttr(llvm.Func(ctx, res, params, false)))
	for _, name := range []string{"llvm.emit_c_interface", "sym_visibility"} {
		if a := fn.Attr(name); a != nil {
			st.AddAttr(name, a)
		}
	}
	rw.SetInsertionPointAfter(fn)
	rw.Create(st)
	// A definition now, for this module's calls alone.
	fn.SetAttr("linkage", llvm.Linkage(ctx, "private"))
	entry := ir.NewBlock()
	fn.Region(0).Append(entry)
	var args []*ir.Value
	for _, t := range sig.Params {
		args = append(args, entry.AddArgument(t, fn.Loc()))
	}
	rw.SetInsertionPointToEnd(entry)
	b := tollvm.NewB(rw.Rewriter, c.o)
	ptr := llvm.Ptr(ctx, 0)
	stackSlot := func(t ir.Type) *ir.Value {
		one := b.IndexConst(1)
		return b.V(llvm.Alloca.Name, []*ir.Value{one}, ptr, tollvm.Attr("elem_type", ctx.TypeAttr(t)))
	}
	var callArgs []*ir.Value
	var result *ir.Value
	if resultByPtr {
		result = stackSlot(sig.Result)
		callArgs = append(callArgs, result)
	}
	k := 0
	for _, t := range ft.Inputs {
		if ut, ok := t.(*ir.UnrankedMemRefType); ok {
			d := c.packUnranked(b, ut, args[k], args[k+1])
			k += 2
			slot := stackSlot(d.Type())
			rw.CreateOp(llvm.Store.Name, []*ir.Value{d, slot}, nil)
			callArgs = append(callArgs, slot)
			continue
		}
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			callArgs = append(callArgs, args[k])
			k++
			continue
		}
		dt := tollvm.DescriptorType(ctx, c.o, mt)
		rank := len(mt.Dims)
		fields := args[k : k+3+2*rank]
		k += 3 + 2*rank
		d := b.Pack(dt, fields[0], fields[1], fields[2], fields[3:3+rank], fields[3+rank:])
		slot := stackSlot(dt)
		rw.CreateOp(llvm.Store.Name, []*ir.Value{d, slot}, nil)
		callArgs = append(callArgs, slot)
	}
	var rt ir.Type
	if !resultByPtr && !void {
		rt = res
	}
	call := b.Call("_mlir_ciface_"+ir.SymbolName(fn), callArgs, rt)
	switch {
	case resultByPtr:
		rw.CreateOp(llvm.Return.Name, []*ir.Value{b.V(llvm.Load.Name, []*ir.Value{result}, sig.Result)}, nil)
	case void:
		rw.CreateOp(llvm.Return.Name, nil, nil)
	default:
		rw.CreateOp(llvm.Return.Name, []*ir.Value{call.Result(0)}, nil)
	}
}

// barePassable reports whether every memref of fn's signature can be
// passed as a bare pointer (static shape, identity layout).
func barePassable(fn *ir.Operation) bool {
	ta, _ := fn.Attr("function_type").(*ir.TypeAttr)
	if ta == nil {
		return true
	}
	ft, ok := ta.Type.(*ir.FunctionType)
	if !ok {
		return true
	}
	for _, t := range append(append([]ir.Type(nil), ft.Inputs...), ft.Results...) {
		if mt, ok := t.(*ir.MemRefType); ok && !tollvm.CanBeBare(mt) {
			return false
		}
	}
	return true
}

// isMemRef reports whether t is a ranked or unranked memref.
func isMemRef(t ir.Type) bool {
	switch t.(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

// packUnranked builds the descriptor of an unranked memref of type ut
// from its rank and descriptor pointer.
func (c *conv) packUnranked(b tollvm.B, ut *ir.UnrankedMemRefType, rank, ptr *ir.Value) *ir.Value {
	d := b.Poison(tollvm.UnrankedDescriptorType(b.Ctx, c.o, ut))
	d = b.Insert(d, rank, tollvm.UnrankedRank)
	return b.Insert(d, ptr, tollvm.UnrankedDescriptor)
}

// copyUnranked copies the ranked descriptor unranked descriptor u points
// to and returns u pointing to the copy, as upstream does for unranked
// results: into the heap (malloc) when toHeap, at a return, where the
// descriptor is on the returning function's stack; else onto the stack
// (alloca), freeing the heap copy, after a call. Its size is that of two
// pointers and 2*rank+1 indices.
func (c *conv) copyUnranked(rw *rewrite.ConversionRewriter, module *ir.Operation, u *ir.Value, toHeap bool) *ir.Value {
	ctx := rw.Ctx
	b := tollvm.NewB(rw.Rewriter, c.o)
	idx := b.Index()
	rank := b.Extract(u, tollvm.UnrankedRank)
	src := b.Extract(u, tollvm.UnrankedDescriptor)
	one, two := b.IndexConst(1), b.IndexConst(2)
	idxBytes := b.IndexConst(int64(idx.Width / 8))
	ptrBytes := b.IndexConst(8)
	ptrs := b.Bin(llvm.Mul.Name, two, ptrBytes, 0)
	n := b.Bin(llvm.Add.Name, b.Bin(llvm.Mul.Name, two, rank, 0), one, 0)
	size := b.Bin(llvm.Add.Name, ptrs, b.Bin(llvm.Mul.Name, n, idxBytes, 0), 0)
	ptr := llvm.Ptr(ctx, 0)
	var dst *ir.Value
	if toHeap {
		tollvm.LookupOrDeclareFunc(rw.Rewriter, module, "malloc", llvm.Func(ctx, ptr, []ir.Type{idx}, false))
		dst = b.Call("malloc", []*ir.Value{size}, ptr).Result(0)
	} else {
		dst = b.V(llvm.Alloca.Name, []*ir.Value{size}, ptr, tollvm.Attr("elem_type", ctx.TypeAttr(ctx.I(8))))
	}
	b.Op(llvm.Memcpy.Name, []*ir.Value{dst, src, size}, nil, tollvm.Attr("isVolatile", ctx.BoolAttr(false)))
	if !toHeap {
		tollvm.LookupOrDeclareFunc(rw.Rewriter, module, "free", llvm.Func(ctx, llvm.Void(ctx), []ir.Type{ptr}, false))
		b.Call("free", []*ir.Value{src}, nil)
	}
	return b.Insert(u, dst, tollvm.UnrankedDescriptor)
}
