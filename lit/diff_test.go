package lit

import (
	"math/rand"
	"strings"
	"testing"
)

func TestUnifiedDiff(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		opts diffOptions
		want string
	}{
		{"equal", "a\nb\n", "a\nb\n", diffOptions{context: 3}, ""},
		{"change", "a\nb\nc\n", "a\nB\nc\n", diffOptions{context: 3},
			"--- A\n+++ B\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"insert at end", "a\n", "a\nb\n", diffOptions{context: 0},
			"--- A\n+++ B\n@@ -1,0 +2 @@\n+b\n"},
		{"delete first", "a\nb\n", "b\n", diffOptions{context: 0},
			"--- A\n+++ B\n@@ -1 +0,0 @@\n-a\n"},
		{"two hunks", "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\nX\n3\n4\n5\n6\n7\nY\n9\n", diffOptions{context: 1},
			"--- A\n+++ B\n@@ -1,3 +1,3 @@\n 1\n-2\n+X\n 3\n@@ -7,3 +7,3 @@\n 7\n-8\n+Y\n 9\n"},
		{"hunks merge when contexts touch", "1\n2\n3\n4\n5\n", "X\n2\n3\n4\nY\n", diffOptions{context: 2},
			"--- A\n+++ B\n@@ -1,5 +1,5 @@\n-1\n+X\n 2\n 3\n 4\n-5\n+Y\n"},
		{"missing final newline", "a\n", "a", diffOptions{context: 3},
			"--- A\n+++ B\n@@ -1 +1 @@\n-a\n+a\n\\ No newline at end of file\n"},
		{"-b", "a  b \n", "a b\n", diffOptions{ignoreSpaceDelta: true}, ""},
		{"-b keeps leading space significant", " ab\n", "ab\n", diffOptions{ignoreSpaceDelta: true},
			"--- A\n+++ B\n@@ -1 +1 @@\n- ab\n+ab\n"},
		{"-w", "a b\n", "ab\n", diffOptions{ignoreAllSpace: true}, ""},
		{"--strip-trailing-cr", "a\r\nb\r\n", "a\nb\n", diffOptions{stripTrailingCR: true}, ""},
	}
	for _, tc := range tests {
		if got := unifiedDiff("A", "B", tc.a, tc.b, tc.opts); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

// TestDiffEditsAreShortestAndValid checks the edit scripts of random inputs: applying one
// to a must give b, and its cost must equal that of an LCS computed the slow way.
func TestDiffEditsAreShortestAndValid(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	gen := func() []string {
		n := rng.Intn(12)
		s := make([]string, n)
		for i := range s {
			s[i] = string(rune('a' + rng.Intn(3)))
		}
		return s
	}
	for iter := 0; iter < 2000; iter++ {
		a, b := gen(), gen()
		edits := diffEdits(a, b)
		var got []string
		cost := 0
		ai := 0
		for _, e := range edits {
			switch e.op {
			case ' ':
				if a[e.a] != b[e.b] || e.a != ai {
					t.Fatalf("%q -> %q: bad keep %+v", a, b, e)
				}
				got = append(got, a[e.a])
				ai++
			case '-':
				if e.a != ai {
					t.Fatalf("%q -> %q: delete out of order %+v", a, b, e)
				}
				ai++
				cost++
			case '+':
				got = append(got, b[e.b])
				cost++
			}
		}
		if strings.Join(got, "") != strings.Join(b, "") || ai != len(a) {
			t.Fatalf("%q -> %q: edits give %q", a, b, got)
		}
		if want := len(a) + len(b) - 2*lcs(a, b); cost != want {
			t.Fatalf("%q -> %q: cost %d, shortest is %d", a, b, cost, want)
		}
	}
}

func lcs(a, b []string) int {
	dp := make([][]int, len(a)+1)
	for i := range dp {
		dp[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				dp[i][j] = dp[i+1][j+1] + 1
			} else {
				dp[i][j] = max(dp[i+1][j], dp[i][j+1])
			}
		}
	}
	return dp[0][0]
}

func TestDiffBuiltin(t *testing.T) {
	sh := newTestShell(t)
	steps := []struct {
		line string
		code int
		out  string
	}{
		{`echo a > x && echo a > y && diff x y`, 0, ""},
		{`echo b > y; diff x y`, 1, "--- x\n+++ y\n@@ -1 +1 @@\n-a\n+b\n"},
		{`diff -q x y`, 1, "Files x and y differ\n"},
		{`echo a | diff - x`, 0, ""},
		{`diff x`, 2, "diff: want two files, got 1\n"},
		{`diff x nope`, 2, "diff: nope: no such file or directory\n"},
		{`diff --bogus x y`, 2, "diff: unsupported option \"--bogus\"\n"},
		{`mkdir -p d1/s d2/s && echo 1 > d1/s/f && echo 2 > d2/s/f && echo o > d1/only && diff -r d1 d2`, 1,
			"Only in d1: only\n" + "--- d1/s/f\n+++ d2/s/f\n@@ -1 +1 @@\n-1\n+2\n"},
		{`diff d1 d2`, 2, "diff: d1 and d2 are folders; use -r\n"},
	}
	for _, s := range steps {
		st, out := runLine(t, sh, s.line)
		if st.code != s.code || out != s.out {
			t.Errorf("%s: status %v, output %q; want exit %d, %q", s.line, st, out, s.code, s.out)
		}
	}
}
