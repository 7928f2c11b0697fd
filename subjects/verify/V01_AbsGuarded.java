import org.sosy_lab.sv_benchmarks.Verifier;

// true: with x > MIN_VALUE excluded, -x does not overflow, so |x| >= 0.
public class V01_AbsGuarded {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x != Integer.MIN_VALUE);
        int y = x < 0 ? -x : x;
        assert y >= 0;
    }
}
