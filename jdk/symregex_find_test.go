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

// replaceSplitRegexes are the regexes TestRegexReplaceSplitAsJVM applies:
// literals (the fast paths in Go), quoted chars, and regexes JDK 17's
// Pattern runs (classes, quantifiers, anchors, \s with \x0B, a
// surrogate pair, empty matches).
var replaceSplitRegexes = []string{",", `\.`, "ab", `\s*,\s*`, ` \s*`, `\w+`, `\A`, `$`, `a*`, "", `\d`, "[\U0001F600]", `(a)(b)?`}

// replaceSplitTexts are the texts they are applied to.
var replaceSplitTexts = []string{"", "a,b,,", ",a", "a.b.", "ab ab\u000b,c", "x1 \u000b y2\n", "\U0001F600a,\U0001F600", "aab"}

// TestRegexReplaceSplitAsJVM runs String.split (limits 0, 2 and -1),
// replaceAll (a plain replacement and one with $0 and \$) and
// replaceFirst of every regex of replaceSplitRegexes on every text of
// replaceSplitTexts, concrete, as JDK 17 does: the concrete models (the
// fast paths in Go, JDK 17's Pattern otherwise), which also compute on
// the text that symbolic text is concretised to.
func TestRegexReplaceSplitAsJVM(t *testing.T) {
	javac, java := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	var lib, main strings.Builder
	lib.WriteString("public class RepSub {\n")
	lib.WriteString("    static String j(String[] a) { return a.length + \":\" + String.join(\"|\", a); }\n")
	ops := []string{"j(s.split(%s))", "j(s.split(%s, 2))", "j(s.split(%s, -1))", `s.replaceAll(%s, "-")`, `s.replaceAll(%s, "<$0\\$>")`, `s.replaceFirst(%s, "+")`}
	n := 0
	for _, re := range replaceSplitRegexes {
		for _, op := range ops {
			for _, x := range replaceSplitTexts {
				fmt.Fprintf(&lib, "    static String r%d() { String s = %s; return %s; }\n", n, javaLit(x, 0), fmt.Sprintf(op, javaLit(re, 0)))
				n++
			}
		}
	}
	lib.WriteString("}\n")
	main.WriteString("public class Main {\n    public static void main(String[] a) {\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&main, "        System.out.println(\"S\" + RepSub.r%d().chars().mapToObj(c -> \" \" + c).collect(java.util.stream.Collectors.joining()));\n", i)
	}
	main.WriteString("    }\n}\n")
	cp, want := javatest.CompileAndRunMain(t, javac, java, dir, map[string]string{"RepSub.java": lib.String(), "Main.java": main.String()})
	if len(want) != n {
		t.Fatalf("java printed %d lines, want %d", len(want), n)
	}
	for i := 0; i < n; i++ {
		ctx := solver.NewContext()
		ps := explorePaths(t, interp.Options{ClassPath: cp, Ctx: ctx, Models: jdk.Register}, fmt.Sprintf("RepSub.r%d()", i))
		if len(ps) != 1 || ps[0].err != nil {
			t.Fatalf("r%d: %d paths, %v", i, len(ps), ps[0].err)
		}
		got, err := outcomeText(ctx, ps[0].out, solver.Model{})
		if err != nil {
			t.Fatal(err)
		}
		if got != want[i] { // "S" and the chars in decimal
			re, op, x := replaceSplitRegexes[i/(len(ops)*len(replaceSplitTexts))], ops[i/len(replaceSplitTexts)%len(ops)], replaceSplitTexts[i%len(replaceSplitTexts)]
			t.Errorf("%s with %q on %q: %q, the JVM's %q", op, re, x, got, want[i])
		}
	}
	t.Logf("%d calls compared with the JVM's", n)
}
