package jdk_test

import "testing"

// capacityProgram folds the capacities of StringBuilders and
// StringBuffers into a digest: from each constructor, through appends of
// texts of 0 to 70 chars (Latin-1 and UTF-16), insert, setLength,
// ensureCapacity (negative, below, just above and far above the
// capacity), trimToSize, and StringBuilder(int) of negative capacities.
// outcomes counts the folds: 2 builder kinds times 4 starts times 71
// lengths times 9 steps, then 3 negative capacities.
const capacityProgram = `public class Capacity {
` + digestHelpers + `    static String text(int n, boolean wide) {
        StringBuilder t = new StringBuilder();
        for (int i = 0; i < n; i++) t.append(wide && i % 3 == 0 ? '\u0101' : 'a');
        return t.toString();
    }
    public static long run() {
        for (int kind = 0; kind < 2; kind++) {
            for (int start = 0; start < 4; start++) {
                for (int n = 0; n <= 70; n++) {
                    String s = text(n, n % 2 == 1);
                    AbstractStringBuilderView b = new AbstractStringBuilderView(kind, start);
                    b.append(s); fold(b.capacity());
                    b.append(s); fold(b.capacity());
                    b.insert(s); fold(b.capacity());
                    b.setLength(3 * n + 5); fold(b.capacity());
                    b.ensureCapacity(-n); fold(b.capacity());
                    b.ensureCapacity(b.capacity() + 1); fold(b.capacity());
                    b.ensureCapacity(7 * b.capacity() + n); fold(b.capacity());
                    b.trimToSize(); fold(b.capacity());
                    b.append("x"); fold(b.capacity());
                }
            }
        }
        for (int c : new int[] {-1, -17, Integer.MIN_VALUE}) {
            t(() -> new StringBuilder(c));
        }
        return n == 2 * 4 * 71 * 9 + 3 ? digest : -1;
    }
    // AbstractStringBuilderView runs the same steps on a StringBuilder
    // (kind 0) or a StringBuffer made empty, of capacity 0 or 40, or from
    // a text of 5 chars (start 0 to 3).
    static class AbstractStringBuilderView {
        final StringBuilder sb; final StringBuffer sf;
        AbstractStringBuilderView(int kind, int start) {
            StringBuilder b = null; StringBuffer f = null;
            switch (start) {
                case 0: if (kind == 0) b = new StringBuilder(); else f = new StringBuffer(); break;
                case 1: if (kind == 0) b = new StringBuilder(0); else f = new StringBuffer(0); break;
                case 2: if (kind == 0) b = new StringBuilder(40); else f = new StringBuffer(40); break;
                default: if (kind == 0) b = new StringBuilder("abcde"); else f = new StringBuffer("ab\u0101de");
            }
            sb = b; sf = f;
        }
        void append(String s) { if (sb != null) sb.append(s); else sf.append(s); }
        void insert(String s) { if (sb != null) sb.insert(sb.length() / 2, s); else sf.insert(sf.length() / 2, s); }
        void setLength(int n) { if (sb != null) sb.setLength(n); else sf.setLength(n); }
        void ensureCapacity(int n) { if (sb != null) sb.ensureCapacity(n); else sf.ensureCapacity(n); }
        void trimToSize() { if (sb != null) sb.trimToSize(); else sf.trimToSize(); }
        int capacity() { return sb != null ? sb.capacity() : sf.capacity(); }
    }
    public static void main(String[] a) { System.out.println(run()); }
}
`

// TestBuilderCapacityAsJVM checks the capacities the builder models
// track (the growth rule of JDK 17's AbstractStringBuilder.newCapacity
// and ArraysSupport.newLength, which the symbolic capacity follows too:
// interp/symbuilder_cap.go) against the JVM's over 5,115 outcomes.
func TestBuilderCapacityAsJVM(t *testing.T) { sameDigestAsJVM(t, "Capacity", capacityProgram) }
