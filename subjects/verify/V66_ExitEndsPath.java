import org.sosy_lab.sv_benchmarks.Verifier;

// false: System.exit ends the program only where x > 0; for x <= 0 the
// assertion runs and fails.
public class V66_ExitEndsPath {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        if (x > 0) {
            System.exit(0);
        }
        assert x > 0;
    }
}
