package rewrite

import "github.com/strata-compiler/strata/ir"

// ConstantValue returns the attribute a constant-like op produces, or nil
// when op is not a constant. It asks the op's folder (a constant folds to
// its value) and falls back to the `value` attribute.
func ConstantValue(op *ir.Operation) ir.Attribute {
	if op == nil || !op.HasTrait(ir.ConstantLike) || op.NumResults() != 1 {
		return nil
	}
	if def := op.Def(); def.Fold != nil {
		if res := def.Fold(op, make([]ir.Attribute, op.NumOperands())); len(res) == 1 {
			if a, ok := res[0].(ir.Attribute); ok && a != nil {
				return a
			}
		}
	}
	return op.Attr("value")
}

// ValueConstant returns the constant attribute v is defined by, or nil.
func ValueConstant(v *ir.Value) ir.Attribute {
	if v == nil {
		return nil
	}
	return ConstantValue(v.DefiningOp())
}

// constKey identifies a uniqued constant of one insertion region.
type constKey struct {
	dialect string
	value   ir.Attribute
	typ     ir.Type
}

// Folder folds ops through their OpDef.Fold hooks and keeps the constants
// it materializes unique per region, at the start of the entry block of
// the closest isolated-from-above region (as MLIR's OperationFolder).
type Folder struct {
	rw *Rewriter
	// scopes maps an insertion region to its uniqued constants.
	scopes map[*ir.Region]map[constKey]*ir.Operation
	// owned maps each uniqued constant to its key and region.
	owned map[*ir.Operation]ownedConst
	// consts is TryFold's reusable operand-constant buffer.
	consts []ir.Attribute
	// lastFront caches, per insertion region, an owned constant of the
	// run of owned constants that starts its entry block, after which the
	// next new constant goes (so that new constants keep the order they
	// were made in, as upstream's).
	lastFront map[*ir.Region]*ir.Operation
}

type ownedConst struct {
	region *ir.Region
	key    constKey
	// value is ConstantValue of the op, computed once.
	value ir.Attribute
	// aliases are the other keys the op is uniqued under: those of the
	// dialects whose constants it stands for (an affine fold's 0 is an
	// arith.constant).
	aliases []constKey
}

// valueConstant is ValueConstant, answered from the uniqued constants
// without asking their folder again.
func (f *Folder) valueConstant(v *ir.Value) ir.Attribute {
	def := v.DefiningOp()
	if def == nil || !def.HasTrait(ir.ConstantLike) {
		return nil
	}
	if oc, ok := f.owned[def]; ok {
		return oc.value
	}
	return ConstantValue(def)
}

// NewFolder returns a folder creating ops through rw.
func NewFolder(rw *Rewriter) *Folder {
	return &Folder{rw: rw, scopes: map[*ir.Region]map[constKey]*ir.Operation{}, owned: map[*ir.Operation]ownedConst{},
		lastFront: map[*ir.Region]*ir.Operation{}}
}

// reset forgets every constant so that the folder can serve another run;
// it reports false (and keeps its tables) when they grew beyond max
// entries, which are cheaper to drop than to clear.
func (f *Folder) reset(max int) bool {
	if len(f.owned) > max || len(f.scopes) > max {
		return false
	}
	clear(f.owned)
	clear(f.scopes)
	clear(f.consts)
	clear(f.lastFront)
	f.rw = nil
	return true
}

// insertionRegion is where constants used in b go: the nearest region
// whose parent is isolated from above (or unregistered, or top level).
func insertionRegion(b *ir.Block) *ir.Region {
	for {
		r := b.Parent()
		if r == nil {
			return nil
		}
		p := r.ParentOp()
		if p == nil || p.Block() == nil || !p.IsRegistered() || p.HasTrait(ir.IsolatedFromAbove) {
			return r
		}
		b = p.Block()
	}
}

func (f *Folder) isOwned(op *ir.Operation) bool {
	if op == nil {
		return false
	}
	_, ok := f.owned[op]
	return ok
}

// setInsertionAfterFrontConstants puts the insertion point after the
// owned constants that start region's entry block.
func (f *Folder) setInsertionAfterFrontConstants(region *ir.Region) {
	blk := region.Front()
	at := blk.First()
	if last := f.lastFront[region]; last != nil && last.Block() == blk && f.isOwned(last) {
		at = last.Next()
	} else if !f.isOwned(at) {
		f.rw.SetInsertionPointToStart(blk)
		return
	}
	for at != nil && f.isOwned(at) {
		at = at.Next()
	}
	if at == nil {
		f.rw.SetInsertionPointToEnd(blk)
		return
	}
	f.rw.SetInsertionPoint(at)
}

// NotifyRemoval forgets op if it is a uniqued constant.
func (f *Folder) NotifyRemoval(op *ir.Operation) {
	if oc, ok := f.owned[op]; ok {
		if f.lastFront[oc.region] == op {
			delete(f.lastFront, oc.region)
		}
		delete(f.owned, op)
		if m := f.scopes[oc.region]; m != nil {
			for _, k := range append([]constKey{oc.key}, oc.aliases...) {
				if m[k] == op {
					delete(m, k)
				}
			}
		}
	}
}

// InsertKnownConstant records the existing constant op: it becomes the
// region's unique constant for its value (moved to the entry block's
// start), or, when one exists already, op is replaced by it and erased.
// It reports whether op was kept.
func (f *Folder) InsertKnownConstant(op *ir.Operation, value ir.Attribute) bool {
	blk := op.Block()
	if f.isOwned(op) {
		if blk.First() != op && !f.isOwned(op.Prev()) {
			f.rw.MoveOpBefore(op, blk.First())
			op.SetLoc(f.rw.Ctx.UnknownLoc())
		}
		return true
	}
	region := insertionRegion(blk)
	if region == nil {
		return true
	}
	key := constKey{dialect: op.OpName().Dialect, value: value, typ: op.Result(0).Type()}
	scope := f.scopes[region]
	if scope == nil {
		scope = map[constKey]*ir.Operation{}
		f.scopes[region] = scope
	}
	if existing := scope[key]; existing != nil {
		f.rw.ReplaceOp(op, existing.Results())
		existing.SetLoc(f.rw.Ctx.UnknownLoc())
		return false
	}
	scope[key] = op
	f.owned[op] = ownedConst{region: region, key: key, value: value}
	entry := region.Front()
	if blk != entry || (entry.First() != op && !f.isOwned(op.Prev())) {
		f.rw.MoveOpBefore(op, entry.First())
		op.SetLoc(f.rw.Ctx.UnknownLoc())
	}
	return true
}

// GetOrCreateConstant returns the uniqued constant of dialect with value
// and type t for uses in block b, materializing it if needed; nil when
// the dialect cannot materialize it.
func (f *Folder) GetOrCreateConstant(b *ir.Block, dialect string, value ir.Attribute, t ir.Type) *ir.Value {
	region := insertionRegion(b)
	if region == nil {
		return nil
	}
	key := constKey{dialect: dialect, value: value, typ: t}
	scope := f.scopes[region]
	if scope == nil {
		scope = map[constKey]*ir.Operation{}
		f.scopes[region] = scope
	}
	if existing := scope[key]; existing != nil {
		return existing.Result(0)
	}
	ip := f.rw.Save()
	f.setInsertionAfterFrontConstants(region)
	op := MaterializeConstant(f.rw, dialect, value, t, f.rw.Ctx.UnknownLoc())
	f.rw.Restore(ip)
	if op == nil {
		return nil
	}
	if op.NumResults() != 1 || !op.HasTrait(ir.ConstantLike) {
		// Not a constant we can unique (e.g. a cast of one): use it as is.
		return op.Result(op.NumResults() - 1)
	}
	// The dialect may have built a constant whose value differs in form
	// (e.g. a typed attribute); key by the requested value. A constant of
	// another dialect (affine's are arith.constant) is that dialect's too:
	// an equal one of it already there serves instead (upstream's
	// OperationFolder::tryGetOrCreateConstant).
	oc := ownedConst{region: region, key: key, value: ConstantValue(op)}
	if d := op.OpName().Dialect; d != dialect {
		other := constKey{dialect: d, value: value, typ: t}
		if existing := scope[other]; existing != nil {
			f.rw.EraseOp(op)
			scope[key] = existing
			eo := f.owned[existing]
			eo.aliases = append(eo.aliases, key)
			f.owned[existing] = eo
			return existing.Result(0)
		}
		scope[other] = op
		oc.aliases = []constKey{other}
	}
	scope[key] = op
	f.lastFront[region] = op
	f.owned[op] = oc
	return op.Result(0)
}

// TryFold folds op. On success op has been replaced (or updated in
// place) and true is returned.
func (f *Folder) TryFold(op *ir.Operation) bool {
	def := op.Def()
	if def == nil {
		return false
	}
	if op.HasTrait(ir.ConstantLike) {
		if f.isOwned(op) {
			blk := op.Block()
			if blk.First() != op && !f.isOwned(op.Prev()) {
				f.rw.MoveOpBefore(op, blk.First())
				op.SetLoc(f.rw.Ctx.UnknownLoc())
			}
		}
		return false
	}
	n := op.NumOperands()
	if cap(f.consts) < n {
		f.consts = make([]ir.Attribute, n, n+4)
	}
	consts := f.consts[:n]
	defer clear(consts)
	for i := range consts {
		consts[i] = f.valueConstant(op.Operand(i))
	}
	if def.Fold == nil {
		return f.foldCommutative(op, consts)
	}
	res := def.Fold(op, consts)
	if res == nil || len(res) != op.NumResults() {
		return f.foldCommutative(op, consts)
	}
	inPlace := true
	for i, r := range res {
		if v, ok := r.(*ir.Value); !ok || v != op.Result(i) {
			inPlace = false
			break
		}
	}
	if inPlace {
		if f.rw.Listener != nil {
			f.rw.Listener.OpModified(op)
		}
		return true
	}
	repl := make([]*ir.Value, len(res))
	var created []*ir.Operation
	for i, r := range res {
		switch r := r.(type) {
		case *ir.Value:
			if r == nil {
				return false
			}
			repl[i] = r
		case ir.Attribute:
			before := len(f.owned)
			v := f.GetOrCreateConstant(op.Block(), op.OpName().Dialect, r, op.Result(i).Type())
			if v == nil {
				for _, c := range created {
					if c.UseEmpty() {
						f.NotifyRemoval(c)
						f.rw.EraseOp(c)
					}
				}
				return false
			}
			if len(f.owned) > before {
				created = append(created, v.DefiningOp())
			}
			repl[i] = v
		default:
			return false
		}
	}
	f.rw.ReplaceOp(op, repl)
	return true
}

// foldCommutative moves the constant operands of a commutative op after
// the others (stable), as MLIR's trait folder does; it reports whether
// the order changed.
func (f *Folder) foldCommutative(op *ir.Operation, consts []ir.Attribute) bool {
	if !op.HasTrait(ir.Commutative) || len(consts) < 2 {
		return false
	}
	seenConst := false
	needed := false
	for _, c := range consts {
		if c != nil {
			seenConst = true
		} else if seenConst {
			needed = true
			break
		}
	}
	if !needed {
		return false
	}
	ops := op.Operands()
	var front, back []*ir.Value
	for i, v := range ops {
		if consts[i] == nil {
			front = append(front, v)
		} else {
			back = append(back, v)
		}
	}
	op.SetOperands(append(front, back...))
	if f.rw.Listener != nil {
		f.rw.Listener.OpModified(op)
	}
	return true
}
