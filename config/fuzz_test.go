package config

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// FuzzParse checks that Parse never panics, that every error is an *Error
// printed on one line, that every Config it returns is valid, and that the
// key-line scanner finds every key of every document that parses. The seed
// corpus is in testdata/fuzz/FuzzParse; overrides are separated by NUL.
func FuzzParse(f *testing.F) {
	f.Add([]byte(""), "")
	f.Fuzz(func(t *testing.T, data []byte, overrides string) {
		var ovs []string
		if overrides != "" {
			ovs = strings.Split(overrides, "\x00")
		}
		c, err := Parse(data, "f.toml", "/proj", ovs)
		if err != nil {
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error %v is a %T", err, err)
			}
			if c != nil {
				t.Fatalf("Parse returned a Config and an error")
			}
			if e.Msg == "" || e.Line < 0 || (e.File != "f.toml" && e.File != "-D") {
				t.Fatalf("bad error %#v", e)
			}
			if s := e.Error(); strings.ContainsAny(s, "\r\n") {
				t.Fatalf("error spans lines: %q", s)
			}
		} else {
			if verr := c.Validate(); verr != nil {
				t.Fatalf("Parse accepted a config that Validate rejects: %v", verr)
			}
			for _, p := range c.Target.Classpath {
				if !filepath.IsAbs(p) {
					t.Fatalf("classpath entry %q is not absolute", p)
				}
			}
		}
		var m map[string]any
		if _, err := toml.Decode(string(data), &m); err == nil {
			checkKeyLines(t, string(data))
		}
	})
}
