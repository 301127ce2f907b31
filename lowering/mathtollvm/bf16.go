package mathtollvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/arithtollvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// bf16Patterns compute the float math ops on bf16 scalars in f32 and
// round the result once (arithtollvm.TruncToBF16), as PyTorch's CPU
// kernels do; an llvm intrinsic on bfloat would round through
// __truncsfbf2, which libgcc before GCC 13 lacks (see arithtollvm).
// They are tried before the plain patterns of the same ops.
func bf16Patterns() []*rewrite.ConversionPattern {
	var ps []*rewrite.ConversionPattern
	for from, to := range Intrinsics {
		if from == math.CtPop {
			continue
		}
		name := to.Name
		ps = append(ps, inF32(from.Name, func(b tollvm.B, op *ir.Operation, args []*ir.Value, t ir.Type) *ir.Value {
			return b.V(name, args, t, fastmath(op)...)
		}))
	}
	for from, fn := range map[*ir.OpDef]func(b tollvm.B, op *ir.Operation, x *ir.Value, t ir.Type) *ir.Value{
		math.Rsqrt: rsqrt, math.Log1p: log1p, math.ExpM1: expm1,
	} {
		ps = append(ps, inF32(from.Name, func(b tollvm.B, op *ir.Operation, args []*ir.Value, t ir.Type) *ir.Value {
			return fn(b, op, args[0], t)
		}))
	}
	return ps
}

// inF32 lowers root on bf16 scalars: its operands extended to f32, fn on
// them, the f32 result rounded to bf16.
func inF32(root string, fn func(b tollvm.B, op *ir.Operation, args []*ir.Value, t ir.Type) *ir.Value) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: root + "-bf16-in-f32", Root: root, Benefit: 1,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			if op.NumResults() != 1 || !arithtollvm.IsBF16(op.Result(0).Type()) {
				return false
			}
			for _, a := range operands {
				if !arithtollvm.IsBF16(a.Type()) {
					return false
				}
			}
			b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
			f32 := b.Ctx.F32()
			args := make([]*ir.Value, len(operands))
			for i, a := range operands {
				args[i] = b.V(llvm.FPExt.Name, []*ir.Value{a}, f32)
			}
			rw.ReplaceOp(op, []*ir.Value{arithtollvm.TruncToBF16(b, fn(b, op, args, f32))})
			return true
		}}
}
