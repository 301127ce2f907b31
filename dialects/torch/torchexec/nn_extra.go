package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// nnExtraOps: nn and pointwise extras (shrinks, prelu, bilinear, renorm,
// frac, gcd/lcm, shifts, one_hot, chunk_cat, gradient). The pointwise
// ones run on the elementwise loop of elementwise.go; the others are
// written out from PyTorch's ATen definitions (Activation.cpp,
// Linear.cpp, ReduceOps.cpp, TensorShape.cpp).
var nnExtraOps = exec.Table{
	// hardshrink(self, lambd): 0 where -lambd <= x <= lambd, else x (NaN
	// stays NaN). Floating dtypes only.
	torch.AtenHardshrink.Name: elementwise(at(torch.AtenHardshrinkArgs[int].Self), at(torch.AtenHardshrinkArgs[int].Lambd), ewKernel{
		f: func(x, p []float64) float64 {
			if x[0] >= -p[0] && x[0] <= p[0] {
				return 0
			}
			return x[0]
		},
		check: floatOnly,
	}),
	// softshrink(self, lambd): x - lambd above lambd, x + lambd below
	// -lambd, x*0 between (so NaN stays NaN); lambd must be >= 0.
	torch.AtenSoftshrink.Name: elementwise(at(torch.AtenSoftshrinkArgs[int].Self), at(torch.AtenSoftshrinkArgs[int].Lambd), ewKernel{
		f: func(x, p []float64) float64 {
			switch {
			case x[0] > p[0]:
				return x[0] - p[0]
			case x[0] < -p[0]:
				return x[0] + p[0]
			}
			return x[0] * 0
		},
		check: func(c *exec.Ctx, compute numType) error {
			if err := floatOnly(c, compute); err != nil {
				return err
			}
			if l := scalarF(c, pos(torch.AtenSoftshrinkArgs[int].Lambd)); l < 0 || math.IsNaN(l) {
				return c.Errorf("lambda must be greater or equal to 0, but found to be %v.", l)
			}
			return nil
		},
	}),
	// frac(self) = self - trunc(self), floating dtypes only.
	torch.AtenFrac.Name: activation[torch.AtenFracArgs[int]](nil, func(x float64, _ []float64) float64 { return x - math.Trunc(x) }),
	// gcd and lcm of integers (not bool); gcd(0, 0) = 0, lcm is
	// |a / gcd * b| (0 when gcd is 0), computed in int (32 bits) for
	// the narrow dtypes as C++'s promotion does.
	torch.AtenGcd.Name: integerPair[torch.AtenGcdArgs[int]](func(n numType, a, b int64) int64 { return gcdInt(a, b) }),
	torch.AtenLcm.Name: integerPair[torch.AtenLcmArgs[int]](lcmInt),
	// bitwise_left_shift(self, other): a shift by a negative amount or
	// by the width or more gives 0.
	torch.AtenBitwiseLeftShiftTensor.Name:       integerPair[torch.AtenBitwiseLeftShiftTensorArgs[int]](shiftLeft),
	torch.AtenBitwiseLeftShiftTensorScalar.Name: integerPair[torch.AtenBitwiseLeftShiftTensorScalarArgs[int]](shiftLeft),
	torch.AtenBitwiseLeftShiftScalarTensor.Name: integerPair[torch.AtenBitwiseLeftShiftScalarTensorArgs[int]](shiftLeft),
	torch.Aten__Lshift__Scalar.Name:             integerPair[torch.Aten__Lshift__ScalarArgs[int]](shiftLeft),
	// bitwise_right_shift(self, other): arithmetic for signed dtypes; a
	// shift out of range gives the sign fill (0 for unsigned).
	torch.AtenBitwiseRightShiftTensor.Name:       integerPair[torch.AtenBitwiseRightShiftTensorArgs[int]](shiftRight),
	torch.AtenBitwiseRightShiftTensorScalar.Name: integerPair[torch.AtenBitwiseRightShiftTensorScalarArgs[int]](shiftRight),
	torch.AtenBitwiseRightShiftScalarTensor.Name: integerPair[torch.AtenBitwiseRightShiftScalarTensorArgs[int]](shiftRight),
	torch.Aten__Rshift__Scalar.Name:              integerPair[torch.Aten__Rshift__ScalarArgs[int]](shiftRight),
	// prelu(self, weight): x > 0 ? x : w*x, weight a scalar or one per
	// channel (dim 1).
	torch.AtenPrelu.Name: preluOp,
	// bilinear(x1, x2, W, b?): y[..., o] = sum_ij x1[..., i] W[o, i, j]
	// x2[..., j] + b[o].
	torch.AtenBilinear.Name: bilinearOp,
	// renorm(self, p, dim, maxnorm): each slice along dim whose p-norm
	// exceeds maxnorm is scaled by maxnorm / (norm + 1e-7).
	torch.AtenRenorm.Name: renormOp,
	// one_hot(self, num_classes): int64 [..., C] with 1 at self's value.
	torch.AtenOneHot.Name: oneHotOp,
	// _chunk_cat(tensors, dim, num_chunks): each tensor zero-padded along
	// dim to a multiple of num_chunks, viewed as [lead..., num_chunks,
	// -1], all concatenated along dim + 1.
	torch.Aten_ChunkCat.Name: chunkCatOp,
	// gradient.scalarint(self, spacing?, dim?, edge_order): the central
	// differences along each dim (or the one dim), one-sided at the edges.
	torch.AtenGradientScalarint.Name: gradientOp,
	// scatter.reduce(self, dim, index, src, reduce): scatter_reduce with
	// include_self, reduce "add" (sum) or "multiply" (prod).
	torch.AtenScatterReduce.Name: func(c *exec.Ctx) error {
		r, _ := c.Args[torch.AtenScatterReduceArgs[int](operandPositions).Reduce()].Ref.(string)
		switch r {
		case "add":
			return scatterReduce[torch.AtenScatterReduceArgs[int]](c, "sum", true)
		case "multiply":
			return scatterReduce[torch.AtenScatterReduceArgs[int]](c, "prod", true)
		}
		return c.Errorf("reduce argument must be either add or multiply, got %q", r)
	},
}

// integerPair is an elementwise op of self and other on integer dtypes
// (not bool), whose kernel knows the compute dtype; A is the op's
// argument list.
func integerPair[A selfOtherPositions](f func(n numType, a, b int64) int64) exec.Semantics {
	ins := at(A.Self, A.Other)
	return func(c *exec.Ctx) error {
		d, err := resultDtype(c, 0)
		if err != nil {
			return err
		}
		n := numTypeOf(d)
		k := ewKernel{
			i: func(x, _ []int64) int64 { return f(n, x[0], x[1]) },
			check: func(c *exec.Ctx, compute numType) error {
				if compute.float || compute.complex || compute.isBool() {
					return c.Errorf("'%s' is not implemented for '%s' (integral dtypes only)", c.Op.Name(), dtypeName(compute))
				}
				return nil
			},
		}
		return runElementwise(c, ins, nil, &k)
	}
}

func absInt(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// gcdInt is c10's calc_gcd: Euclid's algorithm on the absolute values.
func gcdInt(a, b int64) int64 {
	a, b = absInt(a), absInt(b)
	for a != 0 {
		a, b = b%a, a
	}
	return b
}

// lcmInt is |a / gcd(a, b) * b|, in C++'s int for dtypes of 32 bits or
// fewer (the product wraps at 32 bits there, at 64 for int64).
func lcmInt(n numType, a, b int64) int64 {
	g := gcdInt(a, b)
	if g == 0 {
		return 0
	}
	if n.width <= 32 {
		return exec.Wrap(absInt(exec.Wrap(a/g*b, 32)), 32)
	}
	return absInt(a / g * b)
}

func shiftLeft(n numType, a, b int64) int64 {
	if b < 0 || b >= int64(n.width) {
		return 0
	}
	return a << uint(b)
}

func shiftRight(n numType, a, b int64) int64 {
	most := int64(n.width)
	if !n.unsigned {
		most--
	}
	if b < 0 || b >= most {
		b = most
	}
	return a >> uint(b)
}

// ---- prelu ----

func preluOp(c *exec.Ctx) error {
	a := torch.AtenPreluArgs[int](operandPositions)
	x, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	w, err := c.Tensor(a.Weight())
	if err != nil {
		return err
	}
	if dx, dw := argDtype(c, a.Self()), argDtype(c, a.Weight()); dx != dw {
		return c.Errorf("prelu: Type promoting not supported. Got %s and %s", ir.TypeString(dx), ir.TypeString(dw))
	}
	if !x.IsFloat() {
		return c.Errorf("'prelu' is not implemented for '%s' (floating-point dtypes only)", ir.TypeString(x.Elem))
	}
	if len(w.Shape) > 1 {
		return c.Errorf("prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = %d", len(w.Shape))
	}
	perChannel := w.Len() != 1
	if perChannel {
		if len(x.Shape) == 0 {
			return c.Errorf("Not allow zero-dim input tensor.")
		}
		channels := int64(1)
		if len(x.Shape) > 1 {
			channels = x.Shape[1]
		}
		if channels != w.Len() {
			return c.Errorf("Mismatch of parameter numbers and input channel size. Found parameter numbers = %d and channel size = %d.", w.Len(), channels)
		}
	}
	out, err := newResult(c, 0, x.Shape)
	if err != nil {
		return err
	}
	inner := int64(1)
	if len(x.Shape) > 2 {
		inner = exec.NumElements(x.Shape[2:])
	}
	for i := int64(0); i < x.Len(); i++ {
		v := x.Float(i)
		if v > 0 {
			setF(out, i, v)
			continue
		}
		k := int64(0)
		if perChannel && len(x.Shape) > 1 {
			k = i / inner % x.Shape[1]
		}
		setF(out, i, w.Float(k)*v)
	}
	return nil
}

// ---- bilinear ----

func bilinearOp(c *exec.Ctx) error {
	a := torch.AtenBilinearArgs[int](operandPositions)
	x1, err := c.Tensor(a.Input1())
	if err != nil {
		return err
	}
	x2, err := c.Tensor(a.Input2())
	if err != nil {
		return err
	}
	w, err := c.Tensor(a.Weight())
	if err != nil {
		return err
	}
	var bias *exec.Tensor
	if !isNone(c, a.Bias()) {
		if bias, err = c.Tensor(a.Bias()); err != nil {
			return err
		}
	}
	r := len(x1.Shape)
	if r == 0 || len(x2.Shape) != r {
		return c.Errorf("bilinear(): input dimensions do not match: got %d and %d", r, len(x2.Shape))
	}
	for d := 0; d < r-1; d++ {
		if x1.Shape[d] != x2.Shape[d] {
			return c.Errorf("bilinear(): input batch dimensions do not match: got %v and %v", x1.Shape, x2.Shape)
		}
	}
	if len(w.Shape) != 3 {
		return c.Errorf("bilinear(): weight must be 3-d, got %d dimensions", len(w.Shape))
	}
	no, ni, nj := w.Shape[0], w.Shape[1], w.Shape[2]
	if x1.Shape[r-1] != ni {
		return c.Errorf("bilinear(): input1 size does not match weight size: got %d but expected %d", x1.Shape[r-1], ni)
	}
	if x2.Shape[r-1] != nj {
		return c.Errorf("bilinear(): input2 size does not match weight size: got %d but expected %d", x2.Shape[r-1], nj)
	}
	if bias != nil && (len(bias.Shape) != 1 || bias.Shape[0] != no) {
		return c.Errorf("bilinear(): bias size does not match weight size: got %v but expected %d", bias.Shape, no)
	}
	shape := append(append([]int64(nil), x1.Shape[:r-1]...), no)
	if err := chargeElements(c, []int64{exec.NumElements(shape), ni, nj}); err != nil {
		return err
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	batch := exec.NumElements(x1.Shape[:r-1])
	isF := out.IsFloat()
	for n := int64(0); n < batch; n++ {
		for o := int64(0); o < no; o++ {
			var sf float64
			var si int64
			for i := int64(0); i < ni; i++ {
				for j := int64(0); j < nj; j++ {
					a, b, k := n*ni+i, n*nj+j, (o*ni+i)*nj+j
					if isF {
						sf += getF(x1, a) * getF(w, k) * getF(x2, b)
					} else {
						si += getI(x1, a) * getI(w, k) * getI(x2, b)
					}
				}
			}
			if bias != nil {
				sf += getF(bias, o)
				si += getI(bias, o)
			}
			if isF {
				setF(out, n*no+o, sf)
			} else {
				setI(out, n*no+o, si)
			}
		}
	}
	return nil
}

// ---- renorm ----

func renormOp(c *exec.Ctx) error {
	a := torch.AtenRenormArgs[int](operandPositions)
	x, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	p, maxnorm := scalarF(c, a.P()), scalarF(c, a.Maxnorm())
	if len(x.Shape) < 2 {
		return c.Errorf("renorm: input needs at least 2 dimensions, got %d dimensions", len(x.Shape))
	}
	d, err := normDim(c, scalarI(c, a.Dim()), len(x.Shape))
	if err != nil {
		return err
	}
	if !(p > 0) {
		return c.Errorf("renorm: non-positive-norm not supported")
	}
	if maxnorm < 0 {
		return c.Errorf("renorm: expected maxnorm to be >= 0 but got %v", maxnorm)
	}
	if !x.IsFloat() && !x.IsComplex() {
		return c.Errorf("linalg.vector_norm: Expected a floating point or complex tensor as input. Got %s", ir.TypeString(x.Elem))
	}
	out, err := newResult(c, 0, x.Shape)
	if err != nil {
		return err
	}
	// The norm and the factor are computed in float32 for every dtype but
	// float64 (PyTorch's accumulate type), and the factor is rounded to
	// the tensor's dtype before it scales.
	acc := ir.F32
	kind := exec.ElemOf(x.Elem).Kind
	if kind == ir.F64 {
		acc = ir.F64
	}
	size, inner := x.Shape[d], exec.NumElements(x.Shape[d+1:])
	norms := make([]float64, size)
	for i := int64(0); i < x.Len(); i++ {
		k := i / inner % size
		a := math.Abs(getF(x, i))
		if x.IsComplex() {
			a = math.Hypot(real(x.Complex(i)), imag(x.Complex(i)))
		}
		switch {
		case math.IsInf(p, 1):
			norms[k] = math.Max(norms[k], a)
		case p == 1:
			norms[k] += a
		case p == 2:
			norms[k] += a * a
		default:
			norms[k] += math.Pow(a, p)
		}
	}
	maxS := exec.Round(acc, maxnorm)
	factors := make([]float64, size)
	for k, n := range norms {
		switch {
		case math.IsInf(p, 1) || p == 1:
		case p == 2:
			n = math.Sqrt(n)
		default:
			n = math.Pow(n, 1/p)
		}
		n = exec.Round(acc, n)
		f := 1.0
		if n > maxS {
			f = exec.Round(acc, maxS/exec.Round(acc, n+exec.Round(acc, 1e-7)))
		}
		factors[k] = exec.Round(kind, f)
	}
	for i := int64(0); i < x.Len(); i++ {
		f := factors[i/inner%size]
		if x.IsComplex() {
			setC(out, i, x.Complex(i)*complex(f, 0))
		} else {
			setF(out, i, x.Float(i)*f)
		}
	}
	return nil
}

// ---- one_hot ----

func oneHotOp(c *exec.Ctx) error {
	a := torch.AtenOneHotArgs[int](operandPositions)
	x, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if x.IsFloat() || x.IsComplex() || elemOf(x).Width != 64 {
		return c.Errorf("one_hot is only applicable to index tensor of type LongTensor.")
	}
	n := scalarI(c, a.NumClasses())
	if n == -1 {
		if x.Len() == 0 {
			return c.Errorf("Can not infer total number of classes from empty tensor.")
		}
		for i := int64(0); i < x.Len(); i++ {
			n = max(n, x.Int(i)+1)
		}
	}
	for i := int64(0); i < x.Len(); i++ {
		switch v := x.Int(i); {
		case v < 0:
			return c.Errorf("Class values must be non-negative.")
		case v >= n:
			return c.Errorf("Class values must be smaller than num_classes.")
		}
	}
	if n < 0 {
		return c.Errorf("num_classes should be positive")
	}
	shape := append(append([]int64(nil), x.Shape...), n)
	if err := chargeElements(c, shape); err != nil {
		return err
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	for i := int64(0); i < x.Len(); i++ {
		setI(out, i*n+x.Int(i), 1)
	}
	return nil
}

// ---- _chunk_cat ----

func chunkCatOp(c *exec.Ctx) error {
	a := torch.Aten_ChunkCatArgs[int](operandPositions)
	ts, err := tensorList(c, a.Tensors())
	if err != nil {
		return err
	}
	k := scalarI(c, a.NumChunks())
	if len(ts) == 0 {
		return c.Errorf("_chunk_cat expects a non-empty input tensor list")
	}
	if k < 1 {
		return c.Errorf("_chunk_cat expects positive num_chunks")
	}
	d, err := normDim(c, scalarI(c, a.Dim()), len(ts[0].Shape))
	if err != nil {
		return err
	}
	// Each tensor gives every chunk `cols` elements: ceil(size/k) rows of
	// its trailing elements.
	lead := ts[0].Shape[:min(d, len(ts[0].Shape))]
	cols := make([]int64, len(ts))
	total := int64(0)
	for n, t := range ts {
		if elemOf(t) != elemOf(ts[0]) {
			return c.Errorf("_chunk_cat expects all input tensors with the same dtype")
		}
		if len(t.Shape) <= d || t.Len() == 0 {
			return c.Errorf("_chunk_cat expects non-empty tensors of at least %d dimensions", d+1)
		}
		for i := 0; i < d; i++ {
			if t.Shape[i] != lead[i] {
				return c.Errorf("_chunk_cat expects the same sizes of 0,...,dim-1 dimensions for all tensors")
			}
		}
		cols[n] = (t.Shape[d] + k - 1) / k * exec.NumElements(t.Shape[d+1:])
		total += cols[n]
	}
	shape := append(append([]int64(nil), lead...), k, total)
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	outer := exec.NumElements(lead)
	at := int64(0)
	for n, t := range ts {
		per := t.Len() / outer // the elements of one leading index
		for o := int64(0); o < outer; o++ {
			for j := int64(0); j < per; j++ {
				row, col := j/cols[n], j%cols[n]
				copyElem(out, (o*k+row)*total+at+col, t, o*per+j)
			}
		}
		at += cols[n]
	}
	return nil
}

// ---- gradient ----

func gradientOp(c *exec.Ctx) error {
	a := torch.AtenGradientScalarintArgs[int](operandPositions)
	x, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if d := argDtype(c, a.Self()); d != nil {
		if n := numTypeOf(d); n.unsigned && n.width == 8 {
			return c.Errorf("torch.gradient does not support uint8 input.")
		} else if n.isBool() {
			return c.Errorf("Subtraction, the `-` operator, with a bool tensor is not supported.")
		}
	}
	edge := scalarI(c, a.EdgeOrder())
	if edge != 1 && edge != 2 {
		return c.Errorf("torch.gradient only supports edge_order=1 and edge_order=2.")
	}
	var dims []int
	if isNone(c, a.Dim()) {
		for d := range x.Shape {
			dims = append(dims, d)
		}
	} else {
		d, err := normDim(c, scalarI(c, a.Dim()), len(x.Shape))
		if err != nil {
			return err
		}
		dims = []int{d}
	}
	for _, d := range dims {
		if d >= len(x.Shape) || x.Shape[d] < edge+1 {
			return c.Errorf("torch.gradient expected each dimension size to be at least edge_order+1")
		}
	}
	h := complex(1, 0)
	if !isNone(c, a.Spacing()) {
		h = complex(scalarF(c, a.Spacing()), 0)
	}
	elem := x.Elem
	if !x.IsFloat() && !x.IsComplex() {
		elem = c.Op.Context().F32() // integers divide into the default dtype
	}
	outs := make([]*exec.Tensor, len(dims))
	for k, d := range dims {
		out, err := c.NewTensor(elem, x.Shape)
		if err != nil {
			return err
		}
		n, inner := x.Shape[d], exec.NumElements(x.Shape[d+1:])
		at := func(i, j int64) complex128 { return getC(x, i+(j-i/inner%n)*inner) }
		for i := int64(0); i < x.Len(); i++ {
			var g complex128
			switch j := i / inner % n; {
			case j == 0 && edge == 1:
				g = (at(i, 1) - at(i, 0)) / h
			case j == 0:
				g = (-1.5*at(i, 0) + 2*at(i, 1) - 0.5*at(i, 2)) / h
			case j == n-1 && edge == 1:
				g = (at(i, n-1) - at(i, n-2)) / h
			case j == n-1:
				g = (0.5*at(i, n-3) - 2*at(i, n-2) + 1.5*at(i, n-1)) / h
			default:
				g = (at(i, j+1) - at(i, j-1)) / h / 2
			}
			setC(out, i, g)
		}
		outs[k] = out
	}
	setTensorList(c, 0, outs)
	return nil
}
