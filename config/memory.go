package config

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// MemoryLimit is search.max_memory: a size in bytes, or a share of the
// memory of the machine the run runs on (a worker of a distributed run
// resolves it on its own machine). Both zero means no limit.
type MemoryLimit struct {
	Bytes   int64
	Percent int // 1..100, of the machine's memory
}

// DefaultMemoryPercent is the default search.max_memory, in percent of
// the machine's memory: what a run may hold before it stops by itself,
// leaving the rest to the system and to the run's own report.
const DefaultMemoryPercent = 75

// Resolve returns the limit in bytes on a machine with machine bytes of
// memory (0: unknown, then a share means no limit); 0 means no limit.
func (m MemoryLimit) Resolve(machine int64) int64 {
	if m.Percent > 0 {
		return machine / 100 * int64(m.Percent)
	}
	return m.Bytes
}

// String gives the limit as a config value.
func (m MemoryLimit) String() string {
	switch {
	case m.Percent > 0:
		return fmt.Sprintf("%d%%", m.Percent)
	case m.Bytes == 0:
		return "none"
	}
	return FormatBytes(m.Bytes)
}

// FormatBytes writes n bytes with a binary unit: "512 MiB", "1.5 GiB".
func FormatBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	v, i := float64(n)/unit, 0
	for v >= unit && i < 3 {
		v /= unit
		i++
	}
	s := strconv.FormatFloat(v, 'f', 1, 64)
	return strings.TrimSuffix(s, ".0") + " " + []string{"KiB", "MiB", "GiB", "TiB"}[i]
}

// byteUnits are the units search.max_memory accepts, longest first.
var byteUnits = []struct {
	name string
	size float64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
	{"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12}, {"B", 1},
}

// memoryLimit reads search.max_memory: "75%", "4GiB", "512 MB", "none",
// or an integer number of MiB (0: none).
func memoryLimit(v any) (MemoryLimit, error) {
	const want = `want a size like "4GiB" or "512MB", a share like "75%", "none", or an integer number of MiB`
	switch v := v.(type) {
	case int64:
		if v < 0 || v > math.MaxInt64>>20 {
			return MemoryLimit{}, fmt.Errorf("%s, got %d", want, v)
		}
		return MemoryLimit{Bytes: v << 20}, nil
	case string:
		s := strings.TrimSpace(v)
		if s == "none" || s == "0" {
			return MemoryLimit{}, nil
		}
		if p, ok := strings.CutSuffix(s, "%"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || n < 1 || n > 100 {
				return MemoryLimit{}, fmt.Errorf("want a share from 1%% to 100%%, got %s", quoteShort(v))
			}
			return MemoryLimit{Percent: n}, nil
		}
		for _, u := range byteUnits {
			if num, ok := strings.CutSuffix(s, u.name); ok {
				x, err := strconv.ParseFloat(strings.TrimSpace(num), 64)
				if err != nil || x < 0 || x*u.size >= math.MaxInt64 || math.IsNaN(x) {
					break
				}
				return MemoryLimit{Bytes: int64(x * u.size)}, nil
			}
		}
		return MemoryLimit{}, fmt.Errorf("%s, got %s", want, quoteShort(v))
	}
	return MemoryLimit{}, fmt.Errorf("%s, got %s", want, describe(v))
}
