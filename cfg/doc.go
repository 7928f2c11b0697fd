// Package cfg is the control-flow analysis of one method's bytecode:
// basic blocks, their successors (normal and exceptional), dominators and
// immediate post-dominators, natural loops, and the regions between a
// branch and the point where its paths meet again. It is neither
// interpretation nor search: the interpreter asks it where a branch's
// sides join (for veritesting: Avgerinos, Rebert, Cha and Brumley,
// "Enhancing Symbolic Execution with Veritesting", ICSE 2014, section 3.3) and never the other way round. It imports only classfile.
//
// # Blocks
//
// New decodes a Code attribute (classfile's (*Code).Decode) and cuts the
// instructions into basic blocks. A block starts at instruction 0, at
// every branch or switch target, after every conditional or unconditional
// jump, switch, return and athrow, at every exception handler, and at
// every start and end of a try range (so that each block lies wholly
// inside or outside each range). Blocks are numbered in code order and
// instructions are numbered as classfile.Decode returns them (the
// interpreter's instruction indices), not by bytecode offset.
//
// Normal successors, in this order (Block.Succs):
//   - a conditional jump (JVMS 6.5 if<cond>, if_icmp<cond>, if_acmp<cond>,
//     ifnull, ifnonnull): the fall-through block, which is the TRUE side
//     of DESIGN.md, then the target, the FALSE side; one block when both
//     are the same;
//   - goto: its target; tableswitch and lookupswitch: the distinct targets
//     in key order, then the default target if it is not among them;
//   - return and athrow: none (an edge to the virtual exit);
//   - any other last instruction: the next block.
//
// Exceptional successors (Block.Handlers): the handler blocks of the
// exception-table entries whose range covers the block, in table order,
// without duplicates, when the block holds an instruction that may throw
// (MayThrow: the instructions JVMS chapter 6 gives run-time or linking
// exceptions, athrow included; loads and stores of locals, constants,
// arithmetic other than division, conversions, comparisons and jumps do
// not). jsr and ret are outside the model: New rejects code that uses
// them (class files of version 51 and later cannot).
//
// # Dominance
//
// Dominators are computed from block 0 over normal and exceptional edges
// (a handler is reached only through its exceptional edges).
// Post-dominators are computed over normal edges only, towards a virtual
// exit (Graph.Exit) that follows every return and athrow block: a branch's
// post-dominator is where its normal paths meet, which is what merging
// needs; an instruction that actually throws leaves any region (the
// interpreter does not merge such paths). A block from which no return or
// athrow can be reached (an endless loop) has the exit as its immediate
// post-dominator and post-dominates nothing. Both trees are computed with
// the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast
// Dominance Algorithm").
//
// # Loops
//
// A back edge is an edge (normal or exceptional) u -> h whose head h
// dominates u; the natural loop of h is h and every block that reaches a
// latch u without passing h, all back edges to one header forming one
// loop. javac emits reducible code only; Region does not rely on loops to
// decide acyclicity (it looks for a cycle itself), so irreducible code is
// handled exactly too.
//
// # Regions
//
// Region(i), for the conditional jump or switch i ending a block B, is
// the part of the method between B and its immediate post-dominator J:
// B and every block reachable from B's normal successors without passing
// through J. It is acyclic when no cycle runs through those blocks;
// its size is the number of instructions of its blocks other than B. For
// an acyclic region the blocks come in a topological order (B first), each
// with its immediate dominator inside the region and its predecessors
// inside the region. When J is the exit the region holds the blocks that
// end in return or athrow. Body is the region of the whole method, from
// block 0 to the exit (for inlining a call into a region). Regions are
// computed on first request and memoised in the Graph.
//
// # What it does not do
//
// No data flow (types, values, liveness), no interprocedural edges, no
// exceptional post-dominance. A Graph and a Cache are not safe for
// concurrent use: each VM owns its Cache. There is no global state.
package cfg
