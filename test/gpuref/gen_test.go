//go:build !gpuref_device

package gpuref_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/gpu"
	emitllvm "github.com/strata-compiler/strata/emit/llvm"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// TestGenerate writes (STRATA_GPUREF_UPDATE=1) or checks testdata/: for
// every kernel of kernels.mlir and of test/models/mlp, the PTX of emit/ptx
// (<stem>.emit.ptx), the PTX llc-22 makes of emit/llvm's TranslateGPU
// (<stem>.llc.ptx, assembled by ptxas for sm_90 first), and the launch in
// manifest.json. Kernels that call a libm function llc cannot resolve are
// left out (logged). Without STRATA_GPUREF_UPDATE the test fails when
// testdata differs from what it would write.
func TestGenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("lowers the mlp")
	}
	llc := findTool(t, "STRATA_LLC", "llc-22")
	ptxas := findTool(t, "STRATA_PTXAS", "ptxas", filepath.Join(root(t), "build", "ptxas", "bin", "ptxas"))
	files := map[string]string{}
	var man []Kernel
	add := func(set string, mod *ir.Operation) {
		specs := launchSpecs(t, mod)
		pm, err := pipelines.Registry().ParsePipeline("builtin.module(gpu.module(convert-gpu-to-nvvm))")
		if err != nil {
			t.Fatal(err)
		}
		if err := pm.Run(mod); err != nil {
			t.Fatalf("%s: convert-gpu-to-nvvm: %v", set, err)
		}
		for _, op := range mod.Region(0).Front().Ops() {
			if op.Def() != gpu.Module {
				continue
			}
			name := symName(op)
			k, ok := specs[name]
			if !ok {
				continue
			}
			if ext := emitllvm.ExternalCalls(op); len(ext) > 0 {
				t.Logf("%s/%s: left out: calls %v, which llc leaves external", set, name, ext)
				continue
			}
			k.File = set + "." + name
			text, err := ptx.Emit(op, ptx.Options{Chip: "sm_90"})
			if err != nil {
				t.Fatalf("%s: emit/ptx: %v", k.File, err)
			}
			ll, err := emitllvm.TranslateGPU(op)
			if err != nil {
				t.Fatalf("%s: TranslateGPU: %v", k.File, err)
			}
			lp, err := run(ll, llc, "-march=nvptx64", "-mcpu=sm_90", "-o", "-")
			if err != nil {
				t.Fatalf("%s: llc: %v", k.File, err)
			}
			for _, p := range []string{text, lp} {
				tmp := filepath.Join(t.TempDir(), "k.ptx")
				os.WriteFile(tmp, []byte(p), 0o644)
				if _, err := run("", ptxas, "-arch=sm_90", tmp, "-o", tmp+".cubin"); err != nil {
					t.Fatalf("%s: ptxas: %v", k.File, err)
				}
			}
			files[k.File+".emit.ptx"] = text
			files[k.File+".llc.ptx"] = lp
			man = append(man, *k)
		}
	}
	// Hand-written kernels.
	src, err := os.ReadFile("kernels.mlir")
	if err != nil {
		t.Fatal(err)
	}
	add("hand", parse(t, "kernels.mlir", string(src)))
	// The mlp's kernels, as strata-lower-to-gpu makes them.
	p := filepath.Join(root(t), "test", "models", "mlp", "model.mlir")
	src, err = os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	mod := parse(t, p, string(src))
	pm, err := pipelines.Registry().ParsePipeline("builtin.module(func.func(torch-decompose-complex-ops)," +
		"torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-gpu)")
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(mod); err != nil {
		t.Fatalf("mlp lowering: %v", err)
	}
	add("mlp", mod)

	js, _ := json.MarshalIndent(man, "", " ")
	files["manifest.json"] = string(js) + "\n"
	update := os.Getenv("STRATA_GPUREF_UPDATE") != ""
	if update {
		old, _ := filepath.Glob("testdata/*")
		for _, f := range old {
			os.Remove(f)
		}
		os.MkdirAll("testdata", 0o755)
	}
	stale := 0
	for name, text := range files {
		path := filepath.Join("testdata", name)
		if update {
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		old, err := os.ReadFile(path)
		if err != nil || string(old) != text {
			stale++
		}
	}
	if stale > 0 {
		// Not a failure: any change to the lowering changes the kernels. The
		// testdata is what the device binary (scripts/device/ptx_crosscheck.sh)
		// compares; regenerate it before building that binary.
		t.Logf("%d testdata files differ from today's kernels: rerun with STRATA_GPUREF_UPDATE=1 before the next device cross-check", stale)
	}
	t.Logf("%d kernels", len(man))
}

// launchSpecs reads each gpu.module's kernel before convert-gpu-to-nvvm:
// its static identity-layout memref arguments and known_block_size /
// known_grid_size.
func launchSpecs(t *testing.T, mod *ir.Operation) map[string]*Kernel {
	out := map[string]*Kernel{}
	for _, gm := range mod.Region(0).Front().Ops() {
		if gm.Def() != gpu.Module {
			continue
		}
		for _, f := range gm.Region(0).Front().Ops() {
			if f.Def() != gpu.Func || !f.HasAttr(gpu.KernelAttr) {
				continue
			}
			k := &Kernel{Name: symName(f)}
			ok := dims(f.Attr(gpu.KnownBlockSizeAttr), &k.Block) && dims(f.Attr(gpu.KnownGridSizeAttr), &k.Grid)
			for _, a := range f.Region(0).Front().Args() {
				mt, isMem := a.Type().(*ir.MemRefType)
				if isMem && mt.MemorySpace != nil {
					continue // a workgroup or private attribution
				}
				if !isMem || mt.Layout != nil {
					ok = false
					break
				}
				arg := Arg{Elem: ir.TypeString(mt.Elem), Shape: mt.Dims}
				stride := int64(1)
				arg.Strides = make([]int64, len(mt.Dims))
				for i := len(mt.Dims) - 1; i >= 0; i-- {
					if mt.Dims[i] < 0 {
						ok = false
					}
					arg.Strides[i] = stride
					stride *= mt.Dims[i]
				}
				switch arg.Elem {
				case "f32", "f64", "i32", "i64":
				default:
					ok = false
				}
				k.Args = append(k.Args, arg)
			}
			if !ok {
				t.Logf("%s: left out: not static memref arguments of f32/f64/i32/i64 with a known launch", k.Name)
				continue
			}
			out[symName(gm)] = k
		}
	}
	return out
}

func dims(a ir.Attribute, out *[3]uint32) bool {
	arr, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return false
	}
	vs := arr.Ints
	if len(vs) != 3 {
		return false
	}
	for i, v := range vs {
		out[i] = uint32(v)
	}
	return true
}

func symName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

func parse(t *testing.T, name, src string) *ir.Operation {
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, name, src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	return m
}

func root(t *testing.T) string {
	dir, _ := os.Getwd()
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

func findTool(t *testing.T, env, name string, paths ...string) string {
	for _, p := range append([]string{os.Getenv(env)}, paths...) {
		if p != "" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s not found: run scripts/setup-test-deps.sh and scripts/setup-ptxas.sh", name)
	}
	t.Skipf("%s not found: run scripts/setup-test-deps.sh (llc-22) and scripts/setup-ptxas.sh (ptxas)", name)
	return ""
}

func run(stdin, name string, args ...string) (string, error) {
	var out, errb bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("%s: %v: %s", filepath.Base(name), err, errb.String())
	}
	return out.String(), nil
}
