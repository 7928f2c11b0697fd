import org.sosy_lab.sv_benchmarks.Verifier;

// true for strings of every length: appending one char adds one to the
// length. With strings of at most max_string_length (8) chars the
// exploration is bounded, so verify widens the strings (search.widen_strings)
// and answers true from the exploration without a bound: one path, the
// concatenation's length is the sum of the lengths (no branch on the text).
public class V150_LengthAfterConcat {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        String t = s + "!";
        assert t.length() == s.length() + 1;
    }
}
