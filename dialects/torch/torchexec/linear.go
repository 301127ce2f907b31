package torchexec

import (
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Contractions (matrix products and einsum), convolutions, pooling,
// attention and upsampling; this file has the products and the kernels'
// shared helpers, linear_*.go the other families.
//
// These ops compute in their result's dtype as PyTorch does: float
// results accumulate in float64 (PyTorch's CPU kernels accumulate f32 in
// f32 or f64 depending on the kernel; float64 is the closest to the exact
// value) and round once when stored; integer results accumulate in int64,
// which wraps like the narrower type once stored (wrapping commutes with
// + and *). The kernels are generic over the accumulator type: float64
// or int64.

// linearOps: Contractions, convolutions and pooling: mm, bmm, matmul, addmm, linear, convolution, max/avg/adaptive pooling,
// scaled_dot_product_attention and upsampling.
var linearOps = mergedTables(productOps, convolutionOps, poolingOps, attentionOps, upsampleOps)

// mergedTables is the union of tables.
func mergedTables(tables ...exec.Table) exec.Table {
	t := exec.Table{}
	for _, family := range tables {
		for name, s := range family {
			t[name] = s
		}
	}
	return t
}

// productOps are the matrix products.
var productOps = exec.Table{
	// mm(self [m,k], mat2 [k,n]) -> [m,n].
	torch.AtenMm.Name: byAccumulatorC(mm[float64], mm[int64], mm[complex128]),
	// bmm(self [b,m,k], mat2 [b,k,n]) -> [b,m,n]; the batches must be
	// equal (bmm does not broadcast).
	torch.AtenBmm.Name: byAccumulatorC(bmm[float64], bmm[int64], bmm[complex128]),
	// matmul: dot, matrix-vector, vector-matrix or batched matrix product
	// by the operands' ranks; batch dims broadcast.
	torch.AtenMatmul.Name: byAccumulatorC(matmul[float64], matmul[int64], matmul[complex128]),
	// mv(self [m,k], vec [k]) -> [m].
	torch.AtenMv.Name: byAccumulatorC(mv[float64], mv[int64], mv[complex128]),
	// dot(self [k], tensor [k]) -> [].
	torch.AtenDot.Name: byAccumulatorC(dot[float64], dot[int64], dot[complex128]),
	// outer(self [n], vec2 [m]) -> [n,m], self[i]*vec2[j].
	torch.AtenOuter.Name: byAccumulatorC(outer[float64], outer[int64], outer[complex128]),
	// addmm(self, mat1, mat2, beta, alpha) = beta*self + alpha*(mat1@mat2),
	// self broadcast to [m,n]; beta = 0 ignores self (its NaNs too).
	torch.AtenAddmm.Name: byAccumulatorC(addmm[float64], addmm[int64], addmm[complex128]),
	// baddbmm(self, batch1, batch2, beta, alpha): addmm of bmm.
	torch.AtenBaddbmm.Name: byAccumulatorC(baddbmm[float64], baddbmm[int64], baddbmm[complex128]),
	// linear(input [...,k], weight [n,k] or [k], bias?) =
	// input @ weight^T + bias.
	torch.AtenLinear.Name: byAccumulatorC(linear[float64], linear[int64], linear[complex128]),
	// einsum(equation, tensors, path): Einstein summation.
	torch.AtenEinsum.Name: byAccumulatorC(einsum[float64], einsum[int64], einsum[complex128]),
}

// accumulator is the type a kernel computes in: float64 for a float
// result dtype, int64 for an integer or bool one, complex128 for a
// complex one.
type accumulator interface{ float64 | int64 | complex128 }

// realAccumulator is an accumulator of the kernels that compare values
// (pooling), which PyTorch does not define on complex numbers.
type realAccumulator interface{ float64 | int64 }

// accOfF converts a float to the accumulator type.
func accOfF[T accumulator](v float64) T {
	var r T
	switch p := any(&r).(type) {
	case *float64:
		*p = v
	case *int64:
		*p = int64(v)
	case *complex128:
		*p = complex(v, 0)
	}
	return r
}

// accOfI converts an integer to the accumulator type.
func accOfI[T accumulator](v int64) T {
	var r T
	switch p := any(&r).(type) {
	case *float64:
		*p = float64(v)
	case *int64:
		*p = v
	case *complex128:
		*p = complex(float64(v), 0)
	}
	return r
}

// isComplexAcc reports whether T is complex128.
func isComplexAcc[T accumulator]() bool {
	var zero T
	_, ok := any(zero).(complex128)
	return ok
}

// byAccumulator runs the float64 instance of an op for a float result and
// the int64 one otherwise; elem is result 0's element type.
func byAccumulator(f, i func(c *exec.Ctx, elem ir.Type) error) exec.Semantics {
	return func(c *exec.Ctx) error {
		elem, err := resultElem(c, 0)
		if err != nil {
			return err
		}
		if isFloatType(elem) {
			return f(c, elem)
		}
		if exec.ElemOf(elem).Complex {
			return c.Errorf("'%s' is not implemented for complex dtypes", c.Op.Name())
		}
		return i(c, elem)
	}
}

// byAccumulatorC is byAccumulator with a complex128 instance for a
// complex result.
func byAccumulatorC(f, i, z func(c *exec.Ctx, elem ir.Type) error) exec.Semantics {
	return func(c *exec.Ctx) error {
		elem, err := resultElem(c, 0)
		if err != nil {
			return err
		}
		if exec.ElemOf(elem).Complex {
			return z(c, elem)
		}
		return byAccumulator(f, i)(c)
	}
}

// isFloatAcc reports whether T is float64.
func isFloatAcc[T accumulator]() bool {
	var zero T
	_, ok := any(zero).(float64)
	return ok
}

// tensorOperand reads tensor operand i; an unsigned dtype (ui8, held
// sign-extended in its bits) is widened to i64 so that its elements read
// as their unsigned values.
func tensorOperand(c *exec.Ctx, i int) (*exec.Tensor, error) {
	t, err := c.Tensor(i)
	if err != nil {
		return nil, err
	}
	tt, ok := c.ArgType(i).(*torch.TensorType)
	if !ok {
		return t, nil
	}
	it, ok := tt.Dtype.(*ir.IntegerType)
	if !ok || it.Signedness != ir.Unsigned || t.IsFloat() {
		return t, nil
	}
	wide := exec.NewTensor(c.Op.Context().I(64), t.Shape)
	for k := range t.Len() {
		wide.SetInt(k, int64(exec.Unsigned(t.Int(k), it.Width)))
	}
	return wide, nil
}

// valuesAs returns t's elements in the accumulator type: floats rounded
// to elem's precision first (PyTorch computes in the result dtype, so an
// operand is converted to it), integers and bools (0/1) as they are.
func valuesAs[T accumulator](t *exec.Tensor, elem ir.Type) []T {
	out := make([]T, t.Len())
	if cs, ok := any(out).([]complex128); ok {
		kind := exec.ElemOf(elem).Kind
		for i := range cs {
			cs[i] = exec.RoundComplex(kind, getC(t, int64(i)))
		}
		return out
	}
	if isFloatAcc[T]() {
		kind := exec.ElemOf(elem).Kind
		for i := range out {
			out[i] = accOfF[T](exec.Round(kind, getF(t, int64(i))))
		}
		return out
	}
	for i := range out {
		out[i] = accOfI[T](getI(t, int64(i)))
	}
	return out
}

// operandAs reads tensor operand i as accumulator values.
func operandAs[T accumulator](c *exec.Ctx, i int, elem ir.Type) ([]T, []int64, error) {
	t, err := tensorOperand(c, i)
	if err != nil {
		return nil, nil, err
	}
	return valuesAs[T](t, elem), t.Shape, nil
}

// scalarAs reads scalar operand i in the accumulator type; def when it is
// absent.
func scalarAs[T accumulator](c *exec.Ctx, i int, def T) T {
	if isNone(c, i) {
		return def
	}
	if isFloatAcc[T]() || isComplexAcc[T]() {
		return accOfF[T](scalarF(c, i))
	}
	return accOfI[T](scalarI(c, i))
}

// storeResult makes result i of the given shape from accumulator values,
// rounding or wrapping each to the result's dtype.
func storeResult[T accumulator](c *exec.Ctx, i int, shape []int64, vals []T) error {
	out, err := newResult(c, i, shape)
	if err != nil {
		return err
	}
	if int64(len(vals)) != out.Len() {
		return c.Errorf("internal error: %d values for a result of shape %v", len(vals), shape)
	}
	switch vs := any(vals).(type) {
	case []float64:
		for k, v := range vs {
			setF(out, int64(k), v)
		}
	case []int64:
		for k, v := range vs {
			setI(out, int64(k), v)
		}
	case []complex128:
		for k, v := range vs {
			setC(out, int64(k), v)
		}
	}
	return nil
}

// batchedProduct multiplies the matrices of a [batchA..., m, k] and
// b [batchB..., k, n] (both at least 2-d, inner sizes equal), the batch
// dims broadcasting, into [batch..., m, n]; ok is false when the batch
// dims do not broadcast.
func batchedProduct[T accumulator](a []T, aShape []int64, b []T, bShape []int64) ([]T, []int64, bool) {
	ra, rb := len(aShape), len(bShape)
	m, k, n := aShape[ra-2], aShape[ra-1], bShape[rb-1]
	batchA, batchB := aShape[:ra-2], bShape[:rb-2]
	batch, ok := broadcastShapes(batchA, batchB)
	if !ok {
		return nil, nil, false
	}
	outShape := append(append([]int64{}, batch...), m, n)
	out := make([]T, exec.NumElements(outShape))
	if len(out) == 0 {
		return out, outShape, true
	}
	strideA := scaled(broadcastStrides(batchA, batch), m*k)
	strideB := scaled(broadcastStrides(batchB, batch), k*n)
	matrix := m * n
	forEach(batch, [][]int64{strideA, strideB}, func(o int64, pos []int64) {
		ma, mb, mo := a[pos[0]:], b[pos[1]:], out[o*matrix:]
		// Row i of the product accumulates a[i,p]*b[p,:] for p in order.
		for i := int64(0); i < m; i++ {
			row := mo[i*n : (i+1)*n]
			for p := int64(0); p < k; p++ {
				x := ma[i*k+p]
				col := mb[p*n : (p+1)*n]
				for j := range row {
					row[j] += x * col[j]
				}
			}
		}
	})
	return out, outShape, true
}

// scaled multiplies each stride by n.
func scaled(strides []int64, n int64) []int64 {
	out := make([]int64, len(strides))
	for i, s := range strides {
		out[i] = s * n
	}
	return out
}

// product multiplies tensor operands ai and bi. view checks their shapes
// and returns the views they multiply as (at least 2-d, batch dims
// broadcasting) and the shape the product is given (nil: its own).
func product[T accumulator](c *exec.Ctx, elem ir.Type, ai, bi int, view func(a, b []int64) (aView, bView, shape []int64, err error)) ([]T, []int64, error) {
	a, aShape, err := operandAs[T](c, ai, elem)
	if err != nil {
		return nil, nil, err
	}
	b, bShape, err := operandAs[T](c, bi, elem)
	if err != nil {
		return nil, nil, err
	}
	aView, bView, shape, err := view(aShape, bShape)
	if err != nil {
		return nil, nil, err
	}
	if aView[len(aView)-1] != bView[len(bView)-2] {
		return nil, nil, c.Errorf("shapes %v and %v cannot be multiplied (inner sizes %d and %d differ)",
			aShape, bShape, aView[len(aView)-1], bView[len(bView)-2])
	}
	if err := chargeProduct(c, aView, bView); err != nil {
		return nil, nil, err
	}
	vals, outShape, ok := batchedProduct(a, aView, b, bView)
	if !ok {
		return nil, nil, c.Errorf("batch dims of shapes %v and %v do not broadcast", aShape, bShape)
	}
	if shape == nil {
		shape = outShape
	}
	return vals, shape, nil
}

// ranks checks that a and b have the given ranks.
func ranks(c *exec.Ctx, name string, a, b []int64, ra, rb int) error {
	if len(a) != ra || len(b) != rb {
		return c.Errorf("%s expects operands of rank %d and %d, got shapes %v and %v", name, ra, rb, a, b)
	}
	return nil
}

func mm[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenMmArgs[int](operandPositions)
	vals, shape, err := product[T](c, elem, a.Self(), a.Mat2(), func(a, b []int64) ([]int64, []int64, []int64, error) {
		return a, b, nil, ranks(c, "mm", a, b, 2, 2)
	})
	if err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

// bmmView checks bmm's operands: 3-d with equal batches.
func bmmView(c *exec.Ctx) func(a, b []int64) ([]int64, []int64, []int64, error) {
	return func(a, b []int64) ([]int64, []int64, []int64, error) {
		if err := ranks(c, "bmm", a, b, 3, 3); err != nil {
			return nil, nil, nil, err
		}
		if a[0] != b[0] {
			return nil, nil, nil, c.Errorf("bmm expects equal batch sizes, got shapes %v and %v", a, b)
		}
		return a, b, nil, nil
	}
}

func bmm[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenBmmArgs[int](operandPositions)
	vals, shape, err := product[T](c, elem, a.Self(), a.Mat2(), bmmView(c))
	if err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

// matmulView is torch.matmul's treatment of ranks: a 1-d first operand
// is a row [1,k] and a 1-d second one a column [k,1], and the added dim is
// removed from the result; higher ranks are batches of matrices whose
// batch dims broadcast.
func matmulView(c *exec.Ctx) func(a, b []int64) ([]int64, []int64, []int64, error) {
	return func(a, b []int64) ([]int64, []int64, []int64, error) {
		if len(a) == 0 || len(b) == 0 {
			return nil, nil, nil, c.Errorf("both arguments to matmul need to be at least 1-d, got shapes %v and %v", a, b)
		}
		aView, bView := a, b
		if len(a) == 1 {
			aView = []int64{1, a[0]}
		}
		if len(b) == 1 {
			bView = []int64{b[0], 1}
		}
		batch, ok := broadcastShapes(aView[:len(aView)-2], bView[:len(bView)-2])
		if !ok {
			return nil, nil, nil, c.Errorf("batch dims of shapes %v and %v do not broadcast", a, b)
		}
		shape := append([]int64{}, batch...)
		if len(a) > 1 {
			shape = append(shape, a[len(a)-2])
		}
		if len(b) > 1 {
			shape = append(shape, b[len(b)-1])
		}
		return aView, bView, shape, nil
	}
}

func matmul[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenMatmulArgs[int](operandPositions)
	vals, shape, err := product[T](c, elem, a.Self(), a.Other(), matmulView(c))
	if err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

func mv[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenMvArgs[int](operandPositions)
	vals, shape, err := product[T](c, elem, a.Self(), a.Vec(), func(a, b []int64) ([]int64, []int64, []int64, error) {
		if err := ranks(c, "mv", a, b, 2, 1); err != nil {
			return nil, nil, nil, err
		}
		return a, []int64{b[0], 1}, []int64{a[0]}, nil
	})
	if err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

func dot[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenDotArgs[int](operandPositions)
	return dotOf[T](c, elem, a.Self(), a.Tensor())
}

// dotOf is the dot product of 1-d operands self and other (dot, and vdot
// of real operands).
func dotOf[T accumulator](c *exec.Ctx, elem ir.Type, self, other int) error {
	vals, shape, err := product[T](c, elem, self, other, func(a, b []int64) ([]int64, []int64, []int64, error) {
		if err := ranks(c, "dot", a, b, 1, 1); err != nil {
			return nil, nil, nil, err
		}
		return []int64{1, a[0]}, []int64{b[0], 1}, []int64{}, nil
	})
	if err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

func outer[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenOuterArgs[int](operandPositions)
	vals, shape, err := product[T](c, elem, a.Self(), a.Vec2(), func(a, b []int64) ([]int64, []int64, []int64, error) {
		if err := ranks(c, "outer", a, b, 1, 1); err != nil {
			return nil, nil, nil, err
		}
		return []int64{a[0], 1}, []int64{1, b[0]}, nil, nil
	})
	if err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

// scaledSum is beta*self + alpha*prod with self (operand selfIdx)
// broadcast to prod's shape, which it must not change; beta = 0 ignores
// self, as PyTorch (NaN and inf in it do not propagate).
func scaledSum[T accumulator](c *exec.Ctx, elem ir.Type, prod []T, shape []int64, selfIdx int, beta, alpha T) error {
	if alpha != 1 {
		for i := range prod {
			prod[i] *= alpha
		}
	}
	if beta == 0 {
		return nil
	}
	self, selfShape, err := operandAs[T](c, selfIdx, elem)
	if err != nil {
		return err
	}
	return addBroadcast(c, prod, shape, self, selfShape, beta)
}

// addBroadcast adds beta*other, broadcast to shape, to vals.
func addBroadcast[T accumulator](c *exec.Ctx, vals []T, shape []int64, other []T, otherShape []int64, beta T) error {
	if b, ok := broadcastShapes(shape, otherShape); !ok || !slices.Equal(b, shape) {
		return c.Errorf("shape %v does not broadcast to the product's shape %v", otherShape, shape)
	}
	st := broadcastStrides(otherShape, shape)
	forEach(shape, [][]int64{st}, func(o int64, pos []int64) {
		vals[o] += beta * other[pos[0]]
	})
	return nil
}

func addmm[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenAddmmArgs[int](operandPositions)
	prod, shape, err := product[T](c, elem, a.Mat1(), a.Mat2(), func(a, b []int64) ([]int64, []int64, []int64, error) {
		return a, b, nil, ranks(c, "addmm", a, b, 2, 2)
	})
	if err != nil {
		return err
	}
	if err := scaledSum(c, elem, prod, shape, a.Self(), scalarAs[T](c, a.Beta(), 1), scalarAs[T](c, a.Alpha(), 1)); err != nil {
		return err
	}
	return storeResult(c, 0, shape, prod)
}

func baddbmm[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenBaddbmmArgs[int](operandPositions)
	prod, shape, err := product[T](c, elem, a.Batch1(), a.Batch2(), bmmView(c))
	if err != nil {
		return err
	}
	if err := scaledSum(c, elem, prod, shape, a.Self(), scalarAs[T](c, a.Beta(), 1), scalarAs[T](c, a.Alpha(), 1)); err != nil {
		return err
	}
	return storeResult(c, 0, shape, prod)
}

func linear[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenLinearArgs[int](operandPositions)
	x, xShape, err := operandAs[T](c, a.Input(), elem)
	if err != nil {
		return err
	}
	w, wShape, err := operandAs[T](c, a.Weight(), elem)
	if err != nil {
		return err
	}
	if len(xShape) == 0 || len(wShape) == 0 || len(wShape) > 2 {
		return c.Errorf("linear expects an input of rank >= 1 and a weight of rank 1 or 2, got shapes %v and %v", xShape, wShape)
	}
	// The product is x @ weight^T: a 2-d weight [n,k] is transposed to
	// [k,n]; a 1-d one is the column [k,1], its dim dropped after.
	shape := append([]int64{}, xShape[:len(xShape)-1]...)
	wView := []int64{wShape[0], 1}
	if len(wShape) == 2 {
		w = transposed(w, wShape[0], wShape[1])
		wView = []int64{wShape[1], wShape[0]}
		shape = append(shape, wShape[0])
	}
	xView := xShape
	if len(xShape) == 1 {
		xView = []int64{1, xShape[0]}
	}
	if xView[len(xView)-1] != wView[0] {
		return c.Errorf("linear: input shape %v and weight shape %v cannot be multiplied", xShape, wShape)
	}
	if err := chargeProduct(c, xView, wView); err != nil {
		return err
	}
	prod, _, _ := batchedProduct(x, xView, w, wView)
	if !isNone(c, a.Bias()) {
		bias, biasShape, err := operandAs[T](c, a.Bias(), elem)
		if err != nil {
			return err
		}
		if err := addBroadcast(c, prod, shape, bias, biasShape, 1); err != nil {
			return err
		}
	}
	return storeResult(c, 0, shape, prod)
}

// transposed returns the [cols, rows] transpose of a row-major
// [rows, cols] matrix.
func transposed[T accumulator](m []T, rows, cols int64) []T {
	out := make([]T, len(m))
	for i := int64(0); i < rows; i++ {
		for j := int64(0); j < cols; j++ {
			out[j*rows+i] = m[i*cols+j]
		}
	}
	return out
}

// lowest is the identity of max: -inf, or the least int64.
func lowest[T accumulator]() T {
	var v T
	switch p := any(&v).(type) {
	case *float64:
		*p = math.Inf(-1)
	case *int64:
		*p = math.MinInt64
	}
	return v
}

// charge counts the product of the factors (saturating) against the
// interpreter's step limit before a kernel allocates and loops: a loop
// the size of a tensor is charged as linalg's loops are, and a result too
// large to compute is an error rather than a crash.
func charge(c *exec.Ctx, factors ...int64) error {
	if c.M == nil {
		return nil
	}
	const limit = int64(1) << 62
	n := int64(1)
	for _, f := range factors {
		if f < 0 {
			return c.Errorf("the sizes of this op overflow int64")
		}
		if f == 0 {
			return nil
		}
		if n > limit/f {
			n = limit
			break
		}
		n *= f
	}
	return c.M.Step(n, c.Op)
}

// scratch checks that the product of the factors (elements of float64 or
// int64 scratch space a kernel computes in before storing its result)
// fits in the interpreter's memory budget, before the kernel allocates it.
func scratch(c *exec.Ctx, factors ...int64) error {
	n := int64(1)
	for _, f := range factors {
		if f < 0 {
			return c.Errorf("the sizes of this op overflow int64")
		}
		if f == 0 {
			return nil
		}
		if n > math.MaxInt64/f {
			n = math.MaxInt64
			break
		}
		n *= f
	}
	return c.Fits(n, exec.StoreF64)
}

// chargeProduct charges a batched product of the views a and b: one step
// per multiply-add, at least one per result element.
func chargeProduct(c *exec.Ctx, a, b []int64) error {
	batch, ok := broadcastShapes(a[:len(a)-2], b[:len(b)-2])
	if !ok {
		return nil // reported by the caller
	}
	if err := charge(c, elementCount(batch), a[len(a)-2], b[len(b)-1], max(a[len(a)-1], 1)); err != nil {
		return err
	}
	return scratch(c, elementCount(batch), a[len(a)-2], b[len(b)-1])
}

// elementCount is the number of elements of shape, or -1 when that
// overflows int64 (a shape with a 0 dim may have huge other dims).
func elementCount(shape []int64) int64 {
	for _, d := range shape {
		if d == 0 {
			return 0
		}
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 || n > math.MaxInt64/d {
			return -1
		}
		n *= d
	}
	return n
}

// maxExtent bounds the sizes and parameters of convolutions, pooling and
// upsampling, so that their index arithmetic (sums of a few products of
// two of them) cannot overflow int64.
const maxExtent = 1 << 30

// checkExtents reports values beyond maxExtent.
func checkExtents(c *exec.Ctx, what string, vals []int64) error {
	for _, v := range vals {
		if v > maxExtent || v < -maxExtent {
			return c.Errorf("%s %v is out of the supported range (|x| <= 2^30)", what, vals)
		}
	}
	return nil
}
