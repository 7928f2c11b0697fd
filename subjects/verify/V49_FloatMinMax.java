import org.sosy_lab.sv_benchmarks.Verifier;

// true: without NaN, Math.min is at most Math.max (-0.0 <= 0.0 too).
public class V49_FloatMinMax {
    public static void main(String[] args) {
        float a = Verifier.nondetFloat();
        float b = Verifier.nondetFloat();
        Verifier.assume(!Float.isNaN(a) && !Float.isNaN(b));
        assert Math.min(a, b) <= Math.max(a, b);
    }
}
