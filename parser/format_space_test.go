package parser_test

import (
	"bytes"
	"testing"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestOptionalGroupLeadingSpace checks an optional group that starts with
// “ ` ` “: as in MLIR, whitespace is skipped to find the element whose
// presence decides the group.
func TestOptionalGroupLeadingSpace(t *testing.T) {
	ctx := newContext()
	ctx.MustRegisterOps(&ir.OpDef{
		Name:     "t.grp",
		Operands: []ir.ArgDef{{Name: "a", Type: ir.AnyType}, {Name: "b", Type: ir.AnyType, Arity: ir.Optional}},
		Attrs:    []ir.AttrDef{{Name: "flag", Constraint: ir.UnitAttrConstraint, Optional: true}},
		Format:   "$a (` ` `to` $b^)? (` ` `flag` $flag^)? attr-dict `:` type($a) (`,` type($b)^)?",
	})
	for _, src := range []string{
		"func.func @f(%arg0: i32, %arg1: i64) {\n  t.grp %arg0 to %arg1 flag : i32, i64\n  return\n}",
		"func.func @f(%arg0: i32) {\n  t.grp %arg0 : i32\n  return\n}",
		"func.func @f(%arg0: i32) {\n  t.grp %arg0 flag : i32\n  return\n}",
	} {
		op, err := parser.ParseSource(ctx, "f.mlir", src, parser.Options{})
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if err := ir.Verify(op); err != nil {
			t.Errorf("verify: %v", err)
		}
		var buf bytes.Buffer
		if err := ir.PrintOp(&buf, op, ir.PrintFlags{}); err != nil {
			t.Fatal(err)
		}
		want := "module {\n  " + indentLines(src) + "\n}\n"
		if buf.String() != want {
			t.Errorf("printed\n%s\nwant\n%s", buf.String(), want)
		}
	}
}

func indentLines(s string) string {
	var out []byte
	for i := 0; i < len(s); i++ {
		out = append(out, s[i])
		if s[i] == '\n' {
			out = append(out, ' ', ' ')
		}
	}
	return string(out)
}
