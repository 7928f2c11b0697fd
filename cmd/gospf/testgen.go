package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf16"

	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// Test generation (gospf run --tests DIR): for every completed path of an
// entry run, a JUnit 5 test and a plain replay class that call the entry
// method with the path's inputs and check the outcome gospf predicted (the
// return value, evaluated with Java semantics under the model, or the
// exception type). `gospf replay DIR` compiles and runs the replay class on
// the real JVM, and the JUnit tests too when a JUnit console launcher is
// installed (replay.go).

// replayCase is one generated test.
type replayCase struct {
	index int
	args  []string // Java literals (and o[k], the input objects, in heap runs)
	// heap is the body of the method that builds the input objects
	// (testheap.go); nil when the run has no symbolic heap inputs.
	heap     []string
	exc      string // expected exception class, or ""
	ret      string // expected return literal, or "" (void or a reference)
	retRef   string // in heap runs, the returned reference: "null", "o[k]", or "" (not checked)
	overflow string // why the int theory's model may not reach this path in Java, or ""
	// inexact names what gospf computed otherwise than the JVM may on
	// this path (Outcome.Inexact: a transcendental function's last bit,
	// the call depth of a StackOverflowError), or "": the JVM may take
	// another path, so the case is replayed but not failed.
	inexact string
	pc      string
}

// javaLiteral renders v as a literal of descriptor type t.
func javaLiteral(v int64, t byte) string {
	switch t {
	case 'Z':
		return strconv.FormatBool(v != 0)
	case 'J':
		return strconv.FormatInt(v, 10) + "L"
	case 'C':
		return fmt.Sprintf("(char) %d", uint16(v))
	case 'B':
		return fmt.Sprintf("(byte) %d", int8(v))
	case 'S':
		return fmt.Sprintf("(short) %d", int16(v))
	case 'I':
		if int32(v) == -2147483648 {
			return "Integer.MIN_VALUE"
		}
		return strconv.FormatInt(int64(int32(v)), 10)
	case 'F':
		return solver.FloatLiteral(solver.KFloat, v)
	case 'D':
		return solver.FloatLiteral(solver.KDouble, v)
	}
	return "null"
}

// javaString renders s as a Java string literal in ASCII.
func javaString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			// Octal: Java turns \u escapes into characters before it
			// reads literals, so \u000a would end the line.
			fmt.Fprintf(&b, "\\%03o", r)
		case r > 0x7f:
			for _, u := range utf16.Encode([]rune{r}) {
				fmt.Fprintf(&b, "\\u%04x", u)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// fullModel gives every input of p a value: the model's, or the default.
func fullModel(p *search.Path) solver.Model {
	m := solver.Model{}
	for _, v := range p.Inputs {
		m[v.Name] = p.InputValue(v)
	}
	return m
}

// buildCases turns the paths of an entry run into test cases.
func buildCases(r *outcomeRun) ([]replayCase, error) {
	m := r.entry
	heapRun := hasHeapInputs(r)
	var cases []replayCase
	for i, p := range r.res.Paths {
		o := p.Outcome
		if o.Kind != interp.OutcomeReturn && o.Kind != interp.OutcomeException {
			continue
		}
		model := fullModel(p)
		c := replayCase{index: i + 1, pc: pcString(p.PC)}
		vi := 0 // the primitive sym parameters' inputs come first, in order
		for j, d := range m.ParamDescs {
			ref := d[0] == 'L' || d[0] == '['
			switch {
			case r.entrySym[j] && d == "Ljava/lang/String;" && vi < len(p.Inputs):
				c.args = append(c.args, inputText(p, p.Inputs[vi])) // a String input
				vi++
			case r.entrySym[j] && ref:
				c.args = append(c.args, rootArg(p, m, j))
			case r.entrySym[j] && vi < len(p.Inputs):
				c.args = append(c.args, javaLiteral(model[p.Inputs[vi].Name], d[0]))
				vi++
			case ref && heapRun:
				c.args = append(c.args, "(Object) null")
			default:
				c.args = append(c.args, javaLiteral(0, d[0]))
			}
		}
		if heapRun {
			c.heap = []string{"return new Object[1];"}
			if p.Heap != nil {
				c.heap = heapBuilder{h: p.Heap, model: model}.statements()
			}
			c.retRef = resultRef(p)
		}
		for _, conj := range p.PC {
			if v, ok := solver.Eval(conj, model); !ok || v == 0 {
				c.overflow = "with Java arithmetic the inputs do not satisfy " + conj.String()
				break
			}
		}
		c.inexact = o.Inexact
		if o.Kind == interp.OutcomeException {
			c.exc = o.ExceptionClass
		} else if o.RetType != 'V' && o.RetType != 'L' && o.RetType != '[' {
			v := o.Value.I
			ok := true
			if o.Value.IsSym() {
				v, ok = solver.Eval(o.Value.S, model)
			}
			switch {
			case ok:
				c.ret = javaLiteral(v, o.RetType)
			case c.overflow == "":
				// Java semantics cannot evaluate the value under the
				// model (a division by zero after wrap-around): the int
				// theory's model leaves Java's path, so the call is
				// replayed but its value is not asserted.
				c.overflow = "with Java arithmetic the returned value " + o.Value.S.String() + " cannot be evaluated (division by zero)"
			}
		}
		cases = append(cases, c)
	}
	return cases, nil
}

// writeTests writes DIR/<package path>/GospfReplay.java, GospfPathsTest.java
// and DIR/gospf-replay.classpath.
func writeTests(dir string, r *outcomeRun) (int, error) {
	if r.entry == nil {
		return 0, fmt.Errorf("--tests needs a run with target.entry (a main driver's inputs cannot be replayed)")
	}
	cases, err := buildCases(r)
	if err != nil {
		return 0, err
	}
	cls := r.entry.Class.Name
	pkg, simple := "", cls
	if i := strings.LastIndexByte(cls, '/'); i >= 0 {
		pkg, simple = strings.ReplaceAll(cls[:i], "/", "."), cls[i+1:]
	}
	outDir := filepath.Join(dir, filepath.FromSlash(pkgPath(cls)))
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return 0, err
	}
	call := strings.ReplaceAll(simple, "$", ".") + "." + r.entry.Name
	heapRun := hasHeapInputs(r)
	if heapRun {
		call = "call" // by reflection: the parameter types need not be accessible
	}
	header := ""
	if pkg != "" {
		header = "package " + pkg + ";\n\n"
	}
	var rp, ju strings.Builder
	rp.WriteString(header)
	fmt.Fprintf(&rp, "/** Generated by gospf: replays the %d paths of %s on the JVM. */\n", len(cases), r.entry)
	rp.WriteString("public class GospfReplay {\n    static int failed, overflow, inexact;\n\n")
	rp.WriteString("    static void report(int path, boolean ok, String doubt, String what) {\n")
	rp.WriteString("        if (ok) { System.out.println(\"PASS path \" + path); return; }\n")
	rp.WriteString("        if (doubt.equals(\"OVERFLOW\")) { overflow++; System.out.println(\"OVERFLOW path \" + path + \": \" + what); return; }\n")
	rp.WriteString("        if (doubt.equals(\"INEXACT\")) { inexact++; System.out.println(\"INEXACT path \" + path + \": \" + what); return; }\n")
	rp.WriteString("        failed++; System.out.println(\"FAIL path \" + path + \": \" + what);\n    }\n\n")
	if heapRun {
		rp.WriteString(heapHelpersFor(r.entry))
		writeHeapBuilders(&rp, cases)
		rp.WriteString("\n")
	}
	ju.WriteString(header)
	ju.WriteString("import static org.junit.jupiter.api.Assertions.*;\n\nimport org.junit.jupiter.api.Disabled;\nimport org.junit.jupiter.api.Test;\n\n")
	fmt.Fprintf(&ju, "/** Generated by gospf from %s: one test per path. */\n", r.entry)
	ju.WriteString("public class GospfPathsTest {\n")
	if heapRun {
		ju.WriteString(heapHelpersFor(r.entry))
		writeHeapBuilders(&ju, cases)
	}
	for _, c := range cases {
		argList := strings.Join(c.args, ", ")
		// ov is the replay's label of a case that may not replay, "" for
		// none; why is the reason.
		ov, why := "", ""
		switch {
		case c.overflow != "":
			ov, why = "OVERFLOW", "int theory: "+c.overflow
		case c.inexact != "":
			ov, why = "INEXACT", "gospf computes "+c.inexact+" otherwise than the JVM may"
		}
		// One method per path: main would outgrow the JVM's 64 KB of
		// code per method after a thousand paths.
		fmt.Fprintf(&rp, "    // path %d: %s\n", c.index, c.pc)
		if ov != "" {
			fmt.Fprintf(&rp, "    // %s\n", why)
		}
		fmt.Fprintf(&rp, "    static void path%d() {\n", c.index)
		fmt.Fprintf(&ju, "\n    /** Path %d: %s */\n    @Test\n", c.index, c.pc)
		if ov != "" {
			// The plain replay reports these as OVERFLOW or INEXACT; in
			// JUnit they are skipped with the reason, not failed.
			fmt.Fprintf(&ju, "    @Disabled(%s)\n", javaString(why))
		}
		ov = javaString(ov)
		if heapRun {
			fmt.Fprintf(&ju, "    void path%d() throws Throwable {\n        Object[] o = heap%d();\n", c.index, c.index)
			fmt.Fprintf(&rp, "        Object[] o;\n        try {\n            o = heap%d();\n", c.index)
			fmt.Fprintf(&rp, "        } catch (Throwable e) {\n            report(%d, false, \"\", \"building the inputs threw \" + e);\n            return;\n        }\n", c.index)
		} else {
			fmt.Fprintf(&ju, "    void path%d() {\n", c.index)
		}
		var body strings.Builder
		switch {
		case c.exc != "":
			fmt.Fprintf(&body, "try {\n    %s(%s);\n    report(%d, false, %v, \"no exception, expected %s\");\n", call, argList, c.index, ov, c.exc)
			fmt.Fprintf(&body, "} catch (Throwable e) {\n    report(%d, e.getClass().getName().equals(%s), %v, \"threw \" + e);\n}\n", c.index, javaString(c.exc), ov)
			// The exact class, as the replay checks it (assertThrows alone
			// would accept a subclass).
			fmt.Fprintf(&ju, "        assertEquals(%s.class, assertThrows(Throwable.class, () -> %s(%s)).getClass());\n    }\n",
				strings.ReplaceAll(c.exc, "$", "."), call, argList)
		case c.ret != "":
			fmt.Fprintf(&body, "try {\n    Object got = %s(%s);\n    Object want = %s;\n", call, argList, c.ret)
			fmt.Fprintf(&body, "    report(%d, got.equals(want), %v, \"returned \" + got + \", expected \" + want);\n", c.index, ov)
			fmt.Fprintf(&body, "} catch (Throwable e) {\n    report(%d, false, %v, \"threw \" + e);\n}\n", c.index, ov)
			fmt.Fprintf(&ju, "        assertEquals(%s, %s(%s));\n    }\n", c.ret, call, argList)
		case c.retRef != "":
			// An input object or null, checked by identity.
			fmt.Fprintf(&body, "try {\n    Object got = %s(%s);\n", call, argList)
			fmt.Fprintf(&body, "    report(%d, got == %s, %v, \"returned \" + describe(got) + \", expected \" + describe(%s));\n", c.index, c.retRef, ov, c.retRef)
			fmt.Fprintf(&body, "} catch (Throwable e) {\n    report(%d, false, %v, \"threw \" + e);\n}\n", c.index, ov)
			fmt.Fprintf(&ju, "        assertSame(%s, %s(%s));\n    }\n", c.retRef, call, argList)
		default:
			fmt.Fprintf(&body, "try {\n    %s(%s);\n    report(%d, true, %v, \"\");\n", call, argList, c.index, ov)
			fmt.Fprintf(&body, "} catch (Throwable e) {\n    report(%d, false, %v, \"threw \" + e);\n}\n", c.index, ov)
			fmt.Fprintf(&ju, "        assertDoesNotThrow(() -> %s(%s));\n    }\n", call, argList)
		}
		for _, line := range strings.SplitAfter(body.String(), "\n") {
			if line != "" {
				rp.WriteString("        " + line)
			}
		}
		rp.WriteString("    }\n\n")
	}
	rp.WriteString("    public static void main(String[] args) {\n")
	for _, c := range cases {
		fmt.Fprintf(&rp, "        path%d();\n", c.index)
	}
	rp.WriteString("        System.out.println(\"replayed \" + \"" + strconv.Itoa(len(cases)) + "\" + \" paths: \" + failed + \" failed, \" + overflow + \" overflow (int theory), \" + inexact + \" inexact\");\n")
	rp.WriteString("        System.exit(failed == 0 ? 0 : 1);\n    }\n}\n")
	ju.WriteString("}\n")
	if err := os.WriteFile(filepath.Join(outDir, "GospfReplay.java"), []byte(rp.String()), 0o644); err != nil {
		return 0, err
	}
	if err := os.WriteFile(filepath.Join(outDir, "GospfPathsTest.java"), []byte(ju.String()), 0o644); err != nil {
		return 0, err
	}
	meta := "main=" + strings.ReplaceAll(pkgPath(cls), "/", ".")
	if pkg != "" {
		meta += "."
	}
	meta += "GospfReplay\nclasspath=" + strings.Join(r.cfg.Target.Classpath, string(os.PathListSeparator)) + "\n"
	if err := os.WriteFile(filepath.Join(dir, "gospf-replay.properties"), []byte(meta), 0o644); err != nil {
		return 0, err
	}
	return len(cases), nil
}

// pkgPath returns the package part of an internal class name ("a/b" for
// "a/b/C"), or "".
func pkgPath(internal string) string {
	if i := strings.LastIndexByte(internal, '/'); i >= 0 {
		return internal[:i]
	}
	return ""
}

// writeHeapBuilders writes heapN(), the builder of path N's input objects,
// for every case.
func writeHeapBuilders(w *strings.Builder, cases []replayCase) {
	for _, c := range cases {
		fmt.Fprintf(w, "\n    static Object[] heap%d() throws Exception {\n", c.index)
		for _, st := range c.heap {
			w.WriteString("        " + st + "\n")
		}
		w.WriteString("    }\n")
	}
}
