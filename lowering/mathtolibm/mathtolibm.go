// Package mathtolibm is convert-math-to-libm: math ops on f32/f64
// scalars become func.call of the C math library (erff, cbrt, ...), with
// the functions declared private and llvm.readnone, as upstream.
package mathtolibm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-math-to-libm.
var Pass = &passes.Pass{
	Argument: "convert-math-to-libm",
	Name:     "ConvertMathToLibmPass",
	Summary:  "Convert Math dialect to libm calls",
	Anchor:   builtin.Module.Name,
	Dialects: []string{"func"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Funcs maps math ops to their libm name for f64 (f32 appends "f").
var Funcs = map[*ir.OpDef]string{
	math.AbsF: "fabs", math.Acos: "acos", math.Acosh: "acosh", math.Asin: "asin", math.Asinh: "asinh",
	math.Atan: "atan", math.Atanh: "atanh", math.Atan2: "atan2", math.Cbrt: "cbrt", math.Ceil: "ceil",
	math.Cos: "cos", math.Cosh: "cosh", math.Erf: "erf", math.Erfc: "erfc", math.Exp: "exp", math.Exp2: "exp2",
	math.ExpM1: "expm1", math.Floor: "floor", math.Fma: "fma", math.Log: "log", math.Log10: "log10",
	math.Log1p: "log1p", math.Log2: "log2", math.PowF: "pow", math.Round: "round",
	math.RoundEven: "roundeven", math.Rsqrt: "rsqrt", math.Sin: "sin", math.Sinh: "sinh", math.Sqrt: "sqrt",
	math.Tan: "tan", math.Tanh: "tanh", math.Trunc: "trunc",
}

// Apply rewrites the math ops of module that have a libm function.
func Apply(module *ir.Operation) error {
	return ApplyIf(module, func(*ir.Operation) bool { return true })
}

// ApplyIf rewrites the math ops of module that have a libm function and
// that keep accepts.
func ApplyIf(module *ir.Operation, keep func(*ir.Operation) bool) error {
	ctx := module.Context()
	rw := rewrite.NewRewriter(ctx)
	var ops []*ir.Operation
	ir.WalkOps(module, func(o *ir.Operation) {
		if _, ok := Funcs[o.Def()]; ok && keep(o) {
			ops = append(ops, o)
		}
	})
	declared := map[string]bool{}
	body := module.Region(0).Front()
	for o := body.First(); o != nil; o = o.Next() {
		if n := ir.SymbolName(o); n != "" {
			declared[n] = true
		}
	}
	for _, op := range ops {
		ft, ok := op.Result(0).Type().(*ir.FloatType)
		if !ok {
			continue
		}
		// f16 and bf16 are computed in f32, as upstream: extf, call, truncf.
		promote := ft == ctx.F16() || ft == ctx.BF16()
		if !promote && ft != ctx.F32() && ft != ctx.F64() {
			continue
		}
		name := Funcs[op.Def()]
		callType := ir.Type(ft)
		if ft != ctx.F64() {
			name += "f"
			callType = ctx.F32()
		}
		rw.SetInsertionPoint(op)
		args := op.Operands()
		if promote {
			for i, a := range args {
				args[i] = rw.CreateAt(op.Loc(), arith.ExtF.Name, []*ir.Value{a}, []ir.Type{callType}).Result(0)
			}
		}
		if !declared[name] {
			declared[name] = true
			ins := make([]ir.Type, len(args))
			for i := range ins {
				ins[i] = callType
			}
			fnType := ctx.FunctionType(ins, []ir.Type{callType})
			st := &ir.OperationState{Name: ctx.NameOf(fn.Func), Loc: op.Loc(), NumRegions: 1}
			st.AddAttr("sym_name", ctx.StringAttr(name))
			st.AddAttr("function_type", ctx.TypeAttr(fnType))
			st.AddAttr("sym_visibility", ctx.StringAttr("private"))
			st.AddAttr("llvm.readnone", ctx.UnitAttr())
			rw.SetInsertionPointToStart(body)
			rw.Create(st)
		}
		rw.SetInsertionPoint(op)
		res := rw.CreateAt(op.Loc(), fn.Call.Name, args, []ir.Type{callType},
			ir.NamedAttr{Name: "callee", Value: ctx.SymbolRefAttr(name)}).Result(0)
		if promote {
			res = rw.CreateAt(op.Loc(), arith.TruncF.Name, []*ir.Value{res}, []ir.Type{ft}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{res})
	}
	return nil
}
