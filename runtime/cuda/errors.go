package cuda

import (
	"fmt"
	"strings"
)

// CUresult codes callers commonly test for (Error.Code).
const (
	ErrorInvalidValue          = 1
	ErrorOutOfMemory           = 2
	ErrorNotInitialized        = 3
	ErrorNoDevice              = 100
	ErrorInvalidDevice         = 101
	ErrorInvalidImage          = 200
	ErrorInvalidContext        = 201
	ErrorNoBinaryForGPU        = 209
	ErrorInvalidPTX            = 218
	ErrorUnsupportedPTXVersion = 222
	ErrorNotFound              = 500
	ErrorNotReady              = 600
	ErrorIllegalAddress        = 700
	ErrorLaunchOutOfResources  = 701
	ErrorLaunchTimeout         = 702
	ErrorLaunchFailed          = 719
)

// Error is a driver call that did not return CUDA_SUCCESS.
//
// Callers add their own context by wrapping it
// (fmt.Errorf("kernel %s: %w", name, err)); errors.As finds the *Error
// through any such wrapping.
type Error struct {
	// Func is the driver entry point ("cuMemAlloc_v2").
	Func string
	// Code is the CUresult.
	Code int
	// Name and Message are what cuGetErrorName and cuGetErrorString say
	// of Code ("CUDA_ERROR_OUT_OF_MEMORY", "out of memory"); empty when
	// the driver does not know the code.
	Name, Message string
	// Detail is more text from the driver, when the call gives any: for
	// cuModuleLoadDataEx, the JIT's error log.
	Detail string
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cuda: %s: ", e.Func)
	switch {
	case e.Name != "" && e.Message != "":
		fmt.Fprintf(&b, "%s (%d): %s", e.Name, e.Code, e.Message)
	case e.Name != "":
		fmt.Fprintf(&b, "%s (%d)", e.Name, e.Code)
	default:
		fmt.Fprintf(&b, "CUresult %d", e.Code)
	}
	if d := strings.TrimSpace(e.Detail); d != "" {
		b.WriteString("\n")
		b.WriteString(d)
	}
	return b.String()
}

// Is reports whether target is an *Error with e's Code and, when target
// names one, e's Func: errors.Is(err, &cuda.Error{Code:
// cuda.ErrorOutOfMemory}) tests for any out-of-memory failure.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	if !ok {
		return false
	}
	return t.Code == e.Code && (t.Func == "" || t.Func == e.Func)
}

// LaunchError is a launch refused before it reached the driver: a grid,
// block, shared memory size or argument list that the device or the
// kernel cannot take.
type LaunchError struct {
	// Kernel is the function's name.
	Kernel string
	// Reason says what is wrong.
	Reason string
}

func (e *LaunchError) Error() string {
	return fmt.Sprintf("cuda: launch of kernel %s: %s", e.Kernel, e.Reason)
}
