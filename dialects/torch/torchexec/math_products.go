package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Products of the composite ops: addmv, addr, addbmm, inner and tensordot
// (contract).

func addmv[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenAddmvArgs[int](operandPositions)
	vals, shape, err := product[T](c, elem, a.Mat(), a.Vec(), func(a, b []int64) ([]int64, []int64, []int64, error) {
		if err := ranks(c, "addmv", a, b, 2, 1); err != nil {
			return nil, nil, nil, err
		}
		return a, []int64{b[0], 1}, []int64{a[0]}, nil
	})
	if err != nil {
		return err
	}
	if err := scaledSum(c, elem, vals, shape, a.Self(), scalarAs[T](c, a.Beta(), 1), scalarAs[T](c, a.Alpha(), 1)); err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

func addr[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenAddrArgs[int](operandPositions)
	vals, shape, err := product[T](c, elem, a.Vec1(), a.Vec2(), func(a, b []int64) ([]int64, []int64, []int64, error) {
		if err := ranks(c, "addr", a, b, 1, 1); err != nil {
			return nil, nil, nil, err
		}
		return []int64{a[0], 1}, []int64{1, b[0]}, nil, nil
	})
	if err != nil {
		return err
	}
	if err := scaledSum(c, elem, vals, shape, a.Self(), scalarAs[T](c, a.Beta(), 1), scalarAs[T](c, a.Alpha(), 1)); err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

func addbmm[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a := torch.AtenAddbmmArgs[int](operandPositions)
	prod, shape, err := product[T](c, elem, a.Batch1(), a.Batch2(), bmmView(c))
	if err != nil {
		return err
	}
	n, m := shape[1], shape[2]
	sum := make([]T, n*m)
	for b := int64(0); b < shape[0]; b++ {
		for k := range sum {
			sum[k] += prod[b*n*m+int64(k)]
		}
	}
	out := []int64{n, m}
	if err := scaledSum(c, elem, sum, out, a.Self(), scalarAs[T](c, a.Beta(), 1), scalarAs[T](c, a.Alpha(), 1)); err != nil {
		return err
	}
	return storeResult(c, 0, out, sum)
}

func inner[T accumulator](c *exec.Ctx, elem ir.Type) error {
	args := torch.AtenInnerArgs[int](operandPositions)
	a, as, err := operandAs[T](c, args.Self(), elem)
	if err != nil {
		return err
	}
	b, bs, err := operandAs[T](c, args.Other(), elem)
	if err != nil {
		return err
	}
	if len(as) == 0 || len(bs) == 0 {
		// A scalar operand: the elementwise product.
		shape, x, y := bs, a, b
		if len(bs) == 0 {
			shape, x, y = as, b, a
		}
		out := make([]T, len(y))
		for k := range y {
			out[k] = x[0] * y[k]
		}
		return storeResult(c, 0, shape, out)
	}
	return contract(c, a, as, b, bs, []int{len(as) - 1}, []int{len(bs) - 1})
}

func tensordot[T accumulator](c *exec.Ctx, elem ir.Type) error {
	args := torch.AtenTensordotArgs[int](operandPositions)
	a, as, err := operandAs[T](c, args.Self(), elem)
	if err != nil {
		return err
	}
	b, bs, err := operandAs[T](c, args.Other(), elem)
	if err != nil {
		return err
	}
	da, err := intList(c, args.DimsSelf())
	if err != nil {
		return err
	}
	db, err := intList(c, args.DimsOther())
	if err != nil {
		return err
	}
	if len(da) != len(db) {
		return c.Errorf("both dimension lists should have same length, got %v and %v", da, db)
	}
	pa, pb := make([]int, len(da)), make([]int, len(db))
	for k := range da {
		if pa[k], err = normDim(c, da[k], len(as)); err != nil {
			return err
		}
		if pb[k], err = normDim(c, db[k], len(bs)); err != nil {
			return err
		}
	}
	return contract(c, a, as, b, bs, pa, pb)
}

// contract is result 0 = sum over the paired dims (ca[k] of a with cb[k]
// of b, equal sizes) of a*b, of shape a's other dims then b's, the
// products added in row-major order of the paired dims.
func contract[T accumulator](c *exec.Ctx, a []T, as []int64, b []T, bs []int64, ca, cb []int) error {
	paired := func(dims []int, d int) int {
		for k, x := range dims {
			if x == d {
				return k
			}
		}
		return -1
	}
	csize := make([]int64, len(ca))
	for k := range ca {
		if as[ca[k]] != bs[cb[k]] {
			return c.Errorf("contracted dimensions need to match, but first has size %d in dim %d and second has size %d in dim %d",
				as[ca[k]], ca[k], bs[cb[k]], cb[k])
		}
		csize[k] = as[ca[k]]
	}
	var shape, freeA, freeB []int64 // free dims' strides in a and b
	sa, sb := exec.Strides(as), exec.Strides(bs)
	for d := range as {
		if paired(ca, d) < 0 {
			shape, freeA = append(shape, as[d]), append(freeA, sa[d])
		}
	}
	for d := range bs {
		if paired(cb, d) < 0 {
			shape, freeB = append(shape, bs[d]), append(freeB, sb[d])
		}
	}
	ka, kb := make([]int64, len(ca)), make([]int64, len(cb))
	for k := range ca {
		ka[k], kb[k] = sa[ca[k]], sb[cb[k]]
	}
	if err := charge(c, exec.NumElements(shape), max(exec.NumElements(csize), 1)); err != nil {
		return err
	}
	// Strides over the result for a's and b's free dims.
	outA := append(append([]int64{}, freeA...), make([]int64, len(freeB))...)
	outB := append(make([]int64, len(freeA)), freeB...)
	out := make([]T, exec.NumElements(shape))
	forEach(shape, [][]int64{outA, outB}, func(o int64, pos []int64) {
		var acc T
		forEach(csize, [][]int64{ka, kb}, func(_ int64, q []int64) {
			acc += a[pos[0]+q[0]] * b[pos[1]+q[1]]
		})
		out[o] = acc
	})
	return storeResult(c, 0, shape, out)
}
