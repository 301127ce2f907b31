package ir

import (
	"sort"
	"strconv"
)

// aliasPrefix returns the alias name a builtin attribute gets ("map",
// "set", "loc"), or the dialect's choice.
func aliasPrefix(a Attribute) string {
	switch a.(type) {
	case *AffineMapAttr:
		return "map"
	case *IntegerSetAttr:
		return "set"
	case Location:
		return ""
	}
	if an, ok := a.(AliasNamer); ok {
		return an.AsmAlias()
	}
	return ""
}

// ---- alias and naming state ----

type aliasInfo struct {
	key      any
	prefix   string
	name     string
	isType   bool
	deferred bool
	// depth is the nesting depth of aliases inside: an alias's is one
	// more than the deepest alias it refers to.
	depth int
	order int

	// The collection pass tracks shared attributes and types that are
	// no aliases with the same record (printshare.go): transparent is set
	// for them (their depth passes to the alias around them unchanged),
	// size is the length of their expansion, refs counts references and
	// pass is the pass that last walked them; synthetic marks those that
	// become aliases because expanding them would be too long.
	transparent bool
	synthetic   bool
	pass        uint8
	refs        int32
	size        float64
	// While its body is walked: start is the byte count at its start,
	// inner the bytes written by the nodes inside, acc the size of what
	// the nodes directly inside print.
	start, inner int64
	acc          float64
}

type printState struct {
	// aliases maps attributes and types to their alias once assigned;
	// typeAliases tells whether any type has one (most IR has none, and
	// types are printed for every op).
	aliases     map[any]*aliasInfo
	typeAliases bool
	// collecting state
	seen  map[any]*aliasInfo
	list  []*aliasInfo
	stack []*aliasInfo
	// memo holds the shared attributes and types by uniquer id, nodes
	// the same in order of discovery; virt is the size of what the real
	// pass prints and this pass did not write: expansions it did not walk
	// again, and alias names (printshare.go).
	memo  map[uint32]*aliasInfo
	nodes []*aliasInfo
	pass  uint8
	virt  float64

	names          *ssaNames
	defaultDialect []string
	resources      []*ResourceBlob
	resSeen        map[*ResourceBlob]bool
}

// record notes one encounter of an aliasable symbol during the
// collection pass; body prints it to discover nested aliases.
func (p *AsmPrinter) record(key any, prefix string, isType, deferred bool, body func()) {
	st := p.st
	// A reference prints the alias name (about this long); the body is
	// printed once, among the definitions.
	st.addVirt(float64(len(prefix) + 3))
	if info, ok := st.seen[key]; ok {
		if !deferred {
			info.deferred = false
		}
		st.bumpParent(info)
		return
	}
	info := &aliasInfo{key: key, prefix: prefix, isType: isType, deferred: deferred, order: len(st.list)}
	st.seen[key] = info
	st.list = append(st.list, info)
	p.pushFrame(info)
	body()
	p.popFrame()
	st.bumpParent(info)
}

// bumpParent makes the alias or shared node being walked at least as
// deep as child requires.
func (st *printState) bumpParent(child *aliasInfo) {
	if n := len(st.stack); n > 0 {
		d := child.depth + 1
		if child.transparent {
			d = child.depth
		}
		if parent := st.stack[n-1]; parent.depth < d {
			parent.depth = d
		}
	}
}

// recordLoc walks a location for aliases (all locations get `#loc`).
func (p *AsmPrinter) recordLoc(l Location, deferred bool) {
	p.record(l, "loc", false, deferred, func() {
		switch l := l.(type) {
		case *NameLoc:
			if _, unk := l.Child.(*UnknownLoc); !unk {
				p.recordLoc(l.Child, deferred)
			}
		case *CallSiteLoc:
			p.recordLoc(l.Callee, deferred)
			p.recordLoc(l.Caller, deferred)
		case *FusedLoc:
			if l.Metadata != nil {
				p.PrintAttr(l.Metadata)
			}
			for _, s := range l.Locs {
				p.recordLoc(s, deferred)
			}
		}
	})
}

// assignAliases orders the collected symbols as MLIR does (by nesting
// depth, types before attributes, then alias name, then first use) and
// numbers equal prefixes: map, map1, map2, ...
func (st *printState) assignAliases() {
	list := st.list
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if a.isType != b.isType {
			return a.isType
		}
		return a.prefix < b.prefix
	})
	counts := map[string]int{}
	st.aliases = make(map[any]*aliasInfo, len(list))
	for _, a := range list {
		n := counts[a.prefix]
		counts[a.prefix] = n + 1
		name := a.prefix
		if n > 0 {
			if isDigit(name[len(name)-1]) {
				name += "_"
			}
			name += strconv.Itoa(n)
		}
		if a.isType {
			a.name = "!" + name
			st.typeAliases = true
		} else {
			a.name = "#" + name
		}
		st.aliases[a.key] = a
	}
	st.list = list
}

func (p *AsmPrinter) noteResource(b *ResourceBlob) {
	if p.st == nil {
		return
	}
	if p.st.resSeen == nil {
		p.st.resSeen = map[*ResourceBlob]bool{}
	}
	if !p.st.resSeen[b] {
		p.st.resSeen[b] = true
		p.st.resources = append(p.st.resources, b)
	}
}

// collect runs the collection pass: a print that keeps no text and
// records the aliases. When expanding the shared attributes and types
// would make the text too long, it runs again with those responsible
// made aliases (printshare.go).
func (p *AsmPrinter) collect(op *Operation) {
	st := p.st
	st.memo = map[uint32]*aliasInfo{}
	saved, savedWritten := p.buf, p.written
	p.buf = make([]byte, 0, 64<<10)
	p.dummy = true
	for st.pass = 1; ; st.pass++ {
		st.seen = map[any]*aliasInfo{}
		st.list, st.stack = nil, nil
		st.virt = 0
		st.resources, st.resSeen = nil, nil
		p.buf, p.written = p.buf[:0], 0
		p.printFullOp(op)
		if st.pass > 1 || !st.needsSyntheticAliases(p) {
			break
		}
	}
	p.dummy = false
	p.buf, p.written = saved, savedWritten
	st.memo, st.nodes = nil, nil
}

func (p *AsmPrinter) printAliasDefs(deferred bool) {
	for _, a := range p.st.list {
		if a.deferred != deferred {
			continue
		}
		p.WriteString(a.name)
		p.WriteString(" = ")
		switch k := a.key.(type) {
		case Location:
			p.WriteString("loc(")
			k.printInner(p)
			p.WriteByte(')')
		case Attribute:
			k.Print(p)
		case Type:
			k.Print(p)
		}
		p.WriteByte('\n')
		p.maybeFlush()
	}
}

func (p *AsmPrinter) printResources() {
	if len(p.st.resources) == 0 {
		return
	}
	p.WriteString("\n{-#\n  dialect_resources: {\n    builtin: {\n")
	for i, r := range p.st.resources {
		p.WriteString("      ")
		p.WriteString(r.Name)
		p.WriteString(": \"0x")
		var al [4]byte
		al[0], al[1], al[2], al[3] = byte(r.Alignment), byte(r.Alignment>>8), byte(r.Alignment>>16), byte(r.Alignment>>24)
		p.writeHex(al[:])
		p.writeHex(r.Data)
		p.WriteByte('"')
		if i+1 < len(p.st.resources) {
			p.WriteByte(',')
		}
		p.WriteByte('\n')
	}
	p.WriteString("    }\n  }\n#-}\n")
}
