package linalg

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
)

// This file answers, for every structured op, the questions of MLIR's
// LinalgOp interface: its indexing maps and its iterator types.

// IsStructured reports whether op is a linalg structured op (generic,
// a named op, map, reduce, transpose, broadcast or elementwise).
func IsStructured(op *ir.Operation) bool {
	switch op.Def() {
	case Generic, Map, Reduce, Transpose, Broadcast, Elementwise:
		return true
	}
	return NamedByName[op.Name()] != nil
}

func i64s(a ir.Attribute) []int64 {
	switch a := a.(type) {
	case *ir.DenseArrayAttr:
		return a.Ints
	case *ir.DenseElementsAttr:
		out := make([]int64, a.NumElements())
		for i := range out {
			out[i] = a.IntElement(int64(i))
		}
		return out
	}
	return nil
}

func mapsOfAttr(a ir.Attribute) ([]*ir.AffineMap, bool) {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([]*ir.AffineMap, len(arr.Elems))
	for i, e := range arr.Elems {
		m, ok := e.(*ir.AffineMapAttr)
		if !ok {
			return nil, false
		}
		out[i] = m.Map
	}
	return out, true
}

// IndexingMaps returns the indexing maps of a structured op, one per
// operand (inputs then outputs).
func IndexingMaps(op *ir.Operation) ([]*ir.AffineMap, error) {
	ranks := operandRanks(op)
	if len(ranks) == 0 {
		return nil, fmt.Errorf("expected at least one operand")
	}
	switch op.Def() {
	case Generic, Elementwise:
		m, ok := mapsOfAttr(op.Attr("indexing_maps"))
		if !ok {
			return nil, fmt.Errorf("requires attribute 'indexing_maps'")
		}
		return m, nil
	case Map:
		rank := ranks[len(ranks)-1]
		out := make([]*ir.AffineMap, len(ranks))
		for i := range out {
			out[i] = ir.IdentityAffineMap(rank)
		}
		return out, nil
	case Transpose:
		perm := i64s(op.Attr("permutation"))
		n := len(perm)
		inv := make([]*ir.AffineExpr, n)
		for i, p := range perm {
			if p < 0 || int(p) >= n {
				return nil, fmt.Errorf("permutation is not valid")
			}
			inv[p] = ir.AffineDimExpr(i)
		}
		for _, e := range inv {
			if e == nil {
				return nil, fmt.Errorf("permutation is not valid")
			}
		}
		return []*ir.AffineMap{ir.NewAffineMap(n, 0, inv), ir.IdentityAffineMap(n)}, nil
	case Broadcast:
		dims := i64s(op.Attr("dimensions"))
		n := ranks[1]
		var rs []*ir.AffineExpr
		for i := 0; i < n; i++ {
			added := false
			for _, d := range dims {
				added = added || d == int64(i)
			}
			if !added {
				rs = append(rs, ir.AffineDimExpr(i))
			}
		}
		return []*ir.AffineMap{ir.NewAffineMap(n, 0, rs), ir.IdentityAffineMap(n)}, nil
	case Reduce:
		dims := i64s(op.Attr("dimensions"))
		ins := len(Inputs(op))
		if ins == 0 {
			return nil, fmt.Errorf("expects at least one input")
		}
		n := ranks[0]
		var rs []*ir.AffineExpr
		for i := 0; i < n; i++ {
			red := false
			for _, d := range dims {
				red = red || d == int64(i)
			}
			if !red {
				rs = append(rs, ir.AffineDimExpr(i))
			}
		}
		out := make([]*ir.AffineMap, len(ranks))
		for i := range out {
			if i < ins {
				out[i] = ir.IdentityAffineMap(n)
			} else {
				out[i] = ir.NewAffineMap(n, 0, rs)
			}
		}
		return out, nil
	}
	s := NamedByName[op.Name()]
	if s == nil {
		return nil, fmt.Errorf("'%s' is not a structured op", op.Name())
	}
	if s.MapsAttr {
		if m, ok := mapsOfAttr(op.Attr("indexing_maps")); ok {
			return m, nil
		}
	}
	return s.DefaultMaps(ranks, i64s(op.Attr("strides")), i64s(op.Attr("dilations")))
}

// IteratorTypes returns "parallel"/"reduction" per loop of a structured op.
func IteratorTypes(op *ir.Operation) ([]string, error) {
	ranks := operandRanks(op)
	if len(ranks) == 0 && op.Def() != Generic {
		return nil, fmt.Errorf("expected at least one operand")
	}
	par := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = Parallel
		}
		return out
	}
	switch op.Def() {
	case Generic:
		arr, ok := op.Attr("iterator_types").(*ir.ArrayAttr)
		if !ok {
			return nil, fmt.Errorf("requires attribute 'iterator_types'")
		}
		out := make([]string, len(arr.Elems))
		for i, e := range arr.Elems {
			k, ok := iteratorKind(e)
			if !ok {
				return nil, fmt.Errorf("unexpected iterator type")
			}
			out[i] = k
		}
		return out, nil
	case Map, Elementwise, Transpose, Broadcast:
		return par(ranks[len(ranks)-1]), nil
	case Reduce:
		out := par(ranks[0])
		for _, d := range i64s(op.Attr("dimensions")) {
			if d >= 0 && int(d) < len(out) {
				out[d] = Reduction
			}
		}
		return out, nil
	}
	s := NamedByName[op.Name()]
	if s == nil {
		return nil, fmt.Errorf("'%s' is not a structured op", op.Name())
	}
	if s.MapsOnly {
		maps, ok := mapsOfAttr(op.Attr("indexing_maps"))
		if !ok || len(maps) == 0 {
			return nil, fmt.Errorf("requires attribute 'indexing_maps'")
		}
		return contractionIterators(maps), nil
	}
	return s.IteratorTypes(ranks[len(ranks)-1]), nil
}

// contractionIterators returns the iterator types of a contraction given
// by maps: a loop dim is parallel when the output's (last) map uses it, a
// reduction otherwise.
func contractionIterators(maps []*ir.AffineMap) []string {
	out := maps[len(maps)-1]
	used := make([]bool, out.NumDims)
	var mark func(e *ir.AffineExpr)
	mark = func(e *ir.AffineExpr) {
		if e == nil {
			return
		}
		if e.Kind == ir.AffineDim && e.Val >= 0 && int(e.Val) < len(used) {
			used[e.Val] = true
		}
		mark(e.LHS)
		mark(e.RHS)
	}
	for _, r := range out.Results {
		mark(r)
	}
	its := make([]string, out.NumDims)
	for i := range its {
		its[i] = Reduction
		if used[i] {
			its[i] = Parallel
		}
	}
	return its
}
