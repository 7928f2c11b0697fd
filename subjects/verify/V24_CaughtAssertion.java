import org.sosy_lab.sv_benchmarks.Verifier;

// false: the assert fails for x = 3 although the program catches the
// AssertionError; the property is that no assert fails.
public class V24_CaughtAssertion {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        try {
            assert x != 3;
        } catch (AssertionError e) {
            System.out.println("caught");
        }
    }
}
