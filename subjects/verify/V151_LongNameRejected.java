import org.sosy_lab.sv_benchmarks.Verifier;

// false, but only for strings longer than max_string_length (8): a name
// of 10 or more chars that starts with "user" fails the assertion. Bounded
// at 8 chars no path fails and the verdict is unknown (bounded inputs);
// widened (search.widen_strings) the exploration finds a witness of 10
// chars, which replays on the JVM.
public class V151_LongNameRejected {
    public static void main(String[] args) {
        String name = Verifier.nondetString();
        if (name.startsWith("user")) {
            assert name.length() < 10;
        }
    }
}
