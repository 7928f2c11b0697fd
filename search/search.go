package search

import (
	"fmt"
	"sort"
	"sync/atomic"
	"time"

	"gospf/interp"
	"gospf/solver"
)

// Options configures a search.
type Options struct {
	// TrueFirst explores the TRUE side (fall-through) of a branch first.
	TrueFirst bool
	// Absurdity enables absurdity-based pruning.
	Absurdity bool
	// Depth is k, the maximum speculation depth (speculative search only).
	Depth int
	// AutoDepth makes the speculative search decide at each symbolic side
	// whether to check the segment, from measured costs (auto.go); Depth
	// is then unused.
	AutoDepth bool
	// DepthLimit cuts paths at this many choice points (0: none).
	DepthLimit int
	// MaxPaths stops the search after this many reported paths (0: none).
	MaxPaths int
	// MaxErrors stops the search after this many reported errors (0: none).
	MaxErrors int
	// MaxTime stops the search after this long (0: none).
	MaxTime time.Duration
	// Stop, when set to non-zero, ends the search at the next choice point
	// (SIGINT).
	Stop *atomic.Bool
	// Cores makes the speculative search check segments with unsat cores
	// (the solver must implement solver.CoreChecker): on unsat, the largest
	// index in the core bounds the binary search from above. With a fixed
	// k every segment of two sides or more is checked so; under AutoDepth
	// only segments of three or more (segment.go, minCoreSides).
	Cores bool
	// OnPath, if set, is called for every reported path as it is found.
	OnPath func(*Path)
	// ErrorModelsOnly reports the paths that end normally without a model
	// (Path.Model nil); errors (uncaught exceptions) keep theirs. A caller
	// sets it when nothing it shows reads the inputs of normal paths: with
	// a solver that defers models (solver.ModelDeferrer) the search then
	// reads no model at their ends (doc.go, "Models").
	ErrorModelsOnly bool
	// SkipUnsupported ends a path that the interpreter cannot run (an
	// error wrapping interp.ErrUnsupported: a model or instruction gospf
	// lacks) unexplored, once the path is known feasible, and goes on with
	// the others; it counts in Stats.Unsupported, the first reason in
	// Stats.UnsupportedWhy. Without it such an error ends the search.
	// gospf verify sets it: a violation on another path is still found
	// (whichever explorer meets the unsupported path first), and the
	// exploration is incomplete.
	SkipUnsupported bool
	// MaxMemory stops the search, with Stats.Stopped = MemoryReason, once
	// Memory reports at least this many bytes in use (0: no limit). Memory
	// measures the whole process (Go's heap and Z3's), so explorers that
	// share a process share the limit.
	MaxMemory int64
	Memory    func() int64
	// Progress, if set, receives what a progress line shows while the
	// search runs; explorers may share one.
	Progress *Progress
}

// Progress is what running searches publish for a progress line (cmd
// gospf), safe for concurrent use.
type Progress struct {
	// Depth is the depth of the latest choice point reached, in choice
	// points from the root, by any of the searches that share it.
	Depth atomic.Int64
}

// Path is one completed, verified path.
type Path struct {
	Outcome *interp.Outcome
	// PC is the path condition, in the order the choices were taken.
	PC []solver.Expr
	// Model gives concrete inputs that drive the program down this path;
	// nil for a path that ended normally when the search was asked for
	// the models of errors only (Options.ErrorModelsOnly).
	Model solver.Model
	// Inputs are the path's symbolic inputs, in the order they were made;
	// paths with the same inputs may share the slice, which no one
	// modifies.
	Inputs []interp.InputVar
	// Heap is the path's input heap (lazy initialization), nil when it
	// has none.
	Heap *interp.InputHeap
	// Calls are the invocations and returns of the symbolic methods
	// (target.symbolic) on the path, in order (SPF's listeners).
	Calls []interp.SymEvent
	// Choices is the number of choice points on the path.
	Choices int
	// Seq is the path's choice sequence: at each of its choice points, the
	// position of the choice taken in the exploration order (0 for the
	// first explored). One explorer reports paths in the lexicographic
	// order of their sequences; Less orders the paths of many that way.
	Seq []int
}

// Less reports whether p comes before q in the order a single depth-first
// search reports them: the lexicographic order of their choice sequences.
func (p *Path) Less(q *Path) bool {
	for i := 0; i < len(p.Seq) && i < len(q.Seq); i++ {
		if p.Seq[i] != q.Seq[i] {
			return p.Seq[i] < q.Seq[i]
		}
	}
	return len(p.Seq) < len(q.Seq)
}

// InputValue returns the value of input v in the path's model; inputs the
// path does not constrain take 0 clamped to their bounds.
func (p *Path) InputValue(v interp.InputVar) int64 {
	if x, ok := p.Model[v.Name]; ok {
		return x
	}
	lo, hi := v.Expr.Bounds()
	switch {
	case lo > 0:
		return lo
	case hi < 0:
		return hi
	}
	return 0
}

// Stats describes a search.
type Stats struct {
	Paths              int        // reported paths (normal and exceptional endings)
	Errors             int        // reported paths ending in an uncaught exception
	Ignored            int        // paths dropped by Verify.ignoreIf or a false assumption
	PrunedByAbsurdity  int        // branch sides found feasible by absurdity, with no call
	DepthLimited       int        // paths cut by depth_limit
	InstructionLimited int        // paths cut by max_instructions_per_path
	ArrayLengthCut     int        // paths cut at a symbolic array length above the bound
	ObjectLimited      int        // paths cut by max_objects (lazy initialization)
	HeapChoices        int        // alternatives taken at heap choice points: no solver call
	Independent        int        // summary sub-paths taken with a witness: no solver call
	UnknownSides       int        // branch sides the solver could not decide (not explored)
	Interrupted        int        // of UnknownSides, those whose check a stop cut short
	Unsupported        int        // feasible paths ended at an unsupported operation (SkipUnsupported)
	UnsupportedWhy     string     // the first of them's error
	Infeasible         SideCounts // sides proven infeasible, by side
	Feasible           SideCounts // sides proven or found feasible, by side
	// Instructions counts the bytecodes executed exploring; a task's replay
	// of its prefix is counted apart, in Replayed.
	Instructions int64
	ChoicePoints int
	MaxDepth     int
	Speculation  Speculation
	// Tasks counts the subtrees explored (task.go): 1 for a whole search.
	Tasks int
	// Given counts the subtrees given away to other explorers.
	Given int
	// Replayed counts the bytecodes executed replaying tasks' prefixes,
	// and ReplayedMerge what veritesting counted meanwhile (the VM's
	// MergeStats include it; it was counted where the task was made).
	Replayed      int64
	ReplayedMerge interp.MergeStats
	// Stopped says why the search ended early ("" if it explored everything).
	Stopped string
	Time    time.Duration
}

// Add adds the statistics of another search of the same program, a task
// explored elsewhere: counts add up, maxima are the larger, times add up
// (the caller sets the wall-clock time of the whole), and the first
// reason to stop is kept.
func (st *Stats) Add(o *Stats) {
	st.Paths += o.Paths
	st.Errors += o.Errors
	st.Ignored += o.Ignored
	st.PrunedByAbsurdity += o.PrunedByAbsurdity
	st.DepthLimited += o.DepthLimited
	st.InstructionLimited += o.InstructionLimited
	st.ArrayLengthCut += o.ArrayLengthCut
	st.ObjectLimited += o.ObjectLimited
	st.HeapChoices += o.HeapChoices
	st.UnknownSides += o.UnknownSides
	st.Interrupted += o.Interrupted
	st.Unsupported += o.Unsupported
	if st.UnsupportedWhy == "" {
		st.UnsupportedWhy = o.UnsupportedWhy
	}
	st.Infeasible.add(o.Infeasible)
	st.Feasible.add(o.Feasible)
	st.Instructions += o.Instructions
	st.ChoicePoints += o.ChoicePoints
	st.MaxDepth = max(st.MaxDepth, o.MaxDepth)
	sp, osp := &st.Speculation, &o.Speculation
	sp.SegmentsChecked += osp.SegmentsChecked
	sp.SegmentsFailed += osp.SegmentsFailed
	sp.BinarySearchCalls += osp.BinarySearchCalls
	sp.WastedStates += osp.WastedStates
	sp.WastedInstructions += osp.WastedInstructions
	sp.MaxSavedBytes = max(sp.MaxSavedBytes, osp.MaxSavedBytes)
	sp.MaxSavedStates = max(sp.MaxSavedStates, osp.MaxSavedStates)
	sp.CoreNarrowed += osp.CoreNarrowed
	st.Tasks += o.Tasks
	st.Given += o.Given
	st.Replayed += o.Replayed
	st.ReplayedMerge.Add(o.ReplayedMerge)
	if st.Stopped == "" {
		st.Stopped = o.Stopped
	}
	st.Time += o.Time
}

func (c *SideCounts) add(o SideCounts) {
	c.True += o.True
	c.False += o.False
	c.Other += o.Other
	c.EqTrue += o.EqTrue
	c.EqFalse += o.EqFalse
}

// SideCounts counts branch sides by kind (paper Table II).
type SideCounts struct {
	True  int `json:"true"`
	False int `json:"false"`
	Other int `json:"other"` // sides of switches, divisions, array accesses, assumptions
	// EqTrue and EqFalse count the sides of branches on == conditions.
	EqTrue  int `json:"eq_true"`
	EqFalse int `json:"eq_false"`
}

// Speculation holds the statistics that explain speculative search.
type Speculation struct {
	SegmentsChecked    int   `json:"segments_checked"`
	SegmentsFailed     int   `json:"segments_failed"`
	BinarySearchCalls  int   `json:"binary_search_calls"`
	WastedStates       int   `json:"wasted_states"`
	WastedInstructions int64 `json:"wasted_instructions"`
	MaxSavedBytes      int64 `json:"max_saved_state_bytes"`
	MaxSavedStates     int   `json:"max_saved_states"`
	// CoreNarrowed counts the segment sides an unsat core excluded from
	// binary search (the sum over failed segments of length - (max core + 1)).
	CoreNarrowed int `json:"core_narrowed_sides"`
}

// Result is the outcome of a search.
type Result struct {
	Paths []*Path
	Stats Stats
}

// Searcher explores the paths of a program on a VM with a solver.
type Searcher interface {
	Search(vm *interp.VM, s solver.Solver) (*Result, error)
}

var registry = map[string]func(Options) Searcher{}

func register(name string, mk func(Options) Searcher) { registry[name] = mk }

// New returns the search strategy registered under name.
func New(name string, o Options) (Searcher, error) {
	mk, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown search strategy %q (known: %v)", name, Names())
	}
	return mk(o), nil
}

// Names lists the registered strategies.
func Names() []string {
	var n []string
	for k := range registry {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}
