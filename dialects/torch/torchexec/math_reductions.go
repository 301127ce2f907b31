package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Reductions and scans of the composite ops: logsumexp, index_reduce,
// the var/std_mean statistics, aminmax, count_nonzero, nansum and nanmean,
// cummax/cummin, logcumsumexp and _safe_softmax.

func logSumExp(c *exec.Ctx, r *reduction) error {
	if r.in.t.IsComplex() {
		return logSumExpComplex(c, r) // nn_extra_complex.go
	}
	out, err := floatResult(c, 0, r.shape, "logsumexp")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	for o := int64(0); o < r.count; o++ {
		m := math.Inf(-1)
		for k := o * r.n; k < (o+1)*r.n; k++ {
			if v := exec.Round(kind, r.in.f(k)); v > m || math.IsNaN(v) {
				m = v
			}
		}
		if math.IsInf(m, 0) {
			m = 0
		}
		sum := 0.0
		for k := o * r.n; k < (o+1)*r.n; k++ {
			sum += math.Exp(exec.Round(kind, r.in.f(k)) - m)
		}
		setF(out, o, math.Log(sum)+m)
	}
	return nil
}

func indexReduce(c *exec.Ctx) error {
	a := torch.AtenIndexReduceArgs[int](operandPositions)
	self, err := operandElems(c, a.Self())
	if err != nil {
		return err
	}
	index, err := indexTensor(c, a.Index())
	if err != nil {
		return err
	}
	src, err := operandElems(c, a.Source())
	if err != nil {
		return err
	}
	reduce, _ := c.Args[a.Reduce()].Ref.(string)
	r, ok := scatterReductions[reduce]
	if !ok || reduce == "sum" {
		return c.Errorf("index_reduce(): Expected reduce to be one of prod, mean, amax or amin, got %q", reduce)
	}
	includeSelf := scalarB(c, a.IncludeSelf())
	shape, sshape := atLeast1d(self.t.Shape), atLeast1d(src.t.Shape)
	d, err := normDim(c, scalarI(c, a.Dim()), len(self.t.Shape))
	if err != nil {
		return err
	}
	if len(index.Shape) > 1 || len(shape) != len(sshape) || index.Len() != sshape[d] {
		return c.Errorf("index_reduce(): index %v must be 1-d with one entry per slice of source %v along dim %d", index.Shape, src.t.Shape, d)
	}
	for k := range shape {
		if k != d && shape[k] != sshape[k] {
			return c.Errorf("index_reduce(): self %v and source %v must agree off dim %d", self.t.Shape, src.t.Shape, d)
		}
	}
	out, err := newResult(c, 0, self.t.Shape)
	if err != nil {
		return err
	}
	isF := out.IsFloat()
	// Values as float64 or int64 (unsigned read as such), combined, then
	// stored with the dtype's rounding or wrapping.
	fv, iv := make([]float64, out.Len()), make([]int64, out.Len())
	count := make([]int64, out.Len())
	for k := range fv {
		fv[k], iv[k] = self.f(int64(k)), self.i(int64(k))
		if includeSelf {
			count[k] = 1
		}
	}
	st := exec.Strides(shape)
	err = eachIndex(sshape, func(o int64, idx []int64) error {
		t, err := indexIn(c, getI(index, idx[d]), shape[d], d, false)
		if err != nil {
			return err
		}
		dst := exec.Linear(shape, idx) + (t-idx[d])*st[d]
		vf, vi := src.f(o), src.i(o)
		if count[dst] == 0 {
			fv[dst], iv[dst] = vf, vi
		} else {
			fv[dst], iv[dst] = r.f(fv[dst], vf), r.i(iv[dst], vi)
		}
		count[dst]++
		return nil
	})
	if err != nil {
		return err
	}
	for k, n := range count {
		if reduce == "mean" && n > 1 {
			fv[k] /= float64(n)
			iv[k], _ = floorDiv(iv[k], n)
		}
		if isF {
			setF(out, int64(k), fv[k])
		} else {
			setI(out, int64(k), iv[k])
		}
	}
	return nil
}

// statsAndMean is var_mean (std_mean when root): the variance fold's
// result 0 and the mean as result 1.
func statsAndMean(corr correction, root bool) reduceFold {
	v := variance(corr, root)
	return func(c *exec.Ctx, r *reduction) error {
		if err := v(c, r); err != nil {
			return err
		}
		out, err := newResult(c, 1, r.shape)
		if err != nil {
			return err
		}
		for o := int64(0); o < r.count; o++ {
			if r.in.t.IsComplex() {
				setC(out, o, r.accumulateC(o, meanFold, elemOf(out)))
				continue
			}
			mean := 0.0
			for k := o * r.n; k < (o+1)*r.n; k++ {
				mean += r.in.f(k)
			}
			setF(out, o, mean/float64(r.n))
		}
		return nil
	}
}

func aminmax(c *exec.Ctx, r *reduction) error {
	if err := r.checkNonEmpty(c, "aminmax"); err != nil {
		return err
	}
	lo, err := newResult(c, 0, r.shape)
	if err != nil {
		return err
	}
	hi, err := newResult(c, 1, r.shape)
	if err != nil {
		return err
	}
	for o := int64(0); o < r.count; o++ {
		copyElem(lo, o, r.in.t, r.best(o, false))
		copyElem(hi, o, r.in.t, r.best(o, true))
	}
	return nil
}

func countNonzero(c *exec.Ctx, r *reduction) error {
	out, err := newResult(c, 0, r.shape)
	if err != nil {
		return err
	}
	for o := int64(0); o < r.count; o++ {
		n := int64(0)
		for k := o * r.n; k < (o+1)*r.n; k++ {
			if r.in.t.IsComplex() && r.in.t.Complex(k) != 0 || !r.in.t.IsComplex() && r.in.f(k) != 0 {
				n++
			}
		}
		setI(out, o, n)
	}
	return nil
}

// nanReduce is nansum (nanmean when mean): NaN elements left out.
func nanReduce(mean bool) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		out, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		re := elemOf(out)
		if mean && !re.Float {
			return c.Errorf("nanmean(): expected input to have floating point dtype but got %s", ir.TypeString(out.Elem))
		}
		for o := int64(0); o < r.count; o++ {
			if !re.Float {
				acc := int64(0)
				for k := o * r.n; k < (o+1)*r.n; k++ {
					acc += r.in.asInt(k, re)
				}
				setI(out, o, acc)
				continue
			}
			acc, n := 0.0, 0
			for k := o * r.n; k < (o+1)*r.n; k++ {
				if v := exec.Round(re.Kind, r.in.f(k)); !math.IsNaN(v) {
					acc += v
					n++
				}
			}
			if mean {
				acc /= float64(n)
			}
			setF(out, o, acc)
		}
		return nil
	}
}

// lanes calls f for each lane of shape along dim d with the position
// of its k-th element.
func lanes(shape []int64, d int, f func(size int64, at func(k int64) int64)) {
	outer, size, inner := laneSplit(shape, d)
	for o := int64(0); o < outer; o++ {
		for i := int64(0); i < inner; i++ {
			f(size, func(k int64) int64 { return (o*size+k)*inner + i })
		}
	}
}

// cumExtreme is cummax (greatest) or cummin, A its argument list.
func cumExtreme[A selfDimPositions](greatest bool) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		in, err := operandElems(c, a.Self())
		if err != nil {
			return err
		}
		d, err := normDim(c, scalarI(c, a.Dim()), len(in.t.Shape))
		if err != nil {
			return err
		}
		vals, err := newResult(c, 0, in.t.Shape)
		if err != nil {
			return err
		}
		idx, err := newResult(c, 1, in.t.Shape)
		if err != nil {
			return err
		}
		lanes(in.t.Shape, d, func(size int64, at func(int64) int64) {
			best := int64(0)
			for k := int64(0); k < size; k++ {
				p, b := at(k), at(best)
				var take bool
				if in.isFloat() {
					x, y := in.f(p), in.f(b)
					take = math.IsNaN(x) || !math.IsNaN(y) && (greatest && x >= y || !greatest && x <= y)
				} else {
					x, y := in.i(p), in.i(b)
					take = greatest && x >= y || !greatest && x <= y
				}
				if take {
					best = k
				}
				copyElem(vals, p, in.t, at(best))
				setI(idx, p, best)
			}
		})
		return nil
	}
}

// logCumSumExp is logcumsumexp, A its argument list.
func logCumSumExp[A selfDimPositions](c *exec.Ctx) error {
	a := A(operandPositions)
	in, err := operandElems(c, a.Self())
	if err != nil {
		return err
	}
	d, err := normDim(c, scalarI(c, a.Dim()), len(in.t.Shape))
	if err != nil {
		return err
	}
	if in.t.IsComplex() {
		return logCumSumExpComplex(c, in.t, d) // nn_extra_complex.go
	}
	out, err := floatResult(c, 0, in.t.Shape, "logcumsumexp")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	lanes(in.t.Shape, d, func(size int64, at func(int64) int64) {
		acc := math.Inf(-1)
		for k := int64(0); k < size; k++ {
			acc = exec.Round(kind, logAddExpAcc(acc, exec.Round(kind, in.f(at(k)))))
			setF(out, at(k), acc)
		}
	})
	return nil
}

// logAddExpAcc is logcumsumexp's step: log(exp(x) + exp(y)), y NaN
// propagating, x when both are the same infinity.
func logAddExpAcc(x, y float64) float64 {
	lo, hi := math.Min(x, y), math.Max(x, y)
	if math.IsNaN(y) {
		lo, hi = y, y
	}
	if lo != hi || !math.IsInf(lo, 0) {
		return math.Log1p(math.Exp(lo-hi)) + hi
	}
	return x
}

// safeSoftmax is _safe_softmax, A its argument list.
func safeSoftmax[A selfDimPositions](c *exec.Ctx) error {
	a := A(operandPositions)
	in, err := operandElems(c, a.Self())
	if err != nil {
		return err
	}
	d, err := normDim(c, scalarI(c, a.Dim()), len(in.t.Shape))
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, in.t.Shape, "_safe_softmax")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	lanes(in.t.Shape, d, func(size int64, at func(int64) int64) {
		x := make([]float64, size)
		masked := true
		for k := range x {
			x[k] = exec.Round(kind, in.f(at(int64(k))))
			masked = masked && math.IsInf(x[k], -1)
		}
		softmaxLane(x, false)
		for k := range x {
			if masked {
				x[k] = 0
			}
			setF(out, at(int64(k)), x[k])
		}
	})
	return nil
}
