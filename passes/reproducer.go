package passes

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/ir"
)

// A crash reproducer is the pipeline's input IR followed by upstream's
// external resource naming the pipeline, so that
// `strata-opt --run-reproducer FILE` (or mlir-opt) replays the failure:
//
//	{-#
//	  external_resources: {
//	    mlir_reproducer: {
//	      pipeline: "builtin.module(func.func(cse))",
//	      disable_threading: false,
//	      verify_each: true
//	    }
//	  }
//	#-}

// writeReproducer writes the reproducer of failure f and returns the
// diagnostic that says where it went.
func (pm *PassManager) writeReproducer(snapshot string, f *PassFailure) *ir.Diagnostic {
	loc := ir.Location(nil)
	where := "the pipeline"
	if f.Op != nil {
		loc = f.Op.Loc()
	}
	if f.Pass != nil && f.Op != nil {
		where = fmt.Sprintf("[`%s` on %s]", f.Pass.displayName(), opDescription(f.Op))
	}
	text := snapshot + fmt.Sprintf("\n{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: %s,\n      disable_threading: %t,\n      verify_each: %t\n    }\n  }\n#-}\n",
		strconv.Quote(pm.OpPassManager.String()), pm.Threads == 1, pm.VerifyEach)
	d := ir.NewDiagnostic(ir.SevError, loc, "Failures have been detected while processing an MLIR pass pipeline")
	if err := output.WriteFile(pm.CrashReproducer, []byte(text), 0o644); err != nil {
		d.AttachNote(loc, "Pipeline failed while executing %s: could not write a reproducer: %v", where, err)
		return d
	}
	d.AttachNote(loc, "Pipeline failed while executing %s: reproducer generated at `%s`", where, pm.CrashReproducer)
	return d
}

// Reproducer is the configuration stored in a reproducer file.
type Reproducer struct {
	Pipeline         string
	DisableThreading bool
	VerifyEach       bool
}

var (
	reproPipeline  = regexp.MustCompile(`(?s)mlir_reproducer\s*:\s*\{.*?pipeline\s*:\s*("(?:[^"\\]|\\.)*")`)
	reproThreading = regexp.MustCompile(`(?s)mlir_reproducer\s*:\s*\{.*?disable_threading\s*:\s*(true|false)`)
	reproVerify    = regexp.MustCompile(`(?s)mlir_reproducer\s*:\s*\{.*?verify_each\s*:\s*(true|false)`)
)

// ParseReproducer extracts the reproducer configuration from the text of
// an IR file (the `mlir_reproducer` external resource).
func ParseReproducer(src string) (*Reproducer, error) {
	m := reproPipeline.FindStringSubmatch(src)
	if m == nil {
		return nil, fmt.Errorf("expected a 'mlir_reproducer' external resource with a 'pipeline' entry")
	}
	pipe, err := strconv.Unquote(m[1])
	if err != nil {
		return nil, fmt.Errorf("malformed reproducer pipeline %s", m[1])
	}
	r := &Reproducer{Pipeline: pipe, VerifyEach: true}
	if m := reproThreading.FindStringSubmatch(src); m != nil {
		r.DisableThreading = m[1] == "true"
	}
	if m := reproVerify.FindStringSubmatch(src); m != nil {
		r.VerifyEach = m[1] == "true"
	}
	return r, nil
}
