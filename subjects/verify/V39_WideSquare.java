import org.sosy_lab.sv_benchmarks.Verifier;

// true: the square of an int computed in long arithmetic cannot wrap.
public class V39_WideSquare {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        long y = (long) x * x;
        assert y >= 0;
    }
}
