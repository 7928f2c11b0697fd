import org.sosy_lab.sv_benchmarks.Verifier;

// false: 46341 * 46341 = 2147488281 wraps to a negative int.
public class V40_IntSquare {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int y = x * x;
        assert y >= 0;
    }
}
