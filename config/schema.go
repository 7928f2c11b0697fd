package config

import (
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// A spec is one key of the schema: its dotted name and how a TOML value is
// stored into a Config. decode checks only the value's type and shape;
// (*Config).validate checks what the stored values mean, so that a Config
// built in Go is checked the same way.
type spec struct {
	key    string
	decode func(c *Config, v any) error
}

// sections are the tables a config file may have, in the order of the
// reference.
var sections = []string{"target", "symbolic", "search", "solver", "vm"}

// propertiesKey is the table of system properties; its keys are free.
const propertiesKey = "vm.properties"

// specs is the schema: every key except the entries of [vm.properties], in
// the order of the reference.
var specs = []spec{
	{"target.classpath", func(c *Config, v any) error {
		l, err := stringList(v, true)
		if err != nil {
			return err
		}
		for i, p := range l {
			if p == "" {
				return fmt.Errorf("element %d is empty", i+1)
			}
			l[i] = resolve(c.Dir, p)
		}
		c.Target.Classpath = l
		return nil
	}},
	{"target.main", func(c *Config, v any) error {
		s, err := str(v)
		c.Target.Main = strings.ReplaceAll(s, "/", ".")
		return err
	}},
	{"target.args", func(c *Config, v any) error {
		l, err := stringList(v, false)
		c.Target.Args = l
		return err
	}},
	{"target.entry", func(c *Config, v any) error {
		s, err := str(v)
		c.Target.Entry = canonicalSpec(s)
		return err
	}},
	{"target.symbolic", func(c *Config, v any) error {
		l, err := stringList(v, false)
		for i := range l {
			l[i] = canonicalSpec(l[i])
		}
		c.Target.Symbolic = l
		return err
	}},

	{"target.property", strTo(func(c *Config) *string { return &c.Target.Property })},

	{"symbolic.theory", strTo(func(c *Config) *string { return &c.Symbolic.Theory })},
	{"symbolic.min_int", int64To(func(c *Config) *int64 { return &c.Symbolic.MinInt })},
	{"symbolic.max_int", int64To(func(c *Config) *int64 { return &c.Symbolic.MaxInt })},
	{"symbolic.min_long", int64To(func(c *Config) *int64 { return &c.Symbolic.MinLong })},
	{"symbolic.max_long", int64To(func(c *Config) *int64 { return &c.Symbolic.MaxLong })},
	{"symbolic.min_short", int64To(func(c *Config) *int64 { return &c.Symbolic.MinShort })},
	{"symbolic.max_short", int64To(func(c *Config) *int64 { return &c.Symbolic.MaxShort })},
	{"symbolic.min_byte", int64To(func(c *Config) *int64 { return &c.Symbolic.MinByte })},
	{"symbolic.max_byte", int64To(func(c *Config) *int64 { return &c.Symbolic.MaxByte })},
	{"symbolic.min_char", int64To(func(c *Config) *int64 { return &c.Symbolic.MinChar })},
	{"symbolic.max_char", int64To(func(c *Config) *int64 { return &c.Symbolic.MaxChar })},
	{"symbolic.lazy", boolTo(func(c *Config) *bool { return &c.Symbolic.Lazy })},
	{"symbolic.lazy_subtypes", boolTo(func(c *Config) *bool { return &c.Symbolic.LazySubtypes })},
	{"symbolic.max_objects", intTo(func(c *Config) *int { return &c.Symbolic.MaxObjects })},
	{"symbolic.max_array_length", intTo(func(c *Config) *int { return &c.Symbolic.MaxArrayLength })},
	{"symbolic.max_string_length", intTo(func(c *Config) *int { return &c.Symbolic.MaxStringLength })},
	{"symbolic.max_stdin_bytes", intTo(func(c *Config) *int { return &c.Symbolic.MaxStdinBytes })},
	{"symbolic.nondet_random", boolTo(func(c *Config) *bool { return &c.Symbolic.NondetRandom })},
	{"symbolic.arrays_above_max_length", boolTo(func(c *Config) *bool { return &c.Symbolic.ArraysAboveMaxLength })},
	{"symbolic.concretize", strTo(func(c *Config) *string { return &c.Symbolic.Concretize })},

	{"search.strategy", strTo(func(c *Config) *string { return &c.Search.Strategy })},
	{"search.order", strTo(func(c *Config) *string { return &c.Search.Order })},
	{"search.absurdity", boolTo(func(c *Config) *bool { return &c.Search.Absurdity })},
	{"search.depth", func(c *Config, v any) error {
		if s, ok := v.(string); ok {
			if s != "auto" {
				return fmt.Errorf("want an integer or \"auto\", got %s", describe(v))
			}
			c.Search.DepthAuto = true
			return nil
		}
		n, err := integer(v)
		if err != nil {
			return fmt.Errorf("want an integer or \"auto\", got %s", describe(v))
		}
		if n < math.MinInt || n > math.MaxInt {
			return fmt.Errorf("%d is too large", n)
		}
		c.Search.Depth, c.Search.DepthAuto = int(n), false
		return nil
	}},
	{"search.depth_limit", intTo(func(c *Config) *int { return &c.Search.DepthLimit })},
	{"search.deepening", intTo(func(c *Config) *int { return &c.Search.Deepening })},
	{"search.widen_strings", func(c *Config, v any) error {
		d, err := duration(v)
		c.Search.WidenStrings = d
		return err
	}},
	{"search.max_paths", intTo(func(c *Config) *int { return &c.Search.MaxPaths })},
	{"search.max_errors", intTo(func(c *Config) *int { return &c.Search.MaxErrors })},
	{"search.max_time", func(c *Config, v any) error {
		d, err := duration(v)
		c.Search.MaxTime = d
		return err
	}},
	{"search.max_memory", func(c *Config, v any) error {
		m, err := memoryLimit(v)
		c.Search.MaxMemory = m
		return err
	}},
	{"search.max_instructions_per_path", int64To(func(c *Config) *int64 { return &c.Search.MaxInstructionsPerPath })},
	{"search.workers", intTo(func(c *Config) *int { return &c.Search.Workers })},
	{"search.merge", strTo(func(c *Config) *string { return &c.Search.Merge })},
	{"search.merge_max_region", intTo(func(c *Config) *int { return &c.Search.MergeMaxRegion })},
	{"search.merge_max_inline", intTo(func(c *Config) *int { return &c.Search.MergeMaxInline })},
	{"search.merge_all_loops", boolTo(func(c *Config) *bool { return &c.Search.MergeAllLoops })},
	{"search.summaries", strTo(func(c *Config) *string { return &c.Search.Summaries })},
	{"search.summary_fragments", strTo(func(c *Config) *string { return &c.Search.SummaryFragments })},
	{"search.summary_cache_mb", intTo(func(c *Config) *int { return &c.Search.SummaryCacheMB })},

	{"solver.timeout_ms", intTo(func(c *Config) *int { return &c.Solver.TimeoutMs })},
	{"solver.layers", func(c *Config, v any) error {
		l, err := stringList(v, false)
		if err == nil && len(l) == 0 {
			l = []string{"none"}
		}
		c.Solver.Layers = l
		return err
	}},
	{"solver.validate", boolTo(func(c *Config) *bool { return &c.Solver.Validate })},
	{"solver.z3_config", strTo(func(c *Config) *string { return &c.Solver.Z3Config })},
	{"solver.backend", strTo(func(c *Config) *string { return &c.Solver.Backend })},

	{"vm.assertions", boolTo(func(c *Config) *bool { return &c.VM.Assertions })},
	{"vm.java_home", func(c *Config, v any) error {
		s, err := str(v)
		if s != "" {
			s = resolve(c.Dir, s)
		}
		c.VM.JavaHome = s
		return err
	}},
	{propertiesKey, nil}, // a table, decoded entry by entry
}

// lookupSpec returns the spec of a dotted key, or nil.
func lookupSpec(key string) *spec {
	for i := range specs {
		if specs[i].key == key {
			return &specs[i]
		}
	}
	return nil
}

// isSection reports whether name is a section of the schema.
func isSection(name string) bool {
	for _, s := range sections {
		if s == name {
			return true
		}
	}
	return false
}

// unknownSection is the message for a top-level name that is no section.
func unknownSection() string {
	return "unknown section (want one of " + strings.Join(sections, ", ") + ")"
}

// unknownKey is the message for a key that its section does not have.
func unknownKey(section string) string {
	var names []string
	for _, s := range specs {
		if strings.HasPrefix(s.key, section+".") {
			names = append(names, strings.TrimPrefix(s.key, section+"."))
		}
	}
	return "unknown key (" + section + " has " + strings.Join(names, ", ") + ")"
}

// resolve makes p absolute relative to dir.
func resolve(dir, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

// canonicalSpec returns s in the canonical form of its method spec, or s
// itself if it is not one (validate reports that).
func canonicalSpec(s string) string {
	if m, err := ParseMethodSpec(s); err == nil {
		return m.String()
	}
	return s
}

func strTo(dst func(*Config) *string) func(*Config, any) error {
	return func(c *Config, v any) error {
		s, err := str(v)
		if err == nil {
			*dst(c) = s
		}
		return err
	}
}

func boolTo(dst func(*Config) *bool) func(*Config, any) error {
	return func(c *Config, v any) error {
		b, ok := v.(bool)
		if !ok {
			return fmt.Errorf("want true or false, got %s", describe(v))
		}
		*dst(c) = b
		return nil
	}
}

func intTo(dst func(*Config) *int) func(*Config, any) error {
	return func(c *Config, v any) error {
		n, err := integer(v)
		if err == nil && (n < math.MinInt || n > math.MaxInt) {
			err = fmt.Errorf("%d is too large", n)
		}
		if err == nil {
			*dst(c) = int(n)
		}
		return err
	}
}

func int64To(dst func(*Config) *int64) func(*Config, any) error {
	return func(c *Config, v any) error {
		n, err := integer(v)
		if err == nil {
			*dst(c) = n
		}
		return err
	}
}

func str(v any) (string, error) {
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("want a string, got %s", describe(v))
	}
	return s, nil
}

func integer(v any) (int64, error) {
	n, ok := v.(int64)
	if !ok {
		return 0, fmt.Errorf("want an integer, got %s", describe(v))
	}
	return n, nil
}

// stringList accepts an array of strings or, for convenience on the command
// line, one string: a one-element list, or with paths a list split at the
// OS path-list separator (':' on Unix), like java -cp.
func stringList(v any, paths bool) ([]string, error) {
	switch v := v.(type) {
	case string:
		if paths {
			return filepath.SplitList(v), nil
		}
		return []string{v}, nil
	case []any:
		l := make([]string, 0, len(v))
		for i, e := range v {
			s, ok := e.(string)
			if !ok {
				return nil, fmt.Errorf("element %d: want a string, got %s", i+1, describe(e))
			}
			l = append(l, s)
		}
		return l, nil
	}
	return nil, fmt.Errorf("want an array of strings, got %s", describe(v))
}

// duration accepts a Go duration string ("30s", "5m", "1h30m") or an
// integer number of seconds.
func duration(v any) (time.Duration, error) {
	switch v := v.(type) {
	case string:
		d, err := time.ParseDuration(v)
		if err != nil {
			return 0, fmt.Errorf("want a duration like \"30s\" or \"5m\", got %s", quoteShort(v))
		}
		return d, nil
	case int64:
		if v > math.MaxInt64/int64(time.Second) || v < math.MinInt64/int64(time.Second) {
			return 0, fmt.Errorf("%d seconds is too long", v)
		}
		return time.Duration(v) * time.Second, nil
	}
	return 0, fmt.Errorf("want a duration like \"30s\" or an integer number of seconds, got %s", describe(v))
}

// property converts the value of a [vm.properties] entry to its string.
func property(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	case bool:
		return strconv.FormatBool(v), nil
	}
	return "", fmt.Errorf("want a string, got %s", describe(v))
}

// describe names a decoded TOML value for a message: its type and, for
// scalars, the value.
func describe(v any) string {
	switch v := v.(type) {
	case string:
		return "string " + quoteShort(v)
	case int64:
		return "integer " + strconv.FormatInt(v, 10)
	case float64:
		return "float " + strconv.FormatFloat(v, 'g', -1, 64)
	case bool:
		return "boolean " + strconv.FormatBool(v)
	case []any:
		return "an array"
	case []map[string]any:
		return "an array of tables"
	case map[string]any:
		return "a table"
	}
	return "a date or time"
}

// quoteShort quotes s, shortened to at most 40 characters.
func quoteShort(s string) string {
	const max = 40
	if utf8.RuneCountInString(s) <= max {
		return strconv.Quote(s)
	}
	r := []rune(s)
	return strconv.Quote(string(r[:max])) + "..."
}
