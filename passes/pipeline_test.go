package passes

import (
	"strings"
	"testing"
)

func TestParsePipelineRoundTrip(t *testing.T) {
	reg := Registry()
	for _, tc := range []struct{ in, want string }{
		{"builtin.module(cse)", "builtin.module(cse)"},
		{"builtin.module(func.func(canonicalize{max-iterations=3 test-convergence},cse),symbol-dce)",
			"builtin.module(func.func(canonicalize{max-iterations=3 test-convergence=true},cse),symbol-dce)"},
		{"builtin.module( func.func ( cse ) , any(cse))", "builtin.module(func.func(cse),any(cse))"},
		{"builtin.module(canonicalize{region-simplify=\"aggressive\" disable-patterns=a,b,c})",
			"builtin.module(canonicalize{region-simplify=aggressive disable-patterns=a,b,c})"},
		{"builtin.module(canonicalize{ max-iterations=1 })", "builtin.module(canonicalize{max-iterations=1})"},
		{"builtin.module()", "builtin.module()"},
		{"any(canonicalize{disable-patterns='x y',z})", "any(canonicalize{disable-patterns=\"x y\",z})"},
	} {
		pm, err := reg.ParsePipeline(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := pm.String(); got != tc.want {
			t.Errorf("%s: printed %s, want %s", tc.in, got, tc.want)
		}
		// The printed form parses back to itself.
		pm2, err := reg.ParsePipeline(pm.String())
		if err != nil || pm2.String() != pm.String() {
			t.Errorf("%s: reparse %v %v", tc.in, pm2, err)
		}
	}
}

func TestParsePipelineOptionValues(t *testing.T) {
	pm, err := ParsePipeline("builtin.module(canonicalize{max-iterations=3 test-convergence disable-patterns=a,b})")
	if err != nil {
		t.Fatal(err)
	}
	opts := pm.Passes()[0].Options()
	if opts.Int("max-iterations") != 3 || !opts.Bool("test-convergence") || opts.String("region-simplify") != "normal" {
		t.Errorf("options %s", opts.AllString())
	}
	if got := opts.Strings("disable-patterns"); strings.Join(got, "|") != "a|b" {
		t.Errorf("list %q", got)
	}
}

func TestParsePipelineErrors(t *testing.T) {
	reg := Registry()
	for _, tc := range []struct{ in, msg, caret string }{
		{"builtin.module(func.func(foo))", "1:26: error: 'foo' does not refer to a registered pass or pass pipeline", "                         ^"},
		{"builtin.module(func.func(cse)", "encountered unbalanced parentheses", ""},
		{"builtin.module(cse{)", "missing closing '}' while processing pass options", ""},
		{"builtin.module(cse{foo=1})", "no such option foo", ""},
		{"builtin.module(canonicalize{max-iterations=abc})", "invalid value 'abc' for option max-iterations: expected an integer", ""},
		{"builtin.module(canonicalize{region-simplify=wild})", "expected one of disabled, normal, aggressive", ""},
		{"builtin.module(canonicalize{max-iterations})", "option max-iterations requires a value", ""},
		{"cse", "expected pass pipeline to be wrapped with the anchor operation type", ""},
		{"builtin.module(cse),builtin.module(cse)", "expected pass pipeline to be wrapped", ""},
		{"builtin.module(func.func(cse),,)", "1:30: error:", ""},
		{"builtin.module(cse})", "1:19: error:", ""},
	} {
		_, err := reg.ParsePipeline(tc.in)
		if err == nil {
			t.Errorf("%s: no error", tc.in)
			continue
		}
		if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s:\n%v\nwant %q", tc.in, err, tc.msg)
		}
		if tc.caret != "" && !strings.HasSuffix(err.Error(), "\n"+tc.caret) {
			t.Errorf("%s: caret line wrong:\n%v", tc.in, err)
		}
	}
}

func TestAnchorMismatch(t *testing.T) {
	reg := NewRegistry()
	p := &Pass{Argument: "only-func", Anchor: "func.func", Run: func(*Run) error { return nil }}
	if err := reg.Register(p); err != nil {
		t.Fatal(err)
	}
	_, err := reg.ParsePipeline("builtin.module(only-func)")
	if err == nil || !strings.Contains(err.Error(), "Can't add pass 'only-func' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?") {
		t.Errorf("got %v", err)
	}
	if _, err := reg.ParsePipeline("builtin.module(func.func(only-func))"); err != nil {
		t.Error(err)
	}
}

// With implicit nesting (passes given as flags) a pass anchored on
// another op goes into a nested pipeline, shared by consecutive passes.
func TestImplicitNesting(t *testing.T) {
	reg := NewRegistry()
	for _, p := range []*Pass{
		{Argument: "only-func", Anchor: "func.func", Run: func(*Run) error { return nil }},
		{Argument: "any-op", Run: func(*Run) error { return nil }},
	} {
		if err := reg.Register(p); err != nil {
			t.Fatal(err)
		}
	}
	pm := NewPassManager("builtin.module")
	pm.ImplicitNesting = true
	for _, name := range []string{"any-op", "only-func", "only-func", "any-op", "only-func"} {
		if err := reg.AddByName(pm.OpPassManager, name, ""); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := pm.String(), "builtin.module(any-op,func.func(only-func,only-func),any-op,func.func(only-func))"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestRegistryChecks(t *testing.T) {
	reg := NewRegistry()
	run := func(*Run) error { return nil }
	if err := reg.Register(&Pass{Argument: "a", Run: run}, &Pass{Argument: "a", Run: run}); err == nil {
		t.Error("duplicate pass accepted")
	}
	if err := reg.Register(&Pass{Argument: "b", Run: run, Options: []Option{{Name: "n", Kind: IntOption, Default: "x"}}}); err == nil {
		t.Error("bad default accepted")
	}
	if err := reg.Register(&Pass{Argument: "c"}); err == nil {
		t.Error("pass without Run accepted")
	}
	for _, p := range GenericPasses() {
		if p.Summary == "" || p.Name == "" {
			t.Errorf("pass %s lacks a summary or display name", p.Argument)
		}
	}
}

func TestNamedPipeline(t *testing.T) {
	reg := Registry()
	if err := reg.RegisterPipeline(&PipelineDef{Argument: "my-pipeline", Summary: "test", Pipeline: "func.func(cse,canonicalize),symbol-dce"}); err != nil {
		t.Fatal(err)
	}
	pm, err := reg.ParsePipeline("builtin.module(my-pipeline,cse)")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := pm.String(), "builtin.module(func.func(cse,canonicalize),symbol-dce,cse)"; got != want {
		t.Errorf("got %s want %s", got, want)
	}
	pm2 := NewPassManager("builtin.module")
	if err := reg.AddByName(pm2.OpPassManager, "my-pipeline", ""); err != nil || len(pm2.Passes()) != 3 {
		t.Errorf("AddByName: %v %s", err, pm2)
	}
	if err := reg.RegisterPipeline(&PipelineDef{Argument: "cse", Pipeline: "cse"}); err == nil {
		t.Error("pipeline shadowing a pass accepted")
	}
}

func TestParsePassFlag(t *testing.T) {
	for _, tc := range []struct{ arg, name, opts string }{
		{"-cse", "cse", ""},
		{"--canonicalize=max-iterations=3 test-convergence", "canonicalize", "max-iterations=3 test-convergence"},
		{`--canonicalize="max-iterations=3"`, "canonicalize", "max-iterations=3"},
	} {
		n, o, ok := ParsePassFlag(tc.arg)
		if !ok || n != tc.name || o != tc.opts {
			t.Errorf("%s: %q %q %v", tc.arg, n, o, ok)
		}
	}
}

func FuzzParsePipeline(f *testing.F) {
	for _, s := range []string{
		"builtin.module(func.func(canonicalize{max-iterations=3 test-convergence},cse),symbol-dce)",
		"any(cse)", "builtin.module(canonicalize{disable-patterns=a,b,c region-simplify=\"normal\"})",
		"builtin.module(func.func(cse)", "builtin.module(cse{)", "builtin.module(x{a={b c}})", "",
	} {
		f.Add(s)
	}
	reg := Registry()
	f.Fuzz(func(t *testing.T, s string) {
		pm, err := reg.ParsePipeline(s)
		if err != nil {
			_ = err.Error()
			return
		}
		// Whatever parses prints to a pipeline that parses to the same text.
		text := pm.String()
		pm2, err := reg.ParsePipeline(text)
		if err != nil {
			t.Fatalf("%q printed as %q which does not parse: %v", s, text, err)
		}
		if pm2.String() != text {
			t.Fatalf("%q: %q reprinted as %q", s, text, pm2.String())
		}
	})
}
