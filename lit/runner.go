package lit

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"
)

// Options say where a Runner finds tools and puts temporaries.
type Options struct {
	// BinDirs are searched for the configured tools before PATH, and are put at the front
	// of PATH for every RUN command (and in STRATA_BIN_DIR, so a nested strata-lit finds
	// them too).
	BinDirs []string
	// TempRoot holds the tests' temporaries: %t of test DIR/NAME in a suite called SUITE is
	// TempRoot/SUITE/DIR/Output/NAME.tmp. When empty, %t is DIR/Output/NAME.tmp beside the
	// test, as with lit.
	TempRoot string
	// Timeout bounds each test's run; zero means no limit.
	Timeout time.Duration
	// Filter, when set, keeps only the tests whose name it matches.
	Filter *regexp.Regexp
	// Jobs is how many tests RunAll runs at once; zero means GOMAXPROCS.
	Jobs int
	// Env is the environment RUN commands start from; nil means this process's.
	Env []string
	// Features are added to every suite's available_features.
	Features []string
	// InProcess are tools that RUN commands call as functions of this process, by the
	// absolute path of the binary they stand for: a command whose program resolves to that
	// path (and whose environment allows it: Tool.Env) runs the function instead.
	InProcess map[string]Tool
}

// Test is one test file found by Discover.
type Test struct {
	// Path is the file's absolute path; it is what %s expands to.
	Path string
	// Name is the path relative to the suite root, with forward slashes.
	Name string
	// Config is the configuration that applies to the file.
	Config *Config
}

// Runner discovers and runs tests. Run and RunAll may be called from many goroutines.
type Runner struct {
	opts   Options
	loader *configLoader

	mu     sync.Mutex
	suites map[*Config]*suiteState
}

// suiteState is what a configuration means for this runner: its tools resolved against
// the bin directories, and the environment of its RUN commands.
type suiteState struct {
	tools    []resolvedTool
	missing  map[string]string
	env      []string
	features featureSet
}

// New returns a Runner with the given options.
func New(opts Options) *Runner {
	if opts.Env == nil {
		opts.Env = os.Environ()
	}
	return &Runner{opts: opts, loader: newConfigLoader(), suites: map[*Config]*suiteState{}}
}

// Discover returns the tests named by paths, sorted by path. A file is a test whatever its
// name; a folder is searched for files with the configured suffixes, skipping excluded
// folders. Every path needs a lit.cfg in its folder or above.
func (r *Runner) Discover(paths ...string) ([]*Test, error) {
	seen := map[string]bool{}
	var tests []*Test
	add := func(path string, cfg *Config) error {
		if seen[path] {
			return nil
		}
		seen[path] = true
		rel, err := filepath.Rel(cfg.Root, path)
		if err != nil {
			return err
		}
		t := &Test{Path: path, Name: filepath.ToSlash(rel), Config: cfg}
		if r.opts.Filter != nil && !r.opts.Filter.MatchString(t.Name) {
			return nil
		}
		r.suite(cfg)
		tests = append(tests, t)
		return nil
	}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		fi, err := os.Stat(abs)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p, unwrapPathError(err))
		}
		if fi.IsDir() {
			// A folder given through a symbolic link is walked as the
			// folder it names (WalkDir does not follow a link at its root).
			if abs, err = filepath.EvalSymlinks(abs); err != nil {
				return nil, fmt.Errorf("%s: %v", p, unwrapPathError(err))
			}
		}
		dir := abs
		if !fi.IsDir() {
			dir = filepath.Dir(abs)
		}
		cfg, err := r.loader.forDir(dir)
		if err != nil {
			return nil, err
		}
		if cfg == nil {
			return nil, fmt.Errorf("%s: no %s in its folder or any folder above", p, ConfigFileName)
		}
		if !fi.IsDir() {
			if err := add(abs, cfg); err != nil {
				return nil, err
			}
			continue
		}
		err = filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if path != abs {
					parent, err := r.loader.forDir(filepath.Dir(path))
					if err != nil {
						return err
					}
					if parent.Excluded(d.Name()) {
						return filepath.SkipDir
					}
				}
				c, err := r.loader.forDir(path)
				if err != nil {
					return err
				}
				if c.Unsupported {
					return filepath.SkipDir
				}
				return nil
			}
			name := d.Name()
			if name == ConfigFileName || name == LocalConfigFileName || strings.HasPrefix(name, ".") {
				return nil
			}
			c, err := r.loader.forDir(filepath.Dir(path))
			if err != nil {
				return err
			}
			if c == nil || !c.HasSuffix(name) {
				return nil
			}
			return add(path, c)
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(tests, func(i, j int) bool { return tests[i].Path < tests[j].Path })
	return tests, nil
}

// suite returns the runner's view of a configuration, computing it once.
func (r *Runner) suite(cfg *Config) *suiteState {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s, ok := r.suites[cfg]; ok {
		return s
	}
	env := append([]string(nil), r.opts.Env...)
	for _, kv := range cfg.Env {
		name, value, _ := strings.Cut(kv, "=")
		env = setEnv(env, name, value)
	}
	if len(r.opts.BinDirs) > 0 {
		dirs := strings.Join(r.opts.BinDirs, string(os.PathListSeparator))
		path := dirs
		if old := getEnv(env, "PATH"); old != "" {
			path += string(os.PathListSeparator) + old
		}
		env = setEnv(env, "PATH", path)
		env = setEnv(env, "STRATA_BIN_DIR", dirs)
	}
	tools, missing := resolveTools(cfg.Tools, r.opts.BinDirs, getEnv(env, "PATH"))
	features := append(append([]string{"system-" + runtime.GOOS}, cfg.Features...), r.opts.Features...)
	s := &suiteState{tools: tools, missing: missing, env: env, features: newFeatureSet(features)}
	r.suites[cfg] = s
	return s
}

// Status is the outcome of a test, named as lit names it.
type Status int

const (
	Pass        Status = iota // the commands succeeded
	Fail                      // a command failed
	XFail                     // a command failed, as XFAIL: said it would
	XPass                     // the commands succeeded though XFAIL: said they would fail
	Unsupported               // REQUIRES: or UNSUPPORTED: ruled the test out
	Unresolved                // the test could not be run: no RUN line, bad syntax, unreadable
	Timeout                   // the test ran past Options.Timeout
)

var statusNames = [...]string{"PASS", "FAIL", "XFAIL", "XPASS", "UNSUPPORTED", "UNRESOLVED", "TIMEOUT"}

func (s Status) String() string { return statusNames[s] }

// Failed reports whether the status makes the run fail.
func (s Status) Failed() bool { return s == Fail || s == XPass || s == Unresolved || s == Timeout }

// Result is the outcome of one test.
type Result struct {
	Test   *Test
	Status Status
	// Error is the one-line reason for a status other than PASS and XFAIL, starting with
	// "file:line: " where a line is known.
	Error string
	// Output is the trace of the commands that ran: each RUN line after substitution, each
	// command, and what it wrote to its stdout and stderr.
	Output string
	// ExitCode is the failing command's exit code (-1 for a signal or a timeout), else 0.
	ExitCode int
	// Attempts counts the runs made, more than one only under ALLOW_RETRIES:.
	Attempts int
	Elapsed  time.Duration
}

// parsedCommand is a RUN command ready to run.
type parsedCommand struct {
	line int
	text string // after substitution
	node Node
}

// Run runs one test.
func (r *Runner) Run(ctx context.Context, t *Test) (res *Result) {
	start := time.Now()
	defer func() {
		// A bug in the runner must cost one test, not the whole run and its report.
		if p := recover(); p != nil {
			res = &Result{Test: t, Status: Unresolved,
				Error: fmt.Sprintf("%s: error: internal error in strata-lit: %v\n%s", t.Path, p, debug.Stack())}
		}
		res.Elapsed = time.Since(start)
	}()
	return r.run(ctx, t)
}

func (r *Runner) run(ctx context.Context, t *Test) *Result {
	res := &Result{Test: t}
	unresolved := func(err error) *Result {
		res.Status, res.Error = Unresolved, err.Error()
		return res
	}
	data, err := os.ReadFile(t.Path)
	if err != nil {
		return unresolved(fmt.Errorf("%s: error: cannot read test: %v", t.Path, unwrapPathError(err)))
	}
	script, err := ParseScript(t.Path, data)
	if err != nil {
		return unresolved(err)
	}
	st := r.suite(t.Config)
	if reason, err := unsupportedReason(script, st.features); err != nil {
		return unresolved(&ScriptError{t.Path, err.line, err.msg})
	} else if reason != "" {
		res.Status, res.Error = Unsupported, reason
		return res
	}
	xfail, ferr := expectedToFail(script, st.features)
	if ferr != nil {
		return unresolved(&ScriptError{t.Path, ferr.line, ferr.msg})
	}

	tmpDir, tmpBase := r.tempPaths(t)
	sub := &substituter{
		sourcePath: t.Path,
		sourceDir:  filepath.Dir(t.Path),
		tmpBase:    tmpBase,
		tmpDir:     tmpDir,
		config:     t.Config.Substitutions,
		tools:      st.tools,
	}
	// Parse every command before running any, so that a typo on the last RUN line does
	// not leave the first ones half done.
	var cmds []parsedCommand
	for _, c := range script.Commands {
		text := sub.expand(c)
		node, err := ParseShell(text)
		if err != nil {
			return unresolved(shellError(t.Path, c.Line, text, err))
		}
		cmds = append(cmds, parsedCommand{line: c.Line, text: text, node: node})
	}
	if err := os.MkdirAll(tmpDir, 0o777); err != nil {
		return unresolved(fmt.Errorf("%s: error: cannot create the temporary folder: %v", t.Path, err))
	}

	for res.Attempts <= script.AllowRetries {
		res.Attempts++
		trace, failed, status := r.execute(ctx, t, st, cmds)
		res.Output = trace
		res.Status, res.Error, res.ExitCode = Pass, "", 0
		switch {
		case status.timedOut:
			res.Status, res.ExitCode = Timeout, -1
			res.Error = fmt.Sprintf("%s:%d: error: the test ran past the timeout of %v", t.Path, failed.line, r.opts.Timeout)
		case failed != nil && xfail:
			res.Status, res.ExitCode = XFail, status.code
		case failed != nil:
			res.Status, res.ExitCode = Fail, status.code
			res.Error = fmt.Sprintf("%s:%d: error: RUN command failed with %s", t.Path, failed.line, status)
		case xfail:
			res.Status = XPass
			res.Error = fmt.Sprintf("%s: error: the test passed, but XFAIL: says it should fail", t.Path)
		}
		if !res.Status.Failed() || ctx.Err() != nil {
			break
		}
	}
	return res
}

// execute runs the commands in order until one fails, returning the trace, the failed
// command (nil if none) and its status.
func (r *Runner) execute(ctx context.Context, t *Test, st *suiteState, cmds []parsedCommand) (string, *parsedCommand, exitStatus) {
	if r.opts.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, r.opts.Timeout)
		defer cancel()
	}
	sh := &shell{
		ctx:          ctx,
		cwd:          filepath.Dir(t.Path),
		env:          append([]string(nil), st.env...),
		binDirs:      r.opts.BinDirs,
		missingTools: st.missing,
		inProcess:    r.opts.InProcess,
		baseEnv:      st.env,
	}
	var b strings.Builder
	for i := range cmds {
		c := &cmds[i]
		fmt.Fprintf(&b, "# RUN: at line %d\n%s\n", c.line, c.text)
		status, recs := sh.run(c.node)
		writeRecords(&b, recs)
		if status.timedOut {
			fmt.Fprintf(&b, "# error: timed out after %v\n", r.opts.Timeout)
		}
		if !status.ok() {
			return b.String(), c, status
		}
	}
	return b.String(), nil, exitStatus{}
}

// tempPaths returns %T and %t without its ".tmp".
func (r *Runner) tempPaths(t *Test) (dir, base string) {
	if r.opts.TempRoot == "" {
		dir = filepath.Join(filepath.Dir(t.Path), "Output")
	} else {
		dir = filepath.Join(r.opts.TempRoot, t.Config.Name, filepath.FromSlash(filepath.Dir(t.Name)), "Output")
	}
	return dir, filepath.Join(dir, filepath.Base(t.Path))
}

// featureError is a feature expression that does not parse.
type featureError struct {
	line int
	msg  string
}

// unsupportedReason says why UNSUPPORTED: or REQUIRES: rule the test out, or "".
func unsupportedReason(s *Script, f featureSet) (string, *featureError) {
	for _, it := range s.Unsupported {
		if it.Expr == "*" {
			return "the test is UNSUPPORTED: everywhere", nil
		}
		v, err := f.eval(it.Expr)
		if err != nil {
			return "", &featureError{it.Line, err.Error()}
		}
		if v {
			return "the test is unsupported with the available features (UNSUPPORTED: " + it.Expr + ")", nil
		}
	}
	var missing []string
	for _, it := range s.Requires {
		v, err := f.eval(it.Expr)
		if err != nil {
			return "", &featureError{it.Line, err.Error()}
		}
		if !v {
			missing = append(missing, it.Expr)
		}
	}
	if len(missing) > 0 {
		return "the test requires features that are not available: " + strings.Join(missing, ", "), nil
	}
	return "", nil
}

// expectedToFail reports whether any XFAIL: item holds.
func expectedToFail(s *Script, f featureSet) (bool, *featureError) {
	for _, it := range s.XFail {
		if it.Expr == "*" {
			return true, nil
		}
		v, err := f.eval(it.Expr)
		if err != nil {
			return false, &featureError{it.Line, err.Error()}
		}
		if v {
			return true, nil
		}
	}
	return false, nil
}

// shellError describes a RUN command that does not parse, with a caret under the column.
func shellError(path string, line int, text string, err error) error {
	var se *SyntaxError
	if !errors.As(err, &se) {
		return &ScriptError{path, line, "RUN line: " + err.Error()}
	}
	pos := min(se.Pos, len(text))
	// Keep tabs in the caret line so that the caret lines up under tab-indented text.
	caret := strings.Map(func(r rune) rune {
		if r == '\t' {
			return r
		}
		return ' '
	}, text[:pos]) + "^"
	return &ScriptError{path, line, fmt.Sprintf("RUN line: %s at column %d\n  %s\n  %s", se.Msg, pos+1, text, caret)}
}
