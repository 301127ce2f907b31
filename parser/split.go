package parser

import "strings"

// Chunk is one part of an input split at `// -----` lines.
type Chunk struct {
	// Text is the chunk's source; StartLine is the line number (1-based)
	// of its first line in the original file.
	Text      string
	StartLine int
}

// SplitInputFile splits src at lines consisting of `// -----` (with
// optional surrounding whitespace), as mlir-opt's --split-input-file.
func SplitInputFile(src string) []Chunk {
	var out []Chunk
	start, startLine, line := 0, 1, 1
	for i := 0; i <= len(src); {
		j := strings.IndexByte(src[i:], '\n')
		end := len(src)
		if j >= 0 {
			end = i + j
		}
		if strings.TrimSpace(src[i:end]) == "// -----" {
			out = append(out, Chunk{Text: src[start:i], StartLine: startLine})
			start = end + 1
			if start > len(src) {
				start = len(src)
			}
			startLine = line + 1
		}
		if j < 0 {
			break
		}
		i = end + 1
		line++
	}
	out = append(out, Chunk{Text: src[start:], StartLine: startLine})
	return out
}
