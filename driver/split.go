package driver

import "strings"

// DefaultSplitMarker separates the parts of an input under
// --split-input-file and of the output, as in mlir-opt.
const DefaultSplitMarker = "// -----"

// chunk is one part of a split input.
type chunk struct {
	// text is the part's source, padded with spaces in front when the
	// part starts in the middle of a line so that columns stay right.
	text string
	// line is the line number (1-based) of the part's first line in the
	// whole file.
	line int
}

// splitInput splits src at every occurrence of marker, as mlir-opt does:
// the text before the marker ends one part and the text after it starts the
// next, even when the marker is not alone on its line. With an empty
// marker the input is one part.
func splitInput(src, marker string) []chunk {
	if marker == "" {
		return []chunk{{text: src, line: 1}}
	}
	var out []chunk
	start, line, col := 0, 1, 0
	for {
		i := strings.Index(src[start:], marker)
		end := len(src)
		if i >= 0 {
			end = start + i
		}
		out = append(out, chunk{text: strings.Repeat(" ", col) + src[start:end], line: line})
		if i < 0 {
			return out
		}
		line += strings.Count(src[start:end], "\n")
		next := end + len(marker)
		lastNL := strings.LastIndexByte(src[:next], '\n')
		col = next - (lastNL + 1)
		start = next
	}
}
