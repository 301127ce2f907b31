package ir

import (
	"strconv"
	"strings"
)

// AffineKind is the kind of an affine expression node.
type AffineKind uint8

const (
	AffineAdd AffineKind = iota
	AffineMul
	AffineMod
	AffineFloorDiv
	AffineCeilDiv
	AffineConst
	AffineDim
	AffineSym
)

// AffineExpr is an immutable node of an affine expression tree. Trees are
// built only through the constructors below, which simplify and keep the
// canonical shape MLIR prints (constants and symbolic terms on the right).
type AffineExpr struct {
	Kind AffineKind
	// LHS and RHS are set for binary kinds.
	LHS, RHS *AffineExpr
	// Val is the constant value (AffineConst) or the position (Dim, Sym).
	Val int64

	// Facts about a binary node, computed by its constructor so that the
	// simplifications ask them in constant time (a sum of n terms is built
	// in n steps, each asking whether the sum so far mentions a dim):
	// known is set when they are, hasDim tells whether a dimension occurs
	// inside, div is largestKnownDivisor and height the length of the
	// longest path to a leaf.
	known  bool
	hasDim bool
	div    int64
	height int32
}

// newAffineBinary builds the node l <kind> r as is.
func newAffineBinary(k AffineKind, l, r *AffineExpr) *AffineExpr {
	e := &AffineExpr{Kind: k, LHS: l, RHS: r, known: true}
	e.hasDim = !l.IsSymbolicOrConstant() || !r.IsSymbolicOrConstant()
	e.height = max(l.Height(), r.Height()) + 1
	switch k {
	case AffineMul:
		e.div = l.largestKnownDivisor() * r.largestKnownDivisor()
	case AffineAdd, AffineMod:
		e.div = gcd(l.largestKnownDivisor(), r.largestKnownDivisor())
	default:
		e.div = 1
	}
	return e
}

// Height returns the length of the longest path from e to a leaf (0 for
// a leaf): recursive walks of e go that deep.
func (e *AffineExpr) Height() int32 {
	if e.LHS == nil {
		return 0
	}
	if e.known {
		return e.height
	}
	return max(e.LHS.Height(), e.RHS.Height()) + 1
}

// AffineConstExpr returns the constant c.
func AffineConstExpr(c int64) *AffineExpr { return &AffineExpr{Kind: AffineConst, Val: c} }

// AffineDimExpr returns d<pos>.
func AffineDimExpr(pos int) *AffineExpr { return &AffineExpr{Kind: AffineDim, Val: int64(pos)} }

// AffineSymExpr returns s<pos>.
func AffineSymExpr(pos int) *AffineExpr { return &AffineExpr{Kind: AffineSym, Val: int64(pos)} }

func (e *AffineExpr) isConst() bool { return e.Kind == AffineConst }
func (e *AffineExpr) constIs(v int64) bool {
	return e.Kind == AffineConst && e.Val == v
}

// IsSymbolicOrConstant reports whether e mentions no dimension.
func (e *AffineExpr) IsSymbolicOrConstant() bool {
	switch e.Kind {
	case AffineConst, AffineSym:
		return true
	case AffineDim:
		return false
	}
	if e.known {
		return !e.hasDim
	}
	return e.LHS.IsSymbolicOrConstant() && e.RHS.IsSymbolicOrConstant()
}

// IsPureAffine reports whether e is affine (multiplication and division
// only by symbolic or constant terms).
func (e *AffineExpr) IsPureAffine() bool {
	switch e.Kind {
	case AffineConst, AffineSym, AffineDim:
		return true
	case AffineAdd:
		return e.LHS.IsPureAffine() && e.RHS.IsPureAffine()
	case AffineMul:
		return e.LHS.IsPureAffine() && e.RHS.IsPureAffine() &&
			(e.LHS.IsSymbolicOrConstant() || e.RHS.IsSymbolicOrConstant())
	}
	return e.LHS.IsPureAffine() && e.RHS.isConst()
}

// Equal compares structurally.
func (e *AffineExpr) Equal(o *AffineExpr) bool {
	if e == o {
		return true
	}
	if e == nil || o == nil || e.Kind != o.Kind || e.Val != o.Val {
		return false
	}
	if e.LHS == nil {
		return true
	}
	return e.LHS.Equal(o.LHS) && e.RHS.Equal(o.RHS)
}

// largestKnownDivisor returns a positive integer known to divide e.
func (e *AffineExpr) largestKnownDivisor() int64 {
	if e.known {
		return e.div
	}
	switch e.Kind {
	case AffineConst:
		if e.Val < 0 {
			return -e.Val
		}
		return e.Val
	case AffineDim, AffineSym:
		return 1
	case AffineMul:
		return e.LHS.largestKnownDivisor() * e.RHS.largestKnownDivisor()
	case AffineAdd, AffineMod:
		return gcd(e.LHS.largestKnownDivisor(), e.RHS.largestKnownDivisor())
	}
	return 1
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}

func mod(a, b int64) int64 {
	m := a % b
	if m < 0 {
		if b < 0 {
			m -= b
		} else {
			m += b
		}
	}
	return m
}

// AffineAddExpr returns l + r, simplified.
func AffineAddExpr(l, r *AffineExpr) *AffineExpr {
	if l.isConst() && r.isConst() {
		return AffineConstExpr(l.Val + r.Val)
	}
	// Constants, then symbolic terms, go to the right.
	if l.isConst() || (l.IsSymbolicOrConstant() && !r.IsSymbolicOrConstant()) {
		return AffineAddExpr(r, l)
	}
	if r.constIs(0) {
		return l
	}
	// (x + c1) + c2 = x + (c1 + c2); (x + c) + y = (x + y) + c.
	if l.Kind == AffineAdd && l.RHS.isConst() {
		if r.isConst() {
			return AffineAddExpr(l.LHS, AffineConstExpr(l.RHS.Val+r.Val))
		}
		return AffineAddExpr(AffineAddExpr(l.LHS, r), l.RHS)
	}
	// c1 * x + c2 * x = (c1 + c2) * x, and x + c * x = (1 + c) * x.
	lx, lc := splitScaled(l)
	rx, rc := splitScaled(r)
	if lx != nil && rx != nil && lx.Equal(rx) {
		return AffineMulExpr(lx, AffineConstExpr(lc+rc))
	}
	// x + (x floordiv c) * -c = x mod c.
	if r.Kind == AffineMul && r.RHS.isConst() && r.LHS.Kind == AffineFloorDiv &&
		r.LHS.RHS.isConst() && r.LHS.RHS.Val == -r.RHS.Val && r.LHS.LHS.Equal(l) {
		return AffineModExpr(l, r.LHS.RHS)
	}
	// x + (y + z) = (x + y) + z keeps sums left-leaning.
	if r.Kind == AffineAdd {
		return AffineAddExpr(AffineAddExpr(l, r.LHS), r.RHS)
	}
	return newAffineBinary(AffineAdd, l, r)
}

// splitScaled views e as x * c (c = 1 for a plain term).
func splitScaled(e *AffineExpr) (*AffineExpr, int64) {
	if e.Kind == AffineMul && e.RHS.isConst() {
		return e.LHS, e.RHS.Val
	}
	if e.isConst() {
		return nil, 0
	}
	return e, 1
}

// AffineMulExpr returns l * r, simplified.
func AffineMulExpr(l, r *AffineExpr) *AffineExpr {
	if l.isConst() && r.isConst() {
		return AffineConstExpr(l.Val * r.Val)
	}
	if l.isConst() || (l.IsSymbolicOrConstant() && !r.IsSymbolicOrConstant()) {
		return AffineMulExpr(r, l)
	}
	if r.isConst() {
		if r.Val == 1 {
			return l
		}
		if r.Val == 0 {
			return r
		}
		// (x * c1) * c2 = x * (c1 * c2).
		if l.Kind == AffineMul && l.RHS.isConst() {
			return AffineMulExpr(l.LHS, AffineConstExpr(l.RHS.Val*r.Val))
		}
	}
	// (x * c) * y = (x * y) * c.
	if l.Kind == AffineMul && l.RHS.isConst() {
		return AffineMulExpr(AffineMulExpr(l.LHS, r), l.RHS)
	}
	return newAffineBinary(AffineMul, l, r)
}

// AffineFloorDivExpr returns l floordiv r, simplified.
func AffineFloorDivExpr(l, r *AffineExpr) *AffineExpr {
	if r.isConst() && r.Val != 0 {
		c := r.Val
		if l.isConst() {
			return AffineConstExpr(floorDiv(l.Val, c))
		}
		if c == 1 {
			return l
		}
		if c > 0 {
			// (x * c1) floordiv c = x * (c1 / c) when c divides c1.
			if l.Kind == AffineMul && l.RHS.isConst() && l.RHS.Val%c == 0 {
				return AffineMulExpr(l.LHS, AffineConstExpr(l.RHS.Val/c))
			}
			// (x + y) floordiv c splits when c divides one addend.
			if l.Kind == AffineAdd {
				if l.LHS.largestKnownDivisor()%c == 0 || l.RHS.largestKnownDivisor()%c == 0 {
					return AffineAddExpr(AffineFloorDivExpr(l.LHS, r), AffineFloorDivExpr(l.RHS, r))
				}
			}
			// (x floordiv c1) floordiv c = x floordiv (c1 * c).
			if l.Kind == AffineFloorDiv && l.RHS.isConst() && l.RHS.Val > 0 {
				return AffineFloorDivExpr(l.LHS, AffineConstExpr(l.RHS.Val*c))
			}
		}
	}
	return newAffineBinary(AffineFloorDiv, l, r)
}

// AffineCeilDivExpr returns l ceildiv r, simplified.
func AffineCeilDivExpr(l, r *AffineExpr) *AffineExpr {
	if r.isConst() && r.Val != 0 {
		c := r.Val
		if l.isConst() {
			return AffineConstExpr(ceilDiv(l.Val, c))
		}
		if c == 1 {
			return l
		}
		if c > 0 && l.Kind == AffineMul && l.RHS.isConst() && l.RHS.Val%c == 0 {
			return AffineMulExpr(l.LHS, AffineConstExpr(l.RHS.Val/c))
		}
	}
	return newAffineBinary(AffineCeilDiv, l, r)
}

// AffineModExpr returns l mod r, simplified.
func AffineModExpr(l, r *AffineExpr) *AffineExpr {
	if r.isConst() && r.Val != 0 {
		c := r.Val
		if l.isConst() {
			return AffineConstExpr(mod(l.Val, c))
		}
		if c == 1 {
			return AffineConstExpr(0)
		}
		if c > 0 {
			if l.largestKnownDivisor()%c == 0 {
				return AffineConstExpr(0)
			}
			// (x + y) mod c drops an addend divisible by c.
			if l.Kind == AffineAdd {
				if l.LHS.largestKnownDivisor()%c == 0 {
					return AffineModExpr(l.RHS, r)
				}
				if l.RHS.largestKnownDivisor()%c == 0 {
					return AffineModExpr(l.LHS, r)
				}
			}
			// (x mod c1) mod c = x mod c when c divides c1.
			if l.Kind == AffineMod && l.RHS.isConst() && l.RHS.Val%c == 0 {
				return AffineModExpr(l.LHS, r)
			}
		}
	}
	return newAffineBinary(AffineMod, l, r)
}

// AffineBinary dispatches on kind.
func AffineBinary(k AffineKind, l, r *AffineExpr) *AffineExpr {
	switch k {
	case AffineAdd:
		return AffineAddExpr(l, r)
	case AffineMul:
		return AffineMulExpr(l, r)
	case AffineMod:
		return AffineModExpr(l, r)
	case AffineFloorDiv:
		return AffineFloorDivExpr(l, r)
	}
	return AffineCeilDivExpr(l, r)
}

// AffineNeg returns -e (e * -1).
func AffineNeg(e *AffineExpr) *AffineExpr { return AffineMulExpr(e, AffineConstExpr(-1)) }

// AffineSub returns l - r.
func AffineSub(l, r *AffineExpr) *AffineExpr { return AffineAddExpr(l, AffineNeg(r)) }

// Replace substitutes dims and symbols (nil entries keep the original).
func (e *AffineExpr) Replace(dims, syms []*AffineExpr) *AffineExpr {
	switch e.Kind {
	case AffineConst:
		return e
	case AffineDim:
		if int(e.Val) < len(dims) && dims[e.Val] != nil {
			return dims[e.Val]
		}
		return e
	case AffineSym:
		if int(e.Val) < len(syms) && syms[e.Val] != nil {
			return syms[e.Val]
		}
		return e
	}
	return AffineBinary(e.Kind, e.LHS.Replace(dims, syms), e.RHS.Replace(dims, syms))
}

// String prints with the default names d<i> and s<i>.
func (e *AffineExpr) String() string {
	var b strings.Builder
	e.write(&b, false, nil)
	return b.String()
}

// StringWith prints e with dim i named dims[i] and symbol i syms[i] (as
// affine.load prints its indices: `%i + 1`, `symbol(%n)`).
func (e *AffineExpr) StringWith(dims, syms []string) string {
	var b strings.Builder
	e.write(&b, false, func(k AffineKind, i int64) string {
		if k == AffineDim {
			return dims[i]
		}
		return syms[i]
	})
	return b.String()
}

// write prints e as MLIR does. strong is true when e sits under a tighter
// binding operator and needs parentheses if it is a binary expression.
func (e *AffineExpr) write(b *strings.Builder, strong bool, name func(AffineKind, int64) string) {
	switch e.Kind {
	case AffineConst:
		b.WriteString(strconv.FormatInt(e.Val, 10))
		return
	case AffineDim, AffineSym:
		if name != nil {
			b.WriteString(name(e.Kind, e.Val))
			return
		}
		if e.Kind == AffineDim {
			b.WriteByte('d')
		} else {
			b.WriteByte('s')
		}
		b.WriteString(strconv.FormatInt(e.Val, 10))
		return
	}
	open := func() {
		if strong {
			b.WriteByte('(')
		}
	}
	closeP := func() {
		if strong {
			b.WriteByte(')')
		}
	}
	if e.Kind != AffineAdd {
		open()
		if e.Kind == AffineMul && e.RHS.constIs(-1) {
			b.WriteByte('-')
			e.LHS.write(b, true, name)
			closeP()
			return
		}
		e.LHS.write(b, true, name)
		switch e.Kind {
		case AffineMul:
			b.WriteString(" * ")
		case AffineMod:
			b.WriteString(" mod ")
		case AffineFloorDiv:
			b.WriteString(" floordiv ")
		case AffineCeilDiv:
			b.WriteString(" ceildiv ")
		}
		e.RHS.write(b, true, name)
		closeP()
		return
	}
	open()
	// x + y * -1 prints x - y; x + y * -c prints x - y * c.
	if r := e.RHS; r.Kind == AffineMul && r.RHS.isConst() {
		if c := r.RHS.Val; c == -1 {
			e.LHS.write(b, false, name)
			b.WriteString(" - ")
			r.LHS.write(b, r.LHS.Kind == AffineAdd, name)
			closeP()
			return
		} else if c < -1 {
			e.LHS.write(b, false, name)
			b.WriteString(" - ")
			r.LHS.write(b, true, name)
			b.WriteString(" * ")
			b.WriteString(strconv.FormatInt(-c, 10))
			closeP()
			return
		}
	}
	// x + -c prints x - c.
	if e.RHS.isConst() && e.RHS.Val < 0 {
		e.LHS.write(b, false, name)
		b.WriteString(" - ")
		b.WriteString(strconv.FormatUint(uint64(-e.RHS.Val), 10))
		closeP()
		return
	}
	e.LHS.write(b, false, name)
	b.WriteString(" + ")
	e.RHS.write(b, false, name)
	closeP()
}

// AffineMap is (d0, ..., dn)[s0, ..., sm] -> (results).
type AffineMap struct {
	NumDims, NumSyms int
	Results          []*AffineExpr
}

// NewAffineMap builds a map.
func NewAffineMap(dims, syms int, results []*AffineExpr) *AffineMap {
	return &AffineMap{NumDims: dims, NumSyms: syms, Results: results}
}

// IdentityAffineMap returns (d0, ..., dn-1) -> (d0, ..., dn-1).
func IdentityAffineMap(n int) *AffineMap {
	rs := make([]*AffineExpr, n)
	for i := range rs {
		rs[i] = AffineDimExpr(i)
	}
	return NewAffineMap(n, 0, rs)
}

// IsIdentity reports whether m maps each dim to itself in order.
func (m *AffineMap) IsIdentity() bool {
	if m.NumDims != len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if r.Kind != AffineDim || r.Val != int64(i) {
			return false
		}
	}
	return true
}

func writeDimsSyms(b *strings.Builder, dims, syms int) {
	b.WriteByte('(')
	for i := 0; i < dims; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('d')
		b.WriteString(strconv.Itoa(i))
	}
	b.WriteByte(')')
	if syms > 0 {
		b.WriteByte('[')
		for i := 0; i < syms; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('s')
			b.WriteString(strconv.Itoa(i))
		}
		b.WriteByte(']')
	}
}

// String prints the body of affine_map<...>.
func (m *AffineMap) String() string {
	var b strings.Builder
	writeDimsSyms(&b, m.NumDims, m.NumSyms)
	b.WriteString(" -> (")
	for i, r := range m.Results {
		if i > 0 {
			b.WriteString(", ")
		}
		r.write(&b, false, nil)
	}
	b.WriteByte(')')
	return b.String()
}

// IntegerSet is (dims)[syms] : (c0 >= 0, c1 == 0, ...).
type IntegerSet struct {
	NumDims, NumSyms int
	Constraints      []*AffineExpr
	// EqFlags[i] is true when constraint i is an equality.
	EqFlags []bool
}

// String prints the body of affine_set<...>.
func (s *IntegerSet) String() string {
	var b strings.Builder
	writeDimsSyms(&b, s.NumDims, s.NumSyms)
	b.WriteString(" : (")
	for i, c := range s.Constraints {
		if i > 0 {
			b.WriteString(", ")
		}
		c.write(&b, false, nil)
		if s.EqFlags[i] {
			b.WriteString(" == 0")
		} else {
			b.WriteString(" >= 0")
		}
	}
	b.WriteByte(')')
	return b.String()
}
