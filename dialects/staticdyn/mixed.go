package staticdyn

import "github.com/strata-compiler/strata/ir"

// List is one mixed static/dynamic list of an op: per entry a constant
// (Dyn nil) or the operand standing for it (Static Dynamic).
type List struct {
	Static []int64
	Dyn    []*ir.Value // one per entry, nil where static
}

// NewList pairs a static list with its dynamic operands, in order.
func NewList(static []int64, dyn []*ir.Value) List {
	l := List{Static: append([]int64(nil), static...), Dyn: make([]*ir.Value, len(static))}
	k := 0
	for i, s := range static {
		if s == Dynamic && k < len(dyn) {
			l.Dyn[i] = dyn[k]
			k++
		}
	}
	return l
}

// Constant returns entry i as a constant when it is one, static or an
// operand defined by a constant.
func (l List) Constant(i int) (int64, bool) {
	if l.Dyn[i] == nil {
		return l.Static[i], true
	}
	return ConstantInt(l.Dyn[i])
}

// FoldConstants makes static the entries whose operand is a constant
// that keep accepts (upstream's foldDynamicIndexList); it reports
// whether any did.
func (l List) FoldConstants(keep func(int64) bool) bool {
	changed := false
	for i, v := range l.Dyn {
		if v == nil {
			continue
		}
		if c, ok := ConstantInt(v); ok && keep(c) {
			l.Static[i], l.Dyn[i] = c, nil
			changed = true
		}
	}
	return changed
}

// Set makes entry i the constant c.
func (l List) Set(i int, c int64) { l.Static[i], l.Dyn[i] = c, nil }

// Operands are the dynamic entries in order.
func (l List) Operands() []*ir.Value {
	var vs []*ir.Value
	for _, v := range l.Dyn {
		if v != nil {
			vs = append(vs, v)
		}
	}
	return vs
}

// Clone returns a copy that may be changed alone.
func (l List) Clone() List {
	return List{Static: append([]int64(nil), l.Static...), Dyn: append([]*ir.Value(nil), l.Dyn...)}
}
