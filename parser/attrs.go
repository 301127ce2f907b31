package parser

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// parseAttrDict parses `{name = value, unitName, "quoted" = v}`.
func (p *Parser) parseAttrDict() []ir.NamedAttr {
	var out []ir.NamedAttr
	p.enter()
	defer p.leave()
	seen := map[string]bool{}
	p.expect(tLBrace, "'{' in attribute dictionary")
	if p.consumeIf(tRBrace) {
		return nil
	}
	p.parseCommaSeparated(tEOF, tEOF, false, func() {
		t := p.tok
		var name string
		switch t.kind {
		case tBareIdent:
			name = p.text(t)
		case tString:
			raw := p.text(t)
			name = unescape(raw[1 : len(raw)-1])
			if name == "" {
				p.fail("expected valid attribute name")
			}
		default:
			p.fail("expected attribute name")
		}
		p.advance()
		if seen[name] {
			p.failAt(t, "duplicate key '%s' in dictionary attribute", ir.Snippet(name))
		}
		seen[name] = true
		if !p.consumeIf(tEqual) {
			out = append(out, ir.NamedAttr{Name: name, Value: p.ctx.UnitAttr()})
			return
		}
		out = append(out, ir.NamedAttr{Name: name, Value: p.parseAttribute(nil)})
	})
	p.expect(tRBrace, "'}' in attribute dictionary")
	return out
}

// parseAttribute parses any attribute. typ, when non-nil, is the type of
// a bare numeric literal (used by the assembly format).
func (p *Parser) parseAttribute(typ ir.Type) ir.Attribute {
	a, ok := p.parseOptionalAttr(typ)
	if !ok {
		p.fail("expected attribute value")
	}
	return a
}

func (p *Parser) parseOptionalAttr(typ ir.Type) (ir.Attribute, bool) {
	ctx := p.ctx
	switch p.tok.kind {
	case tInteger, tFloat, tMinus:
		return p.parseNumberAttr(typ), true
	case tString:
		raw := p.text(p.tok)
		s := unescape(raw[1 : len(raw)-1])
		p.advance()
		if p.consumeIf(tColon) {
			return ctx.TypedStringAttr(s, p.parseType()), true
		}
		return ctx.StringAttr(s), true
	case tLSquare:
		p.enter()
		defer p.leave()
		var elems []ir.Attribute
		p.parseCommaSeparated(tLSquare, tRSquare, true, func() {
			elems = append(elems, p.parseAttribute(nil))
		})
		return ctx.ArrayAttr(elems), true
	case tLBrace:
		return ctx.DictionaryAttr(p.parseAttrDict()), true
	case tAtIdent:
		root := p.symbolName(p.tok)
		p.advance()
		var nested []string
		for p.consumeIf(tColonColon) {
			t := p.expect(tAtIdent, "nested symbol reference identifier")
			nested = append(nested, p.symbolName(t))
		}
		return ctx.SymbolRefAttr(root, nested...), true
	case tHashIdent:
		t := p.tok
		name := p.text(t)[1:]
		if strings.IndexByte(name, '.') < 0 {
			p.advance()
			if p.is(tLess) && p.tok.start == t.end {
				return p.parseDialectBody(name, "", t, false).(ir.Attribute), true
			}
			a, ok := p.st.attrAliases[name]
			if !ok {
				p.failAt(p.tok, "undefined symbol alias id '%s'", ir.Snippet(name))
			}
			p.nestAlias(t, p.st.attrDepth[name])
			return a, true
		}
		p.advance()
		dot := strings.IndexByte(name, '.')
		return p.parseDialectBody(name[:dot], name[dot+1:], t, false).(ir.Attribute), true
	case tBareIdent:
		switch p.text(p.tok) {
		case "true":
			p.advance()
			return ctx.BoolAttr(true), true
		case "false":
			p.advance()
			return ctx.BoolAttr(false), true
		case "unit":
			p.advance()
			return ctx.UnitAttr(), true
		case "affine_map":
			p.advance()
			p.expect(tLess, "'<'")
			m := p.parseAffineMapOrSet(false)
			p.expect(tGreater, "'>'")
			return ctx.AffineMapAttr(m.(*ir.AffineMap)), true
		case "affine_set":
			p.advance()
			p.expect(tLess, "'<'")
			s := p.parseAffineMapOrSet(true)
			p.expect(tGreater, "'>'")
			return ctx.IntegerSetAttr(s.(*ir.IntegerSet)), true
		case "dense":
			return p.parseDenseAttr(typ), true
		case "dense_resource":
			return p.parseDenseResourceAttr(), true
		case "sparse":
			return p.parseSparseAttr(typ), true
		case "array":
			return p.parseDenseArrayAttr(), true
		case "strided":
			return p.parseStridedLayout(), true
		case "loc":
			l, alias, t := p.parseLocSpecifier()
			if alias != "" {
				p.failAt(t, "undefined symbol alias id '%s'", ir.Snippet(alias))
			}
			return l, true
		}
	}
	// Anything else must be a type.
	if t, ok := p.parseOptionalTypeInner(); ok {
		return ctx.TypeAttr(t), true
	}
	return nil, false
}

func (p *Parser) symbolName(t token) string {
	raw := p.text(t)[1:]
	if len(raw) > 0 && raw[0] == '"' {
		return unescape(raw[1 : len(raw)-1])
	}
	return raw
}

// parseNumberAttr parses [-] integer-or-float [: type].
func (p *Parser) parseNumberAttr(typ ir.Type) ir.Attribute {
	ctx := p.ctx
	neg := p.consumeIf(tMinus)
	t := p.tok
	if t.kind != tInteger && t.kind != tFloat {
		p.fail("expected integer or floating point literal")
	}
	p.advance()
	// As MLIR's parseDecOrHexAttr and parseFloatAttr: a trailing `: type`
	// belongs to the literal only when the caller gave no type.
	if typ == nil && p.consumeIf(tColon) {
		typ = p.parseType()
	} else if typ == nil {
		if t.kind == tFloat {
			typ = ctx.F64()
		} else {
			typ = ctx.I(64)
		}
	}
	txt := p.text(t)
	switch ty := typ.(type) {
	case *ir.FloatType:
		bits, ok := p.floatBits(ty, txt, neg, t)
		if !ok {
			p.failAt(t, "floating point value too large for attribute")
		}
		return ctx.FloatAttrBits(ty, bits)
	case *ir.IntegerType, *ir.IndexType:
		if t.kind == tFloat {
			p.fail("floating point value not valid for specified type")
		}
		v := p.bigInt(txt, neg, t)
		if !fitsType(v, typ) {
			p.failAt(t, "integer constant out of range for attribute")
		}
		return ctx.IntegerAttrBig(typ, v)
	}
	p.failAt(t, "invalid type for numeric literal: '%s'", ir.TypeString(typ))
	return nil
}

func (p *Parser) bigInt(txt string, neg bool, t token) *big.Int {
	v := new(big.Int)
	var ok bool
	if strings.HasPrefix(txt, "0x") {
		_, ok = v.SetString(txt[2:], 16)
	} else {
		_, ok = v.SetString(txt, 10)
	}
	if !ok {
		p.failAt(t, "invalid integer literal")
	}
	if neg {
		v.Neg(v)
	}
	return v
}

// fitsType checks an integer literal against the type's range (signless
// values may be written signed or unsigned). It compares bit lengths, so
// that a literal of a 2^24-bit type costs no 2^24-bit bounds.
func fitsType(v *big.Int, t ir.Type) bool {
	w := ir.IntOrFloatBitWidth(t)
	if _, isIndex := t.(*ir.IndexType); isIndex {
		w = 64
	}
	if w == 0 {
		return true
	}
	if v.Sign() < 0 {
		if it, ok := t.(*ir.IntegerType); ok && it.Signedness == ir.Unsigned {
			return false
		}
		// v >= -2^(w-1): |v| < 2^(w-1), or |v| is 2^(w-1) itself.
		n := v.BitLen()
		return n < w || n == w && v.TrailingZeroBits() == uint(w-1)
	}
	if it, ok := t.(*ir.IntegerType); ok && it.Signedness == ir.Signed {
		return v.BitLen() <= w-1 || (w == 1 && v.BitLen() <= 1)
	}
	return v.BitLen() <= w
}

// floatBits converts a literal into the bits of float type ty: hex
// integers are raw bit patterns, decimals are rounded.
func (p *Parser) floatBits(ty *ir.FloatType, txt string, neg bool, t token) (uint64, bool) {
	if strings.HasPrefix(txt, "0x") {
		if neg {
			p.failAt(t, "hexadecimal float literal should not have a leading minus")
		}
		v, err := strconv.ParseUint(txt[2:], 16, 64)
		if err != nil || (ir.FloatWidth(ty.Kind) < 64 && v>>uint(ir.FloatWidth(ty.Kind)) != 0) {
			p.failAt(t, "hexadecimal float constant out of range for type")
		}
		return v, true
	}
	if t.kind == tInteger {
		p.failAt(t, "unexpected decimal integer literal for a floating point value")
	}
	f, err := strconv.ParseFloat(txt, 64)
	if ty.Kind == ir.F32 {
		f, err = strconv.ParseFloat(txt, 32)
	}
	if err != nil && !math.IsInf(f, 0) {
		return 0, false
	}
	if neg {
		f = -f
	}
	return ir.FloatBits(ty.Kind, f), true
}

// ---- dense elements ----

// denseLit is a parsed element literal of dense<...>.
type denseLit struct {
	tok      token
	neg      bool
	kind     tokKind // tInteger, tFloat, tBareIdent (true/false), tString
	imag     *denseLit
	isString bool
}

func (p *Parser) parseDenseAttr(typ ir.Type) ir.Attribute {
	ctx := p.ctx
	denseTok := p.tok
	p.advance()
	p.enter()
	defer p.leave()
	p.expect(tLess, "'<' after 'dense'")
	var hexTok *token
	var lits []denseLit
	var shape []int64
	splat := false
	empty := false
	switch {
	case p.is(tGreater):
		empty = true
	case p.is(tString):
		t := p.tok
		raw := p.text(t)
		if strings.HasPrefix(raw, "\"0x") {
			hexTok = &t
			p.advance()
		} else {
			lits, shape, splat = p.parseDenseLiteral()
		}
	default:
		lits, shape, splat = p.parseDenseLiteral()
	}
	closeTok := p.expect(tGreater, "'>'")
	typeTok := p.tok
	var ty ir.Type
	if typ != nil {
		// The type is given by the caller (assembly formats); as MLIR's
		// parseElementsLiteralType, a following `:` is not the literal's.
		ty = typ
	} else {
		p.expect(tColon, "':'")
		typeTok = p.tok
		ty = p.parseType()
	}
	st, ok := ty.(ir.ShapedType)
	if !ok || !st.HasRank() {
		p.failAt(typeTok, "elements literal must be a shaped type")
	}
	if _, isVec := ty.(*ir.VectorType); !isVec {
		if _, isTensor := ty.(*ir.RankedTensorType); !isTensor {
			p.failAt(typeTok, "elements literal must be a ranked tensor or vector type")
		}
	}
	n := ir.NumElements(st)
	if n < 0 {
		p.failAt(typeTok, "elements literal type must have static shape")
	}
	et := st.ElementType()
	isNumeric := ir.IsIntOrIndex(et) || ir.IsFloat(et)
	if ct, ok := et.(*ir.ComplexType); ok {
		isNumeric = ir.IsIntOrIndex(ct.Elem) || ir.IsFloat(ct.Elem)
	}
	if hexTok != nil {
		raw := p.text(*hexTok)
		data, ok := ir.DecodeHex(raw[3 : len(raw)-1])
		if !ok {
			p.failAt(*hexTok, "expected string containing hex digits starting with `0x`")
		}
		if !isNumeric {
			return ctx.DenseStringElementsAttr(st, []string{unescape(raw[1 : len(raw)-1])})
		}
		stride := ir.ElemBytes(et)
		if _, ok := et.(*ir.ComplexType); ok {
			stride *= 2
		}
		if len(data) != stride && int64(len(data)) != int64(stride)*n {
			p.failAt(*hexTok, "elements hex data size is invalid for provided type")
		}
		return ctx.DenseElementsAttr(st, data)
	}
	if empty {
		if n != 0 {
			p.failAt(typeTok, "expected %d elements but found none", n)
		}
		return ctx.DenseElementsAttr(st, nil)
	}
	if !splat {
		if !equalShape(shape, st.Shape()) {
			p.failAt(denseTok, "inferred shape of elements literal (%s) does not match type (%s)", shapeStr(shape), shapeStr(st.Shape()))
		}
	}
	if !isNumeric {
		var ss []string
		for _, l := range lits {
			if l.kind != tString {
				p.failAt(l.tok, "expected string literal in dense string attribute")
			}
			raw := p.text(l.tok)
			ss = append(ss, unescape(raw[1:len(raw)-1]))
		}
		return ctx.DenseStringElementsAttr(st, ss)
	}
	// The elements' storage comes from their type, which may be as wide
	// as 2^24 bits: a few bytes of text per element must not become
	// megabytes each.
	stride := int64(ir.ElemBytes(et))
	if _, ok := et.(*ir.ComplexType); ok {
		stride *= 2
	}
	text := int64(closeTok.end - denseTok.start)
	if need := int64(len(lits)) * stride; need > 64*text+denseSlack {
		p.failAt(denseTok, "elements literal is too large: %d elements of %d bytes from %d bytes of text", len(lits), stride, text)
	}
	data := make([]byte, 0, int64(len(lits))*stride)
	for i := range lits {
		data = p.appendDenseElem(data, et, &lits[i])
	}
	if len(lits) == 0 && n != 0 {
		p.failAt(typeTok, "expected %d elements", n)
	}
	return ctx.DenseElementsAttr(st, data)
}

// parseSparseAttr parses `sparse<indices, values> : type` (or `sparse<>`).
// As upstream, a splat index list is one coordinate (1 x rank) and a
// splat value list holds one value per coordinate.
func (p *Parser) parseSparseAttr(typ ir.Type) ir.Attribute {
	ctx := p.ctx
	sparseTok := p.tok
	p.advance()
	p.enter()
	defer p.leave()
	p.expect(tLess, "'<' after 'sparse'")
	var idxLits, valLits []denseLit
	var idxShape, valShape []int64
	var idxSplat, valSplat bool
	empty := p.is(tGreater)
	if !empty {
		idxLits, idxShape, idxSplat = p.parseDenseLiteral()
		p.expect(tComma, "','")
		valLits, valShape, valSplat = p.parseDenseLiteral()
	}
	p.expect(tGreater, "'>'")
	typeTok := p.tok
	ty := typ
	if ty == nil {
		p.expect(tColon, "':'")
		typeTok = p.tok
		ty = p.parseType()
	}
	st, ok := ty.(ir.ShapedType)
	if !ok || !st.HasRank() || ir.NumElements(st) < 0 {
		p.failAt(typeTok, "elements literal type must have static shape")
	}
	if empty || (len(idxShape) == 1 && idxShape[0] == 0 && len(valLits) == 0) {
		// No coordinates: `sparse<>`, as upstream prints `sparse<[], []>`.
		return ctx.SparseElementsAttr(st, nil, nil)
	}
	i64 := ctx.I(64)
	rawIdx, rawVal := idxShape, valShape
	if idxSplat {
		idxShape = []int64{1, int64(len(st.Shape()))}
	}
	if valSplat && len(idxShape) == 2 {
		valShape = []int64{idxShape[0]}
	}
	if len(idxShape) != 2 || idxShape[1] != int64(len(st.Shape())) || len(valShape) != 1 || valShape[0] != idxShape[0] {
		p.failAt(sparseTok, "expected shape (%s); inferred shape of indices literal (%s); inferred shape of values literal (%s)",
			shapeStr(st.Shape()), shapeStr(rawIdx), shapeStr(rawVal))
	}
	var idxData, valData []byte
	for i := range idxLits {
		idxData = p.appendDenseElem(idxData, i64, &idxLits[i])
	}
	et := st.ElementType()
	for i := range valLits {
		valData = p.appendDenseElem(valData, et, &valLits[i])
	}
	indices := ctx.DenseElementsAttr(ctx.RankedTensorType(idxShape, i64, nil), idxData)
	values := ctx.DenseElementsAttr(ctx.RankedTensorType(valShape, et, nil), valData)
	return ctx.SparseElementsAttr(st, indices, values)
}

// denseSlack is how many bytes a dense literal may take beyond 64 per
// byte of its text (an element of the widest integer type takes 2 MiB).
const denseSlack = 16 << 20

func equalShape(a, b []int64) bool {
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

func shapeStr(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// parseDenseLiteral parses a scalar (splat) or nested lists, returning
// the flattened elements and the inferred shape.
//
// As MLIR, every list's elements must have the same shape. Shapes are
// interned (a shape is its element count and the shape of its first
// element), so comparing two is one comparison, not one per dimension.
func (p *Parser) parseDenseLiteral() ([]denseLit, []int64, bool) {
	if !p.is(tLSquare) {
		return []denseLit{p.parseDenseElem()}, nil, true
	}
	type shapeKey struct {
		count int64
		sub   *denseShape
	}
	shapes := map[shapeKey]*denseShape{}
	var lits []denseLit
	var rec func() *denseShape
	rec = func() *denseShape {
		p.enter()
		defer p.leave()
		p.expect(tLSquare, "")
		var sub *denseShape
		count := int64(0)
		if !p.is(tRSquare) {
			for {
				// A scalar's shape is nil.
				var s *denseShape
				if p.is(tLSquare) {
					s = rec()
				} else {
					lits = append(lits, p.parseDenseElem())
				}
				if count > 0 && s != sub {
					p.fail("tensor literal is invalid; ranks are not consistent between elements")
				}
				sub = s
				count++
				if !p.consumeIf(tComma) {
					break
				}
			}
		}
		p.expect(tRSquare, "']'")
		k := shapeKey{count, sub}
		s := shapes[k]
		if s == nil {
			s = &denseShape{count: count, sub: sub}
			shapes[k] = s
		}
		return s
	}
	var shape []int64
	for s := rec(); s != nil; s = s.sub {
		shape = append(shape, s.count)
	}
	return lits, shape, false
}

// denseShape is an interned shape of a dense literal list.
type denseShape struct {
	count int64
	sub   *denseShape
}

func (p *Parser) parseDenseElem() denseLit {
	if p.is(tLParen) {
		p.advance()
		re := p.parseDenseElem()
		p.expect(tComma, "','")
		im := p.parseDenseElem()
		p.expect(tRParen, "')'")
		re.imag = &im
		return re
	}
	l := denseLit{neg: p.consumeIf(tMinus)}
	l.tok = p.tok
	l.kind = p.tok.kind
	switch p.tok.kind {
	case tInteger, tFloat:
	case tString:
		if l.neg {
			p.fail("expected integer or floating point literal")
		}
	case tBareIdent:
		if txt := p.text(p.tok); (txt != "true" && txt != "false") || l.neg {
			p.fail("expected element literal of primitive type")
		}
	default:
		p.fail("expected element literal of primitive type")
	}
	p.advance()
	return l
}

func (p *Parser) appendDenseElem(data []byte, et ir.Type, l *denseLit) []byte {
	if ct, ok := et.(*ir.ComplexType); ok {
		if l.imag == nil {
			p.failAt(l.tok, "expected complex element")
		}
		re := *l
		re.imag = nil
		data = p.appendDenseElem(data, ct.Elem, &re)
		return p.appendDenseElem(data, ct.Elem, l.imag)
	}
	if l.imag != nil {
		p.failAt(l.tok, "complex element for non-complex type")
	}
	txt := p.text(l.tok)
	switch t := et.(type) {
	case *ir.FloatType:
		var bits uint64
		switch l.kind {
		case tFloat:
			b, ok := p.floatBits(t, txt, l.neg, l.tok)
			if !ok {
				p.failAt(l.tok, "floating point value too large")
			}
			bits = b
		case tInteger:
			if strings.HasPrefix(txt, "0x") {
				bits, _ = p.floatBits(t, txt, l.neg, l.tok)
			} else {
				f, _ := strconv.ParseFloat(txt, 64)
				if l.neg {
					f = -f
				}
				bits = ir.FloatBits(t.Kind, f)
			}
		default:
			p.failAt(l.tok, "expected floating point literal")
		}
		n := ir.ElemBytes(t)
		for i := 0; i < n; i++ {
			if i < 8 {
				data = append(data, byte(bits>>(8*i)))
			} else {
				data = append(data, 0)
			}
		}
		return data
	default:
		var v *big.Int
		switch l.kind {
		case tBareIdent:
			if it, ok := et.(*ir.IntegerType); !ok || it.Width != 1 {
				p.failAt(l.tok, "expected i1 type for 'true' or 'false' values")
			}
			v = big.NewInt(0)
			if txt == "true" {
				v = big.NewInt(1)
			}
		case tInteger:
			v = p.bigInt(txt, l.neg, l.tok)
			if !fitsType(v, et) {
				p.failAt(l.tok, "integer constant out of range for type")
			}
		default:
			p.failAt(l.tok, "expected integer elements, but parsed floating-point")
		}
		n := ir.ElemBytes(et)
		// Two's complement little-endian bytes of v.
		tmp := new(big.Int).Set(v)
		if tmp.Sign() < 0 {
			tmp.Add(tmp, new(big.Int).Lsh(big.NewInt(1), uint(8*n)))
		}
		b := tmp.Bytes()
		for i := 0; i < n; i++ {
			if i < len(b) {
				data = append(data, b[len(b)-1-i])
			} else {
				data = append(data, 0)
			}
		}
		return data
	}
}

func (p *Parser) parseDenseResourceAttr() ir.Attribute {
	p.advance()
	p.expect(tLess, "'<'")
	t := p.tok
	var name string
	switch t.kind {
	case tBareIdent:
		name = p.text(t)
	case tString:
		raw := p.text(t)
		name = unescape(raw[1 : len(raw)-1])
	default:
		p.fail("expected resource handle")
	}
	p.advance()
	p.expect(tGreater, "'>'")
	p.expect(tColon, "':'")
	typeTok := p.tok
	st, ok := p.parseType().(ir.ShapedType)
	if !ok {
		p.failAt(typeTok, "expected a shaped type for dense_resource")
	}
	return p.ctx.DenseResourceElementsAttr(st, name)
}

func (p *Parser) parseDenseArrayAttr() ir.Attribute {
	ctx := p.ctx
	p.advance()
	p.expect(tLess, "'<' after 'array'")
	typeTok := p.tok
	et := p.parseType()
	var ints []int64
	var floats []float64
	ft, isF := et.(*ir.FloatType)
	it, isI := et.(*ir.IntegerType)
	if !isF && !isI {
		p.failAt(typeTok, "expected integer or float type, got: '%s'", ir.TypeString(et))
	}
	if p.consumeIf(tColon) {
		for {
			neg := p.consumeIf(tMinus)
			t := p.tok
			switch {
			case isF && (t.kind == tFloat || t.kind == tInteger):
				p.advance()
				bits, _ := p.floatBits(ft, p.text(t), neg, t)
				if t.kind == tInteger && !strings.HasPrefix(p.text(t), "0x") {
					f, _ := strconv.ParseFloat(p.text(t), 64)
					if neg {
						f = -f
					}
					bits = ir.FloatBits(ft.Kind, f)
				}
				floats = append(floats, ir.FloatFromBits(ft.Kind, bits))
			case isI && t.kind == tInteger:
				p.advance()
				v := p.bigInt(p.text(t), neg, t)
				if !fitsType(v, et) {
					p.fail("integer constant out of range")
				}
				if it.Signedness == ir.Unsigned || it.Width == 1 {
					ints = append(ints, int64(v.Uint64()))
				} else {
					ints = append(ints, v.Int64())
				}
			case isI && it.Width == 1 && t.kind == tBareIdent && (p.text(t) == "true" || p.text(t) == "false"):
				p.advance()
				if p.text(t) == "true" {
					ints = append(ints, 1)
				} else {
					ints = append(ints, 0)
				}
			default:
				if isF {
					p.failAt(p.tok, "expected float literal")
				}
				p.failAt(p.tok, "expected integer literal")
			}
			if !p.consumeIf(tComma) {
				break
			}
		}
	}
	p.expect(tGreater, "'>' to close an array attribute")
	if isF {
		return ctx.DenseFloatArray(ft, floats)
	}
	return ctx.DenseIntArray(et, ints)
}

func (p *Parser) parseStridedLayout() ir.Attribute {
	p.advance()
	p.expect(tLess, "'<' after 'strided'")
	var strides []int64
	p.parseCommaSeparated(tLSquare, tRSquare, true, func() {
		strides = append(strides, p.parseDynInt())
	})
	offset := int64(0)
	if p.consumeIf(tComma) {
		if !p.consumeKeyword("offset") {
			p.fail("expected 'offset' after comma")
		}
		p.expect(tColon, "':' after 'offset'")
		offset = p.parseDynInt()
	}
	p.expect(tGreater, "'>'")
	return p.ctx.StridedLayoutAttr(offset, strides)
}

// parseDynInt parses `?` or a possibly negative integer.
func (p *Parser) parseDynInt() int64 {
	if p.consumeIf(tQuestion) {
		return ir.ShapedDynamic
	}
	neg := p.consumeIf(tMinus)
	t := p.expect(tInteger, "integer value")
	v, err := strconv.ParseInt(p.text(t), 0, 64)
	if err != nil {
		p.failAt(t, "integer value out of range")
	}
	if neg {
		v = -v
	}
	return v
}
