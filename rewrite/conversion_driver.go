package rewrite

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	"sort"

	"github.com/strata-compiler/strata/ir"
)

// ConversionRewriter is the rewriter conversion patterns use. Every
// change is logged with its undo action; erased ops are only detached
// until the conversion commits.
type ConversionRewriter struct {
	*Rewriter
	// TypeConverter is the conversion's type converter (may be nil).
	TypeConverter *TypeConverter
	undo          []func()
	// inserted lists the ops created, in order (for legalizing them).
	inserted []*ir.Operation
	// insertedSet counts the entries of each op in inserted, so that
	// isNew is a lookup per ancestor instead of a scan of inserted.
	insertedSet map[*ir.Operation]int
	// erased are the ops detached by EraseOp/ReplaceOp.
	erased []*ir.Operation
	// mat maps the result of a source materialization to the converted
	// value it stands for.
	mat map[*ir.Value]*ir.Value
	// tmat caches target materializations of a value to a type.
	tmat map[tmatKey]*ir.Value
	// casts are the materializations created.
	casts []*ir.Operation
}

type convListener struct{ c *ConversionRewriter }

func (l convListener) OpInserted(op *ir.Operation) {
	c := l.c
	if op.ParentOp() != nil && c.isNew(op) {
		return
	}
	c.inserted = append(c.inserted, op)
	if c.insertedSet == nil {
		c.insertedSet = map[*ir.Operation]int{}
	}
	c.insertedSet[op]++
	c.undo = append(c.undo, func() {
		op.Remove()
		op.DropAllReferences()
	})
}
func (l convListener) OpModified(*ir.Operation)              {}
func (l convListener) OpReplaced(*ir.Operation, []*ir.Value) {}
func (l convListener) OpErased(*ir.Operation)                {}

func (c *ConversionRewriter) isNew(op *ir.Operation) bool {
	// Ops nested in a freshly created op are undone with it.
	if len(c.insertedSet) == 0 {
		return false
	}
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if c.insertedSet[p] > 0 {
			return true
		}
	}
	return false
}

// ReplaceAllUsesWith makes every use of from use to (logged).
func (c *ConversionRewriter) ReplaceAllUsesWith(from, to *ir.Value) {
	type use struct {
		op  *ir.Operation
		idx int
	}
	var uses []use
	for _, u := range from.Uses() {
		uses = append(uses, use{u.Owner(), u.Index()})
		u.Set(to)
	}
	c.undo = append(c.undo, func() {
		for _, u := range uses {
			u.op.SetOperand(u.idx, from)
		}
	})
}

// EraseOp detaches op; it is erased when the conversion commits.
func (c *ConversionRewriter) EraseOp(op *ir.Operation) {
	blk, next := op.Block(), op.Next()
	op.Remove()
	c.erased = append(c.erased, op)
	c.undo = append(c.undo, func() {
		c.erased = c.erased[:len(c.erased)-1]
		blk.InsertBefore(op, next)
	})
}

// ReplaceOp replaces op's results with vals, materializing a cast back
// to the original type where a value's type differs, and erases op.
func (c *ConversionRewriter) ReplaceOp(op *ir.Operation, vals []*ir.Value) {
	for i := 0; i < op.NumResults(); i++ {
		r, v := op.Result(i), vals[i]
		if r.UseEmpty() {
			continue
		}
		if v.Type() != r.Type() {
			v = c.materialize(op, r.Type(), v, true)
		}
		c.ReplaceAllUsesWith(r, v)
	}
	c.EraseOp(op)
}

// ReplaceOpWithNew creates an op from st before op and replaces op by it.
func (c *ConversionRewriter) ReplaceOpWithNew(op *ir.Operation, st *ir.OperationState) *ir.Operation {
	ip := c.Save()
	c.SetInsertionPoint(op)
	if st.Loc == nil {
		st.Loc = op.Loc()
	}
	n := c.Create(st)
	c.Restore(ip)
	c.ReplaceOp(op, n.Results())
	return n
}

// materialize casts v to type t just before at (source: converted to
// original; target: original to converted).
func (c *ConversionRewriter) materialize(at *ir.Operation, t ir.Type, v *ir.Value, source bool) *ir.Value {
	ip := c.Save()
	if at.Block() != nil {
		c.SetInsertionPoint(at)
	}
	fn := UnrealizedCast
	if c.TypeConverter != nil {
		if source && c.TypeConverter.Source != nil {
			fn = c.TypeConverter.Source
		} else if !source && c.TypeConverter.Target != nil {
			fn = c.TypeConverter.Target
		}
	}
	out := fn(c.Rewriter, t, []*ir.Value{v}, at.Loc())
	c.Restore(ip)
	if out == nil {
		return v
	}
	if d := out.DefiningOp(); d != nil {
		c.casts = append(c.casts, d)
		if source {
			c.mat[out] = v
			c.undo = append(c.undo, func() { delete(c.mat, out) })
		}
	}
	return out
}

// ModifyInPlace runs fn, which changes op in place; the change is undone
// on rollback (operands, attributes, successors, location).
func (c *ConversionRewriter) ModifyInPlace(op *ir.Operation, fn func()) {
	operands := op.Operands()
	props := append([]ir.NamedAttr(nil), op.Props()...)
	attrs := append([]ir.NamedAttr(nil), op.DiscardableAttrs()...)
	succs := make([]*ir.Block, op.NumSuccessors())
	for i := range succs {
		succs[i] = op.Successor(i)
	}
	types := op.ResultTypes()
	loc := op.Loc()
	fn()
	c.undo = append(c.undo, func() {
		op.SetOperands(operands)
		for _, a := range op.Attrs() {
			op.RemoveAttr(a.Name)
		}
		for _, a := range props {
			op.SetProp(a.Name, a.Value)
		}
		for _, a := range attrs {
			op.SetDiscardableAttr(a.Name, a.Value)
		}
		for i, b := range succs {
			op.SetSuccessor(i, b)
		}
		for i, t := range types {
			op.Result(i).SetType(t)
		}
		op.SetLoc(loc)
	})
}

// SetOperand changes operand i of op (logged).
func (c *ConversionRewriter) SetOperand(op *ir.Operation, i int, v *ir.Value) {
	old := op.Operand(i)
	op.SetOperand(i, v)
	c.undo = append(c.undo, func() { op.SetOperand(i, old) })
}

// InlineRegionBefore moves the blocks of r before `before` in parent
// (nil: at the end); undone by moving them back.
func (c *ConversionRewriter) InlineRegionBefore(r, parent *ir.Region, before *ir.Block) {
	blocks := r.Blocks()
	for _, b := range blocks {
		b.Remove()
		parent.InsertBefore(b, before)
	}
	c.undo = append(c.undo, func() {
		for _, b := range blocks {
			b.Remove()
			r.Append(b)
		}
	})
}

// ConvertRegionTypes converts the argument types of every block of r with
// tc; uses not converted yet see the old type through a source
// materialization. It returns false when a type does not convert.
func (c *ConversionRewriter) ConvertRegionTypes(r *ir.Region, tc *TypeConverter) bool {
	for b := r.Front(); b != nil; b = b.Next() {
		for _, a := range b.Args() {
			nt := tc.Convert(a.Type())
			if nt == nil {
				return false
			}
			if nt != a.Type() {
				c.ConvertBlockArgument(a, nt)
			}
		}
	}
	return true
}

// ConvertBlockArgument gives argument a type t (logged); its current
// users get a cast back to the old type.
func (c *ConversionRewriter) ConvertBlockArgument(a *ir.Value, t ir.Type) {
	old := a.Type()
	uses := a.Uses()
	a.SetType(t)
	c.undo = append(c.undo, func() { a.SetType(old) })
	if len(uses) == 0 {
		return
	}
	blk := a.OwnerBlock()
	ip := c.Save()
	c.SetInsertionPointToStart(blk)
	fn := UnrealizedCast
	if c.TypeConverter != nil && c.TypeConverter.Source != nil {
		fn = c.TypeConverter.Source
	}
	cast := fn(c.Rewriter, old, []*ir.Value{a}, a.Loc())
	c.Restore(ip)
	if d := cast.DefiningOp(); d != nil {
		c.casts = append(c.casts, d)
	}
	c.mat[cast] = a
	for _, u := range uses {
		op, idx := u.Owner(), u.Index()
		op.SetOperand(idx, cast)
		c.undo = append(c.undo, func() { op.SetOperand(idx, a) })
	}
	c.undo = append(c.undo, func() { delete(c.mat, cast) })
}

type tmatKey struct {
	v *ir.Value
	t ir.Type
}

// savepoint and rollback delimit a pattern application.
type savepoint struct{ undo, inserted, casts int }

func (c *ConversionRewriter) save() savepoint {
	return savepoint{len(c.undo), len(c.inserted), len(c.casts)}
}

func (c *ConversionRewriter) rollback(s savepoint) {
	for i := len(c.undo) - 1; i >= s.undo; i-- {
		c.undo[i]()
	}
	c.undo = c.undo[:s.undo]
	for _, op := range c.inserted[s.inserted:] {
		if c.insertedSet[op]--; c.insertedSet[op] <= 0 {
			delete(c.insertedSet, op)
		}
	}
	c.inserted = c.inserted[:s.inserted]
	c.casts = c.casts[:s.casts]
}

// remapOperands returns op's operands as converted values: a value
// standing for a converted one (a source materialization) is looked
// through; a value of an illegal type is cast to the converted type.
func (c *ConversionRewriter) remapOperands(op *ir.Operation) []*ir.Value {
	out := op.Operands()
	for i, v := range out {
		if m, ok := c.mat[v]; ok {
			out[i] = m
			continue
		}
		if c.TypeConverter != nil {
			if nt := c.TypeConverter.Convert(v.Type()); nt != nil && nt != v.Type() {
				k := tmatKey{v, nt}
				if m, ok := c.tmat[k]; ok && m.DefiningOp() != nil && m.DefiningOp().Block() == op.Block() && op.Block() != nil {
					// Reused only in the same block, where it dominates op.
					out[i] = m
					continue
				}
				m := c.materialize(op, nt, v, false)
				c.tmat[k] = m
				c.undo = append(c.undo, func() { delete(c.tmat, k) })
				out[i] = m
			}
		}
	}
	return out
}

// ConversionMode selects how strict a conversion is.
type ConversionMode uint8

const (
	// PartialConversion converts the illegal ops and leaves ops of
	// unknown legality alone.
	PartialConversion ConversionMode = iota
	// FullConversion requires every op to end legal.
	FullConversion
)

// ConversionConfig configures ApplyConversion.
type ConversionConfig struct {
	Mode          ConversionMode
	TypeConverter *TypeConverter
}

type conversionDriver struct {
	target   *ConversionTarget
	patterns map[string][]*ConversionPattern
	anyOp    []*ConversionPattern
	rw       *ConversionRewriter
	mode     ConversionMode
	// depth bounds recursive legalization.
	depth int
}

// ApplyPartialConversion converts the illegal ops nested in root.
func ApplyPartialConversion(root *ir.Operation, target *ConversionTarget, patterns []*ConversionPattern, tc *TypeConverter) error {
	return ApplyConversion(root, target, patterns, ConversionConfig{Mode: PartialConversion, TypeConverter: tc})
}

// ApplyFullConversion converts root's nested ops until all are legal.
func ApplyFullConversion(root *ir.Operation, target *ConversionTarget, patterns []*ConversionPattern, tc *TypeConverter) error {
	return ApplyConversion(root, target, patterns, ConversionConfig{Mode: FullConversion, TypeConverter: tc})
}

// ApplyConversion legalizes root and the ops nested in it. On failure it
// restores the IR as it was and returns the diagnostic
// `failed to legalize operation 'x.y'` at the op's location.
func ApplyConversion(root *ir.Operation, target *ConversionTarget, patterns []*ConversionPattern, cfg ConversionConfig) error {
	d := &conversionDriver{target: target, patterns: map[string][]*ConversionPattern{}, mode: cfg.Mode}
	for _, p := range patterns {
		if p.Root == "" {
			d.anyOp = append(d.anyOp, p)
		} else {
			d.patterns[p.Root] = append(d.patterns[p.Root], p)
		}
	}
	for k, list := range d.patterns {
		list = append(list, d.anyOp...)
		sort.SliceStable(list, func(i, j int) bool { return list[i].Benefit > list[j].Benefit })
		d.patterns[k] = list
	}
	sort.SliceStable(d.anyOp, func(i, j int) bool { return d.anyOp[i].Benefit > d.anyOp[j].Benefit })
	c := &ConversionRewriter{Rewriter: NewRewriter(root.Context()), TypeConverter: cfg.TypeConverter, mat: map[*ir.Value]*ir.Value{}, tmat: map[tmatKey]*ir.Value{}}
	c.Listener = convListener{c}
	d.rw = c
	var ops []*ir.Operation
	walkReachable(root, func(o *ir.Operation) { ops = append(ops, o) })
	for _, op := range ops {
		if !attachedUnder(op, root) {
			continue
		}
		if !d.legalize(op) {
			msg := "failed to legalize operation '" + op.Name() + "'"
			if d.mode == PartialConversion {
				msg += " that was explicitly marked illegal"
			}
			diag := ir.NewDiagnostic(ir.SevError, op.Loc(), "%s", msg)
			diag.Op = op
			c.rollback(savepoint{})
			return diag
		}
	}
	c.commit()
	return nil
}

// walkReachable visits op and the ops nested in it before their children,
// the blocks of each region in depth-first order of their successors from
// the entry, as upstream's dialect conversion (ForwardDominanceIterator):
// a block no path from the entry reaches is not converted.
func walkReachable(op *ir.Operation, fn func(*ir.Operation)) {
	fn(op)
	for i := 0; i < op.NumRegions(); i++ {
		r := op.Region(i)
		if r.Empty() {
			continue
		}
		seen := map[*ir.Block]bool{}
		var visit func(b *ir.Block)
		visit = func(b *ir.Block) {
			seen[b] = true
			for o := b.First(); o != nil; o = o.Next() {
				walkReachable(o, fn)
			}
			for _, s := range b.Successors() {
				if !seen[s] {
					visit(s)
				}
			}
		}
		visit(r.Front())
	}
}

// attachedUnder reports whether op is still (transitively) in root.
func attachedUnder(op, root *ir.Operation) bool {
	for o := op; o != root; o = o.ParentOp() {
		if o == nil || o.Block() == nil {
			return false
		}
	}
	return true
}

// legalize makes op legal; it reports false when it cannot.
func (d *conversionDriver) legalize(op *ir.Operation) bool {
	isLegal, known := d.target.Legality(op)
	if isLegal || (!known && d.mode == PartialConversion) {
		return true
	}
	if d.depth > 64 {
		return false
	}
	list, ok := d.patterns[op.Name()]
	if !ok {
		list = d.anyOp
	}
	c := d.rw
	for _, p := range list {
		sp := c.save()
		c.SetInsertionPoint(op)
		c.Loc = op.Loc()
		operands := c.remapOperands(op)
		if !p.Rewrite(op, operands, c) {
			c.rollback(sp)
			continue
		}
		// Legalize what the pattern created.
		ok := true
		d.depth++
		for i := sp.inserted; i < len(c.inserted) && ok; i++ {
			n := c.inserted[i]
			if n.Block() == nil {
				continue
			}
			ir.Walk(n, ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
				if !d.legalize(o) {
					ok = false
					return ir.Interrupt
				}
				return ir.Advance
			})
		}
		d.depth--
		if !ok {
			c.rollback(sp)
			continue
		}
		// An op updated in place must have become legal.
		if op.Block() != nil {
			if l, k := d.target.Legality(op); !l && (k || d.mode == FullConversion) {
				c.rollback(sp)
				continue
			}
		}
		return true
	}
	return false
}

// commit erases the detached ops and the materializations nobody uses,
// and folds cast pairs that convert back and forth.
func (c *ConversionRewriter) commit() {
	for _, op := range c.erased {
		op.DropAllReferences()
	}
	for i := len(c.casts) - 1; i >= 0; i-- {
		op := c.casts[i]
		if op.Block() == nil {
			continue
		}
		if in := castInputsRoundTrip(op); in != nil {
			op.ReplaceAllUsesWith(in)
		}
		if op.UseEmpty() {
			op.Erase()
		}
	}
	c.undo, c.erased, c.casts, c.inserted, c.insertedSet = nil, nil, nil, nil, nil
}

// ReconcileUnrealizedCasts folds chains of
// builtin.unrealized_conversion_cast that convert back to the types they
// started from, and erases the unused ones. A cast that still has uses is
// an error: for conversions that must leave none (the GPU lowerings).
func ReconcileUnrealizedCasts(root *ir.Operation) error { return reconcileCasts(root, false) }

// SimplifyUnrealizedCasts is ReconcileUnrealizedCasts keeping the casts
// that still have uses, as upstream's reconcile-unrealized-casts pass does
// (MLIR 22): a later step that cannot take them reports them.
func SimplifyUnrealizedCasts(root *ir.Operation) error { return reconcileCasts(root, true) }

func reconcileCasts(root *ir.Operation, keepLive bool) error {
	var casts []*ir.Operation
	ir.WalkOps(root, func(o *ir.Operation) {
		if o.Def() == builtin.UnrealizedConversionCast {
			casts = append(casts, o)
		}
	})
	// Look through chains: a cast whose input chain starts from values of
	// its own result types is replaced by those values.
	for _, op := range casts {
		if op.Block() == nil || op.UseEmpty() {
			continue
		}
		src := op
		for {
			def := src.Operand(0).DefiningOp()
			if def == nil || def.Name() != op.Name() || def.NumResults() != src.NumOperands() {
				break
			}
			src = def
			if typesEqual(src.OperandTypes(), op.ResultTypes()) {
				op.ReplaceAllUsesWith(src.Operands())
				break
			}
		}
	}
	for i := len(casts) - 1; i >= 0; i-- {
		if op := casts[i]; op.UseEmpty() {
			op.Erase()
		}
	}
	for _, op := range casts {
		if op.Block() != nil && !op.UseEmpty() {
			// Still live: the two type systems never met.
			if typesEqual(op.OperandTypes(), op.ResultTypes()) {
				op.ReplaceAllUsesWith(op.Operands())
				op.Erase()
				continue
			}
			if keepLive {
				continue
			}
			d := ir.NewDiagnostic(ir.SevError, op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
			d.Op = op
			return d
		}
	}
	return nil
}

func typesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
