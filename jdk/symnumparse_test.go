package jdk_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// parseProgram parses a text as a double and a float, with parse and
// valueOf, and returns the result's bits as text, or the
// NumberFormatException's message.
const parseProgram = `public class Parse {
    static String d(String s) { try { return "" + Double.doubleToLongBits(Double.parseDouble(s)); } catch (NumberFormatException e) { return "NFE " + e.getMessage(); } }
    static String f(String s) { try { return "" + Float.floatToIntBits(Float.parseFloat(s)); } catch (NumberFormatException e) { return "NFE " + e.getMessage(); } }
    static String dv(String s) { try { return "" + Double.doubleToLongBits(Double.valueOf(s)); } catch (NumberFormatException e) { return "NFE " + e.getMessage(); } }
    static String fv(String s) { try { return "" + Float.floatToIntBits(Float.valueOf(s)); } catch (NumberFormatException e) { return "NFE " + e.getMessage(); } }
}
`

// parseExact are texts the models parse exactly: plain decimal numbers
// (signs, points on either side, leading zeros, suffixes, whitespace
// that trim removes, ties and values that round, 8 digits above 2^24)
// and the texts the JDK rejects, with each of its messages.
var parseExact = []string{"0", "-0", "+0", "00", "0.0", "-0.0", "1", "-1", "+7", "2.5", "2.50", "33.3333", ".5", "5.", "-.5", "+5.",
	"0.1", "0.2", "0.3", "1.1", "9.99", "123.456", "0.000001", "16777216", "16777217", "16777219", "99999999", "12345678",
	"9007199", "0.1234567", "0.12345678", "1.5f", "1.5F", "2d", "2D", "7.f", " 2.5", "2.5 ", "\t-3\n", " \u0000 1 ",
	"1.5f ", "", " ", "\t\n", "-", "+", ".", "-.", "..", "1..2", "1.2.3", "-..", ".e1", "f", "1ff", "1f.", "1 2", "- 1", "1-", "++1",
	"1.5 f", "00x1", "1x", "a", "1a", "\u0661", "1\u00a0", "\u00a01", ".f", "1.5d ", "3.14159", "2.675",
	"0.15", "8.5", "-8.5", "4.35", "0.29", "x1", "-x", "+-1", "1.-", ". 5"}

// parseConcretised are texts of the forms the models concretise, valid
// or not: NaN, Infinity, hexadecimal numbers, exponents (from the sign
// or the first digit on: "N", "0x", "1e" too), more than 9 digits.
var parseConcretised = []string{"NaN", "-NaN", "Infinity", "-Infinity", "NaNx", "Inf", "0x1p3", "0X1.8p1", "-0x10", "1e5", "1E-3", "2.5e1",
	"1.5e+2f", "1.0E0x", "1234567890", " 1e1 ", "+I", "N", "I", "0x", "1e", "5.e", "1.4e", "0.5e", "1e5x", "0x.", "-I1"}

// parseFloatOnly are texts the double models parse exactly and the float
// ones concretise (more than 2^24 with a fraction).
var parseFloatOnly = []string{"16777217.5", "9999999.99", "33554433.1", "1.7976931", "3.4028235"}

// TestSymbolicParseAsJVM runs Double.parseDouble, Float.parseFloat and
// their valueOf on a symbolic text of up to 10 chars in gospf, explores
// every path, and for each text evaluates the outcome of the one path
// its chars satisfy: the bits of the value or the exception's message
// must be the JVM's, and the texts of the forms concretised must be on
// a concretised path (an unsupported one here: the test runs without a
// model to concretise with).
func TestSymbolicParseAsJVM(t *testing.T) {
	javac, java := javatest.Tools(t)
	t.Parallel()
	const maxLen = 10
	dir := t.TempDir()
	methods := []string{"d", "f", "dv", "fv"}
	var texts []string
	for _, s := range slices.Concat(parseExact, parseConcretised, parseFloatOnly) {
		if len(utf16Of(s)) > maxLen {
			t.Fatalf("%q is longer than %d chars", s, maxLen)
		}
		texts = append(texts, s)
	}
	var main strings.Builder
	main.WriteString("public class Main {\n    static void p(String o) { StringBuilder b = new StringBuilder(\"S\"); for (char x : o.toCharArray()) b.append(' ').append((int) x); System.out.println(b); }\n")
	main.WriteString("    public static void main(String[] a) {\n")
	for _, m := range methods {
		for _, s := range texts {
			fmt.Fprintf(&main, "        p(Parse.%s(%s));\n", m, javaLit(s, 'S'))
		}
	}
	main.WriteString("    }\n}\n")
	cp, want := javatest.CompileAndRunMain(t, javac, java, dir, map[string]string{"Parse.java": parseProgram, "Main.java": main.String()})
	if len(want) != len(methods)*len(texts) {
		t.Fatalf("java printed %d lines for %d calls", len(want), len(methods)*len(texts))
	}
	concretised := map[string]bool{}
	for _, s := range parseConcretised {
		concretised[s] = true
	}
	floatOnly := map[string]bool{}
	for _, s := range parseFloatOnly {
		floatOnly[s] = true
	}
	checked, unsupported := 0, 0
	line := 0
	for _, m := range methods {
		ctx := solver.NewContext()
		ps := explorePaths(t, interp.Options{ClassPath: cp, Ctx: ctx, Models: jdk.Register, MaxStringLength: maxLen}, "Parse."+m+"(sym)")
		for _, s := range texts {
			w := want[line]
			line++
			got, err := evalPaths(ctx, ps, nil, []any{s}, w)
			if err != nil {
				t.Errorf("%s(%q): %v", m, s, err)
				continue
			}
			conc := concretised[s] || floatOnly[s] && (m == "f" || m == "fv")
			switch {
			case conc && got != "unsupported":
				t.Errorf("%s(%q) = %q, want a concretised path", m, s, got)
			case conc:
				unsupported++
			case got != w:
				t.Errorf("%s(%q) = %q, the JVM's %q", m, s, got, w)
			default:
				checked++
			}
		}
	}
	// Each text of parseExact on all four methods, and those of
	// parseFloatOnly on the two double ones.
	if want := 4*len(parseExact) + 2*len(parseFloatOnly); checked != want {
		t.Errorf("%d calls compared with the JVM's, want %d", checked, want)
	}
	t.Logf("%d calls compared with the JVM's, %d concretised", checked, unsupported)
}
