package lit

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// builtinCall is one run of a builtin command.
type builtinCall struct {
	sh             *shell
	args           []string // args[0] is the builtin's name
	stdin          io.Reader
	stdout, stderr io.Writer
	// inPipeline forbids changing the shell's state: the stages run concurrently.
	inPipeline bool
}

// errorf prints a message the way a command-line tool does and returns exit code 1.
func (c *builtinCall) errorf(format string, args ...any) int {
	fmt.Fprintf(c.stderr, c.args[0]+": "+format+"\n", args...)
	return 1
}

// builtins are the commands that run inside strata-lit, so that tests need no /bin/sh or
// coreutils and behave the same on every system. not and env are prefixes and live in exec.go.
var builtins = map[string]func(*builtinCall) int{
	":":      func(*builtinCall) int { return 0 },
	"true":   func(*builtinCall) int { return 0 },
	"false":  func(*builtinCall) int { return 1 },
	"echo":   builtinEcho,
	"cd":     builtinCd,
	"export": builtinExport,
	"mkdir":  builtinMkdir,
	"rm":     builtinRm,
	"cat":    builtinCat,
	"count":  builtinCount,
	"diff":   builtinDiff,
}

// builtinEcho is echo [-n] [-e] [-E] ARG...: -n drops the newline, -e interprets \n, \t,
// \\ and the like.
func builtinEcho(c *builtinCall) int {
	args := c.args[1:]
	newline, escapes := true, false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' && strings.Trim(args[0][1:], "neE") == "" {
		for _, f := range args[0][1:] {
			switch f {
			case 'n':
				newline = false
			case 'e':
				escapes = true
			case 'E':
				escapes = false
			}
		}
		args = args[1:]
	}
	s := strings.Join(args, " ")
	if escapes {
		var stop bool
		s, stop = echoEscapes(s)
		if stop {
			newline = false
		}
	}
	if newline {
		s += "\n"
	}
	io.WriteString(c.stdout, s)
	return 0
}

// echoEscapes interprets echo -e's escapes; \c ends the output, reported by stop.
func echoEscapes(s string) (out string, stop bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case '\\':
			b.WriteByte('\\')
		case 'c':
			return b.String(), true
		case '0':
			// \0NNN: up to three octal digits.
			n, j := 0, i+1
			for ; j < len(s) && j < i+4 && s[j] >= '0' && s[j] <= '7'; j++ {
				n = n*8 + int(s[j]-'0')
			}
			b.WriteByte(byte(n))
			i = j - 1
		default:
			b.WriteByte('\\')
			b.WriteByte(s[i])
		}
	}
	return b.String(), false
}

func builtinCd(c *builtinCall) int {
	if c.inPipeline {
		return c.errorf("cannot be part of a pipeline")
	}
	if len(c.args) != 2 {
		return c.errorf("want exactly one directory, got %d arguments", len(c.args)-1)
	}
	dir := c.sh.abs(c.args[1])
	fi, err := os.Stat(dir)
	if err != nil {
		return c.errorf("%s: %v", c.args[1], unwrapPathError(err))
	}
	if !fi.IsDir() {
		return c.errorf("%s: not a directory", c.args[1])
	}
	c.sh.cwd = dir
	return 0
}

func builtinExport(c *builtinCall) int {
	if c.inPipeline {
		return c.errorf("cannot be part of a pipeline")
	}
	for _, a := range c.args[1:] {
		name, value, ok := strings.Cut(a, "=")
		if !ok || name == "" {
			return c.errorf("want NAME=VALUE, got %q", a)
		}
		c.sh.env = setEnv(c.sh.env, name, value)
	}
	return 0
}

// parseFlags splits leading single-letter flags ("-rf", "-p") from operands; "--" ends
// them. It returns the set flags, or an error naming the first flag not in allowed.
func parseFlags(args []string, allowed string) (flags map[byte]bool, rest []string, err error) {
	flags = map[byte]bool{}
	for len(args) > 0 {
		a := args[0]
		if a == "--" {
			return flags, args[1:], nil
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		for i := 1; i < len(a); i++ {
			if strings.IndexByte(allowed, a[i]) < 0 {
				return nil, nil, fmt.Errorf("unsupported option '-%c'", a[i])
			}
			flags[a[i]] = true
		}
		args = args[1:]
	}
	return flags, args, nil
}

func builtinMkdir(c *builtinCall) int {
	flags, dirs, err := parseFlags(c.args[1:], "p")
	if err != nil {
		return c.errorf("%v", err)
	}
	if len(dirs) == 0 {
		return c.errorf("missing operand")
	}
	code := 0
	for _, d := range dirs {
		var err error
		if flags['p'] {
			err = os.MkdirAll(c.sh.abs(d), 0o777)
		} else {
			err = os.Mkdir(c.sh.abs(d), 0o777)
		}
		if err != nil {
			code = c.errorf("cannot create directory %q: %v", d, unwrapPathError(err))
		}
	}
	return code
}

func builtinRm(c *builtinCall) int {
	flags, paths, err := parseFlags(c.args[1:], "frRv")
	if err != nil {
		return c.errorf("%v", err)
	}
	force, recursive := flags['f'], flags['r'] || flags['R']
	if len(paths) == 0 && !force {
		return c.errorf("missing operand")
	}
	code := 0
	for _, p := range paths {
		abs := c.sh.abs(p)
		if abs == string(os.PathSeparator) {
			code = c.errorf("refusing to remove %q", p)
			continue
		}
		fi, err := os.Lstat(abs)
		if err != nil {
			if !(force && os.IsNotExist(err)) {
				code = c.errorf("cannot remove %q: %v", p, unwrapPathError(err))
			}
			continue
		}
		if fi.IsDir() && !recursive {
			code = c.errorf("cannot remove %q: is a directory", p)
			continue
		}
		if fi.IsDir() {
			err = os.RemoveAll(abs)
		} else {
			err = os.Remove(abs)
		}
		if err != nil {
			code = c.errorf("cannot remove %q: %v", p, unwrapPathError(err))
		}
	}
	return code
}

// builtinCat copies its files, or standard input for none or "-", to standard output.
func builtinCat(c *builtinCall) int {
	files := c.args[1:]
	if len(files) == 0 {
		files = []string{"-"}
	}
	code := 0
	for _, f := range files {
		if f == "-" {
			if _, err := io.Copy(c.stdout, c.stdin); err != nil {
				code = c.errorf("-: %v", err)
			}
			continue
		}
		if len(f) > 1 && f[0] == '-' {
			return c.errorf("unsupported option %q", f)
		}
		r, err := os.Open(c.sh.abs(f))
		if err != nil {
			code = c.errorf("%s: %v", f, unwrapPathError(err))
			continue
		}
		_, err = io.Copy(c.stdout, r)
		r.Close()
		if err != nil {
			code = c.errorf("%s: %v", f, unwrapPathError(err))
		}
	}
	return code
}

// builtinCount is LLVM's count utility: it succeeds when standard input has exactly N
// newline characters.
func builtinCount(c *builtinCall) int {
	if len(c.args) != 2 {
		return c.errorf("usage: count N")
	}
	want, err := strconv.ParseUint(c.args[1], 10, 64)
	if err != nil {
		return c.errorf("%q is not a line count", c.args[1])
	}
	var got uint64
	r := bufio.NewReader(c.stdin)
	buf := make([]byte, 32*1024)
	for {
		n, err := r.Read(buf)
		got += uint64(bytes.Count(buf[:n], []byte{'\n'}))
		if err == io.EOF {
			break
		}
		if err != nil {
			return c.errorf("reading standard input: %v", err)
		}
	}
	if got != want {
		fmt.Fprintf(c.stderr, "Expected %d lines, got %d.\n", want, got)
		return 1
	}
	return 0
}
