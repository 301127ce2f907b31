// Package all is the one list of the built-in targets. A new target adds
// one line to Targets.
package all

import (
	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/backend/cuda"
	"github.com/strata-compiler/strata/backend/interpret"
)

// Targets returns every built-in target.
func Targets() []backend.Target {
	return []backend.Target{
		interpret.New(),
		cpu.NewTarget(),
		cuda.NewTarget(),
	}
}

// Registry returns a registry of the built-in targets.
func Registry() *backend.Registry { return backend.NewRegistry(Targets()...) }
