package cluster

import (
	"bytes"
	"crypto/rand"
	"encoding/gob"
	"encoding/hex"
	"time"

	"gospf/dist"
	"gospf/search"
)

// The names of one run's JetStream resources and subjects. A run id is 12
// random hex digits, so runs on one server never share a name.
const runsBucket = "gospf_runs" // key value: run id -> Description

func workStream(run string) string  { return "GOSPF_" + run }
func outStream(run string) string   { return "GOSPF_" + run + "_OUT" }
func objectStore(run string) string { return "gospf_" + run }
func taskSubject(run string) string { return "gospf." + run + ".task" }
func outSubject(run string) string  { return "gospf." + run + ".out" }
func ctlSubject(run string) string  { return "gospf." + run + ".ctl" }
func beatSubject(run string) string { return "gospf." + run + ".beat" }
func stateSubject(run string) string {
	return "gospf." + run + ".state"
}

// workConsumer is the durable consumer every worker of a run pulls from.
const workConsumer = "workers"

// classpathObject names the archive of the target's class path.
const classpathObject = "classpath.tar.gz"

// newRunID returns a fresh run id.
func newRunID() (string, error) {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// Description is what a worker needs to join a run: the configuration as
// the coordinator loaded it, and the class path it ships in the run's
// object store.
type Description struct {
	Run string `json:"run"`
	// Config is the coordinator's configuration, in the encoding its
	// factory reads (opaque here); ConfigName names it in logs.
	Config     []byte `json:"config"`
	ConfigName string `json:"config_name"`
	// Classpath lists the coordinator's class path entries; the archive
	// holds entry i as cp<i>/ (a directory) or cp<i>.jar (a file).
	Classpath []string `json:"classpath"`
	// AckWait is how long a task stays with a worker that stops
	// reporting progress before it is delivered again.
	AckWait time.Duration `json:"ack_wait"`
	// ErrorModelsOnly tells the workers that the coordinator shows no
	// inputs of the paths that end normally: their searches report those
	// without a model (search.Options.ErrorModelsOnly).
	ErrorModelsOnly bool `json:"error_models_only,omitempty"`
}

// taskMsg is one work item: a task and the id the coordinator gave it.
type taskMsg struct {
	ID   int64       `json:"id"`
	Task search.Task `json:"task"`
}

// ctlRequest is a worker's request to the coordinator (request-reply on
// the ctl subject): "start" before exploring a task, "split" to give a
// subtree away, "finished" before acknowledging the task's message.
type ctlRequest struct {
	Op      string       `json:"op"`
	Worker  string       `json:"worker"`
	Task    int64        `json:"task"`
	Attempt int          `json:"attempt,omitempty"`
	Sub     *search.Task `json:"sub,omitempty"`
}

// ctlReply answers a ctlRequest. To "start": the attempt number and the
// subtrees earlier attempts gave away, or Skip when the task needs no
// exploring (done, or the run stops). To "split": OK when the subtree was
// queued as a task, otherwise the worker explores it itself. To
// "finished": OK when the attempt is still the task's current one, which
// alone acknowledges the message.

type ctlReply struct {
	Attempt int          `json:"attempt,omitempty"`
	Cuts    []search.Cut `json:"cuts,omitempty"`
	Skip    bool         `json:"skip,omitempty"`
	OK      bool         `json:"ok,omitempty"`
}

// beat is a worker's heartbeat, published every beatEvery.
type beat struct {
	Worker string `json:"worker"`
	Idle   bool   `json:"idle"`
}

const (
	beatEvery  = 500 * time.Millisecond
	beatExpiry = 4 * time.Second // a worker not heard of for this long is gone
)

// state is what the coordinator publishes to the workers whenever it
// changes, and every tick.
type state struct {
	// Hungry is the number of idle workers less the tasks queued: positive
	// when busy workers should give work away.
	Hungry int `json:"hungry"`
	// Stop asks the workers to end their tasks at the next choice point.
	Stop bool `json:"stop"`
	// End says the run is over.
	End bool `json:"end"`
}

// outMsg is a message of the results stream: a batch of paths of a task
// attempt, or its end.
type outMsg struct {
	Worker  string          `json:"worker"`
	Task    int64           `json:"task"`
	Attempt int             `json:"attempt"`
	Paths   *dist.WirePaths `json:"paths,omitempty"`
	Done    *taskDone       `json:"done,omitempty"`
}

// encodeOut and decodeOut are the codec of the results stream:
// encoding/gob, which the coordinator decodes several times faster than
// JSON (every path of the run passes through its one goroutine; with
// JSON decoding was three quarters of its time). Each message carries its
// own type descriptions, so messages decode in any order and alone.
func encodeOut(om *outMsg) ([]byte, error) {
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(om); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func decodeOut(data []byte) (*outMsg, error) {
	om := &outMsg{}
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(om); err != nil {
		return nil, err
	}
	return om, nil
}

// taskDone is what a worker reports when it has explored a task attempt.
type taskDone struct {
	Stats    search.Stats  `json:"stats"`
	Counters dist.Counters `json:"counters"`
	// Busy is the time spent exploring it, Idle the worker's time without
	// a task before it.
	Busy time.Duration `json:"busy"`
	Idle time.Duration `json:"idle"`
	// Error is the explorer's error, which ends the run.
	Error string `json:"error,omitempty"`
}
