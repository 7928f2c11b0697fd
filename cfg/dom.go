package cfg

// immediateDominators computes the dominator tree of the nodes 0..n-1
// reachable from root (Cooper, Harvey and Kennedy's iterative algorithm
// over reverse postorder). idom[root] and the idom of unreachable nodes
// are -1; depth is each reachable node's depth in the tree (root 0,
// unreachable -1).
func immediateDominators(n, root int, succs, preds func(int) []int) (idom, depth []int) {
	post := make([]int, n) // postorder number, -1 unvisited
	for i := range post {
		post[i] = -1
	}
	var order []int // postorder
	type frame struct{ node, next int }
	visited := make([]bool, n)
	stack := []frame{{root, 0}}
	visited[root] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		ss := succs(top.node)
		if top.next < len(ss) {
			s := ss[top.next]
			top.next++
			if !visited[s] {
				visited[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post[top.node] = len(order)
		order = append(order, top.node)
		stack = stack[:len(stack)-1]
	}
	idom = make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[root] = root
	intersect := func(a, b int) int {
		for a != b {
			for post[a] < post[b] {
				a = idom[a]
			}
			for post[b] < post[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(order) - 2; i >= 0; i-- { // reverse postorder, root excluded
			b := order[i]
			nd := -1
			for _, p := range preds(b) {
				if post[p] < 0 || idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd >= 0 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	idom[root] = -1
	depth = make([]int, n)
	for i := range depth {
		depth[i] = -1
	}
	depth[root] = 0
	for i := len(order) - 2; i >= 0; i-- { // parents come first in reverse postorder
		b := order[i]
		if idom[b] >= 0 {
			depth[b] = depth[idom[b]] + 1
		}
	}
	return idom, depth
}

// computeDominators fills idom from block 0 over all edges.
func (g *Graph) computeDominators() {
	n := len(g.blocks)
	g.idom, g.ddepth = immediateDominators(n, 0, g.allSuccs, func(b int) []int { return g.allPreds[b] })
}

// computePostDominators fills ipdom, pdepth and reachesExit: dominators of
// the reversed normal-edge graph, rooted at the virtual exit.
func (g *Graph) computePostDominators() {
	n := len(g.blocks)
	exit := n
	var exitPreds []int
	for b := range g.blocks {
		if len(g.blocks[b].Succs) == 0 {
			exitPreds = append(exitPreds, b)
		}
	}
	exitEdge := []int{exit}
	rsuccs := func(b int) []int { // successors in the reversed graph
		if b == exit {
			return exitPreds
		}
		return g.blocks[b].Preds
	}
	rpreds := func(b int) []int {
		if b == exit {
			return nil
		}
		if len(g.blocks[b].Succs) == 0 {
			return exitEdge
		}
		return g.blocks[b].Succs
	}
	ipdom, depth := immediateDominators(n+1, exit, rsuccs, rpreds)
	g.reachesExit = make([]bool, n)
	for b := 0; b < n; b++ {
		g.reachesExit[b] = depth[b] >= 0
		if ipdom[b] < 0 {
			ipdom[b] = exit
		}
	}
	g.ipdom, g.pdepth = ipdom, depth
}

// IDom returns the immediate dominator of block b, or -1 for block 0 and
// for blocks unreachable from it.
func (g *Graph) IDom(b int) int { return g.idom[b] }

// Dominates reports whether block a dominates block b (every path from
// block 0 to b passes a; a block dominates itself). Blocks unreachable
// from block 0 dominate and are dominated by nothing.
func (g *Graph) Dominates(a, b int) bool {
	if g.ddepth[a] < 0 || g.ddepth[b] < 0 {
		return false
	}
	for g.ddepth[b] > g.ddepth[a] {
		b = g.idom[b]
	}
	return a == b
}

// IPDom returns the immediate post-dominator of block b: Exit() when only
// the method's exit follows all its paths, or when b cannot reach it.
func (g *Graph) IPDom(b int) int { return g.ipdom[b] }

// ReachesExit reports whether a return or athrow is reachable from block b
// over normal edges.
func (g *Graph) ReachesExit(b int) bool { return g.reachesExit[b] }

// PostDominates reports whether a post-dominates b: every normal path
// from b to the exit passes a (a block post-dominates itself; Exit()
// post-dominates every block that reaches it). A block that cannot reach
// the exit post-dominates nothing and is post-dominated only by Exit().
func (g *Graph) PostDominates(a, b int) bool {
	if a == g.Exit() {
		return true
	}
	if a < 0 || b < 0 || b >= len(g.blocks) || g.pdepth[a] < 0 || g.pdepth[b] < 0 {
		return false
	}
	for g.pdepth[b] > g.pdepth[a] {
		b = g.ipdom[b]
	}
	return a == b
}
