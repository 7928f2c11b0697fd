package svtask

import (
	"fmt"
	"strconv"
	"strings"
)

// entry is one top-level key of a task file with its value: a scalar, a
// list of scalars, a list of maps, or a map (sub).
type entry struct {
	key    string
	line   int
	scalar string
	list   []string
	maps   []map[string]string
	sub    map[string]string
}

// parseYAML reads the YAML subset of task files: "key: value" at column 0;
// under a key without a value, either "- item" lines, "- k: v" lines that
// start a map continued by more indented "k: v" lines, or indented "k: v"
// lines (a map).
func parseYAML(text, path string) ([]entry, error) {
	var doc []entry
	var cur *entry
	var curMap map[string]string // the list item map being filled
	for i, raw := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		n := i + 1
		line := stripComment(raw)
		if strings.TrimSpace(line) == "" || strings.TrimSpace(line) == "---" {
			continue
		}
		bad := func(msg string) error { return fmt.Errorf("%s:%d: %s", path, n, msg) }
		indent := len(line) - len(strings.TrimLeft(line, " "))
		if strings.ContainsRune(line[:indent+1], '\t') {
			return nil, bad("a tab in the indentation")
		}
		body := strings.TrimSpace(line)
		if indent == 0 {
			k, uv, err := keyValue(body)
			if err != nil {
				return nil, bad(err.Error())
			}
			doc = append(doc, entry{key: k, line: n, scalar: uv})
			cur, curMap = &doc[len(doc)-1], nil
			continue
		}
		if cur == nil || cur.scalar != "" {
			return nil, bad("an indented line under no key that takes one")
		}
		if item, ok := strings.CutPrefix(body, "-"); ok && (item == "" || item[0] == ' ') {
			item = strings.TrimSpace(item)
			if k, v, isMap := splitKey(item); isMap && !strings.HasPrefix(item, "\"") {
				if cur.list != nil || cur.sub != nil {
					return nil, bad("a map item in a list of strings")
				}
				uv, err := unquote(v)
				if err != nil {
					return nil, bad(err.Error())
				}
				curMap = map[string]string{k: uv}
				cur.maps = append(cur.maps, curMap)
				continue
			}
			if cur.maps != nil || cur.sub != nil {
				return nil, bad("a string item in a list of maps")
			}
			uv, err := unquote(item)
			if err != nil {
				return nil, bad(err.Error())
			}
			cur.list = append(cur.list, uv)
			curMap = nil
			continue
		}
		k, uv, err := keyValue(body)
		if err != nil {
			return nil, bad(err.Error())
		}
		switch {
		case curMap != nil:
			curMap[k] = uv
		case cur.list == nil && cur.maps == nil:
			if cur.sub == nil {
				cur.sub = map[string]string{}
			}
			cur.sub[k] = uv
		default:
			return nil, bad(fmt.Sprintf("%q after a list item", body))
		}
	}
	return doc, nil
}

// keyValue splits a "key: value" line and unquotes its value.
func keyValue(body string) (key, value string, err error) {
	k, v, ok := splitKey(body)
	if !ok {
		return "", "", fmt.Errorf("want key: value, got %q", body)
	}
	uv, err := unquote(v)
	return k, uv, err
}

// splitKey splits "key: value" (or "key:") at its first ": ".
func splitKey(s string) (string, string, bool) {
	if k, ok := strings.CutSuffix(s, ":"); ok && !strings.ContainsAny(k, " :") {
		return k, "", k != ""
	}
	k, v, ok := strings.Cut(s, ": ")
	if !ok || k == "" || strings.ContainsAny(k, " \"'") {
		return "", "", false
	}
	return k, strings.TrimSpace(v), true
}

// unquote returns a scalar's text: a double-quoted string with Go's
// escapes, a single-quoted one (a doubled quote is one quote), or the
// plain text.
func unquote(v string) (string, error) {
	switch {
	case strings.HasPrefix(v, "\""):
		s, err := strconv.Unquote(v)
		if err != nil {
			return "", fmt.Errorf("bad quoted string %s", v)
		}
		return s, nil
	case strings.HasPrefix(v, "'"):
		if len(v) < 2 || !strings.HasSuffix(v, "'") {
			return "", fmt.Errorf("bad quoted string %s", v)
		}
		return strings.ReplaceAll(v[1:len(v)-1], "''", "'"), nil
	case strings.HasPrefix(v, "[") || strings.HasPrefix(v, "{") || strings.HasPrefix(v, "&") || strings.HasPrefix(v, "*") || strings.HasPrefix(v, "|") || strings.HasPrefix(v, ">"):
		return "", fmt.Errorf("YAML value %s is beyond what task files use", v)
	}
	return v, nil
}

// stripComment drops a # comment that starts a line or follows a space,
// outside quotes.
func stripComment(s string) string {
	quote := byte(0)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || s[i-1] == ' '):
			return strings.TrimRight(s[:i], " ")
		}
	}
	return strings.TrimRight(s, " ")
}
