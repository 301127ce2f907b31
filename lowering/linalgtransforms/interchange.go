package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// InterchangeForLocality is strata-linalg-interchange: it reorders the
// loops of a structured op so that the innermost one walks memory with
// unit stride, which is what lets LLVM vectorize the loop nest that
// convert-linalg-to-loops writes (it nests loops d0 outermost). A
// matmul's (i, j, k) becomes (i, k, j): C[i, j] += A[i, k] * B[k, j] then
// streams B's and C's rows instead of striding down B's column.
//
// Only a parallel dim is ever moved, to the innermost position, so the
// order in which every reduction visits its elements is unchanged and
// float results are bit-identical. A dim scores 2 for each operand whose
// fastest-varying index it steps with unit stride and 1 for each operand
// that does not depend on it (the access is loop-invariant) or that it
// steps with a short constant stride; the best parallel dim moves inward
// when it scores more than the current innermost dim, or as much when
// that one is a reduction (a reduction carries a dependence from one
// iteration to the next, a parallel loop does not). An innermost
// reduction of at most shortLoop static steps (a convolution's kernel
// width) scores 0. Named ops that would be reordered are generalized
// first.
var InterchangeForLocality = &passes.Pass{
	Argument: "strata-linalg-interchange",
	Name:     "LinalgInterchangeForLocality",
	Summary:  "Move the parallel loop with the most unit-stride accesses innermost",
	Description: "Every structured op whose innermost loop strides through memory (a matmul's k walks down a column of B) " +
		"gets the parallel dim with the most unit-stride, short-stride and loop-invariant accesses as its innermost dim " +
		"(an innermost reduction of at most 7 static steps, such as a kernel width, counts for nothing), by permuting " +
		"its iteration space (indexing maps, iterator types and linalg.index dims; named ops are generalized). Only a " +
		"parallel dim moves, so reductions visit their elements in the same order and results are unchanged.",
	Dialects: []string{"linalg"},
	Run: func(r *passes.Run) error {
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if linalg.IsStructured(op) {
				todo = append(todo, op)
			}
		})
		for _, op := range todo {
			if err := interchange(op); err != nil {
				return ir.NewDiagnostic(ir.SevError, op.Loc(), "%v", err)
			}
		}
		return nil
	},
}

// interchange reorders op's loops when that improves its innermost loop.
func interchange(op *ir.Operation) error {
	maps, err := linalg.IndexingMaps(op)
	if err != nil {
		return err
	}
	iters, err := linalg.IteratorTypes(op)
	if err != nil {
		return err
	}
	n := len(iters)
	if n < 2 || len(maps) == 0 {
		return nil
	}
	inner := n - 1
	best := -1
	for d := 0; d < n-1; d++ {
		if iters[d] == "parallel" && (best < 0 || localityScore(maps, d) > localityScore(maps, best)) {
			best = d
		}
	}
	if best < 0 {
		return nil
	}
	innerScore := localityScore(maps, inner)
	if n := staticLoopSize(op, maps, inner); iters[inner] == "reduction" && n >= 0 && n <= shortLoop {
		// A reduction of a few steps (a convolution's kernel width)
		// gives the vectorizer nothing to work with, whatever its
		// accesses.
		innerScore = 0
	}
	gain := localityScore(maps, best) - innerScore
	if gain < 0 || gain == 0 && iters[inner] == "parallel" {
		return nil
	}
	if op.Def() != linalg.Generic {
		if !linalg.Generalizable(op) {
			return nil
		}
		if op, err = linalg.Generalize(op); err != nil {
			return err
		}
		maps, _ = linalg.IndexingMaps(op)
	}
	// newPos[d] is the new position of old dim d: best goes last, the
	// dims after it move one outward.
	newPos := make([]int, n)
	for d := range newPos {
		switch {
		case d == best:
			newPos[d] = n - 1
		case d > best:
			newPos[d] = d - 1
		default:
			newPos[d] = d
		}
	}
	permute(op, maps, iters, newPos)
	return nil
}

// shortLoop is the trip count up to which an innermost reduction is not
// worth keeping innermost.
const shortLoop = 7

// staticLoopSize is the static trip count of loop d (the size of an
// operand dim its map indexes with d alone), or -1 when unknown.
func staticLoopSize(op *ir.Operation, maps []*ir.AffineMap, d int) int64 {
	for i, m := range maps {
		if i >= op.NumOperands() {
			break
		}
		st, ok := op.Operand(i).Type().(ir.ShapedType)
		if !ok {
			continue
		}
		for k, e := range m.Results {
			if e.Kind == ir.AffineDim && int(e.Val) == d && k < len(st.Shape()) && st.Shape()[k] != ir.ShapedDynamic {
				return st.Shape()[k]
			}
		}
	}
	return -1
}

// localityScore scores dim d as the innermost loop of an op with maps:
// per operand, 2 for a unit-stride access, 1 for a loop-invariant one or
// a short constant stride (a strided convolution's input, which the
// vectorizer reads with interleaved loads), 0 otherwise.
func localityScore(maps []*ir.AffineMap, d int) int {
	s := 0
	for _, m := range maps {
		if !usesDim(m, d) {
			s++
			continue
		}
		if len(m.Results) == 0 {
			continue
		}
		last := m.Results[len(m.Results)-1]
		switch c, ok := coefficient(last, d); {
		case ok && c == 1:
			s += 2
		case ok && c > 1 && c <= 4 && !usesDimElsewhere(m, d):
			s++
		}
	}
	return s
}

// coefficient returns c when e is a sum of terms in which dim d appears
// once, as d or d * c (c a constant); ok is false otherwise.
func coefficient(e *ir.AffineExpr, d int) (int64, bool) {
	switch e.Kind {
	case ir.AffineDim:
		if int(e.Val) == d {
			return 1, true
		}
	case ir.AffineMul:
		if e.LHS.Kind == ir.AffineDim && int(e.LHS.Val) == d && e.RHS.Kind == ir.AffineConst {
			return e.RHS.Val, true
		}
	case ir.AffineAdd:
		lu, ru := exprUses(e.LHS, d), exprUses(e.RHS, d)
		switch {
		case lu && !ru:
			return coefficient(e.LHS, d)
		case ru && !lu:
			return coefficient(e.RHS, d)
		}
	}
	return 0, false
}

// usesDimElsewhere reports whether a result other than m's last uses d.
func usesDimElsewhere(m *ir.AffineMap, d int) bool {
	for _, e := range m.Results[:len(m.Results)-1] {
		if exprUses(e, d) {
			return true
		}
	}
	return false
}

func usesDim(m *ir.AffineMap, d int) bool {
	used := make([]bool, m.NumDims)
	for _, e := range m.Results {
		markUsed(e, used)
	}
	return d < len(used) && used[d]
}

func markUsed(e *ir.AffineExpr, used []bool) {
	if e == nil {
		return
	}
	if e.Kind == ir.AffineDim && int(e.Val) < len(used) {
		used[e.Val] = true
	}
	markUsed(e.LHS, used)
	markUsed(e.RHS, used)
}

func exprUses(e *ir.AffineExpr, d int) bool {
	if e == nil {
		return false
	}
	if e.Kind == ir.AffineDim {
		return int(e.Val) == d
	}
	return exprUses(e.LHS, d) || exprUses(e.RHS, d)
}

// permute renumbers the loops of a linalg.generic: old dim d becomes dim
// newPos[d] in its indexing maps, iterator types and linalg.index ops.
func permute(op *ir.Operation, maps []*ir.AffineMap, iters []string, newPos []int) {
	ctx := op.Context()
	n := len(newPos)
	dims := make([]*ir.AffineExpr, n)
	newIters := make([]string, n)
	for d, p := range newPos {
		dims[d] = ir.AffineDimExpr(p)
		newIters[p] = iters[d]
	}
	mapAttrs := make([]ir.Attribute, len(maps))
	for i, m := range maps {
		res := make([]*ir.AffineExpr, len(m.Results))
		for k, e := range m.Results {
			res[k] = e.Replace(dims, nil)
		}
		mapAttrs[i] = ctx.AffineMapAttr(ir.NewAffineMap(n, m.NumSyms, res))
	}
	op.SetAttr("indexing_maps", ctx.ArrayAttr(mapAttrs))
	op.SetAttr("iterator_types", linalg.IteratorTypesAttr(ctx, newIters))
	ir.Walk(op, ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if o.Def() != linalg.Index {
			return ir.Advance
		}
		if a, ok := o.Attr("dim").(*ir.IntegerAttr); ok && int(a.Int64()) < n {
			o.SetAttr("dim", ctx.IntegerAttr(ctx.I(64), int64(newPos[a.Int64()])))
		}
		return ir.Advance
	})
}
