import org.sosy_lab.sv_benchmarks.Verifier;

// unknown: a length is never negative (a perfect verifier says true), but
// string inputs are bounded by max_string_length, so the exploration does
// not cover every input.
public class V54_StringLength {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        assert s.length() >= 0;
    }
}
