package plugin

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Backend is a backend plug-in: what it runs, and the compilation of the
// segments Strata gives it.
type Backend interface {
	// Capabilities are the backend's declaration (checked by Validate).
	Capabilities() Capabilities
	// Compile compiles the segment functions of req into an artifact in
	// req.OutDir.
	Compile(ctx context.Context, req CompileRequest) (*Artifact, error)
}

// CompileRequest asks a backend to compile segments.
type CompileRequest struct {
	// Module is the MLIR text of a module at the backend's level holding
	// the functions to compile (public, marked strata.target), with their
	// locations (loc(...)) so that diagnostics can point at the model.
	Module string
	// Functions are the names of the functions to compile.
	Functions []string
	// OutDir is an empty folder for the artifact (and anything else the
	// backend writes); Strata removes it when done.
	OutDir string
}

// Artifact is what a backend returns: a file in the request's OutDir
// defining, for each function F of the request, the C entry point
// _mlir_ciface_F with the ABI of Strata's CPU libraries (docs/compile.md:
// memref descriptors by pointer, the results first), which the host code
// calls and the host's library links.
type Artifact struct {
	// Protocol is the contract version of the answer.
	Protocol int `json:"protocol"`
	// Path is the artifact's path, relative to OutDir.
	Path string `json:"artifact"`
	// Kind is "object" (an ELF relocatable object) or "shared-library".
	Kind string `json:"kind"`
	// Functions are the functions it defines.
	Functions []string `json:"functions"`
	// Link are extra linker arguments the artifact needs ("-lm", "-fopenmp").
	Link []string `json:"link,omitempty"`
}

// Artifact kinds.
const (
	KindObject        = "object"
	KindSharedLibrary = "shared-library"
)

// CompileTimeout bounds an out-of-process backend's compile request.
const CompileTimeout = 5 * time.Minute

// Check reports what is wrong with an artifact answered for req: a
// path outside OutDir, a missing or empty file, an unknown kind, a
// function asked for and not defined. On success a.Path is absolute.
func (a *Artifact) Check(req CompileRequest) error {
	if a.Protocol < MinProtocolVersion || a.Protocol > ProtocolVersion {
		return fmt.Errorf("protocol version %d; this Strata speaks %d to %d", a.Protocol, MinProtocolVersion, ProtocolVersion)
	}
	if a.Kind != KindObject && a.Kind != KindSharedLibrary {
		return fmt.Errorf("artifact kind %q (want %s or %s)", a.Kind, KindObject, KindSharedLibrary)
	}
	if a.Path == "" || filepath.IsAbs(a.Path) || !filepath.IsLocal(a.Path) {
		return fmt.Errorf("artifact path %q is not a relative path inside the output folder", a.Path)
	}
	full := filepath.Join(req.OutDir, a.Path)
	st, err := os.Lstat(full)
	switch {
	case err != nil:
		return fmt.Errorf("artifact %s: %v", a.Path, err)
	case !st.Mode().IsRegular():
		return fmt.Errorf("artifact %s is not a regular file", a.Path)
	case st.Size() == 0:
		return fmt.Errorf("artifact %s is empty", a.Path)
	}
	for _, f := range req.Functions {
		if !slices.Contains(a.Functions, f) {
			return fmt.Errorf("artifact does not define @%s (it lists %s)", f, strings.Join(a.Functions, ", "))
		}
	}
	for _, l := range a.Link {
		if !strings.HasPrefix(l, "-l") && !strings.HasPrefix(l, "-L") && l != "-fopenmp" && l != "-pthread" {
			return fmt.Errorf("link argument %q (want -lNAME, -LDIR, -fopenmp or -pthread)", l)
		}
	}
	a.Path = full
	return nil
}

// External is an out-of-process backend: the executable strata-backend-NAME.
type External struct {
	// Path is the executable.
	Path string
	// Caps are its answer to the capabilities query.
	Caps Capabilities
}

// Capabilities implements Backend.
func (e *External) Capabilities() Capabilities { return e.Caps }

// Compile implements Backend: it runs
//
//	strata-backend-NAME compile --protocol N --level L --out DIR --function F...
//
// with the module's text on standard input, within CompileTimeout (or
// ctx's deadline), and checks the artifact it describes on standard output.
func (e *External) Compile(ctx context.Context, req CompileRequest) (*Artifact, error) {
	args := []string{"compile", "--protocol", fmt.Sprint(ProtocolVersion), "--level", e.Caps.Level, "--out", req.OutDir}
	for _, f := range req.Functions {
		args = append(args, "--function", f)
	}
	var a Artifact
	if err := ask(ctx, e.Path, CompileTimeout, "compile", []byte(req.Module), &a, args); err != nil {
		return nil, err
	}
	if err := a.Check(req); err != nil {
		return nil, fmt.Errorf("backend plug-in %s: %v", e.Path, err)
	}
	return &a, nil
}
