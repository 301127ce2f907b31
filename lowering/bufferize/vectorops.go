package bufferize

import (
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
)

// vectorOps bufferizes the vector ops that read or write tensors; they
// apply only to ops with a tensor operand (the same ops on memrefs are
// already bufferized). Each creates the op on the buffer and leaves the
// tensor op for erasure.
var vectorOps = map[*ir.OpDef]func(b *bufferizer, op *ir.Operation) error{
	// transfer_read %t[i], %pad -> transfer_read %buffer[i], %pad
	vector.TransferRead: readOnBuffer,
	// gather %t[i][v], %mask, %pass -> gather %buffer[i][v], %mask, %pass
	vector.Gather: readOnBuffer,
	// transfer_write %v, %t[i] -> transfer_write %v, %buffer-or-copy[i], the result that buffer
	vector.TransferWrite: func(b *bufferizer, op *ir.Operation) error {
		d, r, err := b.dest(op, op.Operand(1), true, nil)
		if err != nil {
			return op.EmitError("%v", err)
		}
		ops := append([]*ir.Value{}, op.Operands()...)
		ops[1] = d
		b.rw.Create(&ir.OperationState{Name: op.OpName(), Operands: ops, Attrs: op.Attrs()})
		b.bind(op.Result(0), d, r)
		return nil
	},
}

// readOnBuffer recreates a reading op with its tensor (operand 0)
// replaced by the tensor's buffer.
func readOnBuffer(b *bufferizer, op *ir.Operation) error {
	tb, err := b.lookup(op.Operand(0))
	if err != nil {
		return op.EmitError("%v", err)
	}
	ops := append([]*ir.Value{}, op.Operands()...)
	ops[0] = tb.v
	n := b.rw.Create(&ir.OperationState{Name: op.OpName(), Operands: ops, Types: op.ResultTypes(), Attrs: op.Attrs()})
	op.Result(0).ReplaceAllUsesWith(n.Result(0))
	return nil
}
