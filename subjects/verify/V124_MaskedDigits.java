import org.sosy_lab.sv_benchmarks.Verifier;

// false: getChars copies chars 1..3 of s into d[0..2] (a text of fewer
// than 3 chars throws StringIndexOutOfBoundsException, an uncaught
// exception, not an assertion); setCharAt(0, '*') masks the first char of
// the builder holding s. s = "x42" gives d = "42" and the builder "*42",
// which fails the assertion; no text of another length does (the builder
// would not be "*42").
public class V124_MaskedDigits {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        char[] d = new char[2];
        s.getChars(1, 3, d, 0);
        StringBuilder b = new StringBuilder(s);
        b.setCharAt(0, '*');
        if (d[0] == '4' && d[1] == '2' && s.charAt(0) == 'x') {
            assert !(b.toString().equals("*42"));
        }
    }
}
