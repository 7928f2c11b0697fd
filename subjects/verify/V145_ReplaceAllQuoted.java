import org.sosy_lab.sv_benchmarks.Verifier;

// false: replaceAll("\\*", "^") replaces every '*' (a quoted literal) by
// '^', as replace("*", "^") does, so "a*" becomes "a^" and the assert
// fails. One path to the replacement, then the equality splits it.
public class V145_ReplaceAllQuoted {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        String t = s.replaceAll("\\*", "^");
        assert !t.equals("a^");
    }
}
