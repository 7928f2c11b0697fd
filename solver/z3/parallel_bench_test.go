package z3

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gospf/solver"
)

// BenchmarkParallelSolvers replays the DFS stream of BenchmarkStream (int
// theory) on 1 and 2 solvers at once, each in its own goroutine locked to
// its thread, with and without models: what Z3 and this package share
// between the solvers of one process shows as CPU time or sleep (a lock)
// per call growing from 1 to 2. Per call, summed over the threads:
// cpu-us, time on a CPU; blocked-us, time asleep (schedstat; the time
// waiting for a CPU, the machine's load, is not counted).
//
//	go test ./solver/z3 -run '^$' -bench ParallelSolvers -benchtime 5000x
func BenchmarkParallelSolvers(b *testing.B) {
	stream := dfsStream("int", 5, 9)
	for _, model := range []bool{true, false} {
		for _, n := range []int{1, 2} {
			b.Run(fmt.Sprintf("model=%v/%d", model, n), func(b *testing.B) {
				solvers := make([]*Solver, n)
				for i := range solvers {
					solvers[i] = newSolver(b, Options{Theory: "int"})
					if err := solvers[i].Tune(); err != nil {
						b.Fatal(err)
					}
				}
				var mu sync.Mutex
				var cpu, blocked time.Duration
				var wg sync.WaitGroup
				b.ResetTimer()
				for _, s := range solvers {
					wg.Add(1)
					go func() {
						defer wg.Done()
						runtime.LockOSThread()
						defer runtime.UnlockOSThread()
						run0, wait0 := threadSchedstat()
						start := time.Now()
						for k := range b.N {
							if _, err := s.Check(solver.Query{PC: stream[k%len(stream)], NeedModel: model}); err != nil {
								b.Error(err)
								return
							}
						}
						wall := time.Since(start)
						run1, wait1 := threadSchedstat()
						mu.Lock()
						cpu += run1 - run0
						blocked += wall - (run1 - run0) - (wait1 - wait0)
						mu.Unlock()
					}()
				}
				wg.Wait()
				calls := float64(b.N * n)
				b.ReportMetric(float64(cpu.Nanoseconds())/calls/1000, "cpu-us/call")
				b.ReportMetric(float64(blocked.Nanoseconds())/calls/1000, "blocked-us/call")
			})
		}
	}
}

// threadSchedstat returns the calling thread's time on a CPU and waiting
// on a run queue (/proc/thread-self/schedstat).
func threadSchedstat() (run, wait time.Duration) {
	b, err := os.ReadFile("/proc/thread-self/schedstat")
	if err != nil {
		panic(err)
	}
	f := strings.Fields(string(b))
	r, _ := strconv.ParseInt(f[0], 10, 64)
	w, _ := strconv.ParseInt(f[1], 10, 64)
	return time.Duration(r), time.Duration(w)
}
