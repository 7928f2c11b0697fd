import org.sosy_lab.sv_benchmarks.Verifier;

// true: Math.abs clears the sign, so the result is >= 0 (also -0.0 gives
// 0.0) unless it is NaN.
public class V45_DoubleAbs {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        double a = Math.abs(x);
        assert a >= 0 || Double.isNaN(a);
    }
}
