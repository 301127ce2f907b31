package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Vector calculus of the composite ops: cross products (cross and
// linalg_cross), trapezoid integration (trapezoid, cumulative_trapezoid)
// and diff.

// crossProduct is cross (optionalDim: its dim may be none) and
// linalg_cross, A their argument list.
func crossProduct[A interface {
	selfDimPositions
	Other() int
}](optionalDim bool) exec.Semantics {
	args := A(operandPositions)
	return func(c *exec.Ctx) error {
		a, err := operandElems(c, args.Self())
		if err != nil {
			return err
		}
		b, err := operandElems(c, args.Other())
		if err != nil {
			return err
		}
		shape, ok := broadcastShapes(a.t.Shape, b.t.Shape)
		if !ok || len(a.t.Shape) != len(b.t.Shape) {
			return c.Errorf("linalg.cross: inputs %v and %v must have the same number of dimensions and broadcast", a.t.Shape, b.t.Shape)
		}
		d := -1
		if optionalDim && isNone(c, args.Dim()) {
			d = slices.Index(shape, 3)
		} else if d, err = normDim(c, scalarI(c, args.Dim()), len(shape)); err != nil {
			return err
		}
		if d < 0 || shape[d] != 3 {
			return c.Errorf("linalg.cross: inputs dimension %d must have length 3, shape %v", d, shape)
		}
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		sa, sb := broadcastStrides(a.t.Shape, shape), broadcastStrides(b.t.Shape, shape)
		lane := slices.Clone(shape)
		lane[d] = 1
		so := exec.Strides(shape)
		forEach(lane, [][]int64{sa, sb, so}, func(_ int64, pos []int64) {
			for k := int64(0); k < 3; k++ {
				i, j := (k+1)%3, (k+2)%3
				o := pos[2] + k*so[d]
				if out.IsComplex() {
					ai, aj := getC(a.t, pos[0]+i*sa[d]), getC(a.t, pos[0]+j*sa[d])
					bi, bj := getC(b.t, pos[1]+i*sb[d]), getC(b.t, pos[1]+j*sb[d])
					setC(out, o, ai*bj-aj*bi)
				} else if out.IsFloat() {
					ai, aj := a.f(pos[0]+i*sa[d]), a.f(pos[0]+j*sa[d])
					bi, bj := b.f(pos[1]+i*sb[d]), b.f(pos[1]+j*sb[d])
					setF(out, o, ai*bj-aj*bi)
				} else {
					ai, aj := a.i(pos[0]+i*sa[d]), a.i(pos[0]+j*sa[d])
					bi, bj := b.i(pos[1]+i*sb[d]), b.i(pos[1]+j*sb[d])
					setI(out, o, ai*bj-aj*bi)
				}
			}
		})
		return nil
	}
}

// trapezoid is trapezoid (cumulative: cumulative_trapezoid) with
// spacings from a tensor x (withX) or the scalar dx. As PyTorch's
// composite, the spacings x[i+1]-x[i], the sums y[i+1]+y[i] and their
// products are computed in the operands' promoted dtype (integers wrap),
// then summed (trapezoid: in float64 or int64) and halved. xOrDx is the
// accessor of x or dx.
func trapezoid[A interface {
	~[]int
	Y() int
	Dim() int
}](cumulative, withX bool, xOrDx func(A) int) exec.Semantics {
	a := A(operandPositions)
	p := trapezoidOperands{y: a.Y(), x: xOrDx(a), dim: a.Dim()}
	return func(c *exec.Ctx) error {
		if t := c.Args[p.y].Tensor(); t != nil && t.IsComplex() || withX && c.Args[p.x].Tensor() != nil && c.Args[p.x].Tensor().IsComplex() {
			return trapezoidComplex(c, p, cumulative, withX) // nn_extra_complex.go
		}
		y, err := operandElems(c, p.y)
		if err != nil {
			return err
		}
		var x *elemReader
		dx := 1.0
		ins := []int{p.y}
		if withX {
			xr, err := operandElems(c, p.x)
			if err != nil {
				return err
			}
			x, ins = &xr, []int{p.y, p.x}
		} else if !isNone(c, p.x) {
			dx = scalarF(c, p.x)
		}
		pd, err := promotedDtype(c, ins)
		if err != nil {
			return err
		}
		n := numTypeOf(pd)
		if !withX {
			n = numType{float: true, kind: ir.F64}
		}
		d, err := normDim(c, scalarI(c, p.dim), len(y.t.Shape))
		if err != nil {
			return err
		}
		if len(y.t.Shape) == 0 {
			return c.Errorf("trapezoid: y must have at least one dimension")
		}
		size := y.t.Shape[d]
		if x != nil && !(len(x.t.Shape) == 1 && x.t.Shape[0] == size || slices.Equal(x.t.Shape, y.t.Shape)) {
			return c.Errorf("trapezoid: x of shape %v must be 1-d of size %d or of y's shape %v", x.t.Shape, size, y.t.Shape)
		}
		// read returns element p of e converted to n.
		read := func(e elemReader, p int64) (float64, int64) {
			if e.isFloat() {
				return n.fromFloat(e.f(p))
			}
			return n.fromInt(e.i(p))
		}
		// term is (x[k+1]-x[k]) * (y[k+1]+y[k]) of a lane, in n.
		term := func(lane func(int64) int64, k int64) float64 {
			y1f, y1i := read(y, lane(k+1))
			y0f, y0i := read(y, lane(k))
			if !withX {
				return dx * (y1f + y0f)
			}
			xl := lane
			if len(x.t.Shape) == 1 {
				xl = func(k int64) int64 { return k }
			}
			x1f, x1i := read(*x, xl(k+1))
			x0f, x0i := read(*x, xl(k))
			if n.float {
				h, _ := n.fromFloat(x1f - x0f)
				s, _ := n.fromFloat(y1f + y0f)
				p, _ := n.fromFloat(h * s)
				return p
			}
			_, h := n.fromInt(x1i - x0i)
			_, s := n.fromInt(y1i + y0i)
			_, p := n.fromInt(h * s)
			return float64(p)
		}
		shape := slices.Clone(y.t.Shape)
		if cumulative {
			shape[d] = max(size-1, 0)
		} else {
			shape = slices.Delete(shape, d, d+1)
		}
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		o := int64(0)
		outer, _, inner := laneSplit(y.t.Shape, d)
		for a := int64(0); a < outer; a++ {
			for i := int64(0); i < inner; i++ {
				lane := func(k int64) int64 { return (a*size+k)*inner + i }
				acc := 0.0
				for k := int64(0); k+1 < size; k++ {
					if cumulative {
						acc += term(lane, k) / 2
						setF(out, (a*(size-1)+k)*inner+i, acc)
					} else {
						acc += term(lane, k)
					}
				}
				if !cumulative {
					setF(out, o, acc/2)
					o++
				}
			}
		}
		return nil
	}
}

func diff(c *exec.Ctx) error {
	a := torch.AtenDiffArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if len(t.Shape) == 0 {
		return c.Errorf("diff expects input to be at least one-dimensional")
	}
	steps := scalarI(c, a.N())
	if steps < 0 {
		return c.Errorf("order must be non-negative but got %d", steps)
	}
	d, err := normDim(c, scalarI(c, a.Dim()), len(t.Shape))
	if err != nil {
		return err
	}
	elem, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	// The parts along dim, as the result's dtype.
	var parts []*exec.Tensor
	for _, i := range []int{a.Prepend(), a.Self(), a.Append()} {
		if isNone(c, i) {
			continue
		}
		p, err := c.Tensor(i)
		if err != nil {
			return err
		}
		parts = append(parts, convert(p, elem))
	}
	x := joinAlong(parts, d)
	isBool := exec.ElemOf(elem).Width == 1 && !exec.ElemOf(elem).Float
	for k := int64(0); k < steps && x.Shape[d] > 0; k++ {
		shape := slices.Clone(x.Shape)
		shape[d]--
		y := exec.NewTensor(elem, shape)
		outer, size, inner := laneSplit(x.Shape, d)
		for o := int64(0); o < outer; o++ {
			for j := int64(0); j+1 < size; j++ {
				for i := int64(0); i < inner; i++ {
					hi, lo := (o*size+j+1)*inner+i, (o*size+j)*inner+i
					at := (o*(size-1)+j)*inner + i
					switch {
					case isBool:
						setB(y, at, getB(x, hi) != getB(x, lo))
					case y.IsFloat():
						setF(y, at, x.Float(hi)-x.Float(lo))
					default:
						setI(y, at, x.Int(hi)-x.Int(lo))
					}
				}
			}
		}
		x = y
	}
	return setResult(c, 0, x)
}
