package passes

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// OptionKind is the type of a pass option's value.
type OptionKind uint8

const (
	BoolOption OptionKind = iota
	IntOption
	UintOption
	FloatOption
	StringOption
	// EnumOption accepts one of Option.Values.
	EnumOption
)

func (k OptionKind) String() string {
	return [...]string{"bool", "int", "uint", "float", "string", "enum"}[k]
}

// Option declares one pass option.
type Option struct {
	// Name is the key in `pass{name=value}`.
	Name string
	// Description is the help text.
	Description string
	Kind        OptionKind
	// List options take comma-separated values: `{name=a,b,c}`.
	List bool
	// Default is the value, as text, taken when the option is not given.
	Default string
	// Values are the allowed values of an enum option.
	Values []string
}

// OptionValues holds the parsed values of an instance's options.
type OptionValues struct {
	def *Pass
	// vals[i] is the value of def.Options[i]: bool, int64, uint64,
	// float64 or string; []T for list options.
	vals []any
	// set[i] records that option i was given explicitly.
	set []bool
}

func newOptionValues(p *Pass) *OptionValues {
	ov := &OptionValues{def: p, vals: make([]any, len(p.Options)), set: make([]bool, len(p.Options))}
	for i := range p.Options {
		o := &p.Options[i]
		v, err := parseOptionValue(o, o.Default)
		if err != nil {
			panic(fmt.Sprintf("pass %s: bad default for option %s: %v", p.Argument, o.Name, err))
		}
		ov.vals[i] = v
	}
	return ov
}

func (ov *OptionValues) index(name string) int {
	for i := range ov.def.Options {
		if ov.def.Options[i].Name == name {
			return i
		}
	}
	panic(fmt.Sprintf("pass %s has no option %q", ov.def.Argument, name))
}

// IsSet reports whether name was given explicitly.
func (ov *OptionValues) IsSet(name string) bool { return ov.set[ov.index(name)] }

// Bool returns a bool option.
func (ov *OptionValues) Bool(name string) bool { return ov.vals[ov.index(name)].(bool) }

// Int returns an int or uint option as int64.
func (ov *OptionValues) Int(name string) int64 {
	switch v := ov.vals[ov.index(name)].(type) {
	case int64:
		return v
	case uint64:
		return int64(v)
	}
	panic("option " + name + " is not an integer")
}

// Float returns a float option.
func (ov *OptionValues) Float(name string) float64 { return ov.vals[ov.index(name)].(float64) }

// String returns a string or enum option.
func (ov *OptionValues) String(name string) string { return ov.vals[ov.index(name)].(string) }

// Strings returns a list option's values as text.
func (ov *OptionValues) Strings(name string) []string {
	i := ov.index(name)
	switch v := ov.vals[i].(type) {
	case []string:
		return v
	case []any:
		out := make([]string, len(v))
		for j, e := range v {
			out[j] = formatScalar(e)
		}
		return out
	}
	return nil
}

// Set parses text as the value of option name.
func (ov *OptionValues) Set(name, text string, hasValue bool) error {
	i := -1
	for j := range ov.def.Options {
		if ov.def.Options[j].Name == name {
			i = j
		}
	}
	if i < 0 {
		return fmt.Errorf("no such option %s", name)
	}
	o := &ov.def.Options[i]
	if !hasValue {
		if o.Kind != BoolOption || o.List {
			return fmt.Errorf("option %s requires a value", name)
		}
		text = "true"
	}
	v, err := parseOptionValue(o, text)
	if err != nil {
		return fmt.Errorf("invalid value '%s' for option %s: %v", text, name, err)
	}
	ov.vals[i] = v
	ov.set[i] = true
	return nil
}

// Text prints the explicitly set options as `name=value` pairs in
// declaration order (the form the pipeline syntax reads back).
func (ov *OptionValues) Text() string {
	var parts []string
	for i := range ov.def.Options {
		if !ov.set[i] {
			continue
		}
		parts = append(parts, ov.def.Options[i].Name+"="+formatValue(ov.vals[i]))
	}
	return strings.Join(parts, " ")
}

// AllString prints every option with its value, as --dump-pass-pipeline.
func (ov *OptionValues) AllString() string {
	var parts []string
	for i := range ov.def.Options {
		parts = append(parts, ov.def.Options[i].Name+"="+formatValue(ov.vals[i]))
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

func formatValue(v any) string {
	switch v := v.(type) {
	case []string:
		out := make([]string, len(v))
		for i, s := range v {
			out[i] = quoteIfNeeded(s)
		}
		return strings.Join(out, ",")
	case []any:
		out := make([]string, len(v))
		for i, e := range v {
			out[i] = formatScalar(e)
		}
		return strings.Join(out, ",")
	case string:
		return quoteIfNeeded(v)
	}
	return formatScalar(v)
}

// quoteIfNeeded quotes a string value holding characters the option
// syntax treats specially.
func quoteIfNeeded(s string) string {
	if s == "" || strings.ContainsAny(s, " \t\n{},=\"'") {
		if !strings.Contains(s, "\"") {
			return "\"" + s + "\""
		}
		if !strings.Contains(s, "'") {
			return "'" + s + "'"
		}
		return "{" + s + "}"
	}
	return s
}

func formatScalar(v any) string {
	switch v := v.(type) {
	case bool:
		return strconv.FormatBool(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case uint64:
		return strconv.FormatUint(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	case string:
		return v
	}
	return fmt.Sprint(v)
}

// parseOptionValue converts text to o's Go value.
func parseOptionValue(o *Option, text string) (any, error) {
	if !o.List {
		return parseScalar(o, unquote(text))
	}
	if text == "" {
		if o.Kind == StringOption || o.Kind == EnumOption {
			return []string(nil), nil
		}
		return []any(nil), nil
	}
	elems := splitList(text)
	if o.Kind == StringOption || o.Kind == EnumOption {
		out := make([]string, 0, len(elems))
		for _, e := range elems {
			v, err := parseScalar(o, unquote(e))
			if err != nil {
				return nil, err
			}
			out = append(out, v.(string))
		}
		return out, nil
	}
	out := make([]any, 0, len(elems))
	for _, e := range elems {
		v, err := parseScalar(o, unquote(e))
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func parseScalar(o *Option, s string) (any, error) {
	switch o.Kind {
	case BoolOption:
		switch s {
		case "true", "TRUE", "True", "1", "":
			return true, nil
		case "false", "FALSE", "False", "0":
			return false, nil
		}
		return nil, fmt.Errorf("expected a boolean (true or false)")
	case IntOption:
		v, err := strconv.ParseInt(s, 0, 64)
		if err != nil {
			return nil, fmt.Errorf("expected an integer")
		}
		return v, nil
	case UintOption:
		v, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			return nil, fmt.Errorf("expected an unsigned integer")
		}
		return v, nil
	case FloatOption:
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, fmt.Errorf("expected a number")
		}
		return v, nil
	case EnumOption:
		for _, a := range o.Values {
			if a == s {
				return s, nil
			}
		}
		return nil, fmt.Errorf("expected one of %s", strings.Join(o.Values, ", "))
	}
	return s, nil
}

// unquote strips one level of '...', "..." or {...} around s.
func unquote(s string) string {
	if len(s) >= 2 {
		switch {
		case s[0] == '"' && s[len(s)-1] == '"', s[0] == '\'' && s[len(s)-1] == '\'':
			return s[1 : len(s)-1]
		case s[0] == '{' && s[len(s)-1] == '}' && balanced(s[1:len(s)-1]):
			return s[1 : len(s)-1]
		}
	}
	return s
}

func balanced(s string) bool {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}

// splitList splits a list value at the commas that are outside quotes
// and braces.
func splitList(s string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '{':
			depth++
		case c == '}':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// ParseOptionString applies `name=value name2 ...` (the text of a
// `--pass="..."` flag or of a pipeline's braces) to ov.
func (ov *OptionValues) ParseOptionString(text string) error {
	opts, err := splitOptions(text)
	if err != nil {
		return err
	}
	for _, kv := range opts {
		if err := ov.Set(kv.key, kv.value, kv.hasValue); err != nil {
			return err
		}
	}
	return nil
}

type optKV struct {
	key, value string
	hasValue   bool
}

// splitOptions splits option text at whitespace outside quotes and
// braces, then each piece at its first '='.
func splitOptions(s string) ([]optKV, error) {
	var out []optKV
	i := 0
	for {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		if i >= len(s) {
			return out, nil
		}
		start := i
		depth := 0
		var quote byte
		for i < len(s) {
			c := s[i]
			if quote != 0 {
				if c == quote {
					quote = 0
				}
			} else if c == '"' || c == '\'' {
				quote = c
			} else if c == '{' {
				depth++
			} else if c == '}' {
				depth--
			} else if isSpace(c) && depth == 0 {
				break
			}
			i++
		}
		if quote != 0 {
			return nil, fmt.Errorf("unterminated quoted value in %q", s[start:])
		}
		if depth != 0 {
			return nil, fmt.Errorf("unbalanced braces in %q", s[start:])
		}
		piece := s[start:i]
		if k, v, ok := strings.Cut(piece, "="); ok {
			out = append(out, optKV{k, v, true})
		} else {
			out = append(out, optKV{piece, "", false})
		}
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
