// Package jdk holds gospf's models of the JDK's classes: Go functions
// that stand in for Java methods (native peers, in Java PathFinder's
// terms), registered by class, name and descriptor in the table a VM
// consults (interp.Library). Register is the package's one entry point;
// the CLI passes it to interp.New as Options.Models.
//
// What is modelled: String, StringBuilder/StringBuffer (string.go,
// builder.go, utf16.go, regex.go; on symbolic text, besides interp's own
// models, symtext*.go: toCharArray, equalsIgnoreCase, the case mappings,
// trim/strip, lastIndexOf, replace of one char, split on a literal
// char, Long.parseLong, reverse, setLength, delete,
// Integer.parseInt of a CharSequence range (symtext_parseseq.go),
// URLDecoder.decode (symtext_urldecode.go); symscanner.go: Scanner over
// symbolic text; symregex*.go: matches, Matcher.find and the literal
// replaceAll/replaceFirst exactly, the match state and other regexes by
// concretising the text; the builders'
// capacity of a symbolic int or content: symbuilder_capacity.go;
// Double.parseDouble and Float.parseFloat: symnumparse.go), System and the
// standard streams (env.go, props.go), Class, Object, Throwable's stack (lang.go), the
// wrapper classes and Character (box.go, integral.go, char.go), Math and
// StrictMath (math.go), reflection (reflect.go), the number symbols and
// formats of the locales gospf has (locale.go) behind java.util.Formatter,
// String.format (format.go) and NumberFormat, VarHandles (varhandle.go),
// the lookups of direct method handles (methodhandle.go; lookup.go has the
// access rule both use), the property readers of the wrappers
// (propvalues.go),
// HashMap and so HashSet once a key's hash code is symbolic (hashmap.go),
// and the natives of the JDK's own bytecode (Unsafe, VM, CDS, Thread,
// SharedSecrets, references: misc.go).
// Every other JDK class runs its real bytecode from the JDK. A class
// declared with Library.Model runs no bytecode (but the methods declared
// with Library.Bytecode): a method of it without a model is an
// ErrUnsupported error naming it.
//
// The interface: a model is an interp.NativeFunc. It receives the VM and
// one slot per argument (the receiver first), and returns the result slot
// or an error: a Java exception (vm.JavaThrow), interp.ErrBytecode to
// decline its arguments and let the method's bytecode run, or a host
// failure. It reaches the VM only through interp's exported native
// interface (interp/peer.go lists it): allocation and copy-on-write field
// writes, strings, class loading and initialisation, calls back into Java
// (vm.Call, which must not reach a choice point), Java arithmetic on
// concrete and symbolic values (vm.Ctx, SymOf, Normal, Box, PrimHash ...),
// and PeerData for state a run keeps across paths (the system properties,
// the main thread). Models registered with Add compute with concrete
// values: the Library refuses a symbolic argument for them
// (ErrUnsupported) or, with interp.Options.Concretize, concretises it
// first; models registered with AddSym handle symbolic values themselves,
// exactly or with an ErrUnsupported error. Library.Bytecode lets a method
// of a modelled class run its own bytecode instead, where its body never
// touches what the models keep in Go (String.format). NullMessage gives a model's
// NullPointerException JDK 17's helpful message (npe.go).
//
// Invariants: the package's only variables are tables it never writes
// (a VM's models keep their state in the VM: object fields, Natives,
// PeerData), so two runs in one process never see each other; a model
// never reads symbolic text or a symbolic number as a concrete value; a
// model's effects on the heap go through the VM's copy-on-write writes
// (SetField, SetNative, Touch), so backtracking undoes them.
//
// Forking: a model called by an invoke may split the path into cases with
// interp's VM.Split (one choice point per call, taken before the model
// changes anything, since the invoke runs again once per case): the
// HashMap model splits a lookup on which key the argument equals. This
// is the one way a model here forks; the choice was between it and Java
// model classes replacing HashMap, which the JDK's own classes
// (LinkedHashMap, HashSet, the system properties) depend on internally,
// so a small choice point in the native interface costs interp less. A
// model that keeps an object's contents in Go seals the fields it
// replaces (interp.Sealed), so bytecode it does not model stops with
// ErrUnsupported instead of reading stale contents.
//
// The models on symbolic text are here too: the operators of the string
// theory (symstring.go, symstring_parse.go, symstring_chars.go: length,
// charAt, substring, equals, indexOf, parseInt, the builders' appends and
// edits, text made of symbolic chars) and the unrolled ones (symtext*.go),
// registered with AddSymbolic and AddText and splitting the path with
// interp.VM.Require and SplitCases.
//
// What it does not do: the in-program APIs Verify/Debug/Verifier and the
// reads of standard input live in interp next to the frames and choice
// generators they use, and so do the symbolic floating-point models that
// wrap the concrete ones registered here (interp/symfloat.go).
package jdk

import "gospf/interp"

// Options choose between models where the solver's theory decides which
// one answers: the CLI sets them from the configuration.
type Options struct {
	// HashIntegralKeys makes the HashMap model (hashmap.go) take over maps
	// that get a symbolic key of an integral or boolean wrapper class
	// (Integer ...), not only a symbolic String. Meant for the int theory,
	// where HashMap.hash's bit operations make the bucket tests undecidable
	// in practice; in the bit-vector theory the bytecode decides them
	// quickly and keeps the JDK's iteration order, which the model stops at.
	HashIntegralKeys bool
}

// Models returns the registration of the JDK's models with opts, for
// interp.Options.Models.
func Models(opts Options) func(*interp.Library) {
	return func(r *interp.Library) { register(r, opts) }
}

// Register registers the models of the JDK's classes in r with the zero
// Options.
func Register(r *interp.Library) { register(r, Options{}) }

// register registers the models in r, in an order where a later
// registration of a key replaces an earlier one.
func register(r *interp.Library, opts Options) {
	registerBoxes(r)
	registerEnv(r)
	registerLang(r)
	registerMath(r)
	registerMisc(r)
	registerReflect(r)
	registerLocale(r)
	registerFormat(r)
	registerVarHandles(r)
	registerMethodHandles(r)
	registerConstructors(r)
	registerString(r)
	registerSymStrings(r)
	registerSymChars(r)
	registerSymText(r)
	registerSymRegex(r)
	registerBuilderCapacity(r)
	registerSymParse(r)
	registerScanner(r)
	registerHashMap(r, opts)
	registerNullMessages(r)
}
