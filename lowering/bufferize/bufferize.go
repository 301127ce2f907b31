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
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/loopbuild"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// OneShot is one-shot-bufferize.
var OneShot = &passes.Pass{
	Argument:    "one-shot-bufferize",
	Name:        "OneShotBufferizePass",
	Summary:     "One-Shot Bufferize",
	Description: "Tensor values become buffers in one walk per function. A structured op writes into its outs buffer in place when no alias of it is read afterwards (across loops), into a fresh allocation otherwise (copied only when the op reads it); an elementwise op whose outs is a tensor.empty reuses a dead input of its type. Bufferizes arith.constant (memref.global), tensor ops (empty, extract, insert, extract_slice, insert_slice, cast, dim, rank, collapse/expand_shape, pad, concat, from_elements, generate, splat), scf.for (one buffer per iter_arg, loops carry no memrefs), scf.if (fresh buffers), func.call/return, to_tensor/to_buffer, alloc_tensor and materialize_in_destination. With bufferize-function-boundaries, tensor arguments become identity-layout memrefs (never written) and returned buffers are fresh allocations the caller owns (or reshapes of one, of the identity layout, which the caller frees through their descriptors)",
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
