package jdk_test

import "testing"

// formatProgram formats a table of format strings and arguments with
// String.format, String.formatted, String.format with Locale.US and
// Locale.ROOT, and a Formatter over a StringBuilder, and NumberFormat's
// number, integer and percent formats, and folds every outcome (the text,
// or the exception's class and message) into a digest; run() returns -1
// unless all 4 x 33 + 3 outcomes were folded.
const formatProgram = `import java.util.Locale;
public class Fmt {
    static long digest;
    static int n;
    static void fold(String outcome) { digest = digest * 31 + outcome.hashCode(); n++; }
    interface F { String f(); }
    static void t(F f) {
        try { fold(f.f()); } catch (RuntimeException x) { fold(x.getClass().getName() + ":" + x.getMessage()); }
    }
    public static long run() {
        Object[][] cases = {
            {"%d|%5d|%-5d|%05d|%+d|% d|%,d|%(d", 1234567, -42, 7, -3, 5, 6, -1234567, -8},
            {"%x|%X|%#x|%o|%#o|%08x", 255, -1, 255, 8, 8, 48879},
            {"%x %x %x", (byte) -1, (short) -2, -3L},
            {"%s|%10s|%-10s|%.2s|%S", "abc", "right", "left", "truncate", "upper"},
            {"%b|%B|%b|%b", true, false, null, "x"},
            {"%c|%C|%c", 'a', 'b', 65},
            {"%f|%.2f|%10.3f|%-10.1f|%e|%.3E", 3.14159, 2.675, -1.5, 0.125, 12345.678, 0.000123},
            {"%.1f|%.0f|%.2f|%.3f", 0.15, 2.5, 1.005, -0.0005},
            {"%f|%f|%f|%e", Double.NaN, Double.POSITIVE_INFINITY, -0.0, 0.0},
            {"%.2f|%f", 1.1f, 100.0f},
            {"%,.2f|%+.1f|%(.2f|%010.2f", 1234567.891, 3.0, -2.5, -3.14159},
            {"%2$s %1$s %<s", "a", "b"},
            {"%s %s", "only one"},
            {"%d", "not a number"},
            {"%q", 1},
            {"%-d", 5},
            {"%#d", 5},
            {"%.2d", 5},
            {"%,x", 5},
            {"%n|%%|%5%", 1},
            {"%s", (Object) null},
            {"%d", Long.MIN_VALUE},
            {"%h", "hi"},
            {"%10.4e", 6.02214076e23},
            {"%g", 1.0},
            {"%c", -1},
            {"%-s", "x"},
            {"%0s", "x"},
            {"%s %d %s", "mixed", 42, 'c'},
            {"plain text"},
            {"%", 1},
            {"%5.1f%%", 99.44},
            {"%e", 1e-300},
        };
        for (Object[] c : cases) {
            String f = (String) c[0];
            Object[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
            t(() -> String.format(f, args));
            t(() -> f.formatted(args));
            t(() -> String.format(Locale.US, f, args));
            t(() -> new java.util.Formatter(new StringBuilder(), Locale.ROOT).format(f, args).toString());
        }
        t(() -> java.text.NumberFormat.getInstance().format(1234567.891));
        t(() -> java.text.NumberFormat.getIntegerInstance().format(2.5));
        t(() -> java.text.NumberFormat.getPercentInstance(Locale.US).format(0.256));
        return n == 4 * cases.length + 3 ? digest : -1;
    }
    public static void main(String[] args) { System.out.println(run()); }
}
`

// TestFormat checks String.format and String.formatted (models running
// java.util.Formatter's bytecode) and the number symbols they use against
// the JVM: the digest gospf computes over 135 outcomes, texts and
// exceptions, equals the one java prints.
func TestFormat(t *testing.T) {
	sameDigestAsJVM(t, "Fmt", formatProgram)
}
