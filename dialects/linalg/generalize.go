package linalg

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
)

// Generalizable reports whether Generalize applies to op: a structured op
// other than linalg.generic.
func Generalizable(op *ir.Operation) bool {
	return IsStructured(op) && op.Def() != Generic
}

// IsWindowed reports whether op is a convolution or a pooling: a named op
// with strides and dilations, whose named form later rewrites look for
// (im2col) and which generalizing would hide from them.
func IsWindowed(op *ir.Operation) bool {
	d := op.Def()
	if d == nil || !IsStructured(op) {
		return false
	}
	for _, a := range d.Attrs {
		if a.Name == "strides" {
			return true
		}
	}
	return false
}

// GeneralizeState builds the linalg.generic equivalent to a named
// structured op: the same operands and results, the op's implicit
// indexing maps and iterator types made explicit, and its body (which
// named ops build when parsed or created) moved over. op keeps an empty
// region afterwards.
func GeneralizeState(op *ir.Operation) (*ir.OperationState, error) {
	if !Generalizable(op) {
		return nil, fmt.Errorf("'%s' is not a named structured op", op.Name())
	}
	if op.NumRegions() != 1 {
		return nil, fmt.Errorf("'%s' has no body", op.Name())
	}
	maps, err := IndexingMaps(op)
	if err != nil {
		return nil, err
	}
	if len(maps) != op.NumOperands() {
		return nil, fmt.Errorf("'%s' has %d indexing maps for %d operands", op.Name(), len(maps), op.NumOperands())
	}
	iters, err := IteratorTypes(op)
	if err != nil {
		return nil, err
	}
	ctx := op.Context()
	mapAttrs := make([]ir.Attribute, len(maps))
	for i, m := range maps {
		mapAttrs[i] = ctx.AffineMapAttr(m)
	}
	ins, outs := Inputs(op), Outputs(op)
	r := ir.NewRegion()
	r.TakeBody(op.Region(0))
	return &ir.OperationState{
		Name:     ctx.OpName(Generic.Name),
		Loc:      op.Loc(),
		Operands: append(append([]*ir.Value{}, ins...), outs...),
		Types:    op.ResultTypes(),
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr(mapAttrs)},
			{Name: "iterator_types", Value: IteratorTypesAttr(ctx, iters)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(ins)), int64(len(outs))})},
		},
		Regions: []*ir.Region{r},
	}, nil
}

// Generalize replaces op by the equivalent linalg.generic, in place, and
// returns the new op.
func Generalize(op *ir.Operation) (*ir.Operation, error) {
	st, err := GeneralizeState(op)
	if err != nil {
		return nil, err
	}
	g := ir.Create(st)
	op.Block().InsertBefore(g, op)
	op.ReplaceAllUsesWith(g.Results())
	op.Erase()
	return g, nil
}

// GeneralizeAll generalizes every named structured op nested in root
// (mlir-opt's --linalg-generalize-named-ops without the cleanup).
func GeneralizeAll(root *ir.Operation) error {
	var todo []*ir.Operation
	ir.WalkOps(root, func(op *ir.Operation) {
		if Generalizable(op) {
			todo = append(todo, op)
		}
	})
	for _, op := range todo {
		if _, err := Generalize(op); err != nil {
			return err
		}
	}
	return nil
}
