package parser

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/ir"
)

// Options control parsing.
type Options struct {
	// AllowUnregistered accepts ops of unknown dialects (also enabled by
	// ctx.AllowUnregistered).
	AllowUnregistered bool
	// NoImplicitModule requires the input to be a single top-level op and
	// returns it instead of wrapping everything in a builtin.module.
	NoImplicitModule bool
	// MaxDepth bounds the nesting of regions, types and attributes
	// (default 1000) so that hostile input cannot exhaust the stack.
	MaxDepth int
	// FirstLine is the line number of the first line of src (default 1),
	// so that chunks of a split file report their original lines.
	FirstLine int
}

// bail carries a diagnostic out of the recursive descent.
type bail struct{ d *ir.Diagnostic }

// Parser is the state of one parse. It implements ir.AsmParser for custom
// op parsers, dialect hooks and the assembly-format interpreter.
type Parser struct {
	ctx  *ir.Context
	file string
	src  string
	lex  *lexer
	tok  token
	// prev is the token consumed last (for error locations).
	prev token
	opts Options
	// depth counts open nested constructs.
	depth int

	// state shared with sub-parsers (dialect bodies).
	st *sharedState
	// scopes is the stack of SSA name scopes.
	scopes []*isolatedScope
	// regions is the stack of regions being parsed (block names are per region).
	regions []*regionScope
	// defaultDialect is the stack of default dialects for unprefixed op names.
	defaultDialect []string
	// curDef is the op whose custom form is being parsed (its regions'
	// isolation depends on it).
	curDef *ir.OpDef
	// numDefs and strDefs stack the names defined in open non-isolated
	// regions (numeric %N names by number), shared by all regions so that
	// scoping allocates nothing per region.
	numDefs []int32
	strDefs []string
	// locs uniques the locations of this file.
	locs *ir.FileLocTable
	// freeStates are OperationStates ready for reuse.
	freeStates []*ir.OperationState
	// customOp is the name of the op whose custom parser is running;
	// errors its parser emits are prefixed "custom op 'name' ".
	customOp string
	// angles remembers where dialect bodies close (see matchAngle); it
	// is shared by the parsers of one text.
	angles *angleEnds
}

// angleEnds maps the offset of a `<` opening a nested dialect body to the
// `>` closing it.
type angleEnds struct{ ends map[int]token }

type sharedState struct {
	attrAliases map[string]ir.Attribute
	typeAliases map[string]ir.Type
	// attrDepth and typeDepth are the nesting depths of the aliases'
	// values, and peak the deepest nesting reached while one is parsed:
	// a use nests its alias's value where it stands, so that aliases
	// cannot build values nested beyond MaxDepth either.
	attrDepth, typeDepth map[string]int
	peak                 int
	// pendingLocs are `loc(#alias)` uses before the alias is defined.
	pendingLocs []pendingLoc
	// fileLocCache avoids re-interning the file name.
	file string
}

type pendingLoc struct {
	name string
	tok  token
	op   *ir.Operation
	arg  *ir.Value
}

// isolatedScope holds the SSA names visible in an isolated-from-above
// region (or the top level).
type isolatedScope struct {
	// numeric holds names of the form %N (the common case in printed IR)
	// indexed by N, as long as N is not far beyond the count of such
	// names (numbered 0, 1, 2, ... by the printer): a name such as
	// %99999999 goes to values, with all other names, so that a number
	// in the text sizes no table. numCount counts the names in numeric.
	numeric  [][]valueDef // chunks of numericChunk entries
	numCount int
	values   map[string]valueDef
	// forward are placeholders for names used before their definition.
	forward map[string]*forwardRef
}

// valueDef is what an SSA name is bound to: results start..start+n of
// op, or the block argument arg (n == 1).
type valueDef struct {
	op       *ir.Operation
	arg      *ir.Value
	start, n int32
	// line and col locate the definition (for "previously defined here").
	line, col int32
}

func (d *valueDef) defined() bool { return d.n != 0 }

func (d *valueDef) tok() token { return token{line: int(d.line), col: int(d.col)} }

// numericName returns N for names %N without leading zeros.
func numericName(name string) (int, bool) {
	if len(name) < 2 || len(name) > 8 || (name[1] == '0' && len(name) > 2) {
		return 0, false
	}
	n := 0
	for i := 1; i < len(name); i++ {
		c := name[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// numericChunk is the size of the chunks of the numeric table; chunks
// avoid copying a large table as it grows.
const numericChunk = 4096

func (s *isolatedScope) slot(n int, grow bool) *valueDef {
	c := n / numericChunk
	if c >= len(s.numeric) {
		if !grow {
			return nil
		}
		for len(s.numeric) <= c {
			s.numeric = append(s.numeric, nil)
		}
	}
	if s.numeric[c] == nil {
		if !grow {
			return nil
		}
		s.numeric[c] = make([]valueDef, numericChunk)
	}
	return &s.numeric[c][n%numericChunk]
}

func (s *isolatedScope) lookup(name string) (valueDef, bool) {
	if n, ok := numericName(name); ok {
		if d := s.slot(n, false); d != nil && d.defined() {
			return *d, true
		}
		if len(s.values) == 0 {
			return valueDef{}, false
		}
	}
	d, ok := s.values[name]
	return d, ok
}

// set binds name and reports whether it went to the numeric table.
func (s *isolatedScope) set(name string, d valueDef) bool {
	if n, ok := numericName(name); ok && n < 2*s.numCount+numericChunk {
		*s.slot(n, true) = d
		s.numCount++
		return true
	}
	s.values[name] = d
	return false
}

func (d *valueDef) get(i int) *ir.Value {
	if d.arg != nil {
		return d.arg
	}
	return d.op.Result(int(d.start) + i)
}

// forwardRef holds the placeholders of a name used before its
// definition: one per result number referenced (%name#i), in order of
// first use. Result numbers come from the text, so nothing is sized by
// them; byNum indexes uses once there are many.
type forwardRef struct {
	uses  []forwardUse
	byNum map[int]int
}

type forwardUse struct {
	num int
	val *ir.Value
	tok token
}

func (f *forwardRef) find(num int) *forwardUse {
	if f.byNum != nil {
		if i, ok := f.byNum[num]; ok {
			return &f.uses[i]
		}
		return nil
	}
	for i := range f.uses {
		if f.uses[i].num == num {
			return &f.uses[i]
		}
	}
	return nil
}

func (f *forwardRef) add(u forwardUse) {
	f.uses = append(f.uses, u)
	if f.byNum == nil && len(f.uses) > 8 {
		f.byNum = make(map[int]int, len(f.uses))
		for i := range f.uses {
			f.byNum[f.uses[i].num] = i
		}
	} else if f.byNum != nil {
		f.byNum[u.num] = len(f.uses) - 1
	}
}

type regionScope struct {
	// isolated regions own their scope, so their names need no removal.
	isolated bool
	blocks   map[string]*blockDef
	// numMark and strMark are the heights of the parser's numDefs and
	// strDefs stacks when the region began: the names defined above them
	// are removed at the region's end.
	numMark, strMark int
	scope            *isolatedScope
}

type blockDef struct {
	block   *ir.Block
	defined bool
	tok     token
}

// ParseSource parses src (named filename in locations) and returns the
// top-level op: a builtin.module holding everything unless the input is a
// single builtin.module already (or NoImplicitModule is set).
func ParseSource(ctx *ir.Context, filename, src string, opts Options) (*ir.Operation, error) {
	line := opts.FirstLine
	if line <= 0 {
		line = 1
	}
	p := newParser(ctx, filename, src, 0, len(src), line, 0, opts)
	return p.parseTopLevel()
}

func newParser(ctx *ir.Context, file, src string, start, end, line, lineStart int, opts Options) *Parser {
	if opts.MaxDepth == 0 {
		opts.MaxDepth = 1000
	}
	if ctx.AllowUnregistered {
		opts.AllowUnregistered = true
	}
	p := &Parser{ctx: ctx, file: file, src: src, opts: opts,
		lex:            newLexer(src, start, end, line, lineStart),
		defaultDialect: []string{"builtin"},
		angles:         &angleEnds{},
		st: &sharedState{attrAliases: map[string]ir.Attribute{}, typeAliases: map[string]ir.Type{},
			attrDepth: map[string]int{}, typeDepth: map[string]int{},
			file: file},
	}
	p.advance()
	return p
}

// catch converts a bailout into err.
func (p *Parser) catch(err *error) {
	if r := recover(); r != nil {
		b, ok := r.(bail)
		if !ok {
			panic(r)
		}
		*err = b.d
	}
}

// ---- tokens and errors ----

func (p *Parser) advance() {
	p.prev = p.tok
	p.tok = p.lex.next()
}

func (p *Parser) text(t token) string { return p.src[t.start:t.end] }

func (p *Parser) locOf(t token) ir.Location {
	return p.locTable().Get(t.line, t.col)
}

// locTable returns the location table of the file, made room for its
// lines the first time (sub-parsers share their parent's).
func (p *Parser) locTable() *ir.FileLocTable {
	if p.locs == nil {
		p.locs = p.ctx.FileLocTable(p.file)
		p.locs.Reserve(strings.Count(p.src[p.lex.pos:p.lex.end], "\n") + p.tok.line + 1)
	}
	return p.locs
}

// failAt aborts parsing with an error at token t.
func (p *Parser) failAt(t token, format string, args ...any) {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	panic(bail{&ir.Diagnostic{Severity: ir.SevError, Loc: p.locOf(t), Message: msg}})
}

func (p *Parser) fail(format string, args ...any) {
	if p.tok.kind == tError {
		p.failAt(p.errTok(), "%s", p.lex.errMsg)
	}
	p.failAt(p.wrongTokenLoc(), format, args...)
}

// wrongTokenLoc is where MLIR reports an unexpected token: just after the
// previous token (so that an error caused by what follows a line points
// at the end of that line), one character back at the end of the file
// when no space separates them.
func (p *Parser) wrongTokenLoc() token {
	t := p.tok
	pv := p.prev
	if pv.end == 0 || pv.kind == tEOF {
		return t
	}
	if t.kind == tEOF && pv.end == t.start && t.start > 0 {
		return token{start: pv.end - 1, end: pv.end, line: pv.line, col: pv.col + (pv.end - pv.start) - 1}
	}
	return token{start: pv.end, end: pv.end, line: pv.line, col: pv.col + (pv.end - pv.start)}
}

// errTok locates a lexer error where the lexer noticed it.
func (p *Parser) errTok() token {
	t := p.tok
	if p.lex.errAt >= 0 {
		t.col += p.lex.errAt - t.start
		t.start = p.lex.errAt
	}
	return t
}

func (p *Parser) is(k tokKind) bool { return p.tok.kind == k }

func (p *Parser) consumeIf(k tokKind) bool {
	if p.tok.kind == k {
		p.advance()
		return true
	}
	return false
}

// expect consumes a token of kind k or fails with "expected 'x'".
func (p *Parser) expect(k tokKind, what string) token {
	t := p.tok
	if t.kind != k {
		if what == "" {
			what = "'" + tokSpelling[k] + "'"
		}
		p.fail("expected %s", what)
	}
	p.advance()
	return t
}

func (p *Parser) isKeyword(kw string) bool {
	return p.tok.kind == tBareIdent && p.text(p.tok) == kw
}

func (p *Parser) consumeKeyword(kw string) bool {
	if p.isKeyword(kw) {
		p.advance()
		return true
	}
	return false
}

func (p *Parser) enter() {
	p.depth++
	if p.depth > p.opts.MaxDepth {
		p.fail("nesting is too deep (more than %d levels)", p.opts.MaxDepth)
	}
	if p.depth > p.st.peak {
		p.st.peak = p.depth
	}
}

// nestAlias accounts for the use, at t, of an alias whose value is
// nested depth levels deep.
func (p *Parser) nestAlias(t token, depth int) {
	d := p.depth + depth
	if d > p.opts.MaxDepth {
		p.failAt(t, "nesting is too deep (more than %d levels)", p.opts.MaxDepth)
	}
	if d > p.st.peak {
		p.st.peak = d
	}
}

func (p *Parser) leave() { p.depth-- }

// parseCommaList parses elem (',' elem)* between open and close; with
// open == tEOF there are no delimiters and the list may not be empty.
func (p *Parser) parseCommaSeparated(open, close tokKind, allowEmpty bool, elem func()) {
	if open != tEOF {
		p.expect(open, "")
		if allowEmpty && p.consumeIf(close) {
			return
		}
	}
	elem()
	for p.consumeIf(tComma) {
		elem()
	}
	if open != tEOF {
		p.expect(close, "")
	}
}

// ---- top level ----

func (p *Parser) parseTopLevel() (top *ir.Operation, err error) {
	defer p.catch(&err)
	scope := &isolatedScope{values: map[string]valueDef{}, forward: map[string]*forwardRef{}}
	p.scopes = append(p.scopes, scope)
	body := ir.NewBlock()
	rs := &regionScope{blocks: map[string]*blockDef{}, scope: scope, isolated: true}
	p.regions = append(p.regions, rs)
	for {
		switch p.tok.kind {
		case tEOF:
			goto done
		case tHashIdent:
			p.parseAttrAliasDef()
		case tExclaimIdent:
			p.parseTypeAliasDef()
		case tFileMetaBegin:
			p.parseFileMetadata()
		default:
			op := p.parseOperation()
			body.Append(op)
		}
	}
done:
	p.checkUndefinedBlocks(rs)
	p.finishScope(scope)
	p.resolvePendingLocs()
	ops := body.Ops()
	if p.opts.NoImplicitModule {
		if len(ops) != 1 {
			p.failAt(p.tok, "source must contain a single top-level operation, found: %d", len(ops))
		}
		ops[0].Remove()
		return ops[0], nil
	}
	if len(ops) == 1 && ops[0].Name() == builtin.Module.Name && ops[0].NumResults() == 0 {
		ops[0].Remove()
		return ops[0], nil
	}
	st := &ir.OperationState{
		Name: p.ctx.OpName(builtin.Module.Name),
		Loc:  p.ctx.FileLineColLoc(p.file, 0, 0),
	}
	r := ir.NewRegion()
	r.Append(body)
	st.Regions = []*ir.Region{r}
	return ir.Create(st), nil
}

// finishScope reports names used but never defined.
func (p *Parser) finishScope(s *isolatedScope) {
	// The first use in the text (names are in a map).
	var first *token
	for _, f := range s.forward {
		for i := range f.uses {
			t := &f.uses[i].tok
			if first == nil || t.line < first.line || t.line == first.line && t.col < first.col {
				first = t
			}
		}
	}
	if first != nil {
		p.failAt(*first, "use of undeclared SSA value name")
	}
}

func (p *Parser) resolvePendingLocs() {
	for _, pl := range p.st.pendingLocs {
		a, ok := p.st.attrAliases[pl.name]
		if !ok {
			p.failAt(pl.tok, "operation location alias was never defined")
		}
		l, ok := a.(ir.Location)
		if !ok {
			p.failAt(pl.tok, "expected location, but found '%s'", ir.AttrString(a))
		}
		if pl.op != nil {
			pl.op.SetLoc(l)
		} else if pl.arg != nil {
			pl.arg.SetLoc(l)
		}
	}
}

func (p *Parser) parseAttrAliasDef() {
	t := p.tok
	name := p.text(t)[1:]
	if strings.Contains(name, ".") {
		p.fail("attribute names with a '.' are reserved for dialect-defined names")
	}
	if _, dup := p.st.attrAliases[name]; dup {
		p.failAt(t, "redefinition of attribute alias id '%s'", ir.Snippet(name))
	}
	p.advance()
	p.expect(tEqual, "'=' in attribute alias definition")
	p.st.peak = p.depth
	a := p.parseAttribute(nil)
	p.st.attrAliases[name] = a
	p.st.attrDepth[name] = p.st.peak - p.depth
}

func (p *Parser) parseTypeAliasDef() {
	t := p.tok
	name := p.text(t)[1:]
	if strings.Contains(name, ".") {
		p.fail("type names with a '.' are reserved for dialect-defined names")
	}
	if _, dup := p.st.typeAliases[name]; dup {
		p.failAt(t, "redefinition of type alias id '%s'", ir.Snippet(name))
	}
	p.advance()
	p.expect(tEqual, "'=' in type alias definition")
	p.st.peak = p.depth
	ty := p.parseType()
	p.st.typeAliases[name] = ty
	p.st.typeDepth[name] = p.st.peak - p.depth
}

// parseFileMetadata parses `{-# key: {...}, ... #-}`.
func (p *Parser) parseFileMetadata() {
	p.advance()
	for !p.is(tFileMetaEnd) {
		if p.is(tEOF) {
			p.fail("expected '#-}' to end the file metadata dictionary")
		}
		key := p.expect(tBareIdent, "identifier")
		p.expect(tColon, "")
		switch p.text(key) {
		case "dialect_resources":
			p.parseCommaSeparated(tLBrace, tRBrace, true, func() {
				dt := p.expect(tBareIdent, "dialect name")
				p.expect(tColon, "")
				dialect := p.text(dt)
				p.parseCommaSeparated(tLBrace, tRBrace, true, func() {
					var name string
					if p.is(tString) {
						name = unescape(p.text(p.tok)[1 : len(p.text(p.tok))-1])
						p.advance()
					} else {
						name = p.text(p.expect(tBareIdent, "resource handle name"))
					}
					p.expect(tColon, "")
					vt := p.expect(tString, "resource value")
					if dialect == "builtin" {
						v := p.text(vt)
						if !p.ctx.SetResourceHex(name, v[1:len(v)-1]) {
							p.failAt(vt, "expected hex string blob for key '%s'", ir.Snippet(name))
						}
					}
				})
			})
		case "external_resources":
			p.skipBalanced()
		default:
			p.failAt(key, "unknown key '%s' in file metadata dictionary", ir.Snippet(p.text(key)))
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tFileMetaEnd, "'#-}' to end the file metadata dictionary")
}

// skipBalanced skips one token or a bracketed group.
func (p *Parser) skipBalanced() {
	depth := 0
	for {
		switch p.tok.kind {
		case tEOF:
			p.fail("unexpected end of file")
		case tError:
			p.fail("")
		case tLBrace, tLParen, tLSquare, tLess:
			depth++
		case tRBrace, tRParen, tRSquare, tGreater:
			depth--
		}
		p.advance()
		if depth <= 0 {
			return
		}
	}
}
