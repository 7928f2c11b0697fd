import org.sosy_lab.sv_benchmarks.Verifier;

// true: JLS 5.1.3, (int) NaN is 0 and a float at or above 2^31 gives
// MAX_VALUE.
public class V47_FloatToIntSaturates {
    public static void main(String[] args) {
        float f = Verifier.nondetFloat();
        int i = (int) f;
        if (f != f) {
            assert i == 0;
        }
        if (f >= 2147483648.0f) {
            assert i == Integer.MAX_VALUE;
        }
    }
}
