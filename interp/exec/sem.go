package exec

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
)

// Semantics executes one op: it reads c.Args, writes c.Results, and, for a
// terminator, says where control goes (Yield or Jump). An error is
// reported at the op (use c.Errorf).
type Semantics func(c *Ctx) error

// Table maps op names to their semantics: each dialect's exec package
// exports one, and package interp lists them all.
type Table map[string]Semantics

// Machine is what semantics may ask of the interpreter.
type Machine interface {
	// Region returns a runner for a region of the current function.
	Region(r *ir.Region) Region
	// Call runs the function named callee.
	Call(callee string, args []Value, at *ir.Operation) ([]Value, error)
	// Global returns the buffer of a memref.global.
	Global(name string, at *ir.Operation) (*Buffer, error)
	// Alloca records a stack allocation, freed when the function returns.
	Alloca(m *Memory)
	// Step charges n steps against the step limit (loops over elements
	// charge their iterations).
	Step(n int64, at *ir.Operation) error
	// Locals is state of the running function that ops of one dialect
	// share with the ops in their regions.
	Locals() *Locals
	// Fork returns a machine that runs the regions of the current function
	// on a copy of its values, so that several GPU threads can each run a
	// launch's body at their own pace.
	Fork() Machine
	// Release gives back a machine Fork returned once nothing will run
	// on it again, for a later Fork to reuse.
	Release()
	// CallOp runs the function op f (func.func, gpu.func) with args, as
	// GPU thread t when t is not nil.
	CallOp(f *ir.Operation, args []Value, at *ir.Operation, t *Thread) ([]Value, error)
	// Budget is the interpreter's memory budget, which every tensor and
	// allocation is charged to (nil: none).
	Budget() *Budget
}

// Locals is per-function state shared between a region-holding op and
// the ops in its regions.
type Locals struct {
	// LoopIndices is the iteration point of the innermost running linalg
	// structured op (read by linalg.index).
	LoopIndices []int64
	// Thread is the GPU thread the function runs as (nil on the host);
	// functions it calls run as the same thread.
	Thread *Thread
}

// Region runs a region: its entry block gets args, and the values of the
// terminator that leaves the region (a yield or return) are returned. A
// block without terminator (NoTerminator ops) returns nil.
type Region interface {
	Run(args []Value) ([]Value, error)
}

// Ctx is the context of one execution of an op.
type Ctx struct {
	Op      *ir.Operation
	Args    []Value
	Results []Value
	M       Machine

	// Control, set by terminators.
	Exit     bool
	Yielded  []Value
	JumpTo   *ir.Block
	JumpArgs []Value

	// derived holds what ArgElem, ResultElem and Memo derive from Op;
	// nil until one of them needs it (Bind shares the op's).
	derived *Derived

	scratch []Value
	regions []Region
}

// Derived is what semantics derive from an op and reuse on its next
// executions: the descriptions of result 0 and operand 0 and Memo's
// value. It depends on the op alone, so an interpreter keeps one per op
// for every Ctx that runs it (Bind).
type Derived struct {
	res0, arg0     Elem
	res0OK, arg0OK bool
	memo           int64
	memoOK         bool
}

// Bind makes c the context of an execution of op, whose derived facts d
// holds: an interpreter runs each op without regions through one Ctx
// per activation, rebinding it, where a Ctx of its own for every op of
// a GPU kernel's thread was most of what the kernel allocated. An op
// with regions keeps a Ctx of its own, as its runners (Region) and loop
// values (LoopValues) live while the ops of its regions run.
func (c *Ctx) Bind(op *ir.Operation, d *Derived) {
	c.Op, c.derived, c.regions = op, d, nil
}

// facts returns c's derived facts, made on first use for a Ctx that
// Bind did not give any.
func (c *Ctx) facts() *Derived {
	if c.derived == nil {
		c.derived = &Derived{}
	}
	return c.derived
}

// Region returns the runner of the op's region i on the Ctx's machine,
// made once per Ctx (a loop's body runs once per iteration; its runner
// need not be looked up and allocated each time).
func (c *Ctx) Region(i int) Region {
	if c.regions == nil {
		c.regions = make([]Region, c.Op.NumRegions())
	}
	if c.regions[i] == nil {
		c.regions[i] = c.M.Region(c.Op.Region(i))
	}
	return c.regions[i]
}

// LoopValues returns a loop's iteration values, set to inits, and the
// arguments of its body (the induction variable first), which the op's
// semantics may use until it returns: a Ctx belongs to one op of one
// activation, which never runs inside itself, so they are reused from
// one run of the loop to the next instead of allocated each time.
func (c *Ctx) LoopValues(inits []Value) (iters, args []Value) {
	n := 2*len(inits) + 1
	if cap(c.scratch) < n {
		c.scratch = make([]Value, n)
	}
	iters, args = c.scratch[:len(inits)], c.scratch[len(inits):n]
	copy(iters, inits)
	return iters, args
}

// Yield ends the enclosing region with vs.
func (c *Ctx) Yield(vs []Value) error {
	c.Exit = true
	c.Yielded = vs
	return nil
}

// Jump continues at block b with args.
func (c *Ctx) Jump(b *ir.Block, args []Value) error {
	c.JumpTo = b
	c.JumpArgs = args
	return nil
}

// Errorf returns an error at the op: file:line:col: error: 'op' op ...
func (c *Ctx) Errorf(format string, args ...any) error {
	return c.Op.EmitError(format, args...)
}

// Group returns operand group i (per the op's definition: segment sizes
// or variadic groups).
func (c *Ctx) Group(i int) []Value {
	d := c.Op.Def()
	if d == nil {
		return c.Args
	}
	s, n := d.OperandGroupRange(c.Op, i)
	if s+n > len(c.Args) {
		return nil
	}
	return c.Args[s : s+n]
}

// GroupValues returns the IR values of operand group i.
func GroupValues(op *ir.Operation, i int) []*ir.Value {
	d := op.Def()
	all := op.Operands()
	if d == nil {
		return all
	}
	s, n := d.OperandGroupRange(op, i)
	if s+n > len(all) {
		return nil
	}
	return all[s : s+n]
}

// ArgType and ResultType return the IR types of operand i and result i.
func (c *Ctx) ArgType(i int) ir.Type    { return c.Op.Operand(i).Type() }
func (c *Ctx) ResultType(i int) ir.Type { return c.Op.Result(i).Type() }

// ArgElem and ResultElem describe the (element) types of operand i and
// result i.
func (c *Ctx) ArgElem(i int) Elem {
	if i == 0 {
		d := c.facts()
		if !d.arg0OK {
			d.arg0, d.arg0OK = ElemOf(c.Op.Operand(0).Type()), true
		}
		return d.arg0
	}
	return ElemOf(c.Op.Operand(i).Type())
}

// Memo returns what derive computes from the op (an attribute's
// meaning), computed on the op's first execution: its attributes do not
// change while it runs, and looking one up by name on every execution
// of a loop body is much of the cost of running it.
func (c *Ctx) Memo(derive func(*ir.Operation) int64) int64 {
	d := c.facts()
	if !d.memoOK {
		d.memo, d.memoOK = derive(c.Op), true
	}
	return d.memo
}
func (c *Ctx) ResultElem(i int) Elem {
	if i == 0 {
		d := c.facts()
		if !d.res0OK {
			d.res0, d.res0OK = ElemOf(c.Op.Result(0).Type()), true
		}
		return d.res0
	}
	return ElemOf(c.Op.Result(i).Type())
}

// Tensor returns operand i's tensor or an error at the op.
func (c *Ctx) Tensor(i int) (*Tensor, error) {
	if t := c.Args[i].Tensor(); t != nil {
		return t, nil
	}
	return nil, c.Errorf("operand #%d is not a tensor value", i)
}

// Buffer returns operand i's live buffer or an error at the op (also for a
// buffer used after its deallocation).
func (c *Ctx) Buffer(i int) (*Buffer, error) {
	b := c.Args[i].Buffer()
	if b == nil {
		return nil, c.Errorf("operand #%d is not a memref value", i)
	}
	if b.Mem.Freed != nil {
		return nil, c.UseAfterFree(b)
	}
	return b, nil
}

// ---- allocation ----
//
// Semantics allocate the elements of their results through these, which
// check sizes that come from the program (a dynamic size, a shape in a
// type) and charge the interpreter's memory budget before anything is
// allocated; an error is reported at the op. Results allocated otherwise
// (the size of an operand) are charged after the op runs.

// Budget returns the interpreter's memory budget (nil when there is none).
func (c *Ctx) Budget() *Budget {
	if c.M == nil {
		return nil
	}
	return c.M.Budget()
}

// allocError reports a refused allocation at the op.
func (c *Ctx) allocError(what string, err error) error {
	if _, ok := err.(*OverBudget); ok {
		return c.Errorf("%v", err)
	}
	return c.Errorf("%s: %v", what, err)
}

// NewTensor returns a zero tensor of elem and shape.
func (c *Ctx) NewTensor(elem ir.Type, shape []int64) (*Tensor, error) {
	t, err := c.Budget().NewTensor(elem, shape)
	if err != nil {
		return nil, c.allocError("cannot allocate a tensor of '"+ir.TypeString(elem)+"'", err)
	}
	return t, nil
}

// NewMemory returns a zero allocation of n elements of elem.
func (c *Ctx) NewMemory(elem ir.Type, n int64, origin *ir.Operation) (*Memory, error) {
	m, err := c.Budget().NewMemory(elem, n, origin)
	if err != nil {
		return nil, c.allocError("cannot allocate memory for '"+ir.TypeString(elem)+"'", err)
	}
	return m, nil
}

// NewBuffer returns a contiguous row-major buffer of shape.
func (c *Ctx) NewBuffer(elem ir.Type, shape []int64, origin *ir.Operation) (*Buffer, error) {
	b, err := c.Budget().NewBuffer(elem, shape, origin)
	if err != nil {
		return nil, c.allocError("cannot allocate memory for '"+ir.TypeString(elem)+"'", err)
	}
	return b, nil
}

// Clone returns a copy of t.
func (c *Ctx) Clone(t *Tensor) (*Tensor, error) {
	d, err := c.Budget().Alloc(t.kind, t.Count())
	if err != nil {
		return nil, c.allocError("cannot copy a tensor", err)
	}
	d.CopyElems(0, &t.Data, 0, t.Count())
	return &Tensor{Elem: t.Elem, Shape: append([]int64(nil), t.Shape...), Data: d}, nil
}

// ToTensor copies the elements b views into a new tensor.
func (c *Ctx) ToTensor(b *Buffer) (*Tensor, error) {
	t, err := c.NewTensor(b.Mem.Elem, b.Shape)
	if err != nil {
		return nil, err
	}
	b.copyOut(&t.Data)
	return t, nil
}

// BufferFromTensor returns a fresh contiguous buffer holding t's elements.
func (c *Ctx) BufferFromTensor(t *Tensor, origin *ir.Operation) (*Buffer, error) {
	u, err := c.Clone(t)
	if err != nil {
		return nil, err
	}
	return &Buffer{Mem: MemoryOf(t.Elem, u.Data, origin), Shape: u.Shape, Strides: Strides(u.Shape)}, nil
}

// Fits checks that n elements of storage s more would fit in the budget
// (for scratch space the semantics allocate themselves), with an error at
// the op.
func (c *Ctx) Fits(n int64, s Storage) error {
	bytes, ok := MulBytes(n, s.Size())
	if !ok {
		return c.Errorf("scratch space of %d elements is too large", n)
	}
	if err := c.Budget().Fits(bytes); err != nil {
		return c.Errorf("%v", err)
	}
	return nil
}

// Charge charges the storage of a result allocated without the budget
// (the interpreter does after each op); an error at the op when it does
// not fit.
func (c *Ctx) Charge(v Value) error {
	var d *Data
	switch r := v.Ref.(type) {
	case *Tensor:
		d = &r.Data
	case *Buffer:
		d = &r.Mem.Data
	default:
		return nil
	}
	if d.charged {
		return nil
	}
	if err := c.Budget().Adopt(d); err != nil {
		return c.Errorf("%v", err)
	}
	return nil
}

// UseAfterFree is the error for touching freed memory.
func (c *Ctx) UseAfterFree(b *Buffer) error {
	d := c.Errorf("use of a buffer after it was deallocated")
	d.(*ir.Diagnostic).AttachNote(b.Mem.Freed.Loc(), "deallocated here")
	return d
}

// NotPoison checks that operand values are not poison.
func (c *Ctx) NotPoison(vs ...Value) error {
	for _, v := range vs {
		if v.Poison != nil {
			return PoisonError(c.Op, v)
		}
	}
	return nil
}

// PoisonError reports the use of poison value v at op.
func PoisonError(op *ir.Operation, v Value) error {
	d := op.EmitError("use of a poison value")
	d.AttachNote(v.Poison.Loc(), "poison produced here by '%s'", v.Poison.Name())
	return d
}

// Index returns operand i as a non-poison integer.
func (c *Ctx) Index(i int) (int64, error) {
	v := c.Args[i]
	if v.Poison != nil {
		return 0, PoisonError(c.Op, v)
	}
	return v.I, nil
}

// Ints reads a list of integer operands.
func (c *Ctx) Ints(vs []Value) ([]int64, error) {
	out := make([]int64, len(vs))
	for i, v := range vs {
		if v.Poison != nil {
			return nil, PoisonError(c.Op, v)
		}
		out[i] = v.I
	}
	return out, nil
}

// Mixed merges a static list (with ir.ShapedDynamic markers, as in the
// static_offsets attributes) and the dynamic operand values.
func Mixed(static []int64, dyn []Value) ([]int64, error) {
	out := make([]int64, len(static))
	j := 0
	for i, s := range static {
		if s == ir.ShapedDynamic {
			if j >= len(dyn) {
				return nil, fmt.Errorf("too few dynamic values")
			}
			out[i] = dyn[j].I
			j++
		} else {
			out[i] = s
		}
	}
	return out, nil
}

// maxAttrList bounds the integer lists I64s reads from a dense elements
// attribute.
const maxAttrList = 1 << 20

// I64s returns the integers of a dense array or dense elements attribute
// (nil for one of more than 2^20 elements).
func I64s(a ir.Attribute) []int64 {
	switch a := a.(type) {
	case *ir.DenseArrayAttr:
		return a.Ints
	case *ir.DenseElementsAttr:
		// A splat can claim any number of elements; the lists read here
		// (offsets, sizes, permutations) are short.
		if a.NumElements() < 0 || a.NumElements() > maxAttrList {
			return nil
		}
		out := make([]int64, a.NumElements())
		for i := range out {
			out[i] = a.IntElement(int64(i))
		}
		return out
	case *ir.ArrayAttr:
		out := make([]int64, len(a.Elems))
		for i, e := range a.Elems {
			if ia, ok := e.(*ir.IntegerAttr); ok {
				out[i] = ia.Int64()
			}
		}
		return out
	}
	return nil
}

// ShapeOf returns the static shape of a shaped type.
func ShapeOf(t ir.Type) []int64 {
	if s, ok := t.(ir.ShapedType); ok {
		return s.Shape()
	}
	return nil
}

// ResultShape returns the shape of a shaped result: the static sizes, and
// dyn values (in order) for its dynamic dimensions.
func ResultShape(t ir.Type, dyn []Value) ([]int64, error) {
	s, err := Mixed(ShapeOf(t), dyn)
	if err != nil {
		return nil, err
	}
	for _, d := range s {
		if d < 0 {
			return nil, fmt.Errorf("negative dimension size %d", d)
		}
	}
	return s, nil
}

// ---- affine maps ----

// EvalAffine evaluates e with dims and syms; ok is false on division by
// zero.
func EvalAffine(e *ir.AffineExpr, dims, syms []int64) (int64, bool) {
	switch e.Kind {
	case ir.AffineConst:
		return e.Val, true
	case ir.AffineDim:
		return dims[e.Val], true
	case ir.AffineSym:
		return syms[e.Val], true
	}
	l, ok1 := EvalAffine(e.LHS, dims, syms)
	r, ok2 := EvalAffine(e.RHS, dims, syms)
	if !ok1 || !ok2 {
		return 0, false
	}
	switch e.Kind {
	case ir.AffineAdd:
		return l + r, true
	case ir.AffineMul:
		return l * r, true
	}
	if r == 0 {
		return 0, false
	}
	switch e.Kind {
	case ir.AffineMod:
		m := l % r
		if m < 0 {
			m += abs(r)
		}
		return m, true
	case ir.AffineFloorDiv:
		q := l / r
		if (l%r != 0) && ((l < 0) != (r < 0)) {
			q--
		}
		return q, true
	case ir.AffineCeilDiv:
		q := l / r
		if (l%r != 0) && ((l < 0) == (r < 0)) {
			q++
		}
		return q, true
	}
	return 0, false
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// EvalMap evaluates every result of m.
func EvalMap(m *ir.AffineMap, dims, syms []int64) ([]int64, bool) {
	out := make([]int64, len(m.Results))
	for i, e := range m.Results {
		v, ok := EvalAffine(e, dims, syms)
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}
