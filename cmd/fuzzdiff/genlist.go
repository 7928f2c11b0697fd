package main

// Search loops over lists of concrete shape (GenOptions.Lists): run may
// build a list of one to three Node cells whose keys are symbolic
// expressions and walk it while a symbolic test holds, as a lookup in a
// sorted list does. The walk forks once per cell it may stop at, with no
// symbolic size involved; search.merge_all_loops merges the cells it may
// stop at into a merged reference, so the statement after the walk reads
// the stopping cell's key (read through the merged reference), tests its
// next field against null, or writes its key (which binds the merged
// reference), and those reads and writes are compared with pure DFS.

// listSearchStmt writes a list and a walk over it within budget, if it
// can, and returns its ways.
func (g *gen) listSearchStmt(budget int) (int, bool) {
	if g.depth >= g.opt.MaxDepth {
		return 0, false
	}
	g.startExpr(budget)
	t, ok := g.assignable()
	if !ok {
		return 0, false
	}
	n := 1 + g.intn(3)
	// The walk stops at one of n cells; the statement after it forks in
	// two at most.
	if !g.fork(2 * n) {
		return 0, false
	}
	g.lists = true
	cells := make([]string, n)
	for i := range cells {
		cells[i] = g.newVar("l")
	}
	for i := n - 1; i >= 0; i-- {
		g.line("Node %s = new Node();", cells[i])
		g.line("%s.val = %s;", cells[i], g.symLeaf())
		if i < n-1 {
			g.line("%s.next = %s;", cells[i], cells[i+1])
		}
	}
	c := g.newVar("c")
	key := g.symLeafNot(t)
	g.line("Node %s = %s;", c, cells[0])
	g.line("while (%s.next != null && %s.val %s %s) {", c, c, g.pick(cmpOps), key)
	g.line("    %s = %s.next;", c, c)
	g.line("}")
	switch g.intn(4) {
	case 0:
		g.line("%s += %s.val;", t, c)
	case 1:
		g.line("if (%s.val %s %s) %s += %s.val; else %s -= %s;", c, g.pick(cmpOps), g.constant(), t, c, t, g.constant())
	case 2:
		g.line("%s += %s.next == null ? %s.val : %s.next.val;", t, c, c, c)
	default:
		g.line("%s.val = %s;", c, t)
		g.line("%s += %s.val;", t, cells[0])
	}
	return g.eWays, true
}
