import org.sosy_lab.sv_benchmarks.Verifier;

// unknown, with symbolic.max_string_length = -1: hashCode is a function
// (a perfect verifier says true), but its value (31^n-weighted sum of all
// chars) has no encoding without a bound on the length, so gospf gives the
// string the text of a model of the path condition (counted as a
// concretisation of String.hashCode) and the exploration is incomplete.
public class V96_HashAnyLength {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        int h = s.hashCode();
        assert h == s.hashCode();
    }
}
