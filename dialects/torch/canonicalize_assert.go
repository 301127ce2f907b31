package torch

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// _assert_tensor_metadata(a, size?, stride?, dtype?, device?, layout?),
// which torch.export leaves in a graph, checked against a's static type:
//
//   - an assertion the type proves (constant sizes equal to a's static
//     sizes, a constant dtype equal to a's dtype, no stride, a strided
//     layout or none; the device is the program's one) is erased;
//   - an assertion the type contradicts fails whenever it runs: it is
//     reported as an error (Torch-MLIR's canonicalizer words it so) and
//     becomes torch.runtime.assert of false, which keeps the failure in
//     the program.
var assertTensorMetadata = &rewrite.Pattern{Name: "TorchAssertTensorMetadata", Root: Aten_AssertTensorMetadata.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		a := Aten_AssertTensorMetadataArgs[*ir.Value](op.Operands())
		t := TensorOf(a.A())
		if t == nil {
			return false
		}
		if why := metadataMismatch(op.Context(), a, t); why != "" {
			msg := "Failed to fold the _assert_tensor_metadata op since the " + why
			op.Context().Diag().Emit(op.EmitOpError("%s", msg))
			ip := rw.Save()
			rw.SetInsertionPoint(op)
			f := constBool(rw, op.Loc(), false)
			rw.CreateAt(op.Loc(), RuntimeAssert.Name, []*ir.Value{f}, nil,
				ir.NamedAttr{Name: "message", Value: rw.Ctx.StringAttr(msg)})
			rw.Restore(ip)
			rw.EraseOp(op)
			return true
		}
		if !metadataProven(op.Context(), a, t) {
			return false
		}
		rw.EraseOp(op)
		return true
	}}

// metadataMismatch says what of the asserted metadata a's type
// contradicts, or "".
func metadataMismatch(ctx *ir.Context, a Aten_AssertTensorMetadataArgs[*ir.Value], t *TensorType) string {
	if code, ok := ConstantIntValue(a.Dtype()); ok && t.Dtype != nil {
		if have := ScalarTypeOfDtype(ctx, t.Dtype); have >= 0 && have != code {
			return fmt.Sprintf("dtype does not match: the tensor is %s (dtype %d), the assertion asks for dtype %d",
				ir.TypeString(t.Dtype), have, code)
		}
	}
	if sizes, ok := ConstantIntList(a.Size()); ok && t.Sizes != nil {
		differ := len(sizes) != len(t.Sizes)
		for i := 0; !differ && i < len(sizes); i++ {
			differ = t.Sizes[i] != Dynamic && t.Sizes[i] != sizes[i]
		}
		if differ {
			return fmt.Sprintf("sizes do not match: the tensor's sizes are %s, the assertion asks for %s",
				formatSizes(t.Sizes), formatSizes(sizes))
		}
	}
	return ""
}

// metadataProven reports whether a's type proves every asserted field.
func metadataProven(ctx *ir.Context, a Aten_AssertTensorMetadataArgs[*ir.Value], t *TensorType) bool {
	if !IsNoneValue(a.Size()) {
		sizes, ok := ConstantIntList(a.Size())
		if !ok || t.Sizes == nil || len(sizes) != len(t.Sizes) {
			return false
		}
		for i, s := range sizes {
			if t.Sizes[i] != s {
				return false
			}
		}
	}
	if !IsNoneValue(a.Stride()) {
		return false // strides are not in the type
	}
	if !IsNoneValue(a.Dtype()) {
		code, ok := ConstantIntValue(a.Dtype())
		if !ok || t.Dtype == nil || ScalarTypeOfDtype(ctx, t.Dtype) != code {
			return false
		}
	}
	if len(a) > 5 && !IsNoneValue(a.Layout()) {
		if l, ok := ConstantIntValue(a.Layout()); !ok || l != 0 { // torch.strided
			return false
		}
	}
	return true
}
