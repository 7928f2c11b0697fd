package cfg

// Region is the part of a method between a branch and the block where its
// normal paths meet again (package doc, "Regions").
type Region struct {
	// Branch is the block that ends in the branch.
	Branch int
	// Join is Branch's immediate post-dominator; Exit() of the graph when
	// the paths meet only at the method's exit.
	Join int
	// Acyclic is set when no cycle runs through the region's blocks.
	Acyclic bool
	// Size is the number of instructions of the blocks other than Branch.
	Size int
	// Blocks are the region's blocks, Branch first: in a topological
	// order when Acyclic, else in depth-first discovery order.
	Blocks []int
	// IDom and Preds are parallel to Blocks and set only when Acyclic:
	// each block's immediate dominator inside the region (-1 for Branch)
	// and its predecessors inside the region (ascending; none for
	// Branch, whose predecessors are outside).
	IDom  []int
	Preds [][]int
	// pos maps a block to its index in Blocks.
	pos map[int]int
}

// Position returns the index of block b in Blocks, or -1 when b is not in
// the region.
func (r *Region) Position(b int) int {
	if i, ok := r.pos[b]; ok {
		return i
	}
	return -1
}

// Region returns the region of the conditional jump or switch at
// instruction index i, computed on the first request. ok is false when i
// is not a conditional jump or switch (which always ends its block).
func (g *Graph) Region(i int) (r *Region, ok bool) {
	if i < 0 || i >= len(g.insns) {
		return nil, false
	}
	if op := g.insns[i].Op; !isCondJump(op) && !isSwitch(op) {
		return nil, false
	}
	if r, ok := g.regions[i]; ok {
		return r, true
	}
	r = g.buildRegion(g.BlockOf(i), g.ipdom[g.BlockOf(i)])
	g.regions[i] = r
	return r, true
}

// Body returns the region of the whole method: block 0 and every block
// reachable from it over normal edges, up to the exit (Join is Exit()).
// Its Size counts block 0's instructions too. It is computed on the first
// request.
func (g *Graph) Body() *Region {
	if g.body == nil {
		g.body = g.buildRegion(0, g.Exit())
		g.body.Size += g.blocks[0].End - g.blocks[0].Start
	}
	return g.body
}

// buildRegion collects the blocks from b up to join, looks for a cycle
// (depth-first search with colours) and orders them (reverse postorder),
// then computes the in-region predecessors and dominators.
func (g *Graph) buildRegion(b, join int) *Region {
	r := &Region{Branch: b, Join: join, Acyclic: true, pos: map[int]int{}}
	const (
		white = iota
		grey
		black
	)
	colour := map[int]int{}
	var post []int
	type frame struct{ node, next int }
	stack := []frame{{b, 0}}
	colour[b] = grey
	r.pos[b] = 0
	r.Blocks = append(r.Blocks, b)
	// Successors are visited last first, so that the reverse postorder
	// lists the TRUE side (and a switch's first case) first.
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		ss := g.blocks[top.node].Succs
		if top.next < len(ss) {
			s := ss[len(ss)-1-top.next]
			top.next++
			if s == r.Join {
				continue
			}
			switch colour[s] {
			case white:
				colour[s] = grey
				r.pos[s] = len(r.Blocks)
				r.Blocks = append(r.Blocks, s)
				stack = append(stack, frame{s, 0})
			case grey:
				r.Acyclic = false
			}
			continue
		}
		colour[top.node] = black
		post = append(post, top.node)
		stack = stack[:len(stack)-1]
	}
	for _, x := range r.Blocks[1:] {
		r.Size += g.blocks[x].End - g.blocks[x].Start
	}
	if !r.Acyclic {
		return r
	}
	// Reverse postorder is a topological order of a DAG, b first.
	for i := range r.Blocks {
		x := post[len(post)-1-i]
		r.Blocks[i] = x
		r.pos[x] = i
	}
	r.IDom = make([]int, len(r.Blocks))
	r.Preds = make([][]int, len(r.Blocks))
	r.IDom[0] = -1
	for i, x := range r.Blocks[1:] {
		i++
		d := -1
		for _, p := range g.blocks[x].Preds {
			if _, in := r.pos[p]; !in {
				continue
			}
			r.Preds[i] = append(r.Preds[i], p)
			if d < 0 {
				d = p
				continue
			}
			for d != p { // the nearest common dominator of d and p
				if r.pos[d] > r.pos[p] {
					d = r.IDom[r.pos[d]]
				} else {
					p = r.IDom[r.pos[p]]
				}
			}
		}
		r.IDom[i] = d
	}
	return r
}
