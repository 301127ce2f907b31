package bufferize

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// ResultAttr marks the out-parameters buffer-results-to-out-params adds
// (with add-result-attr).
const ResultAttr = "bufferize.result"

// BufferResultsToOutParams is upstream's buffer-results-to-out-params.
var BufferResultsToOutParams = &passes.Pass{
	Argument: "buffer-results-to-out-params",
	Name:     "BufferResultsToOutParams",
	Summary:  "Converts memref-typed function results to out-params",
	Description: `Each memref result of a function with a body (private ones, and public
ones with modify-public-functions) becomes an argument appended after the
others, which the function writes: its returns copy the returned buffer into
it (memref.copy), or, with hoist-static-allocs, a returned memref.alloc of
static shape is replaced by the argument itself (with hoist-dynamic-allocs,
one of dynamic shape too). Each call allocates the buffers (memref.alloc) and
passes them; the sizes of a hoisted dynamic allocation are the call's operands
for the function's arguments it was sized by. A result with a layout other
than the identity, or a call's result of dynamic shape whose sizes are not
known so (no size to allocate), is an error. Declarations are left alone.`,
	Anchor:   builtin.Module.Name,
	Dialects: []string{"memref"},
	Options: []passes.Option{
		{Name: "add-result-attr", Kind: passes.BoolOption, Default: "false", Description: "Add the attribute 'bufferize.result' to all output parameters."},
		{Name: "hoist-static-allocs", Kind: passes.BoolOption, Default: "false", Description: "Hoist static allocations to call sites."},
		{Name: "hoist-dynamic-allocs", Kind: passes.BoolOption, Default: "false", Description: "Hoist dynamic allocations to call sites."},
		{Name: "modify-public-functions", Kind: passes.BoolOption, Default: "false", Description: "Modify function signatures of public functions."},
	},
	Run: func(r *passes.Run) error {
		module := r.Op
		changed := map[string][]outSizes{}
		hoist := hoisting{static: r.Bool("hoist-static-allocs"), dynamic: r.Bool("hoist-dynamic-allocs")}
		for o := module.Region(0).Front().First(); o != nil; o = o.Next() {
			if o.Def() != fn.Func || o.Region(0).Empty() {
				continue
			}
			if v, ok := o.Attr(ir.VisibilityAttrName).(*ir.StringAttr); (!ok || v.Value == "public") && !r.Bool("modify-public-functions") {
				continue
			}
			sizes, err := outParams(o, r.Bool("add-result-attr"), hoist)
			if err != nil {
				return err
			}
			if sizes != nil {
				changed[ir.SymbolName(o)] = sizes
			}
		}
		var calls []*ir.Operation
		ir.WalkOps(module, func(op *ir.Operation) {
			if op.Def() == fn.Call {
				if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok && changed[ref.Root] != nil {
					calls = append(calls, op)
				}
			}
		})
		for _, call := range calls {
			if err := allocateOutParams(call, changed[call.Attr("callee").(*ir.SymbolRefAttr).Root]); err != nil {
				return err
			}
		}
		return nil
	},
}

// hoisting says which returned allocations become the out-parameters
// themselves (hoist-static-allocs, hoist-dynamic-allocs).
type hoisting struct{ static, dynamic bool }

// outSizes are, for an out-parameter of dynamic shape, the positions of
// the function's arguments its dynamic sizes are, in order: a call
// allocates it with the operands there. nil: unknown (static shapes need
// none).
type outSizes []int

// outParams moves f's memref results to out-parameters and returns the
// sizes of each; nil when it has none.
func outParams(f *ir.Operation, addAttr bool, hoist hoisting) ([]outSizes, error) {
	ctx := f.Context()
	ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
	var outTypes, kept []ir.Type
	for _, t := range ft.Results {
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			kept = append(kept, t)
			continue
		}
		if mt.Layout != nil {
			return nil, opError(f, "cannot create out param for result with unsupported layout")
		}
		outTypes = append(outTypes, t)
	}
	if len(outTypes) == 0 {
		return nil, nil
	}
	entry := f.Region(0).Front()
	var outs []*ir.Value
	for _, t := range outTypes {
		outs = append(outs, entry.AddArgument(t, f.Loc()))
	}
	inputs := append(append([]ir.Type{}, ft.Inputs...), outTypes...)
	f.SetAttr("function_type", ctx.TypeAttr(ctx.FunctionType(inputs, kept)))
	if addAttr || f.Attr("arg_attrs") != nil {
		dicts := make([]ir.Attribute, len(inputs))
		old, _ := f.Attr("arg_attrs").(*ir.ArrayAttr)
		for i := range dicts {
			switch {
			case i >= len(ft.Inputs) && addAttr:
				dicts[i] = ctx.DictionaryAttr([]ir.NamedAttr{{Name: ResultAttr, Value: ctx.UnitAttr()}})
			case old != nil && i < len(old.Elems):
				dicts[i] = old.Elems[i]
			default:
				dicts[i] = ctx.DictionaryAttr(nil)
			}
		}
		f.SetAttr("arg_attrs", ctx.ArrayAttr(dicts))
	}
	var returns []*ir.Operation
	ir.WalkOps(f, func(op *ir.Operation) {
		if op.Def() == fn.Return && op.ParentOp() == f {
			returns = append(returns, op)
		}
	})
	sizes := make([]outSizes, len(outs))
	known := make([]bool, len(outs)) // sizes[k] set by a return
	b := ir.NewBuilder(ctx)
	for _, ret := range returns {
		var keptValues []*ir.Value
		k := 0
		b.SetInsertionPoint(ret)
		b.Loc = ret.Loc()
		type hoistedAlloc struct {
			out *ir.Value
			sz  outSizes
		}
		hoisted := map[*ir.Value]hoistedAlloc{} // allocation -> the out-parameter it became
		for _, v := range ret.Operands() {
			if _, ok := v.Type().(*ir.MemRefType); !ok {
				keptValues = append(keptValues, v)
				continue
			}
			out := outs[k]
			var sz outSizes
			if first, ok := hoisted[v]; ok {
				// Returned twice: the second out-parameter is a copy,
				// of the same sizes. (mlir-opt-22 crashes on this.)
				b.Build(memref.Copy, []*ir.Value{first.out, out}, nil)
				sz, v = first.sz, nil
			} else if d := v.DefiningOp(); d != nil && d.Def() == memref.Alloc && d.ParentOp() == f && hoist.allows(d) {
				// The function writes the caller's buffer directly.
				sz = argPositions(d.Def().OperandGroup(d, "dynamicSizes"), entry)
				v.ReplaceAllUsesWith(out)
				d.Erase()
				hoisted[v] = hoistedAlloc{out, sz}
				v = nil
			}
			if v != nil {
				b.Build(memref.Copy, []*ir.Value{v, out}, nil)
			}
			if !known[k] {
				sizes[k], known[k] = sz, true
			} else if !slices.Equal(sizes[k], sz) {
				sizes[k] = nil // returns disagree
			}
			k++
		}
		ret.SetOperands(keptValues)
	}
	return sizes, nil
}

// allows reports whether returned allocation d becomes the out-parameter.
func (h hoisting) allows(d *ir.Operation) bool {
	if d.NumOperands() == 0 {
		return h.static
	}
	return h.dynamic
}

// argPositions returns the positions of vs among blk's arguments; nil if
// one is not an argument of blk.
func argPositions(vs []*ir.Value, blk *ir.Block) outSizes {
	out := outSizes{}
	for _, v := range vs {
		if v.DefiningOp() != nil || v.OwnerBlock() != blk {
			return nil
		}
		out = append(out, v.Index())
	}
	return out
}

// allocateOutParams gives call, of a function outParams changed, a buffer
// for each memref result, allocated before it; sizes are its
// out-parameters' sizes.
func allocateOutParams(call *ir.Operation, sizes []outSizes) error {
	ctx := call.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(call)
	b.Loc = call.Loc()
	var buffers []*ir.Value
	var keptTypes []ir.Type
	for _, r := range call.Results() {
		mt, ok := r.Type().(*ir.MemRefType)
		if !ok {
			keptTypes = append(keptTypes, r.Type())
			continue
		}
		var dyn []*ir.Value
		if !ir.IsStaticShape(mt.Dims) {
			sz := sizes[len(buffers)]
			if sz == nil {
				return opError(call, "cannot create out param for dynamically shaped result")
			}
			for _, i := range sz {
				dyn = append(dyn, call.Operand(i))
			}
		}
		buffers = append(buffers, b.Build(memref.Alloc, dyn, []ir.Type{mt}, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(dyn)), 0})}).Result(0))
	}
	operands := append(append([]*ir.Value{}, call.Operands()...), buffers...)
	var attrs []ir.NamedAttr
	for _, a := range call.Attrs() {
		attrs = append(attrs, a)
	}
	nc := b.Create(&ir.OperationState{Name: ctx.NameOf(fn.Call), Loc: call.Loc(), Operands: operands, Types: keptTypes, Attrs: attrs})
	k, m := 0, 0
	for _, r := range call.Results() {
		if _, ok := r.Type().(*ir.MemRefType); ok {
			r.ReplaceAllUsesWith(buffers[k])
			k++
			continue
		}
		r.ReplaceAllUsesWith(nc.Result(m))
		m++
	}
	call.Erase()
	return nil
}

// opError is an error at op's location about op, worded without the op's
// name in front (as upstream's pass words these two).
func opError(op *ir.Operation, msg string) *ir.Diagnostic {
	return &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op, Message: msg}
}
