import org.sosy_lab.sv_benchmarks.Verifier;

// false: 1 / 2 * 2 == 0.
public class V12_DivisionTruncates {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int y = Verifier.nondetInt();
        Verifier.assume(y != 0);
        assert (x / y) * y == x;
    }
}
