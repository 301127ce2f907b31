package plugin

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Inspect reads the artifact as ELF: the kind the plug-in says, each
// function's C entry point defined, a shared library's DT_SONAME.
func TestInspect(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no cc to build ELF files with")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "seg.c")
	if err := os.WriteFile(src, []byte("void _mlir_ciface_seg(void) {}\nstatic void _mlir_ciface_hidden(void) {}\nvoid use(void) { _mlir_ciface_hidden(); }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	build := func(out string, args ...string) string {
		t.Helper()
		cmd := exec.Command(cc, append(args, "-fPIC", "-o", out, src)...)
		cmd.Dir = dir
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("cc: %v: %s", err, b)
		}
		return filepath.Join(dir, out)
	}
	obj := build("seg.o", "-c")
	lib := build("libseg.so", "-shared")
	named := build("libnamed.so", "-shared", "-Wl,-soname,libvendor.so.1")
	text := filepath.Join(dir, "text.so")
	if err := os.WriteFile(text, []byte("not a library\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, path, kind string
		functions        []string
		soname, err      string
	}{
		{"object", obj, KindObject, []string{"seg"}, "", ""},
		{"library", lib, KindSharedLibrary, []string{"seg"}, "", ""},
		{"soname", named, KindSharedLibrary, []string{"seg"}, "libvendor.so.1", ""},
		{"lacking", lib, KindSharedLibrary, []string{"seg", "other"}, "", "does not define _mlir_ciface_other, the C entry point of @other"},
		{"static", obj, KindObject, []string{"hidden"}, "", "does not define _mlir_ciface_hidden"},
		{"object called a library", obj, KindSharedLibrary, []string{"seg"}, "", "of type ET_REL, but its kind is shared-library"},
		{"library called an object", lib, KindObject, []string{"seg"}, "", "of type ET_DYN, but its kind is object"},
		{"not ELF", text, KindSharedLibrary, []string{"seg"}, "", "is not an ELF file"},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := &Artifact{Path: c.path, Kind: c.kind}
			soname, err := a.Inspect(c.functions)
			switch {
			case c.err == "" && err != nil:
				t.Errorf("Inspect: %v", err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Errorf("Inspect: %v, want an error with %q", err, c.err)
			case soname != c.soname:
				t.Errorf("soname %q, want %q", soname, c.soname)
			}
		})
	}
}
