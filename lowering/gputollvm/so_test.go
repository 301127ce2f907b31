package gputollvm_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/compiler"
)

// repoRoot is the repository root (two levels above this package).
func repoRoot(t *testing.T) string {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(wd, "..", "..")
}

// caller loads a library, calls the MLP's _mlir_ciface_main with empty
// descriptors and prints the status, then frees the (NULL) result.
const caller = `#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
typedef struct { float *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } M2;
typedef struct { float *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } M1;
int main(int argc, char **argv) {
  void *h = dlopen(argv[1], RTLD_NOW);
  if (!h) { printf("dlopen: %s\n", dlerror()); return 2; }
  int32_t (*entry)(M2 *, M2 *, M1 *, M2 *, M1 *, M2 *, M1 *, M2 *) = dlsym(h, "_mlir_ciface_main");
  int32_t (*release)(void *) = dlsym(h, "strata_cuda_free");
  if (!entry || !release) { printf("missing symbols\n"); return 2; }
  M2 r = {0}, w = {0}; M1 b = {0};
  int32_t s = entry(&r, &w, &b, &w, &b, &w, &b, &w);
  printf("status %d\n", s);
  printf("free %d\n", release(r.allocated));
  return 0;
}
`

// TestModelSharedLibrary: strata-compile --target=cuda --emit=so writes a
// library that exports _mlir_ciface_main, whose embedded PTX assembles,
// and whose entry, without a GPU driver, returns status -1 with a message
// instead of crashing.
func TestModelSharedLibrary(t *testing.T) {
	if _, err := cpu.FindToolchain(); err != nil {
		t.Skipf("no toolchain: %v", err)
	}
	root := repoRoot(t)
	dir := t.TempDir()
	so := filepath.Join(dir, "mlp.so")
	if rc := compiler.Main([]string{filepath.Join(root, "test/models/mlp/model.mlir"), "--target=cuda", "--emit=so", "-o", so}); rc != 0 {
		t.Fatalf("strata-compile exited %d", rc)
	}
	out, err := exec.Command("nm", "-D", "--defined-only", so).Output()
	if err != nil {
		t.Fatalf("nm: %v", err)
	}
	for _, sym := range []string{"_mlir_ciface_main", "strata_cuda_free", "strata_cuda_set_stream", "strata_cuda_last_error", "mgpuLaunchKernel", "mgpuMemAlloc"} {
		if !strings.Contains(string(out), " T "+sym+"\n") {
			t.Errorf("%s is not exported:\n%s", sym, out)
		}
	}
	// No link-time dependency on CUDA.
	if ldd, err := exec.Command("readelf", "-d", so).Output(); err == nil && strings.Contains(string(ldd), "libcuda") {
		t.Errorf("the library links libcuda:\n%s", ldd)
	}

	// The embedded PTX: from ".version" to its NUL.
	lib, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(lib, []byte("\n.version "))
	if i < 0 {
		i = bytes.Index(lib, []byte(".version "))
	}
	if i < 0 {
		t.Fatal("no PTX in the library")
	}
	start := bytes.LastIndexByte(lib[:i+1], 0) + 1
	end := i + bytes.IndexByte(lib[i:], 0)
	ptx := lib[start:end]
	if !bytes.Contains(ptx, []byte(".visible .entry main_kernel(")) {
		t.Errorf("the embedded PTX lacks main_kernel:\n%.400s", ptx)
	}
	ptxas := filepath.Join(root, "build/ptxas/bin/ptxas")
	if _, err := os.Stat(ptxas); err != nil {
		t.Logf("no ptxas (scripts/setup-ptxas.sh): the PTX is not assembled")
	} else {
		pf := filepath.Join(dir, "mlp.ptx")
		if err := os.WriteFile(pf, ptx, 0o644); err != nil {
			t.Fatal(err)
		}
		if msg, err := exec.Command(ptxas, "-arch=sm_90", pf, "-o", filepath.Join(dir, "mlp.cubin")).CombinedOutput(); err != nil {
			t.Errorf("ptxas: %v\n%s", err, msg)
		}
	}

	// Called without a driver: a status, not a crash.
	if err := os.WriteFile(filepath.Join(dir, "caller.c"), []byte(caller), 0o644); err != nil {
		t.Fatal(err)
	}
	tc, _ := cpu.FindToolchain()
	if msg, err := exec.Command(tc.CC, "-o", filepath.Join(dir, "caller"), filepath.Join(dir, "caller.c"), "-ldl").CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, msg)
	}
	cmd := exec.Command(filepath.Join(dir, "caller"), so)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("the caller failed: %v\nstdout: %s\nstderr: %s", err, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "free 0\n") {
		t.Errorf("strata_cuda_free(NULL) failed: %s", stdout.String())
	}
	if strings.Contains(stdout.String(), "status -1\n") {
		if !strings.Contains(stderr.String(), "strata-cuda: CUDA driver not found") {
			t.Errorf("no driver message on stderr: %q", stderr.String())
		}
	} else {
		t.Logf("a CUDA driver is here: %s%s", stdout.String(), stderr.String())
	}
}

// TestModelSharedLibraryWithCubins: with --cuda-toolkit the library embeds
// the cubins the toolkit's ptxas assembled (no PTX left for the driver's
// JIT), and the flag is refused where there is no library to put them in
// or no ptxas in the folder.
func TestModelSharedLibraryWithCubins(t *testing.T) {
	if _, err := cpu.FindToolchain(); err != nil {
		t.Skipf("no toolchain: %v", err)
	}
	root := repoRoot(t)
	toolkit := filepath.Join(root, "build/ptxas")
	if _, err := os.Stat(filepath.Join(toolkit, "bin/ptxas")); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("no ptxas: scripts/setup-ptxas.sh")
		}
		t.Skip("no ptxas (scripts/setup-ptxas.sh)")
	}
	dir := t.TempDir()
	so := filepath.Join(dir, "mlp.so")
	model := filepath.Join(root, "test/models/mlp/model.mlir")
	if rc := compiler.Main([]string{model, "--target=cuda", "--emit=so", "--cuda-toolkit=" + toolkit, "--no-cache", "-o", so}); rc != 0 {
		t.Fatalf("strata-compile exited %d", rc)
	}
	lib, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(lib, []byte(".version ")) {
		t.Error("the library still embeds PTX")
	}
	// The library's own ELF header, and at least one cubin's.
	if n := bytes.Count(lib, []byte("\x7fELF")); n < 2 {
		t.Errorf("%d ELF headers in the library: no cubin embedded", n)
	}
	for _, args := range [][]string{
		{model, "--target=cuda", "--emit=ptx", "--cuda-toolkit=" + toolkit, "-o", filepath.Join(dir, "mlp.ptx")},
		{model, "--emit=so", "--cuda-toolkit=" + toolkit, "-o", filepath.Join(dir, "cpu.so")},
		// A folder without bin/ptxas, refused before anything is compiled.
		{model, "--target=cuda", "--emit=so", "--cuda-toolkit=" + dir, "-o", filepath.Join(dir, "noptxas.so")},
	} {
		if rc := compiler.Main(args); rc != 1 {
			t.Errorf("strata-compile %s exited %d, want 1", strings.Join(args[1:], " "), rc)
		}
	}
	for _, name := range []string{"mlp.ptx", "cpu.so", "noptxas.so"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("a refused run wrote %s", name)
		}
	}
}

// findToolkit is python/strata/tools.py's find_cuda_toolkit, run by
// python3 on the file alone (the package's __init__ imports torch, which
// CI does not have) under env: what it returned, or "raised: ...".
const findToolkit = `import importlib.util, sys
spec = importlib.util.spec_from_file_location("tools", sys.argv[1])
tools = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tools)
try:
    print(tools.find_cuda_toolkit())
except tools.ToolsNotFound as e:
    print("raised:", e)
`

// TestPythonFindsTheCUDAToolkit: the folder the Python backend passes as
// --cuda-toolkit. With $STRATA_CUDA_TOOLKIT unset or "auto" (the default)
// a folder that has bin/ptxas ($CUDA_HOME's here, or Triton's where it is
// installed); "jit" none (the driver's JIT); the folder it names, and an
// error for a folder without bin/ptxas.
func TestPythonFindsTheCUDAToolkit(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	root := repoRoot(t)
	fake := filepath.Join(root, "test/lit/Conversion/GPUToLLVM/Inputs/fake-cuda")
	noPTXAS := filepath.Join(root, "test/lit/Conversion/GPUToLLVM/Inputs/no-ptxas")
	run := func(env ...string) string {
		cmd := exec.Command(python, "-c", findToolkit, filepath.Join(root, "python/strata/tools.py"))
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("python3: %v\n%s", err, out)
		}
		return strings.TrimSpace(string(out))
	}
	for _, given := range []string{"STRATA_CUDA_TOOLKIT=", "STRATA_CUDA_TOOLKIT=auto"} {
		got := run(given, "CUDA_HOME="+fake)
		if st, err := os.Stat(filepath.Join(got, "bin", "ptxas")); err != nil || st.IsDir() {
			t.Errorf("%s: got %q, which has no bin/ptxas", given, got)
		}
	}
	if got := run("STRATA_CUDA_TOOLKIT=jit", "CUDA_HOME="+fake); got != "None" {
		t.Errorf("jit: got %q, want None", got)
	}
	if got := run("STRATA_CUDA_TOOLKIT=" + fake); got != fake {
		t.Errorf("a folder: got %q, want %q", got, fake)
	}
	if got := run("STRATA_CUDA_TOOLKIT=" + noPTXAS); !strings.HasPrefix(got, "raised:") || !strings.Contains(got, "has no bin/ptxas") {
		t.Errorf("a folder without ptxas: got %q, want ToolsNotFound", got)
	}
}
