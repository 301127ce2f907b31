package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Composites over lists of tensors: broadcast_tensors, meshgrid and the
// splits (tensor_split by sections or indices), read from and made into
// prim.ListConstruct.

// ---- lists ----

// unpackOf returns the torch.prim.ListUnpack that is the only user of
// op's list result, when each of its results is a ranked value tensor.
func unpackOf(op *ir.Operation) *ir.Operation {
	list := op.Result(0)
	if !list.HasOneUse() {
		return nil
	}
	u := list.FirstUse().Owner()
	if u.Name() != torch.PrimListUnpack.Name {
		return nil
	}
	for _, r := range u.Results() {
		if rt := ranked(r); rt == nil || !rt.Value {
			return nil
		}
	}
	return u
}

// replaceList replaces the ListUnpack u of op's list with vals and
// erases op.
func (b *torchBuilder) replaceList(op, u *ir.Operation, vals []*ir.Value) {
	b.replace(u, vals...)
	b.rw.EraseOp(op)
}

// broadcastTensors expands each tensor to the broadcast sizes: a dim
// that no tensor has with a static size other than 1 takes the size of
// the first tensor that has it (dynamic sizes are not broadcast).
func broadcastTensors(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenBroadcastTensorsArgs[*ir.Value](op.Operands())
	elems, ok := torch.ListElements(args.Tensors())
	u := unpackOf(op)
	if !ok || u == nil || u.NumResults() != len(elems) {
		return false
	}
	rank := 0
	for i, e := range elems {
		t := ranked(e)
		if t == nil || t.Dtype != ranked(u.Result(i)).Dtype {
			return false
		}
		rank = max(rank, len(t.Sizes))
	}
	// from[k] is the tensor (and its dim) that gives the size of dim k.
	type source struct{ elem, dim int }
	from := make([]source, rank)
	for k := range from {
		from[k] = source{-1, 0}
		for i, e := range elems {
			s := ranked(e).Sizes
			d := k - (rank - len(s))
			if d < 0 || s[d] == 1 {
				continue
			}
			if from[k].elem < 0 {
				from[k] = source{i, d}
				continue
			}
			if o := ranked(elems[from[k].elem]).Sizes[from[k].dim]; o != torch.Dynamic && s[d] != torch.Dynamic && o != s[d] {
				return false
			}
		}
	}
	b := newTorchBuilder(op, rw)
	vals := make([]*ir.Value, len(elems))
	for i, e := range elems {
		s := ranked(e).Sizes
		sizes := make([]*ir.Value, rank)
		same := len(s) == rank
		for k := range sizes {
			d := k - (rank - len(s))
			switch {
			case d >= 0 && s[d] != 1:
				sizes[k] = b.int(-1)
			case from[k].elem < 0:
				sizes[k] = b.int(1)
			default:
				sizes[k] = b.dim(elems[from[k].elem], from[k].dim)
				same = false
			}
		}
		vals[i] = e
		if !same {
			vals[i] = b.aten(torch.AtenExpand, e, b.list(sizes...), b.bool(false))
		}
	}
	b.replaceList(op, u, vals)
	return true
}

func meshgrid[A tensorsArgs](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	elems, ok := torch.ListElements(args.Tensors())
	u := unpackOf(op)
	if !ok || u == nil || u.NumResults() != len(elems) || len(elems) == 0 {
		return false
	}
	xy := false
	if a, ok := any(args).(interface{ Indexing() *ir.Value }); ok {
		d := a.Indexing().DefiningOp()
		if d == nil || d.Name() != torch.ConstantStr.Name {
			return false
		}
		s, _ := d.Attr("value").(*ir.StringAttr)
		if s == nil || s.Value != "ij" && s.Value != "xy" {
			return false
		}
		xy = s.Value == "xy"
	}
	for _, e := range elems {
		if t := ranked(e); t == nil || len(t.Sizes) > 1 || t.Dtype != ranked(elems[0]).Dtype {
			return false
		}
	}
	along := make([]int, len(elems))
	for i := range along {
		along[i] = i
	}
	if xy && len(elems) >= 2 {
		along[0], along[1] = 1, 0
	}
	b := newTorchBuilder(op, rw)
	grid := make([]*ir.Value, len(elems))
	for i, e := range elems {
		if len(ranked(e).Sizes) == 0 {
			grid[along[i]] = b.int(1)
		} else {
			grid[along[i]] = b.dim(e, 0)
		}
	}
	vals := make([]*ir.Value, len(elems))
	for i, e := range elems {
		shape := make([]*ir.Value, len(elems))
		for k := range shape {
			shape[k] = b.int(1)
		}
		shape[along[i]] = grid[along[i]]
		vals[i] = b.aten(torch.AtenExpand, b.viewed(e, shape...), b.list(grid...), b.bool(false))
	}
	b.replaceList(op, u, vals)
	return true
}

// How tensor_split's operand 1 gives the pieces.
type splitBy int

const (
	bySections splitBy = iota // an int: that many near-equal pieces
	byIndices                 // an int list: the cuts
	byTensor                  // a constant si64 tensor: sections if 0-d, cuts if 1-d
)

// tensorSplit is tensor_split (dim -1: the dim operand) and v/h/dsplit
// (dim 0, 1, 2, whose sections must divide the dim) on a static dim.
func tensorSplit[A selfArgs](dim int, by splitBy, pieces func(A) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Self()
		t := ranked(x)
		u := unpackOf(op)
		if t == nil || u == nil || len(t.Sizes) == 0 {
			return false
		}
		r := len(t.Sizes)
		d := dim
		switch {
		case dim < 0:
			var ok bool
			if d, ok = constDim(any(args).(interface{ Dim() *ir.Value }).Dim(), r); !ok {
				return false
			}
		case dim == 1 && r == 1:
			d = 0
		case r <= dim:
			return false
		}
		n := t.Sizes[d]
		if n == torch.Dynamic {
			return false
		}
		bounds, ok := splitBounds(pieces(args), by, n, dim >= 0)
		if !ok || len(bounds) != u.NumResults() {
			return false
		}
		for _, r := range u.Results() {
			if ranked(r).Dtype != t.Dtype {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		vals := make([]*ir.Value, len(bounds))
		for i, bd := range bounds {
			end := bd[1]
			vals[i] = b.slice(x, d, bd[0], &end)
		}
		b.replaceList(op, u, vals)
		return true
	}
}

// splitBounds are the [start, end) of tensor_split's pieces of a dim of
// size n, from a constant operand v; divide requires sections to divide n.
func splitBounds(v *ir.Value, by splitBy, n int64, divide bool) ([][2]int64, bool) {
	var sections int64
	var indices []int64
	ok := false
	switch by {
	case bySections:
		sections, ok = torch.ConstantIntValue(v)
	case byIndices:
		indices, ok = torch.ConstantIntList(v)
	case byTensor:
		lit := v.DefiningOp()
		if lit == nil || lit.Name() != torch.VTensorLiteral.Name {
			return nil, false
		}
		a, isDense := lit.Attr("value").(*ir.DenseElementsAttr)
		t := ranked(v)
		if !isDense || t == nil || len(t.Sizes) > 1 {
			return nil, false
		}
		if it, isInt := t.Dtype.(*ir.IntegerType); !isInt || it.Width != 64 {
			return nil, false
		}
		if len(t.Sizes) == 0 {
			sections, ok = a.IntElement(0), true
		} else {
			for i := range a.NumElements() {
				indices = append(indices, a.IntElement(i))
			}
			by, ok = byIndices, true
		}
	}
	if !ok {
		return nil, false
	}
	var bounds [][2]int64
	if by == byIndices {
		start := int64(0)
		for _, end := range append(indices, n) {
			s, e := clampedSlice(start, end, n)
			bounds = append(bounds, [2]int64{s, e})
			start = end
		}
		return bounds, true
	}
	if sections <= 0 || divide && n%sections != 0 || sections > 1<<16 {
		return nil, false
	}
	start := int64(0)
	for i := range sections {
		size := n / sections
		if i < n%sections {
			size++
		}
		bounds = append(bounds, [2]int64{start, start + size})
		start += size
	}
	return bounds, true
}

// clampedSlice is Python's start:end on a dim of size n, as [s, e) with
// 0 <= s <= e <= n.
func clampedSlice(start, end, n int64) (int64, int64) {
	clamp := func(v int64) int64 {
		if v < 0 {
			v += n
		}
		return min(max(v, 0), n)
	}
	s, e := clamp(start), clamp(end)
	return s, max(s, e)
}
