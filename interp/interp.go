// Package interp is Strata's reference interpreter: it executes IR at any
// level (tensors, buffers, loops, CFG) and is the oracle every lowering is
// checked against. The meaning of each op is declared in its dialect
// (dialects/<d>/<d>exec); semantics.go lists those tables.
//
// The interpreter compiles each function once into slot-numbered blocks
// (every SSA value of a function gets a slot of its frame), so running an
// op costs no map lookups. Undefined behaviour (division by zero,
// out-of-bounds accesses, use after dealloc, poison reaching a side
// effect) is an error at the op's location; so is an op without
// semantics, a run longer than the step limit, and an allocation past
// the memory budget (Options.MemoryLimit), which counts the bytes of the
// tensors and buffers a run holds, each element at its type's width.
package interp

import (
	"fmt"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"runtime/debug"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// DefaultMaxSteps bounds a run (ops executed plus loop iterations charged
// by structured ops) unless Options.MaxSteps says otherwise.
const DefaultMaxSteps = 1 << 31

// maxDepth bounds the call depth.
const maxDepth = 4000

// Options configure an interpreter.
type Options struct {
	// MaxSteps stops a runaway program; 0 means DefaultMaxSteps.
	MaxSteps int64
	// Overrides replaces the semantics of the ops it names: a backend
	// that runs part of a module itself (the cuda target runs kernel
	// launches and device memory) interprets the rest this way.
	Overrides exec.Table
	// MemoryLimit bounds the bytes of the tensors and allocations a run
	// keeps live (elements at their type's width); an allocation past it
	// is an error at its op. 0 means DefaultMemoryLimit(), a negative
	// value no limit.
	MemoryLimit int64
}

// Interp executes the functions of one module.
type Interp struct {
	module   *ir.Operation
	table    exec.Table
	funcs    map[string]*ir.Operation
	compiled map[*ir.Operation]*cfunc
	globals  map[string]*exec.Buffer
	steps    int64
	maxSteps int64
	budget   *exec.Budget
	// cur is the op being executed (for internal-error reports).
	cur *ir.Operation
}

// New returns an interpreter for module (a builtin.module, or any op
// whose regions hold func.func ops).
func New(module *ir.Operation, opts Options) *Interp {
	table := Semantics()
	if len(opts.Overrides) > 0 {
		table = exec.Table{}
		for name, sem := range Semantics() {
			table[name] = sem
		}
		for name, sem := range opts.Overrides {
			table[name] = sem
		}
	}
	it := &Interp{module: module, table: table, funcs: map[string]*ir.Operation{},
		compiled: map[*ir.Operation]*cfunc{}, globals: map[string]*exec.Buffer{}, maxSteps: opts.MaxSteps}
	if it.maxSteps <= 0 {
		it.maxSteps = DefaultMaxSteps
	}
	switch {
	case opts.MemoryLimit == 0:
		it.budget = exec.NewBudget(DefaultMemoryLimit())
	case opts.MemoryLimit > 0:
		it.budget = exec.NewBudget(opts.MemoryLimit)
	}
	for _, r := range module.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if name := ir.SymbolName(o); name != "" {
					it.funcs[name] = o
				}
			}
		}
	}
	return it
}

// Budget returns the interpreter's memory budget (nil: no limit).
func (it *Interp) Budget() *exec.Budget { return it.budget }

// Steps returns the steps executed so far.
func (it *Interp) Steps() int64 { return it.steps }

// Func returns the function (or other symbol) named name, or nil.
func (it *Interp) Func(name string) *ir.Operation {
	f := it.funcs[name]
	if f == nil || f.Def() != fn.Func {
		return nil
	}
	return f
}

// Call runs function name with args. Panics inside semantics are turned
// into errors at the op being executed.
func (it *Interp) Call(name string, args []exec.Value) (res []exec.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = nil
			if it.cur != nil {
				err = it.cur.EmitError("internal error in the interpreter: %v\n%s", r, debug.Stack())
			} else {
				err = fmt.Errorf("internal error in the interpreter: %v", r)
			}
		}
	}()
	return it.call(name, args, nil, 0, nil)
}

// lookup finds the function a call at op names: in the nearest symbol
// table around op (a gpu.module's functions call each other), else at the
// top of the module.
func (it *Interp) lookup(name string, at *ir.Operation) *ir.Operation {
	if at != nil {
		if f := ir.LookupNearestSymbolFrom(at, at.Context().SymbolRefAttr(name)); f != nil {
			return f
		}
	}
	return it.funcs[name]
}

// isFunction reports whether op is a function the interpreter can call:
// a symbol with a body region (func.func, gpu.func).
func isFunction(op *ir.Operation) bool {
	return op != nil && op.HasTrait(ir.Symbol) && op.HasTrait(ir.IsolatedFromAbove) && op.NumRegions() == 1 &&
		!op.HasTrait(ir.SymbolTable)
}

func (it *Interp) call(name string, args []exec.Value, at *ir.Operation, depth int, t *exec.Thread) ([]exec.Value, error) {
	f := it.lookup(name, at)
	if !isFunction(f) {
		if at != nil {
			return nil, at.EmitError("call to unknown function '@%s'", name)
		}
		return nil, fmt.Errorf("no function named '@%s'", name)
	}
	return it.callOp(f, args, at, depth, t)
}

func (it *Interp) callOp(f *ir.Operation, args []exec.Value, at *ir.Operation, depth int, t *exec.Thread) ([]exec.Value, error) {
	name := ir.SymbolName(f)
	if f.NumRegions() == 0 || f.Region(0).Empty() {
		if at != nil {
			return nil, at.EmitError("call to external function '@%s' (no body to interpret)", name)
		}
		return nil, f.EmitError("function '@%s' has no body", name)
	}
	entry := f.Region(0).Front()
	if entry.NumArgs() != len(args) {
		return nil, fmt.Errorf("function '@%s' takes %d arguments, %d given", name, entry.NumArgs(), len(args))
	}
	if depth >= maxDepth {
		return nil, at.EmitError("call depth exceeds %d (runaway recursion?)", maxDepth)
	}
	cf := it.compile(f)
	fr := cf.frame(it)
	fr.depth = depth + 1
	fr.locals.Thread = t
	res, err := fr.run(cf.regions[f.Region(0)], args)
	for _, m := range fr.allocas {
		if m.Freed == nil {
			m.Free(f)
		}
	}
	if err != nil {
		return nil, err
	}
	out := append([]exec.Value(nil), res...)
	cf.release(fr)
	return out, nil
}

// frame returns a frame for a call of cf: one a finished call released
// (a GPU kernel is called once per thread: a frame each would be most
// of what the interpreter allocates), or a new one.
func (cf *cfunc) frame(it *Interp) *frame {
	if n := len(cf.free); n > 0 {
		fr := cf.free[n-1]
		cf.free = cf.free[:n-1]
		return fr
	}
	return cf.newFrame(it)
}

// release returns the frame of a finished call for reuse: its values
// are cleared, so that it keeps no tensor or buffer alive, and its
// state reset. Nothing refers to a frame after its call returns (a
// region op's runner lives as long as the op runs; a fork copies).
func (cf *cfunc) release(fr *frame) {
	clear(fr.vals)
	clear(fr.ctxValues)
	fr.allocas = fr.allocas[:0]
	fr.locals = exec.Locals{}
	cf.free = append(cf.free, fr)
}

// ---- compiled form ----

type cfunc struct {
	op      *ir.Operation
	nslots  int
	regions map[*ir.Region]*cregion
	// owners are the ops that run in a Ctx of their own (ownsCtx), at
	// their cop.own; the others share one per frame, with room for
	// maxIn operands and maxOut results.
	owners        []*cop
	maxIn, maxOut int
	// free are frames of finished calls (frame, release).
	free []*frame
}

type cregion struct {
	entry  *cblock
	blocks map[*ir.Block]*cblock
}

type cblock struct {
	args []int32
	ops  []*cop
}

type cop struct {
	op      *ir.Operation
	sem     exec.Semantics
	in, out []int32
	lift    bool
	// own is the op's index in its function's owners, -1 for an op that
	// runs in its frame's shared Ctx.
	own int32
	// derived is what the op's semantics derive from it (exec.Derived),
	// shared by every frame that runs it.
	derived exec.Derived
	// constant is set for a scalar constant (ConstantLike, no operands,
	// one result that holds no elements) once it has run: its value is
	// the same every time, and a kernel's thread would otherwise build it
	// from its attribute on every iteration of every loop.
	scalarConstant bool
	constant       *exec.Value
}

func (it *Interp) compile(f *ir.Operation) *cfunc {
	if cf := it.compiled[f]; cf != nil {
		return cf
	}
	cf := &cfunc{op: f, regions: map[*ir.Region]*cregion{}}
	slots := map[*ir.Value]int32{}
	slot := func(v *ir.Value) int32 {
		if s, ok := slots[v]; ok {
			return s
		}
		s := int32(cf.nslots)
		cf.nslots++
		slots[v] = s
		return s
	}
	var region func(r *ir.Region)
	region = func(r *ir.Region) {
		cr := &cregion{blocks: map[*ir.Block]*cblock{}}
		cf.regions[r] = cr
		for b := r.Front(); b != nil; b = b.Next() {
			cb := &cblock{}
			for _, a := range b.Args() {
				cb.args = append(cb.args, slot(a))
			}
			cr.blocks[b] = cb
			if cr.entry == nil {
				cr.entry = cb
			}
		}
		for b := r.Front(); b != nil; b = b.Next() {
			cb := cr.blocks[b]
			for o := b.First(); o != nil; o = o.Next() {
				c := &cop{op: o, sem: it.table[o.Name()], own: -1}
				for _, v := range o.Operands() {
					c.in = append(c.in, slot(v))
				}
				for _, v := range o.Results() {
					c.out = append(c.out, slot(v))
				}
				if ownsCtx(o) {
					c.own = int32(len(cf.owners))
					cf.owners = append(cf.owners, c)
				} else {
					cf.maxIn, cf.maxOut = max(cf.maxIn, len(c.in)), max(cf.maxOut, len(c.out))
				}
				c.lift = o.HasTrait(ir.ElementwiseMappable) && hasTensor(o)
				c.scalarConstant = o.HasTrait(ir.ConstantLike) && o.NumOperands() == 0 && o.NumResults() == 1 && !hasShapedResult(o)
				if c.sem != nil && !c.lift && it.budget != nil && hasShapedResult(o) {
					c.sem = charged(c.sem)
				}
				cb.ops = append(cb.ops, c)
				for _, rr := range o.Regions() {
					region(rr)
				}
			}
		}
	}
	for _, r := range f.Regions() {
		region(r)
	}
	it.compiled[f] = cf
	return cf
}

// ownsCtx reports whether op o needs a Ctx of its own in each frame,
// rather than the frame's shared one, which the next op rebinds: an op
// with regions uses its Ctx while the ops of its regions run, and a
// terminator (the last op of its block) yields or jumps with its
// operands, read after it ran.
func ownsCtx(o *ir.Operation) bool {
	return o.NumRegions() > 0 || o.Next() == nil
}

// hasShapedResult reports whether a result of o may hold elements (a
// tensor or a memref, or a dialect type that is one at run time).
func hasShapedResult(o *ir.Operation) bool {
	for _, t := range o.ResultTypes() {
		if _, ok := exec.RuntimeType(t).(ir.ShapedType); ok {
			return true
		}
	}
	return false
}

// charged runs sem, then charges the elements of the results it
// allocated without the budget (a result the size of an operand) to it,
// so that the ops without shaped results run with no check at all.
func charged(sem exec.Semantics) exec.Semantics {
	return func(c *exec.Ctx) error {
		if err := sem(c); err != nil {
			return err
		}
		for _, v := range c.Results {
			if err := c.Charge(v); err != nil {
				return err
			}
		}
		return nil
	}
}

func hasTensor(o *ir.Operation) bool {
	return anyElementwiseShaped(o.ResultTypes()) || anyElementwiseShaped(o.OperandTypes())
}

// anyElementwiseShaped reports whether one of types holds its elements as
// a tensor at run time: a ranked tensor or a vector (an elementwise op on
// a vector ran as a scalar op, giving a scalar result).
func anyElementwiseShaped(types []ir.Type) bool {
	for _, t := range types {
		switch t.(type) {
		case *ir.RankedTensorType, *ir.VectorType:
			return true
		}
	}
	return false
}

// frame is one activation of a function: its slots and its op contexts.
type frame struct {
	it   *Interp
	cf   *cfunc
	vals []exec.Value
	// owned are the Ctxs of cf.owners; shared is the Ctx of every other
	// op, bound to each in turn, with sharedArgs and sharedResults for
	// its operands and results.
	owned                     []exec.Ctx
	shared                    exec.Ctx
	sharedArgs, sharedResults []exec.Value
	// ctxValues backs the owned Ctxs' operands and results.
	ctxValues []exec.Value
	allocas   []*exec.Memory
	locals    exec.Locals
	// depth is the call depth of this activation.
	depth int
}

// newFrame returns a frame for cf. A launch makes a fork of the
// launching function for every thread of a block, so a frame holds a
// Ctx only for the few ops that need their own (ownsCtx), not for every
// op of the function.
func (cf *cfunc) newFrame(it *Interp) *frame {
	fr := &frame{it: it, cf: cf, vals: make([]exec.Value, cf.nslots), owned: make([]exec.Ctx, len(cf.owners))}
	total := cf.maxIn + cf.maxOut
	for _, o := range cf.owners {
		total += len(o.in) + len(o.out)
	}
	fr.ctxValues = make([]exec.Value, total)
	values := fr.ctxValues
	take := func(n int) []exec.Value {
		s := values[:n:n]
		values = values[n:]
		return s
	}
	for i, o := range cf.owners {
		c := &fr.owned[i]
		c.Bind(o.op, &o.derived)
		c.M = fr
		c.Args, c.Results = take(len(o.in)), take(len(o.out))
	}
	fr.shared.M = fr
	fr.sharedArgs, fr.sharedResults = take(cf.maxIn), take(cf.maxOut)
	return fr
}

// ctx returns the Ctx op o runs in, its operands not yet copied in.
func (fr *frame) ctx(o *cop) *exec.Ctx {
	if o.own >= 0 {
		return &fr.owned[o.own]
	}
	c := &fr.shared
	c.Bind(o.op, &o.derived)
	c.Args = fr.sharedArgs[:len(o.in):len(o.in)]
	c.Results = fr.sharedResults[:len(o.out):len(o.out)]
	return c
}

// run executes a region of the frame's function.
func (fr *frame) run(cr *cregion, args []exec.Value) ([]exec.Value, error) {
	it := fr.it
	b := cr.entry
	if b == nil {
		return nil, nil
	}
	for {
		if len(args) != len(b.args) {
			return nil, fmt.Errorf("block expects %d arguments, %d given", len(b.args), len(args))
		}
		for i, s := range b.args {
			fr.vals[s] = args[i]
		}
		var next *cblock
		for _, o := range b.ops {
			it.cur = o.op
			it.steps++
			if it.steps > it.maxSteps {
				return nil, o.op.EmitError("step limit of %d exceeded (runaway loop?); raise it with --max-steps", it.maxSteps)
			}
			if o.constant != nil {
				fr.vals[o.out[0]] = *o.constant
				continue
			}
			c := fr.ctx(o)
			for j, s := range o.in {
				c.Args[j] = fr.vals[s]
			}
			c.Exit, c.JumpTo = false, nil
			var err error
			switch {
			case o.sem == nil:
				err = o.op.EmitError("the interpreter does not support this op")
			case o.lift:
				err = fr.lift(o, c)
			default:
				err = o.sem(c)
			}
			if err != nil {
				return nil, err
			}
			for j, s := range o.out {
				fr.vals[s] = c.Results[j]
			}
			if o.scalarConstant {
				v := c.Results[0]
				o.constant = &v
			}
			if c.Exit {
				return c.Yielded, nil
			}
			if c.JumpTo != nil {
				next = cr.blocks[c.JumpTo]
				args = c.JumpArgs
				break
			}
		}
		if next == nil {
			return nil, nil
		}
		b = next
	}
}

// lift applies a scalar op's semantics to each element of its tensor
// operands (ElementwiseMappable); scalar operands are broadcast.
func (fr *frame) lift(o *cop, c *exec.Ctx) error {
	var shape []int64
	found := false // a rank-0 tensor's shape is empty, maybe nil: not "no tensor"
	for _, a := range c.Args {
		if t := a.Tensor(); t != nil {
			shape, found = t.Shape, true
			break
		}
	}
	if !found {
		return o.sem(c)
	}
	n := exec.NumElements(shape)
	if err := fr.Step(n, o.op); err != nil {
		return err
	}
	sc := &exec.Ctx{M: fr, Args: make([]exec.Value, len(c.Args)), Results: make([]exec.Value, len(c.Results))}
	sc.Bind(o.op, &o.derived)
	outs := make([]*exec.Tensor, len(c.Results))
	for i := range outs {
		outs[i] = exec.NewTensor(exec.ElementType(o.op.Result(i).Type()), shape)
	}
	ins := make([]*exec.Tensor, len(c.Args))
	for j, a := range c.Args {
		ins[j] = a.Tensor()
		if ins[j] != nil && ins[j].Len() != n {
			return o.op.EmitError("operand shapes differ at run time")
		}
	}
	for i := int64(0); i < n; i++ {
		for j, a := range c.Args {
			if ins[j] != nil {
				sc.Args[j] = ins[j].At(i)
			} else {
				sc.Args[j] = a
			}
		}
		if err := o.sem(sc); err != nil {
			return err
		}
		for k, r := range sc.Results {
			if r.Poison != nil {
				return exec.PoisonError(o.op, r)
			}
			outs[k].Set(i, r)
		}
	}
	for k := range outs {
		c.Results[k] = exec.Value{Ref: outs[k]}
		if err := c.Charge(c.Results[k]); err != nil {
			return err
		}
	}
	return nil
}

// ---- exec.Machine ----

type regionRunner struct {
	fr *frame
	cr *cregion
}

func (r regionRunner) Run(args []exec.Value) ([]exec.Value, error) { return r.fr.run(r.cr, args) }

// Region implements exec.Machine.
func (fr *frame) Region(r *ir.Region) exec.Region {
	cr := fr.cf.regions[r]
	if cr == nil {
		// A region outside this function (should not happen for
		// well-formed IR): compile its ops into this frame lazily is not
		// possible, so report.
		return badRegion{}
	}
	return regionRunner{fr, cr}
}

type badRegion struct{}

func (badRegion) Run([]exec.Value) ([]exec.Value, error) {
	return nil, fmt.Errorf("region does not belong to the executing function")
}

// Call implements exec.Machine: the callee runs as the caller's GPU
// thread, if any.
func (fr *frame) Call(callee string, args []exec.Value, at *ir.Operation) ([]exec.Value, error) {
	return fr.it.call(callee, args, at, fr.depth, fr.locals.Thread)
}

// CallOp implements exec.Machine.
func (fr *frame) CallOp(f *ir.Operation, args []exec.Value, at *ir.Operation, t *exec.Thread) ([]exec.Value, error) {
	return fr.it.callOp(f, args, at, fr.depth, t)
}

// Fork implements exec.Machine: a frame of the same function with a copy
// of the values, so a region can run in it independently.
func (fr *frame) Fork() exec.Machine {
	nf := fr.cf.frame(fr.it)
	copy(nf.vals, fr.vals)
	nf.depth = fr.depth
	nf.locals = fr.locals
	return nf
}

// Release implements exec.Machine.
func (fr *frame) Release() { fr.cf.release(fr) }

// Budget implements exec.Machine.
func (fr *frame) Budget() *exec.Budget { return fr.it.budget }

// Locals implements exec.Machine.
func (fr *frame) Locals() *exec.Locals { return &fr.locals }

// Alloca implements exec.Machine.
func (fr *frame) Alloca(m *exec.Memory) { fr.allocas = append(fr.allocas, m) }

// Step implements exec.Machine.
func (fr *frame) Step(n int64, at *ir.Operation) error {
	fr.it.steps += n
	if fr.it.steps > fr.it.maxSteps {
		return at.EmitError("step limit of %d exceeded (runaway loop?); raise it with --max-steps", fr.it.maxSteps)
	}
	return nil
}

// Global implements exec.Machine.
func (fr *frame) Global(name string, at *ir.Operation) (*exec.Buffer, error) {
	it := fr.it
	if b := it.globals[name]; b != nil {
		return b, nil
	}
	g := it.funcs[name]
	if g == nil || g.Def() != memref.Global {
		return nil, at.EmitError("no memref.global named '@%s'", name)
	}
	ta, _ := g.Attr("type").(*ir.TypeAttr)
	if ta == nil {
		return nil, g.EmitError("global without a type")
	}
	mt, ok := ta.Type.(*ir.MemRefType)
	if !ok || !exec.Supported(mt.Elem) {
		return nil, g.EmitError("global of type '%s' is not supported by the interpreter", ir.TypeString(ta.Type))
	}
	b, err := it.budget.NewBuffer(mt.Elem, mt.Dims, g)
	if err != nil {
		return nil, g.EmitError("%v", err)
	}
	if init := g.Attr("initial_value"); init != nil {
		if _, unit := init.(*ir.UnitAttr); !unit {
			tt := g.Context().RankedTensorType(mt.Dims, mt.Elem, nil)
			t, err := exec.TensorFromAttr(nil, init, tt)
			if err != nil {
				return nil, g.EmitError("%v", err)
			}
			b.CopyFrom(t)
		}
	}
	it.globals[name] = b
	return b, nil
}
