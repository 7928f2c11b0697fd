package jdk_test

import (
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"gospf/choicegen"
	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// symTextProgram calls each model on symbolic text (jdk/symtext.go)
// from a method of its own; Main (written by the test) calls them on the
// JVM with concrete arguments.
const symTextProgram = `public class SymText {
    static String charsText(String s) { char[] c = s.toCharArray(); return new String(c); }
    static boolean eqic(String s, String t) { return s.equalsIgnoreCase(t); }
    static boolean eqicLit(String s) { return s.equalsIgnoreCase("k\u00b5A"); }
    static String up(String s) { return s.toUpperCase(); }
    static String low(String s) { return s.toLowerCase(); }
    static String trim(String s) { return s.trim(); }
    static String strip(String s) { return s.strip(); }
    static String stripLeading(String s) { return s.stripLeading(); }
    static String stripTrailing(String s) { return s.stripTrailing(); }
    static boolean blank(String s) { return s.isBlank(); }
    static int lastA(String s) { return s.lastIndexOf('a'); }
    static int lastCp(String s, int cp, int from) { return s.lastIndexOf(cp, from); }
    static int lastAb(String s) { return s.lastIndexOf("ab"); }
    static int lastStr(String s, String t, int from) { return s.lastIndexOf(t, from); }
    static String repl(String s, char a, char b) { return s.replace(a, b); }
    static String rev(String s) { return new StringBuilder(s).reverse().toString(); }
    static String setLen(String s) { StringBuilder b = new StringBuilder(s); b.setLength(3); return b.toString(); }
    static String setLenSym(String s, int n) { StringBuffer b = new StringBuffer(s); b.setLength(n); return b.toString(); }
    static String del(String s, int b, int e) { return new StringBuilder(s).delete(b, e).toString(); }
    static String[] splitComma(String s) { return s.split(","); }
    static long parseLong(String s) { return Long.parseLong(s); }
    static String replWiden(String s) { return s.replace(",", ";;"); }
    static String replDrop(String s) { return s.replace(" ", ""); }
    static String replOne(String s) { return s.replace("a", "b"); }
    static long valueOfLong(String s) { return Long.valueOf(s).longValue(); }
    static String[] splitDot(String s) { return s.split("\\."); }
    static String getCh(String s) { char[] d = new char[5]; s.getChars(1, 3, d, 2); return new String(d); }
    static String getChDst(String s) { char[] d = new char[1]; s.getChars(0, 2, d, 0); return new String(d); }
    static String getChBuf(String s) { char[] d = new char[3]; new StringBuilder(s).getChars(0, 2, d, 1); return new String(d); }
    static String getChBufDst(String s) { char[] d = new char[1]; new StringBuffer(s).getChars(1, 3, d, 0); return new String(d); }
    static String getChSym(String s, int e) { char[] d = new char[4]; s.getChars(1, e, d, 1); return new String(d); }
    static String getChBufSym(String s, int d) { char[] x = new char[3]; new StringBuilder(s).getChars(0, 1, x, d); return new String(x); }
    static boolean rmic(String s) { return s.regionMatches(true, 1, "\ud801\udc00k", 0, 2); }
    static String urlDec(String s) { return java.net.URLDecoder.decode(s, java.nio.charset.StandardCharsets.UTF_8); }
    static int parseHex(String s) { return Integer.parseInt(s, 1, 3, 16); }
    static int parse36(String s) { return Integer.parseInt(s, 0, 2, 36); }
    static int parse2(String s) { return Integer.parseInt(s, 0, 1, 2); }
    static boolean rmic2(String s, String t) { return s.regionMatches(true, 1, t, 0, 2); }
    static boolean rmicLit(String s) { return "x\u212aA".regionMatches(true, 1, s, 0, 2); }
    static String setCh(String s, int i, char c) { StringBuilder b = new StringBuilder(s); b.setCharAt(i, c); return b.toString(); }
    static int capStr(String s) { return new StringBuilder(s).capacity(); }
    static int capGrow(String s, int n) { StringBuilder b = new StringBuilder(n); b.append(s); b.append(s).append(s); return b.capacity(); }
    static int capTrim(String s) { StringBuffer b = new StringBuffer(s); b.append("0123456789abcdefghij"); b.setLength(3); b.trimToSize(); b.append(s); return b.capacity(); }
    static int capEnsure(String s, int m) { StringBuilder b = new StringBuilder(s); b.ensureCapacity(m); b.append(s).insert(0, s).delete(0, 2); return b.capacity(); }
}
`

// symTextTexts are the strings the models are checked on: ASCII, case
// pairs beyond it (the Kelvin sign folds to k, µ to Μ), the chars with a
// String mapping of their own (ß, İ, Σ), surrogate pairs in and out of
// order, whitespace of both kinds.
var symTextTexts = []string{"123", "-45", "+7", "-", "+", "0009", "\uff11\uff12", "12a", "\u0663", "99999", "-0", "1-2",
	",", ",a,,", "a.b", "..", ",,b", "a,b,", "x,,y", "", "a", "A", "ab", "bA", " a ", "\t x\n", "aab", "abab", "ba b", "aBc", "K\u00b5a", "\u212a\u039cA",
	"k\u00b5\u0041", "\u00ff\u0178", "\u00dfa", "\u0130x", "\u03a3\u0391", "a\u03a3",
	"\U00010428a", "\U00010428", "<dc28 d801>", "<x d801>", "a\u2000", "\u00a0b", "\u3000 \u2007", "Ab\x00", "  ", "\u1680a\u0085", "xyzw",
	"%2f", "x+F", "%\uff26\uff41", "zz1", "1-", "%\u0664g", "a+b+", "%41+"}

// symTextCall is one method with its argument kinds ('S' a String, 'I' an
// int, 'C' a char) and parameter names.
type symTextCall struct {
	name, params string
	names        []string
}

var symTextCalls = []symTextCall{
	{"charsText", "S", nil}, {"eqic", "SS", []string{"s", "t"}}, {"eqicLit", "S", nil}, {"up", "S", nil}, {"low", "S", nil},
	{"trim", "S", nil}, {"strip", "S", nil}, {"stripLeading", "S", nil}, {"stripTrailing", "S", nil}, {"blank", "S", nil},
	{"lastA", "S", nil}, {"lastCp", "SII", []string{"s", "cp", "from"}}, {"lastAb", "S", nil},
	{"lastStr", "SSI", []string{"s", "t", "from"}}, {"repl", "SCC", []string{"s", "a", "b"}}, {"rev", "S", nil},
	{"setLen", "S", nil}, {"setLenSym", "SI", []string{"s", "n"}}, {"del", "SII", []string{"s", "b", "e"}},
	{"splitComma", "S", nil}, {"splitDot", "S", nil}, {"parseLong", "S", nil}, {"replWiden", "S", nil}, {"replDrop", "S", nil}, {"replOne", "S", nil}, {"valueOfLong", "S", nil},
	{"getCh", "S", nil}, {"getChDst", "S", nil}, {"getChBuf", "S", nil}, {"getChBufDst", "S", nil}, {"getChSym", "SI", []string{"s", "e"}}, {"getChBufSym", "SI", []string{"s", "d"}}, {"setCh", "SIC", []string{"s", "i", "c"}},
	{"rmic", "S", nil}, {"rmicLit", "S", nil}, {"rmic2", "SS", []string{"s", "t"}},
	{"parseHex", "S", nil}, {"urlDec", "S", nil}, {"parse36", "S", nil}, {"parse2", "S", nil},
	{"capStr", "S", nil}, {"capGrow", "SI", []string{"s", "n"}}, {"capTrim", "S", nil}, {"capEnsure", "SI", []string{"s", "m"}},
}

// symTextArgs returns the argument tuples of params: every text (of at
// most maxLen chars) for the first String, a few for the others.
func symTextArgs(params string, maxLen int) [][]any {
	var short []string
	for _, s := range symTextTexts {
		if len(utf16Of(s)) <= maxLen {
			short = append(short, s)
		}
	}
	choices := map[byte][]any{'I': {int64(-1), int64(0), int64(2), int64(9), int64('a'), int64(0x10428), int64(0xd801), int64(0x110000)},
		'C': {int64('a'), int64('b'), int64(0xdc28)}}
	tuples := [][]any{{}}
	for i := range params {
		var vals []any
		switch {
		case params[i] == 'S' && i == 0:
			for _, s := range short {
				vals = append(vals, s)
			}
		case params[i] == 'S':
			vals = []any{"", "a", "ab", "K", "\u212a\u00b5a", "\U00010400"}
		default:
			vals = choices[params[i]]
		}
		var next [][]any
		for _, t := range tuples {
			for _, v := range vals {
				next = append(next, append(append([]any(nil), t...), v))
			}
		}
		tuples = next
	}
	return tuples
}

// javaLit is v as a Java literal.
func javaLit(v any, kind byte) string {
	switch x := v.(type) {
	case string:
		var b strings.Builder
		b.WriteByte('"')
		for _, c := range utf16Of(x) {
			switch {
			case c < 0x20 || c == '"' || c == '\\' || c == 0x7f:
				fmt.Fprintf(&b, "\\%03o", c) // not \u000a: Java reads those before the lexer
			case c < 0x80:
				b.WriteByte(byte(c))
			default:
				fmt.Fprintf(&b, "\\u%04x", c)
			}
		}
		b.WriteByte('"')
		return b.String()
	case int64:
		if kind == 'C' {
			return fmt.Sprintf("(char) %d", x)
		}
		return fmt.Sprint(x)
	}
	panic(v)
}

// utf16Of is the chars of a test text; Go strings cannot hold lone
// surrogates, so the texts with them are named in angle brackets.
func utf16Of(x string) []uint16 {
	switch x {
	case "<dc28 d801>":
		return []uint16{0xdc28, 0xd801}
	case "<x d801>":
		return []uint16{'x', 0xd801}
	}
	return utf16.Encode([]rune(x))
}

// TestSymbolicTextAsJVM runs every method of symTextProgram in gospf on
// symbolic arguments (strings of up to 5 chars), explores every path
// (each choice, feasible or not, with its constraint), and for each
// argument tuple evaluates the outcome of the one path whose constraints
// it satisfies; the JVM runs the same calls, and both must agree: the
// value (a text as its chars, an int, a boolean) or the exception's
// class. A path that stops with ErrUnsupported (toUpperCase of a text
// with a char of its own mapping) must be the path of exactly the texts
// that hold one of those chars.
func TestSymbolicTextAsJVM(t *testing.T) {
	javac, java := javatest.Tools(t)
	t.Parallel()
	const maxLen = 5
	dir := t.TempDir()
	var main strings.Builder
	main.WriteString("public class Main {\n    interface C { Object call(); }\n")
	main.WriteString("    static void p(C c) {\n        try { Object o = c.call();\n")
	main.WriteString("            if (o instanceof char[]) o = new String((char[]) o);\n")
	main.WriteString("            if (o instanceof String[]) { StringBuilder b = new StringBuilder(\"A\"); for (String x : (String[]) o) { b.append(' '); for (char y : x.toCharArray()) b.append((int) y).append(','); } System.out.println(b); return; }\n")
	main.WriteString("            if (o instanceof String) { StringBuilder b = new StringBuilder(\"S\"); for (char x : ((String) o).toCharArray()) b.append(' ').append((int) x); System.out.println(b); }\n")
	main.WriteString("            else if (o instanceof Boolean) System.out.println(((Boolean) o) ? 1 : 0);\n")
	main.WriteString("            else System.out.println(o);\n")
	main.WriteString("        } catch (Throwable e) { System.out.println(\"E \" + e.getClass().getName()); }\n    }\n")
	// The calls go in methods of at most 400 (a method's code is at most
	// 64 KB), each in a class of its own (so is a class's constant
	// pool), which main calls in order.
	main.WriteString("    public static void main(String[] a) {\n")
	var partsText strings.Builder
	partsText.WriteString("class Part0 {\n    static void run() {\n")
	parts := 1
	type job struct {
		call symTextCall
		args []any
	}
	var jobs []job
	for _, c := range symTextCalls {
		for _, args := range symTextArgs(c.params, maxLen) {
			lits := make([]string, len(args))
			for i, v := range args {
				lits[i] = javaLit(v, c.params[i])
			}
			fmt.Fprintf(&partsText, "        Main.p(() -> SymText.%s(%s));\n", c.name, strings.Join(lits, ", "))
			if len(jobs)%400 == 399 {
				fmt.Fprintf(&partsText, "    }\n}\nclass Part%d {\n    static void run() {\n", parts)
				parts++
			}
			jobs = append(jobs, job{c, args})
		}
	}
	for i := 0; i < parts; i++ {
		fmt.Fprintf(&main, "        Part%d.run();\n", i)
	}
	main.WriteString("    }\n}\n")
	partsText.WriteString("    }\n}\n")
	main.WriteString(partsText.String())
	cp, want := javatest.CompileAndRunMain(t, javac, java, dir, map[string]string{"SymText.java": symTextProgram, "Main.java": main.String()})
	if len(want) != len(jobs) {
		t.Fatalf("java printed %d lines for %d calls", len(want), len(jobs))
	}
	paths := map[string][]symPath{}
	ctxs := map[string]*solver.Context{}
	checked, unsupported, beyond, pairs, rmicPairs, rmicPairsWant, escapes := 0, 0, 0, 0, 0, 0, 0
	for _, j := range jobs {
		if rmicSurrogates(j.call.name, j.args) {
			rmicPairsWant++
		}
	}
	for i, j := range jobs {
		ps, ok := paths[j.call.name]
		if !ok {
			ctx := solver.NewContext()
			ps = explorePaths(t, interp.Options{ClassPath: cp, Ctx: ctx, Models: jdk.Register, MaxStringLength: maxLen,
				Heap: interp.HeapOptions{MaxArrayLength: 8}}, "SymText."+j.call.name+"("+strings.Repeat("sym#", len(j.call.params)-1)+"sym)")
			paths[j.call.name], ctxs[j.call.name] = ps, ctx
		}
		got, err := evalPaths(ctxs[j.call.name], ps, j.call.names, j.args, want[i])
		if err != nil {
			t.Errorf("%s%q: %v", j.call.name, j.args, err)
			continue
		}
		if got == "unsupported" {
			switch {
			case j.call.name == "up" || j.call.name == "low":
				unsupported++
			case j.call.name == "urlDec" && strings.Contains(j.args[0].(string), "%"):
				// A text with an escape is concretised (symtext_urldecode.go),
				// which this exploration without a solver cannot do.
				escapes++
			case rmicSurrogates(j.call.name, j.args):
				rmicPairs++
			case j.call.name == "eqic" && hasSurrogate(j.args[0].(string)) && hasSurrogate(j.args[1].(string)):
				// Surrogates on both sides: JDK 17 compares their code
				// points' cases, which the model does not (symtext_case.go).
				pairs++
			case j.call.name == "setLenSym" && j.args[1].(int64) > int64(len(utf16Of(j.args[0].(string)))):
				// A symbolic length beyond the text: its padding has
				// no form (by design, symtext.go).
				beyond++
			default:
				t.Errorf("%s%q: unsupported", j.call.name, j.args)
			}
			continue
		}
		checked++
		if got != want[i] {
			t.Errorf("%s%q = %q, the JVM's %q", j.call.name, j.args, got, want[i])
		}
	}
	t.Logf("%d calls compared with the JVM's", checked)
	// regionMatches(true, ...) stops exactly where both regions lie
	// inside their texts and hold different surrogates at one position.
	if rmicPairs != rmicPairsWant || rmicPairsWant == 0 {
		t.Errorf("%d calls of regionMatches with surrogates in both regions unsupported, want %d (more than 0)", rmicPairs, rmicPairsWant)
	}
	if checked+unsupported+beyond+pairs+rmicPairs+escapes != len(jobs) {
		t.Errorf("%d compared, %d unsupported, %d beyond the text, %d surrogate pairs, %d escapes: %d calls, not %d", checked, unsupported, beyond, pairs+rmicPairs, escapes, checked+unsupported+beyond+pairs+rmicPairs+escapes, len(jobs))
	}
	// URLDecoder.decode of the texts with a '%': %2f, %Ｆａ, %٤g, %41+ = 4.
	if escapes != 4 {
		t.Errorf("%d calls of URLDecoder.decode with an escape, want 4", escapes)
	}
	// equalsIgnoreCase with "\U00010400" (a surrogate pair) as its
	// argument, on the texts of its length (2 chars) with a different
	// surrogate at a position where it has one (𐐨, which JDK 17 finds
	// equal to it, and the two with lone surrogates) = 3 (𐐨a differs in
	// length: false, compared).
	if pairs != 3 {
		t.Errorf("%d calls of equalsIgnoreCase with surrogates on both sides unsupported, want 3", pairs)
	}
	// The texts (of at most 5 chars) with a char of String's own
	// mapping, or a surrogate: for toUpperCase ß, 𐐨a, 𐐨 and the two with
	// lone surrogates = 5; for toLowerCase İ, ΣΑ, aΣ and the same four
	// with surrogates = 7.
	if unsupported != 5+7 {
		t.Errorf("%d calls of toUpperCase/toLowerCase unsupported, want 12", unsupported)
	}
}

// symPath is a path of a method: the constraints of its choices and its
// outcome (nil with err when it stopped with an error).
type symPath struct {
	conds []solver.Expr
	out   *interp.Outcome
	err   error
}

// explorePaths runs spec to every end, taking every choice in turn.
func explorePaths(t *testing.T, opts interp.Options, spec string) []symPath {
	t.Helper()
	vm, err := interp.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := vm.StartEntry(spec); err != nil {
		t.Fatal(err)
	}
	var paths []symPath
	var walk func(conds []solver.Expr)
	walk = func(conds []solver.Expr) {
		gen, out, err := vm.Run()
		if gen == nil {
			paths = append(paths, symPath{conds: conds, out: out, err: err})
			return
		}
		snap := vm.Snapshot()
		for i := range gen.Choices {
			vm.Restore(snap)
			vm.Choose(gen, i)
			walk(append(append([]solver.Expr(nil), conds...), choiceConds(gen.Choices[i])...))
		}
	}
	walk(nil)
	return paths
}

// choiceConds returns what a choice adds to the path condition.
func choiceConds(c choicegen.Choice) []solver.Expr {
	var out []solver.Expr
	if c.Constraint.Valid() {
		out = append(out, c.Constraint)
	}
	return append(out, c.More...)
}

// evalPaths returns the outcome of the one path whose constraints args
// satisfy, as Main prints it, or "unsupported".
func evalPaths(ctx *solver.Context, ps []symPath, names []string, args []any, jvm string) (string, error) {
	model := solver.Model{}
	found := ""
	n := 0
	for i, v := range args {
		name := "s"
		if names != nil {
			name = names[i]
		}
		key := fmt.Sprintf("%s_%d", name, i+1)
		switch x := v.(type) {
		case string:
			model[key] = solver.StrHandle(ctx.StrConst(utf16Of(x)))
		case int64:
			model[key] = x
		}
	}
	// A defined text (symtext.go's definedText: a string variable that is
	// no input, whose chars the path condition defines) is given the
	// JVM's result: the path's definition must then hold, which it does
	// only for the text the model defines.
	var result []uint16
	if strings.HasPrefix(jvm, "S") {
		for _, f := range strings.Fields(jvm)[1:] {
			v, _ := strconv.Atoi(f)
			result = append(result, uint16(v))
		}
	}
	for _, p := range ps {
		for _, c := range p.conds {
			for _, v := range solver.Vars(c) {
				if _, ok := model[v.Name()]; !ok && strings.Contains(v.Name(), "#") {
					model[v.Name()] = solver.StrHandle(ctx.StrConst(result))
				}
			}
		}
	}
	for _, p := range ps {
		ok := true
		for _, c := range p.conds {
			if v, good := solver.Eval(c, model); !good || v == 0 {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		n++
		if p.err != nil {
			found = "unsupported"
			continue
		}
		s, err := outcomeText(ctx, p.out, model)
		if err != nil {
			return "", err
		}
		found = s
	}
	if n != 1 {
		return "", fmt.Errorf("%d paths hold for the arguments (model %v)", n, model)
	}
	return found, nil
}

// outcomeText prints an outcome as Main does.
func outcomeText(ctx *solver.Context, out *interp.Outcome, model solver.Model) (string, error) {
	if out.Kind == interp.OutcomeException {
		return "E " + out.ExceptionClass, nil
	}
	if out.Kind != interp.OutcomeReturn {
		return "", fmt.Errorf("outcome %v", out.Kind)
	}
	v := out.Value
	switch out.RetType {
	case 'I', 'Z', 'J':
		x := v.I
		if v.S.Valid() {
			var ok bool
			if x, ok = solver.Eval(v.S, model); !ok {
				return "", fmt.Errorf("cannot evaluate %s", v.S)
			}
		}
		if out.RetType == 'J' {
			return fmt.Sprint(x), nil
		}
		return fmt.Sprint(int32(x)), nil
	}
	var u []uint16
	switch {
	case v.R == nil:
		return "null", nil
	case v.R.Class.Name == "[Ljava/lang/String;":
		var b strings.Builder
		b.WriteString("A")
		for _, f := range v.R.Fields {
			t := interp.StringOf(f.R)
			if e, ok := interp.SymbolicText(f.R); ok {
				h, ok := solver.Eval(e, model)
				if !ok {
					return "", fmt.Errorf("cannot evaluate %s", e)
				}
				t, _ = ctx.StrOfHandle(h)
			}
			b.WriteString(" ")
			for _, c := range t {
				fmt.Fprintf(&b, "%d,", c)
			}
		}
		return b.String(), nil
	case v.R.Class.Name == "[C":
		for _, f := range v.R.Fields {
			x := f.I
			if f.S.Valid() {
				x, _ = solver.Eval(f.S, model)
			}
			u = append(u, uint16(x))
		}
	default:
		if e, ok := interp.SymbolicText(v.R); ok {
			h, ok := solver.Eval(e, model)
			if !ok {
				return "", fmt.Errorf("cannot evaluate %s", e)
			}
			u, _ = ctx.StrOfHandle(h)
		} else {
			u = interp.StringOf(v.R)
		}
	}
	var b strings.Builder
	b.WriteString("S")
	for _, c := range u {
		fmt.Fprintf(&b, " %d", c)
	}
	return b.String(), nil
}

// specialsProgram prints the chars whose String.toUpperCase (first line)
// and toLowerCase (second line, alone or after a letter, or at the end of
// a word) differ from Character's mapping of the char.
const specialsProgram = `public class Specials {
    public static void main(String[] a) {
        StringBuilder up = new StringBuilder(), lo = new StringBuilder();
        for (int c = 0; c <= 0xFFFF; c++) {
            char x = (char) c;
            if (Character.isSurrogate(x)) continue;
            String s = String.valueOf(x);
            if (!s.toUpperCase().equals(String.valueOf(Character.toUpperCase(x)))) up.append(c).append(' ');
            boolean alone = s.toLowerCase().equals(String.valueOf(Character.toLowerCase(x)));
            boolean inside = ("a" + x + "a").toLowerCase().equals("a" + Character.toLowerCase(x) + "a");
            boolean end = ("A" + x).toLowerCase().equals("a" + Character.toLowerCase(x));
            if (!alone || !inside || !end) lo.append(c).append(' ');
        }
        System.out.println(up.toString().trim());
        System.out.println(lo.toString().trim());
    }
}
`

// TestStringCaseSpecialsAsJVM checks caseSpecials, the chars the
// symbolic toUpperCase/toLowerCase leave to an unsupported path, against
// the JVM's: exactly the chars (surrogates aside) whose String mapping is
// not Character's.
func TestStringCaseSpecialsAsJVM(t *testing.T) {
	javac, java := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	javatest.CompileSource(t, javac, dir, "Specials", specialsProgram)
	text, err := exec.Command(java, "-cp", dir, "Specials").Output()
	if err != nil {
		t.Fatalf("java: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("java printed %q", text)
	}
	for i, line := range lines {
		if got, want := jdk.CaseSpecials(i == 0), line; got != want {
			t.Errorf("specials of %s: gospf %q, the JVM %q", []string{"toUpperCase", "toLowerCase"}[i], got, want)
		}
	}
}

// builderMessagesProgram folds the messages of StringBuilder's delete and
// setLength exceptions (concrete content) into a digest.
const builderMessagesProgram = `public class BuilderMessages {
    static long run() {
        long h = 17;
        int[][] ranges = {{5, 7}, {-1, 1}, {2, 1}, {3, 2}, {0, 9}, {1, 1}};
        for (int[] r : ranges) {
            try {
                h = h * 31 + new StringBuilder("ab").delete(r[0], r[1]).toString().hashCode();
            } catch (StringIndexOutOfBoundsException e) {
                h = h * 31 + e.getMessage().hashCode();
            }
        }
        for (int n : new int[] {-3, 0, 4}) {
            try {
                StringBuilder b = new StringBuilder("ab");
                b.setLength(n);
                h = h * 31 + b.toString().hashCode();
            } catch (StringIndexOutOfBoundsException e) {
                h = h * 31 + e.getMessage().hashCode();
            }
        }
        return h;
    }
    public static void main(String[] a) { System.out.println(run()); }
}
`

// TestBuilderMessagesAsJVM checks the concrete delete and setLength (the
// symbolic ones build the same messages) against the JVM: delete's
// message names the end cut to the length ("start 5, end 2, length 2").
func TestBuilderMessagesAsJVM(t *testing.T) {
	sameDigestAsJVM(t, "BuilderMessages", builderMessagesProgram)
}

// hasSurrogate reports whether s's UTF-16 form holds a surrogate.
func hasSurrogate(s string) bool {
	for _, c := range utf16Of(s) {
		if c >= 0xD800 && c <= 0xDFFF {
			return true
		}
	}
	return false
}

// rmicSurrogates reports whether the call of rmic or rmic2 with args
// compares different surrogates (differentSurrogates), where the model
// stops.
func rmicSurrogates(name string, args []any) bool {
	switch name {
	case "rmic":
		return differentSurrogates(args[0].(string), 1, "\U00010400k", 0, 2)
	case "rmic2":
		return differentSurrogates(args[0].(string), 1, args[1].(string), 0, 2)
	}
	return false
}

// differentSurrogates reports whether the n chars of x from i and of y
// from j lie inside their texts and hold different surrogates at some
// position (the case regionMatches(true, ...) on symbolic text stops).
func differentSurrogates(x string, i int, y string, j, n int) bool {
	u, v := utf16Of(x), utf16Of(y)
	if i+n > len(u) || j+n > len(v) {
		return false
	}
	for p := 0; p < n; p++ {
		a, b := u[i+p], v[j+p]
		if a >= 0xD800 && a <= 0xDFFF && b >= 0xD800 && b <= 0xDFFF && a != b {
			return true
		}
	}
	return false
}
