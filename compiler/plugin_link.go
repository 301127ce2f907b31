package compiler

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/plugin"
)

// Linking a backend's artifact into the host's library: an object is
// linked in; a shared library is linked against, under the name it will
// be found by beside the output (SharedName), with the host library's
// run path $ORIGIN, and copied there once the library is built.

// backendObjects is the backend's object, to link with the host's objects
// into a relocatable object (--emit=obj: compileSegments refuses a shared
// library there).
func (c *compileFlags) backendObjects() []string {
	if c.artifact == nil {
		return nil
	}
	return []string{c.artifact.Path}
}

// backendLinkInputs are the linker inputs and arguments of the backend's
// artifact for the host's library linked in dir (a shared library is
// copied into dir first, under the name it keeps beside the output).
func (c *compileFlags) backendLinkInputs(dir string) ([]string, error) {
	a := c.artifact
	if a == nil {
		return nil, nil
	}
	if a.Kind != plugin.KindSharedLibrary {
		return append([]string{a.Path}, a.Link...), nil
	}
	name, err := SharedName(a, c.outputPath(), c.target)
	if err != nil {
		return nil, err
	}
	if err := copyFile(a.Path, filepath.Join(dir, name)); err != nil {
		return nil, err
	}
	return append(SharedLinkArgs(name, "$ORIGIN"), a.Link...), nil
}

// placeShared copies the backend's shared library beside the output (as
// the host library's run path expects), after the library was built.
func (c *compileFlags) placeShared() error {
	a := c.artifact
	if a == nil || a.Kind != plugin.KindSharedLibrary {
		return nil
	}
	out := c.outputPath()
	name, err := SharedName(a, out, c.target)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return err
	}
	dest := filepath.Join(filepath.Dir(out), name)
	if err := output.WriteFile(dest, data, 0o755); err != nil {
		return fmt.Errorf("--target=%s: placing the backend's shared library beside the output: %v", c.target, err)
	}
	c.logf("%s's shared library copied to %s (the library loads it from its own folder)", c.target, dest)
	return nil
}

// outputPath is -o's value.
func (c *compileFlags) outputPath() string {
	return c.cmd.Flags().Lookup("output").Value.String()
}

// SharedName is the file name a backend's shared library a keeps beside
// the host library out (of --target=target): its DT_SONAME, by which the
// host library asks for it, or, without one, out's name less ".so" and
// then ".TARGET.so" (model.so: model.tile.so).
func SharedName(a *Artifact, out, target string) (string, error) {
	name := a.SOName
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(out), ".so") + "." + target + ".so"
	}
	if name != filepath.Base(name) || name == "." || name == ".." {
		return "", fmt.Errorf("--target=%s: the backend's shared library is named %q (DT_SONAME), not a file name", target, name)
	}
	if name == filepath.Base(out) {
		return "", fmt.Errorf("--target=%s: the backend's shared library is named %s (DT_SONAME), as the output is: give another -o", target, name)
	}
	return name, nil
}

// SharedLinkArgs link a host library against the shared library name (in
// the folder the linker runs in, a name without a slash, so that the host
// library records that name) with runpath, the folder it is loaded from
// ("$ORIGIN": the host library's own).
func SharedLinkArgs(name, runpath string) []string {
	return []string{name, "-Wl,-rpath," + runpath}
}

// copyFile copies the file from to the new file to.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o755)
}
