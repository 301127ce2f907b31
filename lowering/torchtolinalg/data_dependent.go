package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/cf"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// dataDependentPatterns: ops whose result shape depends on the data (nonzero, unique, histc, ...) and selection (topk, kthvalue, mode).
//
// The data-dependent ops themselves decompose (torchdecompose's
// data_dependent.go) for the static result size the exported program
// carries; what they need here is the run-time check that the data
// agrees with that size: _functional_assert_async.msg, which carries the
// decomposition's result as its dependency token, so that the check
// stays as long as the result is used.
func dataDependentPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// _functional_assert_async.msg(cond, msg, token) -> token after
		// cf.assert(cond[0...], msg)
		pat(torch.Aten_FunctionalAssertAsyncMsg.Name, functionalAssert),
	}
}

func functionalAssert(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.Aten_FunctionalAssertAsyncMsgArgs[*ir.Value]](l)
	cond, token := conv.Self(), conv.DepToken()
	msg, ok := constStr(orig.AssertMsg())
	ct := rankedTensorType(cond)
	if !ok || ct == nil || rankedTensorType(token) == nil {
		return nil
	}
	idx := make([]*ir.Value, len(ct.Dims))
	for d, n := range ct.Dims {
		if n != 1 {
			// A condition of more than one element is ambiguous (PyTorch
			// raises); one of unknown size is not read blindly.
			return nil
		}
		idx[d] = l.index(0)
	}
	c := l.cast(l.extractAt(cond, idx), l.ctx.I(1))
	l.create(cf.Assert.Name, []*ir.Value{c}, nil, attr("msg", l.ctx.StringAttr(msg)))
	return token
}
