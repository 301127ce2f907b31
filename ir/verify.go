package ir

import (
	"fmt"
	"strings"
)

// This file is the one invariant checker: structure (terminators,
// successors, region isolation, symbol tables), each op's declared
// constraints and Verify hook, and SSA dominance. Messages follow
// mlir-opt's wording.

// Verify checks op and everything nested in it and returns the first
// failure as a *Diagnostic (nil when the IR is valid).
func Verify(op *Operation) error {
	v := &verifier{}
	if d := v.verifyOp(op); d != nil {
		return d
	}
	if d := v.verifyDominance(op); d != nil {
		return d
	}
	return nil
}

type verifier struct{}

func (v *verifier) verifyOp(op *Operation) *Diagnostic {
	for i := range op.operands {
		if op.operands[i].value == nil {
			return op.EmitError("null operand found")
		}
	}
	if def := op.name.Def; def != nil {
		if d := verifyInvariants(op, def); d != nil {
			return d
		}
	} else if ctx := op.Context(); ctx != nil {
		if dl := ctx.Dialect(op.name.Dialect); dl != nil && !dl.AllowUnknownOps {
			return &Diagnostic{Severity: SevError, Loc: op.loc, Op: op, Message: fmt.Sprintf(
				"unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations",
				op.name.Name, dl.Name)}
		}
	}
	for ri, r := range op.regions {
		if d := v.verifyRegion(op, ri, r); d != nil {
			return d
		}
	}
	if def := op.name.Def; def != nil {
		if def.Traits&SymbolTable != 0 {
			if d := verifySymbolTable(op); d != nil {
				return d
			}
		}
		if def.Verify != nil {
			if err := def.Verify(op); err != nil {
				return asDiag(op, err)
			}
		}
	}
	return nil
}

func asDiag(op *Operation, err error) *Diagnostic {
	if d, ok := err.(*Diagnostic); ok {
		return d
	}
	return op.EmitError("%v", err)
}

func (v *verifier) verifyRegion(op *Operation, ri int, r *Region) *Diagnostic {
	def := op.name.Def
	needsTerminator := def != nil && def.Traits&NoTerminator == 0
	isolated := def != nil && def.Traits&IsolatedFromAbove != 0
	for b := r.first; b != nil; b = b.next {
		if b.parent != r {
			return op.EmitError("block with invalid parent region")
		}
		if b == r.first && b.firstUse != nil {
			return op.EmitError("entry block of region may not have predecessors")
		}
		if needsTerminator {
			if b.last == nil {
				return &Diagnostic{Severity: SevError, Loc: op.loc, Op: op, Message: "empty block: expect at least a terminator"}
			}
			if l := b.last; l.name.Def != nil && l.name.Def.Traits&Terminator == 0 {
				return &Diagnostic{Severity: SevError, Loc: l.loc, Op: l,
					Message: "block with no terminator, has " + diagOpString(l, false)}
			}
		}
		for o := b.first; o != nil; o = o.next {
			if o.block != b {
				return o.EmitError("operation with invalid parent block")
			}
			if o.next != nil && len(o.succs()) > 0 {
				return &Diagnostic{Severity: SevError, Loc: o.loc, Op: o,
					Message: "operation with block successors must terminate its parent block"}
			}
			if o.HasTrait(Terminator) && o.next != nil {
				return o.EmitError("must be the last operation in the parent block")
			}
			for i := range o.succs() {
				s := o.succs()[i].block
				if s == nil || s.parent != r {
					return o.EmitError("branching to block of a different region")
				}
			}
			if isolated {
				if d := checkIsolation(op, r, o); d != nil {
					return d
				}
			}
			if d := v.verifyOp(o); d != nil {
				return d
			}
		}
	}
	return nil
}

// checkIsolation reports uses inside o (and its regions) of values
// defined outside the isolated region r.
func checkIsolation(isoOp *Operation, r *Region, o *Operation) *Diagnostic {
	var res *Diagnostic
	Walk(o, PreOrder, func(x *Operation) WalkResult {
		for i := range x.operands {
			val := x.operands[i].value
			vr := val.ParentRegion()
			if vr == nil || !r.IsAncestor(vr) {
				d := x.EmitError("using value defined outside the region")
				d.AttachNote(isoOp.loc, "required by region isolation constraints")
				res = d
				return Interrupt
			}
		}
		// Nested isolated ops check their own regions.
		if x != o && x.HasTrait(IsolatedFromAbove) {
			return Skip
		}
		return Advance
	})
	return res
}

// verifyInvariants checks what the OpDef declares.
func verifyInvariants(op *Operation, d *OpDef) *Diagnostic {
	// Parents.
	if len(d.ParentOps) > 0 {
		p := op.ParentOp()
		ok := false
		for _, n := range d.ParentOps {
			ok = ok || (p != nil && p.Name() == n)
		}
		if !ok {
			if len(d.ParentOps) == 1 {
				return op.EmitError("expects parent op '%s'", d.ParentOps[0])
			}
			return op.EmitError("expects parent op to be one of '%s'", strings.Join(d.ParentOps, ", "))
		}
	}
	// Attributes.
	for _, ad := range d.Attrs {
		a := op.Attr(ad.Name)
		if a == nil {
			if !ad.Optional && ad.DefaultValue(op.Context()) == nil {
				return op.EmitError("requires attribute '%s'", ad.Name)
			}
			continue
		}
		if c := ad.Constraint; c != nil && c.Pred != nil && !c.Pred(a) {
			return op.EmitError("attribute '%s' failed to satisfy constraint: %s", ad.Name, c.Summary)
		}
	}
	// Operand and result counts and segments.
	if dd := checkCount(op, "operand", d.Operands, op.NumOperands(), "operandSegmentSizes", d.Traits&AttrSizedOperandSegments != 0); dd != nil {
		return dd
	}
	if dd := checkCount(op, "result", d.Results, op.NumResults(), "resultSegmentSizes", d.Traits&AttrSizedResultSegments != 0); dd != nil {
		return dd
	}
	for gi, g := range d.Operands {
		if g.Type == nil || g.Type.Pred == nil {
			continue
		}
		s, n := d.OperandGroupRange(op, gi)
		for j := s; j < s+n; j++ {
			if t := op.Operand(j).Type(); !g.Type.Accepts(t) {
				return op.EmitError("operand #%d must be %s, but got '%s'", j, g.Type.Summary, TypeString(t))
			}
		}
	}
	for gi, g := range d.Results {
		if g.Type == nil || g.Type.Pred == nil {
			continue
		}
		s, n := d.ResultGroupRange(op, gi)
		for j := s; j < s+n; j++ {
			if t := op.Result(j).Type(); !g.Type.Accepts(t) {
				return op.EmitError("result #%d must be %s, but got '%s'", j, g.Type.Summary, TypeString(t))
			}
		}
	}
	// Regions and successors.
	variadicRegions := len(d.Regions) > 0 && d.Regions[len(d.Regions)-1].Variadic
	if !variadicRegions && op.NumRegions() != len(d.Regions) {
		switch len(d.Regions) {
		case 0:
			return op.EmitError("requires zero regions")
		case 1:
			return op.EmitError("requires one region")
		}
		return op.EmitError("expected %d regions", len(d.Regions))
	}
	// Traits are checked before the declared region constraints, as in
	// MLIR's verifyInvariants.
	if d.Traits&SingleBlock != 0 {
		for i, r := range op.regions {
			if r.NumBlocks() > 1 {
				return op.EmitError("expects region #%d to have 0 or 1 blocks", i)
			}
		}
	}
	for i, rd := range d.Regions {
		if i < op.NumRegions() && rd.SizedOne && op.regions[i].NumBlocks() != 1 {
			return op.EmitError("region #%d ('%s') failed to verify constraint: region with 1 blocks", i, rd.Name)
		}
	}
	variadicSuccs := len(d.Successors) > 0 && d.Successors[len(d.Successors)-1].Variadic
	if !variadicSuccs && op.NumSuccessors() != len(d.Successors) {
		return op.EmitError("requires %d successors but found %d", len(d.Successors), op.NumSuccessors())
	}
	// Type traits.
	tr := d.Traits
	if tr&SameOperandsAndResultType != 0 {
		var t Type
		if len(op.results) > 0 {
			t = op.results[0].typ
		} else if len(op.operands) > 0 {
			t = op.operands[0].value.typ
		}
		// As MLIR's verifySameOperandsAndResultType: one element type and
		// compatible shapes (tensor<4xi32> goes with tensor<?xi32>), and one
		// encoding when the first type is an encoded ranked tensor.
		enc := tensorEncoding(t)
		check := func(x Type) *Diagnostic {
			if x == t {
				return nil
			}
			if ElementTypeOrSelf(x) != ElementTypeOrSelf(t) || !sameShape(x, t) {
				return op.EmitError("requires the same type for all operands and results")
			}
			if enc != nil && tensorEncoding(x) != enc {
				return op.EmitError("requires the same encoding for all operands and results")
			}
			return nil
		}
		for i := range op.results {
			if dd := check(op.results[i].typ); dd != nil {
				return dd
			}
		}
		for i := range op.operands {
			if dd := check(op.operands[i].value.typ); dd != nil {
				return dd
			}
		}
	}
	if tr&SameTypeOperands != 0 {
		ts := op.OperandTypes()
		for _, x := range ts {
			if x != ts[0] {
				return op.EmitError("requires all operands to have the same type")
			}
		}
	}
	if tr&SameOperandsAndResultElementType != 0 {
		var t Type
		for _, x := range append(op.OperandTypes(), op.ResultTypes()...) {
			e := ElementTypeOrSelf(x)
			if t == nil {
				t = e
			} else if e != t {
				return op.EmitError("requires the same element type for all operands and results")
			}
		}
	}
	if tr&SameOperandsAndResultShape != 0 {
		ts := append(op.OperandTypes(), op.ResultTypes()...)
		for _, x := range ts {
			if !sameShape(x, ts[0]) {
				return op.EmitError("requires the same shape for all operands and results")
			}
		}
	}
	for _, grp := range d.SameTypes {
		var t Type
		for _, name := range grp {
			for _, v := range append(d.OperandGroup(op, name), d.ResultGroup(op, name)...) {
				if t == nil {
					t = v.Type()
				} else if v.Type() != t {
					return op.EmitError("failed to verify that all of {%s} have same type", strings.Join(grp, ", "))
				}
			}
		}
	}
	if d.Branch != nil {
		for i := range op.succs() {
			blk := op.Successor(i)
			start, n, ok := SuccessorOperandRange(op, i)
			if blk == nil || !ok {
				continue
			}
			vs := op.Operands()[start : start+n]
			if len(vs) != blk.NumArgs() {
				return &Diagnostic{Severity: SevError, Loc: op.loc, Op: op, Message: fmt.Sprintf(
					"branch has %d operands for successor #%d, but target block has %d", len(vs), i, blk.NumArgs())}
			}
			for j, v := range vs {
				if v.typ != blk.Arg(j).typ {
					return &Diagnostic{Severity: SevError, Loc: op.loc, Op: op, Message: fmt.Sprintf(
						"type mismatch for bb argument #%d of successor #%d", j, i)}
				}
			}
		}
	}
	if tr&Symbol != 0 {
		if _, ok := op.Attr(SymbolAttrName).(*StringAttr); !ok {
			return op.EmitError("requires string attribute '%s'", SymbolAttrName)
		}
		if p := op.ParentOp(); p != nil && p.IsRegistered() && !p.HasTrait(SymbolTable) {
			return op.EmitError("symbol's parent must have the SymbolTable trait")
		}
	}
	return nil
}

// tensorEncoding is the encoding of a ranked tensor type, nil for others.
func tensorEncoding(t Type) Attribute {
	if rt, ok := t.(*RankedTensorType); ok {
		return rt.Encoding
	}
	return nil
}

// sameShape reports whether two types have compatible shapes, as MLIR's
// verifyCompatibleShape: both unshaped, or shaped with an unranked side or
// equal ranks whose sizes agree where both are static.
func sameShape(a, b Type) bool {
	sa, oka := a.(ShapedType)
	sb, okb := b.(ShapedType)
	if !oka || !okb {
		return oka == okb
	}
	if !sa.HasRank() || !sb.HasRank() {
		return true
	}
	x, y := sa.Shape(), sb.Shape()
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] && x[i] != ShapedDynamic && y[i] != ShapedDynamic {
			return false
		}
	}
	return true
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func checkCount(op *Operation, what string, groups []ArgDef, n int, segName string, segmented bool) *Diagnostic {
	if segmented {
		seg, ok := op.Attr(segName).(*DenseArrayAttr)
		if !ok {
			return op.EmitError("requires dense array attribute '%s'", segName)
		}
		if len(seg.Ints) != len(groups) {
			return op.EmitError("'%s' attribute for specifying %s segments must have %d elements, but got %d",
				segName, what, len(groups), len(seg.Ints))
		}
		total := 0
		for _, s := range seg.Ints {
			total += int(s)
		}
		if total != n {
			return op.EmitError("%s count (%d) does not match with the total size (%d) specified in attribute '%s'",
				what, n, total, segName)
		}
		return nil
	}
	fixed, variadic := 0, 0
	for _, g := range groups {
		if g.Arity == Single {
			fixed++
		} else {
			variadic++
		}
	}
	if variadic == 0 {
		if n == fixed {
			return nil
		}
		if what == "result" {
			switch fixed {
			case 0:
				return op.EmitError("requires zero results")
			case 1:
				return op.EmitError("requires one result")
			}
		}
		if what == "operand" && fixed == 1 {
			return op.EmitError("requires a single operand")
		}
		return op.EmitError("expected %d %ss, but found %d", fixed, what, n)
	}
	if n < fixed {
		return op.EmitError("expected %d or more %ss, but found %d", fixed, what, n)
	}
	return nil
}

// ---- dominance ----

// domTree holds immediate dominators of the blocks of one region.
type domTree struct {
	idom  map[*Block]*Block
	order map[*Block]int // reverse post-order index; absent = unreachable
}

func computeDom(r *Region) *domTree {
	dt := &domTree{idom: map[*Block]*Block{}, order: map[*Block]int{}}
	entry := r.first
	if entry == nil {
		return dt
	}
	// Iterative DFS for post order.
	var post []*Block
	seen := map[*Block]bool{entry: true}
	type frame struct {
		b *Block
		i int
	}
	stack := []frame{{entry, 0}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		succs := f.b.Successors()
		if f.i < len(succs) {
			s := succs[f.i]
			f.i++
			if s != nil && !seen[s] && s.parent == r {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, f.b)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]*Block, len(post))
	for i, b := range post {
		rpo[len(post)-1-i] = b
	}
	for i, b := range rpo {
		dt.order[b] = i
	}
	preds := map[*Block][]*Block{}
	for _, b := range rpo {
		for _, s := range b.Successors() {
			if s != nil {
				preds[s] = append(preds[s], b)
			}
		}
	}
	dt.idom[entry] = entry
	intersect := func(a, b *Block) *Block {
		for a != b {
			for dt.order[a] > dt.order[b] {
				a = dt.idom[a]
			}
			for dt.order[b] > dt.order[a] {
				b = dt.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			var nd *Block
			for _, p := range preds[b] {
				if _, ok := dt.idom[p]; !ok {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != nil && dt.idom[b] != nd {
				dt.idom[b] = nd
				changed = true
			}
		}
	}
	return dt
}

// dominates reports whether a dominates b (unreachable b: true).
func (dt *domTree) dominates(a, b *Block) bool {
	if _, ok := dt.order[b]; !ok {
		return true
	}
	for {
		if a == b {
			return true
		}
		p := dt.idom[b]
		if p == b || p == nil {
			return false
		}
		b = p
	}
}

// isGraphRegion reports regions without SSA dominance: those of ops
// declaring GraphRegion and, as in MLIR, those of unregistered ops.
func isGraphRegion(r *Region) bool {
	return r.parent != nil && (r.parent.HasTrait(GraphRegion) || !r.parent.IsRegistered())
}

func (v *verifier) verifyDominance(root *Operation) *Diagnostic {
	doms := map[*Region]*domTree{}
	dom := func(r *Region) *domTree {
		if d, ok := doms[r]; ok {
			return d
		}
		d := computeDom(r)
		doms[r] = d
		return d
	}
	var res *Diagnostic
	Walk(root, PreOrder, func(op *Operation) WalkResult {
		for i := range op.operands {
			val := op.operands[i].value
			if !valueDominates(val, op, dom) {
				d := &Diagnostic{Severity: SevError, Loc: op.loc, Op: op,
					Message: fmt.Sprintf("operand #%d does not dominate this use", i)}
				if def := val.DefiningOp(); def != nil {
					d.AttachNote(def.loc, "operand defined here%s", relation(def, op))
				}
				res = d
				return Interrupt
			}
		}
		return Advance
	})
	return res
}

func relation(def, user *Operation) string {
	switch {
	case def.block == user.block:
		return " (op in the same block)"
	case def.ParentRegion() == user.ParentRegion():
		return " (op in the same region)"
	case def.ParentRegion() != nil && def.ParentRegion().IsAncestor(user.ParentRegion()):
		return " (op in a parent region)"
	case user.ParentRegion() != nil && user.ParentRegion().IsAncestor(def.ParentRegion()):
		return " (op in a child region)"
	}
	return " (op is neither in a parent nor in a child region)"
}

// valueDominates reports whether val's definition dominates its use by op.
func valueDominates(val *Value, user *Operation, dom func(*Region) *domTree) bool {
	defBlock := val.ParentBlock()
	if defBlock == nil {
		return false
	}
	defRegion := defBlock.parent
	// Find the ancestor of user that lives in defRegion.
	anc := user
	for anc != nil && anc.ParentRegion() != defRegion {
		anc = anc.ParentOp()
	}
	if anc == nil {
		return false
	}
	if defRegion != nil && isGraphRegion(defRegion) {
		return true
	}
	if anc.block == defBlock {
		if val.def == nil {
			return true
		}
		if val.def == anc {
			return false
		}
		return val.def.IsBeforeInBlock(anc)
	}
	if defRegion == nil {
		return false
	}
	return dom(defRegion).dominates(defBlock, anc.block)
}

var _ = fmt.Sprint
