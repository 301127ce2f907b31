package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The special functions themselves lower directly
// (torchtolinalg/special.go: one generic each, computed in f64); what
// decomposes here are their in-place overloads on value tensors, which
// become the out-of-place op (see inplace.go). PyTorch computes them
// into self, so only a float self has one: an integer self (whose
// float result cannot be cast back in place) is left for the backend
// contract to reject.

// specialDecompositions: special functions.
var specialDecompositions = []*rewrite.Pattern{
	// lgamma_(x) -> lgamma(x), and alike for the unary ones.
	decomposition("lgamma_", floatInPlace("lgamma", 0)),
	decomposition("digamma_", floatInPlace("digamma", 0)),
	decomposition("erfinv_", floatInPlace("erfinv", 0)),
	decomposition("i0_", floatInPlace("i0", 0)),
	decomposition("sinc_", floatInPlace("sinc", 0)),
	// logit_(x, eps) -> logit(x, eps); mvlgamma_(x, p) -> mvlgamma(x, p)
	decomposition("logit_", floatInPlace("logit", 0)),
	decomposition("mvlgamma_", floatInPlace("mvlgamma", 0)),
	// igamma_(a, x) -> igamma(a, x), igammac_ alike; xlogy_(x, y) -> xlogy(x, y)
	decomposition("igamma_", floatInPlace("igamma", 0)),
	decomposition("igammac_", floatInPlace("igammac", 0)),
	decomposition("xlogy_.Tensor", floatInPlace("xlogy.Tensor", 0)),
	decomposition("xlogy_.Scalar_Other", floatInPlace("xlogy.Scalar_Other", 0)),
	// polygamma_(x, n) -> polygamma(n, x): the operands swap.
	decomposition("polygamma_", floatInPlace("polygamma", 1, 0)),
}

// floatInPlace rewrites an in-place op on a float value tensor self
// (operand 0) to the out-of-place overload name, whose operands are the
// op's at positions order (all of them in order when only 0 is given).
func floatInPlace(name string, order ...int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		self := op.Operand(0)
		if !torch.IsValueTensor(self.Type()) || !torch.IsValueTensor(op.Result(0).Type()) || floatTensor(self) == nil {
			return false
		}
		operands := op.Operands()
		if len(order) > 1 {
			operands = make([]*ir.Value, len(order))
			for i, k := range order {
				operands[i] = op.Operand(k)
			}
		}
		b := newTB(op, rw)
		r := b.create("torch.aten."+name, operands, []ir.Type{op.Result(0).Type()})
		b.replace(op, r.Result(0))
		return true
	}
}
