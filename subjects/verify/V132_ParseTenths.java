import org.sosy_lab.sv_benchmarks.Verifier;

// false: Double.parseDouble rounds the decimal value of a text to the
// nearest double, so any text of the value 0.3 (with a sign, leading
// zeros, a trailing 0, a d suffix or whitespace around: "0.3", ".3",
// "+.30", " .3d") gives the double 0.3 and fails the assertion; a text
// the JDK rejects never does.
public class V132_ParseTenths {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        double d;
        try {
            d = Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return;
        }
        assert d != 0.3;
    }
}
