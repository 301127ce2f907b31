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

func isInf(x float64) bool { return math.IsInf(x, 0) }

// bitwise is a bitwise op of self and other on integers and bools.
func bitwise[A selfOtherPositions](i func(a, b int64) int64) exec.Semantics {
	return elementwise(at(A.Self, A.Other), nil, withCheck(binaryKernel(nil, i), integralOnly))
}

// elementwiseOps are the pointwise ATen ops.
var elementwiseOps = exec.Table{
	// Arithmetic. add/sub: self ± alpha*other (alpha operand 2).
	torch.AtenAddTensor.Name:  addAlpha[torch.AtenAddTensorArgs[int]](1, nil),
	torch.AtenAddScalar.Name:  addAlpha[torch.AtenAddScalarArgs[int]](1, nil),
	torch.AtenSubTensor.Name:  addAlpha[torch.AtenSubTensorArgs[int]](-1, subCheck[torch.AtenSubTensorArgs[int]]),
	torch.AtenSubScalar.Name:  addAlpha[torch.AtenSubScalarArgs[int]](-1, subCheck[torch.AtenSubScalarArgs[int]]),
	torch.AtenRsubTensor.Name: rsubAlpha[torch.AtenRsubTensorArgs[int]](),
	torch.AtenRsubScalar.Name: rsubAlpha[torch.AtenRsubScalarArgs[int]](),
	torch.AtenMulTensor.Name:  selfOther[torch.AtenMulTensorArgs[int]](mulKernel),
	torch.AtenMulScalar.Name:  selfOther[torch.AtenMulScalarArgs[int]](mulKernel),
	torch.AtenDivTensor.Name:  selfOther[torch.AtenDivTensorArgs[int]](trueDivKernel),
	torch.AtenDivScalar.Name:  selfOther[torch.AtenDivScalarArgs[int]](trueDivKernel),
	// div with rounding_mode (operand 2): none, "trunc" or "floor".
	torch.AtenDivTensorMode.Name:   divMode[torch.AtenDivTensorModeArgs[int]](),
	torch.AtenDivScalarMode.Name:   divMode[torch.AtenDivScalarModeArgs[int]](),
	torch.AtenRemainderTensor.Name: selfOther[torch.AtenRemainderTensorArgs[int]](remainderKernel),
	torch.AtenRemainderScalar.Name: selfOther[torch.AtenRemainderScalarArgs[int]](remainderKernel),
	torch.AtenFmodTensor.Name:      selfOther[torch.AtenFmodTensorArgs[int]](fmodKernel),
	torch.AtenFmodScalar.Name:      selfOther[torch.AtenFmodScalarArgs[int]](fmodKernel),
	torch.AtenPowTensorScalar.Name: powTensorScalar,
	torch.AtenPowTensorTensor.Name: elementwise(at(torch.AtenPowTensorTensorArgs[int].Self, torch.AtenPowTensorTensorArgs[int].Exponent), nil, powKernel),
	// pow.Scalar(self: Scalar, exponent: Tensor): a scalar base.
	torch.AtenPowScalar.Name: elementwise(at(torch.AtenPowScalarArgs[int].Self, torch.AtenPowScalarArgs[int].Exponent), nil, powKernel),
	torch.AtenAtan2.Name:     binary[torch.AtenAtan2Args[int]](math.Atan2, nil),
	// atan2.out(self, other, out): out only gives the result its type.
	torch.AtenAtan2Out.Name:       binary[torch.AtenAtan2OutArgs[int]](math.Atan2, nil),
	torch.AtenMaximum.Name:        binary[torch.AtenMaximumArgs[int]](maxF, func(a, b int64) int64 { return max(a, b) }),
	torch.AtenMinimum.Name:        binary[torch.AtenMinimumArgs[int]](minF, func(a, b int64) int64 { return min(a, b) }),
	torch.AtenClamp.Name:          clamp[torch.AtenClampArgs[int]](false),
	torch.AtenClampTensor.Name:    clamp[torch.AtenClampTensorArgs[int]](true),
	torch.AtenClampMin.Name:       clampMin[torch.AtenClampMinArgs[int]](false),
	torch.AtenClampMinTensor.Name: clampMin[torch.AtenClampMinTensorArgs[int]](true),
	torch.AtenClampMax.Name:       clampMax[torch.AtenClampMaxArgs[int]](false),
	torch.AtenClampMaxTensor.Name: clampMax[torch.AtenClampMaxTensorArgs[int]](true),
	// lerp(self, end, weight): the weight a Python scalar or a tensor.
	torch.AtenLerpScalar.Name: lerpScalar,
	torch.AtenLerpTensor.Name: lerpTensor,
	torch.AtenNeg.Name: elementwise(at(torch.AtenNegArgs[int].Self), nil, withCheck(unaryKernel(func(x float64) float64 { return -x },
		func(x int64) int64 { return -x }), noBoolOperand[torch.AtenNegArgs[int]])),
	torch.AtenAbs.Name: elementwise(at(torch.AtenAbsArgs[int].Self), nil, withCheck(unaryKernel(math.Abs, func(x int64) int64 {
		if x < 0 {
			return -x
		}
		return x
	}), noBool)),
	// sign is -1, 0 or 1; NaN gives 0.
	torch.AtenSign.Name: unary[torch.AtenSignArgs[int]](func(x float64) float64 {
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
	torch.AtenSquare.Name:     unary[torch.AtenSquareArgs[int]](func(x float64) float64 { return x * x }, func(x int64) int64 { return x * x }),
	torch.AtenReciprocal.Name: unaryFloat[torch.AtenReciprocalArgs[int]](func(x float64) float64 { return 1 / x }),

	// Floating-point functions (integer inputs give float results).
	torch.AtenSqrt.Name: unaryFloat[torch.AtenSqrtArgs[int]](math.Sqrt),
	// rsqrt is 1/sqrt(x) with the square root rounded first, as PyTorch.
	torch.AtenRsqrt.Name: elementwise(at(torch.AtenRsqrtArgs[int].Self), nil, ewKernel{
		fRound: func(e ewEnv) func(x, _ []float64) float64 {
			return func(x, _ []float64) float64 { return 1 / e.opmath(math.Sqrt(x[0])) }
		},
	}),
	torch.AtenExp.Name:     unaryFloat[torch.AtenExpArgs[int]](math.Exp),
	torch.AtenExp2.Name:    unaryFloat[torch.AtenExp2Args[int]](math.Exp2),
	torch.AtenExpm1.Name:   unaryFloat[torch.AtenExpm1Args[int]](math.Expm1),
	torch.AtenLog.Name:     unaryFloat[torch.AtenLogArgs[int]](math.Log),
	torch.AtenLog2.Name:    unaryFloat[torch.AtenLog2Args[int]](math.Log2),
	torch.AtenLog10.Name:   unaryFloat[torch.AtenLog10Args[int]](math.Log10),
	torch.AtenLog1p.Name:   unaryFloat[torch.AtenLog1pArgs[int]](math.Log1p),
	torch.AtenSin.Name:     unaryFloat[torch.AtenSinArgs[int]](math.Sin),
	torch.AtenCos.Name:     unaryFloat[torch.AtenCosArgs[int]](math.Cos),
	torch.AtenTan.Name:     unaryFloat[torch.AtenTanArgs[int]](math.Tan),
	torch.AtenAsin.Name:    unaryFloat[torch.AtenAsinArgs[int]](math.Asin),
	torch.AtenAcos.Name:    unaryFloat[torch.AtenAcosArgs[int]](math.Acos),
	torch.AtenAtan.Name:    unaryFloat[torch.AtenAtanArgs[int]](math.Atan),
	torch.AtenSinh.Name:    unaryFloat[torch.AtenSinhArgs[int]](math.Sinh),
	torch.AtenCosh.Name:    unaryFloat[torch.AtenCoshArgs[int]](math.Cosh),
	torch.AtenTanh.Name:    unaryFloat[torch.AtenTanhArgs[int]](math.Tanh),
	torch.AtenAsinh.Name:   unaryFloat[torch.AtenAsinhArgs[int]](math.Asinh),
	torch.AtenAcosh.Name:   unaryFloat[torch.AtenAcoshArgs[int]](math.Acosh),
	torch.AtenAtanh.Name:   unaryFloat[torch.AtenAtanhArgs[int]](math.Atanh),
	torch.AtenErf.Name:     unaryFloat[torch.AtenErfArgs[int]](math.Erf),
	torch.AtenErfc.Name:    unaryFloat[torch.AtenErfcArgs[int]](math.Erfc),
	torch.AtenSigmoid.Name: unaryFloat[torch.AtenSigmoidArgs[int]](sigmoid),
	// log_sigmoid is -softplus(-x), computed without overflow.
	torch.AtenLogSigmoid.Name: unaryFloat[torch.AtenLogSigmoidArgs[int]](func(x float64) float64 {
		return math.Min(x, 0) - math.Log1p(math.Exp(-math.Abs(x)))
	}),

	// Activations.
	torch.AtenRelu.Name:     relu,
	torch.AtenRelu6.Name:    relu6,
	torch.AtenHardtanh.Name: hardtanh,
	// leaky_relu(self, negative_slope): x for x > 0, else x*slope.
	torch.AtenLeakyRelu.Name: activation[torch.AtenLeakyReluArgs[int]](at(torch.AtenLeakyReluArgs[int].NegativeSlope), func(x float64, p []float64) float64 {
		if x > 0 {
			return x
		}
		return x * p[0]
	}),
	// elu(self, alpha, scale, input_scale).
	torch.AtenElu.Name: activation[torch.AtenEluArgs[int]](at(torch.AtenEluArgs[int].Alpha, torch.AtenEluArgs[int].Scale, torch.AtenEluArgs[int].InputScale), func(x float64, p []float64) float64 {
		return elu(x, p[0], p[1], p[2])
	}),
	torch.AtenCelu.Name: celu,
	torch.AtenGelu.Name: gelu,
	// silu is x*sigmoid(x); mish is x*tanh(softplus(x)).
	torch.AtenSilu.Name: activation[torch.AtenSiluArgs[int]](nil, func(x float64, _ []float64) float64 { return x * sigmoid(x) }),
	torch.AtenMish.Name: activation[torch.AtenMishArgs[int]](nil, func(x float64, _ []float64) float64 {
		return x * math.Tanh(softplus(x, 1, 20))
	}),
	// softplus(self, beta, threshold).
	torch.AtenSoftplus.Name: activation[torch.AtenSoftplusArgs[int]](at(torch.AtenSoftplusArgs[int].Beta, torch.AtenSoftplusArgs[int].Threshold), func(x float64, p []float64) float64 {
		return softplus(x, p[0], p[1])
	}),
	torch.AtenHardsigmoid.Name: activation[torch.AtenHardsigmoidArgs[int]](nil, func(x float64, _ []float64) float64 { return hardsigmoid(x) }),
	// hardswish is x*relu6(x + 3)/6.
	torch.AtenHardswish.Name: activation[torch.AtenHardswishArgs[int]](nil, func(x float64, _ []float64) float64 {
		return x * math.Min(math.Max(x+3, 0), 6) / 6
	}),
	torch.AtenThreshold.Name: threshold,

	// Rounding (round is half to even).
	torch.AtenFloor.Name: rounding[torch.AtenFloorArgs[int]](math.Floor),
	torch.AtenCeil.Name:  rounding[torch.AtenCeilArgs[int]](math.Ceil),
	torch.AtenRound.Name: rounding[torch.AtenRoundArgs[int]](math.RoundToEven),
	torch.AtenTrunc.Name: rounding[torch.AtenTruncArgs[int]](math.Trunc),

	// Predicates.
	torch.AtenIsnan.Name:      predicateOp[torch.AtenIsnanArgs[int]](math.IsNaN, func(int64) bool { return false }),
	torch.AtenIsinf.Name:      predicateOp[torch.AtenIsinfArgs[int]](isInf, func(int64) bool { return false }),
	torch.AtenLogicalNot.Name: predicateOp[torch.AtenLogicalNotArgs[int]](func(x float64) bool { return x == 0 }, func(x int64) bool { return x == 0 }),
	torch.AtenLogicalAnd.Name: compare[torch.AtenLogicalAndArgs[int]](func(a, b float64) bool { return a != 0 && b != 0 }, func(a, b int64) bool { return a != 0 && b != 0 }),
	torch.AtenLogicalOr.Name:  compare[torch.AtenLogicalOrArgs[int]](func(a, b float64) bool { return a != 0 || b != 0 }, func(a, b int64) bool { return a != 0 || b != 0 }),
	torch.AtenLogicalXor.Name: compare[torch.AtenLogicalXorArgs[int]](func(a, b float64) bool { return (a != 0) != (b != 0) }, func(a, b int64) bool { return (a != 0) != (b != 0) }),
	torch.AtenEqTensor.Name:   compare[torch.AtenEqTensorArgs[int]](func(a, b float64) bool { return a == b }, func(a, b int64) bool { return a == b }),
	torch.AtenEqScalar.Name:   compare[torch.AtenEqScalarArgs[int]](func(a, b float64) bool { return a == b }, func(a, b int64) bool { return a == b }),
	torch.AtenNeTensor.Name:   compare[torch.AtenNeTensorArgs[int]](func(a, b float64) bool { return a != b }, func(a, b int64) bool { return a != b }),
	torch.AtenNeScalar.Name:   compare[torch.AtenNeScalarArgs[int]](func(a, b float64) bool { return a != b }, func(a, b int64) bool { return a != b }),
	torch.AtenLtTensor.Name:   compare[torch.AtenLtTensorArgs[int]](func(a, b float64) bool { return a < b }, func(a, b int64) bool { return a < b }),
	torch.AtenLtScalar.Name:   compare[torch.AtenLtScalarArgs[int]](func(a, b float64) bool { return a < b }, func(a, b int64) bool { return a < b }),
	torch.AtenLeTensor.Name:   compare[torch.AtenLeTensorArgs[int]](func(a, b float64) bool { return a <= b }, func(a, b int64) bool { return a <= b }),
	torch.AtenLeScalar.Name:   compare[torch.AtenLeScalarArgs[int]](func(a, b float64) bool { return a <= b }, func(a, b int64) bool { return a <= b }),
	torch.AtenGtTensor.Name:   compare[torch.AtenGtTensorArgs[int]](func(a, b float64) bool { return a > b }, func(a, b int64) bool { return a > b }),
	torch.AtenGtScalar.Name:   compare[torch.AtenGtScalarArgs[int]](func(a, b float64) bool { return a > b }, func(a, b int64) bool { return a > b }),
	torch.AtenGeTensor.Name:   compare[torch.AtenGeTensorArgs[int]](func(a, b float64) bool { return a >= b }, func(a, b int64) bool { return a >= b }),
	torch.AtenGeScalar.Name:   compare[torch.AtenGeScalarArgs[int]](func(a, b float64) bool { return a >= b }, func(a, b int64) bool { return a >= b }),

	// Bitwise ops (integers and bools; bitwise_not of a bool is not).
	torch.AtenBitwiseNot.Name: elementwise(at(torch.AtenBitwiseNotArgs[int].Self), nil, ewKernel{
		i:     func(x, _ []int64) int64 { return ^x[0] },
		boolI: func(x, _ []int64) int64 { return 1 - x[0] },
		check: integralOnly,
	}),
	torch.AtenBitwiseAndTensor.Name: bitwise[torch.AtenBitwiseAndTensorArgs[int]](func(a, b int64) int64 { return a & b }),
	torch.AtenBitwiseAndScalar.Name: bitwise[torch.AtenBitwiseAndScalarArgs[int]](func(a, b int64) int64 { return a & b }),
	torch.AtenBitwiseOrTensor.Name:  bitwise[torch.AtenBitwiseOrTensorArgs[int]](func(a, b int64) int64 { return a | b }),
	torch.AtenBitwiseOrScalar.Name:  bitwise[torch.AtenBitwiseOrScalarArgs[int]](func(a, b int64) int64 { return a | b }),
	torch.AtenBitwiseXorTensor.Name: bitwise[torch.AtenBitwiseXorTensorArgs[int]](func(a, b int64) int64 { return a ^ b }),
	torch.AtenBitwiseXorScalar.Name: bitwise[torch.AtenBitwiseXorScalarArgs[int]](func(a, b int64) int64 { return a ^ b }),

	// Selection.
	torch.AtenWhereSelf.Name: whereSelf,
	// where with Python scalars for self, other or both.
	torch.AtenWhereScalar.Name:      whereSelf,
	torch.AtenWhereScalarSelf.Name:  whereSelf,
	torch.AtenWhereScalarOther.Name: whereSelf,
	torch.AtenMaskedFillScalar.Name: maskedFillScalar,
	torch.AtenMaskedFillTensor.Name: maskedFillTensor,

	// Casts and copies: the result type names the dtype.
	torch.AtenToDtype.Name:       castOp[torch.AtenToDtypeArgs[int]](),
	torch.AtenToDtypeLayout.Name: castOp[torch.AtenToDtypeLayoutArgs[int]](),
	torch.AtenToDevice.Name:      castOp[torch.AtenToDeviceArgs[int]](),
	torch.Aten_ToCopy.Name:       castOp[torch.Aten_ToCopyArgs[int]](),
	torch.AtenTypeAs.Name:        castOp[torch.AtenTypeAsArgs[int]](),
	torch.Aten_CastFloat.Name:    castOp[torch.Aten_CastFloatArgs[int]](),
	torch.AtenLiftFreshCopy.Name: castOp[torch.AtenLiftFreshCopyArgs[int]](),
	torch.AtenFillScalar.Name:    fillOp,
	torch.AtenFill_Scalar.Name:   fillOp,
	torch.AtenZero_.Name:         zeroOp,
	torch.AtenDropout.Name:       dropout,
	torch.AtenNativeDropout.Name: nativeDropout,
}
