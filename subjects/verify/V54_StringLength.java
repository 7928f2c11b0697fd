import org.sosy_lab.sv_benchmarks.Verifier;

// true: a length is never negative. String inputs are bounded by
// max_string_length (8), so that exploration does not cover every input
// (unknown); verify widens the strings (search.widen_strings) and the
// exploration without a bound (one path, no branch) answers true.
public class V54_StringLength {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        assert s.length() >= 0;
    }
}
