package config

import (
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Config is one run's configuration, loaded from TOML with defaults applied
// and validated.
type Config struct {
	File string // path of the config file as given ("" when built from defaults)
	Dir  string // directory relative paths are resolved against; absolute after Load or Parse

	Target   Target
	Symbolic Symbolic
	Search   Search
	Solver   Solver
	VM       VM

	// SPF is set when the config was an SPF .jpf file (jpfmap.go): the
	// listeners, the sourcepath and how its keys were mapped. nil for TOML.
	SPF *SPF
}

// Target says what program runs and which of its inputs are symbolic.
type Target struct {
	// Classpath is [target] classpath: directories and jars, resolved to
	// absolute paths relative to Dir. It is never empty in a valid Config.
	Classpath []string
	// Main is [target] main: the class whose main(String[]) runs. A dotted or
	// slashed name is accepted; it is stored dotted ("pkg.Main").
	Main string
	// Args is [target] args: the arguments passed to main.
	Args []string
	// Entry is [target] entry: "pkg.C.m(sym#con#sym)", a method run directly
	// with fresh symbolic arguments, stored in the canonical form that
	// MethodSpec.String gives. Exactly one of Main and Entry is set.
	Entry string
	// Symbolic is [target] symbolic: SPF symbolic.method specs
	// "pkg.C.m(sym#con)", each stored in canonical form.
	Symbolic []string
	// Property is [target] property, what gospf verify checks: "assert"
	// (no Java assert fails) or "uncaught" (no assert fails and no
	// exception escapes the entry method).
	Property string
}

// Symbolic says how symbolic inputs are modelled.
type Symbolic struct {
	// Theory is "int" (mathematical integers bounded by the Min/Max fields)
	// or "bitvector" (exact two's-complement Java arithmetic).
	Theory string
	// The bounds of symbolic inputs of each Java integral type. Each bound
	// lies within its type's range and each Min is at most its Max.
	MinInt, MaxInt     int64
	MinLong, MaxLong   int64
	MinShort, MaxShort int64
	MinByte, MaxByte   int64
	MinChar, MaxChar   int64
	// Lazy makes sym reference parameters lazily initialized inputs (SPF
	// symbolic.lazy): materialized at their first use as null, an alias of
	// an earlier lazily created object, or a fresh object.
	Lazy bool
	// LazySubtypes also offers, for a fresh object, every concrete subclass
	// of the declared type found on the class path.
	LazySubtypes bool
	// MaxObjects bounds the fresh objects lazy initialization creates on
	// one path; a path that needs more is cut. 0 means no bound.
	MaxObjects int
	// MaxArrayLength bounds the symbolic length of sym array inputs and of
	// arrays created with a symbolic length (0..MaxArrayLength).
	MaxArrayLength int
	// ArraysAboveMaxLength creates an array of a symbolic length above
	// MaxArrayLength instead of cutting the path there: it holds
	// MaxArrayLength elements, and a path is cut only where it reaches
	// one beyond them (gospf verify of a task file sets it).
	ArraysAboveMaxLength bool
	// MaxStringLength bounds the length of symbolic String inputs (a sym
	// String parameter, Verifier.nondetString): 0..MaxStringLength chars;
	// UnboundedStrings (-1): any length.
	MaxStringLength int
	// MaxStdinBytes bounds the bytes of standard input, which are
	// symbolic inputs (0..MaxStdinBytes of them).
	MaxStdinBytes int
	// NondetRandom makes java.util.Random's next* methods return symbolic
	// inputs, as SV-COMP's Java rules ask (gospf verify of a task file
	// sets it).
	NondetRandom bool
	// Concretize is what happens when a symbolic number reaches a JDK
	// model that computes with concrete values only: "model" gives it the
	// value of a model of the path condition (counted; the exploration is
	// then incomplete), "error" stops the run with ErrUnsupported.
	Concretize string
}

// Search says how the execution tree is explored and when to stop.
type Search struct {
	Strategy  string // "dfs" or "speculative"
	Order     string // "true-first" or "false-first": which branch side is explored first
	Absurdity bool   // prune by absurdity: a sibling of an unsat side of a verified branch is feasible
	// Depth is the maximum speculation depth k; at least 1. It is unused
	// when DepthAuto is set.
	Depth int
	// DepthAuto (depth = "auto") lets the speculative search choose, at
	// each symbolic branch, whether to check the segment now, from the
	// costs it measures (package search, "Choosing when to check").
	DepthAuto bool
	// DepthLimit is the maximum number of choices on one path; 0 means none.
	DepthLimit int
	// Deepening is gospf verify's first depth limit of iterative
	// deepening when DepthLimit is 0 (cmd/gospf/verify.go): a pass with
	// that limit, then twice it, until a pass cuts no path; 0 means one
	// pass without a limit. Other commands ignore it.
	Deepening int
	// WidenStrings is how long gospf verify may explore once more with
	// strings of any length (max_string_length = -1) when a verdict is
	// unknown because string inputs were bounded (cmd/gospf/verify.go);
	// 0 means never. Other commands ignore it.
	WidenStrings time.Duration
	// MaxPaths stops the search after this many finished paths; 0 means none.
	MaxPaths int
	// MaxErrors stops the search after this many errors (SPF's
	// search.multiple_errors = false is 1); 0 means none. A run with a
	// limit has one explorer, so the errors found are the first ones in
	// the order of one depth-first search.
	MaxErrors int
	// MaxTime stops the search after this much time; 0 means none.
	MaxTime time.Duration
	// MaxMemory stops the search when the process holds this much memory
	// (Go's and Z3's).
	MaxMemory MemoryLimit
	// MaxInstructionsPerPath abandons a path after this many bytecode
	// instructions; 0 means none.
	MaxInstructionsPerPath int64
	// Workers is the number of explorers that share the execution tree
	// (package dist); 0 means one per CPU.
	Workers int
	// Merge is "none", "veritesting", "auto" or "loops" (loop merging for
	// symbolic sizes alone, interp/merge_loop.go; "auto" includes it):
	// merge the acyclic regions
	// of symbolic branches instead of forking (interp/merge.go), with
	// "auto" only where the cost model expects a gain (interp/merge_auto.go).
	Merge string
	// MergeMaxRegion is the largest region merged, in instructions; at
	// least 1.
	MergeMaxRegion int
	// MergeMaxInline is the deepest chain of calls inlined into a merged
	// region; 0 inlines none.
	MergeMaxInline int
	// MergeAllLoops merges every loop with a symbolic branch, not only the
	// symbolic-size dependent ones (with Merge "auto" or "loops";
	// interp.MergeOptions.AllLoops).
	MergeAllLoops bool
	// Summaries is "none", "method" (whole methods) or "fragment" (the
	// fragments SummaryFragments chooses): see package summary.
	Summaries string
	// SummaryFragments is the paper's strategy for "fragment": "ssum",
	// "lasum" or "lsum".
	SummaryFragments string
	// SummaryCacheMB bounds the summaries' memory, in MiB.
	SummaryCacheMB int
}

// Solver configures the solver stack.
type Solver struct {
	// TimeoutMs is the backend's time limit for one check, in milliseconds;
	// 0 means none.
	TimeoutMs int
	// Layers lists the solver layers, each a name in LayerNames. It is never
	// empty: []string{"none"} and []string{"all"} stand alone.
	Layers []string
	// Validate checks every model the backend returns against its query.
	Validate bool
	// Z3Config is "simple" (Z3_mk_simple_solver) or "default" (Z3_mk_solver).
	Z3Config string
	// Backend is "auto" (the native linear-arithmetic procedure, then Z3
	// for what it declines), "z3" or "native" (declined checks are unknown).
	Backend string
}

// VM configures the symbolic JVM.
type VM struct {
	Assertions bool              // enable Java assert statements in the target (like java -ea)
	JavaHome   string            // JDK home; "" = find automatically; otherwise absolute
	Properties map[string]string // values System.getProperty returns; never nil after Default
}

// LayerNames are the valid entries of solver.layers: "none" and "all", which
// stand alone, and the names of the individual layers.
var LayerNames = []string{"none", "all", "syntactic", "model-cache", "independence", "query-cache", "unsat-core"}

// The allowed values of the enumerated keys.
var (
	theories   = []string{"int", "bitvector"}
	strategies = []string{"dfs", "speculative"}
	orders     = []string{"true-first", "false-first"}
	z3Configs  = []string{"simple", "default"}
	backends   = []string{"auto", "z3", "native"}
	merges     = []string{"none", "veritesting", "auto", "loops"}
	summaries  = []string{"none", "method", "fragment"}
	fragments  = []string{"ssum", "lasum", "lsum"}
)

// Default returns a new Config holding every default value. It is the one
// place defaults are defined. It is not valid by itself: a target
// (classpath and main or entry) must still be set.
func Default() *Config {
	return &Config{
		Target: Target{Property: "assert"},
		Symbolic: Symbolic{
			Theory:  "int",
			MinInt:  math.MinInt32,
			MaxInt:  math.MaxInt32,
			MinLong: math.MinInt64, MaxLong: math.MaxInt64,
			MinShort: math.MinInt16, MaxShort: math.MaxInt16,
			MinByte: math.MinInt8, MaxByte: math.MaxInt8,
			MinChar: 0, MaxChar: math.MaxUint16,
			// Lazy initialization on: without it a sym reference is an
			// error, so there is nothing to keep compatible with. The
			// bounds keep a traversal of a symbolic list finite.
			Lazy: true, MaxObjects: 8, MaxArrayLength: 8, MaxStringLength: 8, MaxStdinBytes: 8, Concretize: "model",
		},
		Search: Search{
			// Speculative search with absurdity, true-first, depth "auto"
			// (k = 3 when a config sets only the strategy to fixed
			// depths): see reference.md ("Why these defaults").
			Strategy:               "speculative",
			Order:                  "true-first",
			Absurdity:              true,
			Depth:                  3,
			DepthAuto:              true,
			MaxInstructionsPerPath: 10_000_000,
			MaxMemory:              MemoryLimit{Percent: DefaultMemoryPercent},
			Merge:                  "auto",
			Deepening:              64,
			WidenStrings:           30 * time.Second,
			MergeMaxRegion:         200,
			MergeMaxInline:         2,
			Summaries:              "none",
			SummaryFragments:       "lasum",
			SummaryCacheMB:         64,
		},
		Solver: Solver{
			Layers:   []string{"all"},
			Z3Config: "simple",
			Backend:  "auto",
		},
		VM: VM{
			Assertions: true,
			Properties: map[string]string{},
		},
	}
}

// Load reads the TOML file at path, applies overrides ("section.key=value",
// as given to -D on the command line; the value is parsed as a TOML value,
// and if that fails taken as a string; keys under [vm.properties] work as
// "vm.properties.name=value"), fills defaults and validates. Relative paths
// are resolved against the file's directory. Every error is an *Error.
//
// A path ending in ".jpf" is read as SPF's configuration format instead
// (ParseJPF); its overrides may also be SPF's "+key=value".
func Load(path string, overrides []string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		msg := err.Error()
		var pe *fs.PathError
		if errors.As(err, &pe) {
			msg = pe.Err.Error()
		}
		return nil, &Error{File: path, Msg: "cannot read: " + msg}
	}
	if IsJPF(path) {
		return ParseJPF(data, path, filepath.Dir(path), overrides)
	}
	return Parse(data, path, filepath.Dir(path), overrides)
}

// Parse is Load on bytes already read; name is used in messages and dir for
// relative paths ("" means the working directory). Every error is an *Error.
func Parse(data []byte, name, dir string, overrides []string) (*Config, error) {
	c := Default()
	c.File = name
	c.Dir = absDir(dir)
	p := &parser{cfg: c, name: name, src: string(data)}
	if e := p.parse(overrides); e != nil {
		return nil, e
	}
	return c, nil
}

// absDir makes dir absolute, falling back to the cleaned dir if the
// working directory is unknown.
func absDir(dir string) string {
	if dir == "" {
		dir = "."
	}
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return filepath.Clean(dir)
}

// Error is every configuration error: one line a user can act on.
type Error struct {
	File string // the config file as given, or "-D" for a command-line override
	Line int    // 1-based line in File; 0 when unknown or not from the file
	Key  string // dotted key, e.g. "search.depth"; "" when the error has no key
	Msg  string // what is wrong and, where it helps, what is allowed
}

// Error returns "file:line: key: msg", leaving out ":line" when Line is 0
// and "key: " when Key is empty. It never contains a newline.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		if e.File != "" {
			b.WriteByte(':')
		} else {
			b.WriteString("line ")
		}
		b.WriteString(strconv.Itoa(e.Line))
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	if e.Key != "" {
		b.WriteString(e.Key)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return oneLine(b.String())
}

// oneLine escapes line breaks so that a message stays on one line.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	return strings.NewReplacer("\r", `\r`, "\n", `\n`).Replace(s)
}
