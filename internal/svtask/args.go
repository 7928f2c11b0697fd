package svtask

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"gospf/cfg"
	"gospf/classfile"
)

// CommandLineClass is the class Compile writes when the task's Main reads
// its parameter: its main passes Main.main any command line, a String[] of
// any length (a symbolic input) whose elements are any strings
// (Verifier.nondetString), as the JVM may be started with any arguments and
// SV-COMP's Java verifiers model them. A Main that reads only the array's
// length (or tests its type) gets an array of any length whose elements
// it never reads (commandLineLength): no loop fills it, so every length is
// explored, not only those up to symbolic.max_array_length. A witness
// replays through it too.
const CommandLineClass = "GospfCommandLine"

const commandLineSource = `import org.sosy_lab.sv_benchmarks.Verifier;

// Written by gospf: the command line of an SV-COMP task whose Main reads
// its arguments is any number of strings, each any text.
public final class GospfCommandLine {
    public static void main(String[] unused) throws Throwable {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0);
        String[] args = new String[n];
        for (int i = 0; i < n; i++) {
            args[i] = Verifier.nondetString();
        }
        Main.main(args);
    }
}
`

// commandLineLength is CommandLineClass for a Main that reads only the
// length of its arguments: their text is never read, so null stands for it.
const commandLineLength = `import org.sosy_lab.sv_benchmarks.Verifier;

// Written by gospf: the command line of an SV-COMP task whose Main reads
// only how many arguments it has is any number of arguments; Main never
// reads their text.
public final class GospfCommandLine {
    public static void main(String[] unused) throws Throwable {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0);
        Main.main(new String[n]);
    }
}
`

// argsUse is how Main.main uses its parameter.
type argsUse int

const (
	argsUnused argsUse = iota // never read before a store of the program's own array
	argsLength                // only its length is read (arraylength) or its type tested (instanceof)
	argsRead                  // read in any other way: its elements may be
)

// verifierClass is the SV-COMP Verifier's class file, relative to the
// classes: the command line's strings come from it.
const verifierClass = "org/sosy_lab/sv_benchmarks/Verifier.class"

// mainArgsUse reports how Main.main, compiled in dir, uses its
// parameter: unused when local 0 is not live on entry (cfg's liveness:
// some path loads it before any store; a program that first stores a new
// array there on every path, as some tasks do, builds its own arguments);
// length only when the method never stores local 0 and every load of it
// is followed by arraylength or instanceof; else read.
func mainArgsUse(dir string) (argsUse, error) {
	data, err := os.ReadFile(filepath.Join(dir, "Main.class"))
	if err != nil {
		return 0, fmt.Errorf("no class Main: %w", err)
	}
	cf, err := classfile.Parse(data)
	if err != nil {
		return 0, fmt.Errorf("Main.class: %w", err)
	}
	for _, m := range cf.Methods {
		if m.Name != "main" || m.Descriptor != "([Ljava/lang/String;)V" || m.Code == nil {
			continue
		}
		g, err := cfg.New(m.Code)
		if err != nil {
			return 0, fmt.Errorf("Main.main: %w", err)
		}
		if !slices.Contains(g.LiveIn(0), 0) {
			return argsUnused, nil
		}
		if lengthOnly(g.Instructions()) {
			return argsLength, nil
		}
		return argsRead, nil
	}
	return 0, fmt.Errorf("Main has no main(String[])")
}

// lengthOnly reports whether code never stores local 0 and follows every
// load of local 0 with arraylength or instanceof, the uses that read no
// element of the array.
func lengthOnly(code []classfile.Instruction) bool {
	for k, in := range code {
		switch {
		case in.Op == classfile.OpAstore0 || in.Op == classfile.OpAstore && in.A == 0:
			return false
		case in.Op == classfile.OpAload0 || in.Op == classfile.OpAload && in.A == 0:
			if k+1 == len(code) {
				return false
			}
			if next := code[k+1].Op; next != classfile.OpArraylength && next != classfile.OpInstanceof {
				return false
			}
		}
	}
	return true
}

// addCommandLine writes and compiles CommandLineClass into dir when Main
// reads its arguments and the task has the SV-COMP Verifier; it returns
// the class to run.
func (t *Task) addCommandLine(javac, dir string) (string, error) {
	use, err := mainArgsUse(dir)
	if err != nil {
		return "", fmt.Errorf("%s: %w", t.File, err)
	}
	if _, err := os.Stat(filepath.Join(dir, verifierClass)); use == argsUnused || err != nil {
		return "Main", nil
	}
	text := commandLineSource
	if use == argsLength {
		text = commandLineLength
	}
	src := filepath.Join(dir, CommandLineClass+".java")
	if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
		return "", err
	}
	defer os.Remove(src)
	if out, err := runJavac(javac, []string{"-nowarn", "-g", "-cp", dir, "-d", dir, src}); err != nil {
		return "", fmt.Errorf("%s: javac failed on the command line class: %s", t.File, firstError(out, err))
	}
	return CommandLineClass, nil
}
