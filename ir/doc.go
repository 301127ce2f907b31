// Package ir is Strata's IR core, shaped like MLIR's: the Context with its
// registries and uniquing tables, operations, blocks, regions, values with
// use lists, types, attributes, locations, op definitions with declarative
// assembly formats, the printer and the verifier. It imports only the Go
// standard library (and participle, for the assembly-format language);
// the textual parser lives in package parser.
//
// # Declaring a dialect
//
// An op is a table row: an *OpDef registered with Context.RegisterOp,
// usually from a dialect's Register(ctx) function (no init side effects):
//
//	var AddI = &ir.OpDef{
//		Name:     "arith.addi",
//		Operands: []ir.ArgDef{{Name: "lhs", Type: ir.SignlessIntegerOrIndex}, {Name: "rhs", Type: ir.SignlessIntegerOrIndex}},
//		Results:  []ir.ArgDef{{Name: "result", Type: ir.SignlessIntegerOrIndex}},
//		Traits:   ir.Pure | ir.Commutative | ir.SameOperandsAndResultType,
//		Format:   "$lhs `,` $rhs attr-dict `:` type($result)",
//		Fold:     foldAddI, // optional
//	}
//
//	func Register(ctx *ir.Context) { ctx.MustRegisterOps(AddI /* , ... */) }
//
// The Format string is MLIR's declarative assembly format; it is parsed
// once at registration and interpreted to print and parse every op of the
// kind. It supports literals, $variables (operands, results inside type
// directives, attributes, regions, successors), attr-dict,
// attr-dict-with-keyword, prop-dict, type(...), functional-type(...),
// operands, results, regions, successors, qualified(...), optional groups
// `(...^...)?` with else groups, and custom<Name>(...) directives
// implemented by OpDef.CustomDirectives. Result and operand types the
// format does not spell are inferred from SameOperandsAndResultType,
// OpDef.SameTypes, buildable constraints (TypeConstraint.Build) or
// OpDef.InferTypes. Ops whose syntax the format cannot express set
// OpDef.Parse and OpDef.Print instead (see dialects/func's func.func).
//
// Attributes with their own syntax (enums such as cmpi predicates) give
// AttrConstraint.Parse/Print; attributes with a default set AttrDef.Default
// or DefaultFn.
//
// Dialect types and attributes embed TypeBase/AttrBase, implement Print,
// are uniqued through Context.UniqueType/UniqueAttr, and are parsed by the
// hooks of the Dialect registered with Context.RegisterDialect
// (Dialect.ParseType gets an AsmParser over the text after `!dialect.`).
// Unknown dialects' types and attributes are kept as OpaqueType/OpaqueAttr.
//
// # Parsing, verifying, printing
//
//	op, err := parser.ParseSource(ctx, "f.mlir", src, parser.Options{})
//	if err == nil { err = ir.Verify(op) }
//	if d, ok := err.(*ir.Diagnostic); ok { fmt.Print(ir.FormatDiagnostic(d, sourceMgr)) }
//	ir.PrintOp(os.Stdout, op, ir.PrintFlags{Generic: false, DebugInfo: false})
//
// The printer reproduces mlir-opt-22's output byte for byte for the IR it
// knows (aliases `#map`, `#loc`, SSA and block numbering, float and dense
// formatting, locations); mlir-opt adds one extra newline after it.
package ir
