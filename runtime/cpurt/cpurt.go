// Package cpurt holds the C source of Strata's CPU runtime: the thread
// pool that runs parallel kernels (lowering/cpukernels), the matmul
// micro-kernel, and the kernel profile. Every shared library the cpu
// target builds links it in. It is compiled with cc -pthread (its pool of
// POSIX threads, which spin briefly between kernels before they sleep),
// or, where that fails, serial: every kernel on the calling thread.
// $STRATA_NUM_THREADS sets the number of threads (default:
// $OMP_NUM_THREADS, else one per core the process may run on).
package cpurt

import _ "embed"

// Source is csrc/strata_cpu_runtime.c (in a folder of its own: the go
// command refuses C files in a package built without cgo).
//
//go:embed csrc/strata_cpu_runtime.c
var Source string

// FileName is the name the compiler writes Source under.
const FileName = "strata_cpu_runtime.c"

// EnvThreads names the variable that sets the number of threads.
const EnvThreads = "STRATA_NUM_THREADS"

// EnvProfile names the variable that makes the runtime time every
// parallel kernel and matmul and write, at exit, one line per kernel to
// the file it names: the kernel's offset in its library, calls, seconds
// (bench/cpu/profile.py names them).
const EnvProfile = "STRATA_PROFILE"
