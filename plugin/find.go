package plugin

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// ExecutablePrefix starts the name of an out-of-process backend's
// executable: strata-backend-NAME, found on PATH (as protoc-gen-NAME and
// git-NAME are).
const ExecutablePrefix = "strata-backend-"

// QueryTimeout bounds a plug-in's answer to the capabilities query.
const QueryTimeout = 10 * time.Second

// maxAnswer bounds what Strata reads of a plug-in's answer (a thousand
// ops with their element types take some 100 KiB).
const maxAnswer = 1 << 20

var (
	registryMu sync.RWMutex
	registered = map[string]Backend{}
)

// Register adds an in-process backend, from the init function of a
// vendor's package linked into its own strata-* build. It panics on
// invalid capabilities or a second backend of one name: both are
// programming errors found when the binary starts.
func Register(b Backend) {
	c := b.Capabilities()
	if err := c.Validate(); err != nil {
		panic(fmt.Sprintf("plugin.Register(%q): %v", c.Name, err))
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registered[c.Name]; dup {
		panic(fmt.Sprintf("plugin.Register: backend %q registered twice", c.Name))
	}
	registered[c.Name] = b
}

// Find returns backend name: an in-process one if registered, else
// strata-backend-NAME on PATH, whose capabilities it asks for. Errors name
// the plug-in and say what went wrong.
func Find(ctx context.Context, name string) (Backend, error) {
	registryMu.RLock()
	b, ok := registered[name]
	registryMu.RUnlock()
	if ok {
		return b, nil
	}
	path, err := exec.LookPath(ExecutablePrefix + name)
	if err != nil {
		return nil, fmt.Errorf("no backend %q: not built in, and no %s%s on PATH: %w", name, ExecutablePrefix, name, ErrNotFound)
	}
	c, err := Query(ctx, name, path)
	if err != nil {
		return nil, err
	}
	return &External{Path: path, Caps: *c}, nil
}

// Query runs the plug-in executable at path with the capabilities query
// (`PATH capabilities --protocol N`) and checks its answer: JSON
// Capabilities on standard output, exit status 0, within QueryTimeout (or
// ctx's deadline, if sooner).
func Query(ctx context.Context, name, path string) (*Capabilities, error) {
	var c Capabilities
	if err := ask(ctx, path, QueryTimeout, "capabilities", nil, &c, []string{"capabilities", "--protocol", fmt.Sprint(ProtocolVersion)}); err != nil {
		return nil, err
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("backend plug-in %s: %v", path, err)
	}
	if c.Name != name {
		return nil, fmt.Errorf("backend plug-in %s calls itself %q, want %q", path, c.Name, name)
	}
	return &c, nil
}

// ask runs the plug-in at path with args (and stdin), within timeout (or
// ctx's deadline), and decodes the JSON object it prints into answer; what
// names the request in errors. On failure the error quotes its standard
// error.
func ask(ctx context.Context, path string, timeout time.Duration, what string, stdin []byte, answer any, args []string) error {
	started := time.Now()
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	stdout := limitedBuffer{limit: maxAnswer, full: cancel} // a flood ends the plug-in at once
	stderr := limitedBuffer{limit: 64 << 10}
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	killGroup(cmd)
	cmd.WaitDelay = time.Second // a plug-in's children holding the pipes do not hang Strata
	err := cmd.Run()
	switch {
	case stdout.overflow:
		return fmt.Errorf("backend plug-in %s: %s answer over %d bytes", path, what, maxAnswer)
	case ctx.Err() == context.DeadlineExceeded:
		return fmt.Errorf("backend plug-in %s: no answer to the %s request within %v", path, what, time.Since(started).Round(100*time.Millisecond))
	case err != nil:
		return &RequestError{Plugin: path, Request: what, Err: err, Stderr: strings.TrimSpace(stderr.buf.String()),
			Diagnostics: ParseDiagnostics(stderr.buf.String())}
	}
	dec := json.NewDecoder(bytes.NewReader(stdout.buf.Bytes()))
	dec.DisallowUnknownFields()
	if err := dec.Decode(answer); err != nil {
		return fmt.Errorf("backend plug-in %s: malformed %s answer (want JSON, docs/plugins.md): %v", path, what, err)
	}
	if dec.More() {
		return fmt.Errorf("backend plug-in %s: malformed %s answer: text after the JSON object", path, what)
	}
	return nil
}

// killGroup makes cmd run in a process group of its own, killed whole
// when ctx ends: a plug-in that is a script leaves no children running.
func killGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// RequestError is a plug-in that failed a request (exited non-zero or was
// killed): its standard error, and the diagnostics in it.
type RequestError struct {
	Plugin, Request string
	Err             error
	Stderr          string
	// Diagnostics are the lines of Stderr in the FILE:LINE:COL: SEVERITY:
	// MESSAGE form, which tools re-emit at their locations.
	Diagnostics []Diagnostic
}

func (e *RequestError) Error() string {
	msg := fmt.Sprintf("backend plug-in %s failed the %s request: %v", e.Plugin, e.Request, e.Err)
	if e.Stderr != "" {
		msg += ": " + e.Stderr
	}
	return msg
}

func (e *RequestError) Unwrap() error { return e.Err }

// Diagnostic is one FILE:LINE:COL: SEVERITY: MESSAGE line of a plug-in.
type Diagnostic struct {
	File      string
	Line, Col int
	// Severity is error, warning, note or remark.
	Severity, Message string
}

var diagnosticLine = regexp.MustCompile(`^(.+?):(\d+):(\d+): (error|warning|note|remark): (.*)$`)

// ParseDiagnostics returns the diagnostic lines of a plug-in's output.
func ParseDiagnostics(text string) []Diagnostic {
	var out []Diagnostic
	for _, line := range strings.Split(text, "\n") {
		m := diagnosticLine.FindStringSubmatch(strings.TrimRight(line, "\r"))
		if m == nil {
			continue
		}
		l, _ := strconv.Atoi(m[2])
		c, _ := strconv.Atoi(m[3])
		out = append(out, Diagnostic{File: m[1], Line: l, Col: c, Severity: m[4], Message: m[5]})
	}
	return out
}

// limitedBuffer keeps the first limit bytes written to it and notes
// whether there were more (a plug-in printing without end cannot exhaust
// Strata's memory).
type limitedBuffer struct {
	// buf is a field, not embedded: an embedded bytes.Buffer's ReadFrom
	// would let io.Copy bypass Write and its limit.
	buf      bytes.Buffer
	limit    int
	overflow bool
	// full, when set, is called once at the first byte past the limit.
	full func()
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := b.limit - b.buf.Len(); len(p) > room {
		if !b.overflow && b.full != nil {
			b.full()
		}
		b.overflow = true
		if room > 0 {
			b.buf.Write(p[:room])
		}
		return len(p), nil
	}
	return b.buf.Write(p)
}

// ErrNotFound is wrapped by Find's error when no backend has the name.
var ErrNotFound = errors.New("backend not found")
