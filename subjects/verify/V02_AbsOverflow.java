import org.sosy_lab.sv_benchmarks.Verifier;

// false: -MIN_VALUE is MIN_VALUE in Java, so |x| < 0 for x = MIN_VALUE.
public class V02_AbsOverflow {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int y = x < 0 ? -x : x;
        assert y >= 0;
    }
}
