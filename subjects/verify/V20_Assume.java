import org.sosy_lab.sv_benchmarks.Verifier;

// true: the assumption x > 10 makes x > 5 hold.
public class V20_Assume {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x > 10);
        assert x > 5;
    }
}
