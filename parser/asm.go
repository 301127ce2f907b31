package parser

import (
	"fmt"
	"strconv"

	"github.com/strata-compiler/strata/ir"
)

// This file implements ir.AsmParser on top of the internal
// panic-on-error functions; each method turns a bailout into an error.

var _ ir.AsmParser = (*Parser)(nil)

func (p *Parser) Context() *ir.Context    { return p.ctx }
func (p *Parser) CurrentLoc() ir.Location { return p.locOf(p.tok) }
func (p *Parser) DefaultDialect() string  { return p.defaultDialect[len(p.defaultDialect)-1] }

func (p *Parser) Errorf(format string, args ...any) error {
	if p.tok.kind == tError {
		return &ir.Diagnostic{Severity: ir.SevError, Loc: p.locOf(p.errTok()), Message: p.lex.errMsg}
	}
	return p.ErrorAt(p.locOf(p.tok), format, args...)
}

// ErrorAt builds an error for a custom parser; like MLIR it names the op
// being parsed: "custom op 'func.func' expected ...".
func (p *Parser) ErrorAt(loc ir.Location, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if p.customOp != "" {
		msg = "custom op '" + p.customOp + "' " + msg
	}
	return &ir.Diagnostic{Severity: ir.SevError, Loc: loc, Message: msg}
}

func (p *Parser) OperandLoc(u ir.UnresolvedOperand) ir.Location {
	return p.ctx.FileLineColLoc(p.file, u.Line, u.Col)
}

func (p *Parser) ParsePunct(s string) (err error) {
	defer p.catch(&err)
	k, ok := punctKinds[s]
	if !ok {
		p.fail("unknown punctuation '%s'", s)
	}
	if k == tColonColon {
		// `::` is only lexed before `@`; accept two colons elsewhere.
		if p.is(tColonColon) {
			p.advance()
			return nil
		}
		p.expect(tColon, "'::'")
		p.expect(tColon, "'::'")
		return nil
	}
	p.expect(k, "")
	return nil
}

func (p *Parser) ParseOptionalPunct(s string) bool {
	k, ok := punctKinds[s]
	if !ok {
		return false
	}
	return p.consumeIf(k)
}

// ParseKeyword reports a missing keyword like MLIR's AsmParser: at the
// current token, naming the custom op being parsed.
func (p *Parser) ParseKeyword(kw string) error {
	if p.consumeKeyword(kw) {
		return nil
	}
	return p.Errorf("expected '%s'", kw)
}

func (p *Parser) ParseOptionalKeyword(kw string) bool { return p.consumeKeyword(kw) }

func (p *Parser) PeekKeyword(kw string) bool { return p.isKeyword(kw) }

func (p *Parser) ParseOptionalKeywordAny() (string, bool) {
	if p.is(tBareIdent) {
		s := p.text(p.tok)
		p.advance()
		return s, true
	}
	return "", false
}

func (p *Parser) ParseKeywordAny() (string, error) {
	if s, ok := p.ParseOptionalKeywordAny(); ok {
		return s, nil
	}
	return "", p.Errorf("expected valid keyword")
}

func (p *Parser) ParseOptionalString() (string, bool) {
	if p.is(tString) {
		raw := p.text(p.tok)
		p.advance()
		return unescape(raw[1 : len(raw)-1]), true
	}
	return "", false
}

func (p *Parser) ParseString() (string, error) {
	if s, ok := p.ParseOptionalString(); ok {
		return s, nil
	}
	return "", p.Errorf("expected string")
}

func (p *Parser) ParseOptionalInteger() (v int64, ok bool, err error) {
	defer p.catch(&err)
	if !p.is(tInteger) && !(p.is(tMinus)) {
		return 0, false, nil
	}
	neg := p.consumeIf(tMinus)
	t := p.expect(tInteger, "integer value")
	v, perr := strconv.ParseInt(p.text(t), 0, 64)
	if perr != nil {
		p.failAt(t, "integer value too large")
	}
	if neg {
		v = -v
	}
	return v, true, nil
}

func (p *Parser) ParseInteger() (int64, error) {
	v, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, p.Errorf("expected integer value")
	}
	return v, nil
}

func (p *Parser) ParseOptionalSymbolName() (string, bool) {
	if p.is(tAtIdent) {
		s := p.symbolName(p.tok)
		p.advance()
		return s, true
	}
	return "", false
}

func (p *Parser) ParseSymbolName() (string, error) {
	if s, ok := p.ParseOptionalSymbolName(); ok {
		return s, nil
	}
	return "", p.Errorf("expected valid '@'-identifier for symbol name")
}

func (p *Parser) ParseType() (t ir.Type, err error) {
	defer p.catch(&err)
	return p.parseType(), nil
}

func (p *Parser) ParseOptionalType() (t ir.Type, ok bool, err error) {
	defer p.catch(&err)
	t, ok = p.parseOptionalTypeInner()
	return t, ok, nil
}

// ParseAffineMap parses a bare `(dims)[syms] -> (exprs)`.
func (p *Parser) ParseAffineMap() (m *ir.AffineMap, err error) {
	defer p.catch(&err)
	return p.parseAffineMapOrSet(false).(*ir.AffineMap), nil
}

func (p *Parser) ParseDimensionList() (dims []int64, err error) {
	defer p.catch(&err)
	dims, _, _ = p.parseDimensionList(false, false)
	for _, d := range dims {
		if d < 0 {
			p.fail("expected a static dimension")
		}
	}
	return dims, nil
}

func (p *Parser) ParseTypeList() (ts []ir.Type, err error) {
	defer p.catch(&err)
	t, ok := p.parseOptionalTypeInner()
	if !ok {
		return nil, nil
	}
	ts = append(ts, t)
	for p.consumeIf(tComma) {
		ts = append(ts, p.parseType())
	}
	return ts, nil
}

func (p *Parser) ParseFunctionResultTypes() (ts []ir.Type, err error) {
	defer p.catch(&err)
	return p.parseFunctionResultTypes(), nil
}

func (p *Parser) ParseAttribute(t ir.Type) (a ir.Attribute, err error) {
	defer p.catch(&err)
	return p.parseAttribute(t), nil
}

func (p *Parser) ParseOptionalAttribute(t ir.Type) (a ir.Attribute, ok bool, err error) {
	defer p.catch(&err)
	a, ok = p.parseOptionalAttr(t)
	return a, ok, nil
}

func (p *Parser) ParseOptionalAttrDict() (as []ir.NamedAttr, err error) {
	defer p.catch(&err)
	if !p.is(tLBrace) {
		return nil, nil
	}
	return p.parseAttrDict(), nil
}

func (p *Parser) ParseOptionalAttrDictWithKeyword() (as []ir.NamedAttr, err error) {
	defer p.catch(&err)
	if !p.consumeKeyword("attributes") {
		return nil, nil
	}
	if !p.is(tLBrace) {
		p.fail("expected '{' after 'attributes'")
	}
	return p.parseAttrDict(), nil
}

func (p *Parser) ParseOptionalLocationSpecifier() (l ir.Location, ok bool, err error) {
	defer p.catch(&err)
	if !p.isKeyword("loc") {
		return nil, false, nil
	}
	l, alias, t := p.parseLocSpecifier()
	if alias != "" {
		// Function-argument locations may use aliases defined later; they
		// are resolved when the alias is known only for ops and block
		// arguments, so require the alias here.
		p.failAt(t, "undefined symbol alias id '%s'", ir.Snippet(alias))
	}
	return l, true, nil
}

func (p *Parser) ParseOperand() (u ir.UnresolvedOperand, err error) {
	defer p.catch(&err)
	return p.parseOperandRef(), nil
}

func (p *Parser) ParseOptionalOperand() (u ir.UnresolvedOperand, ok bool, err error) {
	defer p.catch(&err)
	if !p.is(tPercentIdent) {
		return u, false, nil
	}
	return p.parseOperandRef(), true, nil
}

func (p *Parser) ParseOperandList() (us []ir.UnresolvedOperand, err error) {
	defer p.catch(&err)
	if !p.is(tPercentIdent) {
		return nil, nil
	}
	us = append(us, p.parseOperandRef())
	for p.consumeIf(tComma) {
		us = append(us, p.parseOperandRef())
	}
	return us, nil
}

func (p *Parser) ResolveOperand(u ir.UnresolvedOperand, t ir.Type) (v *ir.Value, err error) {
	defer p.catch(&err)
	return p.resolveOperand(u, t), nil
}

func (p *Parser) ResolveOperands(us []ir.UnresolvedOperand, ts []ir.Type) (vs []*ir.Value, err error) {
	defer p.catch(&err)
	if len(us) != len(ts) {
		panic(bail{p.ErrorAt(p.locOf(p.tok), "number of operands and types do not match: got %d operands and %d types", len(us), len(ts)).(*ir.Diagnostic)})
	}
	vs = make([]*ir.Value, len(us))
	for i, u := range us {
		vs[i] = p.resolveOperand(u, ts[i])
	}
	return vs, nil
}

func (p *Parser) ParseOptionalArgument(allowType, allowAttrs bool) (a ir.Argument, ok bool, err error) {
	defer p.catch(&err)
	if !p.is(tPercentIdent) {
		return a, false, nil
	}
	t := p.tok
	p.advance()
	a.Operand = ir.UnresolvedOperand{Name: p.text(t), Line: t.line, Col: t.col}
	if allowType {
		p.expect(tColon, "':'")
		a.Type = p.parseType()
	}
	if allowAttrs && p.is(tLBrace) {
		a.Attrs = p.parseAttrDict()
	}
	if p.isKeyword("loc") {
		l, alias, at := p.parseLocSpecifier()
		if alias != "" {
			p.failAt(at, "undefined symbol alias id '%s'", ir.Snippet(alias))
		}
		a.Loc = l
	}
	return a, true, nil
}

func (p *Parser) ParseArgument(allowType, allowAttrs bool) (ir.Argument, error) {
	a, ok, err := p.ParseOptionalArgument(allowType, allowAttrs)
	if err != nil {
		return a, err
	}
	if !ok {
		return a, p.Errorf("expected SSA identifier")
	}
	return a, nil
}

// regionIsolated is false: like MLIR's parser, ours lets isolated regions
// see outer names and leaves the isolation check to the verifier, which
// reports "using value defined outside the region".
func (p *Parser) regionIsolated() bool { return false }

func (p *Parser) ParseRegion(r *ir.Region, args []ir.Argument) (err error) {
	defer p.catch(&err)
	p.parseRegion(r, args, p.regionIsolated())
	return nil
}

func (p *Parser) ParseOptionalRegion(r *ir.Region, args []ir.Argument) (ok bool, err error) {
	defer p.catch(&err)
	if !p.is(tLBrace) {
		return false, nil
	}
	p.parseRegion(r, args, p.regionIsolated())
	return true, nil
}

func (p *Parser) ParseSuccessor() (b *ir.Block, err error) {
	defer p.catch(&err)
	return p.parseSuccessorRef(), nil
}

func (p *Parser) ParseOptionalSuccessor() (b *ir.Block, ok bool, err error) {
	defer p.catch(&err)
	if !p.is(tCaretIdent) {
		return nil, false, nil
	}
	return p.parseSuccessorRef(), true, nil
}

func (p *Parser) ParseSuccessorAndUseList() (b *ir.Block, vs []*ir.Value, err error) {
	defer p.catch(&err)
	b = p.parseSuccessorRef()
	if !p.consumeIf(tLParen) {
		return b, nil, nil
	}
	var us []ir.UnresolvedOperand
	for {
		us = append(us, p.parseOperandRef())
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tColon, "':'")
	var ts []ir.Type
	for {
		ts = append(ts, p.parseType())
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tRParen, "')'")
	if len(us) != len(ts) {
		p.fail("%d operands present, but expected %d", len(us), len(ts))
	}
	for i, u := range us {
		vs = append(vs, p.resolveOperand(u, ts[i]))
	}
	return b, vs, nil
}
