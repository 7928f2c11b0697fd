package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"gospf/config"
	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// SPF compatibility in the command: loading a .jpf with its warnings, SPF's
// statistics line, and the output of SPF's listeners produced from gospf's
// results (docs/spf.md).

// loadConfig loads a TOML or .jpf config (config.Load picks by extension)
// and, for a .jpf, writes its warnings to stderr: the unknown keys in one
// line, then each note on a line of its own.
func loadConfig(file string, overrides []string, stderr io.Writer) (*config.Config, error) {
	cfg, err := config.Load(file, overrides)
	if err != nil {
		return nil, err
	}
	printSPFWarnings(cfg, stderr)
	return cfg, nil
}

// printSPFWarnings writes the warnings of a .jpf config to stderr.
func printSPFWarnings(cfg *config.Config, stderr io.Writer) {
	if s := cfg.SPF; s != nil && stderr != nil {
		if len(s.Unknown) > 0 {
			what := "keys"
			if len(s.Unknown) == 1 {
				what = "key"
			}
			fmt.Fprintf(stderr, "gospf: warning: %d SPF %s gospf does not know, ignored: %s\n",
				len(s.Unknown), what, strings.Join(s.Unknown, ", "))
		}
		for _, n := range s.Notes {
			fmt.Fprintf(stderr, "gospf: note: %s: %s\n", cfg.File, n)
		}
	}
}

// spfStates is SPF's "states:" statistics derived from gospf's paths. A
// JPF state is stored at the end of each transition, and a transition ends
// where a choice generator offers more than one choice (SPF's default
// symbolic.optimizechoices makes no choice generator of a branch with one
// feasible side). So:
//
//   - new is 1 (the transition from the start to the first choice point)
//     plus, at every choice point where more than one alternative led to a
//     reported path, the number of those alternatives;
//   - visited is 0: gospf never matches states (vm.storage.class=nil);
//   - backtracked is new - 1 when the search completed (every state but
//     the first is left by a backtrack), and the states left so otherwise;
//   - end is the paths that ran to their end (normal return or exit);
//     errors are counted apart;
//   - maxDepth is the most states on one path, and constraints the paths
//     cut by search.depth_limit.
//
// The choice points are read off the paths' choice sequences (Path.Seq),
// so alternatives that led only to ignored or cut paths are not counted.
type spfStates struct {
	New         int `json:"new"`
	Visited     int `json:"visited"`
	Backtracked int `json:"backtracked"`
	End         int `json:"end"`
	Errors      int `json:"errors"`
	MaxDepth    int `json:"max_depth"`
}

// statesOf derives spfStates from the reported paths.
func statesOf(paths []*search.Path, stopped bool) spfStates {
	type node struct{ kids map[int]*node }
	root := &node{}
	st := spfStates{}
	for _, p := range paths {
		n := root
		for _, c := range p.Seq {
			if n.kids == nil {
				n.kids = map[int]*node{}
			}
			k, ok := n.kids[c]
			if !ok {
				k = &node{}
				n.kids[c] = k
			}
			n = k
		}
		if p.Outcome.Kind == interp.OutcomeException {
			st.Errors++
		} else {
			st.End++
		}
	}
	st.New = 1
	// depth is the number of states on the way to n, the first included.
	var walk func(n *node, depth int)
	walk = func(n *node, depth int) {
		st.MaxDepth = max(st.MaxDepth, depth)
		if len(n.kids) > 1 {
			st.New += len(n.kids)
			depth++
		}
		for _, k := range n.kids {
			walk(k, depth)
		}
	}
	if len(paths) > 0 {
		walk(root, 1)
	}
	st.Backtracked = st.New - 1
	if stopped && st.Backtracked > 0 {
		// The search stopped on its last state: it was never left.
		st.Backtracked--
	}
	return st
}

// printSPFStatistics writes SPF's statistics block for a .jpf run: the
// elapsed time, the states line, the search line and the instructions.
func printSPFStatistics(w io.Writer, r *outcomeRun) {
	st := r.res.Stats
	s := statesOf(r.res.Paths, st.Stopped != "")
	banner(w, "statistics")
	t := st.Time.Round(time.Second)
	fmt.Fprintf(w, "elapsed time:       %02d:%02d:%02d\n", int(t.Hours()), int(t.Minutes())%60, int(t.Seconds())%60)
	fmt.Fprintf(w, "states:             new=%d,visited=%d,backtracked=%d,end=%d\n", s.New, s.Visited, s.Backtracked, s.End)
	fmt.Fprintf(w, "search:             maxDepth=%d,constraints=%d\n", s.MaxDepth, st.DepthLimited)
	fmt.Fprintf(w, "instructions:       %d\n", st.Instructions)
}

// jsonSPF is the "spf" object of --json for a .jpf run.
type jsonSPF struct {
	States      spfStates `json:"states"`
	Constraints int       `json:"constraints"`
	Listeners   []string  `json:"listeners,omitempty"`
	Sourcepath  []string  `json:"sourcepath,omitempty"`
	Notes       []string  `json:"notes,omitempty"`
	Unknown     []string  `json:"unknown_keys,omitempty"`
}

// spfJSON is the "spf" object of --json, nil for a TOML run.
func spfJSON(r *outcomeRun) *jsonSPF {
	s := r.cfg.SPF
	if s == nil {
		return nil
	}
	return &jsonSPF{States: statesOf(r.res.Paths, r.res.Stats.Stopped != ""), Constraints: r.res.Stats.DepthLimited,
		Listeners: s.Listeners, Sourcepath: s.Sourcepath, Notes: s.Notes, Unknown: s.Unknown}
}

// spfKeys are the SPF keys that set gospf's target keys, for messages.
var spfKeys = map[string]string{"target.classpath": "classpath", "target.symbolic": "symbolic.method", "target.main": "target"}

// keyName names gospf key k in a message about cfg: for a .jpf, the SPF
// key the user wrote.
func keyName(cfg *config.Config, k string) string {
	if cfg.SPF != nil && spfKeys[k] != "" {
		return spfKeys[k]
	}
	return k
}

// logsCalls reports whether cfg names a listener that prints the symbolic
// methods' calls, which the VM then logs (interp.Options.LogCalls).
func logsCalls(cfg *config.Config) bool {
	if cfg.SPF == nil {
		return false
	}
	for _, l := range cfg.SPF.Listeners {
		if l == config.ListenerSymbolic || l == config.ListenerSequences {
			return true
		}
	}
	return false
}

// printListeners writes the output of the SPF listeners a .jpf names that
// gospf produces from its results: SymbolicListener's method summaries,
// SymbolicSequenceListener's method sequences and HeapSymbolicListener's
// input structures, each under JPF's banner.
func printListeners(w io.Writer, r *outcomeRun) {
	for _, l := range r.cfg.SPF.Listeners {
		switch l {
		case config.ListenerSymbolic:
			printViolations(w, r.res.Paths)
			printMethodSummaries(w, r.res.Paths)
		case config.ListenerSequences:
			printSequences(w, r.res.Paths)
		case config.ListenerHeap:
			banner(w, "Heap Inputs")
			for i, p := range r.res.Paths {
				h := strings.TrimPrefix(heapText(p), " | heap: ")
				if h == "" {
					h = "(no input objects)"
				}
				fmt.Fprintf(w, "path %d: %s\n", i+1, h)
			}
		}
	}
}

// banner prints JPF's section header.
func banner(w io.Writer, title string) {
	fmt.Fprintf(w, "\n====================================================== %s\n", title)
}

// spfCall is one finished invocation of a symbolic method on a path.
type spfCall struct {
	method string // "Class.m"
	args   []string
	inputs []string // the symbolic arguments' expressions
	result string   // "Return Value: v", or the exception that left it
}

// callsOf pairs the invocations and returns of p's symbolic methods (a
// return closes the innermost open invocation). An invocation still open
// at the end of the path ended with it: by the path's exception, or, for
// the entry method, by its return.
func callsOf(p *search.Path) []spfCall {
	m := fullModel(p)
	var out []spfCall
	var open []int
	for _, e := range p.Calls {
		if e.Returned {
			if n := len(open); n > 0 {
				out[open[n-1]].result = "Return Value: " + returnText(m, e.Method.Ret, e.Value)
				open = open[:n-1]
			}
			continue
		}
		c := spfCall{method: interp.DotName(e.Method.Class.Name) + "." + e.Method.Name}
		for j, a := range e.Args {
			if t := e.Method.Params[j]; t == 'L' || t == '[' {
				c.args = append(c.args, refArg(p, m, e.Method, j, a))
				if in := refInput(p, e.Method, j, a); in != "" {
					c.inputs = append(c.inputs, in)
				}
				continue
			}
			c.args = append(c.args, slotValue(m, e.Method.Params[j], a))
			if a.IsSym() {
				c.inputs = append(c.inputs, a.S.String())
			}
		}
		open = append(open, len(out))
		out = append(out, c)
	}
	o := p.Outcome
	for _, i := range open {
		switch {
		case o.Kind == interp.OutcomeException:
			_, v := outcomeText(o)
			out[i].result = strconv.Quote(v)
		case o.Kind == interp.OutcomeReturn && len(p.Calls) > 0 && i == 0:
			out[i].result = "Return Value: " + returnText(m, o.RetType, o.Value)
		default:
			out[i].result = o.Kind.String()
		}
	}
	return out
}

// refInput names reference argument j of an invocation of m when it is a
// symbolic input: a lazily initialized root or a symbolic string.
func refInput(p *search.Path, m *interp.Method, j int, s interp.Slot) string {
	if p.Heap != nil {
		for _, r := range p.Heap.Roots {
			if r.Method == m && r.Param == j {
				return r.Name
			}
		}
	}
	if e, ok := interp.SymbolicString(s.R); ok {
		return e.String()
	}
	return ""
}

// refArg renders reference argument j of an invocation of m: the name of
// the input it is (whose structure HeapSymbolicListener's output shows), a
// symbolic string's value under model, "null", or the object's class.
func refArg(p *search.Path, model solver.Model, m *interp.Method, j int, s interp.Slot) string {
	if p.Heap != nil {
		for _, r := range p.Heap.Roots {
			if r.Method == m && r.Param == j {
				return r.Name
			}
		}
	}
	if e, ok := interp.SymbolicString(s.R); ok {
		if h, ok := solver.Eval(e, model); ok {
			if u, ok := e.Context().StrOfHandle(h); ok {
				return solver.StringLiteral(u)
			}
		}
		return e.String()
	}
	switch {
	case s.R == nil:
		return "null"
	case s.R.Class == nil:
		return "input"
	}
	if t := s.R.Class.Name; t == "java/lang/String" {
		return strconv.Quote(interp.GoString(s.R))
	}
	return interp.DotName(s.R.Class.Name)
}

// slotValue renders a primitive argument or result under the model m; a
// reference result by its class.
func slotValue(m solver.Model, t byte, s interp.Slot) string {
	if t == 'L' || t == '[' {
		if s.R == nil {
			return "null"
		}
		if s.R.Class == nil {
			return "input"
		}
		return interp.DotName(s.R.Class.Name)
	}
	v := s.I
	if s.IsSym() {
		x, ok := solver.Eval(s.S, m)
		if !ok {
			return s.S.String()
		}
		v = x
	}
	switch t {
	case 'Z':
		return strconv.FormatBool(v != 0)
	case 'F':
		return solver.FloatLiteral(solver.KFloat, v)
	case 'D':
		return solver.FloatLiteral(solver.KDouble, v)
	case 'C':
		return strconv.QuoteRune(rune(uint16(v)))
	case 'J':
		return strconv.FormatInt(v, 10)
	}
	return strconv.FormatInt(int64(int32(v)), 10)
}

// returnText renders a returned value: "--" for void, as SPF prints it.
func returnText(m solver.Model, t byte, v interp.Slot) string {
	if t == 'V' {
		return "--"
	}
	return slotValue(m, t, v)
}

// printViolations prints what SymbolicListener prints at each property
// violation: the path condition and the error.
func printViolations(w io.Writer, paths []*search.Path) {
	for _, p := range paths {
		if p.Outcome.Kind != interp.OutcomeException {
			continue
		}
		_, v := outcomeText(p.Outcome)
		fmt.Fprintf(w, "Property Violated: PC is %s\nProperty Violated: result is  %s\n****************************\n", pcString(p.PC), v)
	}
}

// printMethodSummaries prints SymbolicListener's "Method Summaries": per
// symbolic method, its symbolic inputs and one line per distinct test
// case, the arguments under the path's model and the result.
func printMethodSummaries(w io.Writer, paths []*search.Path) {
	banner(w, "Method Summaries")
	var order []string
	lines := map[string][]string{}
	inputs := map[string]string{}
	seen := map[string]bool{}
	for _, p := range paths {
		for _, c := range callsOf(p) {
			if _, ok := lines[c.method]; !ok {
				order = append(order, c.method)
				lines[c.method] = nil
				inputs[c.method] = strings.Join(c.inputs, ",")
			}
			line := c.method + "(" + strings.Join(c.args, ",") + ")  --> " + c.result
			if !seen[line] {
				seen[line] = true
				lines[c.method] = append(lines[c.method], line)
			}
		}
	}
	for _, m := range order {
		fmt.Fprintf(w, "Symbolic values: %s\nInputs: %s\n\n", m, inputs[m])
		for _, l := range lines[m] {
			fmt.Fprintln(w, l)
		}
		fmt.Fprintln(w)
	}
}

// printSequences prints SymbolicSequenceListener's "Method Sequences": per
// path, the symbolic methods called, with their arguments under the
// path's model.
func printSequences(w io.Writer, paths []*search.Path) {
	banner(w, "Method Sequences")
	for _, p := range paths {
		var seq []string
		for _, c := range callsOf(p) {
			seq = append(seq, c.method+"("+strings.Join(c.args, ",")+")")
		}
		fmt.Fprintf(w, "[%s]\n", strings.Join(seq, ", "))
	}
}
