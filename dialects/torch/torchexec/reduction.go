package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Reductions fold the elements of operand 0 over some of its dims into
// one element each. Sums, products and means read the elements converted
// to the result's dtype (their optional dtype argument, and the int64
// that integer sums promote to, are stated by the result type), and
// accumulate floats in float64, integers in int64 wrapping at the
// result's width; the other reductions compare or count the elements as
// they are.

// reductionOps are the reductions and the cumulative ops.
var reductionOps = exec.Table{
	// sum(self, *, dtype?): the sum of every element (0 when empty).
	torch.AtenSum.Name: reduceAll[torch.AtenSumArgs[int]](accumulate(sumFold)),
	// sum.dim_IntList(self, dim?, keepdim, *, dtype?): none or [] sums
	// every dim.
	torch.AtenSumDimIntList.Name: reduceDims[torch.AtenSumDimIntListArgs[int]](accumulate(sumFold)),
	// mean(self, *, dtype?) and mean.dim(self, dim?, keepdim, *, dtype?):
	// float dtypes only; an empty mean is NaN (0/0).
	torch.AtenMean.Name:    reduceAll[torch.AtenMeanArgs[int]](accumulate(meanFold)),
	torch.AtenMeanDim.Name: reduceDims[torch.AtenMeanDimArgs[int]](accumulate(meanFold)),
	// prod(self, *, dtype?) and prod.dim_int(self, dim, keepdim, *,
	// dtype?): 1 when empty.
	torch.AtenProd.Name:       reduceAll[torch.AtenProdArgs[int]](accumulate(prodFold)),
	torch.AtenProdDimInt.Name: reduceDims[torch.AtenProdDimIntArgs[int]](accumulate(prodFold)),
	// amax/amin(self, dim=[], keepdim): the extreme value, NaN
	// propagating; [] reduces every dim.
	torch.AtenAmax.Name: reduceDims[torch.AtenAmaxArgs[int]](extreme(true)),
	torch.AtenAmin.Name: reduceDims[torch.AtenAminArgs[int]](extreme(false)),
	// max(self) and min(self): the extreme of the whole tensor.
	torch.AtenMax.Name: reduceAll[torch.AtenMaxArgs[int]](extreme(true)),
	torch.AtenMin.Name: reduceAll[torch.AtenMinArgs[int]](extreme(false)),
	// max.dim/min.dim(self, dim, keepdim) -> (values, indices): the index
	// is the first occurrence of the extreme (of the first NaN, if any).
	torch.AtenMaxDim.Name: reduceDims[torch.AtenMaxDimArgs[int]](extremeWithIndex(true)),
	torch.AtenMinDim.Name: reduceDims[torch.AtenMinDimArgs[int]](extremeWithIndex(false)),
	// argmax/argmin(self, dim?, keepdim): with no dim, the index into
	// the flattened tensor (keepdim then keeps every dim as 1).
	torch.AtenArgmax.Name: reduceDims[torch.AtenArgmaxArgs[int]](argExtreme(true)),
	torch.AtenArgmin.Name: reduceDims[torch.AtenArgminArgs[int]](argExtreme(false)),
	// any/all: whether some/every element is non-zero (an empty any is
	// false, an empty all true); a uint8 input gives a uint8 0/1.
	torch.AtenAny.Name:     reduceAll[torch.AtenAnyArgs[int]](anyAll(false)),
	torch.AtenAnyDim.Name:  reduceDims[torch.AtenAnyDimArgs[int]](anyAll(false)),
	torch.AtenAnyDims.Name: reduceDims[torch.AtenAnyDimsArgs[int]](anyAll(false)),
	torch.AtenAll.Name:     reduceAll[torch.AtenAllArgs[int]](anyAll(true)),
	torch.AtenAllDim.Name:  reduceDims[torch.AtenAllDimArgs[int]](anyAll(true)),
	// var(self, unbiased), var.dim(self, dim?, unbiased, keepdim),
	// var.correction(self, dim?, *, correction?, keepdim): the sum of
	// squared deviations from the mean over max(0, N - correction);
	// unbiased means correction 1, and an absent correction is 1.
	torch.AtenVar.Name: reduceAll[torch.AtenVarArgs[int]](variance(unbiasedAt(pos(torch.AtenVarArgs[int].Unbiased)), false)),
	torch.AtenVarDim.Name: reduceDims[torch.AtenVarDimArgs[int]](
		variance(unbiasedAt(pos(torch.AtenVarDimArgs[int].Unbiased)), false)),
	torch.AtenVarCorrection.Name: reduceDims[torch.AtenVarCorrectionArgs[int]](
		variance(correctionAt(pos(torch.AtenVarCorrectionArgs[int].Correction)), false)),
	// std: the square root of var.
	torch.AtenStd.Name: reduceAll[torch.AtenStdArgs[int]](variance(unbiasedAt(pos(torch.AtenStdArgs[int].Unbiased)), true)),
	torch.AtenStdDim.Name: reduceDims[torch.AtenStdDimArgs[int]](
		variance(unbiasedAt(pos(torch.AtenStdDimArgs[int].Unbiased)), true)),
	torch.AtenStdCorrection.Name: reduceDims[torch.AtenStdCorrectionArgs[int]](
		variance(correctionAt(pos(torch.AtenStdCorrectionArgs[int].Correction)), true)),
	// linalg_vector_norm(self, ord=2, dim?, keepdim, *, dtype?) and
	// norm.ScalarOpt_dim(self, p?, dim, keepdim) (p none is 2):
	// (sum |x|^ord)^(1/ord); ord inf/-inf is max/min |x|, ord 0 counts
	// the non-zeros.
	torch.AtenLinalgVectorNorm.Name: reduceDims[torch.AtenLinalgVectorNormArgs[int]](
		vectorNorm(pos(torch.AtenLinalgVectorNormArgs[int].Ord))),
	torch.AtenNormScalarOptDim.Name: reduceDims[torch.AtenNormScalarOptDimArgs[int]](
		vectorNorm(pos(torch.AtenNormScalarOptDimArgs[int].P))),
	// cumsum/cumprod(self, dim, *, dtype?): the running sum/product along
	// dim (integers and bools run in int64 unless dtype says).
	torch.AtenCumsum.Name:  cumulative[torch.AtenCumsumArgs[int]](false),
	torch.AtenCumprod.Name: cumulative[torch.AtenCumprodArgs[int]](true),
}

// pos is the position of the operand that get, an accessor of a
// generated argument list over positions (torch.AtenVarArgs[int].Unbiased),
// names.
func pos[A ~[]int](get func(A) int) int { return get(A(operandPositions)) }

// elemReader reads a tensor operand's elements as numbers. Unsigned dtypes
// (ui8) are signless at run time, so their signedness comes from the
// operand's torch type.
type elemReader struct {
	t        *exec.Tensor
	unsigned bool
}

// operandElems returns tensor operand i with its signedness.
func operandElems(c *exec.Ctx, i int) (elemReader, error) {
	t, err := c.Tensor(i)
	if err != nil {
		return elemReader{}, err
	}
	return elemReader{t: t, unsigned: isUnsignedDtype(c.ArgType(i))}, nil
}

// isUnsignedDtype reports whether a torch tensor type's dtype is an
// unsigned integer.
func isUnsignedDtype(t ir.Type) bool {
	tt, ok := t.(*torch.TensorType)
	if !ok {
		return false
	}
	it, ok := tt.Dtype.(*ir.IntegerType)
	return ok && it.Signedness == ir.Unsigned
}

func (e elemReader) isFloat() bool { return e.t.IsFloat() }

// f returns element i as a float.
func (e elemReader) f(i int64) float64 {
	if e.unsigned {
		return float64(exec.Unsigned(e.t.Int(i), elemOf(e.t).Width))
	}
	return getF(e.t, i)
}

// i returns element i as an integer (floats truncate).
func (e elemReader) i(i int64) int64 {
	if e.unsigned {
		return int64(exec.Unsigned(e.t.Int(i), elemOf(e.t).Width))
	}
	return getI(e.t, i)
}

// asInt returns element i converted to integer type re (a bool is 0 or
// 1), as an integer.
func (e elemReader) asInt(i int64, re exec.Elem) int64 {
	if re.Width == 1 {
		return oneIfTrue(e.f(i) != 0)
	}
	return exec.Wrap(e.i(i), re.Width)
}

// beats reports whether element a is strictly more extreme than element
// b (greater, or less when !greatest); a NaN beats every number, as
// PyTorch's max and min propagate NaN.
func (e elemReader) beats(a, b int64, greatest bool) bool {
	if e.isFloat() {
		x, y := e.t.Float(a), e.t.Float(b)
		if math.IsNaN(y) {
			return false
		}
		if math.IsNaN(x) {
			return true
		}
		if greatest {
			return x > y
		}
		return x < y
	}
	x, y := e.i(a), e.i(b)
	if greatest {
		return x > y
	}
	return x < y
}

// reducedDims reads operand i, the dims to reduce: an int, a list of
// ints, or none (i < 0 stands for an absent operand). None and the empty
// list reduce every dim. It returns one flag per dim of a tensor of the
// given rank (a rank-0 tensor accepts dim 0 and -1 and has no dims to
// flag).
func reducedDims(c *exec.Ctx, i int, rank int) ([]bool, error) {
	mask := make([]bool, rank)
	var dims []int64
	if i >= 0 && !isNone(c, i) {
		if _, isList := c.Args[i].Ref.(*List); isList {
			l, err := intList(c, i)
			if err != nil {
				return nil, err
			}
			dims = l
		} else {
			dims = []int64{scalarI(c, i)}
		}
	}
	if len(dims) == 0 {
		for d := range mask {
			mask[d] = true
		}
		return mask, nil
	}
	seen := make([]bool, max(rank, 1))
	for _, d := range dims {
		n, err := normDim(c, d, rank)
		if err != nil {
			return nil, err
		}
		if seen[n] {
			return nil, c.Errorf("dim %d appears multiple times in the list of dims", n)
		}
		seen[n] = true
		if rank > 0 {
			mask[n] = true
		}
	}
	return mask, nil
}

// reduction is operand 0 arranged for a reduction: its elements
// regrouped (kept dims outer, reduced dims inner, each in their order)
// so that the n elements folding into output element o are o*n ...
// o*n+n-1, the reduced dims flattened row-major.
type reduction struct {
	in    elemReader
	n     int64   // elements per output element
	count int64   // output elements
	shape []int64 // the result's shape
	// emptyDim is a reduced dim of size 0 (-1 if none): reductions
	// without an identity (max, argmax) reject it.
	emptyDim int
}

// newReduction regroups in for a reduction over the flagged dims.
func newReduction(in elemReader, mask []bool, keepdim bool) *reduction {
	r := &reduction{n: 1, count: 1, shape: []int64{}, emptyDim: -1}
	var kept, reduced []int
	for d, size := range in.t.Shape {
		switch {
		case !mask[d]:
			kept = append(kept, d)
			r.shape = append(r.shape, size)
			r.count *= size
		case keepdim:
			reduced = append(reduced, d)
			r.shape = append(r.shape, 1)
		default:
			reduced = append(reduced, d)
		}
		if mask[d] {
			r.n *= size
			if size == 0 && r.emptyDim < 0 {
				r.emptyDim = d
			}
		}
	}
	r.in = in
	if len(reduced) > 0 && len(kept) > 0 {
		r.in.t = permuted(in.t, append(kept, reduced...))
	}
	return r
}

// reduceFold computes a reduction's results from its regrouped input.
type reduceFold func(c *exec.Ctx, r *reduction) error

// reduceAll is the reduction of every dim of op(self, ...).
func reduceAll[A selfPositions](fold reduceFold) exec.Semantics {
	return reduceAt(A(operandPositions).Self(), -1, -1, fold)
}

// reduceDims is the reduction of op(self, dim, keepdim, ...) over the
// dims its dim operand lists.
func reduceDims[A interface {
	selfPositions
	Dim() int
	Keepdim() int
}](fold reduceFold) exec.Semantics {
	a := A(operandPositions)
	return reduceAt(a.Self(), a.Dim(), a.Keepdim(), fold)
}

// reduceAt returns the semantics of a reduction of tensor operand self
// over the dims operand dimsIdx (-1: every dim) keeping them as size 1
// when the keepdim operand keepIdx (-1: false) says so.
func reduceAt(self, dimsIdx, keepIdx int, fold reduceFold) exec.Semantics {
	return func(c *exec.Ctx) error {
		in, err := operandElems(c, self)
		if err != nil {
			return err
		}
		mask, err := reducedDims(c, dimsIdx, len(in.t.Shape))
		if err != nil {
			return err
		}
		keepdim := keepIdx >= 0 && scalarB(c, keepIdx)
		return fold(c, newReduction(in, mask, keepdim))
	}
}

// accKind is the arithmetic of a sum-like reduction.
type accKind int

const (
	sumFold accKind = iota
	prodFold
	meanFold
)

// accumulate is sum, prod or mean: each element converted to the
// result's dtype first (as the dtype argument asks), then combined in
// float64 or int64.
func accumulate(kind accKind) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		out, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		re := elemOf(out)
		if kind == meanFold && !re.Float && !re.Complex {
			return c.Errorf("mean needs a floating point dtype, not %s (give dtype=)", ir.TypeString(out.Elem))
		}
		for o := int64(0); o < r.count; o++ {
			if re.Complex {
				setC(out, o, r.accumulateC(o, kind, re))
			} else if re.Float {
				setF(out, o, r.accumulateF(o, kind, re))
			} else {
				setI(out, o, r.accumulateI(o, kind, re))
			}
		}
		return nil
	}
}

// accumulateF folds output element o's inputs as floats of kind re.
func (r *reduction) accumulateF(o int64, kind accKind, re exec.Elem) float64 {
	acc := 0.0
	if kind == prodFold {
		acc = 1
	}
	for k := o * r.n; k < (o+1)*r.n; k++ {
		acc = accStep(kind == prodFold, acc, exec.Round(re.Kind, r.in.f(k)))
	}
	if kind == meanFold {
		acc /= float64(r.n)
	}
	return acc
}

// accumulateI folds output element o's inputs as integers of the
// result's width (a bool result counts each element as 0 or 1).
func (r *reduction) accumulateI(o int64, kind accKind, re exec.Elem) int64 {
	acc := int64(0)
	if kind == prodFold {
		acc = 1
	}
	for k := o * r.n; k < (o+1)*r.n; k++ {
		acc = accStepI(kind == prodFold, acc, r.in.asInt(k, re))
	}
	return acc
}

func oneIfTrue(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// best returns the position of output element o's most extreme input
// (the first one, when several are equal).
func (r *reduction) best(o int64, greatest bool) int64 {
	b := o * r.n
	for k := b + 1; k < (o+1)*r.n; k++ {
		if r.in.beats(k, b, greatest) {
			b = k
		}
	}
	return b
}

// checkNonEmpty rejects a reduction without identity over an empty dim.
func (r *reduction) checkNonEmpty(c *exec.Ctx, what string) error {
	if r.emptyDim >= 0 {
		return c.Errorf("%s of an empty dim (dim %d has size 0): the reduction has no identity", what, r.emptyDim)
	}
	return nil
}

// extreme is amax/amin/max/min: the values only.
func extreme(greatest bool) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		if err := r.checkNonEmpty(c, extremeName(greatest)); err != nil {
			return err
		}
		out, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		for o := int64(0); o < r.count; o++ {
			copyElem(out, o, r.in.t, r.best(o, greatest))
		}
		return nil
	}
}

// extremeWithIndex is max.dim/min.dim: the values and their int64
// indices along the dim.
func extremeWithIndex(greatest bool) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		if err := r.checkNonEmpty(c, extremeName(greatest)); err != nil {
			return err
		}
		values, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		indices, err := newResult(c, 1, r.shape)
		if err != nil {
			return err
		}
		for o := int64(0); o < r.count; o++ {
			b := r.best(o, greatest)
			copyElem(values, o, r.in.t, b)
			setI(indices, o, b-o*r.n)
		}
		return nil
	}
}

// argExtreme is argmax/argmin: the int64 index within the reduced dims
// (flattened row-major when they are all of them).
func argExtreme(greatest bool) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		if err := r.checkNonEmpty(c, "arg"+extremeName(greatest)); err != nil {
			return err
		}
		out, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		for o := int64(0); o < r.count; o++ {
			setI(out, o, r.best(o, greatest)-o*r.n)
		}
		return nil
	}
}

func extremeName(greatest bool) string {
	if greatest {
		return "max"
	}
	return "min"
}

// anyAll is any (every=false) or all (every=true).
func anyAll(every bool) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		out, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		for o := int64(0); o < r.count; o++ {
			v := every
			for k := o * r.n; k < (o+1)*r.n; k++ {
				if getB(r.in.t, k) != every {
					v = !every
					break
				}
			}
			setB(out, o, v)
		}
		return nil
	}
}

// correction reads the correction of a var/std: the number subtracted
// from N in the divisor.
type correction func(c *exec.Ctx) float64

// unbiasedAt is a correction given by a bool operand (unbiased: 1).
func unbiasedAt(i int) correction {
	return func(c *exec.Ctx) float64 {
		if isNone(c, i) || scalarB(c, i) {
			return 1
		}
		return 0
	}
}

// correctionAt is a correction given by an optional Scalar operand
// (none: 1).
func correctionAt(i int) correction {
	return func(c *exec.Ctx) float64 {
		if isNone(c, i) {
			return 1
		}
		return scalarF(c, i)
	}
}

// variance is var (or std, its square root), computed in two passes in
// float64: the mean, then the squared deviations.
func variance(corr correction, root bool) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		if !r.in.isFloat() && !r.in.t.IsComplex() {
			return c.Errorf("var and std need a floating point input, not %s", ir.TypeString(r.in.t.Elem))
		}
		out, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		divisor := math.Max(0, float64(r.n)-corr(c))
		if r.in.t.IsComplex() {
			// The squared deviations are |x - mean|², a real result.
			for o := int64(0); o < r.count; o++ {
				setF(out, o, r.complexVariance(o, divisor, root))
			}
			return nil
		}
		for o := int64(0); o < r.count; o++ {
			mean := 0.0
			for k := o * r.n; k < (o+1)*r.n; k++ {
				mean += r.in.f(k)
			}
			mean /= float64(r.n)
			ss := 0.0
			for k := o * r.n; k < (o+1)*r.n; k++ {
				d := r.in.f(k) - mean
				ss += d * d
			}
			v := ss / divisor
			if root {
				v = math.Sqrt(v)
			}
			setF(out, o, v)
		}
		return nil
	}
}

// vectorNorm is linalg_vector_norm and norm.ScalarOpt_dim, with the
// order operand ordIdx (none: 2). The elements are converted to the
// result's dtype first (linalg_vector_norm's dtype argument).
func vectorNorm(ordIdx int) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		if !r.in.isFloat() && !r.in.t.IsComplex() {
			return c.Errorf("vector norm needs a floating point input, not %s", ir.TypeString(r.in.t.Elem))
		}
		ord := 2.0
		if !isNone(c, ordIdx) {
			ord = scalarF(c, ordIdx)
		}
		if (ord < 0 || math.IsInf(ord, 1)) && r.emptyDim >= 0 {
			return c.Errorf("the %v norm of an empty dim (dim %d has size 0) has no identity", ord, r.emptyDim)
		}
		out, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		re := elemOf(out)
		if !re.Float {
			return c.Errorf("vector norm needs a floating point result, not %s", ir.TypeString(out.Elem))
		}
		for o := int64(0); o < r.count; o++ {
			abs := make([]float64, 0, r.n)
			for k := o * r.n; k < (o+1)*r.n; k++ {
				if r.in.t.IsComplex() {
					abs = append(abs, exec.Round(re.Kind, cmplxAbs(r.in.t.Complex(k))))
					continue
				}
				abs = append(abs, math.Abs(exec.Round(re.Kind, r.in.f(k))))
			}
			setF(out, o, normOf(abs, ord))
		}
		return nil
	}
}

// normOf is the ord-norm of absolute values.
func normOf(abs []float64, ord float64) float64 {
	switch {
	case math.IsInf(ord, 0):
		// max (or min) |x|, NaN propagating.
		acc := math.Inf(-int(math.Copysign(1, ord)))
		for _, a := range abs {
			if math.IsNaN(a) {
				return a
			}
			if ord > 0 && a > acc || ord < 0 && a < acc {
				acc = a
			}
		}
		return acc
	case ord == 0:
		n := 0.0
		for _, a := range abs {
			if a != 0 {
				n++
			}
		}
		return n
	case ord == 1:
		s := 0.0
		for _, a := range abs {
			s += a
		}
		return s
	case ord == 2:
		s := 0.0
		for _, a := range abs {
			s += a * a
		}
		return math.Sqrt(s)
	}
	s := 0.0
	for _, a := range abs {
		s += math.Pow(a, ord)
	}
	return math.Pow(s, 1/ord)
}

// laneSplit splits a shape around dim d: outer*size*inner elements, element
// (o, k, i) at (o*size+k)*inner+i. A rank-0 shape is one lane of one.
func laneSplit(shape []int64, d int) (outer, size, inner int64) {
	if len(shape) == 0 {
		return 1, 1, 1
	}
	return exec.NumElements(shape[:d]), shape[d], exec.NumElements(shape[d+1:])
}

// cumulative is cumsum or cumprod along operand 1's dim, each element
// converted to the result's dtype first, the running value kept in
// float64 or int64.
func cumulative[A interface {
	selfPositions
	Dim() int
}](prod bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		in, err := operandElems(c, a.Self())
		if err != nil {
			return err
		}
		d, err := normDim(c, scalarI(c, a.Dim()), len(in.t.Shape))
		if err != nil {
			return err
		}
		out, err := newResult(c, 0, in.t.Shape)
		if err != nil {
			return err
		}
		outer, size, inner := laneSplit(in.t.Shape, d)
		for o := int64(0); o < outer; o++ {
			for i := int64(0); i < inner; i++ {
				cumulateLane(out, in, o*size*inner+i, inner, size, prod)
			}
		}
		return nil
	}
}

// cumulateLane runs along the size elements start, start+stride, ...
func cumulateLane(out *exec.Tensor, in elemReader, start, stride, size int64, prod bool) {
	re := elemOf(out)
	accF, accI := 0.0, int64(0)
	if prod {
		accF, accI = 1, 1
	}
	accC := complex(accF, 0)
	for p := start; p < start+size*stride; p += stride {
		if re.Complex {
			x := exec.RoundComplex(re.Kind, getC(in.t, p))
			if prod {
				accC *= x
			} else {
				accC += x
			}
			setC(out, p, accC)
		} else if re.Float {
			accF = accStep(prod, accF, exec.Round(re.Kind, in.f(p)))
			setF(out, p, accF)
		} else {
			accI = accStepI(prod, accI, in.asInt(p, re))
			setI(out, p, accI)
		}
	}
}

func accStep(prod bool, acc, x float64) float64 {
	if prod {
		return acc * x
	}
	return acc + x
}

func accStepI(prod bool, acc, x int64) int64 {
	if prod {
		return acc * x
	}
	return acc + x
}
