package jdk_test

import (
	"fmt"
	"strings"
	"testing"

	"gospf/classfile"
	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
	"gospf/solver/z3"
)

// scanProgram reads a Scanner over its argument in the ways programs do
// (jdk/symscanner.go); Main calls each method on the JVM.
const scanProgram = `import java.util.*;
class Scan {
    static String tokens(String s) { Scanner sc = new Scanner(s); String a = sc.next(); return a + "|" + (sc.hasNext() ? sc.next() : "-"); }
    static int ints(String s) { Scanner sc = new Scanner(s); int x = sc.nextInt(); return x * 3 + (sc.hasNextInt() ? 1 : 0); }
    static String mismatch(String s) { Scanner sc = new Scanner(s); try { return "I" + sc.nextInt(); } catch (InputMismatchException e) { return "M" + e.getMessage() + "|" + sc.nextLine(); } }
    static String lines(String s) { Scanner sc = new Scanner(s); String a = sc.nextLine(); return a + "|" + (sc.hasNextLine() ? "T" + sc.nextLine() : "F"); }
    static String intLine(String s) { Scanner sc = new Scanner(s); int x = sc.nextInt(); return x + "|" + sc.nextLine(); }
    static String empty(String s) { Scanner sc = new Scanner(s); try { sc.next(); return "T"; } catch (NoSuchElementException e) { return "N" + (sc.hasNextLine() ? "T" : "F"); } }
    static String closed(String s) { Scanner sc = new Scanner(s); sc.close(); return sc.next(); }
}
`

// scanTexts are the inputs: tokens and whitespace of every kind, ints in
// and beyond the range, written otherwise, with a group separator or
// other digits, and every line terminator.
var scanTexts = []string{"", " ", "12", " 12 ", "-7 x", "+5 6", "2147483648", "abc 5", "a\nb", "x\r\ny", "1\u20002", "5\u0085q", "1,000"}

// scanMethods are Scan's methods.
var scanMethods = []string{"tokens", "ints", "mismatch", "lines", "intLine", "empty", "closed"}

// TestScannerAsJVM runs every method of Scan on a symbolic String with
// the Scanner model, following at each choice the one case that holds
// for each text (decided by Z3 with the input equal to it), and compares
// the outcome with the JVM's. The cases the model stops at (a group
// separator, digits beyond ASCII, a surrogate in an int's token) must
// be exactly those of the texts that have them.
func TestScannerAsJVM(t *testing.T) {
	javac, java := javatest.Tools(t)
	t.Parallel()
	var main strings.Builder
	main.WriteString("public class Main {\n    interface C { Object call(); }\n")
	main.WriteString("    static void p(C c) {\n        try { Object o = c.call();\n")
	main.WriteString("            if (o instanceof String) { StringBuilder b = new StringBuilder(\"S\"); for (char x : ((String) o).toCharArray()) b.append(' ').append((int) x); System.out.println(b); }\n")
	main.WriteString("            else System.out.println(o);\n")
	main.WriteString("        } catch (Throwable e) { System.out.println(\"E \" + e.getClass().getName()); }\n    }\n")
	main.WriteString("    public static void main(String[] a) {\n")
	type job struct{ method, text string }
	var jobs []job
	for _, m := range scanMethods {
		for _, s := range scanTexts {
			fmt.Fprintf(&main, "        p(() -> Scan.%s(%s));\n", m, javaLit(s, 'S'))
			jobs = append(jobs, job{m, s})
		}
	}
	main.WriteString("    }\n}\n")
	cp, want := javatest.CompileAndRunMain(t, javac, java, t.TempDir(), map[string]string{"Scan.java": scanProgram, "Main.java": main.String()})
	if len(want) != len(jobs) {
		t.Fatalf("java printed %d lines for %d calls", len(want), len(jobs))
	}
	checked, stopped := 0, 0
	for i, j := range jobs {
		got, err := guidedRun(cp, "Scan."+j.method+"(sym)", j.text)
		switch {
		case err != nil:
			t.Errorf("%s(%q): %v", j.method, j.text, err)
		case got == "unsupported":
			stopped++
			if !scanStops(j.method, j.text) {
				t.Errorf("%s(%q) stopped, the JVM's %q", j.method, j.text, want[i])
			}
		default:
			checked++
			if got != want[i] {
				t.Errorf("%s(%q) = %q, the JVM's %q", j.method, j.text, got, want[i])
			}
		}
	}
	t.Logf("%d calls compared with the JVM's, %d stopped", checked, stopped)
	// The methods reading an int first (ints, mismatch, intLine) on
	// "1,000" = 3 (closed throws before reading).
	if stopped != 3 {
		t.Errorf("%d calls stopped, want 3", stopped)
	}
}

// scanStops reports whether the model stops method on text: an int
// read from a first token with a group separator, a non-ASCII digit or
// a surrogate.
func scanStops(method, text string) bool {
	if method != "ints" && method != "mismatch" && method != "intLine" {
		return false
	}
	tok := strings.Fields(text)
	return len(tok) > 0 && (tok[0] == "1,000" || tok[0] == "\u0661\u0662" || tok[0] == "\U00010428")
}

// guidedRun runs spec with its String argument symbolic and takes, at
// every choice, the one choice consistent with the argument being text
// (an error when none or several are), then prints the outcome as Main
// does, evaluated in a model of the path condition ("unsupported" for a
// path that stops).
func guidedRun(cp *classfile.ClassPath, spec, text string) (string, error) {
	z, err := z3.New(z3.Options{Theory: "bitvector", TimeoutMs: 20000})
	if err != nil {
		return "", err
	}
	defer z.Close()
	ctx := solver.NewContext()
	vm, err := interp.New(interp.Options{ClassPath: cp, Ctx: ctx, Models: jdk.Register, MaxStringLength: 12})
	if err != nil {
		return "", err
	}
	if err := vm.StartEntry(spec); err != nil {
		return "", err
	}
	var pc []solver.Expr
	pinned := false
	pin := func(e solver.Expr) {
		for _, v := range solver.Vars(e) {
			if v.Name() == "s_1" && !pinned {
				pc = append(pc, ctx.Eq(v, ctx.StrConst(utf16Of(text))))
				pinned = true
			}
		}
	}
	for {
		gen, out, err := vm.Run()
		if gen == nil {
			if err != nil {
				return "unsupported", nil
			}
			a, err := z.Check(solver.Query{PC: pc, NeedModel: true})
			if err != nil || a.Result != solver.Sat {
				return "", fmt.Errorf("the path condition is %v (%v)", a.Result, err)
			}
			return outcomeText(ctx, out, a.Model)
		}
		found := -1
		for i, ch := range gen.Choices {
			conds := choiceConds(ch)
			for _, e := range conds {
				pin(e)
			}
			a, err := z.Check(solver.Query{PC: append(append([]solver.Expr(nil), pc...), conds...)})
			if err != nil {
				return "", err
			}
			switch a.Result {
			case solver.Sat:
				if found >= 0 {
					return "", fmt.Errorf("choices %d and %d both hold (%s, %s)", found, i, gen.Choices[found].Label, ch.Label)
				}
				found = i
			case solver.Unknown:
				return "", fmt.Errorf("choice %s undecided", ch.Label)
			}
		}
		if found < 0 {
			return "", fmt.Errorf("no choice holds")
		}
		pc = append(pc, choiceConds(gen.Choices[found])...)
		vm.Choose(gen, found)
	}
}
