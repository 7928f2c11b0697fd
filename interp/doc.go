// Package interp is gospf's JVM: a bytecode interpreter whose values are
// concrete or symbolic (solver.Expr), with a heap, class initialisation
// (JVMS 5.5), method invocation (JVMS 6.5 invoke*), exceptions (JVMS 2.10),
// and the table of native peers through which Go models (package jdk)
// answer Java methods.
//
// Execution runs until a path ends or a choice point is reached: a branch
// on a symbolic condition, a symbolic switch key, a division by a symbolic
// divisor, an array access with a symbolic index (or, on an array of
// symbolic length, an undecided bound), the first use of a symbolic
// reference (a heap choice), or a Verify choice (getInt, getBoolean,
// get*FromList). At a
// choice point the VM stops before the instruction and hands the search a
// choicegen.Generator; the search saves the state (Snapshot), picks a choice
// (Choose) and resumes; the instruction is executed again with the chosen
// index, as Java PathFinder does.
//
// Invariants:
//   - The whole path state is the operand/locals stack (one contiguous
//     slice), the frames, the heap objects reachable from them, static
//     fields, class-initialisation status and the path condition. Snapshot
//     copies the first two; heap and statics are saved copy-on-write through
//     an undo trail keyed by epochs; the path condition is an append-only
//     slice cut back on restore.
//   - Loaded and linked classes, resolved constant-pool entries and interned
//     strings are not path state: they depend only on the class path.
//     The parsed class files are the class path's (classfile.ClassPath.Class)
//     and may be shared with other VMs on it (the explorers of one run):
//     the VM never writes to a ClassFile; its own Class, Method and Field
//     values, statics and decoded code are per VM.
//   - Java exceptions are Java objects (thrown), never Go errors; Go errors
//     are host failures (missing class, unsupported native, malformed class
//     file) and end the run with a message naming class, method and pc.
//
// In-program APIs (api.go, api_spf.go): the methods of SPF's
// gov.nasa.jpf.symbc.Debug, JPF's gov.nasa.jpf.vm.Verify and SV-COMP's
// Verifier are intercepted by name and descriptor; their Java bodies never
// run (JPF's are stand-ins for a plain JVM), and a method of these classes
// without a model is an error naming it. Verify's counters and bit sets are
// the one state kept across paths, as in JPF: the VM holds them, so they
// are refused when several explorers or a summary's recording would run
// the code (Options.SharedTree, Options.Fragments). With Options.LogCalls
// the invocations and returns of target.symbolic methods are logged per
// path (SymCalls, path state cut back on restore) for SPF's listeners.
//
// Symbolic heap inputs (lazy.go, symarray.go, inputheap.go): a sym
// reference parameter is a placeholder that lazy initialization binds at
// its first use to null, an earlier input object or a fresh one (SPF's
// symbolic.lazy); a sym array parameter has a symbolic length bounded by
// max_array_length (the bounded symbolic-size model), and so has an array
// created with a symbolic length: a longer one cuts the path or, with
// Options.Heap.AboveMaxLength, holds max_array_length elements and a path
// is cut where it reads or writes one beyond them or fixes the length (a
// program that reads only the length is answered for every length). InputHeap describes what a path's inputs
// were, for reports and generated tests. Placeholders and arrays of
// symbolic length never reach JDK code: they are bound, or given a length,
// when passed to a JDK method.
//
// Veritesting (merge*.go, off unless Options.Merge.Enabled): at a
// symbolic branch whose region up to its immediate post-dominator
// (package cfg, one Graph per method, cached in the VM) is acyclic and
// small, the region runs statically, all its paths at once, and the path
// continues at the join with ite values (and merged references, a kind of
// placeholder split at its first use) instead of stopping at a choice
// point. The dispatch loop only calls tryMerge before a symbolic branch or
// switch; merge.go's comment is the design. With Options.Merge.Auto a cost
// model (merge_auto.go) first declines the regions whose merged values the
// next decision would split again.
//
// Loop merging (merge_loop.go, merge_loopjoin.go, Options.Merge.Loops):
// the variables of the length of an array of symbolic length are tainted
// (path state); at a symbolic branch inside a loop that tests one, the VM
// explores every path from the branch to the loop's exits itself (each
// side checked with Options.Merge.Feasible), then merges the states that
// leave by the same exit, with ite values over the execution tree; one
// exit continues as the same path, several are a choicegen.LoopMerge
// choice point, whose last choices are the paths that could not merge
// (they threw, allocated ...), replayed from the branch through VM.guide.
// The dispatch loop checks whether the watched frame left the loop only
// while such a context explores (loopWatching).
// With Options.Merge.AllLoops every loop's first symbolic branch starts
// such a context; with Options.Merge.Auto a loop whose tests depend on no
// tainted size does when a cost model (merge_autoloop.go) expects the
// merge to pay (a read-only walk whose result is not tested again), and references that differ at an exit merge into a
// merged reference that keeps the execution tree, which getfield and the
// null tests read through without a choice (merge_ref.go: an ite along the
// tree, or another merged reference).
//
// Native peers (native.go, peer.go): a Java method may be answered by a Go
// function (NativeFunc) registered in the VM's Library under its class, name
// and descriptor; the Library is filled by Options.Models (package jdk: the
// JDK's classes, its models on symbolic text included), then by interp's own:
// the symbolic models of symfloat.go, which wrap the concrete ones; the
// in-program APIs; standard input (stdin.go). A registered model replaces a method's bytecode, even a
// class initialiser; a model may decline its arguments (ErrBytecode) and let
// the bytecode run; a class declared modelled (Library.Model) runs no bytecode
// but that of the methods declared with Library.Bytecode, and its other
// methods without a model are ErrUnsupported errors. Every other JDK
// class runs its real bytecode from the JDK. Models reach the VM only through
// the exported native interface that peer.go lists, and interp never imports
// package jdk. A peer called by an invoke may split the path (VM.Split: a
// choicegen.Model choice point; the invoke runs again once per case, so the
// peer changes nothing before it splits), and a peer that keeps an object's
// contents in Go seals the fields it replaces (Sealed): bytecode touching them
// stops with ErrUnsupported instead of reading stale contents.
//
// The environment (stdin.go; System and its properties in package jdk):
// System's initialisation builds System.in, out and err from the JDK's own
// stream classes as JDK 17's System.initPhase1 does, over FileDescriptor
// natives that write to Options.Stdout/Stderr and read standard input as
// symbolic bytes (a concrete end-of-input choice before each, at most
// Options.MaxStdinBytes); the system properties are JDK 17's on Linux
// (UTF-8 everywhere, the version strings of the JDK's VersionProps) plus
// Options.Properties; System.exit, Runtime.exit and halt end the path.
//
// Models compute with concrete values unless they handle symbolic ones exactly
// (registered with AddSym), or are the models of a call with symbolic text
// (AddText: tried first when an argument is a String or builder with
// symbolic content; the concrete model answers the other calls). A symbolic number reaching a concrete-only model
// (Add) is concretised only when Options.Concretize is set (concretize.go: a
// one-way choice fixing it to a model's value, counted), and is an
// ErrUnsupported error otherwise; symbolic text is concretised only by
// the peers that ask for it (peer_text.go: ConcretizeText, a Case's Pin),
// where they have no exact model. Wrappers
// keep their value in the jmod class's `value` field, and Box returns Java's
// cached objects (box.go). Float/Double.toString (text.go) and parsing (package
// jdk) run JDK 17's FloatingDecimal, so their output is JDK 17's. VM-raised
// NullPointerExceptions carry JDK 17's helpful messages (npe.go).
//
// Symbolic floating point (symfloat.go): a float or double slot may hold
// a KFloat or KDouble expression, exact IEEE 754 with Java's rules; the
// arithmetic and conversion instructions, fcmpl/fcmpg/dcmpl/dcmpg, and
// the models of Math.abs/min/max/sqrt/floor/ceil/rint/round/signum/
// copySign and of Float and Double (isNaN, compare, floatToIntBits ...)
// compute with it; the rest (the transcendental functions, fma,
// toString) is concretised or unsupported for symbolic arguments
// (Options.Concretize). A model whose result the JVM may compute
// otherwise (Math.sin's last bit) marks it (inexact.go): counted by
// method, and named in the outcome of the path (Outcome.Inexact), so that
// gospf verify trusts neither a proof nor an error that may depend on it.
//
// Method handles (handles.go): a MethodHandle that package jdk made for a
// method or constructor holds a DirectHandle; invokeExact and invoke on it
// enter the method as a lambda's implementation is entered (indy.go,
// enterImpl), with the JVM's type check and asType's sure conversions.
//
// Symbolic strings (symstring.go): a String whose Native is a symString
// holds a KString expression (a sym String parameter,
// Verifier.nondetString, or text computed from one), a builder's a
// symBuilder, with its capacity as an int expression grown as JDK 17
// grows it (symbuilder_cap.go); package jdk's models registered with
// AddText and AddSymbolic compute with them (through TextOf, SymbolicText,
// TextSlot, SetStringText, SetBuilderText, BuilderCapacity,
// NewSymLengthArray, JavaThrowText), forking on their
// preconditions and cases (peer_text.go: Require and SplitCases, a
// choicegen.Text choice point, whose case may concretise the text; and
// ConcretizeText), and every concrete model is guarded so that a symbolic
// text is never read as text. An input has at most MaxStringLength chars,
// or any number when it is negative.
//
// Boxes of symbolic values (symbox.go): valueOf of a symbolic value
// returns a new wrapper marked symBox, whose identity is the cached
// wrapper's where the value is in the cache's range; if_acmpeq/ne branch
// on that condition.
//
// Fragment summaries (fragment.go): with Options.Fragments set, the
// instructions where code fragments start or end are marked in the code
// the dispatch loop runs; at a mark the VM asks Fragments what to do (run
// the code, stop at a choice point whose choices are the fragment's
// sub-paths and apply the chosen one, or run it guided through recorded
// choices). While a fragment is recorded (package summary drives the VM
// through its own choice points), a Recorder sees every read, write and
// allocation, and anything a replay could not reproduce (a native call,
// an exception, a class initialisation, a fresh input ...) ends the
// recording with an AbandonError. Without Fragments nothing is marked.
//
// Stopping (run.go): a path that never reaches a choice point runs until
// max_instructions_per_path (OutcomeLimit). With a flag given to SetStop,
// the VM also polls it where it checks that limit (backward jumps and
// calls) and ends the path as OutcomeStopped once it is set, so that a
// search stops within a long concrete computation; not while recording a
// fragment.
//
// What it does not do: threads (monitorenter/monitorexit only check for
// null; only the main thread exists), reflection (beyond what the JDK's own
// classes need), class unloading, verification of bytecode beyond what is
// needed to not crash (javac output is assumed).
package interp
