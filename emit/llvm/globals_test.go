package llvm_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// globalsSource declares a global of every linkage without an initializer
// (and a few with other attributes): LLVM requires an initializer of all
// but external and extern_weak globals, so the translation gives them
// undef, as upstream's does. `@d2 = internal global i32` was written
// before, which LLVM rejects (issue 14).
const globalsSource = `
llvm.mlir.global internal @d2() : i32
llvm.mlir.global private @p() : f32
llvm.mlir.global weak @w() : i64
llvm.mlir.global weak_odr @wo() : i64
llvm.mlir.global linkonce @lo() : i8
llvm.mlir.global linkonce_odr @loo() : i8
llvm.mlir.global available_externally @ae() : i8
llvm.mlir.global common @c(0 : i32) : i32
llvm.mlir.global extern_weak @ew() : i32
llvm.mlir.global external @e() : i32
llvm.mlir.global internal constant @k() : i32
llvm.mlir.global internal @arr() : !llvm.array<4 x f32>
llvm.mlir.global internal @st() : !llvm.struct<(i32, f64)>
llvm.mlir.global internal thread_local @tl() : i32
llvm.mlir.global internal @al() {alignment = 16 : i64} : i32
llvm.mlir.global private unnamed_addr constant @ua() : i32
llvm.mlir.global internal @ptrg() : !llvm.ptr
llvm.mlir.global external @eu() : i32 {
  %0 = llvm.mlir.undef : i32
  llvm.return %0 : i32
}
llvm.mlir.global internal @sec() {section = ".mysec"} : i32
llvm.mlir.global internal @as1() {addr_space = 3 : i32} : i32
llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
`

// TestGlobalsWithoutInitializer checks that every global line matches
// mlir-translate-22's (typed pointers aside) and that LLVM 14 and 22
// accept the module.
func TestGlobalsWithoutInitializer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "globals.mlir")
	if err := os.WriteFile(path, []byte(globalsSource), 0o644); err != nil {
		t.Fatal(err)
	}
	ours := translateFile(t, path)
	runTool(t, ours, tool(t, llvm14+"llvm-as"), "-o", os.DevNull)
	runTool(t, ours, tool(t, "llc-22"), "-o", os.DevNull)
	theirs := runTool(t, "", tool(t, "mlir-translate-22"), "--mlir-to-llvmir", path)
	globals := func(ll string) []string {
		var out []string
		for _, l := range strings.Split(ll, "\n") {
			if strings.HasPrefix(l, "@") {
				out = append(out, strings.ReplaceAll(l, "i8*", "ptr"))
			}
		}
		return out
	}
	got, want := globals(ours), globals(theirs)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("globals differ from mlir-translate-22's\nstrata:\n%s\nupstream:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
