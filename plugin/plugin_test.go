package plugin

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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
	c, err := Find(context.Background(), "tile")
	if err != nil {
		t.Fatal(err)
	}
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
		{"crash", "echo 'segfault in vendor code' >&2; kill -SEGV $$", "failed the capabilities query: signal: segmentation fault: segfault in vendor code"},
		{"exit", "echo 'license expired' >&2; exit 3", "exit status 3: license expired"},
		{"hang", "sleep 30", "no answer to the capabilities query within"},
		{"garbage", "echo 'hello, I am a backend'", "malformed capabilities (want JSON"},
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

func TestRegisterInProcess(t *testing.T) {
	Register(Capabilities{Protocol: 1, Name: "test-inprocess", Level: LevelLoops, Ops: []OpSupport{{Op: "scf.for"}}})
	c, err := Find(context.Background(), "test-inprocess")
	if err != nil || c.Level != LevelLoops {
		t.Fatalf("%+v, %v", c, err)
	}
	defer func() {
		if recover() == nil {
			t.Error("a second registration of one name did not panic")
		}
	}()
	Register(Capabilities{Protocol: 1, Name: "test-inprocess", Level: LevelLoops})
}
