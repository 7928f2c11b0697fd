package config

import (
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// keyLines returns the 1-based line on which each key of a TOML document is
// first defined, indexed by toml.Key.String(): table headers, key/value
// pairs, the prefixes of dotted keys, and the keys of inline tables. Keys
// inside arrays are not recorded.
//
// BurntSushi/toml v1.6.0 knows these positions but exports them only in a
// ParseError, so this scanner finds them again. It expects src to have
// parsed without error; on anything it does not expect it stops and returns
// what it has found. It never panics and always terminates: every step
// consumes input or stops.
func keyLines(src string) map[string]int {
	s := &lineScanner{src: src, lines: map[string]int{}}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			s.nl = append(s.nl, i)
		}
	}
	switch { // the parser skips a byte-order mark
	case strings.HasPrefix(src, "\xef\xbb\xbf"):
		s.pos = 3
	case strings.HasPrefix(src, "\xff\xfe"), strings.HasPrefix(src, "\xfe\xff"):
		s.pos = 2
	}
	s.document()
	return s.lines
}

type lineScanner struct {
	src   string
	pos   int
	nl    []int // offsets of the newlines in src
	lines map[string]int
	bad   bool // something unexpected: stop
}

func (s *lineScanner) document() {
	var table []string
	for !s.bad {
		s.skipBlank()
		if s.eof() {
			return
		}
		start := s.pos
		if s.peek() == '[' {
			n := 1
			if strings.HasPrefix(s.rest(), "[[") {
				n = 2
			}
			s.pos += n
			key := s.key()
			s.skipSpace()
			if !s.consume(strings.Repeat("]", n)) {
				return
			}
			table = key
			s.record(key, start)
			continue
		}
		key := s.key()
		s.skipSpace()
		if !s.consume("=") {
			return
		}
		s.skipSpace()
		full := append(append([]string(nil), table...), key...)
		s.record(full, start)
		s.value(full)
	}
}

// record notes the line of the key at offset off and of its prefixes, if
// they have none yet.
func (s *lineScanner) record(key []string, off int) {
	if s.bad || len(key) == 0 {
		return
	}
	line := 1 + sort.SearchInts(s.nl, off)
	for n := 1; n <= len(key); n++ {
		k := toml.Key(key[:n]).String()
		if _, ok := s.lines[k]; !ok {
			s.lines[k] = line
		}
	}
}

// key scans a dotted key and returns its parts.
func (s *lineScanner) key() []string {
	var parts []string
	for !s.bad {
		s.skipSpace()
		parts = append(parts, s.simpleKey())
		s.skipSpace()
		if s.eof() || s.peek() != '.' {
			break
		}
		s.pos++
	}
	return parts
}

func (s *lineScanner) simpleKey() string {
	if s.eof() {
		s.bad = true
		return ""
	}
	start := s.pos
	switch s.peek() {
	case '"':
		s.basicString()
		if s.bad {
			return ""
		}
		// Let the TOML parser itself undo the escapes.
		var m map[string]any
		if _, err := toml.Decode("k = "+s.src[start:s.pos], &m); err == nil {
			if k, ok := m["k"].(string); ok {
				return k
			}
		}
		s.bad = true
		return ""
	case '\'':
		s.literalString()
		if s.bad {
			return ""
		}
		return s.src[start+1 : s.pos-1]
	}
	for !s.eof() && isBareKeyByte(s.peek()) {
		s.pos++
	}
	if s.pos == start {
		s.bad = true
	}
	return s.src[start:s.pos]
}

// value skips one value; the keys of an inline table are recorded under
// prefix unless prefix is nil.
func (s *lineScanner) value(prefix []string) {
	if s.bad {
		return
	}
	if s.eof() {
		s.bad = true
		return
	}
	switch rest := s.rest(); {
	case strings.HasPrefix(rest, `"""`):
		s.multiString(`"""`)
	case strings.HasPrefix(rest, `'''`):
		s.multiString(`'''`)
	case rest[0] == '"':
		s.basicString()
	case rest[0] == '\'':
		s.literalString()
	case rest[0] == '[':
		s.array()
	case rest[0] == '{':
		s.inlineTable(prefix)
	default: // a number, boolean or date: up to the next delimiter
		start := s.pos
		for !s.eof() && !strings.ContainsRune(",]}#\r\n", rune(s.peek())) {
			s.pos++
		}
		if s.pos == start {
			s.bad = true
		}
	}
}

func (s *lineScanner) basicString() {
	s.pos++ // "
	for !s.bad {
		switch {
		case s.eof() || s.peek() == '\n':
			s.bad = true
		case s.peek() == '\\':
			s.pos += 2
		case s.peek() == '"':
			s.pos++
			return
		default:
			s.pos++
		}
	}
}

func (s *lineScanner) literalString() {
	s.pos++ // '
	for !s.bad {
		switch {
		case s.eof() || s.peek() == '\n':
			s.bad = true
		case s.peek() == '\'':
			s.pos++
			return
		default:
			s.pos++
		}
	}
}

// multiString skips a multi-line string opened by delim.
func (s *lineScanner) multiString(delim string) {
	s.pos += 3
	for !s.bad {
		switch {
		case s.eof():
			s.bad = true
		case delim[0] == '"' && s.peek() == '\\':
			s.pos += 2
		case strings.HasPrefix(s.rest(), delim):
			s.pos += 3
			// Up to two more quotes belong to the string's contents.
			for n := 0; n < 2 && !s.eof() && s.peek() == delim[0]; n++ {
				s.pos++
			}
			return
		default:
			s.pos++
		}
	}
}

func (s *lineScanner) array() {
	s.pos++ // [
	for !s.bad {
		s.skipBlank()
		if s.eof() {
			s.bad = true
			return
		}
		if s.peek() == ']' {
			s.pos++
			return
		}
		s.value(nil)
		s.skipBlank()
		if s.consume(",") {
			continue
		}
		if !s.consume("]") {
			s.bad = true
		}
		return
	}
}

func (s *lineScanner) inlineTable(prefix []string) {
	s.pos++ // {
	for !s.bad {
		s.skipBlank()
		if s.consume("}") {
			return
		}
		start := s.pos
		key := s.key()
		s.skipSpace()
		if !s.consume("=") {
			s.bad = true
			return
		}
		s.skipSpace()
		var full []string
		if prefix != nil {
			full = append(append([]string(nil), prefix...), key...)
			s.record(full, start)
		}
		s.value(full)
		s.skipBlank()
		if s.consume(",") {
			continue
		}
		if !s.consume("}") {
			s.bad = true
		}
		return
	}
}

// skipSpace skips spaces and tabs.
func (s *lineScanner) skipSpace() {
	for !s.eof() && (s.peek() == ' ' || s.peek() == '\t') {
		s.pos++
	}
}

// skipBlank skips whitespace, line breaks and comments.
func (s *lineScanner) skipBlank() {
	for !s.eof() {
		switch s.peek() {
		case ' ', '\t', '\r', '\n':
			s.pos++
		case '#':
			for !s.eof() && s.peek() != '\n' {
				s.pos++
			}
		default:
			return
		}
	}
}

// consume skips tok if the input continues with it.
func (s *lineScanner) consume(tok string) bool {
	if s.bad || !strings.HasPrefix(s.rest(), tok) {
		return false
	}
	s.pos += len(tok)
	return true
}

func (s *lineScanner) eof() bool    { return s.pos >= len(s.src) }
func (s *lineScanner) peek() byte   { return s.src[s.pos] }
func (s *lineScanner) rest() string { return s.src[min(s.pos, len(s.src)):] }

func isBareKeyByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}
