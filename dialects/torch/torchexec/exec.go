// Package torchexec declares the interpreter semantics of the torch
// dialect: the constants and prim ops, the torch_c casts, and the ATen ops
// that Strata decomposes or lowers. They are written directly from
// PyTorch's definitions (not from Strata's own decompositions or
// lowerings), so the interpreter is an independent oracle for both:
// `strata-opt --strata-diff-check` runs a torch program before
// torch-decompose-complex-ops or convert-torch-to-linalg and after it on
// the same random inputs and compares the results.
//
// Runtime values of torch types:
//   - !torch.vtensor<[sizes],dtype>: an *exec.Tensor whose element type is
//     the builtin one the dtype lowers to (si64 is i64), as its
//     BuiltinEquivalent says;
//   - !torch.int: I; !torch.float: F; !torch.bool: I (-1 or 0, as i1);
//   - !torch.number: I, or F with Ref set to FloatNumber;
//   - !torch.none: Ref is None{};
//   - !torch.str and !torch.Device: Ref is a string;
//   - !torch.list<T> and !torch.tuple<...>: Ref is a *List;
//   - !torch.optional<T>: a T, or None.
//
// Arithmetic follows PyTorch: an op computes in its result's dtype (the
// shape functions applied type promotion when the IR was built), floats
// are computed in float64 and rounded once to the result's precision
// (which for +, -, *, / and sqrt on f32 is exactly IEEE f32 arithmetic),
// and integers wrap at their width.
package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// Semantics are the torch dialect's semantics: one table per family of
// ops, merged.
var Semantics = func() exec.Table {
	t := exec.Table{}
	for _, family := range []exec.Table{
		prims,
		elementwiseOps,
		creationOps,
		reductionOps,
		normOps,
		linearOps,
		viewOps,
		indexingOps,
		extraOps,
		rmsNormOps,
		nearestOps,
		inPlaceOps,
		viewCompositeOps,
		mathCompositeOps,
		specialOps,
		nnCoreOps,
		interpolateOps, // nn_interpolate.go
		complexOps,
		fftOps,           // fft.go
		miscOps,          // misc_ops.go
		lossOps,          // losses.go
		nnExtraOps,       // nn_extra.go
		normExtraOps,     // norms.go
		dataDependentOps, // data_dependent.go
		denseLinalgOps,   // linalg_dense.go
	} {
		for name, s := range family {
			t[name] = s
		}
	}
	// An alias runs its target's semantics (torch.Aliases).
	for alias, target := range torch.Aliases {
		if t[alias.Name] == nil && t[target.Name] != nil {
			t[alias.Name] = t[target.Name]
		}
	}
	return t
}()
