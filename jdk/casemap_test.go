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

// typesProgram folds Character's classification of every code point up
// to 0x3FFFF (the last one assigned since JDK 17 is 0x323AF) into a
// digest.
const typesProgram = `public class Types {
    static long run() {
        long h = 17;
        for (int c = 0; c <= 0x3FFFF; c++) {
            int bits = (Character.isLetter(c) ? 1 : 0) | (Character.isDigit(c) ? 2 : 0)
                | (Character.isLowerCase(c) ? 4 : 0) | (Character.isUpperCase(c) ? 8 : 0)
                | (Character.isWhitespace(c) ? 16 : 0) | (Character.isJavaIdentifierPart(c) ? 32 : 0)
                | (Character.isAlphabetic(c) ? 64 : 0) | (Character.isIdeographic(c) ? 128 : 0)
                | (Character.isDefined(c) ? 256 : 0) | (Character.isSpaceChar(c) ? 512 : 0);
            h = h * 31 + Character.getType(c);
            h = h * 31 + bits;
            h = h * 31 + Character.digit(c, 10);
        }
        return h;
    }
    public static void main(String[] a) { System.out.println(run()); }
}
`

// TestCharTypesAsJVM checks Character's classification against the JVM's
// for every code point up to 0x3FFFF: gospf's comes from Go's newer
// Unicode tables, with the code points assigned since JDK 17 unassigned
// (unicode13.go).
func TestCharTypesAsJVM(t *testing.T) { sameDigestAsJVM(t, "Types", typesProgram) }
