package main

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// disarmed waits until t has no floor in force, collecting meanwhile (a
// cleanup runs on its own goroutine after the collection).
func disarmed(tb testing.TB, t *gcTuning) {
	tb.Helper()
	for deadline := time.Now().Add(20 * time.Second); ; {
		runtime.GC()
		t.mu.Lock()
		armed := t.armed
		t.mu.Unlock()
		if armed == 0 {
			return
		}
		if time.Now().After(deadline) {
			tb.Fatalf("floor %d still in force after collections for 20 s", armed)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestGCFloor follows a floor's life: armed, GOGC is off and the memory
// limit is the floor; a limit set meanwhile waits under it; the first
// collection ends the floor (the newest one: an older floor's end is
// ignored), after which GOGC is gcPercent and the limit the one set.
func TestGCFloor(t *testing.T) {
	disarmed(t, &processGC) // TestMain's floor, so that it cannot end ours
	limit0 := debug.SetMemoryLimit(-1)
	percent0 := debug.SetGCPercent(-1)
	defer func() {
		debug.SetGCPercent(percent0)
		debug.SetMemoryLimit(limit0)
	}()
	debug.SetMemoryLimit(1 << 50) // no limit to speak of, as without max_memory

	var g gcTuning
	g.arm()
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Fatalf("armed: GOGC %d, want -1 (off)", p)
	}
	if l := debug.SetMemoryLimit(-1); l != gcFloor {
		t.Fatalf("armed: memory limit %d, want the floor %d", l, gcFloor)
	}
	g.setLimit(1 << 40)
	if l := debug.SetMemoryLimit(-1); l != gcFloor {
		t.Fatalf("limit set under the floor: memory limit %d, want the floor %d", l, gcFloor)
	}
	g.setLimit(gcFloor / 2)
	if l := debug.SetMemoryLimit(-1); l != gcFloor/2 {
		t.Fatalf("limit below the floor: memory limit %d, want %d", l, gcFloor/2)
	}
	g.setLimit(1 << 40)
	g.arm() // a second floor: the first one's cleanup must not end it
	if g.armed != 2 {
		t.Fatalf("floor %d in force, want 2", g.armed)
	}
	disarmed(t, &g)
	if p := debug.SetGCPercent(gcPercent); p != gcPercent {
		t.Fatalf("after the first collection: GOGC %d, want %d", p, gcPercent)
	}
	if l := debug.SetMemoryLimit(-1); l != 1<<40 {
		t.Fatalf("after the first collection: memory limit %d, want %d", l, int64(1<<40))
	}
}
