package config

import (
	"reflect"
	"testing"

	"github.com/BurntSushi/toml"
)

// checkKeyLines checks that keyLines finds a line for every key the TOML
// parser reports in src, except keys inside arrays, and that each line
// is within src. src must parse.
func checkKeyLines(t *testing.T, src string) {
	t.Helper()
	var m map[string]any
	md, err := toml.Decode(src, &m)
	if err != nil {
		t.Fatalf("%q does not parse: %v", src, err)
	}
	lines := keyLines(src)
	n := 1
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			n++
		}
	}
keys:
	for _, k := range md.Keys() {
		for i := 1; i < len(k); i++ {
			if md.Type(k[:i]...) == "Array" {
				continue keys
			}
		}
		l, ok := lines[k.String()]
		if !ok || l < 1 || l > n {
			t.Fatalf("keyLines(%q)[%s] = %d, %v; all: %v", src, k, l, ok, lines)
		}
	}
}

func TestKeyLines(t *testing.T) {
	src := `# comment [not.a.table]
top = 1 # x = 2
"quoted key" = 'lit'
a.b.c = """
[fake]
fake = 1
"""
[t1]   # header
k1 = [
  1, # [fake2]
  "x]", { n = 1 },
]
k2 = { x = 1, y = { z = "}" } }
'k 3' = '''
''' #
d = 1979-05-27 07:32:00Z

[ t1 . sub ]
k4 = "a\"b"
"e\u0073c" = true
[[arr]]
k5 = 5
[[arr]]
k6 = 6
[t2]
k7 = { a = 1,
  b = 2 }
k8 = """x\"""" # still k8's value
k9 = ''''a''''
k10 = -inf
`
	want := map[string]int{
		`top`: 2, `"quoted key"`: 3, `a`: 4, `a.b`: 4, `a.b.c`: 4,
		`t1`: 8, `t1.k1`: 9, `t1.k2`: 13, `t1.k2.x`: 13, `t1.k2.y`: 13, `t1.k2.y.z`: 13,
		`t1."k 3"`: 14, `t1.d`: 16, `t1.sub`: 18, `t1.sub.k4`: 19, `t1.sub.esc`: 20,
		`arr`: 21, `arr.k5`: 22, `arr.k6`: 24,
		`t2`: 25, `t2.k7`: 26, `t2.k7.a`: 26, `t2.k7.b`: 27, `t2.k8`: 28, `t2.k9`: 29, `t2.k10`: 30,
	}
	checkKeyLines(t, src)
	if got := keyLines(src); !reflect.DeepEqual(got, want) {
		t.Errorf("keyLines:\n got %v\nwant %v", got, want)
	}
}

// TestKeyLinesStops checks that the scanner stops quietly on input the
// parser would reject.
func TestKeyLinesStops(t *testing.T) {
	for _, src := range []string{"[", "[a", "a", "a =", "a = \"x", "a = '''x", "a = [1", "a = {b", "a = {b = 1", "= 1", "a = \"\\", "[a]\nb = 1\n[", "\"k\\q\" = 1"} {
		keyLines(src)
	}
	if got := keyLines("a = 1\nb = [\nc = 1\n"); got["a"] != 1 || got["b"] != 2 {
		t.Errorf("keyLines kept %v", got)
	}
}
