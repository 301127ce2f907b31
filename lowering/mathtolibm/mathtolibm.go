// Package mathtolibm is convert-math-to-libm: math ops on f32/f64
// scalars become func.call of the C math library (erff, cbrt, ...), with
// the functions declared private and llvm.readnone, as upstream.
package mathtolibm

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-math-to-libm.
var Pass = &passes.Pass{
	Argument: "convert-math-to-libm",
	Name:     "ConvertMathToLibmPass",
	Summary:  "Convert Math dialect to libm calls",
	Anchor:   "builtin.module",
	Dialects: []string{"func"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Funcs maps math ops to their libm name for f64 (f32 appends "f").
var Funcs = map[string]string{
	"math.absf": "fabs", "math.acos": "acos", "math.acosh": "acosh", "math.asin": "asin", "math.asinh": "asinh",
	"math.atan": "atan", "math.atanh": "atanh", "math.atan2": "atan2", "math.cbrt": "cbrt", "math.ceil": "ceil",
	"math.cos": "cos", "math.cosh": "cosh", "math.erf": "erf", "math.erfc": "erfc", "math.exp": "exp", "math.exp2": "exp2",
	"math.expm1": "expm1", "math.floor": "floor", "math.fma": "fma", "math.log": "log", "math.log10": "log10",
	"math.log1p": "log1p", "math.log2": "log2", "math.powf": "pow", "math.round": "round",
	"math.roundeven": "roundeven", "math.rsqrt": "rsqrt", "math.sin": "sin", "math.sinh": "sinh", "math.sqrt": "sqrt",
	"math.tan": "tan", "math.tanh": "tanh", "math.trunc": "trunc",
}

// Apply rewrites the math ops of module that have a libm function.
func Apply(module *ir.Operation) error {
	ctx := module.Context()
	rw := rewrite.NewRewriter(ctx)
	var ops []*ir.Operation
	ir.WalkOps(module, func(o *ir.Operation) {
		if _, ok := Funcs[o.Name()]; ok {
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
		name := Funcs[op.Name()]
		callType := ir.Type(ft)
		if ft != ctx.F64() {
			name += "f"
			callType = ctx.F32()
		}
		rw.SetInsertionPoint(op)
		args := op.Operands()
		if promote {
			for i, a := range args {
				args[i] = rw.CreateAt(op.Loc(), "arith.extf", []*ir.Value{a}, []ir.Type{callType}).Result(0)
			}
		}
		if !declared[name] {
			declared[name] = true
			ins := make([]ir.Type, len(args))
			for i := range ins {
				ins[i] = callType
			}
			fnType := ctx.FunctionType(ins, []ir.Type{callType})
			st := &ir.OperationState{Name: ctx.OpName("func.func"), Loc: op.Loc(), NumRegions: 1}
			st.AddAttr("sym_name", ctx.StringAttr(name))
			st.AddAttr("function_type", ctx.TypeAttr(fnType))
			st.AddAttr("sym_visibility", ctx.StringAttr("private"))
			st.AddAttr("llvm.readnone", ctx.UnitAttr())
			rw.SetInsertionPointToStart(body)
			rw.Create(st)
		}
		rw.SetInsertionPoint(op)
		res := rw.CreateAt(op.Loc(), "func.call", args, []ir.Type{callType},
			ir.NamedAttr{Name: "callee", Value: ctx.SymbolRefAttr(name)}).Result(0)
		if promote {
			res = rw.CreateAt(op.Loc(), "arith.truncf", []*ir.Value{res}, []ir.Type{ft}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{res})
	}
	return nil
}
