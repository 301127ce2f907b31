// Package output is how every Strata tool writes what it produces, so
// that they all behave alike when something goes wrong:
//
//   - an output file (-o, a library of --emit=so, an IR dump, an .npy
//     result) is written to a temporary file beside it and renamed over it
//     only when the run succeeds: a failed or interrupted run leaves the
//     previous file as it was, and no partial or empty file;
//   - every write to standard output is checked (Stdout), so a full disk
//     or a closed pipe is an error and exit code 1, not a silent success;
//   - temporary files and folders are removed when the process is
//     interrupted (OnInterrupt), not only when it returns;
//   - long work reports its progress on a terminal (Progress).
//
// The package depends on the standard library only, so that the
// backends and the test runner can use it as the tools do.
package output

import (
	"errors"
	"io"
	"os"
	"path/filepath"
)

// File is an output file being written. Writes go to a temporary file in
// the destination's folder (so that the rename is atomic); Commit renames
// it over the destination, Abort removes it. A File must end with one of
// the two; Abort after Commit does nothing, so `defer f.Abort()` is the
// idiom.
//
// A destination that exists and is not a regular file (/dev/null, a
// FIFO, a terminal) cannot be replaced by a rename: it is opened and
// written in place, as a shell's redirection would.
type File struct {
	f *os.File
	// path is the destination; tmp the temporary file ("" when writing in
	// place).
	path, tmp string
	// perm is the mode the destination gets (before the umask).
	perm os.FileMode
	done bool
	// unregister drops the interrupt cleanup of tmp.
	unregister func()
}

// Create starts writing the file path (mode 0666 before the umask, as
// os.Create). Nothing is visible at path until Commit.
func Create(path string) (*File, error) { return CreateMode(path, 0o666) }

// CreateMode is Create with the mode the file gets (before the umask).
// An existing destination keeps its own mode.
func CreateMode(path string, perm os.FileMode) (*File, error) {
	if fi, err := os.Stat(path); err == nil {
		if fi.IsDir() {
			return nil, &os.PathError{Op: "open", Path: path, Err: errors.New("is a directory")}
		}
		if !fi.Mode().IsRegular() {
			f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
			if err != nil {
				return nil, err
			}
			return &File{f: f, path: path}, nil
		}
		perm = fi.Mode().Perm()
	} else {
		perm &^= umask
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	// Check the folder first, so that the error names the path the user
	// gave rather than the temporary file's.
	if fi, err := os.Stat(dir); err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: pathErr(err)}
	} else if !fi.IsDir() {
		return nil, &os.PathError{Op: "open", Path: path, Err: errors.New("not a directory")}
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: pathErr(err)}
	}
	out := &File{f: f, path: path, tmp: f.Name(), perm: perm}
	out.unregister = OnInterrupt(func() { os.Remove(out.tmp) })
	return out, nil
}

// pathErr is the system error inside err.
func pathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Name returns the destination path.
func (f *File) Name() string { return f.path }

// Write implements io.Writer.
func (f *File) Write(p []byte) (int, error) { return f.f.Write(p) }

// WriteString implements io.StringWriter.
func (f *File) WriteString(s string) (int, error) { return f.f.WriteString(s) }

// Commit closes the file and puts it in place of the destination. On an
// error the temporary file is removed and the destination left as it was.
func (f *File) Commit() error {
	if f.done {
		return errors.New("output: Commit after Commit or Abort")
	}
	f.done = true
	if f.tmp == "" {
		return f.f.Close()
	}
	defer f.unregister()
	err := f.f.Close()
	if err == nil {
		err = os.Chmod(f.tmp, f.perm)
	}
	if err == nil {
		err = os.Rename(f.tmp, f.path)
	}
	if err != nil {
		os.Remove(f.tmp)
		return &os.PathError{Op: "write", Path: f.path, Err: pathErr(err)}
	}
	return nil
}

// Abort drops what was written: the temporary file is removed and the
// destination left as it was. It does nothing after Commit.
func (f *File) Abort() {
	if f.done {
		return
	}
	f.done = true
	f.f.Close()
	if f.tmp != "" {
		os.Remove(f.tmp)
		f.unregister()
	}
}

// WriteFile writes data to path as os.WriteFile does (perm before the
// umask), through a temporary file: path holds either its previous
// content or all of data, never a part.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	f, err := CreateMode(path, perm)
	if err != nil {
		return err
	}
	defer f.Abort()
	if _, err := f.Write(data); err != nil {
		return &os.PathError{Op: "write", Path: path, Err: pathErr(err)}
	}
	return f.Commit()
}

// WriteTo writes what write produces to path ("-": standard output,
// through a checked writer) and commits it only when write returns nil.
func WriteTo(path string, stdout io.Writer, write func(w io.Writer) error) error {
	if path == "-" {
		w := Check(stdout)
		if err := write(w); err != nil {
			return err
		}
		return w.Err()
	}
	f, err := Create(path)
	if err != nil {
		return err
	}
	defer f.Abort()
	if err := write(f); err != nil {
		return err
	}
	return f.Commit()
}
