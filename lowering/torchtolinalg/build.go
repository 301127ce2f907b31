package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/cf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"math"

	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the builders the patterns share: constants, sizes,
// tensor.empty, linalg.generic with a body written as a Go function,
// scalar casts between element types, and reads of torch constants.

// opLowering builds the replacement of one op at its location.
type opLowering struct {
	rw  *rewrite.ConversionRewriter
	ctx *ir.Context
	loc ir.Location
	op  *ir.Operation
	// args are the op's operands, converted.
	args []*ir.Value
	// uns holds the values of signless integer types that stand for
	// unsigned ones (a ui8 tensor lowers to one of i8): the operands of
	// unsigned dtypes, the block arguments and elements read from them,
	// and what arithmetic on them computes. Casts from them zero-extend,
	// and comparisons, division, remainder, max and min on them are the
	// unsigned ones.
	uns map[*ir.Value]bool
	// broken is set when a body could not be built: the pattern fails and
	// the conversion undoes what it built.
	broken bool
}

// argsOf is the op's argument list of layout A (a generated one:
// torch.AtenSliceTensorArgs[*ir.Value]) over its operands and over their
// converted values.
func argsOf[A ~[]*ir.Value](l *opLowering) (orig, conv A) { return A(l.op.Operands()), A(l.args) }

// argPositions returns the positions of d's arguments named names, for
// the patterns that serve several overloads alike (comparePat, cUnary).
// Patterns are built once, so an overload without such an argument fails
// there, as a programming error, and never reads the wrong operand.
func argPositions(d *ir.OpDef, names ...string) []int {
	d = d.Prepared()
	ps := make([]int, len(names))
	for i, name := range names {
		ps[i] = -1
		for k, a := range d.Operands {
			if a.Name == name {
				ps[i] = k
			}
		}
		if ps[i] < 0 {
			panic("torchtolinalg: " + d.Name + " has no argument " + name)
		}
	}
	return ps
}

// origArg reads the operand that get, an accessor of a generated
// argument list (torch.AtenFullArgs[*ir.Value].FillValue), names.
func origArg[A ~[]*ir.Value](get func(A) *ir.Value) func(l *opLowering) *ir.Value {
	return func(l *opLowering) *ir.Value { return get(A(l.op.Operands())) }
}

// convArg reads the converted value of the operand that get names.
func convArg[A ~[]*ir.Value](get func(A) *ir.Value) func(l *opLowering) *ir.Value {
	return func(l *opLowering) *ir.Value { return get(A(l.args)) }
}

// selfArgs are the argument lists of ops of one tensor, self, and
// parameters.
type selfArgs interface {
	~[]*ir.Value
	Self() *ir.Value
}

func newOpLowering(op *ir.Operation, args []*ir.Value, rw *rewrite.ConversionRewriter) *opLowering {
	l := &opLowering{rw: rw, ctx: op.Context(), loc: op.Loc(), op: op, args: args}
	for k, a := range args {
		if k < op.NumOperands() && unsignedDtype(op.Operand(k).Type()) {
			l.markUnsigned(a)
		}
	}
	return l
}

// unsignedDtype reports whether t is a torch tensor of an unsigned
// integer dtype (ui8).
func unsignedDtype(t ir.Type) bool {
	if tt, ok := t.(*torch.TensorType); ok {
		it, isInt := tt.Dtype.(*ir.IntegerType)
		return isInt && it.Signedness == ir.Unsigned
	}
	return false
}

// markUnsigned records that v holds unsigned integers and returns it.
func (l *opLowering) markUnsigned(v *ir.Value) *ir.Value {
	if l.uns == nil {
		l.uns = map[*ir.Value]bool{}
	}
	l.uns[v] = true
	return v
}

// unsigned reports whether v holds unsigned integers.
func (l *opLowering) unsigned(v *ir.Value) bool { return l.uns[v] }

// resultUnsigned reports whether the op's result i has an unsigned dtype.
func (l *opLowering) resultUnsigned(i int) bool { return unsignedDtype(l.op.Result(i).Type()) }

// create builds an op with one result (or none when t is nil).
func (l *opLowering) create(name string, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	var ts []ir.Type
	if t != nil {
		ts = []ir.Type{t}
	}
	op := l.rw.CreateAt(l.loc, name, operands, ts, attrs...)
	if t == nil {
		return nil
	}
	return op.Result(0)
}

func attr(name string, a ir.Attribute) ir.NamedAttr { return ir.NamedAttr{Name: name, Value: a} }

// maxStaticExtent bounds the static sizes a lowering computes with (the
// output size of an adaptive pooling, say): a constant beyond it is not
// the size of any tensor Strata can run.
const maxStaticExtent = 1 << 40

// ---- constants ----

func (l *opLowering) index(n int64) *ir.Value {
	return l.create(arith.Constant.Name, nil, l.ctx.IndexType(), attr("value", l.ctx.IntegerAttr(l.ctx.IndexType(), n)))
}

// constant builds a scalar constant of type t (int, index or float) from f.
func (l *opLowering) constant(t ir.Type, f float64) *ir.Value {
	switch tt := t.(type) {
	case *ir.ComplexType:
		return l.complexConst(tt, f, 0)
	case *ir.FloatType:
		return l.create(arith.Constant.Name, nil, t, attr("value", l.ctx.FloatAttr(tt, f)))
	case *ir.IntegerType:
		v := int64(f)
		if tt.Width == 1 && f != 0 {
			v = 1
		}
		if math.IsInf(f, 1) {
			v = maxInt(tt.Width)
		} else if math.IsInf(f, -1) {
			v = minInt(tt.Width)
		}
		if tt.Width == 1 && v != 0 {
			v = -1
		}
		return l.create(arith.Constant.Name, nil, t, attr("value", l.ctx.IntegerAttr(t, v)))
	}
	return l.create(arith.Constant.Name, nil, t, attr("value", l.ctx.IntegerAttr(t, int64(f))))
}

func maxInt(w int) int64 {
	if w >= 64 {
		return math.MaxInt64
	}
	return 1<<(w-1) - 1
}

func minInt(w int) int64 {
	if w >= 64 {
		return math.MinInt64
	}
	return -(1 << (w - 1))
}

// ---- types ----

func isFloat(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }

func intWidth(t ir.Type) int {
	if it, ok := t.(*ir.IntegerType); ok {
		return it.Width
	}
	if _, ok := t.(*ir.IndexType); ok {
		return 64
	}
	return 0
}

func floatWidth(t ir.Type) int {
	if ft, ok := t.(*ir.FloatType); ok {
		return ft.Width()
	}
	return 0
}

// rankedTensorType returns the ranked tensor type of v, or nil.
func rankedTensorType(v *ir.Value) *ir.RankedTensorType {
	t, _ := v.Type().(*ir.RankedTensorType)
	return t
}

// resultType is the builtin tensor type of op's result i, or nil.
func (l *opLowering) resultType(i int) *ir.RankedTensorType {
	tt, ok := l.op.Result(i).Type().(*torch.TensorType)
	if !ok {
		return nil
	}
	if t, ok := l.rw.TypeConverter.Convert(tt).(*ir.RankedTensorType); ok {
		return t
	}
	return nil
}

func elemOf(v *ir.Value) ir.Type {
	if t, ok := v.Type().(ir.ShapedType); ok {
		return t.ElementType()
	}
	return v.Type()
}

func tensorOf(ctx *ir.Context, shape []int64, elem ir.Type) *ir.RankedTensorType {
	return ctx.RankedTensorType(shape, elem, nil)
}

// ---- sizes ----

// extent is the size of one dimension: static n, or the index value v.
type extent struct {
	n int64
	v *ir.Value
}

func (s extent) static() bool { return s.v == nil }

func staticExtent(n int64) extent { return extent{n: n} }

// dim returns the size of dimension i of tensor t.
func (l *opLowering) dim(t *ir.Value, i int) extent {
	tt := rankedTensorType(t)
	if n := tt.Dims[i]; n != ir.ShapedDynamic {
		return extent{n: n}
	}
	return extent{n: ir.ShapedDynamic, v: l.create(tensor.Dim.Name, []*ir.Value{t, l.index(int64(i))}, l.ctx.IndexType())}
}

// dims returns every size of t.
func (l *opLowering) dims(t *ir.Value) []extent {
	tt := rankedTensorType(t)
	out := make([]extent, len(tt.Dims))
	for i := range out {
		out[i] = l.dim(t, i)
	}
	return out
}

// val returns s as an index value.
func (l *opLowering) val(s extent) *ir.Value {
	if s.v != nil {
		return s.v
	}
	return l.index(s.n)
}

func shapeOf(ss []extent) []int64 {
	out := make([]int64, len(ss))
	for i, s := range ss {
		if s.static() {
			out[i] = s.n
		} else {
			out[i] = ir.ShapedDynamic
		}
	}
	return out
}

// empty builds tensor.empty of sizes ss and element type elem.
func (l *opLowering) empty(ss []extent, elem ir.Type) *ir.Value {
	var dyn []*ir.Value
	for _, s := range ss {
		if !s.static() {
			dyn = append(dyn, s.v)
		}
	}
	return l.create(tensor.Empty.Name, dyn, tensorOf(l.ctx, shapeOf(ss), elem))
}

// withType fills the static sizes of ss known from t (a result type).
func withType(ss []extent, t *ir.RankedTensorType) []extent {
	out := append([]extent(nil), ss...)
	if t == nil {
		return out
	}
	for i, n := range t.Dims {
		if i < len(out) && n != ir.ShapedDynamic {
			out[i] = extent{n: n}
		}
	}
	return out
}

// fill builds linalg.fill of v into t.
func (l *opLowering) fill(v, t *ir.Value) *ir.Value {
	elem := elemOf(t)
	v = l.cast(v, elem)
	r := ir.NewRegion()
	blk := ir.NewBlock()
	r.Append(blk)
	blk.AddArgument(elem, l.loc)
	blk.AddArgument(elem, l.loc)
	op := l.rw.Create(&ir.OperationState{
		Name: l.ctx.NameOf(linalg.Fill), Loc: l.loc,
		Operands: []*ir.Value{v, t}, Types: []ir.Type{t.Type()},
		Attrs:   []ir.NamedAttr{attr("operandSegmentSizes", l.ctx.DenseI32Array([]int64{1, 1}))},
		Regions: []*ir.Region{r},
	})
	ip := l.rw.Save()
	l.rw.SetInsertionPointToEnd(blk)
	l.rw.CreateAt(l.loc, linalg.Yield.Name, []*ir.Value{blk.Arg(0)}, nil)
	l.rw.Restore(ip)
	return op.Result(0)
}

// filled is empty + fill.
func (l *opLowering) filled(ss []extent, elem ir.Type, v *ir.Value) *ir.Value {
	return l.fill(v, l.empty(ss, elem))
}

// ---- linalg.generic ----

// generic builds a linalg.generic; body receives the block arguments
// (one per input, then one per output) and returns the yielded values.
func (l *opLowering) generic(ins, outs []*ir.Value, maps []*ir.AffineMap, iters []string, body func(blockArgs []*ir.Value) []*ir.Value) *ir.Operation {
	mapAttrs := make([]ir.Attribute, len(maps))
	for i, m := range maps {
		mapAttrs[i] = l.ctx.AffineMapAttr(m)
	}
	r := ir.NewRegion()
	blk := ir.NewBlock()
	r.Append(blk)
	var types []ir.Type
	for _, v := range append(append([]*ir.Value{}, ins...), outs...) {
		blk.AddArgument(elemOf(v), l.loc)
	}
	for _, v := range outs {
		types = append(types, v.Type())
	}
	op := l.rw.Create(&ir.OperationState{
		Name: l.ctx.OpName(linalg.Generic.Name), Loc: l.loc,
		Operands: append(append([]*ir.Value{}, ins...), outs...),
		Types:    types,
		Attrs: []ir.NamedAttr{
			attr("indexing_maps", l.ctx.ArrayAttr(mapAttrs)),
			attr("iterator_types", linalg.IteratorTypesAttr(l.ctx, iters)),
			attr("operandSegmentSizes", l.ctx.DenseI32Array([]int64{int64(len(ins)), int64(len(outs))})),
		},
		Regions: []*ir.Region{r},
	})
	for i, v := range append(append([]*ir.Value{}, ins...), outs...) {
		if l.unsigned(v) {
			l.markUnsigned(blk.Arg(i))
		}
	}
	ip := l.rw.Save()
	l.rw.SetInsertionPointToEnd(blk)
	ys := body(blk.Args())
	for _, y := range ys {
		if y == nil {
			// A body that does not apply: the pattern fails (patN).
			l.broken = true
			ys = blk.Args()[len(blk.Args())-len(outs):]
			break
		}
	}
	l.rw.CreateAt(l.loc, linalg.Yield.Name, ys, nil)
	l.rw.Restore(ip)
	return op
}

// linalgIndex is linalg.index d (inside a generic body).
func (l *opLowering) linalgIndex(d int) *ir.Value {
	return l.create(linalg.Index.Name, nil, l.ctx.IndexType(), attr("dim", l.ctx.IntegerAttr(l.ctx.I(64), int64(d))))
}

func parallel(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "parallel"
	}
	return out
}

func identity(n int) *ir.AffineMap { return ir.IdentityAffineMap(n) }

// dimsMap is (d0..d{n-1}) -> (d[idx[0]], ...); a negative entry is the
// constant 0.
func dimsMap(n int, idx []int) *ir.AffineMap {
	rs := make([]*ir.AffineExpr, len(idx))
	for i, d := range idx {
		if d < 0 {
			rs[i] = ir.AffineConstExpr(0)
		} else {
			rs[i] = ir.AffineDimExpr(d)
		}
	}
	return ir.NewAffineMap(n, 0, rs)
}

// ---- scalar casts ----

// cast converts scalar v to type to, as PyTorch's dtype conversion: bool
// is 0/1, an unsigned integer (l.unsigned) zero-extends, float to int
// truncates (through i32 for narrower ints, as x86 converts), to bool is
// != 0.
func (l *opLowering) cast(v *ir.Value, to ir.Type) *ir.Value {
	from := v.Type()
	if from == to {
		return v
	}
	if isComplex(from) || isComplex(to) {
		return l.castComplex(v, to) // complex.go
	}
	fw, tw := floatWidth(from), floatWidth(to)
	iw, jw := intWidth(from), intWidth(to)
	_, fromIndex := from.(*ir.IndexType)
	_, toIndex := to.(*ir.IndexType)
	zext := iw == 1 || l.unsigned(v)
	switch {
	case fromIndex || toIndex:
		if fw > 0 || tw > 0 {
			return l.cast(l.cast(v, l.ctx.I(64)), to)
		}
		if zext && !fromIndex {
			return l.create(arith.IndexCastUI.Name, []*ir.Value{v}, to)
		}
		return l.create(arith.IndexCast.Name, []*ir.Value{v}, to)
	case fw > 0 && tw > 0:
		if fw < tw {
			return l.create(arith.ExtF.Name, []*ir.Value{v}, to)
		}
		if fw > tw {
			return l.create(arith.TruncF.Name, []*ir.Value{v}, to)
		}
		// bf16 <-> f16: through f32.
		return l.cast(l.cast(v, l.ctx.F32()), to)
	case iw > 0 && tw > 0:
		if zext {
			return l.create(arith.UIToFP.Name, []*ir.Value{v}, to)
		}
		return l.create(arith.SIToFP.Name, []*ir.Value{v}, to)
	case fw > 0 && jw > 0:
		if jw == 1 {
			z := l.constant(from, 0)
			return l.create(arith.CmpF.Name, []*ir.Value{v, z}, to, attr("predicate", cmpf(l.ctx, "une")))
		}
		if jw < 32 {
			// 200.0 to ui8 is 200: fptosi to i8 would be out of range.
			return l.create(arith.TruncI.Name, []*ir.Value{l.create(arith.FPToSI.Name, []*ir.Value{v}, l.ctx.I(32))}, to)
		}
		return l.create(arith.FPToSI.Name, []*ir.Value{v}, to)
	case iw > 0 && jw > 0:
		if jw == 1 {
			z := l.constant(from, 0)
			return l.create(arith.CmpI.Name, []*ir.Value{v, z}, to, attr("predicate", cmpi(l.ctx, "ne")))
		}
		if iw < jw && zext {
			return l.create(arith.ExtUI.Name, []*ir.Value{v}, to)
		}
		if iw < jw {
			return l.create(arith.ExtSI.Name, []*ir.Value{v}, to)
		}
		if iw > jw {
			return l.create(arith.TruncI.Name, []*ir.Value{v}, to)
		}
	}
	return v
}

// castU is cast to an element type that stands for an unsigned one when
// unsigned is set (the result is marked so).
func (l *opLowering) castU(v *ir.Value, to ir.Type, unsigned bool) *ir.Value {
	r := l.cast(v, to)
	if unsigned && !isFloat(to) {
		l.markUnsigned(r)
	}
	return r
}

var cmpfNames = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}
var cmpiNames = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

func cmpf(ctx *ir.Context, p string) ir.Attribute {
	return ctx.IntegerAttr(ctx.I(64), indexOf(cmpfNames, p))
}
func cmpi(ctx *ir.Context, p string) ir.Attribute {
	return ctx.IntegerAttr(ctx.I(64), indexOf(cmpiNames, p))
}

func indexOf(xs []string, x string) int64 {
	for i, s := range xs {
		if s == x {
			return int64(i)
		}
	}
	panic("unknown predicate " + x)
}

// ---- torch constants (read from the original operands) ----

// defOf looks through torch_c casts and returns the defining op of v.
func defOf(v *ir.Value) *ir.Operation {
	for {
		d := v.DefiningOp()
		if d == nil {
			return nil
		}
		switch d.Def() {
		case torch.FromI64, torch.FromF64, torch.FromI1, torch.ToI64, torch.ToF64, torch.ToI1:
			v = torch.ScalarCastArgs[*ir.Value](d.Operands()).Operand()
			continue
		case torch.Derefine:
			v = torch.DerefineArgs[*ir.Value](d.Operands()).Operand()
			continue
		case builtin.UnrealizedConversionCast:
			v = d.Operand(0)
			continue
		}
		return d
	}
}

// constInt reads a constant integer (torch.constant.int or arith.constant).
func constInt(v *ir.Value) (int64, bool) {
	d := defOf(v)
	if d == nil {
		return 0, false
	}
	switch d.Name() {
	case torch.ConstantInt.Name, arith.Constant.Name, torch.ConstantBool.Name:
		if a, ok := d.Attr("value").(*ir.IntegerAttr); ok {
			if d.Name() == torch.ConstantBool.Name || a.IsBool() {
				if a.Val != 0 {
					return 1, true
				}
				return 0, true
			}
			return a.Int64(), true
		}
	}
	return 0, false
}

// constFloat reads a constant number (int or float).
func constFloat(v *ir.Value) (float64, bool) {
	d := defOf(v)
	if d == nil {
		return 0, false
	}
	if a, ok := d.Attr("value").(*ir.FloatAttr); ok && (d.Name() == torch.ConstantFloat.Name || d.Def() == arith.Constant) {
		return a.Value(), true
	}
	if n, ok := constInt(v); ok {
		return float64(n), true
	}
	return 0, false
}

func constBool(v *ir.Value) (bool, bool) {
	n, ok := constInt(v)
	return n != 0, ok
}

func constStr(v *ir.Value) (string, bool) {
	d := defOf(v)
	if d == nil || d.Name() != torch.ConstantStr.Name {
		return "", false
	}
	s, ok := d.Attr("value").(*ir.StringAttr)
	if !ok {
		return "", false
	}
	return s.Value, true
}

func isNone(v *ir.Value) bool {
	if torch.IsPrim(v.Type(), torch.KindNone) {
		return true
	}
	d := defOf(v)
	return d != nil && d.Name() == torch.ConstantNone.Name
}

// listElems returns the elements of a torch.prim.ListConstruct.
func listElems(v *ir.Value) ([]*ir.Value, bool) {
	d := defOf(v)
	if d == nil || d.Name() != torch.PrimListConstruct.Name {
		return nil, false
	}
	return d.Operands(), true
}

// constInts reads a list of constant integers.
func constInts(v *ir.Value) ([]int64, bool) {
	es, ok := listElems(v)
	if !ok {
		return nil, false
	}
	out := make([]int64, len(es))
	for i, e := range es {
		if out[i], ok = constInt(e); !ok {
			return nil, false
		}
	}
	return out, true
}

// scalar returns a torch scalar operand as a builtin value (i64, f64 or
// i1): a constant when it is one, else through a torch_c cast.
func (l *opLowering) scalar(orig *ir.Value) *ir.Value {
	if d := defOf(orig); d != nil {
		switch d.Name() {
		case torch.ConstantInt.Name:
			n, _ := constInt(orig)
			return l.create(arith.Constant.Name, nil, l.ctx.I(64), attr("value", l.ctx.IntegerAttr(l.ctx.I(64), n)))
		case torch.ConstantFloat.Name:
			f, _ := constFloat(orig)
			return l.constant(l.ctx.F64(), f)
		case torch.ConstantBool.Name:
			b, _ := constBool(orig)
			return l.create(arith.Constant.Name, nil, l.ctx.I(1), attr("value", l.ctx.BoolAttr(b)))
		}
	}
	if !torch.IsTorchType(orig.Type()) {
		return orig
	}
	t := l.rw.TypeConverter.Convert(orig.Type())
	if t == nil || t == orig.Type() {
		return nil
	}
	return toBuiltin(l.rw.Rewriter, l.loc, orig, t)
}

// tensor returns a torch tensor value (an element of a list, say) as its
// builtin tensor.
func (l *opLowering) tensor(orig *ir.Value) *ir.Value {
	if !torch.IsTensor(orig.Type()) {
		return orig
	}
	t := l.rw.TypeConverter.Convert(orig.Type())
	if t == nil {
		return nil
	}
	v := toBuiltin(l.rw.Rewriter, l.loc, orig, t)
	if v != nil && unsignedDtype(orig.Type()) {
		l.markUnsigned(v)
	}
	return v
}

// sizeList reads a list of sizes (constants or torch ints) as index
// values (nil entries for constants -1 are kept as extent{n: -1}).
func (l *opLowering) sizeList(v *ir.Value) ([]extent, bool) {
	es, ok := listElems(v)
	if !ok {
		return nil, false
	}
	out := make([]extent, len(es))
	for i, e := range es {
		if n, ok := constInt(e); ok {
			out[i] = extent{n: n}
			continue
		}
		s := l.scalar(e)
		if s == nil {
			return nil, false
		}
		out[i] = extent{n: ir.ShapedDynamic, v: l.cast(s, l.ctx.IndexType())}
	}
	return out, true
}

// normDim normalizes a possibly negative dimension against rank.
func normDim(d int64, rank int) (int, bool) {
	if d < 0 {
		d += int64(rank)
	}
	if d < 0 || d >= int64(rank) || (rank == 0 && d != 0) {
		return 0, rank == 0 && d == 0
	}
	return int(d), true
}

// assertEq emits cf.assert(a == b) with msg (nothing when both are static).
func (l *opLowering) assertEq(a, b extent, msg string) {
	if a.static() && b.static() {
		return
	}
	c := l.create(arith.CmpI.Name, []*ir.Value{l.val(a), l.val(b)}, l.ctx.I(1), attr("predicate", cmpi(l.ctx, "eq")))
	l.create(cf.Assert.Name, []*ir.Value{c}, nil, attr("msg", l.ctx.StringAttr(msg)))
}
