package gpu

import (
	"github.com/strata-compiler/strata/ir"
)

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
