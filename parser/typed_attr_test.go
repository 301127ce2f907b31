package parser_test

import (
	"testing"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestParseAttributeWithGivenType checks that a type given to
// ParseAttribute is the literal's type, and that a `: type` after the
// literal is left to the caller, as in MLIR's parser.
func TestParseAttributeWithGivenType(t *testing.T) {
	ctx := newContext()
	given := map[string]ir.Type{
		"t.int":   ctx.I(32),
		"t.float": ctx.F32(),
		"t.dense": ctx.RankedTensorType([]int64{2}, ctx.I(8), nil),
	}
	for name, ty := range given {
		ty := ty
		ctx.MustRegisterOps(&ir.OpDef{
			Name:  name,
			Attrs: []ir.AttrDef{{Name: "value"}, {Name: "after"}},
			Parse: func(p ir.AsmParser, st *ir.OperationState) error {
				a, err := p.ParseAttribute(ty)
				if err != nil {
					return err
				}
				st.AddAttr("value", a)
				if p.ParseOptionalPunct(":") {
					after, err := p.ParseType()
					if err != nil {
						return err
					}
					st.AddAttr("after", p.Context().TypeAttr(after))
				}
				return nil
			},
		})
	}
	tests := []struct{ src, value, after string }{
		{"t.int 5 : f16", "5 : i32", "f16"},
		{"t.int -7", "-7 : i32", ""},
		{"t.float 1.5 : i64", "1.500000e+00 : f32", "i64"},
		{"t.dense dense<[1, 2]> : f16", "dense<[1, 2]> : tensor<2xi8>", "f16"},
		{"t.dense dense<3>", "dense<3> : tensor<2xi8>", ""},
	}
	for _, tc := range tests {
		op, err := parser.ParseSource(ctx, "f.mlir", tc.src, parser.Options{})
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		x := op.Region(0).Front().First()
		if got := ir.AttrString(x.Attr("value")); got != tc.value {
			t.Errorf("%s: value %s, want %s", tc.src, got, tc.value)
		}
		got := ""
		if a, ok := x.Attr("after").(*ir.TypeAttr); ok {
			got = ir.TypeString(a.Type)
		}
		if got != tc.after {
			t.Errorf("%s: trailing type %q, want %q", tc.src, got, tc.after)
		}
	}
}
