package tollvm

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// B builds llvm ops at a rewriter's insertion point.
type B struct {
	RW  *rewrite.Rewriter
	Ctx *ir.Context
	Opt Options
}

// NewB returns a builder over rw.
func NewB(rw *rewrite.Rewriter, o Options) B { return B{RW: rw, Ctx: rw.Ctx, Opt: o} }

// Op creates an op with one result (nil type: none) and returns it.
func (b B) Op(name string, operands []*ir.Value, result ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	var ts []ir.Type
	if result != nil {
		ts = []ir.Type{result}
	}
	return b.RW.CreateOp(name, operands, ts, attrs...)
}

// V creates an op with one result and returns that result.
func (b B) V(name string, operands []*ir.Value, result ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return b.Op(name, operands, result, attrs...).Result(0)
}

// Attr is a short named-attribute constructor.
func Attr(name string, a ir.Attribute) ir.NamedAttr { return ir.NamedAttr{Name: name, Value: a} }

// Index is the lowered index type.
func (b B) Index() *ir.IntegerType { return IndexType(b.Ctx, b.Opt) }

// IndexConst is llvm.mlir.constant(v : index) : i64, as upstream writes
// the index constants of its lowerings.
func (b B) IndexConst(v int64) *ir.Value {
	return b.V(llvm.Constant.Name, nil, b.Index(), Attr("value", b.Ctx.IntegerAttr(b.Ctx.IndexType(), v)))
}

// IntConst is llvm.mlir.constant(v : iN) : iN.
func (b B) IntConst(t ir.Type, v int64) *ir.Value {
	return b.V(llvm.Constant.Name, nil, t, Attr("value", b.Ctx.IntegerAttr(t, v)))
}

// Poison is llvm.mlir.poison : t.
func (b B) Poison(t ir.Type) *ir.Value { return b.V(llvm.Poison.Name, nil, t) }

// Extract is llvm.extractvalue agg[pos...].
func (b B) Extract(agg *ir.Value, pos ...int64) *ir.Value {
	t := agg.Type()
	for _, p := range pos {
		switch a := t.(type) {
		case *llvm.StructType:
			t = a.Body[p]
		case *llvm.ArrayType:
			t = a.Elem
		}
	}
	return b.V(llvm.ExtractValue.Name, []*ir.Value{agg}, t, Attr("position", b.Ctx.DenseI64Array(pos)))
}

// Insert is llvm.insertvalue v, agg[pos...].
func (b B) Insert(agg, v *ir.Value, pos ...int64) *ir.Value {
	return b.V(llvm.InsertValue.Name, []*ir.Value{agg, v}, agg.Type(), Attr("position", b.Ctx.DenseI64Array(pos)))
}

// Ptr is !llvm.ptr in address space as.
func (b B) Ptr(as int) *llvm.PointerType { return llvm.Ptr(b.Ctx, as) }

// GEP is llvm.getelementptr [flags] base[indices] : elem, where an index
// is a *ir.Value (dynamic) or an int (constant).
func (b B) GEP(flags int64, resultPtr ir.Type, base *ir.Value, elem ir.Type, indices ...any) *ir.Value {
	var raw []int64
	ops := []*ir.Value{base}
	for _, i := range indices {
		switch i := i.(type) {
		case *ir.Value:
			raw = append(raw, llvm.GEPDynamicIndex)
			ops = append(ops, i)
		case int:
			raw = append(raw, int64(i))
		case int64:
			raw = append(raw, i)
		}
	}
	attrs := []ir.NamedAttr{Attr("rawConstantIndices", b.Ctx.DenseI32Array(raw)), Attr("elem_type", b.Ctx.TypeAttr(elem))}
	if flags != 0 {
		attrs = append(attrs, Attr("noWrapFlags", b.Ctx.IntegerAttr(b.Ctx.I(32), flags)))
	}
	return b.V(llvm.GEP.Name, ops, resultPtr, attrs...)
}

// Overflow flags of llvm integer ops (nsw = 1, nuw = 2).
const (
	NSW = llvm.OverflowNSW
	NUW = llvm.OverflowNUW
)

// Bin is an llvm integer binary op with overflow flags.
func (b B) Bin(name string, x, y *ir.Value, overflow int64) *ir.Value {
	var attrs []ir.NamedAttr
	if overflow != 0 {
		attrs = append(attrs, Attr("overflowFlags", b.Ctx.IntegerAttr(b.Ctx.I(32), overflow)))
	}
	return b.V(name, []*ir.Value{x, y}, x.Type(), attrs...)
}

// Call is llvm.call @callee(args) with the given result type (nil: void).
func (b B) Call(callee string, args []*ir.Value, result ir.Type) *ir.Operation {
	var ts []ir.Type
	if result != nil {
		ts = []ir.Type{result}
	}
	st := &ir.OperationState{Name: b.Ctx.NameOf(llvm.Call), Operands: args, Types: ts}
	st.Props = append(st.Props, Attr("operandSegmentSizes", b.Ctx.DenseI32Array([]int64{int64(len(args)), 0})))
	st.AddAttr("callee", b.Ctx.SymbolRefAttr(callee))
	st.AddAttr("op_bundle_sizes", b.Ctx.DenseI32Array(nil))
	return b.RW.Create(st)
}

// LookupOrDeclareFunc returns the llvm.func named name in module,
// declaring it (at the module's start) with type ft when absent.
func LookupOrDeclareFunc(rw *rewrite.Rewriter, module *ir.Operation, name string, ft *llvm.FuncType) *ir.Operation {
	body := module.Region(0).Front()
	for o := body.First(); o != nil; o = o.Next() {
		if ir.SymbolName(o) == name {
			return o
		}
	}
	ctx := rw.Ctx
	ip := rw.Save()
	rw.SetInsertionPointToStart(body)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.FuncOp), Loc: module.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	st.AddAttr("function_type", ctx.TypeAttr(ft))
	st.AddAttr("CConv", llvm.Enum(ctx, "cconv", "ccc"))
	st.AddAttr("linkage", llvm.Linkage(ctx, "external"))
	st.AddAttr("visibility_", ctx.IntegerAttr(ctx.I(64), 0))
	fn := rw.Create(st)
	rw.Restore(ip)
	return fn
}

// ModuleOf returns the nearest builtin.module or gpu.module above op (or
// op itself): where the functions op calls are declared.
func ModuleOf(op *ir.Operation) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.Def() == builtin.Module || o.Def() == gpu.Module {
			return o
		}
	}
	return nil
}

// ICmp is llvm.icmp with the named predicate ("eq", "slt", ...).
func (b B) ICmp(pred string, x, y *ir.Value) *ir.Value {
	i := int64(0)
	for k, name := range llvm.ICmpPredicates {
		if name == pred {
			i = int64(k)
		}
	}
	return b.V(llvm.ICmp.Name, []*ir.Value{x, y}, b.Ctx.I(1), Attr("predicate", b.Ctx.IntegerAttr(b.Ctx.I(64), i)))
}
