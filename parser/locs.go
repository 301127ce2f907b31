package parser

import (
	"strconv"

	"github.com/strata-compiler/strata/ir"
)

// parseLocSpecifier parses `loc(...)`. When the location is an alias not
// yet defined, it returns its name (and token) instead, so the caller can
// resolve it at the end of the file as MLIR allows.
func (p *Parser) parseLocSpecifier() (ir.Location, string, token) {
	p.advance() // loc
	p.expect(tLParen, "'(' in location")
	if p.is(tHashIdent) {
		t := p.tok
		name := p.text(t)[1:]
		p.advance()
		p.expect(tRParen, "')' in location")
		if a, ok := p.st.attrAliases[name]; ok {
			p.nestAlias(t, p.st.attrDepth[name])
			l, ok := a.(ir.Location)
			if !ok {
				p.failAt(t, "expected location, but found '%s'", ir.AttrString(a))
			}
			return l, "", t
		}
		return nil, name, t
	}
	l := p.parseLocInner()
	p.expect(tRParen, "')' in location")
	return l, "", token{}
}

// parseLocInner parses the location grammar inside loc(...).
func (p *Parser) parseLocInner() ir.Location {
	p.enter()
	defer p.leave()
	ctx := p.ctx
	switch p.tok.kind {
	case tHashIdent:
		t := p.tok
		name := p.text(t)[1:]
		p.advance()
		a, ok := p.st.attrAliases[name]
		if !ok {
			p.failAt(t, "undefined symbol alias id '%s'", ir.Snippet(name))
		}
		p.nestAlias(t, p.st.attrDepth[name])
		l, ok := a.(ir.Location)
		if !ok {
			p.failAt(t, "expected location, but found '%s'", ir.AttrString(a))
		}
		return l
	case tString:
		raw := p.text(p.tok)
		s := unescape(raw[1 : len(raw)-1])
		p.advance()
		if p.consumeIf(tColon) {
			lt := p.expect(tInteger, "integer line number in FileLineColLoc")
			line, err := strconv.Atoi(p.text(lt))
			if err != nil {
				p.failAt(lt, "expected integer line number in FileLineColLoc")
			}
			col := 0
			if p.consumeIf(tColon) {
				ct := p.expect(tInteger, "integer column number in FileLineColLoc")
				col, err = strconv.Atoi(p.text(ct))
				if err != nil {
					p.failAt(ct, "expected integer column number in FileLineColLoc")
				}
			}
			if p.consumeKeyword("to") {
				// Ranges `to [line:]col` are accepted; the start is kept.
				p.expect(tInteger, "integer")
				if p.consumeIf(tColon) {
					p.expect(tInteger, "integer")
				}
			}
			return ctx.FileLineColLoc(s, line, col)
		}
		var child ir.Location
		if p.consumeIf(tLParen) {
			child = p.parseLocInner()
			if _, isName := child.(*ir.NameLoc); false && isName {
				_ = child
			}
			p.expect(tRParen, "')' after child location of NameLoc")
		}
		return ctx.NameLoc(s, child)
	case tBareIdent:
		switch p.text(p.tok) {
		case "unknown":
			p.advance()
			return ctx.UnknownLoc()
		case "callsite":
			p.advance()
			p.expect(tLParen, "'(' in callsite location")
			callee := p.parseLocInner()
			if !p.consumeKeyword("at") {
				p.fail("expected 'at' in callsite location")
			}
			caller := p.parseLocInner()
			p.expect(tRParen, "')' in callsite location")
			return ctx.CallSiteLoc(callee, caller)
		case "fused":
			p.advance()
			var md ir.Attribute
			if p.consumeIf(tLess) {
				md = p.parseAttribute(nil)
				p.expect(tGreater, "'>' after fused location metadata")
			}
			var locs []ir.Location
			p.parseCommaSeparated(tLSquare, tRSquare, false, func() {
				locs = append(locs, p.parseLocInner())
			})
			return ctx.FusedLoc(locs, md)
		}
	}
	p.fail("expected location instance")
	return nil
}
