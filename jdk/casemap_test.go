package jdk_test

import "testing"

// caseProgram folds Character's case mappings of every char and of every
// code point up to 0x1FFFF into a digest.
const caseProgram = `public class Cases {
    static long run() {
        long h = 17;
        for (int c = 0; c <= 0xFFFF; c++) {
            char x = (char) c;
            h = h * 31 + Character.toUpperCase(x);
            h = h * 31 + Character.toLowerCase(x);
            h = h * 31 + Character.toTitleCase(x);
        }
        for (int c = 0; c <= 0x1FFFF; c++) {
            h = h * 31 + Character.toUpperCase(c);
            h = h * 31 + Character.toLowerCase(c);
            h = h * 31 + Character.toTitleCase(c);
        }
        return h;
    }
    public static void main(String[] a) { System.out.println(run()); }
}
`

// TestCaseMappingsAsJVM checks the concrete case mappings, from which the
// symbolic ones are built, against the JVM's for every char and every
// code point up to 0x1FFFF (gospf's come from Go's Unicode tables).
func TestCaseMappingsAsJVM(t *testing.T) { sameDigestAsJVM(t, "Cases", caseProgram) }
