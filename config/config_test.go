package config_test

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"gospf/config"
)

// target is the smallest valid [target] section; it takes lines 1-3.
const target = "[target]\nclasspath = [\"build\"]\nmain = \"pkg.Main\"\n"

func parse(t *testing.T, src string, overrides ...string) *config.Config {
	t.Helper()
	c, err := config.Parse([]byte(src), "c.toml", "/proj", overrides)
	if err != nil {
		t.Fatalf("Parse(%q): %v", src, err)
	}
	return c
}

func TestDefault(t *testing.T) {
	c := config.Default()
	want := &config.Config{
		Target: config.Target{Property: "assert"},
		Symbolic: config.Symbolic{
			Theory: "int",
			MinInt: math.MinInt32, MaxInt: math.MaxInt32,
			MinLong: math.MinInt64, MaxLong: math.MaxInt64,
			MinShort: -32768, MaxShort: 32767,
			MinByte: -128, MaxByte: 127,
			MinChar: 0, MaxChar: 65535,
			Lazy: true, MaxObjects: 8, MaxArrayLength: 8, MaxStringLength: 8, MaxStdinBytes: 8, Concretize: "model",
		},
		Search: config.Search{
			Strategy: "speculative", Order: "true-first", Absurdity: true, Depth: 3, DepthAuto: true,
			MaxMemory:              config.MemoryLimit{Percent: config.DefaultMemoryPercent},
			MaxInstructionsPerPath: 10_000_000, Merge: "auto", MergeMaxRegion: 200, MergeMaxInline: 2, Deepening: 64, WidenStrings: 30 * time.Second,
			Summaries: "none", SummaryFragments: "lasum", SummaryCacheMB: 64,
		},
		Solver: config.Solver{Layers: []string{"all"}, Z3Config: "simple", Backend: "auto"},
		VM:     config.VM{Assertions: true, Properties: map[string]string{}},
	}
	if !reflect.DeepEqual(c, want) {
		t.Fatalf("Default() = %+v\nwant %+v", c, want)
	}
	// Each call returns a Config of its own.
	c.VM.Properties["x"] = "y"
	c.Solver.Layers[0] = "none"
	if d := config.Default(); len(d.VM.Properties) != 0 || d.Solver.Layers[0] != "all" {
		t.Fatalf("Default shares state between calls: %+v", d)
	}
}

// TestParseDefaults checks that a minimal file gets every default.
func TestParseDefaults(t *testing.T) {
	c := parse(t, target)
	want := config.Default()
	want.File = "c.toml"
	want.Dir = "/proj"
	want.Target = config.Target{Classpath: []string{"/proj/build"}, Main: "pkg.Main", Property: "assert"}
	if !reflect.DeepEqual(c, want) {
		t.Fatalf("got  %+v\nwant %+v", c, want)
	}
}

func TestParseAllKeys(t *testing.T) {
	src := `
[target]
classpath = ["build", "/abs/lib.jar", "../other"]
entry = "pkg/Tree.insert(sym#con)"
args = ["a", "b"]
symbolic = ["pkg.Tree.remove(sym)", "pkg.Tree.find()"]
property = "uncaught"

[symbolic]
theory = "bitvector"
min_int = -100
max_int = 100
min_long = -1000
max_long = 1000
min_short = -10
max_short = 10
min_byte = -1
max_byte = 1
min_char = 97
max_char = 122
lazy = false
lazy_subtypes = true
max_objects = 5
max_array_length = 3

[search]
strategy = "speculative"
order = "false-first"
absurdity = true
depth = 5
depth_limit = 40
deepening = 16
widen_strings = "10s"
max_paths = 1000
max_time = "1m30s"
max_memory = "1.5GiB"
max_instructions_per_path = 0
merge = "veritesting"
merge_max_region = 50
merge_max_inline = 0

[solver]
timeout_ms = 2000
layers = ["syntactic", "model-cache"]
validate = true
z3_config = "default"
backend = "z3"

[vm]
assertions = false
java_home = "jdk"

[vm.properties]
"user.name" = "spf"
java.version = "17"
line.count = 3
`
	c := parse(t, src)
	want := &config.Config{
		File: "c.toml",
		Dir:  "/proj",
		Target: config.Target{
			Classpath: []string{"/proj/build", "/abs/lib.jar", "/other"},
			Entry:     "pkg.Tree.insert(sym#con)",
			Args:      []string{"a", "b"},
			Symbolic:  []string{"pkg.Tree.remove(sym)", "pkg.Tree.find()"},
			Property:  "uncaught",
		},
		Symbolic: config.Symbolic{
			Theory: "bitvector",
			MinInt: -100, MaxInt: 100, MinLong: -1000, MaxLong: 1000,
			MinShort: -10, MaxShort: 10, MinByte: -1, MaxByte: 1, MinChar: 97, MaxChar: 122,
			Lazy: false, LazySubtypes: true, MaxObjects: 5, MaxArrayLength: 3, MaxStringLength: 8, MaxStdinBytes: 8, Concretize: "model",
		},
		Search: config.Search{
			Strategy: "speculative", Order: "false-first", Absurdity: true, Depth: 5,
			DepthLimit: 40, Deepening: 16, WidenStrings: 10 * time.Second, MaxPaths: 1000, MaxTime: 90 * time.Second, MaxMemory: config.MemoryLimit{Bytes: 3 << 29}, MaxInstructionsPerPath: 0,
			Merge: "veritesting", MergeMaxRegion: 50, MergeMaxInline: 0, Summaries: "none", SummaryFragments: "lasum", SummaryCacheMB: 64,
		},
		Solver: config.Solver{TimeoutMs: 2000, Layers: []string{"syntactic", "model-cache"}, Validate: true, Z3Config: "default", Backend: "z3"},
		VM: config.VM{
			Assertions: false,
			JavaHome:   "/proj/jdk",
			Properties: map[string]string{"user.name": "spf", "java.version": "17", "line.count": "3"},
		},
	}
	if !reflect.DeepEqual(c, want) {
		t.Fatalf("got  %+v\nwant %+v", c, want)
	}
}

func TestParseForms(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		check     func(c *config.Config) bool
	}{
		{"slashed main", "[target]\nclasspath=[\"a\"]\nmain=\"pkg/sub/Main\"\n",
			func(c *config.Config) bool { return c.Target.Main == "pkg.sub.Main" }},
		{"nested class", "[target]\nclasspath=[\"a\"]\nmain=\"pkg.Outer$Inner\"\n",
			func(c *config.Config) bool { return c.Target.Main == "pkg.Outer$Inner" }},
		{"classpath string", "[target]\nclasspath=\"a:b.jar\"\nmain=\"M\"\n",
			func(c *config.Config) bool {
				return reflect.DeepEqual(c.Target.Classpath, []string{"/proj/a", "/proj/b.jar"})
			}},
		{"args string", target + "args = \"one two\"\n",
			func(c *config.Config) bool { return reflect.DeepEqual(c.Target.Args, []string{"one two"}) }},
		{"layers all", target + "[solver]\nlayers = \"all\"\n",
			func(c *config.Config) bool { return reflect.DeepEqual(c.Solver.Layers, []string{"all"}) }},
		{"layers none list", target + "[solver]\nlayers = [\"none\"]\n",
			func(c *config.Config) bool { return reflect.DeepEqual(c.Solver.Layers, []string{"none"}) }},
		{"layers empty", target + "[solver]\nlayers = []\n",
			func(c *config.Config) bool { return reflect.DeepEqual(c.Solver.Layers, []string{"none"}) }},
		{"layers one name", target + "[solver]\nlayers = \"query-cache\"\n",
			func(c *config.Config) bool { return reflect.DeepEqual(c.Solver.Layers, []string{"query-cache"}) }},
		{"max_time seconds", target + "[search]\nmax_time = 45\n",
			func(c *config.Config) bool { return c.Search.MaxTime == 45*time.Second }},
		{"max_time zero", target + "[search]\nmax_time = \"0s\"\n",
			func(c *config.Config) bool { return c.Search.MaxTime == 0 }},
		{"max_memory share", target + "[search]\nmax_memory = \"50%\"\n",
			func(c *config.Config) bool { return c.Search.MaxMemory == config.MemoryLimit{Percent: 50} }},
		{"max_memory MiB", target + "[search]\nmax_memory = 300\n",
			func(c *config.Config) bool { return c.Search.MaxMemory == config.MemoryLimit{Bytes: 300 << 20} }},
		{"max_memory decimal", target + "[search]\nmax_memory = \"2 GB\"\n",
			func(c *config.Config) bool { return c.Search.MaxMemory == config.MemoryLimit{Bytes: 2e9} }},
		{"max_memory none", target + "[search]\nmax_memory = \"none\"\n",
			func(c *config.Config) bool { return c.Search.MaxMemory == config.MemoryLimit{} }},
		{"max_memory zero", target + "[search]\nmax_memory = 0\n",
			func(c *config.Config) bool { return c.Search.MaxMemory == config.MemoryLimit{} }},
		{"dotted keys", "target.classpath = [\"x\"]\ntarget.main = \"M\"\nsearch.depth = 7\n",
			func(c *config.Config) bool { return c.Search.Depth == 7 && c.Target.Main == "M" }},
		{"inline table", "target = { classpath = [\"x\"], main = \"M\" }\n",
			func(c *config.Config) bool { return c.Target.Main == "M" }},
		{"property table", target + "[vm.properties.java]\nversion = \"17\"\nvendor = \"x\"\n",
			func(c *config.Config) bool {
				return reflect.DeepEqual(c.VM.Properties, map[string]string{"java.version": "17", "java.vendor": "x"})
			}},
		{"property bool", target + "[vm.properties]\nflag = true\n",
			func(c *config.Config) bool { return c.VM.Properties["flag"] == "true" }},
		{"constructor entry", "[target]\nclasspath=[\"a\"]\nentry=\"p.C.<init>(con)\"\n",
			func(c *config.Config) bool { return c.Target.Entry == "p.C.<init>(con)" }},
		{"long bounds", target + "[symbolic]\nmin_long = -9223372036854775808\nmax_long = 9223372036854775807\n",
			func(c *config.Config) bool { return c.Symbolic.MinLong == math.MinInt64 }},
		{"equal bounds", target + "[symbolic]\nmin_char = 65\nmax_char = 65\n",
			func(c *config.Config) bool { return c.Symbolic.MinChar == 65 && c.Symbolic.MaxChar == 65 }},
		{"bom and crlf", "\xef\xbb\xbf[target]\r\nclasspath=[\"a\"]\r\nmain=\"M\"\r\n",
			func(c *config.Config) bool { return c.Target.Main == "M" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if c := parse(t, tc.src); !tc.check(c) {
				t.Fatalf("unexpected config %+v", c)
			}
		})
	}
}

// TestErrors gives each bad input and the exact message it must produce.
func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		overrides []string
		want      string
	}{
		// TOML syntax.
		{"syntax bare word", target + "[search]\ndepth = three\n", nil,
			`c.toml:5: search.depth: expected value but found "three" instead`},
		{"syntax duplicate", target + "[search]\ndepth = 3\ndepth = 4\n", nil,
			`c.toml:6: search.depth: Key 'search.depth' has already been defined.`},
		{"syntax table header", "[target\nmain = \"M\"\n", nil,
			`c.toml:2: expected '.' or ']' to end table name, but got '\n' instead`},
		{"syntax newline in string", "[target]\nmain = \"M\n", nil,
			`c.toml:2: target.main: strings cannot contain newlines`},
		{"syntax eof", target + "[search]\ndepth =", nil,
			`c.toml:5: search.depth: unexpected EOF; expected value`},

		// Unknown sections and keys.
		{"unknown section", target + "[serch]\ndepth = 3\n", nil,
			`c.toml:4: serch: unknown section (want one of target, symbolic, search, solver, vm)`},
		{"unknown dotted section", target + "\nfoo.bar = 1\n", nil,
			`c.toml:5: target.foo: unknown key (target has classpath, main, args, entry, symbolic, property)`},
		{"unknown top-level key", "depth = 3\n" + target, nil,
			`c.toml:1: depth: unknown section (want one of target, symbolic, search, solver, vm)`},
		{"unknown key", target + "[search]\nstrategy = \"dfs\"\ndpeth = 3\n", nil,
			`c.toml:6: search.dpeth: unknown key (search has strategy, order, absurdity, depth, depth_limit, deepening, widen_strings, max_paths, max_errors, max_time, max_memory, max_instructions_per_path, workers, merge, merge_max_region, merge_max_inline, merge_all_loops, summaries, summary_fragments, summary_cache_mb)`},
		{"unknown key in later table", target + "[solver]\nlayers = \"all\"\n\n[vm]\nassertions = true\ndebug = 1\n", nil,
			`c.toml:9: vm.debug: unknown key (vm has assertions, java_home, properties)`},
		{"unknown key in inline table", target + "[search]\nx = 1\n", nil,
			`c.toml:5: search.x: unknown key (search has strategy, order, absurdity, depth, depth_limit, deepening, widen_strings, max_paths, max_errors, max_time, max_memory, max_instructions_per_path, workers, merge, merge_max_region, merge_max_inline, merge_all_loops, summaries, summary_fragments, summary_cache_mb)`},
		{"unknown key inline", "search = { depth = 3, bogus = 1 }\n" + target, nil,
			`c.toml:1: search.bogus: unknown key (search has strategy, order, absurdity, depth, depth_limit, deepening, widen_strings, max_paths, max_errors, max_time, max_memory, max_instructions_per_path, workers, merge, merge_max_region, merge_max_inline, merge_all_loops, summaries, summary_fragments, summary_cache_mb)`},
		{"unknown quoted key", target + "[search]\n\"de pth\" = 3\n", nil,
			`c.toml:5: search."de pth": unknown key (search has strategy, order, absurdity, depth, depth_limit, deepening, widen_strings, max_paths, max_errors, max_time, max_memory, max_instructions_per_path, workers, merge, merge_max_region, merge_max_inline, merge_all_loops, summaries, summary_fragments, summary_cache_mb)`},
		{"section not a table", target + "search = 3\n", nil,
			`c.toml:4: target.search: unknown key (target has classpath, main, args, entry, symbolic, property)`},
		{"top-level section not a table", "search = 3\n" + target, nil,
			`c.toml:1: search: want a table, got integer 3`},
		{"array of tables", target + "[[search]]\ndepth = 3\n", nil,
			`c.toml:4: search: want a table, got an array of tables`},
		{"properties not a table", target + "[vm]\nproperties = \"a=b\"\n", nil,
			`c.toml:5: vm.properties: want a table, got string "a=b"`},

		// Wrong types.
		{"depth string", target + "[search]\ndepth = \"three\"\n", nil,
			`c.toml:5: search.depth: want an integer or "auto", got string "three"`},
		{"depth float", target + "[search]\ndepth = 3.5\n", nil,
			`c.toml:5: search.depth: want an integer or "auto", got float 3.5`},
		{"absurdity string", target + "[search]\nabsurdity = \"yes\"\n", nil,
			`c.toml:5: search.absurdity: want true or false, got string "yes"`},
		{"main integer", "[target]\nclasspath = [\"a\"]\nmain = 3\n", nil,
			`c.toml:3: target.main: want a string, got integer 3`},
		{"classpath element", "[target]\nclasspath = [\"a\",\n  7]\nmain = \"M\"\n", nil,
			`c.toml:2: target.classpath: element 2: want a string, got integer 7`},
		{"classpath table", "[target]\nmain = \"M\"\nclasspath = { a = 1 }\n", nil,
			`c.toml:3: target.classpath: want an array of strings, got a table`},
		{"classpath empty element", "[target]\nmain = \"M\"\nclasspath = [\"a\", \"\"]\n", nil,
			`c.toml:3: target.classpath: element 2 is empty`},
		{"args element", target + "args = [\"a\", true]\n", nil,
			`c.toml:4: target.args: element 2: want a string, got boolean true`},
		{"max_memory bad unit", target + "[search]\nmax_memory = \"4 gigs\"\n", nil,
			`c.toml:5: search.max_memory: want a size like "4GiB" or "512MB", a share like "75%", "none", or an integer number of MiB, got "4 gigs"`},
		{"max_memory share", target + "[search]\nmax_memory = \"150%\"\n", nil,
			`c.toml:5: search.max_memory: want a share from 1% to 100%, got "150%"`},
		{"max_memory negative", target + "[search]\nmax_memory = -1\n", nil,
			`c.toml:5: search.max_memory: want a size like "4GiB" or "512MB", a share like "75%", "none", or an integer number of MiB, got -1`},
		{"max_memory bool", target + "[search]\nmax_memory = true\n", nil,
			`c.toml:5: search.max_memory: want a size like "4GiB" or "512MB", a share like "75%", "none", or an integer number of MiB, got boolean true`},
		{"max_time bad", target + "[search]\nmax_time = \"soon\"\n", nil,
			`c.toml:5: search.max_time: want a duration like "30s" or "5m", got "soon"`},
		{"max_time bool", target + "[search]\nmax_time = true\n", nil,
			`c.toml:5: search.max_time: want a duration like "30s" or an integer number of seconds, got boolean true`},
		{"max_time overflow", target + "[search]\nmax_time = 9223372036854775807\n", nil,
			`c.toml:5: search.max_time: 9223372036854775807 seconds is too long`},
		{"layers integer", target + "[solver]\nlayers = 3\n", nil,
			`c.toml:5: solver.layers: want an array of strings, got integer 3`},
		{"date", target + "[search]\ndepth = 1979-05-27\n", nil,
			`c.toml:5: search.depth: want an integer or "auto", got a date or time`},
		{"property array", target + "[vm.properties]\nok = \"x\"\nbad = [1]\n", nil,
			`c.toml:6: vm.properties.bad: want a string, got an array`},
		{"property float", target + "[vm.properties]\nratio = 0.5\n", nil,
			`c.toml:5: vm.properties.ratio: want a string, got float 0.5`},
		{"property twice", target + "[vm.properties]\n\"a.b\" = \"1\"\na.b = \"2\"\n", nil,
			`c.toml:6: vm.properties.a.b: property "a.b" is set twice`},
		{"property empty name", target + "[vm.properties]\n\"\" = \"1\"\n", nil,
			`c.toml:5: vm.properties."": a property has an empty name`},
		{"long string shortened", target + "[search]\nstrategy = \"" + strings.Repeat("x", 50) + "\"\n", nil,
			`c.toml:5: search.strategy: unknown strategy "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"... (want "dfs" or "speculative")`},
		{"newline in value stays on one line", target + "[search]\nstrategy = \"a\\nb\"\n", nil,
			`c.toml:5: search.strategy: unknown strategy "a\nb" (want "dfs" or "speculative")`},

		// Impossible values.
		{"depth zero", target + "[search]\ndepth = 0\n", nil,
			`c.toml:5: search.depth: must be at least 1, got 0`},
		{"depth negative dotted", target + "\n[search]\nstrategy = \"speculative\"\n\n\ndepth = -2 # k\n", nil,
			`c.toml:9: search.depth: must be at least 1, got -2`},
		{"depth_limit negative", target + "[search]\ndepth_limit = -1\n", nil,
			`c.toml:5: search.depth_limit: must be 0 (no limit) or more, got -1`},
		{"max_paths negative", target + "[search]\nmax_paths = -1\n", nil,
			`c.toml:5: search.max_paths: must be 0 (no limit) or more, got -1`},
		{"max_time negative", target + "[search]\nmax_time = \"-5s\"\n", nil,
			`c.toml:5: search.max_time: must be 0 (no limit) or more, got -5s`},
		{"max_instructions negative", target + "[search]\nmax_instructions_per_path = -1\n", nil,
			`c.toml:5: search.max_instructions_per_path: must be 0 (no limit) or more, got -1`},
		{"merge unknown", target + "[search]\nmerge = \"ssm\"\n", nil,
			`c.toml:5: search.merge: unknown merge "ssm" (want "none", "veritesting", "auto" or "loops")`},
		{"merge_max_region zero", target + "[search]\nmerge_max_region = 0\n", nil,
			`c.toml:5: search.merge_max_region: must be at least 1, got 0`},
		{"merge_max_inline negative", target + "[search]\nmerge_max_inline = -1\n", nil,
			`c.toml:5: search.merge_max_inline: must be 0 (no inlining) or more, got -1`},
		{"timeout negative", target + "[solver]\ntimeout_ms = -1\n", nil,
			`c.toml:5: solver.timeout_ms: must be 0 (no timeout) or more, got -1`},
		{"min_byte range", target + "[symbolic]\nmin_byte = -200\n", nil,
			`c.toml:5: symbolic.min_byte: -200 is outside the byte range -128..127`},
		{"max_char range", target + "[symbolic]\nmax_char = 65536\n", nil,
			`c.toml:5: symbolic.max_char: 65536 is outside the char range 0..65535`},
		{"min_char negative", target + "[symbolic]\nmin_char = -1\n", nil,
			`c.toml:5: symbolic.min_char: -1 is outside the char range 0..65535`},
		{"max_short range", target + "[symbolic]\nmax_short = 40000\n", nil,
			`c.toml:5: symbolic.max_short: 40000 is outside the short range -32768..32767`},
		{"min_int range", target + "[symbolic]\nmin_int = -2147483649\n", nil,
			`c.toml:5: symbolic.min_int: -2147483649 is outside the int range -2147483648..2147483647`},
		{"min greater than max", target + "[symbolic]\nmin_int = 10\nmax_int = 5\n", nil,
			`c.toml:5: symbolic.min_int: 10 is greater than max_int 5`},
		{"min above default max", target + "[symbolic]\nmin_byte = 100\nmax_byte = 50\n", nil,
			`c.toml:5: symbolic.min_byte: 100 is greater than max_byte 50`},
		{"max below default min", target + "[symbolic]\nmax_char = 0\nmin_short = 5\nmax_short = -5\n", nil,
			`c.toml:6: symbolic.min_short: 5 is greater than max_short -5`},
		{"both bounds given", target + "[symbolic]\nmax_long = -9223372036854775808\nmin_long = -9223372036854775808\nmax_int = -2147483648\nmin_char = 1\nmax_char = 0\n", nil,
			`c.toml:8: symbolic.min_char: 1 is greater than max_char 0`},
		{"unknown subtable", target + "[symbolic]\nmin_int = 3\n[search]\n[symbolic.x]\n", nil,
			`c.toml:7: symbolic.x: unknown key (symbolic has theory, min_int, max_int, min_long, max_long, min_short, max_short, min_byte, max_byte, min_char, max_char, lazy, lazy_subtypes, max_objects, max_array_length, max_string_length, max_stdin_bytes, nondet_random, arrays_above_max_length, concretize)`},
		{"max_objects negative", target + "[symbolic]\nmax_objects = -1\n", nil,
			`c.toml:5: symbolic.max_objects: must be 0 (no limit) or more, got -1`},
		{"max_array_length range", target + "[symbolic]\nmax_array_length = 1025\n", nil,
			`c.toml:5: symbolic.max_array_length: must be between 0 and 1024, got 1025`},
		{"max_string_length range", target + "[symbolic]\nmax_string_length = 257\n", nil,
			`c.toml:5: symbolic.max_string_length: must be between 0 and 256, or -1 for no bound, got 257`},
		{"max_string_length below -1", target + "[symbolic]\nmax_string_length = -2\n", nil,
			`c.toml:5: symbolic.max_string_length: must be between 0 and 256, or -1 for no bound, got -2`},
		{"lazy type", target + "[symbolic]\nlazy = 1\n", nil,
			`c.toml:5: symbolic.lazy: want true or false, got integer 1`},
		{"theory", target + "[symbolic]\ntheory = \"real\"\n", nil,
			`c.toml:5: symbolic.theory: unknown theory "real" (want "int" or "bitvector")`},
		{"strategy", target + "[search]\nstrategy = \"bfs\"\n", nil,
			`c.toml:5: search.strategy: unknown strategy "bfs" (want "dfs" or "speculative")`},
		{"order", target + "[search]\norder = \"true\"\n", nil,
			`c.toml:5: search.order: unknown order "true" (want "true-first" or "false-first")`},
		{"z3_config", target + "[solver]\nz3_config = \"fast\"\n", nil,
			`c.toml:5: solver.z3_config: unknown z3_config "fast" (want "simple" or "default")`},
		{"backend", target + "[solver]\nbackend = \"yices\"\n", nil,
			`c.toml:5: solver.backend: unknown backend "yices" (want "auto", "z3" or "native")`},
		{"layer name", target + "[solver]\nlayers = [\"syntactic\", \"cache\"]\n", nil,
			`c.toml:5: solver.layers: unknown layer "cache" (want "none", "all", "syntactic", "model-cache", "independence", "query-cache" or "unsat-core")`},
		{"layer string", target + "[solver]\nlayers = \"some\"\n", nil,
			`c.toml:5: solver.layers: unknown layer "some" (want "none", "all", "syntactic", "model-cache", "independence", "query-cache" or "unsat-core")`},
		{"layer twice", target + "[solver]\nlayers = [\"syntactic\", \"syntactic\"]\n", nil,
			`c.toml:5: solver.layers: layer "syntactic" is listed twice`},
		{"layer none combined", target + "[solver]\nlayers = [\"syntactic\", \"none\"]\n", nil,
			`c.toml:5: solver.layers: "none" must stand alone`},
		{"layer all combined", target + "[solver]\nlayers = [\"all\", \"unsat-core\"]\n", nil,
			`c.toml:5: solver.layers: "all" must stand alone`},

		// The target.
		{"no main or entry", "[target]\nclasspath = [\"a\"]\n", nil,
			`c.toml:1: target: set target.main (a class with main(String[])) or target.entry (a method to run with symbolic arguments)`},
		{"no target", "[search]\ndepth = 3\n", nil,
			`c.toml: target: set target.main (a class with main(String[])) or target.entry (a method to run with symbolic arguments)`},
		{"empty file", "", nil,
			`c.toml: target: set target.main (a class with main(String[])) or target.entry (a method to run with symbolic arguments)`},
		{"main and entry", "[target]\nclasspath = [\"a\"]\nmain = \"M\"\nentry = \"p.C.m(sym)\"\n", nil,
			`c.toml:4: target.entry: target.main and target.entry are both set; keep one`},
		{"empty classpath", "[target]\nclasspath = []\nmain = \"M\"\n", nil,
			`c.toml:2: target.classpath: is empty; list the directories and jars that hold the target's classes`},
		{"missing classpath", "\n[target]\nmain = \"M\"\n", nil,
			`c.toml:2: target.classpath: is empty; list the directories and jars that hold the target's classes`},
		{"empty main", "[target]\nclasspath = [\"a\"]\nmain = \"\"\n", nil,
			`c.toml:1: target: set target.main (a class with main(String[])) or target.entry (a method to run with symbolic arguments)`},
		{"main file name", "[target]\nclasspath = [\"a\"]\nmain = \"pkg/Main.class\"\n", nil,
			`c.toml:3: target.main: "pkg.Main.class" is a file name; give the class name "pkg.Main"`},
		{"main source name", "[target]\nclasspath = [\"a\"]\nmain = \"Main.java\"\n", nil,
			`c.toml:3: target.main: "Main.java" is a file name; give the class name "Main"`},
		{"main not a name", "[target]\nclasspath = [\"a\"]\nmain = \"pkg..Main\"\n", nil,
			`c.toml:3: target.main: "pkg..Main" is not a class name like "pkg.Main"`},
		{"main with spaces", "[target]\nclasspath = [\"a\"]\nmain = \"java Main\"\n", nil,
			`c.toml:3: target.main: "java Main" is not a class name like "pkg.Main"`},
		{"entry no args", "[target]\nclasspath = [\"a\"]\nentry = \"p.C.m\"\n", nil,
			`c.toml:3: target.entry: "p.C.m" has no argument list; write it like "pkg.C.m(sym#con)"`},
		{"entry no class", "[target]\nclasspath = [\"a\"]\nentry = \"m(sym)\"\n", nil,
			`c.toml:3: target.entry: "m(sym)" names no class; write it like "pkg.C.m(sym#con)"`},
		{"entry bad arg", "[target]\nclasspath = [\"a\"]\nentry = \"p.C.m(sym#int)\"\n", nil,
			`c.toml:3: target.entry: in "p.C.m(sym#int)", argument 2 is "int"; want "sym" or "con"`},
		{"entry bad class", "[target]\nclasspath = [\"a\"]\nentry = \"p.1C.m(sym)\"\n", nil,
			`c.toml:3: target.entry: in "p.1C.m(sym)", "p.1C" is not a class name`},
		{"entry bad method", "[target]\nclasspath = [\"a\"]\nentry = \"p.C.m-x(sym)\"\n", nil,
			`c.toml:3: target.entry: in "p.C.m-x(sym)", "m-x" is not a method name`},
		{"symbolic element", target + "symbolic = [\"p.C.m(sym)\", \"p.C.n(sym con)\"]\n", nil,
			`c.toml:4: target.symbolic: element 2: in "p.C.n(sym con)", argument 1 is "sym con"; want "sym" or "con"`},

		// Overrides.
		{"override malformed", target, []string{"search.depth"},
			`-D: malformed override "search.depth"; want section.key=value`},
		{"override no section", target, []string{"depth=3"},
			`-D: malformed override "depth=3"; want section.key=value`},
		{"override empty part", target, []string{"search..depth=3"},
			`-D: malformed override "search..depth=3"; want section.key=value`},
		{"override unknown key", target, []string{"search.dpeth=3"},
			`-D: search.dpeth: unknown key (search has strategy, order, absurdity, depth, depth_limit, deepening, widen_strings, max_paths, max_errors, max_time, max_memory, max_instructions_per_path, workers, merge, merge_max_region, merge_max_inline, merge_all_loops, summaries, summary_fragments, summary_cache_mb)`},
		{"override unknown section", target, []string{"serch.depth=3"},
			`-D: serch.depth: unknown key (sections are target, symbolic, search, solver, vm)`},
		{"override too deep", target, []string{"search.depth.x=3"},
			`-D: search.depth.x: unknown key (search has strategy, order, absurdity, depth, depth_limit, deepening, widen_strings, max_paths, max_errors, max_time, max_memory, max_instructions_per_path, workers, merge, merge_max_region, merge_max_inline, merge_all_loops, summaries, summary_fragments, summary_cache_mb)`},
		{"override properties table", target, []string{"vm.properties=x"},
			`-D: vm.properties: give a property name: vm.properties.NAME=value`},
		{"override wrong type", target, []string{"search.depth=three"},
			`-D: search.depth: want an integer or "auto", got string "three"`},
		{"override bad value", target, []string{"search.depth=0"},
			`-D: search.depth: must be at least 1, got 0`},
		{"override replaces bad file value", target + "[search]\ndepth = \"x\"\n", []string{"search.depth=0"},
			`-D: search.depth: must be at least 1, got 0`},
		{"override min greater than file max", target + "[symbolic]\nmax_int = 5\n", []string{"symbolic.min_int=6"},
			`-D: symbolic.min_int: 6 is greater than max_int 5`},
		{"file max less than override min", target + "[symbolic]\nmax_int = 5\n", []string{"symbolic.min_int=6", "symbolic.max_int=4", "symbolic.max_int=5"},
			`-D: symbolic.min_int: 6 is greater than max_int 5`},
		{"override both main and entry", target, []string{"target.entry=p.C.m(sym)"},
			`-D: target.entry: target.main and target.entry are both set; keep one`},
		{"file error before override value", target + "[search]\nbogus = 1\n", []string{"search.depth=x"},
			`c.toml:5: search.bogus: unknown key (search has strategy, order, absurdity, depth, depth_limit, deepening, widen_strings, max_paths, max_errors, max_time, max_memory, max_instructions_per_path, workers, merge, merge_max_region, merge_max_inline, merge_all_loops, summaries, summary_fragments, summary_cache_mb)`},
		{"syntax error before override", target + "[", []string{"nonsense"},
			`c.toml:4: target: unexpected end of table name (table names cannot be empty)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := config.Parse([]byte(tc.src), "c.toml", "/proj", tc.overrides)
			if err == nil {
				t.Fatalf("Parse succeeded: %+v\nwant error %s", c, tc.want)
			}
			var ce *config.Error
			if !errors.As(err, &ce) {
				t.Fatalf("error %v is a %T, not *config.Error", err, err)
			}
			if got := err.Error(); got != tc.want {
				t.Fatalf("error\n got %s\nwant %s", got, tc.want)
			}
		})
	}
}

func TestOverrides(t *testing.T) {
	src := target + "[search]\ndepth = 2\nstrategy = \"speculative\"\n[vm.properties]\na = \"file\"\nb = \"file\"\n"
	c := parse(t, src,
		"search.depth=7",
		" search.order = false-first ",
		"search.absurdity=true",
		"search.max_time=5m",
		"search.max_paths=10",
		"solver.layers=[\"syntactic\", \"independence\"]",
		"solver.timeout_ms=100",
		"target.args=[\"x\", \"y\"]",
		"target.classpath=lib/a.jar:/abs",
		"symbolic.theory=\"bitvector\"",
		"symbolic.min_int=-5",
		"vm.properties.a=override",
		"vm.properties.java.version=17",
		"vm.properties.quoted=\"x y\"",
		"vm.properties.expr=1+1",
		"vm.properties.empty=",
		"vm.assertions=false",
		"search.depth=8", // the last one wins
	)
	if c.Search.Depth != 8 || c.Search.Strategy != "speculative" || c.Search.Order != "false-first" ||
		!c.Search.Absurdity || c.Search.MaxTime != 5*time.Minute || c.Search.MaxPaths != 10 {
		t.Errorf("search = %+v", c.Search)
	}
	if !reflect.DeepEqual(c.Solver.Layers, []string{"syntactic", "independence"}) || c.Solver.TimeoutMs != 100 {
		t.Errorf("solver = %+v", c.Solver)
	}
	if !reflect.DeepEqual(c.Target.Args, []string{"x", "y"}) {
		t.Errorf("args = %q", c.Target.Args)
	}
	if !reflect.DeepEqual(c.Target.Classpath, []string{"/proj/lib/a.jar", "/abs"}) {
		t.Errorf("classpath = %q", c.Target.Classpath)
	}
	if c.Symbolic.Theory != "bitvector" || c.Symbolic.MinInt != -5 {
		t.Errorf("symbolic = %+v", c.Symbolic)
	}
	if c.VM.Assertions {
		t.Errorf("vm.assertions = true")
	}
	wantProps := map[string]string{"a": "override", "b": "file", "java.version": "17", "quoted": "x y", "expr": "1+1", "empty": ""}
	if !reflect.DeepEqual(c.VM.Properties, wantProps) {
		t.Errorf("properties = %q, want %q", c.VM.Properties, wantProps)
	}
}

// TestOverrideInjection checks that an override's value cannot add keys.
func TestOverrideInjection(t *testing.T) {
	c := parse(t, target, "search.strategy=dfs\nsearch.depth = 0", "search.strategy=dfs")
	if c.Search.Depth != 3 {
		t.Fatalf("depth = %d", c.Search.Depth)
	}
	_, err := config.Parse([]byte(target), "c.toml", "/proj", []string{"search.order=true-first\n[x]"})
	if want := `-D: search.order: unknown order "true-first\n[x]" (want "true-first" or "false-first")`; err == nil || err.Error() != want {
		t.Fatalf("err = %v, want %s", err, want)
	}
}

// TestOverrideSwitchTarget switches a config from main to entry.
func TestOverrideSwitchTarget(t *testing.T) {
	c := parse(t, target, "target.main=", "target.entry=p.C.m(sym)")
	if c.Target.Main != "" || c.Target.Entry != "p.C.m(sym)" {
		t.Fatalf("target = %+v", c.Target)
	}
}

// TestOverrideOnly builds a whole config from overrides.
func TestOverrideOnly(t *testing.T) {
	c := parse(t, "", "target.classpath=build", "target.entry=pkg/C.m(sym#sym)")
	if c.Target.Entry != "pkg.C.m(sym#sym)" || !reflect.DeepEqual(c.Target.Classpath, []string{"/proj/build"}) {
		t.Fatalf("target = %+v", c.Target)
	}
}

func TestClasspathResolution(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		dir  string
		cp   []string
		want []string
	}{
		{"/proj", []string{"build", "./lib/x.jar", "../up", "/abs/dir/", "a/../b"},
			[]string{"/proj/build", "/proj/lib/x.jar", "/up", "/abs/dir", "/proj/b"}},
		{"/proj/sub/..", []string{"c"}, []string{"/proj/c"}},
		{"rel/dir", []string{"c"}, []string{filepath.Join(wd, "rel/dir/c")}},
		{"", []string{"c"}, []string{filepath.Join(wd, "c")}},
	} {
		var q []string
		for _, p := range tc.cp {
			q = append(q, `"`+p+`"`)
		}
		src := "[target]\nmain = \"M\"\nclasspath = [" + strings.Join(q, ", ") + "]\n"
		c, err := config.Parse([]byte(src), "c.toml", tc.dir, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(c.Target.Classpath, tc.want) {
			t.Errorf("dir %q: classpath %q = %q, want %q", tc.dir, tc.cp, c.Target.Classpath, tc.want)
		}
		if !filepath.IsAbs(c.Dir) {
			t.Errorf("dir %q: Dir %q is not absolute", tc.dir, c.Dir)
		}
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "gospf.toml")
	if err := os.WriteFile(path, []byte(target+"[search]\ndepth = 4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := config.Load(path, []string{"search.max_paths=2"})
	if err != nil {
		t.Fatal(err)
	}
	if c.File != path || c.Dir != dir || c.Search.Depth != 4 || c.Search.MaxPaths != 2 ||
		!reflect.DeepEqual(c.Target.Classpath, []string{filepath.Join(dir, "build")}) {
		t.Fatalf("Load = %+v", c)
	}

	// A relative path is resolved against the working directory.
	t.Chdir(dir)
	c, err = config.Load("gospf.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.File != "gospf.toml" || c.Dir != dir {
		t.Fatalf("File %q Dir %q", c.File, c.Dir)
	}

	missing := filepath.Join(dir, "none.toml")
	_, err = config.Load(missing, nil)
	var ce *config.Error
	if !errors.As(err, &ce) || err.Error() != missing+": cannot read: no such file or directory" {
		t.Fatalf("Load(missing) = %v", err)
	}

	if err := os.WriteFile(path, []byte(target+"[search]\ndepth = 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := config.Load(path, nil); err == nil || err.Error() != path+":5: search.depth: must be at least 1, got 0" {
		t.Fatalf("Load(bad) = %v", err)
	}
}

func TestErrorString(t *testing.T) {
	for _, tc := range []struct {
		e    config.Error
		want string
	}{
		{config.Error{File: "f.toml", Line: 3, Key: "search.depth", Msg: "m"}, "f.toml:3: search.depth: m"},
		{config.Error{File: "f.toml", Key: "search.depth", Msg: "m"}, "f.toml: search.depth: m"},
		{config.Error{File: "f.toml", Line: 3, Msg: "m"}, "f.toml:3: m"},
		{config.Error{File: "-D", Key: "search.depth", Msg: "m"}, "-D: search.depth: m"},
		{config.Error{Key: "k", Msg: "m"}, "k: m"},
		{config.Error{Line: 2, Msg: "m"}, "line 2: m"},
		{config.Error{File: "f", Msg: "a\nb"}, `f: a\nb`},
	} {
		if got := tc.e.Error(); got != tc.want {
			t.Errorf("%+v.Error() = %q, want %q", tc.e, got, tc.want)
		}
	}
}

func TestValidate(t *testing.T) {
	c := config.Default()
	if err := c.Validate(); err == nil || err.Error() != "target: set target.main (a class with main(String[])) or target.entry (a method to run with symbolic arguments)" {
		t.Fatalf("Validate(Default()) = %v", err)
	}
	c.File = "x.toml"
	c.Target.Main = "M"
	c.Target.Classpath = []string{"/a"}
	if err := c.Validate(); err != nil {
		t.Fatalf("Validate = %v", err)
	}
	c.Search.Depth = 0
	if err := c.Validate(); err != nil {
		t.Fatalf("Validate with depth auto = %v (the depth is unused)", err)
	}
	c.Search.DepthAuto = false
	if err := c.Validate(); err == nil || err.Error() != "x.toml: search.depth: must be at least 1, got 0" {
		t.Fatalf("Validate = %v", err)
	}
	c.Search.Depth = 1
	c.Solver.Layers = nil
	if err := c.Validate(); err == nil || err.Error() != `x.toml: solver.layers: is empty; write "none" for no layers` {
		t.Fatalf("Validate = %v", err)
	}
	c.Solver.Layers = []string{"all"}
	c.VM.Properties[""] = "x"
	if err := c.Validate(); err == nil || err.Error() != `x.toml: vm.properties: a property has an empty name` {
		t.Fatalf("Validate = %v", err)
	}
}

func TestLayerNames(t *testing.T) {
	want := []string{"none", "all", "syntactic", "model-cache", "independence", "query-cache", "unsat-core"}
	if !reflect.DeepEqual(config.LayerNames, want) {
		t.Fatalf("LayerNames = %q", config.LayerNames)
	}
	for _, l := range config.LayerNames {
		parse(t, target+"[solver]\nlayers = \""+l+"\"\n")
	}
}

func TestParseMethodSpec(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want config.MethodSpec
		str  string
	}{
		{"pkg.C.m(sym#con#sym)", config.MethodSpec{Class: "pkg.C", Method: "m", Symbolic: []bool{true, false, true}}, "pkg.C.m(sym#con#sym)"},
		{"pkg/sub/C.m(con)", config.MethodSpec{Class: "pkg.sub.C", Method: "m", Symbolic: []bool{false}}, "pkg.sub.C.m(con)"},
		{"C.m()", config.MethodSpec{Class: "C", Method: "m"}, "C.m()"},
		{"a.Outer$In.<init>(sym)", config.MethodSpec{Class: "a.Outer$In", Method: "<init>", Symbolic: []bool{true}}, "a.Outer$In.<init>(sym)"},
	} {
		got, err := config.ParseMethodSpec(tc.in)
		if err != nil || !reflect.DeepEqual(got, tc.want) || got.String() != tc.str {
			t.Errorf("ParseMethodSpec(%q) = %+v, %v; String %q", tc.in, got, err, got.String())
		}
	}
	for _, bad := range []string{"", "()", "m()", ".m()", "C.()", "C.m(", "C.m)", "C.m(sym#)", "C.m(#)", "C..m()", "C.m(sym)x", "C.<clinit>()"} {
		if m, err := config.ParseMethodSpec(bad); err == nil {
			t.Errorf("ParseMethodSpec(%q) = %+v, want an error", bad, m)
		}
	}
}
