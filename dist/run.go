package dist

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"gospf/interp"
	"gospf/search"
)

// Explorer explores tasks; search.Explorer is one.
type Explorer interface {
	Explore(t *search.Task, sh search.Sharer) (*search.Result, error)
}

// Hooks are what an explorer's search must be given (search.Options.Stop
// and OnPath) for limits and interruption to work across explorers.
type Hooks struct {
	// Stop ends the explorer's search at its next choice point.
	Stop *atomic.Bool
	// OnPath counts the paths as they are found (max_paths); it calls
	// Options.OnPath, from the explorer's goroutine.
	OnPath func(*search.Path)
}

// Options configures a parallel exploration.
type Options struct {
	// Workers is the number of explorers (at least 1).
	Workers int
	// MaxPaths stops the exploration once this many paths were found (0:
	// none). The first MaxPaths paths in the order of one explorer are
	// kept; which paths were found first depends on timing.
	MaxPaths int
	// MaxTime stops the exploration after this long (0: none).
	MaxTime time.Duration
	// Stop, when set, ends the exploration (SIGINT).
	Stop *atomic.Bool
	// OnPath, if set, is called for every path as it is found, from the
	// goroutine of the explorer that found it (so concurrently).
	OnPath func(*search.Path)
}

// WorkerStats is what one explorer did.
type WorkerStats struct {
	// Stats adds up the statistics of the tasks it explored.
	Stats search.Stats
	// Busy is the time spent exploring, Idle the time spent waiting for a
	// task.
	Busy, Idle time.Duration
	// Timeline is when the explorer was ready, explored and finished.
	Timeline Timeline
}

// Timeline is one explorer's life in Run, each time measured from Run's
// start (Result.Stats.Time is its end): where the wall-clock time of a
// run goes that the explorers do not all spend exploring. Before the
// first explorer is Ready nobody explores (making the explorers: their VMs
// started, their solvers made); between an explorer's Ready and its First
// task it waits for one to be given (the hand-over); after its Last task
// it waits for the others to finish (the tail), until Done, when the
// exploration is complete (or stopped). An explorer that could not be
// made has a zero Timeline, one that got no task zero First and Last.
type Timeline struct {
	Ready, First, Last, Done time.Duration
}

// Result is the outcome of a parallel exploration.
type Result struct {
	// Result holds the paths of all explorers in the order one explorer
	// reports them (search.Path.Less) and the statistics added up; its
	// Stats.Time is the wall-clock time of the exploration.
	search.Result
	// Workers holds each explorer's statistics.
	Workers []WorkerStats
	// Moved counts the tasks that moved from one explorer to another.
	Moved int
}

// Run explores the whole execution tree with o.Workers explorers made by
// newExplorer (given the index of the explorer and the hooks its search
// must use), each in its own goroutine, sharing subtrees through a pool:
// an explorer that runs out of work waits, and the others give it the
// untried choices of their shallowest shareable choice points. When an
// explorer fails, the others stop, and Run returns what was found with
// the first error (a nil Result when no explorer could be made).
//
// Each explorer is made in its own goroutine and joins the pool when it
// is ready; the first to join takes the whole tree, and the others get
// their share as they come. Making an explorer (loading classes, starting
// a solver: about 30 to 45 ms of CPU on WBS) thus overlaps the others'
// making and exploring instead of delaying them. newExplorer is called
// concurrently.
func Run(newExplorer func(i int, h Hooks) (Explorer, error), o Options) (*Result, error) {
	if o.Workers < 1 {
		return nil, fmt.Errorf("dist: %d workers", o.Workers)
	}
	l := newLimits(o)
	defer l.close()
	p := newPool(&l.stop)
	l.wakeOnStop(p.wake)
	p.queue = []*search.Task{{}}
	res := &Result{Workers: make([]WorkerStats, o.Workers)}
	results := make([][]*search.Result, o.Workers)
	errs := make([]error, o.Workers)
	var made atomic.Int32
	var wg sync.WaitGroup
	for i := range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e, err := newExplorer(i, Hooks{Stop: &l.stop, OnPath: l.onPath})
			if err != nil {
				errs[i] = err
				l.halt("")
				return
			}
			made.Add(1)
			ws := &res.Workers[i]
			ws.Timeline.Ready = l.elapsed()
			p.join()
			explored := false
			for {
				t0 := time.Now()
				t := p.take()
				t1 := time.Now()
				ws.Idle += t1.Sub(t0)
				if t == nil {
					ws.Timeline.Done = t1.Sub(l.start)
					return
				}
				if !explored {
					explored = true
					ws.Timeline.First = t1.Sub(l.start)
				}
				r, err := e.Explore(t, p)
				t2 := time.Now()
				ws.Busy += t2.Sub(t1)
				ws.Timeline.Last = t2.Sub(l.start)
				if r != nil {
					ws.Stats.Add(&r.Stats)
					results[i] = append(results[i], r)
					if r.Stats.Stopped != "" {
						// A limit the explorer watches itself
						// (search.Options.MaxMemory) stops them all;
						// after a stop of the whole, the first reason
						// stays.
						l.halt(r.Stats.Stopped)
					}
				}
				if err != nil {
					errs[i] = err
					ws.Timeline.Done = ws.Timeline.Last
					l.halt("")
					return
				}
			}
		}()
	}
	wg.Wait()
	if made.Load() == 0 {
		// Nothing was explored; the explorers failed alike, as a rule
		// (one configuration), so the first error says it.
		for _, err := range errs {
			if err != nil {
				return nil, err
			}
		}
	}
	var all []*search.Result
	for _, rs := range results {
		all = append(all, rs...)
	}
	res.Result = *Merge(all, o.MaxPaths)
	res.Stats.Stopped = l.reason()
	res.Stats.Time = l.elapsed()
	res.Moved = p.moved
	for _, err := range errs {
		if err != nil {
			return res, err
		}
	}
	return res, nil
}

// Merge joins the results of the tasks of one exploration: their paths in
// the order one explorer reports them, at most maxPaths of them (0: all),
// and their statistics added up.
func Merge(rs []*search.Result, maxPaths int) *search.Result {
	m := &search.Result{}
	for _, r := range rs {
		m.Paths = append(m.Paths, r.Paths...)
		m.Stats.Add(&r.Stats)
	}
	sort.SliceStable(m.Paths, func(i, j int) bool { return m.Paths[i].Less(m.Paths[j]) })
	if maxPaths > 0 && len(m.Paths) > maxPaths {
		m.Paths = m.Paths[:maxPaths]
		m.Stats.Paths, m.Stats.Errors = recount(m.Paths)
	}
	// The explorers stopped because the exploration did; Run gives the
	// reason.
	m.Stats.Stopped = ""
	return m
}

// recount counts paths and errors.
func recount(ps []*search.Path) (paths, errors int) {
	for _, p := range ps {
		if p.Outcome.Kind == interp.OutcomeException {
			errors++
		}
	}
	return len(ps), errors
}
