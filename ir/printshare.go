package ir

// This file keeps printing linear in the size of the attribute and type
// DAG. Attributes and types are uniqued, so one may be shared by many
// others: the 64 lines
//
//	#a0 = [1, 2]
//	#a1 = [#a0, #a0]
//	...
//	#a63 = [#a62, #a62]
//
// describe an array whose expansion has 2^64 elements, and mlir-opt prints
// every reference in full. We print as mlir-opt does as long as the
// output stays within a constant factor of the DAG (which every input
// written by hand or by a tool does); beyond that:
//
//   - PrintOp with aliases gives the shared attributes and types that
//     cause the growth an alias of their own (`#attr = [...]`,
//     `!type = ...`), which reads back to the same DAG;
//   - printers that may not alias (--mlir-print-local-scope, OpString,
//     AttrString, TypeString) stop once repeated text dominates what they
//     printed: PrintOp reports an error, the string printers end the text
//     with "<<...>>".
//
// The collection pass (the dummy print that discovers aliases) walks each
// shared attribute or type once and remembers the size of its expansion,
// so that pass is linear in the DAG too.

// Limits of the expansion a printer accepts: the output may exceed
// expansionFactor times the text of the DAG (each shared node counted
// once) plus expansionSlack bytes before shared nodes get aliases.
const (
	expansionFactor = 8
	expansionSlack  = 32 << 20
	// stringSlack is expansionSlack for string printers (diagnostics).
	stringSlack = 1 << 20
	// syntheticMinSize is the smallest expansion a shared node needs to
	// get an alias of its own once aliases are needed; smaller nodes are
	// expanded (at most that many bytes per reference).
	syntheticMinSize = 256
)

// sharedAttrID returns the uniquer id of an attribute whose printed form
// is not a few bytes (it contains others, or data of any length), and 0
// for small leaves and attributes not made by a context.
func sharedAttrID(a Attribute) uint32 {
	switch a := a.(type) {
	case *IntegerAttr:
		if a.Big == nil {
			return 0
		}
	case *FloatAttr, *UnitAttr:
		return 0
	}
	return a.attrBase().id
}

// sharedTypeID is sharedAttrID for types.
func sharedTypeID(t Type) uint32 {
	switch t.(type) {
	case *IntegerType, *FloatType, *IndexType, *NoneType:
		return 0
	}
	return t.typeBase().id
}

// collected is the number of bytes the collection pass wrote so far.
func (p *AsmPrinter) collected() int64 { return p.written + int64(len(p.buf)) }

// addVirt accounts for n bytes the real pass prints where the collection
// pass writes nothing (an expansion walked before, an alias name).
func (st *printState) addVirt(n float64) {
	st.virt += n
	if k := len(st.stack); k > 0 {
		st.stack[k-1].acc += n
	}
}

// pushFrame starts walking the body of an alias or shared node.
func (p *AsmPrinter) pushFrame(n *aliasInfo) {
	n.start, n.inner, n.acc = p.collected(), 0, 0
	p.st.stack = append(p.st.stack, n)
}

// popFrame ends the walk pushFrame started: the node's size is what it
// wrote itself plus what its children print. A shared node's expansion
// is part of the node around it; an alias's is not (it has a name).
func (p *AsmPrinter) popFrame() {
	st := p.st
	n := st.stack[len(st.stack)-1]
	st.stack = st.stack[:len(st.stack)-1]
	total := p.collected() - n.start
	n.size = float64(total-n.inner) + n.acc
	if k := len(st.stack); k > 0 {
		parent := st.stack[k-1]
		parent.inner += total
		if n.transparent {
			parent.acc += n.size
		}
	}
}

// visitShared walks the body of a shared attribute or type (key) during
// the collection pass, once per pass; later references add the size of
// its expansion without walking it. In the second pass, nodes chosen to
// be aliases are recorded as such.
func (p *AsmPrinter) visitShared(key any, id uint32, isType bool) {
	st := p.st
	n := st.memo[id]
	if n != nil && n.synthetic {
		prefix := "attr"
		if isType {
			prefix = "type"
		}
		p.record(key, prefix, isType, false, func() { printBody(p, key) })
		return
	}
	if n != nil && n.pass == st.pass {
		n.refs++
		st.addVirt(n.size)
		st.bumpParent(n)
		return
	}
	if n == nil {
		n = &aliasInfo{key: key, transparent: true}
		st.memo[id] = n
		st.nodes = append(st.nodes, n)
	}
	n.pass, n.refs, n.depth = st.pass, 1, 0
	p.pushFrame(n)
	printBody(p, key)
	p.popFrame()
	st.bumpParent(n)
}

func printBody(p *AsmPrinter, key any) {
	switch k := key.(type) {
	case Attribute:
		k.Print(p)
	case Type:
		k.Print(p)
	}
}

// needsSyntheticAliases reports whether printing without more aliases
// would exceed the expansion limit, and if so marks the shared nodes that
// are to get one: those referenced more than once whose expansion is not
// small.
func (st *printState) needsSyntheticAliases(p *AsmPrinter) bool {
	dag := float64(p.collected())
	if dag+st.virt <= expansionFactor*dag+expansionSlack {
		return false
	}
	marked := false
	for _, n := range st.nodes {
		if n.refs > 1 && n.size >= syntheticMinSize {
			n.synthetic = true
			marked = true
		}
	}
	return marked
}

// expansionGuard bounds a printer that may not alias: it remembers the
// printed size of each shared node and counts the bytes spent printing
// nodes again.
type expansionGuard struct {
	sizes map[uint32]int64
	// repeated is the size of the repeated expansions printed so far;
	// inRepeat > 0 while one is printed (nested repeats are part of it).
	repeated int64
	inRepeat int
	slack    int64
}

func newExpansionGuard(slack int64) *expansionGuard {
	return &expansionGuard{sizes: map[uint32]int64{}, slack: slack}
}

// total is the number of bytes printed so far.
func (p *AsmPrinter) total() int64 { return p.written + int64(len(p.buf)) }

// guardBegin is called before printing the shared node id; it returns
// false when the printer has given up (the node is then not printed).
func (p *AsmPrinter) guardBegin(id uint32) (start int64, ok bool) {
	g := p.guard
	size, seen := g.sizes[id]
	if seen && size >= 0 {
		if g.inRepeat == 0 {
			g.repeated += size
			if fresh := p.total() - g.repeated; g.repeated > expansionFactor*max(fresh, 0)+g.slack {
				p.giveUp()
				return 0, false
			}
		}
		g.inRepeat++
		return -1, true
	}
	if !seen {
		// -1 marks a node being printed (a cycle through it is not a
		// repeat we can measure).
		g.sizes[id] = -1
	}
	return p.total(), true
}

// guardEnd is called after printing the shared node id.
func (p *AsmPrinter) guardEnd(id uint32, start int64) {
	g := p.guard
	if start < 0 {
		g.inRepeat--
		return
	}
	if g.sizes[id] < 0 {
		g.sizes[id] = p.total() - start
	}
}

// giveUp stops a guarded printer: what is printed from now on is dropped.
func (p *AsmPrinter) giveUp() {
	if !p.aborted {
		p.aborted = true
		p.WriteString("<<...>>")
	}
}

// Aborted reports whether the printer stopped because the text would
// have grown beyond the expansion limit (see giveUp).
func (p *AsmPrinter) Aborted() bool { return p.aborted }

// printGuarded prints a shared attribute or type under the guard.
func (p *AsmPrinter) printGuarded(key any, id uint32) {
	start, ok := p.guardBegin(id)
	if !ok {
		return
	}
	printBody(p, key)
	p.guardEnd(id, start)
}
