import org.sosy_lab.sv_benchmarks.Verifier;

// false: replace(" ", "") on symbolic text is exact (each char that is
// not a space moves left by the number of spaces before it), so a text
// of 3 chars without its spaces is "ok" exactly when it is "ok" with one
// space added somewhere: " ok", "o k" or "ok ". Every such text fails the
// assertion; "ok" itself has 2 chars.
public class V120_SpacesRemoved {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.length() == 3) {
            assert !s.replace(" ", "").equals("ok");
        }
    }
}
