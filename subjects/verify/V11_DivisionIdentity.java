import org.sosy_lab.sv_benchmarks.Verifier;

// true: JLS 15.17.3, (x / y) * y + x % y == x for every y != 0, here y = 8
// or y = -1, also for MIN_VALUE / -1 (quotient MIN_VALUE, remainder 0, the
// product wraps to MIN_VALUE).
public class V11_DivisionIdentity {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int y = Verifier.nondetBoolean() ? 8 : -1;
        assert (x / y) * y + x % y == x;
    }
}
