package cuda

import (
	"errors"
	"fmt"
	fn "github.com/strata-compiler/strata/dialects/func"
	"math"
	"os"
	"sort"
	"strconv"
	"time"

	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// Run implements backend.Executable: it opens the device and loads the
// modules (once), uploads the memref arguments, interprets the host
// function entry with the device's semantics for memory and launches,
// synchronizes, downloads the results and frees every device buffer the
// run allocated.
func (x *Executable) Run(entry string, inputs []*npy.Array) (out []*npy.Array, err error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	f := x.entry(entry)
	if f == nil {
		return nil, fmt.Errorf("no function named '@%s'", entry)
	}
	ta, _ := f.Attr("function_type").(*ir.TypeAttr)
	ft, _ := ta.Type.(*ir.FunctionType)
	if ft == nil {
		return nil, f.EmitError("function without a function type")
	}
	if len(inputs) != len(ft.Inputs) {
		return nil, fmt.Errorf("'@%s' takes %d arguments, %d inputs given", entry, len(ft.Inputs), len(inputs))
	}
	dev, err := x.device()
	if err != nil {
		return nil, err
	}
	x.stats.Runs++
	if x.syncEach && os.Getenv("STRATA_CUDA_PROFILE") != "" && x.profile == nil {
		x.profile = map[string]*kernelTime{}
	}
	r := &run{x: x, dev: dev, live: map[*devMem]bool{}}
	defer func() {
		if ferr := r.freeAll(); ferr != nil && err == nil {
			out, err = nil, fmt.Errorf("freeing device memory: %w", ferr)
		}
	}()
	args := make([]exec.Value, len(inputs))
	for i, a := range inputs {
		mt, ok := ft.Inputs[i].(*ir.MemRefType)
		if !ok {
			if _, shaped := ft.Inputs[i].(ir.ShapedType); shaped {
				return nil, fmt.Errorf("input #%d: the cuda target takes memref arguments, not '%s' (bufferize the module first)", i, ir.TypeString(ft.Inputs[i]))
			}
			v, err := interp.FromNpy(a, ft.Inputs[i])
			if err != nil {
				return nil, fmt.Errorf("input #%d: %v", i, err)
			}
			args[i] = v
			continue
		}
		data, shape, err := argBytes(a, mt)
		if err != nil {
			return nil, fmt.Errorf("input #%d: %v", i, err)
		}
		b, err := r.allocate(mt, shape, nil, false)
		if err != nil {
			return nil, fmt.Errorf("input #%d: %v", i, err)
		}
		if err := r.upload(b, data); err != nil {
			return nil, fmt.Errorf("input #%d: %v", i, err)
		}
		args[i] = exec.Value{Ref: b}
	}
	// One interpreter serves every call: its tables and each function's
	// compiled form are built once (per call they cost more than the
	// launches of a small model).
	it := interp.New(x.module, interp.Options{MaxSteps: x.maxSteps, Overrides: r.table()})
	call := func() ([]exec.Value, error) {
		x.profileCalls++
		res, err := it.Call(entry, args)
		if err != nil {
			return nil, err
		}
		if err := dev.Synchronize(); err != nil {
			return nil, fmt.Errorf("running @%s on the GPU: %w (set STRATA_CUDA_SYNC=1 to find the kernel)", entry, err)
		}
		return res, nil
	}
	reps, _ := strconv.Atoi(os.Getenv("STRATA_BENCH_REPS"))
	x.GraphBest, x.graphNote = 0, ""
	if reps > 0 && !x.syncEach {
		r.tape = &tape{}
	}
	res, err := call()
	recorded := r.tape
	r.tape = nil
	if err != nil {
		return nil, err
	}
	// $STRATA_BENCH_REPS=N times N more calls on the same device inputs
	// (the first one warmed up module loading and the allocator): the
	// host code's interpretation, every launch and the final
	// synchronization, not the copies in and out.
	if reps > 0 {
		best := time.Duration(math.MaxInt64)
		argumentMemory := map[*devMem]bool{}
		for _, a := range args {
			if d := deviceMem(a.Buffer()); d != nil {
				argumentMemory[d] = true
			}
		}
		for i := 0; i < reps; i++ {
			start := time.Now()
			again, err := call()
			if err != nil {
				return nil, err
			}
			best = min(best, time.Since(start))
			// A caller drops each result before its next call, as PyTorch's
			// caching allocator sees it: the next call's buffers come from
			// the allocator's cache, not from cuMemAlloc.
			if err := r.releaseResults(again, argumentMemory); err != nil {
				return nil, err
			}
		}
		x.BenchBest, x.BenchReps = best, reps
		if recorded != nil {
			// The first call again, as one CUDA graph: its results are the
			// ones downloaded below, so a wrong replay fails the run's check.
			if err := x.benchGraph(dev, recorded, reps); err != nil {
				if !errors.Is(err, errNotGraphable) {
					return nil, err
				}
				x.graphNote = err.Error()
			}
		}
	}
	out = make([]*npy.Array, len(res))
	for i, v := range res {
		t := ft.Results[i]
		b := v.Buffer()
		if d := deviceMem(b); d != nil {
			if b.Mem.Freed != nil {
				return nil, fmt.Errorf("result #%d: the buffer was deallocated", i)
			}
			data, err := r.download(b)
			if err != nil {
				return nil, fmt.Errorf("result #%d: %v", i, err)
			}
			if out[i], err = resultArray(data, t, b.Shape); err != nil {
				return nil, fmt.Errorf("result #%d: %v", i, err)
			}
			continue
		}
		if out[i], err = interp.ToNpy(v, t); err != nil {
			return nil, fmt.Errorf("result #%d: %v", i, err)
		}
	}
	return out, nil
}

// releaseResults frees the device buffers of a call's results that are
// not an argument's (a result may be an argument returned).
func (r *run) releaseResults(results []exec.Value, argumentMemory map[*devMem]bool) error {
	for _, v := range results {
		if d := deviceMem(v.Buffer()); d != nil && !argumentMemory[d] {
			if err := r.free(d); err != nil {
				return fmt.Errorf("freeing a result: %w", err)
			}
		}
	}
	return nil
}

// BenchReport describes the last $STRATA_BENCH_REPS measurement ("" when
// none ran), in the words of the CPU harness.
// Under $STRATA_CUDA_PROFILE it adds the kernels that took longest.
func (x *Executable) BenchReport() string {
	if x.BenchReps == 0 {
		return ""
	}
	report := fmt.Sprintf("strata: best of %d calls: %.3f ms", x.BenchReps, float64(x.BenchBest.Nanoseconds())/1e6)
	if x.GraphBest > 0 {
		report += fmt.Sprintf("\nstrata: as one CUDA graph, best of %d calls: %.3f ms", x.BenchReps, float64(x.GraphBest.Nanoseconds())/1e6)
	} else if x.graphNote != "" {
		report += "\nstrata: no CUDA graph: " + x.graphNote
	}
	if len(x.profile) == 0 {
		return report
	}
	names := make([]string, 0, len(x.profile))
	var total time.Duration
	for name, t := range x.profile {
		names = append(names, name)
		total += t.total
	}
	sort.Slice(names, func(i, j int) bool { return x.profile[names[i]].total > x.profile[names[j]].total })
	report += fmt.Sprintf("\nkernels, each launch synchronized (%d kernels, %.3f ms a call in all):", len(names),
		perCall(total, x.profileCalls))
	for _, name := range names[:min(len(names), 20)] {
		t := x.profile[name]
		report += fmt.Sprintf("\n  %8.3f ms  %s x%d grid %v block %v", perCall(t.total, x.profileCalls), name,
			t.calls/max(x.profileCalls, 1), t.grid, t.block)
	}
	return report
}

// benchGraph times reps launches of the recorded call as one CUDA graph
// (after one that warms it up).
func (x *Executable) benchGraph(dev Device, recorded *tape, reps int) error {
	g, err := graphOf(dev, recorded)
	if err != nil {
		return err
	}
	defer g.Destroy()
	best := time.Duration(math.MaxInt64)
	for i := 0; i <= reps; i++ {
		start := time.Now()
		if err := g.Launch(); err != nil {
			return fmt.Errorf("launching the CUDA graph: %w", err)
		}
		if err := dev.Synchronize(); err != nil {
			return fmt.Errorf("running the CUDA graph: %w", err)
		}
		if i > 0 {
			best = min(best, time.Since(start))
		}
	}
	x.GraphBest = best
	return nil
}

// perCall is total in milliseconds per call.
func perCall(total time.Duration, calls int) float64 {
	return float64(total.Nanoseconds()) / 1e6 / float64(max(calls, 1))
}

// entry returns the func.func named name.
func (x *Executable) entry(name string) *ir.Operation {
	for _, r := range x.module.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Def() == fn.Func && ir.SymbolName(op) == name {
					return op
				}
			}
		}
	}
	return nil
}
