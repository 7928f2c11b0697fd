import org.sosy_lab.sv_benchmarks.Verifier;

// unknown: the loop runs as long as the inputs say; the counter wraps to a
// negative value only after 2^31 iterations, far beyond any depth limit,
// so no bounded exploration can decide the assertion (the true verdict is
// false).
public class V30_UnboundedLoop {
    public static void main(String[] args) {
        int count = 0;
        while (Verifier.nondetBoolean()) {
            count++;
        }
        assert count >= 0;
    }
}
