package ir

// AsmParser is what custom op parsers, dialect type/attribute parsers and
// the assembly-format interpreter see of the textual parser. The parser
// package implements it; ir only declares it so that op definitions can
// be written without importing the parser.
//
// Every Parse* method reports a diagnostic (as an error, already located
// at the offending token) when the input does not match; ParseOptional*
// methods consume nothing and return false when the construct is absent.
type AsmParser interface {
	Context() *Context
	// CurrentLoc is the location of the next token.
	CurrentLoc() Location
	// Errorf returns an error located at the next token.
	Errorf(format string, args ...any) error
	// ErrorAt returns an error located at loc.
	ErrorAt(loc Location, format string, args ...any) error

	// ParsePunct consumes punctuation such as "(", "->", "::", ":", "=",
	// "{", "<", "?", "*", "...", or reports "expected 'x'".
	ParsePunct(s string) error
	ParseOptionalPunct(s string) bool
	// ParseKeyword consumes a bare identifier equal to kw.
	ParseKeyword(kw string) error
	ParseOptionalKeyword(kw string) bool
	// ParseOptionalKeywordAny consumes any bare identifier.
	ParseOptionalKeywordAny() (string, bool)
	ParseKeywordAny() (string, error)
	// PeekKeyword reports whether the next token is the keyword kw.
	PeekKeyword(kw string) bool
	ParseString() (string, error)
	ParseOptionalString() (string, bool)
	ParseInteger() (int64, error)
	ParseOptionalInteger() (int64, bool, error)
	// ParseSymbolName parses @name.
	ParseSymbolName() (string, error)
	ParseOptionalSymbolName() (string, bool)

	ParseType() (Type, error)
	ParseOptionalType() (Type, bool, error)
	// ParseTypeList parses a possibly empty comma-separated type list.
	ParseTypeList() ([]Type, error)
	// ParseDimensionList parses the static `4x8x` prefix of a shaped
	// type (each dim followed by its `x`), as vector<4x8xf32> has.
	ParseDimensionList() ([]int64, error)
	// ParseAffineMap parses a bare affine map `(d0)[s0] -> (d0 + s0)`.
	ParseAffineMap() (*AffineMap, error)
	// ParseAffineMapOfSSAIds parses `open e0, ... close`, affine
	// expressions over SSA values (%v a dimension, symbol(%v) a symbol,
	// numbered in order of first use), as affine.load's indices; it
	// returns the map and the values of its dims and of its symbols.
	ParseAffineMapOfSSAIds(open, close string) (*AffineMap, []UnresolvedOperand, []UnresolvedOperand, error)
	// ParseAffineBoundsOfSSAIds parses `(` groups `)`, each group an
	// expression over SSA ids or kw `(` expressions `)` (affine.parallel's
	// bounds, kw max or min); it returns one map of all the expressions,
	// each group's number of results, and the values of its dims and symbols.
	ParseAffineBoundsOfSSAIds(kw string) (m *AffineMap, groups []int, dims, syms []UnresolvedOperand, err error)
	// ParseFunctionResultTypes parses what follows `->`: a type or a
	// parenthesized list.
	ParseFunctionResultTypes() ([]Type, error)
	// ParseAttribute parses an attribute; t is the type given to bare
	// integer/float literals (nil for the defaults i64/f64).
	ParseAttribute(t Type) (Attribute, error)
	ParseOptionalAttribute(t Type) (Attribute, bool, error)
	// ParseOptionalAttrDict parses `{...}` if present.
	ParseOptionalAttrDict() ([]NamedAttr, error)
	// ParseOptionalAttrDictWithKeyword parses `attributes {...}` if present.
	ParseOptionalAttrDictWithKeyword() ([]NamedAttr, error)
	// ParseOptionalLocationSpecifier parses `loc(...)` if present.
	ParseOptionalLocationSpecifier() (Location, bool, error)

	ParseOperand() (UnresolvedOperand, error)
	ParseOptionalOperand() (UnresolvedOperand, bool, error)
	// ParseOperandList parses a possibly empty comma-separated list.
	ParseOperandList() ([]UnresolvedOperand, error)
	ResolveOperand(u UnresolvedOperand, t Type) (*Value, error)
	// OperandLoc returns the location of an operand reference.
	OperandLoc(u UnresolvedOperand) Location
	ResolveOperands(us []UnresolvedOperand, ts []Type) ([]*Value, error)

	// ParseArgument parses `%name` [`: type`] [attr-dict] [loc] as in
	// function signatures and region headers.
	ParseArgument(allowType, allowAttrs bool) (Argument, error)
	ParseOptionalArgument(allowType, allowAttrs bool) (Argument, bool, error)
	// ParseRegion parses `{...}` into r; args become the entry block's
	// arguments.
	ParseRegion(r *Region, args []Argument) error
	ParseOptionalRegion(r *Region, args []Argument) (bool, error)
	ParseSuccessor() (*Block, error)
	ParseOptionalSuccessor() (*Block, bool, error)
	// ParseSuccessorAndUseList parses `^bb(%a : i32)`.
	ParseSuccessorAndUseList() (*Block, []*Value, error)
	// DefaultDialect is the dialect whose ops may be written unprefixed here.
	DefaultDialect() string
}

// UnresolvedOperand is a parsed `%name` or `%name#N` before its type is known.
type UnresolvedOperand struct {
	Name   string
	Number int
	// Line and Col locate the reference (see AsmParser.OperandLoc); a
	// Location is only built when a diagnostic needs it.
	Line, Col int
}

// Argument is a parsed region argument.
type Argument struct {
	Operand UnresolvedOperand
	Type    Type
	Attrs   []NamedAttr
	// Loc is the explicit `loc(...)`, nil when absent.
	Loc Location
}

// ParseCommaList parses `open elem (, elem)* close`, or `open close` with no
// element, calling elem for each element (MLIR's parseCommaSeparatedList
// with a delimiter). An empty open means the caller has read it already
// (after a ParseOptionalPunct).
func ParseCommaList(p AsmParser, open, close string, elem func() error) error {
	if open != "" {
		if err := p.ParsePunct(open); err != nil {
			return err
		}
	}
	if p.ParseOptionalPunct(close) {
		return nil
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return p.ParsePunct(close)
}

// ParseIntList parses `[v, v, ...]` (or `[]`), integers as in a dense
// array's custom form.
func ParseIntList(p AsmParser) ([]int64, error) {
	var vs []int64
	err := ParseCommaList(p, "[", "]", func() error {
		v, err := p.ParseInteger()
		vs = append(vs, v)
		return err
	})
	return vs, err
}
