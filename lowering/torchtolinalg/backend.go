package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds convert-torch-to-arith and the two backend type
// conversion passes that end the lowering.

// ApplyTorchToArith runs convert-torch-to-arith on fn.
func ApplyTorchToArith(fn *ir.Operation) error {
	ctx := fn.Context()
	tc := NewTypeConverter(ctx)
	target := rewrite.NewConversionTarget()
	target.AddIllegalOp(torch.ConstantInt.Name, torch.ConstantFloat.Name, torch.ConstantBool.Name, torch.VTensorLiteral.Name)
	ps := []*rewrite.ConversionPattern{
		pat(torch.ConstantInt.Name, func(l *opLowering) *ir.Value {
			n, _ := constInt(l.op.Result(0))
			return l.create(arith.Constant.Name, nil, l.ctx.I(64), attr("value", l.ctx.IntegerAttr(l.ctx.I(64), n)))
		}),
		pat(torch.ConstantFloat.Name, func(l *opLowering) *ir.Value {
			f, _ := constFloat(l.op.Result(0))
			return l.constant(l.ctx.F64(), f)
		}),
		pat(torch.ConstantBool.Name, func(l *opLowering) *ir.Value {
			b, _ := constBool(l.op.Result(0))
			return l.create(arith.Constant.Name, nil, l.ctx.I(1), attr("value", l.ctx.BoolAttr(b)))
		}),
		pat(torch.VTensorLiteral.Name, func(l *opLowering) *ir.Value {
			rt := l.resultType(0)
			if rt == nil {
				return nil
			}
			var a ir.Attribute
			switch v := l.op.Attr("value").(type) {
			case *ir.DenseElementsAttr:
				a = l.ctx.DenseElementsAttr(rt, v.Data)
				if v.Splat {
					a = denseSplat(l.ctx, rt, v.Data)
				}
			case *ir.DenseResourceElementsAttr:
				a = l.ctx.DenseResourceElementsAttr(rt, v.Handle.Name)
			default:
				return nil
			}
			return l.create(arith.Constant.Name, nil, rt, attr("value", a))
		}),
	}
	return rewrite.ApplyPartialConversion(fn, target, ps, tc)
}

// denseSplat builds a splat DenseElementsAttr of t from one element (a
// buffer of one element is a splat: no copy per element, however many).
func denseSplat(ctx *ir.Context, t ir.ShapedType, elem []byte) ir.Attribute {
	return ctx.DenseElementsAttr(t, elem)
}

// ApplyFuncBackendTypeConversion converts the signatures of the functions
// of module (and their returns and calls) to builtin types.
func ApplyFuncBackendTypeConversion(module *ir.Operation) error {
	ctx := module.Context()
	tc := NewTypeConverter(ctx)
	rw := rewrite.NewRewriter(ctx)
	conv := func(ts []ir.Type) []ir.Type {
		out := make([]ir.Type, len(ts))
		for i, t := range ts {
			if n := tc.Convert(t); n != nil {
				out[i] = n
			} else {
				out[i] = t
			}
		}
		return out
	}
	var err error
	ir.Walk(module, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		switch op.Name() {
		case fn.Func.Name:
			ta, ok := op.Attr("function_type").(*ir.TypeAttr)
			if !ok {
				return ir.Advance
			}
			ft := ta.Type.(*ir.FunctionType)
			nft := ctx.FunctionType(conv(ft.Inputs), conv(ft.Results))
			op.SetAttr("function_type", ctx.TypeAttr(nft))
			if op.NumRegions() == 0 || op.Region(0).Empty() {
				return ir.Advance
			}
			entry := op.Region(0).Front()
			for i, a := range entry.Args() {
				old := a.Type()
				nt := nft.Inputs[i]
				if nt == old {
					continue
				}
				a.SetType(nt)
				if a.UseEmpty() {
					continue
				}
				rw.SetInsertionPointToStart(entry)
				c := fromBuiltin(rw, a.Loc(), a, old)
				c.DefiningOp().SetOperand(0, a)
				a.ReplaceUsesWithIf(c, func(u *ir.OpOperand) bool { return u.Owner() != c.DefiningOp() })
			}
		case fn.Return.Name, fn.Call.Name:
			var want []ir.Type
			if op.Def() == fn.Return {
				fn := op.ParentOp()
				ta, ok := fn.Attr("function_type").(*ir.TypeAttr)
				if !ok {
					return ir.Advance
				}
				want = conv(ta.Type.(*ir.FunctionType).Results)
			} else {
				want = conv(op.OperandTypes())
			}
			for i, v := range op.Operands() {
				if i >= len(want) || v.Type() == want[i] {
					continue
				}
				rw.SetInsertionPoint(op)
				c := toBuiltin(rw, op.Loc(), v, want[i])
				if c == nil {
					err = ir.NewDiagnostic(ir.SevError, op.Loc(), "cannot convert operand #%d to %s", i, ir.TypeString(want[i]))
					return ir.Interrupt
				}
				op.SetOperand(i, c)
			}
			if op.Def() == fn.Call {
				for _, r := range op.Results() {
					old := r.Type()
					nt := tc.Convert(old)
					if nt == nil || nt == old {
						continue
					}
					r.SetType(nt)
					rw.SetInsertionPointAfter(op)
					c := fromBuiltin(rw, op.Loc(), r, old)
					r.ReplaceUsesWithIf(c, func(u *ir.OpOperand) bool { return u.Owner() != c.DefiningOp() })
				}
			}
		}
		return ir.Advance
	})
	return err
}

// ApplyFinalizing folds torch_c cast pairs in fn, erases dead torch ops
// and reports the torch ops left.
func ApplyFinalizing(fn *ir.Operation) error {
	// Fold to(from(x)) -> x, walking in order so that chains collapse.
	var ops []*ir.Operation
	ir.Walk(fn, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		ops = append(ops, op)
		return ir.Advance
	})
	for _, op := range ops {
		inv, ok := inverseCast[op.Def()]
		if !ok || op.NumOperands() != 1 {
			continue
		}
		if x, ok := castOperand(castSource(op).DefiningOp(), inv); ok && x.Type() == op.Result(0).Type() {
			op.Result(0).ReplaceAllUsesWith(x)
		}
	}
	// Erase dead torch and torch_c ops, users first.
	for i := len(ops) - 1; i >= 0; i-- {
		op := ops[i]
		d := op.OpName().Dialect
		if (d == "torch" || d == "torch_c") && op.UseEmpty() && op.Block() != nil && isErasable(op) {
			op.Erase()
		}
	}
	var diags passes.Diagnostics
	ir.Walk(fn, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		d := op.OpName().Dialect
		if d == "torch" || d == "torch_c" {
			e := ir.NewDiagnostic(ir.SevError, op.Loc(), "failed to legalize operation '%s'", op.Name())
			e.Op = op
			diags = append(diags, e)
		}
		return ir.Advance
	})
	switch len(diags) {
	case 0:
		return nil
	case 1:
		return diags[0]
	}
	return diags
}

// isErasable: pure ops and the symbolic-shape annotations.
func isErasable(op *ir.Operation) bool {
	switch op.Name() {
	case torch.BindSymbolicShape.Name, torch.SymbolicInt.Name:
		return true
	}
	return op.HasTrait(ir.Pure) || op.NumResults() > 0 && torch.IsTorchType(op.Result(0).Type())
}
