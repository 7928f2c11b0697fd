import org.sosy_lab.sv_benchmarks.Verifier;

// true: substring(1) of a string of 2 or more chars is one char shorter.
// With search.widen_strings = 0 (verdicts.toml) the string inputs stay
// bounded by max_string_length and the verdict is unknown; by default
// verify widens the strings and answers true.
public class V60_Substring {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.length() >= 2) {
            assert s.substring(1).length() == s.length() - 1;
        }
    }
}
