package jdk_test

import "testing"

// codePointProgram folds Character's code point methods on char arrays
// and CharSequences into a digest: every method at every index from -1 to
// the length plus one, over texts with lone and paired surrogates, with
// the exceptions and their messages (null arguments, indices out of
// range, invalid code points), and toCodePoint, highSurrogate,
// lowSurrogate and toChars over a sweep of code points and chars.
// outcomes counts the folds: 6 texts with lengths 0, 1, 2, 3, 4 and 6
// (16 chars), each visited at indices -1..length+1 (16 + 6*3 = 34
// indices); per index 10 folds (codePointAt on the sequence, the
// builder and the array with and without a limit, codePointBefore the
// same four, offsetByCodePoints on the sequence and the array), and per
// (index, index) pair of -1..length+1 (sum of (len+3)^2 = 9+16+25+36+49+81
// = 216 pairs) 3 folds (codePointCount on the sequence and the array,
// offsetByCodePoints with a count of -1..1 as the index difference's
// sign); then 12 null and range cases, and 64 sweeps of code points.
const codePointProgram = `public class CodePoints {
` + digestHelpers + `    public static long run() {
        String[] texts = {"", "a", "\uD801\uDC00", "x\uDC00\uD801", "\uD801\uD801\uDC28\uDC28", "ab\uD83D\uDE00c\uDBFF"};
        for (String s : texts) {
            char[] c = s.toCharArray();
            StringBuilder b = new StringBuilder(s);
            int n = c.length;
            for (int i = -1; i <= n + 1; i++) {
                final int x = i;
                t(() -> Character.codePointAt(s, x));
                t(() -> Character.codePointAt(b, x));
                t(() -> Character.codePointAt(c, x));
                t(() -> Character.codePointAt(c, x, n - 1));
                t(() -> Character.codePointBefore(s, x));
                t(() -> Character.codePointBefore(b, x));
                t(() -> Character.codePointBefore(c, x));
                t(() -> Character.codePointBefore(c, x, 1));
                t(() -> Character.offsetByCodePoints(s, x, 1));
                t(() -> Character.offsetByCodePoints(c, 0, n, x, -1));
                for (int j = -1; j <= n + 1; j++) {
                    final int y = j;
                    t(() -> Character.codePointCount(s, x, y));
                    t(() -> Character.codePointCount(c, x, y - x));
                    t(() -> Character.offsetByCodePoints(s, x, Integer.signum(y - x)));
                }
            }
        }
        t(() -> Character.codePointAt((CharSequence) null, 0));
        t(() -> Character.codePointBefore((CharSequence) null, 1));
        t(() -> Character.codePointAt((char[]) null, 0));
        t(() -> Character.codePointBefore((char[]) null, 1));
        t(() -> Character.codePointCount((CharSequence) null, 0, 1));
        t(() -> Character.codePointCount((char[]) null, 0, 1));
        t(() -> Character.offsetByCodePoints((CharSequence) null, 0, 1));
        t(() -> Character.offsetByCodePoints((char[]) null, 0, 1, 0, 1));
        t(() -> Character.toChars(-1));
        t(() -> Character.toChars(0x110000));
        t(() -> Character.toChars(0x10000, new char[1], 0));
        t(() -> Character.toChars(0x110000, new char[2], 0));
        for (int k = 0; k < 64; k++) {
            int cp = k * 0x4567 - 3;
            char hi = (char) (0xD7F0 + k * 5), lo = (char) (0xDBF0 + k * 7);
            t(() -> Character.toCodePoint(hi, lo) + " " + Character.isSurrogatePair(hi, lo)
                + " " + (int) Character.highSurrogate(cp) + " " + (int) Character.lowSurrogate(cp)
                + " " + (Character.isValidCodePoint(cp) ? new String(Character.toChars(cp)) : "-")
                + " " + (Character.isValidCodePoint(cp) ? Character.toChars(cp, new char[3], 1) : 0));
        }
        return n == 34 * 10 + 216 * 3 + 12 + 64 ? digest : -1;
    }
    public static void main(String[] a) { System.out.println(run()); }
}
`

// TestCodePointsAsJVM checks Character's code point methods (on char
// arrays and CharSequences, JDK 17's own bytecode over the surrogate
// predicates) against the JVM: the digest over 1,064 outcomes, values
// and exceptions with their messages, equals the one java prints.
func TestCodePointsAsJVM(t *testing.T) { sameDigestAsJVM(t, "CodePoints", codePointProgram) }

// mirroredProgram folds Character.isMirrored of every code point (and of
// every char) into a digest.
const mirroredProgram = `public class Mirrored {
    static long run() {
        long h = 17;
        for (int c = -1; c <= 0x110000; c++) {
            h = h * 31 + (Character.isMirrored(c) ? c : 1);
        }
        for (int c = 0; c <= 0xFFFF; c++) {
            h = h * 31 + (Character.isMirrored((char) c) ? 2 : 3);
        }
        return h;
    }
    public static void main(String[] a) { System.out.println(run()); }
}
`

// TestMirroredAsJVM checks Character.isMirrored (a table of Unicode 13's
// Bidi_Mirrored property: jdk/mirrored.go) against the JVM at every code
// point and char.
func TestMirroredAsJVM(t *testing.T) { sameDigestAsJVM(t, "Mirrored", mirroredProgram) }
