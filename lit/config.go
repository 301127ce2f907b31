package lit

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The two configuration file names. lit.cfg marks the root of a suite (test names are relative
// to its folder); lit.local.cfg in a folder below adds to the configuration of that subtree.
const (
	ConfigFileName      = "lit.cfg"
	LocalConfigFileName = "lit.local.cfg"
)

// Config is the configuration that applies to the tests of one folder: the suite's lit.cfg
// with every lit.local.cfg between the suite root and that folder applied on top.
type Config struct {
	// Root is the folder holding lit.cfg; test names are slash paths relative to it.
	Root string
	// Files lists the configuration files read, suite file first, for error messages.
	Files []string
	// Name names the suite in messages; it defaults to the root folder's base name.
	Name string
	// Suffixes are the file endings (".mlir") that make a file a test in a folder search.
	Suffixes []string
	// Excludes are folder base names ("Inputs") that a folder search does not enter.
	Excludes []string
	// Tools are words of RUN lines replaced by the path of a binary, in file order.
	Tools []ToolSpec
	// Substitutions are literal replacements applied to RUN lines, in file order, before
	// tools and the built-in %-substitutions, so that their replacement may use both.
	Substitutions []Substitution
	// Features are the names REQUIRES, UNSUPPORTED and XFAIL expressions are evaluated over.
	Features []string
	// Env holds NAME=VALUE settings added to the environment of every RUN command.
	Env []string
	// Unsupported marks every test of the subtree UNSUPPORTED without discovering it.
	Unsupported bool
}

// ToolSpec replaces the word Name in RUN lines by the path of Binary, found in the bin
// directories or on PATH. A tool that is found nowhere is left as written, so the command
// fails with "command not found" when a test really uses it.
type ToolSpec struct {
	Name   string
	Binary string
}

// Substitution replaces every occurrence of Pattern in a RUN line by Replacement.
type Substitution struct {
	Pattern     string
	Replacement string
}

// ConfigError reports a malformed configuration line.
type ConfigError struct {
	File string
	Line int
	Msg  string
}

func (e *ConfigError) Error() string {
	return fmt.Sprintf("%s:%d: error: %s", e.File, e.Line, e.Msg)
}

// clone returns a copy whose slices may be appended to without touching c.
func (c *Config) clone() *Config {
	n := *c
	n.Files = append([]string(nil), c.Files...)
	n.Suffixes = append([]string(nil), c.Suffixes...)
	n.Excludes = append([]string(nil), c.Excludes...)
	n.Tools = append([]ToolSpec(nil), c.Tools...)
	n.Substitutions = append([]Substitution(nil), c.Substitutions...)
	n.Features = append([]string(nil), c.Features...)
	n.Env = append([]string(nil), c.Env...)
	return &n
}

// HasSuffix reports whether a folder search counts the file name as a test.
func (c *Config) HasSuffix(name string) bool {
	for _, s := range c.Suffixes {
		if strings.HasSuffix(name, s) {
			return true
		}
	}
	return false
}

// Excluded reports whether a folder search skips the folder with this base name. Output
// folders hold lit's own temporaries and hidden folders belong to version control, so
// both are skipped whatever the configuration says.
func (c *Config) Excluded(base string) bool {
	if base == "Output" || strings.HasPrefix(base, ".") {
		return true
	}
	for _, e := range c.Excludes {
		if e == base {
			return true
		}
	}
	return false
}

// ParseConfig applies the configuration text data, read from file, on top of c. Lists
// append; single values replace.
func (c *Config) ParseConfig(file string, data []byte) error {
	c.Files = append(c.Files, file)
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, value, ok := strings.Cut(text, ":")
		if !ok {
			return &ConfigError{file, line, fmt.Sprintf("expected 'key: value', got %q", text)}
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if err := c.set(key, value); err != nil {
			return &ConfigError{file, line, err.Error()}
		}
	}
	if err := sc.Err(); err != nil {
		return &ConfigError{file, line + 1, err.Error()}
	}
	return nil
}

func (c *Config) set(key, value string) error {
	switch key {
	case "name":
		c.Name = value
	case "suffixes":
		c.Suffixes = append(c.Suffixes, strings.Fields(value)...)
	case "excludes":
		c.Excludes = append(c.Excludes, strings.Fields(value)...)
	case "available_features":
		c.Features = append(c.Features, strings.Fields(value)...)
	case "tools":
		for _, f := range strings.Fields(value) {
			name, bin, ok := strings.Cut(f, "=")
			if !ok {
				bin = name
			}
			if name == "" || bin == "" {
				return fmt.Errorf("bad tool %q: want NAME or NAME=BINARY", f)
			}
			c.Tools = append(c.Tools, ToolSpec{Name: name, Binary: bin})
		}
	case "substitution":
		pat, repl, ok := strings.Cut(value, "=")
		pat, repl = strings.TrimSpace(pat), strings.TrimSpace(repl)
		if !ok || pat == "" {
			return fmt.Errorf("bad substitution %q: want PATTERN = REPLACEMENT", value)
		}
		c.Substitutions = append(c.Substitutions, Substitution{Pattern: pat, Replacement: repl})
	case "env":
		name, _, ok := strings.Cut(value, "=")
		if !ok || name == "" {
			return fmt.Errorf("bad env %q: want NAME=VALUE", value)
		}
		c.Env = append(c.Env, value)
	case "unsupported":
		switch value {
		case "true":
			c.Unsupported = true
		case "false":
			c.Unsupported = false
		default:
			return fmt.Errorf("unsupported: want true or false, got %q", value)
		}
	default:
		return fmt.Errorf("unknown key %q (known: name, suffixes, excludes, tools, substitution, available_features, env, unsupported)", key)
	}
	return nil
}

// configLoader finds and caches the configuration of each folder, so that a search over
// thousands of files reads every configuration file once.
type configLoader struct {
	byDir map[string]*Config
}

func newConfigLoader() *configLoader {
	return &configLoader{byDir: map[string]*Config{}}
}

// forDir returns the configuration for tests in the absolute folder dir: the nearest
// lit.cfg at or above dir, refined by the lit.local.cfg files from there down to dir.
func (l *configLoader) forDir(dir string) (*Config, error) {
	if c, ok := l.byDir[dir]; ok {
		return c, nil
	}
	var c *Config
	if data, err := os.ReadFile(filepath.Join(dir, ConfigFileName)); err == nil {
		c = &Config{Root: dir, Name: filepath.Base(dir)}
		if err := c.ParseConfig(filepath.Join(dir, ConfigFileName), data); err != nil {
			return nil, err
		}
	} else if !os.IsNotExist(err) {
		return nil, err
	} else {
		parent := filepath.Dir(dir)
		if parent == dir {
			return nil, nil
		}
		pc, err := l.forDir(parent)
		if err != nil || pc == nil {
			return nil, err
		}
		c = pc
	}
	local := filepath.Join(dir, LocalConfigFileName)
	if data, err := os.ReadFile(local); err == nil {
		c = c.clone()
		if err := c.ParseConfig(local, data); err != nil {
			return nil, err
		}
	} else if !os.IsNotExist(err) {
		return nil, err
	}
	l.byDir[dir] = c
	return c, nil
}
