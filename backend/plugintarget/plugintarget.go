// Package plugintarget runs modules through a backend plug-in (strata-run
// --target=NAME, docs/plugins.md): strata-partition splits the module on
// linalg tensors between the backend and the host, the backend compiles
// its segments, and the host code, lowered to loops and compiled by the
// cpu target, calls them from one library linked with the backend's
// artifact.
package plugintarget

import (
	"context"
	"fmt"
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

// Pipeline implements backend.Target: the module is partitioned on linalg
// tensors.
func (t *Target) Pipeline(from backend.Level) (string, error) {
	if from != backend.LevelTensor {
		return "", fmt.Errorf("the %s target partitions linalg on tensors, not the %s level", t.name, from)
	}
	return "builtin.module(" + fmt.Sprintf("strata-partition{target=%s}", t.name) + ")", nil
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
	if err != nil {
		if cleanup != nil {
			cleanup()
		}
		return nil, err
	}
	pm, err := pipelines.Registry().ParsePipeline("builtin.module(" + compiler.Stages[2].Passes + ")")
	if err == nil {
		err = pm.Run(module)
	}
	if err != nil {
		if cleanup != nil {
			cleanup()
		}
		return nil, err
	}
	var o cpu.Options
	if art != nil {
		if art.Kind != plugin.KindObject {
			cleanup()
			return nil, fmt.Errorf("the %s backend returned a %s; the host links objects", t.name, art.Kind)
		}
		o.LinkInputs = append([]string{art.Path}, art.Link...)
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
