package compiler

import (
	"context"
	"os"
	"path/filepath"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/internal/toolexec"
	"github.com/strata-compiler/strata/runtime/cudac"
)

// cudaLibraryBuild is a --target=cuda library's build folder with its
// external programs under way: Strata's CUDA runtime compiling (or taken
// from the cache) and the compiler of the host code started, waiting for
// the IR. A cold compile starts it before the passes, which use one core,
// so that neither program's start is paid after them: the runtime's cc
// and llc were half of vit's --emit=so, and llvmlite standing in for llc
// takes a quarter of a second to import.
type cudaLibraryBuild struct {
	dir     string
	ctx     context.Context
	cleanup func()
	tc      cpu.Toolchain
	host    *cpu.PendingCodegen
	runtime *cpu.RuntimeBuild
}

// startCUDALibrary starts a build; stop ends it, finished or not.
func startCUDALibrary(ctx context.Context, cache *cpu.Cache) (*cudaLibraryBuild, error) {
	tc, err := cpu.FindToolchain()
	if err != nil {
		return nil, err
	}
	// Removed by stop, and on an interrupt (which kills the tools first).
	dir, ctx, cleanup, err := output.TempDir(ctx, "strata-compile-")
	if err != nil {
		return nil, err
	}
	return &cudaLibraryBuild{dir: dir, ctx: ctx, cleanup: cleanup, tc: tc,
		runtime: cpu.StartCompileC(ctx, dir, tc, cache, cudac.FileName, cudac.Source, "-O2", "-fPIC"),
		host:    tc.StartCodegenHost(ctx, dir, "module.o"),
	}, nil
}

// finish compiles the host code (LLVM IR text from gpu-to-llvm) and links
// it with the runtime into a shared library, whose bytes it returns. The
// library opens libcuda.so.1 with dlopen at the first call: it has no
// link-time dependency on CUDA.
func (b *cudaLibraryBuild) finish(ll string) (string, error) {
	hostErr := b.host.Finish(ll)
	runtimeObject, _, runtimeErr := b.runtime.Wait()
	if hostErr != nil {
		return "", hostErr
	}
	if runtimeErr != nil {
		return "", runtimeErr
	}
	if _, _, err := toolexec.Run(b.ctx, b.dir, b.tc.CC, "-shared", "-Wl,-Bsymbolic", "-o", "libmodule.so", "module.o", runtimeObject,
		"-ldl", "-lpthread", "-lm"); err != nil {
		return "", err
	}
	lib, err := os.ReadFile(filepath.Join(b.dir, "libmodule.so"))
	return string(lib), err
}

// stop kills what still runs, waits for it, and removes the folder.
func (b *cudaLibraryBuild) stop() {
	b.host.Stop()
	b.runtime.Stop()
	b.cleanup()
}
