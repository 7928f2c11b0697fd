package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"gospf/dist"
	"gospf/search"
)

// Options configures a coordinator.
type Options struct {
	// MaxPaths, MaxTime and Stop are the limits of the run (dist.Options).
	MaxPaths int
	MaxTime  time.Duration
	Stop     *atomic.Bool
	// OnPath, if set, is called for every path as it arrives, from the
	// coordinator's goroutine; a path of an attempt that a worker did not
	// finish arrives again with the next attempt.
	OnPath func(*search.Path)
	// Decode rebuilds the paths of a batch (dist.DecodePaths with the
	// coordinator's expression context and VM).
	Decode func(*dist.WirePaths) ([]*search.Path, error)
	// AckWait is how long a task stays with a worker that stops reporting
	// progress before JetStream delivers it again (default 10 s).
	AckWait time.Duration
}

// Result is the outcome of a distributed run.
type Result struct {
	// Run is the run id.
	Run string
	// Result holds the paths in the order of one explorer, the statistics
	// of the accepted task attempts added up, per worker (by name, sorted)
	// and in total, and the tasks moved (all tasks but the root).
	dist.Result
	WorkerNames []string
	// Counters adds up the solver and veritesting counters of the
	// accepted attempts, in total and per worker.
	Counters       dist.Counters
	WorkerCounters []dist.Counters
	// Attempts counts the task attempts the coordinator started, Discarded
	// those it gave up for a later one (their worker died or was too slow).
	Attempts, Discarded int
}

// Coordinator runs one exploration on the workers that join it through a
// NATS JetStream server. It owns the run's state: every task, its
// current attempt and the subtrees given away from it, and the results of
// the accepted attempts.
type Coordinator struct {
	nc   *nats.Conn
	js   jetstream.JetStream
	desc Description
	o    Options
	run  string

	tasks       map[int64]*taskState
	nextID      int64
	outstanding int // tasks not done
	workers     map[string]*workerState
	pending     map[attemptKey][]*search.Path
	accepted    []*search.Result
	arrived     int // paths arrived, for max_paths
	attempts    int
	discarded   int
	stopping    string // why the run stops early, once it does
	stopAsked   bool
	err         error
	start       time.Time
	lastState   state
	subs        []*nats.Subscription
	outCtx      jetstream.MessagesContext
	events      chan event
	ctlMu       sync.RWMutex // held shared by a request handler while it hands the request on
	closed      bool         // the run is over: requests are answered at once (under ctlMu)
	finished    chan struct{}
	result      *Result
	streamsMade []string
}

type taskState struct {
	attempt int
	running bool   // an attempt is under way
	worker  string // who runs it
	done    bool
	cuts    []search.Cut
}

type workerState struct {
	seen     time.Time
	idle     bool
	stats    dist.WorkerStats
	counters dist.Counters
	removed  bool
}

type attemptKey struct {
	task    int64
	attempt int
}

// event is one input of the coordinator's loop.
type event struct {
	ctl  *nats.Msg
	beat *nats.Msg
	out  jetstream.Msg
	err  error
}

// Start creates the run's streams, object store and registry entry on the
// server nc is connected to, queues the whole tree as the first task and
// starts coordinating; archive is the class path (packClasspath of
// desc.Classpath). desc.Run and desc.AckWait are filled in.
func Start(nc *nats.Conn, desc Description, o Options) (*Coordinator, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	if o.AckWait <= 0 {
		o.AckWait = 10 * time.Second
	}
	run, err := newRunID()
	if err != nil {
		return nil, err
	}
	desc.Run, desc.AckWait = run, o.AckWait
	c := &Coordinator{nc: nc, js: js, desc: desc, o: o, run: run, tasks: map[int64]*taskState{},
		workers: map[string]*workerState{}, pending: map[attemptKey][]*search.Path{},
		events: make(chan event, 256), finished: make(chan struct{}), start: time.Now()}
	if err := c.setUp(); err != nil {
		c.tearDown()
		return nil, err
	}
	go c.loop()
	return c, nil
}

// Run returns the run id, which workers may be given (gospf worker --run).
func (c *Coordinator) Run() string { return c.run }

// Wait waits for the end of the run and returns its result; with an error
// (a worker's explorer failed, the server went away) the result holds
// what was found before.
func (c *Coordinator) Wait() (*Result, error) {
	<-c.finished
	return c.result, c.err
}

// setUp makes the run's resources and queues the root task.
func (c *Coordinator) setUp() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	archive, err := packClasspath(c.desc.Classpath)
	if err != nil {
		return err
	}
	store, err := c.js.CreateObjectStore(ctx, jetstream.ObjectStoreConfig{Bucket: objectStore(c.run), Storage: jetstream.MemoryStorage})
	if err != nil {
		return fmt.Errorf("nats: object store: %w", err)
	}
	c.streamsMade = append(c.streamsMade, "objects")
	if _, err := store.PutBytes(ctx, classpathObject, archive); err != nil {
		return fmt.Errorf("nats: class path: %w", err)
	}
	if _, err := c.js.CreateStream(ctx, jetstream.StreamConfig{Name: workStream(c.run), Subjects: []string{taskSubject(c.run)},
		Retention: jetstream.WorkQueuePolicy, Storage: jetstream.MemoryStorage}); err != nil {
		return fmt.Errorf("nats: work stream: %w", err)
	}
	c.streamsMade = append(c.streamsMade, workStream(c.run))
	if _, err := c.js.CreateOrUpdateConsumer(ctx, workStream(c.run), jetstream.ConsumerConfig{Durable: workConsumer,
		AckPolicy: jetstream.AckExplicitPolicy, AckWait: c.o.AckWait, MaxDeliver: -1, MaxAckPending: -1}); err != nil {
		return fmt.Errorf("nats: work consumer: %w", err)
	}
	// Interest retention: a message is dropped once the coordinator's
	// consumer has it, so the server keeps only what is in flight.
	if _, err := c.js.CreateStream(ctx, jetstream.StreamConfig{Name: outStream(c.run), Subjects: []string{outSubject(c.run)},
		Retention: jetstream.InterestPolicy, Storage: jetstream.MemoryStorage}); err != nil {
		return fmt.Errorf("nats: results stream: %w", err)
	}
	c.streamsMade = append(c.streamsMade, outStream(c.run))
	cons, err := c.js.OrderedConsumer(ctx, outStream(c.run), jetstream.OrderedConsumerConfig{})
	if err != nil {
		return fmt.Errorf("nats: results consumer: %w", err)
	}
	if c.outCtx, err = cons.Messages(); err != nil {
		return fmt.Errorf("nats: results consumer: %w", err)
	}
	go func() {
		for {
			m, err := c.outCtx.Next()
			if err != nil {
				if !errors.Is(err, jetstream.ErrMsgIteratorClosed) {
					c.events <- event{err: fmt.Errorf("nats: results: %w", err)}
				}
				return
			}
			c.events <- event{out: m}
		}
	}()
	for subj, f := range map[string]func(*nats.Msg){
		ctlSubject(c.run): func(m *nats.Msg) {
			c.ctlMu.RLock()
			defer c.ctlMu.RUnlock()
			if c.closed {
				answerOver(m)
				return
			}
			c.events <- event{ctl: m}
		},
		beatSubject(c.run): func(m *nats.Msg) { c.events <- event{beat: m} },
	} {
		s, err := c.nc.Subscribe(subj, f)
		if err != nil {
			return fmt.Errorf("nats: %w", err)
		}
		c.subs = append(c.subs, s)
	}
	if err := c.queue(&search.Task{}); err != nil {
		return err
	}
	kv, err := c.js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: runsBucket, Storage: jetstream.MemoryStorage})
	if err != nil {
		return fmt.Errorf("nats: run registry: %w", err)
	}
	d, err := json.Marshal(c.desc)
	if err != nil {
		return err
	}
	if _, err := kv.Put(ctx, c.run, d); err != nil {
		return fmt.Errorf("nats: run registry: %w", err)
	}
	c.streamsMade = append(c.streamsMade, "registry")
	return nil
}

// queue gives t an id and publishes it to the work stream.
func (c *Coordinator) queue(t *search.Task) error {
	id := c.nextID
	c.nextID++
	data, err := json.Marshal(taskMsg{ID: id, Task: *t})
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := c.js.Publish(ctx, taskSubject(c.run), data, jetstream.WithMsgID(c.run+"-"+strconv.FormatInt(id, 10))); err != nil {
		return fmt.Errorf("nats: queue task: %w", err)
	}
	c.tasks[id] = &taskState{}
	c.outstanding++
	return nil
}

// loop is the coordinator: it alone reads and writes the run's state.
func (c *Coordinator) loop() {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	var timeout <-chan time.Time
	if c.o.MaxTime > 0 {
		t := time.NewTimer(c.o.MaxTime)
		defer t.Stop()
		timeout = t.C
	}
	for !c.over() {
		select {
		case e := <-c.events:
			switch {
			case e.err != nil:
				c.fail(e.err)
			case e.ctl != nil:
				c.control(e.ctl)
			case e.beat != nil:
				c.heartbeat(e.beat)
			case e.out != nil:
				c.result1(e.out)
			}
		case <-tick.C:
			if c.o.Stop != nil && c.o.Stop.Load() {
				c.halt("interrupted")
			}
			c.expire()
			c.publishState(true)
		case <-timeout:
			c.halt(search.MaxTimeReason(c.o.MaxTime))
		}
		c.publishState(false)
	}
	c.finish()
}

// over reports whether the run is complete: no task left, or it stops
// and no attempt is under way.
func (c *Coordinator) over() bool {
	return c.outstanding == 0 || (c.stopping != "" && !c.anyRunning())
}

func (c *Coordinator) anyRunning() bool {
	for _, t := range c.tasks {
		if t.running && !t.done {
			return true
		}
	}
	return false
}

// halt stops the run early; the first reason is kept.
func (c *Coordinator) halt(why string) {
	if c.stopping == "" {
		c.stopping = why
	}
}

// fail ends the run with err (the first error is kept).
func (c *Coordinator) fail(err error) {
	if c.err == nil {
		c.err = err
	}
	c.halt("error")
}

// control answers a worker's request.
func (c *Coordinator) control(m *nats.Msg) {
	var req ctlRequest
	var rep ctlReply
	if err := json.Unmarshal(m.Data, &req); err != nil {
		c.fail(fmt.Errorf("cluster: bad request from a worker: %w", err))
		c.respond(m, rep)
		return
	}
	w := c.worker(req.Worker)
	t := c.tasks[req.Task]
	switch req.Op {
	case "start":
		if t == nil || t.done || c.stopping != "" {
			rep.Skip = true
			break
		}
		if t.attempt > 0 {
			// The earlier attempt's worker died or was too slow: its
			// paths are thrown away, and its splits stand (the cuts).
			delete(c.pending, attemptKey{req.Task, t.attempt})
			c.discarded++
		}
		t.attempt++
		t.running, t.worker = true, req.Worker
		w.idle = false
		c.attempts++
		rep.Attempt, rep.Cuts = t.attempt, t.cuts
	case "split":
		if t == nil || t.done || t.attempt != req.Attempt || t.worker != req.Worker || c.stopping != "" || req.Sub == nil {
			break // the worker keeps the subtree
		}
		if err := c.queue(req.Sub); err != nil {
			c.fail(err)
			break
		}
		t.cuts = append(t.cuts, search.Cut{Prefix: req.Sub.Prefix, From: req.Sub.From})
		rep.OK = true
	case "finished":
		// Only the current attempt acknowledges the task's message: a
		// superseded one's acknowledgement would remove the message
		// while the current attempt may still die.
		rep.OK = t != nil && t.attempt == req.Attempt && t.worker == req.Worker
	default:
		c.fail(fmt.Errorf("cluster: unknown request %q from worker %s", req.Op, req.Worker))
	}
	c.respond(m, rep)
}

func (c *Coordinator) respond(m *nats.Msg, rep ctlReply) {
	data, err := json.Marshal(rep)
	if err == nil {
		err = m.Respond(data)
	}
	if err != nil {
		c.fail(fmt.Errorf("nats: reply: %w", err))
	}
}

// worker returns the state of the named worker, noting that it is alive.
func (c *Coordinator) worker(name string) *workerState {
	w := c.workers[name]
	if w == nil {
		w = &workerState{}
		c.workers[name] = w
	}
	w.seen, w.removed = time.Now(), false
	return w
}

func (c *Coordinator) heartbeat(m *nats.Msg) {
	var b beat
	if json.Unmarshal(m.Data, &b) != nil || b.Worker == "" {
		return
	}
	c.worker(b.Worker).idle = b.Idle
}

// expire forgets the workers not heard of lately; their running attempts
// will not finish, and JetStream delivers the tasks again after AckWait.
func (c *Coordinator) expire() {
	for name, w := range c.workers {
		if w.removed || time.Since(w.seen) < beatExpiry {
			continue
		}
		w.removed, w.idle = true, false
		for _, t := range c.tasks {
			if t.running && t.worker == name && !t.done {
				t.running = false
			}
		}
	}
}

// result1 handles one message of the results stream.
func (c *Coordinator) result1(m jetstream.Msg) {
	om, err := decodeOut(m.Data())
	if err != nil {
		c.fail(fmt.Errorf("cluster: bad result from a worker: %w", err))
		return
	}
	t := c.tasks[om.Task]
	current := t != nil && !t.done && t.attempt == om.Attempt
	k := attemptKey{om.Task, om.Attempt}
	if om.Paths != nil {
		if !current {
			return
		}
		ps, err := c.o.Decode(om.Paths)
		if err != nil {
			c.fail(fmt.Errorf("cluster: paths from worker %s: %w", om.Worker, err))
			return
		}
		c.pending[k] = append(c.pending[k], ps...)
		for _, p := range ps {
			c.arrived++
			if c.o.OnPath != nil {
				c.o.OnPath(p)
			}
		}
		if c.o.MaxPaths > 0 && c.arrived >= c.o.MaxPaths {
			c.halt(fmt.Sprintf("max_paths (%d) reached", c.o.MaxPaths))
		}
		return
	}
	if om.Done == nil || !current {
		return
	}
	d := om.Done
	if d.Error != "" {
		c.fail(errors.New(d.Error))
	}
	if d.Stats.Stopped != "" {
		// The worker stopped the attempt for a limit it watches itself
		// (its memory, search.Options.MaxMemory): the run stops; after a
		// stop of the run, the first reason stays.
		c.halt(d.Stats.Stopped)
	}
	t.done, t.running = true, false
	c.outstanding--
	c.accepted = append(c.accepted, &search.Result{Paths: c.pending[k], Stats: d.Stats})
	delete(c.pending, k)
	w := c.worker(om.Worker)
	w.idle = true // until it starts its next task
	w.stats.Stats.Add(&d.Stats)
	w.stats.Busy += d.Busy
	w.stats.Idle += d.Idle
	w.counters.Add(d.Counters)
}

// publishState tells the workers how many of them wait for work and
// whether to stop, when that changed or when always.
func (c *Coordinator) publishState(always bool) {
	idle, queued := 0, 0
	for _, w := range c.workers {
		if !w.removed && w.idle {
			idle++
		}
	}
	for _, t := range c.tasks {
		if !t.done && !t.running {
			queued++
		}
	}
	s := state{Hungry: idle - queued, Stop: c.stopping != ""}
	if !always && s == c.lastState {
		return
	}
	c.lastState = s
	c.sendState(s)
}

func (c *Coordinator) sendState(s state) {
	data, _ := json.Marshal(s)
	c.nc.Publish(stateSubject(c.run), data)
}

// finish builds the result, tells the workers the run is over and removes
// its resources.
func (c *Coordinator) finish() {
	r := &Result{Run: c.run, Attempts: c.attempts, Discarded: c.discarded}
	r.Result.Result = *dist.Merge(c.accepted, c.o.MaxPaths)
	if c.stopping != "error" {
		r.Stats.Stopped = c.stopping
	}
	r.Stats.Time = time.Since(c.start)
	r.Moved = int(c.nextID) - 1
	for name := range c.workers {
		r.WorkerNames = append(r.WorkerNames, name)
	}
	sort.Strings(r.WorkerNames)
	for _, name := range r.WorkerNames {
		w := c.workers[name]
		r.Workers = append(r.Workers, w.stats)
		r.WorkerCounters = append(r.WorkerCounters, w.counters)
		r.Counters.Add(w.counters)
	}
	c.result = r
	c.sendState(state{Stop: true, End: true})
	c.tearDown()
	close(c.finished)
}

// answerOver answers a request once the run is over: nothing more to
// explore, no subtree taken.
func answerOver(m *nats.Msg) {
	data, _ := json.Marshal(ctlReply{Skip: true})
	m.Respond(data)
}

// tearDown removes what setUp made.
func (c *Coordinator) tearDown() {
	// Requests that came in after the last round of the loop get their
	// answer: nothing more to explore. A handler hands a request on under
	// ctlMu, so once closed is set under it no request can be left in
	// events unanswered (a worker would wait for the reply's timeout); the
	// events are drained meanwhile, so that a handler blocked on a full
	// channel lets go of the lock.
	stop, drained := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(drained)
		for {
			select {
			case e := <-c.events:
				if e.ctl != nil {
					answerOver(e.ctl)
				}
			case <-stop:
				return
			}
		}
	}()
	c.ctlMu.Lock()
	c.closed = true
	c.ctlMu.Unlock()
	close(stop)
	<-drained
	for drainedAll := false; !drainedAll; {
		select {
		case e := <-c.events:
			if e.ctl != nil {
				answerOver(e.ctl)
			}
		default:
			drainedAll = true
		}
	}
	for _, s := range c.subs {
		s.Unsubscribe()
	}
	if c.outCtx != nil {
		c.outCtx.Stop()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// In the reverse order of their making: the run leaves the registry
	// first, so that a worker that finds its class path or streams gone
	// also finds the run gone (runGone) and does not report an error.
	for _, name := range slices.Backward(c.streamsMade) {
		switch name {
		case "objects":
			c.js.DeleteObjectStore(ctx, objectStore(c.run))
		case "registry":
			if kv, err := c.js.KeyValue(ctx, runsBucket); err == nil {
				kv.Delete(ctx, c.run)
			}
		default:
			c.js.DeleteStream(ctx, name)
		}
	}
}
