// Package cf defines MLIR's cf (control flow) dialect: unstructured
// branches between the blocks of a region, and a runtime assertion.
//
//	cf.br ^bb1(%a : i32)                                   // jump
//	cf.cond_br %c weights([90, 10]), ^bb1(%a : i32), ^bb2   // two-way branch
//	cf.switch %f : i32, [default: ^bb1, 42: ^bb2(%a : i32)] // multi-way branch
//	cf.assert %c, "message"                                // abort unless %c
package cf

//go:generate go run ../internal/genaccessors -dialect cf

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Assert is cf.assert: aborts at run time with msg unless the condition holds.
var Assert = &ir.OpDef{
	Name:     "cf.assert",
	Summary:  "Assert operation with message attribute",
	Operands: []ir.ArgDef{{Name: "arg", Type: ir.I1}},
	Attrs:    []ir.AttrDef{{Name: "msg", Constraint: ir.StrAttr}},
	// Upstream's format is "$arg `,` $msg attr-dict" (see custom.go).
	Parse: parseAssert,
	Print: printAssert,
}

// Br is cf.br: an unconditional jump to dest, passing destOperands to its
// block arguments.
var Br = &ir.OpDef{
	Name:       "cf.br",
	Summary:    "Branch operation",
	Operands:   []ir.ArgDef{{Name: "destOperands", Type: ir.AnyType, Arity: ir.Variadic}},
	Successors: []ir.SuccDef{{Name: "dest"}},
	Branch:     &ir.BranchOperands{Groups: []string{"destOperands"}},
	Traits:     ir.Pure | ir.Terminator,
	Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
}

// CondBr is cf.cond_br: a two-way branch on an i1, with optional branch
// weights (the relative likelihood of taking each successor).
var CondBr = &ir.OpDef{
	Name:    "cf.cond_br",
	Summary: "Conditional branch operation",
	Operands: []ir.ArgDef{
		{Name: "condition", Type: ir.I1},
		{Name: "trueDestOperands", Type: ir.AnyType, Arity: ir.Variadic},
		{Name: "falseDestOperands", Type: ir.AnyType, Arity: ir.Variadic},
	},
	Attrs:      []ir.AttrDef{{Name: "branch_weights", Constraint: denseI32Array, Optional: true}},
	Successors: []ir.SuccDef{{Name: "trueDest"}, {Name: "falseDest"}},
	Branch: &ir.BranchOperands{Groups: []string{"trueDestOperands", "falseDestOperands"},
		SuccessorFor: ir.ConditionSuccessor},
	Traits: ir.Pure | ir.Terminator | ir.AttrSizedOperandSegments,
	// Upstream's format: $condition (`weights` `(` $branch_weights^ `)`)? `,`
	// $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
	// $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict
	// (see custom.go).
	Parse:  parseCondBr,
	Print:  printCondBr,
	Verify: verifyCondBr,
}

// Switch is cf.switch: a multi-way branch on an integer flag. The
// successors are the default destination followed by one per case value;
// caseOperands holds the operands of all cases back to back, split by
// case_operand_segments.
var Switch = &ir.OpDef{
	Name:    "cf.switch",
	Summary: "Switch operation",
	Operands: []ir.ArgDef{
		{Name: "flag", Type: ir.AnySignlessInteger},
		{Name: "defaultOperands", Type: ir.AnyType, Arity: ir.Variadic},
		{Name: "caseOperands", Type: ir.AnyType, Arity: ir.Variadic},
	},
	Attrs: []ir.AttrDef{
		{Name: "case_values", Constraint: anyIntElements, Optional: true},
		{Name: "case_operand_segments", Constraint: denseI32Array},
	},
	Successors: []ir.SuccDef{{Name: "defaultDestination"}, {Name: "caseDestinations", Variadic: true}},
	Branch:     switchBranch,
	Traits:     ir.Pure | ir.Terminator | ir.AttrSizedOperandSegments,
	Parse:      parseSwitch,
	Print:      printSwitch,
	Verify:     verifySwitch,
}

var switchBranch = &ir.BranchOperands{Groups: []string{"defaultOperands"}, Cases: "caseOperands",
	CaseSegments: "case_operand_segments", SuccessorFor: switchSuccessor}

// Register adds the cf dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Assert, Br, CondBr, Switch)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "cf", Canonicalization: Canonicalization})
}

// denseI32Array is MLIR's DenseI32ArrayAttr; in the custom form it is
// written `[1, 2]`.
var denseI32Array = &ir.AttrConstraint{
	Summary: "i32 dense array attribute",
	Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		if !ok {
			return false
		}
		it, ok := d.Elem.(*ir.IntegerType)
		return ok && it.Width == 32 && it.Signedness == ir.Signless
	},
	Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		vs, err := ir.ParseIntList(p)
		if err != nil {
			return nil, err
		}
		return p.Context().DenseI32Array(vs), nil
	},
	Print: func(p *ir.AsmPrinter, a ir.Attribute) {
		var vs []int64
		if d, ok := a.(*ir.DenseArrayAttr); ok {
			for _, v := range d.Ints {
				vs = append(vs, int64(int32(v)))
			}
		}
		p.WriteIntList(vs)
	},
}

// anyIntElements is MLIR's AnyIntElementsAttr: dense integer elements.
var anyIntElements = &ir.AttrConstraint{
	Summary: "integer elements attribute",
	Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseElementsAttr)
		if !ok {
			return false
		}
		_, ok = d.Type.ElementType().(*ir.IntegerType)
		return ok
	},
}
