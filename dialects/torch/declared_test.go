package torch_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// tsvSchemas returns the schema column of every row of the schema table.
func tsvSchemas(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("schemas/aten_schemas.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, strings.Split(line, "\t")[2])
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEveryTSVSchemaIsDeclared checks that the dialect declares an op for
// every row of schemas/aten_schemas.tsv, with the row's schema, one
// operand per argument and one result per return; that the core opset and
// the extras are registered in every context and the others are not (they
// are declared on demand); and that no schema's op shadows a hand-declared one.
func TestEveryTSVSchemaIsDeclared(t *testing.T) {
	ctx := newContext()
	handDeclared := map[string]bool{}
	for _, d := range torch.Ops {
		handDeclared[d.Name] = true
	}
	registered := map[string]bool{}
	for _, n := range ctx.RegisteredOps() {
		registered[n] = true
	}
	everyContext := map[string]bool{}
	for _, s := range torch.ATenSchemas() {
		everyContext[s.OpName()] = true
	}
	rows := tsvSchemas(t)
	namespaces := map[string]int{}
	for _, text := range rows {
		s, err := torch.ParseSchema(text)
		if err != nil {
			t.Error(err)
			continue
		}
		namespaces[s.Namespace]++
		name := s.OpName()
		if handDeclared[name] {
			t.Errorf("%s: the schema's op shadows a hand-declared op", name)
		}
		if registered[name] != everyContext[name] {
			t.Errorf("%s: registered in a new context = %v, want %v", name, registered[name], everyContext[name])
		}
		d := ctx.LookupOp(name)
		if d == nil {
			t.Errorf("%s (%s) is not declared", name, text)
			continue
		}
		if got := torch.ATenSchema(d); got == nil || got.Text != text {
			t.Errorf("%s: ATenSchema = %v, want %q", name, got, text)
		}
		operands := len(s.Args)
		if s.VarArgs {
			operands++
		}
		if len(d.Operands) != operands || len(d.Results) != len(s.Returns) {
			t.Errorf("%s: %d operands, %d results for %q", name, len(d.Operands), len(d.Results), text)
		}
		if ctx.OpName(name).Def != d {
			t.Errorf("%s: OpName does not carry the definition LookupOp returns", name)
		}
	}
	if got := len(torch.DeclaredSchemas()); got != len(rows) {
		t.Errorf("DeclaredSchemas has %d schemas, the table %d rows", got, len(rows))
	}
	for n := range registered {
		if strings.HasPrefix(n, "torch.aten.") && !everyContext[n] {
			t.Errorf("%s is registered but not among ATenSchemas", n)
		}
	}
	if namespaces["aten"] < 3800 || namespaces["prims"] < 100 || namespaces["quantized_decomposed"] < 15 || len(namespaces) != 3 {
		t.Errorf("declared overloads per namespace: %v", namespaces)
	}
	for _, n := range []string{"torch.prims.sum", "torch.prims.convert_element_type", "torch.prims.var",
		"torch.prims.broadcast_in_dim", "torch.prims.squeeze", "torch.prims.collapse_view", "torch.prims.split_dim",
		"torch.prims.iota", "torch.quantized_decomposed.quantize_per_tensor", "torch.quantized_decomposed.dequantize_per_tensor",
		"torch.quantized_decomposed.quantize_per_channel", "torch.quantized_decomposed.dequantize_per_channel",
		"torch.quantized_decomposed.choose_qparams.tensor", "torch.aten.convolution_backward", "torch.aten.format"} {
		if ctx.LookupOp(n) == nil {
			t.Errorf("%s is not declared", n)
		}
	}
}

// schemaTypeText spells a value of schema type ty as a torch type: the
// types an importer gives such a value. Nested types drop the !torch.
// prefix; none, when set, writes an optional as !torch.none.
func schemaTypeText(ty *torch.SchemaType, nested, none bool) string {
	p := "!torch."
	if nested {
		p = ""
	}
	switch {
	case ty.Optional && none && !nested:
		return "!torch.none"
	case ty.Optional && !nested && !none:
		return schemaTypeText(ty.Elem, false, false)
	case ty.Optional:
		return p + "optional<" + schemaTypeText(ty.Elem, true, false) + ">"
	case ty.List:
		return p + "list<" + schemaTypeText(ty.Elem, true, false) + ">"
	case ty.Tuple || ty.Base == "Dict":
		var elems []string
		for _, e := range ty.Params {
			elems = append(elems, schemaTypeText(e, true, false))
		}
		kind := "tuple"
		if ty.Base == "Dict" {
			kind = "dict"
		}
		return p + kind + "<" + strings.Join(elems, ", ") + ">"
	}
	switch ty.Base {
	case "Tensor":
		return p + "vtensor"
	case "int", "SymInt", "ScalarType", "Layout", "MemoryFormat", "QScheme":
		return p + "int"
	case "float", "SymFloat":
		return p + "float"
	case "bool", "SymBool":
		return p + "bool"
	case "Scalar", "number":
		return p + "number"
	case "Device", "str", "Generator":
		if ty.Base == "str" {
			return p + "str"
		}
		return p + ty.Base
	}
	return p + "any"
}

// synthesize writes a function applying op s to arguments of the types
// its schema declares (optional arguments alternately None and present,
// two extra values for `...`).
func synthesize(b *strings.Builder, i int, s *torch.Schema) {
	var args, names, types, results []string
	for k, a := range s.Args {
		ty := schemaTypeText(a.Type, false, (i+k)%2 == 0)
		args = append(args, fmt.Sprintf("%%a%d: %s", k, ty))
		names = append(names, fmt.Sprintf("%%a%d", k))
		types = append(types, ty)
	}
	if s.VarArgs {
		for k, ty := range []string{"!torch.int", "!torch.vtensor"} {
			n := len(s.Args) + k
			args = append(args, fmt.Sprintf("%%a%d: %s", n, ty))
			names = append(names, fmt.Sprintf("%%a%d", n))
			types = append(types, ty)
		}
	}
	for _, r := range s.Returns {
		results = append(results, schemaTypeText(r.Type, false, false))
	}
	fmt.Fprintf(b, "func.func @f%d(%s) {\n  ", i, strings.Join(args, ", "))
	switch len(results) {
	case 0:
	case 1:
		b.WriteString("%r = ")
	default:
		fmt.Fprintf(b, "%%r:%d = ", len(results))
	}
	fmt.Fprintf(b, "%s", s.OpName())
	if len(names) > 0 {
		fmt.Fprintf(b, " %s", strings.Join(names, ", "))
	}
	fmt.Fprintf(b, " : %s", strings.Join(types, ", "))
	if len(results) > 0 {
		fmt.Fprintf(b, " -> %s", strings.Join(results, ", "))
	}
	b.WriteString("\n  return\n}\n")
}

// TestDeclaredOpsRoundTrip applies every declared op to values of the
// types its schema names, and checks that the program verifies and that
// its custom and generic forms round-trip.
func TestDeclaredOpsRoundTrip(t *testing.T) {
	var b strings.Builder
	for i, s := range torch.DeclaredSchemas() {
		synthesize(&b, i, s)
	}
	out := checkRoundTrip(t, "declared.mlir", b.String(), true)
	if strings.Contains(out, "torch.operator") || strings.Count(out, "func.func") != len(torch.DeclaredSchemas()) {
		t.Error("the printed program lost ops")
	}
}

// TestSchemaTypeRules checks the operand constraints of one schema type
// each: what they accept and reject.
func TestSchemaTypeRules(t *testing.T) {
	ctx := newContext()
	cases := []struct {
		op      string
		operand int
		accept  []ir.Type
		reject  []ir.Type
	}{
		{"torch.aten.cat", 0, []ir.Type{torch.List(ctx, torch.VTensor(ctx, nil, nil))}, []ir.Type{torch.VTensor(ctx, nil, nil), torch.List(ctx, torch.Int(ctx))}},
		{"torch.aten.index.Tensor", 1, []ir.Type{torch.List(ctx, torch.Optional(ctx, torch.VTensor(ctx, nil, nil)))}, []ir.Type{torch.List(ctx, torch.Int(ctx))}},
		{"torch.aten.add.Tensor", 2, []ir.Type{torch.Int(ctx), torch.Float(ctx), torch.Number(ctx), torch.Bool(ctx)}, []ir.Type{torch.Str(ctx), torch.VTensor(ctx, nil, nil)}},
		{"torch.aten.sum.dim_IntList", 1, []ir.Type{torch.None(ctx), torch.List(ctx, torch.Int(ctx)), torch.Optional(ctx, torch.List(ctx, torch.Int(ctx)))}, []ir.Type{torch.Int(ctx)}},
		{"torch.aten.bernoulli", 1, []ir.Type{torch.Generator(ctx), torch.None(ctx)}, []ir.Type{torch.Int(ctx)}},
		{"torch.aten.to.device", 1, []ir.Type{torch.Device(ctx)}, []ir.Type{torch.Str(ctx)}},
		{"torch.aten.__contains__.str", 0, []ir.Type{torch.Container(ctx, torch.KindDict, torch.Str(ctx), torch.Int(ctx))}, []ir.Type{torch.Container(ctx, torch.KindDict, torch.Int(ctx), torch.Int(ctx)), torch.List(ctx, torch.Str(ctx))}},
	}
	for _, c := range cases {
		d := ctx.LookupOp(c.op)
		if d == nil {
			t.Errorf("%s is not declared", c.op)
			continue
		}
		tc := d.Operands[c.operand].Type
		for _, ty := range c.accept {
			if !tc.Accepts(ty) {
				t.Errorf("%s operand #%d (%s) rejects %s", c.op, c.operand, tc.Summary, ir.TypeString(ty))
			}
		}
		for _, ty := range c.reject {
			if tc.Accepts(ty) {
				t.Errorf("%s operand #%d (%s) accepts %s", c.op, c.operand, tc.Summary, ir.TypeString(ty))
			}
		}
	}
}

// TestConcurrentContexts parses programs that name ops declared on demand
// from several goroutines at once, each in its own context and all in a
// shared one: the definitions are built once and shared (run with -race).
func TestConcurrentContexts(t *testing.T) {
	schemas := torch.DeclaredSchemas()
	shared := newContext()
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			var b strings.Builder
			for i := g; i < len(schemas); i += 97 {
				synthesize(&b, i, schemas[i])
			}
			for _, ctx := range []*ir.Context{newContext(), shared} {
				op, err := parser.ParseSource(ctx, "concurrent.mlir", b.String(), parser.Options{})
				if err == nil {
					err = ir.Verify(op)
				}
				if err != nil {
					errs <- err
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
