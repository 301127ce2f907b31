package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// nnCorePatterns are the core ATen neural-network ops lowered directly
// (the rest decompose in lowering/torchdecompose/nn_core.go).
func nnCorePatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// The pooling forms pool.go's machinery covers but does not list:
		// adaptive_avg_pool3d, adaptive_max_pool1d/3d (maxima and their
		// flat spatial offsets), max_pool1d_with_indices, max_pool3d.
		poolPat(torch.AtenAdaptiveAvgPool3d.Name, adaptivePool[torch.AtenAdaptiveAvgPool3dArgs[*ir.Value]](3, "avg")),
		poolPat(torch.AtenAdaptiveMaxPool1d.Name, adaptivePool[torch.AtenAdaptiveMaxPool1dArgs[*ir.Value]](1, "max")),
		poolPat(torch.AtenAdaptiveMaxPool3d.Name, adaptivePool[torch.AtenAdaptiveMaxPool3dArgs[*ir.Value]](3, "max")),
		poolPat(torch.AtenMaxPool1dWithIndices.Name, maxPool[torch.AtenMaxPool1dWithIndicesArgs[*ir.Value]](1, true)),
		poolPat(torch.AtenMaxPool3d.Name, maxPool[torch.AtenMaxPool3dArgs[*ir.Value]](3, false)),
		// _local_scalar_dense(x) = x[0, ..., 0] as the result's i64, f64
		// or i1 (an unsigned element zero-extends); x must hold exactly
		// one element, asserted when a dim is dynamic.
		pat(torch.Aten_LocalScalarDense.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.Aten_LocalScalarDenseArgs[*ir.Value]](l)
			x := conv.Self()
			tt := rankedTensorType(x)
			to := l.rw.TypeConverter.Convert(l.op.Result(0).Type())
			if tt == nil || to == nil || to == l.op.Result(0).Type() {
				return nil
			}
			n := l.numel(l.dims(x))
			if n.static() && n.n != 1 {
				return nil
			}
			l.assertEq(n, extent{n: 1}, "a tensor with other than one element cannot be converted to a scalar")
			zero := l.index(0)
			idx := make([]*ir.Value, len(tt.Dims))
			for i := range idx {
				idx[i] = zero
			}
			return l.cast(l.extractAt(x, idx), to)
		}),
	}
}
