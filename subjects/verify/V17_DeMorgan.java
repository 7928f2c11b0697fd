import org.sosy_lab.sv_benchmarks.Verifier;

// true: De Morgan's law.
public class V17_DeMorgan {
    public static void main(String[] args) {
        boolean p = Verifier.nondetBoolean();
        boolean q = Verifier.nondetBoolean();
        assert (p && q) == !(!p || !q);
    }
}
