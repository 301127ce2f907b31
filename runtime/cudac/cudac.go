// Package cudac holds the C source of Strata's CUDA runtime for compiled
// host code: the functions the llvm dialect from gpu-to-llvm
// (lowering/gputollvm) calls — upstream-compatible mgpu* wrappers
// (mgpuLaunchKernel, mgpuMemAlloc, mgpuMemFree, mgpuMemcpy, mgpuMemset32,
// mgpuStreamSynchronize, ...) and Strata's strataLoadKernel,
// strataGlobalToDevice, strataEntryBegin/End — and the library's public
// helpers strata_cuda_free, strata_cuda_set_stream and
// strata_cuda_last_error. strata-compile --target=cuda --emit=so compiles
// it with cc and links it into the model's shared library. The driver is
// opened with dlopen at the first call: no CUDA header or library is needed
// to build it (docs/gpu.md, "A shared library for the GPU").
package cudac

import _ "embed"

// Source is csrc/strata_cuda_runtime.c (in a folder of its own: the go
// command refuses C files in a package built without cgo).
//
//go:embed csrc/strata_cuda_runtime.c
var Source string

// FileName is the name the compiler writes Source under.
const FileName = "strata_cuda_runtime.c"
