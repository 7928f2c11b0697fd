package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"gospf/config"
	"gospf/internal/svtask"
	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// The verdicts of gospf verify, SV-COMP style. The property
// (target.property) is that no Java assert fails: a path that throws a
// java.lang.AssertionError violates it, whether or not the program catches
// it (the path ends there); with "uncaught", a path that ends in any
// exception escaping the entry method violates it too.
const (
	verdictTrue    = "true"
	verdictFalse   = "false"
	verdictUnknown = "unknown"
)

// The exit statuses of gospf verify (2 is bad input, 130 Ctrl-C and 143
// SIGTERM, as for run).
const (
	exitVerdictTrue    = 0
	exitVerdictFalse   = 1
	exitVerdictUnknown = 3
)

const assertionError = "java.lang.AssertionError"

// verifyOverrides are applied before the user's: a verdict is about Java's
// semantics, so the bit-vector theory (the int theory does not model
// overflow), with assertions enabled (java -ea).
var verifyOverrides = []string{"symbolic.theory=bitvector", "vm.assertions=true"}

// verdict is the answer of gospf verify for one exploration.
type verdict struct {
	answer  string
	reasons []string       // why the answer is unknown
	witness []*search.Path // the paths that violate the property
}

// decide computes the verdict of an exploration that ended with runErr
// (nil when it finished): false as soon as one verified path violates the
// property, whatever else happened; true only when the exploration was
// complete; unknown otherwise. A violation on a path that used a result
// gospf computes otherwise than the JVM may (Outcome.Inexact) is no
// witness: on the JVM the path may not fail.
func decide(r *outcomeRun, runErr error, property string) verdict {
	var v verdict
	var doubtful []*search.Path
	if r != nil {
		for _, p := range r.res.Paths {
			switch {
			case !violates(p, property):
			case p.Outcome.Inexact != "":
				doubtful = append(doubtful, p)
			default:
				v.witness = append(v.witness, p)
			}
		}
	}
	if len(v.witness) > 0 {
		v.answer = verdictFalse
		return v
	}
	if complete, reasons := completeness(r, runErr); !complete || len(doubtful) > 0 {
		if len(doubtful) > 0 {
			reasons = append([]string{fmt.Sprintf("the property failed on %d paths whose outcome may depend on %s, which gospf computes otherwise than the JVM may", len(doubtful), doubtful[0].Outcome.Inexact)}, reasons...)
		}
		v.answer, v.reasons = verdictUnknown, reasons
		return v
	}
	v.answer = verdictTrue
	return v
}

// violates reports whether path p violates property (target.property).
func violates(p *search.Path, property string) bool {
	return p.Outcome.Kind == interp.OutcomeException && (p.Outcome.ExceptionClass == assertionError || property == "uncaught")
}

// completeness says whether an exploration covered every input of the
// program, and if not, why not: a path cut by a limit, a branch side the
// solver could not decide, an early stop, an unsupported feature (runErr),
// or inputs bounded more narrowly than their Java type.
func completeness(r *outcomeRun, runErr error) (bool, []string) {
	var why []string
	if runErr != nil {
		why = append(why, "exploration failed: "+oneLine(runErr.Error()))
	}
	if r == nil {
		return false, why
	}
	st := r.res.Stats
	add := func(n int, format string) {
		if n > 0 {
			why = append(why, fmt.Sprintf(format, n))
		}
	}
	if st.Stopped != "" {
		why = append(why, "search stopped early: "+st.Stopped)
	}
	if len(r.concretized) > 0 {
		why = append(why, "symbolic arguments concretized in "+concretizedText(r.concretized))
	}
	if len(r.inexact) > 0 {
		why = append(why, "results computed otherwise than the JVM may in "+concretizedText(r.inexact))
	}
	add(st.UnknownSides, "the solver could not decide %d branch sides")
	if st.Unsupported > 0 {
		why = append(why, fmt.Sprintf("%d paths stopped at an operation gospf does not support (the first: %s)", st.Unsupported, oneLine(st.UnsupportedWhy)))
	}
	add(st.DepthLimited, "search.depth_limit cut %d paths")
	add(st.InstructionLimited, "search.max_instructions_per_path cut %d paths")
	add(st.ArrayLengthCut, "%d paths cut at a symbolic array length above symbolic.max_array_length")
	add(st.ObjectLimited, "symbolic.max_objects cut %d paths")
	c := r.cfg
	if c.Symbolic.Theory != "bitvector" {
		why = append(why, "symbolic.theory is \"int\", which does not model overflow")
	}
	why = append(why, narrowBounds(&c.Symbolic)...)
	why = append(why, boundedInputs(r)...)
	return len(why) == 0, why
}

// narrowBounds names the input bounds of s that are narrower than their
// Java type: the exploration then covers only those inputs.
func narrowBounds(s *config.Symbolic) []string {
	var why []string
	for _, b := range []struct {
		name             string
		lo, hi, min, max int64
	}{
		{"int", s.MinInt, s.MaxInt, math.MinInt32, math.MaxInt32},
		{"long", s.MinLong, s.MaxLong, math.MinInt64, math.MaxInt64},
		{"short", s.MinShort, s.MaxShort, math.MinInt16, math.MaxInt16},
		{"byte", s.MinByte, s.MaxByte, math.MinInt8, math.MaxInt8},
		{"char", s.MinChar, s.MaxChar, 0, math.MaxUint16},
	} {
		if b.lo != b.min || b.hi != b.max {
			why = append(why, fmt.Sprintf("%s inputs are bounded to %d..%d (symbolic.min_%s, symbolic.max_%s)", b.name, b.lo, b.hi, b.name, b.name))
		}
	}
	return why
}

// boundedInputs names the inputs of the reported paths whose range the
// explorer bounded (an input array's length by max_array_length ...), once
// per bound.
func boundedInputs(r *outcomeRun) []string {
	var why []string
	seen := map[string]bool{}
	for _, p := range r.res.Paths {
		for _, in := range p.Inputs {
			if in.Bound != "" && !seen[in.Bound] {
				seen[in.Bound] = true
				why = append(why, "inputs bounded by "+in.Bound)
			}
		}
	}
	return why
}

func cmdVerify(args []string, stdout, stderr io.Writer) error {
	f, err := parseFlags(args, map[string]bool{"all": false, "witness": true, "quiet": false})
	if err != nil {
		return err
	}
	if f.json {
		return &usageError{"verify has no --json; gospf run --json gives the complete field"}
	}
	var task *svtask.Task
	var cfg *config.Config
	if isTaskFile(f.config) {
		var cleanup func()
		cfg, task, cleanup, err = loadTask(f.config, f.overrides)
		if err != nil {
			return err
		}
		defer cleanup()
	} else if cfg, err = loadVerifyConfig(f.config, f.overrides); err != nil {
		return err
	}
	printSPFWarnings(cfg, stderr)
	var stop atomic.Bool
	sig := catchSignals(&stop, stderr)
	defer sig.release()
	_, all := f.rest["all"]
	_, quiet := f.rest["quiet"]
	limitGoMemory(cfg)
	o := runOpts{stop: &stop}
	endProgress := startProgress(stderr, &o, cfg, quiet)
	v, r, deep, err := runVerify(cfg, all, o)
	endProgress()
	if err != nil {
		return err
	}
	printVerdict(stdout, cfg, r, v)
	if len(deep.limits) > 1 {
		fmt.Fprintf(stdout, "iterative deepening: %d passes, depth limits %s (the statistics are the last pass's)\n", len(deep.limits), intsText(deep.limits))
	}
	if deep.widened != nil {
		fmt.Fprintf(stdout, "strings widened: the verdict is the exploration's with symbolic.max_string_length = -1 (with strings of at most %d chars it was unknown: %s)\n", cfg.Symbolic.MaxStringLength, strings.Join(deep.widened, "; "))
	} else if deep.widenedWhy != nil {
		fmt.Fprintf(stdout, "strings widened: no answer with symbolic.max_string_length = -1 either (%s)\n", strings.Join(deep.widenedWhy, "; "))
	}
	if task != nil {
		printExpected(stdout, task, v.answer)
	}
	if file := f.rest["witness"]; file != "" && len(v.witness) > 0 {
		if err := os.WriteFile(file, []byte(witnessText(v.witness[0])), 0o644); err != nil {
			return err
		}
	}
	switch {
	case sig.exitStatus() != 0:
		return &exitCode{sig.exitStatus()}
	case v.answer == verdictTrue:
		return nil
	case v.answer == verdictFalse:
		return &exitCode{exitVerdictFalse}
	}
	return &exitCode{exitVerdictUnknown}
}

// loadVerifyConfig loads a config for verify: verifyOverrides first, then
// the user's, which must leave the theory and assertions alone.
func loadVerifyConfig(file string, overrides []string) (*config.Config, error) {
	cfg, err := config.Load(file, append(append([]string(nil), verifyOverrides...), overrides...))
	if err != nil {
		return nil, err
	}
	return cfg, checkVerifyConfig(cfg)
}

// checkVerifyConfig rejects a config whose overrides changed the theory or
// assertions verify needs.
func checkVerifyConfig(cfg *config.Config) error {
	if cfg.Symbolic.Theory != "bitvector" || !cfg.VM.Assertions {
		return fmt.Errorf("%s: verify runs with symbolic.theory = \"bitvector\" and vm.assertions = true; do not override them", cfg.File)
	}
	return nil
}

// passes says how verify explored: the depth limits of iterative
// deepening's passes (the last one's exploration deciding the verdict),
// and, when the strings were widened, why the bounded exploration's
// verdict was unknown (widened: the widened exploration's verdict
// stands) or why the widened one's was too (widenedWhy: the bounded
// verdict stands).
type passes struct {
	limits              []int
	widened, widenedWhy []string
}

// runVerify explores cfg for verify and decides the verdict (deepen).
// When that verdict is unknown because string inputs were bounded by
// max_string_length, search.widen_strings is set and no stop was
// requested, it explores once more with strings of any length, for at
// most widen_strings and what is left of max_time: a definite verdict of
// that exploration stands (true covers every length; a violation is
// real at any length), an unknown one leaves the bounded verdict.
func runVerify(cfg *config.Config, all bool, o runOpts) (verdict, *outcomeRun, *passes, error) {
	start := time.Now()
	v, r, d, err := deepen(cfg, all, o)
	if err != nil || v.answer != verdictUnknown || !boundedStrings(r) || cfg.Search.WidenStrings == 0 ||
		cfg.Symbolic.MaxStringLength == config.UnboundedStrings || r.res.Stats.Stopped != "" || o.stop.Load() {
		return v, r, d, err
	}
	wide := *cfg
	wide.Symbolic.MaxStringLength = config.UnboundedStrings
	wide.Search.MaxTime = cfg.Search.WidenStrings
	if cfg.Search.MaxTime > 0 {
		left := cfg.Search.MaxTime - time.Since(start)
		if left <= 0 {
			return v, r, d, err
		}
		wide.Search.MaxTime = min(left, cfg.Search.WidenStrings)
	}
	wv, wr, wd, werr := deepen(&wide, all, o)
	if werr != nil || wv.answer == verdictUnknown {
		why := wv.reasons
		if werr != nil {
			why = []string{werr.Error()}
		}
		if wide.Search.MaxTime == cfg.Search.WidenStrings {
			for i := range why {
				why[i] = strings.Replace(why[i], search.MaxTimeReason(wide.Search.MaxTime), fmt.Sprintf("search.widen_strings (%s) ran out", wide.Search.MaxTime), 1)
			}
		}
		d.widenedWhy = why
		return v, r, d, nil
	}
	wd.widened = v.reasons
	return wv, wr, wd, nil
}

// boundedStrings reports whether a path of r has a string input bounded
// by max_string_length.
func boundedStrings(r *outcomeRun) bool {
	for _, why := range boundedInputs(r) {
		if strings.Contains(why, "symbolic.max_string_length") {
			return true
		}
	}
	return false
}

// deepen explores cfg for verify and decides the verdict (verifyPass).
// With search.deepening set and no depth_limit (and no summaries, which
// exclude a depth limit), it explores in passes: with depth limit
// Deepening, then twice that, and so on, until a pass cuts no path at its
// limit, finds a violation, or stops otherwise (max_time, which counts
// every pass, a signal, an error, a limit). A depth-first search thus
// finds a violation behind a loop whose bound is an input, which one
// unlimited pass would never leave; a violation found by any pass is a
// real one (false), and only a pass that cut no path can answer true.
// The last pass gives the verdict and the statistics.
func deepen(cfg *config.Config, all bool, o runOpts) (verdict, *outcomeRun, *passes, error) {
	d := &passes{}
	if cfg.Search.Deepening == 0 || cfg.Search.DepthLimit > 0 || cfg.Search.Summaries != "none" {
		v, r, err := verifyPass(cfg, all, o, cfg.Search.MaxTime)
		return v, r, d, err
	}
	start := time.Now()
	pass := *cfg
	for limit := cfg.Search.Deepening; ; limit *= 2 {
		pass.Search.DepthLimit = limit
		if cfg.Search.MaxTime > 0 {
			pass.Search.MaxTime = max(cfg.Search.MaxTime-time.Since(start), time.Nanosecond)
		}
		d.limits = append(d.limits, limit)
		v, r, err := verifyPass(&pass, all, o, cfg.Search.MaxTime)
		if err != nil || v.answer == verdictFalse || r.res.Stats.DepthLimited == 0 ||
			r.res.Stats.Stopped != "" || o.stop.Load() || limit > math.MaxInt32/2 {
			return v, r, d, err
		}
	}
}

// verifyPass explores cfg once and decides the verdict. Unless all is
// set, the search stops at the first violation, through o.stop, which
// must be set; a signal may set it too. An error means the exploration
// could not start (bad input); a failure during the search gives an
// unknown verdict instead (or false, when a violation was found before
// it). maxTime is the max_time a stop at cfg's names (the limit of all
// passes, of which cfg's is what was left).
func verifyPass(cfg *config.Config, all bool, o runOpts, maxTime time.Duration) (verdict, *outcomeRun, error) {
	var violated atomic.Bool
	prev := o.onPath
	o.failedAssertEndsPath = true
	o.skipUnsupported = true
	o.onPath = func(p *search.Path) {
		if prev != nil {
			prev(p)
		}
		if violates(p, cfg.Target.Property) && !all {
			violated.Store(true)
			o.stop.Store(true)
		}
	}
	r, runErr := explore(cfg, o)
	if r == nil {
		return verdict{}, nil, runErr
	}
	if violated.Load() && r.res.Stats.Stopped == "interrupted" {
		r.res.Stats.Stopped = "" // stopped on purpose: the first violation decides
	}
	if r.res.Stats.Stopped == search.MaxTimeReason(cfg.Search.MaxTime) {
		r.res.Stats.Stopped = search.MaxTimeReason(maxTime)
	}
	return decide(r, runErr, cfg.Target.Property), r, nil
}

// intsText is the ints of xs separated by commas.
func intsText(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, ", ")
}

// witnessText renders the inputs of a violating path for the replaying
// Verifier (java/witness): one value per line in the order the program
// drew them; integral and boolean values in decimal, floating-point ones
// as the decimal of their bits, a String as u and four hex digits per
// char ("u00410042" is "AB").
func witnessText(p *search.Path) string {
	var b strings.Builder
	for _, in := range p.Inputs {
		v := p.InputValue(in)
		if in.Expr.Kind() == solver.KString {
			u, _ := in.Expr.Context().StrOfHandle(v)
			fmt.Fprintf(&b, "%s u", in.Name)
			for _, c := range u {
				fmt.Fprintf(&b, "%04x", c)
			}
			b.WriteByte('\n')
			continue
		}
		fmt.Fprintf(&b, "%s %d\n", in.Name, v)
	}
	return b.String()
}

// printVerdict writes the verdict line, the witnesses or the reasons, and
// a short summary of the exploration.
func printVerdict(w io.Writer, cfg *config.Config, r *outcomeRun, v verdict) {
	fmt.Fprintf(w, "== gospf verify: %s\n", cfg.File)
	fmt.Fprintf(w, "VERDICT: %s\n", v.answer)
	for _, p := range v.witness {
		_, msg := outcomeText(p.Outcome)
		fmt.Fprintf(w, "witness: %s at %s, inputs: %s%s\n", msg, whereShort(p.Outcome.Where), inputsText(p), heapText(p))
	}
	if len(v.reasons) > 0 {
		fmt.Fprintf(w, "unknown because: %s\n", strings.Join(v.reasons, "; "))
	}
	if r == nil {
		return
	}
	st := r.res.Stats
	fmt.Fprintf(w, "paths: %d (errors %d), solver calls: %d (unknown %d), instructions: %d, time %.1f ms\n",
		st.Paths, st.Errors, r.solver.Calls, r.solver.Unknown, st.Instructions, ms(st.Time))
}
