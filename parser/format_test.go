package parser_test

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// formatTestOps re-declares a few upstream ops (as their ODS declares
// them) to exercise the assembly-format interpreter: optional groups,
// variadic operands with segment sizes, successors, a unit-attribute
// anchor, a custom directive, type inference and default-valued
// properties. They live only in this test's context.
func formatTestOps() []*ir.OpDef {
	anyMemRef := &ir.TypeConstraint{Summary: "memref of any type values", Pred: func(t ir.Type) bool {
		_, ok := t.(*ir.MemRefType)
		return ok
	}}
	boolAttr := &ir.AttrConstraint{Summary: "bool attribute", Pred: func(a ir.Attribute) bool {
		ia, ok := a.(*ir.IntegerAttr)
		return ok && ia.IsBool()
	}}
	return []*ir.OpDef{
		{
			Name:       "cf.br",
			Operands:   []ir.ArgDef{{Name: "destOperands", Type: ir.AnyType, Arity: ir.Variadic}},
			Successors: []ir.SuccDef{{Name: "dest"}},
			Traits:     ir.Pure | ir.Terminator,
			Branch:     &ir.BranchOperands{Groups: []string{"destOperands"}},
			Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
		},
		{
			Name: "cf.cond_br",
			Operands: []ir.ArgDef{
				{Name: "condition", Type: ir.I1},
				{Name: "trueDestOperands", Type: ir.AnyType, Arity: ir.Variadic},
				{Name: "falseDestOperands", Type: ir.AnyType, Arity: ir.Variadic},
			},
			Successors: []ir.SuccDef{{Name: "trueDest"}, {Name: "falseDest"}},
			Traits:     ir.Pure | ir.Terminator | ir.AttrSizedOperandSegments,
			Branch:     &ir.BranchOperands{Groups: []string{"trueDestOperands", "falseDestOperands"}},
			Format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` " +
				"$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
		},
		{
			Name:     "memref.load",
			Operands: []ir.ArgDef{{Name: "memref", Type: anyMemRef}, {Name: "indices", Type: ir.Index, Arity: ir.Variadic}},
			Results:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
			Attrs:    []ir.AttrDef{{Name: "nontemporal", Constraint: boolAttr, Optional: true}},
			Format:   "$memref `[` $indices `]` attr-dict `:` type($memref)",
			InferTypes: func(ctx *ir.Context, st *ir.OperationState, operandTypes []ir.Type) error {
				st.Types = append(st.Types, operandTypes[0].(*ir.MemRefType).Elem)
				return nil
			},
		},
		{
			Name:     "tensor.empty",
			Operands: []ir.ArgDef{{Name: "dynamicSizes", Type: ir.Index, Arity: ir.Variadic}},
			Results:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
			Traits:   ir.Pure,
			Format:   "`(`$dynamicSizes`)` attr-dict `:` type($result)",
		},
		{
			Name: "memref.global",
			Attrs: []ir.AttrDef{
				{Name: "sym_name", Constraint: ir.SymbolNameAttr},
				{Name: "sym_visibility", Constraint: ir.StrAttr, Optional: true},
				{Name: "type", Constraint: ir.AnyAttr},
				{Name: "initial_value", Constraint: ir.AnyAttr, Optional: true},
				{Name: "constant", Constraint: ir.UnitAttrConstraint, Optional: true},
				{Name: "alignment", Constraint: ir.IntAttrOfWidth(64), Optional: true},
			},
			Traits: ir.Symbol,
			Format: "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` " +
				"custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
			CustomDirectives: map[string]ir.CustomDirective{"GlobalMemrefOpTypeAndInitialValue": {
				Parse: func(p ir.AsmParser, fs *ir.FormatState, args []ir.CustomArg) error {
					t, err := p.ParseType()
					if err != nil {
						return err
					}
					ctx := p.Context()
					fs.SetAttr("type", ctx.TypeAttr(t))
					if !p.ParseOptionalPunct("=") {
						return nil
					}
					if p.ParseOptionalKeyword("uninitialized") {
						fs.SetAttr("initial_value", ctx.UnitAttr())
						return nil
					}
					mt := t.(*ir.MemRefType)
					a, err := p.ParseAttribute(ctx.RankedTensorType(mt.Dims, mt.Elem, nil))
					if err != nil {
						return err
					}
					fs.SetAttr("initial_value", a)
					return nil
				},
				Print: func(p *ir.AsmPrinter, op *ir.Operation, args []ir.CustomArg) {
					p.PrintType(op.Attr("type").(*ir.TypeAttr).Type)
					switch v := op.Attr("initial_value").(type) {
					case nil:
					case *ir.UnitAttr:
						p.WriteString(" = uninitialized")
					default:
						p.WriteString(" = ")
						p.PrintAttrWithoutType(v)
					}
				},
			}},
		},
	}
}

func formatContext() *ir.Context {
	ctx := newContext()
	ctx.AllowUnregistered = false
	ops := formatTestOps()
	for _, d := range ops {
		for i := range d.Attrs {
			if d.Name == "memref.load" && d.Attrs[i].Name == "nontemporal" {
				d.Attrs[i].Default = ctx.BoolAttr(false)
			}
		}
	}
	ctx.MustRegisterOps(ops...)
	return ctx
}

func TestFormatOpsMatchMLIROpt(t *testing.T) {
	path := "testdata/format/upstream_ops.mlir"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range printModes[:2] {
		t.Run(m.name, func(t *testing.T) {
			ctx := formatContext()
			op, err := parser.ParseSource(ctx, path, string(src), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(op); err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			ir.PrintOp(&buf, op, m.flags)
			got := buf.String()
			// Round trip through our own parser.
			op2, err := parser.ParseSource(formatContext(), path, got, parser.Options{})
			if err != nil {
				t.Fatalf("reparse: %v\n%s", err, got)
			}
			var buf2 bytes.Buffer
			ir.PrintOp(&buf2, op2, m.flags)
			if diff := cmp.Diff(got, buf2.String()); diff != "" {
				t.Errorf("reprint differs:\n%s", diff)
			}
			mlirOpt, err := exec.LookPath("mlir-opt-22")
			if err != nil {
				t.Skip("mlir-opt-22 not installed")
			}
			out, err := exec.Command(mlirOpt, append(m.args, path)...).Output()
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(strings.TrimSuffix(string(out), "\n"), got); diff != "" {
				t.Errorf("differs from mlir-opt-22 (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFormatErrors checks diagnostics produced while parsing custom forms.
func TestFormatErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"func.func @f(%c: i1) {\n  cf.cond_br %c ^bb1, ^bb1\n^bb1:\n  return\n}", "2:16: error: expected ','"},
		{"func.func @f(%m: memref<4xf32>) {\n  %v = memref.load %m[] : memref<4xf32>, i32\n  return\n}", "error:"},
		{"func.func @f() {\n  %t = tensor.empty( : tensor<4xf32>\n  return\n}", "error: expected ')'"},
	}
	for _, c := range cases {
		ctx := formatContext()
		op, err := parser.ParseSource(ctx, "in.mlir", c.src, parser.Options{})
		if err == nil {
			err = ir.Verify(op)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
}

// TestFormatGrammarErrors checks that malformed formats are rejected: by
// CheckFormat (a dialect's tests), and by the parser at the op's first use
// (registration leaves the compile to it).
func TestFormatGrammarErrors(t *testing.T) {
	for _, f := range []string{
		"$nope attr-dict",
		"($lhs)? attr-dict",
		"$lhs $lhs attr-dict",
		"attr-dict",
		"unknown-directive",
		"type($lhs, $lhs)",
	} {
		d := &ir.OpDef{Name: "t.op", Operands: []ir.ArgDef{{Name: "lhs", Type: ir.AnyType}}, Format: f}
		if err := d.CheckFormat(); err == nil {
			t.Errorf("format %q: expected an error", f)
		}
		used := &ir.OpDef{Name: "t.op", Operands: []ir.ArgDef{{Name: "lhs", Type: ir.AnyType}}, Format: f}
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		ctx.MustRegisterOps(used)
		_, err := parser.ParseSource(ctx, "in.mlir", "%x = \"t.src\"() : () -> i32\nt.op %x", parser.Options{})
		if err == nil || !strings.Contains(err.Error(), "assembly format") {
			t.Errorf("format %q: parsing the op: got %v, want an assembly format error", f, err)
		}
	}
}

// TestSuccessorOperands checks block-argument counts and types against
// what branches pass, with mlir-opt-22's messages.
func TestSuccessorOperands(t *testing.T) {
	cases := []struct{ src, want string }{
		{"func.func @f(%a: i32, %b: i64) {\n  cf.br ^bb1(%a : i32)\n^bb1(%x: i32, %y: i32):\n  return\n}", "2:3: error: branch has 1 operands for successor #0, but target block has 2"},
		{"func.func @f(%a: i32, %b: i64) {\n  cf.br ^bb1(%b : i64)\n^bb1(%x: i32):\n  return\n}", "2:3: error: type mismatch for bb argument #0 of successor #0"},
		{"func.func @f(%c: i1, %b: i64) {\n  cf.cond_br %c, ^bb1, ^bb1(%b : i64)\n^bb1(%x: i64):\n  return\n}", "2:3: error: branch has 0 operands for successor #0, but target block has 1"},
	}
	for _, c := range cases {
		ctx := formatContext()
		op, err := parser.ParseSource(ctx, "in.mlir", c.src, parser.Options{})
		if err == nil {
			err = ir.Verify(op)
		}
		if err == nil || !strings.HasPrefix(err.Error(), "in.mlir:"+c.want) {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
}
