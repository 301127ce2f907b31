package torch_test

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	torch.Register(ctx)
	return ctx
}

// parsePrint parses and verifies src in a fresh context and prints it.
func parsePrint(t *testing.T, name, src string, flags ir.PrintFlags) string {
	t.Helper()
	return parsePrintV(t, name, src, flags, true)
}

func parsePrintV(t *testing.T, name, src string, flags ir.PrintFlags, verify bool) string {
	t.Helper()
	ctx := newContext()
	op, err := parser.ParseSource(ctx, name, src, parser.Options{})
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	if err := ir.Verify(op); err != nil && verify {
		t.Fatalf("verify %s: %v", name, err)
	}
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, flags); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// checkRoundTrip checks that the custom form is a fixed point of
// print∘parse and that the generic form parses back to it.
func checkRoundTrip(t *testing.T, name, src string, verify bool) string {
	t.Helper()
	parsePrint := func(t *testing.T, name, src string, flags ir.PrintFlags) string {
		t.Helper()
		return parsePrintV(t, name, src, flags, verify)
	}
	once := parsePrint(t, name, src, ir.PrintFlags{})
	twice := parsePrint(t, name, once, ir.PrintFlags{})
	if diff := cmp.Diff(once, twice); diff != "" {
		t.Errorf("%s: custom form not stable (-first +second):\n%s", name, diff)
	}
	gen := parsePrint(t, name, once, ir.PrintFlags{Generic: true})
	gen2 := parsePrint(t, name, gen, ir.PrintFlags{Generic: true})
	if diff := cmp.Diff(gen, gen2); diff != "" {
		t.Errorf("%s: generic form not stable (-first +second):\n%s", name, diff)
	}
	back := parsePrint(t, name, gen, ir.PrintFlags{})
	if diff := cmp.Diff(once, back); diff != "" {
		t.Errorf("%s: generic form does not round-trip (-custom +via generic):\n%s", name, diff)
	}
	return once
}

// exporterIssues lists models that python/strata/export.py exports with
// IR that does not verify, each with the verifier's message. The test
// fails once a model verifies, so that the entry is removed.
var exporterIssues = map[string]string{}

// TestModels parses, verifies and round-trips every exported model.
func TestModels(t *testing.T) {
	files, _ := filepath.Glob("../../test/models/*/model.mlir")
	if len(files) == 0 {
		t.Fatal("no models under test/models")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		model := filepath.Base(filepath.Dir(f))
		t.Run(model, func(t *testing.T) {
			issue, known := exporterIssues[model]
			if known {
				ctx := newContext()
				op, err := parser.ParseSource(ctx, f, string(src), parser.Options{})
				if err != nil {
					t.Fatal(err)
				}
				err = ir.Verify(op)
				if err == nil {
					t.Errorf("%s verifies now: remove it from exporterIssues", model)
				} else if !strings.Contains(err.Error(), issue) {
					t.Errorf("verify: %v\nwant the known exporter issue: %s", err, issue)
				}
			}
			out := checkRoundTrip(t, f, string(src), !known)
			if strings.Contains(out, "torch.operator") {
				t.Errorf("a model op fell back to torch.operator")
			}
		})
	}
}

// TestSchemasParse parses every schema of the TSV, declared or not.
func TestSchemasParse(t *testing.T) {
	f, err := os.Open("schemas/aten_schemas.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		s, err := torch.ParseSchema(cols[2])
		if err != nil {
			t.Error(err)
			continue
		}
		n++
		if got := torch.SchemaString(s); got != cols[2] {
			t.Errorf("reprint of %q:\n got %q", cols[2], got)
		}
	}
	if n < 3000 {
		t.Errorf("parsed only %d schemas", n)
	}
}
