// Package cpu is the cpu target: a module of loops, arith, math, memref,
// func and cf ops is lowered to the llvm dialect (strata-lower-to-llvm),
// translated to LLVM IR (emit/llvm), optimized with `opt -O3` and
// compiled with `llc -O3 -filetype=obj -relocation-model=pic`, linked into a shared object with
// the system cc, and run by a generated C harness that calls the entry's
// `_mlir_ciface_` wrapper. No cgo: everything runs as subprocesses.
//
// With Options.CheckLeaks the module allocates through upstream's generic
// allocation functions, which the harness defines to count live blocks:
// a run that leaks, frees twice or frees what it did not allocate fails
// with a *LeakError (leakcheck.go).
package cpu

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/internal/toolexec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/memreftollvm"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/pipelines"
)

// Name is the target's name.
const Name = "cpu"

// Passes is the pass list the target runs on a module: the lowering, then
// canonicalize, which folds the memref descriptors built and taken apart
// at every call (the host code's insertvalue/extractvalue chains, which
// -O0's fast instruction selector cannot select), then the kernels equal
// once lowered merged, so that each is compiled once.
const Passes = pipelines.CPULowerToLLVMPipeline + ",canonicalize,strata-cpu-deduplicate-kernels"

// Pipeline is Passes on a module.
const Pipeline = "builtin.module(" + Passes + ")"

// EntrySignature returns the function type of the func.func named entry
// and marks it llvm.emit_c_interface, so that the lowering adds its
// `_mlir_ciface_` wrapper.
func EntrySignature(module *ir.Operation, entry string) (*ir.FunctionType, error) {
	body := module.Region(0).Front()
	for o := body.First(); o != nil; o = o.Next() {
		if o.Def() != fn.Func || ir.SymbolName(o) != entry {
			continue
		}
		ta, ok := o.Attr("function_type").(*ir.TypeAttr)
		if !ok {
			break
		}
		ft, ok := ta.Type.(*ir.FunctionType)
		if !ok || o.Region(0).Empty() {
			break
		}
		o.SetDiscardableAttr("llvm.emit_c_interface", module.Context().UnitAttr())
		return ft, nil
	}
	return nil, ir.NewDiagnostic(ir.SevError, module.Loc(), "entry function @%s not found (a func.func with a body is required)", entry)
}

// Options configure compiling and running a program.
type Options struct {
	// Opt is the optimization level (OptDefault: -O2).
	Opt OptLevel
	// NoCache compiles every unit, neither reading nor writing the
	// compile cache ($STRATA_CACHE_DIR).
	NoCache bool
	// CheckLeaks lowers memref.alloc/dealloc to upstream's generic
	// allocation functions (finalize-memref-to-llvm{use-generic-functions})
	// and runs the entry under a harness that defines them, counts the
	// blocks still live once it has freed the results, and fails the run
	// with a *LeakError when a block leaked or a free was wrong.
	CheckLeaks bool
	// LinkInputs are objects and linker arguments linked into the library
	// with the module's (a backend plug-in's compiled segments).
	LinkInputs []string
}

// OptLevel is an optimization level, -O0..-O3; the zero value is the
// default level.
type OptLevel int

// The levels.
const (
	OptDefault OptLevel = iota
	O0
	O1
	O2
	O3
)

// Int is the level's number (DefaultOptLevel for OptDefault).
func (l OptLevel) Int() int {
	if l == OptDefault {
		return DefaultOptLevel
	}
	return int(l - O0)
}

// ParseOptLevel reads "0".."3".
func ParseOptLevel(s string) (OptLevel, error) {
	if len(s) == 1 && s[0] >= '0' && s[0] <= '3' {
		return O0 + OptLevel(s[0]-'0'), nil
	}
	return OptDefault, fmt.Errorf("unknown optimization level -O%s (0, 1, 2 or 3)", s)
}

// cache opens the compile cache unless o turns it off; a cache that
// cannot be opened is no error (everything is compiled).
func (o Options) cache() *Cache {
	if o.NoCache {
		return nil
	}
	c, err := OpenCache("")
	if err != nil {
		return nil
	}
	return c
}

// pipeline is the lowering o asks for.
func (o Options) pipeline() (string, error) {
	if !o.CheckLeaks {
		return Pipeline, nil
	}
	// The option is spliced into the shared pass list: make sure it took.
	if leakCheckPipeline == Pipeline {
		return "", fmt.Errorf("cpu target: %s is not in the pipeline %s: cannot lower for the leak check", memreftollvm.Pass.Argument, Pipeline)
	}
	return leakCheckPipeline, nil
}

// Lower runs the target's pipeline on module (in place).
func Lower(module *ir.Operation) error { return LowerWith(module, Options{}) }

// LowerWith runs the pipeline o asks for on module (in place).
func LowerWith(module *ir.Operation, o Options) error {
	text, err := o.pipeline()
	if err != nil {
		return err
	}
	pm, err := pipelines.Registry().ParsePipeline(text)
	if err != nil {
		return err
	}
	return pm.Run(module)
}

// Program is a compiled module with a harness for its entry, in Dir.
type Program struct {
	Dir   string
	Entry string
	Sig   *ir.FunctionType
	// Stats say how the library was built (nil from LLVM IR text).
	Stats *BuildStats
	tc    Toolchain
	so    string
	opts  Options
}

// Compile lowers module, translates and compiles it into dir (which must
// exist) and returns the program. module is changed.
func Compile(ctx context.Context, module *ir.Operation, entry, dir string, tc Toolchain) (*Program, error) {
	return CompileWith(ctx, module, entry, dir, tc, Options{})
}

// CompileWith is Compile with options.
func CompileWith(ctx context.Context, module *ir.Operation, entry, dir string, tc Toolchain, o Options) (*Program, error) {
	if err := ir.Verify(module); err != nil {
		return nil, err
	}
	sig, err := EntrySignature(module, entry)
	if err != nil {
		return nil, err
	}
	cache := o.cache()
	runtime := StartRuntime(ctx, dir, tc, cache)
	if err := LowerWith(module, o); err != nil {
		runtime.Stop()
		return nil, err
	}
	objects, stats, err := BuildObjects(ctx, module, dir, tc, BuildOptions{OptLevel: o.Opt.Int(), Cache: cache, Runtime: runtime})
	if err != nil {
		runtime.Stop()
		return nil, err
	}
	start := time.Now()
	if err := LinkShared(ctx, dir, append(objects, o.LinkInputs...), "libmodule.so", tc, cache); err != nil {
		return nil, err
	}
	stats.Link = time.Since(start)
	return &Program{Dir: dir, Entry: entry, Sig: sig, tc: tc, so: filepath.Join(dir, "libmodule.so"), opts: o, Stats: stats}, nil
}

// CompileLLVM compiles LLVM IR text into a shared object in dir.
func CompileLLVM(ctx context.Context, llText, entry string, sig *ir.FunctionType, dir string, tc Toolchain) (*Program, error) {
	return CompileLLVMWith(ctx, llText, entry, sig, dir, tc, Options{})
}

// CompileLLVMWith is CompileLLVM with options. With o.CheckLeaks the IR
// should allocate through the generic functions (the pipeline
// LowerWith runs for o); IR calling malloc and free directly still runs,
// but the check sees none of its blocks.
func CompileLLVMWith(ctx context.Context, llText, entry string, sig *ir.FunctionType, dir string, tc Toolchain, o Options) (*Program, error) {
	ll := filepath.Join(dir, "module.ll")
	if err := os.WriteFile(ll, []byte(llText), 0o644); err != nil {
		return nil, err
	}
	if err := tc.Codegen(ctx, dir, "module.ll", "module.o", o.Opt.Int(), false); err != nil {
		return nil, err
	}
	if err := LinkShared(ctx, dir, []string{"module.o"}, "libmodule.so", tc, o.cache()); err != nil {
		return nil, err
	}
	return &Program{Dir: dir, Entry: entry, Sig: sig, tc: tc, so: filepath.Join(dir, "libmodule.so"), opts: o}, nil
}

// OpenProgram is the program of a library already built as
// dir/libmodule.so (by strata-compile, say) whose entry has signature sig
// (on memrefs).
func OpenProgram(dir, entry string, sig *ir.FunctionType, tc Toolchain) *Program {
	return &Program{Dir: dir, Entry: entry, Sig: sig, tc: tc, so: filepath.Join(dir, "libmodule.so")}
}

// Result is what a run printed and the memref results it wrote.
type Result struct {
	// Output is the harness's standard output: one line per scalar
	// result, a header and the data of each memref result.
	Output string
	// Arrays holds the results as arrays, one per result (scalars have
	// shape []).
	Arrays []*npy.Array
	// Leaks is the leak check's count (with Options.CheckLeaks; nil
	// otherwise). A run that fails the check returns a *LeakError instead.
	Leaks *LeakReport
	// Bench is the harness's timing line ("strata: best of N calls: T ms")
	// when $STRATA_BENCH_REPS asked for one, else "".
	Bench string
}

// BuildHarness writes the argument files and the C harness that reads
// them and calls the entry, and compiles it into p.Dir/harness, without
// running it (a machine that cannot run the code still builds it).
func (p *Program) BuildHarness(ctx context.Context, inputs []*npy.Array) error {
	var ins []Input
	for i, a := range inputs {
		if i >= len(p.Sig.Inputs) {
			break
		}
		if err := CheckInput(a, p.Sig.Inputs[i]); err != nil {
			return fmt.Errorf("argument %d: %v", i, err)
		}
		if _, ok := p.Sig.Inputs[i].(*ir.MemRefType); !ok {
			s, err := scalarLiteral(a)
			if err != nil {
				return fmt.Errorf("argument %d: %v", i, err)
			}
			ins = append(ins, Input{Scalar: s})
			continue
		}
		f := filepath.Join(p.Dir, fmt.Sprintf("in%d.bin", i))
		if err := os.WriteFile(f, inputBytes(a, p.Sig.Inputs[i].(*ir.MemRefType).Elem), 0o644); err != nil {
			return err
		}
		shape := make([]int64, len(a.Shape))
		for k, d := range a.Shape {
			shape[k] = int64(d)
		}
		ins = append(ins, Input{File: f, Shape: shape})
	}
	src, err := HarnessWith(p.Entry, p.Sig, ins, p.opts)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(p.Dir, "harness.c"), []byte(src), 0o644); err != nil {
		return err
	}
	ccArgs := []string{"-O2", "-o", "harness", "harness.c", "-L.", "-lmodule", "-Wl,-rpath," + p.Dir, "-lm"}
	if p.opts.CheckLeaks {
		// The library binds its allocation calls to the harness's
		// definitions: export them from the executable.
		ccArgs = append(ccArgs, "-rdynamic")
	}
	_, err = run(ctx, p.Dir, p.tc.CC, ccArgs...)
	return err
}

// Run builds the harness for inputs (one per argument of the entry) and
// runs it.
func (p *Program) Run(ctx context.Context, inputs []*npy.Array) (*Result, error) {
	if err := p.BuildHarness(ctx, inputs); err != nil {
		return nil, err
	}
	report := filepath.Join(p.Dir, leakReportFile)
	if p.opts.CheckLeaks {
		// A report left by an earlier run must not stand for this one.
		if err := os.Remove(report); err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
	}
	out, stderr, err := toolexec.Run(ctx, p.Dir, filepath.Join(p.Dir, "harness"))
	var leaks *LeakReport
	if p.opts.CheckLeaks {
		lr, rerr := readLeakReport(report)
		switch {
		case rerr == nil && !lr.OK():
			return nil, &LeakError{Entry: p.Entry, Report: *lr}
		case rerr == nil:
			leaks = lr
		case err == nil:
			// The harness ran to its end without writing its report.
			return nil, fmt.Errorf("leak check of @%s: %v", p.Entry, rerr)
		}
	}
	if err != nil {
		return nil, err
	}
	res := &Result{Output: string(out), Leaks: leaks}
	for _, line := range strings.Split(string(stderr), "\n") {
		if strings.HasPrefix(line, "strata: best of ") {
			res.Bench = line
		}
	}
	for i, t := range p.Sig.Results {
		elem, shape := t, []int{}
		if mt, ok := t.(*ir.MemRefType); ok {
			elem = mt.Elem
			raw, err := os.ReadFile(filepath.Join(p.Dir, fmt.Sprintf("out%d.shape", i)))
			if err != nil {
				return nil, err
			}
			for k := 0; k+8 <= len(raw); k += 8 {
				shape = append(shape, int(binary.LittleEndian.Uint64(raw[k:])))
			}
		}
		dt, ok := dtype(elem)
		if !ok {
			return nil, fmt.Errorf("result %d: element type %s has no .npy dtype", i, ir.TypeString(elem))
		}
		data, err := os.ReadFile(filepath.Join(p.Dir, fmt.Sprintf("out%d.bin", i)))
		if err != nil {
			return nil, err
		}
		if isBF16(elem) {
			data = bf16ToFloat32(data)
		}
		res.Arrays = append(res.Arrays, &npy.Array{Dtype: dt, Shape: shape, Data: data})
	}
	return res, nil
}

// dtype is the NumPy type string of the arrays holding an element type:
// bf16, which NumPy lacks, is f4 (its values exactly; the harness's data
// is 2-byte bfloat16, converted by inputBytes and bf16ToFloat32), complex
// c8 and c16, i1 b1.
func dtype(t ir.Type) (string, bool) {
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			return "f2", true
		case ir.BF16, ir.F32:
			return "f4", true
		case ir.F64:
			return "f8", true
		}
	case *ir.ComplexType:
		if ft, ok := t.Elem.(*ir.FloatType); ok {
			switch ft.Kind {
			case ir.F32:
				return "c8", true
			case ir.F64:
				return "c16", true
			}
		}
	case *ir.IndexType:
		return "i8", true
	case *ir.IntegerType:
		switch t.Width {
		case 1:
			return "b1", true
		case 8, 16, 32, 64:
			return "i" + strconv.Itoa(t.Width/8), true
		}
	}
	return "", false
}

func isBF16(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && ft.Kind == ir.BF16
}

// inputBytes returns the data of a memref argument of element type elem
// (a passed CheckInput): a's bytes, or for bf16 each value rounded to
// bfloat16 as torch does (to float32 first), two bytes each.
func inputBytes(a *npy.Array, elem ir.Type) []byte {
	if !isBF16(elem) {
		return a.Data
	}
	n := a.Len()
	out := make([]byte, 2*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint16(out[2*i:], npy.BFloat16Bits(float32(a.Float64(i))))
	}
	return out
}

// bf16ToFloat32 converts bfloat16 data to float32 data (exactly).
func bf16ToFloat32(b []byte) []byte {
	out := make([]byte, 0, 2*len(b))
	for i := 0; i+2 <= len(b); i += 2 {
		out = binary.LittleEndian.AppendUint32(out, math.Float32bits(npy.BFloat16FromBits(binary.LittleEndian.Uint16(b[i:]))))
	}
	return out
}

// floatLiteral makes a formatted number a C floating literal: "3" is an
// integer constant, and "3f" no constant at all.
func floatLiteral(s string) string {
	if strings.ContainsAny(s, ".eE") {
		return s
	}
	return s + ".0"
}

// scalarLiteral reads a 0-d (or one-element) array as a C literal: a
// float (NAN and INFINITY as math.h spells them), an integer of any
// width and signedness (the parameter's C type wraps it), a bool.
func scalarLiteral(a *npy.Array) (string, error) {
	if a.Len() != 1 {
		return "", fmt.Errorf("a scalar argument needs one element, got %d", a.Len())
	}
	switch a.Dtype {
	case "f4", "f8":
		v := a.Float64(0)
		switch {
		case math.IsNaN(v):
			return "NAN", nil
		case math.IsInf(v, 1):
			return "INFINITY", nil
		case math.IsInf(v, -1):
			return "(-INFINITY)", nil
		case a.Dtype == "f4":
			return floatLiteral(strconv.FormatFloat(v, 'g', -1, 32)) + "f", nil
		}
		return floatLiteral(strconv.FormatFloat(v, 'g', -1, 64)), nil
	case "b1":
		if a.Data[0] != 0 {
			return "1", nil
		}
		return "0", nil
	case "i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8":
		v := a.Int64(0)
		if v == math.MinInt64 {
			return "(-9223372036854775807LL - 1)", nil
		}
		return strconv.FormatInt(v, 10) + "LL", nil
	}
	return "", fmt.Errorf("unsupported scalar dtype %s", a.Dtype)
}
