package compiler

import (
	"context"
	"errors"
	"fmt"
	"github.com/strata-compiler/strata/backend"
	"path/filepath"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// CheckModelLibrary runs dir/libmodule.so, a library strata-compile built
// from the model of test/models at modelDir (for any target whose library
// runs on this CPU: cpu, or a backend plug-in's), on the model's recorded
// arguments, and compares its results with PyTorch's within rtol and atol.
func CheckModelLibrary(ctx context.Context, modelDir, dir string, tc cpu.Toolchain, rtol, atol float64) error {
	mod, err := LoadModelAtLoops(modelDir)
	if err != nil {
		return err
	}
	sig, err := cpu.EntrySignature(mod.Loops, "main")
	if err != nil {
		return err
	}
	res, err := cpu.OpenProgram(dir, "main", sig, tc).Run(ctx, mod.Args)
	if err != nil {
		return err
	}
	if len(res.Arrays) != len(mod.Want) {
		return fmt.Errorf("%d results, PyTorch recorded %d", len(res.Arrays), len(mod.Want))
	}
	var errs []error
	for i := range mod.Want {
		if err := modelzoo.Compare(res.Arrays[i], mod.Want[i], rtol, atol); err != nil {
			errs = append(errs, fmt.Errorf("result %d: %w", i, err))
		}
	}
	return errors.Join(errs...)
}

// ModelAtLoops is a model of test/models read and lowered for a run.
type ModelAtLoops struct {
	Model *modelzoo.Model
	// Args are its arguments, Want PyTorch's outputs on them.
	Args, Want []*npy.Array
	// Loops is the model lowered to loops on buffers (every pass verified).
	Loops *ir.Operation
}

// LoadModelAtLoops reads the model at modelDir and lowers it to loops on
// buffers, as the cpu target takes it.
func LoadModelAtLoops(modelDir string) (*ModelAtLoops, error) {
	m, err := modelzoo.Load(modelDir)
	if err != nil {
		return nil, err
	}
	args, err := m.Arguments()
	if err != nil {
		return nil, err
	}
	want, err := m.Outputs()
	if err != nil {
		return nil, err
	}
	ictx := ir.NewContext()
	all.Register(ictx)
	top, err := parser.ParseSource(ictx, filepath.Join(modelDir, "model.mlir"), m.MLIR, parser.Options{})
	if err != nil {
		return nil, err
	}
	pm, err := pipelines.Registry().ParsePipeline(PipelineText(Level(top), backend.LevelLoops))
	if err != nil {
		return nil, err
	}
	pm.VerifyEach = true
	if err := pm.Run(top); err != nil {
		return nil, err
	}
	return &ModelAtLoops{Model: m, Args: args, Want: want, Loops: top}, nil
}
