// Package reassoc computes with the reassociation groups of MLIR's
// collapse_shape and expand_shape ops (tensor and memref): each group
// lists the dims of the higher-rank shape that make one dim of the
// lower-rank shape, in order and contiguous. The functions follow
// upstream's Dialect/Utils/ReshapeOpsUtils; they know nothing of ops, so
// the tensor and memref canonicalizations share them.
package reassoc

import "github.com/strata-compiler/strata/ir"

// Dynamic marks a dynamic size (ir.ShapedDynamic).
const Dynamic = ir.ShapedDynamic

// Compose composes the groups of two consecutive reshapes of one kind
// (upstream's composeReassociationIndices): the longer list indexes the
// outer dims, each entry of the shorter one names entries of the longer,
// and the composed group is their concatenation. Lists of one length do
// not compose; an empty shorter list (a 0-d shape) composes to the empty
// list.
func Compose(a, b [][]int64) ([][]int64, bool) {
	if len(a) == len(b) {
		return nil, false
	}
	long, short := a, b
	if len(long) < len(short) {
		long, short = short, long
	}
	out := [][]int64{}
	if len(short) == 0 {
		return out, true
	}
	n := 0
	for _, g := range short {
		n += len(g)
	}
	if n != len(long) {
		return nil, false
	}
	for _, g := range short {
		var c []int64
		for _, i := range g {
			c = append(c, long[i]...)
		}
		out = append(out, c)
	}
	return out, true
}

// CollapseOfExpand gives, for reshapes by higher (a rank-h shape to the
// middle shape) and lower (a rank-l shape to the middle shape, l < h),
// the groups of the rank-h dims that make each rank-l dim: the higher
// groups whose middle dims end within a lower group, in order. ok is
// false when a higher group straddles two lower groups (upstream's
// ComposeCollapseOfExpandOp).
func CollapseOfExpand(higher, lower [][]int64) ([][]int64, bool) {
	var out [][]int64
	h := 0
	for _, l := range lower {
		if len(l) == 0 {
			return nil, false
		}
		var g []int64
		for h < len(higher) {
			last := higher[h][len(higher[h])-1]
			if last > l[len(l)-1] {
				return nil, false
			}
			g = append(g, int64(h))
			h++
			if last == l[len(l)-1] {
				break
			}
		}
		out = append(out, g)
	}
	return out, true
}

// ForCollapse returns the groups that collapse src into target
// (upstream's getReassociationIndicesForCollapse): static dims are
// gathered greedily until their product reaches the target size, a
// dynamic source dim makes a dynamic target dim alone, and the trailing
// unit (or dynamic) dims join the last group. ok is false when no such
// grouping exists.
func ForCollapse(src, target []int64) ([][]int64, bool) {
	if len(src) <= len(target) {
		return nil, false
	}
	var out [][]int64
	var cur []int64
	s, prod := 0, int64(1)
	for s < len(src) && len(out) < len(target) {
		t := target[len(out)]
		for s < len(src)-1 && src[s] != Dynamic && prod*src[s] < t {
			prod *= src[s]
			cur = append(cur, int64(s))
			s++
		}
		switch {
		case src[s] == Dynamic && (t != Dynamic || prod != 1):
			return nil, false
		case t == Dynamic && src[s] != Dynamic:
			return nil, false
		case src[s] != Dynamic && prod*src[s] != t:
			return nil, false
		}
		cur = append(cur, int64(s))
		s++
		out = append(out, cur)
		cur, prod = nil, 1
	}
	if len(out) != len(target) {
		return nil, false
	}
	for ; s < len(src); s++ {
		if src[s] != Dynamic && src[s] != 1 {
			return nil, false
		}
		if len(out) > 0 {
			out[len(out)-1] = append(out[len(out)-1], int64(s))
		}
	}
	if out == nil {
		out = [][]int64{}
	}
	return out, true
}

// Collapsing composes a collapse by srcGroups (src to a middle shape)
// and an expand by resGroups (res to the same middle shape), src of the
// higher rank, into groups collapsing src into res (upstream's
// findCollapsingReassociation): each pair of groups over one middle dim
// must be the same dims, or src's must collapse into res's; a middle dim
// made of two or more dynamic dims on both sides is not composed.
func Collapsing(srcGroups, resGroups [][]int64, src, res []int64) ([][]int64, bool) {
	if len(srcGroups) == 0 {
		return ForCollapse(src, res)
	}
	if len(srcGroups) != len(resGroups) {
		return nil, false
	}
	out := [][]int64{}
	for i, sg := range srcGroups {
		rg := resGroups[i]
		if len(sg) == 0 || len(rg) == 0 {
			return nil, false
		}
		ss := src[sg[0] : sg[0]+int64(len(sg))]
		rs := res[rg[0] : rg[0]+int64(len(rg))]
		if countDynamic(ss) >= 2 && countDynamic(rs) >= 2 {
			return nil, false
		}
		if len(ss) == len(rs) {
			for j := range ss {
				if ss[j] != rs[j] {
					return nil, false
				}
			}
			for j := range ss {
				out = append(out, []int64{sg[0] + int64(j)})
			}
			continue
		}
		sub, ok := ForCollapse(ss, rs)
		if !ok {
			return nil, false
		}
		for _, g := range sub {
			m := make([]int64, len(g))
			for j, d := range g {
				m[j] = sg[0] + d
			}
			out = append(out, m)
		}
	}
	return out, true
}

func countDynamic(s []int64) int {
	n := 0
	for _, d := range s {
		if d == Dynamic {
			n++
		}
	}
	return n
}

// Attr is the `reassociation` attribute of groups: [[0, 1], [2]].
func Attr(ctx *ir.Context, groups [][]int64) ir.Attribute {
	out := make([]ir.Attribute, len(groups))
	for i, g := range groups {
		es := make([]ir.Attribute, len(g))
		for j, d := range g {
			es[j] = ctx.IntegerAttr(ctx.I(64), d)
		}
		out[i] = ctx.ArrayAttr(es)
	}
	return ctx.ArrayAttr(out)
}

// CollapsedShape is the shape of collapsing src by groups: each group's
// product, dynamic when one of its dims is.
func CollapsedShape(src []int64, groups [][]int64) []int64 {
	out := make([]int64, len(groups))
	for i, g := range groups {
		out[i] = 1
		for _, d := range g {
			if src[d] == Dynamic || out[i] == Dynamic {
				out[i] = Dynamic
			} else {
				out[i] *= src[d]
			}
		}
	}
	return out
}
