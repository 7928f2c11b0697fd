package config

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// An origin tells where the value of a key came from, so that an error
// can point there.
type origin interface {
	// pos returns the file (or "-D") and the line (or 0) for key, a dotted
	// schema key or a section name.
	pos(key string) (file string, line int)
	// given reports whether the key was set in the file or by -D.
	given(key string) bool
}

// noOrigin is the origin of a Config built in Go: every error names the
// Config's File and no line.
type noOrigin struct{ file string }

func (o noOrigin) pos(string) (string, int) { return o.file, 0 }
func (o noOrigin) given(string) bool        { return false }

// Validate checks the values of c as Load does after decoding: ranges,
// names, and the keys that depend on each other. It is for a Config built
// or changed in Go; Load and Parse have already called it. The error is an
// *Error without a line.
func (c *Config) Validate() error {
	if e := c.validate(noOrigin{c.File}); e != nil {
		return e
	}
	return nil
}

// MaxArrayLengthBound is the largest symbolic.max_array_length: an array
// of symbolic length holds that many element slots.
const MaxArrayLengthBound = 1024

// MaxStringLengthBound is the largest bound symbolic.max_string_length
// takes: parseInt, compareTo and hashCode of a bounded symbolic string are
// unrolled over its positions, so the bound is the size of those formulas.
// UnboundedStrings (-1) lifts the bound instead.
const MaxStringLengthBound = 256

// UnboundedStrings is the symbolic.max_string_length of string inputs of
// any length.
const UnboundedStrings = -1

// MaxStdinBytesBound is the largest symbolic.max_stdin_bytes: every byte
// of standard input is a choice and an input, so a path that reads more
// is already far beyond what an exploration covers.
const MaxStdinBytesBound = 4096

// properties are the values of target.property.
var properties = []string{"assert", "uncaught"}

// concretizeModes are the values of symbolic.concretize.
var concretizeModes = []string{"model", "error"}

// bound is one pair of symbolic.min_X/max_X keys and its Java type's range.
type bound struct {
	typ      string
	min, max func(*Symbolic) int64
	lo, hi   int64
}

var bounds = []bound{
	{"int", func(s *Symbolic) int64 { return s.MinInt }, func(s *Symbolic) int64 { return s.MaxInt }, math.MinInt32, math.MaxInt32},
	{"long", func(s *Symbolic) int64 { return s.MinLong }, func(s *Symbolic) int64 { return s.MaxLong }, math.MinInt64, math.MaxInt64},
	{"short", func(s *Symbolic) int64 { return s.MinShort }, func(s *Symbolic) int64 { return s.MaxShort }, math.MinInt16, math.MaxInt16},
	{"byte", func(s *Symbolic) int64 { return s.MinByte }, func(s *Symbolic) int64 { return s.MaxByte }, math.MinInt8, math.MaxInt8},
	{"char", func(s *Symbolic) int64 { return s.MinChar }, func(s *Symbolic) int64 { return s.MaxChar }, 0, math.MaxUint16},
}

// validate checks c and returns the first problem, positioned by o. The
// checks run in the order of the reference: first each key's own value,
// then the keys that depend on each other.
func (c *Config) validate(o origin) *Error {
	fail := func(key, format string, args ...any) *Error {
		file, line := o.pos(key)
		return &Error{File: file, Line: line, Key: key, Msg: fmt.Sprintf(format, args...)}
	}
	t := &c.Target

	// [target]
	for i, p := range t.Classpath {
		if p == "" {
			return fail("target.classpath", "element %d is empty", i+1)
		}
	}
	if t.Main != "" {
		if err := checkClassName(t.Main); err != nil {
			return fail("target.main", "%v", err)
		}
	}
	if t.Entry != "" {
		if _, err := ParseMethodSpec(t.Entry); err != nil {
			return fail("target.entry", "%v", err)
		}
	}
	for i, s := range t.Symbolic {
		if _, err := ParseMethodSpec(s); err != nil {
			return fail("target.symbolic", "element %d: %v", i+1, err)
		}
	}
	switch {
	case t.Main == "" && t.Entry == "":
		return fail("target", "set target.main (a class with main(String[])) or target.entry (a method to run with symbolic arguments)")
	case t.Main != "" && t.Entry != "":
		return fail("target.entry", "target.main and target.entry are both set; keep one")
	}
	if len(t.Classpath) == 0 {
		return fail("target.classpath", "is empty; list the directories and jars that hold the target's classes")
	}

	// [symbolic]
	if !oneOf(c.Symbolic.Theory, theories) {
		return fail("symbolic.theory", "unknown theory %s (want %s)", quoteShort(c.Symbolic.Theory), orList(theories))
	}
	for _, b := range bounds {
		minKey, maxKey := "symbolic.min_"+b.typ, "symbolic.max_"+b.typ
		lo, hi := b.min(&c.Symbolic), b.max(&c.Symbolic)
		for _, kv := range []struct {
			key string
			v   int64
		}{{minKey, lo}, {maxKey, hi}} {
			if kv.v < b.lo || kv.v > b.hi {
				return fail(kv.key, "%d is outside the %s range %d..%d", kv.v, b.typ, b.lo, b.hi)
			}
		}
		if lo > hi {
			if !o.given(minKey) && o.given(maxKey) {
				return fail(maxKey, "%d is less than min_%s %d", hi, b.typ, lo)
			}
			return fail(minKey, "%d is greater than max_%s %d", lo, b.typ, hi)
		}
	}

	if c.Symbolic.MaxObjects < 0 {
		return fail("symbolic.max_objects", "must be 0 (no limit) or more, got %d", c.Symbolic.MaxObjects)
	}
	if n := c.Symbolic.MaxArrayLength; n < 0 || n > MaxArrayLengthBound {
		return fail("symbolic.max_array_length", "must be between 0 and %d, got %d", MaxArrayLengthBound, n)
	}
	if n := c.Symbolic.MaxStringLength; n != UnboundedStrings && (n < 0 || n > MaxStringLengthBound) {
		return fail("symbolic.max_string_length", "must be between 0 and %d, or -1 for no bound, got %d", MaxStringLengthBound, n)
	}
	if !oneOf(c.Target.Property, properties) {
		return fail("target.property", "unknown property %s (want %s)", quoteShort(c.Target.Property), orList(properties))
	}
	if !oneOf(c.Symbolic.Concretize, concretizeModes) {
		return fail("symbolic.concretize", "unknown mode %s (want %s)", quoteShort(c.Symbolic.Concretize), orList(concretizeModes))
	}
	if n := c.Symbolic.MaxStdinBytes; n < 0 || n > MaxStdinBytesBound {
		return fail("symbolic.max_stdin_bytes", "must be between 0 and %d, got %d", MaxStdinBytesBound, n)
	}

	// [search]
	s := &c.Search
	if !oneOf(s.Strategy, strategies) {
		return fail("search.strategy", "unknown strategy %s (want %s)", quoteShort(s.Strategy), orList(strategies))
	}
	if !oneOf(s.Order, orders) {
		return fail("search.order", "unknown order %s (want %s)", quoteShort(s.Order), orList(orders))
	}
	if !s.DepthAuto && s.Depth < 1 {
		return fail("search.depth", "must be at least 1, got %d", s.Depth)
	}
	if s.Deepening < 0 {
		return fail("search.deepening", "must be 0 (off) or more, got %d", s.Deepening)
	}
	if s.WidenStrings < 0 {
		return fail("search.widen_strings", "must be 0 (off) or more, got %s", s.WidenStrings)
	}
	if s.DepthLimit < 0 {
		return fail("search.depth_limit", "must be 0 (no limit) or more, got %d", s.DepthLimit)
	}
	if s.MaxPaths < 0 {
		return fail("search.max_paths", "must be 0 (no limit) or more, got %d", s.MaxPaths)
	}
	if s.MaxErrors < 0 {
		return fail("search.max_errors", "must be 0 (no limit) or more, got %d", s.MaxErrors)
	}
	if s.MaxTime < 0 {
		return fail("search.max_time", "must be 0 (no limit) or more, got %v", s.MaxTime)
	}
	if s.MaxInstructionsPerPath < 0 {
		return fail("search.max_instructions_per_path", "must be 0 (no limit) or more, got %d", s.MaxInstructionsPerPath)
	}
	if s.Workers < 0 {
		return fail("search.workers", "must be 0 (one per CPU) or more, got %d", s.Workers)
	}
	if !oneOf(s.Merge, merges) {
		return fail("search.merge", "unknown merge %s (want %s)", quoteShort(s.Merge), orList(merges))
	}
	if s.MergeMaxRegion < 1 {
		return fail("search.merge_max_region", "must be at least 1, got %d", s.MergeMaxRegion)
	}
	if s.MergeMaxInline < 0 {
		return fail("search.merge_max_inline", "must be 0 (no inlining) or more, got %d", s.MergeMaxInline)
	}
	if !oneOf(s.Summaries, summaries) {
		return fail("search.summaries", "unknown value %s (want %s)", quoteShort(s.Summaries), orList(summaries))
	}
	if !oneOf(s.SummaryFragments, fragments) {
		return fail("search.summary_fragments", "unknown strategy %s (want %s)", quoteShort(s.SummaryFragments), orList(fragments))
	}
	if s.SummaryCacheMB < 1 {
		return fail("search.summary_cache_mb", "must be at least 1, got %d", s.SummaryCacheMB)
	}
	if s.Summaries != "none" && s.DepthLimit > 0 {
		return fail("search.summaries", "cannot be combined with search.depth_limit (%d): a summary's sub-path stands for several choice points, which depth_limit counts", s.DepthLimit)
	}
	if s.Summaries != "none" && (s.Merge == "veritesting" || s.Merge == "loops") {
		return fail("search.summaries", "cannot be combined with search.merge = %s: summaries record and replay sub-paths that merging would join", quoteShort(s.Merge))
	}
	if s.Summaries != "none" && s.Workers > 1 {
		return fail("search.summaries", "runs one explorer (search.workers = %d): a summary's choice points depend on what its explorer recorded before", s.Workers)
	}

	if s.MaxErrors > 0 && s.Workers > 1 {
		return fail("search.max_errors", "runs one explorer (search.workers = %d): the first errors are those of one depth-first search", s.Workers)
	}

	// [solver]
	if c.Solver.TimeoutMs < 0 {
		return fail("solver.timeout_ms", "must be 0 (no timeout) or more, got %d", c.Solver.TimeoutMs)
	}
	if msg := checkLayers(c.Solver.Layers); msg != "" {
		return fail("solver.layers", "%s", msg)
	}
	if !oneOf(c.Solver.Z3Config, z3Configs) {
		return fail("solver.z3_config", "unknown z3_config %s (want %s)", quoteShort(c.Solver.Z3Config), orList(z3Configs))
	}
	if !oneOf(c.Solver.Backend, backends) {
		return fail("solver.backend", "unknown backend %s (want %s)", quoteShort(c.Solver.Backend), orList(backends))
	}

	// [vm]
	for name := range c.VM.Properties {
		if name == "" {
			return fail(propertiesKey, "a property has an empty name")
		}
	}
	return nil
}

// checkLayers returns why layers is not a valid solver.layers, or "".
func checkLayers(layers []string) string {
	if len(layers) == 0 {
		return `is empty; write "none" for no layers`
	}
	seen := map[string]bool{}
	for _, l := range layers {
		if !oneOf(l, LayerNames) {
			return fmt.Sprintf("unknown layer %s (want %s)", quoteShort(l), orList(LayerNames))
		}
		if seen[l] {
			return fmt.Sprintf("layer %s is listed twice", strconv.Quote(l))
		}
		seen[l] = true
		if (l == "none" || l == "all") && len(layers) > 1 {
			return fmt.Sprintf("%s must stand alone", strconv.Quote(l))
		}
	}
	return ""
}

func oneOf(s string, allowed []string) bool {
	for _, a := range allowed {
		if s == a {
			return true
		}
	}
	return false
}

// orList renders names as `"a" or "b"`, or `"a", "b" or "c"`.
func orList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	if len(q) <= 1 {
		return strings.Join(q, "")
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}
