import org.sosy_lab.sv_benchmarks.Verifier;

// false: Math.abs(MIN_VALUE) is MIN_VALUE.
public class V36_MathAbs {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        assert Math.abs(x) >= 0;
    }
}
