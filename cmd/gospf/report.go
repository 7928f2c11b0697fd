package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"

	"gospf/config"
	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// jsonResult is the --json output of gospf run.
type jsonResult struct {
	Paths              int                `json:"paths"`
	Errors             []jsonError        `json:"errors"`
	Solver             jsonSolver         `json:"solver"`
	PrunedByAbsurdity  int                `json:"pruned_by_absurdity"`
	DepthLimited       int                `json:"depth_limited"`
	InstructionLimited int                `json:"instruction_limited"`
	ArrayLengthCut     int                `json:"array_length_cut"`
	ObjectLimited      int                `json:"object_limited"`
	HeapChoices        int                `json:"heap_choices"`
	Ignored            int                `json:"ignored"`
	UnknownSides       int                `json:"unknown_sides"`
	InterruptedSides   int                `json:"interrupted_sides"`
	Instructions       int64              `json:"instructions"`
	ChoicePoints       int                `json:"choice_points"`
	TimeMs             float64            `json:"time_ms"`
	Stopped            string             `json:"stopped,omitempty"`
	Strategy           string             `json:"strategy"`
	Depth              int                `json:"depth,omitempty"`
	DepthAuto          bool               `json:"depth_auto,omitempty"`
	Order              string             `json:"order"`
	Absurdity          bool               `json:"absurdity"`
	Sides              jsonSides          `json:"sides"`
	Speculation        search.Speculation `json:"speculation"`
	Merge              *jsonMerge         `json:"merge,omitempty"`
	PathList           []jsonPath         `json:"path_list,omitempty"`
	Parallel           *jsonParallel      `json:"parallel,omitempty"`
	Summaries          *jsonSummaries     `json:"summaries,omitempty"`
	// SPF is set for a .jpf run: SPF's statistics derived from the paths
	// (spf.go), the listeners and the notes of the mapping.
	SPF *jsonSPF `json:"spf,omitempty"`
	// Concretized counts the calls whose symbolic arguments took a
	// model's values (symbolic.concretize = "model"), by method.
	Concretized map[string]int64 `json:"concretized,omitempty"`
	// Inexact counts the results gospf computed otherwise than the JVM
	// may (Math.sin's last bit ...), by method.
	Inexact map[string]int64 `json:"inexact,omitempty"`

	// Complete is true when the exploration covered every input: no path
	// cut by a limit, no undecided branch side, no early stop, no input
	// bounded below its type; Incomplete says why not.
	Complete   bool     `json:"complete"`
	Incomplete []string `json:"incomplete,omitempty"`
}

type jsonSolver struct {
	Layers   []jsonLayer   `json:"layers,omitempty"`
	Backends []jsonBackend `json:"backends"`
	Calls    int64         `json:"calls"`
	Sat      int64         `json:"sat"`
	Unsat    int64         `json:"unsat"`
	Unknown  int64         `json:"unknown"`
	TimeMs   float64       `json:"time_ms"`
}

// jsonBackend is what one backend decided: calls = sat + unsat + unknown
// (the calls of solver.calls that it answered); declined counts the checks
// a native procedure passed on.
type jsonBackend struct {
	Name     string  `json:"name"`
	Calls    int64   `json:"calls"`
	Sat      int64   `json:"sat"`
	Unsat    int64   `json:"unsat"`
	Unknown  int64   `json:"unknown"`
	Declined int64   `json:"declined"`
	TimeMs   float64 `json:"time_ms"`
	// ModelReads counts the models read from Z3 when it defers them
	// (solver.ModelDeferrer), and ModelRechecks those it checked again
	// for because it no longer held them: not calls.
	ModelReads    int64 `json:"model_reads,omitempty"`
	ModelRechecks int64 `json:"model_rechecks,omitempty"`
}

// jsonLayer is one solver layer's statistics.
type jsonLayer struct {
	Name          string  `json:"name"`
	In            int64   `json:"in"`
	AnsweredSat   int64   `json:"answered_sat"`
	AnsweredUnsat int64   `json:"answered_unsat"`
	PassedDown    int64   `json:"passed_down"`
	TimeMs        float64 `json:"time_ms"`
}

type jsonSides struct {
	Feasible   search.SideCounts `json:"feasible"`
	Infeasible search.SideCounts `json:"infeasible"`
}

type jsonError struct {
	Exception string         `json:"exception"`
	Message   *string        `json:"message"`
	Inputs    map[string]any `json:"inputs"` // see inputJSON
	Heap      *jsonHeap      `json:"heap,omitempty"`
	Where     string         `json:"where"`
	Stack     []string       `json:"stack"`
}

type jsonPath struct {
	Outcome string         `json:"outcome"`
	Value   string         `json:"value,omitempty"`
	PC      string         `json:"pc"`
	Inputs  map[string]any `json:"inputs"`
	Heap    *jsonHeap      `json:"heap,omitempty"`
	Where   string         `json:"where,omitempty"`
	Exprs   *jsonExprs     `json:"exprs,omitempty"`
}

func inputsOf(p *search.Path) map[string]any {
	m := map[string]any{}
	for _, v := range p.Inputs {
		m[v.Name] = inputJSON(p, v)
	}
	return m
}

func pcString(pc []solver.Expr) string {
	if len(pc) == 0 {
		return "true"
	}
	parts := make([]string, len(pc))
	for i, c := range pc {
		parts[i] = c.String()
	}
	return strings.Join(parts, " && ")
}

// outcomeText describes how a path ended.
func outcomeText(o *interp.Outcome) (kind, value string) {
	switch o.Kind {
	case interp.OutcomeReturn:
		if o.RetType == 'V' {
			return "return", ""
		}
		if o.Value.IsSym() {
			return "return", o.Value.S.String()
		}
		if o.Value.R != nil {
			return "return", "object " + interp.DotName(o.Value.R.Class.Name)
		}
		return "return", fmt.Sprint(o.Value.I)
	case interp.OutcomeExit:
		return "exit", fmt.Sprint(int32(o.Value.I))
	case interp.OutcomeException:
		if o.HasMessage {
			return "exception", o.ExceptionClass + ": " + o.Message
		}
		return "exception", o.ExceptionClass
	}
	return o.Kind.String(), ""
}

func toJSON(r *outcomeRun, withPaths bool) *jsonResult {
	st := r.res.Stats
	c := r.cfg
	j := &jsonResult{Paths: st.Paths, Errors: []jsonError{},
		Solver: jsonSolver{Calls: r.solver.Calls, Sat: r.solver.Sat, Unsat: r.solver.Unsat, Unknown: r.solver.Unknown,
			TimeMs: float64(r.solver.Time.Microseconds()) / 1000},
		PrunedByAbsurdity: st.PrunedByAbsurdity, DepthLimited: st.DepthLimited, InstructionLimited: st.InstructionLimited,
		ArrayLengthCut: st.ArrayLengthCut, ObjectLimited: st.ObjectLimited, HeapChoices: st.HeapChoices,
		Ignored: st.Ignored, UnknownSides: st.UnknownSides, InterruptedSides: st.Interrupted,
		Instructions: st.Instructions, ChoicePoints: st.ChoicePoints, TimeMs: float64(st.Time.Microseconds()) / 1000,
		Stopped: st.Stopped, Strategy: c.Search.Strategy, Order: c.Search.Order, Absurdity: c.Search.Absurdity,
		Sides: jsonSides{Feasible: st.Feasible, Infeasible: st.Infeasible}, Speculation: st.Speculation,
		Merge: mergeJSON(r.merge)}
	if c.Search.Strategy == "speculative" {
		if c.Search.DepthAuto {
			j.DepthAuto = true
		} else {
			j.Depth = c.Search.Depth
		}
	}
	j.Concretized = r.concretized
	j.Inexact = r.inexact
	j.Complete, j.Incomplete = completeness(r, nil)
	if r.summaries != nil {
		j.Summaries = &jsonSummaries{*r.summaries, st.Independent}
	}
	for _, l := range r.layers {
		j.Solver.Layers = append(j.Solver.Layers, jsonLayer{l.Name, l.In, l.AnsweredSat, l.AnsweredUnsat, l.PassedDown, ms(l.Time)})
	}
	j.Solver.Backends = []jsonBackend{}
	for _, b := range r.backends {
		j.Solver.Backends = append(j.Solver.Backends, jsonBackend{b.Name, b.Calls, b.Sat, b.Unsat, b.Unknown, b.Declined, ms(b.Time), b.ModelReads, b.ModelRechecks})
	}
	j.Parallel = parallelJSON(r)
	j.SPF = spfJSON(r)
	for _, p := range r.res.Paths {
		o := p.Outcome
		if o.Kind == interp.OutcomeException {
			e := jsonError{Exception: o.ExceptionClass, Inputs: inputsOf(p), Heap: heapJSON(p), Where: whereShort(o.Where), Stack: o.Stack}
			if o.HasMessage {
				msg := o.Message
				e.Message = &msg
			}
			j.Errors = append(j.Errors, e)
		}
		if withPaths {
			k, v := outcomeText(o)
			jp := jsonPath{Outcome: k, Value: v, PC: pcString(p.PC), Inputs: inputsOf(p), Heap: heapJSON(p), Exprs: exprsOf(p)}
			if o.Kind == interp.OutcomeException {
				jp.Where = whereShort(o.Where)
			}
			j.PathList = append(j.PathList, jp)
		}
	}
	return j
}

func cmdRun(args []string, stdout, stderr io.Writer) error {
	f, err := parseFlags(args, map[string]bool{"tests": true, "cpuprofile": true, "workers": true, "nats": true, "ack-wait": true, "quiet": false})
	if err != nil {
		return err
	}
	if n, ok := f.rest["workers"]; ok {
		f.overrides = append(f.overrides, "search.workers="+n)
	}
	cfg, err := loadConfig(f.config, f.overrides, stderr)
	if err != nil {
		return err
	}
	if cfg.SPF != nil && cfg.SPF.Debug {
		f.paths = true // symbolic.debug: every path's condition and inputs
	}
	if file := f.rest["cpuprofile"]; file != "" {
		stopProfile, err := startCPUProfile(file)
		if err != nil {
			return err
		}
		defer stopProfile()
	}
	var stop atomic.Bool
	sig := catchSignals(&stop, stderr)
	defer sig.release()
	progOut := stdout
	if f.json {
		progOut = io.Discard
	}
	o := runOpts{stdout: progOut, stderr: stderr, stop: &stop, errorModelsOnly: !needsPathModels(f, cfg)}
	limitGoMemory(cfg)
	_, quiet := f.rest["quiet"]
	endProgress := startProgress(stderr, &o, cfg, quiet)
	r, err := exploreFlags(f, cfg, o, stderr)
	endProgress()
	if err != nil {
		return err
	}
	if dir := f.rest["tests"]; dir != "" {
		n, err := writeTests(dir, r)
		if err != nil {
			return err
		}
		fmt.Fprintf(stderr, "gospf: wrote %d tests to %s (replay: gospf replay %s)\n", n, dir, dir)
	}
	if f.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(toJSON(r, f.paths)); err != nil {
			return err
		}
	} else {
		printSummary(stdout, r, f.paths)
	}
	if code := sig.exitStatus(); code != 0 {
		return &exitCode{code}
	}
	if r.res.Stats.Stopped == "interrupted" {
		return &exitCode{exitSIGINT}
	}
	return nil
}

// needsPathModels reports whether what gospf run shows with flags f reads
// the inputs of paths that end normally: the path list (--paths, or SPF's
// symbolic.debug), the tests (--tests), SPF's listeners, which print every
// path's calls, sequences or heap. The summary, the errors and --json
// without --paths show the inputs of errors only, whose models are always
// read.
func needsPathModels(f *flags, cfg *config.Config) bool {
	return f.paths || f.rest["tests"] != "" || cfg.SPF != nil && len(cfg.SPF.Listeners) > 0
}

// printSummary writes the human-readable report.
func printSummary(w io.Writer, r *outcomeRun, paths bool) {
	st := r.res.Stats
	c := r.cfg
	fmt.Fprintf(w, "== gospf: %s\n", c.File)
	strat := c.Search.Strategy
	if strat == "speculative" {
		strat += " k=" + depthText(c)
	}
	fmt.Fprintf(w, "search: %s, %s, absurdity %v, theory %s\n", strat, c.Search.Order, c.Search.Absurdity, c.Symbolic.Theory)
	if paths {
		for i, p := range r.res.Paths {
			k, v := outcomeText(p.Outcome)
			pc, defs := pcString(p.PC), []string(nil)
			if r.merge != nil {
				pc, v, defs = mergedPathText(p)
			}
			fmt.Fprintf(w, "path %d: %s %s | pc: %s | inputs: %s%s\n", i+1, k, v, pc, inputsText(p), heapText(p))
			for _, d := range defs {
				fmt.Fprintln(w, d)
			}
		}
	}
	for _, p := range r.res.Paths {
		if p.Outcome.Kind != interp.OutcomeException {
			continue
		}
		k, v := outcomeText(p.Outcome)
		_ = k
		fmt.Fprintf(w, "error: %s at %s, inputs: %s%s\n", v, whereShort(p.Outcome.Where), inputsText(p), heapText(p))
	}
	fmt.Fprintf(w, "paths: %d (errors %d)\n", st.Paths, st.Errors)
	fmt.Fprintf(w, "solver calls: %d (sat %d, unsat %d, unknown %d), solver time %.1f ms\n",
		r.solver.Calls, r.solver.Sat, r.solver.Unsat, r.solver.Unknown, float64(r.solver.Time.Microseconds())/1000)
	for _, b := range r.backends {
		if b.Name == "native" {
			unknown := ""
			if b.Unknown > 0 { // native only: what it declined and no layer answered
				unknown = fmt.Sprintf(" (%d answered unknown: no backend behind it)", b.Unknown)
			}
			fmt.Fprintf(w, "  backend native: decided %d (sat %d, unsat %d), declined %d%s, %.1f ms\n",
				b.Sat+b.Unsat, b.Sat, b.Unsat, b.Declined, unknown, ms(b.Time))
			continue
		}
		rechecks := ""
		if b.ModelReads > 0 {
			rechecks = fmt.Sprintf(", models read %d", b.ModelReads)
		}
		if b.ModelRechecks > 0 {
			rechecks += fmt.Sprintf(", model re-checks %d", b.ModelRechecks)
		}
		fmt.Fprintf(w, "  backend %s: calls %d (sat %d, unsat %d, unknown %d)%s, %.1f ms\n", b.Name, b.Calls, b.Sat, b.Unsat, b.Unknown, rechecks, ms(b.Time))
	}
	for _, l := range r.layers {
		fmt.Fprintf(w, "  layer %-13s in %d, answered %d sat %d unsat, passed down %d, %.1f ms\n", l.Name, l.In, l.AnsweredSat, l.AnsweredUnsat, l.PassedDown, ms(l.Time))
	}
	fmt.Fprintf(w, "pruned by absurdity: %d, depth limited: %d, instructions: %d, time %.1f ms\n",
		st.PrunedByAbsurdity, st.DepthLimited, st.Instructions, float64(st.Time.Microseconds())/1000)
	if r.merge != nil {
		fmt.Fprintln(w, mergeLine(r.merge))
	}
	if st.HeapChoices > 0 || st.ObjectLimited > 0 {
		fmt.Fprintf(w, "heap choices: %d (no solver calls), object limited: %d\n", st.HeapChoices, st.ObjectLimited)
	}
	if c.Search.Strategy == "speculative" {
		sp := st.Speculation
		fmt.Fprintf(w, "speculation: %d segments checked, %d failed, %d binary-search calls, %d wasted states, %d wasted instructions\n",
			sp.SegmentsChecked, sp.SegmentsFailed, sp.BinarySearchCalls, sp.WastedStates, sp.WastedInstructions)
	}
	printWorkers(w, r)
	printSummaries(w, r)
	if c.SPF != nil {
		printListeners(w, r)
		printSPFStatistics(w, r)
	}
	if st.UnknownSides > 0 {
		fix := "raise solver.timeout_ms"
		if c.Solver.Backend == "native" {
			fix = `solver.backend = "auto" lets Z3 decide what the native procedure declines`
		}
		switch {
		case st.Interrupted == st.UnknownSides:
			fmt.Fprintf(w, "unknown: %d branch sides undecided: the stop interrupted their checks; the paths below them were not explored\n", st.UnknownSides)
		case st.Interrupted > 0:
			fmt.Fprintf(w, "unknown: the solver could not decide %d branch sides (%d of them because the stop interrupted the check); the paths below them were not explored (%s)\n",
				st.UnknownSides, st.Interrupted, fix)
		default:
			fmt.Fprintf(w, "unknown: the solver could not decide %d branch sides; the paths below them were not explored (%s)\n", st.UnknownSides, fix)
		}
	}
	if n := st.DepthLimited + st.InstructionLimited + st.ArrayLengthCut + st.ObjectLimited; n > 0 {
		fmt.Fprintf(w, "cut: %d paths (depth_limit %d, max_instructions_per_path %d, symbolic array length %d, max_objects %d)\n",
			n, st.DepthLimited, st.InstructionLimited, st.ArrayLengthCut, st.ObjectLimited)
	}
	if len(r.concretized) > 0 {
		fmt.Fprintf(w, "concretized: %s; the paths with other values of those arguments were not explored\n", concretizedText(r.concretized))
	}
	if len(r.inexact) > 0 {
		fmt.Fprintf(w, "inexact: %s; gospf computes these otherwise than the JVM may (transcendental functions in the last bit, the call depth of StackOverflowError)\n", concretizedText(r.inexact))
	}
	if st.Stopped != "" {
		fmt.Fprintf(w, "stopped early: %s (results above are partial)\n", st.Stopped)
	}
}

// concretizedText renders the concretised calls: the total and the count
// of each method.
func concretizedText(m map[string]int64) string {
	var total int64
	parts := make([]string, 0, len(m))
	for _, k := range interp.ConcretizedNames(m) {
		total += m[k]
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return fmt.Sprintf("%d calls (%s)", total, strings.Join(parts, ", "))
}

func inputsText(p *search.Path) string {
	ins := append([]interp.InputVar(nil), p.Inputs...)
	sort.Slice(ins, func(i, j int) bool { return ins[i].Name < ins[j].Name })
	parts := make([]string, 0, len(ins))
	for _, in := range ins {
		parts = append(parts, in.Name+"="+inputText(p, in))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}

// depthText is the speculation depth of cfg as a user writes it: k, or
// "auto".
func depthText(cfg *config.Config) string {
	if cfg.Search.DepthAuto {
		return "auto"
	}
	return strconv.Itoa(cfg.Search.Depth)
}
