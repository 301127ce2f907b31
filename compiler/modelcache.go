package compiler

import (
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"fmt"
	"os"
	"sync"

	"github.com/spf13/pflag"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/ir"
)

// modelCacheFlags are the flags that leave a library cacheable as a whole:
// none of them changes what the passes do or asks to see them run.
var modelCacheFlags = map[string]bool{
	"output": true, "emit": true, "target": true, "opt-level": true, "verbose": true, "verify-each": true,
}

// modelKey returns the key of the library compiled from top with these
// options: the input's text, the stage, the level, the tools and this
// program; "" when the run may not use the model cache (another stage or
// target, user passes, instrumentation, --no-cache).
func (c *compileFlags) modelKey(top *ir.Operation) string {
	if c.noCache || c.target != "cpu" || Stages[c.stage].Name != "so" {
		return ""
	}
	plain := true
	c.cmd.Flags().Visit(func(f *pflag.Flag) {
		if !modelCacheFlags[f.Name] {
			plain = false
		}
	})
	if !plain {
		return ""
	}
	tc, err := cpu.FindToolchain()
	if err != nil {
		return ""
	}
	program := programIdentity()
	if program == "" {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "strata-compile model %s\x00%s\x00", program, tc.Identity(c.level.Int()))
	if err := ir.PrintOp(h, top, ir.PrintFlags{Generic: true, LocalScope: true}); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}

// programIdentity names this program's code: the Go build ID of its
// executable (it changes with the code and nothing else: a copy of the
// same build, or the same build written again, as go build -o does each
// time, keeps it), else the executable's path, size and time.
var programIdentity = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if f, err := elf.Open(exe); err == nil {
		defer f.Close()
		if sec := f.Section(".note.go.buildid"); sec != nil {
			if note, err := sec.Data(); err == nil && len(note) > 0 {
				return "go-build-id " + hex.EncodeToString(note)
			}
		}
	}
	st, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s %d %d", exe, st.Size(), st.ModTime().UnixNano())
})

// cachedLibrary returns the library the cache holds for top, if any, and
// remembers the key so that a library compiled now is stored under it.
func (c *compileFlags) cachedLibrary(top *ir.Operation) ([]byte, bool) {
	key := c.modelKey(top)
	if key == "" {
		return nil, false
	}
	cache, err := cpu.OpenCache("")
	if err != nil {
		return nil, false
	}
	c.libraryKey = key
	path, ok := cache.Lookup(key)
	if !ok {
		return nil, false
	}
	data, err := os.ReadFile(path)
	return data, err == nil
}

// storeLibrary records the library at path under the key cachedLibrary
// computed; failing to is no error (the next compile does the work).
func (c *compileFlags) storeLibrary(cache *cpu.Cache, path string) {
	if cache != nil && c.libraryKey != "" {
		_, _ = cache.Store(path, []string{c.libraryKey})
	}
}
