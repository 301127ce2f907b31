package plugin

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// fakePlugin writes an executable shell script named strata-backend-NAME
// into a fresh folder put first on PATH.
func fakePlugin(t *testing.T, name, script string) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, ExecutablePrefix+name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	return path
}

const goodAnswer = `{"protocol": 1, "name": "tile", "level": "linalg",
 "ops": [{"op": "linalg.matmul", "element_types": ["f32"]}, {"op": "linalg.fill"}]}`

func TestQueryGoodPlugin(t *testing.T) {
	fakePlugin(t, "tile", `[ "$1" = capabilities ] && [ "$2" = --protocol ] && [ "$3" = 1 ] || exit 9
cat <<'END'
`+goodAnswer+`
END
`)
	b, err := Find(context.Background(), "tile")
	if err != nil {
		t.Fatal(err)
	}
	c := b.Capabilities()
	if c.Name != "tile" || c.Level != LevelLinalg || len(c.Ops) != 2 || c.Ops[0].ElementTypes[0] != "f32" {
		t.Errorf("capabilities %+v", c)
	}
}

// A plug-in that crashes, hangs, answers garbage, speaks another
// protocol version or another name gets an error naming it and saying
// what went wrong.
func TestQueryBadPlugins(t *testing.T) {
	cases := []struct {
		name, script, want string
	}{
		{"crash", "echo 'segfault in vendor code' >&2; kill -SEGV $$", "failed the capabilities request: signal: segmentation fault: segfault in vendor code"},
		{"exit", "echo 'license expired' >&2; exit 3", "exit status 3: license expired"},
		{"hang", "sleep 30", "no answer to the capabilities request within"},
		{"garbage", "echo 'hello, I am a backend'", "malformed capabilities answer (want JSON"},
		{"trailing", "echo '" + strings.ReplaceAll(goodAnswer, "tile", "trailing") + " {}'", "text after the JSON object"},
		{"unknown", `echo '{"protocol": 1, "name": "unknown", "level": "linalg", "ops": [], "speed": 9}'`, `unknown field "speed"`},
		{"old", `echo '{"protocol": 0, "name": "old", "level": "linalg", "ops": []}'`, "protocol version 0; this Strata speaks 1 to 1"},
		{"future", `echo '{"protocol": 7, "name": "future", "level": "linalg", "ops": []}'`, "protocol version 7"},
		{"level", `echo '{"protocol": 1, "name": "level", "level": "silicon", "ops": []}'`, `unknown level "silicon"`},
		{"opname", `echo '{"protocol": 1, "name": "opname", "level": "linalg", "ops": [{"op": "matmul"}]}'`, `op "matmul": want a full op name`},
		{"impostor", `echo '{"protocol": 1, "name": "someone", "level": "linalg", "ops": []}'`, `calls itself "someone", want "impostor"`},
		{"flood", "yes '{}'", "capabilities answer over"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := fakePlugin(t, tc.name, tc.script)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			start := time.Now()
			_, err := Find(ctx, tc.name)
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want it to name %s and say %q", err, path, tc.want)
			}
			if time.Since(start) > 5*time.Second {
				t.Errorf("took %v", time.Since(start))
			}
		})
	}
}

func TestFindMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, err := Find(context.Background(), "nowhere")
	if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "strata-backend-nowhere") {
		t.Errorf("error %v", err)
	}
}

// inProcess is a backend a vendor's Go package would register.
type inProcess struct{ caps Capabilities }

func (b inProcess) Capabilities() Capabilities { return b.caps }
func (b inProcess) Compile(ctx context.Context, req CompileRequest) (*Artifact, error) {
	return nil, errors.New("not in this test")
}

func TestRegisterInProcess(t *testing.T) {
	Register(inProcess{Capabilities{Protocol: 1, Name: "test-inprocess", Level: LevelLoops, Ops: []OpSupport{{Op: "scf.for"}}}})
	b, err := Find(context.Background(), "test-inprocess")
	if err != nil || b.Capabilities().Level != LevelLoops {
		t.Fatalf("%+v, %v", b, err)
	}
	defer func() {
		if recover() == nil {
			t.Error("a second registration of one name did not panic")
		}
	}()
	Register(inProcess{Capabilities{Protocol: 1, Name: "test-inprocess", Level: LevelLoops}})
}

// The compile request: the module on standard input, the artifact checked.
func TestCompileRequest(t *testing.T) {
	caps := `echo '{"protocol": 1, "name": "NAME", "level": "loops", "ops": [{"op": "scf.for"}]}'`
	cases := []struct {
		name, compile, want string
	}{
		{"good", `grep -q 'func.func @seg' || exit 4; printf 'obj' > "$out/seg.o"; echo '{"protocol": 1, "artifact": "seg.o", "kind": "object", "functions": ["seg"], "link": ["-lm"]}'`, ""},
		{"missing", `echo '{"protocol": 1, "artifact": "seg.o", "kind": "object", "functions": ["seg"]}'`, "artifact seg.o: "},
		{"outside", `echo '{"protocol": 1, "artifact": "../etc/passwd", "kind": "object", "functions": ["seg"]}'`, "not a relative path inside the output folder"},
		{"empty", `: > "$out/seg.o"; echo '{"protocol": 1, "artifact": "seg.o", "kind": "object", "functions": ["seg"]}'`, "artifact seg.o is empty"},
		{"kind", `printf x > "$out/seg.o"; echo '{"protocol": 1, "artifact": "seg.o", "kind": "bitstream", "functions": ["seg"]}'`, `artifact kind "bitstream"`},
		{"lacking", `printf x > "$out/seg.o"; echo '{"protocol": 1, "artifact": "seg.o", "kind": "object", "functions": ["other"]}'`, "artifact does not define @seg"},
		{"link", `printf x > "$out/seg.o"; echo '{"protocol": 1, "artifact": "seg.o", "kind": "object", "functions": ["seg"], "link": ["; rm -rf /"]}'`, "link argument"},
		{"diagnostic", `echo 'model.py:12:4: error: tile cannot fit a 3x3 convolution' >&2; exit 1`, "model.py:12:4: error: tile cannot fit a 3x3 convolution"},
		{"hang", `sleep 30`, "no answer to the compile request within"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			script := `case "$1" in
capabilities) ` + strings.ReplaceAll(caps, "NAME", "c"+tc.name) + `;;
compile) while [ $# -gt 0 ]; do [ "$1" = --out ] && out=$2; shift; done
` + tc.compile + `;;
esac
`
			fakePlugin(t, "c"+tc.name, script)
			b, err := Find(context.Background(), "c"+tc.name)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			out := t.TempDir()
			a, err := b.Compile(ctx, CompileRequest{Module: "module {\n  func.func @seg() {\n    return\n  }\n}\n", Functions: []string{"seg"}, OutDir: out})
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if a.Path != filepath.Join(out, "seg.o") || a.Kind != KindObject || a.Link[0] != "-lm" {
					t.Errorf("artifact %+v", a)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// AnyOp runs every op (element types still apply); a named rule wins over it.
func TestAnyOp(t *testing.T) {
	c := Capabilities{Protocol: 1, Name: "all", Level: LevelLoops, Ops: []OpSupport{
		{Op: "linalg.matmul", ElementTypes: []string{"f32"}}, {Op: AnyOp}}}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, "t.mlir", `func.func @f(%a: tensor<2x2xi32>, %x: f32) -> tensor<2x2xi32> {
  %e = tensor.empty() : tensor<2x2xi32>
  %m = linalg.matmul ins(%a, %a : tensor<2x2xi32>, tensor<2x2xi32>) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  %y = arith.addf %x, %x : f32
  return %m : tensor<2x2xi32>
}`, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	ir.WalkOps(mod, func(op *ir.Operation) {
		if op.Name() == "linalg.matmul" || op.Name() == "arith.addf" && op.ParentOp().Name() == "func.func" {
			ok, why := c.Supports(op)
			got = append(got, fmt.Sprintf("%s %v %s", op.Name(), ok, why))
		}
	})
	want := []string{"linalg.matmul false all runs linalg.matmul on f32 only, not i32", "arith.addf true "}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
}
