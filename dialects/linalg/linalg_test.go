package linalg_test

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/internal/diagtest"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	arith.Register(ctx)
	tensor.Register(ctx)
	linalg.Register(ctx)
	return ctx
}

func parse(t *testing.T, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	op, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify: %v", err)
	}
	return op
}

func print(t *testing.T, op *ir.Operation, generic bool) string {
	t.Helper()
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, ir.PrintFlags{Generic: generic}); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func roundTrip(t *testing.T, src string, generic bool) string {
	t.Helper()
	once := print(t, parse(t, newContext(), src), generic)
	twice := print(t, parse(t, newContext(), once), generic)
	if once != twice {
		t.Fatalf("reprint differs (generic=%v):\n%s\n---\n%s", generic, once, twice)
	}
	return once
}

func mlirOpt(t *testing.T, file string, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	cmd := exec.Command(bin, append(args, file)...)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-22: %v\n%s", err, stderr.String())
	}
	return strings.TrimSuffix(out.String(), "\n")
}

var files = []string{"testdata/named.mlir", "testdata/conv.mlir", "testdata/structured.mlir"}

// TestMatchesMLIROpt checks the custom and generic forms against mlir-opt-22.
func TestMatchesMLIROpt(t *testing.T) {
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, generic := range []bool{false, true} {
			name := f + map[bool]string{false: "/custom", true: "/generic"}[generic]
			t.Run(name, func(t *testing.T) {
				got := roundTrip(t, string(src), generic)
				want := mlirOpt(t, f)
				if generic {
					// mlir-opt memoizes the implicit maps of some named ops in
					// a discardable attribute, so the generic forms cannot be
					// compared as text: mlir-opt-22 must read ours and print
					// what it prints for the original.
					tmp := t.TempDir() + "/generic.mlir"
					if err := os.WriteFile(tmp, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
					got = mlirOpt(t, tmp)
				}
				if want, got := normalizeNames(want), normalizeNames(got); want != got {
					t.Errorf("differs from mlir-opt-22:\n%s", lineDiff(want, got))
				}
			})
		}
	}
}

// TestGeneralize checks GeneralizeAll against mlir-opt-22 --linalg-generalize-named-ops.
func TestGeneralize(t *testing.T) {
	for _, f := range files[:2] {
		t.Run(f, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m := parse(t, newContext(), string(src))
			if err := linalg.GeneralizeAll(m); err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatal(err)
			}
			// Block arguments are compared modulo names: upstream names
			// them %in/%out, which needs a printer hook ir lacks.
			got := normalizeNames(print(t, m, false))
			want := normalizeNames(mlirOpt(t, f, "--linalg-generalize-named-ops"))
			if want != got {
				t.Errorf("differs from mlir-opt-22:\n%s", lineDiff(want, got))
			}
		})
	}
}

var blockArgName = regexp.MustCompile(`%(in|out|init|arg)(_?[0-9]+)?\b`)

// normalizeNames spells every block argument %A: upstream names linalg
// body arguments %in/%out/%init, which needs a printer hook (block
// argument names) that ir lacks, so texts are compared modulo those names.
func normalizeNames(s string) string { return blockArgName.ReplaceAllString(s, "%A") }

func dropMemoized(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if i := strings.Index(l, " {linalg.memoized_indexing_maps = ["); i >= 0 {
			j := strings.Index(l[i:], "]}")
			l = l[:i] + l[i+j+2:]
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// lineDiff shows the first differing lines.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	n := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a != c {
			b.WriteString("line " + itoa(i+1) + ":\n  want: " + a + "\n  got:  " + c + "\n")
			if n++; n > 8 {
				break
			}
		}
	}
	return b.String()
}

func itoa(i int) string {
	s := ""
	for ; i > 0; i /= 10 {
		s = string(rune('0'+i%10)) + s
	}
	return s
}

// TestInvalid checks every expected-error of the lit file invalid.mlir.
func TestInvalid(t *testing.T) {
	const file = "../../test/lit/Dialect/Linalg/invalid.mlir"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Skip("no invalid.mlir yet")
	}
	diagtest.Check(t, func() *ir.Context {
		ctx := newContext()
		ctx.AllowUnregistered = true
		return ctx
	}, file, string(src))
}
