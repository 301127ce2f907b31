package cpu

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/strata-compiler/strata/internal/diskcache"
)

// EnvCacheDir names the folder of the compile cache; empty or unset: the
// user's cache folder (os.UserCacheDir()/strata).
const EnvCacheDir = diskcache.EnvDir

// cacheFormat is the layout version; a change makes old entries unseen.
const cacheFormat = "strata-cpu-cache-v1"

// Cache is the on-disk cache of compiled code, shared by every process of
// the user. An object file compiled from a batch of units is stored once
// under objects/ by a hash of its content; each unit's key (a hash of its
// IR, the toolchain, the target and the options) names a small file under
// units/ that says which object holds the unit. Kernels are weak symbols
// named after their bodies, so a library may link objects that both hold
// one. Every file is written to a temporary name and renamed into place,
// so concurrent writers never expose a partial file, and the last rename
// wins with equal content.
type Cache struct {
	Dir string
}

// OpenCache returns the cache in dir ("" for $STRATA_CACHE_DIR, else the
// user's cache folder), creating its folders.
func OpenCache(dir string) (*Cache, error) {
	dir, err := diskcache.Base(dir)
	if err != nil {
		return nil, fmt.Errorf("compile cache: %v", err)
	}
	c := &Cache{Dir: filepath.Join(dir, cacheFormat)}
	for _, sub := range []string{"objects", "units", "tmp"} {
		if err := os.MkdirAll(filepath.Join(c.Dir, sub), 0o755); err != nil {
			return nil, fmt.Errorf("compile cache: %v", err)
		}
	}
	return c, nil
}

func (c *Cache) unitFile(key string) string {
	return filepath.Join(c.Dir, "units", key[:2], key)
}

func (c *Cache) objectFile(hash string) string {
	return filepath.Join(c.Dir, "objects", hash+".o")
}

// Lookup returns the object file holding the unit key, if the cache has it.
func (c *Cache) Lookup(key string) (string, bool) {
	b, err := os.ReadFile(c.unitFile(key))
	if err != nil {
		return "", false
	}
	hash := strings.TrimSpace(string(b))
	if len(hash) != 64 || strings.Trim(hash, "0123456789abcdef") != "" {
		return "", false
	}
	obj := c.objectFile(hash)
	if _, err := os.Stat(obj); err != nil {
		return "", false
	}
	return obj, true
}

// Store copies the object file obj into the cache and records it as the
// holder of each unit of keys; it returns the cached object's path.
func (c *Cache) Store(obj string, keys []string) (string, error) {
	data, err := os.ReadFile(obj)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(data)
	hash := hex.EncodeToString(sum[:])
	cached := c.objectFile(hash)
	if _, err := os.Stat(cached); err != nil {
		if err := c.writeAtomic(cached, data); err != nil {
			return "", err
		}
	}
	for _, k := range keys {
		if err := os.MkdirAll(filepath.Dir(c.unitFile(k)), 0o755); err != nil {
			return "", err
		}
		if err := c.writeAtomic(c.unitFile(k), []byte(hash+"\n")); err != nil {
			return "", err
		}
	}
	return cached, nil
}

// writeAtomic writes data to a temporary file of the cache and renames it
// to path.
func (c *Cache) writeAtomic(path string, data []byte) error {
	return diskcache.WriteAtomic(filepath.Join(c.Dir, "tmp"), path, data)
}

// hashOf is the hex SHA-256 of parts joined by NUL bytes.
func hashOf(parts ...string) string { return diskcache.Hash(parts...) }
