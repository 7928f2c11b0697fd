import org.sosy_lab.sv_benchmarks.Verifier;

// false: the input "secret" reaches the failing assert.
public class V53_StringSecret {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.equals("secret")) {
            assert false;
        }
    }
}
