package config

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

// referenceBlock returns the first ```toml block after heading in reference.md.
func referenceBlock(t *testing.T, ref, heading string) string {
	t.Helper()
	i := strings.Index(ref, "\n"+heading+"\n")
	if i < 0 {
		t.Fatalf("reference.md has no heading %q", heading)
	}
	rest := ref[i:]
	start := strings.Index(rest, "```toml\n")
	if start < 0 {
		t.Fatalf("no toml block after %q", heading)
	}
	rest = rest[start+len("```toml\n"):]
	end := strings.Index(rest, "```")
	if end < 0 {
		t.Fatalf("unterminated toml block after %q", heading)
	}
	return rest[:end]
}

// TestReference checks reference.md against the schema: every key is
// documented, the complete example sets every key and is valid, and the
// defaults it lists are Default's.
func TestReference(t *testing.T) {
	b, err := os.ReadFile("reference.md")
	if err != nil {
		t.Fatal(err)
	}
	ref := string(b)
	example := referenceBlock(t, ref, "## Complete example")
	defaults := referenceBlock(t, ref, "## Defaults")
	for _, s := range specs {
		if !strings.Contains(ref, "| `"+s.key+"`") && !strings.Contains(ref, ", `"+s.key+"` |") {
			t.Errorf("reference.md has no row for %s", s.key)
		}
		name := s.key[strings.IndexByte(s.key, '.')+1:]
		if !strings.Contains(example, "\n"+name+" =") && !strings.Contains(example, "# "+name+" =") &&
			!strings.Contains(example, "["+s.key+"]") {
			t.Errorf("the complete example does not set %s", s.key)
		}
		if s.key != "target.classpath" && !strings.Contains(defaults, "\n"+name+" =") && !strings.Contains(defaults, "["+s.key+"]") {
			t.Errorf("the defaults do not list %s", s.key)
		}
	}

	if _, err := Parse([]byte(example), "example", "/proj", nil); err != nil {
		t.Errorf("the complete example: %v", err)
	}

	c, err := Parse([]byte(defaults), "defaults", "/proj", nil)
	if err != nil {
		t.Fatalf("the defaults: %v", err)
	}
	want := Default()
	want.File, want.Dir, want.Target = c.File, c.Dir, c.Target
	if !reflect.DeepEqual(c, want) {
		t.Errorf("the defaults in reference.md\n got %+v\nwant %+v", c, want)
	}
}
