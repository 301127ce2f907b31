package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// pad, of moreDecompositions: constant_pad_nd and the border modes.

// pad(x, pad, mode, value?): pad holds (before, after) pairs from the
// last dim. "constant" crops the negative amounts with slices and pads
// the rest with constant_pad_nd; the other modes take non-negative
// amounts on tensors of 1 or 2 more dims than padded, as PyTorch does,
// and concatenate the borders: reflect mirrors without the edge element
// (index_select of a reversed arange), replicate repeats the edge
// element (index_select of a constant index), circular wraps around.
func pad(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenPadArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	ps, ok := torch.ConstantIntList(args.Pad())
	if t == nil || !ok || len(ps)%2 != 0 || len(ps)/2 > len(t.Sizes) || !sameDtype(op, x) {
		return false
	}
	mode := ""
	if d := args.Mode().DefiningOp(); d != nil && d.Name() == torch.ConstantStr.Name {
		if s, ok := d.Attr("value").(*ir.StringAttr); ok {
			mode = s.Value
		}
	}
	value := args.Value()
	if mode == "constant" {
		padConstant(op, rw, x, t, ps, value)
		return true
	}
	if mode != "reflect" && mode != "replicate" && mode != "circular" {
		return false
	}
	if c, ok := torch.ConstantFloatValue(value); !torch.IsNoneValue(value) && (!ok || c != 0) {
		return false // PyTorch rejects a value for these modes
	}
	if n := len(ps) / 2; n == 0 || (len(t.Sizes) != n+1 && len(t.Sizes) != n+2) {
		return false
	}
	for i, p := range ps {
		n := t.Sizes[len(t.Sizes)-1-i/2]
		if p < 0 || (n != torch.Dynamic && p > 0 && !borderFits(mode, p, n)) {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	y := x
	for i := 0; i < len(ps)/2; i++ {
		d := len(t.Sizes) - 1 - i
		before, after := ps[2*i], ps[2*i+1]
		var parts []*ir.Value
		if before > 0 {
			parts = append(parts, border(b, mode, y, d, before, true))
		}
		parts = append(parts, y)
		if after > 0 {
			parts = append(parts, border(b, mode, y, d, after, false))
		}
		if len(parts) > 1 {
			y = b.aten(torch.AtenCat, b.tensors(parts...), b.int(int64(d)))
		}
	}
	b.replace(op, y)
	return true
}

// borderFits is PyTorch's bound on the padding p of a dim of size n.
func borderFits(mode string, p, n int64) bool {
	switch mode {
	case "reflect":
		return p < n
	case "circular":
		return p <= n
	}
	return n > 0
}

// border is the p elements that mode adds before (or after) dim d of y.
func border(b *torchBuilder, mode string, y *ir.Value, d int, p int64, before bool) *ir.Value {
	switch mode {
	case "reflect":
		// before: y[p], ..., y[1]; after: y[n-2], ..., y[n-1-p]
		var idx *ir.Value
		if before {
			idx = b.arange(b.int(p), b.int(0), b.int(-1))
		} else {
			n := b.dim(y, d)
			idx = b.arange(b.plus(n, -2), b.plus(n, -2-p), b.int(-1))
		}
		return b.aten(torch.AtenIndexSelect, y, b.int(int64(d)), idx)
	case "replicate":
		// The edge element p times, selected by an index of p copies of
		// its position: the border's size stays static where an expand
		// of a slice of a dynamic dim would not (the lowering does not
		// broadcast dims of unknown size).
		at := b.int(0)
		if !before {
			at = b.plus(b.dim(y, d), -1)
		}
		none := b.none()
		idx := b.aten(torch.AtenFull, b.ints(p), at, none, none, none, none)
		return b.aten(torch.AtenIndexSelect, y, b.int(int64(d)), idx)
	default:
		// circular: before, the last p elements; after, the first p
		if before {
			return b.slice(y, d, -p, nil)
		}
		return b.slice(y, d, 0, &p)
	}
}

// padConstant replaces op, pad(x, ps, "constant", value?) with x of type
// t.
func padConstant(op *ir.Operation, rw *rewrite.Rewriter, x *ir.Value, t *torch.TensorType, ps []int64, value *ir.Value) {
	b := newTorchBuilder(op, rw)
	y := x
	pos := make([]int64, len(ps))
	padded := false
	for i := 0; i < len(ps)/2; i++ {
		d := len(t.Sizes) - 1 - i
		before, after := ps[2*i], ps[2*i+1]
		if before < 0 || after < 0 {
			// Negative amounts crop: [max(-before, 0), n - max(-after, 0)).
			var end *int64
			if after < 0 {
				end = &after
			}
			y = b.slice(y, d, max(-before, 0), end)
		}
		pos[2*i], pos[2*i+1] = max(before, 0), max(after, 0)
		padded = padded || before > 0 || after > 0
	}
	if padded {
		if torch.IsNoneValue(value) {
			value = b.int(0)
		}
		y = b.aten(torch.AtenConstantPadNd, y, b.ints(pos...), value)
	}
	b.replace(op, y)
}
