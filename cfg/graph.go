package cfg

import (
	"fmt"
	"slices"
	"sort"

	cf "gospf/classfile"
)

// Block is a basic block: instructions [Start, End) by instruction index.
type Block struct {
	Start, End int
	// Succs are the normal successors, in the order the package doc gives
	// (for a conditional jump: the TRUE side, then the FALSE side).
	Succs []int
	// Handlers are the handler blocks an exception thrown in the block
	// reaches, in exception-table order, without duplicates.
	Handlers []int
	// Preds are the blocks with a normal edge to this one, ascending.
	Preds []int
}

// Edge is a control-flow edge between two blocks.
type Edge struct{ From, To int }

// Graph is the control-flow graph of one method's code with its dominance
// and loop information. It is immutable once built, except for the
// memoised regions.
type Graph struct {
	insns  []cf.Instruction
	blocks []Block
	// blockOf maps an instruction index to its block.
	blockOf []int32
	// allPreds are the predecessors over normal and exceptional edges.
	allPreds [][]int
	// idom is the immediate dominator of each block (-1 for block 0 and
	// for blocks unreachable from it).
	idom []int
	// ddepth is each block's depth in the dominator tree (-1: unreachable).
	ddepth []int
	// ipdom is the immediate post-dominator of each block (Exit() for the
	// exit's children and for blocks that cannot reach the exit); the
	// entry at index Exit() is -1.
	ipdom []int
	// reachesExit marks the blocks with a normal path to a return or athrow.
	reachesExit []bool
	// pdepth is the depth of each node in the post-dominator tree (the
	// exit at 0), for PostDominates.
	pdepth    []int
	backEdges []Edge
	loops     []Loop
	regions   map[int]*Region
	// body is the region of the whole method, once asked for.
	body *Region
	// live holds the locals' liveness, computed on first request (liveness.go).
	live *liveness
}

// New builds the graph of code. It fails on code classfile cannot decode
// and on jsr and ret.
func New(code *cf.Code) (*Graph, error) {
	insns, err := code.Decode()
	if err != nil {
		return nil, err
	}
	g := &Graph{insns: insns, regions: map[int]*Region{}}
	if err := g.buildBlocks(code.Handlers); err != nil {
		return nil, err
	}
	g.computeDominators()
	g.computePostDominators()
	g.computeLoops()
	return g, nil
}

// Instructions returns the decoded instructions; the slice must not be
// modified.
func (g *Graph) Instructions() []cf.Instruction { return g.insns }

// Blocks returns the blocks in code order; the slice must not be modified.
func (g *Graph) Blocks() []Block { return g.blocks }

// BlockOf returns the block holding instruction i.
func (g *Graph) BlockOf(i int) int { return int(g.blockOf[i]) }

// Exit returns the number of the virtual exit node, len(Blocks()).
func (g *Graph) Exit() int { return len(g.blocks) }

// isCondJump reports whether op is a two-way conditional jump.
func isCondJump(op uint8) bool {
	return op >= cf.OpIfeq && op <= cf.OpIfAcmpne || op == cf.OpIfnull || op == cf.OpIfnonnull
}

func isSwitch(op uint8) bool { return op == cf.OpTableswitch || op == cf.OpLookupswitch }

// endsPath reports whether op leaves the method (return, athrow).
func endsPath(op uint8) bool {
	return op >= cf.OpIreturn && op <= cf.OpReturn || op == cf.OpAthrow
}

func isGoto(op uint8) bool { return op == cf.OpGoto || op == cf.OpGotoW }

// buildBlocks finds the leaders, cuts the blocks and links them.
func (g *Graph) buildBlocks(handlers []cf.Handler) error {
	n := len(g.insns)
	index := make(map[int]int, n) // bytecode offset -> instruction index
	for i, in := range g.insns {
		index[in.PC] = i
	}
	at := func(pc int) int {
		if i, ok := index[pc]; ok {
			return i
		}
		return n // the end of the code (a try range's end_pc)
	}
	leader := make([]bool, n+1)
	leader[0] = true
	for i, in := range g.insns {
		switch {
		case in.Op == cf.OpJsr || in.Op == cf.OpJsrW || in.Op == cf.OpRet:
			return fmt.Errorf("cfg: %s at pc %d: subroutines are not supported", cf.Opcodes[in.Op].Mnemonic, in.PC)
		case in.Switch != nil:
			leader[at(in.Switch.Default)] = true
			for _, t := range in.Switch.Targets {
				leader[at(t)] = true
			}
			leader[i+1] = true
		case isCondJump(in.Op) || isGoto(in.Op):
			leader[at(int(in.A))] = true
			leader[i+1] = true
		case endsPath(in.Op):
			leader[i+1] = true
		}
	}
	for _, h := range handlers {
		leader[at(int(h.StartPC))] = true
		leader[at(int(h.EndPC))] = true
		leader[at(int(h.HandlerPC))] = true
	}
	g.blockOf = make([]int32, n)
	for i := 0; i < n; i++ {
		if leader[i] {
			g.blocks = append(g.blocks, Block{Start: i})
		}
		b := len(g.blocks) - 1
		g.blockOf[i] = int32(b)
		g.blocks[b].End = i + 1
	}
	blockAt := func(pc int) int { return int(g.blockOf[at(pc)]) }
	for b := range g.blocks {
		blk := &g.blocks[b]
		last := g.insns[blk.End-1]
		var succs []int
		switch {
		case last.Switch != nil:
			for _, t := range last.Switch.Targets {
				succs = appendNew(succs, blockAt(t))
			}
			succs = appendNew(succs, blockAt(last.Switch.Default))
		case isCondJump(last.Op):
			succs = appendNew(succs, b+1)
			succs = appendNew(succs, blockAt(int(last.A)))
		case isGoto(last.Op):
			succs = []int{blockAt(int(last.A))}
		case endsPath(last.Op):
		default:
			if b+1 < len(g.blocks) {
				succs = []int{b + 1}
			}
		}
		blk.Succs = succs
		if g.mayThrowIn(blk) {
			for _, h := range handlers {
				s, e := at(int(h.StartPC)), at(int(h.EndPC))
				if blk.Start >= s && blk.End <= e {
					blk.Handlers = appendNew(blk.Handlers, blockAt(int(h.HandlerPC)))
				}
			}
		}
	}
	g.allPreds = make([][]int, len(g.blocks))
	for b := range g.blocks {
		for _, s := range g.blocks[b].Succs {
			g.blocks[s].Preds = appendNew(g.blocks[s].Preds, b)
			g.allPreds[s] = appendNew(g.allPreds[s], b)
		}
		for _, h := range g.blocks[b].Handlers {
			g.allPreds[h] = appendNew(g.allPreds[h], b)
		}
	}
	for b := range g.blocks {
		sort.Ints(g.blocks[b].Preds)
		sort.Ints(g.allPreds[b])
	}
	return nil
}

// mayThrowIn reports whether a block holds an instruction that may throw.
func (g *Graph) mayThrowIn(blk *Block) bool {
	for _, in := range g.insns[blk.Start:blk.End] {
		if MayThrow(in.Op) {
			return true
		}
	}
	return false
}

func appendNew(l []int, v int) []int {
	if slices.Contains(l, v) {
		return l
	}
	return append(l, v)
}

// allSuccs returns the normal and exceptional successors of b.
func (g *Graph) allSuccs(b int) []int {
	blk := &g.blocks[b]
	if len(blk.Handlers) == 0 {
		return blk.Succs
	}
	out := append([]int(nil), blk.Succs...)
	for _, h := range blk.Handlers {
		out = appendNew(out, h)
	}
	return out
}
