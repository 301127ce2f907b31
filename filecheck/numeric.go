package filecheck

// Numeric substitution blocks: `[[#%x,ADDR:]]`, `[[#N+1]]`, `[[#add(N,2)]]`,
// `[[#@LINE]]`. Values are 64-bit, signed or unsigned as FileCheck's
// ExpressionValue is; arithmetic that leaves that range is an overflow error.

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// formatKind is a numeric matching format.
type formatKind uint8

const (
	fmtNone     formatKind = iota // not given: use the implicit format
	fmtUnsigned                   // %u
	fmtSigned                     // %d
	fmtHexLower                   // %x
	fmtHexUpper                   // %X
)

// numFormat is a matching format with its precision and alternate form.
type numFormat struct {
	kind      formatKind
	precision int
	alternate bool // `%#x`: the value carries a 0x prefix
}

func (f numFormat) String() string {
	s := "%"
	if f.alternate {
		s += "#"
	}
	if f.precision > 0 {
		s += "." + strconv.Itoa(f.precision)
	}
	switch f.kind {
	case fmtSigned:
		return s + "d"
	case fmtHexLower:
		return s + "x"
	case fmtHexUpper:
		return s + "X"
	}
	return s + "u"
}

// wildcardRegex is the ERE matching any value printed in format f.
func (f numFormat) wildcardRegex() string {
	prefix := ""
	if f.alternate {
		prefix = "0x"
	}
	digits, lead := "0-9", "1-9"
	switch f.kind {
	case fmtHexLower:
		digits, lead = "0-9a-f", "1-9a-f"
	case fmtHexUpper:
		digits, lead = "0-9A-F", "1-9A-F"
	}
	sign := ""
	if f.kind == fmtSigned {
		sign = "-?"
	}
	if f.precision > 0 {
		return fmt.Sprintf("%s%s([%s][%s]*)?[%s]{%d}", sign, prefix, lead, digits, digits, f.precision)
	}
	return sign + prefix + "[" + digits + "]+"
}

var (
	minInt64  = big.NewInt(-1 << 63)
	maxUint64 = new(big.Int).SetUint64(^uint64(0))
)

// errOverflow reports a value outside FileCheck's 64-bit range.
type errOverflow struct{}

func (errOverflow) Error() string { return "overflow error" }

func checkRange(v *big.Int) error {
	if v.Cmp(minInt64) < 0 || v.Cmp(maxUint64) > 0 {
		return errOverflow{}
	}
	return nil
}

// format prints v in f, the text substituted into a pattern.
func (f numFormat) format(v *big.Int) (string, error) {
	neg := v.Sign() < 0
	if neg && f.kind != fmtSigned {
		return "", errOverflow{}
	}
	if f.kind == fmtSigned && v.Cmp(big.NewInt(1<<63-1)) > 0 {
		return "", errOverflow{}
	}
	abs := new(big.Int).Abs(v)
	var digits string
	switch f.kind {
	case fmtHexLower:
		digits = abs.Text(16)
	case fmtHexUpper:
		digits = strings.ToUpper(abs.Text(16))
	default:
		digits = abs.Text(10)
	}
	if len(digits) < f.precision {
		digits = strings.Repeat("0", f.precision-len(digits)) + digits
	}
	if f.alternate {
		digits = "0x" + digits
	}
	if neg {
		digits = "-" + digits
	}
	return digits, nil
}

// parseValue reads a matched string back as a value of format f.
func (f numFormat) parseValue(s string) (*big.Int, error) {
	t := s
	neg := false
	if f.kind == fmtSigned && strings.HasPrefix(t, "-") {
		neg, t = true, t[1:]
	}
	if f.alternate {
		t = strings.TrimPrefix(t, "0x")
	}
	base := 10
	if f.kind == fmtHexLower || f.kind == fmtHexUpper {
		base = 16
	}
	v, ok := new(big.Int).SetString(t, base)
	if !ok {
		return nil, fmt.Errorf("unable to represent numeric value")
	}
	if neg {
		v.Neg(v)
	}
	if err := checkRange(v); err != nil {
		return nil, err
	}
	return v, nil
}

// numVar is a numeric variable: defined by a pattern or on the command line.
type numVar struct {
	name   string
	format numFormat // its implicit format, used by expressions naming it
	value  *big.Int  // nil until defined
	// defLine is the check-file line that defines it, 0 for -D and @LINE.
	defLine int
}

// expr is a numeric expression.
type expr interface {
	eval() (*big.Int, error)
	// implicitFormat is the format the expression's variables give it, or
	// an error when they disagree.
	implicitFormat() (numFormat, error)
}

type litExpr struct{ v *big.Int }

func (e litExpr) eval() (*big.Int, error)            { return e.v, nil }
func (e litExpr) implicitFormat() (numFormat, error) { return numFormat{}, nil }

type varExpr struct{ v *numVar }

func (e varExpr) eval() (*big.Int, error) {
	if e.v.value == nil {
		return nil, &undefVarError{e.v.name}
	}
	return e.v.value, nil
}

func (e varExpr) implicitFormat() (numFormat, error) { return e.v.format, nil }

// undefVarError is the match-time failure of a use of a variable with no value.
type undefVarError struct{ name string }

func (e *undefVarError) Error() string { return "undefined variable: " + e.name }

// callExpr is a binary operator or one of FileCheck's functions.
type callExpr struct {
	op   string // "+", "-", "add", "sub", "mul", "div", "max", "min"
	args [2]expr
	text string // the source of the expression, for conflict messages
}

func (e callExpr) eval() (*big.Int, error) {
	a, err := e.args[0].eval()
	if err != nil {
		return nil, err
	}
	b, err := e.args[1].eval()
	if err != nil {
		return nil, err
	}
	r := new(big.Int)
	switch e.op {
	case "+", "add":
		r.Add(a, b)
	case "-", "sub":
		r.Sub(a, b)
	case "mul":
		r.Mul(a, b)
	case "div":
		if b.Sign() == 0 {
			return nil, errOverflow{}
		}
		r.Quo(a, b)
	case "max":
		if a.Cmp(b) >= 0 {
			r.Set(a)
		} else {
			r.Set(b)
		}
	case "min":
		if a.Cmp(b) <= 0 {
			r.Set(a)
		} else {
			r.Set(b)
		}
	}
	if err := checkRange(r); err != nil {
		return nil, err
	}
	return r, nil
}

func (e callExpr) implicitFormat() (numFormat, error) {
	a, err := e.args[0].implicitFormat()
	if err != nil {
		return a, err
	}
	b, err := e.args[1].implicitFormat()
	if err != nil {
		return b, err
	}
	if a.kind == fmtNone {
		return b, nil
	}
	if b.kind == fmtNone || a == b {
		return a, nil
	}
	return numFormat{}, fmt.Errorf("implicit format conflict between '%s' (%s) and '%s' (%s), need an explicit format specifier", exprText(e.args[0]), a, exprText(e.args[1]), b)
}

func exprText(e expr) string {
	switch e := e.(type) {
	case varExpr:
		return e.v.name
	case callExpr:
		return e.text
	case litExpr:
		return e.v.String()
	}
	return ""
}

// numericBlock is a parsed `[[#...]]`.
type numericBlock struct {
	format numFormat
	ast    expr    // nil for a bare definition `[[#N:]]`
	def    *numVar // the variable defined, if any
	text   string  // the expression source, used in messages
}
