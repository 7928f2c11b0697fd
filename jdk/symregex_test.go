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

// regexTexts are the texts every regex of regexCases is matched on (at
// most 5 chars): digits, letters, the whitespace chars of \s and some
// that are not (\u0085, \u2028), every line terminator '.' refuses, a
// surrogate pair, lone surrogates, non-ASCII letters.
var regexTexts = []string{"", "a", "7", "12 ab", "12\tAb", "1 a b", "Ab", "aa", "aaa", "ab", "abab", "a\nb", "\r", "\u0085",
	"\u2028", "\u000b", "\f", "x_9", "\U0001F600", "<x d801>", "<dc28 d801>", "--", "a-b", "\u00e9", "W12", "9_", "a*.", "]}"}

// regexCase is one regex: sensitive says whether it can match a
// surrogate or a supplementary code point (then a text with a surrogate
// stops on its concretisation, unset here), outside whether it is valid
// Java outside the translated subset (its path stops unsupported), bad
// whether Pattern.compile rejects it.
type regexCase struct {
	re                      string
	sensitive, outside, bad bool
}

var regexCases = []regexCase{
	{re: `\d+\s+([a-zA-Z]+|[a-zA-Z]+\s[a-zA-Z]+)`},
	{re: `.`, sensitive: true},
	{re: `..`, sensitive: true},
	{re: `.*`, sensitive: true},
	{re: `[^a]`, sensitive: true},
	{re: `[^a]*`, sensitive: true},
	{re: `\D`, sensitive: true},
	{re: `\S+`, sensitive: true},
	{re: `\W*`, sensitive: true},
	{re: `\w+`},
	{re: `[a-c-e]+`},
	{re: `[\d-z]+`},
	{re: `a|`},
	{re: `(a|b)*`},
	{re: `(?:ab)+`},
	{re: `a{2}`},
	{re: `a{1,}`},
	{re: `a{0,2}`},
	{re: `x{0,1}_?9`},
	{re: `[A-Z][a-zA-z]*`},
	{re: `^a.*$`, sensitive: true},
	{re: `\Aa\z|b`},
	{re: `a?\Z`},
	{re: `^(a|\d)$|^-+$`},
	{re: `(?<n>a)b?`},
	{re: `\x41\u0062|\0141+`},
	{re: `[\t\n\r]`},
	{re: `[\s]*`},
	{re: `a*?b??`},
	{re: `a\*\.`},
	{re: `\]\}|]}`},
	{re: `\d{2}`},
	{re: `[^\n]*`, sensitive: true},
	{re: `(a?){3}`},
	{re: `(|a)+`},
	{re: `(a*)*b*`},
	{re: "[\U0001F600]", sensitive: true},
	{re: `\x{1F600}|a`, sensitive: true},
	{re: `.+?`, sensitive: true},
	{re: `[^\x00-\x7F]`, sensitive: true},
	{re: `[-a]+|[a-]`},
	{re: `\W\d*\w`, sensitive: true},
	{re: `[\u00e0-\u00ff]|\-\-`},
	{re: `(?i)a`, outside: true},
	{re: `a*+a`, outside: true},
	{re: `(a)\1`, outside: true},
	{re: `a(?=b)b`, outside: true},
	{re: `\p{L}`, outside: true},
	{re: `a\b`, outside: true},
	{re: `a^`, outside: true},
	{re: `[a&&b]`, outside: true},
	{re: `a{`, bad: true},
	{re: `(a`, bad: true},
	{re: `[b-a]`, bad: true},
	{re: `*a`, bad: true},
	{re: `a\y`, bad: true},
	{re: `a)`, bad: true},
}

// TestRegexMatchesAsJVM matches every regex of regexCases on a symbolic
// String of up to 5 chars, through String.matches, Pattern.matches and
// Pattern.compile(r).matcher(s).matches() in turn, explores every path,
// and for each text of regexTexts evaluates the outcome of the one path
// its text satisfies; JDK 17 runs the same calls, and both must agree (a
// boolean, or the exception's class). The concrete model of
// String.matches is compared on every text too. A path that stops
// unsupported must be the path of exactly the texts with a surrogate for
// a regex that can match one (its concretisation: symbolic.concretize is
// unset), or of every text for a regex outside the subset.
func TestRegexMatchesAsJVM(t *testing.T) {
	javac, java := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	var lib, main strings.Builder
	lib.WriteString("import java.util.regex.Pattern;\npublic class RegexSub {\n    static final String[] T = {")
	for i, x := range regexTexts {
		if i > 0 {
			lib.WriteString(", ")
		}
		lib.WriteString(javaLit(x, 0))
	}
	lib.WriteString("};\n")
	styles := []string{"s.matches(%s)", "Pattern.matches(%s, s)", "Pattern.compile(%s).matcher(s).matches()"}
	for k, rc := range regexCases {
		r := javaLit(rc.re, 0)
		fmt.Fprintf(&lib, "    static boolean m%d(String s) { return %s; }\n", k, fmt.Sprintf(styles[k%3], r))
		fmt.Fprintf(&lib, "    static int c%d() { int r = 0; for (int i = 0; i < T.length; i++) if (T[i].matches(%s)) r |= 1 << i; return r; }\n", k, r)
	}
	lib.WriteString("}\n")
	main.WriteString("public class Main {\n    interface C { Object call(); }\n")
	main.WriteString("    static void p(C c) {\n        try { Object o = c.call();\n")
	main.WriteString("            if (o instanceof Boolean) System.out.println(((Boolean) o) ? 1 : 0); else System.out.println(o);\n")
	main.WriteString("        } catch (Throwable e) { System.out.println(\"E \" + e.getClass().getName()); }\n    }\n")
	main.WriteString("    public static void main(String[] a) {\n")
	for k := range regexCases {
		fmt.Fprintf(&main, "        p(() -> RegexSub.c%d());\n", k)
		for _, x := range regexTexts {
			fmt.Fprintf(&main, "        p(() -> RegexSub.m%d(%s));\n", k, javaLit(x, 0))
		}
	}
	main.WriteString("    }\n}\n")
	cp, want := javatest.CompileAndRunMain(t, javac, java, dir, map[string]string{"RegexSub.java": lib.String(), "Main.java": main.String()})
	if len(want) != len(regexCases)*(1+len(regexTexts)) {
		t.Fatalf("java printed %d lines", len(want))
	}
	checked, concretized, outside := 0, 0, 0
	line := 0
	for k, rc := range regexCases {
		opts := func(ctx *solver.Context) interp.Options {
			return interp.Options{ClassPath: cp, Ctx: ctx, Models: jdk.Register, MaxStringLength: 5}
		}
		ctx := solver.NewContext()
		conc := explorePaths(t, opts(ctx), fmt.Sprintf("RegexSub.c%d()", k))
		switch {
		case len(conc) != 1:
			t.Fatalf("c%d (%s): %d paths", k, rc.re, len(conc))
		case conc[0].err != nil:
			// Every regex runs on concrete text (JDK 17's Pattern
			// outside the subset; a\b reads its text through
			// Character.codePointBefore).
			t.Errorf("%q on the concrete texts: %v", rc.re, conc[0].err)
			t.Errorf("%q on the concrete texts: %v", rc.re, conc[0].err)
		default:
			got, err := outcomeText(ctx, conc[0].out, solver.Model{})
			if err != nil {
				t.Fatal(err)
			}
			if got != want[line] {
				t.Errorf("%q on the concrete texts: %s, the JVM's %s", rc.re, got, want[line])
			}
		}
		line++
		ctx = solver.NewContext()
		ps := explorePaths(t, opts(ctx), fmt.Sprintf("RegexSub.m%d(sym)", k))
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
				case rc.outside:
					outside++
				case rc.sensitive && hasSurrogate(x):
					concretized++
				default:
					t.Errorf("%q on %q: unsupported", rc.re, x)
				}
				continue
			}
			if rc.outside || rc.sensitive && hasSurrogate(x) {
				t.Errorf("%q on %q: %s, want the path to stop", rc.re, x, got)
			}
			checked++
			if got != jvm {
				t.Errorf("%q on %q (%s): %s, the JVM's %s", rc.re, x, fmt.Sprintf(styles[k%3], "r"), got, jvm)
			}
		}
	}
	// Texts with a surrogate: the pair, the two with lone ones (3 of
	// regexTexts), for each of the sensitive regexes.
	nSensitive, nOutside := 0, 0
	for _, rc := range regexCases {
		if rc.sensitive {
			nSensitive++
		}
		if rc.outside {
			nOutside++
		}
	}
	if concretized != 3*nSensitive || outside != len(regexTexts)*nOutside {
		t.Errorf("%d calls stopped at a surrogate, want %d; %d outside the subset, want %d", concretized, 3*nSensitive, outside, len(regexTexts)*nOutside)
	}
	t.Logf("%d symbolic calls and %d concrete ones compared with the JVM's", checked, len(regexCases)*len(regexTexts))
}
