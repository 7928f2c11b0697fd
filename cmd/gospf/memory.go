package main

import (
	"bufio"
	"os"
	"runtime/metrics"
	"strconv"
	"strings"

	"gospf/config"
	"gospf/solver/z3"
)

// goMemoryMetrics are what processMemory reads: all the memory Go's
// runtime has mapped, and the part of it returned to the system.
var goMemoryMetrics = []string{"/memory/classes/total:bytes", "/memory/classes/heap/released:bytes"}

// processMemory returns the memory the process holds, in bytes: Go's
// (heap, stacks, runtime; less what the runtime returned to the system)
// and Z3's estimate of its own, for all its contexts.
func processMemory() int64 {
	s := make([]metrics.Sample, len(goMemoryMetrics))
	for i, name := range goMemoryMetrics {
		s[i].Name = name
	}
	metrics.Read(s)
	var goBytes int64
	if s[0].Value.Kind() == metrics.KindUint64 && s[1].Value.Kind() == metrics.KindUint64 {
		goBytes = int64(s[0].Value.Uint64() - s[1].Value.Uint64())
	}
	return goBytes + z3.EstimatedAlloc()
}

// machineMemory returns the memory of this machine in bytes: MemTotal of
// /proc/meminfo, or the cgroup's limit (memory.max, cgroup v2) when it is
// lower; 0 when neither can be read.
func machineMemory() int64 {
	var total int64
	if f, err := os.Open("/proc/meminfo"); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
				kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
				if err == nil {
					total = kb << 10
				}
				break
			}
		}
		f.Close()
	}
	if b, err := os.ReadFile("/sys/fs/cgroup/memory.max"); err == nil {
		if n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64); err == nil && n > 0 && (total == 0 || n < total) {
			total = n
		}
	}
	return total
}

// memoryLimit is cfg's search.max_memory in bytes on this machine, 0 for
// none.
func memoryLimit(cfg *config.Config) int64 {
	return cfg.Search.MaxMemory.Resolve(machineMemory())
}

// limitGoMemory tells Go's garbage collector to keep the process's Go
// memory under nine tenths of cfg's max_memory, so that garbage does not
// count toward it: the collector works harder as the limit nears, and what
// stops the run is memory it cannot free. It is the process's setting:
// the commands call it, not explore (tests run many explorations in one
// process).
func limitGoMemory(cfg *config.Config) {
	if limit := memoryLimit(cfg); limit > 0 {
		processGC.setLimit(limit / 10 * 9)
	}
}
