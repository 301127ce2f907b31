package gpu

import (
	"github.com/strata-compiler/strata/ir"
)

// Hand-written custom forms, as upstream prints them (including the two
// spaces after some mnemonics that upstream's printers write).

// ---- gpu.module ----

// module ::= `gpu.module` symbol-name (`[` targets `]`)? (`<` handler `>`)?
//
//	attr-dict-with-keyword region
func parseModule(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if p.ParseOptionalPunct("[") {
		var targets []ir.Attribute
		if err := ir.ParseCommaList(p, "", "]", func() error {
			a, err := p.ParseAttribute(nil)
			targets = append(targets, a)
			return err
		}); err != nil {
			return err
		}
		st.AddAttr("targets", ctx.ArrayAttr(targets))
	}
	if p.ParseOptionalPunct("<") {
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		st.AddAttr("offloadingHandler", a)
		if err := p.ParsePunct(">"); err != nil {
			return err
		}
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	st.Regions = append(st.Regions, r)
	return nil
}

func printModule(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintSymbolName(op.Attr("sym_name").(*ir.StringAttr).Value)
	if t, ok := op.Attr("targets").(*ir.ArrayAttr); ok {
		p.WriteString(" [")
		for i, a := range t.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttr(a)
		}
		p.WriteByte(']')
	}
	if h := op.Attr("offloadingHandler"); h != nil {
		p.WriteString(" <")
		p.PrintAttr(h)
		p.WriteByte('>')
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name", "targets", "offloadingHandler")
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, false, true)
}

// ---- gpu.func ----

// func ::= `gpu.func` symbol-name `(` args `)` (`->` results)?
//
//	(`workgroup` `(` args `)`)? (`private` `(` args `)`)? `kernel`?
//	attr-dict-with-keyword region
func parseFunc(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	fa, err := ir.ParseFunctionArgumentList(p, false)
	if err != nil {
		return err
	}
	var results []ir.Type
	var resAttrs []ir.Attribute
	anyResAttrs := false
	if p.ParseOptionalPunct("->") {
		if p.ParseOptionalPunct("(") {
			if err := ir.ParseCommaList(p, "", ")", func() error {
				t, err := p.ParseType()
				if err != nil {
					return err
				}
				as, err := p.ParseOptionalAttrDict()
				results = append(results, t)
				resAttrs = append(resAttrs, ctx.DictionaryAttr(as))
				anyResAttrs = anyResAttrs || len(as) > 0
				return err
			}); err != nil {
				return err
			}
		} else {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			results = append(results, t)
			resAttrs = append(resAttrs, ctx.DictionaryAttr(nil))
		}
	}
	st.AddAttr("function_type", ctx.TypeAttr(ctx.FunctionType(fa.Types, results)))
	if fa.AnyAttrs {
		st.AddAttr("arg_attrs", ctx.ArrayAttr(fa.Attrs))
	}
	if anyResAttrs {
		st.AddAttr("res_attrs", ctx.ArrayAttr(resAttrs))
	}
	args := fa.Args
	workgroup, err := parseAttributions(p, "workgroup")
	if err != nil {
		return err
	}
	private, err := parseAttributions(p, "private")
	if err != nil {
		return err
	}
	args = append(append(args, workgroup...), private...)
	st.AddAttr("workgroup_attributions", ctx.IntegerAttr(ctx.I(64), int64(len(workgroup))))
	if p.ParseOptionalKeyword("kernel") {
		st.AddAttr(KernelAttr, ctx.UnitAttr())
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	r := ir.NewRegion()
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	st.Regions = append(st.Regions, r)
	return nil
}

// parseAttributions reads `keyword(%a : type, ...)` when present.
func parseAttributions(p ir.AsmParser, keyword string) ([]ir.Argument, error) {
	if !p.ParseOptionalKeyword(keyword) {
		return nil, nil
	}
	var out []ir.Argument
	err := ir.ParseCommaList(p, "(", ")", func() error {
		a, err := p.ParseArgument(true, false)
		out = append(out, a)
		return err
	})
	return out, err
}

// NumWorkgroupAttributions returns how many entry-block arguments after
// the function's (or launch's) own are workgroup attributions.
func NumWorkgroupAttributions(op *ir.Operation) int {
	if a, ok := op.Attr("workgroup_attributions").(*ir.IntegerAttr); ok {
		return int(a.Int64())
	}
	return 0
}

// FunctionType returns the signature of a gpu.func.
func FunctionType(op *ir.Operation) *ir.FunctionType {
	if ta, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := ta.Type.(*ir.FunctionType); ok {
			return ft
		}
	}
	return nil
}

// IsKernel reports whether a gpu.func is a kernel.
func IsKernel(op *ir.Operation) bool { return op.Attr(KernelAttr) != nil }

// Attributions returns a gpu.func's or gpu.launch's workgroup and private
// attribution arguments.
func Attributions(op *ir.Operation) (workgroup, private []*ir.Value) {
	if op.Region(0).Empty() {
		return nil, nil
	}
	args := op.Region(0).Front().Args()
	first := 12
	if ft := FunctionType(op); ft != nil { // gpu.func
		first = len(ft.Inputs)
	} else if HasClusters(op) { // gpu.launch
		first = 18
	}
	if first > len(args) {
		return nil, nil
	}
	nw := NumWorkgroupAttributions(op)
	if first+nw > len(args) {
		return nil, nil
	}
	return args[first : first+nw], args[first+nw:]
}

func printFunc(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintSymbolName(op.Attr("sym_name").(*ir.StringAttr).Value)
	ft := FunctionType(op)
	ir.PrintFunctionArgumentList(p, op, ft.Inputs, false)
	if len(ft.Results) > 0 {
		p.WriteString(" -> ")
		resAttrs := op.Attr("res_attrs")
		parens := len(ft.Results) > 1 || len(ir.DictAt(resAttrs, 0)) > 0
		if parens {
			p.WriteByte('(')
		}
		for i, t := range ft.Results {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
			p.PrintOptionalAttrDict(ir.DictAt(resAttrs, i))
		}
		if parens {
			p.WriteByte(')')
		}
	}
	workgroup, private := Attributions(op)
	printAttributions(p, "workgroup", workgroup)
	printAttributions(p, "private", private)
	if IsKernel(op) {
		p.WriteString(" kernel")
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name", "function_type", "arg_attrs", "res_attrs",
		"workgroup_attributions", KernelAttr, "workgroup_attrib_attrs", "private_attrib_attrs")
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, true, false)
}

func printAttributions(p *ir.AsmPrinter, keyword string, vs []*ir.Value) {
	if len(vs) == 0 {
		return
	}
	p.WriteString(" " + keyword + "(")
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
		p.WriteString(" : ")
		p.PrintType(v.Type())
	}
	p.WriteByte(')')
}

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

// ---- ids ----

// id ::= `gpu.thread_id` dim (`upper_bound` n)? attr-dict
func parseIDOp(p ir.AsmParser, st *ir.OperationState) error {
	d, err := parseEnumKeyword(p, "dim")
	if err != nil {
		return err
	}
	st.AddAttr("dimension", d)
	return parseScalarIDOp(p, st)
}

// scalar-id ::= `gpu.lane_id` (`upper_bound` n)? attr-dict
func parseScalarIDOp(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("upper_bound") {
		n, err := p.ParseInteger()
		if err != nil {
			return err
		}
		st.AddAttr("upper_bound", ctx.IntegerAttr(ctx.IndexType(), n))
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = append(st.Types, ctx.IndexType())
	return nil
}

func printIDOp(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString("  ")
	p.WriteString(op.Attr("dimension").(*EnumAttr).Value)
	printScalarIDOp(p, op)
}

func printScalarIDOp(p *ir.AsmPrinter, op *ir.Operation) {
	if ub, ok := op.Attr("upper_bound").(*ir.IntegerAttr); ok {
		p.WriteString(" upper_bound ")
		p.WriteInt(ub.Int64())
	}
	p.PrintOptionalAttrDict(op.Attrs(), "dimension", "upper_bound")
}

// typed-id ::= `gpu.subgroup_id` (`upper_bound` n)? attr-dict `:` type
func parseTypedIDOp(p ir.AsmParser, st *ir.OperationState) error {
	if err := parseScalarIDOp(p, st); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Types = []ir.Type{t}
	return nil
}

func printTypedIDOp(p *ir.AsmPrinter, op *ir.Operation) {
	printScalarIDOp(p, op)
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// ---- shuffle ----

// shuffle ::= `gpu.shuffle` mode %value `,` %offset `,` %width attr-dict `:` type
func parseShuffle(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	mode, err := parseEnumKeyword(p, "shuffle_mode")
	if err != nil {
		return err
	}
	st.AddAttr("mode", mode)
	var us [3]ir.UnresolvedOperand
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
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	vs, err := p.ResolveOperands(us[:], []ir.Type{t, ctx.I(32), ctx.I(32)})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Types = append(st.Types, t, ctx.I(1))
	return nil
}

func printShuffle(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString("  " + op.Attr("mode").(*EnumAttr).Value + " ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.Attrs(), "mode")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// ---- reductions ----

// all_reduce ::= `gpu.all_reduce` op? %value `uniform`? region attr-dict `:` functional-type
func parseAllReduce(p ir.AsmParser, st *ir.OperationState) error {
	if kw, ok := p.ParseOptionalKeywordAny(); ok {
		if indexOf(ReduceOps, kw) < 0 {
			return p.Errorf("expected one of [%s] for all_reduce_op, got: %s", joinValues(ReduceOps), kw)
		}
		st.AddAttr("op", Enum(p.Context(), "all_reduce_op", kw))
	}
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if p.ParseOptionalKeyword("uniform") {
		st.AddAttr("uniform", p.Context().UnitAttr())
	}
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	st.Regions = append(st.Regions, r)
	return parseReduceTail(p, st, u)
}

// parseReduceTail reads `attr-dict : (T) -> T` and resolves the operand.
func parseReduceTail(p ir.AsmParser, st *ir.OperationState, u ir.UnresolvedOperand) error {
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	in, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	out, err := p.ParseFunctionResultTypes()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(u, in)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.Types = append(st.Types, out...)
	return nil
}

func printAllReduce(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString("  ")
	if e, ok := op.Attr("op").(*EnumAttr); ok {
		p.WriteString(e.Value + " ")
	}
	p.PrintOperand(op.Operand(0))
	if op.Attr("uniform") != nil {
		p.WriteString(" uniform")
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), true, true, true)
	printReduceTail(p, op, "op", "uniform")
}

func printReduceTail(p *ir.AsmPrinter, op *ir.Operation, elided ...string) {
	p.PrintOptionalAttrDict(op.Attrs(), elided...)
	p.WriteString(" : (")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(") -> ")
	p.PrintType(op.Result(0).Type())
}

// subgroup_reduce ::= `gpu.subgroup_reduce` op %value `uniform`?
//
//	(`cluster` `(` `size` `=` n (`,` `stride` `=` s)? `)`)? attr-dict `:` functional-type
func parseSubgroupReduce(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	op, err := parseEnumKeyword(p, "all_reduce_op")
	if err != nil {
		return err
	}
	st.AddAttr("op", op)
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if p.ParseOptionalKeyword("uniform") {
		st.AddAttr("uniform", ctx.UnitAttr())
	}
	if p.ParseOptionalKeyword("cluster") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		for i, kw := range []string{"size", "stride"} {
			if i > 0 && !p.ParseOptionalPunct(",") {
				break
			}
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			n, err := p.ParseInteger()
			if err != nil {
				return err
			}
			st.AddAttr("cluster_"+kw, ctx.IntegerAttr(ctx.I(32), n))
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	return parseReduceTail(p, st, u)
}

func printSubgroupReduce(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString("  " + op.Attr("op").(*EnumAttr).Value + " ")
	p.PrintOperand(op.Operand(0))
	if op.Attr("uniform") != nil {
		p.WriteString(" uniform")
	}
	if size, ok := op.Attr("cluster_size").(*ir.IntegerAttr); ok {
		p.WriteString(" cluster(size = ")
		p.WriteInt(size.Int64())
		if stride, ok := op.Attr("cluster_stride").(*ir.IntegerAttr); ok && stride.Int64() != 1 {
			p.WriteString(", stride = ")
			p.WriteInt(stride.Int64())
		}
		p.WriteByte(')')
	}
	printReduceTail(p, op, "op", "uniform", "cluster_size", "cluster_stride")
}

func joinValues(vs []string) string {
	s := ""
	for i, v := range vs {
		if i > 0 {
			s += ", "
		}
		s += v
	}
	return s
}

// ---- gpu.alloc ----

// alloc ::= `gpu.alloc` (`async`)? (`[` deps `]`)? `host_shared`? `(` dyn `)` (`[` syms `]`)?
//
//	attr-dict `:` memref-type
func parseAlloc(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	async, deps, err := parseAsyncDeps(p, st)
	if err != nil {
		return err
	}
	if p.ParseOptionalKeyword("host_shared") {
		st.AddAttr("hostShared", ctx.UnitAttr())
	}
	list := func(open, close string) ([]ir.UnresolvedOperand, error) {
		var us []ir.UnresolvedOperand
		err := ir.ParseCommaList(p, open, close, func() error {
			u, err := p.ParseOperand()
			us = append(us, u)
			return err
		})
		return us, err
	}
	dyn, err := list("(", ")")
	if err != nil {
		return err
	}
	var syms []ir.UnresolvedOperand
	if p.ParseOptionalPunct("[") {
		if syms, err = list("", "]"); err != nil {
			return err
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	idx := ctx.IndexType()
	vs, err := p.ResolveOperands(append(dyn, syms...), repeat(idx, len(dyn)+len(syms)))
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(
		[]int64{int64(deps), int64(len(dyn)), int64(len(syms))})})
	st.Types = append(st.Types, t)
	if async {
		st.Types = append(st.Types, AsyncToken(ctx))
	}
	return nil
}

func printAlloc(p *ir.AsmPrinter, op *ir.Operation) {
	printAsyncDeps(p, hasAsyncToken(op), asyncDeps(op))
	if op.Attr("hostShared") != nil {
		p.WriteString(" host_shared")
	}
	s, n := op.Def().OperandGroupRange(op, 1)
	p.WriteString(" (")
	p.PrintOperands(op.Operands()[s : s+n])
	p.WriteByte(')')
	if s, n := op.Def().OperandGroupRange(op, 2); n > 0 {
		p.WriteByte('[')
		p.PrintOperands(op.Operands()[s : s+n])
		p.WriteByte(']')
	}
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes", "hostShared")
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// ---- gpu.binary ----

// ObjectAttr is `#gpu.object<#nvvm.target<...>, assembly = "...">`: one
// compiled form of a gpu.module for one target.
type ObjectAttr struct {
	ir.AttrBase
	Target ir.Attribute
	// Format is "offload", "assembly", "bin" or "fatbin" (upstream's
	// default, not printed).
	Format string
	Object string
}

// Object returns the uniqued object attribute.
func Object(ctx *ir.Context, target ir.Attribute, format, object string) *ObjectAttr {
	a := &ObjectAttr{Target: target, Format: format, Object: object}
	return ctx.UniqueAttr("gpu.object."+ir.AttrString(target)+"."+format+"."+object, func() ir.Attribute { return a }).(*ObjectAttr)
}

func (a *ObjectAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#gpu.object<")
	p.PrintAttr(a.Target)
	p.WriteString(", ")
	if a.Format != "fatbin" {
		p.WriteString(a.Format + " = ")
	}
	p.WriteByte('"')
	p.WriteEscaped(a.Object)
	p.WriteString("\">")
}

// SelectObjectAttr is `#gpu.select_object`, gpu.binary's default
// offloading handler (use the first object).
type SelectObjectAttr struct{ ir.AttrBase }

func selectObject(ctx *ir.Context) *SelectObjectAttr {
	return ctx.UniqueAttr("gpu.select_object", func() ir.Attribute { return &SelectObjectAttr{} }).(*SelectObjectAttr)
}

func (a *SelectObjectAttr) Print(p *ir.AsmPrinter) { p.WriteString("#gpu.select_object") }

// binary ::= `gpu.binary` symbol-name (`<` handler `>`)? attr-dict `[` objects `]`
func parseBinary(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	handler := ir.Attribute(selectObject(ctx))
	if p.ParseOptionalPunct("<") {
		if handler, err = p.ParseAttribute(nil); err != nil {
			return err
		}
		if err := p.ParsePunct(">"); err != nil {
			return err
		}
	}
	st.AddAttr("offloadingHandler", handler)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	var objects []ir.Attribute
	if err := ir.ParseCommaList(p, "[", "]", func() error {
		loc := p.CurrentLoc()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if _, ok := a.(*ObjectAttr); !ok {
			return p.ErrorAt(loc, "expected a #gpu.object attribute")
		}
		objects = append(objects, a)
		return nil
	}); err != nil {
		return err
	}
	st.AddAttr("objects", ctx.ArrayAttr(objects))
	return nil
}

func printBinary(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintSymbolName(op.Attr("sym_name").(*ir.StringAttr).Value)
	p.WriteByte(' ')
	if h := op.Attr("offloadingHandler"); h != nil {
		if _, isDefault := h.(*SelectObjectAttr); !isDefault {
			p.WriteString("<")
			p.PrintAttr(h)
			p.WriteString("> ")
		}
	}
	p.PrintOptionalAttrDict(op.Attrs(), "sym_name", "offloadingHandler", "objects")
	p.WriteString(" [")
	if objs, ok := op.Attr("objects").(*ir.ArrayAttr); ok {
		for i, a := range objs.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttr(a)
		}
	}
	p.WriteByte(']')
}
