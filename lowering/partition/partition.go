// Package partition splits functions between a backend plug-in and the
// host: strata-partition{target=NAME} groups the ops the backend declares
// it runs (plugin.Capabilities) into the largest segments the data flow
// allows, outlines each into a function marked strata.target = "NAME",
// and leaves a call to it, and every other op, to the host.
package partition

import (
	"context"
	"fmt"
	"github.com/strata-compiler/strata/dialects/builtin"
	"sort"
	"strings"

	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/plugin"
)

// TargetAttr marks an outlined segment with the backend that runs it.
const TargetAttr = "strata.target"

// Pass is strata-partition.
var Pass = &passes.Pass{
	Argument: "strata-partition",
	Name:     "PartitionPass",
	Summary:  "Outline the ops a backend plug-in runs into functions for it, the rest left to the host",
	Description: `For each func.func with a body, the ops of each block that the backend
declares it runs (target=NAME: a backend built in, or strata-backend-NAME on
PATH asked for its capabilities; ops=...: the listed op names, for trying a
split by hand) are grouped into segments: an op joins a segment of one of its
operands' producers, or the latest segment, when no path of the data flow
leaves the segment and comes back through the op (so the segments and the
host ops between them stay in an order that respects every dependency). Each
segment becomes a private function @F_NAME_K taking the values it uses and
returning those used after it, marked strata.target = "NAME"; constants are
copied into the segments that use them. Ops with regions count as one op.
The ops left to the host, and the calls, are reordered topologically.`,
	Anchor: builtin.Module.Name,
	Statistics: []passes.Statistic{
		{Name: "num-segments", Description: "Segments outlined for the backend"},
		{Name: "num-ops-offloaded", Description: "Ops moved into segments"},
		{Name: "num-ops-on-host", Description: "Ops the backend does not run"},
	},
	Options: []passes.Option{
		{Name: "target", Kind: passes.StringOption, Description: "The backend whose capabilities decide the split"},
		{Name: "ops", Kind: passes.StringOption, List: true, Description: "Op names the backend runs, instead of a target's capabilities"},
	},
	Run: func(r *passes.Run) error {
		caps, err := capabilities(r)
		if err != nil {
			return err
		}
		reports, err := Apply(r.Op, caps)
		if err != nil {
			return err
		}
		for _, rep := range reports {
			r.AddStat("num-segments", int64(len(rep.Segments)))
			for _, s := range rep.Segments {
				r.AddStat("num-ops-offloaded", int64(len(s.Ops)))
			}
			r.AddStat("num-ops-on-host", int64(len(rep.Fallbacks)))
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

func capabilities(r *passes.Run) (*plugin.Capabilities, error) {
	target, ops := r.String("target"), r.Strings("ops")
	switch {
	case target == "" && len(ops) == 0:
		return nil, r.Op.EmitError("strata-partition: give target=NAME or ops=OP,...")
	case len(ops) > 0:
		name := target
		if name == "" {
			name = "ops"
		}
		caps := &plugin.Capabilities{Protocol: plugin.ProtocolVersion, Name: name, Level: plugin.LevelLinalg}
		for _, o := range ops {
			caps.Ops = append(caps.Ops, plugin.OpSupport{Op: o})
		}
		if err := caps.Validate(); err != nil {
			return nil, r.Op.EmitError("strata-partition: %v", err)
		}
		return caps, nil
	}
	backend, err := plugin.Find(context.Background(), target)
	if err != nil {
		return nil, r.Op.EmitError("strata-partition: %v", err)
	}
	caps := backend.Capabilities()
	return &caps, nil
}

// A Segment is a group of ops outlined for the backend.
type Segment struct {
	// Func is the outlined function's name.
	Func string
	// Ops are the ops it holds, in their order (moved into Func).
	Ops []*ir.Operation
}

// A Fallback is an op left to the host, and why.
type Fallback struct {
	Op     *ir.Operation
	Reason string
}

// Report is what partitioning did to one function.
type Report struct {
	Func      string
	Target    string
	Segments  []Segment
	Fallbacks []Fallback
}

// String lists the segments and the fallbacks, one line each.
func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "@%s: %d segment(s) for %s, %d op(s) on the host\n", r.Func, len(r.Segments), r.Target, len(r.Fallbacks))
	for _, s := range r.Segments {
		names := make([]string, len(s.Ops))
		for i, op := range s.Ops {
			names[i] = op.Name()
		}
		fmt.Fprintf(&b, "  segment @%s: %s\n", s.Func, strings.Join(names, ", "))
	}
	for _, f := range r.Fallbacks {
		fmt.Fprintf(&b, "  host: %s at %s: %s\n", f.Op.Name(), ir.LocString(f.Op.Loc()), f.Reason)
	}
	return b.String()
}

// Apply partitions every func.func of module for the backend of caps
// (in place) and reports what it did, a report per function.
func Apply(module *ir.Operation, caps *plugin.Capabilities) ([]*Report, error) {
	var funcs []*ir.Operation
	for op := module.Region(0).Front().First(); op != nil; op = op.Next() {
		if op.Def() == fn.Func && !op.Region(0).Empty() && !op.HasAttr(TargetAttr) {
			funcs = append(funcs, op)
		}
	}
	var reports []*Report
	for _, f := range funcs {
		rep := &Report{Func: ir.SymbolName(f), Target: caps.Name}
		for _, block := range f.Region(0).Blocks() {
			if err := partitionBlock(f, block, caps, rep); err != nil {
				return nil, err
			}
		}
		reports = append(reports, rep)
	}
	return reports, nil
}

// partitionBlock groups block's supported ops into segments and outlines them.
func partitionBlock(f *ir.Operation, block *ir.Block, caps *plugin.Capabilities, rep *Report) error {
	var ops []*ir.Operation
	for op := block.First(); op != nil; op = op.Next() {
		if !op.HasTrait(ir.Terminator) {
			ops = append(ops, op)
		}
	}
	g := newGrouping(ops)
	supported := map[*ir.Operation]bool{}
	for _, op := range ops {
		if copied(op) {
			continue // copied into the segments that use it, and kept for the host's uses
		}
		if ok, why := caps.Supports(op); !ok {
			rep.Fallbacks = append(rep.Fallbacks, Fallback{op, why})
			continue
		}
		supported[op] = true
	}
	keepCrossable(ops, supported, caps.Name, rep)
	// An op none of whose producers the backend runs (a fill of an empty
	// tensor) waits for its first supported user and joins that user's
	// segment, rather than the latest one.
	waiting := map[*ir.Operation]bool{}
	for _, op := range ops {
		if !supported[op] {
			continue
		}
		if g.isRoot(op, supported) && g.hasSupportedUser(op, supported) {
			waiting[op] = true
			continue
		}
		s := g.place(op)
		for _, p := range g.producers(op) {
			if waiting[p] {
				delete(waiting, p)
				g.placeIn(p, s)
			}
		}
	}
	for _, op := range ops {
		if waiting[op] {
			g.place(op)
		}
	}
	if len(g.members) == 0 {
		return nil
	}
	var copiedIn []*ir.Operation
	after := f // the segments' functions follow f in their order
	for next := f.Next(); next != nil && next.HasAttr(TargetAttr); next = next.Next() {
		after = next
	}
	units, err := g.order()
	if err != nil {
		return err
	}
	for _, unit := range units {
		if unit.op != nil {
			unit.op.MoveBefore(block.Last())
			continue
		}
		name := fmt.Sprintf("%s_%s_%d", ir.SymbolName(f), caps.Name, len(rep.Segments))
		callee, copies := outline(f, after, block, g.members[unit.group], name, caps.Name)
		after = callee
		copiedIn = append(copiedIn, copies...)
		rep.Segments = append(rep.Segments, Segment{Func: name, Ops: g.members[unit.group]})
	}
	for i := len(copiedIn) - 1; i >= 0; i-- {
		if c := copiedIn[i]; c.Block() != nil && c.UseEmpty() {
			c.Erase() // every use was in segments
		}
	}
	return nil
}

// grouping assigns supported ops to segments.
type grouping struct {
	index   map[*ir.Operation]int // position in the block
	group   map[*ir.Operation]int // segment of a supported op
	members [][]*ir.Operation
	ops     []*ir.Operation
}

func newGrouping(ops []*ir.Operation) *grouping {
	g := &grouping{index: map[*ir.Operation]int{}, group: map[*ir.Operation]int{}, ops: ops}
	for i, op := range ops {
		g.index[op] = i
	}
	return g
}

// producers are the ops of the block whose results op (or an op nested in
// it) uses.
func (g *grouping) producers(op *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	seen := map[*ir.Operation]bool{}
	for _, v := range externalOperands(op) {
		if d := v.DefiningOp(); d != nil {
			if _, ok := g.index[d]; ok && !seen[d] {
				seen[d] = true
				out = append(out, d)
			}
		}
	}
	return out
}

// dependsOn reports whether op, run where it is, needs segment s to have
// run: through its producers, and through every member of a segment it is
// in (a segment runs as a whole).
func (g *grouping) dependsOn(op *ir.Operation, s int) bool {
	return g.reaches([]*ir.Operation{op}, s, g.producers, map[*ir.Operation]bool{})
}

// reaches reports whether a path from the ops from, each step to next's
// ops (producers or users) and from a grouped op to every member of its
// segment, meets segment s. Ops in seen are not entered.
func (g *grouping) reaches(from []*ir.Operation, s int, next func(*ir.Operation) []*ir.Operation, seen map[*ir.Operation]bool) bool {
	var visit func(*ir.Operation) bool
	visit = func(o *ir.Operation) bool {
		if seen[o] {
			return false
		}
		seen[o] = true
		if h, ok := g.group[o]; ok {
			if h == s {
				return true
			}
			for _, m := range g.members[h] {
				if visit(m) {
					return true
				}
			}
		}
		for _, n := range next(o) {
			if visit(n) {
				return true
			}
		}
		return false
	}
	for _, o := range from {
		if visit(o) {
			return true
		}
	}
	return false
}

// isRoot reports whether none of op's producers is supported.
func (g *grouping) isRoot(op *ir.Operation, supported map[*ir.Operation]bool) bool {
	for _, p := range g.producers(op) {
		if supported[p] {
			return false
		}
	}
	return true
}

// hasSupportedUser reports whether an op of the block the backend runs uses op.
func (g *grouping) hasSupportedUser(op *ir.Operation, supported map[*ir.Operation]bool) bool {
	for _, r := range op.Results() {
		for _, u := range r.Users() {
			for p := u; p != nil; p = p.ParentOp() {
				if supported[p] {
					return true
				}
			}
		}
	}
	return false
}

// placeIn puts op into segment s if that makes no cycle, else places it
// as place does.
func (g *grouping) placeIn(op *ir.Operation, s int) {
	if g.canJoin(op, s) {
		g.join(op, s)
		return
	}
	g.place(op)
}

// canJoin reports whether op can join segment s without a cycle: no path
// of the data flow may leave s and come back through op (one of op's
// producers outside s needs s), or leave op and come back into s.
func (g *grouping) canJoin(op *ir.Operation, s int) bool {
	for _, p := range g.producers(op) {
		if h, in := g.group[p]; in && h == s {
			continue
		}
		if g.dependsOn(p, s) {
			return false
		}
	}
	return !g.reachesFromOutside(op, s)
}

// reachesFromOutside reports whether a path from op through ops outside
// segment s ends in s (a direct edge from op into s stays inside it).
func (g *grouping) reachesFromOutside(op *ir.Operation, s int) bool {
	var from []*ir.Operation
	for _, u := range g.users(op) {
		if h, in := g.group[u]; !in || h != s {
			from = append(from, u)
		}
	}
	return g.reaches(from, s, g.users, map[*ir.Operation]bool{op: true})
}

// users are the ops of the block that use op's results (directly or in
// their regions).
func (g *grouping) users(op *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	seen := map[*ir.Operation]bool{}
	for _, r := range op.Results() {
		for _, u := range r.Users() {
			for p := u; p != nil; p = p.ParentOp() {
				if _, ok := g.index[p]; ok {
					if !seen[p] {
						seen[p] = true
						out = append(out, p)
					}
					break
				}
			}
		}
	}
	return out
}

func (g *grouping) join(op *ir.Operation, s int) {
	g.group[op] = s
	g.members[s] = append(g.members[s], op)
	sort.Slice(g.members[s], func(a, b int) bool { return g.index[g.members[s][a]] < g.index[g.members[s][b]] })
}

// place puts a supported op into the first segment it can join without a
// cycle (one of its producers', then the latest), or a new one, and
// returns the segment.
func (g *grouping) place(op *ir.Operation) int {
	producers := g.producers(op)
	var candidates []int
	for _, p := range producers {
		if s, ok := g.group[p]; ok {
			candidates = append(candidates, s)
		}
	}
	if n := len(g.members); n > 0 {
		candidates = append(candidates, n-1)
	}
	for _, s := range candidates {
		if g.canJoin(op, s) {
			g.join(op, s)
			return s
		}
	}
	g.group[op] = len(g.members)
	g.members = append(g.members, []*ir.Operation{op})
	return len(g.members) - 1
}

// A unit of the new order: a segment, or an op left to the host.
type unit struct {
	group int
	op    *ir.Operation
}

// order lists the segments and the other ops in an order respecting every
// dependency (the grouping leaves the graph of units acyclic), each unit
// as early as its first op was where possible.
func (g *grouping) order() ([]unit, error) {
	unitOf := map[*ir.Operation]int{}
	var units []unit
	var first []int
	for s, ms := range g.members {
		for _, m := range ms {
			unitOf[m] = s
		}
		units = append(units, unit{group: s})
		first = append(first, g.index[ms[0]])
	}
	for _, op := range g.ops {
		if _, ok := g.group[op]; !ok {
			unitOf[op] = len(units)
			units = append(units, unit{group: -1, op: op})
			first = append(first, g.index[op])
		}
	}
	succs := make([][]int, len(units))
	indeg := make([]int, len(units))
	edge := map[[2]int]bool{}
	for _, op := range g.ops {
		to := unitOf[op]
		for _, p := range g.producers(op) {
			from := unitOf[p]
			if from != to && !edge[[2]int{from, to}] {
				edge[[2]int{from, to}] = true
				succs[from] = append(succs[from], to)
				indeg[to]++
			}
		}
	}
	var ready, out []int
	for u := range units {
		if indeg[u] == 0 {
			ready = append(ready, u)
		}
	}
	for len(ready) > 0 {
		sort.Slice(ready, func(a, b int) bool { return first[ready[a]] < first[ready[b]] })
		u := ready[0]
		ready = ready[1:]
		out = append(out, u)
		for _, v := range succs[u] {
			if indeg[v]--; indeg[v] == 0 {
				ready = append(ready, v)
			}
		}
	}
	if len(out) != len(units) {
		// canJoin keeps the graph acyclic: this is a bug, reported as one.
		return nil, fmt.Errorf("strata-partition: internal error: the segments' graph has a cycle")
	}
	ordered := make([]unit, len(out))
	for i, u := range out {
		ordered[i] = units[u]
	}
	return ordered, nil
}

// copied reports whether op is copied into each segment that uses it
// rather than passed to it: a constant, an empty tensor of static shape,
// any pure op without operands or regions; and a pure op of copied
// operands whose results could not be passed (crossable: at the torch
// level, the !torch.list of constant ints a permute or a sum takes).
func copied(op *ir.Operation) bool {
	if !op.HasTrait(ir.Pure) || op.NumRegions() != 0 {
		return false
	}
	if op.NumOperands() == 0 {
		return true
	}
	for _, r := range op.Results() {
		if crossable(r.Type()) {
			return false
		}
	}
	for _, v := range op.Operands() {
		if d := v.DefiningOp(); d == nil || d.Block() != op.Block() || !copied(d) {
			return false
		}
	}
	return true
}

// crossable reports whether a value of type t can be an argument or a
// result of a segment: builtin types can, and dialect types with a
// builtin equivalent (!torch.vtensor of known rank and dtype, !torch.int,
// !torch.float, !torch.bool), which the host's declaration of the segment
// takes in their place; other dialect types (!torch.list, !torch.none)
// cannot.
func crossable(t ir.Type) bool {
	if be, ok := t.(interface{ BuiltinEquivalent() ir.Type }); ok {
		return be.BuiltinEquivalent() != nil
	}
	return !strings.HasPrefix(ir.TypeString(t), "!") // !dialect.type
}

// keepCrossable leaves to the host every supported op that would make a
// value that cannot cross (crossable) pass between a segment and the
// host: an operand from a host op, or a result a host op uses.
func keepCrossable(ops []*ir.Operation, supported map[*ir.Operation]bool, target string, rep *Report) {
	for changed := true; changed; {
		changed = false
		for _, op := range ops {
			if !supported[op] {
				continue
			}
			if why := uncrossable(op, supported, target); why != "" {
				delete(supported, op)
				rep.Fallbacks = append(rep.Fallbacks, Fallback{op, why})
				changed = true
			}
		}
	}
}

// uncrossable says why op cannot run on target with the supported ops
// ("" when it can).
func uncrossable(op *ir.Operation, supported map[*ir.Operation]bool, target string) string {
	for _, v := range externalOperands(op) {
		if d := v.DefiningOp(); d != nil && (supported[d] || copied(d)) {
			continue
		}
		if !crossable(v.Type()) {
			return fmt.Sprintf("its operand of type %s would come from the host, and cannot cross to %s", ir.TypeString(v.Type()), target)
		}
	}
	for _, r := range op.Results() {
		if crossable(r.Type()) {
			continue
		}
		for _, u := range r.Users() {
			top := u
			for top.ParentOp() != nil && top.Block() != op.Block() {
				top = top.ParentOp()
			}
			if top != op && !supported[top] {
				return fmt.Sprintf("its result of type %s is used on the host, and cannot cross from %s", ir.TypeString(r.Type()), target)
			}
		}
	}
	return ""
}

// externalOperands are the values op and the ops nested in it use that are
// defined outside op.
func externalOperands(op *ir.Operation) []*ir.Value {
	var out []*ir.Value
	ir.WalkOps(op, func(o *ir.Operation) {
		for _, v := range o.Operands() {
			if !definedInside(v, op) {
				out = append(out, v)
			}
		}
	})
	return out
}

func definedInside(v *ir.Value, op *ir.Operation) bool {
	if d := v.DefiningOp(); d != nil {
		return op.IsAncestor(d)
	}
	owner := v.OwnerBlock().ParentOp()
	return owner != nil && op.IsAncestor(owner)
}

// addCopied adds d, and the copied ops its operands come from, to list.
func addCopied(d *ir.Operation, seen map[*ir.Operation]bool, list *[]*ir.Operation) {
	if seen[d] {
		return
	}
	seen[d] = true
	*list = append(*list, d)
	for _, v := range d.Operands() {
		addCopied(v.DefiningOp(), seen, list)
	}
}

// outline moves the ops of a segment into a new private function name,
// marked for target and placed after the op after, and calls it before
// block's terminator; it returns the function and the ops copied into it.
func outline(f, after *ir.Operation, block *ir.Block, members []*ir.Operation, name, target string) (callee *ir.Operation, copiedIn []*ir.Operation) {
	ctx := f.Context()
	inSegment := map[*ir.Operation]bool{}
	for _, m := range members {
		inSegment[m] = true
	}
	inside := func(o *ir.Operation) bool {
		for p := o; p != nil; p = p.ParentOp() {
			if inSegment[p] {
				return true
			}
		}
		return false
	}
	// The values the segment uses from outside: arguments, except constants, copied in.
	var inputs []*ir.Value
	var constants []*ir.Operation
	seenValue, seenConst := map[*ir.Value]bool{}, map[*ir.Operation]bool{}
	for _, m := range members {
		for _, v := range externalOperands(m) {
			if d := v.DefiningOp(); d != nil && inSegment[d] {
				continue
			}
			if d := v.DefiningOp(); d != nil && copied(d) {
				addCopied(d, seenConst, &constants)
				continue
			}
			if !seenValue[v] {
				seenValue[v] = true
				inputs = append(inputs, v)
			}
		}
	}
	// The values used after it: results.
	var outputs []*ir.Value
	for _, m := range members {
		for _, r := range m.Results() {
			for _, use := range r.Uses() {
				if !inside(use.Owner()) {
					outputs = append(outputs, r)
					break
				}
			}
		}
	}
	inTypes := make([]ir.Type, len(inputs))
	for i, v := range inputs {
		inTypes[i] = v.Type()
	}
	outTypes := make([]ir.Type, len(outputs))
	for i, v := range outputs {
		outTypes[i] = v.Type()
	}
	region := ir.NewRegion()
	body := ir.NewBlock()
	region.Append(body)
	for _, v := range inputs {
		body.AddArgument(v.Type(), v.Loc())
	}
	callee = ir.Create(&ir.OperationState{Name: ctx.NameOf(fn.Func), Loc: members[0].Loc(), Attrs: []ir.NamedAttr{
		{Name: "sym_name", Value: ctx.StringAttr(name)},
		{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType(inTypes, outTypes))},
		{Name: "sym_visibility", Value: ctx.StringAttr("private")},
		{Name: TargetAttr, Value: ctx.StringAttr(target)},
	}, Regions: []*ir.Region{region}})
	f.Block().InsertAfter(callee, after)

	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(block.Last())
	b.Loc = members[0].Loc()
	call := b.Create(&ir.OperationState{Name: ctx.NameOf(fn.Call), Loc: members[0].Loc(), Operands: inputs, Types: outTypes,
		Attrs: []ir.NamedAttr{{Name: "callee", Value: ctx.SymbolRefAttr(name)}}})
	for i, v := range outputs {
		v.ReplaceUsesWithIf(call.Result(i), func(u *ir.OpOperand) bool { return !inside(u.Owner()) })
	}
	mapping := map[*ir.Value]*ir.Value{}
	// A copied op's operands are copied too: clone them in the block's
	// order, each using the copies before it.
	sort.Slice(constants, func(a, b int) bool { return constants[a].IsBeforeInBlock(constants[b]) })
	cloned := ir.NewIRMapping()
	for _, c := range constants {
		cl := c.Clone(cloned)
		body.Append(cl)
		for i, r := range c.Results() {
			mapping[r] = cl.Result(i)
		}
	}
	for i, v := range inputs {
		mapping[v] = body.Arg(i)
	}
	for _, m := range members {
		m.Remove()
		body.Append(m)
	}
	for from, to := range mapping {
		from.ReplaceUsesWithIf(to, func(u *ir.OpOperand) bool { return inside(u.Owner()) })
	}
	b.SetInsertionPointToEnd(body)
	b.Create(&ir.OperationState{Name: ctx.NameOf(fn.Return), Loc: members[len(members)-1].Loc(), Operands: outputs})
	return callee, constants
}
