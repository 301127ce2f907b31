package llvm

import (
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// Calls, intrinsics and the attribute readers the ops share.

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
