package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// einsum(equation, tensors, path): the sum, over every label not in the
// output, of the product of the operands' elements at the labels'
// indices. An equation is "ij,jk->ik" (explicit output) or "ij,jk"
// (implicit: the labels used once, in alphabetical order, uppercase
// first, after the ellipsis dims). A label repeated in one operand takes
// its diagonal; "..." stands for dims that broadcast across operands,
// aligned at the right, and are summed when the explicit output omits
// them. Labelled dims of size 1 broadcast too, as PyTorch's. The path
// operand only orders the contraction, which does not change the result.

// einsumTerm is one operand's subscripts: labels (letters) in order with
// the ellipsis, when present, at position ell.
type einsumTerm struct {
	labels []byte
	ell    int // index in labels where "..." stands, -1 when absent
}

// parseEinsumTerm parses one side's subscripts.
func parseEinsumTerm(s string) (einsumTerm, bool) {
	t := einsumTerm{ell: -1}
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z':
			t.labels = append(t.labels, ch)
		case strings.HasPrefix(s[i:], "...") && t.ell < 0:
			t.ell = len(t.labels)
			i += 2
		default:
			return t, false
		}
	}
	return t, true
}

// einsumEquation is a parsed equation.
type einsumEquation struct {
	inputs   []einsumTerm
	output   einsumTerm
	explicit bool
}

func parseEinsum(eq string) (einsumEquation, bool) {
	eq = strings.ReplaceAll(eq, " ", "")
	lhs, rhs, explicit := strings.Cut(eq, "->")
	e := einsumEquation{explicit: explicit}
	for _, s := range strings.Split(lhs, ",") {
		t, ok := parseEinsumTerm(s)
		if !ok {
			return e, false
		}
		e.inputs = append(e.inputs, t)
	}
	if explicit {
		t, ok := parseEinsumTerm(rhs)
		if !ok {
			return e, false
		}
		e.output = t
	}
	return e, true
}

func einsum[T accumulator](c *exec.Ctx, elem ir.Type) error {
	s, ok := c.Args[torch.AtenEinsumArgs[int](operandPositions).Equation()].Ref.(string)
	if !ok {
		return c.Errorf("einsum's equation is not a string")
	}
	eq, ok := parseEinsum(s)
	if !ok {
		return c.Errorf("einsum equation %q is malformed", s)
	}
	tensors, err := tensorList(c, torch.AtenEinsumArgs[int](operandPositions).Tensors())
	if err != nil {
		return err
	}
	if len(tensors) != len(eq.inputs) {
		return c.Errorf("einsum equation %q has %d operands, %d tensors given", s, len(eq.inputs), len(tensors))
	}
	// Sizes of the labels and of the ellipsis dims, broadcast.
	labelSize := map[byte]int64{}
	var ellShape []int64
	for n, t := range tensors {
		in := eq.inputs[n]
		rank := len(t.Shape)
		ellRank := rank - len(in.labels)
		if in.ell < 0 && ellRank != 0 || ellRank < 0 {
			return c.Errorf("einsum operand #%d of shape %v does not match its subscripts", n, t.Shape)
		}
		own := map[byte]int64{}
		for k, l := range in.labels {
			d := t.Shape[einsumDim(in, k, ellRank)]
			if prev, dup := own[l]; dup && prev != d {
				return c.Errorf("einsum subscript %c is repeated for operand #%d with sizes %d and %d", l, n, prev, d)
			}
			own[l] = d
			if prev, seen := labelSize[l]; !seen || prev == 1 {
				labelSize[l] = d
			} else if d != 1 && d != prev {
				return c.Errorf("einsum subscript %c has sizes %d and %d that do not broadcast", l, prev, d)
			}
		}
		if in.ell >= 0 {
			b, ok := broadcastShapes(ellShape, t.Shape[in.ell:in.ell+ellRank])
			if !ok {
				return c.Errorf("einsum: the dims of \"...\" do not broadcast")
			}
			ellShape = b
		}
	}
	out, err := einsumOutput(c, eq, labelSize)
	if err != nil {
		return err
	}
	// The summation space: the output's dims, then the summed ones (the
	// ellipsis dims, unless the output has them, and the other labels).
	type dim struct {
		label byte // 0 for an ellipsis dim
		ell   int  // the ellipsis dim's index
	}
	var space []dim
	outHasEll := out.ell >= 0 || !eq.explicit
	for k := 0; k <= len(out.labels); k++ {
		if k == out.ell || !eq.explicit && k == 0 {
			for e := range ellShape {
				space = append(space, dim{ell: e})
			}
		}
		if k < len(out.labels) {
			space = append(space, dim{label: out.labels[k]})
		}
	}
	outRank := len(space)
	if !outHasEll {
		for e := range ellShape {
			space = append(space, dim{ell: e})
		}
	}
	for _, l := range sortedLabels(labelSize) {
		if !slices.Contains(out.labels, l) {
			space = append(space, dim{label: l})
		}
	}
	shape := make([]int64, len(space))
	for i, d := range space {
		if d.label != 0 {
			shape[i] = labelSize[d.label]
		} else {
			shape[i] = ellShape[d.ell]
		}
	}
	// Each operand is read through strides over the space: a repeated
	// label adds its dims' strides (the diagonal), a broadcast size-1 dim
	// has stride 0.
	strides := make([][]int64, len(tensors))
	vals := make([][]T, len(tensors))
	for n, t := range tensors {
		in := eq.inputs[n]
		ellRank := len(t.Shape) - len(in.labels)
		st := exec.Strides(t.Shape)
		strides[n] = make([]int64, len(space))
		for i, d := range space {
			for k, l := range in.labels {
				if d.label != 0 && l == d.label && t.Shape[einsumDim(in, k, ellRank)] != 1 {
					strides[n][i] += st[einsumDim(in, k, ellRank)]
				}
			}
			if d.label == 0 && in.ell >= 0 {
				// Ellipsis dims align at the right.
				if e := d.ell - (len(ellShape) - ellRank); e >= 0 && t.Shape[in.ell+e] != 1 {
					strides[n][i] = st[in.ell+e]
				}
			}
		}
		vals[n] = valuesAs[T](t, elem)
	}
	outShape := shape[:outRank]
	summed := exec.NumElements(shape[outRank:])
	if err := charge(c, elementCount(shape), int64(len(tensors))); err != nil {
		return err
	}
	if err := charge(c, elementCount(outShape)); err != nil {
		return err
	}
	if err := scratch(c, elementCount(outShape)); err != nil {
		return err
	}
	res := make([]T, exec.NumElements(outShape))
	forEach(shape, strides, func(o int64, pos []int64) {
		p := T(1)
		for n := range vals {
			p *= vals[n][pos[n]]
		}
		res[o/summed] += p
	})
	return storeResult(c, 0, outShape, res)
}

// einsumDim is the tensor dim of label k of a term whose ellipsis covers
// ellRank dims.
func einsumDim(t einsumTerm, k, ellRank int) int {
	if t.ell >= 0 && k >= t.ell {
		return k + ellRank
	}
	return k
}

// einsumOutput checks an explicit output, or builds the implicit one.
func einsumOutput(c *exec.Ctx, eq einsumEquation, labelSize map[byte]int64) (einsumTerm, error) {
	if eq.explicit {
		seen := map[byte]bool{}
		for _, l := range eq.output.labels {
			if seen[l] {
				return eq.output, c.Errorf("einsum output subscript %c appears more than once", l)
			}
			if _, ok := labelSize[l]; !ok {
				return eq.output, c.Errorf("einsum output subscript %c does not appear in the operands", l)
			}
			seen[l] = true
		}
		return eq.output, nil
	}
	count := map[byte]int{}
	for _, in := range eq.inputs {
		for _, l := range in.labels {
			count[l]++
		}
	}
	out := einsumTerm{ell: -1}
	for _, l := range sortedLabels(labelSize) {
		if count[l] == 1 {
			out.labels = append(out.labels, l)
		}
	}
	return out, nil
}

// sortedLabels lists the labels in PyTorch's order: A-Z, then a-z (ASCII).
func sortedLabels(labelSize map[byte]int64) []byte {
	var ls []byte
	for l := range labelSize {
		ls = append(ls, l)
	}
	slices.Sort(ls)
	return ls
}
