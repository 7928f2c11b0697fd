import org.sosy_lab.sv_benchmarks.Verifier;

// true: 0 < x < 1000, so x + 1 cannot wrap.
public class V04_IncrementBounded {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x < 1000);
        if (x > 0) {
            assert x + 1 > 0;
        }
    }
}
