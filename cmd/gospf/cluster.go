package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"

	"gospf/config"
	"gospf/dist"
	"gospf/dist/cluster"
	"gospf/search"
	"gospf/solver"
)

// exploreFlags explores cfg as the flags of gospf run say: over NATS with
// --nats, else in this process.
func exploreFlags(f *flags, cfg *config.Config, o runOpts, stderr io.Writer) (*outcomeRun, error) {
	url, ok := f.rest["nats"]
	if !ok {
		return explore(cfg, o)
	}
	if cfg.Search.Summaries != "none" {
		// A summary's choice points depend on what its explorer recorded
		// before, so a worker could not replay another's prefix.
		return nil, &usageError{"--nats: search.summaries runs one explorer; set summaries = \"none\" to distribute"}
	}
	local := 0
	if _, given := f.rest["workers"]; given || url == "embedded" {
		local = workerCount(cfg)
	}
	var ackWait time.Duration
	if s := f.rest["ack-wait"]; s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return nil, &usageError{fmt.Sprintf("--ack-wait: want a duration like 10s, got %q", s)}
		}
		ackWait = d
	}
	return exploreCluster(cfg, clusterRun{url: url, local: local, ackWait: ackWait, log: stderr}, o)
}

// clusterRun says how a run is distributed.
type clusterRun struct {
	// url is the NATS server, or "embedded" for one started in this
	// process.
	url string
	// local is the number of worker processes to start on this machine.
	local   int
	ackWait time.Duration
	// log receives the run id, the hint to start workers, and the
	// output of local workers that fail.
	log io.Writer
	// spawn starts the local workers (default: startWorkers, processes)
	// and returns what waits for them.
	spawn func(n int, url, run string, log io.Writer) waiter
}

// exploreCluster explores cfg with workers that join through a NATS
// JetStream server (package dist/cluster): this process coordinates, and
// builds one VM for itself to check the configuration and decode the
// workers' paths.
func exploreCluster(cfg *config.Config, cr clusterRun, o runOpts) (*outcomeRun, error) {
	w, err := newWorker(cfg, o)
	if err != nil {
		return nil, err
	}
	defer w.close()
	// The workers get the configuration as loaded here, overrides and
	// defaults applied.
	text, err := json.Marshal(cfg)
	if err != nil {
		return nil, err
	}
	url := cr.url
	if url == "embedded" {
		dir, err := os.MkdirTemp("", "gospf-nats-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
		srv, err := cluster.StartServer(dir)
		if err != nil {
			return nil, err
		}
		defer srv.Close()
		url = srv.URL()
	}
	nc, err := nats.Connect(url, nats.Name("gospf coordinator"))
	if err != nil {
		return nil, fmt.Errorf("--nats %s: %w", cr.url, err)
	}
	defer nc.Close()
	desc := cluster.Description{Config: text, ConfigName: cfg.File, Classpath: cfg.Target.Classpath, ErrorModelsOnly: o.errorModelsOnly}
	ctx := w.vm.Ctx()
	coord, err := cluster.Start(nc, desc, cluster.Options{MaxPaths: cfg.Search.MaxPaths, MaxTime: cfg.Search.MaxTime,
		Stop: o.stop, OnPath: o.onPath, AckWait: cr.ackWait,
		Decode: func(wp *dist.WirePaths) ([]*search.Path, error) { return dist.DecodePaths(wp, ctx, w.vm) }})
	if err != nil {
		return nil, err
	}
	if cr.local == 0 {
		fmt.Fprintf(cr.log, "gospf: run %s on %s: start workers with: gospf worker --nats %s\n", coord.Run(), url, url)
	}
	spawn := cr.spawn
	if spawn == nil {
		spawn = func(n int, url, run string, log io.Writer) waiter { return startWorkers(n, url, run, log) }
	}
	workers := spawn(cr.local, url, coord.Run(), cr.log)
	res, runErr := coord.Wait()
	workers.wait()
	if res == nil {
		return nil, runErr
	}
	var perWorker []solver.Stats
	for _, c := range res.WorkerCounters {
		perWorker = append(perWorker, c.Calls)
	}
	out, err := newOutcomeRun(cfg, w.vm, &res.Result.Result, res.Counters, perWorker)
	if err != nil {
		return nil, err
	}
	out.parallel = &res.Result
	out.cluster = res
	return out, runErr
}

// localWorkers are worker processes started by a coordinator.
type localWorkers struct {
	cmds []*exec.Cmd
	outs []*bytes.Buffer
	log  io.Writer
}

// startWorkers starts n processes `gospf worker --nats url --run run
// --once` of this executable.
func startWorkers(n int, url, run string, log io.Writer) *localWorkers {
	lw := &localWorkers{log: log}
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(log, "gospf: cannot start workers: %v\n", err)
		return lw
	}
	for i := range n {
		cmd := exec.Command(exe, "worker", "--nats", url, "--run", run, "--once", "--name", fmt.Sprintf("local-%d", i+1))
		cmd.Env = append(os.Environ(), workerEnv+"=1")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			fmt.Fprintf(log, "gospf: cannot start a worker: %v\n", err)
			continue
		}
		lw.cmds, lw.outs = append(lw.cmds, cmd), append(lw.outs, &out)
	}
	return lw
}

// workerEnv marks a process started by startWorkers (tests use it to run
// their binary as a worker).
const workerEnv = "GOSPF_WORKER"

// wait waits for the workers, which leave when the run ends, killing the
// ones that have not after 10 seconds, and shows the output of those that
// failed.
func (lw *localWorkers) wait() {
	for i, cmd := range lw.cmds {
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			err = <-done
		}
		if err != nil {
			fmt.Fprintf(lw.log, "gospf: worker %d: %v\n%s", i+1, err, lw.outs[i])
		}
	}
}

// cmdWorker is gospf worker: it explores tasks of the runs on a NATS
// server until interrupted.
func cmdWorker(args []string, stdout, stderr io.Writer) error {
	o := cluster.WorkerOptions{Log: stderr, Stop: new(atomic.Bool)}
	var url string
	for i := 0; i < len(args); i++ {
		name, val, hasVal := strings.Cut(strings.TrimPrefix(args[i], "--"), "=")
		if !strings.HasPrefix(args[i], "--") {
			return &usageError{fmt.Sprintf("unexpected argument %q", args[i])}
		}
		if name == "once" {
			o.Once = true
			continue
		}
		if !hasVal {
			if i+1 >= len(args) {
				return &usageError{fmt.Sprintf("--%s needs a value", name)}
			}
			i++
			val = args[i]
		}
		switch name {
		case "nats":
			url = val
		case "run":
			o.Run = val
		case "name":
			o.Name = val
		default:
			return &usageError{fmt.Sprintf("unknown flag --%s", name)}
		}
	}
	if url == "" {
		return &usageError{"gospf worker needs --nats URL"}
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sig)
	go func() {
		if _, ok := <-sig; ok {
			o.Stop.Store(true)
		}
	}()
	nc, err := nats.Connect(url, nats.Name("gospf worker"), nats.MaxReconnects(-1))
	if err != nil {
		return fmt.Errorf("--nats %s: %w", url, err)
	}
	defer nc.Close()
	return cluster.Serve(nc, newClusterExplorer, o)
}

// clusterExplorer is a worker's explorer for one run.
type clusterExplorer struct {
	*search.Explorer
	w *worker
}

func (e *clusterExplorer) Counters() dist.Counters { return dist.CountersOf(e.w.stack, e.w.vm) }

func (e *clusterExplorer) Close() { e.w.close() }

// newClusterExplorer builds the explorer of a run on this worker: the
// coordinator's configuration with the class path it shipped, and this
// machine's JDK (found as with vm.java_home = "").
func newClusterExplorer(d *cluster.Description, cp []string, h dist.Hooks) (cluster.Explorer, error) {
	cfg := &config.Config{}
	if err := json.Unmarshal(d.Config, cfg); err != nil {
		return nil, fmt.Errorf("run %s: configuration: %w", d.Run, err)
	}
	cfg.Target.Classpath, cfg.VM.JavaHome = cp, ""
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	w, err := newWorker(cfg, runOpts{sharedTree: true, errorModelsOnly: d.ErrorModelsOnly})
	if err != nil {
		return nil, err
	}
	so := w.searchOptions(cfg, h.Stop, h.OnPath)
	so.MaxPaths, so.MaxTime = 0, 0
	e, err := search.NewExplorer(cfg.Search.Strategy, so, w.vm, w.checker)
	if err != nil {
		w.close()
		return nil, err
	}
	return &clusterExplorer{Explorer: e, w: w}, nil
}

// waiter waits for the workers a coordinator started.
type waiter interface{ wait() }
