package torch

import (
	"fmt"
	"github.com/strata-compiler/strata/ir"
	"strings"
)

// selectCheck: the constant index of select.int or select_scatter lies
// in its static dim.
func selectCheck[A interface {
	~[]*ir.Value
	Self() *ir.Value
	Dim() *ir.Value
	Index() *ir.Value
}](op *ir.Operation) string {
	a := A(op.Operands())
	x := TensorOf(a.Self())
	d, okD := ConstantIntValue(a.Dim())
	i, okI := ConstantIntValue(a.Index())
	if x == nil || x.Sizes == nil || !okD || !okI {
		return ""
	}
	k, ok := normDim(d, max(len(x.Sizes), 1))
	if !ok || len(x.Sizes) == 0 {
		return ""
	}
	if n := x.Sizes[k]; n != Dynamic && (i < -n || i >= n) {
		return fmt.Sprintf("index %d is out of range for dimension %d of size %d", i, k, n)
	}
	return ""
}

// viewCheck: view/reshape(self, size): at most one -1, no other negative
// size, and the element count of self when both are static.
func viewCheck(self, size argument) paramCheck {
	return func(op *ir.Operation) string { return viewSizesCheck(TensorOf(self(op)), size(op)) }
}

func viewSizesCheck(x *TensorType, size *ir.Value) string {
	sizes, ok := ConstantIntList(size)
	if !ok {
		return ""
	}
	infer, known, overflow := -1, int64(1), false
	for i, n := range sizes {
		switch {
		case n == -1 && infer >= 0:
			return fmt.Sprintf("only one dimension can be inferred, got sizes %s", formatInts(sizes))
		case n == -1:
			infer = i
		case n < 0:
			return fmt.Sprintf("invalid shape dimension %d in %s", n, formatInts(sizes))
		default:
			if n != 0 && known > (1<<62)/n {
				overflow = true
			}
			known *= n
		}
	}
	total, static := numElements(sizesOf(x))
	if !static {
		return ""
	}
	switch {
	case overflow: // more than 2^62 elements: no input has them
		return fmt.Sprintf("shape %s is invalid for input of size %d", formatInts(sizes), total)
	case infer < 0 && known != total:
		return fmt.Sprintf("shape %s is invalid for input of size %d", formatInts(sizes), total)
	case infer >= 0 && (known == 0 || total%known != 0):
		return fmt.Sprintf("shape %s is invalid for input of size %d", formatInts(sizes), total)
	}
	return ""
}

// expandCheck: expand(self, size, implicit): each size is self's (or -1)
// where self's is not 1; new leading dims are not negative.
func expandCheck(self, size argument) paramCheck {
	return func(op *ir.Operation) string {
		x := tensorArg(op, self)
		sizes, ok := ConstantIntList(size(op))
		if x == nil || x.Sizes == nil || !ok {
			return ""
		}
		return expandsTo(x.Sizes, sizes, true)
	}
}

// expandAsCheck: expand_as(self, other): self broadcasts to other.
func expandAsCheck(op *ir.Operation) string {
	a := AtenExpandAsArgs[*ir.Value](op.Operands())
	x, y := TensorOf(a.Self()), TensorOf(a.Other())
	if x == nil || y == nil || x.Sizes == nil || y.Sizes == nil {
		return ""
	}
	return expandsTo(x.Sizes, y.Sizes, false)
}

// expandsTo says why sizes from (a tensor's) cannot be expanded to to.
func expandsTo(from, to []int64, minusOne bool) string {
	if len(to) < len(from) {
		return fmt.Sprintf("the number of sizes provided (%d) must be greater or equal to the number of dimensions in the tensor (%d)", len(to), len(from))
	}
	lead := len(to) - len(from)
	for i, n := range to {
		if i < lead {
			if n < 0 && n != Dynamic {
				return fmt.Sprintf("the expanded size %d of new leading dimension %d must not be negative", n, i)
			}
			continue
		}
		d := from[i-lead]
		if (minusOne && n == -1) || n == Dynamic || d == Dynamic || d == 1 || d == n {
			continue
		}
		return fmt.Sprintf("the expanded size %d must match the existing size %d at non-singleton dimension %d", n, d, i)
	}
	return ""
}

// tCheck: t(self) needs at most 2 dims.
func tCheck(op *ir.Operation) string {
	if x := TensorOf(AtenTArgs[*ir.Value](op.Operands()).Self()); x != nil && x.Sizes != nil && len(x.Sizes) > 2 {
		return fmt.Sprintf("t() expects a tensor with <= 2 dimensions, got shape %s", formatSizes(x.Sizes))
	}
	return ""
}

// copyCheck: copy's src must broadcast to self's shape.
func copyCheck[A interface {
	~[]*ir.Value
	Self() *ir.Value
	Src() *ir.Value
}](op *ir.Operation) string {
	a := A(op.Operands())
	self, src := TensorOf(a.Self()), TensorOf(a.Src())
	if self == nil || src == nil || self.Sizes == nil || src.Sizes == nil {
		return ""
	}
	if b, ok := broadcastSizes(self.Sizes, src.Sizes); !ok || len(b) != len(self.Sizes) {
		return fmt.Sprintf("source of shape %s does not broadcast to the destination's shape %s", formatSizes(src.Sizes), formatSizes(self.Sizes))
	}
	for i, n := range src.Sizes {
		d := self.Sizes[len(self.Sizes)-len(src.Sizes)+i]
		if n != 1 && n != Dynamic && d != Dynamic && n != d {
			return fmt.Sprintf("source of shape %s does not broadcast to the destination's shape %s", formatSizes(src.Sizes), formatSizes(self.Sizes))
		}
	}
	return ""
}

// formatSizes writes sizes as a type does: [2,?,3].
func formatSizes(s []int64) string {
	parts := make([]string, len(s))
	for i, n := range s {
		parts[i] = fmt.Sprint(n)
		if n == Dynamic {
			parts[i] = "?"
		}
	}
	return "[" + strings.Join(parts, ",") + "]"
}
