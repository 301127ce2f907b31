package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The norms of torch.linalg (linalg_norm, linalg_matrix_norm) and the
// training forms of batch norm whose in-place update of the running
// statistics value tensors do not show (the exported program reads only
// their results).

// normExtraOps: vector and matrix norms, training batch norm.
var normExtraOps = exec.Table{
	// linalg_norm(self, ord?, dim?, keepdim, *, dtype?): a matrix norm when
	// ord is given and there are two dims (dim, or self's when dim is
	// none), else the vector norm of order ord (none: 2) over dim (none:
	// every dim).
	torch.AtenLinalgNorm.Name: linalgNorm[torch.AtenLinalgNormArgs[int]](false),
	// linalg_norm.ord_str(self, ord, dim?, keepdim, *, dtype?): the matrix
	// norm 'fro' or 'nuc' over dim (none: self must be a matrix).
	torch.AtenLinalgNormOrdStr.Name: linalgNorm[torch.AtenLinalgNormOrdStrArgs[int]](true),
	// linalg_matrix_norm(self, ord, dim=[-2, -1], keepdim, *, dtype?) and
	// .str_ord: the matrix norm over the two dims, rows along dim[0].
	torch.AtenLinalgMatrixNorm.Name:       matrixNormOp[torch.AtenLinalgMatrixNormArgs[int]](false),
	torch.AtenLinalgMatrixNormStrOrd.Name: matrixNormOp[torch.AtenLinalgMatrixNormStrOrdArgs[int]](true),
	// _native_batch_norm_legit(input, weight?, bias?, running_mean,
	// running_var, training, momentum, eps) -> (out, save_mean,
	// save_invstd): native_batch_norm's results (in inference the saved
	// statistics are empty).
	torch.Aten_NativeBatchNormLegit.Name: batchNorm[torch.Aten_NativeBatchNormLegitArgs[int]](3),
	// _batch_norm_with_update(input, weight?, bias?, running_mean,
	// running_var, momentum, eps) -> (out, save_mean, save_invstd,
	// reserve): batch norm in training; reserve is an empty ui8 tensor.
	torch.Aten_BatchNormWithUpdate.Name: batchNormWithUpdate,
}

// normPositions are the argument lists, over operand positions, of
// linalg_norm and linalg_matrix_norm(self, ord, dim, keepdim, dtype).
type normPositions interface {
	selfPositions
	Ord() int
	Dim() int
	Keepdim() int
}

// linalgNorm is linalg_norm (strOrd: .ord_str), dispatching as
// torch.linalg.norm does.
func linalgNorm[A normPositions](strOrd bool) exec.Semantics {
	a := A(operandPositions)
	// The vector case is linalg_vector_norm, whose operands are laid out
	// as linalg_norm's.
	vectorNormOp := reduceDims[A](vectorNorm(a.Ord()))
	return func(c *exec.Ctx) error {
		x, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		rank := len(x.Shape)
		var dims []int64
		if !isNone(c, a.Dim()) {
			if dims, err = intList(c, a.Dim()); err != nil {
				return err
			}
			if len(dims) != 1 && len(dims) != 2 {
				return c.Errorf("linalg.norm: dim must be a 1- or 2-tuple, got %d dims", len(dims))
			}
		} else if (strOrd || !isNone(c, a.Ord())) && rank != 1 && rank != 2 {
			return c.Errorf("linalg.norm: with ord given and dim none, the input must be 1-D or 2-D, got %d-D", rank)
		}
		matrix := !isNone(c, a.Ord()) && (len(dims) == 2 || dims == nil && rank == 2)
		if strOrd && !matrix {
			return c.Errorf("linalg.norm: ord %q is a matrix norm, which needs two dims", c.Args[a.Ord()].Ref)
		}
		if !matrix {
			return vectorNormOp(c)
		}
		if dims == nil {
			dims = []int64{0, 1}
		}
		return matrixNorm(c, a.Self(), a.Ord(), a.Keepdim(), strOrd, dims)
	}
}

// matrixNormOp is linalg_matrix_norm (strOrd: .str_ord).
func matrixNormOp[A normPositions](strOrd bool) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		dims, err := intList(c, a.Dim())
		if err != nil {
			return err
		}
		return matrixNorm(c, a.Self(), a.Ord(), a.Keepdim(), strOrd, dims)
	}
}

// matrixNorm computes the matrix norm of order operand ordAt (a string
// when strOrd) of operand self over dims [rows, cols], keepdim operand
// keepAt; the
// elements are read in the result's dtype (the dtype operand). 'fro' is
// sqrt(sum |a|²); 1 (-1) the largest (smallest) column sum of |a|; inf
// (-inf) the largest (smallest) row sum; 'nuc', 2 and -2 the sum, the
// largest and the smallest singular value.
func matrixNorm(c *exec.Ctx, self, ordAt, keepAt int, strOrd bool, dims []int64) error {
	in, err := operandElems(c, self)
	if err != nil {
		return err
	}
	if !in.isFloat() && !in.t.IsComplex() {
		return c.Errorf("linalg.matrix_norm: expected a floating point or complex tensor, not %s", ir.TypeString(in.t.Elem))
	}
	shape := in.t.Shape
	rank := len(shape)
	if rank < 2 || len(dims) != 2 {
		return c.Errorf("linalg.matrix_norm: needs two dims of an input of rank 2 or more, got dims %v of rank %d", dims, rank)
	}
	d0, err := normDim(c, dims[0], rank)
	if err != nil {
		return err
	}
	d1, err := normDim(c, dims[1], rank)
	if err != nil {
		return err
	}
	if d0 == d1 {
		return c.Errorf("linalg.matrix_norm: dims must be different, got (%d, %d)", d0, d1)
	}
	// ord: 0 stands for 'fro', nuc for 'nuc'.
	var ord float64
	nuc := false
	if strOrd {
		switch s, _ := c.Args[ordAt].Ref.(string); s {
		case "fro":
		case "nuc":
			nuc = true
		default:
			return c.Errorf("linalg.matrix_norm: order %q not supported", s)
		}
	} else {
		ord = scalarF(c, ordAt)
		if a := math.Abs(ord); a != 1 && a != 2 && !math.IsInf(a, 1) {
			return c.Errorf("linalg.matrix_norm: order %v not supported", ord)
		}
	}
	svd := nuc || math.Abs(ord) == 2
	keep := scalarB(c, keepAt)
	var outShape, kept []int64
	for d, n := range shape {
		switch {
		case d != d0 && d != d1:
			outShape = append(outShape, n)
			kept = append(kept, int64(d))
		case keep:
			outShape = append(outShape, 1)
		}
	}
	out, err := newResult(c, 0, outShape)
	if err != nil {
		return err
	}
	re := elemOf(out)
	if !re.Float {
		return c.Errorf("linalg.matrix_norm: needs a floating point result, not %s", ir.TypeString(out.Elem))
	}
	// sumDim is summed (rows for 1, cols for inf), the other compared.
	sumDim, cmpDim := d0, d1
	if math.IsInf(ord, 0) {
		sumDim, cmpDim = d1, d0
	}
	if !svd && ord != 0 && shape[cmpDim] == 0 {
		return c.Errorf("linalg.matrix_norm: the %v norm of a matrix with an empty dim %d has no identity", ord, cmpDim)
	}
	strides := make([]int64, rank)
	s := int64(1)
	for d := rank - 1; d >= 0; d-- {
		strides[d] = s
		s *= shape[d]
	}
	abs := func(k int64) float64 {
		if in.t.IsComplex() {
			return exec.Round(re.Kind, cmplxAbs(in.t.Complex(k)))
		}
		return math.Abs(exec.Round(re.Kind, in.f(k)))
	}
	count := exec.NumElements(outShape)
	for o := int64(0); o < count; o++ {
		// base is the offset of matrix o: its index over the kept dims.
		base, rest := int64(0), o
		for i := len(kept) - 1; i >= 0; i-- {
			d := kept[i]
			base += rest % shape[d] * strides[d]
			rest /= shape[d]
		}
		if svd {
			m := newMat(int(shape[d0]), int(shape[d1]))
			for i := 0; i < m.r; i++ {
				for j := 0; j < m.c; j++ {
					k := base + int64(i)*strides[d0] + int64(j)*strides[d1]
					if in.t.IsComplex() {
						m.set(i, j, in.t.Complex(k))
					} else {
						m.set(i, j, complex(exec.Round(re.Kind, in.f(k)), 0))
					}
				}
			}
			sv := singularValues(m)
			switch {
			case nuc:
				setF(out, o, normOf(sv, 1))
			case len(sv) == 0:
				return c.Errorf("linalg.matrix_norm: the %v norm of an empty matrix has no identity", ord)
			default:
				setF(out, o, normOf(sv, math.Copysign(math.Inf(1), ord)))
			}
			continue
		}
		if ord == 0 {
			var a []float64
			for i := int64(0); i < shape[d0]; i++ {
				for j := int64(0); j < shape[d1]; j++ {
					a = append(a, abs(base+i*strides[d0]+j*strides[d1]))
				}
			}
			setF(out, o, normOf(a, 2))
			continue
		}
		sums := make([]float64, shape[cmpDim])
		for j := range sums {
			for i := int64(0); i < shape[sumDim]; i++ {
				sums[j] += abs(base + i*strides[sumDim] + int64(j)*strides[cmpDim])
			}
		}
		setF(out, o, normOf(sums, math.Copysign(math.Inf(1), ord)))
	}
	return nil
}

// batchNormWithUpdate is _batch_norm_with_update: the batch's statistics
// per channel normalize the input and are its saved statistics.
func batchNormWithUpdate(c *exec.Ctx) error {
	a := torch.Aten_BatchNormWithUpdateArgs[int](operandPositions)
	x, err := operandElems(c, a.Input())
	if err != nil {
		return err
	}
	l, _, _, err := channelLayout(c, x.t.Shape, "batch norm")
	if err != nil {
		return err
	}
	weight, bias, err := affineParams(c, a.Weight(), a.Bias(), l.channels)
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, x.t.Shape, "batch norm")
	if err != nil {
		return err
	}
	s := inputStats(x, l, scalarF(c, a.Eps()))
	normalize(out, x, l, s, weight, bias)
	if err := setStats(c, 1, []int64{l.channels}, s); err != nil {
		return err
	}
	_, err = newResult(c, 3, []int64{0})
	return err
}
