package main

import (
	"bytes"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"gospf/dist/cluster"
	"gospf/search"
)

// goroutineWorkers are cluster workers in goroutines of the test process,
// each with its own connection, VM and solver stack.
type goroutineWorkers struct {
	t  *testing.T
	wg sync.WaitGroup
}

func (g *goroutineWorkers) wait() { g.wg.Wait() }

// spawnGoroutines starts n workers of run in goroutines.
func spawnGoroutines(t *testing.T) func(n int, url, run string, log io.Writer) waiter {
	return func(n int, url, run string, log io.Writer) waiter {
		g := &goroutineWorkers{t: t}
		for i := range n {
			g.wg.Add(1)
			go func() {
				defer g.wg.Done()
				nc, err := nats.Connect(url)
				if err != nil {
					t.Error(err)
					return
				}
				defer nc.Close()
				o := cluster.WorkerOptions{Run: run, Once: true, Name: fmt.Sprintf("g%d", i+1)}
				if err := cluster.Serve(nc, newClusterExplorer, o); err != nil {
					t.Error(err)
				}
			}()
		}
		return g
	}
}

// clusterSettings are the searches the cluster tests compare.
var clusterSettings = parallelSettings[:2]

// TestClusterExact checks that a run coordinated over an embedded NATS
// JetStream server, with 1, 2 and 4 workers, reports the paths and errors
// of one explorer in this process, in its order, and every count of it.
// All subjects run at the same time on one server, each run with its own
// id: runs on one server do not mix.
func TestClusterExact(t *testing.T) {
	srv, err := cluster.StartServer(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	for _, s := range parallelSubjects {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			for _, set := range clusterSettings {
				common := append(append([]string{}, s.overrides...), set...)
				ref := runSubject(t, s.name, s.name, append(common, "search.workers=1")...)
				for _, n := range []int{1, 2, 4} {
					cfg := loadSubject(t, s.name, s.name, subjectClasses(t, s.name), common...)
					r, err := exploreCluster(cfg, clusterRun{url: srv.URL(), local: n, log: io.Discard, spawn: spawnGoroutines(t)}, runOpts{})
					if err != nil {
						t.Fatalf("%v, %d workers: %v", set, n, err)
					}
					// Workers that join after a small run ended report nothing.
					if w := len(r.cluster.WorkerNames); w < 1 || w > n || r.cluster.Discarded != 0 {
						t.Fatalf("%v: %d workers reported (of %d), %d attempts given up", set, w, n, r.cluster.Discarded)
					}
					compareRuns(t, fmt.Sprintf("%v, %d workers over NATS", set, n), ref, r)
				}
			}
		})
	}
}

// TestClusterFault runs the sorted-list subject (46080 paths, pure DFS)
// on an embedded server with 3 worker processes and kills one with
// SIGKILL while it explores a task: the run completes with exactly the
// paths of one explorer, in its order, and its counts (an attempt's
// results count only when the attempt is accepted), nothing lost, nothing
// duplicated. The killed worker's task is delivered again after AckWait
// (1 s here) and explored without the subtrees it had given away.
func TestClusterFault(t *testing.T) {
	common := []string{"search.strategy=dfs", "search.absurdity=false"}
	ref := runSubject(t, "sortedlist", "sortedlist", append(common, "search.workers=1")...)
	srv, err := cluster.StartServer(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	start := func(name string) (*exec.Cmd, *bytes.Buffer) {
		return gospfProcess(t, "worker", "--nats", srv.URL(), "--once", "--name", name)
	}
	// The worker to kill starts first and takes the whole tree; the others
	// join once it has sent paths, and it is killed when a quarter of the
	// paths arrived, while the three share the work.
	var arrived atomic.Int64
	started, quarter := make(chan struct{}), make(chan struct{})
	total := int64(ref.res.Stats.Paths)
	onPath := func(*search.Path) {
		switch arrived.Add(1) {
		case 1:
			close(started)
		case total / 4:
			close(quarter)
		}
	}
	victim, _ := start("victim")
	type outcome struct {
		r   *outcomeRun
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		cfg := loadSubject(t, "sortedlist", "sortedlist", subjectClasses(t, "sortedlist"), common...)
		r, err := exploreCluster(cfg, clusterRun{url: srv.URL(), ackWait: time.Second, log: io.Discard}, runOpts{onPath: onPath})
		done <- outcome{r, err}
	}()
	wait := func(c chan struct{}, what string) {
		select {
		case <-c:
		case <-time.After(2 * time.Minute):
			t.Fatalf("no %s after 2 minutes", what)
		}
	}
	wait(started, "path")
	b, bOut := start("b")
	c, cOut := start("c")
	wait(quarter, "quarter of the paths")
	if err := victim.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	victim.Wait()
	var res outcome
	select {
	case res = <-done:
	case <-time.After(3 * time.Minute):
		t.Fatal("the run did not end")
	}
	for _, w := range []struct {
		cmd *exec.Cmd
		out *bytes.Buffer
	}{{b, bOut}, {c, cOut}} {
		if err := w.cmd.Wait(); err != nil {
			t.Errorf("worker: %v\n%s", err, w.out)
		}
	}
	if res.err != nil {
		t.Fatal(res.err)
	}
	if res.r.cluster.Discarded < 1 {
		t.Fatalf("no attempt was given up: the killed worker held no task (%d attempts)", res.r.cluster.Attempts)
	}
	compareRuns(t, "3 workers, one killed", ref, res.r)
}
