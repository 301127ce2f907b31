package cpu

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Toolchain names the external programs the cpu target runs.
type Toolchain struct {
	// LLC compiles LLVM IR to an object file (llc-22, or LLVM 14's llc).
	LLC string
	// Opt runs LLVM's -O3 pipeline (loop vectorization, unrolling, LICM)
	// on the IR before llc, which only generates code; it is the opt of
	// llc's release ("" when there is none: llc alone).
	Opt string
	// CC compiles the C harness and links the shared object (the system cc).
	CC string
}

// llcCandidates are tried in order. LLVM 22 is preferred: it compiles
// every intrinsic the lowering emits (LLVM 14 lacks tanh, minimum, ...).
var llcCandidates = []string{"llc-22", "/usr/lib/llvm-22/bin/llc", "/usr/lib/llvm-14/bin/llc", "llc"}

// FindToolchain looks the programs up: $STRATA_LLC and $STRATA_CC first,
// then the candidates on PATH.
func FindToolchain() (Toolchain, error) {
	var tc Toolchain
	if p := os.Getenv("STRATA_LLC"); p != "" {
		tc.LLC = p
	} else {
		for _, c := range llcCandidates {
			if p, err := exec.LookPath(c); err == nil {
				tc.LLC = p
				break
			}
		}
	}
	if p := os.Getenv("STRATA_OPT"); p != "" {
		tc.Opt = p
	} else if tc.LLC != "" {
		dir, base := filepath.Split(tc.LLC)
		if p, err := exec.LookPath(dir + strings.Replace(base, "llc", "opt", 1)); err == nil {
			tc.Opt = p
		}
	}
	if p := os.Getenv("STRATA_CC"); p != "" {
		tc.CC = p
	} else {
		for _, c := range []string{"cc", "clang-22", "gcc"} {
			if p, err := exec.LookPath(c); err == nil {
				tc.CC = p
				break
			}
		}
	}
	if tc.LLC == "" {
		return tc, fmt.Errorf("cpu target: no llc found (tried %s); run scripts/setup-test-deps.sh", strings.Join(llcCandidates, ", "))
	}
	if tc.CC == "" {
		return tc, fmt.Errorf("cpu target: no C compiler found (cc, clang-22, gcc)")
	}
	return tc, nil
}

// Codegen compiles the LLVM IR file in (in dir) to out: an object file,
// or assembly when asm is set. The IR goes through `opt -O3` first when
// the toolchain has opt, then `llc -O3` (position-independent code, for
// the shared library).
func (tc Toolchain) Codegen(ctx context.Context, dir, in, out string, asm bool) error {
	if tc.Opt != "" {
		if _, err := run(ctx, dir, tc.Opt, "-O3", "-o", "module.opt.bc", in); err != nil {
			return err
		}
		in = "module.opt.bc"
	}
	args := []string{"-O3", "-filetype=obj", "-relocation-model=pic", "-o", out, in}
	if asm {
		args[1] = "-filetype=asm"
	}
	_, err := run(ctx, dir, tc.LLC, args...)
	return err
}

// run executes a tool; a failure returns its name, arguments and stderr.
func run(ctx context.Context, dir, name string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	return out.Bytes(), nil
}
