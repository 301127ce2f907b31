package parser

import (
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// parseType parses any type.
func (p *Parser) parseType() ir.Type {
	t, ok := p.parseOptionalTypeInner()
	if !ok {
		p.fail("expected non-function type")
	}
	return t
}

// parseOptionalTypeInner parses a type if the next token can start one.
func (p *Parser) parseOptionalTypeInner() (ir.Type, bool) {
	ctx := p.ctx
	switch p.tok.kind {
	case tLParen:
		return p.parseFunctionType(), true
	case tExclaimIdent:
		return p.parseDialectOrAliasType(), true
	case tBareIdent:
	default:
		return nil, false
	}
	text := p.text(p.tok)
	switch text {
	case "index":
		p.advance()
		return ctx.IndexType(), true
	case "none":
		p.advance()
		return ctx.NoneType(), true
	case "tensor":
		return p.parseTensorType(), true
	case "memref":
		return p.parseMemRefType(), true
	case "vector":
		return p.parseVectorType(), true
	case "complex":
		p.advance()
		p.enter()
		p.expect(tLess, "'<' in complex type")
		et := p.parseType()
		p.expect(tGreater, "'>' in complex type")
		p.leave()
		return ctx.ComplexType(et), true
	case "tuple":
		p.advance()
		p.enter()
		p.expect(tLess, "'<' in tuple type")
		var ts []ir.Type
		if !p.consumeIf(tGreater) {
			for {
				ts = append(ts, p.parseType())
				if !p.consumeIf(tComma) {
					break
				}
			}
			p.expect(tGreater, "'>' in tuple type")
		}
		p.leave()
		return ctx.TupleType(ts), true
	}
	if t, ok := p.intTypeFromText(text); ok {
		p.advance()
		return t, true
	}
	if k, ok := ir.FloatKindByName(text); ok {
		p.advance()
		return ctx.FloatType(k), true
	}
	return nil, false
}

// intTypeFromText recognizes iN, siN, uiN.
func (p *Parser) intTypeFromText(text string) (ir.Type, bool) {
	s := ir.Signless
	digits := ""
	switch {
	case len(text) > 1 && text[0] == 'i':
		digits = text[1:]
	case len(text) > 2 && text[:2] == "si":
		s, digits = ir.Signed, text[2:]
	case len(text) > 2 && text[:2] == "ui":
		s, digits = ir.Unsigned, text[2:]
	default:
		return nil, false
	}
	for i := 0; i < len(digits); i++ {
		if !isDigitB(digits[i]) {
			return nil, false
		}
	}
	if len(digits) > 9 {
		p.failAt(p.tok, "invalid integer width")
	}
	w, _ := strconv.Atoi(digits)
	if w > ir.MaxIntegerWidth {
		p.failAt(p.tok, "integer bitwidth is limited to %d bits", ir.MaxIntegerWidth)
	}
	return p.ctx.IntegerType(w, s), true
}

func (p *Parser) parseFunctionType() ir.Type {
	p.enter()
	defer p.leave()
	p.expect(tLParen, "")
	var ins []ir.Type
	if !p.consumeIf(tRParen) {
		for {
			ins = append(ins, p.parseType())
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tRParen, "')'")
	}
	p.expect(tArrow, "'->' in function type")
	outs := p.parseFunctionResultTypes()
	return p.ctx.FunctionType(ins, outs)
}

// parseFunctionResultTypes parses a single type or `(types)`.
func (p *Parser) parseFunctionResultTypes() []ir.Type {
	if p.is(tLParen) {
		// `(i32) -> (i32)` or a function type as the result `((i32) -> i32)`.
		p.enter()
		defer p.leave()
		p.advance()
		var outs []ir.Type
		if !p.consumeIf(tRParen) {
			for {
				outs = append(outs, p.parseType())
				if !p.consumeIf(tComma) {
					break
				}
			}
			p.expect(tRParen, "')' in function type")
		}
		return outs
	}
	return []ir.Type{p.parseType()}
}

// parseDimensionList parses `4x?x` prefixes (and `*x` when allowUnranked)
// and returns the dims; unranked reports `*`.
func (p *Parser) parseDimensionList(allowUnranked, allowScalable bool) (dims []int64, scalable []bool, unranked bool) {
	if p.is(tStar) && allowUnranked {
		p.advance()
		p.consumeX()
		return nil, nil, true
	}
	for {
		sc := false
		if allowScalable && p.is(tLSquare) {
			p.advance()
			sc = true
		}
		switch p.tok.kind {
		case tQuestion:
			if sc {
				p.fail("expected integer value")
			}
			dims = append(dims, ir.ShapedDynamic)
			p.advanceDim()
		case tInteger:
			txt := p.text(p.tok)
			if len(txt) > 1 && txt[1] == 'x' {
				// `0x4xf32` lexes as a hex literal: it is a zero dim and an `x`.
				dims = append(dims, 0)
				p.lex.pos = p.tok.start + 1
				p.advanceDim()
				break
			}
			v, err := strconv.ParseInt(txt, 10, 64)
			if err != nil || v < 0 {
				p.fail("invalid dimension")
			}
			dims = append(dims, v)
			if sc {
				p.advance()
			} else {
				p.advanceDim()
			}
		default:
			if sc {
				p.fail("expected integer value")
			}
			return dims, scalable, false
		}
		if sc {
			if !p.is(tRSquare) {
				p.fail("expected ']'")
			}
			p.advanceDim()
		}
		if allowScalable {
			scalable = append(scalable, sc)
		}
		if !p.consumeX() {
			p.fail("expected 'x' in dimension list")
		}
	}
}

// advanceDim consumes a dimension (or the `]` of a scalable one) and
// lexes the token after it, where an `x` is a token of its own.
func (p *Parser) advanceDim() {
	p.prev = p.tok
	p.tok = p.lex.nextDimSep()
}

// consumeX consumes the `x` separator of a dimension list, splitting a
// bare identifier such as `xf32` or `x4` after its first character.
func (p *Parser) consumeX() bool {
	if p.tok.kind != tBareIdent {
		return false
	}
	txt := p.text(p.tok)
	if txt[0] != 'x' {
		return false
	}
	if len(txt) > 1 {
		p.lex.pos = p.tok.start + 1
	}
	p.advance()
	return true
}

func (p *Parser) parseTensorType() ir.Type {
	p.advance()
	p.enter()
	defer p.leave()
	p.expect(tLess, "'<' in tensor type")
	dims, _, unranked := p.parseDimensionList(true, false)
	et := p.parseType()
	if unranked {
		p.expect(tGreater, "'>' in tensor type")
		return p.ctx.UnrankedTensorType(et)
	}
	var enc ir.Attribute
	if p.consumeIf(tComma) {
		enc = p.parseAttribute(nil)
	}
	p.expect(tGreater, "'>' in tensor type")
	return p.ctx.RankedTensorType(dims, et, enc)
}

func (p *Parser) parseMemRefType() ir.Type {
	memrefTok := p.tok
	p.advance()
	p.enter()
	defer p.leave()
	p.expect(tLess, "'<' in memref type")
	dims, _, unranked := p.parseDimensionList(true, false)
	et := p.parseType()
	var layout, space ir.Attribute
	if p.consumeIf(tComma) {
		a := p.parseAttribute(nil)
		switch a.(type) {
		case *ir.AffineMapAttr, *ir.StridedLayoutAttr:
			if unranked {
				p.fail("cannot have affine map for unranked memref type")
			}
			layout = a
			if p.consumeIf(tComma) {
				space = p.parseAttribute(nil)
			}
		default:
			space = a
		}
	}
	if _, opaque := space.(*ir.OpaqueAttr); opaque {
		// Attributes of unknown dialects cannot say they are memory spaces.
		p.failAt(memrefTok, "unsupported memory space Attribute")
	}
	p.expect(tGreater, "'>' in memref type")
	if unranked {
		return p.ctx.UnrankedMemRefType(et, space)
	}
	if m, ok := layout.(*ir.AffineMapAttr); ok && m.Map.NumDims != len(dims) {
		p.fail("memref layout mismatch between rank and affine map: %d != %d", len(dims), m.Map.NumDims)
	}
	return p.ctx.MemRefType(dims, et, layout, space)
}

func (p *Parser) parseVectorType() ir.Type {
	start := p.tok
	p.advance()
	p.enter()
	defer p.leave()
	p.expect(tLess, "'<' in vector type")
	dims, scalable, _ := p.parseDimensionList(false, true)
	for _, d := range dims {
		if d == ir.ShapedDynamic {
			p.fail("expected static shape")
		}
	}
	et := p.parseType()
	p.expect(tGreater, "'>' in vector type")
	for _, d := range dims {
		if d <= 0 {
			// MLIR's VectorType::verify, at the type's first token.
			ds := make([]string, len(dims))
			for i, d := range dims {
				ds[i] = strconv.FormatInt(d, 10)
			}
			p.failAt(start, "vector types must have positive constant sizes but got %s", strings.Join(ds, ", "))
		}
	}
	return p.ctx.VectorType(dims, et, scalable)
}

// parseDialectOrAliasType parses `!alias`, `!dialect.body<...>` or
// `!dialect<"body">`.
func (p *Parser) parseDialectOrAliasType() ir.Type {
	t := p.tok
	name := p.text(t)[1:]
	p.advance()
	dot := -1
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			dot = i
			break
		}
	}
	if dot < 0 {
		if p.is(tLess) && p.tok.start == t.end {
			// !dialect<"body">
			return p.parseDialectBody(name, "", t, true).(ir.Type)
		}
		ty, ok := p.st.typeAliases[name]
		if !ok {
			p.failAt(p.tok, "undefined symbol alias id '%s'", ir.Snippet(name))
		}
		p.nestAlias(t, p.st.typeDepth[name])
		return ty
	}
	return p.parseDialectBody(name[:dot], name[dot+1:], t, true).(ir.Type)
}

// parseDialectBody captures the body of a dialect type or attribute (the
// identifier after the dot plus an optional `<...>` group written right
// after it) and hands it to the dialect's hook, or keeps it opaque.
func (p *Parser) parseDialectBody(dialect, ident string, t token, isType bool) any {
	if dialect == "" || !isIdentStart(dialect[0]) {
		p.failAt(t, "expected dialect namespace")
	}
	// The body is a nesting level; its sub-parser starts one deeper.
	p.enter()
	defer p.leave()
	bodyStart := t.start + 1 + len(dialect) + 1
	bodyEnd := t.end
	// The body starts on the line of t, or of the first token inside.
	line, lineStart := t.line, t.start-t.col+1
	quoted := false
	if ident == "" && !p.peekStringBody() {
		// `#dialect<body>`: the pretty form without a mnemonic after a dot
		// (`#gpu<dim x>`); the dialect's hook parses body.
		open := p.expect(tLess, "")
		bodyStart = p.tok.start
		line, lineStart = p.tok.line, p.tok.start-p.tok.col+1
		bodyEnd = p.matchAngle(open).start
		ident = p.src[bodyStart:bodyEnd]
	} else if ident == "" {
		// `!dialect<"...">`: the body is the string.
		p.expect(tLess, "")
		st := p.expect(tString, "string body")
		raw := p.text(st)
		ident = unescape(raw[1 : len(raw)-1])
		p.expect(tGreater, "'>'")
		quoted = true
	} else if p.is(tLess) && p.tok.start == t.end {
		open := p.tok
		p.advance()
		bodyEnd = p.matchAngle(open).end
		ident = p.src[bodyStart:bodyEnd]
	}
	d := p.ctx.Dialect(dialect)
	if isType {
		if d != nil && d.ParseType != nil {
			sub := p.subParser(bodyStart, bodyEnd, line, lineStart, quoted, ident)
			ty, err := d.ParseType(sub)
			if err != nil {
				p.rethrow(err)
			}
			if !sub.is(tEOF) {
				sub.fail("unexpected trailing characters in dialect type")
			}
			return ty
		}
		if d != nil && d.Name == "builtin" {
			p.failAt(t, "invalid builtin type")
		}
		if d == nil && !p.opts.AllowUnregistered {
			p.failAt(t, "dialect '%s' is unknown", ir.Snippet(dialect))
		}
		return p.ctx.OpaqueType(dialect, ident)
	}
	var ty ir.Type
	if d != nil && d.ParseAttr != nil {
		sub := p.subParser(bodyStart, bodyEnd, line, lineStart, quoted, ident)
		a, err := d.ParseAttr(sub, ty)
		if err != nil {
			p.rethrow(err)
		}
		if !sub.is(tEOF) {
			sub.fail("unexpected trailing characters in dialect attribute")
		}
		return a
	}
	if d == nil && !p.opts.AllowUnregistered {
		p.failAt(t, "dialect '%s' is unknown", ir.Snippet(dialect))
	}
	if p.consumeIf(tColon) {
		ty = p.parseType()
	}
	return p.ctx.OpaqueAttr(dialect, ident, ty)
}

// matchAngle consumes tokens up to the `>` that closes open (the `<`
// consumed last) and returns that `>`.
//
// Dialect bodies nest (`!torch.list<!torch.list<...>>`), and each is
// scanned here before its sub-parser parses it, which meets the inner
// bodies and scans them again. To keep that linear, the scan remembers
// where each inner body that follows a dialect name closes, and the
// sub-parser's scan of that body jumps there.
func (p *Parser) matchAngle(open token) token {
	if gt, ok := p.angles.ends[open.start]; ok {
		delete(p.angles.ends, open.start)
		p.lex.pos, p.lex.line, p.lex.lineStart = gt.end, gt.line, gt.start-gt.col+1
		p.tok = gt
		p.advance()
		return gt
	}
	// stack holds the offsets of the open `<`s, -1 for those not worth
	// remembering (the outermost, and those after no dialect name).
	stack := []int{-1}
	for {
		switch p.tok.kind {
		case tLess:
			at := -1
			if pv := p.prev; (pv.kind == tExclaimIdent || pv.kind == tHashIdent) && pv.end == p.tok.start {
				at = p.tok.start
			}
			stack = append(stack, at)
		case tGreater:
			at := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				gt := p.tok
				p.advance()
				return gt
			}
			if at >= 0 {
				if p.angles.ends == nil {
					p.angles.ends = map[int]token{}
				}
				p.angles.ends[at] = p.tok
			}
		case tEOF:
			p.fail("unbalanced '<' character in pretty dialect name")
		case tError:
			p.fail("")
		}
		p.advance()
	}
}

// peekStringBody reports whether the `<` at the current token opens a
// quoted dialect body (`!dialect<"...">`).
func (p *Parser) peekStringBody() bool {
	if !p.is(tLess) {
		return false
	}
	i := p.tok.end
	for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '\n') {
		i++
	}
	return i < len(p.src) && p.src[i] == '"'
}

// subParser returns a parser over src[start:end] (starting on line, whose
// first byte is at lineStart) sharing aliases, used to run dialect hooks
// on a type or attribute body. For a quoted body the text is the
// unescaped string instead.
func (p *Parser) subParser(start, end, line, lineStart int, quoted bool, text string) *Parser {
	var sp *Parser
	if quoted {
		sp = newParser(p.ctx, p.file, text, 0, len(text), 1, 0, p.opts)
	} else {
		sp = newParser(p.ctx, p.file, p.src, start, end, line, lineStart, p.opts)
		// The same text: the ends of inner bodies found so far hold.
		sp.angles = p.angles
	}
	sp.st = p.st
	sp.depth = p.depth
	sp.locs = p.locTable()
	return sp
}
