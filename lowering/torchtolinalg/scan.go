package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers the inclusive scans cumsum and cumprod along one dim.
//
// A linalg.generic cannot carry a running value from one output element
// to the next, so the scan is written as a reduction over a triangular
// window: out[..., i, ...] = combine over j of (j <= i ? x[..., j, ...] :
// neutral), with j a reduction loop of the scanned dim's size. That is
// O(n^2) in the scanned size where a loop carrying the tensor (scf.for
// with extract/insert_slice) is O(n); the generic is chosen because it
// stays one structured op that every later pass (fusion, tiling,
// bufferization, the interpreter) already handles, and scans in models
// run over short dims (positions, a sequence). The combination runs over
// j in increasing order and the masked terms are exact identities (+0,
// *1), so the floating-point result is the sequential scan's.

func scanPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// cumsum(x, dim, dtype?)[..., i, ...] = sum of x[..., :i+1, ...]
		scanPat[torch.AtenCumsumArgs[*ir.Value]](torch.AtenCumsum.Name, "sum"),
		// cumprod(x, dim, dtype?)[..., i, ...] = product of x[..., :i+1, ...]
		scanPat[torch.AtenCumprodArgs[*ir.Value]](torch.AtenCumprod.Name, "prod"),
	}
}

// scanPat lowers op(x, dim, dtype?) scanning with the reduction kind
// (reduction.go's neutral/combiner names), in the result dtype.
func scanPat[A interface {
	selfArgs
	Dim() *ir.Value
}](name, kind string) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value {
		orig, conv := argsOf[A](l)
		x, rt := conv.Self(), l.resultType(0)
		d, ok := constInt(orig.Dim())
		if rt == nil || rankedTensorType(x) == nil || !ok {
			return nil
		}
		r := len(rankedTensorType(x).Dims)
		k, ok := normDim(d, r)
		if !ok {
			return nil
		}
		elem := rt.Elem
		if r == 0 {
			// A scalar is its own scan.
			return l.tensorElemCast(x, elem)
		}
		// Loops (d0, ..., d{r-1}, j): x is read at j in place of dim k.
		in := seq(r)
		in[k] = r
		acc := l.filled(withType(l.dims(x), rt), elem, l.neutral(kind, elem))
		combine := l.combiner(kind)
		g := l.generic([]*ir.Value{x}, []*ir.Value{acc}, []*ir.AffineMap{dimsMap(r+1, in), dimsMap(r+1, seq(r))},
			append(parallel(r), "reduction"), func(blockArgs []*ir.Value) []*ir.Value {
				inWindow := l.create(arith.CmpI.Name, []*ir.Value{l.linalgIndex(r), l.linalgIndex(k)}, l.ctx.I(1),
					attr("predicate", cmpi(l.ctx, "ule")))
				v := l.sel(inWindow, l.cast(blockArgs[0], elem), l.neutral(kind, elem))
				return []*ir.Value{combine(v, blockArgs[1])}
			})
		return g.Result(0)
	})
}
