package dist

import "container/heap"

// Profile is an execution tree recorded from a run of one explorer: its
// paths in order, each with its choice sequence (search.Path.Seq) and the
// cost of the work that led to it from the choice point where it left the
// previous path (for the first path, from the start of the program).
// Work on branches that reported no path (infeasible sides, cut or ignored
// paths) is part of the next path's cost, so the costs add up to the run's.
type Profile struct {
	Paths []ProfiledPath
}

// ProfiledPath is one path of a Profile.
type ProfiledPath struct {
	Seq  []int
	Cost float64
}

// SimOptions are the parameters of the model.
type SimOptions struct {
	// Workers is the number of explorers.
	Workers int
	// Transfer is the cost of moving a task: asking, queueing, taking it
	// (in the units of the profile's costs).
	Transfer float64
	// ReplayPerChoice is the cost of replaying one choice of a task's
	// prefix on the receiving explorer.
	ReplayPerChoice float64
}

// SimResult is what the model predicts.
type SimResult struct {
	// Time is the makespan: when the last explorer finishes.
	Time float64
	// Work is the total cost of the tree (the time of one explorer).
	Work float64
	// Moved counts the tasks moved; Idle adds up the explorers' time
	// without a task before Time.
	Moved int
	Idle  float64
}

// Speedup is Work / Time.
func (r SimResult) Speedup() float64 { return r.Work / r.Time }

// simNode is a node of the recorded tree: a choice point, or the end of a
// path when it has no children. cost is the cost of the edge into it.
// children are indexed by position; a position no path took (an
// infeasible side) is nil.
type simNode struct {
	children []*simNode
	cost     float64
	depth    int
}

// buildTree makes the tree of a profile: each path's cost is spread
// evenly over the edges it adds to the paths before it.
func buildTree(p Profile) (*simNode, float64) {
	root := &simNode{}
	total := 0.0
	var prev []int
	for _, pp := range p.Paths {
		total += pp.Cost
		shared := 0
		for shared < len(prev) && shared < len(pp.Seq) && prev[shared] == pp.Seq[shared] {
			shared++
		}
		n := root
		for _, pos := range pp.Seq[:shared] {
			n = n.children[pos]
		}
		added := pp.Seq[shared:]
		if len(added) == 0 {
			n.cost += pp.Cost // not a tree's leaf; kept for robustness
			continue
		}
		for _, pos := range added {
			for len(n.children) <= pos {
				n.children = append(n.children, nil)
			}
			c := &simNode{cost: pp.Cost / float64(len(added)), depth: n.depth + 1}
			n.children[pos] = c
			n = c
		}
		prev = pp.Seq
	}
	return root, total
}

// simFrame is a choice point on a simulated explorer's stack.
type simFrame struct {
	n         *simNode
	next, end int
}

// simWorker is one simulated explorer.
type simWorker struct {
	id    int
	stack []simFrame
	at    *simNode // the node it arrives at, at time clock
	clock float64
}

// Simulate plays the work sharing of Run on the recorded tree: each
// explorer walks its task depth-first, paying each edge's cost; when an
// explorer waits and no task is queued, the next explorer to reach a
// choice point gives away the untried children of its shallowest choice
// point that has some, as dist's searches do; the receiver pays Transfer
// plus ReplayPerChoice per choice of the task's prefix. The model leaves
// out what the real searches add: shareability under speculation (it
// shares any choice point), solver caches, memory and contention.
func Simulate(p Profile, o SimOptions) SimResult {
	root, total := buildTree(p)
	res := SimResult{Work: total}
	if o.Workers < 1 {
		return res
	}
	type task struct {
		n         *simNode
		from, end int
	}
	var queue []task
	h := &simHeap{}
	idle := []*simWorker{}
	idleSince := make([]float64, o.Workers)
	for i := 1; i < o.Workers; i++ {
		idle = append(idle, &simWorker{id: i})
	}
	heap.Push(h, &simWorker{id: 0, at: root, clock: root.cost})
	for h.Len() > 0 {
		w := heap.Pop(h).(*simWorker)
		now := w.clock
		if n := w.at; len(n.children) > 0 {
			// A choice point: share if someone waits, then take the
			// first child.
			w.stack = append(w.stack, simFrame{n: n, next: 0, end: len(n.children)})
			if len(idle) > len(queue) {
				for i := range w.stack[:len(w.stack)-1] {
					f := &w.stack[i]
					if f.next < f.end {
						queue = append(queue, task{n: f.n, from: f.next, end: f.end})
						f.end = f.next
						res.Moved++
						break
					}
				}
			}
		}
		// Go to the next untried child, backtracking as needed.
		w.at = nil
		for w.at == nil && len(w.stack) > 0 {
			f := &w.stack[len(w.stack)-1]
			if f.next >= f.end {
				w.stack = w.stack[:len(w.stack)-1]
				continue
			}
			if c := f.n.children[f.next]; c != nil {
				w.at, w.clock = c, now+c.cost
			}
			f.next++
		}
		if w.at != nil {
			heap.Push(h, w)
		} else {
			idleSince[w.id] = now
			res.Time = max(res.Time, now)
			idle = append(idle, w)
		}
		// Waiting explorers take the queued tasks, oldest first.
		for len(queue) > 0 && len(idle) > 0 {
			t, x := queue[0], idle[0]
			queue, idle = queue[1:], idle[1:]
			res.Idle += now - idleSince[x.id]
			x.clock = now + o.Transfer + o.ReplayPerChoice*float64(t.n.depth)
			x.stack = append(x.stack[:0], simFrame{n: t.n, next: t.from, end: t.end})
			x.at = &simNode{} // arrives at nothing: continues with the frame
			heap.Push(h, x)
		}
	}
	for _, x := range idle {
		res.Idle += res.Time - idleSince[x.id]
	}
	return res
}

// simHeap orders explorers by the time of their next event.
type simHeap []*simWorker

func (h simHeap) Len() int { return len(h) }
func (h simHeap) Less(i, j int) bool {
	if h[i].clock != h[j].clock {
		return h[i].clock < h[j].clock
	}
	return h[i].id < h[j].id
}
func (h simHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *simHeap) Push(x any)   { *h = append(*h, x.(*simWorker)) }
func (h *simHeap) Pop() any {
	old := *h
	w := old[len(old)-1]
	*h = old[:len(old)-1]
	return w
}
