// Package plugintarget runs modules through a backend plug-in (strata-run
// --target=NAME, docs/plugins.md): strata-partition splits the module
// between the backend and the host (on linalg tensors, or, for a
// torch-backend backend, on torch's backend contract), the backend
// compiles its segments, and the host code, lowered to loops and compiled
// by the cpu target, calls them from one library linked with the
// backend's artifact (an object linked in, or a shared library the
// library loads from where the backend wrote it).
package plugintarget

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/pipelines"
	"github.com/strata-compiler/strata/plugin"
)

// Target runs modules with backend plug-in b.
type Target struct {
	name    string
	backend plugin.Backend
}

// New is the target of backend b (found by plugin.Find).
func New(b plugin.Backend) *Target { return &Target{name: b.Capabilities().Name, backend: b} }

// Name implements backend.Target.
func (t *Target) Name() string { return t.name }

// TakesTorch reports whether the backend partitions torch modules (it
// takes the torch-backend level): strata-run then gives it the model in
// the torch dialect rather than linalg on tensors.
func (t *Target) TakesTorch() bool {
	return t.backend.Capabilities().Level == plugin.LevelTorchBackend
}

// Pipeline implements backend.Target: the module is partitioned on linalg
// tensors, or, for a torch-backend backend, lowered from torch to its
// backend contract and partitioned there.
func (t *Target) Pipeline(from backend.Level) (string, error) {
	partition := fmt.Sprintf("strata-partition{target=%s}", t.name)
	if t.TakesTorch() {
		if from != backend.LevelTorch {
			return "", fmt.Errorf("the %s target partitions torch modules (its backend takes the torch-backend level), not the %s level", t.name, from)
		}
		return "builtin.module(" + compiler.Stages[0].Passes + "," + partition + ")", nil
	}
	if from != backend.LevelTensor {
		return "", fmt.Errorf("the %s target partitions linalg on tensors, not the %s level", t.name, from)
	}
	return "builtin.module(" + partition + ")", nil
}

// CheckInput implements backend.Target: the host's (cpu's) rules.
func (t *Target) CheckInput(a *npy.Array, typ ir.Type) error { return cpu.CheckInput(a, typ) }

// Compile implements backend.Target: the backend compiles the segments
// now; the host code is lowered to loops here and compiled by the cpu
// target when the executable runs, linked with the segments.
func (t *Target) Compile(module *ir.Operation, opts backend.Options) (backend.Executable, error) {
	if opts.CheckLeaks {
		// The segments' results are allocated by the backend's code, which
		// the leak check's allocation functions do not see.
		return nil, fmt.Errorf("the leak check does not run with a backend plug-in (%s): its buffers are its own", t.name)
	}
	art, cleanup, err := compiler.CompileSegments(context.Background(), module, t.backend)
	if err == nil {
		// The host code, from the level it was partitioned at, to loops.
		text := compiler.PipelineText(compiler.PartitionLevel(t.backend.Capabilities().Level), backend.LevelLoops)
		if pm, perr := pipelines.Registry().ParsePipeline(text); perr != nil {
			err = perr
		} else {
			err = pm.Run(module)
		}
	}
	if err != nil {
		if cleanup != nil {
			cleanup()
		}
		return nil, err
	}
	var o cpu.Options
	if art != nil {
		o.LinkInputs = []string{art.Path}
		if art.Kind == plugin.KindSharedLibrary {
			// Loaded from where the backend wrote it, for as long as the
			// executable runs.
			o.LinkInputs = append(o.LinkInputs, "-Wl,-rpath,"+filepath.Dir(art.Path))
		}
		o.LinkInputs = append(o.LinkInputs, art.Link...)
	}
	return &executable{Executable: cpu.NewExecutable(module, o), cleanup: cleanup}, nil
}

// executable is the cpu target's, and removes the backend's artifact once
// it has run.
type executable struct {
	backend.Executable
	cleanup func()
}

func (e *executable) Run(entry string, inputs []*npy.Array) ([]*npy.Array, error) {
	defer func() {
		if e.cleanup != nil {
			e.cleanup()
			e.cleanup = nil
		}
	}()
	return e.Executable.Run(entry, inputs)
}

// StepTimes, LeakSummary and BenchReport are the cpu executable's reports.
func (e *executable) StepTimes() (compile, run time.Duration) {
	if s, ok := e.Executable.(interface {
		StepTimes() (time.Duration, time.Duration)
	}); ok {
		return s.StepTimes()
	}
	return 0, 0
}

func (e *executable) LeakSummary() string {
	if s, ok := e.Executable.(interface{ LeakSummary() string }); ok {
		return s.LeakSummary()
	}
	return ""
}

func (e *executable) BenchReport() string {
	if s, ok := e.Executable.(interface{ BenchReport() string }); ok {
		return s.BenchReport()
	}
	return ""
}
