package math_test

import (
	"bytes"
	"fmt"
	gomath "math"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	arith.Register(ctx)
	mathd.Register(ctx)
	return ctx
}

func parse(ctx *ir.Context, src string) (*ir.Operation, error) {
	op, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		return nil, err
	}
	return op, ir.Verify(op)
}

func printOp(t *testing.T, op *ir.Operation, flags ir.PrintFlags) string {
	t.Helper()
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, flags); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func mlirOpt(t *testing.T, src string, args ...string) string {
	t.Helper()
	path, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	cmd := exec.Command(path, append(args, "-")...)
	cmd.Stdin = strings.NewReader(src)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-22: %v\n%s", err, stderr.String())
	}
	return strings.TrimRight(out.String(), "\n") + "\n"
}

// TestOpsLitMatchesMLIROpt: Strata prints the lit file's ops as
// mlir-opt-22 does, reads its own generic form back, and reads
// mlir-opt-22's generic form.
func TestOpsLitMatchesMLIROpt(t *testing.T) {
	src, err := os.ReadFile("../../test/lit/Dialect/Math/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	ctx := newContext()
	op, err := parse(ctx, string(src))
	if err != nil {
		t.Fatal(err)
	}
	ours := printOp(t, op, ir.PrintFlags{})
	if d := cmp.Diff(mlirOpt(t, string(src)), ours); d != "" {
		t.Errorf("custom form (-mlir +strata):\n%s", d)
	}
	again, err := parse(ctx, printOp(t, op, ir.PrintFlags{Generic: true}))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(ours, printOp(t, again, ir.PrintFlags{})); d != "" {
		t.Errorf("generic round trip:\n%s", d)
	}
	theirs, err := parse(ctx, mlirOpt(t, string(src), "--mlir-print-op-generic"))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(ours, printOp(t, theirs, ir.PrintFlags{})); d != "" {
		t.Errorf("reading mlir-opt's generic form:\n%s", d)
	}
}

var expectedErrorRE = regexp.MustCompile(`//\s*expected-error\s*@\+1\s*\{\{(.*)\}\}`)

func TestInvalidLit(t *testing.T) {
	src, err := os.ReadFile("../../test/lit/Dialect/Math/invalid.mlir")
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range parser.SplitInputFile(string(src)) {
		m := expectedErrorRE.FindStringSubmatchIndex(ch.Text)
		if m == nil {
			continue
		}
		want := ch.Text[m[2]:m[3]]
		wantLine := ch.StartLine + strings.Count(ch.Text[:m[0]], "\n") + 1
		op, err := parser.ParseSource(newContext(), "invalid.mlir", ch.Text, parser.Options{FirstLine: ch.StartLine})
		if err == nil {
			err = ir.Verify(op)
		}
		d, ok := err.(*ir.Diagnostic)
		if !ok {
			t.Errorf("line %d: want %q, got %v", wantLine, want, err)
			continue
		}
		if loc, _ := d.Loc.(*ir.FileLineColLoc); d.Message != want || loc == nil || loc.Line != wantLine {
			t.Errorf("want %d: %q\n got %v: %q", wantLine, want, d.Loc, d.Message)
		}
	}
}

// TestConstantFoldingMatchesMLIROpt folds math ops on constants and
// compares with mlir-opt-22 --canonicalize.
func TestConstantFoldingMatchesMLIROpt(t *testing.T) {
	type tc struct{ src, op string }
	var cases []tc
	add := func(op, ty, rty string, vals ...string) {
		var b strings.Builder
		var names []string
		for i, v := range vals {
			fmt.Fprintf(&b, "  %%c%d = arith.constant %s\n", i, v)
			names = append(names, fmt.Sprintf("%%c%d", i))
		}
		fmt.Fprintf(&b, "  %%r = math.%s %s : %s\n", op, strings.Join(names, ", "), ty)
		cases = append(cases, tc{fmt.Sprintf("func.func @f%d() -> %s {\n%s  return %%r : %s\n}\n", len(cases), rty, b.String(), rty), op})
	}
	floatVals := []string{"0.0", "-0.0", "0.5", "-0.75", "1.0", "2.5", "-3.0", "10.0", "1.0e-3", "0x7F800000", "0xFF800000", "0x7FC00000"}
	exact := []string{"absf", "ceil", "floor", "trunc", "round", "roundeven"}
	trans := []string{"acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "cos", "cosh", "erf", "erfc", "exp", "exp2",
		"expm1", "log", "log10", "log1p", "log2", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh"}
	for _, ty := range []string{"f32", "f64", "f16"} {
		for _, v := range floatVals {
			if strings.HasPrefix(v, "0x") && ty != "f32" {
				continue
			}
			c := v + " : " + ty
			for _, op := range exact {
				add(op, ty, ty, c)
			}
			for _, op := range trans {
				add(op, ty, ty, c)
			}
			for _, op := range []string{"isnan", "isinf", "isfinite", "isnormal"} {
				add(op, ty, "i1", c)
			}
			for _, w := range []string{"2.0", "-0.5"} {
				add("copysign", ty, ty, c, w+" : "+ty)
				add("powf", ty, ty, c, w+" : "+ty)
				add("atan2", ty, ty, c, w+" : "+ty)
				add("fma", ty, ty, c, w+" : "+ty, "0.25 : "+ty)
			}
		}
	}
	for _, ty := range []string{"i8", "i32"} {
		for _, v := range []string{"0", "1", "-1", "-128", "37", "127"} {
			c := v + " : " + ty
			for _, op := range []string{"absi", "ctlz", "cttz", "ctpop"} {
				add(op, ty, ty, c)
			}
			for _, p := range []string{"0", "3", "-1", "-2", "9"} {
				add("ipowi", ty, ty, c, p+" : "+ty)
			}
		}
	}
	var all strings.Builder
	for _, c := range cases {
		all.WriteString(c.src)
	}
	out := mlirOpt(t, all.String(), "--canonicalize")
	theirs := strings.Split(out, "func.func @f")[1:]
	if len(theirs) != len(cases) {
		t.Fatalf("mlir-opt gave %d functions for %d cases", len(theirs), len(cases))
	}
	valueRE := regexp.MustCompile(`(?m)^\s*%\S+ = arith\.constant (.*)$`)
	ctx := newContext()
	mismatches := 0
	for i, c := range cases {
		want := "nofold"
		if !strings.Contains(theirs[i], "math."+c.op+" ") {
			m := valueRE.FindAllStringSubmatch(theirs[i], -1)
			want = m[len(m)-1][1]
		}
		m, err := parse(ctx, c.src)
		if err != nil {
			t.Fatal(err)
		}
		op := m.Region(0).Front().First().Region(0).Front().Last().Prev()
		got := "nofold"
		if rs := arith.FoldOp(op); rs != nil {
			switch r := rs[0].(type) {
			case ir.Attribute:
				got = ir.AttrString(r)
			case *ir.Value:
				got = ir.AttrString(r.DefiningOp().Attr("value"))
			}
		}
		if got != want && !sameConstant(ctx, got, want) && !(isTranscendental(c.op) && closeFloats(ctx, got, want)) {
			mismatches++
			if mismatches <= 400 {
				t.Errorf("%s  got  %s\n  want %s", c.src, got, want)
			}
		}
	}
	t.Logf("%d math folds compared with mlir-opt-22: %d mismatches", len(cases), mismatches)
}

func isTranscendental(op string) bool {
	switch op {
	case "absf", "ceil", "floor", "trunc", "round", "roundeven", "copysign", "isnan", "isinf", "isfinite", "isnormal",
		"absi", "ctlz", "cttz", "ctpop", "ipowi":
		return false
	}
	return true
}

// closeFloats accepts two NaNs, or floats at most two units in the last
// place apart: Strata's transcendental folds use Go's math package, which
// is not glibc's.
func closeFloats(ctx *ir.Context, a, b string) bool {
	attr := func(s string) *ir.FloatAttr {
		m, err := parse(ctx, "%0 = arith.constant "+s)
		if err != nil {
			return nil
		}
		f, _ := m.Region(0).Front().First().Attr("value").(*ir.FloatAttr)
		return f
	}
	x, y := attr(a), attr(b)
	if x == nil || y == nil || x.Type != y.Type {
		return false
	}
	if gomath.IsNaN(x.Value()) && gomath.IsNaN(y.Value()) {
		return true
	}
	d := int64(x.Bits) - int64(y.Bits)
	return d >= -2 && d <= 2 && gomath.Signbit(x.Value()) == gomath.Signbit(y.Value())
}

func sameConstant(ctx *ir.Context, a, b string) bool {
	x, err1 := parse(ctx, "%0 = arith.constant "+a)
	y, err2 := parse(ctx, "%0 = arith.constant "+b)
	return err1 == nil && err2 == nil && x.Region(0).Front().First().Attr("value") == y.Region(0).Front().First().Attr("value")
}
