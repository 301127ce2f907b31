package ir

import "maps"

// IRMapping maps values and blocks of an original to their clones.
type IRMapping struct {
	values map[*Value]*Value
	blocks map[*Block]*Block
}

// NewIRMapping returns an empty mapping.
func NewIRMapping() *IRMapping {
	return &IRMapping{values: map[*Value]*Value{}, blocks: map[*Block]*Block{}}
}

// Map records that from is replaced by to.
func (m *IRMapping) Map(from, to *Value) { m.values[from] = to }

// MapBlock records a block replacement.
func (m *IRMapping) MapBlock(from, to *Block) { m.blocks[from] = to }

// Lookup returns the mapped value or v itself.
func (m *IRMapping) Lookup(v *Value) *Value {
	if n, ok := m.values[v]; ok {
		return n
	}
	return v
}

// LookupBlock returns the mapped block or b itself.
func (m *IRMapping) LookupBlock(b *Block) *Block {
	if n, ok := m.blocks[b]; ok {
		return n
	}
	return b
}

// Clone deep-copies op; operands defined outside op are remapped through
// m (or kept), and m learns the mapping of every result, block and block
// argument inside. The clone is detached.
func (op *Operation) Clone(m *IRMapping) *Operation {
	if m == nil {
		m = NewIRMapping()
	}
	return cloneOp(op, m)
}

func cloneOp(op *Operation, m *IRMapping) *Operation {
	st := &OperationState{Name: op.name, Loc: op.loc, Types: op.ResultTypes()}
	st.Operands = make([]*Value, len(op.operands))
	for i := range op.operands {
		st.Operands[i] = m.Lookup(op.operands[i].value)
	}
	st.Props = append([]NamedAttr(nil), op.props...)
	st.Successors = make([]*Block, len(op.succs()))
	for i := range op.succs() {
		st.Successors[i] = m.LookupBlock(op.succs()[i].block)
	}
	nop := Create(st)
	nop.attrs = append([]NamedAttr(nil), op.attrs...)
	for i := range op.results {
		m.Map(&op.results[i], &nop.results[i])
	}
	for _, r := range op.regions {
		nr := &Region{}
		nop.addRegion(nr)
		cloneRegionInto(r, nr, m)
	}
	return nop
}

// cloneRegionInto clones the blocks of r into nr. Blocks are created
// first so that branches to later blocks and uses of values defined in
// later blocks (graph regions) are remapped.
func cloneRegionInto(r, nr *Region, m *IRMapping) {
	for b := r.first; b != nil; b = b.next {
		nb := NewBlock()
		for _, a := range b.args {
			m.Map(a, nb.AddArgument(a.typ, a.Loc()))
		}
		m.MapBlock(b, nb)
		nr.Append(nb)
	}
	var fixups []*Operation
	for b := r.first; b != nil; b = b.next {
		nb := m.LookupBlock(b)
		for o := b.first; o != nil; o = o.next {
			c := cloneOp(o, m)
			nb.Append(c)
			fixups = append(fixups, c)
		}
	}
	// Operands that referred to values defined later in the region.
	for _, c := range fixups {
		WalkOps(c, func(x *Operation) {
			for i := range x.operands {
				if v := x.operands[i].value; v != nil {
					if n, ok := m.values[v]; ok && n != v {
						x.operands[i].Set(n)
					}
				}
			}
		})
	}
}

// CloneRegionInto clones the blocks of r to the end of dst.
func CloneRegionInto(r, dst *Region, m *IRMapping) {
	if m == nil {
		m = NewIRMapping()
	}
	cloneRegionInto(r, dst, m)
}

// Copy returns a mapping with m's entries, which later changes to either
// do not reach the other.
func (m *IRMapping) Copy() *IRMapping {
	c := NewIRMapping()
	maps.Copy(c.values, m.values)
	maps.Copy(c.blocks, m.blocks)
	return c
}
