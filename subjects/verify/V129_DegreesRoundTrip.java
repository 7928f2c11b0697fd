import org.sosy_lab.sv_benchmarks.Verifier;

// false: Math.toRadians(d) is d * 0.017453292519943295 rounded to the
// nearest double and toDegrees(r) is r * 57.29577951308232 rounded, so
// the round trip loses the last bit for some whole degrees: on the JVM
// toRadians(3.0) is 0.05235987755982989 and toDegrees of that
// 3.0000000000000004. Only deg = 3 reaches the assertion (the product is
// increasing in d, and 2.0 and 4.0 give other doubles), and it fails
// there.
public class V129_DegreesRoundTrip {
    public static void main(String[] args) {
        int deg = Verifier.nondetInt();
        if (deg < 0 || deg > 360) {
            return;
        }
        double r = StrictMath.toRadians(deg);
        if (r == 0.05235987755982989) {
            assert Math.toDegrees(r) == deg;
        }
    }
}
