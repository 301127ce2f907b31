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

// ewArg is one operand of an elementwise op as the loop reads it.
type ewArg struct {
	t      *exec.Tensor // nil for a scalar
	f      float64      // the scalar, in the compute dtype
	i      int64
	stride []int64
}

// ewKernel computes one element: in float64 (f) when the compute dtype
// is a float, in int64 (i) when it is an integer or bool. A nil i makes
// integer inputs compute in float64 too (and their result convert
// back). extra holds the op's scalar parameters (alpha, min, ...).
type ewKernel struct {
	f func(x, extra []float64) float64
	i func(x, extra []int64) int64
	// cmp, when set, makes a predicate (the result is bool).
	cmpF func(x []float64) bool
	cmpI func(x []int64) bool
}

// elementwise returns the semantics of an op whose operands `ins` are
// combined elementwise, with scalar parameters `extra` (none reads as 0).
func elementwise(ins, extra []int, k ewKernel) exec.Semantics {
	return func(c *exec.Ctx) error {
		ctx := c.Op.Context()
		resElem, err := resultElem(c, 0)
		if err != nil {
			return err
		}
		compute := resElem
		if k.cmpF != nil || exec.ElemOf(resElem).Width == 1 && !exec.ElemOf(resElem).Float {
			var types []ir.Type
			for _, i := range ins {
				types = append(types, c.ArgType(i))
			}
			d := torch.ResultDtype(ctx, types)
			if d == nil {
				return c.Errorf("cannot compute the promoted dtype of the operands")
			}
			compute = torch.BuiltinElementType(ctx, d)
		}
		ce := exec.ElemOf(compute)
		inFloat := ce.Float || k.i == nil && k.cmpI == nil
		args := make([]ewArg, len(ins))
		var shapes [][]int64
		for n, i := range ins {
			if t := c.Args[i].Tensor(); t != nil {
				args[n].t = t
				shapes = append(shapes, t.Shape)
				continue
			}
			// A Python scalar, converted to the compute dtype.
			one := exec.NewTensor(compute, nil)
			setScalar(c, one, 0, i)
			args[n].f, args[n].i = getF(one, 0), getI(one, 0)
		}
		shape, ok := broadcastShapes(shapes...)
		if !ok {
			return c.Errorf("operand shapes %v do not broadcast", shapes)
		}
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		var strides [][]int64
		var tensors []int
		for n := range args {
			if args[n].t != nil {
				strides = append(strides, broadcastStrides(args[n].t.Shape, shape))
				tensors = append(tensors, n)
			}
		}
		exF := make([]float64, len(extra))
		exI := make([]int64, len(extra))
		for n, i := range extra {
			if !isNone(c, i) {
				exF[n], exI[n] = scalarF(c, i), scalarI(c, i)
			}
		}
		xf := make([]float64, len(args))
		xi := make([]int64, len(args))
		for n := range args {
			xf[n], xi[n] = args[n].f, args[n].i
		}
		// tmp holds one element in the compute dtype: operands are
		// converted through it (an f32 compute rounds f64 inputs).
		tmp := exec.NewTensor(compute, []int64{1})
		forEach(shape, strides, func(o int64, pos []int64) {
			for k, n := range tensors {
				copyElem(tmp, 0, args[n].t, pos[k])
				xf[n], xi[n] = getF(tmp, 0), getI(tmp, 0)
			}
			switch {
			case k.cmpF != nil && inFloat:
				setB(out, o, k.cmpF(xf))
			case k.cmpF != nil:
				setB(out, o, k.cmpI(xi))
			case inFloat:
				setF(tmp, 0, k.f(xf, exF))
				copyElem(out, o, tmp, 0)
			default:
				setI(tmp, 0, k.i(xi, exI))
				copyElem(out, o, tmp, 0)
			}
		})
		return nil
	}
}

// unaryFloat is an op defined on floats only (integer inputs compute in
// float, as PyTorch's int-to-float promotion of exp, sin, ...).
func unaryFloat(f func(x float64) float64) exec.Semantics {
	return elementwise([]int{0}, nil, ewKernel{f: func(x, _ []float64) float64 { return f(x[0]) }})
}

// unary is an op with a float and an integer form.
func unary(f func(x float64) float64, i func(x int64) int64) exec.Semantics {
	return elementwise([]int{0}, nil, ewKernel{
		f: func(x, _ []float64) float64 { return f(x[0]) },
		i: func(x, _ []int64) int64 { return i(x[0]) },
	})
}

// binary is an op of operands 0 and 1.
func binary(f func(a, b float64) float64, i func(a, b int64) int64) exec.Semantics {
	k := ewKernel{f: func(x, _ []float64) float64 { return f(x[0], x[1]) }}
	if i != nil {
		k.i = func(x, _ []int64) int64 { return i(x[0], x[1]) }
	}
	return elementwise([]int{0, 1}, nil, k)
}

// withAlpha is add/sub: self ± alpha*other, alpha operand 2.
func withAlpha(sign float64) exec.Semantics {
	return elementwise([]int{0, 1}, []int{2}, ewKernel{
		f: func(x, e []float64) float64 { return x[0] + sign*e[0]*x[1] },
		i: func(x, e []int64) int64 { return x[0] + int64(sign)*e[0]*x[1] },
	})
}

// rsubAlpha is rsub: other - alpha*self.
var rsubAlpha = elementwise([]int{0, 1}, []int{2}, ewKernel{
	f: func(x, e []float64) float64 { return x[1] - e[0]*x[0] },
	i: func(x, e []int64) int64 { return x[1] - e[0]*x[0] },
})

// compare is a comparison of operands 0 and 1.
func compare(f func(a, b float64) bool, i func(a, b int64) bool) exec.Semantics {
	return elementwise([]int{0, 1}, nil, ewKernel{
		cmpF: func(x []float64) bool { return f(x[0], x[1]) },
		cmpI: func(x []int64) bool { return i(x[0], x[1]) },
	})
}

// elementwiseOps are the pointwise ATen ops.
var elementwiseOps = func() exec.Table {
	t := exec.Table{
		"torch.aten.add.Tensor":  withAlpha(1),
		"torch.aten.add.Scalar":  withAlpha(1),
		"torch.aten.sub.Tensor":  withAlpha(-1),
		"torch.aten.sub.Scalar":  withAlpha(-1),
		"torch.aten.rsub.Tensor": rsubAlpha,
		"torch.aten.rsub.Scalar": rsubAlpha,
		"torch.aten.mul.Tensor":  binary(func(a, b float64) float64 { return a * b }, func(a, b int64) int64 { return a * b }),
		"torch.aten.mul.Scalar":  binary(func(a, b float64) float64 { return a * b }, func(a, b int64) int64 { return a * b }),
		// True division: integer operands give a float result.
		"torch.aten.div.Tensor": binary(func(a, b float64) float64 { return a / b }, nil),
		"torch.aten.div.Scalar": binary(func(a, b float64) float64 { return a / b }, nil),
		"torch.aten.neg":        unary(func(x float64) float64 { return -x }, func(x int64) int64 { return -x }),
		"torch.aten.relu": unary(func(x float64) float64 {
			if x > 0 || math.IsNaN(x) {
				return x
			}
			return 0
		}, func(x int64) int64 { return max(x, 0) }),
		"torch.aten.exp":   unaryFloat(math.Exp),
		"torch.aten.log":   unaryFloat(math.Log),
		"torch.aten.tanh":  unaryFloat(math.Tanh),
		"torch.aten.sqrt":  unaryFloat(math.Sqrt),
		"torch.aten.rsqrt": unaryFloat(func(x float64) float64 { return 1 / math.Sqrt(x) }),
		"torch.aten.sigmoid": unaryFloat(func(x float64) float64 {
			return 1 / (1 + math.Exp(-x))
		}),
		"torch.aten.eq.Tensor": compare(func(a, b float64) bool { return a == b }, func(a, b int64) bool { return a == b }),
		"torch.aten.eq.Scalar": compare(func(a, b float64) bool { return a == b }, func(a, b int64) bool { return a == b }),
		"torch.aten.ne.Tensor": compare(func(a, b float64) bool { return a != b }, func(a, b int64) bool { return a != b }),
		"torch.aten.ne.Scalar": compare(func(a, b float64) bool { return a != b }, func(a, b int64) bool { return a != b }),
		"torch.aten.lt.Tensor": compare(func(a, b float64) bool { return a < b }, func(a, b int64) bool { return a < b }),
		"torch.aten.lt.Scalar": compare(func(a, b float64) bool { return a < b }, func(a, b int64) bool { return a < b }),
		"torch.aten.le.Tensor": compare(func(a, b float64) bool { return a <= b }, func(a, b int64) bool { return a <= b }),
		"torch.aten.le.Scalar": compare(func(a, b float64) bool { return a <= b }, func(a, b int64) bool { return a <= b }),
		"torch.aten.gt.Tensor": compare(func(a, b float64) bool { return a > b }, func(a, b int64) bool { return a > b }),
		"torch.aten.gt.Scalar": compare(func(a, b float64) bool { return a > b }, func(a, b int64) bool { return a > b }),
		"torch.aten.ge.Tensor": compare(func(a, b float64) bool { return a >= b }, func(a, b int64) bool { return a >= b }),
		"torch.aten.ge.Scalar": compare(func(a, b float64) bool { return a >= b }, func(a, b int64) bool { return a >= b }),
	}
	return t
}()
