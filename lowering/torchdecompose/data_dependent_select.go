package torchdecompose

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// selectionDecompositions: the unique family (data-dependent counts, as
// data_dependent.go's), mode along any dim, and the element-moving ops on
// complex tensors.
var selectionDecompositions = []*rewrite.Pattern{
	// unique_dim(x, d, ...), unique_dim_consecutive(x, d, ...),
	// unique_consecutive(x, inverse, counts, d?) with the unique count u
	// static -> with y = view(movedim(x, d, 0), [n, -1]): the first row of
	// each group (index_select of kthSet), inverse the group of each row,
	// counts per group; consecutive groups start where a row differs from
	// the one before, sorted ones rank rows lexicographically (the first
	// position where they are < or >) against the first of each set of
	// equal rows
	decomposition(torch.AtenUniqueDim, unique[torch.AtenUniqueDimArgs[*ir.Value]](false)),
	decomposition(torch.AtenUniqueDimConsecutive, unique[torch.AtenUniqueDimConsecutiveArgs[*ir.Value]](true)),
	decomposition(torch.AtenUniqueConsecutive, unique[torch.AtenUniqueConsecutiveArgs[*ir.Value]](true)),
	// mode(x, d, keepdim), d not the last dim -> mode(permute(x, d to
	// the end), -1, keepdim), kept results permuted back (misc_ops.go
	// decomposes the last dim)
	decomposition(torch.AtenMode, modeAlong),
	// block_diag and cartesian_prod of complex tensors, which only move
	// elements -> complex(op(real parts), op(imag parts))
	decomposition(torch.AtenBlockDiag, byParts[torch.AtenBlockDiagArgs[*ir.Value]]),
	decomposition(torch.AtenCartesianProd, byParts[torch.AtenCartesianProdArgs[*ir.Value]]),
}

// unique decomposes the unique ops along their dim (none: the flattened
// tensor, for unique_consecutive).
func unique[A interface {
	selfArgs
	Dim() *ir.Value
	ReturnInverse() *ir.Value
	ReturnCounts() *ir.Value
}](consecutive bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Self()
		xt, ot := ranked(x), ranked(op.Result(0))
		if xt == nil || ot == nil || isComplex(xt.Dtype) {
			return false
		}
		for i := 1; i < 3; i++ {
			if t := ranked(op.Result(i)); t == nil || !allStatic(t.Sizes) {
				return false
			}
		}
		flatten := torch.IsNoneValue(args.Dim())
		d := 0
		if !flatten {
			dv, ok := torch.ConstantIntValue(args.Dim())
			r := max(len(xt.Sizes), 1)
			if dv < 0 {
				dv += int64(r)
			}
			if !ok || dv < 0 || dv >= int64(r) {
				return false
			}
			d = int(dv)
			flatten = len(xt.Sizes) <= 1 && op.Name() == torch.AtenUniqueConsecutive.Name
		}
		if len(xt.Sizes) == 0 && !flatten {
			return false
		}
		rows := int64(1)
		for _, n := range xt.Sizes {
			rows *= n
		}
		if !flatten {
			rows = xt.Sizes[d]
		}
		b := newTorchBuilder(op, rw)
		if rows == 0 {
			// Nothing to select: the output is x (flattened), inverse and
			// counts empty.
			out := x
			if flatten {
				out = b.flat(x)
			}
			b.replace(op, out, b.zerosOf(op.Result(1)), b.zerosOf(op.Result(2)))
			return true
		}
		var y *ir.Value
		uDim := 0
		if flatten {
			y = b.aten(torch.AtenUnsqueeze, b.flat(x), b.int(1))
		} else {
			perm := []int{d}
			for e := range xt.Sizes {
				if e != d {
					perm = append(perm, e)
				}
			}
			y, uDim = b.viewed(b.permuted(x, perm), b.dim(x, d), b.int(-1)), d
		}
		u, ok := staticCount(ot, uDim)
		if !ok {
			b.done()
			return false
		}
		firsts, inverse, counts, count := b.groups(y, u, consecutive)
		out := b.aten(torch.AtenIndexSelect, y, b.int(0), firsts)
		if flatten {
			out = b.flat(out)
		} else {
			shape := []*ir.Value{b.int(u)}
			perm := []int{}
			for e := range xt.Sizes {
				if e != d {
					shape = append(shape, b.dim(x, e))
				}
			}
			for e := range xt.Sizes {
				switch {
				case e < d:
					perm = append(perm, e+1)
				case e == d:
					perm = append(perm, 0)
				default:
					perm = append(perm, e)
				}
			}
			out = b.permuted(b.viewed(out, shape...), perm)
		}
		msg := fmt.Sprintf("%s: the input has a number of unique elements other than the %d its result type states",
			op.Name()[len("torch.aten."):], u)
		out = b.checked(out, b.countIs(count, u), msg)
		if flatten {
			// unique_consecutive(x, return_inverse, return_counts): what
			// is not asked for is empty.
			if c, ok := torch.ConstantBoolValue(args.ReturnInverse()); ok && c {
				inverse = b.aten(torch.AtenView, inverse, b.sizes(x))
			} else {
				inverse = b.zerosOf(op.Result(1))
			}
			if c, ok := torch.ConstantBoolValue(args.ReturnCounts()); !ok || !c {
				counts = b.zerosOf(op.Result(2))
			}
		}
		b.replace(op, out, inverse, counts)
		return true
	}
}

// groups splits the rows of the 2-d y into u groups: consecutive, runs of
// equal rows; else sets of equal rows ranked lexicographically. It returns
// the first row of each group, the group of each row, the size of each
// group and the number of groups found (0-d).
func (b *torchBuilder) groups(y *ir.Value, u int64, consecutive bool) (firsts, inverse, counts, count *ir.Value) {
	ks := b.aten(torch.AtenUnsqueeze, b.arange(b.int(0), b.int(u), b.int(1)), b.int(1))
	if consecutive {
		// starts[0] = 1, starts[i] = any(y[i] != y[i-1])
		one := b.int(1)
		diff := b.aten(torch.AtenAnyDim, b.aten(torch.AtenNeTensor, b.aten(torch.AtenSliceTensor, y, b.int(0), one, b.none(), one),
			b.aten(torch.AtenSliceTensor, y, b.int(0), b.int(0), b.int(-1), one)), b.int(1), b.bool(false))
		starts := b.aten(torch.AtenCat, b.tensors(b.aten(torch.AtenOnes, b.ints(1), b.int(4), b.none(), b.none(), b.none()), b.i64(diff)), b.int(0))
		firsts, count = b.kthSet(starts, u)
		inverse = b.addScalar(b.cumsum(starts, 0), -1)
	} else {
		a, c := b.aten(torch.AtenUnsqueeze, y, b.int(1)), b.aten(torch.AtenUnsqueeze, y, b.int(0))
		lt, gt := b.aten(torch.AtenLtTensor, a, c), b.aten(torch.AtenGtTensor, a, c)
		// less[i, j]: row i < row j at the first position where one is <
		// or > the other.
		decisive := b.aten(torch.AtenLogicalOr, lt, gt)
		firstDecisive := b.aten(torch.AtenLogicalAnd, decisive, b.aten(torch.AtenEqScalar, b.cumsum(b.i64(decisive), 2), b.int(1)))
		less := b.aten(torch.AtenAnyDim, b.aten(torch.AtenLogicalAnd, firstDecisive, lt), b.int(2), b.bool(false))
		equal := b.aten(torch.AtenLogicalNot, b.aten(torch.AtenAnyDim, b.aten(torch.AtenNeTensor, a, c), b.int(2), b.bool(false)))
		// rep[j]: no earlier row equals row j.
		n := b.dim(y, 0)
		idx := b.arange(b.int(0), n, b.int(1))
		earlier := b.aten(torch.AtenLtTensor, b.aten(torch.AtenUnsqueeze, idx, b.int(1)), b.aten(torch.AtenUnsqueeze, idx, b.int(0)))
		rep := b.aten(torch.AtenLogicalNot, b.aten(torch.AtenAnyDim, b.aten(torch.AtenLogicalAnd, equal, earlier), b.int(0), b.bool(false)))
		// inverse[i] = the number of representatives less than row i.
		inverse = b.aten(torch.AtenSumDimIntList, b.i64(b.aten(torch.AtenLogicalAnd, less, b.aten(torch.AtenUnsqueeze, rep, b.int(1)))),
			b.ints(0), b.bool(false), b.none())
		repI := b.i64(rep)
		firsts = b.atRank(b.mul(b.addScalar(inverse, 1), repI), u)
		count = b.total(repI)
	}
	counts = b.aten(torch.AtenSumDimIntList, b.aten(torch.AtenEqTensor, b.aten(torch.AtenUnsqueeze, inverse, b.int(0)), ks), b.ints(1), b.bool(false), b.int(4))
	return firsts, inverse, counts, count
}

func modeAlong(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenModeArgs[*ir.Value](op.Operands())
	x := args.Self()
	xt, vt, it := ranked(x), ranked(op.Result(0)), ranked(op.Result(1))
	d, ok := torch.ConstantIntValue(args.Dim())
	keep, okK := torch.ConstantBoolValue(args.Keepdim())
	if xt == nil || vt == nil || it == nil || !ok || !okK || len(xt.Sizes) < 2 {
		return false
	}
	r := len(xt.Sizes)
	k, ok := normDim(d, r)
	if !ok || k == r-1 {
		return false
	}
	perm := []int{}
	var sizes []int64
	for e := range xt.Sizes {
		if e != k {
			perm = append(perm, e)
			sizes = append(sizes, xt.Sizes[e])
		}
	}
	perm = append(perm, k)
	if keep {
		sizes = append(sizes, 1)
	}
	b := newTorchBuilder(op, rw)
	m := b.create(torch.AtenMode.Name, []*ir.Value{b.permuted(x, perm), b.int(-1), b.bool(keep)},
		[]ir.Type{torch.VTensor(b.ctx, sizes, vt.Dtype), torch.VTensor(b.ctx, sizes, it.Dtype)}).Results()
	val, ind := m[0], m[1]
	if keep {
		val, ind = b.permuted(val, inversePerm(perm)), b.permuted(ind, inversePerm(perm))
	}
	b.replace(op, val, ind)
	return true
}

func byParts[A interface {
	~[]*ir.Value
	Tensors() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	lc := args.Tensors().DefiningOp()
	rt := ranked(op.Result(0))
	if lc == nil || lc.Name() != torch.PrimListConstruct.Name || rt == nil || !isComplex(rt.Dtype) {
		return false
	}
	for _, t := range lc.Operands() {
		if tt := ranked(t); tt == nil || tt.Dtype != rt.Dtype {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	elem := rt.Dtype.(*ir.ComplexType).Elem
	partType := torch.VTensor(b.ctx, rt.Sizes, elem)
	part := func(of *ir.OpDef) *ir.Value {
		var ps []*ir.Value
		for _, t := range lc.Operands() {
			ps = append(ps, b.atenAs(of, torch.VTensor(b.ctx, ranked(t).Sizes, elem), t))
		}
		return b.atenAs(op.Def(), partType, b.tensors(ps...))
	}
	b.replace(op, b.atenAs(torch.AtenComplex, op.Result(0).Type(), part(torch.AtenReal), part(torch.AtenImag)))
	return true
}
