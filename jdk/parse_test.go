package jdk_test

import "testing"

// parseSeqProgram parses a grid of texts, ranges and radixes with
// Integer.parseInt(CharSequence, int, int, int) and Long.parseLong of the
// same arguments, and folds every outcome (the value, or the exception's
// class and message) into a digest: 20 texts x 6 ranges x 6 radixes x 2
// methods = 1,440 outcomes, among them every exception and message of the
// JDK's code (bad ranges, bad radixes, a lone sign, bad digits at every
// index, overflow at both ends, an empty range, non-ASCII digits).
const parseSeqProgram = `public class ParseSeq {
    static long digest;
    static int n;
    static void fold(String outcome) { digest = digest * 31 + outcome.hashCode(); n++; }
    public static long run() {
        String[] ss = {"123", "-45", "+7", "-", "+", "", "12a", "7fffffff", "80000000", "-80000000",
            "2147483647", "2147483648", "-2147483648", "-2147483649", "x-12y", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "zz", "\u0663\u0664"};
        int[][] ranges = {{0, -1}, {1, -1}, {0, 2}, {-1, 2}, {2, 1}, {0, 99}};
        int[] radixes = {10, 16, 36, 1, 37, 2};
        for (String s : ss) for (int[] rg : ranges) for (int r : radixes) {
            int b = rg[0], e = rg[1] < 0 ? s.length() : rg[1];
            try { fold("v" + Integer.parseInt(new StringBuilder(s), b, e, r)); }
            catch (RuntimeException x) { fold(x.getClass().getName() + ":" + x.getMessage()); }
            try { fold("v" + Long.parseLong(s, b, e, r)); }
            catch (RuntimeException x) { fold(x.getClass().getName() + ":" + x.getMessage()); }
        }
        return n == 1440 ? digest : -1;
    }
    public static void main(String[] args) { System.out.println(run()); }
}
`

// TestParseCharSequence checks the models of Integer.parseInt and
// Long.parseLong on a CharSequence range against the JVM: the digest of
// 1,440 outcomes computed by gospf equals the one java prints.
func TestParseCharSequence(t *testing.T) {
	sameDigestAsJVM(t, "ParseSeq", parseSeqProgram)
}
