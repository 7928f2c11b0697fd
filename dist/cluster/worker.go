package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"gospf/dist"
	"gospf/search"
)

// Explorer is what a worker explores a run's tasks with: a search.Explorer
// on its own VM and solver stack, and the stack's counters.
type Explorer interface {
	dist.Explorer
	Counters() dist.Counters
	Close()
}

// Factory makes the explorer of a run from its description and the class
// path unpacked on this machine; its search must use the hooks.
type Factory func(d *Description, classpath []string, h dist.Hooks) (Explorer, error)

// WorkerOptions configures a worker.
type WorkerOptions struct {
	// Name identifies the worker in the run's statistics; it must be
	// unique among the workers of a run (default: host name and process id).
	Name string
	// Run, if set, is the one run to join; otherwise the worker joins the
	// runs it finds registered on the server, one after the other.
	Run string
	// Once makes Serve return after one run.
	Once bool
	// Stop ends the worker (SIGINT, SIGTERM): its current task is handed
	// back, to be explored by another worker.
	Stop *atomic.Bool
	// Log receives a line when the worker joins or leaves a run.
	Log io.Writer
}

// pathBatch is how many paths a worker sends in one message.
const pathBatch = 256

// Serve joins runs on the server nc is connected to and explores their
// tasks with explorers made by f, until o.Stop (or after one run, Once).
func Serve(nc *nats.Conn, f Factory, o WorkerOptions) error {
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	if o.Name == "" {
		host, _ := os.Hostname()
		o.Name = fmt.Sprintf("%s-%d", host, os.Getpid())
	}
	if o.Stop == nil {
		o.Stop = new(atomic.Bool)
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	done := map[string]bool{}
	for !o.Stop.Load() {
		d, err := findRun(js, o, done)
		if err != nil || d == nil {
			return err
		}
		done[d.Run] = true
		fmt.Fprintf(o.Log, "gospf worker %s: joined run %s (%s)\n", o.Name, d.Run, d.ConfigName)
		n, err := joinRun(nc, js, f, o, d)
		fmt.Fprintf(o.Log, "gospf worker %s: left run %s after %d tasks\n", o.Name, d.Run, n)
		if err != nil {
			return fmt.Errorf("run %s: %w", d.Run, err)
		}
		if o.Once {
			return nil
		}
	}
	return nil
}

// findRun waits for a registered run not in done and returns its
// description; nil when the worker is stopped first, or when it was to
// join run o.Run and that run is not registered: run ids are known only
// once registered, so it is over.
func findRun(js jetstream.JetStream, o WorkerOptions, done map[string]bool) (*Description, error) {
	for ; !o.Stop.Load(); time.Sleep(200 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		d, err := lookUpRun(ctx, js, o.Run, done)
		cancel()
		if err != nil || d != nil {
			return d, err
		}
		if o.Run != "" {
			fmt.Fprintf(o.Log, "gospf worker %s: run %s is over\n", o.Name, o.Run)
			return nil, nil
		}
	}
	return nil, nil
}

// lookUpRun reads the registry once.
func lookUpRun(ctx context.Context, js jetstream.JetStream, want string, done map[string]bool) (*Description, error) {
	kv, err := js.KeyValue(ctx, runsBucket)
	if errors.Is(err, jetstream.ErrBucketNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("nats: run registry: %w", err)
	}
	var runs []string
	if want != "" {
		runs = []string{want}
	} else if lister, err := kv.ListKeys(ctx); err == nil {
		for k := range lister.Keys() {
			runs = append(runs, k)
		}
		sort.Strings(runs)
	}
	for _, r := range runs {
		if done[r] {
			continue
		}
		e, err := kv.Get(ctx, r)
		if err != nil {
			continue // not registered yet, or over
		}
		var d Description
		if err := json.Unmarshal(e.Value(), &d); err != nil {
			return nil, fmt.Errorf("run %s: bad description: %w", r, err)
		}
		return &d, nil
	}
	return nil, nil
}

// runGone reports whether run is no longer registered: it ended.
func runGone(js jetstream.JetStream, run string) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	kv, err := js.KeyValue(ctx, runsBucket)
	if err != nil {
		return errors.Is(err, jetstream.ErrBucketNotFound)
	}
	_, err = kv.Get(ctx, run)
	return errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted)
}

// runWorker is a worker's part in one run.
type runWorker struct {
	nc   *nats.Conn
	js   jetstream.JetStream
	o    WorkerOptions
	d    *Description
	expl Explorer

	hungry  atomic.Int64
	stop    atomic.Bool // the searches stop: the run or the worker stops
	runStop atomic.Bool // the coordinator asked
	end     atomic.Bool
	idle    atomic.Bool
	// ended is cancelled when the run is over: a request in flight then
	// gets no answer (the coordinator has left) and is given up at once.
	ended    context.Context
	endedNow context.CancelFunc

	// The task attempt being explored and its paths not sent yet; touched
	// by the exploring goroutine only.
	task     int64
	attempt  int
	batch    []*search.Path
	sendErr  error
	idleFrom time.Time // when the worker last finished a task
}

// joinRun explores tasks of run d until it ends; it returns the number
// of tasks explored.
func joinRun(nc *nats.Conn, js jetstream.JetStream, f Factory, o WorkerOptions, d *Description) (int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	store, err := js.ObjectStore(ctx, objectStore(d.Run))
	var archive []byte
	if err == nil {
		archive, err = store.GetBytes(ctx, classpathObject)
	}
	cancel()
	if err != nil {
		if runGone(js, d.Run) {
			return 0, nil // the run ended meanwhile
		}
		return 0, fmt.Errorf("nats: class path: %w", err)
	}
	dir, err := os.MkdirTemp("", "gospf-worker-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	cp, err := unpackClasspath(archive, dir, len(d.Classpath))
	if err != nil {
		return 0, err
	}
	w := &runWorker{nc: nc, js: js, o: o, d: d, idleFrom: time.Now()}
	w.ended, w.endedNow = context.WithCancel(context.Background())
	defer w.endedNow()
	w.idle.Store(true)
	sub, err := nc.Subscribe(stateSubject(d.Run), w.onState)
	if err != nil {
		return 0, err
	}
	defer sub.Unsubscribe()
	if w.expl, err = f(d, cp, dist.Hooks{Stop: &w.stop, OnPath: w.onPath}); err != nil {
		return 0, err
	}
	defer w.expl.Close()
	var wg sync.WaitGroup
	quit := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		w.beat(quit)
	}()
	defer func() {
		close(quit)
		wg.Wait()
	}()
	ctx, cancel = context.WithTimeout(context.Background(), 10*time.Second)
	cons, err := js.Consumer(ctx, workStream(d.Run), workConsumer)
	cancel()
	if err != nil {
		return 0, nil // the run ended meanwhile
	}
	n := 0
	for !w.end.Load() && !o.Stop.Load() {
		got := false
		batch, err := cons.Fetch(1, jetstream.FetchMaxWait(500*time.Millisecond))
		if err == nil {
			for m := range batch.Messages() {
				got = true
				explored, err := w.handle(m)
				if err != nil {
					return n, err
				}
				if explored {
					n++
				}
			}
			err = batch.Error()
		}
		// The end of the run is published once; a worker that joined
		// as it ended finds the run gone from the registry.
		if !got && (err != nil || time.Since(w.idleFrom) > beatExpiry) && runGone(js, d.Run) {
			return n, nil
		}
		if err != nil && !errors.Is(err, nats.ErrTimeout) {
			time.Sleep(100 * time.Millisecond)
		}
	}
	return n, nil
}

func (w *runWorker) onState(m *nats.Msg) {
	var s state
	if json.Unmarshal(m.Data, &s) != nil {
		return
	}
	w.hungry.Store(int64(s.Hungry))
	if s.Stop {
		w.runStop.Store(true)
		w.stop.Store(true)
	}
	if s.End {
		w.end.Store(true)
		w.endedNow()
	}
}

// beat publishes the worker's heartbeat until quit, and passes a stop of
// the worker on to its search.
func (w *runWorker) beat(quit chan struct{}) {
	t := time.NewTicker(beatEvery)
	defer t.Stop()
	for {
		w.sendBeat()
		if w.o.Stop.Load() {
			w.stop.Store(true)
		}
		select {
		case <-quit:
			return
		case <-t.C:
		}
	}
}

// sendBeat publishes the worker's heartbeat: alive, idle or not.
func (w *runWorker) sendBeat() {
	data, _ := json.Marshal(beat{Worker: w.o.Name, Idle: w.idle.Load()})
	w.nc.Publish(beatSubject(w.d.Run), data)
}

// request sends a control request and decodes the reply.
func (w *runWorker) request(req ctlRequest) (ctlReply, error) {
	var rep ctlReply
	req.Worker = w.o.Name
	data, err := json.Marshal(req)
	if err != nil {
		return rep, err
	}
	ctx, cancel := context.WithTimeout(w.ended, 10*time.Second)
	defer cancel()
	m, err := w.nc.RequestWithContext(ctx, ctlSubject(w.d.Run), data)
	if err != nil {
		return rep, fmt.Errorf("nats: coordinator: %w", err)
	}
	return rep, json.Unmarshal(m.Data, &rep)
}

// handle explores the task of message m and reports it; explored is false
// when the task needed no exploring or was handed back.
func (w *runWorker) handle(m jetstream.Msg) (explored bool, err error) {
	var tm taskMsg
	if err := json.Unmarshal(m.Data(), &tm); err != nil {
		m.Term()
		return false, fmt.Errorf("bad task message: %w", err)
	}
	rep, err := w.request(ctlRequest{Op: "start", Task: tm.ID})
	if err != nil {
		m.NakWithDelay(time.Second)
		return false, nil
	}
	if rep.Skip {
		return false, m.Ack()
	}
	idleFor := time.Since(w.idleFrom)
	w.idle.Store(false)
	defer func() {
		w.idle.Store(true)
		w.idleFrom = time.Now()
		w.sendBeat()
	}()
	tm.Task.Cuts = rep.Cuts
	w.task, w.attempt, w.batch, w.sendErr = tm.ID, rep.Attempt, nil, nil
	// Tell JetStream the task is in progress, so that it is delivered
	// again only when this worker stops reporting.
	quit := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(max(w.d.AckWait/4, 10*time.Millisecond))
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
				m.InProgress()
			}
		}
	}()
	defer func() {
		close(quit)
		wg.Wait()
	}()
	before := w.expl.Counters()
	start := time.Now()
	res, xerr := w.expl.Explore(&tm.Task, w)
	busy := time.Since(start)
	w.flush()
	if w.o.Stop.Load() || w.sendErr != nil || res == nil {
		// Stopped by this worker's own stop, or paths were lost: the task
		// goes back to the queue, whole.
		m.Nak()
		return false, w.sendErr
	}
	done := &taskDone{Stats: res.Stats, Counters: w.expl.Counters(), Busy: busy, Idle: idleFor}
	done.Counters.Sub(before)
	done.Counters.SubReplayed(res.Stats.ReplayedMerge)
	if xerr != nil {
		done.Error = xerr.Error()
	}
	if err := w.send(outMsg{Done: done}); err != nil {
		m.Nak()
		return false, err
	}
	if rep, err := w.request(ctlRequest{Op: "finished", Task: w.task, Attempt: w.attempt}); err != nil || !rep.OK {
		// Superseded: the current attempt's worker acknowledges.
		return false, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m.DoubleAck(ctx)
	return true, nil
}

// onPath collects a path of the current attempt and sends a full batch.
func (w *runWorker) onPath(p *search.Path) {
	w.batch = append(w.batch, p)
	if len(w.batch) >= pathBatch {
		w.flush()
	}
}

// flush sends the paths collected.
func (w *runWorker) flush() {
	if len(w.batch) == 0 || w.sendErr != nil {
		return
	}
	if err := w.send(outMsg{Paths: dist.EncodePaths(w.batch)}); err != nil {
		w.sendErr = err
		w.stop.Store(true)
	}
	w.batch = w.batch[:0]
}

// send publishes a message of the current attempt to the results stream
// and waits for the server to have stored it.
func (w *runWorker) send(om outMsg) error {
	om.Worker, om.Task, om.Attempt = w.o.Name, w.task, w.attempt
	data, err := encodeOut(&om)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := w.js.Publish(ctx, outSubject(w.d.Run), data); err != nil {
		return fmt.Errorf("nats: results: %w", err)
	}
	return nil
}

// Wanted reports whether the coordinator knows of idle workers.
func (w *runWorker) Wanted() bool { return w.hungry.Load() > 0 && !w.stop.Load() }

// Give offers a subtree to the coordinator, which queues it as a task.
func (w *runWorker) Give(t *search.Task) bool {
	rep, err := w.request(ctlRequest{Op: "split", Task: w.task, Attempt: w.attempt, Sub: t})
	if err != nil || !rep.OK {
		return false
	}
	// One worker fewer waits, until the coordinator says otherwise.
	w.hungry.Add(-1)
	return true
}
