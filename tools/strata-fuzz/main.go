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
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/gcpolicy"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/interp/diffcheck"
	"github.com/strata-compiler/strata/interp/fuzz"
)

func main() {
	gcpolicy.Apply()
	os.Exit(output.Finish("strata-fuzz", run(os.Args[1:], os.Stdout, os.Stderr), nil, os.Stderr))
}

// run executes one invocation and returns the exit code: 0 when no
// miscompile was found, 1 when one was (or on an error).
func run(args []string, stdout, stderr io.Writer) int {
	o := fuzz.Options{Check: diffcheck.DefaultConfig}
	var outDir, outFile, programsDir string
	var quiet, verbose bool
	code := 0
	out := output.Check(stdout)
	cmd := &cobra.Command{
		Use:   "strata-fuzz [flags]",
		Short: "Fuzz a pass pipeline with random programs under the differential check",
		Long: `strata-fuzz generates random well-typed programs (arith, math, scf, tensor and linalg ops
on static and dynamic shapes), runs each through --pipeline under the differential check,
and reduces every miscompile it finds to a lit test: printed (or written to -o), or one
file per finding under --out-dir (--programs-dir also keeps every program, found or not,
for other tools: strata-compile --target=cuda and ptxas, say). It logs skipped programs and findings on stderr (-q:
not), every program with -v, shows its progress on a terminal, and ends with a summary
line. The exit code is 1 when it found a miscompile.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if err := checkFlags(o, c.Flags().Changed, outDir); err != nil {
				return err
			}
			if !quiet {
				o.Log = stderr
			}
			if programsDir != "" {
				if err := writePrograms(programsDir, o); err != nil {
					return err
				}
			}
			found, st, err := fuzzAll(o, verbose, stderr)
			if err != nil {
				return err
			}
			var text strings.Builder
			for _, f := range found {
				lit := fuzz.LitTest(f, o.Pipeline, o.Check)
				if outDir == "" {
					text.WriteString(lit + "\n")
					continue
				}
				if err := os.MkdirAll(outDir, 0o755); err != nil {
					return err
				}
				path := filepath.Join(outDir, fmt.Sprintf("fuzz-%d.mlir", f.Seed))
				if err := output.WriteFile(path, []byte(lit), 0o666); err != nil {
					return err
				}
				fmt.Fprintf(stderr, "wrote %s\n", path)
			}
			if outDir == "" && (len(found) > 0 || outFile != "-") {
				if err := output.WriteTo(outFile, out, func(w io.Writer) error {
					_, err := io.WriteString(w, text.String())
					return err
				}); err != nil {
					return err
				}
			}
			fmt.Fprintf(stderr, "strata-fuzz: %d programs, %d checked, %d skipped, %d miscompiles\n", st.Programs, st.Checked, st.Skipped, len(found))
			if len(found) > 0 {
				code = 1
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.SortFlags = false
	f.StringVar(&o.Pipeline, "pipeline", fuzz.DefaultPipeline, "the pass pipeline to check")
	f.Int64Var(&o.Seed, "seed", 1, "seed of the first program (program i uses seed+i)")
	f.IntVar(&o.Programs, "programs", 100, "number of programs")
	f.IntVar(&o.Size, "size", 12, "statements per program")
	f.IntVar(&o.StopAfter, "stop-after", 0, "stop after this many miscompiles (0: never)")
	f.Int64Var(&o.Check.Seed, "input-seed", diffcheck.DefaultConfig.Seed, "seed of the random inputs")
	f.Float64Var(&o.Check.RTol, "rtol", diffcheck.DefaultConfig.RTol, "relative float tolerance")
	f.Float64Var(&o.Check.ATol, "atol", diffcheck.DefaultConfig.ATol, "absolute float tolerance")
	f.Int64Var(&o.Check.Dim, "dim", diffcheck.DefaultConfig.Dim, "size of dynamic dimensions")
	f.StringVarP(&outFile, "output", "o", "-", "write the findings' lit tests to this file (\"-\" is standard output)")
	f.StringVar(&outDir, "out-dir", "", "write each finding as a lit test of its own here")
	f.StringVar(&programsDir, "programs-dir", "", "also write every generated program here (seed-N.mlir), for other tools to compile")
	f.BoolVarP(&quiet, "quiet", "q", false, "no log of skipped programs and findings")
	f.BoolVarP(&verbose, "verbose", "v", false, "log every program")
	driver.SetupCommand(cmd, "strata-fuzz", &verbose)
	cmd.SetArgs(driver.NormalizeArgs(args))
	cmd.SetOut(out)
	cmd.SetErr(stderr)
	return driver.Execute(cmd, "strata-fuzz", out, stderr, &code)
}

// writePrograms writes the text of each program o would check into dir,
// as seed-N.mlir.
func writePrograms(dir string, o fuzz.Options) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i := 0; i < o.Programs; i++ {
		seed := o.Seed + int64(i)
		path := filepath.Join(dir, fmt.Sprintf("seed-%d.mlir", seed))
		if err := output.WriteFile(path, []byte(fuzz.Program(seed, o.Size)), 0o666); err != nil {
			return err
		}
	}
	return nil
}

// checkFlags rejects values fuzz.Run would replace or ignore (a size of
// 0 became 12, negative counts ran nothing) and -o with --out-dir.
func checkFlags(o fuzz.Options, set func(string) bool, outDir string) error {
	switch {
	case o.Programs < 0:
		return fmt.Errorf("for the --programs option: must not be negative")
	case o.Size <= 0:
		return fmt.Errorf("for the --size option: must be positive")
	case o.StopAfter < 0:
		return fmt.Errorf("for the --stop-after option: must not be negative")
	case o.Check.RTol < 0 || o.Check.ATol < 0:
		return fmt.Errorf("the float tolerances (--rtol, --atol) must not be negative")
	case o.Check.Dim < 0:
		return fmt.Errorf("for the --dim option: must not be negative")
	case outDir != "" && set("output"):
		return fmt.Errorf("-o and --out-dir exclude each other")
	}
	return nil
}

// fuzzAll runs fuzz.Run one program at a time (program i still uses seed
// Seed+i), so that a terminal shows the progress and -v logs each program.
func fuzzAll(o fuzz.Options, verbose bool, stderr io.Writer) ([]*fuzz.Finding, fuzz.Stats, error) {
	progress := output.NewProgress(stderr)
	defer progress.Done()
	var found []*fuzz.Finding
	var st fuzz.Stats
	one := o
	one.Programs = 1
	for i := 0; i < o.Programs; i++ {
		progress.Update("strata-fuzz: program %d of %d, %d miscompiles", i+1, o.Programs, len(found))
		one.Seed = o.Seed + int64(i)
		if o.StopAfter > 0 {
			one.StopAfter = o.StopAfter - len(found)
		}
		t := time.Now()
		f, s, err := fuzz.Run(one)
		if err != nil {
			return nil, st, err
		}
		if verbose {
			what := "checked"
			switch {
			case len(f) > 0:
				what = "miscompiled"
			case s.Skipped > 0:
				what = "skipped"
			}
			fmt.Fprintf(stderr, "seed %d: %s in %s\n", one.Seed, what, time.Since(t).Round(time.Millisecond))
		}
		found = append(found, f...)
		st.Programs += s.Programs
		st.Checked += s.Checked
		st.Skipped += s.Skipped
		if o.StopAfter > 0 && len(found) >= o.StopAfter {
			break
		}
	}
	return found, st, nil
}
