package main

import (
	"fmt"
	"io"
	"strings"

	"gospf/config"
	"gospf/interp"
	"gospf/search"
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

// printSPFStatistics writes SPF's statistics line for a .jpf run.
func printSPFStatistics(w io.Writer, r *outcomeRun) {
	s := statesOf(r.res.Paths, r.res.Stats.Stopped != "")
	fmt.Fprintf(w, "states:             new=%d,visited=%d,backtracked=%d,end=%d\n", s.New, s.Visited, s.Backtracked, s.End)
	fmt.Fprintf(w, "search:             maxDepth=%d,constraints=%d\n", s.MaxDepth, r.res.Stats.DepthLimited)
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
