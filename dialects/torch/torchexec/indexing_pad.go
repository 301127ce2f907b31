package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// Padding: constant_pad_nd, the reflection, replication and circular
// pads and pad(mode), registered in indexingOps (replication_pad1d in
// nnCoreOps).

// padMap maps a position x of the padded dim, outside the input's [0, n),
// to the input position it copies (-1: the padding value).
type padMap func(x, n int64) int64

func constantPad(x, n int64) int64 { return -1 }

// reflectPad mirrors around the edge elements: -1 reads 1, n reads n-2.
func reflectPad(x, n int64) int64 {
	if x < 0 {
		return -x
	}
	return 2*(n-1) - x
}

func replicatePad(x, n int64) int64 { return min(max(x, 0), n-1) }

func circularPad(x, n int64) int64 { return floorMod(x, n) }

// padded makes result 0 from t padded by pads ((before, after) pairs from
// the last dim) with the mapping m; fill holds the constant (nil for the
// other modes).
func padded(c *exec.Ctx, t *exec.Tensor, pads []int64, m padMap, fill *exec.Tensor) error {
	rank := len(t.Shape)
	if len(pads)%2 != 0 || len(pads)/2 > rank {
		return c.Errorf("padding length %d must be even and at most twice the rank %d", len(pads), rank)
	}
	for _, p := range pads {
		if p > maxElements || p < -maxElements {
			return c.Errorf("padding %v is out of range", pads)
		}
	}
	shape := append([]int64(nil), t.Shape...)
	before := make([]int64, rank)
	for k := 0; k < len(pads)/2; k++ {
		d := rank - 1 - k
		before[d] = pads[2*k]
		shape[d] += pads[2*k] + pads[2*k+1]
		if shape[d] < 0 {
			return c.Errorf("the input size %d, plus negative padding %d and %d, makes a negative size of dim %d", t.Shape[d], pads[2*k], pads[2*k+1], d)
		}
	}
	if err := checkSizes(c, shape); err != nil {
		return err
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	from := make([]int64, rank)
	return eachIndex(shape, func(o int64, idx []int64) error {
		inside := true
		for d := range idx {
			x, n := idx[d]-before[d], t.Shape[d]
			if x < 0 || x >= n {
				x = m(x, n)
			}
			if x < 0 || x >= n {
				inside = false
				break
			}
			from[d] = x
		}
		switch {
		case inside:
			copyElem(out, o, t, exec.Linear(t.Shape, from))
		case fill != nil:
			copyElem(out, o, fill, 0)
		default:
			return c.Errorf("padding %v is too large for the input of shape %v", pads, t.Shape)
		}
		return nil
	})
}

func constantPadOp(c *exec.Ctx) error {
	a := torch.AtenConstantPadNdArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	pads, err := intList(c, a.Pad())
	if err != nil {
		return err
	}
	elem, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	fill := exec.NewTensor(elem, []int64{1})
	setScalar(c, fill, 0, a.Value())
	return padded(c, t, pads, constantPad, fill)
}

// boundaryPad checks the padding of the non-constant modes (which PyTorch
// defines for dims dims padded of a tensor of rank dims+1 or dims+2, by
// less than the size for reflect, at most the size for circular) and
// pads.
func boundaryPad(c *exec.Ctx, t *exec.Tensor, pads []int64, m padMap, mode string) error {
	dims := len(pads) / 2
	if len(pads)%2 != 0 || dims < 1 || dims > 3 {
		return c.Errorf("%s padding expects 2, 4 or 6 padding sizes, got %v", mode, pads)
	}
	if r := len(t.Shape); r != dims+1 && r != dims+2 {
		return c.Errorf("%s padding of %d dims expects a %d-d or %d-d input, got shape %v", mode, dims, dims+1, dims+2, t.Shape)
	}
	for k, p := range pads {
		d := len(t.Shape) - 1 - k/2
		n := t.Shape[d]
		var ok bool
		switch mode {
		case "reflect":
			ok = p < n
		case "circular":
			ok = p <= n
		default:
			ok = n > 0
		}
		if p > 0 && !ok {
			return c.Errorf("%s padding %d is too large for dim %d of size %d", mode, p, d, n)
		}
	}
	return padded(c, t, pads, m, nil)
}

// boundaryPadOp is reflection_padNd and replication_padNd, dims being N.
func boundaryPadOp[A interface {
	selfPositions
	Padding() int
}](mode string, dims int) exec.Semantics {
	m, a := padModes[mode], A(operandPositions)
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		pads, err := intList(c, a.Padding())
		if err != nil {
			return err
		}
		if len(pads) != 2*dims {
			return c.Errorf("expects %d padding sizes, got %v", 2*dims, pads)
		}
		return boundaryPad(c, t, pads, m, mode)
	}
}

// padModes are pad's modes other than constant.
var padModes = map[string]padMap{"reflect": reflectPad, "replicate": replicatePad, "circular": circularPad}

func padOp(c *exec.Ctx) error {
	a := torch.AtenPadArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	pads, err := intList(c, a.Pad())
	if err != nil {
		return err
	}
	mode, ok := c.Args[a.Mode()].Ref.(string)
	if !ok {
		return c.Errorf("pad mode must be a string")
	}
	if mode == "constant" {
		elem, err := resultElem(c, 0)
		if err != nil {
			return err
		}
		fill := exec.NewTensor(elem, []int64{1})
		if !isNone(c, a.Value()) {
			setF(fill, 0, scalarF(c, a.Value()))
		}
		return padded(c, t, pads, constantPad, fill)
	}
	m, ok := padModes[mode]
	if !ok {
		return c.Errorf("unsupported padding mode %q (expected constant, reflect, replicate or circular)", mode)
	}
	if !isNone(c, a.Value()) && scalarF(c, a.Value()) != 0 {
		return c.Errorf("padding mode %q doesn't take in value argument", mode)
	}
	return boundaryPad(c, t, pads, m, mode)
}
