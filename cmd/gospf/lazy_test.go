package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Symbolic heap inputs: lazy initialization and arrays of symbolic length,
// on the small methods of subjects/heapshapes/Shapes.java. Every count
// below is derived by hand beside its test. Heap choices make no solver
// call, so in the methods without symbolic branches every count of calls
// is 0.

// heapCounts are the counts a heap test compares.
type heapCounts struct {
	Paths, Errors, Calls, Sat, Unsat, HeapChoices, ObjectLimited, ArrayLengthCut int
}

func countsOf(r *outcomeRun) heapCounts {
	st := r.res.Stats
	return heapCounts{st.Paths, st.Errors, int(r.solver.Calls), int(r.solver.Sat), int(r.solver.Unsat),
		st.HeapChoices, st.ObjectLimited, st.ArrayLengthCut}
}

// runShapes explores method m (with its marks) of Shapes under pure DFS,
// true-first, absurdity off, unless the overrides say otherwise.
func runShapes(t *testing.T, m string, overrides ...string) *outcomeRun {
	t.Helper()
	return runSubject(t, "heapshapes", "heapshapes", append([]string{"target.entry=Shapes." + m}, overrides...)...)
}

// outcomes lists each path's outcome ("return 3", "exception
// java.lang.NullPointerException") in exploration order.
func outcomes(r *outcomeRun) []string {
	var l []string
	for _, p := range r.res.Paths {
		k, v := outcomeText(p.Outcome)
		if p.Outcome.HasMessage {
			v = p.Outcome.ExceptionClass
		}
		l = append(l, strings.TrimSpace(k+" "+v))
	}
	return l
}

// heapPathList is the sorted list of a run's paths (outcome, path condition,
// input heap), for comparing explorations.
func heapPathList(r *outcomeRun) []string {
	var l []string
	for _, p := range r.res.Paths {
		k, v := outcomeText(p.Outcome)
		l = append(l, k+" "+v+" | "+pcString(p.PC)+heapText(p))
	}
	slices.Sort(l)
	return l
}

func checkCounts(t *testing.T, what string, r *outcomeRun, want heapCounts) {
	t.Helper()
	if got := countsOf(r); got != want {
		t.Errorf("%s: got %+v, want %+v", what, got, want)
	}
}

// TestLazyListShape: shape(n) classifies the first cells of a list.
// Heap choice points and their alternatives (SPF order: null, the earlier
// objects that fit, a fresh object):
//
//	n:           null -> 0 | new #1
//	n.next:      null -> 1 | #1 -> 2 (n.next == n) | new #2
//	n.next.next: null -> 3 | #1 -> 4 | #2 -> 4 | new #3 -> 4
//
// 2 + 3 + 4 = 9 alternatives, 7 paths, no solver call. With max_objects
// = 2 the alternative new #3 cuts its path: 6 paths, 1 object limited, the
// same 9 alternatives.
func TestLazyListShape(t *testing.T) {
	r := runShapes(t, "shape(sym)")
	checkCounts(t, "shape", r, heapCounts{Paths: 7, HeapChoices: 9})
	if got, want := outcomes(r), []string{"return 0", "return 1", "return 2", "return 3", "return 4", "return 4", "return 4"}; !slices.Equal(got, want) {
		t.Errorf("outcomes %v, want %v", got, want)
	}
	if got, want := r.res.Paths[2].Heap.String(), "n_1 = Shapes$Node#1{val=val_2, next=Shapes$Node#1}"; got != want {
		t.Errorf("heap of path 3: %s, want %s", got, want)
	}
	if got, want := r.res.Paths[6].Heap.String(), "n_1 = Shapes$Node#1{val=val_2, next=Shapes$Node#2{val=val_3, next=Shapes$Node#3{val=val_4, next=?}}}"; got != want {
		t.Errorf("heap of path 7: %s, want %s", got, want)
	}
	r = runShapes(t, "shape(sym)", "symbolic.max_objects=2")
	checkCounts(t, "shape, max_objects = 2", r, heapCounts{Paths: 6, HeapChoices: 9, ObjectLimited: 1})
}

// TestLazyTreeChildren: children(t) counts the children of the root.
//
//	t:       null -> NullPointerException | new #1
//	t.left:  null | #1 | new #2
//	t.right: null | #1 | new #2     (left null or #1: one object so far)
//	         null | #1 | #2 | new #3 (left new #2)
//
// Paths: 1 + 3 + 3 + 4 = 11, one an error; alternatives 2 + 3 + (3 + 3 +
// 4) = 15; the children counted, in order: 0 1 1, 1 2 2, 1 2 2 2.
func TestLazyTreeChildren(t *testing.T) {
	r := runShapes(t, "children(sym)")
	checkCounts(t, "children", r, heapCounts{Paths: 11, Errors: 1, HeapChoices: 15})
	want := []string{"exception java.lang.NullPointerException", "return 0", "return 1", "return 1", "return 1", "return 2", "return 2",
		"return 1", "return 2", "return 2", "return 2"}
	if got := outcomes(r); !slices.Equal(got, want) {
		t.Errorf("outcomes %v, want %v", got, want)
	}
}

// TestLazySpeculation: walk(n) has symbolic branches around a heap
// choice:
//
//	n:       null -> NullPointerException | new #1
//	B1:      val_2 > 0 (r = 1) | val_2 <= 0 (r = 0)
//	m = n.next:  null -> return r | #1 | new #2
//	B2:      m.val > n.val: for m = #1 it is val_2 > val_2, false with no
//	         branch; for new #2, val_3 > val_2 | val_3 <= val_2
//
// Paths: 1 + 2 * (1 + 1 + 2) = 9 (one error); heap alternatives 2 + 2 * 3
// = 8. Pure DFS checks both sides of B1 and of the two B2s: 6 calls, all
// sat. Speculation saves nothing here and must not cost more: every path
// ends with one unchecked side or none (heap alternatives are not sides),
// and each such path end is one check; k = 1 is pure DFS. The paths with
// no side since the last check (n null, m = #1) end without a call. Were
// heap alternatives sides, those two kinds of path would cost a call each.
func TestLazySpeculation(t *testing.T) {
	want := heapCounts{Paths: 9, Errors: 1, Calls: 6, Sat: 6, HeapChoices: 8}
	dfs := runShapes(t, "walk(sym)")
	checkCounts(t, "walk, dfs", dfs, want)
	for _, k := range []int{1, 2, 3} {
		for _, order := range []string{"true-first", "false-first"} {
			what := fmt.Sprintf("walk, speculative k=%d %s", k, order)
			r := runShapes(t, "walk(sym)", "search.strategy=speculative", fmt.Sprintf("search.depth=%d", k),
				"search.order="+order, "search.absurdity=true")
			checkCounts(t, what, r, want)
			if !slices.Equal(heapPathList(r), heapPathList(dfs)) {
				t.Errorf("%s: paths\n%s\nwant\n%s", what, strings.Join(heapPathList(r), "\n"), strings.Join(heapPathList(dfs), "\n"))
			}
		}
	}
}

// TestSymbolicLengthFig3 is the loop of the symbolic-size paper's Figure 3
// (papers/symbolic-size-state-merging.txt), with max_array_length = 3
// as the capacity: p = new int[n]; for (i = 0; i < n; i++) { if (z == 0)
// break; p[i] = i; }. The allocation keeps n symbolic: n < 0
// (NegativeArraySizeException), 0 <= n <= 3, n > 3 (cut). Then the
// paper's five paths: n = 0; the break at i = 0; k full iterations for k
// = 1, 2, 3. Each p[i] is decided in bounds by the loop's i < n (no
// branch). Paths 1 + 5 = 6 (one error), 1 cut. Pure DFS calls: 3 (the
// allocation) + 2 for each loop test i < n (i = 0..3) + 2 for each z == 0
// (i = 0..2): 17; unsat: z == 0 after z != 0 at i = 1, 2, and n > 3 at
// i = 3: 3.
func TestSymbolicLengthFig3(t *testing.T) {
	r := runShapes(t, "fig3(sym#sym)")
	checkCounts(t, "fig3", r, heapCounts{Paths: 6, Errors: 1, Calls: 17, Sat: 14, Unsat: 3, ArrayLengthCut: 1})
}

// TestSymbolicArrayMax: max(a) on a sym int[] of length 0..3.
//
//	a:       null -> NullPointerException | new int[]#1 (length L)
//	a[0]:    L <= 0 -> ArrayIndexOutOfBoundsException | L > 0 (2 calls)
//	i = 1:   L <= 1 -> return a[0] | L > 1 (2)
//	         a[1] decided in bounds; a[1] > m (2)
//	i = 2:   per side of a[1] > m: L <= 2 return | L > 2 (2);
//	         a[2] > m (2); i = 3: L > 3 unsat | L <= 3 return (2)
//
// Paths: 2 errors + 1 + 2 * (1 + 2) = 9; calls 2 + 2 + 2 + 2 * (2 + 2 +
// 2 * 2) = 22, of which unsat the 4 sides L > 3; heap alternatives 2.
func TestSymbolicArrayMax(t *testing.T) {
	r := runShapes(t, "max(sym)")
	checkCounts(t, "max", r, heapCounts{Paths: 9, Errors: 2, Calls: 22, Sat: 18, Unsat: 4, HeapChoices: 2})
	for _, k := range []int{2, 3} {
		s := runShapes(t, "max(sym)", "search.strategy=speculative", fmt.Sprintf("search.depth=%d", k), "search.absurdity=true")
		if !slices.Equal(heapPathList(s), heapPathList(r)) {
			t.Errorf("max, speculative k=%d: other paths than pure DFS", k)
		}
	}
}

// TestLazySubtypes: an interface type offers its implementations (Bird,
// Cat, in name order) after null: legs(a) has 3 paths, one an error (the
// call on null). A concrete class offers only itself, unless
// lazy_subtypes: kind(b) has 2 paths (null, Base; both return 1), with
// lazy_subtypes 3 (null, Base, Derived: 1, 1, 2).
func TestLazySubtypes(t *testing.T) {
	checkCounts(t, "legs", runShapes(t, "legs(sym)"), heapCounts{Paths: 3, Errors: 1, HeapChoices: 3})
	r := runShapes(t, "kind(sym)")
	checkCounts(t, "kind", r, heapCounts{Paths: 2, HeapChoices: 2})
	r = runShapes(t, "kind(sym)", "symbolic.lazy_subtypes=true")
	checkCounts(t, "kind, lazy_subtypes", r, heapCounts{Paths: 3, HeapChoices: 3})
	if got, want := outcomes(r), []string{"return 1", "return 1", "return 2"}; !slices.Equal(got, want) {
		t.Errorf("kind, lazy_subtypes: outcomes %v, want %v", got, want)
	}
}

// TestHeapReport checks the input heap in the path report and in --json.
func TestHeapReport(t *testing.T) {
	cfg := filepath.Join(repoRoot(), "subjects", "heapshapes", "heapshapes.toml")
	cp := "target.classpath=[\"" + subjectClasses(t, "heapshapes") + "\"]"
	var out, errb bytes.Buffer
	if code := run([]string{"run", cfg, "-D", cp, "-D", "target.entry=Shapes.children(sym)", "--paths"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{
		"path 3: return 1 | pc: true | inputs: key_2=0 | heap: t_1 = Shapes$Tree#1{key=key_2, left=null, right=Shapes$Tree#1}\n",
		"error: java.lang.NullPointerException: Cannot read field \"left\" because \"t\" is null at Shapes.children:29, inputs: none | heap: t_1 = null\n",
		"heap choices: 15 (no solver calls), object limited: 0\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if code := run([]string{"run", cfg, "-D", cp, "-D", "target.entry=Shapes.walk(sym)", "--paths", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var j jsonResult
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if j.HeapChoices != 8 || len(j.PathList) != 9 {
		t.Fatalf("heap_choices %d, %d paths", j.HeapChoices, len(j.PathList))
	}
	// Path 4: n = Node#1{val=val_2, next=Node#2{val=val_3, next=?}} with
	// val_3 > val_2 > 0.
	h := j.PathList[3].Heap
	if h == nil || len(h.Roots) != 1 || h.Roots[0].Name != "n_1" || h.Roots[0].Value.Object != 1 || len(h.Objects) != 2 {
		t.Fatalf("path 4 heap: %+v", h)
	}
	n1, n2 := h.Objects[0], h.Objects[1]
	if n1.Class != "Shapes$Node" || len(n1.Fields) != 2 || n1.Fields[1].Name != "next" || n1.Fields[1].Value.Object != 2 ||
		n2.Fields[1].Value.Unexamined != true || n1.Fields[0].Value.Input != "val_2" || n2.Fields[0].Value.Input != "val_3" {
		t.Fatalf("path 4 objects: %+v", h.Objects)
	}
	if v1, v2 := *n1.Fields[0].Value.Value, *n2.Fields[0].Value.Value; !(v2 > v1 && v1 > 0) {
		t.Errorf("path 4: val_2 = %d, val_3 = %d do not satisfy val_3 > val_2 > 0", v1, v2)
	}
}

// TestHeapBadInput checks the inputs gospf cannot build: one line naming
// the parameter (or field) and its type, exit status 2.
func TestHeapBadInput(t *testing.T) {
	cfg := filepath.Join(repoRoot(), "subjects", "heapshapes", "heapshapes.toml")
	cp := "target.classpath=[\"" + subjectClasses(t, "heapshapes") + "\"]"
	for _, tc := range []struct {
		overrides []string
		want      string
	}{
		{[]string{"target.entry=Shapes.none(sym)"}, "parameter u of type Shapes$Unimplemented: symbolic heap input: interface Shapes$Unimplemented has no concrete implementation on the class path"},
		{[]string{"target.entry=Shapes.object(sym)"}, "parameter o of type java.lang.Object: symbolic heap input: gospf cannot build JDK class java.lang.Object"},
		{[]string{"symbolic.lazy=false"}, "parameter n of type Shapes$Node is a reference; set [symbolic] lazy = true"},
		// A field is checked when the path first uses it.
		{[]string{"target.entry=Shapes.nameLength(sym)"}, "field Shapes$Holder.name of type java.lang.String: symbolic heap input: gospf cannot build JDK class java.lang.String"},
	} {
		args := []string{"run", cfg, "-D", cp}
		for _, o := range tc.overrides {
			args = append(args, "-D", o)
		}
		var out, errb bytes.Buffer
		code := run(args, &out, &errb)
		lines := strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(lines[0], tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.overrides, code, errb.String(), tc.want)
		}
	}
}

// TestHeapReplay checks that the generated tests build the input heaps
// and replay on the JVM under the bitvector theory: every path passes, in
// the plain replay and in JUnit. The three heap subjects at small bounds
// (their full bounds replay too, measured in docs: 1274, 286 and 273
// paths): a tree under a repOK precondition, 2 * (1*1 + 1*3 + 2*5) = 28
// paths with at most 2 nodes (see subjects/bst/expected.toml); a list of
// at most 3 cells, 4 reversals and 1 + 1 + 2 + 5 duplicate removals; an
// array of length at most 2, 1 + (1*1 + 1*3 + 2*5) = 15 paths. The array
// subject runs with 2 explorers: the paths of the second have its VM's
// entry method in their input heaps. All three run unmerged
// (search.merge = "none"): the default merges arraysort's loops (4 paths
// at this bound, whose tests replay too, but the count above is the
// unmerged one).
func TestHeapReplay(t *testing.T) {
	for _, tc := range []struct {
		subject, bound, workers string
		paths                   int
	}{
		{"bst", "symbolic.max_objects=3", "search.workers=1", 28},
		{"linkedlist", "symbolic.max_objects=4", "search.workers=1", 13},
		{"arraysort", "symbolic.max_array_length=2", "search.workers=2", 15},
	} {
		out, code := generateAndReplay(t, tc.subject, tc.bound, tc.workers, "symbolic.theory=bitvector", "search.merge=none")
		junit := fmt.Sprintf("junit: %d tests: %d successful, 0 failed, 0 skipped", tc.paths, tc.paths)
		if code != 0 || strings.Count(out, "PASS path") != tc.paths || !strings.Contains(out, junit) {
			t.Errorf("%s: exit %d, output:\n%s", tc.subject, code, out)
		}
	}
}

// TestHeapEquivalence checks on the heap subjects, at the bounds of
// TestHeapReplay, that speculative DFS finds exactly the paths of pure DFS
// (outcome, path condition and input heap) for k = 1, 2, 3 and 5, both
// orders, absurdity on and off, and that k = 1 makes exactly the calls of
// pure DFS.
func TestHeapEquivalence(t *testing.T) {
	for _, s := range []struct{ subject, bound string }{
		{"bst", "symbolic.max_objects=3"},
		{"linkedlist", "symbolic.max_objects=4"},
		{"arraysort", "symbolic.max_array_length=2"},
	} {
		for _, order := range []string{"true-first", "false-first"} {
			for _, abs := range []string{"false", "true"} {
				common := []string{s.bound, "search.order=" + order, "search.absurdity=" + abs}
				pure := runSubject(t, s.subject, s.subject, append(common, "search.strategy=dfs")...)
				for _, k := range []int{1, 2, 3, 5} {
					r := runSubject(t, s.subject, s.subject, append(common, "search.strategy=speculative", fmt.Sprintf("search.depth=%d", k))...)
					what := fmt.Sprintf("%s %s absurdity=%s k=%d", s.subject, order, abs, k)
					if !slices.Equal(heapPathList(r), heapPathList(pure)) {
						t.Errorf("%s: other paths than pure DFS", what)
					}
					if k == 1 && countsOf(r) != countsOf(pure) {
						t.Errorf("%s: %+v, pure DFS %+v", what, countsOf(r), countsOf(pure))
					}
				}
			}
		}
	}
}
