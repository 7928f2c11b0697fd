import org.sosy_lab.sv_benchmarks.Verifier;

// false: x = -5 fails the assertion of the else branch. The first path in
// pure DFS's order (x > 0) reverses a StringBuilder over symbolic text,
// which gospf does not model: verify ends that path unexplored and goes
// on (search.Options.SkipUnsupported), so it finds the violation with any
// number of explorers instead of stopping at the unsupported call.
public class V112_UnsupportedFirst {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        int x = Verifier.nondetInt();
        if (x > 0) {
            String r = new StringBuilder(s).reverse().toString();
            assert r.length() == s.length();
        } else {
            assert x > -5;
        }
    }
}
