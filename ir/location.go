package ir

// Location is where an op or block argument came from. Locations are
// attributes (LocationAttr in MLIR) and are uniqued the same way.
type Location interface {
	Attribute
	// printInner prints the location without the surrounding loc(...).
	printInner(p *AsmPrinter)
}

// UnknownLoc is loc(unknown).
type UnknownLoc struct{ AttrBase }

func (c *Context) UnknownLoc() *UnknownLoc {
	c.uniq.RLock()
	u := c.unknown
	c.uniq.RUnlock()
	if u != nil {
		return u
	}
	u = c.uniqueAttr("?unknown", func() Attribute { return &UnknownLoc{} }).(*UnknownLoc)
	c.uniq.Lock()
	c.unknown = u
	c.uniq.Unlock()
	return u
}

func (l *UnknownLoc) Print(p *AsmPrinter)      { printLoc(p, l) }
func (l *UnknownLoc) printInner(p *AsmPrinter) { p.WriteString("unknown") }

// FileLineColLoc is loc("file":line:col).
type FileLineColLoc struct {
	AttrBase
	File      string
	Line, Col int
}

func (c *Context) FileLineColLoc(file string, line, col int) *FileLineColLoc {
	return c.FileLocTable(file).Get(line, col)
}

// FileLocTable holds the uniqued FileLineColLocs of one file; the parser
// keeps the table of its input to avoid hashing the file name per op.
// Most lines carry one location, so the first location of each line sits
// in a slice indexed by line and only further ones go to a map.
type FileLocTable struct {
	ctx    *Context
	file   string
	byLine []*FileLineColLoc
	others map[uint64]*FileLineColLoc
}

// FileLocTable returns the table of file.
func (c *Context) FileLocTable(file string) *FileLocTable {
	c.uniq.Lock()
	defer c.uniq.Unlock()
	if c.fileLocs == nil {
		c.fileLocs = map[string]*FileLocTable{}
	}
	t := c.fileLocs[file]
	if t == nil {
		t = &FileLocTable{ctx: c, file: file, others: map[uint64]*FileLineColLoc{}}
		c.fileLocs[file] = t
	}
	return t
}

// Reserve makes room for n lines (the parser knows its input's size).
func (t *FileLocTable) Reserve(n int) {
	if n > maxLineIndex {
		n = maxLineIndex
	}
	t.ctx.uniq.Lock()
	if n > cap(t.byLine) {
		nb := make([]*FileLineColLoc, len(t.byLine), n)
		copy(nb, t.byLine)
		t.byLine = nb
	}
	t.ctx.uniq.Unlock()
}

// maxLineIndex bounds the per-line slice; later lines use the map.
const maxLineIndex = 1 << 26

// Get returns the uniqued location file:line:col.
func (t *FileLocTable) Get(line, col int) *FileLineColLoc {
	c := t.ctx
	c.uniq.Lock()
	defer c.uniq.Unlock()
	if line >= 0 && line < maxLineIndex {
		if line < len(t.byLine) {
			if l := t.byLine[line]; l != nil && l.Col == col {
				return l
			}
		}
	}
	k := uint64(uint32(line))<<32 | uint64(uint32(col))
	if l, ok := t.others[k]; ok {
		return l
	}
	c.nextID++
	l := &FileLineColLoc{File: t.file, Line: line, Col: col}
	l.id, l.ctx = c.nextID, c
	// The slice grows only to lines the parser reserved or just past its
	// end: a line number written in a file (`loc("f":67000000:1)`) must
	// not allocate a slot for every line before it.
	if line >= 0 && line < maxLineIndex && (line < cap(t.byLine) || line <= len(t.byLine)+64) {
		for len(t.byLine) <= line {
			t.byLine = append(t.byLine, nil)
		}
		if t.byLine[line] == nil {
			t.byLine[line] = l
			return l
		}
	}
	t.others[k] = l
	return l
}

func (c *Context) fileLineColSlow(file string, line, col int) *FileLineColLoc {
	k := (&keyBuilder{}).byte('l').str(file).u64(uint64(line)).u64(uint64(col)).String()
	return c.uniqueAttr(k, func() Attribute { return &FileLineColLoc{File: file, Line: line, Col: col} }).(*FileLineColLoc)
}
func (l *FileLineColLoc) Print(p *AsmPrinter) { printLoc(p, l) }
func (l *FileLineColLoc) printInner(p *AsmPrinter) {
	p.WriteByte('"')
	p.writeEscaped(l.File)
	p.WriteString("\":")
	p.WriteInt(int64(l.Line))
	p.WriteByte(':')
	p.WriteInt(int64(l.Col))
}

// NameLoc is loc("name") or loc("name"(child)).
type NameLoc struct {
	AttrBase
	Name  string
	Child Location // UnknownLoc when absent
}

func (c *Context) NameLoc(name string, child Location) *NameLoc {
	if child == nil {
		child = c.UnknownLoc()
	}
	k := (&keyBuilder{}).byte('n').str(name).attr(child).String()
	return c.uniqueAttr(k, func() Attribute { return &NameLoc{Name: name, Child: child} }).(*NameLoc)
}
func (l *NameLoc) Print(p *AsmPrinter) { printLoc(p, l) }
func (l *NameLoc) printInner(p *AsmPrinter) {
	p.WriteByte('"')
	p.writeEscaped(l.Name)
	p.WriteByte('"')
	if _, unk := l.Child.(*UnknownLoc); !unk {
		p.WriteByte('(')
		p.printLocRef(l.Child)
		p.WriteByte(')')
	}
}

// CallSiteLoc is loc(callsite(callee at caller)).
type CallSiteLoc struct {
	AttrBase
	Callee, Caller Location
}

func (c *Context) CallSiteLoc(callee, caller Location) *CallSiteLoc {
	k := (&keyBuilder{}).byte('C').attr(callee).attr(caller).String()
	return c.uniqueAttr(k, func() Attribute { return &CallSiteLoc{Callee: callee, Caller: caller} }).(*CallSiteLoc)
}
func (l *CallSiteLoc) Print(p *AsmPrinter) { printLoc(p, l) }
func (l *CallSiteLoc) printInner(p *AsmPrinter) {
	p.WriteString("callsite(")
	p.printLocRef(l.Callee)
	p.WriteString(" at ")
	p.printLocRef(l.Caller)
	p.WriteByte(')')
}

// FusedLoc is loc(fused[a, b]) or loc(fused<metadata>[a, b]).
type FusedLoc struct {
	AttrBase
	Locs     []Location
	Metadata Attribute // nil when absent
}

// FusedLoc normalizes as MLIR does: unknown parts are dropped, nested
// fused locations without metadata are flattened, duplicates removed; a
// single remaining location without metadata is returned as is.
func (c *Context) FusedLoc(locs []Location, md Attribute) Location {
	var flat []Location
	seen := map[Location]bool{}
	var add func(l Location)
	add = func(l Location) {
		switch l := l.(type) {
		case *UnknownLoc:
			return
		case *FusedLoc:
			if l.Metadata == nil {
				for _, s := range l.Locs {
					add(s)
				}
				return
			}
		}
		if !seen[l] {
			seen[l] = true
			flat = append(flat, l)
		}
	}
	for _, l := range locs {
		add(l)
	}
	if md == nil {
		if len(flat) == 0 {
			return c.UnknownLoc()
		}
		if len(flat) == 1 {
			return flat[0]
		}
	}
	return c.fusedLoc(flat, md)
}

func (c *Context) fusedLoc(locs []Location, md Attribute) *FusedLoc {
	k := (&keyBuilder{}).byte('u').attr(md).u64(uint64(len(locs)))
	for _, l := range locs {
		k.attr(l)
	}
	return c.uniqueAttr(k.String(), func() Attribute {
		return &FusedLoc{Locs: append([]Location(nil), locs...), Metadata: md}
	}).(*FusedLoc)
}
func (l *FusedLoc) Print(p *AsmPrinter) { printLoc(p, l) }
func (l *FusedLoc) printInner(p *AsmPrinter) {
	p.WriteString("fused")
	if l.Metadata != nil {
		p.WriteByte('<')
		p.PrintAttr(l.Metadata)
		p.WriteByte('>')
	}
	p.WriteByte('[')
	for i, s := range l.Locs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printLocRef(s)
	}
	p.WriteByte(']')
}

func printLoc(p *AsmPrinter, l Location) {
	p.WriteString("loc(")
	l.printInner(p)
	p.WriteByte(')')
}

// printLocRef prints a location nested in another one: its alias when it
// has one, otherwise its body.
func (p *AsmPrinter) printLocRef(l Location) {
	if p.st != nil && p.st.aliases != nil {
		if a, ok := p.st.aliases[l]; ok {
			p.WriteString(a.name)
			return
		}
	}
	if p.aborted {
		return
	}
	if p.dummy && p.st != nil {
		// The collection pass walks each location once.
		if id := l.attrBase().id; id != 0 {
			p.visitShared(l, id, false)
			return
		}
	}
	if p.guard != nil {
		if id := l.attrBase().id; id != 0 {
			start, ok := p.guardBegin(id)
			if ok {
				l.printInner(p)
				p.guardEnd(id, start)
			}
			return
		}
	}
	l.printInner(p)
}

// FileLineCol returns the first file location found in l (the callee of
// a call site, the first file location of a fused one), as diagnostics
// want it.
func FileLineCol(l Location) (*FileLineColLoc, bool) {
	var s fileLocSearch
	f := s.find(l)
	return f, f != nil
}

// fileLocSearch remembers the fused locations that hold no file location:
// locations are uniqued, so one may be shared by many fused ones and a
// search that walked it each time could take exponential time.
type fileLocSearch struct{ empty map[*FusedLoc]bool }

func (s *fileLocSearch) find(l Location) *FileLineColLoc {
	for {
		switch x := l.(type) {
		case *FileLineColLoc:
			return x
		case *NameLoc:
			l = x.Child
			continue
		case *CallSiteLoc:
			l = x.Callee
			continue
		case *FusedLoc:
			if s.empty[x] {
				return nil
			}
			for _, sub := range x.Locs {
				if f := s.find(sub); f != nil {
					return f
				}
			}
			if s.empty == nil {
				s.empty = map[*FusedLoc]bool{}
			}
			s.empty[x] = true
		}
		return nil
	}
}
