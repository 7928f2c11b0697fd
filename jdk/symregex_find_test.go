package jdk_test

import (
	"fmt"
	"strings"
	"testing"

	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// anchoredRegexes are the regexes of regexCases in the subset that hold
// an anchor: find() concretises on them (Java's $ and \Z also match
// before a final line terminator).
var anchoredRegexes = map[string]bool{`^a.*$`: true, `\Aa\z|b`: true, `a?\Z`: true, `^(a|\d)$|^-+$`: true}

// TestRegexFindAsJVM runs Matcher.find() of every regex of regexCases on
// a symbolic String of up to 5 chars, and a second find() where the
// first found nothing (the same answer, without a split), explores every
// path, and for each text of regexTexts compares the outcome of the one
// path its text satisfies with JDK 17's. A path that stops unsupported
// (a concretisation: symbolic.concretize is unset) must be the path of
// exactly the texts with a surrogate for a regex that can match one, or
// of every text for a regex outside the subset or with an anchor.
func TestRegexFindAsJVM(t *testing.T) {
	javac, java := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	var lib, main strings.Builder
	lib.WriteString("import java.util.regex.*;\npublic class FindSub {\n")
	for k, rc := range regexCases {
		fmt.Fprintf(&lib, "    static int f%d(String s) { Matcher m = Pattern.compile(%s).matcher(s); if (m.find()) return 1; return m.find() ? 2 : 0; }\n", k, javaLit(rc.re, 0))
	}
	lib.WriteString("}\n")
	main.WriteString("public class Main {\n    interface C { Object call(); }\n")
	main.WriteString("    static void p(C c) {\n        try { System.out.println(c.call());\n")
	main.WriteString("        } catch (Throwable e) { System.out.println(\"E \" + e.getClass().getName()); }\n    }\n")
	main.WriteString("    public static void main(String[] a) {\n")
	for k := range regexCases {
		for _, x := range regexTexts {
			fmt.Fprintf(&main, "        p(() -> FindSub.f%d(%s));\n", k, javaLit(x, 0))
		}
	}
	main.WriteString("    }\n}\n")
	cp, want := javatest.CompileAndRunMain(t, javac, java, dir, map[string]string{"FindSub.java": lib.String(), "Main.java": main.String()})
	if len(want) != len(regexCases)*len(regexTexts) {
		t.Fatalf("java printed %d lines", len(want))
	}
	checked, concretized, outside, surrogateFound := 0, 0, 0, 0
	line := 0
	for k, rc := range regexCases {
		ctx := solver.NewContext()
		opts := interp.Options{ClassPath: cp, Ctx: ctx, Models: jdk.Register, MaxStringLength: 5}
		ps := explorePaths(t, opts, fmt.Sprintf("FindSub.f%d(sym)", k))
		whole := rc.outside || anchoredRegexes[rc.re]
		for _, x := range regexTexts {
			jvm := want[line]
			line++
			got, err := evalPaths(ctx, ps, nil, []any{x}, jvm)
			if err != nil {
				t.Errorf("%q on %q: %v", rc.re, x, err)
				continue
			}
			if got == "unsupported" {
				switch {
				case whole:
					outside++
				case rc.sensitive && hasSurrogate(x):
					concretized++
				default:
					t.Errorf("find %q on %q: unsupported", rc.re, x)
				}
				continue
			}
			switch {
			case whole && !rc.bad:
				t.Errorf("find %q on %q: %s, want the path to stop", rc.re, x, got)
			case rc.sensitive && hasSurrogate(x) && got != "1":
				t.Errorf("find %q on %q: %s, want the path to stop unless it finds a match", rc.re, x, got)
			case rc.sensitive && hasSurrogate(x):
				surrogateFound++
			}
			checked++
			if got != jvm {
				t.Errorf("find %q on %q: %s, the JVM's %s", rc.re, x, got, jvm)
			}
		}
	}
	// Texts with a surrogate: the pair and the two with lone ones (3 of
	// regexTexts), for each sensitive regex without an anchor (^a.*$ is
	// anchored); every text for the regexes outside the subset and the
	// 4 anchored ones. Of the first, a match among the chars that are no
	// surrogates decides 17 exactly: the 4 regexes that match the empty
	// text (.* [^a]* \W* [^\n]*) on all 3, and the 5 that match "x"
	// (. [^a] \D \S+ .+?) on "<x d801>".
	nSensitive, nWhole := 0, 0
	for _, rc := range regexCases {
		switch {
		case rc.outside || anchoredRegexes[rc.re]:
			nWhole++
		case rc.sensitive:
			nSensitive++
		}
	}
	if surrogateFound != 17 || concretized != 3*nSensitive-17 || outside != len(regexTexts)*nWhole {
		t.Errorf("%d calls stopped at a surrogate, want %d (%d found a match, want 17); %d outside the subset, want %d",
			concretized, 3*nSensitive-17, surrogateFound, outside, len(regexTexts)*nWhole)
	}
	t.Logf("%d symbolic find() calls compared with the JVM's", checked)
}
