import org.sosy_lab.sv_benchmarks.Verifier;

// false: x = MAX_VALUE wraps to MIN_VALUE.
public class V03_IncrementOverflow {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        if (x > 0) {
            assert x + 1 > 0;
        }
    }
}
