package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"sync"
)

// gcPercent is the collector's target (GOGC) once the heap has passed
// gcFloor. An exploration allocates briskly but keeps little (saved
// states are bounded by the depth): collecting at 5x the live heap instead
// of 2x made the sorted-list subject 10% faster (1.41 s -> 1.23 s under
// SSE) for 100 MB more peak memory.
const gcPercent = 400

// gcFloor is the memory below which a process does not collect at all
// (Go's memory, not only its heap: the first collection comes at about
// 50 MB of heap). A short run allocates a few tens of MB (WBS, pure DFS,
// on Z3: 26 MB with one explorer, 31 MB with two), and Go's first
// collection, at 16 MB under GOGC = 400, came while the explorers were
// being made or exploring: 11 ms of CPU a run with two explorers (its
// mark workers on the explorers' two cores, the explorers stopped or
// queued meanwhile) against 3.5 ms with one (on the core the explorer
// leaves idle). Below gcFloor nothing is collected; the first
// collection, when memory reaches it, sets the usual target.
const gcFloor = 64 << 20

// gcTuning is the process's garbage-collector setting, process-wide
// because Go's is: until the first collection after arm, GOGC is off and
// the memory limit is gcFloor (or the process's limit, if lower); from
// that collection on, GOGC is gcPercent and the memory limit the
// process's (setLimit: max_memory's, GOMEMLIMIT's, or none). What a run
// finds never depends on it.
type gcTuning struct {
	mu sync.Mutex
	// armed is the generation of the floor in force, 0 when none; gen
	// numbers the floors armed, so that the end of an old one (its
	// collection noticed late) does not end a newer one.
	armed, gen int
	limit      int64
}

// processGC is the process's setting (tuneGC, limitGoMemory).
var processGC gcTuning

// tuneGC sets the garbage collector up for a gospf process, unless GOGC
// does: no collection below gcFloor, then GOGC = gcPercent.
func tuneGC() {
	if os.Getenv("GOGC") == "" {
		processGC.arm()
	}
}

// gcSentinel is allocated, and dropped, when a floor is armed: its
// cleanup runs after the first collection that follows.
type gcSentinel struct{ _ [64]byte }

// arm puts a floor in force until the next collection.
func (t *gcTuning) arm() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.armed == 0 {
		t.limit = debug.SetMemoryLimit(-1) // GOMEMLIMIT, or none
	}
	t.gen++
	t.armed = t.gen
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(min(gcFloor, t.limit))
	runtime.AddCleanup(new(gcSentinel), t.collected, t.gen)
}

// collected ends floor gen, if it is still in force: the heap has reached
// the floor (or something called runtime.GC).
func (t *gcTuning) collected(gen int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.armed != gen {
		return
	}
	t.armed = 0
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(t.limit)
}

// setLimit sets the process's memory limit (debug.SetMemoryLimit), under
// the floor while one is in force.
func (t *gcTuning) setLimit(limit int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.limit = limit
	if t.armed != 0 {
		limit = min(limit, gcFloor)
	}
	debug.SetMemoryLimit(limit)
}
