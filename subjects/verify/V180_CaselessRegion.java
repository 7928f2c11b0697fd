import org.sosy_lab.sv_benchmarks.Verifier;

// false: regionMatches(true, 0, b, 0, 5) holds when both texts have at
// least 5 chars and their first 5 match ignoring case, e.g. a = b =
// "aaaaa" (equal texts match); the assertion then fails.
public class V180_CaselessRegion {
    public static void main(String[] args) {
        String a = Verifier.nondetString();
        String b = Verifier.nondetString();
        if (a.regionMatches(true, 0, b, 0, 5)) {
            assert false;
        }
    }
}
