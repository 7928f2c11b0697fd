import org.sosy_lab.sv_benchmarks.Verifier;

// false: NaN is not equal to itself.
public class V43_FloatNaN {
    public static void main(String[] args) {
        float x = Verifier.nondetFloat();
        assert x == x;
    }
}
