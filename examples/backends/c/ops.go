package main

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/cf"
	fn "github.com/strata-compiler/strata/dialects/func"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

var (
	fnFunc   = fn.Func
	fnReturn = fn.Return
)

// terminators are the ops whose meaning their parent op gives.
var terminators = map[*ir.OpDef]bool{scf.Yield: true, scf.Reduce: true, scf.ReduceReturn: true, scf.Condition: true, fn.Return: true}

// emitters is what the backend runs: one C emitter per op definition
// (filled by init: the region ops' emitters reach back into the table).
var emitters = map[*ir.OpDef]func(*emitter, *ir.Operation) error{}

var baseEmitters = map[*ir.OpDef]func(*emitter, *ir.Operation) error{
	arith.Constant: constant,
	arith.Select: func(e *emitter, op *ir.Operation) error {
		return e.define(op, op.Result(0), fmt.Sprintf("%s ? %s : %s", e.value(op.Operand(0)), e.value(op.Operand(1)), e.value(op.Operand(2))))
	},
	arith.CmpI: cmpI,
	arith.CmpF: cmpF,
	arith.NegF: func(e *emitter, op *ir.Operation) error {
		return e.define(op, op.Result(0), "-"+e.value(op.Operand(0)))
	},
	arith.Bitcast: bitcast,

	affine.Apply: affineMap(""),
	affine.Min:   affineMap("<"),
	affine.Max:   affineMap(">"),

	cf.Assert: func(e *emitter, op *ir.Operation) error {
		msg, _ := op.Attr("msg").(*ir.StringAttr)
		text := ""
		if msg != nil {
			text = msg.Value
		}
		e.line("if (!%s) sc_assert_failed(%q, %q);", e.value(op.Operand(0)), ir.LocString(op.Loc()), text)
		return nil
	},

	fn.Call: call,

	memref.Alloc:  alloc,
	memref.Alloca: alloc,
	memref.Dealloc: func(e *emitter, op *ir.Operation) error {
		e.line("free(%s.allocated);", e.value(op.Operand(0)))
		return nil
	},
	memref.Load:            load,
	memref.Store:           store,
	memref.Dim:             dim,
	memref.SubView:         subview,
	memref.ExpandShape:     expandShape,
	memref.CollapseShape:   collapseShape,
	memref.Cast:            sameDescriptor,
	memref.MemorySpaceCast: sameDescriptor,
	memref.ReinterpretCast: reinterpretCast,
	memref.Copy:            copyOp,
	memref.GetGlobal:       getGlobal,
	memref.AssumeAlignment: sameDescriptor,
	memref.Transpose:       transpose,
}

func init() {
	for def, emit := range baseEmitters {
		emitters[def] = emit
	}
	emitters[scf.For] = (*emitter).forLoop
	emitters[scf.Parallel] = (*emitter).parallel
	emitters[scf.If] = (*emitter).ifOp
	emitters[scf.While] = (*emitter).whileOp
	for def, c := range map[*ir.OpDef]string{
		arith.AddF: "+", arith.SubF: "-", arith.MulF: "*", arith.DivF: "/",
		arith.DivSI: "/", arith.RemSI: "%", arith.AndI: "&", arith.OrI: "|", arith.XOrI: "^", arith.ShRSI: ">>",
	} {
		emitters[def] = infix(c)
	}
	for def, c := range map[*ir.OpDef]string{arith.AddI: "+", arith.SubI: "-", arith.MulI: "*", arith.ShLI: "<<"} {
		emitters[def] = wrapping(c)
	}
	for def, c := range map[*ir.OpDef]string{arith.DivUI: "/", arith.RemUI: "%", arith.ShRUI: ">>"} {
		emitters[def] = unsigned(c)
	}
	for def, f := range map[*ir.OpDef]string{arith.CeilDivSI: "sc_ceildiv", arith.FloorDivSI: "sc_floordiv"} {
		emitters[def] = helper64(f)
	}
	emitters[arith.CeilDivUI] = func(e *emitter, op *ir.Operation) error {
		u, a, b := unsignedType(op.Result(0).Type()), e.value(op.Operand(0)), e.value(op.Operand(1))
		return e.define(op, op.Result(0), fmt.Sprintf("(%s)%s / (%s)%s + ((%s)%s %% (%s)%s != 0)", u, a, u, b, u, a, u, b))
	}
	for def, c := range map[*ir.OpDef]string{arith.MaxSI: ">", arith.MinSI: "<"} {
		emitters[def] = choose(c, false)
	}
	for def, c := range map[*ir.OpDef]string{arith.MaxUI: ">", arith.MinUI: "<"} {
		emitters[def] = choose(c, true)
	}
	for def, f := range map[*ir.OpDef]string{arith.MaximumF: "sc_maximum", arith.MinimumF: "sc_minimum", arith.MaxNumF: "sc_maxnum", arith.MinNumF: "sc_minnum"} {
		emitters[def] = minMaxF(f)
	}
	emitters[arith.RemF] = libm("fmod")
	// Casts: C's conversions are MLIR's, but for the signedness of the
	// source (unsigned ones read it through its unsigned type) and i1,
	// whose true is -1 as a signed value.
	for _, def := range []*ir.OpDef{arith.ExtSI, arith.TruncI, arith.IndexCast, arith.SIToFP, arith.FPToSI, arith.ExtF, arith.TruncF} {
		emitters[def] = convert(false)
	}
	for _, def := range []*ir.OpDef{arith.ExtUI, arith.IndexCastUI, arith.UIToFP, arith.FPToUI} {
		emitters[def] = convert(true)
	}
	for def, f := range map[*ir.OpDef]string{
		mathd.AbsF: "fabs", mathd.Acos: "acos", mathd.Acosh: "acosh", mathd.Asin: "asin", mathd.Asinh: "asinh",
		mathd.Atan: "atan", mathd.Atanh: "atanh", mathd.Cbrt: "cbrt", mathd.Ceil: "ceil", mathd.Cos: "cos",
		mathd.Cosh: "cosh", mathd.Erf: "erf", mathd.Erfc: "erfc", mathd.Exp: "exp", mathd.Exp2: "exp2",
		mathd.ExpM1: "expm1", mathd.Floor: "floor", mathd.Log: "log", mathd.Log10: "log10", mathd.Log1p: "log1p",
		mathd.Log2: "log2", mathd.Round: "round", mathd.RoundEven: "nearbyint", mathd.Sin: "sin", mathd.Sinh: "sinh",
		mathd.Sqrt: "sqrt", mathd.Tan: "tan", mathd.Tanh: "tanh", mathd.Trunc: "trunc",
		mathd.Atan2: "atan2", mathd.CopySign: "copysign", mathd.PowF: "pow", mathd.Fma: "fma",
	} {
		emitters[def] = libm(f)
	}
	emitters[mathd.Rsqrt] = func(e *emitter, op *ir.Operation) error {
		ct, _ := cType(op, op.Result(0).Type())
		return e.define(op, op.Result(0), fmt.Sprintf("(%s)1 / %s", ct, libmCall(op, "sqrt", []string{e.value(op.Operand(0))})))
	}
	for def, f := range map[*ir.OpDef]string{mathd.IsNaN: "isnan", mathd.IsInf: "isinf", mathd.IsFinite: "isfinite", mathd.IsNormal: "isnormal"} {
		f := f
		emitters[def] = func(e *emitter, op *ir.Operation) error {
			return e.define(op, op.Result(0), fmt.Sprintf("%s(%s) != 0", f, e.value(op.Operand(0))))
		}
	}
	emitters[mathd.AbsI] = func(e *emitter, op *ir.Operation) error {
		x, u := e.value(op.Operand(0)), unsignedType(op.Result(0).Type())
		return e.define(op, op.Result(0), fmt.Sprintf("%s < 0 ? -(%s)%s : (%s)%s", x, u, x, u, x))
	}
}

func infix(c string) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		return e.define(op, op.Result(0), fmt.Sprintf("%s %s %s", e.value(op.Operand(0)), c, e.value(op.Operand(1))))
	}
}

// wrapping is two's complement arithmetic, done unsigned (signed
// overflow is undefined in C, defined in MLIR); i1 keeps its low bit.
func wrapping(c string) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		t := op.Result(0).Type()
		u := unsignedType(t)
		expr := fmt.Sprintf("(%s)%s %s (%s)%s", u, e.value(op.Operand(0)), c, u, e.value(op.Operand(1)))
		if it, ok := t.(*ir.IntegerType); ok && it.Width == 1 {
			expr = "(" + expr + ") & 1u"
		}
		return e.define(op, op.Result(0), expr)
	}
}

func unsigned(c string) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		u := unsignedType(op.Result(0).Type())
		return e.define(op, op.Result(0), fmt.Sprintf("(%s)%s %s (%s)%s", u, e.value(op.Operand(0)), c, u, e.value(op.Operand(1))))
	}
}

func helper64(f string) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		return e.define(op, op.Result(0), fmt.Sprintf("%s((int64_t)%s, (int64_t)%s)", f, e.value(op.Operand(0)), e.value(op.Operand(1))))
	}
}

func choose(c string, isUnsigned bool) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		a, b := e.value(op.Operand(0)), e.value(op.Operand(1))
		l, r := a, b
		if isUnsigned {
			u := unsignedType(op.Result(0).Type())
			l, r = "("+u+")"+a, "("+u+")"+b
		}
		return e.define(op, op.Result(0), fmt.Sprintf("%s %s %s ? %s : %s", l, c, r, a, b))
	}
}

func minMaxF(f string) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		a, b := e.value(op.Operand(0)), e.value(op.Operand(1))
		switch ct, _ := cType(op, op.Result(0).Type()); ct {
		case "double":
			return e.define(op, op.Result(0), fmt.Sprintf("%sd(%s, %s)", f, a, b))
		case "float":
			return e.define(op, op.Result(0), fmt.Sprintf("%sf(%s, %s)", f, a, b))
		default:
			return e.define(op, op.Result(0), fmt.Sprintf("(%s)%sf((float)%s, (float)%s)", ct, f, a, b))
		}
	}
}

// libmCall is C's math function f on the operands: f for double, ff for
// float, and _Float16 computed in float.
func libmCall(op *ir.Operation, f string, args []string) string {
	switch ct, _ := cType(op, op.Result(0).Type()); ct {
	case "double":
		return fmt.Sprintf("%s(%s)", f, strings.Join(args, ", "))
	case "float":
		return fmt.Sprintf("%sf(%s)", f, strings.Join(args, ", "))
	default:
		wide := make([]string, len(args))
		for i, a := range args {
			wide[i] = "(float)" + a
		}
		return fmt.Sprintf("(%s)%sf(%s)", ct, f, strings.Join(wide, ", "))
	}
}

func libm(f string) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		if _, ok := op.Result(0).Type().(*ir.FloatType); !ok {
			return errorAt(op, "strata-backend-c runs %s on scalars only", op.Name())
		}
		args := make([]string, op.NumOperands())
		for i, v := range op.Operands() {
			args[i] = e.value(v)
		}
		return e.define(op, op.Result(0), libmCall(op, f, args))
	}
}

func convert(fromUnsigned bool) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		if mode, ok := op.Attr("roundingmode").(*ir.IntegerAttr); ok && arith.RoundingMode(mode.Int64()) != arith.ToNearestEven {
			return errorAt(op, "strata-backend-c rounds to nearest even only")
		}
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		ct, err := cType(op, out)
		if err != nil {
			return err
		}
		x := e.value(op.Operand(0))
		inInt, _ := in.(*ir.IntegerType)
		outInt, _ := out.(*ir.IntegerType)
		switch {
		case fromUnsigned && inInt != nil && inInt.Width > 1:
			x = "(" + unsignedType(in) + ")" + x
		case fromUnsigned && op.Def() == arith.FPToUI:
			x = "(" + unsignedType(out) + ")" + x
		case !fromUnsigned && inInt != nil && inInt.Width == 1:
			x = "-(int64_t)" + x // i1's true is -1 signed
		}
		if outInt != nil && outInt.Width == 1 {
			return e.define(op, op.Result(0), fmt.Sprintf("(_Bool)((%s) & 1)", x))
		}
		return e.define(op, op.Result(0), fmt.Sprintf("(%s)%s", ct, x))
	}
}

func bitcast(e *emitter, op *ir.Operation) error {
	name, err := e.declare(op, op.Result(0))
	if err != nil {
		return err
	}
	e.line("memcpy(&%s, &%s, sizeof %s);", name, e.value(op.Operand(0)), name)
	return nil
}

func constant(e *emitter, op *ir.Operation) error {
	ct, err := cType(op, op.Result(0).Type())
	if err != nil {
		return err
	}
	// Constants are named by their literal, so that gcc sees (and this
	// emitter folds) static bounds and trip counts.
	switch a := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		switch it, _ := a.Type.(*ir.IntegerType); {
		case it != nil && it.Width == 1:
			e.names[op.Result(0)] = fmt.Sprint(a.Int64() & 1)
		case it != nil && it.Width < 64:
			e.names[op.Result(0)] = "((" + ct + ")" + intLiteral(a.Int64()) + ")"
		default:
			e.names[op.Result(0)] = intLiteral(a.Int64())
		}
		return nil
	case *ir.FloatAttr:
		e.names[op.Result(0)] = "(" + floatLiteral(ct, a.Value()) + ")"
		return nil
	}
	return errorAt(op, "strata-backend-c takes scalar constants only")
}

var cmpIOperators = map[arith.CmpIPredicate]string{
	arith.CmpIEQ: "==", arith.CmpINE: "!=", arith.CmpISLT: "<", arith.CmpISLE: "<=", arith.CmpISGT: ">", arith.CmpISGE: ">=",
	arith.CmpIULT: "<", arith.CmpIULE: "<=", arith.CmpIUGT: ">", arith.CmpIUGE: ">=",
}

func cmpI(e *emitter, op *ir.Operation) error {
	p := arith.CmpIPredicate(arith.Predicate(op))
	c, ok := cmpIOperators[p]
	if !ok {
		return errorAt(op, "strata-backend-c: unknown cmpi predicate %d", p)
	}
	a, b := e.value(op.Operand(0)), e.value(op.Operand(1))
	if p >= arith.CmpIULT {
		u := unsignedType(op.Operand(0).Type())
		a, b = "("+u+")"+a, "("+u+")"+b
	}
	return e.define(op, op.Result(0), fmt.Sprintf("%s %s %s", a, c, b))
}

// cmpFForms are arith.cmpf's predicates in C: C's <, <=, >, >= and ==
// are false on NaN (ordered), != true (unordered).
var cmpFForms = map[arith.CmpFPredicate]string{
	arith.CmpFAlwaysFalse: "0", arith.CmpFAlwaysTrue: "1",
	arith.CmpFOEQ: "A == B", arith.CmpFOGT: "A > B", arith.CmpFOGE: "A >= B", arith.CmpFOLT: "A < B", arith.CmpFOLE: "A <= B",
	arith.CmpFONE: "(A < B || A > B)", arith.CmpFORD: "(A == A && B == B)",
	arith.CmpFUEQ: "!(A < B || A > B)", arith.CmpFUGT: "!(A <= B)", arith.CmpFUGE: "!(A < B)", arith.CmpFULT: "!(A >= B)",
	arith.CmpFULE: "!(A > B)", arith.CmpFUNE: "A != B", arith.CmpFUNO: "(A != A || B != B)",
}

func cmpF(e *emitter, op *ir.Operation) error {
	p := arith.CmpFPredicate(arith.Predicate(op))
	form, ok := cmpFForms[p]
	if !ok {
		return errorAt(op, "strata-backend-c: unknown cmpf predicate %d", p)
	}
	return e.define(op, op.Result(0), strings.NewReplacer("A", e.value(op.Operand(0)), "B", e.value(op.Operand(1))).Replace(form))
}

// affineMap emits affine.apply (choose ""), affine.min ("<") and
// affine.max (">"): each result of the map, then the chosen one.
func affineMap(choose string) func(*emitter, *ir.Operation) error {
	return func(e *emitter, op *ir.Operation) error {
		m := op.Attr("map").(*ir.AffineMapAttr).Map
		operands := make([]string, op.NumOperands())
		for i, v := range op.Operands() {
			operands[i] = e.value(v)
		}
		var results []string
		for _, r := range m.Results {
			expr, err := affineExpr(op, r, operands, m.NumDims)
			if err != nil {
				return err
			}
			name := e.fresh()
			e.line("int64_t %s = %s;", name, expr)
			results = append(results, name)
		}
		best := results[0]
		for _, r := range results[1:] {
			best = fmt.Sprintf("(%s %s %s ? %s : %s)", r, choose, best, r, best)
		}
		e.names[op.Result(0)] = best
		return nil
	}
}

func affineExpr(op *ir.Operation, x *ir.AffineExpr, operands []string, numDims int) (string, error) {
	switch x.Kind {
	case ir.AffineConst:
		return intLiteral(x.Val), nil
	case ir.AffineDim:
		return operands[x.Val], nil
	case ir.AffineSym:
		return operands[numDims+int(x.Val)], nil
	}
	l, err := affineExpr(op, x.LHS, operands, numDims)
	if err != nil {
		return "", err
	}
	r, err := affineExpr(op, x.RHS, operands, numDims)
	if err != nil {
		return "", err
	}
	switch x.Kind {
	case ir.AffineAdd:
		return "(" + l + " + " + r + ")", nil
	case ir.AffineMul:
		return "(" + l + " * " + r + ")", nil
	case ir.AffineMod:
		return "sc_mod(" + l + ", " + r + ")", nil
	case ir.AffineFloorDiv:
		return "sc_floordiv(" + l + ", " + r + ")", nil
	case ir.AffineCeilDiv:
		return "sc_ceildiv(" + l + ", " + r + ")", nil
	}
	return "", errorAt(op, "strata-backend-c: affine expression kind %d", x.Kind)
}

func call(e *emitter, op *ir.Operation) error {
	callee := op.Attr("callee").(*ir.SymbolRefAttr).Root
	f := e.functions[callee]
	if f == nil || f.Region(0).Empty() {
		return errorAt(op, "strata-backend-c: @%s is not defined in the module", callee)
	}
	var args []string
	for _, r := range op.Results() {
		name, err := e.declare(op, r)
		if err != nil {
			return err
		}
		args = append(args, "&"+name)
	}
	for _, v := range op.Operands() {
		args = append(args, e.value(v))
	}
	e.line("%s(%s);", cName(callee), strings.Join(args, ", "))
	return nil
}

// ---- memref ----

func alloc(e *emitter, op *ir.Operation) error {
	t := op.Result(0).Type().(*ir.MemRefType)
	if !isIdentity(t) {
		return errorAt(op, "strata-backend-c allocates identity layouts only")
	}
	var sizes []string
	dynamic := op.Def().OperandGroup(op, "dynamicSizes")
	k := 0
	for _, d := range t.Dims {
		if d == ir.ShapedDynamic {
			sizes = append(sizes, e.value(dynamic[k]))
			k++
		} else {
			sizes = append(sizes, fmt.Sprint(d))
		}
	}
	count := "1"
	for _, s := range sizes {
		count = product(count, s)
	}
	align := int64(64)
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok {
		align = a.Int64()
	}
	buffer := e.fresh()
	e.line("void *%s = sc_alloc(%s * %d, %d);", buffer, count, elemBytes(t.Elem), align)
	return e.newDescriptor(op, op.Result(0), buffer, buffer, "0", sizes, contiguousStrides(sizes))
}

func isIdentity(t *ir.MemRefType) bool {
	strides, offset, ok := memref.StridesAndOffset(t)
	if !ok || offset != 0 {
		return false
	}
	want := memref.CanonicalStrides(t.Dims)
	for i := range strides {
		if t.Dims[i] != 1 && strides[i] != want[i] {
			return false
		}
	}
	return true
}

func load(e *emitter, op *ir.Operation) error {
	el, err := e.element(op, op.Operand(0), e.valuesOf(op.Operands()[1:]))
	if err != nil {
		return err
	}
	return e.define(op, op.Result(0), el)
}

func store(e *emitter, op *ir.Operation) error {
	el, err := e.element(op, op.Operand(1), e.valuesOf(op.Operands()[2:]))
	if err != nil {
		return err
	}
	e.line("%s = %s;", el, e.value(op.Operand(0)))
	return nil
}

func dim(e *emitter, op *ir.Operation) error {
	return e.define(op, op.Result(0), fmt.Sprintf("%s.sizes[%s]", e.value(op.Operand(0)), e.value(op.Operand(1))))
}

// mixed reads one of an op's static/dynamic lists as C expressions.
func (e *emitter) mixed(op *ir.Operation, attr, group string) []string {
	static := staticdyn.Ints(op.Attr(attr))
	dynamic := op.Def().OperandGroup(op, group)
	out := make([]string, len(static))
	k := 0
	for i, s := range static {
		if s == ir.ShapedDynamic {
			out[i] = e.value(dynamic[k])
			k++
		} else {
			out[i] = fmt.Sprint(s)
		}
	}
	return out
}

func subview(e *emitter, op *ir.Operation) error {
	src := e.describe(op.Operand(0))
	offsets := e.mixed(op, "static_offsets", "offsets")
	sizes := e.mixed(op, "static_sizes", "sizes")
	strides := e.mixed(op, "static_strides", "strides")
	offset := src.name + ".offset"
	for i := range offsets {
		offset += " + " + product(offsets[i], src.strides[i])
	}
	result := op.Result(0).Type().(*ir.MemRefType)
	kept := keptDims(staticdyn.Ints(op.Attr("static_sizes")), result.Dims)
	if kept == nil {
		return errorAt(op, "strata-backend-c: cannot match the subview's result dims to its sizes")
	}
	var outSizes, outStrides []string
	for _, i := range kept {
		outSizes = append(outSizes, sizes[i])
		outStrides = append(outStrides, product(src.strides[i], strides[i]))
	}
	return e.newDescriptor(op, op.Result(0), src.name+".allocated", src.name+".aligned", offset, outSizes, outStrides)
}

// keptDims matches a rank-reducing subview's result dims to its sizes,
// dropping unit dims (as the verifier does).
func keptDims(sizes, result []int64) []int {
	kept := []int{}
	j := 0
	for i, d := range sizes {
		if j < len(result) && (d == result[j] || result[j] == ir.ShapedDynamic && len(sizes)-i == len(result)-j) {
			kept = append(kept, i)
			j++
			continue
		}
		if d != 1 {
			return nil
		}
	}
	if j != len(result) {
		return nil
	}
	return kept
}

func reassociation(op *ir.Operation) [][]int64 {
	arr, _ := op.Attr("reassociation").(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	out := make([][]int64, len(arr.Elems))
	for i, g := range arr.Elems {
		for _, x := range g.(*ir.ArrayAttr).Elems {
			out[i] = append(out[i], x.(*ir.IntegerAttr).Int64())
		}
	}
	return out
}

// expandShape splits each source dim into its group: the innermost new
// dim keeps the source's stride, each outer one steps over the inner.
func expandShape(e *emitter, op *ir.Operation) error {
	src := e.describe(op.Operand(0))
	sizes := e.mixed(op, "static_output_shape", "output_shape")
	strides := make([]string, len(sizes))
	for g, group := range reassociation(op) {
		stride := src.strides[g]
		for k := len(group) - 1; k >= 0; k-- {
			strides[group[k]] = stride
			stride = product(stride, sizes[group[k]])
		}
	}
	for i := range strides {
		if strides[i] == "" { // a 0-d source: every result dim is a unit dim
			strides[i] = "1"
		}
	}
	return e.newDescriptor(op, op.Result(0), src.name+".allocated", src.name+".aligned", src.name+".offset", sizes, strides)
}

func collapseShape(e *emitter, op *ir.Operation) error {
	src := e.describe(op.Operand(0))
	var sizes, strides []string
	for _, group := range reassociation(op) {
		size := "1"
		for _, d := range group {
			size = product(size, src.sizes[d])
		}
		sizes = append(sizes, size)
		first, last := group[0], group[len(group)-1]
		if first == last {
			strides = append(strides, src.strides[first])
		} else {
			strides = append(strides, fmt.Sprintf("sc_group_stride(%s.sizes, %s.strides, %d, %d)", src.name, src.name, first, last))
		}
	}
	return e.newDescriptor(op, op.Result(0), src.name+".allocated", src.name+".aligned", src.name+".offset", sizes, strides)
}

// sameDescriptor: casts that change what the type says, not the data.
func sameDescriptor(e *emitter, op *ir.Operation) error {
	if op.NumResults() == 0 {
		return nil // memref.assume_alignment without a result
	}
	if _, ok := op.Result(0).Type().(*ir.MemRefType); !ok {
		return errorAt(op, "strata-backend-c takes ranked memrefs only")
	}
	return e.define(op, op.Result(0), e.value(op.Operand(0)))
}

func reinterpretCast(e *emitter, op *ir.Operation) error {
	src := e.value(op.Operand(0))
	offsets := e.mixed(op, "static_offsets", "offsets")
	sizes := e.mixed(op, "static_sizes", "sizes")
	strides := e.mixed(op, "static_strides", "strides")
	return e.newDescriptor(op, op.Result(0), src+".allocated", src+".aligned", offsets[0], sizes, strides)
}

func transpose(e *emitter, op *ir.Operation) error {
	src := e.describe(op.Operand(0))
	perm := op.Attr("permutation").(*ir.AffineMapAttr).Map
	var sizes, strides []string
	for _, r := range perm.Results {
		sizes = append(sizes, src.sizes[r.Val])
		strides = append(strides, src.strides[r.Val])
	}
	return e.newDescriptor(op, op.Result(0), src.name+".allocated", src.name+".aligned", src.name+".offset", sizes, strides)
}

func getGlobal(e *emitter, op *ir.Operation) error {
	t := op.Result(0).Type().(*ir.MemRefType)
	name := "sc_global_" + strings.TrimPrefix(cName(op.Attr("name").(*ir.SymbolRefAttr).Root), "sc_fn_")
	sizes := make([]string, len(t.Dims))
	for i, d := range t.Dims {
		sizes[i] = fmt.Sprint(d)
	}
	return e.newDescriptor(op, op.Result(0), "(void *)"+name, "(void *)"+name, "0", sizes, contiguousStrides(sizes))
}

// copyOp is memref.copy: element by element, in a nest over the shape.
func copyOp(e *emitter, op *ir.Operation) error {
	from, to := op.Operand(0), op.Operand(1)
	t := from.Type().(*ir.MemRefType)
	src := e.describe(from)
	e.line("{")
	e.indent++
	indices := make([]string, len(t.Dims))
	for i := range t.Dims {
		indices[i] = e.fresh()
		e.line("for (int64_t %s = 0; %s < %s; %s++)", indices[i], indices[i], src.sizes[i], indices[i])
	}
	a, err := e.element(op, from, indices)
	if err != nil {
		return err
	}
	b, err := e.element(op, to, indices)
	if err != nil {
		return err
	}
	e.line("  %s = %s;", b, a)
	e.indent--
	e.line("}")
	return nil
}
