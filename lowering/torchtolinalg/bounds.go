package torchtolinalg

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/arith"
	"strings"

	"github.com/strata-compiler/strata/dialects/cf"
	"github.com/strata-compiler/strata/ir"
)

// Indices read from tensors (embedding, gather, index_select, index.Tensor,
// scatter, index_put) are checked where they are read, as the interpreter
// and PyTorch check them: an index out of range is a cf.assert failing at
// the op's location, which the cpu target reports on stderr before it
// aborts (convert-cf-to-llvm) instead of reading or writing outside the
// tensor, and a GPU kernel traps on.

// checkedIndex converts v, an element of an index tensor, to an index into
// a dim of size n (an index value), asserting that it lies in [0, n); with
// wrap, a negative index counts from the end first (index.Tensor). dim
// names the dim in the message.
func (l *opLowering) checkedIndex(v, n *ir.Value, wrap bool, dim int) *ir.Value {
	idx := l.ctx.IndexType()
	i := l.cast(v, idx)
	if wrap {
		neg := l.icmp("slt", i, l.index(0))
		i = l.sel(neg, l.create(arith.AddI.Name, []*ir.Value{i, n}, idx), i)
	}
	// Unsigned: a negative index is a huge one.
	in := l.icmp("ult", i, n)
	l.rw.Create(&ir.OperationState{Name: l.ctx.NameOf(cf.Assert), Loc: l.loc, Operands: []*ir.Value{in},
		Attrs: []ir.NamedAttr{attr("msg", l.ctx.StringAttr(l.indexMessage(dim)))}})
	return i
}

// indexMessage is the message of an index check of dim: the op and what
// PyTorch would say.
func (l *opLowering) indexMessage(dim int) string {
	op := strings.TrimPrefix(l.op.Name(), "torch.aten.")
	if op == "embedding" {
		return "embedding: index out of range in self"
	}
	return fmt.Sprintf("%s: index out of bounds for dimension %d", op, dim)
}
