package pipelines

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// passExamples renders the examples of docs/examples/passes/<pass>.mlir
// for the pass reference: each file starts with `// pipeline: TEXT` and
// holds the input; the output is what the pipeline makes of it now, so
// TestPassReference keeps the documented outputs true.
func passExamples(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob("../docs/examples/passes/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		first, input, _ := strings.Cut(string(data), "\n")
		pipeline, ok := strings.CutPrefix(first, "// pipeline: ")
		if !ok {
			t.Fatalf("%s: the first line must be `// pipeline: TEXT`", f)
		}
		got, err := runExample(pipeline, input)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		pass := strings.TrimSuffix(filepath.Base(f), ".mlir")
		out[pass] = fmt.Sprintf("Example: `strata-opt --pass-pipeline='%s'` turns\n\n```mlir\n%s```\n\ninto\n\n```mlir\n%s```",
			pipeline, strings.TrimLeft(input, "\n"), got)
	}
	return out
}

// runExample runs pipeline on input and prints the result.
func runExample(pipeline, input string) (string, error) {
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "example.mlir", input, parser.Options{})
	if err != nil {
		return "", err
	}
	pm, err := Registry().ParsePipeline(pipeline)
	if err != nil {
		return "", err
	}
	if err := pm.Run(m); err != nil {
		return "", err
	}
	var b strings.Builder
	if err := ir.PrintOp(&b, m, ir.PrintFlags{}); err != nil {
		return "", err
	}
	s := b.String()
	if !strings.HasSuffix(s, "\n") {
		s += "\n"
	}
	return s, nil
}
