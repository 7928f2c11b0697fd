import org.sosy_lab.sv_benchmarks.Verifier;

// false: for a = 2^62, 3a wraps to -2^62.
public class V16_LongTripleOverflow {
    public static void main(String[] args) {
        long a = Verifier.nondetLong();
        Verifier.assume(a > 0);
        assert a * 3 > a;
    }
}
