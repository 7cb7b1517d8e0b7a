package main

// gameText returns lines first to end-1 of text (counted from 1), or to
// its end when end is 0: the text of one game.
func gameText(text []byte, first, end int) []byte {
	line, start := 1, 0
	for i := 0; i < len(text) && (end == 0 || line < end); i++ {
		if line < first {
			start = i + 1
		}
		if text[i] == '\n' {
			line++
			if end != 0 && line == end {
				return text[start : i+1]
			}
		}
	}
	return text[start:]
}
