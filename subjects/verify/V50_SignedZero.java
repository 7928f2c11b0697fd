import org.sosy_lab.sv_benchmarks.Verifier;

// false: -0.0 == 0.0, but 1.0 / -0.0 is negative infinity.
public class V50_SignedZero {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        if (x == 0.0) {
            assert 1.0 / x > 0;
        }
    }
}
