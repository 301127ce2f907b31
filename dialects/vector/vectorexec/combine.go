package vectorexec

import (
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"math"
)

// ---- arithmetic ----

// combine applies kind k to two elements of type e.
func combine(k vector.CombiningKind, e exec.Elem, a, b exec.Value) exec.Value {
	if e.Float {
		x, y := a.F, b.F
		var r float64
		switch k {
		case vector.Add:
			r = x + y
		case vector.Mul:
			r = x * y
		case vector.MinNumF:
			r = minMaxNum(x, y, true)
		case vector.MaxNumF:
			r = minMaxNum(x, y, false)
		case vector.MinimumF:
			r = minMaximum(x, y, true)
		case vector.MaximumF:
			r = minMaximum(x, y, false)
		}
		return exec.Float(e.RoundTo(r))
	}
	x, y := a.I, b.I
	ux, uy := exec.Unsigned(x, e.Width), exec.Unsigned(y, e.Width)
	var r int64
	switch k {
	case vector.Add:
		r = x + y
	case vector.Mul:
		r = x * y
	case vector.MinSI:
		r = min(x, y)
	case vector.MaxSI:
		r = max(x, y)
	case vector.MinUI:
		r = int64(min(ux, uy))
	case vector.MaxUI:
		r = int64(max(ux, uy))
	case vector.And:
		r = x & y
	case vector.Or:
		r = x | y
	case vector.XOr:
		r = x ^ y
	}
	return exec.Int(exec.Wrap(r, e.Width))
}

// minMaxNum is IEEE minNum/maxNum: a NaN operand gives the other one.
func minMaxNum(x, y float64, isMin bool) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	case isMin:
		return math.Min(x, y)
	}
	return math.Max(x, y)
}

// minMaximum is IEEE minimum/maximum: a NaN operand gives NaN.
func minMaximum(x, y float64, isMin bool) float64 {
	if isMin {
		return math.Min(x, y)
	}
	return math.Max(x, y)
}

func mul(e exec.Elem, a, b exec.Value) exec.Value { return combine(vector.Mul, e, a, b) }

func fma(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	e := c.ResultElem(0)
	if c.Args[0].Tensor() == nil { // a scalar, or one lane as the interpreter maps the op over vectors
		c.Results[0] = exec.Float(e.FMA(c.Args[0].F, c.Args[1].F, c.Args[2].F))
		return nil
	}
	a, b, acc := c.Args[0].Tensor(), c.Args[1].Tensor(), c.Args[2].Tensor()
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	for i := int64(0); i < out.Len(); i++ {
		out.Set(i, exec.Float(e.FMA(a.At(i).F, b.At(i).F, acc.At(i).F)))
	}
	return result(c, out)
}

func reduction(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	src := c.Args[0].Tensor()
	k, e := vector.KindOf(c.Op), c.ResultElem(0)
	n := src.Len()
	var r exec.Value
	start := int64(0)
	if len(c.Args) > 1 {
		r = c.Args[1]
	} else {
		r = src.At(0)
		start = 1
	}
	for i := start; i < n; i++ {
		r = combine(k, e, r, src.At(i))
	}
	c.Results[0] = r
	return nil
}

func multiReduction(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	src := c.Args[0].Tensor()
	dims := vector.Ints(c.Op.Attr("reduction_dims"))
	k, e := vector.KindOf(c.Op), c.ArgElem(0)
	reduced := make([]bool, len(src.Shape))
	for _, d := range dims {
		reduced[d] = true
	}
	var out *exec.Tensor
	var accs []exec.Value
	if acc := c.Args[1].Tensor(); acc != nil {
		var err error
		if out, err = c.Clone(acc); err != nil {
			return err
		}
	} else {
		accs = []exec.Value{c.Args[1]}
	}
	var kept []int64
	for d, s := range src.Shape {
		if !reduced[d] {
			kept = append(kept, s)
		}
	}
	idx := make([]int64, len(src.Shape))
	kidx := make([]int64, 0, len(kept))
	for i := int64(0); i < src.Len(); i++ {
		kidx = kidx[:0]
		for d, x := range idx {
			if !reduced[d] {
				kidx = append(kidx, x)
			}
		}
		if out != nil {
			l := exec.Linear(kept, kidx)
			out.Set(l, combine(k, e, out.At(l), src.At(i)))
		} else {
			accs[0] = combine(k, e, accs[0], src.At(i))
		}
		exec.Next(src.Shape, idx)
	}
	if out != nil {
		return result(c, out)
	}
	c.Results[0] = accs[0]
	return nil
}

func outerProduct(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	lhs := c.Args[0].Tensor()
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	k, e := vector.KindOf(c.Op), c.ResultElem(0)
	var acc *exec.Tensor
	if len(c.Args) > 2 {
		acc = c.Args[2].Tensor()
	}
	rhs := c.Args[1].Tensor()
	cols := int64(1)
	if rhs != nil {
		cols = rhs.Len()
	}
	for i := int64(0); i < lhs.Len(); i++ {
		for j := int64(0); j < cols; j++ {
			r := c.Args[1]
			if rhs != nil {
				r = rhs.At(j)
			}
			p := i*cols + j
			v := mul(e, lhs.At(i), r)
			if acc != nil {
				if k == vector.Add && e.Float {
					v = exec.Float(e.FMA(lhs.At(i).F, r.F, acc.At(p).F))
				} else {
					v = combine(k, e, acc.At(p), v)
				}
			}
			out.Set(p, v)
		}
	}
	return result(c, out)
}

// contract: for every point of the iteration space, acc[accMap(p)] =
// combine(acc[...], lhs[lhsMap(p)] * rhs[rhsMap(p)]), points in
// row-major order.
func contract(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	maps := vector.ContractMaps(c.Op)
	lhs, rhs := c.Args[0].Tensor(), c.Args[1].Tensor()
	bounds := make([]int64, maps[0].NumDims)
	for m, t := range []*exec.Tensor{lhs, rhs} {
		for j, r := range maps[m].Results {
			bounds[r.Val] = t.Shape[j]
		}
	}
	k, e := vector.KindOf(c.Op), c.ResultElem(0)
	var out *exec.Tensor
	scalar := c.Args[2]
	if acc := c.Args[2].Tensor(); acc != nil {
		var err error
		if out, err = c.Clone(acc); err != nil {
			return err
		}
	}
	if err := c.M.Step(exec.NumElements(bounds), c.Op); err != nil {
		return err
	}
	at := func(t *exec.Tensor, m *ir.AffineMap, p []int64) int64 {
		l := int64(0)
		for j, r := range m.Results {
			l = l*t.Shape[j] + p[r.Val]
		}
		return l
	}
	// A float add contraction accumulates with one rounding per point
	// (an fma), as its lowerings through outer products do.
	fused := k == vector.Add && e.Float && c.ArgElem(0) == e
	step := func(acc, x, y exec.Value) exec.Value {
		if fused {
			return exec.Float(e.FMA(x.F, y.F, acc.F))
		}
		return combine(k, e, acc, mul(e, x, y))
	}
	p := make([]int64, len(bounds))
	for n := exec.NumElements(bounds); n > 0; n-- {
		x, y := lhs.At(at(lhs, maps[0], p)), rhs.At(at(rhs, maps[1], p))
		if out != nil {
			l := at(out, maps[2], p)
			out.Set(l, step(out.At(l), x, y))
		} else {
			scalar = step(scalar, x, y)
		}
		exec.Next(bounds, p)
	}
	if out != nil {
		return result(c, out)
	}
	c.Results[0] = scalar
	return nil
}
