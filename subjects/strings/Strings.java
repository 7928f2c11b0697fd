/**
 * Small methods on symbolic String inputs (any text of up to
 * max_string_length chars, every char 0..0xFFFF) whose path counts are
 * derived in their comments and asserted in cmd/gospf/strings_test.go.
 */
public class Strings {
    /**
     * 4 paths: empty; starting with '-'; "abc"; the rest. charAt(0) is
     * in bounds once the length is not 0, so its out-of-bounds side is
     * infeasible.
     */
    public static int classify(String s) {
        if (s.length() == 0) {
            return 0;
        }
        if (s.charAt(0) == '-') {
            return 1;
        }
        if (s.equals("abc")) {
            return 2;
        }
        return 3;
    }

    /**
     * 4 paths: not a number (NumberFormatException, caught); a number
     * above 100 ("101"); a negative one ("-1"); one in 0..100.
     */
    public static int parse(String s) {
        try {
            int v = Integer.parseInt(s);
            if (v > 100) {
                return 1;
            }
            if (v < 0) {
                return 2;
            }
            return 3;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * 4 paths: starts with "ab" and ends with "ba" ("aba": they may
     * overlap); starts with "ab" only; contains an 'x' and does not start
     * with "ab"; neither.
     */
    public static int affixes(String s) {
        if (s.startsWith("ab")) {
            if (s.endsWith("ba")) {
                return 1;
            }
            return 2;
        }
        if (s.contains("x")) {
            return 3;
        }
        return 4;
    }

    /**
     * 3 paths through a StringBuilder (javac's a + b for Java 8): the
     * concatenation is "hello" with a of length 2; "hello" split
     * elsewhere; another text.
     */
    public static int concat(String a, String b) {
        String c = a + b;
        if (c.equals("hello")) {
            if (a.length() == 2) {
                return 1;
            }
            return 2;
        }
        return 3;
    }

    /** 3 paths: compareTo is negative, positive or zero. */
    public static int compare(String a, String b) {
        int c = a.compareTo(b);
        if (c < 0) {
            return -1;
        }
        if (c > 0) {
            return 1;
        }
        return 0;
    }

    /**
     * 3 paths: indexOf("ab") is -1, 0, or positive.
     */
    public static int find(String s) {
        int i = s.indexOf("ab");
        if (i < 0) {
            return -1;
        }
        if (i == 0) {
            return 0;
        }
        return 1;
    }

    /**
     * 4 paths: b out of 0..length (StringIndexOutOfBoundsException); b
     * at the end (an empty rest); a rest starting with 'z'; another rest.
     */
    public static int rest(String s, int b) {
        String t = s.substring(b);
        if (t.isEmpty()) {
            return 0;
        }
        return t.charAt(0) == 'z' ? 1 : 2;
    }

    /**
     * 3 paths: String.valueOf(x) has 3 chars and a '-' (x in -99..-10);
     * 3 chars and no '-' (100..999); another length.
     */
    public static int digits(int x) {
        String s = String.valueOf(x);
        if (s.length() == 3) {
            if (s.charAt(0) == '-') {
                return 1;
            }
            return 2;
        }
        return 0;
    }

    /**
     * 3 paths: s + c is longer than 3 chars; else it ends with '!' (c is
     * '!'); neither.
     */
    public static int builder(String s, char c) {
        StringBuilder sb = new StringBuilder();
        sb.append(s).append(c);
        String r = sb.toString();
        if (r.length() > 3) {
            return 1;
        }
        if (r.endsWith("!")) {
            return 2;
        }
        return 3;
    }

    /**
     * With max_string_length = 3: a path per length L in 0..3 and per
     * choice of digit or not for each of the L chars, 1 + 2 + 4 + 8 = 15
     * paths (the loop's charAt is in bounds, its other side infeasible).
     */
    public static int countDigits(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (Character.isDigit(s.charAt(i))) {
                n++;
            }
        }
        return n;
    }

    /**
     * 3 paths: Integer.valueOf throws NumberFormatException (uncaught: an
     * error path), or boxes 7, or another number.
     */
    public static int boxed(String s) {
        Integer v = Integer.valueOf(s);
        return v == 7 ? 1 : 0;
    }

    /**
     * 2 paths with a length bound: the hash is 0 ("" or "\0") or not.
     * Without one, hashCode has no encoding: the text is concretised
     * (1 path, counted) or, with symbolic.concretize = "error", the run
     * stops naming String.hashCode.
     */
    public static int hash(String s) {
        return s.hashCode() == 0 ? 0 : 1;
    }

    /**
     * Unsupported without a length bound: toUpperCase unrolls over the
     * chars (an error naming it, never a guess); exact with one.
     */
    public static String upper(String s) {
        return s.toUpperCase();
    }

    /**
     * String.join with a symbolic element is symbolic text: "a," + s has
     * more than 3 chars exactly when s has 2 or more. 2 paths.
     */
    public static int join(String s) {
        return String.join(",", "a", s).length() > 3 ? 1 : 0;
    }

    /**
     * Character.toUpperCase of a symbolic char is exact: 'q' and 'Q' map
     * to 'Q', and so does no other char. 2 paths.
     */
    public static int caseless(char c) {
        return Character.toUpperCase(c) == 'Q' ? 1 : 0;
    }
}
