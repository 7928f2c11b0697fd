package main

// Loops over symbolic lengths (GenOptions.Loops): run may allocate an int
// array whose length is a symbolic variable and loop over it, as in
// Figure 3 of the bounded symbolic-size model paper (Trabish, Itzhaky and
// Rinetzky): the allocation throws NegativeArraySizeException for a
// negative length (a length above max_array_length, HeapMaxArrayLength,
// is capped first, since fuzzdiff treats a cut path as a limit hit), and
// every test of the loop forks on the length.
// The body may break on a symbolic condition, branch on a symbolic
// condition, and write the array; after the loop the array's length and
// a guarded element are read, so the merged contents of loop merging
// (search.merge = "loops") are observed.

// symLoopStmt writes an allocation of symbolic length and a loop over it
// within budget, if it can, and returns its ways.
func (g *gen) symLoopStmt(budget int) (int, bool) {
	if g.depth >= g.opt.MaxDepth {
		return 0, false
	}
	g.startExpr(budget)
	t, ok := g.assignable()
	if !ok {
		return 0, false
	}
	brk, cond := g.chance(0.5), g.chance(0.5)
	f := 1 // forks per iteration
	if brk {
		f *= 2
	}
	if cond {
		f *= 2
	}
	// The cap's two sides, the allocation's two outcomes, at most
	// sum_{k<=3} f^k paths through the loop, and the guarded read after it.
	loop := 0
	for k, p := 0, 1; k <= HeapMaxArrayLength; k, p = k+1, p*f {
		loop += p
	}
	if !g.fork(4 * loop * 2) {
		brk, cond, loop = false, false, HeapMaxArrayLength+1
		if !g.fork(4 * loop * 2) {
			return 0, false
		}
	}
	g.symArrays = true
	a, i := g.newVar("a"), g.newVar("i")
	n := g.symLeaf()
	g.line("int[] %s = new int[%s > %d ? %d : %s];", a, n, HeapMaxArrayLength, HeapMaxArrayLength, n)
	g.line("for (int %s = 0; %s < %s.length; %s++) {", i, i, a, i)
	g.ind++
	if brk {
		g.line("if (%s %s %s) break;", g.symLeafNot(t), g.pick(cmpOps), g.constant())
	}
	if cond {
		g.line("if (%s %s %s) %s += %s;", g.symLeafNot(t), g.pick(cmpOps), g.constant(), t, i)
	}
	switch g.intn(3) {
	case 0:
		g.line("%s[%s] = %s + %s;", a, i, g.symLeafNot(t), i)
	case 1:
		g.line("%s[%s] = %s;", a, i, t)
	}
	g.line("%s %s %s;", t, g.pick([]string{"+=", "-="}), i)
	g.ind--
	g.line("}")
	k := g.intn(HeapMaxArrayLength)
	g.line("if (%s.length > %d) %s += %s[%d] + %s.length;", a, k, t, a, k, a)
	return g.eWays, true
}
