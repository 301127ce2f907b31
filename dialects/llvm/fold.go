package llvm

import (
	"slices"

	"github.com/strata-compiler/strata/ir"
)

// The folds are set here, after the op definitions they read are built
// (a definition's initializer cannot name itself through its Fold).
func init() {
	ExtractValue.Fold = foldExtractValue
}

// foldExtractValue is llvm.extractvalue's fold, as upstream's: it walks
// the chain of llvm.insertvalue ops its container comes from, past those
// that write other positions, to the one that wrote its position, whose
// inserted value it is. A descriptor built field by field and read back
// (memref lowering) folds away. Where the chain ends in anything else, or
// in an insertion into a part or a whole of the position, the op reads the
// last container it reached, in place (upstream does not look inside an
// enclosing aggregate inserted whole either).
func foldExtractValue(op *ir.Operation, _ []ir.Attribute) []any {
	pos := Position(op)
	original := ExtractValue.OperandGroup(op, "container")[0]
	container := original
	inPlace := func() []any {
		if container == original {
			return nil
		}
		op.SetOperand(0, container)
		return []any{op.Result(0)}
	}
	for {
		def := container.DefiningOp()
		if def == nil || def.Def() != InsertValue {
			return inPlace()
		}
		inserted := Position(def)
		switch {
		case slices.Equal(inserted, pos):
			value := InsertValue.OperandGroup(def, "value")[0]
			if value.Type() != op.Result(0).Type() {
				return inPlace()
			}
			return []any{value}
		case isPrefix(inserted, pos) || isPrefix(pos, inserted):
			return inPlace()
		}
		container = InsertValue.OperandGroup(def, "container")[0]
	}
}

// isPrefix reports whether p is a proper prefix of q.
func isPrefix(p, q []int64) bool {
	return len(p) < len(q) && slices.Equal(p, q[:len(p)])
}
