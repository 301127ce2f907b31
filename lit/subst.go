package lit

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// substituter expands the substitutions of one test's RUN commands. Like lit, it works on
// the text before the shell parses it, so a substitution may produce several words and a
// path with spaces in it needs quotes around the %s that produces it.
type substituter struct {
	sourcePath string // %s
	sourceDir  string // %S and %p
	tmpBase    string // %t is tmpBase + ".tmp"; %basename_t its base name without ".tmp"
	tmpDir     string // %T: shared by the tests of one folder, so %t is the safer choice
	config     []Substitution
	tools      []resolvedTool // sorted longest name first
}

// resolvedTool is a ToolSpec whose binary was found.
type resolvedTool struct {
	name, path string
}

// pctMarker stands in for "%%" while other substitutions run, so that "%%s" stays "%s"
// whatever %s means. No RUN line holds a NUL byte.
const pctMarker = "\x00"

// expand returns cmd's text with all substitutions done, in lit's order: DEFINE'd names,
// configuration substitutions, tool names, then the built-in %-forms.
func (s *substituter) expand(cmd RunCommand) string {
	text := strings.ReplaceAll(cmd.Text, "%%", pctMarker)
	for _, d := range cmd.Defines {
		text = strings.ReplaceAll(text, d.Pattern, d.Replacement)
	}
	for _, c := range s.config {
		text = strings.ReplaceAll(text, c.Pattern, c.Replacement)
	}
	text = s.replaceTools(text)
	text = s.replacePercent(text)
	return strings.ReplaceAll(text, pctMarker, "%")
}

// replaceTools replaces each tool name that stands as a word of its own, in one pass, so
// that a replaced path is never looked at again. "FileCheck" in "%S/FileCheck.txt",
// "not-FileCheck" or "FileCheck.exe" is part of another name and stays.
func (s *substituter) replaceTools(text string) string {
	if len(s.tools) == 0 {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); {
		if i == 0 || !isToolNameByte(text[i-1]) {
			if t, ok := s.toolAt(text, i); ok {
				b.WriteString(t.path)
				i += len(t.name)
				continue
			}
		}
		b.WriteByte(text[i])
		i++
	}
	return b.String()
}

func (s *substituter) toolAt(text string, i int) (resolvedTool, bool) {
	for _, t := range s.tools {
		end := i + len(t.name)
		if strings.HasPrefix(text[i:], t.name) && (end == len(text) || !isToolNameByte(text[end])) {
			return t, true
		}
	}
	return resolvedTool{}, false
}

func isToolNameByte(c byte) bool {
	return isWordByte(c) || c == '.' || c == '/' || c == '\\' || c == '%'
}

// replacePercent expands the built-in substitutions in one left-to-right pass, so that a
// '%' inside an expanded path is never read as the start of another substitution.
func (s *substituter) replacePercent(text string) string {
	if !strings.Contains(text, "%") {
		return text
	}
	tmp := s.tmpBase + ".tmp"
	forms := []struct{ key, value string }{
		// Longer keys first, so that %basename_t is not read as %b... and %/s not as %/.
		{"%{pathsep}", string(os.PathListSeparator)},
		{"%{fs-sep}", string(os.PathSeparator)},
		{"%basename_t", filepath.Base(s.tmpBase)},
		{"%/s", filepath.ToSlash(s.sourcePath)},
		{"%/S", filepath.ToSlash(s.sourceDir)},
		{"%/p", filepath.ToSlash(s.sourceDir)},
		{"%/t", filepath.ToSlash(tmp)},
		{"%/T", filepath.ToSlash(s.tmpDir)},
		{"%s", s.sourcePath},
		{"%S", s.sourceDir},
		{"%p", s.sourceDir},
		{"%t", tmp},
		{"%T", s.tmpDir},
	}
	var b strings.Builder
outer:
	for i := 0; i < len(text); i++ {
		if text[i] == '%' {
			for _, f := range forms {
				if strings.HasPrefix(text[i:], f.key) {
					b.WriteString(f.value)
					i += len(f.key) - 1
					continue outer
				}
			}
		}
		b.WriteByte(text[i])
	}
	return b.String()
}

// resolveTools looks up each tool's binary in the bin directories, then on PATH. Tools not
// found are returned separately, so that "command not found" can say which binary was meant.
func resolveTools(specs []ToolSpec, binDirs []string, pathEnv string) (found []resolvedTool, missing map[string]string) {
	missing = map[string]string{}
	for _, t := range specs {
		if p := findExecutable(t.Binary, binDirs, pathEnv); p != "" {
			found = append(found, resolvedTool{name: t.Name, path: p})
		} else {
			missing[t.Name] = t.Binary
		}
	}
	sort.SliceStable(found, func(i, j int) bool { return len(found[i].name) > len(found[j].name) })
	return found, missing
}

// findExecutable returns the absolute path of the executable file name in one of the
// directories, bin directories first, or "" if there is none.
func findExecutable(name string, binDirs []string, pathEnv string) string {
	dirs := append(append([]string(nil), binDirs...), filepath.SplitList(pathEnv)...)
	for _, d := range dirs {
		if d == "" {
			continue
		}
		p := filepath.Join(d, name)
		if isExecutable(p) {
			if abs, err := filepath.Abs(p); err == nil {
				return abs
			}
			return p
		}
	}
	return ""
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}
