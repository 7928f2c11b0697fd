package cfg

import cf "gospf/classfile"

// Liveness of local variables (the dragon book's backward data-flow
// problem, over the blocks' normal and exceptional successors). A local
// is live before an instruction when some path from it reads the local
// before writing it. Loads read their local (a long or double load reads
// the first of its two slots, where the interpreter keeps the value);
// iinc reads and writes its local; stores write theirs, a long or double
// store both of its slots. A local a handler reads is live before every
// instruction of the blocks its range covers (an exception may leave a
// block before any of its writes), which is conservative: more locals
// live, never fewer.

// liveness holds the live-in set of every block, computed on first use.
type liveness struct {
	locals int      // one more than the highest local any instruction accesses
	words  int      // uint64 words per set
	in     []bitset // live-in per block
}

type bitset []uint64

func (s bitset) has(i int) bool { return s[i/64]&(1<<(i%64)) != 0 }
func (s bitset) set(i int)      { s[i/64] |= 1 << (i % 64) }
func (s bitset) clear(i int)    { s[i/64] &^= 1 << (i % 64) }

func (s bitset) or(t bitset) {
	for w, x := range t {
		s[w] |= x
	}
}

// LiveIn returns the locals live before instruction i (by instruction
// index), ascending. It panics when i is out of range.
func (g *Graph) LiveIn(i int) []int {
	if g.live == nil {
		g.computeLiveness()
	}
	s := g.liveBefore(g.BlockOf(i), i)
	var locals []int
	for l := 0; l < g.live.locals; l++ {
		if s.has(l) {
			locals = append(locals, l)
		}
	}
	return locals
}

// liveBefore returns the set live before instruction i of block b: the
// union of the successors' live-in sets walked back to i, with the
// handlers' live-in sets added before every instruction (an exception may
// leave the block before any of its writes).
func (g *Graph) liveBefore(b, i int) bitset {
	lv := g.live
	s := make(bitset, lv.words)
	for _, t := range g.blocks[b].Succs {
		s.or(lv.in[t])
	}
	var h bitset
	if hs := g.blocks[b].Handlers; len(hs) > 0 {
		h = make(bitset, lv.words)
		for _, t := range hs {
			h.or(lv.in[t])
		}
		s.or(h)
	}
	for j := g.blocks[b].End - 1; j >= i; j-- {
		g.transfer(s, j)
		if h != nil {
			s.or(h)
		}
	}
	return s
}

// transfer turns the set live after instruction j into the set live
// before it.
func (g *Graph) transfer(s bitset, j int) {
	use, def, wide := localAccess(g.insns[j])
	if def >= 0 && def < g.live.locals {
		s.clear(def)
		if wide && def+1 < g.live.locals {
			s.clear(def + 1)
		}
	}
	if use >= 0 && use < g.live.locals {
		s.set(use)
	}
}

// computeLiveness iterates the blocks backwards to a fixed point.
func (g *Graph) computeLiveness() {
	lv := &liveness{}
	for _, in := range g.insns {
		use, def, wide := localAccess(in)
		if def >= 0 && wide {
			def++
		}
		lv.locals = max(lv.locals, use+1, def+1)
	}
	lv.words = lv.locals/64 + 1
	lv.in = make([]bitset, len(g.blocks))
	for b := range lv.in {
		lv.in[b] = make(bitset, lv.words)
	}
	g.live = lv
	for changed := true; changed; {
		changed = false
		for b := len(g.blocks) - 1; b >= 0; b-- {
			s := g.liveBefore(b, g.blocks[b].Start)
			for w := range s {
				if s[w] != lv.in[b][w] {
					lv.in[b][w] = s[w]
					changed = true
				}
			}
		}
	}
}

// localAccess returns the local an instruction reads (use) and the one it
// writes (def), -1 for none; wide is set for a store of a long or double,
// which writes def and def+1.
func localAccess(in cf.Instruction) (use, def int, wide bool) {
	use, def = -1, -1
	op := in.Op
	switch {
	case op >= cf.OpIload && op <= cf.OpAload:
		use = int(in.A)
	case op >= cf.OpIload0 && op <= cf.OpAload3:
		use = int(op-cf.OpIload0) % 4
	case op >= cf.OpIstore && op <= cf.OpAstore:
		def = int(in.A)
		wide = op == cf.OpLstore || op == cf.OpDstore
	case op >= cf.OpIstore0 && op <= cf.OpAstore3:
		k := int(op - cf.OpIstore0)
		def = k % 4
		wide = k/4 == 1 || k/4 == 3 // lstore_n, dstore_n
	case op == cf.OpIinc:
		use, def = int(in.A), int(in.A)
	}
	return use, def, wide
}
