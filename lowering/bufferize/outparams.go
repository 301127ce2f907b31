package bufferize

import (
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
static shape is replaced by the argument itself. Each call allocates the
buffers (memref.alloc) and passes them. A result with a layout other than the
identity, or a call's result of dynamic shape (no size to allocate), is an
error. Declarations are left alone.`,
	Anchor:   builtin.Module.Name,
	Dialects: []string{"memref"},
	Options: []passes.Option{
		{Name: "add-result-attr", Kind: passes.BoolOption, Default: "false", Description: "Add the attribute 'bufferize.result' to all output parameters."},
		{Name: "hoist-static-allocs", Kind: passes.BoolOption, Default: "false", Description: "Hoist static allocations to call sites."},
		{Name: "modify-public-functions", Kind: passes.BoolOption, Default: "false", Description: "Modify function signatures of public functions."},
	},
	Run: func(r *passes.Run) error {
		module := r.Op
		changed := map[string]bool{}
		for o := module.Region(0).Front().First(); o != nil; o = o.Next() {
			if o.Def() != fn.Func || o.Region(0).Empty() {
				continue
			}
			if v, ok := o.Attr(ir.VisibilityAttrName).(*ir.StringAttr); (!ok || v.Value == "public") && !r.Bool("modify-public-functions") {
				continue
			}
			did, err := outParams(o, r.Bool("add-result-attr"), r.Bool("hoist-static-allocs"))
			if err != nil {
				return err
			}
			if did {
				changed[ir.SymbolName(o)] = true
			}
		}
		var calls []*ir.Operation
		ir.WalkOps(module, func(op *ir.Operation) {
			if op.Def() == fn.Call {
				if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok && changed[ref.Root] {
					calls = append(calls, op)
				}
			}
		})
		for _, call := range calls {
			if err := allocateOutParams(call); err != nil {
				return err
			}
		}
		return nil
	},
}

// outParams moves f's memref results to out-parameters; false when it has
// none.
func outParams(f *ir.Operation, addAttr, hoist bool) (bool, error) {
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
			return false, opError(f, "cannot create out param for result with unsupported layout")
		}
		outTypes = append(outTypes, t)
	}
	if len(outTypes) == 0 {
		return false, nil
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
	b := ir.NewBuilder(ctx)
	for _, ret := range returns {
		var keptValues []*ir.Value
		k := 0
		b.SetInsertionPoint(ret)
		for _, v := range ret.Operands() {
			if _, ok := v.Type().(*ir.MemRefType); !ok {
				keptValues = append(keptValues, v)
				continue
			}
			out := outs[k]
			k++
			if d := v.DefiningOp(); hoist && d != nil && d.Def() == memref.Alloc && d.NumOperands() == 0 && d.ParentOp() == f {
				// The function writes the caller's buffer directly.
				v.ReplaceAllUsesWith(out)
				d.Erase()
				continue
			}
			b.Loc = ret.Loc()
			b.Build(memref.Copy, []*ir.Value{v, out}, nil)
		}
		ret.SetOperands(keptValues)
	}
	return true, nil
}

// allocateOutParams gives call, of a function outParams changed, a buffer
// for each memref result, allocated before it.
func allocateOutParams(call *ir.Operation) error {
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
		if !ir.IsStaticShape(mt.Dims) {
			return opError(call, "cannot create out param for dynamically shaped result")
		}
		buffers = append(buffers, b.Build(memref.Alloc, nil, []ir.Type{mt}, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 0})}).Result(0))
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
