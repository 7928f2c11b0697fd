package config

import (
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// SPF is what a .jpf configuration asked for beyond gospf's schema, and how
// its keys were mapped. Config.SPF is nil for a TOML config.
type SPF struct {
	// Listeners are the JPF listener classes the file names, in order;
	// cmd/gospf produces the output of the ones it knows (docs/spf.md).
	Listeners []string
	// Sourcepath is SPF's sourcepath, absolute, kept for reports.
	Sourcepath []string
	// Debug is symbolic.debug: print every path's condition and inputs.
	Debug bool
	// Notes are one line each: a value gospf maps with a difference (a
	// decision procedure it does not have, a listener it ignores).
	Notes []string
	// Unknown lists the keys gospf does not know, as "file:line: key",
	// for one warning.
	Unknown []string
	// Settings are the gospf keys the .jpf set, in the order of the
	// schema, each with where its value came from (gospf convert).
	Settings []Setting
}

// A Setting is one gospf key set from a .jpf file.
type Setting struct {
	Key   string // dotted gospf key
	Value any    // as TOML would hold it: string, int64, bool or []any of strings
	From  string // where it came from: "Example.jpf:7: symbolic.dp=z3bitvector", or why it was chosen
}

// A jpfMapper maps one .jpf property set onto gospf's keys.
type jpfMapper struct {
	p    *jpfProps
	spf  *SPF
	dir  string             // the .jpf's directory: relative paths resolve here
	set  map[string]Setting // gospf key → its setting
	from map[string]string  // gospf key → the .jpf key that set it (for errors)
	line map[string]*jpfValue
}

// jpfHandler maps the value of one SPF key; it returns why the value
// cannot be used, or "".
type jpfHandler func(m *jpfMapper, key string, v *jpfValue) string

// setKey records gospf key = value, set from the .jpf key.
func (m *jpfMapper) setKey(key string, value any, jpfKey string, v *jpfValue, why string) {
	from := fmt.Sprintf("%s: %s=%s", where(v), jpfKey, v.value)
	if why != "" {
		from += " (" + why + ")"
	}
	m.set[key] = Setting{Key: key, Value: value, From: from}
	m.from[key] = jpfKey
	m.line[key] = v
}

// setDefault records a gospf key that SPF's default for an unset key
// decides.
func (m *jpfMapper) setDefault(key string, value any, why string) {
	if _, ok := m.set[key]; !ok {
		m.set[key] = Setting{Key: key, Value: value, From: why}
	}
}

func (m *jpfMapper) note(format string, args ...any) {
	m.spf.Notes = append(m.spf.Notes, fmt.Sprintf(format, args...))
}

// where renders the position of a value: "file:line" or "+" for the
// command line.
func where(v *jpfValue) string {
	if v.file == "+" {
		return "command line +"
	}
	if v.line > 0 {
		return v.file + ":" + strconv.Itoa(v.line)
	}
	return v.file
}

// jpfKeys maps the SPF keys gospf understands. Keys not here and not under
// an ignored prefix are listed in one warning.
var jpfKeys = map[string]jpfHandler{
	"target":          mapTarget,
	"target.args":     mapArgs,
	"target_args":     mapArgs,
	"classpath":       mapClasspath,
	"sourcepath":      mapSourcepath,
	"symbolic.method": mapMethods,

	"symbolic.min_int":   boundTo("symbolic.min_int"),
	"symbolic.max_int":   boundTo("symbolic.max_int"),
	"symbolic.minint":    boundTo("symbolic.min_int"),
	"symbolic.maxint":    boundTo("symbolic.max_int"),
	"symbolic.min_long":  boundTo("symbolic.min_long"),
	"symbolic.max_long":  boundTo("symbolic.max_long"),
	"symbolic.min_short": boundTo("symbolic.min_short"),
	"symbolic.max_short": boundTo("symbolic.max_short"),
	"symbolic.min_byte":  boundTo("symbolic.min_byte"),
	"symbolic.max_byte":  boundTo("symbolic.max_byte"),
	"symbolic.min_char":  boundTo("symbolic.min_char"),
	"symbolic.max_char":  boundTo("symbolic.max_char"),
	"symbolic.min_double": refuse("gospf's float and double inputs range over every IEEE 754 value; " +
		"it has no bounds for them (narrow them with Debug.assume in the driver)"),
	"symbolic.max_double": refuse("gospf's float and double inputs range over every IEEE 754 value; " +
		"it has no bounds for them (narrow them with Debug.assume in the driver)"),
	"symbolic.minreal": refuse("gospf's double inputs have no bounds (narrow them with Debug.assume in the driver)"),
	"symbolic.maxreal": refuse("gospf's double inputs have no bounds (narrow them with Debug.assume in the driver)"),

	"symbolic.dp":              mapDP,
	"symbolic.lazy":            boolKey("symbolic.lazy"),
	"symbolic.arrays":          honouredFlag("gospf always models arrays of symbolic length and symbolic elements"),
	"symbolic.strings":         honouredFlag("gospf always models symbolic strings"),
	"symbolic.string_dp":       mapStringDP,
	"symbolic.debug":           mapDebug,
	"symbolic.fp":              honouredFlag("gospf's floats are always exact IEEE 754"),
	"symbolic.bvlength":        mapBVLength,
	"symbolic.green":           mapGreen,
	"symbolic.optimizechoices": mapOptimizeChoices,

	"symbolic.choco_time_bound":     ignoredWith("a time bound of the choco solver, which gospf does not have"),
	"symbolic.string_dp_timeout_ms": ignoredWith("a time bound of SPF's string solver; gospf's string constraints go to its own stack"),
	"symbolic.regression_output":    ignoredWith("SPF's regression logging"),
	"symbolic.collect_constraints":  refuse("mixed concrete/symbolic execution is not supported: gospf explores every feasible path"),
	"symbolic.concolic":             ignoredWith("gospf has no concolic mode: it decides math functions with its own theories, and one it does not model is an error"),
	"symbolic.concolic.MAX_TRIES":   ignoredWith("gospf has no concolic mode"),
	"symbolic.dp_parallel_mode":     ignoredWith("gospf's stack decides every check (its native procedure, then Z3)"),
	"symbolic.lazy.subtypes":        boolKey("symbolic.lazy_subtypes"),
	"type_classpath":                ignoredWith("gospf looks for subtypes on the class path (symbolic.lazy.subtypes)"),
	"symbolic.heuristicRandom":      refuse("SPF's random heuristic search is not supported: gospf explores every feasible path"),
	"symbolic.heuristicPartition":   refuse("SPF's partition heuristic is not supported: gospf explores every feasible path"),
	"symbolic.max_pc_length":        refuse("gospf cannot cut paths by the length of the path condition (search.depth_limit cuts by choice points)"),
	"symbolic.max_pc_msec":          refuse("gospf cannot cut paths by solver time per path (use -D search.max_time)"),
	"symbolic.classes":              refuse("making every method of a class symbolic is not supported; list the methods in symbolic.method"),
	"symbolic.undefined":            ignoredWith("SPF's marker value for undefined symbolic values"),
	"search.depth_limit":            mapDepthLimit,
	"search.multiple_errors":        mapMultipleErrors,
	"search.class":                  mapSearchClass,
	"vm.storage.class":              mapStorage,
	"listener":                      mapListeners,
	"vm.insn_factory.class":         mapInsnFactory,
	"jvm.insn_factory.class":        mapInsnFactory,
	"cg.enumerate_random":           ignoredWith("gospf enumerates Verify.random and Verify.getInt always"),
	"search.min_free":               ignoredWith("a memory reserve of JPF's search"),
	"search.properties":             ignoredWith("gospf checks uncaught exceptions and failed assertions, JPF's default properties"),
	"vm.por":                        ignoredWith("gospf runs one thread: no partial-order reduction to configure"),
}

// ignoredPrefixes are SPF key prefixes that do not change a run's results:
// reporting, logging, the JPF shell and project layout. They are accepted
// without a warning.
var ignoredPrefixes = []string{"report.", "log.", "shell", "jpf.", "jpf-", "native_classpath", "peer_packages",
	"extensions", "vm.peer_packages", "cg.threads.", "vm.tree_output", "vm.path_output", "test_classpath",
	"sourcepath.", "classpath.", "event.", "coverage."}

// refusedPrefixes are SPF key prefixes gospf cannot honour: bounds of one
// symbolic variable by name.
var refusedPrefixes = []string{"symbolic.min_int_", "symbolic.max_int_", "symbolic.min_double_", "symbolic.max_double_"}

// ParseJPF is Load for an SPF .jpf file already read. overrides holds
// gospf's -D section.key=value and SPF's +key=value (told apart by the
// first character); the +key overrides are SPF properties, set before the
// file is read and never replaced by it. Every error is an *Error.
func ParseJPF(data []byte, name, dir string, overrides []string) (*Config, error) {
	var plus, dflags []string
	for _, o := range overrides {
		if strings.HasPrefix(o, "+") {
			plus = append(plus, o)
		} else {
			dflags = append(dflags, o)
		}
	}
	p, e := loadJPFProps(data, name, plus)
	if e != nil {
		return nil, e
	}
	m := &jpfMapper{p: p, spf: &SPF{}, dir: absDir(dir), set: map[string]Setting{}, from: map[string]string{},
		line: map[string]*jpfValue{}}
	if e := m.mapAll(); e != nil {
		return nil, e
	}
	c := Default()
	c.File = name
	c.Dir = m.dir
	c.SPF = m.spf
	for _, s := range specs {
		st, ok := m.set[s.key]
		if !ok {
			continue
		}
		m.spf.Settings = append(m.spf.Settings, st)
		if err := s.decode(c, st.Value); err != nil {
			return nil, m.errorAt(s.key, err.Error())
		}
	}
	jp := &jpfOrigin{m: m, fromD: map[string]bool{}}
	for _, a := range dflags {
		ov, e := parseOverride(a)
		if e != nil {
			return nil, e
		}
		if ov.key == propertiesKey {
			c.VM.Properties[ov.prop] = ov.value.(string)
			continue
		}
		jp.fromD[ov.key] = true
		if err := lookupSpec(ov.key).decode(c, ov.value); err != nil {
			return nil, &Error{File: "-D", Key: ov.key, Msg: err.Error()}
		}
	}
	if e := c.validate(jp); e != nil {
		if k, ok := m.from[e.Key]; ok && !jp.fromD[e.Key] {
			e.Key = k // name the key the user wrote
		} else if e.Key == "target" {
			e.Msg = "is not set; give the class whose main runs (target=pkg.Main)"
		}
		return nil, e
	}
	return c, nil
}

// mapAll maps every property in the order of first definition, then
// applies SPF's defaults for the keys left unset.
func (m *jpfMapper) mapAll() *Error {
	for _, key := range m.p.order {
		v := m.p.vals[key]
		if v.site {
			continue
		}
		h, ok := jpfKeys[key]
		for _, p := range refusedPrefixes {
			if !ok && strings.HasPrefix(key, p) {
				return m.valueError(key, v, "cannot be honoured: gospf bounds symbolic inputs by type, not by name (narrow this one with Debug.assume)")
			}
		}
		if !ok {
			if !hasIgnoredPrefix(key) {
				m.spf.Unknown = append(m.spf.Unknown, where(v)+": "+key)
			}
			continue
		}
		if msg := h(m, key, v); msg != "" {
			return m.valueError(key, v, msg)
		}
	}
	if _, ok := m.set["target.classpath"]; !ok {
		m.setDefault("target.classpath", []any{m.dir}, "classpath is not set: the .jpf's directory")
		m.note("classpath is not set; gospf looks for the classes in %s", m.dir)
	}
	m.setDefault("symbolic.lazy", false, "SPF's default: symbolic.lazy is not set")
	// SPF makes every symbolic branch a state; gospf's default merge = "auto"
	// would merge some and change the paths and states SPF users compare.
	m.setDefault("search.merge", "none", "SPF explores every symbolic branch as a state (no merging)")
	if _, ok := m.p.vals["search.multiple_errors"]; !ok {
		m.setDefault("search.max_errors", int64(1), "SPF's default: search.multiple_errors is not set, so the search stops at the first error")
	}
	return nil
}

// stack0 is the application file's name.
func (p *jpfProps) stack0() string {
	for _, k := range p.order {
		if v := p.vals[k]; v.file != "+" && !v.site {
			return v.file
		}
	}
	return ""
}

func hasIgnoredPrefix(key string) bool {
	for _, p := range ignoredPrefixes {
		if strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}

// valueError is an error about the value of SPF key at v.
func (m *jpfMapper) valueError(key string, v *jpfValue, msg string) *Error {
	if v.file == "+" {
		return &Error{File: "+", Key: key, Msg: msg}
	}
	return &Error{File: v.file, Line: v.line, Key: key, Msg: msg}
}

// errorAt is an error about gospf key k, placed at the SPF key that set it.
func (m *jpfMapper) errorAt(k, msg string) *Error {
	v := m.line[k]
	if v == nil {
		return &Error{File: m.p.stack0(), Key: k, Msg: msg}
	}
	return m.valueError(m.from[k], v, msg)
}

// jpfOrigin places the errors of validate at the SPF key that set the
// gospf key, or at -D.
type jpfOrigin struct {
	m     *jpfMapper
	fromD map[string]bool
}

func (o *jpfOrigin) pos(key string) (string, int) {
	if o.fromD[key] {
		return "-D", 0
	}
	if v := o.m.line[key]; v != nil {
		if v.file == "+" {
			return "+", 0
		}
		return v.file, v.line
	}
	return o.m.p.stack0(), 0
}

func (o *jpfOrigin) given(key string) bool {
	_, ok := o.m.set[key]
	return ok || o.fromD[key]
}

func mapTarget(m *jpfMapper, key string, v *jpfValue) string {
	t := strings.TrimSpace(v.value)
	if t == "" {
		return "is empty; give the class whose main runs"
	}
	m.setKey("target.main", t, key, v, "")
	return ""
}

func mapArgs(m *jpfMapper, key string, v *jpfValue) string {
	var l []any
	for _, a := range splitList(v.value) {
		l = append(l, a)
	}
	if l == nil {
		l = []any{}
	}
	m.setKey("target.args", l, key, v, "")
	return ""
}

// pathList splits a JPF path list (commas, semicolons, and on Unix the
// path-list separator) and resolves it against the .jpf's directory.
func (m *jpfMapper) pathList(s string) []any {
	var l []any
	for _, e := range splitList(s) {
		for _, p := range filepath.SplitList(e) {
			if p = strings.TrimSpace(p); p != "" {
				l = append(l, resolve(m.dir, p))
			}
		}
	}
	return l
}

func mapClasspath(m *jpfMapper, key string, v *jpfValue) string {
	l := m.pathList(v.value)
	if len(l) == 0 {
		return "is empty; list the directories and jars that hold the target's classes"
	}
	m.setKey("target.classpath", l, key, v, "")
	return ""
}

func mapSourcepath(m *jpfMapper, key string, v *jpfValue) string {
	m.spf.Sourcepath = nil
	for _, p := range m.pathList(v.value) {
		m.spf.Sourcepath = append(m.spf.Sourcepath, p.(string))
	}
	return ""
}

func mapMethods(m *jpfMapper, key string, v *jpfValue) string {
	var l []any
	for i, s := range splitList(v.value) {
		s = spfSpec(m, s)
		if _, err := ParseMethodSpec(s); err != nil {
			return fmt.Sprintf("element %d: %v", i+1, err)
		}
		l = append(l, s)
	}
	if len(l) == 0 {
		return `is empty; list methods like "pkg.C.m(sym#con)"`
	}
	m.setKey("target.symbolic", l, key, v, "")
	return ""
}

// spfSpec reads a symbolic.method entry as SPF does: an argument is
// symbolic when it is "sym" (in any case) and concrete otherwise; "con",
// "conc" and "concrete" are written "con", anything else too, with a note.
func spfSpec(m *jpfMapper, s string) string {
	s = strings.Join(strings.Fields(s), "")
	open := strings.IndexByte(s, '(')
	if open < 0 || !strings.HasSuffix(s, ")") || open+1 == len(s)-1 {
		return s
	}
	args := strings.Split(s[open+1:len(s)-1], "#")
	for i, a := range args {
		switch strings.ToLower(a) {
		case "sym":
			args[i] = "sym"
		case "con", "conc", "concrete":
			args[i] = "con"
		default:
			m.note("symbolic.method %s: argument %d, %s, is concrete, as SPF reads anything but sym", s, i+1, quoteShort(a))
			args[i] = "con"
		}
	}
	return s[:open+1] + strings.Join(args, "#") + ")"
}

func boundTo(gkey string) jpfHandler {
	return func(m *jpfMapper, key string, v *jpfValue) string {
		n, err := strconv.ParseInt(strings.TrimSpace(v.value), 10, 64)
		if err != nil {
			return "want an integer, got " + quoteShort(v.value)
		}
		m.setKey(gkey, n, key, v, "")
		return ""
	}
}

func refuse(why string) jpfHandler {
	return func(*jpfMapper, string, *jpfValue) string { return "cannot be honoured: " + why }
}

func ignoredWith(why string) jpfHandler {
	return func(m *jpfMapper, key string, v *jpfValue) string {
		m.note("%s is ignored: %s", key, why)
		return ""
	}
}

// jpfBool reads a JPF boolean: true/false, on/off, yes/no.
func jpfBool(s string) (bool, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true", "on", "yes":
		return true, true
	case "false", "off", "no":
		return false, true
	}
	return false, false
}

// honouredFlag accepts a boolean that gospf's behaviour always satisfies
// when true; false is honoured too where gospf's model needs no switch.
func honouredFlag(why string) jpfHandler {
	return func(m *jpfMapper, key string, v *jpfValue) string {
		b, ok := jpfBool(v.value)
		if !ok {
			return "want true or false, got " + quoteShort(v.value)
		}
		if !b {
			m.note("%s=false: %s", key, why)
		}
		return ""
	}
}

// boolKey maps an SPF boolean onto the gospf key of the same meaning.
func boolKey(gospfKey string) jpfHandler {
	return func(m *jpfMapper, key string, v *jpfValue) string {
		b, ok := jpfBool(v.value)
		if !ok {
			return "want true or false (or on/off), got " + quoteShort(v.value)
		}
		m.setKey(gospfKey, b, key, v, "")
		return ""
	}
}

// mapOptimizeChoices reads SPF's symbolic.optimizechoices: it changes
// which branches SPF makes choice generators of, so how it counts states,
// never which paths exist.
func mapOptimizeChoices(m *jpfMapper, key string, v *jpfValue) string {
	b, ok := jpfBool(v.value)
	if !ok {
		return "want true or false, got " + quoteShort(v.value)
	}
	if !b {
		m.note("symbolic.optimizechoices=false: the paths are the same; gospf's states line counts as SPF's default (true) does")
	}
	return ""
}

func mapDebug(m *jpfMapper, key string, v *jpfValue) string {
	b, ok := jpfBool(v.value)
	if !ok {
		return "want true or false, got " + quoteShort(v.value)
	}
	m.spf.Debug = b
	return ""
}

func mapBVLength(m *jpfMapper, key string, v *jpfValue) string {
	n, err := strconv.Atoi(strings.TrimSpace(v.value))
	if err != nil || n != 32 && n != 64 {
		return "cannot be honoured: gospf's bitvector theory uses each Java type's own width (32 for int, 64 for long); got " + quoteShort(v.value)
	}
	return ""
}

func mapGreen(m *jpfMapper, key string, v *jpfValue) string {
	b, ok := jpfBool(v.value)
	if !ok {
		return "want true or false, got " + quoteShort(v.value)
	}
	if b {
		m.note("symbolic.green=true: the Green framework is not part of gospf; gospf's own solver stack (native procedure, caches, Z3) decides the constraints")
	}
	return ""
}

// A decisionProcedure is how gospf runs one SPF symbolic.dp value.
type decisionProcedure struct {
	theory string // gospf's symbolic.theory
	note   string // "" when gospf has the procedure, else what runs instead
}

// decisionProcedures maps every value of symbolic.dp SPF accepts (compared
// without case, as SPF does). gospf's stack decides linear integer
// arithmetic natively and everything else with Z3; the solvers it does not
// have run on that stack.
var decisionProcedures = map[string]decisionProcedure{
	"z3":             {"int", ""},
	"z3inc":          {"int", ""}, // incremental: gospf's Z3 solver is incremental (push/pop) already
	"z3optimize":     {"int", "z3optimize (Z3's optimiser) finds the same models' satisfiability; gospf checks with Z3's solver"},
	"z3bitvector":    {"bitvector", ""},
	"z3bitvectorinc": {"bitvector", ""},
	"cvc3bitvec":     {"bitvector", "CVC3 is not part of gospf: its bitvector theory runs on gospf's own stack (native procedure, Z3)"},
	"choco":          {"int", "choco is not part of gospf: its constraints run on gospf's own stack (native procedure, Z3); reals are exact IEEE 754"},
	"choco2":         {"int", "choco2 is not part of gospf: its constraints run on gospf's own stack (native procedure, Z3)"},
	"coral":          {"int", "CORAL is not part of gospf: its constraints run on gospf's own stack; reals are exact IEEE 754, not CORAL's search"},
	"iasolver":       {"int", "IASolver is not part of gospf: its constraints run on gospf's own stack; reals are exact IEEE 754"},
	"cvc3":           {"int", "CVC3 is not part of gospf: its constraints run on gospf's own stack (native procedure, Z3)"},
	"yices":          {"int", "Yices is not part of gospf: its constraints run on gospf's own stack (native procedure, Z3)"},
	"dreal":          {"int", "dReal is not part of gospf: its constraints run on gospf's own stack; reals are exact IEEE 754"},
	"realpaver":      {"int", "RealPaver is not part of gospf: its constraints run on gospf's own stack; reals are exact IEEE 754"},
	"debug":          {"int", "SPF's debug procedure (several solvers side by side) runs as gospf's own stack"},
	"compare":        {"int", "SPF's compare procedure (several solvers side by side) runs as gospf's own stack"},
	"green":          {"int", "the Green framework is not part of gospf: its constraints run on gospf's own stack"},
}

// DecisionProcedures returns the symbolic.dp values gospf accepts, sorted.
func DecisionProcedures() []string {
	var l []string
	for k := range decisionProcedures {
		l = append(l, k)
	}
	sort.Strings(l)
	return l
}

func mapDP(m *jpfMapper, key string, v *jpfValue) string {
	l := splitList(v.value)
	if len(l) == 0 {
		return "is empty; give a decision procedure like z3 or z3bitvector"
	}
	name := strings.ToLower(l[0])
	if name == "no_solver" {
		return "cannot be honoured: no_solver explores infeasible paths too (a control-flow over-approximation); gospf reports only feasible paths"
	}
	dp, ok := decisionProcedures[name]
	if !ok {
		return fmt.Sprintf("unknown decision procedure %s (SPF accepts %s)", quoteShort(l[0]), strings.Join(DecisionProcedures(), ", ")+", no_solver")
	}
	m.setKey("symbolic.theory", dp.theory, key, v, "")
	if dp.note != "" {
		m.note("symbolic.dp=%s: %s", l[0], dp.note)
	}
	if len(l) > 1 {
		m.note("symbolic.dp lists %d procedures; gospf's stack stands for the first, %s", len(l), l[0])
	}
	return ""
}

func mapStringDP(m *jpfMapper, key string, v *jpfValue) string {
	l := splitList(v.value)
	if len(l) == 0 || strings.EqualFold(l[0], "none") {
		return ""
	}
	m.note("symbolic.string_dp=%s: gospf decides string constraints with its own theory (strings of bounded length, symbolic.max_string_length) on its stack", l[0])
	return ""
}

func mapDepthLimit(m *jpfMapper, key string, v *jpfValue) string {
	n, err := strconv.ParseInt(strings.TrimSpace(v.value), 10, 64)
	if err != nil {
		return "want an integer, got " + quoteShort(v.value)
	}
	if n < 0 {
		n = 0 // JPF: a negative depth limit is no limit
	}
	m.setKey("search.depth_limit", n, key, v, "choice points on one path")
	if n > 0 {
		m.note("search.depth_limit=%d: gospf counts every choice point on a path, SPF its states (choice points with more than one feasible choice), so gospf may cut paths SPF finishes", n)
	}
	return ""
}

func mapMultipleErrors(m *jpfMapper, key string, v *jpfValue) string {
	b, ok := jpfBool(v.value)
	if !ok {
		return "want true or false, got " + quoteShort(v.value)
	}
	if b {
		m.setKey("search.max_errors", int64(0), key, v, "report every error")
	} else {
		m.setKey("search.max_errors", int64(1), key, v, "stop at the first error")
	}
	return ""
}

// searchClasses are JPF's search classes. DFSearch is gospf's own order;
// the others find the same paths when the exploration completes.
var searchClasses = map[string]string{
	"gov.nasa.jpf.search.DFSearch":                     "",
	"gov.nasa.jpf.search.heuristic.BFSHeuristic":       "breadth-first",
	"gov.nasa.jpf.search.heuristic.DFSHeuristic":       "heuristic depth-first",
	"gov.nasa.jpf.search.heuristic.RandomHeuristic":    "random",
	"gov.nasa.jpf.search.heuristic.HeuristicSearch":    "heuristic",
	"gov.nasa.jpf.search.heuristic.MostBlocked":        "most-blocked",
	"gov.nasa.jpf.search.heuristic.Interleaving":       "interleaving",
	"gov.nasa.jpf.search.heuristic.GlobalSwitchThread": "thread-switching",
	"gov.nasa.jpf.search.heuristic.UserHeuristic":      "user heuristic",
	"gov.nasa.jpf.search.RandomSearch":                 "random",
	"gov.nasa.jpf.search.PathSearch":                   "single-path",
}

// jpfClass expands JPF's short class names: a leading '.' stands for
// "gov.nasa.jpf".
func jpfClass(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, ".") {
		return "gov.nasa.jpf" + s
	}
	return s
}

func mapSearchClass(m *jpfMapper, key string, v *jpfValue) string {
	c := jpfClass(v.value)
	kind, ok := searchClasses[c]
	if !ok {
		return "cannot be honoured: gospf has no search class " + quoteShort(c) + " (it explores depth-first, as gov.nasa.jpf.search.DFSearch)"
	}
	if c == "gov.nasa.jpf.search.PathSearch" {
		return "cannot be honoured: PathSearch follows one path; gospf explores every feasible path"
	}
	if kind != "" {
		m.note("search.class=%s: gospf explores depth-first; a complete exploration finds the paths of the %s order, reported in another order", c, kind)
	}
	return ""
}

// mapStorage reads vm.storage.class. jpf-symbc's own project properties
// set it to nil, so SPF runs match no states unless a file sets a storage:
// then SPF may prune states gospf explores.
func mapStorage(m *jpfMapper, key string, v *jpfValue) string {
	if c := jpfClass(v.value); c != "nil" && c != "" {
		m.note("vm.storage.class=%s: gospf never matches states (as with nil); SPF with state matching may report fewer states", c)
	}
	return ""
}

func mapInsnFactory(m *jpfMapper, key string, v *jpfValue) string {
	switch jpfClass(v.value) {
	case "gov.nasa.jpf.symbc.SymbolicInstructionFactory", "":
		return ""
	}
	return "cannot be honoured: gospf's instructions are SPF's symbolic ones; " + quoteShort(v.value) + " is another instruction set"
}

// knownListeners are the JPF listeners gospf knows: those whose output it
// produces from its own results (cmd/gospf), and those that need nothing
// because gospf behaves so anyway. Any other listener is named once in a
// note and ignored.
var knownListeners = map[string]bool{
	"gov.nasa.jpf.symbc.SymbolicListener":                    true,
	"gov.nasa.jpf.symbc.sequences.SymbolicSequenceListener":  true,
	"gov.nasa.jpf.symbc.numeric.solvers.IncrementalListener": true,
	"gov.nasa.jpf.listener.NoStateCycles":                    true,
	"gov.nasa.jpf.symbc.heap.HeapSymbolicListener":           true,
}

// ListenerSymbolic and ListenerSequences are the listeners whose printed
// output gospf produces; ListenerHeap prints the input structures.
const (
	ListenerSymbolic  = "gov.nasa.jpf.symbc.SymbolicListener"
	ListenerSequences = "gov.nasa.jpf.symbc.sequences.SymbolicSequenceListener"
	ListenerHeap      = "gov.nasa.jpf.symbc.heap.HeapSymbolicListener"
)

func mapListeners(m *jpfMapper, key string, v *jpfValue) string {
	m.spf.Listeners = nil
	var ignored []string
	for _, l := range splitList(v.value) {
		l = jpfClass(l)
		m.spf.Listeners = append(m.spf.Listeners, l)
		if !knownListeners[l] {
			ignored = append(ignored, l)
		}
	}
	if len(ignored) > 0 {
		m.note("listener: gospf does not know %s; ignored", strings.Join(ignored, ", "))
	}
	return ""
}
