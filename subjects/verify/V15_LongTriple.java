import org.sosy_lab.sv_benchmarks.Verifier;

// true: 0 < a < 2^40, so 3a < 2^42 does not wrap and exceeds a.
public class V15_LongTriple {
    public static void main(String[] args) {
        long a = Verifier.nondetLong();
        Verifier.assume(a > 0 && a < (1L << 40));
        long b = a * 3;
        assert b > a;
    }
}
