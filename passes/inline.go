package passes

import (
	"github.com/strata-compiler/strata/dialects/cf"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
)

// Inline inlines func.call ops of visible func.func definitions.
var Inline = &Pass{
	Argument: "inline",
	Name:     "Inliner",
	Summary:  "Inline function calls",
	Description: `Inlines every func.call whose callee is a func.func defined (with a body)
in the symbol table the pass runs on, callees before callers, so that a
call chain collapses bottom-up. Calls within a recursive cycle, calls of a
function that calls itself, calls and callees marked no_inline are kept. Inlined ops get call-site locations.
Each function is simplified by the default pipeline (canonicalize) before
its calls are inlined and again after, until no call is inlined or
max-iterations is reached, as upstream's; private functions nothing names (any longer) are erased, and then
those only they named, as upstream's call graph DCE.`,
	Options: []Option{
		{Name: "default-pipeline", Kind: StringOption, Default: "canonicalize", Description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList"},
		{Name: "op-pipelines", Kind: StringOption, List: true, Description: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)"},
		{Name: "max-iterations", Kind: UintOption, Default: "4", Description: "Maximum number of iterations when inlining within an SCC"},
		{Name: "inlining-threshold", Kind: UintOption, Default: "4294967295", Description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it"},
	},
	Statistics: []Statistic{{Name: "num-inlined-calls", Description: "Number of inlined calls"}},
	Run:        runInline,
}

func runInline(r *Run) error {
	table := r.Op
	if !ir.IsSymbolTable(table) {
		return nil
	}
	var funcs []*ir.Operation
	byName := map[string]*ir.Operation{}
	for b := table.Region(0).Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			if o.Def() == fn.Func {
				funcs = append(funcs, o)
				byName[ir.SymbolName(o)] = o
			}
		}
	}
	calleeOf := func(call *ir.Operation) *ir.Operation {
		ref, ok := call.Attr("callee").(*ir.SymbolRefAttr)
		if !ok || !ref.IsFlat() {
			return nil
		}
		f := byName[ref.Root]
		if f == nil || f.NumRegions() == 0 || f.Region(0).Empty() {
			return nil
		}
		return f
	}
	calls := func(f *ir.Operation) []*ir.Operation {
		var out []*ir.Operation
		ir.WalkOps(f, func(o *ir.Operation) {
			if o.Def() == fn.Call && calleeOf(o) != nil {
				out = append(out, o)
			}
		})
		return out
	}
	// Strongly connected components of the call graph (Tarjan); the
	// order they complete in is callees first.
	index, low := map[*ir.Operation]int{}, map[*ir.Operation]int{}
	onStack := map[*ir.Operation]bool{}
	scc := map[*ir.Operation]int{}
	var stack, order []*ir.Operation
	n, nscc := 0, 0
	var connect func(f *ir.Operation)
	connect = func(f *ir.Operation) {
		index[f], low[f] = n, n
		n++
		stack = append(stack, f)
		onStack[f] = true
		for _, c := range calls(f) {
			g := calleeOf(c)
			if _, seen := index[g]; !seen {
				connect(g)
				low[f] = min(low[f], low[g])
			} else if onStack[g] {
				low[f] = min(low[f], index[g])
			}
		}
		if low[f] == index[f] {
			for {
				g := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[g] = false
				scc[g] = nscc
				order = append(order, g)
				if g == f {
					break
				}
			}
			nscc++
		}
	}
	for _, f := range funcs {
		if _, seen := index[f]; !seen {
			connect(f)
		}
	}
	total := int64(0)
	pipeline := NewOpPassManager(AnyOp)
	if text := r.String("default-pipeline"); text != "" {
		reg := r.inst.registry
		if reg == nil {
			reg = fallbackRegistry()
		}
		if err := reg.AddPipelineText(pipeline, text); err != nil {
			return r.Op.EmitError("invalid default-pipeline: %v", err)
		}
	}
	// As upstream's shouldInline: a callee that calls itself, or calls the
	// function being inlined into, is kept (inlining it would only unroll
	// its recursion one level).
	callsItselfOrCaller := func(callee, caller *ir.Operation) bool {
		for _, c := range calls(callee) {
			if g := calleeOf(c); g == callee || g == caller {
				return true
			}
		}
		return false
	}
	// As upstream's inlineSCC: simplify, then inline, until nothing is
	// inlined or max-iterations is reached (simplifying first may turn an
	// indirect call into a call to inline).
	for _, f := range order {
		for it := int64(0); it < r.Int("max-iterations"); it++ {
			if !pipeline.Empty() {
				if err := r.RunPipeline(pipeline, f); err != nil {
					return err
				}
			}
			did := false
			for _, c := range calls(f) {
				g := calleeOf(c)
				if scc[g] == scc[f] || c.HasAttr("no_inline") || g.HasAttr("no_inline") || callsItselfOrCaller(g, f) {
					continue
				}
				inlineCall(c, g)
				did = true
				total++
			}
			if !did {
				break
			}
		}
	}
	// Erase the private functions nothing refers to (upstream's call graph
	// DCE), until none is left: a dead function's callees may die with it.
	erased := eraseDeadPrivateFuncs(table, funcs)
	r.AddStat("num-inlined-calls", total)
	if total == 0 && !erased && pipeline.Empty() {
		r.MarkUnchanged()
	}
	return nil
}

// eraseDeadPrivateFuncs erases, until none is left, the private functions
// of funcs (defined in table, with a body: a declaration is no node of
// upstream's call graph) that no op names (a call of itself keeps one, as
// in LLVM 22's); it reports whether it erased any.
func eraseDeadPrivateFuncs(table *ir.Operation, funcs []*ir.Operation) bool {
	live := map[*ir.Operation]bool{}
	for _, f := range funcs {
		live[f] = true
	}
	erasedAny := false
	for {
		used := map[string]bool{}
		ir.WalkOps(table, func(o *ir.Operation) {
			ir.ForEachSymbolRef(o, func(ref *ir.SymbolRefAttr) { used[ref.Root] = true })
		})
		erased := false
		for _, f := range funcs {
			if live[f] && !isPublic(f) && !used[ir.SymbolName(f)] && f.NumRegions() > 0 && !f.Region(0).Empty() {
				delete(live, f)
				f.Erase()
				erased = true
			}
		}
		if !erased {
			return erasedAny
		}
		erasedAny = true
	}
}

// inlineCall replaces call by a copy of callee's body.
func inlineCall(call, callee *ir.Operation) {
	ctx := call.Context()
	m := ir.NewIRMapping()
	body := callee.Region(0)
	tmp := ir.NewRegion()
	ir.CloneRegionInto(body, tmp, m)
	callLoc := call.Loc()
	for b := tmp.Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			ir.WalkOps(o, func(x *ir.Operation) { x.SetLoc(ctx.CallSiteLoc(x.Loc(), callLoc)) })
		}
	}
	entry := tmp.Front()
	for i, a := range entry.Args() {
		a.ReplaceAllUsesWith(call.Operand(i))
	}
	blk := call.Block()
	if tmp.HasOneBlock() {
		ret := entry.Last()
		for o := entry.First(); o != ret; {
			next := o.Next()
			o.MoveBefore(call)
			o = next
		}
		for i := 0; i < call.NumResults(); i++ {
			call.Result(i).ReplaceAllUsesWith(ret.Operand(i))
		}
		call.Erase()
		return
	}
	// Several blocks: split the caller's block after the call, branch to
	// the continuation from every return, with the results as arguments.
	cont := blk.SplitBefore(call.Next())
	for i := 0; i < call.NumResults(); i++ {
		call.Result(i).ReplaceAllUsesWith(cont.AddArgument(call.Result(i).Type(), callLoc))
	}
	region := blk.Parent()
	for _, b := range tmp.Blocks() {
		b.Remove()
		region.InsertBefore(b, cont)
		if t := b.Last(); t != nil && t.Def() == fn.Return {
			br := ir.Create(&ir.OperationState{Name: ctx.OpName(cf.Br.Name), Loc: t.Loc(), Operands: t.Operands(), Successors: []*ir.Block{cont}})
			b.InsertBefore(br, t)
			t.Erase()
		}
	}
	// The entry copy continues the caller's block.
	for o := entry.First(); o != nil; {
		next := o.Next()
		o.Remove()
		blk.InsertBefore(o, call)
		o = next
	}
	entry.Erase()
	call.Erase()
}
