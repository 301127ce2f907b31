package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Elementwise ops: their tensor operands broadcast together (Python
// scalars broadcast everywhere), every operand is converted to the
// compute dtype, and the result is stored in the result's dtype. The
// compute dtype is the result's, except for ops with a bool result
// (comparisons), which compute in at::result_type of their operands.
//
// Conversions follow PyTorch on x86 CPUs: a float becomes an integer by
// truncation, through a 32-bit conversion for widths up to 32 bits (NaN
// and out-of-range values give INT32_MIN, whose low bits are kept); a
// uint8 is read as its unsigned value; f16 and bf16 values are made from
// float32 ones (PyTorch computes them in float32 and converts, and
// converts a double through float), so they are rounded twice. Scalar
// parameters (a slope, a beta) are rounded to the op's "opmath"
// precision (float32 unless the compute dtype is float64), which is what
// PyTorch's kernels use.

// numType is a dtype as the loops convert values to it: a float kind, or
// an integer of a width (1 for bool) and signedness.
type numType struct {
	float    bool
	complex  bool
	kind     ir.FloatKind
	width    int
	unsigned bool
}

// numTypeOf describes a torch dtype (i1, ui8, si8-si64, f16, bf16, f32,
// f64) or a builtin element type.
func numTypeOf(dtype ir.Type) numType {
	if it, ok := dtype.(*ir.IntegerType); ok {
		return numType{width: it.Width, unsigned: it.Signedness == ir.Unsigned && it.Width > 1}
	}
	e := exec.ElemOf(dtype)
	return numType{float: e.Float, complex: e.Complex, kind: e.Kind, width: e.Width}
}

func (n numType) isBool() bool { return !n.float && n.width == 1 }

// isReducedFloat reports f16 and bf16, which PyTorch computes in float32.
func (n numType) isReducedFloat() bool { return n.float && (n.kind == ir.F16 || n.kind == ir.BF16) }

// opmath is the precision PyTorch's kernels compute n in: float64 for
// float64, float32 for the other floats.
func (n numType) opmath() ir.FloatKind {
	if n.float && n.kind == ir.F64 {
		return ir.F64
	}
	return ir.F32
}

// fromFloat converts v to n. It returns the value as a float and, for an
// integer type, as an integer (a bool is 0 or 1, an unsigned integer its
// non-negative value).
func (n numType) fromFloat(v float64) (float64, int64) {
	switch {
	case n.complex:
		return exec.Round(n.kind, v), 0
	case n.isReducedFloat():
		return exec.Round(n.kind, exec.Round(ir.F32, v)), 0
	case n.float:
		return exec.Round(n.kind, v), 0
	case n.width == 1:
		if v != 0 {
			return 1, 1
		}
		return 0, 0
	}
	return n.fromInt(floatToIntN(v, n.width))
}

// fromInt converts integer v to n (see fromFloat).
func (n numType) fromInt(v int64) (float64, int64) {
	switch {
	case n.float || n.complex:
		return n.fromFloat(float64(v))
	case n.width == 1:
		if v != 0 {
			v = 1
		}
	case n.unsigned:
		v = int64(exec.Unsigned(v, n.width))
	default:
		v = exec.Wrap(v, n.width)
	}
	return float64(v), v
}

// load reads element p of t, whose dtype is src, converted to n.
func (n numType) load(t *exec.Tensor, src numType, p int64) (float64, int64) {
	if t.IsFloat() {
		return n.fromFloat(t.Float(p))
	}
	v := t.Int(p)
	switch {
	case src.width == 1:
		v &= 1
	case src.unsigned:
		v = int64(exec.Unsigned(v, src.width))
	}
	return n.fromInt(v)
}

// store converts a computed value (f when isFloat, else i) to n and
// writes it into element o of out, whose dtype is n.
func (n numType) store(out *exec.Tensor, o int64, f float64, i int64, isFloat bool) {
	if isFloat {
		f, i = n.fromFloat(f)
	} else if !n.complex {
		f, i = n.fromInt(i)
	}
	switch {
	case out.IsComplex():
		// A real value (f) as a complex number.
		out.SetComplex(o, complex(exec.Round(n.kind, f), 0))
	case out.IsFloat():
		out.SetFloat(o, f)
	case n.width == 1:
		out.SetInt(o, boolI(i != 0))
	default:
		out.SetInt(o, exec.Wrap(i, n.width))
	}
}

// floatToIntN converts a float to a width-bit integer as PyTorch does on
// x86: truncation toward zero, through cvttsd2si's 32-bit form for widths
// up to 32 (NaN and out-of-range values give INT32_MIN) and its 64-bit
// form above. The caller wraps the result to the width.
func floatToIntN(v float64, width int) int64 {
	if width > 32 {
		return floatToInt(v)
	}
	if math.IsNaN(v) || v >= 1<<31 || v <= -(1<<31)-1 {
		return math.MinInt32
	}
	return int64(v)
}

// scalarIn converts Python scalar operand i to n.
func scalarIn(c *exec.Ctx, i int, n numType) (float64, int64) {
	if isNone(c, i) {
		return 0, 0
	}
	if isFloatScalar(c.Args[i], c.ArgType(i)) {
		return n.fromFloat(scalarF(c, i))
	}
	return n.fromInt(scalarI(c, i))
}

// argDtype is the torch dtype of operand i: a tensor's dtype, or the one
// PyTorch gives a Python scalar; nil when unknown.
func argDtype(c *exec.Ctx, i int) ir.Type {
	if tt, ok := c.ArgType(i).(*torch.TensorType); ok {
		if tt.Dtype == nil {
			if t := c.Args[i].Tensor(); t != nil {
				return t.Elem
			}
		}
		return tt.Dtype
	}
	return torch.ScalarDtype(c.Op.Context(), promotionType(c, i))
}

// resultDtype is the torch dtype of result i (the builtin element type
// when the type names none).
func resultDtype(c *exec.Ctx, i int) (ir.Type, error) {
	if tt, ok := c.ResultType(i).(*torch.TensorType); ok && tt.Dtype != nil {
		if _, err := resultElem(c, i); err != nil {
			return nil, err
		}
		return tt.Dtype, nil
	}
	return resultElem(c, i)
}

// promotionType is operand i's type as type promotion sees it: a
// !torch.number is an int or a float by its value, and a tensor whose
// type has no sizes gets its run-time rank.
func promotionType(c *exec.Ctx, i int) ir.Type {
	ctx := c.Op.Context()
	t := c.ArgType(i)
	switch tt := t.(type) {
	case *torch.PrimType:
		if tt.Kind == torch.KindNumber {
			if c.Args[i].Ref == FloatNumber {
				return torch.Float(ctx)
			}
			return torch.Int(ctx)
		}
	case *torch.TensorType:
		if rt := c.Args[i].Tensor(); rt != nil && (tt.Sizes == nil || tt.Dtype == nil) {
			d := tt.Dtype
			if d == nil {
				d = rt.Elem
			}
			return torch.VTensor(ctx, rt.Shape, d)
		}
	}
	return t
}

// promotedDtype is at::result_type of the operands ins (nones skipped).
func promotedDtype(c *exec.Ctx, ins []int) (ir.Type, error) {
	var types []ir.Type
	for _, i := range ins {
		if !isNone(c, i) {
			types = append(types, promotionType(c, i))
		}
	}
	d := torch.ResultDtype(c.Op.Context(), types)
	if d == nil {
		return nil, c.Errorf("cannot compute the promoted dtype of the operands")
	}
	return d, nil
}

// ewKernel computes one element: in float64 (f) when the compute dtype
// is a float, in int64 (i) when it is an integer or bool. A nil i makes
// integer inputs compute in float64 too (and their result convert
// back). p holds the op's scalar parameters (alpha, slope, ...).
type ewKernel struct {
	f func(x, p []float64) float64
	i func(x, p []int64) int64
	// fRound, when set, replaces f, for kernels whose intermediate
	// roundings PyTorch's results show (x*x*x is two float32 products).
	fRound func(e ewEnv) func(x, p []float64) float64
	// boolI, when set, replaces i for a bool compute dtype.
	boolI func(x, p []int64) int64
	// cmpF/cmpI, when set, make a predicate (the result is bool).
	cmpF func(x []float64) bool
	cmpI func(x []int64) bool

	// intDivisor makes an integer x[1] of 0 an error (PyTorch raises
	// ZeroDivisionError for integer division and remainder).
	intDivisor bool
	// opmathOperand1: when the compute dtype is f16 or bf16 and operand
	// 1 is a scalar (a Python scalar or a rank-0 tensor), it is read in
	// float32 instead of being rounded to the compute dtype, as PyTorch's
	// mul and div kernels do.
	opmathOperand1 bool
	// alphaParams: the parameters are add's alpha, rounded to the compute
	// dtype itself rather than to opmath.
	alphaParams bool
	// conds are the positions in ins of condition operands (where's
	// condition, masked_fill's mask): read as bools, left out of type
	// promotion.
	conds []int
	// check validates the operands before the loop.
	check func(c *exec.Ctx, compute numType) error
}

// ewEnv is what a kernel with intermediate roundings knows of the loop.
type ewEnv struct {
	compute numType
	// opmath rounds to the opmath precision, dtype to the compute dtype.
	opmath, dtype func(float64) float64
	// opmathOperand1 reports that operand 1 was read in float32 (see
	// ewKernel.opmathOperand1).
	opmathOperand1 bool
}

func roundTo(kind ir.FloatKind) func(float64) float64 {
	return func(v float64) float64 { return exec.Round(kind, v) }
}

func (k *ewKernel) predicate() bool { return k.cmpF != nil || k.cmpI != nil }

func (k *ewKernel) isCond(pos int) bool {
	for _, p := range k.conds {
		if p == pos {
			return true
		}
	}
	return false
}

// ewArg is one operand of an elementwise op as the loop reads it.
type ewArg struct {
	t    *exec.Tensor // nil for a scalar
	src  numType      // t's dtype
	conv numType      // the type it is converted to
	// opmath: a scalar operand of an f16/bf16 op read in float32 (see
	// ewKernel.opmathOperand1).
	opmath bool
	f      float64 // a scalar, converted
	i      int64
}

// elementwise returns the semantics of an op whose operands `ins` are
// combined elementwise, with scalar parameters `params` (none reads as 0).
func elementwise(ins, params []int, k ewKernel) exec.Semantics {
	return func(c *exec.Ctx) error { return runElementwise(c, ins, params, &k) }
}

func runElementwise(c *exec.Ctx, ins, params []int, k *ewKernel) error {
	resDtype, err := resultDtype(c, 0)
	if err != nil {
		return err
	}
	res := numTypeOf(resDtype)
	compute := res
	if k.predicate() || res.isBool() {
		var data []int
		for pos, i := range ins {
			if !k.isCond(pos) {
				data = append(data, i)
			}
		}
		d, err := promotedDtype(c, data)
		if err != nil {
			return err
		}
		compute = numTypeOf(d)
	}
	if compute.complex || res.complex || anyComplexOperand(c, ins) {
		return runComplexElementwise(c, ins, params, k, complexCompute(c, ins, compute))
	}
	if k.check != nil {
		if err := k.check(c, compute); err != nil {
			return err
		}
	}
	inputs, shape, err := ewOperands(c, ins, k, compute)
	if err != nil {
		return err
	}
	pf, pi, err := ewParams(c, params, k, compute)
	if err != nil {
		return err
	}
	if err := chargeElements(c, shape); err != nil {
		return err
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	var strides [][]int64
	var tensors []int
	xf := make([]float64, len(inputs))
	xi := make([]int64, len(inputs))
	for n := range inputs {
		if inputs[n].t != nil {
			strides = append(strides, broadcastStrides(inputs[n].t.Shape, shape))
			tensors = append(tensors, n)
		}
		xf[n], xi[n] = inputs[n].f, inputs[n].i
	}
	inFloat := compute.float || k.i == nil && k.cmpI == nil
	f := k.f
	if k.fRound != nil {
		f = k.fRound(ewEnv{
			compute:        compute,
			opmath:         roundTo(compute.opmath()),
			dtype:          roundTo(compute.kind),
			opmathOperand1: len(inputs) > 1 && inputs[1].opmath,
		})
	}
	if inFloat && f == nil && !k.predicate() {
		return c.Errorf("'%s' is not implemented for '%s'", c.Op.Name(), dtypeName(compute))
	}
	fi := k.i
	if compute.isBool() && k.boolI != nil {
		fi = k.boolI
	}
	divByZero := false
	forEach(shape, strides, func(o int64, pos []int64) {
		for kk, n := range tensors {
			a := &inputs[n]
			xf[n], xi[n] = a.conv.load(a.t, a.src, pos[kk])
		}
		switch {
		case k.predicate() && inFloat:
			setB(out, o, k.cmpF(xf))
		case k.predicate():
			setB(out, o, k.cmpI(xi))
		case inFloat:
			res.store(out, o, f(xf, pf), 0, true)
		case k.intDivisor && xi[1] == 0:
			divByZero = true
		default:
			res.store(out, o, 0, fi(xi, pi), false)
		}
	})
	if divByZero {
		return c.Errorf("ZeroDivisionError: integer division by zero")
	}
	return nil
}

// ewOperands reads the operands ins: tensors with their dtypes, scalars
// converted once. It returns them and the broadcast shape.
func ewOperands(c *exec.Ctx, ins []int, k *ewKernel, compute numType) ([]ewArg, []int64, error) {
	args := make([]ewArg, len(ins))
	var shapes [][]int64
	for pos, i := range ins {
		a := &args[pos]
		a.conv = compute
		t := c.Args[i].Tensor()
		if k.isCond(pos) {
			a.conv = numType{width: 1}
		} else if k.opmathOperand1 && pos == 1 && compute.isReducedFloat() && (t == nil || len(t.Shape) == 0) {
			a.conv = numType{float: true, kind: ir.F32}
			a.opmath = true
		}
		if t == nil {
			a.f, a.i = scalarIn(c, i, a.conv)
			continue
		}
		a.t = t
		if d := argDtype(c, i); d != nil {
			a.src = numTypeOf(d)
		} else {
			a.src = numTypeOf(t.Elem)
		}
		shapes = append(shapes, t.Shape)
	}
	shape, ok := broadcastShapes(shapes...)
	if !ok {
		return nil, nil, c.Errorf("operand shapes %v do not broadcast", shapes)
	}
	return args, shape, nil
}

// ewParams reads the scalar parameters: as floats rounded to the opmath
// precision (alpha: converted to the compute dtype) and as integers.
func ewParams(c *exec.Ctx, params []int, k *ewKernel, compute numType) ([]float64, []int64, error) {
	pf := make([]float64, len(params))
	pi := make([]int64, len(params))
	for n, i := range params {
		if isNone(c, i) {
			if k.alphaParams {
				pf[n], pi[n] = 1, 1 // alpha defaults to 1
			}
			continue
		}
		if k.alphaParams {
			if err := checkAlpha(c, i, compute); err != nil {
				return nil, nil, err
			}
		}
		pf[n], pi[n] = scalarF(c, i), scalarI(c, i)
		switch {
		case compute.float && k.alphaParams:
			pf[n], _ = compute.fromFloat(pf[n])
		case compute.float:
			pf[n] = exec.Round(compute.opmath(), pf[n])
		}
	}
	return pf, pi, nil
}

// checkAlpha is PyTorch's alpha_check: no float alpha for integral
// tensors, no bool alpha unless the result is bool.
func checkAlpha(c *exec.Ctx, i int, compute numType) error {
	if !compute.float && isFloatScalar(c.Args[i], c.ArgType(i)) {
		return c.Errorf("for integral input tensors, argument alpha must not be a floating point number")
	}
	if !compute.isBool() && torch.IsPrim(c.ArgType(i), torch.KindBool) {
		return c.Errorf("boolean alpha only supported for Boolean results")
	}
	return nil
}

// chargeElements charges one interpreter step per element of shape,
// before the result is allocated (so a runaway size stops at the step
// limit rather than exhausting memory).
func chargeElements(c *exec.Ctx, shape []int64) error {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return c.Errorf("negative size %d in shape %v", d, shape)
		}
		if d != 0 && n > math.MaxInt64/d {
			return c.Errorf("shape %v has too many elements", shape)
		}
		n *= d
	}
	return c.M.Step(n, c.Op)
}

// ---- kernel builders ----

// unaryFloat is an op defined on floats only (integer inputs compute in
// float, as PyTorch's int-to-float promotion of exp, sin, ...).
func unaryFloat(f func(x float64) float64) exec.Semantics {
	return elementwise([]int{0}, nil, ewKernel{f: func(x, _ []float64) float64 { return f(x[0]) }})
}

// unary is an op with a float and an integer form.
func unary(f func(x float64) float64, i func(x int64) int64) exec.Semantics {
	return elementwise([]int{0}, nil, unaryKernel(f, i))
}

func unaryKernel(f func(x float64) float64, i func(x int64) int64) ewKernel {
	return ewKernel{
		f: func(x, _ []float64) float64 { return f(x[0]) },
		i: func(x, _ []int64) int64 { return i(x[0]) },
	}
}

// activation is a float-only op of operand 0 with scalar parameters
// (PyTorch implements gelu, silu, elu, ... for floating dtypes only).
func activation(params []int, f func(x float64, p []float64) float64) exec.Semantics {
	return elementwise([]int{0}, params, ewKernel{
		f:     func(x, p []float64) float64 { return f(x[0], p) },
		check: floatOnly,
	})
}

// binary is an op of operands 0 and 1.
func binary(f func(a, b float64) float64, i func(a, b int64) int64) exec.Semantics {
	return elementwise([]int{0, 1}, nil, binaryKernel(f, i))
}

func binaryKernel(f func(a, b float64) float64, i func(a, b int64) int64) ewKernel {
	var k ewKernel
	if f != nil {
		k.f = func(x, _ []float64) float64 { return f(x[0], x[1]) }
	}
	if i != nil {
		k.i = func(x, _ []int64) int64 { return i(x[0], x[1]) }
	}
	return k
}

// compare is a comparison of operands 0 and 1.
func compare(f func(a, b float64) bool, i func(a, b int64) bool) exec.Semantics {
	return elementwise([]int{0, 1}, nil, ewKernel{
		cmpF: func(x []float64) bool { return f(x[0], x[1]) },
		cmpI: func(x []int64) bool { return i(x[0], x[1]) },
	})
}

// predicate is a test of operand 0 with a bool result.
func predicateOp(f func(x float64) bool, i func(x int64) bool) exec.Semantics {
	return elementwise([]int{0}, nil, ewKernel{
		cmpF: func(x []float64) bool { return f(x[0]) },
		cmpI: func(x []int64) bool { return i(x[0]) },
	})
}

// with returns k with check set.
func withCheck(k ewKernel, check func(c *exec.Ctx, compute numType) error) ewKernel {
	k.check = check
	return k
}

// ---- operand checks ----

// dtypeName names a compute dtype in messages, as PyTorch's "not
// implemented for 'Long'".
func dtypeName(n numType) string {
	switch {
	case n.complex:
		return map[ir.FloatKind]string{ir.F32: "ComplexFloat", ir.F64: "ComplexDouble"}[n.kind]
	case n.float:
		return map[ir.FloatKind]string{ir.F16: "Half", ir.BF16: "BFloat16", ir.F32: "Float", ir.F64: "Double"}[n.kind]
	case n.width == 1:
		return "Bool"
	case n.unsigned:
		return "Byte"
	}
	return map[int]string{8: "Char", 16: "Short", 32: "Int", 64: "Long"}[n.width]
}

func floatOnly(c *exec.Ctx, compute numType) error {
	if !compute.float {
		return c.Errorf("'%s' is not implemented for '%s' (floating-point dtypes only)", c.Op.Name(), dtypeName(compute))
	}
	return nil
}

func integralOnly(c *exec.Ctx, compute numType) error {
	if compute.float {
		return c.Errorf("'%s' is not implemented for '%s' (integral and bool dtypes only)", c.Op.Name(), dtypeName(compute))
	}
	return nil
}

func noBool(c *exec.Ctx, compute numType) error {
	if compute.isBool() {
		return c.Errorf("'%s' is not implemented for 'Bool'", c.Op.Name())
	}
	return nil
}

// noBoolOperand rejects a bool operand 0 (neg, relu, ...: PyTorch tells
// to use logical_not instead).
func noBoolOperand(c *exec.Ctx, _ numType) error {
	if d := argDtype(c, 0); d != nil && numTypeOf(d).isBool() {
		return c.Errorf("'%s' does not support bool tensors; for a mask, use logical_not", c.Op.Name())
	}
	return nil
}

// subCheck is PyTorch's sub_check: subtraction rejects bool operands.
func subCheck(c *exec.Ctx, _ numType) error {
	bools := 0
	for i := 0; i < 2; i++ {
		if d := argDtype(c, i); d != nil && numTypeOf(d).isBool() {
			bools++
		}
	}
	switch bools {
	case 2:
		return c.Errorf("subtraction, the `-` operator, with two bool tensors is not supported; use logical_xor")
	case 1:
		return c.Errorf("subtraction, the `-` operator, with a bool tensor is not supported; to invert a mask, use logical_not")
	}
	return nil
}

// boolCondition checks operand i, a where condition: bool (or uint8,
// which PyTorch still accepts with a deprecation warning).
func boolCondition(i int, allowUint8 bool) func(c *exec.Ctx, _ numType) error {
	return func(c *exec.Ctx, _ numType) error {
		d := argDtype(c, i)
		if d == nil {
			return nil
		}
		n := numTypeOf(d)
		if n.isBool() || allowUint8 && n.unsigned && n.width == 8 {
			return nil
		}
		return c.Errorf("'%s' expects a bool condition, got a tensor of %s", c.Op.Name(), dtypeName(n))
	}
}

// ---- the table ----

func isInf(x float64) bool { return math.IsInf(x, 0) }

// bitwise is a bitwise op on integers and bools.
func bitwise(i func(a, b int64) int64) exec.Semantics {
	return elementwise([]int{0, 1}, nil, withCheck(binaryKernel(nil, i), integralOnly))
}

// elementwiseOps are the pointwise ATen ops.
var elementwiseOps = exec.Table{
	// Arithmetic. add/sub: self ± alpha*other (alpha operand 2).
	torch.AtenAddTensor.Name:  addAlpha(1, nil),
	torch.AtenAddScalar.Name:  addAlpha(1, nil),
	torch.AtenSubTensor.Name:  addAlpha(-1, subCheck),
	torch.AtenSubScalar.Name:  addAlpha(-1, subCheck),
	torch.AtenRsubTensor.Name: rsubAlpha,
	torch.AtenRsubScalar.Name: rsubAlpha,
	torch.AtenMulTensor.Name:  mulOp,
	torch.AtenMulScalar.Name:  mulOp,
	torch.AtenDivTensor.Name:  trueDiv,
	torch.AtenDivScalar.Name:  trueDiv,
	// div with rounding_mode (operand 2): none, "trunc" or "floor".
	torch.AtenDivTensorMode.Name:   divMode[torch.AtenDivTensorModeArgs[int]],
	torch.AtenDivScalarMode.Name:   divMode[torch.AtenDivScalarModeArgs[int]],
	torch.AtenRemainderTensor.Name: remainder,
	torch.AtenRemainderScalar.Name: remainder,
	torch.AtenFmodTensor.Name:      fmod,
	torch.AtenFmodScalar.Name:      fmod,
	torch.AtenPowTensorScalar.Name: powTensorScalar,
	torch.AtenPowTensorTensor.Name: elementwise([]int{0, 1}, nil, powKernel),
	// pow.Scalar(self: Scalar, exponent: Tensor): a scalar base.
	torch.AtenPowScalar.Name: elementwise([]int{0, 1}, nil, powKernel),
	torch.AtenAtan2.Name:     binary(math.Atan2, nil),
	// atan2.out(self, other, out): out only gives the result its type.
	torch.AtenAtan2Out.Name:       binary(math.Atan2, nil),
	torch.AtenMaximum.Name:        binary(maxF, func(a, b int64) int64 { return max(a, b) }),
	torch.AtenMinimum.Name:        binary(minF, func(a, b int64) int64 { return min(a, b) }),
	torch.AtenClamp.Name:          clamp(false),
	torch.AtenClampTensor.Name:    clamp(true),
	torch.AtenClampMin.Name:       clampMin(false),
	torch.AtenClampMinTensor.Name: clampMin(true),
	torch.AtenClampMax.Name:       clampMax(false),
	torch.AtenClampMaxTensor.Name: clampMax(true),
	// lerp(self, end, weight): the weight a Python scalar or a tensor.
	torch.AtenLerpScalar.Name: lerpScalar,
	torch.AtenLerpTensor.Name: lerpTensor,
	torch.AtenNeg.Name: elementwise([]int{0}, nil, withCheck(unaryKernel(func(x float64) float64 { return -x },
		func(x int64) int64 { return -x }), noBoolOperand)),
	torch.AtenAbs.Name: elementwise([]int{0}, nil, withCheck(unaryKernel(math.Abs, func(x int64) int64 {
		if x < 0 {
			return -x
		}
		return x
	}), noBool)),
	// sign is -1, 0 or 1; NaN gives 0.
	torch.AtenSign.Name: unary(func(x float64) float64 {
		switch {
		case x > 0:
			return 1
		case x < 0:
			return -1
		}
		return 0
	}, func(x int64) int64 {
		switch {
		case x > 0:
			return 1
		case x < 0:
			return -1
		}
		return 0
	}),
	torch.AtenSquare.Name:     unary(func(x float64) float64 { return x * x }, func(x int64) int64 { return x * x }),
	torch.AtenReciprocal.Name: unaryFloat(func(x float64) float64 { return 1 / x }),

	// Floating-point functions (integer inputs give float results).
	torch.AtenSqrt.Name: unaryFloat(math.Sqrt),
	// rsqrt is 1/sqrt(x) with the square root rounded first, as PyTorch.
	torch.AtenRsqrt.Name: elementwise([]int{0}, nil, ewKernel{
		fRound: func(e ewEnv) func(x, _ []float64) float64 {
			return func(x, _ []float64) float64 { return 1 / e.opmath(math.Sqrt(x[0])) }
		},
	}),
	torch.AtenExp.Name:     unaryFloat(math.Exp),
	torch.AtenExp2.Name:    unaryFloat(math.Exp2),
	torch.AtenExpm1.Name:   unaryFloat(math.Expm1),
	torch.AtenLog.Name:     unaryFloat(math.Log),
	torch.AtenLog2.Name:    unaryFloat(math.Log2),
	torch.AtenLog10.Name:   unaryFloat(math.Log10),
	torch.AtenLog1p.Name:   unaryFloat(math.Log1p),
	torch.AtenSin.Name:     unaryFloat(math.Sin),
	torch.AtenCos.Name:     unaryFloat(math.Cos),
	torch.AtenTan.Name:     unaryFloat(math.Tan),
	torch.AtenAsin.Name:    unaryFloat(math.Asin),
	torch.AtenAcos.Name:    unaryFloat(math.Acos),
	torch.AtenAtan.Name:    unaryFloat(math.Atan),
	torch.AtenSinh.Name:    unaryFloat(math.Sinh),
	torch.AtenCosh.Name:    unaryFloat(math.Cosh),
	torch.AtenTanh.Name:    unaryFloat(math.Tanh),
	torch.AtenAsinh.Name:   unaryFloat(math.Asinh),
	torch.AtenAcosh.Name:   unaryFloat(math.Acosh),
	torch.AtenAtanh.Name:   unaryFloat(math.Atanh),
	torch.AtenErf.Name:     unaryFloat(math.Erf),
	torch.AtenErfc.Name:    unaryFloat(math.Erfc),
	torch.AtenSigmoid.Name: unaryFloat(sigmoid),
	// log_sigmoid is -softplus(-x), computed without overflow.
	torch.AtenLogSigmoid.Name: unaryFloat(func(x float64) float64 {
		return math.Min(x, 0) - math.Log1p(math.Exp(-math.Abs(x)))
	}),

	// Activations.
	torch.AtenRelu.Name:     relu,
	torch.AtenRelu6.Name:    relu6,
	torch.AtenHardtanh.Name: hardtanh,
	// leaky_relu(self, negative_slope): x for x > 0, else x*slope.
	torch.AtenLeakyRelu.Name: activation([]int{1}, func(x float64, p []float64) float64 {
		if x > 0 {
			return x
		}
		return x * p[0]
	}),
	// elu(self, alpha, scale, input_scale).
	torch.AtenElu.Name: activation([]int{1, 2, 3}, func(x float64, p []float64) float64 {
		return elu(x, p[0], p[1], p[2])
	}),
	torch.AtenCelu.Name: celu,
	torch.AtenGelu.Name: gelu,
	// silu is x*sigmoid(x); mish is x*tanh(softplus(x)).
	torch.AtenSilu.Name: activation(nil, func(x float64, _ []float64) float64 { return x * sigmoid(x) }),
	torch.AtenMish.Name: activation(nil, func(x float64, _ []float64) float64 {
		return x * math.Tanh(softplus(x, 1, 20))
	}),
	// softplus(self, beta, threshold).
	torch.AtenSoftplus.Name: activation([]int{1, 2}, func(x float64, p []float64) float64 {
		return softplus(x, p[0], p[1])
	}),
	torch.AtenHardsigmoid.Name: activation(nil, func(x float64, _ []float64) float64 { return hardsigmoid(x) }),
	// hardswish is x*relu6(x + 3)/6.
	torch.AtenHardswish.Name: activation(nil, func(x float64, _ []float64) float64 {
		return x * math.Min(math.Max(x+3, 0), 6) / 6
	}),
	torch.AtenThreshold.Name: threshold,

	// Rounding (round is half to even).
	torch.AtenFloor.Name: rounding(math.Floor),
	torch.AtenCeil.Name:  rounding(math.Ceil),
	torch.AtenRound.Name: rounding(math.RoundToEven),
	torch.AtenTrunc.Name: rounding(math.Trunc),

	// Predicates.
	torch.AtenIsnan.Name:      predicateOp(math.IsNaN, func(int64) bool { return false }),
	torch.AtenIsinf.Name:      predicateOp(isInf, func(int64) bool { return false }),
	torch.AtenLogicalNot.Name: predicateOp(func(x float64) bool { return x == 0 }, func(x int64) bool { return x == 0 }),
	torch.AtenLogicalAnd.Name: compare(func(a, b float64) bool { return a != 0 && b != 0 }, func(a, b int64) bool { return a != 0 && b != 0 }),
	torch.AtenLogicalOr.Name:  compare(func(a, b float64) bool { return a != 0 || b != 0 }, func(a, b int64) bool { return a != 0 || b != 0 }),
	torch.AtenLogicalXor.Name: compare(func(a, b float64) bool { return (a != 0) != (b != 0) }, func(a, b int64) bool { return (a != 0) != (b != 0) }),
	torch.AtenEqTensor.Name:   compare(func(a, b float64) bool { return a == b }, func(a, b int64) bool { return a == b }),
	torch.AtenEqScalar.Name:   compare(func(a, b float64) bool { return a == b }, func(a, b int64) bool { return a == b }),
	torch.AtenNeTensor.Name:   compare(func(a, b float64) bool { return a != b }, func(a, b int64) bool { return a != b }),
	torch.AtenNeScalar.Name:   compare(func(a, b float64) bool { return a != b }, func(a, b int64) bool { return a != b }),
	torch.AtenLtTensor.Name:   compare(func(a, b float64) bool { return a < b }, func(a, b int64) bool { return a < b }),
	torch.AtenLtScalar.Name:   compare(func(a, b float64) bool { return a < b }, func(a, b int64) bool { return a < b }),
	torch.AtenLeTensor.Name:   compare(func(a, b float64) bool { return a <= b }, func(a, b int64) bool { return a <= b }),
	torch.AtenLeScalar.Name:   compare(func(a, b float64) bool { return a <= b }, func(a, b int64) bool { return a <= b }),
	torch.AtenGtTensor.Name:   compare(func(a, b float64) bool { return a > b }, func(a, b int64) bool { return a > b }),
	torch.AtenGtScalar.Name:   compare(func(a, b float64) bool { return a > b }, func(a, b int64) bool { return a > b }),
	torch.AtenGeTensor.Name:   compare(func(a, b float64) bool { return a >= b }, func(a, b int64) bool { return a >= b }),
	torch.AtenGeScalar.Name:   compare(func(a, b float64) bool { return a >= b }, func(a, b int64) bool { return a >= b }),

	// Bitwise ops (integers and bools; bitwise_not of a bool is not).
	torch.AtenBitwiseNot.Name: elementwise([]int{0}, nil, ewKernel{
		i:     func(x, _ []int64) int64 { return ^x[0] },
		boolI: func(x, _ []int64) int64 { return 1 - x[0] },
		check: integralOnly,
	}),
	torch.AtenBitwiseAndTensor.Name: bitwise(func(a, b int64) int64 { return a & b }),
	torch.AtenBitwiseAndScalar.Name: bitwise(func(a, b int64) int64 { return a & b }),
	torch.AtenBitwiseOrTensor.Name:  bitwise(func(a, b int64) int64 { return a | b }),
	torch.AtenBitwiseOrScalar.Name:  bitwise(func(a, b int64) int64 { return a | b }),
	torch.AtenBitwiseXorTensor.Name: bitwise(func(a, b int64) int64 { return a ^ b }),
	torch.AtenBitwiseXorScalar.Name: bitwise(func(a, b int64) int64 { return a ^ b }),

	// Selection.
	torch.AtenWhereSelf.Name: whereSelf,
	// where with Python scalars for self, other or both.
	torch.AtenWhereScalar.Name:      whereSelf,
	torch.AtenWhereScalarSelf.Name:  whereSelf,
	torch.AtenWhereScalarOther.Name: whereSelf,
	torch.AtenMaskedFillScalar.Name: maskedFillScalar,
	torch.AtenMaskedFillTensor.Name: maskedFillTensor,

	// Casts and copies: the result type names the dtype.
	torch.AtenToDtype.Name:       castOp,
	torch.AtenToDtypeLayout.Name: castOp,
	torch.AtenToDevice.Name:      castOp,
	torch.Aten_ToCopy.Name:       castOp,
	torch.AtenTypeAs.Name:        castOp,
	torch.Aten_CastFloat.Name:    castOp,
	torch.AtenLiftFreshCopy.Name: castOp,
	torch.AtenFillScalar.Name:    fillOp,
	torch.AtenFill_Scalar.Name:   fillOp,
	torch.AtenZero_.Name:         zeroOp,
	torch.AtenDropout.Name:       dropout,
	torch.AtenNativeDropout.Name: nativeDropout,
}
