package torchexec

import (
	"math"
	"math/cmplx"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// miscOps: indexing and miscellaneous composites (index_add/copy/fill,
// put, the masked index ops, rad2deg/deg2rad, trace, linalg_vecdot).
var miscOps = exec.Table{
	// index_add(self, dim, index, source, alpha): self with
	// out[..., index[k], ...] += alpha * source[..., k, ...] along dim
	// (indices in [0, size); on bools, or).
	torch.AtenIndexAdd.Name: indexAlong(indexAdd, torch.AtenIndexAddArgs[int].Source, pos(torch.AtenIndexAddArgs[int].Alpha)),
	// index_copy(self, dim, index, source): self with
	// out[..., index[k], ...] = source[..., k, ...] along dim.
	torch.AtenIndexCopy.Name: indexAlong(indexCopy, torch.AtenIndexCopyArgs[int].Source, -1),
	// index_fill(self, dim, index, value): self with the slices index[k]
	// along dim set to value (a scalar, or a 0-d tensor); negative
	// indices count from the end.
	torch.AtenIndexFillIntScalar.Name: indexAlong(indexFill, torch.AtenIndexFillIntScalarArgs[int].Value, -1),
	torch.AtenIndexFillIntTensor.Name: indexAlong(indexFill, torch.AtenIndexFillIntTensorArgs[int].Value, -1),
	// put(self, index, source, accumulate): self flattened with
	// out[index[k]] = source[k] (+= when accumulate), reshaped back;
	// negative indices count from the end.
	torch.AtenPut.Name: putOp,
	// _unsafe_masked_index(self, mask, indices, fill):
	// index(self, indices clamped to [0, size)) where mask, else fill.
	torch.Aten_UnsafeMaskedIndex.Name: unsafeMaskedIndex,
	// _unsafe_masked_index_put_accumulate(self, mask, indices, values):
	// index_put(self, indices clamped to [-size, size), where(mask,
	// values, 0), accumulate=True).
	torch.Aten_UnsafeMaskedIndexPutAccumulate.Name: unsafeMaskedIndexPut,
	// rad2deg(self) = self * 180/pi; deg2rad(self) = self * pi/180
	// (integers promote to the default float dtype).
	torch.AtenRad2deg.Name: unaryFloat[torch.AtenRad2degArgs[int]](func(x float64) float64 { return x * (180 / math.Pi) }),
	torch.AtenDeg2rad.Name: unaryFloat[torch.AtenDeg2radArgs[int]](func(x float64) float64 { return x * (math.Pi / 180) }),
	// trace(self): the sum of a matrix's diagonal (integers sum in int64).
	torch.AtenTrace.Name: traceOp,
	// linalg_vecdot(x, y, dim) = sum(x * y, dim) with broadcasting
	// (real dtypes: no conjugate).
	torch.AtenLinalgVecdot.Name: vecdotOp,
	// isreal(self): true for every element of a real tensor (complex
	// tensors: complex.go's kernel, imag == 0).
	torch.AtenIsreal.Name: predicateOp[torch.AtenIsrealArgs[int]](func(float64) bool { return true }, func(int64) bool { return true }),
	// kthvalue(self, k, dim, keepdim) -> (values, indices): the k-th
	// smallest element of each line along dim (1-based; NaN is greatest)
	// and its index: among equal elements, the one ATen's quickselect
	// (median-of-three Hoare partitions) leaves at k-1.
	torch.AtenKthvalue.Name: lineSelectDims[torch.AtenKthvalueArgs[int]](func(c *exec.Ctx, float bool, line []lineElem) (int, error) {
		k := scalarI(c, pos(torch.AtenKthvalueArgs[int].K))
		if k < 1 || k > int64(len(line)) {
			return 0, c.Errorf("kthvalue(): selected number k out of range for dimension")
		}
		quickSelect(line, int(k-1), float)
		return int(k - 1), nil
	}),
	// median.dim(self, dim, keepdim) -> (values, indices): the lower
	// median ((n-1)/2-th smallest) of each line, or its first NaN.
	torch.AtenMedianDim.Name: lineSelectDims[torch.AtenMedianDimArgs[int]](medianOf(false)),
	// median(self): median.dim of the flattened tensor, values only.
	torch.AtenMedian.Name: lineSelectAll[torch.AtenMedianArgs[int]](medianOf(false)),
	// nanmedian(.dim): the lower median of the non-NaN elements (NaN when
	// all are).
	torch.AtenNanmedianDim.Name: lineSelectDims[torch.AtenNanmedianDimArgs[int]](medianOf(true)),
	torch.AtenNanmedian.Name:    lineSelectAll[torch.AtenNanmedianArgs[int]](medianOf(true)),
	// linalg_multi_dot(tensors): the chain's matrix product (1-d ends as
	// a row and a column).
	torch.AtenLinalgMultiDot.Name: multiDotOp,
	// block_diag(tensors): the operands along a zero matrix's diagonal.
	torch.AtenBlockDiag.Name: blockDiagOp,
	// cartesian_prod(tensors): the rows of the 1-d operands' product.
	torch.AtenCartesianProd.Name: cartesianProdOp,
	// linspace/logspace with tensor endpoints: the scalar forms on their
	// elements.
	torch.AtenLinspaceTensorTensor.Name: spaceOp[torch.AtenLinspaceTensorTensorArgs[int]](nil),
	torch.AtenLinspaceTensorScalar.Name: spaceOp[torch.AtenLinspaceTensorScalarArgs[int]](nil),
	torch.AtenLinspaceScalarTensor.Name: spaceOp[torch.AtenLinspaceScalarTensorArgs[int]](nil),
	torch.AtenLogspaceTensorTensor.Name: spaceOp(torch.AtenLogspaceTensorTensorArgs[int].Base),
	torch.AtenLogspaceTensorScalar.Name: spaceOp(torch.AtenLogspaceTensorScalarArgs[int].Base),
	torch.AtenLogspaceScalarTensor.Name: spaceOp(torch.AtenLogspaceScalarTensorArgs[int].Base),
	// linalg_vander(x, N): the powers x^0 ... x^(N-1) as a last dim.
	torch.AtenLinalgVander.Name: vanderOp,
	// mode(self, dim, keepdim) -> (values, indices): the most frequent
	// value of each line (the smallest among equally frequent ones) and,
	// as ATen's CPU kernel scanning the sorted line, the index of its last
	// element in sorted order (std::sort is an insertion sort, so stable,
	// on lines of up to 16 elements).
	torch.AtenMode.Name: lineSelectDims[torch.AtenModeArgs[int]](modeOf),
	// native_batch_norm(input, weight?, bias?, running_mean?, running_var?,
	// training, momentum, eps) -> (out, save_mean, save_invstd): the
	// batch's per-channel statistics in training (their in-place update of
	// the running statistics cannot show on value tensors), the running
	// ones and empty saved statistics in inference.
	torch.AtenNativeBatchNorm.Name: batchNorm[torch.AtenNativeBatchNormArgs[int]](3),
}

// lineElem is one element of a line along a dim: its value (as a float
// or an integer) and its index along the dim.
type lineElem struct {
	f   float64
	i   int64
	idx int64
}

// linePick reorders a line as it likes and returns the position of the
// element an op selects.
type linePick func(c *exec.Ctx, float bool, line []lineElem) (int, error)

// lineSelectAll is lineSelect of op(self, ...) over the flattened tensor.
func lineSelectAll[A selfPositions](pick linePick) exec.Semantics {
	return lineSelect(A(operandPositions).Self(), -1, -1, pick)
}

// lineSelectDims is lineSelect of op(self, ..., dim, keepdim).
func lineSelectDims[A interface {
	selfPositions
	Dim() int
	Keepdim() int
}](pick linePick) exec.Semantics {
	a := A(operandPositions)
	return lineSelect(a.Self(), a.Keepdim(), a.Dim(), pick)
}

// lineSelect runs an op that picks one element of each line of operand
// self along a dim (operand dimAt, -1: the flattened tensor, with one
// result) with keepdim operand keepAt: pick reorders the line as it likes
// and returns the position of the element.
func lineSelect(self, keepAt, dimAt int, pick linePick) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(self)
		if err != nil {
			return err
		}
		shape := atLeast1d(t.Shape)
		d := 0
		if dimAt >= 0 {
			if d, err = dimOf(c, dimAt, len(t.Shape)); err != nil {
				return err
			}
		} else {
			shape = []int64{t.Len()}
		}
		if shape[d] == 0 {
			return c.Errorf("cannot select from an empty dimension %d", d)
		}
		var oshape []int64
		if dimAt >= 0 {
			oshape = slices.Clone(t.Shape)
			if keepAt >= 0 && scalarB(c, keepAt) {
				if len(oshape) > 0 {
					oshape[d] = 1
				}
			} else if len(oshape) > 0 {
				oshape = slices.Delete(oshape, d, d+1)
			}
		}
		values, err := newResult(c, 0, oshape)
		if err != nil {
			return err
		}
		var indices *exec.Tensor
		if c.Op.NumResults() > 1 {
			if indices, err = newResult(c, 1, oshape); err != nil {
				return err
			}
		}
		st := exec.Strides(shape)
		n, inner := shape[d], st[d]
		line := make([]lineElem, n)
		for o := int64(0); o < values.Len(); o++ {
			base := o/inner*inner*n + o%inner
			for j := int64(0); j < n; j++ {
				at := base + j*inner
				line[j] = lineElem{idx: j}
				if t.IsFloat() {
					line[j].f = getF(t, at)
				} else {
					line[j].i = getI(t, at)
				}
			}
			k, err := pick(c, t.IsFloat(), line)
			if err != nil {
				return err
			}
			copyElem(values, o, t, base+line[k].idx*inner)
			if indices != nil {
				setI(indices, o, line[k].idx)
			}
		}
		return nil
	}
}

// medianOf picks the lower median of a sorted line: with NaNs, the first
// NaN (median) or the median of the others (nanmedian; the first NaN
// when all are).
func medianOf(skipNaN bool) func(c *exec.Ctx, float bool, line []lineElem) (int, error) {
	return func(_ *exec.Ctx, float bool, line []lineElem) (int, error) {
		sortLine(line, float)
		n := len(line)
		for n > 0 && math.IsNaN(line[n-1].f) {
			n--
		}
		switch {
		case n == len(line):
			return (n - 1) / 2, nil
		case !skipNaN || n == 0:
			return n, nil
		}
		return (n - 1) / 2, nil
	}
}

func traceOp(c *exec.Ctx) error {
	a := torch.AtenTraceArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if len(t.Shape) != 2 {
		return c.Errorf("trace: expected a matrix, but got tensor with dim %d", len(t.Shape))
	}
	out, err := newResult(c, 0, nil)
	if err != nil {
		return err
	}
	n := min(t.Shape[0], t.Shape[1])
	var f float64
	var i int64
	var z complex128
	for k := int64(0); k < n; k++ {
		o := k*t.Shape[1] + k
		if t.IsComplex() {
			z += getC(t, o)
		} else if t.IsFloat() {
			f += getF(t, o)
		} else {
			i += getI(t, o)
		}
	}
	switch {
	case t.IsComplex():
		setC(out, 0, z)
	case t.IsFloat():
		setF(out, 0, f)
	default:
		setI(out, 0, i)
	}
	return nil
}

func vecdotOp(c *exec.Ctx) error {
	a := torch.AtenLinalgVecdotArgs[int](operandPositions)
	x, err := c.Tensor(a.X())
	if err != nil {
		return err
	}
	y, err := c.Tensor(a.Y())
	if err != nil {
		return err
	}
	if x.Elem != y.Elem {
		return c.Errorf("linalg.vecdot: Expected x and y to have the same dtype, but found x of type %s and y of type %s instead", x.Elem, y.Elem)
	}
	shape, ok := broadcastShapes(x.Shape, y.Shape)
	if !ok || len(shape) == 0 {
		return c.Errorf("linalg.vecdot: shapes %v and %v do not broadcast to a tensor of at least one dim", x.Shape, y.Shape)
	}
	d, err := dimOf(c, a.Dim(), len(shape))
	if err != nil {
		return err
	}
	oshape := slices.Delete(slices.Clone(shape), d, d+1)
	out, err := newResult(c, 0, oshape)
	if err != nil {
		return err
	}
	xs, ys := broadcastStrides(x.Shape, shape), broadcastStrides(y.Shape, shape)
	st := exec.Strides(shape)
	sums := make([]float64, out.Len())
	isums := make([]int64, out.Len())
	csums := make([]complex128, out.Len())
	forEach(shape, [][]int64{xs, ys}, func(o int64, pos []int64) {
		// The output position drops dim d of o's index.
		r := o/(st[d]*shape[d])*st[d] + o%st[d]
		if x.IsComplex() {
			// vecdot conjugates x: sum(conj(x) * y).
			csums[r] += cmplx.Conj(getC(x, pos[0])) * getC(y, pos[1])
		} else if x.IsFloat() {
			sums[r] += getF(x, pos[0]) * getF(y, pos[1])
		} else {
			isums[r] += getI(x, pos[0]) * getI(y, pos[1])
		}
	})
	for r := range sums {
		if x.IsComplex() {
			setC(out, int64(r), csums[r])
		} else if x.IsFloat() {
			setF(out, int64(r), sums[r])
		} else {
			setI(out, int64(r), isums[r])
		}
	}
	return nil
}

// gtOrNaN is ATen's order for selection: a > b, NaN greatest.
func gtOrNaN(a, b lineElem, float bool) bool {
	if !float {
		return a.i > b.i
	}
	return math.IsNaN(a.f) && !math.IsNaN(b.f) || a.f > b.f
}

// sortLine sorts a line ascending, stably, NaN greatest.
func sortLine(line []lineElem, float bool) {
	slices.SortStableFunc(line, func(a, b lineElem) int {
		switch {
		case gtOrNaN(a, b, float):
			return 1
		case gtOrNaN(b, a, float):
			return -1
		}
		return 0
	})
}

// quickSelect is ATen's quick_select_template (SortingUtils.h): it
// partitions line so that element k is the k-th smallest, and which of
// equal elements lands there follows its swaps.
func quickSelect(arr []lineElem, k int, float bool) {
	gt := func(a, b lineElem) bool { return gtOrNaN(a, b, float) }
	swap := func(i, j int) { arr[i], arr[j] = arr[j], arr[i] }
	l, r := 0, len(arr)-1
	for {
		if r <= l {
			return
		}
		if r == l+1 {
			if gt(arr[l], arr[r]) {
				swap(l, r)
			}
			return
		}
		p := l + (r-l)/2
		swap(p, l+1)
		if gt(arr[l+1], arr[r]) {
			swap(l+1, r)
		}
		if gt(arr[l], arr[r]) {
			swap(l, r)
		}
		if gt(arr[l+1], arr[l]) {
			swap(l+1, l)
		}
		i, j := l+1, r
		piv := arr[l]
		for {
			for i++; gt(piv, arr[i]); i++ {
			}
			for j--; gt(arr[j], piv); j-- {
			}
			if j < i {
				break
			}
			swap(i, j)
		}
		swap(l, j)
		if j <= k {
			l = i
		}
		if j >= k {
			r = j - 1
		}
	}
}

// multiDotOp is linalg_multi_dot(tensors): the matrix product of the
// chain, a 1-d first operand read as a row and a 1-d last one as a
// column (their dims dropped from the result); integers wrap.
func multiDotOp(c *exec.Ctx) error {
	ts, err := tensorList(c, pos(torch.AtenLinalgMultiDotArgs[int].Tensors))
	if err != nil {
		return err
	}
	if len(ts) < 2 {
		return c.Errorf("multi_dot(): expected at least 2 tensors but got %d", len(ts))
	}
	type mat struct {
		r, k int64
		f    []float64
		i    []int64
		c    []complex128
	}
	float, cplx := ts[0].IsFloat(), ts[0].IsComplex()
	mats := make([]mat, len(ts))
	for n, t := range ts {
		var r, k int64
		switch {
		case len(t.Shape) == 2:
			r, k = t.Shape[0], t.Shape[1]
		case len(t.Shape) == 1 && n == 0:
			r, k = 1, t.Shape[0]
		case len(t.Shape) == 1 && n == len(ts)-1:
			r, k = t.Shape[0], 1
		default:
			return c.Errorf("multi_dot(): tensor %d must be 2D but got %dD", n, len(t.Shape))
		}
		if t.Elem != ts[0].Elem {
			return c.Errorf("multi_dot(): all tensors must have the same dtype")
		}
		m := mat{r: r, k: k, f: make([]float64, t.Len()), i: make([]int64, t.Len()), c: make([]complex128, t.Len())}
		for j := range m.f {
			if cplx {
				m.c[j] = getC(t, int64(j))
			} else if float {
				m.f[j] = getF(t, int64(j))
			} else {
				m.i[j] = getI(t, int64(j))
			}
		}
		if n > 0 && mats[n-1].k != r {
			return c.Errorf("multi_dot(): tensors %d and %d with shapes %v and %v cannot be multiplied", n-1, n, ts[n-1].Shape, t.Shape)
		}
		mats[n] = m
	}
	acc := mats[0]
	for _, m := range mats[1:] {
		p := mat{r: acc.r, k: m.k, f: make([]float64, acc.r*m.k), i: make([]int64, acc.r*m.k), c: make([]complex128, acc.r*m.k)}
		for a := int64(0); a < acc.r; a++ {
			for b := int64(0); b < m.k; b++ {
				var sf float64
				var si int64
				var sc complex128
				for j := int64(0); j < acc.k; j++ {
					sf += acc.f[a*acc.k+j] * m.f[j*m.k+b]
					si += acc.i[a*acc.k+j] * m.i[j*m.k+b]
					sc += acc.c[a*acc.k+j] * m.c[j*m.k+b]
				}
				p.f[a*m.k+b], p.i[a*m.k+b], p.c[a*m.k+b] = sf, si, sc
			}
		}
		acc = p
	}
	var shape []int64
	if len(ts[0].Shape) == 2 {
		shape = append(shape, acc.r)
	}
	if len(ts[len(ts)-1].Shape) == 2 {
		shape = append(shape, acc.k)
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	for j := int64(0); j < out.Len(); j++ {
		if cplx {
			setC(out, j, acc.c[j])
		} else if float {
			setF(out, j, acc.f[j])
		} else {
			setI(out, j, acc.i[j])
		}
	}
	return nil
}

// blockDiagOp is block_diag(tensors): the operands (0-d as [1, 1], 1-d
// as a row) placed along the diagonal of a zero matrix of the promoted
// dtype.
func blockDiagOp(c *exec.Ctx) error {
	ts, err := tensorList(c, pos(torch.AtenBlockDiagArgs[int].Tensors))
	if err != nil {
		return err
	}
	var rows, cols int64
	dims := make([][2]int64, len(ts))
	for n, t := range ts {
		switch len(t.Shape) {
		case 0:
			dims[n] = [2]int64{1, 1}
		case 1:
			dims[n] = [2]int64{1, t.Shape[0]}
		case 2:
			dims[n] = [2]int64{t.Shape[0], t.Shape[1]}
		default:
			return c.Errorf("torch.block_diag: Input tensors must have 2 or fewer dimensions. Input %d has %d dimensions", n, len(t.Shape))
		}
		rows += dims[n][0]
		cols += dims[n][1]
	}
	out, err := newResult(c, 0, []int64{rows, cols})
	if err != nil {
		return err
	}
	var r0, c0 int64
	for n, t := range ts {
		conv := convert(t, out.Elem)
		for a := int64(0); a < dims[n][0]; a++ {
			for b := int64(0); b < dims[n][1]; b++ {
				copyElem(out, (r0+a)*cols+c0+b, conv, a*dims[n][1]+b)
			}
		}
		r0 += dims[n][0]
		c0 += dims[n][1]
	}
	return nil
}

// cartesianProdOp is cartesian_prod(tensors): the 1-d operands' product
// in row-major order, one row [a, b, ...] per combination (one operand:
// itself).
func cartesianProdOp(c *exec.Ctx) error {
	ts, err := tensorList(c, pos(torch.AtenCartesianProdArgs[int].Tensors))
	if err != nil {
		return err
	}
	if len(ts) == 0 {
		return c.Errorf("cartesian_prod expects at least one tensor")
	}
	sizes := make([]int64, len(ts))
	for n, t := range ts {
		if len(t.Shape) != 1 {
			return c.Errorf("Expect a 1D vector, but got shape %v", t.Shape)
		}
		if t.Elem != ts[0].Elem {
			return c.Errorf("meshgrid expects all tensors to have the same dtype")
		}
		sizes[n] = t.Shape[0]
	}
	if len(ts) == 1 {
		out, err := newResult(c, 0, ts[0].Shape)
		if err != nil {
			return err
		}
		for j := int64(0); j < out.Len(); j++ {
			copyElem(out, j, ts[0], j)
		}
		return nil
	}
	k := int64(len(ts))
	out, err := newResult(c, 0, []int64{exec.NumElements(sizes), k})
	if err != nil {
		return err
	}
	return eachIndex(sizes, func(o int64, idx []int64) error {
		for n, t := range ts {
			copyElem(out, o*k+int64(n), t, idx[n])
		}
		return nil
	})
}

// spaceOp is linspace/logspace(start, end, steps[, base], ...) with start
// and end scalars or 0-d tensors, as ATen's CPU kernels: the endpoints in
// the result dtype, step = (end - start) / (steps - 1) (in double for
// integer results), the first half start + step*i and the second half
// end - step*(steps - 1 - i) so that both ends are exact; logspace raises
// base to those. A is the op's argument list, base logspace's base (nil:
// linspace).
func spaceOp[A interface {
	~[]int
	Start() int
	End() int
	Steps() int
}](base func(A) int) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		read := func(i int) float64 {
			if t := c.Args[i].Tensor(); t != nil {
				if t.IsFloat() {
					return getF(t, 0)
				}
				return float64(getI(t, 0))
			}
			return scalarF(c, i)
		}
		for _, i := range []int{a.Start(), a.End()} {
			if t := c.Args[i].Tensor(); t != nil && len(t.Shape) != 0 {
				return c.Errorf("linspace only supports 0-dimensional start and end tensors, but got tensors with %d dimension(s)", len(t.Shape))
			}
		}
		steps := scalarI(c, a.Steps())
		if steps < 0 {
			return c.Errorf("number of steps must be non-negative")
		}
		out, err := newResult(c, 0, []int64{steps})
		if err != nil {
			return err
		}
		b := 10.0
		if base != nil {
			b = scalarF(c, base(a))
		}
		start, end := read(a.Start()), read(a.End())
		float := out.IsFloat()
		if float {
			k := elemOf(out).Kind
			start, end = exec.Round(k, start), exec.Round(k, end)
		} else {
			start, end = math.Trunc(start), math.Trunc(end)
		}
		if steps == 1 {
			v := start
			if base != nil {
				v = math.Pow(b, start)
			}
			setF(out, 0, v)
			return nil
		}
		step := (end - start) / float64(steps-1)
		if float {
			step = exec.Round(elemOf(out).Kind, step)
		}
		half := steps / 2
		for i := int64(0); i < steps; i++ {
			var v float64
			if i < half {
				v = start + step*float64(i)
			} else {
				v = end - step*float64(steps-1-i)
			}
			if base != nil {
				v = math.Pow(b, v)
			}
			setF(out, i, v)
		}
		return nil
	}
}

// vanderOp is linalg_vander(x, N): out[..., i, j] = x[..., i]^j for j < N
// (N: x's last size when none), as ATen computes it: the cumulative
// product of [1, x, x, ...] in the result dtype (integers in int64); a
// 0-d x is read as [1].
func vanderOp(c *exec.Ctx) error {
	a := torch.AtenLinalgVanderArgs[int](operandPositions)
	x, err := c.Tensor(a.X())
	if err != nil {
		return err
	}
	shape := atLeast1d(x.Shape)
	n := optInt(c, a.N(), shape[len(shape)-1])
	if n <= 1 {
		return c.Errorf("N must be greater than 1.")
	}
	out, err := newResult(c, 0, append(slices.Clone(shape), n))
	if err != nil {
		return err
	}
	for i := int64(0); i < x.Len(); i++ {
		for j := int64(0); j < n; j++ {
			o := i*n + j
			switch {
			case j == 0:
				setI(out, o, 1)
			case out.IsComplex():
				setC(out, o, getC(out, o-1)*getC(x, i))
			case out.IsFloat():
				setF(out, o, getF(out, o-1)*getF(x, i))
			default:
				setI(out, o, getI(out, o-1)*getI(x, i))
			}
		}
	}
	return nil
}

func modeOf(_ *exec.Ctx, float bool, line []lineElem) (int, error) {
	sortLine(line, float)
	best, bestFreq, freq := 0, 0, 0
	for i := range line {
		freq++
		if i == len(line)-1 || gtOrNaN(line[i+1], line[i], float) || gtOrNaN(line[i], line[i+1], float) {
			if freq > bestFreq {
				best, bestFreq = i, freq
			}
			freq = 0
		}
	}
	return best, nil
}
