// Package bufferize is one-shot-bufferize: tensor values become buffers
// (memrefs) in one walk of each function, writing a structured op's
// results into its outs buffer in place whenever no later read could see
// the write, and into a fresh copy otherwise.
//
// The scheme (simpler than upstream's, with the same results):
//   - every tensor value is mapped to a buffer: a memref value (possibly a
//     view) of a root allocation; a root knows whether it may be written
//     (fresh memref.alloc, loop buffers) or not (function arguments,
//     memref.get_global of constants, to_tensor);
//   - an op that writes into a destination (linalg outs, tensor.insert,
//     insert_slice, ...) writes in place when the root is writable and no
//     alias of it is read after the op (in program order, across enclosing
//     loops), else into a fresh alloc holding a copy (no copy when the op
//     never reads the destination);
//   - an elementwise linalg op whose outs is a tensor.empty writes into an
//     input of the same type that is dead after it;
//   - scf.for keeps one buffer per tensor iter_arg (the init's, in place,
//     or a copy), captured by the body, with a copy at the yield when the
//     yielded value lives elsewhere: loops carry no memrefs;
//   - scf.if yields fresh buffers (copies where needed), so its results
//     are owned allocations;
//   - with bufferize-function-boundaries, tensor arguments become memrefs
//     with the identity layout (read, never written) and returned buffers
//     are fresh allocations the caller owns;
//   - ops left on tensors (outside dialect-filter, or unknown with
//     allow-unknown-ops; see keep.go) read their operands through
//     bufferization.to_tensor, and their tensor results are read through
//     bufferization.to_buffer: read-only buffers, copied before a write.
//
// buffer-deallocation-pipeline (dealloc.go) then frees every allocation
// after its last use.
package bufferize

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/lowering/loopbuild"

	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// OneShot is one-shot-bufferize.
var OneShot = &passes.Pass{
	Argument:    "one-shot-bufferize",
	Name:        "OneShotBufferizePass",
	Summary:     "One-Shot Bufferize",
	Description: "Tensor values become buffers in one walk per function. A structured op writes into its outs buffer in place when no alias of it is read afterwards (across loops), into a fresh allocation otherwise (copied only when the op reads it); an elementwise op whose outs is a tensor.empty reuses a dead input of its type. Bufferizes arith.constant (memref.global), tensor ops (empty, extract, insert, extract_slice, insert_slice, cast, dim, rank, collapse/expand_shape, pad, concat, from_elements, generate, splat), scf.for (one buffer per iter_arg, loops carry no memrefs), scf.if (fresh buffers), func.call/return, to_tensor/to_buffer, alloc_tensor and materialize_in_destination. With bufferize-function-boundaries, tensor arguments become identity-layout memrefs (never written) and returned buffers are fresh allocations the caller owns",
	Anchor:      builtin.Module.Name,
	Dialects:    []string{"bufferization", "memref", "scf", "linalg", "arith"},
	Options: []passes.Option{
		{Name: "bufferize-function-boundaries", Kind: passes.BoolOption, Default: "false",
			Description: "Bufferize function boundaries (experimental)."},
		{Name: "function-boundary-type-conversion", Kind: passes.EnumOption, Values: []string{"infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"}, Default: "infer-layout-map",
			Description: "Controls layout maps when bufferizing function signatures (identity layouts are used)."},
		{Name: "allow-return-allocs-from-loops", Kind: passes.BoolOption, Default: "false",
			Description: "Allows returning/yielding new allocations from a loop (accepted)."},
		{Name: "allow-unknown-ops", Kind: passes.BoolOption, Default: "false",
			Description: "Allows unknown (not bufferizable) ops in the input IR."},
		{Name: "unknown-type-conversion", Kind: passes.EnumOption, Values: []string{"infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"}, Default: "fully-dynamic-layout-map",
			Description: "Controls layout maps for non-inferrable memref types: the to_buffer of a function argument (without bufferize-function-boundaries) or of an op left on tensors has a fully dynamic strided layout, or the identity layout (infer-layout-map is rejected)."},
		{Name: "must-infer-memory-space", Kind: passes.BoolOption, Default: "false",
			Description: "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise."},
		{Name: "use-encoding-for-memory-space", Kind: passes.BoolOption, Default: "false",
			Description: "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' option"},
		{Name: "copy-before-write", Kind: passes.BoolOption, Default: "false",
			Description: "Skip the analysis. Make a buffer copy on every write."},
		{Name: "dialect-filter", Kind: passes.StringOption, List: true,
			Description: "Restrict bufferization to ops from these dialects."},
	},
	Validate: func(o *passes.OptionValues) error {
		if o.String("unknown-type-conversion") == "infer-layout-map" {
			return fmt.Errorf("Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'")
		}
		if o.Bool("must-infer-memory-space") && o.Bool("use-encoding-for-memory-space") {
			return fmt.Errorf("only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed")
		}
		return nil
	},
	Run: func(r *passes.Run) error {
		b := &bufferizer{ctx: r.Op.Context(), module: r.Op,
			allowUnknown: r.Bool("allow-unknown-ops"), copyBeforeWrite: r.Bool("copy-before-write"),
			mustInferSpace: r.Bool("must-infer-memory-space"), encodingSpace: r.Bool("use-encoding-for-memory-space")}
		b.unknownDynamic = r.String("unknown-type-conversion") == "fully-dynamic-layout-map"
		if ds := r.Strings("dialect-filter"); len(ds) > 0 {
			b.dialects = map[string]bool{}
			for _, d := range ds {
				b.dialects[d] = true
			}
		}
		// Function boundaries are func's ops: outside a filter without
		// func, signatures keep their tensors.
		b.boundaries = r.Bool("bufferize-function-boundaries") && b.bufferizes(fn.Func.Name)
		return b.run()
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass {
	return []*passes.Pass{OneShot, Dealloc, CountAllocs, PromoteBuffersToStack, BufferResultsToOutParams}
}

// root is an allocation (or an outside buffer) that buffers view.
type root struct {
	writable bool
	// aliases are the tensor values whose buffers view this root.
	aliases []*ir.Value
	// loop is the scf.for whose iter_arg buffer this root is, if any.
	loops []*ir.Operation
}

type buf struct {
	v *ir.Value // the memref
	r *root
}

type bufferizer struct {
	ctx          *ir.Context
	module       *ir.Operation
	boundaries   bool
	allowUnknown bool
	// copyBeforeWrite makes every write go to a fresh buffer (a copy of
	// the old contents where the writer reads them): upstream's
	// copy-before-write, for debugging the in-place analysis.
	copyBeforeWrite bool
	// unknownDynamic gives the buffers of tensors whose layout nothing
	// decides (function arguments without bufferize-function-boundaries,
	// results of ops left on tensors) a fully dynamic strided layout
	// (unknown-type-conversion=fully-dynamic-layout-map), not the identity.
	unknownDynamic bool
	// mustInferSpace: a buffer whose memory space no operand or attribute
	// decides is an error (must-infer-memory-space), not the default space.
	mustInferSpace bool
	// encodingSpace: such a buffer is in the memory space its tensor
	// type's encoding names (use-encoding-for-memory-space).
	encodingSpace bool
	// err is the first failure found where no error can be returned.
	err error
	// dialects are dialect-filter's dialects, whose ops alone are
	// bufferized (nil: all).
	dialects map[string]bool
	// kept are the ops left on tensors.
	kept map[*ir.Operation]bool
	// toTensors are the to_tensor views kept ops read bufferized values
	// through, reused by later kept ops that they dominate.
	toTensors   map[*ir.Value]*ir.Value
	rw          *rewrite.Rewriter
	bufs        map[*ir.Value]buf
	old         map[*ir.Operation]bool // ops of the input (uses that count)
	erase       []*ir.Operation
	loops       map[*ir.Operation][]buf // new scf.for -> buffer of each old iter_arg (nil v: not a tensor)
	ifs         map[*ir.Operation]bool  // new scf.if ops with buffer results
	globalNames map[string]bool
	oldArgs     []*ir.Value // tensor arguments replaced by memref ones
}

func isTensor(t ir.Type) bool { _, ok := t.(*ir.RankedTensorType); return ok }

func hasTensors(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if isTensor(v.Type()) {
			return true
		}
	}
	for _, v := range op.Results() {
		if isTensor(v.Type()) {
			return true
		}
	}
	return false
}

// memrefOf is the identity-layout memref type of a tensor type, in the
// default memory space.
func (b *bufferizer) memrefOf(t ir.Type) *ir.MemRefType { return b.memrefIn(t, nil) }

// memrefIn is the identity-layout memref type of a tensor (or memref)
// type in memory space space (nil: the default one).
func (b *bufferizer) memrefIn(t ir.Type, space ir.Attribute) *ir.MemRefType {
	if mt, ok := t.(*ir.MemRefType); ok {
		return b.ctx.MemRefType(mt.Dims, mt.Elem, nil, space)
	}
	tt := t.(*ir.RankedTensorType)
	return b.ctx.MemRefType(tt.Dims, tt.Elem, nil, space)
}

// spaceOf is the memory space of memref value m (nil: the default one).
func spaceOf(m *ir.Value) ir.Attribute {
	if mt, ok := m.Type().(*ir.MemRefType); ok {
		return mt.MemorySpace
	}
	return nil
}

// space is the memory space of a new buffer for tensor type t that
// nothing else decides: the default space, or t's encoding under
// use-encoding-for-memory-space. Under must-infer-memory-space there is
// none: the failure is recorded against op, upstream's message, and the
// default space is used meanwhile.
func (b *bufferizer) space(t ir.Type, op *ir.Operation) ir.Attribute {
	if b.encodingSpace {
		if tt, ok := t.(*ir.RankedTensorType); ok {
			return tt.Encoding
		}
		return nil
	}
	if b.mustInferSpace {
		b.fail(op.EmitError("could not infer memory space"))
	}
	return nil
}

// fail records err when it is the first failure.
func (b *bufferizer) fail(err error) {
	if b.err == nil {
		b.err = err
	}
}

// unknownMemref is the type of the buffer of a tensor of type t whose
// layout nothing decides (unknown-type-conversion), in t's default
// memory space (see space; op is where a failure is reported).
func (b *bufferizer) unknownMemref(t ir.Type, op *ir.Operation) *ir.MemRefType {
	m := b.memrefIn(t, b.space(t, op))
	if !b.unknownDynamic {
		return m
	}
	dyn := ir.ShapedDynamic
	strides := make([]int64, len(m.Dims))
	for i := range strides {
		strides[i] = dyn
	}
	return b.ctx.MemRefType(m.Dims, m.Elem, b.ctx.StridedLayoutAttr(dyn, strides), m.MemorySpace)
}

func (b *bufferizer) run() error {
	b.rw = rewrite.NewRewriter(b.ctx)
	b.bufs = map[*ir.Value]buf{}
	b.old = map[*ir.Operation]bool{}
	b.loops = map[*ir.Operation][]buf{}
	b.ifs = map[*ir.Operation]bool{}
	b.kept = map[*ir.Operation]bool{}
	b.toTensors = map[*ir.Value]*ir.Value{}
	b.globalNames = map[string]bool{}
	ir.WalkOps(b.module, func(op *ir.Operation) { b.old[op] = true })
	for _, o := range b.module.Region(0).Front().Ops() {
		if n := ir.SymbolName(o); n != "" {
			b.globalNames[n] = true
		}
	}
	var funcs []*ir.Operation
	for _, o := range b.module.Region(0).Front().Ops() {
		if o.Def() == fn.Func {
			funcs = append(funcs, o)
		}
	}
	for _, f := range funcs {
		if err := b.function(f); err != nil {
			return err
		}
	}
	// Erase the tensor ops, users first.
	for _, op := range b.erase {
		op.DropAllReferences()
	}
	for i := len(b.erase) - 1; i >= 0; i-- {
		b.erase[i].Erase()
	}
	for _, a := range b.oldArgs {
		a.OwnerBlock().EraseArgument(a.Index())
	}
	// Constants hoisted and uniqued, index arithmetic folded.
	rewrite.ApplyPatternsGreedily(b.module, rewrite.NewPatternSet(), rewrite.DefaultGreedyConfig())
	return nil
}

func (b *bufferizer) function(f *ir.Operation) error {
	ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
	if f.NumRegions() == 0 || f.Region(0).Empty() {
		if b.boundaries {
			f.SetAttr("function_type", b.ctx.TypeAttr(b.convertFuncType(ft, f)))
		}
		return b.err
	}
	entry := f.Region(0).Front()
	b.rw.SetInsertionPointToStart(entry)
	for i := 0; i < entry.NumArgs(); i++ {
		a := entry.Arg(i)
		if !isTensor(a.Type()) {
			continue
		}
		r := &root{}
		if b.boundaries {
			// The memref argument goes beside the tensor one, which is
			// dropped once the tensor ops are gone.
			m := entry.InsertArgument(i+1, b.memrefIn(a.Type(), b.space(a.Type(), f)), a.Loc())
			b.oldArgs = append(b.oldArgs, a)
			b.bufs[a] = buf{m, r}
			i++
		} else {
			tb := b.rw.CreateAt(a.Loc(), bufferization.ToBuffer.Name, []*ir.Value{a}, []ir.Type{b.unknownMemref(a.Type(), f)})
			b.bufs[a] = buf{tb.Result(0), r}
		}
		r.aliases = append(r.aliases, a)
	}
	if b.boundaries {
		f.SetAttr("function_type", b.ctx.TypeAttr(b.convertFuncType(ft, f)))
	}
	if err := b.block(entry); err != nil {
		return err
	}
	return b.err
}

// convertFuncType is the signature of f (or of a call to f: op) on
// buffers, each in its tensor's default memory space.
func (b *bufferizer) convertFuncType(ft *ir.FunctionType, op *ir.Operation) *ir.FunctionType {
	conv := func(ts []ir.Type) []ir.Type {
		out := make([]ir.Type, len(ts))
		for i, t := range ts {
			if isTensor(t) {
				out[i] = b.memrefIn(t, b.space(t, op))
			} else {
				out[i] = t
			}
		}
		return out
	}
	return b.ctx.FunctionType(conv(ft.Inputs), conv(ft.Results))
}

func (b *bufferizer) block(blk *ir.Block) error {
	for _, op := range blk.Ops() {
		if !b.old[op] {
			continue
		}
		if err := b.op(op); err != nil {
			return err
		}
		// Done: its uses are behind every op still to come.
		delete(b.old, op)
	}
	return nil
}

// lookup returns the buffer of a tensor value.
func (b *bufferizer) lookup(v *ir.Value) (buf, error) {
	if bb, ok := b.bufs[v]; ok {
		return bb, nil
	}
	// tensor.empty allocates where it is first needed (so that an op
	// reusing another buffer leaves it unallocated).
	if e := v.DefiningOp(); e != nil && e.Def() == tensor.Empty && !b.kept[e] {
		b.bind(v, b.alloc(v.Type(), b.space(v.Type(), e), e.Operands()), &root{writable: true})
		return b.bufs[v], nil
	}
	if b.kept[defOp(v)] {
		return b.bufferOfKept(v), nil
	}
	return buf{}, fmt.Errorf("no buffer for a tensor value")
}

// bind maps tensor value t to buffer v of root r.
func (b *bufferizer) bind(t, v *ir.Value, r *root) {
	b.bufs[t] = buf{v, r}
	r.aliases = append(r.aliases, t)
}

// alloc creates a memref.alloc of tensor type t in memory space space
// with dynamic sizes dyn.
func (b *bufferizer) alloc(t ir.Type, space ir.Attribute, dyn []*ir.Value) *ir.Value {
	return b.rw.CreateOp(memref.Alloc.Name, dyn, []ir.Type{b.memrefIn(t, space)},
		ir.NamedAttr{Name: "alignment", Value: b.ctx.IntegerAttr(b.ctx.I(64), 64)},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: b.ctx.DenseI32Array([]int64{int64(len(dyn)), 0})}).Result(0)
}

// dynSizes returns the dynamic sizes of a memref value.
func (b *bufferizer) dynSizes(m *ir.Value) []*ir.Value {
	var out []*ir.Value
	for i, d := range m.Type().(ir.ShapedType).Shape() {
		if d == ir.ShapedDynamic {
			out = append(out, loopbuild.Dim(b.rw, m, i))
		}
	}
	return out
}

// allocCopy returns a fresh buffer of tensor type t, in m's memory
// space, holding (when copy) the contents of memref m.
func (b *bufferizer) allocCopy(t ir.Type, m *ir.Value, copy bool) (*ir.Value, *root) {
	return b.allocCopyIn(t, spaceOf(m), m, copy)
}

// allocCopyIn is allocCopy into memory space space.
func (b *bufferizer) allocCopyIn(t ir.Type, space ir.Attribute, m *ir.Value, copy bool) (*ir.Value, *root) {
	a := b.alloc(t, space, b.dynSizes(m))
	if copy {
		b.rw.CreateOp(memref.Copy.Name, []*ir.Value{m, a}, nil)
	}
	return a, &root{writable: true}
}

// ancestorIn returns the ancestor of op in blk (op itself), or nil.
func ancestorIn(op *ir.Operation, blk *ir.Block) *ir.Operation {
	for op != nil && op.Block() != blk {
		op = op.ParentOp()
	}
	return op
}

// canWrite reports whether op x may overwrite the buffer of root r: r is
// writable, no alias of r is read after x (its size may be: shapeReaders), and x is in no loop that
// encloses r's uses without carrying r.
func (b *bufferizer) canWrite(r *root, x *ir.Operation, allowedAtX func(*ir.OpOperand) bool) bool {
	if !r.writable {
		return false
	}
	if b.copyBeforeWrite {
		// Only a tensor.empty's allocation, not yet written (it has no
		// other alias), is written where it is: its contents are
		// undefined, so a copy would copy nothing.
		return len(r.aliases) == 1 && r.aliases[0].DefiningOp() != nil && r.aliases[0].DefiningOp().Def() == tensor.Empty
	}
	for _, a := range r.aliases {
		for _, u := range a.Uses() {
			user := u.Owner()
			if !b.old[user] || shapeReaders[user.Def()] {
				continue
			}
			if user == x {
				if allowedAtX == nil || !allowedAtX(u) {
					return false
				}
				continue
			}
			if anc := ancestorIn(user, x.Block()); anc != nil {
				if anc == x && user != x {
					return false // read inside x (a loop reading it)
				}
				if anc == x || !x.IsBeforeInBlock(anc) {
					continue
				}
				if reinserts(u, x) {
					continue
				}
				// Yielded as the next value of a loop carrying r.
				if bufs := b.loops[user.ParentOp()]; user.Def() == scf.Yield && bufs != nil &&
					u.Index() < len(bufs) && bufs[u.Index()].r == r {
					continue
				}
				return false
			}
			// The use is outside x's block: find the innermost block
			// holding ancestors of both, px of x and pu of the user.
			px, pu := commonAncestors(x, user)
			if px == nil {
				return false
			}
			if pu == px || pu.IsBeforeInBlock(px) {
				continue
			}
			// After the enclosing op: fine only for the final value of a
			// loop carrying r.
			if containsOp(r.loops, a.DefiningOp()) && containsOp(r.loops, px) {
				continue
			}
			return false
		}
	}
	// Loops between x and the root's first alias must carry r.
	def := r.aliases[0]
	for p := x.ParentOp(); p != nil; p = p.ParentOp() {
		if def.ParentRegion() != nil && p.IsAncestor(defOp(def)) {
			break
		}
		if p.Def() == scf.For || p.Def() == scf.While || p.Def() == scf.Parallel || p.Def() == scf.Forall {
			if !containsOp(r.loops, p) {
				return false
			}
		}
		if p.Def() == fn.Func {
			break
		}
	}
	return true
}

// commonAncestors returns the ancestors of x and y in the innermost
// block that holds one of each (nil if none).
func commonAncestors(x, y *ir.Operation) (*ir.Operation, *ir.Operation) {
	for px := x; px != nil; px = px.ParentOp() {
		if px.Block() == nil {
			return nil, nil
		}
		if py := ancestorIn(y, px.Block()); py != nil {
			return px, py
		}
	}
	return nil, nil
}

// reinserts reports whether use u is the dest of a tensor.insert_slice
// that puts a result of x back where x's destination slice was extracted
// from: writing into the slice in place is what that insert does.
func reinserts(u *ir.OpOperand, x *ir.Operation) bool {
	ins := u.Owner()
	if ins.Def() != tensor.InsertSlice || u.Index() != 1 || ins.Operand(0).DefiningOp() != x {
		return false
	}
	res := ins.Operand(0)
	outs := linalg.Outputs(x)
	if !linalg.IsStructured(x) || res.Index() >= len(outs) {
		return false
	}
	ext := outs[res.Index()].DefiningOp()
	return ext != nil && ext.Def() == tensor.ExtractSlice && ext.Operand(0) == u.Get() && sameSlice(ext, ins)
}

// sameSlice: two slice ops with the same offsets, sizes and strides.
func sameSlice(a, b *ir.Operation) bool {
	for _, n := range []string{"static_offsets", "static_sizes", "static_strides"} {
		if a.Attr(n) != b.Attr(n) {
			return false
		}
	}
	da, db := a.Def(), b.Def()
	for _, g := range []string{"offsets", "sizes", "strides"} {
		va, vb := da.OperandGroup(a, g), db.OperandGroup(b, g)
		if len(va) != len(vb) {
			return false
		}
		for i := range va {
			if va[i] != vb[i] {
				return false
			}
		}
	}
	return true
}

// defOp is the op defining v, or the op owning v's block.
func defOp(v *ir.Value) *ir.Operation {
	if d := v.DefiningOp(); d != nil {
		return d
	}
	return v.OwnerBlock().ParentOp()
}

func containsOp(ops []*ir.Operation, op *ir.Operation) bool {
	for _, o := range ops {
		if o == op {
			return true
		}
	}
	return false
}

// dest returns the buffer op x writes for destination operand t: t's
// buffer when it may be overwritten, else a fresh one (a copy when read).
func (b *bufferizer) dest(x *ir.Operation, t *ir.Value, read bool, allowedAtX func(*ir.OpOperand) bool) (*ir.Value, *root, error) {
	tb, err := b.lookup(t)
	if err != nil {
		return nil, nil, err
	}
	if allowedAtX == nil {
		allowedAtX = func(u *ir.OpOperand) bool { return u.Get() == t }
	}
	if b.canWrite(tb.r, x, allowedAtX) {
		return tb.v, tb.r, nil
	}
	m, r := b.allocCopy(t.Type(), tb.v, read)
	return m, r, nil
}

func (b *bufferizer) op(op *ir.Operation) error {
	b.rw.SetInsertionPoint(op)
	b.rw.Loc = op.Loc()
	if !b.bufferizes(op.OpName().Name) {
		return b.keep(op)
	}
	d := op.Def()
	switch {
	case linalg.IsStructured(op) && hasTensors(op):
		return b.linalgOp(op)
	case d == scf.For && hasTensors(op):
		return b.forOp(op)
	case d == scf.If && hasTensors(op):
		return b.ifOp(op)
	case d == scf.Yield && b.loops[op.ParentOp()] != nil:
		return b.forYield(op)
	case d == scf.Yield && b.ifs[op.ParentOp()]:
		return b.ifYield(op)
	case d == fn.Return:
		return b.returnOp(op)
	case d == fn.Call && hasTensors(op) && b.boundaries:
		return b.callOp(op)
	case d == fn.Call && hasTensors(op):
		// Without function boundaries a call keeps its tensors, as
		// upstream's does.
		return b.keep(op)
	}
	if fn, ok := tensorOps[op.Def()]; ok {
		if err := fn(b, op); err != nil {
			return err
		}
		b.erase = append(b.erase, op)
		return nil
	}
	if fn, ok := vectorOps[op.Def()]; ok && hasTensors(op) {
		if err := fn(b, op); err != nil {
			return err
		}
		b.erase = append(b.erase, op)
		return nil
	}
	if d == arith.Constant && isTensor(op.Result(0).Type()) {
		b.constant(op)
		b.erase = append(b.erase, op)
		return nil
	}
	if hasTensors(op) {
		if b.allowUnknown {
			return b.keep(op)
		}
		return op.EmitError("op was not bufferized")
	}
	// Recurse into regions of other ops (scalar scf.for, scf.if, ...).
	for _, r := range op.Regions() {
		for _, blk := range r.Blocks() {
			if err := b.block(blk); err != nil {
				return err
			}
		}
	}
	return nil
}

// constant: arith.constant dense<...> : tensor<..> -> memref.global +
// memref.get_global.
func (b *bufferizer) constant(op *ir.Operation) {
	t := op.Result(0).Type()
	mt := b.memrefIn(t, b.space(t, op))
	name := "__constant_" + shapeName(t)
	for k := 0; b.globalNames[name]; k++ {
		name = fmt.Sprintf("__constant_%s_%d", shapeName(t), k)
	}
	b.globalNames[name] = true
	mod := b.module.Region(0).Front()
	g := ir.Create(&ir.OperationState{Name: b.ctx.OpName(memref.Global.Name), Loc: op.Loc(), Attrs: []ir.NamedAttr{
		{Name: "sym_name", Value: b.ctx.StringAttr(name)},
		{Name: "sym_visibility", Value: b.ctx.StringAttr("private")},
		{Name: "type", Value: b.ctx.TypeAttr(mt)},
		{Name: "initial_value", Value: op.Attr("value")},
		{Name: "constant", Value: b.ctx.UnitAttr()},
		{Name: "alignment", Value: b.ctx.IntegerAttr(b.ctx.I(64), 64)},
	}})
	fn := op.ParentOp()
	for fn.ParentOp() != b.module {
		fn = fn.ParentOp()
	}
	mod.InsertBefore(g, fn)
	gg := b.rw.CreateOp(memref.GetGlobal.Name, nil, []ir.Type{mt}, ir.NamedAttr{Name: "name", Value: b.ctx.SymbolRefAttr(name)})
	b.bind(op.Result(0), gg.Result(0), &root{})
}

func shapeName(t ir.Type) string {
	tt := t.(*ir.RankedTensorType)
	s := ""
	for _, d := range tt.Dims {
		s += fmt.Sprintf("%dx", d)
	}
	return s + ir.TypeString(tt.Elem)
}

// linalgOp: the op on buffers, results bound to the outs buffers.
func (b *bufferizer) linalgOp(op *ir.Operation) error {
	ins, outs := linalg.Inputs(op), linalg.Outputs(op)
	maps, _ := linalg.IndexingMaps(op)
	iters, _ := linalg.IteratorTypes(op)
	allPar := true
	for _, it := range iters {
		allPar = allPar && it == "parallel"
	}
	var body *ir.Block
	if op.NumRegions() > 0 && !op.Region(0).Empty() {
		body = op.Region(0).Front()
	}
	operands := make([]*ir.Value, 0, op.NumOperands())
	for i, v := range op.Operands() {
		if !isTensor(v.Type()) || i >= len(ins) {
			operands = append(operands, v)
			continue
		}
		bb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		operands = append(operands, bb.v)
	}
	nIns := len(ins)
	// In place through an input: for elementwise ops, reading and writing
	// the same element at each point is safe.
	sameIndexing := func(u *ir.OpOperand, outIdx int) bool {
		i := u.Index()
		return allPar && maps != nil && i < len(maps) && maps[i].IsIdentity() && maps[nIns+outIdx].IsIdentity()
	}
	results := make([]buf, len(outs))
	used := map[*root]bool{}
	for k, o := range outs {
		if !isTensor(o.Type()) {
			continue
		}
		read := body == nil || !body.Arg(nIns+k).UseEmpty()
		allowed := func(u *ir.OpOperand) bool {
			return u.Index() == nIns+k || sameIndexing(u, k)
		}
		var m *ir.Value
		var r *root
		// outs from a tensor.empty used once: reuse a dead input of the
		// same type, or allocate without copying.
		if e := o.DefiningOp(); e != nil && e.Def() == tensor.Empty && o.HasOneUse() && allPar && maps != nil && maps[nIns+k].IsIdentity() {
			for i, in := range ins {
				if in.Type() != o.Type() || !maps[i].IsIdentity() {
					continue
				}
				ib, err := b.lookup(in)
				if err != nil || used[ib.r] || ib.v.Type() != b.memrefOf(in.Type()) {
					continue
				}
				if b.canWrite(ib.r, op, func(u *ir.OpOperand) bool { return sameIndexing(u, k) }) {
					m, r = ib.v, ib.r
					break
				}
			}
		}
		if m == nil {
			var err error
			m, r, err = b.dest(op, o, read, allowed)
			if err != nil {
				return op.EmitError("%v", err)
			}
		}
		if used[r] {
			m, r = b.allocCopy(o.Type(), m, read)
		}
		used[r] = true
		operands[nIns+k] = m
		results[k] = buf{m, r}
	}
	st := &ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands,
		Props: append([]ir.NamedAttr(nil), op.Props()...)}
	for range op.Regions() {
		nr := ir.NewRegion()
		st.Regions = append(st.Regions, nr)
	}
	nop := b.rw.Create(st)
	for _, a := range op.DiscardableAttrs() {
		nop.SetDiscardableAttr(a.Name, a.Value)
	}
	for i, r := range op.Regions() {
		nop.Region(i).TakeBody(r)
	}
	for k, res := range op.Results() {
		b.bind(res, results[k].v, results[k].r)
	}
	// Tensors read inside the body (tensor.extract of a table).
	for _, r := range nop.Regions() {
		for _, blk := range r.Blocks() {
			if err := b.block(blk); err != nil {
				return err
			}
		}
	}
	b.erase = append(b.erase, op)
	return nil
}

// returnOp: returned tensors become buffers the caller owns (fresh
// identity-layout allocations), or to_tensor without function boundaries.
func (b *bufferizer) returnOp(op *ir.Operation) error {
	seen := map[*root]bool{}
	for i, v := range op.Operands() {
		if !isTensor(v.Type()) {
			continue
		}
		bb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		if !b.boundaries {
			tt := b.rw.CreateOp(bufferization.ToTensor.Name, []*ir.Value{bb.v}, []ir.Type{v.Type()})
			op.SetOperand(i, tt.Result(0))
			continue
		}
		if whole := undoReshapes(bb.v); whole != bb.v && b.owned(buf{v: whole, r: bb.r}, nil) {
			// A result computed in a collapsed view of its allocation
			// (strata-linalg-collapse-dims) is the allocation itself.
			bb.v = whole
		}
		m := bb.v
		want := b.memrefIn(v.Type(), b.space(v.Type(), op))
		if !b.owned(bb, nil) || seen[bb.r] || m.Type() != want {
			m, _ = b.allocCopyIn(v.Type(), want.MemorySpace, bb.v, true)
		}
		seen[bb.r] = true
		op.SetOperand(i, m)
	}
	return nil
}

// undoReshapes returns the buffer a round trip of reshapes started from:
// memref.expand_shape of a memref.collapse_shape (or the reverse) whose
// static result type is the inner operand's type views the same elements
// at the same places (reshapes keep the row-major order), so it is that
// operand. Anything else is returned as it is.
func undoReshapes(v *ir.Value) *ir.Value {
	isReshape := func(op *ir.Operation) bool {
		return op != nil && (op.Def() == memref.ExpandShape || op.Def() == memref.CollapseShape)
	}
	for {
		outer := v.DefiningOp()
		if !isReshape(outer) {
			return v
		}
		inner := outer.Operand(0).DefiningOp()
		if !isReshape(inner) || inner.Def() == outer.Def() {
			return v
		}
		source := inner.Operand(0)
		if mt, ok := source.Type().(*ir.MemRefType); !ok || !ir.IsStaticShape(mt.Dims) || source.Type() != v.Type() {
			return v
		}
		v = source
	}
}

// owned reports whether bb is a whole fresh allocation (which a function
// may hand to its caller, or a branch to its scf.if).
// When in is set, the allocation must be made inside it.
func (b *bufferizer) owned(bb buf, in *ir.Region) bool {
	if !bb.r.writable {
		return false
	}
	d := bb.v.DefiningOp()
	if d == nil || in != nil && !in.IsAncestor(d.ParentRegion()) {
		return false
	}
	return d.Def() == memref.Alloc || d.Def() == scf.If || d.Def() == fn.Call
}

// callOp: operands as identity-layout buffers, results fresh owned
// buffers.
func (b *bufferizer) callOp(op *ir.Operation) error {
	operands := make([]*ir.Value, op.NumOperands())
	for i, v := range op.Operands() {
		operands[i] = v
		if !isTensor(v.Type()) {
			continue
		}
		bb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		operands[i] = bb.v
		want := b.memrefIn(v.Type(), b.space(v.Type(), op))
		switch {
		case bb.v.Type() == want:
		case castCompatible(bb.v.Type(), want) && spaceOf(bb.v) == want.MemorySpace:
			operands[i] = b.rw.CreateOp(memref.Cast.Name, []*ir.Value{bb.v}, []ir.Type{want}).Result(0)
		default:
			operands[i], _ = b.allocCopyIn(v.Type(), want.MemorySpace, bb.v, true)
		}
	}
	types := make([]ir.Type, op.NumResults())
	for i, t := range op.ResultTypes() {
		types[i] = t
		if isTensor(t) {
			types[i] = b.memrefIn(t, b.space(t, op))
		}
	}
	nop := b.rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands, Types: types,
		Props: append([]ir.NamedAttr(nil), op.Props()...)})
	for i, r := range op.Results() {
		if isTensor(r.Type()) {
			b.bind(r, nop.Result(i), &root{writable: true})
		} else {
			r.ReplaceAllUsesWith(nop.Result(i))
		}
	}
	b.erase = append(b.erase, op)
	return nil
}

// castCompatible: a memref.cast from a to b is only valid between
// layouts that agree; copies are made otherwise.
func castCompatible(a, bt ir.Type) bool {
	ma, mb := a.(*ir.MemRefType), bt.(*ir.MemRefType)
	sa, oa, ok1 := memref.StridesAndOffset(ma)
	sb, ob, ok2 := memref.StridesAndOffset(mb)
	if !ok1 || !ok2 || oa != ob && oa != ir.ShapedDynamic && ob != ir.ShapedDynamic {
		return false
	}
	for i := range sa {
		if sa[i] != sb[i] && sa[i] != ir.ShapedDynamic && sb[i] != ir.ShapedDynamic {
			return false
		}
	}
	return true
}
