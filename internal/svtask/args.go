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
// SV-COMP's Java verifiers model them. A witness replays through it too.
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

// verifierClass is the SV-COMP Verifier's class file, relative to the
// classes: the command line's strings come from it.
const verifierClass = "org/sosy_lab/sv_benchmarks/Verifier.class"

// mainReadsArgs reports whether Main.main, compiled in dir, reads its
// parameter: whether local 0 is live on entry (cfg's liveness: some path
// loads it before any store; a program that first stores a new array
// there on every path, as some tasks do, builds its own arguments).
func mainReadsArgs(dir string) (bool, error) {
	data, err := os.ReadFile(filepath.Join(dir, "Main.class"))
	if err != nil {
		return false, fmt.Errorf("no class Main: %w", err)
	}
	cf, err := classfile.Parse(data)
	if err != nil {
		return false, fmt.Errorf("Main.class: %w", err)
	}
	for _, m := range cf.Methods {
		if m.Name != "main" || m.Descriptor != "([Ljava/lang/String;)V" || m.Code == nil {
			continue
		}
		g, err := cfg.New(m.Code)
		if err != nil {
			return false, fmt.Errorf("Main.main: %w", err)
		}
		return slices.Contains(g.LiveIn(0), 0), nil
	}
	return false, fmt.Errorf("Main has no main(String[])")
}

// addCommandLine writes and compiles CommandLineClass into dir when Main
// reads its arguments and the task has the SV-COMP Verifier; it returns
// the class to run.
func (t *Task) addCommandLine(javac, dir string) (string, error) {
	reads, err := mainReadsArgs(dir)
	if err != nil {
		return "", fmt.Errorf("%s: %w", t.File, err)
	}
	if _, err := os.Stat(filepath.Join(dir, verifierClass)); !reads || err != nil {
		return "Main", nil
	}
	src := filepath.Join(dir, CommandLineClass+".java")
	if err := os.WriteFile(src, []byte(commandLineSource), 0o644); err != nil {
		return "", err
	}
	defer os.Remove(src)
	if out, err := runJavac(javac, []string{"-nowarn", "-g", "-cp", dir, "-d", dir, src}); err != nil {
		return "", fmt.Errorf("%s: javac failed on the command line class: %s", t.File, firstError(out, err))
	}
	return CommandLineClass, nil
}
