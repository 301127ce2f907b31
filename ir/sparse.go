package ir

// SparseElementsAttr is sparse<indices, values> over a statically shaped
// tensor or vector type: the elements at the coordinates listed in
// indices (an N x rank tensor of i64) hold values (N elements, or one
// splat value), every other element is zero. `sparse<>` lists none.
type SparseElementsAttr struct {
	AttrBase
	Type ShapedType
	// Indices and Values are nil for `sparse<>`.
	Indices *DenseElementsAttr
	Values  *DenseElementsAttr
}

// SparseElementsAttr returns the uniqued attribute.
func (c *Context) SparseElementsAttr(t ShapedType, indices, values *DenseElementsAttr) *SparseElementsAttr {
	kb := (&keyBuilder{}).byte('S').typ(t)
	if indices != nil {
		kb = kb.attr(indices).attr(values)
	}
	return c.uniqueAttr(kb.String(), func() Attribute {
		return &SparseElementsAttr{Type: t, Indices: indices, Values: values}
	}).(*SparseElementsAttr)
}

func (a *SparseElementsAttr) AttrType() Type { return a.Type }

func (a *SparseElementsAttr) Print(p *AsmPrinter) { a.print(p, false) }

func (a *SparseElementsAttr) print(p *AsmPrinter, elideType bool) {
	p.WriteString("sparse<")
	if a.Indices != nil {
		a.Indices.PrintBody(p)
		p.WriteString(", ")
		a.Values.PrintBody(p)
	}
	p.WriteByte('>')
	if !elideType {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// Coordinates returns the listed coordinates, one slice of rank entries each.
func (a *SparseElementsAttr) Coordinates() [][]int64 {
	if a.Indices == nil {
		return nil
	}
	shape := a.Indices.Type.Shape()
	n, rank := int64(1), int64(0)
	if len(shape) == 2 {
		n, rank = shape[0], shape[1]
	} else if len(shape) == 1 {
		rank = shape[0]
	}
	out := make([][]int64, n)
	for i := range out {
		out[i] = make([]int64, rank)
		for j := range out[i] {
			out[i][j] = a.Indices.IntElement(int64(i)*rank + int64(j))
		}
	}
	return out
}
