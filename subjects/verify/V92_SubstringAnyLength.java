import org.sosy_lab.sv_benchmarks.Verifier;

// true, with symbolic.max_string_length = -1: for a string of 2 or more
// chars, substring(1) is one char shorter and starts with the second
// char; for every length, not only up to a bound. Every branch depends on
// the string only through length, substring and charAt, all exact in the
// sequence theory at any length, so the exploration is complete and no
// input is bounded.
public class V92_SubstringAnyLength {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.length() >= 2) {
            String t = s.substring(1);
            assert t.length() == s.length() - 1;
            assert t.charAt(0) == s.charAt(1);
        }
    }
}
