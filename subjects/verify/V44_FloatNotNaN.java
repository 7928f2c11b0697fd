import org.sosy_lab.sv_benchmarks.Verifier;

// true: every double but NaN equals itself, and NaN is assumed away.
public class V44_FloatNotNaN {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        Verifier.assume(!Double.isNaN(x));
        assert x == x;
    }
}
