package llvm

//go:generate go run ../internal/genaccessors -dialect llvm

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file declares the llvm dialect's ops as data, one row per op, with
// upstream MLIR's names, operand names, attributes and assembly formats.
// The ops whose syntax the format language cannot say (llvm.func,
// llvm.mlir.global, llvm.call, llvm.getelementptr, llvm.alloca,
// llvm.switch, llvm.extractvalue, llvm.insertvalue) have hooks in asm.go;
// verifiers are in verify.go.

// ---- type constraints (their summaries are upstream's) ----

// AnyPointer accepts !llvm.ptr in any address space.
var AnyPointer = &ir.TypeConstraint{Summary: "LLVM pointer type", Pred: func(t ir.Type) bool {
	_, ok := t.(*PointerType)
	return ok
}}

// AnyType accepts the types llvm ops may take.
var AnyType = &ir.TypeConstraint{Summary: "LLVM dialect-compatible type", Pred: IsCompatibleType}

func orVector(elem func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		if v, ok := t.(*ir.VectorType); ok {
			return elem(v.Elem)
		}
		return elem(t)
	}
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless()
}

func isI1(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless() && it.Width == 1
}

func isPtr(t ir.Type) bool { _, ok := t.(*PointerType); return ok }

// IntOrVector accepts iN and vectors of iN.
var IntOrVector = &ir.TypeConstraint{Summary: "signless integer or LLVM dialect-compatible vector of signless integer", Pred: orVector(isSignlessInt)}

// FloatOrVector accepts floats and vectors of floats.
var FloatOrVector = &ir.TypeConstraint{Summary: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type", Pred: orVector(ir.IsFloat)}

// I1OrVector accepts i1 and vectors of i1.
var I1OrVector = &ir.TypeConstraint{Summary: "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer", Pred: orVector(isI1)}

// PtrOrVector accepts pointers and vectors of pointers.
var PtrOrVector = &ir.TypeConstraint{Summary: "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type", Pred: orVector(isPtr)}

// Signless accepts iN.
var Signless = &ir.TypeConstraint{Summary: "signless integer", Pred: isSignlessInt}

// I8 accepts i8.
var I8 = &ir.TypeConstraint{Summary: "8-bit signless integer", Pred: func(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless() && it.Width == 8
}}

// ---- attribute constraints ----

var i64Attr = ir.IntAttrOfWidth(64)
var i32Attr = ir.IntAttrOfWidth(32)
var boolAttr = ir.IntAttrOfWidth(1)

// FastmathConstraint accepts #llvm.fastmath.
var FastmathConstraint = &ir.AttrConstraint{Summary: "LLVM fastmath flags", Pred: func(a ir.Attribute) bool {
	_, ok := a.(*FastmathAttr)
	return ok
}}

func enumConstraint(mnemonic, summary string) *ir.AttrConstraint {
	return &ir.AttrConstraint{Summary: summary, Pred: func(a ir.Attribute) bool {
		e, ok := a.(*EnumAttr)
		return ok && e.Mnemonic == mnemonic
	}}
}

var (
	linkageConstraint  = enumConstraint("linkage", "LLVM Linkage specification")
	cconvConstraint    = enumConstraint("cconv", "LLVM Calling Convention specification")
	tailCallConstraint = enumConstraint("tailcallkind", "LLVM Calling Convention specification")
)

// predicateAttr is the icmp/fcmp predicate: an i64 integer property
// written as a quoted keyword ("slt").
func predicateAttr(names []string, summary string) *ir.AttrConstraint {
	return &ir.AttrConstraint{
		Summary: summary,
		Pred: func(a ir.Attribute) bool {
			v := intAttrValue(a, -1)
			return v >= 0 && v < int64(len(names))
		},
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			loc := p.CurrentLoc()
			s, err := p.ParseString()
			if err != nil {
				return nil, err
			}
			i := indexOf(names, s)
			if i < 0 {
				return nil, p.ErrorAt(loc, "invalid predicate '%s'", s)
			}
			return p.Context().IntegerAttr(p.Context().I(64), int64(i)), nil
		},
		Print: func(p *ir.AsmPrinter, a ir.Attribute) {
			v := intAttrValue(a, -1)
			if v >= 0 && v < int64(len(names)) {
				p.WriteString(`"` + names[v] + `"`)
			} else {
				p.PrintAttr(a)
			}
		},
	}
}

// overflowDirective is custom<OverflowFlags>($overflowFlags): ` overflow<nsw, nuw>`.
var overflowDirective = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, _ []ir.CustomArg) error {
		if !p.ParseOptionalKeyword("overflow") {
			return nil
		}
		if err := p.ParsePunct("<"); err != nil {
			return err
		}
		flags, err := parseOverflowList(p)
		if err != nil {
			return err
		}
		if flags != 0 {
			fs.SetAttr("overflowFlags", p.Context().IntegerAttr(p.Context().I(32), int64(flags)))
		}
		return p.ParsePunct(">")
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation, _ []ir.CustomArg) {
		if f := intAttrValue(op.Attr("overflowFlags"), 0); f != 0 {
			p.WriteString(" overflow<" + OverflowString(f) + ">")
		}
	},
}

// unitFlagDirective is custom<UnitFlag>($attr): an optional keyword that
// sets a unit attribute (`volatile`, `exact`, `disjoint`). It stands for
// upstream's (`kw` $attr^)? group.
var unitFlagDirective = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
		if len(args) == 1 && p.ParseOptionalKeyword(flagKeywords[args[0].Name]) {
			fs.SetAttr(args[0].Name, p.Context().UnitAttr())
		}
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
		if len(args) == 1 && op.HasAttr(args[0].Name) {
			p.WriteString(" " + flagKeywords[args[0].Name])
		}
	},
}

// i1OperandDirective is custom<I1Operand>($operand): an operand whose
// type is always i1 and not written.
var i1OperandDirective = ir.CustomDirective{
	Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		fs.SetOperands(args[0].Name, []ir.UnresolvedOperand{u})
		fs.SetTypes(args[0].Name, []ir.Type{p.Context().I(1)})
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
		if vs := op.Def().OperandGroup(op, args[0].Name); len(vs) == 1 {
			p.PrintOperand(vs[0])
		}
	},
}

var flagKeywords = map[string]string{"volatile_": "volatile", "isExact": "exact", "isDisjoint": "disjoint"}

// ---- op rows ----

func intBinary(name, summary string, traits ir.Trait, overflow bool, flag string) *ir.OpDef {
	d := &ir.OpDef{
		Name:     "llvm." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "lhs", Type: IntOrVector}, {Name: "rhs", Type: IntOrVector}},
		Results:  []ir.ArgDef{{Name: "res", Type: IntOrVector}},
		Traits:   ir.Pure | ir.SameOperandsAndResultType | traits,
		Format:   "$lhs `,` $rhs attr-dict `:` type($res)",
	}
	if overflow {
		d.Attrs = []ir.AttrDef{{Name: "overflowFlags", Constraint: i32Attr, Optional: true}}
		d.Format = "$lhs `,` $rhs `` custom<OverflowFlags>($overflowFlags) attr-dict `:` type($res)"
		d.CustomDirectives = map[string]ir.CustomDirective{"OverflowFlags": overflowDirective}
	}
	if flag != "" {
		attr := map[string]string{"exact": "isExact", "disjoint": "isDisjoint"}[flag]
		d.Attrs = []ir.AttrDef{{Name: attr, Constraint: ir.UnitAttrConstraint, Optional: true}}
		d.Format = "`` custom<UnitFlag>($" + attr + ") $lhs `,` $rhs attr-dict `:` type($res)"
		d.CustomDirectives = map[string]ir.CustomDirective{"UnitFlag": unitFlagDirective}
	}
	return d
}

func floatBinary(name, summary string, traits ir.Trait) *ir.OpDef {
	return &ir.OpDef{
		Name:     "llvm." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "lhs", Type: FloatOrVector}, {Name: "rhs", Type: FloatOrVector}},
		Results:  []ir.ArgDef{{Name: "res", Type: FloatOrVector}},
		Attrs:    []ir.AttrDef{{Name: "fastmathFlags", Constraint: FastmathConstraint, Optional: true}},
		Traits:   ir.Pure | ir.SameOperandsAndResultType | traits,
		Format:   "$lhs `,` $rhs attr-dict `:` type($res)",
	}
}

func cast(name string, from, to *ir.TypeConstraint, verify func(*ir.Operation) error) *ir.OpDef {
	return &ir.OpDef{
		Name:     "llvm." + name,
		Summary:  "LLVM " + name + " instruction",
		Operands: []ir.ArgDef{{Name: "arg", Type: from}},
		Results:  []ir.ArgDef{{Name: "res", Type: to}},
		Traits:   ir.Pure,
		Format:   "$arg attr-dict `:` type($arg) `to` type($res)",
		Verify:   verify,
	}
}

// Integer arithmetic: llvm.add %a, %b overflow<nsw> : i32.
var (
	Add  = intBinary("add", "LLVM add instruction", ir.Commutative, true, "")
	Sub  = intBinary("sub", "LLVM sub instruction", 0, true, "")
	Mul  = intBinary("mul", "LLVM mul instruction", ir.Commutative, true, "")
	UDiv = intBinary("udiv", "LLVM udiv instruction", 0, false, "exact")
	SDiv = intBinary("sdiv", "LLVM sdiv instruction", 0, false, "exact")
	URem = intBinary("urem", "LLVM urem instruction", 0, false, "")
	SRem = intBinary("srem", "LLVM srem instruction", 0, false, "")
	And  = intBinary("and", "LLVM and instruction", ir.Commutative, false, "")
	Or   = intBinary("or", "LLVM or instruction", ir.Commutative, false, "disjoint")
	Xor  = intBinary("xor", "LLVM xor instruction", ir.Commutative, false, "")
	Shl  = intBinary("shl", "LLVM shl instruction", 0, true, "")
	LShr = intBinary("lshr", "LLVM lshr instruction", 0, false, "exact")
	AShr = intBinary("ashr", "LLVM ashr instruction", 0, false, "exact")
)

// Float arithmetic: llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32.
var (
	FAdd = floatBinary("fadd", "LLVM fadd instruction", ir.Commutative)
	FSub = floatBinary("fsub", "LLVM fsub instruction", 0)
	FMul = floatBinary("fmul", "LLVM fmul instruction", ir.Commutative)
	FDiv = floatBinary("fdiv", "LLVM fdiv instruction", 0)
	FRem = floatBinary("frem", "LLVM frem instruction", 0)
	FNeg = &ir.OpDef{
		Name:     "llvm.fneg",
		Summary:  "LLVM fneg instruction",
		Operands: []ir.ArgDef{{Name: "operand", Type: FloatOrVector}},
		Results:  []ir.ArgDef{{Name: "res", Type: FloatOrVector}},
		Attrs:    []ir.AttrDef{{Name: "fastmathFlags", Constraint: FastmathConstraint, Optional: true}},
		Traits:   ir.Pure | ir.SameOperandsAndResultType,
		Format:   "$operand attr-dict `:` type($res)",
	}
)

// Comparisons: llvm.icmp "slt" %a, %b : i32 gives i1 (or a vector of i1).
var (
	ICmp = &ir.OpDef{
		Name:       "llvm.icmp",
		Summary:    "LLVM icmp instruction",
		Operands:   []ir.ArgDef{{Name: "lhs", Type: anyIntPtrOrVector}, {Name: "rhs", Type: anyIntPtrOrVector}},
		Results:    []ir.ArgDef{{Name: "res", Type: I1OrVector}},
		Attrs:      []ir.AttrDef{{Name: "predicate", Constraint: predicateAttr(ICmpPredicates, "lllvm.icmp comparison predicate")}},
		Traits:     ir.Pure | ir.SameTypeOperands,
		SameTypes:  [][]string{{"lhs", "rhs"}},
		Format:     "$predicate $lhs `,` $rhs attr-dict `:` type($lhs)",
		InferTypes: inferI1Like,
	}
	FCmp = &ir.OpDef{
		Name:     "llvm.fcmp",
		Summary:  "LLVM fcmp instruction",
		Operands: []ir.ArgDef{{Name: "lhs", Type: FloatOrVector}, {Name: "rhs", Type: FloatOrVector}},
		Results:  []ir.ArgDef{{Name: "res", Type: I1OrVector}},
		Attrs: []ir.AttrDef{
			{Name: "predicate", Constraint: predicateAttr(FCmpPredicates, "llvm.fcmp comparison predicate")},
			{Name: "fastmathFlags", Constraint: FastmathConstraint, Optional: true},
		},
		Traits:     ir.Pure | ir.SameTypeOperands,
		SameTypes:  [][]string{{"lhs", "rhs"}},
		Format:     "$predicate $lhs `,` $rhs attr-dict `:` type($lhs)",
		InferTypes: inferI1Like,
	}
	Select = &ir.OpDef{
		Name:    "llvm.select",
		Summary: "LLVM select instruction",
		Operands: []ir.ArgDef{{Name: "condition", Type: I1OrVector},
			{Name: "trueValue", Type: AnyType}, {Name: "falseValue", Type: AnyType}},
		Results:   []ir.ArgDef{{Name: "res", Type: AnyType}},
		Attrs:     []ir.AttrDef{{Name: "fastmathFlags", Constraint: FastmathConstraint, Optional: true}},
		Traits:    ir.Pure,
		SameTypes: [][]string{{"trueValue", "falseValue", "res"}},
		Format:    "$condition `,` $trueValue `,` $falseValue attr-dict `:` type($condition) `,` type($res)",
	}
)

var anyIntPtrOrVector = &ir.TypeConstraint{Summary: "signless integer or LLVM pointer type or LLVM dialect-compatible vector of signless integer or LLVM pointer type",
	Pred: orVector(func(t ir.Type) bool { return isSignlessInt(t) || isPtr(t) })}

// inferI1Like gives comparisons i1, or a vector of i1 for vector operands.
func inferI1Like(ctx *ir.Context, st *ir.OperationState, operandTypes []ir.Type) error {
	if len(operandTypes) == 0 {
		return nil
	}
	if v, ok := operandTypes[0].(*ir.VectorType); ok {
		st.Types = []ir.Type{ctx.VectorType(v.Dims, ctx.I(1), v.Scalable)}
	} else {
		st.Types = []ir.Type{ctx.I(1)}
	}
	return nil
}

// Casts: llvm.sext %x : i32 to i64.
var (
	SExt          = cast("sext", IntOrVector, IntOrVector, verifyExt)
	ZExt          = cast("zext", IntOrVector, IntOrVector, verifyExt)
	Trunc         = cast("trunc", IntOrVector, IntOrVector, verifyTrunc)
	FPExt         = cast("fpext", FloatOrVector, FloatOrVector, verifyExt)
	FPTrunc       = cast("fptrunc", FloatOrVector, FloatOrVector, verifyTrunc)
	SIToFP        = cast("sitofp", IntOrVector, FloatOrVector, nil)
	UIToFP        = cast("uitofp", IntOrVector, FloatOrVector, nil)
	FPToSI        = cast("fptosi", FloatOrVector, IntOrVector, nil)
	FPToUI        = cast("fptoui", FloatOrVector, IntOrVector, nil)
	Bitcast       = cast("bitcast", AnyNonAggregate, AnyNonAggregate, verifyBitcast)
	PtrToInt      = cast("ptrtoint", PtrOrVector, IntOrVector, nil)
	IntToPtr      = cast("inttoptr", IntOrVector, PtrOrVector, nil)
	AddrSpaceCast = cast("addrspacecast", PtrOrVector, PtrOrVector, nil)
)

// AnyNonAggregate accepts LLVM types that are not structs or arrays.
var AnyNonAggregate = &ir.TypeConstraint{Summary: "LLVM-compatible non-aggregate type", Pred: func(t ir.Type) bool {
	return IsCompatibleType(t) && !IsAggregate(t)
}}

// Constants and symbols.
var (
	Constant = &ir.OpDef{
		Name:    "llvm.mlir.constant",
		Summary: "Defines a constant of LLVM type.",
		Results: []ir.ArgDef{{Name: "res", Type: AnyType}},
		Attrs:   []ir.AttrDef{{Name: "value", Constraint: ir.AnyAttr}},
		Traits:  ir.Pure | ir.ConstantLike,
		Format:  "`(` $value `)` attr-dict `:` type($res)",
		Verify:  verifyConstant,
	}
	Undef = &ir.OpDef{
		Name:    "llvm.mlir.undef",
		Summary: "Creates an undefined value of LLVM dialect type.",
		Results: []ir.ArgDef{{Name: "res", Type: AnyType}},
		Traits:  ir.Pure | ir.ConstantLike,
		Format:  "attr-dict `:` type($res)",
	}
	Poison = &ir.OpDef{
		Name:    "llvm.mlir.poison",
		Summary: "Creates a poison value of LLVM dialect type.",
		Results: []ir.ArgDef{{Name: "res", Type: AnyType}},
		Traits:  ir.Pure | ir.ConstantLike,
		Format:  "attr-dict `:` type($res)",
	}
	Zero = &ir.OpDef{
		Name:    "llvm.mlir.zero",
		Summary: "Creates a zero-initialized value of LLVM dialect type.",
		Results: []ir.ArgDef{{Name: "res", Type: AnyType}},
		Traits:  ir.Pure | ir.ConstantLike,
		Format:  "attr-dict `:` type($res)",
	}
	AddressOf = &ir.OpDef{
		Name:    "llvm.mlir.addressof",
		Summary: "Creates a pointer pointing to a global, alias or a function",
		Results: []ir.ArgDef{{Name: "res", Type: AnyPointer}},
		Attrs:   []ir.AttrDef{{Name: "global_name", Constraint: ir.FlatSymbolRefAttr}},
		Traits:  ir.Pure,
		Format:  "$global_name attr-dict `:` qualified(type($res))",
		Verify:  verifyAddressOf,
	}
	Global = &ir.OpDef{
		Name:    "llvm.mlir.global",
		Summary: "LLVM dialect global.",
		Attrs: []ir.AttrDef{
			{Name: "global_type", Constraint: ir.TypeAttrOf(ir.AnyType)},
			{Name: "constant", Constraint: ir.UnitAttrConstraint, Optional: true},
			{Name: "sym_name", Constraint: ir.SymbolNameAttr},
			{Name: "linkage", Constraint: linkageConstraint, Optional: true},
			{Name: "dso_local", Constraint: ir.UnitAttrConstraint, Optional: true},
			{Name: "thread_local_", Constraint: ir.UnitAttrConstraint, Optional: true},
			{Name: "externally_initialized", Constraint: ir.UnitAttrConstraint, Optional: true},
			{Name: "value", Constraint: ir.AnyAttr, Optional: true},
			{Name: "alignment", Constraint: i64Attr, Optional: true},
			{Name: "addr_space", Constraint: i32Attr, Optional: true},
			{Name: "unnamed_addr", Constraint: i64Attr, Optional: true},
			{Name: "section", Constraint: ir.StrAttr, Optional: true},
			{Name: "visibility_", Constraint: i64Attr, Optional: true},
		},
		Regions: []ir.RegionDef{{Name: "initializer"}},
		Traits:  ir.IsolatedFromAbove | ir.Symbol | ir.SingleBlock,
		Parse:   parseGlobal,
		Print:   printGlobal,
		Verify:  verifyGlobal,
	}
)

// Memory.
var (
	Alloca = &ir.OpDef{
		Name:     "llvm.alloca",
		Summary:  "LLVM alloca instruction",
		Operands: []ir.ArgDef{{Name: "arraySize", Type: Signless}},
		Results:  []ir.ArgDef{{Name: "res", Type: AnyPointer}},
		Attrs: []ir.AttrDef{
			{Name: "alignment", Constraint: i64Attr, Optional: true},
			{Name: "elem_type", Constraint: ir.TypeAttrOf(ir.AnyType)},
			{Name: "inalloca", Constraint: ir.UnitAttrConstraint, Optional: true},
		},
		Parse:  parseAlloca,
		Print:  printAlloca,
		Verify: verifyAlloca,
		Interfaces: map[string]any{rewrite.DestructurableAllocationInterface: allocaAggregate,
			rewrite.PromotableAllocationInterface: allocaSlot},
	}
	Load = &ir.OpDef{
		Name:             "llvm.load",
		Summary:          "LLVM load instruction",
		Operands:         []ir.ArgDef{{Name: "addr", Type: AnyPointer}},
		Results:          []ir.ArgDef{{Name: "res", Type: AnyType}},
		Attrs:            memAttrs(),
		Format:           "`` custom<UnitFlag>($volatile_) $addr attr-dict `:` qualified(type($addr)) `->` type($res)",
		CustomDirectives: map[string]ir.CustomDirective{"UnitFlag": unitFlagDirective},
		Verify:           verifyLoad,
		Interfaces: map[string]any{rewrite.DestructurableAccessorInterface: loadField,
			rewrite.PromotableMemOpInterface: loadAccess},
	}
	Store = &ir.OpDef{
		Name:             "llvm.store",
		Summary:          "LLVM store instruction",
		Operands:         []ir.ArgDef{{Name: "value", Type: AnyType}, {Name: "addr", Type: AnyPointer}},
		Attrs:            memAttrs(),
		Format:           "`` custom<UnitFlag>($volatile_) $value `,` $addr attr-dict `:` type($value) `,` qualified(type($addr))",
		CustomDirectives: map[string]ir.CustomDirective{"UnitFlag": unitFlagDirective},
		Verify:           verifyStore,
		Interfaces: map[string]any{rewrite.DestructurableAccessorInterface: storeField,
			rewrite.PromotableMemOpInterface: storeAccess},
	}
	GEP = &ir.OpDef{
		Name:    "llvm.getelementptr",
		Summary: "LLVM getelementptr instruction",
		Operands: []ir.ArgDef{{Name: "base", Type: PtrOrVector},
			{Name: "dynamicIndices", Type: IntOrVector, Arity: ir.Variadic}},
		Results: []ir.ArgDef{{Name: "res", Type: PtrOrVector}},
		Attrs: []ir.AttrDef{
			{Name: "rawConstantIndices", Constraint: denseI32Array},
			{Name: "elem_type", Constraint: ir.TypeAttrOf(ir.AnyType)},
			{Name: "noWrapFlags", Constraint: i32Attr, Optional: true},
		},
		Traits:     ir.Pure,
		Parse:      parseGEP,
		Print:      printGEP,
		Verify:     verifyGEP,
		Interfaces: map[string]any{rewrite.DestructurableAccessorInterface: gepField},
	}
	ExtractValue = &ir.OpDef{
		Name:     "llvm.extractvalue",
		Summary:  "Extract a value from an LLVM struct.",
		Operands: []ir.ArgDef{{Name: "container", Type: AnyType}},
		Results:  []ir.ArgDef{{Name: "res", Type: AnyType}},
		Attrs:    []ir.AttrDef{{Name: "position", Constraint: denseI64Array}},
		Traits:   ir.Pure,
		Parse:    parseExtractValue,
		Print:    printExtractValue,
		Verify:   verifyExtractValue,
	}
	InsertValue = &ir.OpDef{
		Name:     "llvm.insertvalue",
		Summary:  "Insert a value into an LLVM struct.",
		Operands: []ir.ArgDef{{Name: "container", Type: AnyType}, {Name: "value", Type: AnyType}},
		Results:  []ir.ArgDef{{Name: "res", Type: AnyType}},
		Attrs:    []ir.AttrDef{{Name: "position", Constraint: denseI64Array}},
		Traits:   ir.Pure,
		Parse:    parseInsertValue,
		Print:    printInsertValue,
		Verify:   verifyInsertValue,
	}
)

func memAttrs() []ir.AttrDef {
	return []ir.AttrDef{
		{Name: "alignment", Constraint: i64Attr, Optional: true},
		{Name: "volatile_", Constraint: ir.UnitAttrConstraint, Optional: true},
		{Name: "nontemporal", Constraint: ir.UnitAttrConstraint, Optional: true},
		{Name: "invariant", Constraint: ir.UnitAttrConstraint, Optional: true},
		{Name: "ordering", Constraint: i64Attr, Optional: true},
	}
}

var denseI32Array = &ir.AttrConstraint{Summary: "i32 dense array attribute", Pred: func(a ir.Attribute) bool {
	d, ok := a.(*ir.DenseArrayAttr)
	return ok && ir.IntOrFloatBitWidth(d.Elem) == 32 && !ir.IsFloat(d.Elem)
}}

// branchWeights is llvm.cond_br's DenseI32ArrayAttr of weights, written
// `[90, 10]` in the custom form, as upstream's format prints it.
var branchWeights = &ir.AttrConstraint{Summary: "i32 dense array attribute", Pred: denseI32Array.Pred,
	Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		vs, err := ir.ParseIntList(p)
		if err != nil {
			return nil, err
		}
		return p.Context().DenseI32Array(vs), nil
	},
	Print: func(p *ir.AsmPrinter, a ir.Attribute) {
		ints := a.(*ir.DenseArrayAttr).Ints
		weights := make([]int64, len(ints))
		for i, v := range ints {
			weights[i] = int64(int32(v))
		}
		p.WriteIntList(weights)
	},
}

var denseI64Array = &ir.AttrConstraint{Summary: "i64 dense array attribute", Pred: func(a ir.Attribute) bool {
	d, ok := a.(*ir.DenseArrayAttr)
	return ok && ir.IntOrFloatBitWidth(d.Elem) == 64 && !ir.IsFloat(d.Elem)
}}

// Control flow.
var (
	Br = &ir.OpDef{
		Name:       "llvm.br",
		Summary:    "LLVM branch operation",
		Operands:   []ir.ArgDef{{Name: "destOperands", Type: AnyType, Arity: ir.Variadic}},
		Successors: []ir.SuccDef{{Name: "dest"}},
		Branch:     &ir.BranchOperands{Groups: []string{"destOperands"}},
		Traits:     ir.Pure | ir.Terminator,
		Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	}
	CondBr = &ir.OpDef{
		Name:    "llvm.cond_br",
		Summary: "LLVM conditional branch operation",
		Operands: []ir.ArgDef{{Name: "condition", Type: ir.I1},
			{Name: "trueDestOperands", Type: AnyType, Arity: ir.Variadic},
			{Name: "falseDestOperands", Type: AnyType, Arity: ir.Variadic}},
		Attrs:      []ir.AttrDef{{Name: "branch_weights", Constraint: branchWeights, Optional: true}},
		Successors: []ir.SuccDef{{Name: "trueDest"}, {Name: "falseDest"}},
		Branch: &ir.BranchOperands{Groups: []string{"trueDestOperands", "falseDestOperands"},
			SuccessorFor: ir.ConditionSuccessor},
		Traits: ir.Pure | ir.Terminator | ir.AttrSizedOperandSegments,
		Format: "custom<I1Operand>($condition) ( `weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` " +
			"$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
		CustomDirectives: map[string]ir.CustomDirective{"I1Operand": i1OperandDirective},
	}
	Switch = &ir.OpDef{
		Name:    "llvm.switch",
		Summary: "LLVM switch operation",
		Operands: []ir.ArgDef{{Name: "value", Type: Signless},
			{Name: "defaultOperands", Type: AnyType, Arity: ir.Variadic},
			{Name: "caseOperands", Type: AnyType, Arity: ir.Variadic}},
		Attrs: []ir.AttrDef{
			{Name: "case_values", Constraint: ir.AnyAttr, Optional: true},
			{Name: "case_operand_segments", Constraint: denseI32Array},
			{Name: "branch_weights", Constraint: ir.AnyAttr, Optional: true},
		},
		Successors: []ir.SuccDef{{Name: "defaultDestination"}, {Name: "caseDestinations", Variadic: true}},
		Branch: &ir.BranchOperands{Groups: []string{"defaultOperands"}, Cases: "caseOperands",
			CaseSegments: "case_operand_segments"},
		Traits: ir.Pure | ir.Terminator | ir.AttrSizedOperandSegments,
		Parse:  parseSwitch,
		Print:  printSwitch,
		Verify: verifySwitch,
	}
	Return = &ir.OpDef{
		Name:     "llvm.return",
		Summary:  "LLVM return operation",
		Operands: []ir.ArgDef{{Name: "arg", Type: AnyType, Arity: ir.Optional}},
		Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
		Format:   "attr-dict ($arg^ `:` type($arg))?",
	}
	Unreachable = &ir.OpDef{
		Name:    "llvm.unreachable",
		Summary: "LLVM unreachable operation",
		Traits:  ir.Terminator,
		Format:  "attr-dict",
	}
)

// Functions and calls.
var (
	FuncOp = &ir.OpDef{
		Name:    "llvm.func",
		Summary: "LLVM dialect function.",
		Attrs: []ir.AttrDef{
			{Name: "sym_name", Constraint: ir.SymbolNameAttr},
			{Name: "sym_visibility", Constraint: ir.StrAttr, Optional: true},
			{Name: "function_type", Constraint: ir.TypeAttrOf(funcTypeConstraint)},
			{Name: "linkage", Constraint: linkageConstraint, Optional: true},
			{Name: "dso_local", Constraint: ir.UnitAttrConstraint, Optional: true},
			{Name: "CConv", Constraint: cconvConstraint, Optional: true},
			{Name: "arg_attrs", Constraint: ir.DictArrayAttr, Optional: true},
			{Name: "res_attrs", Constraint: ir.DictArrayAttr, Optional: true},
			{Name: "visibility_", Constraint: i64Attr, Optional: true},
			{Name: "unnamed_addr", Constraint: i64Attr, Optional: true},
			{Name: "personality", Constraint: ir.FlatSymbolRefAttr, Optional: true},
			{Name: "passthrough", Constraint: ir.ArrayAttrConstraint, Optional: true},
			{Name: "section", Constraint: ir.StrAttr, Optional: true},
			{Name: "alignment", Constraint: i64Attr, Optional: true},
		},
		Regions: []ir.RegionDef{{Name: "body"}},
		Traits:  ir.IsolatedFromAbove | ir.Symbol | ir.AutomaticAllocationScope,
		Parse:   parseFunc,
		Print:   printFunc,
		Verify:  verifyFunc,
	}
	Call = &ir.OpDef{
		Name:    "llvm.call",
		Summary: "Call to an LLVM function.",
		Operands: []ir.ArgDef{{Name: "callee_operands", Type: AnyType, Arity: ir.Variadic},
			{Name: "op_bundle_operands", Type: AnyType, Arity: ir.Variadic}},
		Results: []ir.ArgDef{{Name: "result", Type: AnyType, Arity: ir.Optional}},
		Attrs: []ir.AttrDef{
			{Name: "var_callee_type", Constraint: ir.TypeAttrOf(funcTypeConstraint), Optional: true},
			{Name: "callee", Constraint: ir.FlatSymbolRefAttr, Optional: true},
			{Name: "fastmathFlags", Constraint: FastmathConstraint, Optional: true},
			{Name: "CConv", Constraint: cconvConstraint, Optional: true},
			{Name: "TailCallKind", Constraint: tailCallConstraint, Optional: true},
			{Name: "op_bundle_sizes", Constraint: denseI32Array, Optional: true},
			{Name: "arg_attrs", Constraint: ir.DictArrayAttr, Optional: true},
			{Name: "res_attrs", Constraint: ir.DictArrayAttr, Optional: true},
			{Name: "no_inline", Constraint: ir.UnitAttrConstraint, Optional: true},
		},
		Traits: ir.AttrSizedOperandSegments,
		Parse:  parseCall,
		Print:  printCall,
		Verify: verifyCall,
	}
)

var funcTypeConstraint = &ir.TypeConstraint{Summary: "LLVM function type", Pred: func(t ir.Type) bool {
	_, ok := t.(*FuncType)
	return ok
}}

// ---- intrinsics ----

// intrinsic declares llvm.intr.NAME with n operands of one type:
// llvm.intr.pow(%a, %b) : (f32, f32) -> f32.
func intrinsic(name string, n int, tc *ir.TypeConstraint, fastmath bool) *ir.OpDef {
	names := []string{"in", "b", "c"}
	if n == 2 {
		names = []string{"a", "b"}
	} else if n == 3 {
		names = []string{"a", "b", "c"}
	}
	d := &ir.OpDef{
		Name:    "llvm.intr." + name,
		Summary: "LLVM " + name + " intrinsic",
		Results: []ir.ArgDef{{Name: "res", Type: tc}},
		Traits:  ir.Pure | ir.SameOperandsAndResultType,
		Format:  "`(` operands `)` attr-dict `:` functional-type(operands, results)",
	}
	for i := 0; i < n; i++ {
		d.Operands = append(d.Operands, ir.ArgDef{Name: names[i], Type: tc})
	}
	if fastmath {
		d.Attrs = []ir.AttrDef{{Name: "fastmathFlags", Constraint: FastmathConstraint, Optional: true}}
	}
	return d
}

// The float and integer intrinsics, one definition each: IntrX is
// llvm.intr.x, whose LLVM intrinsic is llvm.x.<type suffix> (IntrSMax is
// llvm.intr.smax, llvm.smax.i32 on i32). The float ones take fastmath
// flags; all have operands and a result of one type.
var (
	IntrSqrt       = intrinsic("sqrt", 1, FloatOrVector, true)
	IntrExp        = intrinsic("exp", 1, FloatOrVector, true)
	IntrExp2       = intrinsic("exp2", 1, FloatOrVector, true)
	IntrExp10      = intrinsic("exp10", 1, FloatOrVector, true)
	IntrLog        = intrinsic("log", 1, FloatOrVector, true)
	IntrLog2       = intrinsic("log2", 1, FloatOrVector, true)
	IntrLog10      = intrinsic("log10", 1, FloatOrVector, true)
	IntrSin        = intrinsic("sin", 1, FloatOrVector, true)
	IntrCos        = intrinsic("cos", 1, FloatOrVector, true)
	IntrTan        = intrinsic("tan", 1, FloatOrVector, true)
	IntrAsin       = intrinsic("asin", 1, FloatOrVector, true)
	IntrAcos       = intrinsic("acos", 1, FloatOrVector, true)
	IntrAtan       = intrinsic("atan", 1, FloatOrVector, true)
	IntrSinh       = intrinsic("sinh", 1, FloatOrVector, true)
	IntrCosh       = intrinsic("cosh", 1, FloatOrVector, true)
	IntrTanh       = intrinsic("tanh", 1, FloatOrVector, true)
	IntrFAbs       = intrinsic("fabs", 1, FloatOrVector, true)
	IntrFloor      = intrinsic("floor", 1, FloatOrVector, true)
	IntrCeil       = intrinsic("ceil", 1, FloatOrVector, true)
	IntrRound      = intrinsic("round", 1, FloatOrVector, true)
	IntrRoundEven  = intrinsic("roundeven", 1, FloatOrVector, true)
	IntrTrunc      = intrinsic("trunc", 1, FloatOrVector, true)
	IntrRint       = intrinsic("rint", 1, FloatOrVector, true)
	IntrNearbyInt  = intrinsic("nearbyint", 1, FloatOrVector, true)
	IntrPow        = intrinsic("pow", 2, FloatOrVector, true)
	IntrMinNum     = intrinsic("minnum", 2, FloatOrVector, true)
	IntrMaxNum     = intrinsic("maxnum", 2, FloatOrVector, true)
	IntrMinimum    = intrinsic("minimum", 2, FloatOrVector, true)
	IntrMaximum    = intrinsic("maximum", 2, FloatOrVector, true)
	IntrCopySign   = intrinsic("copysign", 2, FloatOrVector, true)
	IntrAtan2      = intrinsic("atan2", 2, FloatOrVector, true)
	IntrFMA        = intrinsic("fma", 3, FloatOrVector, true)
	IntrFMulAdd    = intrinsic("fmuladd", 3, FloatOrVector, true)
	IntrCtPop      = intrinsic("ctpop", 1, IntOrVector, false)
	IntrBitReverse = intrinsic("bitreverse", 1, IntOrVector, false)
	IntrBSwap      = intrinsic("bswap", 1, IntOrVector, false)
	IntrSMax       = intrinsic("smax", 2, IntOrVector, false)
	IntrSMin       = intrinsic("smin", 2, IntOrVector, false)
	IntrUMax       = intrinsic("umax", 2, IntOrVector, false)
	IntrUMin       = intrinsic("umin", 2, IntOrVector, false)
)

// FloatUnaryIntrinsics, FloatBinaryIntrinsics and FloatTernaryIntrinsics
// list the float intrinsics by arity, IntUnaryIntrinsics and
// IntBinaryIntrinsics the integer ones.
var (
	FloatUnaryIntrinsics = []*ir.OpDef{IntrSqrt, IntrExp, IntrExp2, IntrExp10, IntrLog, IntrLog2, IntrLog10,
		IntrSin, IntrCos, IntrTan, IntrAsin, IntrAcos, IntrAtan, IntrSinh, IntrCosh, IntrTanh,
		IntrFAbs, IntrFloor, IntrCeil, IntrRound, IntrRoundEven, IntrTrunc, IntrRint, IntrNearbyInt}
	FloatBinaryIntrinsics  = []*ir.OpDef{IntrPow, IntrMinNum, IntrMaxNum, IntrMinimum, IntrMaximum, IntrCopySign, IntrAtan2}
	FloatTernaryIntrinsics = []*ir.OpDef{IntrFMA, IntrFMulAdd}
	IntUnaryIntrinsics     = []*ir.OpDef{IntrCtPop, IntrBitReverse, IntrBSwap}
	IntBinaryIntrinsics    = []*ir.OpDef{IntrSMax, IntrSMin, IntrUMax, IntrUMin}
)

// Memory intrinsics (generic form only, as upstream prints them).
var (
	Memcpy = &ir.OpDef{
		Name:    "llvm.intr.memcpy",
		Summary: "LLVM memcpy intrinsic",
		Operands: []ir.ArgDef{{Name: "dst", Type: AnyPointer}, {Name: "src", Type: AnyPointer},
			{Name: "len", Type: Signless}},
		Attrs: []ir.AttrDef{{Name: "isVolatile", Constraint: boolAttr}},
	}
	Memmove = &ir.OpDef{
		Name:    "llvm.intr.memmove",
		Summary: "LLVM memmove intrinsic",
		Operands: []ir.ArgDef{{Name: "dst", Type: AnyPointer}, {Name: "src", Type: AnyPointer},
			{Name: "len", Type: Signless}},
		Attrs: []ir.AttrDef{{Name: "isVolatile", Constraint: boolAttr}},
	}
	Memset = &ir.OpDef{
		Name:    "llvm.intr.memset",
		Summary: "LLVM memset intrinsic",
		Operands: []ir.ArgDef{{Name: "dst", Type: AnyPointer}, {Name: "val", Type: I8},
			{Name: "len", Type: Signless}},
		Attrs: []ir.AttrDef{{Name: "isVolatile", Constraint: boolAttr}},
	}
)

// Ops lists every op of the dialect.
func Ops() []*ir.OpDef {
	ops := []*ir.OpDef{
		Add, Sub, Mul, UDiv, SDiv, URem, SRem, And, Or, Xor, Shl, LShr, AShr,
		FAdd, FSub, FMul, FDiv, FRem, FNeg,
		ICmp, FCmp, Select,
		SExt, ZExt, Trunc, FPExt, FPTrunc, SIToFP, UIToFP, FPToSI, FPToUI, Bitcast, PtrToInt, IntToPtr, AddrSpaceCast,
		Constant, Undef, Poison, Zero, AddressOf, Global,
		Alloca, Load, Store, GEP, ExtractValue, InsertValue,
		Br, CondBr, Switch, Return, Unreachable,
		FuncOp, Call,
		Memcpy, Memmove, Memset,
		AtomicRMW, CmpXchg,
	}
	ops = append(ops, vectorOps()...)
	return append(ops, intrinsicOps...)
}

var intrinsicOps = func() []*ir.OpDef {
	var out []*ir.OpDef
	for _, ds := range [][]*ir.OpDef{FloatUnaryIntrinsics, FloatBinaryIntrinsics, FloatTernaryIntrinsics,
		IntUnaryIntrinsics, IntBinaryIntrinsics} {
		out = append(out, ds...)
	}
	return out
}()

// Register adds the llvm dialect (types, attributes and ops) to ctx.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "llvm", ParseType: parseType, ParseAttr: parseAttr})
	ctx.MustRegisterOps(Ops()...)
}
