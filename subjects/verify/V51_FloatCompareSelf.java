import org.sosy_lab.sv_benchmarks.Verifier;

// true: Float.compare is a total order: every value, NaN included,
// compares equal to itself.
public class V51_FloatCompareSelf {
    public static void main(String[] args) {
        float a = Verifier.nondetFloat();
        assert Float.compare(a, a) == 0;
    }
}
