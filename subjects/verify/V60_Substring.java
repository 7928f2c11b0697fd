import org.sosy_lab.sv_benchmarks.Verifier;

// unknown: substring(1) of a string of 2 or more chars is one char
// shorter (a perfect verifier says true); string inputs are bounded.
public class V60_Substring {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.length() >= 2) {
            assert s.substring(1).length() == s.length() - 1;
        }
    }
}
