package parser

import (
	"strconv"

	"github.com/strata-compiler/strata/ir"
)

// affineScope maps the dim and symbol names of a map or set header. When
// ssa is set, the expression names SSA values instead (affine.load's
// `%i + 1`, `symbol(%n)`), which become dims and symbols in order.
type affineScope struct {
	dims, syms map[string]int
	ssa        *ssaOperands
}

// ssaOperands are the SSA values an expression of SSA ids names.
type ssaOperands struct {
	dims, syms         []ir.UnresolvedOperand
	dimIndex, symIndex map[ir.UnresolvedOperand]int
}

// position returns u's dim (or symbol) position, adding it at first use.
func (s *ssaOperands) position(u ir.UnresolvedOperand, symbol bool) int {
	key := ir.UnresolvedOperand{Name: u.Name, Number: u.Number}
	list, index := &s.dims, s.dimIndex
	if symbol {
		list, index = &s.syms, s.symIndex
	}
	if i, ok := index[key]; ok {
		return i
	}
	index[key] = len(*list)
	*list = append(*list, u)
	return len(*list) - 1
}

// ParseAffineMapOfSSAIds parses `open e0, e1, ... close`, expressions over
// SSA values: each %v a dimension, each symbol(%v) a symbol, numbered in
// order of first use. It returns the map and the values of its dims and
// symbols.
func (p *Parser) ParseAffineMapOfSSAIds(open, close string) (m *ir.AffineMap, dims, syms []ir.UnresolvedOperand, err error) {
	defer p.catch(&err)
	ops := &ssaOperands{dimIndex: map[ir.UnresolvedOperand]int{}, symIndex: map[ir.UnresolvedOperand]int{}}
	sc := &affineScope{ssa: ops}
	var results []*ir.AffineExpr
	p.parseCommaSeparated(punctKinds[open], punctKinds[close], true, func() {
		results = append(results, p.parseAffineExpr(sc))
	})
	// Symbols follow dims: symbol positions were counted on their own.
	return ir.NewAffineMap(len(ops.dims), len(ops.syms), results), ops.dims, ops.syms, nil
}

// parseAffineMapOrSet parses `(dims)[syms] -> (exprs)` or, for sets,
// `(dims)[syms] : (constraints)`.
func (p *Parser) parseAffineMapOrSet(isSet bool) any {
	p.enter()
	defer p.leave()
	sc := &affineScope{dims: map[string]int{}, syms: map[string]int{}}
	nd, ns := 0, 0
	ident := func(m map[string]int, n *int) {
		t := p.expect(tBareIdent, "bare identifier")
		name := p.text(t)
		if _, dup := sc.dims[name]; dup {
			p.failAt(t, "redefinition of identifier '%s'", ir.Snippet(name))
		}
		if _, dup := sc.syms[name]; dup {
			p.failAt(t, "redefinition of identifier '%s'", ir.Snippet(name))
		}
		m[name] = *n
		*n++
	}
	p.parseCommaSeparated(tLParen, tRParen, true, func() { ident(sc.dims, &nd) })
	if p.is(tLSquare) {
		p.parseCommaSeparated(tLSquare, tRSquare, true, func() { ident(sc.syms, &ns) })
	}
	if isSet {
		p.expect(tColon, "':' or '['")
		var cs []*ir.AffineExpr
		var eqs []bool
		p.parseCommaSeparated(tLParen, tRParen, true, func() {
			lhs := p.parseAffineExpr(sc)
			switch {
			case p.consumeIf(tGreater):
				p.expect(tEqual, "'='")
				cs = append(cs, ir.AffineSub(lhs, p.parseAffineExpr(sc)))
				eqs = append(eqs, false)
			case p.consumeIf(tLess):
				p.expect(tEqual, "'='")
				cs = append(cs, ir.AffineSub(p.parseAffineExpr(sc), lhs))
				eqs = append(eqs, false)
			case p.consumeIf(tEqual):
				p.expect(tEqual, "'='")
				cs = append(cs, ir.AffineSub(lhs, p.parseAffineExpr(sc)))
				eqs = append(eqs, true)
			default:
				p.fail("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
			}
		})
		if len(cs) == 0 {
			// No constraints: the degenerate true set, 0 == 0 (as upstream).
			cs, eqs = []*ir.AffineExpr{ir.AffineConstExpr(0)}, []bool{true}
		}
		return &ir.IntegerSet{NumDims: nd, NumSyms: ns, Constraints: cs, EqFlags: eqs}
	}
	p.expect(tArrow, "'->' or '['")
	var rs []*ir.AffineExpr
	p.parseCommaSeparated(tLParen, tRParen, true, func() {
		rs = append(rs, p.parseAffineExpr(sc))
	})
	return ir.NewAffineMap(nd, ns, rs)
}

// parseAffineExpr parses sums of products: `+` and `-` bind weaker than
// `*`, `floordiv`, `ceildiv` and `mod`.
func (p *Parser) parseAffineExpr(sc *affineScope) *ir.AffineExpr {
	p.enter()
	defer p.leave()
	lhs := p.parseAffineMul(sc)
	for {
		switch {
		case p.consumeIf(tPlus):
			lhs = ir.AffineAddExpr(lhs, p.parseAffineMul(sc))
		case p.consumeIf(tMinus):
			lhs = ir.AffineSub(lhs, p.parseAffineMul(sc))
		default:
			return lhs
		}
		p.checkAffineHeight(lhs)
	}
}

// checkAffineHeight bounds the height of an expression tree: a sum of n
// terms is a tree n deep, and the printer, the simplifications and the
// passes walk trees recursively.
func (p *Parser) checkAffineHeight(e *ir.AffineExpr) {
	if limit := 10 * p.opts.MaxDepth; int(e.Height()) > limit {
		p.fail("affine expression is too deep (more than %d levels)", limit)
	}
}

func (p *Parser) parseAffineMul(sc *affineScope) *ir.AffineExpr {
	lhs := p.parseAffineOperand(sc)
	for {
		var k ir.AffineKind
		opTok := p.tok
		switch {
		case p.is(tStar):
			k = ir.AffineMul
		case p.isKeyword("floordiv"):
			k = ir.AffineFloorDiv
		case p.isKeyword("ceildiv"):
			k = ir.AffineCeilDiv
		case p.isKeyword("mod"):
			k = ir.AffineMod
		default:
			return lhs
		}
		p.advance()
		rhs := p.parseAffineOperand(sc)
		if k == ir.AffineMul {
			if !lhs.IsSymbolicOrConstant() && !rhs.IsSymbolicOrConstant() {
				p.failAt(opTok, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
			}
		} else if !rhs.IsSymbolicOrConstant() {
			// A constant zero divisor is accepted, as upstream does: the
			// expression stays unsimplified and folds to nothing.
			p.failAt(opTok, "non-affine expression: right operand of %s has to be either a constant or symbolic", p.text(opTok))
		}
		lhs = ir.AffineBinary(k, lhs, rhs)
		p.checkAffineHeight(lhs)
	}
}

func (p *Parser) parseAffineOperand(sc *affineScope) *ir.AffineExpr {
	switch p.tok.kind {
	case tMinus:
		p.advance()
		p.enter()
		defer p.leave()
		return ir.AffineNeg(p.parseAffineOperand(sc))
	case tLParen:
		p.advance()
		e := p.parseAffineExpr(sc)
		p.expect(tRParen, "')'")
		return e
	case tInteger:
		v, err := strconv.ParseInt(p.text(p.tok), 0, 64)
		if err != nil {
			p.fail("constant too large for index")
		}
		p.advance()
		return ir.AffineConstExpr(v)
	case tPercentIdent:
		if sc.ssa != nil {
			return ir.AffineDimExpr(sc.ssa.position(p.parseOperandRef(), false))
		}
	case tBareIdent:
		name := p.text(p.tok)
		if sc.ssa != nil && name == "symbol" {
			p.advance()
			p.expect(tLParen, "'('")
			u := p.parseOperandRef()
			p.expect(tRParen, "')'")
			return ir.AffineSymExpr(sc.ssa.position(u, true))
		}
		if i, ok := sc.dims[name]; ok {
			p.advance()
			return ir.AffineDimExpr(i)
		}
		if i, ok := sc.syms[name]; ok {
			p.advance()
			return ir.AffineSymExpr(i)
		}
		p.fail("use of undeclared identifier")
	}
	p.fail("expected affine expression")
	return nil
}

// ParseAffineBoundsOfSSAIds parses a parenthesized list of bound groups,
// as affine.parallel writes its bounds: each group is one expression over
// SSA ids or kw `(` expressions `)` (kw is max for lower bounds, min for
// upper ones). The expressions of all groups make one map whose dims and
// symbols are numbered in order of first use across the list; groups
// holds each group's number of results.
func (p *Parser) ParseAffineBoundsOfSSAIds(kw string) (m *ir.AffineMap, groups []int, dims, syms []ir.UnresolvedOperand, err error) {
	defer p.catch(&err)
	ops := &ssaOperands{dimIndex: map[ir.UnresolvedOperand]int{}, symIndex: map[ir.UnresolvedOperand]int{}}
	sc := &affineScope{ssa: ops}
	var results []*ir.AffineExpr
	p.parseCommaSeparated(tLParen, tRParen, true, func() {
		if p.is(tBareIdent) && p.text(p.tok) == kw {
			p.advance()
			n := len(results)
			p.parseCommaSeparated(tLParen, tRParen, false, func() {
				results = append(results, p.parseAffineExpr(sc))
			})
			groups = append(groups, len(results)-n)
			return
		}
		results = append(results, p.parseAffineExpr(sc))
		groups = append(groups, 1)
	})
	return ir.NewAffineMap(len(ops.dims), len(ops.syms), results), groups, ops.dims, ops.syms, nil
}
