import org.sosy_lab.sv_benchmarks.Verifier;

// false: x > 5 throws; for x >= 100 the handler's assert fails.
public class V35_ExceptionFlow {
    static void check(int x) {
        if (x > 5) {
            throw new IllegalArgumentException("big");
        }
    }

    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        try {
            check(x);
        } catch (IllegalArgumentException e) {
            assert x < 100;
        }
    }
}
