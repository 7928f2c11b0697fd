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

// stringCaseProgram folds String's case mappings (root locale, full
// mappings: ß to SS, İ to i̇, the final sigma) of every char, of every
// code point from 0x10000 to 0x1FFFF, and of texts where a sigma's
// context decides its lower case, and the text of lone surrogates made
// by valueOf, concatenation, StringBuilder and Character, into a digest.
const stringCaseProgram = `public class StringCases {
    static long fold(long h, String s) {
        h = h * 31 + s.toUpperCase().hashCode();
        return h * 31 + s.toLowerCase().hashCode();
    }
    static long run() {
        long h = 17;
        for (int c = 0; c <= 0xFFFF; c++) {
            h = fold(h, String.valueOf((char) c));
        }
        for (int c = 0x10000; c <= 0x1FFFF; c++) {
            h = fold(h, new String(Character.toChars(c)));
        }
        for (int c = 0xD800; c <= 0xDFFF; c++) {
            char x = (char) c;
            h = h * 31 + ("<" + x + ">").hashCode();
            h = h * 31 + new StringBuilder("<").append(x).insert(0, x).toString().hashCode();
            h = h * 31 + Character.toString(x).hashCode() + Character.valueOf(x).toString().hashCode();
        }
        String[] sigmas = {"\u03a3", "A\u03a3", "A\u03a3B", "A\u03a3 B", "A\u03a3'", "A'\u03a3", "\u00dfA\u0130\u03a3", "\ufb03\u0149\u01f0"};
        for (String s : sigmas) {
            h = fold(h, s);
        }
        return h;
    }
    public static void main(String[] a) { System.out.println(run()); }
}
`

// TestStringCaseMappingsAsJVM checks String.toUpperCase and toLowerCase
// of concrete text against the JVM's for every char and every code point
// up to 0x1FFFF (the multi-char mappings come from upperSpecials), and
// that a lone surrogate stays itself in text (it became U+FFFD).
func TestStringCaseMappingsAsJVM(t *testing.T) { sameDigestAsJVM(t, "StringCases", stringCaseProgram) }

// caselessProgram folds String's comparisons ignoring case into a digest:
// of every char and every code point up to 0x1FFFF (lone surrogates
// included) with its own lower and upper case, in Latin-1 and in UTF-16
// strings (a prefix of U+0100 makes a string UTF-16), and of pairs of
// texts with surrogates, where JDK 17 compares two UTF-16 strings by
// code point ("\uD801\uDC00" equals "\uD801\uDC28" ignoring case).
const caselessProgram = `public class Caseless {
    static long run() {
        long h = 17;
        for (int c = 0; c <= 0x1FFFF; c++) {
            String s = new String(Character.toChars(c));
            String l = s.toLowerCase(), u = s.toUpperCase();
            h = h * 31 + (s.equalsIgnoreCase(l) ? 1 : 2) + (u.equalsIgnoreCase(l) ? 3 : 5);
            h = h * 31 + s.compareToIgnoreCase(u);
            h = h * 31 + ("\u0100" + s).compareToIgnoreCase("\u0100" + l);
            h = h * 31 + (("\u0100" + s).regionMatches(true, 1, l + "\u0101", 0, s.length()) ? 7 : 11);
        }
        String[] texts = {"", "a", "A", "\u00ff", "\u0178", "\u0100", "\uD801\uDC00", "\uD801\uDC28", "\uDC00", "\uD801",
            "\uD801\uD801\uDC28", "x\uD801\uDC00y", "\uDC28\uD801", "\u0100\uD801\uDC28\u0101"};
        for (String x : texts) {
            for (String y : texts) {
                h = h * 31 + x.compareToIgnoreCase(y) + (x.equalsIgnoreCase(y) ? 1 : 0);
                h = h * 31 + ("\u0100" + x + "b").compareToIgnoreCase("\u0100" + y + "B");
                h = h * 31 + (("\u0100" + x).regionMatches(true, 1, y + "\u0100", 0, x.length()) ? 1 : 0);
            }
        }
        return h;
    }
    public static void main(String[] a) { System.out.println(run()); }
}
`

// TestCaselessCompareAsJVM checks equalsIgnoreCase, compareToIgnoreCase
// and regionMatches(true, ...) of concrete text against the JVM's, by
// code point where both strings are UTF-16 (JDK 16 and later).
func TestCaselessCompareAsJVM(t *testing.T) { sameDigestAsJVM(t, "Caseless", caselessProgram) }
