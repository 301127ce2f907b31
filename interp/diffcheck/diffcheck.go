// Package diffcheck runs a program before a pass pipeline and after every
// pass on the same seeded random inputs, and names the first pass whose
// results differ: strata-opt's --strata-diff-check, and the oracle of the
// random program generator (tools/strata-fuzz).
//
// Every public func.func with a body whose arguments the interpreter can
// make (tensors, memrefs and scalars of supported element types) is run.
// Results are compared element by element, exactly for integers and
// within |a-b| <= atol + rtol*|b| for floats (NaN equals NaN). A function
// The contents of memref arguments after the call are compared as well
// (a kernel writes its outputs into them), except those the function
// hands to a writable bufferization.to_tensor (whose buffer a pass may
// then write in place) and those it frees. A function
// whose reference run fails (undefined behaviour on the random inputs),
// or which a pass removed or whose signature a pass changed, is no
// longer compared; nor is one whose results the interpreter returns with
// another shape than their type's (it cannot run the function faithfully).
package diffcheck

import (
	"errors"
	"fmt"
	fn "github.com/strata-compiler/strata/dialects/func"
	"math"
	"math/rand"
	"sort"
	"strings"

	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Config are the options of a check.
type Config struct {
	// Seed seeds the random inputs.
	Seed int64
	// RTol and ATol are the float tolerances.
	RTol, ATol float64
	// Dim is the size of every dynamic dimension of an input.
	Dim int64
	// MaxSteps bounds each run (0: the interpreter's default).
	MaxSteps int64
}

// DefaultConfig is what --strata-diff-check uses unless told otherwise.
var DefaultConfig = Config{Seed: 1, RTol: 1e-4, ATol: 1e-5, Dim: 3}

// Checker holds the reference results of one module.
type Checker struct {
	cfg  Config
	refs []*reference
	// failures say why a function is not compared.
	failures map[string]error
}

type reference struct {
	name    string
	loc     ir.Location
	inputs  []*exec.Tensor // the inputs' elements (scalars as rank 0)
	inTypes []ir.Type
	types   []ir.Type // result types
	results []*exec.Tensor
	// writtenArgs are the memref arguments compared after the call, and
	// written their contents then (nil when one could not be read).
	writtenArgs []int
	written     []*exec.Tensor
}

// New runs every checkable function of module and records its results.
func New(module *ir.Operation, cfg Config) *Checker {
	c := &Checker{cfg: cfg, failures: map[string]error{}}
	it := interp.New(module, interp.Options{MaxSteps: cfg.MaxSteps})
	rng := rand.New(rand.NewSource(cfg.Seed))
	for _, f := range funcs(module) {
		ft := funcType(f)
		ref := &reference{name: ir.SymbolName(f), loc: f.Loc(), inTypes: ft.Inputs, types: ft.Results, writtenArgs: outputArgs(f, ft)}
		var err error
		for i, t := range ft.Inputs {
			var v exec.Value
			if v, err = interp.Random(rng, t, i, func(int, int) int64 { return cfg.Dim }); err != nil {
				break
			}
			var e *exec.Tensor
			if e, err = interp.Elements(v, t); err != nil {
				break
			}
			ref.inputs = append(ref.inputs, e)
		}
		if err != nil {
			c.failures[ref.name] = fmt.Errorf("argument: %w", err)
			continue
		}
		res, written, err := run(it, ref, ft)
		if err != nil {
			c.failures[ref.name] = err
			continue
		}
		ref.results, ref.written = res, written
		c.refs = append(c.refs, ref)
	}
	return c
}

// Failure says why function name is not compared: its arguments cannot
// be made, or its reference run failed (nil when it is compared or
// unknown).
func (c *Checker) Failure(name string) error { return c.failures[name] }

// NotCompared returns the names of the functions that are not (or no
// longer) compared, sorted; Failure says why.
func (c *Checker) NotCompared() []string {
	var out []string
	for name := range c.failures {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// Functions returns the names of the functions being compared.
func (c *Checker) Functions() []string {
	var out []string
	for _, r := range c.refs {
		out = append(out, r.name)
	}
	return out
}

func funcs(module *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for _, r := range module.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Def() != fn.Func || op.NumRegions() == 0 || op.Region(0).Empty() {
					continue
				}
				if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value == "private" {
					continue
				}
				if funcType(op) != nil {
					out = append(out, op)
				}
			}
		}
	}
	return out
}

func funcType(f *ir.Operation) *ir.FunctionType {
	ta, _ := f.Attr("function_type").(*ir.TypeAttr)
	if ta == nil {
		return nil
	}
	ft, _ := ta.Type.(*ir.FunctionType)
	return ft
}

// run calls the function of ref with fresh copies of its inputs, shaped
// for the argument types of ft (a tensor input becomes a buffer where
// bufferization made the argument a memref). It also returns the contents
// after the call of the arguments that are memrefs in ref's signature (a
// tensor argument a pass made a memref is not: bufferization may reuse it).
func run(it *interp.Interp, ref *reference, ft *ir.FunctionType) (results, written []*exec.Tensor, err error) {
	args := make([]exec.Value, len(ref.inputs))
	for i, in := range ref.inputs {
		t := ft.Inputs[i]
		switch tt := exec.RuntimeType(t).(type) {
		case *ir.MemRefType:
			b := exec.NewBuffer(tt.Elem, in.Shape, nil)
			b.CopyFrom(in)
			args[i] = exec.Value{Ref: b}
		case *ir.RankedTensorType, *ir.VectorType:
			args[i] = exec.Value{Ref: in.Clone()}
		default:
			args[i] = in.At(0)
		}
	}
	res, err := it.Call(ref.name, args)
	if err != nil {
		return nil, nil, err
	}
	out := make([]*exec.Tensor, len(res))
	for i, v := range res {
		if v.Poison != nil {
			return nil, nil, exec.PoisonError(v.Poison, v)
		}
		if out[i], err = interp.Elements(v, ft.Results[i]); err != nil {
			return nil, nil, err
		}
		if err := checkShape(out[i], ft.Results[i], i); err != nil {
			return nil, nil, err
		}
	}
	for _, i := range ref.writtenArgs {
		if _, ok := exec.RuntimeType(ft.Inputs[i]).(*ir.MemRefType); !ok {
			return out, nil, nil
		}
		e, err := interp.Elements(args[i], ft.Inputs[i])
		if err != nil {
			return out, nil, nil // freed by the function
		}
		written = append(written, e)
	}
	return out, written, nil
}

// outputArgs are the memref arguments of f compared after a call: all but
// those a writable bufferization.to_tensor takes.
func outputArgs(f *ir.Operation, ft *ir.FunctionType) []int {
	var out []int
	entry := f.Region(0).Front()
	for i, t := range ft.Inputs {
		if _, ok := exec.RuntimeType(t).(*ir.MemRefType); !ok || i >= entry.NumArgs() {
			continue
		}
		handedOver := false
		for _, u := range entry.Arg(i).Uses() {
			if u.Owner().Def() == bufferization.ToTensor && u.Owner().HasAttr("writable") {
				handedOver = true
			}
		}
		if !handedOver {
			out = append(out, i)
		}
	}
	return out
}

// UnfaithfulError says that the interpreter returned a value its type
// cannot hold (a scalar for a vector<2xi32>): the function's results say
// nothing about the pass, so it is not compared.
type UnfaithfulError struct{ msg string }

func (e *UnfaithfulError) Error() string { return e.msg }

// checkShape returns an *UnfaithfulError when the result elements e do not
// have the shape of type t: the rank, and every static dimension (a
// scalar is rank 0). Comparing such a result would blame the pass for
// what the interpreter got wrong (issue 14: arith ops on vectors were run
// as scalars, so a fold of arith.muli on a vector constant was reported
// as a miscompile).
func checkShape(e *exec.Tensor, t ir.Type, i int) error {
	var want []int64
	if st, ok := exec.RuntimeType(t).(ir.ShapedType); ok {
		if !st.HasRank() {
			return nil
		}
		want = st.Shape()
	}
	ok := len(e.Shape) == len(want)
	for k := 0; ok && k < len(want); k++ {
		ok = want[k] == ir.ShapedDynamic || want[k] == e.Shape[k]
	}
	if ok {
		return nil
	}
	return &UnfaithfulError{fmt.Sprintf("the interpreter returned a value of shape %v for result #%d of type '%s'", e.Shape, i, ir.TypeString(t))}
}

// Mismatch is a failed check: the pass after which the results of a
// function differ.
type Mismatch struct {
	Pass     string
	Func     string
	Seed     int64
	Loc      ir.Location
	Before   string
	After    string
	Detail   string
	Inputs   string
	RunError error
}

func (m *Mismatch) Error() string { return m.Diagnostic().Error() }

// Diagnostic renders the mismatch as an error at the function.
func (m *Mismatch) Diagnostic() *ir.Diagnostic {
	d := ir.NewDiagnostic(ir.SevError, m.Loc, "differential check: results of @%s differ after pass '%s' (seed %d): %s", m.Func, m.Pass, m.Seed, m.Detail)
	if m.RunError != nil {
		d.AttachNote(m.Loc, "after '%s' the function fails: %s", m.Pass, strings.TrimSpace(m.RunError.Error()))
	}
	d.AttachNote(m.Loc, "inputs:\n%s", m.Inputs)
	d.AttachNote(m.Loc, "before the pipeline:\n%s", m.Before)
	if m.RunError == nil {
		d.AttachNote(m.Loc, "after '%s':\n%s", m.Pass, m.After)
	}
	return d
}

// Check reruns the functions on module (after pass) and returns a
// *Mismatch for the first whose results differ.
func (c *Checker) Check(module *ir.Operation, pass string) error {
	if len(c.refs) == 0 {
		return nil
	}
	it := interp.New(module, interp.Options{MaxSteps: c.cfg.MaxSteps})
	for _, ref := range c.refs {
		f := it.Func(ref.name)
		if f == nil {
			continue
		}
		ft := funcType(f)
		if ft == nil || !sameSignature(ref, ft) {
			continue
		}
		got, written, err := run(it, ref, ft)
		var ue *UnfaithfulError
		if errors.As(err, &ue) {
			// Not the pass's doing: the function is no longer compared.
			c.failures[ref.name] = err
			c.drop(ref)
			continue
		}
		// Rendered only for a mismatch: most checks pass, and printing
		// every result of every function after every pass would cost as
		// much as running them.
		mismatch := func() *Mismatch {
			return &Mismatch{Pass: pass, Func: ref.name, Seed: c.cfg.Seed, Loc: ref.loc,
				Before: c.render(ref.results, ref.types), Inputs: c.render(ref.inputs, ref.inTypes)}
		}
		if err != nil {
			mm := mismatch()
			mm.Detail = "it no longer runs"
			mm.RunError = err
			return mm
		}
		if detail := c.compare(ref.results, got, ref.types); detail != "" {
			mm := mismatch()
			mm.Detail = detail
			mm.After = c.render(got, ref.types)
			return mm
		}
		if written != nil && len(written) == len(ref.written) {
			types := c.writtenTypes(ref)
			if detail := c.compare(ref.written, written, types); detail != "" {
				mm := mismatch()
				mm.Detail = "memref arguments after the call: " + detail
				mm.Before = c.render(ref.written, types)
				mm.After = c.render(written, types)
				return mm
			}
		}
	}
	return nil
}

// writtenTypes are the types of ref's compared memref arguments.
func (c *Checker) writtenTypes(ref *reference) []ir.Type {
	var out []ir.Type
	for _, i := range ref.writtenArgs {
		out = append(out, ref.inTypes[i])
	}
	return out
}

// drop stops comparing ref.
func (c *Checker) drop(ref *reference) {
	for i, r := range c.refs {
		if r == ref {
			c.refs = append(c.refs[:i:i], c.refs[i+1:]...)
			return
		}
	}
}

// sameSignature: the same numbers of arguments and results, with the
// same shapes and element types (tensor and memref interchangeable).
func sameSignature(ref *reference, ft *ir.FunctionType) bool {
	if len(ft.Inputs) != len(ref.inTypes) || len(ft.Results) != len(ref.types) {
		return false
	}
	same := func(a, b ir.Type) bool {
		a, b = exec.RuntimeType(a), exec.RuntimeType(b)
		if a == b {
			return true
		}
		sa, oka := a.(ir.ShapedType)
		sb, okb := b.(ir.ShapedType)
		if !oka || !okb || sa.ElementType() != sb.ElementType() || len(sa.Shape()) != len(sb.Shape()) {
			return false
		}
		for i := range sa.Shape() {
			if sa.Shape()[i] != sb.Shape()[i] {
				return false
			}
		}
		return true
	}
	for i := range ft.Inputs {
		if !same(ft.Inputs[i], ref.inTypes[i]) {
			return false
		}
	}
	for i := range ft.Results {
		if !same(ft.Results[i], ref.types[i]) {
			return false
		}
	}
	return true
}

// narrowFloatULP is the relative size of one unit in the last place of a
// 16-bit float (0 for wider types): a result computed in a wider type and
// rounded once may land one unit away from the same result summed in
// another order (f64 in the torch semantics, f32 accumulators after
// strata-torch-accumulate-in-f32), so the check allows it.
func narrowFloatULP(e exec.Elem) float64 {
	switch {
	case !e.Float:
		return 0
	case e.Kind == ir.F16:
		return 0x1p-10
	case e.Kind == ir.BF16:
		return 0x1p-7
	}
	return 0
}

// compare returns "" when want and got agree, else what differs.
func (c *Checker) compare(want, got []*exec.Tensor, types []ir.Type) string {
	for i := range want {
		w, g := want[i], got[i]
		if len(w.Shape) != len(g.Shape) || w.Len() != g.Len() {
			return fmt.Sprintf("result #%d has shape %v, expected %v", i, g.Shape, w.Shape)
		}
		for k := range w.Shape {
			if w.Shape[k] != g.Shape[k] {
				return fmt.Sprintf("result #%d has shape %v, expected %v", i, g.Shape, w.Shape)
			}
		}
		e := exec.ElemOf(types[i])
		rtol := max(c.cfg.RTol, narrowFloatULP(e))
		for j := int64(0); j < w.Len(); j++ {
			a, b := w.At(j), g.At(j)
			if e.Complex {
				if !Close(b.F, a.F, rtol, c.cfg.ATol) || !Close(b.Im, a.Im, rtol, c.cfg.ATol) {
					return fmt.Sprintf("result #%d differs at element %d: %v, expected %v", i, j, b.C(), a.C())
				}
			} else if e.Float {
				if !Close(b.F, a.F, rtol, c.cfg.ATol) {
					o := interp.FormatOptions{Exact: true}
					return fmt.Sprintf("result #%d differs at element %d: %s, expected %s", i, j, interp.FormatFloat(b.F, e, o), interp.FormatFloat(a.F, e, o))
				}
			} else if exec.Wrap(a.I, e.Width) != exec.Wrap(b.I, e.Width) {
				return fmt.Sprintf("result #%d differs at element %d: %d, expected %d", i, j, b.I, a.I)
			}
		}
	}
	return ""
}

// Close reports whether got is within atol + rtol*|want| of want (NaN
// matches NaN, infinities match themselves).
func Close(got, want, rtol, atol float64) bool {
	if math.IsNaN(got) || math.IsNaN(want) {
		return math.IsNaN(got) && math.IsNaN(want)
	}
	if math.IsInf(got, 0) || math.IsInf(want, 0) {
		return got == want
	}
	return math.Abs(got-want) <= atol+rtol*math.Abs(want)
}

func (c *Checker) render(ts []*exec.Tensor, types []ir.Type) string {
	var b strings.Builder
	for i, t := range ts {
		var v exec.Value
		tt := exec.RuntimeType(types[i])
		if _, ok := tt.(ir.ShapedType); ok {
			v = exec.Value{Ref: t}
		} else {
			v = t.At(0)
		}
		if mt, ok := tt.(*ir.MemRefType); ok {
			tt = mt.Context().RankedTensorType(t.Shape, mt.Elem, nil)
		}
		s, err := interp.Format(v, tt, interp.FormatOptions{Exact: true})
		if err != nil {
			s = err.Error() + "\n"
		}
		fmt.Fprintf(&b, "#%d: %s", i, s)
	}
	return strings.TrimRight(b.String(), "\n")
}
