import org.sosy_lab.sv_benchmarks.Verifier;

// true: for every float x that is not NaN, signum(x) is -1, 0 (either
// sign) or 1, and copySign(1, x) * |signum(x)| equals signum(x): both carry
// x's sign. NaN is excluded by the guard.
public class V75_SignumCopySign {
    public static void main(String[] args) {
        float x = Verifier.nondetFloat();
        if (!Float.isNaN(x)) {
            float s = Math.signum(x);
            assert s == -1.0f || s == 0.0f || s == 1.0f;
            assert Math.copySign(1.0f, x) * Math.abs(s) == s;
        }
    }
}
