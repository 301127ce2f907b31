// Package cftollvm is convert-cf-to-llvm: cf.br, cf.cond_br and cf.switch
// become llvm branches (the argument types of their successors are
// converted), cf.assert a branch to a block that prints the assertion's
// location and message on stderr and calls abort, as upstream's
// ControlFlowToLLVM (which prints with puts).
package cftollvm

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/cf"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-cf-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-cf-to-llvm",
	Name:     "ConvertControlFlowToLLVMPass",
	Summary:  "Convert ControlFlow operations to the LLVM dialect",
	Options: []passes.Option{
		{Name: "index-bitwidth", Description: "Bitwidth of the index type, 0 to use size of machine word", Kind: passes.UintOption, Default: "0"},
	},
	Dialects: []string{"llvm"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, tollvm.Options{IndexBitwidth: int(r.Int("index-bitwidth"))})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply converts the cf ops nested in root (partial conversion).
func Apply(root *ir.Operation, o tollvm.Options) error {
	tc := tollvm.NewTypeConverter(root.Context(), o)
	target := tollvm.NewTarget()
	return rewrite.ApplyPartialConversion(root, target, Populate(target, tc, o), tc)
}

// Populate marks cf's ops illegal in target and returns the patterns that
// convert them, for this pass and for convert-to-llvm.
func Populate(target *rewrite.ConversionTarget, _ *rewrite.TypeConverter, _ tollvm.Options) []*rewrite.ConversionPattern {
	target.AddIllegalDialect("cf")
	return Patterns()
}

// Patterns returns the cf-to-llvm patterns.
func Patterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		branch(cf.Br, llvm.Br),
		branch(cf.CondBr, llvm.CondBr),
		branch(cf.Switch, llvm.Switch),
		assert,
	}
}

// ConvertSuccessors gives the arguments of op's successors their
// converted types; it reports false when a type does not convert.
func ConvertSuccessors(op *ir.Operation, rw *rewrite.ConversionRewriter) bool {
	for i := 0; i < op.NumSuccessors(); i++ {
		b := op.Successor(i)
		if b.IsEntryBlock() {
			continue
		}
		for _, a := range b.Args() {
			nt := rw.TypeConverter.Convert(a.Type())
			if nt == nil {
				return false
			}
			if nt != a.Type() {
				rw.ConvertBlockArgument(a, nt)
			}
		}
	}
	return true
}

// br/cond_br/switch -> the llvm op with the same operands, successors and
// attributes; successor arguments take converted types.
func branch(from, to *ir.OpDef) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: from.Name + "-lowering", Root: from.Name,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			for _, v := range operands {
				if !llvm.IsCompatibleType(v.Type()) {
					return false
				}
			}
			if !ConvertSuccessors(op, rw) {
				return false
			}
			succs := make([]*ir.Block, op.NumSuccessors())
			for i := range succs {
				succs[i] = op.Successor(i)
			}
			st := &ir.OperationState{Name: rw.Ctx.NameOf(to), Loc: op.Loc(), Operands: operands, Successors: succs}
			st.Props = append(st.Props, op.Props()...)
			st.Attrs = append(st.Attrs, op.DiscardableAttrs()...)
			rw.ReplaceOpWithNew(op, st)
			return true
		}}
}

// assert %c, "msg" -> cond_br %c, ^continue, ^failure, where
//
//	^failure: write(2, "file:line:col: error: msg\n"); abort(); unreachable
//
// so that a failed check says what failed and where (upstream prints the
// message with puts, whose buffer abort does not flush). In a gpu.module
// (a kernel) ^failure is unreachable alone, a trap: the kernel has no
// stderr and PTX no abort.
var assert = &rewrite.ConversionPattern{Name: "AssertOpLowering", Root: cf.Assert.Name,
	Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		ctx := rw.Ctx
		module := tollvm.ModuleOf(op)
		if module == nil {
			return false
		}
		host := module.Def() == builtin.Module
		if host {
			tollvm.LookupOrDeclareFunc(rw.Rewriter, module, "abort", llvm.Func(ctx, llvm.Void(ctx), nil, false))
			tollvm.LookupOrDeclareFunc(rw.Rewriter, module, "write", llvm.Func(ctx, ctx.I(64), []ir.Type{ctx.I(32), llvm.Ptr(ctx, 0), ctx.I(64)}, false))
		}
		text := assertText(op)
		blk := op.Block()
		cont := rw.SplitBlock(blk, op.Next())
		fail := ir.NewBlock()
		blk.Parent().InsertBefore(fail, cont)
		rw.SetInsertionPointToEnd(fail)
		b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
		if host {
			msg := b.V(llvm.AddressOf.Name, nil, b.Ptr(0), tollvm.Attr("global_name", ctx.SymbolRefAttr(messageGlobal(rw, module, text))))
			b.Call("write", []*ir.Value{b.IntConst(ctx.I(32), 2), msg, b.IntConst(ctx.I(64), int64(len(text)))}, ctx.I(64))
			b.Call("abort", nil, nil)
		}
		rw.CreateOp(llvm.Unreachable.Name, nil, nil)
		rw.SetInsertionPointToEnd(blk)
		st := &ir.OperationState{Name: ctx.NameOf(llvm.CondBr), Loc: op.Loc(), Operands: operands,
			Successors: []*ir.Block{cont, fail}}
		st.Props = append(st.Props, tollvm.Attr("operandSegmentSizes", ctx.DenseI32Array([]int64{1, 0, 0})))
		rw.Create(st)
		rw.EraseOp(op)
		return true
	}}

// assertText is what a failed cf.assert prints: its message, after its
// location when it has one, as a diagnostic reads.
func assertText(op *ir.Operation) string {
	msg := "assertion failed"
	if a, ok := op.Attr("msg").(*ir.StringAttr); ok && a.Value != "" {
		msg = a.Value
	}
	if l, ok := ir.FileLineCol(op.Loc()); ok {
		return fmt.Sprintf("%s:%d:%d: error: %s\n", l.File, l.Line, l.Col, msg)
	}
	return "error: " + msg + "\n"
}

// messageGlobal returns the name of an internal constant global of the
// module holding text (not NUL-terminated), adding it at the module's
// start unless one holds it already.
func messageGlobal(rw *rewrite.ConversionRewriter, module *ir.Operation, text string) string {
	ctx := rw.Ctx
	n := 0
	for o := module.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Def() != llvm.Global || !strings.HasPrefix(ir.SymbolName(o), "__strata_assert_msg_") {
			continue
		}
		if v, ok := o.Attr("value").(*ir.StringAttr); ok && v.Value == text {
			return ir.SymbolName(o)
		}
		n++
	}
	name := fmt.Sprintf("__strata_assert_msg_%d", n)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.Global), Loc: module.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	st.AddAttr("global_type", ctx.TypeAttr(llvm.Array(ctx, ctx.I(8), int64(len(text)))))
	st.AddAttr("linkage", llvm.Linkage(ctx, "internal"))
	st.AddAttr("constant", ctx.UnitAttr())
	st.AddAttr("value", ctx.StringAttr(text))
	st.AddAttr("addr_space", ctx.IntegerAttr(ctx.I(32), 0))
	ip := rw.Save()
	rw.SetInsertionPointToStart(module.Region(0).Front())
	rw.Create(st)
	rw.Restore(ip)
	return name
}
