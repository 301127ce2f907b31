// Command strata-fuzz generates random well-typed programs (arith, math,
// scf, tensor and linalg ops on static and dynamic shapes), runs each
// through a pass pipeline under the differential check, and writes every
// miscompile it finds, reduced, as a lit test.
//
//	strata-fuzz --programs 5000 --out-dir /tmp/found
//	strata-fuzz --pipeline 'builtin.module(canonicalize,cse)' --seed 100
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/interp/diffcheck"
	"github.com/strata-compiler/strata/interp/fuzz"
)

func main() {
	o := fuzz.Options{Check: diffcheck.DefaultConfig}
	var outDir string
	var quiet bool
	cmd := &cobra.Command{
		Use:           "strata-fuzz [flags]",
		Short:         "Fuzz a pass pipeline with random programs under the differential check",
		Args:          cobra.NoArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(c *cobra.Command, _ []string) error {
			if !quiet {
				o.Log = os.Stderr
			}
			found, st, err := fuzz.Run(o)
			if err != nil {
				return err
			}
			for _, f := range found {
				text := fuzz.LitTest(f, o.Pipeline, o.Check)
				if outDir == "" {
					fmt.Println(text)
					continue
				}
				if err := os.MkdirAll(outDir, 0o755); err != nil {
					return err
				}
				path := filepath.Join(outDir, fmt.Sprintf("fuzz-%d.mlir", f.Seed))
				if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
					return err
				}
				fmt.Fprintf(os.Stderr, "wrote %s\n", path)
			}
			fmt.Fprintf(os.Stderr, "%d programs, %d checked, %d skipped, %d miscompiles\n", st.Programs, st.Checked, st.Skipped, len(found))
			if len(found) > 0 {
				os.Exit(1)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Pipeline, "pipeline", fuzz.DefaultPipeline, "the pass pipeline to check")
	f.Int64Var(&o.Seed, "seed", 1, "seed of the first program (program i uses seed+i)")
	f.IntVar(&o.Programs, "programs", 100, "number of programs")
	f.IntVar(&o.Size, "size", 12, "statements per program")
	f.IntVar(&o.StopAfter, "stop-after", 0, "stop after this many miscompiles (0: never)")
	f.Int64Var(&o.Check.Seed, "input-seed", diffcheck.DefaultConfig.Seed, "seed of the random inputs")
	f.Float64Var(&o.Check.RTol, "rtol", diffcheck.DefaultConfig.RTol, "relative float tolerance")
	f.Float64Var(&o.Check.ATol, "atol", diffcheck.DefaultConfig.ATol, "absolute float tolerance")
	f.Int64Var(&o.Check.Dim, "dim", diffcheck.DefaultConfig.Dim, "size of dynamic dimensions")
	f.StringVar(&outDir, "out-dir", "", "write each finding as a lit test here (default: print)")
	f.BoolVarP(&quiet, "quiet", "q", false, "no per-program log")
	if err := cmd.Execute(); err != nil {
		fmt.Fprintf(os.Stderr, "strata-fuzz: %v\n", err)
		os.Exit(1)
	}
}
