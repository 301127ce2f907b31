package torch_test

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/dialects/torch/torchfuzz"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestShapeFunctionsSurviveAnyParameters feeds every ATen op random
// operands — tensors of sizes 0, 1 and dynamic, and zero, negative and
// huge constants for its parameters — through the parser, the verifier
// (parameter checks and shape functions) and torch.InferResultTypes: a
// program may be rejected, but nothing may panic.
func TestShapeFunctionsSurviveAnyParameters(t *testing.T) {
	cases := torchfuzz.Cases(1, 12, nil)
	if len(cases) < 2000 {
		t.Fatalf("only %d programs", len(cases))
	}
	parsed, verified := 0, 0
	for i, c := range cases {
		ok, ver, err := verifyCase(c.Src)
		if err != nil {
			t.Errorf("%s (case %d): %v\n%s", c.Op, i, err, c.Src)
			continue
		}
		if ok {
			parsed++
		}
		if ver {
			verified++
		}
	}
	t.Logf("%d programs, %d parsed, %d verified", len(cases), parsed, verified)
}

// verifyCase parses, verifies and infers the result types of src's op,
// reporting a panic as an error.
func verifyCase(src string) (parsed, verified bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, perr := parser.ParseSource(ctx, "fuzz.mlir", src, parser.Options{})
	if perr != nil {
		return false, false, nil
	}
	ir.Walk(mod, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if strings.HasPrefix(op.Name(), "torch.aten.") {
			torch.InferResultTypes(op)
		}
		return ir.Advance
	})
	return true, ir.Verify(mod) == nil, nil
}

// TestParameterChecks: the parameters PyTorch rejects are verifier
// errors at the op (the lit tests in test/lit/Dialect/Torch/invalid.mlir
// hold the full messages).
func TestParameterChecks(t *testing.T) {
	for _, c := range []struct{ name, op, want string }{
		{"conv stride 0", convSrc("[0, 1]", "[0, 0]", "[1, 1]", 1, "[1,2,5,5]", "[3,2,3,3]"), "stride [0, 1] must be positive"},
		{"conv dilation 0", convSrc("[1, 1]", "[0, 0]", "[0, 1]", 1, "[1,2,5,5]", "[3,2,3,3]"), "dilation [0, 1] must be positive"},
		{"conv negative padding", convSrc("[1, 1]", "[-1, 0]", "[1, 1]", 1, "[1,2,5,5]", "[3,2,3,3]"), "padding [-1, 0] must not be negative"},
		{"conv groups", convSrc("[1, 1]", "[0, 0]", "[1, 1]", 2, "[1,3,5,5]", "[4,1,3,3]"), "groups 2 does not divide the 3 input channels"},
		{"conv groups 0", convSrc("[1, 1]", "[0, 0]", "[1, 1]", 0, "[1,2,5,5]", "[3,2,3,3]"), "groups 0 must be positive"},
		{"conv kernel too large", convSrc("[1, 1]", "[0, 0]", "[1, 1]", 1, "[1,2,2,5]", "[3,2,3,3]"), "kernel of size 3 (dilated: 3) is larger than the padded input of size 2"},
		{"conv fine", convSrc("[2, 1]", "[1, 0]", "[1, 2]", 1, "[1,2,5,5]", "[3,2,3,3]"), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := ir.NewContext()
			all.Register(ctx)
			mod, err := parser.ParseSource(ctx, "t.mlir", c.op, parser.Options{})
			if err == nil {
				err = ir.Verify(mod)
			}
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("rejected: %v", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
}

func convSrc(stride, pad, dil string, groups int, x, w string) string {
	list := func(v, l string) string {
		l = strings.Trim(l, "[]")
		var names []string
		var defs []string
		for i, e := range strings.Split(l, ",") {
			n := fmt.Sprintf("%%%s%d", v, i)
			defs = append(defs, fmt.Sprintf("  %s = torch.constant.int %s", n, strings.TrimSpace(e)))
			names = append(names, n)
		}
		return strings.Join(defs, "\n") + fmt.Sprintf("\n  %%%s = torch.prim.ListConstruct %s : (!torch.int, !torch.int) -> !torch.list<int>\n", v, strings.Join(names, ", "))
	}
	return fmt.Sprintf(`func.func @f(%%x: !torch.vtensor<%s,f32>, %%w: !torch.vtensor<%s,f32>) -> !torch.vtensor {
  %%none = torch.constant.none
  %%false = torch.constant.bool false
  %%g = torch.constant.int %d
%s%s%s  %%0 = torch.aten.convolution %%x, %%w, %%none, %%s, %%p, %%d, %%false, %%p, %%g : !torch.vtensor<%s,f32>, !torch.vtensor<%s,f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor
  return %%0 : !torch.vtensor
}
`, x, w, groups, list("s", stride), list("p", pad), list("d", dil), x, w)
}
