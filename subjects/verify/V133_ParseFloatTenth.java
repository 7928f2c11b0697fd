import org.sosy_lab.sv_benchmarks.Verifier;

// false: Float.parseFloat rounds the decimal value of a text to the
// nearest float, so a text of the value 0.1 (".1", "0.1", "+.1f" ...)
// gives 0.1f, whose double is 0.10000000149011612, not the double 0.1;
// the assertion fails on those texts only (the float nearest another
// decimal is another float).
public class V133_ParseFloatTenth {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        float f;
        try {
            f = Float.parseFloat(s);
        } catch (NumberFormatException e) {
            return;
        }
        assert (double) f != 0.10000000149011612;
    }
}
