import org.sosy_lab.sv_benchmarks.Verifier;

// true: an uncaught exception other than AssertionError does not violate
// the assert property; the assert itself always holds.
public class V23_OtherException {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        if (x == 5) {
            throw new IllegalStateException("five");
        }
        assert x != 5;
    }
}
