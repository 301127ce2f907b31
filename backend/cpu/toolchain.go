package cpu

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/strata-compiler/strata/internal/toolexec"
)

// Toolchain names the external programs the cpu target runs.
type Toolchain struct {
	// LLC compiles LLVM IR to an object file (llc-22, or an llc of LLVM 18 or later).
	LLC string
	// Opt runs LLVM's -O3 pipeline (loop vectorization, unrolling, LICM)
	// on the IR before llc, which only generates code; it is the opt of
	// llc's release ("" when there is none: llc alone).
	Opt string
	// Clang, when set, replaces opt and llc: one process optimizes and
	// compiles a module (clang of llc's release, beside it). It is not used
	// when $STRATA_LLC or $STRATA_OPT choose the tools.
	Clang string
	// CC compiles the C harness and links the shared object (the system cc).
	CC string
	// Triple is the target triple opt and llc compile for: llc's default
	// target (the host), or $STRATA_TRIPLE. opt needs it spelled out:
	// without one it has no cost model for the target and its loop
	// vectorizer barely vectorizes (1024^3 matmul: 115 ms with the
	// triple, 530 ms without).
	Triple string
	// CPU is the -mcpu of opt and llc: "native" (the machine compiling,
	// which is the machine running for strata-run and the tests) unless
	// $STRATA_CPU names another (x86-64-v3 for code that runs elsewhere).
	CPU string
}

// llcCandidates are tried in order: LLVM 22, then whatever llc PATH
// has, if its release is at least minLLVMMajor.
var llcCandidates = []string{"llc-22", "/usr/lib/llvm-22/bin/llc", "llc"}

// minLLVMMajor is the oldest LLVM whose llc selects every intrinsic the
// lowering emits (LLVM 14, Debian 12's default, cannot select
// llvm.maximum on x86 and lacks llvm.tanh).
const minLLVMMajor = 18

// Environment variables that override each external program (and the
// target flags), one per program: none stands for another.
const (
	// EnvLLC is llc.
	EnvLLC = "STRATA_LLC"
	// EnvOpt is opt; set and empty, no opt runs (llc alone).
	EnvOpt = "STRATA_OPT"
	// EnvCC is the C compiler and linker.
	EnvCC = "STRATA_CC"
	// EnvClang is the clang that optimizes and compiles LLVM IR in one
	// process; set and empty, opt and llc do.
	EnvClang = "STRATA_CLANG"
	// EnvTriple and EnvCPU are opt's and llc's -mtriple and -mcpu.
	EnvTriple = "STRATA_TRIPLE"
	EnvCPU    = "STRATA_CPU"
)

// FindToolchain looks the programs up: each from its own variable
// ($STRATA_LLC, $STRATA_OPT, $STRATA_CC), else on PATH. opt is the one
// beside llc (llc-22 -> opt-22, /usr/lib/llvm-19/bin/llc -> .../opt) when
// llc's name says which; a $STRATA_LLC that is no llc (a wrapper,
// /bin/false in a test) has no opt beside it.
func FindToolchain() (Toolchain, error) {
	var tc Toolchain
	if p := os.Getenv(EnvLLC); p != "" {
		tc.LLC = p
	} else {
		p, err := findLLC(llcCandidates)
		if err != nil {
			return tc, err
		}
		tc.LLC = p
	}
	_, llcSet := os.LookupEnv(EnvLLC)
	optPath, optSet := os.LookupEnv(EnvOpt)
	if optSet {
		tc.Opt = optPath
	} else {
		tc.Opt = toolBeside(tc.LLC, "opt")
	}
	if p, ok := os.LookupEnv(EnvClang); ok {
		tc.Clang = p
	} else if !llcSet && !optSet {
		tc.Clang = toolBeside(tc.LLC, "clang")
	}
	if p := os.Getenv(EnvCC); p != "" {
		tc.CC = p
	} else {
		for _, c := range []string{"cc", "clang-22", "gcc"} {
			if p, err := exec.LookPath(c); err == nil {
				tc.CC = p
				break
			}
		}
	}
	tc.CPU = "native"
	if p := os.Getenv(EnvCPU); p != "" {
		tc.CPU = p
	}
	if p := os.Getenv(EnvTriple); p != "" {
		tc.Triple = p
	} else if t, ok := hostTriples[runtime.GOOS+"/"+runtime.GOARCH]; ok {
		// llc's default target is the host: known without running it
		// (a process start of llc costs 50 to 100 ms a compile).
		tc.Triple = t
	} else if tc.LLC != "" {
		tc.Triple = defaultTriple(tc.LLC)
	}
	if tc.LLC == "" {
		return tc, fmt.Errorf("cpu target: no llc found (tried %s; $%s names one); run scripts/setup-test-deps.sh", strings.Join(llcCandidates, ", "), EnvLLC)
	}
	if tc.CC == "" {
		return tc, fmt.Errorf("cpu target: no C compiler found (cc, clang-22, gcc; $%s names one)", EnvCC)
	}
	return tc, nil
}

// toolBeside returns the tool of llc's release: the program named as llc
// with "llc" replaced by tool (opt, clang), in the same folder; "" when
// llc's name has no "llc" in it or there is no such program.
func toolBeside(llc, tool string) string {
	dir, base := filepath.Split(llc)
	if !strings.Contains(base, "llc") {
		return ""
	}
	p, err := exec.LookPath(dir + strings.Replace(base, "llc", tool, 1))
	if err != nil {
		return ""
	}
	return p
}

// hostTriples are LLVM's default target triples of the usual hosts, as
// Debian's LLVM spells them.
var hostTriples = map[string]string{
	"linux/amd64": "x86_64-pc-linux-gnu",
	"linux/arm64": "aarch64-unknown-linux-gnu",
}

// defaultTriple reads llc's default target triple from its --version
// ("Default target: x86_64-pc-linux-gnu"); "" when it says none.
func defaultTriple(llc string) string {
	out, err := exec.Command(llc, "--version").Output()
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(out), "\n") {
		if t, ok := strings.CutPrefix(strings.TrimSpace(line), "Default target:"); ok {
			return strings.TrimSpace(t)
		}
	}
	return ""
}

// findLLC returns the first candidate on PATH (or an absolute path that
// exists) whose release is new enough: one with "22" in its name is taken
// as LLVM 22, another is asked its --version. "" and no error when there
// is none at all (FindToolchain reports that); an error when every llc
// found is too old.
func findLLC(candidates []string) (string, error) {
	var tooOld []string
	for _, c := range candidates {
		p, err := exec.LookPath(c)
		if err != nil {
			continue
		}
		if !strings.Contains(c, "22") {
			if major := llvmMajor(p); major < minLLVMMajor {
				tooOld = append(tooOld, fmt.Sprintf("%s is LLVM %d", p, major))
				continue
			}
		}
		return p, nil
	}
	if len(tooOld) > 0 {
		return "", fmt.Errorf("cpu target: no llc of LLVM %d or later (%s); run scripts/setup-toolchain.sh, or name one in $%s", minLLVMMajor, strings.Join(tooOld, ", "), EnvLLC)
	}
	return "", nil
}

// llvmMajor reads the release of an LLVM tool from its --version
// ("LLVM version 14.0.6"); 0 when it says none.
func llvmMajor(tool string) int {
	out, err := exec.Command(tool, "--version").Output()
	if err != nil {
		return 0
	}
	_, after, ok := strings.Cut(string(out), "LLVM version ")
	if !ok {
		return 0
	}
	major := 0
	for _, c := range after {
		if c < '0' || c > '9' {
			break
		}
		major = major*10 + int(c-'0')
	}
	return major
}

// targetFlags are the -mtriple and -mcpu flags of opt and llc.
func (tc Toolchain) targetFlags() []string {
	var f []string
	if tc.Triple != "" {
		f = append(f, "-mtriple="+tc.Triple)
	}
	if tc.CPU != "" {
		f = append(f, "-mcpu="+tc.CPU)
	}
	return f
}

// run executes a tool; a failure returns its name, arguments and stderr.
func run(ctx context.Context, dir, name string, args ...string) ([]byte, error) {
	out, _, err := toolexec.Run(ctx, dir, name, args...)
	return out, err
}
