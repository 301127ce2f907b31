package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// inPlaceOps are the in-place overloads on value tensors: a value tensor
// cannot be mutated, so each returns what the out-of-place op returns
// (the value self would hold afterwards) and self's own value is
// unchanged, which is what torch-decompose-complex-ops rewrites them to.
// fill_.Scalar and zero_ are declared with the elementwise ops.
var inPlaceOps = exec.Table{
	// copy_(self, src, non_blocking): src broadcast to self's shape and
	// converted to its dtype.
	torch.AtenCopy_.Name: copyOp[torch.AtenCopy_Args[int]],
	// add_.Tensor(self, other, alpha), mul_.Tensor(self, other).
	torch.AtenAdd_Tensor.Name: addAlpha[torch.AtenAdd_TensorArgs[int]](1, nil),
	torch.AtenMul_Tensor.Name: selfOther[torch.AtenMul_TensorArgs[int]](mulKernel),
}
