package lit

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Script is what the directives of one test file say. Directives are found in any comment
// style because only the keyword matters: "// RUN:", "# RUN:" and "; RUN:" all work.
type Script struct {
	// Commands are the RUN commands in file order, continuations already joined.
	Commands []RunCommand
	// XFail, Requires and Unsupported hold one feature expression per comma-separated item.
	XFail       []FeatureItem
	Requires    []FeatureItem
	Unsupported []FeatureItem
	// AllowRetries is how many more times a failing test is run before it counts as failed.
	AllowRetries int
}

// RunCommand is one shell command line of a test, which may span several RUN lines.
type RunCommand struct {
	// Line is the line of its first RUN: keyword, the one messages point at.
	Line int
	// Text is the command as written, with %(line) already resolved.
	Text string
	// Defines are the DEFINE/REDEFINE values in effect at this command, applied first.
	Defines []Substitution
}

// FeatureItem is one item of REQUIRES, UNSUPPORTED or XFAIL, with its line for messages.
type FeatureItem struct {
	Line int
	Expr string
}

// ScriptError is a malformed directive; Line is 1-based.
type ScriptError struct {
	File string
	Line int
	Msg  string
}

func (e *ScriptError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: error: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d: error: %s", e.File, e.Line, e.Msg)
}

// keywords are the directives; "END." stops the scan so that text below it is never read.
var keywords = []string{"RUN:", "XFAIL:", "REQUIRES:", "UNSUPPORTED:", "ALLOW_RETRIES:", "DEFINE:", "REDEFINE:", "END."}

var defineName = regexp.MustCompile(`^%\{[A-Za-z0-9_:.\-]+\}$`)

// ParseScript collects the directives of the test file text data, read from file (used in
// messages only).
func ParseScript(file string, data []byte) (*Script, error) {
	s := &Script{}
	var defines []Substitution
	retriesSeen := false
	// pending is the RUN command whose last line ended in a backslash.
	var pending *RunCommand
	lines := strings.Split(string(data), "\n")
	for i, raw := range lines {
		lineNo := i + 1
		kw, rest := findKeyword(strings.TrimSuffix(raw, "\r"))
		if kw == "" {
			continue
		}
		if kw == "END." {
			break
		}
		fail := func(format string, args ...any) error {
			return &ScriptError{file, lineNo, fmt.Sprintf(format, args...)}
		}
		switch kw {
		case "RUN:":
			text, err := substLine(strings.TrimRight(rest, " \t"), lineNo)
			if err != nil {
				return nil, fail("%v", err)
			}
			if pending == nil {
				s.Commands = append(s.Commands, RunCommand{Line: lineNo, Defines: defines})
				pending = &s.Commands[len(s.Commands)-1]
			}
			// lit joins continued lines without adding a space, so a line may continue
			// in the middle of a word; most tests put the space before the backslash.
			if strings.HasSuffix(text, `\`) {
				pending.Text += strings.TrimSuffix(text, `\`)
			} else {
				pending.Text += text
				pending = nil
			}
		case "XFAIL:", "REQUIRES:", "UNSUPPORTED:":
			items, err := featureItems(rest, lineNo, kw != "REQUIRES:")
			if err != nil {
				return nil, fail("%s %v", kw, err)
			}
			switch kw {
			case "XFAIL:":
				s.XFail = append(s.XFail, items...)
			case "REQUIRES:":
				s.Requires = append(s.Requires, items...)
			default:
				s.Unsupported = append(s.Unsupported, items...)
			}
		case "ALLOW_RETRIES:":
			if retriesSeen {
				return nil, fail("ALLOW_RETRIES: given twice")
			}
			n, err := strconv.Atoi(strings.TrimSpace(rest))
			if err != nil || n < 0 {
				return nil, fail("ALLOW_RETRIES: wants a count, got %q", strings.TrimSpace(rest))
			}
			s.AllowRetries, retriesSeen = n, true
		case "DEFINE:", "REDEFINE:":
			name, value, ok := strings.Cut(rest, "=")
			name, value = strings.TrimSpace(name), strings.TrimSpace(value)
			if !ok || !defineName.MatchString(name) {
				return nil, fail("%s wants '%%{name} = value', got %q", kw, strings.TrimSpace(rest))
			}
			idx := -1
			for j, d := range defines {
				if d.Pattern == name {
					idx = j
				}
			}
			// Each RunCommand keeps the slice it saw, so a change must copy, not mutate.
			switch {
			case kw == "DEFINE:" && idx >= 0:
				return nil, fail("DEFINE: %s is already defined; use REDEFINE:", name)
			case kw == "REDEFINE:" && idx < 0:
				return nil, fail("REDEFINE: %s is not defined; use DEFINE:", name)
			case kw == "DEFINE:":
				defines = append(defines[:len(defines):len(defines)], Substitution{name, value})
			default:
				defines = append([]Substitution(nil), defines...)
				defines[idx].Replacement = value
			}
		}
	}
	if pending != nil {
		return nil, &ScriptError{file, pending.Line, `RUN line ends in '\' but no RUN line follows it`}
	}
	if len(s.Commands) == 0 {
		return nil, &ScriptError{file, 0, "test has no 'RUN:' line"}
	}
	for i := range s.Commands {
		s.Commands[i].Text = strings.TrimSpace(s.Commands[i].Text)
	}
	return s, nil
}

// findKeyword returns the first directive keyword on the line and the text after it. A
// keyword glued to a preceding word character or '-' ("CHECK-RUN:", "XRUN:") is not one.
func findKeyword(line string) (kw, rest string) {
	best := -1
	for _, k := range keywords {
		from := 0
		for {
			i := strings.Index(line[from:], k)
			if i < 0 {
				break
			}
			i += from
			if i == 0 || !isWordByte(line[i-1]) {
				if best < 0 || i < best {
					best, kw = i, k
				}
				break
			}
			from = i + 1
		}
	}
	if best < 0 {
		return "", ""
	}
	return kw, line[best+len(kw):]
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// featureItems splits a directive's comma-separated list and checks each expression's
// syntax now, so that a typo is reported at its line even when the test is skipped.
func featureItems(list string, line int, allowStar bool) ([]FeatureItem, error) {
	var items []FeatureItem
	for _, it := range strings.Split(list, ",") {
		it = strings.TrimSpace(it)
		if it == "" {
			continue
		}
		if it == "*" {
			if !allowStar {
				return nil, fmt.Errorf("'*' is not allowed here")
			}
		} else if _, err := (featureSet{}).eval(it); err != nil {
			return nil, err
		}
		items = append(items, FeatureItem{Line: line, Expr: it})
	}
	if len(items) == 0 {
		return nil, fmt.Errorf("needs at least one feature")
	}
	return items, nil
}

var lineSubst = regexp.MustCompile(`%\(line *([+-]) *([0-9]+)\)`)

// substLine resolves %(line), %(line+N) and %(line-N) to numbers: only here is the
// physical line of each part of a continued command still known. %% escapes are skipped.
func substLine(text string, line int) (string, error) {
	if !strings.Contains(text, "%(line") {
		return text, nil
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			b.WriteByte(text[i])
			continue
		}
		if strings.HasPrefix(text[i:], "%%") {
			b.WriteString("%%")
			i++
			continue
		}
		if strings.HasPrefix(text[i:], "%(line)") {
			b.WriteString(strconv.Itoa(line))
			i += len("%(line)") - 1
			continue
		}
		if m := lineSubst.FindStringSubmatchIndex(text[i:]); m != nil && m[0] == 0 {
			n, _ := strconv.Atoi(text[i+m[4] : i+m[5]])
			if text[i+m[2]] == '-' {
				n = -n
			}
			b.WriteString(strconv.Itoa(line + n))
			i += m[1] - 1
			continue
		}
		if strings.HasPrefix(text[i:], "%(line") {
			return "", fmt.Errorf("malformed %%(line) substitution in %q", text)
		}
		b.WriteByte('%')
	}
	return b.String(), nil
}
