package dist

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"gospf/search"
)

// limits stops an exploration of many explorers: on max_paths, max_time,
// an interruption from outside (Options.Stop) or an explorer's error. The
// explorers' searches see stop at their next choice point.
type limits struct {
	o     Options
	start time.Time
	stop  atomic.Bool
	paths atomic.Int64

	mu     sync.Mutex
	why    string
	onStop func() // wakes whoever waits for work
	timer  *time.Timer
	done   chan struct{}
}

func newLimits(o Options) *limits {
	l := &limits{o: o, start: time.Now(), done: make(chan struct{})}
	if o.MaxTime > 0 {
		l.timer = time.AfterFunc(o.MaxTime, func() { l.halt(search.MaxTimeReason(o.MaxTime)) })
	}
	if o.Stop != nil {
		go func() {
			tick := time.NewTicker(20 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-l.done:
					return
				case <-tick.C:
					if o.Stop.Load() {
						l.halt("interrupted")
						return
					}
				}
			}
		}()
	}
	return l
}

// onPath counts a path found by any explorer.
func (l *limits) onPath(p *search.Path) {
	n := l.paths.Add(1)
	if l.o.OnPath != nil {
		l.o.OnPath(p)
	}
	if l.o.Stop != nil && l.o.Stop.Load() {
		l.halt("interrupted")
	}
	if l.o.MaxPaths > 0 && n >= int64(l.o.MaxPaths) {
		l.halt(fmt.Sprintf("max_paths (%d) reached", l.o.MaxPaths))
	}
}

// halt stops the exploration; the first reason given is kept ("" for an
// error, which is reported instead).
func (l *limits) halt(why string) {
	l.mu.Lock()
	first := !l.stop.Load()
	if first {
		l.why = why
		l.stop.Store(true)
	}
	wake := l.onStop
	l.mu.Unlock()
	if first && wake != nil {
		wake()
	}
}

// reason says why the exploration stopped early, "" when it did not.
func (l *limits) reason() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.why
}

// wakeOnStop sets what halt calls to wake whoever waits for work.
func (l *limits) wakeOnStop(f func()) {
	l.mu.Lock()
	l.onStop = f
	l.mu.Unlock()
}

func (l *limits) elapsed() time.Duration { return time.Since(l.start) }

func (l *limits) close() {
	if l.timer != nil {
		l.timer.Stop()
	}
	close(l.done)
}
