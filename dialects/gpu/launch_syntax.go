package gpu

import (
	"github.com/strata-compiler/strata/ir"
)

// ---- async dependencies ----

// parseAsyncDeps reads `(async)? ([deps])?`: whether a token is returned,
// and the dependencies.
func parseAsyncDeps(p ir.AsmParser, st *ir.OperationState) (async bool, deps int, err error) {
	ctx := p.Context()
	async = p.ParseOptionalKeyword("async")
	if !p.ParseOptionalPunct("[") {
		return async, 0, nil
	}
	tok := AsyncToken(ctx)
	err = ir.ParseCommaList(p, "", "]", func() error {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, tok)
		st.Operands = append(st.Operands, v)
		deps++
		return err
	})
	return async, deps, err
}

// printAsyncDeps writes upstream's AsyncDependencies directive: a space,
// then `async` when the op returns a token and `[%a, %b]` when it has
// dependencies (so an op with neither gets two spaces before its next
// element, as upstream prints it).
func printAsyncDeps(p *ir.AsmPrinter, async bool, deps []*ir.Value) {
	p.WriteByte(' ')
	if async {
		p.WriteString("async")
	}
	if len(deps) == 0 {
		return
	}
	if async {
		p.WriteByte(' ')
	}
	p.WriteByte('[')
	for i, v := range deps {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteByte(']')
}

func hasAsyncToken(op *ir.Operation) bool {
	n := op.NumResults()
	return n > 0 && IsAsyncToken(op.Result(n-1).Type())
}

// asyncDeps returns an op's leading token operands.
func asyncDeps(op *ir.Operation) []*ir.Value {
	var out []*ir.Value
	for _, v := range op.Operands() {
		if !IsAsyncToken(v.Type()) {
			break
		}
		out = append(out, v)
	}
	return out
}

// parseAsyncOperands parses the ops written `(async)? ([deps])? %a, %b :
// ta, tb attr-dict` with n operands after the tokens (dealloc, memcpy,
// memset; wait has none).
func parseAsyncOperands(n int) func(p ir.AsmParser, st *ir.OperationState) error {
	return func(p ir.AsmParser, st *ir.OperationState) error {
		async, _, err := parseAsyncDeps(p, st)
		if err != nil {
			return err
		}
		if n > 0 {
			us := make([]ir.UnresolvedOperand, n)
			for i := range us {
				if i > 0 {
					if err := p.ParsePunct(","); err != nil {
						return err
					}
				}
				if us[i], err = p.ParseOperand(); err != nil {
					return err
				}
			}
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			ts := make([]ir.Type, n)
			for i := range ts {
				if i > 0 {
					if err := p.ParsePunct(","); err != nil {
						return err
					}
				}
				if ts[i], err = p.ParseType(); err != nil {
					return err
				}
			}
			vs, err := p.ResolveOperands(us, ts)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, vs...)
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		if async {
			st.Types = append(st.Types, AsyncToken(p.Context()))
		}
		return nil
	}
}

func printAsyncOperands(n int) func(p *ir.AsmPrinter, op *ir.Operation) {
	return func(p *ir.AsmPrinter, op *ir.Operation) {
		deps := asyncDeps(op)
		printAsyncDeps(p, hasAsyncToken(op), deps)
		rest := op.Operands()[len(deps):]
		for i, v := range rest {
			if i > 0 {
				p.WriteString(",")
			}
			p.WriteByte(' ')
			p.PrintOperand(v)
		}
		if len(rest) > 0 {
			p.WriteString(" : ")
			for i, v := range rest {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintType(v.Type())
			}
		}
		p.PrintOptionalAttrDict(op.Attrs())
	}
}

// ---- gpu.launch ----

// parseLaunchGroup reads `keyword(%a, %b, %c) in (%sa = %x, %sb = %y,
// %sc = %z)`: three id arguments, three size arguments and the three size
// operands.
func parseLaunchGroup(p ir.AsmParser, keyword string) (ids, sizes []ir.Argument, operands []ir.UnresolvedOperand, err error) {
	if err = p.ParseKeyword(keyword); err != nil {
		return
	}
	idx := p.Context().IndexType()
	// Exactly three of each (x, y, z).
	arg := func(to *[]ir.Argument) error {
		if len(*to) == 3 {
			return p.Errorf("expected ')'")
		}
		a, err := p.ParseArgument(false, false)
		a.Type = idx
		*to = append(*to, a)
		return err
	}
	if err = ir.ParseCommaList(p, "(", ")", func() error { return arg(&ids) }); err != nil {
		return
	}
	if err = p.ParseKeyword("in"); err != nil {
		return
	}
	err = ir.ParseCommaList(p, "(", ")", func() error {
		if err := arg(&sizes); err != nil {
			return err
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		u, err := p.ParseOperand()
		operands = append(operands, u)
		return err
	})
	if err == nil && (len(ids) != 3 || len(sizes) != 3) {
		err = p.Errorf("expected three %s ids and sizes (x, y, z)", keyword)
	}
	return
}

// launch ::= `gpu.launch` (`async`)? (`[` deps `]`)? (clusters)? blocks threads
//
//	(`dynamic_shared_memory_size` %s)? (`module(` @m `)`)? (`function(` @f `)`)?
//	(workgroup)? (private)? region attr-dict
func parseLaunch(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	idx := ctx.IndexType()
	async, deps, err := parseAsyncDeps(p, st)
	if err != nil {
		return err
	}
	var clusterIDs, clusterSizes []ir.Argument
	var clusterOps []ir.UnresolvedOperand
	if p.PeekKeyword("clusters") {
		if clusterIDs, clusterSizes, clusterOps, err = parseLaunchGroup(p, "clusters"); err != nil {
			return err
		}
	}
	blockIDs, gridSizes, gridOps, err := parseLaunchGroup(p, "blocks")
	if err != nil {
		return err
	}
	threadIDs, blockSizes, blockOps, err := parseLaunchGroup(p, "threads")
	if err != nil {
		return err
	}
	vs, err := p.ResolveOperands(append(append([]ir.UnresolvedOperand{}, gridOps...), blockOps...), repeat(idx, 6))
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	if len(clusterOps) > 0 {
		cs, err := p.ResolveOperands(clusterOps, repeat(idx, 3))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, cs...)
	}
	shared := 0
	if p.ParseOptionalKeyword("dynamic_shared_memory_size") {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, ctx.I(32))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
		shared = 1
	}
	for _, kw := range []string{"module", "function"} {
		if p.ParseOptionalKeyword(kw) {
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			name, err := p.ParseSymbolName()
			if err != nil {
				return err
			}
			st.AddAttr(kw, ctx.SymbolRefAttr(name))
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
	}
	workgroup, err := parseAttributions(p, "workgroup")
	if err != nil {
		return err
	}
	private, err := parseAttributions(p, "private")
	if err != nil {
		return err
	}
	clusters := 0
	if len(clusterOps) > 0 {
		clusters = 1
	}
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(
		[]int64{int64(deps), 1, 1, 1, 1, 1, 1, int64(clusters), int64(clusters), int64(clusters), int64(shared)})})
	st.AddAttr("workgroup_attributions", ctx.IntegerAttr(ctx.I(64), int64(len(workgroup))))
	args := append(append(append(append([]ir.Argument{}, blockIDs...), threadIDs...), gridSizes...), blockSizes...)
	args = append(append(args, clusterIDs...), clusterSizes...)
	args = append(append(args, workgroup...), private...)
	r := ir.NewRegion()
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if async {
		st.Types = append(st.Types, AsyncToken(ctx))
	}
	return nil
}

func repeat(t ir.Type, n int) []ir.Type {
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = t
	}
	return out
}

// HasClusters reports whether a gpu.launch or gpu.launch_func has
// cluster sizes.
func HasClusters(op *ir.Operation) bool {
	_, n := op.Def().OperandGroupRange(op, GroupClusterX)
	return n > 0
}

// LaunchSizes returns a launch's grid and block size operands (x, y, z).
func LaunchSizes(op *ir.Operation) (grid, block [3]*ir.Value) {
	for i := 0; i < 3; i++ {
		s, _ := op.Def().OperandGroupRange(op, GroupGridX+i)
		grid[i] = op.Operand(s)
		s, _ = op.Def().OperandGroupRange(op, GroupBlockX+i)
		block[i] = op.Operand(s)
	}
	return
}

// DynamicSharedMemorySize returns the launch's dynamic shared memory size
// operand, or nil.
func DynamicSharedMemorySize(op *ir.Operation) *ir.Value {
	s, n := op.Def().OperandGroupRange(op, GroupDynamicShared)
	if n == 0 {
		return nil
	}
	return op.Operand(s)
}

func printLaunchGroup(p *ir.AsmPrinter, keyword string, ids, sizes, operands []*ir.Value) {
	p.WriteString(" " + keyword + "(")
	for i, v := range ids {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteString(") in (")
	for i, v := range sizes {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
		p.WriteString(" = ")
		p.PrintOperand(operands[i])
	}
	p.WriteByte(')')
}

func printLaunch(p *ir.AsmPrinter, op *ir.Operation) {
	if deps := asyncDeps(op); hasAsyncToken(op) || len(deps) > 0 {
		printAsyncDeps(p, hasAsyncToken(op), deps)
	}
	args := op.Region(0).Front().Args()
	grid, block := LaunchSizes(op)
	if HasClusters(op) {
		var cs []*ir.Value
		for i := 0; i < 3; i++ {
			s, _ := op.Def().OperandGroupRange(op, GroupClusterX+i)
			cs = append(cs, op.Operand(s))
		}
		printLaunchGroup(p, "clusters", args[12:15], args[15:18], cs)
	}
	printLaunchGroup(p, "blocks", args[0:3], args[6:9], grid[:])
	printLaunchGroup(p, "threads", args[3:6], args[9:12], block[:])
	if s := DynamicSharedMemorySize(op); s != nil {
		p.WriteString(" dynamic_shared_memory_size ")
		p.PrintOperand(s)
	}
	for _, kw := range []string{"module", "function"} {
		if a, ok := op.Attr(kw).(*ir.SymbolRefAttr); ok {
			p.WriteString(" " + kw + "(")
			p.PrintAttr(a)
			p.WriteByte(')')
		}
	}
	workgroup, private := Attributions(op)
	printAttributions(p, "workgroup", workgroup)
	printAttributions(p, "private", private)
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes", "workgroup_attributions", "module", "function")
}

// ---- gpu.launch_func ----

// launch_func ::= `gpu.launch_func` (`async`)? (`[` deps `]`)? (%object `<`)? @m::@k
//
//	(`clusters` `in` (...))? `blocks` `in` (...) `threads` `in` (...)
//	(`dynamic_shared_memory_size` %s)? (`args` `(` %a `:` type, ... `)`)? attr-dict
func parseLaunchFunc(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	idx := ctx.IndexType()
	async, deps, err := parseAsyncDeps(p, st)
	if err != nil {
		return err
	}
	var object *ir.Value
	if u, ok, err := p.ParseOptionalOperand(); err != nil {
		return err
	} else if ok {
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		if object, err = p.ResolveOperand(u, t); err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	kloc := p.CurrentLoc()
	k, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	if _, ok := k.(*ir.SymbolRefAttr); !ok {
		return p.ErrorAt(kloc, "expected a symbol reference to the kernel")
	}
	st.AddAttr("kernel", k)
	sizes := func(keyword string) ([]*ir.Value, error) {
		if err := p.ParseKeyword(keyword); err != nil {
			return nil, err
		}
		if err := p.ParseKeyword("in"); err != nil {
			return nil, err
		}
		var us []ir.UnresolvedOperand
		if err := ir.ParseCommaList(p, "(", ")", func() error {
			u, err := p.ParseOperand()
			us = append(us, u)
			return err
		}); err != nil {
			return nil, err
		}
		if len(us) != 3 {
			return nil, p.Errorf("expected three %s sizes (x, y, z)", keyword)
		}
		return p.ResolveOperands(us, repeat(idx, 3))
	}
	var clusters []*ir.Value
	if p.PeekKeyword("clusters") {
		if clusters, err = sizes("clusters"); err != nil {
			return err
		}
	}
	grid, err := sizes("blocks")
	if err != nil {
		return err
	}
	block, err := sizes("threads")
	if err != nil {
		return err
	}
	st.Operands = append(append(append(st.Operands, grid...), block...), clusters...)
	shared := 0
	if p.ParseOptionalKeyword("dynamic_shared_memory_size") {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, ctx.I(32))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
		shared = 1
	}
	nargs := 0
	if p.ParseOptionalKeyword("args") {
		if err := ir.ParseCommaList(p, "(", ")", func() error {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			v, err := p.ResolveOperand(u, t)
			st.Operands = append(st.Operands, v)
			nargs++
			return err
		}); err != nil {
			return err
		}
	}
	hasObject := 0
	if object != nil {
		st.Operands = append(st.Operands, object)
		hasObject = 1
	}
	nc := int64(0)
	if len(clusters) > 0 {
		nc = 1
	}
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(
		[]int64{int64(deps), 1, 1, 1, 1, 1, 1, nc, nc, nc, int64(shared), int64(nargs), int64(hasObject)})})
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if async {
		st.Types = append(st.Types, AsyncToken(ctx))
	}
	return nil
}

// KernelOperands returns the arguments a gpu.launch_func passes to the
// kernel.
func KernelOperands(op *ir.Operation) []*ir.Value {
	s, n := op.Def().OperandGroupRange(op, GroupKernelOperands)
	return op.Operands()[s : s+n]
}

func printLaunchFunc(p *ir.AsmPrinter, op *ir.Operation) {
	printAsyncDeps(p, hasAsyncToken(op), asyncDeps(op))
	p.WriteByte(' ')
	if s, n := op.Def().OperandGroupRange(op, GroupKernelOperands+1); n > 0 {
		p.PrintOperand(op.Operand(s))
		p.WriteString(" : ")
		p.PrintType(op.Operand(s).Type())
		p.WriteString(", ")
	}
	p.PrintAttr(op.Attr("kernel"))
	sizes := func(keyword string, first int) {
		p.WriteString(" " + keyword + " in (")
		for i := 0; i < 3; i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			s, _ := op.Def().OperandGroupRange(op, first+i)
			p.PrintOperand(op.Operand(s))
		}
		p.WriteByte(')')
	}
	if HasClusters(op) {
		sizes("clusters", GroupClusterX)
	}
	sizes("blocks", GroupGridX)
	sizes("threads", GroupBlockX)
	p.WriteByte(' ')
	if s := DynamicSharedMemorySize(op); s != nil {
		p.WriteString(" dynamic_shared_memory_size ")
		p.PrintOperand(s)
	}
	if args := KernelOperands(op); len(args) > 0 {
		p.WriteString(" args(")
		for i, v := range args {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
			p.WriteString(" : ")
			p.PrintType(v.Type())
		}
		p.WriteByte(')')
	}
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes", "kernel")
}
