package toolmain

import (
	"fmt"
	"io"

	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/ir"
)

// printError prints err on stderr: a diagnostic with its location and
// source line (from sm), any other error as "tool: error: ...".
func printError(tool string, sm *ir.SourceMgr, stderr io.Writer, err error) {
	if d, ok := err.(*ir.Diagnostic); ok {
		fmt.Fprintln(stderr, ir.FormatDiagnostic(d, sm))
	} else {
		fmt.Fprintln(stderr, driver.ToolError(tool, err))
	}
}

// writeOutput writes text to stdout when name is "-" (a failed write is
// reported by the command, which checks stdout), else whole to path, and
// returns the exit code.
func writeOutput(tool, text, name, path string, stdout, stderr io.Writer) int {
	if name == "-" {
		io.WriteString(stdout, text)
		return 0
	}
	if err := output.WriteFile(path, []byte(text), 0o666); err != nil {
		fmt.Fprintf(stderr, "%s: error: cannot write output: %v\n", tool, err)
		return 1
	}
	return 0
}
