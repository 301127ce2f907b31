package parser

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// parseOperation parses `[results =] (generic-op | custom-op) [loc]`.
func (p *Parser) parseOperation() *ir.Operation {
	type group struct {
		name  string
		count int
		tok   token
	}
	var groupsBuf [2]group
	groups := groupsBuf[:0]
	numResults := 0
	stmtTok := p.tok
	if p.is(tPercentIdent) {
		for {
			t := p.expect(tPercentIdent, "SSA value name")
			count := 1
			if p.consumeIf(tColon) {
				ct := p.expect(tInteger, "integer number of results")
				n, err := strconv.Atoi(p.text(ct))
				if err != nil || n < 1 || n > 1<<24 {
					p.failAt(ct, "expected named operation to have at least 1 result")
				}
				count = n
			}
			groups = append(groups, group{p.text(t), count, t})
			numResults += count
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tEqual, "'=' after SSA name")
	}
	var op *ir.Operation
	switch p.tok.kind {
	case tString:
		op = p.parseGenericOp()
	case tBareIdent:
		op = p.parseCustomOp()
	default:
		p.fail("expected operation name in quotes")
	}
	if numResults > 0 {
		if op.NumResults() != numResults {
			p.failAt(stmtTok, "operation defines %d results but was provided %d to bind", op.NumResults(), numResults)
		}
		idx := 0
		for _, g := range groups {
			p.defineValues(g.name, valueDef{op: op, start: int32(idx), n: int32(g.count), line: int32(g.tok.line), col: int32(g.tok.col)})
			idx += g.count
		}
	}
	return op
}

// parseTrailingLoc parses an optional `loc(...)` after an op.
func (p *Parser) parseTrailingLoc(op *ir.Operation) {
	if !p.isKeyword("loc") {
		return
	}
	l, alias, at := p.parseLocSpecifier()
	if alias != "" {
		p.st.pendingLocs = append(p.st.pendingLocs, pendingLoc{name: alias, tok: at, op: op})
		return
	}
	op.SetLoc(l)
}

func (p *Parser) opNotRegistered(t token, name string) {
	dialect, _, _ := strings.Cut(name, ".")
	if p.ctx.Dialect(dialect) != nil && !strings.HasPrefix(name, "builtin.") || dialect == "builtin" {
		p.failAt(t, "unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", ir.Snippet(name), ir.Snippet(dialect))
	}
	p.failAt(t, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
}

func (p *Parser) parseGenericOp() *ir.Operation {
	nameTok := p.tok
	raw := p.text(nameTok)
	name := unescape(raw[1 : len(raw)-1])
	if name == "" {
		p.fail("empty operation name is invalid")
	}
	opName := p.ctx.OpName(name)
	def := opName.Def
	p.advance()
	if def == nil && !p.opts.AllowUnregistered && p.ctx.Dialect(opName.Dialect) == nil {
		// MLIR reports this at the token after the name. Unknown ops of
		// known dialects are left to the verifier, as in MLIR.
		p.opNotRegistered(p.tok, name)
	}
	p.expect(tLParen, "'(' to start operand list")
	var operands []ir.UnresolvedOperand
	if p.is(tPercentIdent) {
		for {
			operands = append(operands, p.parseOperandRef())
			if !p.consumeIf(tComma) {
				break
			}
		}
	}
	p.expect(tRParen, "')' to end operand list")
	var succs []*ir.Block
	if p.is(tLSquare) {
		p.parseCommaSeparated(tLSquare, tRSquare, false, func() {
			succs = append(succs, p.parseSuccessorRef())
		})
	}
	var props []ir.NamedAttr
	if p.consumeIf(tLess) {
		if !p.is(tLBrace) {
			p.fail("expected '{' to start properties")
		}
		props = p.parseAttrDict()
		p.expect(tGreater, "'>' to close properties")
	}
	var regions []*ir.Region
	if p.consumeIf(tLParen) {
		// As in MLIR, names stay visible inside isolated regions; the
		// verifier reports uses across the isolation boundary.
		isolated := false
		dd := ""
		if def != nil {
			dd = def.DefaultDialect
		}
		p.defaultDialect = append(p.defaultDialect, dd)
		for {
			r := ir.NewRegion()
			p.parseRegion(r, nil, isolated)
			regions = append(regions, r)
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
		p.expect(tRParen, "')' to end region list")
	}
	var attrs []ir.NamedAttr
	if p.is(tLBrace) {
		attrs = p.parseAttrDict()
	}
	p.expect(tColon, "':' followed by operation type")
	typeTok := p.tok
	ty := p.parseType()
	ft, ok := ty.(*ir.FunctionType)
	if !ok {
		p.failAt(typeTok, "expected function type")
	}
	if len(ft.Inputs) != len(operands) {
		p.failAt(typeTok, "expected %d operand type%s but had %d", len(operands), plural(len(operands)), len(ft.Inputs))
	}
	st := &ir.OperationState{Name: opName, Loc: p.locOf(nameTok), Types: ft.Results,
		Attrs: attrs, Props: props, Regions: regions, Successors: succs}
	st.Operands = make([]*ir.Value, len(operands))
	for i, u := range operands {
		st.Operands[i] = p.resolveOperand(u, ft.Inputs[i])
	}
	op := ir.Create(st)
	p.parseTrailingLoc(op)
	return op
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (p *Parser) parseCustomOp() *ir.Operation {
	t := p.tok
	name := p.text(t)
	var def *ir.OpDef
	if strings.Contains(name, ".") {
		def = p.ctx.LookupOp(name)
	}
	if def == nil {
		dd := p.defaultDialect[len(p.defaultDialect)-1]
		if dd != "" {
			def = p.ctx.LookupOp(dd + "." + name)
		}
		if def == nil && !strings.Contains(name, ".") {
			def = p.ctx.LookupOp("builtin." + name)
		}
	}
	if def == nil {
		dialect, _, hasDot := strings.Cut(name, ".")
		dd := p.defaultDialect[len(p.defaultDialect)-1]
		switch {
		case hasDot && p.ctx.Dialect(dialect) == nil:
			p.failAt(t, "Dialect `%s' not found for custom op '%s' ", ir.Snippet(dialect), ir.Snippet(name))
		case !hasDot && dd != "" && dd != "builtin":
			p.failAt(t, "custom op '%s' is unknown (tried '%s.%s' as well)", ir.Snippet(name), dd, ir.Snippet(name))
		default:
			p.failAt(t, "custom op '%s' is unknown", ir.Snippet(name))
		}
	}
	if !def.HasCustomForm() && def.Parse == nil {
		if err := def.CheckFormat(); err != nil {
			p.failAt(t, "custom op '%s': %v", name, err)
		}
		p.failAt(t, "custom op '%s' has no custom assembly form", name)
	}
	p.advance()
	st := p.getState()
	st.Name, st.Loc = p.ctx.OpName(def.Name), p.locOf(t)
	p.defaultDialect = append(p.defaultDialect, def.DefaultDialect)
	saved, savedName := p.curDef, p.customOp
	p.curDef, p.customOp = def, def.Name
	err := ir.ParseWithFormat(p, def, st)
	p.curDef, p.customOp = saved, savedName
	p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
	if err != nil {
		p.rethrow(err)
	}
	op := ir.Create(st)
	p.putState(st)
	p.parseTrailingLoc(op)
	return op
}

// getState and putState recycle OperationStates (Create copies what it
// keeps), so parsing an op does not allocate one each time.
func (p *Parser) getState() *ir.OperationState {
	if n := len(p.freeStates); n > 0 {
		st := p.freeStates[n-1]
		p.freeStates = p.freeStates[:n-1]
		return st
	}
	return &ir.OperationState{}
}

func (p *Parser) putState(st *ir.OperationState) {
	st.Reset()
	p.freeStates = append(p.freeStates, st)
}

// rethrow re-raises an error returned through the AsmParser interface.
func (p *Parser) rethrow(err error) {
	if d, ok := err.(*ir.Diagnostic); ok {
		panic(bail{d})
	}
	p.fail("%v", err)
}

// ---- operands and values ----

func (p *Parser) parseOperandRef() ir.UnresolvedOperand {
	t := p.expect(tPercentIdent, "SSA operand")
	u := ir.UnresolvedOperand{Name: p.text(t), Line: t.line, Col: t.col}
	if p.is(tHashIdent) && p.tok.start == t.end {
		num := p.text(p.tok)[1:]
		n, err := strconv.Atoi(num)
		if err != nil || n < 0 {
			p.fail("invalid SSA value result number")
		}
		u.Number = n
		p.advance()
	}
	return u
}

func (p *Parser) curScope() *isolatedScope { return p.scopes[len(p.scopes)-1] }

func (p *Parser) operandTok(u ir.UnresolvedOperand) token {
	return token{line: u.Line, col: u.Col}
}

// resolveOperand returns the value named by u, or a placeholder for a
// forward reference, checking the type against earlier uses.
func (p *Parser) resolveOperand(u ir.UnresolvedOperand, t ir.Type) *ir.Value {
	s := p.curScope()
	if d, ok := s.lookup(u.Name); ok {
		if u.Number >= int(d.n) {
			p.failAt(p.operandTok(u), "reference to invalid result number")
		}
		v := d.get(u.Number)
		if v.Type() != t {
			p.typeMismatch(u.Name, p.operandTok(u), t, v.Type(), d.tok())
		}
		return v
	}
	f := s.forward[u.Name]
	if f == nil {
		f = &forwardRef{}
		s.forward[u.Name] = f
	}
	if u.Number > 1<<20 {
		p.failAt(p.operandTok(u), "reference to invalid result number")
	}
	if use := f.find(u.Number); use != nil {
		if use.val.Type() != t {
			p.typeMismatch(u.Name, p.operandTok(u), t, use.val.Type(), use.tok)
		}
		return use.val
	}
	v := ir.NewDetachedValue(t)
	f.add(forwardUse{num: u.Number, val: v, tok: p.operandTok(u)})
	return v
}

// defineValues binds name in the current scope, resolving earlier
// forward references.
func (p *Parser) defineValues(name string, def valueDef) {
	t := def.tok()
	s := p.curScope()
	if prev, dup := s.lookup(name); dup {
		d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locOf(t), Message: "redefinition of SSA value '" + ir.Snippet(name) + "'"}
		d.AttachNote(p.locOf(prev.tok()), "previously defined here")
		panic(bail{d})
	}
	if len(s.forward) == 0 {
		// fast path: nothing is waiting for a definition
	} else if f, ok := s.forward[name]; ok {
		// In order of result number, so that the first bad one is reported.
		sort.Slice(f.uses, func(i, j int) bool { return f.uses[i].num < f.uses[j].num })
		for _, use := range f.uses {
			i, ph := use.num, use.val
			if i >= int(def.n) {
				p.failAt(use.tok, "reference to invalid result number")
			}
			v := def.get(i)
			if ph.Type() != v.Type() {
				d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locOf(t), Message: fmt.Sprintf(
					"definition of SSA value '%s#%d' has type '%s'", ir.Snippet(name), i, ir.TypeString(v.Type()))}
				d.AttachNote(p.locOf(use.tok), "previously used here with type '%s'", ir.TypeString(ph.Type()))
				panic(bail{d})
			}
			ph.ReplaceAllUsesWith(v)
		}
		delete(s.forward, name)
	}
	numeric := s.set(name, def)
	if n := len(p.regions); n > 0 {
		if r := p.regions[n-1]; !r.isolated {
			if num, _ := numericName(name); numeric {
				p.numDefs = append(p.numDefs, int32(num))
			} else {
				p.strDefs = append(p.strDefs, name)
			}
		}
	}
}

// ---- regions and blocks ----

// parseRegion parses `{ blocks }` into r. args become the entry block's
// arguments; isolated starts a fresh SSA scope.
func (p *Parser) parseRegion(r *ir.Region, args []ir.Argument, isolated bool) {
	p.enter()
	defer p.leave()
	p.expect(tLBrace, "'{' to begin a region")
	var scope *isolatedScope
	if isolated {
		scope = &isolatedScope{values: map[string]valueDef{}, forward: map[string]*forwardRef{}}
		p.scopes = append(p.scopes, scope)
	} else {
		scope = p.curScope()
	}
	rs := &regionScope{blocks: map[string]*blockDef{}, scope: scope, isolated: isolated,
		numMark: len(p.numDefs), strMark: len(p.strDefs)}
	p.regions = append(p.regions, rs)

	if len(args) > 0 || !p.is(tCaretIdent) && !p.is(tRBrace) {
		entry := ir.NewBlock()
		r.Append(entry)
		for _, a := range args {
			loc := a.Loc
			if loc == nil {
				loc = p.ctx.FileLineColLoc(p.file, a.Operand.Line, a.Operand.Col)
			}
			v := entry.AddArgument(a.Type, loc)
			p.defineValues(a.Operand.Name, valueDef{arg: v, n: 1, line: int32(a.Operand.Line), col: int32(a.Operand.Col)})
		}
		if len(args) > 0 && p.is(tCaretIdent) {
			p.fail("invalid block name in region with named arguments")
		}
		p.parseBlockBody(entry)
	}
	for p.is(tCaretIdent) {
		p.parseBlock(r)
	}
	if len(args) > 0 && r.Empty() {
		r.Append(ir.NewBlock())
	}
	p.expect(tRBrace, "'}' to end region")

	p.checkUndefinedBlocks(rs)
	p.regions = p.regions[:len(p.regions)-1]
	if isolated {
		p.finishScope(scope)
		p.scopes = p.scopes[:len(p.scopes)-1]
	} else {
		for _, num := range p.numDefs[rs.numMark:] {
			if d := scope.slot(int(num), false); d != nil {
				*d = valueDef{}
			}
		}
		for _, name := range p.strDefs[rs.strMark:] {
			delete(scope.values, name)
		}
		p.numDefs = p.numDefs[:rs.numMark]
		clear(p.strDefs[rs.strMark:])
		p.strDefs = p.strDefs[:rs.strMark]
	}
}

func (p *Parser) curRegion() *regionScope { return p.regions[len(p.regions)-1] }

// blockRef returns the block named by t, creating a forward declaration.
func (p *Parser) blockRef(t token) *blockDef {
	rs := p.curRegion()
	name := p.text(t)
	b := rs.blocks[name]
	if b == nil {
		b = &blockDef{block: ir.NewBlock(), tok: t}
		rs.blocks[name] = b
	}
	return b
}

func (p *Parser) parseSuccessorRef() *ir.Block {
	t := p.expect(tCaretIdent, "block name")
	if len(p.regions) == 0 {
		p.failAt(t, "block reference outside of a region")
	}
	return p.blockRef(t).block
}

func (p *Parser) parseBlock(r *ir.Region) {
	t := p.expect(tCaretIdent, "block name")
	bd := p.blockRef(t)
	if bd.defined {
		p.failAt(t, "redefinition of block '%s'", ir.Snippet(p.text(t)))
	}
	bd.defined = true
	bd.tok = t
	b := bd.block
	r.Append(b)
	if p.consumeIf(tLParen) {
		for {
			at := p.expect(tPercentIdent, "SSA value name")
			p.expect(tColon, "':' and type for SSA value")
			ty := p.parseType()
			var loc ir.Location = p.locOf(at)
			arg := b.AddArgument(ty, loc)
			if p.isKeyword("loc") {
				l, alias, tk := p.parseLocSpecifier()
				if alias != "" {
					p.st.pendingLocs = append(p.st.pendingLocs, pendingLoc{name: alias, tok: tk, arg: arg})
				} else {
					arg.SetLoc(l)
				}
			}
			p.defineValues(p.text(at), valueDef{arg: arg, n: 1, line: int32(at.line), col: int32(at.col)})
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tRParen, "')' to end argument list")
	}
	p.expect(tColon, "':' after block name")
	p.parseBlockBody(b)
}

func (p *Parser) parseBlockBody(b *ir.Block) {
	for !p.is(tCaretIdent) && !p.is(tRBrace) {
		if p.is(tEOF) {
			p.fail("expected '}' to end region")
		}
		b.Append(p.parseOperation())
	}
}

// checkUndefinedBlocks reports the first block referenced in a region but
// never defined there.
func (p *Parser) checkUndefinedBlocks(rs *regionScope) {
	var bad *blockDef
	for _, b := range rs.blocks {
		if !b.defined && (bad == nil || b.tok.start < bad.tok.start) {
			bad = b
		}
	}
	if bad != nil {
		p.failAt(bad.tok, "reference to an undefined block")
	}
}

// typeMismatch reports a use whose type differs from the value's earlier
// definition or use, with MLIR's "prior use here" note.
func (p *Parser) typeMismatch(name string, at token, want, prior ir.Type, priorTok token) {
	d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locOf(at), Message: "use of value '" + ir.Snippet(name) +
		"' expects different type than prior uses: '" + ir.TypeString(want) + "' vs '" + ir.TypeString(prior) + "'"}
	d.AttachNote(p.locOf(priorTok), "prior use here")
	panic(bail{d})
}
