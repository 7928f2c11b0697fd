package config

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// jpfDir makes a directory with the given files (name → contents) and a
// home without a JPF site file, so that the machine's ~/.jpf stays out.
func jpfDir(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("HOME", filepath.Join(dir, "home"))
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func loadJPF(t *testing.T, dir, name string, overrides ...string) *Config {
	t.Helper()
	c, err := Load(filepath.Join(dir, name), overrides)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func loadJPFErr(t *testing.T, dir, name string, overrides ...string) string {
	t.Helper()
	_, err := Load(filepath.Join(dir, name), overrides)
	if err == nil {
		t.Fatalf("%s %v: no error", name, overrides)
	}
	if _, ok := err.(*Error); !ok {
		t.Fatalf("error %v is a %T", err, err)
	}
	return strings.TrimPrefix(err.Error(), dir+string(filepath.Separator))
}

func TestPropertiesSyntax(t *testing.T) {
	src := "# comment\n" +
		"  ! another comment\n" +
		"\n" +
		"a=1\n" +
		"b : two words \n" +
		"c three\n" +
		"d\n" +
		"e = first, \\\n" +
		"      second\n" +
		"f = tab\\there\\u0041\\\\x\\:y\n" +
		"key\\ with\\=chars = v\n" +
		"g = ends with escaped backslash\\\\\n" +
		"h = next\r\n" +
		"i=\n"
	props, err := parseProperties(src)
	if err != nil {
		t.Fatal(err)
	}
	want := []propEntry{
		{"a", "1", 4}, {"b", "two words ", 5}, {"c", "three", 6}, {"d", "", 7},
		{"e", "first, second", 8}, {"f", "tab\thereA\\x:y", 10}, {"key with=chars", "v", 11},
		{"g", `ends with escaped backslash\`, 12}, {"h", "next", 13}, {"i", "", 14},
	}
	if !reflect.DeepEqual(props, want) {
		t.Fatalf("got  %+v\nwant %+v", props, want)
	}
	if _, err := parseProperties("x = \\u12\n"); err == nil || !strings.Contains(err.Error(), "line 1: x: malformed \\u escape") {
		t.Fatalf("bad \\u: %v", err)
	}
}

const exJPF = `# SPF's example layout
target = pkg.Ex
target.args = 3, 4;5
classpath = ${config_path}/build,lib/x.jar
sourcepath = ${config_path}/src
symbolic.method = pkg.Ex.test(sym#con),pkg.Ex.<init>(sym);pkg.Ex.run()
symbolic.min_int = -100
symbolic.max_int = 100
symbolic.min_char = 32
symbolic.max_long = 1000
symbolic.dp = z3bitvector
symbolic.lazy = on
symbolic.debug = true
search.depth_limit = 7
search.multiple_errors = true
vm.storage.class = nil
listener = gov.nasa.jpf.symbc.SymbolicListener
`

func TestJPFMapping(t *testing.T) {
	dir := jpfDir(t, map[string]string{"ex.jpf": exJPF})
	c := loadJPF(t, dir, "ex.jpf")
	if c.Target.Main != "pkg.Ex" || !reflect.DeepEqual(c.Target.Args, []string{"3", "4", "5"}) {
		t.Errorf("target: %q %q", c.Target.Main, c.Target.Args)
	}
	if want := []string{filepath.Join(dir, "build"), filepath.Join(dir, "lib/x.jar")}; !reflect.DeepEqual(c.Target.Classpath, want) {
		t.Errorf("classpath %q, want %q", c.Target.Classpath, want)
	}
	if want := []string{"pkg.Ex.test(sym#con)", "pkg.Ex.<init>(sym)", "pkg.Ex.run()"}; !reflect.DeepEqual(c.Target.Symbolic, want) {
		t.Errorf("symbolic %q", c.Target.Symbolic)
	}
	s := c.Symbolic
	if s.MinInt != -100 || s.MaxInt != 100 || s.MinChar != 32 || s.MaxLong != 1000 || s.Theory != "bitvector" || !s.Lazy {
		t.Errorf("symbolic %+v", s)
	}
	if c.Search.DepthLimit != 7 || c.Search.MaxErrors != 0 {
		t.Errorf("search %+v", c.Search)
	}
	spf := c.SPF
	if !spf.Debug || !reflect.DeepEqual(spf.Sourcepath, []string{filepath.Join(dir, "src")}) ||
		!reflect.DeepEqual(spf.Listeners, []string{ListenerSymbolic}) {
		t.Errorf("spf %+v", spf)
	}
	// Every setting the file made is honoured exactly but depth_limit,
	// which counts differently (one note); no unknown keys.
	if len(spf.Notes) != 1 || !strings.HasPrefix(spf.Notes[0], "search.depth_limit=7: gospf counts every choice point") || len(spf.Unknown) != 0 {
		t.Errorf("notes %q unknown %q", spf.Notes, spf.Unknown)
	}
	// The settings are in the schema's order, each naming its line.
	var keys []string
	for _, st := range spf.Settings {
		keys = append(keys, st.Key)
	}
	want := []string{"target.classpath", "target.main", "target.args", "target.symbolic", "symbolic.theory",
		"symbolic.min_int", "symbolic.max_int", "symbolic.max_long", "symbolic.min_char", "symbolic.lazy",
		"search.depth_limit", "search.max_errors", "search.merge"}
	if !reflect.DeepEqual(keys, want) {
		t.Errorf("settings %q\nwant %q", keys, want)
	}
	if f := spf.Settings[4].From; f != filepath.Join(dir, "ex.jpf")+":11: symbolic.dp=z3bitvector" {
		t.Errorf("from %q", f)
	}
}

// TestJPFDefaults: an SPF file that sets only the target gets SPF's
// defaults where they differ from gospf's: no lazy initialization, stop
// at the first error, the config's directory as class path.
func TestJPFDefaults(t *testing.T) {
	dir := jpfDir(t, map[string]string{"a.jpf": "target=A\n"})
	c := loadJPF(t, dir, "a.jpf")
	if c.Symbolic.Lazy || c.Search.MaxErrors != 1 || !reflect.DeepEqual(c.Target.Classpath, []string{dir}) {
		t.Errorf("%+v %+v %q", c.Symbolic, c.Search, c.Target.Classpath)
	}
	// One note: the class path. vm.storage.class unset is nil, as
	// jpf-symbc's project properties set it.
	if len(c.SPF.Notes) != 1 {
		t.Errorf("notes %q", c.SPF.Notes)
	}
	if c.Symbolic.Theory != "int" || c.Search.Strategy != Default().Search.Strategy {
		t.Errorf("theory %q strategy %q", c.Symbolic.Theory, c.Search.Strategy)
	}
}

func TestJPFExpansionIncludesOverrides(t *testing.T) {
	dir := jpfDir(t, map[string]string{
		"common/base.jpf": "classpath=${config_path}/classes\nsymbolic.max_int=${limit}\n",
		"app/a.jpf": "limit=50\n@using = jpf-symbc\n@include = ../common/base.jpf\n" +
			"target=A\nsymbolic.method=A.m(sym)\nclasspath+=${jpf-symbc}/build/examples\n" +
			"symbolic.min_int=-${limit}\n",
	})
	sym := filepath.Join(dir, "spf")
	c := loadJPF(t, dir, "app/a.jpf", "+jpf-symbc="+sym, "+symbolic.min_int=-7")
	want := []string{filepath.Join(dir, "common/classes"), filepath.Join(sym, "build/examples")}
	if !reflect.DeepEqual(c.Target.Classpath, want) {
		t.Errorf("classpath %q, want %q", c.Target.Classpath, want)
	}
	// The include's ${limit} expands to the including file's value; the
	// command line's +symbolic.min_int wins over the file's.
	if c.Symbolic.MaxInt != 50 || c.Symbolic.MinInt != -7 {
		t.Errorf("bounds %d..%d", c.Symbolic.MinInt, c.Symbolic.MaxInt)
	}
	// -D sets gospf's own keys after the mapping.
	c = loadJPF(t, dir, "app/a.jpf", "+jpf-symbc="+sym, "search.depth=5")
	if c.Search.Depth != 5 {
		t.Errorf("depth %d", c.Search.Depth)
	}
}

func TestJPFSiteFile(t *testing.T) {
	dir := jpfDir(t, map[string]string{
		"home/.jpf/site.properties": "jpf-core=${user.home}/jpf/jpf-core\njpf-symbc = ${user.home}/jpf/jpf-symbc\nextensions=${jpf-core}\n",
		"a.jpf":                     "target=A\nclasspath=${jpf-symbc}/build/examples\n",
	})
	c := loadJPF(t, dir, "a.jpf")
	if want := filepath.Join(dir, "home/jpf/jpf-symbc/build/examples"); c.Target.Classpath[0] != want {
		t.Errorf("classpath %q, want %q", c.Target.Classpath, want)
	}
	if len(c.SPF.Unknown) != 0 {
		t.Errorf("site keys reported unknown: %q", c.SPF.Unknown)
	}
	// +site=FILE names another site file, as JPF's command line does.
	writeSite := filepath.Join(dir, "other.properties")
	if err := os.WriteFile(writeSite, []byte("jpf-symbc=/opt/spf\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c = loadJPF(t, dir, "a.jpf", "+site="+writeSite)
	if c.Target.Classpath[0] != "/opt/spf/build/examples" {
		t.Errorf("classpath with +site %q", c.Target.Classpath)
	}
	if got := loadJPFErr(t, dir, "a.jpf", "+site="+filepath.Join(dir, "none")); !strings.Contains(got, "+: site: cannot read ") {
		t.Errorf("+site missing: %s", got)
	}
}

func TestJPFLists(t *testing.T) {
	for _, tc := range []struct{ value, want string }{
		{"a,b", "a|b"}, {"a;b", "a|b"}, {" a , ; b ,", "a|b"}, {"a", "a"}, {"", ""},
	} {
		if got := strings.Join(splitList(tc.value), "|"); got != tc.want {
			t.Errorf("splitList(%q) = %q, want %q", tc.value, got, tc.want)
		}
	}
}

func TestJPFErrors(t *testing.T) {
	dir := jpfDir(t, map[string]string{
		"undef.jpf":    "target=A\nclasspath=${jpf-symbc}/build\n",
		"cycle.jpf":    "@include=cycle2.jpf\ntarget=A\n",
		"cycle2.jpf":   "@include=cycle.jpf\n",
		"missing.jpf":  "@include=nothere.jpf\n",
		"device.jpf":   "@include=/dev/zero\n",
		"nodp.jpf":     "target=A\nsymbolic.dp=no_solver\n",
		"baddp.jpf":    "target=A\nsymbolic.dp=minisat\n",
		"dbl.jpf":      "target=A\nsymbolic.min_double=-1.0\n",
		"bounds.jpf":   "target=A\nsymbolic.min_int=10\nsymbolic.max_int=5\n",
		"badint.jpf":   "target=A\nsymbolic.max_int=lots\n",
		"method.jpf":   "target=A\nsymbolic.method=A.m(sym,con)\n",
		"notarget.jpf": "classpath=.\n",
		"search.jpf":   "target=A\nsearch.class=my.Search\n",
		"conc.jpf":     "target=A\nsymbolic.collect_constraints=true\n",
		"hsearch.jpf":  "target=A\nsearch.class=.search.PathSearch\n",
		"bv.jpf":       "target=A\nsymbolic.bvlength=16\n",
		"lazy.jpf":     "target=A\nsymbolic.lazy=maybe\n",
		"unterm.jpf":   "target=${A\n",
		"varbound.jpf": "target=A\nsymbolic.min_int_x=3\n",
	})
	for _, tc := range []struct{ file, want string }{
		{"undef.jpf", "undef.jpf:2: classpath: ${jpf-symbc} is not defined (a JPF site key: give it on the command line as +jpf-symbc=DIR, or in ~/.jpf/site.properties)"},
		{"cycle.jpf", "@include cycle: "},
		{"missing.jpf", "missing.jpf:1: @include: cannot read "},
		{"device.jpf", "device.jpf:1: @include: cannot read /dev/zero: not a regular file"},
		{"nodp.jpf", "nodp.jpf:2: symbolic.dp: cannot be honoured: no_solver explores infeasible paths too"},
		{"baddp.jpf", `baddp.jpf:2: symbolic.dp: unknown decision procedure "minisat" (SPF accepts choco, choco2, compare, coral`},
		{"dbl.jpf", "dbl.jpf:2: symbolic.min_double: cannot be honoured: "},
		{"bounds.jpf", "bounds.jpf:2: symbolic.min_int: 10 is greater than max_int 5"},
		{"badint.jpf", `badint.jpf:2: symbolic.max_int: want an integer, got "lots"`},
		{"method.jpf", `method.jpf:2: symbolic.method: element 1: "A.m(sym" has no argument list`},
		{"notarget.jpf", "notarget.jpf: target: is not set; give the class whose main runs (target=pkg.Main)"},
		{"search.jpf", `search.jpf:2: search.class: cannot be honoured: gospf has no search class "my.Search"`},
		{"conc.jpf", "conc.jpf:2: symbolic.collect_constraints: cannot be honoured"},
		{"hsearch.jpf", "hsearch.jpf:2: search.class: cannot be honoured: PathSearch follows one path"},
		{"bv.jpf", "bv.jpf:2: symbolic.bvlength: cannot be honoured"},
		{"lazy.jpf", `lazy.jpf:2: symbolic.lazy: want true or false (or on/off), got "maybe"`},
		{"unterm.jpf", "unterm.jpf:1: target: unterminated ${"},
		{"varbound.jpf", "varbound.jpf:2: symbolic.min_int_x: cannot be honoured: gospf bounds symbolic inputs by type"},
	} {
		got := loadJPFErr(t, dir, tc.file)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s:\n got %s\nwant %s", tc.file, got, tc.want)
		}
		if strings.ContainsAny(got, "\n\r") {
			t.Errorf("%s: error spans lines: %q", tc.file, got)
		}
	}
	if got := loadJPFErr(t, dir, "undef.jpf", "+oops"); got != `+: malformed override "+oops"; want +key=value` {
		t.Errorf("+oops: %s", got)
	}
	// A -D override is checked as in TOML files.
	if got := loadJPFErr(t, dir, "bounds.jpf", "search.depth=0"); !strings.Contains(got, "bounds.jpf:2: symbolic.min_int") {
		t.Errorf("bounds with -D: %s", got)
	}
	// +key=value belongs to .jpf files.
	if _, err := Parse([]byte(""), "x.toml", "/p", []string{"+symbolic.dp=z3"}); err == nil ||
		!strings.Contains(err.Error(), "applies to .jpf files") {
		t.Errorf("+ on TOML: %v", err)
	}
}

// TestJPFDecisionProcedures maps every value of symbolic.dp SPF accepts:
// the bitvector procedures to the bitvector theory, the others to int;
// those gospf does not have each give one note.
func TestJPFDecisionProcedures(t *testing.T) {
	bitvector := map[string]bool{"z3bitvector": true, "z3bitvectorinc": true, "cvc3bitvec": true}
	own := map[string]bool{"z3": true, "z3inc": true, "z3bitvector": true, "z3bitvectorinc": true}
	all := DecisionProcedures()
	if len(all) != 17 {
		t.Fatalf("%d procedures: %q", len(all), all)
	}
	for _, dp := range all {
		// SPF compares without case: Z3BitVector is z3bitvector.
		dir := jpfDir(t, map[string]string{"a.jpf": "target=A\nvm.storage.class=nil\nclasspath=.\nsymbolic.dp=" + strings.ToUpper(dp[:1]) + dp[1:] + "\n"})
		c := loadJPF(t, dir, "a.jpf")
		want := "int"
		if bitvector[dp] {
			want = "bitvector"
		}
		if c.Symbolic.Theory != want {
			t.Errorf("%s: theory %s, want %s", dp, c.Symbolic.Theory, want)
		}
		notes := 1
		if own[dp] {
			notes = 0
		}
		if len(c.SPF.Notes) != notes {
			t.Errorf("%s: notes %q, want %d", dp, c.SPF.Notes, notes)
		}
	}
}

func TestJPFUnknownAndIgnored(t *testing.T) {
	dir := jpfDir(t, map[string]string{"a.jpf": "target=A\nclasspath=.\nvm.storage.class=nil\n" +
		"report.console.finished=result\nlog.info=x\nmy.key=1\nother=2\n" +
		"listener=gov.nasa.jpf.symbc.sequences.SymbolicSequenceListener;x.Y;gov.nasa.jpf.symbc.numeric.solvers.IncrementalListener\n" +
		"search.class=gov.nasa.jpf.search.heuristic.BFSHeuristic\n"})
	c := loadJPF(t, dir, "a.jpf")
	file := filepath.Join(dir, "a.jpf")
	if want := []string{file + ":6: my.key", file + ":7: other"}; !reflect.DeepEqual(c.SPF.Unknown, want) {
		t.Errorf("unknown %q", c.SPF.Unknown)
	}
	// One note for the listener it does not know, one for the search order.
	if len(c.SPF.Notes) != 2 || !strings.Contains(c.SPF.Notes[0], "x.Y") || !strings.Contains(c.SPF.Notes[1], "BFSHeuristic") {
		t.Errorf("notes %q", c.SPF.Notes)
	}
}

// TestJPFSPFSpellings: the spellings SPF's own example files use. A
// leading '.' in a class name stands for gov.nasa.jpf; a symbolic.method
// argument is concrete unless it is "sym" (SPF's examples write "conc");
// a list may end in a separator; symbolic.lazy.subtypes is
// symbolic.lazy_subtypes.
func TestJPFSPFSpellings(t *testing.T) {
	dir := jpfDir(t, map[string]string{"a.jpf": "target=A\nclasspath=.\nvm.storage.class=nil\n" +
		"symbolic.method = A.test(sym#conc), A.other(SYM#concrete#x);\n" +
		"listener = .symbc.SymbolicListener,\\\n\t\t.symbc.sequences.SymbolicSequenceListener\n" +
		"search.class = .search.heuristic.BFSHeuristic\nsymbolic.lazy.subtypes = true\ncoverage.include=*.A\n"})
	c := loadJPF(t, dir, "a.jpf")
	if want := []string{"A.test(sym#con)", "A.other(sym#con#con)"}; !reflect.DeepEqual(c.Target.Symbolic, want) {
		t.Errorf("symbolic %q", c.Target.Symbolic)
	}
	if want := []string{ListenerSymbolic, ListenerSequences}; !reflect.DeepEqual(c.SPF.Listeners, want) {
		t.Errorf("listeners %q", c.SPF.Listeners)
	}
	if !c.Symbolic.LazySubtypes || len(c.SPF.Unknown) != 0 {
		t.Errorf("lazy_subtypes %v, unknown %q", c.Symbolic.LazySubtypes, c.SPF.Unknown)
	}
	// Two notes: the argument "x", and the breadth-first search class.
	if len(c.SPF.Notes) != 2 || !strings.Contains(c.SPF.Notes[0], `argument 3, "x", is concrete`) ||
		!strings.Contains(c.SPF.Notes[1], "gov.nasa.jpf.search.heuristic.BFSHeuristic") {
		t.Errorf("notes %q", c.SPF.Notes)
	}
}
