import org.sosy_lab.sv_benchmarks.Verifier;

// false: for f = 2^24, f + 1 rounds back to f (float has 24 bits).
public class V46_FloatIncrement {
    public static void main(String[] args) {
        float f = Verifier.nondetFloat();
        Verifier.assume(f > 0 && !Float.isInfinite(f));
        assert f + 1.0f > f;
    }
}
