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
	decomposition(torch.AtenLgamma_, floatInPlace[torch.AtenLgamma_Args[*ir.Value]](torch.AtenLgamma, nil)),
	decomposition(torch.AtenDigamma_, floatInPlace[torch.AtenDigamma_Args[*ir.Value]](torch.AtenDigamma, nil)),
	decomposition(torch.AtenErfinv_, floatInPlace[torch.AtenErfinv_Args[*ir.Value]](torch.AtenErfinv, nil)),
	decomposition(torch.AtenI0_, floatInPlace[torch.AtenI0_Args[*ir.Value]](torch.AtenI0, nil)),
	decomposition(torch.AtenSinc_, floatInPlace[torch.AtenSinc_Args[*ir.Value]](torch.AtenSinc, nil)),
	// logit_(x, eps) -> logit(x, eps); mvlgamma_(x, p) -> mvlgamma(x, p)
	decomposition(torch.AtenLogit_, floatInPlace[torch.AtenLogit_Args[*ir.Value]](torch.AtenLogit, nil)),
	decomposition(torch.AtenMvlgamma_, floatInPlace[torch.AtenMvlgamma_Args[*ir.Value]](torch.AtenMvlgamma, nil)),
	// igamma_(a, x) -> igamma(a, x), igammac_ alike; xlogy_(x, y) -> xlogy(x, y)
	decomposition(torch.AtenIgamma_, floatInPlace[torch.AtenIgamma_Args[*ir.Value]](torch.AtenIgamma, nil)),
	decomposition(torch.AtenIgammac_, floatInPlace[torch.AtenIgammac_Args[*ir.Value]](torch.AtenIgammac, nil)),
	decomposition(torch.AtenXlogy_Tensor, floatInPlace[torch.AtenXlogy_TensorArgs[*ir.Value]](torch.AtenXlogyTensor, nil)),
	decomposition(torch.AtenXlogy_ScalarOther, floatInPlace[torch.AtenXlogy_ScalarOtherArgs[*ir.Value]](torch.AtenXlogyScalarOther, nil)),
	// polygamma_(x, n) -> polygamma(n, x): the operands swap.
	decomposition(torch.AtenPolygamma_, floatInPlace(torch.AtenPolygamma, func(a torch.AtenPolygamma_Args[*ir.Value]) []*ir.Value {
		return []*ir.Value{a.N(), a.Self()}
	})),
}

// floatInPlace rewrites an in-place op on a float value tensor self to
// the out-of-place overload target, whose operands are the op's, or
// those reorder picks.
func floatInPlace[A selfArgs](target *ir.OpDef, reorder func(A) []*ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		self := args.Self()
		if !torch.IsValueTensor(self.Type()) || !torch.IsValueTensor(op.Result(0).Type()) || floatTensor(self) == nil {
			return false
		}
		operands := op.Operands()
		if reorder != nil {
			operands = reorder(args)
		}
		b := newTorchBuilder(op, rw)
		r := b.create(target.Name, operands, []ir.Type{op.Result(0).Type()})
		b.replace(op, r.Result(0))
		return true
	}
}
