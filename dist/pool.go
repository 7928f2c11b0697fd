package dist

import (
	"runtime"
	"sync"
	"sync/atomic"

	"gospf/search"
)

// pool is the shared work of the explorers of one process: the tasks given
// away and not yet taken, and who waits for one. It is the search.Sharer
// of every explorer.
type pool struct {
	mu    sync.Mutex
	ready *sync.Cond
	queue []*search.Task
	// workers is the number of explorers that joined, waiting their
	// number waiting in take. When all of them wait and the queue is
	// empty, the exploration is complete: an explorer that has not joined
	// yet holds no task.
	workers, waiting int
	done             bool
	// hungry is waiting - len(queue), published for Wanted: positive when
	// an explorer waits for a task nobody has given yet.
	hungry atomic.Int64
	stop   *atomic.Bool
	// moved counts the tasks given away.
	moved int
}

func newPool(stop *atomic.Bool) *pool {
	p := &pool{stop: stop}
	p.ready = sync.NewCond(&p.mu)
	return p
}

// join adds an explorer to the pool, before its first take.
func (p *pool) join() {
	p.mu.Lock()
	p.workers++
	p.mu.Unlock()
}

// Wanted reports whether an explorer waits for work.
func (p *pool) Wanted() bool { return p.hungry.Load() > 0 && !p.stop.Load() }

// Give queues t for the next explorer that waits. When one waits, the
// giver yields after waking it: Go's runtime puts a goroutine woken by a
// running one in the waker's own run slot (runnext), where it waits until
// the waker's thread schedules or another thread steals it, which the
// runtime does only after a sleep of a few microseconds, 50 to 90 µs with
// Linux's timer slack (measured with the execution tracer on WBS: a
// hand-over took 85 µs from the wake-up to the waiter running, 4 µs
// with the yield: the waiter runs at once on the giver's thread, and the
// giver on the thread woken for it).
func (p *pool) Give(t *search.Task) bool {
	p.mu.Lock()
	p.queue = append(p.queue, t)
	p.moved++
	p.publish()
	woke := p.waiting > 0
	p.ready.Signal()
	p.mu.Unlock()
	if woke {
		runtime.Gosched()
	}
	return true
}

// take returns the next task, waiting for one while any explorer may still
// give one; nil when the exploration is complete or stopped.
func (p *pool) take() *search.Task {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.waiting++
	p.publish()
	for len(p.queue) == 0 && !p.done {
		if p.waiting == p.workers || p.stop.Load() {
			p.done = true
			p.ready.Broadcast()
			break
		}
		p.ready.Wait()
	}
	p.waiting--
	if p.done {
		p.publish()
		return nil
	}
	// Oldest first: the tasks given first are the biggest (they were the
	// shallowest choice points of their explorers).
	t := p.queue[0]
	p.queue = p.queue[1:]
	p.publish()
	return t
}

// wake lets the explorers waiting in take see a stop.
func (p *pool) wake() {
	p.mu.Lock()
	p.ready.Broadcast()
	p.mu.Unlock()
}

func (p *pool) publish() { p.hungry.Store(int64(p.waiting - len(p.queue))) }
