// Package diskcache holds what Strata's on-disk caches share: where they
// live and how they write a file that concurrent readers never see
// partial.
package diskcache

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// EnvDir names the folder of Strata's caches; empty or unset: the user's
// cache folder (os.UserCacheDir()/strata).
const EnvDir = "STRATA_CACHE_DIR"

// Base returns dir, else $STRATA_CACHE_DIR, else the user's cache
// folder's strata/.
func Base(dir string) (string, error) {
	if dir == "" {
		dir = os.Getenv(EnvDir)
	}
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return "", fmt.Errorf("%v (set $%s)", err, EnvDir)
		}
		dir = filepath.Join(base, "strata")
	}
	return dir, nil
}

// WriteAtomic writes data to a temporary file of tmp (a folder on path's
// file system) and renames it to path, readable by everyone who shares
// the folder: a concurrent reader sees the old file or the new one.
func WriteAtomic(tmp, path string, data []byte) error {
	f, err := os.CreateTemp(tmp, "w-*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil && cerr == nil {
		werr = os.Chmod(f.Name(), 0o644)
	}
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}

// Hash is the hex SHA-256 of parts joined by NUL bytes.
func Hash(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		io.WriteString(h, p)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}
