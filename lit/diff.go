package lit

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// diffOptions are the flags of the diff builtin.
type diffOptions struct {
	context          int  // lines of context around a change (-U N; 3 by default)
	ignoreSpaceDelta bool // -b: runs of white space compare equal, trailing space is ignored
	ignoreAllSpace   bool // -w: white space is ignored entirely
	stripTrailingCR  bool // --strip-trailing-cr
	brief            bool // -q: say only whether the files differ
	recursive        bool // -r: compare folders
}

// builtinDiff is diff [-u] [-U N] [-b] [-w] [-q] [-r] [--strip-trailing-cr] A B. It always
// prints the unified format. Exit codes are diff's: 0 same, 1 different, 2 trouble.
func builtinDiff(c *builtinCall) int {
	opts := diffOptions{context: 3}
	args := c.args[1:]
	var files []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-u":
		case a == "-b" || a == "--ignore-space-change":
			opts.ignoreSpaceDelta = true
		case a == "-w" || a == "--ignore-all-space":
			opts.ignoreAllSpace = true
		case a == "-q" || a == "--brief":
			opts.brief = true
		case a == "-r" || a == "--recursive":
			opts.recursive = true
		case a == "--strip-trailing-cr":
			opts.stripTrailingCR = true
		case a == "-U" || strings.HasPrefix(a, "-U"):
			v := strings.TrimPrefix(a, "-U")
			if v == "" && i+1 < len(args) {
				i++
				v = args[i]
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				fmt.Fprintf(c.stderr, "diff: -U wants a line count, got %q\n", v)
				return 2
			}
			opts.context = n
		case len(a) > 1 && a[0] == '-':
			fmt.Fprintf(c.stderr, "diff: unsupported option %q\n", a)
			return 2
		default:
			files = append(files, a)
		}
	}
	if len(files) != 2 {
		fmt.Fprintf(c.stderr, "diff: want two files, got %d\n", len(files))
		return 2
	}
	return c.diffPaths(files[0], files[1], opts)
}

// diffPaths compares two files, or with -r two folders, printing differences.
func (c *builtinCall) diffPaths(a, b string, opts diffOptions) int {
	aDir, bDir := c.isDir(a), c.isDir(b)
	switch {
	case aDir && bDir && opts.recursive:
		return c.diffDirs(a, b, opts)
	case aDir && bDir:
		fmt.Fprintf(c.stderr, "diff: %s and %s are folders; use -r\n", a, b)
		return 2
	case aDir != bDir:
		fmt.Fprintf(c.stdout, "File %s is a %s while file %s is a %s\n", a, kindName(aDir), b, kindName(bDir))
		return 1
	}
	textA, err := c.readDiffInput(a)
	if err != nil {
		fmt.Fprintf(c.stderr, "diff: %s: %v\n", a, err)
		return 2
	}
	textB, err := c.readDiffInput(b)
	if err != nil {
		fmt.Fprintf(c.stderr, "diff: %s: %v\n", b, err)
		return 2
	}
	out := unifiedDiff(a, b, textA, textB, opts)
	if out == "" {
		return 0
	}
	if opts.brief {
		fmt.Fprintf(c.stdout, "Files %s and %s differ\n", a, b)
	} else {
		io.WriteString(c.stdout, out)
	}
	return 1
}

func kindName(dir bool) string {
	if dir {
		return "directory"
	}
	return "regular file"
}

func (c *builtinCall) isDir(p string) bool {
	if p == "-" {
		return false
	}
	fi, err := os.Stat(c.sh.abs(p))
	return err == nil && fi.IsDir()
}

func (c *builtinCall) readDiffInput(p string) (string, error) {
	if p == "-" {
		data, err := io.ReadAll(c.stdin)
		return string(data), err
	}
	data, err := os.ReadFile(c.sh.abs(p))
	if err != nil {
		return "", unwrapPathError(err)
	}
	return string(data), nil
}

// diffDirs compares two folders entry by entry, in sorted order.
func (c *builtinCall) diffDirs(a, b string, opts diffOptions) int {
	names := map[string]int{} // bit 1: in a, bit 2: in b
	for bit, dir := range []string{a, b} {
		entries, err := os.ReadDir(c.sh.abs(dir))
		if err != nil {
			fmt.Fprintf(c.stderr, "diff: %s: %v\n", dir, unwrapPathError(err))
			return 2
		}
		for _, e := range entries {
			names[e.Name()] |= 1 << bit
		}
	}
	sorted := make([]string, 0, len(names))
	for n := range names {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)
	code := 0
	for _, n := range sorted {
		switch names[n] {
		case 1:
			fmt.Fprintf(c.stdout, "Only in %s: %s\n", a, n)
			code = max(code, 1)
		case 2:
			fmt.Fprintf(c.stdout, "Only in %s: %s\n", b, n)
			code = max(code, 1)
		default:
			code = max(code, c.diffPaths(filepath.Join(a, n), filepath.Join(b, n), opts))
		}
	}
	return code
}

// unifiedDiff returns the unified diff of two texts, or "" when they compare equal under
// the options.
func unifiedDiff(nameA, nameB, a, b string, opts diffOptions) string {
	linesA, linesB := splitLinesKeepEOL(a), splitLinesKeepEOL(b)
	keysA, keysB := make([]string, len(linesA)), make([]string, len(linesB))
	for i, l := range linesA {
		keysA[i] = diffKey(l, opts)
	}
	for i, l := range linesB {
		keysB[i] = diffKey(l, opts)
	}
	edits := diffEdits(keysA, keysB)
	changed := false
	for _, e := range edits {
		if e.op != ' ' {
			changed = true
			break
		}
	}
	if !changed {
		return ""
	}
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", nameA, nameB)
	for _, h := range hunks(edits, opts.context) {
		aStart, aLen, bStart, bLen := -1, 0, -1, 0
		for _, e := range h {
			if e.op != '+' {
				if aStart < 0 {
					aStart = e.a
				}
				aLen++
			}
			if e.op != '-' {
				if bStart < 0 {
					bStart = e.b
				}
				bLen++
			}
		}
		// A side with no lines in the hunk is numbered by the line before the hunk.
		if aStart < 0 {
			aStart = h[0].a
		}
		if bStart < 0 {
			bStart = h[0].b
		}
		fmt.Fprintf(&out, "@@ -%s +%s @@\n", hunkRange(aStart, aLen), hunkRange(bStart, bLen))
		for _, e := range h {
			line := ""
			switch e.op {
			case '+':
				line = linesB[e.b]
			default:
				line = linesA[e.a]
			}
			out.WriteByte(e.op)
			out.WriteString(line)
			if !strings.HasSuffix(line, "\n") {
				out.WriteString("\n\\ No newline at end of file\n")
			}
		}
	}
	return out.String()
}

func hunkRange(start, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", start)
	}
	if n == 1 {
		return strconv.Itoa(start + 1)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}

// splitLinesKeepEOL splits text into lines that keep their "\n", so that a last line
// without one differs from the same line with one, as in diff.
func splitLinesKeepEOL(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// diffKey is the form of a line that comparison sees under the options.
func diffKey(line string, opts diffOptions) string {
	if opts.stripTrailingCR {
		if strings.HasSuffix(line, "\r\n") {
			line = strings.TrimSuffix(line, "\r\n") + "\n"
		}
	}
	switch {
	case opts.ignoreAllSpace:
		return strings.Join(strings.Fields(line), "") + eolMark(line)
	case opts.ignoreSpaceDelta:
		body := strings.TrimRight(line, " \t\r\n")
		var b strings.Builder
		space := false
		for _, r := range body {
			if r == ' ' || r == '\t' {
				space = true
				continue
			}
			if space {
				b.WriteByte(' ')
				space = false
			}
			b.WriteRune(r)
		}
		if strings.IndexAny(body, " \t") == 0 {
			return " " + strings.TrimLeft(b.String(), " ") + eolMark(line)
		}
		return b.String() + eolMark(line)
	}
	return line
}

// eolMark keeps "has a final newline" part of a line's key when white space is ignored.
func eolMark(line string) string {
	if strings.HasSuffix(line, "\n") {
		return "\n"
	}
	return ""
}

// edit is one step of a diff: ' ' keeps a[a] (= b[b]), '-' deletes a[a], '+' inserts b[b].
type edit struct {
	op   byte
	a, b int
}

// maxDiffCost bounds the work of the shortest-edit search; beyond it the middle of the
// files is reported as replaced wholesale, which is correct, only longer.
const maxDiffCost = 1000

// diffEdits returns a shortest edit script from a to b (Myers' O(ND) greedy algorithm).
func diffEdits(a, b []string) []edit {
	// Common prefix and suffix cost nothing and shrink the search.
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var edits []edit
	for i := 0; i < pre; i++ {
		edits = append(edits, edit{' ', i, i})
	}
	for _, e := range myers(a[pre:len(a)-suf], b[pre:len(b)-suf]) {
		edits = append(edits, edit{e.op, e.a + pre, e.b + pre})
	}
	for i := 0; i < suf; i++ {
		edits = append(edits, edit{' ', len(a) - suf + i, len(b) - suf + i})
	}
	return edits
}

func myers(a, b []string) []edit {
	n, m := len(a), len(b)
	if n == 0 || m == 0 {
		return replaceAll(n, m)
	}
	limit := min(n+m, maxDiffCost)
	off := limit + 1
	v := make([]int, 2*limit+3)
	// snapshots[d] holds v[k] for k in [-d-1, d+1] as it was before round d, which is what
	// the backward walk needs to find each round's move.
	var snapshots [][]int
	for d := 0; d <= limit; d++ {
		snapshots = append(snapshots, append([]int(nil), v[off-d-1:off+d+2]...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || k != d && v[off+k-1] < v[off+k+1] {
				x = v[off+k+1]
			} else {
				x = v[off+k-1] + 1
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x++
				y++
			}
			v[off+k] = x
			if x >= n && y >= m {
				return backtrack(snapshots, n, m)
			}
		}
	}
	return replaceAll(n, m)
}

func backtrack(snapshots [][]int, n, m int) []edit {
	var rev []edit
	x, y := n, m
	for d := len(snapshots) - 1; d >= 0; d-- {
		snap := snapshots[d]
		at := func(k int) int { return snap[k+d+1] }
		k := x - y
		var prevK int
		if k == -d || k != d && at(k-1) < at(k+1) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		prevX := at(prevK)
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			x--
			y--
			rev = append(rev, edit{' ', x, y})
		}
		if d > 0 {
			if x == prevX {
				rev = append(rev, edit{'+', x, prevY})
			} else {
				rev = append(rev, edit{'-', prevX, y})
			}
		}
		x, y = prevX, prevY
	}
	edits := make([]edit, len(rev))
	for i, e := range rev {
		edits[len(rev)-1-i] = e
	}
	return edits
}

func replaceAll(n, m int) []edit {
	var edits []edit
	for i := 0; i < n; i++ {
		edits = append(edits, edit{'-', i, 0})
	}
	for j := 0; j < m; j++ {
		edits = append(edits, edit{'+', n, j})
	}
	return edits
}

// hunks groups the edits into hunks: each change with up to context unchanged lines around
// it, neighbouring changes sharing a hunk when their contexts touch.
func hunks(edits []edit, context int) [][]edit {
	var out [][]edit
	i := 0
	for i < len(edits) {
		for i < len(edits) && edits[i].op == ' ' {
			i++
		}
		if i == len(edits) {
			break
		}
		start := max(0, i-context)
		// Include a prefix of context, then extend while the gap to the next change is short.
		end := i
		for {
			for end < len(edits) && edits[end].op != ' ' {
				end++
			}
			gap := end
			for gap < len(edits) && edits[gap].op == ' ' {
				gap++
			}
			if gap < len(edits) && gap-end <= 2*context {
				end = gap
				continue
			}
			end = min(len(edits), end+context)
			break
		}
		out = append(out, edits[start:end])
		i = end
	}
	return out
}
