package toolmain

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/output"
	emitllvm "github.com/strata-compiler/strata/emit/llvm"
	emitptx "github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/internal/source"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// translateOptions are strata-translate's flags.
type translateOptions struct {
	toLLVMIR          bool
	toPTX             bool
	ptx               emitptx.Options
	output            string
	allowUnregistered bool
	verbose           bool
}

// Translate is strata-translate, as mlir-translate: it reads MLIR (a
// file, or standard input when the file is "-" or absent) and writes
// what the selected translation makes of it (--mlir-to-llvmir: LLVM IR
// text; --mlir-to-ptx: the PTX of the GPU modules). Diagnostics go to
// stderr as file:line:col: error: ...; it returns 1 on any error, and
// writes no output file then.
func Translate(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var o translateOptions
	code := 0
	// Every write to standard output is checked (a full disk is an error).
	out := output.Check(stdout)
	cmd := &cobra.Command{
		Use:   "strata-translate [options] [input file]",
		Short: "Translate MLIR to other representations",
		Long: `strata-translate reads MLIR (a file, or standard input when the file is "-" or absent)
and translates it as the selected translation says: --mlir-to-llvmir writes LLVM IR,
--mlir-to-ptx the PTX of the GPU modules. The output (-o, default standard output) is
written only when the translation succeeds.`,
		Args: driver.MaxArgs("strata-translate", 1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			input := "-"
			if len(pos) == 1 {
				input = pos[0]
			}
			if err := checkOptions(o, cmd.Flags().Changed); err != nil {
				fmt.Fprintln(stderr, driver.ToolError("strata-translate", err))
				code = 1
				return nil
			}
			code = translate(o, input, driver.ResolvePath(cmd, input), driver.ResolvePath(cmd, o.output), stdin, out, stderr)
			return nil
		},
	}
	cmd.SetArgs(driver.NormalizeArgs(args))
	cmd.SetOut(out)
	cmd.SetErr(stderr)
	cmd.SetContext(ctx)
	f := cmd.Flags()
	f.BoolVar(&o.toLLVMIR, "mlir-to-llvmir", false, "Translate MLIR to LLVMIR")
	f.BoolVar(&o.toPTX, "mlir-to-ptx", false, "Translate a GPU module (llvm and nvvm dialects) to PTX")
	f.StringVar(&o.ptx.Chip, "chip", "sm_90", "PTX target architecture (with --mlir-to-ptx)")
	f.StringVar(&o.ptx.PTXVersion, "ptx-version", "7.8", "PTX ISA version (with --mlir-to-ptx)")
	f.BoolVar(&o.ptx.LineInfo, "ptx-line-info", false, "Write .file/.loc line info (with --mlir-to-ptx)")
	f.StringVarP(&o.output, "output", "o", "-", "Output filename")
	f.BoolVar(&o.allowUnregistered, "allow-unregistered-dialect", false, "Allow operation with no registered dialects")
	driver.SetupCommand(cmd, "strata-translate", &o.verbose)
	return driver.Execute(cmd, "strata-translate", out, stderr, &code)
}

// chipRE and ptxVersionRE are the forms --chip and --ptx-version take.
var (
	chipRE       = regexp.MustCompile(`^sm_[0-9]+[a-z]?$`)
	ptxVersionRE = regexp.MustCompile(`^[0-9]+\.[0-9]+$`)
)

// checkOptions rejects a command line whose flags would be ignored or
// written into the output unchecked.
func checkOptions(o translateOptions, set func(string) bool) error {
	switch {
	case !o.toLLVMIR && !o.toPTX:
		return fmt.Errorf("no translation selected (use --mlir-to-llvmir or --mlir-to-ptx)")
	case o.toLLVMIR && o.toPTX:
		return fmt.Errorf("--mlir-to-llvmir and --mlir-to-ptx exclude each other: select one translation")
	}
	for _, name := range []string{"chip", "ptx-version", "ptx-line-info"} {
		if set(name) && !o.toPTX {
			return fmt.Errorf("--%s applies to --mlir-to-ptx only", name)
		}
	}
	if !chipRE.MatchString(o.ptx.Chip) {
		return fmt.Errorf("for the --chip option: '%s' is not a PTX target (sm_80, sm_90, sm_90a, ...)", o.ptx.Chip)
	}
	if !ptxVersionRE.MatchString(o.ptx.PTXVersion) {
		return fmt.Errorf("for the --ptx-version option: '%s' is not a PTX ISA version (7.8, 8.0, ...)", o.ptx.PTXVersion)
	}
	return nil
}

func translate(o translateOptions, input, inputPath, outputPath string, stdin io.Reader, stdout, stderr io.Writer) int {
	name, src, err := source.ReadInput(input, inputPath, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "strata-translate: could not open input file '%s': %v\n", input, err)
		return 1
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	ctx.AllowUnregistered = o.allowUnregistered
	sm := ir.NewSourceMgr()
	sm.AddFile(name, string(src))
	report := func(err error) int {
		printError("strata-translate", sm, stderr, err)
		if o.toLLVMIR && strings.Contains(err.Error(), "missing `LLVMTranslationDialectInterface`") {
			// As mlir-translate, the translation takes the llvm dialect
			// only; say which tool lowers the other levels.
			fmt.Fprintln(stderr, "strata-translate: note: the module is not in the llvm dialect; lower it first: strata-compile --emit=llvm-ir takes a module at any level (torch, linalg, loops) to LLVM IR, strata-opt --strata-lower-to-llvm takes loops to the llvm dialect")
		}
		return 1
	}
	module, err := parser.ParseSource(ctx, name, string(src), parser.Options{AllowUnregistered: o.allowUnregistered})
	if err != nil {
		return report(err)
	}
	if err := ir.Verify(module); err != nil {
		return report(err)
	}
	var text string
	if o.toPTX {
		for _, c := range emitptx.Containers(module) {
			t, err := emitptx.Emit(c, o.ptx)
			if err != nil {
				return report(err)
			}
			text += t
		}
	} else if text, err = emitllvm.TranslateToString(module); err != nil {
		return report(err)
	}
	if o.verbose {
		fmt.Fprintf(stderr, "strata-translate: %s: translated to %d bytes of %s\n", name, len(text), map[bool]string{true: "PTX", false: "LLVM IR"}[o.toPTX])
	}
	return writeOutput("strata-translate", text, o.output, outputPath, stdout, stderr)
}
