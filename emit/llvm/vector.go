package llvm

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// vectorOp emits the llvm dialect's vector ops (element access,
// shuffles, vector reductions, masked loads and stores); ok is false for
// other ops.
func (e *emitter) vectorOp(op *ir.Operation, args []value.Value, rt types.Type) (res value.Value, ok bool, err error) {
	b := e.block
	switch op.Def() {
	case dl.ExtractElement:
		return b.NewExtractElement(args[0], args[1]), true, nil
	case dl.InsertElement:
		return b.NewInsertElement(args[0], args[1], args[2]), true, nil
	case dl.ShuffleVector:
		m, _ := op.Attr("mask").(*ir.DenseArrayAttr)
		if m == nil {
			return nil, true, op.EmitError("requires attribute 'mask'")
		}
		elems := make([]constant.Constant, len(m.Ints))
		for i, x := range m.Ints {
			if x < 0 {
				elems[i] = constant.NewPoison(types.I32)
			} else {
				elems[i] = constant.NewInt(types.I32, x)
			}
		}
		return b.NewShuffleVector(args[0], args[1], constant.NewVector(types.NewVector(uint64(len(elems)), types.I32), elems...)), true, nil
	case dl.MaskedLoad:
		suf, okS := typeSuffix(rt)
		pt, okP := args[0].Type().(*types.PointerType)
		if !okS || !okP {
			return nil, true, op.EmitError("unsupported types for llvm.intr.masked.load")
		}
		pass := value.Value(constant.NewPoison(rt))
		if len(args) > 2 {
			pass = args[2]
		}
		align, _ := intAttr(op, "alignment")
		f := e.intrinsicDecl(fmt.Sprintf("llvm.masked.load.%s.p%d", suf, pt.AddrSpace), rt, pt, types.I32, args[1].Type(), rt)
		return b.NewCall(f, args[0], constant.NewInt(types.I32, align), args[1], pass), true, nil
	case dl.MaskedStore:
		suf, okS := typeSuffix(args[0].Type())
		pt, okP := args[1].Type().(*types.PointerType)
		if !okS || !okP {
			return nil, true, op.EmitError("unsupported types for llvm.intr.masked.store")
		}
		align, _ := intAttr(op, "alignment")
		f := e.intrinsicDecl(fmt.Sprintf("llvm.masked.store.%s.p%d", suf, pt.AddrSpace), types.Void, args[0].Type(), pt, types.I32, args[2].Type())
		b.NewCall(f, args[0], args[1], constant.NewInt(types.I32, align), args[2])
		return nil, true, nil
	}
	name := op.Name()
	if !strings.HasPrefix(name, "llvm.intr.vector.reduce.") {
		return nil, false, nil
	}
	vec := args[len(args)-1]
	suf, okS := typeSuffix(vec.Type())
	if !okS || rt == nil {
		return nil, true, op.EmitError("unsupported types for %s", name)
	}
	var ps []types.Type
	for _, a := range args {
		ps = append(ps, a.Type())
	}
	f := e.intrinsicDecl("llvm."+strings.TrimPrefix(name, "llvm.intr.")+"."+suf, rt, ps...)
	c := b.NewCall(f, args...)
	c.FastMathFlags = fastmath(op)
	return c, true, nil
}
