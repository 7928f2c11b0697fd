import org.sosy_lab.sv_benchmarks.Verifier;

// false: Math.round rounds halves up, so every x in [2.5, 3.0) has floor 2
// and round 3, and the assertion fails for them. gospf models floor and
// round exactly in the floating-point theory (no concretisation).
public class V74_RoundHalfUp {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        if (Math.floor(x) == 2.0) {
            assert Math.round(x) != 3;
        }
    }
}
