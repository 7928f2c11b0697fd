package summary

import (
	"fmt"
	"slices"
	"sort"

	"gospf/cfg"
	cf "gospf/classfile"
)

// Strategy chooses the fragments that are summarised (package doc,
// "Fragments").
type Strategy uint8

const (
	// Methods summarises whole methods.
	Methods Strategy = iota + 1
	// SSUM summarises up to SSUMLimit consecutive acyclic if-then-else
	// regions at one nesting level (the paper's small-step strategy).
	SSUM
	// LASUM summarises the acyclic pieces of loop bodies: an inner loop
	// cuts its enclosing loop's body (the paper's acyclic-loop-body
	// strategy).
	LASUM
	// LSUM summarises one iteration of every loop, inner loops included
	// (the paper's loop-body strategy).
	LSUM
)

// SSUMLimit is the most consecutive if-then-else regions an SSUM fragment
// spans (the paper's threshold, 3 in its evaluation).
const SSUMLimit = 3

var strategyNames = [...]string{Methods: "method", SSUM: "ssum", LASUM: "lasum", LSUM: "lsum"}

func (s Strategy) String() string { return strategyNames[s] }

// ParseStrategy returns the strategy named s: "method", "ssum", "lasum"
// or "lsum".
func ParseStrategy(s string) (Strategy, error) {
	for i, n := range strategyNames {
		if n != "" && n == s {
			return Strategy(i), nil
		}
	}
	return 0, fmt.Errorf("unknown summary strategy %q (method, ssum, lasum, lsum)", s)
}

// fragment is one summarised piece of a method: it starts at instruction
// Entry with an empty operand stack and ends when its frame reaches one of
// Exits or returns.
type fragment struct {
	entry int
	exits []int // ascending instruction indices
	// inputs are the locals live at the entry, ascending.
	inputs []int
	// root is the summary: the tree of everything recorded (trie.go).
	root *node
	// visits and paid count the visits of the trial and those that paid;
	// disabled is set when the fragment is given up (summariser.go).
	visits, paid int
	disabled     bool
}

func (f *fragment) isExit(pc int) bool {
	_, ok := slices.BinarySearch(f.exits, pc)
	return ok
}

// selectFragments returns m's fragments under strategy s, keyed by entry
// instruction, from its control-flow graph g. code is the method's
// decoded code.
func selectFragments(s Strategy, g *cfg.Graph) []*fragment {
	switch s {
	case Methods:
		if !worthSummarising(g.Instructions()) {
			return nil
		}
		return []*fragment{{entry: 0}}
	case SSUM:
		return ssumFragments(g)
	case LASUM:
		return lasumFragments(g)
	}
	return lsumFragments(g)
}

// worthSummarising reports whether a method holds something a summary
// saves: a conditional jump, a switch or a call. Straight-line code
// (getters, setters) costs less to run than to look up.
func worthSummarising(insns []cf.Instruction) bool {
	for _, in := range insns {
		switch op := in.Op; {
		case op >= cf.OpIfeq && op <= cf.OpIfAcmpne, op == cf.OpIfnull, op == cf.OpIfnonnull,
			op == cf.OpTableswitch, op == cf.OpLookupswitch,
			op >= cf.OpInvokevirtual && op <= cf.OpInvokeinterface:
			return true
		}
	}
	return false
}

// ssumFragments: from each block that ends in a conditional jump or
// switch with an acyclic region, the fragment runs through up to
// SSUMLimit consecutive regions: while the join of the last one is a
// block that itself ends in such a branch, its region is added. The
// fragment ends at the last join (or at the method's returns when the
// paths only meet at the exit). Branches nested inside a region start
// fragments of their own, used when the enclosing one is not summarised.
func ssumFragments(g *cfg.Graph) []*fragment {
	blocks := g.Blocks()
	region := func(b int) *cfg.Region {
		r, ok := g.Region(blocks[b].End - 1)
		if !ok || !r.Acyclic {
			return nil
		}
		return r
	}
	var out []*fragment
	for b := range blocks {
		r := region(b)
		if r == nil || g.IDom(b) < 0 && b != 0 {
			continue
		}
		for n := 1; n < SSUMLimit && r.Join != g.Exit(); n++ {
			next := region(r.Join)
			if next == nil {
				break
			}
			r = next
		}
		f := &fragment{entry: blocks[b].Start}
		if r.Join != g.Exit() {
			f.exits = []int{blocks[r.Join].Start}
		}
		out = append(out, f)
	}
	return out
}

// loopExits returns the blocks outside loop l that a block of l jumps to.
func loopExits(g *cfg.Graph, l cfg.Loop) []int {
	var exits []int
	for _, b := range l.Body {
		for _, s := range g.Blocks()[b].Succs {
			if _, in := slices.BinarySearch(l.Body, s); !in && !slices.Contains(exits, s) {
				exits = append(exits, s)
			}
		}
	}
	return exits
}

// innermostFirst returns g's loops ordered by body size, smallest first
// (an inner loop's body is a proper subset of its enclosing loop's).
func innermostFirst(g *cfg.Graph) []cfg.Loop {
	loops := append([]cfg.Loop(nil), g.Loops()...)
	sort.SliceStable(loops, func(i, j int) bool { return len(loops[i].Body) < len(loops[j].Body) })
	return loops
}

// contains reports whether loop outer contains loop inner (and is not it).
func contains(outer, inner cfg.Loop) bool {
	if outer.Header == inner.Header {
		return false
	}
	_, ok := slices.BinarySearch(outer.Body, inner.Header)
	return ok
}

// lasumFragments: each loop's body is cut into acyclic pieces by the
// loops directly inside it. A piece starts at the loop's header or where
// an inner loop is left inside the body, and ends at the header (the next
// iteration), at an inner loop's header, at another piece's start, or
// outside the loop.
func lasumFragments(g *cfg.Graph) []*fragment {
	blocks := g.Blocks()
	loops := innermostFirst(g)
	taken := map[int]bool{}
	var out []*fragment
	for _, l := range loops {
		var inner []cfg.Loop
		for _, o := range loops {
			if contains(l, o) {
				inner = append(inner, o)
			}
		}
		entries := []int{l.Header}
		stops := append([]int{l.Header}, loopExits(g, l)...)
		for _, in := range inner {
			stops = append(stops, in.Header)
			for _, e := range loopExits(g, in) {
				if _, inL := slices.BinarySearch(l.Body, e); inL {
					entries = append(entries, e)
				}
			}
		}
		stops = append(stops, entries...)
		exits := make([]int, 0, len(stops))
		for _, b := range stops {
			exits = append(exits, blocks[b].Start)
		}
		exits = sortedSet(exits)
		for _, e := range entries {
			if taken[e] {
				continue
			}
			taken[e] = true
			out = append(out, &fragment{entry: blocks[e].Start, exits: exits})
		}
	}
	return out
}

// lsumFragments: one fragment per loop, from its header to the next
// arrival at the header or a block outside the loop; inner loops run
// inside it.
func lsumFragments(g *cfg.Graph) []*fragment {
	blocks := g.Blocks()
	var out []*fragment
	for _, l := range innermostFirst(g) {
		exits := []int{blocks[l.Header].Start}
		for _, b := range loopExits(g, l) {
			exits = append(exits, blocks[b].Start)
		}
		out = append(out, &fragment{entry: blocks[l.Header].Start, exits: sortedSet(exits)})
	}
	return out
}

func sortedSet(xs []int) []int {
	sort.Ints(xs)
	return slices.Compact(xs)
}
