package gputune

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/internal/diskcache"
)

// cacheFormat is the cache's layout version; a change makes old entries
// unseen.
const cacheFormat = "strata-gpu-tunings-v1"

// Cache keeps searched shapes' results on disk, so that a shape is timed
// once per machine: under a folder named by a hash of what a timing
// depends on besides the shape (the chip, the build of the tools that
// compile and run the candidates, their flags, the candidates tried), a
// file a shape, named by a hash of its key, holding its key, the
// defaults' time and the best candidate's.
type Cache struct {
	dir string
}

// OpenCache returns the cache under base ("" for Strata's cache folder,
// diskcache.Base) for the timings that context identifies, creating its
// folders.
func OpenCache(base string, context ...string) (*Cache, error) {
	base, err := diskcache.Base(base)
	if err != nil {
		return nil, fmt.Errorf("tuning cache: %v", err)
	}
	c := &Cache{dir: filepath.Join(base, cacheFormat, diskcache.Hash(context...)[:32])}
	for _, dir := range []string{c.dir, c.tmp()} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("tuning cache: %v", err)
		}
	}
	return c, nil
}

func (c *Cache) tmp() string { return filepath.Join(filepath.Dir(c.dir), "tmp") }

// file is the entry of the shape key, and of the candidates tried for it.
func (c *Cache) file(p Product) string {
	candidates := Candidates(p)
	words := make([]string, len(candidates))
	for i, cand := range candidates {
		words[i] = cand.String()
	}
	return filepath.Join(c.dir, diskcache.Hash(p.Key, strings.Join(words, " "))[:32])
}

// Lookup returns the result stored for p's shape; a missing, unreadable
// or malformed entry is a miss.
func (c *Cache) Lookup(p Product) (Result, bool) {
	b, err := os.ReadFile(c.file(p))
	if err != nil {
		return Result{}, false
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != 3 || lines[0] != "key\t"+p.Key {
		return Result{}, false
	}
	r := Result{Product: p}
	def, ok1 := strings.CutPrefix(lines[1], "default\t")
	best, ok2 := strings.CutPrefix(lines[2], "best\t")
	if !ok1 || !ok2 {
		return Result{}, false
	}
	if r.Default, err = strconv.ParseFloat(def, 64); err != nil || r.Default <= 0 {
		return Result{}, false
	}
	fields := strings.Split(best, "\t")
	if r.BestTime, err = strconv.ParseFloat(fields[0], 64); err != nil || r.BestTime <= 0 {
		return Result{}, false
	}
	for _, word := range fields[1:] {
		name, value, ok := strings.Cut(word, "=")
		v, err := strconv.ParseInt(value, 10, 64)
		if !ok || err != nil || name == "" {
			return Result{}, false
		}
		r.Best = append(r.Best, Entry{name, v})
	}
	return r, true
}

// Store writes r's entry (atomically: a concurrent search reads the old
// entry or this one).
func (c *Cache) Store(r Result) error {
	var b strings.Builder
	fmt.Fprintf(&b, "key\t%s\ndefault\t%g\nbest\t%g", r.Product.Key, r.Default, r.BestTime)
	for _, e := range r.Best {
		fmt.Fprintf(&b, "\t%s=%d", e.Name, e.Value)
	}
	b.WriteString("\n")
	if err := diskcache.WriteAtomic(c.tmp(), c.file(r.Product), []byte(b.String())); err != nil {
		return fmt.Errorf("tuning cache: %v", err)
	}
	return nil
}
