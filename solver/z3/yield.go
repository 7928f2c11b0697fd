package z3

import (
	"runtime"
	"time"
)

// yieldEvery is how often a Solver that keeps checking lets Go's scheduler
// reschedule its goroutine (yield): below the 10 ms after which the
// runtime's monitor (sysmon) preempts a goroutine that has not been
// rescheduled, with room for the monitor's own period.
const yieldEvery = 5 * time.Millisecond

// yield calls runtime.Gosched when the goroutine checking has not yielded
// for yieldEvery; Check and CheckCore call it after each check of Z3.
//
// An explorer on Z3 spends its time in cgo calls of a few to a few hundred
// microseconds, one after the other, and is never rescheduled by itself.
// After 10 ms of that, Go's monitor (sysmon) preempts it and, finding it
// inside a call, hands its P to another thread; the monitor counts that as
// work done and then watches every 20 µs for a millisecond, and more often
// than every 10 ms long after. With two explorers that happened every 5
// ms: the monitor's thread switched 10,500 to 11,800 times in 11
// two-explorer runs of WBS on Z3 (BenchmarkZ3Explorers, -benchtime 10x),
// each time taking a core from an explorer, and a gospf process of the run
// switched threads 1,230 to 1,520 times (voluntary and not, /usr/bin/time)
// with one explorer. A goroutine rescheduled in time is not preempted: the
// monitor finds nothing to do and sleeps 10 ms at a time (1,500 to 2,900
// switches over the same runs; 280 to 440 for the process). A yield puts
// the goroutine back at once on its thread; when a P is idle it also wakes
// a thread to look for work, which runs about 10 µs.
func (s *Solver) yield() {
	now := time.Now()
	if now.Sub(s.yielded) >= yieldEvery {
		s.yielded = now
		runtime.Gosched()
	}
}
