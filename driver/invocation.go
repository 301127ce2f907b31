package driver

import (
	"context"
	"path/filepath"

	"github.com/spf13/cobra"
)

// dirKey is the context key of a command's working directory.
type dirKey struct{}

// WithDir returns ctx carrying dir as the working directory that a
// tool's relative paths are resolved against (ResolvePath). The tools'
// mains set none: their paths are the process's. A test harness that
// runs a tool as a function of its own process (lit.Tool) sets the
// RUN line's folder.
func WithDir(ctx context.Context, dir string) context.Context {
	return context.WithValue(ctx, dirKey{}, dir)
}

// ResolvePath is path as the command's working directory (WithDir on
// cmd's context) sees it: unchanged when that is unset, or path is
// absolute, empty or "-" (standard input or output).
func ResolvePath(cmd *cobra.Command, path string) string {
	if cmd == nil || path == "" || path == "-" || filepath.IsAbs(path) {
		return path
	}
	dir := WorkingDir(cmd)
	if dir == "" {
		return path
	}
	return filepath.Join(dir, path)
}

// WorkingDir is the folder WithDir gave cmd's context, or "" (the
// process's working directory).
func WorkingDir(cmd *cobra.Command) string {
	if cmd == nil || cmd.Context() == nil {
		return ""
	}
	dir, _ := cmd.Context().Value(dirKey{}).(string)
	return dir
}
