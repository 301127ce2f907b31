// Command prepare compiles test models for the CPU run-time benchmark: for
// each model it writes, under -dir, the shared library, the generated C
// harness (built and run once here to check the results) and the argument
// files, so that another machine with the same path layout can time
// `harness` (bench/models/runtime.sh, scripts/device/eager_time.py).
//
//	go run ./bench/models/prepare -dir .device-bin/rt mlp resnet18
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

func main() {
	dir := flag.String("dir", ".device-bin/rt", "output folder (absolute paths are baked into the harness)")
	flag.Parse()
	for _, name := range flag.Args() {
		if err := prepare(*dir, name); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			os.Exit(1)
		}
	}
}

func prepare(dir, name string) error {
	m, err := modelzoo.Load(filepath.Join("test/models", name))
	if err != nil {
		return err
	}
	args, err := m.Arguments()
	if err != nil {
		return err
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	top, err := parser.ParseSource(ctx, name, m.MLIR, parser.Options{})
	if err != nil {
		return err
	}
	pm, err := pipelines.Registry().ParsePipeline(compiler.PipelineText(compiler.Level(top), 2))
	if err != nil {
		return err
	}
	if err := pm.Run(top); err != nil {
		return err
	}
	out, err := filepath.Abs(filepath.Join(dir, name))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	tc, err := cpu.FindToolchain()
	if err != nil {
		return err
	}
	prog, err := cpu.Compile(context.Background(), top, "main", out, tc)
	if err != nil {
		return err
	}
	if _, err := prog.Run(context.Background(), args); err != nil {
		return err
	}
	fmt.Printf("%s: %s\n", name, out)
	return nil
}
