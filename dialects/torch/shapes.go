package torch

import (
	"github.com/strata-compiler/strata/ir"
	"math"
)

// Shape and dtype functions of ATen ops: from the operand types (and the
// values of constant int, list and dtype operands) they compute what is
// known of each result type, as PyTorch's meta functions would. They
// serve the verifier (a declared result type must agree with the
// inferred one where both are known) and torch-refine-types (which fills
// in `?`, `*` and `unk`). An op without a shape function is not checked.
//
// A shape function returns one *TensorType per result (nil entries for
// non-tensor results), or nil when it can infer nothing.

type shapeFn func(op *ir.Operation) []*TensorType

// InferResultTypes returns what op's shape function knows of its result
// types (Sizes nil = rank unknown, Dynamic = size unknown, Dtype nil =
// unknown), or nil when op has no shape function or it knows nothing.
func InferResultTypes(op *ir.Operation) []*TensorType {
	f := shapeFns[op.Name()]
	if f == nil {
		return nil
	}
	for _, v := range op.Operands() {
		if tt, ok := v.Type().(*TensorType); ok && tt.Sizes == nil && tt.Dtype == nil {
			// Nothing known of an input: nothing to infer (and no checks).
			return nil
		}
	}
	return f(op)
}

// HasShapeFunction reports whether op name has a shape function.
func HasShapeFunction(name string) bool { return shapeFns[name] != nil }

// verifyATenOp is the Verify hook of ATen ops with a parameter check
// (params.go) or a shape function: the parameters first, so that the
// shape function sees only ones PyTorch accepts.
func verifyATenOp(op *ir.Operation) error {
	if err := checkParams(op); err != nil {
		return err
	}
	return verifyInferredTypes(op)
}

// verifyInferredTypes checks a declared result type against the shape
// function's: each must be compatible with the inferred one (same rank,
// dtype and static sizes where both are known).
func verifyInferredTypes(op *ir.Operation) error {
	inferred := InferResultTypes(op)
	for i, it := range inferred {
		if it == nil || i >= op.NumResults() {
			continue
		}
		rt, ok := op.Result(i).Type().(*TensorType)
		if !ok {
			continue
		}
		if !compatibleKnown(rt, it) {
			return op.EmitOpError("result #%d has type '%s', but its shape function infers '%s'",
				i, ir.TypeString(rt), ir.TypeString(it.WithValueSemantics()))
		}
	}
	return nil
}

// compatibleKnown reports whether a and b agree where both are known.
func compatibleKnown(a, b *TensorType) bool {
	if a.Dtype != nil && b.Dtype != nil && a.Dtype != b.Dtype {
		return false
	}
	if a.Sizes == nil || b.Sizes == nil {
		return true
	}
	if len(a.Sizes) != len(b.Sizes) {
		return false
	}
	for i := range a.Sizes {
		if a.Sizes[i] != Dynamic && b.Sizes[i] != Dynamic && a.Sizes[i] != b.Sizes[i] {
			return false
		}
	}
	return true
}

// RefineType merges what is known of a type: the declared type t with
// the inferred one. It returns t when inferred adds nothing.
func RefineType(t, inferred *TensorType) *TensorType {
	if inferred == nil || !compatibleKnown(t, inferred) {
		return t
	}
	sizes, dtype := t.Sizes, t.Dtype
	if dtype == nil {
		dtype = inferred.Dtype
	}
	if sizes == nil {
		sizes = inferred.Sizes
	} else if inferred.Sizes != nil {
		sizes = append([]int64{}, sizes...)
		for i := range sizes {
			if sizes[i] == Dynamic {
				sizes[i] = inferred.Sizes[i]
			}
		}
	}
	return Tensor(t.Context(), t.Value, sizes, dtype)
}

// ---- helpers ----

func ctxOf(op *ir.Operation) *ir.Context { return op.Context() }

// resultTensor is the value tensor type of sizes and dtype in op's context.
func resultTensor(op *ir.Operation, sizes []int64, dtype ir.Type) *TensorType {
	return VTensor(ctxOf(op), sizes, dtype)
}

func one(t *TensorType) []*TensorType { return []*TensorType{t} }

func in(op *ir.Operation, i int) *TensorType {
	if i >= op.NumOperands() {
		return nil
	}
	return TensorOf(op.Operand(i))
}

// normDim turns a possibly negative dim into [0, rank); ok is false when
// out of range.
func normDim(d int64, rank int) (int, bool) {
	if d < 0 {
		d += int64(rank)
	}
	if d < 0 || d >= int64(rank) {
		return 0, false
	}
	return int(d), true
}

// broadcastSizes is PyTorch's broadcasting of shapes; nil when a rank is
// unknown, Dynamic where a size cannot be decided statically.
func broadcastSizes(shapes ...[]int64) ([]int64, bool) {
	rank := 0
	for _, s := range shapes {
		if s == nil {
			return nil, true
		}
		rank = max(rank, len(s))
	}
	out := make([]int64, rank)
	for i := range out {
		out[i] = 1
		dynamic := false
		for _, s := range shapes {
			j := i - (rank - len(s))
			if j < 0 {
				continue
			}
			d := s[j]
			switch {
			case d == Dynamic:
				dynamic = true
			case d == 1:
			case out[i] == 1:
				out[i] = d
			case out[i] != d:
				return nil, false
			}
		}
		if dynamic && out[i] == 1 {
			out[i] = Dynamic
		}
	}
	return out, true
}

func sizesOf(t *TensorType) []int64 {
	if t == nil {
		return nil
	}
	return t.Sizes
}

func dtypeOf(t *TensorType) ir.Type {
	if t == nil {
		return nil
	}
	return t.Dtype
}

// optDtype reads an optional ScalarType operand: (dtype, true) when it
// is a constant, (nil, true) when None, (nil, false) when unknown.
func optDtype(op *ir.Operation, i int) (ir.Type, bool) {
	if i >= op.NumOperands() {
		return nil, true
	}
	v := op.Operand(i)
	if IsNoneValue(v) {
		return nil, true
	}
	if c, ok := ConstantIntValue(v); ok {
		return DtypeOfScalarType(ctxOf(op), c), true
	}
	return nil, false
}

// dtypeOr is the dtype operand i when given, otherwise def.
func dtypeOr(op *ir.Operation, i int, def ir.Type) ir.Type {
	d, ok := optDtype(op, i)
	if !ok {
		return nil
	}
	if d != nil {
		return d
	}
	return def
}

// realDtype is the dtype of the magnitude of a d: a complex's element
// type, d itself otherwise (abs, var and std of complex tensors are real).
func realDtype(d ir.Type) ir.Type {
	if c, ok := d.(*ir.ComplexType); ok {
		return c.Elem
	}
	return d
}

// accDtype is the dtype a normalization keeps its statistics in on every
// device: f16 and bf16 inputs have f32 statistics on CUDA but their own
// dtype on CPU, so it is unknown for them.
func accDtype(d ir.Type) ir.Type {
	if f, ok := d.(*ir.FloatType); ok && (f.Kind == ir.F16 || f.Kind == ir.BF16) {
		return nil
	}
	return d
}

func toFloatDtype(ctx *ir.Context, d ir.Type) ir.Type {
	if d == nil {
		return nil
	}
	if c := category(d); c == catBool || c == catInt {
		return DefaultFloatDtype(ctx)
	}
	return d
}

// ---- shape function families ----

// sameAsInput: result is operand 0's type (value semantics).
func sameAsInput(op *ir.Operation) []*TensorType {
	t := in(op, 0)
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, t.Dtype))
}

// absFn: self's shape and dtype, the element type of a complex dtype.
func absFn(op *ir.Operation) []*TensorType {
	t := in(op, 0)
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, realDtype(t.Dtype)))
}

// square(self): self's shape and dtype, except that a bool squares to
// si64 (it is pow(self, 2), which promotes bool with an int).
func squareFn(op *ir.Operation) []*TensorType {
	t := in(op, 0)
	if t == nil {
		return nil
	}
	if it, ok := t.Dtype.(*ir.IntegerType); ok && it.Width == 1 {
		return one(resultTensor(op, t.Sizes, ctxOf(op).IntegerType(64, ir.Signed)))
	}
	return one(resultTensor(op, t.Sizes, t.Dtype))
}

// masked_fill(self, mask, value): self's dtype, the broadcast of self and
// mask (PyTorch expands both before filling a copy).
func maskedFillFn(op *ir.Operation) []*TensorType {
	a, m := in(op, 0), in(op, 1)
	if a == nil || m == nil {
		return nil
	}
	s, ok := broadcastSizes(a.Sizes, m.Sizes)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, a.Dtype))
}

// sameShapeDtypeAt is the shape function of an op whose result has
// operand 0's sizes and the dtype its operand i names (none keeps operand
// 0's): softmax.int(self, dim, dtype?), full_like(self, value, dtype?,
// ...), zeros_like/ones_like(self, dtype?, ...), _to_copy/to.dtype(self,
// dtype, ...).
func sameShapeDtypeAt(i int) shapeFn {
	return func(op *ir.Operation) []*TensorType {
		x := in(op, 0)
		if x == nil {
			return nil
		}
		return one(resultTensor(op, x.Sizes, dtypeOr(op, i, x.Dtype)))
	}
}

// unaryFloat: same shape; integer inputs give the default float dtype.
func unaryFloat(op *ir.Operation) []*TensorType {
	t := in(op, 0)
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, toFloatDtype(ctxOf(op), t.Dtype)))
}

// unaryBool: same shape, i1.
func unaryBool(op *ir.Operation) []*TensorType {
	t := in(op, 0)
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, ctxOf(op).I(1)))
}

// promotionType is the type operand v takes part in type promotion as: a
// rank-0 tensor made by prim.NumToTensor.Scalar is a Python number (a
// "wrapped number" in PyTorch, which is how `x + 1.5` reaches the graph),
// so it promotes as its scalar, not as an f64 tensor.
func promotionType(v *ir.Value) ir.Type { return PromotionType(v) }

// PromotionType is the type v takes part in type promotion as (a
// prim.NumToTensor.Scalar is its Python number).
func PromotionType(v *ir.Value) ir.Type {
	if d := v.DefiningOp(); d != nil && d.Name() == PrimNumToTensor.Name {
		return d.Operand(0).Type()
	}
	return v.Type()
}

// binaryTensor: broadcast operands 0 and 1, promote their dtypes.
func binaryTensor(op *ir.Operation) []*TensorType {
	a, b := in(op, 0), in(op, 1)
	if a == nil || b == nil {
		return nil
	}
	s, ok := broadcastSizes(a.Sizes, b.Sizes)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, ResultDtype(ctxOf(op), []ir.Type{promotionType(op.Operand(0)), promotionType(op.Operand(1))})))
}

func binaryTensorFloat(op *ir.Operation) []*TensorType {
	r := binaryTensor(op)
	if r != nil {
		r[0] = resultTensor(op, r[0].Sizes, toFloatDtype(ctxOf(op), r[0].Dtype))
	}
	return r
}

func binaryTensorBool(op *ir.Operation) []*TensorType {
	r := binaryTensor(op)
	if r != nil {
		r[0] = resultTensor(op, r[0].Sizes, ctxOf(op).I(1))
	}
	return r
}

// binaryScalar: operand 0's shape, dtype promoted with the scalar operand 1.
func binaryScalar(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	return one(resultTensor(op, a.Sizes, ResultDtype(ctxOf(op), []ir.Type{a, op.Operand(1).Type()})))
}

func binaryScalarFloat(op *ir.Operation) []*TensorType {
	r := binaryScalar(op)
	if r != nil {
		r[0] = resultTensor(op, r[0].Sizes, toFloatDtype(ctxOf(op), r[0].Dtype))
	}
	return r
}

func binaryScalarBool(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	return one(resultTensor(op, a.Sizes, ctxOf(op).I(1)))
}

// where.self(cond, a, b): broadcast of the three, promotion of a and b.
func whereSelf(op *ir.Operation) []*TensorType {
	c, a, b := in(op, 0), in(op, 1), in(op, 2)
	if c == nil || a == nil || b == nil {
		return nil
	}
	s, ok := broadcastSizes(c.Sizes, a.Sizes, b.Sizes)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, ResultDtype(ctxOf(op), []ir.Type{promotionType(op.Operand(1)), promotionType(op.Operand(2))})))
}

// clamp(self, min?, max?): shape of self, dtype promoted with the bounds.
func clampFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	ts := []ir.Type{a}
	for _, v := range op.Operands()[1:] {
		if !IsNoneValue(v) {
			ts = append(ts, v.Type())
		}
	}
	return one(resultTensor(op, a.Sizes, ResultDtype(ctxOf(op), ts)))
}

// ---- views ----

// viewFn: view/reshape(self, size) with one -1 resolved from the element count.
func viewFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	elems, ok := ListElements(op.Operand(1))
	if !ok {
		return one(resultTensor(op, nil, a.Dtype))
	}
	sizes := make([]int64, len(elems))
	infer := -1
	known := int64(1)
	for i, e := range elems {
		c, ok := ConstantIntValue(e)
		switch {
		case !ok:
			sizes[i] = Dynamic
			known = -1
		case c == -1:
			infer = i
			sizes[i] = Dynamic
		default:
			sizes[i] = c
			if known >= 0 {
				known *= c
			}
		}
	}
	if infer >= 0 && known > 0 {
		if total, ok := numElements(a.Sizes); ok {
			sizes[infer] = total / known
		}
	}
	return one(resultTensor(op, sizes, a.Dtype))
}

// numElements is the product of static sizes.
func numElements(sizes []int64) (int64, bool) {
	if sizes == nil {
		return 0, false
	}
	n := int64(1)
	for _, s := range sizes {
		if s == Dynamic {
			return 0, false
		}
		n *= s
	}
	return n, true
}

func permuteFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	perm, ok := ConstantIntList(op.Operand(1))
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	if len(perm) != len(a.Sizes) {
		return nil
	}
	sizes := make([]int64, len(perm))
	for i, p := range perm {
		d, ok := normDim(p, len(perm))
		if !ok {
			return nil
		}
		sizes[i] = a.Sizes[d]
	}
	return one(resultTensor(op, sizes, a.Dtype))
}

func transposeFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	d0, ok0 := ConstantIntValue(op.Operand(1))
	d1, ok1 := ConstantIntValue(op.Operand(2))
	if !ok0 || !ok1 || a.Sizes == nil {
		return one(resultTensor(op, a.Sizes, a.Dtype))
	}
	i, oki := normDim(d0, len(a.Sizes))
	j, okj := normDim(d1, len(a.Sizes))
	if !oki || !okj {
		return nil
	}
	s := append([]int64{}, a.Sizes...)
	s[i], s[j] = s[j], s[i]
	return one(resultTensor(op, s, a.Dtype))
}

func tFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil || a.Sizes == nil || len(a.Sizes) < 2 {
		return sameAsInput(op)
	}
	return one(resultTensor(op, []int64{a.Sizes[1], a.Sizes[0]}, a.Dtype))
}

func unsqueezeFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	d, ok := ConstantIntValue(op.Operand(1))
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	i, ok := normDim(d, len(a.Sizes)+1)
	if !ok {
		return nil
	}
	s := append(append(append([]int64{}, a.Sizes[:i]...), 1), a.Sizes[i:]...)
	return one(resultTensor(op, s, a.Dtype))
}

// squeezeDims drops the listed dims of size 1 (PyTorch keeps dims that
// are not 1).
func squeezeDims(op *ir.Operation, a *TensorType, dims []int64) []*TensorType {
	drop := map[int]bool{}
	for _, d := range dims {
		i, ok := normDim(d, max(len(a.Sizes), 1))
		if !ok {
			return nil
		}
		if len(a.Sizes) == 0 {
			continue
		}
		switch a.Sizes[i] {
		case 1:
			drop[i] = true
		case Dynamic:
			return one(resultTensor(op, nil, a.Dtype))
		}
	}
	var s []int64
	s = []int64{}
	for i, x := range a.Sizes {
		if !drop[i] {
			s = append(s, x)
		}
	}
	return one(resultTensor(op, s, a.Dtype))
}

func squeezeDimFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	d, ok := ConstantIntValue(op.Operand(1))
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	return squeezeDims(op, a, []int64{d})
}

func squeezeDimsFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	ds, ok := ConstantIntList(op.Operand(1))
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	return squeezeDims(op, a, ds)
}

func squeezeAllFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil || a.Sizes == nil {
		return nil
	}
	var ds []int64
	for i := range a.Sizes {
		ds = append(ds, int64(i))
	}
	return squeezeDims(op, a, ds)
}

// slice.Tensor(self, dim, start?, end?, step).
func sliceFn(op *ir.Operation) []*TensorType {
	args := AtenSliceTensorArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	d, ok := ConstantIntValue(args.Dim())
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	i, ok := normDim(d, len(a.Sizes))
	if !ok {
		return nil
	}
	s := append([]int64{}, a.Sizes...)
	s[i] = Dynamic
	n := a.Sizes[i]
	start, end := int64(0), n
	okS, okE := true, true
	if !IsNoneValue(args.Start()) {
		start, okS = ConstantIntValue(args.Start())
	}
	if !IsNoneValue(args.End()) {
		end, okE = ConstantIntValue(args.End())
	}
	step, okT := ConstantIntValue(args.Step())
	if n != Dynamic && okS && okE && okT && step > 0 {
		clampIdx := func(x int64) int64 {
			if x < 0 {
				x += n
			}
			return min(max(x, 0), n)
		}
		start, end = clampIdx(start), clampIdx(end)
		if end < start {
			end = start
		}
		s[i] = (end - start + step - 1) / step
	}
	return one(resultTensor(op, s, a.Dtype))
}

// select.int(self, dim, index).
func selectFn(op *ir.Operation) []*TensorType {
	args := AtenSelectIntArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	d, ok := ConstantIntValue(args.Dim())
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	i, ok := normDim(d, len(a.Sizes))
	if !ok {
		return nil
	}
	s := append(append([]int64{}, a.Sizes[:i]...), a.Sizes[i+1:]...)
	return one(resultTensor(op, s, a.Dtype))
}

// expand(self, size, implicit): -1 keeps the input size, new dims lead.
func expandFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	elems, ok := ListElements(op.Operand(1))
	if !ok || a.Sizes == nil || len(elems) < len(a.Sizes) {
		return one(resultTensor(op, nil, a.Dtype))
	}
	lead := len(elems) - len(a.Sizes)
	s := make([]int64, len(elems))
	for i, e := range elems {
		c, ok := ConstantIntValue(e)
		switch {
		case !ok:
			s[i] = Dynamic
		case c == -1 && i >= lead:
			s[i] = a.Sizes[i-lead]
		default:
			s[i] = c
		}
	}
	return one(resultTensor(op, s, a.Dtype))
}

func expandAsFn(op *ir.Operation) []*TensorType {
	a, b := in(op, 0), in(op, 1)
	if a == nil || b == nil {
		return nil
	}
	return one(resultTensor(op, b.Sizes, a.Dtype))
}

// cat(tensors, dim).
func catFn(op *ir.Operation) []*TensorType {
	elems, ok := ListElements(op.Operand(0))
	if !ok || len(elems) == 0 {
		return nil
	}
	var ts []ir.Type
	var sizes []int64
	d, okd := ConstantIntValue(op.Operand(1))
	for k, e := range elems {
		t := TensorOf(e)
		if t == nil || t.Sizes == nil || t.Dtype == nil {
			return nil
		}
		ts = append(ts, t)
		if len(t.Sizes) == 1 && t.Sizes[0] == 0 {
			continue // legacy empty tensors are skipped
		}
		if sizes == nil {
			sizes = append([]int64{}, t.Sizes...)
			if okd {
				if _, ok := normDim(d, len(sizes)); !ok {
					return nil
				}
			}
			continue
		}
		_ = k
		if len(t.Sizes) != len(sizes) || !okd {
			return nil
		}
		i, _ := normDim(d, len(sizes))
		for j := range sizes {
			if j == i {
				if sizes[j] == Dynamic || t.Sizes[j] == Dynamic {
					sizes[j] = Dynamic
				} else {
					sizes[j] += t.Sizes[j]
				}
			} else if sizes[j] == Dynamic {
				sizes[j] = t.Sizes[j]
			}
		}
	}
	return one(resultTensor(op, sizes, ResultDtype(ctxOf(op), ts)))
}

// ---- linear algebra ----

// productDtype is the result dtype of a matrix product or convolution of
// a and b: their promoted dtype, or unknown for quantized operands, whose
// product Torch-MLIR types as the integer accumulator (si32 for qint8;
// PyTorch runs quantized products as quantized:: ops of their own).
func productDtype(op *ir.Operation, a, b *TensorType) ir.Type {
	if IsQuantizedDtype(a.Dtype) || IsQuantizedDtype(b.Dtype) {
		return nil
	}
	return ResultDtype(ctxOf(op), []ir.Type{a, b})
}

func mmFn(op *ir.Operation) []*TensorType {
	a, b := in(op, 0), in(op, 1)
	if a == nil || b == nil || a.Sizes == nil || b.Sizes == nil || len(a.Sizes) != 2 || len(b.Sizes) != 2 {
		return nil
	}
	return one(resultTensor(op, []int64{a.Sizes[0], b.Sizes[1]}, productDtype(op, a, b)))
}

func bmmFn(op *ir.Operation) []*TensorType {
	a, b := in(op, 0), in(op, 1)
	if a == nil || b == nil || a.Sizes == nil || b.Sizes == nil || len(a.Sizes) != 3 || len(b.Sizes) != 3 {
		return nil
	}
	batch := a.Sizes[0]
	if batch == Dynamic {
		batch = b.Sizes[0]
	}
	return one(resultTensor(op, []int64{batch, a.Sizes[1], b.Sizes[2]}, productDtype(op, a, b)))
}

// MatmulSizes is torch.matmul's result shape for operand shapes a and b.
func MatmulSizes(a, b []int64) ([]int64, bool) {
	if a == nil || b == nil || len(a) == 0 || len(b) == 0 {
		return nil, false
	}
	switch {
	case len(a) == 1 && len(b) == 1:
		return []int64{}, true
	case len(a) == 2 && len(b) == 1:
		return []int64{a[0]}, true
	case len(a) == 1 && len(b) == 2:
		return []int64{b[1]}, true
	}
	// A 1-d operand has no batch dims (empty, not nil: broadcastSizes
	// reads nil as unknown).
	batchA, batchB := []int64{}, []int64{}
	var m, n []int64
	if len(a) >= 2 {
		batchA, m = a[:len(a)-2], []int64{a[len(a)-2]}
	}
	if len(b) >= 2 {
		batchB, n = b[:len(b)-2], []int64{b[len(b)-1]}
	} else {
		n = nil
	}
	if len(a) == 1 {
		m = nil
	}
	batch, ok := broadcastSizes(batchA, batchB)
	if !ok {
		return nil, false
	}
	return append(append(batch, m...), n...), true
}

func matmulFn(op *ir.Operation) []*TensorType {
	a, b := in(op, 0), in(op, 1)
	if a == nil || b == nil {
		return nil
	}
	s, ok := MatmulSizes(a.Sizes, b.Sizes)
	if !ok {
		return one(resultTensor(op, nil, productDtype(op, a, b)))
	}
	return one(resultTensor(op, s, productDtype(op, a, b)))
}

// addmm(self, mat1, mat2, beta, alpha).
func addmmFn(op *ir.Operation) []*TensorType {
	bias, a, b := in(op, 0), in(op, 1), in(op, 2)
	if bias == nil || a == nil || b == nil || a.Sizes == nil || b.Sizes == nil || len(a.Sizes) != 2 || len(b.Sizes) != 2 {
		return nil
	}
	return one(resultTensor(op, []int64{a.Sizes[0], b.Sizes[1]}, ResultDtype(ctxOf(op), []ir.Type{a, b, bias})))
}

// linear(input, weight, bias?): input[..., out].
func linearFn(op *ir.Operation) []*TensorType {
	x, w := in(op, 0), in(op, 1)
	if x == nil || w == nil || x.Sizes == nil || w.Sizes == nil || len(x.Sizes) == 0 {
		return nil
	}
	s := append([]int64{}, x.Sizes...)
	if len(w.Sizes) == 2 {
		s[len(s)-1] = w.Sizes[0]
	} else {
		s = s[:len(s)-1]
	}
	return one(resultTensor(op, s, productDtype(op, x, w)))
}

// ---- convolution and pooling ----

// windowSize is the output size of a sliding window, as PyTorch's
// pooling_output_shape computes it (division rounding down); Dynamic
// when a size is unknown or the parameters are invalid (the verifier
// reports those).
func windowSize(in, k, stride, pad, dil int64, ceil bool) int64 {
	if in == Dynamic || k == Dynamic || stride <= 0 || dil <= 0 {
		return Dynamic
	}
	num := in + 2*pad - dil*(k-1) - 1
	if ceil {
		num += stride - 1
	}
	out := floorDiv(num, stride) + 1
	if ceil && (out-1)*stride >= in+pad {
		out--
	}
	return out
}

// floorDiv is a / b rounded toward negative infinity (b > 0).
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// listOr reads a constant int list operand, repeating a single entry n
// times, or def when the list is empty.
func listOr(v *ir.Value, n int, def int64) ([]int64, bool) {
	l, ok := ConstantIntList(v)
	if !ok {
		return nil, false
	}
	switch len(l) {
	case 0:
		l = make([]int64, n)
		for i := range l {
			l[i] = def
		}
	case 1:
		x := l[0]
		l = make([]int64, n)
		for i := range l {
			l[i] = x
		}
	}
	if len(l) != n {
		return nil, false
	}
	return l, true
}

// convolution(input, weight, bias, stride, padding, dilation, transposed,
// output_padding, groups).
func convolutionFn(op *ir.Operation) []*TensorType {
	x, w := in(op, 0), in(op, 1)
	if x == nil || w == nil || x.Sizes == nil || w.Sizes == nil || len(x.Sizes) < 3 || len(x.Sizes) != len(w.Sizes) {
		return nil
	}
	nsp := len(x.Sizes) - 2
	dt := productDtype(op, x, w)
	stride, ok1 := listOr(op.Operand(3), nsp, 1)
	pad, ok2 := listOr(op.Operand(4), nsp, 0)
	dil, ok3 := listOr(op.Operand(5), nsp, 1)
	transposed, ok4 := ConstantBoolValue(op.Operand(6))
	if !ok1 || !ok2 || !ok3 || !ok4 || transposed {
		return one(resultTensor(op, nil, dt))
	}
	s := []int64{x.Sizes[0], w.Sizes[0]}
	for i := 0; i < nsp; i++ {
		s = append(s, windowSize(x.Sizes[2+i], w.Sizes[2+i], stride[i], pad[i], dil[i], false))
	}
	return one(resultTensor(op, s, dt))
}

// convNdFn is the shape function of conv1d/conv2d/conv3d(input, weight,
// bias, stride, padding, dilation, groups), batched or not.
func convNdFn(nsp int) shapeFn {
	return func(op *ir.Operation) []*TensorType {
		x, w := in(op, 0), in(op, 1)
		if x == nil || w == nil {
			return nil
		}
		dt := productDtype(op, x, w)
		if x.Sizes == nil || w.Sizes == nil || len(w.Sizes) != nsp+2 || (len(x.Sizes) != nsp+1 && len(x.Sizes) != nsp+2) {
			return one(resultTensor(op, nil, dt))
		}
		stride, ok1 := listOr(op.Operand(3), nsp, 1)
		pad, ok2 := listOr(op.Operand(4), nsp, 0)
		dil, ok3 := listOr(op.Operand(5), nsp, 1)
		lead := len(x.Sizes) - nsp
		s := append(append([]int64{}, x.Sizes[:lead-1]...), w.Sizes[0])
		for i := 0; i < nsp; i++ {
			o := int64(Dynamic)
			if ok1 && ok2 && ok3 {
				o = windowSize(x.Sizes[lead+i], w.Sizes[2+i], stride[i], pad[i], dil[i], false)
			}
			s = append(s, o)
		}
		return one(resultTensor(op, s, dt))
	}
}

// pool computes the sizes of a pooling op over the last nsp dims of x:
// (self, kernel_size, stride, padding, dilation?, ceil_mode) at operand
// indices k, k+1, k+2, dilIdx (-1 none), ceilIdx.
func pool(op *ir.Operation, nsp, dilIdx, ceilIdx int) []int64 {
	x := in(op, 0)
	if x == nil || x.Sizes == nil || len(x.Sizes) < nsp {
		return nil
	}
	k, ok1 := listOr(op.Operand(1), nsp, 1)
	if !ok1 {
		return nil
	}
	stride, ok2 := listOr(op.Operand(2), nsp, 0)
	if l, ok := ConstantIntList(op.Operand(2)); ok && len(l) == 0 {
		stride = k // stride=[] is the kernel size (an explicit 0 is invalid)
	}
	pad, ok3 := listOr(op.Operand(3), nsp, 0)
	dil := []int64{1, 1, 1}[:nsp]
	ok4 := true
	if dilIdx >= 0 {
		dil, ok4 = listOr(op.Operand(dilIdx), nsp, 1)
	}
	ceil, ok5 := ConstantBoolValue(op.Operand(ceilIdx))
	if !ok2 || !ok3 || !ok4 || !ok5 {
		return nil
	}
	lead := len(x.Sizes) - nsp
	s := append([]int64{}, x.Sizes[:lead]...)
	for i := 0; i < nsp; i++ {
		s = append(s, windowSize(x.Sizes[lead+i], k[i], stride[i], pad[i], dil[i], ceil))
	}
	return s
}

func maxPool2dWithIndicesFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	s := pool(op, 2, 4, 5)
	return []*TensorType{resultTensor(op, s, x.Dtype), resultTensor(op, s, ctxOf(op).IntegerType(64, ir.Signed))}
}

func maxPool2dFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	return one(resultTensor(op, pool(op, 2, 4, 5), x.Dtype))
}

// avg_pool2d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override).
func avgPool2dFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	return one(resultTensor(op, pool(op, 2, -1, 4), x.Dtype))
}

func adaptivePool2dFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	out, ok := ConstantIntList(op.Operand(1))
	if !ok || x.Sizes == nil || len(out) != 2 || len(x.Sizes) < 2 {
		return one(resultTensor(op, nil, x.Dtype))
	}
	s := append(append([]int64{}, x.Sizes[:len(x.Sizes)-2]...), out...)
	return one(resultTensor(op, s, x.Dtype))
}

// ---- reductions ----

// ReducedSizes drops (or keeps as 1) the reduced dims; dims nil means all.
func ReducedSizes(sizes []int64, dims []int64, keepdim bool) ([]int64, bool) {
	if sizes == nil {
		return nil, true
	}
	red := map[int]bool{}
	if len(dims) == 0 {
		for i := range sizes {
			red[i] = true
		}
	}
	for _, d := range dims {
		i, ok := normDim(d, max(len(sizes), 1))
		if !ok {
			return nil, false
		}
		red[i] = true
	}
	out := []int64{}
	for i, s := range sizes {
		switch {
		case !red[i]:
			out = append(out, s)
		case keepdim:
			out = append(out, 1)
		}
	}
	return out, true
}

// reduce builds the result of a reduction over the dims list operand
// dimIdx (None = all) with keepdim operand keepIdx (-1: false).
func reduce(op *ir.Operation, dimIdx, keepIdx int, dtype ir.Type) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	var dims []int64
	if dimIdx >= 0 && !IsNoneValue(op.Operand(dimIdx)) {
		if c, ok := ConstantIntValue(op.Operand(dimIdx)); ok {
			dims = []int64{c}
		} else if l, ok := ConstantIntList(op.Operand(dimIdx)); ok {
			dims = l
		} else {
			return one(resultTensor(op, nil, dtype))
		}
	}
	keep := false
	if keepIdx >= 0 {
		k, ok := ConstantBoolValue(op.Operand(keepIdx))
		if !ok {
			return one(resultTensor(op, nil, dtype))
		}
		keep = k
	}
	s, ok := ReducedSizes(a.Sizes, dims, keep)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, dtype))
}

// sum.dim_IntList / mean.dim (self, dim?, keepdim, dtype?).
func sumDimFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	d := a.Dtype
	if c := category(d); c == catBool || c == catInt {
		d = ctxOf(op).IntegerType(64, ir.Signed)
	}
	return reduce(op, 1, 2, dtypeOr(op, 3, d))
}

func meanDimFn(op *ir.Operation) []*TensorType {
	return reduce(op, 1, 2, dtypeOr(op, 3, dtypeOf(in(op, 0))))
}

// mean(self, dtype?) and sum(self, dtype?): rank 0.
func meanAllFn(op *ir.Operation) []*TensorType {
	return reduce(op, -1, -1, dtypeOr(op, 1, dtypeOf(in(op, 0))))
}

// amax / amin (self, dim, keepdim).
func amaxFn(op *ir.Operation) []*TensorType { return reduce(op, 1, 2, dtypeOf(in(op, 0))) }

// any.dim / all.dim (self, dim, keepdim) → i1 (uint8 stays uint8).
func anyDimFn(op *ir.Operation) []*TensorType {
	d := ir.Type(ctxOf(op).I(1))
	if t := dtypeOf(in(op, 0)); t != nil && t == ctxOf(op).IntegerType(8, ir.Unsigned) {
		d = t
	}
	return reduce(op, 1, 2, d)
}

// any / all (self) → i1 (uint8 stays uint8).
func anyAllFn(op *ir.Operation) []*TensorType {
	d := ir.Type(ctxOf(op).I(1))
	if t := dtypeOf(in(op, 0)); t != nil && t == ctxOf(op).IntegerType(8, ir.Unsigned) {
		d = t
	}
	return reduce(op, -1, -1, d)
}

// max.dim / min.dim (self, dim, keepdim) → values, indices.
func maxDimFn(op *ir.Operation) []*TensorType {
	r := reduce(op, 1, 2, dtypeOf(in(op, 0)))
	if r == nil {
		return nil
	}
	return []*TensorType{r[0], resultTensor(op, r[0].Sizes, ctxOf(op).IntegerType(64, ir.Signed))}
}

// argmax / argmin (self, dim?, keepdim).
func argmaxFn(op *ir.Operation) []*TensorType {
	return reduce(op, 1, 2, ctxOf(op).IntegerType(64, ir.Signed))
}

// var.correction / std.correction (self, dim?, correction?, keepdim),
// var.dim / std.dim (self, dim?, unbiased, keepdim).
func varDimFn(op *ir.Operation) []*TensorType {
	return reduce(op, 1, 3, realDtype(toFloatDtype(ctxOf(op), dtypeOf(in(op, 0)))))
}

// var / std (self, unbiased).
func varAllFn(op *ir.Operation) []*TensorType {
	return reduce(op, -1, -1, realDtype(toFloatDtype(ctxOf(op), dtypeOf(in(op, 0)))))
}

// ---- normalization ----

// native_layer_norm(input, normalized_shape, weight?, bias?, eps) →
// out, mean, rstd (mean and rstd keep the normalized dims as 1, in the
// statistics' dtype).
func nativeLayerNormFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	out := resultTensor(op, x.Sizes, x.Dtype)
	stat := accDtype(x.Dtype)
	ns, ok := ConstantIntList(op.Operand(1))
	if !ok || x.Sizes == nil || len(ns) > len(x.Sizes) {
		return []*TensorType{out, resultTensor(op, nil, stat), resultTensor(op, nil, stat)}
	}
	s := append([]int64{}, x.Sizes...)
	for i := len(s) - len(ns); i < len(s); i++ {
		s[i] = 1
	}
	return []*TensorType{out, resultTensor(op, s, stat), resultTensor(op, s, stat)}
}

// _native_batch_norm_legit_no_training(input, weight?, bias?,
// running_mean, running_var, momentum, eps) → out, save_mean,
// save_invstd. The saved statistics are empty ([0]) on CPU but the
// running statistics ([C], in the statistics' dtype) on other devices,
// so only their rank is known.
func batchNormNoTrainingFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	stat := accDtype(x.Dtype)
	return []*TensorType{resultTensor(op, x.Sizes, x.Dtype), resultTensor(op, []int64{Dynamic}, stat), resultTensor(op, []int64{Dynamic}, stat)}
}

// _softmax / _log_softmax (self, dim, half_to_float).
func softmaxFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	h, ok := ConstantBoolValue(op.Operand(2))
	if !ok || h {
		return one(resultTensor(op, x.Sizes, nil))
	}
	return one(resultTensor(op, x.Sizes, x.Dtype))
}

// ---- creation ----

// fillDtype is the dtype of a tensor filled with scalar v and no dtype.
func fillDtype(ctx *ir.Context, t ir.Type) ir.Type {
	d := ScalarDtype(ctx, t)
	if d != nil && IsFloatDtype(d) {
		return DefaultFloatDtype(ctx)
	}
	return d
}

// full(size, fill_value, dtype?, layout?, device?, pin_memory?).
func fullFn(op *ir.Operation) []*TensorType {
	d := dtypeOr(op, 2, fillDtype(ctxOf(op), op.Operand(1).Type()))
	return one(resultTensor(op, sizeListOperand(op.Operand(0)), d))
}

// zeros / ones (size, dtype?, ...): default float dtype.
func zerosFn(op *ir.Operation) []*TensorType {
	return one(resultTensor(op, sizeListOperand(op.Operand(0)), dtypeOr(op, 1, DefaultFloatDtype(ctxOf(op)))))
}

func sizeListOperand(v *ir.Value) []int64 {
	elems, ok := ListElements(v)
	if !ok {
		return nil
	}
	s := make([]int64, len(elems))
	for i, e := range elems {
		c, ok := ConstantIntValue(e)
		if !ok {
			c = Dynamic
		}
		s[i] = c
	}
	return s
}

// scalar_tensor(s, dtype?, ...): rank 0, the default float dtype.
func scalarTensorFn(op *ir.Operation) []*TensorType {
	return one(resultTensor(op, []int64{}, dtypeOr(op, 1, DefaultFloatDtype(ctxOf(op)))))
}

// arange.start_step(start, end, step, dtype?, ...): si64 when the bounds
// are all ints, the default float dtype when one is a float, unknown when
// one is a !torch.number.
func arangeFn(op *ir.Operation) []*TensorType {
	ctx := ctxOf(op)
	def := ir.Type(ctx.IntegerType(64, ir.Signed))
	for _, v := range op.Operands()[:3] {
		switch {
		case IsPrim(v.Type(), KindInt):
		case IsPrim(v.Type(), KindFloat):
			if def != nil {
				def = DefaultFloatDtype(ctx)
			}
		default:
			def = nil
		}
	}
	d := dtypeOr(op, 3, def)
	s, ok1 := ConstantFloatValue(op.Operand(0))
	e, ok2 := ConstantFloatValue(op.Operand(1))
	st, ok3 := ConstantFloatValue(op.Operand(2))
	switch d.(type) {
	case *ir.IntegerType:
		// PyTorch converts the bounds to the integer dtype first.
		s, e, st = math.Trunc(s), math.Trunc(e), math.Trunc(st)
	case nil:
		// The length depends on the dtype unless the bounds are integral.
		if s != math.Trunc(s) || e != math.Trunc(e) || st != math.Trunc(st) {
			ok1 = false
		}
	}
	if !ok1 || !ok2 || !ok3 || st == 0 {
		return one(resultTensor(op, []int64{Dynamic}, d))
	}
	// ceil((end - start) / step), for either sign of step.
	return one(resultTensor(op, []int64{max(int64(math.Ceil((e-s)/st)), 0)}, d))
}

// ---- indexing ----

// embedding(weight, indices, ...): indices' shape + [embedding dim].
func embeddingFn(op *ir.Operation) []*TensorType {
	w, idx := in(op, 0), in(op, 1)
	if w == nil || idx == nil || w.Sizes == nil || idx.Sizes == nil || len(w.Sizes) != 2 {
		return nil
	}
	return one(resultTensor(op, append(append([]int64{}, idx.Sizes...), w.Sizes[1]), w.Dtype))
}

// gather(self, dim, index, sparse_grad): index's shape, self's dtype.
func gatherFn(op *ir.Operation) []*TensorType {
	x, idx := in(op, 0), in(op, 2)
	if x == nil || idx == nil {
		return nil
	}
	return one(resultTensor(op, idx.Sizes, x.Dtype))
}

// index_select(self, dim, index).
func indexSelectFn(op *ir.Operation) []*TensorType {
	x, idx := in(op, 0), in(op, 2)
	if x == nil || idx == nil {
		return nil
	}
	d, ok := ConstantIntValue(op.Operand(1))
	if !ok || x.Sizes == nil || idx.Sizes == nil || len(idx.Sizes) > 1 {
		return one(resultTensor(op, nil, x.Dtype))
	}
	i, ok := normDim(d, max(len(x.Sizes), 1))
	if !ok || len(x.Sizes) == 0 {
		return nil
	}
	s := append([]int64{}, x.Sizes...)
	s[i] = 1
	if len(idx.Sizes) == 1 {
		s[i] = idx.Sizes[0]
	}
	return one(resultTensor(op, s, x.Dtype))
}

// constant_pad_nd(self, pad, value): pads the last dims, pairs from the last.
func padFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	p, ok := ConstantIntList(op.Operand(1))
	if !ok || x.Sizes == nil || len(p)%2 != 0 || len(p)/2 > len(x.Sizes) {
		return one(resultTensor(op, nil, x.Dtype))
	}
	s := append([]int64{}, x.Sizes...)
	for i := 0; i < len(p)/2; i++ {
		d := len(s) - 1 - i
		if s[d] != Dynamic {
			s[d] += p[2*i] + p[2*i+1]
		}
	}
	return one(resultTensor(op, s, x.Dtype))
}

// rms_norm(input, normalized_shape, weight?, eps?): the input's shape
// and dtype (PyTorch converts the result back to the input's dtype).
func rmsNormFn(op *ir.Operation) []*TensorType { return sameAsInput(op) }

// upsampleFn is the shape function of upsample_<mode><nsp>d(self,
// output_size, ...) (vec false) and of its .vec overload (input,
// output_size?, scale_factors?): the leading dims of the input, then the
// output size, or floor(in * scale_factor) per spatial dim.
func upsampleFn(nsp int, vec bool) shapeFn {
	return func(op *ir.Operation) []*TensorType {
		x := in(op, 0)
		if x == nil {
			return nil
		}
		if x.Sizes == nil || len(x.Sizes) != nsp+2 {
			return one(resultTensor(op, nil, x.Dtype))
		}
		s := append([]int64{}, x.Sizes[:2]...)
		if out, ok := ConstantIntList(op.Operand(1)); ok && len(out) == nsp {
			return one(resultTensor(op, append(s, out...), x.Dtype))
		}
		factorsIdx := 2
		if op.NumOperands() == 4 {
			factorsIdx = 3 // upsample_bilinear2d.vec(input, output_size?, align_corners, scale_factors?)
		}
		if !vec || !IsNoneValue(op.Operand(1)) || factorsIdx >= op.NumOperands() {
			return one(resultTensor(op, nil, x.Dtype))
		}
		fs, ok := ConstantFloatList(op.Operand(factorsIdx))
		if !ok || len(fs) != nsp {
			return one(resultTensor(op, nil, x.Dtype))
		}
		for i, f := range fs {
			n := x.Sizes[2+i]
			switch {
			case n == Dynamic || !(f > 0) || float64(n)*f >= 1<<62:
				s = append(s, Dynamic)
			default:
				s = append(s, int64(math.Floor(float64(n)*f)))
			}
		}
		return one(resultTensor(op, s, x.Dtype))
	}
}

// shapeFns maps op names to their shape functions.
var shapeFns = buildShapeFns()

func buildShapeFns() map[string]shapeFn {
	shapeFns := map[string]shapeFn{}
	// A table of op name lists per family, so that the families read as data.
	families := []struct {
		fn  shapeFn
		ops []string
	}{
		{absFn, []string{"abs"}},
		{sameAsInput, []string{"relu", "neg", "clone", "contiguous", "relu6", "hardtanh", "leaky_relu", "elu", "celu",
			"gelu", "silu", "hardswish", "hardsigmoid", "mish", "softplus", "floor", "ceil", "round", "trunc", "sign",
			"detach", "alias", "lift_fresh_copy", "dropout", "fill.Scalar", "zero_", "bitwise_not", "triu", "tril", "flip",
			"roll", "copy"}},
		{squareFn, []string{"square"}},
		{maskedFillFn, []string{"masked_fill.Scalar", "masked_fill.Tensor"}},
		{unaryFloat, []string{"sigmoid", "tanh", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt",
			"erf", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "reciprocal",
			"log_sigmoid"}},
		{unaryBool, []string{"logical_not", "isnan", "isinf"}},
		{binaryTensor, []string{"add.Tensor", "sub.Tensor", "mul.Tensor", "maximum", "minimum", "pow.Tensor_Tensor",
			"remainder.Tensor", "fmod.Tensor", "bitwise_and.Tensor", "bitwise_or.Tensor", "bitwise_xor.Tensor", "rsub.Tensor"}},
		{binaryTensorFloat, []string{"div.Tensor", "atan2"}},
		{binaryTensorBool, []string{"eq.Tensor", "ne.Tensor", "lt.Tensor", "le.Tensor", "gt.Tensor", "ge.Tensor",
			"logical_and", "logical_or", "logical_xor"}},
		{binaryScalar, []string{"add.Scalar", "sub.Scalar", "mul.Scalar", "remainder.Scalar", "fmod.Scalar", "rsub.Scalar",
			"pow.Tensor_Scalar",
			"bitwise_and.Scalar", "bitwise_or.Scalar", "bitwise_xor.Scalar"}},
		{binaryScalarFloat, []string{"div.Scalar"}},
		{binaryScalarBool, []string{"eq.Scalar", "ne.Scalar", "lt.Scalar", "le.Scalar", "gt.Scalar", "ge.Scalar"}},
		{whereSelf, []string{"where.self"}},
		{clampFn, []string{"clamp"}},
		{viewFn, []string{"view", "reshape"}},
		{permuteFn, []string{"permute"}},
		{transposeFn, []string{"transpose.int"}},
		{tFn, []string{"t"}},
		{unsqueezeFn, []string{"unsqueeze"}},
		{squeezeDimFn, []string{"squeeze.dim"}},
		{squeezeDimsFn, []string{"squeeze.dims"}},
		{sliceFn, []string{"slice.Tensor"}},
		{selectFn, []string{"select.int"}},
		{expandFn, []string{"expand"}},
		{expandAsFn, []string{"expand_as"}},
		{catFn, []string{"cat"}},
		{mmFn, []string{"mm"}},
		{bmmFn, []string{"bmm"}},
		{matmulFn, []string{"matmul"}},
		{addmmFn, []string{"addmm"}},
		{linearFn, []string{"linear"}},
		{convolutionFn, []string{"convolution"}},
		{convNdFn(1), []string{"conv1d"}},
		{convNdFn(2), []string{"conv2d"}},
		{convNdFn(3), []string{"conv3d"}},
		{maxPool2dWithIndicesFn, []string{"max_pool2d_with_indices"}},
		{maxPool2dFn, []string{"max_pool2d"}},
		{avgPool2dFn, []string{"avg_pool2d"}},
		{adaptivePool2dFn, []string{"_adaptive_avg_pool2d", "adaptive_avg_pool2d"}},
		{sumDimFn, []string{"sum.dim_IntList"}},
		{meanDimFn, []string{"mean.dim"}},
		{meanAllFn, []string{"mean"}},
		{amaxFn, []string{"amax", "amin"}},
		{anyDimFn, []string{"any.dim", "all.dim"}},
		{anyAllFn, []string{"any", "all"}},
		{maxDimFn, []string{"max.dim", "min.dim"}},
		{argmaxFn, []string{"argmax", "argmin"}},
		{varDimFn, []string{"var.correction", "var.dim", "std.correction", "std.dim"}},
		{varAllFn, []string{"var", "std"}},
		{nativeLayerNormFn, []string{"native_layer_norm"}},
		{batchNormNoTrainingFn, []string{"_native_batch_norm_legit_no_training"}},
		{sameShapeDtypeAt(2), []string{"softmax.int", "log_softmax.int"}},
		{softmaxFn, []string{"_softmax", "_log_softmax"}},
		{fullFn, []string{"full"}},
		{zerosFn, []string{"zeros", "ones"}},
		{sameShapeDtypeAt(2), []string{"full_like"}},
		{sameShapeDtypeAt(1), []string{"zeros_like", "ones_like"}},
		{scalarTensorFn, []string{"scalar_tensor"}},
		{arangeFn, []string{"arange.start_step"}},
		{sameShapeDtypeAt(1), []string{"_to_copy", "to.dtype"}},
		{embeddingFn, []string{"embedding"}},
		{gatherFn, []string{"gather"}},
		{indexSelectFn, []string{"index_select"}},
		{padFn, []string{"constant_pad_nd"}},
		{rmsNormFn, []string{"rms_norm"}},
		{upsampleFn(1, false), []string{"upsample_nearest1d"}},
		{upsampleFn(1, true), []string{"upsample_nearest1d.vec"}},
		{upsampleFn(2, false), []string{"upsample_nearest2d", "upsample_bilinear2d"}},
		{upsampleFn(2, true), []string{"upsample_nearest2d.vec", "upsample_bilinear2d.vec"}},
		{upsampleFn(3, false), []string{"upsample_nearest3d"}},
		{upsampleFn(3, true), []string{"upsample_nearest3d.vec"}},
	}
	for _, f := range families {
		for _, n := range f.ops {
			shapeFns["torch.aten."+n] = f.fn
		}
	}
	shapeFns["torch.aten.squeeze"] = squeezeAllFn
	// layer_norm: the first result of native_layer_norm.
	shapeFns["torch.aten.layer_norm"] = func(op *ir.Operation) []*TensorType {
		r := nativeLayerNormFn(op)
		if r == nil {
			return nil
		}
		return r[:1]
	}
	return shapeFns
}
