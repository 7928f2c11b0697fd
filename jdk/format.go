package jdk

import "gospf/interp"

// String.format and String.formatted run the JDK's own bytecode (new
// Formatter(l).format(format, args).toString()), although String is
// modelled in Go: their bodies never touch a String's internals. So every
// conversion, flag and exception is the JDK's, and a symbolic value that
// Formatter branches on (a value merged into an ite, say) forks the path
// as in the program's own code. The number symbols Formatter asks for
// come from locale.go. A symbolic number formatted reaches a model that
// computes with concrete values only (Long.toString, say) and stops the
// path with ErrUnsupported naming it; it is never formatted from a picked
// value.

func registerFormat(r *interp.Library) {
	const S = "java/lang/String."
	for _, m := range []string{
		"format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
		"format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
		"formatted([Ljava/lang/Object;)Ljava/lang/String;",
	} {
		r.Bytecode(S + m)
	}
}
