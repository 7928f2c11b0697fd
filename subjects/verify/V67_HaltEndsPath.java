import org.sosy_lab.sv_benchmarks.Verifier;

// true: Runtime.halt and Runtime.exit end the program, so the assertion
// runs only when x is neither 7 nor 8.
public class V67_HaltEndsPath {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        if (x == 7) {
            Runtime.getRuntime().halt(1);
        }
        if (x == 8) {
            Runtime.getRuntime().exit(2);
        }
        assert x != 7 && x != 8;
    }
}
