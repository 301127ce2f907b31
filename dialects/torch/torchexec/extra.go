package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	"github.com/strata-compiler/strata/interp/exec"
)

// extraOps are the overloads declared for the lowering and exporters that
// no family above covers.
var extraOps = exec.Table{
	// squeeze(self): drop every size-1 dim.
	torch.AtenSqueeze.Name: func(c *exec.Ctx) error {
		self := torch.AtenSqueezeArgs[int](operandPositions).Self()
		t, err := c.Tensor(self)
		if err != nil {
			return err
		}
		var dims []int64
		for i, d := range t.Shape {
			if d == 1 {
				dims = append(dims, int64(i))
			}
		}
		return squeezeDims(c, self, dims)
	},
	// numpy_T(self): all dims reversed (.T).
	torch.AtenNumpyT.Name: func(c *exec.Ctx) error {
		t, err := c.Tensor(torch.AtenNumpyTArgs[int](operandPositions).Self())
		if err != nil {
			return err
		}
		perm := make([]int, len(t.Shape))
		for i := range perm {
			perm[i] = len(perm) - 1 - i
		}
		return setResult(c, 0, permuted(t, perm))
	},
	// glu(self, dim): a * sigmoid(b) with a, b the two halves along dim.
	torch.AtenGlu.Name: func(c *exec.Ctx) error {
		a := torch.AtenGluArgs[int](operandPositions)
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		d, err := normDim(c, scalarI(c, a.Dim()), len(t.Shape))
		if err != nil {
			return err
		}
		if len(t.Shape) == 0 || t.Shape[d]%2 != 0 {
			return c.Errorf("glu halves dimension %d, which must have an even size", d)
		}
		shape := append([]int64(nil), t.Shape...)
		half := shape[d] / 2
		shape[d] = half
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		inner := exec.NumElements(t.Shape[d+1:])
		forEach(shape, [][]int64{exec.Strides(t.Shape)}, func(o int64, pos []int64) {
			a, b := getF(t, pos[0]), getF(t, pos[0]+half*inner)
			setF(out, o, a/(1+math.Exp(-b)))
		})
		return nil
	},
	// The strides and storage offset of a value tensor are those of its
	// contiguous row-major layout.
	torch.AtenSymStrideInt.Name: func(c *exec.Ctx) error {
		a := torch.AtenSymStrideIntArgs[int](operandPositions)
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		d, err := normDim(c, scalarI(c, a.Dim()), len(t.Shape))
		if err != nil {
			return err
		}
		if len(t.Shape) == 0 {
			return c.Errorf("stride of a rank-0 tensor")
		}
		c.Results[0] = exec.Int(exec.Strides(t.Shape)[d])
		return nil
	},
	torch.AtenSymStorageOffset.Name: func(c *exec.Ctx) error { c.Results[0] = exec.Int(0); return nil },
	torch.AtenSymIsContiguous.Name:  func(c *exec.Ctx) error { c.Results[0] = exec.Bool(true); return nil },
	// conv_transpose3d.input(input, weight, bias?, stride, padding,
	// output_padding, groups, dilation).
	torch.AtenConvTranspose3dInput.Name: convolutionOp(convOf[torch.AtenConvTranspose3dInputArgs[int]](3)),
	// conv1d/2d/3d.padding(input, weight, bias?, stride, str padding,
	// dilation, groups): padding "valid" is none; "same" pads so that the
	// output has the input's size (stride 1), the odd extra on the right.
	torch.AtenConv1dPadding.Name: convPaddingStr[torch.AtenConv1dPaddingArgs[int]](1),
	torch.AtenConv2dPadding.Name: convPaddingStr[torch.AtenConv2dPaddingArgs[int]](2),
	torch.AtenConv3dPadding.Name: convPaddingStr[torch.AtenConv3dPaddingArgs[int]](3),
}

// convPaddingStr is convNd.padding(input, weight, bias?, stride, str
// padding, dilation, groups) of nsp spatial dims.
func convPaddingStr[A convPositions](nsp int) exec.Semantics {
	a := A(operandPositions)
	conv := convolutionOp(convOf[A](nsp))
	return func(c *exec.Ctx) error {
		x, err := c.Tensor(a.Input())
		if err != nil {
			return err
		}
		w, err := c.Tensor(a.Weight())
		if err != nil {
			return err
		}
		mode, _ := c.Args[a.Padding()].Ref.(string)
		zeros := make(List, nsp)
		for i := range zeros {
			zeros[i] = exec.Int(0)
		}
		args := append([]exec.Value(nil), c.Args...)
		args[a.Padding()] = exec.Value{Ref: &zeros}
		switch mode {
		case "valid":
		case "same":
			stride, err := spatialList(c, a.Stride(), nsp, 1, "stride")
			if err != nil {
				return err
			}
			dil, err := spatialList(c, a.Dilation(), nsp, 1, "dilation")
			if err != nil {
				return err
			}
			if len(w.Shape) != nsp+2 || len(x.Shape) < nsp {
				return c.Errorf("weight of rank %d for a %d-d convolution", len(w.Shape), nsp)
			}
			lo, hi := make([]int64, nsp), make([]int64, nsp)
			for d := 0; d < nsp; d++ {
				if stride[d] != 1 {
					return c.Errorf("padding='same' is not supported for strided convolutions")
				}
				total := dil[d] * (w.Shape[2+d] - 1)
				lo[d], hi[d] = total/2, total-total/2
			}
			padded, err := zeroPadded(c, x, lo, hi)
			if err != nil {
				return err
			}
			args[a.Input()] = exec.Value{Ref: padded}
		default:
			return c.Errorf("invalid padding string '%s' (expected 'valid' or 'same')", mode)
		}
		inner := *c
		inner.Args = args
		return conv(&inner)
	}
}

// zeroPadded returns t with its last len(lo) dims padded by lo zeros
// before and hi after.
func zeroPadded(c *exec.Ctx, t *exec.Tensor, lo, hi []int64) (*exec.Tensor, error) {
	off := len(t.Shape) - len(lo)
	shape := append([]int64(nil), t.Shape...)
	for d := range lo {
		if lo[d] < 0 || hi[d] < 0 || lo[d] > math.MaxInt64/2-shape[off+d] || hi[d] > math.MaxInt64/2 {
			return nil, c.Errorf("padding of %d and %d is too large", lo[d], hi[d])
		}
		shape[off+d] += lo[d] + hi[d]
	}
	out, err := c.NewTensor(t.Elem, shape)
	if err != nil {
		return nil, err
	}
	idx := make([]int64, len(t.Shape))
	for i := int64(0); i < t.Len(); i++ {
		exec.Unlinear(t.Shape, i, idx)
		for d := range lo {
			idx[off+d] += lo[d]
		}
		copyElem(out, exec.Linear(shape, idx), t, i)
	}
	return out, nil
}
