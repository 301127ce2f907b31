package vectortollvm

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// vector.print lowers to calls of the runtime's print functions, as
// upstream's: printI64/printU64 for integers (signless ones up to 64 bits
// sign-extended, i1, unsigned ones and index zero-extended), printF32,
// printF64, printF16 and printBF16 (on the bits) for floats, printString
// for a literal (a NUL-terminated constant global), then the punctuation
// (printNewline, printComma, printOpen, printClose; none after a
// string). A 0-D or 1-D vector
// prints as ( e0, e1, ... ) through the scalar calls (upstream 22 leaves
// vectors to convert-vector-to-scf).

// printCall calls the runtime function name, declaring it when absent.
func printCall(rw *rewrite.Rewriter, at *ir.Operation, name string, args ...*ir.Value) {
	var params []ir.Type
	for _, a := range args {
		params = append(params, a.Type())
	}
	tollvm.LookupOrDeclareFunc(rw, tollvm.ModuleOf(at), name, llvm.Func(rw.Ctx, llvm.Void(rw.Ctx), params, false))
	tollvm.NewB(rw, tollvm.Options{}).Call(name, args, nil)
}

var punctuationCalls = map[vector.Punctuation]string{
	vector.NewLine: "printNewline", vector.Comma: "printComma", vector.Open: "printOpen", vector.Close: "printClose",
}

func lowerPrint(op *ir.Operation, args []*ir.Value, _ []ir.Type, rw *rewrite.ConversionRewriter) []*ir.Value {
	punct := vector.NewLine
	if p, ok := op.Attr("punctuation").(*vector.PunctuationAttr); ok {
		punct = p.Value
	}
	switch {
	case op.NumOperands() == 0:
		// A string prints alone (its text holds any newline).
		if s, ok := op.Attr("stringLiteral").(*ir.StringAttr); ok {
			printString(rw.Rewriter, op, s.Value)
			return []*ir.Value{}
		}
	case !printValue(rw.Rewriter, op, op.Operand(0).Type(), args[0]):
		return nil
	}
	if name, ok := punctuationCalls[punct]; ok {
		printCall(rw.Rewriter, op, name)
	}
	return []*ir.Value{}
}

// printValue prints v (converted from a value of type t) without
// punctuation after it; false when t has no print function.
func printValue(rw *rewrite.Rewriter, at *ir.Operation, t ir.Type, v *ir.Value) bool {
	if vt, ok := t.(*ir.VectorType); ok {
		if len(vt.Dims) > 1 || vt.Scalable != nil {
			return false
		}
		n := int64(1)
		if len(vt.Dims) == 1 {
			n = vt.Dims[0]
		}
		if !scalarPrintable(vt.Elem) {
			return false
		}
		printCall(rw, at, "printOpen")
		for i := int64(0); i < n; i++ {
			e := val(rw, llvm.ExtractElement, []*ir.Value{v, i64(rw, i)}, tollvm.ConvertType(rw.Ctx, tollvm.Options{}, vt.Elem))
			printValue(rw, at, vt.Elem, e)
			if i+1 < n {
				printCall(rw, at, "printComma")
			}
		}
		printCall(rw, at, "printClose")
		return true
	}
	if !scalarPrintable(t) {
		return false
	}
	ctx := rw.Ctx
	i64t := ctx.I(64)
	switch t := t.(type) {
	case *ir.IndexType:
		printCall(rw, at, "printU64", v)
	case *ir.IntegerType:
		// The converted value is signless: unsigned types and i1 (a 0 or
		// 1) zero-extend, the others sign-extend; only unsigned types
		// print through printU64.
		ext, name := arith.ExtSI, "printI64"
		if t.Signedness == ir.Unsigned {
			ext, name = arith.ExtUI, "printU64"
		} else if t.Width == 1 {
			ext = arith.ExtUI
		}
		if t.Width < 64 {
			v = rw.Build(ext, []*ir.Value{v}, []ir.Type{i64t}).Result(0)
		}
		printCall(rw, at, name, v)
	case *ir.FloatType:
		switch t.Width() {
		case 32:
			printCall(rw, at, "printF32", v)
		case 64:
			printCall(rw, at, "printF64", v)
		default:
			bits := val(rw, llvm.Bitcast, []*ir.Value{v}, ctx.I(16))
			name := "printF16"
			if t.Name() == "bf16" {
				name = "printBF16"
			}
			printCall(rw, at, name, bits)
		}
	}
	return true
}

// scalarPrintable reports whether t has a print function.
func scalarPrintable(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IndexType:
		return true
	case *ir.IntegerType:
		return t.Width <= 64
	case *ir.FloatType:
		switch t.Name() {
		case "f16", "bf16", "f32", "f64":
			return true
		}
	}
	return false
}

// printString prints text through a NUL-terminated constant global.
func printString(rw *rewrite.Rewriter, at *ir.Operation, text string) {
	ctx := rw.Ctx
	module := tollvm.ModuleOf(at)
	data := append([]byte(text), 0)
	arr := llvm.Array(ctx, ctx.I(8), int64(len(data)))
	name := "vector_print_str"
	for n := 0; ir.LookupSymbolIn(module, ctx.SymbolRefAttr(name)) != nil; n++ {
		name = fmt.Sprintf("vector_print_str_%d", n)
	}
	tt := ctx.RankedTensorType([]int64{int64(len(data))}, ctx.I(8), nil)
	raw := make([]byte, len(data))
	copy(raw, data)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.Global), Loc: at.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	st.AddAttr("global_type", ctx.TypeAttr(arr))
	st.AddAttr("linkage", llvm.Linkage(ctx, "private"))
	st.AddAttr("constant", ctx.UnitAttr())
	st.AddAttr("value", ctx.DenseElementsAttr(tt, raw))
	st.AddAttr("addr_space", ctx.IntegerAttr(ctx.I(32), 0))
	ip := rw.Save()
	rw.SetInsertionPointToStart(module.Region(0).Front())
	rw.Create(st)
	rw.Restore(ip)
	b := tollvm.NewB(rw, tollvm.Options{})
	addr := b.V(llvm.AddressOf.Name, nil, b.Ptr(0), tollvm.Attr("global_name", ctx.SymbolRefAttr(name)))
	printCall(rw, at, "printString", b.GEP(0, b.Ptr(0), addr, arr, 0))
}
