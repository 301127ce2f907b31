package parser_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func TestSplitInputFile(t *testing.T) {
	src := "a\n// -----\nb\nc\n  // -----  \nd"
	got := parser.SplitInputFile(src)
	want := []parser.Chunk{{Text: "a\n", StartLine: 1}, {Text: "b\nc\n", StartLine: 3}, {Text: "d", StartLine: 6}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Error(diff)
	}
	// A chunk parsed with FirstLine reports lines of the original file.
	ctx := newContext()
	_, err := parser.ParseSource(ctx, "f.mlir", "\n\"t.a\"(", parser.Options{FirstLine: 6})
	if err == nil || !strings.HasPrefix(err.Error(), "f.mlir:7:") {
		t.Errorf("got %v", err)
	}
}

func TestNoImplicitModule(t *testing.T) {
	ctx := newContext()
	op, err := parser.ParseSource(ctx, "f.mlir", `"t.a"() : () -> ()`, parser.Options{NoImplicitModule: true})
	if err != nil || op.Name() != "t.a" {
		t.Fatalf("got %v, %v", op, err)
	}
	_, err = parser.ParseSource(ctx, "f.mlir", "\"t.a\"() : () -> ()\n\"t.b\"() : () -> ()", parser.Options{NoImplicitModule: true})
	if err == nil || !strings.Contains(err.Error(), "source must contain a single top-level operation, found: 2") {
		t.Errorf("got %v", err)
	}
	// An explicit module is returned as is, without a second wrapper.
	op, err = parser.ParseSource(ctx, "f.mlir", "module @m {\n}", parser.Options{})
	if err != nil || op.Name() != "builtin.module" || ir.SymbolName(op) != "m" {
		t.Fatalf("got %v, %v", op, err)
	}
}

// vtensorType is a dialect type in the style of torch's
// !torch.vtensor<[2,?],f32>, to exercise the dialect type hooks.
type vtensorType struct {
	ir.TypeBase
	sizes []int64
	dtype ir.Type
}

func (t *vtensorType) Print(p *ir.AsmPrinter) {
	p.WriteString("!torch.vtensor<[")
	for i, s := range t.sizes {
		if i > 0 {
			p.WriteByte(',')
		}
		if s == ir.ShapedDynamic {
			p.WriteByte('?')
		} else {
			p.WriteInt(s)
		}
	}
	p.WriteString("],")
	p.PrintType(t.dtype)
	p.WriteByte('>')
}

func parseTorchType(p ir.AsmParser) (ir.Type, error) {
	if err := p.ParseKeyword("vtensor"); err != nil {
		return nil, err
	}
	for _, s := range []string{"<", "["} {
		if err := p.ParsePunct(s); err != nil {
			return nil, err
		}
	}
	var sizes []int64
	for !p.ParseOptionalPunct("]") {
		if len(sizes) > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		if p.ParseOptionalPunct("?") {
			sizes = append(sizes, ir.ShapedDynamic)
			continue
		}
		n, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		sizes = append(sizes, n)
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	dt, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	// The printed form identifies the type, so it serves as the key.
	key := ir.TypeString(&vtensorType{sizes: sizes, dtype: dt})
	return p.Context().UniqueType(key, func() ir.Type {
		return &vtensorType{sizes: sizes, dtype: dt}
	}), nil
}

func TestDialectTypeHook(t *testing.T) {
	ctx := newContext()
	ctx.RegisterDialect(&ir.Dialect{Name: "torch", ParseType: parseTorchType})
	src := "%0 = \"t.a\"() : () -> !torch.vtensor<[2,?],f32>\n%1 = \"t.b\"() : () -> !torch.vtensor<[2, ?], f32>"
	op, err := parser.ParseSource(ctx, "f.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ops := op.Region(0).Front().Ops()
	t0, t1 := ops[0].Result(0).Type(), ops[1].Result(0).Type()
	if _, ok := t0.(*vtensorType); !ok || t0 != t1 {
		t.Fatalf("types %T %T not uniqued", t0, t1)
	}
	if got := ir.TypeString(t0); got != "!torch.vtensor<[2,?],f32>" {
		t.Errorf("printed %s", got)
	}
	_, err = parser.ParseSource(ctx, "f.mlir", `"t.a"() : () -> !torch.vtensor<[2,?],f32`, parser.Options{})
	if err == nil {
		t.Error("expected error for unterminated dialect type")
	}
	_, err = parser.ParseSource(ctx, "f.mlir", `"t.a"() : () -> !torch.vtensor<[x],f32>`, parser.Options{})
	if err == nil || !strings.HasPrefix(err.Error(), "f.mlir:1:33: error: expected integer value") {
		t.Errorf("dialect parser error location: %v", err)
	}
}
