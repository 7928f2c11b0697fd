import org.sosy_lab.sv_benchmarks.Verifier;

// unknown (a perfect verifier: true, |sin x| <= 1 for every x and sin NaN
// is NaN): gospf concretises x at Math.sin, so it explores one value of x
// only and cannot answer true.
public class V69_SineBounded {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        double s = Math.sin(x);
        assert Double.isNaN(s) || (s >= -1.0 && s <= 1.0);
    }
}
