package torchexec

import (
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// Losses and distances of the composite ops: margin ranking, hinge
// embedding, soft margin, cosine embedding, triplet margin and Poisson
// NLL losses (reduced by reduceLoss), dist, cosine_similarity and
// pairwise_distance.

func pairwiseDistance(c *exec.Ctx) error {
	a := torch.AtenPairwiseDistanceArgs[int](operandPositions)
	vals, shape, err := pairwiseValues(c, a.X1(), a.X2(), scalarF(c, a.P()), scalarF(c, a.Eps()), scalarB(c, a.Keepdim()))
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, shape, "pairwise_distance")
	if err != nil {
		return err
	}
	for k, v := range vals {
		setF(out, int64(k), v)
	}
	return nil
}

// pairwiseValues is pairwise_distance(operand i, operand j, p, eps,
// keepdim): its values (in result 0's float precision) and shape.
func pairwiseValues(c *exec.Ctx, i, j int, p, eps float64, keep bool) ([]float64, []int64, error) {
	a, err := operandElems(c, i)
	if err != nil {
		return nil, nil, err
	}
	b, err := operandElems(c, j)
	if err != nil {
		return nil, nil, err
	}
	shape, ok := broadcastShapes(a.t.Shape, b.t.Shape)
	if !ok {
		return nil, nil, c.Errorf("pairwise_distance: shapes %v and %v do not broadcast", a.t.Shape, b.t.Shape)
	}
	r := len(shape)
	last := int64(1)
	outShape := []int64{}
	if r > 0 {
		last = shape[r-1]
		outShape = slices.Clone(shape[:r-1])
		if keep {
			outShape = append(outShape, 1)
		}
	}
	re, err := resultElem(c, 0)
	if err != nil {
		return nil, nil, err
	}
	kind := exec.ElemOf(re).Kind
	// x1 - x2 in their promoted dtype (integers wrap), then + eps in
	// the float result's.
	pd, err := promotedDtype(c, []int{i, j})
	if err != nil {
		return nil, nil, err
	}
	n := numTypeOf(pd)
	var diff []float64
	if n.complex {
		// |x1 - x2 + eps| of complex numbers (losses.go).
		if diff, _, err = complexAbsDiffs(c, i, j, eps); err != nil {
			return nil, nil, err
		}
	} else {
		diff = make([]float64, 0, exec.NumElements(shape))
		forEach(shape, [][]int64{broadcastStrides(a.t.Shape, shape), broadcastStrides(b.t.Shape, shape)}, func(_ int64, pos []int64) {
			var d float64
			if n.float {
				d, _ = n.fromFloat(a.f(pos[0]) - b.f(pos[1]))
			} else {
				d, _ = n.fromInt(a.i(pos[0]) - b.i(pos[1]))
			}
			diff = append(diff, math.Abs(exec.Round(kind, exec.Round(kind, d)+eps)))
		})
	}
	vals := make([]float64, exec.NumElements(outShape))
	for o := range vals {
		vals[o] = exec.Round(kind, normOf(diff[int64(o)*last:int64(o+1)*last], p))
	}
	return vals, outShape, nil
}

// lossOperands reads tensor operands ins broadcast together, each
// element as a float and as an integer in their promoted dtype n.
type lossOperands struct {
	n     numType
	shape []int64
	f     [][]float64
	i     [][]int64
}

func readLossOperands(c *exec.Ctx, ins ...int) (*lossOperands, error) {
	pd, err := promotedDtype(c, ins)
	if err != nil {
		return nil, err
	}
	l := &lossOperands{n: numTypeOf(pd)}
	rs := make([]elemReader, len(ins))
	var shapes [][]int64
	for k, i := range ins {
		if rs[k], err = operandElems(c, i); err != nil {
			return nil, err
		}
		shapes = append(shapes, rs[k].t.Shape)
	}
	shape, ok := broadcastShapes(shapes...)
	if !ok {
		return nil, c.Errorf("operand shapes %v do not broadcast", shapes)
	}
	l.shape = shape
	var strides [][]int64
	for _, sh := range shapes {
		strides = append(strides, broadcastStrides(sh, shape))
	}
	l.f, l.i = make([][]float64, len(ins)), make([][]int64, len(ins))
	forEach(shape, strides, func(_ int64, pos []int64) {
		for k, r := range rs {
			var f float64
			var i int64
			if r.isFloat() {
				f, i = l.n.fromFloat(r.f(pos[k]))
			} else {
				f, i = l.n.fromInt(r.i(pos[k]))
			}
			l.f[k], l.i[k] = append(l.f[k], f), append(l.i[k], i)
		}
	})
	if exec.NumElements(shape) == 0 {
		for k := range l.f {
			l.f[k], l.i[k] = []float64{}, []int64{}
		}
	}
	return l, nil
}

// reduceLoss stores the elementwise loss vals (of shape) as result 0
// reduced by the reduction operand ri.
func reduceLoss(c *exec.Ctx, ri int, shape []int64, vals []float64) error {
	red := scalarI(c, ri)
	if red == 0 {
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		for k, v := range vals {
			setF(out, int64(k), v)
		}
		return nil
	}
	if red != 1 && red != 2 {
		return c.Errorf("%d is not a valid value for reduction", red)
	}
	out, err := newResult(c, 0, nil)
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	sum := 0.0
	for _, v := range vals {
		sum += exec.Round(kind, v)
	}
	if red == 1 {
		sum /= float64(len(vals))
	}
	setF(out, 0, sum)
	return nil
}

func marginRankingLoss(c *exec.Ctx) error {
	a := torch.AtenMarginRankingLossArgs[int](operandPositions)
	l, err := readLossOperands(c, a.Input1(), a.Input2(), a.Target())
	if err != nil {
		return err
	}
	margin := scalarF(c, a.Margin())
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		var p float64
		if l.n.float {
			d, _ := l.n.fromFloat(l.f[0][k] - l.f[1][k])
			p, _ = l.n.fromFloat(-l.f[2][k] * d)
		} else {
			_, d := l.n.fromInt(l.i[0][k] - l.i[1][k])
			_, t := l.n.fromInt(-l.i[2][k])
			_, q := l.n.fromInt(t * d)
			p = float64(q)
		}
		vals[k] = math.Max(p+margin, 0)
		if math.IsNaN(p) {
			vals[k] = p
		}
	}
	return reduceLoss(c, a.Reduction(), l.shape, vals)
}

func hingeEmbeddingLoss(c *exec.Ctx) error {
	a := torch.AtenHingeEmbeddingLossArgs[int](operandPositions)
	l, err := readLossOperands(c, a.Self(), a.Target())
	if err != nil {
		return err
	}
	margin := scalarF(c, a.Margin())
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		x, t := l.f[0][k], l.f[1][k]
		v := 0.0
		if t != 1 {
			v = math.Max(margin-x, 0)
			if math.IsNaN(x) {
				v = x
			}
		}
		if t != -1 {
			v += x
		}
		vals[k] = v
	}
	return reduceLoss(c, a.Reduction(), l.shape, vals)
}

func softMarginLoss(c *exec.Ctx) error {
	a := torch.AtenSoftMarginLossArgs[int](operandPositions)
	l, err := readLossOperands(c, a.Self(), a.Target())
	if err != nil {
		return err
	}
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		vals[k] = math.Log1p(math.Exp(-l.f[0][k] * l.f[1][k]))
	}
	return reduceLoss(c, a.Reduction(), l.shape, vals)
}

func dist(c *exec.Ctx) error {
	a := torch.AtenDistArgs[int](operandPositions)
	l, err := readLossOperands(c, a.Self(), a.Other())
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, nil, "dist")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	abs := make([]float64, len(l.f[0]))
	for k := range abs {
		abs[k] = math.Abs(exec.Round(kind, l.f[0][k]-l.f[1][k]))
	}
	if l.n.complex {
		// |a - b| of complex numbers (losses.go).
		if abs, _, err = complexAbsDiffs(c, a.Self(), a.Other(), 0); err != nil {
			return err
		}
	}
	setF(out, 0, normOf(abs, scalarF(c, a.P())))
	return nil
}

func cosineSimilarity(c *exec.Ctx) error {
	a := torch.AtenCosineSimilarityArgs[int](operandPositions)
	l, err := readLossOperands(c, a.X1(), a.X2())
	if err != nil {
		return err
	}
	eps := scalarF(c, a.Eps())
	d, err := normDim(c, scalarI(c, a.Dim()), len(l.shape))
	if err != nil {
		return err
	}
	shape := slices.Clone(l.shape)
	if len(shape) > 0 {
		shape = slices.Delete(shape, d, d+1)
	}
	out, err := floatResult(c, 0, shape, "cosine_similarity")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	r := roundTo(kind)
	o := int64(0)
	lanes(l.shape, d, func(size int64, at func(int64) int64) {
		n1, n2 := 0.0, 0.0
		for k := int64(0); k < size; k++ {
			a, b := r(l.f[0][at(k)]), r(l.f[1][at(k)])
			n1 += a * a
			n2 += b * b
		}
		n1, n2 = math.Max(r(math.Sqrt(n1)), eps), math.Max(r(math.Sqrt(n2)), eps)
		sum := 0.0
		for k := int64(0); k < size; k++ {
			sum += r(r(l.f[0][at(k)])/n1) * r(r(l.f[1][at(k)])/n2)
		}
		setF(out, o, sum)
		o++
	})
	return nil
}

func cosineEmbeddingLoss(c *exec.Ctx) error {
	a := torch.AtenCosineEmbeddingLossArgs[int](operandPositions)
	x1, err := operandElems(c, a.Input1())
	if err != nil {
		return err
	}
	t, err := operandElems(c, a.Target())
	if err != nil {
		return err
	}
	l, err := readLossOperands(c, a.Input1(), a.Input2())
	if err != nil {
		return err
	}
	margin := scalarF(c, a.Margin())
	d := len(t.t.Shape) // the summed dim: the last of the inputs
	if len(x1.t.Shape) != d+1 || len(l.shape) != d+1 {
		return c.Errorf("cosine_embedding_loss: inputs %v must have one more dim than target %v", x1.t.Shape, t.t.Shape)
	}
	// The sums of products in the promoted dtype (integers wrap per
	// product and sum in int64, as PyTorch's sum of an integer tensor).
	sums := func(x, y int) []float64 {
		var out []float64
		lanes(l.shape, d, func(size int64, at func(int64) int64) {
			if l.n.float {
				acc := 0.0
				for k := int64(0); k < size; k++ {
					p, _ := l.n.fromFloat(l.f[x][at(k)] * l.f[y][at(k)])
					acc += p
				}
				out = append(out, acc)
				return
			}
			acc := int64(0)
			for k := int64(0); k < size; k++ {
				_, p := l.n.fromInt(l.i[x][at(k)] * l.i[y][at(k)])
				acc += p
			}
			out = append(out, float64(acc))
		})
		return out
	}
	prod, m1, m2 := sums(0, 1), sums(0, 0), sums(1, 1)
	vals := make([]float64, len(prod))
	for k := range vals {
		cos := prod[k] / math.Sqrt((m1[k]+1e-12)*(m2[k]+1e-12))
		switch tv := t.f(int64(k) % max(t.t.Len(), 1)); {
		case tv == 1:
			vals[k] = 1 - cos
		case tv == -1:
			vals[k] = math.Max(cos-margin, 0)
		}
	}
	return reduceLoss(c, a.Reduction(), t.t.Shape, vals)
}

func tripletMarginLoss(c *exec.Ctx) error {
	a := torch.AtenTripletMarginLossArgs[int](operandPositions)
	margin, p, eps, swap := scalarF(c, a.Margin()), scalarF(c, a.P()), scalarF(c, a.Eps()), scalarB(c, a.Swap())
	pos, shape, err := pairwiseValues(c, a.Anchor(), a.Positive(), p, eps, false)
	if err != nil {
		return err
	}
	neg, _, err := pairwiseValues(c, a.Anchor(), a.Negative(), p, eps, false)
	if err != nil {
		return err
	}
	if swap {
		sw, _, err := pairwiseValues(c, a.Positive(), a.Negative(), p, eps, false)
		if err != nil {
			return err
		}
		for k := range neg {
			neg[k] = minF(neg[k], sw[k])
		}
	}
	re, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	r := roundTo(exec.ElemOf(re).Kind)
	vals := make([]float64, len(pos))
	for k := range vals {
		v := r(r(margin+pos[k]) - neg[k])
		vals[k] = v
		if v < 0 {
			vals[k] = 0
		}
	}
	return reduceLoss(c, a.Reduction(), shape, vals)
}

func poissonNLLLoss(c *exec.Ctx) error {
	a := torch.AtenPoissonNllLossArgs[int](operandPositions)
	l, err := readLossOperands(c, a.Input(), a.Target())
	if err != nil {
		return err
	}
	logInput, full, eps := scalarB(c, a.LogInput()), scalarB(c, a.Full()), scalarF(c, a.Eps())
	re, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	r := roundTo(exec.ElemOf(re).Kind)
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		x, t := l.f[0][k], l.f[1][k]
		// target*input in the promoted dtype (integers wrap).
		var tx float64
		if l.n.float {
			tx, _ = l.n.fromFloat(t * x)
		} else {
			_, q := l.n.fromInt(l.i[1][k] * l.i[0][k])
			tx = float64(q)
		}
		var v float64
		if logInput {
			v = r(r(math.Exp(x)) - tx)
		} else {
			v = r(x - r(t*r(math.Log(r(x+eps)))))
		}
		if full && t > 1 {
			v = r(v + r(t*math.Log(t)-t+0.5*math.Log(2*math.Pi*t)))
		}
		vals[k] = v
	}
	return reduceLoss(c, a.Reduction(), l.shape, vals)
}
