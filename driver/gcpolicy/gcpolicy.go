// Package gcpolicy sets the garbage collector's pace for Strata's tools.
//
// A tool's run is short and its heap small: the IR of one module, the
// interpreter's values. Go's default pace (GOGC=100) collects every time the
// heap doubles, and in the interpreter, which allocates a frame per GPU
// thread and per call, that was a third of the CPU (a SIMT differential
// check of test/lit/Conversion/LinalgToGPU: 17.0 s of CPU at GOGC=100,
// 12.1 s at 400). So the tools collect when the heap has grown five-fold,
// with a soft memory limit that makes the collector work harder as the heap
// nears it, so that a large module does not pay five times its live heap.
// The environment's GOGC and GOMEMLIMIT, when set, win.
package gcpolicy

import (
	"os"
	"runtime/debug"
)

const (
	// percent is GOGC's value for the tools.
	percent = 400
	// softLimit is GOMEMLIMIT's: the heap the collector tries to stay under.
	softLimit = 3 << 30
)

// Apply sets the tools' pace unless the environment sets its own.
func Apply() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(percent)
	}
	if _, set := os.LookupEnv("GOMEMLIMIT"); !set {
		debug.SetMemoryLimit(softLimit)
	}
}
