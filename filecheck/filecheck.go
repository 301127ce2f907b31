// Package filecheck is a Go implementation of LLVM's FileCheck: it reads a
// check file of `CHECK:`-style directives and verifies an input against it,
// with FileCheck's semantics, exit codes and diagnostics. See
// docs/testing.md for what differs (the regular-expression dialect notes).
package filecheck

import (
	"fmt"
	"io"
	"math/big"
	"strings"
)

// Options are FileCheck's command-line options.
type Options struct {
	CheckPrefixes   []string // default {"CHECK"}
	CommentPrefixes []string // default {"COM", "RUN"}
	Defines         []string // -D NAME=VALUE and -D#[%fmt,]NAME=EXPR, without the -D
	// ImplicitCheckNot patterns are CHECK-NOTs added between every pair of checks.
	ImplicitCheckNot          []string
	AllowUnusedPrefixes       bool
	MatchFullLines            bool
	StrictWhitespace          bool
	IgnoreCase                bool
	EnableVarScope            bool
	AllowEmpty                bool
	AllowDeprecatedDagOverlap bool
	// DumpInput is "fail" (the default), "never", "always" or "help".
	DumpInput string
	// DumpInputContext is the number of lines shown around annotations.
	DumpInputContext int
	// defaultPrefix is set when CheckPrefixes was not given.
	defaultPrefix bool
}

// Exit codes, as FileCheck's.
const (
	ExitMatch    = 0
	ExitMismatch = 1
	ExitUsage    = 2
)

// buffer is a named text with a lazily built line index.
type buffer struct {
	name       string
	text       string
	lineStarts []int
}

func (b *buffer) index() {
	if b.lineStarts != nil {
		return
	}
	b.lineStarts = append(b.lineStarts, 0)
	for i := 0; i < len(b.text); i++ {
		if b.text[i] == '\n' {
			b.lineStarts = append(b.lineStarts, i+1)
		}
	}
}

// lineOf returns the 1-based line of offset off.
func (b *buffer) lineOf(off int) int {
	b.index()
	lo, hi := 0, len(b.lineStarts)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if b.lineStarts[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + 1
}

// lineText returns line n (1-based) without its newline.
func (b *buffer) lineText(n int) string {
	b.index()
	if n < 1 || n > len(b.lineStarts) {
		return ""
	}
	start := b.lineStarts[n-1]
	end := len(b.text)
	if n < len(b.lineStarts) {
		end = b.lineStarts[n] - 1
	}
	return b.text[start:end]
}

// checker is one FileCheck run.
type checker struct {
	opts      Options
	isComment map[string]bool
	// strVars holds string variable values; definedStr every name ever
	// defined as a string variable (to detect clashes with numeric ones).
	strVars    map[string]string
	definedStr map[string]bool
	numVars    map[string]*numVar
	lineVar    *numVar

	checks      []*checkString
	implicitNot []*pattern

	checkBuf   *buffer
	input      *buffer
	lowerInput string // the input lower-cased, for --ignore-case fixed strings
	// trans is the input with bytes >= 0x80 as single runes, for regexes;
	// nil when the input is ASCII.
	trans      *transcodedInput
	regexCache map[string]*compiledRegex

	diag io.Writer
	dump *dumper
}

// Check runs FileCheck: checkText is the check file named checkName, input
// the text to verify named inputName (or nil when the input could not be
// read). Diagnostics go to stderr. It returns the exit code.
func Check(checkName string, checkText []byte, inputName string, input []byte, opts Options, stderr io.Writer) int {
	if len(opts.CheckPrefixes) == 0 {
		opts.CheckPrefixes = []string{"CHECK"}
		opts.defaultPrefix = true
	}
	if opts.CommentPrefixes == nil {
		opts.CommentPrefixes = []string{"COM", "RUN"}
	}
	if opts.DumpInput == "" {
		opts.DumpInput = "fail"
	}
	if opts.DumpInputContext == 0 {
		opts.DumpInputContext = 5
	}
	if !validPrefixes(opts.CheckPrefixes, opts.CommentPrefixes) {
		fmt.Fprintln(stderr, "Supplied check-prefix is invalid! Prefixes must be unique and start with a letter and contain only alphanumeric characters, hyphens and underscores")
		return ExitUsage
	}
	for _, d := range opts.Defines {
		eq := strings.IndexByte(d, '=')
		if eq < 0 {
			fmt.Fprintf(stderr, "Missing equal sign in command-line definition '-D%s'\n", d)
			return ExitUsage
		}
		if eq == 0 {
			fmt.Fprintf(stderr, "Missing variable name in command-line definition '-D%s'\n", d)
			return ExitUsage
		}
	}
	fc := &checker{
		opts:       opts,
		isComment:  map[string]bool{},
		strVars:    map[string]string{},
		definedStr: map[string]bool{},
		numVars:    map[string]*numVar{},
		regexCache: map[string]*compiledRegex{},
		diag:       stderr,
	}
	for _, p := range opts.CommentPrefixes {
		fc.isComment[p] = true
	}
	fc.checkBuf = &buffer{name: checkName, text: fc.canonicalize(checkText)}
	if err := fc.readCheckFile(fc.checkBuf); err != nil {
		return fc.reportParseError(err)
	}
	if input == nil {
		fmt.Fprintf(stderr, "Could not open input file '%s': No such file or directory\n", inputName)
		return ExitUsage
	}
	if len(input) == 0 && !opts.AllowEmpty {
		fmt.Fprintf(stderr, "FileCheck error: '%s' is empty.\n", inputName)
		return ExitUsage
	}
	fc.input = &buffer{name: inputName, text: fc.canonicalize(input)}
	if opts.IgnoreCase {
		fc.lowerInput = asciiLower(fc.input.text)
	}
	fc.trans = transcode(fc.input.text)
	fc.dump = newDumper(fc)
	ok := fc.checkInput()
	if opts.DumpInput == "always" || (!ok && opts.DumpInput == "fail") {
		fc.dump.write(stderr, checkName, ok)
	}
	if ok {
		return ExitMatch
	}
	return ExitMismatch
}

// reportParseError prints err and returns the exit code it calls for.
func (fc *checker) reportParseError(err error) int {
	code := ExitUsage
	if pe, ok := err.(*parseError); ok {
		if pe.exitCode != 0 {
			code = pe.exitCode
		}
		if pe.pos.buf != nil {
			fc.errorAt(pe.pos, pe.msg)
		} else {
			fmt.Fprintf(fc.diag, "error: %s\n", pe.msg)
		}
		return code
	}
	fmt.Fprintf(fc.diag, "error: %s\n", err)
	return code
}

// canonicalize drops the \r of \r\n and, unless --strict-whitespace, folds
// each run of spaces and tabs into one space, as FileCheck does to both files.
func (fc *checker) canonicalize(b []byte) string {
	var out strings.Builder
	out.Grow(len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c == '\r' && i+1 < len(b) && b[i+1] == '\n' {
			continue
		}
		if fc.opts.StrictWhitespace || (c != ' ' && c != '\t') {
			out.WriteByte(c)
			continue
		}
		out.WriteByte(' ')
		for i+1 < len(b) && (b[i+1] == ' ' || b[i+1] == '\t') {
			i++
		}
	}
	return out.String()
}

func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// validPrefixes checks FileCheck's rules: non-empty, unique across both
// lists, made of letters, digits, '-' and '_' (LLVM 14 lets a prefix start
// with a digit, whatever its message says).
func validPrefixes(check, comment []string) bool {
	seen := map[string]bool{}
	for _, p := range append(append([]string(nil), check...), comment...) {
		if p == "" || seen[p] {
			return false
		}
		for i := 0; i < len(p); i++ {
			if !isAlnum(p[i]) && p[i] != '-' && p[i] != '_' {
				return false
			}
		}
		seen[p] = true
	}
	return true
}

func bigInt(n int) *big.Int { return big.NewInt(int64(n)) }
