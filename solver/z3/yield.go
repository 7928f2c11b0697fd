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
// After 10 ms of that, Go's monitor preempts it, and finding it inside a
// call, hands its P to another thread; the monitor counts that as work
// done and watches again every 20 µs for the next millisecond, and more
// often than every 10 ms long after. With two explorers that is once every
// 5 ms: the monitor's thread woke about 1,000 times in a two-explorer run
// of WBS on Z3 (10,500 voluntary context switches of that thread over 11
// runs), each time taking a core from an explorer, which then waits on the
// run queue (docs/performance.md). A goroutine rescheduled in time is not
// preempted, the monitor finds nothing to do and sleeps up to 10 ms at a
// time (1,500 wake-ups over the same 11 runs). A yield costs a few
// microseconds: nothing else waits for the P, and the goroutine runs on.
func (s *Solver) yield() {
	now := time.Now()
	if now.Sub(s.yielded) >= yieldEvery {
		s.yielded = now
		runtime.Gosched()
	}
}
