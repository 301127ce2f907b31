package ir

import (
	"sort"
	"strconv"
)

// ssaNames assigns printed names to values and blocks the way MLIR's
// AsmPrinter does: nested regions continue the numbering of their parent
// region (each region starts from the counters reached after its parent
// region was numbered), entry-block arguments are %argN, other values
// %N, blocks ^bbN per region, and suggested names are uniqued with _N.
type ssaNames struct {
	// ids maps a value (the first result of a group) to a number, or to
	// -(index+1) into names for a named value.
	ids   map[*Value]int32
	names []string
	// groups holds the result-group starts of ops whose results are split
	// by suggested names (absent for the usual single group).
	groups map[*Operation][]int
	// blocks maps a block to its number in its region.
	blocks map[*Block]int32

	nextValue, nextArg, nextConflict int
	used                             map[string]int
	scopeLog                         []string
	generic                          bool
}

type nameCtx struct {
	region                           *Region
	nextValue, nextArg, nextConflict int
	scopeDepth                       int
}

func computeNames(root *Operation, flags PrintFlags) *ssaNames {
	// Size the table up front: growing a map of a million entries
	// dominates naming otherwise.
	count := 0
	Walk(root, PreOrder, func(o *Operation) WalkResult {
		if len(o.results) > 0 {
			count++
		}
		for _, r := range o.regions {
			for b := r.first; b != nil; b = b.next {
				count += len(b.args)
			}
		}
		return Advance
	})
	n := &ssaNames{
		ids:     make(map[*Value]int32, count),
		groups:  map[*Operation][]int{},
		blocks:  map[*Block]int32{},
		used:    map[string]int{},
		generic: flags.Generic,
	}
	var stack []nameCtx
	// Regions are pushed in order and popped last-first, as MLIR does; in
	// generic form (unique ids) the counters are not restored per region,
	// so that order shows in the numbering.
	for _, r := range root.regions {
		stack = append(stack, nameCtx{r, 0, 0, 0, 0})
	}
	n.numberOp(root)
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !n.generic {
			n.nextValue, n.nextArg, n.nextConflict = c.nextValue, c.nextArg, c.nextConflict
		}
		n.popScopes(c.scopeDepth)
		n.numberRegion(c.region)
		// Nested regions see this region's names (a child's suggested name
		// that clashes with one here gets a suffix).
		depth := len(n.scopeLog)
		for b := c.region.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				for _, r := range o.regions {
					stack = append(stack, nameCtx{r, n.nextValue, n.nextArg, n.nextConflict, depth})
				}
			}
		}
	}
	return n
}

// popScopes forgets the names used after the log had length depth.
func (n *ssaNames) popScopes(depth int) {
	for len(n.scopeLog) > depth {
		name := n.scopeLog[len(n.scopeLog)-1]
		n.scopeLog = n.scopeLog[:len(n.scopeLog)-1]
		if n.used[name] <= 1 {
			delete(n.used, name)
		} else {
			n.used[name]--
		}
	}
}

func (n *ssaNames) numberRegion(r *Region) {
	id := int32(0)
	for b := r.first; b != nil; b = b.next {
		n.blocks[b] = id
		id++
		n.numberBlock(b)
	}
}

func (n *ssaNames) numberBlock(b *Block) {
	entry := b.IsEntryBlock()
	for _, a := range b.args {
		if _, ok := n.ids[a]; ok {
			continue
		}
		if entry {
			n.setName(a, "arg"+strconv.Itoa(n.nextArg))
			n.nextArg++
		} else {
			n.setName(a, "")
		}
	}
	for o := b.first; o != nil; o = o.next {
		n.numberOp(o)
	}
}

func (n *ssaNames) numberOp(op *Operation) {
	if len(op.results) == 0 {
		return
	}
	var groups []int
	if d := op.name.Def; d != nil && d.AsmResultNames != nil && !n.generic {
		groups = []int{0}
		d.AsmResultNames(op, func(v *Value, name string) {
			if v.def != op {
				return
			}
			if _, done := n.ids[v]; done {
				return
			}
			n.setName(v, name)
			if v.index != 0 {
				groups = append(groups, int(v.index))
			}
		})
	}
	first := &op.results[0]
	if _, ok := n.ids[first]; !ok {
		n.ids[first] = int32(n.nextValue)
		n.nextValue++
	}
	if len(groups) > 1 {
		sortInts(groups)
		n.groups[op] = groups
	}
}

func sortInts(a []int) { sort.Ints(a) }

func (n *ssaNames) setName(v *Value, name string) {
	if name == "" {
		n.ids[v] = int32(n.nextValue)
		n.nextValue++
		return
	}
	name = n.unique(sanitizeName(name))
	n.names = append(n.names, name)
	n.ids[v] = -int32(len(n.names))
}

func (n *ssaNames) unique(name string) string {
	if n.used[name] == 0 {
		n.used[name]++
		n.scopeLog = append(n.scopeLog, name)
		return name
	}
	for {
		probe := name + "_" + strconv.Itoa(n.nextConflict)
		n.nextConflict++
		if n.used[probe] == 0 {
			n.used[probe]++
			n.scopeLog = append(n.scopeLog, probe)
			return probe
		}
	}
}

// sanitizeName makes a suggested name a valid SSA suffix, prefixing
// names starting with a digit by `_`.
func sanitizeName(s string) string {
	valid := func(c byte) bool {
		return isLetter(c) || isDigit(c) || c == '$' || c == '.' || c == '_' || c == '-'
	}
	ok := !isDigit(s[0])
	for i := 0; ok && i < len(s); i++ {
		ok = valid(s[i])
	}
	if ok {
		return s
	}
	const hex = "0123456789ABCDEF"
	var b []byte
	if isDigit(s[0]) {
		b = append(b, '_')
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case valid(c):
			b = append(b, c)
		case c == ' ':
			b = append(b, '_')
		default:
			if c>>4 != 0 {
				b = append(b, hex[c>>4])
			}
			b = append(b, hex[c&15])
		}
	}
	return string(b)
}

func (n *ssaNames) blockOrder(b *Block) int32 {
	if v, ok := n.blocks[b]; ok {
		return v
	}
	return -1
}

// print writes the name of v.
func (n *ssaNames) print(p *AsmPrinter, v *Value, printResultNo bool) {
	lookup := v
	resultNo := -1
	if op := v.def; op != nil && len(op.results) > 1 {
		idx := int(v.index)
		if groups, ok := n.groups[op]; ok {
			// groups is sorted: the group of idx is the last start <= idx.
			k := sort.SearchInts(groups, idx+1) - 1
			g := 0
			if k >= 0 {
				g = groups[k]
			}
			size := len(op.results) - g
			if k+1 < len(groups) {
				size = groups[k+1] - g
			}
			if size != 1 {
				resultNo = idx - g
			}
			lookup = &op.results[g]
		} else {
			resultNo = idx
			lookup = &op.results[0]
		}
	}
	id, ok := n.ids[lookup]
	if !ok {
		p.WriteString("<<UNKNOWN SSA VALUE>>")
		return
	}
	p.WriteByte('%')
	if id >= 0 {
		p.WriteInt(int64(id))
	} else {
		p.WriteString(n.names[-id-1])
	}
	if resultNo >= 0 && printResultNo {
		p.WriteByte('#')
		p.WriteInt(int64(resultNo))
	}
}
