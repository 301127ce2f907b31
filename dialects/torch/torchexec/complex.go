package torchexec

import (
	"math"
	"math/cmplx"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Complex tensors (complex64, complex128): the elementwise ops compute in
// complex128 and round both parts once to the result's precision (PyTorch
// computes complex64 in std::complex<float>; complex128 is the closest to
// the exact value, as float64 is for the real kernels). An op whose
// operands or result are complex runs the kernel of complexKernels under
// its name; an op without one is PyTorch's "not implemented for
// 'ComplexFloat'". Real operands are read as (x, 0); a real result takes
// the kernel's real part (abs, angle), a bool result a predicate.

// complexKernel computes one element of an elementwise op on complex
// numbers. x holds the operands (a condition operand as 1 or 0), p the
// op's scalar parameters.
type complexKernel struct {
	f   func(x []complex128, p []complex128) complex128
	cmp func(x []complex128) bool
}

func cUnary(f func(z complex128) complex128) complexKernel {
	return complexKernel{f: func(x, _ []complex128) complex128 { return f(x[0]) }}
}

func cBinary(f func(a, b complex128) complex128) complexKernel {
	return complexKernel{f: func(x, _ []complex128) complex128 { return f(x[0], x[1]) }}
}

func cPredicate(f func(z complex128) bool) complexKernel {
	return complexKernel{cmp: func(x []complex128) bool { return f(x[0]) }}
}

func cCompare(f func(a, b complex128) bool) complexKernel {
	return complexKernel{cmp: func(x []complex128) bool { return f(x[0], x[1]) }}
}

func cPick(cond, then, otherwise int) complexKernel {
	return complexKernel{f: func(x, _ []complex128) complex128 {
		if x[cond] != 0 {
			return x[then]
		}
		return x[otherwise]
	}}
}

func cIsNaN(z complex128) bool { return math.IsNaN(real(z)) || math.IsNaN(imag(z)) }
func cIsInf(z complex128) bool { return math.IsInf(real(z), 0) || math.IsInf(imag(z), 0) }

// cSigmoid is 1/(1+exp(-z)).
func cSigmoid(z complex128) complex128 { return 1 / (1 + cmplx.Exp(-z)) }

// cSgn is z/|z|, 0 at 0 (torch.sgn).
func cSgn(z complex128) complex128 {
	if z == 0 {
		return 0
	}
	a := cmplx.Abs(z)
	return complex(real(z)/a, imag(z)/a)
}

// cExpm1 is exp(z)-1 with the real part computed as expm1(x)cos(y) -
// 2sin²(y/2)... as c10's expm1: (expm1(x)*cos(y) - 2*sin(y/2)^2, exp(x)*sin(y)).
func cExpm1(z complex128) complex128 {
	x, y := real(z), imag(z)
	s := math.Sin(y / 2)
	return complex(math.Expm1(x)*math.Cos(y)-2*s*s, math.Exp(x)*math.Sin(y))
}

// cLog1p is log(1+z), computed as c10's log1p for small |z|.
func cLog1p(z complex128) complex128 {
	x, y := real(z), imag(z)
	if cmplx.Abs(z) < 0.5 {
		// log|1+z| = 0.5*log1p(2x + x²+y²); arg(1+z) = atan2(y, 1+x).
		return complex(0.5*math.Log1p(x*(2+x)+y*y), math.Atan2(y, 1+x))
	}
	return cmplx.Log(1 + z)
}

// cPow is pow(base, exponent): the exponents PyTorch computes exactly
// (2, 3, 0.5, -1, -2) as products, others as exp(exponent*log(base)).
func cPow(b, e complex128) complex128 {
	switch e {
	case 0:
		return 1
	case 1:
		return b
	case 2:
		return b * b
	case 3:
		return b * b * b
	case 0.5:
		return cmplx.Sqrt(b)
	case -1:
		return 1 / b
	case -2:
		return 1 / (b * b)
	}
	if b == 0 {
		if real(e) > 0 {
			return 0
		}
	}
	return cmplx.Pow(b, e)
}

// cSinc is sin(pi z)/(pi z), 1 at 0.
func cSinc(z complex128) complex128 {
	if z == 0 {
		return 1
	}
	p := complex(math.Pi, 0) * z
	return cmplx.Sin(p) / p
}

// cLogAddExp is log(exp(a) + exp(b)), shifted by the operand of larger
// real part (c10's complex logaddexp).
func cLogAddExp(a, b complex128) complex128 {
	if real(b) > real(a) {
		a, b = b, a
	}
	if cIsInf(a) && a == b {
		return a + complex(math.Ln2, 0)
	}
	return a + cLog1p(cmplx.Exp(b-a))
}

// cLerp is lerp(self, end, weight) as PyTorch's lerp: from self when
// |weight| < 0.5, from end otherwise.
func cLerp(s, e, w complex128) complex128 {
	if cmplx.Abs(w) < 0.5 {
		return s + w*(e-s)
	}
	return e - (e-s)*(1-w)
}

var ln2 = complex(math.Ln2, 0)
var ln10 = complex(math.Ln10, 0)

// complexKernels: the elementwise ops PyTorch defines on complex numbers.
var complexKernels = map[*ir.OpDef]complexKernel{
	torch.AtenAddTensor:              {f: func(x, p []complex128) complex128 { return x[0] + p[0]*x[1] }},
	torch.AtenAddScalar:              {f: func(x, p []complex128) complex128 { return x[0] + p[0]*x[1] }},
	torch.AtenSubTensor:              {f: func(x, p []complex128) complex128 { return x[0] - p[0]*x[1] }},
	torch.AtenSubScalar:              {f: func(x, p []complex128) complex128 { return x[0] - p[0]*x[1] }},
	torch.AtenRsubTensor:             {f: func(x, p []complex128) complex128 { return x[1] - p[0]*x[0] }},
	torch.AtenRsubScalar:             {f: func(x, p []complex128) complex128 { return x[1] - p[0]*x[0] }},
	torch.AtenMulTensor:              cBinary(func(a, b complex128) complex128 { return a * b }),
	torch.AtenMulScalar:              cBinary(func(a, b complex128) complex128 { return a * b }),
	torch.AtenDivTensor:              cBinary(func(a, b complex128) complex128 { return a / b }),
	torch.AtenDivScalar:              cBinary(func(a, b complex128) complex128 { return a / b }),
	torch.AtenPowTensorScalar:        cBinary(cPow),
	torch.AtenPowTensorTensor:        cBinary(cPow),
	torch.AtenPowScalar:              cBinary(cPow),
	torch.AtenFloatPowerTensorTensor: cBinary(cPow),
	torch.AtenFloatPowerTensorScalar: cBinary(cPow),
	torch.AtenFloatPowerScalar:       cBinary(cPow),
	torch.AtenNeg:                    cUnary(func(z complex128) complex128 { return -z }),
	torch.AtenAbs:                    cUnary(func(z complex128) complex128 { return complex(cmplx.Abs(z), 0) }),
	torch.AtenAngle:                  cUnary(func(z complex128) complex128 { return complex(cmplx.Phase(z), 0) }),
	torch.AtenSgn:                    cUnary(cSgn),
	torch.AtenSquare:                 cUnary(func(z complex128) complex128 { return z * z }),
	torch.AtenReciprocal:             cUnary(func(z complex128) complex128 { return 1 / z }),
	torch.AtenSqrt:                   cUnary(cmplx.Sqrt),
	torch.AtenRsqrt:                  cUnary(func(z complex128) complex128 { return 1 / cmplx.Sqrt(z) }),
	torch.AtenExp:                    cUnary(cmplx.Exp),
	torch.AtenExp2:                   cUnary(func(z complex128) complex128 { return cmplx.Exp(z * ln2) }),
	torch.AtenExpm1:                  cUnary(cExpm1),
	torch.AtenLog:                    cUnary(cmplx.Log),
	torch.AtenLog2:                   cUnary(func(z complex128) complex128 { return cmplx.Log(z) / ln2 }),
	torch.AtenLog10:                  cUnary(func(z complex128) complex128 { return cmplx.Log(z) / ln10 }),
	torch.AtenLog1p:                  cUnary(cLog1p),
	torch.AtenSin:                    cUnary(cmplx.Sin),
	torch.AtenCos:                    cUnary(cmplx.Cos),
	torch.AtenTan:                    cUnary(cmplx.Tan),
	torch.AtenSinh:                   cUnary(cmplx.Sinh),
	torch.AtenCosh:                   cUnary(cmplx.Cosh),
	torch.AtenTanh:                   cUnary(cmplx.Tanh),
	torch.AtenAsin:                   cUnary(cmplx.Asin),
	torch.AtenAcos:                   cUnary(cmplx.Acos),
	torch.AtenAtan:                   cUnary(cmplx.Atan),
	torch.AtenAsinh:                  cUnary(cmplx.Asinh),
	torch.AtenAcosh:                  cUnary(cmplx.Acosh),
	torch.AtenAtanh:                  cUnary(cmplx.Atanh),
	torch.AtenSigmoid:                cUnary(cSigmoid),
	torch.AtenSilu:                   cUnary(func(z complex128) complex128 { return z * cSigmoid(z) }),
	torch.AtenSinc:                   cUnary(cSinc),
	torch.AtenLogaddexp:              cBinary(cLogAddExp),
	torch.AtenLdexpTensor:            cBinary(func(a, b complex128) complex128 { return a * cmplx.Pow(2, b) }),
	torch.AtenConjPhysical:           cUnary(cmplx.Conj),
	torch.AtenLerpScalar:             {f: func(x, p []complex128) complex128 { return cLerp(x[0], x[1], p[0]) }},
	torch.AtenLerpTensor:             {f: func(x, _ []complex128) complex128 { return cLerp(x[0], x[1], x[2]) }},
	torch.AtenAddcmul:                {f: func(x, p []complex128) complex128 { return x[0] + p[0]*x[1]*x[2] }},
	torch.AtenAddcdiv:                {f: func(x, p []complex128) complex128 { return x[0] + p[0]*(x[1]/x[2]) }},
	torch.AtenIsnan:                  cPredicate(cIsNaN),
	torch.AtenIsinf:                  cPredicate(cIsInf),
	torch.AtenIsfinite:               cPredicate(func(z complex128) bool { return !cIsNaN(z) && !cIsInf(z) }),
	torch.AtenIsreal:                 cPredicate(func(z complex128) bool { return imag(z) == 0 }),
	torch.AtenLogicalNot:             cPredicate(func(z complex128) bool { return z == 0 }),
	torch.AtenLogicalAnd:             cCompare(func(a, b complex128) bool { return a != 0 && b != 0 }),
	torch.AtenLogicalOr:              cCompare(func(a, b complex128) bool { return a != 0 || b != 0 }),
	torch.AtenLogicalXor:             cCompare(func(a, b complex128) bool { return (a != 0) != (b != 0) }),
	torch.AtenEqTensor:               cCompare(func(a, b complex128) bool { return a == b }),
	torch.AtenEqScalar:               cCompare(func(a, b complex128) bool { return a == b }),
	torch.AtenNeTensor:               cCompare(func(a, b complex128) bool { return a != b }),
	torch.AtenNeScalar:               cCompare(func(a, b complex128) bool { return a != b }),
	torch.AtenWhereSelf:              cPick(0, 1, 2),
	torch.AtenMaskedFillScalar:       cPick(1, 2, 0),
	torch.AtenMaskedFillTensor:       cPick(1, 2, 0),
	torch.AtenToDtype:                cUnary(func(z complex128) complex128 { return z }),
	torch.AtenFillScalar:             {f: func(x, _ []complex128) complex128 { return x[1] }},
	torch.AtenZero_:                  cUnary(func(complex128) complex128 { return 0 }),
}

// anyComplexOperand reports whether a tensor operand among ins is
// complex.
func anyComplexOperand(c *exec.Ctx, ins []int) bool {
	for _, i := range ins {
		if t := c.Args[i].Tensor(); t != nil && t.IsComplex() {
			return true
		}
		if d := argDtype(c, i); d != nil && exec.ElemOf(d).Complex {
			return true
		}
	}
	return false
}

// runComplexElementwise is runElementwise for complex operands or a
// complex compute dtype (see the top of this file).
func runComplexElementwise(c *exec.Ctx, ins, params []int, k *ewKernel, compute numType) error {
	ck, ok := complexKernels[c.Op.Def()]
	if !ok {
		if target, aliased := torch.Aliases[c.Op.Def()]; aliased {
			ck, ok = complexKernels[c.Op.Context().LookupOp(target.Name)]
		}
	}
	if !ok || (k.predicate() && ck.cmp == nil) {
		return c.Errorf("'%s' is not implemented for '%s'", c.Op.Name(), dtypeName(compute))
	}
	if len(k.conds) > 0 && k.check != nil {
		if err := k.check(c, compute); err != nil {
			return err
		}
	}
	var shapes [][]int64
	x := make([]complex128, len(ins))
	var tensors []int
	var ts []*exec.Tensor
	for pos, i := range ins {
		t := c.Args[i].Tensor()
		if t == nil {
			if !isNone(c, i) {
				x[pos] = scalarC(c, i)
			}
			continue
		}
		tensors = append(tensors, pos)
		ts = append(ts, t)
		shapes = append(shapes, t.Shape)
	}
	shape, ok := broadcastShapes(shapes...)
	if !ok {
		return c.Errorf("operand shapes %v do not broadcast", shapes)
	}
	p := make([]complex128, len(params))
	for n, i := range params {
		p[n] = 1 // alpha and value default to 1
		if !isNone(c, i) {
			p[n] = scalarC(c, i)
		}
	}
	if err := chargeElements(c, shape); err != nil {
		return err
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	strides := make([][]int64, len(ts))
	for n, t := range ts {
		strides[n] = broadcastStrides(t.Shape, shape)
	}
	kind := compute.kind
	forEach(shape, strides, func(o int64, pos []int64) {
		for n, at := range tensors {
			if k.isCond(at) {
				x[at] = 0
				if getB(ts[n], pos[n]) {
					x[at] = 1
				}
				continue
			}
			x[at] = exec.RoundComplex(kind, getC(ts[n], pos[n]))
		}
		if ck.cmp != nil {
			setB(out, o, ck.cmp(x))
			return
		}
		setC(out, o, ck.f(x, p))
	})
	return nil
}

// scalarC reads a Python scalar operand as a complex number (a complex
// Python number is (F, Im)).
func scalarC(c *exec.Ctx, i int) complex128 {
	v := c.Args[i]
	if v.Im != 0 {
		return v.C()
	}
	return complex(scalarF(c, i), 0)
}

// complexCompute is the complex dtype an op computes in: the compute
// dtype when it is complex, else complex64 or, with a complex128
// operand, complex128.
func complexCompute(c *exec.Ctx, ins []int, compute numType) numType {
	if compute.complex {
		return compute
	}
	n := numType{complex: true, kind: ir.F32}
	for _, i := range ins {
		if d := argDtype(c, i); d != nil {
			if e := exec.ElemOf(d); e.Complex && e.Kind == ir.F64 {
				n.kind = ir.F64
			}
		}
	}
	return n
}

// accumulateC folds output element o's inputs as complex numbers of part
// kind re.Kind (sum, prod, mean).
func (r *reduction) accumulateC(o int64, kind accKind, re exec.Elem) complex128 {
	acc := complex128(0)
	if kind == prodFold {
		acc = 1
	}
	for k := o * r.n; k < (o+1)*r.n; k++ {
		x := exec.RoundComplex(re.Kind, getC(r.in.t, k))
		if kind == prodFold {
			acc *= x
		} else {
			acc += x
		}
	}
	if kind == meanFold {
		acc /= complex(float64(r.n), 0)
	}
	return acc
}

// complexVariance is var (std when root) of output element o's complex
// inputs: the sum of |x - mean|² over divisor.
func (r *reduction) complexVariance(o int64, divisor float64, root bool) float64 {
	mean := complex128(0)
	for k := o * r.n; k < (o+1)*r.n; k++ {
		mean += r.in.t.Complex(k)
	}
	mean /= complex(float64(r.n), 0)
	ss := 0.0
	for k := o * r.n; k < (o+1)*r.n; k++ {
		d := r.in.t.Complex(k) - mean
		ss += real(d)*real(d) + imag(d)*imag(d)
	}
	v := ss / divisor
	if root {
		v = math.Sqrt(v)
	}
	return v
}

func cmplxAbs(z complex128) float64 { return cmplx.Abs(z) }

// vdot is vdot of real vectors: their dot product.
func vdot[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenVdotArgs[int](operandPositions)
	return dotOf[T](c, elem, a.Self(), a.Other())
}

// vdotComplex is vdot of complex vectors: sum(conj(a[i]) * b[i]).
func vdotComplex(c *exec.Ctx, elem ir.Type) error {
	p := torch.AtenVdotArgs[int](operandPositions)
	a, err := c.Tensor(p.Self())
	if err != nil {
		return err
	}
	b, err := c.Tensor(p.Other())
	if err != nil {
		return err
	}
	if len(a.Shape) != 1 || len(b.Shape) != 1 || a.Shape[0] != b.Shape[0] {
		return c.Errorf("vdot expects two 1-D tensors of the same size, got shapes %v and %v", a.Shape, b.Shape)
	}
	kind := exec.ElemOf(elem).Kind
	acc := complex128(0)
	for i := range a.Len() {
		acc += cmplx.Conj(exec.RoundComplex(kind, getC(a, i))) * exec.RoundComplex(kind, getC(b, i))
	}
	out, err := newResult(c, 0, nil)
	if err != nil {
		return err
	}
	setC(out, 0, acc)
	return nil
}

// complexOps: the ops that take complex numbers apart or put them
// together, and the conjugating views (a view is a copy here, so the
// conjugate bit PyTorch sets is applied to the elements).
var complexOps = exec.Table{
	// real(self): the real parts (self itself for a real tensor);
	// imag(self): the imaginary parts (a real tensor is an error).
	torch.AtenReal.Name: complexPart[torch.AtenRealArgs[int]](false),
	torch.AtenImag.Name: complexPart[torch.AtenImagArgs[int]](true),
	// view_as_real(self [...]) -> [..., 2]: (re, im) pairs.
	torch.AtenViewAsReal.Name: viewAsReal,
	// view_as_complex(self [..., 2]) -> [...]: pairs as numbers.
	torch.AtenViewAsComplex.Name: viewAsComplex,
	// complex(real, imag): real + imag*i, the operands broadcast.
	torch.AtenComplex.Name: complexOf(torch.AtenComplexArgs[int].Real, torch.AtenComplexArgs[int].Imag, false),
	// polar(abs, angle): abs*(cos(angle) + i*sin(angle)).
	torch.AtenPolar.Name: complexOf(torch.AtenPolarArgs[int].Abs, torch.AtenPolarArgs[int].Angle, true),
	// angle(self): arg(z) for complex numbers; for real ones pi when
	// negative, NaN for NaN, 0 otherwise (integers give floats).
	torch.AtenAngle.Name: elementwise(at(torch.AtenAngleArgs[int].Self), nil, ewKernel{f: func(x, _ []float64) float64 {
		switch {
		case math.IsNaN(x[0]):
			return x[0]
		case x[0] < 0:
			return math.Pi
		}
		return 0
	}}),
	// conj, _conj, resolve_conj, conj_physical: the conjugate (a real
	// tensor unchanged); mH, matrix_H (and adjoint, their alias): the
	// conjugate transpose.
	torch.AtenConj.Name:         conjugated(copyOfSelf[torch.AtenConjArgs[int]]),
	torch.Aten_Conj.Name:        conjugated(copyOfSelf[torch.Aten_ConjArgs[int]]),
	torch.AtenConjPhysical.Name: conjugated(copyOfSelf[torch.AtenConjPhysicalArgs[int]]),
	torch.AtenMH.Name:           conjugated(matrixTransposeOp[torch.AtenMHArgs[int]]("mH")),
	torch.AtenMatrixH.Name:      conjugated(matrixHOp),
}

// conjugated runs s and conjugates its complex result 0.
func conjugated(s exec.Semantics) exec.Semantics {
	return func(c *exec.Ctx) error {
		if err := s(c); err != nil {
			return err
		}
		t := c.Results[0].Tensor()
		if t == nil || !t.IsComplex() {
			return nil
		}
		out := t.Clone()
		for i := range out.Len() {
			out.SetComplex(i, cmplx.Conj(out.Complex(i)))
		}
		c.Results[0] = exec.Value{Ref: out}
		return nil
	}
}

func complexPart[A selfPositions](imaginary bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(A(operandPositions).Self())
		if err != nil {
			return err
		}
		if !t.IsComplex() {
			if imaginary {
				return c.Errorf("imag is not implemented for tensors with non-complex dtypes.")
			}
			return setResult(c, 0, t.Clone())
		}
		out, err := newResult(c, 0, t.Shape)
		if err != nil {
			return err
		}
		for i := range t.Len() {
			z := t.Complex(i)
			if imaginary {
				setF(out, i, imag(z))
			} else {
				setF(out, i, real(z))
			}
		}
		return nil
	}
}

func viewAsReal(c *exec.Ctx) error {
	a := torch.AtenViewAsRealArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if !t.IsComplex() {
		return c.Errorf("view_as_real is only supported for complex tensors")
	}
	out, err := newResult(c, 0, append(append([]int64(nil), t.Shape...), 2))
	if err != nil {
		return err
	}
	for i := range t.Len() {
		z := t.Complex(i)
		setF(out, 2*i, real(z))
		setF(out, 2*i+1, imag(z))
	}
	return nil
}

func viewAsComplex(c *exec.Ctx) error {
	a := torch.AtenViewAsComplexArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if !t.IsFloat() || (elemOf(t).Kind != ir.F32 && elemOf(t).Kind != ir.F64) {
		return c.Errorf("view_as_complex is only supported for float and double tensors, but got a tensor of scalar type: %s", ir.TypeString(t.Elem))
	}
	r := len(t.Shape)
	if r == 0 || t.Shape[r-1] != 2 {
		return c.Errorf("Tensor must have a last dimension of size 2")
	}
	out, err := newResult(c, 0, t.Shape[:r-1])
	if err != nil {
		return err
	}
	for i := range out.Len() {
		setC(out, i, complex(t.Float(2*i), t.Float(2*i+1)))
	}
	return nil
}

// complexOf is complex(real, imag) or, polar, polar(abs, angle): the
// operands are float tensors of one dtype, broadcast together.
func complexOf[A ~[]int](first, second func(A) int, polar bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a, err := c.Tensor(first(A(operandPositions)))
		if err != nil {
			return err
		}
		b, err := c.Tensor(second(A(operandPositions)))
		if err != nil {
			return err
		}
		if !a.IsFloat() || !b.IsFloat() || elemOf(a).Kind != elemOf(b).Kind {
			return c.Errorf("expected both inputs to be Half, Float or Double tensors of one dtype, got %s and %s", ir.TypeString(a.Elem), ir.TypeString(b.Elem))
		}
		shape, ok := broadcastShapes(a.Shape, b.Shape)
		if !ok {
			return c.Errorf("operand shapes %v and %v do not broadcast", a.Shape, b.Shape)
		}
		if err := chargeElements(c, shape); err != nil {
			return err
		}
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		forEach(shape, [][]int64{broadcastStrides(a.Shape, shape), broadcastStrides(b.Shape, shape)}, func(o int64, pos []int64) {
			x, y := a.Float(pos[0]), b.Float(pos[1])
			if polar {
				setC(out, o, complex(x*math.Cos(y), x*math.Sin(y)))
			} else {
				setC(out, o, complex(x, y))
			}
		})
		return nil
	}
}
