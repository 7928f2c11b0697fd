// Package summary is gospf's fine-grained summaries
// (Lin, Miller and Søndergaard, "Compositional Symbolic Execution using
// Fine-Grained Summaries", ASWEC 2015): what one symbolic
// execution of a code fragment learned, reused on every later visit. A
// fragment's sub-paths are recorded once as conditions over placeholders
// (the paper's condition pairs over version-numbered variables, with the
// effects as the post-condition); a later visit instantiates them with
// the values it meets, leaves out the sub-paths whose own conditions are
// unsat with no solver call, takes the ones independent of the path
// condition with no call, and applies the chosen sub-path's effects
// without interpreting its instructions.
//
// It is neither interpretation nor search: the interpreter only marks
// where fragments start and end and reports, while a fragment is
// recorded, what it reads, writes and allocates (interp/fragment.go); the
// search sees one more kind of choice point (choicegen.Summary). The
// package imports cfg, choicegen, interp and solver.
//
// # Fragments
//
// [search] summaries = "method" summarises whole methods (those with a
// branch, a switch or a call; not class initialisers, nor the run's entry
// or main in its bottom frame, which is visited once). "fragment" uses one
// of the paper's three strategies, chosen by summary_fragments, on the
// control-flow graph of package cfg:
//   - "ssum" (small steps): from each block that ends in a branch or
//     switch with an acyclic region, through up to SSUMLimit consecutive
//     acyclic if-then-else regions at one nesting level, ending at the
//     last join; nested branches start fragments of their own.
//   - "lasum" (acyclic loop bodies): each loop body cut into acyclic
//     pieces by the loops directly inside it; a piece starts at the
//     loop's header or where an inner loop is left, and ends at the
//     header (the next iteration), an inner loop's header, another
//     piece's start or outside the loop.
//   - "lsum" (loop bodies): one iteration of every loop, from its header
//     to the next arrival at the header or a block outside the loop,
//     inner loops included.
//
// A fragment ends where its frame reaches one of its exits or returns. It
// starts with an empty operand stack (a visit with a non-empty one runs
// the code). Its inputs are the locals live at its entry (cfg.LiveIn).
// The paper summarises inner fragments first and builds outer summaries
// from them; here a recording runs nested fragments' code, and a visit
// to an inner fragment uses its summary when the outer one was not used.
//
// # What a summary is
//
// A fragment's summary is a tree of everything its recordings saw. A read
// node is a read of state the fragment found on entry: an input local, a
// field, array element or static field not written before on the
// sub-path, or whether a class is initialised; it has a child per value
// seen there: a concrete value, a symbolic value (a new placeholder, or
// one seen before on the sub-path), or an object (a new handle, with its
// class and an array's length, or one seen before; null is the concrete
// 0). A branch node is a symbolic choice point of the fragment (branch,
// switch, division, array index) with each side's constraint over
// placeholders, and whether the side is infeasible with the fragment's
// own conditions. A leaf ends a sub-path: how the fragment ends (its exit
// instruction with the locals it changed and the operand stack, or the
// value its frame returns), the objects it allocates in order, every
// field, element and static field it writes with its final value, its
// instructions and the frames it pushes, and a model of its conditions.
// An opaque node ends a sub-path a summary cannot replay, with the
// reason.
//
// Handles and placeholders are numbered along a sub-path in the order it
// meets them, objects it allocates apart (-1, -2 ...), so a number means
// the same at every leaf below a node. Placeholder j stands for the j-th
// distinct symbolic value read; two reads of one expression give one
// placeholder (that equality is part of the path through the tree).
//
// # Recording
//
// At a visit whose state leads to a part of the tree never recorded, the
// fragment is recorded from that state, on the VM itself: a depth-first
// search of the fragment alone, from a snapshot that is restored after.
// The inputs are read first (symbolic ones replaced by placeholders in
// the frame; the other locals set to a marker, so that every write to
// them shows), the fragment runs in recording mode (interp.Recorder sees
// its reads, writes and allocations; a read of a symbolic value gives its
// placeholder), and every side of every choice point is checked with the
// fragment's conditions alone: a side they make unsat is infeasible for
// any values, and is never offered again. These checks are solver calls,
// counted with the run's (and apart, as summarisation calls). A recording
// explores at most MaxSubPaths sub-paths (the rest become opaque) of at
// most MaxInstructions instructions each.
//
// A sub-path becomes opaque when it does something a replay could not
// reproduce: an exception, a call of a native, a Go model or an
// intercepted API (Verify, output, strings), invokedynamic, a class
// initialisation, a fresh symbolic input, a lazy input or an array of
// symbolic length, an object with model state, a constant object (ldc),
// a choice point of another kind, a condition on a value the fragment did
// not read, an undecided local check, the end of the path, or running out
// of its budget.
//
// # Visits
//
// At a fragment's entry (outside a recording) the tree is walked against
// the current state: a read node follows the child of the value the state
// holds there (no child: the visit records first, or runs the code when
// summary_cache_mb is reached), a branch node all its sides. Each side's
// constraint is instantiated: the placeholders replaced by the values
// read, rebuilt with the Context's constructors, so that it is the very
// expression a run without summaries builds. A side infeasible on its own
// is left out with no call (dropped_infeasible); one whose constraint
// folds to false is left out (dropped_constant), one that folds to true
// adds nothing. The leaves reached are the sub-paths of the fragment from
// this state; they partition its inputs. One unconditional sub-path is
// applied at once (direct); otherwise they become the choices of a
// Summary choice point, in the order a depth-first run would meet them
// (natural order at every branch node; false-first reverses it, as for
// every choice point). A choice adds its sub-path's conditions as
// separate conjuncts, in order, so a path's condition is the one a run
// without summaries builds.
//
// A sub-path whose conditions' placeholders stand for distinct variables
// absent from the path condition, with the recorded model within their
// bounds and satisfying the instantiated conditions, carries that model
// as a witness (independent): the path condition and the sub-path share
// no variable and both are satisfiable, so their conjunction is, and the
// search takes it with no call (search/doc.go).
//
// Applying a sub-path (when the search takes it, the VM runs the entry
// again, in the state the sub-path was found in) replays its leaf with
// the objects and values its handles and placeholders were bound to at
// the visit: the allocations in order (so identity hashes match), the
// writes, then the frame (its locals, operand stack and exit
// instruction, or the return). Its instructions count towards
// max_instructions_per_path but not as executed (instructions_avoided).
// A sub-path that ends in an opaque node runs the fragment's code instead,
// guided: the choice points on its way take the recorded sides without
// stopping (their conditions are already on the path), and the code goes
// on normally from where the recording stopped.
//
// # Why summaries are exact and never invalidated
//
// A summary holds facts about the program, not about a path, and lives
// for the whole run across backtracking. Everything below a node follows
// from the code and from the values read on the way to it: the fragment
// is deterministic given those values, and whatever it reads of the state
// it found on entry is a read node, re-read from the current state at
// every visit. Mutable heap is therefore never assumed: it is an input.
// What the fragment writes is an effect, applied at every replay; what it
// reads after writing it is its own business. Class initialisation state
// is read (a LocInit node) or makes the sub-path opaque; so does anything
// else a replay could not reproduce. A tree only grows (a recording fills
// in parts never recorded), so nothing recorded ever becomes wrong.
//
// A side infeasible with its placeholders free is infeasible with any
// values put in for them: the instantiated constraint is a substitution
// instance. In the int theory a placeholder ranges over its type, but
// arithmetic on inputs is exact, so x+1 may leave the int range; a visit
// where a symbolic value read may do so (an interval over the bounds of
// its variables says) runs the code. A visit also runs the code when a
// sub-path could exceed max_instructions_per_path or the call depth
// (where the run without summaries would cut the path or throw
// StackOverflowError inside the fragment). search.depth_limit counts
// choice points, which a summary merges: the two are not combined (a
// configuration error).
//
// # What changes, what does not
//
// With summaries on, the paths, their conditions, their order, the errors
// and the tests are those of the run without. The calls differ: a
// sub-path is one side however many branches it has, the recordings make
// calls, and the dropped and independent sub-paths make none. So do the
// instructions executed, the choice points and the side statistics.
// Statistics (Stats, --json "summaries", the summary line): fragments,
// fragments summarised, recordings with their sub-paths, calls and
// instructions, hits (direct ones), misses by reason, sub-paths offered
// (guided ones), the decisions made with no call by reason, instructions
// avoided, memory.
//
// A Summariser belongs to one VM and is not safe for concurrent use.
// There is no global state: placeholders are variables of the run's
// Context.
package summary
