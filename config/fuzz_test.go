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

// FuzzParseJPF checks the same of ParseJPF, SPF's .jpf format: no panics,
// every error an *Error on one line, every Config valid. Overrides (-D and
// +key=value) are separated by NUL; the home has no JPF site file, and an
// @include names files that do not exist.
func FuzzParseJPF(f *testing.F) {
	f.Setenv("HOME", f.TempDir())
	f.Add([]byte(exJPF), "")
	f.Add([]byte("target=A\nclasspath=${config_path}\n@include=x.jpf\n"), "+jpf-symbc=/s\x00search.depth=2")
	f.Add([]byte("a=\\u00\nb\\\n c:d\n! x\n#y\nsymbolic.dp=Z3BITVECTOR\nlistener=a;b\n"), "+x")
	f.Fuzz(func(t *testing.T, data []byte, overrides string) {
		var ovs []string
		if overrides != "" {
			ovs = strings.Split(overrides, "\x00")
		}
		c, err := ParseJPF(data, "f.jpf", "/nonexistent-gospf-fuzz", ovs)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %v is a %T", err, err)
			}
			if c != nil {
				t.Fatalf("ParseJPF returned a Config and an error")
			}
			if s := err.Error(); strings.ContainsAny(s, "\r\n") {
				t.Fatalf("error spans lines: %q", s)
			}
			return
		}
		if verr := c.Validate(); verr != nil {
			t.Fatalf("ParseJPF accepted a config that Validate rejects: %v", verr)
		}
		if c.SPF == nil {
			t.Fatalf("no SPF in a .jpf config")
		}
	})
}
