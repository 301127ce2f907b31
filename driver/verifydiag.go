package driver

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file implements --verify-diagnostics as MLIR's
// SourceMgrDiagnosticVerifierHandler does: the input's comments declare
// the diagnostics it must produce,
//
//	// expected-error @+1 {{message substring}}
//	// expected-warning-re @below {{regex {{[0-9]+}} pieces}}
//
// every emitted diagnostic must match one of them, and every one of them
// must be matched by a diagnostic.
//
// The grammar follows MLIR's regex exactly, so a file means the same to
// strata-opt and mlir-opt: one expectation per line, whose message is
// everything between the first `{{` after the designator and the last `}}`
// of the line. The designator is `@+N`/`@-N` (relative line), `@above` (the
// nearest line above that holds no expectation), `@below` (the nearest
// such line below), or `@unknown` (a diagnostic without a file location);
// without one the expectation is about its own line.

// expectedRe is MLIR's pattern for an expectation.
var expectedRe = regexp.MustCompile(`expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$`)

// expectation is one expected-* comment.
type expectation struct {
	sev ir.Severity
	// line is the line the diagnostic must be on (1-based); 0 with
	// unknown set for @unknown.
	line    int
	unknown bool
	// msg is the text between the braces; re is its compiled form for
	// expected-*-re (nil otherwise).
	msg string
	re  *regexp.Regexp
	// at locates the expectation itself (where "expected-" starts).
	at      ir.Location
	matched bool
}

func (e *expectation) matches(msg string) bool {
	if e.re != nil {
		return e.re.MatchString(msg)
	}
	return strings.Contains(msg, e.msg)
}

// diagVerifier collects expectations from one file and checks emitted
// diagnostics against them. Its failures are written to out as they
// happen (unexpected diagnostics) or by finish (unmet expectations).
type diagVerifier struct {
	file     string
	expected []*expectation
	// onlyExpected ignores diagnostics no expectation mentions
	// (--verify-diagnostics=only-expected).
	onlyExpected bool
	fmt          *formatter
	out          *strings.Builder
	failed       bool
}

func severityOf(kind string) ir.Severity {
	switch kind {
	case "warning":
		return ir.SevWarning
	case "note":
		return ir.SevNote
	case "remark":
		return ir.SevRemark
	}
	return ir.SevError
}

// newDiagVerifier scans src (the whole input file) for expectations.
// Malformed ones (a bad regex) are reported at once and fail the run.
func newDiagVerifier(ctx *ir.Context, file, src string, f *formatter, out *strings.Builder) *diagVerifier {
	v := &diagVerifier{file: file, fmt: f, out: out}
	lines := strings.Split(src, "\n")
	lastPlain := 0 // the last line without an expectation (for @above)
	var below []*expectation
	for i, raw := range lines {
		lineNo := i + 1
		line := strings.TrimRight(raw, " \t\r\n\v\f")
		m := expectedRe.FindStringSubmatchIndex(line)
		if m == nil {
			for _, e := range below {
				e.line = lineNo
			}
			below = below[:0]
			lastPlain = lineNo
			continue
		}
		kind := line[m[2]:m[3]]
		isRe := m[4] >= 0
		msgStart, msgEnd := m[10], m[11]
		e := &expectation{
			sev:  severityOf(kind),
			line: lineNo,
			msg:  line[msgStart:msgEnd],
			at:   ctx.FileLineColLoc(file, lineNo, m[0]+1),
		}
		if m[8] >= 0 {
			switch d := line[m[8]:m[9]]; d {
			case "above":
				e.line = lastPlain
			case "below":
				below = append(below, e)
			case "unknown":
				e.line, e.unknown = 0, true
			default:
				n, _ := strconv.Atoi(d[1:])
				if d[0] == '-' {
					e.line -= n
				} else {
					e.line += n
				}
			}
		}
		if isRe {
			re, err := compileExpectedRegex(e.msg)
			if err != nil {
				v.report(e.at, fmt.Sprintf("invalid regex: %s", err), len(e.msg))
				continue
			}
			e.re = re
		}
		v.expected = append(v.expected, e)
	}
	return v
}

// compileExpectedRegex turns the message of an expected-*-re into a
// regexp: literal text, with `{{...}}` parts taken as regular expressions.
func compileExpectedRegex(msg string) (*regexp.Regexp, error) {
	var b strings.Builder
	for msg != "" {
		i := strings.Index(msg, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(msg))
			break
		}
		b.WriteString(regexp.QuoteMeta(msg[:i]))
		msg = msg[i+2:]
		j := strings.Index(msg, "}}")
		if j < 0 {
			return nil, fmt.Errorf("found start of regex with no end '}}'")
		}
		part := msg[:j]
		if _, err := regexp.Compile(part); err != nil {
			return nil, regexError(err)
		}
		b.WriteString("(?:" + part + ")")
		msg = msg[j+2:]
	}
	return regexp.Compile(b.String())
}

// regexError words a Go regexp error as LLVM's regcomp does where the two
// disagree on the common cases.
func regexError(err error) error {
	s := err.Error()
	switch {
	case strings.Contains(s, "missing closing ]"):
		return fmt.Errorf("brackets ([ ]) not balanced")
	case strings.Contains(s, "missing closing )"), strings.Contains(s, "unexpected )"):
		return fmt.Errorf("parentheses not balanced")
	case strings.Contains(s, "missing argument to repetition operator"):
		return fmt.Errorf("repetition-operator operand invalid")
	}
	return err
}

// report writes a verifier failure (an error at loc) and marks the run failed.
func (v *diagVerifier) report(loc ir.Location, msg string, rangeLen int) {
	v.failed = true
	v.fmt.message(v.out, loc, ir.SevError, msg, true, rangeLen)
}

// handle checks one emitted diagnostic (notes are checked one by one).
func (v *diagVerifier) handle(d *ir.Diagnostic) {
	v.check(d.Loc, d.Severity, d.Message)
	for _, n := range d.Notes {
		v.check(n.Loc, n.Severity, n.Message)
	}
}

func (v *diagVerifier) check(loc ir.Location, sev ir.Severity, msg string) {
	fl, ok := ir.FileLineCol(loc)
	var nearMiss *expectation
	for _, e := range v.expected {
		if ok {
			if e.unknown || e.line != fl.Line || fl.File != v.file {
				continue
			}
		} else if !e.unknown {
			continue
		}
		if !e.matches(msg) {
			continue
		}
		if e.sev == sev {
			e.matched = true
			return
		}
		nearMiss = e
	}
	if nearMiss != nil {
		v.report(nearMiss.at, fmt.Sprintf("'%s' diagnostic emitted when expecting a '%s'", sev, nearMiss.sev), 0)
		return
	}
	if v.onlyExpected {
		return
	}
	v.report(loc, fmt.Sprintf("unexpected %s: %s", sev, msg), 0)
}

// finish reports every expectation no diagnostic matched.
func (v *diagVerifier) finish() {
	for _, e := range v.expected {
		if !e.matched {
			v.report(e.at, fmt.Sprintf("expected %s \"%s\" was not produced", e.sev, e.msg), len(e.msg))
		}
	}
}
