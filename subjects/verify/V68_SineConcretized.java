import org.sosy_lab.sv_benchmarks.Verifier;

// false: the assertion fails for y = 3 whatever x is. gospf computes
// Math.sin with concrete values only: it gives x the value of a model of
// the path condition (concretized, counted) and goes on, so the error
// behind the call is still found, and its witness replays.
public class V68_SineConcretized {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        double s = Math.sin(x);
        int y = Verifier.nondetInt();
        if (s <= 1.0) {
            assert y != 3;
        }
    }
}
