package cpu

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// Toolchain names the external programs the cpu target runs.
type Toolchain struct {
	// LLC compiles LLVM IR to an object file (llc-22, or LLVM 14's llc).
	LLC string
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
