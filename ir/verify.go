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
	if def := op.name.Def; def != nil && def.VerifyBeforeRegions != nil {
		if err := def.VerifyBeforeRegions(op); err != nil {
			return asDiag(op, err)
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
	return verifyArgAttrs(op)
}

// verifyArgAttrs hands each dialect attribute of op's `arg_attrs` to its
// dialect's VerifyArgAttr.
func verifyArgAttrs(op *Operation) *Diagnostic {
	arr, ok := op.Attr("arg_attrs").(*ArrayAttr)
	ctx := op.Context()
	if !ok || ctx == nil {
		return nil
	}
	for i, e := range arr.Elems {
		dict, ok := e.(*DictionaryAttr)
		if !ok {
			continue
		}
		for _, a := range dict.Entries {
			ns, _, ok := strings.Cut(a.Name, ".")
			if !ok {
				continue
			}
			if dl := ctx.Dialect(ns); dl != nil && dl.VerifyArgAttr != nil {
				if err := dl.VerifyArgAttr(op, i, a); err != nil {
					return asDiag(op, err)
				}
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

// domTree is the dominator tree of the blocks of one region reachable
// from its entry. It is built with Lengauer and Tarjan's algorithm and
// answers dominance from preorder intervals of the tree, both in time
// near-linear in the region: the iterative algorithm and walks up the
// tree per query take quadratic time on long chains of blocks.
type domTree struct {
	// num numbers the reachable blocks 1..n in depth-first preorder;
	// unreachable blocks are absent.
	num map[*Block]int32
	// in and out delimit the subtree of each block in a preorder walk of
	// the dominator tree (indexed by num): a dominates b when b's
	// interval lies inside a's.
	in, out []int32
}

func computeDom(r *Region) *domTree {
	dt := &domTree{num: map[*Block]int32{}}
	entry := r.first
	if entry == nil {
		return dt
	}
	// Depth-first preorder numbering from the entry (index 0 unused).
	vertex := []*Block{nil, entry}
	parent := []int32{0, 0}
	dt.num[entry] = 1
	type frame struct {
		v     int32
		succs []*Block
	}
	stack := []frame{{1, entry.Successors()}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if len(f.succs) == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		s := f.succs[0]
		f.succs = f.succs[1:]
		if s == nil || s.parent != r {
			continue
		}
		if _, seen := dt.num[s]; seen {
			continue
		}
		n := int32(len(vertex))
		dt.num[s] = n
		vertex = append(vertex, s)
		parent = append(parent, f.v)
		stack = append(stack, frame{n, s.Successors()})
	}
	n := int32(len(vertex) - 1)
	preds := make([][]int32, n+1)
	for v := int32(1); v <= n; v++ {
		for _, s := range vertex[v].Successors() {
			if w, ok := dt.num[s]; ok && s.parent == r {
				preds[w] = append(preds[w], v)
			}
		}
	}
	// Semidominators, then immediate dominators (Lengauer-Tarjan with
	// path compression).
	semi := make([]int32, n+1)
	idom := make([]int32, n+1)
	ancestor := make([]int32, n+1)
	label := make([]int32, n+1)
	bucket := make([][]int32, n+1)
	for v := range semi {
		semi[v], label[v] = int32(v), int32(v)
	}
	var path []int32
	eval := func(v int32) int32 {
		if ancestor[v] == 0 {
			return v
		}
		// Compress the path from v to the root of its tree in the forest.
		path = append(path[:0], v)
		for x := v; ancestor[ancestor[x]] != 0; {
			x = ancestor[x]
			path = append(path, x)
		}
		for i := len(path) - 2; i >= 0; i-- {
			y, a := path[i], ancestor[path[i]]
			if semi[label[a]] < semi[label[y]] {
				label[y] = label[a]
			}
			ancestor[y] = ancestor[a]
		}
		return label[v]
	}
	for w := n; w >= 2; w-- {
		for _, v := range preds[w] {
			if u := eval(v); semi[u] < semi[w] {
				semi[w] = semi[u]
			}
		}
		bucket[semi[w]] = append(bucket[semi[w]], w)
		p := parent[w]
		ancestor[w] = p
		for _, v := range bucket[p] {
			if u := eval(v); semi[u] < semi[v] {
				idom[v] = u
			} else {
				idom[v] = p
			}
		}
		bucket[p] = nil
	}
	for w := int32(2); w <= n; w++ {
		if idom[w] != semi[w] {
			idom[w] = idom[idom[w]]
		}
	}
	// Preorder intervals of the dominator tree.
	children := make([][]int32, n+1)
	for w := int32(2); w <= n; w++ {
		children[idom[w]] = append(children[idom[w]], w)
	}
	dt.in = make([]int32, n+1)
	dt.out = make([]int32, n+1)
	clock := int32(0)
	type walk struct{ v, next int32 }
	ws := []walk{{1, 0}}
	dt.in[1] = clock
	for len(ws) > 0 {
		t := &ws[len(ws)-1]
		if int(t.next) < len(children[t.v]) {
			c := children[t.v][t.next]
			t.next++
			clock++
			dt.in[c] = clock
			ws = append(ws, walk{c, 0})
			continue
		}
		dt.out[t.v] = clock
		ws = ws[:len(ws)-1]
	}
	return dt
}

// reachable reports whether a path from the region's entry leads to b.
func (dt *domTree) reachable(b *Block) bool {
	_, ok := dt.num[b]
	return ok
}

// dominates reports whether a dominates b (unreachable b: true).
func (dt *domTree) dominates(a, b *Block) bool {
	nb, ok := dt.num[b]
	if !ok {
		return true
	}
	na, ok := dt.num[a]
	if !ok {
		return false
	}
	return dt.in[na] <= dt.in[nb] && dt.out[nb] <= dt.out[na]
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
		// Dominance means nothing in a block no path from the entry
		// reaches (as in MLIR, `%x = arith.addi %x, %c` may stand there);
		// the ops nested in it are still checked within their regions.
		if r := op.ParentRegion(); r != nil && op.block != r.Front() && !isGraphRegion(r) && !dom(r).reachable(op.block) {
			return Advance
		}
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
