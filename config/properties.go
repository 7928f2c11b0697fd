package config

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// A propEntry is one key = value entry of a Java properties file, with the
// line where its logical line starts.
type propEntry struct {
	key, value string
	line       int
}

// parseProperties reads src in the syntax of java.util.Properties.load:
// '#' and '!' comment lines, logical lines continued by an odd number of
// trailing backslashes (the next line's leading white space dropped), a
// key ended by the first unescaped '=', ':' or white space, and the escapes
// \t \n \r \f \uXXXX (any other escaped character stands for itself). The
// error names the line; an unfinished \u escape is the only syntax error
// the format has.
func parseProperties(src string) ([]propEntry, error) {
	var out []propEntry
	lines := strings.Split(strings.ReplaceAll(strings.ReplaceAll(src, "\r\n", "\n"), "\r", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		start := i + 1
		l := strings.TrimLeft(lines[i], " \t\f")
		if l == "" || l[0] == '#' || l[0] == '!' {
			continue
		}
		// Join continuation lines: a line ending in an odd number of
		// backslashes goes on with the next, its leading blanks dropped.
		for trailingBackslashes(l)%2 == 1 {
			l = l[:len(l)-1]
			if i+1 >= len(lines) {
				break
			}
			i++
			l += strings.TrimLeft(lines[i], " \t\f")
		}
		key, value := splitProperty(l)
		k, err := unescapeProperty(key)
		if err != nil {
			return nil, &Error{Line: start, Msg: err.Error()}
		}
		v, err := unescapeProperty(value)
		if err != nil {
			return nil, &Error{Line: start, Key: k, Msg: err.Error()}
		}
		out = append(out, propEntry{key: k, value: v, line: start})
	}
	return out, nil
}

func trailingBackslashes(s string) int {
	n := 0
	for n < len(s) && s[len(s)-1-n] == '\\' {
		n++
	}
	return n
}

// splitProperty splits a logical line into its raw (still escaped) key and
// value.
func splitProperty(l string) (key, value string) {
	end := len(l)
	for i := 0; i < len(l); i++ {
		c := l[i]
		if c == '\\' {
			i++
			continue
		}
		if c == '=' || c == ':' || c == ' ' || c == '\t' || c == '\f' {
			end = i
			break
		}
	}
	key, rest := l[:end], l[end:]
	rest = strings.TrimLeft(rest, " \t\f")
	if rest != "" && (rest[0] == '=' || rest[0] == ':') {
		rest = strings.TrimLeft(rest[1:], " \t\f")
	}
	return key, rest
}

// unescapeProperty resolves the escapes of a key or value.
func unescapeProperty(s string) (string, error) {
	if !strings.Contains(s, `\`) {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 'f':
			b.WriteByte('\f')
		case 'u':
			if len(s)-(i+1) < 4 {
				return "", fmt.Errorf("malformed \\u escape %s: want four hex digits", quoteShort(s[i-1:]))
			}
			var r rune
			for _, h := range s[i+1 : i+5] {
				d, ok := hexDigit(h)
				if !ok {
					return "", fmt.Errorf("malformed \\u escape %s: want four hex digits", quoteShort(s[i-1:i+5]))
				}
				r = r<<4 | d
			}
			if !utf8.ValidRune(r) {
				r = utf8.RuneError
			}
			b.WriteRune(r)
			i += 4
		default:
			// Any other character stands for itself; s[i] may start a
			// multi-byte rune, whose other bytes follow unchanged.
			b.WriteByte(s[i])
		}
	}
	return b.String(), nil
}

func hexDigit(r rune) (rune, bool) {
	switch {
	case r >= '0' && r <= '9':
		return r - '0', true
	case r >= 'a' && r <= 'f':
		return r - 'a' + 10, true
	case r >= 'A' && r <= 'F':
		return r - 'A' + 10, true
	}
	return 0, false
}
