package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
)

// emitter writes one module's functions as C. Every SSA value is a C
// local of its own (gcc's optimizer removes the copies), a memref a
// descriptor struct; regions become C blocks.
type emitter struct {
	out       strings.Builder
	indent    int
	names     map[*ir.Value]string
	next      int
	threads   bool // inside a loop nest already given to OpenMP's threads
	functions map[string]*ir.Operation
}

// errorAt is a diagnostic at op's location, in the form Strata re-emits
// as its own (FILE:LINE:COL: error: ...).
func errorAt(op *ir.Operation, format string, args ...any) error {
	return fmt.Errorf("%s: error: %s", ir.LocString(op.Loc()), fmt.Sprintf(format, args...))
}

func (e *emitter) line(format string, args ...any) {
	e.out.WriteString(strings.Repeat("  ", e.indent))
	fmt.Fprintf(&e.out, format, args...)
	e.out.WriteByte('\n')
}

func (e *emitter) fresh() string {
	e.next++
	return "v" + strconv.Itoa(e.next)
}

func (e *emitter) value(v *ir.Value) string { return e.names[v] }

func (e *emitter) valuesOf(vs []*ir.Value) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = e.value(v)
	}
	return out
}

// define declares a C local holding expr as v's value.
func (e *emitter) define(op *ir.Operation, v *ir.Value, expr string) error {
	t, err := cType(op, v.Type())
	if err != nil {
		return err
	}
	name := e.fresh()
	e.names[v] = name
	e.line("%s %s = %s;", t, name, expr)
	return nil
}

// declare declares an uninitialized C local for v (a region's result,
// assigned by its terminators).
func (e *emitter) declare(op *ir.Operation, v *ir.Value) (string, error) {
	t, err := cType(op, v.Type())
	if err != nil {
		return "", err
	}
	name := e.fresh()
	e.names[v] = name
	e.line("%s %s;", t, name)
	return name, nil
}

// cType is the C type of a scalar or memref type.
func cType(op *ir.Operation, t ir.Type) (string, error) {
	switch t := t.(type) {
	case *ir.IndexType:
		return "int64_t", nil
	case *ir.IntegerType:
		switch t.Width {
		case 1:
			return "_Bool", nil
		case 8, 16, 32, 64:
			return fmt.Sprintf("int%d_t", t.Width), nil
		}
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			return "_Float16", nil
		case ir.F32:
			return "float", nil
		case ir.F64:
			return "double", nil
		}
	case *ir.MemRefType:
		if len(t.Dims) <= 8 {
			if _, err := cType(op, t.Elem); err != nil {
				return "", err
			}
			return fmt.Sprintf("memref%d", len(t.Dims)), nil
		}
	}
	return "", errorAt(op, "strata-backend-c does not take values of type %s", ir.TypeString(t))
}

// unsignedType is the unsigned C type of an integer's width, in which
// MLIR's wrapping arithmetic is C's.
func unsignedType(t ir.Type) string {
	switch t := t.(type) {
	case *ir.IntegerType:
		if t.Width == 1 {
			return "unsigned"
		}
		return fmt.Sprintf("uint%d_t", t.Width)
	}
	return "uint64_t"
}

func elemBytes(t ir.Type) int64 { return int64(ir.ElemBytes(t)) }

// emitModule writes the C of the module's globals and functions, and the
// C-interface entry point _mlir_ciface_F of each function in entries.
func emitModule(module *ir.Operation, entries []string) (string, error) {
	e := &emitter{names: map[*ir.Value]string{}, functions: map[string]*ir.Operation{}}
	e.out.WriteString(prelude)
	var funcs []*ir.Operation
	for op := module.Region(0).Front().First(); op != nil; op = op.Next() {
		switch op.Def() {
		case memref.Global:
			if err := e.global(op); err != nil {
				return "", err
			}
		case fnFunc:
			e.functions[ir.SymbolName(op)] = op
			if !op.Region(0).Empty() {
				funcs = append(funcs, op)
			}
		}
	}
	for _, f := range funcs {
		sig, err := e.signature(f)
		if err != nil {
			return "", err
		}
		e.line("static %s;", sig)
	}
	for _, f := range funcs {
		if err := e.function(f); err != nil {
			return "", err
		}
	}
	for _, name := range entries {
		f := e.functions[name]
		if f == nil || f.Region(0).Empty() {
			return "", fmt.Errorf("segments.mlir: no function @%s", name)
		}
		if err := e.entry(f); err != nil {
			return "", err
		}
	}
	return e.out.String(), nil
}

func cName(symbol string) string {
	var b strings.Builder
	b.WriteString("sc_fn_")
	for _, r := range symbol {
		if r < 128 && (r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			b.WriteRune(r)
		} else {
			fmt.Fprintf(&b, "_%x_", r)
		}
	}
	return b.String()
}

func functionType(f *ir.Operation) *ir.FunctionType {
	return f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
}

// signature is a function's C declaration: its results through pointers
// first, then its arguments by value.
func (e *emitter) signature(f *ir.Operation) (string, error) {
	ft := functionType(f)
	var params []string
	for i, t := range ft.Results {
		ct, err := cType(f, t)
		if err != nil {
			return "", err
		}
		params = append(params, fmt.Sprintf("%s *r%d", ct, i))
	}
	for i, t := range ft.Inputs {
		ct, err := cType(f, t)
		if err != nil {
			return "", err
		}
		params = append(params, fmt.Sprintf("%s a%d", ct, i))
	}
	if len(params) == 0 {
		params = []string{"void"}
	}
	return fmt.Sprintf("void %s(%s)", cName(ir.SymbolName(f)), strings.Join(params, ", ")), nil
}

func (e *emitter) function(f *ir.Operation) error {
	if len(f.Region(0).Blocks()) != 1 {
		return errorAt(f, "strata-backend-c takes functions of one block (structured control flow)")
	}
	sig, err := e.signature(f)
	if err != nil {
		return err
	}
	e.line("static %s {", sig)
	e.indent++
	block := f.Region(0).Front()
	for i, a := range block.Args() {
		e.names[a] = fmt.Sprintf("a%d", i)
	}
	term, err := e.ops(block)
	if err != nil {
		return err
	}
	if term == nil || term.Def() != fnReturn {
		return errorAt(f, "strata-backend-c: the function does not end in func.return")
	}
	for i, v := range term.Operands() {
		e.line("*r%d = %s;", i, e.value(v))
	}
	e.indent--
	e.line("}")
	return nil
}

// entry writes _mlir_ciface_F: memref arguments by pointer to their
// descriptors, one memref result or several through a pointer to the
// first argument (a struct of them), one scalar result returned.
func (e *emitter) entry(f *ir.Operation) error {
	ft := functionType(f)
	var params, args []string
	ret := "void"
	var resultTypes []string
	for _, t := range ft.Results {
		ct, err := cType(f, t)
		if err != nil {
			return err
		}
		resultTypes = append(resultTypes, ct)
	}
	_, memrefResult := firstType(ft.Results).(*ir.MemRefType)
	switch {
	case len(resultTypes) == 1 && !memrefResult:
		ret = resultTypes[0]
		args = append(args, "&r")
	case len(resultTypes) > 0:
		fields := ""
		for i, ct := range resultTypes {
			fields += fmt.Sprintf(" %s r%d;", ct, i)
			args = append(args, fmt.Sprintf("&results->r%d", i))
		}
		params = append(params, fmt.Sprintf("struct {%s } *results", fields))
	}
	for i, t := range ft.Inputs {
		ct, err := cType(f, t)
		if err != nil {
			return err
		}
		if _, ok := t.(*ir.MemRefType); ok {
			params = append(params, fmt.Sprintf("%s *a%d", ct, i))
			args = append(args, fmt.Sprintf("*a%d", i))
		} else {
			params = append(params, fmt.Sprintf("%s a%d", ct, i))
			args = append(args, fmt.Sprintf("a%d", i))
		}
	}
	if len(params) == 0 {
		params = []string{"void"}
	}
	e.line("%s _mlir_ciface_%s(%s) {", ret, ir.SymbolName(f), strings.Join(params, ", "))
	if ret != "void" {
		e.line("  %s r;", ret)
	}
	e.line("  %s(%s);", cName(ir.SymbolName(f)), strings.Join(args, ", "))
	if ret != "void" {
		e.line("  return r;")
	}
	e.line("}")
	return nil
}

func firstType(ts []ir.Type) ir.Type {
	if len(ts) == 0 {
		return nil
	}
	return ts[0]
}

// ops emits a block's ops but its terminator, which it returns (nil
// when the block has none) for the enclosing op to give meaning to.
func (e *emitter) ops(b *ir.Block) (*ir.Operation, error) {
	for op := b.First(); op != nil; op = op.Next() {
		if op.Next() == nil && terminators[op.Def()] {
			return op, nil
		}
		emit, ok := emitters[op.Def()]
		if !ok {
			return nil, errorAt(op, "strata-backend-c does not run %s", op.Name())
		}
		if err := emit(e, op); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

// region emits a one-block region whose arguments are bound to the
// given C expressions, and returns its terminator.
func (e *emitter) region(r *ir.Region, args []string) (*ir.Operation, error) {
	b := r.Front()
	for i, a := range b.Args() {
		e.names[a] = args[i]
	}
	return e.ops(b)
}

// body emits region r of op (its block arguments bound to args) and
// returns its terminator, which must be an end op.
func (e *emitter) body(op *ir.Operation, r *ir.Region, args []string, end *ir.OpDef) (*ir.Operation, error) {
	term, err := e.region(r, args)
	if err != nil {
		return nil, err
	}
	if term == nil || term.Def() != end {
		return nil, errorAt(op, "strata-backend-c: a region of %s does not end in %s", op.Name(), end.Name)
	}
	return term, nil
}

// declareResults declares a C variable for each of op's results.
func (e *emitter) declareResults(op *ir.Operation) ([]string, error) {
	names := make([]string, op.NumResults())
	for i, r := range op.Results() {
		name, err := e.declare(op, r)
		if err != nil {
			return nil, err
		}
		names[i] = name
	}
	return names, nil
}

// assign stores yielded values into the C variables of results. The
// values are read into temporaries first: a yield may swap loop-carried
// values.
func (e *emitter) assign(op *ir.Operation, targets []string, values []*ir.Value) error {
	if len(targets) != len(values) {
		return errorAt(op, "strata-backend-c: %d values yielded for %d results", len(values), len(targets))
	}
	temps := make([]string, len(values))
	for i, v := range values {
		t, err := cType(op, v.Type())
		if err != nil {
			return err
		}
		temps[i] = e.fresh()
		e.line("%s %s = %s;", t, temps[i], e.value(v))
	}
	for i := range values {
		e.line("%s = %s;", targets[i], temps[i])
	}
	return nil
}

// ---- memref descriptors ----

// descriptor is a memref value's pieces as C expressions: static ones
// from its type where the type knows them, so that gcc folds the
// addressing of the common, static shapes.
type descriptor struct {
	name    string
	rank    int
	sizes   []string
	strides []string
	offset  string
}

func (e *emitter) describe(v *ir.Value) descriptor {
	t := v.Type().(*ir.MemRefType)
	name := e.value(v)
	d := descriptor{name: name, rank: len(t.Dims), offset: name + ".offset"}
	strides, offset, ok := memref.StridesAndOffset(t)
	if ok && offset != ir.ShapedDynamic {
		d.offset = strconv.FormatInt(offset, 10)
	}
	for i, size := range t.Dims {
		s := fmt.Sprintf("%s.sizes[%d]", name, i)
		if size != ir.ShapedDynamic {
			s = strconv.FormatInt(size, 10)
		}
		d.sizes = append(d.sizes, s)
		st := fmt.Sprintf("%s.strides[%d]", name, i)
		if ok && strides[i] != ir.ShapedDynamic {
			st = strconv.FormatInt(strides[i], 10)
		}
		d.strides = append(d.strides, st)
	}
	return d
}

// element is the C lvalue of memref v at the given indices.
func (e *emitter) element(op *ir.Operation, v *ir.Value, indices []string) (string, error) {
	t := v.Type().(*ir.MemRefType)
	ct, err := cType(op, t.Elem)
	if err != nil {
		return "", err
	}
	d := e.describe(v)
	terms := []string{}
	if d.offset != "0" {
		terms = append(terms, d.offset)
	}
	for i, x := range indices {
		switch d.strides[i] {
		case "0":
		case "1":
			terms = append(terms, x)
		default:
			terms = append(terms, fmt.Sprintf("%s * %s", x, d.strides[i]))
		}
	}
	if len(terms) == 0 {
		terms = []string{"0"}
	}
	return fmt.Sprintf("((%s *)%s.aligned)[%s]", ct, d.name, strings.Join(terms, " + ")), nil
}

// newDescriptor declares a descriptor for result v: the allocation's
// pointers, and the given offset, sizes and strides.
func (e *emitter) newDescriptor(op *ir.Operation, v *ir.Value, allocated, aligned, offset string, sizes, strides []string) error {
	ct, err := cType(op, v.Type())
	if err != nil {
		return err
	}
	name := e.fresh()
	e.names[v] = name
	e.line("%s %s;", ct, name)
	e.line("%s.allocated = %s; %s.aligned = %s; %s.offset = %s;", name, allocated, name, aligned, name, offset)
	for i := range sizes {
		e.line("%s.sizes[%d] = %s; %s.strides[%d] = %s;", name, i, sizes[i], name, i, strides[i])
	}
	return nil
}

// contiguousStrides are the row-major strides of sizes, as C.
func contiguousStrides(sizes []string) []string {
	strides := make([]string, len(sizes))
	stride := "1"
	for i := len(sizes) - 1; i >= 0; i-- {
		strides[i] = stride
		stride = product(stride, sizes[i])
	}
	return strides
}

// tripCount is the iteration count of a loop as C, folded when static.
func tripCount(lb, ub, step string) string {
	l, errL := strconv.ParseInt(lb, 10, 64)
	u, errU := strconv.ParseInt(ub, 10, 64)
	s, errS := strconv.ParseInt(step, 10, 64)
	if errL == nil && errU == nil && errS == nil && s > 0 {
		return strconv.FormatInt(max(0, (u-l+s-1)/s), 10)
	}
	if lb == "0" && step == "1" {
		return ub
	}
	return fmt.Sprintf("((%s - %s + %s - 1) / %s)", ub, lb, step, step)
}

// product multiplies two C expressions, folding constants.
func product(a, b string) string {
	x, errA := strconv.ParseInt(a, 10, 64)
	y, errB := strconv.ParseInt(b, 10, 64)
	switch {
	case errA == nil && errB == nil:
		return strconv.FormatInt(x*y, 10)
	case errA == nil && x == 1:
		return b
	case errB == nil && y == 1:
		return a
	}
	return "(" + a + " * " + b + ")"
}

// ---- globals ----

// global writes memref.global's storage as a C array of its element
// type, initialized from its dense (or dense_resource) value.
func (e *emitter) global(op *ir.Operation) error {
	t, ok := op.Attr("type").(*ir.TypeAttr).Type.(*ir.MemRefType)
	if !ok {
		return errorAt(op, "strata-backend-c: memref.global of an unranked type")
	}
	ct, err := cType(op, t.Elem)
	if err != nil {
		return err
	}
	n := ir.NumElements(t)
	if n < 0 {
		return errorAt(op, "strata-backend-c: memref.global of a dynamic shape")
	}
	qualifier := "static"
	if op.HasAttr("constant") {
		qualifier = "static const"
	}
	align := int64(64)
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && a.Int64() > align {
		align = a.Int64()
	}
	name := "sc_global_" + strings.TrimPrefix(cName(ir.SymbolName(op)), "sc_fn_")
	size := max(n, 1)
	var init []string
	switch v := op.Attr("initial_value").(type) {
	case *ir.DenseElementsAttr:
		for i := range n {
			lit, err := literal(op, t.Elem, v.RawElement(i))
			if err != nil {
				return err
			}
			init = append(init, lit)
		}
	case *ir.DenseResourceElementsAttr:
		eb := elemBytes(t.Elem)
		if int64(len(v.Handle.Data)) != n*eb {
			return errorAt(op, "strata-backend-c: resource %s holds %d bytes for %d elements", v.Handle.Name, len(v.Handle.Data), n)
		}
		for i := range n {
			lit, err := literal(op, t.Elem, v.Handle.Data[i*eb:(i+1)*eb])
			if err != nil {
				return err
			}
			init = append(init, lit)
		}
	case nil, *ir.UnitAttr:
	default:
		return errorAt(op, "strata-backend-c: memref.global initialized by %T", v)
	}
	e.line("%s %s %s[%d] __attribute__((aligned(%d)))", qualifier, ct, name, size, align)
	if init != nil {
		e.line("  = {")
		for i := 0; i < len(init); i += 8 {
			e.line("    %s,", strings.Join(init[i:min(i+8, len(init))], ", "))
		}
		e.line("  };")
	} else {
		e.line("  ;")
	}
	return nil
}

// literal is one element's little-endian bytes as a C constant of its type.
func literal(op *ir.Operation, t ir.Type, raw []byte) (string, error) {
	var bits uint64
	for i := len(raw) - 1; i >= 0; i-- {
		bits = bits<<8 | uint64(raw[i])
	}
	switch t := t.(type) {
	case *ir.FloatType:
		ct, err := cType(op, t)
		if err != nil {
			return "", err
		}
		return floatLiteral(ct, ir.FloatFromBits(t.Kind, bits)), nil
	case *ir.IntegerType:
		if t.Width == 1 {
			return strconv.FormatUint(bits&1, 10), nil
		}
		shift := 64 - uint(t.Width)
		return intLiteral(int64(bits<<shift) >> shift), nil
	case *ir.IndexType:
		return intLiteral(int64(bits)), nil
	}
	return "", errorAt(op, "strata-backend-c does not take constants of type %s", ir.TypeString(t))
}

// floatLiteral is x exactly, as a hexadecimal C literal of type ct.
func floatLiteral(ct string, x float64) string {
	switch {
	case math.IsNaN(x):
		return "(" + ct + ")NAN"
	case math.IsInf(x, 1):
		return "(" + ct + ")INFINITY"
	case math.IsInf(x, -1):
		return "(" + ct + ")-INFINITY"
	}
	return "(" + ct + ")" + strconv.FormatFloat(x, 'x', -1, 64)
}

func intLiteral(x int64) string {
	switch {
	case x == math.MinInt64:
		return "INT64_MIN"
	case x >= math.MinInt32 && x <= math.MaxInt32:
		return strconv.FormatInt(x, 10)
	}
	return strconv.FormatInt(x, 10) + "LL"
}

// ---- loops ----

// ompMinTrips is the iteration count below which a parallel loop nest
// runs on the calling thread: starting OpenMP's team costs more than a
// few thousand scalar iterations.
const ompMinTrips = 4096

// parallel emits scf.parallel as a nest of C for loops. The outermost
// nest without reductions goes to OpenMP's threads (collapse of all its
// dims); one with reductions runs in order, so that results do not
// depend on the thread count.
func (e *emitter) parallel(op *ir.Operation) error {
	lbs := scf.Parallel.OperandGroup(op, "lowerBound")
	ubs := scf.Parallel.OperandGroup(op, "upperBound")
	steps := scf.Parallel.OperandGroup(op, "step")
	inits := scf.Parallel.OperandGroup(op, "initVals")
	accumulators := make([]string, len(inits))
	for i, v := range inits {
		name, err := e.declare(op, op.Result(i))
		if err != nil {
			return err
		}
		e.line("%s = %s;", name, e.value(v))
		accumulators[i] = name
	}
	threaded := !e.threads && len(inits) == 0
	if threaded {
		trips := "1"
		for i := range lbs {
			trips = product(trips, tripCount(e.value(lbs[i]), e.value(ubs[i]), e.value(steps[i])))
		}
		switch n, err := strconv.ParseInt(trips, 10, 64); {
		case err != nil:
			e.line("#pragma omp parallel for collapse(%d) schedule(static) if(%s >= %d)", len(lbs), trips, ompMinTrips)
		case n >= ompMinTrips:
			e.line("#pragma omp parallel for collapse(%d) schedule(static)", len(lbs))
		}
		e.threads = true
		defer func() { e.threads = false }()
	}
	ivs := make([]string, len(lbs))
	for i := range lbs {
		ivs[i] = e.fresh()
		e.line("for (int64_t %s = %s; %s < %s; %s += %s)", ivs[i], e.value(lbs[i]), ivs[i], e.value(ubs[i]), ivs[i], e.value(steps[i]))
	}
	e.line("{")
	e.indent++
	term, err := e.body(op, op.Region(0), ivs, scf.Reduce)
	if err != nil {
		return err
	}
	for i, v := range term.Operands() {
		// The reduction's region combines the accumulator (lhs) and this
		// iteration's value (rhs).
		combine := term.Region(i)
		ret, err := e.region(combine, []string{accumulators[i], e.value(v)})
		if err != nil {
			return err
		}
		if ret == nil || ret.NumOperands() != 1 {
			return errorAt(term, "strata-backend-c: a reduction region does not end in scf.reduce.return of one value")
		}
		e.line("%s = %s;", accumulators[i], e.value(ret.Operand(0)))
	}
	e.indent--
	e.line("}")
	return nil
}

// forLoop emits scf.for; its iter_args are C variables assigned by the
// body's yield and read as the results after the loop.
func (e *emitter) forLoop(op *ir.Operation) error {
	lb, ub, step := op.Operand(0), op.Operand(1), op.Operand(2)
	inits := scf.For.OperandGroup(op, "initArgs")
	carried := make([]string, len(inits))
	for i, v := range inits {
		name, err := e.declare(op, op.Result(i))
		if err != nil {
			return err
		}
		e.line("%s = %s;", name, e.value(v))
		carried[i] = name
	}
	ivType, err := cType(op, lb.Type())
	if err != nil {
		return err
	}
	iv := e.fresh()
	compare := fmt.Sprintf("%s < %s", iv, e.value(ub))
	if op.HasAttr("unsignedCmp") {
		u := unsignedType(lb.Type())
		compare = fmt.Sprintf("(%s)%s < (%s)%s", u, iv, u, e.value(ub))
	}
	e.line("for (%s %s = %s; %s; %s += %s) {", ivType, iv, e.value(lb), compare, iv, e.value(step))
	e.indent++
	term, err := e.body(op, op.Region(0), append([]string{iv}, carried...), scf.Yield)
	if err != nil {
		return err
	}
	if err := e.assign(term, carried, term.Operands()); err != nil {
		return err
	}
	e.indent--
	e.line("}")
	return nil
}

// ifOp emits scf.if: its results are C variables each branch assigns.
func (e *emitter) ifOp(op *ir.Operation) error {
	results, err := e.declareResults(op)
	if err != nil {
		return err
	}
	e.line("if (%s) {", e.value(op.Operand(0)))
	for i := 0; i < 2; i++ {
		if i == 1 {
			if op.Region(1).Empty() {
				break
			}
			e.line("} else {")
		}
		e.indent++
		term, err := e.region(op.Region(i), nil)
		if err != nil {
			return err
		}
		if len(results) > 0 {
			if term == nil || term.Def() != scf.Yield {
				return errorAt(op, "strata-backend-c: a region of %s does not end in %s", op.Name(), scf.Yield.Name)
			}
			if err := e.assign(term, results, term.Operands()); err != nil {
				return err
			}
		}
		e.indent--
	}
	e.line("}")
	return nil
}

// whileOp emits scf.while as a C loop: the before region decides, with
// scf.condition, whether to leave with its values as the results or to
// hand them to the after region, whose yield starts the next round.
func (e *emitter) whileOp(op *ir.Operation) error {
	before, after := op.Region(0).Front(), op.Region(1).Front()
	state := make([]string, len(before.Args()))
	for i, v := range op.Operands() {
		t, err := cType(op, v.Type())
		if err != nil {
			return err
		}
		state[i] = e.fresh()
		e.line("%s %s = %s;", t, state[i], e.value(v))
	}
	results, err := e.declareResults(op)
	if err != nil {
		return err
	}
	e.line("for (;;) {")
	e.indent++
	cond, err := e.body(op, op.Region(0), state, scf.Condition)
	if err != nil {
		return err
	}
	passed := cond.Operands()[1:]
	e.line("if (!%s) {", e.value(cond.Operand(0)))
	e.indent++
	if err := e.assign(cond, results, passed); err != nil {
		return err
	}
	e.line("break;")
	e.indent--
	e.line("}")
	args := make([]string, len(after.Args()))
	for i, a := range after.Args() {
		t, err := cType(op, a.Type())
		if err != nil {
			return err
		}
		args[i] = e.fresh()
		e.line("%s %s = %s;", t, args[i], e.value(passed[i]))
	}
	yield, err := e.body(op, op.Region(1), args, scf.Yield)
	if err != nil {
		return err
	}
	if err := e.assign(yield, state, yield.Operands()); err != nil {
		return err
	}
	e.indent--
	e.line("}")
	return nil
}
