package compiler

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/strata-compiler/strata/backend/cpu"
)

// A library's build folder is made, and the runtime's compile started in
// it, before the passes run (for a CUDA library the host code's compiler
// too, waiting for its IR): whether they succeed (a library whose link
// found the runtime there) or fail (no output, the runtime's compile and
// the waiting compiler stopped), strata-compile leaves no folder behind in
// $TMPDIR.
func TestLibraryBuildFolder(t *testing.T) {
	if _, err := cpu.FindToolchain(); err != nil {
		t.Skip(err)
	}
	work := t.TempDir()
	failing := filepath.Join(work, "unsupported.mlir")
	if err := os.WriteFile(failing, []byte(`func.func @main(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %0 = torch.operator "aten.not_an_op"(%x) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, input string
		code        int
		flags       []string
	}{
		{"compiles", "../test/models/mlp/model.mlir", 0, nil},
		{"passes fail", failing, 1, nil},
		{"cuda compiles", "../test/models/mlp/model.mlir", 0, []string{"--target=cuda", "--emit=so"}},
		{"cuda passes fail", failing, 1, []string{"--target=cuda", "--emit=so"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			t.Setenv("TMPDIR", tmp)
			out := filepath.Join(work, tc.name+".so")
			for _, cache := range []string{"without a cache", "with a cache"} {
				args := append([]string{tc.input, "-o", out}, tc.flags...)
				if cache == "without a cache" {
					args = append(args, "--no-cache")
				} else {
					t.Setenv("STRATA_CACHE_DIR", filepath.Join(work, "cache-"+tc.name))
				}
				if code := Main(args); code != tc.code {
					t.Fatalf("strata-compile %v exited %d, want %d", args, code, tc.code)
				}
				if _, err := os.Stat(out); (err == nil) != (tc.code == 0) {
					t.Errorf("%s: output present %v, want %v", cache, err == nil, tc.code == 0)
				}
				if left, _ := os.ReadDir(tmp); len(left) != 0 {
					t.Errorf("%s: $TMPDIR holds %d entries after the run (%s ...)", cache, len(left), left[0].Name())
				}
				os.Remove(out)
			}
		})
	}
}
