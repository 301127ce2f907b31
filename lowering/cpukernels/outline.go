// Package cpukernels splits the cpu target's host code from its kernels.
// strata-outline-cpu-kernels moves every loop nest at the top level of a
// function into a kernel function of its own, named after its contents,
// so that identical nests (a model repeats its layers) become one kernel,
// each kernel can be compiled, cached and optimized on its own, and the
// parallel ones can be run on threads. strata-cpu-parallel-launch, on the
// llvm dialect, turns the calls of the parallel kernels into calls of the
// runtime's thread pool (parallel.go).
package cpukernels

import (
	"crypto/sha256"
	"encoding/hex"
	"github.com/strata-compiler/strata/dialects/builtin"
	"strings"

	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
)

// Attribute names the outlining writes on a kernel function.
const (
	// KernelAttr marks a function as a kernel: the target compiles it in
	// a module of its own.
	KernelAttr = "strata.kernel"
	// ParallelAttr marks a kernel whose first two arguments are the range
	// [lo, hi) of the iterations it runs, out of the count its caller
	// passes as hi when it calls it with lo = 0: any split of that range
	// into pieces may run at once (the iterations are independent). Its
	// value (i64) estimates the ops one iteration runs.
	ParallelAttr = "strata.parallel"
	// KernelPrefix starts every kernel's name; the rest is a hash of its
	// body.
	KernelPrefix = "__strata_kernel_"
)

// Outline is strata-outline-cpu-kernels.
var Outline = &passes.Pass{
	Argument: "strata-outline-cpu-kernels",
	Name:     "OutlineCPUKernelsPass",
	Summary:  "Outline each top-level loop nest into a kernel function, one per distinct body",
	Description: "Every scf.for and scf.parallel directly in a function's body moves into a private func.func marked " +
		KernelAttr + " and is replaced by a func.call. The values the nest uses from above become the kernel's " +
		"arguments (constants are cloned in, so trip counts stay static); the kernel is named " + KernelPrefix +
		"HASH after a hash of its text, so identical nests share one kernel. A memref argument that no other argument " +
		"of any call of the kernel can reach where either is written gets llvm.noalias. An scf.parallel without results " +
		"becomes a kernel marked " + ParallelAttr + " over a linear range [lo, hi) of its iterations: all its dims " +
		"but the last are linearized and distributed, the last stays an inner loop (contiguous, for the " +
		"vectorizer); its call passes lo = 0 and hi = the iteration count, so the program means the same run " +
		"serially, and strata-cpu-parallel-launch may split the range over threads",
	Anchor:   builtin.Module.Name,
	Dialects: []string{"func", "scf", "arith"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass {
	return []*passes.Pass{Outline, ParallelLaunch, OutlineUKernels, LinkUKernels, DeduplicatePass}
}

// Apply outlines the top-level loop nests of every function of module.
func Apply(module *ir.Operation) error {
	o := &outliner{module: module, ctx: module.Context(), kernels: map[string]bool{}}
	body := module.Region(0).Front()
	var funcs []*ir.Operation
	for op := body.First(); op != nil; op = op.Next() {
		if op.Def() == fn.Func {
			if op.HasAttr(KernelAttr) {
				o.kernels[ir.SymbolName(op)] = true
			} else if !op.Region(0).Empty() {
				funcs = append(funcs, op)
			}
		}
	}
	for _, f := range funcs {
		for _, blk := range f.Region(0).Blocks() {
			for _, op := range blk.Ops() {
				if op.Def() == scf.For || op.Def() == scf.Parallel {
					o.outline(op)
				}
			}
		}
	}
	kernels := map[string]*ir.Operation{}
	for op := body.First(); op != nil; op = op.Next() {
		if op.Def() == fn.Func && op.HasAttr(KernelAttr) && strings.HasPrefix(ir.SymbolName(op), KernelPrefix) {
			kernels[ir.SymbolName(op)] = op
		}
	}
	markNoAlias(kernels, kernelCalls(module))
	return nil
}

type outliner struct {
	module *ir.Operation
	ctx    *ir.Context
	// kernels are the names of the kernels the module has.
	kernels map[string]bool
}

// loopInputs returns the values a kernel made of loop takes: what its
// body uses from above, then the loop's own operands (bounds, steps,
// initial values), each once.
func loopInputs(loop *ir.Operation) []*ir.Value {
	seen := map[*ir.Value]bool{}
	var out []*ir.Value
	for _, v := range append(ir.UsedValuesDefinedAbove(loop), loop.Operands()...) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// isConstant reports whether v is the result of a constant op with
// nothing inside it, which a kernel clones instead of taking it.
func isConstant(v *ir.Value) bool {
	d := v.DefiningOp()
	return d != nil && d.HasTrait(ir.ConstantLike) && d.NumOperands() == 0 && d.NumRegions() == 0
}

// outline replaces loop by a call of a kernel that runs it.
func (o *outliner) outline(loop *ir.Operation) {
	ctx := o.ctx
	idx := ctx.IndexType()
	b := ir.NewBuilder(ctx)
	b.Loc = loop.Loc()
	parallel := loop.Def() == scf.Parallel && loop.NumResults() == 0

	entry := ir.NewBlock()
	var lo, hi *ir.Value
	if parallel {
		lo = entry.AddArgument(idx, loop.Loc())
		hi = entry.AddArgument(idx, loop.Loc())
	}
	m := ir.NewIRMapping()
	b.SetInsertionPointToEnd(entry)
	var args []*ir.Value
	for _, v := range loopInputs(loop) {
		if isConstant(v) {
			m.Map(v, b.Insert(v.DefiningOp().Clone(ir.NewIRMapping())).Result(0))
			continue
		}
		args = append(args, v)
		m.Map(v, entry.AddArgument(v.Type(), v.Loc()))
	}
	var results []*ir.Value
	if parallel {
		distribute(b, loop, lo, hi, m)
	} else {
		results = b.Insert(loop.Clone(m)).Results()
	}
	b.Build(fn.Return, results, nil)

	var argTypes []ir.Type
	for _, a := range entry.Args() {
		argTypes = append(argTypes, a.Type())
	}
	region := ir.NewRegion()
	region.Append(entry)
	attrs := []ir.NamedAttr{
		{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType(argTypes, loop.ResultTypes()))},
		{Name: "sym_visibility", Value: ctx.StringAttr("private")},
		{Name: KernelAttr, Value: ctx.UnitAttr()},
	}
	if parallel {
		attrs = append(attrs, ir.NamedAttr{Name: ParallelAttr, Value: ctx.IntegerAttr(ctx.I(64), iterationWork(loop))})
	}
	if allBare(argTypes) {
		// Static memrefs are passed as pointers: no descriptor to build,
		// store and unpack at every call.
		attrs = append(attrs, ir.NamedAttr{Name: functollvm.BarePtrAttr, Value: ctx.UnitAttr()})
	}
	name := o.addKernel(KernelPrefix, loop.Loc(), attrs, region)

	// The call: for a parallel kernel, over all its iterations.
	b.SetInsertionPoint(loop)
	var operands []*ir.Value
	if parallel {
		operands = append(operands, constIndex(b, 0), iterations(b, loop, nil))
	}
	operands = append(operands, args...)
	call := b.Build(fn.Call, operands, loop.ResultTypes(),
		ir.NamedAttr{Name: "callee", Value: ctx.SymbolRefAttr(name)})
	loop.ReplaceAllUsesWith(call.Results())
	loop.Erase()
}

// allBare reports whether every memref of ts can be passed as a bare
// pointer.
func allBare(ts []ir.Type) bool {
	for _, t := range ts {
		if mt, ok := t.(*ir.MemRefType); ok && !tollvm.CanBeBare(mt) {
			return false
		}
	}
	return true
}

// addKernel creates the func.func of attrs and body (its sym_name is set
// here) named prefix + a hash of its text, adds it to the module unless an
// equal one is there, and returns its name.
func (o *outliner) addKernel(prefix string, loc ir.Location, attrs []ir.NamedAttr, body *ir.Region) string {
	ctx := o.ctx
	attrs = append([]ir.NamedAttr{{Name: "sym_name", Value: ctx.StringAttr(prefix)}}, attrs...)
	kernel := ir.Create(&ir.OperationState{Name: ctx.NameOf(fn.Func), Loc: loc, Attrs: attrs, Regions: []*ir.Region{body}})
	name := prefix + contentHash(kernel)
	if o.kernels[name] {
		kernel.Erase()
		return name
	}
	kernel.SetAttr("sym_name", ctx.StringAttr(name))
	o.module.Region(0).Front().Append(kernel)
	o.kernels[name] = true
	return name
}

// contentHash names a kernel by its text (under a fixed name), so that
// equal loop nests get equal kernels whatever function they came from.
func contentHash(kernel *ir.Operation) string {
	var text strings.Builder
	_ = ir.PrintOp(&text, kernel, ir.PrintFlags{Generic: true, LocalScope: true})
	sum := sha256.Sum256([]byte(text.String()))
	return hex.EncodeToString(sum[:8])
}

// distributedDims is how many of an scf.parallel's dims a parallel kernel
// linearizes into its range: all but the last, which stays an inner loop
// over contiguous memory, or the only one.
func distributedDims(loop *ir.Operation) int {
	return max(1, numDims(loop)-1)
}

// numDims is how many dims an scf.parallel has.
func numDims(loop *ir.Operation) int {
	par, _ := scf.AsParallel(loop)
	return len(par.LowerBound())
}

// bounds returns dim d's lower bound, upper bound and step, mapped by m
// (nil: as they are).
func bounds(loop *ir.Operation, d int, m *ir.IRMapping) (lb, ub, step *ir.Value) {
	get := func(group string) *ir.Value {
		v := scf.Parallel.OperandGroup(loop, group)[d]
		if m != nil {
			v = m.Lookup(v)
		}
		return v
	}
	return get("lowerBound"), get("upperBound"), get("step")
}

// tripCount is max(0, ceildiv(ub - lb, step)): the iterations of dim d
// (scf.parallel's steps are positive).
func tripCount(b *ir.Builder, loop *ir.Operation, d int, m *ir.IRMapping) *ir.Value {
	lb, ub, step := bounds(loop, d, m)
	if n, ok := constTrips(lb, ub, step); ok {
		return constIndex(b, n)
	}
	span := binary(b, arith.SubI, ub, lb)
	return binary(b, arith.MaxSI, binary(b, arith.CeilDivSI, span, step), constIndex(b, 0))
}

// iterations is the product of the distributed dims' trip counts.
func iterations(b *ir.Builder, loop *ir.Operation, m *ir.IRMapping) *ir.Value {
	var n *ir.Value
	for d := 0; d < distributedDims(loop); d++ {
		t := tripCount(b, loop, d, m)
		if n == nil {
			n = t
		} else {
			n = binary(b, arith.MulI, n, t)
		}
	}
	return n
}

// distribute builds, at b, the body of a parallel kernel: a loop over
// [lo, hi) whose iteration l runs the scf.parallel's iterations with the
// distributed dims' indices l delinearized (the last dim fastest), the
// last dim (when there are several) as an inner scf.for.
func distribute(b *ir.Builder, loop *ir.Operation, lo, hi *ir.Value, m *ir.IRMapping) {
	defer b.Restore(b.Save())
	ndims := numDims(loop)
	outer := distributedDims(loop)
	var trips []*ir.Value
	for d := 0; d < outer; d++ {
		trips = append(trips, tripCount(b, loop, d, m))
	}
	linear, body := buildFor(b, lo, hi, constIndex(b, 1))
	b.SetInsertionPoint(body.Terminator())
	ivs := make([]*ir.Value, ndims)
	rest := linear
	for d := outer - 1; d >= 0; d-- {
		i := rest
		if d > 0 {
			i = binary(b, arith.RemUI, rest, trips[d])
			rest = binary(b, arith.DivUI, rest, trips[d])
		}
		lb, _, step := bounds(loop, d, m)
		if c, ok := staticdyn.ConstantInt(step); !ok || c != 1 {
			i = binary(b, arith.MulI, i, step)
		}
		if c, ok := staticdyn.ConstantInt(lb); !ok || c != 0 {
			i = binary(b, arith.AddI, lb, i)
		}
		ivs[d] = i
	}
	if outer < ndims {
		lb, ub, step := bounds(loop, ndims-1, m)
		inner, innerBody := buildFor(b, lb, ub, step)
		ivs[ndims-1] = inner
		b.SetInsertionPoint(innerBody.Terminator())
	}
	src := loop.Region(0).Front()
	for i, iv := range ivs {
		m.Map(src.Arg(i), iv)
	}
	for op := src.First(); op != nil; op = op.Next() {
		if op.Def() == scf.Reduce {
			continue
		}
		b.Insert(op.Clone(m))
	}
}

// unknownTrips is the trip count work estimates assume for a loop whose
// bounds are not constants.
const unknownTrips = 16

// iterationWork estimates the ops one distributed iteration of a parallel
// kernel made from loop runs: its body's, times the inner dim's trips.
func iterationWork(loop *ir.Operation) int64 {
	w := regionWork(loop.Region(0))
	if distributedDims(loop) < numDims(loop) {
		w = saturatingMul(w, dimTrips(loop, distributedDims(loop)))
	}
	return w
}

// regionWork estimates the ops one run of r executes: one per op, loops'
// bodies times their trip counts.
func regionWork(r *ir.Region) int64 {
	var w int64
	for _, blk := range r.Blocks() {
		for op := blk.First(); op != nil; op = op.Next() {
			inner := int64(0)
			for _, sub := range op.Regions() {
				inner += regionWork(sub)
			}
			switch op.Def() {
			case scf.For:
				trips := int64(unknownTrips)
				if n, ok := scf.TripCount(op); ok {
					trips = n
				}
				inner = saturatingMul(inner, trips)
			case scf.Parallel:
				for d := range numDims(op) {
					inner = saturatingMul(inner, dimTrips(op, d))
				}
			}
			w = saturatingAdd(w, 1+inner)
		}
	}
	return w
}

// dimTrips is dim d's constant trip count, or unknownTrips.
func dimTrips(loop *ir.Operation, d int) int64 {
	if n, ok := constTrips(bounds(loop, d, nil)); ok {
		return n
	}
	return unknownTrips
}

// constTrips is the trip count of constant bounds and a positive step.
func constTrips(lb, ub, step *ir.Value) (int64, bool) {
	l, ok1 := staticdyn.ConstantInt(lb)
	u, ok2 := staticdyn.ConstantInt(ub)
	s, ok3 := staticdyn.ConstantInt(step)
	if !ok1 || !ok2 || !ok3 || s <= 0 {
		return 0, false
	}
	return max(0, (u-l+s-1)/s), true
}

const workLimit = int64(1) << 40

func saturatingMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a > workLimit/b {
		return workLimit
	}
	return a * b
}

func saturatingAdd(a, b int64) int64 { return min(a+b, workLimit) }

// buildFor creates `scf.for %iv = lb to ub step step` with only its
// scf.yield, and returns the iv and the body.
func buildFor(b *ir.Builder, lb, ub, step *ir.Value) (*ir.Value, *ir.Block) {
	blk := ir.NewBlock()
	iv := blk.AddArgument(b.Ctx.IndexType(), b.Loc)
	r := ir.NewRegion()
	r.Append(blk)
	b.Create(&ir.OperationState{Name: b.Ctx.NameOf(scf.For), Operands: []*ir.Value{lb, ub, step}, Regions: []*ir.Region{r}})
	save := b.Save()
	b.SetInsertionPointToEnd(blk)
	b.Build(scf.Yield, nil, nil)
	b.Restore(save)
	return iv, blk
}

func constIndex(b *ir.Builder, v int64) *ir.Value {
	return b.Build(arith.Constant, nil, []ir.Type{b.Ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: b.Ctx.IntegerAttr(b.Ctx.IndexType(), v)}).Result(0)
}

func binary(b *ir.Builder, d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return b.Build(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}
