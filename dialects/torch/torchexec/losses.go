package torchexec

import (
	"math"
	"math/cmplx"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// lossOps: loss functions (mse, l1, huber, smooth_l1, kl_div, bce, nll,
// cross_entropy, margin losses), written from PyTorch's ATen kernels
// (Loss.cpp, LossNLL.cpp, LossMultiMargin.cpp, LossMultiLabelMargin.cpp).
// reduction is 0 none (the elementwise loss), 1 mean, 2 sum.
var lossOps = exec.Table{
	// mse_loss(self, target, reduction): (self - target)^2.
	torch.AtenMseLoss.Name: pointwiseLoss[torch.AtenMseLossArgs[int]](nil, func(x, t, _ float64, r func(float64) float64) float64 {
		d := r(x - t)
		return r(d * d)
	}),
	// l1_loss(self, target, reduction): |self - target| (complex: the
	// modulus of the difference, a real result).
	torch.AtenL1Loss.Name: l1Loss,
	// huber_loss(self, target, reduction, delta): with z = |self - target|,
	// z < delta ? z*z/2 : delta*(z - delta/2), delta in the dtype.
	torch.AtenHuberLoss.Name: pointwiseLoss(torch.AtenHuberLossArgs[int].Delta, func(x, t, delta float64, r func(float64) float64) float64 {
		z := math.Abs(r(x - t))
		if z < delta {
			return r(r(0.5*z) * z)
		}
		return r(delta * r(z-r(0.5*delta)))
	}),
	// smooth_l1_loss(self, target, reduction, beta): with z = |self -
	// target|, z < beta ? z*z/2/beta : z - beta/2 (beta 0: z).
	torch.AtenSmoothL1Loss.Name: pointwiseLoss(torch.AtenSmoothL1LossArgs[int].Beta, func(x, t, beta float64, r func(float64) float64) float64 {
		z := math.Abs(r(x - t))
		if z < beta {
			return r(r(r(0.5*z)*z) / beta)
		}
		return r(z - r(0.5*beta))
	}),
	// kl_div(self, target, reduction, log_target): exp(target) * (target -
	// self) when log_target, else xlogy(target, target) - target * self.
	torch.AtenKlDiv.Name: klDiv,
	// binary_cross_entropy_with_logits(self, target, weight?, pos_weight?,
	// reduction): (1 - target) * self - log_sigmoid(self) * lw, lw = 1 or
	// (pos_weight - 1) * target + 1, times weight; all operands broadcast.
	torch.AtenBinaryCrossEntropyWithLogits.Name: bceWithLogits,
	// binary_cross_entropy(self, target, weight?, reduction): -(target *
	// log(self) + (1 - target) * log(1 - self)) * weight, each log clamped
	// to >= -100; self must lie in [0, 1].
	torch.AtenBinaryCrossEntropy.Name: binaryCrossEntropy,
	// nll_loss / nll_loss_nd / nll_loss2d(self, target, weight?,
	// reduction, ignore_index): self is (C), (N, C) or (N, C, d...), target
	// () / (N) / (N, d...) class indices; the loss at each target position
	// is -self[n, target, d] * weight[target], 0 where target ==
	// ignore_index; mean divides the sum by the sum of the weights used.
	// The _forward forms also return that total weight.
	torch.AtenNllLoss.Name:          nllLoss[torch.AtenNllLossArgs[int]](false),
	torch.AtenNllLossNd.Name:        nllLoss[torch.AtenNllLossNdArgs[int]](false),
	torch.AtenNllLoss2d.Name:        nllLoss[torch.AtenNllLoss2dArgs[int]](false),
	torch.AtenNllLossForward.Name:   nllLoss[torch.AtenNllLossForwardArgs[int]](true),
	torch.AtenNllLoss2dForward.Name: nllLoss[torch.AtenNllLoss2dForwardArgs[int]](true),
	// cross_entropy_loss(self, target, weight?, reduction, ignore_index,
	// label_smoothing): nll_loss_nd of log_softmax(self) over the class
	// dim (0 for a 1-d self, else 1), blended with the label-smoothing
	// term; a float target of self's shape holds class probabilities.
	torch.AtenCrossEntropyLoss.Name: crossEntropyLoss,
	// multi_margin_loss(self, target, p, margin, weight?, reduction): per
	// sample, sum over classes i != y of max(0, margin - x[y] + x[i])^p *
	// weight[y], divided by the class count.
	torch.AtenMultiMarginLoss.Name: multiMarginLoss,
	// multilabel_margin_loss(self, target, reduction): per sample, the
	// targets are target's entries before the first negative one; the sum
	// over targets j and non-target classes i of max(0, 1 - (x[j] -
	// x[i])), divided by the class count. The _forward form also returns
	// is_target (1 at the target classes).
	torch.AtenMultilabelMarginLoss.Name:        multilabelMarginLoss[torch.AtenMultilabelMarginLossArgs[int]](false),
	torch.AtenMultilabelMarginLossForward.Name: multilabelMarginLoss[torch.AtenMultilabelMarginLossForwardArgs[int]](true),
}

// lossKernel computes one element of an elementwise loss from self x and
// target t, with the scalar parameter p (rounded to the dtype); r rounds
// an intermediate value to the compute dtype.
type lossKernel func(x, t, p float64, r func(float64) float64) float64

// lossPositions are the argument lists, over operand positions, of the
// losses of self and target reduced by reduction.
type lossPositions interface {
	selfPositions
	Target() int
	Reduction() int
}

// pointwiseLoss is an elementwise loss of self and target (broadcast
// together), reduced by reduction, with the scalar parameter that param
// names (nil: none); A is the op's argument list.
func pointwiseLoss[A lossPositions](param func(A) int, f lossKernel) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		l, err := readLossOperands(c, a.Self(), a.Target())
		if err != nil {
			return err
		}
		if !l.n.float {
			return c.Errorf("the loss needs floating point operands")
		}
		r := l.round
		p := 0.0
		if param != nil {
			p = r(scalarF(c, param(a)))
		}
		vals := make([]float64, len(l.f[0]))
		for k := range vals {
			vals[k] = f(l.f[0][k], l.f[1][k], p, r)
		}
		return reduceLoss(c, a.Reduction(), l.shape, vals)
	}
}

// round rounds v to the operands' promoted (compute) dtype.
func (l *lossOperands) round(v float64) float64 {
	f, _ := l.n.fromFloat(v)
	return f
}

func l1Loss(c *exec.Ctx) error {
	a := torch.AtenL1LossArgs[int](operandPositions)
	if !anyComplexOperand(c, []int{a.Self(), a.Target()}) {
		return pointwiseLoss[torch.AtenL1LossArgs[int]](nil, func(x, t, _ float64, r func(float64) float64) float64 {
			return math.Abs(r(x - t))
		})(c)
	}
	vals, shape, err := complexAbsDiffs(c, a.Self(), a.Target(), 0)
	if err != nil {
		return err
	}
	return reduceLoss(c, a.Reduction(), shape, vals)
}

// complexAbsDiffs are |a - b + eps| for operands i and j (one of them
// complex) broadcast together, and their shape: the difference and the
// sum rounded to the promoted complex dtype, the modulus to its real
// counterpart (dist, pairwise_distance and l1_loss of complex tensors).
func complexAbsDiffs(c *exec.Ctx, i, j int, eps float64) ([]float64, []int64, error) {
	a, err := c.Tensor(i)
	if err != nil {
		return nil, nil, err
	}
	b, err := c.Tensor(j)
	if err != nil {
		return nil, nil, err
	}
	shape, ok := broadcastShapes(a.Shape, b.Shape)
	if !ok {
		return nil, nil, c.Errorf("operand shapes %v and %v do not broadcast", a.Shape, b.Shape)
	}
	pd, err := promotedDtype(c, []int{i, j})
	if err != nil {
		return nil, nil, err
	}
	kind := numTypeOf(pd).kind
	vals := make([]float64, 0, exec.NumElements(shape))
	forEach(shape, [][]int64{broadcastStrides(a.Shape, shape), broadcastStrides(b.Shape, shape)}, func(_ int64, pos []int64) {
		d := exec.RoundComplex(kind, getC(a, pos[0])-getC(b, pos[1]))
		if eps != 0 {
			d = exec.RoundComplex(kind, d+complex(eps, 0))
		}
		vals = append(vals, exec.Round(kind, cmplx.Abs(d)))
	})
	return vals, shape, nil
}

func klDiv(c *exec.Ctx) error {
	a := torch.AtenKlDivArgs[int](operandPositions)
	l, err := readLossOperands(c, a.Self(), a.Target())
	if err != nil {
		return err
	}
	r, logTarget := l.round, scalarB(c, a.LogTarget())
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		x, t := l.f[0][k], l.f[1][k]
		if logTarget {
			vals[k] = r(r(math.Exp(t)) * r(t-x))
			continue
		}
		xlogy := r(t * math.Log(t))
		if t == 0 {
			xlogy = 0
		}
		vals[k] = r(xlogy - r(t*x))
	}
	return reduceLoss(c, a.Reduction(), l.shape, vals)
}

// presentOperands are the operands ins that are not none.
func presentOperands(c *exec.Ctx, ins ...int) []int {
	var out []int
	for _, i := range ins {
		if !isNone(c, i) {
			out = append(out, i)
		}
	}
	return out
}

func bceWithLogits(c *exec.Ctx) error {
	a := torch.AtenBinaryCrossEntropyWithLogitsArgs[int](operandPositions)
	ins := presentOperands(c, a.Self(), a.Target(), a.Weight(), a.PosWeight())
	l, err := readLossOperands(c, ins...)
	if err != nil {
		return err
	}
	col := func(i int) []float64 { return l.f[slices.Index(ins, i)] }
	x, t := col(a.Self()), col(a.Target())
	r := l.round
	vals := make([]float64, len(x))
	for k := range vals {
		ls := r(math.Min(x[k], 0) - math.Log1p(math.Exp(-math.Abs(x[k]))))
		if !isNone(c, a.PosWeight()) {
			pw := col(a.PosWeight())[k]
			ls = r(ls * r(r(r(pw-1)*t[k])+1))
		}
		v := r(r(r(1-t[k])*x[k]) - ls)
		if !isNone(c, a.Weight()) {
			v = r(v * col(a.Weight())[k])
		}
		vals[k] = v
	}
	return reduceLoss(c, a.Reduction(), l.shape, vals)
}

func binaryCrossEntropy(c *exec.Ctx) error {
	a := torch.AtenBinaryCrossEntropyArgs[int](operandPositions)
	ins := presentOperands(c, a.Self(), a.Target(), a.Weight())
	l, err := readLossOperands(c, ins...)
	if err != nil {
		return err
	}
	r := l.round
	clampedLog := func(v float64) float64 { return math.Max(r(math.Log(v)), -100) }
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		x, t := l.f[0][k], l.f[1][k]
		if x < 0 || x > 1 {
			return c.Errorf("all elements of input should be between 0 and 1")
		}
		v := r(-r(r(t*clampedLog(x)) + r(r(1-t)*clampedLog(r(1-x)))))
		if len(ins) == 3 {
			v = r(v * l.f[2][k])
		}
		vals[k] = v
	}
	return reduceLoss(c, a.Reduction(), l.shape, vals)
}

// classLayout views a loss input of rank r as (n, classes, inner): rank
// 1 is one sample of its classes, rank >= 2 is (N, C, d...) with inner
// the product of the d sizes; the element at (s, k, j) is at s*classes*
// inner + k*inner + j.
type classLayout struct {
	n, classes, inner int64
}

func classLayoutOf(shape []int64) classLayout {
	if len(shape) == 1 {
		return classLayout{1, shape[0], 1}
	}
	return classLayout{shape[0], shape[1], exec.NumElements(shape[2:])}
}

// at is the position of class k at target position p (a sample and an
// inner position, p = s*inner + j).
func (l classLayout) at(p, k int64) int64 {
	return (p/l.inner*l.classes+k)*l.inner + p%l.inner
}

// targetShape is the shape of class-index targets for input shape: () for
// rank 1, (N, d...) otherwise.
func targetShape(shape []int64) []int64 {
	if len(shape) == 1 {
		return []int64{}
	}
	return append([]int64{shape[0]}, shape[2:]...)
}

// nllTerms are the per-target-position losses -x[target] * w[target] (0
// at ignored positions) and the weights used (0 at ignored positions).
func nllTerms(c *exec.Ctx, x []float64, shape []int64, target *exec.Tensor, weight []float64, ignore int64, r func(float64) float64) (loss, w []float64, err error) {
	if len(shape) == 0 {
		return nil, nil, c.Errorf("the input must have at least one dim")
	}
	if ts := targetShape(shape); !slices.Equal(target.Shape, ts) {
		return nil, nil, c.Errorf("expected target of shape %v for input of shape %v, got %v", ts, shape, target.Shape)
	}
	l := classLayoutOf(shape)
	if weight != nil && int64(len(weight)) != l.classes {
		return nil, nil, c.Errorf("weight tensor should be defined either for all %d classes or no classes but got weight tensor of %d elements", l.classes, len(weight))
	}
	n := target.Len()
	loss, w = make([]float64, n), make([]float64, n)
	for p := int64(0); p < n; p++ {
		t := getI(target, p)
		if t == ignore {
			continue
		}
		if t < 0 || t >= l.classes {
			return nil, nil, c.Errorf("Target %d is out of bounds.", t)
		}
		w[p] = 1
		if weight != nil {
			w[p] = weight[t]
		}
		loss[p] = -r(x[l.at(p, t)] * w[p])
	}
	return loss, w, nil
}

// floatsOf reads a float tensor operand's elements (nil when none),
// rounded by r.
func floatsOf(c *exec.Ctx, i int, r func(float64) float64) ([]float64, error) {
	if isNone(c, i) {
		return nil, nil
	}
	t, err := c.Tensor(i)
	if err != nil {
		return nil, err
	}
	vs := make([]float64, t.Len())
	for k := range vs {
		vs[k] = r(getF(t, int64(k)))
	}
	return vs, nil
}

// sumRounded is the sum of vs, each rounded by r, rounded by r.
func sumRounded(vs []float64, r func(float64) float64) float64 {
	s := 0.0
	for _, v := range vs {
		s += r(v)
	}
	return r(s)
}

// storeReduced stores result i: vals (of shape) for reduction 0, their sum
// for 2, their sum divided by divisor for 1.
func storeReduced(c *exec.Ctx, i int, red int64, shape []int64, vals []float64, divisor float64) error {
	switch red {
	case 0:
		out, err := newResult(c, i, shape)
		if err != nil {
			return err
		}
		for k, v := range vals {
			setF(out, int64(k), v)
		}
		return nil
	case 1, 2:
		out, err := newResult(c, i, nil)
		if err != nil {
			return err
		}
		r := roundTo(elemOf(out).Kind)
		s := sumRounded(vals, r)
		if red == 1 {
			s /= r(divisor)
		}
		setF(out, 0, s)
		return nil
	}
	return c.Errorf("%d is not a valid value for reduction", red)
}

func nllLoss[A interface {
	selfPositions
	Target() int
	Weight() int
	Reduction() int
	IgnoreIndex() int
}](withTotal bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		x, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		target, err := indexTensor(c, a.Target())
		if err != nil {
			return err
		}
		if !x.IsFloat() {
			return c.Errorf("nll_loss needs a floating point input")
		}
		r := roundTo(elemOf(x).Kind)
		xs, err := floatsOf(c, a.Self(), r)
		if err != nil {
			return err
		}
		weight, err := floatsOf(c, a.Weight(), r)
		if err != nil {
			return err
		}
		loss, w, err := nllTerms(c, xs, x.Shape, target, weight, scalarI(c, a.IgnoreIndex()), r)
		if err != nil {
			return err
		}
		red := scalarI(c, a.Reduction())
		total := sumRounded(w, r)
		if err := storeReduced(c, 0, red, target.Shape, loss, total); err != nil {
			return err
		}
		if withTotal {
			tw, err := newResult(c, 1, nil)
			if err != nil {
				return err
			}
			if red != 0 || len(x.Shape) == 1 {
				setF(tw, 0, total)
			}
		}
		return nil
	}
}

// logSoftmaxClasses is log_softmax of x (of shape) over its class dim,
// rounded by r.
func logSoftmaxClasses(x []float64, shape []int64, r func(float64) float64) []float64 {
	l := classLayoutOf(shape)
	out := make([]float64, len(x))
	lane := make([]float64, l.classes)
	for p := int64(0); p < l.n*l.inner; p++ {
		for k := range lane {
			lane[k] = x[l.at(p, int64(k))]
		}
		softmaxLane(lane, true)
		for k, v := range lane {
			out[l.at(p, int64(k))] = r(v)
		}
	}
	return out
}

func crossEntropyLoss(c *exec.Ctx) error {
	a := torch.AtenCrossEntropyLossArgs[int](operandPositions)
	x, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	tg, err := c.Tensor(a.Target())
	if err != nil {
		return err
	}
	if !x.IsFloat() || len(x.Shape) == 0 {
		return c.Errorf("cross_entropy needs a floating point input of rank >= 1")
	}
	r := roundTo(elemOf(x).Kind)
	xs, err := floatsOf(c, a.Self(), r)
	if err != nil {
		return err
	}
	weight, err := floatsOf(c, a.Weight(), r)
	if err != nil {
		return err
	}
	red, ignore, smoothing := scalarI(c, a.Reduction()), scalarI(c, a.IgnoreIndex()), scalarF(c, a.LabelSmoothing())
	if smoothing < 0 || smoothing > 1 {
		return c.Errorf("label_smoothing must be between 0.0 and 1.0. Got: %v", smoothing)
	}
	lp := logSoftmaxClasses(xs, x.Shape, r)
	l := classLayoutOf(x.Shape)
	wOf := func(k int64) float64 {
		if weight == nil {
			return 1
		}
		return weight[k]
	}
	positions := l.n * l.inner
	if slices.Equal(tg.Shape, x.Shape) {
		// Class probabilities.
		if !tg.IsFloat() {
			return c.Errorf("expected floating point type for target with class probabilities")
		}
		if weight != nil && int64(len(weight)) != l.classes {
			return c.Errorf("weight tensor should be defined either for all %d classes or no classes", l.classes)
		}
		vals := make([]float64, positions)
		for p := range vals {
			s := 0.0
			for k := int64(0); k < l.classes; k++ {
				t := r(getF(tg, l.at(int64(p), k)))
				if smoothing > 0 {
					t = r(r(t*(1-smoothing)) + smoothing/float64(l.classes))
				}
				s += r(r(lp[l.at(int64(p), k)]*t) * wOf(k))
			}
			vals[p] = -r(s)
		}
		if red == 1 && positions == 0 {
			return storeReduced(c, 0, 2, nil, []float64{math.NaN()}, 1)
		}
		return storeReduced(c, 0, red, targetShape(x.Shape), vals, float64(positions))
	}
	if tg.IsFloat() {
		return c.Errorf("expected target of shape %v (class indices) or %v (probabilities), got %v", targetShape(x.Shape), x.Shape, tg.Shape)
	}
	loss, w, err := nllTerms(c, lp, x.Shape, tg, weight, ignore, r)
	if err != nil {
		return err
	}
	if smoothing == 0 {
		return storeReduced(c, 0, red, tg.Shape, loss, sumRounded(w, r))
	}
	// (1 - smoothing) * nll + smooth * smoothing / C, each reduced alike;
	// smooth = -sum_k lp[k] * w[k], 0 at ignored positions.
	smooth := make([]float64, positions)
	kept := 0.0
	for p := range smooth {
		if getI(tg, int64(p)) == ignore {
			continue
		}
		kept++
		s := 0.0
		for k := int64(0); k < l.classes; k++ {
			s += r(lp[l.at(int64(p), k)] * wOf(k))
		}
		smooth[p] = -r(s)
	}
	nllDiv, smoothDiv := sumRounded(w, r), kept
	if weight != nil {
		smoothDiv = nllDiv
	}
	scale := smoothing / float64(l.classes)
	if red == 0 {
		vals := make([]float64, positions)
		for p := range vals {
			vals[p] = r(r(r(1-smoothing)*loss[p]) + r(smooth[p]*scale))
		}
		return storeReduced(c, 0, 0, tg.Shape, vals, 1)
	}
	reduce := func(vs []float64, div float64) float64 {
		s := sumRounded(vs, r)
		if red == 1 {
			s = r(s / div)
		}
		return s
	}
	if red != 1 && red != 2 {
		return c.Errorf("%d is not a valid value for reduction", red)
	}
	v := r(r(r(1-smoothing)*reduce(loss, nllDiv)) + r(reduce(smooth, smoothDiv)*scale))
	return storeReduced(c, 0, 2, nil, []float64{v}, 1)
}

// marginLayout is (frames, classes) of a margin loss input: rank 0 is
// one frame of one class, rank 1 one frame, rank 2 (N, C).
func marginLayout(c *exec.Ctx, shape []int64) (frames, classes int64, err error) {
	switch len(shape) {
	case 0:
		return 1, 1, nil
	case 1:
		return 1, shape[0], nil
	case 2:
		return shape[0], shape[1], nil
	}
	return 0, 0, c.Errorf("expected an input of rank 0, 1 or 2, got shape %v", shape)
}

func multiMarginLoss(c *exec.Ctx) error {
	a := torch.AtenMultiMarginLossArgs[int](operandPositions)
	x, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	target, err := indexTensor(c, a.Target())
	if err != nil {
		return err
	}
	if !x.IsFloat() {
		return c.Errorf("multi_margin_loss needs a floating point input")
	}
	frames, classes, err := marginLayout(c, x.Shape)
	if err != nil {
		return err
	}
	if target.Len() != frames || len(target.Shape) > 1 {
		return c.Errorf("inconsistent target size %v for input of size %v", target.Shape, x.Shape)
	}
	p := scalarI(c, a.P())
	if p != 1 && p != 2 {
		return c.Errorf("only p == 1 and p == 2 supported")
	}
	r := roundTo(elemOf(x).Kind)
	xs, err := floatsOf(c, a.Self(), r)
	if err != nil {
		return err
	}
	weight, err := floatsOf(c, a.Weight(), r)
	if err != nil {
		return err
	}
	if weight != nil && int64(len(weight)) != classes {
		return c.Errorf("inconsistent weight size %d for %d classes", len(weight), classes)
	}
	margin := r(scalarF(c, a.Margin()))
	vals := make([]float64, frames)
	for s := range vals {
		y := getI(target, int64(s))
		if y < 0 || y >= classes {
			return c.Errorf("target out of range")
		}
		row := xs[int64(s)*classes : int64(s+1)*classes]
		sum := 0.0
		for d, v := range row {
			if int64(d) == y {
				continue
			}
			z := r(r(margin-row[y]) + v)
			if z <= 0 {
				continue
			}
			h := z
			if p == 2 {
				h = r(z * z)
			}
			if weight != nil {
				h = r(h * weight[y])
			}
			sum += h
		}
		vals[s] = r(r(sum) / float64(classes))
	}
	red := scalarI(c, a.Reduction())
	if red == 0 && len(target.Shape) == 0 {
		red = 2 // one sample: a scalar
	}
	return storeReduced(c, 0, red, []int64{frames}, vals, float64(frames))
}

func multilabelMarginLoss[A interface {
	selfPositions
	Target() int
	Reduction() int
}](withIsTarget bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		x, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		target, err := indexTensor(c, a.Target())
		if err != nil {
			return err
		}
		if !x.IsFloat() {
			return c.Errorf("multilabel_margin_loss needs a floating point input")
		}
		frames, classes, err := marginLayout(c, x.Shape)
		if err != nil {
			return err
		}
		if target.Len() != frames*classes || len(target.Shape) != len(x.Shape) && !(len(x.Shape) <= 1 && len(target.Shape) <= 1) {
			return c.Errorf("inconsistent target size %v for input of size %v", target.Shape, x.Shape)
		}
		r := roundTo(elemOf(x).Kind)
		xs, err := floatsOf(c, a.Self(), r)
		if err != nil {
			return err
		}
		isTarget := make([]float64, frames*classes)
		vals := make([]float64, frames)
		for s := range vals {
			base := int64(s) * classes
			var targets []int64
			for j := int64(0); j < classes; j++ {
				t := getI(target, base+j)
				if t < 0 {
					break
				}
				if t >= classes {
					return c.Errorf("target %d is out of range for %d classes", t, classes)
				}
				targets = append(targets, t)
				isTarget[base+t] = 1
			}
			sum := 0.0
			for _, t := range targets {
				for d := int64(0); d < classes; d++ {
					if isTarget[base+d] != 0 {
						continue
					}
					if z := r(r(1-xs[base+t]) + xs[base+d]); z > 0 {
						sum += z
					}
				}
			}
			vals[s] = sum / float64(classes)
		}
		red := scalarI(c, a.Reduction())
		if red == 0 && len(target.Shape) <= 1 {
			red = 2
		}
		if err := storeReduced(c, 0, red, []int64{frames}, vals, float64(frames)); err != nil {
			return err
		}
		if withIsTarget {
			out, err := newResult(c, 1, target.Shape)
			if err != nil {
				return err
			}
			for k, v := range isTarget {
				setF(out, int64(k), v)
			}
		}
		return nil
	}
}
